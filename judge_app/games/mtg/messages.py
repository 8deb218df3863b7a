"""What mtg's steps say, in Chinese (the trace's ``text``) and English: one constant per message, both languages
side by side (engine/messages.py). Parameters are names and ids as the scenario wrote them, numbers, lists of them,
or other texts of this catalog.

Every step mtg writes is a message of this catalog (or the kernel's). Weak still: the labels of continuous effects
(``Effect.label``, kept in memory as Chinese text such as "巨大化(a_growth) 的效应") and the log lines of
``board.characteristics`` appear as plain Chinese parameters inside the English of a few steps.
"""

from __future__ import annotations

from judge_app.engine.messages import Catalog, Message, Text

M = Catalog("mtg")
message = M.message

# --- phases and steps (300) ------------------------------------------------------------------------------------------
PHASES = {
    "beginning": message("phase.beginning", zh="开始阶段", en="beginning phase"),
    "main1": message("phase.main1", zh="第一行动阶段", en="precombat main phase"),
    "combat": message("phase.combat", zh="战斗阶段", en="combat phase"),
    "main2": message("phase.main2", zh="第二行动阶段", en="postcombat main phase"),
    "end": message("phase.end", zh="结束阶段", en="end phase"),
}
STEPS = {
    "untap": message("step.untap", zh="重置步骤", en="untap step"),
    "upkeep": message("step.upkeep", zh="维持步骤", en="upkeep step"),
    "draw": message("step.draw", zh="抓牌步骤", en="draw step"),
    "begin_combat": message("step.begin_combat", zh="战斗开始步骤", en="beginning of combat step"),
    "declare_attackers": message("step.declare_attackers", zh="宣告攻击者步骤", en="declare attackers step"),
    "declare_blockers": message("step.declare_blockers", zh="宣告阻挡者步骤", en="declare blockers step"),
    "combat_damage": message("step.combat_damage", zh="战斗伤害步骤", en="combat damage step"),
    "end_of_combat": message("step.end_of_combat", zh="战斗结束步骤", en="end of combat step"),
    "end_of_turn": message("step.end_of_turn", zh="回合结束步骤", en="end of turn step"),
    "cleanup": message("step.cleanup", zh="清除步骤", en="cleanup step"),
}
PHASE_STEP = message("phase_step", zh="{phase}·{step}", en="{phase}, {step}")


def where(phase: str, step: str | None) -> Text | str:
    """The phase (and step) by name; a key this edition does not have, as written."""
    ph: Text | str = PHASES[phase]() if phase in PHASES else phase
    if not step:
        return ph
    return PHASE_STEP(phase=ph, step=STEPS[step]() if step in STEPS else step)


# --- the turn (turn.py) ----------------------------------------------------------------------------------------------
STEP_BEGINS = message("step_begins", zh="{step} 开始。", en="The {step} begins.")
TURN_BEGINS = message("turn_begins", zh="第 {turn} 回合:{why}。", en="Turn {turn}: {why}.")
TURN_OF = message("turn_of", zh="{who} 的回合开始", en="{who}'s turn begins")
EXTRA_TURN_OF = message("extra_turn_of", zh="{who} 进行额外的回合(最近产生的额外回合最先进行)",
                        en="{who} takes an extra turn (the most recently created extra turn is taken first)")
SKIPS = message("skips", zh="{who} 略过{step}:被略过的步骤从未发生,其间不会有任何事件或触发。",
                en="{who} skips the {step}: a skipped step never happens, so nothing happens or triggers in it.")
UNTAPS = message("untaps", zh="{who} 重置其永久物:{permanents};重置步骤中没有牌手获得优先权。",
                 en="{who} untaps their permanents: {permanents}; no player receives priority in the untap step.")
UNTAPS_NONE = message("untaps_none", zh="{who} 重置其永久物(没有横置的永久物);重置步骤中没有牌手获得优先权。",
                      en="{who} untaps their permanents (none is tapped); no player receives priority in the untap "
                         "step.")
FIRST_PLAYER_NO_DRAW = message("first_player_no_draw", zh="先手牌手 {who} 略过其第一个回合的抓牌步骤。",
                               en="{who}, the starting player, skips the draw step of their first turn.")
DRAW_ON_STACK = message("draw_on_stack",
                        zh="抓牌步骤的抓牌({who} 抓一张牌)作为不被任何牌手操控的触发式异能进入堆叠顶部。",
                        en="The draw-step draw ({who} draws a card) goes on top of the stack as a triggered ability "
                           "no player controls.")
COMBAT_EFFECTS_END = message("combat_effects_end", zh="战斗阶段结束:“直到战斗结束”的效应终止({effects})。",
                             en="The combat phase ends: the “until end of combat” effects end ({effects}).")
DISCARD_DOWN_TO = message("discard_down_to", zh="弃牌(弃到 {limit} 张)", en="discard (down to {limit} cards)")
HAND_WITHIN_LIMIT = message("hand_within_limit", zh="{who} 的手牌 {count} 张,不超过 {limit} 张:不需弃牌。",
                            en="{who} has {count} cards in hand, no more than {limit}: no discard.")
CLEANUP = message("cleanup",
                  zh="同时移除永久物上的所有伤害并结束所有“直到回合结束”和“本回合”的效应({damaged} 个永久物上的伤害,"
                     "{effects} 个持续性效应,及本回合的护盾);此动作不使用堆叠。",
                  en="At the same time all damage is removed from permanents and all “until end of turn” and "
                     "“this turn” effects end (damage on {damaged} permanents, {effects} continuous effects, and this "
                     "turn's shields); this does not use the stack.")
CLEANUP_PRIORITY = message("cleanup_priority",
                           zh="清除步骤中发生了依状态而生的效应或有异能触发:{who} 获得优先权;堆叠清空后再进行一个清除步骤。",
                           en="State-based effects happened or abilities triggered during the cleanup step: {who} "
                              "receives priority; once the stack is empty, another cleanup step follows.")
CLEANUP_DONE = message("cleanup_done", zh="清除步骤中没有依状态而生的效应也没有异能触发:没有牌手获得优先权,回合结束。",
                       en="No state-based effect and no trigger during the cleanup step: no player receives priority "
                          "and the turn ends.")
CLEANUP_AGAIN = message("cleanup_again", zh="清除步骤中有牌手获得过优先权且堆叠已清空:再进行一个清除步骤。",
                        en="A player received priority during the cleanup step and the stack is empty: another "
                           "cleanup step follows.")

# --- priority (408) --------------------------------------------------------------------------------------------------
GETS_PRIORITY = message("gets_priority", zh="{who} 获得优先权。", en="{who} receives priority.")
PASSES_TO = message("passes_to", zh="{who} 让过优先权,{next} 获得优先权。",
                    en="{who} passes priority; {next} receives priority.")
BOTH_PASSED_RESOLVE = message("both_passed_resolve", zh="双方牌手连续让过优先权:堆叠顶端的咒语或异能结算。",
                              en="Both players passed priority in succession: the spell or ability on top of the "
                                 "stack resolves.")
BOTH_PASSED_STEP_ENDS = message("both_passed_step_ends",
                                zh="堆叠为空且双方牌手连续让过优先权:当前步骤(阶段)结束。",
                                en="The stack is empty and both players passed priority in succession: the current "
                                   "step (phase) ends.")

# --- words and phrases other messages take as parameters -------------------------------------------------------------
NONE = message("none", zh="无", en="none")
SLASH = message("slash", zh="{a}/{b}", en="{a}/{b}")
DAMAGE_BIT = message("damage_bit", zh="伤害{damage}", en="damage {damage}")
TAPPED_BIT = message("tapped_bit", zh="横置", en="tapped")
FACE_DOWN_OBJ = message("face_down_obj", zh="牌面朝下({id})", en="face-down ({id})")
OBJ_DESCRIBED = message("obj_described", zh="{name}[{bits}]", en="{name} [{bits}]")


def joined(pair: Message, parts: list[Text | str]) -> Text | str:
    """Parts joined two by two with ``pair`` (a message of ``{a}`` and ``{b}``), where a language joins them
    otherwise than it joins a list: "/" in a creature's 2/2/tapped, ";" between sentences, "or", "→"."""
    out = parts[0]
    for p in parts[1:]:
        out = pair(a=out, b=p)
    return out


def slashed(parts: list[Text | str]) -> Text | str:
    return joined(SLASH, parts)


# --- describing an action (the action step, game.py) -----------------------------------------------------------------
PASSES = message("passes", zh="{who} 让过优先权。", en="{who} passes priority.")
PASS_UNTIL = message("pass_until", zh="双方牌手在获得优先权时都让过,直到{goal}。",
                     en="Both players pass whenever they receive priority, until {goal}.")
STACK_RESOLVED_GOAL = message("stack_resolved_goal", zh="堆叠结算完毕", en="the stack has resolved")
PLAYS_LAND = message("plays_land", zh="{who} 使用地 {card}。", en="{who} plays the land {card}.")
CASTS = message("casts", zh="{who} {how}使用 {card}{aim}。", en="{who} casts {card}{how}{aim}.")
FACE_DOWN_HOW = message("face_down_how", zh="牌面朝下地(变身)", en=" face down (morph)")
CAST_AIM = message("cast_aim", zh=",目标 {targets}", en=", targeting {targets}")
ACTIVATES = message("activates", zh="{who} 使用 {source} 的异能 {ability}。",
                    en="{who} activates the ability {ability} of {source}.")
ACTIVATES_MANA = message("activates_mana", zh="{who} 使用 {source} 的法术力异能。",
                         en="{who} activates the mana ability of {source}.")
TURNS_FACE_UP = message("turns_face_up", zh="{who} 将 {card} 翻回正面。", en="{who} turns {card} face up.")
DECLARES_ATTACKERS = message("declares_attackers", zh="{who} 宣告攻击者:{attackers}。",
                             en="{who} declares attackers: {attackers}.")
BLOCK_PAIR = message("block_pair", zh="{blocker} 阻挡 {attacker}", en="{blocker} blocks {attacker}")
DECLARES_BLOCKERS = message("declares_blockers", zh="{who} 宣告阻挡者:{blocks}。", en="{who} declares blockers: {blocks}.")
AMOUNT_TO = message("amount_to", zh="{to} {n}", en="{n} to {to}")
ASSIGNMENT = message("assignment", zh="{source} → {parts}", en="{source} → {parts}")
SEMICOLONS = message("semicolons", zh="{a};{b}", en="{a}; {b}")
BY_DEFAULT = message("by_default", zh="按默认", en="the default")
ASSIGNS_DAMAGE = message("assigns_damage", zh="{who} 分配战斗伤害:{assignments}。",
                         en="{who} assigns combat damage: {assignments}.")
CONCEDES = message("concedes", zh="{who} 认输。", en="{who} concedes.")
OTHER_ACTION = message("other_action", zh="{who}:{type}", en="{who}: {type}")


def semicoloned(parts: list[Text | str]) -> Text | str:
    return joined(SEMICOLONS, parts)


# --- the start and the answer (game.py) -----------------------------------------------------------------------------
NO_LIFE_GIVEN = message("no_life_given", zh="{who} 未给出生命,按起始生命 20。",
                        en="{who} has no life total given: the starting life of 20 is used.")
MANA_KEEPS_PRIORITY = message("mana_keeps_priority", zh="使用法术力异能之前拥有优先权的牌手,之后依然拥有优先权。",
                              en="The player who had priority before activating the mana ability still has it after.")
