"""ga's data: zones, board layout, vocabulary, its own effects and actions, the state and scenario models."""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field

from judge_app.engine.abilities import (
    Banish,
    DamageByPower,  # a source that has left deals its last known power (2.4.0.11.1)
    GrantKeyword,
    LoseGame,
    ReturnToHand,
    Unread,
    WinGame,
    effect_union,
)
from judge_app.engine.actions import Action, action_union
from judge_app.engine.base import Model, ObjectRef
from judge_app.engine.game import BoardLayout, PhaseSpec, Term, Vocabulary, ZoneSpec
from judge_app.engine.scenario import Scenario
from judge_app.engine.state import GameState
from judge_app.games.ga import rules as R
from judge_app.games.ga.memory import GaMemory

NORM = "范式"  # the norm element every champion enables (1.6.6.3)
ENLIGHTEN = "enlighten"  # every champion's inherent ability and its counter (2.11.6.4.1)
RESTED = "rested"  # 橫置; an object without it is 重置 (awake)
UNITS = ("champion", "ally")  # 2.7.1.1
FIELD_TYPES = ("champion", "ally", "item", "weapon", "domain")  # 2.1.4.3: enter the field on resolution
CARD_TYPES = ("champion", "ally", "action", "attack", "item", "weapon", "domain")
SUPERTYPES = ("unique", "regalia")
ALWAYS_SLOW = ("ally", "attack", "item", "weapon", "domain", "champion")
# Keywords the rulebook uses but never defines: a card that has one is resolved without it, said aloud.
UNDEFINED_KEYWORDS = {
    "浮現回憶": R.ACTIVATE_ALT_COST,
    "潛行": R.RETALIATOR_STILL_DEALS,
    "真視": R.RETALIATOR_STILL_DEALS,
    "效率": R.STATIC_COST,
    "活力": R.REDUNDANT,
    "預謀": R.PREPARATION,
    "職業加成": R.CONDITIONS,
    "元素加成": R.CONDITIONS,
    "攔截": R.INTERCEPT,  # card text (issue 27): named in 2.11.7.14.6.8, its rule never given
    "嘲諷": R.INHERENT_KEYWORDS,  # card text (issue 27): not in the 4.1 book at all
    "可保留": R.INHERENT_KEYWORDS,  # card text (issue 27): not in the 4.1 book at all
    "多重打擊": R.INHERENT_KEYWORDS,  # card text (issue 27): not in the 4.1 book at all ("多重打擊 N")
    "驕傲": R.INHERENT_KEYWORDS,  # card text (issue 27): not in the 4.1 book at all ("驕傲 N")
}
COUNTERS = ("durability", "buff", "level", "enlighten", "preparation", "music")
# Chinese names as the rulebook's counter list (2.11.6) prints them, for the steps that name counters
COUNTER_NAMES = {"durability": "耐久", "buff": "增益", "level": "等級", "enlighten": "啟迪", "preparation": "預謀",
                 "music": "音樂"}
PHASE_KEYS = ("setup", "wake_up", "materialize", "recollection", "draw", "main", "combat", "end")
COMBAT_STEPS = ("attack", "retaliation", "retaliate", "damage", "end")

