"""PySide6 6.12 loses references to None (see judge_app/ui/none_guard.py); the guard keeps the count up."""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTreeWidgetItem

from judge_app.ui import none_guard


def test_top_up_restores_the_count(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    have = sys.getrefcount(None)
    monkeypatch.setattr(none_guard, "FLOOR", have + 1000)
    monkeypatch.setattr(none_guard, "TARGET", have + 2000)
    assert none_guard.top_up() >= 1000
    assert sys.getrefcount(None) >= have + 1000
    monkeypatch.setattr(none_guard, "FLOOR", 0)
    assert none_guard.top_up() == 0


def test_the_loss_the_guard_exists_for(qapp) -> None:  # type: ignore[no-untyped-def]
    """Documents the upstream defect; when a PySide6 fixes it this test says so, and the guard can go."""
    item = QTreeWidgetItem(["x"])
    before = sys.getrefcount(None)
    for _ in range(100):
        item.setData(0, Qt.ItemDataRole.UserRole, "cite")
    lost = before - sys.getrefcount(None)
    assert lost in (0, 100)  # 100 on the PySide6 this was written against, 0 once fixed
