"""What effects do, card moves with last-known information, zone-change and delayed triggers, and damage
to players with EX Bursts (6.5, 11.10)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from judge_app.engine.abilities import (
    Ability,
    ChangeControl,
    Damage,
    Destroy,
    Discard,
    Draw,
    GainResource,
    LoseResource,
    Modifier,
    ModifyStat,
    Unread,
)
from judge_app.engine.cardtext import messages as CT
from judge_app.engine.drawing import draw_cards
from judge_app.engine.effects import EffectHandlers, effect_types
from judge_app.engine.state import GameState, PendingTrigger
from judge_app.engine.table import Table
from judge_app.games.fftcg import chars, targets
from judge_app.games.fftcg import messages as M
from judge_app.games.fftcg import rules as R
from judge_app.games.fftcg.board import (
    Obj,
    deck,
    generic,
    is_forward,
    light_or_dark,
    memory,
    on_field,
    pname,
)
from judge_app.games.fftcg.memory import DamageFrom, Delayed, Lki, SelfReplace
from judge_app.games.fftcg.model import (
    ATTACKED,
    DULL,
    FROZEN,
    NEW,
    Activate,
    Condition,
    CreateDelayed,
    DamageByPower,
    FftcgEffect,
    Freeze,
    GrantKeyword,
    MoveTo,
    PutIntoBreak,
    ReplaceBreak,
    SetJob,
    SetPower,
)
from judge_app.games.fftcg.model import Dull as DullEffect

# the attack phase's own rule for the abilities an attack, a block or a forward's damage to a player triggers
COMBAT_TRIGGER_RULES = {"attacks": R.DECLARE_TRIGGERS, "blocks": R.BLOCK_TRIGGERS,
                        "damages_player": R.PLAYER_DAMAGE_TRIGGERS}
TRIGGER_CARD = "trigger_card"  # “其” in an auto ability: the card its event was about (11.8.16)
EACH_PLAYER = "each_player"  # "给予每位玩家N点伤害": both players at the same time (11.11.6)
PLAYER_TARGETS = {
    "opponent_player": "opponent",
    "own_player": "controller",
    "opponent": "opponent",
    "controller": "controller",
}


# --- bookkeeping -------------------------------------------------------------------------------------------
def tick(t: Table) -> int:
    mem = memory(t.state)
    now = (mem.clock or 0) + 1
    mem.clock = now
    return now


def stamp(t: Table, obj: Obj) -> None:
    """A card that moves gets a new timestamp (11.12.4.10)."""
    now = tick(t)
    mem = memory(t.state)
    mem.ts = {**(mem.ts or {}), obj.id: now}


def remember(t: Table, obj: Obj) -> None:
    """Last-known information of a card leaving the field (6.4.2, 11.11.4)."""
    mem = memory(t.state)
    known = Lki(power=chars.power(t.state, obj), controller=obj.controller, zone=obj.zone)
    mem.lki = {**(mem.lki or {}), obj.id: known}


def _reset(t: Table, obj: Obj) -> None:
    """7.4: a card that changes zones is a new card; counters go (6.7.3), and so do damage and effects."""
    for fld, empty in (("status", []), ("damage", 0), ("modifiers", []), ("counters", {})):
        if getattr(obj, fld) != empty:
            t.set_obj(obj, fld, empty)
    mem = memory(t.state)
    record = mem.damage_from or {}
    if obj.id in record:
        rest = {k: v for k, v in record.items() if k != obj.id}
        mem.damage_from = rest or None


def add_damage(t: Table, o: Obj, amount: int, source: Obj, *, battle: bool = False) -> None:
    """Put ``amount`` damage on forward ``o`` and remember its source: 12.4.5 says whose damage broke it."""
    t.set_obj(o, "damage", o.damage + amount)
    if amount <= 0:
        return
    mem = memory(t.state)
    record = mem.damage_from or {}
    portion = DamageFrom(source=source.id, amount=amount, battle=battle)
    mem.damage_from = {**record, o.id: [*record.get(o.id, ()), portion]}
    fire(t, "dealt_damage", o)


@dataclass
class DamageSources:
    """Whose damage a forward carries: (source label, amount) in the order dealt, damage of no recorded
    source (on it when the scenario began), and whether battle damage / ability or summon damage is among it."""

    per: list[tuple[str, int]]
    unknown: int
    battle: bool
    ability: bool


def damage_sources(t: Table, o: Obj) -> DamageSources:
    per: dict[str, int] = {}
    battle = ability = False
    for d in (memory(t.state).damage_from or {}).get(o.id, ()):
        src = t.state.find(d.source)
        label = src.label if src is not None else d.source
        per[label] = per.get(label, 0) + d.amount
        battle = battle or d.battle
        ability = ability or not d.battle
    return DamageSources(list(per.items()), max(o.damage - sum(per.values()), 0), battle, ability)


def leave_field(t: Table, obj: Obj, zone: str, how: str, cites: list[str]) -> None:
    """Move ``obj`` from the field to its owner's ``zone`` (7.3) and fire the zone-change triggers."""
    remember(t, obj)
    was_controller = obj.controller
    _reset(t, obj)
    if obj.controller != obj.owner:
        t.set_obj(obj, "controller", obj.owner)
    t.move(obj, f"{obj.owner}.{zone}")
    stamp(t, obj)
    # 7.3 is about a card bound for a zone of a player other than its owner: cited only when the card was
    # controlled by another player; the zone's own rule says where a broken/removed card goes.
    zone_rule = {"break": [R.BREAK_ZONE], "removed": [R.REMOVED_ZONE], "hand": [R.HAND]}.get(zone, [])
    owner_rule = [R.OWNER_ZONES] if was_controller != obj.owner else []
    t.step(
        "resolution",
        M.LEAVES_FIELD(card=obj.label, how=M.HOW_LEAVES[how](), owner=pname(t.state, obj.owner),
                       zone=M.OWNER_ZONES[zone]()),
        [*cites, *zone_rule, *owner_rule, R.NEW_OBJECT],
    )
    if how == "broken":
        fire(t, "broken", obj, was_controller)
    if zone == "break":
        fire(t, "to_break", obj, was_controller)
    fire(t, "leaves", obj, was_controller)  # to any zone (11.8.16)


