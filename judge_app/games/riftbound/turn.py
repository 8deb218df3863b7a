"""The turn (301–306, 314–317): awaken, beginning (start step, scoring step = holding), channel, draw,
the action phase, and the end of turn (end step, special cleanup removing damage, expiry, next player)."""

from __future__ import annotations

from judge_app.engine.messages import Text
from judge_app.engine.priority import reset
from judge_app.engine.table import Table
from judge_app.games.riftbound import messages as M
from judge_app.games.riftbound import missing
from judge_app.games.riftbound import rules as R
from judge_app.games.riftbound.board import bf, bf_ids, bf_name, memory, next_player, pname
from judge_app.games.riftbound.cleanup import cleanup
from judge_app.games.riftbound.draw import draw
from judge_app.games.riftbound.model import EXHAUSTED, STUNNED
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
                    t.step("trigger", M.TIMED_TRIGGER(card=o.label, ability=ab.text or ab.id), cites)
                    missing.unsupported(t, M.TRIGGER_TO_CHAIN(), missing.TRIGGERED, *cites, halt=True)


def _empty_pools(t: Table, cites: list[str], text: Text) -> None:
    for p in t.state.players:
        for pool in POOLS:
            if t.resource(p.id, pool):
                t.set_resource(p.id, pool, 0)
    t.step("procedure", text, cites)


def begin_turn(t: Table) -> None:
    st = t.state
    pid = st.active_player
    t.step("procedure", M.TURN_BEGINS(turn=st.turn, who=pname(st, pid)),
           [R.TURN_PLAYER, R.FIXED_PHASES, R.TURN_PHASES, R.TURN_START])
    _phase(t, "awaken")
    ready = [o for o in st.objects if o.controller == pid and EXHAUSTED in o.status]
    for o in ready:
        t.remove_status(o, EXHAUSTED)
    t.step("procedure", M.AWAKEN(who=pname(st, pid), objects=[o.label for o in ready] or M.NOTHING_EXHAUSTED()),
           [R.AWAKEN_READY])
    _phase(t, "beginning", "start")
    t.step("procedure", M.START_STEP(),
           [R.START_STEP_EFFECTS])
    _timed_triggers(t, "turn_start", [R.START_STEP_EFFECTS])
    if missing.halted(t):
        return
    t.set_state("step", "scoring")
    held = [b for b in bf_ids(st) if bf(st, b).controller == pid]
    t.step("procedure", M.SCORING_STEP(who=pname(st, pid), battlefields=[bf_name(st, b) for b in held] or M.NONE()),
           [R.HOLD_NOW, R.HOLD])
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
    t.step("procedure", M.CHANNEL(who=pname(st, pid), count=len(runes),
                                  fewer=M.CHANNEL_FEWER() if len(runes) < 2 else ""), cites)
    _phase(t, "draw")
    draw(t, pid, [R.DRAW_PHASE, R.DRAW_ONE])
    if st.game_over is not None or missing.halted(t):
        return
    _empty_pools(t, [R.DRAW_POOLS_EMPTY], M.POOLS_EMPTY_DRAW())
    _phase(t, "action")
    mem = memory(st)
    mem.priority = pid
    reset(mem)
    t.step("procedure", M.ACTION_PHASE_BEGINS(who=pname(st, pid)),
           [R.ACTION_AFTER_START, R.ACTION_NEUTRAL_OPEN, R.NEUTRAL_OPEN, R.PRIORITY_ACTION_PHASE])


def end_turn(t: Table) -> None:
    st = t.state
    pid = st.active_player
    t.step("procedure", M.DECLARES_END(who=pname(st, pid)),
           [R.END_TURN_ACTION_ENDS, R.END_TURN_TO_END_PHASE, R.STEP_ENDS])
    memory(st).priority = None
    _phase(t, "end", "end")
    t.step("procedure", M.END_STEP(), [R.END_STEP, R.END_STEP_EFFECTS])
    _timed_triggers(t, "turn_end", [R.END_STEP_EFFECTS])
    if missing.halted(t):
        return
    t.set_state("step", "cleanup")

    def remove_damage(t: Table) -> None:
        hurt = [o for o in t.state.objects if o.damage and "unit" in o.types]
        for o in hurt:
            t.set_obj(o, "damage", 0)
        t.step("procedure", M.DAMAGE_REMOVED(units=[o.label for o in hurt] or M.NO_UNIT_DAMAGED()),
               [R.END_REMOVE_DAMAGE])

    t.step("procedure", M.END_CLEANUP(),
           [R.END_SPECIAL_CLEANUP, R.END_REMOVE_DAMAGE, R.SPECIAL_CLEANUP_STEPS])
    cleanup(t, [R.END_SPECIAL_CLEANUP], [remove_damage])
    if st.game_over is not None:
        return
    t.set_state("step", "expiry")
    mem = memory(st)
    expired = [e for e in mem.effects if e.until == "end_of_turn"]
    mem.effects = [e for e in mem.effects if e.until != "end_of_turn"]
    for o in st.objects:
        if STUNNED in o.status:  # 眩晕 lasts this turn (the card's reminder)
            t.remove_status(o, STUNNED)
    for o in st.objects:
        if any(m.until == "end_of_turn" for m in o.modifiers):
            t.set_obj(o, "modifiers", [m for m in o.modifiers if m.until != "end_of_turn"])
    t.step("procedure", M.EXPIRY(effects=[e.id for e in expired] or M.NO_SUCH_EFFECTS()), [R.EXPIRY_THIS_TURN])
    _empty_pools(t, [R.EXPIRY_POOLS_EMPTY], M.POOLS_EMPTY_EXPIRY())
    nxt = next_player(st, pid)
    mem.scored = {}
    t.set_state("turn", st.turn + 1)
    t.set_state("active_player", nxt)
    t.step("procedure", M.NEXT_TURN_PLAYER(who=pname(st, nxt)),
           [R.NEXT_PLAYER, R.NEXT_TURN_PLAYER, R.TURNS_ALTERNATE])
    begin_turn(t)
