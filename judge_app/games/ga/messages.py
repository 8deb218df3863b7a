"""What ga's steps say, in Chinese (the trace's ``text``, the rulebook's traditional characters) and English: one
constant per message, both languages side by side (engine/messages.py). Parameters are names, labels and ids as
the scenario wrote them, numbers, lists of them, or other texts of this catalog."""

from __future__ import annotations

from judge_app.engine.messages import Catalog

M = Catalog("ga")
message = M.message

# --- words and phrases other messages take as parameters ----------------------------------------------------------
NONE = message("none", zh="無", en="none")
PHASES = {
    "setup": message("phase.setup", zh="放置0級勇士", en="placing the level 0 champion"),
    "wake_up": message("phase.wake_up", zh="重置階段", en="wake up phase"),
    "materialize": message("phase.materialize", zh="實現階段", en="materialize phase"),
    "recollection": message("phase.recollection", zh="回收階段", en="recollection phase"),
    "draw": message("phase.draw", zh="抽牌階段", en="draw phase"),
    "main": message("phase.main", zh="主要階段", en="main phase"),
    "combat": message("phase.combat", zh="戰鬥階段", en="combat phase"),
    "end": message("phase.end", zh="結束階段", en="end phase"),
}
EVENTS = {
    "enter": message("event.enter", zh="入場", en="entering the field"),
    "death": message("event.death", zh="死亡", en="dying"),
    "attack": message("event.attack", zh="攻擊", en="attacking"),
    "hit": message("event.hit", zh="命中", en="hitting"),
}
SCOPES = {
    "self": message("scope.self", zh="只限此卡本身", en="this card only"),
    "ally": message("scope.ally", zh="只限其控制者的卡", en="its controller's cards only"),
    "enemy": message("scope.enemy", zh="只限對手的卡", en="opponents' cards only"),
    "other": message("scope.other", zh="只限其他卡", en="other cards only"),
}
YOUR = message("whose.your", zh="你的", en="your ")
WHOSE = {  # whose phase a "beginning of phase" trigger watches, by its scope
    "self": YOUR,
    "ally": YOUR,
    "enemy": message("whose.opponent", zh="對手的", en="an opponent's "),
}
WHOSE_EACH = message("whose.each", zh="每個", en="each ")
COUNTERS = {
    "durability": message("counter.durability", zh="耐久", en="durability"),
    "buff": message("counter.buff", zh="增益", en="buff"),
    "level": message("counter.level", zh="等級", en="level"),
    "enlighten": message("counter.enlighten", zh="啟迪", en="enlighten"),
    "preparation": message("counter.preparation", zh="預謀", en="preparation"),
    "music": message("counter.music", zh="音樂", en="music"),
}
STATS = {
    "power": message("stat.power", zh="力量", en="power"),
    "life": message("stat.life", zh="生命", en="life"),
    "durability": message("stat.durability", zh="耐久", en="durability"),
}
UNTIL_END_OF_TURN = message("until_end_of_turn", zh="直到回合結束", en="until end of turn")
LASTING = message("lasting", zh="持續", en="lasting")
SHIELD = message("shield", zh="護盾(傷害緩衝)", en="shield (damage buffer)")
INSTANCE = message("instance", zh="實例防止", en="instance prevention")

# --- opportunities and phases (windows.py, turn.py, endings.py) --------------------------------------------------
OPPORTUNITY = message("opportunity", zh="{player} 收到機會。", en="{player} receives the opportunity.")
OPPORTUNITY_AFTER_PASS = message("opportunity_after_pass", zh="{player} 收到機會({passer} 傳遞了機會)。",
                                 en="{player} receives the opportunity ({passer} passed it).")
OPPORTUNITY_STACK_EMPTY = message("opportunity_stack_empty", zh="{player} 收到機會(效果堆疊已清空)。",
                                  en="{player} receives the opportunity (the effect stack is now empty).")
