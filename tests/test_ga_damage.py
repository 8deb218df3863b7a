"""Tests for the Grand Archive damage repair (pinyin readings, GBK byte shifts, ``</p>`` leftovers)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulesdb.clean.ga_damage import RECONSTRUCTING_KINDS, repair_ga_text
from rulesdb.models import Repair

SOURCE = Path(__file__).resolve().parents[1] / "rulesdb" / "sources" / "000_1d27213304b89018.txt"
PREFIX = re.compile(r"\s*\d+(?:\.\d+)*\.\?")
READING = re.compile(r"\([a-zü\u00e0-\u01dc]+\)")
PRIVATE_USE = re.compile("[\ue000-\uf8ff]")

# (line number, line as printed, true text worked out by hand from the GBK bytes, confidence of the rebuild)
DAMAGED_LINES: list[tuple[int, str, str, str]] = [
    (
        21,
        "1.1.2.1.?如果某個游戲狀態(tài)導(dǎo)致雙人游戲的雙方同時輸?shù)粲螒?,那游戲結(jié)果會被劃定為雙方的平局。",
        "1.1.2.1.?如果某個游戲狀態導致雙人游戲的雙方同時輸掉游戲,那游戲結果會被劃定為雙方的平局。",
        "medium",
    ),
    (
        25,
        "1.1.2.2.1.?如果在多人游戲中有玩家先行輸?shù)粲螒?,則稍后剩余玩家達成平局時,此玩家仍然視為輸?shù)粲螒颉?/p>",
        "1.1.2.2.1.?如果在多人游戲中有玩家先行輸掉游戲,則稍后剩余玩家達成平局時,此玩家仍然視為輸掉游戲。",
        "medium",
    ),
    (
        73,
        "1.4.2.1.?所有對手的勇士都被擊?。〒Q句話說,在這些勇士受到的傷害大于等于其生命值)",
        "1.4.2.1.?所有對手的勇士都被擊敗(換句話說,在這些勇士受到的傷害大于等于其生命值)",
        "medium",
    ),
    (
        79,
        "1.4.3.?當如下情況時玩家輸?shù)粲螒颍?/p>",
        "1.4.3.?當如下情況時玩家輸掉游戲:",
        "low",
    ),
    (
        91,
        "1.4.3.6.?此玩家同時贏得并輸?shù)粲螒颍ㄝ數(shù)粲螒驎\ue847?yōu)先)。",
        "1.4.3.6.?此玩家同時贏得并輸掉游戲(輸掉游戲會優先)。",
        "high",
    ),
    (
        99,
        "1.4.4.2.?所有剩余玩家同時輸?shù)艋蜈A得游戲。",
        "1.4.4.2.?所有剩余玩家同時輸掉或贏得游戲。",
        "high",
    ),
    (
        105,
        "1.4.5.2.?由玩家輸?shù)粲螒蚨\ue245粡?fù)存在的物件不被認為有除了離場以外的游戲狀態(tài)改變,比如不被視為已死亡、"
        "被摧毀、被放逐。例:具有“離場”能力的此類物件或是觸發(fā)其他物件檢測此類物件是否離場的能力,僅有此類能力能夠觸發(fā)。",
        "1.4.5.2.?由玩家輸掉游戲而不復存在的物件不被認為有除了離場以外的游戲狀態改變,比如不被視為已死亡、"
        "被摧毀、被放逐。例:具有“離場”能力的此類物件或是觸發其他物件檢測此類物件是否離場的能力,僅有此類能力能夠觸發。",
        "high",
    ),
    (
        119,
        "1.4.7.3.?在多人游戲中,首位輸?shù)粲螒虻耐婕页蔀槭谆睾贤婕摇?/p>",
        "1.4.7.3.?在多人游戲中,首位輸掉游戲的玩家成為首回合玩家。",
        "medium",
    ),
    (
        467,
        "1.7.8.2.1.?如果玩家控制2個或更多同名唯一物件,此玩家將被迫犧牲這些物件中的任意個,直到只控制一個。"
        "這將在游戲試圖進入下一個游戲狀態(tài)、在任何效果被結(jié)算、機會發(fā)生傳遞或游戲?qū)⒎祷赝婕业闹饕\ue04aA段之前進行。"
        "換句話說,游戲必須在滿足唯一物件規(guī)則后才會推進。",
        "1.7.8.2.1.?如果玩家控制2個或更多同名唯一物件,此玩家將被迫犧牲這些物件中的任意個,直到只控制一個。"
        "這將在游戲試圖進入下一個游戲狀態、在任何效果被結算、機會發生傳遞或游戲將返回玩家的主要階段之前進行。"
        "換句話說,游戲必須在滿足唯一物件規則后才會推進。",
        "high",
    ),
    (
        703,
        "2.2.3.1.?在回收階段開始時,回合玩家將立即獲得機會?;厥眨\ue7ceA段)開始時是玩家在回憶區(qū)中的卡牌被回收之前僅有的可操作時間。",
        "2.2.3.1.?在回收階段開始時,回合玩家將立即獲得機會。回收(階段)開始時是玩家在回憶區中的卡牌被回收之前僅有的可操作時間。",
        "medium",
    ),
    (
        757,
        "2.2.7.0.1.?在戰(zhàn)斗宣言后,游戲?qū)⒘⒓匆暈樵趹?zhàn)斗階段內(nèi)。",
        "2.2.7.0.1.?在戰斗宣言后,游戲將立即視為在戰斗階段內。",
        "high",
    ),
    (
        807,
        "2.2.7.3.1.?在戰(zhàn)斗的傷害步驟之后,游戲?qū)\ue57a\ue494七M至一系列回合動作,他們構(gòu)成了戰(zhàn)斗的結(jié)束。",
        "2.2.7.3.1.?在戰斗的傷害步驟之后,游戲將會推進至一系列回合動作,他們構成了戰斗的結束。",
        "high",
    ),
    (
        829,
        "2.3.0.1.?激活或?qū)崿F(xiàn)一張卡牌算作打出那張卡牌。",
        "2.3.0.1.?激活或實現一張卡牌算作打出那張卡牌。",
        "high",
    ),
    (
        861,
        "2.3.1.7.?游戲?qū)\ue78bㄅ萍せ顖?zhí)行一次合法性檢查,如果激活的任何部分不合法,激活取消,游戲會恢復(fù)到宣言卡牌激活之前的狀態(tài)。"
        "任何動作都不視為已發(fā)生,任何觸發(fā)事件也都不會產(chǎn)生。",
        "2.3.1.7.?游戲對卡牌激活執行一次合法性檢查,如果激活的任何部分不合法,激活取消,游戲會恢復到宣言卡牌激活之前的狀態。"
        "任何動作都不視為已發生,任何觸發事件也都不會產生。",
        "high",
    ),
    (
        955,
        "2.3.4.4.2.?如果任何一個必要目標在結(jié)算的時機點變?yōu)椴缓戏?無效,整個卡牌/效果都不會結(jié)算。",
        "2.3.4.4.2.?如果任何一個必要目標在結算的時機點變為不合法無效,整個卡牌/效果都不會結算。",
        "medium",
    ),
    (
        1113,
        "2.5.1.1.4.?玩家由于其勇士已被標記大于等于其生命值的傷害而輸?shù)粲螒?/p>",
        "2.5.1.1.4.?玩家由于其勇士已被標記大于等于其生命值的傷害而輸掉游戲",
        "medium",
    ),
    (
        1123,
        "2.5.1.3.?當玩家收到機會以及階段開始或結(jié)束時,游戲?qū)\ue57a\ue85dz查游戲狀態(tài)。基于狀態(tài)的效果/動作將會在此時發(fā)生。",
        "2.5.1.3.?當玩家收到機會以及階段開始或結束時,游戲將會檢查游戲狀態。基于狀態的效果/動作將會在此時發生。",
        "high",
    ),
    (
        1231,
        "2.7.6.1.?如果效果指明特定的物件類型作為目標,則其只能指定此類物件。如果效果指明特定的物件排除,則其只能非排除類的物件。"
        "例:“指定盟友”只能指定盟友?!爸付ǚ怯率课锛\ue468笨梢灾付ㄈ魏畏怯率康奈锛\ue46a\ue7cb擞选⑽淦?、物品、領(lǐng)域等)。",
        "2.7.6.1.?如果效果指明特定的物件類型作為目標,則其只能指定此類物件。如果效果指明特定的物件排除,則其只能非排除類的物件。"
        "例:“指定盟友”只能指定盟友。“指定非勇士物件”可以指定任何非勇士的物件(盟友、武器、物品、領域等)。",
        "medium",
    ),
    (
        1271,
        "2.8.2.1.1.1.?卡牌或能力的激活和觸發(fā)型能力被置入效果堆疊都會給玩家?guī)\ue746聿扇\ue509幼鞯臋C會。",
        "2.8.2.1.1.1.?卡牌或能力的激活和觸發型能力被置入效果堆疊都會給玩家帶來采取動作的機會。",
        "high",
    ),
    (
        1379,
        "2.10.6.?玩家試圖從其沒有任何剩余卡牌的牌庫中抽取一張卡牌會自動導(dǎo)致輸?shù)簦瑩Q句話說,無牌可抽。",
        "2.10.6.?玩家試圖從其沒有任何剩余卡牌的牌庫中抽取一張卡牌會自動導致輸掉,換句話說,無牌可抽。",
        "high",
    ),
    (
        1393,
        "2.11.5.1.?卡牌被移動到另一區(qū)域或?qū)е缕渲甘疚飦G失。",
        "2.11.5.1.?卡牌被移動到另一區域或導致其指示物丟失。",
        "high",
    ),
    (
        1471,
        "2.11.7.3.4.?游戲結(jié)果由投降而獲得后,任何后續(xù)的游戲?qū)⑷绯_M行,遵循賽制規(guī)范和比賽結(jié)構(gòu)。",
        "2.11.7.3.4.?游戲結果由投降而獲得后,任何后續的游戲將如常進行,遵循賽制規范和比賽結構。",
        "high",
    ),
]


@pytest.fixture(scope="module")
def source_lines() -> list[str]:
    return SOURCE.read_text(encoding="utf-8").split("\n")


def body(line: str) -> str:
    match = PREFIX.match(line)
    return line[match.end() :] if match else line


def kinds(repairs: list[Repair]) -> list[str]:
    return [r.kind for r in repairs]


# ------------------------------------------------------------------------------------- real damage


@pytest.mark.parametrize(("lineno", "damaged", "_expected", "_confidence"), DAMAGED_LINES)
def test_damaged_examples_are_real_source_lines(
    source_lines: list[str], lineno: int, damaged: str, _expected: str, _confidence: str
) -> None:
    assert source_lines[lineno - 1] == damaged


@pytest.mark.parametrize(("lineno", "damaged", "expected", "confidence"), DAMAGED_LINES)
def test_damaged_line_is_rebuilt_exactly(lineno: int, damaged: str, expected: str, confidence: str) -> None:
    text, repairs = repair_ga_text(damaged)
    assert text == expected, f"line {lineno}"
    shifts = [r for r in repairs if r.kind == "gbk-byte-shift"]
    assert shifts, f"line {lineno}: no byte-shift repair recorded"
    worst = max((r.confidence for r in shifts), key=["high", "medium", "low"].index)
    assert worst == confidence, f"line {lineno}"
    for repair in shifts:
        assert repair.before and repair.before in damaged
        assert repair.after and repair.after in expected
        assert "re-paired" in repair.detail


def test_one_shift_repair_per_garbled_run() -> None:
    # line 25 has two separate runs: 輸?shù)粲螒? (ends at ",") and 輸?shù)粲螒颉?/p> (ends the line)
    _, repairs = repair_ga_text(DAMAGED_LINES[1][1])
    shifts = [r for r in repairs if r.kind == "gbk-byte-shift"]
    assert [r.before for r in shifts] == ["?shù)粲螒?", "?shù)粲螒颉?/p>"]
    assert [r.after for r in shifts] == ["掉游戲", "掉游戲。"]


def test_lost_byte_pinned_by_cut_reading_is_high_confidence() -> None:
    _, repairs = repair_ga_text("1.4.4.2.?所有剩余玩家同時輸?shù)艋蜈A得游戲。")
    (shift,) = [r for r in repairs if r.kind == "gbk-byte-shift"]
    assert shift.confidence == "high"
    assert shift.before == "?shù)艋蜈A"
    assert shift.after == "掉或贏"
    assert "數 (94 B5)" in shift.detail


def test_lost_byte_from_context_is_explained_and_not_high() -> None:
    _, repairs = repair_ga_text(DAMAGED_LINES[0][1])
    (shift,) = [r for r in repairs if r.kind == "gbk-byte-shift"]
    assert shift.confidence == "medium"
    assert "chosen from context" in shift.detail and "戲" in shift.detail


def test_html_leftover_is_reported() -> None:
    text, repairs = repair_ga_text("1.4.3.7.?在賽事中被裁判判罰輸?shù)粲螒颉?/p>")
    assert text == "1.4.3.7.?在賽事中被裁判判罰輸掉游戲。"
    html = [r for r in repairs if r.kind == "html-leftover"]
    assert len(html) == 1 and html[0].before == "/p>" and html[0].after == ""


def test_ambiguous_shifted_ascii_takes_the_plausible_reading() -> None:
    # "_" is the folded full-width ＿ (A3 DF) here, not a lone 0x5F trail byte: 如常進行, not 如砡M行
    text, _ = repair_ga_text("游戲?qū)⑷绯_M行")
    assert text == "游戲將如常進行"


# ---------------------------------------------------------------------------------- pinyin readings


@pytest.mark.parametrize(
    ("damaged", "expected"),
    [
        ("宏偉檔案完全規(guī)則書-4.1版", "宏偉檔案完全規則書-4.1版"),
        ("1.1.?如果某個游戲狀態(tài)導(dǎo)致", "1.1.?如果某個游戲狀態導致"),
        (
            "復(fù)制的卡牌激活和復(fù)制的物件由產(chǎn)生復(fù)制的玩家控制。",
            "復制的卡牌激活和復制的物件由產生復制的玩家控制。",
        ),
        ("區(qū)域內(nèi)", "區域內"),
    ],
)
def test_readings_are_removed(damaged: str, expected: str) -> None:
    text, repairs = repair_ga_text(damaged)
    assert text == expected
    assert kinds(repairs) == ["pinyin-annotation"]
    assert repairs[0].confidence == "high"


def test_reading_summary_counts_and_names_readings() -> None:
    _, repairs = repair_ga_text("規(guī)則,規(guī)則,狀態(tài)")
    (summary,) = repairs
    assert summary.detail.startswith("removed 3 pinyin reading(s)")
    assert "guī×2" in summary.detail and "tài" in summary.detail


@pytest.mark.parametrize(
    "line",
    [
        "1.3.2.?首回合玩家通過任意全隨機方式(比如擲骰子)或是所有玩家都接受的其他方式來決定。",
        "1.3.2.1.?任何方式的“贏家”都被劃定為首回合玩家。(譯者注:即不能選擇先后手)",
        "勇士從其原質牌庫中以正面朝上的重置狀態的0級靈體(Spirit)勇士",
        "直到回合結束“(EOT)",
        "這四種(2.7.1至2.7.4)",
        "2.2.7.2.2.5.2.?(1.7.6.4.3)如果在一次攻擊中武器被使用",
        "2.11.7.14.6.7.?Distant",
        "(BO3或BO5賽制)",
    ],
)
def test_real_parentheses_and_prefix_survive(line: str) -> None:
    assert repair_ga_text(line) == (line, [])


def test_prefix_question_mark_is_not_damage() -> None:
    text, repairs = repair_ga_text("1.3.4.?在此之后,回合玩家跳過實現(xiàn)和回收階段,直接進行主要階段。")
    assert text == "1.3.4.?在此之后,回合玩家跳過實現和回收階段,直接進行主要階段。"
    assert kinds(repairs) == ["pinyin-annotation"]


# -------------------------------------------------------------------------------------- whole file


def test_whole_file_is_clean_after_repair(source_lines: list[str]) -> None:
    problems = []
    for lineno, line in enumerate(source_lines, 1):
        text, repairs = repair_ga_text(line)
        rest = body(text)
        if "?" in rest or READING.search(rest) or PRIVATE_USE.search(rest) or "/p>" in rest:
            problems.append((lineno, rest))
        if "unrepaired-damage" in kinds(repairs):
            problems.append((lineno, "unrepaired"))
    assert problems == []


def test_whole_file_counts(source_lines: list[str]) -> None:
    shift_lines = set()
    readings = 0
    for lineno, line in enumerate(source_lines, 1):
        _, repairs = repair_ga_text(line)
        for r in repairs:
            if r.kind == "gbk-byte-shift":
                shift_lines.add(lineno)
            if r.kind == "pinyin-annotation":
                readings += int(r.detail.split()[1])
    text = "\n".join(source_lines)
    cut = len(re.findall(r"\?[a-zü\u00e0-\u01dc]+\)", text))
    assert readings == len(READING.findall(text)) + cut
    assert readings > 1000
    assert 35 <= len(shift_lines) <= 50


def test_reconstructing_kinds() -> None:
    assert "gbk-byte-shift" in RECONSTRUCTING_KINDS
    assert not {"pinyin-annotation", "html-leftover"} & RECONSTRUCTING_KINDS


# ------------------------------------------------------------------------- forward model round trip

TABLE = {"數": "shù", "驅": "qū", "優": "yōu", "結": "jié", "規": "guī", "發": "fā", "現": "xiàn", "執": "zhí"}


def damage(original: str) -> str:
    """Apply the site's damage as the module docstring describes it, to check the repair inverts it."""
    data = original.encode("gbk")
    for ch, reading in TABLE.items():
        data = data.replace(ch.encode("gbk"), ch.encode("gbk") + b"(" + reading.encode("gbk") + b")")
    out, i = [], 0
    while i < len(data):
        if data[i] < 0x80:
            out.append(chr(data[i]))
            i += 1
            continue
        try:
            out.append(data[i : i + 2].decode("gb18030"))
            i += 2
        except UnicodeDecodeError:
            out.append("?")
            i += 2 if data[i + 1 : i + 2] in (b"(", b"<") else 1
    return fold("".join(out))


