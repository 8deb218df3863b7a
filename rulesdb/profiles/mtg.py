"""万智牌完整规则: the Magic Comprehensive Rules of the Legions era (early 2003), Simplified Chinese forum post.

- A profile box and the thread title before the rules (front matter), then the whole document twice (the core keeps
  the first copy), a table of contents listing every part and section heading.
- About a dozen number shapes, often glued to the text: ``100.1. ``, ``300.3当``, ``406.1.a法术力``, ``214.8g. 被``,
  ``306战斗阶段``, ``212.2a 生物``, ``3 回合结构``, ``5附加的战斗规则``. Canonical ids glue the letters
  (``406.1a``); sub-letters skip l and o.
- Structure: parts ``1``–``5`` are the parents of sections ``100``–``505``; a section is the parent of ``100.1``,
  which is the parent of ``100.1a``.
- The face-down section is printed as a second ``502`` between 503 and 505; the core renumbers it to 504 and keeps
  the printed ``502.x`` on each rule. A few single rules carry another section's prefix (see ``RENUMBERS``).
- References written with a dot after the part digit (``4.22`` for 422, ``4.8.2e`` for 408.2e), with an inserted
  zero (``4022``, ``2017``) or without the rule number before a sub-letter (``212.c``): see `resolve_ref`.
- The glossary (名词解释) is ``中文(English)`` term lines followed by definition paragraphs.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rulesdb.importer.entries import Entry
from rulesdb.importer.lines import Line
from rulesdb.importer.numbers import tokens_of
from rulesdb.importer.profile import Explanation, Profile, Renumber
from rulesdb.models import GlossaryEntry, Repair, Rule, RuleKind

# A number in the text: a section (3 digits) with optional rule and sub-letter, in any of the printed shapes,
# or a part-dotted form like 4.18.5. Letters are only read when nothing Latin follows (so "2W" stays text).
_NUM = r"\d{1,4}(?:\.\d{1,3})*(?:\.?[a-z](?![A-Za-z]))?"
REFS = [
    # 见规则409 / 规则 217.8 / 参照规则4.9 / 请查阅规则401 / 见第五节 is a part, handled by the glossary only
    re.compile(rf"规则\s*(?P<num>{_NUM})"),
    # the second number of a list or a range: 规则409.1b及409.1f, 规则420.5d和214.8g, 规则212~215, 306-311
    re.compile(
        r"(?<=[\d a-z])(?:和|及|与|、|~|-|――|至)\s*"
        r"(?P<num>\d{3}(?:\.\d{1,2}(?:\.?[a-z](?![A-Za-z]))?)?)(?![\d.]*\d)"
    ),
    # a bare rule number in running text: 这是217.5c规则的一个例外, 一旦409.1a――409.1f中的步骤完成
    re.compile(r"(?<![\d.规则A-Za-z/+\-])(?P<num>\d{3}\.\d{1,2}[a-z]?)(?=规则|――)"),
]

# The body starts at the table of contents; the title and the introduction before it are front matter. The
# second copy repeats them right after the glossary, where they would read as part of its last entry.
NOISE = [
    ("duplicated copy", re.compile(r"^万智牌完整规则$|^引言$|^这本书是为了已经熟悉基本的万智牌规则的人设计的")),
]
_LOST_TRADEMARK = re.compile(r"(?<=DCI)\?")


def repair_lost_trademark(text: str) -> tuple[str, list[Repair]]:
    """100.3 prints "The Gathering DCI?": the '?' is a trademark sign the scrape could not encode."""
    if _LOST_TRADEMARK.search(text) is None:
        return text, []
    repair = Repair(
        kind="lost-symbol",
        detail="removed a '?' after 'DCI' where the scrape lost a trademark sign (™/®)",
        confidence="medium",
        before="DCI?",
        after="DCI",
    )
    return _LOST_TRADEMARK.sub("", text), [repair]


# The one space between two Chinese words in the rules (503.9's example); the glossary's table of expansion
# symbols uses spaces as column separators and keeps them.
_STRAY_SPACE = re.compile(r"(?<=仿生妖会复制) (?=不稳定变形兽)")


def repair_stray_space(text: str) -> tuple[str, list[Repair]]:
    if _STRAY_SPACE.search(text) is None:
        return text, []
    repair = Repair(kind="soft-wrap-space", detail="removed a stray space between 复制 and 不稳定变形兽")
    return _STRAY_SPACE.sub("", text), [repair]


# Lines the source prints with a number that is not theirs (each checked against the surrounding rules).
RENUMBERS = [
    Renumber(
        426,
        "311.3a",
        "411.3a",
        "printed as 311.3a in section 411 (使用法术力异能), right after 411.3, about triggered mana abilities; "
        "311 is the end-of-combat step, which has no rule 311.3",
    ),
    Renumber(
        598,
        "503.10h",
        "502.10h",
        "printed as 503.10h between 502.10g and 502.11: it is the banding rule (结合) that 502.10b cites as 502.10h",
    ),
    Renumber(
        599,
        "503.10i",
        "502.10i",
        "printed as 503.10i after 502.10h and before 502.11: the last banding rule (multiple instances of banding)",
    ),
]

DEFECTS = {
    "309.3": (
        "翻译错误: 此条两次写“主动牌手”, 但宣告阻挡者的是防御牌手 (309.1、309.2)。"
        "应读作“如果此次阻挡是不合法的或防御牌手无法支付所有需要的费用时……然后防御牌手重新宣告阻挡生物”。"
    ),
    "420.5a": (
        "翻译错误: 原文为生命值为 0 或更少 (0 or less) 的牌手输掉游戏, 见 102.1“生命值成为零或更少”。"
        "生命为负数的牌手同样输掉游戏。"
    ),
    "306.2": (
        "翻译缺漏: 最后一句漏了限定语。原文为“一旦一个生物被宣告为攻击者或阻挡者, "
        "本来会使它不能攻击或阻挡的咒语或异能不会使它移出战斗”; 照译文“使用咒语或异能都不会使该生物移出战斗”"
        "则与本条第一句矛盾 (被消灭、被重生或改变操控者的生物移出战斗, 不论原因是否为咒语或异能)。"
    ),
    "502.21d": (
        "来源缺字: 第二个“如果你支付增幅费用”后面漏了“[B]” (两处; [A] 与 [X] 都在, "
        "论坛很可能把 [B] 当作粗体标记吞掉了)。"
        "应读作“如果你支付增幅费用[B]”, 即牌上列出的第二个增幅费用; 不带 [B] 的句子看起来像是指任何增幅费用。"
    ),
    "206.2": "错字: “都布表示稀有程度”应为“都不表示稀有程度” (出瑞斯记之前的系列符号不表示稀有程度)。",
    "214.8g": "译文标点错乱: 后半句应读作“而此结界‘附在’(更多情况下称“结附”) 该永久物上”。",
    "502.26a": "用词不一: “魔法力费用”即本条前文的“法术力费用”(mana cost), 同一术语的两种译法, 意思不变。",
    "420.5c": (
        "名词解释中“伤害(Damage)”条说生物受到“大于”其防御力的伤害才是致命伤害, 与“致命伤害(Lethal Damage)”条"
        "(大于零且大于或等于防御力) 矛盾; 以“大于或等于”为准: 伤害等于防御力即为致命伤害。"
    ),
}

EXPLANATIONS = [
    Explanation(
        "dangling-ref",
        "308.2",
        "308.2 cites 规则409.9, but section 409 ends at 409.4 in this edition; no rule of 409 is evidently meant, "
        "so the reference is left unresolved rather than guessed",
    ),
    Explanation(
        "gap",
        "214.8k",
        "both copies of the source go from 214.8i to 214.8k: no 214.8j is printed; this document cannot tell whether "
        "the translation dropped a rule or the original skipped the letter",
    ),
]


# Paragraphs printed after an example that are rule text again, not part of the example: (rule, paragraph start).
RULE_TEXT_AFTER_EXAMPLE = [
    # 410.10d: after the two-creatures-and-an-artifact example, a general statement about leaves-play triggers
    ("410.10d", "即使触发情况不在乎永久物到哪一个游戏区"),
]


class MtgProfile(Profile):
    def adopt(self, entries: list[Entry]) -> None:
        """Give back to the rule text the paragraphs the example pass took (see ``RULE_TEXT_AFTER_EXAMPLE``)."""
        by_id = {self.format_id(e.tokens): e for e in entries}
        for rule_id, start in RULE_TEXT_AFTER_EXAMPLE:
            entry = by_id.get(rule_id)
            if entry is None or not entry.examples or f"\n{start}" not in entry.examples[-1]:
                continue
            example, paragraph = entry.examples[-1].split(f"\n{start}", 1)
            entry.examples[-1] = example
            entry.text = f"{entry.text}\n{start}{paragraph}"
            entry.repairs.append(
                Repair(
                    kind="example-boundary",
                    detail="the paragraph after the example is a general rule about leaves-play triggers, not part "
                    "of the example; it is kept as rule text",
                    confidence="medium",
                )
            )

    def parent_tokens(self, tokens: tuple[str, ...]) -> tuple[str, ...] | None:
        """A section's parent is its part (502 → 5); parts are the top level."""
        if len(tokens) == 1:
            head = tokens[0]
            return (str(int(head) // 100),) if len(head) == 3 else None
        return tokens[:-1]

    def kind_of(self, entry: Entry, has_children: bool) -> RuleKind:
        if entry.kind is not None:
            return entry.kind
        if len(entry.tokens) == 1:
            return "part" if len(entry.tokens[0]) == 1 else "section"
        return "item" if entry.tokens[-1].isalpha() else "rule"

    def resolve_ref(self, printed: str, source: Rule, exists: Callable[[str], bool]) -> tuple[str, str] | None:
        return resolve_mistyped(printed, exists, self.format_id)

    def read_glossary(self, lines: list[Line], rules: list[Rule]) -> list[GlossaryEntry]:
        return read_glossary(lines, rules, self.format_id)


def resolve_mistyped(
    printed: str, exists: Callable[[str], bool], format_id: Callable[[tuple[str, ...]], str]
) -> tuple[str, str] | None:
    """The rule meant by a mistyped reference, with the reason; None when the printed number is right or hopeless.

    - a dot after the part digit: ``4.22`` → 422, ``3.10`` → 310, ``4.18.5`` → 418.5, ``4.8.2e`` → 408.2e;
    - a zero inserted after the part digit: ``4022`` → 422, ``2017`` → 217;
    - the rule number left out before a sub-letter: ``212.c`` → 212.2c, when only one rule of the section has
      that sub-letter.
    """
    tokens = tokens_of(printed)
    if not tokens or exists(format_id(tokens)):
        return None
    head = tokens[0]
    if len(head) == 1 and len(tokens) >= 2 and tokens[1].isdigit() and len(tokens[1]) <= 2:
        meant = format_id((f"{head}{int(tokens[1]):02d}", *tokens[2:]))
        if exists(meant):
            return meant, f"printed with a dot after the part digit: {printed} is rule {meant}"
    if len(head) == 4 and head[1] == "0":
        meant = format_id((head[0] + head[2:], *tokens[1:]))
        if exists(meant):
            return meant, f"a zero inserted after the part digit: {printed} is rule {meant}"
    if len(tokens) == 2 and tokens[1].isalpha():
        candidates = [format_id((head, str(n), tokens[1])) for n in range(1, 40)]
        found = [c for c in candidates if exists(c)]
        if len(found) == 1:
            return found[0], (
                f"the rule number is missing before the sub-letter: section {head} has only one rule with a "
                f"sub-letter {tokens[1]}, {found[0]}"
            )
    return None


# A glossary term line: 中文(English), optionally (废弃)/(非正式) tags; the English may be followed by the letter
# the scrape moved outside the parenthesis ("替代费用(Alternative Cos)t").
_TAGS = r"(?:\((?:废弃|非正式|不知道对不对\?)\))"
_TERM_LINE = re.compile(
    rf"^(?P<zh>[^()。:]{{1,16}}?)\s*(?:\((?P<en>[^()\u4e00-\u9fff]*[A-Za-z][^()\u4e00-\u9fff]*)\)(?P<tail>[a-z]?))?"
    rf"\s*(?P<tags>{_TAGS}*)$"
)
# Terms the source prints without an English name or tag; the next line starts their definition.
_BARE_TERMS = {"指示物", "X", "Y,Z"}
_CITATION = re.compile(rf"(?:见|参见|参看)?规则\s*(?P<num>{_NUM})")
_PART = re.compile(r"第([一二三四五])节")
_PART_NUMBERS = {"一": "1", "二": "2", "三": "3", "四": "4", "五": "5"}


def _term_line(text: str) -> tuple[str, str, str] | None:
    """(Chinese term, English name, tags) of a glossary term line, else None."""
    if text in _BARE_TERMS:
        return text, "", ""
    m = _TERM_LINE.match(text)
    if m is None or not (m.group("en") or m.group("tags")):
        return None
    english = ((m.group("en") or "") + (m.group("tail") or "")).strip().strip('“”"')
    return m.group("zh").strip().strip('“”"'), english, m.group("tags")


def _split_names(name: str) -> list[str]:
    """The single names in a combined one: 操控/操控者, "Control, Controller", "LIFO=Last In, First Out"."""
    separators = r"=" if "=" in name else r"[/,]"
    parts = [p.strip() for p in re.split(separators, name) if p.strip()]
    return parts if len(parts) > 1 else []


def read_glossary(
    lines: list[Line], rules: list[Rule], format_id: Callable[[tuple[str, ...]], str]
) -> list[GlossaryEntry]:
    """名词解释: a term line, then definition paragraphs up to the next term line. Each entry links to the first
    rule its definition cites (mistyped citations resolved as in the rules), else to the part it cites
    (见第四节), else to the rule whose heading is the term itself (the keyword sections 502.x)."""
    ids = {r.id for r in rules}
    titles = {r.text.strip(): r.id for r in rules if len(r.text.strip()) <= 12}
    blocks: list[tuple[tuple[str, str, str], Line, list[Line]]] = []
    for line in lines:
        text = line.text.strip()
        if not text:
            continue
        term_line = _term_line(text)
        if term_line is not None:
            blocks.append((term_line, line, []))
        elif blocks:
            blocks[-1][2].append(line)
    entries = []
    for (zh, english, tags), head, body in blocks:
        definition = "\n".join(line.text.strip() for line in body)
        term = zh
        aliases = _split_names(zh)
        if english:
            aliases += [english, *_split_names(english)]
        if set(zh) <= {"?"}:
            # the Chinese term was lost in the scrape ("??(Mono Artifact)"); the English name is all that is left
            term = english
            aliases = []
        entries.append(
            GlossaryEntry(
                game="mtg",
                term=term,
                definition=definition,
                rule=_linked_rule(definition, term, ids, titles, format_id),
                aliases=list(dict.fromkeys(aliases)),
                lines=(head.no, body[-1].no if body else head.no),
                raw="\n".join(line.raw for line in (head, *body)),
                notes=[
                    *_tag_notes(tags),
                    *GLOSSARY_DEFECTS.get(english, ()),
                    *([] if definition else [_NO_DEFINITION]),
                ],
            )
        )
    return entries


# Known defects of glossary entries, by English name (the Chinese terms vary in the scrape).
GLOSSARY_DEFECTS: dict[str, tuple[str, ...]] = {
    "Damage": ("本条说生物受到“大于”其防御力的伤害才是致命伤害, 与“致命伤害(Lethal Damage)”条的“大于或等于”矛盾; "
               "以“大于或等于”为准 (见 420.5c 的注释)。",),
    "Lethal Damage": ("与“伤害(Damage)”条的“大于”矛盾; 本条的“大于或等于”与规则其余部分一致。",),
}
# 30 terms (墓碑标记(Tombstone Icon), 门槛(Threshold), 变身(Morph) …) are printed without a definition in both
# copies; the entry stays empty (nothing is invented) and says so.
_NO_DEFINITION = "译文此条没有定义 (两份原文都只印出了术语)。"
_TAG_NOTES = {
    "废弃": "原文标注为废弃的术语。",
    "非正式": "原文标注为非正式术语。",
    "不知道对不对?": "译者注明对译文没有把握。",
}


def _tag_notes(tags: str) -> list[str]:
    """The scrape's status tags after a term, ``(废弃)(非正式)``, as readable notes."""
    return [_TAG_NOTES[t] for t in re.findall(r"\(([^()]+)\)", tags or "") if t in _TAG_NOTES]


def _linked_rule(
    definition: str,
    term: str,
    ids: set[str],
    titles: dict[str, str],
    format_id: Callable[[tuple[str, ...]], str],
) -> str | None:
    for m in _CITATION.finditer(definition):
        printed = m.group("num").rstrip(".")
        rule_id = format_id(tokens_of(printed))
        if rule_id in ids:
            return rule_id
        fixed = resolve_mistyped(printed, ids.__contains__, format_id)
        if fixed is not None:
            return fixed[0]
    if (part := _PART.search(definition)) is not None:
        return _PART_NUMBERS[part.group(1)]
    return titles.get(term)


def profile() -> Profile:
    return MtgProfile(
        game="mtg",
        letter_style="glued",
        skipped_letters="lo",
        body_start=re.compile(r"^1\. 游戏$"),
        noise=NOISE,
        line_repairs=[repair_lost_trademark, repair_stray_space],
        glossary_start=re.compile(r"^名词解释$"),
        example_pattern=re.compile(r"^(?:例如|举例)\s*[:：]"),
        ref_patterns=REFS,
        renumbers=RENUMBERS,
        explanations=EXPLANATIONS,
        defects=DEFECTS,
    )
