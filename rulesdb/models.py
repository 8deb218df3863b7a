"""The records a compiled rulebook is made of.

Every model here crosses a file boundary (the compiled cache, `rulesdb export`, reports), so they are
pydantic models. A rule is addressed as ``game:id`` (``mtg:502.9b``); ids are canonical (no trailing dot),
stable across re-imports of the same source and unique within an edition.

>>> r = Rule(game="mtg", id="502.9b", printed="502.9b", kind="rule", text="…", lines=(10, 10), raw="…")
>>> r.cite
'mtg:502.9b'
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

_GLUED_LETTER = re.compile(r"(?<=\d)\.([a-z])(?=\.|$)")

RuleKind = Literal["part", "section", "heading", "rule", "item", "example"]
Confidence = Literal["high", "medium", "low"]
FindingStatus = Literal["repaired", "explained", "open"]

# Flags a rule can carry. Reports and the UI show them as badges.
FLAG_REPAIRED = "repaired"  # text or number was mechanically cleaned beyond noise removal
FLAG_RECONSTRUCTED = "reconstructed"  # text was rebuilt where source bytes were lost: show it visibly
FLAG_RENUMBERED = "renumbered"  # the id differs from the printed number
FLAG_DUPLICATE = "duplicate-number"  # the source printed this number more than once
FLAG_EMPTY = "empty"  # the source has the number but no text
FLAG_TRUNCATED = "truncated"  # the text stops mid-sentence in the source
FLAG_TRANSLATION_DEFECT = "translation-defect"  # known mistranslation; see notes
FLAG_SYNTHESIZED_ID = "synthesized-id"  # the source prints no number; the id is positional
FLAG_ORPHAN = "orphan"  # printed parent does not exist; attached to the nearest ancestor


class Repair(BaseModel):
    """One change the importer made to the source, recorded so it is never silent."""

    model_config = ConfigDict(frozen=True)

    kind: str = Field(description="repair class, e.g. 'pinyin-annotation', 'gbk-byte-shift', 'renumbered'")
    detail: str = Field(description="what was changed and why, readable by a judge")
    confidence: Confidence = "high"
    before: str | None = None
    after: str | None = None


class Ref(BaseModel):
    """A cross-reference by number found in a rule's text."""

    raw: str = Field(description="the reference as printed, e.g. '參見2.2.8'")
    printed_target: str = Field(description="the number as printed")
    target: str = Field(description="'game:id' of the rule meant; the printed number when dangling")
    resolved: bool
    note: str | None = Field(default=None, description="why the target differs from the printed number")


class Rule(BaseModel):
    """One numbered (or positionally numbered) unit of a rulebook."""

    game: str
    id: str
    printed: str | None = Field(default=None, description="number as printed; None when synthesized")
    kind: RuleKind
    parent: str | None = None
    children: list[str] = Field(default_factory=list)
    text: str = Field(description="clean text in the source script, without the number")
    search_text: str = Field(default="", description="search-normalized text (filled by the search layer)")
    examples: list[str] = Field(default_factory=list)
    refs: list[Ref] = Field(default_factory=list)
    flags: list[str] = Field(default_factory=list)
    repairs: list[Repair] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list, description="translation defects and other caveats")
    aliases: list[str] = Field(default_factory=list, description="other ids or names that lead here")
    lines: tuple[int, int] = Field(description="1-based inclusive line span in the source file")
    raw: str = Field(description="the source lines exactly as printed")
    order: int = 0

    @property
    def cite(self) -> str:
        return f"{self.game}:{self.id}"

    def __repr__(self) -> str:
        text = self.text if len(self.text) <= 24 else self.text[:23] + "…"
        return f"<Rule {self.cite} {self.kind} {text!r}>"


class GlossaryEntry(BaseModel):
    game: str
    term: str
    definition: str
    rule: str | None = Field(default=None, description="id of the rule record that defines the term")
    aliases: list[str] = Field(default_factory=list)
    lines: tuple[int, int]
    raw: str = ""
    notes: list[str] = Field(default_factory=list, description="status tags and known defects of the entry")

    @property
    def cite(self) -> str:
        return f"{self.game}:{self.rule}" if self.rule else f"{self.game}:glossary:{self.term}"

    @classmethod
    def for_rule(cls, rule: Rule, term: str, definition: str) -> GlossaryEntry:
        """An entry for a term the rule ``rule`` defines (its source span and raw text are the rule's)."""
        return cls(game=rule.game, term=term, definition=definition, rule=rule.id, lines=rule.lines, raw=rule.raw)


