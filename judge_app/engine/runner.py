"""Load → validate → run → trace. Deterministic: the same scenario gives byte-identical trace JSON."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol

from pydantic import ValidationError

from judge_app.engine import limits
from judge_app.engine import words as W
from judge_app.engine.base import OBJECT_REF, PHASE_REF, PLAYER_REF, STEP_REF, TARGET_REF, references
from judge_app.engine.cardtext.objects import read_texts
from judge_app.engine.game import GameModule, IllegalAction
from judge_app.engine.problems import Problem, ScenarioError, from_validation_error, messages
from judge_app.engine.scenario import CITE_PATTERN, SCHEMA_CHANGES, SCHEMA_VERSION, SUPPORTED_SCHEMAS
from judge_app.engine.state import GameState, UnknownReference
from judge_app.engine.table import LoopLimit, Table
from judge_app.engine.trace import EditionMapping, MappedCite, MappingStatus, Refusal, Result, Step, Trace
from judge_app.engine.yamlio import Document, load_file, load_text

# For a rule id of the implemented book: its counterpart in the mapped edition (None: none) and the status
Counterparts = Callable[[str], tuple[str | None, MappingStatus]]


@dataclass
class Loaded:
    """A validated scenario and the game module that runs it."""

    scenario: Any
    game: GameModule
    document: Document | None = None
    # The flags of a cited rule in the edition the trace is made under (None: the shipped book's, via ruleflags)
    flags: Callable[[str], frozenset[str]] | None = None
    # Set when the judge asked to trace under an edition the game does not implement (meta.map_to_edition)
    mapping: EditionMap | None = None
    # What a reader of the file should know that does not stop it: card text not understood or disagreeing with
    # the structured abilities, an older format version and what changed since
    notes: list[Problem] = field(default_factory=list)


@dataclass(frozen=True)
class EditionMap:
    """The implemented edition a trace is made under and the edition its cites are mapped to: ``counterpart``
    gives, for a rule id of the implemented book, its aligned rule id in the target (None: none) and the status."""

    implemented: str
    target: str
    counterpart: Counterparts

    def of(self, game_id: str, cites: list[str]) -> EditionMapping:
        out = []
        for cite in cites:
            other, status = self.counterpart(cite.partition(":")[2])
            out.append(MappedCite(cite=cite, counterpart=f"{game_id}:{other}" if other else None, status=status))
        return EditionMapping(implemented=self.implemented, target=self.target, cites=out)


class Games(Protocol):
    """The games a scenario may name. The kernel knows no game: the caller passes the registry in
    (``judge_app.games`` is one; :mod:`judge_app.loading` binds it for the app, the CLIs and the tests)."""

    def available_games(self) -> tuple[str, ...]: ...

    def get_game(self, game_id: str) -> GameModule: ...


class Books(Protocol):
    """The rulebook editions a scenario's ``meta.edition`` may name. The kernel reads no book store itself:
    :mod:`judge_app.loading` passes the rules database's editions in."""

    def editions(self, game_id: str) -> tuple[str, ...]: ...

    def flags(self, game_id: str, edition: str) -> Callable[[str], frozenset[str]]: ...

    def same_book(self, game_id: str, edition: str, other: str) -> bool:
        """Whether two editions are the same text (an imported copy of an implemented book is that book)."""
        ...

    def counterparts(self, game_id: str, implemented: str, target: str) -> Counterparts:
        """For a rule id of ``implemented``: its aligned rule id in ``target`` (None: no counterpart) and the status
        ``same`` / ``renumbered`` / ``changed`` / ``none``."""
        ...


def schema_notice(data: Any) -> Problem | None:
    """For a file of an older format version: what changed since, and how to update it (None when current)."""
    version = data.get("schema") if isinstance(data, dict) else None
    if not isinstance(version, int) or version >= SCHEMA_VERSION or version not in SUPPORTED_SCHEMAS:
        return None
    changes = [c for v in range(version + 1, SCHEMA_VERSION + 1) for c in SCHEMA_CHANGES.get(v, ())]
    return Problem(("schema",), f"场景格式版本 {version},当前为 {SCHEMA_VERSION}(仍可读取,含义不变)。"
                   f"此后的变化:{';'.join(changes)}。用 judge migrate 文件 --schema 更新版本号")


