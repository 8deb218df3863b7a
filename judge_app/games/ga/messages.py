"""What ga's steps say, in Chinese (the trace's ``text``, the rulebook's traditional characters) and English: one
constant per message, both languages side by side (engine/messages.py). Parameters are names, labels and ids as
the scenario wrote them, numbers, lists of them, or other texts of this catalog."""

from __future__ import annotations

from collections.abc import Sequence
from functools import reduce

from judge_app.engine.messages import Catalog, Message, Text

M = Catalog("ga")
message = M.message


def chain(pair: Message, items: Sequence[Text | str]) -> Text | str:
    """Items joined two by two with ``pair`` (a message of ``{left}`` and ``{right}``): a list parameter is
    always joined by 、, these by ";", " → " or "/"."""
    return reduce(lambda left, right: pair(left=left, right=right), items)


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
NORM_ELEMENT = message("element.norm", zh="范式", en="Norm")  # model.NORM, the element every champion enables
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
CHAMPION_DAMAGE_KEPT = message(
    "champion_damage_kept", zh="{champions} 身上的傷害指示物保留:勇士的傷害不在回合結束時移除,直到被效果移除。",
    en="The damage counters on {champions} stay: a champion's damage is not removed at the end of the turn, only by an "
       "effect.")
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
BANISH_SELF_PAYABLE = message("banish_self_payable", zh="{card} 在場上,可以放逐它來支付此能力的費用。",
                              en="{card} is on the field: banishing it can pay this ability's cost.")
BANISH_SELF_NOT_ON_FIELD = message("banish_self_not_on_field", zh="{card} 不在場上,不能以放逐它來支付費用。",
                                   en="{card} is not on the field: it cannot be banished to pay the cost.")
BANISHED_AS_COST = message("banished_as_cost", zh="(作為激活費用)", en=" (as the activation cost)")
IF_HOLDS = message("if_holds", zh="{source} 的條件「{check}」此時成立。", en="{source}'s condition “{check}” holds now.")
IF_FAILS = message("if_fails", zh="{source} 的條件「{check}」此時不成立。", en="{source}'s condition “{check}” does not hold now.")
GATED_NOT_TRIGGERED = message("gated_not_triggered", zh="{source} 的「{ability}」前的限定條件未滿足,此能力不觸發。",
                              en="The condition before {source}'s “{ability}” is not met: the ability does not trigger.")
GATED_NOT_ACTIVATABLE = message("gated_not_activatable", zh="{source} 的「{ability}」前的限定條件未滿足,不能激活此能力。",
                                en="The condition before {source}'s “{ability}” is not met: it cannot be activated.")
GATED_MET = message("gated_met", zh="{source} 的「{ability}」前的限定條件已滿足。",
                    en="The condition before {source}'s “{ability}” is met.")
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

# --- state-based effects and the end of the game (checks.py) -----------------------------------------------------
SEMICOLON_PAIR = message("semicolon_pair", zh="{left};{right}", en="{left}; {right}")


FULL_STOP = message("full_stop", zh="。", en=".")
SBE_CHECK = message("sbe_check", zh="檢查基於狀態的效果(遊戲效果發生時沒有玩家獲得機會)。",
                    en="State-based effects are checked (no player receives an opportunity while game effects "
                       "happen).")
SBE_ALLY_DAMAGE = message("sbe_ally_damage", zh="{card} 標記的傷害 {damage} ≥ 生命 {life}。",
                          en="The damage marked on {card}, {damage}, ≥ its life {life}.")
SBE_NO_DURABILITY = message("sbe_no_durability", zh="{card} 沒有耐久指示物了。",
                            en="{card} has no durability counters left.")
CONTROLS = message("controls", zh="{player} 控制 {card}", en="{player} controls {card}")
UNIQUE_SHARED = message(
    "unique_shared", zh="場上有 {count} 個名為「{name}」的唯一物件,但分別由不同玩家控制({each}):"
                        "唯一只限制同一位玩家控制的同名物件,每位玩家都只控制一個,沒有人需要犧牲。",
    en="There are {count} unique objects named “{name}” on the field, but each under a different player ({each}): "
       "uniqueness limits only same-named objects one player controls; each player controls just one, so nobody "
       "sacrifices.")
KEEP_FIRST_LISTED = message("keep_first_listed", zh="(它們在場景開始時都已在場,先後不明)場景中先列出的 {card}",
                            en="the one the scenario lists first, {card} (all were on the field when the scenario "
                               "starts, in an unknown order)")
KEEP_LAST_ARRIVED = message("keep_last_arrived", zh="最後進場的 {card}(第 {step} 步進場;{others})",
                            en="the one that entered the field last, {card} (entered at step {step}; {others})")
ENTERED_AT = message("entered_at", zh="{card} 第 {step} 步進場", en="{card} entered at step {step}")
THERE_AT_START = message("there_at_start", zh="{card} 場景開始時已在場",
                         en="{card} was on the field when the scenario starts")
UNIQUE_DEFAULT = message(
    "unique_default", zh="{player} 控制了 {count} 個同名唯一物件「{name}」;場景未給出 {key},"
                         "由 {player} 選擇保留其中之一,按默認保留{why},其餘犧牲。",
    en="{player} controls {count} same-named unique objects “{name}”; the scenario does not give {key}: {player} "
       "chooses one to keep; by default they keep {why}, and the rest are sacrificed.")
UNIQUE_KEEPS = message("unique_keeps", zh="{player} 控制了 {count} 個同名唯一物件「{name}」,選擇保留 {card},其餘犧牲。",
                       en="{player} controls {count} same-named unique objects “{name}” and chooses to keep {card}; "
                          "the rest are sacrificed.")
CHOICE_GIVEN_AT = message("choice_given_at", zh="場景給出的 {key}(actions.{action}.choices.{index}.cards)",
                          en="The {key} the scenario gives (actions.{action}.choices.{index}.cards)")
UNIQUE_STRANGERS = message(
    "unique_strangers", zh="{where}點名的 {cards} 不是 {player} 控制的同名唯一物件「{name}」之一(候選:{candidates})",
    en="{where} names {cards}, which is not one of the same-named unique objects “{name}” {player} controls "
       "(candidates: {candidates})")
UNIQUE_NAMES_SEVERAL = message("unique_names_several", zh="{where}點名了 {count} 個候選({cards}),但只能選擇保留其中一個",
                               en="{where} names {count} candidates ({cards}), but only one of them can be kept")
UNIQUE_NAMES_NONE = message("unique_names_none", zh="{where}沒有點名任何卡(候選:{candidates})",
                            en="{where} names no card (candidates: {candidates})")
PROBLEM_THEN = message("problem_then", zh="{problem}{then}", en="{problem}{then}")
KEEP_ONLY_NAMED = message("keep_only_named", zh=";只按其中的候選保留 {card}。",
                          en="; only the candidate among them is kept: {card}.")
INVALID_KEEP_DEFAULT = message("invalid_keep_default", zh=";此選擇無效,改按默認保留{why},其餘犧牲。",
                               en="; this choice is invalid: by default they keep {why} instead, and the rest are "
                                  "sacrificed.")
WINS_AND_LOSES = message("wins_and_loses", zh="{player} 同時贏得並輸掉遊戲:輸掉遊戲優先。",
                         en="{player} both wins and loses the game at once: losing takes precedence.")
ALL_LOSE_DRAW = message("all_lose_draw", zh="雙方同時輸掉遊戲({players}),遊戲為平局。",
                        en="Both sides lose the game at once ({players}): the game is a draw.")
CHAMPION_DEFEATED_WIN = message(
    "champion_defeated_win", zh="{loser} 的勇士被擊敗,輸掉遊戲:{winner} 擊敗了所有對手的勇士,所有對手都輸掉了遊戲,"
                                "{winner} 獲勝。",
    en="{loser}'s champion is defeated and they lose the game: {winner} has defeated every opposing champion, every "
       "opponent has lost, {winner} wins.")
OPPONENTS_LOST_WIN = message("opponents_lost_win", zh="{loser} 輸掉遊戲,{winner} 的所有對手都輸掉了遊戲,{winner} 獲勝。",
                             en="{loser} loses the game; every opponent of {winner} has lost, {winner} wins.")
EFFECT_WIN = message("effect_win", zh="結算完成的效果指明 {player} 贏得遊戲。",
                     en="An effect that has resolved says {player} wins the game.")
