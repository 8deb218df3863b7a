"""Ranking among candidates that share the question's words (issue 19, search5), written from the rule texts before
the code.

A colloquial question shares characters with the rule that answers it even where the words differ (挡住 / 阻挡,
没被 / 未被, 看 / 查看); a negation or a modal in the question is the same question whichever way the rule answers
(没 / 未 / 无 / 不, 能 / 可以 / 不可以 / 无法). Each question below is written from the rule it expects, quoting it.
"""

from __future__ import annotations

import pytest

from rulesdb.search import Searcher
from rulesdb.search.evidence import char_share, content_chars
from rulesdb.search.normalize import norm
from rulesdb.search.searcher import _DEFINES, _asks_definition
from tests.search.search_fixtures import rank_of

# --- the character evidence ---------------------------------------------------------------------------------


def test_negations_are_one_character_class() -> None:
    # mtg 310.1b 未被阻挡的生物会对防御牌手造成它所有的战斗伤害: the question says 没被 and 挡住.
    asked = content_chars(norm("没被挡住的伤害"))
    assert char_share(asked, content_chars(norm("未被阻挡的生物会对防御牌手造成它所有的战斗伤害"))) >= 0.8
    assert content_chars(norm("没有")) == content_chars(norm("无")) | content_chars(norm("有"))


def test_modals_are_one_character_class() -> None:
    # ga 2.1.8.2 玩家任何时刻都不可以查看其他玩家手中的卡牌: 能 in the question, 可以 in the rule.
    assert content_chars(norm("能")) <= content_chars(norm("不可以"))


def test_filler_characters_are_not_evidence() -> None:
    assert not content_chars(norm("的了吗呢吧啊"))
    assert char_share(frozenset(), content_chars(norm("任何规则"))) == 0.0


def test_traditional_and_simplified_characters_agree() -> None:
    assert content_chars(norm("查看手牌")) == content_chars(norm("查看手牌"))
    assert char_share(content_chars(norm("看手牌")), content_chars(norm("不可以查看其他玩家手中的卡牌"))) == 1.0


# --- questions written from the rule texts -----------------------------------------------------------------

# 310.1b (rank 9) and 2.5.1.5.4 (rank 2) were strict xfails until the questions each rule answers were indexed
# (rulesdb.search.asked): their own questions say 没人挡 and 听谁的.
CASES = [
    # mtg 310.1b 未被阻挡的生物会对防御牌手造成它所有的战斗伤害。
    pytest.param("mtg", "没人挡的生物伤害打谁", "mtg:310.1b", 3, id="mtg-310.1b-unblocked"),
    # riftbound 322.4 战场如果未被单位占领且不处于争夺状态,则其变为未受控制状态。
    pytest.param("riftbound", "战场上没单位了归谁控制", "riftbound:322.4", 3, id="rb-322.4-uncontrolled"),
    # ga 2.5.1.5.4 对于此类互相矛盾的效果,"能"无法覆盖"不能",即使赋予许可的效果较新。
    pytest.param("ga", "能和不能冲突时听哪个", "ga:2.5.1.5.4", 1, id="ga-2.5.1.5.4-can-vs-cannot"),
    # guards (right before this round; must stay right):
    # ga 2.6.1.3 没有力量属性或力量属性为0或更低的单位无法执行攻击。
    pytest.param("ga", "没有力量的单位能不能攻击", "ga:2.6.1.3", 1, id="ga-2.6.1.3-no-power"),
    # fftcg 7.9.2 卡组是非公开区域。放置在此处的卡牌任何玩家都不能看到,也无法更改放置顺序。
    pytest.param("fftcg", "卡组里的牌能看吗", "fftcg:7.9.2", 1, id="fftcg-7.9.2-deck-hidden"),
    # fftcg 7.8.3 伤害区是公开区域。放置在此处的卡牌所有玩家都可以看到,但是放置顺序无法更改。
    pytest.param("fftcg", "伤害区的牌大家都能看吗", "fftcg:7.8.3", 1, id="fftcg-7.8.3-damage-zone-public"),
    # eol 4.2.7 被动技:英雄或唤醒的随从始终会生效的技能,沉睡的随从无法生效。
    pytest.param("eol", "沉睡的随从被动技还有效吗", "eol:4.2.7", 1, id="eol-4.2.7-sleeping-passive"),
    # eol 2.1.2.3.e …在本回合刚被唤醒的随从无法攻击对方英雄。
    pytest.param("eol", "刚唤醒的随从能打英雄吗", "eol:2.1.2.3.e", 1, id="eol-2.1.2.3.e-just-woken"),
    # mtg 409.4 牌手不可以使用被某种效应禁止的咒语或异能。
    pytest.param("mtg", "被禁止的咒语还能用吗", "mtg:409.4", 1, id="mtg-409.4-forbidden"),
    # mtg 414.2 咒语或异能被反击后,任何已支付费用均"不会偿还"给使用该咒语或异能的牌手。
    pytest.param("mtg", "被反击的咒语费用还退吗", "mtg:414.2", 1, id="mtg-414.2-refund"),
    # riftbound 420.3.c 移动不涉及结算链,也无法被其他人反应。
    pytest.param("riftbound", "移动能被反应吗", "riftbound:420.3.c", 1, id="rb-420.3.c-move-reaction"),
    # fftcg 4.4 无法界定的数值都视作0处理。
    pytest.param("fftcg", "算不出来的数值当多少", "fftcg:4.4", 1, id="fftcg-4.4-undefined-value"),
]