CONCEDE_WINS = message("concede_wins", zh="{who} 认输,{winner} 获胜。", en="{who} concedes; {winner} wins.")
HOLDS_PRIORITY = message("holds_priority", zh=",{who} 拥有优先权", en=", {who} has priority")
WAITING = {
    "declare_attackers": message("waiting.declare_attackers", zh=",等待宣告攻击者",
                                 en=", waiting for attackers to be declared"),
    "declare_blockers": message("waiting.declare_blockers", zh=",等待宣告阻挡者",
                                en=", waiting for blockers to be declared"),
    "assign_damage": message("waiting.assign_damage", zh=",等待分配战斗伤害",
                             en=", waiting for combat damage to be assigned"),
}
GAME_GOES_ON = message("game_goes_on", zh="游戏继续:第 {turn} 回合,{who} 的{where}{holder}。",
                       en="The game goes on: turn {turn}, {who}'s {where}{holder}.")
STACK_BOTTOM_UP = message("stack_bottom_up", zh=" 堆叠(由底至顶):{items}。", en=" Stack (bottom to top): {items}.")
STACK_DRAW = message("stack.draw", zh="抓牌", en="draw")
STACK_COMBAT_DAMAGE = message("stack.combat_damage", zh="战斗伤害", en="combat damage")
ABILITY_OF = message("ability_of", zh="{source} 的异能 {ability}", en="ability {ability} of {source}")
POISON_BIT = message("poison_bit", zh=",中毒 {poison}", en=", poison {poison}")
PLAYER_SUMMARY = message("player_summary", zh="{who}:生命 {life}{poison},场上 {permanents},手牌 {hand} 张",
                         en="{who}: life {life}{poison}, in play {permanents}, {hand} card(s) in hand")
ANSWER = message("answer", zh="{head} {players}。", en="{head} {players}.")
HEAD_WITH_STACK = message("head_with_stack", zh="{head}{stack}", en="{head}{stack}")

# --- mana (mana.py) --------------------------------------------------------------------------------------------------
ACTIVATES_MANA_ABILITY = message("activates_mana_ability",
                                 zh="{who} 使用 {source} 的法术力异能{tap},法术力池加入 {amount} 点 {color};"
                                    "法术力异能立即结算,不使用堆叠。",
                                 en="{who} activates the mana ability of {source}{tap}, adding {amount} {color} to "
                                    "their mana pool; a mana ability resolves at once and does not use the stack.")
BY_TAPPING = message("by_tapping", zh="(横置)", en=" (tapping it)")
POOL_SHORT = message("pool_short", zh="{who} 的法术力池不足以支付 {cost}。", en="{who}'s mana pool cannot pay {cost}.")
PAYS_FROM_POOL = message("pays_from_pool", zh="{who} 从法术力池支付 {cost}。", en="{who} pays {cost} from the mana pool.")
POOLS_EMPTY = message("pools_empty", zh="阶段结束:{players} 的法术力池中没有法术力,没有法术力消失,没有法术力灼伤。",
                      en="The phase ends: {players} have no mana in their pools, so no mana empties and there is no "
                         "mana burn.")
MANA_BURN = message("mana_burn", zh="阶段结束:{who} 法术力池中尚未使用的 {lost} 点法术力消失,"
                                    "法术力灼伤使其失去 {lost} 点生命(不是伤害,不能被防止),生命 {before} → {after}。",
                    en="The phase ends: the {lost} unused mana in {who}'s pool empties and mana burn makes them lose "
                       "{lost} life (not damage, it cannot be prevented), life {before} → {after}.")

# --- is an action legal now (legality.py) ----------------------------------------------------------------------------
CLAUSES: dict[str, Message] = {}


def refusal(key: str, *, zh: str, en: str) -> Message:
    """A sentence that may refuse a play: it has a clause form (its full stop dropped) for "…; the action is
    reversed" (422.1), which words the last refusal of an illegal play."""
    found = message(key, zh=zh, en=en)
    CLAUSES[found.id] = message(f"{key}.clause", zh=zh.removesuffix("。"), en=en.removesuffix("."))
    return found


REVERSED = message("reversed", zh="{reason};此动作要倒回。", en="{reason}; the action is reversed.")


def reversed_(reason: Text | str) -> Text | str:
    """The last refusal of an illegal play, saying the play is reversed."""
    if isinstance(reason, Text) and reason.message.id in CLAUSES:
        return REVERSED(reason=CLAUSES[reason.message.id](**reason.args))
    return f"{str(reason).rstrip('。')};此动作要倒回。"


MAY_CONCEDE = message("may_concede", zh="{who} 可以在任何时候认输。", en="{who} may concede at any time.")
ATTACKERS_FIRST = message("attackers_first", zh="现在是宣告攻击者的时机:主动牌手须先宣告攻击者(可以为空)。",
                          en="It is time to declare attackers: the active player must declare them first (none is "
                             "a declaration too).")
BLOCKERS_BY = message("blockers_by", zh="现在须由 {who} 宣告阻挡者(可以为空)。",
                      en="{who} must declare blockers now (none is a declaration too).")
UNKNOWN_IN_BLOCK = message("unknown_in_block", zh="阻挡宣告 {blocker} → {attacker} 中有未知对象。",
                           en="The block {blocker} → {attacker} names an unknown object.")
NOT_COMBAT_DECLARATION_TIME = message("not_combat_declaration_time",
                                      zh="现在不是宣告攻击者、阻挡者或分配战斗伤害的时机。",
                                      en="It is not the time to declare attackers or blockers or to assign combat "
                                         "damage.")
NO_ONE_HAS_PRIORITY = message("no_one_has_priority", zh="现在没有牌手拥有优先权。", en="No player has priority now.")
NO_PRIORITY = refusal("no_priority", zh="{who} 没有优先权(优先权在 {holder});牌手只能在拥有优先权时使用咒语或异能。",
                      en="{who} does not have priority ({holder} has it); a player casts spells and activates "
                         "abilities only with priority.")
MAY_PASS = message("may_pass", zh="{who} 拥有优先权,可以让过。", en="{who} has priority and may pass.")
MANA_ABILITY_OK = message("mana_ability_ok", zh="{source} 的法术力异能可以在拥有优先权或支付费用时使用。",
                          en="The mana ability of {source} may be activated with priority or while paying a cost.")
NO_MANA_ABILITY = refusal("no_mana_ability", zh="{source} 没有可使用的法术力异能。",
                          en="{source} has no mana ability that can be activated.")
MAY_TURN_UP = message("may_turn_up", zh="{card} 是由你操控、具变身异能的牌面朝下永久物,可在能使用瞬间的任何时机翻回正面。",
                      en="{card} is a face-down permanent you control with morph: it may be turned face up any time "
                         "you could cast an instant.")
MAY_NOT_TURN_UP = refusal("may_not_turn_up", zh="{card} 不是由你操控、具变身异能的牌面朝下永久物。",
                          en="{card} is not a face-down permanent with morph that you control.")
MORPH_COST_OK = message("morph_cost_ok", zh="可以支付变身费用 {cost}。", en="The morph cost {cost} can be paid.")
MORPH_COST_NO = refusal("morph_cost_no", zh="无法支付变身费用。", en="The morph cost cannot be paid.")
NO_ATTACK_AFTER_SKIP = message("no_attack_after_skip",
                               zh="主动牌手没有能宣告为攻击者的生物,宣告攻击者步骤的其余部分已被略过,战斗直接进入战斗结束步骤:"
                                  "现在不能再宣告攻击者。",
                               en="The active player had no creature that could attack: the rest of the declare "
                                  "attackers step was skipped and combat went straight to the end of combat step, so "
                                  "attackers can no longer be declared.")
UNKNOWN_ATTACKER = message("unknown_attacker", zh="攻击宣告中有未知对象 {id}。",
                           en="The attack declaration names an unknown object {id}.")
DECLARED_TWICE = message("declared_twice", zh="同一个生物被宣告了两次。", en="The same creature is declared twice.")
BAND_NOT_ATTACKING = message("band_not_attacking", zh="攻击团队的成员必须都是攻击生物。",
                            en="Every member of an attacking band must be an attacking creature.")
BAND_OK = message("band_ok", zh="攻击团队 {band}:至多一个成员不具结合异能。",
                  en="Attacking band {band}: at most one member lacks banding.")
BAND_PROBLEM = message("band_problem", zh="攻击团队 {band} 中至多一个生物可以不具结合异能。",
                       en="At most one creature of the attacking band {band} may lack banding.")
SORCERY_TIMING_OK = message("sorcery_timing_ok", zh="{what}:{who} 在自己的行动阶段、拥有优先权且堆叠为空,可以使用。",
                            en="{what}: {who} may cast it in their own main phase, with priority and an empty stack.")
SORCERY_TIMING_NO = refusal("sorcery_timing_no", zh="{what}只能在自己的行动阶段、拥有优先权且堆叠为空时使用;现在{why}。",
                            en="A {what} may be cast only in its controller's main phase, with priority and an empty "
                               "stack; now {why}.")
NOT_THEIR_TURN = message("why.not_their_turn", zh="不是其回合", en="it is not their turn")
NOT_MAIN_PHASE = message("why.not_main_phase", zh="不在行动阶段", en="it is not a main phase")
STACK_NOT_EMPTY = message("why.stack_not_empty", zh="堆叠不为空", en="the stack is not empty")
SPELL_KINDS = {
    "face_down": message("kind.face_down", zh="牌面朝下的生物咒语", en="face-down creature spell"),
    "instant": message("kind.instant", zh="瞬间", en="instant"),
    "sorcery": message("kind.sorcery", zh="法术", en="sorcery"),
    "creature": message("kind.creature", zh="生物咒语", en="creature spell"),
    "artifact": message("kind.artifact", zh="神器咒语", en="artifact spell"),
    "enchantment": message("kind.enchantment", zh="结界咒语", en="enchantment spell"),
    "spell": message("kind.spell", zh="咒语", en="spell"),
}
LAND_IN_HAND = message("land_in_hand", zh="{card} 是你手上的地牌。", en="{card} is a land card in your hand.")
NOT_LAND_IN_HAND = refusal("not_land_in_hand", zh="{card} 不是你手上的地牌。", en="{card} is not a land card in your hand.")
LAND_TIMING_OK = message("land_timing_ok", zh="在自己的行动阶段、拥有优先权且堆叠为空时可以使用地;使用地不使用堆叠。",
                         en="A land may be played in your own main phase with priority and an empty stack; playing "
                            "a land does not use the stack.")
LAND_TIMING_NO = refusal("land_timing_no", zh="只能在自己的行动阶段、堆叠为空且拥有优先权时使用地。",
                         en="A land may be played only in your own main phase, with an empty stack and priority.")
NO_LAND_YET = message("no_land_yet", zh="本回合尚未使用过地牌。", en="No land has been played this turn.")
LAND_ALREADY = refusal("land_already", zh="本回合已经使用过地牌。", en="A land has already been played this turn.")
FLASHBACK_OK = message("flashback_ok", zh="{card} 具有返照,可以从你的坟墓场使用。",
                       en="{card} has flashback and may be cast from your graveyard.")
FLASHBACK_NO = refusal("flashback_no", zh="{card} 没有返照,不能从坟墓场使用。",
                       en="{card} has no flashback and cannot be cast from the graveyard.")
IN_HAND_CAST = message("in_hand_cast", zh="{card} 在你的手上,宣告使用后进入堆叠。",
                       en="{card} is in your hand; once announced it goes on the stack.")
NOT_IN_HAND = refusal("not_in_hand", zh="{card} 不在你的手上。", en="{card} is not in your hand.")
LAND_NOT_SPELL = refusal("land_not_spell", zh="地牌不是咒语,用 play_land 使用。",
                         en="A land card is not a spell: play it with play_land.")
NO_MORPH = refusal("no_morph", zh="{card} 没有变身异能,不能牌面朝下使用。",
                   en="{card} has no morph and cannot be cast face down.")
