"""The clean held-out batch by game and by form, every judged kind, and the rule-number form table.

    .venv/bin/python benchmarks/bench_batch.py --label before   # writes benchmarks/results/search-heldout9-before.json

Issue 32's measurement: the clean batch (``CLEAN_FILES``: heldout9.yaml, 60 queries, 12 per game, each a ``question``,
a ``term`` or a ``tricky`` form) is measured once before the search work and once after it, MRR@10 / recall@10 per game
and per form, each query scoped to its game. Only aggregates are printed or written: the batch is never read query by
query while tuning. For regressions the same run reports every kind of the judged set (relevance.yaml and
heldout3..8.yaml) and the rule-number form table (tests/search/number_forms.yaml: the rows whose rule is not the first
hit, scoped to the row's game and unscoped; that table is a specification, not a held-out set).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.common import write  # noqa: E402
from rulesdb.search import Searcher  # noqa: E402
from rulesdb.search.evaluate import (  # noqa: E402
    CLEAN_FILES,
    Figures,
    by_form,
    by_kind,
    evaluate,
    load_judgement_set,
    load_judgements,
    load_number_forms,
    number_form_misses,
    scoped_run,
)
from rulesdb.store import load_all  # noqa: E402

SEARCH_TESTS = ROOT / "tests" / "search"


def rounded(figures: dict[str, Figures]) -> dict[str, dict[str, float]]:
    return {
        name: {"queries": f.queries, "mrr10": round(f.mrr, 3), "recall10": round(f.recall, 3)}
        for name, f in sorted(figures.items())
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--label", required=True, help="before / after: names the result file")
    args = parser.parse_args()
    clean = [j for name in CLEAN_FILES for j in load_judgements(SEARCH_TESTS / name)]
    every = load_judgement_set(SEARCH_TESTS / "relevance.yaml")
    forms = load_number_forms(SEARCH_TESTS / "number_forms.yaml")
    with tempfile.TemporaryDirectory() as work:
        searcher = Searcher.for_books(load_all(), Path(work))
        run = scoped_run(searcher)
        batch_by_game = evaluate(clean, run)
        batch_by_form = evaluate(clean, run, by=by_form)
        kinds = evaluate([j for j in every if j.kind not in {j.kind for j in clean}], run, by=by_kind)
        scoped_misses = number_form_misses(searcher, forms, scoped=True)
        unscoped_misses = number_form_misses(searcher, forms, scoped=False)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout
    write(
        f"search-{'-'.join(n.removesuffix('.yaml') for n in CLEAN_FILES)}-{args.label}",
        {
            "label": args.label,
            "commit": commit.strip(),
            "batch": {
                "files": list(CLEAN_FILES),
                "by_game": rounded(batch_by_game),
                "by_form": rounded(batch_by_form),
            },
            "older_sets_by_kind": rounded(kinds),
            "number_forms": {
                "rows": len(forms),
                "misses_scoped": [f"{f.game} {f.query!r} → {f.cite}" for f in scoped_misses],
                "misses_unscoped": [f"{f.game} {f.query!r} → {f.cite}" for f in unscoped_misses],
            },
        },
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
