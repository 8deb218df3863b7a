"""Rule ids this module cites, named by meaning.

eol prints numbers only on headings; the rules database synthesizes positional ids for bullets
(``H.k``), lettered items (``H.k.a``) and roman items (``H.k.i``). Every constant here is checked
against the database by ``tests/test_citations.py``.
"""

from __future__ import annotations

# 1.1 棋盘
HERO_ZONE = "eol:1.1.1"
MINION_ZONE = "eol:1.1.2"  # 放置最多5张随从卡
DECK_ZONE = "eol:1.1.3"
DISPLAY_ZONE = "eol:1.1.4"
DISPLAY_NOT_HAND = "eol:1.1.5"
DISPLAY_TO_HAND = "eol:1.1.6"
DISPLAY_DISCARD_ON_SKIP = "eol:1.1.7"
GRAVEYARD = "eol:1.1.8"
ENERGY_DISPLAY = "eol:1.1.9"
LIFE_DISPLAY = "eol:1.1.10"
HERO_HP = "eol:1.2.1"
HERO_ELEMENT = "eol:1.2.2"
HERO_SKILLS = "eol:1.2.3"
MINION_COST = "eol:1.3.1"
MINION_ATTACK = "eol:1.3.2"
MINION_ELEMENT = "eol:1.3.3"
MINION_FACTION = "eol:1.3.6"
MINION_RACE = "eol:1.3.7"
ITEM_COST = "eol:1.4.1"
ITEM_SKILLS = "eol:1.4.2"

# 2.1.1 游戏准备阶段
SETUP_DECKS_HEROES = "eol:2.1.1.1"
SETUP_ORDER = "eol:2.1.1.2"
SETUP_DRAW_10 = "eol:2.1.1.3"
SETUP_REPLACE = "eol:2.1.1.4"
SETUP_REPLACE_HOW = "eol:2.1.1.5"
SETUP_PLACE = "eol:2.1.1.6"
SETUP_END = "eol:2.1.1.7"

# 2.1.2 玩家回合阶段
DRAW_PHASE = "eol:2.1.2.1"
DRAW_ONE = "eol:2.1.2.1.a"
FIRST_TURN_NO_DRAW = "eol:2.1.2.1.b"
ENERGY_PHASE = "eol:2.1.2.2"
ENERGY_5 = "eol:2.1.2.2.a"
FIRST_TURN_ENERGY_3 = "eol:2.1.2.2.b"
MAIN_PHASE = "eol:2.1.2.3"  # 能量不得为负
MAIN_ITEM = "eol:2.1.2.3.a"
MAIN_PLACE = "eol:2.1.2.3.b"
MAIN_AWAKEN = "eol:2.1.2.3.c"
MAIN_HERO_SKILL = "eol:2.1.2.3.d"
MAIN_ATTACK = "eol:2.1.2.3.e"  # 本回合刚被唤醒的随从无法攻击对方英雄
MAIN_END = "eol:2.1.2.3.f"
END_PHASE = "eol:2.1.2.4"
END_HAND_8 = "eol:2.1.2.4.a"
END_DISPLAY_5 = "eol:2.1.2.4.b"
FLOW_SETUP = "eol:2.1.3.a"
FLOW_TURNS = "eol:2.1.3.b"

# 2.2 随从战斗阶段详解
COMBAT_REVEAL = "eol:2.2.1.1"
ADVANTAGE_COEFFICIENT = "eol:2.2.2.1"
ADVANTAGE_CYCLE = "eol:2.2.2.2"
FINAL_ATTACK = "eol:2.2.2.3"
COMBAT_DECLARE = "eol:2.2.3.1"
COMBAT_ATTACKER_TRIGGERS = "eol:2.2.3.1.a"
COMBAT_DEFENDER_TRIGGERS = "eol:2.2.3.1.b"
SKIP_COMBAT = "eol:2.2.3.2"
SKIP_COMBAT_RESOLVE = "eol:2.2.3.2.a"
COMBAT_RESOLUTION = "eol:2.2.3.3"
COMBAT_COMPARE = "eol:2.2.3.4"
DYING_REGEN = "eol:2.2.3.5"
POST_COMBAT = "eol:2.2.3.6"
POST_WINNER_FIRST = "eol:2.2.3.6.i"
POST_DESTROYED_SECOND = "eol:2.2.3.6.ii"
POST_BOTH_DESTROYED = "eol:2.2.3.6.iii"  # also: 随从被动 > 随从战死技 > 英雄的技能 > 道具的技能

# 2.3 特殊机制
REPLACEMENT = "eol:2.3.1.1"
REPLACEMENT_DEFENDER_FIRST = "eol:2.3.1.2"
OWNERSHIP_CHANGE = "eol:2.3.2.1"
EMPTY_DECK = "eol:2.3.3.1"
MULTI_DEATH_ORDER = "eol:2.3.4.1"

# 3 胜利条件
WIN_HERO_HP = "eol:3.1"
WIN_NO_MINIONS = "eol:3.2"

# 4 规则词典
ATTACKER_SIDE = "eol:4.1.1"
DEFENDER_SIDE = "eol:4.1.2"
SLEEPING = "eol:4.2.1"
AWAKE = "eol:4.2.2"
DYING = "eol:4.2.3"
AWAKEN_SKILL = "eol:4.2.4"
DEATH_SKILL = "eol:4.2.5"
ACTIVE_SKILL = "eol:4.2.6"
PASSIVE_SKILL = "eol:4.2.7"
SHIELD = "eol:4.2.8"
REATTACK = "eol:4.2.9"
REGENERATE = "eol:4.2.10"
CHOOSE = "eol:4.2.11"

# 5.1 标准模式
DECK_ONE_HERO = "eol:5.1.1"
DECK_30 = "eol:5.1.2"
DECK_RARITY = "eol:5.1.3"
