"""What fftcg's steps say, in Chinese (the trace's ``text``) and English: one constant per message, both languages
side by side (engine/messages.py). Parameters are names and ids as the scenario wrote them, numbers, lists of them,
or other texts of this catalog.

TRANSITIONAL (issue 30): the setup, the turn's phases and the default choices are worded here; combat, the stack,
effects, rule processing and the legality checks still write plain Chinese steps (fftcg is not yet in ``WORDED``).
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
MAIN_PHASES = {
    "main1": message("phase.main1", zh="第1主阶段", en="main phase 1"),
    "main2": message("phase.main2", zh="第2主阶段", en="main phase 2"),
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