ALL_WIN_DRAW = message("all_win_draw", zh="所有玩家同時贏得遊戲,遊戲為平局。",
                       en="Every player wins the game at once: the game is a draw.")

# --- attacks and combat (combat.py) --------------------------------------------------------------------------------
REST_AS_COST = message("rest_as_cost", zh="橫置 {unit} 作為攻擊的費用。", en="{unit} is rested as the cost of the attack.")
USING = message("using", zh="(使用 {parts})", en=" (using {parts})")
ATTACK_DECLARED = message(
    "attack_declared", zh="攻擊宣言:{attacker}{using} 攻擊 {target};{defender} 為防禦玩家。"
                          "攻擊宣言不使用效果堆疊、不能被響應,遊戲立即進入戰鬥階段。",
    en="Attack declaration: {attacker}{using} attacks {target}; {defender} is the defending player. An attack "
       "declaration does not use the effect stack and cannot be responded to; the game is at once in the combat "
       "phase.")
NO_ATTACK_TRIGGERS = message("no_attack_triggers", zh="沒有攻擊時觸發的效果,推進到反擊步驟。",
                             en="No effect triggers on the attack: the game advances to the retaliation step.")
ATTACK_CARD_TO_INTENT = message(
    "attack_card_to_intent", zh="{card} 結算:從效果堆疊放入勇士的意圖區,直到戰鬥結束都當作攻擊;"
                                "結算與進入意圖區之間沒有時間窗口。",
    en="{card} resolves: it goes from the effect stack into the champion's intent zone and counts as the attack "
       "until the end of combat; there is no window between resolving and entering the intent zone.")
ATTACK_TARGET_GONE = message("attack_target_gone", zh="無法宣言攻擊目標(目標已不在場或不合法),這次攻擊立即失敗。",
                             en="The attack's target cannot be declared (it has left the field or is not legal): the "
                                "attack fails at once.")
RETALIATION_STEP = message("retaliation_step", zh="反擊步驟。", en="Retaliation step.")
TO_DAMAGE_STEP = message("to_damage_step", zh="推進到傷害步驟。", en="The game advances to the damage step.")
AFTER_DAMAGE_STEP = message("after_damage_step", zh="傷害步驟之後,推進到戰鬥結束的回合動作。",
                            en="After the damage step, the game advances to the end of combat turn action.")
COMBAT_OVER = message("combat_over", zh="戰鬥階段結束,遊戲返回回合玩家的主要階段。",
                      en="The combat phase ends; the game returns to the turn player's main phase.")
NO_RETALIATION = message("no_retaliation", zh="{why}。", en="{why}.")
NO_RETALIATION_TARGET_GONE = message("no_retaliation.target_gone", zh="被攻擊的單位已不在場",
                                     en="The attacked unit is no longer on the field")
NO_RETALIATION_CHAMPION = message("no_retaliation.champion", zh="{unit} 是勇士,本身沒有力量,不能反擊",
                                  en="{unit} is a champion, with no power of its own: it cannot retaliate")
NO_RETALIATION_RESTED = message("no_retaliation.rested", zh="{unit} 處於橫置狀態,只有重置的防禦單位可以反擊",
                                en="{unit} is rested; only an awake defending unit can retaliate")
NO_RETALIATION_POWER = message("no_retaliation.power", zh="{unit} 沒有力量或力量為0或更低,不能反擊",
                               en="{unit} has no power, or power 0 or less: it cannot retaliate")
NO_RETALIATION_ATTACKER_GONE = message("no_retaliation.attacker_gone", zh="攻擊單位已不在場",
                                       en="The attacking unit is no longer on the field")
RETALIATES = message("retaliates", zh="{unit} 橫置並反擊:攻擊單位成為其反擊目標,傷害步驟中它按力量對其造成傷害。",
                     en="{unit} rests and retaliates: the attacking unit becomes its retaliation target; in the damage "
                        "step it deals damage equal to its power to it.")
DECLINES_RETALIATION = message("declines_retaliation", zh="{player} 選擇不反擊。", en="{player} chooses not to retaliate.")
ALLY_POWER = message("ally_power", zh="{unit} 的力量 {power}{buffs}", en="{unit}'s power {power}{buffs}")
PART_POWER = message("part_power", zh="{card} 力量 {power}", en="{card} power {power}")
WEAPON_LEFT = message("weapon_left", zh="{weapon} 已離場,不造成傷害", en="{weapon} has left the field and deals no damage")
NO_POWER_SOURCE = message("no_power_source", zh="{unit} 沒有力量來源", en="{unit} has no source of power")
BUFF_NOTE = message("buff_note", zh="(含 {count} 個增益指示物,在其他修改之後各+1)",
                    en=" (including {count} buff counter(s), +1 each after every other modification)")
DAMAGE_STEP = message("damage_step", zh="傷害步驟:攻擊單位對其目標、反擊單位對其反擊目標同時造成傷害;"
                                        "期間不給予機會,玩家不能進行任何動作。",
                      en="Damage step: the attacking unit deals damage to its target and the retaliating unit to its "
                         "retaliation target, at the same time; no opportunity is given meanwhile and players cannot "
                         "take any action.")
ATTACKER_LEFT = message("attacker_left", zh="攻擊單位在傷害步驟前離場,絕不會造成其本會造成的傷害。",
                        en="The attacking unit left the field before the damage step: it never deals the damage it "
                           "would have dealt.")
TARGET_LEFT = message("target_left", zh="被攻擊的物件在傷害步驟前離場,絕不會受到其本會受到的傷害。",
                      en="The attacked object left the field before the damage step: it never takes the damage it "
                         "would have taken.")
ATTACK_DAMAGE = message("attack_damage", zh="攻擊傷害 = {how} = {amount}(傷害來源為攻擊單位 {attacker})。",
                        en="Attack damage = {how} = {amount} (the damage source is the attacking unit {attacker}).")
RETALIATOR_LEFT = message("retaliator_left", zh="反擊單位 {unit} 在傷害步驟前離場,不會造成也不會受到傷害。",
                          en="The retaliating unit {unit} left the field before the damage step: it neither deals nor "
                             "takes damage.")
RETALIATION_DAMAGE = message("retaliation_damage", zh="反擊傷害 = {unit} 的力量 {power}{buffs}。",
                             en="Retaliation damage = {unit}'s power {power}{buffs}.")
DURABILITY_LOST = message("durability_lost", zh="{weapon} 參與了傷害計算,移除一個耐久指示物(剩 {left}){end}",
                          en="{weapon} took part in the damage calculation: one durability counter is removed ({left} "
                             "left){end}")
DURABILITY_LOST_ANYWAY = message("durability_lost_anyway", zh=";傷害雖被防止,耐久仍照常移除。",
                                 en="; the damage was prevented, but durability is removed all the same.")
NO_DURABILITY_LOSS = message("no_durability_loss", zh="沒有進行傷害計算,{weapon} 不失去耐久。",
                             en="No damage was calculated: {weapon} loses no durability.")
END_OF_COMBAT = message("end_of_combat", zh="戰鬥結束:檢查基於狀態的效果;傷害步驟中觸發的能力在此置入效果堆疊。",
                        en="End of combat: state-based effects are checked; abilities that triggered in the damage "
                           "step are put on the effect stack now.")

# --- damage (damage.py) ----------------------------------------------------------------------------------------------
MODIFIER_THIS_ATTACK = message("modifier_this_attack", zh="{source}「{ability}」(此攻擊的傷害,傷害合併後適用)",
                               en="{source} “{ability}” (this attack's damage, applied after the damage is combined)")
MODIFIER = message("modifier", zh="{source}「{ability}」", en="{source} “{ability}”")
MODIFIER_WRONG_SOURCE = message(
    "modifier_wrong_source", zh="{modifier}只修改其指明來源造成的傷害;此傷害的來源是 {source},不適用。",
    en="{modifier} modifies only the damage its named sources deal; this damage's source is {source}: it does not "
       "apply.")
SHIELD_KIND = message("shield_kind.shield", zh="護盾", en="Shield")
INSTANCE_KIND = message("shield_kind.instance", zh="實例", en="Instance")
SOME_SOURCE = message("some_source", zh="指明來源", en="the named sources")
PREVENTION_WRONG_SOURCE = message(
    "prevention_wrong_source", zh="{kind}防止(來自 {origin})只防止 {sources} 造成的傷害;此傷害的來源是 {source},不適用。",
    en="{kind} prevention (from {origin}) prevents only damage dealt by {sources}; this damage's source is {source}: "
       "it does not apply.")
