"""A battlefield marked for a pending showdown or combat names who contested it (322.6, 322.7): a state without it was
accepted and then stopped the engine with an AssertionError (issue 33). Written before the fix."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.engine.problems import ScenarioError
from judge_app.loading import loads_scenario

SCENARIO = Path(__file__).resolve().parents[3] / "scenarios" / "riftbound" / "conf-play-unit-to-pending-combat.yaml"


@pytest.mark.parametrize("flag", ["combat_pending", "showdown_pending"])
def test_a_pending_battlefield_without_contested_by_is_refused(flag: str) -> None:
    text = SCENARIO.read_text(encoding="utf-8").replace("bf1: {controller: B, contested_by: C, combat_pending: true}",
                                                        f"bf1: {{controller: B, {flag}: true}}")
    assert f"{flag}: true" in text
    with pytest.raises(ScenarioError) as err:
        loads_scenario(text, SCENARIO.name)
    assert [p for p in err.value.problems if p.path[:4] == ("state", "memory", "battlefields", "bf1")
            and "contested_by" in p.message]
