"""What eol's steps say, in Chinese (the trace's ``text``) and English: one constant per message, both languages
side by side (engine/messages.py). Parameters are names and ids as the scenario wrote them, numbers, lists of them,
or other texts of this catalog."""

from __future__ import annotations

from judge_app.engine.messages import Catalog

M = Catalog("eol")
message = M.message

# --- words and phrases other messages take as parameters ----------------------------------------------------------
AWAKE = message("awake", zh="唤醒", en="awake")
ASLEEP = message("asleep", zh="沉睡", en="asleep")
NONE = message("none", zh="无", en="none")
NO_HERO = message("no_hero", zh="无英雄", en="no hero")
NO_ELEMENT = message("no_element", zh="无", en="none")
ELEMENTS = {
    "火": message("element.fire", zh="火", en="Fire"),
    "草": message("element.grass", zh="草", en="Grass"),
    "水": message("element.water", zh="水", en="Water"),
    "光": message("element.light", zh="光", en="Light"),
    "暗": message("element.dark", zh="暗", en="Dark"),
}
SLASH = message("slash", zh="{a}/{b}", en="{a}/{b}")
ATTACK_BIT = message("attack_bit", zh="攻{attack}{mod}", en="attack {attack}{mod}")
DESCRIBED = message("described", zh="{card}[{bits}]", en="{card} [{bits}]")
PHASES = {
    "setup": message("phase.setup", zh="游戏准备阶段", en="setup phase"),
    "draw": message("phase.draw", zh="抽牌阶段", en="draw phase"),
    "energy": message("phase.energy", zh="能量刷新阶段", en="energy phase"),
    "main": message("phase.main", zh="主阶段", en="main phase"),
    "end": message("phase.end", zh="结束阶段", en="end phase"),
}
KINDS = {
    "awaken": message("kind.awaken", zh="唤醒技", en="awaken skill"),
    "death": message("kind.death", zh="战死技", en="death skill"),
    "active": message("kind.active", zh="主动技", en="active skill"),
    "passive": message("kind.passive", zh="被动技", en="passive skill"),
    "item": message("kind.item", zh="道具效果", en="item effect"),
}
UNTIL_END_OF_TURN = message("until_end_of_turn", zh="直到回合结束", en="until end of turn")
PERMANENT = message("permanent", zh="持续", en="lasting")
LIFE = message("life", zh="生命", en="life")
ENERGY = message("energy", zh="能量", en="energy")

# --- actions (the action step) -------------------------------------------------------------------------------------
REPLACES = message("replaces", zh="{who} 置换手牌:{cards}。", en="{who} replaces cards from hand: {cards}.")
KEEPS_HAND = message("keeps_hand", zh="{who} 选择不置换手牌。", en="{who} chooses not to replace any card.")
PLACES_AT = message("places_at", zh="{who} 将 {card} 背面朝上放置到随从区第 {slot} 格。",
                    en="{who} puts {card} face down into slot {slot} of the minion zone.")
PLACES = message("places", zh="{who} 将 {card} 背面朝上放置到随从区空余的位置。",
                 en="{who} puts {card} face down into a free slot of the minion zone.")
AWAKENS = message("awakens", zh="{who} 唤醒 {minion}。", en="{who} awakens {minion}.")
USES_ITEM = message("uses_item", zh="{who} 使用道具卡 {card}。", en="{who} uses the item card {card}.")
USES_SKILL = message("uses_skill", zh="{who} 使用 {source} 的技能「{skill}」。",
                     en="{who} uses {source}'s skill “{skill}”.")
ATTACKS = message("attacks", zh="{who} 宣言 {attacker} 攻击 {target}。",
                  en="{who} declares {attacker} attacking {target}.")
ENDS_PLACING = message("ends_placing", zh="{who} 宣告结束放置随从。", en="{who} declares they are done placing minions.")
ENDS_MAIN = message("ends_main", zh="{who} 宣告结束主阶段。", en="{who} declares the end of the main phase.")
OTHER_ACTION = message("other_action", zh="{who}:{type}", en="{who}: {type}")

# --- the main phase's actions (game.py) ---------------------------------------------------------------------------
PLACED = message("placed", zh="{card} 背面朝上放置于第 {slot} 格,处于沉睡状态。",
                 en="{card} is put face down into slot {slot}, asleep.")
PAYS_TO_AWAKEN = message("pays_to_awaken", zh="{who} 为唤醒 {card} 消耗 {cost} 点能量({before} → {after})。",
                         en="{who} spends {cost} energy to awaken {card} ({before} → {after}).")
PAYS_FOR_ITEM = message("pays_for_item", zh="{who} 为使用 {card} 消耗 {cost} 点能量({before} → {after})。",
                        en="{who} spends {cost} energy to use {card} ({before} → {after}).")
PAYS_FOR_SKILL = message("pays_for_skill", zh="{who} 为「{skill}」消耗 {cost} 点能量({before} → {after})。",
                         en="{who} spends {cost} energy for “{skill}” ({before} → {after}).")
AWAKENED = message("awakened", zh="{card} 被唤醒,正面朝上;本回合刚被唤醒,不能攻击对方英雄。",
                   en="{card} is awakened and turned face up; awakened this turn, it cannot attack the enemy hero.")
ITEM_TO_GRAVEYARD = message("item_to_graveyard", zh="使用过的 {card} 放置于墓地。",
                            en="The used {card} is put into the graveyard.")
GAME_GOES_ON = message("game_goes_on", zh="游戏继续:第 {turn} 回合,{who} 的{phase}。",
                       en="The game goes on: turn {turn}, {who}'s {phase}.")
PLAYER_SUMMARY = message("player_summary",
                         zh="{who}:{hero} 生命 {life},能量 {energy},随从区 {minions},手牌 {hand} 张",
                         en="{who}: {hero}, life {life}, energy {energy}, minions {minions}, {hand} card(s) in hand")
ANSWER = message("answer", zh="{head} {first};{second}。", en="{head} {first}; {second}.")

# --- setup and the turn (turn.py) ----------------------------------------------------------------------------------
LIFE_FROM_HERO = message("life_from_hero", zh="{who} 的生命值取英雄卡血量 {hp}。",
                         en="{who}'s life total is the hero card's HP, {hp}.")
SETUP = message("setup", zh="游戏准备阶段:双方卡组放置到卡牌区,同时展示双方英雄卡并放置在英雄区。",
                en="Setup: both decks go to the card zone; both heroes are revealed and put into the hero zone.")
HEROES_COUNT = message("heroes_count", zh="{who} 有 {count} 张英雄卡;标准模式每个玩家各1张。",
                       en="{who} has {count} hero card(s); in standard play each player has 1.")
DECK_SIZE = message("deck_size", zh="{who} 的卡组为 {count} 张;标准模式为30张(此处按场景继续)。",
                    en="{who}'s deck has {count} cards; standard play uses 30 (the scenario goes on as given).")
FIRST_PLAYER = message("first_player", zh="先后手已决定:{who} 先手。", en="Turn order is decided: {who} goes first.")
REPLACED_TO_BOTTOM = message("replaced_to_bottom", zh="{who} 将 {count} 张手牌放置于卡组最下方。",
                             en="{who} puts {count} card(s) from hand on the bottom of the deck.")
SHUFFLES = message("shuffles", zh="{who} 洗牌(按场景种子 seed={seed} 确定性洗牌)。",
                   en="{who} shuffles (deterministically, by the scenario's seed={seed}).")
NO_REPLACE = message("no_replace", zh="{who} 不置换手牌。", en="{who} does not replace any card.")
DID_NOT_REPLACE = message("did_not_replace", zh="{who} 没有置换手牌。", en="{who} did not replace any card.")
PLACING_ORDER = message("placing_order", zh="按先后手顺序放置随从:{who} 先放置。",
                        en="Minions are placed in turn order: {who} places first.")
