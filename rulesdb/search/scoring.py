"""Term-at-a-time BM25F straight off the index's posting lists.

Whoosh's own matcher tree costs 5–10 ms per query on this corpus (a Python object per posting per level of the
query tree); reading each posting list once into a dict of scores costs a tenth of that and ranks the same way.
Whoosh still stores everything: postings, term lists, stored fields; this module only does the arithmetic.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from whoosh.reading import IndexReader, TermNotFound

K1 = 1.2
# Length normalization per field: titles and pinyin keys are all short, so their length says nothing.
B = {"title": 0.0, "words": 0.5, "bigrams": 0.5, "pinyin": 0.0, "context": 0.3, "asked": 0.5, "asked_bigrams": 0.5}


@dataclass(frozen=True, slots=True)
class WeightedTerm:
    field: str
    text: str
    boost: float


class FieldStats:
    """Document count and field lengths of one index generation (shared by all threads)."""

    def __init__(self, doc_count: int, lengths: dict[str, list[int]]) -> None:
        self.doc_count = doc_count
        self.lengths = lengths
        self.average = {f: (sum(v) / len(v) if v else 0.0) or 1.0 for f, v in lengths.items()}


def doc_ids(reader: IndexReader, field: str, text: str) -> list[int]:
    try:
        return list(reader.postings(field, text).all_ids())
    except TermNotFound:
        return []


# One term's postings, decoded once: its idf, the documents holding it, and per document the BM25 term-frequency
# part tf / (tf + k1 (1 - b + b len/avg)). A query then only multiplies by its weight and adds.
Postings = tuple[float, tuple[int, ...], tuple[float, ...]]
Lookup = Callable[[str, str], "Postings | None"]


def read_postings(reader: IndexReader, stats: FieldStats, field: str, text: str) -> Postings | None:
    try:
        df = reader.doc_frequency(field, text)
        if not df:
            return None
        items = list(reader.postings(field, text).items_as("weight"))
    except TermNotFound:
        return None
    n = stats.doc_count
    idf = math.log(1.0 + (n - df + 0.5) / (df + 0.5))
    b = B.get(field, 0.5)
    lengths = stats.lengths[field]
    norm = K1 * b / stats.average[field]
    base = K1 * (1.0 - b)
    docs = tuple(d for d, _ in items)
    parts = tuple(tf / (tf + base + norm * lengths[d]) for d, tf in items)
    return idf, docs, parts


def bm25f(lookup: Lookup, terms: Iterable[WeightedTerm]) -> dict[int, float]:
    """Summed BM25 of every term over every document containing it."""
    scores: dict[int, float] = {}
    get = scores.get
    for term in terms:
        entry = lookup(term.field, term.text)
        if entry is None:
            continue
        idf, docs, parts = entry
        weight = term.boost * idf * (K1 + 1.0)
        for docnum, part in zip(docs, parts, strict=True):
            scores[docnum] = get(docnum, 0.0) + weight * part
    return scores


def best_form_scores(concepts: list[list[Mapping[int, float]]], coord: float = 0.0) -> dict[int, float]:
    """Sum over concepts of the best form's BM25F: one concept, however many of its names a rule uses, counts once.

    ``concepts`` is concept -> forms -> the form's BM25F scores (:func:`bm25f` of its weighted terms; read only).
    With ``coord`` > 0 a rule's sum is scaled by (concepts it matches / concepts asked) ** coord: a question's answer
    holds most of what was asked, a heading that only repeats one word of it does not.
    """
    total: dict[int, float] = {}
    matched: dict[int, int] = {}
    get = total.get
    for forms in concepts:
        if len(forms) == 1:
            best: Mapping[int, float] = forms[0]
        else:
            merged: dict[int, float] = {}
            for form in forms:
                for docnum, score in form.items():
                    if score > merged.get(docnum, 0.0):
                        merged[docnum] = score
            best = merged
        for docnum, score in best.items():
            total[docnum] = get(docnum, 0.0) + score
            matched[docnum] = matched.get(docnum, 0) + 1
    asked = len(concepts)
    if coord and asked > 1:
        for docnum, n in matched.items():
            total[docnum] *= (n / asked) ** coord
    return total
