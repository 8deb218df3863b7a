"""Relevance on the real rules database: the judged query set must keep its quality.

Figures are MRR@10 and recall@10 with each query scoped to the game its answer belongs to (a judge searches the
rulebook of the game at the table); docs/search.md lists them with the unscoped figures.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesdb.search import Searcher
from rulesdb.search.evaluate import HELD_OUT_KINDS, Judgement, by_kind, evaluate, load_judgement_set, scoped_run
from rulesdb.store import load_all

JUDGEMENTS = Path(__file__).with_name("relevance.yaml")
GAMES = ("ga", "fftcg", "eol", "riftbound", "mtg")
# Measured on the current database (docs/search.md), minus a margin so small tuning does not break the build.
MRR_FLOOR = {"ga": 0.80, "fftcg": 0.85, "eol": 0.90, "riftbound": 0.85, "mtg": 0.85, "all": 0.88}
RECALL_FLOOR = {"ga": 0.90, "fftcg": 0.85, "eol": 0.85, "riftbound": 0.85, "mtg": 0.90, "all": 0.90}
# Issue 19 added plain-language questions, one/two-character terms, cross-game words and pinyin over rule text.
# The per-game floors above hold on the query kinds that existed before; these hold per kind on the whole set.
# Issue 32 added bare terms, typos and homophones, mtg's modern names and two abstract answers (the dev set).
NEW_KINDS = (
    frozenset({"question", "short", "cross", "pinyin_text", "term", "typo", "modern", "abstract"}) | HELD_OUT_KINDS
)
# Measured after the issue-19 and issue-32 work (docs/search.md), minus a margin; the goal for questions
# is 0.92. (term 0.979 / 0.989, typo 0.979 / 0.958, modern 0.958 / 0.958 after issue 32.)
KIND_MRR_FLOOR = {"question": 0.87, "short": 0.85, "cross": 0.92, "pinyin_text": 0.88, "term": 0.93, "typo": 0.93,
                  "modern": 0.9}
KIND_RECALL_FLOOR = {"question": 0.88, "short": 0.88, "cross": 0.88, "pinyin_text": 0.90, "term": 0.93, "typo": 0.9,
                     "modern": 0.9}
QUESTION_MRR_GOAL = 0.92


@pytest.fixture(scope="module")
def judgements() -> list[Judgement]:
    # relevance.yaml and the held-out batch files beside it (heldout3..9.yaml): every listed id is checked
    # to exist.
    return load_judgement_set(JUDGEMENTS)


def test_the_set_is_large_and_covers_every_game_and_query_type(judgements: list[Judgement]) -> None:
    assert len(judgements) >= 150
    for game in GAMES:
        assert sum(j.game == game for j in judgements) >= 25, game
        for kind in ("question", "short", "pinyin_text", "cross"):
            assert any(j.game == game and j.kind == kind for j in judgements), (game, kind)
    assert sum(j.kind == "question" for j in judgements) >= 50
    # The held-out batches in files of their own (heldout3..9.yaml) are loaded with the set: 10 questions per game each.
    for game in GAMES:
        for kind in ("heldout3", "heldout4", "heldout5", "heldout6", "heldout7", "heldout8", "heldout9"):
            assert sum(j.game == game and j.kind == kind for j in judgements) >= 10, (game, kind)
    kinds = {j.kind for j in judgements}
    assert {"natural", "t2s", "s2t", "pinyin", "id", "variant", "glossary"} | NEW_KINDS <= kinds


def test_every_judged_id_exists_in_the_database(judgements: list[Judgement]) -> None:
    books = load_all()
    known = {r.cite for b in books.values() for r in b.rules} | {e.cite for b in books.values() for e in b.glossary}
    missing = {j.query: sorted(j.relevant - known) for j in judgements if j.relevant - known}
    assert not missing


def test_relevance_floors(judgements: list[Judgement], searcher: Searcher) -> None:
    older = [j for j in judgements if j.kind not in NEW_KINDS]
    figures = evaluate(older, scoped_run(searcher))
    report = {g: (round(f.mrr, 3), round(f.recall, 3)) for g, f in figures.items()}
    for game, floor in MRR_FLOOR.items():
        assert figures[game].mrr >= floor, report
    for game, floor in RECALL_FLOOR.items():
        assert figures[game].recall >= floor, report


def test_relevance_per_kind_floors(judgements: list[Judgement], searcher: Searcher) -> None:
    figures = evaluate(judgements, scoped_run(searcher), by=by_kind)
    report = {k: (round(f.mrr, 3), round(f.recall, 3)) for k, f in figures.items()}
    for kind, floor in KIND_MRR_FLOOR.items():
        assert figures[kind].mrr >= floor, report
    for kind, floor in KIND_RECALL_FLOOR.items():
        assert figures[kind].recall >= floor, report


# Reached in search5 (0.926), by correcting three incomplete expectations (0.912 → 0.926 with the search4 ranking;
# docs/search.md lists them), not by ranking: the tuned questions' figure did not move with search5's ranking.
def test_question_goal(judgements: list[Judgement], searcher: Searcher) -> None:
    figures = evaluate(judgements, scoped_run(searcher), by=by_kind)
    assert figures["question"].mrr >= QUESTION_MRR_GOAL, round(figures["question"].mrr, 3)