def fold(text: str) -> str:
    """The upstream folding of full-width forms to ASCII."""
    return "".join(chr(ord(c) - 0xFEE0) if 0xFF01 <= ord(c) <= 0xFF5E else c for c in text)


@pytest.mark.parametrize(
    "original",
    [
        "玩家輸掉遊戲而不復存在",
        "游戲將對卡牌激活執行一次合法性檢查",
        "此玩家同時贏得并輸掉游戲（輸掉游戲會優先）",
        "游戲將立即視為在戰斗階段內",
        "激活或將實現一張卡牌",
    ],
)
def test_repair_inverts_the_forward_model(original: str) -> None:
    damaged = damage(original)
    assert "?" in damaged  # the example really has a reading inside a character
    text, repairs = repair_ga_text(damaged)
    assert text == fold(original)
    assert all(r.confidence == "high" for r in repairs)


# ---------------------------------------------------------------------------------------- property

_PIECES = st.sampled_from(
    [
        "?",
        "(shù)",
        "shù)",
        "(Spirit)",
        "/p>",
        "\ue847",
        "\ue468",
        "粲螒",
        "輸",
        "游戲",
        ",",
        "_",
        "A",
        "F(xiàn)",
        "。",
        " ",
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(), st.lists(st.one_of(_PIECES, st.text(max_size=3)), max_size=20).map("".join)))
def test_never_raises_and_only_rebuilt_runs_add_characters(text: str) -> None:
    result, repairs = repair_ga_text(text)
    assert isinstance(result, str)
    assert all(isinstance(r, Repair) for r in repairs)
    rebuilt = "".join(r.after or "" for r in repairs if r.kind in RECONSTRUCTING_KINDS)
    new = set(result) - set(text) - set(rebuilt)
    assert not new
    if "?" not in body(text):
        assert _is_subsequence(result, text)  # only inserted readings were taken out


def _is_subsequence(small: str, big: str) -> bool:
    it = iter(big)
    return all(ch in it for ch in small)


def test_unrepairable_damage_is_left_and_reported() -> None:
    text, repairs = repair_ga_text("1.1.?規(guī)則?")
    assert text == "1.1.?規則?"
    assert "unrepaired-damage" in kinds(repairs)


def test_stray_damage_outside_runs_is_reported_not_removed() -> None:
    text, repairs = repair_ga_text("規(guī)則\ue847書/p>")
    assert text == "規則\ue847書/p>"
    stray = [r.before for r in repairs if r.kind == "unrepaired-damage"]
    assert stray == ["\ue847", "/p>"]


def test_line_with_separator_already_restored_works_the_same() -> None:
    lineno, damaged, expected, _ = DAMAGED_LINES[0]
    text, _ = repair_ga_text(damaged.replace(".?", ". ", 1))
    assert text == expected.replace(".?", ". ", 1), f"line {lineno}"
