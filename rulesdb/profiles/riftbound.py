"""Riftbound 符文战场 core rules, a partial scrape: only rules 300–345 and 419–456 are in the file.

- Ids like ``315.2.a.1`` (letters dotted), ``•`` bullets, indentation 2 spaces per level (unreliable blank lines).
- Top-level numbers are flat siblings: ``301. 回合`` is a heading and 302–306 are its rules. The outline below
  (from reading the file) says which top-level numbers are headings and at which level; each adopts the flat
  numbers after it until the next heading of its level or above.
- A PDF conversion left soft-wrap spaces inside words (``激活技 能``); some lists were flattened into one line of
  space-separated words (``名称 超类型 类型 …``); list items repeat their number inline (``322.1. 1.如果…``).
- References by number are authoritative (two different rules are titled 移动). References into the missing
  ranges are "not in this document"; the engine must never invent their content.
"""

from __future__ import annotations

import re

from rulesdb.importer.entries import Entry
from rulesdb.importer.profile import Explanation, Profile, Renumber
from rulesdb.models import GlossaryEntry, Repair, Rule

# Headings among the flat top-level numbers, with their outline level.
OUTLINE: dict[str, int] = {
    "300": 1,
    **dict.fromkeys(["301", "307", "311", "314", "318", "324", "337"], 2),
    **dict.fromkeys(["315", "316", "317", "326", "331"], 3),
    **dict.fromkeys(["333", "334", "335", "336"], 4),
    **dict.fromkeys(["419", "428", "433", "441", "446", "454"], 1),
    "437": 2,
    **dict.fromkeys(["438", "439", "440"], 3),
}

_HAN = r"\u3400-\u9fff"
_SOFT_WRAP = re.compile(rf"(?<=[{_HAN}]) (?=[{_HAN}])")
# Three or more short Han words separated by single spaces: a list that lost its line breaks. A longer phrase
# after the last short word and one more space is the list's last item (450.2.a: ``… 移除规则文本 将一个游戏物体的
# 规则文本复制到另一个游戏物体上。``); that space separates items, it is not a line wrap inside a word.
_FLAT_LIST = re.compile(rf"(?:[{_HAN}]{{1,6}} ){{2,}}[{_HAN}]{{1,6}}(?: [{_HAN}][^ 。]*)?(?=$|[ 。])")
# Spaces that belong to the text although they sit between two Han characters: a card's name and its title.
KEPT_SPACES = {
    "凯特琳 守望者": "the card name 凯特琳 守望者 (name and title, quoted with its text as the other cards are)",
}
_INLINE_ORDINAL = re.compile(r"^(?P<n>\d{1,2})\.(?=\S)")


def repair_spaces(text: str) -> tuple[str, list[Repair]]:
    """Flattened lists get 、 between their items; the remaining Han-space-Han spaces are soft wraps."""
    repairs: list[Repair] = []

    def unflatten(m: re.Match[str]) -> str:
        items = m.group(0).split(" ")
        repairs.append(
            Repair(
                kind="flattened-list",
                detail=f"a list of {len(items)} items lost its line breaks; items separated with 、",
                confidence="medium",
                before=m.group(0),
                after="、".join(items),
            )
        )
        return "、".join(items)

    text = _FLAT_LIST.sub(unflatten, text)
    kept = [(m.start() + name.index(" "), name) for name in KEPT_SPACES for m in re.finditer(re.escape(name), text)]
    keep = {pos for pos, _ in kept}
    wraps = [m for m in _SOFT_WRAP.finditer(text) if m.start() not in keep]
    if wraps:
        shown = [text[max(0, m.start() - 3) : m.end() + 3] for m in wraps]
        detail = f"removed {len(wraps)} line-wrap space(s) inside words: " + " / ".join(shown)
        if kept:
            detail += "; kept " + "; ".join(f"the space in {KEPT_SPACES[name]}" for _, name in kept)
        for m in reversed(wraps):
            text = text[: m.start()] + text[m.end() :]
        repairs.append(Repair(kind="soft-wrap-space", detail=detail, confidence="high"))
    return text, repairs


