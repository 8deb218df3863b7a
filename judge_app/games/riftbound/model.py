"""riftbound's data: zones, board layout, vocabulary, its own effects and actions, the state and scenario models
(the records kept in ``state.memory`` are memory.py's)."""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field

from judge_app.engine.abilities import (  # grant_keyword: 获得 [关键词] (450.2.b)
    Duration,
    GrantKeyword,
    ReturnToHand,
    Tap,
    Unread,
    Untap,
    effect_union,
)
from judge_app.engine.actions import Action, action_union
from judge_app.engine.base import Model, ObjectRef
from judge_app.engine.game import BoardLayout, PhaseSpec, Term, Vocabulary, ZoneSpec
from judge_app.engine.scenario import Scenario
from judge_app.engine.state import GameState
from judge_app.games.riftbound import rules as R
from judge_app.games.riftbound.memory import MAX_BATTLEFIELDS, RiftboundMemory

BATTLEFIELDS = tuple(f"bf{i}" for i in range(1, MAX_BATTLEFIELDS + 1))
CHAIN = "chain"

# keywords (as printed, in brackets on cards)
SWIFT, REACTION, TANK, LAST, STANDBY = "迅捷", "反应", "壁垒", "最后承担伤害", "待命"
# statuses
EXHAUSTED, ATTACKER, DEFENDER, IMMUNE, STUNNED = "exhausted", "attacker", "defender", "immune_damage", "stunned"

ZONES = (
    ZoneSpec("base", "基地", cite=R.RECALL),
    ZoneSpec("hand", "手牌", hidden=True),
    ZoneSpec("main_deck", "主牌堆", hidden=True, ordered=True, cite=R.DRAW_ONE),
    ZoneSpec("rune_deck", "符文牌堆", hidden=True, ordered=True, cite=R.CHANNEL_TWO),
    ZoneSpec("runes", "已召出的符文", cite=R.CHANNEL_TWO),
    ZoneSpec("trash", "废牌堆", ordered=True, cite=R.CLEANUP_LETHAL),
    *(ZoneSpec(bf, f"战场{bf[2:]}", per_player=False, cite=R.COMBAT_WHEN) for bf in BATTLEFIELDS),
    ZoneSpec(CHAIN, "结算链", per_player=False, ordered=True, cite=R.CHAIN_ZONE),
)
LAYOUT = BoardLayout(
    player_rows=(("base",), ("hand", "runes"), ("main_deck", "rune_deck", "trash")),
    shared_rows=(BATTLEFIELDS, (CHAIN,)),
    resources=(("points", "分数"), ("mana", "法力"), ("power", "符能")),
    main_zone="base",
)
VOCABULARY = Vocabulary(
    types=(Term("unit", "单位", R.ONLY_UNITS_MOVE), Term("gear", "装备", R.GEAR_RECALLED),
           Term("spell", "法术", R.SHOWDOWN_PLAY), Term("rune", "符文", R.CHANNEL_TWO),
           Term("battlefield", "战场", R.COMBAT_WHEN)),
    stats=(Term("might", "战力", R.LAYER_ARITHMETIC),),
    props=(Term("tag", "标签", R.LAYER_TRAIT_WORDS),),
    keywords=(Term(SWIFT, "迅捷", R.SHOWDOWN_TIMING), Term(REACTION, "反应", R.CLOSED_TIMING),
              Term(TANK, "壁垒:在战斗中首先承担伤害", R.ASSIGN_OBEY),
              Term(LAST, "在战斗中最后承担伤害(卡面技能)", R.ASSIGN_OBEY),
              Term(STANDBY, "待命", R.CLEANUP_RECALL_GEAR)),
    statuses=(Term(EXHAUSTED, "休眠", R.RECALL_KEEPS_STATE), Term(ATTACKER, "进攻方", R.ATTACKER_UNITS),
              Term(DEFENDER, "防守方", R.DEFENDER_UNITS), Term(IMMUNE, "免疫伤害", R.ASSIGN_IMMUNE),
              Term(STUNNED, "被眩晕(本回合内不造成战斗伤害)", R.ASSIGN)),
    ability_kinds=(Term("spell", "法术效果(结算时执行)", R.RESOLVE_NEWEST),
                   Term("triggered", "触发式技能", R.SIMULTANEOUS_BY_TURN_ORDER),
                   Term("activated", "激活式技能", "riftbound:334.1.b")),
    events=(Term("attack", "进攻时", R.COMBAT_TRIGGERS), Term("defend", "防守时", R.COMBAT_TRIGGERS),
            Term("conquer", "征服时", R.CONQUER_ABILITIES), Term("hold", "据守时", R.HOLD_ABILITIES),
            Term("move", "移动时", R.RECALL_NO_MOVE_TRIGGERS),
            Term("played", "打出此牌时(单位与装备)", R.CONFIRM_IMMEDIATE),
            Term("turn_start", "回合开始阶段", R.START_STEP_EFFECTS),
            Term("turn_end", "回合结束阶段", R.END_STEP_EFFECTS)),
    resources=(Term("points", "分数", R.SCORE_ONE_POINT), Term("mana", "法力", R.EXPIRY_POOLS_EMPTY),
               Term("power", "符能", R.EXPIRY_POOLS_EMPTY)),
)
PHASES = (
    PhaseSpec("awaken", "唤醒阶段", (), R.AWAKEN_PHASE),
    PhaseSpec("beginning", "开始阶段", ("start", "scoring"), R.BEGINNING_PHASE),
    PhaseSpec("channel", "召出阶段", (), R.CHANNEL_PHASE),
    PhaseSpec("draw", "抽牌阶段", (), R.DRAW_PHASE),
    PhaseSpec("action", "行动阶段", (), R.ACTION_PHASE),
    PhaseSpec("end", "回合结束阶段", ("end", "cleanup", "expiry"), R.END_PHASE),
)
TARGET_SELECTORS = {"tag:<标签>": "所有带有该标签的单位(持续效果逐次重新判定)"}


