"""The turn (2.2): phases, the first turns (1.3, 2.2.0.1.1), opportunity windows, ending a phase or turn
early (2.2.8), and ``settle``, which drives the game until a player must decide."""

from __future__ import annotations

from judge_app.engine.table import MAX_DEPTH, Table
from judge_app.games.ga import messages as M
from judge_app.games.ga import rules as R
from judge_app.games.ga.board import field, memory, pname, rested
from judge_app.games.ga.checks import state_based
from judge_app.games.ga.combat import advance_combat
from judge_app.games.ga.endings import cleanup
from judge_app.games.ga.model import RESTED
from judge_app.games.ga.moves import draw
from judge_app.games.ga.triggers import flush, phase_start
from judge_app.games.ga.windows import enter, give, give_opportunity, waiting, window_done

NEXT_PHASE = {"wake_up": "materialize", "materialize": "recollection", "recollection": "draw", "draw": "main"}
MAX_ADVANCES = 64  # phases and steps passed through without a decision; more means a loop


def first_turn(t: Table) -> bool:
    """``turn`` counts every player's turns, so in a two-player game turns 1 and 2 are the first turns."""
    return t.state.turn <= len(t.state.players)


def first_players_first_turn(t: Table) -> bool:
    return t.state.turn == 1 and t.state.active_player == t.state.first_player


def settle(t: Table) -> None:
    """Check the game state, put waiting triggers on the stack, then advance until someone must decide."""
    for _ in range(MAX_ADVANCES):
        st = t.state
        state_based(t)
        if st.game_over is not None:
            return
        if flush(t):
            memory(st).passed = None
            give_opportunity(t, st.active_player, [R.TRIGGERS_SIMULTANEOUS, "ga:2.8.2.2.3"])
            return
        if waiting(t):
            return
        if st.stack:
            give_opportunity(t, st.active_player, [R.RESOLVE_REPEAT, R.OPPORTUNITY_AFTER_ACTIVATION])
            return
        if memory(st).window == "open":
            cites = [R.MAIN_BACK_TO_TURN_PLAYER, R.MAIN_RETURN] if st.phase == "main" else [R.RESOLVE_REPEAT]
            give_opportunity(t, st.active_player, [*cites, R.PHASE_ENDS_WITH_OPPORTUNITY],
                             M.OPPORTUNITY_STACK_EMPTY(player=pname(st, st.active_player)))
            return
        advance(t)
    t.unsupported(M.TOO_MANY_ADVANCES(count=MAX_ADVANCES), [R.TURN_ORDER])
    raise_loop(t)


def raise_loop(t: Table) -> None:
    from judge_app.engine.table import LoopLimit

    raise LoopLimit(f"GA 推進超過 {MAX_ADVANCES} 次 (深度上限 {MAX_DEPTH})")


def advance(t: Table) -> None:
    st = t.state
    ph, stage = st.phase, st.step
    pid = st.active_player
    if stage == "ended" and ph in NEXT_PHASE:
        enter(t, NEXT_PHASE[ph], [R.END_PHASE_EARLY, R.END_PHASE_SKIP_STEPS])
        return
    if ph == "combat":
        advance_combat(t)
    elif ph == "setup":
        if pid not in (memory(st).placed or ()):
            give(t, pid, "place", M.MUST_PLACE_CHAMPION(player=pname(st, pid)),
                 [R.CHAMPION_LEVEL0_FIRST_TURN, R.OTHER_FIRST_TURN, R.FIRST_CHAMPION])
        elif first_players_first_turn(t):
            enter(t, "main", [R.FIRST_SKIPS, R.FIRST_SKIPS_DRAW, R.TWO_PLAYER_FIRST_TURNS],
                  M.FIRST_PLAYER_SKIPS(player=pname(st, pid)))
        else:
            enter(t, "draw", [R.TWO_PLAYER_FIRST_TURNS, R.MATERIALIZE_SKIP_FIRST],
                  M.FIRST_TURN_SKIPS(player=pname(st, pid)))
    elif ph == "wake_up":
        if stage is None:
            _wake_up(t)
        else:
            enter(t, "materialize", [R.WAKE_UP_ADVANCE])
    elif ph == "materialize":
        if stage is None and first_turn(t):
            t.set_state("step", "done")
            t.step("procedure", M.SKIPS_FIRST_MATERIALIZE(), [R.MATERIALIZE_SKIP_FIRST])
        elif stage is None:
            t.set_state("step", "choose")
            _phase_triggers(t, "materialize")
            give(t, pid, "materialize", M.MAY_MATERIALIZE(player=pname(st, pid)),
                 [R.MATERIALIZE_TURN_ACTION, R.MATERIALIZE_WHAT, R.MATERIALIZE_ONE])
        elif stage == "done":
            enter(t, "recollection", [R.MATERIALIZE_ADVANCE])
    elif ph == "recollection":
        if stage is None and first_turn(t):
            enter(t, "draw", [R.TWO_PLAYER_FIRST_TURNS], M.SKIPS_FIRST_RECOLLECTION())
        elif stage is None:
            t.set_state("step", "window")
            _phase_triggers(t, "recollection")
        elif window_done(t, "recollection"):
            _recollect(t)
            enter(t, "draw", [R.RECOLLECTION_ADVANCE])
    elif ph == "draw":
        if stage is None:
            t.set_state("step", "done")
            if first_players_first_turn(t):
                t.step("procedure", M.FIRST_PLAYER_SKIPS_DRAW(), [R.FIRST_SKIPS_DRAW])
            else:
                draw(t, pid, 1, [R.DRAW_PHASE, R.SPECIAL_DRAW])
        else:
            enter(t, "main", [R.DRAW_ADVANCE])
    elif ph == "main":
        if stage is None:
            t.set_state("step", "window")
            _phase_triggers(t, "main")
        elif stage == "ended" or window_done(t, "main"):
            enter(t, "end", [R.MAIN_ENDS, R.END_BEGINS] if stage != "ended" else [R.END_PHASE_EARLY])
    elif ph == "end":
        if stage is None:
            t.set_state("step", "window")
            _phase_triggers(t, "end")
        elif stage == "ended" or window_done(t, "end"):
            cleanup(t)


def _phase_triggers(t: Table, phase: str) -> None:
    """Effects that trigger "at the beginning of" a phase go on the stack first (2.2.0.6, 2.2.6.2)."""
    phase_start(t, phase)


def _wake_up(t: Table) -> None:
    st = t.state
    pid = st.active_player
    t.set_state("step", "done")
    woken = [o for o in field(st, pid) if rested(o)]
    for o in woken:
        t.remove_status(o, RESTED)
    t.step("procedure", M.WAKE_UP(player=pname(st, pid), objects=[o.label for o in woken] or M.NOTHING_RESTED()),
           [R.WAKE_UP, R.TURN_ACTION_WAKE])
    _phase_triggers(t, "wake_up")


def _recollect(t: Table) -> None:
    st = t.state
    pid = st.active_player
    mem = st.in_zone(f"{pid}.memory")
    for o in mem:
        t.move(o, f"{pid}.hand", top=False)
        if o.face_down:
            t.set_obj(o, "face_down", False)
    t.step("procedure", M.RECOLLECTION(player=pname(st, pid), count=len(mem)),
           [R.RECOLLECTION, R.TURN_ACTION_RECOLLECT])
