"""The table a game module plays on: the live state plus the trace being written.

Game code mutates the state only through these methods, so every change lands in the next step's
``changes`` and nothing happens off the record.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any, Protocol

from pydantic import BaseModel

from judge_app.engine.abilities import Modifier
from judge_app.engine.actions import Action, Choice
from judge_app.engine.interpretation import InterpretationPoint
from judge_app.engine.ruleflags import reconstructed
from judge_app.engine.state import GameObject, GameOver, GameState, Halt
from judge_app.engine.trace import Change, CheckOutcome, Step, StepKind, Trace

MAX_STEPS = 200_000  # a trace longer than this is a loop, not a game
MAX_DEPTH = 32  # nested trigger resolution depth


def _jsonable(value: Any) -> Any:
    """A detached, JSON-ready copy, so later mutations never rewrite a recorded change."""
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    if isinstance(value, list):
        return [_jsonable(v) for v in value]
    return copy.deepcopy(value)


class Rules(Protocol):
    """What the table needs of the game being played (a :class:`~judge_app.engine.game.GameModule` is one):
    only its interpretation points. The game module builds on the table, not the reverse."""

    def interpretation(self, point_id: str) -> InterpretationPoint: ...


class LoopLimit(Exception):
    """The rules produced an unbounded loop; the trace stops with an ``unsupported`` step."""


class Table:
    def __init__(self, game: Rules, state: GameState[Any], trace: Trace,
                 interpretations: dict[str, str] | None = None, *,
                 flags: Callable[[str], frozenset[str]] | None = None) -> None:
        self.game, self.state, self.trace = game, state, trace
        self.flags = flags  # the rule flags of the scenario's edition (None: the shipped book's)
        self.interpretations = interpretations or {}
        self.action: Action | None = None
        self.action_index: int | None = None
        self.depth = 0
        self._changes: list[Change] = []
        self._used_choices: set[str] = set()

    # --- steps ------------------------------------------------------------------------------------------
    def step(self, kind: StepKind, text: str, cites: list[str] | tuple[str, ...] = (), *,
             check: CheckOutcome | None = None, decisive: bool = False) -> Step:
        if len(self.trace.steps) >= MAX_STEPS:
            raise LoopLimit(f"超过 {MAX_STEPS} 步")
        cited = list(dict.fromkeys(cites))
        s = Step(n=len(self.trace.steps) + 1, kind=kind, text=text, cites=cited, changes=self._changes,
                 action=self.action_index, reconstructed=reconstructed(cited, self.flags), check=check,
                 decisive=decisive)
        self._changes = []
        self.trace.steps.append(s)
        return s

    # --- checks that cite their rule whichever way they go -------------------------------------------------
    def allow(self, text: str, cites: list[str] | tuple[str, ...], *, decisive: bool = False) -> Step:
        """A permission or condition that holds, as one short ``check`` step ("why may he?")."""
        return self.step("check", text, cites, check="pass", decisive=decisive)

    def nothing(self, text: str, cites: list[str] | tuple[str, ...], *, decisive: bool = False) -> Step:
        """A check whose answer is that nothing happens ("3 < 5, the unit survives"; "does not trigger
        because …"), as one short ``check`` step with the rule that decides it."""
        return self.step("check", text, cites, check="nothing", decisive=decisive)

    def require(self, condition: bool, cites: list[str] | tuple[str, ...], *, ok: str, no: str,
                decisive: bool = False) -> bool:
        """Test a condition during resolution and cite its rule either way: ``ok`` as a passed check, ``no``
        as a check where nothing happens. Returns the condition, so ``if table.require(...):`` reads as the
        rule does."""
        if condition:
            self.allow(ok, cites, decisive=decisive)
        else:
            self.nothing(no, cites, decisive=decisive)
        return condition

    def mark_decisive(self, step: Step | None = None) -> None:
        """Mark a step (default: the last one written) as one the ruling rests on."""
        target = step if step is not None else (self.trace.steps[-1] if self.trace.steps else None)
        if target is not None:
            target.decisive = True

    def reading(self, point_id: str, context: str = "") -> str:
        """The reading in force for an interpretation point, announced in an ``ambiguity`` step."""
        point = self.game.interpretation(point_id)
        reading = self.interpretations.get(point_id, point.default)
        self.step("ambiguity", (context + " " if context else "") + point.describe(reading), point.cites)
        return reading

    def unsupported(self, text: str, cites: list[str] | tuple[str, ...]) -> None:
        self.step("unsupported", text + " 引擎无法模拟,请裁判依规则判定。", cites)

    def halt(self, reason: str, cites: list[str] | tuple[str, ...]) -> None:
        """Stop the trace after the current step: everything later depends on what the engine cannot model.
        The runner answers each later action with an ``unsupported`` step (无法继续:…{reason}), never 不合法."""
        halt = Halt(reason=reason, cites=list(cites))
        self.record("halted", None, halt)
        self.state.halted = halt

    # --- choices carried by the current action ---------------------------------------------------------------
    def choice(self, key: str) -> Choice | None:
        found = self.action.choice(key) if self.action is not None else None
        if found is not None:
            self._used_choices.add(key)
        return found

    def begin_action(self, index: int, action: Action) -> None:
        self.action, self.action_index, self._used_choices = action, index, set()

    def unused_choices(self) -> list[str]:
        return [c.for_ for c in self.action.choices if c.for_ not in self._used_choices] if self.action else []

    # --- mutations ----------------------------------------------------------------------------------------
    def record(self, path: str, before: Any, after: Any) -> None:
        before, after = _jsonable(before), _jsonable(after)
        if before != after:
            self._changes.append(Change(path=path, before=before, after=after))

    def set_state(self, field: str, value: Any) -> None:
        self.record(field, getattr(self.state, field), value)
        setattr(self.state, field, value)

    def set_memory(self, key: str, value: Any) -> None:
        before = self.state.memory.get(key)
        if value is None:
            self.state.memory.pop(key, None)
        else:
            self.state.memory[key] = value
        self.record(f"memory.{key}", before, value)

    def resource(self, player: str, key: str) -> int:
        return self.state.player(player).resources.get(key, 0)

    def set_resource(self, player: str, key: str, value: int) -> None:
        res = self.state.player(player).resources
        self.record(f"players.{player}.resources.{key}", res.get(key), value)
        res[key] = value

    def move(self, obj: GameObject[Any], zone: str, *, top: bool = True, slot: int | None = None) -> None:
        before = obj.zone + (f"#{obj.slot}" if obj.slot is not None else "")
        self.state.move(obj.id, zone, top=top, slot=slot)
        self.record(f"objects.{obj.id}.zone", before, zone + (f"#{slot}" if slot is not None else ""))

    def reorder(self, zone: str, order: list[str]) -> None:
        before = [o.id for o in self.state.in_zone(zone)]
        self.state.reorder_zone(zone, order)
        self.record(f"zones.{zone}", before, order)

    def set_obj(self, obj: GameObject[Any], field: str, value: Any) -> None:
        self.record(f"objects.{obj.id}.{field}", getattr(obj, field), value)
        setattr(obj, field, value)

    def add_status(self, obj: GameObject[Any], status: str) -> None:
        if status not in obj.status:
            self.set_obj(obj, "status", [*obj.status, status])

    def remove_status(self, obj: GameObject[Any], *statuses: str) -> None:
        kept = [s for s in obj.status if s not in statuses]
        if kept != obj.status:
            self.set_obj(obj, "status", kept)

    def add_modifier(self, obj: GameObject[Any], modifier: Modifier) -> None:
        self.set_obj(obj, "modifiers", [*obj.modifiers, modifier])

    def end_game(self, outcome: str, winner: str | None, reason: str, cites: list[str]) -> None:
        over = GameOver(outcome=outcome, winner=winner, reason=reason, cites=cites)  # type: ignore[arg-type]
        self.record("game_over", None, over)
        self.state.game_over = over
