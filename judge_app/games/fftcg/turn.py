"""Setup (8.2), the phases of a turn (9), and advancing the game when both players pass (11.1.7)."""

from __future__ import annotations

from judge_app.engine.table import Table
from judge_app.games.fftcg import combat, effects, stack
from judge_app.games.fftcg import messages as M
from judge_app.games.fftcg import rules as R
from judge_app.games.fftcg.board import dull, field, hand, memory, pname
from judge_app.games.fftcg.main_phase import begin_main
from judge_app.games.fftcg.model import DULL, FROZEN, HAND_LIMIT, NEW, START_HAND, Mulligan


# --- setup -----------------------------------------------------------------------------------------------
def deal(t: Table) -> None:
    st = t.state
    limited = memory(st).format == "limited"
    for p in st.players:
        cards = [o for o in st.objects if o.owner == p.id and o.zone in (f"{p.id}.deck", f"{p.id}.hand")]
        if (limited and len(cards) < 40) or (not limited and len(cards) != 50):
            t.step(
                "check",
                M.DECK_SIZE(who=pname(st, p.id), count=len(cards), format=M.LIMITED() if limited else M.CONSTRUCTED(),
                            need=M.AT_LEAST_40() if limited else M.EXACTLY_50()),
                [R.DECK_SIZE],
            )
        counts: dict[str, int] = {}
        for o in cards:
            if o.props.get("number"):
                counts[o.props["number"]] = counts.get(o.props["number"], 0) + 1
        over = [n for n, c in counts.items() if c > 3]
        if over and not limited:
            t.step(
                "check", M.DECK_COPIES(who=pname(st, p.id), numbers=over), [R.DECK_COPIES, R.CARD_NUMBER]
            )
    t.step(
        "procedure", M.SHUFFLE(), [R.SETUP, R.SETUP_SHUFFLE, R.SHUFFLE]
    )
    first = st.first_player or st.active_player
    t.step("procedure", M.FIRST_PLAYER(who=pname(st, first)), [R.SETUP_FIRST_PLAYER])
    for p in st.players:
        missing = START_HAND - len(hand(st, p.id))
        if missing > 0:
            effects.draw(t, p.id, missing, [R.SETUP_DRAW_5])
    t.set_state("step", "mulligan")
    mem = memory(st)
    mem.awaiting = "mulligan"
    mem.mulligan = first


def mulligan(t: Table, action: Mulligan) -> None:
    st = t.state
    pid = action.player
    if action.redraw:
        cards = hand(st, pid)
        order = action.order or [o.id for o in cards]
        for oid in order:
            t.move(st.obj(oid), f"{pid}.deck", top=False)
        t.step(
            "procedure",
            M.REDRAW(who=pname(st, pid), order=order),
            [R.SETUP_REDRAW],
        )
        effects.draw(t, pid, START_HAND, [R.SETUP_REDRAW])
    else:
        t.step("choice", M.KEEPS_HAND(who=pname(st, pid)), [R.SETUP_REDRAW])
    first = st.first_player or st.active_player
    if pid == first:
        memory(st).mulligan = st.opponent(first)
        t.step(
            "procedure",
            M.SECOND_MAY_REDRAW(who=pname(st, st.opponent(first))),
            [R.SETUP_REDRAW],
        )
        return
    mem = memory(st)
    mem.mulligan = None
    mem.awaiting = None
    t.set_state("turn", 1)
    t.set_state("active_player", first)
    t.step("procedure", M.GAME_STARTS(who=pname(st, first)), [R.SETUP_START])
    begin_turn(t)


# --- the turn ---------------------------------------------------------------------------------------------
def begin_turn(t: Table) -> None:
    st = t.state
    pid = st.active_player
    for o in st.objects:
        if NEW in o.status:
            t.remove_status(o, NEW)
    t.set_state("phase", "active")
    t.set_state("step", None)
    t.step(
        "procedure", M.TURN_BEGINS(turn=st.turn, who=pname(st, pid)), [R.PHASES, R.TURN_PLAYER, R.ACTIVE_PHASE]
    )
    woke, frozen = [], []
    for o in field(st, pid):
        if FROZEN in o.status:
            frozen.append(o)
            t.remove_status(o, FROZEN)
        elif dull(o):
            t.remove_status(o, DULL)
            woke.append(o.label)
    if woke:
        t.step(
            "procedure",
            M.ACTIVATES(who=pname(st, pid), cards=woke),
            [R.ACTIVE_UNTAP, R.ACTIVATE],
        )
    for o in frozen:
        t.step("procedure", M.STAYS_FROZEN(card=o.label), [R.FREEZE])
    t.step("procedure", M.NO_PRIORITY_ACTIVE(), [R.ACTIVE_NO_PRIORITY])
    draw_phase(t)


def draw_phase(t: Table) -> None:
    st = t.state
    pid = st.active_player
    t.set_state("phase", "draw")
    first_turn = st.turn == 1 and pid == (st.first_player or pid)
    n, cites = (1, [R.DRAW_PHASE, R.DRAW_FIRST_TURN, R.SETUP_START]) if first_turn else (2, [R.DRAW_PHASE, R.DRAW_TWO])
    effects.draw(t, pid, n, cites)
    t.step("procedure", M.NO_PRIORITY_DRAW(), [R.DRAW_NO_PRIORITY])
    begin_main(t, "main1")


