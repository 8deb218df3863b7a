"""The compiled-rules cache: used when valid, rebuilt when stale, missing or corrupt."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesdb import store


@pytest.fixture
def fresh_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("JUDGE_APP_CACHE_DIR", str(tmp_path))
    store.clear_memory()
    yield tmp_path
    store.clear_memory()


def test_first_load_writes_cache_and_second_load_reads_it(fresh_cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    book = store.load_rulebook("eol")
    files = list((fresh_cache / "rules").glob("eol-*.json"))
    assert len(files) == 1
    store.clear_memory()
    monkeypatch.setattr(store, "compile_rulebook", lambda game: pytest.fail("should have used the cache"))
    again = store.load_rulebook("eol")
    assert again.rules == book.rules


def test_corrupt_cache_is_rebuilt(fresh_cache: Path) -> None:
    store.load_rulebook("eol")
    (path,) = (fresh_cache / "rules").glob("eol-*.json")
    path.write_text('{"manifest": tru', encoding="utf-8")
    store.clear_memory()
    book = store.load_rulebook("eol")
    assert len(book.rules) > 100
    assert path.read_text(encoding="utf-8").startswith('{"manifest"')
    assert book.get("2.1.2.1.b") is not None


def test_stale_cache_files_are_removed_when_the_key_changes(fresh_cache: Path) -> None:
    stale = fresh_cache / "rules" / "eol-0000000000.json"
    stale.parent.mkdir(parents=True)
    stale.write_text("{}", encoding="utf-8")
    store.load_rulebook("eol", rebuild=True)
    assert not stale.exists()


def test_unknown_game_is_a_clear_error() -> None:
    with pytest.raises(store.UnknownGame, match="未知游戏 'chess'"):
        store.load_rulebook("chess")


def test_cache_key_covers_importer_code() -> None:
    assert len(store.importer_version()) == 16
    assert store.database_hash()
