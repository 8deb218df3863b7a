"""What each effect does as a spell or ability resolves (413.2): one handler per effect model of mtg's union
(``HANDLERS``), after :func:`apply_effect` has found what the effect's selector names now and said what it
cannot act on; conditions (``if``) are read in order by :func:`apply_effects`."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from judge_app.engine.abilities import (
    ChangeControl,
    Damage,
    Destroy,
    Discard,
    Draw,
    GainResource,
    LoseGame,
    LoseResource,
    ModifyStat,
    Tap,
    Unread,
    Untap,
    WinGame,
)
from judge_app.engine.cardtext import messages as CT
from judge_app.engine.effects import EffectHandlers, effect_types
from judge_app.engine.messages import Text
from judge_app.engine.state import GameObject
from judge_app.engine.table import Table
from judge_app.games.mtg import events, triggers
from judge_app.games.mtg import messages as M
from judge_app.games.mtg import rules as R
from judge_app.games.mtg import stack as S
from judge_app.games.mtg.board import (
    Obj,
    anthem_applies,
    characteristics,
    check_condition,
    colors_of,
    creatures,
    enchanted_id,
    in_play,
    kw_text,
    memory,
    pname,
    protections_against,
    quality_text,
    star_ability,
    static_effects,
)
from judge_app.games.mtg.memory import Skip
from judge_app.games.mtg.model import (
    BLOCKED,
    SICK,
    TAPPED,
    VOCABULARY,
    AbilityItem,
    AddCounters,
    AddKeyword,
    AddMana,
    Anthem,
    Become,
    Bounce,
    ChangeTarget,
    ColorStatic,
    Counter,
    CreateToken,
    Delayed,
    DestroyNoRegen,
    DividedDamage,
    ExtraTurn,
    If,
    MtgEffect,
    MustBlock,
    Prevent,
    Pump,
    Redirect,
    Regenerate,
    RemoveFromGame,
    RemoveKeyword,
    Sacrifice,
    SetColor,
    SetPT,
    SkipStep,
    SpellItem,
    StarPT,
    Targets,
    XDamage,
    ZoneMove,
)
from judge_app.games.mtg.targeting import retarget


@dataclass
class Ctx:
    """What the resolving spell or ability brings to each of its effects: its source, controller, the targets
    still legal, the choices announced as it was played, and the colours it deals damage with."""

    source: Obj
    controller: str
    targets: list[str] = field(default_factory=list)
    x: int = 0
    mode: int | None = None
    divide: dict[str, int] = field(default_factory=dict)
    kicked: bool = False
    subject: str = ""
    delayed_target: str = ""
    colors: str = ""


@dataclass
class Use:
    """One effect's resolution: the spell or ability's context, the ids its selector names now (``objs``) and
    those of them still in play or players (``live``)."""

    ctx: Ctx
    objs: list[str]
    live: list[str]

    @property
    def src(self) -> Obj:
        return self.ctx.source


HANDLERS: EffectHandlers[Use] = EffectHandlers("mtg", effect_types(MtgEffect))


# --- what a selector names, the effects in order ------------------------------------------------------------
def resolve_targets(t: Table, selector: str, ctx: Ctx) -> list[str]:
    st = t.state
    me = ctx.controller
    match selector:
        case "self":
            return [ctx.source.id]
        case "target":
            return list(ctx.targets)
        case "target:0" | "target:1":
            i = int(selector[-1])
            return [ctx.targets[i]] if i < len(ctx.targets) else []
        case "controller":
            return [me]
        case "opponent":
            return [st.opponent(me)]
        case "each_creature":
            return [o.id for o in creatures(st)]
        case "subject_controller":
            o = st.find(ctx.subject)
            return [o.controller] if o is not None else []
        case "creatures_you_control":
            return [o.id for o in creatures(st, me)]
        case "other_creatures_you_control":
            return [o.id for o in creatures(st, me) if o.id != ctx.source.id]
        case "enchanted":
            e = enchanted_id(st, ctx.source)
            return [e] if e else []
        case "subject":
            return [ctx.subject] if ctx.subject else ([ctx.delayed_target] if ctx.delayed_target else [])
    if selector.startswith("each_creature:"):
        return _by_colour(t, selector.partition(":")[2])
    return [selector] if st.find(selector) or selector in events.players(t) else []


def _by_colour(t: Table, wanted: str) -> list[str]:
    """"Each <colour> creature": the set is chosen as the effect resolves, by each creature's colour now, after
    every colour-setting effect (203.2, 418.5b); each creature tested is stated, matched or not."""
    st = t.state
    def colour(c: str) -> Text | str:
        return M.COLOR_ADJ[c]() if c in M.COLOR_ADJ else c

    want = M.either([colour(c) for c in wanted]) if wanted else ""
    out = []
    for o in creatures(st):
        colors = colors_of(st, o)
        shown = [colour(c) for c in colors] or M.COLORLESS()
        # 413.2g: only the colour named is checked, whatever other colours the creature has
        extra = [R.ONLY_SPECIFIED] if len(colors) > 1 else []
        if t.require(any(c in colors for c in wanted), [R.COLOR, R.DEPENDENCY, R.LOCKED_SET, *extra],
                     ok=M.IS_COLOUR_AFFECTED(card=o.label, colours=shown, want=want),
                     no=M.IS_COLOUR_UNAFFECTED(card=o.label, colours=shown, want=want)):
            out.append(o.id)
    return out


def apply_effects(t: Table, effects: Sequence[Any], ctx: Ctx) -> None:
    for eff in effects:
        if t.state.game_over is not None:
            return
        if eff.type == "if":
            if not check_condition(t.state, ctx.controller, eff, ctx.kicked, ctx.subject):
                why = M.CONDITION_FAILS[eff.check]() if eff.check in M.CONDITION_FAILS else M.CONDITION_FAILS_OTHER()
                cites = {"kicked": [R.KICKER], "threshold": [R.THRESHOLD, R.THRESHOLD_SPELL]}.get(
                    eff.check, [R.FOLLOW_TEXT])
                t.step("resolution", M.REST_SKIPPED(why=why), cites)
                return
            if eff.check in ("kicked", "threshold"):
                t.step("resolution", M.KICKED_APPLIES() if eff.check == "kicked" else M.THRESHOLD_APPLIES(),
                       [R.KICKER] if eff.check == "kicked" else [R.THRESHOLD, R.THRESHOLD_SPELL], decisive=True)
            continue
        apply_effect(t, eff, ctx)




def _effect_word(kind: str) -> Text | str:
    """What an effect does, in words, for the lines that say it had nothing to act on."""
    return M.EFFECT_WORDS[kind]() if kind in M.EFFECT_WORDS else kind

# Effects whose ``target`` need not be an object or player in play (a spell on the stack, a static's scope).
NO_OBJECT_NEEDED = {"targets", "anthem", "color_static", "star_pt", "counter", "change_target", "delayed"}


def apply_effect(t: Table, eff: Any, ctx: Ctx) -> None:
    """Find what the effect's selector names now, say what it has nothing to act on or what protection does not
    stop (502.7b), then resolve it with its handler."""
    st = t.state
    selector = getattr(eff, "target", None)
    objs = resolve_targets(t, selector, ctx) if isinstance(selector, str) else []
    src = ctx.source
    live = [x for x in objs if x in events.players(t) or (st.find(x) is not None and in_play(st.obj(x)))]
    if isinstance(selector, str) and not live and eff.type not in NO_OBJECT_NEEDED:
        t.nothing(M.NOTHING_TO_AFFECT(source=src.label, effect=_effect_word(eff.type)),
                  [R.DO_AS_MUCH])
        return
    if isinstance(selector, str) and not selector.startswith("target") \
            and eff.type not in ("damage", "x_damage", "divided_damage") and eff.type not in NO_OBJECT_NEEDED:
        # protection stops targeting, damage, enchanting and blocking only (502.7b): say so where a judge asks
        for x in live:
            o = st.find(x)
            quals = protections_against(st, o, ctx.colors, list(src.types)) if o is not None else []
            if o is not None and quals:
                prot = [kw_text(f"protection:{q}") for q in quals]
                t.nothing(M.PROTECTION_DOES_NOT_STOP(card=o.label, protections=prot, effect=_effect_word(eff.type)),
                          [R.PROTECTION])
    HANDLERS.apply(t, eff, Use(ctx, objs, live))


# --- the handlers, one per effect model --------------------------------------------------------------------
def _nothing_to_do(t: Table, eff: Targets | If | Anthem | ColorStatic | StarPT, use: Use) -> None:
    """Targets were chosen as it was played (409.1c), a condition is read by apply_effects, and a static
    ability's effects apply from play (board.py): none does anything as the effect resolves."""


