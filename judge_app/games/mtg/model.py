"""mtg's data: zones, board layout, vocabulary, its own effects and actions, the scenario model.

Conventions a scenario follows (the template shows each):
- permanents are in ``<controller>.play`` (217.5a: each player's permanents stay in front of them);
- spell cards on the stack are in the shared ``stack`` zone; the stack's order and every spell, ability,
  combat-damage or draw item on it live in ``state.stack`` (bottom first, see :data:`MtgStackItem`);
- keywords with a parameter are written ``name:value`` (``protection:B``, ``landwalk:island``,
  ``rampage:2``, ``kicker:1G``, ``morph:2G``, ``cumulative_upkeep:1``, ``fading:3``);
- colours are ``props.color`` letters (``W U B R G``, empty = colourless), mana costs ``props.mana_cost``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Literal

from pydantic import ConfigDict, Field, model_validator

from judge_app.engine.abilities import (
    Banish,
    GrantKeyword,
    LoseGame,
    ReturnToHand,
    Tap,
    Untap,
    WinGame,
    effect_union,
)
from judge_app.engine.actions import Action, action_union
from judge_app.engine.base import Model, ObjectRef, PhaseRef, StepRef, TargetRef
from judge_app.engine.game import BoardLayout, PhaseSpec, Term, Vocabulary, ZoneSpec
from judge_app.engine.scenario import Scenario
from judge_app.engine.state import GameState, StackItem
from judge_app.games.mtg import rules as R
from judge_app.games.mtg.memory import MtgMemory

COLORS = ("W", "U", "B", "R", "G")
MANA_KEYS = tuple(f"mana_{c}" for c in (*COLORS, "C"))
HAND_LIMIT = 7
POISON_LIMIT = 10
THRESHOLD_CARDS = 7

# statuses
TAPPED = "tapped"
SICK = "sick"  # not continuously controlled since its controller's most recent turn began (214.7c)
ATTACKING = "attacking"
BLOCKING = "blocking"
BLOCKED = "blocked"
ECHO_DUE = "echo_due"
STATUSES = (TAPPED, SICK, ATTACKING, BLOCKING, BLOCKED, ECHO_DUE)

ZONES = (
    ZoneSpec("library", "牌库", hidden=True, ordered=True, cite=R.LIBRARY),
    ZoneSpec("hand", "手牌", hidden=True, cite=R.HAND_SIZE),
    ZoneSpec("play", "场上", cite=R.IN_PLAY),
    ZoneSpec("graveyard", "坟墓场", ordered=True, cite=R.GRAVEYARD),
    ZoneSpec("removed", "移出游戏", cite=R.REMOVED),
    ZoneSpec("stack", "堆叠", per_player=False, ordered=True, cite=R.STACK_ZONE),
)
LAYOUT = BoardLayout(
    player_rows=(("library", "graveyard", "removed"), ("play",), ("hand",)),
    shared_rows=(("stack",),),
    resources=(("life", "生命"), ("poison", "中毒指示物"), *((k, f"法术力池 {k[-1]}") for k in MANA_KEYS)),
    main_zone="play",
)

KEYWORDS = (
    Term("flying", "飞行", R.FLYING), Term("first_strike", "先攻", R.FIRST_STRIKE),
    Term("double_strike", "连击", R.DOUBLE_STRIKE), Term("trample", "践踏", R.TRAMPLE_LETHAL),
    Term("haste", "敏捷", R.HASTE), Term("fear", "恐惧", R.FEAR), Term("shadow", "次元幽影", R.SHADOW),
    Term("horsemanship", "马术", R.HORSEMANSHIP), Term("unblockable", "不能被阻挡", R.EVASION),
    Term("landwalk", "地行者(landwalk:地类别)", R.LANDWALK),
    Term("protection", "反…保护(protection:颜色或种类)", R.PROTECTION),
    Term("banding", "结合", R.BANDING_DAMAGE), Term("flanking", "侧面攻击", R.FLANKING),
    Term("rampage", "狂暴(rampage:X)", R.RAMPAGE),
    Term("cumulative_upkeep", "累积维持(cumulative_upkeep:费用)", R.CUMULATIVE_UPKEEP),
    Term("echo", "返响", R.ECHO), Term("fading", "消退(fading:X)", R.FADING),
    Term("buyback", "购回(buyback:费用)", R.BUYBACK), Term("kicker", "增幅(kicker:费用)", R.KICKER),
    Term("flashback", "返照(flashback:费用)", R.FLASHBACK), Term("threshold", "门槛", R.THRESHOLD),
    Term("cycling", "循环(cycling:费用)", R.CYCLING), Term("morph", "变身(morph:费用)", R.MORPH),
    Term("provoke", "挑拨", R.PROVOKE), Term("cant_block", "不能阻挡", R.BLOCK_REQUIREMENTS),
    Term("cant_attack", "不能攻击", R.ATTACK_REQUIREMENTS),
    Term("block_as_flying", "可以如同具有飞行异能一般进行阻挡", R.FLYING),
)
CARD_TYPES = ("creature", "artifact", "enchantment", "land", "instant", "sorcery")
SUBTYPES = ("legend", "wall", "aura", "plains", "island", "swamp", "mountain", "forest", "token")
VOCABULARY = Vocabulary(
    types=(Term("creature", "生物", "mtg:214.7a"), Term("artifact", "神器", "mtg:214.6a"),
           Term("enchantment", "结界", "mtg:214.8a"), Term("land", "地", R.LAND_NO_STACK),
           Term("instant", "瞬间", R.SPELL), Term("sorcery", "法术", R.SORCERY_TIMING),
           Term("legend", "传奇/传奇的", R.LEGEND), Term("wall", "墙", R.DECLARE_ATTACKERS),
           Term("aura", "区域性结界", R.AURA_ILLEGAL), Term("plains", "平原", R.BASIC_LAND_MANA),
           Term("island", "海岛", R.BASIC_LAND_MANA), Term("swamp", "沼泽", R.BASIC_LAND_MANA),
           Term("mountain", "山脉", R.BASIC_LAND_MANA), Term("forest", "树林", R.BASIC_LAND_MANA),
           Term("token", "衍生物", R.TOKEN)),
    stats=(Term("power", "力量", "mtg:208.1"), Term("toughness", "防御力", "mtg:208.1")),
    props=(Term("color", "颜色", R.COLOR), Term("mana_cost", "法术力费用", R.MANA_COST)),
    keywords=KEYWORDS,
    statuses=(Term(TAPPED, "横置", "mtg:302.1"), Term(SICK, "召唤失调(未自最近回合开始持续操控)", R.SUMMONING_SICKNESS),
              Term(ATTACKING, "攻击中", R.ATTACKING_CREATURE), Term(BLOCKING, "阻挡中", R.BLOCKED_STATUS),
              Term(BLOCKED, "被阻挡", R.BLOCKED_STATUS), Term(ECHO_DUE, "返响待支付", R.ECHO)),
    ability_kinds=(Term("spell", "咒语文字", R.SPELL), Term("activated", "启动式异能", R.ACTIVATED),
                   Term("triggered", "触发式异能", R.TRIGGERED), Term("static", "持续式异能", R.STATIC),
                   Term("mana", "法术力异能", R.MANA_ABILITY), Term("delayed", "延迟触发的异能", R.DELAYED)),
    events=(Term("enters_play", "进场时", R.ENTERS_TRIGGER), Term("leaves_play", "离场时", R.LEAVES_TRIGGER),
            Term("put_into_graveyard", "从场上进入坟墓场时", R.LEAVES_TRIGGER),
            Term("upkeep", "维持开始时", R.UPKEEP), Term("draw_step", "抓牌步骤开始时", R.DRAW_STEP),
            Term("end_of_turn", "回合结束时", R.END_OF_TURN), Term("end_of_combat", "战斗结束时", R.END_OF_COMBAT),
            Term("attacks", "攻击时", R.DECLARE_ATTACKERS), Term("blocks", "进行阻挡时", R.BLOCKS_ONCE),
            Term("becomes_blocked", "被阻挡时", R.BLOCKS_ONCE),
            Term("blocked_by_creature", "每有一个生物阻挡它时", R.BLOCKED_BY_EACH),
            Term("deals_combat_damage_to_player", "对牌手造成战斗伤害时", R.DAMAGE_RESOLVES),
            Term("spell_cast", "有咒语被使用时", R.TRIGGERS_ON_PRIORITY),
            Term("creature_deals_damage_to_you", "每当一个生物对你造成伤害时", R.TRIGGERED)),
    resources=(Term("life", "生命", R.START_LIFE), Term("poison", "中毒指示物", R.LOSE_POISON),
               *(Term(k, f"法术力池中的 {k[-1]}", R.MANA_BURN) for k in MANA_KEYS)),
)
PHASES = (
    PhaseSpec("beginning", "开始阶段", ("untap", "upkeep", "draw"), R.BEGINNING_PHASE),
    PhaseSpec("main1", "第一行动阶段", (), R.MAIN_PHASES),
    PhaseSpec("combat", "战斗阶段", ("begin_combat", "declare_attackers", "declare_blockers", "combat_damage",
                                    "end_of_combat"), R.COMBAT_STEPS),
    PhaseSpec("main2", "第二行动阶段", (), R.MAIN_PHASES),
    PhaseSpec("end", "结束阶段", ("end_of_turn", "cleanup"), R.END_PHASE),
)
STEP_NAMES = {
    "untap": "重置步骤", "upkeep": "维持步骤", "draw": "抓牌步骤", "begin_combat": "战斗开始步骤",
    "declare_attackers": "宣告攻击者步骤", "declare_blockers": "宣告阻挡者步骤", "combat_damage": "战斗伤害步骤",
    "end_of_combat": "战斗结束步骤", "end_of_turn": "回合结束步骤", "cleanup": "清除步骤",
}
TARGET_SELECTORS = {
    "target": "咒语或异能的全部目标", "target:0": "第 1 个目标", "target:1": "第 2 个目标",
    "controller": "操控者", "opponent": "对手", "each_creature": "场上每个生物",
    "creatures_you_control": "你操控的生物", "other_creatures_you_control": "你操控的其他生物",
    "enchanted": "受此结界的永久物", "subject": "触发事件涉及的对象",
    "each_creature:B": "场上每个该颜色的生物(颜色字母,如 B = 每个黑色生物;结算时按当时的颜色)",
    "subject_controller": "触发事件涉及的对象的操控者(如“对你造成伤害的生物的操控者”)",
}


# --- mtg's own effects ------------------------------------------------------------------------------------
class Targets(Model):
    """The targeting requirement of a spell or ability (409.1c): first in its effects list."""

    type: Literal["targets"] = "targets"
    what: Literal["creature", "player", "creature_or_player", "permanent", "spell", "land", "artifact",
                  "enchantment", "attacking_creature", "opponent_creature", "stack_item"] = "creature"
    count: int = Field(default=1, ge=1)
    up_to: bool = False


# How long an effect from a resolved spell or ability lasts (418.3a): the kernel's two plus this edition's
# "until end of combat" (ends as the end-of-combat step ends) and "as long as <its source> remains in play".
MtgDuration = Literal["end_of_turn", "end_of_combat", "permanent", "while_source_in_play"]
DURATION_NAMES = {"end_of_turn": "直到回合结束", "end_of_combat": "直到战斗结束", "permanent": "持续",
                  "while_source_in_play": "只要其来源仍在场上"}


class If(Model):
    """Everything after it in the list happens only if ``check`` holds; first in a triggered ability it is an
    intervening "if" (404.3), checked when it triggers and again on resolution."""

    type: Literal["if"] = "if"
    check: Literal["kicked", "threshold", "controller_life_at_most", "controller_life_at_least",
                   "opponent_life_at_most", "subject_in_graveyard", "controller_hand_empty"]
    value: int = 0


class Pump(Model):
    type: Literal["pump"] = "pump"
    target: str
    power: int = 0
    toughness: int = 0
    until: MtgDuration = "end_of_turn"


class SetPT(Model):
    type: Literal["set_pt"] = "set_pt"
    target: str
    power: int
    toughness: int
    until: MtgDuration = "end_of_turn"


class Anthem(Model):
    """A static ability's continuous effect on a changing set of creatures (418.4a)."""

    type: Literal["anthem"] = "anthem"
    target: Literal["creatures_you_control", "other_creatures_you_control", "each_creature", "enchanted"]
    power: int = 0
    toughness: int = 0
    color: str = ""  # only creatures of this colour
    keyword: str = ""  # grants this keyword


