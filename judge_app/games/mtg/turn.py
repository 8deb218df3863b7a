"""The turn (300–314): phases and steps in order, what happens as each begins, mana burn at the end of each
phase, cleanup and its repeat, the next (or extra) turn. This module drives: it calls combat and priority,
which return to it (two passes in succession and a combat with no attackers come back here)."""

from __future__ import annotations

from judge_app.engine import priority as shared
from judge_app.engine.table import Table
from judge_app.games.mtg import combat, events, mana, priority, resolve, triggers
from judge_app.games.mtg import rules as R
from judge_app.games.mtg import stack as S
from judge_app.games.mtg.board import memory, permanents, pname
from judge_app.games.mtg.model import HAND_LIMIT, PHASES, SICK, STEP_NAMES, TAPPED, DrawItem

ORDER: list[tuple[str, str | None]] = [(p.key, s) for p in PHASES for s in (p.steps or (None,))]
MAX_ADVANCE = 64


def position(phase: str, step: str | None) -> int:
    return ORDER.index((phase, step)) if (phase, step) in ORDER else 0


def name_of(phase: str, step: str | None) -> str:
    ph = next((p.name for p in PHASES if p.key == phase), phase)
    return f"{ph}·{STEP_NAMES[step]}" if step else ph


def advance(t: Table) -> None:
    """End the current step (and phase), then begin the next."""
    st = t.state
    phase, step = st.phase, st.step
    mem = memory(st)
    if phase == "end" and step == "cleanup" and mem.cleanup_again:
        mem.cleanup_again = False
        t.step("procedure", "清除步骤中有牌手获得过优先权且堆叠已清空:再进行一个清除步骤。", [R.CLEANUP_REPEAT])
        begin(t)
        return
    if phase == "combat" and step == "combat_damage" and combat.second_damage_step_due(t):
        begin(t)
        return
    i = position(phase, step)
    nxt = ORDER[i + 1] if i + 1 < len(ORDER) else None
    if nxt is None or nxt[0] != phase:
        end_phase(t, phase)
    if nxt is None:
        next_turn(t)
        return
    t.set_state("phase", nxt[0])
    t.set_state("step", nxt[1])
    begin(t)


def end_phase(t: Table, phase: str) -> None:
    mana.empty_pools(t)
    if phase == "combat":
        combat.end_combat(t)
        mem = memory(t.state)
        ending = [e for e in mem.effects if e.until == "end_of_combat"]
        if ending:
            mem.effects = [e for e in mem.effects if e.until != "end_of_combat"]
            t.step("procedure", "战斗阶段结束:“直到战斗结束”的效应终止("
                   + "、".join(e.label for e in ending) + ")。", [R.UNTIL_END_OF, R.DURATION])


def next_turn(t: Table) -> None:
    st = t.state
    mem = memory(st)
    extra = mem.extra_turns
    if extra:
        pid = extra[-1]
        mem.extra_turns = extra[:-1]
        why, cites = f"{pname(st, pid)} 进行额外的回合(最近产生的额外回合最先进行)", [R.EXTRA_TURNS]
    else:
        pid = st.opponent(st.active_player)
        why, cites = f"{pname(st, pid)} 的回合开始", [R.TURN_PHASES]
    t.set_state("turn", st.turn + 1)
    t.set_state("active_player", pid)
    t.set_state("phase", "beginning")
    t.set_state("step", "untap")
    mem.lands_played = {}
    mem.combat = None
    mem.cleanup_again = False
    t.step("procedure", f"第 {st.turn} 回合:{why}。", cites, decisive=bool(extra))
    begin(t)


def _skipped(t: Table, step: str) -> bool:
    mem = memory(t.state)
    ap = t.state.active_player
    hit = next((s for s in mem.skips if s.player == ap and s.step == step), None)
    if hit is None:
        return False
    rest = list(mem.skips)
    rest.remove(hit)
    mem.skips = rest
    t.step("procedure", f"{pname(t.state, ap)} 略过{STEP_NAMES.get(step, step)}:被略过的步骤从未发生,"
           "其间不会有任何事件或触发。", [R.REPLACEMENT, R.REPLACED_NEVER_HAPPENED], decisive=True)
    return True


