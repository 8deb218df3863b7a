"""The searcher on small hand-made rulebooks: ranking rules, query language, cache behaviour."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from rulesdb.search import Searcher
from rulesdb.search.index import KEPT, search_root
from tests.search.search_fixtures import small_books


@pytest.fixture(scope="module")
def searcher(tmp_path_factory: pytest.TempPathFactory) -> Searcher:
    return Searcher.for_books(small_books(), cache_root=tmp_path_factory.mktemp("cache"))


def ids(hits: list) -> list[str]:  # type: ignore[type-arg]
    return [h.id for h in hits]


def test_rule_number_lists_the_rule_then_its_subrules(searcher: Searcher) -> None:
    hits = searcher.search("502.9")
    assert ids(hits) == ["mtg:502.9", "mtg:502.9a", "mtg:502.9b"]
    assert all(h.match == "id" for h in hits)
    assert ids(searcher.search("mtg 502.9b")) == ["mtg:502.9b"]
    assert ids(searcher.search("ga:2.2.7")) == ["ga:2.2.7", "ga:2.2.7.1"]
    assert ids(searcher.search("riftbound 315.2a"))[0] == "riftbound:315.2.a"  # typed without the dot
    assert searcher.search("ga:502.9") == []  # exists, but not in that game


def test_hit_fields(searcher: Searcher) -> None:
    hit = searcher.search("mtg 502.9b")[0]
    assert (hit.game, hit.rule_id, hit.kind, hit.edition) == ("mtg", "502.9b", "rule", "mtg-test")
    assert hit.breadcrumb[:2] == ("5 回合结构", "502 战斗伤害步骤")
    data = hit.to_dict()
    assert data["id"] == "mtg:502.9b" and isinstance(data["score"], float)


def test_glossary_and_heading_hits_come_before_body_text(searcher: Searcher) -> None:
    hits = searcher.search("法术力")
    assert hits[0].id == "mtg:glossary:法术力" and hits[0].match == "title" and hits[0].kind == "glossary"
    assert hits[1].id == "mtg:502.9b" and hits[1].match == "phrase"
    assert hits[1].marked().count("【法术力】") == 3


def test_traditional_query_finds_simplified_text_and_the_reverse(searcher: Searcher) -> None:
    assert ids(searcher.search("結算鏈"))[0] == "riftbound:315"
    hits = searcher.search("原质牌库")
    assert ids(hits)[:2] == ["ga:2.3", "ga:2.3.1"]
    assert "【原質牌庫】" in hits[1].marked()  # marked in the printed Traditional text


def test_pinyin_and_initials_find_headings_first_then_rule_text(searcher: Searcher) -> None:
    # The heading spelled so first, then the rule whose text uses the word (pinyin over rule bodies, issue 19).
    assert ids(searcher.search("yzpk")) == ["ga:2.3", "ga:2.3.1"]
    assert ids(searcher.search("yuanzhipaiku")) == ["ga:2.3", "ga:2.3.1"]
    assert ids(searcher.search("yuán zhì pái kù")) == ["ga:2.3", "ga:2.3.1"]  # tone marks and spaces
    assert searcher.search("yuanzhipaiku")[1].match == "text"
    assert ids(searcher.search("zhandoushang"))[0] == "mtg:502"  # pinyin prefix, as typed so far


def test_variant_terms_find_each_other(searcher: Searcher) -> None:
    assert set(ids(searcher.search("mtg: 坟场"))) >= {"mtg:401", "mtg:401.1", "mtg:401.2"}
    assert ids(searcher.search("礼装"))[0] == "ga:2.2"
    assert {"mtg:402.1", "mtg:402.2"} <= set(ids(searcher.search("激活式异能")))


def test_soft_wrapped_words_are_found(searcher: Searcher) -> None:
    assert "riftbound:315.2.a" in ids(searcher.search("激活技能"))


def test_quoted_phrase_is_required_and_exclusion_removes(searcher: Searcher) -> None:
    assert ids(searcher.search('"法术力灼烧"')) == ["mtg:502.9b"]
    assert "mtg:502.9b" not in ids(searcher.search("法术力 -灼烧"))
    assert ids(searcher.search('"不存在的句子"')) == []


def test_scopes_restrict_games(searcher: Searcher) -> None:
    assert {h.game for h in searcher.search("mtg: ga: 公开")} == {"mtg", "ga"}
    assert {h.game for h in searcher.search("公开", games=["ga"])} == {"ga"}


def test_deepest_rule_wins_within_a_match_kind(searcher: Searcher) -> None:
    hits = searcher.search("战斗伤害")
    order = ids(hits)
    assert order.index("mtg:502.9a") < order.index("mtg:502.9")


def test_near_identical_rules_are_grouped(searcher: Searcher) -> None:
    hits = searcher.search("生命为0")
    assert hits[0].id == "mtg:420.5a"
    assert set(hits[0].also) == {"mtg:420.5b", "riftbound:315.2.a.1"}
    assert "mtg:420.5b" not in ids(hits)


@pytest.mark.parametrize("query", ["", "   ", "？！", "。，、", "-", '"', "x" * 5000, "\x00\ud800", "mtg:"])
def test_odd_queries_return_nothing_quietly(searcher: Searcher, query: str) -> None:
    assert searcher.search(query) == []


def test_limit_is_honoured(searcher: Searcher) -> None:
    assert len(searcher.search("的", limit=2)) <= 2
    assert searcher.search("法术力", limit=0) == []


def test_concurrent_readers_get_the_same_answers(searcher: Searcher) -> None:
    expected = {q: ids(searcher.search(q)) for q in ("法术力", "结算链", "502.9", "yzpk")}
    errors: list[BaseException] = []

    def worker() -> None:
        try:
            for _ in range(20):
                for q, want in expected.items():
                    assert ids(searcher.search(q)) == want
        except BaseException as exc:  # collected and re-raised in the main thread
            errors.append(exc)

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors


def _index_files(root: Path) -> list[Path]:
    (index_dir,) = [p for p in search_root(root).iterdir() if p.is_dir() and not p.name.startswith(".")]
    return [p for p in index_dir.iterdir() if p.suffix in {".seg", ".trm", ".pst", ".sto", ".toc"}]


@pytest.mark.parametrize("damage", ["garbage", "truncate", "delete"])
def test_corrupt_index_is_rebuilt(tmp_path: Path, damage: str) -> None:
    first = Searcher.for_books(small_books(), cache_root=tmp_path)
    assert ids(first.search("mtg 502.9b")) == ["mtg:502.9b"]
    first.close()
    for path in _index_files(tmp_path):
        if damage == "garbage":
            path.write_bytes(b"\x00garbage" * 7)
        elif damage == "truncate":
            path.write_bytes(path.read_bytes()[: len(path.read_bytes()) // 3])
        else:
            path.unlink()
    second = Searcher.for_books(small_books(), cache_root=tmp_path)
    assert ids(second.search("mtg 502.9b")) == ["mtg:502.9b"]
    assert ids(second.search("法术力"))[0] == "mtg:glossary:法术力"
    second.close()


def test_changed_rules_rebuild_the_index(tmp_path: Path) -> None:
    books = small_books()
    before = Searcher.for_books(books, cache_root=tmp_path)
    assert before.search("传送门") == []
    old_path = before.index_path
    before.close()
    rule = books["mtg"].rules[-1]
    books["mtg"].rules[-1] = rule.model_copy(update={"text": "穿过传送门的牌手输掉这盘游戏。"})
    after = Searcher.for_books(books, cache_root=tmp_path)
    assert ids(after.search("传送门")) == [rule.cite]
    assert after.index_path != old_path and old_path.exists()  # kept beside: another set of books (issue 34)
    after.close()
    for n in range(KEPT):  # more sets of books than are kept: the least recently used index goes
        books["mtg"].rules[-1] = rule.model_copy(update={"text": f"传送门 {n}"})
        other = Searcher.for_books(books, cache_root=tmp_path)
        other.search("传送门")  # opens (builds) its index
        other.close()
    assert not old_path.exists()
    assert len([p for p in (tmp_path / "search").iterdir() if p.is_dir()]) == KEPT


def test_one_writer_when_many_open_an_empty_cache(tmp_path: Path) -> None:
    built: list[float | None] = []
    calls = 0
    lock = threading.Lock()

    def provide() -> dict:  # type: ignore[type-arg]
        nonlocal calls
        with lock:
            calls += 1
        return small_books()

    def open_one() -> None:
        s = Searcher(provide, db_hash="fixed", cache_root=tmp_path)
        assert ids(s.search("mtg 502.9b")) == ["mtg:502.9b"]
        built.append(s._open().built_seconds)
        s.close()

    threads = [threading.Thread(target=open_one) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(built) == 3 and sum(b is not None for b in built) == 1
    assert calls == 1  # with a store hash the rulebooks are loaded only to build


def test_the_open_rulebook_leads_an_unscoped_search(searcher: Searcher) -> None:
    # 结算链 is a ga rule's word and riftbound's heading: riftbound's title match leads without context.
    assert ids(searcher.search("结算链"))[0] == "riftbound:315"
    assert ids(searcher.search("结算链", context="ga"))[0] == "ga:2.2.7.1"
    assert set(ids(searcher.search("结算链", context="ga"))) == set(ids(searcher.search("结算链")))
    # A scope typed or chosen wins over the context; an unknown context is ignored.
    assert {h.game for h in searcher.search("riftbound: 结算链", context="ga")} == {"riftbound"}
    assert ids(searcher.search("结算链", context="nope")) == ids(searcher.search("结算链"))


def test_more_from_this_section_lists_the_heading_then_its_rules_in_order(searcher: Searcher) -> None:
    hits = searcher.section("mtg:502.9b")
    assert ids(hits) == ["mtg:502.9", "mtg:502.9a", "mtg:502.9b"]
    assert all(h.match == "section" for h in hits)
    assert ids(searcher.section("mtg:502.9")) == ["mtg:502", "mtg:502.9", "mtg:502.9a", "mtg:502.9b", "mtg:502.10"]
    assert ids(searcher.section("ga:2.3.1")) == ["ga:2.3", "ga:2.3.1"]
    assert searcher.section("mtg:999") == [] and searcher.section("nonsense") == []
    assert searcher.section("mtg:glossary:法术力") == []


def test_warm_up_decodes_the_word_fields_and_answers_as_a_cold_searcher(tmp_path: Path) -> None:
    books = small_books()
    cold = Searcher.for_books(books, cache_root=tmp_path)
    queries = ["战斗伤害", "传送门", "pai", "阻挡 生物", "502.9b", "法力"]
    expected = {q: [(h.id, h.score) for h in cold.search(q)] for q in queries}
    cold.close()
    warm = Searcher.for_books(books, cache_root=tmp_path)
    warm.warm_up()
    reader = warm._whoosh()[1].reader()
    words = {t.decode() for t in reader.lexicon("words")}
    assert words and words <= {text for field, text, scope in warm._postings if field == "words" and not scope}
    assert {q: [(h.id, h.score) for h in warm.search(q)] for q in queries} == expected
    warm.close()
