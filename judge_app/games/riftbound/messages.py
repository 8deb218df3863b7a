"""What riftbound's steps say, in Chinese (the trace's ``text``) and English: one constant per message, both languages
side by side (engine/messages.py). Parameters are names and ids as the scenario wrote them, numbers, lists of them,
or other texts of this catalog."""

from __future__ import annotations

from judge_app.engine.messages import Catalog

M = Catalog("riftbound")
message = M.message

# --- words and phrases other messages take as parameters ----------------------------------------------------------
NONE = message("none", zh="无", en="none")
NO_ONE = message("no_one", zh="无人", en="no one")
NO_UNITS = message("no_units", zh="无单位", en="no units")
BATTLEFIELD = message("battlefield", zh="战场{n}", en="battlefield {n}")
BATTLEFIELD_NAMED = message("battlefield_named", zh="战场{n}「{name}」", en="battlefield {n} “{name}”")
ZONE_OF = message("zone_of", zh="{who}的{zone}", en="{who}'s {zone}")
ZONE_NAMES = {
    "base": message("zone.base", zh="基地", en="base"),
    "hand": message("zone.hand", zh="手牌", en="hand"),
    "main_deck": message("zone.main_deck", zh="主牌堆", en="main deck"),
    "rune_deck": message("zone.rune_deck", zh="符文牌堆", en="rune deck"),
    "runes": message("zone.runes", zh="已召出的符文", en="channeled runes"),
    "trash": message("zone.trash", zh="废牌堆", en="trash"),
    "chain": message("zone.chain", zh="结算链", en="chain"),
}
PHASES = {
    "awaken": message("phase.awaken", zh="唤醒阶段", en="awaken phase"),
    "beginning": message("phase.beginning", zh="开始阶段", en="beginning phase"),
    "channel": message("phase.channel", zh="召出阶段", en="channel phase"),
    "draw": message("phase.draw", zh="抽牌阶段", en="draw phase"),
    "action": message("phase.action", zh="行动阶段", en="action phase"),
    "end": message("phase.end", zh="回合结束阶段", en="ending phase"),
}
NEUTRAL_OPEN_STATE = message("state.neutral_open", zh="普通开环", en="neutral open")
NEUTRAL_CLOSED_STATE = message("state.neutral_closed", zh="普通闭环", en="neutral closed")
SHOWDOWN_OPEN_STATE = message("state.showdown_open", zh="法术对决开环", en="showdown open")
SHOWDOWN_CLOSED_STATE = message("state.showdown_closed", zh="法术对决闭环", en="showdown closed")
SHOWDOWN_WORD = message("showdown", zh="法术对决", en="showdown")
COMBAT_WORD = message("combat", zh="战斗", en="combat")
UNIT_WORD = message("unit", zh="单位", en="unit")
GEAR_WORD = message("gear", zh="装备", en="gear")
BASE_WORD = message("base", zh="基地", en="the base")
ATTACKER_WORD = message("attacker", zh="进攻方", en="attacker")
DEFENDER_WORD = message("defender", zh="防守方", en="defender")
CONQUER_WORD = message("conquer", zh="征服", en="conquering")
HOLD_WORD = message("hold", zh="据守", en="holding")
CONQUER_ABILITY = message("conquer_ability", zh="征服", en="conquer")
HOLD_ABILITY = message("hold_ability", zh="据守", en="hold")
STANDARD_MOVE_WORD = message("by_standard_move", zh="标准移动", en="a standard move")
EFFECT_MOVE_WORD = message("by_effect", zh="效果", en="an effect")
SOLO = message("solo", zh="各自为战", en="free-for-all")
THIS_TURN = message("this_turn", zh="本回合内", en="this turn")
LASTING = message("lasting", zh="持续", en="lasting")
SLASH = message("slash", zh="{a}/{b}", en="{a}/{b}")
MIGHT_BIT = message("might_bit", zh="战力{might}", en="might {might}")
DAMAGE_BIT = message("damage_bit", zh="伤害{damage}", en="damage {damage}")
EXHAUSTED_BIT = message("exhausted_bit", zh="休眠", en="exhausted")
UNIT_DESCRIBED = message("unit_described", zh="{card}[{bits}]", en="{card} [{bits}]")
ABILITY_OF = message("ability_of", zh="{card} 的「{ability}」", en="{card}'s “{ability}”")
PLUS = message("plus", zh="{a} + {b}", en="{a} + {b}")
MIGHT_PART = message("might_part", zh="{card} {might}", en="{card} {might}")
SEMICOLON = message("semicolon", zh="{a};{b}", en="{a}; {b}")
ALL_TAGGED = message("all_tagged", zh="所有「{tag}」单位", en="all “{tag}” units")

# --- describing an action (the action step) ------------------------------------------------------------------------
ENDS_TURN = message("ends_turn", zh="{who} 没有想要执行的自决行动,表明结束本回合。",
                    en="{who} has no discretionary action to take and declares the end of the turn.")
PASSES_PRIORITY = message("passes_priority", zh="{who} 让过优先行动权。", en="{who} passes priority.")
PASSES_IN_SHOWDOWN = message("passes_in_showdown", zh="{who} 让过(法术对决中)。", en="{who} passes (in the showdown).")
PLAYS = message("plays", zh="{who} 打出 {card}{to}{targets}。", en="{who} plays {card}{to}{targets}.")
PLAY_TO = message("play_to", zh=",进入{place}", en=" into {place}")
PLAY_TARGETS = message("play_targets", zh=",目标:{targets}", en=", targeting {targets}")
MOVES = message("moves", zh="{who} 以{how}将 {units} 移动至{place}。", en="{who} moves {units} to {place} by {how}.")
INSPECTS = message("inspects", zh="裁判查看 {card} 的当前特质(不是游戏行动)。",
                   en="The judge looks at the current characteristics of {card} (not a game action).")
OTHER_ACTION = message("other_action", zh="{who}:{type}", en="{who}: {type}")

# --- the start and the answer (game.py) ---------------------------------------------------------------------------
GAME_MODE = message("game_mode", zh="游戏模式:{players} 名玩家,{teams},获胜得分 {score},{battlefields} 处战场。",
                    en="Game mode: {players} players, {teams}, winning score {score}, {battlefields} battlefields.")
ACTION_PHASE_PRIORITY = message(
    "action_phase_priority", zh="行动阶段,回合处于普通开环状态:回合玩家 {who} 拥有优先行动权。",
    en="Action phase, the turn in the neutral open state: the turn player {who} has priority.")
CURRENT_CHARACTERISTICS = message("current_characteristics", zh="{card} 当前战力 {might}{keywords}{tags}。",
                                  en="{card} has might {might}{keywords}{tags} now.")
KEYWORDS_BIT = message("keywords_bit", zh=",关键词 {keywords}", en=", keywords {keywords}")
TAGS_BIT = message("tags_bit", zh=",标签 {tags}", en=", tags {tags}")
GAME_GOES_ON = message("game_goes_on", zh="游戏继续:第 {turn} 回合,{who} 的{phase},{state}状态。",
                       en="The game goes on: turn {turn}, {who}'s {phase}, {state} state.")
PLAYER_SUMMARY = message("player_summary", zh="{who} {points} 分,基地 {units}",
                         en="{who} {points} points, base {units}")
UNIT_OF = message("unit_of", zh="{unit}({who})", en="{unit} ({who})")
FIELD_SUMMARY = message("field_summary", zh="{battlefield}:控制者 {controller}{contested},{units}",
                        en="{battlefield}: controller {controller}{contested}, {units}")
CONTESTED_BIT = message("contested_bit", zh=",争夺中", en=", contested")
ANSWER = message("answer", zh="{head} {players}。{fields}。", en="{head} {players}. {fields}.")

# --- missing rules (missing.py) -----------------------------------------------------------------------------------
MISSING_TITLES = {
    "375": message("missing.375", zh="触发式技能", en="triggered abilities"),
    "398.1": message("missing.398.1", zh="自决行动", en="discretionary actions"),
    "402": message("missing.402", zh="激活", en="readying"),
    "417": message("missing.417", zh="召出", en="channeling"),
    "418": message("missing.418", zh="燃尽", en="burning out"),
    "158": message("missing.158", zh="符文池", en="the rune pool"),
    "357": message("missing.357", zh="技能", en="abilities"),
    "346": message("missing.346", zh="打出卡牌", en="playing cards"),
    "386": message("missing.386", zh="打出或激活技能", en="playing or activating abilities"),
    "179": message("missing.179", zh="控制", en="control"),
    "407": message("missing.407", zh="移动", en="movement"),
    "140": message("missing.140", zh="标准移动", en="the standard move"),
}
ABSENT = message("absent", zh="规则 {number}({title}),而该规则不在随附的规则书中(本书只含 300–345 与 419–456)",
                 en="rule {number} ({title}), which is not in the rulebook shipped (it holds only 300–345 and 419–456)")
NEEDS_MISSING = message("needs_missing", zh="{what}需要{absent}。{then}{stop}",
                        en="{what} needs {absent}.{then}{stop}")
HALTS_AFTER = message("halts_after", zh="此后的游戏进程取决于规则 {number} 的结果,追溯在此停止。",
                      en=" What follows depends on how rule {number} comes out: the trace stops here.")
