"""The end of a turn: the cleanup special actions (2.2.6.4) and effects that end a phase or turn early (2.2.8).
Below ``effects`` (which carry out "end the phase/turn") and ``turn`` (which reaches the end phase)."""

from __future__ import annotations

from judge_app.engine.table import Table
from judge_app.games.ga import messages as M
from judge_app.games.ga import rules as R
from judge_app.games.ga.board import field, memory, pname
from judge_app.games.ga.moves import leave_field
from judge_app.games.ga.windows import enter


def cleanup(t: Table) -> None:
    """The special actions that end the turn; nobody receives an opportunity (2.2.6.4, 2.11.7.8.7)."""
    st = t.state
    pid = st.active_player
    healed = [o for o in field(st) if "ally" in o.types and o.damage]
    for o in healed:
        t.set_obj(o, "damage", 0)
    t.step("procedure", M.END_CLEANUP(allies=[o.label for o in healed] or M.NONE()),
           [R.END_CLEANUP, R.END_ALLY_DAMAGE, R.ALLY_DAMAGE_CLEARED, R.SBE_CLEANUP])
    damaged = [o for o in field(st) if "champion" in o.types and o.damage]
    if damaged:  # "is the champion healed too?": no (2.9.0.14), said with its rule
        t.nothing(M.CHAMPION_DAMAGE_KEPT(champions=[o.label for o in damaged]), [R.CHAMPION_DAMAGE_COUNTERS])
    expired = False
    for o in st.objects:
        kept = [m for m in o.modifiers if m.until != "end_of_turn"]
        if kept != o.modifiers:
            t.set_obj(o, "modifiers", kept)
            expired = True
    t.step("procedure", M.EOT_EFFECTS_END() if expired else M.EOT_EFFECTS_NONE(), [R.END_EOT])
    nxt = st.opponent(pid)
    t.set_state("turn", st.turn + 1)
    t.set_state("active_player", nxt)
    memory(st).materialized = None
    if nxt in (memory(st).placed or ()):
        enter(t, "wake_up", [R.END_NEXT_TURN, R.NEXT_TURN_PLAYER, R.TURN_ORDER],
              M.TURN_BEGINS(turn=st.turn, player=pname(st, nxt)))
    else:
        enter(t, "setup", [R.END_NEXT_TURN, R.NEXT_TURN_PLAYER, R.OTHER_FIRST_TURN],
              M.FIRST_TURN_BEGINS(turn=st.turn, player=pname(st, nxt)))


def _clear_stack(t: Table, cites: list[str]) -> None:
    st = t.state
    for item in list(reversed(st.stack)):
        o = st.obj(item.source)
        if not item.ability and o.zone == "stack":
            leave_field(t, o, f"{o.owner}.banishment")
    if st.stack:
        t.step("resolution", M.STACK_EXILED(), cites)
    t.set_state("stack", [])
    mem = memory(st)
    mem.await_ = None
    mem.passed = None


def end_phase_now(t: Table) -> None:
    st = t.state
    _clear_stack(t, [R.END_PHASE_EARLY])
    t.step("resolution", M.PHASE_ENDED(phase=M.PHASES[st.phase]()),
           [R.END_PHASE_EARLY, R.END_PHASE_SKIP_STEPS])
    if st.phase == "combat":
        t.set_state("step", "end")
        memory(st).window = None
        t.step("procedure", M.COMBAT_ENDED(), [R.END_COMBAT_EARLY])
    else:
        t.set_state("step", "ended")


def end_turn_now(t: Table) -> None:
    _clear_stack(t, [R.END_TURN_EARLY])
    reading = t.reading("end_turn_target", M.TURN_ENDED_READING())
    memory(t.state).combat = None
    if reading == "cleanup":
        cleanup(t)
        return
    st = t.state
    nxt = st.opponent(st.active_player)
    t.set_state("turn", st.turn + 1)
    t.set_state("active_player", nxt)
    enter(t, "wake_up" if nxt in (memory(st).placed or ()) else "setup", [R.END_TURN_EARLY],
          M.NEXT_TURN_NOW(player=pname(st, nxt)))

