"""Typed state changes: what the table records, and how the kernel applies and reverts each one.

A game changes the state only through the :class:`~judge_app.engine.table.Table`, which records each change as
one of these kinds and puts it on the step that made it. In the trace every change reads ``{path, before,
after}`` (a move, an object created or removed adds ``index``: where in ``state.objects`` it was and went), and
each kind knows how to ``apply`` itself to the state it was made on and how to ``revert`` it. Replaying a trace's
changes from the scenario's state therefore reproduces the state after every step exactly, zone order included
(:mod:`judge_app.engine.replay`).

>>> from judge_app.engine.state import GameObject, GameState, Player
>>> s = GameState(active_player="A", phase="main", players=[Player(id="A", resources={"life": 20})],
...               objects=[GameObject(id=c, owner="A", zone="A.deck") for c in ("c1", "c2")])
>>> life = ResourceSet.of("A", "life", 20, 17)
>>> life.apply(s); s.player("A").resources["life"]
17
>>> str(life)
'players.A.resources.life: 20 → 17'
>>> move = Move(path="objects.c1.zone", before="A.deck", after="A.hand", index=(0, 1))
>>> move.apply(s); [(o.id, o.zone) for o in s.objects]
[('c2', 'A.deck'), ('c1', 'A.hand')]
>>> move.revert(s); life.revert(s); [(o.id, o.zone) for o in s.objects], s.player("A").resources
([('c1', 'A.deck'), ('c2', 'A.deck')], {'life': 20})
"""

from __future__ import annotations

from typing import Any, get_args

from pydantic import Field, TypeAdapter
from pydantic_core import to_jsonable_python

from judge_app.engine.base import Model, field_value
from judge_app.engine.memory import GameMemory
from judge_app.engine.state import GameObject, GameState


def jsonable(value: Any, *, by_alias: bool = False) -> Any:
    """A detached, JSON-ready copy, so later mutations never rewrite a recorded change (tuples read as lists,
    models as their fields; memory records by the keys a scenario writes, ``by_alias``)."""
    return to_jsonable_python(value, by_alias=by_alias)


class Change(Model):
    """One state change: a dotted path into the state and its value before and after (JSON values)."""

    path: str
    before: Any = None
    after: Any = None

    def apply(self, state: GameState[Any]) -> None:
        """Make the change on ``state``, the state it was recorded on."""
        self._put(state, self.after)

    def revert(self, state: GameState[Any]) -> None:
        """Undo the change on ``state``, the state right after it."""
        self._put(state, self.before)

    def _put(self, state: GameState[Any], value: Any) -> None:
        raise NotImplementedError(f"{type(self).__name__} cannot be replayed")

    def __str__(self) -> str:
        """The change as a judge reads it; a mapping that gained or changed a few entries shows only those.

        >>> combat = {"attackers": ["a"]}
        >>> print(Change(path="memory.combat", before=combat, after={**combat, "blocks": {"b": "a"}}))
        memory.combat.blocks: ∅ → {b: a}
        """
        before, after = self.before, self.after
        if isinstance(before, dict) and isinstance(after, dict) and before:
            pairs = [(k, _said(before.get(k)), _said(after.get(k))) for k in dict.fromkeys([*before, *after])]
            shown = "; ".join(f"{self.path}.{k}: {_fmt(b)} → {_fmt(a)}" for k, b, a in pairs if b != a)
            if shown:
                return shown
        return f"{self.path}: {_fmt(before)} → {_fmt(after)}"


class StateSet(Change):
    """A field of the state itself: ``turn``, ``phase``, ``step``, ``active_player``, ``game_over``, ``halted``…"""

    @classmethod
    def of(cls, field: str, before: Any, after: Any) -> StateSet:
        return cls(path=field, before=jsonable(before), after=jsonable(after))

    def _put(self, state: GameState[Any], value: Any) -> None:
        setattr(state, self.path, field_value(type(state), self.path, value))


class ObjectSet(Change):
    """A field of one object (``objects.<id>.<field>``): face_down, status, modifiers, controller…"""

    obj: str = Field(exclude=True)
    field: str = Field(exclude=True)

    @classmethod
    def of(cls, obj: GameObject[Any], field: str, before: Any, after: Any) -> ObjectSet:
        return cls(path=f"objects.{obj.id}.{field}", before=jsonable(before), after=jsonable(after), obj=obj.id,
                   field=field)

    def _put(self, state: GameState[Any], value: Any) -> None:
        target = state.obj(self.obj)
        setattr(target, self.field, field_value(type(target), self.field, value))


class ResourceSet(Change):
    """A player's resource (``players.<id>.resources.<key>``); none before means the key was absent."""

    player: str = Field(exclude=True)
    key: str = Field(exclude=True)

    @classmethod
    def of(cls, player: str, key: str, before: int | None, after: int | None) -> ResourceSet:
        return cls(path=f"players.{player}.resources.{key}", before=before, after=after, player=player, key=key)

    def _put(self, state: GameState[Any], value: Any) -> None:
        resources = state.player(self.player).resources
        if value is None:
            resources.pop(self.key, None)
        else:
            resources[self.key] = value


