"""What the questions each rule answers (rulesdb/search/asked) add to plain-language questions, and how much of it
is mere coincidence with a judged question.

    .venv/bin/python benchmarks/bench_asked.py        # writes benchmarks/results/search-asked.json

For every question kind of the judged set (``question``, ``heldout`` … ``heldout8``): MRR@10 and recall@10 with the
``asked`` feature on and off (same index), and the same over the queries that have no exact twin among the shipped
questions (after normalization): the writers of those questions never read the judged ones, but sessions writing
table questions from the same rule text sometimes land on the same words, and a gain that only came from twins would
not carry over to a judge's own phrasing. Like ``bench_search.py`` this reads the clean batches: run it once per
search change, aggregate figures only.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.common import write  # noqa: E402
from rulesdb.search import Searcher  # noqa: E402
from rulesdb.search.asked import entries  # noqa: E402
from rulesdb.search.evaluate import by_kind, evaluate, load_judgement_set, scoped_run  # noqa: E402
from rulesdb.search.normalize import norm  # noqa: E402
from rulesdb.search.searcher import FEATURES  # noqa: E402
from rulesdb.store import load_all  # noqa: E402

QUESTION_KINDS = ("question", "heldout", "heldout2", *(f"heldout{n}" for n in range(3, 9)))


def main() -> int:
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args()
    judgements = [
        j for j in load_judgement_set(ROOT / "tests" / "search" / "relevance.yaml") if j.kind in QUESTION_KINDS
    ]
    shipped = {norm(q) for entry in entries().values() for q in entry.questions}
    untwinned = [j for j in judgements if norm(j.query) not in shipped]
    figures: dict[str, dict] = {}
    with tempfile.TemporaryDirectory() as work:
        searcher = Searcher.for_books(load_all(), Path(work))
        for name, features in (("asked_on", FEATURES), ("asked_off", FEATURES - {"asked"})):
            searcher.features = features
            every = evaluate(judgements, scoped_run(searcher), by=by_kind)
            without = evaluate(untwinned, scoped_run(searcher), by=by_kind)
            figures[name] = {
                kind: {
                    "queries": every[kind].queries,
                    "mrr10": round(every[kind].mrr, 3),
                    "recall10": round(every[kind].recall, 3),
                    "queries_without_twins": without[kind].queries if kind in without else 0,
                    "mrr10_without_twins": round(without[kind].mrr, 3) if kind in without else None,
                }
                for kind in QUESTION_KINDS
            }
    write(
        "search-asked",
        {
            "rules_with_questions": len(entries()),
            "questions": sum(len(e.questions) for e in entries().values()),
            "exact_twins": {
                k: sum(j.kind == k for j in judgements) - sum(j.kind == k for j in untwinned) for k in QUESTION_KINDS
            },
            "figures": figures,
        },
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