def begin(t: Table) -> None:
    st = t.state
    ap = st.active_player
    phase, step = st.phase, st.step
    if phase == "combat" and step == "begin_combat" and _skipped(t, "combat"):
        end_phase(t, "combat")
        t.set_state("phase", "main2")
        t.set_state("step", None)
        begin(t)
        return
    if step in ("untap", "upkeep", "draw") and _skipped(t, step):
        advance(t)
        return
    memory(st).step_serial += 1
    t.step("procedure", f"{name_of(phase, step)} 开始。", _begin_cites(phase, step))
    match phase, step:
        case "beginning", "untap":
            for o in permanents(st, ap):
                t.remove_status(o, SICK)
            untap = [o for o in permanents(st, ap) if TAPPED in o.status]
            for o in untap:
                t.remove_status(o, TAPPED)
            t.step("procedure", f"{pname(st, ap)} 重置其永久物" + (f":{'、'.join(o.label for o in untap)}" if untap
                                                               else "(没有横置的永久物)") +
                   ";重置步骤中没有牌手获得优先权。", [R.UNTAP, R.UNTAP_NO_PRIORITY, R.SUMMONING_SICKNESS])
            advance(t)
        case "beginning", "upkeep":
            triggers.fire(t, "upkeep", cites=(R.UPKEEP, R.TRIGGER_AT_STEP_START))
            priority.give(t, ap, (R.UPKEEP,))
        case "beginning", "draw":
            if st.turn == 1 and ap == (st.first_player or ap):
                t.step("procedure", f"先手牌手 {pname(st, ap)} 略过其第一个回合的抓牌步骤。", [R.FIRST_PLAYER_NO_DRAW],
                       decisive=True)
                advance(t)
                return
            triggers.fire(t, "draw_step", cites=(R.DRAW_STEP,))
            triggers.put_on_stack(t)
            shared.push(t, DrawItem(id=S.new_id(t, "s")))
            t.step("procedure", f"抓牌步骤的抓牌({pname(st, ap)} 抓一张牌)作为不被任何牌手操控的触发式异能"
                   "进入堆叠顶部。",
                   [R.DRAW_STEP, R.GAME_ACTIONS_NO_STACK])
            priority.give(t, ap, (R.DRAW_STEP,))
        case "main1" | "main2", _:
            priority.give(t, ap, (R.MAIN_PRIORITY,))
        case "combat", "begin_combat":
            priority.give(t, ap, (R.BEGIN_COMBAT,))
        case "combat", "declare_attackers":
            if combat.begin_declare_attackers(t):
                to_end_of_combat(t)
        case "combat", "declare_blockers":
            combat.begin_declare_blockers(t)
        case "combat", "combat_damage":
            combat.begin_damage_step(t)
        case "combat", "end_of_combat":
            triggers.fire(t, "end_of_combat", cites=(R.END_OF_COMBAT,))
            priority.give(t, ap, (R.END_OF_COMBAT,))
        case "end", "end_of_turn":
            triggers.fire(t, "end_of_turn", cites=(R.END_OF_TURN,))
            priority.give(t, ap, (R.END_OF_TURN,))
        case "end", "cleanup":
            cleanup(t)


def to_end_of_combat(t: Table) -> None:
    """No attackers: the declare-blockers and damage steps are skipped, end of combat begins (306.2, 307.5)."""
    t.set_state("step", "end_of_combat")
    begin(t)


def declare_attackers(t: Table, attackers: list[str], bands: list[list[str]]) -> None:
    if combat.declare_attackers(t, attackers, bands):
        to_end_of_combat(t)