class Become(Model):
    """A type-changing effect: the permanent becomes ``types`` (list every card type it keeps, 214.4a; subtypes
    of a type it loses go, 214.4b) with initial power/toughness ``power``/``toughness`` (214.5). In this
    edition it sets initial values, applied before counters and every other effect whatever the timestamps
    (418.5e), so it never overrides a "becomes X/Y" effect that is not type-changing."""

    type: Literal["become"] = "become"
    target: str
    types: list[str]
    power: int | None = None
    toughness: int | None = None
    color: str | None = None  # "becomes a red creature": the colour it sets, if any
    until: MtgDuration = "end_of_turn"

    @model_validator(mode="after")
    def _pt_together(self) -> Become:
        # board.characteristics sets both from a "becomes X/Y": one without the other is no P/T at all
        if (self.power is None) != (self.toughness is None):
            raise ValueError("power 与 toughness 须同时给出或同时省略")
        return self


class ColorStatic(Model):
    """A static ability setting a colour ("enchanted creature is black"): not locked, applies while its source
    is in play (418.4a), before effects that pick creatures by colour (418.5b–c)."""

    type: Literal["color_static"] = "color_static"
    target: Literal["enchanted", "self", "creatures_you_control", "each_creature"]
    color: str


class StarPT(Model):
    """A static ability defining a */* creature's power and/or toughness (208.2): while the card is in play the
    value counts as printed (the initial value, before type-changing effects, counters and other effects);
    elsewhere it is 0."""

    type: Literal["star_pt"] = "star_pt"
    count: Literal["cards_in_hand", "cards_in_graveyard", "cards_in_all_graveyards", "creatures_you_control",
                   "lands_you_control"]
    plus: int = 0
    which: Literal["both", "power", "toughness"] = "both"