def advance(t: Table) -> None:
    """Both players passed with an empty stack (11.1.7): the phase or step ends."""
    st = t.state
    phase, step = st.phase, st.step
    if phase == "main1":
        t.set_state("phase", "attack")
        t.set_state("step", "prep")
        t.step(
            "procedure",
            M.MAIN1_ENDS(),
            [R.MAIN_END, R.ATTACK_PHASE, R.ATTACK_PREP],
        )
        effects.fire_event(t, "attack_start")
        t.step(
            "procedure",
            M.ATTACK_PREP_PRIORITY(),
            [R.ATTACK_PREP_TRIGGERS, R.ATTACK_PREP_PRIORITY, R.PRIORITY_AFTER_TRIGGERS],
        )
        stack.give_priority(t, st.active_player)
    elif phase == "attack" and step == "prep":
        t.set_state("step", "declare")
        memory(st).awaiting = "declare"
        t.step(
            "procedure",
            M.DECLARE_STEP(who=pname(st, st.active_player)),
            [R.DECLARE_STEP, R.DECLARE],
        )
    elif phase == "attack" and step == "declare":
        t.set_state("step", "block")
        memory(st).awaiting = "block"
        t.step(
            "procedure",
            M.BLOCK_STEP(who=pname(st, st.opponent(st.active_player))),
            [R.BLOCK_STEP, R.BLOCK],
        )
    elif phase == "attack" and step == "block":
        t.set_state("step", "damage")
        t.step("procedure", M.DAMAGE_STEP(), [R.DAMAGE_STEP])
        combat.damage_step(t)
    elif phase == "attack" and step == "damage" and memory(st).first_strike_window is not None:
        combat.after_first_strike(t)
    elif phase == "attack" and step == "damage":
        combat.end_of_attack(t)
    elif phase == "main2":
        t.step("procedure", M.MAIN2_ENDS(), [R.MAIN_END, R.END_PHASE])
        t.set_state("phase", "end")
        memory(st).end_discarded = None
        effects.fire_event(t, "end_start")
        t.step(
            "procedure",
            M.END_PHASE_BEGINS(),
            [R.END_TRIGGERS],
        )
        stack.give_priority(t, st.active_player)
    elif phase == "end":
        end_cleanup(t)


def end_cleanup(t: Table) -> None:
    st = t.state
    pid = st.active_player
    mem = memory(st)
    if not mem.end_discarded:
        mem.end_discarded = True
        cards = hand(st, pid)
        if len(cards) <= HAND_LIMIT:
            t.nothing(M.HAND_WITHIN_LIMIT(who=pname(st, pid), count=len(cards)), [R.END_DISCARD])
        if len(cards) > HAND_LIMIT:
            excess = len(cards) - HAND_LIMIT
            pick = t.choice("end_discard")
            given = list(dict.fromkeys(pick.cards)) if pick else []
            ids = [c for c in given if (o := st.find(c)) is not None and o.zone == f"{pid}.hand"]
            if pick is None:
                ids = [o.id for o in cards[-excess:]]
                t.step("choice", M.END_DISCARD_DEFAULT(count=excess), [R.END_DISCARD])
            elif len(ids) != excess or len(given) != len(pick.cards):
                # the legality check refuses a wrong choice when it is made; reaching here means the hand
                # changed in between, and the replacement is said, never silent
                chosen = ids[:excess] + [o.id for o in cards if o.id not in ids][: max(excess - len(ids), 0)]
                t.step(
                    "check",
                    M.END_DISCARD_REPLACED(given=len(pick.cards), who=pname(st, pid), hand=len(cards), count=excess,
                                           cards=[st.obj(x).label for x in chosen]),
                    [R.END_DISCARD],
                    check="fail",
                    decisive=True,
                )
                ids = chosen
            for oid in ids:
                t.move(st.obj(oid), f"{st.obj(oid).owner}.break")
            t.step(
                "procedure",
                M.END_DISCARDS(who=pname(st, pid), count=excess, cards=[st.obj(x).label for x in ids]),
                [R.END_DISCARD, R.DISCARD],
            )
    for o in st.objects:
        if o.damage:
            t.set_obj(o, "damage", 0)
    mem.damage_from = None  # the record of whose damage it was goes with the damage
    effects.clear_end_of_turn(t)
    t.step(
        "procedure",
        M.END_CLEANUP(),
        [R.END_CLEANUP, R.END_CLEAR_DAMAGE, R.END_EFFECTS_END],
    )
    before = len(t.trace.steps)
    stack.settle(t)
    if st.game_over is not None:
        return
    if st.stack or len(t.trace.steps) != before:
        t.step(
            "procedure",
            M.END_RECHECK(),
            [R.END_RECHECK],
        )
        stack.give_priority(t, pid)
        return
    nxt = st.opponent(pid)
    t.step(
        "procedure",
        M.NEXT_TURN(who=pname(st, nxt)),
        [R.END_NEXT_TURN],
    )
    mem.priority = None
    t.set_state("turn", st.turn + 1)
    t.set_state("active_player", nxt)
    begin_turn(t)
