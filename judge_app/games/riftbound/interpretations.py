"""Where the riftbound text is silent or pulls two ways. Each point names the rules in tension, the
readings a judge could take, and the default; a scenario overrides it under ``interpretations``."""

from __future__ import annotations

from judge_app.engine.game import InterpretationPoint
from judge_app.games.riftbound import rules as R

UNCONTROLLED_WITH_ENEMIES = InterpretationPoint(
    id="uncontrolled_with_enemies",
    question="无人控制的战场进入争夺状态时,若战场上已有敌对单位:322.6 会把法术对决标记为待发生,322.7 又把战斗标记为"
             "待发生;而 340.1/426.1 说两名玩家争夺时法术对决是战斗的首个步骤,"
             "316.5.b.1 只把“移动至空战场”称为独立的法术对决。",
    options={
        "combat_only": "只发生战斗(其首个步骤即法术对决),不先进行独立的法术对决",
        "showdown_then_combat": "按 322.6 与 322.9 先进行独立的法术对决,其后按 345.2.b 再进行战斗",
    },
    default="combat_only",
    cites=(R.CLEANUP_SHOWDOWN_PENDING, R.CLEANUP_COMBAT_PENDING, R.SHOWDOWN_COMBAT_FIRST, R.MOVE_COMBAT,
           R.SHOWDOWN_NO_COMBAT),
)
EMPTY_ENEMY_BATTLEFIELD = InterpretationPoint(
    id="empty_enemy_battlefield",
    question="单位移动到由其他玩家控制、但没有该玩家单位的战场:322.7 把战斗标记为待发生,但 322.7.a 与 434 只在"
             "两名敌对玩家的单位同处一地时才有战斗;随附文本没有说明这种情况下如何取得控制权。",
    options={
        "combat_without_damage": "按 322.7/322.10 进行战斗:法术对决后跳过战斗伤害(439.1.a.1),"
                                 "结算步骤中确立控制权(440.2)",
        "showdown_then_control": "不进行战斗,仿照 345.2 进行法术对决,结束后由留存单位的玩家确立控制权",
    },
    default="combat_without_damage",
    cites=(R.CLEANUP_COMBAT_PENDING, R.CLEANUP_COMBAT_PENDING_WHILE, R.COMBAT_TRIGGER, R.DAMAGE_SKIPPED,
           R.COMBAT_CONTROL),
)
LETHAL_WITH_DAMAGE = InterpretationPoint(
    id="lethal_with_damage",
    question="致命伤害“等同于或超过单位战力”(439.1.d.2 提示),但单位本回合可能已有伤害标记,"
             "而 322.2 按伤害标记总数判定摧毁。",
    options={
        "remaining": "已有的伤害标记计入:致命伤害所需的最小值为 战力−已有伤害(至少1)",
        "full_might": "不计已有伤害:致命伤害所需的最小值为单位的全部战力",
    },
    default="remaining",
    cites=(R.ASSIGN_ORDER_EFFECTS, R.ASSIGN_NO_MORE_THAN_LETHAL, R.CLEANUP_LETHAL),
)

POINTS = (UNCONTROLLED_WITH_ENEMIES, EMPTY_ENEMY_BATTLEFIELD, LETHAL_WITH_DAMAGE)
