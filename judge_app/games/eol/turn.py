"""Setup (2.1.1), the turn (2.1.2) and the hand-over between turns (2.1.3)."""

from __future__ import annotations

import random

from judge_app.engine.table import Table
from judge_app.games.eol import checks
from judge_app.games.eol import messages as M
from judge_app.games.eol import rules as R
from judge_app.games.eol.board import first_turn_of_first_player, hero, memory, minions, pname
from judge_app.games.eol.effects import (
    Ctx,
    clear_turn_statuses,
    collect,
    discard_chosen,
    draw,
    expire_end_of_turn,
    order_by_side,
    resolve_all,
)
from judge_app.games.eol.model import (
    DISPLAY_LIMIT,
    ENERGY_CAP,
    FIRST_TURN_ENERGY_CAP,
    HAND_LIMIT,
    START_HAND,
    Pass,
    Replace,
)


# --- setup ----------------------------------------------------------------------------------------------------
def fill_life(t: Table) -> None:
    """A player without a life total starts at the hero's printed 血量 (1.2.1, shown per 1.1.10)."""
    for p in t.state.players:
        if "life" not in p.resources:
            h = hero(t.state, p.id)
            hp = h.stats.get("hp", 0) if h else 0
            t.set_resource(p.id, "life", hp)
            t.step("procedure", M.LIFE_FROM_HERO(who=pname(t.state, p.id), hp=hp), [R.HERO_HP, R.LIFE_DISPLAY])


def deal(t: Table) -> None:
    st = t.state
    t.step("procedure", M.SETUP(), [R.FLOW_SETUP, R.SETUP_DECKS_HEROES])
    for p in st.players:
        deck = st.in_zone(f"{p.id}.deck") + st.in_zone(f"{p.id}.hand")
        heroes = [o for o in st.objects if o.owner == p.id and "hero" in o.types]
        if len(heroes) != 1:
            t.nothing(M.HEROES_COUNT(who=pname(st, p.id), count=len(heroes)), [R.DECK_ONE_HERO])
        if len(deck) != 30:
            t.nothing(M.DECK_SIZE(who=pname(st, p.id), count=len(deck)), [R.DECK_30])
    first = st.first_player or st.active_player
    t.step("procedure", M.FIRST_PLAYER(who=pname(st, first)), [R.SETUP_ORDER])
    for p in st.players:
        need = START_HAND - len(st.in_zone(f"{p.id}.hand"))
        if need > 0:
            draw(t, p.id, need, [R.SETUP_DRAW_10])
    t.set_state("step", "replace")
    memory(st).replaced = ()


def replace(t: Table, action: Replace) -> None:
    st, pid = t.state, action.player
    hand = st.in_zone(f"{pid}.hand")
    for oid in action.cards:
        t.move(st.obj(oid), f"{pid}.deck", top=False)
    if action.cards:
        t.step("procedure", M.REPLACED_TO_BOTTOM(who=pname(st, pid), count=len(action.cards)),
               [R.SETUP_REPLACE, R.SETUP_REPLACE_HOW])
        draw(t, pid, START_HAND - (len(hand) - len(action.cards)), [R.SETUP_REPLACE_HOW])
        deck = [o.id for o in st.in_zone(f"{pid}.deck")]
        # Seeded by the scenario so the same file always shuffles the same way.
        random.Random(f"{st.seed}:{st.turn}:{pid}:replace").shuffle(deck)
        t.reorder(f"{pid}.deck", deck)
        t.step("procedure", M.SHUFFLES(who=pname(st, pid), seed=st.seed), [R.SETUP_REPLACE_HOW])
    else:
        t.step("choice", M.NO_REPLACE(who=pname(st, pid)), [R.SETUP_REPLACE])
    mem = memory(st)
    mem.replaced = (*(mem.replaced or ()), pid)


def begin_placement(t: Table) -> None:
    st, mem = t.state, memory(t.state)
    first = st.first_player or st.active_player
    for p in st.players:
        if p.id not in (mem.replaced or ()):
            t.step("choice", M.DID_NOT_REPLACE(who=pname(st, p.id)), [R.SETUP_REPLACE])
    mem.replaced = None
    t.set_state("step", "place")
    mem.placer = first
    t.step("procedure", M.PLACING_ORDER(who=pname(st, first)), [R.SETUP_PLACE])


def setup_pass(t: Table, action: Pass) -> None:
    st = t.state
    first = st.first_player or st.active_player
    if action.player == first:
        second = st.opponent(first)
        memory(st).placer = second
        t.step("procedure", M.NEXT_PLACER(first=pname(st, first), second=pname(st, second)), [R.SETUP_PLACE])
        return
    memory(st).placer = None
    end_setup(t)


