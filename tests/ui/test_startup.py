"""First start: the database loads on a worker thread behind a progress dialog; the window keeps responding."""

from __future__ import annotations

import time
from itertools import pairwise

import pytest
from PySide6.QtCore import QTimer

import judge_app.ui.library as library_module
from judge_app.ui.library import Library, load_library
from judge_app.ui.main_window import MainWindow
from judge_app.userdata import UserData


def test_slow_load_shows_progress_and_keeps_the_window_responsive(qtbot, library: Library, data_dir,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    def slow_load(progress):  # type: ignore[no-untyped-def]
        # Stands in for a cold cache (import + index build take seconds); the result is the real library.
        for step in range(10):
            progress(f"step {step}", step, 10)
            time.sleep(0.1)
        return library

    monkeypatch.setattr(library_module, "load_library", slow_load)
    win = MainWindow(UserData())
    qtbot.addWidget(win)
    win.show()
    ticks = []
    timer = QTimer(interval=50)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    with qtbot.waitSignal(win.ready, timeout=10000):
        win.start_loading()
        qtbot.waitUntil(lambda: win.progress is not None and win.progress.isVisible(), timeout=3000)
    timer.stop()
    assert len(ticks) >= 8, "the event loop stalled while loading"
    assert max(b - a for a, b in pairwise(ticks)) < 0.5
    assert not win.progress.isVisible()
    assert win.browser.game_combo.count() == len(library.books)
    assert win.show_rule("fftcg:6.5.2")


def test_a_broken_book_is_reported_and_the_rest_load(monkeypatch: pytest.MonkeyPatch, library: Library) -> None:
    def fake_load(game: str):  # type: ignore[no-untyped-def]
        if game == "mtg":
            raise FileNotFoundError("no manifest for 'mtg'")
        if game not in library.books:
            raise KeyError(game)
        return library.books[game]

    monkeypatch.setattr(library_module, "load_rulebook", fake_load)
    monkeypatch.setattr(library_module, "SearchBackend", lambda books, db_hash: _NoSearch())
    lib = load_library()
    assert set(lib.books) == set(library.books)
    assert "no manifest for 'mtg'" in lib.failures["mtg"]
    assert lib.search is not None


class _NoSearch:
    def warm_up(self) -> None:
        return None
