"""Forms for decisions (issue 17): the widgets follow the action model, the verdict is the game's own
check in the position where the action is taken, and the form writes the action the scenario format knows."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtWidgets import QDialogButtonBox

from tests.ui_board.conftest import SCENARIOS

TRAMPLE = next(p for p in SCENARIOS if p.name == "trample-illegal-assignment.yaml")
DULL = next(p for p in SCENARIOS if p.name == "blocker-dull-illegal.yaml")


def opened(qtbot, window, path: Path, tmp_path: Path):  # type: ignore[no-untyped-def]
    board = window.board
    copy = tmp_path / path.name
    shutil.copyfile(path, copy)
    assert board.open_file(copy)
    qtbot.waitUntil(lambda: board.analysis is not None and board.analysis.run is not None, timeout=20000)
    return board


def test_damage_grid_edits_the_assignment(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    board = opened(qtbot, window, TRAMPLE, tmp_path)
    panel = board.actions_panel
    panel.list.setCurrentRow(4)
    form = panel.edit_current()
    grid = form.widgets["assignments"]
    assert grid.value() == {"a_crash": {"b_giant": 2, "B": 3}}
    grid.set_cell("a_crash", "b_giant", 4)
    grid.set_cell("a_crash", "B", 1)
    assert form.data["assignments"] == {"a_crash": {"b_giant": 4, "B": 1}}
    assert form.verdict.text().startswith("✓")
    form.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert board.doc.view.scenario.actions[4].assignments == {"a_crash": {"b_giant": 4, "B": 1}}
    assert "b_giant: 4" in board.doc.text()


def test_refusal_is_shown_live_with_its_rule(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    board = opened(qtbot, window, DULL, tmp_path)
    panel = board.actions_panel
    panel.list.setCurrentRow(1)
    form = panel.edit_current()
    assert form.verdict.text().startswith("此处不合法") and "fftcg:10.1.3.1.1" in form.verdict.text()
    assert form.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled(), "an illegal action may be recorded"
    form.reject()


def test_advance_to_step_adds_pass_until(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    board = opened(qtbot, window, TRAMPLE, tmp_path)
    panel = board.actions_panel
    panel.list.setCurrentRow(2)  # after the block: the later assignment is refused, so no position is known there
    panel.fill_add_menu()
    advance = next(a.menu() for a in panel.add_menu.actions() if a.menu() is not None and "推进到" in a.text())
    entry = next(a for a in advance.actions() if "战斗结束步骤" in a.text())  # named, not the raw key
    entry.trigger()
    added = board.doc.view.scenario.actions[3]
    assert added.type == "pass_until" and added.step == "end_of_combat" and added.phase == "combat"


def test_cards_picked_by_clicking_the_board(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """With a form open, clicking a card on the board ticks it in the form's card list (attackers here)."""
    from PySide6.QtCore import Qt

    board = opened(qtbot, window, TRAMPLE, tmp_path)
    panel = board.actions_panel
    panel.list.setCurrentRow(0)
    form = panel.edit_current()
    assert form.data["attackers"] == ["a_crash"]
    lst = board.board.boxes["A.play"].list
    rect = lst.visualRect(lst.model().index(0, 0))
    qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert form.data.get("attackers", []) == [], "clicking a ticked card unticks it"
    qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier, rect.center())
    qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert form.data["attackers"] == ["a_crash"]
    form.reject()


def test_choices_as_a_table(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Optional triggers and targets of an ability answered in the form: a row per choice with its
    'use' box, targets and mode — no YAML."""
    path = next(p for p in SCENARIOS if p.name == "awaken-then-attack-hero.yaml")
    board = opened(qtbot, window, path, tmp_path)
    panel = board.actions_panel
    row = next(i for i, a in enumerate(board.doc.view.scenario.actions) if a.choices)
    panel.list.setCurrentRow(row)
    form = panel.edit_current()
    table = form.widgets["choices"]
    before = [c.model_dump(by_alias=True, exclude_defaults=True) for c in board.doc.view.scenario.actions[row].choices]
    assert form.data["choices"] == before
    table.set_use(0, False)
    assert form.data["choices"][0]["use"] is False
    form.reject()


def test_choices_table_headers_are_not_clipped(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The answers table in a form about 400 px wide (the damage form's): every column header shows whole."""
    from PySide6.QtGui import QFontMetrics

    from judge_app.ui.board.action_form import ChoicesTable

    choices = ChoicesTable([])
    qtbot.addWidget(choices)
    choices.resize(440, 130)
    choices.show()
    qtbot.waitExposed(choices)
    header = choices.table.horizontalHeader()
    fm = QFontMetrics(header.font())
    item = choices.table.horizontalHeaderItem
    # the width Qt needs to draw the header whole: the text plus the style's margins
    clipped = [item(c).text() for c in range(header.count())
               if header.sectionSize(c) < max(header.sectionSizeHint(c), fm.horizontalAdvance(item(c).text()))]
    assert not clipped, clipped
