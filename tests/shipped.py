"""Every shipped scenario, loaded and run once per test session (with per-action snapshots) for the tests that
read the runs: test_scenarios.py, test_trace_invariants.py, engine/test_replay.py and engine/test_messages.py share
them instead of tracing the whole corpus once each."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from judge_app.engine.runner import Loaded, Run, run
from judge_app.loading import load_scenario

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


@cache
def shipped_run(path: Path) -> tuple[Loaded, Run]:
    """The scenario at ``path``, loaded, and its run with snapshots."""
    loaded = load_scenario(path)
    return loaded, run(loaded, snapshots=True)


def shipped_runs(game: str) -> tuple[tuple[str, Loaded, Run], ...]:
    """(file name, loaded scenario, run with snapshots) for each ``scenarios/<game>/*.yaml``."""
    return tuple((path.name, *shipped_run(path)) for path in sorted((SCENARIOS / game).glob("*.yaml")))
