"""What mtg's steps say, in Chinese (the trace's ``text``) and English: one constant per message, both languages
side by side (engine/messages.py). Parameters are names and ids as the scenario wrote them, numbers, lists of them,
or other texts of this catalog.

TRANSITIONAL (issue 30): the turn structure and priority are worded here; the other modules of the package still
write plain Chinese steps (mtg is not yet in tests/engine/test_messages.py's ``WORDED``).
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


def slashed(parts: list[Text | str]) -> Text | str:
    """Parts joined by "/" in every language (a creature's 2/2/tapped)."""
    out = parts[0]
    for p in parts[1:]:
        out = SLASH(a=out, b=p)
    return out


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
    out = parts[0]
    for p in parts[1:]:
        out = SEMICOLONS(a=out, b=p)
    return out


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
