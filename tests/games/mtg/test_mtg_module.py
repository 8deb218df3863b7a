"""Unit tests of the mtg module: board editor needs, validation messages, legality, costs, loops."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.engine.problems import ScenarioError
from judge_app.engine.runner import run
from judge_app.games import get_game
from judge_app.games.mtg import costs
from judge_app.games.mtg.model import Cast, DeclareAttackers, Pass, PlayLand
from judge_app.loading import loads_scenario

GAME = get_game("mtg")
BASE = """\
schema: 1
meta: {id: t, title: t, game: mtg}
state:
  turn: 5
  first_player: A
  active_player: A
  phase: main1
  players:
  - {id: A, resources: {life: 20}}
  - {id: B, resources: {life: 20}}
  objects:
  - {id: a_mtn, owner: A, zone: A.play, types: [land, mountain]}
  - {id: a_land, owner: A, zone: A.hand, types: [land, forest]}
  - {id: a_bear, owner: A, zone: A.play, types: [creature], stats: {power: 2, toughness: 2}, props: {color: G}}
  - {id: b_bear, owner: B, zone: B.play, types: [creature], stats: {power: 2, toughness: 2}, props: {color: G}}
  - id: a_shock
    owner: A
    zone: A.hand
    types: [instant]
    props: {color: R, mana_cost: R}
    abilities:
    - id: text
      kind: spell
      effects:
      - {type: targets, what: creature_or_player}
      - {type: damage, target: target, amount: 2}
actions: []
"""


def test_editor_needs() -> None:
    keys = {z.key for z in GAME.zones}
    assert {"library", "hand", "play", "graveyard", "removed", "stack"} <= keys
    assert GAME.layout.shared_rows == (("stack",),)
    assert {"flying", "trample", "banding", "morph"} <= GAME.vocabulary.keys("keywords")
    assert [p.key for p in GAME.phases] == ["beginning", "main1", "combat", "main2", "end"]
    assert "mtg:" in GAME.template()


def test_legal_actions_in_main_phase() -> None:
    loaded = loads_scenario(BASE)
    state = run(loaded).state
    acts = GAME.legal_actions(state)
    kinds = {type(a) for a in acts}
    assert Pass in kinds and PlayLand in kinds and Cast in kinds
    shock = next(a for a in acts if isinstance(a, Cast) and a.card == "a_shock")
    assert shock.targets and shock.mana == ["a_mtn"]


def test_legal_actions_offer_attackers() -> None:
    text = BASE.replace("phase: main1", "phase: combat\n  step: declare_attackers")
    state = run(loads_scenario(text)).state
    acts = GAME.legal_actions(state)
    assert all(isinstance(a, DeclareAttackers) for a in acts)
    assert DeclareAttackers(player="A", attackers=["a_bear"]) in acts


def test_sorcery_speed_land_in_opponents_priority_is_illegal() -> None:
    text = BASE.replace("actions: []",
                        "actions:\n- {type: pass, player: A}\n- {type: play_land, player: B, card: a_land}")
    result = run(loads_scenario(text))
    assert result.trace.result is not None and result.trace.result.stopped_at == 1


def test_bad_state_names_path_and_rule() -> None:
    bad = BASE.replace("types: [land, mountain]", "types: [land, mountian]").replace("phase: main1", "phase: main")
    with pytest.raises(ScenarioError) as e:
        loads_scenario(bad)
    messages = " ".join(p.message for p in e.value.problems)
    assert "mountian" in messages and "未知阶段" in messages
    assert all(p.line for p in e.value.problems)


def test_costs() -> None:
    assert costs.pay_from({"R": 1, "G": 2}, costs.total(costs.parse("1RG"))) == {"R": 0, "G": 0, "C": 0,
                                                                                  "W": 0, "U": 0, "B": 0}
    assert costs.pay_from({"G": 2}, costs.total(costs.parse("R"))) is None
    assert costs.total(costs.parse("XR"), 3) == {"R": 1, "generic": 3}


def test_trace_is_deterministic() -> None:
    path = Path(__file__).resolve().parents[3] / "scenarios" / "mtg" / "flanking-rampage.yaml"
    from judge_app.loading import load_scenario

    assert run(load_scenario(path)).trace.to_json() == run(load_scenario(path)).trace.to_json()


def test_mandatory_loop_is_a_draw() -> None:
    text = BASE.replace("  - id: a_shock", """  - id: a_echo
    owner: A
    zone: A.play
    types: [artifact]
    abilities:
    - id: again
      kind: triggered
      optional: false
      trigger: {event: put_into_graveyard, scope: any}
      effects:
      - {type: create_token, name: 回声, power: 0, toughness: 0}
  - id: a_shock""").replace("actions: []", "actions:\n- {type: cast, player: A, card: a_shock, targets: [b_bear], "
                            "mana: [a_mtn]}\n- {type: pass_until, player: A, step: stack_empty}")
    result = run(loads_scenario(text))
    assert result.trace.result is not None and result.trace.result.outcome == "draw"
    assert "mtg:421.4" in result.trace.cited()
