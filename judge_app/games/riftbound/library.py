"""Card templates for the board editor's card library: units by might, keyword units, gear.
Data only; the UI adds pinyin for search. Keys follow this game's vocabulary; ``name_en`` is the name listed
(and given to the card) when the UI is in English, not a card field."""

from __future__ import annotations

from typing import Any

MIGHTS = [1, 2, 3, 4, 5, 6, 8]
KEYWORDS = [("迅捷", "Accelerate"), ("壁垒", "Tank"), ("待命", "Hidden")]

TEMPLATES: list[dict[str, Any]] = [
    *({"name": f"单位 战力{m}", "name_en": f"Unit might {m}", "types": ["unit"], "stats": {"might": m}}
      for m in MIGHTS),
    *({"name": f"{kw}单位 战力{m}", "name_en": f"{en} unit might {m}", "types": ["unit"], "stats": {"might": m},
       "keywords": [kw]} for kw, en in KEYWORDS for m in (2, 4)),
    {"name": "装备", "name_en": "Gear", "types": ["gear"]},
    # A spell with nothing on it yet: its rules text is typed in the inspector (issue 27).
    {"name": "法术", "name_en": "Spell", "types": ["spell"]},
    # Spells with one chosen target, as the template's and the shipped scenarios' spells: a chain to rule on.
    {"name": "反应法术 战力+2", "name_en": "Reaction spell might +2", "types": ["spell"], "keywords": ["反应"],
     "abilities": [{"id": "buff", "kind": "spell", "effects": [{"type": "adjust_might", "target": "chosen",
                                                                 "delta": 2}]}]},
    {"name": "迅捷法术 战力+2", "name_en": "Accelerate spell might +2", "types": ["spell"], "keywords": ["迅捷"],
     "abilities": [{"id": "buff", "kind": "spell", "effects": [{"type": "adjust_might", "target": "chosen",
                                                                 "delta": 2}]}]},
    {"name": "法术 造成3点伤害", "name_en": "Spell deal 3 damage", "types": ["spell"],
     "abilities": [{"id": "dmg", "kind": "spell", "effects": [{"type": "damage", "target": "chosen",
                                                                "amount": 3}]}]},
    {"name": "符文", "name_en": "Rune", "types": ["rune"]},
]

