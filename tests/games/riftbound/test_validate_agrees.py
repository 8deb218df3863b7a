"""``judge validate`` and ``judge trace`` agree (issue 34): a damage-assignment choice naming no object passed
validate (有效) and was refused by trace (exit 1) — the fuzzer's only failures. Both now refuse it at load,
naming the file, line and field."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app import cli

ROOT = Path(__file__).resolve().parents[3]
SOURCE = ROOT / "scenarios" / "riftbound" / "combat-tank-ordering.yaml"


@pytest.fixture
def typo(tmp_path: Path) -> Path:
    text = SOURCE.read_text(encoding="utf-8")
    assert "targets: [tank, plain, cait]" in text
    path = tmp_path / "typo.yaml"
    path.write_text(text.replace("targets: [tank, plain, cait]", "targets: [tank, planet, cait]"), encoding="utf-8")
    return path


@pytest.mark.parametrize("command", ["validate", "trace"])
def test_an_assignment_naming_no_object_is_refused_by_validate_and_trace_alike(
        command: str, typo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main([command, str(typo)]) == 1
    err = capsys.readouterr().err
    line = next(n for n, text in enumerate(typo.read_text(encoding="utf-8").splitlines(), 1) if "planet" in text)
    assert f"{typo}:{line}: actions.2.choices.0.targets.1: 未知对象 id 'planet'" in err, err
    assert "有效" not in err