HANDLERS.on(Targets)(_nothing_to_do)
HANDLERS.on(If)(_nothing_to_do)
HANDLERS.on(Anthem)(_nothing_to_do)
HANDLERS.on(ColorStatic)(_nothing_to_do)
HANDLERS.on(StarPT)(_nothing_to_do)


@HANDLERS.on(ModifyStat)
def _modify_stat(t: Table, eff: ModifyStat, use: Use) -> None:
    t.unsupported(M.CANNOT_RESOLVE_EFFECT(type=repr(eff.type)), [R.FOLLOW_TEXT])


def _damage(t: Table, eff: Damage | XDamage, use: Use) -> None:
    amount = use.ctx.x if isinstance(eff, XDamage) else eff.amount
    for x in use.objs:
        events.deal_damage(t, use.src.id, use.ctx.colors, list(use.src.types), x, amount, [R.FOLLOW_TEXT])


HANDLERS.on(Damage)(_damage)
HANDLERS.on(XDamage)(_damage)


@HANDLERS.on(DividedDamage)
def _divided_damage(t: Table, eff: DividedDamage, use: Use) -> None:
    for x in use.ctx.targets:
        events.deal_damage(t, use.src.id, use.ctx.colors, list(use.src.types), x, use.ctx.divide.get(x, 0),
                           [R.CAST_DIVIDE])


