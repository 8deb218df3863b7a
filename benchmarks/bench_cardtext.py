"""The card-text readers against the corpora (issue 27): per game, how many texts are read right, reported as not
understood, or read wrongly without a report, and how fast the reader reads.

    .venv/bin/python benchmarks/bench_cardtext.py [--json]   # writes benchmarks/results/cardtext.json

Corpus: tests/cardtext/corpus/<game>.yaml (sizes in the output). A game without a reader yet reports every text
(0 % read right: its "before"). Speed: the median time to read one text of the corpus (each text read
``--repeat`` times, from a fresh matcher each time), in milliseconds.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.common import write  # noqa: E402
from judge_app.cardtext import read  # noqa: E402
from judge_app.cardtext_corpus import corpus_games, entries, summary  # noqa: E402


def speed(game: str, repeat: int) -> float:
    times = []
    for entry in entries(game):
        types = [str(t) for t in entry.get("types", [])]
        for _ in range(repeat):
            t0 = time.perf_counter()
            read(game, str(entry["text"]), types)
            times.append(time.perf_counter() - t0)
    return round(statistics.median(times) * 1000, 3)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--json", action="store_true", help="print only the JSON")
    p.add_argument("--repeat", type=int, default=3)
    args = p.parse_args()
    games = []
    for game in corpus_games():
        s = summary(game)
        s["median_ms_per_text"] = speed(game, args.repeat)
        games.append(s)
    payload = {"games": games}
    if args.json:
        print(json.dumps(payload, ensure_ascii=False, indent=2))
        return 0
    write("cardtext", payload)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
