"""What the rules browser reads: tables by game and edition, each read once, from a cached copy when unchanged."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.conformance.statuses import CACHE_FOLDER, Statuses
from rulesdb.paths import cache_dir

TABLE = """game: eol
edition: web
rules:
  '1.1':
    text: 游戏区域
    status: out_of_scope
    reason: {reason}
  '1.2':
    status: unsupported
    missing: 某种效果:引擎没有
"""


def _write(root: Path, reason: str) -> Path:
    path = root / "eol" / "web.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(TABLE.format(reason=reason), encoding="utf-8")
    return path


def _copies() -> list[Path]:
    return sorted((cache_dir() / CACHE_FOLDER).glob("eol-web-*.json"))


@pytest.fixture(autouse=True)
def _no_copies() -> None:
    for old in _copies():
        old.unlink()


def test_a_table_is_read_when_first_asked_for_and_cached_by_its_text(tmp_path: Path) -> None:
    _write(tmp_path, "第一种理由,说明为何范围外")
    statuses = Statuses.load(tmp_path)
    assert not _copies()  # loading lists the files; nothing is read yet
    assert statuses.status("eol", "1.1", "web") == "out_of_scope"
    assert statuses.status("eol", "1.3", "web") is None  # not a rule record of the table
    assert statuses.status("eol", "1.1", "other") is None  # an edition without a table
    first = _copies()
    assert len(first) == 1

    again = Statuses.load(tmp_path).entry("eol", "1.1", "web")
    assert again is not None and again.reason == "第一种理由,说明为何范围外"
    assert _copies() == first

    _write(tmp_path, "第二种理由,文字改过之后")
    changed = Statuses.load(tmp_path).entry("eol", "1.1", "web")
    assert changed is not None and changed.reason == "第二种理由,文字改过之后"
    assert len(_copies()) == 1 and _copies() != first  # the copy of the earlier text is gone


def test_a_damaged_table_is_left_out_and_the_others_still_read(tmp_path: Path) -> None:
    _write(tmp_path, "理由")
    broken = tmp_path / "mtg" / "x.yaml"
    broken.parent.mkdir()
    broken.write_text("game: mtg\nedition: x\nrules:\n  '1':\n    status: out_of_scope\n", encoding="utf-8")
    statuses = Statuses.load(tmp_path)
    assert statuses.table("mtg", "x") is None
    assert set(statuses.tables) == {("eol", "web")}


def test_records_list_a_status_in_rulebook_order(tmp_path: Path) -> None:
    _write(tmp_path, "理由写得够长")  # eol's shipped edition is web
    statuses = Statuses.load(tmp_path)
    assert [r.rule_id for r in statuses.records(["unsupported"])] == ["1.2"]
    assert [r.rule_id for r in statuses.records(["out_of_scope", "unsupported"], ["eol"])] == ["1.1", "1.2"]
    assert statuses.records(["applied"]) == []
