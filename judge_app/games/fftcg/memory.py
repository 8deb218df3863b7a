"""fftcg's memory (``state.memory`` during the run, ``GameModule.memory_model``): every field the game reads or
writes, read and written by attribute through :func:`judge_app.games.fftcg.board.memory`.

Unknown keys are refused and each write is recorded (see :class:`GameMemory`), in the records too. A field left
``None`` is one the scenario did not write and nothing has written yet (the trace records its first write from
∅, and a field the engine clears goes back to ∅). Which player or object a value names, and what a phase needs
(``priority`` in the main phases...), is checked by validate.py with its rule.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Literal

from pydantic import ConfigDict, Field, model_validator

from judge_app.engine.base import Model, ObjectRef, PlayerRef
from judge_app.engine.memory import GameMemory
from judge_app.engine.state import PendingTrigger
from judge_app.games.fftcg.model import BasicEffect


class Record(Model):
    """A record kept in memory: frozen, so a change is a new record assigned (and recorded), never an edit."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class Attack(Record):
    """The attack in progress (combat.py)."""

    attackers: Sequence[ObjectRef] = ()
    party: bool = False
    blocker: ObjectRef | None = None
    blocked: bool = False
    split: Mapping[str, int] | None = Field(
        default=None, exclude_if=lambda v: v is None,
        description="队伍攻击时各前锋承受的伤害(防御方指定防御时给出;此前没有)")

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
    effects: Sequence[BasicEffect]
    fired: bool = Field(default=False, exclude_if=lambda v: not v, description="已触发过(只触发一次,11.8.17.2)")


class DamageFrom(Record):
    """One portion of the damage a forward has taken this turn and its source (12.4.5 names it when it breaks)."""

    source: ObjectRef
    amount: int = Field(ge=0)
    battle: bool = Field(default=False, description="战斗伤害(10.1.4.2);否则为召唤兽或技能的伤害(6.4.1)")


class SelfReplace(Record):
    target: ObjectRef
    instead: Literal["remove", "hand", "dull"]
    text: str


class FftcgMemory(GameMemory):
    format: Literal["constructed", "limited"] = "constructed"
    awaiting: Literal["mulligan", "declare", "block"] | None = None
    mulligan: PlayerRef | None = Field(default=None, description="正在决定是否调度的玩家")
    priority: PlayerRef | None = None
    passed: Sequence[PlayerRef] | None = Field(default=None, description="连续让过优先权的玩家")
    attack: Attack | None = None
    first_strike_window: FirstStrikeWindow | None = None
    held_triggers: Sequence[PendingTrigger] | None = None
    end_discarded: bool | None = None
    announced: Sequence[str] | None = Field(default=None, description="已宣布过解读的解读点")
    draw_failed: Sequence[PlayerRef] | None = None
    damage_empty: Sequence[PlayerRef] | None = None
    clock: int | None = Field(default=None, ge=0)
    ts: Mapping[str, int] | None = Field(default=None, description="卡进场的时间印记")
    lki: Mapping[str, Lki] | None = None
    delayed: Sequence[Delayed] | None = None
    delayed_n: int | None = Field(default=None, ge=0)
    self_replace: Sequence[SelfReplace] | None = None
    damage_from: Mapping[str, Sequence[DamageFrom]] | None = Field(
        default=None, description="前锋本回合受到的伤害各来自哪个产生源(伤害清零时一并清除)"
    )
    trigger_zone: Mapping[str, str] | None = Field(default=None, description="触发时技能来源所在的区域")

    @model_validator(mode="after")
    def _window_needs_blocker(self) -> FftcgMemory:
        # after_first_strike (combat.py) deals the blocker's damage: the window exists only in a blocked attack.
        if self.first_strike_window is not None and (self.attack is None or self.attack.blocker is None):
            raise ValueError("first_strike_window 只存在于被防御的攻击中:需要 attack.blocker")
        return self
