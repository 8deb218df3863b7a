"""Where the 2003 Chinese text contradicts itself or the rest of the document. Each point names the rules in
tension, the readings a judge could take, and the default (the reading consistent with the rest of the
document); a scenario overrides it under ``interpretations``."""

from __future__ import annotations

from judge_app.engine.game import InterpretationPoint
from judge_app.games.mtg import rules as R

LIFE_ZERO = InterpretationPoint(
    id="life_zero",
    question="420.5a 说“生命值为0的牌手输掉”,102.1 却说“生命值成为零或更少”便输掉(420.5a 是已知翻译缺陷)。",
    options={
        "zero_or_less": "生命值为 0 或更少的牌手输掉游戏(与 102.1 及名词解释一致)",
        "exactly_zero": "只有生命值恰好为 0 时输掉(按 420.5a 字面)",
    },
    default="zero_or_less",
    cites=(R.SBE_LIFE, R.LOSE_LIFE),
)
TOUGHNESS_ZERO = InterpretationPoint(
    id="toughness_zero",
    question="420.5b 说“防御力为0的生物置入坟墓场”,没有提到防御力小于 0 的生物;伤害与生命的规则(102.1)都按“或更少”处理"
             "。",
    options={
        "zero_or_less": "防御力为 0 或更少的生物置入其拥有者的坟墓场",
        "exactly_zero": "只有防御力恰好为 0 的生物置入坟墓场(按字面)",
    },
    default="zero_or_less",
    cites=(R.SBE_TOUGHNESS, R.LOSE_LIFE),
)
LETHAL_DAMAGE = InterpretationPoint(
    id="lethal_damage",
    question="名词解释“伤害”条说生物受到“大于”其防御力的伤害才是致命伤害,“致命伤害”条却说“大于零且大于或等于防御力”"
             "(420.5c 的翻译缺陷注记)。",
    options={
        "at_least_toughness": "伤害大于零且大于或等于防御力即为致命伤害(与“致命伤害”条及 502.9b 的用法一致)",
        "more_than_toughness": "伤害必须大于防御力才是致命伤害(按“伤害”条字面)",
    },
    default="at_least_toughness",
    cites=(R.SBE_LETHAL,),  # 502.9b only agrees with one reading; citing it on a non-trample step would borrow it
)
BLOCK_REDECLARE = InterpretationPoint(
    id="block_redeclare",
    question="309.3 说阻挡不合法时“主动牌手重新宣告阻挡生物”,而 309.1 规定宣告阻挡者的是防御牌手(309.3 是已知翻译缺陷)"
             "。",
    options={
        "defending_player": "取消该次阻挡,由防御牌手重新宣告阻挡生物(与 309.1、500.3 一致)",
        "active_player": "取消该次阻挡,由主动牌手重新宣告(按 309.3 字面)",
    },
    default="defending_player",
    cites=(R.BLOCK_ILLEGAL, R.DECLARE_BLOCKERS, R.BLOCK_REQUIREMENTS),
)
DAMAGE_OBJECTS = InterpretationPoint(
    id="combat_damage_objects",
    question="310.2 说战斗伤害“个别地像虚拟咒语一样进入堆叠”,而 408.1g 与 310.4 把已分配的战斗伤害当作一个整体"
             "(“它便进入堆叠”“它便像原本宣告地造成伤害”)。",
    options={
        "one_object": "本步骤分配的全部战斗伤害作为一个对象进入堆叠,结算时同时造成",
        "individually": "每个生物分配的战斗伤害各自作为一个对象进入堆叠,逐个结算,其间牌手获得优先权",
    },
    default="one_object",
    cites=(R.DAMAGE_ON_STACK, R.DAMAGE_TO_STACK, R.DAMAGE_RESOLVES),
)

POINTS = (LIFE_ZERO, TOUGHNESS_ZERO, LETHAL_DAMAGE, BLOCK_REDECLARE, DAMAGE_OBJECTS)
