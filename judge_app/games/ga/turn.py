"""The turn (2.2): phases, the first turns (1.3, 2.2.0.1.1), opportunity windows, ending a phase or turn
early (2.2.8), and ``settle``, which drives the game until a player must decide."""

from __future__ import annotations

from judge_app.engine.game import phase_name
from judge_app.engine.table import MAX_DEPTH, Table
from judge_app.games.ga import rules as R
from judge_app.games.ga.board import field, pname, rested
from judge_app.games.ga.checks import state_based
from judge_app.games.ga.model import PHASES, RESTED
from judge_app.games.ga.moves import draw, leave_field
from judge_app.games.ga.stack import give, give_opportunity, waiting
from judge_app.games.ga.triggers import emit, flush

NEXT_PHASE = {"wake_up": "materialize", "materialize": "recollection", "recollection": "draw", "draw": "main"}
MAX_ADVANCES = 64  # phases and steps passed through without a decision; more means a loop
WINDOW_CITES = {
    "recollection": [R.RECOLLECTION_OPPORTUNITY, R.NATURAL_OPPORTUNITIES],
    "main": [R.MAIN_OPPORTUNITY, R.NATURAL_OPPORTUNITIES],
    "end": [R.END_OPPORTUNITY, "ga:2.2.6.3.1", R.NATURAL_OPPORTUNITIES],
    "retaliation": [R.RETALIATION_OPPORTUNITY, "ga:2.2.7.1.1.1", "ga:2.8.2.2.4"],
    "damage": [R.DAMAGE_STEP_OPPORTUNITY, "ga:2.2.7.2.1.1", "ga:2.8.2.2.4"],
}


def first_turn(t: Table) -> bool:
    """``turn`` counts every player's turns, so in a two-player game turns 1 and 2 are the first turns."""
    return t.state.turn <= len(t.state.players)


def first_players_first_turn(t: Table) -> bool:
    return t.state.turn == 1 and t.state.active_player == t.state.first_player


def enter(t: Table, phase: str, cites: list[str], text: str = "") -> None:
    t.set_state("phase", phase)
    t.set_state("step", None)
    t.set_memory("window", None)
    t.step("procedure", text or f"進入{phase_name(PHASES, phase)}。", cites)


def window_done(t: Table, key: str) -> bool:
    """Open the natural opportunity window of this phase or step once; True once every player has passed
    with the stack empty (2.2.0.3)."""
    w = t.state.memory.get("window")
    if w == "closed":
        t.set_memory("window", None)
        return True
    if w is None:
        t.set_memory("window", "open")
        give_opportunity(t, t.state.active_player, WINDOW_CITES.get(key, [R.NATURAL_OPPORTUNITIES]))
    return False


