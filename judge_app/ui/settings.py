"""Persistent UI settings (QSettings) in an INI file inside the user data directory.

Keeping the file next to the user database means ``JUDGE_APP_DATA_DIR`` isolates tests and portable installs
from the real user's settings.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from rulesdb.paths import data_dir

LANGUAGES = ("zh", "en")
DEFAULT_LANGUAGE = "zh"


def data_folder() -> Path:
    return data_dir()


def settings() -> QSettings:
    return QSettings(str(data_dir() / "settings.ini"), QSettings.Format.IniFormat)


def language() -> str:
    value = settings().value("ui/language", DEFAULT_LANGUAGE)
    return value if value in LANGUAGES else DEFAULT_LANGUAGE


def set_language(value: str) -> None:
    if value not in LANGUAGES:
        raise ValueError(f"unknown UI language {value!r}; known: {', '.join(LANGUAGES)}")
    s = settings()
    s.setValue("ui/language", value)
    s.sync()
