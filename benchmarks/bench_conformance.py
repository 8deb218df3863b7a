"""Conformance of the engine to each shipped rulebook (issue 33): not a timing, a count.

    .venv/bin/python -m benchmarks.bench_conformance          # a table, and benchmarks/results/conformance.json
    .venv/bin/python -m benchmarks.bench_conformance --json   # exactly {game: {classified, applied, with_scenario}}

Each game's table (``judge_app/conformance/data/<game>/<edition>.yaml``) is regenerated in memory from the game
package and the scenario files first (:func:`judge_app.conformance.generate.build`), so a stale file cannot
flatter the figures; only the hand-written statuses come from the file. Shares:

- ``classified``: rule records (kinds rule and item) with a status, of all rule records;
- ``applied``: applied rules of the rules a trace could need (applied + not yet supported);
- ``with_scenario``: applied rules cited in the ``expect.cites`` of at least one shipped scenario (the test
  suite holds every such cite to the scenario's trace), of the applied rules.

The results file adds the counts per class and the rulebook examples (situations, with a shipped scenario,
pending).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a file: the repo root is not on sys.path
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import write
from judge_app.conformance.generate import build, games
from judge_app.conformance.table import Table


def examples(table: Table) -> dict[str, int]:
    situations = [e for e in table.examples.values() if e.situation]
    return {"total": len(table.examples), "situations": len(situations),
            "with_scenario": sum(1 for e in situations if e.scenarios),
            "pending_only": sum(1 for e in situations if e.pending and not e.scenarios),
            "engine_missing": sum(1 for e in situations if e.missing and not e.scenarios)}


def measure() -> dict[str, dict[str, Any]]:
    out = {}
    for game in games():
        table = build(game).table
        out[game] = {**table.shares(), "edition": table.edition, "records": len(table.rules),
                     "counts": table.counts(), "examples": examples(table)}
    return out


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(prog="bench_conformance")
    p.add_argument("--json", action="store_true", help="print only {game: {classified, applied, with_scenario}}")
    args = p.parse_args(argv)
    figures = measure()
    if args.json:
        shares = {g: {k: f[k] for k in ("classified", "applied", "with_scenario")} for g, f in figures.items()}
        print(json.dumps(shares, ensure_ascii=False))
        return
    write("conformance", {"games": figures})


if __name__ == "__main__":
    main()
