"""Issue 28.4 and 28.7, written before the fix.

28.4: a refused or rewound action is machine-readable: ``result.refused`` lists each with its rules (an mtg attack
declaration rewound under 308.3 left ``stopped_at`` null and nothing said which action was refused); the verdict
marks each; ``expect.refused`` checks it.
28.7: an absent ``expect.stopped_at`` asserts "every action legal", and ``stopped_at: not_checked`` says "not
checked"; the format changes of this round bump ``schema`` to 2; the loader tells a schema-1 file what changed and
``judge migrate FILE --schema`` updates it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from judge_app.cli import main as judge
from judge_app.engine.runner import check_expectations, run
from judge_app.engine.scenario import SCHEMA_VERSION
from judge_app.loading import loads_scenario
from judge_app.report.verdict import build_verdict
from tests.shipped import shipped_run

ROOT = Path(__file__).resolve().parents[2]
WALL = ROOT / "scenarios" / "mtg" / "wall-cannot-attack.yaml"


def _text(path: Path = WALL) -> str:
    return path.read_text(encoding="utf-8")


def test_a_rewound_attack_is_listed_as_refused_with_its_rules() -> None:
    trace = run(loads_scenario(_text(), "wall.yaml")).trace
    assert trace.result is not None and trace.result.stopped_at is None
    [refusal] = trace.result.refused
    assert refusal.action == 0 and not refusal.stopped
    assert "mtg:308.2" in refusal.cites and refusal.steps
    assert json.loads(trace.to_json())["result"]["refused"][0]["action"] == 0
    verdict = build_verdict(trace)
    assert [m.action for m in verdict.actions] == [0]


def test_a_stopped_action_is_listed_as_stopped() -> None:
    path = next(p for p in sorted((ROOT / "scenarios").glob("*/*.yaml"))
                if "stopped_at:" in _text(p) and "not_checked" not in _text(p))
    loaded = loads_scenario(_text(path), path.name)
    trace = run(loaded).trace
    assert trace.result is not None and trace.result.stopped_at is not None
    assert any(r.stopped and r.action == trace.result.stopped_at for r in trace.result.refused)


def test_every_refusal_of_every_shipped_scenario_is_marked_in_the_verdict() -> None:
    for path in sorted((ROOT / "scenarios").glob("*/*.yaml")):
        trace = shipped_run(path)[1].trace  # the suite's one run of each shipped scenario
        assert trace.result is not None
        marked = {m.action for m in build_verdict(trace).actions}
        assert {r.action for r in trace.result.refused} <= marked, path.name


def test_expect_refused_is_checked() -> None:
    wrong = _text().replace("expect:\n", "expect:\n  refused: [1]\n", 1)
    loaded = loads_scenario(wrong, "wall.yaml")
    assert any("refused" in f for f in check_expectations(loaded, run(loaded)))
    right = _text().replace("expect:\n", "expect:\n  refused: [0]\n", 1)
    loaded = loads_scenario(right, "wall.yaml")
    assert check_expectations(loaded, run(loaded)) == []


def test_stopped_at_not_checked_is_explicit() -> None:
    path = next(p for p in sorted((ROOT / "scenarios").glob("*/*.yaml")) if "stopped_at: " in _text(p))
    text = _text(path)
    no_expectation = "\n".join(line for line in text.splitlines() if "stopped_at:" not in line) + "\n"
    loaded = loads_scenario(no_expectation, path.name)  # absent: "every action legal", which is false here
    assert any("stopped_at" in f for f in check_expectations(loaded, run(loaded)))
    not_checked = no_expectation.replace("expect:\n", "expect:\n  stopped_at: not_checked\n", 1)
    loaded = loads_scenario(not_checked, path.name)
    assert not [f for f in check_expectations(loaded, run(loaded)) if "stopped_at" in f]


def test_schema_is_two_and_every_shipped_file_says_so() -> None:
    assert SCHEMA_VERSION == 2
    for path in sorted((ROOT / "scenarios").glob("*/*.yaml")):
        assert re.search(r"^schema: 2$", _text(path), re.MULTILINE), path.name


def test_a_schema_one_file_is_told_what_changed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old = tmp_path / "old.yaml"
    old.write_text(_text().replace("schema: 2\n", "schema: 1\n", 1), encoding="utf-8")
    assert judge(["validate", str(old)]) == 0  # still read: version 1 means the same in version 2
    err = capsys.readouterr()
    said = err.out + err.err
    assert "schema" in said and "2" in said and "judge migrate" in said and "map_to_edition" in said
    assert judge(["migrate", str(old), "--schema", "--in-place"]) == 0
    assert old.read_text(encoding="utf-8").startswith("schema: 2\n")
    capsys.readouterr()
    assert judge(["validate", str(old)]) == 0
    assert "judge migrate" not in capsys.readouterr().out


def test_an_unknown_schema_is_refused_naming_the_supported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    new = tmp_path / "new.yaml"
    new.write_text(_text().replace("schema: 2\n", "schema: 3\n", 1), encoding="utf-8")
    assert judge(["validate", str(new)]) != 0
    assert "3" in capsys.readouterr().err