PREVENTION_LABEL = message("prevention_label", zh="{kind}防止({amount}點,來自 {origin})",
                           en="{kind} prevention ({amount}, from {origin})")
ORDER_IDLE = message("order_idle", zh="{key} 的順序中 {keys} 對這次傷害不適用,不參與排序。",
                     en="In the order {key}, {keys} do(es) not apply to this damage and take(s) no part in the order.")
ORDER_LEAVES_OUT_DAMAGE = message(
    "order_leaves_out_damage", zh="{key} 的順序沒有列出適用的 {effects};由控制者決定順序,"
                               "此處按列出的順序之後、場上順序置於最後(場景應補全順序)。",
    en="The order {key} does not list {effects}, which apply; the controller decides the order: here they go after "
       "the listed ones, in field order (the scenario should complete the order).")
REPLACEMENT_ORDER_CHOSEN = message("replacement_order_chosen", zh="{player} 選擇替換型效果的適用順序:{order}。",
                                   en="{player} chooses the order the replacement effects apply in: {order}.")
REPLACEMENT_ORDER_DEFAULT = message(
    "replacement_order_default", zh="場景未給出 {key} 的順序;由承受傷害物件的控制者 {player} 決定,按默認取使傷害最小的順序:"
                                 "{order}。",
    en="The scenario gives no order {key}; the damaged object's controller {player} decides; by default the order "
       "that makes the damage least: {order}.")
ARROW_CHAIN = message("arrow_chain", zh="{left} → {right}", en="{left} → {right}")


DAMAGE_ADDED = message("damage_added", zh="{modifier}:傷害 {before} → {after}。",
                       en="{modifier}: damage {before} → {after}.")
DAMAGE_DOUBLED = message("damage_doubled", zh="{modifier}:傷害翻倍 {before} → {after}。",
                         en="{modifier}: damage doubled {before} → {after}.")
CANNOT_PREVENT = message("cannot_prevent", zh="{modifier} 是防止效果,不能防止不可防止的傷害({amount})。",
                         en="{modifier} is a prevention effect: it cannot prevent unpreventable damage ({amount}).")
DAMAGE_PREVENTED = message("damage_prevented", zh="{modifier}:防止 {prevented} 點,傷害 {before} → {after}。",
                           en="{modifier}: {prevented} prevented, damage {before} → {after}.")
INSTANCE_USED = message("instance_used", zh="{modifier}:實例防止效果嘗試防止此傷害後即被用掉{unpreventable},"
                                          "傷害 {before} → {after}。",
                        en="{modifier}: the instance prevention effect is used up once it tries to prevent this "
                           "damage{unpreventable}, damage {before} → {after}.")
INSTANCE_UNPREVENTABLE = message("instance_unpreventable", zh="(傷害不可防止,沒有防止任何傷害)",
                                 en=" (the damage is unpreventable: nothing was prevented)")
SHIELD_UNTOUCHED = message("shield_untouched", zh="{modifier}:不可防止的傷害不會消減護盾,護盾仍剩 {left} 點。",
                           en="{modifier}: unpreventable damage does not wear the shield down; the shield still has "
                              "{left} left.")
SHIELD_ABSORBS = message("shield_absorbs", zh="{modifier}:吸收 {absorbed} 點傷害,護盾剩 {left} 點;傷害 {before} → {after}。",
                         en="{modifier}: absorbs {absorbed} damage, the shield has {left} left; damage {before} → "
                            "{after}.")
UNPREVENTABLE_DAMAGE = message("unpreventable_damage", zh="{source} 對 {target} 的 {amount} 點傷害是不可防止的傷害。",
                               en="The {amount} damage {source} deals to {target} is unpreventable damage.")
ZERO_DAMAGE = message("zero_damage", zh="{source} 對 {target} 造成 0 點傷害:不視為造成了傷害,也沒有命中。",
                      en="{source} deals 0 damage to {target}: this is not dealing damage, and it does not hit.")
ATTACK_DAMAGE_KIND = message("damage_kind.attack", zh="攻擊傷害", en="attack damage")
NON_ATTACK_DAMAGE_KIND = message("damage_kind.non_attack", zh="非攻擊傷害", en="non-attack damage")
MARKED_ON_CHAMPION = message("marked_on_champion", zh="勇士上放置傷害指示物",
                             en="damage counters are put on the champion")
MARKED_ON_ALLY = message("marked_on_ally", zh="盟友上標記傷害", en="damage is marked on the ally")
DAMAGE_DEALT = message("damage_dealt", zh="{source} 對 {target} 造成 {amount} 點{kind}({where},累計 {total})。",
                       en="{source} deals {amount} {kind} to {target} ({where}, {total} in all).")
ALLY_SURVIVES = message("ally_survives", zh="{card} 標記的傷害 {damage} < 生命 {life}:不會因此被摧毀。",
                        en="The damage marked on {card}, {damage}, < its life {life}: it is not destroyed by this.")
CHAMPION_SURVIVES = message("champion_survives", zh="{card} 的傷害指示物 {damage} < 生命 {life}:勇士沒有被擊敗。",
                            en="{card}'s damage counters {damage} < its life {life}: the champion is not defeated.")

# --- the effect stack (stack.py) -----------------------------------------------------------------------------------
ON_STACK = message("on_stack", zh="{card} 進入效果堆疊等待結算(由打出它的 {player} 控制)。",
                   en="{card} goes on the effect stack to wait for resolution (controlled by {player}, who played it).")
ENLIGHTEN_RESOLVES = message("enlighten_resolves", zh="{source} 的啟迪能力結算:抽一張牌。",
                             en="{source}'s enlighten ability resolves: draw a card.")
NO_SUCH_ABILITY = message("no_such_ability", zh="{source} 沒有能力「{ability}」。",
                          en="{source} has no ability “{ability}”.")
ABILITY_RESOLVES = message("ability_resolves", zh="效果堆疊最上方的「{ability}」({source})結算(先入後出)。",
                           en="“{ability}” ({source}), at the top of the effect stack, resolves (last in, first out).")
ZONE_OF = message("zone_of", zh="{player}的{zone}", en="{player}'s {zone}")
SOURCE_LEFT_STILL_RESOLVES = message(
    "source_left_still_resolves", zh="其來源 {source} 已離開場地(現在在{zone}):置於效果堆疊中的能力"
                                     "獨立於其來源而存在,仍然結算。",
    en="Its source {source} has left the field (it is now in {zone}): an ability on the effect stack exists "
       "independently of its source and still resolves.")
TARGETS_GONE = message("targets_gone", zh="必要目標 {targets} 在結算時已不合法,整個效果不結算。",
                       en="The required targets {targets} are no longer legal on resolution: the whole effect does not "
                          "resolve.")
TARGETS_STILL_LEGAL = message("targets_still_legal", zh="目標 {targets} 在結算時仍然合法。",
                              en="The targets {targets} are still legal on resolution.")
MODE_CHOSEN = message("mode_chosen", zh="「{ability}」選擇第 {mode} 個模式{default}。",
                      en="“{ability}”: mode {mode} is chosen{default}.")
BY_DEFAULT_NOT_GIVEN = message("by_default_not_given", zh="(場景未給出,按默認)",
                               en=" (the scenario does not say: the default)")
DECLINES_MAY = message("declines_may", zh="{player} 選擇不執行「{ability}」(可以)。",
                       en="{player} chooses not to carry out “{ability}” (they may).")
USES_MAY = message("uses_may", zh="{player} 選擇執行(可以){default};如果這麼做了,其後的效果也執行。",
                   en="{player} chooses to do it (they may){default}; having done it, what follows happens too.")
MAY_NOT_DONE = message("may_not_done", zh="{source} 的「可以」部分沒有改變任何事物,沒有「這麼做」,其後的效果不執行。",
                       en="{source}'s “may” part changed nothing: it was not done, so what follows does not happen.")
CARD_TEXT_ABOUT_TO_APPLY = message("card_text_about_to_apply", zh="卡牌能力文本即將生效。",
                                   en="Card ability text is about to take effect.")
TEXT_IGNORED = message("text_ignored", zh="按所選解讀,此能力文本被無視。",
                       en="By the reading chosen, this ability text is ignored.")
CARD_RESOLVES = message("card_resolves", zh="效果堆疊最上方的 {card} 結算(先入後出,按結算時的遊戲狀態)。",
                        en="{card}, at the top of the effect stack, resolves (last in, first out, by the game state "
                           "at resolution).")