def enter_field(t: Table, card: Obj, controller: str, cites: list[str]) -> None:
    if card.controller != controller:
        t.set_obj(card, "controller", controller)
    _reset(t, card)
    t.move(card, f"{controller}.field")
    stamp(t, card)
    t.add_status(card, NEW)
    t.step(
        "resolution",
        M.ENTERS_FIELD(card=card.label, who=pname(t.state, controller)),
        [*cites, R.FIELD, R.ENTERS_UNDER_CONTROL],
    )
    t.unsupported(
        M.ENTERS_ACTIVE_OR_DULL(card=card.label),
        [R.FIELD, R.ACTIVE_DULL],
    )
    fire(t, "enters", card, controller)


def change_control(t: Table, obj: Obj, to: str, cites: list[str]) -> None:
    if obj.controller == to or not on_field(obj):
        t.step("check", M.CONTROL_UNCHANGED(card=obj.label), [R.CONTROL_CHANGE], check="nothing")
        return
    t.set_obj(obj, "controller", to)
    t.move(obj, f"{to}.field")
    t.add_status(obj, NEW)
    t.step(
        "resolution",
        M.CONTROL_CHANGES(card=obj.label, who=pname(t.state, to)),
        [*cites, R.CONTROL_CHANGE, R.CONTROL_NOT_NEW, *([R.CONTROL_SAME_NAME] if _clashes(t, obj, to) else [])],
    )


def _clashes(t: Table, obj: Obj, to: str) -> bool:
    """6.2.6.2 (control still changes; 12.4.6/12.4.7 then apply) matters only when the new controller already
    controls a card of the same name (not 普通图标) or, for a Light/Dark card, another Light/Dark card."""
    others = [o for o in t.state.objects if on_field(o) and o.controller == to and o.id != obj.id]
    same = not generic(obj) and bool(obj.name) and any(o.name == obj.name for o in others)
    return same or (light_or_dark(obj) and any(light_or_dark(o) for o in others))


def break_card(t: Table, obj: Obj, cites: list[str]) -> None:
    """损毁 (15.1.1.3.1), after replacement effects (11.12.5): self-replacement first, then the others."""
    found = replacements(t, obj)
    if found:
        own = [r for r in found if r[0]]
        chosen = own[0] if own else found[0]
        if not own and len(found) > 1:
            pick = t.choice(f"replace:{obj.id}")
            idx = pick.mode if pick is not None and pick.mode is not None else 0
            if idx >= len(found):
                # refused when the action is checked; here only if the effects changed since: said, not silent
                t.step(
                    "check",
                    M.REPLACEMENT_GONE(card=obj.id, n=idx + 1, count=len(found), text=found[0][1]),
                    [R.REPLACEMENT_ORDER],
                    check="fail",
                    decisive=True,
                )
                idx = 0
            chosen = found[idx]
            t.step(
                "choice",
                M.REPLACEMENT_ORDER(who=pname(t.state, obj.controller), text=chosen[1]),
                [R.REPLACEMENT_ORDER],
            )
        _, text, instead = chosen
        cite = R.SELF_REPLACEMENT if chosen[0] else R.REPLACEMENT
        t.step(
            "resolution",
            M.BREAK_REPLACED(card=obj.label, text=text, instead=M.INSTEAD[instead]()),
            [cite, R.REPLACEMENT_SKIPS, R.AUTO_REPLACED_EVENT, R.REPLACEMENT_ORDER],
        )
        if instead == "dull":
            t.add_status(obj, DULL)
        else:
            leave_field(
                t,
                obj,
                "removed" if instead == "remove" else "hand",
                "removed" if instead == "remove" else "hand",
                [cite],
            )
        return
    leave_field(t, obj, "break", "broken", [*cites, R.BREAK])


