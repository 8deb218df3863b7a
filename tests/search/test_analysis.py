from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from rulesdb.search.analysis import bigrams, pinyin_keys
from rulesdb.search.ids import id_variants, is_under, looks_like_id
from rulesdb.search.normalize import norm, normalize
from rulesdb.search.snippet import find_spans, make_snippet, mark


def test_fullwidth_and_traditional_fold_to_one_form() -> None:
    assert norm("關鍵詞（2.7.1至2.7.4）") == norm("关键词(2.7.1至2.7.4)") == "关键词(2.7.1至2.7.4)"
    assert norm("ＡＢＣ，１２３") == "abc,123"


def test_soft_wrap_space_between_han_is_dropped_but_other_spaces_kept() -> None:
    assert norm("激活技 能") == "激活技能"
    assert norm("EX  Burst 效果") == "ex burst 效果"


@given(st.text(st.characters(), max_size=60))
def test_offsets_map_back_into_the_source(text: str) -> None:
    n = normalize(text)
    assert len(n.origin) == len(n.text)
    assert all(0 <= o < len(text) for o in n.origin)
    assert list(n.origin) == sorted(n.origin)


@given(st.text(st.sampled_from(" \t\n\u3000\u00a0ab1，。中文結算鏈𠀀\x00"), max_size=40) | st.text(max_size=40))
def test_the_fast_path_normalizes_exactly_as_normalize(text: str) -> None:
    assert norm(text) == normalize(text).text


def test_bigrams_cover_han_runs_and_keep_ascii_words() -> None:
    assert bigrams("状态动作 ex burst 2.7.1") == ["状态", "态动", "动作", "ex", "burst", "2.7.1"]
    assert bigrams("血") == ["血"]


def test_pinyin_keys_give_full_and_initials() -> None:
    assert pinyin_keys(["法术力"]) == ["fashuli", "fsl"]


def test_rule_number_spellings() -> None:
    assert looks_like_id("502.9b") and looks_like_id("315.2.a.1") and looks_like_id("2.2.7.") and looks_like_id("5")
    assert not looks_like_id("法术力") and not looks_like_id("-1/-1")
    assert "406.1a" in id_variants("406.1.a")
    assert "315.2.a" in id_variants("315.2a")
    assert is_under("502.9b", "502.9") and is_under("502.9.1", "502.9") and is_under("502.9", "502.9")
    assert not is_under("502.90", "502.9") and not is_under("5021", "502")


def test_longest_overlapping_token_is_marked_whole() -> None:
    text = "法术力池中的法术力"
    assert find_spans(text, ["法术", "法术力"]) == [(0, 3), (6, 9)]
    assert mark(text, find_spans(text, ["法术", "法术力", "术力池"])) == "【法术力池】中的【法术力】"


def test_marks_land_on_traditional_source_text() -> None:
    text = "玩家在結算鏈為空時"
    assert mark(text, find_spans(text, ["结算链"])) == "玩家在【結算鏈】為空時"


def test_snippet_window_keeps_the_match_and_shifts_marks() -> None:
    text = "甲" * 200 + "状态检视" + "乙" * 200
    snippet, spans = make_snippet(text, ["状态检视"], width=40)
    assert snippet.startswith("…") and snippet.endswith("…") and len(snippet) == 42
    assert [snippet[s:e] for s, e in spans] == ["状态检视"]


def test_the_segmenter_needs_no_pkg_resources() -> None:
    """jieba reads its dictionary beside its module when pkg_resources is absent (setuptools 81+ has none); the app
    no longer pins setuptools for it (issue 30 item 7)."""
    import subprocess
    import sys

    code = (
        "import sys; sys.modules['pkg_resources'] = None\n"  # as with setuptools >= 81: the import fails
        "from rulesdb.search.segment import Segmenter\n"
        "seg = Segmenter.full(['法术力池'])\n"
        "assert '法术力池' in seg.words('法术力池中的法术力'), seg.words('法术力池中的法术力')\n"
        "assert sys.modules['pkg_resources'] is None\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120)
    quiet = "import sys, rulesdb.search.segment; assert 'pkg_resources' not in sys.modules"
    subprocess.run([sys.executable, "-W", "error", "-c", quiet], check=True, timeout=120)


@given(st.text(st.sampled_from(" \n\r法术力池中的結算鏈ab"), max_size=50))
def test_a_snippet_from_the_searchers_normalized_text_is_the_same(text: str) -> None:
    """The searcher passes each document's normalized text (line breaks included) instead of normalizing it again."""
    terms = ["法术力", "结算链", "a"]
    assert make_snippet(text, terms, width=20, normalized=normalize(text)) == make_snippet(text, terms, width=20)
