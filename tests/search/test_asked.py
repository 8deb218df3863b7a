"""The questions shipped per rule (rulesdb/search/asked/*.tsv): well-formed, pinned to today's texts, and used."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesdb.search import Searcher, asked
from rulesdb.search.asked import AskedDataError, AskedEntry, read_file, text_hash
from rulesdb.search.searcher import FEATURES, jaccard, phrasing_grams
from rulesdb.store import load_all
from tests.search.search_fixtures import small_books


def test_every_entry_names_a_rule_and_is_pinned_to_its_current_text() -> None:
    texts = {r.cite: r.text for book in load_all().values() for r in book.rules}
    shipped = asked.entries()
    assert len(shipped) >= 1500  # most answer-bearing rules of the five books (docs/search.md says how many)
    unknown = [e.where for e in shipped.values() if e.cite not in texts]
    stale = [e.where for e in shipped.values() if e.cite in texts and e.text_hash != text_hash(texts[e.cite])]
    assert not unknown, unknown
    assert not stale, f"rule text changed since its questions were written; re-read them, then re-pin: {stale}"


def test_every_game_has_questions() -> None:
    games = {cite.split(":", 1)[0] for cite in asked.entries()}
    assert games == {"ga", "fftcg", "eol", "riftbound", "mtg"}


def test_questions_are_short_plain_lines() -> None:
    for entry in asked.entries().values():
        for q in entry.questions:
            assert 2 <= len(q) <= 40 and "\t" not in q, (entry.where, q)


def test_a_malformed_line_is_refused_with_its_file_and_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.tsv"
    bad.write_text("# comment\nmtg:100.1\tabcdef12\t几个人玩\nmtg:100.2 几张牌\n", encoding="utf-8")
    with pytest.raises(AskedDataError, match=r"bad\.tsv:3"):
        read_file(bad)


def test_a_cite_listed_twice_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("a.tsv", "b.tsv"):
        (tmp_path / name).write_text("mtg:100.1\tabcdef12\t几个人玩\n", encoding="utf-8")
    monkeypatch.setattr(asked, "DATA_DIR", tmp_path)
    asked.entries.cache_clear()
    try:
        with pytest.raises(AskedDataError, match=r"b\.tsv:1: mtg:100\.1 is listed already at a\.tsv:1"):
            asked.entries()
    finally:
        asked.entries.cache_clear()


def test_questions_attach_only_to_the_text_they_were_written_for(monkeypatch: pytest.MonkeyPatch) -> None:
    entry = AskedEntry("mtg:1.1", text_hash("旧的规则文字"), ("几个人玩",), "x.tsv:1")
    monkeypatch.setattr(asked, "entries", lambda: {"mtg:1.1": entry})
    assert asked.questions_for("mtg:1.1", "旧的规则文字") == ("几个人玩",)
    assert asked.questions_for("mtg:1.1", "另一版的规则文字") == ()
    assert asked.questions_for("mtg:9.9", "旧的规则文字") == ()


def test_a_question_in_players_words_finds_the_rule_through_its_questions(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    books = small_books()
    rule = books["mtg"].get("502.9b")
    assert rule is not None and "蓝" not in rule.text and "爆" not in rule.text  # players' words, not the book's
    entry = AskedEntry(rule.cite, text_hash(rule.text), ("回合结束蓝会爆掉吗",), "x.tsv:1")
    monkeypatch.setattr(asked, "entries", lambda: {rule.cite: entry})

    def hits(features: frozenset[str], query: str) -> list:
        directory = tmp_path / str(len(features))
        return Searcher.for_books(books, directory, features=features).search(query, games=["mtg"])

    found = hits(FEATURES, "蓝会爆掉吗")
    assert found and found[0].id == rule.cite
    assert found[0].asked == "回合结束蓝会爆掉吗"  # the hit says which question it answers: its text has neither word
    assert not hits(FEATURES - {"asked"}, "蓝会爆掉吗")
    # A one-word query is a term, ranked by where the rulebook says it; the questions are for questions.
    assert not hits(FEATURES, "爆掉")


def test_phrasing_compares_the_bigrams_of_a_question_without_its_question_words() -> None:
    typed = phrasing_grams("几个人算多人游戏吗")
    assert phrasing_grams("请问多人游戏怎么办") == phrasing_grams("多人游戏")  # 请问, 怎么办 say nothing of the topic
    assert jaccard(typed, phrasing_grams("三人算多人游戏吗")) > jaccard(typed, phrasing_grams("多人游戏怎么结束"))
    assert jaccard(typed, frozenset()) == 0.0
