"""A `Profile` is everything the importer knows about one rulebook family: what is noise, which repairs to
apply, how numbers are written, how references look, where the glossary is, and the judgments a person made
about the source's known defects. The passes themselves live in the other modules and are shared."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from rulesdb.importer.entries import Entry, NumberReader
from rulesdb.importer.lines import Line
from rulesdb.importer.numbers import LetterStyle, format_id
from rulesdb.models import GlossaryEntry, Repair, Rule, RuleKind

LineRepair = Callable[[str], tuple[str, list[Repair]]]

# Sentence-final punctuation: a numbered line ending in one is a rule, not a title.
_SENTENCE_END = re.compile(r"[。.!！?？;；:：)）」”\"]$")


@dataclass(frozen=True)
class Renumber:
    """A person's judgment that the source printed a wrong number at a given line."""

    line: int
    printed: str
    new_id: str
    reason: str
    confidence: str = "high"


@dataclass(frozen=True)
class Explanation:
    """A person's judgment that a validation finding is not a problem (or a known, documented one).

    ``rule`` names the rule; None means every rule whose id matches ``pattern`` (or every rule, without one)."""

    code: str
    rule: str | None
    why: str
    pattern: re.Pattern[str] | None = None

    def covers(self, code: str, rule: str | None) -> bool:
        if code != self.code:
            return False
        if self.rule is not None:
            return self.rule == rule
        return self.pattern is None or (rule is not None and self.pattern.search(rule) is not None)


@dataclass
class Profile:
    game: str
    letter_style: LetterStyle = "glued"
    skipped_letters: str = ""
    # (reason, pattern) pairs; a line whose stripped text matches is dropped and counted under the reason.
    noise: list[tuple[str, re.Pattern[str]]] = field(default_factory=list)
    # The body starts at the first line matching this (lines before it are front matter) and ends before the
    # first line matching body_end (lines from there on are back matter).
    body_start: re.Pattern[str] | None = None
    body_end: re.Pattern[str] | None = None
    # A glossary section at the end of the body: it starts at the last body line matching glossary_start (a
    # contents list may name it earlier) and runs to the first line matching glossary_end (credits: back matter).
    # Its lines go to `read_glossary`, not to the rule parser.
    glossary_start: re.Pattern[str] | None = None
    glossary_end: re.Pattern[str] | None = None
    line_repairs: list[LineRepair] = field(default_factory=list)
    example_pattern: re.Pattern[str] = re.compile(r"^(?:例如|举例|舉例|例|Example)\s*[:：]")
    # Where examples sit inside a rule's line, the split point before each (None: examples are on their own lines).
    inline_example: re.Pattern[str] | None = None
    # Cross-references: each pattern has a group 'num' holding the referenced number.
    ref_patterns: list[re.Pattern[str]] = field(default_factory=list)
    renumbers: list[Renumber] = field(default_factory=list)
    explanations: list[Explanation] = field(default_factory=list)
    defects: dict[str, str] = field(default_factory=dict)  # rule id → note on a known translation defect
    truncated: set[str] = field(default_factory=set)
    # Rule ranges the source is known to lack; references into them are dangling by design.
    missing_ranges: list[tuple[int, int]] = field(default_factory=list)
    number_reader: NumberReader = field(default_factory=NumberReader)
    # Repair kinds that rebuild text rather than clean it: rules carrying one are flagged reconstructed.
    reconstructing_kinds: frozenset[str] = frozenset({"reconstructed"})
    # Leftover checks (by reason, see validate.NOISE_PATTERNS) that do not apply to this book, e.g. '?' in English.
    skip_checks: frozenset[str] = frozenset()

    # --- hooks a book may override -------------------------------------------------------------------------

    def repair_line(self, text: str) -> tuple[str, list[Repair]]:
        repairs: list[Repair] = []
        for fix in self.line_repairs:
            text, more = fix(text)
            repairs.extend(more)
        return text, repairs

    def format_id(self, tokens: tuple[str, ...]) -> str:
        return format_id(tokens, self.letter_style)

    def parent_tokens(self, tokens: tuple[str, ...]) -> tuple[str, ...] | None:
        """The number of the parent by numbering alone; None at the top."""
        return tokens[:-1] if len(tokens) > 1 else None

    def is_title(self, text: str) -> bool:
        first = text.split("\n", 1)[0].strip()
        return 0 < len(first) <= 30 and not _SENTENCE_END.search(first) and "，" not in first and "," not in first

    def kind_of(self, entry: Entry, has_children: bool) -> RuleKind:
        if entry.kind is not None:
            return entry.kind
        if entry.tokens and entry.tokens[-1].isalpha():
            return "item"
        if self.is_title(entry.text) and (has_children or len(entry.tokens) == 1):
            return "section" if len(entry.tokens) == 1 else "heading"
        return "rule"

    def synthesize(self, lines: list[Line]) -> list[Entry] | None:
        """Books without printed numbers build their entries here (with ids set); None means: use numbers."""
        return None

    def adopt(self, entries: list[Entry]) -> None:
        """Set explicit parents where numbering alone does not give the structure (flat top-level numbers)."""

    def resolve_ref(self, printed: str, source: Rule, exists: Callable[[str], bool]) -> tuple[str, str] | None:
        """Map a reference the book got wrong to the rule meant: ``(id, note)`` or None to leave it."""
        return None

    def glossary(self, rules: list[Rule]) -> list[GlossaryEntry]:
        return []

    def read_glossary(self, lines: list[Line], rules: list[Rule]) -> list[GlossaryEntry]:
        """Entries from the glossary section's lines (see ``glossary_start``), heading line excluded."""
        return []

    def in_missing_range(self, rule_id: str) -> bool:
        head = rule_id.split(".", 1)[0]
        return head.isdigit() and any(lo <= int(head) <= hi for lo, hi in self.missing_ranges)