INSTANT_OK = message("instant_ok", zh="瞬间:拥有优先权的牌手可以在任何时候使用。",
                     en="Instant: the player with priority may cast it any time.")
NO_KICKER = refusal("no_kicker", zh="{card} 没有增幅。", en="{card} has no kicker.")
NO_BUYBACK = refusal("no_buyback", zh="{card} 没有购回。", en="{card} has no buyback.")
FACE_DOWN_NO_TARGETS = refusal("face_down_no_targets", zh="牌面朝下的生物咒语没有目标。",
                               en="A face-down creature spell has no targets.")
MODE_NEEDED = refusal("mode_needed", zh="模式咒语须宣告一个有效的模式(mode)。",
                      en="A modal spell must announce a valid mode (mode).")
KICKER_TARGETS = refusal("kicker_targets", zh="只有支付增幅费用后才能选择依赖增幅的目标。",
                         en="Targets that depend on kicker may be chosen only if the kicker cost is paid.")
DIVISION_OK = message("division_ok", zh="使用时宣告了 {amount} 点伤害如何分配,每个目标至少 1 点。",
                      en="How the {amount} damage is divided was announced on casting, at least 1 to each target.")
DIVISION_NO = refusal("division_no", zh="须在使用时宣告如何把 {amount} 点伤害分配给各目标,每个目标至少 1 点。",
                      en="How the {amount} damage is divided among the targets must be announced on casting, at "
                         "least 1 to each target.")
COST_OK = message("cost_ok", zh="可以支付 {cost}(法术力池加上所列法术力来源)。",
                  en="{cost} can be paid (the mana pool plus the mana sources listed).")
COST_NO = refusal("cost_no", zh="无法支付 {cost}(法术力池加上所列法术力来源);不能完成的使用要倒回。",
                  en="{cost} cannot be paid (the mana pool plus the mana sources listed); a play that cannot be "
                     "completed is reversed.")
TARGETS_OK = message("targets_ok", zh="宣告的目标合法:{targets}。", en="The targets announced are legal: {targets}.")
CYCLE_FROM_HAND = message("cycle_from_hand", zh="{card} 在你的手上,可以循环。", en="{card} is in your hand and may be cycled.")
CYCLE_ONLY_IN_HAND = refusal("cycle_only_in_hand", zh="循环只能在这张牌在你手上时使用。",
                             en="Cycling may be used only while the card is in your hand.")
CYCLING_COST_OK = message("cycling_cost_ok", zh="可以支付循环费用 {cost}。", en="The cycling cost {cost} can be paid.")
CYCLING_COST_NO = refusal("cycling_cost_no", zh="无法支付循环费用。", en="The cycling cost cannot be paid.")
NO_SUCH_ABILITY = message("no_such_ability", zh="{source} 没有启动式异能 {ability}。",
                          en="{source} has no activated ability {ability}.")
CONTROLS_SOURCE = message("controls_source", zh="{source} 在场上且由你操控:你可以在拥有优先权时使用它的启动式异能。",
                          en="{source} is in play under your control: you may activate its activated abilities "
                             "with priority.")
NOT_CONTROLLER = refusal("not_controller", zh="只有 {source} 的操控者可以使用它的启动式异能。",
                         en="Only the controller of {source} may activate its activated abilities.")
ABILITY_TIMING_OK = message("ability_timing_ok", zh="启动式异能可以在拥有优先权的任何时候使用。",
                            en="An activated ability may be activated any time its controller has priority.")
FACE_DOWN_NO_ABILITIES = refusal("face_down_no_abilities", zh="牌面朝下的永久物没有异能。",
                                 en="A face-down permanent has no abilities.")
UNTAPPED_FOR_COST = message("untapped_for_cost", zh="{source} 未横置,可以横置来支付费用 {{T}}。",
                            en="{source} is untapped and can be tapped to pay the cost {{T}}.")
TAPPED_NO_COST = refusal("tapped_no_cost", zh="{source} 已横置:无法支付横置费用 {{T}}。",
                         en="{source} is tapped: the cost {{T}} cannot be paid.")
CONTROLLED_SINCE_TURN = message("controlled_since_turn", zh="{source} 自你最近的回合开始就受你操控,可以使用含横置符号的异能。",
                                en="{source} has been under your control since your most recent turn began: it may "
                                   "use abilities with the tap symbol.")
HASTE_TAP_OK = message("haste_tap_ok", zh="{source} 并非自你最近的回合开始就受你操控,但它具有敏捷,可以使用含横置符号的异能。",
                       en="{source} has not been under your control since your most recent turn began, but it has "
                          "haste: it may use abilities with the tap symbol.")
SICK_TAP_NO = refusal("sick_tap_no", zh="{source} 不是从你最近的回合开始就持续操控的生物,且不具敏捷,不能使用含横置符号的异能。",
                      en="{source} is a creature not continuously controlled since your most recent turn began and "
                         "without haste: it cannot use abilities with the tap symbol.")
ACTIVATION_COST_OK = message("activation_cost_ok", zh="可以支付启动费用 {cost}。",
                             en="The activation cost {cost} can be paid.")
ACTIVATION_COST_NO = refusal("activation_cost_no", zh="无法支付启动费用 {cost}。",
                             en="The activation cost {cost} cannot be paid.")

# --- colours, types, keywords (board.py) -----------------------------------------------------------------------------
COLOR_WORDS = {
    "W": message("color.W", zh="白", en="white"), "U": message("color.U", zh="蓝", en="blue"),
    "B": message("color.B", zh="黑", en="black"), "R": message("color.R", zh="红", en="red"),
    "G": message("color.G", zh="绿", en="green"),
}
TYPE_WORDS = {k: message(f"type.{k}", zh=zh, en=en) for k, zh, en in (
    ("creature", "生物", "creature"), ("artifact", "神器", "artifact"), ("enchantment", "结界", "enchantment"),
    ("land", "地", "land"), ("instant", "瞬间", "instant"), ("sorcery", "法术", "sorcery"),
    ("legend", "传奇", "legend"), ("wall", "墙", "wall"))}
LANDWALK_WORDS = {k: message(f"land.{k}", zh=zh, en=en) for k, zh, en in (
    ("plains", "平原", "Plains"), ("island", "海岛", "Island"), ("swamp", "沼泽", "Swamp"),
    ("mountain", "山脉", "Mountain"), ("forest", "树林", "Forest"))}
KEYWORD_WORDS = {k: message(f"keyword.{k}", zh=zh, en=en) for k, zh, en in (
    ("flying", "飞行", "flying"), ("first_strike", "先攻", "first strike"), ("double_strike", "连击", "double strike"),
    ("trample", "践踏", "trample"), ("haste", "敏捷", "haste"), ("fear", "恐惧", "fear"),
    ("shadow", "次元幽影", "shadow"), ("horsemanship", "马术", "horsemanship"),
    ("unblockable", "不能被阻挡", "unblockable"), ("landwalk", "地行者", "landwalk"),
    ("protection", "反…保护", "protection"), ("banding", "结合", "banding"), ("flanking", "侧面攻击", "flanking"),
    ("rampage", "狂暴", "rampage"), ("cumulative_upkeep", "累积维持", "cumulative upkeep"), ("echo", "返响", "echo"),
    ("fading", "消退", "fading"), ("buyback", "购回", "buyback"), ("kicker", "增幅", "kicker"),
    ("flashback", "返照", "flashback"), ("threshold", "门槛", "threshold"), ("cycling", "循环", "cycling"),
    ("morph", "变身", "morph"), ("provoke", "挑拨", "provoke"), ("cant_block", "不能阻挡", "can't block"),
    ("cant_attack", "不能攻击", "can't attack"),
    ("block_as_flying", "可以如同具有飞行异能一般进行阻挡", "can block as though it had flying"))}
PROTECTION_FROM = message("protection_from", zh="反{quality}保护", en="protection from {quality}")
LANDWALK_KW = message("landwalk_kw", zh="{land}行者", en="{land}walk")
KEYWORD_VALUE = message("keyword_value", zh="{keyword} {value}", en="{keyword} {value}")

# --- state-based effects (sbe.py) ------------------------------------------------------------------------------------
SBE_LOOP = message("sbe_loop", zh="依状态而生的效应反复发生超过上限。",
                   en="State-based effects keep happening beyond the limit.")
LIFE_IS = message("life_is", zh="{who} 的生命为 {life}。", en="{who}'s life is {life}.")
TOUGHNESS_IS = message("toughness_is", zh="{card} 的防御力为 {toughness}。", en="{card}'s toughness is {toughness}.")
DAMAGE_EQUALS_TOUGHNESS = message("damage_equals_toughness", zh="{card} 受到的伤害恰好等于其防御力。",
                                  en="The damage on {card} is exactly its toughness.")
SBE_CHECK = message("sbe_check", zh="检查依状态而生的效应:所有适用的效应作为同一事件同时进行。",
                    en="State-based effects are checked: all that apply happen at once as a single event.")
ZERO_TOUGHNESS = message("zero_toughness", zh="{card} 的防御力为 {toughness}:置入其拥有者的坟墓场(重生不能替代)。",
                         en="{card} has toughness {toughness}: it is put into its owner's graveyard (regeneration "
                            "cannot replace this).")
AURA_PROTECTED = message("aura_protected", zh="{aura} 所结附的 {host} 具有{protections},{aura} 有此特性({qualities}),"
                                              "不能结附在它上面:{aura} 置入其拥有者的坟墓场。",
                         en="{host}, enchanted by {aura}, has {protections}, and {aura} has that quality "
                            "({qualities}), so it cannot enchant it: {aura} is put into its owner's graveyard.")
AURA_HOST_GONE = message("aura_host_gone", zh="{aura} 所结附的 {host} 已不在场上:置入其拥有者的坟墓场。",
                         en="{host}, enchanted by {aura}, is no longer in play: {aura} is put into its owner's "
                            "graveyard.")
AURA_ON_NOTHING = message("aura_on_nothing", zh="{aura} 没有结附在任何永久物上:置入其拥有者的坟墓场。",
                          en="{aura} enchants no permanent: it is put into its owner's graveyard.")
LEGEND_RULE = message("legend_rule", zh="传奇规则:场上有 {count} 个名为「{name}」的传奇永久物;{why}置入其拥有者的坟墓场:"
                                        "{gone}。",
                      en="Legend rule: {count} legendary permanents named “{name}” are in play; {why} put into "
                         "their owners' graveyards: {gone}.")
LEGEND_KEPT = message("legend_kept", zh="最早进场的是 {card}(不论由谁操控),其余", en="{card} came into play first "
                      "(whoever controls it), the others are")
LEGEND_TIED = message("legend_tied", zh="最早的时间印记不分先后,全部", en="the earliest timestamps tie, so all are")
LETHAL_DAMAGE = message("lethal_damage", zh="{card} 受到致命伤害({damage} 点,防御力 {toughness}):被消灭(重生可以替代)。",
                        en="{card} has lethal damage ({damage}, toughness {toughness}): it is destroyed "
                           "(regeneration can replace this).")
BY_SBE = message("why.by_sbe", zh="因依状态而生的效应", en="by a state-based effect")
LOSS_REASONS = {
    "life": message("loss.life", zh="生命值为 0 或更少", en="has 0 or less life"),
    "empty_library": message("loss.empty_library", zh="须从空牌库抓牌", en="had to draw from an empty library"),
    "poison": message("loss.poison", zh="有十个或更多中毒指示物", en="has ten or more poison counters"),
}
LOSES = message("loses", zh="{who} {why},输掉这盘游戏。", en="{who} {why} and loses the game.")
BOTH_LOSE = message("both_lose", zh="双方牌手同时输掉,这盘视为和局。",
                    en="Both players lose at the same time: the game is a draw.")
