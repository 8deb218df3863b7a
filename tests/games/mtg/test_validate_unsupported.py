"""Issue 16: `judge validate` names card text the engine cannot model instead of running it as a silent no-op."""

from __future__ import annotations

import pytest

from judge_app.engine.problems import ScenarioError
from judge_app.loading import loads_scenario

BASE = """schema: 1
meta: {{id: t, title: t, game: mtg}}
state:
  turn: 5
  first_player: A
  active_player: A
  phase: main1
  players:
  - {{id: A, resources: {{life: 20}}}}
  - {{id: B, resources: {{life: 20}}}}
  objects:
  - id: x
    owner: A
    zone: A.play
    types: {types}
    stats: {{power: 2, toughness: 2}}
    abilities:
    - id: a
      kind: {kind}
      effects:
      - {effect}
"""


def _problem(types: str, kind: str, effect: str) -> str:
    with pytest.raises(ScenarioError) as err:
        loads_scenario(BASE.format(types=types, kind=kind, effect=effect))
    return str(err.value)


def test_static_ability_with_a_one_shot_effect_is_named() -> None:
    msg = _problem("[creature]", "static", "{type: damage, target: opponent, amount: 1}")
    assert "damage" in msg and "持续式异能" in msg


def test_spell_text_on_a_permanent_card_is_named() -> None:
    msg = _problem("[creature]", "spell", "{type: draw, player: controller, count: 1}")
    assert "咒语文字" in msg and "永久物" in msg


def test_unknown_selector_is_named() -> None:
    msg = _problem("[creature]", "activated", "{type: destroy, target: each_black_creature}")
    assert "each_black_creature" in msg


def test_colour_selector_with_a_bad_colour_is_named() -> None:
    msg = _problem("[creature]", "activated", "{type: destroy, target: 'each_creature:K'}")
    assert "each_creature:K" in msg


def test_become_with_an_unknown_type_is_named() -> None:
    msg = _problem("[artifact]", "activated", "{type: become, target: self, types: [robot], power: 1, toughness: 1}")
    assert "robot" in msg


def test_a_modelled_card_validates() -> None:
    loads_scenario(BASE.format(types="[creature]", kind="activated",
                               effect="{type: destroy, target: 'each_creature:B'}"))
