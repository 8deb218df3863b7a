"""The one place the UI meets the search engine (``rulesdb.search``): hits become plain display records."""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from rulesdb.models import Rulebook
from rulesdb.search.results import SearchHit
from rulesdb.search.searcher import Searcher

MARK_OPEN = "\x00"  # placeholders survive HTML escaping; replaced by real tags afterwards
MARK_CLOSE = "\x01"


@dataclass(frozen=True, slots=True)
class Hit:
    cite: str  # 'game:id'
    game: str
    rule_id: str
    breadcrumb: str
    kind: str
    snippet_html: str  # escaped text with <b> around the matched terms
    score: float
    asked: str = ""  # the shipped question the query matched where the rule's words did not (rulesdb.search.asked)


@dataclass(frozen=True, slots=True)
class Found:
    """The hits of one search, and the query as searched when words of it were taken for others (冻洁 → 冻结)."""

    hits: list[Hit]
    searched: str = ""  # the corrected query ("did you mean"); "" when the query was searched as typed
    typed: tuple[str, ...] = ()  # the typed words read as others


def _to_hit(hit: SearchHit) -> Hit:
    marked = html.escape(hit.marked(MARK_OPEN, MARK_CLOSE))
    snippet = marked.replace(MARK_OPEN, '<b style="color:#b45309;">').replace(MARK_CLOSE, "</b>")
    return Hit(
        cite=hit.id,
        game=hit.game,
        rule_id=hit.rule_id,
        breadcrumb=" › ".join(hit.breadcrumb),
        kind=hit.kind,
        snippet_html=snippet,
        score=hit.score,
        asked=hit.asked,
    )


class SearchBackend:
    """Thread-safe: ``search`` may run on any worker thread."""

    def __init__(self, books: Mapping[str, Rulebook], db_hash: str | None) -> None:
        frozen = dict(books)
        self._searcher = Searcher(lambda: frozen, db_hash)

    def warm_up(self) -> None:
        self._searcher.warm_up()

    def search(
        self, query: str, games: Iterable[str] | None = None, limit: int = 50, context: str | None = None
    ) -> list[Hit]:
        """``context``: the game of the open rulebook; its hits lead when the search is not scoped."""
        return self.find(query, games, limit, context).hits

    def find(
        self, query: str, games: Iterable[str] | None = None, limit: int = 50, context: str | None = None
    ) -> Found:
        """:meth:`search`, saying which typed words were searched as others ("did you mean")."""
        found = self._searcher.results(query, games=games, limit=limit, context=context)
        return Found([_to_hit(h) for h in found.hits], found.searched, tuple(c.typed for c in found.corrections))

    def section(self, cite: str) -> list[Hit]:
        """More from the section of ``cite``: its heading, then its rules in book order."""
        return [_to_hit(h) for h in self._searcher.section(cite)]

    def close(self) -> None:
        self._searcher.close()