def _destroy(t: Table, eff: Destroy | DestroyNoRegen, use: Use) -> None:
    st = t.state
    events.destroy(t, [st.obj(x) for x in use.objs if st.find(x)], [R.FOLLOW_TEXT],
                   regenerable=isinstance(eff, Destroy))


HANDLERS.on(Destroy)(_destroy)
HANDLERS.on(DestroyNoRegen)(_destroy)


@HANDLERS.on(Counter)
def _counter_effect(t: Table, eff: Counter, use: Use) -> None:
    _counter(t, use.objs)


def _pump_or_set(t: Table, eff: Pump | SetPT, use: Use) -> None:
    st = t.state
    alive = [x for x in use.objs if st.find(x) and in_play(st.obj(x))]
    if not alive:
        return
    events.add_effect(t, eff.type, alive, f"{use.src.label} 的效应", power=eff.power, toughness=eff.toughness,
                      until=eff.until, source=use.src.id)
    for x in alive:
        ch = characteristics(st, st.obj(x))
        what = f"{eff.power:+d}/{eff.toughness:+d}" if isinstance(eff, Pump) \
            else M.BECOMES_PT(power=eff.power, toughness=eff.toughness)
        typed = _type_changed(t, x)
        t.step("resolution", M.PT_CHANGED(card=st.obj(x).label, what=what, duration=M.DURATIONS[eff.until](),
                                          pt=ch.pt, log=";".join(ch.log), typed=M.AFTER_TYPE_CHANGE() if typed else ""),
               [R.LOCKED_SET, R.DURATION, R.CHARACTERISTIC_ORDER, R.TIMESTAMP_ORDER,
                *([R.INITIAL_VALUES] if typed else []),
                *([R.STAR_PT] if star_ability(st.obj(x)) is not None else [])])


HANDLERS.on(Pump)(_pump_or_set)
HANDLERS.on(SetPT)(_pump_or_set)


@HANDLERS.on(Become)
def _become(t: Table, eff: Become, use: Use) -> None:
    st = t.state
    for x in [x for x in use.objs if st.find(x) and in_play(st.obj(x))]:
        o = st.obj(x)
        before = characteristics(st, o)
        events.add_effect(t, "become", [x], f"{use.src.label} 的效应", types=list(eff.types), power=eff.power,
                          toughness=eff.toughness, color=eff.color, until=eff.until, source=use.src.id)
        ch = characteristics(st, o)
        pt = M.SPACED_PT(power=eff.power, toughness=eff.toughness) \
            if eff.power is not None and eff.toughness is not None else ""
        later = [e for e in memory(st).effects if x in e.objs and e.kind == "set_pt"]
        typed = [e for e in memory(st).effects if x in e.objs and e.kind == "become"]
        t.step("resolution", M.BECOMES_TYPES(
            card=o.label, pt=pt, types=_types(eff.types), duration=M.DURATIONS[eff.until](),
            before=_types(before.types), after=_types(ch.types), now=ch.pt, log=";".join(ch.log),
            later=M.STILL_APPLY(effects=[e.label for e in later]) if later else "",
            several=M.SEVERAL_TYPE_CHANGES() if len(typed) > 1 else ""),
               [R.INITIAL_VALUES, R.TYPE_CHANGE, R.TYPE_CHANGE_KEEPS, R.CHARACTERISTIC_ORDER, R.DURATION,
                *([R.TIMESTAMP_ORDER] if len(typed) > 1 else [])],
               decisive=bool(later))


