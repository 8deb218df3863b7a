"""The mtg rulebook (万智牌完整规则, 2003 Legions): exact clean text of sample rules, structure, repairs, glossary."""

from __future__ import annotations

import re

import pytest

from rulesdb.models import Rulebook
from rulesdb.store import compile_rulebook

# The second copy of the document starts at this source line; the table of contents sits on lines 13–83.
SECOND_COPY = 1223
TOC = range(13, 84)


@pytest.fixture(scope="module")
def book() -> Rulebook:
    return compile_rulebook("mtg")


# (id, printed number, kind, exact clean text) — the printed shapes cover the glued and dotted forms.
SAMPLES = [
    ("1", "1.", "part", "游戏"),
    ("306", "306", "section", "战斗阶段"),
    ("400", "400", "section", "一般规则"),
    ("100.4", "100.4.", "rule", "没有最大套牌张数的限制。"),
    ("101.3", "101.3.", "rule", "决定先后之后,每个牌手拥有20点的生命值并且抓七张牌。"),
    (
        "300.5",
        "300.5",
        "rule",
        "当一个阶段或步骤开始时,所有指明在该阶段或步骤开始时触发的异能均进入堆叠。",
    ),
    ("305.2", "305.2", "rule", "行动阶段中没有步骤,因此当所有牌手在堆叠为空时连续让过便会结束。"),
    ("406.1c", "406.1.c", "item", "即使游戏状况不容许它产生法术力,法术力异能依然存在。"),
    (
        "214.8g",
        "214.8g.",
        "item",
        "被区域性结界所附着的永久物称为“受此结界的永久物”;而此结界是“附在”,在更多情况下。“结附”该永久物上。",
    ),
    ("212.2d", "212.2d", "item", "下列牌没有副种类:神器牌,瞬间牌和法术牌。"),
    ("420.5a", "420.5a", "item", "一位生命值为0的牌手输掉这场游戏。"),
    ("502.4a", "502.4a", "item", "飞行是一个躲避式异能。"),
    ("502.15p", "502.15p", "item", "同一个永久物上的多个时间跳跃异能是多余的。"),
    (
        "504.3",
        "502.3",
        "rule",
        "在任何时候,你都可以检视堆叠中由你操控之牌面朝下的咒语,或是由你操控之牌面朝下的永久物。你不能检视任何在其它区域"
        "中之牌面朝下的牌,或是由其它牌手操控之牌面朝下的永久物。使得永久物牌面朝下的牌或规则也可能允许该永久物的操控者将其"
        "翻回正面。咒语通常不能被翻回正面。",
    ),
    ("502.10i", "503.10i", "item", "同一个生物上的多个的结合异能是多余的。"),
]


@pytest.mark.parametrize(("rule_id", "printed", "kind", "text"), SAMPLES, ids=[s[0] for s in SAMPLES])
def test_sample_rules_exact(book: Rulebook, rule_id: str, printed: str, kind: str, text: str) -> None:
    rule = book.get(rule_id)
    assert rule is not None, rule_id
    assert rule.id == rule_id
    assert rule.printed == printed
    assert rule.kind == kind
    assert rule.text == text


def test_rule_with_an_example(book: Rulebook) -> None:
    rule = book.get("214.7a")
    assert rule is not None
    assert rule.text == "如果一张牌的叙述需要选择一种生物的副种类时,你必须选择一个唯一的,已有的生物类别。"
    assert rule.examples == [
        "例如:“人鱼”或“法术师”可以接受,但“人鱼/法术师”则不行。“神器”,“对手”、“沼泽”或“卡车”等词不能被选择,"
        "因为它们不是生物类别。"
    ]
    # 举例: is an example marker too, and two examples in a row stay two
    examples = book.get("503.8").examples  # type: ignore[union-attr]
    assert [e[:30] for e in examples] == [
        "举例:Vesuvan Doppelganger作为变色精灵的",
        "举例:Vesuvan Doppelganger作为狩猎召集人",
    ]


def test_paragraph_after_an_example_is_rule_text(book: Rulebook) -> None:
    rule = book.get("410.10d")
    assert rule is not None
    assert rule.text.endswith("它只能在牌离场后所到的第一个游戏区找那张牌。")
    assert rule.examples[0].endswith("它的异能仍会触发两次。")


