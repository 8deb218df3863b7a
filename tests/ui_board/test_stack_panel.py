"""The shared area lists the stack (GameModule.stack_view), top first, on the editor's board and on the
read-only board after a trace step: mtg's combat damage and the pump spell are shown there."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

ROOT = Path(__file__).resolve().parents[2]
PUMP = ROOT / "scenarios" / "mtg" / "pump-after-damage-on-stack.yaml"


def texts(board) -> list[str]:  # type: ignore[no-untyped-def]
    lst = board.board.stack_panel.list
    return [lst.item(i).text() for i in range(lst.count())]


def test_step_board_lists_the_stack_and_selects_targets(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    board = window.board
    assert board.open_file(PUMP)
    assert texts(board) == ["(空)"]  # the scenario starts with nothing on the stack
    board.act_resolve.trigger()
    qtbot.waitUntil(lambda: board.trace_view.model.rowCount() > 0, timeout=10000)
    steps = board.trace_view.model.steps
    cast = next(i for i, s in enumerate(steps)
                if any(c.path == "stack" and isinstance(c.after, list) and len(c.after) == 2
                       for c in s.changes))
    board.trace_view.select_step(cast)
    assert not board.board.editable
    top, under = texts(board)
    assert top.startswith("1. 巨大化(a_growth) [咒语]") and "控制者 甲" in top and "目标 灰熊(a_bear)" in top
    assert under.startswith("2. 战斗伤害 [战斗伤害]") and "灰熊(a_bear) → 灰熊(b_bear) 2" in under
    lst = board.board.stack_panel.list
    rect = lst.visualItemRect(lst.item(0))
    qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert sorted(board.board.selected_ids()) == ["a_bear", "a_growth"]  # the spell and its target
    damage = next(i for i, s in enumerate(steps)
                  if any(c.path == "stack" and isinstance(c.after, list) and len(c.after) == 1
                         and c.after[0]["kind"] == "combat_damage" for c in s.changes))
    board.trace_view.select_step(damage)
    assert [t.split("\n")[0] for t in texts(board)] == ["1. 战斗伤害 [战斗伤害]"]
    board.trace_view.select_step(-1)
    assert board.board.editable and texts(board) == ["(空)"]
