"""eol's memory (``state.memory`` during the run, ``GameModule.memory_model``): every field the game reads or
writes, read and written by attribute through :func:`judge_app.games.eol.board.memory`.

Unknown keys are refused and each write is recorded (see :class:`GameMemory`); which player a field names is
checked by the loader like any reference.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from pydantic import Field

from judge_app.engine.base import PlayerRef
from judge_app.engine.memory import GameMemory


class EolMemory(GameMemory):
    replaced: Sequence[PlayerRef] | None = Field(
        default=None, description="准备阶段置换步骤中已置换手牌的玩家;不在该步骤时为空 (turn.py)")
    placer: PlayerRef | None = Field(default=None, description="准备阶段正在放置随从的玩家 (turn.py)")
    skip_draw: Mapping[PlayerRef, bool] = Field(
        default_factory=dict, description="skip_draw.<玩家>: true = 该玩家跳过下一次抽牌 (effects.py, turn.py)")

    keyed: ClassVar[tuple[str, ...]] = ("skip_draw",)
