"""Fit the ranking's numeric parameters (rulesdb.search.params.Ranking) by coordinate search on the SPENT sets.

    .venv/bin/python benchmarks/fit_ranking.py [--passes 2] [--out benchmarks/results/fit-ranking.json]

Reads the spent sets only (``load_spent_set``): tests/search/relevance.yaml (the tuned questions, heldout and heldout2,
and the other kinds: id, glossary, pinyin, short, cross, natural, t2s, s2t, pinyin_text, …) and heldout3..8.yaml
(3 and 4 spent from the learned re-ranking round on, 5 and 6 from the round after issue 19's questions, 7 and 8 from
issue 32 on). It never opens the clean batch (heldout9.yaml: ``CLEAN_FILES``); measure it once at the end with
``bench_batch.py --label after``.

Objective: mean MRR@10 over every spent query. A step is taken only if it raises the objective by more than
``--min-gain`` (one query moving one rank is about 0.002) and no query kind's MRR@10 drops: nothing a judge relies on
today (rule numbers, glossary words, pinyin) may be traded for questions. Each parameter is tried at a few multiples
of its current value, one at a time, in passes until a pass changes nothing. Writes JSON: the start, every trial,
the steps taken and the end point.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rulesdb.search import Searcher  # noqa: E402
from rulesdb.search.evaluate import CLEAN_FILES, Judgement, by_kind, evaluate, load_spent_set, scoped_run  # noqa: E402
from rulesdb.search.params import DEFAULT, Ranking  # noqa: E402
from rulesdb.store import load_all  # noqa: E402

SPENT = ROOT / "tests" / "search" / "relevance.yaml"
CLEAN = frozenset(name.removesuffix(".yaml") for name in CLEAN_FILES)
MULTIPLES = (0.0, 0.5, 0.75, 0.9, 1.1, 1.25, 1.5, 2.0)
# Factors on a score (a preference or demotion): 1.0 switches it off, so try that too rather than only multiples.
FACTORS = {"outcome", "answer_kind", "count", "special_case", "glossary_question", "definition"}
# Weights bounded by the typed word's 1.0: an other name / a stand-in must not outrank the word the user typed.
AT_MOST_ONE = {
    "other_name",
    "opposite",
    "negation",
    "pinyin_word",
    "unknown_char",
    "deeper_min_share",
    "multi_concept_title",
}


def candidates(name: str, value: float) -> list[float]:
    out = {round(value * m, 4) for m in MULTIPLES}
    if name in FACTORS:
        out.add(1.0)
    if name in AT_MOST_ONE:
        out = {v for v in out if v <= 1.0}
    if name.startswith("coord"):
        out |= {0.5, 1.0, 1.5, 2.0, 3.0}
    out.discard(round(value, 4))
    return sorted(v for v in out if v >= 0.0)


class Scorer:
    def __init__(self, searcher: Searcher, judgements: list[Judgement]) -> None:
        self.searcher = searcher
        self.judgements = judgements
        self.calls = 0

    def __call__(self, params: Ranking) -> tuple[float, dict[str, float]]:
        self.calls += 1
        self.searcher.params = params  # query-time only: the index and its caches do not depend on these
        kinds = evaluate(self.judgements, scoped_run(self.searcher), by=by_kind)
        return kinds["all"].mrr, {k: f.mrr for k, f in kinds.items() if k != "all"}


def fit(score: Scorer, start: Ranking, passes: int, min_gain: float) -> dict:
    base, base_kinds = score(start)
    floor = dict(base_kinds)  # no kind may end below where it started
    current, best, best_kinds = start, base, base_kinds
    trials: list[dict] = []
    steps: list[dict] = []
    for n in range(1, passes + 1):
        moved = False
        for field in dataclasses.fields(Ranking):
            value = getattr(current, field.name)
            for v in candidates(field.name, value):
                trial = dataclasses.replace(current, **{field.name: v})
                mrr, kinds = score(trial)
                drops = {k: round(kinds[k] - floor[k], 4) for k in floor if kinds[k] < floor[k] - 1e-9}
                trials.append({"pass": n, "param": field.name, "value": v, "mrr": round(mrr, 4), "drops": drops})
                if mrr > best + min_gain and not drops:
                    current, best, best_kinds = trial, mrr, kinds
                    steps.append({"pass": n, "param": field.name, "from": value, "to": v, "mrr": round(mrr, 4)})
                    moved = True
                    value = v
        if not moved:
            break
    return {
        "start": {"params": dataclasses.asdict(start), "mrr": round(base, 4), "by_kind": _r(base_kinds)},
        "end": {"params": dataclasses.asdict(current), "mrr": round(best, 4), "by_kind": _r(best_kinds)},
        "changed": {
            k: [v0, getattr(current, k)] for k, v0 in dataclasses.asdict(start).items() if getattr(current, k) != v0
        },
        "steps": steps,
        "trials": trials,
    }


def _r(kinds: dict[str, float]) -> dict[str, float]:
    return {k: round(v, 4) for k, v in sorted(kinds.items())}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--passes", type=int, default=2)
    parser.add_argument("--min-gain", type=float, default=0.001)
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "fit-ranking.json")
    args = parser.parse_args()

    judgements = load_spent_set(SPENT)
    assert not any(j.kind in CLEAN for j in judgements), "a clean batch must not be read while fitting"
    work = Path(tempfile.mkdtemp(prefix="fit-ranking-"))
    started = time.perf_counter()
    try:
        searcher = Searcher.for_books(load_all(), cache_root=work)
        searcher.warm_up()
        score = Scorer(searcher, judgements)
        result = fit(score, DEFAULT, args.passes, args.min_gain)
        searcher.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    result = {
        "set": "tests/search/relevance.yaml + heldout3.yaml + heldout4.yaml (spent sets only)",
        "queries": len(judgements),
        "objective": "mean MRR@10 over the spent queries; no kind may drop",
        "min_gain": args.min_gain,
        "evaluations": score.calls,
        "seconds": round(time.perf_counter() - started, 1),
        **result,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(json.dumps({k: result[k] for k in ("evaluations", "seconds", "changed", "steps")}, ensure_ascii=False))
    print("start", result["start"]["mrr"], result["start"]["by_kind"])
    print("end  ", result["end"]["mrr"], result["end"]["by_kind"])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