@HANDLERS.on(ZoneMove)
def _zone_move_effect(t: Table, eff: ZoneMove, use: Use) -> None:
    for p in resolve_targets(t, eff.player, use.ctx):
        _zone_move(t, p, eff)


EVASION = {"flying", "shadow", "horsemanship", "fear", "unblockable", "landwalk"}


def _colour_or_keyword(t: Table, eff: SetColor | AddKeyword | RemoveKeyword, use: Use) -> None:
    st = t.state
    alive = [x for x in use.objs if st.find(x) and in_play(st.obj(x))]
    if not alive:
        return
    color = eff.color if isinstance(eff, SetColor) else ""
    keyword = "" if isinstance(eff, SetColor) else eff.keyword
    events.add_effect(t, eff.type, alive, f"{use.src.label} 的效应", color=color, keyword=keyword, until=eff.until,
                      source=use.src.id)
    what = M.COLOUR_BECOMES(colour=quality_text(color) or M.NO_COLOUR()) if eff.type == "set_color" \
        else (M.GAINS_KEYWORD if eff.type == "add_keyword" else M.LOSES_KEYWORD)(keyword=kw_text(keyword))
    t.step("resolution", M.COLOUR_OR_KEYWORD(cards=[st.obj(x).label for x in alive], what=what,
                                             duration=M.DURATIONS[eff.until]()),
           [R.ADD_REMOVE_ABILITIES, R.LOCKED_SET, R.TIMESTAMP_ORDER])
    if isinstance(eff, RemoveKeyword):
        for x in alive:
            o = st.obj(x)
            ch = characteristics(st, o)
            granted = [src.label for _ts, src, grant in static_effects(st)
                       if grant.keyword == keyword and anthem_applies(st, src, grant, o, ch.colors, ch.types)]
            if granted:  # "but the aura gives it flying?": every instance goes, and the newest effect wins
                t.allow(M.LOSES_EVERY_INSTANCE(card=o.label, keyword=kw_text(keyword), sources=granted),
                        [R.LOSE_EVERY_INSTANCE, R.TIMESTAMP_ORDER, R.LATEST_EFFECT_WINS])
    if isinstance(eff, AddKeyword) and keyword.partition(":")[0] in EVASION:
        for x in alive:
            if BLOCKED in st.obj(x).status:
                t.nothing(M.EVASION_TOO_LATE(card=st.obj(x).label), [R.EVASION_AFTER_BLOCK], decisive=True)


HANDLERS.on(SetColor)(_colour_or_keyword)
HANDLERS.on(AddKeyword)(_colour_or_keyword)
HANDLERS.on(RemoveKeyword)(_colour_or_keyword)


@HANDLERS.on(ChangeControl)
def _change_control(t: Table, eff: ChangeControl, use: Use) -> None:
    st = t.state
    new = (resolve_targets(t, eff.to, use.ctx) or [use.ctx.controller])[0]
    for x in use.live:
        if x in events.players(t):
            continue
        o = st.obj(x)
        if o.controller == new:
            t.nothing(M.ALREADY_CONTROLS(card=o.label, who=pname(st, new)), [R.CONTROLLER])
            continue
        if any(s_ in o.status for s_ in events.COMBAT_STATUSES):
            events.remove_from_combat(t, o, [])  # 306.2 (cited by it): its controller changes
        t.move(o, f"{new}.play")
        t.set_obj(o, "controller", new)
        t.add_status(o, SICK)
        t.step("resolution", M.GAINS_CONTROL(who=pname(st, new), card=o.label),
               [R.CONTROLLER, R.IN_PLAY, R.SUMMONING_SICKNESS], decisive=True)


@HANDLERS.on(Regenerate)
def _regenerate(t: Table, eff: Regenerate, use: Use) -> None:
    for x in use.objs:
        events.add_shield(t, "regen", x)
        t.step("resolution", M.REGEN_SHIELD(card=events.label(t, x)),
               [R.REGENERATION])