# --- riftbound's own effects ------------------------------------------------------------------------------
class AdjustMight(Model):
    """[M]±N (450.3); ``floor`` is a limit like 不得低于1[M] that is snapshotted (450.3.b)."""

    type: Literal["adjust_might"] = "adjust_might"
    target: str
    delta: int
    floor: int | None = None
    until: Duration = "end_of_turn"


class SetMight(Model):
    """战力变为 N (450.1.a.1)."""

    type: Literal["set_might"] = "set_might"
    target: str
    value: int = Field(ge=0)
    until: Duration = "end_of_turn"


class GrantTag(Model):
    """视为 <标签> (450.1.c)."""

    type: Literal["grant_tag"] = "grant_tag"
    target: str
    tag: str
    until: Duration = "end_of_turn"


class MoveUnit(Model):
    """Move a unit by an effect (423) to a zone: ``<player>.base``, a battlefield, or ``chosen``: the
    destination is chosen as the spell resolves (``choices: [{for: destination:<card>, targets: [bf2]}]`` on
    the action that resolves it; a forbidden one is refused, 423.2)."""

    type: Literal["move_unit"] = "move_unit"
    target: str
    to: str


class RecallUnit(Model):
    type: Literal["recall"] = "recall"
    target: str


class Stun(Model):
    """眩晕 (the card's reminder: 使其在本回合内无法造成战斗伤害): the target is stunned until the end of the turn, and
    its might is not part of its side's combat damage (439.1.d)."""

    type: Literal["stun"] = "stun"
    target: str


class Ready(Untap):
    """让其变为活跃状态 (315.1.a's word for an untapped card)."""

    type: Literal["ready"] = "ready"  # type: ignore[assignment]


class Exhaust(Tap):
    """让其变为休眠状态 / 以休眠状态召回."""

    type: Literal["exhaust"] = "exhaust"  # type: ignore[assignment]


class Channel(Model):
    """召出 (315.3.b): the player puts the top ``count`` runes of their rune deck into their channelled runes,
    exhausted when ``exhausted``; fewer if fewer remain (315.3.b.1)."""

    type: Literal["channel"] = "channel"
    player: str = "controller"
    count: int = Field(default=1, ge=0)
    exhausted: bool = False


