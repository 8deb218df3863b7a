"""Definition first for a bare term (issue 32): a term typed alone, or asked about (闭环是什么), ranks the rule that
defines it first, then its heading, then the headings of its sub-kinds and the rules that use it. Each case quotes
the rule text it was written from."""

from __future__ import annotations

import pytest

from rulesdb.search import Searcher
from rulesdb.search.definitions import LOOSE, MEDIUM, STRONG, SUBJECT, TITLE, Term, defines, tier
from rulesdb.search.normalize import norm


@pytest.mark.parametrize(
    ("text", "term", "level"),
    [
        ("如果结算链存在,则视为回合处于闭环状态。", "闭环", MEDIUM),  # riftbound 309.1
        ("正在进行自己的回合的玩家称为回合玩家,另一方称为非回合玩家。", "回合玩家", STRONG),  # fftcg 6.1.3
        ("执行“给予玩家N点伤害”的行动,叫做伤害处理。", "伤害处理", STRONG),  # fftcg 6.5.1
        ("规则流程指满足特定条件时产生的游戏中的处理。", "规则流程", STRONG),  # fftcg 12.1
        ("种类即卡牌的分类。", "种类", STRONG),  # fftcg 6.6.1
        ("唯一是一種超類型,其規定玩家在任何時候在場上都只能控制一個", "唯一", MEDIUM),  # ga 1.7.8.2
        ("一张牌的总法术力费用是法术力费用的总和", "总法术力费用", LOOSE),  # mtg 203.3
        ("再生:当该随从进入濒死状态时,使其复活", "再生", STRONG),  # eol 4.2.10
        ("损毁区是公开区域。", "损毁区", LOOSE),  # fftcg 7.10.2: a statement about the zone, not what it is
        ("回憶費用需要隨機從回憶區中放逐卡牌。", "回忆费用", SUBJECT),  # ga 2.3.3.2
    ],
)
def test_the_ways_a_rulebook_defines_a_term(text: str, term: str, level: int) -> None:
    assert defines(norm(text), (term,)) == level


@pytest.mark.parametrize(
    ("text", "term"),
    [
        ("普通闭环:未进行法术对决,但存在结算链。", "闭环"),  # riftbound 310.2 defines 普通闭环, not 闭环
        ("拥有勇气技能的前锋即使进行攻击也不会被休止。", "前锋"),  # fftcg 15.2.1.2: 即使 is no definition
        ("玩家指定一个目标。", "玩家"),  # 指定 is no definition either
    ],
)
def test_what_is_not_a_definition(text: str, term: str) -> None:
    assert defines(norm(text), (term,)) in (None, SUBJECT)


def test_a_heading_comes_after_the_rule_defining_its_term() -> None:
    term = Term(("伤害处理",))
    heading = tier(term, "伤害处理", "伤害处理", glossary=False, heading=True, default=TITLE)
    rule = tier(term, norm("执行“给予玩家N点伤害”的行动,叫做伤害处理。"), "", glossary=False, heading=False, default=60)
    assert rule < heading == TITLE


def test_another_name_ranks_after_the_typed_one() -> None:
    term = Term(("行动状态",), ("重置",))
    by_other = tier(term, "重置: 将休止状态的角色变更为行动状态的行为称为重置", "重置", glossary=True, heading=False,
                    default=TITLE)
    typed = tier(term, norm("将卡牌纵向放置的状态叫做行动状态"), "", glossary=False, heading=False, default=60)
    assert typed < by_other


CASES = [
    # riftbound 309.1 如果结算链存在,则视为回合处于闭环状态。 (before: 普通闭环 / 法术对决闭环 first, 309.1 at rank 9)
    pytest.param("riftbound", "闭环", "riftbound:309.1", id="rb-309.1"),
    pytest.param("riftbound", "闭环是什么", "riftbound:309.1", id="rb-309.1-asked"),
    # riftbound 304 回合玩家指的是当前正在进行回合的玩家。
    pytest.param("riftbound", "回合玩家", "riftbound:304", id="rb-304"),
    # fftcg 6.5.1 执行“给予玩家N点伤害”的行动,叫做伤害处理。 (its heading 6.5 伤害处理 second)
    pytest.param("fftcg", "伤害处理", "fftcg:6.5.1", id="fftcg-6.5.1"),
    # ga 1.7.8.3 王裝是一種超類型,其規定卡牌必須初始位于原質牌庫中。 (before: its sub-rules first)
    pytest.param("ga", "王装", "ga:1.7.8.3", id="ga-1.7.8.3"),
]


@pytest.mark.parametrize(("game", "query", "want"), CASES)
def test_the_defining_rule_comes_first(searcher: Searcher, game: str, query: str, want: str) -> None:
    hits = searcher.search(query, games=[game], limit=5)
    assert hits and want in (hits[0].id, *hits[0].also), [h.id for h in hits]


def test_a_glossary_definition_and_the_defining_rule_lead(searcher: Searcher) -> None:
    # mtg 214.1 永久物是指会持续留在场上的牌或衍生物。 The glossary entry 永久物, filed under section 214, defines it
    # too: the two lead, the entry first.
    assert [h.id for h in searcher.search("永久物", games=["mtg"], limit=2)] == ["mtg:214", "mtg:214.1"]


def test_a_heading_named_by_the_term_still_comes_first_when_nothing_defines_it(searcher: Searcher) -> None:
    # fftcg 7.10 损毁区 (7.10.1 describes the zone without naming it; 7.10.2 损毁区是公开区域 only states a property)
    hits = searcher.search("损毁区", games=["fftcg"], limit=3)
    assert hits[0].id == "fftcg:7.10"


def test_a_question_is_not_a_term(searcher: Searcher) -> None:
    # ga 2.1.2.4 勇士卡牌和王装卡牌不能存在于主牌库。 — a question about 王装 keeps its answer first
    hits = searcher.search("王装能放进主牌库吗", games=["ga"], limit=3)
    assert hits[0].id == "ga:2.1.2.4"
