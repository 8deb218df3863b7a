"""Typos and homophones (issue 32): a word no rulebook writes is searched as the one it writes that sounds the same,
and the results say so. The slips are input-method slips of the rulebooks' own terms; the guards are questions of
the judged sets that the first version of the corrector misread."""

from __future__ import annotations

import pytest

from rulesdb.search import Searcher
from rulesdb.search.typos import Correction, Corrector, corrections, fuzzy, windows


def _spans(tokens: list[str]) -> list[str]:
    text = "".join(tokens)
    return [text[a:b] for a, b, _ in windows(tokens)]


def test_windows_are_runs_of_single_characters_and_their_neighbours() -> None:
    assert _spans(["法术", "对", "绝"]) == ["法术对绝", "法术对", "对绝"]
    assert _spans(["自", "懂", "技能"]) == ["自懂技能", "懂技能", "自懂"]
    assert _spans(["先手", "抓牌"]) == []  # every word known: nothing to correct


def test_a_stretch_of_a_longer_run_is_marked() -> None:
    whole = {"".join(["手", "回", "谁"])[a:b]: w for a, b, w in windows(["手", "回", "谁"])}
    assert whole["手回谁"] and not whole["手回"]


def test_fuzzy_pinyin_folds_what_input_methods_fold() -> None:
    assert fuzzy("zheng") == fuzzy("zen") and fuzzy("lan") == fuzzy("nan") and fuzzy("jie") == "jie"


def test_a_candidate_differs_in_one_character_read_the_same() -> None:
    corrector = Corrector({"dong": "冻动", "jie": "结洁节", "zhuang": "装妆状壮"}, ["冻结", "王装", "动结结"])
    assert corrector.candidates("冻洁") == ["冻结"]
    assert corrector.candidates("动洁") == []  # two slips: not one word's typo
    assert corrector.candidates("王妆") == ["王装"]


def test_the_best_weighed_candidate_wins_and_windows_do_not_overlap() -> None:
    corrector = Corrector({"dong": "冻", "jie": "结洁"}, ["冻结"])
    found = corrections("冻洁", ["冻", "洁"], corrector, lambda typed, candidate, whole: 1.0)
    assert found == [(0, 2, Correction("冻洁", "冻结"))]
    assert corrections("冻洁", ["冻", "洁"], corrector, lambda *a: None) == []


SLIPS = [
    # fftcg 15.2.4.1 冻结为激活阶段修改规则的战场技能。 (the example)
    pytest.param("fftcg", "冻洁", "冻结", "fftcg:15.2.4", id="fftcg-dongjie"),
    pytest.param("fftcg", "冻洁的前锋能攻击吗", "冻结", "fftcg:15.2.4.2", id="fftcg-dongjie-question"),
    # eol 4.2.3 濒死状态:随从因战斗结算失败… (a slip inside a longer term)
    pytest.param("eol", "濒死壮态", "濒死状态", "eol:4.2.3", id="eol-binsi"),
    # riftbound 442.1 征服:玩家获得一处战场的控制权…
    pytest.param("riftbound", "正服", "征服", "riftbound:442.1", id="rb-zhengfu"),
    # mtg 216 衍生物 (its glossary entry: 一个衍生物是一个代表被咒语或异能产生,且位于场上的非牌永久物)
    pytest.param("mtg", "衍生屋", "衍生物", "mtg:216", id="mtg-yanshengwu"),
]


@pytest.mark.parametrize(("game", "query", "meant", "want"), SLIPS)
def test_a_slip_is_searched_as_the_rulebook_word(searcher: Searcher, game: str, query: str, meant: str,
                                                  want: str) -> None:
    found = searcher.results(query, games=[game], limit=5)
    assert [c.meant for c in found.corrections] == [meant] and meant in found.searched
    assert want in [i for h in found.hits[:3] for i in (h.id, *h.also)], [h.id for h in found.hits]


GUARDS = [
    ("fftcg", "挨了7点伤害就输了吗"),  # 伤害就 is no slip for 伤害区
    ("ga", "我控制着对面的盟友 被弹回手回谁手里"),  # 控制着 (a particle), 手回 (a stretch of 手回谁)
    ("riftbound", "组队的时候队友守住的战场算我的分吗"),  # 的分 is no slip for 得分
    ("mtg", "两个双倍伤害叠一起翻几倍"),  # 翻几 is no slip for 反击
    ("eol", "对方回合我能用道具卡吗"),
    ("riftbound", "闭环"),  # a term as typed
    ("fftcg", '"冻洁"'),  # quoted: searched as typed
]


@pytest.mark.parametrize(("game", "query"), GUARDS)
def test_a_question_is_searched_as_typed(searcher: Searcher, game: str, query: str) -> None:
    assert searcher.results(query, games=[game]).corrections == ()


def test_without_the_feature_nothing_is_corrected(searcher: Searcher) -> None:
    from rulesdb.search.searcher import FEATURES

    searcher.features = FEATURES - {"typos"}
    try:
        assert searcher.results("冻洁", games=["fftcg"]).hits == []
    finally:
        searcher.features = FEATURES
