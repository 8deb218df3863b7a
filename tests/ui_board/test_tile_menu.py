"""Stats and damage changed on the card itself (issue 17): the card's context menu raises or lowers any
stat of the game's vocabulary and the damage by one, without the inspector."""

from __future__ import annotations


def test_card_menu_changes_stats_and_damage(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    board = window.board
    assert board.new_scenario("mtg")
    board.add_card("A.play", {"name": "熊", "types": ["creature"], "stats": {"power": 2, "toughness": 2}})
    (card,) = board.doc.view.state.in_zone("A.play")
    menu = board.card_menu(card.id)
    texts = {a.text(): a for a in menu.actions()}
    texts["力量 +1"].trigger()
    texts["伤害 +1"].trigger()
    board.card_menu(card.id)  # rebuilt on the new values
    after = board.doc.view.state.obj(card.id)
    assert after.stats == {"power": 3, "toughness": 2} and after.damage == 1
    {a.text(): a for a in board.card_menu(card.id).actions()}["防御力 −1"].trigger()
    assert board.doc.view.state.obj(card.id).stats["toughness"] == 1