BOTH_LOSE_ENDS = message("both_lose_ends", zh="双方牌手同时输掉,这盘视为和局,并立刻结束。",
                         en="Both players lose at the same time: the game is a draw and ends at once.")
LOST_WINS = message("lost_wins", zh="{who} {why}而输掉,{winner} 获胜。", en="{who} {why} and loses; {winner} wins.")
WIN_AND_LOSE = message("win_and_lose", zh="{who} 因效应赢得游戏的同时满足输掉游戏的条件:同时赢及输视为输,{winner} 获胜。",
                       en="{who} wins the game by an effect while meeting a condition to lose it: winning and losing "
                          "at once is losing, so {winner} wins.")
EFFECT_WINS = message("effect_wins", zh="效应使 {who} 赢得游戏,游戏立刻结束,{winner} 获胜。",
                      en="An effect makes {who} win the game; the game ends at once and {winner} wins.")
EFFECT_LOSES = message("effect_loses", zh="效应使 {who} 输掉游戏,游戏立刻结束,{winner} 获胜。",
                       en="An effect makes {who} lose the game; the game ends at once and {winner} wins.")

# --- one-shot events (events.py) -------------------------------------------------------------------------------------
FACE_DOWN_CREATURE = message("face_down_creature", zh="牌面朝下的生物({id})", en="face-down creature ({id})")
ZONE_NAMES = {k: message(f"zone.{k}", zh=zh, en=en) for k, zh, en in (
    ("graveyard", "坟墓场", "graveyard"), ("hand", "手牌", "hand"), ("library", "牌库", "library"),
    ("removed", "移出游戏区", "removed-from-the-game zone"), ("play", "场上", "play"), ("stack", "堆叠", "stack"))}
LIFE_CHANGES = message("life_changes", zh="{who} {why}:生命 {before} → {after}。",
                       en="{who} {why}: life {before} → {after}.")
REMOVED_FROM_COMBAT = message("removed_from_combat", zh="{card} 被移出战斗。", en="{card} is removed from combat.")
PUT_INTO_ZONE = message("put_into_zone", zh="{card} {why},置入其拥有者的{zone}{reveal}。",
                        en="{card} {why} and is put into its owner's {zone}{reveal}.")
REVEALED_LEAVING = message("revealed_leaving", zh="(牌面朝下的永久物离场时须展示给所有牌手)",
                           en=" (a face-down permanent leaving play is revealed to all players)")
WHILE_IN_PLAY_ENDS = message("while_in_play_ends", zh="{card} 离场:“只要它仍在场上”的效应终止({objects} 不再受其影响)。",
                             en="{card} leaves play: its “as long as it remains in play” effects end ({objects} no "
                                "longer affected).")
ENTERS_PLAY = message("enters_play", zh="{card} 在 {who} 的操控下进场{face_down}{fading}。",
                      en="{card} comes into play under {who}'s control{face_down}{fading}.")
FACE_DOWN_ENTERS = message("face_down_enters", zh="(牌面朝下,2/2 无色无名称无异能)",
                           en=" (face down: a 2/2 with no colour, name or abilities)")
WITH_FADE = message("with_fade", zh=",带有 {count} 个消退指示物", en=", with {count} fade counters")
REGENERATED = message("regenerated", zh="{card} 的重生护盾替代了消灭:移除其上所有伤害并横置它。",
                      en="The regeneration shield of {card} replaces the destruction: all damage is removed from it "
                         "and it is tapped.")
CANNOT_REGENERATE = message("cannot_regenerate", zh="{card} 有重生护盾,但此消灭不能被重生替代。",
                            en="{card} has a regeneration shield, but this destruction cannot be regenerated.")
NO_SHIELD_YET = message("no_shield_yet", zh="{card} 现在没有重生护盾(重生异能须在消灭前结算,每个护盾只替代一次):"
                                            "消灭不被替代。",
                        en="{card} has no regeneration shield now (the regeneration ability must resolve before the "
                           "destruction, and each shield replaces once): the destruction is not replaced.")
DESTROYED = message("why.destroyed", zh="被消灭", en="is destroyed")
TOKEN_CEASES = message("token_ceases", zh="衍生物 {card} 在场上区以外,不复存在。",
                       en="The token {card} is outside play and ceases to exist.")
DRAWS_FROM_EMPTY = message("draws_from_empty", zh="{who} 须抓牌,但牌库中已没有牌。",
                           en="{who} must draw, but their library has no cards left.")
DRAWS = message("draws", zh="{who} 抓了一张牌({card})。", en="{who} draws a card ({card}).")
NOT_IN_HAND_CHOICE = message("not_in_hand_choice", zh="选择 {key} 中的 {cards} 不在 {who} 的手牌中,不能被选择(拒绝这部分选择)。",
                             en="{cards} in the choice {key} are not in {who}'s hand and cannot be chosen (this part "
                                "of the choice is refused).")
TOO_MANY_CHOSEN = message("too_many_chosen", zh="选择 {key} 列出的牌多于须{what}的 {need} 张:只取前 {need} 张。",
                          en="The choice {key} lists more cards than the {need} to {what}: only the first {need} are "
                             "taken.")
SHORT_CHOICE = message("short_choice", zh="给出的选择不足", en="the choice given is short")
NO_CHOICE = message("no_choice", zh="场景未给出", en="the scenario gives none")
DEFAULT_PICK = message("default_pick", zh="{who} 须{what} {need} 张;{given}(for: {key}),其余按默认选最后抓到的牌:{cards}。",
                       en="{who} must {what} {need} card(s); {given} (for: {key}), so the rest are by default the "
                          "cards drawn last: {cards}.")
PICKED_AS_CHOSEN = message("picked_as_chosen", zh="{who} 在结算时作出选择(for: {key}),{what}:{cards}。",
                           en="{who} makes the choice as it resolves (for: {key}), to {what}: {cards}.")
DISCARDS = message("discards", zh="{who} 弃掉 {cards}。", en="{who} discards {cards}.")
REDIRECT_VOID = message("redirect_void", zh="重定向效应所涉及的生物已不在场上或不再是生物,该效应无效。",
                        en="A creature the redirection effect involves is no longer in play or no longer a creature: "
                           "the effect does nothing.")
REDIRECTED = message("redirected", zh="{source} 将对 {recipient} 造成的 {amount} 点伤害改为对 {to} 造成(重定向效应)。",
                     en="The {amount} damage {source} would deal to {recipient} is dealt to {to} instead (a "
                        "redirection effect).")
PROTECTED_DAMAGE = message("protected_damage", zh="{card} 具有{protections}:{source} 对它造成的 {amount} 点伤害被防止。",
                           en="{card} has {protections}: the {amount} damage {source} would deal to it is prevented.")
COMBAT_WORD = message("combat_word", zh="战斗", en="combat ")
DAMAGE_TO_CREATURE = message("damage_to_creature",
                             zh="{source} 对 {card} 造成 {amount} 点{combat}伤害(伤害留在生物上,共 {total};防御力 {toughness})。",
                             en="{source} deals {amount} {combat}damage to {card} (damage stays on a creature: "
                                "{total} in all; toughness {toughness}).")
NOT_LETHAL = message("not_lethal", zh="{card} 身上的伤害 {damage} 小于其防御力 {toughness}{star}:不是致命伤害,它不会因此被消灭。",
                     en="The damage {damage} on {card} is less than its toughness {toughness}{star}: not lethal "
                        "damage, it is not destroyed by it.")
WITH_STATICS = message("with_statics", zh="(计入 {sources} 的持续式异能)",
                       en=" (counting the static ability of {sources})")
PARENTHESISED = message("parenthesised", zh="({what})", en=" ({what})")
DAMAGE_TO_PLAYER = message("damage_to_player", zh="{source} 对 {who} 造成 {amount} 点{combat}伤害,生命 {before} → {after}。",
                           en="{source} deals {amount} {combat}damage to {who}, life {before} → {after}.")
SOURCE_NOT_CREATURE = message("source_not_creature", zh="伤害来源 {card} 不是生物", en="the damage source {card} is not a "
                              "creature")
PREVENTION_ORDER = message("prevention_order", zh="{who} 选择防止性效应的施行顺序:{order}。",
                           en="{who} chooses the order of the prevention effects: {order}.")
ARROWED = message("arrowed", zh="{a} → {b}", en="{a} → {b}")
PREVENTION_DEFAULT_ORDER = message("prevention_default_order",
                                   zh="多个防止性效应适用于同一事件,由受影响者的操控者 {who} 决定顺序;场景未给出 {key},按建立的先后施行。",
                                   en="Several prevention effects apply to one event and the affected object's "
                                      "controller {who} chooses their order; the scenario gives no {key}, so they "
                                      "apply in the order they were created.")
PREVENTED = message("prevented", zh="防止性效应(护盾编号 {shield})防止了 {source} 将对 {recipient} 造成的 {amount} 点伤害(护盾剩余 {left})。",
                    en="A prevention effect (shield {shield}) prevents {amount} of the damage {source} would deal to "
                       "{recipient} ({left} left on the shield).")


def arrowed(parts: list[str]) -> Text | str:
    return joined(ARROWED, list(parts))

# --- combat (combat.py) ----------------------------------------------------------------------------------------------
MAY_ATTACK_HASTE = message("may_attack_haste", zh="{card} 可以攻击:未横置、不是墙;它本回合才受主动牌手操控,但具有敏捷。",
                           en="{card} may attack: it is untapped and not a Wall; the active player has controlled it "
                              "only this turn, but it has haste.")
MAY_ATTACK = message("may_attack", zh="{card} 可以攻击:是主动牌手操控的未横置生物、不是墙,且自回合开始即受其操控。",
                     en="{card} may attack: an untapped creature of the active player, not a Wall, controlled by "
                        "them since the turn began.")
NOT_ACTIVE_CREATURE = message("not_active_creature", zh="{card} 不是主动牌手操控的生物。",
                              en="{card} is not a creature the active player controls.")
TAPPED_CANT_ATTACK = message("tapped_cant_attack", zh="{card} 已横置,不能攻击。", en="{card} is tapped and cannot attack.")
WALL_CANT_ATTACK = message("wall_cant_attack", zh="{card} 是墙,不能攻击。", en="{card} is a Wall and cannot attack.")
SICK_CANT_ATTACK = message("sick_cant_attack", zh="{card} 不是主动牌手从回合开始就操控的生物(召唤失调),且没有敏捷,不能攻击。",
                           en="{card} has not been under the active player's control since the turn began (summoning "
                              "sickness) and has no haste: it cannot attack.")
CANT_ATTACK = message("cant_attack", zh="{card} 不能攻击。", en="{card} cannot attack.")
NOT_DEFENDING_CREATURE = message("not_defending_creature", zh="{card} 不是防御牌手操控的生物。",
                                 en="{card} is not a creature the defending player controls.")
TAPPED_CANT_BLOCK = message("tapped_cant_block", zh="{card} 已横置,不能阻挡。", en="{card} is tapped and cannot block.")
CANT_BLOCK = message("cant_block", zh="{card} 不能阻挡。", en="{card} cannot block.")
NOT_ATTACKING = message("not_attacking", zh="{card} 不是攻击生物。", en="{card} is not an attacking creature.")
UNBLOCKABLE = message("unblockable", zh="{card} 不能被阻挡。", en="{card} cannot be blocked.")
FLYING_EVADES = message("flying_evades", zh="{attacker} 具有飞行,不能被不具飞行的 {blocker} 阻挡。",
                        en="{attacker} has flying and cannot be blocked by {blocker}, which has no flying.")
SHADOW_MISMATCH = message("shadow_mismatch", zh="次元幽影:{blocker} 与 {attacker} 只有一方具有次元幽影,不能阻挡。",
                          en="Shadow: only one of {blocker} and {attacker} has shadow, so it cannot block.")
