"""Ruling-report cost: building the report (trace + cited rules + board) and rendering each format.

Run: ``python -m benchmarks.bench_report`` (writes benchmarks/results/report.json). Corpus: one representative
scenario per game (the one citing the most rules), so the cited-rules appendix is as large as it gets."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from benchmarks.common import summary, time_ms, write
from judge_app.engine.runner import run
from judge_app.loading import load_scenario
from judge_app.report.build import build_report
from judge_app.report.export import render_text

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def most_citing(game_dir: Path) -> Path:
    """The scenario of a game whose trace cites the most distinct rules."""
    def cites(path: Path) -> int:
        return len({c for s in run(load_scenario(path)).trace.steps for c in s.cites})

    return max(sorted(game_dir.glob("*.yaml")), key=cites)


def measure(path: Path, pdf: Path, repeat: int) -> dict[str, object]:
    from judge_app.report.pdf import write_pdf

    text = path.read_text(encoding="utf-8")
    loaded = load_scenario(path)
    report = build_report(loaded, text, scenario_file=str(path))
    out: dict[str, object] = {
        "scenario": f"{path.parent.name}/{path.name}",
        "steps": len(report.steps),
        "cited_rules": len(report.rules),
        "build": summary(time_ms(lambda: build_report(loaded, text, scenario_file=str(path)), repeat)),
    }
    for fmt in ("html", "md", "json"):
        out[fmt] = summary(time_ms(lambda f=fmt: render_text(report, f), repeat))
    out["pdf"] = summary(time_ms(lambda: write_pdf(report, str(pdf)), repeat))
    out["pdf_bytes"] = pdf.stat().st_size
    return out


def main(repeat: int = 5) -> None:
    from PySide6.QtWidgets import QApplication

    _app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as tmp:
        results = {
            game_dir.name: measure(most_citing(game_dir), Path(tmp) / f"{game_dir.name}.pdf", repeat)
            for game_dir in sorted(p for p in SCENARIOS.iterdir() if p.is_dir())
        }
    write("report", {"corpus": {"scenarios": len(results), "choice": "per game, the scenario citing most rules"},
                     "per_game": results})


if __name__ == "__main__":
    main()
