"""fftcg's data: zones, board layout, vocabulary, its own effects and actions (the scenario model: scenario.py)."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field

from judge_app.engine.abilities import (
    SHARED_EFFECTS,
    Ability,
    Damage,
    DamageByPower,  # deals the last known power of a forward that has left (11.11.4)
    Destroy,
    Duration,
    GrantKeyword,
    ModifyStat,
    Tap,
    Trigger,
    Unread,
    Untap,
    effect_union,
)
from judge_app.engine.actions import Action, action_union
from judge_app.engine.base import Model, ObjectRef
from judge_app.engine.game import BoardLayout, PhaseSpec, Term, Vocabulary, ZoneSpec
from judge_app.games.fftcg import rules as R

ELEMENTS = ("火", "冰", "风", "土", "雷", "水", "光", "暗")
LIGHT_DARK = ("光", "暗")
HAND_LIMIT, START_HAND = 5, 5
LOSS_DAMAGE = 7
YES = "是"

# keywords (the rulebook's Chinese names are the tokens)
BRAVE, HASTE, FIRST_STRIKE, BACK_ATTACK = "勇气", "加速", "先发制人", "偷袭"
KEYWORDS = (BRAVE, HASTE, FIRST_STRIKE, BACK_ATTACK)

# statuses
DULL, FROZEN, ATTACKED, NEW = "dull", "frozen", "attacked", "new"
CANNOT_ATTACK, CANNOT_BLOCK = "cannot_attack", "cannot_block"

# cost keys besides elements: generic CP of any element, and the dull icon
GENERIC, DULL_ICON = "generic", "dull"
SELF_TO_BREAK = "self_to_break"  # “将[此卡]置于损毁区” before the colon: part of the cost (11.6.2.1, 15.1.1.3.2)

ZONES = (
    ZoneSpec("field", "战场", cite=R.FIELD),
    ZoneSpec("damage", "伤害区", ordered=True, cite=R.DAMAGE_ZONE),
    ZoneSpec("deck", "卡组", hidden=True, ordered=True, cite=R.DECK),
    ZoneSpec("break", "损毁区", ordered=True, cite=R.BREAK_ZONE),
    ZoneSpec("hand", "手牌", hidden=True, cite=R.HAND),
    ZoneSpec("removed", "移除区", cite=R.REMOVED_ZONE),
    ZoneSpec("stack", "堆叠区", per_player=False, ordered=True, cite=R.STACK_ZONE),
)
LAYOUT = BoardLayout(
    player_rows=(("field",), ("damage", "deck", "break", "removed"), ("hand",)),
    shared_rows=(("stack",),),
    main_zone="field",
)
VOCABULARY = Vocabulary(
    types=(
        Term("forward", "前锋", R.FORWARD),
        Term("backup", "后卫", R.BACKUP),
        Term("monster", "怪物", R.CHARACTERS),
        Term("summon", "召唤兽", R.SUMMON),
    ),
    stats=(Term("power", "力量", R.POWER),),
    props=(
        Term("element", "属性", R.ELEMENT, ELEMENTS),
        Term("job", "职业", R.JOB),
        Term("number", "卡牌编号", R.CARD_NUMBER),
        Term("generic", "普通图标", R.FIELD_SAME_NAME, (YES,)),
        Term("party_icon", "组队图标", R.PARTY_ELEMENT, (YES,)),
        Term("damage_x", "伤害——(数值)", R.DAMAGE_X),
        Term("damage_x_keywords", "伤害——获得的技能(逗号分隔)", R.DAMAGE_X),
    ),
    keywords=(
        Term(BRAVE, "勇气", R.BRAVE),
        Term(HASTE, "加速", R.HASTE),
        Term(FIRST_STRIKE, "先发制人", R.FIRST_STRIKE),
        Term(BACK_ATTACK, "偷袭", R.BACK_ATTACK),
    ),
    statuses=(
        Term(DULL, "休止状态", R.ACTIVE_DULL),
        Term(FROZEN, "冻结", R.FREEZE),
        Term(ATTACKED, "本回合已攻击", R.DECLARE_NOT_ATTACKED),
        Term(NEW, "回合开始时不在回合玩家控制下", R.DECLARE_ELIGIBLE),
        Term(CANNOT_ATTACK, "无法攻击", R.DECLARE_NOT_ATTACKED),
        Term(CANNOT_BLOCK, "无法防御", R.BLOCK_RESTRICTION),
    ),
    ability_kinds=(
        Term("field", "战场技能", R.FIELD_ABILITY),
        Term("auto", "自动技能", R.AUTO),
        Term("action", "行动技能", R.ACTION_ABILITY),
        Term("special", "特殊技能", R.SPECIAL_ABILITY),
        Term("ex_burst", "极限爆发技", R.EX_BURST),
        Term("summon", "召唤兽的效果", R.SUMMON_CAST),
    ),
    events=(
        Term("enters", "进场时", R.ENTERS_TRIGGER),
        Term("attacks", "攻击时", R.DECLARE_TRIGGERS),
        Term("blocks", "防御时", R.BLOCK_TRIGGERS),
        Term("broken", "损毁时", R.BREAK),
        Term("to_break", "从战场置于损毁区时", R.ZONE_CHANGE_TRIGGER),
        Term("leaves", "离开战场时", R.ZONE_CHANGE_TRIGGER),
        Term("dealt_damage", "受到伤害时", R.AUTO),
        Term("damages_player", "给予玩家伤害时", R.PLAYER_DAMAGE_TRIGGERS),
        Term("main_start", "主阶段开始时", R.MAIN_TRIGGERS),
        Term("main2_start", "第2主阶段开始时", R.MAIN_TRIGGERS),
        Term("attack_start", "攻击准备步骤开始时", R.ATTACK_PREP_TRIGGERS),
        Term("end_start", "终止阶段开始时", R.END_TRIGGERS),
    ),
    resources=(),
)
PHASES = (
    PhaseSpec("setup", "游戏的准备", ("mulligan",), R.SETUP),
    PhaseSpec("active", "激活阶段", (), R.ACTIVE_PHASE),
    PhaseSpec("draw", "取牌阶段", (), R.DRAW_PHASE),
    PhaseSpec("main1", "第1主阶段", (), R.MAIN_TWO_PHASES),
    PhaseSpec("attack", "攻击阶段", ("prep", "declare", "block", "damage"), R.ATTACK),
    PhaseSpec("main2", "第2主阶段", (), R.MAIN_TWO_PHASES),
    PhaseSpec("end", "终止阶段", (), R.END_PHASE),
)
# the steps as the rulebook names them (8.2.1.4 替换手牌; 10.1.1-10.1.4), for lines a judge reads
STEP_NAMES = {
    "mulligan": "替换手牌",
    "prep": "攻击准备步骤",
    "declare": "攻击指定步骤",
    "block": "防御指定步骤",
    "damage": "伤害结算步骤",
}
TARGET_SELECTORS = {
    "opponent_player": "对手(玩家)",
    "own_player": "此卡的控制者(玩家)",
    "each_player": "每位玩家(同时,11.11.6)",
    "all_forwards": "战场上所有前锋",
    "all_own_forwards": "己方所有前锋",
    "all_enemy_forwards": "对方所有前锋",
    "all:<限制>": "战场上符合全部限制的每一张(如 all:forward:own:other、all:forward:element=水;11.12.4.5)",
    "attackers": "正在攻击的前锋",
    "blocker": "正在防御的前锋",
    "trigger_card": "触发事件所涉及的卡(自动技能中的“其”,11.8.16)",
}
CONDITIONS = {
    "own_damage_at_least": "控制者的伤害区至少有 value 张卡",
    "opponent_damage_at_least": "对手的伤害区至少有 value 张卡",
    "own_forwards_at_least": "控制者至少控制 value 个前锋",
    "own_hand_at_least": "控制者的手牌至少有 value 张",
    "controls:<限制>": "控制者控制至少 value 张符合限制的卡(如 controls:name=尤娜、controls:character:element=雷)",
    "source_on_field": "产生源仍在战场",
}


# --- fftcg's own effects ---------------------------------------------------------------------------------
class Dull(Tap):
    """令其休止: turned sideways (6.3.1)."""

    type: Literal["dull"] = "dull"  # type: ignore[assignment]


class Activate(Untap):
    """令其进入行动状态: turned upright (6.3.1)."""

    type: Literal["activate"] = "activate"  # type: ignore[assignment]


class Freeze(Model):
    type: Literal["freeze"] = "freeze"
    target: str


class PutIntoBreak(Model):
    """置于损毁区: a move to the break zone that is not 损毁 (15.1.1.3.2)."""

    type: Literal["put_into_break"] = "put_into_break"
    target: str


class MoveTo(Model):
    """Move a card to its owner's hand, the field, or the removed zone (searched in its current zone, 11.8.16.1)."""

    type: Literal["move_to"] = "move_to"
    target: str
    zone: Literal["hand", "field", "removed"]