CARD_FIZZLES = message("card_fizzles", zh="{card} 的必要目標 {targets} 在結算時已不合法:整張卡不結算。",
                       en="{card}'s required targets {targets} are no longer legal on resolution: the whole card does "
                          "not resolve.")
CARD_TARGETS_LEGAL = message("card_targets_legal", zh="{card} 的目標 {targets} 在結算時仍然合法。",
                             en="{card}'s targets {targets} are still legal on resolution.")
ENTERS_FIELD = message("enters_field", zh="{card} 進入場地,由其控制者控制{ready}{durability}。",
                       en="{card} enters the field under its controller's control{ready}{durability}.")
ENTERS_AWAKE = message("enters_awake", zh=",以重置狀態入場", en=", awake")
ENTERS_WITH_DURABILITY = message("enters_with_durability", zh=",帶有 {count} 個耐久指示物",
                                 en=", with {count} durability counter(s)")
LEVEL_CHECK_FAILS = message("level_check_fails", zh="等級檢查未通過:{card} 的印刷等級 {level},需要 {need}。",
                            en="The level check fails: {card}'s printed level is {level}, {need} is needed.")
LEVEL_CHECK_PASSES = message(
    "level_check_passes", zh="等級檢查與血統世系檢查通過:{card} 的印刷等級 {level} = {top} 的印刷等級 {top_level} + 1。",
    en="The level and lineage checks pass: {card}'s printed level {level} = {top}'s printed level {top_level} + 1.")
LEVELED_UP = message("leveled_up", zh="{card} 以重置狀態放置在 {top} 之上(升級勇士);血統世系是單獨的物件,"
                                    "傷害 {damage} 與指示物 {counters} 一起保留。",
                     en="{card} is put awake on top of {top} (the champion levels up); the lineage is a single "
                        "object: its damage {damage} and counters {counters} are kept together.")
LEVEL_UP_WAKES = message("level_up_wakes", zh="原勇士處於橫置狀態,因升級而被重置。",
                         en="The previous champion was rested: leveling up wakes it up.")
ZONE_NAMES = {  # model.ZONES, by key
    "material": message("zone.material", zh="原質牌庫", en="material deck"),
    "deck": message("zone.deck", zh="主牌庫", en="main deck"),
    "hand": message("zone.hand", zh="手牌", en="hand"),
    "memory": message("zone.memory", zh="回憶區", en="memory"),
    "lineage": message("zone.lineage", zh="血統世系(下層勇士)", en="lineage (the champions beneath)"),
    "intent": message("zone.intent", zh="意圖區", en="intent zone"),
    "graveyard": message("zone.graveyard", zh="墓地", en="graveyard"),
    "banishment": message("zone.banishment", zh="放逐區", en="banishment"),
    "field": message("zone.field", zh="場地", en="field"),
    "stack": message("zone.stack", zh="效果堆疊", en="effect stack"),
}

# --- playing cards, abilities, passing, conceding (play.py) ---------------------------------------------------------
UNDEFINED_KEYWORD = message("undefined_keyword", zh="{card} 具有關鍵詞「{keyword}」,規則書只提及、從未定義它;此處不套用其效果。",
                            en="{card} has the keyword “{keyword}”, which the rulebook mentions but never defines; its "
                               "effect is not applied here.")
CHAMPION_PLACED = message("champion_placed", zh="{card} 以正面朝上的重置狀態放置入場:特殊遊戲動作,不是實現,不能被響應。",
                          en="{card} is put onto the field face up and awake: a special game action, not a "
                             "materialization, which cannot be responded to.")
MATERIALIZE_ANNOUNCED = message("materialize_announced", zh="{player} 宣告實現 {card} 並向所有玩家展示;卡牌被拿起放入效果堆疊。",
                                en="{player} announces materializing {card} and reveals it to every player; the card "
                                   "is picked up and put on the effect stack.")
CHAMPION_ELEMENT_FREE = message("champion_element_free", zh="勇士卡牌實現時不受元素限定制約({card} 的元素 {element})。",
                                en="A champion card is not bound by element restrictions when materialized ({card}'s "
                                   "element is {element}).")
A_CHAMPION = message("a_champion", zh="勇士", en="the champion")
LEVEL_UP_ONE_HIGHER = message("level_up_one_higher",
                              zh="升級:{card} 的印刷等級 {level} 比 {top} 的印刷等級高1(不考慮等級指示物等修改)。",
                              en="Level up: {card}'s printed level {level} is 1 higher than {top}'s printed level (level "
                                 "counters and other modifications aside).")
ELEMENT_ENABLED_FOR = message("element_enabled_for", zh="元素 {element} 已對 {player} 啟用。",
                              en="The element {element} is enabled for {player}.")
MATERIALIZE_RULE_EMPTY = message(
    "materialize_rule_empty", zh="2.3.2.5 在本譯本中為空(翻譯缺陷);按 2.3.2.6 起的步驟繼續:目標、費用、合法性檢查、支付。",
    en="2.3.2.5 is empty in this translation (a translation defect); the procedure goes on from 2.3.2.6: targets, "
       "costs, legality check, payment.")
COSTS_COMPUTED = message("costs_computed", zh="計算費用:{cost}{extra}。", en="Costs are computed: {cost}{extra}.")
EXTRA_REST_CHAMPION = message("extra_rest_champion", zh=";另有額外費用:橫置勇士",
                              en="; there is an additional cost: resting the champion")
MATERIALIZE_LEGAL = message("materialize_legal", zh="實現的合法性檢查通過。",
                            en="The materialization's legality check passes.")
NON_TURN_SLOW_CONTEXT = message("non_turn_slow_context", zh="非回合玩家 {player} 以低速激活 {card}。",
                                en="The non-turn player {player} activates {card} at slow speed.")
SLOW = message("speed.slow", zh="低速", en="slow")
FAST = message("speed.fast", zh="高速", en="fast")
ACTIVATE_ANNOUNCED = message("activate_announced", zh="{player} 宣告激活 {card} 並向所有玩家展示({speed},具有機會)。",
                             en="{player} announces activating {card} and reveals it to every player ({speed}, holding "
                                "the opportunity).")
ELEMENT_CHECK = message("element_check", zh="元素檢查:{card} 的元素 {element} 在已啟用的元素({enabled})之中。",
                        en="Element check: {card}'s element {element} is among the enabled elements ({enabled}).")
MODE_OF_CARD = message("mode_of_card", zh="選擇模式:第 {mode} 個{default}。", en="Mode chosen: mode {mode}{default}.")
MODE_DEFAULT_FIRST = message("mode_default_first", zh="(場景未給出 mode,按默認第1個)",
                             en=" (the scenario gives no mode: the first, by default)")
NOT_NAMED = message("not_named", zh="未指明", en="not named")
ATTACK_CARD_NO_TARGET_YET = message("attack_card_no_target_yet", zh="攻擊卡牌在進入意圖區前不需要指明目標(計劃攻擊 {target})。",
                                    en="An attack card need not name its target before it enters the intent zone "
                                       "(planned target: {target}).")
TARGETS_CHOSEN = message("targets_chosen", zh="選擇目標:{targets}。", en="Targets chosen: {targets}.")
ACTIVATE_LEGAL = message("activate_legal", zh="激活的合法性檢查通過。", en="The activation's legality check passes.")
ENLIGHTEN_ACTIVATED = message(
    "enlighten_activated", zh="{player} 激活 {card} 的固有能力「移除3個啟迪指示物:抽一張牌」(支付費用後剩 {left} 個)。"
                              "激活型能力默認使用高速。",
    en="{player} activates {card}'s inherent ability “Remove 3 enlighten counters: draw a card” ({left} left after "
       "paying the cost). Activated abilities are fast by default.")
ABILITY_ACTIVATED = message("ability_activated", zh="{player} 宣稱激活 {card} 的「{ability}」並支付費用({costs})。",
                            en="{player} declares activating {card}'s “{ability}” and pays its costs ({costs}).")
COST_PART = message("cost_part", zh="{kind} {amount}", en="{kind} {amount}")
ABILITY_ON_STACK = message("ability_on_stack", zh="能力進入效果堆疊待結算。",
                           en="The ability goes on the effect stack to wait for resolution.")
MATERIALIZES_NOTHING = message("materializes_nothing", zh="{player} 不實現任何卡牌:沒有玩家收到機會。",
                               en="{player} materializes no card: no player receives an opportunity.")
