"""Run the doctests of the kernel and the game registry."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["judge_app.engine.base", "judge_app.engine.abilities", "judge_app.engine.actions",
           "judge_app.engine.state", "judge_app.engine.trace", "judge_app.engine.yamlio", "judge_app.engine.changes",
           "judge_app.engine.replay", "judge_app.engine.effects", "judge_app.engine.priority",
           "judge_app.engine.drawing", "judge_app.games", "judge_app.cardtext"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0 and result.attempted > 0