NEXT_PLACER = message("next_placer", zh="{first} 放置完毕,轮到 {second} 放置随从。",
                      en="{first} is done placing; now {second} places minions.")
SETUP_ENDS = message("setup_ends", zh="准备阶段结束。", en="The setup phase ends.")
SETUP_BOTH_EMPTY = message("setup_both_empty", zh="准备阶段结束时双方随从区都无随从卡,平局。",
                           en="At the end of setup neither minion zone holds a minion card: a draw.")
SETUP_BOTH_EMPTY_CHECK = message("setup_both_empty_check", zh="双方随从区都无随从卡,游戏平局。",
                                 en="Neither minion zone holds a minion card: the game is a draw.")
SETUP_ONE_EMPTY = message("setup_one_empty",
                          zh="准备阶段结束时 {loser} 的随从区内无随从卡,游戏失败;{winner} 获胜。",
                          en="At the end of setup {loser}'s minion zone holds no minion card: {loser} loses; "
                             "{winner} wins.")
TURN_BEGINS = message("turn_begins", zh="第 {turn} 回合:{who} 的回合阶段开始。",
                      en="Turn {turn}: {who}'s turn begins.")
DRAW_SKIPPED = message("draw_skipped", zh="{who} 的抽牌阶段被跳过。", en="{who}'s draw phase is skipped.")
DRAW_SKIPPED_DISPLAY = message("draw_skipped_display",
                               zh="{who} 的抽牌阶段被跳过。展示区中的卡牌被直接弃置:{cards}。",
                               en="{who}'s draw phase is skipped. The cards in the display are discarded: {cards}.")
FIRST_TURN_NO_DRAW = message("first_turn_no_draw", zh="抽牌阶段:{who} 是先手玩家,第一回合不抽牌。",
                             en="Draw phase: {who} goes first and does not draw on the first turn.")
DISPLAY_TO_HAND = message("display_to_hand", zh="抽牌阶段结束时,{who} 获得展示区中的所有卡牌:{cards}。",
                          en="At the end of the draw phase {who} takes every card in the display: {cards}.")
ENERGY_REFRESH = message("energy_refresh", zh="能量刷新阶段:{who} 的能量刷新至上限 {cap}。",
                         en="Energy phase: {who}'s energy is refreshed to the cap of {cap}.")
MAIN_BEGINS = message("main_begins", zh="进入主阶段。", en="The main phase begins.")
MAIN_ENDS = message("main_ends", zh="{who} 确认结束主阶段,进入结束阶段。",
                    en="{who} ends the main phase; the end phase begins.")
HAND_OVER_LIMIT = message("hand_over_limit", zh="{who} 有 {count} 张手牌,须弃置 {excess} 张至8张。",
                          en="{who} has {count} cards in hand and must discard {excess} down to 8.")
HAND_WITHIN_LIMIT = message("hand_within_limit", zh="{who} 有 {count} 张手牌,未超过8张,不需弃牌。",
                            en="{who} has {count} cards in hand, not over 8: no discard.")
DISPLAY_OVER_LIMIT = message("display_over_limit", zh="{who} 的展示区有 {count} 张卡,须弃置 {excess} 张至5张。",
                             en="{who}'s display holds {count} cards; {excess} must be discarded down to 5.")
DISPLAY_WITHIN_LIMIT = message("display_within_limit", zh="{who} 的展示区有 {count} 张卡,未超过5张,不需弃置。",
                               en="{who}'s display holds {count} cards, not over 5: no discard.")
TURN_ENDS = message("turn_ends", zh="回合结束,本回合有效的效果结束;轮到 {who}。",
                    en="The turn ends, and so do this turn's effects; {who}'s turn comes.")

# --- win conditions (checks.py) ------------------------------------------------------------------------------------
LOSS_BY_HP = message("loss_by_hp", zh="英雄血量降至0或以下", en="hero's HP fell to 0 or below")
LOSS_BY_NO_MINIONS = message("loss_by_no_minions", zh="随从区无随从且无法通过随从补充上场随从",
                             en="minion zone is empty and no replacement can fill it")
LOSES = message("loses", zh="{loser} 的{why},{winner} 获胜。", en="{loser}'s {why}; {winner} wins.")
BOTH_LOSE = message("both_lose", zh="双方同时满足失败条件。", en="Both players meet a losing condition at once.")
BOTH_LOSE_DRAW = message("both_lose_draw", zh="双方同时满足失败条件,平局。",
                         en="Both players meet a losing condition at once: a draw.")
BOTH_LOSE_ACTIVE = message("both_lose_active", zh="双方同时满足失败条件,按所选解读当前回合玩家 {who} 判负。",
                           en="Both players meet a losing condition at once; by the reading chosen the turn player "
                              "{who} loses.")

# --- abilities and effects (effects.py) ----------------------------------------------------------------------------
SLEEPING_PASSIVES = message("sleeping_passives", zh="{card} 处于沉睡状态,其被动技({names})不生效。",
                            en="{card} is asleep: its passive skills ({names}) do not work.")
SLEEPING_PASSIVE = message("sleeping_passive", zh="{card} 处于沉睡状态,其被动技「{skill}」不生效(不触发)。",
                           en="{card} is asleep: its passive skill “{skill}” does not work (does not trigger).")
ABILITY = message("ability", zh="{card} 的{kind}「{skill}」", en="{card}'s {kind} “{skill}”")
OPTIONAL_DEFAULT = message("optional_default", zh="{ability} 可选择发动;场景未给出 {key} 的选择,按默认发动。",
                           en="{ability} is optional; the scenario gives no choice {key}, so by default it is used.")
DECLINES = message("declines", zh="{who} 选择不发动{ability}。", en="{who} chooses not to use {ability}.")
MODE_DEFAULT = message("mode_default", zh="{ability} 为“选择”效果;场景未给出有效的 mode,按默认选择第 1 项。",
                       en="{ability} is a “choose one” effect; the scenario gives no valid mode, so by default the "
                          "1st is chosen.")
MODE_CHOSEN = message("mode_chosen", zh="{ability} 选择第 {n} 项效果。", en="{ability}: effect {n} is chosen.")
ACTIVATES = message("activates", zh="{ability} 发动。", en="{ability} is used.")
NESTING = message("nesting", zh="触发嵌套超过 {depth} 层", en="triggers nested deeper than {depth}")
TARGET_UNKNOWN = message("target_unknown", zh="效果 {effect} 的目标 {target} 在此无法确定(缺少 choices 中的 targets?)。",
                         en="The target {target} of the effect {effect} cannot be determined here (targets missing "
                            "from choices?).")
HERO_DAMAGED = message("hero_damaged", zh="{card} 受到 {amount} 点伤害,{who} 生命 {before} → {after}。",
                       en="{card} is dealt {amount} damage; {who}'s life {before} → {after}.")
MINION_DAMAGE = message("minion_damage",
                        zh="对随从 {card} 造成 {amount} 点伤害:eol 的随从只有攻击力没有生命值,规则没有定义随从受到伤害的结果。",
                        en="{amount} damage to the minion {card}: eol minions have attack but no HP, and the rules "
                           "do not say what damage to a minion does.")
STAT_MODIFIED = message("stat_modified", zh="{card} 的 {stat} {delta:+d}({span})。",
                        en="{card}'s {stat} {delta:+d} ({span}).")
NO_COMBAT_TO_SKIP = message("no_combat_to_skip", zh="“跳过战斗结算”只能在发起战斗时生效,此处没有战斗。",
                            en="“Skip combat resolution” works only when a combat is declared; there is no combat "
                               "here.")