def replacements(t: Table, obj: Obj) -> list[tuple[bool, str, str]]:
    """(self-replacement?, text, instead) for every replacement effect that would apply to ``obj`` breaking."""
    return replacements_in(t.state, obj)


def replacements_in(state: GameState[Any], obj: Obj) -> list[tuple[bool, str, str]]:
    """:func:`replacements` on a bare state (the legality check reads it before anything resolves)."""
    out: list[tuple[bool, str, str]] = []
    for rep in memory(state).self_replace or ():
        if rep.target == obj.id:
            out.append((True, rep.text, rep.instead))
    for src in [o for p in state.players for o in state.in_zone(f"{p.id}.field")]:
        for ab in src.abilities:
            if ab.kind != "field":
                continue
            for eff in ab.effects:
                if isinstance(eff, ReplaceBreak) and (
                    eff.target == obj.id
                    or (eff.target == "self" and src is obj)
                    or (eff.target == "all_own_forwards" and is_forward(obj) and obj.controller == src.controller)
                ):
                    out.append((False, ab.text or ab.id, eff.instead))
    return out


def draw(t: Table, pid: str, n: int, cites: list[str]) -> None:
    """Draw ``n`` (the kernel's draw); an empty deck stops the drawing and the player loses at the next rule
    processing (12.4, 3.1.2)."""
    drawn = []
    empty = False
    for card in draw_cards(t, pid, n):
        if card is None:
            mem = memory(t.state)
            failed = mem.draw_failed or ()
            if pid not in failed:
                mem.draw_failed = [*failed, pid]
            empty = True
            break
        drawn.append(card.label)
    # The cards that could be drawn come first, in the order they were drawn; only then is the deck empty.
    if drawn:
        t.step("procedure", M.DRAWS(who=pname(t.state, pid), count=len(drawn), cards=drawn), cites)
    if empty:
        who = pname(t.state, pid)
        left = M.DRAW_MORE_EMPTY(who=who, count=n - len(drawn)) if drawn else M.DRAW_EMPTY(who=who)
        t.step("procedure", left, [*cites, R.LOSE_CANNOT_DRAW])


# --- damage to players (6.5) -------------------------------------------------------------------------------
def damage_player(t: Table, pid: str, n: int, cites: list[str]) -> None:
    st = t.state
    who = pname(st, pid)
    t.step(
        "procedure",
        M.DAMAGE_PROCESSING(who=who, count=n),
        [*cites, R.DAMAGE_PROCESSING, R.DAMAGE_CARD, R.DAMAGE_ZONE_SEVEN],
    )
    revealed: list[Obj] = []
    placed: list[Obj] = []
    for i in range(n):
        top = deck(st, pid)
        if not top:
            mem = memory(st)
            flagged = mem.damage_empty or ()
            if pid not in flagged:
                mem.damage_empty = [*flagged, pid]
            t.step(
                "procedure",
                M.DAMAGE_NO_CARD(n=i + 1, who=who),
                [R.LOSE_DAMAGE_EMPTY_DECK, R.RP_DAMAGE_OVER_DECK],
            )
            break
        card = top[0]
        t.move(card, f"{pid}.damage", top=False)
        placed.append(card)
        ex = [a for a in card.abilities if a.kind == "ex_burst"]
        t.step(
            "procedure",
            (M.DAMAGE_CARD_EX if ex else M.DAMAGE_CARD)(n=i + 1, card=card.label,
                                                        total=len(st.in_zone(f"{pid}.damage"))),
            [R.DAMAGE_CARD, R.DAMAGE_REPEAT],
        )
        if ex:
            revealed.append(card)
    plain = [c for c in placed if c not in revealed]
    if plain:
        t.nothing(M.NO_EX_BURST(cards=[c.label for c in plain]), [R.EX_BURST])
    if len(revealed) and n >= 2:
        t.step("procedure", M.EX_BURST_ORDER(), [R.DAMAGE_EX_ORDER])
    for card in revealed:
        if st.game_over is not None:
            return
        for ab in [a for a in card.abilities if a.kind == "ex_burst"]:
            ex_burst(t, card, ab, pid)


def damage_each_player(t: Table, n: int, controller: str, label: str) -> None:
    """An effect on both players is carried out for both at once (11.11.6, 6.1.4): the turn player's part is
    announced first, then the non-turn player's, and neither is checked before both are done (rule
    processing waits for the next priority, 12.3)."""
    st = t.state
    tp = st.active_player
    order = [tp, st.opponent(tp)]
    t.step(
        "procedure",
        M.DAMAGE_BOTH(label=label, count=n, first=pname(st, tp), second=pname(st, order[1])),
        [R.RESOLVE_SIMULTANEOUS, R.SIMULTANEOUS_CHOICES, R.RP_SIMULTANEOUS],
    )
    for pid in order:
        if st.game_over is not None:
            return
        damage_player(t, pid, n, [R.ONE_SHOT])


