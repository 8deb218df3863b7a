"""Unit tests of the ga module: the board-editor contract, damage replacement defaults, shields against
unpreventable damage, and the reconstructed-rule marking of citations."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.engine.game import IllegalAction
from judge_app.engine.runner import run
from judge_app.games import get_game
from judge_app.games.ga.board import memory
from judge_app.loading import load_scenario, loads_scenario

ROOT = Path(__file__).resolve().parents[3] / "scenarios" / "ga"
GAME = get_game("ga")

BASE = """\
schema: 1
meta: {{id: t, title: t, game: ga}}
state:
  turn: 3
  first_player: A
  active_player: A
  phase: main
  step: window
  memory: {{placed: [A, B], window: open, await: {{player: A, for: opportunity}}}}
  players: [{{id: A}}, {{id: B}}]
  objects:
  - {{id: a_champ, owner: A, zone: field, types: [champion], stats: {{level: 1, life: 20}}}}
  - {{id: b_champ, owner: B, zone: field, types: [champion], stats: {{level: 1, life: 20}}}}
{objects}
actions:
{actions}
"""


def test_layout_names_only_known_zones() -> None:
    keys = {z.key for z in GAME.zones}
    rows = [*GAME.layout.player_rows, *GAME.layout.shared_rows]
    assert {k for row in rows for k in row} == keys
    assert {z.key for z in GAME.zones if not z.per_player} == {"field", "stack"}


@pytest.mark.parametrize("name", ["ally-combat-retaliation", "first-turn", "turn-cycle", "level-up"])
def test_legal_actions_pass_the_single_check(name: str) -> None:
    loaded = load_scenario(ROOT / f"{name}.yaml")
    state = loaded.scenario.state
    actions = GAME.legal_actions(state)
    assert actions, "the deciding player always has something to do (at least concede)"
    for a in actions:
        GAME.check_action(state, a)
    kinds = {a.type for a in actions}
    assert "concede" in kinds
    if name == "ally-combat-retaliation":
        assert {"attack", "pass", "pass_all"} <= kinds


def test_check_action_rejects_attacking_own_unit() -> None:
    loaded = load_scenario(ROOT / "ally-combat-retaliation.yaml")
    action = GAME.action_types[4](player="A", attacker="a_knight", target="a_champ")
    with pytest.raises(IllegalAction) as err:
        GAME.check_action(loaded.scenario.state, action)
    assert "ga:2.6.11" in err.value.cites


def _trace(objects: str, actions: str) -> tuple[str, object]:
    result = run(loads_scenario(BASE.format(objects=objects, actions=actions)))
    return result.trace.to_text(), result.state


def test_default_replacement_order_minimises_damage() -> None:
    objects = """\
  - {id: a_wolf, owner: A, zone: field, types: [ally], stats: {power: 3, life: 3}}
  - {id: a_x2, owner: A, zone: field, types: [item], cost: 1, abilities: [{id: d, kind: static,
     effects: [{type: damage_modify, target: enemy_champion, op: double}]}]}
  - {id: b_w, owner: B, zone: field, types: [item], cost: 1, abilities: [{id: m, kind: static,
     effects: [{type: damage_modify, target: own_champion, op: subtract, amount: 2}]}]}"""
    actions = """\
- {type: attack, player: A, attacker: a_wolf, target: b_champ}
- {type: pass_all, player: A}
- {type: pass_all, player: A}"""
    text, state = _trace(objects, actions)
    assert "按默認取使傷害最小的順序" in text
    assert state.obj("b_champ").damage == 2  # (3 - 2) × 2, not 3 × 2 - 2


def test_unpreventable_damage_leaves_a_shield_untouched() -> None:
    objects = """\
  - {id: a_bolt, owner: A, zone: A.hand, types: [action], cost: 0, props: {speed: fast}, abilities: [{id: e,
     kind: effect, effects: [{type: unpreventable_damage, target: enemy_champion, amount: 3}]}]}"""
    text = BASE.format(objects=objects, actions="- {type: activate, player: A, card: a_bolt}\n"
                       "- {type: pass_all, player: A}")
    text = text.replace("await: {player: A, for: opportunity}}",
                        "await: {player: A, for: opportunity}, shields: [{id: 1, protects: b_champ, kind: shield, "
                        "amount: 3, source: x}]}")
    result = run(loads_scenario(text))
    assert result.state.obj("b_champ").damage == 3
    assert memory(result.state).shields[0].amount == 3
    assert "ga:2.9.1.6" in result.trace.cited()


def test_reconstructed_citations_are_marked() -> None:
    result = run(load_scenario(ROOT / "simultaneous-lethal-draw.yaml"))
    step = next(s for s in result.trace.steps if "ga:1.1.2.1" in s.cites)
    assert "ga:1.1.2.1" in step.reconstructed
    assert "ga:1.4.3.1" not in step.reconstructed
    assert "ga:1.1.2.1[重建]" in result.trace.to_text()


def test_non_turn_slow_reading_is_announced_when_it_forbids() -> None:
    result = run(load_scenario(ROOT / "non-turn-slow-forbidden.yaml"))
    steps = result.trace.steps
    ambiguity = next(i for i, s in enumerate(steps) if s.kind == "ambiguity")
    refusal = next(i for i, s in enumerate(steps) if s.kind == "check" and s.check == "fail")
    assert ambiguity < refusal  # passed checks of earlier actions may come first; the refusal may not
    assert result.trace.result is not None and result.trace.result.stopped_at == 1
