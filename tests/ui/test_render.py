"""Rule pages as rich text: links, dangling references, glossary terms, badges, source lines."""

from __future__ import annotations

import doctest

import pytest

from judge_app.ui import citation, history
from judge_app.ui.render import Renderer, siblings
from rulesdb.models import GlossaryEntry, Manifest, Ref, Repair, Rule, Rulebook


def _rule(rid: str, text: str, parent: str | None = None, children: list[str] | None = None, **kw) -> Rule:  # type: ignore[no-untyped-def]
    return Rule(game="riftbound", id=rid, printed=rid, kind="rule", text=text, parent=parent,
                children=children or [], lines=(3, 4), raw=f"{rid}. {text}", **kw)


@pytest.fixture
def book() -> Rulebook:
    manifest = Manifest(game="riftbound", title="符文战场核心规则", short_title="符文战场", edition="e",
                        source_file="003.txt", ranges=["300–345"])
    rules = [
        _rule("303", "回合", children=["303.1", "303.2", "303.3"]),
        _rule("303.1", "当你激活技能时, 见规则303.3。", "303",
              refs=[Ref(raw="规则303.3", printed_target="303.3", target="riftbound:303.3", resolved=True)]),
        _rule("303.2", "触发式技能请查阅规则375。<b>不是标签</b>", "303",
              refs=[Ref(raw="规则375", printed_target="375", target="375", resolved=False,
                        note="not in this document")]),
        _rule("303.3", "重建的文字: 玩家获得法力。", "303", flags=["reconstructed", "repaired"],
              repairs=[Repair(kind="gbk-byte-shift", detail="重新对齐字节", confidence="low",
                              before="輸?shù", after="輸掉")]),
    ]
    glossary = [GlossaryEntry(game="riftbound", term="法力", definition="支付费用的资源。", rule=None, lines=(9, 9)),
                GlossaryEntry(game="riftbound", term="回合", definition="一轮。", rule="303", lines=(1, 1))]
    return Rulebook(manifest=manifest, rules=rules, glossary=glossary)


def test_resolved_reference_is_a_rule_link(book: Rulebook) -> None:
    page = Renderer({"riftbound": book}).rule_html(book.get("303.1"))
    assert 'href="rule:riftbound:303.3"' in page


def test_dangling_reference_is_marked_not_in_this_document(book: Rulebook) -> None:
    page = Renderer({"riftbound": book}).rule_html(book.get("303.2"))
    assert 'href="missing:riftbound:375"' in page
    assert "不在本文档中" in page
    assert "&lt;b&gt;不是标签&lt;/b&gt;" in page  # rule text is escaped, never interpreted as markup


def test_glossary_terms_link_except_in_their_own_definition(book: Rulebook) -> None:
    r = Renderer({"riftbound": book})
    page = r.rule_html(book.get("303.3"))
    assert 'href="term:riftbound:0"' in page
    assert r.term_entry("term:riftbound:0").definition == "支付费用的资源。"
    assert "term:riftbound:1" not in r.rule_html(book.get("303"))  # 303 defines 回合 itself


def test_reconstructed_badge_and_repair_record(book: Rulebook) -> None:
    page = Renderer({"riftbound": book}).rule_html(book.get("303.3"))
    assert "已重建" in page and "已修复" in page
    assert "重新对齐字节" in page and "輸?shù → 輸掉" in page and "低" in page


def test_source_toggle_shows_raw_lines(book: Rulebook) -> None:
    r = Renderer({"riftbound": book})
    assert "303.3. 重建的文字" not in r.rule_html(book.get("303.3"))
    page = r.rule_html(book.get("303.3"), show_source=True)
    assert "303.3. 重建的文字" in page and "003.txt" in page and "3–4" in page


def test_context_breadcrumb_children_and_siblings(book: Rulebook) -> None:
    r = Renderer({"riftbound": book})
    assert 'href="rule:riftbound:303"' in r.rule_html(book.get("303.2"))  # breadcrumb
    top = r.rule_html(book.get("303"))
    assert all(f'href="rule:riftbound:303.{i}"' in top for i in (1, 2, 3))
    prev_rule, next_rule = siblings(book, book.get("303.2"))
    assert (prev_rule.id, next_rule.id) == ("303.1", "303.3")
    assert siblings(book, book.get("303")) == (None, None)


def test_citation_and_history_doctests() -> None:
    assert doctest.testmod(citation).failed == 0
    assert doctest.testmod(history).failed == 0


def test_several_citations(book: Rulebook) -> None:
    items = [(book.manifest, book.get("303.1")), (book.manifest, book.get("303.3"))]
    assert citation.plain_many(items).splitlines() == [
        "符文战场 303.1：当你激活技能时, 见规则303.3。",
        "符文战场 303.3：重建的文字: 玩家获得法力。",
    ]
    assert citation.markdown_many(items).count("> **符文战场") == 2


def test_a_rule_page_lists_the_questions_it_answers_as_search_aids() -> None:
    from rulesdb.search.asked import questions_for
    from rulesdb.store import load_all

    books = load_all()
    rule = books["fftcg"].get("3.3")
    assert rule is not None
    shipped = questions_for(rule.cite, rule.text)
    page = Renderer(books).rule_html(rule)
    assert shipped and all(q in page for q in shipped)
    assert "这条规则回答的问题" in page and "不是规则原文" in page  # never to be read as the rule's text


def test_a_rule_without_shipped_questions_has_no_such_section(book: Rulebook) -> None:
    # The fixture's 303.1 is not the shipped riftbound 303.1: questions attach only to the text they were written for.
    assert "这条规则回答的问题" not in Renderer({"riftbound": book}).rule_html(book.get("303.1"))


def test_a_term_with_two_entries_links_to_the_one_with_a_definition() -> None:
    """ga has two 效果 entries: 2.5 (a heading that only groups 2.5.1 and 2.5.2, no definition) and 2.11.7.12
    (能力影響游戲的所有規則文本視為效果): hovering 效果 in a rule shows the definition."""
    from rulesdb.store import load_rulebook

    book = load_rulebook("ga")
    r = Renderer({"ga": book})
    entry = r.glossary("ga").entries[r.glossary("ga").by_term["效果"]]
    assert entry.rule == "2.11.7.12" and entry.definition
