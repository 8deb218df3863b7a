"""Export driven end to end like a judge: open a scenario, Ctrl+E, pick PDF, click "导出…", and find the
file on disk with ordinary permissions and the ruling on its first page (issue 17)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from tests.ui_board.conftest import SCENARIOS

TRAMPLE = next(p for p in SCENARIOS if p.name == "trample-illegal-assignment.yaml")


def first_page_text(pdf: Path) -> str:
    out = subprocess.run(["pdftotext", "-f", "1", "-l", "1", "-layout", str(pdf), "-"], check=True,
                         capture_output=True, text=True)
    return out.stdout


def open_dialog(qtbot, window, tmp_path: Path):  # type: ignore[no-untyped-def]
    from judge_app.ui.report.export_dialog import ExportDialog

    scenario = tmp_path / TRAMPLE.name
    shutil.copyfile(TRAMPLE, scenario)
    assert window.board.open_file(scenario)
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(ExportDialog)), timeout=5000)
    (dialog,) = [d for d in window.findChildren(ExportDialog) if d.isVisible()]
    return dialog


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs poppler's pdftotext")
def test_export_dialog_writes_a_pdf_with_the_verdict_on_page_one(qtbot, window, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "exports" / "trample.pdf"
    out.parent.mkdir()
    asked: list[str] = []

    def fake_save(_parent, _title, suggested, _filter):  # type: ignore[no-untyped-def]
        asked.append(suggested)
        return str(out), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake_save)
    dialog = open_dialog(qtbot, window, tmp_path)
    dialog.format.setCurrentIndex(dialog.format.findData("pdf"))
    with qtbot.waitSignal(dialog.exported, timeout=20000):
        qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    # named after the title and the ruling's date, beside the scenario file (no export yet: no last folder)
    assert asked and Path(asked[0]).name == f"践踏未分配致命伤害不能伤害牌手 {dialog.date_edit.text()}.pdf", asked
    assert Path(asked[0]).parent == tmp_path, "suggested beside the scenario file"
    assert out.is_file() and out.stat().st_size > 1000
    umask = os.umask(0)
    os.umask(umask)
    assert out.stat().st_mode & 0o777 == 0o666 & ~umask, "an exported report is readable like any saved file"
    assert not [p for p in out.parent.iterdir() if p != out], "no temporary file left behind"
    page1 = "".join(first_page_text(out).split())
    ruling = "".join(dialog.report.outcome.ruling.split())
    assert ruling[:20] in page1
    assert "已导出到" in dialog.status.text()


def test_export_dialog_html_and_markdown_from_the_button(qtbot, window, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    dialog = open_dialog(qtbot, window, tmp_path)
    for fmt in ("html", "md", "json"):
        out = tmp_path / f"r.{fmt}"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, o=out: (str(o), ""))
        dialog.format.setCurrentIndex(dialog.format.findData(fmt))
        with qtbot.waitSignal(dialog.exported, timeout=10000):
            qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
        assert out.is_file() and "践踏" in out.read_text(encoding="utf-8")


def test_judge_event_date_filled_in_the_dialog_and_remembered(qtbot, window, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.ui_board.conftest import type_into

    dialog = open_dialog(qtbot, window, tmp_path)
    assert dialog.date_edit.text(), "the date starts as today"
    type_into(dialog.judge_edit, "王裁判", finish=False)
    type_into(dialog.event_edit, "市赛第三轮", finish=False)
    type_into(dialog.date_edit, "2026-11-25", finish=False)
    out = tmp_path / "r.md"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a: (str(out), ""))
    dialog.format.setCurrentIndex(dialog.format.findData("md"))
    with qtbot.waitSignal(dialog.exported, timeout=10000):
        qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    head = out.read_text(encoding="utf-8").split("## 问题")[0]
    assert "王裁判" in head and "市赛第三轮" in head and "2026-11-25" in head
    dialog.reject()
    again = open_dialog(qtbot, window, tmp_path)
    assert again is not dialog
    assert again.judge_edit.text() == "王裁判" and again.event_edit.text() == "市赛第三轮"
