"""Game state: players, objects with stable ids, zones as ordered lists, turn bookkeeping.

Zones are not stored separately: every object names its ``zone`` and the order of ``objects`` is the order
inside each zone (first = top of a deck, leftmost of a row). Slotted zones (a fixed row of positions) use
``slot`` instead. Zone ids are ``<player>.<zone>`` for per-player zones and ``<zone>`` for shared ones.

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


class PendingTrigger(Model):
    source: ObjectRef
    ability: str
    controller: PlayerRef
    event: str = ""


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

    _index: dict[str, GameObject[E]] = PrivateAttr(default_factory=dict)

    def model_post_init(self, __context: Any) -> None:
        self._index = {o.id: o for o in self.objects}

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
            return self._index[oid]
        except (KeyError, TypeError):  # TypeError: an unhashable value (a list or mapping) where an id belongs
            raise UnknownReference("object", str(oid)) from None

    def find(self, oid: str) -> GameObject[E] | None:
        return self._index.get(oid)

    def in_zone(self, zone: str) -> list[GameObject[E]]:
        objs = [o for o in self.objects if o.zone == zone]
        if any(o.slot is not None for o in objs):
            objs.sort(key=lambda o: (o.slot is None, o.slot or 0))
        return objs

    # --- mutation (the Table records these as trace changes) -------------------------------------------
    def move(self, oid: str, zone: str, *, top: bool = True, slot: int | None = None) -> None:
        obj = self.obj(oid)
        self.objects.remove(obj)
        obj.zone, obj.slot = zone, slot
        positions = [i for i, o in enumerate(self.objects) if o.zone == zone]
        if not positions:
            self.objects.append(obj)
        elif top:
            self.objects.insert(positions[0], obj)
        else:
            self.objects.insert(positions[-1] + 1, obj)

    def reorder_zone(self, zone: str, order: list[str]) -> None:
        """Put the objects of ``zone`` in ``order`` (used by shuffles), keeping other zones in place."""
        slots = [i for i, o in enumerate(self.objects) if o.zone == zone]
        for i, oid in zip(slots, order, strict=True):
            self.objects[i] = self.obj(oid)

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
            if oid not in self._index:
                raise KeyError(f"objects.{oid}")
            node = self._index[oid].model_dump(by_alias=True)
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
