"""eol's data: zones, board layout, vocabulary, its own effects and actions, the scenario model."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import Field

from judge_app.engine.abilities import Unread, effect_union
from judge_app.engine.actions import Action, Choice, action_union
from judge_app.engine.base import Model, ObjectRef
from judge_app.engine.game import BoardLayout, PhaseSpec, Term, Vocabulary, ZoneSpec
from judge_app.engine.scenario import Scenario
from judge_app.engine.state import GameState
from judge_app.games.eol import rules as R
from judge_app.games.eol.memory import EolMemory

ELEMENTS = ("火", "草", "水", "光", "暗")
# 火=>草=>水=>火: each key has the advantage over its value (光 and 暗 over nothing).
ADVANTAGE = {"火": "草", "草": "水", "水": "火"}
SHIELD, REATTACK, REGENERATE = "护盾", "再动", "再生"
MINION_SLOTS = 5
HAND_LIMIT, DISPLAY_LIMIT, START_HAND = 8, 5, 10
ENERGY_CAP, FIRST_TURN_ENERGY_CAP = 5, 3

# statuses (English tokens; the vocabulary gives Chinese names)
AWAKE = "awake"
ATTACKED = "attacked"
AWAKENED_THIS_TURN = "awakened_this_turn"
REGENERATED = "regenerated_this_turn"
REATTACK_READY = "reattack_ready"
REATTACK_USED = "reattack_used"
USED_PREFIX = "used:"  # used:<ability id> — a once-per-turn skill already used this turn
TURN_STATUSES = (ATTACKED, AWAKENED_THIS_TURN, REGENERATED, REATTACK_READY, REATTACK_USED)

ZONES = (
    ZoneSpec("hero", "英雄区", capacity=1, cite=R.HERO_ZONE),
    ZoneSpec("minions", "随从区", capacity=MINION_SLOTS, slotted=True, cite=R.MINION_ZONE),
    ZoneSpec("deck", "卡牌区", hidden=True, ordered=True, cite=R.DECK_ZONE),
    ZoneSpec("hand", "手牌", hidden=True),
    ZoneSpec("display", "展示区", ordered=True, cite=R.DISPLAY_ZONE),
    ZoneSpec("graveyard", "墓地", ordered=True, cite=R.GRAVEYARD),
)
LAYOUT = BoardLayout(
    player_rows=(("hero", "deck", "graveyard"), ("minions",), ("display", "hand")),
    resources=(("life", "英雄血量"), ("energy", "能量")),
    main_zone="minions",
)
VOCABULARY = Vocabulary(
    types=(Term("hero", "英雄卡牌", "eol:1.2"), Term("minion", "随从卡牌", "eol:1.3"),
           Term("item", "道具卡牌", "eol:1.4")),
    stats=(Term("hp", "血量", R.HERO_HP), Term("attack", "攻击力", R.MINION_ATTACK)),
    props=(Term("element", "属性", R.MINION_ELEMENT, ELEMENTS), Term("rarity", "稀有度", "eol:1.3.5"),
           Term("faction", "阵营", "eol:1.3.6"), Term("race", "种族", "eol:1.3.7")),
    keywords=(Term(SHIELD, "护盾", R.SHIELD), Term(REATTACK, "再动", R.REATTACK),
              Term(REGENERATE, "再生", R.REGENERATE)),
    statuses=(Term(AWAKE, "唤醒状态", R.AWAKE), Term(ATTACKED, "本回合已攻击", R.AWAKE),
              Term(AWAKENED_THIS_TURN, "本回合刚被唤醒", R.MAIN_ATTACK),
              Term(REGENERATED, "本回合已再生", R.REGENERATE), Term(REATTACK_READY, "可再动", R.REATTACK),
              Term(REATTACK_USED, "本回合已再动", R.REATTACK)),
    ability_kinds=(Term("awaken", "唤醒技", R.AWAKEN_SKILL), Term("death", "战死技", R.DEATH_SKILL),
                   Term("active", "主动技", R.ACTIVE_SKILL), Term("passive", "被动技", R.PASSIVE_SKILL),
                   Term("item", "道具效果", R.ITEM_SKILLS)),
    events=(Term("awakened", "被唤醒时", R.AWAKEN_SKILL), Term("destroyed", "被破坏时", R.DEATH_SKILL),
            Term("combat_start", "发起战斗时", R.COMBAT_DECLARE), Term("combat_won", "战斗获胜后", R.POST_WINNER_FIRST),
            Term("turn_start", "回合开始时", R.FLOW_TURNS)),
    resources=(Term("life", "生命值", R.LIFE_DISPLAY), Term("energy", "能量", R.ENERGY_DISPLAY)),
)
PHASES = (
    PhaseSpec("setup", "游戏准备阶段", ("deal", "replace", "place"), R.FLOW_SETUP),
    PhaseSpec("draw", "抽牌阶段", (), R.DRAW_PHASE),
    PhaseSpec("energy", "能量刷新阶段", (), R.ENERGY_PHASE),
    PhaseSpec("main", "主阶段", (), R.MAIN_PHASE),
    PhaseSpec("end", "结束阶段", (), R.END_PHASE),
)
TARGET_SELECTORS = {
    "combat_opponent": "战斗中的对方随从",
    "attacker": "进攻方随从",
    "defender": "防守方随从",
}


# --- eol's own effects ---------------------------------------------------------------------------------
class SkipCombat(Model):
    """跳过战斗结算 (2.2.3.2): only meaningful in a combat_start trigger."""

    type: Literal["skip_combat"] = "skip_combat"


class ToDisplay(Model):
    """Put up to ``count`` cards the player chooses from hand into the display zone (1.1.4)."""

    type: Literal["to_display"] = "to_display"
    player: str = "controller"
    count: int = Field(default=1, ge=1)


class SkipDrawPhase(Model):
    type: Literal["skip_draw_phase"] = "skip_draw_phase"
    player: str = "opponent"


EolEffect = effect_union(SkipCombat, ToDisplay, SkipDrawPhase, Unread)


# --- actions --------------------------------------------------------------------------------------------
class EolChoice(Choice):
    """A choice in eol names cards only: ``chosen`` targets are objects (a hero is a card in the hero zone) and
    ``cards`` are hand cards (随从补充, discards, the display). Typed as object references so the loader refuses an
    id that names nothing (file:line:field) instead of the engine dropping it and resolving on nothing."""

    targets: list[ObjectRef] = Field(default_factory=list)
    cards: list[ObjectRef] = Field(default_factory=list)


class EolAction(Action):
    choices: Sequence[EolChoice] = Field(default_factory=list)


class Replace(EolAction):
    """置换 (2.1.1.4): the listed hand cards go to the bottom of the deck; draw back to 10; shuffle."""

    type: Literal["replace"] = "replace"
    cards: list[ObjectRef] = Field(default_factory=list)


class PlaceMinion(EolAction):
    type: Literal["place_minion"] = "place_minion"
    card: ObjectRef
    slot: int | None = Field(default=None, ge=1, le=MINION_SLOTS)


class Awaken(EolAction):
    type: Literal["awaken"] = "awaken"
    minion: ObjectRef


class UseItem(EolAction):
    type: Literal["use_item"] = "use_item"
    card: ObjectRef


class UseSkill(EolAction):
    """A hero skill (2.1.2.3.d) or a minion's active skill (2.1.2.3.e)."""

    type: Literal["use_skill"] = "use_skill"
    source: ObjectRef
    ability: str


class Attack(EolAction):
    type: Literal["attack"] = "attack"
    attacker: ObjectRef
    target: ObjectRef


class Pass(EolAction):
    """End the current step: finish setup placement, or end the main phase (2.1.2.3.f).

    ``discard`` / ``discard_display`` answer the end-phase limits (2.1.2.4)."""

    type: Literal["pass"] = "pass"
    discard: list[ObjectRef] = Field(default_factory=list)
    discard_display: list[ObjectRef] = Field(default_factory=list)


ACTION_TYPES = (Replace, PlaceMinion, Awaken, UseItem, UseSkill, Attack, Pass)
AnyEolAction = action_union(*ACTION_TYPES)
class EolState(GameState[EolEffect]):  # type: ignore[valid-type]
    """An eol position: the kernel's state with eol's typed memory."""

    memory: EolMemory = Field(default_factory=EolMemory)


class EolScenario(Scenario[EolEffect, AnyEolAction]):  # type: ignore[valid-type]
    state: EolState