class ZoneMove(Model):
    """Cards move between a player's own zones: ``count`` cards (0 = all) from ``from`` to ``to``; from the
    library they are its top cards, from the hand the player chooses (choice ``zone_move:<player>``), to the
    library they go on top (or ``bottom``), then the library is shuffled if ``shuffle`` (seeded)."""

    type: Literal["zone_move"] = "zone_move"
    player: str = "controller"
    from_: Literal["graveyard", "library", "hand"] = Field(alias="from")
    to: Literal["library", "graveyard", "hand"]
    count: int = Field(default=0, ge=0)
    position: Literal["top", "bottom"] = "top"
    shuffle: bool = False


class SetColor(Model):
    type: Literal["set_color"] = "set_color"
    target: str
    color: str
    until: MtgDuration = "end_of_turn"


class AddKeyword(GrantKeyword):
    type: Literal["add_keyword"] = "add_keyword"  # type: ignore[assignment]  # mtg's word for it
    until: MtgDuration = "end_of_turn"  # type: ignore[assignment]  # this edition's durations


class RemoveKeyword(Model):
    type: Literal["remove_keyword"] = "remove_keyword"
    target: str
    keyword: str
    until: MtgDuration = "end_of_turn"


class XDamage(Model):
    type: Literal["x_damage"] = "x_damage"
    target: str


