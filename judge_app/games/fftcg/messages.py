"""What fftcg's steps say, in Chinese (the trace's ``text``) and English: one constant per message, both languages
side by side (engine/messages.py). Parameters are names and ids as the scenario wrote them, numbers, lists of them,
or other texts of this catalog.
"""

from __future__ import annotations

from judge_app.engine.messages import Catalog

M = Catalog("fftcg")
message = M.message

# --- words and phrases other messages take as parameters ----------------------------------------------------------
LIMITED = message("limited", zh="限制赛", en="limited")
CONSTRUCTED = message("constructed", zh="构筑赛", en="constructed")
AT_LEAST_40 = message("at_least_40", zh="40张以上", en="at least 40 cards")
EXACTLY_50 = message("exactly_50", zh="正好50张", en="exactly 50 cards")
PHASES = {
    "setup": message("phase.setup", zh="游戏的准备", en="game setup"),
    "active": message("phase.active", zh="激活阶段", en="active phase"),
    "draw": message("phase.draw", zh="取牌阶段", en="draw phase"),
    "main1": message("phase.main1", zh="第1主阶段", en="main phase 1"),
    "attack": message("phase.attack", zh="攻击阶段", en="attack phase"),
    "main2": message("phase.main2", zh="第2主阶段", en="main phase 2"),
    "end": message("phase.end", zh="终止阶段", en="end phase"),
}
MAIN_PHASES = {key: PHASES[key] for key in ("main1", "main2")}
STEPS = {
    "mulligan": message("step.mulligan", zh="替换手牌", en="mulligan"),
    "prep": message("step.prep", zh="攻击准备步骤", en="attack preparation step"),
    "declare": message("step.declare", zh="攻击指定步骤", en="attack declaration step"),
    "block": message("step.block", zh="防御指定步骤", en="block declaration step"),
    "damage": message("step.damage", zh="伤害结算步骤", en="damage resolution step"),
}

# --- setup (8.2) -----------------------------------------------------------------------------------------------------
DECK_SIZE = message(
    "deck_size", zh="{who} 的卡组为 {count} 张;{format}需要{need}(此处按场景继续)。",
    en="{who}'s deck has {count} cards; {format} play needs {need} (the scenario goes on as written).")
DECK_COPIES = message("deck_copies", zh="{who} 的卡组中编号 {numbers} 超过3张。",
                      en="{who}'s deck holds more than 3 copies of card number {numbers}.")
SHUFFLE = message("shuffle", zh="游戏开始:双方给卡组洗牌(场景中卡组的顺序即洗牌的结果)。",
                  en="The game begins: both players shuffle their decks (the deck order in the scenario is the "
                     "result of the shuffle).")
FIRST_PLAYER = message("first_player", zh="以随机方式决定先后手:{who} 先手。",
                       en="Who goes first is decided at random: {who} goes first.")
REDRAW = message("redraw", zh="{who} 把起始的5张手牌以 {order} 的顺序放到卡组最下方,再取5张。",
                 en="{who} puts the 5 starting cards on the bottom of the deck in the order {order}, then draws 5.")
KEEPS_HAND = message("keeps_hand", zh="{who} 保留起始手牌。", en="{who} keeps the starting hand.")
SECOND_MAY_REDRAW = message(
    "second_may_redraw", zh="接下来后手玩家 {who} 也可以按同样的步骤替换手牌(仅此一次)。",
    en="Next the second player, {who}, may replace the hand the same way (once only).")
GAME_STARTS = message("game_starts", zh="{who} 作为回合玩家开始游戏;第1回合的取牌阶段只取1张。",
                      en="{who} starts the game as the turn player; the draw phase of turn 1 draws only 1 card.")

# --- the turn (9) ----------------------------------------------------------------------------------------------------
TURN_BEGINS = message("turn_begins", zh="第 {turn} 回合:{who} 的回合,激活阶段。",
                      en="Turn {turn}: {who}'s turn, active phase.")
ACTIVATES = message("activates", zh="{who} 令自己处于休止状态的卡牌进入行动状态:{cards}(不使用堆叠)。",
                    en="{who} activates their dull cards: {cards} (this does not use the stack).")
STAYS_FROZEN = message("stays_frozen", zh="{card} 被冻结,本次激活阶段不进入行动状态(冻结随之结束)。",
                       en="{card} is frozen and stays dull in this active phase (the freeze then ends).")
NO_PRIORITY_ACTIVE = message("no_priority_active", zh="激活阶段中玩家不会获得优先权。",
                             en="No player receives priority in the active phase.")
NO_PRIORITY_DRAW = message("no_priority_draw", zh="取牌阶段中玩家不会获得优先权。",
                           en="No player receives priority in the draw phase.")
MAIN_BEGINS = message(
    "main_begins", zh="进入{phase}:“主阶段开始时”的自动技能与已触发的自动技能同时进入堆叠区,之后回合玩家获得优先权。",
    en="{phase} begins: auto abilities that trigger “at the beginning of the main phase” go on the stack together "
       "with the others already triggered, then the turn player receives priority.")
MAIN1_ENDS = message("main1_ends", zh="堆叠区为空且双方均放弃优先权:第1主阶段结束,进入攻击阶段的攻击准备步骤。",
                     en="The stack is empty and both players passed: main phase 1 ends; the attack phase begins "
                        "with the attack preparation step.")
ATTACK_PREP_PRIORITY = message(
    "attack_prep_priority", zh="攻击准备步骤开始时触发的技能进入堆叠区,随后回合玩家获得优先权。",
    en="Abilities that trigger at the beginning of the attack preparation step go on the stack, then the turn "
       "player receives priority.")
DECLARE_STEP = message("declare_step", zh="攻击指定步骤:{who} 指定1个进行攻击的前锋、宣布组队,或不攻击。",
                       en="Attack declaration step: {who} chooses 1 Forward to attack, declares a party, or "
                          "does not attack.")
BLOCK_STEP = message("block_step", zh="防御指定步骤:{who} 指定1个进行防御的前锋,或选择不防御。",
                     en="Block declaration step: {who} chooses 1 Forward to block, or chooses not to block.")
DAMAGE_STEP = message("damage_step", zh="伤害结算步骤。", en="Damage resolution step.")
MAIN2_ENDS = message("main2_ends", zh="第2主阶段结束,进入终止阶段。", en="Main phase 2 ends; the end phase begins.")
END_PHASE_BEGINS = message(
    "end_phase_begins",
    zh="“终止阶段开始时”“回合结束时”的自动技能触发并放入堆叠区,然后回合玩家获得优先权;"
       "本阶段无法使用召唤兽、行动技能和特殊技能。",
    en="Auto abilities that trigger “at the beginning of the end phase” or “at the end of the turn” go on the "
       "stack, then the turn player receives priority; no Summon, action ability or special ability can be used "
       "in this phase.")
HAND_WITHIN_LIMIT = message("hand_within_limit", zh="{who} 的手牌 {count} 张,未超过上限5张:不需要丢弃。",
                            en="{who} has {count} cards in hand, not over the limit of 5: nothing is discarded.")
END_DISCARD_DEFAULT = message(
    "end_discard_default", zh="场景未给出 end_discard 的选择,按默认丢弃最后的 {count} 张手牌。",
    en="The scenario gives no end_discard choice: by default the last {count} cards of the hand are discarded.")
END_DISCARD_REPLACED = message(
    "end_discard_replaced",
    zh="end_discard 选择了 {given} 张,但 {who} 此时须从 {hand} 张手牌中丢弃 {count} 张:改为丢弃 {cards}。",
    en="end_discard chose {given} cards, but {who} must now discard {count} of {hand} cards in hand: "
       "{cards} are discarded instead.")
END_DISCARDS = message("end_discards", zh="{who} 的手牌超过上限5张,丢弃 {count} 张:{cards}(不使用堆叠)。",
                       en="{who}'s hand is over the limit of 5: {count} cards are discarded: {cards} (this does "
                          "not use the stack).")
END_CLEANUP = message(
    "end_cleanup", zh="同时进行:场上卡牌受到的所有伤害清零;所有“回合结束前”的效果结束(不使用堆叠)。",
    en="At the same time: all damage on cards on the field is removed, and every effect lasting “until the end of "
       "the turn” ends (this does not use the stack).")
END_RECHECK = message(
    "end_recheck", zh="有规则流程或自动技能需要处理:处理后回合玩家获得优先权;双方放弃后返回清零与效果结束的处理。",
    en="Rule processing or auto abilities need handling: after that the turn player receives priority; once both "
       "players pass, damage removal and the end of effects happen again.")
NEXT_TURN = message("next_turn", zh="没有需要执行的规则流程和应堆叠的自动技能:由 {who} 作为回合玩家开始下一回合。",
                    en="No rule processing and no auto ability to put on the stack: {who} begins the next turn as "
                       "the turn player.")

# --- choices the scenario left out (timing.py) -----------------------------------------------------------------------
DEFAULT_KEEP = message("default_keep", zh="场景未列出 {who} 的换牌决定:视为保留起始手牌。",
                       en="The scenario lists no mulligan decision for {who}: the starting hand is kept.")
DEFAULT_NO_ATTACK = message("default_no_attack", zh="场景未列出攻击:视为 {who} 不再指定攻击的前锋。",
                            en="The scenario lists no attack: {who} declares no (further) attacking Forward.")
DEFAULT_NO_BLOCK = message("default_no_block", zh="场景未列出防御:视为 {who} 选择不防御。",
                           en="The scenario lists no block: {who} chooses not to block.")
MOVED_TO_NEXT_LEGAL = message(
    "moved_to_next_legal",
    zh="按场景的 at: next_legal,{who} 放弃了 {passes} 次自己的优先权,此动作改在下一个合法时机({phase})执行。",
    en="As the scenario's at: next_legal asks, {who} passed their own priority {passes} time(s): the action is taken "
       "at its next legal moment ({phase}).")
DEFAULT_PASS = message("default_pass", zh="场景未列出 {who} 此时的动作:视为放弃优先权。",
                       en="The scenario lists no action for {who} here: they pass priority.")
LOOP = message(
    "loop",
    zh="同一局面在没有任何玩家选择的情况下反复出现:这是无法阻止的无限循环,判定本场游戏平局。"
       "若某位玩家能通过选择停止循环,应按 13.2/13.3 由玩家宣布循环次数,引擎无法替玩家作出该选择。",
    en="The same position keeps recurring without any player making a choice: an infinite loop no one can stop, so "
       "the game is a draw. If a player could stop the loop by a choice, that player announces the number of "
       "iterations (13.2/13.3); the engine cannot make that choice for them.")
LOOP_DRAW = message("loop_draw", zh="无法阻止的无限循环,平局。", en="An infinite loop no one can stop: a draw.")

