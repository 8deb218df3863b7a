"""Opportunities (2.8.2) and the natural opportunity window of each phase or step (2.2.0.3): who must decide
next, passing in turn order, entering a phase. Below the stack, the turn and combat, which all open windows."""

from __future__ import annotations

from judge_app.engine.messages import Text
from judge_app.engine.table import Table
from judge_app.games.ga import messages as M
from judge_app.games.ga import rules as R
from judge_app.games.ga.board import memory, pname
from judge_app.games.ga.memory import Await, AwaitKind

WINDOW_CITES = {
    "recollection": [R.RECOLLECTION_OPPORTUNITY, R.NATURAL_OPPORTUNITIES],
    "main": [R.MAIN_OPPORTUNITY, R.NATURAL_OPPORTUNITIES],
    "end": [R.END_OPPORTUNITY, "ga:2.2.6.3.1", R.NATURAL_OPPORTUNITIES],
    "retaliation": [R.RETALIATION_OPPORTUNITY, "ga:2.2.7.1.1.1", "ga:2.8.2.2.4"],
    "damage": [R.DAMAGE_STEP_OPPORTUNITY, "ga:2.2.7.2.1.1", "ga:2.8.2.2.4"],
}


def waiting(t: Table) -> Await | None:
    return memory(t.state).await_


def give(t: Table, pid: str, what: AwaitKind, text: Text, cites: list[str]) -> None:
    """``pid`` must now decide: an opportunity, a materialization, a retaliation or the first champion."""
    memory(t.state).await_ = Await.of(pid, what)
    t.step("procedure", text, cites)


def give_opportunity(t: Table, pid: str, cites: list[str], text: Text | None = None) -> None:
    """``pid`` receives the opportunity; ``text`` says why when more than that is worth saying."""
    give(t, pid, "opportunity", text or M.OPPORTUNITY(player=pname(t.state, pid)), cites)


def order_from(t: Table, pid: str) -> list[str]:
    ids = [p.id for p in t.state.players]
    i = ids.index(pid)
    return ids[i:] + ids[:i]


def passed(t: Table, pid: str) -> bool:
    """Record a pass; True when every player has now passed in a row (2.8.2.1.4-5)."""
    mem = memory(t.state)
    done = [*(mem.passed or ()), pid]
    mem.passed = done
    if set(done) >= {p.id for p in t.state.players}:
        mem.passed = None
        mem.await_ = None
        return True
    nxt = order_from(t, pid)[1]
    main_round = t.state.phase == "main" and not t.state.stack and pid == t.state.active_player
    give_opportunity(t, nxt, [R.PASS_IN_TURN_ORDER, *([R.MAIN_PASS_ROUND] if main_round else [])],
                     M.OPPORTUNITY_AFTER_PASS(player=pname(t.state, nxt), passer=pname(t.state, pid)))
    return False


def enter(t: Table, phase: str, cites: list[str], text: Text | None = None) -> None:
    t.set_state("phase", phase)
    t.set_state("step", None)
    memory(t.state).window = None
    t.step("procedure", text or M.ENTERS_PHASE(phase=M.PHASES[phase]()), cites)


def window_done(t: Table, key: str) -> bool:
    """Open the natural opportunity window of this phase or step once; True once every player has passed
    with the stack empty (2.2.0.3)."""
    mem = memory(t.state)
    if mem.window == "closed":
        mem.window = None
        return True
    if mem.window is None:
        mem.window = "open"
        give_opportunity(t, t.state.active_player, WINDOW_CITES.get(key, [R.NATURAL_OPPORTUNITIES]))
    return False
