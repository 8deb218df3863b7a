"""`judge migrate` with a cite typed as the printed number of a renumbered rule: the shipped 2003 CR prints
311.3a in section 411 (about triggered mana abilities; 311 is the end-of-combat step, which has no 311.3), so
`mtg:311.3a` names rule 411.3a and is carried through the renumbering map as that rule, not left as typed."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.migrate import migrate_text
from rulesdb import editions
from rulesdb.store import manifests

SCENARIO = """\
schema: 1
meta:
  id: mtg-alias-demo
  title: 印刷编号
  game: mtg
  question: 规则书印的 mtg:311.3a 说什么?
state:
  turn: 1
expect:
  cites: [mtg:311.3a]
"""


@pytest.fixture
def copy_edition(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(tmp_path / "data"))
    editions._loaded.clear()
    editions.import_edition(manifests()["mtg"][1], "mtg", "2003-copy")
    return "2003-copy"


def test_printed_alias_is_carried_through_the_map(copy_edition: str) -> None:
    m = migrate_text(SCENARIO, copy_edition)
    assert "mtg:311.3a" not in m.text
    assert m.text.count("mtg:411.3a") == 2
    assert m.renumbered == [("mtg:311.3a", "mtg:411.3a")]
    assert m.removed == []
