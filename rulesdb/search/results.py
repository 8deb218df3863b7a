"""What a search returns."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from rulesdb.search.snippet import Span, mark
from rulesdb.search.typos import Correction

MatchKind = Literal["id", "title", "phrase", "text", "section"]
# Rank order of the match kinds: a rule-number jump, then glossary/heading hits, phrases, then plain text.
# "section" marks the rules listed by Searcher.section ("more from this section"), in book order.
MATCH_ORDER: dict[str, int] = {"id": 0, "title": 1, "phrase": 2, "text": 3, "section": 4}


@dataclass(frozen=True, slots=True)
class SearchHit:
    id: str  # "game:id" (a glossary entry without a rule: "game:glossary:term")
    game: str
    rule_id: str
    kind: str  # a Rule kind, or "glossary"
    edition: str
    breadcrumb: tuple[str, ...]  # section path from the top, e.g. ("5 回合结构", "502 战斗伤害步骤")
    heading: str | None
    snippet: str
    marks: tuple[Span, ...]  # character spans of ``snippet`` that matched
    score: float  # relevance within its match kind; hits are ordered by (match kind, score)
    match: MatchKind
    flags: tuple[str, ...] = ()
    also: tuple[str, ...] = field(default=())  # near-identical rules folded into this hit
    # The shipped question this rule answers that the query matched where the rule's own text does not
    # (rulesdb.search.asked): why a hit without the typed words ranks, shown beside its snippet.
    asked: str = ""

    def marked(self, open_mark: str = "【", close_mark: str = "】") -> str:
        """The snippet with every match wrapped, e.g. for ``<b>``/``</b>`` in a rich-text view."""
        return mark(self.snippet, self.marks, open_mark, close_mark)

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "game": self.game,
            "rule_id": self.rule_id,
            "kind": self.kind,
            "edition": self.edition,
            "breadcrumb": list(self.breadcrumb),
            "heading": self.heading,
            "snippet": self.snippet,
            "marks": [list(s) for s in self.marks],
            "marked": self.marked(),
            "score": round(self.score, 4),
            "match": self.match,
            "flags": list(self.flags),
            "also": list(self.also),
            "asked": self.asked,
        }


@dataclass(frozen=True, slots=True)
class SearchResults:
    """The hits of a search and what was corrected in the query to find them ("did you mean")."""

    hits: list[SearchHit]
    corrections: tuple[Correction, ...] = ()  # each word the rulebooks never write and the word taken for it
    searched: str = ""  # the query as searched after the corrections (normalized); "" when none was made
