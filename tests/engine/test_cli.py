"""The ``judge`` command: output formats, exit codes 0/1/2, messages instead of tracebacks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge_app.cli import main

SCENARIO = Path(__file__).resolve().parents[2] / "scenarios" / "eol" / "attribute-advantage.yaml"


def test_trace_text_json_md(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["trace", str(SCENARIO)]) == 0
    assert "eol:2.2.2.2" in capsys.readouterr().out
    assert main(["trace", str(SCENARIO), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "eol" and data["edition"] and data["result"]["outcome"] == "ongoing"
    assert main(["trace", str(SCENARIO), "--md", "--check"]) == 0
    assert capsys.readouterr().out.startswith("# eol-attribute-advantage")


def test_trace_json_is_written_piece_by_piece_with_the_same_text(capsys: pytest.CaptureFixture[str]) -> None:
    """``judge trace --json`` streams the trace (bounded memory, issue 34) and prints exactly ``to_json``."""
    from judge_app.engine.runner import run
    from judge_app.loading import load_scenario

    assert main(["trace", str(SCENARIO), "--json"]) == 0
    assert capsys.readouterr().out == run(load_scenario(SCENARIO)).trace.to_json()


def test_trace_check_fails_when_expect_is_not_met(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "s.yaml"
    bad.write_text(SCENARIO.read_text(encoding="utf-8").replace("eol:1.1.8,", "eol:3.1,"), encoding="utf-8")
    assert main(["trace", str(bad), "--check"]) == 1
    assert "追溯未引用 eol:3.1" in capsys.readouterr().err


def test_validate_reports_every_problem(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(SCENARIO.read_text(encoding="utf-8").replace("target: b_m1", "target: zz")
                   .replace("slot: 2", "slot: 1"), encoding="utf-8")
    assert main(["validate", str(SCENARIO), str(bad)]) == 1
    captured = capsys.readouterr()
    assert "有效" in captured.out
    lines = captured.err.strip().splitlines()
    assert len(lines) == 2 and all(line.startswith(f"{bad}:") for line in lines)


def test_new_writes_a_valid_template(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "new.yaml"
    assert main(["new", "eol", "-o", str(out)]) == 0
    assert main(["validate", str(out)]) == 0
    assert main(["new", "eol", "-o", str(out)]) == 2, "never overwrite"
    assert "已存在" in capsys.readouterr().err


@pytest.mark.parametrize("argv", [[], ["trace"], ["new", "chess"], ["trace", "x.yaml", "--json", "--md"], ["fly"]])
def test_bad_arguments_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    assert "judge: 错误" in capsys.readouterr().err


def test_missing_file_is_a_message(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["trace", "/nonexistent/s.yaml"]) == 2  # missing input is a wrong argument (issue 20)
    assert "文件不存在" in capsys.readouterr().err