_BROKEN_450 = (
    "broken sub-numbering in the source (450.3.c.1, 450.3.d.1, 450.3.e.1, 450.3.e.2, 450.3.f.0.a, 450.3.g.1): the "
    "block is 1.增值 with two sub-rules and 2.减值 with two sub-rules, renumbered to that structure"
)


class RiftboundProfile(Profile):
    def adopt(self, entries: list[Entry]) -> None:
        """Flat top-level numbers get the heading before them (by OUTLINE level) as parent."""
        stack: list[tuple[int, str]] = []  # (level, id) of open headings
        for entry in entries:
            if len(entry.tokens) != 1:
                continue
            number = entry.tokens[0]
            level = OUTLINE.get(number)
            if level is not None:
                while stack and stack[-1][0] >= level:
                    stack.pop()
                if stack:
                    entry.parent = stack[-1][1]
                entry.kind = "section" if level == 1 else "heading"
                stack.append((level, number))
            elif stack:
                entry.parent = stack[-1][1]
                entry.kind = "rule"

    def repair_line(self, text: str) -> tuple[str, list[Repair]]:
        return repair_spaces(text)

    def glossary(self, rules: list[Rule]) -> list[GlossaryEntry]:
        """The shipped part has no glossary; its defined terms are the outline's headings, defined by the rules
        under them (the first one, as the definition shown on hover)."""
        by_id = {r.id: r for r in rules}
        entries = []
        for rule in rules:
            if rule.id not in OUTLINE or rule.id == "300":
                continue
            first = next((by_id[c] for c in rule.children if by_id[c].kind == "rule"), None)
            entries.append(GlossaryEntry.for_rule(rule, rule.text.strip(), first.text if first else ""))
        return entries


def strip_inline_ordinals(entries: list[Entry]) -> None:
    """``322.1. 1.如果…``: the inline ordinal repeats the rule's own last number; drop it, recorded."""
    for entry in entries:
        m = _INLINE_ORDINAL.match(entry.text)
        if m and entry.tokens and m.group("n") == entry.tokens[-1]:
            entry.repairs.append(
                Repair(
                    kind="inline-ordinal",
                    detail=f"removed the inline ordinal {m.group(0)!r} that repeats the rule number",
                    before=m.group(0),
                )
            )
            entry.text = entry.text[m.end() :]


class _Profile(RiftboundProfile):
    def adopt(self, entries: list[Entry]) -> None:
        strip_inline_ordinals(entries)
        super().adopt(entries)


def profile() -> Profile:
    return _Profile(
        game="riftbound",
        letter_style="dotted",
        body_start=re.compile(r"^300\. "),
        inline_example=re.compile(r"\s*(?=举例[:：])"),
        ref_patterns=[re.compile(r"规则\s*(?P<num>\d{3}(?:\.\d{1,2})*(?:\.[a-z](?:\.\d{1,2})?)?)")],
        missing_ranges=[(0, 299), (346, 418), (457, 999)],
        renumbers=[
            Renumber(683, "450.3.d.1", "450.3.c.1.a", _BROKEN_450, "medium"),
            Renumber(685, "450.3.e.1", "450.3.c.1.b", _BROKEN_450, "medium"),
            Renumber(687, "450.3.e.2", "450.3.c.2", _BROKEN_450, "medium"),
            Renumber(689, "450.3.f.0.a", "450.3.c.2.a", _BROKEN_450, "medium"),
            Renumber(690, "450.3.g.1", "450.3.c.2.b", _BROKEN_450, "medium"),
        ],
        explanations=[
            Explanation("orphan", "419", "rules 346–418 (and chapter 400's heading) are not in the shipped file"),
            Explanation("gap", "419", "rules 346–418 are not in the shipped file"),
            Explanation("noise", "439.1.d.5", "the space in 凯特琳 守望者 separates a card's name and title"),
        ],
    )
