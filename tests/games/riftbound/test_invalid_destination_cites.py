"""Issue 28.6, written before the fix: a move refused for its destination cites every rule that makes it invalid.
Four players, 乙 and 丙 fight at battlefield 1: 甲 moving a unit there breaks 423.2 (two other players' units
already there) *and* 421.2.a/436.1 (more than two players, a combat there, none of 甲's permanents there); the
refusal named 423.2 only."""

from __future__ import annotations

from pathlib import Path

from judge_app.engine.runner import run
from judge_app.loading import load_scenario

SCENARIO = Path(__file__).resolve().parents[3] / "scenarios" / "riftbound" / "four-player-invalid-destination.yaml"


def test_every_reason_the_destination_is_invalid_is_cited() -> None:
    trace = run(load_scenario(SCENARIO)).trace
    refused = {c for s in trace.steps if s.check == "fail" for c in s.cites}
    assert {"riftbound:423.2", "riftbound:421.2.a", "riftbound:436.1"} <= refused