class Fight(Model):
    """让两名单位相互以自身战力给对方造成伤害: ``target`` and ``other`` each deal damage equal to its current might
    (450.3) to the other, at the same time."""

    type: Literal["fight"] = "fight"
    target: str
    other: str


class DamageByMight(Model):
    """造成等同于我战力的伤害: damage to ``target`` equal to the current might (450.3) of what ``of`` names."""

    type: Literal["damage_by_might"] = "damage_by_might"
    target: str
    of: str = "self"


class Counter(Model):
    """无效化: the chosen spell (``chosen:spell``, on the chain) is removed from the chain without resolving and goes
    to its owner's trash (319.4)."""

    type: Literal["counter"] = "counter"
    target: str


class PlayToken(Model):
    """打出 ``count`` 个指示物 (333.1.c: units and gear resolve as they are played): ``card_type`` unit (with ``might``)
    or gear, ``to`` controller_base, here (the source's location) or chosen (the controller's base or a battlefield
    they control, given as ``choices: [{for: destination:<card>, targets: [...]}]``); ``ready`` 处于活跃状态的,
    otherwise exhausted; ``keywords`` it has."""

    type: Literal["play_token"] = "play_token"
    name: str
    card_type: Literal["unit", "gear"] = "unit"
    might: int | None = Field(default=None, ge=0)
    count: int = Field(default=1, ge=1)
    to: str = "chosen"
    ready: bool = False
    keywords: list[str] = Field(default_factory=list)


class If(Model):
    """「如果…,则…(否则/改为…)」: ``check`` (a condition word, conditions.py) about ``of`` (an object selector, this
    card by default) and ``value`` decides as the effect resolves whether ``then`` or ``else`` happens."""

    model_config = ConfigDict(**Model.model_config, serialize_by_alias=True)

    type: Literal["if"] = "if"
    check: str
    value: int | None = None
    of: str = "self"
    then: list[RiftEffect] = Field(default_factory=list)  # type: ignore[valid-type]
    else_: list[RiftEffect] = Field(default_factory=list, alias="else")  # type: ignore[valid-type]


RiftEffect = effect_union(AdjustMight, SetMight, GrantTag, GrantKeyword, MoveUnit, RecallUnit, Unread, Stun, Ready,
                          Exhaust, ReturnToHand, Channel, Fight, DamageByMight, PlayToken, Counter, If)
If.model_rebuild()


# --- actions -----------------------------------------------------------------------------------------------
class EndTurn(Action):
    """表明结束本回合 (316.6): only in the action phase, neutral open, by the turn player."""

    type: Literal["end_turn"] = "end_turn"


class Pass(Action):
    """让过优先行动权 (334.1.c) on a chain, or 让过 in an open showdown (344.3)."""

    type: Literal["pass"] = "pass"


class Play(Action):
    """打出一张卡牌 (327–328): spells go on the chain; units and gear resolve on confirmation (333.1.c)
    and enter ``to`` (base or a battlefield). ``targets`` answers the card's ``chosen`` targets."""

    type: Literal["play"] = "play"
    card: ObjectRef
    to: str | None = None
    targets: list[ObjectRef] = Field(default_factory=list)


class Move(Action):
    """移动 (419–427): ``via: standard`` is a 标准移动 (140, not in the shipped text); ``via: effect`` a
    move an effect already allowed (423)."""

    type: Literal["move"] = "move"
    units: list[ObjectRef] = Field(min_length=1)
    to: str
    via: Literal["standard", "effect"] = "standard"


class Inspect(Action):
    """Not a game action: the judge asks for an object's current characteristics, layer by layer (446–453)."""

    type: Literal["inspect"] = "inspect"
    object: ObjectRef


ACTION_TYPES = (EndTurn, Pass, Play, Move, Inspect)
RiftAction = action_union(*ACTION_TYPES)


class RiftState(GameState[RiftEffect]):  # type: ignore[valid-type]
    """A riftbound position: the kernel's state with riftbound's typed memory; the chain is ``stack`` (328)."""

    memory: RiftboundMemory = Field(default_factory=RiftboundMemory)


class RiftScenario(Scenario[RiftEffect, RiftAction]):  # type: ignore[valid-type]
    state: RiftState
