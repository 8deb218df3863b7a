"""Scenario + trace + rules database + annotations → :class:`~judge_app.report.model.Report`. No Qt."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

from judge_app.engine.game import GameModule
from judge_app.engine.messages import in_lang
from judge_app.engine.runner import Loaded, run
from judge_app.engine.scenario import Annotations
from judge_app.engine.stack_view import describe as describe_entry
from judge_app.engine.state import GameObject, GameState, Halt
from judge_app.engine.trace import CHECK_MARKS, KIND_LABELS, Step, Trace
from judge_app.report.annotate import clean, merge, with_annotations
from judge_app.report.board_svg import board_svg
from judge_app.report.model import (
    Board,
    BoardObject,
    BoardPlayer,
    BoardZone,
    CitedRule,
    Header,
    Nuance,
    Outcome,
    Reading,
    RepairNote,
    Report,
    ReportStep,
    RulebookInfo,
)
from judge_app.report.names import step_name, term
from judge_app.report.verdict import (
    answer_in,
    build_verdict,
    ended_by,
    is_bookkeeping,
    ruling_sentence,
    shown_changes,
)
from judge_app.report.words import check_lang, kind_label, w
from rulesdb.models import Rulebook

CONTEXT_CHARS = 40  # a heading longer than this is a sentence; the start is enough to place the rule
Books = Callable[[str], Rulebook]


def _default_books(game: str) -> Rulebook:
    from rulesdb.store import load_rulebook

    return load_rulebook(game)


def _edition_books(game_id: str, edition: str) -> Books:
    """The books a scenario names with ``meta.edition`` (an imported edition): its citations are shown from it."""
    from judge_app.engine.problems import Problem, ScenarioError
    from rulesdb import editions

    try:
        book = editions.load_edition(game_id, edition)
    except (KeyError, editions.EditionError) as exc:
        raise ScenarioError([Problem(("meta", "edition"), f"规则书没有这个版本: {exc}")]) from None
    return lambda game: book if game == game_id else _default_books(game)


def _is_shipped(game_id: str, edition: str) -> bool:
    from rulesdb import editions

    return any(i.shipped and i.edition == edition for i in editions.list_editions(game_id))


def build_report(loaded: Loaded, scenario_text: str, *, scenario_file: str = "", notes: Annotations | None = None,
                 generated: dt.datetime | None = None, books: Books = _default_books, lang: str = "zh") -> Report:
    """Trace ``loaded`` and assemble its report. ``notes`` (a notes file) override the scenario's own
    annotations; ``scenario_text`` is the file as written, put in the appendix with the annotations used.
    ``lang`` (zh or en) is the language of the report's own labels and of the game's vocabulary on the board;
    trace, rule and scenario text stay as written."""
    check_lang(lang)
    sc, game = loaded.scenario, loaded.game
    # Cites are quoted from the book the trace is made under: the edition named, or the implemented one when the
    # judge asked for a mapping (the named edition's rules are then only pointed to, never quoted).
    made_under = loaded.mapping.implemented if loaded.mapping is not None else sc.meta.edition
    if books is _default_books and made_under and not _is_shipped(game.id, made_under):
        books = _edition_books(game.id, made_under)
    annotations = clean(merge(sc.annotations, notes) if notes is not None else sc.annotations)
    result = run(loaded)
    trace = result.trace
    book = books(game.id)
    step_numbers = {s.n for s in trace.steps}
    return Report(
        header=_header(sc, game, book, scenario_file, generated or dt.datetime.now().astimezone(), lang),
        question=sc.meta.question,
        outcome=_outcome(trace, sc.state, result.state.halted, lang),
        verdict=build_verdict(trace, result.state.halted, lang),
        board=_board(game, sc.state, lang),
        steps=[ReportStep(n=s.n, kind=s.kind, kind_label=_kind_label(s, lang), text=s.text_in(lang), cites=s.cites,
                          reconstructed=s.reconstructed, changes=shown_changes(s), action=s.action,
                          note=annotations.steps.get(s.n, ""), check=s.check, decisive=s.decisive,
                          bookkeeping=is_bookkeeping(s)) for s in trace.steps],
        nuances=[Nuance(step=s.n, kind=s.kind, kind_label=kind_label(lang, s.kind, KIND_LABELS[s.kind]),
                        text=s.text_in(lang), cites=s.cites)
                 for s in trace.steps if s.kind in ("ambiguity", "unsupported")],
        readings=_readings(game, sc.interpretations, trace, lang),
        ruling_note=annotations.ruling,
        unplaced_notes={n: t for n, t in annotations.steps.items() if n not in step_numbers},
        rules=_cited_rules(trace, books),
        mapped_to=trace.mapping.target if trace.mapping is not None else "",
        scenario_yaml=with_annotations(scenario_text, annotations, scenario_file or "<text>"),
        lang=lang,
        engine_text_in_lang=all(s.msg is not None for s in trace.steps),
    )


def _kind_label(step: Step, lang: str) -> str:
    """The step's kind with its check mark (检查✓ / Check✓)."""
    return kind_label(lang, step.kind, KIND_LABELS[step.kind]) + (CHECK_MARKS[step.check] if step.check else "")