HORSEMANSHIP_EVADES = message("horsemanship_evades", zh="{attacker} 具有马术,不能被不具马术的生物阻挡。",
                              en="{attacker} has horsemanship and cannot be blocked by creatures without it.")
FEAR_EVADES = message("fear_evades", zh="{attacker} 具有恐惧,只能被神器生物和/或黑色生物阻挡;{blocker} 既不是神器也不是黑色。",
                      en="{attacker} has fear and can be blocked only by artifact and/or black creatures; {blocker} is "
                         "neither artifact nor black.")
LANDWALK_EVADES = message("landwalk_evades", zh="{attacker} 具有{keyword},防御牌手操控{land}({lands}),它不能被阻挡。",
                          en="{attacker} has {keyword} and the defending player controls a {land} ({lands}): it "
                             "cannot be blocked.")
PROTECTION_EVADES = message("protection_evades", zh="{attacker} 具有{protections},不能被具有该特性的 {blocker} 阻挡。",
                            en="{attacker} has {protections} and cannot be blocked by {blocker}, which has that "
                               "quality.")
MAY_BLOCK = message("may_block", zh="{blocker} 可以阻挡 {attacker}:{why}。", en="{blocker} may block {attacker}: {why}.")
UNTAPPED_DEFENDER = message("untapped_defender", zh="{blocker} 是防御牌手操控的未横置生物",
                            en="{blocker} is an untapped creature the defending player controls")
BOTH_FLY = message("both_fly", zh="{attacker} 具有飞行,{blocker} 也具有飞行", en="{attacker} has flying and so has {blocker}")
BLOCKS_AS_FLYING = message("blocks_as_flying", zh="{attacker} 具有飞行,{blocker} 可以如同具有飞行异能一般进行阻挡",
                           en="{attacker} has flying, and {blocker} can block as though it had flying")
BOTH_SHADOW = message("both_shadow", zh="双方都具有次元幽影", en="both have shadow")
BOTH_HORSEMANSHIP = message("both_horsemanship", zh="双方都具有马术", en="both have horsemanship")
ARTIFACT_CREATURE = message("artifact_creature", zh="神器生物", en="an artifact creature")
BLACK_CREATURE = message("black_creature", zh="黑色生物", en="a black creature")
FEAR_OK = message("fear_ok", zh="{attacker} 具有恐惧,{blocker} 是{what}", en="{attacker} has fear, and {blocker} is {what}")
LANDWALK_OK = message("landwalk_ok", zh="{attacker} 具有{keywords},防御牌手不操控{lands}",
                      en="{attacker} has {keywords}, and the defending player controls no {lands}")
PROTECTION_OK = message("protection_ok", zh="{attacker} 的保护不涉及 {blocker} 的特性",
                        en="the protection of {attacker} does not concern the qualities of {blocker}")
MUST_BLOCK = message("must_block", zh="{blocker} 须阻挡 {attacker}(挑拨),且它能够阻挡。",
                     en="{blocker} must block {attacker} (provoke), and it is able to.")
NO_ATTACKERS_SKIP = message("no_attackers_skip", zh="主动牌手没有能宣告为攻击者的生物:略过本步骤其余部分及宣告阻挡者、战斗伤害步骤,"
                                                    "直接进入战斗结束步骤。",
                            en="The active player has no creature that can attack: the rest of this step and the "
                               "declare blockers and combat damage steps are skipped, straight to the end of combat "
                               "step.")
ATTACK_ILLEGAL = message("attack_illegal", zh="攻击不合法:{why}", en="Illegal attack: {why}")
ATTACK_ILLEGAL_K = message("attack_illegal_k", zh="攻击不合法({k}/{count}):{why}", en="Illegal attack ({k}/{count}): {why}")
ATTACK_CANCELLED = message("attack_cancelled", zh="这次攻击宣告不合法:取消所有宣告攻击的动作,主动牌手重新宣告攻击生物。",
                           en="This attack declaration is illegal: every attack declared is cancelled and the active "
                              "player declares attackers again.")
NO_ATTACKERS_DECLARED = message("no_attackers_declared", zh="主动牌手没有宣告攻击者:略过宣告阻挡者和战斗伤害步骤。",
                                en="The active player declares no attackers: the declare blockers and combat damage "
                                   "steps are skipped.")
ATTACKERS_DECLARED = message("attackers_declared", zh="{who} 同时宣告攻击者:{attackers}(宣告不使用堆叠;攻击使这些生物横置)。{bands}",
                             en="{who} declares attackers at once: {attackers} (declaring does not use the stack; "
                                "attacking taps these creatures).{bands}")
BANDS = message("bands", zh=" 攻击团队:{bands}。", en=" Attacking bands: {bands}.")
NO_CREATURES_TO_BLOCK = message("no_creatures_to_block", zh="{who} 不操控生物,没有可以宣告为阻挡者的生物。",
                                en="{who} controls no creature: nothing can be declared as a blocker.")
NO_BLOCKS_DECLARED_FOR = message("no_blocks_declared_for", zh="{who} 没有能够合法阻挡的生物,场景也没有给出阻挡宣告:宣告不阻挡。",
                                 en="{who} has no creature that can legally block and the scenario declares no "
                                    "blocks: no blocks are declared.")
BLOCK_ILLEGAL = message("block_illegal", zh="阻挡不合法:{why}", en="Illegal block: {why}")
BLOCK_ILLEGAL_K = message("block_illegal_k", zh="阻挡不合法({k}/{count}):{why}", en="Illegal block ({k}/{count}): {why}")
CANCEL_BLOCKS = message("cancel_blocks", zh="取消这次阻挡宣告。", en="This block declaration is cancelled.")
REDECLARE_BLOCKS = message("redeclare_blocks", zh="取消所有阻挡宣告,由 {who} 重新宣告阻挡生物。",
                           en="Every block declared is cancelled, and {who} declares blockers again.")
NO_BLOCKS = message("no_blocks", zh="防御牌手不宣告阻挡者:所有攻击生物都成为未被阻挡的生物。",
                    en="The defending player declares no blockers: every attacking creature becomes unblocked.")
BLOCKS = message("blocks", zh="{blocker} 阻挡 {attackers}(宣告同时进行,不使用堆叠,阻挡不使生物横置)。",
                 en="{blocker} blocks {attackers} (declared at once, without the stack; blocking does not tap).")
SECOND_DAMAGE_STEP = message("second_damage_step", zh="本战斗有具先攻或连击的生物:增加第二个战斗伤害步骤,处理其余的生物(以及具连击的生物)。",
                             en="A creature in this combat has first strike or double strike: a second combat "
                                "damage step is added for the other creatures (and those with double strike).")
FIRST_STRIKE_STEP = message("first_strike_step", zh="有进行攻击或阻挡的生物具先攻或连击:本步骤只有具先攻或连击的生物分配战斗伤害。",
                            en="An attacking or blocking creature has first strike or double strike: only creatures "
                               "with first strike or double strike assign combat damage in this step.")
ALREADY_STRUCK = message("already_struck", zh="{cards} 已在第一个战斗伤害步骤分配过伤害且不具连击,本步骤不再分配。",
                         en="{cards} assigned damage in the first combat damage step and have no double strike: they "
                            "assign none in this step.")
LEFT_COMBAT = message("left_combat", zh="{cards} 已不在战斗中(已离场或被移出战斗):本步骤不分配战斗伤害。",
                      en="{cards} are no longer in combat (left play or removed from combat): they assign no combat "
                         "damage in this step.")
BLOCKERS_GONE = message("blockers_gone", zh="{card} 被阻挡,但阻挡它的生物都已不在战斗中,它不具践踏:不造成战斗伤害。",
                        en="{card} is blocked, but its blockers are all out of combat and it has no trample: it deals "
                           "no combat damage.")
NOT_DIVIDING = message("not_dividing", zh="{id} 不是本战斗伤害步骤中分配伤害的被阻挡攻击生物,不能为它宣告伤害分配。",
                       en="{id} is not a blocked attacking creature assigning damage in this combat damage step: no "
                          "division can be declared for it.")
TOTAL_IS_POWER = message("total_is_power", zh="{card} 分配的伤害总和 {total} 等于其力量。",
                         en="The damage {card} assigns totals {total}, its power.")
TOTAL_NOT_POWER = message("total_not_power", zh="{card} 的伤害分配总和 {total} 不等于其力量 {power}。",
                          en="The damage {card} assigns totals {total}, not its power {power}.")
NEGATIVE_DAMAGE = message("negative_damage", zh="{card} 的伤害分配中有负数。", en="The division of {card} has a negative "
                          "amount.")
WRONG_RECIPIENTS = message("wrong_recipients", zh="{card} 只能把伤害分配给阻挡它的生物{or_player},不能分配给 {wrong}。",
                           en="{card} may assign damage only to its blockers{or_player}, not to {wrong}.")
OR_DEFENDER = message("or_defender", zh="或防御牌手", en=" or the defending player")
ONLY_BLOCKERS = message("only_blockers", zh="{card} 的伤害只分配给阻挡它的生物{and_player}。",
                        en="{card} assigns its damage only to its blockers{and_player}.")
AND_DEFENDER = message("and_defender", zh="及防御牌手", en=" and the defending player")
SHORT_OF_LETHAL = message("short_of_lethal", zh="{card} 需要 {need} 点,只分配了 {given} 点",
                          en="{card} needs {need}, only {given} assigned")
LETHAL_GIVEN = message("lethal_given", zh="{card} {given} 点{already}", en="{given} to {card}{already}")
ALREADY_DAMAGED = message("already_damaged", zh="(防御力 {toughness},已有 {damage} 点伤害)",
                          en=" (toughness {toughness}, already {damage} damage)")
TRAMPLE_OK = message("trample_ok", zh="{card} 具践踏:每个阻挡生物都已被分配致命伤害({lethal},按实际防御力计算),"
                                     "余下的 {rest} 点可以分配给防御牌手。",
                     en="{card} has trample: every blocker is assigned lethal damage ({lethal}, by actual "
                        "toughness), so the remaining {rest} may go to the defending player.")
TRAMPLE_SHORT = message("trample_short", zh="{card} 要把践踏伤害分配给防御牌手,须先对每个阻挡生物分配致命伤害({short})。",
                        en="For {card} to assign trample damage to the defending player, each blocker must first be "
                           "assigned lethal damage ({short}).")
TRAMPLE_ALL_BLOCKERS = message("trample_all_blockers",
                               zh="{card} 具践踏,但没有分配伤害给防御牌手:全部 {total} 点分配给阻挡生物,不需要先满足致命伤害。",
                               en="{card} has trample but assigns no damage to the defending player: all {total} go to "
                                  "the blockers, and no lethal damage is needed first.")
DEFAULT_DIVISION = message("default_division", zh="场景未给出 {card} 的伤害分配(assign_damage),按默认:依阻挡者宣告顺序各分配致命伤害,"
                                                 "余下的分配给{rest}。",
                           en="The scenario gives no damage division for {card} (assign_damage); by default each "
                              "blocker in declaration order is assigned lethal damage and the rest goes to {rest}.")
THE_DEFENDER = message("the_defender", zh="防御牌手", en="the defending player")
LAST_BLOCKER = message("last_blocker", zh="最后一个阻挡生物", en="the last blocker")
BANDING_UNSUPPORTED = message("banding_unsupported", zh="有具结合异能的生物参与阻挡或攻击团队:伤害如何在阻挡和被阻挡的生物之间分配由具结合异能生物的"
                                                       "操控者选择;引擎仍按所给或默认的分配继续,请裁判核对分配者。",
                              en="A creature with banding blocks or an attacking band is in combat: how damage is "
                                 "divided between blocking and blocked creatures is chosen by the banding creature's "
                                 "controller; the engine goes on with the given or default division, and the judge "
                                 "checks who divides.")