def ex_burst(t: Table, card: Obj, ab: Ability[Any], pid: str) -> None:
    key = f"{card.id}.{ab.id}"
    chosen = t.choice(key)
    label = M.EX_BURST_OF(card=card.label, ability=ab.text or ab.id)
    if chosen is not None and not chosen.use:
        t.step("choice", M.EX_BURST_DECLINED(who=pname(t.state, pid), label=label), [R.EX_BURST_USE])
        return
    if chosen is None:
        t.step("choice", M.EX_BURST_DEFAULT(label=label, choice=key), [R.EX_BURST_USE])
    picked = list(chosen.targets) if chosen is not None else []
    t.step(
        "resolution",
        M.EX_BURST_USED(who=pname(t.state, pid), label=label),
        [R.EX_BURST, R.EX_BURST_USE, R.EX_BURST_EFFECTS, R.DAMAGE_EX_ORDER],
    )
    legal = legal_targets(t, picked, ab.effects, pid, card.id)
    rule = targets.TARGET_RULE["ex_burst"]
    if targets.targeted(ab.effects) and not picked:
        pool = targets.candidates(t.state, ab.effects, pid, card.id)
        wanted = targets.describe(ab.effects)
        if not pool:
            # nothing the text lets it choose: the instruction cannot be carried out and is skipped (2.3);
            # it never turns to a card the restriction excludes
            t.nothing(M.NO_TARGET_SKIPPED(label=label, wanted=wanted),
                      [rule, R.SKIP_IMPOSSIBLE], decisive=True)
            return
        legal = [pool[0].id]
        t.step("choice", M.DEFAULT_TARGET(choice=key, wanted=wanted, card=pool[0].label), [rule])
    for oid in [x for x in picked if x not in legal]:
        why = targets.why_illegal(t.state, oid, ab.effects, pid, card.id)
        if why is None:  # not legal, so illegal: never
            continue
        t.step(
            "check",
            M.BAD_TARGET_SKIPPED(choice=key, why=why, wanted=targets.describe(ab.effects)),
            [targets.TARGET_RULE["ex_burst"], R.EX_BURST_EFFECTS],
            check="fail",
            decisive=True,
        )
    apply_all(t, card, ab.effects, pid, legal, ab.text or ab.id)


# --- targets ----------------------------------------------------------------------------------------------
def targeted(effects: list[Any]) -> bool:
    return targets.targeted(effects)


def legal_targets(t: Table, ids: list[str], effects: list[Any], controller: str, source: str | None) -> list[str]:
    st = t.state
    return [i for i in ids if (o := st.find(i)) is not None and targets.legal_for(st, o, effects, controller, source)]


def _objects(t: Table, selector: str, source: Obj, controller: str, chosen: list[str]) -> list[Obj]:
    st = t.state
    if selector == "self":
        return [source]
    if targets.is_chosen(selector):
        return [st.obj(i) for i in chosen if st.find(i)]
    on = [o for p in st.players for o in st.in_zone(f"{p.id}.field")]
    if targets.is_all(selector):  # fixed when the effect resolves (11.12.4.2)
        return [o for o in on if targets.matches(st, o, targets.filters(selector), controller, source.id)]
    if selector == "all_forwards":
        return [o for o in on if is_forward(o)]
    if selector == "all_own_forwards":
        return [o for o in on if is_forward(o) and o.controller == controller]
    if selector == "all_enemy_forwards":
        return [o for o in on if is_forward(o) and o.controller != controller]
    attack = memory(st).attack
    if selector == "attackers":
        return [st.obj(i) for i in (attack.attackers if attack else ()) if on_field(st.obj(i))]
    if selector == "blocker":
        b = attack.blocker if attack else None
        return [st.obj(b)] if b and on_field(st.obj(b)) else []
    found = st.find(selector)
    return [found] if found is not None else []


def _player(t: Table, selector: str, controller: str) -> str | None:
    sel = PLAYER_TARGETS.get(selector, selector)
    if sel == "controller":
        return controller
    if sel == "opponent":
        return t.state.opponent(controller)
    return sel if sel in {p.id for p in t.state.players} else None


# --- conditions -------------------------------------------------------------------------------------------
def condition_holds(t: Table, cond: Condition, source: Obj, controller: str) -> bool:
    return targets.condition_met(t.state, cond.check, cond.value, source, controller)


# --- applying effects -------------------------------------------------------------------------------------
def apply_all(t: Table, source: Obj, effects: list[Any], controller: str, chosen: list[str], label: str,
              subject: str = "") -> None:
    for eff in effects:
        if t.state.game_over is not None:
            return
        if isinstance(eff, Condition):
            if condition_holds(t, eff, source, controller):
                t.step("check", M.CONDITION_HOLDS(label=label, check=eff.check, value=eff.value),
                       [R.CONDITION_RECHECK], check="pass")
            else:
                t.step(
                    "check",
                    M.CONDITION_FAILS(label=label, check=eff.check, value=eff.value),
                    [R.CONDITION_RECHECK, R.SKIP_IMPOSSIBLE],
                    check="nothing",
                    decisive=True,
                )
                return
            continue
        HANDLERS.apply(t, eff, Use(source, controller, chosen, label, subject))


