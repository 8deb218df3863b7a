"""state.memory has the shape fftcg's memory model declares (judge_app/games/fftcg/memory.py): a wrongly shaped
value, or an id naming no player/object where the model types a reference, is refused before the engine
runs, with its path, instead of a traceback from the code reading it."""

from __future__ import annotations

from typing import Any

import pytest

from tests.games.memory_cases import refused_paths, scenario_data

BASE = scenario_data("fftcg", "attack-eligibility.yaml")


@pytest.mark.parametrize(("memory", "path"), [
    ({"ts": {"a": "1"}}, "state.memory.ts.a"),
    ({"passed": "A"}, "state.memory.passed"),
    ({"delayed_n": "2"}, "state.memory.delayed_n"),
    ({"attack": {"attackers": "a"}}, "state.memory.attack.attackers"),
    ({"attack": {"attackers": ["A"]}}, "state.memory.attack.attackers.0"),
    ({"damage_from": {"a_bk": [{"source": "A", "amount": 0}]}}, "state.memory.damage_from.a_bk.0.source"),
    ({"damage_from": {"a_bk": [{"source": "a_h1", "amount": -1}]}}, "state.memory.damage_from.a_bk.0.amount"),
])
def test_wrongly_shaped_memory_is_refused_with_its_path(memory: dict[str, Any], path: str) -> None:
    paths = refused_paths(BASE, memory)
    assert path in paths, paths