def _header(sc: Any, game: GameModule, book: Rulebook, file: str, generated: dt.datetime, lang: str) -> Header:
    m = book.manifest
    name = term(lang, game.id, "game", "name", game.name)  # the game's own name in the report's language
    info = RulebookInfo(game=game.id, game_name=name, title=m.title, edition=m.edition,
                        effective_date=m.effective_date, source_file=m.source_file,
                        source_sha256=book.source_sha256, importer_version=book.importer_version,
                        language=m.language)
    p = sc.meta.provenance
    return Header(title=sc.meta.title, scenario_id=sc.meta.id, scenario_file=file, game=game.id, game_name=name,
                  rulebook=info, event=p.event, judge=p.judge, date=p.date,
                  generated=generated.isoformat(timespec="seconds"), tags=list(sc.meta.tags))


def _outcome(trace: Trace, state: GameState[Any], halted: Halt | None = None, lang: str = "zh") -> Outcome:
    result = trace.result
    assert result is not None, "the runner always ends a trace with a result"
    winner = None
    if result.winner is not None:
        names = {p.id: p.name or p.id for p in state.players}
        winner = f"{names.get(result.winner, result.winner)}({result.winner})"
    return Outcome(ruling=ruling_sentence(trace, halted, lang), outcome=result.outcome, winner=winner,
                   reason=ended_by(trace, lang) or result.reason, answer=answer_in(trace, lang),
                   stopped_at=result.stopped_at, cites=result.cites)


def _readings(game: GameModule, chosen: dict[str, str], trace: Trace, lang: str = "zh") -> list[Reading]:
    """Readings chosen in the scenario, and defaults the trace announced in its ambiguity steps."""
    texts = [s.text for s in trace.steps if s.kind == "ambiguity"]
    out = []
    for point in game.interpretation_points:
        if point.id in chosen:
            reading, explicit = chosen[point.id], True
        else:
            used = [r for r in point.options if any(str(point.describe(r)) in t for t in texts)]
            if not used:
                continue
            reading, explicit = used[0], False
        out.append(Reading(point=point.id, question=in_lang(point.question, lang), reading=reading,
                           meaning=in_lang(point.options[reading], lang), explicit=explicit, cites=list(point.cites)))
    return out


def _cited_rules(trace: Trace, books: Books) -> list[CitedRule]:
    first: dict[str, int] = {}
    for s in trace.steps:
        for c in s.cites:
            first.setdefault(c, s.n)
    rules = [_cited_rule(cite, n, books) for cite, n in first.items()]
    if trace.mapping is not None:
        for rule in rules:
            rule.counterpart = trace.mapping.of(rule.cite)
    return rules


def _cited_rule(cite: str, step: int, books: Books) -> CitedRule:
    game, _, rule_id = cite.partition(":")
    try:
        book = books(game)
    except KeyError:
        return CitedRule(cite=cite, id=rule_id, found=False, first_step=step)
    rule = book.get(rule_id)
    edition, sha = book.manifest.edition, book.source_sha256
    if rule is None:
        return CitedRule(cite=cite, id=rule_id, edition=edition, source_sha256=sha, found=False, first_step=step)
    context = [f"{a.printed or ''} {_short(a.text)}".strip() for a in book.ancestors(rule.id) if a.kind != "rule"]
    return CitedRule(cite=f"{game}:{rule.id}", id=rule.id, printed=rule.printed, kind=rule.kind, context=context,
                     text=rule.text, examples=list(rule.examples), flags=list(rule.flags),
                     repairs=[RepairNote(kind=r.kind, detail=r.detail, confidence=r.confidence) for r in rule.repairs],
                     notes=list(rule.notes), edition=edition, source_sha256=sha, lines=rule.lines, first_step=step)