COMBAT_SKIPPED = message("combat_skipped", zh="此效果使本次战斗跳过战斗结算,按卡面效果进行结算。",
                         en="This effect skips this combat's resolution; the cards' texts resolve instead.")
DRAW_SKIP_SET = message("draw_skip_set", zh="{who} 的下一个抽牌阶段将被跳过。",
                        en="{who}'s next draw phase will be skipped.")
TARGET_DOES_NOT_TAKE = message("target_does_not_take", zh="{why}此效果对它不生效。",
                               en="{why} The effect does not apply to it.")
RESOURCE_CHANGED = message("resource_changed", zh="{who} 的{name} {before} → {after}。",
                           en="{who}'s {name} {before} → {after}.")
DRAWS = message("draws", zh="{who} 抽牌:{cards}。", en="{who} draws: {cards}.")
DRAW_FROM_EMPTY = message("draw_from_empty", zh="{who} 需要抽牌但卡组为空,扣除1点生命值({before} → {after})。",
                          en="{who} must draw but the deck is empty: 1 life is lost ({before} → {after}).")
DISCARD_DEFAULT = message("discard_default", zh="场景未指定全部要弃置的卡,按默认弃置{zone}中最后放入的:{cards}。",
                          en="The scenario does not name every card to discard; by default the last ones put into "
                             "{zone} are discarded: {cards}.")
DISCARDS = message("discards", zh="{who} 弃置 {cards}。", en="{who} discards {cards}.")
DISPLAY_NOT_CHOSEN = message("display_not_chosen", zh="效果要求从手牌选择卡放入展示区,但场景没有给出 choices.cards。",
                             en="The effect puts cards chosen from hand into the display, but the scenario gives no "
                                "choices.cards.")
TO_DISPLAY = message("to_display", zh="{who} 将 {cards} 放入展示区;展示区中的卡不视为手牌。",
                     en="{who} puts {cards} into the display; cards in the display are not in hand.")
TO_DISPLAY_OVER = message("to_display_over",
                          zh="{who} 将 {cards} 放入展示区(超过 {limit} 张,结束阶段需弃置);展示区中的卡不视为手牌。",
                          en="{who} puts {cards} into the display (over {limit} cards: the end phase discards the "
                             "excess); cards in the display are not in hand.")
NOT_CONTROLLABLE = message("not_controllable", zh="{card} 不是对方场上的随从,心控没有效果。",
                           en="{card} is not an opposing minion on the board: the mind control does nothing.")
MIND_CONTROLLED = message("mind_controlled", zh="{card} 被心控。", en="{card} is mind-controlled.")
ROW_FULL = message("row_full", zh="{who} 的随从区已满(最多5张),规则没有说明被心控的随从如何安置。",
                   en="{who}'s minion zone is full (5 at most); the rules do not say where a mind-controlled minion "
                      "goes.")
CONTROL_CHANGED = message("control_changed", zh="{card} 转入 {who} 的随从区第 {slot} 格,保持{state}状态。",
                          en="{card} moves into slot {slot} of {who}'s minion zone and stays {state}.")
SLEEPING_HAS_KEYWORD = message("sleeping_has_keyword", zh="沉睡的 {card} 拥有{keyword}。",
                               en="The sleeping {card} has {keyword}.")
BOTH_SIDES_DESTROYED = message("both_sides_destroyed",
                               zh="双方多个随从同时被破坏:防守方 {who} 优先,各自从左到右依次结算。",
                               en="Minions on both sides are destroyed at once: the defender {who} first, each side "
                                  "left to right.")
SIDE_ORDER = message("side_order",
                     zh="{who} 一方有多种结算效果,按 随从被动 > 随从战死技 > 英雄的技能 > 道具的技能 的顺序结算。",
                     en="{who}'s side has several kinds of effects to resolve: minion passives > minion death "
                        "skills > hero skills > item skills.")

# --- combat (combat.py) --------------------------------------------------------------------------------------------
NO_ADVANTAGE = message("no_advantage", zh="属性 {a} 对 {d}:不存在克制关系,双方克制系数为1。",
                       en="Element {a} against {d}: neither has the advantage; both coefficients are 1.")
ADVANTAGE = message("advantage", zh="属性 {strong_element} 克制 {weak_element}:{strong} 克制系数为2,{weak} 为1。",
                    en="{strong_element} has the advantage over {weak_element}: {strong}'s coefficient is 2, "
                       "{weak}'s 1.")
ADVANTAGE_SHIELDED = message("advantage_shielded",
                             zh="属性 {strong_element} 克制 {weak_element}:{strong} 克制系数为2,{weak} 为1。"
                                "{weak} 拥有护盾,被克制时按无属性克制结算,克制方系数调整为1。",
                             en="{strong_element} has the advantage over {weak_element}: {strong}'s coefficient is 2, "
                                "{weak}'s 1. {weak} has Shield: resolved as if no advantage, the stronger "
                                "coefficient becomes 1.")
HAS_ATTACK_MODIFIERS = message("has_attack_modifiers", zh="{card} 带有攻击力修正。",
                               en="{card} has attack modifiers.")
ATTACKS_HERO = message("attacks_hero", zh="{attacker} 攻击英雄 {hero}。", en="{attacker} attacks the hero {hero}.")
HERO_HIT = message("hero_hit", zh="{attacker} 的攻击力 {formula} = {value};{who} 的英雄失去 {damage} 点生命({before} → "
                                  "{after})。",
                   en="{attacker}'s attack {formula} = {value}; {who}'s hero loses {damage} life ({before} → "
                      "{after}).")
COMBAT_DECLARED = message("combat_declared", zh="{attacking} 为攻击方,{defending} 为防守方:{attacker} 对 {defender} "
                                                "发起攻击宣言。",
                          en="{attacking} is the attacker, {defending} the defender: {attacker} declares an attack on "
                             "{defender}.")
DEFENDER_REVEALED = message("defender_revealed", zh="防守方随从 {card} 处于卡背朝上的沉睡状态,先展示卡牌正面(仍视为沉睡)。",
                            en="The defending minion {card} is asleep face down: it is revealed first (still "
                               "asleep).")
COMBAT_NOT_RESOLVED = message("combat_not_resolved", zh="本次战斗跳过战斗结算(不比较攻击力)。",
                              en="This combat skips its resolution (attacks are not compared).")
COMBATANT_GONE = message("combatant_gone", zh="参战随从已离场,战斗结算不进行。",
                         en="A fighting minion has left the board: combat resolution does not happen.")
FINAL_ATTACKS = message("final_attacks", zh="最终攻击力:{attacker} {fa} = {va};{defender} {fd} = {vd}。",
                        en="Final attack: {attacker} {fa} = {va}; {defender} {fd} = {vd}.")
WINS_COMBAT = message("wins_combat", zh="{winner} 获胜,{loser} 进入濒死状态。",
                      en="{winner} wins; {loser} becomes dying.")
COMBAT_TIE = message("combat_tie", zh="双方最终攻击力相同,按先进攻方后防守方的顺序依次进入濒死状态。",
                     en="Both final attacks are equal: the attacker, then the defender, become dying.")
SURVIVES = message("survives", zh="{card} 最终攻击力 {mine} > {theirs},不进入濒死状态,存活。",
                   en="{card}'s final attack {mine} > {theirs}: it does not become dying and survives.")
BOTH_DESTROYED_IN_COMBAT = message("both_destroyed_in_combat", zh="双方随从在战斗中同时被破坏。",
                                   en="Both minions are destroyed in the combat at once.")
