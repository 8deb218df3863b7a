"""Known defects of the rule texts, checked against the rulebooks themselves (ids and wording come from the source
files in rulesdb/sources/, not from the profiles): each is flagged ``translation-defect`` and its note says what the
text should read. Also the glossary import errors found while checking the reported defects."""

from __future__ import annotations

import pytest

from rulesdb.models import FLAG_TRANSLATION_DEFECT
from rulesdb.store import load_rulebook

# (game, rule id, a phrase of the printed text that is wrong, a phrase the note must contain: the right reading or
# the rule it conflicts with)
DEFECTS = [
    # 309.3 twice names 主动牌手 where the blockers' controller, the defending player, is meant (309.1, 309.2)
    ("mtg", "309.3", "然后主动牌手重新宣告阻挡生物", "防御牌手"),
    # 420.5a: life "0" where 102.1 says 0 or less
    ("mtg", "420.5a", "生命值为0的牌手", "0 或更少"),
    # 306.2: the last sentence lost "that would have kept that creature from attacking or blocking"; as printed it
    # contradicts the same rule's first sentence (a destroyed creature leaves combat)
    ("mtg", "306.2", "使用咒语或异能都不会使该生物移出战斗", "不能攻击或阻挡"),
    # 502.21d: the second kicker cost's "[B]" is missing in both places it should appear (the forum ate [B] as a
    # bold tag), so "如果你支付增幅费用" reads like any kicker cost
    ("mtg", "502.21d", "和“如果你支付增幅费用”,A和B", "[B]"),
    # 206.2: 都布 is a typo of 都不 (set symbols before Exodus do not show rarity)
    ("mtg", "206.2", "都布表示稀有程度", "都不表示"),
    # 214.8g: the punctuation of the second half is scrambled
    ("mtg", "214.8g", "“附在”,在更多情况下。“结附”", "更多情况下称“结附”"),
    # 502.26a: 魔法力费用 is the same thing as the 法术力费用 of the same rule (mana cost)
    ("mtg", "502.26a", "支付其魔法力费用", "法术力费用"),
    # ga 2.2.5.4 says 低速 where fast speed is meant (1.2.2.1, 2.8.1.2.2: never slow for the non-turn player)
    ("ga", "2.2.5.4", "以低速激活卡牌", "高速"),
    # ga 1.6.4.2.5.3: 現實階段 does not exist; the materialize phase is 實現階段 (2.2.2)
    ("ga", "1.6.4.2.5.3", "現實階段", "實現階段"),
    # ga 2.1.1.5.4 and 2.1.1.6 call the memory zone 記憶區; everywhere else (2.1.5) it is 回憶區
    ("ga", "2.1.1.5.4", "記憶區", "回憶區"),
    ("ga", "2.1.1.6", "記憶區", "回憶區"),
    # ga 2.2.0.1.1: 從濟原質牌庫 is a typo of 從其原質牌庫
    ("ga", "2.2.0.1.1", "從濟原質牌庫", "從其原質牌庫"),
    # fftcg 11.4.3 prints the clause ",应宣布使用哪个效果。" twice
    ("fftcg", "11.4.3", "应宣布使用哪个效果。,应宣布使用哪个效果。", "两次"),
    # fftcg 3.1.1 vs 12.4.1: 6 or 7 damage in limited play
    ("fftcg", "3.1.1", "在限制赛中受到6点伤害", "12.4.1"),
    # eol 2.2.3.6.iii (attacker first) vs 2.3.4.1 (defender first): both sides carry the note
    ("eol", "2.2.3.6.iii", "优先结算进攻方", "2.3.4.1"),
    ("eol", "2.3.4.1", "以防守方优先于进攻方", "2.2.3.6"),
]


@pytest.mark.parametrize(("game", "rule_id", "printed", "note_says"), DEFECTS, ids=[f"{d[0]}:{d[1]}" for d in DEFECTS])
def test_known_defect_is_flagged_with_its_note(game: str, rule_id: str, printed: str, note_says: str) -> None:
    rule = load_rulebook(game).get(rule_id)
    assert rule is not None, f"{game}:{rule_id}"
    assert printed in rule.text, "the defect is in the text as printed; a note never rewrites it"
    assert FLAG_TRANSLATION_DEFECT in rule.flags
    assert any(note_says in note for note in rule.notes), rule.notes


def test_mtg_glossary_entry_the_translation_left_empty_says_so() -> None:
    """墓碑标记(Tombstone Icon) has no definition in either copy of the source (lines 1182 and 2395)."""
    entries = {g.term: g for g in load_rulebook("mtg").glossary}
    tombstone = entries["墓碑标记"]
    assert tombstone.definition == ""
    assert any("没有定义" in note for note in tombstone.notes)
    assert not any("没有定义" in note for note in entries["致命伤害"].notes)


def test_ga_glossary_entry_of_a_grouping_heading_is_not_its_first_subheading() -> None:
    """ga 1.7 卡牌類型 has only subheadings (1.7.1 勇士 … 1.7.8 超類型): the title 勇士 is not its definition."""
    book = load_rulebook("ga")
    entries = {(g.term, g.rule): g for g in book.glossary}
    card_types = entries[("卡牌類型", "1.7")]
    assert card_types.definition == ""
    assert any("1.7.1 勇士" in note and "1.7.8 超類型" in note for note in card_types.notes)
    assert entries[("勇士", "1.7.1")].definition == "勇士卡牌是初始位于原質牌庫的卡牌。"
    for entry in book.glossary:
        rule = book.get(entry.rule)  # type: ignore[arg-type]
        titles = {book.get(c).text for c in rule.children if book.get(c).kind in ("heading", "section")}  # type: ignore[union-attr]
        assert entry.definition not in titles, f"{entry.term}: definition is a subheading's title"