# --- small phrases -------------------------------------------------------------------------------------------------
CARD_POWER = message("card_power", zh="{card}({power})", en="{card} ({power})")
CARD_AMOUNT = message("card_amount", zh="{card} {amount}", en="{card} {amount}")
ATTACKING_SIDE = message("attacking_side", zh="攻击方", en="The attacking side")
BLOCKING_SIDE = message("blocking_side", zh="防御方", en="The blocking side")

# --- the attack phase (combat.py) ----------------------------------------------------------------------------------
NO_ATTACK = message("no_attack", zh="{who} 没有指定进行攻击的前锋:跳过防御指定步骤和伤害结算步骤,进入第2主阶段。",
                    en="{who} declares no attacking Forward: the block declaration and damage resolution steps are "
                       "skipped; main phase 2 begins.")
PARTY_DECLARED = message("party_declared", zh="{who} 宣布组队:{cards} 像1个前锋一样进行攻击(数量没有上限)。",
                         en="{who} declares a party: {cards} attack as if they were 1 Forward (any number may "
                            "join).")
PARTY_ELEMENTS = message("party_elements", zh="组队的前锋属性为 {elements}。",
                         en="The party's Forwards are of the elements {elements}.")
BRAVE_STAYS_ACTIVE = message("brave_stays_active", zh="{card} 拥有勇气:进行攻击也不会被休止。",
                             en="{card} has Brave: attacking does not dull it.")
ATTACKS_DULLED = message("attacks_dulled", zh="{card} 进入休止状态,成为正在攻击的前锋。",
                         en="{card} is dulled and becomes an attacking Forward.")
NO_BLOCK = message("no_block", zh="{who} 选择不防御。", en="{who} chooses not to block.")
BLOCKS = message("blocks", zh="{who} 以行动状态的 {card} 进行防御,成为正在防御的前锋;攻击方与防御方进入战斗状态。",
                 en="{who} blocks with the active {card}, which becomes the blocking Forward; the attacker and the "
                    "blocker are now in battle.")
BLOCKS_PARTY = message(
    "blocks_party",
    zh="{who} 以行动状态的 {card} 进行防御,成为正在防御的前锋;攻击方与防御方进入战斗状态。 整个队伍作为1个角色被防御。",
    en="{who} blocks with the active {card}, which becomes the blocking Forward; the attacker and the blocker are "
       "now in battle. The whole party is blocked as 1 character.")
PARTY_NOT_ALL_FIRST_STRIKE = message(
    "party_not_all_first_strike", zh="队伍中并非全员拥有先发制人:队伍不拥有先发制人,按正常流程造成伤害。",
    en="Not every member of the party has First Strike: the party does not have First Strike and deals damage "
       "normally.")
LEFT_BATTLE = message("left_battle", zh="{cards} 已不在战场,脱离战斗。",
                      en="{cards}: no longer on the field, out of the battle.")
NO_ATTACKER_LEFT = message("no_attacker_left", zh="没有仍在战场上的攻击前锋:不造成伤害。",
                           en="No attacking Forward is still on the field: no damage is dealt.")
UNBLOCKED = message("unblocked", zh="攻击未被防御:给予 {who} 1点伤害。",
                    en="The attack is not blocked: {who} is dealt 1 point of damage.")
UNBLOCKED_PARTY = message("unblocked_party", zh="攻击未被防御:给予 {who} 1点伤害(整个队伍像1个前锋一样攻击)。",
                          en="The attack is not blocked: {who} is dealt 1 point of damage (the whole party attacks "
                             "as if it were 1 Forward).")
PLAYER_DAMAGE_TRIGGERED = message("player_damage_triggered", zh="“在给予玩家伤害时”的自动技能触发并叠加到堆叠区。",
                                  en="Auto abilities that trigger “when it deals damage to a player” trigger and go "
                                     "on the stack.")
NO_PLAYER_DAMAGE_TRIGGER = message("no_player_damage_trigger",
                                   zh="没有“在给予玩家伤害时”的自动技能:没有技能触发。",
                                   en="No auto ability triggers “when it deals damage to a player”: nothing "
                                      "triggers.")
BLOCKER_REMOVED = message(
    "blocker_removed",
    zh="正在防御的 {card} 已在战斗中被移除:攻击方不受伤害,攻击方也不对其造成伤害;攻击已被防御,不对玩家造成伤害。",
    en="The blocking {card} was removed during the battle: the attackers are dealt no damage and deal none to it; "
       "the attack was blocked, so no damage is dealt to the player.")
BOTH_FIRST_STRIKE = message("both_first_strike", zh="攻防双方都拥有先发制人。",
                            en="Both the attacker and the blocker have First Strike.")
NO_BATTLE_DAMAGE = message("no_battle_damage", zh="按所选解读:双方都不造成战斗伤害。",
                           en="By the reading chosen: neither side deals battle damage.")
FIRST_STRIKE_FIRST = message("first_strike_first", zh="{side}拥有先发制人:抢先对没有该技能的前锋造成伤害。",
                             en="{side} has First Strike: it deals its damage first, to the Forward without it.")
FIRST_STRIKE_WINDOW = message(
    "first_strike_window",
    zh="先发制人伤害结算后、普通伤害结算前产生优先权,回合玩家先获得:此时无法使用召唤兽、行动技能和特殊技能"
       "(偷袭等不使用堆叠的特别行动仍可进行);双方接连放弃优先权后进行普通伤害。",
    en="After the First Strike damage and before the normal damage, players receive priority, the turn player "
       "first: no Summon, action ability or special ability can be used (special actions that do not use the "
       "stack, such as Back Attack, still can); once both players pass in succession the normal damage is dealt.")
FIRST_STRIKE_OVER_GONE = message(
    "first_strike_over_gone",
    zh="先发制人的优先权结束:一方已离开战场,没有先发制人的一方不再造成伤害,另一方也不受伤害。",
    en="The First Strike priority ends: one side has left the field, so the side without First Strike deals no "
       "damage and the other side is dealt none.")
FIRST_STRIKE_OVER_DEAL = message("first_strike_over_deal",
                                 zh="先发制人的优先权结束:没有先发制人的一方输出普通战斗伤害。",
                                 en="The First Strike priority ends: the side without First Strike deals its normal "
                                    "battle damage.")
TRIGGERS_HELD = message("triggers_held",
                        zh="因先发制人伤害而触发的 {count} 个自动技能此时不进入堆叠区,在普通伤害结算后才放入。",
                        en="The {count} auto abilities the First Strike damage triggered do not go on the stack "
                           "now, only after the normal damage.")
TRIGGERS_RELEASED = message(
    "triggers_released", zh="普通伤害已结算:因先发制人伤害而触发的自动技能现在与其他已触发的自动技能一起进入堆叠区。",
    en="The normal damage has been dealt: the auto abilities the First Strike damage triggered now go on the stack "
       "together with the others that triggered.")
BATTLE_DAMAGE_TO = message("battle_damage_to", zh="战斗伤害:{sources} 对 {card} 造成 {total} 点伤害。",
                           en="Battle damage: {total} to {card}, from {sources}.")
BLOCKER_DAMAGE = message("blocker_damage", zh="战斗伤害:{blocker}({power}) 对 {card} 造成 {power} 点伤害。",
                         en="Battle damage: {blocker} ({power}) deals {power} damage to {card}.")
DEFAULT_SPLIT = message("default_split",
                        zh="场景未给出防御方的伤害分配(block 的 split):按默认全部 {power} 分配给 {card}。",
                        en="The scenario gives no split of the blocker's damage (block's split): by default all "
                           "{power} is assigned to {card}.")
SPLIT_STALE = message(
    "split_stale",
    zh="防御时给出的分配 {given} 在伤害结算时已不再合计为 {blocker} 的力量 {power}(力量或队伍成员在防御后改变):"
       "防御方须以1000为单位分配实际造成的伤害;场景没有给出新的分配,以全部分配给 {card} 代替。",
    en="The split {given} given at the block no longer adds up to {blocker}'s power {power} at damage resolution "
       "(the power or the party changed after the block): the blocking player must split the damage actually "
       "dealt in units of 1000; the scenario gives no new split, so all of it is assigned to {card} instead.")
SPLIT_DAMAGE = message("split_damage",
                       zh="战斗伤害:{blocker}({power}) 的伤害由防御方以1000为单位在队伍内分配:{shares}。",
                       en="Battle damage: the blocking player splits the damage of {blocker} ({power}) among the "
                          "party in units of 1000: {shares}.")
PARTY_DISBANDS = message("party_disbands", zh="伤害结算步骤结束:队伍解散。",
                         en="The damage resolution step ends: the party disbands.")
BACK_TO_DECLARE = message(
    "back_to_declare", zh="返回攻击指定步骤:{who} 可以再指定攻击的前锋,或不再攻击而进入主阶段。",
    en="Back to the attack declaration step: {who} may declare another attacking Forward, or stop attacking and "
       "go to the main phase.")

# --- priority and the stack (stack.py) ------------------------------------------------------------------------------
KINDS = {
    "summon": message("kind.summon", zh="召唤兽", en="Summon"),
    "action": message("kind.action", zh="行动技能", en="action ability"),
    "special": message("kind.special", zh="特殊技能", en="special ability"),
    "auto": message("kind.auto", zh="自动技能", en="auto ability"),
}
ABILITY_NAMED = message("ability_named", zh="{card}「{ability}」", en="{card} “{ability}”")
ABILITY_OF = message("ability_of", zh="{card} 的「{ability}」", en="{card}'s “{ability}”")
KIND_OF = message("kind_of", zh="{card} 的{kind}「{ability}」", en="{card}'s {kind} “{ability}”")
NOT_THERE = message("not_there", zh="{id} 不存在", en="{id} does not exist")
ORDERS_TRIGGERS = message("orders_triggers", zh="{who} 按 {names} 的顺序把自己的自动技能放入堆叠区。",
                          en="{who} puts their auto abilities on the stack in the order {names}.")
ORDER_NOT_TRIGGERED = message("order_not_triggered", zh="order:{player} 中的 {names} 此时没有触发,不在其中。",
                              en="{names} in order:{player} did not trigger now and are not among them.")
ORDER_ANY = message("order_any",
                    zh="{who} 可以任意顺序放入自己的 {count} 个自动技能;场景未给出 order:{player},按触发顺序放入。",
                    en="{who} may put their {count} auto abilities on the stack in any order; the scenario gives no "
                       "order:{player}, so they go in the order they triggered.")
TRIGGERS_STACKED = message(
    "triggers_stacked", zh="回合玩家 {who} 的自动技能先放入堆叠区,非回合玩家的后放入,因此非回合玩家的先结算。",
    en="The turn player {who} puts their auto abilities on the stack first and the non-turn player after, so the "
       "non-turn player's resolve first.")
AUTO_NO_TARGET = message(
    "auto_no_target",
    zh="{card} 的「{ability}」需要选择{wanted},但没有可选目标(技能无法选择自己作为目标):"
       "触发后立即从堆叠区移除,不堆叠任何效果。",
    en="{card}'s “{ability}” must choose {wanted}, but there is no legal target (an ability cannot choose itself): "
       "having triggered, it is removed from the stack at once and puts no effect on it.")
