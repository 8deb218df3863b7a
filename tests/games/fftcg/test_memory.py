"""state.memory has the shape fftcg's memory model declares (judge_app/games/fftcg/memory.py): a wrongly shaped
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

BASE = load_file(Path(__file__).parents[3] / "scenarios" / "fftcg" / "attack-eligibility.yaml").data

@pytest.mark.parametrize(("memory", "path"), [
    ({"ts": {"a": "1"}}, "state.memory.ts.a"),
    ({"passed": "A"}, "state.memory.passed"),
    ({"delayed_n": "2"}, "state.memory.delayed_n"),
    ({"attack": {"attackers": "a"}}, "state.memory.attack.attackers"),
    ({"attack": {"attackers": ["A"]}}, "state.memory.attack.attackers.0"),
])
def test_wrongly_shaped_memory_is_refused_with_its_path(memory: dict[str, Any], path: str) -> None:
    data = copy.deepcopy(BASE)
    data["state"].setdefault("memory", {}).update(memory)
    with pytest.raises(ScenarioError) as err:
        validate_data(data)
    assert path in [p.dotted for p in err.value.problems], str(err.value)