def game_for(data: Any, games: Games) -> GameModule:
    """The game module a scenario's plain data names; :class:`ScenarioError` naming the field if it cannot."""
    if not isinstance(data, dict):
        raise ScenarioError([Problem((), "场景文件的顶层应为映射(schema/meta/state/actions…)")])
    problems = []
    if data.get("schema") not in SUPPORTED_SCHEMAS:
        problems.append(Problem(("schema",), f"不支持的场景格式版本 {data.get('schema')!r},"
                                f"支持 {'、'.join(map(str, SUPPORTED_SCHEMAS))}(当前 {SCHEMA_VERSION})"))
    meta = data.get("meta")
    game_id = meta.get("game") if isinstance(meta, dict) else None
    if game_id is None:
        problems.append(Problem(("meta", "game"), "缺少必填字段(游戏 id)"))
    elif game_id not in games.available_games():
        problems.append(Problem(("meta", "game"), f"未知游戏 {game_id!r},可选: {', '.join(games.available_games())}"))
    if problems:
        raise ScenarioError(problems)
    return games.get_game(str(game_id))


def validate_data(data: Any, games: Games, books: Books | None = None) -> Loaded:
    """Validate plain data; raise :class:`ScenarioError` with every problem (paths, no lines). With ``books``,
    ``meta.edition`` must name an edition of the game, and its book supplies the rule flags of the trace."""
    game = game_for(data, games)
    too_many = limits.count_problems(data)
    if too_many:
        raise ScenarioError(too_many)
    data, notes = read_texts(game.card_reader, game.id, data)
    try:
        scenario = game.scenario_model.model_validate(data)
    except ValidationError as e:
        raise ScenarioError(from_validation_error(e)) from None
    problems = semantic_problems(game, scenario)
    use = edition_use(game, scenario.meta, books) if books is not None else (None, None)
    if isinstance(use, Problem):
        raise ScenarioError([*problems, use])
    if problems:
        raise ScenarioError(problems)
    flags, mapping = use
    return Loaded(scenario, game, flags=flags, mapping=mapping, notes=notes)


EditionUse = tuple[Callable[[str], frozenset[str]] | None, EditionMap | None]


def edition_use(game: GameModule, meta: Any, books: Books) -> EditionUse | Problem:
    """The book a trace is made under, from ``meta.edition``: the rule flags of that book and, when the judge asked
    to trace under an edition the game does not implement, the map of its cites; or the problem refusing it.

    A cite belongs to one book: the game's procedures cite the editions it declares (``implemented_editions``; an
    imported copy of one of those is the same book). Any other edition is refused, naming what is implemented,
    unless ``meta.map_to_edition`` asks for the implemented procedures with every cite mapped."""
    edition = meta.edition
    if not edition:
        return None, None
    known = books.editions(game.id)
    implemented = game.implemented_editions
    if edition not in known:
        return Problem(("meta", "edition"), f"{game.id} 没有规则书版本 {edition!r},已有版本: {', '.join(known)}"
                       "(用 rulesdb import 导入)")
    if any(edition == e or books.same_book(game.id, edition, e) for e in implemented):
        return books.flags(game.id, edition), None
    if not meta.map_to_edition:
        return Problem(("meta", "edition"), f"{game.id} 的引擎按规则书版本 {'、'.join(implemented)} 实现,"
                       f"不按 {edition!r} 推演:它引用的条文编号属于 {implemented[0]},"
                       f"用 {edition} 的文字引述会张冠李戴。"
                       f"删去 meta.edition 即按 {implemented[0]} 推演;若要按 {implemented[0]} 推演并把每条引用映射到 "
                       f"{edition}(逐条标明),写 map_to_edition: true")
    base = implemented[0]
    return books.flags(game.id, base), EditionMap(base, edition, books.counterparts(game.id, base, edition))