def _short(text: str) -> str:
    return text if len(text) <= CONTEXT_CHARS else text[: CONTEXT_CHARS - 1] + "…"


def _board(game: GameModule, state: GameState[Any], lang: str = "zh") -> Board:
    v, g = game.vocabulary, game.id

    def named(category: str, terms: Any) -> dict[str, str]:
        return {t.key: term(lang, g, category, t.key, t.name) for t in terms}

    names = {"stat": named("stats", v.stats), "prop": named("props", v.props), "status": named("statuses", v.statuses),
             "type": named("types", v.types), "keyword": named("keywords", v.keywords),
             "value": {f"{t.key}:{x}": term(lang, g, "prop_values", f"{t.key}:{x}", x)
                       for t in v.props for x in t.values}}
    resource_names = {k: term(lang, g, "resources", k, n) for k, n in dict(game.layout.resources).items()}
    resource_names |= named("resources", v.resources)
    zones = []
    for zone_id in game.zone_ids(state):
        objs = state.in_zone(zone_id)
        if not objs:
            continue
        spec = game.zone_spec(zone_id)
        owner = zone_id.split(".", 1)[0] if "." in zone_id else None
        zone_name = term(lang, g, "zones", spec.key, spec.name) if spec else zone_id
        zones.append(BoardZone(zone=zone_id, name=zone_name, owner=owner,
                               objects=[BoardObject(id=o.id, name=o.name or o.id, summary=_summary(o, names, lang))
                                        for o in objs]))
    phases = {p.key: term(lang, g, "phases", p.key, p.name) for p in game.phases}
    entries = game.stack_view(state)
    return Board(
        turn=state.turn, active_player=state.active_player, phase=phases.get(state.phase, state.phase),
        step=step_name(game.id, state.step, lang),
        players=[BoardPlayer(id=p.id, name=p.name or p.id, resources=dict(p.resources),
                             resource_names={k: resource_names.get(k, k) for k in p.resources})
                 for p in state.players],
        zones=zones,
        stack=[describe_entry(state, e) for e in entries if not e.pending],
        pending_triggers=[describe_entry(state, e) for e in entries if e.pending],
        svg=board_svg(game, state, lang),
    )


def _summary(o: GameObject[Any], names: dict[str, dict[str, str]], lang: str = "zh") -> str:
    bits: list[str] = []
    if o.slot is not None:
        bits.append(w(lang, "slot", n=o.slot))
    if o.face_down:
        bits.append(w(lang, "face_down"))
    if o.controller != o.owner:
        bits.append(w(lang, "controller", v=o.controller))
    bits += ["/".join(names["type"].get(t, t) for t in o.types)] if o.types else []
    if o.cost is not None:
        bits.append(w(lang, "cost", v=o.cost))
    for k, val in o.stats.items():
        mod = o.modified(k)
        bits.append(f"{names['stat'].get(k, k)} {val}{f'{mod:+d}' if mod else ''}")
    bits += [f"{names['prop'].get(k, k)} {names['value'].get(f'{k}:{val}', val)}" for k, val in o.props.items()]
    sep = w(lang, "list_sep")
    bits += [w(lang, "keywords", v=sep.join(names["keyword"].get(k, k) for k in o.keywords))] if o.keywords else []
    bits += [sep.join(names["status"].get(s, s) for s in o.status)] if o.status else []
    bits += [f"{k}×{n}" for k, n in o.counters.items()]
    bits += [w(lang, "damage", v=o.damage)] if o.damage else []
    bits += [w(lang, "attached", v=", ".join(o.attachments))] if o.attachments else []
    bits += [w(lang, "abilities", n=len(o.abilities))] if o.abilities else []
    return w(lang, "summary_sep").join(bits)
