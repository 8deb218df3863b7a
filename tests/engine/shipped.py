"""Every shipped scenario of a game, loaded and run once (with per-action snapshots) for the tests that read the
runs: test_replay.py and test_messages.py share them instead of tracing the whole corpus twice."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from judge_app.engine.runner import Loaded, Run, run
from judge_app.loading import load_scenario

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"


@cache
def shipped_runs(game: str) -> tuple[tuple[str, Loaded, Run], ...]:
    """(file name, loaded scenario, run with snapshots) for each ``scenarios/<game>/*.yaml``."""
    out = []
    for path in sorted((SCENARIOS / game).glob("*.yaml")):
        loaded = load_scenario(path)
        out.append((path.name, loaded, run(loaded, snapshots=True)))
    return tuple(out)
