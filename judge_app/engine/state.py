"""Game state: players, objects with stable ids, zones as ordered lists, turn bookkeeping.

Every object names its ``zone`` and the order of ``objects`` is the order inside each zone (first = top of a
deck, leftmost of a row). Slotted zones (a fixed row of positions) use ``slot`` instead. Zone ids are
``<player>.<zone>`` for per-player zones and ``<zone>`` for shared ones.

Lookups do not scan ``objects``: the state keeps an index by id and one list per zone (in ``objects`` order),
so ``obj`` and ``find`` cost O(1) and ``in_zone`` the size of the zone, and a trace costs the same per action
however large the board. Both indexes follow :meth:`GameState.move` and :meth:`GameState.reorder_zone`; code
that adds or removes objects by hand calls ``model_post_init(None)`` afterwards to rebuild them.

>>> s = GameState(active_player="A", phase="main", players=[Player(id="A"), Player(id="B")],
...               objects=[GameObject(id="c1", owner="A", zone="A.deck"),
...                        GameObject(id="c2", owner="A", zone="A.deck")])
>>> [o.id for o in s.in_zone("A.deck")]
['c1', 'c2']
>>> s.move("c1", "A.deck", top=False); [o.id for o in s.in_zone("A.deck")]
['c2', 'c1']
>>> s.obj("c1")
<GameObject c1 A.deck owner=A>
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Generic, Literal, TypeVar

from pydantic import Field, PrivateAttr, field_validator, model_validator

from judge_app.engine.abilities import Ability, Modifier
from judge_app.engine.base import Model, ObjectRef, PlayerRef

E = TypeVar("E")

IDENT = r"^[A-Za-z0-9_\-]+$"


class UnknownReference(KeyError):
    """A lookup named an id the state does not hold. Validation rejects every id a scenario names before the
    engine runs; this is the net under it (a game reading an id from a choice, a memory entry or a field the
    kernel cannot type), so the runner can report the action as one ``file:line: path: message`` line instead
    of a traceback. A ``KeyError`` so callers that probe with ``except KeyError`` keep working.

    >>> str(UnknownReference("object", "ghost"))
    "未知对象 id 'ghost'"
    """

    KINDS: ClassVar[dict[str, str]] = {"object": "对象", "player": "玩家", "opponent": "对手"}

    def __init__(self, kind: str, ident: str) -> None:
        super().__init__(ident)
        self.kind, self.ident = kind, ident

    def __str__(self) -> str:
        if self.kind == "opponent":
            return f"玩家 {self.ident!r} 没有对手(场景只有一名玩家?)"
        return f"未知{self.KINDS.get(self.kind, self.kind)} id {self.ident!r}"


class Player(Model):
    id: str = Field(pattern=IDENT)
    name: str = ""
    resources: dict[str, int] = Field(default_factory=dict)

    def __repr__(self) -> str:
        res = " ".join(f"{k}={v}" for k, v in self.resources.items())
        return f"<Player {self.id}{' ' + self.name if self.name else ''}{' ' + res if res else ''}>"


class GameObject(Model, Generic[E]):
    """A card or token. Characteristics are flat so a scenario reads like the card does."""

    id: str = Field(pattern=IDENT)
    name: str = ""
    # the card's printed rules text (issue 27): read into ``abilities``/``keywords`` when those are not given
    text: str = ""
    owner: PlayerRef
    controller: PlayerRef = ""
    zone: str
    slot: int | None = None
    face_down: bool = False
    types: list[str] = Field(default_factory=list)
    cost: int | None = None
    stats: dict[str, int] = Field(default_factory=dict)
    props: dict[str, str] = Field(default_factory=dict)
    keywords: list[str] = Field(default_factory=list)
    abilities: list[Ability[E]] = Field(default_factory=list)
    status: list[str] = Field(default_factory=list)
    counters: dict[str, int] = Field(default_factory=dict)
    damage: int = 0
    attachments: list[ObjectRef] = Field(default_factory=list)
    modifiers: list[Modifier] = Field(default_factory=list)

    @model_validator(mode="after")
    def _default_controller(self) -> GameObject[E]:
        if not self.controller:
            self.controller = self.owner
        return self

    @field_validator("status")
    @classmethod
    def _status_is_a_set(cls, v: list[str]) -> list[str]:
        return list(dict.fromkeys(v))

    def has(self, status: str) -> bool:
        return status in self.status

    def modified(self, stat: str) -> int:
        """Sum of modifiers on ``stat`` (the printed value is ``stats[stat]``)."""
        return sum(m.delta for m in self.modifiers if m.stat == stat)

    def ability(self, ability_id: str) -> Ability[E] | None:
        return next((a for a in self.abilities if a.id == ability_id), None)

    @property
    def label(self) -> str:
        return f"{self.name}({self.id})" if self.name else self.id

    def __repr__(self) -> str:
        where = self.zone + (f"#{self.slot}" if self.slot is not None else "")
        extra = "".join(f" {k}={v}" for k, v in self.stats.items())
        flags = " face-down" if self.face_down else ""
        flags += "".join(f" {s}" for s in self.status)
        return f"<GameObject {self.id}{' ' + self.name if self.name else ''} {where} owner={self.owner}{extra}{flags}>"


class StackItem(Model):
    """An ability or card waiting on a stack/chain (mtg, riftbound); eol and fftcg-style games may leave it empty."""

    source: ObjectRef
    ability: str = ""
    controller: PlayerRef
    targets: list[str] = Field(default_factory=list)
    # a triggered ability's: the card its event was about (fftcg's “其”, 11.8.16); runtime only, not in dumps, so
    # every game's stack reads as before
    subject: str = Field(default="", exclude=True)


class PendingTrigger(Model):
    source: ObjectRef
    ability: str
    controller: PlayerRef
    event: str = ""
    subject: str = Field(default="", exclude=True)  # the card the event was about (then StackItem.subject)


class GameOver(Model):
    outcome: Literal["win", "draw"]
    winner: str | None = None
    reason: str = ""
    cites: list[str] = Field(default_factory=list)


class Halt(Model):
    """Why the trace cannot go further: the engine cannot model a rule every later step depends on (for
    example one the shipped rulebook lacks). Not an illegal action: later actions are not judged at all."""

    reason: str = Field(description="completes 无法继续:<action>…, e.g. 依赖本规则书缺失的规则 375(触发式技能)")
    cites: list[str] = Field(default_factory=list)


class _Lookup(Generic[E]):
    """The indexes of a state's objects, kept in step with ``objects`` by the state's own mutations: by id, each
    zone's objects in ``objects`` order, the ids of ``objects`` (whose ``index`` finds a place at C speed) and
    how many objects of each zone have a slot (such a zone is listed by slot)."""

    __slots__ = ("by_id", "order", "slotted", "zones")

    def __init__(self, objects: list[GameObject[E]]) -> None:
        self.by_id = {o.id: o for o in objects}
        self.zones: dict[str, list[GameObject[E]]] = {}
        self.slotted: dict[str, int] = {}
        for o in objects:
            self.zones.setdefault(o.zone, []).append(o)
            if o.slot is not None:
                self.slotted[o.zone] = self.slotted.get(o.zone, 0) + 1
        self.order = [o.id for o in objects]

    def __eq__(self, other: object) -> bool:  # pydantic compares private attributes: equal objects, equal indexes
        return isinstance(other, _Lookup) and self.order == other.order

    __hash__ = None  # type: ignore[assignment]

    def take_out(self, obj: GameObject[E], objects: list[GameObject[E]]) -> None:
        at = self.order.index(obj.id)
        del objects[at], self.order[at]
        members = self.zones[obj.zone]
        # by identity: list.remove would compare models field by field; cards leave a zone mostly at an end
        at = 0 if members[0] is obj else len(members) - 1 if members[-1] is obj else \
            next(i for i, o in enumerate(members) if o is obj)
        del members[at]
        if obj.slot is not None:
            self.slotted[obj.zone] -= 1
        if not members:
            del self.zones[obj.zone]

    def put_in(self, obj: GameObject[E], objects: list[GameObject[E]], top: bool) -> None:
        """``obj`` (its zone already set) goes first or last in its zone: in ``objects`` just before the zone's
        first object or after its last, at the very end for an empty zone."""
        if obj.slot is not None:
            self.slotted[obj.zone] = self.slotted.get(obj.zone, 0) + 1
        members = self.zones.setdefault(obj.zone, [])
        if not members:
            at = len(objects)
        elif top:
            at = self.order.index(members[0].id)
        else:
            at = self.order.index(members[-1].id) + 1
        objects.insert(at, obj)
        self.order.insert(at, obj.id)
        if top:
            members.insert(0, obj)
        else:
            members.append(obj)

    def insert_at(self, obj: GameObject[E], objects: list[GameObject[E]], at: int) -> None:
        """``obj`` (its zone already set) goes to place ``at`` of ``objects``, as a replay puts it back."""
        if obj.slot is not None:
            self.slotted[obj.zone] = self.slotted.get(obj.zone, 0) + 1
        objects.insert(at, obj)
        self.order.insert(at, obj.id)
        self.zones[obj.zone] = [o for o in objects if o.zone == obj.zone]

    def reorder(self, zone: str, reordered: list[GameObject[E]], objects: list[GameObject[E]]) -> None:
        members = self.zones.get(zone, [])
        places = sorted(self.order.index(o.id) for o in members)
        for i, obj in zip(places, reordered, strict=True):
            objects[i] = obj
            self.order[i] = obj.id
        if members:
            self.zones[zone] = reordered


class GameState(Model, Generic[E]):
    turn: int = Field(default=1, ge=1)
    first_player: PlayerRef | None = None
    active_player: PlayerRef
    phase: str
    step: str | None = None
    players: list[Player]
    objects: list[GameObject[E]] = Field(default_factory=list)
    # read-only: written through engine/priority.py's push/pop (a game's own item type may narrow it)
    stack: Sequence[StackItem] = Field(default_factory=list)
    pending_triggers: list[PendingTrigger] = Field(default_factory=list)
    # The game's bookkeeping: each game's state narrows this to its memory model (a GameMemory, engine/memory.py)
    memory: Any = Field(default_factory=dict, description="game-specific bookkeeping")
    seed: int = 0
    game_over: GameOver | None = None
    halted: Halt | None = None

    _lookup: _Lookup[E] = PrivateAttr()

    def model_post_init(self, __context: Any) -> None:
        self._lookup = _Lookup(self.objects)

    @property
    def _ix(self) -> _Lookup[E]:
        # straight from pydantic's private storage: ``self._lookup`` goes through its slow ``__getattr__``, and
        # lookups are the hottest path of every trace
        return self.__pydantic_private__["_lookup"]  # type: ignore[index]

    # --- lookups -------------------------------------------------------------------------------------
    def player(self, pid: str) -> Player:
        for p in self.players:
            if p.id == pid:
                return p
        raise UnknownReference("player", pid)

    def opponent(self, pid: str) -> str:
        """The other player of a two-player game."""
        found = next((p.id for p in self.players if p.id != pid), None)
        if found is None:
            raise UnknownReference("opponent", pid)
        return found

    def obj(self, oid: str) -> GameObject[E]:
        try:
            return self._ix.by_id[oid]
        except (KeyError, TypeError):  # TypeError: an unhashable value (a list or mapping) where an id belongs
            raise UnknownReference("object", str(oid)) from None

    def find(self, oid: str) -> GameObject[E] | None:
        try:
            return self._ix.by_id.get(oid)
        except TypeError:
            return None

    def in_zone(self, zone: str) -> list[GameObject[E]]:
        """The objects in ``zone`` in order (a new list: the caller may keep or change it)."""
        ix = self._ix
        objs = list(ix.zones.get(zone, ()))
        if ix.slotted.get(zone):
            objs.sort(key=lambda o: (o.slot is None, o.slot or 0))
        return objs

    def position(self, oid: str) -> int:
        """Where the object stands in ``objects`` (its place among every object, not only its zone's)."""
        try:
            return self._ix.order.index(oid)
        except ValueError:
            raise UnknownReference("object", str(oid)) from None

    # --- mutation (the Table records these as trace changes) -------------------------------------------
    def move(self, oid: str, zone: str, *, top: bool = True, slot: int | None = None) -> None:
        """Move to the top (first) or the bottom (last) of ``zone``; an empty zone's first object goes last
        among all objects."""
        obj = self.obj(oid)
        self._ix.take_out(obj, self.objects)
        obj.zone, obj.slot = zone, slot
        self._ix.put_in(obj, self.objects, top)

    def place(self, oid: str, zone: str, slot: int | None, at: int) -> None:
        """Put the object in ``zone`` (``slot``) at place ``at`` of ``objects``: a replayed or reverted move."""
        obj = self.obj(oid)
        self._ix.take_out(obj, self.objects)
        obj.zone, obj.slot = zone, slot
        self._ix.insert_at(obj, self.objects, at)

    def reorder_zone(self, zone: str, order: list[str]) -> None:
        """Put the objects of ``zone`` in ``order`` (used by shuffles), keeping other zones in place."""
        self._ix.reorder(zone, [self.obj(oid) for oid in order], self.objects)

    def lookup(self, path: str) -> Any:
        """A value by dotted path: ``players.A.resources.life``, ``objects.x.zone``, ``zones.A.hand``, ``turn``.

        Raises KeyError naming the missing part.
        """
        head, _, rest = path.partition(".")
        if head == "zones":
            return [o.id for o in self.in_zone(rest)]
        if head == "players":
            pid, _, rest = rest.partition(".")
            node: Any = self.player(pid).model_dump()
        elif head == "objects":
            oid, _, rest = rest.partition(".")
            if oid not in self._ix.by_id:
                raise KeyError(f"objects.{oid}")
            node = self._ix.by_id[oid].model_dump(by_alias=True)
        else:
            node, rest = self.model_dump(by_alias=True), path
        for part in rest.split(".") if rest else []:
            if isinstance(node, dict) and part in node:
                node = node[part]
            elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
                node = node[int(part)]
            else:
                raise KeyError(path)
        return node

    def __repr__(self) -> str:
        return (f"<GameState turn={self.turn} active={self.active_player} phase={self.phase}"
                f"{'/' + self.step if self.step else ''} players={len(self.players)} objects={len(self.objects)}>")