NO_COMBAT_DAMAGE = message("no_combat_damage", zh="本战斗伤害步骤没有生物造成战斗伤害。",
                           en="No creature deals combat damage in this combat damage step.")
ASSIGNED_LINE = message("assigned_line", zh="{source} → {target} {amount} 点", en="{source} → {target} {amount}")
DAMAGE_ASSIGNED = message("damage_assigned", zh="主动牌手宣告攻击生物如何造成伤害,然后防御牌手宣告阻挡生物如何造成伤害:{lines}。",
                          en="The active player announces how the attacking creatures deal damage, then the "
                             "defending player how the blocking creatures do: {lines}.")
DAMAGE_TO_STACK_CONTEXT = message("damage_to_stack_context", zh="战斗伤害进入堆叠。",
                                  en="Combat damage goes on the stack.")
DAMAGE_ON_STACK = message("damage_on_stack", zh="战斗伤害像虚拟咒语一样进入堆叠(分配伤害不是咒语或异能,不能被反击);主动牌手获得优先权。",
                          en="Combat damage goes on the stack like a virtual spell (assigning damage is not a spell "
                             "or ability and cannot be countered); the active player receives priority.")

# --- targets (targeting.py) ------------------------------------------------------------------------------------------
WHAT_WORDS = {k: message(f"what.{k}", zh=zh, en=en) for k, zh, en in (
    ("creature", "生物", "a creature"), ("player", "牌手", "a player"),
    ("creature_or_player", "生物或牌手", "a creature or player"), ("permanent", "永久物", "a permanent"),
    ("spell", "堆叠上的咒语", "a spell on the stack"), ("land", "地", "a land"), ("artifact", "神器", "an artifact"),
    ("enchantment", "结界", "an enchantment"), ("attacking_creature", "进行攻击的生物", "an attacking creature"),
    ("opponent_creature", "对手操控的生物", "a creature an opponent controls"),
    ("stack_item", "堆叠上的咒语", "a spell on the stack"))}
IS_PLAYER = message("is_player", zh="{who} 是牌手,而目标须是{want}", en="{who} is a player, and the target must be {want}")
DOES_NOT_EXIST = message("does_not_exist", zh="{id} 不存在", en="{id} does not exist")
NOT_SPELL_ON_STACK = message("not_spell_on_stack", zh="{card} 不是堆叠上的咒语", en="{card} is not a spell on the stack")
NOT_IN_PLAY_WANT = message("not_in_play_want", zh="{card} 在{zone}中,不在场上,而目标须是{want}",
                           en="{card} is in the {zone}, not in play, and the target must be {want}")
NO_LONGER_IN_PLAY = message("no_longer_in_play", zh="{card} 已不在场上", en="{card} is no longer in play")
PROTECTED_TARGET = message("protected_target", zh="{card} 具有{protections},不能成为 {source} 的目标",
                           en="{card} has {protections} and cannot be the target of {source}")
NOT_WANTED = message("not_wanted", zh="{card} 不是{want}", en="{card} is not {want}")
NO_TARGETS_DECLARED = refusal("no_targets_declared", zh="此咒语或异能没有目标,却宣告了目标。",
                              en="This spell or ability has no targets, yet targets are declared.")
TARGET_TWICE = refusal("target_twice", zh="同一个目标不能指定数次(409.1d):{targets}。",
                       en="The same target cannot be chosen more than once (409.1d): {targets}.")
TARGET_COUNT = refusal("target_count", zh="需要 {need} 个目标,宣告了 {given} 个。",
                       en="{need} target(s) needed, {given} declared.")
TARGET_GONE = refusal("target_gone", zh="{target} 已不复存在(衍生物离开场上后即不复存在):不是合法的目标。",
                      en="{target} no longer exists (a token that left play ceases to exist): not a legal target.")
NOT_LEGAL_TARGET = refusal("not_legal_target", zh="{why}:不是合法的目标。", en="{why}: not a legal target.")
RETARGET_ILLEGAL = message("retarget_illegal", zh="新的目标不合法({why}),{source} 的目标不改变。",
                           en="The new target is illegal ({why}): the target of {source} does not change.")
RETARGETED = message("retargeted", zh="{source} 的目标改为 {targets}。", en="The target of {source} becomes {targets}.")

# --- playing spells and abilities, passing (actions.py) --------------------------------------------------------------
LAND_NO_STACK = message("land_no_stack", zh="使用地不使用堆叠,不能被响应;该牌手仍拥有优先权。",
                        en="Playing a land does not use the stack and cannot be responded to; the player keeps "
                           "priority.")
ANNOUNCES_CAST = message("announces_cast", zh="{who} 宣告使用 {card},它进入堆叠。",
                         en="{who} announces {card}, which goes on the stack.")
A_FACE_DOWN_CARD = message("a_face_down_card", zh="一张牌面朝下的牌", en="a face-down card")
MODE_N = message("mode_n", zh="模式 {n}", en="mode {n}")
X_IS = message("x_is", zh="X={x}", en="X={x}")
PAYS_KICKER = message("pays_kicker", zh="支付增幅费用", en="paying the kicker cost")
PAYS_BUYBACK = message("pays_buyback", zh="支付购回费用", en="paying the buyback cost")
CAST_FACE_DOWN = message("cast_face_down", zh="以变身方式牌面朝下使用,改为支付 3", en="cast face down by morph, paying 3 "
                         "instead")
CAST_FLASHBACK = message("cast_flashback", zh="以返照方式从坟墓场使用,支付返照费用",
                         en="cast from the graveyard by flashback, paying the flashback cost")
ANNOUNCES = message("announces", zh="{who} 宣告:{choices}。", en="{who} announces: {choices}.")
ANNOUNCES_TARGETS = message("announces_targets", zh="{who} 宣告目标:{targets}。", en="{who} announces targets: {targets}.")
AMOUNT_POINTS = message("amount_points", zh="{to} {n} 点", en="{n} to {to}")
ANNOUNCES_DIVISION = message("announces_division", zh="{who} 宣告分配:{split}。", en="{who} announces the division: "
                                                                                "{split}.")
CAST_DONE = message("cast_done", zh="{card} 已被使用;其操控者获得优先权。", en="{card} has been cast; its controller "
                    "receives priority.")
FACE_DOWN_SPELL = message("face_down_spell", zh="牌面朝下的咒语", en="The face-down spell")
CYCLES = message("cycles", zh="{who} 使用 {card} 的循环异能(起动式异能,仅在手上时可用)。",
                 en="{who} activates the cycling ability of {card} (an activated ability usable only from the hand).")
ACTIVATES_ABILITY = message("activates_ability", zh="{who} 使用 {source} 的启动式异能「{ability}」,代表它的虚拟咒语进入堆叠。",
                            en="{who} activates the ability “{ability}” of {source}; the virtual spell that stands for "
                               "it goes on the stack.")
PAYS_TAP = message("pays_tap", zh="支付费用:横置 {source}。", en="Paying the cost: {source} is tapped.")
PAYS_LIFE = message("why.pays_life", zh="支付生命作为费用", en="pays life as a cost")
SACRIFICED_AS_COST = message("why.sacrificed_as_cost", zh="作为费用被牺牲", en="is sacrificed as a cost")
TURNED_FACE_UP = message("turned_face_up", zh="{who} 展示并支付变身费用,将 {card} 翻回正面(不使用堆叠);"
                                            "它早已进场,进场触发的异能不会触发;原有的效应继续影响它。",
                         en="{who} reveals and pays the morph cost, turning {card} face up (without the stack); it "
                            "was already in play, so its comes-into-play abilities do not trigger, and the effects "
                            "on it go on.")
PASSING_STOPS_FOR_DECISION = message("passing_stops_for_decision", zh="需要牌手作出决定({awaiting}),连续让过在此停止。",
                                     en="A player must decide ({awaiting}): the run of passes stops here.")
MANDATORY_LOOP = message("mandatory_loop", zh="在双方都只让过的情况下,堆叠与场面回到了先前出现过的同一状态:这是只包含强制性动作的循环。",
                         en="With both players only passing, the stack and the board came back to a state seen "
                            "before: a loop of mandatory actions only.")
LOOP_DRAW = message("loop_draw", zh="出现只包含强制性动作、无法停止的循环,这盘视为和局。",
                    en="A loop of mandatory actions only cannot be stopped: the game is a draw.")
TOO_MANY_PASSES = message("too_many_passes", zh="连续让过超过 {count} 次仍未到达指定的步骤。",
                          en="More than {count} passes in a row did not reach the step asked for.")
STEP_OVER_AT_ONCE = message("step_over_at_once", zh="{step} 已开始但随即结束(见上),连续让过在此停止;现在是{now}。",
                            en="The {step} began but ended at once (see above): the run of passes stops here; it is "
                               "now the {now}.")
NOT_LEGAL = message("not_legal", zh="不合法:{reason}", en="Illegal: {reason}")

# --- resolving (resolve.py) ------------------------------------------------------------------------------------------
DRAW_RESOLVES = message("draw_resolves", zh="抓牌步骤的抓牌结算:{who} 抓一张牌。",
                        en="The draw-step draw resolves: {who} draws a card.")
COMBAT_DAMAGE_RESOLVES = message("combat_damage_resolves",
                                 zh="战斗伤害结算:按分配时的宣告造成伤害;来源已离场的伤害照常造成,接受者已不在场或不再是生物的伤害不造成。",
                                 en="Combat damage resolves as it was assigned: damage from a source that has left "
                                    "play is still dealt; damage to a recipient no longer in play or no longer a "
                                    "creature is not.")
RECIPIENT_GONE = message("recipient_gone", zh="{card} 已不在场上或不再是生物,{source} 分配给它的 {amount} 点伤害不会造成。",
                         en="{card} is no longer in play or no longer a creature: the {amount} damage {source} "
                            "assigned to it is not dealt.")
ALL_PREVENTED = message("why.all_prevented", zh="它对牌手的战斗伤害全部被防止",
                        en="all its combat damage to the player was prevented")
ONLY_TO_CREATURES = message("why.only_to_creatures", zh="它这次的战斗伤害只分配给了生物",
                            en="its combat damage this time was assigned only to creatures")
DOES_NOT_TRIGGER_NO_PLAYER_DAMAGE = message("does_not_trigger_no_player_damage",
                                            zh="{ability} 不触发:{why},没有对牌手造成战斗伤害。",
                                            en="{ability} does not trigger: {why}, so it dealt no combat damage to a "
                                               "player.")
RESOLVES = message("resolves", zh="{name} 结算。", en="{name} resolves.")
FACE_DOWN_CREATURE_SPELL = message("face_down_creature_spell", zh="牌面朝下的生物咒语", en="The face-down creature spell")
IT = message("it", zh="它", en="it")
THE_ABILITY_NOT_SOURCE = message("the_ability_not_source", zh="该异能(不是 {source} 本身)",
                                 en="the ability (not {source} itself)")
ALL_TARGETS_ILLEGAL = message("all_targets_illegal", zh="{name} 的所有目标均已不合法({why}):{what}在结算时被反击,不产生任何效应{refund}",
                              en="Every target of {name} is illegal now ({why}): {what} is countered on resolution "
                                 "and has no effect{refund}")
NO_REFUND = message("no_refund", zh=";已支付的费用不返还。", en="; the costs paid are not refunded.")
FULL_STOP = message("full_stop", zh="。", en=".")
SOME_TARGETS_ILLEGAL = message("some_targets_illegal", zh="{name} 的部分目标已不合法({why}):它仍结算,但只影响合法的目标。",
                               en="Some targets of {name} are illegal now ({why}): it still resolves, but affects "
                                  "only the legal targets.")