class SetPower(Model):
    """Power becomes ``value``, counted from the printed power (11.5.7)."""

    type: Literal["set_power"] = "set_power"
    target: str
    value: int
    until: Duration = "end_of_turn"


class SetJob(Model):
    """A type/job-changing continuous effect (11.12.4.6 ③); only as a field ability."""

    type: Literal["set_job"] = "set_job"
    target: str
    job: str


class Condition(Model):
    """As the first effect of an auto ability it makes it conditional (11.8.13); elsewhere it gates the rest."""

    type: Literal["condition"] = "condition"
    check: str
    value: int = 0


class ReplaceBreak(Model):
    """A replacement effect: if ``target`` would be broken, ``instead`` happens (11.12.5)."""

    type: Literal["replace_break"] = "replace_break"
    target: str
    instead: Literal["remove", "hand", "dull"] = "remove"


BasicEffect = Annotated[  # built from the kernel's shared effects, a union mypy cannot read statically
    Union[(*SHARED_EFFECTS, Dull, Activate, Freeze, PutIntoBreak, MoveTo, SetPower, GrantKeyword, DamageByPower)],  # type: ignore[valid-type]
    Field(discriminator="type"),
]


class CreateDelayed(Model):
    """Create a delayed auto ability (11.8.17) that fires once at the next ``event``."""

    type: Literal["delayed"] = "delayed"
    event: str
    effects: list[BasicEffect] = Field(default_factory=list)


