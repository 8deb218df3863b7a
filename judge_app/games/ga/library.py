"""Card templates for the board editor's card library: allies by power/life, champions by level, weapons, and real
templates with rules text (``text``, read in full by cardtext.yaml; issue 27): the wordings are real card wordings from
tests/cardtext/corpus/ga.yaml and the rulebook; the name is the real card's where the corpus names it (精魄, 萊, 守夜壁壘, 魁梧新兵,
 御風法師, 啟迪寶珠, 神聖雷霆法典 …), else a descriptive one; stats and costs are placeholders to edit.
Data only; the UI adds pinyin for search. Keys follow this game's vocabulary (traditional characters);
``name_en`` is the name listed (and given to the card) when the UI is in English, not a card field."""

# ruff: noqa: E501  (card texts are printed wordings, kept whole on one line each; CJK counts double in line width)
from __future__ import annotations

from typing import Any


def _card(name: str, name_en: str, types: list[str], text: str, **fields: Any) -> dict[str, Any]:
    return {"name": name, "name_en": name_en, "types": types, "text": text, **fields}


_FAST = {"speed": "fast"}
TEXT_CARDS: list[dict[str, Any]] = [
    # champions: 入場 (2.4.2.2.2), enlighten costs, lineages
    _card("火之精魄", "Spirit of Fire", ["champion"], "入場：抽七張牌。", stats={"level": 0, "life": 15},
          props={"element": "火"}),
    _card("水之精魄", "Spirit of Water", ["champion"], "入場：抽七張牌。", stats={"level": 0, "life": 15},
          props={"element": "水"}),
    _card("風之精魄", "Spirit of Wind", ["champion"], "入場：抽七張牌。", stats={"level": 0, "life": 15},
          props={"element": "風"}),
    _card("萊", "Lay", ["champion"], "從萊移除3個啟迪指示物：抽一張牌。", stats={"level": 2, "life": 22},
          props={"class": "法師"}),
    _card("崔斯坦", "Tristan", ["champion"], "崔斯坦血統世系\n入場：如果崔斯坦身上有兩個或更多預謀指示物，抽一張牌。"
          "然後如果崔斯坦身上有四個或更多預謀指示物，額外抽一張牌。", stats={"level": 2, "life": 22}),
    _card("希爾薇", "Silvie", ["champion"], "希爾薇血統世系\n入場：如果你控制一個動物盟友，抽一張牌。如果你控制一個野獸盟友，抽一張牌。",
          stats={"level": 2, "life": 22}),
    _card("希爾薇·野性之友", "Silvie, Wilds Whisperer", ["champion"],
          "希爾薇血統世系\n你控制的動物和野獸盟友獲得+1生命並具有攔截。", stats={"level": 3, "life": 24}),
    # allies: 死亡, 入場, keywords, class bonuses (限定 2.4.4), statics
    _card("城牆守衛", "Rampart Guard", ["ally"], "攔截（每當你的勇士在此盟友處於重置狀態時被攻擊，你可以將該攻擊轉向此盟友。）\n"
          "死亡：抽一張牌。", stats={"power": 1, "life": 3}, cost=2),
    _card("說書人", "Storyteller", ["ally"], "死亡：每位玩家各抽一張牌。", stats={"power": 1, "life": 1}, cost=1),
    _card("召回侍從", "Recall Attendant", ["ally"], "攔截（每當你的勇士在此盟友處於重置狀態時被攻擊，你可以將該攻擊轉向此盟友。）\n"
          "入場：將目標你控制的盟友返回其擁有者的手牌。", stats={"power": 1, "life": 2}, cost=1),
    _card("林地守護者", "Woodland Guardian", ["ally"], "嘲諷（當此盟友處於重置狀態時，對手宣言攻擊時若可能，必須先以此盟友為目標。）\n"
          "浮現回憶（支付回憶費用時，你可以從你的墓地放逐此卡來支付其中1點費用。）", stats={"power": 2, "life": 4}, cost=3),
    _card("戰場新兵", "Battlefield Recruit", ["ally"], "[職業加成] 死亡：抽一張牌，然後棄一張牌。"
          "（只有在你的勇士職業與此卡職業相同時才適用此效果。）", stats={"power": 2, "life": 1}, cost=1, props={"class": "戰士"}),
    _card("守夜壁壘", "Vigil Bulwark", ["ally"], "[職業加成] 守夜壁壘獲得+2力量。（只有在你的勇士職業與此卡職業相同時才適用此效果。）",
          stats={"power": 1, "life": 4}, cost=2, props={"class": "守衛"}),
    _card("魁梧新兵", "Brawny Recruit", ["ally"], "[職業加成] [等級2+] 魁梧新兵獲得+1力量和+1生命。"
          "（只有在你的勇士職業與此卡職業相同，且你的勇士等級為2或更高時才適用此效果。）",
          stats={"power": 2, "life": 2}, cost=2, props={"class": "戰士"}),
    _card("戰團隊長", "Warband Captain", ["ally"], "[職業加成] [等級2+] 你控制的其他盟友和武器獲得+1力量。"
          "（只有在你的勇士職業與此卡職業相同，且你的勇士等級為2或更高時才適用此效果。）",
          stats={"power": 2, "life": 3}, cost=3, props={"class": "戰士"}),
    _card("御風法師", "Windride Mage", ["ally"], "潛行（除非真視允許，此單位不能成為攻擊的目標。）\n[職業加成] 你的回收階段開始時，"
          "你可以將御風法師返回你的手牌。如果你這麼做，在你的勇士上放置一個啟迪指示物。",
          stats={"power": 1, "life": 2}, cost=2, props={"class": "法師"}),
    # items and regalia: 放逐[牌名]: costs, statics
    _card("啟迪寶珠", "Orb of Enlightenment", ["item", "regalia"], "放逐啟迪寶珠：在你的勇士上放置一個啟迪指示物。"
          "（你可以從你的勇士上移除三個啟迪指示物來抽一張牌。）", cost=0),
    _card("神聖雷霆法典", "Codex of Holy Thunder", ["item", "regalia"], "放逐神聖雷霆法典：抽一張牌。", cost=0),
    _card("史萊姆王冠", "Slime Crown", ["item", "regalia"], "你控制的史萊姆盟友具有活力。（這些單位在你的結束階段開始時重置。）",
          cost=1),
    _card("預謀之刃座", "Preparation Stand", ["item", "regalia"], "(3)，橫置：在你的勇士上放置一個預謀指示物。", cost=1),
    # actions: one card effect (1.7.3.2)
    _card("火花", "Spark", ["action"], "對目標盟友造成2點傷害。", cost=0, props=_FAST),
    _card("熾焰衝擊", "Blazing Strike", ["action"], "對目標盟友造成2點傷害。如果該單位處於橫置狀態，改為對其造成3點傷害。",
          cost=1, props=_FAST),
    _card("攔路擊", "Intercepting Blow", ["action"], "對目標正在攻擊你的勇士的盟友造成4點傷害。", cost=2, props=_FAST),
    _card("守護之光", "Guarding Light", ["action"], "防止你的勇士之後受到的3點傷害。", cost=1, props=_FAST),
    _card("鼓舞", "Inspire", ["action"], "在目標盟友上放置一個增益指示物。（每個增益指示物使盟友獲得+1力量和+1生命。）",
          cost=1, props=_FAST),
    _card("崩解", "Disintegrate", ["action"], "摧毀至多三個目標領域。", cost=3, props={"speed": "slow"}),
    _card("集結號令", "Rallying Call", ["action"], "至多三個目標盟友獲得+1生命直到回合結束。\n[職業加成] 在你的勇士上放置一個"
          "啟迪指示物。（你可以從你的勇士上移除三個啟迪指示物來抽一張牌。）", cost=1, props={"speed": "fast", "class": "法師"}),
    _card("無效術", "Nullify", ["action"], "[職業加成] 此卡的激活費用減少2。（只有在你的勇士職業與此卡職業相同時才適用此效果。）\n"
          "無效目標行動卡牌激活。", cost=3, props={"speed": "fast", "class": "法師"}),
    _card("晉升之路", "Path of Ascension", ["action"], "你的勇士等級+1直到回合結束。\n抽一張牌。", cost=1, props=_FAST),
    _card("灼熱爆發", "Scorching Burst", ["action"], "效率（此卡的激活費用減少LV。LV指你的勇士的等級。）\n"
          "對除你的勇士以外的所有單位造成2點傷害。職業加成：改為對那些單位造成3點傷害。"
          "（只有在你的勇士職業與此卡職業相同時才適用額外效果。）", cost=4, props={"speed": "slow", "class": "法師"}),
    # attack cards
    _card("熾焰裂破", "Blazing Rupture", ["attack"], "此攻擊造成的傷害翻倍。", cost=2, stats={"power": 3}),
    _card("多重斬擊", "Multi Slash", ["attack"], "[職業加成] 此卡的激活費用減少2。\n多重打擊1（你可以在宣言此攻擊時指定至多一個額外目標。）",
          cost=3, stats={"power": 2}, props={"class": "戰士"}),
]

SIZES = [(1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (1, 3), (3, 1), (2, 4)]

TEMPLATES: list[dict[str, Any]] = [
    *({"name": f"盟友 {p}/{life}", "name_en": f"Ally {p}/{life}",
       "types": ["ally"], "stats": {"power": p, "life": life}} for p, life in SIZES),
    *({"name": f"勇士 等級{lv} 生命{life}", "name_en": f"Champion level {lv} life {life}",
       "types": ["champion"], "stats": {"level": lv, "life": life}}
      for lv, life in ((0, 15), (1, 20), (2, 22), (3, 24))),
    *({"name": f"武器 力量{p} 耐久{d}", "name_en": f"Weapon power {p} durability {d}",
       "types": ["weapon"], "stats": {"power": p, "durability": d}}
      for p, d in ((1, 1), (2, 2), (3, 1))),
    {"name": "快速行動", "name_en": "Fast action", "types": ["action"], "props": {"speed": "fast"}},
    {"name": "慢速行動", "name_en": "Slow action", "types": ["action"], "props": {"speed": "slow"}},
    *TEXT_CARDS,
]

# The status a double-click on a card toggles in the board editor (turning the card sideways, or for eol
# waking a minion).
TURN_STATUS = "rested"