@dataclass
class Use:
    """What one effect resolves with besides itself: the card it comes from, its controller, the targets chosen
    for its ability and the ability's text (how the steps name it)."""

    source: Obj
    controller: str
    chosen: list[str]
    label: str
    subject: str = ""  # the card the triggering event was about (TRIGGER_CARD)

    def objects(self, t: Table, selector: str) -> list[Obj]:
        if selector == TRIGGER_CARD:  # searched where it is now (11.8.16.1); not a choice, so not 11.8.9
            found = t.state.find(self.subject) if self.subject else None
            return [found] if found is not None else []
        return _objects(t, selector, self.source, self.controller, self.chosen)


HANDLERS: EffectHandlers[Use] = EffectHandlers("fftcg", effect_types(FftcgEffect))


@HANDLERS.on(Damage)
def _damage(t: Table, eff: Damage, use: Use) -> None:
    if eff.target == EACH_PLAYER:
        damage_each_player(t, eff.amount, use.controller, use.label)
        return
    pid = _player(t, eff.target, use.controller) if eff.target in PLAYER_TARGETS else None
    if pid is not None:
        damage_player(t, pid, eff.amount, [R.ONE_SHOT])
        return
    for o in use.objects(t, eff.target):
        _damage_forward(t, o, eff.amount, use.label, use.source)


@HANDLERS.on(DamageByPower)
def _damage_by_power(t: Table, eff: DamageByPower, use: Use) -> None:
    source = use.source
    amount = chars.power(t.state, source) if on_field(source) else None
    if amount is None:
        known = (memory(t.state).lki or {}).get(source.id)
        amount = (known.power if known is not None else None) or 0
        t.step(
            "check",
            M.LKI_POWER(card=source.label, power=amount),
            [R.RESOLVE_LKI, R.ABILITY_LKI],
            check="pass",
        )
    for o in use.objects(t, eff.target):
        _damage_forward(t, o, max(amount, 0), use.label, source)


@HANDLERS.on(Draw)
def _draw(t: Table, eff: Draw, use: Use) -> None:
    if pid := _player(t, eff.player, use.controller):
        draw(t, pid, eff.count, [R.ONE_SHOT])


@HANDLERS.on(Discard)
def _discard_effect(t: Table, eff: Discard, use: Use) -> None:
    if pid := _player(t, eff.player, use.controller):
        _discard(t, pid, eff.count, use.source, use.label)


@HANDLERS.on(CreateDelayed)
def _create_delayed(t: Table, eff: CreateDelayed, use: Use) -> None:
    mem = memory(t.state)
    n = (mem.delayed_n or 0) + 1
    mem.delayed_n = n
    made = Delayed(id=f"delayed{n}", event=eff.event, source=use.source.id, controller=use.controller,
                   text=use.label, effects=list(eff.effects))
    mem.delayed = [*(mem.delayed or ()), made]
    t.step(
        "resolution",
        M.DELAYED_CREATED(label=use.label, event=eff.event, card=use.source.label, who=pname(t.state, use.controller)),
        [R.DELAYED, R.DELAYED_CREATED, R.DELAYED_ONCE, R.DELAYED_SUMMON_SOURCE, R.DELAYED_ABILITY_SOURCE],
    )


@HANDLERS.on(Condition)
def _condition(t: Table, eff: Condition, use: Use) -> None:
    """Nothing resolves: :func:`apply_all` reads a condition before the effects it gates (11.8.13)."""


@HANDLERS.on(GainResource)
def _gain_resource(t: Table, eff: GainResource, use: Use) -> None:
    _no_resources(t, eff.type)


@HANDLERS.on(LoseResource)
def _lose_resource(t: Table, eff: LoseResource, use: Use) -> None:
    _no_resources(t, eff.type)


def _no_resources(t: Table, effect_type: str) -> None:
    """Refused by validate.py before a run (fftcg has no standing resources); said, never silent, if reached."""
    t.unsupported(M.NO_RESOURCES(effect=effect_type), [R.ONE_SHOT])


def _on_field(t: Table, selector: str, use: Use) -> Iterator[Obj]:
    """The objects ``selector`` names, one at a time, that are on the field when their turn comes; each one that
    is not is said to be unaffected, in its place among the others."""
    for o in use.objects(t, selector):
        if on_field(o):
            yield o
            continue
        t.step(
            "check",
            M.NOT_ON_FIELD(card=o.label, label=use.label),
            [R.ZONE_CHANGE_SEARCH, R.SKIP_IMPOSSIBLE],
            check="nothing",
        )


@HANDLERS.on(Destroy)
def _destroy(t: Table, eff: Destroy, use: Use) -> None:
    for o in _on_field(t, eff.target, use):
        break_card(t, o, [R.ONE_SHOT])


@HANDLERS.on(PutIntoBreak)
def _put_into_break(t: Table, eff: PutIntoBreak, use: Use) -> None:
    for o in _on_field(t, eff.target, use):
        leave_field(t, o, "break", "put", [R.BREAK_ONLY_WHEN_SAID])


