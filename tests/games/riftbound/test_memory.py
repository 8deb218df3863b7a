"""state.memory has the shape riftbound's memory model declares (judge_app/games/riftbound/memory.py): a wrongly shaped
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

BASE = load_file(Path(__file__).parents[3] / "scenarios" / "riftbound" / "attacker-conquers.yaml").data


@pytest.mark.parametrize(("memory", "path"), [
    ({"scored": {"A": "bf1"}}, "state.memory.scored.A"),
    ({"passes": "1"}, "state.memory.passes"),
    ({"battlefields": {"bf1": 1}}, "state.memory.battlefields.bf1"),
    ({"effects": [{"id": "e"}]}, "state.memory.effects.0.kind"),
    ({"priority": "zz"}, "state.memory.priority"),
    ({"effects": [{"id": "e", "kind": "might", "target": "x", "value": "riftbound:451", "timestamp": 1}]},
     "state.memory.effects.0"),
])
def test_wrongly_shaped_memory_is_refused_with_its_path(memory: dict[str, Any], path: str) -> None:
    data = copy.deepcopy(BASE)
    data["state"].setdefault("memory", {}).update(memory)
    with pytest.raises(ScenarioError) as err:
        validate_data(data)
    assert path in [p.dotted for p in err.value.problems], str(err.value)
