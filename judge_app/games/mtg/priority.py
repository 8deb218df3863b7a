"""Priority (408.1): state-based effects and then triggered abilities before a player receives priority.
What two passes in succession do (resolve the top of the stack or end the step) is driven by ``turn``, which
owns the step sequence; this module never calls back into it."""

from __future__ import annotations

from judge_app.engine.priority import reset
from judge_app.engine.table import Table
from judge_app.games.mtg import messages as M
from judge_app.games.mtg import rules as R
from judge_app.games.mtg import sbe, triggers
from judge_app.games.mtg.board import memory, pname

MAX_SETTLE = 64


def settle(t: Table) -> bool:
    """408.1b: SBEs (repeated), then pending triggers onto the stack, until neither happens. True if anything did."""
    did = False
    for _ in range(MAX_SETTLE):
        changed = sbe.check(t)
        if t.state.game_over is not None:
            return True
        put = triggers.put_on_stack(t)
        did = did or changed or put
        if not (changed or put):
            return did
    return did


def give(t: Table, pid: str, cites: tuple[str, ...] = ()) -> None:
    settle(t)
    if t.state.game_over is not None:
        return
    mem = memory(t.state)
    mem.priority = pid
    reset(mem)
    t.step("procedure", M.GETS_PRIORITY(who=pname(t.state, pid)), [R.PRIORITY_PASSING, *cites])
