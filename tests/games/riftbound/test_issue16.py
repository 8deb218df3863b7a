"""riftbound issue-16 capabilities, checked on their scenarios beyond what ``expect`` can say (an absence)."""

from __future__ import annotations

from pathlib import Path

from judge_app.engine.runner import run
from judge_app.games.riftbound import rules as R
from judge_app.loading import load_scenario

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios" / "riftbound"


def test_a_recall_is_not_a_move_so_no_move_cleanup_follows_it() -> None:
    trace = run(load_scenario(SCENARIOS / "recall-not-move.yaml")).trace
    recall_at = next(i for i, s in enumerate(trace.steps) if R.RECALL_NOT_MOVE in s.cites)
    later = trace.steps[recall_at:]
    assert not [s.text for s in later if R.MOVE_CLEANUP in s.cites or R.CLEANUP_AFTER_MOVE in s.cites]
    assert any(R.CLEANUP_ITEM_REMOVED in s.cites and s.check == "nothing" for s in later)


def test_initial_chain_resolves_without_halting_and_focus_stays_with_the_attacker() -> None:
    result = run(load_scenario(SCENARIOS / "triggered-both-sides-order.yaml"))
    assert result.state.halted is None
    resolved = [s.text for s in result.trace.steps if s.kind == "resolution" and R.RESOLVE_NEWEST in s.cites]
    assert "哨兵" in resolved[0] and "突袭者" in resolved[1], "the defender's trigger went on last, resolves first"
    assert result.state.memory["focus"] == "A"


def test_a_forbidden_destination_chosen_at_resolution_is_refused_not_replaced() -> None:
    result = run(load_scenario(SCENARIOS / "spell-destination-illegal.yaml"))
    assert result.trace.result is not None and result.trace.result.stopped_at == 3
    fails = [s for s in result.trace.steps if s.check == "fail"]
    assert fails and all(s.decisive for s in fails) and R.MOVE_MAX_TWO_OTHERS in fails[0].cites
