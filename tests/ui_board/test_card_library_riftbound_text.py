"""riftbound's card library with printed rules text (issue 27): at least 30 real cards whose abilities come from
their text, every one read in full, found by name and pinyin; a judge's card keeps its text when saved."""

from __future__ import annotations

from pathlib import Path

from judge_app.cardtext import read
from judge_app.games import get_game
from judge_app.games.riftbound.library import TEXT_CARDS
from judge_app.ui.board import edits as E
from judge_app.ui.board.document import ScenarioDocument


def test_thirty_real_cards_with_text_each_read_in_full() -> None:
    assert len(TEXT_CARDS) >= 30
    for card in TEXT_CARDS:
        reading = read("riftbound", card["text"], card["types"])
        assert reading.full, (card["name"], reading.unread_lines())
        assert reading.abilities or reading.keywords, card["name"]


def test_a_text_card_from_the_library_gets_its_abilities_on_the_board(data_dir: Path) -> None:
    from judge_app.ui.board.card_library import CardLibrary

    game = get_game("riftbound")
    lib = CardLibrary(game)
    (ray,) = [t for t in lib.search("hkssx") if t.name == "海克斯射线"]  # pinyin initials
    assert lib.search("焚烧")[0].name == "焚烧"
    doc = ScenarioDocument.new(game)
    doc.execute(E.add_object(doc, "A.hand", ray.fields()))
    assert not doc.view.errors, doc.view.errors[:3]
    state = doc.view.state
    assert state is not None
    (card,) = [o for o in state.objects if o.name == "海克斯射线"]
    assert card.keywords == ["迅捷"]
    assert [e.model_dump(mode="json") for e in card.abilities[0].effects] == [
        {"type": "damage", "target": "chosen:battlefield", "amount": 3}]


def test_a_judges_card_keeps_its_text(data_dir: Path) -> None:
    from judge_app.ui.board.card_library import CardLibrary

    game = get_game("riftbound")
    CardLibrary(game).save_user_card({"name": "我的火球", "types": ["spell"], "text": "对一名单位造成3点伤害。"})
    (mine,) = [t for t in CardLibrary(game).search("wdhq") if t.name == "我的火球"]
    assert mine.user and mine.fields()["text"] == "对一名单位造成3点伤害。"