@HANDLERS.on(Prevent)
def _prevent(t: Table, eff: Prevent, use: Use) -> None:
    for x in use.objs:
        sid = events.add_shield(t, "prevent", x, eff.amount)
        t.step("resolution", M.PREVENT_SHIELD(recipient=events.label(t, x), amount=eff.amount, shield=sid),
               [R.PREVENTION_SHIELD])


@HANDLERS.on(Redirect)
def _redirect(t: Table, eff: Redirect, use: Use) -> None:
    to = resolve_targets(t, eff.to, use.ctx)
    for x in use.objs:
        if to:
            events.add_shield(t, "redirect", x, eff.amount, to[0])
            t.step("resolution", M.REDIRECT_SHIELD(recipient=events.label(t, x), amount=eff.amount,
                                                   to=events.label(t, to[0])), [R.REDIRECTION])


def _tap_or_untap(t: Table, eff: Tap | Untap, use: Use) -> None:
    for x in use.objs:
        o = t.state.obj(x)
        if isinstance(eff, Tap):
            t.add_status(o, TAPPED)
        else:
            t.remove_status(o, TAPPED)
        t.step("resolution", (M.TAPPED_NOW if isinstance(eff, Tap) else M.UNTAPPED_NOW)(card=o.label), [R.FOLLOW_TEXT])


HANDLERS.on(Tap)(_tap_or_untap)
HANDLERS.on(Untap)(_tap_or_untap)

# where each way of leaving play puts the permanent, and the words for it
LEAVING = {"bounce": ("hand", M.RETURNED_TO_HAND), "remove_from_game": ("removed", M.REMOVED_FROM_GAME),
           "sacrifice": ("graveyard", M.SACRIFICED)}


def _leave_play(t: Table, eff: Bounce | RemoveFromGame | Sacrifice, use: Use) -> None:
    st = t.state
    dest, why = LEAVING[eff.type]
    events.leave_play(t, [st.obj(x) for x in use.objs if st.find(x) and in_play(st.obj(x))], dest, why(),
                      [R.FOLLOW_TEXT])


HANDLERS.on(Bounce)(_leave_play)
HANDLERS.on(RemoveFromGame)(_leave_play)
HANDLERS.on(Sacrifice)(_leave_play)


@HANDLERS.on(Draw)
def _draw(t: Table, eff: Draw, use: Use) -> None:
    for p in resolve_targets(t, eff.player, use.ctx):
        events.draw(t, p, eff.count, [R.FOLLOW_TEXT])


@HANDLERS.on(Discard)
def _discard(t: Table, eff: Discard, use: Use) -> None:
    for p in resolve_targets(t, eff.player, use.ctx):
        picked = events.pick_from_hand(t, p, f"discard:{p}", eff.count, M.TO_DISCARD(), [R.RESOLUTION_CHOICES])
        events.discard(t, p, picked, [R.FOLLOW_TEXT, R.DO_AS_MUCH])


def _resource(t: Table, eff: GainResource | LoseResource, use: Use) -> None:
    st = t.state
    for p in resolve_targets(t, eff.player, use.ctx):
        delta = eff.amount if isinstance(eff, GainResource) else -eff.amount
        if eff.resource == "life":
            events.change_life(t, p, delta, M.GAINS_LIFE() if delta > 0 else M.LOSES_LIFE(), [R.FOLLOW_TEXT])
        else:
            before = t.resource(p, eff.resource)
            t.set_resource(p, eff.resource, before + delta)
            t.step("resolution", M.RESOURCE_CHANGES(who=pname(st, p), resource=eff.resource, before=before,
                                                   after=before + delta),
                   [R.LOSE_POISON] if eff.resource == "poison" else [R.FOLLOW_TEXT])


HANDLERS.on(GainResource)(_resource)
HANDLERS.on(LoseResource)(_resource)


@HANDLERS.on(AddCounters)
def _add_counters(t: Table, eff: AddCounters, use: Use) -> None:
    for x in use.objs:
        o = t.state.obj(x)
        t.set_obj(o, "counters", {**o.counters, eff.counter: o.counters.get(eff.counter, 0) + eff.amount})
        t.step("resolution", M.COUNTERS_PUT(card=o.label, amount=eff.amount, counter=eff.counter),
               [R.CHARACTERISTIC_ORDER])


