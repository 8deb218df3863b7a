"""A window of a rule's text around the first match, with the matched spans marked."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from rulesdb.search.normalize import Normalized, normalize

Span = tuple[int, int]


def find_spans(text: str, terms: Iterable[str], normalized: Normalized | None = None) -> list[Span]:
    """Where any of ``terms`` (normalized) occurs in ``text`` (as printed), overlapping matches merged.

    Merging keeps the longest token marked whole: with 法术 and 法术力 both in the query, 法术力 is marked, not
    法术 plus a stray 力. ``normalized``: ``text`` normalized already (the searcher keeps each document's).
    """
    n = normalized or _normalized(text)
    spans: list[Span] = []
    for term in {t for t in terms if t}:
        start = n.text.find(term)
        while start != -1:
            spans.append(n.span_in_source(start, start + len(term)))
            start = n.text.find(term, start + 1)
    spans.sort()
    merged: list[Span] = []
    for s, e in spans:
        if merged and s <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], e))
        else:
            merged.append((s, e))
    return merged


@lru_cache(maxsize=4096)
def _normalized(text: str) -> Normalized:
    """Rule texts repeat from query to query (each keystroke re-snippets the same hits): normalize each once."""
    return normalize(text)


def make_snippet(
    text: str, terms: Iterable[str], width: int = 96, normalized: Normalized | None = None
) -> tuple[str, tuple[Span, ...]]:
    """At most ``width`` characters of ``text`` (plus ellipses) around its first match, and the marked spans.
    ``normalized``: ``text`` normalized already (line breaks normalize as the spaces they become here)."""
    flat = text.replace("\r", " ").replace("\n", " ")  # one line in a result list; same length, offsets hold
    spans = find_spans(flat, terms, normalized)
    if len(flat) <= width:
        return flat, tuple(spans)
    anchor = spans[0][0] if spans else 0
    start = max(0, anchor - width // 4)
    end = min(len(flat), start + width)
    start = max(0, end - width)
    lead = "…" if start > 0 else ""
    tail = "…" if end < len(flat) else ""
    shift = len(lead) - start
    inside = tuple((max(s, start) + shift, min(e, end) + shift) for s, e in spans if e > start and s < end)
    return f"{lead}{flat[start:end]}{tail}", inside


def mark(snippet: str, spans: Iterable[Span], open_mark: str = "【", close_mark: str = "】") -> str:
    out: list[str] = []
    pos = 0
    for s, e in spans:
        out.append(snippet[pos:s])
        out.append(f"{open_mark}{snippet[s:e]}{close_mark}")
        pos = e
    out.append(snippet[pos:])
    return "".join(out)