@pytest.mark.parametrize(("game", "query", "want", "within"), CASES)
def test_a_question_finds_the_rule_it_was_written_from(
    searcher: Searcher, game: str, query: str, want: str, within: int
) -> None:
    rank = rank_of(searcher, query, game, want)
    assert rank is not None and rank <= within, (query, rank)


def test_may_i_see_the_opponents_memory(searcher: Searcher) -> None:
    # ga 2.1.5.4 玩家任何时刻都不可以查看其他玩家回忆区中的卡牌。(search6: ga's variant pair 对手 / 其他玩家;
    # a group across games made the bigram 玩家 of 其他玩家 count as 对手 in every rule: ga 1.4.2.1 lost its rank)
    assert rank_of(searcher, "能看对手回忆区的牌吗", "ga", "ga:2.1.5.4") == 1


# --- definitions below statements (written with the code, from the rule texts) ------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "手牌(區)是指玩家抽取并持有在手中并且可以隨時查看的卡牌所在的區域。",  # ga 2.1.8.1
        "获胜得分:玩家或队伍获胜需要获得的分数。",  # riftbound 456.3
        "召回是指:将一张常驻牌在不使用移动的情况下从任意位置转移至其所属基地。",  # riftbound 429
    ],
)
def test_a_definition_is_recognised(text: str) -> None:
    assert _DEFINES.search(norm(text))


@pytest.mark.parametrize(
    "text",
    [
        "玩家任何時刻都不可以查看其他玩家手中的卡牌。",  # ga 2.1.8.2
        "如果某名玩家的分数达到胜利得分,则该玩家获胜。",  # riftbound 322.1
        "未被阻挡的生物会对防御牌手造成它所有的战斗伤害。",  # mtg 310.1b
    ],
)
def test_a_statement_is_not_a_definition(text: str) -> None:
    assert not _DEFINES.search(norm(text))


def test_a_question_about_a_meaning_or_a_count_keeps_definitions() -> None:
    assert _asks_definition(norm("什么是召回"))
    assert _asks_definition(norm("几分能赢"))  # riftbound 456.3 获胜得分:… states what the count is
    assert not _asks_definition(norm("能偷看对手手牌吗"))


DEFINITION_GUARDS = [
    # ga 2.1.2.4 勇士卡牌和王装卡牌不能存在于主牌库。 (2.1.2.1 defines the zone)
    pytest.param("ga", "王装能放进主牌库吗", "ga:2.1.2.4", id="ga-2.1.2.4"),
    # ga 2.1.3.2 在游戏中的任何时刻,玩家都可以查看自己的原质牌库。 (2.1.3.1 defines the zone)
    pytest.param("ga", "原质牌库随时能看吗", "ga:2.1.3.2", id="ga-2.1.3.2"),
    # riftbound 431 装备可以被召回。 (429 defines 召回)
    pytest.param("riftbound", "装备会被召回吗", "riftbound:431", id="rb-431"),
]


@pytest.mark.parametrize(("game", "query", "want"), DEFINITION_GUARDS)
def test_a_question_gets_the_statement_before_the_definition(
    searcher: Searcher, game: str, query: str, want: str
) -> None:
    assert rank_of(searcher, query, game, want) == 1


# --- spoken negations and A-not-A questions (written from the rule texts) -----------------------------------


def test_an_a_not_a_question_asks_about_the_verb_once() -> None:
    from rulesdb.search import searcher as module

    assert module._A_NOT_A.sub(r"\1", "费用退不退") == "费用退"
    assert module._A_NOT_A.sub(r"\1", "给没给") == "给"
    assert module._A_NOT_A.sub(r"\1", "算不一样") == "算不一样"  # no repetition: no question form


def test_spoken_negations_reach_the_written_ones() -> None:
    from rulesdb.search import searcher as module

    assert "未" in module.NEGATION_FORMS["没"] and "无" in module.NEGATION_FORMS["没有"]
    assert "未被" in module.NEGATION_FORMS["没被"]


NEGATION_CASES = [
    # ga 2.4.4.3 如果限定或组合限定未被满足,则在所有区域中,与此等级限定相关的任何能力或规则文本都会被无视。
    pytest.param("ga", "没被满足的限定还生效吗", "ga:2.4.4.3", id="ga-2.4.4.3-unmet"),
    # fftcg 2.3 若有任何指示无法执行,则略过该指示。
    pytest.param("fftcg", "执行不了的指示跳不跳过", "fftcg:2.3", id="fftcg-2.3-skip"),
    # mtg 409.4 牌手不可以使用被某种效应禁止的咒语或异能。
    pytest.param("mtg", "被禁止的咒语用不用得了", "mtg:409.4", id="mtg-409.4-a-not-a"),
    # eol 4.2.1 …沉睡状态的随从不可主动发起攻击…
    pytest.param("eol", "沉睡的随从攻不攻击得了", "eol:4.2.1", id="eol-4.2.1-a-not-a"),
]


@pytest.mark.parametrize(("game", "query", "want"), NEGATION_CASES)
def test_a_negated_question_finds_the_rule(searcher: Searcher, game: str, query: str, want: str) -> None:
    assert rank_of(searcher, query, game, want) == 1


def test_coverage_is_stricter_for_spelled_keys_than_for_chinese_words() -> None:
    from rulesdb.search import searcher as module
    from rulesdb.search.vocabulary import Concept

    chinese = [Concept("伤害", (("伤害", 1.0),)), Concept("打", (("打", 1.0),))]
    spelled = [Concept("hudun", (("hudun", 1.0),)), Concept("shi", (("shi", 1.0),))]
    p = module.DEFAULT
    assert module._coord(p, spelled) > module._coord(p, chinese) > 0
