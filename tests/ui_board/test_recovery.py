"""Crash recovery: a process that edited and autosaved is killed with SIGKILL; the next start offers the
edit back, tied to the original file, and a clean save removes the autosave."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt

from judge_app.ui.board.autosave import recoverable
from tests.ui_board.conftest import SCENARIOS

ATTR = next(p for p in SCENARIOS if p.name == "attribute-advantage.yaml")
ROOT = Path(__file__).resolve().parents[2]


def test_killed_session_is_recovered(qtbot, window, data_dir: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    scenario = tmp_path / "table.yaml"
    shutil.copy(ATTR, scenario)
    env = {**os.environ, "JUDGE_APP_DATA_DIR": str(data_dir), "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPATH": str(ROOT)}
    child = subprocess.Popen([sys.executable, str(Path(__file__).with_name("crash_child.py")), str(scenario)],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    try:
        line = child.stdout.readline() if child.stdout else ""
        assert line.strip() == "autosaved", child.stderr.read() if child.stderr else ""
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL
    assert scenario.read_bytes() == ATTR.read_bytes()  # the edit never reached the file itself

    found = recoverable()
    assert len(found) == 1 and found[0].original == scenario
    board = window.board
    assert board.check_recovery()
    assert board.recovery_bar.isVisible() and "table.yaml" in board.recovery_label.text()
    qtbot.mouseClick(board.recover_button, Qt.MouseButton.LeftButton)
    assert board.doc is not None and board.doc.path == scenario and board.doc.dirty
    assert board.doc.view.state.obj("b_m2").name == "崩溃前的修改"
    assert not board.recovery_bar.isVisible()
    assert recoverable() == []  # adopted: this live session owns the autosave now
    assert board.save()
    assert "崩溃前的修改" in scenario.read_text(encoding="utf-8")
    assert not any((data_dir / "autosave").iterdir())


def test_autosave_follows_dirty_state(qtbot, window, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    board = window.board
    assert board.open_file(ATTR)
    board.autosave_now()
    assert not board.autosaver.meta_file.exists()  # nothing to protect
    board.board.select(["b_m2"])
    from tests.ui_board.conftest import type_into

    type_into(board.inspector.fields["name"], "新名字")
    assert board.autosave_timer.isActive()
    board.autosave_now()
    assert "新名字" in board.autosaver.text_file.read_text(encoding="utf-8")
    assert recoverable() == []  # this process is alive: its own autosave is not offered
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    board.autosave_now()
    assert not board.autosaver.meta_file.exists()  # back to the saved text
