from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulesdb.search.query import MAX_QUERY_CHARS, parse


def test_scopes_phrases_exclusions() -> None:
    q = parse('mtg: ga: 法术力 "状态检视" -衍生物')
    assert q.games == ("mtg", "ga")
    assert q.text == ("法术力",) and q.phrases == ("状态检视",) and q.excluded == ("衍生物",)


@pytest.mark.parametrize(
    ("raw", "games", "ids"),
    [
        ("502.9b", (), ("502.9b",)),
        ("mtg 502.9b", ("mtg",), ("502.9b",)),
        ("ga:2.2.7", ("ga",), ("2.2.7",)),
        ("riftbound:315.2.a.1.", ("riftbound",), ("315.2.a.1",)),
    ],
)
def test_rule_numbers_jump(raw: str, games: tuple[str, ...], ids: tuple[str, ...]) -> None:
    q = parse(raw)
    assert q.games == games and q.ids == ids and q.only_ids


@pytest.mark.parametrize(
    ("raw", "ids"),
    [
        ("CR 502.9b", ("502.9b",)),
        ("第502.9b条", ("502.9b",)),
        ("502。9b", ("502.9b",)),
        ("502 9 b", ("502.9.b",)),
        ("420-5g", ("420.5g",)),
        ("502.9(b)", ("502.9.b",)),
        ("315.4b1", ("315.4b1",)),
        ("2.2.3.6 iii", ("2.2.3.6.iii",)),
        ("规则 322.1", ("322.1",)),
    ],
)
def test_every_typed_form_of_a_number_is_a_jump(raw: str, ids: tuple[str, ...]) -> None:
    q = parse(raw)
    assert q.ids == ids and q.only_ids


def test_spaces_and_hyphens_make_a_number_only_when_the_query_is_one() -> None:
    q = parse("受到 2 3 点伤害")
    assert q.ids == () and q.text == ("受到", "2", "3", "点伤害")
    assert parse("伤害 420-5g").ids == () and parse("-1/-1 指示物").ids == ()


def test_a_number_no_rule_has_is_kept_to_be_searched_as_text() -> None:
    q = parse("1v1")
    assert q.ids == ("1v1",) and q.typed == ("1v1",)


def test_integer_inside_a_sentence_is_text_not_a_jump() -> None:
    q = parse("受到 7 点伤害")
    assert q.ids == () and "7" in q.text


def test_lone_game_name_is_a_word_and_negative_counters_are_not_exclusions() -> None:
    assert parse("ga").text == ("ga",) and parse("ga").games == ()
    assert parse("-1/-1 指示物").excluded == ()


def test_traditional_and_fullwidth_queries_are_normalized() -> None:
    q = parse("「結算鏈」　ＭＴＧ：法術力")
    assert q.phrases == ("结算链",) and q.games == ("mtg",) and q.text == ("法术力",)


@pytest.mark.parametrize("raw", ["", "   ", "？！。，", "-", '""', "x" * (MAX_QUERY_CHARS + 1), "mtg:"])
def test_unusable_queries_are_empty(raw: str) -> None:
    assert parse(raw).empty


@given(st.text(st.characters(exclude_categories=[]), max_size=300))
def test_parse_never_raises(raw: str) -> None:
    parse(raw)
