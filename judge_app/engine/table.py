"""The table a game module plays on: the live state plus the trace being written.

Game code mutates the state only through these methods (and its memory by attribute, which reports each write
here), so every change is recorded as a typed :mod:`~judge_app.engine.changes` record on the step that made it:
changes made after the last step of a procedure are settled onto that step before the next action step
(``settle``), never carried by the next player's action.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Literal, Protocol

from judge_app.engine.abilities import Modifier
from judge_app.engine.actions import Action, Choice
from judge_app.engine.changes import (
    Change,
    MemorySet,
    Move,
    ObjectAdded,
    ObjectRemoved,
    ObjectSet,
    Reorder,
    ResourceSet,
    StateSet,
    where,
)
from judge_app.engine.interpretation import InterpretationPoint
from judge_app.engine.memory import GameMemory
from judge_app.engine.messages import Text, message_of
from judge_app.engine.ruleflags import reconstructed
from judge_app.engine.state import GameObject, GameOver, GameState, Halt
from judge_app.engine.trace import CheckOutcome, Step, StepKind, Trace
from judge_app.engine.words import UNSUPPORTED

MAX_STEPS = 200_000  # a trace longer than this is a loop, not a game
MAX_DEPTH = 32  # nested trigger resolution depth


class Rules(Protocol):
    """What the table needs of the game being played (a :class:`~judge_app.engine.game.GameModule` is one):
    only its interpretation points. The game module builds on the table, not the reverse."""

    def interpretation(self, point_id: str) -> InterpretationPoint: ...


class LoopLimit(Exception):
    """The rules produced an unbounded loop; the trace stops with an ``unsupported`` step saying ``detail``."""

    def __init__(self, detail: str | Text) -> None:
        super().__init__(str(detail))
        self.detail = detail


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
        self.end_reason: str | Text | None = None  # why the game ended, if it ended during this run
        self.halt_reason: str | Text | None = None  # why the trace cannot go on, if it halted during this run
        if isinstance(state.memory, GameMemory):
            state.memory.attach(self._memory_written)

    # --- steps ------------------------------------------------------------------------------------------
    def step(self, kind: StepKind, text: str | Text, cites: Sequence[str] = (), *,
             check: CheckOutcome | None = None, decisive: bool = False) -> Step:
        """Write a step: ``text`` is a message of the game's catalog with its parameters (TRANSITIONAL, issue 30:
        or a plain Chinese sentence, in a game not yet converted)."""
        if len(self.trace.steps) >= MAX_STEPS:
            raise LoopLimit(f"超过 {MAX_STEPS} 步")
        cited = list(dict.fromkeys(cites))
        msg, args = message_of(text)
        s = Step(n=len(self.trace.steps) + 1, kind=kind, text=str(text), msg=msg, args=args, cites=cited,
                 changes=self._changes,
                 action=self.action_index, reconstructed=reconstructed(cited, self.flags), check=check,
                 decisive=decisive)
        self._changes = []
        self.trace.steps.append(s)
        return s

    def pending(self) -> list[Change]:
        """The changes made since the last step (none once settled)."""
        return list(self._changes)

    def settle(self) -> None:
        """Put the changes made since the last step on that step: the procedure that wrote it made them (its
        closing bookkeeping), so the next step — a player's action — does not carry them."""
        if self._changes and self.trace.steps:
            self.trace.steps[-1].changes.extend(self._changes)
            self._changes = []

    # --- checks that cite their rule whichever way they go -------------------------------------------------
    def allow(self, text: str | Text, cites: Sequence[str], *, decisive: bool = False) -> Step:
        """A permission or condition that holds, as one short ``check`` step ("why may he?")."""
        return self.step("check", text, cites, check="pass", decisive=decisive)

    def nothing(self, text: str | Text, cites: Sequence[str], *, decisive: bool = False) -> Step:
        """A check whose answer is that nothing happens ("3 < 5, the unit survives"; "does not trigger
        because …"), as one short ``check`` step with the rule that decides it."""
        return self.step("check", text, cites, check="nothing", decisive=decisive)

    def require(self, condition: bool, cites: Sequence[str], *, ok: str | Text, no: str | Text,
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

    def reading(self, point_id: str, context: str | Text = "") -> str:
        """The reading in force for an interpretation point, announced in an ``ambiguity`` step."""
        point = self.game.interpretation(point_id)
        reading = self.interpretations.get(point_id, point.default)
        self.step("ambiguity", point.describe(reading, context), point.cites)
        return reading

    def unsupported(self, text: str | Text, cites: Sequence[str]) -> None:
        self.step("unsupported", UNSUPPORTED(what=text), cites)

    def halt(self, reason: str | Text, cites: Sequence[str]) -> None:
        """Stop the trace after the current step: everything later depends on what the engine cannot model.
        The runner answers each later action with an ``unsupported`` step (无法继续:…{reason}), never 不合法. The
        state keeps the reason in Chinese; ``halt_reason`` keeps its message for that step."""
        self.halt_reason = reason
        self.set_state("halted", Halt(reason=str(reason), cites=list(cites)))

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
    def _add(self, change: Change) -> None:
        if change.before != change.after or (isinstance(change, Move) and change.index[0] != change.index[1]):
            self._changes.append(change)  # a move within its zone still changes where the object lies

    def set_state(self, field: str, value: Any) -> None:
        self._add(StateSet.of(field, getattr(self.state, field), value))
        setattr(self.state, field, value)

    def _memory_written(self, field: str, before: Any, after: Any) -> None:
        """The memory reports an assignment: one change, or one per entry of a keyed field."""
        model = type(self.state.memory)
        alias = model.model_fields[field].alias
        if field not in model.keyed:
            self._add(MemorySet.of(field, None, before, after, alias=alias))
            return
        for key in dict.fromkeys([*before, *after]):
            self._add(MemorySet.of(field, key, before.get(key), after.get(key), alias=alias))

    def resource(self, player: str, key: str) -> int:
        return self.state.player(player).resources.get(key, 0)

    def set_resource(self, player: str, key: str, value: int) -> None:
        res = self.state.player(player).resources
        self._add(ResourceSet.of(player, key, res.get(key), value))
        res[key] = value

    def move(self, obj: GameObject[Any], zone: str, *, top: bool = True, slot: int | None = None) -> None:
        before, index = where(obj), self._position(obj)
        self.state.move(obj.id, zone, top=top, slot=slot)
        self._add(Move(path=f"objects.{obj.id}.zone", before=before, after=where(obj),
                       index=(index, self._position(obj))))

    def _position(self, obj: GameObject[Any]) -> int:
        return self.state.position(obj.id)  # by id at C speed: a scan in Python cost every move the board's size

    def reorder(self, zone: str, order: list[str]) -> None:
        before = [o.id for o in self.state.in_zone(zone)]
        self.state.reorder_zone(zone, order)
        self._add(Reorder(path=f"zones.{zone}", before=before, after=list(order)))

    def add_object(self, obj: GameObject[Any]) -> None:
        """A new object (a token) at the end of ``state.objects``."""
        self.state.objects.append(obj)
        self.state.model_post_init(None)
        self._add(ObjectAdded(path=f"objects.{obj.id}", after=obj.model_dump(mode="json"),
                              index=len(self.state.objects) - 1))

    def remove_object(self, obj: GameObject[Any]) -> None:
        """An object ceases to exist (a token outside play)."""
        index = self._position(obj)
        self._add(ObjectRemoved(path=f"objects.{obj.id}.zone", before=obj.zone, index=index,
                                fields=obj.model_dump(mode="json")))
        self.state.objects.pop(index)
        self.state.model_post_init(None)

    def set_obj(self, obj: GameObject[Any], field: str, value: Any) -> None:
        self._add(ObjectSet.of(obj, field, getattr(obj, field), value))
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

    def end_game(self, outcome: Literal["win", "draw"], winner: str | None, reason: str | Text,
                 cites: list[str]) -> None:
        """The game ends. The state keeps the reason in Chinese; ``end_reason`` keeps its message, for the answer."""
        self.end_reason = reason
        self.set_state("game_over", GameOver(outcome=outcome, winner=winner, reason=str(reason), cites=cites))
