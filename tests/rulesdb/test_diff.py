"""`rulesdb diff`: what changed between two editions, asserted exactly.

The expectations were read from the files (``diff MagicCompRules-20220218.txt MagicCompRules-20220429.txt`` and
the rule texts on both sides), not from the differ's output. Renumbering is found by content: 201.3–201.5 each
moved down one number when the interchangeable-names rule 201.3 was inserted; 208.4's text moved to 208.4a.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulesdb.cli import main
from rulesdb.diff import diff_books, text_ops
from rulesdb.editions import compile_bytes
from rulesdb.models import Rulebook
from tests.rulesdb.external_books import CN_20220429, EN_20220218, EN_20220429

pytestmark = pytest.mark.skipif(not EN_20220218.exists() or not EN_20220429.exists(), reason="2022 rulebooks missing")


def _compile(data: bytes, edition: str) -> Rulebook:
    return compile_bytes(data, "mtg", edition, "generic", f"{edition}.txt")


@pytest.fixture(scope="module")
def feb() -> Rulebook:
    return _compile(EN_20220218.read_bytes(), "2022-02-18")


@pytest.fixture(scope="module")
def apr() -> Rulebook:
    return _compile(EN_20220429.read_bytes(), "2022-04-29")


RENUMBERED_SAME_TEXT = {
    "122.1c": "122.1d", "122.1d": "122.1e",
    "201.3": "201.4", "201.3a": "201.4a", "201.3b": "201.4b", "201.3c": "201.4c", "201.3d": "201.4d",
    "201.3e": "201.4e", "201.3f": "201.4f",
    "201.4": "201.5", "201.4a": "201.5a", "201.4b": "201.5b", "201.4c": "201.5c",
    "212.1d": "212.1e", "212.1e": "212.1f", "212.1f": "212.1g",
}
RENUMBERED_AND_CHANGED = {"201.5": "201.6", "208.4": "208.4a"}
CHANGED = ["100.2a", "205.3m", "207.2c", "209.1", "601.2e", "612.7", "702.75a", "702.124d", "702.138c", "903.5b"]
ADDED = [
    "122.1c", "201.3", "201.3a", "201.3b", "201.3c", "201.4g", "208.4", "208.4b", "212.1d", "601.4a",
    "701.47", "701.47a", "701.47b", "701.47c", "701.47d", "701.47e", "702.6e", "702.75b", "702.124g", "702.138d",
    "702.152", "702.152a", "702.153", "702.153a", "702.153b",
]


def test_real_editions_2022_02_18_to_2022_04_29(feb: Rulebook, apr: Rulebook) -> None:
    d = diff_books(feb, apr)
    assert d.added == ADDED
    assert d.removed == []
    assert d.changed == CHANGED
    assert d.renumbered == {**RENUMBERED_SAME_TEXT, **RENUMBERED_AND_CHANGED}
    assert sorted(d.renumbered_changed) == sorted(RENUMBERED_AND_CHANGED)
    assert d.moved_subtrees == [("201.3", "201.4", 7), ("201.4", "201.5", 4)]
    assert d.glossary_added == ["Blitz", "Casualty", "Connive", "Friends Forever", "Shield Counter"]
    assert d.glossary_removed == []
    assert d.glossary_changed == ["Dash"]
    # 'See rule 201.5' → 'See rule 201.6': the entries only follow the renumbering
    assert d.glossary_refs_updated == ["Alternate Name", "Secondary Title Bar"]


def test_word_level_highlight(feb: Rulebook, apr: Rulebook) -> None:
    change = diff_books(feb, apr).entry("601.2e")
    assert change is not None and change.kind == "changed"
    assert [t.strip() for op, t in change.ops if op == "-"] == ["the"]
    assert [op for op, _ in change.ops if op == "+"] == []
    assert "".join(t for op, t in change.ops if op != "+") == feb.get("601.2e").text  # type: ignore[union-attr]
    assert "".join(t for op, t in change.ops if op != "-") == apr.get("601.2e").text  # type: ignore[union-attr]


def test_cjk_character_level_highlight() -> None:
    ops = text_ops("游戏检查所声明的咒语是否能够合法施放。", "游戏检查所声明的法术是否能够合法施放。")
    assert ops == [("=", "游戏检查所声明的"), ("-", "咒语"), ("+", "法术"), ("=", "是否能够合法施放。")]
    ops = text_ops("the proposed spell", "the proposed spell or ability")
    assert ops == [("=", "the proposed spell"), ("+", " or ability")]


def _edited_copy(text: str) -> str:
    """The 2022-04-29 text with: a rule inserted (702.6f), a rule deleted (702.153b), the subtree 701.47 Connive
    renumbered to 701.48 (its own reference 'rule 701.47a' follows), and 601.2e's text changed."""
    lines = text.split("\n")
    out = []
    for line in lines:
        stripped = line.strip()
        if stripped.startswith("702.153b "):
            continue
        if stripped.startswith("701.47"):
            line = line.replace("701.47", "701.48")
        if stripped.startswith("601.2e "):
            line = line.replace("if proposed spell", "if the proposed spell")
        out.append(line)
        if stripped.startswith("702.6e "):
            out.extend(["", "      702.6f Equip commander is a variant of equip used only in this test."])
    return "\n".join(out)