def semantic_problems(game: GameModule, scenario: Any, lang: str = "zh") -> list[Problem]:
    """Kernel checks any game shares, then the game's own state checks, then the actions. ``lang`` (zh or en)
    is the language of the reference checks and of the memory's shape problems; the rest (and every game's own
    check) is Chinese."""
    state: GameState[Any] = scenario.state
    problems: list[Problem] = []
    player_ids = [p.id for p in state.players]
    for i, pid in enumerate(player_ids):
        if pid in player_ids[:i]:
            problems.append(Problem(("state", "players", i, "id"), f"玩家 id 重复: {pid!r}"))
    seen: set[str] = set()
    for i, o in enumerate(state.objects):
        if o.id in seen:
            problems.append(Problem(("state", "objects", i, "id"), f"对象 id 重复: {o.id!r}"))
        seen.add(o.id)
        if game.zone_spec(o.zone) is None or (o.zone.split(".")[0] not in player_ids and "." in o.zone):
            problems.append(Problem(("state", "objects", i, "zone"),
                                    f"未知区域 {o.zone!r},可选: {', '.join(game.zone_ids(state))}"))
    problems += reference_problems(game, scenario.state, ("state",), seen, player_ids, lang)
    for i, a in enumerate(scenario.actions):
        problems += reference_problems(game, a, ("actions", i), seen, player_ids, lang)
        if a.at == "next_legal" and not game.reaches_next_legal:
            problems.append(Problem(("actions", i, "at"), f"{game.id} 的动作在时间线所在的时刻执行,引擎不会替玩家"
                                    "插入让过:删去 at,并写出到达该时刻之前的动作"))
    # The memory was validated (its references walked) with the state it is part of: the game's own checks
    # read it as its model declares it.
    problems += [Problem(("state", *p.path), p.message) for p in game.validate_state(state)]
    problems += game.validate_actions(state, list(scenario.actions))
    points = {p.id: p for p in game.interpretation_points}
    for key, reading in scenario.interpretations.items():
        if key not in points:
            problems.append(Problem(("interpretations", key), f"未知解读点 {key!r},可选: {', '.join(points)}"))
        elif reading not in points[key].options:
            problems.append(Problem(("interpretations", key),
                                    f"未知解读 {reading!r},可选: {', '.join(points[key].options)}"))
    if scenario.expect is not None:
        import re

        for i, cite in enumerate(scenario.expect.cites):
            if not re.match(CITE_PATTERN, cite) or not cite.startswith(game.id + ":"):
                problems.append(Problem(("expect", "cites", i), f"引用格式应为 '{game.id}:<规则号>': {cite!r}"))
    return problems


def reference_problems(game: GameModule, model: Any, prefix: tuple[str | int, ...], objects: set[str],
                       players: list[str], lang: str = "zh") -> list[Problem]:
    """Every field typed as naming an object, player, phase or step must name one that exists. Kinds matter:
    a player id where an object belongs is "unknown object", whatever else it names. Said in ``lang``."""
    words = messages(lang)
    out = []
    found = references(model)
    phases = {p.key: p for p in game.phases}
    steps = list(dict.fromkeys(s for p in game.phases for s in p.steps))
    named_phase = {path[:-1]: value for path, kind, value in found if kind == PHASE_REF and value in phases}
    for path, kind, value in found:
        at = (*prefix, *path)
        if kind == OBJECT_REF and value not in objects:
            hint = words["ref.object.hint"] if value in players else ""
            out.append(Problem(at, words["ref.object"].format(value=value, hint=hint)))
        elif kind == PLAYER_REF and value not in players:
            hint = words["ref.player.hint"] if value in objects else ""
            out.append(Problem(at, words["ref.player"].format(value=value, hint=hint, choices=", ".join(players))))
        elif kind == TARGET_REF and value not in objects and value not in players:
            out.append(Problem(at, words["ref.target"].format(value=value, choices=", ".join(players))))
        elif kind == PHASE_REF and value and value not in phases:
            out.append(Problem(at, words["ref.phase"].format(value=value, choices=", ".join(phases))))
        elif kind == STEP_REF and value:
            phase = phases.get(named_phase.get(path[:-1], ""))
            allowed = list(phase.steps) if phase is not None and phase.steps else steps
            if value not in allowed:
                where = words["ref.step.where"].format(phase=phase.key) if phase is not None and phase.steps else ""
                out.append(Problem(at, words["ref.step"].format(value=value, where=where, choices=", ".join(allowed))))
    return out


def load_document(doc: Document, games: Games, books: Books | None = None) -> Loaded:
    try:
        loaded = validate_data(doc.data, games, books)
    except ScenarioError as e:
        raise ScenarioError(doc.locate(e.problems)) from None
    loaded.document = doc
    notice = schema_notice(doc.data)
    loaded.notes = doc.locate([notice, *loaded.notes] if notice is not None else loaded.notes)
    return loaded


def load_scenario(path: str | os.PathLike[str], games: Games, books: Books | None = None) -> Loaded:
    """Read, parse and validate a scenario file; :class:`ScenarioError` lists every problem with its line."""
    return load_document(load_file(path), games, books)