BAD_TARGET = message("bad_target", zh="场景为 {choice} 给出的目标不合法:{why}(需要{wanted})。",
                     en="The target the scenario gives for {choice} is illegal: {why} (it needs {wanted}).")
BAD_TARGETS_HALT = message("bad_targets_halt", zh="{card} 的「{ability}」的目标选择不合法",
                           en="cannot use the targets chosen for {card}'s “{ability}”: they are illegal")
DEFAULT_TARGET = message("default_target", zh="场景未给出 {choice} 的目标:按默认选择可选目标({wanted})中的 {card}。",
                         en="The scenario gives no target for {choice}: by default {card} is chosen among the legal "
                            "targets ({wanted}).")
TARGETS_LEGAL = message("targets_legal", zh="{cards} 是可选目标({wanted})。",
                        en="{cards}: legal targets ({wanted}).")
TO_STACK = message("to_stack", zh="{card} 的「{ability}」进入堆叠区。", en="{card}'s “{ability}” goes on the stack.")
TO_STACK_TARGETING = message("to_stack_targeting", zh="{card} 的「{ability}」进入堆叠区,目标 {targets}。",
                             en="{card}'s “{ability}” goes on the stack, targeting {targets}.")
GETS_PRIORITY = message("gets_priority", zh="规则流程与自动技能处理完毕,{who} 获得优先权。",
                        en="Rule processing and auto abilities are dealt with: {who} receives priority.")
PASSES = message("passes", zh="{who} 放弃优先权,由对手获得优先权。",
                 en="{who} passes priority; the opponent receives it.")
BOTH_PASS_RESOLVE = message("both_pass_resolve", zh="双方玩家接连放弃优先权:结算堆叠区最上方的召唤兽或技能。",
                            en="Both players passed in succession: the Summon or ability on top of the stack "
                               "resolves.")
BOTH_PASS_ADVANCE = message("both_pass_advance", zh="双方玩家接连放弃优先权且堆叠区为空:推进阶段或步骤。",
                            en="Both players passed in succession with the stack empty: the game moves to the next "
                               "phase or step.")
FIZZLES = message("fizzles", zh="{label} 选择的目标在结算时均已不适用:效果不结算。",
                  en="{label}: none of its targets is legal at resolution any more; its effects do not resolve.")
SOME_TARGETS_LEGAL = message("some_targets_legal", zh="{label} 只对仍然适用的目标 {cards} 结算。",
                             en="{label} resolves only for the targets still legal: {cards}.")
TARGETS_STILL_LEGAL = message("targets_still_legal", zh="结算时,所选目标 {cards} 仍然适用。",
                              en="At resolution the chosen targets {cards} are still legal.")
CONDITION_GONE = message("condition_gone", zh="{label} 的条件在结算时已不成立:从堆叠区移除,不造成任何影响。",
                         en="The condition of {label} no longer holds at resolution: it is removed from the stack "
                            "and does nothing.")
DECLINES_OPTIONAL = message("declines_optional", zh="{who} 在结算时选择不执行{label}。",
                            en="{who} chooses at resolution not to carry out {label}.")
OPTIONAL_DEFAULT = message(
    "optional_default", zh="{label} 是“可以”型自动技能,结算时选择是否执行;场景未给出 {choice},按默认执行。",
    en="{label} is a “may” auto ability: whether to carry it out is chosen at resolution; the scenario gives no "
       "{choice}, so by default it is carried out.")
RESOLVES = message("resolves", zh="结算{label},控制者 {who}。", en="{label} resolves, controlled by {who}.")
RESOLVES_WITHOUT_SOURCE = message(
    "resolves_without_source", zh="结算{label},控制者 {who}(产生源已离开战场,技能独立于产生源继续结算)。",
    en="{label} resolves, controlled by {who} (its source has left the field; the ability resolves independently "
       "of it).")
SUMMON_TO_BREAK = message("summon_to_break", zh="{card} 结算后从堆叠区移至拥有者的损毁区。",
                          en="{card} is put from the stack into its owner's Break Zone after resolving.")

# --- rule processing and the end of the game (checks.py) ------------------------------------------------------------
IS_LIMITED = message("is_limited", zh="这是限制赛。", en="This is limited play.")
BACKUP_NO_POWER = message("backup_no_power", zh="{card} 是后卫,没有力量。", en="{card} is a Backup and has no power.")
ZERO_POWER_DAMAGED = message("zero_power_damaged", zh="{card} 力量为 {power} 且受到 {damage} 点伤害。",
                             en="{card} has power {power} and has been dealt {damage} damage.")
DAMAGE_OVER_DECK = message("damage_over_deck", zh="{who} 伤害区 {damage} 张,卡组剩 {deck} 张。",
                           en="{who} has {damage} cards in the Damage Zone and {deck} left in the deck.")
RULE_PROCESSING = message("rule_processing", zh="规则流程:以下规则流程同时作为单一事件处理,不受任何玩家控制。",
                          en="Rule processing: the following is handled at the same time as a single event, "
                             "controlled by no player.")
DAMAGE_TAKEN = message("damage_taken", zh="{who} 已受到 {count} 点伤害。", en="{who} has been dealt {count} damage.")
NO_POWER_AS_ZERO = message("no_power_as_zero", zh="没有力量(按所选解读视作0)",
                           en="has no power (0 by the reading chosen)")
POWER_NOT_ABOVE_ZERO = message("power_not_above_zero", zh="力量为 {power}(0以下)", en="has power {power} (0 or less)")
PUT_TO_BREAK_ZERO = message(
    "put_to_break_zero", zh="{card} {why}:置于拥有者的损毁区。这不是“损毁”(15.1.1.3.2),“损毁时”的技能不会触发。",
    en="{card} {why}: it is put into its owner's Break Zone. This is not “breaking” (15.1.1.3.2): abilities that "
       "trigger “when it is broken” do not trigger.")
PUT_TO_BREAK_LIGHT_DARK = message(
    "put_to_break_light_dark", zh="{who} 控制2张以上光/暗属性卡牌,{card}({element})置于拥有者的损毁区。",
    en="{who} controls 2 or more Light/Dark cards: {card} ({element}) is put into its owner's Break Zone.")
PUT_TO_BREAK_SAME_NAME = message(
    "put_to_break_same_name", zh="{who} 控制2张以上同名卡牌「{name}」(无普通图标):{card} 置于拥有者的损毁区。",
    en="{who} controls 2 or more cards named “{name}” (without the Generic icon): {card} is put into its owner's "
       "Break Zone.")
DAMAGE_AT_START = message("damage_at_start", zh="场景开始时已有的 {amount}", en="{amount} present at the start")
DAMAGE_SHARES = message("damage_shares", zh="({shares})", en=" ({shares})")
BROKEN = message("broken", zh="{card} 受到 {damage} 点伤害{shares},大于等于其力量 {power}:损毁{by}",
                 en="{card} has been dealt {damage} damage{shares}, at least its power {power}: it is broken{by}")
BROKEN_BY_UNKNOWN = message(
    "broken_by_unknown",
    zh=",视作此伤害的产生源损毁了它(场景未给出开始时已有伤害的产生源,可在 memory.damage_from 中写明)。",
    en=", the source of this damage is deemed to have broken it (the scenario does not give the source of the "
       "damage present at the start; memory.damage_from can name it).")
BROKEN_BY_SOME_UNKNOWN = message(
    "broken_by_some_unknown",
    zh=",视作此伤害的产生源——{sources}与场景开始时已有伤害的产生源——损毁了它"
       "(场景未给出开始时已有伤害的产生源,可在 memory.damage_from 中写明)。",
    en=", the sources of this damage, {sources} and the source of the damage present at the start, are deemed to "
       "have broken it (the scenario does not give the source of the damage present at the start; "
       "memory.damage_from can name it).")
BROKEN_BY_ONE = message("broken_by_one", zh=",视作此伤害的产生源 {sources} 损毁了它。",
                        en=", the source of this damage, {sources}, is deemed to have broken it.")
BROKEN_BY_ALL = message("broken_by_all", zh=";伤害合计达到力量,视作这些伤害的产生源 {sources} 损毁了它。",
                        en="; together the damage reaches its power: the sources of this damage, {sources}, are "
                           "deemed to have broken it.")
LOSES = message("loses", zh="{loser} 输掉游戏,{winner} 获胜。", en="{loser} loses the game; {winner} wins.")
ALL_LOSE_AT_ONCE = message(
    "all_lose_at_once",
    zh="{players} 在同一次规则流程核对中同时满足失败条件:所有规则流程作为单一事件同时处理,双方同时失败。",
    en="{players} meet a losing condition in the same check of rule processing: all rule processing is handled at "
       "the same time as a single event, so both lose at the same time.")
NO_WINNER = message(
    "no_winner",
    zh="没有玩家获胜:3.1 的胜利属于“失败玩家的对手”,而对手也同时失败;3.2(同时满足胜利与失败条件者判负)"
       "不改变结果——决定结果的是 3.3。",
    en="No player wins: the win of 3.1 goes to “the opponent of the losing player”, who loses at the same time; "
       "3.2 (a player who meets a winning and a losing condition at once loses) does not change that: 3.3 decides "
       "the result.")
ALL_LOSE_DRAW = message("all_lose_draw", zh="所有玩家同时失败,本场游戏平局,游戏立即结束。",
                        en="All players lose at the same time: the game is a draw and ends at once.")
RULE_PROCESSING_LOOP = message(
    "rule_processing_loop", zh="规则流程反复进行超过上限,疑似无限循环。引擎无法模拟,请裁判依规则判定。",
    en="Rule processing repeated beyond the limit, probably an infinite loop. The engine cannot model this; the "
       "judge rules by the rules.")

# --- effects (effects.py) ------------------------------------------------------------------------------------------
HOW_LEAVES = {
    "broken": message("leaves.broken", zh="损毁", en="is broken"),
    "put": message("leaves.put", zh="置于损毁区", en="is put into the Break Zone"),
    "hand": message("leaves.hand", zh="放回手牌", en="is returned to hand"),
    "removed": message("leaves.removed", zh="移除", en="is removed from the game"),
}
OWNER_ZONES = {
    "break": message("zone.break", zh="损毁区", en="Break Zone"),
    "hand": message("zone.hand", zh="手牌", en="hand"),
    "removed": message("zone.removed", zh="移除区", en="Removed From Play zone"),
}
INSTEAD = {
    "remove": message("instead.remove", zh="移除", en="removed from the game"),
    "hand": message("instead.hand", zh="放回手牌", en="returned to hand"),
    "dull": message("instead.dull", zh="休止", en="dulled"),
}
LEAVES_FIELD = message("leaves_field", zh="{card} {how},移至拥有者 {owner} 的{zone}。",
                       en="{card} {how} and goes to its owner {owner}'s {zone}.")
