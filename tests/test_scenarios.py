"""Every scenario file under scenarios/<game>/ is a test: it validates, traces deterministically, and the
trace meets the file's ``expect`` (outcome, winner, cited rules, step kinds, final-state values)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.engine.runner import check_expectations, run
from judge_app.loading import load_scenario
from tests.shipped import shipped_run

ROOT = Path(__file__).resolve().parent.parent / "scenarios"
FILES = sorted(ROOT.glob("*/*.yaml"))


def test_scenarios_exist() -> None:
    assert len(list(ROOT.glob("eol/*.yaml"))) >= 15


@pytest.mark.parametrize("path", FILES, ids=[f"{p.parent.name}/{p.stem}" for p in FILES])
def test_scenario(path: Path) -> None:
    loaded, result = shipped_run(path)
    assert loaded.game.id == path.parent.name, "a scenario lives in the folder of its game"
    assert loaded.scenario.expect is not None, "every shipped scenario states what a correct trace shows"
    assert loaded.scenario.expect.outcome is not None and loaded.scenario.expect.cites
    assert check_expectations(loaded, result) == []
    assert run(load_scenario(path)).trace.to_json() == result.trace.to_json()