def loads_scenario(text: str, games: Games, file: str = "<text>", books: Books | None = None) -> Loaded:
    return load_document(load_text(text, file), games, books)


@dataclass
class Run:
    trace: Trace
    state: GameState[Any]
    snapshots: dict[int, GameState[Any]] = field(default_factory=dict)


def run(loaded: Loaded, *, snapshots: bool = False, stop_after: int | None = None) -> Run:
    """Trace the scenario. ``snapshots`` keeps a copy of the state after every action; ``stop_after``
    stops after that action index (the state is then the position a judge is asking about)."""
    sc, game = loaded.scenario, loaded.game
    state = sc.state.model_copy(deep=True)
    state.model_post_init(None)
    made_under = loaded.mapping.implemented if loaded.mapping is not None else sc.meta.edition
    trace = Trace(scenario=sc.meta.id, game=game.id, edition=made_under or game.edition)
    table = Table(game, state, trace, sc.interpretations, flags=loaded.flags)
    out = Run(trace, state)
    stopped_at = None
    try:
        game.start(table)
        for i, action in enumerate(sc.actions):
            table.settle()
            table.begin_action(i, action)
            if state.game_over is None and state.halted is None:
                game.reach(table, action)
            if state.game_over is not None:
                table.nothing(W.GAME_ALREADY_OVER(count=len(sc.actions) - i), state.game_over.cites)
                break
            if state.halted is not None:
                later = len(sc.actions) - i - 1
                reason = table.halt_reason if table.halt_reason is not None else state.halted.reason
                said = {"action": game.describe(state, action), "reason": reason}
                table.step("unsupported", W.HALTED_WITH_LATER(later=later, **said) if later else W.HALTED(**said),
                           state.halted.cites)
                break
            table.settle()
            try:
                permissions = game.check_action(state, action, sc.interpretations)
            except IllegalAction as e:
                table.step("action", game.describe(state, action))
                _refuse(table, e)
                stopped_at = i
                break
            table.step("action", game.describe(state, action))
            for p in permissions:
                table.allow(p.text, p.cites)
            try:
                game.apply(table, action)
            except IllegalAction as e:
                # a choice the action carries proves illegal only when the engine reaches it (mtg: a triggered
                # ability's target, chosen as it goes on the stack): refused like an illegal action, never replaced
                _refuse(table, e)
                stopped_at = i
                break
            for key in table.unused_choices():
                table.step("check", W.UNUSED_CHOICE(key=repr(key)))
            if snapshots:
                out.snapshots[i] = state.model_copy(deep=True)
            if stop_after is not None and i >= stop_after:
                break
    except LoopLimit as e:
        table.action_index = None
        table.step("unsupported", W.LOOP(detail=e.detail))
    except UnknownReference as e:
        raise ScenarioError(_locate(loaded, [_unknown_problem(sc, table.action_index, e)])) from None
    table.action_index = None
    table.settle()
    answer = game.answer(table)
    trace.result = _result(table, str(answer), stopped_at)
    trace.result.refused = refusals(trace, stopped_at)
    _mark_game_end(trace)
    table.step("result", answer, trace.result.cites)
    if loaded.mapping is not None:
        trace.mapping = loaded.mapping.of(game.id, trace.cited())
    return out


def _unknown_problem(scenario: Any, index: int | None, e: UnknownReference) -> Problem:
    """Where the id the engine could not find was named: the first field of the action (its choices included)
    holding it, else the action itself, else the state (an automatic procedure before the first action)."""
    if index is None:
        return Problem(("state",), f"{e}(开始前的自动程序找不到它)")
    action = scenario.actions[index]
    # A field typed for another kind already holds a valid id of that kind: the wrong one is elsewhere.
    other_kind = {path for path, kind, _ in references(action) if kind != _REF_OF.get(e.kind)}
    found = next((p for p in _paths_of(e.ident, action.model_dump(by_alias=True, exclude_defaults=True))
                  if p not in other_kind), None)
    return Problem(("actions", index, *(found or ())),
                   f"{e}:引擎结算此动作时找不到它(名字写错,或填在了不该填它的字段?)")


_REF_OF = {"object": OBJECT_REF, "player": PLAYER_REF}


