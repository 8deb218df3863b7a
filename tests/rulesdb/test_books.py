"""Acceptance tests over the whole shipped database: clean text, exact samples, structure, repairs."""

from __future__ import annotations

import re

import pytest

from rulesdb.importer.validate import NOISE_PATTERNS
from rulesdb.store import GAMES, load_rulebook

FORUM_OR_SITE = re.compile(
    r"IP属地|回复|只看楼主|楼主|关注:|贴子|散文網|會員登陸|我要投稿|分享到|的評論|最美情侣|注册$"
)


@pytest.mark.parametrize("game", GAMES)
def test_no_leftover_noise_in_clean_text(game: str) -> None:
    book = load_rulebook(game)
    # A person explained these (riftbound 439.1.d.5: the space in the card name 凯特琳 守望者 is real).
    explained = {f.rule for f in book.findings if f.code == "noise" and f.status == "explained"}
    for rule in book.rules:
        for text in (rule.text, *rule.examples):
            for why, pattern in NOISE_PATTERNS:
                if rule.id not in explained:
                    assert not pattern.search(text), f"{rule.cite}: {why}: {text[:60]!r}"
            assert not FORUM_OR_SITE.search(text), f"{rule.cite}: forum/site line: {text[:60]!r}"


@pytest.mark.parametrize("game", GAMES)
def test_every_finding_is_repaired_or_explained(game: str) -> None:
    book = load_rulebook(game)
    still_open = [f"{f.code} {f.rule}: {f.message}" for f in book.findings if f.status == "open"]
    assert still_open == []


@pytest.mark.parametrize("game", GAMES)
def test_ids_unique_and_tree_consistent(game: str) -> None:
    book = load_rulebook(game)
    ids = [r.id for r in book.rules]
    assert len(ids) == len(set(ids))
    for rule in book.rules:
        assert rule.lines[0] <= rule.lines[1]
        assert rule.raw.strip(), rule.cite
        if rule.parent is not None:
            assert rule.id in book.get(rule.parent).children  # type: ignore[union-attr]
        for child in rule.children:
            assert book.get(child).parent == rule.id  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("cite", "text"),
    [
        ("fftcg:3.1.1", "如有玩家在构筑赛中受到7点伤害,或在限制赛中受到6点伤害时,游戏以该玩家失败而结束。"),
        ("fftcg:6.5.3", "通过本次伤害处理,第N次将卡牌放入伤害区时,伤害处理结束。否则返回6.5.2,按步骤操作。"),
        ("riftbound:322.1", "如果某名玩家的分数达到胜利得分,则该玩家获胜。"),
        (
            "riftbound:310.1.a",
            "默认状态下,玩家仅可在其回合处于普通开环状态、且自己拥有优先行动权时,才可打出卡牌或激活技能。",
        ),
        (
            "riftbound:450.1.a",
            "本效果层负责处理为游戏物体提供、移除或替换自有特质的效果。 名称、超类型、类型、标签、控制者、费用、特性",
        ),
        ("eol:2.1.2.1.b", "先手玩家的第一回合不抽牌。"),
        ("eol:2.2.2.2", "属性克制:\n火=>草=>水=>火,光与暗目前与各属性都不存在克制关系。"),
        (
            "eol:4.2.9",
            "再动:当该随从攻击对方随从并成功破坏对方随从后,可再次攻击一个目标(可以是对方英雄),每回合最多触发1次。",
        ),
        (
            "ga:1.3.3",
            "首回合玩家必須將其選定的0級靈體(Spirit)勇士從其原質牌庫中以正面朝上的重置狀態放置入場,并處理此勇士的入場能力。",
        ),
        ("ga:1.1.2.1", "如果某個游戲狀態導致雙人游戲的雙方同時輸掉游戲,那游戲結果會被劃定為雙方的平局。"),
        ("ga:2.2.7.0.1", "在戰斗宣言后,游戲將立即視為在戰斗階段內。"),
    ],
)
def test_exact_clean_text(cite: str, text: str) -> None:
    game, rule_id = cite.split(":", 1)
    rule = load_rulebook(game).get(rule_id)
    assert rule is not None, cite
    assert rule.text == text


