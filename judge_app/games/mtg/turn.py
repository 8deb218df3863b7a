"""The turn (300–314): phases and steps in order, what happens as each begins, mana burn at the end of each
phase, cleanup and its repeat, the next (or extra) turn. This module drives: it calls combat and priority,
which return to it (two passes in succession and a combat with no attackers come back here)."""

from __future__ import annotations

from judge_app.engine import priority as shared
from judge_app.engine.table import Table
from judge_app.games.mtg import combat, events, mana, priority, resolve, triggers
from judge_app.games.mtg import messages as M
from judge_app.games.mtg import rules as R
from judge_app.games.mtg import stack as S
from judge_app.games.mtg.board import memory, permanents, pname
from judge_app.games.mtg.model import HAND_LIMIT, PHASES, SICK, TAPPED, DrawItem

ORDER: list[tuple[str, str | None]] = [(p.key, s) for p in PHASES for s in (p.steps or (None,))]
MAX_ADVANCE = 64


def position(phase: str, step: str | None) -> int:
    return ORDER.index((phase, step)) if (phase, step) in ORDER else 0


def name_of(phase: str, step: str | None) -> str:
    return str(M.where(phase, step))


def advance(t: Table) -> None:
    """End the current step (and phase), then begin the next."""
    st = t.state
    phase, step = st.phase, st.step
    mem = memory(st)
    if phase == "end" and step == "cleanup" and mem.cleanup_again:
        mem.cleanup_again = False
        t.step("procedure", M.CLEANUP_AGAIN(), [R.CLEANUP_REPEAT])
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
            t.step("procedure", M.COMBAT_EFFECTS_END(effects=[e.label for e in ending]), [R.UNTIL_END_OF, R.DURATION])


def next_turn(t: Table) -> None:
    st = t.state
    mem = memory(st)
    extra = mem.extra_turns
    if extra:
        pid = extra[-1]
        mem.extra_turns = extra[:-1]
        why, cites = M.EXTRA_TURN_OF(who=pname(st, pid)), [R.EXTRA_TURNS]
    else:
        pid = st.opponent(st.active_player)
        why, cites = M.TURN_OF(who=pname(st, pid)), [R.TURN_PHASES]
    t.set_state("turn", st.turn + 1)
    t.set_state("active_player", pid)
    t.set_state("phase", "beginning")
    t.set_state("step", "untap")
    mem.lands_played = {}
    mem.combat = None
    mem.cleanup_again = False
    t.step("procedure", M.TURN_BEGINS(turn=st.turn, why=why), cites, decisive=bool(extra))
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
    t.step("procedure", M.SKIPS(who=pname(t.state, ap), step=M.STEPS[step]() if step in M.STEPS else step),
           [R.REPLACEMENT, R.REPLACED_NEVER_HAPPENED], decisive=True)
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
    t.step("procedure", M.STEP_BEGINS(step=M.where(phase, step)), _begin_cites(phase, step))
    match phase, step:
        case "beginning", "untap":
            for o in permanents(st, ap):
                t.remove_status(o, SICK)
            untap = [o for o in permanents(st, ap) if TAPPED in o.status]
            for o in untap:
                t.remove_status(o, TAPPED)
            said = M.UNTAPS(who=pname(st, ap), permanents=[o.label for o in untap]) if untap else \
                M.UNTAPS_NONE(who=pname(st, ap))
            t.step("procedure", said, [R.UNTAP, R.UNTAP_NO_PRIORITY, R.SUMMONING_SICKNESS])
            advance(t)
        case "beginning", "upkeep":
            triggers.fire(t, "upkeep", cites=(R.UPKEEP, R.TRIGGER_AT_STEP_START))
            priority.give(t, ap, (R.UPKEEP,))
        case "beginning", "draw":
            if st.turn == 1 and ap == (st.first_player or ap):
                t.step("procedure", M.FIRST_PLAYER_NO_DRAW(who=pname(st, ap)), [R.FIRST_PLAYER_NO_DRAW],
                       decisive=True)
                advance(t)
                return
            triggers.fire(t, "draw_step", cites=(R.DRAW_STEP,))
            triggers.put_on_stack(t)
            shared.push(t, DrawItem(id=S.new_id(t, "s")))
            t.step("procedure", M.DRAW_ON_STACK(who=pname(st, ap)), [R.DRAW_STEP, R.GAME_ACTIONS_NO_STACK])
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
        t.nothing(M.HAND_WITHIN_LIMIT(who=pname(st, ap), count=len(hand), limit=HAND_LIMIT),
                  [R.CLEANUP_DISCARD, R.HAND_SIZE])
    damaged = [o for o in st.objects if o.damage and o.zone.endswith(".play")]
    for o in damaged:
        t.set_obj(o, "damage", 0)
    mem = memory(st)
    ending = [e for e in mem.effects if e.until == "end_of_turn"]
    mem.effects = [e for e in mem.effects if e.until != "end_of_turn"]
    mem.shields = []
    t.step("procedure", M.CLEANUP(damaged=len(damaged), effects=len(ending)), [R.CLEANUP_DAMAGE, R.UNTIL_END_OF])
    if priority.settle(t):
        if st.game_over is not None:
            return
        mem.cleanup_again = True
        mem.priority = ap
        shared.reset(mem)
        t.step("procedure", M.CLEANUP_PRIORITY(who=pname(st, ap)), [R.CLEANUP_REPEAT, R.SBE_CHECK])
        return
    t.step("procedure", M.CLEANUP_DONE(), [R.CLEANUP_REPEAT])
    next_turn(t)


def pass_priority(t: Table, pid: str) -> None:
    """408.1c, the shared round: a pass hands priority on; both players passing in succession resolve the top of
    the stack (then the active player receives priority, 408.1c) or, with an empty stack, end the step (300.2).
    Before the next player receives priority, state-based effects and triggers are handled (408.1b)."""

    def hand_on(nxt: str) -> None:
        priority.settle(t)
        if t.state.game_over is None:
            memory(t.state).priority = nxt
            t.step("procedure", M.PASSES_TO(who=pname(t.state, pid), next=pname(t.state, nxt)), [R.PRIORITY_PASSING])

    def resolve_top() -> None:
        t.step("procedure", M.BOTH_PASSED_RESOLVE(), [R.PRIORITY_PASSING, R.RESOLVE, R.STACK_RESOLVE_TOP])
        resolve.resolve_top(t)
        if t.state.game_over is None:
            priority.give(t, t.state.active_player, (R.PRIORITY_PASSING,))

    def end_step() -> None:
        t.step("procedure", M.BOTH_PASSED_STEP_ENDS(), [R.STEP_ENDS])
        memory(t.state).priority = None
        advance(t)

    shared.pass_priority(t, memory(t.state), pid, hand_on=hand_on, resolve_top=resolve_top, end_step=end_step)