SIDES_IN_ORDER = message("sides_in_order",
                         zh="先结算{first}一方的所有结算效果,再结算{second}一方;同一方按 随从被动 > 随从战死技 > 英雄的技能 > "
                            "道具的技能 的顺序。",
                         en="First every effect of {first}'s side resolves, then {second}'s; within a side minion "
                            "passives > minion death skills > hero skills > item skills.")
WINNER_FIRST = message("winner_first", zh="{winner} 一方获胜:先结算获胜方的所有结算效果,再结算被破坏方的。",
                       en="{winner}'s side wins: the winner's effects resolve first, then the destroyed side's.")
TURNED_BACK = message("turned_back", zh="战斗结束,{card} 仍然存活,重新放置为卡背朝上。",
                      en="The combat is over and {card} survives: it is turned face down again.")
REGENERATED_NOT_DESTROYED = message("regenerated_not_destroyed", zh="{card} 再生复活,不视作被破坏",
                                    en="{card} regenerated and does not count as destroyed")
NOT_DESTROYED = message("not_destroyed", zh="{card} 未被破坏", en="{card} was not destroyed")
NO_REATTACK = message("no_reattack", zh="{card} 的再动不触发:{why},不满足“成功破坏对方随从”。",
                      en="{card}'s Reattack does not trigger: {why}, so “destroyed an opposing minion” is not met.")
DEFENDER_NO_REATTACK = message(
    "defender_no_reattack", zh="{card} 有再动,但它是被攻击的一方:再动只在该随从攻击对方随从并成功破坏对方随从后生效。",
    en="{card} has Reattack but was the one attacked: Reattack works only after that minion attacks an opposing minion "
       "and destroys it.")
REATTACK_USED = message("reattack_used", zh="{card} 本回合已经再动过,再动每回合最多触发1次。",
                        en="{card} already used Reattack this turn; Reattack triggers at most once per turn.")
REATTACK_READY = message("reattack_ready", zh="{card} 的再动:成功破坏对方随从,可再次攻击一个目标(可以是对方英雄)。",
                         en="{card}'s Reattack: it destroyed an opposing minion and may attack one more target (the "
                            "enemy hero included).")
REATTACK_HERO = message("reattack_hero", zh="本回合刚被唤醒的 {card} 以再动攻击英雄。",
                        en="{card}, awakened this turn, attacks the hero with Reattack.")
USES_REATTACK = message("uses_reattack", zh="{card} 使用再动进行本回合的额外攻击。",
                        en="{card} uses Reattack for this turn's extra attack.")

# --- dying, regeneration, replacement (destruction.py) --------------------------------------------------------------
ALREADY_REGENERATED = message("already_regenerated", zh="{card} 本回合已经再生过,再生每回合最多触发1次。",
                              en="{card} already regenerated this turn; Regenerate triggers at most once per turn.")
DYING = message("dying", zh="{card} 进入濒死状态。", en="{card} becomes dying.")
REGENERATES_IN_COMBAT = message("regenerates_in_combat",
                                zh="{card} 触发再生而复活,保持{state}状态并保留战斗前的增益与减益;不视为被破坏(本回合不能再次再生)。",
                                en="{card} regenerates: it stays {state} and keeps its buffs and debuffs from before "
                                   "the combat; it does not count as destroyed (no second regeneration this turn).")
REGENERATES = message("regenerates",
                      zh="{card} 触发再生而复活,保持{state}状态并保留其增益与减益;不视为被破坏(本回合不能再次再生)。",
                      en="{card} regenerates: it stays {state} and keeps its buffs and debuffs; it does not count as "
                         "destroyed (no second regeneration this turn).")
DESTROYED = message("destroyed", zh="{card} 没有再生,被破坏并弃置于墓地。",
                    en="{card} does not regenerate: it is destroyed and put into the graveyard.")
DIED_ASLEEP = message("died_asleep", zh="{card} 死亡时处于沉睡状态(从未被唤醒),不进行随从补充。",
                      en="{card} died asleep (never awakened): no replacement.")
DEFENDER_REPLACES_FIRST = message("defender_replaces_first", zh="双方唤醒的随从同时死亡,防守方 {who} 优先进行随从补充。",
                                  en="Awake minions of both sides died at once: the defender {who} replaces first.")
NO_MINION_IN_HAND = message("no_minion_in_hand", zh="{who} 手牌中没有随从卡,无法对 {card} 进行随从补充。",
                            en="{who} has no minion card in hand: {card} cannot be replaced.")
DECLINES_REPLACEMENT = message("declines_replacement", zh="{who} 选择不对 {card} 进行随从补充。",
                               en="{who} chooses not to replace {card}.")
REPLACEMENT_DEFAULT = message("replacement_default",
                              zh="场景未给出 {key} 的选择,按默认由 {who} 以手牌中第一张随从 {card} 补充。",
                              en="The scenario gives no choice {key}; by default {who} replaces with the first minion "
                                 "in hand, {card}.")
NOT_A_REPLACEMENT = message("not_a_replacement", zh="{card} 不是 {who} 手牌中的随从卡,随从补充无效。",
                            en="{card} is not a minion card in {who}'s hand: the replacement does nothing.")
REPLACED = message("replaced", zh="{who} 将 {card} 以沉睡状态(背面朝上)补充到 {dead} 死亡的位置(第 {slot} 格)。",
                   en="{who} puts {card} asleep (face down) where {dead} died (slot {slot}).")

# --- legality (legality.py): the permissions that hold and the refusals ----------------------------------------------
GAME_OVER = message("game_over", zh="游戏已经结束。", en="The game is over.")
NO_SUCH_ACTION = message("no_such_action", zh="eol 没有 {type} 动作。", en="eol has no {type} action.")
NOT_MAIN_PHASE = message("not_main_phase", zh="当前是 {phase} 阶段,此动作只能在主阶段进行。",
                         en="This is the {phase} phase; this action is taken only in the main phase.")
NOT_YOUR_TURN = message("not_your_turn", zh="现在是 {who} 的回合。", en="It is {who}'s turn.")
MAIN_PERMISSION = message("main_permission", zh="主阶段,回合玩家{may}。", en="Main phase: the turn player {may}.")
MAY_AWAKEN = message("may_awaken", zh="可以消耗能量唤醒随从区中的沉睡随从",
                     en="may spend energy to awaken a sleeping minion in the minion zone")
MAY_USE_ITEM = message("may_use_item", zh="可以消耗能量使用手中的道具卡", en="may spend energy to use an item card from hand")
MAY_PLACE = message("may_place", zh="可以将手中的随从卡背面朝上放置到空余的随从区(沉睡状态)",
                    en="may put a minion card from hand face down into a free slot of the minion zone (asleep)")
MAY_USE_HERO_SKILL = message("may_use_hero_skill", zh="可以使用英雄技能", en="may use a hero skill")
MAY_USE_MINION_SKILL = message("may_use_minion_skill", zh="可以使用唤醒状态的随从的技能",
                               en="may use an awake minion's skill")
MAY_ATTACK = message("may_attack", zh="可以使用唤醒状态的随从进行攻击", en="may attack with an awake minion")
PAYING_TO_AWAKEN = message("paying_to_awaken", zh="唤醒 {card}", en="Awakening {card}")
PAYING_FOR_ITEM = message("paying_for_item", zh="使用 {card}", en="Using {card}")
PAYING_FOR_SKILL = message("paying_for_skill", zh="使用「{skill}」", en="Using “{skill}”")
CAN_PAY = message("can_pay", zh="{what} 消耗 {cost} 点能量({have} → {left}),能量不为负。",
                  en="{what} costs {cost} energy ({have} → {left}); energy stays non-negative.")
