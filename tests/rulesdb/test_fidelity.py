"""Fidelity of the shipped books (issue 18), written from the rulebook text before the code.

- Printed numbers of renumbered rules are aliases; a printed number that names two rules is ambiguous and
  never opens one of them silently.
- Every numeric cross-reference in the Grand Archive text is extracted and resolved to the rule meant (the
  translation kept the English numbering where a section gained a ``.0`` preamble), and the correction is
  visible in ``rulesdb show`` and in the reader.
- Riftbound 450.2.a is a five-item list; the example of 439.1.d.5 names the card 凯特琳 守望者.
- ``rulesdb import`` exits 1 when the book has open findings.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulesdb import lookup
from rulesdb.cli import main
from rulesdb.store import load_rulebook
from tests.rulesdb.external_books import CN_20220429 as CN
from tests.rulesdb.external_books import EN_20220429 as EN


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# --- printed numbers ---------------------------------------------------------------------------------------

# printed number → the one rule it names (read from the source: the printed number is wrong, the id is right)
UNIQUE_PRINTED = {
    "fftcg:7.13.3": ("fftcg", "7.12.3"),  # printed before its heading 7.13, right after 7.12.2
    "fftcg:11.6.2.2.3": ("fftcg", "11.6.2.3"),  # one level too deep, parallel to 11.7.2.3
    "fftcg:11.6.2.2.4": ("fftcg", "11.6.2.4"),
    "mtg:311.3a": ("mtg", "411.3a"),  # 311 has no 311.3; printed between 411.3 and 411.4
    "mtg:503.10h": ("mtg", "502.10h"),
    "mtg:503.10i": ("mtg", "502.10i"),
    "riftbound:450.3.d.1": ("riftbound", "450.3.c.1.a"),  # the broken 450.3 block
    "riftbound:450.3.g.1": ("riftbound", "450.3.c.2.b"),
}


@pytest.mark.parametrize("typed", sorted(UNIQUE_PRINTED))
def test_printed_number_of_a_renumbered_rule_finds_it(typed: str) -> None:
    assert lookup.candidates(typed, None) == [UNIQUE_PRINTED[typed]]
    assert lookup.resolve(typed, None) == UNIQUE_PRINTED[typed]


@pytest.mark.parametrize("k", range(1, 7))
def test_mtg_face_down_printed_502_is_ambiguous(k: int) -> None:
    """The face-down section is printed as 502 (it is 504); 502.1–502.6 also exist as keyword rules."""
    found = lookup.candidates(f"mtg:502.{k}", None)
    assert found == [("mtg", f"502.{k}"), ("mtg", f"504.{k}")]
    assert lookup.resolve(f"mtg:502.{k}", None) is None  # never one of them silently
    assert lookup.candidates(f"mtg:504.{k}", None) == [("mtg", f"504.{k}")]


def test_fftcg_7_9_1_printed_twice_names_both() -> None:
    assert lookup.candidates("fftcg:7.9.1", None) == [("fftcg", "7.9.1"), ("fftcg", "7.9.2")]
    assert lookup.candidates("7.9.1", "fftcg") == [("fftcg", "7.9.1"), ("fftcg", "7.9.2")]


def test_show_opens_both_rules_of_an_ambiguous_printed_number(capsys: pytest.CaptureFixture[str]) -> None:
    book = load_rulebook("fftcg")
    code, out, _ = run(capsys, "show", "fftcg:7.9.1")
    assert code == 0
    assert "7.9.1" in out and "7.9.2" in out
    assert book.get("7.9.1").text in out and book.get("7.9.2").text in out  # type: ignore[union-attr]


def test_show_lists_the_face_down_ambiguity(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "show", "mtg:502.1")
    assert code == 0
    assert "mtg:502.1" in out and "mtg:504.1" in out
    assert "2" in out.splitlines()[0] and "502.1" in out.splitlines()[0]  # the first line names the ambiguity


def test_show_of_a_printed_alias_says_it_was_renumbered(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "show", "mtg:311.3a")
    assert code == 0 and "mtg:411.3a" in out and "311.3a" in out


# --- Grand Archive numeric references ----------------------------------------------------------------------

# (rule, number as printed) → rule meant. Read from the text: where a section gained a .0 preamble the
# English numbering is one sibling too high (e.g. 2.2.8.2 "推進到2.2.7.4,結束階段的最后一部分" is 2.2.6.4, the
# last step of 結束階段 2.2.6; 2.2.0.1.2 "按照2.2.1.1.1次回合玩家的順序" is 2.2.0.1.1, the two-player sequence).
GA_REFS = {
    ("1.3.5", "2.2"): "2.2",
    ("1.3.5.1", "1.3.3"): "1.3.3",
    ("2.2.0.1.2", "2.2.1.1.1"): "2.2.0.1.1",
    ("2.2.1.1.1", "2.2.2.2"): "2.2.1.2",
    ("2.2.2.2", "2.2.3.3"): "2.2.2.3",
    ("2.2.2.3", "2.3.3"): "2.3.2",
    ("2.2.3.1.1", "2.2.4.2"): "2.2.3.2",
    ("2.2.4.1.1", "2.2.5.2"): "2.2.4.2",
    ("2.2.5.2.1", "2.2.8"): "2.2.7",
    ("2.2.7.2.2.5.2", "1.7.6.4.3"): "1.7.6.4.3",
    ("2.2.8.2", "2.2.7.4"): "2.2.6.4",
    ("2.3.1.8", "2.3.2.7"): "2.3.1.7",
    ("2.3.2.9", "2.3.3.8"): "2.3.2.8",
    ("2.4.1.3", "2.4.2.1"): "2.4.1.1",
    ("2.6.7.1", "2.2.8"): "2.2.7",
    ("2.7.5", "2.7.1"): "2.7.1",
    ("2.7.5", "2.7.4"): "2.7.4",
    ("2.9.0.3", "2.9.2"): "2.9.1",
    ("2.9.1.2", "2.5.2"): "2.5.2",
    ("2.9.1.6", "2.9.2.4"): "2.9.1.4",
}
_NUMBER = re.compile(r"\d+(?:\.\d+)+")


def test_every_ga_number_in_the_text_is_a_reference_to_the_rule_meant() -> None:
    book = load_rulebook("ga")
    found: dict[tuple[str, str], str] = {}
    for rule in book.rules:
        printed = {n for t in (rule.text, *rule.examples) for n in _NUMBER.findall(t)}
        refs = {r.printed_target: r for r in rule.refs}
        assert printed <= set(refs), f"{rule.id}: numbers not extracted: {printed - set(refs)}"
        for number, ref in refs.items():
            assert ref.resolved, f"{rule.id} → {number} unresolved"
            found[(rule.id, number)] = ref.target.removeprefix("ga:")
            if ref.target != f"ga:{number}":
                assert ref.note, f"{rule.id} → {number}: corrected without a note"
    assert found == GA_REFS


def test_ga_check_has_no_dangling_or_open(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "check", "ga")
    assert code == 0 and "dangling" not in out


def test_show_prints_the_correction_note(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "show", "ga:2.2.8.2")
    assert code == 0
    line = next(ln for ln in out.splitlines() if "2.2.6.4" in ln)
    assert "2.2.7.4" in line  # printed and meant on one line, with the reason after it
    assert "English numbering" in out


# --- Riftbound repairs -------------------------------------------------------------------------------------


def test_riftbound_450_2_a_is_a_five_item_list() -> None:
    rule = load_rulebook("riftbound").get("450.2.a")
    assert rule is not None
    last = "将一个游戏物体的规则文本复制到另一个游戏物体上。"
    assert rule.text.endswith("关键词、被动技能、添加规则文本、移除规则文本、" + last)
    assert [r.kind for r in rule.repairs] == ["flattened-list"]
    assert "5 items" in rule.repairs[0].detail


def test_riftbound_439_1_d_5_keeps_the_card_name() -> None:
    rule = load_rulebook("riftbound").get("439.1.d.5")
    assert rule is not None
    assert "凯特琳 守望者(" in rule.examples[0]
    assert "首先承担伤害" in rule.examples[0] and "没有任何" in rule.examples[0]
    wraps = [r for r in rule.repairs if r.kind == "soft-wrap-space"]
    assert len(wraps) == 1 and "removed 3 " in wraps[0].detail
    assert "凯特琳 守望者" in wraps[0].detail.split("kept", 1)[1]  # the space kept is said, with why


# --- import exit status ------------------------------------------------------------------------------------

needs_external = pytest.mark.skipif(not CN.exists() or not EN.exists(), reason="2022 rulebooks not available")


@needs_external
def test_import_exits_1_with_open_findings(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(tmp_path))
    code, out, _ = run(capsys, "import", str(CN), "--game", "mtg", "--edition", "2022-04-29-zh")
    assert code == 1 and "[open]" in out
    code, out, _ = run(capsys, "import", str(EN), "--game", "mtg", "--edition", "2022-04-29")
    assert code == 0
