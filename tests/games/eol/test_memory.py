"""state.memory has the shape eol's memory model declares (judge_app/games/eol/memory.py): a wrongly shaped
value, or an id naming no player/object where the model types a reference, is refused before the engine
runs, with its path, instead of a traceback from the code reading it."""

from __future__ import annotations

from typing import Any

import pytest

from tests.games.memory_cases import refused_paths, scenario_data

BASE = scenario_data("eol", "attack-refused-every-reason.yaml")


@pytest.mark.parametrize(("memory", "path"), [
    ({"placer": 3}, "state.memory.placer"),
    ({"replaced": "A"}, "state.memory.replaced"),
    ({"skip_draw.A": "yes"}, "state.memory.skip_draw.A"),
    ({"skip_drow.A": True}, "state.memory.skip_drow.A"),
    ({"placer": "zz"}, "state.memory.placer"),
])
def test_wrongly_shaped_memory_is_refused_with_its_path(memory: dict[str, Any], path: str) -> None:
    paths = refused_paths(BASE, memory)
    assert path in paths, paths
