"""state.memory has the shape ga's memory model declares (judge_app/games/ga/memory.py): a wrongly shaped
value, or an id naming no player/object where the model types a reference, is refused before the engine
runs, with its path, instead of a traceback from the code reading it."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from judge_app.engine.problems import ScenarioError
from judge_app.engine.yamlio import load_file
from judge_app.loading import validate_data

BASE = load_file(Path(__file__).parents[3] / "scenarios" / "ga" / "action-damage-survives.yaml").data

@pytest.mark.parametrize(("memory", "path"), [
    ({"placed": "A"}, "state.memory.placed"),
    ({"passed": [1]}, "state.memory.passed.0"),
    ({"lki.x": {"power": "3"}}, "state.memory.lki.x.power"),
    ({"drew_empty.A": 1}, "state.memory.drew_empty.A"),
    ({"shields": [{"id": "s"}]}, "state.memory.shields.0.amount"),
    ({"placed": ["zz"]}, "state.memory.placed.0"),
])
def test_wrongly_shaped_memory_is_refused_with_its_path(memory: dict[str, Any], path: str) -> None:
    data = copy.deepcopy(BASE)
    data["state"].setdefault("memory", {}).update(memory)
    with pytest.raises(ScenarioError) as err:
        validate_data(data)
    assert path in [p.dotted for p in err.value.problems], str(err.value)