@pytest.fixture(scope="module")
def edited(apr: Rulebook) -> Rulebook:
    text = EN_20220429.read_text(encoding="utf-8-sig")
    return _compile(_edited_copy(text).encode("utf-8"), "edited")


def test_edited_fixture(apr: Rulebook, edited: Rulebook) -> None:
    d = diff_books(apr, edited)
    assert d.added == ["702.6f"]
    assert d.removed == ["702.153b"]
    assert d.changed == ["601.2e"]
    assert d.renumbered == {f"701.47{s}": f"701.48{s}" for s in ["", "a", "b", "c", "d", "e"]}
    assert d.renumbered_changed == []
    assert d.refs_updated == [("701.47b", "701.48b")]  # 'rule 701.47a' → 'rule 701.48a' only
    assert d.moved_subtrees == [("701.47", "701.48", 6)]
    assert d.glossary_added == d.glossary_removed == d.glossary_changed == d.glossary_refs_updated == []
    assert [t.strip() for op, t in d.entry("601.2e").ops if op == "+"] == ["the"]  # type: ignore[union-attr]


def test_same_edition_has_no_differences(apr: Rulebook) -> None:
    d = diff_books(apr, apr)
    assert d.added == d.removed == d.changed == [] and d.renumbered == {} and d.moved_subtrees == []


def test_cli_text_json_html(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(tmp_path / "data"))
    assert main(["import", str(EN_20220218), "--game", "mtg", "--edition", "2022-02-18"]) == 0
    assert main(["import", str(EN_20220429), "--game", "mtg", "--edition", "2022-04-29"]) == 0
    capsys.readouterr()
    assert main(["diff", "mtg:2022-02-18", "mtg:2022-04-29", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["summary"] == {"added": 25, "removed": 0, "changed": 10, "renumbered": 18, "refs_updated": 0,
                               "moved_subtrees": 2, "glossary_added": 5, "glossary_removed": 0,
                               "glossary_changed": 1, "glossary_refs_updated": 2}
    assert main(["diff", "mtg:2022-02-18", "mtg:2022-04-29"]) == 0
    out = capsys.readouterr().out
    assert "201.3 → 201.4" in out and "[-the-]" in out
    page = tmp_path / "diff.html"
    assert main(["diff", "mtg:2022-02-18", "mtg:2022-04-29", "--format", "html", "-o", str(page)]) == 0
    html = page.read_text(encoding="utf-8")
    assert "<del>the </del>" in html and "201.6" in html
    assert main(["diff", "mtg:2022-02-18", "mtg:nope"]) == 2


@pytest.mark.skipif(not CN_20220429.exists(), reason="Chinese 2022 rulebook missing")
def test_chinese_edit_is_character_level() -> None:
    text = CN_20220429.read_text(encoding="utf-8-sig")
    base = compile_bytes(text.encode("utf-8"), "mtg", "zh", "generic", "zh.txt")
    edited = text.replace("游戏检查所声明的咒语是否能够合法施放", "游戏检查所声明的法术是否能够合法施放", 1)
    other = compile_bytes(edited.encode("utf-8"), "mtg", "zh2", "generic", "zh2.txt")
    d = diff_books(base, other)
    assert d.changed == ["601.2e"] and d.added == d.removed == []
    change = d.entry("601.2e")
    assert [(op, t) for op, t in change.ops if op != "="] == [("-", "咒语"), ("+", "法术")]  # type: ignore[union-attr]


def _moved_copy(text: str) -> str:
    """The 2022-04-29 text with the subtree 701.47 Connive moved under 702 as 702.154 (after 702.153b); its own
    reference 'rule 701.47a' follows."""
    lines = text.split("\n")
    block = [ln.replace("701.47", "702.154") for ln in lines if ln.strip().startswith("701.47")]
    out = []
    for line in lines:
        if line.strip().startswith("701.47"):
            continue
        out.append(line)
        if line.strip().startswith("702.153b "):
            for moved in block:
                out.extend(["", moved])
    return "\n".join(out)


def test_subtree_moved_to_another_parent(apr: Rulebook) -> None:
    moved = _compile(_moved_copy(EN_20220429.read_text(encoding="utf-8-sig")).encode("utf-8"), "moved")
    assert moved.get("702.154b").parent == "702.154" and moved.get("702.154").parent == "702"  # type: ignore[union-attr]
    d = diff_books(apr, moved)
    assert d.added == d.removed == d.changed == []
    assert d.renumbered == {f"701.47{s}": f"702.154{s}" for s in ["", "a", "b", "c", "d", "e"]}
    assert d.refs_updated == [("701.47b", "702.154b")]
    assert d.moved_subtrees == [("701.47", "702.154", 6)]