ENTERS_FIELD = message("enters_field", zh="{card} 在 {who} 的控制下进入战场。",
                       en="{card} enters the field under {who}'s control.")
ENTERS_ACTIVE_OR_DULL = message(
    "enters_active_or_dull",
    zh="{card} 以行动状态还是休止状态进场:ver.2.00 的文本没有规定(not covered by this text);引擎把它记为行动状态。",
    en="Whether {card} enters the field active or dull: the ver.2.00 text does not say (not covered by this text); "
       "the engine records it as active.")
CONTROL_UNCHANGED = message("control_unchanged", zh="{card} 的控制权没有变化。", en="Control of {card} does not change.")
CONTROL_CHANGES = message(
    "control_changes", zh="{card} 的控制权转移给 {who};拥有者不变,不视为新进场,不触发进场技能。",
    en="Control of {card} passes to {who}; the owner stays the same, it does not count as newly entering the field "
       "and no enter-the-field ability triggers.")
REPLACEMENT_GONE = message(
    "replacement_gone", zh="replace:{card} 选择第 {n} 个置换效果,但此时只有 {count} 个可以适用:改为先执行第 1 个「{text}」。",
    en="replace:{card} chooses replacement effect {n}, but only {count} can apply now: the first, “{text}”, is "
       "carried out first instead.")
REPLACEMENT_ORDER = message("replacement_order", zh="{who} 选择置换效果的执行顺序:先执行「{text}」。",
                            en="{who} chooses the order of the replacement effects: “{text}” first.")
BREAK_REPLACED = message(
    "break_replaced", zh="{card} 将要损毁,置换效果「{text}」生效:改为{instead};损毁没有发生,“损毁时”不会触发。",
    en="{card} would be broken; the replacement effect “{text}” applies: instead it is {instead}; it is not broken, "
       "so nothing “when it is broken” triggers.")
DRAWS = message("draws", zh="{who} 从卡组取 {count} 张牌:{cards}。", en="{who} draws {count} cards from the deck: {cards}.")
DRAW_MORE_EMPTY = message("draw_more_empty", zh="{who} 还需再取 {count} 张,但卡组已空。",
                          en="{who} must draw {count} more, but the deck is empty.")
DRAW_EMPTY = message("draw_empty", zh="{who} 需要取牌,但卡组已空。", en="{who} must draw, but the deck is empty.")
DAMAGE_PROCESSING = message(
    "damage_processing", zh="伤害处理:{who} 受到 {count} 点伤害,每点伤害将卡组最上方的1张卡正面朝上放入伤害区。",
    en="Damage processing: {who} is dealt {count} damage; for each point the top card of the deck is put face up "
       "into the Damage Zone.")
DAMAGE_NO_CARD = message("damage_no_card", zh="第 {n} 点伤害:{who} 的卡组已无剩余卡牌,无法将卡牌放入伤害区。",
                         en="Damage point {n}: {who}'s deck has no cards left; no card can be put into the Damage "
                            "Zone.")
DAMAGE_CARD = message("damage_card", zh="第 {n} 点伤害:{card} 放入伤害区(共 {total} 张)。",
                      en="Damage point {n}: {card} is put into the Damage Zone ({total} cards there).")
DAMAGE_CARD_EX = message("damage_card_ex", zh="第 {n} 点伤害:{card} 放入伤害区(共 {total} 张),翻出极限爆发技。",
                         en="Damage point {n}: {card} is put into the Damage Zone ({total} cards there), revealing "
                            "an EX Burst.")
NO_EX_BURST = message("no_ex_burst", zh="翻出的 {cards} 没有极限爆发技:不使用任何效果。",
                      en="{cards}, revealed, have no EX Burst: no effect is used.")
EX_BURST_ORDER = message("ex_burst_order", zh="受到2点以上伤害:先处理完所有伤害,再按翻出的顺序逐一结算极限爆发技。",
                         en="2 or more damage: all the damage is dealt first, then the EX Bursts resolve one by "
                            "one in the order revealed.")
DAMAGE_BOTH = message(
    "damage_both",
    zh="「{label}」同时给予双方玩家各 {count} 点伤害:先回合玩家 {first},再非回合玩家 {second},"
       "双方的伤害处理同时执行;期间不核对规则流程。",
    en="“{label}” deals {count} damage to both players at the same time: first the turn player {first}, then the "
       "non-turn player {second}; both damage processes happen at the same time, and rule processing is not "
       "checked in between.")
EX_BURST_OF = message("ex_burst_of", zh="{card} 的极限爆发技「{ability}」", en="{card}'s EX Burst “{ability}”")
EX_BURST_DECLINED = message("ex_burst_declined", zh="{who} 选择不使用{label}。", en="{who} chooses not to use {label}.")
EX_BURST_DEFAULT = message("ex_burst_default", zh="{label} 可以选择是否使用;场景未给出 {choice} 的选择,按默认使用。",
                           en="{label} may be used or not; the scenario gives no choice for {choice}, so by default "
                              "it is used.")
EX_BURST_USED = message("ex_burst_used", zh="{who} 当即使用{label}(不使用堆叠,不会被干扰)。",
                        en="{who} uses {label} at once (it does not use the stack and cannot be responded to).")
NO_TARGET_SKIPPED = message(
    "no_target_skipped", zh="{label} 需要选择{wanted},但没有可选的目标:该指示无法执行,略过,什么都不发生。",
    en="{label} must choose {wanted}, but there is no legal target: the instruction cannot be carried out and is "
       "skipped; nothing happens.")
BAD_TARGET_SKIPPED = message("bad_target_skipped", zh="场景为 {choice} 给出的目标不合法:{why}(需要{wanted}),不对它结算。",
                             en="The target the scenario gives for {choice} is illegal: {why} (it needs {wanted}); "
                                "it does not resolve for it.")
CONDITION_FAILS = message("condition_fails", zh="「{label}」的条件({check} {value})不成立,其后的效果不执行。",
                          en="The condition of “{label}” ({check} {value}) does not hold: the effects after it are "
                             "not carried out.")
CONDITION_HOLDS = message("condition_holds", zh="「{label}」的条件({check} {value})成立,执行其后的效果。",
                          en="The condition of “{label}” ({check} {value}) holds: the effects after it are carried "
                             "out.")
LKI_POWER = message("lki_power", zh="{card} 已离开战场:使用它离开前的力量 {power}。",
                    en="{card} has left the field: its power before it left, {power}, is used.")
DELAYED_CREATED = message(
    "delayed_created",
    zh="「{label}」生成延迟型自动技能(下一次 {event} 时触发一次);产生源为 {card},控制者为 {who}。",
    en="“{label}” creates a delayed auto ability (it triggers once, at the next {event}); its source is {card}, its "
       "controller {who}.")
NO_RESOURCES = message("no_resources", zh="fftcg 没有 {effect}(没有常驻资源)。",
                       en="fftcg has no {effect} (it has no standing resources).")
NOT_ON_FIELD = message("not_on_field", zh="{card} 已不在战场,「{label}」对它不产生效果。",
                       en="{card} is no longer on the field: “{label}” has no effect on it.")
DULLED = message("dulled", zh="{card} 休止。", en="{card} is dulled.")
ACTIVATED = message("activated", zh="{card} 进入行动状态。", en="{card} becomes active.")
FROZEN = message("frozen", zh="{card} 被冻结:在其控制者的下一个激活阶段不会进入行动状态。",
                 en="{card} is frozen: it does not become active in its controller's next active phase.")
SELF_REPLACEMENT = message("self_replacement", zh="「{label}」对 {card} 产生本回合内的自我置换效果。",
                           en="“{label}” creates a self-replacement effect on {card} for this turn.")
JOB_FIELD_ONLY = message("job_field_only", zh="改变职业的效果只作为战场技能生效。",
                         en="An effect that changes a Job works only as a field ability.")
GAINS_KEYWORD = message("gains_keyword", zh="{card} 获得「{keyword}」。", en="{card} gains “{keyword}”.")
GAINS_KEYWORD_THIS_TURN = message("gains_keyword_this_turn", zh="{card} 获得「{keyword}」直到回合结束。",
                                  en="{card} gains “{keyword}” until the end of the turn.")
POWER_SET = message("power_set", zh="{card} 的力量变为 {value}:以卡面原始力量 {printed} 为基准调整 {delta:+d},现为 {power}。",
                    en="{card}'s power becomes {value}: an adjustment of {delta:+d} from its printed power "
                       "{printed}; it is now {power}.")
NO_SUCH_STAT = message("no_such_stat", zh="fftcg 没有数值「{stat}」。", en="fftcg has no value “{stat}”.")
POWER_MODIFIED = message("power_modified", zh="{card} 的力量 {delta:+d},现为 {power}。",
                         en="{card}'s power {delta:+d}; it is now {power}.")
POWER_MODIFIED_THIS_TURN = message("power_modified_this_turn", zh="{card} 的力量 {delta:+d}直到回合结束,现为 {power}。",
                                   en="{card}'s power {delta:+d} until the end of the turn; it is now {power}.")
NOT_A_FORWARD = message("not_a_forward", zh="{card} 不是战场上的前锋,不受伤害。",
                        en="{card} is not a Forward on the field and is dealt no damage.")
DAMAGE_TO_FORWARD = message("damage_to_forward", zh="「{label}」对 {card} 造成 {amount} 点伤害(累计 {damage},力量 {power})。",
                            en="“{label}” deals {amount} damage to {card} ({damage} in all, power {power}).")
SURVIVES = message("survives", zh="{card} 受到的伤害 {damage} 小于力量 {power}:不会损毁。",
                   en="The damage on {card}, {damage}, is less than its power {power}: it is not broken.")
PRINTED_POWER = message("printed_power", zh="卡面 {power}", en="printed {power}")
POWER_PART = message("power_part", zh="{effect} {delta:+d}", en="{effect} {delta:+d}")
POWER_OF = message("power_of", zh="{card} 的力量:{parts} = {power}。", en="{card}'s power: {parts} = {power}.")
JOB_FIRST = message("job_first", zh="先适用③改变职业的效果:{card} 的职业为「{job}」(卡面「{printed}」);再适用⑤改变力量的效果。{power}",
                    en="First the effects of layer ③ that change a Job apply: {card}'s Job is “{job}” (printed "
                       "“{printed}”); then those of layer ⑤ that change power. {power}")
NONE = message("none", zh="无", en="none")
DEFAULT_DISCARD = message("default_discard", zh="场景未给出 {choice} 的选择,按默认丢弃手牌中的前 {count} 张。",
                          en="The scenario gives no choice for {choice}: by default the first {count} cards of the "
                             "hand are discarded.")
