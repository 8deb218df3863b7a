"""Relevance measurement: MRR@k and recall@k of a search function over a judged query set.

The judged set lives in ``tests/search/relevance.yaml`` plus the held-out batches kept in files of their own beside
it (``HELD_OUT_FILES``, read together by ``load_judgement_set``); the test suite holds floors on these figures and
``benchmarks/bench_search.py`` reports them next to the SQLite FTS5 baseline.

Query kinds ``heldout``, ``heldout2`` and ``heldout3`` are held-out plain-language questions: each batch was written
from the rule texts and committed before a tuning round, and is never tuned against, so its figure estimates how the
search does on questions nobody tuned it for (``HELD_OUT_KINDS``). ``heldout3`` lives in ``heldout3.yaml``: a batch
in its own file is measured once per search change and not read while tuning. From search5 on, ``heldout2`` is spent
as a diagnostic set (its per-query misses were studied and parts chosen on it): its figure is no longer an estimate
for fresh questions; ``heldout3`` is. ``heldout4`` (``heldout4.yaml``) is a fifth batch written after search5, kept and
measured the same way as ``heldout3``. ``heldout5`` and ``heldout6`` (``heldout5.yaml``, ``heldout6.yaml``, 50 questions
each, written by two sessions that never saw the search code) are the clean batches from the learned re-ranking round
on: from that round on ``heldout3`` and ``heldout4`` are spent too (``SPENT_FILES``: fitting reads them), and only
``CLEAN_FILES`` estimate how the search does on fresh questions. ``heldout7`` and ``heldout8`` (two more batches of 50
by two more such sessions, one on card types, keywords and damage, one across every chapter) were added after the
search work of issue 19 and measured once on its final code (2026-11-25: 0.826 and 0.754); after that ``heldout5`` and
``heldout6`` became spent (their misses were studied) and only ``heldout7`` and ``heldout8`` stayed clean.
``heldout9`` (``heldout9.yaml``, 60 queries, 12 per game, each marked by its ``form``: ``question``, ``term`` or
``tricky``) was written for issue 32 by a session that never saw the search code, and measured once on the code before
that work (``benchmarks/bench_batch.py --label before``: MRR@10 0.768) and once after it (``--label after``: 0.919);
when it was measured "before", ``heldout7`` and ``heldout8`` became spent and ``heldout9`` is the one clean batch
(spent too from the next round that reads its misses). Its figures are reported by game and by form
(``by_form``), never per query while tuning.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from ruamel.yaml import YAML  # the runtime's YAML library (PyYAML is a test tool only)

if TYPE_CHECKING:
    from rulesdb.search.searcher import Searcher

# One ranked result: the ids it stands for (a hit plus the restatements folded into it).
Ranked = Sequence[Iterable[str]]
T = TypeVar("T")
# Question batches kept out of tuning (see the module docstring and tests/search/relevance.yaml's header).
HELD_OUT_KINDS = frozenset({"heldout", "heldout2", *(f"heldout{n}" for n in range(3, 10))})
# Held-out batches in files of their own next to relevance.yaml, so a tuning session need not open them.
# Measured before, now read by the fitting scripts.
SPENT_FILES = (
    "heldout3.yaml", "heldout4.yaml", "heldout5.yaml", "heldout6.yaml", "heldout7.yaml", "heldout8.yaml"
)
# Never read while tuning; measured once before and once after a search change.
CLEAN_FILES = ("heldout9.yaml",)
HELD_OUT_FILES = SPENT_FILES + CLEAN_FILES


@dataclass(frozen=True)
class Judgement:
    query: str
    game: str
    kind: str
    relevant: frozenset[str]
    form: str = ""  # heldout9 on: question, term or tricky (the independent set's mix); empty in older batches


@dataclass(frozen=True)
class Figures:
    queries: int
    mrr: float
    recall: float


def _load_rows(path: Path, make: Callable[[dict], T], keys: str) -> list[T]:
    """Each entry of the YAML list at ``path`` made into a record; an entry lacking one of ``keys`` is an error."""
    rows = YAML(typ="safe", pure=True).load(path.read_text(encoding="utf-8"))
    out = []
    for i, row in enumerate(rows, 1):
        try:
            out.append(make(row))
        except (KeyError, TypeError) as exc:
            raise ValueError(f"{path}: entry {i} lacks {keys} ({exc})") from None
    return out


def load_judgements(path: Path) -> list[Judgement]:
    return _load_rows(
        path,
        lambda row: Judgement(str(row["q"]), row["game"], row["type"], frozenset(row["relevant"]), row.get("form", "")),
        "q/game/type/relevant",
    )


def load_judgement_set(path: Path) -> list[Judgement]:
    """The judged set at ``path`` (relevance.yaml) followed by the held-out batch files beside it."""
    out = load_judgements(path)
    for name in HELD_OUT_FILES:
        out.extend(load_judgements(path.with_name(name)))
    return out


def load_spent_set(path: Path) -> list[Judgement]:
    """What a fitting script may read: the judged set at ``path`` and the spent held-out files, no clean batch."""
    out = load_judgements(path)
    for name in SPENT_FILES:
        out.extend(load_judgements(path.with_name(name)))
    return out


def reciprocal_rank(ranked: Ranked, relevant: frozenset[str], k: int) -> float:
    for rank, ids in enumerate(ranked[:k], 1):
        if relevant.intersection(ids):
            return 1.0 / rank
    return 0.0


def recall(ranked: Ranked, relevant: frozenset[str], k: int) -> float:
    found = set().union(*(set(ids) for ids in ranked[:k])) if ranked else set()
    return len(relevant & found) / len(relevant)


def evaluate(
    judgements: Iterable[Judgement],
    run: Callable[[Judgement], Ranked],
    k: int = 10,
    by: Callable[[Judgement], str] = lambda j: j.game,
) -> dict[str, Figures]:
    """Figures per group (the game unless ``by`` says otherwise, e.g. the query kind) and overall (``"all"``)."""
    groups: dict[str, list[tuple[float, float]]] = {}
    for j in judgements:
        ranked = run(j)
        groups.setdefault(by(j), []).append((reciprocal_rank(ranked, j.relevant, k), recall(ranked, j.relevant, k)))
    groups["all"] = [pair for pairs in list(groups.values()) for pair in pairs]
    return {
        name: Figures(len(pairs), sum(p[0] for p in pairs) / len(pairs), sum(p[1] for p in pairs) / len(pairs))
        for name, pairs in groups.items()
    }


def scoped_run(searcher: Searcher, k: int = 10) -> Callable[[Judgement], Ranked]:
    """What ``evaluate`` runs: each judged query scoped to its game, a hit standing for itself and the restatements
    folded into it. Reads ``searcher``'s features and params at each call, so a caller may switch them between runs."""

    def run(j: Judgement) -> Ranked:
        return [[h.id, *h.also] for h in searcher.search(j.query, games=[j.game], limit=k)]

    return run


def by_kind(j: Judgement) -> str:
    return j.kind


def by_form(j: Judgement) -> str:
    """The batch's form (question, term, tricky), or the kind for a judgement written before forms were marked."""
    return j.form or j.kind


@dataclass(frozen=True)
class NumberForm:
    """A rule number as a user types it and the one rule it must find first (tests/search/number_forms.yaml)."""

    game: str
    query: str
    cite: str


def load_number_forms(path: Path) -> list[NumberForm]:
    return _load_rows(path, lambda row: NumberForm(row["game"], str(row["q"]), row["id"]), "game/q/id")


def number_form_misses(searcher: Searcher, forms: Iterable[NumberForm], scoped: bool = True) -> list[NumberForm]:
    """The rows whose rule is not the first hit (scoped to the row's game, or over every game)."""
    misses = []
    for row in forms:
        hits = searcher.search(row.query, games=[row.game] if scoped else None, limit=1)
        if not hits or hits[0].id != row.cite:
            misses.append(row)
    return misses
