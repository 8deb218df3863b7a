"""Entering a main phase (9.3): below both the turn loop (main 1 after the draw) and the attack phase
(main 2 when no forward attacks), so neither has to call back into the other."""

from __future__ import annotations

from judge_app.engine.table import Table
from judge_app.games.fftcg import effects, stack
from judge_app.games.fftcg import messages as M
from judge_app.games.fftcg import rules as R


def begin_main(t: Table, phase: str) -> None:
    st = t.state
    t.set_state("phase", phase)
    t.set_state("step", None)
    t.step(
        "procedure",
        M.MAIN_BEGINS(phase=M.MAIN_PHASES["main1" if phase == "main1" else "main2"]()),
        [R.MAIN_PHASE, R.MAIN_TWO_PHASES, R.MAIN_TRIGGERS, R.MAIN_PRIORITY],
    )
    effects.fire_event(t, "main_start")
    if phase == "main2":
        effects.fire_event(t, "main2_start")
    stack.give_priority(t, st.active_player)
