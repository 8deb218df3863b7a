"""What mtg's steps say, in Chinese (the trace's ``text``) and English: one constant per message, both languages
side by side (engine/messages.py). Parameters are names and ids as the scenario wrote them, numbers, lists of them,
or other texts of this catalog.

TRANSITIONAL (issue 30): the turn structure and priority are worded here; the other modules of the package still
write plain Chinese steps (mtg is not yet in tests/engine/test_messages.py's ``WORDED``).
"""

from __future__ import annotations

from judge_app.engine.messages import Catalog, Text

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
