"""Echo of Legends rules page: clean text, but only the 25 headings carry numbers.

Every actual rule is an unnumbered ``- `` bullet, a lettered ``- a.`` item or a roman ``- i.`` item, so ids are
synthesized positionally and stay stable for the same source:

- a numbered heading keeps its number (``2.1.2``);
- each unlettered bullet or plain paragraph under a heading takes the next ordinal: ``2.1.2.1``, ``2.1.2.2`` …;
  a paragraph right after a bullet ending in ``:`` continues that bullet (``2.2.2.2`` 属性克制: 火=>草=>水=>火…);
- ``a.``/``i.`` items hang under the latest unlettered bullet of the heading (``2.1.2.1.b``), or under the
  heading itself when no bullet precedes them (``2.1.3.a``).

Section 4 (规则词典) bullets ``- 术语:定义`` are the glossary; each term is also an alias of its rule."""

from __future__ import annotations

import re

from rulesdb.importer.entries import Entry
from rulesdb.importer.lines import Line
from rulesdb.importer.numbers import roman_value
from rulesdb.importer.profile import Explanation, Profile
from rulesdb.models import FLAG_SYNTHESIZED_ID, GlossaryEntry, Rule

HEADING = re.compile(r"^(?P<num>\d+(?:\.\d+)*)\.?\s+(?P<title>\S.*)$")
ITEM = re.compile(r"^-\s*(?P<mark>[a-z]|[ivx]+)\.\s*(?P<text>.*)$")
BULLET = re.compile(r"^-\s*(?P<text>.*)$")
TERM = re.compile(r"^(?P<term>[^:：]{1,8})[:：](?P<definition>.+)$", re.DOTALL)


def _entry(rule_id: str, text: str, line: Line, printed: str | None = None) -> Entry:
    entry = Entry(
        tokens=tuple(rule_id.split(".")),
        printed=printed,
        text=text,
        start=line.no,
        end=line.no,
        raw=[line.raw],
        repairs=list(line.repairs),
        id=rule_id,
    )
    if printed is None:
        entry.flags.append(FLAG_SYNTHESIZED_ID)
    return entry


class EolProfile(Profile):
    def synthesize(self, lines: list[Line]) -> list[Entry]:
        entries: list[Entry] = []
        heading: Entry | None = None
        bullet: Entry | None = None  # latest unlettered bullet under the current heading
        ordinal = 0
        for line in lines:
            text = line.text.strip()
            if not text:
                continue
            if (m := HEADING.match(text)) is not None and not text.startswith("-"):
                number = m.group("num")
                heading = _entry(number, m.group("title").strip(), line, printed=number)
                heading.kind = "section" if "." not in number else "heading"
                if "." in number:
                    heading.parent = number.rsplit(".", 1)[0]
                entries.append(heading)
                bullet, ordinal = None, 0
                continue
            if heading is None:
                continue  # nothing precedes the first heading in this file; a title line would be front matter
            if (m := ITEM.match(text)) is not None and (len(m.group("mark")) == 1 or roman_value(m.group("mark"))):
                owner = bullet or heading
                item = _entry(f"{owner.id}.{m.group('mark')}", m.group("text").strip(), line)
                item.parent, item.kind = owner.id, "item"
                entries.append(item)
                continue
            if bullet is not None and not text.startswith("-") and bullet.text.endswith((":", "：")):
                bullet.add_line(line, text)
                continue
            ordinal += 1
            body = BULLET.match(text)
            bullet = _entry(f"{heading.id}.{ordinal}", (body.group("text") if body else text).strip(), line)
            bullet.parent, bullet.kind = heading.id, "rule"
            entries.append(bullet)
        self._add_term_aliases(entries)
        return entries

    @staticmethod
    def _add_term_aliases(entries: list[Entry]) -> None:
        for entry in entries:
            if entry.id and entry.id.startswith("4.") and entry.kind == "rule":
                m = TERM.match(entry.text)
                if m is not None:
                    entry.aliases.append(m.group("term").strip())

    def glossary(self, rules: list[Rule]) -> list[GlossaryEntry]:
        out = []
        for rule in rules:
            if rule.id.startswith("4.") and rule.kind == "rule" and (m := TERM.match(rule.text)) is not None:
                out.append(GlossaryEntry.for_rule(rule, m.group("term").strip(), m.group("definition").strip()))
        return out


def profile() -> Profile:
    return EolProfile(
        game="eol",
        letter_style="dotted",
        explanations=[
            Explanation("gap", None, "synthesized ids are positional and cannot have gaps; printed heading numbers"),
        ],
        defects={
            "2.3.4.1": "与 2.2.3.6 的结算顺序不一致: 2.3.4 说防守方优先, 2.2.3.6.iii 说进攻方优先。",
            "2.2.3.6.iii": "与 2.3.4.1 的结算顺序不一致: 此条说双方同时被破坏时进攻方优先, 2.3.4.1 说防守方优先。",
            "2.3.2.1": "“心控”在规则中没有定义。",
            "2.2.2.3": "“buff”(增益/减益)在规则中没有定义。",
        },
    )
