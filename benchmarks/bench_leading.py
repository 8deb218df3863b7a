"""Does the verdict lead with the rule a written ruling would lead with? (issue 28.5) A count, not a timing.

    .venv/bin/python -m benchmarks.bench_leading [--name NAME] [--misses]

``tests/verdict/leading/<game>.yaml`` holds, for every shipped scenario with a question, the one to three rules a
judge would cite first, written from the rulebook before the verdict was changed and never tuned. For each scenario
the verdict (the banner and the report's page 1) is built from its trace and its first cited rule is checked
against that list. Writes benchmarks/results/<NAME>.json (default ``leading``): per game, right / total / share.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a file: the repo root is not on sys.path
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ruamel.yaml import YAML

from benchmarks.common import write
from judge_app.engine.runner import run
from judge_app.loading import load_scenario
from judge_app.report.verdict import build_verdict

ROOT = Path(__file__).resolve().parents[1]
LEADING = ROOT / "tests" / "verdict" / "leading"


def expectations() -> dict[str, dict[str, list[str]]]:
    """game → scenario id → the rules that may lead."""
    yaml = YAML(typ="safe")
    return {f.stem: {sid: list(entry["lead"]) for sid, entry in yaml.load(f.read_text(encoding="utf-8")).items()}
            for f in sorted(LEADING.glob("*.yaml"))}


def first_cites() -> dict[str, dict[str, str | None]]:
    """game → scenario id → the verdict's first cited rule."""
    out: dict[str, dict[str, str | None]] = {}
    for game in sorted(p.name for p in (ROOT / "scenarios").iterdir() if p.is_dir()):
        for path in sorted((ROOT / "scenarios" / game).glob("*.yaml")):
            loaded = load_scenario(path)
            result = run(loaded)
            verdict = build_verdict(result.trace, result.state.halted)
            out.setdefault(game, {})[loaded.scenario.meta.id] = verdict.cites[0] if verdict.cites else None
    return out


def measure() -> tuple[dict[str, Any], list[tuple[str, str, str | None, list[str]]]]:
    want, got = expectations(), first_cites()
    games: dict[str, Any] = {}
    misses = []
    for game, entries in want.items():
        right = 0
        for sid, lead in entries.items():
            first = got.get(game, {}).get(sid)
            right += first in lead
            if first not in lead:
                misses.append((game, sid, first, lead))
        games[game] = {"right": right, "total": len(entries), "share": round(right / len(entries), 3)}
    total = sum(g["total"] for g in games.values())
    right = sum(g["right"] for g in games.values())
    return {"games": games, "all": {"right": right, "total": total, "share": round(right / total, 3)}}, misses


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--name", default="leading", help="results file name (benchmarks/results/NAME.json)")
    parser.add_argument("--misses", action="store_true", help="also list every scenario whose verdict leads wrong")
    args = parser.parse_args()
    figures, misses = measure()
    write(args.name, {"corpus": "tests/verdict/leading (every shipped scenario with a question)", **figures})
    if args.misses:
        for game, sid, first, lead in misses:
            print(f"{game} {sid}: {first} not in {lead}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