class MemorySet(Change):
    """A field of the game's memory (``memory.<field>``), or one key of a keyed field (``memory.<field>.<key>``,
    e.g. ``memory.skip_draw.B``); none means unset."""

    field: str = Field(exclude=True)
    key: str | None = Field(default=None, exclude=True)

    @classmethod
    def of(cls, field: str, key: str | None, before: Any, after: Any, *, alias: str | None = None) -> MemorySet:
        """``alias``: the name a scenario writes the field by (``await`` for ``await_``), the path's."""
        path = f"memory.{alias or field}" + (f".{key}" if key is not None else "")
        return cls(path=path, before=jsonable(before, by_alias=True), after=jsonable(after, by_alias=True),
                   field=field, key=key)

    def _put(self, state: GameState[Any], value: Any) -> None:
        memory = state.memory
        if isinstance(memory, GameMemory):
            memory.put(self.field, self.key, value)
        elif value is None:  # transitional: a game whose memory is still the scenario's plain dict
            memory.pop(self.path.removeprefix("memory."), None)
        else:
            memory[self.path.removeprefix("memory.")] = to_jsonable_python(value)


class Move(Change):
    """An object changes zone or slot (``objects.<id>.zone``: ``zone#slot`` before and after). ``index`` is its
    place in ``state.objects`` before and after, which fixes its place in both zones."""

    index: tuple[int, int]

    @property
    def obj(self) -> str:
        return self.path.split(".")[1]

    def apply(self, state: GameState[Any]) -> None:
        _place(state, self.obj, self.after, self.index[1])

    def revert(self, state: GameState[Any]) -> None:
        _place(state, self.obj, self.before, self.index[0])


def where(obj: GameObject[Any]) -> str:
    """An object's zone and slot as a move records them: ``B.minions#1``, ``A.hand``."""
    return obj.zone + (f"#{obj.slot}" if obj.slot is not None else "")


def _place(state: GameState[Any], oid: str, at: str, index: int) -> None:
    zone, _, slot = at.partition("#")
    state.place(oid, zone, int(slot) if slot else None, index)


class Reorder(Change):
    """The order of one zone (``zones.<zone>``: ids before and after), e.g. a shuffle."""

    def _put(self, state: GameState[Any], value: Any) -> None:
        state.reorder_zone(self.path.removeprefix("zones."), list(value))


class ObjectAdded(Change):
    """An object comes into being (a token): ``objects.<id>`` from none to its fields, at ``index``."""

    index: int

    def apply(self, state: GameState[Any]) -> None:
        state.objects.insert(self.index, _typed_object(state, self.after))
        state.model_post_init(None)

    def revert(self, state: GameState[Any]) -> None:
        state.objects.pop(self.index)
        state.model_post_init(None)


class ObjectRemoved(Change):
    """An object ceases to exist (a token outside play): ``objects.<id>.zone`` from its zone to none; ``index``
    and the object's fields (not shown in the trace) bring it back on revert."""

    index: int
    fields: dict[str, Any] = Field(exclude=True)

    def apply(self, state: GameState[Any]) -> None:
        state.objects.pop(self.index)
        state.model_post_init(None)

    def revert(self, state: GameState[Any]) -> None:
        state.objects.insert(self.index, _typed_object(state, self.fields))
        state.model_post_init(None)


def _typed_object(state: GameState[Any], fields: Any) -> GameObject[Any]:
    (item_type,) = get_args(type(state).model_fields["objects"].annotation)  # list[GameObject[<the game's effects>]]
    obj: GameObject[Any] = TypeAdapter(item_type).validate_python(fields)
    return obj


_EMPTY: tuple[Any, ...] = ("", [], {})  # values that say nothing


def _said(v: Any) -> Any:
    """An empty value (``""``, ``[]``, ``{}``) says nothing: the same as none."""
    return None if v in _EMPTY else v


def _fmt(v: Any) -> str:
    """A value as a judge reads it: no Python quotes or dict syntax (``{outcome: win, winner: B}``), ∅ for none;
    empty and false entries of a mapping (``""``, ``[]``, ``{}``, ``kicked: False``) are left out, they say nothing.

    >>> _fmt({"outcome": "win", "winner": None, "card": "", "kicked": False, "cites": ["eol:3.2"]})
    '{outcome: win, winner: ∅, cites: [eol:3.2]}'
    """
    if v is None:
        return "∅"
    if isinstance(v, list):
        return "[" + ", ".join(map(_fmt, v)) + "]"
    if isinstance(v, dict):
        said = ((k, x) for k, x in v.items() if x is not False and x not in _EMPTY)
        return "{" + ", ".join(f"{k}: {_fmt(x)}" for k, x in said) + "}"
    return str(v)