@HANDLERS.on(DullEffect)
def _dull(t: Table, eff: DullEffect, use: Use) -> None:
    for o in _on_field(t, eff.target, use):
        t.add_status(o, DULL)
        t.step("resolution", M.DULLED(card=o.label), [R.DULL])


@HANDLERS.on(Activate)
def _activate(t: Table, eff: Activate, use: Use) -> None:
    for o in _on_field(t, eff.target, use):
        t.remove_status(o, DULL)
        t.step("resolution", M.ACTIVATED(card=o.label), [R.ACTIVATE])


@HANDLERS.on(Freeze)
def _freeze(t: Table, eff: Freeze, use: Use) -> None:
    for o in _on_field(t, eff.target, use):
        t.add_status(o, FROZEN)
        t.step("resolution", M.FROZEN(card=o.label), [R.FREEZE])


@HANDLERS.on(ChangeControl)
def _change_control(t: Table, eff: ChangeControl, use: Use) -> None:
    for o in _on_field(t, eff.target, use):
        change_control(t, o, _player(t, eff.to, use.controller) or use.controller, [R.ONE_SHOT])


@HANDLERS.on(ReplaceBreak)
def _replace_break(t: Table, eff: ReplaceBreak, use: Use) -> None:
    for o in _on_field(t, eff.target, use):
        mem = memory(t.state)
        mem.self_replace = [*(mem.self_replace or ()), SelfReplace(target=o.id, instead=eff.instead, text=use.label)]
        t.step("resolution", M.SELF_REPLACEMENT(label=use.label, card=o.label), [R.SELF_REPLACEMENT])


@HANDLERS.on(SetJob)
def _set_job(t: Table, eff: SetJob, use: Use) -> None:
    for _ in _on_field(t, eff.target, use):
        t.step("check", M.JOB_FIELD_ONLY(), [R.FIELD_ABILITY], check="nothing")


@HANDLERS.on(GrantKeyword)
def _grant_keyword(t: Table, eff: GrantKeyword, use: Use) -> None:
    for o in _on_field(t, eff.target, use):
        t.add_modifier(o, Modifier(stat=f"keyword:{eff.keyword}", delta=0, source=_tag(t, use), until=eff.until))
        t.step(
            "resolution",
            (M.GAINS_KEYWORD_THIS_TURN if eff.until == "end_of_turn" else M.GAINS_KEYWORD)(card=o.label,
                                                                                          keyword=eff.keyword),
            [R.CONTINUOUS, R.CONTINUOUS_LOCKED, R.EFFECT_TIMESTAMP],
        )


@HANDLERS.on(SetPower)
def _set_power(t: Table, eff: SetPower, use: Use) -> None:
    for o in _on_field(t, eff.target, use):
        t.add_modifier(o, Modifier(stat="power_set", delta=eff.value, source=_tag(t, use), until=eff.until))
        printed = o.stats.get("power", 0)
        t.step(
            "resolution",
            M.POWER_SET(card=o.label, value=eff.value, printed=printed, delta=eff.value - printed,
                        power=chars.power(t.state, o) or 0),
            [R.SET_POWER, R.SUMMON_SET_POWER, R.CONTINUOUS_LOCKED, R.EFFECT_TIMESTAMP],
        )


@HANDLERS.on(ModifyStat)
def _modify_stat(t: Table, eff: ModifyStat, use: Use) -> None:
    for o in _on_field(t, eff.target, use):
        tag = _tag(t, use)
        if eff.stat != "power":
            t.step("check", M.NO_SUCH_STAT(stat=eff.stat), [R.POWER], check="nothing")
            continue
        t.add_modifier(o, Modifier(stat="power", delta=eff.delta, source=tag, until=eff.until))
        now = chars.power(t.state, o)
        # 4.3 (negative values count while changing, else as 0) only matters once the power is 0 or below
        t.step(
            "resolution",
            (M.POWER_MODIFIED_THIS_TURN if eff.until == "end_of_turn" else M.POWER_MODIFIED)(
                card=o.label, delta=eff.delta, power=now or 0),
            [R.CONTINUOUS, R.CONTINUOUS_LOCKED, R.EFFECT_TIMESTAMP, *([R.NEGATIVE] if (now or 0) <= 0 else [])],
        )


def _tag(t: Table, use: Use) -> str:
    """A continuous effect's source with its timestamp (11.12.4.10): ticks the clock."""
    return f"{use.source.id}#{tick(t)}"


def _damage_forward(t: Table, o: Obj, amount: int, label: str, source: Obj) -> None:
    if not (on_field(o) and is_forward(o)):
        t.step("check", M.NOT_A_FORWARD(card=o.label), [R.POWER, R.SKIP_IMPOSSIBLE], check="nothing")
        return
    explain_power(t, o)
    add_damage(t, o, amount, source)
    t.step(
        "resolution",
        M.DAMAGE_TO_FORWARD(label=label, card=o.label, amount=amount, damage=o.damage,
                            power=chars.power(t.state, o) or 0),
        [R.POWER],
    )
    survives(t, o)