@pytest.mark.parametrize(
    ("cite", "printed", "text_start"),
    [
        ("fftcg:7.9.2", "7.9.1.", "卡组是非公开区域"),  # duplicate number; the second is 7.9.2
        ("fftcg:7.12.3", "7.13.3.", "堆叠区记录着"),  # wrong parent
        ("fftcg:11.6.2.3", "11.6.2.2.3.", "如果发动条件中指定将角色休止"),  # one level too deep
        ("riftbound:450.3.c.1.a", "450.3.d.1.", "对战力的正值"),  # broken sub-numbering
        ("riftbound:450.3.c.2", "450.3.e.2.", "减值"),
    ],
)
def test_misnumbered_rules_are_renumbered_with_printed_number_kept(cite: str, printed: str, text_start: str) -> None:
    game, rule_id = cite.split(":", 1)
    rule = load_rulebook(game).get(rule_id)
    assert rule is not None
    assert rule.printed == printed
    assert rule.text.startswith(text_start)
    assert "renumbered" in rule.flags
    assert any(r.kind == "renumbered" and r.detail for r in rule.repairs)


def test_eol_ids_are_synthesized_positionally() -> None:
    book = load_rulebook("eol")
    assert [c for c in book.get("2.1.2").children] == ["2.1.2.1", "2.1.2.2", "2.1.2.3", "2.1.2.4"]  # type: ignore[union-attr]
    assert book.get("2.1.2.3").children == [f"2.1.2.3.{x}" for x in "abcdef"]  # type: ignore[union-attr]
    assert book.get("2.1.3.a").parent == "2.1.3"  # type: ignore[union-attr]
    assert book.get("2.2.3.6").children == ["2.2.3.6.i", "2.2.3.6.ii", "2.2.3.6.iii"]  # type: ignore[union-attr]
    assert "synthesized-id" in book.get("2.1.2.1.b").flags  # type: ignore[union-attr]
    assert book.get("2.1.2").printed == "2.1.2"  # type: ignore[union-attr]
    assert book.get("再生").id == "4.2.10"  # type: ignore[union-attr]  # glossary term as alias


def test_riftbound_flat_numbers_are_adopted_by_their_headings() -> None:
    book = load_rulebook("riftbound")
    assert book.get("302").parent == "301"  # type: ignore[union-attr]
    assert book.get("301").parent == "300"  # type: ignore[union-attr]
    assert book.get("334").parent == "331"  # type: ignore[union-attr]
    assert book.get("315.1.a").parent == "315.1"  # type: ignore[union-attr]


def test_riftbound_references_into_missing_ranges_are_not_in_this_document() -> None:
    rule = load_rulebook("riftbound").get("303.2.a")
    assert rule is not None
    (ref,) = rule.refs
    assert ref.target == "riftbound:375" and not ref.resolved and ref.note == "not in this document"


def test_ga_preamble_rules_hang_under_their_section_and_references_are_corrected() -> None:
    book = load_rulebook("ga")
    assert book.get("2.2.7.0.1").parent == "2.2.7"  # type: ignore[union-attr]
    refs = {r.raw: r for r in book.get("2.6.7.1").refs}  # type: ignore[union-attr]
    assert refs["參見2.2.8"].target == "ga:2.2.7" and refs["參見2.2.8"].note
    shield = book.get("2.9.1.6").refs[0]  # type: ignore[union-attr]
    assert shield.target == "ga:2.9.1.4"


def test_ga_damaged_rules_are_marked_reconstructed() -> None:
    book = load_rulebook("ga")
    rule = book.get("1.1.2.1")
    assert rule is not None
    assert "reconstructed" in rule.flags
    assert any(r.kind == "gbk-byte-shift" and r.before and r.after for r in rule.repairs)
    assert sum("reconstructed" in r.flags for r in book.rules) >= 35


def test_known_translation_defects_carry_notes() -> None:
    assert load_rulebook("fftcg").get("3.1.1").notes  # type: ignore[union-attr]
    ga = load_rulebook("ga")
    assert "translation-defect" in ga.get("2.2.5.4").flags  # type: ignore[union-attr]
    assert "empty" in ga.get("2.3.2.5").flags  # type: ignore[union-attr]


def test_fftcg_table_of_contents_and_forum_posts_are_not_rules() -> None:
    book = load_rulebook("fftcg")
    assert book.dropped["table of contents"] == 16
    assert [r.id for r in book.roots()] == [str(n) for n in range(1, 16)]


@pytest.mark.parametrize("game", GAMES)
def test_glossary_entries_point_at_existing_rules(game: str) -> None:
    book = load_rulebook(game)
    assert book.glossary, game
    for entry in book.glossary:
        assert entry.term.strip()
        if entry.rule is not None:
            assert entry.rule in book, f"{game}: {entry.term} → {entry.rule}"


def test_mtg_glossary_entries_carry_their_tags_and_the_lethal_damage_contradiction() -> None:
    entries = {g.term: g for g in load_rulebook("mtg").glossary}
    assert any("大于或等于" in n for n in entries["伤害"].notes)
    assert entries["致命伤害"].notes
    assert entries["召唤失调"].notes == ["原文标注为废弃的术语。"]