class Finding(BaseModel):
    """A validation finding. Each is repaired (and recorded on the rule), explained, or open."""

    code: str = Field(description="duplicate-number, orphan, out-of-order, gap, dangling-ref, noise, …")
    rule: str | None = Field(default=None, description="id the finding is about")
    message: str
    status: FindingStatus
    lines: tuple[int, int] | None = None


class Manifest(BaseModel):
    """What a source file is. Stored next to the source as ``<file>.json``."""

    game: str
    title: str
    short_title: str = Field(description="used in citations, e.g. '万智牌完整规则 (2003)'")
    edition: str = Field(description="edition id, e.g. '2003-legions'")
    effective_date: str | None = None
    language: str = "zh"
    script: Literal["Hans", "Hant", "Latn"] = "Hans"
    origin: str = ""
    source_file: str
    sha256: str = ""
    ranges: list[str] = Field(default_factory=list, description="rule ranges the file contains")
    notes: list[str] = Field(default_factory=list)


class Rulebook(BaseModel):
    """A compiled rulebook: records in document order, glossary, findings and import statistics."""

    manifest: Manifest
    rules: list[Rule]
    glossary: list[GlossaryEntry] = Field(default_factory=list)
    findings: list[Finding] = Field(default_factory=list)
    dropped: dict[str, int] = Field(default_factory=dict, description="source lines dropped, by reason")
    importer_version: str = ""
    source_hash: str = ""
    front_matter: str = Field(default="", description="title, author, preface: kept as metadata, not as rules")

    @property
    def source_sha256(self) -> str:
        """The SHA-256 of the text the book was compiled from: the manifest's (shipped books), else the importer's."""
        return self.manifest.sha256 or self.source_hash

    def model_post_init(self, __context: object) -> None:
        self._by_id = {r.id: r for r in self.rules}
        self._by_alias: dict[str, str] = {}
        self._by_printed: dict[str, list[str]] = {}
        for r in self.rules:
            for a in r.aliases:
                self._by_alias.setdefault(a, r.id)
            if r.printed:
                printed = r.printed.rstrip(".")
                # The glued spelling too: a book printing ``406.1.a`` is searched as ``406.1a``.
                for key in dict.fromkeys((printed, _GLUED_LETTER.sub(r"\1", printed))):
                    self._by_printed.setdefault(key, []).append(r.id)

    @property
    def game(self) -> str:
        return self.manifest.game

    def get(self, rule_id: str) -> Rule | None:
        """The rule with this id, or the one this alias names."""
        rule = self._by_id.get(rule_id)
        if rule is None and rule_id in self._by_alias:
            rule = self._by_id[self._by_alias[rule_id]]
        return rule

    def printed_as(self, number: str) -> list[Rule]:
        """Every rule the source printed with ``number`` (trailing dot ignored), in document order.

        A renumbered rule keeps its printed number as an alias, and a number printed twice names both rules,
        so a judge holding the printed book finds what the page says (``mtg`` 311.3a → 411.3a)."""
        return [self._by_id[i] for i in self._by_printed.get(number.rstrip("."), [])]

    def __contains__(self, rule_id: object) -> bool:
        return isinstance(rule_id, str) and self.get(rule_id) is not None

    def __iter__(self) -> Iterator[Rule]:  # type: ignore[override]
        return iter(self.rules)

    def __len__(self) -> int:
        return len(self.rules)

    def children(self, rule_id: str) -> list[Rule]:
        rule = self.get(rule_id)
        return [self._by_id[c] for c in rule.children] if rule else []

    def ancestors(self, rule_id: str) -> list[Rule]:
        """Parents from the top down, not including the rule itself."""
        chain: list[Rule] = []
        rule = self.get(rule_id)
        while rule is not None and rule.parent is not None:
            rule = self._by_id.get(rule.parent)
            if rule is not None:
                chain.append(rule)
        return chain[::-1]

    def roots(self) -> list[Rule]:
        return [r for r in self.rules if r.parent is None]

    def __repr__(self) -> str:
        return f"<Rulebook {self.game}@{self.manifest.edition} {len(self.rules)} rules>"
