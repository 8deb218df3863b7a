"""riftbound issue-16 capabilities, checked on their scenarios beyond what ``expect`` can say (an absence)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.engine.problems import ScenarioError
from judge_app.engine.runner import run
from judge_app.engine.trace import Step
from judge_app.games.riftbound import messages as M
from judge_app.games.riftbound import rules as R
from judge_app.games.riftbound.board import memory
from judge_app.loading import load_scenario, loads_scenario
from tests.games.riftbound import args_of

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios" / "riftbound"


def test_a_recall_is_not_a_move_so_no_move_cleanup_follows_it() -> None:
    trace = run(load_scenario(SCENARIOS / "recall-not-move.yaml")).trace
    recall_at = next(i for i, s in enumerate(trace.steps) if R.RECALL_NOT_MOVE in s.cites)
    later = trace.steps[recall_at:]
    assert not [s.msg for s in later if R.MOVE_CLEANUP in s.cites or R.CLEANUP_AFTER_MOVE in s.cites]
    assert any(R.CLEANUP_ITEM_REMOVED in s.cites and s.check == "nothing" for s in later)


def test_initial_chain_resolves_without_halting_and_focus_stays_with_the_attacker() -> None:
    result = run(load_scenario(SCENARIOS / "triggered-both-sides-order.yaml"))
    assert result.state.halted is None
    resolved = _resolved(result.trace.steps)
    assert resolved[:2] == ["哨兵", "突袭者"], "the defender's trigger went on last, resolves first"
    assert memory(result.state).focus == "A"


def test_a_forbidden_destination_chosen_at_resolution_is_refused_not_replaced() -> None:
    result = run(load_scenario(SCENARIOS / "spell-destination-illegal.yaml"))
    assert result.trace.result is not None and result.trace.result.stopped_at == 3
    fails = [s for s in result.trace.steps if s.check == "fail"]
    assert fails and all(s.decisive for s in fails) and R.MOVE_MAX_TWO_OTHERS in fails[0].cites


CARD_STATE = """
schema: 1
meta: {{id: t, title: t, game: riftbound, question: t}}
state:
  turn: 5
  active_player: A
  phase: action
  players: [{{id: A, name: 甲}}, {{id: B, name: 乙}}]
  memory:
    mode: {{players: 2, winning_score: 8, battlefields: 2}}
    battlefields: {{bf1: {{controller: B}}, bf2: {{controller: null}}}}
  objects:
  - {{id: field1, name: 战场一, owner: B, zone: bf1, types: [battlefield]}}
  - {{id: field2, name: 战场二, owner: A, zone: bf2, types: [battlefield]}}
  - id: card
    name: 卡
    owner: A
    zone: A.hand
    types: [{type}]
    stats: {stats}
    abilities: [{ability}]
actions: []
"""


@pytest.mark.parametrize(("type_", "stats", "ability", "says"), [
    ("spell", "{}", "{id: go, kind: spell, effects: [{type: move_unit, target: chosen, to: nowhere}]}", "终点"),
    ("unit", "{might: 1}", "{id: t, kind: triggered, effects: [{type: draw}]}", "trigger"),
    ("unit", "{might: 1}", "{id: a, kind: activated, effects: [{type: draw}]}", "386"),
    ("unit", "{might: 1}", "{id: s, kind: spell, effects: [{type: draw}]}", "永远不会执行"),
])
def test_validate_names_card_text_the_engine_cannot_model(type_: str, stats: str, ability: str, says: str) -> None:
    text = CARD_STATE.format(type=type_, stats=stats, ability=ability)
    with pytest.raises(ScenarioError) as e:
        loads_scenario(text)
    assert any(says in p.message for p in e.value.problems)


def test_one_players_own_triggers_go_on_in_the_given_order_and_resolve_last_in_first_out() -> None:
    trace = run(load_scenario(SCENARIOS / "triggered-own-order-chosen.yaml")).trace
    assert _resolved(trace.steps)[:2] == ["突袭者", "斥候"]


def _resolved(steps: list[Step]) -> list[str]:
    """The names of the cards whose chain items resolve, in order (a triggered ability is named with its card)."""
    out = []
    for s in steps:
        what = (args_of(s, M.RESOLVES_NEWEST) or {}).get("what")
        if what is not None:
            label = what["args"]["card"] if isinstance(what, dict) else what
            out.append(label.split("(")[0])
    return out
