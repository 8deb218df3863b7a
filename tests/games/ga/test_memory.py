"""state.memory has the shape ga's memory model declares (judge_app/games/ga/memory.py): a wrongly shaped
value, or an id naming no player/object where the model types a reference, is refused before the engine
runs, with its path, instead of a traceback from the code reading it."""

from __future__ import annotations

from typing import Any

import pytest

from tests.games.memory_cases import refused_paths, scenario_data

BASE = scenario_data("ga", "action-damage-survives.yaml")


@pytest.mark.parametrize(("memory", "path"), [
    ({"placed": "A"}, "state.memory.placed"),
    ({"passed": [1]}, "state.memory.passed.0"),
    ({"lki.x": {"power": "3"}}, "state.memory.lki.x.power"),
    ({"drew_empty.A": 1}, "state.memory.drew_empty.A"),
    ({"shields": [{"id": "s"}]}, "state.memory.shields.0.amount"),
    ({"placed": ["zz"]}, "state.memory.placed.0"),
])
def test_wrongly_shaped_memory_is_refused_with_its_path(memory: dict[str, Any], path: str) -> None:
    paths = refused_paths(BASE, memory)
    assert path in paths, paths