CANNOT_PAY = message("cannot_pay", zh="{what} 需要 {cost} 点能量,{who} 只有 {have} 点;能量不得为负。",
                     en="{what} needs {cost} energy, {who} has only {have}; energy may not go negative.")
IN_ROW = message("in_row", zh="{card} 在 {who} 的随从区。", en="{card} is in {who}'s minion zone.")
NOT_IN_ROW = message("not_in_row", zh="{card} 不在 {who} 的随从区。", en="{card} is not in {who}'s minion zone.")
CAN_BE_AWAKENED = message("can_be_awakened", zh="{card} 处于沉睡状态,可以被唤醒。",
                          en="{card} is asleep and can be awakened.")
ALREADY_AWAKE = message("already_awake", zh="{card} 已经是唤醒状态,只有沉睡随从可以被唤醒。",
                        en="{card} is already awake; only a sleeping minion can be awakened.")
ITEM_IN_HAND = message("item_in_hand", zh="{card} 是 {who} 手中的道具卡。", en="{card} is an item card in {who}'s hand.")
NOT_ITEM_IN_HAND = message("not_item_in_hand", zh="{card} 不是 {who} 手中的道具卡。",
                           en="{card} is not an item card in {who}'s hand.")
NO_SUCH_MODE = message("no_such_mode", zh="「{skill}」只有 {count} 项可选效果,没有第 {n} 项(mode 从 0 起计)。",
                       en="“{skill}” has {count} effects to choose from, no effect {n} (mode counts from 0).")
ONE_TARGET_ONLY = message("one_target_only",
                          zh="「{skill}」只选择一个目标,选择却给了 {count} 个({targets});不会对全部目标执行,也不会只取第一个。",
                          en="“{skill}” chooses one target, but the choice gives {count} ({targets}); it is neither "
                             "applied to all of them nor to the first only.")
ONE_REPLACEMENT_ONLY = message("one_replacement_only",
                              zh="随从补充把一个新的随从放置于死亡随从的位置;选择却给了 {count} 张({cards})。",
                              en="A replacement puts one new minion where the dead one was; the choice gives {count} "
                                 "({cards}).")
NOT_A_REPLACEMENT_CHOICE = message("not_a_replacement_choice",
                                   zh="随从补充的选择 {card} 不是 {who} 手牌中的随从卡;只能从手牌将随从以沉睡状态放置于死亡的位置。",
                                   en="The replacement choice {card} is not a minion card in {who}'s hand; only a "
                                      "minion from hand can be put, asleep, where the dead one was.")
MAY_REPLACE = message("may_replace", zh="游戏准备阶段,抽取起始手牌后可以置换手牌。",
                      en="In setup, after drawing the starting hand, a player may replace cards.")
REPLACE_ONLY_IN_SETUP = message("replace_only_in_setup", zh="只能在游戏准备阶段抽取起始手牌后置换手牌。",
                                en="Cards are replaced only in setup, after drawing the starting hand.")
NOT_YET_REPLACED = message("not_yet_replaced", zh="{who} 尚未置换过手牌(每名玩家一次)。",
                           en="{who} has not replaced yet (once per player).")
ALREADY_REPLACED = message("already_replaced", zh="{who} 已经置换过手牌。", en="{who} has already replaced.")
NOT_IN_HAND = message("not_in_hand", zh="{card} 不在 {who} 的手牌中。", en="{card} is not in {who}'s hand.")
YOUR_TURN_TO_PLACE = message("your_turn_to_place", zh="准备阶段按先后手顺序放置随从,现在轮到该玩家。",
                             en="In setup minions are placed in turn order, and it is this player's turn.")
NOT_YOUR_TURN_TO_PLACE = message("not_your_turn_to_place", zh="准备阶段按先后手顺序放置随从,现在轮到 {placer}。",
                                 en="In setup minions are placed in turn order; it is {placer}'s turn.")
MINION_IN_HAND = message("minion_in_hand", zh="{card} 是 {who} 手中的随从卡。",
                         en="{card} is a minion card in {who}'s hand.")
NOT_MINION_IN_HAND = message("not_minion_in_hand", zh="{card} 不是 {who} 手中的随从卡。",
                             en="{card} is not a minion card in {who}'s hand.")
ROW_IS_FULL = message("row_is_full", zh="随从区最多放置{most}张随从卡,已满。",
                      en="The minion zone holds {most} minion cards at most and is full.")
SLOT_FREE = message("slot_free", zh="随从区第 {slot} 格空余。", en="Slot {slot} of the minion zone is free.")
SLOT_TAKEN = message("slot_taken", zh="随从区第 {slot} 格已有随从;只能放置至空余的随从区。",
                     en="Slot {slot} of the minion zone is taken; a minion goes only into a free slot.")
ROOM_IN_ROW = message("room_in_row", zh="随从区尚有空位(最多{most}张)。",
                      en="The minion zone has a free slot ({most} at most).")
MAY_END_PLACING = message("may_end_placing", zh="轮到该玩家放置随从,可以宣告放置结束。",
                          en="It is this player's turn to place minions; they may declare they are done.")
MAY_END_MAIN = message("may_end_main", zh="回合玩家确认结束主阶段,进入结束阶段。",
                       en="The turn player ends the main phase; the end phase begins.")
ONLY_TURN_PLAYER_ENDS = message("only_turn_player_ends", zh="只有当前回合玩家能在主阶段结束时宣告结束。",
                                en="Only the turn player may end the main phase.")
DISCARD_NOT_IN_HAND = message("discard_not_in_hand", zh="要弃置的 {card} 不在手牌中。",
                              en="{card}, to be discarded, is not in hand.")
DISCARD_NOT_IN_DISPLAY = message("discard_not_in_display", zh="要弃置的 {card} 不在展示区中。",
                                 en="{card}, to be discarded, is not in the display.")
HAND = message("hand", zh="手牌", en="The hand")
DISPLAY = message("display", zh="展示区", en="The display")
DISCARDS_TOO_MANY = message("discards_too_many",
                            zh="{where}有 {count} 张,最多保留 {limit} 张,只须弃置超出的 {excess} 张;场景要弃置 {listed} 张。",
                            en="{where} holds {count} cards and keeps at most {limit}: only the {excess} over it are "
                               "discarded; the scenario discards {listed}.")
IS_OWN_HERO = message("is_own_hero", zh="{card} 是 {who} 的英雄。", en="{card} is {who}'s hero.")
NOT_OWN_HERO = message("not_own_hero", zh="{card} 不是 {who} 的英雄。", en="{card} is not {who}'s hero.")
AWAKE_MAY_USE = message("awake_may_use", zh="{card} 处于唤醒状态,可以使用其主动技。",
                        en="{card} is awake and may use its active skill.")
ASLEEP_CANNOT_USE = message("asleep_cannot_use", zh="{card} 处于沉睡状态,无法使用主动技。",
                            en="{card} is asleep and cannot use its active skill.")
NO_SUCH_SKILL = message("no_such_skill", zh="{card} 没有技能 {skill}。", en="{card} has no skill {skill}.")
IS_ACTIVE = message("is_active", zh="「{skill}」是主动技,可以主动使用。",
                    en="“{skill}” is an active skill and may be used.")
NOT_ACTIVE = message("not_active", zh="「{skill}」不是主动技,不能主动使用。",
                     en="“{skill}” is not an active skill and cannot be used.")
NOT_USED_YET = message("not_used_yet", zh="「{skill}」本回合尚未使用。", en="“{skill}” has not been used this turn.")
USED_THIS_TURN = message("used_this_turn", zh="「{skill}」本回合已经使用过;主动技每回合最多一次。",
                         en="“{skill}” was already used this turn; an active skill is used at most once per turn.")
