"""From cleaned lines to `Entry`s: one per numbered unit, with continuation lines and examples attached."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rulesdb.importer.lines import Line
from rulesdb.importer.numbers import NumberPrefix, parse_number_prefix
from rulesdb.models import Repair, RuleKind


@dataclass
class Entry:
    """A rule before the tree is built. ``tokens`` is the number as the importer reads it (after repairs);
    ``printed`` is the number exactly as printed (None for synthesized ids)."""

    tokens: tuple[str, ...]
    printed: str | None
    text: str
    start: int
    end: int
    raw: list[str]
    repairs: list[Repair] = field(default_factory=list)
    examples: list[str] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    aliases: list[str] = field(default_factory=list)
    indent: int = 0
    id: str | None = None  # set by the tree pass (or directly when synthesized)
    parent: str | None = None  # an explicit parent overrides the number's prefix
    kind: RuleKind | None = None

    def add_line(self, line: Line, text: str, joiner: str = "\n") -> None:
        self.text = f"{self.text}{joiner}{text}" if self.text else text
        self.end = line.no
        self.raw.append(line.raw)
        self.repairs.extend(line.repairs)

    def __repr__(self) -> str:
        return f"<Entry {'.'.join(self.tokens)} L{self.start} {self.text[:20]!r}>"


_LEADING_BULLET = re.compile(r"^[ \t\u3000]*(?:[•·●▪◦\-–—*][ \t\u3000]*)?")


def indent_of(raw: str) -> int:
    return len(raw) - len(raw.lstrip(" \t\u3000"))


def strip_bullet(text: str) -> str:
    return _LEADING_BULLET.sub("", text, count=1)


def collect_entries(
    lines: list[Line],
    number_of: NumberReader,
    example_pattern: re.Pattern[str],
    orphan_text: list[Line],
) -> list[Entry]:
    """Group lines into entries. A line with a number opens an entry; an example line is attached to the
    open entry's examples (a following unnumbered line continues that example); any other line continues the
    open entry. Lines before the first number go to ``orphan_text`` (the caller decides what they are)."""
    entries: list[Entry] = []
    in_example = False
    for line in lines:
        body = strip_bullet(line.text).strip()
        if not body:
            continue
        number = number_of(body, line)
        if number is not None:
            entries.append(
                Entry(
                    tokens=number.tokens,
                    printed=number.printed,
                    text=number.rest.strip(),
                    start=line.no,
                    end=line.no,
                    raw=[line.raw],
                    repairs=list(line.repairs),
                    indent=indent_of(line.raw),
                )
            )
            in_example = False
        elif not entries:
            orphan_text.append(line)
        elif example_pattern.match(body):
            entries[-1].examples.append(body)
            entries[-1].end = line.no
            entries[-1].raw.append(line.raw)
            entries[-1].repairs.extend(line.repairs)
            in_example = True
        elif in_example:
            entry = entries[-1]
            entry.examples[-1] += "\n" + body
            entry.end = line.no
            entry.raw.append(line.raw)
        else:
            entries[-1].add_line(line, body)
    return entries


class NumberReader:
    """Callable deciding whether a line opens a numbered entry. Profiles subclass it to add plausibility rules."""

    def __call__(self, body: str, line: Line) -> NumberPrefix | None:
        number = parse_number_prefix(body)
        if number is None or not number.rest.strip():
            # A bare number with no text is a page number or a broken line, not a rule.
            return None if number is None or number.depth < 2 else number
        return number
