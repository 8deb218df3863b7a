"""Priority (408.1): state-based effects and then triggered abilities before a player receives priority,
passing, and what two passes in succession do."""

from __future__ import annotations

from judge_app.engine.table import Table
from judge_app.games.mtg import resolve, sbe, triggers
from judge_app.games.mtg import rules as R
from judge_app.games.mtg import stack as S
from judge_app.games.mtg.board import pname

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
    t.set_memory("priority", pid)
    t.set_memory("passes", 0)
    t.step("procedure", f"{pname(t.state, pid)} 获得优先权。", [R.PRIORITY_PASSING, *cites])


def pass_priority(t: Table, pid: str) -> None:
    from judge_app.games.mtg import turn

    passes = int(t.state.memory.get("passes", 0)) + 1
    t.set_memory("passes", passes)
    opp = t.state.opponent(pid)
    if passes < 2:
        settle(t)
        if t.state.game_over is None:
            t.set_memory("priority", opp)
            t.step("procedure", f"{pname(t.state, pid)} 让过优先权,{pname(t.state, opp)} 获得优先权。",
                   [R.PRIORITY_PASSING])
        return
    if S.entries(t):
        t.step("procedure", "双方牌手连续让过优先权:堆叠顶端的咒语或异能结算。", [R.PRIORITY_PASSING, R.RESOLVE,
                                                                    R.STACK_RESOLVE_TOP])
        resolve.resolve_top(t)
        if t.state.game_over is None:
            give(t, t.state.active_player, (R.PRIORITY_PASSING,))
        return
    t.step("procedure", "堆叠为空且双方牌手连续让过优先权:当前步骤(阶段)结束。", [R.STEP_ENDS])
    t.set_memory("priority", None)
    t.set_memory("passes", None)
    turn.advance(t)
