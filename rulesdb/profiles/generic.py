"""A profile for rulebooks no one has studied yet (``rulesdb import``): numbers like ``1.2.3``, ``303.2.a`` or
``100.1a``, with or without trailing dots, examples on their own lines, ``rule N`` / ``规则N`` references.

Documents shaped like the Magic Comprehensive Rules get their structure too: the text before the first part heading
(``1. Game Concepts``) is front matter, the contents list is dropped, single-digit parts are the parents of the
three-digit sections they number (``1`` → ``100``), and the glossary at the end (``Glossary``/``词汇表``: a term
line, its definition lines, a blank line) is read as glossary entries; the credits after it are back matter.
"""

from __future__ import annotations

import re

from rulesdb.importer.entries import Entry
from rulesdb.importer.lines import Line
from rulesdb.importer.numbers import LetterStyle, tokens_of
from rulesdb.importer.profile import Profile
from rulesdb.models import GlossaryEntry, Rule

_NUM = r"\d{1,4}(?:\.\d{1,3})*(?:\.?[a-z](?![A-Za-z]))?"
REFS = [
    re.compile(rf"(?:[Rr]ules?|规则|規則|见|見|参见|參見|参照|參照|章节|章節)\s*(?P<num>{_NUM})(?![\d.]*\d)"),
]
# The body begins at the first part heading, which in a document with a contents list is the list's first line.
BODY_START = re.compile(r"^1\.?\s+\S.{0,40}$")
GLOSSARY_START = re.compile(r"^(?:Glossary|词汇表|詞彙表|名词解释|名詞解釋|术语表|術語表)$")
GLOSSARY_END = re.compile(r"^(?:Credits|版权信息|版權信息|制作人员|製作人員)$")


class GenericProfile(Profile):
    def adopt(self, entries: list[Entry]) -> None:
        """Parts (``1``) become the parents of the three-digit sections they number (``100``–``199``), when the
        document has such parts."""
        parts = {e.tokens[0] for e in entries if len(e.tokens) == 1 and len(e.tokens[0]) == 1}
        if not parts:
            return
        for entry in entries:
            if len(entry.tokens) != 1:
                continue
            head = entry.tokens[0]
            if len(head) == 1:
                entry.kind = "part"
            elif len(head) == 3 and head[0] in parts:
                entry.kind = "section"
                entry.parent = head[0]

    def read_glossary(self, lines: list[Line], rules: list[Rule]) -> list[GlossaryEntry]:
        return read_blank_separated_glossary(lines, rules, self)


def read_blank_separated_glossary(lines: list[Line], rules: list[Rule], profile: Profile) -> list[GlossaryEntry]:
    """Blocks separated by blank lines: the first line is the term, the rest its definition. The entry links to
    the first rule the definition cites that exists."""
    ids = {r.id for r in rules}
    blocks: list[list[Line]] = [[]]
    for line in lines:
        if line.text.strip():
            blocks[-1].append(line)
        elif blocks[-1]:
            blocks.append([])
    entries = []
    for block in blocks:
        if not block:
            continue
        term = block[0].text.strip()
        definition = "\n".join(line.text.strip() for line in block[1:])
        entries.append(
            GlossaryEntry(
                game=profile.game,
                term=term,
                definition=definition,
                rule=_first_citation(definition, ids, profile),
                lines=(block[0].no, block[-1].no),
                raw="\n".join(line.raw for line in block),
            )
        )
    return entries


def _first_citation(definition: str, ids: set[str], profile: Profile) -> str | None:
    for pattern in profile.ref_patterns:
        for m in pattern.finditer(definition):
            tokens = tokens_of(m.group("num").rstrip("."))
            if tokens and (rule_id := profile.format_id(tokens)) in ids:
                return rule_id
    return None


def profile(
    game: str = "custom", letter_style: LetterStyle = "glued", english: bool = False, skipped_letters: str = "lo"
) -> Profile:
    # An English text may contain '?' legitimately; a Chinese one only where a byte was lost.
    skip = frozenset({"question mark (lost byte or separator)"}) if english else frozenset()
    return GenericProfile(
        game=game,
        letter_style=letter_style,
        skipped_letters=skipped_letters,
        body_start=BODY_START,
        glossary_start=GLOSSARY_START,
        glossary_end=GLOSSARY_END,
        ref_patterns=REFS,
        skip_checks=skip,
    )