DEPENDS_ON_MISSING = message("depends_on_missing", zh="依赖本规则书缺失的规则 {number}({title})",
                             en="depends on rule {number} ({title}), missing from this rulebook")

# --- what an unsupported step cannot do (the "what" of NEEDS_MISSING) --------------------------------------------
BURN_OUT_RESOLUTION = message("burn_out_resolution", zh="燃尽的结算(以及随后按 315.4.b.2 仍要抽的一张牌)",
                              en="Resolving the burn-out (and the card still to be drawn by 315.4.b.2)")
PLAY_STEPS = message("play_steps", zh="{card} 的打出步骤(费用、目标与“检查合法性”)",
                     en="Playing {card} (costs, targets and “check legality”)")
WHERE_AFTER_RESOLVING = message("where_after_resolving", zh="{card} 结算后的去向(引擎将其置入拥有者的废牌堆)",
                                en="Where {card} goes after resolving (the engine puts it into its owner's trash)")
CHANGE_CONTROL = message("change_control", zh="{card} 改变控制权", en="{card} changing control")
DISCARDING = message("discarding", zh="{card} 的弃牌(弃牌规则)", en="{card} discarding (the discard rules)")
STANDARD_MOVE_CONDITIONS = message(
    "standard_move_conditions", zh="标准移动自身的条件与代价(例如能否移动、是否需要休眠)的判断",
    en="Judging a standard move's own conditions and costs (whether the unit may move, whether it exhausts)")
TRIGGER_TO_CHAIN = message("trigger_to_chain", zh="把该触发式技能加入结算链并结算",
                           en="Putting this triggered ability on the chain and resolving it")
NAMED_TRIGGER_TO_CHAIN = message("named_trigger_to_chain", zh="将触发式技能「{ability}」加入结算链并结算",
                                 en="Putting the triggered ability “{ability}” on the chain and resolving it")
OWN_TRIGGER_ORDER = message(
    "own_trigger_order",
    zh="{who} 自己的多个触发式技能之间的顺序(场景可用 choices: for trigger_order:{pid} 给出;此处按场上顺序)",
    en="The order among {who}'s own triggered abilities (a scenario gives it with choices: for trigger_order:{pid}; "
       "here in board order)")
LEFT_THE_BOARD = message("left_the_board", zh="{card} 结算时,其{role} {object} 已离开场地(现位于{place})。"
                                                 "此时该效果如何结算(是否仍对它执行,或整张卡牌/整个技能是否仍结算)",
                         en="As {card} resolves, its {role} {object} has left the board (now in {place}). How the "
                            "effect resolves then (whether it still applies to it, whether the whole card or "
                            "ability still resolves)")
LEFT_ROLES = {
    "chosen": message("left.target", zh="目标", en="target"),
    "self": message("left.source", zh="来源", en="source"),
    "other": message("left.object", zh="对象", en="object"),
}
SKIPS_GONE = message("skips_gone", zh="引擎不对已不在场上的卡牌执行该效果;其余不涉及它的效果照常执行。",
                     en=" The engine does not apply the effect to a card no longer on the board; the effects not "
                        "involving it apply as usual.")
NO_DESTINATION = message("no_destination", zh="{card} 结算时需要选择移动的终点,但没有给出(choices: for destination:{id})。",
                         en="{card} needs a destination chosen as it resolves, but none is given (choices: for "
                            "destination:{id}).")

# --- cleanup (cleanup.py) -----------------------------------------------------------------------------------------
SPECIAL_CLEANUP_AGAIN = message("special_cleanup_again", zh="特殊清理期间发生的事件需要再次清理:调用常规清理。",
                                en="Events during the special cleanup call for another cleanup: a regular cleanup "
                                   "follows.")
CLEANUP_AGAIN = message("cleanup_again", zh="清理改变了游戏状态:前一次清理完成后立即再执行一次清理,重复至不再改变"
                                            "(此后没有新的步骤即表示没有变化)。",
                        en="The cleanup changed the game state: another cleanup follows at once, repeated until "
                           "nothing changes (no further step means no change).")
CLEANUP_UNSTABLE = message("cleanup_unstable", zh="清理重复 {rounds} 次仍未稳定。",
                           en="The cleanup is still changing after {rounds} repetitions.")
BF_UNCONTROLLED = message("bf_uncontrolled", zh="{battlefield}未被单位占领且不处于争夺状态,变为未受控制状态。",
                          en="{battlefield} is occupied by no unit and not contested: it becomes uncontrolled.")
LETHAL_DESTROYED = message("lethal_destroyed",
                           zh="{card} 的伤害标记 {damage} 点不少于其战力 {might},被摧毁,置入拥有者的废牌堆。",
                           en="{card} has {damage} damage, not less than its might {might}: it is destroyed and put "
                              "into its owner's trash.")
SURVIVES = message("survives", zh="{card} 的伤害标记 {damage} 点少于其战力 {might},清理时不会被摧毁。",
                   en="{card} has {damage} damage, less than its might {might}: the cleanup does not destroy it.")
LOSES_ROLE = message("loses_role", zh="{card} 不在发生战斗的战场,失去攻防身份。",
                     en="{card} is not at the battlefield of the combat and loses its combat role.")
GAINS_ROLE = message("gains_role", zh="{card} 获得与其控制者相同的{role}身份。",
                     en="{card} takes its controller's role: {role}.")
GEAR_RECALLED = message("gear_recalled", zh="召回战场上的装备 {card} 至其控制者的基地。",
                        en="The gear {card} on a battlefield is recalled to its controller's base.")
STANDBY_REMOVED = message("standby_removed",
                          zh="待命卡牌 {card} 的控制者与{battlefield}的控制者不同,移除并置入拥有者的废牌堆。",
                          en="The standby card {card} has a controller other than {battlefield}'s: it is removed "
                             "and put into its owner's trash.")
CONTEXT_UNCONTROLLED_ENEMIES = message("context.uncontrolled_enemies", zh="{battlefield}无人控制,进入争夺状态时已有敌对单位。",
                                      en="{battlefield} is uncontrolled and has enemy units as it becomes contested.")
SHOWDOWN_PENDING = message("showdown_pending", zh="未受控制的{battlefield}进入了争夺状态,将该战场上的法术对决标记为待发生。",
                           en="The uncontrolled {battlefield} became contested: a showdown there is marked pending.")
CONTEXT_EMPTY_ENEMY = message("context.empty_enemy", zh="{battlefield}由 {who} 控制,但该战场上没有其单位。",
                              en="{battlefield} is controlled by {who}, who has no unit there.")
SHOWDOWN_PENDING_BY_READING = message(
    "showdown_pending_by_reading", zh="按所选解读,将{battlefield}上的法术对决标记为待发生(不进行战斗)。",
    en="By the reading chosen, a showdown at {battlefield} is marked pending (no combat).")
COMBAT_PENDING = message("combat_pending", zh="{battlefield}进入了争夺状态,其控制者({who})并非使其进入争夺状态的玩家,"
                                              "将该战场上的战斗标记为待发生。",
                         en="{battlefield} became contested and its controller ({who}) is not the player who "
                            "contested it: a combat there is marked pending.")
COMBAT_NO_LONGER_PENDING = message(
    "combat_no_longer_pending", zh="{battlefield}上已不再有两名敌对玩家的单位,待发生的战斗不再待发生,不会进行。",
    en="{battlefield} no longer has units of two enemy players: the pending combat is no longer pending and does not "
       "happen.")
CHOICE_NOT_PENDING = message(
    "choice_not_pending",
    zh="多处战场的{what}待发生({names}),由回合玩家选择;场景给出的 {given} 不是其中之一,无法采用,改按默认选择{picked}。",
    en="A {what} is pending at several battlefields ({names}) and the turn player chooses; the scenario's {given} is "
       "none of them and cannot be used, so the default {picked} is taken.")
CHOICE_DEFAULT = message(
    "choice_default", zh="多处战场的{what}待发生({names}),由回合玩家选择;场景未给出(choices: for {key}),默认选择{picked}。",
    en="A {what} is pending at several battlefields ({names}) and the turn player chooses; the scenario gives no "
       "choice (choices: for {key}), so by default {picked}.")
CHOICE_MADE = message("choice_made", zh="多处战场的{what}待发生({names}),回合玩家 {who} 选择{picked}。",
                      en="A {what} is pending at several battlefields ({names}); the turn player {who} chooses "
                         "{picked}.")

# --- the chain (chain.py) -----------------------------------------------------------------------------------------
JOINS_CHAIN = message("joins_chain", zh="结算链已经存在,{card} 以待处理效果的状态放置到已存在的结算链上。",
                      en="A chain exists: {card} is put on it as a pending item.")
CREATES_CHAIN = message("creates_chain", zh="打出 {card} 创造出一条结算链(暂时存在的非场地区域),卡牌以待处理效果的状态置于其上;"
                                            "{who} 成为首个活跃玩家,回合进入{state}闭环状态。",
                        en="Playing {card} creates a chain (a temporary non-board zone) with the card on it as a "
                           "pending item; {who} becomes the first active player and the turn enters the {state} "
                           "closed state.")
NEUTRAL_WORD = message("neutral", zh="普通", en="neutral")
CONFIRMED = message("confirmed", zh="步骤1:确认。{who} 完成打出步骤(不让过优先行动权),{card} 成为已确认的结算链效果。",
                    en="Step 1: confirm. {who} completes playing it (without passing priority): {card} becomes a "
                       "confirmed chain item.")