DISCARD_REPLACED = message("discard_replaced", zh="{choice} 的选择不是 {who} 手牌中的 {count} 张:改为丢弃 {cards}。",
                           en="The choice {choice} is not {count} cards of {who}'s hand: {cards} are discarded "
                              "instead.")
DISCARDS = message("discards", zh="{who} 丢弃 {count} 张手牌:{cards}。", en="{who} discards {count} cards: {cards}.")
DISCARDS_NONE = message("discards_none", zh="{who} 丢弃 {count} 张手牌。", en="{who} discards {count} cards.")
NOT_WHERE_EXPECTED = message("not_where_expected",
                             zh="在应有的区域中找不到 {card}(它已移到 {zone}),「{label}」对它不产生效果。",
                             en="{card} is not in the zone it should be in (it moved to {zone}): “{label}” has no "
                                "effect on it.")
MOVES_TO_OWNER = message("moves_to_owner", zh="{card} 从 {where} 移至拥有者的{zone}。",
                         en="{card} goes from {where} to its owner's {zone}.")
CONDITIONAL_NOT_MET = message("conditional_not_met", zh="{card} 的条件型自动技能「{ability}」的条件不成立,不触发。",
                              en="The condition of {card}'s conditional auto ability “{ability}” does not hold: it "
                                 "does not trigger.")
CONDITIONAL_MET = message("conditional_met", zh="{card} 的条件型自动技能「{ability}」的条件成立,触发。",
                          en="The condition of {card}'s conditional auto ability “{ability}” holds: it triggers.")
TRIGGERS = message("triggers", zh="{card} 的自动技能「{ability}」触发,控制者 {who}。",
                   en="{card}'s auto ability “{ability}” triggers, controlled by {who}.")
COMMA = message("comma", zh="{a},{b}", en="{a}, {b}")
FIELD_ABILITY_OF = message("field_ability_of", zh="{card}的战场技能「{ability}」", en="{card}'s field ability “{ability}”")
EFFECT_OF = message("effect_of", zh="{source}的效果({what})", en="the effect of {source} ({what})")
AN_EFFECT = message("an_effect", zh="效果", en="an effect")
SET_TO = message("set_to", zh="设为{value}", en="set to {value}")
SIGNED = message("signed", zh="{delta:+d}", en="{delta:+d}")

# --- targets (targets.py): the restriction in the card's words, and why a card does not meet it ---------------------
FILTER_WORDS = {
    "forward": message("filter.forward", zh="前锋", en="Forward"),
    "backup": message("filter.backup", zh="后卫", en="Backup"),
    "monster": message("filter.monster", zh="怪物", en="Monster"),
    "character": message("filter.character", zh="角色", en="character"),
    "opponent": message("filter.opponent", zh="对手控制的", en="opponent's"),
    "own": message("filter.own", zh="你控制的", en="your"),
    "other": message("filter.other", zh="此卡以外的", en="other"),
    "dull": message("filter.dull", zh="休止状态的", en="dull"),
    "active": message("filter.active", zh="行动状态的", en="active"),
    "attacking": message("filter.attacking", zh="正在攻击的", en="attacking"),
}
NAMED = message("filter.name", zh="名为{name}的", en="named {name}")
OF_ELEMENT = message("filter.element", zh="{element}属性的", en="{element}")
COST_AT_MOST = message("cost_at_most", zh="消耗{n}以下的", en="cost {n} or less")
COST_AT_LEAST = message("cost_at_least", zh="消耗{n}以上的", en="cost {n} or more")
JOINED = message("joined", zh="{a}{b}", en="{a} {b}")
SLASH = message("slash", zh="{a}/{b}", en="{a}/{b}")
TARGET_OF_KIND = message("target_of_kind", zh="{filters}{kinds}", en="{filters} {kinds}")
NOT_ON_FIELD_NOW = message("not_on_field_now", zh="{card} 不在战场上", en="{card} is not on the field")
IS_THE_SOURCE = message("is_the_source", zh="{card} 是技能的产生源,无法选择自己作为目标",
                        en="{card} is the ability's source and cannot choose itself")
NOT_FORWARD = message("not_forward", zh="{card} 不是前锋", en="{card} is not a Forward")
NOT_BACKUP = message("not_backup", zh="{card} 不是后卫", en="{card} is not a Backup")
NOT_MONSTER = message("not_monster", zh="{card} 不是怪物", en="{card} is not a Monster")
NOT_CHARACTER = message("not_character", zh="{card} 不是角色", en="{card} is not a character")
NOT_OPPONENTS = message("not_opponents", zh="{card} 由技能的控制者自己控制,不是对手控制的",
                        en="{card} is controlled by the ability's own controller, not by an opponent")
NOT_YOURS = message("not_yours", zh="{card} 由对手控制,不是你控制的", en="{card} is controlled by the opponent, not by you")
IS_THIS_CARD = message("is_this_card", zh="{card} 就是此卡", en="{card} is this card itself")
NOT_DULL = message("not_dull", zh="{card} 不处于休止状态", en="{card} is not dull")
NOT_ACTIVE = message("not_active", zh="{card} 不处于行动状态", en="{card} is not active")
CAN_PUT_SELF = message("can_put_self", zh="{card} 由使用者控制,可以作为发动条件置于损毁区。",
                       en="{card} is controlled by the player using the ability: it can be put into the Break Zone as "
                          "part of the cost.")
NOT_ATTACKING = message("not_attacking", zh="{card} 不是正在攻击的前锋", en="{card} is not an attacking Forward")
WRONG_ELEMENT = message("wrong_element", zh="{card} 不是{element}属性", en="{card} is not {element}")
WRONG_NAME = message("wrong_name", zh="{card} 的卡名不是{name}", en="{card} is not named {name}")
WRONG_COST = message("wrong_cost", zh="{card} 的消耗为 {cost},不是{wanted}", en="{card} has cost {cost}, not {wanted}")

# --- crystal points (cp.py) and paying (game.py) -------------------------------------------------------------------
GENERIC_CP = message("generic_cp", zh="无属性", en="generic")
CP_AMOUNT = message("cp_amount", zh="{element}{n}", en="{element} {n}")
SPACED = message("spaced", zh="{a} {b}", en="{a} {b}")
HELD_SUMMON = message(
    "held_summon",
    zh="{card} 是正在召唤的召唤兽本身:宣布召唤时它已从手牌移到堆叠区最上方,之后才确定并支付消耗,"
       "支付时它已不在手牌中,不能作为“丢弃一张手牌”来产生水晶点数。",
    en="{card} is the Summon being cast: when it was cast it moved from the hand to the top of the stack, and only "
       "then is the cost fixed and paid; it is no longer in the hand and cannot be “discarded from the hand” to "
       "produce CP.")
HELD_CHARACTER = message(
    "held_character", zh="{card} 是正在放入战场的角色本身:它从手牌公开,支付完毕后进入战场,不能同时被丢弃来支付自己的消耗。",
    en="{card} is the character being played: it is revealed from the hand and enters the field once paid for; it "
       "cannot also be discarded to pay its own cost.")
HELD_SPECIAL = message(
    "held_special", zh="{card} 已作为特殊技能的消耗(丢弃1张同名角色卡)丢弃,不能再丢弃一次来产生水晶点数。",
    en="{card} is already discarded as the special ability's cost (discarding 1 character card of the same name) "
       "and cannot be discarded again to produce CP.")
PAID_TWICE = message("paid_twice", zh="{id} 在支付中出现了两次。", en="{id} appears twice in the payment.")
NOT_IN_HAND_TO_DISCARD = message("not_in_hand_to_discard", zh="{card} 不在 {player} 的手牌中(在 {zone}),不是可以丢弃的手牌。",
                                 en="{card} is not in {player}'s hand (it is in {zone}): not a hand card that can be "
                                    "discarded.")
LIGHT_DARK_NO_CP = message("light_dark_no_cp", zh="{card} 是光/暗属性,无法为了产生水晶点数而丢弃。",
                           en="{card} is a Light/Dark card and cannot be discarded to produce CP.")
NOT_OWN_BACKUP = message("not_own_backup", zh="{card} 不是 {player} 控制的后卫,不能休止产生水晶点数。",
                         en="{card} is not a Backup {player} controls and cannot be dulled to produce CP.")
ALREADY_DULL = message("already_dull", zh="{card} 已经处于休止状态。", en="{card} is already dull.")
CP_SHORT = message("cp_short", zh="产生的水晶点数 {produced} 不足以支付 {cost}。",
                   en="The CP produced, {produced}, does not pay {cost}.")
CP_SHORT_MISSING = message("cp_short_missing", zh="产生的水晶点数 {produced} 不足以支付 {cost}(缺少属性点数 {missing})。",
                           en="The CP produced, {produced}, does not pay {cost} (missing CP of an element: "
                              "{missing}).")
CP_UNNEEDED = message("cp_unneeded", zh="不需要 {card} 也能支付:原则上不能产生多余的水晶点数。",
                      en="The cost can be paid without {card}: as a rule no excess CP may be produced.")
CP_EXCESS = message("cp_excess", zh="多出 {excess} 点水晶点数,超过允许的多余点数。",
                    en="{excess} CP too many: more excess CP than allowed.")
EXCESS_CP_CONTEXT = message("excess_cp_context", zh="这次支付多出 {excess} 点水晶点数。",
                            en="This payment produces {excess} excess CP.")
DISCARDS_FOR_CP = message("discards_for_cp", zh="{who} 丢弃 {card},产生2点{element}属性水晶点数。",
                          en="{who} discards {card}, producing 2 {element} CP.")
DULLS_FOR_CP = message("dulls_for_cp", zh="{who} 令后卫 {card} 休止,产生1点{element}属性水晶点数。",
                       en="{who} dulls the Backup {card}, producing 1 {element} CP.")
PAID = message("paid", zh="共产生 {produced},支付 {cost}。消耗内容在此确定,之后不再变动。",
               en="{produced} produced in all, {cost} paid. The cost is fixed here and does not change afterwards.")
PAID_EXCESS = message("paid_excess", zh="共产生 {produced},支付 {cost};多余的 {excess} 点被废弃。消耗内容在此确定,之后不再变动。",
                      en="{produced} produced in all, {cost} paid; the {excess} excess CP is lost. The cost is fixed "
                         "here and does not change afterwards.")

# --- describing an action, playing cards and the answer (game.py) ---------------------------------------------------
MULLIGAN_REDRAWS = message("mulligan_redraws", zh="{who} 把起始手牌放到卡组底并重新取5张。",
                           en="{who} puts the starting hand on the bottom of the deck and draws 5 again.")
MULLIGAN_KEEPS = message("mulligan_keeps", zh="{who} 保留起始手牌。", en="{who} keeps the starting hand.")
PLAYS_CHARACTER = message("plays_character", zh="{who} 将 {card} 放入战场。", en="{who} plays {card} onto the field.")
CASTS = message("casts", zh="{who} 召唤 {card}。", en="{who} casts {card}.")
CASTS_TARGETING = message("casts_targeting", zh="{who} 召唤 {card},目标 {targets}。",
                          en="{who} casts {card}, targeting {targets}.")