TARGETS_STILL_LEGAL = message("targets_still_legal", zh="结算时重新检查目标:{targets} 仍是合法的目标。",
                              en="The targets are checked again on resolution: {targets} still legal.")
IF_FAILS = message("if_fails", zh="{name} 结算时“如果”条件不再成立,不产生任何效应。",
                   en="As {name} resolves, its “if” condition no longer holds: it has no effect.")
DECLINES_MAY = message("declines_may", zh="{who} 选择不使用 {name}(“可以”)。", en="{who} chooses not to use {name} (“may”).")
SOURCE_LEFT = message("source_left", zh="{card} 已离场,没有可牺牲或放置指示物的永久物。",
                      en="{card} has left play: there is no permanent to sacrifice or put counters on.")
NO_FADE_COUNTER = message("why.no_fade_counter", zh="无法移出消退指示物而被牺牲",
                          en="is sacrificed, as no fade counter can be removed")
FADE_REMOVED = message("fade_removed", zh="从 {card} 上移出一个消退指示物(剩余 {left})。",
                       en="A fade counter is removed from {card} ({left} left).")
AGE_COUNTER = message("age_counter", zh="{card} 上放置一个年龄指示物(共 {age} 个),须支付 {cost}。",
                      en="An age counter is put on {card} ({age} in all); {cost} must be paid.")
NO_PAYMENT_CHOICE = message("no_payment_choice", zh="场景未给出是否为 {card} 支付(for: {key}),按默认不支付。",
                            en="The scenario does not say whether to pay for {card} (for: {key}); by default it is "
                               "not paid.")
UNPAID_SACRIFICED = message("why.unpaid_sacrificed", zh="未支付费用而被牺牲", en="is sacrificed, its cost unpaid")
FLANKED = message("flanked", zh="{card} 得到 -1/-1 直到回合结束,现在为 {pt}。",
                  en="{card} gets -1/-1 until end of turn and is now {pt}.")
RAMPAGED = message("rampaged", zh="{card} 被 {count} 个生物阻挡,得到 +{bonus}/+{bonus} 直到回合结束(数值在结算时确定,之后不再改变)。",
                   en="{card} is blocked by {count} creatures and gets +{bonus}/+{bonus} until end of turn (the "
                      "amount is fixed on resolution and does not change later).")
PROVOKE_STILL_LEGAL = message("provoke_still_legal", zh="结算时重新检查目标:{target} 仍是合法的目标。",
                              en="The target is checked again on resolution: {target} is still legal.")
PROVOKE_FIZZLES = message("provoke_fizzles", zh="挑拨的目标在结算时已不合法:该异能被反击,不产生效应。",
                          en="The provoke target is illegal on resolution: the ability is countered and has no "
                             "effect.")
PROVOKED = message("provoked", zh="重置 {target};本次战斗中它若能阻挡 {card} 则须阻挡之。",
                   en="{target} untaps; this combat it must block {card} if able.")

# --- triggered abilities (triggers.py) -------------------------------------------------------------------------------
KEYWORD_TRIGGER_NAMES = {k: message(f"keyword_trigger.{k[3:]}", zh=zh, en=en) for k, zh, en in (
    ("kw:echo", "返响", "echo"), ("kw:fading", "消退", "fading"), ("kw:cumulative_upkeep", "累积维持", "cumulative upkeep"),
    ("kw:flanking", "侧面攻击", "flanking"), ("kw:rampage", "狂暴", "rampage"), ("kw:provoke", "挑拨", "provoke"),
    ("kw:cycling", "循环", "cycling"))}
KEYWORD_ABILITY_OF = message("keyword_ability_of", zh="{source} 的{keyword}异能", en="the {keyword} ability of {source}")
ABILITY_TEXT_OF = message("ability_text_of", zh="{source} 的异能「{ability}」", en="the ability “{ability}” of {source}")
TRIGGERS = message("triggers", zh="{ability} 触发;它将在下一次有牌手获得优先权时进入堆叠。",
                   en="{ability} triggers; it goes on the stack the next time a player would receive priority.")
ONLY_CONTROLLERS_TURN = message("miss.only_controllers_turn", zh="它只在其操控者 {who} 的回合触发",
                                en="it triggers only in its controller {who}'s turn")
SCOPE_MISSES = {
    "self": message("miss.self", zh="触发条件只涉及它自己,而这次是 {card}",
                    en="its trigger condition concerns only itself, and this time it is {card}"),
    "ally": message("miss.ally", zh="触发条件只涉及你操控的其他永久物,而 {card} 不是",
                    en="its trigger condition concerns only other permanents you control, and {card} is not one"),
    "enemy": message("miss.enemy", zh="触发条件只涉及对手的永久物,而 {card} 由其操控者自己操控",
                     en="its trigger condition concerns only opponents' permanents, and {card} is its controller's "
                        "own"),
}
MISS_OTHER = message("miss.other", zh="触发条件只涉及另一个永久物,而这次是它自己",
                     en="its trigger condition concerns only another permanent, and this time it is itself")
MISS_ANY = message("miss.any", zh="触发条件不符", en="its trigger condition does not match")
NOT_TO_CONTROLLER = message("not_to_controller", zh="{ability} 不触发:该事件不是对其操控者 {who} 发生的。",
                            en="{ability} does not trigger: the event did not happen to its controller {who}.")
DOES_NOT_TRIGGER = message("does_not_trigger", zh="{ability} 不触发:{why}。", en="{ability} does not trigger: {why}.")
IF_NOT_MET = message("if_not_met", zh="{ability} 的“如果”条件不成立,它不触发。",
                     en="The “if” condition of {ability} does not hold: it does not trigger.")
NOT_TO_GRAVEYARD = message("not_to_graveyard", zh="{ability} 不触发:{card} 离场后进入的是{zone},不是坟墓场。",
                           en="{ability} does not trigger: {card} left play for the {zone}, not the graveyard.")
DELAYED_LAPSES = message("delayed_lapses", zh="{ability} 所指的 {card} 已离场:这个延迟触发的异能失效。",
                         en="{card}, which {ability} refers to, has left play: this delayed triggered ability lapses.")
WHEN_NEXT = {
    "end_of_turn": message("when.end_of_turn", zh="下一个回合结束步骤开始时", en="the beginning of the next end of turn "
                           "step"),
    "upkeep": message("when.upkeep", zh="下一个维持步骤开始时", en="the beginning of the next upkeep"),
    "end_of_combat": message("when.end_of_combat", zh="下一个战斗结束步骤开始时", en="the beginning of the next end of "
                             "combat step"),
}
REFERS_TO = message("refers_to", zh="(所指的对象:{card})", en=" (referring to {card})")
DELAYED_CREATED = message("delayed_created", zh="建立延迟触发的异能:{ability}{about},在{when}触发。",
                          en="A delayed triggered ability is created: {ability}{about}, triggering at {when}.")
NO_LEGAL_TARGET_REMOVED = message("no_legal_target_removed", zh="{ability} 没有合法的目标,从堆叠中移出。",
                                  en="{ability} has no legal target and is removed from the stack.")
TRIGGER_AIM = message("trigger_aim", zh=",目标 {targets}", en=", targeting {targets}")
TRIGGER_TO_STACK = message("trigger_to_stack", zh="{ability} 进入堆叠(由 {who} 操控){aim}。",
                           en="{ability} goes on the stack (controlled by {who}){aim}.")
TRIGGER_TARGETS_VOID = message("trigger_targets_void", zh="为 {name} 给出的目标不合法({why});而现在根本没有合法的目标,"
                                                        "它将从堆叠中移出,不另选目标。",
                               en="The targets given for {name} are illegal ({why}); and there is no legal target at "
                                  "all now, so it is removed from the stack without other targets chosen.")
TRIGGER_TARGET_REFUSED = refusal("trigger_target_refused", zh="为 {name} 给出的目标不合法(choices 中 for: {key}):{why}。",
                                 en="The target given for {name} is illegal (choices, for: {key}): {why}.")
CHOICE_NOT_MADE = message("choice_not_made", zh="{reason};这个选择不能做出,也不以别的目标代替(非法的动作要倒回)。",
                          en="{reason}; this choice cannot be made and no other target replaces it (an illegal "
                             "action is reversed).")
TRIGGER_TARGETS_OK = message("trigger_targets_ok", zh="为 {ability} 给出的目标合法:{targets}(触发式异能进入堆叠时按使用咒语的规则选择目标)。",
                             en="The targets given for {ability} are legal: {targets} (a triggered ability's targets "
                                "are chosen by the rules for casting a spell as it goes on the stack).")
DEFAULT_TRIGGER_TARGETS = message("default_trigger_targets", zh="场景未给出 {key} 的目标(choices 中 for: {key}),按默认选择 "
                                                                "{targets}。",
                                  en="The scenario gives no targets for {key} (choices, for: {key}); by default "
                                     "{targets} are chosen.")
TRIGGER_ORDER = message("trigger_order", zh="{who} 选择其触发式异能进入堆叠的顺序:{order}(最后进入的最先结算)。",
                        en="{who} chooses the order their triggered abilities go on the stack: {order} (the last in "
                           "resolves first).")
DEFAULT_TRIGGER_ORDER = message("default_trigger_order", zh="{who} 有多个触发式异能同时等待进入堆叠;场景未给出 {key} 的顺序"
                                                       "(cards 应列出 {keys}),按触发的先后放入。",
                                en="{who} has several triggered abilities waiting to go on the stack; the scenario "
                                   "gives no order {key} (cards should list {keys}), so they go in the order they "
                                   "triggered.")


def clause(reason: Text | str) -> Text | str:
    """A refusal without its full stop (and a target's "not a legal target" reason without that tail)."""
    if isinstance(reason, Text):
        if reason.message is NOT_LEGAL_TARGET:
            return reason.args["why"]  # type: ignore[return-value]
        if reason.message.id in CLAUSES:
            return CLAUSES[reason.message.id](**reason.args)
    return str(reason).rstrip("。")

# --- effects (effects.py) --------------------------------------------------------------------------------------------
COLOR_ADJ = {k: message(f"colour_adj.{k}", zh=zh, en=en) for k, zh, en in (
    ("W", "白色", "white"), ("U", "蓝色", "blue"), ("B", "黑色", "black"), ("R", "红色", "red"), ("G", "绿色", "green"))}
COLORLESS = message("colorless", zh="无色", en="colourless")
EITHER = message("either", zh="{a}或{b}", en="{a} or {b}")
IS_COLOUR_AFFECTED = message("is_colour_affected", zh="{card} 现在是{colours}:是{want}生物,受此效应影响。",
                             en="{card} is {colours} now: a {want} creature, so the effect affects it.")
IS_COLOUR_UNAFFECTED = message("is_colour_unaffected", zh="{card} 现在是{colours}:不是{want}生物,不受影响。",
                               en="{card} is {colours} now: not a {want} creature, so the effect does not affect "
                                  "it.")
CONDITION_FAILS = {
    "kicked": message("fails.kicked", zh="未支付增幅费用", en="The kicker cost was not paid"),
    "threshold": message("fails.threshold", zh="未达到门槛(坟墓场少于七张牌)",
                         en="Threshold is not reached (fewer than seven cards in the graveyard)"),
}
CONDITION_FAILS_OTHER = message("fails.other", zh="条件不成立", en="The condition does not hold")
REST_SKIPPED = message("rest_skipped", zh="{why}:其后的指示不生效。", en="{why}: the instructions after it do not apply.")
KICKED_APPLIES = message("kicked_applies", zh="已支付增幅费用:增幅的指示生效。",
                         en="The kicker cost was paid: the kicker instructions apply.")
THRESHOLD_APPLIES = message("threshold_applies", zh="其操控者的坟墓场中有七张或更多的牌:门槛的内文生效。",
                            en="Its controller's graveyard has seven or more cards: the threshold text applies.")
