"""A list of lists of references (mtg's declare_attackers.bands) is walked like a flat one: the kernel crashed on
it with "unhashable type: 'list'" (issue 33's pending banding scenarios); an unknown id inside is refused at its
place. Written before the fix."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.engine.problems import ScenarioError
from judge_app.loading import loads_scenario

BANDING = Path(__file__).resolve().parents[2] / "scenarios" / "mtg" / "conf-banding-band-blocked.yaml"


def test_a_band_of_known_creatures_loads() -> None:
    loaded = loads_scenario(BANDING.read_text(encoding="utf-8"), BANDING.name)
    assert loaded.scenario.actions[0].bands == [["a_hawk", "a_walker"]]


def test_an_unknown_creature_in_a_band_is_refused_where_it_stands() -> None:
    text = BANDING.read_text(encoding="utf-8").replace("bands: [[a_hawk, a_walker]]", "bands: [[a_hawk, a_nobody]]")
    with pytest.raises(ScenarioError) as err:
        loads_scenario(text, BANDING.name)
    assert [p for p in err.value.problems if tuple(p.path) == ("actions", 0, "bands", 0, 1) and "a_nobody" in p.message]
