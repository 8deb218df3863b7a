"""The card library (issue 17): ready templates per game built from the game's vocabulary, found by name or
pinyin (full or initials, with P/T as digits), user-saved cards kept in SQLite in the data dir; typing into
a zone opens the library there and Enter adds the card."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from judge_app.games import registered_games
from judge_app.ui.board import edits as E
from judge_app.ui.board.document import ScenarioDocument


@pytest.mark.parametrize("game", registered_games(), ids=lambda g: g.id)
def test_every_template_is_a_valid_card(game, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    from judge_app.ui.board.card_library import CardLibrary

    lib = CardLibrary(game)
    assert len(lib.templates) >= 10
    doc = ScenarioDocument.new(game)
    state = doc.view.state
    zone = next(z for z in game.zone_ids(state) if game.zone_spec(z).per_player
                and game.zone_spec(z).capacity is None and not game.zone_spec(z).hidden)
    for t in lib.templates:
        doc.execute(E.add_object(doc, zone, t.fields()))
    assert not doc.view.errors, doc.view.errors[:3]
    # every shipped template has an English name (listed in the English UI), and no Chinese in it
    no_english = [t.name for t in lib.templates
                  if not t.user and not re.fullmatch(r"[ -~]+", t.data.get("name_en", ""))]
    assert not no_english, no_english


def test_search_by_name_pinyin_and_size(data_dir: Path) -> None:
    from judge_app.games import get_game
    from judge_app.ui.board.card_library import CardLibrary

    lib = CardLibrary(get_game("mtg"))
    assert lib.search("55jt")[0].name == "5/5 践踏生物"
    assert lib.search("5/5 践踏")[0].name == "5/5 践踏生物"
    assert any(t.name == "4/4 生物" for t in lib.search("44")[:3])
    # a size alone means the plain creature of that size; the keyword ones of that size follow it
    assert lib.search("33")[0].name == "3/3 生物"
    assert all(t.name.startswith("3/3 ") for t in lib.search("33")[:8])
    assert all("践踏" in t.name for t in lib.search("jianta"))
    assert lib.search("飞行")[0].fields()["keywords"] == ["flying"]
    ga = CardLibrary(get_game("ga"))
    assert ga.search("my")[0].name.startswith("盟友")  # by initials, traditional characters too


def test_user_cards_are_kept(data_dir: Path) -> None:
    from judge_app.games import get_game
    from judge_app.ui.board.card_library import CardLibrary

    game = get_game("mtg")
    CardLibrary(game).save_user_card({"name": "灰熊", "types": ["creature"], "stats": {"power": 2, "toughness": 2}})
    again = CardLibrary(game)
    (bear,) = [t for t in again.search("hx") if t.name == "灰熊"]
    assert bear.user and bear.fields()["stats"] == {"power": 2, "toughness": 2}
    assert not [t for t in CardLibrary(get_game("eol")).templates if t.name == "灰熊"], "per game"


def test_typing_into_a_zone_adds_from_the_library(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    board = window.board
    assert board.new_scenario("mtg")
    lst = board.board.boxes["A.play"].list
    lst.setFocus()
    for ch in "55jt":
        for etype in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            target = QApplication.focusWidget() or lst
            QApplication.sendEvent(target, QKeyEvent(etype, 0, Qt.KeyboardModifier.NoModifier, ch))
    popup = board.library_popup
    assert popup.isVisible() and popup.query.text() == "55jt"
    qtbot.keyClick(popup.query, Qt.Key.Key_Return)
    (card,) = board.doc.view.state.in_zone("A.play")
    assert card.name == "5/5 践踏生物" and card.keywords == ["trample"] and card.stats["power"] == 5
    assert not popup.isVisible()