ZONES = (
    ZoneSpec("material", "原質牌庫", hidden=True, cite=R.MATERIAL_DECK),
    ZoneSpec("deck", "主牌庫", hidden=True, ordered=True, cite=R.MAIN_DECK),
    ZoneSpec("hand", "手牌", hidden=True, cite=R.HAND),
    ZoneSpec("memory", "回憶區", hidden=True, cite=R.MEMORY_ZONE),
    ZoneSpec("lineage", "血統世系(下層勇士)", ordered=True, cite=R.LINEAGE),
    ZoneSpec("intent", "意圖區", cite=R.INTENT_ZONE),
    ZoneSpec("graveyard", "墓地", cite=R.GRAVEYARD),
    ZoneSpec("banishment", "放逐區", cite=R.BANISHMENT),
    ZoneSpec("field", "場地", per_player=False, cite=R.FIELD_SHARED),
    ZoneSpec("stack", "效果堆疊", per_player=False, ordered=True, cite=R.STACK_LIFO),
)
LAYOUT = BoardLayout(
    player_rows=(("material", "lineage", "intent"), ("hand", "memory"), ("deck", "graveyard", "banishment")),
    shared_rows=(("field",), ("stack",)),
    main_zone="field",
)
VOCABULARY = Vocabulary(
    types=(Term("champion", "勇士", "ga:1.7.1"), Term("ally", "盟友", "ga:1.7.2"), Term("action", "行動", "ga:1.7.3"),
           Term("attack", "攻擊", "ga:1.7.4"), Term("item", "物品", "ga:1.7.5"), Term("weapon", "武器", "ga:1.7.6"),
           Term("domain", "領域", "ga:1.7.7"), Term("unique", "唯一(超類型)", R.UNIQUE),
           Term("regalia", "王裝(超類型)", R.REGALIA)),
    stats=(Term("power", "力量", "ga:1.6.8.2"), Term("life", "生命", "ga:1.6.8.1"),
           Term("durability", "耐久(印刷值)", "ga:1.6.9.1"), Term("level", "等級(印刷值)", R.LEVEL_UP_PRINTED)),
    props=(Term("element", "元素", "ga:1.6.6.1"), Term("speed", "速度", R.SPEED, ("fast", "slow")),
           Term("cost_kind", "費用類型", R.COST_KINDS, ("reserve", "memory")),
           Term("x_cost", "可變費用X", R.X_COST, ("true",)), Term("class", "職業", "ga:1.6.5.3"),
           Term("subtype", "子類型(以 / 分隔)", "ga:1.6.5.3.2")),
    keywords=tuple(Term(k, k, c) for k, c in UNDEFINED_KEYWORDS.items()),
    statuses=(Term(RESTED, "橫置", R.WAKE_UP),),
    ability_kinds=(Term("activated", "激活型能力", R.ACTIVATED_ABILITY), Term("triggered", "觸發型能力", R.TRIGGERED),
                   Term("static", "靜止型能力", R.STATIC), Term("effect", "卡牌效果(結算時)", R.RESOLVE_AS_CONTROLLER)),
    events=(Term("enter", "入場", "ga:2.4.2.2.2"),
            Term("death", "死亡", R.DIED), Term("attack", "攻擊時", R.ATTACK_TRIGGERS_ON_UNIT),
            Term("hit", "命中時", R.HIT), Term("start:recollection", "回收階段開始時", R.PHASE_START_TRIGGERS),
            Term("start:main", "主要階段開始時", R.PHASE_START_TRIGGERS),
            Term("start:end", "結束階段開始時", R.END_START_TRIGGERS),
            Term("start:wake_up", "重置階段開始時", R.PHASE_START_TRIGGERS)),
    resources=(),
)
PHASES = (
    PhaseSpec("setup", "放置0級勇士", ("place",), R.FIRST_CHAMPION),
    PhaseSpec("wake_up", "重置階段", (), R.WAKE_UP),
    PhaseSpec("materialize", "實現階段", (), R.MATERIALIZE_TURN_ACTION),
    PhaseSpec("recollection", "回收階段", (), R.RECOLLECTION),
    PhaseSpec("draw", "抽牌階段", (), R.DRAW_PHASE),
    PhaseSpec("main", "主要階段", (), R.MAIN_ACTIONS),
    PhaseSpec("combat", "戰鬥階段", COMBAT_STEPS, R.COMBAT_BEGINS),
    PhaseSpec("end", "結束階段", (), R.END_BEGINS),
)
TARGET_SELECTORS = {
    "own_champion": "己方勇士",
    "enemy_champion": "對方勇士",
    "all_champions": "所有勇士",
    "all_allies": "場上所有盟友",
    "all_own_units": "己方所有單位",
    "any": "任何物件(傷害修改的承受者或來源不限)",
    "this_attack": "此攻擊(攻擊卡牌或武器上修改此攻擊傷害的文本)",
}


# --- ga's own effects ---------------------------------------------------------------------------------
class UnpreventableDamage(Model):
    """不可防止的傷害 (2.9.0.3)."""

    type: Literal["unpreventable_damage"] = "unpreventable_damage"
    target: str
    amount: int = Field(ge=0)


class Negate(Model):
    """無效 a card on the effect stack (the target is the card's id)."""

    type: Literal["negate"] = "negate"
    target: str = "chosen"