AWAKE_MAY_ATTACK = message("awake_may_attack", zh="{card} 处于唤醒状态,可以发起攻击。",
                           en="{card} is awake and may attack.")
ASLEEP_CANNOT_ATTACK = message("asleep_cannot_attack", zh="{card} 处于沉睡状态,不可主动发起攻击。",
                               en="{card} is asleep and may not attack.")
REATTACK_TRIGGERED = message("reattack_triggered", zh="{card} 的再动已触发:可再次攻击一个目标(可以是对方英雄)。",
                             en="{card}'s Reattack has triggered: it may attack one more target (the enemy hero "
                                "included).")
ATTACKED_NO_REATTACK = message("attacked_no_reattack",
                               zh="{card} 本回合已经攻击过;唤醒状态的随从每回合可发起一次攻击,其再动本回合没有触发(没有成功破坏对方随从,或已用过)。",
                               en="{card} already attacked this turn; an awake minion attacks once per turn, and its "
                                  "Reattack did not trigger this turn (no opposing minion destroyed, or already "
                                  "used).")
NOT_ATTACKED_YET = message("not_attacked_yet", zh="{card} 本回合尚未攻击;唤醒状态的随从每回合可发起一次攻击。",
                           en="{card} has not attacked this turn; an awake minion attacks once per turn.")
ALREADY_ATTACKED = message("already_attacked", zh="{card} 本回合已经攻击过;唤醒状态的随从每回合可发起一次攻击。",
                           en="{card} already attacked this turn; an awake minion attacks once per turn.")
ENEMY_HERO_TARGET = message("enemy_hero_target", zh="{card} 是对方英雄,可以作为攻击目标。",
                            en="{card} is the enemy hero and may be attacked.")
NOT_ENEMY_HERO = message("not_enemy_hero", zh="{card} 不是对方英雄。", en="{card} is not the enemy hero.")
NOT_AWAKENED_THIS_TURN = message("not_awakened_this_turn",
                                 zh="{card} 不是本回合刚被唤醒的随从,“唤醒的当回合不可攻击对方英雄”不适用。",
                                 en="{card} was not awakened this turn: “no attack on the enemy hero on the turn it is "
                                    "awakened” does not apply.")
REATTACK_HERO_ALLOWED = message("reattack_hero_allowed",
                                zh="{card} 本回合刚被唤醒,但按解读点 {point}=allowed,再动的额外攻击可以攻击对方英雄。",
                                en="{card} was awakened this turn, but by the reading {point}=allowed Reattack's extra "
                                   "attack may attack the enemy hero.")
REATTACK_HERO_RESTRICTED = message("reattack_hero_restricted",
                                   zh="{card} 在本回合刚被唤醒,无法攻击对方英雄(再动的额外攻击也不例外:解读点 {point}={reading},可改为 allowed)。",
                                   en="{card} was awakened this turn and cannot attack the enemy hero (Reattack's extra "
                                      "attack included: reading {point}={reading}, which may be changed to allowed).")
AWAKENED_CANNOT_ATTACK_HERO = message("awakened_cannot_attack_hero", zh="{card} 在本回合刚被唤醒,无法攻击对方英雄。",
                                      en="{card} was awakened this turn and cannot attack the enemy hero.")
ENEMY_MINION_TARGET = message("enemy_minion_target", zh="{card} 是对方随从区中的随从,可以作为攻击目标。",
                              en="{card} is a minion in the opponent's minion zone and may be attacked.")
NOT_ENEMY_MINION = message("not_enemy_minion", zh="{card} 不是对方随从区中的随从;攻击目标只能是对方的随从或英雄。",
                           en="{card} is not a minion in the opponent's minion zone; only an opposing minion or hero "
                              "may be attacked.")

# --- chosen targets (targeting.py) ---------------------------------------------------------------------------------
DESTROYING = message("destroying", zh="破坏", en="destruction")
TAKING_CONTROL = message("taking_control", zh="获得控制权", en="taking control")
MINION_CARD = message("minion_card", zh="随从卡", en="a minion card")
HERO_CARD = message("hero_card", zh="英雄卡", en="a hero card")
ITEM_CARD = message("item_card", zh="道具卡", en="an item card")
CARD = message("card", zh="卡牌", en="a card")
ZONES = {
    "hero": message("zone.hero", zh="英雄区", en="the hero zone"),
    "minions": message("zone.minions", zh="随从区", en="the minion zone"),
    "deck": message("zone.deck", zh="卡牌区", en="the deck"),
    "hand": message("zone.hand", zh="手牌", en="the hand"),
    "display": message("zone.display", zh="展示区", en="the display"),
    "graveyard": message("zone.graveyard", zh="墓地", en="the graveyard"),
}
TARGET_IN_ROW = message("target_in_row", zh="{target} 是随从区中的随从,可以作为「{skill}」的目标。",
                        en="{target} is a minion in the minion zone and may be the target of “{skill}”.")
TARGET_NOT_IN_ROW = message("target_not_in_row",
                            zh="{target} 不是随从区中的随从(它是{kind},在{zone});「{skill}」只能选择随从区中的随从:{doing}只作用于场上的随从。",
                            en="{target} is not a minion in the minion zone (it is {kind}, in {zone}); “{skill}” "
                               "chooses only a minion in the minion zone: {doing} applies only to minions on the "
                               "board.")
OPPONENTS_TARGET = message("opponents_target", zh="卡面文字「{skill}」选择对方的随从,{target} 由 {who}(对方)控制。",
                           en="The text “{skill}” chooses an opposing minion; {target} is controlled by {who} (the "
                              "opponent).")
OWN_TARGET = message("own_target", zh="卡面文字「{skill}」只能选择对方的随从,{target} 是 {me} 自己的。",
                     en="The text “{skill}” chooses only an opposing minion; {target} is {me}'s own.")

# --- interpretation points (interpretations.py): the question and each reading --------------------------------------
HERO_DAMAGE_QUESTION = message("point.hero_damage",
                               zh="规则允许随从攻击对方英雄(4.2.2),却没有说明此时英雄失去多少生命;攻击力公式(2.2.2)只针对随从之间的战斗。",
                               en="The rules let a minion attack the enemy hero (4.2.2) but do not say how much life the "
                                  "hero loses; the attack formula (2.2.2) covers only combat between minions.")
HERO_DAMAGE_FINAL_ATTACK = message("point.hero_damage.final_attack",
                                   zh="英雄失去等同于该随从最终攻击力的生命,克制系数按随从与英雄的属性计算(英雄有属性,1.2.2)",
                                   en="the hero loses life equal to the minion's final attack, the advantage coefficient "
                                      "taken from the minion's and the hero's elements (heroes have one, 1.2.2)")
HERO_DAMAGE_NO_ADVANTAGE = message("point.hero_damage.no_advantage",
                                   zh="英雄失去等同于该随从卡面攻击力加减增益/减益的生命,不计属性克制",
                                   en="the hero loses life equal to the minion's printed attack plus buffs and minus "
                                      "debuffs, with no elemental advantage")
DESTRUCTION_ORDER_QUESTION = message("point.destruction_order",
                                     zh="战斗中双方随从同时被破坏时,2.2.3.6.iii 要求先结算进攻方,2.3.4 却要求防守方优先。",
                                     en="When both minions are destroyed in a combat, 2.2.3.6.iii resolves the attacker "
                                        "first, but 2.3.4 puts the defender first.")
DESTRUCTION_ORDER_ATTACKER_FIRST = message("point.destruction_order.combat_attacker_first",
                                           zh="战斗中按 2.2.3.6.iii 先进攻方后防守方;战斗以外的多随从同时破坏按 2.3.4 防守方优先",
                                           en="in combat, attacker then defender by 2.2.3.6.iii; several minions "
                                              "destroyed at once outside combat, defender first by 2.3.4")