OPPORTUNITY_TO_RESPOND = message("opportunity_to_respond", zh="{player} 收到機會以響應。",
                                 en="{player} receives the opportunity to respond.")
ENTERS_PHASE = message("enters_phase", zh="進入{phase}。", en="The game enters the {phase}.")
MUST_PLACE_CHAMPION = message(
    "must_place_champion", zh="{player} 的第一個回合:須從原質牌庫將一名0級勇士放置入場。",
    en="{player}'s first turn: they must put a level 0 champion from their material deck onto the field.")
FIRST_PLAYER_SKIPS = message(
    "first_player_skips", zh="{player} 是首回合玩家:跳過重置、實現、回收與抽牌階段,直接進入主要階段。",
    en="{player} is the first player: the wake up, materialize, recollection and draw phases are skipped; "
       "the game goes straight to the main phase.")
FIRST_TURN_SKIPS = message(
    "first_turn_skips", zh="{player} 的第一個回合:跳過重置、實現與回收階段,進入抽牌階段。",
    en="{player}'s first turn: the wake up, materialize and recollection phases are skipped; the game enters "
       "the draw phase.")
SKIPS_FIRST_MATERIALIZE = message("skips_first_materialize", zh="每位玩家跳過其首回合的實現階段。",
                                  en="Each player skips the materialize phase of their first turn.")
MAY_MATERIALIZE = message("may_materialize", zh="{player} 可以從原質牌庫實現一張卡牌(或放棄)。",
                          en="{player} may materialize one card from their material deck (or decline).")
SKIPS_FIRST_RECOLLECTION = message("skips_first_recollection", zh="首回合跳過回收階段,進入抽牌階段。",
                                   en="The first turn skips the recollection phase; the game enters the draw phase.")
FIRST_PLAYER_SKIPS_DRAW = message("first_player_skips_draw", zh="雙人遊戲中首回合玩家跳過其首個抽牌階段。",
                                  en="In a two-player game the first player skips their first draw phase.")
WAKE_UP = message("wake_up", zh="重置階段:同時重置 {player} 場上所有橫置的物件({objects});回合動作,不能被響應。",
                  en="Wake up phase: all of {player}'s rested objects on the field wake up at once ({objects}); "
                     "a turn action, which cannot be responded to.")
NOTHING_RESTED = message("nothing_rested", zh="沒有橫置的物件", en="no rested objects")
RECOLLECTION = message(
    "recollection", zh="回收:{player} 將回憶區中的 {count} 張卡牌移回手牌;回合動作,不能被響應。",
    en="Recollection: {player} returns the {count} card(s) in their memory to their hand; a turn action, which "
       "cannot be responded to.")
TOO_MANY_ADVANCES = message(
    "too_many_advances", zh="連續推進超過 {count} 個階段/步驟而沒有玩家需要決定,已停止。",
    en="More than {count} phases/steps advanced in a row with no player to decide: stopped.")
END_CLEANUP = message(
    "end_cleanup", zh="結束階段的特殊遊戲動作:移除盟友上標記的傷害({allies});沒有玩家獲得機會。",
    en="The end phase's special game action: the damage marked on allies is removed ({allies}); no player "
       "receives an opportunity.")
EOT_EFFECTS_END = message("eot_effects_end", zh="「直到回合結束」效果結束。", en="“Until end of turn” effects end.")
EOT_EFFECTS_NONE = message("eot_effects_none", zh="「直到回合結束」效果結束(沒有此類效果)。",
                           en="“Until end of turn” effects end (there are none).")
TURN_BEGINS = message("turn_begins", zh="第 {turn} 回合開始:{player} 成為回合玩家,進入重置階段。",
                      en="Turn {turn} begins: {player} becomes the turn player; the game enters the wake up phase.")
FIRST_TURN_BEGINS = message("first_turn_begins", zh="第 {turn} 回合開始:{player} 的第一個回合。",
                            en="Turn {turn} begins: {player}'s first turn.")
