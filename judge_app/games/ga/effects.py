"""What each effect does when a card or ability resolves (2.3.4), from its controller's view (2.3.4.7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_app.engine.abilities import (
    Banish,
    ChangeControl,
    Damage,
    DamageByPower,
    Destroy,
    Discard,
    Draw,
    GainResource,
    GrantKeyword,
    LoseGame,
    LoseResource,
    ModifyStat,
    ReturnToHand,
    Unread,
    WinGame,
)
from judge_app.engine.cardtext import messages as CT
from judge_app.engine.effects import EffectHandlers, effect_types
from judge_app.engine.table import Table
from judge_app.games.ga import messages as M
from judge_app.games.ga import rules as R
from judge_app.games.ga.board import Obj, check_holds, life, memory, on_field, pname, power, selected
from judge_app.games.ga.damage import Hit, deal
from judge_app.games.ga.endings import end_phase_now, end_turn_now
from judge_app.games.ga.memory import Shield
from judge_app.games.ga.model import (
    AddCounters,
    CostModify,
    DamageModify,
    EndPhase,
    EndTurn,
    GaEffect,
    Gate,
    If,
    LevelGate,
    May,
    Negate,
    Prevent,
    Recover,
    SelfCostModify,
    UnpreventableDamage,
)
from judge_app.games.ga.moves import banish, destroy, draw, return_to_hand, to_graveyard
from judge_app.games.ga.negation import negate
from judge_app.games.ga.statics import GATES, gated


def _player(t: Table, who: str, controller: str) -> str:
    if who == "controller":
        return controller
    if who == "opponent":
        return t.state.opponent(controller)
    return who


def run(t: Table, source: Obj, effects: list[Any], controller: str, chosen: list[str]) -> None:
    """Resolve ``effects`` in order; a level gate cuts the rest when unmet (2.4.4.3)."""
    active = gated(t.state, source, effects)
    if len(active) < len([e for e in effects if e.type not in GATES]):
        t.step("check", M.LEVEL_GATE_UNMET(source=source.label),
               [R.CONDITIONS_UNMET, R.LEVEL_CONDITION, R.LEVEL_CONDITION_MODIFIED], check="nothing")
    for eff in active:
        if t.state.game_over is not None:
            return
        _one(t, source, eff, controller, chosen)


@dataclass(frozen=True)
class Use:
    """What one effect resolves with besides itself: the card or ability it comes from, the player it resolves for
    (2.3.4.7), the targets chosen when it was played, and the objects its selector names (``live``: those still on
    the field, where an effect on the field applies)."""

    source: Obj
    controller: str
    chosen: list[str]
    objs: list[Obj]
    live: list[Obj]

    def player(self, t: Table, who: str) -> str:
        return _player(t, who, self.controller)


HANDLERS: EffectHandlers[Use] = EffectHandlers("ga", effect_types(GaEffect))


def _one(t: Table, source: Obj, eff: Any, controller: str, chosen: list[str]) -> None:
    objs = selected(t.state, source, eff.target, chosen) if hasattr(eff, "target") else []
    live = [o for o in objs if on_field(o) or isinstance(eff, Negate)]
    HANDLERS.apply(t, eff, Use(source, controller, chosen, objs, live))


@HANDLERS.on(Damage)
def _damage(t: Table, eff: Damage, use: Use) -> None:
    deal(t, [Hit(use.source, o, eff.amount) for o in use.live], [_source_cite(use.source), R.DEAL_X])


@HANDLERS.on(UnpreventableDamage)
def _unpreventable_damage(t: Table, eff: UnpreventableDamage, use: Use) -> None:
    deal(t, [Hit(use.source, o, eff.amount, unpreventable=True) for o in use.live],
         [_source_cite(use.source), R.DEAL_X])


@HANDLERS.on(DamageByPower)
def _damage_by_power(t: Table, eff: DamageByPower, use: Use) -> None:
    st, source = t.state, use.source
    lki = memory(st).lki.get(source.id)
    value = power(st, source) if on_field(source) or lki is None else lki.power
    if not on_field(source):
        t.step("procedure", M.LAST_KNOWN_POWER(source=source.label, power=str(value)), [R.LAST_KNOWN, R.LKI_SOURCE])
    deal(t, [Hit(source, o, value or 0) for o in use.live], [_source_cite(source)])


@HANDLERS.on(Destroy)
def _destroy(t: Table, eff: Destroy, use: Use) -> None:
    for o in use.live:
        destroy(t, o, [R.RESOLVE_AS_CONTROLLER])


@HANDLERS.on(Banish)
def _banish(t: Table, eff: Banish, use: Use) -> None:
    for o in use.live:
        banish(t, o, [R.RESOLVE_AS_CONTROLLER])


@HANDLERS.on(ReturnToHand)
def _return_to_hand(t: Table, eff: ReturnToHand, use: Use) -> None:
    for o in use.live:
        return_to_hand(t, o, [R.RESOLVE_AS_CONTROLLER])


@HANDLERS.on(Draw)
def _draw(t: Table, eff: Draw, use: Use) -> None:
    draw(t, use.player(t, eff.player), eff.count, [R.DRAW_EVENT])


@HANDLERS.on(ModifyStat)
def _modify_stat(t: Table, eff: ModifyStat, use: Use) -> None:
    for o in use.live:
        t.add_modifier(o, eff.modifier(use.source.id))
        span = M.UNTIL_END_OF_TURN() if eff.until == "end_of_turn" else M.LASTING()
        name = M.STATS[eff.stat]() if eff.stat in M.STATS else eff.stat
        now = {"power": power, "life": life}.get(eff.stat)
        said = M.STAT_MODIFIED(card=o.label, stat=name, delta=eff.delta, span=span) if now is None else \
            M.STAT_MODIFIED_NOW(card=o.label, stat=name, delta=eff.delta, span=span, now=str(now(t.state, o)))
        t.step("resolution", said, [R.RESOLVE_AS_CONTROLLER])


@HANDLERS.on(AddCounters)
def _add_counters(t: Table, eff: AddCounters, use: Use) -> None:
    for o in use.live:
        t.set_obj(o, "counters", {**o.counters, eff.counter: o.counters.get(eff.counter, 0) + eff.amount})
        cite = {"buff": R.BUFF, "level": R.LEVEL_COUNTER, "enlighten": R.ENLIGHTEN,
                "durability": R.DURABILITY_COUNTERS}.get(eff.counter, R.RESOLVE_AS_CONTROLLER)
        t.step("resolution", M.COUNTERS_PLACED(card=o.label, amount=eff.amount, counter=eff.counter), [cite])


@HANDLERS.on(Recover)
def _recover(t: Table, eff: Recover, use: Use) -> None:
    for o in use.live:
        t.set_obj(o, "damage", max(0, o.damage - eff.amount))
        t.step("resolution", M.RECOVERED(card=o.label, damage=o.damage), ["ga:2.11.6.2.4"])


@HANDLERS.on(Prevent)
def _prevent(t: Table, eff: Prevent, use: Use) -> None:
    st = t.state
    for o in use.live:
        mem = memory(st)
        sid = max((s.id for s in mem.shields or ()), default=0) + 1
        only = [x.id for x in selected(st, use.source, eff.source, use.chosen)] if eff.source != "any" else None
        shield = Shield.of(sid, o.id, eff.kind, eff.amount, use.source.id, eff.damage_kind, only)
        mem.shields = [*(mem.shields or ()), shield]
        what = M.SHIELD() if eff.kind == "shield" else M.INSTANCE()
        said = M.PREVENTION_GAINED(card=o.label, amount=eff.amount, what=what) if only is None else \
            M.PREVENTION_GAINED_FROM(card=o.label, amount=eff.amount, what=what, sources=only or M.NONE())
        t.step("resolution", said,
               [R.PREVENTION, R.PREVENTION_KINDS, R.SHIELD if eff.kind == "shield" else R.INSTANCE,
                *([R.DAMAGE_SOURCE] if only is not None else [])])


@HANDLERS.on(Negate)
def _negate(t: Table, eff: Negate, use: Use) -> None:
    for o in use.objs:
        negate(t, o)


@HANDLERS.on(EndPhase)
def _end_phase(t: Table, eff: EndPhase, use: Use) -> None:
    end_phase_now(t)


@HANDLERS.on(EndTurn)
def _end_turn(t: Table, eff: EndTurn, use: Use) -> None:
    end_turn_now(t)


@HANDLERS.on(WinGame)
def _win_game(t: Table, eff: WinGame, use: Use) -> None:
    pid = use.player(t, eff.player)
    mem = memory(t.state)
    mem.wins = {**mem.wins, pid: True}
    t.step("resolution", M.WINS_BY_EFFECT(player=pname(t.state, pid)), [R.WIN_BY_EFFECT])


@HANDLERS.on(LoseGame)
def _lose_game(t: Table, eff: LoseGame, use: Use) -> None:
    pid = use.player(t, eff.player)
    mem = memory(t.state)
    mem.loses = {**mem.loses, pid: True}
    t.step("resolution", M.LOSES_BY_EFFECT(player=pname(t.state, pid)), [R.LOSE_BY_EFFECT])


@HANDLERS.on(Discard)
def _discard(t: Table, eff: Discard, use: Use) -> None:
    pid = use.player(t, eff.player)
    hand = t.state.in_zone(f"{pid}.hand")
    picked = [o for o in hand if o.id in use.chosen][: eff.count]
    if len(picked) < min(eff.count, len(hand)):
        rest = [o for o in reversed(hand) if o not in picked][: min(eff.count, len(hand)) - len(picked)]
        t.step("choice", M.DISCARD_DEFAULT(cards=[o.label for o in rest]), [R.RESOLVE_AS_CONTROLLER])
        picked += rest
    for o in picked:
        to_graveyard(t, o, [R.RESOLVE_AS_CONTROLLER], M.GONE["discarded"]())


def _static_only(t: Table, eff: Any, use: Use) -> None:
    t.unsupported(M.STATIC_ONLY(effect=eff.type), [R.STATIC])


def _not_in_ga(t: Table, eff: Any, use: Use) -> None:
    t.unsupported(M.NOT_IN_GA(source=use.source.label, effect=eff.type), [R.RESOLVE_AS_CONTROLLER])


for _static in (DamageModify, CostModify, SelfCostModify, LevelGate, Gate, GrantKeyword):
    HANDLERS.on(_static)(_static_only)
for _foreign in (GainResource, LoseResource, ChangeControl):
    HANDLERS.on(_foreign)(_not_in_ga)
@HANDLERS.on(If)
def _if(t: Table, eff: If, use: Use) -> None:
    """「如果…(改為…)」: the check is judged now and said whichever way it goes; then its branch resolves."""
    ok = check_holds(t.state, use.source, eff.check, use.chosen)
    cites = [R.RESOLVE_AS_CONTROLLER, *([R.REPLACEMENT_WORDING] if eff.else_ else [])]
    said = M.IF_HOLDS(source=use.source.label, check=eff.check) if ok else \
        M.IF_FAILS(source=use.source.label, check=eff.check)
    if ok:
        t.allow(said, cites)
    else:
        t.nothing(said, cites)
    run(t, use.source, list(eff.then if ok else eff.else_), use.controller, use.chosen)


@HANDLERS.on(May)
def _may(t: Table, eff: May, use: Use) -> None:
    """「你可以…。如果你這麼做,…」: the controller's decision is the choice <object>.<ability> (``use``)."""
    ab = next((a for a in use.source.abilities
               if any(e is eff for e in [*a.effects, *(x for m in a.modes for x in m)])), None)
    chosen = t.choice(f"{use.source.id}.{ab.id}") if ab is not None else None
    who = pname(t.state, use.controller)
    if chosen is not None and not chosen.use:
        t.step("choice", M.DECLINES_MAY(player=who, ability=(ab.text or ab.id) if ab else use.source.label), [R.MAY])
        return
    t.step("choice", M.USES_MAY(player=who, default="" if chosen is not None else M.BY_DEFAULT_NOT_GIVEN()), [R.MAY])
    before = _changes_so_far(t)
    run(t, use.source, list(eff.effects), use.controller, use.chosen)
    if eff.then and _changes_so_far(t) == before:  # nothing happened: "if you do" is not met
        t.nothing(M.MAY_NOT_DONE(source=use.source.label), [R.MAY])
        return
    run(t, use.source, list(eff.then), use.controller, use.chosen)


def _changes_so_far(t: Table) -> int:
    return sum(len(s.changes) for s in t.trace.steps) + len(t.pending())


@HANDLERS.on(Unread)
def _unread(t: Table, eff: Unread, use: Use) -> None:
    """A sentence of the card's text the reader did not understand: said, never guessed (2.4.0.2: the kinds of
    ability, and what each does, are the rules the trace would need to go on)."""
    t.unsupported(CT.UNREAD_STEP(text=eff.text), [R.ABILITY_KINDS])


HANDLERS.complete()


def _source_cite(source: Obj) -> str:
    """An action is itself the damage source (2.9.0.11.2); for an ability it is the object that has it."""
    return R.ACTION_DAMAGE_SOURCE if "action" in source.types else R.ABILITY_DAMAGE_SOURCE
