"""Shared by the games' ``test_memory.py``: a shipped scenario with a wrongly shaped ``state.memory`` value
must be refused by validation, naming the value's path (never reach the engine's code reading it)."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from judge_app.engine.problems import ScenarioError
from judge_app.engine.yamlio import load_file
from judge_app.loading import validate_data

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"


def scenario_data(game: str, name: str) -> Any:
    return load_file(SCENARIOS / game / name).data


def refused_paths(base: Any, memory: dict[str, Any]) -> list[str]:
    """The dotted paths validation refuses once ``memory`` is merged into ``base``'s state.memory."""
    data = copy.deepcopy(base)
    data["state"].setdefault("memory", {}).update(memory)
    with pytest.raises(ScenarioError) as err:
        validate_data(data)
    return [p.dotted for p in err.value.problems]
