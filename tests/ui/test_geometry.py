"""The window opens at a usable size: a first start, and a cramped geometry saved on a smaller screen."""

from __future__ import annotations

from judge_app.ui import settings as app_settings
from judge_app.ui.main_window import MainWindow
from judge_app.userdata import UserData


def test_first_start_is_not_cramped(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    win = MainWindow(UserData())
    qtbot.addWidget(win)
    useful = win.useful_size()
    assert win.width() >= useful.width() and win.height() >= useful.height()
    assert useful.width() >= 500  # never tiny, even on the 800×800 offscreen screen


def test_a_cramped_saved_geometry_is_not_restored(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    small = MainWindow(UserData())
    qtbot.addWidget(small)
    small.resize(420, 300)
    app_settings.settings().setValue("window/geometry", small.saveGeometry())
    again = MainWindow(UserData())
    qtbot.addWidget(again)
    useful = again.useful_size()
    assert again.width() >= useful.width() and again.height() >= useful.height()


def test_a_roomy_saved_geometry_is_restored(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    first = MainWindow(UserData())
    qtbot.addWidget(first)
    first.resize(700, 620)
    app_settings.settings().setValue("window/geometry", first.saveGeometry())
    again = MainWindow(UserData())
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (700, 620)
