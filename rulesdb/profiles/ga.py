"""Grand Archive 宏偉檔案 完全規則書 4.1 (fan translation, posted 2023-04-09), Traditional script.

- Junk before and after the rules (SEO spam, site chrome, comments footer, a place-name spam list); the title and
  preface are front matter, kept as metadata.
- One rule per line, ``1.1.2.1.?text``: the ``?`` is a lost separator.
- Pinyin annotations and the GBK byte-shift damage: repaired by `rulesdb.clean.ga_damage`.
- Intro rules at ``x.y.0.z`` although no ``x.y.0`` exists: they hang under ``x.y``.
- Cross-references were written against the English numbering; in the sections that gained a ``.0`` preamble
  they point one sibling too far (``參見2.2.8`` means the combat phase, 2.2.7). `resolve_ref` corrects them.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rulesdb.clean.ga_damage import RECONSTRUCTING_KINDS, repair_ga_text
from rulesdb.importer.numbers import tokens_of
from rulesdb.importer.profile import Explanation, Profile
from rulesdb.models import GlossaryEntry, Repair, Rule

_LOST_SEPARATOR = re.compile(r"^(?P<num>\d+(?:\.\d+)*\.)\?")
# A defined term: a short heading (``2.2.7.?戰鬥階段``, ``1.7.8.?超類型``) whose children define it.
_TERM = re.compile(r"^[\u3400-\u9fffA-Za-z()（） ]{1,12}$")


def repair_line(text: str) -> tuple[str, list[Repair]]:
    repairs: list[Repair] = []
    m = _LOST_SEPARATOR.match(text.strip())
    if m is not None:
        text = m.group("num") + " " + text.strip()[m.end() :]
        repairs.append(Repair(kind="lost-separator", detail="the '?' after the rule number is a lost separator"))
    text, more = repair_ga_text(text)
    return text, repairs + more


class GaProfile(Profile):
    def resolve_ref(self, printed: str, source: Rule, exists: Callable[[str], bool]) -> tuple[str, str] | None:
        """The references were written against the English numbering. Where a section S gained a ``.0``
        preamble in this translation (S.0.1 exists), the English counted the preamble as S.1, so the component
        right after S is one too high: English S.1.x is S.0.x here, S.n is S.(n-1). Every level is mapped from
        the top down (``2.2.7.4``: 2.2 has a preamble, so 2.2.7 is 2.2.6, which has none: 2.2.6.4)."""
        tokens = tokens_of(printed)
        mapped = list(tokens)
        shifted: list[str] = []
        for k in range(1, len(mapped)):
            section = ".".join(mapped[:k])
            number = mapped[k]
            last = k == len(mapped) - 1
            if exists(f"{section}.0.1") and number.isdigit() and (int(number) > 1 or (int(number) == 1 and not last)):
                mapped[k] = str(int(number) - 1)
                shifted.append(section)
        meant = ".".join(mapped)
        if not shifted or meant == printed or not exists(meant):
            return None
        sections = ", ".join(shifted)
        return meant, (
            f"written against the English numbering; section {sections} gained a .0 preamble in this "
            f"translation, so {printed} here is {meant}"
        )

    def glossary(self, rules: list[Rule]) -> list[GlossaryEntry]:
        """GA has no glossary section: its defined terms are the short headings whose children define them; the
        first child's text stands in for a definition. A heading that only groups subheadings (1.7 卡牌類型: 1.7.1
        勇士 … 1.7.8 超類型) has no defining text: its entry stays empty rather than taking the first subheading's
        title as its definition."""
        by_id = {r.id: r for r in rules}
        out = []
        for rule in rules:
            if rule.kind in ("heading", "section") and rule.children and _TERM.match(rule.text.strip()):
                first = by_id.get(rule.children[0])
                defining = first is not None and first.kind not in ("heading", "section")
                entry = GlossaryEntry.for_rule(rule, rule.text.strip(), first.text if first is not None and defining
                                               else "")
                if not defining:
                    parts = "、".join(f"{c} {by_id[c].text.strip()}" for c in rule.children if c in by_id)
                    entry.notes.append(f"規則書沒有為此術語寫定義; 本節分為: {parts}。")
                out.append(entry)
        return out


def profile() -> Profile:
    return GaProfile(
        game="ga",
        letter_style="dotted",
        body_start=re.compile(r"^1\.[?？]"),
        body_end=re.compile(r"的評論\s*\(共|^分享到"),
        line_repairs=[repair_line],
        reconstructing_kinds=RECONSTRUCTING_KINDS | {"reconstructed"},
        ref_patterns=[
            re.compile(r"(?:參見|參照|章節|见|見)\s*(?P<num>\d+(?:\.\d+)+)"),
            re.compile(r"\((?P<num>\d+(?:\.\d+)+)至"),
            re.compile(r"至(?P<num>\d+(?:\.\d+)+)\)"),
            # Any bare number of three or more levels in running text is a rule number (``繼續至2.2.2.2``,
            # ``(1.7.6.4.3)``, ``如2.3.2.7中描述的``); the text has no decimals of that shape.
            re.compile(r"(?<![\d.])(?P<num>\d+\.\d+(?:\.\d+)+)(?![\d.]*\d)"),
        ],
        explanations=[
            Explanation(
                "orphan",
                None,
                "the translation numbers this section's intro rules x.y.0.z without an x.y.0 rule; they belong to x.y",
                pattern=re.compile(r"\.0\.\d"),
            ),
            Explanation("empty", "2.3.2.5", "the translation left this rule empty (known translation defect)"),
        ],
        defects={
            "2.3.2.5": "譯文此條為空 (翻譯缺陷)。",
            "2.2.5.4": (
                "翻譯錯誤: “以低速”應為“以高速” (英文原文 fast speed): 非回合玩家只能在其具有機會時以高速激活卡牌"
                "或執行玩家動作。照譯文則與 1.2.2.1 和 2.8.1.2.2 矛盾: 非回合玩家任何時間都不能執行低速動作。"
            ),
            "1.6.4.2.5.3": "錯字: “現實階段”應為“實現階段” (2.2.2); 游戲沒有現實階段。",
            "2.1.1.5.4": "用詞不一: “記憶區”即回憶區 (2.1.5), 其他規則都寫回憶區。",
            "2.1.1.6": "用詞不一: “記憶區”即回憶區 (2.1.5), 其他規則都寫回憶區。",
            "2.2.0.1.1": "錯字: “從濟原質牌庫”應為“從其原質牌庫” (次回合玩家從自己的原質牌庫放置勇士)。",
            "1.6.10.1.2.2": (
                "與 1.6.10.1.2 矛盾: 1.6.10.1.2 說只需考慮非斜體文本, 此條說除標簽式關鍵詞外的非斜體文本無影響。"
            ),
        },
    )