class Prevent(Model):
    """Create a prevention effect on a unit: a shield buffer or one instance (2.9.1.4)."""

    type: Literal["prevent"] = "prevent"
    target: str
    amount: int = Field(ge=0)
    kind: Literal["shield", "instance"] = "shield"
    damage_kind: Literal["any", "attack", "non_attack"] = "any"
    source: str = "any"  # "prevent damage from …": only damage whose source (2.9.0.11) this selects


class DamageModify(Model):
    """A static replacement effect on damage (2.5.2, 2.2.7.2.2.4). ``target`` selects who takes the damage,
    ``source`` who deals it (2.9.0.11: an attack's source is the attacking unit, an action's the action, an
    ability's the object that has it); ``this_attack`` as target is the text of an attack card or weapon
    that modifies the damage of the attack it is part of, applied at damage (2.2.7.2.2.3)."""

    type: Literal["damage_modify"] = "damage_modify"
    target: str = "any"  # who takes the damage: any, self, own_champion, all_own_units …, or this_attack
    source: str = "any"  # who deals it: any, self, own_champion, enemy_champion, an object id …
    op: Literal["add", "subtract", "double"]
    amount: int = Field(default=0, ge=0)
    damage_kind: Literal["any", "attack", "non_attack"] = "any"


class AddCounters(Model):
    type: Literal["add_counters"] = "add_counters"
    target: str
    counter: Literal["durability", "buff", "level", "enlighten", "preparation", "music"]
    amount: int = Field(ge=1)


class Recover(Model):
    """Remove damage counters (2.11.6.2.4)."""

    type: Literal["recover"] = "recover"
    target: str
    amount: int = Field(ge=1)


class CostModify(Model):
    """Static: the controller's cards of ``card_type`` (or all) cost ``delta`` more/less (1.6.4.2.8)."""

    type: Literal["cost_modify"] = "cost_modify"
    delta: int
    card_type: str = ""


class SelfCostModify(Model):
    """Static, card text 「此卡的激活費用減少/增加N」: this card's own activation cost changes by ``delta`` wherever the
    card is (in hand too), summed with the other modifications, floor 0 (1.6.4.2.8)."""

    type: Literal["self_cost_modify"] = "self_cost_modify"
    delta: int


class LevelGate(Model):
    """限定: the effects after it in the same list apply only at champion level ≥ ``min_level`` (2.4.4.4)."""

    type: Literal["level_gate"] = "level_gate"
    min_level: int = Field(ge=0)


class Gate(Model):
    """限定 from card text (issue 27): the effects after it in the same list apply only while ``check`` holds —
    ``class_bonus`` ([職業加成]: your champion's class is this card's ``props.class``, 1.6.2),
    ``memory_count>=N`` ([回憶N+]), ``champion_lineage:<名>`` ([<名>加成]). Unmet, the text after it is ignored
    (2.4.4.3); at the head of an ability it restricts the whole ability (2.4.4.2): a triggered one does not
    trigger, an activated one cannot be activated, a static one does not apply."""

    type: Literal["gate"] = "gate"
    check: str = Field(pattern=r"^(class_bonus|memory_count(>=|<=|==)\d+|champion_lineage:.+)$")


CHECK_WORDS = (r"^(class_bonus|memory_count(>=|<=|==)\d+|target_rested|target_attacking|opponent_influence_greater"
               r"|self_counters:[a-z]+(>=|<=|==)\d+|controls:[^:]+(:[^:]+)*)$")


class If(Model):
    """「如果…(改為…)」 from card text (issue 27): ``check`` is judged when the effect resolves; ``then`` happens if it
    holds, else ``else``. Check words: class_bonus, memory_count<op>N, target_rested / target_attacking (the first
    target), opponent_influence_greater (hand + memory, 1.6.4.2.4), self_counters:<counter><op>N, controls:<filter>."""

    model_config = ConfigDict(**Model.model_config, serialize_by_alias=True)

    type: Literal["if"] = "if"
    check: str = Field(pattern=CHECK_WORDS)
    then: list[GaEffect] = Field(default_factory=list)  # type: ignore[valid-type]
    else_: list[GaEffect] = Field(default_factory=list, alias="else")  # type: ignore[valid-type]