STACK_EXILED = message("stack_exiled", zh="效果堆疊中的效果不再結算,其中的卡牌全部被放逐。",
                       en="The effects on the effect stack no longer resolve; every card on it is banished.")
PHASE_ENDED = message("phase_ended", zh="效果結束了{phase};其餘步驟被跳過。",
                      en="An effect ended the {phase}; its remaining steps are skipped.")
COMBAT_ENDED = message("combat_ended", zh="戰鬥階段被結束:推進到戰鬥結束,然後進入主要階段。",
                       en="The combat phase was ended: it advances to the end of combat, then to the main phase.")
TURN_ENDED_READING = message("turn_ended_reading", zh="效果結束了回合。", en="An effect ended the turn.")
NEXT_TURN_NOW = message("next_turn_now", zh="直接開始下一回合:{player} 成為回合玩家。",
                        en="The next turn begins at once: {player} becomes the turn player.")

MAY_RETALIATE = message("may_retaliate", zh="{player} 可以選擇橫置重置的防禦單位 {unit} 來對攻擊單位反擊。",
                        en="{player} may rest the awake defending unit {unit} to retaliate against the attacking unit.")

# --- negation (negation.py) ---------------------------------------------------------------------------------------
NEGATE_GONE = message("negate_gone", zh="{card} 已不在效果堆疊中,無效沒有效果。",
                      en="{card} is no longer on the effect stack: the negation does nothing.")
NEGATED_ATTACK_CARD = message(
    "negated_attack_card", zh="{card} 被無效。規則只在 1.7.4.4.1 說明被無效的攻擊卡的去向;"
                              "此處比照未結算的卡牌(2.3.4.4.2.1)置入墓地。",
    en="{card} is negated. The rules say where a negated attack card goes only in 1.7.4.4.1; here it is put into "
       "the graveyard like a card that did not resolve (2.3.4.4.2.1).")

# --- triggers (triggers.py) ---------------------------------------------------------------------------------------
NOT_TRIGGERED_SCOPE = message(
    "not_triggered_scope", zh="{source} 的「{ability}」不觸發:{event}的是 {subject},不符合其觸發條件({scope})。",
    en="{source}'s “{ability}” does not trigger: the one {event} is {subject}, which does not meet its trigger "
       "condition ({scope}).")
TRIGGERED = message("triggered", zh="{source} 的觸發型能力「{ability}」觸發({event});在目前的結算完成前等待。",
                    en="{source}'s triggered ability “{ability}” triggers ({event}); it waits until the current "
                       "resolution is over.")
TRIGGERED_AS_ATTACKER = message(
    "triggered_as_attacker",
    zh="{source} 的觸發型能力「{ability}」觸發({event}),視為攻擊單位的能力;在目前的結算完成前等待。",
    en="{source}'s triggered ability “{ability}” triggers ({event}), as an ability of the attacking unit; it "
       "waits until the current resolution is over.")
NOT_TRIGGERED_PHASE = message(
    "not_triggered_phase", zh="{source}「{ability}」只在{whose}{phase}開始時觸發;現在是 {active} 的{phase},不觸發。",
    en="{source} “{ability}” triggers only at the beginning of {whose}{phase}; this is {active}'s {phase}: it "
       "does not trigger.")
TRIGGERED_PHASE = message(
    "triggered_phase", zh="{source} 的觸發型能力「{ability}」觸發({whose}{phase}開始時,{controller} 控制);"
                          "在所有觸發置入效果堆疊前等待。",
    en="{source}'s triggered ability “{ability}” triggers (at the beginning of {whose}{phase}, controlled by "
       "{controller}); it waits until every trigger is put on the effect stack.")
TRIGGER_ORDER = message("trigger_order", zh="{player} 決定其觸發型能力置入效果堆疊的順序:{order}(先置入者後結算)。",
                        en="{player} decides the order their triggered abilities go on the effect stack: {order} "
                           "(the first put there resolves last).")
TRIGGER_ORDER_FIXED = message(
    "trigger_order_fixed", zh="order:{player} 的順序{problems};置入順序:{order}。",
    en="The order given as order:{player}{problems}; the order they go on the stack: {order}.")
