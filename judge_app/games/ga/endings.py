"""The end of a turn: the cleanup special actions (2.2.6.4) and effects that end a phase or turn early (2.2.8).
Below ``effects`` (which carry out "end the phase/turn") and ``turn`` (which reaches the end phase)."""

from __future__ import annotations

from judge_app.engine.game import phase_name
from judge_app.engine.table import Table
from judge_app.games.ga import rules as R
from judge_app.games.ga.board import field, memory, pname
from judge_app.games.ga.model import PHASES
from judge_app.games.ga.moves import leave_field
from judge_app.games.ga.windows import enter


def cleanup(t: Table) -> None:
    """The special actions that end the turn; nobody receives an opportunity (2.2.6.4, 2.11.7.8.7)."""
    st = t.state
    pid = st.active_player
    healed = [o for o in field(st) if "ally" in o.types and o.damage]
    for o in healed:
        t.set_obj(o, "damage", 0)
    t.step("procedure", "結束階段的特殊遊戲動作:移除盟友上標記的傷害"
           f"({'、'.join(o.label for o in healed) or '無'});沒有玩家獲得機會。",
           [R.END_CLEANUP, R.END_ALLY_DAMAGE, R.ALLY_DAMAGE_CLEARED, R.SBE_CLEANUP])
    expired = False
    for o in st.objects:
        kept = [m for m in o.modifiers if m.until != "end_of_turn"]
        if kept != o.modifiers:
            t.set_obj(o, "modifiers", kept)
            expired = True
    t.step("procedure", f"「直到回合結束」效果結束{'' if expired else '(沒有此類效果)'}。", [R.END_EOT])
    nxt = st.opponent(pid)
    t.set_state("turn", st.turn + 1)
    t.set_state("active_player", nxt)
    memory(st).materialized = None
    if nxt in (memory(st).placed or ()):
        enter(t, "wake_up", [R.END_NEXT_TURN, R.NEXT_TURN_PLAYER, R.TURN_ORDER],
              f"第 {st.turn} 回合開始:{pname(st, nxt)} 成為回合玩家,進入重置階段。")
    else:
        enter(t, "setup", [R.END_NEXT_TURN, R.NEXT_TURN_PLAYER, R.OTHER_FIRST_TURN],
              f"第 {st.turn} 回合開始:{pname(st, nxt)} 的第一個回合。")


def _clear_stack(t: Table, cites: list[str]) -> None:
    st = t.state
    for item in list(reversed(st.stack)):
        o = st.obj(item.source)
        if not item.ability and o.zone == "stack":
            leave_field(t, o, f"{o.owner}.banishment")
    if st.stack:
        t.step("resolution", "效果堆疊中的效果不再結算,其中的卡牌全部被放逐。", cites)
    t.set_state("stack", [])
    mem = memory(st)
    mem.await_ = None
    mem.passed = None


def end_phase_now(t: Table) -> None:
    st = t.state
    _clear_stack(t, [R.END_PHASE_EARLY])
    t.step("resolution", f"效果結束了{phase_name(PHASES, st.phase)};其餘步驟被跳過。",
           [R.END_PHASE_EARLY, R.END_PHASE_SKIP_STEPS])
    if st.phase == "combat":
        t.set_state("step", "end")
        memory(st).window = None
        t.step("procedure", "戰鬥階段被結束:推進到戰鬥結束,然後進入主要階段。", [R.END_COMBAT_EARLY])
    else:
        t.set_state("step", "ended")


def end_turn_now(t: Table) -> None:
    _clear_stack(t, [R.END_TURN_EARLY])
    reading = t.reading("end_turn_target", "效果結束了回合。")
    memory(t.state).combat = None
    if reading == "cleanup":
        cleanup(t)
        return
    st = t.state
    nxt = st.opponent(st.active_player)
    t.set_state("turn", st.turn + 1)
    t.set_state("active_player", nxt)
    enter(t, "wake_up" if nxt in (memory(st).placed or ()) else "setup", [R.END_TURN_EARLY],
          f"直接開始下一回合:{pname(st, nxt)} 成為回合玩家。")