class May(Model):
    """「你可以X。如果你這麼做,Y」 (2.11.7.12.2): on resolution the controller decides whether ``effects`` happen (the
    choice <object>.<ability> ``use``; not given: they do, said so); ``then`` happens only if they did."""

    type: Literal["may"] = "may"
    effects: list[GaEffect] = Field(default_factory=list)  # type: ignore[valid-type]
    then: list[GaEffect] = Field(default_factory=list)  # type: ignore[valid-type]


class EndPhase(Model):
    type: Literal["end_phase"] = "end_phase"


class EndTurn(Model):
    type: Literal["end_turn"] = "end_turn"


GA_EFFECTS = (UnpreventableDamage, DamageByPower, Banish, ReturnToHand, Negate, Prevent, DamageModify, AddCounters,
              Recover, CostModify, SelfCostModify, LevelGate, Gate, If, May, GrantKeyword, EndPhase, EndTurn, WinGame,
              LoseGame, Unread)
GaEffect = effect_union(*GA_EFFECTS)
If.model_rebuild()
May.model_rebuild()


# --- actions --------------------------------------------------------------------------------------------
class PlaceChampion(Action):
    """The special action of a player's first turn: a level-0 champion from the material deck (1.3.3)."""

    type: Literal["place_champion"] = "place_champion"
    card: ObjectRef


class Materialize(Action):
    """實現 a champion or regalia from the material deck in the materialize phase (2.2.2.3, 2.3.2).

    ``memory`` names the memory cards the random selection picked (2.3.3.2.1); without it the engine draws
    them with the scenario seed. ``reserve`` pays a reserve cost from hand (2.3.2.4.1)."""

    type: Literal["materialize"] = "materialize"
    card: ObjectRef
    memory: list[ObjectRef] = Field(default_factory=list)
    reserve: list[ObjectRef] = Field(default_factory=list)


class Activate(Action):
    """激活 a card from hand (2.3.1). ``attack_target``/``weapon`` are for attack cards (2.6.3, 2.6.5.2)."""

    type: Literal["activate"] = "activate"
    card: ObjectRef
    targets: list[ObjectRef] = Field(default_factory=list)
    mode: int | None = Field(default=None, ge=0)
    x: int | None = Field(default=None, ge=0)
    reserve: list[ObjectRef] = Field(default_factory=list)
    attack_target: ObjectRef | None = None
    weapon: ObjectRef | None = None


class UseAbility(Action):
    """Activate an activated ability (2.4.1); ``enlighten`` is every champion's inherent ability (2.11.6.4.1)."""

    type: Literal["use_ability"] = "use_ability"
    source: ObjectRef
    ability: str
    targets: list[ObjectRef] = Field(default_factory=list)
    reserve: list[ObjectRef] = Field(default_factory=list)


class Attack(Action):
    """Declare an attack with an ally, or with the champion and a weapon (2.6)."""

    type: Literal["attack"] = "attack"
    attacker: ObjectRef
    target: ObjectRef
    weapon: ObjectRef | None = None


class Retaliate(Action):
    """The defending unit's controller rests it to retaliate (2.2.7.1.2); declining is ``pass``."""

    type: Literal["retaliate"] = "retaliate"
    unit: ObjectRef


class Pass(Action):
    """Pass the opportunity (2.8.2.1.3), or decline to materialize / to retaliate."""

    type: Literal["pass"] = "pass"


class PassAll(Action):
    """Every player passes in turn order, starting with the one holding the opportunity (2.8.2.1.4)."""

    type: Literal["pass_all"] = "pass_all"


class Concede(Action):
    type: Literal["concede"] = "concede"


ACTION_TYPES = (PlaceChampion, Materialize, Activate, UseAbility, Attack, Retaliate, Pass, PassAll, Concede)
GaAction = action_union(*ACTION_TYPES)


class GaState(GameState[GaEffect]):  # type: ignore[valid-type]
    """A ga position: the kernel's state with ga's typed memory."""

    memory: GaMemory = Field(default_factory=GaMemory)


class GaScenario(Scenario[GaEffect, GaAction]):  # type: ignore[valid-type]
    state: GaState