NEWEST_CONTROLLER_PRIORITY = message(
    "newest_controller_priority", zh="结算链不为空且没有待处理效果:最新效果的控制者 {who} 获得优先行动权并成为活跃玩家,"
                                     "进入步骤2:执行。",
    en="The chain is not empty and has no pending item: the newest item's controller {who} gets priority and becomes "
       "the active player; on to step 2: execute.")
NEWEST_CONTROLLER_PRIORITY_AGAIN = message(
    "newest_controller_priority_again", zh="结算链不为空且没有待处理效果:最新效果的控制者 {who} 获得优先行动权并成为"
                                           "活跃玩家,返回步骤2:执行。",
    en="The chain is not empty and has no pending item: the newest item's controller {who} gets priority and becomes "
       "the active player; back to step 2: execute.")
PLAY_TO_BASE_INSTEAD = message("play_to_base_instead",
                               zh="{battlefield}存在待发生或进行中的战斗,而 {who} 未参与,改为将该单位打出至其控制者的基地。",
                               en="{battlefield} has a pending or ongoing combat that {who} is not in: the unit is "
                                  "played to its controller's base instead.")
RESOLVES_ON_CONFIRM = message("resolves_on_confirm",
                             zh="{card} 是{kind},变为已确认状态时立即结算,不进入步骤2:执行;进入{place}。",
                             en="{card} is a {kind}: it resolves as soon as it is confirmed, without step 2: execute; "
                                "it enters {place}.")
PASSES_ON = message("passes_on", zh="{who} 让过优先行动权,按回合顺序传给 {next}(步骤3:让过 → 步骤2:执行)。",
                    en="{who} passes priority, which goes to {next} in turn order (step 3: pass → step 2: execute).")
ALL_PASSED_RESOLVE = message("all_passed_resolve", zh="{who} 让过;所有玩家都在没有添加效果的情况下让过,进入步骤4:结算。",
                             en="{who} passes; every player has passed without adding an item: on to step 4: "
                                "resolve.")
RESOLVES_NEWEST = message("resolves_newest", zh="结算结算链上的最新效果 {what}(后进先出),完整执行其游戏效果。",
                          en="The newest item on the chain, {what}, resolves (last in, first out), doing all it "
                             "says.")
CHAIN_GONE_SHOWDOWN = message("chain_gone_showdown",
                              zh="结算链上已没有效果,结算链不再存在:法术对决以开环状态继续进行(随后进行清理)。",
                              en="The chain has no items left and no longer exists: the showdown goes on in the open "
                                 "state (a cleanup follows).")
CHAIN_GONE_NEUTRAL = message(
    "chain_gone_neutral", zh="结算链上已没有效果,结算链不再存在:游戏以开环状态继续进行,回合回到普通开环状态,没有玩家"
                             "拥有焦点;回合玩家 {who} 在行动阶段获得优先行动权(随后进行清理)。",
    en="The chain has no items left and no longer exists: the game goes on open, the turn back in the neutral open "
       "state with no player holding the focus; the turn player {who} gets priority in the action phase (a cleanup "
       "follows).")
FOCUS_KEPT_BEFORE_SHOWDOWN = message(
    "focus_kept_before_showdown", zh="该结算链是在法术对决开始之前创建并结算的,焦点不向后传递;{who} 保留法术对决开始时获得的焦点。",
    en="This chain was created and resolved before the showdown began, so the focus does not pass on; {who} keeps "
       "the focus gained as the showdown began.")

# --- focus, showdowns and combat's start (opening.py, showdown.py) ------------------------------------------------
GETS_FOCUS = message("gets_focus", zh="{who} 获得焦点,同时获得优先行动权。", en="{who} gets the focus, and priority with it.")
SHOWDOWN_STARTS = message("showdown_starts", zh="回合处于普通开环状态,在{battlefield}开始一次法术对决(独立阶段,不触发战斗);"
                                                "回合进入法术对决开环状态。",
                          en="The turn is in the neutral open state: a showdown begins at {battlefield} (on its own, "
                             "no combat); the turn enters the showdown open state.")
COMBAT_STARTS = message("combat_starts", zh="在{battlefield}开始一次战斗({attacker} 对 {defender});战斗只在两名玩家之间发生,"
                                            "按战斗步骤进行。",
                        en="A combat begins at {battlefield} ({attacker} against {defender}); a combat is between two "
                           "players only and goes by the combat steps.")
COMBAT_SHOWDOWN_STEP = message("combat_showdown_step", zh="步骤1:法术对决步骤。法术对决作为战斗的首个步骤开启,"
                                                          "回合进入法术对决开环状态。",
                               en="Step 1: the showdown step. A showdown opens as the combat's first step; the turn "
                                  "enters the showdown open state.")
ROLES = message("roles", zh="{attacker} 的单位使战场进入争夺状态,成为进攻方;{defender} 成为防守方。",
                en="{attacker}'s units contested the battlefield: {attacker} is the attacker, {defender} the defender.")
ROLE_UNITS = message("role_units", zh="进攻方单位:{attackers};防守方单位:{defenders}。",
                     en="Attacking units: {attackers}; defending units: {defenders}.")
ROLE_TRIGGER = message("role_trigger", zh="确立攻防身份使 {card} 的「{ability}」变为待处理。",
                       en="Taking combat roles makes {card}'s “{ability}” pending.")
SHOWDOWN_NO_INITIAL_CHAIN = message("showdown_no_initial_chain", zh="该法术对决没有初始结算链。",
                                    en="This showdown has no initial chain.")
NO_INITIAL_CHAIN = message("no_initial_chain", zh="没有触发式技能变为待处理,不创建初始结算链;法术对决保持开环状态照常进行。",
                           en="No triggered ability became pending, so no initial chain is created; the showdown "
                              "goes on in the open state.")
ATTACKER_FIRST = message("attacker_first", zh="拥有焦点的进攻方最先", en="the attacker, who has the focus, first")
DEFENDER_LAST = message("defender_last", zh="防守方最后", en="the defender last")
OTHERS_IN_ORDER = message("others_in_order", zh="非防守方按回合顺序", en="non-defenders in turn order")
ONTO_INITIAL_CHAIN = message("onto_initial_chain", zh="{who} 将 {card} 的「{ability}」放入初始结算链(第 {n} 个;{role})。",
                             en="{who} puts {card}'s “{ability}” on the initial chain (number {n}; {role}).")
INITIAL_CONFIRMED = message("initial_confirmed", zh="步骤1:确认。初始结算链上的触发式技能成为已确认的结算链效果。",
                            en="Step 1: confirm. The triggered abilities on the initial chain become confirmed chain "
                               "items.")
INITIAL_CLOSED = message("initial_closed", zh="创建了初始结算链:回合进入法术对决闭环状态;玩家可以照常在结算链上执行行动。",
                         en="An initial chain was created: the turn enters the showdown closed state; players act "
                            "on the chain as usual.")
INITIAL_PRIORITY = message("initial_priority", zh="进攻方 {attacker} 拥有焦点;结算链不为空且没有待处理效果,最新效果的控制者 "
                                                  "{who} 获得优先行动权并成为活跃玩家,进入步骤2:执行。",
                           en="The attacker {attacker} has the focus; the chain is not empty and has no pending item, "
                              "so the newest item's controller {who} gets priority and becomes the active player; on "
                              "to step 2: execute.")
OWN_ORDER_GIVEN = message("own_order_given", zh="{who} 按所给顺序放入自己的触发式技能:{order}(同一玩家自己的触发式技能之间的"
                                             "顺序属于{absent};按场景给出的顺序)。",
                          en="{who} puts their own triggered abilities on in the order given: {order} (the order "
                             "among one player's own triggered abilities belongs to {absent}; the scenario's order "
                             "is used).")
OWN_ORDER_MISMATCH = message("own_order_mismatch", zh="场景给出的 trigger_order:{pid}({given})与{who}此时要放入的触发式技能"
                                                   "({abilities})不一致,不能采用。",
                             en="The scenario's trigger_order:{pid} ({given}) does not match the triggered abilities "
                                "{who} puts on now ({abilities}); it cannot be used.")
FOCUS_PASSES = message("focus_passes", zh="{who} 让过;焦点按回合顺序传给 {next},其同时获得优先行动权。",
                       en="{who} passes; the focus goes to {next} in turn order, with priority.")
SHOWDOWN_ALL_PASSED = message("showdown_all_passed", zh="所有玩家都依次让过一轮,没有打出法术或激活技能,法术对决结束。",
                              en="Every player passed in turn without playing a spell or activating an ability: the "
                                 "showdown ends.")
SHOWDOWN_TO_COMBAT = message("showdown_to_combat", zh="该法术对决因战斗而开启,继续执行战斗的剩余步骤。",
                             en="This showdown opened for a combat: the combat's remaining steps follow.")
BACK_TO_NEUTRAL = message("back_to_neutral", zh="回合回到普通开环状态,没有玩家拥有焦点;回合玩家 {who} 在行动阶段获得优先行动权。",
                          en="The turn is back in the neutral open state with no player holding the focus; the turn "
                             "player {who} gets priority in the action phase.")