def survives(t: Table, o: Obj) -> None:
    """The check a judge makes after damage: less damage than power, so 12.4.5 does not break it."""
    pw = chars.power(t.state, o)
    if pw is not None and pw > 0 and o.damage < pw:
        t.nothing(M.SURVIVES(card=o.label, damage=o.damage, power=pw), [R.RP_BROKEN], decisive=True)


def explain_power(t: Table, o: Obj) -> None:
    """Say which continuous effects make up a forward's power, in the order 11.12.4.6-13 applies them."""
    applied = chars.power_effects(t.state, o)
    if not applied:
        return
    job, printed_job = chars.jobs(t.state, o), o.props.get("job", "")
    parts = M.PRINTED_POWER(power=o.stats.get("power", 0))
    for a in applied:
        parts = M.COMMA(a=parts, b=M.POWER_PART(effect=a.text, delta=chars.delta(o, a.effect)))
    text = M.POWER_OF(card=o.label, parts=parts, power=chars.power(t.state, o) or 0)
    cites = [R.LAYERS, R.SELF_FIRST, R.FIELD_CONTINUOUS, R.FIELD_CONTINUOUS_NEW, R.FIELD_TIMESTAMP, R.CARD_TIMESTAMP]
    if any(not isinstance(a.effect, Modifier) for a in applied):
        cites.insert(0, R.FIELD_ABILITY)  # a field ability's effect applies while its card is on the field (11.9.1)
    if job != printed_job:
        text = M.JOB_FIRST(card=o.label, job=job, printed=printed_job or M.NONE(), power=text)
    t.step("check", text, cites, check="pass")


def _discard(t: Table, pid: str, n: int, source: Obj, label: str) -> None:
    hand = t.state.in_zone(f"{pid}.hand")
    pick = t.choice(f"{source.id}.discard")
    given = list(dict.fromkeys(pick.cards)) if pick else []
    ids = [c for c in given if (o := t.state.find(c)) is not None and o.zone == f"{pid}.hand"][:n]
    need = min(n, len(hand))
    if pick is None and need:
        ids = [o.id for o in hand[:n]]
        t.step("choice", M.DEFAULT_DISCARD(choice=f"{source.id}.discard", count=len(ids)), [R.DISCARD])
    elif len(ids) != need or len(given) != len(pick.cards if pick else []):
        # refused when the action is checked; reaching here means the hand changed since: said, not silent
        ids = (ids + [o.id for o in hand if o.id not in ids])[:need]
        t.step(
            "check",
            M.DISCARD_REPLACED(choice=f"{source.id}.discard", who=pname(t.state, pid), count=need,
                               cards=[t.state.obj(x).label for x in ids] or M.NONE()),
            [R.DISCARD],
            check="fail",
            decisive=True,
        )
    for oid in ids:
        t.move(t.state.obj(oid), f"{t.state.obj(oid).owner}.break")
    names = [t.state.obj(x).label for x in ids]
    who = pname(t.state, pid)
    said = M.DISCARDS(who=who, count=len(ids), cards=names) if names else M.DISCARDS_NONE(who=who, count=len(ids))
    t.step("resolution", said, [R.DISCARD])


@HANDLERS.on(Unread)
def _unread(t: Table, eff: Unread, use: Use) -> None:
    """A sentence of the card's text the reader did not understand: said, never guessed (2.1: the card's text is
    followed over the rules, and this part cannot be)."""
    t.unsupported(CT.UNREAD_STEP(text=eff.text), [R.TEXT_OVER_RULES])


@HANDLERS.on(MoveTo)
def _move_to_effect(t: Table, eff: MoveTo, use: Use) -> None:
    for o in use.objects(t, eff.target):
        _move_to(t, eff, o, use.source, use.label)


def _move_to(t: Table, eff: MoveTo, o: Obj, source: Obj, label: str) -> None:
    """Zone-change abilities look for the card in the zone it went to (11.8.16.1); elsewhere it must be on the field."""
    expected = (memory(t.state).trigger_zone or {}).get(o.id) if o is source else None
    where = expected or (o.zone if on_field(o) else None)
    if where is None or o.zone != where:
        t.step(
            "check",
            M.NOT_WHERE_EXPECTED(card=o.label, zone=o.zone, label=label),
            [R.ZONE_CHANGE_SEARCH, R.ZONE_CHANGE_FAIL],
            check="nothing",
            decisive=True,
        )
        return
    if eff.zone == "field":
        enter_field(t, o, o.owner, [R.ZONE_CHANGE_TRIGGER])
    elif on_field(o):
        # 15.1.1.5.1 defines 移除; a return to the hand is no 移除 (leave_field cites the hand zone's rule)
        zone = "hand" if eff.zone == "hand" else "removed"
        leave_field(t, o, zone, eff.zone, [] if zone == "hand" else [R.REMOVE])
    else:
        t.move(o, f"{o.owner}.{'hand' if eff.zone == 'hand' else 'removed'}")
        stamp(t, o)
        t.step(
            "resolution",
            M.MOVES_TO_OWNER(card=o.label, where=where,
                             zone=M.OWNER_ZONES["hand" if eff.zone == "hand" else "removed"]()),
            [R.ZONE_CHANGE_SEARCH, R.OWNER_ZONES],
        )