DESTRUCTION_ORDER_DEFENDER_FIRST = message("point.destruction_order.defender_first",
                                           zh="一律按 2.3.4:防守方优先于进攻方,各自从左到右",
                                           en="always by 2.3.4: the defender before the attacker, each left to right")
MIND_CONTROL_QUESTION = message("point.mind_control", zh="“心控”在规则中没有定义;2.3.2 只说被心控的随从“所有权归属易主”。",
                                en="“Mind control” is not defined in the rules; 2.3.2 says only that a mind-controlled "
                                   "minion “changes ownership”.")
MIND_CONTROL_OWNERSHIP = message("point.mind_control.ownership",
                                 zh="所有权和控制权都转给心控方,随从移到其随从区的空位,之后进入新所有者的墓地",
                                 en="ownership and control both pass to the controlling side; the minion moves to a free "
                                    "slot of its minion zone and later goes to the new owner's graveyard")
MIND_CONTROL_CONTROL_ONLY = message("point.mind_control.control_only",
                                    zh="只转移控制权,所有者不变,随从被破坏时进入原所有者的墓地",
                                    en="only control passes; the owner stays, and the destroyed minion goes to its "
                                       "original owner's graveyard")
BUFF_FORMULA_QUESTION = message("point.buff_formula",
                                zh="2.2.2.3 的“其他攻击力增益buff/减益buff”没有定义,也未说明是否参与克制系数的乘法。",
                                en="2.2.2.3's “other attack buffs/debuffs” are not defined, nor whether they are "
                                   "multiplied by the advantage coefficient.")
BUFF_FORMULA_AFTER = message("point.buff_formula.after_coefficient",
                             zh="效果造成的所有攻击力修正都是增益/减益,在乘以克制系数之后加减(按公式字面)",
                             en="every attack modifier from an effect is a buff or debuff, added after the "
                                "coefficient multiplies (the formula as written)")
BUFF_FORMULA_BEFORE = message("point.buff_formula.before_coefficient", zh="攻击力修正先加到卡面攻击力上,再一起乘以克制系数",
                              en="attack modifiers are added to the printed attack first, and the sum is multiplied by "
                                 "the coefficient")
SLEEPING_KEYWORDS_QUESTION = message("point.sleeping_keywords",
                                     zh="沉睡的随从“被动无法生效”(4.2.1),但再生明确“保持其原本的唤醒或沉睡状态”(4.2.10),暗示关键词对沉睡随从有效。",
                                     en="A sleeping minion's “passives do not work” (4.2.1), but Regenerate explicitly "
                                        "“keeps its awake or sleeping state” (4.2.10), implying keywords work on "
                                        "sleeping minions.")
SLEEPING_KEYWORDS_WORK = message("point.sleeping_keywords.keywords_work",
                                 zh="护盾、再生等关键词对沉睡的随从同样生效;只有被动技不生效",
                                 en="keywords such as Shield and Regenerate work on sleeping minions too; only passive "
                                    "skills do not")
SLEEPING_KEYWORDS_INACTIVE = message("point.sleeping_keywords.keywords_inactive", zh="关键词视同被动,沉睡时不生效",
                                     en="keywords count as passives and do not work while asleep")
REATTACK_HERO_QUESTION = message("point.reattack_hero",
                                 zh="再动允许再次攻击“可以是对方英雄”(4.2.9),而本回合刚被唤醒的随从无法攻击对方英雄(2.1.2.3.e)。",
                                 en="Reattack's extra attack “may target the enemy hero” (4.2.9), but a minion awakened "
                                    "this turn cannot attack the enemy hero (2.1.2.3.e).")
REATTACK_HERO_RESTRICTED_READING = message("point.reattack_hero.restricted", zh="唤醒当回合的随从再动时仍不能攻击对方英雄",
                                          en="a minion awakened this turn still cannot attack the enemy hero with "
                                             "Reattack")
REATTACK_HERO_ALLOWED_READING = message("point.reattack_hero.allowed", zh="再动的额外攻击可以攻击对方英雄,即使随从本回合刚被唤醒",
                                       en="Reattack's extra attack may attack the enemy hero, even if the minion was "
                                          "awakened this turn")
SIMULTANEOUS_LOSS_QUESTION = message("point.simultaneous_loss",
                                     zh="胜利条件(第3章)没有说明双方同时满足失败条件时如何处理;只有准备阶段规定双方都无随从为平局。",
                                     en="The win conditions (chapter 3) do not say what happens when both players meet "
                                        "a losing condition at once; only setup rules that no minions on both sides "
                                        "is a draw.")
SIMULTANEOUS_LOSS_DRAW = message("point.simultaneous_loss.draw", zh="双方同时满足失败条件时为平局(类比 2.1.1 准备阶段的规定)",
                                 en="both meeting a losing condition at once is a draw (by analogy with setup, 2.1.1)")
SIMULTANEOUS_LOSS_ACTIVE = message("point.simultaneous_loss.active_player_loses", zh="当前回合玩家判负",
                                   en="the turn player loses")

# --- card-text vocabulary (issue 27): conditions, lasting and static effects, new effects, costs -------------------
UNTIL_END_OF_COMBAT = message("until_end_of_combat", zh="本次战斗中", en="for this combat")
SPANS = {"end_of_turn": UNTIL_END_OF_TURN, "end_of_combat": UNTIL_END_OF_COMBAT, "permanent": PERMANENT}
CHECK_HOLDS = message("check_holds", zh="「{skill}」的条件 {check} 成立({detail})。",
                      en="The condition {check} of “{skill}” holds ({detail}).")
CHECK_FAILS = message("check_fails", zh="「{skill}」的条件 {check} 不成立({detail})。",
                      en="The condition {check} of “{skill}” does not hold ({detail}).")
ONCE_PER_TURN_USED = message("once_per_turn_used", zh="「{skill}」每回合最多触发1次,本回合已触发过,此次不发动。",
                             en="“{skill}” triggers at most once per turn and already did this turn; it does not "
                                "trigger now.")
KEYWORD_GRANTED = message("keyword_granted", zh="{card} 获得{keyword}({span})。", en="{card} gains {keyword} ({span}).")
AWAKENED_BY_EFFECT = message("awakened_by_effect", zh="{card} 被唤醒(不消耗能量),正面朝上;本回合刚被唤醒,不能攻击对方英雄。",
                             en="{card} is awakened (no energy spent) and turned face up; awakened this turn, it "
                                "cannot attack the enemy hero.")
NOT_SLEEPING_MINION = message("not_sleeping_minion", zh="{card} 不是随从区中沉睡的随从,无法被唤醒。",
                              en="{card} is not a sleeping minion in the minion zone and cannot be awakened.")
PUT_TO_SLEEP = message("put_to_sleep", zh="{card} 回到沉睡状态(背面朝上);其增益与减益保留。",
                       en="{card} goes back to sleep (face down); its buffs and debuffs stay.")
NOT_AWAKE_MINION = message("not_awake_minion", zh="{card} 不是随从区中唤醒状态的随从,此效果对它不生效。",
                           en="{card} is not an awake minion in the minion zone; the effect does not apply to it.")
ZONE_WORDS = {"hand": message("from.hand", zh="手牌", en="hand"), "deck": message("from.deck", zh="卡组", en="deck"),
              "graveyard": message("from.graveyard", zh="墓地", en="graveyard")}
PLACED_FROM = message("placed_from", zh="{who} 将 {card} 从{zone}背面朝上放置于第 {slot} 格,处于沉睡状态(不消耗能量)。",
                      en="{who} puts {card} from the {zone} face down into slot {slot}, asleep (no energy spent).")