STILL_CONTESTED = message("still_contested", zh="{battlefield}上仍有两名玩家的单位,无法确立控制权,继续处于争夺状态,"
                                               "导致一场待发生的战斗;使其进入争夺状态的 {who} 将在战斗中成为进攻方。",
                          en="{battlefield} still has units of two players: no one establishes control, it stays "
                             "contested and a combat is pending; {who}, who contested it, will be the attacker.")
ONE_LEFT_CONTROLS = message("one_left_controls", zh="仅剩 {who} 的单位留存在{battlefield},由其建立对该战场的控制"
                                                 "(引擎随之清除该战场的争夺标记)。",
                            en="Only {who}'s units remain at {battlefield}: {who} establishes control of it (the "
                               "engine clears its contested mark).")
CONTROL_IS_CONQUEST = message("control_is_conquest", zh="{who} 本回合尚未通过该战场得分,此次建立控制视为一次征服。",
                              en="{who} has not scored that battlefield this turn: establishing control is a "
                                 "conquest.")
CONTROL_NOT_CONQUEST = message("control_not_conquest", zh="{who} 本回合已通过{battlefield}得分:建立控制不视为征服,不得分"
                                                       "(每个回合每个战场只能得一分)。",
                               en="{who} has scored {battlefield} this turn already: establishing control is no "
                                  "conquest and scores nothing (one point per battlefield per turn).")
NONE_LEFT = message("none_left", zh="法术对决结束时{battlefield}上没有单位留存,无人建立控制(引擎清除该战场的争夺标记)。",
                    en="No unit remains at {battlefield} as the showdown ends: no one establishes control (the engine "
                       "clears its contested mark).")

# --- combat (combat.py) -------------------------------------------------------------------------------------------
DAMAGE_SKIPPED = message("damage_skipped", zh="步骤2:战斗伤害步骤。{battlefield}上{side}没有单位存留,跳过战斗伤害步骤。",
                         en="Step 2: the combat damage step. The {side} has no unit left at {battlefield}: the combat "
                            "damage step is skipped.")
CHARACTERISTIC_NOTE = message("characteristic_note", zh="{card}:{note}", en="{card}: {note}")
MIGHT_TOTAL = message("might_total", zh="{who} 的战力总和:{parts} = {total}。", en="{who}'s total might: {parts} = {total}.")
IMMUNE_UNHURT = message("immune_unhurt", zh="{card} 免疫伤害,未受到伤害", en="{card} is immune to damage and takes none")
TAKES_DAMAGE = message("takes_damage", zh="{card} 受到 {amount} 点", en="{card} takes {amount}")
DEALT_AT_ONCE = message("dealt_at_once", zh="所有伤害分配完毕后同时造成:{dealt}。",
                        en="All damage assigned, it is dealt at once: {dealt}.")
NEGATIVE_TOTAL = message("negative_total", zh="{who} 的战力总和为 {total}:随附规则书没有规定负的战力,而伤害分配的是等同于战力"
                                              "总和的伤害量,不存在负数的伤害,因此没有伤害可分配(请裁判留意)。",
                         en="{who}'s total might is {total}: the rulebook shipped defines no negative might, and the "
                            "damage assigned equals the total might; there is no negative damage, so there is none to "
                            "assign (judge, take note).")
ASSIGN_DEFAULT = message("assign_default", zh="{who} 分配伤害的顺序未在场景中给出(choices: for assign:{pid}),"
                                              "按合法的默认顺序:{order}。",
                         en="The scenario does not give {who}'s damage assignment order (choices: for assign:{pid}): "
                            "the legal default order is used: {order}.")
ASSIGN_ADJUSTED = message("assign_adjusted", zh="{who} 希望的顺序违反伤害分配的要求,调整为:{order}。",
                          en="{who}'s wished order breaks the assignment rules; adjusted to: {order}.")
CONTEXT_ALREADY_DAMAGED = message("context.already_damaged", zh="{card} 已有 {damage} 点伤害。",
                                  en="{card} already has {damage} damage.")
ASSIGNED_AMOUNT = message("assigned_amount", zh="{card} {amount} 点", en="{card} {amount}")
ASSIGNS = message("assigns", zh="{who} 将 {total} 点伤害分配给对方单位:{plan}(先为一个单位分配致命伤害,"
                             "其他单位仍可分配时不超过致命所需的最小值)。",
                  en="{who} assigns {total} damage to the opposing units: {plan} (lethal damage to one unit first; "
                     "while other units remain, no more than the minimum lethal amount).")
RESOLUTION_STEP = message("resolution_step", zh="步骤3:结算步骤。进行一次战斗清理(特殊清理),插入步骤 2a、2b、2c。",
                          en="Step 3: the resolution step. A combat cleanup (a special cleanup) with inserted steps "
                             "2a, 2b, 2c.")
STEP_2A = message("step_2a", zh="2a. 清除所有单位的所有标记伤害:{units}。", en="2a. All damage is removed from all units: "
                                                                         "{units}.")
STEP_2B_RECALL = message("step_2b_recall", zh="2b. 战场上仍有防守方单位留存,召回该战场的所有进攻方单位:{units}。",
                         en="2b. Defending units remain at the battlefield: all attacking units there are recalled: "
                            "{units}.")
STEP_2B_NO_ATTACKERS = message("step_2b_no_attackers", zh="2b. 战场上已没有进攻方单位留存,召回步骤什么也不做。",
                               en="2b. No attacking unit remains at the battlefield: the recall step does nothing.")
STEP_2B_NO_DEFENDERS = message("step_2b_no_defenders", zh="2b. 战场上没有防守方单位留存,进攻方单位不被召回。",
                               en="2b. No defending unit remains at the battlefield: the attacking units are not "
                                  "recalled.")
STEP_2C = message("step_2c", zh="2c. 移除所有单位和玩家的进攻方与防守方身份。",
                  en="2c. All units and players lose their attacker and defender roles.")
UNCONTESTED = message("uncontested", zh="无论战斗结果如何,清除{battlefield}的争夺状态。",
                      en="Whatever the combat's outcome, {battlefield} is no longer contested.")
COMBAT_CONTROL = message("combat_control", zh="{who} 的单位仍留存在{battlefield},且其尚未控制该战场,确立对该战场的控制权。{note}",
                         en="{who}'s units remain at {battlefield}, which {who} does not control yet: {who} "
                            "establishes control of it.{note}")
NOT_THE_CONTESTER = message("not_the_contester", zh="(该玩家不必是使战场进入争夺状态的玩家。)",
                            en=" (That player need not be the one who contested the battlefield.)")
IS_CONQUEST = message("is_conquest", zh="{who} 本回合尚未通过该战场得分,此行动视为一次征服。",
                      en="{who} has not scored that battlefield this turn: this is a conquest.")
RETAKE_NOT_CONQUEST = message("retake_not_conquest", zh="{who} 本回合已通过{battlefield}得分:确立控制不视为征服,不得分"
                                                     "(每个回合每个战场只能得一分)。",
                              en="{who} has scored {battlefield} this turn already: establishing control is no "
                                 "conquest and scores nothing (one point per battlefield per turn).")
NO_ONE_LEFT = message("no_one_left", zh="{battlefield}上没有任何单位留存,无人确立对该战场的控制权。",
                      en="No unit remains at {battlefield}: no one establishes control of it.")
STILL_CONTROLS = message("still_controls", zh="{battlefield}仍由 {who} 控制。", en="{battlefield} is still controlled by {who}.")

# --- movement (movement.py) ---------------------------------------------------------------------------------------
TWO_OTHERS_THERE = message("two_others_there", zh="{battlefield}已有2名其他玩家的单位,无论使用什么方法,单位都不得移动到该处。",
                           en="{battlefield} already has units of 2 other players: no unit may move there by any "
                              "means.")
COMBAT_WITHOUT_YOU = message("combat_without_you", zh="{battlefield}存在待发生或进行中的战斗,而 {who} 在该处没有常驻牌,"
                                                   "该战场对其单位是无效的终点位置。",
                             en="{battlefield} has a pending or ongoing combat and {who} has no permanent there: it "
                                "is no valid destination for {who}'s units.")
EFFECT_MOVE = message("effect_move", zh="此移动由法术、技能或其他效果导致;其对终点位置的额外要求由移动的来源说明。",
                      en="This move comes from a spell, ability or other effect; its source states any further "
                         "requirement on the destination.")
RECALLED_INSTEAD = message("recalled_instead", zh="{battlefield}存在待发生或进行中的战斗,且战斗双方均不包含 {who},改为召回 {card}。",
                           en="{battlefield} has a pending or ongoing combat that {who} is not in: {card} is recalled "
                              "instead.")
MOVED = message("moved", zh="{card} 从{origin}移动至{destination};移动立即完成,不涉及结算链,也无法被反应。",
                en="{card} moves from {origin} to {destination}; a move completes at once, uses no chain and cannot be reacted "
                   "to.")
NO_MOVE_COMPLETED = message("no_move_completed", zh="没有单位完成移动(改为召回,而召回不属于移动),不进行移动后的清理;"
                                                 "清理在该效果从结算链上移除后进行。",
                            en="No unit completed a move (it was recalled instead, and a recall is not a move): no "
                               "cleanup after a move; the cleanup comes when the effect leaves the chain.")