class DividedDamage(Model):
    type: Literal["divided_damage"] = "divided_damage"
    amount: int = Field(ge=1)


class Counter(Model):
    type: Literal["counter"] = "counter"
    target: str = "target"


class Regenerate(Model):
    type: Literal["regenerate"] = "regenerate"
    target: str = "self"


class DestroyNoRegen(Model):
    type: Literal["destroy_no_regen"] = "destroy_no_regen"
    target: str


class Prevent(Model):
    """Prevent the next ``amount`` damage to the target this turn (a shield, 419.7b)."""

    type: Literal["prevent"] = "prevent"
    target: str
    amount: int = Field(ge=1)


class Redirect(Model):
    """The next ``amount`` damage that would be dealt to ``target`` this turn is dealt to ``to`` instead."""

    type: Literal["redirect"] = "redirect"
    target: str
    to: str
    amount: int = Field(ge=1)


class Bounce(ReturnToHand):
    type: Literal["bounce"] = "bounce"  # type: ignore[assignment]  # mtg's word for it


class RemoveFromGame(Banish):
    type: Literal["remove_from_game"] = "remove_from_game"  # type: ignore[assignment]  # mtg's word for it


class Sacrifice(Model):
    type: Literal["sacrifice"] = "sacrifice"
    target: str = "self"


