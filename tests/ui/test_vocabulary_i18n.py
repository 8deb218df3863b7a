"""Game vocabularies in the UI languages (issue 17): every zone, type, stat, prop, keyword, status, resource,
phase and step of every game has an English name; step keys have Chinese names; the board and the trace
show them (no raw identifiers like declare_attackers)."""

from __future__ import annotations

import pytest

from judge_app.games import registered_games

CATEGORIES = ("zones", "types", "stats", "props", "keywords", "statuses", "resources", "phases", "steps")


def keys(game, category: str) -> set[str]:  # type: ignore[no-untyped-def]
    v = game.vocabulary
    if category == "zones":
        return {z.key for z in game.zones}
    if category == "phases":
        return {p.key for p in game.phases}
    if category == "steps":
        return {s for p in game.phases for s in p.steps}
    if category == "resources":
        return {t.key for t in v.resources} | set(dict(game.layout.resources))
    return {t.key for t in getattr(v, category)}


@pytest.mark.parametrize("game", registered_games(), ids=lambda g: g.id)
def test_every_term_has_an_english_name(game) -> None:  # type: ignore[no-untyped-def]
    from judge_app.ui import vocab

    for category in CATEGORIES:
        missing = sorted(k for k in keys(game, category) if not vocab.table("en", game.id, category).get(k))
        assert not missing, f"{game.id} {category}: {missing}"
    steps = keys(game, "steps")
    assert all(vocab.table("zh", game.id, "steps").get(s) for s in steps), "step keys have Chinese names"


def test_names_follow_the_language() -> None:
    from judge_app.ui import vocab

    try:
        vocab.set_language("en")
        assert vocab.term("mtg", "zones", "play", "场上") == "In play"
        assert vocab.term("mtg", "steps", "declare_attackers", "declare_attackers") == "Declare attackers"
        assert vocab.term("mtg", "zones", "nowhere", "某处") == "某处", "unknown keys keep the game's name"
        vocab.set_language("zh")
        assert vocab.term("mtg", "zones", "play", "场上") == "场上"
        assert vocab.term("mtg", "steps", "declare_attackers", "declare_attackers") == "宣告攻击者步骤"
    finally:
        vocab.set_language("zh")


def test_english_board_shows_english_zones_and_badges(qtbot, library, data_dir) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    from judge_app.ui import i18n, vocab
    from judge_app.ui.main_window import MainWindow
    from judge_app.userdata import UserData

    app = QApplication.instance()
    installed = i18n.install(app, "en")
    try:
        win = MainWindow(UserData())
        qtbot.addWidget(win)
        win.board.ask_unsaved = lambda: __import__("PySide6.QtWidgets").QtWidgets.QMessageBox.StandardButton.Discard
        assert win.board.new_scenario("mtg")
        assert win.board.board.boxes["A.play"].title == "In play"
        from judge_app.ui.trace.step_delegate import kind_label

        assert kind_label("procedure") == "Procedure"
    finally:
        for t in installed:
            app.removeTranslator(t)
        vocab.set_language("zh")