USES = message("uses", zh="{who} 发动 {card} 的「{ability}」。", en="{who} uses {card}'s “{ability}”.")
USES_TARGETING = message("uses_targeting", zh="{who} 发动 {card} 的「{ability}」,目标 {targets}。",
                         en="{who} uses {card}'s “{ability}”, targeting {targets}.")
PASSES_PRIORITY = message("passes_priority", zh="{who} 放弃优先权。", en="{who} passes priority.")
DECLARES_NO_ATTACK = message("declares_no_attack", zh="{who} 不指定攻击的前锋。", en="{who} declares no attacking Forward.")
ATTACKS_WITH = message("attacks_with", zh="{who} 以 {cards} 进行攻击。", en="{who} attacks with {cards}.")
BLOCKS_WITH = message("blocks_with", zh="{who} 以 {card} 进行防御。", en="{who} blocks with {card}.")
DOES_NOT_BLOCK = message("does_not_block", zh="{who} 不防御。", en="{who} does not block.")
CONCEDES = message("concedes", zh="{who} 认输。", en="{who} concedes.")
OTHER_ACTION = message("other_action", zh="{who}:{type}", en="{who}: {type}")
CONCEDED = message("conceded", zh="{loser} 认输,{winner} 获胜。", en="{loser} concedes; {winner} wins.")
REVEALS_CHARACTER = message(
    "reveals_character", zh="{who} 从手牌公开 {card}:角色进场是特殊行动,不使用堆叠,不受召唤兽或技能干扰。",
    en="{who} reveals {card} from the hand: playing a character is a special action; it does not use the stack and "
       "no Summon or ability can respond to it.")
LIGHT_DARK_AGAIN = message("light_dark_again", zh="{who} 已控制光/暗属性角色,又放入 {card}。",
                           en="{who} already controls a Light/Dark character and plays {card} as well.")
SUMMON_REVEALED = message("summon_revealed", zh="{who} 公开 {card} 并移到堆叠区最上方,成为其控制者。",
                          en="{who} reveals {card} and puts it on top of the stack, becoming its controller.")
SUMMON_NO_ELEMENT = message("summon_no_element", zh="{card} 的支付不含{element}属性水晶点数。",
                            en="The payment for {card} contains no {element} CP.")
SUMMONED = message("summoned", zh="{card} 被召唤;召唤产生的自动技能此时触发,{who} 再次获得优先权。",
                   en="{card} is cast; auto abilities its casting triggers trigger now, and {who} receives priority "
                      "again.")
DECLARES_ABILITY = message("declares_ability", zh="{who} 宣布发动{kind}「{ability}」,它成为堆叠区最上方的技能。",
                           en="{who} declares the use of the {kind} “{ability}”; it becomes the top of the stack.")
DULL_ICON_PAID = message("dull_icon_paid", zh="支付休止图标:{card} 休止。", en="The dull icon is paid: {card} is dulled.")
SPECIAL_DISCARD = message("special_discard", zh="特殊技能:从手牌丢弃1张同名角色卡 {card}。",
                          en="Special ability: the character card of the same name {card} is discarded from the "
                             "hand.")
ABILITY_USED = message("ability_used", zh="技能发动完毕,{who} 再次获得优先权。",
                       en="The ability has been used; {who} receives priority again.")
PHASE_STEP = message("phase_step", zh="{phase}·{step}", en="{phase}, {step}")
GAME_GOES_ON = message("game_goes_on", zh="游戏继续:第 {turn} 回合,{who} 的{where}。",
                       en="The game goes on: turn {turn}, {who}'s {where}.")
GAME_GOES_ON_PRIORITY = message("game_goes_on_priority", zh="游戏继续:第 {turn} 回合,{who} 的{where},{holder} 持有优先权。",
                                en="The game goes on: turn {turn}, {who}'s {where}; {holder} holds priority.")
PLAYER_SUMMARY = message("player_summary", zh="{who}:伤害 {damage},战场 {field},手牌 {hand} 张,卡组 {deck} 张",
                         en="{who}: damage {damage}, field {field}, {hand} cards in hand, {deck} in the deck")
STACK_SUMMARY = message("stack_summary", zh="堆叠区:{entries}", en="stack: {entries}")
ANSWER = message("answer", zh="{head} {parts}。", en="{head} {parts}.")
SEMICOLON = message("semicolon", zh="{a};{b}", en="{a}; {b}")
DULL_BIT = message("dull_bit", zh="休止", en="dull")
ACTIVE_BIT = message("active_bit", zh="行动", en="active")
POWER_BIT = message("power_bit", zh="力量{power}", en="power {power}")
POWER_DAMAGE_BIT = message("power_damage_bit", zh="力量{power}/伤害{damage}", en="power {power}/damage {damage}")
CARD_STATE = message("card_state", zh="{card}[{state}]", en="{card} [{state}]")
ABILITY_OF_SOURCE = message("ability_of_source", zh="{source} 的技能", en="an ability of {source}")

# --- whether an action may be taken (legality.py) ------------------------------------------------------------------
NO_MOMENT = message("no_moment", zh="在此之前的流程中不存在进行这一动作的时机。",
                    en="Nothing in the procedure before this gives a moment to take this action.")
GAME_OVER = message("game_over", zh="游戏已经结束。", en="The game is already over.")
MAY_CONCEDE = message("may_concede", zh="玩家随时可以主动认输。", en="A player may concede at any time.")
DECIDES_MULLIGAN = message("decides_mulligan", zh="{who} 决定是否替换起始手牌(每位玩家一次,先手玩家先决定)。",
                           en="{who} decides whether to replace the starting hand (once per player, the first "
                              "player first).")
NOT_YOUR_MULLIGAN = message("not_your_mulligan", zh="现在由 {who} 决定是否替换手牌;每位玩家只有一次。",
                            en="It is {who}'s turn to decide whether to replace the hand; each player does so only "
                               "once.")
MULLIGAN_ORDER_OK = message("mulligan_order_ok", zh="放到卡组底的顺序列出了起始的5张手牌。",
                            en="The order for the bottom of the deck lists the 5 starting cards.")
MULLIGAN_ORDER_BAD = message("mulligan_order_bad", zh="order 必须恰好列出起始的5张手牌。",
                             en="order must list exactly the 5 starting cards.")
NO_SUCH_ACTION = message("no_such_action", zh="fftcg 没有 {type} 动作。", en="fftcg has no {type} action.")
NO_SUCH_CARD_FOR = message("no_such_card_for", zh="{key}:没有这张卡。", en="{key}: there is no such card.")
REPLACEMENT_OUT_OF_RANGE = message(
    "replacement_out_of_range", zh="{key} 选择第 {n} 个置换效果,但可以适用于 {card} 的置换效果只有 {count} 个。",
    en="{key} chooses replacement effect {n}, but only {count} replacement effects can apply to {card}.")
CARD_ABILITY_ID = message("card_ability_id", zh="{card}的「{ability}」", en="{card}'s “{ability}”")
NOT_AN_AUTO = message("not_an_auto", zh="{key} 中的 {what} 不是一个自动技能:顺序只能排列触发了的自动技能。",
                      en="{what} in {key} is not an auto ability: an order can only arrange auto abilities that "
                         "triggered.")
NOT_YOUR_AUTO = message("not_your_auto", zh="{key} 中的 {card} 不由 {who} 控制:各自排列自己的自动技能。",
                        en="{card} in {key} is not controlled by {who}: each player orders their own auto "
                           "abilities.")
AUTO_TWICE = message("auto_twice", zh="{key} 重复列出了同一个自动技能。", en="{key} lists the same auto ability twice.")
NOT_OPTIONAL = message("not_optional", zh="{card}「{ability}」不是“可以”型自动技能:触发后自动结算,不能选择不执行。",
                       en="{card} “{ability}” is not a “may” auto ability: once triggered it resolves by itself and "
                          "cannot be declined.")
NOT_IN_HAND = message("not_in_hand", zh="不在手牌中", en="is not in the hand")
DOES_NOT_EXIST = message("does_not_exist", zh="不存在", en="does not exist")
DISCARD_NOT_IN_HAND = message("discard_not_in_hand", zh="{key} 选择丢弃的 {card} {where}:丢弃是将手牌移入损毁区。",
                              en="{card}, chosen by {key} to discard, {where}: discarding puts a hand card into the "
                                 "Break Zone.")
CARD_TWICE = message("card_twice", zh="{key} 重复选择了同一张卡。", en="{key} chooses the same card twice.")
END_DISCARD_NOT_IN_HAND = message("end_discard_not_in_hand", zh="end_discard 选择的 {card} 不在 {who} 的手牌中。",
                                  en="{card}, chosen by end_discard, is not in {who}'s hand.")
END_DISCARD_TWICE = message("end_discard_twice", zh="end_discard 重复选择了同一张卡。",
                            en="end_discard chooses the same card twice.")
END_DISCARD_OK = message("end_discard_ok", zh="{who} 手牌 {hand} 张,丢弃 {count} 张至上限5张。",
                         en="{who} has {hand} cards in hand and discards {count} down to the limit of 5.")
END_DISCARD_WRONG = message("end_discard_wrong", zh="{who} 手牌 {hand} 张,须丢弃 {count} 张至5张,end_discard 却选择了 {given} 张。",
                            en="{who} has {hand} cards in hand and must discard {count} down to 5, but end_discard "
                               "chooses {given}.")
HOLDS_PRIORITY = message("holds_priority", zh="{who} 持有优先权。", en="{who} holds priority.")
NO_PRIORITY = message("no_priority", zh="{who} 现在没有优先权。", en="{who} does not hold priority now.")
NO_PRIORITY_HOLDER = message("no_priority_holder", zh="{who} 现在没有优先权({holder} 持有)。",
                            en="{who} does not hold priority now ({holder} does).")
MAIN_PHASE_WORD = message("main_phase_word", zh="主阶段", en="a main phase")
ATTACK_PHASE_WORD = message("attack_phase_word", zh="攻击阶段", en="the attack phase")
CAST_SUMMONS = message("cast_summons", zh="召唤召唤兽", en="cast Summons")
USE_ABILITIES = message("use_abilities", zh="使用行动技能和特殊技能", en="use action abilities and special abilities")
INSTANT_NOW = message("instant_now", zh="现在是{phase}:持有优先权的玩家可以{what}。",
                      en="It is {phase}: the player holding priority may {what}.")
INSTANT_ONLY = message("instant_only", zh="只有主阶段和攻击阶段可以{what}。",
                       en="Only in the main phases and the attack phase can a player {what}.")
NOT_IN_FIRST_STRIKE = message("not_in_first_strike", zh="先发制人伤害结算后、普通伤害前的优先权中无法{what}。",
                              en="In the priority after the First Strike damage and before the normal damage, no "
                                 "player can {what}.")
