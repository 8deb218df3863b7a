"""Report page 1 (question, verdict, deciding rules, board picture, judge/event/date) fits one A4 page for
every example in docs/examples/, and for every shipped scenario of those games' worst cases (issue 17)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.loading import loads_scenario
from judge_app.report.build import build_report

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted(p.name.removesuffix(".json") for p in (ROOT / "docs" / "examples").glob("*.json"))
# English examples (docs/examples/<game>-<name>-en.pdf) are checked in both languages too.
EN_EXAMPLES = sorted(p.name.removesuffix("-en.pdf") for p in (ROOT / "docs" / "examples").glob("*-en.pdf"))


def scenario_for(example: str) -> Path:
    game, _, name = example.partition("-")
    return ROOT / "scenarios" / game / f"{name}.yaml"


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("example", sorted({*EXAMPLES, *EN_EXAMPLES}))
def test_page_one_fits_one_a4_page(example: str, lang: str) -> None:
    from judge_app.report.pdf import page_one_pages

    path = scenario_for(example)
    text = path.read_text(encoding="utf-8")
    report = build_report(loads_scenario(text, str(path)), text, lang=lang)
    assert page_one_pages(report) == 1


def test_examples_exist() -> None:
    assert len(EXAMPLES) >= 3 and all(scenario_for(e).is_file() for e in EXAMPLES)
    assert EN_EXAMPLES and all(scenario_for(e).is_file() for e in EN_EXAMPLES), "one English example at least"
