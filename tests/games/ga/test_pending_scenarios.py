"""ga scenarios written from the rulebook before the engine work that makes them pass (issues 15 and 16).

They live in ``pending/`` and are expected to fail (strict xfail) until the engine commit moves them into
``scenarios/ga/``, where ``tests/test_scenarios.py`` holds them like every other scenario."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.engine.runner import check_expectations, run
from judge_app.loading import load_scenario

PENDING = sorted((Path(__file__).parent / "pending").glob("*.yaml"))


@pytest.mark.xfail(strict=True, reason="engine work for issues 15/16 not landed yet")
@pytest.mark.parametrize("path", PENDING, ids=[p.stem for p in PENDING])
def test_pending_scenario(path: Path) -> None:
    loaded = load_scenario(path)
    assert check_expectations(loaded, run(loaded)) == []
