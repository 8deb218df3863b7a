"""A later action targeting a token that ceased to exist (216.3) is refused as an illegal target, citing 216.3,
not stopped as "未知玩家 id" (found by the fuzzer's validate/trace agreement check, issue 34: an id gone from
the state was taken for a player's)."""

from __future__ import annotations

import copy
from pathlib import Path

from judge_app.engine.runner import run
from judge_app.loading import validate_data
from tests.fuzz.mutate import scenario_data

ROOT = Path(__file__).resolve().parents[3]


def test_casting_again_at_the_bounced_token_is_an_illegal_target() -> None:
    data = copy.deepcopy(scenario_data(ROOT / "scenarios" / "mtg" / "judge-trial-token-bounced.yaml"))
    data["actions"].append(copy.deepcopy(data["actions"][0]))  # cast 解召唤 at b_soldier once more
    trace = run(validate_data(data)).trace
    refusal = next(s for s in trace.steps if "b_soldier 已不复存在" in s.text)
    assert refusal.check == "fail" and "mtg:216.3" in refusal.cites
    assert trace.result is not None and trace.result.stopped_at == len(data["actions"]) - 1


def test_a_stack_past_its_bound_stops_the_trace_as_a_loop() -> None:
    """Abilities triggering each other without end grew the stack, and the trace's records of it, until memory
    ran out (make fuzz: a MemoryError); past MAX_STACK the trace stops and says it is a loop."""
    import pytest

    from judge_app.engine.priority import MAX_STACK, push
    from judge_app.engine.table import LoopLimit, Table
    from judge_app.engine.trace import Trace
    from judge_app.games import get_game
    from judge_app.games.mtg.model import SpellItem

    data = scenario_data(ROOT / "scenarios" / "mtg" / "judge-trial-token-bounced.yaml")
    game = get_game("mtg")
    t = Table(game, validate_data(data).scenario.state.model_copy(deep=True), Trace(scenario="s", game="mtg",
                                                                                     edition=game.edition))
    for n in range(MAX_STACK):
        push(t, SpellItem(id=f"s{n}", controller="A", source="a_unsum"))
    with pytest.raises(LoopLimit):
        push(t, SpellItem(id="one-more", controller="A", source="a_unsum"))
