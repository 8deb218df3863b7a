"""Shared fixtures for the GUI tests: the two final rulebooks with a warm search backend, typing helpers."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from judge_app.ui.library import Library
from judge_app.ui.search_adapter import SearchBackend
from judge_app.userdata import UserData
from rulesdb.store import load_rulebook

TEST_GAMES = ("fftcg", "eol")  # the books whose import is final


@pytest.fixture(scope="session")
def library(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Library]:
    # Same cache directory the autouse fixture of tests/conftest.py points at, so the build is shared.
    cache = tmp_path_factory.getbasetemp() / "user-cache"
    old = os.environ.get("JUDGE_APP_CACHE_DIR")
    os.environ["JUDGE_APP_CACHE_DIR"] = str(cache)
    try:
        books = {g: load_rulebook(g) for g in TEST_GAMES}
        backend = SearchBackend(books, None)
        backend.warm_up()
        yield Library(books=books, search=backend)
        backend.close()
    finally:
        if old is None:
            os.environ.pop("JUDGE_APP_CACHE_DIR", None)
        else:
            os.environ["JUDGE_APP_CACHE_DIR"] = old


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh user data dir per test (bookmarks, settings)."""
    path = tmp_path / "data"
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(path))
    return path


@pytest.fixture
def window(qtbot, library: Library, data_dir: Path):  # type: ignore[no-untyped-def]
    from judge_app.ui import vocab
    from judge_app.ui.main_window import MainWindow

    vocab.set_language("zh")  # a test that installed English must not leave the games' names in English

    win = MainWindow(UserData())
    qtbot.addWidget(win)
    win.set_library(library)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.browser.search.wait()
