"""Where the ver.2.00 text is silent or contradicts itself. Each point names the rules in tension, the
readings a judge could take, and the default; a scenario overrides it under ``interpretations``."""

from __future__ import annotations

from judge_app.engine.game import InterpretationPoint
from judge_app.games.fftcg import rules as R

LIMITED_LOSS = InterpretationPoint(
    id="limited_loss_damage",
    question="3.1.1 说限制赛中受到6点伤害即失败,规则流程 12.4.1 与 7.8.2 却只写7点伤害。",
    options={
        "six": "限制赛按 3.1.1 在6点伤害时失败(3.1.1 是针对赛制的专门规定)",
        "seven": "一律按 12.4.1 在7点伤害时失败",
    },
    default="six",
    cites=(R.LOSE_DAMAGE, R.RP_SEVEN_DAMAGE, R.DAMAGE_ZONE_SEVEN),
)
DAMAGE_OVER_DECK = InterpretationPoint(
    id="damage_over_deck",
    question="12.4.3 字面是“受伤点数大于卡组剩余牌数的玩家输掉游戏”,按字面伤害区5张、卡组剩3张的玩家就会失败;"
    "3.1.3 则说卡组无剩余卡牌的玩家受到伤害时失败。",
    options={
        "cannot_place": "按 3.1.3:需要把卡组顶牌放入伤害区时卡组已空,该玩家失败",
        "literal": "按 12.4.3 字面:伤害区的张数大于卡组剩余张数即失败",
    },
    default="cannot_place",
    cites=(R.RP_DAMAGE_OVER_DECK, R.LOSE_DAMAGE_EMPTY_DECK, R.DAMAGE_CARD),
)
EXCESS_CP = InterpretationPoint(
    id="excess_cp",
    question="多余的水晶点数:5.2.1.3.1、11.3.7.1、11.4.6.1 说丢弃手牌时“至多允许产生1点多余点数”,"
    "11.2.1.1、10.1.2.3、11.6.2.1 却说“每个属性至多允许产生1点”。",
    options={
        "one_total": "无论消耗需要几种属性,总共至多1点多余点数",
        "per_element": "消耗要求的每种属性各至多1点多余点数",
    },
    default="per_element",
    cites=(R.CP_EXCESS_ONE, R.PAY_CP_HOW, R.ACTION_COST, R.PLAY_COST),
)
PARTY_ELEMENT = InterpretationPoint(
    id="party_element",
    question="10.1.2.1 要求组队的所有前锋属性全部相同,15.1.1.9.2 则允许“拥有相同属性,或者带有组队图标”的前锋组队。",
    options={
        "icon_allowed": "按 15.1.1.9.2:带组队图标的前锋可以与不同属性的前锋组队",
        "same_element": "按 10.1.2.1:组队的前锋必须全部同属性",
    },
    default="icon_allowed",
    cites=(R.DECLARE, R.PARTY_ELEMENT),
)
BACKUP_POWER = InterpretationPoint(
    id="backup_zero_power",
    question="12.4.4 把“力量在0以下的角色”置于损毁区,而力量是只有前锋拥有的数值(5.2.6.1);"
    "若按 4.4“无法界定的数值视作0”,后卫也会被置于损毁区。",
    options={
        "forwards_only": "12.4.4 只适用于拥有力量的角色(前锋);后卫没有力量,不受影响",
        "literal": "后卫的力量按 4.4 视作0,被置于损毁区",
    },
    default="forwards_only",
    cites=(R.RP_ZERO_POWER, R.POWER, R.UNDEFINED_ZERO),
)
ZERO_POWER_DAMAGED = InterpretationPoint(
    id="zero_power_damaged",
    question="一个前锋力量降至0以下且身上有伤害时,12.4.4(置于损毁区)和 12.4.5(损毁)同时适用;"
    "15.1.1.3.2 说二者不同,规则没有说明此时算哪一种。",
    options={"put_into": "按 12.4.4 置于损毁区,不算损毁(不触发“损毁时”)", "broken": "按 12.4.5 视为损毁"},
    default="put_into",
    cites=(R.RP_ZERO_POWER, R.RP_BROKEN, R.BREAK_ONLY_WHEN_SAID),
)
FIRST_STRIKE_BOTH = InterpretationPoint(
    id="first_strike_both",
    question="15.2.3.2 只说先发制人的前锋“抢先对没有该技能的前锋造成伤害,然后再由没有先发制人技能的前锋输出伤害”;"
    "攻防双方都有先发制人时,字面上谁都不造成伤害。",
    options={
        "simultaneous": "双方都有先发制人时按普通战斗伤害同时造成伤害(10.1.4.2)",
        "literal_none": "按字面:双方都不造成战斗伤害",
    },
    default="simultaneous",
    cites=(R.FIRST_STRIKE, R.BATTLE_DAMAGE),
)
LIGHT_DARK_PLAY = InterpretationPoint(
    id="light_dark_play",
    question="同名角色的上限有“一般无法采取超出限制的行动”(7.7.3);光、暗属性只在规则流程 12.4.7 中出现,"
    "没有规定能否在已控制光/暗角色时再放入一张。",
    options={"allowed": "按文本:可以放入,随后按 12.4.7 两张都置于损毁区", "forbidden": "类比 7.7.3:不能采取这一行动"},
    default="allowed",
    cites=(R.RP_LIGHT_DARK, R.FIELD_SAME_NAME),
)
SUMMON_ELEMENT = InterpretationPoint(
    id="summon_element",
    question="“至少需包含1点与该卡牌属性相同的水晶点数”写在角色进场的 11.4.6.1 里;召唤召唤兽的 11.3.7.1 没有这一要求。",
    options={
        "required": "召唤兽同样至少需要1点同属性水晶点数(5.2.1.2 卡牌的消耗与属性)",
        "not_required": "召唤兽只需消耗相应数量的水晶点数",
    },
    default="required",
    cites=(R.PLAY_COST, R.SUMMON_PAY_ALL, R.CARD_COST),
)

POINTS = (
    LIMITED_LOSS,
    DAMAGE_OVER_DECK,
    EXCESS_CP,
    PARTY_ELEMENT,
    BACKUP_POWER,
    ZERO_POWER_DAMAGED,
    FIRST_STRIKE_BOTH,
    LIGHT_DARK_PLAY,
    SUMMON_ELEMENT,
)


class Readings:
    """The fftcg interpretation points as the table's ``Rules`` protocol wants them: legality replays a
    moment on a scratch table and needs only these, not the whole game module (which imports legality)."""

    def interpretation(self, point_id: str) -> InterpretationPoint:
        return next(p for p in POINTS if p.id == point_id)


READINGS = Readings()
