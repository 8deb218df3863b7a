"""The ``QApplication`` every entry point shares: name, icon and a font that renders Chinese.

Kept apart from :mod:`judge_app.ui.app` (the ``judge-app`` command) so the self-test and the screenshot
scripts can make the same application without importing the command that dispatches to them.
"""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from judge_app.ui.icons import icon

APP_NAME = "judge-app"


def create_app(argv: list[str]) -> QApplication:
    app = QApplication.instance() or QApplication(argv)
    assert isinstance(app, QApplication)
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(APP_NAME)
    app.setWindowIcon(icon("app"))
    font = app.font()
    # Prefer a CJK family so Chinese never falls back glyph by glyph to mismatched fonts.
    font.setFamilies(["Noto Sans CJK SC", "Noto Sans SC", "Microsoft YaHei", "PingFang SC", *font.families()])
    app.setFont(QFont(font))
    return app