def _paths_of(value: str, node: Any) -> Iterator[tuple[str | int, ...]]:
    """Every path where ``value`` appears in plain data, in order: as a value, a mapping key, or the
    ``<object>`` part of an ``<object>.<ability>`` / ``replace:<object>`` key."""
    if isinstance(node, dict):
        for k, v in node.items():
            if k == value:
                yield (k,)
            yield from ((k, *sub) for sub in _paths_of(value, v))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from ((i, *sub) for sub in _paths_of(value, v))
    elif isinstance(node, str) and value in (node, node.split(".")[0], node.split(":")[-1]):
        yield ()


def _locate(loaded: Loaded, problems: list[Problem]) -> list[Problem]:
    return loaded.document.locate(problems) if loaded.document is not None else problems


def _refuse(table: Table, e: IllegalAction) -> None:
    """One ``check`` step per reason the action is illegal (every reason, each with its rules), after the
    permissions that held (a passed check each, cited: "he may play a forward now, but cannot pay") and the
    readings that decided any of them."""
    for held in e.held:
        table.allow(held.text, held.cites)
    for point in dict.fromkeys(r.point for r in e.reasons if r.point):
        table.reading(point)
    count = len(e.reasons)
    for k, reason in enumerate(e.reasons, 1):
        if count == 1:
            said = W.ILLEGAL(reason=reason.text)
        else:
            said = (W.ILLEGAL_LAST_OF if k == count else W.ILLEGAL_ONE_OF)(k=k, count=count, reason=reason.text)
        table.step("check", said, reason.cites, check="fail", decisive=True)


def _mark_game_end(trace: Trace) -> None:
    """The step that ended the game (its change sets ``game_over``) decides the ruling."""
    for s in trace.steps:
        if any(c.path == "game_over" for c in s.changes):
            s.decisive = True


def _result(table: Table, answer: str, stopped_at: int | None) -> Result:
    over = table.state.game_over
    if over is None:
        return Result(outcome="ongoing", answer=answer, stopped_at=stopped_at)
    return Result(outcome=over.outcome, winner=over.winner, reason=over.reason, answer=answer,
                  cites=over.cites, stopped_at=stopped_at)


def refusals(trace: Trace, stopped_at: int | None) -> list[Refusal]:
    """Every action with a failed check, in order: the one the trace stopped at, and any the rules rewound or the
    engine replaced while the trace went on (each said so in a step)."""
    failed: dict[int, list[Step]] = {}
    for s in trace.steps:
        if s.check == "fail" and s.action is not None:
            failed.setdefault(s.action, []).append(s)
    if stopped_at is not None:
        failed.setdefault(stopped_at, [])
    return [Refusal(action=a, steps=[s.n for s in steps], cites=list(dict.fromkeys(c for s in steps for c in s.cites)),
                    stopped=a == stopped_at) for a, steps in sorted(failed.items())]


def check_expectations(loaded: Loaded, result: Run) -> list[str]:
    """Each way the trace falls short of the scenario's ``expect`` block, in words."""
    exp = loaded.scenario.expect
    if exp is None:
        return []
    trace, fails = result.trace, []
    assert trace.result is not None
    if exp.outcome is not None and trace.result.outcome != exp.outcome:
        fails.append(f"outcome: 期望 {exp.outcome},实际 {trace.result.outcome}")
    if exp.winner is not None and trace.result.winner != exp.winner:
        fails.append(f"winner: 期望 {exp.winner},实际 {trace.result.winner}")
    if exp.stopped_at != "not_checked" and exp.stopped_at != trace.result.stopped_at:
        fails.append(f"stopped_at: 期望 {exp.stopped_at},实际 {trace.result.stopped_at}")
    refused = [r.action for r in trace.result.refused]
    if exp.refused is not None and sorted(set(exp.refused)) != refused:
        fails.append(f"refused: 期望 {sorted(set(exp.refused))},实际 {refused}")
    cited = set(trace.cited())
    fails += [f"cites: 追溯未引用 {c}" for c in exp.cites if c not in cited]
    kinds = {s.kind for s in trace.steps}
    fails += [f"kinds: 追溯中没有 {k} 步骤" for k in exp.kinds if k not in kinds]
    for path, want in exp.state.items():
        try:
            got = result.state.lookup(path)
        except KeyError:
            fails.append(f"state.{path}: 最终状态中不存在")
            continue
        if got != want:
            fails.append(f"state.{path}: 期望 {want!r},实际 {got!r}")
    return fails
