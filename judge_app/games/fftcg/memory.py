"""The shape of fftcg's ``state.memory`` (``GameModule.memory_model``): every key the game reads or writes.

Unknown keys are refused (see :class:`MemoryModel`), in the records too. Which player or object a value names,
and what a phase needs (``priority`` in the main phases...), is checked by validate.py with its rule.
"""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field, model_validator

from judge_app.engine.base import Model, ObjectRef, PlayerRef
from judge_app.engine.memory import MemoryModel
from judge_app.engine.state import PendingTrigger
from judge_app.games.fftcg.model import BasicEffect


class Record(Model):
    model_config = ConfigDict(extra="forbid", strict=True)


class Attack(Record):
    """The attack in progress (combat.py)."""

    attackers: list[ObjectRef] = Field(default_factory=list)
    party: bool = False
    blocker: ObjectRef | None = None
    blocked: bool = False
    split: dict[str, int] = Field(default_factory=dict, description="队伍攻击时各前锋承受的伤害")

    @model_validator(mode="after")
    def _blocker(self) -> Attack:
        if self.blocked and self.blocker is None:
            raise ValueError("blocked: true 需要 blocker(防御的前锋 id)")
        return self


class FirstStrikeWindow(Record):
    attackers_first: bool
    blocker_first: bool


class Lki(Record):
    """Last-known information of a card that left the field (6.4.2)."""

    power: int | None = None
    controller: str | None = None
    zone: str | None = None


class Delayed(Record):
    """A delayed auto ability (effects.py ``CreateDelayed``)."""

    id: str
    event: str
    source: ObjectRef
    controller: PlayerRef
    text: str
    effects: list[BasicEffect]
    fired: bool = False


class DamageFrom(Record):
    """One portion of the damage a forward has taken this turn and its source (12.4.5 names it when it breaks)."""

    source: ObjectRef
    amount: int = Field(ge=0)
    battle: bool = Field(default=False, description="战斗伤害(10.1.4.2);否则为召唤兽或技能的伤害(6.4.1)")


class SelfReplace(Record):
    target: ObjectRef
    instead: Literal["remove", "hand", "dull"]
    text: str


class FftcgMemory(MemoryModel):
    format: Literal["constructed", "limited"] = "constructed"
    awaiting: Literal["mulligan", "declare", "block"] | None = None
    mulligan: PlayerRef | None = Field(default=None, description="正在决定是否调度的玩家")
    priority: PlayerRef | None = None
    passed: list[PlayerRef] = Field(default_factory=list, description="连续让过优先权的玩家")
    attack: Attack | None = None
    first_strike_window: FirstStrikeWindow | None = None
    held_triggers: list[PendingTrigger] = Field(default_factory=list)
    end_discarded: bool | None = None
    announced: list[str] = Field(default_factory=list)
    draw_failed: list[PlayerRef] = Field(default_factory=list)
    damage_empty: list[PlayerRef] = Field(default_factory=list)
    clock: int = Field(default=0, ge=0)
    ts: dict[str, int] = Field(default_factory=dict, description="卡进场的时间印记")
    lki: dict[str, Lki] = Field(default_factory=dict)
    delayed: list[Delayed] = Field(default_factory=list)
    delayed_n: int = Field(default=0, ge=0)
    self_replace: list[SelfReplace] = Field(default_factory=list)
    damage_from: dict[str, list[DamageFrom]] = Field(
        default_factory=dict, description="前锋本回合受到的伤害各来自哪个产生源(伤害清零时一并清除)"
    )
    trigger_zone: dict[str, str] = Field(default_factory=dict, description="触发时技能来源所在的区域")

    @model_validator(mode="after")
    def _window_needs_blocker(self) -> FftcgMemory:
        # after_first_strike (combat.py) deals the blocker's damage: the window exists only in a blocked attack.
        if self.first_strike_window is not None and (self.attack is None or self.attack.blocker is None):
            raise ValueError("first_strike_window 只存在于被防御的攻击中:需要 attack.blocker")
        return self
