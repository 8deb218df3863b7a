"""Interface language: Chinese is the source language; English comes from ``judge_app/i18n/judge_app_en.qm``."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTranslator

from judge_app.ui import vocab

I18N_DIR = Path(__file__).resolve().parent.parent / "i18n"


def install(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Install the translators for ``language``; returns them so the caller keeps them alive."""
    vocab.set_language(language)  # the games' vocabularies follow the same language
    installed: list[QTranslator] = []
    if language == "zh":
        # Qt's own buttons (OK/Cancel) in Chinese too. The qt_zh_CN meta catalogue does not load from the wheel's
        # translations (a missing part), so qtbase is tried on its own.
        for catalogue in ("qtbase_zh_CN", "qt_zh_CN"):
            qt = QTranslator(app)
            if qt.load(catalogue, QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                app.installTranslator(qt)
                installed.append(qt)
                break
        return installed
    ours = QTranslator(app)
    if ours.load(str(I18N_DIR / f"judge_app_{language}.qm")):
        app.installTranslator(ours)
        installed.append(ours)
    return installed