ORDER_LEAVES_OUT = message("order_leaves_out", zh="沒有列出 {abilities}(按觸發順序置於列出者之後)",
                           en=" leaves out {abilities} (put after the listed ones, in the order they triggered)")
ORDER_NAMES_IDLE = message("order_names_idle", zh="{abilities} 這次沒有觸發,不參與排序",
                           en=" names {abilities}, which did not trigger this time and take no part in the order")
ORDER_BOTH = message("order_both", zh="{left_out};{idle}", en="{left_out};{idle}")
TRIGGER_ORDER_DEFAULT = message(
    "trigger_order_default", zh="場景未給出 order:{key} 的完整順序,{player} 的觸發型能力按觸發順序置入:{order}。",
    en="The scenario gives no complete order:{key}: {player}'s triggered abilities go on the stack in the order "
       "they triggered: {order}.")
TRIGGER_TO_STACK = message("trigger_to_stack", zh="{player} 的「{ability}」({source})置入效果堆疊。",
                           en="{player}'s “{ability}” ({source}) is put on the effect stack.")
TRIGGER_TO_STACK_TARGETS = message("trigger_to_stack_targets", zh="{player} 的「{ability}」({source})置入效果堆疊(目標:{targets})。",
                                   en="{player}'s “{ability}” ({source}) is put on the effect stack (targets: {targets}).")

# --- moving objects (moves.py) ------------------------------------------------------------------------------------
CARRIED = message("carried", zh=";其 {parts}隨之丟失(指示物不隨卡牌移到另一區域)",
                  en="; its {parts} are lost with it (counters do not follow a card to another zone)")
DAMAGE_POINTS = message("damage_points", zh="{count} 點傷害", en="{count} damage")
COUNTERS_OF = message("counters_of", zh="{count} 個{counter}指示物", en="{count} {counter} counter(s)")
DESTROYED_VERB = message("destroyed_verb", zh="被摧毀", en="is destroyed")
SACRIFICED_VERB = message("sacrificed_verb", zh="被犧牲", en="is sacrificed")
REGALIA_INSTEAD = message("regalia_instead", zh="{verb}時因為是王裝而轉而", en="(it {verb}, but as a regalia) ")
GONE = {  # why a card that is not on the field goes to the graveyard (to_graveyard)
    "discarded": message("gone.discarded", zh=" 被棄置", en=" is discarded"),
    "attack_failed": message("gone.attack_failed", zh=" 的攻擊失敗", en="'s attack fails"),
    "combat_over": message("gone.combat_over", zh=" 在戰鬥結束時離開意圖區", en=" leaves the intent zone at the end of combat"),
    "negated_attack": message("gone.negated_attack", zh=" 被無效,不造成傷害(勇士仍保持橫置)",
                              en=" is negated and deals no damage (the champion stays rested)"),
    "negated": message("gone.negated", zh=" 被無效", en=" is negated"),
    "fizzled": message("gone.fizzled", zh=" 沒有結算", en=" does not resolve"),
    "resolved": message("gone.resolved", zh=" 結算完畢", en=" has resolved"),
}
BANISHED = message("banished", zh="{card} {why}被放逐,置入其擁有者的放逐區;這不視為死亡或被摧毀{carried}。",
                   en="{card} {why}is banished into its owner's banishment; this is not dying or being destroyed"
                      "{carried}.")
BANISHED_NO_DEATH = message("banished_no_death", zh="{card} 被放逐而非送去墓地,其死亡能力不會觸發。",
                            en="{card} is banished, not put into the graveyard: its death abilities do not trigger.")
DESTROYED = message("destroyed", zh="{card} {verb},從場上直接置入其擁有者的墓地:視為死亡{carried}。",
                    en="{card} {verb}, going from the field straight into its owner's graveyard: it dies{carried}.")
