"""The read-only seed cache a packaged app ships: used for a missing user-cache entry with the same key, never
written to, and ignored when its key differs."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesdb import store
from rulesdb.paths import seed_dir
from rulesdb.search.index import open_index


def _snapshot(root: Path) -> dict[str, tuple[int, int]]:
    return {p.relative_to(root).as_posix(): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.fixture
def seeded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """A seed built by the normal code into one directory, and an empty user cache beside it."""
    seed, user = tmp_path / "seed", tmp_path / "user"
    monkeypatch.setenv("JUDGE_APP_CACHE_DIR", str(seed))
    store.clear_memory()
    books = {"eol": store.load_rulebook("eol")}
    open_index(lambda: books, "seed-test")
    store.clear_memory()
    monkeypatch.setenv("JUDGE_APP_CACHE_DIR", str(user))
    monkeypatch.setenv("JUDGE_APP_SEED_DIR", str(seed))
    yield seed, user
    store.clear_memory()


def test_seed_dir_needs_an_existing_directory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JUDGE_APP_SEED_DIR", str(tmp_path / "absent"))
    assert seed_dir() is None
    monkeypatch.setenv("JUDGE_APP_SEED_DIR", "")
    assert seed_dir() is None
    monkeypatch.setenv("JUDGE_APP_SEED_DIR", str(tmp_path))
    assert seed_dir() == tmp_path


def test_rulebook_comes_from_the_seed_without_import_or_write(seeded: tuple[Path, Path],
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    seed, user = seeded
    before = _snapshot(seed)
    monkeypatch.setattr(store, "compile_rulebook", lambda game: pytest.fail("should have used the seed"))
    book = store.load_rulebook("eol")
    assert book.get("2.1.2.1.b") is not None
    assert not list(user.rglob("*.json"))
    assert _snapshot(seed) == before


def test_seed_with_another_key_is_ignored(seeded: tuple[Path, Path]) -> None:
    seed, user = seeded
    (cached,) = (seed / "rules").glob("eol-*.json")
    cached.rename(cached.with_name("eol-00000000000000000000.json"))
    store.load_rulebook("eol")
    assert len(list((user / "rules").glob("eol-*.json"))) == 1


def test_user_cache_entry_wins_over_the_seed(seeded: tuple[Path, Path]) -> None:
    seed, _user = seeded
    store.load_rulebook("eol", rebuild=True)
    store.clear_memory()
    (cached,) = (seed / "rules").glob("eol-*.json")
    cached.write_text("{}", encoding="utf-8")  # would fail validation if it were read
    assert store.load_rulebook("eol").get("2.1.2.1.b") is not None


def test_search_index_opens_from_the_seed_read_only(seeded: tuple[Path, Path]) -> None:
    seed, user = seeded
    before = _snapshot(seed)
    opened = open_index(lambda: pytest.fail("should not need the books"), "seed-test")
    assert opened.path.is_relative_to(seed)
    assert opened.built_seconds is None
    with opened.ix.searcher() as s:
        assert s.doc_count() == opened.doc_count > 100
    opened.ix.close()
    assert _snapshot(seed) == before
    assert not [p for p in user.rglob("*") if p.is_file()]


def test_search_seed_is_only_for_the_default_cache(seeded: tuple[Path, Path], tmp_path: Path) -> None:
    books = {"eol": store.load_rulebook("eol")}
    opened = open_index(lambda: books, "seed-test", cache_root=tmp_path / "explicit")
    assert opened.path.is_relative_to(tmp_path / "explicit")
    assert opened.built_seconds is not None
    opened.ix.close()


def test_seed_index_with_another_key_is_rebuilt_in_the_user_cache(seeded: tuple[Path, Path]) -> None:
    _seed, user = seeded
    books = {"eol": store.load_rulebook("eol")}
    opened = open_index(lambda: books, "other-content")
    assert opened.path.is_relative_to(user)
    assert opened.built_seconds is not None
    opened.ix.close()
