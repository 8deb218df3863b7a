"""Scenarios written from the rulebook before the engine work that makes them pass (issues 15 and 16).

They live in ``scenarios/mtg/pending/`` (not collected by tests/test_scenarios.py) and are expected to fail
until the engine lands; each one moves to ``scenarios/mtg/`` in the commit that makes it pass."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.engine.runner import check_expectations, run
from judge_app.loading import load_scenario

PENDING = Path(__file__).resolve().parents[3] / "scenarios" / "mtg" / "pending"
FILES = sorted(PENDING.glob("*.yaml"))


@pytest.mark.xfail(strict=True, reason="engine work for issues 15/16 not landed yet")
@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_pending(path: Path) -> None:
    loaded = load_scenario(path)
    result = run(loaded)
    assert check_expectations(loaded, result) == []