MOVE_CLEANUP = message("move_cleanup", zh="移动行动完成后,进行清理。", en="The move done, a cleanup follows.")
BASE_OF = message("base_of", zh="{who}的基地", en="{who}'s base")
MOVE_TRIGGER = message("move_trigger", zh="{card} 的「{ability}」因移动而触发。",
                       en="{card}'s “{ability}” triggers on the move.")
OWN_BATTLEFIELD = message("own_battlefield", zh="终点{battlefield}由移动单位的控制者 {who} 控制,不进入争夺状态:"
                                             "不开启法术对决,也不发生战斗。",
                          en="The destination {battlefield} is controlled by {who}, who controls the units moving: it "
                             "does not become contested; no showdown, no combat.")
ALREADY_CONTESTED = message("already_contested", zh="{battlefield}已因 {who} 处于争夺状态,此次移动不改变争夺状态。",
                            en="{battlefield} is already contested by {who}: this move does not change that.")
CONTESTS = message("contests", zh="终点位置{battlefield}并非由移动单位的控制者控制,该战场进入争夺状态;{effect}。",
                   en="The destination {battlefield} is not controlled by the units' controller: it becomes "
                      "contested; {effect}.")
CONTEST_COMBAT = message("contest_combat", zh="该战场上同时存在敌对玩家控制的单位,这会触发战斗",
                         en="units of an enemy player are there too, which brings a combat")
CONTEST_SHOWDOWN = message("contest_showdown", zh="此前没有任何玩家在该处控制单位,这会开启法术对决(不触发战斗)",
                           en="no player controlled units there before, which opens a showdown (no combat)")
CONTEST_CONTROLLED = message("contest_controlled", zh="该战场由 {who} 控制", en="it is controlled by {who}")
RECALLED = message("recalled", zh="召回 {card} 至其所属基地;召回不是移动,不触发由移动触发的技能{kept}。",
                   en="{card} is recalled to its owner's base; a recall is not a move and triggers nothing that a "
                      "move triggers{kept}.")
STATE_KEPT = message("state_kept", zh=",其状态保持不变({what})", en=", and its state stays as it was ({what})")

# --- scoring (scoring.py) -----------------------------------------------------------------------------------------
ALREADY_SCORED = message("already_scored", zh="{who} 本回合已通过{battlefield}得分;每个回合每个战场只能得一分,此次{way}不得分。",
                         en="{who} has scored {battlefield} this turn already; one point per battlefield per turn, so "
                            "this {way} scores nothing.")
FINAL_POINT_HOLD = message("final_point_hold", zh="{who} 距获胜得分还差1分,通过据守{battlefield}直接获得最后一分({before} → {after})。",
                           en="{who} is 1 point from the winning score and gains the final point by holding "
                              "{battlefield} ({before} → {after}).")
FINAL_POINT_CONQUER = message("final_point_conquer", zh="{who} 距获胜得分还差1分,通过征服{battlefield}得分,且本回合已在每个战场"
                                                     "得分,获得最后一分({before} → {after})。",
                              en="{who} is 1 point from the winning score, scores by conquering {battlefield} and has "
                                 "scored every battlefield this turn: {who} gains the final point ({before} → "
                                 "{after}).")
FINAL_POINT_DRAW = message("final_point_draw", zh="{who} 距获胜得分还差1分,通过征服{battlefield}得分,但本回合尚未在{left}得分,"
                                               "因此不获得最后一分,改为抽一张牌。",
                           en="{who} is 1 point from the winning score and scores by conquering {battlefield}, but has "
                              "not scored {left} this turn: no final point; {who} draws a card instead.")
SCORES = message("scores", zh="{who} 通过{way}{battlefield}得1分({before} → {after})。",
                 en="{who} scores 1 point by {way} {battlefield} ({before} → {after}).")
SCORING_TRIGGER = message("scoring_trigger", zh="{card} 的{way}技能「{ability}」触发。",
                          en="{card}'s {way} ability “{ability}” triggers.")
WINS = message("wins", zh="{who} 的分数达到游戏模式的获胜得分 {score},即刻赢得游戏。",
               en="{who}'s points reach the game mode's winning score {score}: {who} wins the game at once.")

# --- the turn (turn.py) and drawing (draw.py) ---------------------------------------------------------------------
TIMED_TRIGGER = message("timed_trigger", zh="{card} 的「{ability}」在此时机触发。", en="{card}'s “{ability}” triggers now.")
TURN_BEGINS = message("turn_begins", zh="第 {turn} 回合:{who} 成为回合玩家,按固定的阶段进行。",
                      en="Turn {turn}: {who} becomes the turn player; the turn goes through its fixed phases.")
AWAKEN = message("awaken", zh="唤醒阶段:{who} 将其控制的所有游戏物体变为活跃状态({objects})。",
                 en="Awaken phase: {who} readies every game object they control ({objects}).")
NOTHING_EXHAUSTED = message("nothing_exhausted", zh="没有休眠的物体", en="nothing is exhausted")
START_STEP = message("start_step", zh="开始阶段 · 开始步骤:时机为“回合开始阶段”的游戏效果进行结算。",
                     en="Beginning phase · start step: game effects timed “at the beginning of the turn” resolve.")
SCORING_STEP = message("scoring_step", zh="开始阶段 · 得分计算步骤:据守在此时结算({who} 控制的战场:{battlefields})。",
                       en="Beginning phase · scoring step: holding is resolved now (battlefields {who} controls: "
                          "{battlefields}).")
CHANNEL = message("channel", zh="召出阶段:{who} 从符文牌堆召出 {count} 张符文{fewer}。召出的具体方式见规则 417,"
                            "不在随附规则书中;引擎只把卡牌移到“已召出的符文”。",
                  en="Channel phase: {who} channels {count} runes from the rune deck{fewer}. How channeling works is "
                     "rule 417, not in the rulebook shipped; the engine only moves the cards to “channeled runes”.")
CHANNEL_FEWER = message("channel_fewer", zh="(符文牌堆不足两张,有多少召出多少)",
                        en=" (fewer than two in the rune deck: as many as there are)")
POOLS_EMPTY_DRAW = message("pools_empty_draw", zh="抽牌阶段结束时,所有玩家的符文池全部清空。",
                           en="At the end of the draw phase, every player's rune pool empties.")
ACTION_PHASE_BEGINS = message("action_phase_begins", zh="完成回合开始的所有步骤,进入行动阶段(普通开环状态):{who} 获得优先行动权。",
                              en="Every step of the turn's start done, the action phase begins (neutral open state): "
                                 "{who} gets priority.")
DECLARES_END = message("declares_end", zh="{who} 表明将结束本回合:行动阶段结束,进入回合结束阶段。",
                       en="{who} declares the end of the turn: the action phase ends and the ending phase begins.")
END_STEP = message("end_step", zh="结束步骤:时机为“回合结束阶段”的游戏效果进行结算。",
                   en="End step: game effects timed “at the end of the turn” resolve.")
END_CLEANUP = message("end_cleanup", zh="回合结束清理:启动一次特殊清理,插入“2a. 为所有单位移除伤害。”",
                      en="End-of-turn cleanup: a special cleanup begins, with “2a. Remove all damage from all units.” "
                         "inserted.")
DAMAGE_REMOVED = message("damage_removed", zh="2a. 为所有单位移除伤害({units})。",
                         en="2a. All damage is removed from all units ({units}).")
NO_UNIT_DAMAGED = message("no_unit_damaged", zh="没有受伤的单位", en="no unit is damaged")
EXPIRY = message("expiry", zh="失效步骤:所有时机为“本回合内”的效果同时失效({effects})。",
                 en="Expiry step: every effect lasting “this turn” ends at once ({effects}).")
NO_SUCH_EFFECTS = message("no_such_effects", zh="没有此类效果", en="there is none")
POOLS_EMPTY_EXPIRY = message("pools_empty_expiry", zh="失效步骤结束时,所有玩家的符文池全部清空,尚未消耗的法力和符能完全清空。",
                             en="At the end of the expiry step, every player's rune pool empties: unspent mana and "
                                "power are gone.")
NEXT_TURN_PLAYER = message("next_turn_player", zh="回合顺序中的下一名玩家 {who} 成为回合玩家。",
                           en="The next player in turn order, {who}, becomes the turn player.")
DRAWS = message("draws", zh="{who} 抽一张牌({card})。", en="{who} draws a card ({card}).")
BURNED_OUT = message("burned_out", zh="{who} 的主牌堆已经没有可供抽取的卡牌,视为该玩家已燃尽。",
                     en="{who}'s main deck has no card left to draw: the player is burned out.")

# --- effects (effects.py) -----------------------------------------------------------------------------------------
NO_DAMAGE = message("no_damage", zh="{card} 无法被造成伤害,{amount} 点伤害没有造成。",
                    en="{card} cannot be dealt damage: the {amount} damage is not dealt.")
DEALS_DAMAGE = message("deals_damage", zh="{source} 对 {card} 造成 {amount} 点伤害(共 {total} 点)。",
                       en="{source} deals {amount} damage to {card} ({total} in all).")
DESTROYS = message("destroys", zh="{source} 摧毁 {card},置入其拥有者的废牌堆。",
                   en="{source} destroys {card}, which goes to its owner's trash.")
RESOURCE_CHANGED = message("resource_changed", zh="{who} 的{resource} {before} → {after}。{note}",
                           en="{who}'s {resource} {before} → {after}.{note}")
