"""Whether an action may be taken now: every check cites its rule whichever way it goes (``Checks``); a refusal
lists every reason found. ``legal_actions`` enumerates candidates through the same checks."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.checks import Checks, Reason
from judge_app.engine.game import IllegalAction
from judge_app.engine.messages import Text
from judge_app.engine.state import GameState
from judge_app.games.ga import interpretations as I
from judge_app.games.ga import messages as M
from judge_app.games.ga import rules as R
from judge_app.games.ga.board import (
    champion,
    element,
    enabled_elements,
    field,
    fits,
    is_,
    is_unit,
    may,
    memory,
    pname,
    power,
    rested,
    said_element,
)
from judge_app.games.ga.costs import compute
from judge_app.games.ga.damage import damage_effect_keys
from judge_app.games.ga.levels import printed_level
from judge_app.games.ga.model import (
    ALWAYS_SLOW,
    ENLIGHTEN,
    Activate,
    Attack,
    Concede,
    Materialize,
    Pass,
    PassAll,
    PlaceChampion,
    Retaliate,
    UseAbility,
)
from judge_app.games.ga.statics import GATES, head_gates_met

State = GameState[Any]


def _await(state: State) -> tuple[str | None, str | None]:
    """(the player the game waits for, what for), or (None, None)."""
    w = memory(state).await_
    return (w.player, w.for_) if w is not None else (None, None)


def _has_opportunity(c: Checks, state: State, pid: str, *cites: str) -> bool:
    player, kind = _await(state)
    holder = M.DECIDING(player=pname(state, player), kind=str(kind)) if player else M.NOBODY_HOLDS_OPPORTUNITY()
    if kind == "opportunity" and player == pid:
        c.allow(M.HAS_OPPORTUNITY(player=pname(state, pid)), *cites)
        return True
    c.refuse(M.NO_OPPORTUNITY_NOW(player=pname(state, pid), holder=holder), *cites, R.FAST_WITH_OPPORTUNITY)
    return False


def is_slow(card: Any) -> bool:
    return any(is_(card, k) for k in ALWAYS_SLOW) or card.props.get("speed", "slow") == "slow"


def slow_timing(c: Checks, state: State, pid: str, what: Text, interpretations: Mapping[str, str], *cites: str) -> None:
    """Slow: the turn player, holding the opportunity, in the main phase, with the stack empty (2.8.1.2.1)."""
    if pid != state.active_player:
        reading = I.NON_TURN_SLOW.reading_in(interpretations)
        if reading == "forbidden" or state.phase != "main":
            c.refuse(M.SLOW_NOT_TURN_PLAYER(what=what, player=pname(state, pid)), *cites, R.NON_TURN_NO_SLOW,
                     R.SLOW_NON_TURN, R.MAIN_NON_TURN_SLOW, point=I.NON_TURN_SLOW.id)
        else:
            c.allow(M.SLOW_NON_TURN_ALLOWED(what=what), *cites,
                    R.MAIN_NON_TURN_SLOW)
        return
    c.require(state.phase == "main" and not state.stack, (*cites, R.SLOW_RULES),
              ok=M.SLOW_OK(what=what),
              no=M.SLOW_NOT_NOW(what=what, phase=state.phase,
                                stack=M.STACK_HOLDS(count=len(state.stack)) if state.stack else ""))


def check(state: State, action: Action, interpretations: Mapping[str, str]) -> list[Reason]:
    """The permissions that make ``action`` legal, or IllegalAction with every reason it is not."""
    c = Checks()
    if state.game_over is not None:
        c.refuse(M.GAME_IS_OVER(), *state.game_over.cites)
        return c.verdict()
    match action:
        case Concede():
            c.allow(M.MAY_CONCEDE(player=pname(state, action.player)), R.CONCEDE_ANY_TIME, R.CONCEDE)
        case PlaceChampion():
            _check_place(c, state, action)
        case Materialize():
            _check_materialize(c, state, action)
        case Activate():
            _check_activate(c, state, action, interpretations)
        case UseAbility():
            _check_ability(c, state, action)
        case Attack():
            _check_attack(c, state, action, interpretations)
        case Retaliate():
            _check_retaliate(c, state, action)
        case Pass() | PassAll():
            _check_pass(c, state, action)
        case _:
            c.refuse(M.NO_SUCH_ACTION(action=action.type), R.MAIN_ACTIONS)
    for choice in action.choices:
        if choice.for_.startswith("damage:"):
            _check_damage_order(c, state, choice.for_, list(choice.targets))
        elif choice.for_.startswith("order:"):
            _check_trigger_order(c, state, choice.for_, list(choice.targets))
        elif choice.mode is not None:
            _check_trigger_mode(c, state, choice.for_, choice.mode)
        if not choice.use:
            _check_decline(c, state, choice.for_)
    return c.verdict()


def _check_decline(c: Checks, state: State, key: str) -> None:
    """Only a "may" triggered ability can be declined (2.4.2.1: triggered abilities go on the stack and resolve
    by themselves; 2.11.7.12.2: "可以" lets the player decide at resolution). Declining another is refused."""
    ab = _ability_of(state, key)
    if ab is None or ab.kind != "triggered":
        return
    inner = any(e.type == "may" for e in [*ab.effects, *(x for m in ab.modes for x in m)])  # 「你可以…」 in its text
    c.require(may(ab) or inner, (R.TRIGGERED, R.MAY), ok=M.MAY_DECLINE(ability=ab.text or ab.id),
              no=M.MAY_NOT_DECLINE(ability=ab.text or ab.id))


def _ability_of(state: State, key: str) -> Any:
    oid, _, aid = key.partition(".")
    obj = state.find(oid)
    return obj.ability(aid) if obj is not None and aid else None


def _check_trigger_order(c: Checks, state: State, key: str, order: list[str]) -> None:
    """An order for simultaneous triggers names triggered abilities, each once (2.1.9.3, 2.4.2.6)."""
    bad = [k for k in order if (ab := _ability_of(state, k)) is None or ab.kind != "triggered"]
    dupes = sorted({k for k in order if order.count(k) > 1})
    problems = [*([M.NOT_TRIGGERED_ABILITIES(keys=bad)] if bad else []),
                *([M.LISTED_TWICE(keys=dupes)] if dupes else [])]
    if problems:
        c.refuse(M.ORDER_REFUSED(key=key, problems=M.chain(M.SEMICOLON_PAIR, problems)),
                 R.TRIGGER_ORDER_CONTROLLER, R.TRIGGERS_SIMULTANEOUS)


def _check_trigger_mode(c: Checks, state: State, key: str, mode: int) -> None:
    """A mode chosen for a modal ability must be one of its modes (2.4.2.4): never clamped to another."""
    ab = _ability_of(state, key)
    if ab is not None and ab.modes:
        c.require(mode < len(ab.modes), R.TRIGGER_MODE, ok=M.MODE_OK(key=key, mode=mode + 1, count=len(ab.modes)),
                  no=M.NO_SUCH_MODE(key=key, count=len(ab.modes), mode=mode + 1))


def _check_retaliate(c: Checks, state: State, action: Retaliate) -> None:
    player, kind = _await(state)
    combat = memory(state).combat
    c.require(kind == "retaliate" and player == action.player, R.RETALIATE,
              ok=M.DECIDING_RETALIATION(player=pname(state, action.player)), no=M.NOT_RETALIATION_TIME())
    # Each condition of 2.2.7.1.2 is its own reason: the attacked (defending) unit, awake (1.7.2.5), with power.
    u = state.find(action.unit)
    label = u.label if u is not None else action.unit
    c.require(combat is not None and action.unit == combat.target, R.RETALIATE,
              ok=M.IS_DEFENDING_UNIT(unit=label), no=M.NOT_DEFENDING_UNIT(unit=label))
    if u is not None:
        c.require(not rested(u), (R.RETALIATE, R.ALLY_RETALIATES_READY),
                  ok=M.AWAKE_MAY_RETALIATE(unit=label), no=M.RESTED_CANNOT_RETALIATE(unit=label))
        p = power(state, u)
        c.require(p is not None and p > 0, R.RETALIATE_NEEDS_POWER,
                  ok=M.POWER_ABOVE_ZERO(unit=label, power=str(p)), no=M.NO_POWER_NO_RETALIATION(unit=label))


def _check_pass(c: Checks, state: State, action: Pass | PassAll) -> None:
    player, kind = _await(state)
    who = pname(state, player) if player else M.NOBODY()
    me = pname(state, action.player)
    if isinstance(action, PassAll):
        c.require(player == action.player and kind == "opportunity", R.PASS_IN_TURN_ORDER,
                  ok=M.PASS_ALL_OK(player=me),
                  no=M.PASS_ALL_NOT_NOW(player=me, holder=who, kind=str(kind)))
        return
    c.require(player == action.player and kind != "place", R.PASS_IN_TURN_ORDER,
              ok=M.PASS_OK(player=me, kind=str(kind)),
              no=M.PASS_NOT_NOW(player=me, holder=who))


def _check_damage_order(c: Checks, state: State, key: str, order: list[str]) -> None:
    """A damage order may only name damage modifications that exist (2.2.7.2.2.4): an unknown one is an
    illegal choice, refused rather than swapped for the default order."""
    known = damage_effect_keys(state)
    unknown = [k for k in order if k not in known]
    dupes = sorted({k for k in order if order.count(k) > 1})
    problems = [*([M.NOT_DAMAGE_MODIFIERS(keys=unknown)] if unknown else []),
                *([M.LISTED_TWICE(keys=dupes)] if dupes else [])]
    c.require(not unknown and not dupes, (R.DAMAGE_REPLACEMENT_ORDER, R.REPLACEMENT_ORDER),
              ok=M.DAMAGE_ORDER_OK(key=key),
              no=M.DAMAGE_ORDER_REFUSED(key=key, problems=M.chain(M.SEMICOLON_PAIR, problems) if problems else "",
                                        known=sorted(known) or M.NONE()))


def _check_place(c: Checks, state: State, action: PlaceChampion) -> None:
    player, kind = _await(state)
    c.require(kind == "place" and player == action.player,
              (R.CHAMPION_LEVEL0_FIRST_TURN, R.FIRST_CHAMPION),
              ok=M.PLACE_OK(player=pname(state, action.player)),
              no=M.PLACE_NOT_NOW())
    card = state.obj(action.card)
    c.require(card.zone == f"{action.player}.material" and is_(card, "champion") and printed_level(card) == 0,
              (R.FIRST_CHAMPION, R.MATERIAL_LEVEL0),
              ok=M.IS_LEVEL0_IN_MATERIAL(card=card.label, player=pname(state, action.player)),
              no=M.NOT_LEVEL0_IN_MATERIAL(card=card.label, player=pname(state, action.player)))


def _check_materialize(c: Checks, state: State, action: Materialize) -> None:
    pid = action.player
    player, kind = _await(state)
    c.require(kind == "materialize" and player == pid,
              (R.MATERIALIZE_TURN_ACTION, R.MATERIALIZE_ONCE),
              ok=M.MATERIALIZE_PHASE_OK(player=pname(state, pid)),
              no=M.MATERIALIZE_NOT_NOW())
    card = state.obj(action.card)
    c.require(card.zone == f"{pid}.material", R.MATERIALIZE_TURN_ACTION,
              ok=M.IN_MATERIAL(card=card.label, player=pname(state, pid)),
              no=M.NOT_IN_MATERIAL(card=card.label, player=pname(state, pid)))
    if not c.require(is_(card, "champion") or is_(card, "regalia"), R.MATERIALIZE_WHAT,
                     ok=M.MATERIALIZABLE(card=card.label,
                                         kind=M.CHAMPION_WORD() if is_(card, "champion") else M.REGALIA_WORD()),
                     no=M.NOT_MATERIALIZABLE(card=card.label)):
        return
    if is_(card, "champion"):
        c.require(printed_level(card) != 0, R.NO_MATERIALIZE_LEVEL0, ok=M.NOT_LEVEL0(card=card.label),
                  no=M.NO_MATERIALIZE_LEVEL0())
        top = champion(state, pid)
        c.require(top is not None and top.owner == pid, R.LEVEL_UP_OWN,
                  ok=M.MAY_LEVEL_UP(player=pname(state, pid)),
                  no=M.LEVEL_UP_NEEDS_OWN())
        if top is not None and printed_level(card) != 0:
            c.require(printed_level(card) == printed_level(top) + 1, (R.LEVEL_UP_PRINTED, R.LEVEL_UP),
                      ok=M.LEVEL_ONE_HIGHER(card=card.label, level=printed_level(card), top=top.label,
                                            top_level=printed_level(top)),
                      no=M.LEVEL_NOT_ONE_HIGHER(card=card.label, level=printed_level(card),
                                                top_level=printed_level(top)))
    else:
        shown = said_element(element(card))
        c.require(element(card) in enabled_elements(state, pid), (R.MATERIALIZE_ELEMENT, R.ELEMENT_ENABLED),
                  ok=M.CARD_ELEMENT_ENABLED(card=card.label, element=shown, player=pname(state, pid)),
                  no=M.CARD_ELEMENT_NOT_ENABLED(card=card.label, element=shown, player=pname(state, pid)))
    cost = compute(state, card, pid, None, from_material=True)
    if not c.require(cost.base is not None, R.NO_COST_NOT_ZERO, ok=M.HAS_COST(card=card.label),
                     no=M.NO_COST(card=card.label)):
        return
    have = len(state.in_zone(f"{pid}.memory")) if cost.kind == "memory" else len(state.in_zone(f"{pid}.hand"))
    paid_with = M.MEMORY_WORD() if cost.kind == "memory" else M.RESERVE_WORD()
    c.require(cost.total <= have, R.MATERIALIZE_PAY,
              ok=M.CAN_PAY(card=card.label, total=cost.total, kind=paid_with, have=have),
              no=M.CANNOT_PAY(card=card.label, total=cost.total, kind=paid_with, have=have))
    _named_payment(c, state, pid, card, action.memory, "memory", cost.total if cost.kind == "memory" else 0)
    _named_payment(c, state, pid, card, action.reserve, "hand", cost.total if cost.kind != "memory" else 0)


def _reserve_count(c: Checks, given: list[str], need: int) -> None:
    """A reserve list names each card once and no more cards than the cost (1.6.4.2.4.1)."""
    if len(set(given)) != len(given):
        c.refuse(M.PICKED_TWICE(kind=M.RESERVE_WORD()), R.RESERVE_PAY)
    if len(set(given)) > need:
        c.refuse(M.RESERVE_TOO_MANY(need=need, given=len(set(given))), R.RESERVE_PAY)


def _named_payment(c: Checks, state: State, pid: str, card: Any, given: list[str], zone: str, need: int) -> None:
    """Cards the scenario names for a payment must be where the payment takes them from: the memory zone for a
    memory cost (the random pick, 1.6.4.2.5 / 2.3.3.2.1), the hand for a reserve cost (1.6.4.2.4.1), never the
    card being paid for, each once, no more than the cost. A wrong one is refused, never swapped for another."""
    if not given:
        return
    rules = (R.MEMORY_PAY, R.MEMORY_RANDOM) if zone == "memory" else (R.RESERVE_PAY,)
    where = M.IN_MEMORY_ZONE() if zone == "memory" else M.IN_HAND()
    for oid in dict.fromkeys(given):
        o = state.find(oid)
        if o is None or o.id == card.id or o.zone != f"{pid}.{zone}":
            c.refuse(M.NOT_PAYABLE(card=o.label if o else oid, player=pname(state, pid), where=where), *rules)
    if len(set(given)) != len(given):
        c.refuse(M.PICKED_TWICE(kind=M.MEMORY_WORD() if zone == "memory" else M.RESERVE_WORD()), *rules)
    if len(set(given)) > need:
        c.refuse(M.COST_TOO_MANY(need=need, given=len(set(given))), *rules)


def _check_activate(c: Checks, state: State, action: Activate, interpretations: Mapping[str, str]) -> None:
    pid = action.player
    card = state.obj(action.card)
    c.require(card.zone == f"{pid}.hand", (R.ACTIVATE_HAND_ONLY, R.ACTIVATE_FROM_HAND),
              ok=M.IN_HAND_OF(card=card.label, player=pname(state, pid)),
              no=M.NOT_IN_HAND_OF(card=card.label, player=pname(state, pid)))
    _has_opportunity(c, state, pid, R.ACTIVATE_TIMING)
    if is_slow(card):
        slow_timing(c, state, pid, M.ACTIVATING(card=card.label), interpretations, R.ACTIVATE_TIMING, R.SPEED)
    else:
        c.allow(M.FAST_CARD(card=card.label), R.SPEED, R.FAST_WITH_OPPORTUNITY, R.FAST_RULES)
    enabled = enabled_elements(state, pid)
    shown = said_element(element(card))
    c.require(element(card) in enabled, (R.ACTIVATE_ELEMENT, R.ELEMENT_ENABLED, R.LINEAGE_ELEMENTS),
              ok=M.CARD_ELEMENT_ENABLED(card=card.label, element=shown, player=pname(state, pid)),
              no=M.CARD_ELEMENT_NOT_ENABLED_OF(card=card.label, element=shown, player=pname(state, pid),
                                               enabled=[said_element(e) for e in enabled]))
    cost = compute(state, card, pid, action.x)
    if c.require(cost.base is not None, R.NO_COST_NOT_ZERO, ok=M.HAS_COST_OF(card=card.label, cost=cost.total),
                 no=M.NO_RESERVE_COST(card=card.label)):
        others = [o for o in state.in_zone(f"{pid}.hand") if o is not card]
        if cost.kind == "memory":
            c.refuse(M.MEMORY_COST_FROM_HAND(card=card.label),
                     R.MEMORY_ONLY_MATERIALIZE)
        else:
            c.require(cost.total <= len(others), (R.ACTIVATE_PAY, R.RESERVE_MEANS, R.RESERVE_PAY),
                      ok=M.RESERVE_PAYABLE(cost=cost.total, player=pname(state, pid), count=len(others)),
                      no=M.RESERVE_UNPAYABLE(card=card.label, cost=cost.total, player=pname(state, pid),
                                             count=len(others)))
    bad = [oid for oid in action.reserve if oid == card.id or state.obj(oid).zone != f"{pid}.hand"]
    if bad:
        names = [o.label if (o := state.find(x)) is not None else x for x in bad]
        c.refuse(M.RESERVE_ONLY_OTHER_HAND(cards=names), R.RESERVE_PAY)
    _reserve_count(c, action.reserve, cost.total if cost.base is not None and cost.kind != "memory" else 0)
    effect = next((a for a in card.abilities if a.kind == "effect"), None)
    if effect is not None and effect.modes and action.mode is not None:
        c.require(action.mode < len(effect.modes), R.ACTIVATE_MODES,
                  ok=M.MODE_OK(key=card.label, mode=action.mode + 1, count=len(effect.modes)),
                  no=M.NO_SUCH_MODE(key=card.label, count=len(effect.modes), mode=action.mode + 1))
    chosen_specs = [str(t) for e in ([*effect.effects, *(x for m in effect.modes for x in m)] if effect else [])
                    if str(t := getattr(e, "target", "")).startswith("chosen")]
    needs_target = bool(chosen_specs)
    if needs_target:
        if action.targets:
            c.allow(M.TARGETS_NAMED(card=card.label), R.ACTION_TARGETS)
        else:
            c.refuse(M.TARGETS_NEEDED(card=card.label), R.ACTION_TARGETS, R.ACTIVATE_TARGETS)
    for oid in action.targets:
        tgt = state.obj(oid)
        if tgt.zone in ("field", "stack"):
            c.allow(M.TARGET_WHERE(target=tgt.label,
                                   where=M.ON_FIELD_WORD() if tgt.zone == "field" else M.ON_STACK_WORD()), R.TARGETS)
        else:
            c.refuse(M.TARGET_NOT_THERE(target=tgt.label), R.TARGETS, R.ACTIVATE_TARGETS)
    _target_filters(c, state, card, effect, chosen_specs, action.targets)
    if is_(card, "attack"):
        top = champion(state, pid)
        c.require(top is not None and not rested(top), (R.ATTACK_CARD_RESTS, R.ATTACK_RESTS),
                  ok=M.ATTACK_CARD_RESTS_CHAMPION(champion=top.label if top else ""),
                  no=M.ATTACK_CARD_NEEDS_AWAKE())
        if action.weapon is not None:
            w = state.obj(action.weapon)
            c.require(is_(w, "weapon") and w.zone == "field" and w.controller == pid, R.ATTACK_CARD_WEAPON,
                      ok=M.WEAPON_WITH_CARD(weapon=w.label, player=pname(state, pid)),
                      no=M.NOT_A_WEAPON_OF(weapon=w.label, player=pname(state, pid)))


def _check_ability(c: Checks, state: State, action: UseAbility) -> None:
    pid = action.player
    src = state.obj(action.source)
    c.require(src.zone == "field" and src.controller == pid, R.ACTIVATED_ABILITY,
              ok=M.CONTROLS_ON_FIELD(card=src.label, player=pname(state, pid)),
              no=M.NOT_CONTROLS_ON_FIELD(card=src.label, player=pname(state, pid)))
    if _has_opportunity(c, state, pid, R.ACTIVATED_ABILITY, R.ACTIVATED_TIMING):
        # the timing permission itself: fast by default (2.4.1.5), so any player with the opportunity (1.2.2)
        c.allow(M.ABILITY_FAST_BY_DEFAULT(),
                R.ACTIVATED_FAST, R.FAST_WITH_OPPORTUNITY)
    if action.ability == ENLIGHTEN:
        c.require(is_(src, "champion"), R.ENLIGHTEN, ok=M.HAS_ENLIGHTEN(card=src.label),
                  no=M.ONLY_CHAMPIONS_ENLIGHTEN())
        n = src.counters.get("enlighten", 0)
        c.require(n >= 3, R.ENLIGHTEN, ok=M.ENLIGHTEN_COUNTERS_OK(card=src.label, count=n),
                  no=M.ENLIGHTEN_COUNTERS_SHORT(card=src.label, count=n))
        return
    ab = src.ability(action.ability)
    shown = M.QUOTED(text=ab.text or ab.id if ab is not None else action.ability)
    if not c.require(ab is not None and ab.kind == "activated", R.ACTIVATED_ABILITY,
                     ok=M.HAS_ACTIVATED(card=src.label, ability=shown),
                     no=M.NO_ACTIVATED(card=src.label, ability=shown)):
        return
    assert ab is not None
    if any(e.type in GATES for e in ab.effects[:1]):
        c.require(head_gates_met(state, src, ab.effects), (R.CONDITIONS_ALL, R.CONDITIONS_UNMET),
                  ok=M.GATED_MET(source=src.label, ability=shown),
                  no=M.GATED_NOT_ACTIVATABLE(source=src.label, ability=shown))
    if ab.cost.get("rest"):
        c.require(not rested(src), R.ACTIVATED_ABILITY, ok=M.AWAKE_TO_PAY_REST(card=src.label),
                  no=M.RESTED_CANNOT_PAY(card=src.label))
    for counter, n in ab.cost.items():
        if counter not in ("rest", "reserve", "banish_self"):
            have = src.counters.get(counter, 0)
            c.require(have >= n, (R.ACTIVATED_ABILITY, R.ACTIVATED_FORM),
                      ok=M.COUNTERS_ENOUGH(card=src.label, have=have, counter=counter, need=n),
                      no=M.COUNTERS_SHORT(card=src.label, counter=counter, need=n))
    if ab.cost.get("banish_self"):  # 「放逐[牌名]:」: the object itself is banished as the cost (2.4.1.2, 2.1.7.1)
        c.require(src.zone == "field", (R.ACTIVATED_FORM, R.BANISHMENT), ok=M.BANISH_SELF_PAYABLE(card=src.label),
                  no=M.BANISH_SELF_NOT_ON_FIELD(card=src.label))
    if ab.cost.get("reserve", 0):
        c.require(ab.cost["reserve"] <= len(state.in_zone(f"{pid}.hand")), R.RESERVE_PAY,
                  ok=M.HAND_PAYS_RESERVE(), no=M.HAND_SHORT_RESERVE())
    _named_payment(c, state, pid, src, action.reserve, "hand", ab.cost.get("reserve", 0))


def _target_filters(c: Checks, state: State, card: Any, effect: Any, specs: list[str], targets: list[str]) -> None:
    """The card text's limits on its targets (「目標你控制的盟友」, 「至多三個目標領域」): each named target fits the
    filter (2.3.1.5, 2.7.6), and no more than N are named for 「至多N個目標」 (2.3.1.5.2)."""
    printed = (effect.text if effect is not None else "") or card.label
    for spec in specs:
        words = spec.removeprefix("chosen").removeprefix(":")
        upto = next((int(w[4:]) for w in words.split(":") if w.startswith("upto") and w[4:].isdigit()), None)
        if upto is not None:
            c.require(len(targets) <= upto, R.ACTIVATE_UPTO, ok=M.UPTO_OK(count=len(targets), most=upto),
                      no=M.UPTO_TOO_MANY(count=len(targets), most=upto))
        if not words:
            continue
        for oid in targets:
            tgt = state.obj(oid)
            c.require(fits(state, card, tgt, words), (R.ACTIVATE_TARGETS, R.TARGETS),
                      ok=M.TARGET_FITS(target=tgt.label, text=printed),
                      no=M.TARGET_DOES_NOT_FIT(target=tgt.label, text=printed))


def _check_attack(c: Checks, state: State, action: Attack, interpretations: Mapping[str, str]) -> None:
    pid = action.player
    a, tgt = state.obj(action.attacker), state.obj(action.target)
    _has_opportunity(c, state, pid, R.ATTACK_SLOW)
    slow_timing(c, state, pid, M.DECLARING_ATTACK(), interpretations, R.ATTACK_SLOW, R.MAIN_ATTACK)
    c.require(a.zone == "field" and a.controller == pid and is_unit(a), (R.ATTACK, R.UNITS),
              ok=M.UNIT_OF(unit=a.label, player=pname(state, pid)),
              no=M.NOT_UNIT_OF(unit=a.label, player=pname(state, pid)))
    ready = (R.ALLY_ATTACKS_READY,) if is_(a, "ally") else (R.CHAMPION_ATTACK_RESTS,)
    c.require(not rested(a), (*ready, R.ATTACK_RESTS),
              ok=M.AWAKE_RESTS_TO_ATTACK(unit=a.label),
              no=M.RESTED_CANNOT_ATTACK(unit=a.label))
    if not rested(a) and memory(state).entered.get(a.id) == state.turn:
        c.allow(M.ENTERED_THIS_TURN(unit=a.label), R.ATTACK_ENTER_TURN)
    if is_(a, "ally"):
        if action.weapon is not None:
            c.refuse(M.ALLY_NO_WEAPON(), R.ALLY_NO_WEAPON)
        p = power(state, a)
        c.require(p is not None and p > 0, R.ATTACK_NEEDS_POWER, ok=M.MAY_ATTACK_POWER(unit=a.label, power=str(p)),
                  no=M.ALLY_CANNOT_ATTACK_POWER(unit=a.label, power=str(p)))
    else:
        w = state.obj(action.weapon) if action.weapon else None
        if w is None:
            c.require((power(state, a) or 0) > 0,
                      (R.CHAMPION_NO_POWER, R.CHAMPION_ATTACK_POWER, R.WEAPON_ALLOWS_ATTACK),
                      ok=M.MAY_ATTACK_POWER(unit=a.label, power=str(power(state, a))),
                      no=M.CHAMPION_NEEDS_WEAPON(unit=a.label))
        else:
            c.require(is_(w, "weapon") and w.zone == "field" and w.controller == pid, R.WEAPON_ALLOWS_ATTACK,
                      ok=M.ATTACKS_WITH_WEAPON(unit=a.label, player=pname(state, pid), weapon=w.label),
                      no=M.NOT_A_WEAPON_OF(weapon=w.label, player=pname(state, pid)))
    if c.require(tgt.zone == "field" and is_unit(tgt), (R.ATTACK, R.UNITS), ok=M.UNIT_ON_FIELD(unit=tgt.label),
                 no=M.NOT_ATTACKABLE(unit=tgt.label)):
        c.require(tgt.controller != pid, R.NO_ATTACK_OWN, ok=M.OPPONENT_CONTROLS(unit=tgt.label),
                  no=M.NO_ATTACK_OWN(unit=tgt.label))


def legal_actions(state: State, interpretations: Mapping[str, str]) -> list[Action]:
    """Candidates for the deciding player, kept if they pass :func:`check`."""
    if state.game_over is not None:
        return []
    pid, kind = _await(state)
    cands: list[Action] = [Concede(player=p.id) for p in state.players]
    if pid is None:
        return cands
    if kind == "place":
        cands += [PlaceChampion(player=pid, card=o.id) for o in state.in_zone(f"{pid}.material")]
    elif kind == "materialize":
        cands += [Materialize(player=pid, card=o.id) for o in state.in_zone(f"{pid}.material")]
        cands.append(Pass(player=pid))
    elif kind == "retaliate":
        combat = memory(state).combat
        cands += [Retaliate(player=pid, unit=combat.target or "" if combat else ""), Pass(player=pid)]
    else:
        opp = state.opponent(pid)
        hand = state.in_zone(f"{pid}.hand")
        enemies = [o for o in field(state, opp) if is_unit(o)]
        for o in hand:
            if is_(o, "attack"):
                cands += [Activate(player=pid, card=o.id, attack_target=e.id) for e in enemies]
            else:
                cands.append(Activate(player=pid, card=o.id))
        mine = field(state, pid)
        weapons = [o for o in mine if is_(o, "weapon")]
        for u in mine:
            if is_(u, "champion"):
                cands += [UseAbility(player=pid, source=u.id, ability=ENLIGHTEN)]
                cands += [Attack(player=pid, attacker=u.id, target=e.id, weapon=wp.id)
                          for e in enemies for wp in weapons]
            cands += [UseAbility(player=pid, source=u.id, ability=a.id) for a in u.abilities if a.kind == "activated"]
            if is_(u, "ally"):
                cands += [Attack(player=pid, attacker=u.id, target=e.id) for e in enemies]
        cands += [Pass(player=pid), PassAll(player=pid)]
    legal = []
    for c in cands:
        try:
            check(state, c, interpretations)
        except (IllegalAction, KeyError):
            continue
        legal.append(c)
    return legal
