"""Tiles show current characteristics (issue 31): the game's ``current_stats`` (printed values plus what applies
to the card: mtg's layers and counters, riftbound's effect layers, fftcg's field abilities, ga's buff counters,
eol's modifiers), the printed value struck through beside it, and both in the tile's tooltip."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from judge_app.engine.runner import run
from judge_app.loading import load_scenario
from judge_app.ui.board.tile_delegate import tile_lines

ROOT = Path(__file__).resolve().parents[2]
# (scenario, card, stat, printed, current at the end of the trace), each read from the scenario's own expectations
CASES = [
    ("mtg/cast-timing-permissions.yaml", "b_bear", "power", 2, 5),
    ("riftbound/chain-reaction-lifo.yaml", "b1", "might", 3, 5),
    ("fftcg/continuous-layers.yaml", "a_fw", "power", 5000, 7000),
    ("ga/judge-buff-counter-ally-attack.yaml", "a_ally", "power", 2, 3),
    ("eol/judge-regen-keeps-buff.yaml", "b_m1", "attack", 2, 4),
]


@pytest.mark.parametrize(("path", "card", "stat", "printed", "now"), CASES, ids=[c[0].split("/")[0] for c in CASES])
def test_each_game_reports_current_stats(path: str, card: str, stat: str, printed: int, now: int) -> None:
    loaded = load_scenario(ROOT / "scenarios" / path)
    state = run(loaded).state
    obj = state.obj(card)
    assert obj.stats[stat] == printed
    assert loaded.game.current_stats(state, obj)[stat] == now


def test_printed_card_without_effects_is_unchanged() -> None:
    loaded = load_scenario(ROOT / "scenarios" / "mtg" / "trample-illegal-assignment.yaml")
    state = loaded.scenario.state
    for obj in state.objects:
        assert loaded.game.current_stats(state, obj) == obj.stats


def test_step_board_tile_shows_current_might(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The issue's case: after the +2 reaction the surviving riftbound unit reads 战力 5, printed 3 struck
    through — on the board after the last step, in its tile and its tooltip."""
    board = window.board
    assert board.open_file(ROOT / "scenarios" / "riftbound" / "chain-reaction-lifo.yaml")
    board.act_resolve.trigger()
    qtbot.waitUntil(lambda: board.trace_view.model.rowCount() > 0, timeout=10000)
    board.trace_view.select_step(board.trace_view.model.rowCount() - 1)
    delegate = board.board.delegate
    assert delegate.current["b1"]["might"] == 5
    obj = board.board.state.obj("b1")
    lines = " ".join(tile_lines(obj, board.doc.game.vocabulary, "riftbound", delegate.current["b1"]))
    assert "战力 5 (印制 3)" in lines, lines
    # hovering the tile says both values
    lst, row = board.board.list_for("b1")
    center = lst.visualRect(lst.zone_model().index(row)).center()
    QApplication.sendEvent(lst.viewport(), QHelpEvent(QHelpEvent.Type.ToolTip, center,
                                                      lst.viewport().mapToGlobal(center)))
    qtbot.waitUntil(lambda: "印制 3" in QToolTip.text(), timeout=3000)
    assert "战力 5" in QToolTip.text()
    QToolTip.hideText()