PASSES = message("passes", zh="{player} 傳遞機會。", en="{player} passes the opportunity.")
PHASE_MAY_END = message("phase_may_end", zh="效果堆疊為空且所有玩家都相繼傳遞了機會:此階段/步驟可以結束。",
                        en="The effect stack is empty and every player has passed the opportunity in succession: this "
                           "phase/step may end.")
ALL_PASS_IN_ORDER = message("all_pass_in_order", zh="{players} 依回合順序相繼傳遞機會。",
                            en="{players} pass the opportunity in turn order, one after another.")
CONCEDES = message("concedes", zh="{player} 投降(不受時機限制);雙人遊戲中對手 {winner} 立即贏得遊戲。",
                   en="{player} concedes (at any time); in a two-player game the opponent {winner} wins the game at "
                      "once.")

# --- costs (costs.py) -------------------------------------------------------------------------------------------------
RESERVE_COST = message("cost_kind.reserve", zh="保留費用", en="reserve cost")
MEMORY_COST = message("cost_kind.memory", zh="回憶費用", en="memory cost")
COST_MODIFIED_BY = message("cost_modified_by", zh="{source} {delta:+d}", en="{source} {delta:+d}")
COST_BELOW_ZERO = message("cost_below_zero", zh="{raw} 低於0,設為0", en="{raw} is below 0, so 0")
NO_COST_OF_KIND = message("no_cost_of_kind", zh="沒有{kind}", en="no {kind}")
COST_BASE = message("cost_base", zh="基礎 {base}", en="base {base}")
COST_X = message("cost_x", zh="X={x}", en="X={x}")
COST_TOTAL = message("cost_total", zh="{kind} {total}({parts})", en="{kind} {total} ({parts})")
RESERVE_DEFAULT = message("reserve_default", zh="場景未指明全部 {count} 張保留的卡(reserve),按默認保留手牌中最後的:{cards}。",
                          en="The scenario does not name all {count} cards to reserve (reserve): by default the last "
                             "cards in hand are reserved: {cards}.")
RESERVE_PAID = message("reserve_paid", zh="{player} 支付保留費用:從手牌將 {cards} 正面朝下置入回憶區(保留到下次回收)。",
                       en="{player} pays the reserve cost: {cards} go from their hand face down into their memory "
                          "(kept until the next recollection).")
MEMORY_PICK_GONE = message("memory_pick_gone", zh="場景指明的回憶區卡牌中有 {count} 張此時不在回憶區(或超過費用):其餘改為隨機選擇。",
                           en="{count} of the memory cards the scenario names are not in memory now (or exceed the "
                              "cost): the rest are chosen at random instead.")
MEMORY_RANDOM_PICK = message("memory_random_pick", zh="場景未給出隨機選中的回憶區卡牌,按種子 seed={seed} 隨機選擇:{cards}。",
                             en="The scenario does not give the memory cards the random pick chose: chosen at random "
                                "with seed={seed}: {cards}.")
MEMORY_PAID = message("memory_paid", zh="{player} 支付回憶費用:從回憶區隨機選擇的 {cards} 同時被放逐;期間玩家不能獲得機會。",
                      en="{player} pays the memory cost: {cards}, chosen at random from their memory, are banished at "
                         "once; no player can receive an opportunity meanwhile.")

# --- legality checks (legality.py): what makes an action legal, or why it is refused ------------------------------
DECIDING = message("deciding", zh="{player} 正在決定({kind})", en="{player} is deciding ({kind})")
NOBODY_HOLDS_OPPORTUNITY = message("nobody_holds_opportunity", zh="沒有玩家具有機會", en="no player holds the opportunity")
HAS_OPPORTUNITY = message("has_opportunity", zh="{player} 具有機會。", en="{player} holds the opportunity.")
NO_OPPORTUNITY_NOW = message("no_opportunity_now", zh="{player} 現在沒有機會:{holder}。",
                             en="{player} does not hold the opportunity now: {holder}.")
SLOW_NOT_TURN_PLAYER = message("slow_not_turn_player", zh="{what}是低速玩家動作,{player} 不是回合玩家。",
                               en="{what} is a slow player action, and {player} is not the turn player.")
SLOW_NON_TURN_ALLOWED = message("slow_non_turn_allowed",
                                zh="{what}是低速玩家動作;按所選解讀,非回合玩家在主要階段具有機會時可以進行。",
                                en="{what} is a slow player action; by the reading chosen, the non-turn player may take "
                                   "it in the main phase while holding the opportunity.")
SLOW_OK = message("slow_ok", zh="{what}是低速玩家動作:回合玩家在主要階段、效果堆疊清空時可以進行。",
                  en="{what} is a slow player action: the turn player may take it in the main phase with the effect "
                     "stack empty.")
SLOW_NOT_NOW = message("slow_not_now", zh="{what}是低速玩家動作:只能在主要階段、效果堆疊清空時進行(現在:{phase}{stack})。",
                       en="{what} is a slow player action: it can only be taken in the main phase with the effect stack "
                          "empty (now: {phase}{stack}).")
STACK_HOLDS = message("stack_holds", zh=",堆疊中有 {count} 項", en=", {count} item(s) on the stack")
ACTIVATING = message("activating", zh="激活 {card} ", en="Activating {card}")
DECLARING_ATTACK = message("declaring_attack", zh="宣言攻擊", en="Declaring an attack")
GAME_IS_OVER = message("game_is_over", zh="遊戲已經結束。", en="The game is already over.")
MAY_CONCEDE = message("may_concede", zh="{player} 可以在任何時候投降。", en="{player} may concede at any time.")
NO_SUCH_ACTION = message("no_such_action", zh="GA 沒有 {action} 動作。", en="GA has no {action} action.")
MAY_DECLINE = message("may_decline", zh="「{ability}」是「可以」型能力,結算時可以選擇不執行。",
                      en="“{ability}” is a “may” ability: on resolution the player may choose not to carry it out.")
MAY_NOT_DECLINE = message("may_not_decline", zh="「{ability}」不是「可以」型能力:觸發型能力自動結算,不能選擇不執行。",
                          en="“{ability}” is not a “may” ability: a triggered ability resolves by itself and cannot "
                             "be declined.")
ORDER_REFUSED = message("order_refused", zh="{key} 的順序中{problems}。", en="In the order {key}, {problems}.")
NOT_TRIGGERED_ABILITIES = message("not_triggered_abilities", zh="{keys} 不是任何物件的觸發型能力",
                                  en="{keys} is not a triggered ability of any object")
LISTED_TWICE = message("listed_twice", zh="{keys} 重複列出", en="{keys} is listed more than once")
MODE_OK = message("mode_ok", zh="{key} 選擇第 {mode} 個模式(共 {count} 個)。",
                  en="{key} chooses mode {mode} (of {count}).")
NO_SUCH_MODE = message("no_such_mode", zh="{key} 只有 {count} 個模式,沒有第 {mode} 個。",
                       en="{key} has only {count} mode(s): there is no mode {mode}.")
DECIDING_RETALIATION = message("deciding_retaliation", zh="{player} 正在決定是否反擊。",
                               en="{player} is deciding whether to retaliate.")
NOT_RETALIATION_TIME = message("not_retaliation_time", zh="現在不是該玩家決定反擊的時候。",
                               en="This is not the moment for that player to decide on retaliation.")
IS_DEFENDING_UNIT = message("is_defending_unit", zh="{unit} 是被攻擊的防禦單位。",
                            en="{unit} is the attacked, defending unit.")
NOT_DEFENDING_UNIT = message("not_defending_unit", zh="{unit} 不是被攻擊的防禦單位:只有防禦單位可以反擊。",
                             en="{unit} is not the attacked, defending unit: only the defending unit may retaliate.")
AWAKE_MAY_RETALIATE = message("awake_may_retaliate", zh="{unit} 處於重置狀態,可以橫置它來反擊。",
                              en="{unit} is awake: it can be rested to retaliate.")
RESTED_CANNOT_RETALIATE = message("rested_cannot_retaliate", zh="{unit} 已橫置:只有重置的單位可以反擊。",
                                  en="{unit} is rested: only an awake unit may retaliate.")
POWER_ABOVE_ZERO = message("power_above_zero", zh="{unit} 的力量 {power} > 0。", en="{unit}'s power {power} > 0.")
NO_POWER_NO_RETALIATION = message("no_power_no_retaliation", zh="{unit} 沒有力量或力量為0或更低,不能反擊。",
                                  en="{unit} has no power, or power 0 or less: it cannot retaliate.")
