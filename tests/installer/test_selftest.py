"""``judge-app --self-test`` in-process (offscreen), its failure reporting, and ``--version``."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.ui import app, selftest

pytestmark = pytest.mark.gui


def test_self_test_passes_in_process() -> None:
    lines: list[str] = []
    code = selftest.run(lines.append)
    assert code == 0, "\n".join(lines)
    assert lines[-1] == "self-test: passed (5 checks)"
    for name in ("version", "window", "search", "trace", "report"):
        assert any(line.startswith(f"self-test: ok   {name} ") for line in lines), lines


def test_missing_examples_fail_the_self_test_by_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(selftest, "EXAMPLES_DIR", tmp_path)
    lines: list[str] = []
    assert selftest.run(lines.append) == 1
    assert f"self-test: FAIL trace: no example scenarios in {tmp_path}" in lines
    assert "self-test: FAIL report: skipped: needs the trace check's example scenario" in lines
    assert lines[-1] == "self-test: FAILED (trace, report)"


def test_a_wrong_search_answer_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(selftest, "SEARCHES", (("mtg 502.9b", "mtg:100.1"),))
    lines: list[str] = []
    assert selftest.run(lines.append) == 1
    assert any(line.startswith("self-test: FAIL search: query 'mtg 502.9b': expected mtg:100.1") for line in lines)


def test_self_test_leaves_no_user_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = tmp_path / "data"
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(data))
    assert selftest.run(lambda _line: None) == 0
    assert not data.exists() or not any(data.iterdir())


def test_version_prints_the_package_version(capsys: pytest.CaptureFixture[str]) -> None:
    from importlib.metadata import version

    assert app.main(["judge-app", "--version"]) == 0
    assert capsys.readouterr().out == f"judge-app {version('judge-app')}\n"


def test_self_test_in_process_leaves_no_translator_behind() -> None:
    """Run in-process (as here), the self-test must take its translators out again: a window built after it in
    English showed Qt's OK/Cancel in Chinese (found by a clean-clone run of the whole suite)."""
    from PySide6.QtWidgets import QApplication, QDialogButtonBox

    assert selftest.run(emit=lambda _line: None) == 0
    assert QApplication.instance() is not None
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    assert [b.text() for b in box.buttons()] == ["OK", "Cancel"]
