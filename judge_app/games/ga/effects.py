"""What each effect does when a card or ability resolves (2.3.4), from its controller's view (2.3.4.7)."""

from __future__ import annotations

from typing import Any

from judge_app.engine.table import Table
from judge_app.games.ga import rules as R
from judge_app.games.ga.board import Obj, life, memory, on_field, pname, power, selected
from judge_app.games.ga.damage import Hit, deal
from judge_app.games.ga.endings import end_phase_now, end_turn_now
from judge_app.games.ga.memory import Shield
from judge_app.games.ga.moves import banish, destroy, draw, return_to_hand, to_graveyard
from judge_app.games.ga.negation import negate
from judge_app.games.ga.statics import gated


def _player(t: Table, who: str, controller: str) -> str:
    if who == "controller":
        return controller
    if who == "opponent":
        return t.state.opponent(controller)
    return who


def run(t: Table, source: Obj, effects: list[Any], controller: str, chosen: list[str]) -> None:
    """Resolve ``effects`` in order; a level gate cuts the rest when unmet (2.4.4.3)."""
    active = gated(t.state, source, effects)
    if len(active) < len([e for e in effects if e.type != "level_gate"]):
        t.step("check", f"{source.label} 的等級限定未滿足,限定之後的效果文本被無視。",
               [R.CONDITIONS_UNMET, R.LEVEL_CONDITION, R.LEVEL_CONDITION_MODIFIED], check="nothing")
    for eff in active:
        if t.state.game_over is not None:
            return
        _one(t, source, eff, controller, chosen)


def _one(t: Table, source: Obj, eff: Any, controller: str, chosen: list[str]) -> None:
    st = t.state
    objs = selected(st, source, eff.target, chosen) if hasattr(eff, "target") else []
    live = [o for o in objs if on_field(o) or eff.type == "negate"]
    match eff.type:
        case "damage" | "unpreventable_damage":
            hits = [Hit(source, o, eff.amount, unpreventable=eff.type == "unpreventable_damage") for o in live]
            deal(t, hits, [_source_cite(source), R.DEAL_X])
        case "damage_by_power":
            lki = memory(st).lki.get(source.id)
            value = power(st, source) if on_field(source) or lki is None else lki.power
            if not on_field(source):
                t.step("procedure", f"{source.label} 已離場,使用其最後已知的力量 {value}。",
                       [R.LAST_KNOWN, R.LKI_SOURCE])
            deal(t, [Hit(source, o, value or 0) for o in live], [_source_cite(source)])
        case "destroy":
            for o in live:
                destroy(t, o, [R.RESOLVE_AS_CONTROLLER])
        case "banish":
            for o in live:
                banish(t, o, [R.RESOLVE_AS_CONTROLLER])
        case "return_to_hand":
            for o in live:
                return_to_hand(t, o, [R.RESOLVE_AS_CONTROLLER])
        case "draw":
            draw(t, _player(t, eff.player, controller), eff.count, [R.DRAW_EVENT])
        case "modify_stat":
            for o in live:
                t.add_modifier(o, eff.modifier(source.id))
                span = "直到回合結束" if eff.until == "end_of_turn" else "持續"
                name = {"power": "力量", "life": "生命", "durability": "耐久"}.get(eff.stat, eff.stat)
                now = {"power": power, "life": life}.get(eff.stat)
                value = f",現為 {now(t.state, o)}" if now is not None else ""
                t.step("resolution", f"{o.label} 的{name} {eff.delta:+d}({span}){value}。", [R.RESOLVE_AS_CONTROLLER])
        case "add_counters":
            for o in live:
                t.set_obj(o, "counters", {**o.counters, eff.counter: o.counters.get(eff.counter, 0) + eff.amount})
                cite = {"buff": R.BUFF, "level": R.LEVEL_COUNTER, "enlighten": R.ENLIGHTEN,
                        "durability": R.DURABILITY_COUNTERS}.get(eff.counter, R.RESOLVE_AS_CONTROLLER)
                t.step("resolution", f"{o.label} 放置 {eff.amount} 個 {eff.counter} 指示物。", [cite])
        case "recover":
            for o in live:
                t.set_obj(o, "damage", max(0, o.damage - eff.amount))
                t.step("resolution", f"{o.label} 恢復:移除傷害至 {o.damage}。", ["ga:2.11.6.2.4"])
        case "prevent":
            for o in live:
                mem = memory(st)
                sid = max((s.id for s in mem.shields), default=0) + 1
                only = [x.id for x in selected(st, source, eff.source, chosen)] if eff.source != "any" else None
                mem.shields = [*mem.shields, Shield.of(sid, o.id, eff.kind, eff.amount, source.id, eff.damage_kind,
                                                       only)]
                what = "護盾(傷害緩衝)" if eff.kind == "shield" else "實例防止"
                t.step("resolution", f"{o.label} 獲得 {eff.amount} 點{what}"
                       f"{'(只防止 ' + ('、'.join(only) or '無') + ' 造成的傷害)' if only is not None else ''}。",
                       [R.PREVENTION, R.SHIELD if eff.kind == "shield" else R.INSTANCE,
                        *([R.DAMAGE_SOURCE] if only is not None else [])])
        case "negate":
            for o in objs:
                negate(t, o)
        case "end_phase":
            end_phase_now(t)
        case "end_turn":
            end_turn_now(t)
        case "win_game" | "lose_game":
            pid = _player(t, eff.player, controller)
            key = "wins" if eff.type == "win_game" else "loses"
            mem = memory(st)
            if key == "wins":
                mem.wins = {**mem.wins, pid: True}
            else:
                mem.loses = {**mem.loses, pid: True}
            t.step("resolution", f"效果指明 {pname(st, pid)} {'贏得' if key == 'wins' else '輸掉'}遊戲。",
                   [R.WIN_BY_EFFECT if key == "wins" else R.LOSE_BY_EFFECT])
        case "discard":
            pid = _player(t, eff.player, controller)
            hand = st.in_zone(f"{pid}.hand")
            picked = [o for o in hand if o.id in chosen][: eff.count]
            if len(picked) < min(eff.count, len(hand)):
                rest = [o for o in reversed(hand) if o not in picked][: min(eff.count, len(hand)) - len(picked)]
                t.step("choice", "場景未指定全部要棄置的卡,按默認棄置手牌中最後的:"
                                 f"{'、'.join(o.label for o in rest)}。",
                       [R.RESOLVE_AS_CONTROLLER])
                picked += rest
            for o in picked:
                to_graveyard(t, o, [R.RESOLVE_AS_CONTROLLER], " 被棄置")
        case "damage_modify" | "cost_modify" | "level_gate":
            t.unsupported(f"{eff.type} 是靜止型效果,只能寫在 kind: static 的能力中。", [R.STATIC])
        case _:
            t.unsupported(f"{source.label} 的效果「{eff.type}」在 GA 規則中沒有對應的處理。",
                          [R.RESOLVE_AS_CONTROLLER])


def _source_cite(source: Obj) -> str:
    """An action is itself the damage source (2.9.0.11.2); for an ability it is the object that has it."""
    return R.ACTION_DAMAGE_SOURCE if "action" in source.types else R.ABILITY_DAMAGE_SOURCE
