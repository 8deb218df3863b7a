"""Child process for the crash-recovery test: open a scenario, edit it, autosave, then wait to be killed.

    python crash_child.py <scenario.yaml>
Prints "autosaved" once the autosave is on disk.
"""

from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from judge_app.ui.board import edits as E
from judge_app.ui.board.workspace import BoardWorkspace


def main() -> None:
    app = QApplication(sys.argv)
    ws = BoardWorkspace(lambda _cite: None, lambda _cite: None)
    assert ws.open_file(sys.argv[1])
    assert ws.doc is not None
    assert ws.apply(E.set_object_field(ws.doc, "b_m2", "name", "崩溃前的修改"))
    ws.autosave_timer.setInterval(50)  # the real interval is seconds; the test should not wait that long
    while not ws.autosaver.meta_file.exists():
        app.processEvents()
        time.sleep(0.01)
    print("autosaved", flush=True)
    while True:  # until SIGKILL
        app.processEvents()
        time.sleep(0.05)


if __name__ == "__main__":
    main()
