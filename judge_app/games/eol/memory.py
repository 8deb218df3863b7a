"""The shape of eol's ``state.memory`` (``GameModule.memory_model``): every key the game reads or writes.

Unknown keys are refused (see :class:`MemoryModel`); which player a key names is checked by validate.py.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import Field

from judge_app.engine.base import PlayerRef
from judge_app.engine.memory import MemoryModel


class EolMemory(MemoryModel):
    replaced: list[PlayerRef] = Field(default_factory=list, description="准备阶段已置换手牌的玩家 (turn.py)")
    placer: PlayerRef | None = Field(default=None, description="准备阶段正在放置随从的玩家 (turn.py)")

    # skip_draw.<玩家>: true = 该玩家跳过下一次抽牌 (effects.py)
    prefixed: ClassVar[dict[str, Any]] = {"skip_draw": bool}
