"""Rewrite the generated part of a conformance table; keep what a person wrote.

Generated, from the game package and the scenario files:

- ``applied``: a rule the game's procedures cite: a constant of its ``rules`` module, an interpretation point's
  rule, or a rule id written in any other of its source files (``code`` names the constants or files);
- ``modelled``: a rule only the game's declarations name (a vocabulary term, a zone, a phase: ``code``);
- ``text``, ``scenarios`` (shipped scenarios of the edition citing the rule in ``expect.cites``), ``pending``
  (the same in ``scenarios/<game>/pending/``), and the book's examples with the scenarios tagged
  ``example:<rule>`` (``example:<rule>#<n>`` when a rule has several examples).

Written by hand and kept: every other status with its ``reason`` / ``missing`` / ``by`` / ``detected_by``, and an
example's ``situation: false`` with its reason. A rule the code now cites becomes ``applied`` whatever was
written (its old reason is dropped and reported); a rule the code no longer cites keeps no status and is reported
as unclassified.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge_app.conformance.table import DATA_DIR, Entry, Example, Status, Table, data_path, load_path
from judge_app.engine.problems import ScenarioError
from judge_app.engine.yamlio import dump_text, load_file, save_text
from rulesdb.models import Rule, Rulebook

GAMES_DIR = Path(__file__).resolve().parents[1] / "games"
SCENARIOS_DIR = Path(__file__).resolve().parents[1] / "examples"  # the shipped scenarios (a link to scenarios/)
PENDING = "pending"
RECORD_KINDS = ("rule", "item")  # the rule records; parts, sections and headings only group them
EXAMPLE_TAG = "example:"
_CITE_IN_SOURCE = re.compile(r"""["']([a-z]+):(\d[0-9A-Za-z.\-]*)["']""")
_INLINE_EXAMPLE = re.compile(r"例(?:如)?[::,,]")
_TEXT_CHARS = 40
_VOCABULARY_GROUPS = ("types", "stats", "props", "keywords", "statuses", "ability_kinds", "events", "resources")
_HEADER = """\
# 规则一致性表 (issue 33):{game} {edition} 的每条规则记录在引擎中的状态。
# judge conformance --update --game {game} 重写生成的部分:applied/modelled 的 code、text、scenarios、pending,
# 以及 examples 的 rule、text、scenarios、pending;手写的 status(modelled/out_of_scope/unsupported)
# 及其 by/reason/missing/detected_by、applied 的 gap(尚无场景能引用它的原因),
# examples 的 situation/reason/missing 原样保留。见 docs/conformance.md。
"""


@dataclass
class CodeCites:
    """What a game package says of each rule id: the procedures that cite it, the declarations naming it."""

    applied: dict[str, list[str]] = field(default_factory=dict)
    modelled: dict[str, list[str]] = field(default_factory=dict)


def code_cites(game_id: str) -> CodeCites:
    """Rule ids (without the game prefix) the shipped engine of ``game_id`` cites, and where."""
    from judge_app.games import get_game

    game = get_game(game_id)
    prefix = game_id + ":"
    out = CodeCites()

    def add(where: dict[str, list[str]], cite: str, name: str) -> None:
        if cite.startswith(prefix):
            names = where.setdefault(cite[len(prefix):], [])
            if name not in names:
                names.append(name)

    rules = importlib.import_module(f"judge_app.games.{game_id}.rules")
    for name, value in sorted(vars(rules).items()):
        if name.isupper() and isinstance(value, str) and value in game.rule_cites:
            add(out.applied, value, name)
    for point in game.interpretation_points:
        for cite in point.cites:
            add(out.applied, cite, f"interpretation:{point.id}")
    declared: dict[str, list[str]] = {}
    for group in _VOCABULARY_GROUPS:
        for term in getattr(game.vocabulary, group):
            add(declared, term.cite, f"{group}.{term.key} {term.name}")
    for zone in game.zones:
        add(declared, zone.cite, f"zones.{zone.key} {zone.name}")
    for phase in game.phases:
        add(declared, phase.cite, f"phases.{phase.key} {phase.name}")
    for src in sorted((GAMES_DIR / game_id).rglob("*.py")):
        if src.name == "rules.py":
            continue
        for g, rid in _CITE_IN_SOURCE.findall(src.read_text(encoding="utf-8")):
            if g == game_id and rid not in out.applied and rid not in declared:
                add(out.applied, f"{g}:{rid}", src.name)
    for rid, names in declared.items():
        if rid not in out.applied:
            out.modelled[rid] = names
    return out


@dataclass
class ScenarioCites:
    """Which scenario files cite which rule in their expectation, and which example each is tagged with."""

    rules: dict[str, list[str]] = field(default_factory=dict)
    examples: dict[str, list[str]] = field(default_factory=dict)


def scenario_cites(game_id: str, edition: str, shipped_edition: str, folder: Path) -> ScenarioCites:
    """Read (not run) every ``*.yaml`` of ``folder`` made under ``edition`` (no ``meta.edition``: the shipped
    one). The test suite runs the shipped ones and holds each ``expect.cites`` to its trace."""
    out = ScenarioCites()
    prefix = game_id + ":"
    for path in sorted(folder.glob("*.yaml")):
        try:
            data = load_file(path).data
        except ScenarioError:
            continue  # an unreadable file cites nothing; the scenario tests name it
        if not isinstance(data, dict):
            continue
        meta: dict[str, Any] = data["meta"] if isinstance(data.get("meta"), dict) else {}
        if (meta.get("edition") or shipped_edition) != edition:
            continue
        expect: dict[str, Any] = data["expect"] if isinstance(data.get("expect"), dict) else {}
        for cite in expect.get("cites") or []:
            if isinstance(cite, str) and cite.startswith(prefix):
                _add(out.rules, cite[len(prefix):], path.stem)
        for tag in meta.get("tags") or []:
            if isinstance(tag, str) and tag.startswith(EXAMPLE_TAG):
                _add(out.examples, tag[len(EXAMPLE_TAG):], path.stem)
    return out


def _add(where: dict[str, list[str]], key: str, stem: str) -> None:
    stems = where.setdefault(key, [])
    if stem not in stems:
        stems.append(stem)


def book_examples(records: Sequence[Rule]) -> dict[str, tuple[str, str]]:
    """Example key → (rule id, text). A book that prints examples on their own lines (mtg, riftbound) has those;
    a book that writes them into the rule text (ga, fftcg: ``例:``, ``例如,``) has one per such rule."""
    out: dict[str, tuple[str, str]] = {}
    if any(r.examples for r in records):
        for r in records:
            for n, text in enumerate(r.examples, 1):
                out[r.id if len(r.examples) == 1 else f"{r.id}#{n}"] = (r.id, text)
        return out
    for r in records:
        found = _INLINE_EXAMPLE.search(r.text)
        if found:
            out[r.id] = (r.id, r.text[found.start():])
    return out


def _snippet(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= _TEXT_CHARS else flat[:_TEXT_CHARS] + "…"


@dataclass
class Report:
    """What an update changed that a person should look at."""

    promoted: list[str] = field(default_factory=list)  # hand status replaced by applied/modelled from the code
    demoted: list[str] = field(default_factory=list)  # was applied/modelled by the code, now unclassified
    dropped: list[str] = field(default_factory=list)  # ids no longer in the book
    closed: list[str] = field(default_factory=list)  # an applied rule's gap dropped: a shipped scenario cites it now
    unclassified: list[str] = field(default_factory=list)


def records_of(book: Rulebook) -> list[Rule]:
    return [r for r in book.rules if r.kind in RECORD_KINDS]


def regenerate(old: Table | None, records: Sequence[Rule], game: str, edition: str, code: CodeCites,
               shipped: ScenarioCites, pending: ScenarioCites) -> tuple[Table, Report]:
    """The table of ``records`` (a book's rule records, in book order) from the code's and the scenarios' cites and
    the hand-written part of ``old``."""
    report = Report()
    previous = old.rules if old is not None else {}
    rules: dict[str, Entry] = {}
    for rule in records:
        rules[rule.id] = _entry(rule, previous.get(rule.id), code, shipped, pending, report)
    report.dropped = sorted(set(previous) - set(rules))
    report.unclassified = [rid for rid, e in rules.items() if e.status is None]
    before = old.examples if old is not None else {}
    examples: dict[str, Example] = {}
    for key, (rid, text) in book_examples(records).items():
        kept = before.get(key)
        examples[key] = Example(
            rule=rid, text=_snippet(text),
            situation=kept.situation if kept else True, reason=kept.reason if kept else "",
            missing=kept.missing if kept and not shipped.examples.get(key) else "",
            scenarios=sorted(shipped.examples.get(key, [])), pending=sorted(pending.examples.get(key, [])))
    return Table(game=game, edition=edition, rules=rules, examples=examples), report


def _entry(rule: Rule, old: Entry | None, code: CodeCites, shipped: ScenarioCites, pending: ScenarioCites,
           report: Report) -> Entry:
    text = _snippet(rule.text)
    scenarios, pend = sorted(shipped.rules.get(rule.id, [])), sorted(pending.rules.get(rule.id, []))
    hand_status = old.status if old is not None and old.status not in ("applied", None) else None
    if rule.id in code.applied or rule.id in code.modelled:
        status: Status = "applied" if rule.id in code.applied else "modelled"
        if hand_status is not None and (status == "applied" or hand_status != "modelled"):
            report.promoted.append(f"{rule.id}: {hand_status} → {status}")
        by = old.by if old is not None and status == "modelled" and hand_status == "modelled" else ""
        gap = old.gap if old is not None and status == "applied" and not scenarios else ""
        if old is not None and old.gap and not gap:
            report.closed.append(f"{rule.id}: {old.gap}")
        names = code.applied.get(rule.id) or code.modelled[rule.id]
        return Entry(status=status, code=names, by=by, gap=gap, text=text, scenarios=scenarios, pending=pend)
    if old is None or old.status is None:
        return Entry(text=text, scenarios=scenarios, pending=pend)
    if old.status == "applied" or (old.status == "modelled" and not old.by):
        report.demoted.append(f"{rule.id}: {old.status} → 未分类(代码不再引用)")
        return Entry(text=text, scenarios=scenarios, pending=pend)
    return Entry(status=old.status, by=old.by, reason=old.reason, missing=old.missing,
                 detected_by=old.detected_by, text=text, scenarios=scenarios, pending=pend)


def dump(table: Table) -> str:
    """The file text: fixed key order, the rulebook's order, empty fields left out."""
    data = table.model_dump(mode="json", exclude_defaults=True)
    data.setdefault("rules", {})
    for entry in data["rules"].values():
        for key in ("code", "scenarios", "pending", "detected_by"):
            if key in entry:
                entry[key] = _flow(entry[key])
    for example in data.get("examples", {}).values():
        for key in ("scenarios", "pending"):
            if key in example:
                example[key] = _flow(example[key])
    return _HEADER.format(game=table.game, edition=table.edition) + dump_text(data)


def _flow(items: list[str]) -> object:
    from ruamel.yaml.comments import CommentedSeq

    seq = CommentedSeq(items)
    seq.fa.set_flow_style()
    return seq


def shipped_edition(game_id: str) -> str:
    from rulesdb.editions import list_editions

    return next(i.edition for i in list_editions(game_id) if i.shipped)


@dataclass
class Update:
    path: Path
    on_disk: str  # the file's text now ("" when it does not exist yet)
    table: Table
    report: Report

    @property
    def text(self) -> str:
        return dump(self.table)

    @property
    def changed(self) -> bool:
        return self.on_disk != self.text


def build(game_id: str, root: Path = DATA_DIR, scenarios: Path = SCENARIOS_DIR) -> Update:
    """The shipped edition's table of ``game_id`` regenerated from its file, the code and the scenarios (nothing
    written). Only the shipped edition has rule constants today; issue 29 brings them per edition, and each
    edition then has its own file ``data/<game>/<edition>.yaml``."""
    from rulesdb.editions import load_edition

    edition = shipped_edition(game_id)
    path = data_path(game_id, edition, root)
    old = load_path(path) if path.is_file() else None
    table, report = regenerate(
        old, records_of(load_edition(game_id, edition)), game_id, edition, code_cites(game_id),
        scenario_cites(game_id, edition, edition, scenarios / game_id),
        scenario_cites(game_id, edition, edition, scenarios / game_id / PENDING))
    on_disk = path.read_text(encoding="utf-8") if path.is_file() else ""
    return Update(path, on_disk, table, report)


def update(game_id: str, root: Path = DATA_DIR, scenarios: Path = SCENARIOS_DIR) -> Update:
    """:func:`build`, then write the file when it changed."""
    result = build(game_id, root, scenarios)
    if result.changed:
        result.path.parent.mkdir(parents=True, exist_ok=True)
        save_text(result.path, result.text)
    return result


def games() -> Iterable[str]:
    from judge_app.games import available_games

    return available_games()
