"""eol's memory (``state.memory`` during the run, ``GameModule.memory_model``): every field the game reads or
writes, read and written by attribute through :func:`judge_app.games.eol.board.memory`.

Unknown keys are refused and each write is recorded (see :class:`GameMemory`); which player a field names is
checked by the loader like any reference.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from pydantic import ConfigDict, Field

from judge_app.engine.base import Model, PlayerRef
from judge_app.engine.memory import GameMemory


class Lasting(Model):
    """An effect that lasts after it resolved (effects.py writes it, statics.py reads it, the turn and the combat
    end it): ``effect`` is its type (grant_keyword, cant_attack, prevent_life_loss, energy_cap, draw_phase_count,
    keep_display_on_skip), ``source`` the card it came from, ``targets`` the objects or ``player`` the player it
    applies to, ``until`` its duration."""

    model_config = ConfigDict(**Model.model_config, frozen=True)

    effect: str
    source: str
    until: str
    player: str = ""
    targets: tuple[str, ...] = ()
    keyword: str = ""
    what: str = ""
    delta: int = 0


class EolMemory(GameMemory):
    replaced: Sequence[PlayerRef] | None = Field(
        default=None, description="准备阶段置换步骤中已置换手牌的玩家;不在该步骤时为空 (turn.py)")
    placer: PlayerRef | None = Field(default=None, description="准备阶段正在放置随从的玩家 (turn.py)")
    skip_draw: Mapping[PlayerRef, bool] = Field(
        default_factory=dict, description="skip_draw.<玩家>: true = 该玩家跳过下一次抽牌 (effects.py, turn.py)")

    lasting: Sequence[Lasting] = Field(
        default_factory=tuple, description="效果结算后仍在持续的效果(获得关键词、不能攻击、防止失去生命、能量上限…)"
                                           "及其持续时间 (effects.py, statics.py)")

    keyed: ClassVar[tuple[str, ...]] = ("skip_draw",)