NOTHING_TO_PLACE = message("nothing_to_place", zh="{who} 的{zone}中没有可放置的随从卡,不放置。",
                           en="{who} has no minion card in the {zone} that may be put; nothing is put.")
NO_FREE_SLOT = message("no_free_slot", zh="{who} 的随从区没有空位,不放置。", en="{who}'s minion zone has no free slot; nothing is put.")
PLACE_DEFAULT = message("place_default", zh="场景未指定放置哪张卡(choices.cards),按默认放置{zone}中第一张符合的:{card}。",
                        en="The scenario does not name the card to put (choices.cards); by default the first fitting "
                           "card of the {zone}: {card}.")
DECK_SHUFFLED = message("deck_shuffled", zh="{who} 洗切卡组(种子 {seed})。", en="{who} shuffles the deck (seed {seed}).")
TO_DECK_BOTTOM = message("to_deck_bottom", zh="{card} 被放置于 {who} 的卡组最下方(不是被破坏,不触发战死技与随从补充)。",
                         en="{card} is put on the bottom of {who}'s deck (not destroyed: no death skill, no "
                            "replacement).")
DISPLAY_DISCARDED = message("display_discarded", zh="{who} 弃置展示区中的 {cards}。", en="{who} discards {cards} from the display.")
DISPLAY_EMPTY = message("display_empty", zh="{who} 的展示区没有卡,没有可弃置的。", en="{who}'s display is empty; nothing to discard.")
WHAT_HERO = message("what.hero", zh="不能攻击对方英雄", en="cannot attack the enemy hero")
WHAT_ANY = message("what.any", zh="不能发起攻击", en="cannot attack")
CANT_ATTACK_SET = message("cant_attack_set", zh="{card} {what}({span})。", en="{card} {what} ({span}).")
CANT_ATTACK = message("cant_attack", zh="{card} {what}:{source} 的「{skill}」。", en="{card} {what}: “{skill}” of {source}.")
MAY_ATTACK_DESPITE = message("may_attack_despite", zh="{source} 的「{skill}」只禁止 {card} 攻击对方英雄,攻击随从不受限制。",
                             en="“{skill}” of {source} only stops {card} attacking the enemy hero; attacking a minion "
                                "is allowed.")
PREVENTION_SET = message("prevention_set", zh="{who} 的英雄不会失去生命({span})。", en="{who}'s hero loses no life ({span}).")
LIFE_LOSS_PREVENTED = message("life_loss_prevented", zh="{who} 的英雄本应失去 {amount} 点生命,被 {source} 的效果防止,生命仍为 {life}。",
                              en="{who}'s hero would lose {amount} life; the effect of {source} prevents it, life stays "
                                 "{life}.")
INSTEAD_ONLY_STATIC = message("instead_only_static", zh="“改为”的替换效果只能写在持续的被动技中(没有触发时点),此处无法结算。",
                              en="A replacement (“instead”) works only in a static passive (no trigger); it cannot "
                                 "resolve here.")
DESTRUCTION_REPLACED = message("destruction_replaced", zh="{card} 将被破坏,{source} 的「{skill}」改为执行其效果:{card} 不被破坏、不进入墓地。",
                               en="{card} would be destroyed; “{skill}” of {source} applies instead: {card} is not "
                                  "destroyed and stays out of the graveyard.")
ENERGY_CAP_SET = message("energy_cap_set", zh="{who} 的能量上限 {delta:+d}({span})。", en="{who}'s energy cap {delta:+d} ({span}).")
ENERGY_CAP_CHANGED = message("energy_cap_changed", zh="{who} 的能量上限由 {base} 变为 {cap}({sources})。",
                             en="{who}'s energy cap goes from {base} to {cap} ({sources}).")
DRAW_COUNT_SET = message("draw_count_set", zh="{who} 的抽牌阶段改为抽 {count} 张(持续)。",
                         en="{who} draws {count} in the draw phase from now on.")
DRAWS_INSTEAD = message("draws_instead", zh="{source} 的效果:{who} 的抽牌阶段抽 {count} 张,而不是1张。",
                        en="Effect of {source}: {who} draws {count} in the draw phase instead of 1.")
KEEP_DISPLAY_SET = message("keep_display_set", zh="{who} 的抽卡阶段被跳过时,展示区的卡改为加入手牌(持续)。",
                           en="When {who}'s draw phase is skipped, the display goes to hand instead (lasting).")
DISPLAY_KEPT = message("display_kept", zh="{who} 跳过抽牌阶段;{source} 的效果:展示区的 {cards} 不被弃置,改为加入手牌。",
                       en="{who} skips the draw phase; effect of {source}: {cards} in the display go to hand instead of "
                          "being discarded.")
STATIC_ATTACK = message("static_attack", zh="{source} 的被动技「{skill}」持续适用:{card} 攻击力 {delta:+d}。",
                        en="The static passive “{skill}” of {source} applies: {card} gets {delta:+d} attack.")
STATIC_KEYWORD = message("static_keyword", zh="{card} 因 {source} 的「{skill}」拥有{keyword}。",
                         en="{card} has {keyword} from “{skill}” of {source}.")
COMBAT_EFFECTS_END = message("combat_effects_end", zh="本次战斗结束,“本次战斗中”的效果消失:{cards}。",
                             en="The combat is over; the “for this combat” effects end: {cards}.")
FILTER_FITS = message("filter_fits", zh="{target} 符合「{skill}」的条件 {word}{detail}。",
                      en="{target} fits the condition {word} of “{skill}”{detail}.")
FILTER_FAILS = message("filter_fails", zh="{target} 不符合「{skill}」的条件 {word}{detail}。",
                       en="{target} does not fit the condition {word} of “{skill}”{detail}.")
AFFECTING = message("affecting", zh="此效果", en="the effect")
TARGET_COUNT = message("target_count", zh="「{skill}」选择{exact}{most} 个目标,这里给出 {count} 个。",
                       en="“{skill}” chooses {exact}{most} target(s); {count} are given.")
EXACTLY = message("exactly", zh="恰好 ", en="exactly ")
UP_TO = message("up_to", zh="至多 ", en="up to ")
COST_DISCARD_OK = message("cost_discard_ok", zh="「{skill}」需另外弃置 {need} 张手牌作为费用,{who} 有 {have} 张可弃置。",
                          en="“{skill}” also costs discarding {need} card(s); {who} has {have} to discard.")
COST_DISCARD_SHORT = message("cost_discard_short", zh="「{skill}」需另外弃置 {need} 张手牌作为费用,{who} 只有 {have} 张。",
                             en="“{skill}” also costs discarding {need} card(s); {who} has only {have}.")
COST_LIFE = message("cost_life", zh="{who} 为「{skill}」失去 {amount} 点生命作为费用({before} → {after})。",
                    en="{who} loses {amount} life to pay for “{skill}” ({before} → {after}).")
COST_DESTROY_SELF = message("cost_destroy_self", zh="{card} 被破坏作为「{skill}」的费用。",
                            en="{card} is destroyed to pay for “{skill}”.")
COST_SELF_ON_BOARD = message("cost_self_on_board", zh="「{skill}」以破坏 {card} 为费用,它是随从区中的随从。",
                             en="“{skill}” costs destroying {card}, a minion in the minion zone.")
COST_SELF_NOT_ON_BOARD = message("cost_self_not_on_board", zh="「{skill}」以破坏此随从为费用,{card} 不是随从区中的随从。",
                                 en="“{skill}” costs destroying this minion; {card} is not a minion in the minion zone.")
NO_SUBJECT = message("no_subject", zh="「该随从」指触发事件的那张卡,此处没有触发事件。",
                     en="“that minion” is the card of the triggering event; there is no event here.")
