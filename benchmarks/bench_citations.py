"""Citation quality of the shipped scenarios' traces, per game (not a timing: a measure of what a judge can check).

    .venv/bin/python -m benchmarks.bench_citations

Writes benchmarks/results/citations.json (and prints it). Per game, over every ``scenarios/<game>/*.yaml``
trace (result steps left out):

- ``steps``, ``cites_per_step``: how many rule ids a step cites on average;
- ``cited_share``: the share of steps citing at least one rule;
- ``check_steps`` by outcome (``pass`` / ``fail`` / ``nothing`` / unmarked): whether checks that hold and
  checks where nothing happens are written at all;
- ``decisive_share``: the share of traces with at least one step marked ``decisive``;
- ``family_cites``: cites of any rule that has sub-rules (the first measure, kept for comparison; it also
  counts a parent whose own text is the rule that applies, e.g. fftcg 6.5.2 or ga 2.1.6.3);
- ``blanket_cites``: cites of a rule that has sub-rules and whose own text is only a heading or an
  introduction to them (:func:`is_heading`: under 25 characters, ending in a colon, or announcing "以下/如下"),
  where a judge expects the sub-rule that applies; ``blanket_examples`` lists the most frequent ones.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from benchmarks.common import write
from judge_app.engine.runner import run
from judge_app.loading import load_scenario
from rulesdb.store import load_rulebook

ROOT = Path(__file__).resolve().parent.parent
HEADING_CHARS = 25


def is_heading(text: str) -> bool:
    """A rule text that names a topic or introduces its sub-rules rather than stating a rule of its own.

    >>> is_heading("践踏"), is_heading("主阶段(可选行为,能量不得为负):"), is_heading("进行防御的前锋必须满足以下条件。")
    (True, True, True)
    >>> is_heading("每位玩家都有自己的墓地區,只有玩家擁有的卡牌才能進入其墓地。")
    False
    """
    text = text.strip()
    return len(text) < HEADING_CHARS or text.endswith((":", "：")) or "以下" in text or "如下" in text


def measure_game(game: str) -> dict[str, Any]:
    book = load_rulebook(game)
    has_children = {r.id for r in book.rules if r.children}
    headings = {r.id for r in book.rules if r.children and is_heading(r.text)}
    files = sorted((ROOT / "scenarios" / game).glob("*.yaml"))
    steps = cites = cited = traces_with_decisive = 0
    checks: Counter[str] = Counter()
    family: Counter[str] = Counter()
    blanket: Counter[str] = Counter()
    for path in files:
        trace = run(load_scenario(path)).trace
        body = [s for s in trace.steps if s.kind != "result"]
        steps += len(body)
        cites += sum(len(s.cites) for s in body)
        cited += sum(1 for s in body if s.cites)
        traces_with_decisive += any(s.decisive for s in trace.steps)
        for s in body:
            if s.kind == "check":
                checks[s.check or "unmarked"] += 1
            for c in s.cites:
                rule = c.split(":", 1)[1]
                family[c] += rule in has_children
                blanket[c] += rule in headings
    return {
        "scenarios": len(files),
        "steps": steps,
        "cites_per_step": round(cites / steps, 3) if steps else 0.0,
        "cited_share": round(cited / steps, 3) if steps else 0.0,
        "check_steps": dict(sorted(checks.items())),
        "decisive_share": round(traces_with_decisive / len(files), 3) if files else 0.0,
        "family_cites": sum(family.values()),
        "blanket_cites": sum(blanket.values()),
        "blanket_examples": [f"{c} ×{n}" for c, n in blanket.most_common(8) if n],
    }


def main() -> None:
    games = sorted(p.name for p in (ROOT / "scenarios").iterdir() if p.is_dir())
    write("citations", {"games": {g: measure_game(g) for g in games}})


if __name__ == "__main__":
    main()
