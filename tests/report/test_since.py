"""A report keeps the edition it was made against; `judge since REPORT.json` says which cited rules changed since,
compared with the newest edition (or --edition E)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.cli import main
from judge_app.loading import loads_scenario
from judge_app.report.build import build_report
from rulesdb import editions
from rulesdb.paths import SOURCES_DIR

ROOT = Path(__file__).resolve().parents[2]
EOL = SOURCES_DIR / "002_e5114887d282c01d.txt"


def test_since_names_the_rule_whose_text_changed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(tmp_path / "data"))
    editions._loaded.clear()
    editions.import_edition(EOL, "eol", "v1")
    text = (ROOT / "scenarios" / "eol" / "attribute-advantage.yaml").read_text(encoding="utf-8")
    text = text.replace("  game: eol\n", "  game: eol\n  edition: v1\n", 1)
    report = build_report(loads_scenario(text, "a.yaml"), text)
    path = tmp_path / "report.json"
    path.write_text(report.to_json(), encoding="utf-8")
    assert "eol:2.2.3.4" in [r.cite for r in report.rules]

    assert main(["since", str(path)]) == 0  # nothing newer than v1 but the shipped web edition, same text
    capsys.readouterr()
    edited = tmp_path / "eol-v2.txt"
    edited.write_text(EOL.read_text(encoding="utf-8").replace("最终攻击力大的一方获胜", "最终攻击力较大的一方获胜"),
                      encoding="utf-8")
    editions.import_edition(edited, "eol", "v2")
    assert main(["since", str(path)]) == 1
    out = capsys.readouterr().out
    changed = [line for line in out.splitlines() if "changed since" in line]
    assert len(changed) == 1 and changed[0].startswith("eol:2.2.3.4 rule changed since v1 (now v2)")
    assert "{+较+}" in changed[0]
    assert main(["since", str(path), "--edition", "v1"]) == 0