class AddCounters(Model):
    type: Literal["add_counters"] = "add_counters"
    target: str
    counter: str
    amount: int = 1


class AddMana(Model):
    type: Literal["add_mana"] = "add_mana"
    color: Literal["W", "U", "B", "R", "G", "C"]
    amount: int = Field(default=1, ge=1)


class ExtraTurn(Model):
    type: Literal["extra_turn"] = "extra_turn"
    player: str = "controller"


class SkipStep(Model):
    type: Literal["skip_step"] = "skip_step"
    player: str = "controller"
    step: Literal["untap", "upkeep", "draw", "combat"]


class CreateToken(Model):
    type: Literal["create_token"] = "create_token"
    name: str
    power: int = 1
    toughness: int = 1
    color: str = ""
    types: list[str] = Field(default_factory=lambda: ["creature"])
    keywords: list[str] = Field(default_factory=list)


class Delayed(Model):
    """Create a delayed triggered ability: the source's ability ``ability`` (kind ``delayed``) triggers at the
    next ``event`` (406.2), acting on this effect's resolved ``target``."""

    type: Literal["delayed"] = "delayed"
    event: Literal["end_of_turn", "upkeep", "end_of_combat"]
    ability: str
    target: str = "self"


class ChangeTarget(Model):
    """Change the target of target spell or ability to another legal target (415.2), given by the choice
    ``retarget`` (its ``targets``)."""

    type: Literal["change_target"] = "change_target"
    target: str = "target"


class MustBlock(Model):
    type: Literal["must_block"] = "must_block"
    target: str


MTG_EFFECTS = (Targets, If, Pump, SetPT, Anthem, SetColor, AddKeyword, RemoveKeyword, XDamage, DividedDamage,
               Counter, Regenerate, DestroyNoRegen, Prevent, Redirect, Tap, Untap, Bounce, RemoveFromGame,
               Sacrifice, AddCounters, AddMana, ExtraTurn, SkipStep, CreateToken, WinGame, LoseGame, Delayed,
               ChangeTarget, MustBlock, Become, ColorStatic, ZoneMove, StarPT)
MtgEffect = effect_union(*MTG_EFFECTS)


# --- the stack (217.6): state.stack, bottom first ----------------------------------------------------------
class Assignment(Model):
    source: ObjectRef
    target: TargetRef
    amount: int = Field(ge=0)


class StackObject(StackItem):
    """One object on the stack (``state.stack``, bottom first), with the id a counter or retarget effect names.
    Frozen: a change to it is a new item written through the table (stack.py), never an edit in place."""

    model_config = ConfigDict(frozen=True)

    id: str
    targets: list[TargetRef] = Field(default_factory=list)


class SpellItem(StackObject):
    """A spell: ``source`` is its card, in the shared ``stack`` zone; what was announced as it was played."""

    kind: Literal["spell"] = "spell"
    x: int = 0
    mode: int | None = None
    divide: dict[TargetRef, int] = Field(default_factory=dict)
    kicked: bool = False
    buyback: bool = False
    flashback: bool = False
    face_down: bool = False


class AbilityItem(StackObject):
    """An activated or triggered ability of ``source`` (``ability``: its id, or ``kw:<keyword>`` for a keyword's
    trigger); ``subject`` is the object its trigger event was about, ``delayed_target`` what a delayed
    trigger points at (406.2c)."""

    kind: Literal["ability"] = "ability"
    x: int = 0
    mode: int | None = None
    subject: str = ""
    delayed_target: str = ""


class CombatDamageItem(StackObject):
    """Combat damage as assigned (310.2), with each source's colour when it was assigned (a source that left play
    still deals its damage, 310.4). It has no source object."""

    kind: Literal["combat_damage"] = "combat_damage"
    source: Literal[""] = ""
    assignments: list[Assignment] = Field(default_factory=list)
    source_colors: dict[ObjectRef, str] = Field(default_factory=dict, description="last known colour of each source")


