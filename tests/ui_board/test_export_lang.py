"""The GUI export follows the UI language (issue 17 item 4): with the UI in English, the export dialog writes
the report's own labels in English; the engine's trace text stays as the engine wrote it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from judge_app.ui import i18n, vocab
from tests.ui_board.test_export_e2e import open_dialog


def test_english_ui_exports_english_labels(qtbot, window, tmp_path: Path,  # type: ignore[no-untyped-def]
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    app = QApplication.instance()
    installed = i18n.install(app, "en")
    try:
        dialog = open_dialog(qtbot, window, tmp_path)
        out = tmp_path / "r.md"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a: (str(out), ""))
        dialog.format.setCurrentIndex(dialog.format.findData("md"))
        with qtbot.waitSignal(dialog.exported, timeout=10000):
            qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
        md = out.read_text(encoding="utf-8")
        assert "## Question" in md and "## Ruling" in md and "Appendix B" in md
        assert "## 问题" not in md and "附录" not in md
        assert "rulebook, Chinese" in md
        assert "In play" in md, "zone names from the English vocabulary"
        dialog.reject()
    finally:
        for t in installed:
            app.removeTranslator(t)
        vocab.set_language("zh")
