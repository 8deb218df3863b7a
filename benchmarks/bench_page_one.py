"""How many shipped scenarios' reports keep page 1 (question, verdict, deciding rules, board) on one A4 page,
in each report language (not a timing: a measure of the first tier a player or head judge reads).

    .venv/bin/python -m benchmarks.bench_page_one

Writes benchmarks/results/page_one.json: per language and game, scenarios traced and those whose page 1 takes
more than one page (with their page count), plus the median time to lay page 1 out (ms), which includes the
PDF's retries with a smaller board picture and shorter rule quotes.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from benchmarks.common import summary, write
from judge_app.engine.problems import ScenarioError
from judge_app.loading import load_scenario
from judge_app.report.build import build_report
from judge_app.report.words import LANGS

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def main() -> None:
    from judge_app.report.pdf import page_one_pages

    results: dict[str, dict[str, object]] = {}
    for lang in LANGS:
        per_game: dict[str, object] = {}
        for game_dir in sorted(p for p in SCENARIOS.iterdir() if p.is_dir()):
            over: dict[str, int] = {}
            samples: list[float] = []
            count = 0
            for path in sorted(game_dir.glob("*.yaml")):
                try:
                    loaded = load_scenario(path)
                except ScenarioError:  # a scenario that is meant not to load (kept as a loader test)
                    continue
                report = build_report(loaded, path.read_text(encoding="utf-8"), lang=lang)
                start = time.perf_counter()
                pages = page_one_pages(report)
                samples.append((time.perf_counter() - start) * 1000)
                count += 1
                if pages != 1:
                    over[path.name] = pages
            per_game[game_dir.name] = {"scenarios": count, "over_one_page": len(over), "which": over,
                                       "layout": summary(samples)}
        results[lang] = per_game
    totals = {lang: sum(g["over_one_page"] for g in games.values())  # type: ignore[misc]
              for lang, games in results.items()}
    write("page_one", {"over_one_page": totals, "per_lang": results})


if __name__ == "__main__":
    main()