# Real cards with their printed rules text (the card numbers; tests/cardtext/corpus/riftbound.yaml has them too):
# the reader gives their abilities. Spells, and gear with its keywords; ``name_en`` the English name.
TEXT_CARDS: list[dict[str, Any]] = [
    {"name": "海克斯射线", "name_en": "Hextech Ray", "card": "OGN·009/298", "types": ["spell"], "text": (
        "[迅捷]（可在你的回合或法术对决中打出。）\n"
        "对战场上的一名单位造成3点伤害。"
    )},
    {"name": "焚烧", "name_en": "Incinerate", "card": "OGS·003/024", "types": ["spell"], "text": (
        "[迅捷] 对战场上的一名单位造成2点伤害。"
    )},
    {"name": "彗星坠击", "name_en": "Falling Comet", "card": "OGN·085/298", "types": ["spell"], "text": (
        "[迅捷]（可在你的回合或法术对决中打出。）\n"
        "对战场上的一名单位造成６点伤害。"
    )},
    {"name": "终极闪光", "name_en": "Final Spark", "card": "OGS·022/024", "types": ["spell"], "text": (
        "[迅捷]（可在你的回合或法术对决中打出。）\n"
        "对一名单位造成8点伤害。"
    )},
    {"name": "虚空索敌", "name_en": "Void Seeker", "card": "OGN·024/298", "types": ["spell"], "text": (
        "[迅捷]（可在你的回合或法術對決中打出。）\n"
        "對戰場上的一名單位造成4點傷害，然後抽一張牌。"
    )},
    {"name": "星芒凝汇", "name_en": "Starburst", "card": "OGN·105/298", "types": ["spell"], "text": (
        "对最多两名单位各造成6点伤害。"
    )},
    {"name": "加农炮幕", "name_en": "Cannon Barrage", "card": "OGN·127/298", "types": ["spell"], "text": (
        "[反应]（可在任意时机打出，甚至先于其他法术和技能的结算。）\n"
        "对战斗中的所有敌方单位各造成2点伤害。"
    )},
    {"name": "剑刃飓风", "name_en": "Blade Storm", "card": "OGN·133/298", "types": ["spell"], "text": (
        "[反应]（可在任意时机打出，甚至先于其他法术和技能的结算。）\n"
        "对所有战场上的单位各造成1点伤害，不分敌我。"
    )},
    {"name": "训练有素", "name_en": "Well Trained", "card": "OGN·058/298", "types": ["spell"], "text": (
        "[反应]（可在任意时机打出，甚至先于其他法术和技能的结算。）\n"
        "让一名单位在本回合内[M]+2，然后抽一张牌。"
    )},
    {"name": "洪荒巨力", "name_en": "Primal Strength", "card": "OGN·154/298", "types": ["spell"], "text": (
        "[迅捷]（可在你的回合或法术对决中打出。）\n"
        "让一名单位在本回合内战力+7。"
    )},
    {"name": "烟幕弹", "name_en": "Smoke Screen", "card": "OGN·093/298", "types": ["spell"], "text": (
        "[反应]（可在任意时机打出，甚至先于其他法术和技能的结算。）\n"
        "让一名单位在本回合内[M]-4，不得低于1[M]。"
    )},
    {"name": "封冻", "name_en": "Frozen", "card": "SFD·066/221", "types": ["spell"], "text": (
        "[反应]（可在任意时机打出，甚至先于其他法术和技能的结算。）\n"
        "[回响2]（你可以选择支付此额外费用，以重复此法术效果。）\n"
        "让一名单位在本回合内[M]-2。"
    )},
    {"name": "背靠背", "name_en": "Back to Back", "card": "OGN·206/298", "types": ["spell"], "text": (
        "[反應]（可在任意時機打出，甚至先於其他法術和技能的結算。）\n"
        "讓兩名友方單位本回合內[M]+2。"
    )},
    {"name": "宏伟战略", "name_en": "Grand Strategy", "card": "OGN·233/298", "types": ["spell"], "text": (
        "[迅捷]（可在你的回合或法术对决中打出。）\n"
        "在本回合内，让所有友方单位[M]+5。"
    )},
    {"name": "距破之舞", "name_en": "Gap Dance", "card": "SFD·196/221", "types": ["spell"], "text": (
        "[反应]（可在任意时机打出，甚至先于其他法术和技能的结算。）\n"
        "本回合内，让一名单位[M]+2，另一名单位[M]-2。"
    )},
    {"name": "符文禁锢", "name_en": "Rune Prison", "card": "OGN·050/298", "types": ["spell"], "text": (
        "[迅捷]（可在你的回合或法术对决中打出。）\n"
        "眩晕一名单位。（使其在本回合内无法造成战斗伤害。）"
    )},
    {"name": "复仇", "name_en": "Vengeance", "card": "OGN·229/298", "types": ["spell"], "text": (
        "摧毀一名單位。"
    )},
    {"name": "狩魂", "name_en": "Soul Hunt", "card": "UNL-159/219", "types": ["spell"], "text": (
        "摧毁战场上一名不高于3[M]的单位。"
    )},
    {"name": "暗刃", "name_en": "Dark Blade", "card": "OGN·213/298", "types": ["spell"], "text": (
        "[待命]（支付[A]正面朝下放置此牌，之后可支付[0]将其当作反应牌打出。）\n"
        "[迅捷]（可在你的回合或法术对决中打出。）\n"
        "摧毁战场中的一名单位，然后让其控制者抽两张牌。"
    )},
    {"name": "热电光束", "name_en": "Thermo Beam", "card": "OGN·022/298", "types": ["spell"], "text": (
        "[迅捷]（可在你的回合或法术对决中打出。）\n"
        "摧毁所有装备。"
    )},
    {"name": "破败之咒", "name_en": "Ruination", "card": "UNL-180/219", "types": ["spell"], "text": (
        "摧毁所有单位。"
    )},
    {"name": "魅惑妖术", "name_en": "Charm", "card": "OGN·043/298", "types": ["spell"], "text": (
        "移动一名敌方单位。"
    )},
    {"name": "战或逃", "name_en": "Fight or Flight", "card": "OGN·168/298", "types": ["spell"], "text": (
        "[待命]（支付[A]正面朝下放置此牌，之后可支付[0]将其当作反应牌打出。）\n"
        "[迅捷]（可在你的回合或法术对决中打出。）\n"
        "将一名单位从战场上移动到其所属的基地。"
    )},
    {"name": "驭风而行", "name_en": "Ride the Wind", "card": "OGN·173/298", "types": ["spell"], "text": (
        "[迅捷]（可在你的回合或法术对决中打出。）\n"
        "移动一名友方单位，然后让其变为活跃状态。"
    )},
    {"name": "闪现", "name_en": "Flash", "card": "OGS·011/024", "types": ["spell"], "text": (
        "[反应]（可在任意时机打出，甚至先于其他法术和技能的结算。）\n"
        "将最多两名友方单位从战场上移动到基地。"
    )},
    {"name": "责退", "name_en": "Rebuke", "card": "OGN·172/298", "types": ["spell"], "text": (
        "[迅捷]（可在你的回合或法术对决中打出。）\n"
        "让一名战场上的单位返回其所属的手牌。"
    )},
    {"name": "罡风", "name_en": "Gust", "card": "OGN·169/298", "types": ["spell"], "text": (
        "[反应]（可在任意时机打出，甚至先于其他法术和技能的结算。）\n"
        "让战场上一名不高于3[M]的单位返回其所属的手牌。"
    )},
    {"name": "据为己有", "name_en": "Mine Now", "card": "OGN·203/298", "types": ["spell"], "text": (
        "[迅捷]（可在你的回合或法术对决中打出。）\n"
        "选择战场上的一名敌方单位，获得它的控制权并将其召回。（将其送到你的基地。此动作不被视为移动。）"
    )},
    {"name": "择日再战", "name_en": "Another Day", "card": "OGN·104/298", "types": ["spell"], "text": (
        "[反應]（可在任意時機打出，甚至先於其他法術和技能的結算。）\n"
        "讓一名友方單位返回其所屬的手牌，然後讓其擁有者召出一枚休眠的符文。"
    )},
    {"name": "进化日", "name_en": "Evolution Day", "card": "OGN·114/298", "types": ["spell"], "text": (
        "抽四张牌。"
    )},
    {"name": "先知之兆", "name_en": "Seer's Omen", "card": "SFD·087/221", "types": ["spell"], "text": (
        "[反应]（可在任意时机打出，甚至先于其他法术和技能的结算。）\n"
        "抽三张牌。"
    )},
    {"name": "火箭轰击", "name_en": "Rocket Barrage", "card": "SFD·077/221", "types": ["spell"], "text": (
        "[回响][4][蓝色]（你可以选择支付此额外费用，以重复此法术效果，并做出不同的选择。）\n"
        "选择一个效果 — \n"
        "-对基地中的一名单位造成4点伤害。\n"
        "-摧毁一件装备。"
    )},
    {"name": "长剑", "name_en": "Long Sword", "card": "SFD·022/221", "types": ["gear"], "text": (
        "[灵便]（此牌获得[反应]。当你打出此牌时,将它贴附到你控制的一名单位上。)\n"
        "[装配][红色]（支付[红色]：将此牌贴附到你控制的一名单位上。）"
    )},
    {"name": "多兰之盾", "name_en": "Doran's Shield", "card": "SFD·033/221", "types": ["gear"], "text": (
        "[裝配綠色]（支付[綠色]：將此牌貼附到你控制的一名單位上。）"
    )},
    {"name": "阿瑞昂的陨落", "name_en": "Arion's Fall", "card": "SFD·030/221", "types": ["gear"], "text": (
        "[装配1红色]（支付[1]和[红色]：将此牌贴附到你控制的一名单位上。）"
    )},
]
TEMPLATES += TEXT_CARDS

# The status a double-click on a card toggles in the board editor (turning the card sideways, or for eol
# waking a minion).
TURN_STATUS = "exhausted"