def end_setup(t: Table) -> None:
    st = t.state
    empty = [p.id for p in st.players if not minions(st, p.id)]
    t.step("procedure", M.SETUP_ENDS(), [R.SETUP_END])
    if len(empty) == 2:
        t.end_game("draw", None, M.SETUP_BOTH_EMPTY(), [R.SETUP_END])
        t.allow(M.SETUP_BOTH_EMPTY_CHECK(), [R.SETUP_END])
        return
    if len(empty) == 1:
        winner = st.opponent(empty[0])
        reason = M.SETUP_ONE_EMPTY(loser=pname(st, empty[0]), winner=pname(st, winner))
        t.end_game("win", winner, reason, [R.SETUP_END])
        t.allow(reason, [R.SETUP_END])
        return
    first = st.first_player or st.active_player
    t.set_state("phase", "draw")
    t.set_state("step", None)
    t.set_state("turn", 1)
    t.set_state("active_player", first)
    begin_turn(t)


# --- the turn --------------------------------------------------------------------------------------------------
def begin_turn(t: Table) -> None:
    st = t.state
    pid = st.active_player
    clear_turn_statuses(t)
    t.step("procedure", M.TURN_BEGINS(turn=st.turn, who=pname(st, pid)), [R.FLOW_TURNS])
    resolve_all(t, order_by_side(collect(t, [("turn_start", o) for o in st.objects if o.zone == f"{pid}.hero"]),
                                 [pid, st.opponent(pid)]), Ctx(), [])
    draw_phase(t)
    checks.check_game_over(t)
    if st.game_over is None:
        energy_phase(t)


def draw_phase(t: Table) -> None:
    st = t.state
    pid = st.active_player
    t.set_state("phase", "draw")
    shown = st.in_zone(f"{pid}.display")
    mem = memory(st)
    if mem.skip_draw.get(pid):
        mem.skip_draw = {p: skip for p, skip in mem.skip_draw.items() if p != pid}
        for o in shown:
            t.move(o, f"{o.owner}.graveyard")
        who = pname(st, pid)
        text = M.DRAW_SKIPPED_DISPLAY(who=who, cards=[o.label for o in shown]) if shown else M.DRAW_SKIPPED(who=who)
        t.step("procedure", text, [R.DRAW_PHASE, R.DISPLAY_DISCARD_ON_SKIP])
        return
    if first_turn_of_first_player(st):
        t.step("procedure", M.FIRST_TURN_NO_DRAW(who=pname(st, pid)), [R.FIRST_TURN_NO_DRAW])
    else:
        draw(t, pid, 1, [R.DRAW_ONE])
        if st.game_over is not None:
            return
    if shown:
        for o in shown:
            t.move(o, f"{pid}.hand", top=False)
        t.step("procedure", M.DISPLAY_TO_HAND(who=pname(st, pid), cards=[o.label for o in shown]), [R.DISPLAY_TO_HAND])


def energy_phase(t: Table) -> None:
    st = t.state
    pid = st.active_player
    t.set_state("phase", "energy")
    if first_turn_of_first_player(st):
        cap, cites = FIRST_TURN_ENERGY_CAP, [R.ENERGY_PHASE, R.FIRST_TURN_ENERGY_3]
    else:
        cap, cites = ENERGY_CAP, [R.ENERGY_PHASE, R.ENERGY_5]
    t.set_resource(pid, "energy", cap)
    t.step("procedure", M.ENERGY_REFRESH(who=pname(st, pid), cap=cap), cites)
    t.set_state("phase", "main")
    t.step("procedure", M.MAIN_BEGINS(), [R.MAIN_PHASE])


def end_turn(t: Table, action: Pass) -> None:
    st = t.state
    pid = st.active_player
    t.set_state("phase", "end")
    t.step("procedure", M.MAIN_ENDS(who=pname(st, pid)), [R.MAIN_END, R.END_PHASE])
    hand = st.in_zone(f"{pid}.hand")
    if len(hand) > HAND_LIMIT:
        excess = len(hand) - HAND_LIMIT
        t.step("procedure", M.HAND_OVER_LIMIT(who=pname(st, pid), count=len(hand), excess=excess), [R.END_HAND_8])
        discard_chosen(t, pid, f"{pid}.hand", excess, action.discard, [R.END_HAND_8, R.GRAVEYARD])
    else:
        t.nothing(M.HAND_WITHIN_LIMIT(who=pname(st, pid), count=len(hand)), [R.END_HAND_8])
    shown = st.in_zone(f"{pid}.display")
    if len(shown) > DISPLAY_LIMIT:
        excess = len(shown) - DISPLAY_LIMIT
        t.step("procedure", M.DISPLAY_OVER_LIMIT(who=pname(st, pid), count=len(shown), excess=excess),
               [R.END_DISPLAY_5])
        discard_chosen(t, pid, f"{pid}.display", excess, action.discard_display, [R.END_DISPLAY_5, R.GRAVEYARD])
    else:
        t.nothing(M.DISPLAY_WITHIN_LIMIT(who=pname(st, pid), count=len(shown)), [R.END_DISPLAY_5])
    expire_end_of_turn(t)
    nxt = st.opponent(pid)
    t.set_state("turn", st.turn + 1)
    t.set_state("active_player", nxt)
    t.step("procedure", M.TURN_ENDS(who=pname(st, nxt)), [R.FLOW_TURNS])
    checks.check_game_over(t)
    if st.game_over is None:
        begin_turn(t)