ROLLED_BACK = message("rolled_back", zh="{why} 无法完成的流程回退到进行之前,已支付的消耗取消。",
                      en="{why} The procedure that cannot be completed is rolled back, and the costs paid are "
                         "cancelled.")
PAYMENT_OK = message("payment_ok", zh="支付满足消耗 {cost}。", en="The payment meets the cost {cost}.")
CHARACTER_IN_HAND = message("character_in_hand", zh="{card} 是 {who} 手中的角色卡。",
                            en="{card} is a character card in {who}'s hand.")
NOT_CHARACTER_IN_HAND = message("not_character_in_hand", zh="{card} 不是 {who} 手中的角色卡。",
                                en="{card} is not a character card in {who}'s hand.")
BACK_ATTACK_OK = message("back_attack_ok", zh="{card} 拥有偷袭:持有优先权时可以在主阶段和攻击阶段从手牌使用。",
                         en="{card} has Back Attack: it can be played from the hand with priority in the main phases "
                            "and the attack phase.")
BACK_ATTACK_WRONG_PHASE = message("back_attack_wrong_phase", zh="{card} 拥有偷袭,但偷袭也只能在主阶段和攻击阶段使用。",
                                  en="{card} has Back Attack, but Back Attack too can be used only in the main phases "
                                     "and the attack phase.")
MAY_PLAY_CHARACTER = message("may_play_character", zh="回合玩家在主阶段、堆叠区为空且持有优先权:可以将角色放入战场。",
                             en="The turn player, in a main phase with the stack empty and holding priority, may play "
                                "a character.")
MAY_NOT_PLAY_CHARACTER = message(
    "may_not_play_character", zh="只有持有优先权的回合玩家在主阶段且堆叠区为空时可以将角色放入战场。",
    en="Only the turn player holding priority in a main phase with the stack empty may play a character.")
GENERIC_ICON = message("generic_icon", zh="{card} 带有普通图标,不受同名角色的限制。",
                       en="{card} has the Generic icon and is not limited by characters of the same name.")
NO_SAME_NAME = message("no_same_name", zh="{who} 没有控制同名角色「{name}」。",
                       en="{who} controls no character named “{name}”.")
SAME_NAME = message("same_name", zh="{who} 已控制同名角色「{name}」且它没有普通图标:一般无法采取超出限制的行动。",
                    en="{who} already controls a character named “{name}” without the Generic icon: an action "
                       "beyond the limit cannot normally be taken.")
LIGHT_DARK_FORBIDDEN = message("light_dark_forbidden", zh="按所选解读,已控制光/暗属性角色时不能再放入一张。",
                               en="By the reading chosen, a player who controls a Light/Dark character cannot play "
                                  "another.")
SUMMON_IN_HAND = message("summon_in_hand", zh="{card} 是 {who} 手中的召唤兽。", en="{card} is a Summon in {who}'s hand.")
NOT_SUMMON_IN_HAND = message("not_summon_in_hand", zh="{card} 不是 {who} 手中的召唤兽。",
                             en="{card} is not a Summon in {who}'s hand.")
NO_SUMMON_EFFECT = message("no_summon_effect", zh="{card} 没有召唤兽效果(kind: summon)。",
                           en="{card} has no Summon effect (kind: summon).")
TARGETS_NOT_CHOSEN = message("targets_not_chosen", zh="这个效果不“选择”目标,却给出了 targets {targets}。",
                             en="This effect does not “choose” targets, yet targets {targets} are given.")
TARGETS_NEEDED = message("targets_needed", zh="这个效果需要“选择”{wanted}作为目标(targets)。",
                         en="This effect must “choose” {wanted} as its target (targets).")
TARGET_OK = message("target_ok", zh="{card} 是可以选择的目标({wanted})。", en="{card} can be chosen ({wanted}).")
TARGET_BAD = message("target_bad", zh="{why}:不是这个效果可以选择的目标(需要{wanted})。",
                     en="{why}: not a target this effect can choose (it needs {wanted}).")
NO_SUCH_ABILITY = message("no_such_ability", zh="{card} 没有可以发动的行动技能或特殊技能「{ability}」。",
                          en="{card} has no action or special ability “{ability}” to use.")
CONTROLS_ON_FIELD = message("controls_on_field", zh="{card} 是 {who} 控制的场上卡牌。",
                            en="{card} is a card on the field that {who} controls.")
NOT_CONTROLS_ON_FIELD = message("not_controls_on_field", zh="{card} 不是 {who} 控制的场上卡牌。",
                                en="{card} is not a card on the field that {who} controls.")
CAN_PAY_DULL = message("can_pay_dull", zh="{card} 处于行动状态,可以支付休止图标。",
                       en="{card} is active and can pay the dull icon.")
CANNOT_PAY_DULL = message("cannot_pay_dull", zh="{card} 已处于休止状态,无法支付休止图标。",
                          en="{card} is already dull and cannot pay the dull icon.")
HASTE_ABILITY = message("haste_ability", zh="{card} 拥有加速:本回合进场也可以使用含休止图标的技能。",
                        en="{card} has Haste: it can use abilities with the dull icon even though it entered this "
                           "turn.")
CONTROLLED_SINCE_START = message("controlled_since_start", zh="{card} 在回合开始时就由 {who} 控制。",
                                 en="{card} has been under {who}'s control since the start of the turn.")
NOT_SINCE_START = message("not_since_start",
                          zh="{card} 没有加速,且不是在回合开始时就由 {who} 控制:含休止图标的技能无法使用。",
                          en="{card} has no Haste and has not been under {who}'s control since the start of the "
                             "turn: abilities with the dull icon cannot be used.")
SPECIAL_DISCARD_OK = message("special_discard_ok", zh="从手牌丢弃同名角色卡 {card} 作为特殊技能的消耗。",
                             en="The character card of the same name {card} is discarded from the hand as the "
                                "special ability's cost.")
SPECIAL_DISCARD_NEEDED = message("special_discard_needed",
                                 zh="特殊技能还需要从手牌中丢弃1张同名的角色卡「{name}」(special_discard)。",
                                 en="A special ability also needs 1 character card named “{name}” discarded from the "
                                    "hand (special_discard).")
IS_TURN_PLAYER = message("is_turn_player", zh="{who} 是回合玩家,可以指定攻击的前锋。",
                         en="{who} is the turn player and may declare attacking Forwards.")
NOT_TURN_PLAYER = message("not_turn_player", zh="{who} 不是回合玩家:只有回合玩家在攻击阶段指定攻击的前锋。",
                          en="{who} is not the turn player: only the turn player declares attacking Forwards in the "
                             "attack phase.")
IS_DECLARE_STEP = message("is_declare_step", zh="现在是攻击指定步骤。", en="This is the attack declaration step.")
NOT_DECLARE_STEP = message("not_declare_step", zh="现在不是攻击指定步骤,不能指定攻击的前锋。",
                           en="This is not the attack declaration step: no attacking Forward can be declared.")
MAY_NOT_ATTACK = message("may_not_attack", zh="{who} 可以不指定攻击的前锋:跳过防御指定与伤害结算步骤。",
                         en="{who} may declare no attacking Forward: the block declaration and damage resolution "
                            "steps are skipped.")
LISTED_TWICE = message("listed_twice", zh="{card} 重复出现。", en="{card} is listed twice.")
IS_ACTIVE = message("is_active", zh="{card} 处于行动状态。", en="{card} is active.")
DULL_CANNOT_ATTACK = message("dull_cannot_attack", zh="{card} 处于休止状态,不能攻击。", en="{card} is dull and cannot attack.")
HASTE_ATTACK = message("haste_attack", zh="{card} 拥有加速:即使本回合才受控制也可以攻击。",
                       en="{card} has Haste: it can attack even though it came under control this turn.")
SINCE_TURN_START = message("since_turn_start", zh="{card} 在本回合开始时已由回合玩家控制。",
                           en="{card} was under the turn player's control at the start of this turn.")
NOT_SINCE_TURN_START = message("not_since_turn_start", zh="{card} 没有加速,且在本回合开始时不由回合玩家控制,不能攻击。",
                               en="{card} has no Haste and was not under the turn player's control at the start of "
                                  "this turn: it cannot attack.")
ALREADY_ATTACKED = message("already_attacked", zh="{card} 本回合已经进行过攻击。", en="{card} has already attacked this turn.")
CANNOT_ATTACK = message("cannot_attack", zh="{card} 受到无法攻击的限制。", en="{card} is under a “cannot attack” restriction.")
MAY_ATTACK = message("may_attack", zh="{card} 本回合尚未攻击,也没有受到无法攻击的限制。",
                     en="{card} has not attacked this turn and is under no “cannot attack” restriction.")
PARTY_SAME_ELEMENT = message("party_same_element", zh="组队的前锋属性相同({element}),可以组队,数量没有上限。",
                             en="The party's Forwards share an element ({element}): they may form a party, of any "
                                "size.")
PARTY_MUST_SHARE = message("party_must_share", zh="组队的前锋属性必须相同。",
                           en="The Forwards of a party must share an element.")
PARTY_MUST_SHARE_OR_ICON = message("party_must_share_or_icon", zh="组队的前锋属性必须相同,或者带有组队图标。",
                                   en="The Forwards of a party must share an element or carry the party icon.")
PARTY_ICON_OK = message("party_icon_ok", zh="属性不同的成员带有组队图标,可以组队。",
                        en="The members of other elements carry the party icon: they may form a party.")
OWN_FIELD_FORWARD = message("own_field_forward", zh="{card} 是 {who} 控制的场上前锋。",
                            en="{card} is a Forward on the field that {who} controls.")
ATTACK_VERB = message("attack_verb", zh="攻击", en="attack")
BLOCK_VERB = message("block_verb", zh="防御", en="block")
ONLY_FORWARDS = message("only_forwards", zh="{card} 不是前锋:只有前锋可以{verb}。",
                        en="{card} is not a Forward: only Forwards can {verb}.")
NOT_ON_THE_FIELD = message("not_on_the_field", zh="{card} 不在战场上。", en="{card} is not on the field.")
NOT_CONTROLLED_BY = message("not_controlled_by", zh="{card} 不由 {who} 控制。", en="{card} is not controlled by {who}.")
BLOCK_STEP_NOW = message("block_step_now", zh="现在是防御指定步骤,由非回合玩家 {who} 指定防御。",
                         en="This is the block declaration step: the non-turn player {who} declares the block.")
CANNOT_BLOCK_NOW = message("cannot_block_now",
                           zh="{who} 现在不能指定防御:只有非回合玩家在防御指定步骤中指定防御的前锋。",
                           en="{who} cannot declare a block now: only the non-turn player declares a blocking Forward, "
                              "in the block declaration step.")
