"""fftcg has no "choose one" summons in its engine: ``cast_summon.mode`` and an ability's ``modes`` were accepted and
never read (issue 33) — the judge's choice silently ignored. Refused at validation, with where and why. Written
before the fix."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.engine.problems import ScenarioError
from judge_app.loading import loads_scenario

BASE = Path(__file__).resolve().parents[3] / "scenarios" / "fftcg" / "judge-replacement-order-mode-out-of-range.yaml"


def test_a_summon_mode_is_refused_not_ignored() -> None:
    text = BASE.read_text(encoding="utf-8").replace("targets: [b_fw]}", "targets: [b_fw], mode: 1}", 1)
    with pytest.raises(ScenarioError) as err:
        loads_scenario(text, BASE.name)
    assert [p for p in err.value.problems if tuple(p.path) == ("actions", 0, "mode")]


def test_an_ability_with_modes_is_refused_not_ignored() -> None:
    text = BASE.read_text(encoding="utf-8").replace(
        'effects: [{type: damage, target: "chosen:forward:opponent", amount: 8000}]}',
        'effects: [{type: damage, target: "chosen:forward:opponent", amount: 8000}], '
        'modes: [[{type: damage, target: "chosen:forward:opponent", amount: 1000}]]}', 1)
    assert "modes:" in text
    with pytest.raises(ScenarioError) as err:
        loads_scenario(text, BASE.name)
    assert [p for p in err.value.problems if "modes" in p.path]