POINTS_UNLIMITED = message("points_unlimited", zh="(效果给予的分数不受最后一分的限制。)",
                           en=" (Points an effect gives are not bound by the final-point rule.)")
MIGHT_ADJUSTED = message("might_adjusted", zh="{source} 使 {card} 战力{delta:+d}({lasting},效果 {effect},第3层加减计算)。{snapshot}",
                         en="{source} gives {card} {delta:+d} might ({lasting}, effect {effect}, layer 3 "
                            "arithmetic).{snapshot}")
SNAPSHOTTED = message("snapshotted", zh="该减值有“不得低于{floor}”的限制:按应用时的战力 {might} 快照为 {snap:+d}。",
                      en=" The decrease is limited to “not below {floor}”: with might {might} as it applies, it is "
                         "snapshotted as {snap:+d}.")
MIGHT_SET = message("might_set", zh="{source}:{aim}的战力变为 {value}({lasting},效果 {effect},第1层改变特质)。",
                    en="{source}: the might of {aim} becomes {value} ({lasting}, effect {effect}, layer 1 traits).")
TAG_GRANTED = message("tag_granted", zh="{source}:{aim}视为「{tag}」({lasting},效果 {effect},第1层改变特质)。",
                      en="{source}: {aim} counts as “{tag}” ({lasting}, effect {effect}, layer 1 traits).")
KEYWORD_GRANTED = message("keyword_granted", zh="{source}:{aim}获得[{keyword}]({lasting},效果 {effect},第2层改变技能)。",
                          en="{source}: {aim} gains [{keyword}] ({lasting}, effect {effect}, layer 2 abilities).")
DESTINATION_CHOSEN = message("destination_chosen", zh="{card} 结算时,{who} 选择移动的终点:{place}。",
                             en="As {card} resolves, {who} chooses the destination: {place}.")

# --- layers (layers.py) -------------------------------------------------------------------------------------------
LAYERS_IN_ORDER = message("layers_in_order", zh="按效果层顺序应用所有作用于该物体的效果,每个效果只应用一次。",
                          en="Every effect on the object applies in layer order, each once.")
DEPENDENCY = message("dependency", zh="同一效果层中存在依赖关系:{effect} 针对标签,依赖于赋予该标签的效果;先应用被依赖的效果,"
                                  "紧接着应用依赖它的效果,而不按时间顺序。",
                     en="A dependency within one layer: {effect} aims at a tag and depends on the effect granting "
                        "it; the effect depended on applies first, the dependent one right after, not in timestamp "
                        "order.")
TIMESTAMP_AFTER = message("timestamp_after", zh="{effect} 与此前应用的效果同在第1层且没有依赖关系,按时间顺序在其后应用。",
                          en="{effect} is in layer 1 with the effects applied before and depends on none: it applies "
                             "after them in timestamp order.")
LAYER1_TAG = message("layer1_tag", zh="第1层(改变特质):{effect} 使其视为「{tag}」。",
                     en="Layer 1 (traits): {effect} makes it count as “{tag}”.")
LAYER1_MIGHT = message("layer1_might", zh="第1层(改变特质):{effect} 使其战力变为 {value}。",
                       en="Layer 1 (traits): {effect} sets its might to {value}.")
LAYER2_KEYWORD = message("layer2_keyword", zh="第2层(改变技能):{effect} 使其获得[{keyword}]。",
                         en="Layer 2 (abilities): {effect} gives it [{keyword}].")
LAYER3 = message("layer3", zh="第3层(加减计算):{effect} 战力 {before} → {after}({how})。",
                 en="Layer 3 (arithmetic): {effect} might {before} → {after} ({how}).")
INCREASE_FIRST = message("increase_first", zh="增值优先应用", en="increases apply first")
DECREASE_LAST = message("decrease_last", zh="减值最后应用", en="decreases apply last")
SNAPSHOT_HOW = message("snapshot_how", zh="{how};受限的数值已快照为 {delta:+d}", en="{how}; the limited value was "
                                                                               "snapshotted as {delta:+d}")
LAYER3_MODIFIER = message("layer3_modifier", zh="第3层(加减计算):{source} 战力 {delta:+d}。",
                          en="Layer 3 (arithmetic): {source} might {delta:+d}.")
A_MODIFIER = message("a_modifier", zh="修正", en="a modifier")

# --- legality (legality.py) ---------------------------------------------------------------------------------------
NO_PRIORITY = message("no_priority", zh="此时没有任何玩家拥有优先行动权,所有玩家均无法进行自决行动。",
                      en="No player has priority now: no player can take a discretionary action.")
PRIORITY_ELSEWHERE = message("priority_elsewhere", zh="优先行动权在 {who} 手中;只有拥有优先行动权的玩家方可进行自决行动。",
                             en="{who} has priority; only the player with priority may take a discretionary action.")
HAS_PRIORITY = message("has_priority", zh="{who} 拥有优先行动权,可以进行自决行动。",
                       en="{who} has priority and may take a discretionary action.")
GAME_OVER = message("game_over", zh="游戏已经结束。", en="The game is over.")
TURN_PLAYER_MAY_END = message("turn_player_may_end", zh="{who} 是回合玩家,可以表明结束本回合。",
                              en="{who} is the turn player and may declare the end of the turn.")
ONLY_TURN_PLAYER_ENDS = message("only_turn_player_ends", zh="只有回合玩家 {who} 能表明结束本回合。",
                                en="Only the turn player {who} can declare the end of the turn.")
NEUTRAL_OPEN_NOW = message("neutral_open_now", zh="行动阶段,回合处于普通开环状态(没有结算链、没有法术对决)。",
                           en="Action phase, the turn in the neutral open state (no chain, no showdown).")
NOT_ACTION_PHASE_END = message("not_action_phase_end", zh="现在不是行动阶段({phase}):只有在行动阶段才能表明结束本回合。",
                               en="This is not the action phase ({phase}): the end of the turn can be declared only in "
                                  "the action phase.")
CHAIN_NOT_EMPTY = message("chain_not_empty", zh="结算链上还有效果,回合处于闭环状态;只有结算链上没有任何效果时,当前阶段才会结束。",
                          en="The chain still has items and the turn is in a closed state; the phase ends only when "
                             "the chain is empty.")
SHOWDOWN_UNDER_WAY = message("showdown_under_way", zh="正在进行法术对决(法术对决状态),不是可以结束回合的普通开环状态。",
                             en="A showdown is under way (showdown state), not the neutral open state in which the "
                                "turn can end.")
CLOSED_MAY_PASS = message("closed_may_pass", zh="结算链存在(闭环状态):拥有优先行动权的活跃玩家可以让过。",
                          en="A chain exists (closed state): the active player with priority may pass.")
FOCUS_MAY_PASS = message("focus_may_pass", zh="法术对决开环状态,{who} 拥有焦点,可以让过。",
                         en="Showdown open state: {who} has the focus and may pass.")
ONLY_FOCUS_ACTS = message("only_focus_acts", zh="法术对决开环状态下只有拥有焦点的玩家({who})可以行动或让过。",
                          en="In the showdown open state only the player with the focus ({who}) may act or pass.")
NOTHING_TO_PASS = message("nothing_to_pass", zh="普通开环状态下没有结算链或法术对决可以让过;回合玩家没有想执行的自决行动时应表明"
                                             "结束回合(end_turn)。",
                          en="In the neutral open state there is no chain or showdown to pass in; a turn player with "
                             "no discretionary action to take declares the end of the turn (end_turn).")
NO_SUCH_ACTION = message("no_such_action", zh="riftbound 没有 {type} 动作。", en="riftbound has no {type} action.")
NOT_OPPOSING = message("not_opposing", zh="{who} 的伤害分配顺序中 {names} 不是本场战斗中对方的单位;每名玩家把伤害分配给对方的单位。",
                       en="In {who}'s damage assignment order, {names} are not opposing units in this combat; each "
                          "player assigns damage to the opposing units.")
ORDER_ILLEGAL = message("order_illegal", zh="{who} 分配伤害的顺序 {wanted} 违反伤害分配的要求;合法的顺序为 {order}。",
                        en="{who}'s damage assignment order {wanted} breaks the assignment rules; a legal order is "
                           "{order}.")
ORDER_LEGAL = message("order_legal", zh="{who} 分配伤害的顺序符合伤害分配的要求。",
                      en="{who}'s damage assignment order follows the assignment rules.")
DESTINATION_MISSING = message("destination_missing",
                              zh="{card} 结算时要选择移动的终点,但此动作没有给出(choices: for '{key}', targets: [终点])。",
                              en="{card} needs a destination chosen as it resolves, but this action gives none "
                                 "(choices: for '{key}', targets: [destination]).")
ONE_DESTINATION = message("one_destination", zh="{card} 的移动只有一个终点,此动作却给了 {count} 个({given})。",
                          en="{card}'s move has one destination, but this action gives {count} ({given}).")
DESTINATION_OFF_BOARD = message("destination_off_board", zh="选择的终点 '{to}' 不是场上的位置({who} 的基地或本局的战场)。",
                                en="The destination chosen, '{to}', is not a place on the board ({who}'s base or a "
                                   "battlefield of this game).")
