"""Fixtures for the board editor and trace viewer tests: a main window with the eol rulebook loaded
(citations open in the rules browser), a fresh user data dir per test, and helpers to drive the widgets."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox, QWidget

from judge_app.ui.library import Library
from judge_app.ui.search_adapter import SearchBackend
from judge_app.userdata import UserData
from rulesdb.store import load_rulebook

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted((ROOT / "scenarios").glob("*/*.yaml"))


@pytest.fixture(scope="session")
def library(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Library]:
    cache = tmp_path_factory.getbasetemp() / "user-cache"
    old = os.environ.get("JUDGE_APP_CACHE_DIR")
    os.environ["JUDGE_APP_CACHE_DIR"] = str(cache)
    try:
        books = {g: load_rulebook(g) for g in ("eol", "fftcg")}
        backend = SearchBackend(books, None)
        yield Library(books=books, search=backend)
        backend.close()
    finally:
        if old is None:
            os.environ.pop("JUDGE_APP_CACHE_DIR", None)
        else:
            os.environ["JUDGE_APP_CACHE_DIR"] = old


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "data"
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(path))
    return path


@contextmanager
def main_window(qtbot, library: Library, size: tuple[int, int]) -> Iterator[Any]:  # type: ignore[no-untyped-def]
    """The main window as the app builds it, shown at ``size``; waits for its workers when the test is done."""
    from judge_app.ui.main_window import MainWindow

    win = MainWindow(UserData())
    # pytest-qt closes the window before fixtures are torn down; a modal prompt would block the run
    win.board.ask_unsaved = lambda: QMessageBox.StandardButton.Discard
    qtbot.addWidget(win)
    win.set_library(library)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    try:
        yield win
    finally:
        win.board.runner.wait()
        win.browser.search.wait()


@pytest.fixture
def window(qtbot, library: Library, data_dir: Path):  # type: ignore[no-untyped-def]
    from judge_app.ui import vocab

    vocab.set_language("zh")  # a test that installed English must not leave the games' names in English
    with main_window(qtbot, library, (1280, 800)) as win:
        yield win


def type_into(box: QWidget, text: str, *, finish: bool = True) -> None:
    """Replace the text of a line edit as a user would: select all, type (non-ASCII per character), Enter."""
    box.setFocus()
    if isinstance(box, QLineEdit):
        box.selectAll()
    for ch in text:
        for etype in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(box, QKeyEvent(etype, 0, Qt.KeyboardModifier.NoModifier, ch))
    if not text and isinstance(box, QLineEdit):
        QApplication.sendEvent(box, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Backspace,
                                              Qt.KeyboardModifier.NoModifier))
    if finish:
        for etype in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(box, QKeyEvent(etype, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier))
        QApplication.processEvents()  # the inspector rebuilds after the edit's event
