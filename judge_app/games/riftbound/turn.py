"""The turn (301–306, 314–317): awaken, beginning (start step, scoring step = holding), channel, draw,
the action phase, and the end of turn (end step, special cleanup removing damage, expiry, next player)."""

from __future__ import annotations

from judge_app.engine.priority import reset
from judge_app.engine.table import Table
from judge_app.games.riftbound import missing
from judge_app.games.riftbound import rules as R
from judge_app.games.riftbound.board import bf, bf_ids, bf_name, memory, next_player, pname
from judge_app.games.riftbound.cleanup import cleanup
from judge_app.games.riftbound.draw import draw
from judge_app.games.riftbound.model import EXHAUSTED
from judge_app.games.riftbound.scoring import score

POOLS = ("mana", "power")


def _phase(t: Table, phase: str, step: str | None = None) -> None:
    changed = t.state.phase != phase
    t.set_state("phase", phase)
    t.set_state("step", step)
    if changed:
        cleanup(t, [R.CLEANUP_PHASE_CHANGE])


def _timed_triggers(t: Table, event: str, cites: list[str]) -> None:
    st = t.state
    for o in st.objects:
        if o.zone.startswith("bf") or o.zone.endswith(".base"):
            for ab in o.abilities:
                if ab.trigger is not None and ab.trigger.event == event and o.controller == st.active_player:
                    t.step("trigger", f"{o.label} 的「{ab.text or ab.id}」在此时机触发。", cites)
                    missing.unsupported(t, "把该触发式技能加入结算链并结算", missing.TRIGGERED, *cites, halt=True)


def _empty_pools(t: Table, cites: list[str], text: str) -> None:
    for p in t.state.players:
        for pool in POOLS:
            if t.resource(p.id, pool):
                t.set_resource(p.id, pool, 0)
    t.step("procedure", text, cites)


def begin_turn(t: Table) -> None:
    st = t.state
    pid = st.active_player
    t.step("procedure", f"第 {st.turn} 回合:{pname(st, pid)} 成为回合玩家,按固定的阶段进行。",
           [R.TURN_PLAYER, R.FIXED_PHASES, R.TURN_PHASES, R.TURN_START])
    _phase(t, "awaken")
    ready = [o for o in st.objects if o.controller == pid and EXHAUSTED in o.status]
    for o in ready:
        t.remove_status(o, EXHAUSTED)
    t.step("procedure", f"唤醒阶段:{pname(st, pid)} 将其控制的所有游戏物体变为活跃状态"
           f"({'、'.join(o.label for o in ready) if ready else '没有休眠的物体'})。", [R.AWAKEN_READY])
    _phase(t, "beginning", "start")
    t.step("procedure", "开始阶段 · 开始步骤:时机为“回合开始阶段”的游戏效果进行结算。",
           [R.START_STEP_EFFECTS])
    _timed_triggers(t, "turn_start", [R.START_STEP_EFFECTS])
    if missing.halted(t):
        return
    t.set_state("step", "scoring")
    held = [b for b in bf_ids(st) if bf(st, b).controller == pid]
    t.step("procedure", f"开始阶段 · 得分计算步骤:据守在此时结算({pname(st, pid)} 控制的战场:"
           f"{'、'.join(bf_name(st, b) for b in held) or '无'})。", [R.HOLD_NOW, R.HOLD])
    for b in held:
        if st.game_over is None and not missing.halted(t):
            score(t, pid, b, "hold")
    if st.game_over is not None or missing.halted(t):
        return
    _phase(t, "channel")
    runes = st.in_zone(f"{pid}.rune_deck")[:2]
    for r in runes:
        t.move(r, f"{pid}.runes", top=False)
    cites = [R.CHANNEL_PHASE, R.CHANNEL_TWO] + ([R.CHANNEL_FEWER] if len(runes) < 2 else [])
    t.step("procedure", f"召出阶段:{pname(st, pid)} 从符文牌堆召出 {len(runes)} 张符文"
           f"{'(符文牌堆不足两张,有多少召出多少)' if len(runes) < 2 else ''}。召出的具体方式见规则 417,"
           "不在随附规则书中;引擎只把卡牌移到“已召出的符文”。", cites)
    _phase(t, "draw")
    draw(t, pid, [R.DRAW_PHASE, R.DRAW_ONE])
    if st.game_over is not None or missing.halted(t):
        return
    _empty_pools(t, [R.DRAW_POOLS_EMPTY], "抽牌阶段结束时,所有玩家的符文池全部清空。")
    _phase(t, "action")
    mem = memory(st)
    mem.priority = pid
    reset(mem)
    t.step("procedure", f"完成回合开始的所有步骤,进入行动阶段(普通开环状态):{pname(st, pid)} 获得优先行动权。",
           [R.ACTION_AFTER_START, R.ACTION_NEUTRAL_OPEN, R.NEUTRAL_OPEN, R.PRIORITY_ACTION_PHASE])


def end_turn(t: Table) -> None:
    st = t.state
    pid = st.active_player
    t.step("procedure", f"{pname(st, pid)} 表明将结束本回合:行动阶段结束,进入回合结束阶段。",
           [R.END_TURN_ACTION_ENDS, R.END_TURN_TO_END_PHASE, R.STEP_ENDS])
    memory(st).priority = None
    _phase(t, "end", "end")
    t.step("procedure", "结束步骤:时机为“回合结束阶段”的游戏效果进行结算。", [R.END_STEP, R.END_STEP_EFFECTS])
    _timed_triggers(t, "turn_end", [R.END_STEP_EFFECTS])
    if missing.halted(t):
        return
    t.set_state("step", "cleanup")

    def remove_damage(t: Table) -> None:
        hurt = [o for o in t.state.objects if o.damage and "unit" in o.types]
        for o in hurt:
            t.set_obj(o, "damage", 0)
        names = "、".join(o.label for o in hurt) or "没有受伤的单位"
        t.step("procedure", f"2a. 为所有单位移除伤害({names})。", [R.END_REMOVE_DAMAGE])

    t.step("procedure", "回合结束清理:启动一次特殊清理,插入“2a. 为所有单位移除伤害。”",
           [R.END_SPECIAL_CLEANUP, R.END_REMOVE_DAMAGE, R.SPECIAL_CLEANUP_STEPS])
    cleanup(t, [R.END_SPECIAL_CLEANUP], [remove_damage])
    if st.game_over is not None:
        return
    t.set_state("step", "expiry")
    mem = memory(st)
    expired = [e for e in mem.effects if e.until == "end_of_turn"]
    mem.effects = [e for e in mem.effects if e.until != "end_of_turn"]
    for o in st.objects:
        if any(m.until == "end_of_turn" for m in o.modifiers):
            t.set_obj(o, "modifiers", [m for m in o.modifiers if m.until != "end_of_turn"])
    names = "、".join(e.id for e in expired) or "没有此类效果"
    t.step("procedure", f"失效步骤:所有时机为“本回合内”的效果同时失效({names})。", [R.EXPIRY_THIS_TURN])
    _empty_pools(t, [R.EXPIRY_POOLS_EMPTY], "失效步骤结束时,所有玩家的符文池全部清空,尚未消耗的法力和符能完全清空。")
    nxt = next_player(st, pid)
    mem.scored = {}
    t.set_state("turn", st.turn + 1)
    t.set_state("active_player", nxt)
    t.step("procedure", f"回合顺序中的下一名玩家 {pname(st, nxt)} 成为回合玩家。",
           [R.NEXT_PLAYER, R.NEXT_TURN_PLAYER, R.TURNS_ALTERNATE])
    begin_turn(t)
