"""The shape of ga's ``state.memory`` (``GameModule.memory_model``): every key the game reads or writes.

Unknown keys are refused (see :class:`MemoryModel`), in the records too. Keys built from an id are declared
by prefix (``lki.<對象>``, ``play.<卡>``, ``drew_empty.<玩家>``, ``wins.<玩家>``, ``loses.<玩家>``,
``reading.<解讀點>``). Which player or object a value names is checked by validate.py.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import ConfigDict, Field

from judge_app.engine.base import Model, ObjectRef, PlayerRef
from judge_app.engine.memory import MemoryModel


class Record(Model):
    # the aliases ("for", "from") are the keys the engine reads; the Python names never stand in for them
    model_config = ConfigDict(extra="forbid", strict=True, populate_by_name=False)


class Await(Record):
    """The decision the game waits for (windows.py)."""

    player: PlayerRef
    for_: Literal["opportunity", "place", "materialize", "retaliate"] = Field(alias="for")


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
    damage_kind: Literal["any", "attack", "non_attack"] = "any"
    from_: list[str] | None = Field(default=None, alias="from", description="只防止这些来源造成的伤害")


class Lki(Record):
    """Last known information of an object that left the field (moves.py)."""

    power: int | None = None
    life: int | None = None
    controller: str | None = None


class PlayInfo(Record):
    """How a card on the stack was played (play.py → stack.py)."""

    targets: list[str] = Field(default_factory=list)
    mode: int | None = None
    x: int | None = None
    target_zones: dict[str, str] = Field(default_factory=dict)
    champion: str | None = None
    attack_target: str | None = None
    weapon: str | None = None


class GaMemory(MemoryModel):
    model_config = ConfigDict(strict=True, extra="forbid", populate_by_name=False)  # "await", never "await_"

    await_: Await | None = Field(default=None, alias="await")
    passed: list[PlayerRef] = Field(default_factory=list, description="本次机会中已让过的玩家")
    placed: list[PlayerRef] = Field(default_factory=list, description="已放置勇士的玩家")
    window: Literal["open", "closed"] | None = None
    combat: Combat | None = None
    materialized: bool | None = None
    shields: list[Shield] = Field(default_factory=list)

    prefixed: ClassVar[dict[str, Any]] = {"lki": Lki, "play": PlayInfo, "drew_empty": bool, "wins": bool,
                                          "loses": bool, "reading": str}
