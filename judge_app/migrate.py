"""``judge migrate SCENARIO --to E2``: carry a scenario's rule citations over to another edition of its rulebook;
``judge since REPORT.json``: which rules a report cites changed since the edition it was made against.

Every ``game:id`` in the file (``expect.cites``, annotations, the question, comments) goes through the renumbering
map `rulesdb.diff` finds by content; ``meta.edition`` becomes E2. The file is edited as text so its layout and
comments stay. The report (stderr) lists each renumbered citation, each cited rule whose text changed ("changed
since"), and each cited rule the new edition has no counterpart for: those are left as they were, for a person.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from judge_app.engine.scenario import SCHEMA_CHANGES, SCHEMA_VERSION, SUPPORTED_SCHEMAS
from judge_app.engine.yamlio import load_text
from judge_app.report.model import Report
from rulesdb import editions
from rulesdb.diff import diff_books, text_ops, word_diff
from rulesdb.fsutil import write_atomic
from rulesdb.store import UnknownGame


class MigrationError(Exception):
    """The scenario or the editions cannot be migrated; the message says why."""


@dataclass
class Migration:
    game: str
    old_edition: str
    new_edition: str
    text: str
    renumbered: list[tuple[str, str]] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)  # new cites whose rule text changed
    removed: list[str] = field(default_factory=list)  # old cites with no counterpart
    ambiguous: list[str] = field(default_factory=list)  # printed numbers the old book printed on several rules

    def report(self) -> list[str]:
        lines = [f"{self.game}: {self.old_edition} → {self.new_edition}"]
        lines += [f"{old} → {new}" for old, new in self.renumbered]
        lines += [f"{cite} rule changed since {self.old_edition}" for cite in self.changed]
        lines += [f"{cite} has no counterpart in {self.new_edition}; left as it was" for cite in self.removed]
        lines += [f"{cite} is printed on several rules of {self.old_edition}; left as it was, choose one"
                  for cite in self.ambiguous]
        return lines


def migrate_text(text: str, to_edition: str, file: str = "<text>") -> Migration:
    data = load_text(text, file).data
    meta = data.get("meta") if isinstance(data, dict) else None
    game = meta.get("game") if isinstance(meta, dict) else None
    if not isinstance(meta, dict) or not isinstance(game, str):
        raise MigrationError(f"{file}: meta.game is missing")
    try:
        # No meta.edition: the scenario was written against the shipped book its game module cites.
        old_edition = str(meta.get("edition") or "") or next(i.edition for i in editions.list_editions(game)
                                                                  if i.shipped)
        old_book = editions.load_edition(game, old_edition)
        new_book = editions.load_edition(game, to_edition)
    except (UnknownGame, StopIteration):
        raise MigrationError(f"{file}: no rulebook for game {game!r}") from None
    except editions.EditionError as exc:
        raise MigrationError(str(exc)) from None
    result = diff_books(old_book, new_book)
    renumbering = result.renumbered
    changed_new = set(result.changed) | {result.renumbered[o] for o in result.renumbered_changed}
    removed_old = set(result.removed)
    m = Migration(game, old_edition, to_edition, text)
    seen: set[str] = set()
    cite = re.compile(rf"(?<![\w:]){re.escape(game)}:(\d[0-9a-z.]*[0-9a-z])")

    def canonical(typed: str) -> str | None:
        """The rule id a typed cite names in the old book: itself, or the rule whose printed number (alias) it
        is, so `mtg:311.3a` goes through the map as 411.3a. None when the number was printed on several rules."""
        if old_book.get(typed) is not None:
            return typed
        printed = old_book.printed_as(typed)
        if len(printed) > 1:
            return None
        return printed[0].id if printed else typed

    def swap(match: re.Match[str]) -> str:
        typed = match.group(1)
        resolved = canonical(typed)
        if resolved is None:
            if typed not in seen:
                seen.add(typed)
                m.ambiguous.append(f"{game}:{typed}")
            return match.group(0)
        old_id = resolved
        new_id = renumbering.get(old_id, old_id)
        if typed not in seen:
            seen.add(typed)
            if old_id in removed_old or (old_book.get(old_id) is None and new_book.get(old_id) is None):
                m.removed.append(f"{game}:{old_id}")
            elif new_id != typed:
                m.renumbered.append((f"{game}:{typed}", f"{game}:{new_id}"))
            if new_id in changed_new and old_id not in removed_old:
                m.changed.append(f"{game}:{new_id}")
        return f"{game}:{new_id}" if old_id not in removed_old else match.group(0)

    out = cite.sub(swap, text)
    out = _set_edition(out, to_edition)
    m.text = out
    return m


_META = re.compile(r"^meta:\s*$", re.MULTILINE)
_EDITION = re.compile(r"^(?P<indent>[ \t]+)edition:[^\n]*$", re.MULTILINE)
_GAME = re.compile(r"^(?P<indent>[ \t]+)game:[^\n]*$", re.MULTILINE)


def _set_edition(text: str, edition: str) -> str:
    """``meta.edition: E`` (replaced, or added after ``meta.game``)."""
    start = _META.search(text)
    if start is None:
        return text
    block_end = re.search(r"^\S", text[start.end():], re.MULTILINE)
    end = start.end() + (block_end.start() if block_end else len(text) - start.end())
    block = text[start.end():end]
    if _EDITION.search(block):
        block = _EDITION.sub(lambda m: f"{m.group('indent')}edition: {edition}", block, count=1)
    else:
        block = _GAME.sub(lambda m: f"{m.group(0)}\n{m.group('indent')}edition: {edition}", block, count=1)
    return text[:start.end()] + block + text[end:]


_SCHEMA_LINE = re.compile(r"^schema:[ \t]*(\d+)[ \t]*(#.*)?$", re.MULTILINE)


def migrate_schema(text: str, file: str = "<text>") -> tuple[str, list[str]]:
    """``text`` with its ``schema:`` line at the current version (edited as text: layout and comments kept), and
    what changed since its version. A version-1 file says the same in version 2: only the line changes."""
    m = _SCHEMA_LINE.search(text)
    if m is None:
        raise MigrationError(f"{file}: 没有 schema 行")
    version = int(m.group(1))
    if version not in SUPPORTED_SCHEMAS:
        raise MigrationError(f"{file}: 不支持的场景格式版本 {version},支持 {'、'.join(map(str, SUPPORTED_SCHEMAS))}")
    if version == SCHEMA_VERSION:
        return text, [f"{file}: 已是格式版本 {SCHEMA_VERSION}"]
    changes = [c for v in range(version + 1, SCHEMA_VERSION + 1) for c in SCHEMA_CHANGES.get(v, ())]
    new = text[:m.start(1)] + str(SCHEMA_VERSION) + text[m.end(1):]
    return new, [f"{file}: 格式版本 {version} → {SCHEMA_VERSION}", *(f"  {c}" for c in changes)]


def run(scenario: Path, to_edition: str | None, in_place: bool = False, output: Path | None = None,
        schema: bool = False) -> int:
    """The CLI: exit 0 migrated, 1 migrated but some cited rules have no counterpart or a printed number names
    several rules, 2 cannot migrate."""
    try:
        text = scenario.read_text(encoding="utf-8")
    except OSError as exc:
        print(f"judge: 错误: 无法读取 {scenario}: {exc.strerror}", file=sys.stderr)
        return 2
    said: list[str] = []
    m: Migration | None = None
    try:
        if schema:
            text, said = migrate_schema(text, str(scenario))
        if to_edition is not None:
            m = migrate_text(text, to_edition, str(scenario))
            text = m.text
            said += m.report()
    except MigrationError as exc:
        print(f"judge: 错误: {exc}", file=sys.stderr)
        return 2
    target = scenario if in_place else output
    if target is not None:
        write_atomic(target, text)
    else:
        sys.stdout.write(text)
    for line in said:
        print(line, file=sys.stderr)
    return 1 if m is not None and (m.removed or m.ambiguous) else 0


# --- reports opened with a newer edition ---------------------------------------------------------------------


@dataclass
class SinceEntry:
    cite: str
    status: str  # unchanged | changed | renumbered | removed
    old_edition: str
    new_edition: str
    new_cite: str = ""
    ops: list[tuple[str, str]] = field(default_factory=list)

    def line(self) -> str:
        if self.status == "changed":
            moved = f" → {self.new_cite}" if self.new_cite != self.cite else ""
            return (f"{self.cite} rule changed since {self.old_edition} (now {self.new_edition}){moved}: "
                    f"{word_diff(self.ops)}")
        if self.status == "renumbered":
            return f"{self.cite} is {self.new_cite} in {self.new_edition} (text unchanged)"
        if self.status == "removed":
            return f"{self.cite} has no counterpart in {self.new_edition}"
        return f"{self.cite} unchanged in {self.new_edition}"


def changes_since(report: Report, edition: str | None = None) -> list[SinceEntry]:
    """Each rule the report cites, as it stands in ``edition`` (None: the newest) of its game. The report holds
    the text it was made with, so the comparison needs only the new edition; the old one, when still stored,
    supplies the renumbering."""
    out: list[SinceEntry] = []
    diffs: dict[tuple[str, str, str], dict[str, str]] = {}
    for rule in report.rules:
        if not rule.found:
            continue
        game = rule.cite.split(":", 1)[0]
        try:
            target = editions.find(game, edition)
            new_book = editions.load_edition(game, target.edition)
        except (UnknownGame, editions.EditionError) as exc:
            raise MigrationError(str(exc)) from None
        old = rule.edition or target.edition
        key = (game, old, target.edition)
        if key not in diffs:
            try:
                diffs[key] = diff_books(editions.load_edition(game, old), new_book).renumbered if old != \
                    target.edition else {}
            except (UnknownGame, editions.EditionError):
                diffs[key] = {}  # the old edition is gone: compare by number
        new_id = diffs[key].get(rule.id, rule.id)
        current = new_book.get(new_id)
        entry = SinceEntry(rule.cite, "unchanged", old, target.edition, f"{game}:{new_id}")
        before = "\n".join([" ".join(rule.text.split()), *(" ".join(e.split()) for e in rule.examples)])
        if current is None:
            entry.status = "removed"
        else:
            after = "\n".join([" ".join(current.text.split()), *(" ".join(e.split()) for e in current.examples)])
            if after != before:
                entry.status, entry.ops = "changed", text_ops(before, after)
            elif new_id != rule.id:
                entry.status = "renumbered"
        out.append(entry)
    return out


def run_since(path: Path, edition: str | None = None) -> int:
    """The CLI: 0 every cited rule stands as it was, 1 some changed, moved or are gone, 2 cannot read."""
    try:
        report = Report.model_validate_json(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        print(f"judge: 错误: {path} 不是 JSON 格式的裁判报告: {exc}", file=sys.stderr)
        return 2
    try:
        entries = changes_since(report, edition)
    except MigrationError as exc:
        print(f"judge: 错误: {exc}", file=sys.stderr)
        return 2
    rb = report.header.rulebook
    print(f"{report.header.scenario_id}: made against {rb.game} {rb.edition}")
    for e in entries:
        print(e.line())
    return 1 if any(e.status != "unchanged" for e in entries) else 0
