"""Chinese full-text search over every rule and glossary entry, with rule-number jumps.

>>> from rulesdb.search import search
>>> [h.id for h in search("mtg 502.9b")]  # doctest: +SKIP
['mtg:502.9b']

The GUI and the CLI share this API. ``warm_up()`` loads the segmenter and opens (or builds) the index; call it
from a worker thread before the first keystroke. See ``docs/search.md``.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable

from rulesdb.search.results import SearchHit, SearchResults
from rulesdb.search.searcher import Searcher

__all__ = ["SearchHit", "SearchResults", "Searcher", "default_searcher", "results", "search", "section", "warm_up"]

_default: Searcher | None = None
_default_lock = threading.Lock()


def default_searcher() -> Searcher:
    """The process-wide searcher over the shipped rules database."""
    global _default
    with _default_lock:
        if _default is None:
            from rulesdb.store import database_hash, load_all

            _default = Searcher(load_all, database_hash())
        return _default


def search(
    query: str, games: Iterable[str] | None = None, limit: int = 20, context: str | None = None
) -> list[SearchHit]:
    return default_searcher().search(query, games, limit, context)


def results(
    query: str, games: Iterable[str] | None = None, limit: int = 20, context: str | None = None
) -> SearchResults:
    """:func:`search`'s hits and the corrections made to the query (冻洁 searched as 冻结: "did you mean")."""
    return default_searcher().results(query, games, limit, context)


def section(cite: str, limit: int = 200) -> list[SearchHit]:
    """More from the section of the hit ``cite``: its heading, then its rules in book order."""
    return default_searcher().section(cite, limit)


def warm_up() -> None:
    default_searcher().warm_up()
