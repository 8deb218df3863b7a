"""The shape of riftbound's ``state.memory`` (``GameModule.memory_model``): every key the game reads or writes.

Unknown keys are refused (see :class:`MemoryModel`, the same keys as validate.py's ``MEMORY_KEYS``). Which
player, battlefield or object a value names, and what must be present (``mode``, ``battlefields``), is
checked by validate.py with its rule; the records are riftbound's own (model.py), read by board.py.
"""

from __future__ import annotations

from pydantic import Field, model_validator

from judge_app.engine.base import PlayerRef
from judge_app.engine.memory import MemoryModel
from judge_app.games.riftbound.model import Battlefield, Combat, LayerEffect, Mode, Showdown


class Effect(LayerEffect):
    """A continuous effect as layers.py reads it: a might effect's value is a number (450.1.a.1, 450.3)."""

    @model_validator(mode="after")
    def _value_fits_kind(self) -> Effect:
        if self.kind in ("set_might", "might") and not isinstance(self.value, int):
            raise ValueError(f"kind: {self.kind} 的 value 应为整数(战力)")
        return self


class RiftboundMemory(MemoryModel):
    mode: Mode | None = Field(default=None, description="游戏模式 (456)")
    battlefields: dict[str, Battlefield] = Field(default_factory=dict, description="战场 id → 状态")
    priority: PlayerRef | None = Field(default=None, description="持有优先权的玩家")
    focus: PlayerRef | None = Field(default=None, description="拥有焦点的玩家")
    passes: int = Field(default=0, ge=0, description="连续让过的次数")
    showdown: Showdown | None = Field(default=None, description="进行中的法术对决")
    combat: Combat | None = Field(default=None, description="进行中的战斗")
    scored: dict[str, list[str]] = Field(default_factory=dict, description="玩家 → 本回合已得分的战场")
    effects: list[Effect] = Field(default_factory=list, description="持续效果 (450)")
    next_timestamp: int = Field(default=0, ge=0, description="下一个持续效果的时间戳 (453)")
    initial_chain: bool | None = Field(default=None, description="法术对决的初始连锁进行中")
    resolving: str | None = Field(default=None, description="正在结算战斗的战场")