EFFECT_WORDS = {k: message(f"effect.{k}", zh=zh, en=en) for k, zh, en in (
    ("damage", "造成伤害", "deal damage"), ("destroy", "消灭", "destroy"),
    ("destroy_no_regen", "消灭(不能重生)", "destroy (no regeneration)"), ("bounce", "移回手上", "return to hand"),
    ("pump", "得到 +X/+X", "get +X/+X"), ("set_pt", "设定力量/防御力", "set power/toughness"),
    ("become", "成为", "become"), ("tap", "横置", "tap"), ("untap", "重置", "untap"), ("sacrifice", "牺牲", "sacrifice"),
    ("remove_from_game", "移出游戏", "remove from the game"), ("regenerate", "重生", "regenerate"),
    ("prevent", "防止伤害", "prevent damage"), ("redirect", "重定向伤害", "redirect damage"),
    ("add_counters", "放置指示物", "put counters"), ("change_control", "获得操控权", "gain control"),
    ("set_color", "改变颜色", "change colour"), ("add_keyword", "获得异能", "gain an ability"),
    ("remove_keyword", "失去异能", "lose an ability"), ("must_block", "必须阻挡", "must block"),
    ("gain_resource", "获得生命", "gain life"), ("lose_resource", "失去生命", "lose life"))}
NOTHING_TO_AFFECT = message("nothing_to_affect", zh="{source} 的效应“{effect}”结算时没有可影响的对象,不产生效应。",
                            en="The effect “{effect}” of {source} has nothing to affect as it resolves: no effect.")
PROTECTION_DOES_NOT_STOP = message("protection_does_not_stop",
                                   zh="{card} 具有{protections},但此效应不以它为目标、不是伤害也不结附它:保护不能阻止“{effect}”。",
                                   en="{card} has {protections}, but this effect does not target it, is not damage and "
                                      "does not enchant it: protection does not stop “{effect}”.")
CANNOT_RESOLVE_EFFECT = message("cannot_resolve_effect", zh="效应 {type} 在此无法结算。",
                                en="The effect {type} cannot be resolved here.")
DURATIONS = {k: message(f"duration.{k}", zh=zh, en=en) for k, zh, en in (
    ("end_of_turn", "直到回合结束", "until end of turn"), ("end_of_combat", "直到战斗结束", "until end of combat"),
    ("permanent", "持续", "indefinitely"), ("while_source_in_play", "只要其来源仍在场上", "as long as its source is in "
                                                                                     "play"))}
BECOMES_PT = message("becomes_pt", zh="成为 {power}/{toughness}", en="becomes {power}/{toughness}")
PT_CHANGED = message("pt_changed", zh="{card} {what}({duration});现在为 {pt}:{log}。{typed}",
                     en="{card} {what} ({duration}); now {pt}: {log}.{typed}")
AFTER_TYPE_CHANGE = message("after_type_change", zh="改变种类的效应只设定初始值,此效应在其后施行。",
                            en=" A type-changing effect only sets the initial values; this effect applies after it.")
BECOMES_TYPES = message("becomes_types", zh="{card} 成为{pt} {types}({duration}):改变种类的效应设定特性的初始值,"
                                           "而不是目前值;它在指示物和其他持续性效应之前施行,不会盖过设定力量/防御力的效应。"
                                           "种类 {before} → {after},现在为 {now}:{log}。{later}{several}",
                        en="{card} becomes{pt} {types} ({duration}): a type-changing effect sets the initial values "
                           "of the characteristics, not the current ones; it applies before counters and other "
                           "continuous effects and does not override effects that set power/toughness. Types "
                           "{before} → {after}, now {now}: {log}.{later}{several}")
SPACED_PT = message("spaced_pt", zh=" {power}/{toughness}", en=" {power}/{toughness}")
STILL_APPLY = message("still_apply", zh="({effects} 仍然适用。)", en=" ({effects} still apply.)")
SEVERAL_TYPE_CHANGES = message("several_type_changes", zh="(有数个改变种类的效应:彼此按时间印记顺序施行,最后产生的设定初始值。)",
                               en=" (Several type-changing effects: they apply in timestamp order, and the latest "
                                  "sets the initial values.)")
COLOUR_BECOMES = message("colour_becomes", zh="颜色成为{colour}色", en="becomes {colour}")
NO_COLOUR = message("no_colour", zh="无", en="colourless")
GAINS_KEYWORD = message("gains_keyword", zh="获得{keyword}", en="gains {keyword}")
LOSES_KEYWORD = message("loses_keyword", zh="失去{keyword}", en="loses {keyword}")
COLOUR_OR_KEYWORD = message("colour_or_keyword", zh="{cards} {what}({duration})。", en="{cards} {what} ({duration}).")
LOSES_EVERY_INSTANCE = message(
    "loses_every_instance", zh="{card} 还从 {sources} 的持续式异能获得{keyword};失去{keyword}移除它的全部{keyword}异能,"
    "且本效应较新,按时间印记在后施行:{card} 没有{keyword}。",
    en="{card} also has {keyword} from the static ability of {sources}; losing {keyword} removes every instance of "
       "it, and this newer effect applies after the older one by timestamp: {card} has no {keyword}.")
EVASION_TOO_LATE = message("evasion_too_late", zh="{card} 在阻挡宣告之后才获得躲避式异能:已宣告的阻挡不受影响,它仍是被阻挡的生物。",
                           en="{card} gains an evasion ability only after blockers were declared: the blocks stand, "
                              "and it is still blocked.")
ALREADY_CONTROLS = message("already_controls", zh="{card} 已由 {who} 操控:操控权不变。",
                           en="{who} already controls {card}: control does not change.")
GAINS_CONTROL = message("gains_control", zh="{who} 获得 {card} 的操控权(持续);它移到 {who} 面前,这不是进场;"
                                          "新操控者并非自其最近的回合开始就持续操控它,所以它不能攻击,也不能使用含横置符号的异能(除非具有敏捷)。",
                        en="{who} gains control of {card} (indefinitely); it moves in front of {who}, which is not "
                           "coming into play; the new controller has not controlled it continuously since their most "
                           "recent turn began, so it cannot attack or use abilities with the tap symbol (unless it "
                           "has haste).")
REGEN_SHIELD = message("regen_shield", zh="{card} 得到一个重生护盾(本回合下一次将被消灭时改为重生)。",
                       en="{card} gets a regeneration shield (the next time this turn it would be destroyed, it "
                          "regenerates instead).")
PREVENT_SHIELD = message("prevent_shield", zh="本回合对 {recipient} 防止接下来的 {amount} 点伤害(防止性护盾,编号 {shield}:"
                                            "replacement_order 的选择以此编号指明)。",
                         en="The next {amount} damage to {recipient} this turn is prevented (a prevention shield, "
                            "number {shield}: a replacement_order choice names it by this number).")
REDIRECT_SHIELD = message("redirect_shield", zh="本回合接下来将对 {recipient} 造成的 {amount} 点伤害改为对 {to} 造成。",
                          en="The next {amount} damage to be dealt to {recipient} this turn is dealt to {to} "
                             "instead.")
TAPPED_NOW = message("tapped_now", zh="{card} 横置。", en="{card} becomes tapped.")
UNTAPPED_NOW = message("untapped_now", zh="{card} 重置。", en="{card} untaps.")
RETURNED_TO_HAND = message("why.returned_to_hand", zh="回到手上", en="returns to the hand")
REMOVED_FROM_GAME = message("why.removed_from_game", zh="被移出游戏", en="is removed from the game")
SACRIFICED = message("why.sacrificed", zh="被牺牲", en="is sacrificed")
GAINS_LIFE = message("why.gains_life", zh="获得生命", en="gains life")
LOSES_LIFE = message("why.loses_life", zh="失去生命", en="loses life")
TO_DISCARD = message("to_discard", zh="弃掉", en="discard")
TO_CHOOSE = message("to_choose", zh="选择", en="choose")
RESOURCE_CHANGES = message("resource_changes", zh="{who} 的{resource} {before} → {after}。",
                           en="{who}'s {resource} {before} → {after}.")
COUNTERS_PUT = message("counters_put", zh="{card} 上放置 {amount} 个 {counter} 指示物。",
                       en="{amount} {counter} counter(s) are put on {card}.")
MANA_ADDED = message("mana_added", zh="{who} 的法术力池加入 {amount} 点 {color}。",
                     en="{amount} {color} is added to {who}'s mana pool.")
EXTRA_TURN = message("extra_turn", zh="{who} 在本回合后进行一个额外的回合。", en="{who} takes an extra turn after this one.")
WILL_SKIP = message("will_skip", zh="{who} 将略过其下一个{step}步骤/阶段(“略过”作为替代性效应:该步骤从未发生)。",
                    en="{who} will skip their next {step} step/phase (“skip” is a replacement effect: the step never "
                       "happens).")
RETARGET_NEEDS_CHOICE = message("retarget_needs_choice", zh="改变目标需要 choices 中 for: retarget 的 targets 给出新的目标。",
                                en="Changing targets needs the new targets given in choices, for: retarget, targets.")
ZONE_EMPTY = message("zone_empty", zh="{who} 的{zone}中没有牌,没有牌移动。", en="{who}'s {zone} has no cards: nothing moves.")
AS_MUCH_AS_POSSIBLE = message("as_much_as_possible", zh="{who} 的{zone}只有 {count} 张牌,尽可能移动。",
                              en="{who}'s {zone} has only {count} card(s): as many as possible move.")
CARDS_MOVED = message("cards_moved", zh="{cards} 从 {who} 的{from_zone}置入其{to_zone}{end}。",
                      en="{cards} move from {who}'s {from_zone} to their {to_zone}{end}.")
LIBRARY_TOP = message("library_top", zh="顶", en=" (on top)")
LIBRARY_BOTTOM = message("library_bottom", zh="底", en=" (at the bottom)")
SHUFFLES = message("shuffles", zh="{who} 将其牌库洗牌(随机顺序,由场景的 seed 决定;之后任何牌手都不能查看或改变其顺序)。",
                   en="{who} shuffles their library (a random order set by the scenario's seed; afterwards no player "
                      "may look at or change it).")
SPELL_COUNTERED = message("spell_countered", zh="{card} 被反击,不结算;已支付的费用不返还。",
                          en="{card} is countered and does not resolve; the costs paid are not refunded.")
ABILITY_COUNTERED = message("ability_countered", zh="{ability} 被反击(不是 {source} 本身),其虚拟咒语从堆叠中移出{refund}。",
                            en="{ability} is countered (not {source} itself), and its virtual spell is removed from "
                               "the stack{refund}.")
NO_REFUND_CLAUSE = message("no_refund_clause", zh=";已支付的费用不返还", en="; the costs paid are not refunded")
AN_ABILITY_COUNTERED = message("an_ability_countered", zh="该异能被反击,其虚拟咒语从堆叠中移出。",
                               en="The ability is countered, and its virtual spell is removed from the stack.")
FLASHBACK_EXILED = message("why.flashback_exiled", zh="以返照方式使用,离开堆叠时改为移出游戏",
                           en="was cast by flashback, so leaving the stack it is removed from the game instead")
BUYBACK_TO_HAND = message("buyback_to_hand", zh="{card} 支付了购回费用:结算后置于其拥有者手上,而非坟墓场。",
                          en="The buyback cost of {card} was paid: after resolving it goes to its owner's hand, not "
                             "the graveyard.")
COUNTERED = message("why.countered", zh="被反击", en="is countered")
FINISHED_RESOLVING = message("why.finished_resolving", zh="结算完毕", en="has finished resolving")


def either(parts: list[Text | str]) -> Text | str:
    return joined(EITHER, parts)
