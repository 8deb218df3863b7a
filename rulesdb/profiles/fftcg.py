"""FINAL FANTASY TCG 总规则 ver.2.00, scraped from a Baidu Tieba thread.

Noise: forum header, reply counters, an ``IP属地:北京N楼 … 回复`` separator per post, lone ``回复`` lines, growing
indentation (meaningless), a table of contents. Numbers ``6.5.2.`` followed by text; some bodies continue on the
next line. Section 15 is the keyword glossary."""

from __future__ import annotations

import re

from rulesdb.importer.profile import Explanation, Profile, Renumber
from rulesdb.models import GlossaryEntry, Rule

NOISE = [
    ("forum chrome", re.compile(r"^(?:fftcg吧|•?\s*\d+回复贴|只看楼主|回复$|IP属地)")),
    ("forum chrome", re.compile(r"^FF-TCG总规则ver\.2\.00(?:\(最终更新日期2020年7月1日\))?$|^最终更新日期\d{4}年")),
]


def glossary(rules: list[Rule]) -> list[GlossaryEntry]:
    """Section 15: 15.1.1.N keyword actions and 15.2.N keyword abilities (headings whose children define them),
    plus EX Burst (11.10), which the book defines outside section 15."""
    by_id = {r.id: r for r in rules}
    entries = []
    for rule in rules:
        if rule.kind != "heading" or not (
            rule.id.startswith("15.1.1.")
            or (rule.id.startswith("15.2.") and rule.id.count(".") == 2)
            or rule.id == "11.10"
        ):
            continue
        term = rule.text.split("\n", 1)[0].strip()
        if not term or len(term) > 20:
            continue
        definition = "\n".join(by_id[c].text for c in rule.children if c in by_id)
        entries.append(GlossaryEntry.for_rule(rule, term, definition))
    return entries


_TOO_DEEP = (
    "printed one level too deep: 11.6.2.2 has no children 1–2, and the parallel special-ability rules are "
    "11.7.2.3 and 11.7.2.4 with the same text"
)


class FftcgProfile(Profile):
    def glossary(self, rules: list[Rule]) -> list[GlossaryEntry]:
        return glossary(rules)


def profile() -> Profile:
    return FftcgProfile(
        game="fftcg",
        noise=NOISE,
        body_start=re.compile(r"^目录$"),
        ref_patterns=[
            re.compile(r"(?:返回|参照|参考|请见|见)(?:规则)?(?P<num>\d+(?:\.\d+)+)"),
            # bare numbers with two or more dots are always rule numbers in this book ("在10.1.2.1的时间点")
            re.compile(r"(?<![\d.返见照考])(?P<num>\d+\.\d+\.\d+(?:\.\d+)*)(?![\d.]*\d)"),
        ],
        renumbers=[
            Renumber(291, "11.6.2.2.3", "11.6.2.3", _TOO_DEEP),
            Renumber(292, "11.6.2.2.4", "11.6.2.4", _TOO_DEEP),
        ],
        explanations=[
            Explanation(
                "orphan",
                "11.11.2.1.1",
                "the source skips a level (no 11.11.2.1); the rule is kept under 11.11.2 with its printed number",
            ),
        ],
        defects={
            "3.1.1": "与 12.4.1 矛盾: 3.1.1 说限制赛受到 6 点伤害失败, 12.4.1 说 7 点。",
            "11.4.3": "重复: “,应宣布使用哪个效果。”印了两次, 不改变意思 (应宣布使用哪个效果)。",
        },
    )