NOBODY = message("nobody", zh="沒有玩家", en="no player")
PASS_ALL_OK = message("pass_all_ok", zh="{player} 具有機會,各玩家依回合順序傳遞。",
                      en="{player} holds the opportunity; the players pass in turn order.")
PASS_ALL_NOT_NOW = message("pass_all_not_now", zh="pass_all 只用於傳遞機會;{player} 現在沒有機會({holder} 正在決定 {kind})。",
                           en="pass_all only passes the opportunity; {player} does not hold it now ({holder} is "
                              "deciding {kind}).")
PASS_OK = message("pass_ok", zh="{player} 正在決定({kind}),可以傳遞/放棄。",
                  en="{player} is deciding ({kind}) and may pass/decline.")
PASS_NOT_NOW = message("pass_not_now", zh="{player} 現在沒有可以傳遞的機會或選擇({holder} 正在決定)。",
                       en="{player} has no opportunity or choice to pass now ({holder} is deciding).")
DAMAGE_ORDER_OK = message("damage_order_ok", zh="{key} 的順序只列出場上存在的傷害修改效果。",
                          en="The order {key} lists only damage modifications that exist.")
DAMAGE_ORDER_REFUSED = message("damage_order_refused", zh="{key} 的順序中{problems}(存在的:{known})。",
                               en="In the order {key}, {problems} (the ones that exist: {known}).")
NOT_DAMAGE_MODIFIERS = message("not_damage_modifiers", zh="{keys} 不是場上存在的傷害修改效果",
                               en="{keys} is not a damage modification that exists")
PLACE_OK = message("place_ok", zh="{player} 的第一個回合開始時放置0級勇士。",
                   en="At the beginning of {player}'s first turn, a level 0 champion is put onto the field.")
PLACE_NOT_NOW = message("place_not_now", zh="只有在玩家的第一個回合開始時才能放置0級勇士。",
                        en="A level 0 champion can only be put onto the field at the beginning of a player's first "
                           "turn.")
IS_LEVEL0_IN_MATERIAL = message("is_level0_in_material", zh="{card} 是 {player} 原質牌庫中的0級勇士。",
                                en="{card} is a level 0 champion in {player}'s material deck.")
NOT_LEVEL0_IN_MATERIAL = message("not_level0_in_material", zh="{card} 不是 {player} 原質牌庫中的0級勇士。",
                                 en="{card} is not a level 0 champion in {player}'s material deck.")
MATERIALIZE_PHASE_OK = message("materialize_phase_ok", zh="{player} 的實現階段:可以實現一張卡牌。",
                               en="{player}'s materialize phase: one card may be materialized.")
MATERIALIZE_NOT_NOW = message("materialize_not_now", zh="只能在回合玩家的實現階段實現卡牌(每個實現階段一張)。",
                              en="Cards can only be materialized in the turn player's materialize phase (one per "
                                 "materialize phase).")
IN_MATERIAL = message("in_material", zh="{card} 在 {player} 的原質牌庫中。", en="{card} is in {player}'s material deck.")
NOT_IN_MATERIAL = message("not_in_material", zh="{card} 不在 {player} 的原質牌庫中。",
                          en="{card} is not in {player}'s material deck.")
CHAMPION_WORD = message("card_kind.champion", zh="勇士", en="a champion")
REGALIA_WORD = message("card_kind.regalia", zh="王裝", en="a regalia")
MATERIALIZABLE = message("materializable", zh="{card} 是{kind},可以實現。", en="{card} is {kind}: it can be materialized.")
NOT_MATERIALIZABLE = message("not_materializable", zh="{card} 不是勇士或王裝。",
                             en="{card} is neither a champion nor a regalia.")
NOT_LEVEL0 = message("not_level0", zh="{card} 不是0級勇士。", en="{card} is not a level 0 champion.")
NO_MATERIALIZE_LEVEL0 = message("no_materialize_level0", zh="玩家不能實現等級0的勇士。",
                                en="A player cannot materialize a level 0 champion.")
MAY_LEVEL_UP = message("may_level_up", zh="{player} 擁有並控制在場的勇士,可以升級。",
                       en="{player} owns and controls the champion on the field, so it may level up.")
LEVEL_UP_NEEDS_OWN = message("level_up_needs_own", zh="升級勇士需要自己擁有且控制的勇士。",
                             en="Leveling up needs a champion the player owns and controls.")
LEVEL_ONE_HIGHER = message("level_one_higher", zh="{card} 的印刷等級 {level} = {top} 的印刷等級 {top_level} + 1(不考慮等級修改)。",
                           en="{card}'s printed level {level} = {top}'s printed level {top_level} + 1 (level "
                              "modifications aside).")
LEVEL_NOT_ONE_HIGHER = message(
    "level_not_one_higher", zh="{card} 的印刷等級是 {level};升級只能選擇比在場勇士的印刷等級 {top_level} 高1級的勇士(不考慮等級修改)。",
    en="{card}'s printed level is {level}; leveling up can only pick a champion one level higher than the printed "
       "level {top_level} of the champion on the field (level modifications aside).")
CARD_ELEMENT_ENABLED = message("card_element_enabled", zh="{card} 的元素 {element} 已對 {player} 啟用。",
                               en="{card}'s element {element} is enabled for {player}.")
CARD_ELEMENT_NOT_ENABLED = message("card_element_not_enabled", zh="{card} 的元素 {element} 未對 {player} 啟用。",
                                   en="{card}'s element {element} is not enabled for {player}.")
HAS_COST = message("has_cost", zh="{card} 有費用。", en="{card} has a cost.")
NO_COST = message("no_cost", zh="{card} 沒有費用;沒有費用不等於費用為0,不能支付不存在的費用。",
                  en="{card} has no cost; no cost is not a cost of 0, and a cost that does not exist cannot be paid.")
MEMORY_WORD = message("cost_word.memory", zh="回憶", en="memory")
RESERVE_WORD = message("cost_word.reserve", zh="保留", en="reserve")
CAN_PAY = message("can_pay", zh="{card} 需要 {total} 點{kind}費用,有 {have} 張可用。",
                  en="{card} needs a {kind} cost of {total}, and {have} card(s) are available.")
CANNOT_PAY = message("cannot_pay", zh="{card} 需要 {total} 點{kind}費用,只有 {have} 張可用。",
                     en="{card} needs a {kind} cost of {total}, but only {have} card(s) are available.")
PICKED_TWICE = message("picked_twice", zh="支付{kind}費用時同一張卡被選了兩次。",
                       en="The same card is picked twice to pay the {kind} cost.")
RESERVE_TOO_MANY = message("reserve_too_many", zh="保留費用只需 {need} 張,卻指明了 {given} 張。",
                           en="The reserve cost needs only {need} card(s), but {given} are named.")
COST_TOO_MANY = message("cost_too_many", zh="費用只需 {need} 張,卻指明了 {given} 張。",
                        en="The cost needs only {need} card(s), but {given} are named.")
IN_MEMORY_ZONE = message("where.memory", zh="回憶區", en="memory")
IN_HAND = message("where.hand", zh="手牌", en="hand")
NOT_PAYABLE = message("not_payable", zh="{card} 不是 {player} {where}中可以用來支付的卡牌。",
                      en="{card} is not a card in {player}'s {where} that can pay this.")
IN_HAND_OF = message("in_hand_of", zh="{card} 在 {player} 的手牌中。", en="{card} is in {player}'s hand.")
NOT_IN_HAND_OF = message("not_in_hand_of", zh="{card} 不在 {player} 的手牌中;除非另有說明,只能激活手牌。",
                         en="{card} is not in {player}'s hand; unless stated otherwise, only cards in hand can be "
                            "activated.")
FAST_CARD = message("fast_card", zh="{card} 是高速卡牌:具有機會的玩家可以激活。",
                    en="{card} is a fast card: the player holding the opportunity may activate it.")
CARD_ELEMENT_NOT_ENABLED_OF = message("card_element_not_enabled_of", zh="{card} 的元素 {element} 未對 {player} 啟用(已啟用:{enabled})。",
                                      en="{card}'s element {element} is not enabled for {player} (enabled: {enabled}).")