DESTINATION_ILLEGAL = message("destination_illegal", zh="选择的终点不合法:{problem}",
                              en="The destination chosen is not legal: {problem}")
DESTINATION_OK = message("destination_ok", zh="{card} 结算时选择的终点 {to} 是场上的位置;其对终点的要求由法术说明。",
                         en="The destination {to} chosen as {card} resolves is a place on the board; the spell states "
                            "what it requires of it.")
IN_HAND = message("in_hand", zh="{card} 在 {who} 的手牌中。", en="{card} is in {who}'s hand.")
NOT_IN_HAND = message("not_in_hand", zh="{card} 不在 {who} 的手牌中。", en="{card} is not in {who}'s hand.")
NOT_PLAYABLE = message("not_playable", zh="{card} 不是可以打出的卡牌。", en="{card} is not a card that can be played.")
FOCUS_MAY_PLAY = message("focus_may_play", zh="法术对决开环状态,{who} 拥有焦点,可以打出卡牌。",
                         en="Showdown open state: {who} has the focus and may play cards.")
ONLY_FOCUS_PLAYS = message("only_focus_plays", zh="法术对决开环状态下只有拥有焦点的玩家可以打出卡牌。",
                           en="In the showdown open state only the player with the focus may play cards.")
TIMELY_IN_SHOWDOWN = message("timely_in_showdown", zh="{card} 带有[{keyword}],法术对决状态下可以打出。",
                             en="{card} has [{keyword}] and may be played in a showdown state.")
NOT_TIMELY_IN_SHOWDOWN = message("not_timely_in_showdown",
                                 zh="{card} 没有[迅捷]或[反应];法术对决状态下仅有带有这两个关键词的卡牌可以打出。",
                                 en="{card} has neither [Swift] nor [Reaction]; in a showdown state only "
                                    "cards with one of them can be played.")
REACTION_IN_CLOSED = message("reaction_in_closed", zh="{card} 带有[反应],闭环状态下活跃玩家可以打出。",
                             en="{card} has [Reaction]: the active player may play it in a closed state.")
NOT_REACTION = message("not_reaction", zh="{card} 没有[反应];闭环状态下仅有带有[反应]的卡牌可以打出。",
                       en="{card} has no [Reaction]; in a closed state only cards with [Reaction] can be played.")
TURN_PLAYER_PLAYS = message("turn_player_plays", zh="普通开环状态下,回合玩家在其行动阶段可以打出卡牌。",
                            en="In the neutral open state the turn player may play cards in their action phase.")
ONLY_TURN_PLAYER_PLAYS = message("only_turn_player_plays", zh="普通开环状态下只有回合玩家可以在其行动阶段打出卡牌。",
                                 en="In the neutral open state only the turn player may play cards, in their action "
                                    "phase.")
ONE_TARGET = message("one_target", zh="{card} 的效果只选择一个目标(chosen),此次打出却给了 {count} 个;选择目标属于打出卡牌的步骤"
                                   "(规则 346,不在随附规则书中),引擎不替玩家删去多余的目标。",
                     en="{card}'s effect chooses one target (chosen), but this play gives {count}; choosing targets is "
                        "part of playing a card (rule 346, not in the rulebook shipped), and the engine does not drop "
                        "the extra targets for the player.")
NOT_A_PERMANENT = message("not_a_permanent", zh="{card} 不是单位或装备,不进入基地或战场(to 只用于单位与装备)。",
                          en="{card} is no unit or gear and enters no base or battlefield (to is for units and gear "
                             "only).")
NOT_YOUR_PLACE = message("not_your_place", zh="'{to}' 不是 {who} 的基地或本局的战场。",
                         en="'{to}' is not {who}'s base or a battlefield of this game.")
PLACE_ON_BOARD = message("place_on_board", zh="终点 {to} 是场上的位置。", en="The destination {to} is a place on the board.")
PLACE_OFF_BOARD = message("place_off_board", zh="'{to}' 不是场上的位置({who} 的基地或本局的战场)。",
                          en="'{to}' is not a place on the board ({who}'s base or a battlefield of this game).")
NOT_A_UNIT = message("not_a_unit", zh="{card} 不是单位;单位是唯一可以移动的常驻牌。",
                     en="{card} is not a unit; units are the only permanents that move.")
NOT_YOURS = message("not_yours", zh="{card} 不由 {who} 控制;玩家使用标准移动移动自己的单位。",
                    en="{card} is not controlled by {who}; a player's standard move moves their own units.")
NOT_ON_BOARD = message("not_on_board", zh="{card} 不在场上;移动是从场上的一个位置到另一个位置。",
                       en="{card} is not on the board; a move goes from one place on the board to another.")
ALREADY_THERE = message("already_there", zh="{card} 已经在 {to}。", en="{card} is already at {to}.")
MAY_MOVE = message("may_move", zh="{card} 是 {who} 控制的单位,从场上的一个位置移动到另一个位置。",
                   en="{card} is a unit {who} controls, moving from one place on the board to another.")
NO_MOVE_ON_CHAIN = message("no_move_on_chain", zh="结算链存在(闭环状态):活跃玩家只能打出符合时机的卡牌、激活符合时机的技能或让过,"
                                           "不能进行标准移动。",
                           en="A chain exists (closed state): the active player may only play a timely card, "
                              "activate a timely ability or pass, not make a standard move.")
NO_MOVE_IN_SHOWDOWN = message("no_move_in_showdown", zh="法术对决期间,拥有焦点的玩家只能打出符合时机的法术、激活符合时机的技能或"
                                                 "让过,不能进行标准移动。",
                              en="During a showdown the player with the focus may only play a timely spell, activate "
                                 "a timely ability or pass, not make a standard move.")
NOT_ACTION_PHASE_MOVE = message("not_action_phase_move", zh="现在不是行动阶段({phase}),不能进行标准移动等自决行动。",
                                en="This is not the action phase ({phase}): no discretionary action such as a "
                                   "standard move.")
MAY_MOVE_NOW = message("may_move_now", zh="行动阶段,回合处于普通开环状态:可以进行任意数量的自决行动(标准移动)。",
                       en="Action phase, the turn in the neutral open state: any number of discretionary actions "
                          "(standard moves) may be taken.")

# --- interpretation points (interpretations.py): the question and each reading --------------------------------------
UNCONTROLLED_QUESTION = message(
    "uncontrolled_with_enemies.question",
    zh="无人控制的战场进入争夺状态时,若战场上已有敌对单位:322.6 会把法术对决标记为待发生,322.7 又把战斗标记为"
       "待发生;而 340.1/426.1 说两名玩家争夺时法术对决是战斗的首个步骤,316.5.b.1 只把“移动至空战场”称为独立的法术对决。",
    en="An uncontrolled battlefield becomes contested while enemy units are already there: 322.6 marks a showdown "
       "pending and 322.7 a combat; yet 340.1/426.1 say that when two players contest, the showdown is the combat's "
       "first step, and 316.5.b.1 calls only “moving to an empty battlefield” a showdown on its own.")
UNCONTROLLED_COMBAT_ONLY = message("uncontrolled_with_enemies.combat_only",
                                   zh="只发生战斗(其首个步骤即法术对决),不先进行独立的法术对决",
                                   en="Only a combat (its first step being the showdown), no showdown on its own first")
UNCONTROLLED_SHOWDOWN_THEN_COMBAT = message(
    "uncontrolled_with_enemies.showdown_then_combat", zh="按 322.6 与 322.9 先进行独立的法术对决,其后按 345.2.b 再进行战斗",
    en="A showdown on its own first by 322.6 and 322.9, then a combat by 345.2.b")
EMPTY_ENEMY_QUESTION = message(
    "empty_enemy_battlefield.question",
    zh="单位移动到由其他玩家控制、但没有该玩家单位的战场:322.7 把战斗标记为待发生,但 322.7.a 与 434 只在"
       "两名敌对玩家的单位同处一地时才有战斗;随附文本没有说明这种情况下如何取得控制权。",
    en="A unit moves to a battlefield another player controls without units there: 322.7 marks a combat pending, but "
       "322.7.a and 434 have a combat only when units of two enemy players are in one place; the text shipped does "
       "not say how control is taken then.")
EMPTY_ENEMY_COMBAT = message(
    "empty_enemy_battlefield.combat_without_damage",
    zh="按 322.7/322.10 进行战斗:法术对决后跳过战斗伤害(439.1.a.1),结算步骤中确立控制权(440.2)",
    en="A combat by 322.7/322.10: after the showdown the combat damage is skipped (439.1.a.1) and control is "
       "established in the resolution step (440.2)")
EMPTY_ENEMY_SHOWDOWN = message(
    "empty_enemy_battlefield.showdown_then_control",
    zh="不进行战斗,仿照 345.2 进行法术对决,结束后由留存单位的玩家确立控制权",
    en="No combat: a showdown as in 345.2, after which the player whose units remain establishes control")
LETHAL_QUESTION = message(
    "lethal_with_damage.question",
    zh="致命伤害“等同于或超过单位战力”(439.1.d.2 提示),但单位本回合可能已有伤害标记,而 322.2 按伤害标记总数判定摧毁。",
    en="Lethal damage is “equal to or more than the unit's might” (the note to 439.1.d.2), but the unit may already "
       "have damage this turn, and 322.2 destroys by the total damage marked.")