FFTCG_EFFECTS = (
    Dull,
    Activate,
    Freeze,
    PutIntoBreak,
    MoveTo,
    SetPower,
    GrantKeyword,
    SetJob,
    DamageByPower,
    Condition,
    ReplaceBreak,
    CreateDelayed,
    Unread,  # a sentence of the card's text the reader did not understand (issue 27)
)
FftcgEffect = effect_union(*FFTCG_EFFECTS)


class FftcgTrigger(Trigger):
    """A trigger, and in fftcg: ``filter`` — filter words of ``chosen`` the event's card must also fit (“你控制的
    前锋进场时” = scope ally, filter forward; “你控制的其他前锋损毁时” = filter forward:other; 11.8.16.2.1)."""

    filter: str = ""


class FftcgAbility(Ability[FftcgEffect]):  # type: ignore[valid-type]
    """An fftcg ability: its trigger may name a filter."""

    trigger: FftcgTrigger | None = None
TARGETED = (
    Damage,
    Destroy,
    ModifyStat,
    Dull,
    Activate,
    Freeze,
    PutIntoBreak,
    MoveTo,
    SetPower,
    GrantKeyword,
    DamageByPower,
    ReplaceBreak,
)
UNUSED_SHARED = ("gain_resource", "lose_resource")


# --- actions --------------------------------------------------------------------------------------------
class Payment(Model):
    """How CP is produced (5.2.1.3): cards discarded from hand (2 CP each) and backups dulled (1 CP each)."""

    discard: list[ObjectRef] = Field(default_factory=list)
    dull: list[ObjectRef] = Field(default_factory=list)


class Mulligan(Action):
    """8.2.1.4: put the 5 cards on the bottom (in ``order``, default hand order) and draw 5, or keep."""

    type: Literal["mulligan"] = "mulligan"
    redraw: bool = False
    order: list[ObjectRef] = Field(default_factory=list)


class PlayCharacter(Action):
    type: Literal["play_character"] = "play_character"
    card: ObjectRef
    pay: Payment = Field(default_factory=Payment)


class CastSummon(Action):
    type: Literal["cast_summon"] = "cast_summon"
    card: ObjectRef
    pay: Payment = Field(default_factory=Payment)
    targets: list[ObjectRef] = Field(default_factory=list)
    mode: int | None = Field(default=None, ge=0)


class UseAbility(Action):
    """An action ability or a special ability (``special_discard``: the same-name card, 11.7.1)."""

    type: Literal["use_ability"] = "use_ability"
    source: ObjectRef
    ability: str
    pay: Payment = Field(default_factory=Payment)
    targets: list[ObjectRef] = Field(default_factory=list)
    special_discard: ObjectRef | None = None


class Pass(Action):
    """Pass priority (11.1.6)."""

    type: Literal["pass"] = "pass"


class DeclareAttack(Action):
    """One forward, several for a party, or none (10.1.2.7)."""

    type: Literal["declare_attack"] = "declare_attack"
    forwards: list[ObjectRef] = Field(default_factory=list)


class Block(Action):
    """``blocker`` or none; ``split`` is how the blocker's damage is divided over a party (10.1.4.2.1)."""

    type: Literal["block"] = "block"
    blocker: ObjectRef | None = None
    split: dict[str, int] = Field(default_factory=dict)


class Concede(Action):
    type: Literal["concede"] = "concede"


ACTION_TYPES = (Mulligan, PlayCharacter, CastSummon, UseAbility, Pass, DeclareAttack, Block, Concede)
FftcgAction = action_union(*ACTION_TYPES)
