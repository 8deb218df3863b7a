"""No search context until the judge opens a book (issue 31): on a fresh install every book ranks alike, so 践踏 and
trample list mtg 502.9 first, not the damage rules of whichever book the window happened to show first (Grand
Archive, the first book loaded). Choosing a book, or opening one of its rules, makes its hits lead."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from judge_app.ui.library import Library, load_library
from judge_app.ui.results_view import CITE_ROLE
from judge_app.userdata import UserData
from tests.ui_board.conftest import type_into


@pytest.fixture(scope="module")
def all_books(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Library]:
    cache = tmp_path_factory.getbasetemp() / "user-cache"  # the cache tests/conftest.py points every test at
    old = os.environ.get("JUDGE_APP_CACHE_DIR")
    os.environ["JUDGE_APP_CACHE_DIR"] = str(cache)
    try:
        library = load_library()
        yield library
        if library.search is not None:
            library.search.close()
    finally:
        if old is None:
            os.environ.pop("JUDGE_APP_CACHE_DIR", None)
        else:
            os.environ["JUDGE_APP_CACHE_DIR"] = old


def first_hit(qtbot, win, query: str) -> str:  # type: ignore[no-untyped-def]
    type_into(win.browser.search_box, query, finish=False)
    qtbot.waitUntil(lambda: win.browser._last_query == query and win.browser.results.count() > 0, timeout=10000)
    return str(win.browser.results.item(0).data(CITE_ROLE))


@pytest.mark.parametrize("query", ["践踏", "trample"])
def test_fresh_install_has_no_book_bias(qtbot, all_books: Library, data_dir: Path, query: str) -> None:  # type: ignore[no-untyped-def]
    from judge_app.ui.main_window import MainWindow

    win = MainWindow(UserData())
    qtbot.addWidget(win)
    win.set_library(all_books)
    win.show()
    qtbot.waitExposed(win)
    assert win.browser.current_game == "ga"  # a book is shown; the judge chose none
    assert first_hit(qtbot, win, query) == "mtg:502.9"
    # the judge picks Grand Archive: its hits lead from now on
    combo = win.browser.game_combo
    combo.setCurrentIndex(combo.findData("fftcg"))
    combo.setCurrentIndex(combo.findData("ga"))
    assert win.browser.context_game == "ga"
    assert first_hit(qtbot, win, query + " ").startswith("ga:")
    win.browser.search.wait()