MAY_NOT_BLOCK = message("may_not_block", zh="{who} 可以选择不防御。", en="{who} may choose not to block.")
NO_BLOCK_NO_SPLIT = message("no_block_no_split", zh="没有防御就没有伤害分配。", en="Without a block there is no damage split.")
DULL_CANNOT_BLOCK = message("dull_cannot_block", zh="{card} 处于休止状态;进行防御的前锋必须处于行动状态。",
                            en="{card} is dull; a blocking Forward must be active.")
MAY_BLOCK = message("may_block", zh="{card} 没有受到防御限制。", en="{card} is under no block restriction.")
CANNOT_BLOCK = message("cannot_block", zh="{card} 受到无法防御的限制。", en="{card} is under a “cannot block” restriction.")
SPLIT_ONLY_PARTY = message("split_only_party", zh="只有组队攻击时防御方才分配伤害。",
                           en="The blocking player splits damage only when a party attacks.")
NOT_IN_PARTY = message("not_in_party", zh="{id} 不是队伍中的前锋。", en="{id} is not a Forward of the party.")
SPLIT_NOT_THOUSANDS = message("split_not_thousands", zh="分配给 {id} 的 {amount} 不是1000的正整数倍。",
                              en="The {amount} assigned to {id} is not a positive multiple of 1000.")
SPLIT_WRONG_TOTAL = message(
    "split_wrong_total",
    zh="分配合计 {total}({split})不等于 {card} 的力量 {power}:防御方只能分配它实际造成的战斗伤害。",
    en="The split adds up to {total} ({split}), not {card}'s power {power}: the blocking player can split only the "
       "battle damage it actually deals.")
SPLIT_OK = message("split_ok", zh="伤害分配 {split} 以1000为单位,合计等于 {card} 的力量 {power}。",
                   en="The damage split {split} is in units of 1000 and adds up to {card}'s power {power}.")

# --- interpretation points (interpretations.py): the question and each reading --------------------------------------
LIMITED_LOSS_QUESTION = message(
    "limited_loss_damage.question", zh="3.1.1 说限制赛中受到6点伤害即失败,规则流程 12.4.1 与 7.8.2 却只写7点伤害。",
    en="3.1.1 says that in limited play a player loses at 6 damage, yet rule processing 12.4.1 and 7.8.2 speak only "
       "of 7 damage.")
LIMITED_LOSS_SIX = message("limited_loss_damage.six", zh="限制赛按 3.1.1 在6点伤害时失败(3.1.1 是针对赛制的专门规定)",
                           en="In limited play a player loses at 6 damage by 3.1.1 (3.1.1 is the rule made for that "
                              "format)")
LIMITED_LOSS_SEVEN = message("limited_loss_damage.seven", zh="一律按 12.4.1 在7点伤害时失败",
                             en="A player always loses at 7 damage by 12.4.1")
DAMAGE_OVER_DECK_QUESTION = message(
    "damage_over_deck.question",
    zh="12.4.3 字面是“受伤点数大于卡组剩余牌数的玩家输掉游戏”,按字面伤害区5张、卡组剩3张的玩家就会失败;"
       "3.1.3 则说卡组无剩余卡牌的玩家受到伤害时失败。",
    en="12.4.3 literally says “a player whose damage is greater than the cards left in the deck loses the game”, so "
       "a player with 5 cards in the Damage Zone and 3 left in the deck would lose; 3.1.3 says instead that a player "
       "with no cards left in the deck loses when dealt damage.")
DAMAGE_OVER_DECK_CANNOT_PLACE = message(
    "damage_over_deck.cannot_place", zh="按 3.1.3:需要把卡组顶牌放入伤害区时卡组已空,该玩家失败",
    en="By 3.1.3: the player loses when the top card of the deck must go to the Damage Zone and the deck is empty")
DAMAGE_OVER_DECK_LITERAL = message(
    "damage_over_deck.literal", zh="按 12.4.3 字面:伤害区的张数大于卡组剩余张数即失败",
    en="By the letter of 12.4.3: the player loses as soon as the Damage Zone holds more cards than the deck")
EXCESS_CP_QUESTION = message(
    "excess_cp.question",
    zh="多余的水晶点数:5.2.1.3.1、11.3.7.1、11.4.6.1 说丢弃手牌时“至多允许产生1点多余点数”,"
       "11.2.1.1、10.1.2.3、11.6.2.1 却说“每个属性至多允许产生1点”。",
    en="Excess CP: 5.2.1.3.1, 11.3.7.1 and 11.4.6.1 say a discard “may produce at most 1 excess CP”, yet 11.2.1.1, "
       "10.1.2.3 and 11.6.2.1 say “at most 1 per element”.")
EXCESS_CP_ONE_TOTAL = message("excess_cp.one_total", zh="无论消耗需要几种属性,总共至多1点多余点数",
                              en="At most 1 excess CP in all, however many elements the cost needs")
EXCESS_CP_PER_ELEMENT = message("excess_cp.per_element", zh="消耗要求的每种属性各至多1点多余点数",
                                en="At most 1 excess CP for each element the cost requires")
PARTY_ELEMENT_QUESTION = message(
    "party_element.question",
    zh="10.1.2.1 要求组队的所有前锋属性全部相同,15.1.1.9.2 则允许“拥有相同属性,或者带有组队图标”的前锋组队。",
    en="10.1.2.1 requires all Forwards of a party to share an element; 15.1.1.9.2 lets Forwards that “share an "
       "element or carry the party icon” form a party.")
PARTY_ELEMENT_ICON = message("party_element.icon_allowed", zh="按 15.1.1.9.2:带组队图标的前锋可以与不同属性的前锋组队",
                             en="By 15.1.1.9.2: a Forward with the party icon may form a party with Forwards of "
                                "other elements")
PARTY_ELEMENT_SAME = message("party_element.same_element", zh="按 10.1.2.1:组队的前锋必须全部同属性",
                             en="By 10.1.2.1: the Forwards of a party must all share one element")
BACKUP_POWER_QUESTION = message(
    "backup_zero_power.question",
    zh="12.4.4 把“力量在0以下的角色”置于损毁区,而力量是只有前锋拥有的数值(5.2.6.1);"
       "若按 4.4“无法界定的数值视作0”,后卫也会被置于损毁区。",
    en="12.4.4 puts “characters with 0 power or less” into the Break Zone, while power is a value only Forwards have "
       "(5.2.6.1); if 4.4 “a value that cannot be determined counts as 0” applies, Backups go to the Break Zone "
       "too.")
BACKUP_POWER_FORWARDS_ONLY = message(
    "backup_zero_power.forwards_only", zh="12.4.4 只适用于拥有力量的角色(前锋);后卫没有力量,不受影响",
    en="12.4.4 applies only to characters that have power (Forwards); Backups have none and are not affected")
BACKUP_POWER_LITERAL = message("backup_zero_power.literal", zh="后卫的力量按 4.4 视作0,被置于损毁区",
                               en="A Backup's power counts as 0 by 4.4, and it is put into the Break Zone")
ZERO_POWER_DAMAGED_QUESTION = message(
    "zero_power_damaged.question",
    zh="一个前锋力量降至0以下且身上有伤害时,12.4.4(置于损毁区)和 12.4.5(损毁)同时适用;"
       "15.1.1.3.2 说二者不同,规则没有说明此时算哪一种。",
    en="When a Forward's power drops to 0 or less while it has damage, 12.4.4 (put into the Break Zone) and 12.4.5 "
       "(broken) both apply; 15.1.1.3.2 says the two differ, and the rules do not say which one this is.")
ZERO_POWER_DAMAGED_PUT = message("zero_power_damaged.put_into", zh="按 12.4.4 置于损毁区,不算损毁(不触发“损毁时”)",
                                 en="Put into the Break Zone by 12.4.4, not broken (nothing “when it is broken” "
                                    "triggers)")
ZERO_POWER_DAMAGED_BROKEN = message("zero_power_damaged.broken", zh="按 12.4.5 视为损毁", en="Broken by 12.4.5")
FIRST_STRIKE_BOTH_QUESTION = message(
    "first_strike_both.question",
    zh="15.2.3.2 只说先发制人的前锋“抢先对没有该技能的前锋造成伤害,然后再由没有先发制人技能的前锋输出伤害”;"
       "攻防双方都有先发制人时,字面上谁都不造成伤害。",
    en="15.2.3.2 only says a Forward with First Strike “deals damage first to the Forward without it, and then the "
       "Forward without First Strike deals its damage”; when both the attacker and the blocker have First Strike, "
       "by the letter neither deals damage.")
FIRST_STRIKE_BOTH_SIMULTANEOUS = message(
    "first_strike_both.simultaneous", zh="双方都有先发制人时按普通战斗伤害同时造成伤害(10.1.4.2)",
    en="When both have First Strike they deal damage at the same time, as normal battle damage (10.1.4.2)")
FIRST_STRIKE_BOTH_NONE = message("first_strike_both.literal_none", zh="按字面:双方都不造成战斗伤害",
                                 en="By the letter: neither deals battle damage")
LIGHT_DARK_PLAY_QUESTION = message(
    "light_dark_play.question",
    zh="同名角色的上限有“一般无法采取超出限制的行动”(7.7.3);光、暗属性只在规则流程 12.4.7 中出现,"
       "没有规定能否在已控制光/暗角色时再放入一张。",
    en="For characters of the same name, “an action beyond the limit cannot normally be taken” (7.7.3); Light and "
       "Dark appear only in rule processing 12.4.7, which does not say whether a player who controls a Light/Dark "
       "character may play another.")
LIGHT_DARK_PLAY_ALLOWED = message("light_dark_play.allowed", zh="按文本:可以放入,随后按 12.4.7 两张都置于损毁区",
                                  en="By the text: it may be played, and then both go to the Break Zone by 12.4.7")
LIGHT_DARK_PLAY_FORBIDDEN = message("light_dark_play.forbidden", zh="类比 7.7.3:不能采取这一行动",
                                    en="By analogy with 7.7.3: the action cannot be taken")
SUMMON_ELEMENT_QUESTION = message(
    "summon_element.question",
    zh="“至少需包含1点与该卡牌属性相同的水晶点数”写在角色进场的 11.4.6.1 里;召唤召唤兽的 11.3.7.1 没有这一要求。",
    en="“At least 1 CP of the card's element is needed” is written in 11.4.6.1, for playing a character; 11.3.7.1, "
       "for casting a Summon, has no such requirement.")
SUMMON_ELEMENT_REQUIRED = message(
    "summon_element.required", zh="召唤兽同样至少需要1点同属性水晶点数(5.2.1.2 卡牌的消耗与属性)",
    en="A Summon too needs at least 1 CP of its element (5.2.1.2, a card's cost and element)")
SUMMON_ELEMENT_NOT_REQUIRED = message("summon_element.not_required", zh="召唤兽只需消耗相应数量的水晶点数",
                                      en="A Summon needs only the right amount of CP")