@HANDLERS.on(AddMana)
def _add_mana(t: Table, eff: AddMana, use: Use) -> None:
    me = use.ctx.controller
    key = f"mana_{eff.color}"
    before = t.resource(me, key)
    t.set_resource(me, key, before + eff.amount)
    t.step("resolution", M.MANA_ADDED(who=pname(t.state, me), amount=eff.amount, color=eff.color),
           [R.MANA_ABILITY, R.MANA_IMMEDIATE])


@HANDLERS.on(ExtraTurn)
def _extra_turn(t: Table, eff: ExtraTurn, use: Use) -> None:
    for p in resolve_targets(t, eff.player, use.ctx):
        mem = memory(t.state)
        mem.extra_turns = [*mem.extra_turns, p]
        t.step("resolution", M.EXTRA_TURN(who=pname(t.state, p)), [R.EXTRA_TURNS])


@HANDLERS.on(SkipStep)
def _skip_step(t: Table, eff: SkipStep, use: Use) -> None:
    for p in resolve_targets(t, eff.player, use.ctx):
        mem = memory(t.state)
        mem.skips = [*mem.skips, Skip(player=p, step=eff.step)]
        t.step("resolution", M.WILL_SKIP(who=pname(t.state, p), step=eff.step),
               [R.REPLACEMENT, R.REPLACED_NEVER_HAPPENED])


@HANDLERS.on(CreateToken)
def _create_token(t: Table, eff: CreateToken, use: Use) -> None:
    _token(t, eff, use.ctx)


def _game_end(t: Table, eff: WinGame | LoseGame, use: Use) -> None:
    from judge_app.games.mtg.sbe import end_by_effect

    for p in resolve_targets(t, eff.player, use.ctx):
        end_by_effect(t, p, isinstance(eff, WinGame))


HANDLERS.on(WinGame)(_game_end)
HANDLERS.on(LoseGame)(_game_end)


@HANDLERS.on(Delayed)
def _delayed(t: Table, eff: Delayed, use: Use) -> None:
    target = t.state.find(use.objs[0]) if use.objs else None
    triggers.add_delayed(t, use.src, eff.ability, eff.event, target)


@HANDLERS.on(ChangeTarget)
def _change_target(t: Table, eff: ChangeTarget, use: Use) -> None:
    chosen = t.choice("retarget")
    for x in use.objs:
        entry = S.item_named(t.state, x)
        if not isinstance(entry, SpellItem | AbilityItem) or chosen is None:
            t.unsupported(M.RETARGET_NEEDS_CHOICE(), [R.CHANGE_TARGETS])
            continue
        retarget(t, entry, list(chosen.targets))


@HANDLERS.on(MustBlock)
def _must_block(t: Table, eff: MustBlock, use: Use) -> None:
    for x in use.objs:
        events.add_effect(t, "must_block", [x], f"{use.src.label} 的效应", attacker=use.src.id, until="end_of_turn")


# --- helpers ---------------------------------------------------------------------------------------------------
def _types(types: Sequence[str]) -> list[Text | str]:
    names = {term.key: term.name for term in VOCABULARY.types}
    return [M.TYPE_WORDS[x]() if x in M.TYPE_WORDS and M.TYPE_WORDS[x].zh == names.get(x) else names.get(x, x)
            for x in types]


def _type_changed(t: Table, x: str) -> bool:
    return any(x in e.objs and e.kind == "become" for e in memory(t.state).effects)


