"""ga's steps in English (issue 30): the catalog's English templates carry no Chinese (tests/engine), and no
Chinese of the engine reaches a step through a plain-string parameter either. Every Chinese word left in an
English step is one the scenario wrote (a name, an ability's text, an element, a player)."""

from __future__ import annotations

import re
from pathlib import Path

from tests.shipped import shipped_runs

ROOT = Path(__file__).resolve().parents[3] / "scenarios" / "ga"
CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")


def test_english_steps_say_only_the_scenarios_chinese() -> None:
    found: dict[str, str] = {}
    for name, _, result in shipped_runs("ga"):
        written = (ROOT / name).read_text(encoding="utf-8")
        for step in result.trace.steps:
            english = step.text_in("en")
            engine = [run for run in CJK_RUN.findall(english) if run not in written]
            if engine:
                found.setdefault(f"{step.msg}: {'、'.join(engine)}", f"{name} step {step.n}: {english}")
    assert not found, "\n".join(f"{k} ({v})" for k, v in found.items())