def settle(t: Table) -> None:
    """Check the game state, put waiting triggers on the stack, then advance until someone must decide."""
    for _ in range(MAX_ADVANCES):
        st = t.state
        state_based(t)
        if st.game_over is not None:
            return
        if flush(t):
            t.set_memory("passed", None)
            give_opportunity(t, st.active_player, [R.TRIGGERS_SIMULTANEOUS, "ga:2.8.2.2.3"])
            return
        if waiting(t):
            return
        if st.stack:
            give_opportunity(t, st.active_player, [R.RESOLVE_REPEAT, R.OPPORTUNITY_AFTER_ACTIVATION])
            return
        if st.memory.get("window") == "open":
            cites = [R.MAIN_BACK_TO_TURN_PLAYER, R.MAIN_RETURN] if st.phase == "main" else [R.RESOLVE_REPEAT]
            give_opportunity(t, st.active_player, [*cites, R.PHASE_ENDS_WITH_OPPORTUNITY], "(效果堆疊已清空)")
            return
        advance(t)
    t.unsupported(f"連續推進超過 {MAX_ADVANCES} 個階段/步驟而沒有玩家需要決定,已停止。", [R.TURN_ORDER])
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
        from judge_app.games.ga.combat import advance_combat
        advance_combat(t)
    elif ph == "setup":
        if pid not in st.memory.get("placed", []):
            give(t, pid, "place", f"{pname(st, pid)} 的第一個回合:須從原質牌庫將一名0級勇士放置入場。",
                 [R.CHAMPION_LEVEL0_FIRST_TURN, R.OTHER_FIRST_TURN, R.FIRST_CHAMPION])
        elif first_players_first_turn(t):
            enter(t, "main", [R.FIRST_SKIPS, R.FIRST_SKIPS_DRAW, R.TWO_PLAYER_FIRST_TURNS],
                  f"{pname(st, pid)} 是首回合玩家:跳過重置、實現、回收與抽牌階段,直接進入主要階段。")
        else:
            enter(t, "draw", [R.TWO_PLAYER_FIRST_TURNS, R.MATERIALIZE_SKIP_FIRST],
                  f"{pname(st, pid)} 的第一個回合:跳過重置、實現與回收階段,進入抽牌階段。")
    elif ph == "wake_up":
        if stage is None:
            _wake_up(t)
        else:
            enter(t, "materialize", [R.WAKE_UP_ADVANCE])
    elif ph == "materialize":
        if stage is None and first_turn(t):
            t.set_state("step", "done")
            t.step("procedure", "每位玩家跳過其首回合的實現階段。", [R.MATERIALIZE_SKIP_FIRST])
        elif stage is None:
            t.set_state("step", "choose")
            _phase_triggers(t, "materialize")
            give(t, pid, "materialize", f"{pname(st, pid)} 可以從原質牌庫實現一張卡牌(或放棄)。",
                 [R.MATERIALIZE_TURN_ACTION, R.MATERIALIZE_WHAT, R.MATERIALIZE_ONE])
        elif stage == "done":
            enter(t, "recollection", [R.MATERIALIZE_ADVANCE])
    elif ph == "recollection":
        if stage is None and first_turn(t):
            enter(t, "draw", [R.TWO_PLAYER_FIRST_TURNS], "首回合跳過回收階段,進入抽牌階段。")
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
                t.step("procedure", "雙人遊戲中首回合玩家跳過其首個抽牌階段。", [R.FIRST_SKIPS_DRAW])
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
    pid = t.state.active_player
    for o in field(t.state):
        if any(a.trigger and a.trigger.event == f"start:{phase}" and (a.trigger.scope != "self" or o.controller == pid)
               for a in o.abilities):
            emit(t, f"start:{phase}", o)


def _wake_up(t: Table) -> None:
    st = t.state
    pid = st.active_player
    t.set_state("step", "done")
    woken = [o for o in field(st, pid) if rested(o)]
    for o in woken:
        t.remove_status(o, RESTED)
    names = "、".join(o.label for o in woken) or "沒有橫置的物件"
    t.step("procedure", f"重置階段:同時重置 {pname(st, pid)} 場上所有橫置的物件({names});回合動作,不能被響應。",
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
    t.step("procedure", f"回收:{pname(st, pid)} 將回憶區中的 {len(mem)} 張卡牌移回手牌;回合動作,不能被響應。",
           [R.RECOLLECTION, R.TURN_ACTION_RECOLLECT])


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
    t.set_memory("materialized", None)
    if nxt in st.memory.get("placed", []):
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
    t.set_memory("await", None)
    t.set_memory("passed", None)


def end_phase_now(t: Table) -> None:
    st = t.state
    _clear_stack(t, [R.END_PHASE_EARLY])
    t.step("resolution", f"效果結束了{phase_name(PHASES, st.phase)};其餘步驟被跳過。",
           [R.END_PHASE_EARLY, R.END_PHASE_SKIP_STEPS])
    if st.phase == "combat":
        t.set_state("step", "end")
        t.set_memory("window", None)
        t.step("procedure", "戰鬥階段被結束:推進到戰鬥結束,然後進入主要階段。", [R.END_COMBAT_EARLY])
    else:
        t.set_state("step", "ended")


def end_turn_now(t: Table) -> None:
    _clear_stack(t, [R.END_TURN_EARLY])
    reading = t.reading("end_turn_target", "效果結束了回合。")
    t.set_memory("combat", None)
    if reading == "cleanup":
        cleanup(t)
        return
    st = t.state
    nxt = st.opponent(st.active_player)
    t.set_state("turn", st.turn + 1)
    t.set_state("active_player", nxt)
    enter(t, "wake_up" if nxt in st.memory.get("placed", []) else "setup", [R.END_TURN_EARLY],
          f"直接開始下一回合:{pname(st, nxt)} 成為回合玩家。")
