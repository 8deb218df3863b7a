"""`judge migrate SCENARIO --to E2`: cited ids follow the renumbering between two editions (read from the 2022-02-18
and 2022-04-29 Comprehensive Rules: 201.3→201.4, 201.4a→201.5a, 122.1d→122.1e, 208.4's text now 208.4a);
rules whose text changed are listed; a cited rule the new edition no longer has is left alone and named."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.cli import main
from rulesdb import editions
from tests.rulesdb.external_books import EN_20220218, EN_20220429

pytestmark = pytest.mark.skipif(not EN_20220218.exists() or not EN_20220429.exists(), reason="2022 CR missing")

SCENARIO = """\
schema: 1
meta:
  id: mtg-migrate-demo
  title: 迁移示例
  game: mtg
  edition: 2022-02-18
  question: 名称规则 mtg:201.3 说什么?
state:
  turn: 1
expect:
  # the judge cited these against the February edition
  cites: [mtg:201.3, mtg:201.4a, mtg:208.4, mtg:601.2e, mtg:702.19c, mtg:122.1d]
annotations:
  ruling: 见 mtg:201.4a 与 mtg:201.3。
"""


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(tmp_path / "data"))
    editions._loaded.clear()
    editions.import_edition(EN_20220218, "mtg", "2022-02-18")
    editions.import_edition(EN_20220429, "mtg", "2022-04-29")
    return tmp_path


def test_migrate_rewrites_cites_and_lists_changed_rules(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = data / "s.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    assert main(["migrate", str(path), "--to", "2022-04-29", "--in-place"]) == 0
    text = path.read_text(encoding="utf-8")
    assert "cites: [mtg:201.4, mtg:201.5a, mtg:208.4a, mtg:601.2e, mtg:702.19c, mtg:122.1e]" in text
    assert "edition: 2022-04-29" in text and "2022-02-18" not in text
    assert "ruling: 见 mtg:201.5a 与 mtg:201.4。" in text and "question: 名称规则 mtg:201.4 说什么?" in text
    assert "# the judge cited these against the February edition" in text  # comments and layout kept
    err = capsys.readouterr().err
    assert "mtg:201.3 → mtg:201.4" in err and "mtg:122.1d → mtg:122.1e" in err
    changed = [line for line in err.splitlines() if "changed since" in line]
    assert [line.split()[0] for line in changed] == ["mtg:208.4a", "mtg:601.2e"]


def test_migrate_names_removed_rules_and_exits_1(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = data / "s.yaml"
    path.write_text(SCENARIO.replace("2022-02-18", "2022-04-29"), encoding="utf-8")
    # backwards: 701.47a (connive) does not exist in February
    path.write_text(path.read_text(encoding="utf-8").replace("mtg:702.19c", "mtg:701.47a"), encoding="utf-8")
    assert main(["migrate", str(path), "--to", "2022-02-18"]) == 1
    captured = capsys.readouterr()
    assert "mtg:701.47a" in captured.out  # left as it was in the printed result
    assert "mtg:701.47a" in captured.err and "no counterpart" in captured.err
    assert main(["migrate", str(path), "--to", "nope"]) == 2