def test_every_printed_rule_survives_once(book: Rulebook) -> None:
    with open(book_source(), encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    numbered = [no for no, line in enumerate(lines[83:723], start=84) if re.match(r"\d", line)]
    assert sorted(r.lines[0] for r in book.rules) == numbered
    ids = [r.id for r in book.rules]
    assert len(ids) == len(set(ids))
    assert not [i for i in ids if "-" in i]
    assert all(r.lines[1] < SECOND_COPY for r in book.rules)
    assert not [r.id for r in book.rules if r.lines[0] in TOC]
    assert book.dropped["table of contents"] == 71


def book_source() -> str:
    from rulesdb.paths import SOURCES_DIR

    return str(SOURCES_DIR / "004_345700132c5af25c.txt")


def test_structure(book: Rulebook) -> None:
    kinds = {k: sum(1 for r in book.rules if r.kind == k) for k in ("part", "section", "rule", "item")}
    assert kinds == {"part": 5, "section": 66, "rule": 256, "item": 258}
    assert book.get("100").parent == "1"  # type: ignore[union-attr]
    assert book.get("505").parent == "5"  # type: ignore[union-attr]
    assert book.get("100.1").parent == "100"  # type: ignore[union-attr]
    assert book.get("100.1a") is None
    assert book.get("217.1a").parent == "217.1"  # type: ignore[union-attr]
    assert [r.id for r in book.roots()] == ["1", "2", "3", "4", "5"]
    assert book.children("504")[0].id == "504.1"


def test_misplaced_face_down_section_is_504(book: Rulebook) -> None:
    section = book.get("504")
    assert section is not None and section.printed == "502" and section.text == "牌面朝下的咒语和永久物"
    assert "renumbered" in section.flags
    assert any(r.kind == "renumbered" and r.after == "504.1" for r in book.get("504.1").repairs)  # type: ignore[union-attr]
    # the real 502.1 keeps its own text
    assert book.get("502.1").text.startswith("大部分的生物异能")  # type: ignore[union-attr]


def test_no_open_findings(book: Rulebook) -> None:
    assert [f for f in book.findings if f.status == "open"] == []


@pytest.mark.parametrize(
    ("rule_id", "raw", "target"),
    [
        ("308.3", "规则4.22", "mtg:422"),
        ("309.3", "规则4022", "mtg:422"),
        ("212.2", "规则212.c", "mtg:212.2c"),
        ("300.3", "规则314.b", "mtg:314.1b"),
        ("411.1", "规则4.8.2e", "mtg:408.2e"),
        ("421.4", "规则1.2.6", "mtg:102.6"),
        ("205.1", "~215", "mtg:215"),
        ("409.1g", "409.1a", "mtg:409.1a"),
    ],
)
def test_references(book: Rulebook, rule_id: str, raw: str, target: str) -> None:
    refs = {r.raw: r for r in book.get(rule_id).refs}  # type: ignore[union-attr]
    assert refs[raw].target == target and refs[raw].resolved


def test_translation_defects(book: Rulebook) -> None:
    for rule_id, word in (("309.3", "防御牌手"), ("420.5a", "0 或更少"), ("420.5c", "大于或等于")):
        rule = book.get(rule_id)
        assert rule is not None and "translation-defect" in rule.flags
        assert any(word in note for note in rule.notes)


def test_glossary(book: Rulebook) -> None:
    entries = {g.term: g for g in book.glossary}
    assert 200 <= len(book.glossary) <= 220
    lethal = entries["致命伤害"]
    assert lethal.aliases == ["Lethal Damage"]
    assert (
        lethal.definition
        == "致命伤害是一个大于零且大于或等于生物的防御力的一个伤害量。一个受到致命伤害的生物会被消灭。"
        "这是一个依状态而生的效应。"
    )
    assert entries["伤害"].rule == "420"  # cited as 规则4.20
    assert entries["坟场"].rule == "217"  # cited as 规则2017
    assert entries["飞行"].rule == "502.4"
    assert entries["替代费用"].aliases == ["Alternative Cost"]
    assert entries["Y,Z"].definition == "见X。"
    assert entries["操控/操控者"].aliases == ["操控", "操控者", "Control, Controller", "Control", "Controller"]
    assert "Mono Artifact" in entries  # the Chinese term is lost ('??') in the source
    # a glossary is not rules
    assert book.get("名词解释") is None and all(r.lines[0] < 724 for r in book.rules)