HAS_COST_OF = message("has_cost_of", zh="{card} 有費用 {cost}。", en="{card} has a cost of {cost}.")
NO_RESERVE_COST = message("no_reserve_cost", zh="{card} 沒有保留費用:沒有費用不等於費用為0,不能以保留0張卡來支付。",
                          en="{card} has no reserve cost: no cost is not a cost of 0, and it cannot be paid by reserving "
                             "0 cards.")
MEMORY_COST_FROM_HAND = message("memory_cost_from_hand", zh="{card} 有回憶費用;從手牌以回憶費用激活需要效果允許,引擎未模擬。",
                                en="{card} has a memory cost; activating from hand for a memory cost needs an effect "
                                   "that allows it, which the engine does not model.")
RESERVE_PAYABLE = message("reserve_payable", zh="保留費用 {cost}:{player} 有 {count} 張其他手牌可以支付。",
                          en="Reserve cost {cost}: {player} has {count} other card(s) in hand to pay it.")
RESERVE_UNPAYABLE = message("reserve_unpayable", zh="{card} 需要保留 {cost} 張手牌,{player} 只有 {count} 張其他手牌。",
                            en="{card} needs {cost} card(s) from hand reserved; {player} has only {count} other "
                               "card(s) in hand.")
RESERVE_ONLY_OTHER_HAND = message("reserve_only_other_hand", zh="保留費用只能選擇手牌中的其他卡牌,{cards} 不行。",
                                  en="A reserve cost can only pick other cards in hand: not {cards}.")
TARGETS_NAMED = message("targets_named", zh="{card} 的目標在激活時指明。", en="{card}'s targets are named on activation.")
TARGETS_NEEDED = message("targets_needed", zh="{card} 需要在激活時指明目標。", en="{card} needs its targets named on activation.")
ON_FIELD_WORD = message("where.field", zh="場上", en="on the field")
ON_STACK_WORD = message("where.stack", zh="效果堆疊中", en="on the effect stack")
TARGET_FITS = message("target_fits", zh="目標 {target} 符合卡面文字「{text}」對目標的限制。",
                      en="The target {target} fits what the card text “{text}” allows as a target.")
TARGET_DOES_NOT_FIT = message("target_does_not_fit", zh="目標 {target} 不符合卡面文字「{text}」對目標的限制,不能指定它。",
                              en="The target {target} does not fit what the card text “{text}” allows; it cannot be "
                                 "targeted.")
UPTO_OK = message("upto_ok", zh="指定了 {count} 個目標,不超過「至多 {most} 個」。",
                  en="{count} targets named, no more than “up to {most}”.")
UPTO_TOO_MANY = message("upto_too_many", zh="指定了 {count} 個目標,超過「至多 {most} 個」。",
                        en="{count} targets named, more than “up to {most}”.")
TARGET_WHERE = message("target_where", zh="目標 {target} 在{where}。", en="The target {target} is {where}.")
TARGET_NOT_THERE = message("target_not_there", zh="目標 {target} 不在場上或效果堆疊中。",
                           en="The target {target} is neither on the field nor on the effect stack.")
ATTACK_CARD_RESTS_CHAMPION = message("attack_card_rests_champion", zh="攻擊卡牌藉由 {champion} 執行,以橫置此重置的勇士作為費用。",
                                     en="The attack card is carried out through {champion}, resting this awake "
                                        "champion as a cost.")
ATTACK_CARD_NEEDS_AWAKE = message("attack_card_needs_awake", zh="攻擊卡牌藉由玩家的勇士執行,並以橫置此勇士作為費用;勇士已橫置或不在場。",
                                  en="An attack card is carried out through the player's champion, resting it as a "
                                     "cost; the champion is rested or not on the field.")
WEAPON_WITH_CARD = message("weapon_with_card", zh="{weapon} 是 {player} 場上的武器,可以與攻擊卡牌一起使用。",
                           en="{weapon} is a weapon on {player}'s field: it can be used with the attack card.")
NOT_A_WEAPON_OF = message("not_a_weapon_of", zh="{weapon} 不是 {player} 場上的武器。",
                          en="{weapon} is not a weapon on {player}'s field.")
CONTROLS_ON_FIELD = message("controls_on_field", zh="{card} 是 {player} 控制的場上物件。",
                            en="{card} is an object on the field controlled by {player}.")
NOT_CONTROLS_ON_FIELD = message("not_controls_on_field", zh="{card} 不是 {player} 控制的場上物件。",
                                en="{card} is not an object on the field controlled by {player}.")
ABILITY_FAST_BY_DEFAULT = message("ability_fast_by_default", zh="激活型能力默認使用高速:任何具有機會的玩家都可以激活,不限回合玩家。",
                                  en="Activated abilities are fast by default: any player holding the opportunity may "
                                     "activate them, not only the turn player.")
HAS_ENLIGHTEN = message("has_enlighten", zh="{card} 是勇士,具有啟迪能力。",
                        en="{card} is a champion: it has the enlighten ability.")
ONLY_CHAMPIONS_ENLIGHTEN = message("only_champions_enlighten", zh="只有勇士具有啟迪能力。",
                                   en="Only champions have the enlighten ability.")
ENLIGHTEN_COUNTERS_OK = message("enlighten_counters_ok", zh="{card} 有 {count} 個啟迪指示物,可以移除3個。",
                                en="{card} has {count} enlighten counter(s): 3 can be removed.")
ENLIGHTEN_COUNTERS_SHORT = message("enlighten_counters_short", zh="{card} 只有 {count} 個啟迪指示物,需要移除3個。",
                                   en="{card} has only {count} enlighten counter(s); 3 must be removed.")
QUOTED = message("quoted", zh="「{text}」", en="“{text}”")
HAS_ACTIVATED = message("has_activated", zh="{card} 具有激活型能力{ability}。", en="{card} has the activated ability {ability}.")
NO_ACTIVATED = message("no_activated", zh="{card} 沒有激活型能力{ability}。", en="{card} has no activated ability {ability}.")
AWAKE_TO_PAY_REST = message("awake_to_pay_rest", zh="{card} 處於重置狀態,可以橫置支付費用。",
                            en="{card} is awake: it can be rested to pay the cost.")
RESTED_CANNOT_PAY = message("rested_cannot_pay", zh="{card} 已橫置,無法支付橫置費用。",
                            en="{card} is rested: it cannot pay a rest cost.")
COUNTERS_ENOUGH = message("counters_enough", zh="{card} 有 {have} 個 {counter} 指示物,足以支付 {need} 個。",
                          en="{card} has {have} {counter} counter(s), enough to pay {need}.")
COUNTERS_SHORT = message("counters_short", zh="{card} 的 {counter} 指示物不足 {need} 個。",
                         en="{card} has fewer than {need} {counter} counter(s).")
HAND_PAYS_RESERVE = message("hand_pays_reserve", zh="手牌足以支付保留費用。", en="The hand is enough to pay the reserve cost.")
HAND_SHORT_RESERVE = message("hand_short_reserve", zh="手牌不足以支付保留費用。",
                             en="The hand is not enough to pay the reserve cost.")
UNIT_OF = message("unit_of", zh="{unit} 是 {player} 控制的場上單位。", en="{unit} is a unit on the field controlled by {player}.")
NOT_UNIT_OF = message("not_unit_of", zh="{unit} 不是 {player} 控制的場上單位。",
                      en="{unit} is not a unit on the field controlled by {player}.")
AWAKE_RESTS_TO_ATTACK = message("awake_rests_to_attack", zh="{unit} 處於重置狀態,以橫置它作為攻擊的費用。",
                                en="{unit} is awake: resting it is the cost of the attack.")
RESTED_CANNOT_ATTACK = message("rested_cannot_attack", zh="{unit} 已橫置:攻擊須橫置攻擊單位作為費用。",
                               en="{unit} is rested: an attack must rest the attacking unit as its cost.")
ENTERED_THIS_TURN = message("entered_this_turn", zh="{unit} 本回合才入場:只要處於重置狀態,單位可以在其入場的回合攻擊。",
                            en="{unit} entered the field this turn: as long as it is awake, a unit may attack in the "
                               "turn it entered.")
ALLY_NO_WEAPON = message("ally_no_weapon", zh="盟友默認不能使用武器。", en="By default an ally cannot use weapons.")
MAY_ATTACK_POWER = message("may_attack_power", zh="{unit} 的力量 {power} > 0,可以攻擊。",
                           en="{unit}'s power {power} > 0: it may attack.")
ALLY_CANNOT_ATTACK_POWER = message("ally_cannot_attack_power", zh="{unit} 沒有力量或力量為0或更低({power}),無法攻擊。",
                                   en="{unit} has no power, or power 0 or less ({power}): it cannot attack.")
