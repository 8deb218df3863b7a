"""Where the eol text is silent or contradicts itself. Each point names the rules in tension, the
readings a judge could take, and the default; a scenario overrides it under ``interpretations``."""

from __future__ import annotations

from judge_app.engine.game import InterpretationPoint
from judge_app.games.eol import rules as R

HERO_DAMAGE = InterpretationPoint(
    id="minion_hero_damage",
    question="规则允许随从攻击对方英雄(4.2.2),却没有说明此时英雄失去多少生命;攻击力公式(2.2.2)只针对随从之间的战斗。",
    options={
        "final_attack": "英雄失去等同于该随从最终攻击力的生命,克制系数按随从与英雄的属性计算(英雄有属性,1.2.2)",
        "no_advantage": "英雄失去等同于该随从卡面攻击力加减增益/减益的生命,不计属性克制",
    },
    default="final_attack",
    cites=(R.AWAKE, R.FINAL_ATTACK, R.HERO_ELEMENT, R.WIN_HERO_HP),
)
DESTRUCTION_ORDER = InterpretationPoint(
    id="simultaneous_destruction_order",
    question="战斗中双方随从同时被破坏时,2.2.3.6.iii 要求先结算进攻方,2.3.4 却要求防守方优先。",
    options={
        "combat_attacker_first": "战斗中按 2.2.3.6.iii 先进攻方后防守方;战斗以外的多随从同时破坏按 2.3.4 防守方优先",
        "defender_first": "一律按 2.3.4:防守方优先于进攻方,各自从左到右",
    },
    default="combat_attacker_first",
    cites=(R.POST_BOTH_DESTROYED, R.MULTI_DEATH_ORDER),
)
MIND_CONTROL = InterpretationPoint(
    id="mind_control",
    question="“心控”在规则中没有定义;2.3.2 只说被心控的随从“所有权归属易主”。",
    options={
        "ownership": "所有权和控制权都转给心控方,随从移到其随从区的空位,之后进入新所有者的墓地",
        "control_only": "只转移控制权,所有者不变,随从被破坏时进入原所有者的墓地",
    },
    default="ownership",
    cites=(R.OWNERSHIP_CHANGE, R.MINION_ZONE),
)
BUFF_FORMULA = InterpretationPoint(
    id="buff_formula",
    question="2.2.2.3 的“其他攻击力增益buff/减益buff”没有定义,也未说明是否参与克制系数的乘法。",
    options={
        "after_coefficient": "效果造成的所有攻击力修正都是增益/减益,在乘以克制系数之后加减(按公式字面)",
        "before_coefficient": "攻击力修正先加到卡面攻击力上,再一起乘以克制系数",
    },
    default="after_coefficient",
    cites=(R.FINAL_ATTACK, R.REGENERATE),
)
SLEEPING_KEYWORDS = InterpretationPoint(
    id="sleeping_keywords",
    question="沉睡的随从“被动无法生效”(4.2.1),但再生明确“保持其原本的唤醒或沉睡状态”(4.2.10),暗示关键词对沉睡随从有效。",
    options={
        "keywords_work": "护盾、再生等关键词对沉睡的随从同样生效;只有被动技不生效",
        "keywords_inactive": "关键词视同被动,沉睡时不生效",
    },
    default="keywords_work",
    cites=(R.SLEEPING, R.SHIELD, R.REGENERATE),
)
REATTACK_HERO = InterpretationPoint(
    id="reattack_hero_on_awaken_turn",
    question="再动允许再次攻击“可以是对方英雄”(4.2.9),而本回合刚被唤醒的随从无法攻击对方英雄(2.1.2.3.e)。",
    options={
        "restricted": "唤醒当回合的随从再动时仍不能攻击对方英雄",
        "allowed": "再动的额外攻击可以攻击对方英雄,即使随从本回合刚被唤醒",
    },
    default="restricted",
    cites=(R.REATTACK, R.MAIN_ATTACK),
)
SIMULTANEOUS_LOSS = InterpretationPoint(
    id="simultaneous_loss",
    question="胜利条件(第3章)没有说明双方同时满足失败条件时如何处理;只有准备阶段规定双方都无随从为平局。",
    options={
        "draw": "双方同时满足失败条件时为平局(类比 2.1.1 准备阶段的规定)",
        "active_player_loses": "当前回合玩家判负",
    },
    default="draw",
    cites=(R.WIN_HERO_HP, R.WIN_NO_MINIONS, R.SETUP_END),
)

POINTS = (HERO_DAMAGE, DESTRUCTION_ORDER, MIND_CONTROL, BUFF_FORMULA, SLEEPING_KEYWORDS, REATTACK_HERO,
          SIMULTANEOUS_LOSS)
