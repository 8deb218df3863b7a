"""ga's memory (``state.memory`` during the run, ``GameModule.memory_model``): every field the game reads or
writes, read and written by attribute through :func:`judge_app.games.ga.board.memory`.

Unknown keys are refused, in the records too, and each write is recorded (see :class:`GameMemory`). The records
are frozen: a changed record is a new one assigned to its field (``model_copy(update=…)``), so no write escapes
the trace. Keys built from an id are ``keyed`` mappings a scenario writes flat (``lki.<對象>``, ``play.<卡>``,
``entered.<卡>``, ``drew_empty.<玩家>``, ``wins.<玩家>``, ``loses.<玩家>``, ``reading.<解讀點>``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Literal

from pydantic import ConfigDict, Field, SerializerFunctionWrapHandler, model_serializer

from judge_app.engine.base import Model, ObjectRef, PlayerRef
from judge_app.engine.memory import GameMemory

AwaitKind = Literal["opportunity", "place", "materialize", "retaliate"]
DamageKind = Literal["any", "attack", "non_attack"]


class Record(Model):
    # the aliases ("for", "from") are the keys the engine reads; the Python names never stand in for them
    model_config = ConfigDict(extra="forbid", strict=True, populate_by_name=False, frozen=True)

    @model_serializer(mode="wrap")
    def _given_keys(self, handler: SerializerFunctionWrapHandler) -> Any:
        """A record says the keys it was given (by the scenario or the engine), not every default: a play without
        an attack has no ``weapon`` key, a shield for any source no ``from``."""
        data = handler(self)
        given = {field.alias or name for name, field in type(self).model_fields.items()
                 if name in self.model_fields_set}
        return {k: v for k, v in data.items() if k in given}


class Await(Record):
    """The decision the game waits for (windows.py)."""

    player: PlayerRef
    for_: AwaitKind = Field(alias="for")

    @classmethod
    def of(cls, player: str, what: AwaitKind) -> Await:
        return cls.model_validate({"player": player, "for": what})


class Combat(Record):
    """The attack in progress (combat.py): ids, or null where none."""

    attacker: ObjectRef | None = None
    target: ObjectRef | None = None
    weapon: ObjectRef | None = None
    card: ObjectRef | None = None
    retaliator: ObjectRef | None = None
    defender: PlayerRef | None = None


class Shield(Record):
    """A damage-prevention effect (effects.py ``prevent``, damage.py)."""

    id: int
    protects: ObjectRef
    kind: Literal["shield", "instance"]
    amount: int = Field(ge=0)
    source: str
    damage_kind: DamageKind = "any"
    from_: Sequence[str] | None = Field(default=None, alias="from", description="只防止这些来源造成的伤害")

    @classmethod
    def of(cls, sid: int, protects: str, kind: Literal["shield", "instance"], amount: int, source: str,
           damage_kind: DamageKind, only_from: Sequence[str] | None) -> Shield:
        data: dict[str, object] = {"id": sid, "protects": protects, "kind": kind, "amount": amount,
                                   "damage_kind": damage_kind, "source": source}
        if only_from is not None:
            data["from"] = list(only_from)
        return cls.model_validate(data)


class Lki(Record):
    """Last known information of an object that left the field (moves.py)."""

    power: int | None = None
    life: int | None = None
    controller: str | None = None


class PlayInfo(Record):
    """How a card on the stack was played (play.py → stack.py)."""

    targets: Sequence[str] = ()
    mode: int | None = None
    x: int | None = None
    target_zones: Mapping[str, str] = Field(default_factory=dict)
    champion: str | None = None
    attack_target: str | None = None
    weapon: str | None = None


class GaMemory(GameMemory):
    model_config = ConfigDict(strict=True, extra="forbid", populate_by_name=False)  # "await", never "await_"

    await_: Await | None = Field(default=None, alias="await", description="正在決定的玩家與所決定的事 (windows.py)")
    passed: Sequence[PlayerRef] | None = Field(default=None, description="本次機會中已相繼傳遞的玩家")
    placed: Sequence[PlayerRef] | None = Field(default=None, description="已放置勇士的玩家")
    window: Literal["open", "closed"] | None = Field(default=None, description="此階段/步驟的自然機會窗口")
    combat: Combat | None = None
    materialized: bool | None = Field(default=None, description="本回合已實現 (play.py)")
    shields: Sequence[Shield] | None = None
    lki: Mapping[ObjectRef, Lki] = Field(default_factory=dict, description="lki.<對象>: 離場物件的最後已知信息")
    play: Mapping[ObjectRef, PlayInfo] = Field(default_factory=dict, description="play.<卡>: 堆疊中卡牌的打出方式")
    entered: Mapping[ObjectRef, int] = Field(default_factory=dict, description="entered.<卡>: 入場的回合")
    drew_empty: Mapping[PlayerRef, bool] = Field(default_factory=dict,
                                                 description="drew_empty.<玩家>: 曾從空的主牌庫抽牌")
    wins: Mapping[PlayerRef, bool] = Field(default_factory=dict, description="wins.<玩家>: 效果指明其贏得遊戲")
    loses: Mapping[PlayerRef, bool] = Field(default_factory=dict, description="loses.<玩家>: 效果指明其輸掉遊戲")
    reading: Mapping[str, str] = Field(default_factory=dict, description="reading.<解讀點>: 已宣告的解讀")

    keyed: ClassVar[tuple[str, ...]] = ("lki", "play", "entered", "drew_empty", "wins", "loses", "reading")