CHAMPION_NEEDS_WEAPON = message("champion_needs_weapon", zh="{unit} 本身沒有力量,需要使用武器或攻擊卡牌才能攻擊。",
                                en="{unit} has no power of its own: it needs a weapon or an attack card to attack.")
ATTACKS_WITH_WEAPON = message("attacks_with_weapon", zh="{unit} 使用 {player} 場上的武器 {weapon} 攻擊。",
                              en="{unit} attacks with {weapon}, a weapon on {player}'s field.")
UNIT_ON_FIELD = message("unit_on_field", zh="{unit} 是場上的單位。", en="{unit} is a unit on the field.")
NOT_ATTACKABLE = message("not_attackable", zh="{unit} 不是場上的可攻擊單位。", en="{unit} is not an attackable unit on the field.")
OPPONENT_CONTROLS = message("opponent_controls", zh="{unit} 由對手控制,可以被攻擊。",
                            en="{unit} is controlled by an opponent: it can be attacked.")
NO_ATTACK_OWN = message("no_attack_own", zh="玩家不能攻擊其控制下的單位({unit})。",
                        en="A player cannot attack a unit they control ({unit}).")

# --- actions as the trace names them, the final answer, the board summary (game.py, board.py) ----------------------
PLACES = message("action.places", zh="{player} 將 {card} 放置入場。", en="{player} puts {card} onto the field.")
MATERIALIZES = message("action.materializes", zh="{player} 實現 {card}。", en="{player} materializes {card}.")
ACTIVATES = message("action.activates", zh="{player} 激活 {card}{targets}{attack}。",
                    en="{player} activates {card}{targets}{attack}.")
ACTIVATES_TARGETS = message("action.activates_targets", zh=",目標 {targets}", en=", targeting {targets}")
ACTIVATES_ATTACK = message("action.activates_attack", zh=",攻擊 {target}", en=", attacking {target}")
USES_ABILITY = message("action.uses_ability", zh="{player} 激活 {card} 的能力 {ability}。",
                       en="{player} activates {card}'s ability {ability}.")
DECLARES_ATTACK = message("action.declares_attack", zh="{player} 宣言 {attacker}{using} 攻擊 {target}。",
                          en="{player} declares that {attacker}{using} attacks {target}.")
RETALIATES_WITH = message("action.retaliates_with", zh="{player} 以 {unit} 反擊。",
                          en="{player} retaliates with {unit}.")
PASSES_OR_DECLINES = message("action.passes", zh="{player} 傳遞/放棄。", en="{player} passes/declines.")
ALL_PASS_FROM = message("action.all_pass_from", zh="{player} 起,各玩家依次傳遞機會。",
                        en="Starting with {player}, each player in turn passes the opportunity.")
CONCEDES_ACTION = message("action.concedes", zh="{player} 投降。", en="{player} concedes.")
OTHER_ACTION = message("action.other", zh="{player}:{action}", en="{player}: {action}")
GAME_GOES_ON = message("game_goes_on", zh="遊戲繼續:第 {turn} 回合,{player} 的{phase}{waiting}。",
                       en="The game goes on: turn {turn}, {player}'s {phase}{waiting}.")
WAITING_FOR = message("waiting_for", zh=",等待 {player}({kind})", en=", waiting for {player} ({kind})")
PLAYER_SUMMARY = message("player_summary", zh="{player}:場上 {field};血統世系 {lineage} 張,手牌 {hand} 張,回憶區 {memory} 張",
                         en="{player}: on the field {field}; lineage {lineage} card(s), hand {hand} card(s), memory "
                            "{memory} card(s)")
STACK_SUMMARY = message("stack_summary", zh=";效果堆疊 {count} 項", en="; effect stack {count} item(s)")
ANSWER = message("answer", zh="{head} {players}{stack}。", en="{head} {players}{stack}.")
DESCRIBED = message("described", zh="{card}[{bits}]", en="{card}[{bits}]")
SLASH = message("slash", zh="{left}/{right}", en="{left}/{right}")
LEVEL_BIT = message("bit.level", zh="Lv{level}", en="Lv{level}")
POWER_BIT = message("bit.power", zh="力{power}", en="power {power}")
LIFE_BIT = message("bit.life", zh="命{life}", en="life {life}")
DAMAGE_BIT = message("bit.damage", zh="傷{damage}", en="damage {damage}")
DURABILITY_BIT = message("bit.durability", zh="耐{durability}", en="durability {durability}")
RESTED_BIT = message("bit.rested", zh="橫置", en="rested")
TOO_MANY_STEPS = message("too_many_steps", zh="GA 推進超過 {count} 次 (深度上限 {depth})",
                         en="GA advanced more than {count} times (depth limit {depth})")

# --- interpretation points (interpretations.py) --------------------------------------------------------------------
NON_TURN_SLOW_QUESTION = message(
    "non_turn_slow.question", zh="2.2.5.4 說非回合玩家在主要階段「只能在其具有機會時才能以低速激活卡牌」,"
                                 "1.2.2.1 與 2.8.1.2.2 卻說非回合玩家任何時間都不能執行低速玩家動作。",
    en="2.2.5.4 says the non-turn player in the main phase “can activate cards at slow speed only while holding the "
       "opportunity”, but 1.2.2.1 and 2.8.1.2.2 say the non-turn player can never take a slow player action.")
NON_TURN_SLOW_FORBIDDEN = message(
    "non_turn_slow.forbidden", zh="按 1.2.2.1 與 2.8.1.2.2:非回合玩家不能執行低速玩家動作(把 2.2.5.4 讀作「只能以高速」的誤譯)",
    en="By 1.2.2.1 and 2.8.1.2.2: the non-turn player cannot take slow player actions (2.2.5.4 read as a "
       "mistranslation of “only at fast speed”)")
NON_TURN_SLOW_ALLOWED = message(
    "non_turn_slow.allowed", zh="按 2.2.5.4 字面:非回合玩家在主要階段具有機會時可以以低速激活卡牌",
    en="By the letter of 2.2.5.4: the non-turn player may activate cards at slow speed in the main phase while "
       "holding the opportunity")
CARD_TEXT_QUESTION = message(
    "card_text.question", zh="1.6.10.1.2 說效果與遊戲性只需考慮非斜體文本,"
                             "1.6.10.1.2.2 卻說「除了標簽式關鍵詞以外的非斜體文本對遊戲性沒有影響」。",
    en="1.6.10.1.2 says effects and gameplay consider only non-italic text, but 1.6.10.1.2.2 says “non-italic "
       "text other than tag keywords has no effect on gameplay”.")
CARD_TEXT_NON_ITALIC = message(
    "card_text.non_italic_counts", zh="按 1.6.10.1.2:卡牌的非斜體規則文本(能力)照常生效;1.6.10.1.2.2 讀作斜體文本無影響的誤譯",
    en="By 1.6.10.1.2: a card's non-italic rules text (its abilities) works as usual; 1.6.10.1.2.2 read as a "
       "mistranslation of “italic text has no effect”")
CARD_TEXT_KEYWORDS_ONLY = message(
    "card_text.keywords_only", zh="按 1.6.10.1.2.2 字面:只有標簽式關鍵詞生效,卡牌的其他能力文本一概無視",
    en="By the letter of 1.6.10.1.2.2: only tag keywords work; every other ability text on cards is ignored")
END_TURN_QUESTION = message(
    "end_turn_target.question", zh="2.2.8.2 說結束回合時「推進到2.2.7.4,結束階段的最後一部分」,"
                                   "但本譯本沒有 2.2.7.4;結束階段的最後一部分是 2.2.6.4。",
    en="2.2.8.2 says ending the turn “advances to 2.2.7.4, the last part of the end phase”, but this translation "
       "has no 2.2.7.4; the last part of the end phase is 2.2.6.4.")
END_TURN_CLEANUP = message(
    "end_turn_target.cleanup", zh="推進到 2.2.6.4 的特殊遊戲動作(移除盟友傷害、結束「直到回合結束」效果),然後開始下一回合",
    en="Advance to the special game action of 2.2.6.4 (remove the damage on allies, end “until end of turn” "
       "effects), then begin the next turn")
END_TURN_NEXT_TURN = message("end_turn_target.next_turn", zh="不進行清理,直接開始下一回合",
                             en="Skip the cleanup and begin the next turn at once")
