"""judge_app.userdata: bookmarks and recent searches survive reopening; the schema is versioned."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from judge_app.userdata import RECENT_LIMIT, UserData, UserDataError


def test_bookmarks_persist_across_instances(tmp_path: Path) -> None:
    db = UserData(tmp_path / "u.sqlite3")
    db.add_bookmark("fftcg:6.5.2", "6.5.2 伤害处理")
    db.add_bookmark("eol:4.2.10", "再生")
    db.add_bookmark("fftcg:6.5.2", "6.5.2 改名")  # re-bookmarking updates the label, no duplicate
    db.close()
    again = UserData(tmp_path / "u.sqlite3")
    assert [(b.cite, b.label) for b in again.bookmarks()] == [("eol:4.2.10", "再生"), ("fftcg:6.5.2", "6.5.2 改名")]
    again.remove_bookmark("eol:4.2.10")
    assert not again.is_bookmarked("eol:4.2.10")
    assert again.is_bookmarked("fftcg:6.5.2")


def test_recent_searches_most_recent_first_and_pruned(tmp_path: Path) -> None:
    db = UserData(tmp_path / "u.sqlite3")
    for q in ["伤害", "组队", " ", "伤害"]:
        db.add_recent_search(q)
    assert db.recent_searches() == ["伤害", "组队"]
    for i in range(RECENT_LIMIT + 5):
        db.add_recent_search(f"q{i}")
    assert len(db.recent_searches(limit=1000)) == RECENT_LIMIT
    db.clear_recent_searches()
    assert db.recent_searches() == []


def test_schema_is_versioned(tmp_path: Path) -> None:
    assert UserData(tmp_path / "u.sqlite3").schema_version >= 1


def test_newer_schema_is_refused_with_a_clear_message(tmp_path: Path) -> None:
    path = tmp_path / "u.sqlite3"
    with sqlite3.connect(path) as con:
        con.execute("PRAGMA user_version = 999")
    with pytest.raises(UserDataError, match=r"u\.sqlite3.*比本程序认识的.*新"):
        UserData(path)


def test_corrupt_file_is_refused_with_a_clear_message(tmp_path: Path) -> None:
    path = tmp_path / "u.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    with pytest.raises(UserDataError, match=r"u\.sqlite3"):
        UserData(path)