def _zone_move(t: Table, pid: str, eff: ZoneMove) -> None:
    """Cards between a player's own zones (library top first): 217.2 library, 217.3 hand, 217.4a graveyard."""
    st = t.state
    src_zone, dest = f"{pid}.{eff.from_}", f"{pid}.{eff.to}"
    cards = st.in_zone(src_zone)
    zone_cites = {"library": [], "hand": [R.HAND], "graveyard": [R.GRAVEYARD]}  # 217.2 is only a heading
    cites = [R.FOLLOW_TEXT, *zone_cites[eff.from_], *zone_cites[eff.to]]
    n = len(cards) if eff.count == 0 else eff.count
    if eff.from_ == "hand" and eff.count:
        picked = events.pick_from_hand(t, pid, f"zone_move:{pid}", n, M.TO_CHOOSE(), [R.RESOLUTION_CHOICES])
    else:
        picked = cards[:n]  # from the library: its top cards (first = top)
    if not picked:
        t.nothing(M.ZONE_EMPTY(who=pname(st, pid), zone=_zname(eff.from_)), [R.DO_AS_MUCH, *cites[1:]])
        return
    if len(picked) < n and eff.count:
        t.allow(M.AS_MUCH_AS_POSSIBLE(who=pname(st, pid), zone=_zname(eff.from_), count=len(picked)), [R.DO_AS_MUCH])
    for o in picked:
        t.move(o, dest, top=eff.position == "top")
    if eff.to == "library" and len(picked) > 1 and not eff.shuffle:
        cites.append(R.LIBRARY_SAME_TIME)  # several cards at once to the top/bottom: their owner orders them
    end: Text | str = ""
    if eff.to == "library" and not eff.shuffle and eff.position == "top":
        end = M.LIBRARY_TOP()
    elif eff.to == "library" and eff.position == "bottom":
        end = M.LIBRARY_BOTTOM()
    t.step("resolution", M.CARDS_MOVED(cards=[o.label for o in picked], who=pname(st, pid),
                                       from_zone=_zname(eff.from_), to_zone=_zname(eff.to), end=end), cites)
    if eff.shuffle and eff.to == "library":
        order = [o.id for o in st.in_zone(dest)]
        rng = random.Random(f"{st.seed}:{st.turn}:{pid}:{S.tick(t)}:shuffle")  # seeded: same file, same order
        rng.shuffle(order)
        t.reorder(dest, order)
        t.step("resolution", M.SHUFFLES(who=pname(st, pid)), [R.FOLLOW_TEXT, R.LIBRARY_ORDER])


def _zname(zone: str) -> Text:
    return M.ZONE_NAMES[zone]()


def _counter(t: Table, objs: list[str]) -> None:
    for x in objs:
        entry = S.item_named(t.state, x)
        if entry is None:
            continue
        S.remove(t, entry.id)
        if isinstance(entry, SpellItem):
            card = t.state.obj(entry.source)
            t.step("resolution", M.SPELL_COUNTERED(card=card.label), [R.COUNTER, R.NO_REFUND])
            spell_leaves(t, card, entry, countered=True)
        elif isinstance(entry, AbilityItem):
            src = t.state.obj(entry.source)
            ab = src.ability(entry.ability)
            paid = ab is not None and ab.kind == "activated"
            t.step("resolution", M.ABILITY_COUNTERED(ability=triggers.ability_label(t, src, entry.ability),
                                                     source=src.label, refund=M.NO_REFUND_CLAUSE() if paid else ""),
                   [R.COUNTER, *([R.NO_REFUND] if paid else [])])
        else:
            t.step("resolution", M.AN_ABILITY_COUNTERED(), [R.COUNTER])


def _token(t: Table, eff: CreateToken, ctx: Ctx) -> None:
    tid = S.new_id(t, "token")
    obj: GameObject[Any] = GameObject(id=tid, name=eff.name, owner=ctx.controller, zone=f"{ctx.controller}.hand",
                                      types=[*eff.types, "token"], stats={"power": eff.power,
                                                                        "toughness": eff.toughness},
                                      props={"color": eff.color}, keywords=list(eff.keywords))
    t.add_object(obj)
    events.enter_play(t, obj, ctx.controller, [R.TOKEN])


def spell_leaves(t: Table, card: Obj, entry: SpellItem, countered: bool) -> None:
    """A spell's card leaves the stack as it finishes resolving or is countered (413.2f, 413.2b)."""
    if card.zone != "stack":
        return
    if entry.flashback:
        events.move_card(t, card, "removed", M.FLASHBACK_EXILED(), [R.FLASHBACK])
    elif entry.buyback and not countered:
        t.move(card, f"{card.owner}.hand")
        t.step("procedure", M.BUYBACK_TO_HAND(card=card.label),
               [R.BUYBACK, R.LAST_STEP])
    elif countered:
        events.move_card(t, card, "graveyard", M.COUNTERED(), [R.COUNTER])
    else:
        events.move_card(t, card, "graveyard", M.FINISHED_RESOLVING(), [R.SPELL_TO_GRAVEYARD, R.LAST_STEP])


@HANDLERS.on(Unread)
def _unread(t: Table, eff: Unread, use: Use) -> None:
    """A sentence of the card's text the reader did not understand: said, never guessed (413.2b: the spell or
    ability's instructions are followed in order, and this one cannot be)."""
    t.unsupported(CT.UNREAD_STEP(text=eff.text), [R.FOLLOW_TEXT])


HANDLERS.complete()