# --- triggers ---------------------------------------------------------------------------------------------
def fire(t: Table, event: str, subject: Obj, subject_controller: str | None = None) -> None:
    """Record every auto ability ``event`` triggers (11.8.1); zone-change triggers look back at the card."""
    st = t.state
    pool = [o for p in st.players for o in st.in_zone(f"{p.id}.field")]
    if subject not in pool:
        pool = [subject, *pool]
    side = subject_controller or subject.controller
    for src in pool:
        for ab in src.abilities:
            trig = ab.trigger
            if ab.kind != "auto" or trig is None or trig.event != event:
                continue
            if src is not subject and not on_field(src):
                continue
            mine = (src.controller if src is not subject else side) == side
            wanted = targets.filters(f"{targets.ALL}:{getattr(trig, 'filter', '')}")
            if wanted and not targets.matches(st, subject, wanted, src.controller, src.id):
                continue  # the event's card does not fit the trigger's filter (11.8.16.2.1)
            if not (
                (trig.scope == "self" and src is subject)
                or (trig.scope == "ally" and mine)
                or (trig.scope == "enemy" and not mine)
                or (trig.scope == "other" and src is not subject)
                or trig.scope == "any"
            ):
                continue
            controller = side if src is subject else src.controller
            cond = ab.effects[0] if ab.effects and isinstance(ab.effects[0], Condition) else None
            if cond is not None and condition_holds(t, cond, src, controller):
                t.step("check", M.CONDITIONAL_MET(card=src.label, ability=ab.text or ab.id), [R.CONDITIONAL_AUTO],
                       check="pass")
            elif cond is not None:
                t.step(
                    "check",
                    M.CONDITIONAL_NOT_MET(card=src.label, ability=ab.text or ab.id),
                    [R.CONDITIONAL_AUTO],
                    check="nothing",
                    decisive=True,
                )
                continue
            _pend(t, src, ab.id, controller, event, subject.id)
            if src is subject and not on_field(src):
                mem = memory(st)
                mem.trigger_zone = {**(mem.trigger_zone or {}), src.id: src.zone}
    fire_delayed(t, event)


def fire_event(t: Table, event: str) -> None:
    """A phase or step event ("…开始时"): every card on the field may trigger."""
    st = t.state
    for src in [o for p in st.players for o in st.in_zone(f"{p.id}.field")]:
        for ab in src.abilities:
            if ab.kind == "auto" and ab.trigger is not None and ab.trigger.event == event:
                scope = ab.trigger.scope
                mine = src.controller == st.active_player
                if scope in ("any", "self") or (scope == "ally" and mine) or (scope == "enemy" and not mine):
                    _pend(t, src, ab.id, src.controller, event)
    fire_delayed(t, event)


def fire_delayed(t: Table, event: str) -> None:
    """A delayed auto ability triggers once, at the next such event after it was made (11.8.17.1-2)."""
    mem = memory(t.state)
    delayed = mem.delayed or ()
    due = [d for d in delayed if d.event == event and not d.fired]
    if not due:
        return
    mem.delayed = [d.model_copy(update={"fired": True}) if d in due else d for d in delayed]
    for d in due:
        _pend(t, t.state.obj(d.source), d.id, d.controller, event)


def _pend(t: Table, src: Obj, ability: str, controller: str, event: str, subject: str = "") -> None:
    item = PendingTrigger(source=src.id, ability=ability, controller=controller, event=event, subject=subject)
    t.set_state("pending_triggers", [*t.state.pending_triggers, item])
    t.step(
        "trigger",
        M.TRIGGERS(card=src.label, ability=_ability_text(t, src, ability), who=pname(t.state, controller)),

        [
            R.AUTO,
            R.AUTO_CONTROLLER,
            R.AUTO_ONCE_PER_EVENT,
            *([R.ZONE_CHANGE_TRIGGER] if event in ("broken", "to_break", "leaves") else []),
            *([R.DELAYED] if ability.startswith("delayed") else []),
            *([R.ENTERS_TRIGGER] if event == "enters" else []),
            *([COMBAT_TRIGGER_RULES[event]] if event in COMBAT_TRIGGER_RULES else []),
        ],
    )


def _ability_text(t: Table, src: Obj, ability: str) -> str:
    ab = src.ability(ability)
    if ab is not None:
        return ab.text or ab.id
    d = next((d for d in memory(t.state).delayed or () if d.id == ability), None)
    return d.text if d else ability


def clear_end_of_turn(t: Table) -> None:
    for o in t.state.objects:
        kept = [m for m in o.modifiers if m.until != "end_of_turn"]
        if kept != o.modifiers:
            t.set_obj(o, "modifiers", kept)
    memory(t.state).self_replace = None
    for o in t.state.objects:
        if ATTACKED in o.status:
            t.remove_status(o, ATTACKED)


HANDLERS.complete()