REGALIA_BANISHED_INSTEAD = message("regalia_banished_instead", zh="{card}{what};它是王裝,轉而被放逐。",
                                   en="{card}{what}; it is a regalia, so it is banished instead.")
TO_GRAVEYARD = message("to_graveyard", zh="{card}{what},置入墓地。", en="{card}{what}, into the graveyard.")
REGALIA_TO_MATERIAL = message("regalia_to_material", zh="{card} 是王裝:要回到手牌時轉而回到其擁有者的原質牌庫{carried}。",
                              en="{card} is a regalia: returning to hand, it goes back to its owner's material deck "
                                 "instead{carried}.")
RETURNED_TO_HAND = message("returned_to_hand", zh="{card} 返回其擁有者的手牌{carried}。",
                           en="{card} returns to its owner's hand{carried}.")
DRAWS = message("draws", zh="{player} 抽牌:{cards}。", en="{player} draws: {cards}.")
DRAWS_NO_STACK = message("draws_no_stack", zh="{player} 抽牌:{cards}(抽牌不使用效果堆疊)。",
                         en="{player} draws: {cards} (drawing does not use the effect stack).")
DRAWS_FROM_EMPTY = message("draws_from_empty", zh="{player} 試圖從空的主牌庫抽牌(無牌可抽)。",
                           en="{player} tries to draw from an empty main deck (there is no card to draw).")

# --- effects (effects.py) -----------------------------------------------------------------------------------------
LEVEL_GATE_UNMET = message("level_gate_unmet", zh="{source} 的等級限定未滿足,限定之後的效果文本被無視。",
                           en="{source}'s level condition is not met: the effect text after it is ignored.")
LAST_KNOWN_POWER = message("last_known_power", zh="{source} 已離場,使用其最後已知的力量 {power}。",
                           en="{source} has left the field: its last known power {power} is used.")
STAT_MODIFIED = message("stat_modified", zh="{card} 的{stat} {delta:+d}({span})。",
                        en="{card}'s {stat} {delta:+d} ({span}).")
STAT_MODIFIED_NOW = message("stat_modified_now", zh="{card} 的{stat} {delta:+d}({span}),現為 {now}。",
                            en="{card}'s {stat} {delta:+d} ({span}), now {now}.")
COUNTERS_PLACED = message("counters_placed", zh="{card} 放置 {amount} 個 {counter} 指示物。",
                          en="{amount} {counter} counter(s) are put on {card}.")
RECOVERED = message("recovered", zh="{card} 恢復:移除傷害至 {damage}。",
                    en="{card} recovers: its damage is removed down to {damage}.")
PREVENTION_GAINED = message("prevention_gained", zh="{card} 獲得 {amount} 點{what}。",
                            en="{card} gains {amount} point(s) of {what}.")
PREVENTION_GAINED_FROM = message(
    "prevention_gained_from", zh="{card} 獲得 {amount} 點{what}(只防止 {sources} 造成的傷害)。",
    en="{card} gains {amount} point(s) of {what} (preventing only damage dealt by {sources}).")
WINS_BY_EFFECT = message("wins_by_effect", zh="效果指明 {player} 贏得遊戲。", en="An effect says {player} wins the game.")
LOSES_BY_EFFECT = message("loses_by_effect", zh="效果指明 {player} 輸掉遊戲。",
                          en="An effect says {player} loses the game.")
DISCARD_DEFAULT = message("discard_default", zh="場景未指定全部要棄置的卡,按默認棄置手牌中最後的:{cards}。",
                          en="The scenario does not name every card to discard: by default the last cards in hand "
                             "are discarded: {cards}.")
STATIC_ONLY = message("static_only", zh="{effect} 是靜止型效果,只能寫在 kind: static 的能力中。",
                      en="{effect} is a static effect: it can only be written in an ability of kind: static.")
NOT_IN_GA = message("not_in_ga", zh="{source} 的效果「{effect}」在 GA 規則中沒有對應的處理。",
                    en="{source}'s effect “{effect}” has no counterpart in the GA rules.")