LETHAL_REMAINING = message("lethal_with_damage.remaining",
                           zh="已有的伤害标记计入:致命伤害所需的最小值为 战力−已有伤害(至少1)",
                           en="Damage already marked counts: the least lethal damage is might − damage marked (at "
                              "least 1)")
LETHAL_FULL = message("lethal_with_damage.full_might", zh="不计已有伤害:致命伤害所需的最小值为单位的全部战力",
                      en="Damage already marked does not count: the least lethal damage is the unit's whole might")


# --- card-text target words (selectors.py): what a chosen target must be (328.2) ------------------------------------
FILTER_WORDS = {
    "unit": message("filter.unit", zh="单位", en="unit"),
    "gear": message("filter.gear", zh="装备", en="gear"),
    "rune": message("filter.rune", zh="符文", en="rune"),
    "spell": message("filter.spell", zh="结算链上的法术", en="spell on the chain"),
    "friendly": message("filter.friendly", zh="友方", en="friendly"),
    "enemy": message("filter.enemy", zh="敌方", en="enemy"),
    "other": message("filter.other", zh="来源以外的", en="other than the source"),
    "battlefield": message("filter.battlefield", zh="位于战场上", en="at a battlefield"),
    "base": message("filter.base", zh="位于基地", en="in a base"),
    "here": message("filter.here", zh="与来源位于同一处", en="at the source's location"),
    "in_combat": message("filter.in_combat", zh="位于正在进行战斗的战场", en="at the battlefield in combat"),
    "at_chosen": message("filter.at_chosen", zh="位于所选的战场(引擎尚无选择战场的动作)",
                         en="at the chosen battlefield (the engine has no action choosing it yet)"),
    "attacker": message("filter.attacker", zh="进攻方", en="attacking"),
    "damaged": message("filter.damaged", zh="已受伤", en="damaged"),
    "stunned": message("filter.stunned", zh="被眩晕", en="stunned"),
}
FILTER_MIGHT = message("filter.might", zh="不高于 {n} 战力", en="{n} might or less")
FILTER_UNKNOWN = message("filter.unknown", zh="“{word}”(未知限制,不作匹配)", en="“{word}” (unknown restriction, never matched)")
TARGET_FITS = message("target_fits", zh="{card} 的目标 {target} 符合卡面限制({words})。",
                      en="{card}'s target {target} fits what the card requires ({words}).")
TARGET_DOES_NOT_FIT = message("target_does_not_fit", zh="{card} 的目标 {target} 不符合卡面限制({words}),不能这样打出。",
                              en="{card}'s target {target} is not what the card requires ({words}); it cannot be played so.")
EXACTLY = message("exactly", zh="恰好", en="exactly")
AT_MOST = message("at_most", zh="最多", en="at most")
TARGET_COUNT = message("target_count", zh="{card} 要选择{how} {n} 个目标,此次打出给了 {count} 个。",
                       en="{card} chooses {how} {n} target(s), but this play gives {count}.")


# --- effects the card-text corpus proposed (stun, ready, exhaust, return_to_hand, channel) -------------------------------
STUNNED = message("stunned", zh="{source}:{card} 被眩晕——本回合内它的战力不计入战斗伤害(卡面提示:无法造成战斗伤害)。",
                  en="{source}: {card} is stunned — this turn its might is not part of combat damage (the card's "
                     "reminder: it deals no combat damage).")
STUNNED_NO_DAMAGE = message("stunned_no_damage", zh="{card} 被眩晕,不造成战斗伤害:其战力不计入总和。",
                            en="{card} is stunned and deals no combat damage: its might is not counted.")
READIED = message("readied", zh="{source}:{card} 变为活跃状态。", en="{source}: {card} becomes ready.")
ALREADY_READY = message("already_ready", zh="{source}:{card} 已是活跃状态,无事发生。",
                        en="{source}: {card} is already ready; nothing happens.")
EXHAUSTED_BY = message("exhausted_by", zh="{source}:{card} 变为休眠状态。", en="{source}: {card} becomes exhausted.")
RETURNED_TO_HAND = message("returned_to_hand", zh="{source}:{card} 返回其拥有者 {who} 的手牌(伤害与状态随之移除;这不是移动)。",
                           en="{source}: {card} returns to its owner {who}'s hand (its damage and statuses go; this is "
                              "not a move).")
EXHAUSTED_WORD = message("exhausted_word", zh="(休眠)", en=" (exhausted)")
CHANNEL_FEWER_ANY = message("channel_fewer_any", zh="(符文牌堆不足,有多少召出多少)",
                            en=" (the rune deck had fewer: as many as there were)")
CHANNELS = message("channels", zh="{who} 从符文牌堆召出 {count} 张符文{exhausted}{fewer}。召出的具体方式见规则 417,不在随附规则书中;"
                               "引擎只把卡牌移到“已召出的符文”。",
                   en="{who} channels {count} rune(s) from the rune deck{exhausted}{fewer}. How channeling works is rule "
                      "417, not in the rulebook shipped; the engine only moves the cards to the channelled runes.")
PLAYED_TRIGGER = message("played_trigger", zh="{card} 的「{ability}」因打出此牌而触发。",
                         en="{card}'s “{ability}” triggers as the card is played.")

# --- conditions of if (conditions.py) ------------------------------------------------------------------------------------
CONDITION_WORDS = {
    "is_attacker": message("cond.is_attacker", zh="是进攻方", en="is an attacker"),
    "on_battlefield": message("cond.on_battlefield", zh="位于战场上", en="is at a battlefield"),
    "alone": message("cond.alone", zh="所在位置没有其控制者的其他单位", en="has no other unit of its controller there"),
    "mighty": message("cond.mighty", zh="是强力单位(战力5或以上)", en="is mighty (5 might or more)"),
    "hand_at_most": message("cond.hand_at_most", zh="控制者的手牌不超过限定张数", en="its controller's hand is small enough"),
    "opponent_within": message("cond.opponent_within", zh="有对手距离获胜得分不超过限定分数",
                               en="an opponent is close enough to the winning score"),
    "target_destroyed": message("cond.target_destroyed", zh="目标被此法术摧毁", en="the target was destroyed by this spell"),
    "legion": message("cond.legion", zh="本回合内已打出过其他卡牌([鼓舞])", en="another card was played this turn (Legion)"),
}
CONDITION_LIMIT = message("condition_limit", zh="(限定值 {value})", en=" (limit {value})")
CONDITION_HOLDS = message("condition_holds", zh="{card}:条件成立——{of} {check}{limit}。",
                          en="{card}: the condition holds — {of} {check}{limit}.")
CONDITION_FAILS = message("condition_fails", zh="{card}:条件不成立——{of} 并非{check}{limit}。",
                          en="{card}: the condition does not hold — {of} is not so: {check}{limit}.")
CONDITION_UNKNOWN = message("condition_unknown", zh="{card} 的条件「{check}」引擎尚不能判定;两个分支都不执行,请裁判判定。",
                            en="{card}'s condition “{check}” cannot be judged by the engine yet; neither branch is done: "
                               "the judge rules.")
FIGHT = message("fight", zh="{source}:{first}(战力 {a})与 {second}(战力 {b})同时以自身当前战力互相造成伤害。",
                en="{source}: {first} (might {a}) and {second} (might {b}) deal damage equal to their current might to "
                   "each other at once.")
FIGHT_MISSING = message("fight_missing", zh="{source_card} 的两名单位中有一名不在场上(或未选择),不造成伤害。",
                        en="One of {source_card}'s two units is not on the board (or was not chosen): no damage is dealt.")
MIGHT_SOURCE_GONE = message("might_source_gone", zh="{card} 的伤害量取决于一名已不在场上的单位的战力;"
                            "离场单位的信息如何使用的规则不在随附规则书中,请裁判判定。",
                            en="{card}'s damage depends on the might of a unit no longer on the board; how a card that left "
                               "counts is not in the rulebook shipped: the judge rules.")
TOKENS_PLAYED = message("tokens_played", zh="{source}:打出指示物 {tokens},以{state}进入{place}(单位与装备在打出时立即结算)。",
                        en="{source}: plays the tokens {tokens}, entering {place} {state} (units and gear resolve as they "
                           "are played).")
READY_WORD = message("ready_word", zh="活跃状态", en="ready")
EXHAUSTED_STATE_WORD = message("exhausted_state_word", zh="休眠状态", en="exhausted")
TOKEN_NOWHERE = message("token_nowhere", zh="{card} 已不在场上,“此处”无从确定;离场来源的信息如何使用不在随附规则书中,请裁判判定。",
                        en="{card} is no longer on the board, so “here” is unknown; how a source that left counts is not in "
                           "the rulebook shipped: the judge rules.")
TOKEN_PLACE_CHOSEN = message("token_place_chosen", zh="{card} 结算时,{who} 选择指示物进场的位置:{place}。",
                             en="As {card} resolves, {who} chooses where the tokens enter: {place}.")
COUNTERED = message("countered", zh="{source}:无效化 {card}——将其从结算链上移除,不结算,置入其拥有者的废牌堆。",
                    en="{source}: counters {card} — it leaves the chain without resolving, to its owner's trash.")
NOT_ON_CHAIN = message("not_on_chain", zh="{card} 已不在结算链上,无从无效化。", en="{card} is no longer on the chain: nothing to counter.")
