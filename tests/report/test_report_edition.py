"""A scenario's meta.edition selects the book its report cites from; an unknown edition is refused, not replaced."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.engine.problems import ScenarioError
from judge_app.loading import loads_scenario
from judge_app.report.build import build_report
from rulesdb import editions
from rulesdb.paths import SOURCES_DIR

ROOT = Path(__file__).resolve().parents[2]


def test_report_cites_from_the_scenario_edition(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(tmp_path))
    editions._loaded.clear()
    editions.import_edition(SOURCES_DIR / "002_e5114887d282c01d.txt", "eol", "v2")
    text = (ROOT / "scenarios" / "eol" / "attribute-advantage.yaml").read_text(encoding="utf-8")
    text = text.replace("  game: eol\n", "  game: eol\n  edition: v2\n", 1)
    report = build_report(loads_scenario(text, "a.yaml"), text)
    assert report.header.rulebook.edition == "v2"
    assert report.rules and {r.edition for r in report.rules} == {"v2"}

    bad = text.replace("edition: v2", "edition: v9")
    with pytest.raises(ScenarioError) as err:
        build_report(loads_scenario(bad, "b.yaml"), bad)
    assert "v9" in str(err.value.problems[0].message)