def _begin_cites(phase: str, step: str | None) -> list[str]:
    return {"untap": [R.UNTAP], "upkeep": [R.UPKEEP], "draw": [R.DRAW_STEP], "begin_combat": [R.BEGIN_COMBAT],
            "declare_attackers": [R.DECLARE_ATTACKERS], "declare_blockers": [R.DECLARE_BLOCKERS],
            "combat_damage": [R.COMBAT_STEPS], "end_of_combat": [R.END_OF_COMBAT], "end_of_turn": [R.END_OF_TURN],
            "cleanup": [R.CLEANUP]}.get(step or "", [R.MAIN_PHASES])


def cleanup(t: Table) -> None:
    st = t.state
    ap = st.active_player
    hand = st.in_zone(f"{ap}.hand")
    if len(hand) > HAND_LIMIT:
        picked = events.pick_from_hand(t, ap, "cleanup_discard", len(hand) - HAND_LIMIT,
                                       f"弃牌(弃到 {HAND_LIMIT} 张)", [R.CLEANUP_DISCARD])
        events.discard(t, ap, picked, [R.CLEANUP_DISCARD, R.HAND_SIZE])
    else:
        t.nothing(f"{pname(st, ap)} 的手牌 {len(hand)} 张,不超过 {HAND_LIMIT} 张:不需弃牌。",
                  [R.CLEANUP_DISCARD, R.HAND_SIZE])
    damaged = [o for o in st.objects if o.damage and o.zone.endswith(".play")]
    for o in damaged:
        t.set_obj(o, "damage", 0)
    mem = memory(st)
    ending = [e for e in mem.effects if e.until == "end_of_turn"]
    mem.effects = [e for e in mem.effects if e.until != "end_of_turn"]
    mem.shields = []
    t.step("procedure", "同时移除永久物上的所有伤害并结束所有“直到回合结束”和“本回合”的效应"
           f"({len(damaged)} 个永久物上的伤害,{len(ending)} 个持续性效应,及本回合的护盾);此动作不使用堆叠。",
           [R.CLEANUP_DAMAGE, R.UNTIL_END_OF])
    if priority.settle(t):
        if st.game_over is not None:
            return
        mem.cleanup_again = True
        mem.priority = ap
        shared.reset(mem)
        t.step("procedure", f"清除步骤中发生了依状态而生的效应或有异能触发:{pname(st, ap)} 获得优先权;"
               "堆叠清空后再进行一个清除步骤。", [R.CLEANUP_REPEAT, R.SBE_CHECK])
        return
    t.step("procedure", "清除步骤中没有依状态而生的效应也没有异能触发:没有牌手获得优先权,回合结束。",
           [R.CLEANUP_REPEAT])
    next_turn(t)


def pass_priority(t: Table, pid: str) -> None:
    """408.1c, the shared round: a pass hands priority on; both players passing in succession resolve the top of
    the stack (then the active player receives priority, 408.1c) or, with an empty stack, end the step (300.2).
    Before the next player receives priority, state-based effects and triggers are handled (408.1b)."""

    def hand_on(nxt: str) -> None:
        priority.settle(t)
        if t.state.game_over is None:
            memory(t.state).priority = nxt
            t.step("procedure", f"{pname(t.state, pid)} 让过优先权,{pname(t.state, nxt)} 获得优先权。",
                   [R.PRIORITY_PASSING])

    def resolve_top() -> None:
        t.step("procedure", "双方牌手连续让过优先权:堆叠顶端的咒语或异能结算。", [R.PRIORITY_PASSING, R.RESOLVE,
                                                                    R.STACK_RESOLVE_TOP])
        resolve.resolve_top(t)
        if t.state.game_over is None:
            priority.give(t, t.state.active_player, (R.PRIORITY_PASSING,))

    def end_step() -> None:
        t.step("procedure", "堆叠为空且双方牌手连续让过优先权:当前步骤(阶段)结束。", [R.STEP_ENDS])
        memory(t.state).priority = None
        advance(t)

    shared.pass_priority(t, memory(t.state), pid, hand_on=hand_on, resolve_top=resolve_top, end_step=end_step)
