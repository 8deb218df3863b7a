"""Interface language: Chinese is the source language; English comes from ``judge_app/i18n/judge_app_en.qm``."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTranslator

I18N_DIR = Path(__file__).resolve().parent.parent / "i18n"


def install(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Install the translators for ``language``; returns them so the caller keeps them alive."""
    installed: list[QTranslator] = []
    if language == "zh":
        qt = QTranslator(app)
        if qt.load("qt_zh_CN", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)  # Qt's own buttons (OK/Cancel) in Chinese too
            installed.append(qt)
        return installed
    ours = QTranslator(app)
    if ours.load(str(I18N_DIR / f"judge_app_{language}.qm")):
        app.installTranslator(ours)
        installed.append(ours)
    return installed
