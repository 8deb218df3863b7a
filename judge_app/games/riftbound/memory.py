"""riftbound's memory (``state.memory`` during the run, ``GameModule.memory_model``) and the records it keeps (game
mode, battlefields, the showdown and combat under way, continuous effects): every field the game reads or writes,
read and written by attribute through :func:`judge_app.games.riftbound.board.memory`.

Unknown keys are refused and each write is recorded (see :class:`GameMemory`); the records are frozen, so a change
assigns a new one (``board.set_bf``). Which player a field names is checked by the loader like any reference;
what must be present (``mode``, ``battlefields``) and which battlefield a key names, by validate.py with its rule.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Literal

from pydantic import ConfigDict, Field, model_validator

from judge_app.engine.abilities import Duration
from judge_app.engine.base import Model, PlayerRef
from judge_app.engine.memory import GameMemory

MAX_BATTLEFIELDS = 4
LayerKind = Literal["set_might", "tag", "keyword", "might"]  # layer 1 (set might, tags), 2 (keywords), 3 (might ±)


class Record(Model):
    model_config = ConfigDict(frozen=True)


class Mode(Record):
    """游戏模式 (456): the variables a scenario sets."""

    players: int = Field(ge=2, description="456.1 玩家数量")
    teams: Sequence[Sequence[PlayerRef]] = Field(default=(), description="456.2 队伍;空 = 各自为战")
    winning_score: int = Field(ge=1, description="456.3 获胜得分")
    battlefields: int = Field(ge=1, le=MAX_BATTLEFIELDS, description="456.4 战场数量")


class Battlefield(Record):
    controller: PlayerRef | None = None
    contested_by: PlayerRef | None = Field(default=None, description="使其进入争夺状态的玩家")
    showdown_pending: bool = False
    combat_pending: bool = False
    just_contested: bool = Field(default=False, description="entered the contested state since the last cleanup")


class Showdown(Record):
    battlefield: str
    combat: bool
    initiator: PlayerRef


class Combat(Record):
    battlefield: str
    attacker: PlayerRef
    defender: PlayerRef


class LayerEffect(Record):
    """A continuous effect: which layer it lives in (450), what it does, and when it was created (453). A might
    effect's value is a number (450.1.a.1, 450.3)."""

    id: str
    kind: LayerKind
    target: str  # object id or tag:<X>
    value: int | str
    timestamp: int = Field(ge=0)
    until: Duration = "end_of_turn"
    floor: int | None = None
    snapshot: int | None = Field(default=None, description="remembered delta of a floored change (450.3.b)")
    source: str = ""

    @model_validator(mode="after")
    def _value_fits_kind(self) -> LayerEffect:
        if self.kind in ("set_might", "might") and not isinstance(self.value, int):
            raise ValueError(f"kind: {self.kind} 的 value 应为整数(战力)")
        return self


class RiftboundMemory(GameMemory):
    mode: Mode | None = Field(default=None, description="游戏模式 (456)")
    battlefields: Mapping[str, Battlefield] = Field(default_factory=dict, description="战场 id → 状态")
    priority: PlayerRef | None = Field(default=None, description="持有优先行动权的玩家 (312)")
    focus: PlayerRef | None = Field(default=None, description="拥有焦点的玩家 (313)")
    passed: Sequence[PlayerRef] = Field(
        default=(), description="依次让过的玩家 (335.1 结算链、344.3 法术对决;内核的 pass_priority)")
    showdown: Showdown | None = Field(default=None, description="进行中的法术对决")
    combat: Combat | None = Field(default=None, description="进行中的战斗")
    scored: Mapping[PlayerRef, Sequence[str]] = Field(default_factory=dict,
                                                      description="玩家 → 本回合已得分的战场 (443)")
    effects: Sequence[LayerEffect] = Field(default=(), description="持续效果 (450)")
    next_timestamp: int = Field(
        default=0, ge=0, description="下一个持续效果的时间戳 (453);0 = 尚未计数:已有持续效果的个数 + 1")
    initial_chain: bool = Field(default=False, description="战斗的初始结算链正在结算 (438.1)")
    resolving: str | None = Field(default=None, description="正在结算战斗的战场 (440)")
