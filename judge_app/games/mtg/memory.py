"""The shape of mtg's ``state.memory`` (``GameModule.memory_model``): every key the game reads or writes.

Unknown keys are refused (see :class:`MemoryModel`; the same keys as validate.py's ``MEMORY_KEYS``), in the
records too. Which object or player a value names, and where a spell on ``stack`` must be, is checked by
validate.py; this is the shape the engine reads without re-checking (board.py, events.py, stack.py...).
"""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field, model_validator

from judge_app.engine.base import Model, ObjectRef, PlayerRef
from judge_app.engine.memory import MemoryModel
from judge_app.games.mtg.model import StackEntry

EffectKind = Literal["pump", "set_pt", "become", "set_color", "add_keyword", "remove_keyword", "must_block"]
# What board.py / combat.py read from an effect of each kind, beyond id, kind, objs, ts and label.
EFFECT_NEEDS: dict[str, tuple[str, ...]] = {"pump": ("power", "toughness"), "set_pt": ("power", "toughness"),
                                            "become": ("types",), "set_color": ("color",),
                                            "add_keyword": ("keyword",), "remove_keyword": ("keyword",),
                                            "must_block": ("attacker",)}


class Record(Model):
    model_config = ConfigDict(extra="forbid", strict=True)


class Effect(Record):
    """A continuous effect from a resolved spell or ability (events.add_effect; 418.3b: its objects are locked)."""

    id: str
    kind: EffectKind
    objs: list[ObjectRef]
    ts: int = Field(description="时间印记 (418.5c)")
    label: str
    until: str = ""
    source: str = ""
    power: int | None = None
    toughness: int | None = None
    types: list[str] | None = None
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
    amount: int = Field(ge=0)  # required like every key events.py reads with [] (add_shield writes them all)
    to: str = Field(description="重定向到的对象或玩家;其他护盾为空字符串")


class Combat(Record):
    attackers: list[ObjectRef] = Field(default_factory=list)
    blocks: dict[str, str] = Field(default_factory=dict, description="阻挡者 → 被阻挡的进攻者")
    bands: list[list[str]] = Field(default_factory=list)
    extra_blocks: dict[str, list[str]] = Field(default_factory=dict)
    order: dict[str, list[str]] = Field(default_factory=dict, description="进攻者 → 伤害分配顺序")
    step_no: int | None = None
    first_strike: bool = False
    dealt_first: list[str] = Field(default_factory=list)


class Pending(Record):
    """A trigger waiting to be put on the stack (410.3)."""

    source: ObjectRef
    ability: str
    controller: PlayerRef
    subject: str  # triggers.put_on_stack reads it with []
    event: str = ""
    target: str = ""


class Delayed(Record):
    source: ObjectRef
    ability: str
    controller: PlayerRef
    event: str
    target: str  # triggers._delayed reads it with []; "" = no target
    zone: str = ""


class Skip(Record):
    player: PlayerRef
    step: Literal["untap", "upkeep", "draw", "combat"]


class MtgMemory(MemoryModel):
    stack: list[StackEntry] = Field(default_factory=list, description="堆叠,底部在前")
    priority: PlayerRef | None = None
    passes: int = Field(default=0, ge=0)
    awaiting: Literal["declare_attackers", "declare_blockers", "assign_damage"] | None = None
    block_decider: PlayerRef | None = None
    combat: Combat | None = None
    effects: list[Effect] = Field(default_factory=list)
    shields: list[Shield] = Field(default_factory=list)
    ts: dict[str, int] = Field(default_factory=dict, description="永久物进场的时间印记")
    clock: int = Field(default=0, ge=0)
    next_id: int = Field(default=0, ge=0)
    pending: list[Pending] = Field(default_factory=list)
    delayed: list[Delayed] = Field(default_factory=list)
    lands_played: dict[str, int] = Field(default_factory=dict)
    extra_turns: list[PlayerRef] = Field(default_factory=list)
    skips: list[Skip] = Field(default_factory=list)
    drew_from_empty: list[PlayerRef] = Field(default_factory=list)
    cleanup_again: bool | None = None
    step_serial: int = Field(default=0, ge=0)
