"""mtg's memory (``state.memory`` during the run, ``GameModule.memory_model``): every field the game reads or
writes, read and written by attribute through :func:`judge_app.games.mtg.board.memory`.

Unknown keys are refused and each write is recorded (see :class:`GameMemory`). The records are frozen: a write
assigns a new value (``mem.combat = combat.but(step_no=2)``), never changes one in place, so no change escapes
the record. Which object or player a value names is checked by the loader like any reference; the stack is not
here but in ``state.stack`` (model.py's stack items), the store every game with a stack shares.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal, Self

from pydantic import ConfigDict, Field, model_validator

from judge_app.engine.base import Model, ObjectRef, PlayerRef
from judge_app.engine.memory import GameMemory

EffectKind = Literal["pump", "set_pt", "become", "set_color", "add_keyword", "remove_keyword", "must_block"]
Duration = Literal["", "end_of_turn", "end_of_combat", "permanent", "while_source_in_play"]
# What board.py / combat.py read from an effect of each kind, beyond id, kind, objs, ts and label.
EFFECT_NEEDS: dict[str, tuple[str, ...]] = {"pump": ("power", "toughness"), "set_pt": ("power", "toughness"),
                                            "become": ("types",), "set_color": ("color",),
                                            "add_keyword": ("keyword",), "remove_keyword": ("keyword",),
                                            "must_block": ("attacker",)}
# Fields of a memory record a scenario of an older version wrote, and what replaced each.
RENAMED = {
    "stack": "mtg 的堆叠现在写在 state.stack(与其他有堆叠的游戏相同,底部在前);咒语项用 source 指明其牌,不再用 card",
    "passes": "passes 已改为 passed:本轮已连续让过优先权的牌手列表(如 [A]),有牌手行动后清空",
}


class Record(Model):
    """A memory record: strict, closed and frozen (replaced whole, so the table records every change)."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    def but(self, **changes: Any) -> Self:
        """A copy with ``changes``, validated like a scenario's record: a misspelt field is refused at once."""
        return self.model_validate({**self.__dict__, **changes})


class Effect(Record):
    """A continuous effect from a resolved spell or ability (events.add_effect; 418.3b: its objects are locked)."""

    id: str
    kind: EffectKind
    objs: Sequence[ObjectRef]
    ts: int = Field(description="时间印记 (418.5c)")
    label: str
    until: Duration = ""
    source: str = ""
    power: int | None = None
    toughness: int | None = None
    types: Sequence[str] | None = None
    color: str | None = None
    keyword: str | None = None
    attacker: str | None = None

    @model_validator(mode="after")
    def _needs(self) -> Effect:
        missing = [f for f in EFFECT_NEEDS[self.kind] if getattr(self, f) is None]
        if missing:
            raise ValueError(f"kind: {self.kind} 的效应需要字段 {'、'.join(missing)}")
        if (self.power is None) != (self.toughness is None):  # board.characteristics sets both together
            raise ValueError("power 与 toughness 须同时给出或同时省略")
        return self


class Shield(Record):
    """A regeneration, prevention or redirection shield (events.add_shield)."""

    id: str
    kind: Literal["regen", "prevent", "redirect"]
    obj: str = Field(description="受保护的对象或玩家")
    amount: int = Field(ge=0)
    to: str = Field(description="重定向到的对象或玩家;其他护盾为空字符串")


class Combat(Record):
    attackers: Sequence[ObjectRef] = ()
    blocks: Mapping[str, str] = Field(default_factory=dict, description="阻挡者 → 被阻挡的进攻者")
    bands: Sequence[Sequence[str]] = ()
    extra_blocks: Mapping[str, Sequence[str]] = Field(default_factory=dict)
    order: Mapping[str, Sequence[str]] = Field(default_factory=dict, description="进攻者 → 伤害分配顺序")
    step_no: int | None = None
    first_strike: bool = False
    dealt_first: Sequence[str] = ()


class Pending(Record):
    """A trigger waiting to be put on the stack (410.3)."""

    source: ObjectRef
    ability: str
    controller: PlayerRef
    subject: str
    event: str = ""
    target: str = ""


class Delayed(Record):
    source: ObjectRef
    ability: str
    controller: PlayerRef
    event: str
    target: str  # "" = no target
    zone: str = ""


class Skip(Record):
    player: PlayerRef
    step: Literal["untap", "upkeep", "draw", "combat"]


class MtgMemory(GameMemory):
    priority: PlayerRef | None = Field(default=None, description="拥有优先权的牌手")
    passed: Sequence[PlayerRef] = Field(default=(), description="本轮已连续让过优先权的牌手 (408.1c)")
    awaiting: Literal["declare_attackers", "declare_blockers", "assign_damage"] | None = None
    block_decider: PlayerRef | None = None
    combat: Combat | None = None
    effects: Sequence[Effect] = ()
    shields: Sequence[Shield] = ()
    ts: Mapping[str, int] = Field(default_factory=dict, description="永久物进场的时间印记")
    clock: int = Field(default=0, ge=0)
    next_id: int = Field(default=0, ge=0)
    pending: Sequence[Pending] = ()
    delayed: Sequence[Delayed] = ()
    lands_played: Mapping[PlayerRef, int] = Field(default_factory=dict)
    extra_turns: Sequence[PlayerRef] = ()
    skips: Sequence[Skip] = ()
    drew_from_empty: Sequence[PlayerRef] = ()
    cleanup_again: bool = False
    step_serial: int = Field(default=0, ge=0)

    @model_validator(mode="before")
    @classmethod
    def _renamed(cls, data: Any) -> Any:
        """A key an older version of the format had is refused with what replaced it, not as a typo."""
        if isinstance(data, dict):
            old = [RENAMED[k] for k in RENAMED if k in data]
            if old:
                raise ValueError(";".join(old))
        return data

