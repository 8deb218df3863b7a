"""One search index per set of books, kept side by side (issue 34): once an edition was imported the CLI (the
shipped books) and the window (the newest editions) asked for indexes of two different sets, and each build
deleted every other index, so every switch between them cost a 6–11 s rebuild.

An index is keyed by the set of books it covers; a build keeps the most recently used others, so two sets in
turn are each built once. The window's key is the set of the newest editions, computed without loading them.
"""

from __future__ import annotations

from pathlib import Path

from rulesdb import editions
from rulesdb.models import Rulebook
from rulesdb.search.index import open_index
from rulesdb.store import GAMES, database_hash, load_rulebook


def _books(*games: str) -> dict[str, Rulebook]:
    return {g: load_rulebook(g) for g in games}


def test_two_sets_in_turn_are_each_built_once(tmp_path: Path) -> None:
    cli_books, window_books = _books("eol"), _books("eol", "riftbound")
    built = []
    for books, key in [(cli_books, "shipped"), (window_books, "newest"), (cli_books, "shipped"),
                       (window_books, "newest"), (cli_books, "shipped")]:
        opened = open_index(lambda books=books: books, key, cache_root=tmp_path)  # type: ignore[misc]
        built.append(opened.built_seconds is not None)
        opened.ix.close()
    assert built == [True, True, False, False, False]


def test_the_window_key_names_the_set_of_newest_editions(tmp_path: Path, monkeypatch: object) -> None:
    """Nothing imported: the newest editions are the shipped books, and both sides ask for the same index."""
    assert editions.newest_key() == database_hash()
    assert editions.books_key([editions.newest(g) for g in GAMES]) == database_hash()