class DrawItem(StackObject):
    """The draw step's draw (304.1): a triggered ability no player controls, drawing for the active player."""

    kind: Literal["draw"] = "draw"
    source: Literal[""] = ""
    controller: Literal[""] = ""


MtgStackItem = Annotated[SpellItem | AbilityItem | CombatDamageItem | DrawItem, Field(discriminator="kind")]


# --- actions ------------------------------------------------------------------------------------------------
class Pass(Action):
    """Pass priority (408.1c). Two passes in succession resolve the top of the stack or end the step."""

    type: Literal["pass"] = "pass"


class PassUntil(Action):
    """Both players pass every time they receive priority, taking no other action, until ``step`` of
    ``phase`` begins (or the stack resolves empty if ``step`` is ``stack_empty``). Each pass is traced."""

    type: Literal["pass_until"] = "pass_until"
    phase: PhaseRef = ""
    step: StepRef | Literal["stack_empty"] = ""
    turn: int | None = None


class PlayLand(Action):
    type: Literal["play_land"] = "play_land"
    card: ObjectRef


class Cast(Action):
    """Play a spell (409.1). ``mana`` lists permanents whose mana abilities are activated while paying
    (411.2); the cost is then paid from the mana pool."""

    type: Literal["cast"] = "cast"
    card: ObjectRef
    targets: list[TargetRef] = Field(default_factory=list)  # cards or players (409.1c)
    x: int = Field(default=0, ge=0)
    mode: int | None = Field(default=None, ge=0)
    divide: dict[TargetRef, int] = Field(default_factory=dict)
    kicker: bool = False
    buyback: bool = False
    face_down: bool = False
    mana: list[ObjectRef] = Field(default_factory=list)


class Activate(Action):
    type: Literal["activate"] = "activate"
    source: ObjectRef
    ability: str
    targets: list[TargetRef] = Field(default_factory=list)
    x: int = Field(default=0, ge=0)
    mode: int | None = Field(default=None, ge=0)
    mana: list[ObjectRef] = Field(default_factory=list)


class ActivateMana(Action):
    """Activate a mana ability (411.1): it resolves at once, without the stack."""

    type: Literal["activate_mana"] = "activate_mana"
    source: ObjectRef
    ability: str = ""


class TurnFaceUp(Action):
    type: Literal["turn_face_up"] = "turn_face_up"
    card: ObjectRef
    mana: list[ObjectRef] = Field(default_factory=list)


class DeclareAttackers(Action):
    type: Literal["declare_attackers"] = "declare_attackers"
    attackers: list[ObjectRef] = Field(default_factory=list)
    bands: list[list[ObjectRef]] = Field(default_factory=list)


class DeclareBlockers(Action):
    """``blocks`` maps each blocking creature to the attacker it blocks."""

    type: Literal["declare_blockers"] = "declare_blockers"
    blocks: dict[ObjectRef, ObjectRef] = Field(default_factory=dict)


class AssignDamage(Action):
    """How combat damage is divided (310.1): ``assignments`` maps a creature to {recipient: amount}."""

    type: Literal["assign_damage"] = "assign_damage"
    assignments: dict[ObjectRef, dict[TargetRef, int]] = Field(default_factory=dict)


class Concede(Action):
    type: Literal["concede"] = "concede"


ACTION_TYPES = (Pass, PassUntil, PlayLand, Cast, Activate, ActivateMana, TurnFaceUp, DeclareAttackers,
                DeclareBlockers, AssignDamage, Concede)
MtgAction = action_union(*ACTION_TYPES)


class MtgState(GameState[MtgEffect]):  # type: ignore[valid-type]
    """An mtg position: the kernel's state with mtg's stack items and typed memory."""

    stack: Sequence[MtgStackItem] = Field(default_factory=list)
    memory: MtgMemory = Field(default_factory=MtgMemory)


class MtgScenario(Scenario[MtgEffect, MtgAction]):  # type: ignore[valid-type]
    state: MtgState
