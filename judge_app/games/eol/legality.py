"""Whether an action may be taken now: one function per action type, each raising IllegalAction
with the rule that forbids it. ``legal_actions`` enumerates candidates through the same checks."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.checks import Checks, Reason
from judge_app.engine.game import illegal, only_legal
from judge_app.engine.messages import Message, Text
from judge_app.engine.state import GameState
from judge_app.games.eol import interpretations as I
from judge_app.games.eol import messages as M
from judge_app.games.eol import rules as R
from judge_app.games.eol import targeting
from judge_app.games.eol.board import awake, free_slots, hero, is_hero, is_minion, memory, minions, pname
from judge_app.games.eol.model import (
    ATTACKED,
    AWAKENED_THIS_TURN,
    DISPLAY_LIMIT,
    HAND_LIMIT,
    MINION_SLOTS,
    REATTACK,
    REATTACK_READY,
    USED_PREFIX,
    Attack,
    Awaken,
    Pass,
    PlaceMinion,
    Replace,
    UseItem,
    UseSkill,
)

State = GameState[Any]


def _in_main(c: Checks, state: State, action: Action, permission: Message, cite: str) -> None:
    """The main phase's optional actions (2.1.2.3.a-e): taken by the turn player in the main phase."""
    if state.phase != "main":
        c.refuse(M.NOT_MAIN_PHASE(phase=state.phase), cite)
    elif action.player != state.active_player:
        c.refuse(M.NOT_YOUR_TURN(who=pname(state, state.active_player)), R.FLOW_TURNS, cite)
    else:
        c.allow(M.MAIN_PERMISSION(may=permission()), cite)


def _energy(c: Checks, state: State, pid: str, cost: int, what: Text, cite: str) -> None:
    have = state.player(pid).resources.get("energy", 0)
    c.require(cost <= have, (cite, R.MAIN_PHASE), ok=M.CAN_PAY(what=what, cost=cost, have=have, left=have - cost),
              no=M.CANNOT_PAY(what=what, cost=cost, who=pname(state, pid), have=have))


def check(state: State, action: Action, interpretations: Mapping[str, str]) -> list[Reason]:
    if state.game_over is not None:
        illegal(M.GAME_OVER(), *state.game_over.cites)
    c = Checks()
    match action:
        case Replace():
            _check_replace(c, state, action)
        case PlaceMinion():
            _check_place(c, state, action)
        case Pass():
            _check_pass(c, state, action)
        case Awaken():
            _in_main(c, state, action, M.MAY_AWAKEN, R.MAIN_AWAKEN)
            m = state.obj(action.minion)
            said = {"card": m.label, "who": pname(state, action.player)}
            c.require(m.zone == f"{action.player}.minions" and m.controller == action.player, R.MAIN_AWAKEN,
                      ok=M.IN_ROW(**said), no=M.NOT_IN_ROW(**said))
            c.require(not awake(m), (R.MAIN_AWAKEN, R.SLEEPING),
                      ok=M.CAN_BE_AWAKENED(card=m.label), no=M.ALREADY_AWAKE(card=m.label))
            _energy(c, state, action.player, m.cost or 0, M.PAYING_TO_AWAKEN(card=m.label), R.MAIN_AWAKEN)
        case UseItem():
            _in_main(c, state, action, M.MAY_USE_ITEM, R.MAIN_ITEM)
            card = state.obj(action.card)
            said = {"card": card.label, "who": pname(state, action.player)}
            c.require(card.zone == f"{action.player}.hand" and "item" in card.types, R.MAIN_ITEM,
                      ok=M.ITEM_IN_HAND(**said), no=M.NOT_ITEM_IN_HAND(**said))
            _energy(c, state, action.player, card.cost or 0, M.PAYING_FOR_ITEM(card=card.label), R.MAIN_ITEM)
        case UseSkill():
            _check_skill(c, state, action)
        case Attack():
            _check_attack(c, state, action, interpretations)
        case _:
            illegal(M.NO_SUCH_ACTION(type=action.type), R.MAIN_PHASE)
    _check_replacement_choices(c, state, action)
    _check_mode_choices(c, state, action)
    _check_target_choices(c, state, action)
    _check_chosen_targets(c, state, action)
    return c.verdict()


def _check_mode_choices(c: Checks, state: State, action: Action) -> None:
    """A “选择” ability (4.2.11) picks one of its listed effects; a mode it does not have is an illegal choice,
    refused rather than replaced by the first option."""
    for ch in action.choices:
        src_id, _, ab_id = ch.for_.partition(".")
        src = state.find(src_id)
        ability = src.ability(ab_id) if src is not None and ab_id else None
        if ability is None or not ability.modes or ch.mode is None:
            continue
        if ch.mode >= len(ability.modes):
            c.refuse(M.NO_SUCH_MODE(skill=ability.text or ability.id, count=len(ability.modes), n=ch.mode + 1),
                     R.CHOOSE)


_SKILL_RULES = {"awaken": R.AWAKEN_SKILL, "death": R.DEATH_SKILL, "active": R.ACTIVE_SKILL,
                "passive": R.PASSIVE_SKILL, "item": R.ITEM_SKILLS}


def _check_target_choices(c: Checks, state: State, action: Action) -> None:
    """The format's ``chosen`` target is one object (“破坏对方1个随从”): naming several is an illegal choice,
    refused with the rule that makes the card's text the effect, never applied to all of them."""
    for ch in action.choices:
        src_id, _, ab_id = ch.for_.partition(".")
        src = state.find(src_id)
        ability = src.ability(ab_id) if src is not None and ab_id else None
        if ability is None or len(set(ch.targets)) <= 1:
            continue
        effects = [*ability.effects, *(e for m in ability.modes for e in m)]
        if any(getattr(e, "target", None) == "chosen" for e in effects):
            c.refuse(M.ONE_TARGET_ONLY(skill=ability.text or ability.id, count=len(set(ch.targets)),
                                       targets=list(ch.targets)), _SKILL_RULES.get(ability.kind, R.ITEM_SKILLS))


def _check_chosen_targets(c: Checks, state: State, action: Action) -> None:
    """The chosen targets of the item or skill this action uses, which resolves at once: each condition on each
    target (a minion in the minion zone, 1.1.2 with 4.2.3/2.3.2.1; the opponent's when the text says 对方) is
    cited whether it holds or not, and each that fails is its own refusal. A triggered ability's targets are
    judged when it resolves (the board may have changed by then: a replaced minion can be a legal target)."""
    match action:
        case UseItem():
            source = state.obj(action.card)
            abilities = [ab for ab in source.abilities if ab.trigger is None]
        case UseSkill():
            source = state.obj(action.source)
            abilities = [ab] if (ab := source.ability(action.ability)) is not None else []
        case _:
            return
    for ability in abilities:
        chosen = action.choice(f"{source.id}.{ability.id}")
        if chosen is None:
            continue
        for effect in targeting.chosen_effects(ability):
            for oid in dict.fromkeys(chosen.targets):
                for v in targeting.judge(state, source, ability, effect, state.obj(oid)):
                    if v.ok:
                        c.allow(v.text, *v.cites)
                    else:
                        c.refuse(v.text, *v.cites)


def _check_replacement_choices(c: Checks, state: State, action: Action) -> None:
    """A 随从补充 choice (2.3.1.1) names minion cards from the hand of the dead minion's controller; any other
    card is an illegal choice, refused here rather than turned into “no replacement” while resolving."""
    for ch in action.choices:
        if not ch.for_.startswith("replace:") or not ch.use:
            continue
        dead = state.find(ch.for_.split(":", 1)[1])
        owner = dead.controller if dead is not None else action.player
        if len(ch.cards) > 1:
            c.refuse(M.ONE_REPLACEMENT_ONLY(count=len(ch.cards), cards=list(ch.cards)), R.REPLACEMENT)
        for oid in ch.cards:
            card = state.find(oid)
            if card is None or card.zone != f"{owner}.hand" or not is_minion(card):
                c.refuse(M.NOT_A_REPLACEMENT_CHOICE(card=oid, who=pname(state, owner)), R.REPLACEMENT)


def _check_replace(c: Checks, state: State, action: Replace) -> None:
    c.require(state.phase == "setup" and state.step == "replace", R.SETUP_REPLACE,
              ok=M.MAY_REPLACE(), no=M.REPLACE_ONLY_IN_SETUP())
    who = pname(state, action.player)
    c.require(action.player not in (memory(state).replaced or ()), R.SETUP_REPLACE,
              ok=M.NOT_YET_REPLACED(who=who), no=M.ALREADY_REPLACED(who=who))
    for oid in action.cards:
        if state.obj(oid).zone != f"{action.player}.hand":
            c.refuse(M.NOT_IN_HAND(card=oid, who=who), R.SETUP_REPLACE_HOW)


def _placer(state: State) -> str | None:
    if state.phase == "setup" and state.step == "replace":
        return state.first_player or state.active_player
    if state.phase == "setup" and state.step == "place":
        return memory(state).placer
    return None


def _check_place(c: Checks, state: State, action: PlaceMinion) -> None:
    if state.phase == "setup":
        placer = _placer(state)
        c.require(action.player == placer, R.SETUP_PLACE, ok=M.YOUR_TURN_TO_PLACE(),
                  no=M.NOT_YOUR_TURN_TO_PLACE(placer=str(placer)))
        cite = R.SETUP_PLACE
    else:
        cite = R.MAIN_PLACE
        _in_main(c, state, action, M.MAY_PLACE, cite)
    card = state.obj(action.card)
    said = {"card": card.label, "who": pname(state, action.player)}
    c.require(card.zone == f"{action.player}.hand" and is_minion(card), cite,
              ok=M.MINION_IN_HAND(**said), no=M.NOT_MINION_IN_HAND(**said))
    slots = free_slots(state, action.player)
    if not slots:
        c.refuse(M.ROW_IS_FULL(most=MINION_SLOTS), R.MINION_ZONE, cite)
    elif action.slot is not None:
        c.require(action.slot in slots, (cite, R.MINION_ZONE), ok=M.SLOT_FREE(slot=action.slot),
                  no=M.SLOT_TAKEN(slot=action.slot))
    else:
        c.allow(M.ROOM_IN_ROW(most=MINION_SLOTS), R.MINION_ZONE)


def _check_pass(c: Checks, state: State, action: Pass) -> None:
    if state.phase == "setup":
        c.require(action.player == _placer(state), R.SETUP_PLACE, ok=M.MAY_END_PLACING(),
                  no=M.NOT_YOUR_TURN_TO_PLACE(placer=str(_placer(state))))
        return
    c.require(state.phase in ("main", "end") and action.player == state.active_player, R.MAIN_END,
              ok=M.MAY_END_MAIN(), no=M.ONLY_TURN_PLAYER_ENDS())
    for oid in action.discard:
        if state.obj(oid).zone != f"{action.player}.hand":
            c.refuse(M.DISCARD_NOT_IN_HAND(card=oid), R.END_HAND_8)
    for oid in action.discard_display:
        if state.obj(oid).zone != f"{action.player}.display":
            c.refuse(M.DISCARD_NOT_IN_DISPLAY(card=oid), R.END_DISPLAY_5)
    # 2.1.2.4.a/b: exactly the excess is discarded; more than that is not the player's choice to make, and is
    # refused rather than silently trimmed
    limits = ((f"{action.player}.hand", action.discard, HAND_LIMIT, R.END_HAND_8, M.HAND),
              (f"{action.player}.display", action.discard_display, DISPLAY_LIMIT, R.END_DISPLAY_5, M.DISPLAY))
    for zone, listed, limit, cite, where in limits:
        excess = max(0, len(state.in_zone(zone)) - limit)
        if len(set(listed)) > excess:
            c.refuse(M.DISCARDS_TOO_MANY(where=where(), count=len(state.in_zone(zone)), limit=limit, excess=excess,
                                         listed=len(set(listed))), cite)


def _check_skill(c: Checks, state: State, action: UseSkill) -> None:
    src = state.obj(action.source)
    ability = src.ability(action.ability)
    if is_hero(src):
        cite = R.MAIN_HERO_SKILL
        _in_main(c, state, action, M.MAY_USE_HERO_SKILL, cite)
        said = {"card": src.label, "who": pname(state, action.player)}
        c.require(src.zone == f"{action.player}.hero", cite, ok=M.IS_OWN_HERO(**said), no=M.NOT_OWN_HERO(**said))
    else:
        cite = R.MAIN_ATTACK
        _in_main(c, state, action, M.MAY_USE_MINION_SKILL, cite)
        said = {"card": src.label, "who": pname(state, action.player)}
        c.require(src.zone == f"{action.player}.minions" and src.controller == action.player, cite,
                  ok=M.IN_ROW(**said), no=M.NOT_IN_ROW(**said))
        if awake(src):
            c.allow(M.AWAKE_MAY_USE(card=src.label), R.AWAKE, cite)
        else:
            # 4.2.1 is the rule that says it: a sleeping minion cannot use its active skill
            c.refuse(M.ASLEEP_CANNOT_USE(card=src.label), R.SLEEPING, R.AWAKE, cite)
    if ability is None:
        c.refuse(M.NO_SUCH_SKILL(card=src.label, skill=repr(action.ability)),
                 R.HERO_SKILLS if is_hero(src) else R.ACTIVE_SKILL)
        return
    name = ability.text or ability.id
    c.require(ability.kind == "active", R.ACTIVE_SKILL, ok=M.IS_ACTIVE(skill=name), no=M.NOT_ACTIVE(skill=name))
    c.require(f"{USED_PREFIX}{ability.id}" not in src.status, R.ACTIVE_SKILL, ok=M.NOT_USED_YET(skill=name),
              no=M.USED_THIS_TURN(skill=name))
    _energy(c, state, action.player, ability.cost.get("energy", 0), M.PAYING_FOR_SKILL(skill=name), cite)


def _check_attack(c: Checks, state: State, action: Attack, interpretations: Mapping[str, str]) -> None:
    _in_main(c, state, action, M.MAY_ATTACK, R.MAIN_ATTACK)
    a, tgt = state.obj(action.attacker), state.obj(action.target)
    said = {"card": a.label, "who": pname(state, action.player)}
    c.require(a.zone == f"{action.player}.minions" and a.controller == action.player, R.MAIN_ATTACK,
              ok=M.IN_ROW(**said), no=M.NOT_IN_ROW(**said))
    c.require(awake(a), (R.SLEEPING, R.MAIN_ATTACK), ok=M.AWAKE_MAY_ATTACK(card=a.label),
              no=M.ASLEEP_CANNOT_ATTACK(card=a.label))
    reattack = REATTACK_READY in a.status
    if reattack:
        c.allow(M.REATTACK_TRIGGERED(card=a.label), R.REATTACK)
    else:
        if ATTACKED in a.status and REATTACK in a.keywords:
            # one reason, two rules: the once-per-turn attack, and 4.2.9 whose condition was not met
            c.refuse(M.ATTACKED_NO_REATTACK(card=a.label), R.AWAKE, R.REATTACK)
        else:
            c.require(ATTACKED not in a.status, R.AWAKE, ok=M.NOT_ATTACKED_YET(card=a.label),
                      no=M.ALREADY_ATTACKED(card=a.label))
    opp = state.opponent(action.player)
    if is_hero(tgt):
        c.require(tgt is hero(state, opp), R.AWAKE, ok=M.ENEMY_HERO_TARGET(card=tgt.label),
                  no=M.NOT_ENEMY_HERO(card=tgt.label))
        if AWAKENED_THIS_TURN not in a.status:
            c.allow(M.NOT_AWAKENED_THIS_TURN(card=a.label), R.MAIN_ATTACK)
        elif reattack:
            # 4.2.9 says the extra attack may target the hero; 2.1.2.3.e forbids it on the awaken turn.
            # The reading decides either way, and the runner announces it when it refuses.
            point = I.REATTACK_HERO
            if point.reading_in(interpretations) == "allowed":
                c.allow(M.REATTACK_HERO_ALLOWED(card=a.label, point=point.id), R.REATTACK, R.MAIN_ATTACK)
            else:
                c.refuse(M.REATTACK_HERO_RESTRICTED(card=a.label, point=point.id,
                                                    reading=point.reading_in(interpretations)),
                         R.MAIN_ATTACK, R.AWAKE, R.REATTACK, point=point.id)
        else:
            c.refuse(M.AWAKENED_CANNOT_ATTACK_HERO(card=a.label), R.MAIN_ATTACK, R.AWAKE)
    else:
        c.require(tgt in minions(state, opp), R.AWAKE, ok=M.ENEMY_MINION_TARGET(card=tgt.label),
                  no=M.NOT_ENEMY_MINION(card=tgt.label))


def legal_actions(state: State, interpretations: Mapping[str, str]) -> list[Action]:
    """Candidates for every action type, kept if they pass :func:`check`."""
    cands: list[Action] = []
    if state.game_over is not None:
        return []
    players = [p.id for p in state.players]
    if state.phase == "setup":
        cands += [Replace(player=p) for p in players]
        placer = _placer(state)
        if placer:
            slots = free_slots(state, placer)
            cands += [PlaceMinion(player=placer, card=o.id, slot=slots[0] if slots else None)
                      for o in state.in_zone(f"{placer}.hand") if is_minion(o)]
            cands.append(Pass(player=placer))
    else:
        me = state.active_player
        opp = state.opponent(me)
        slots = free_slots(state, me)
        hand = state.in_zone(f"{me}.hand")
        cands += [PlaceMinion(player=me, card=o.id, slot=slots[0] if slots else None) for o in hand if is_minion(o)]
        cands += [UseItem(player=me, card=o.id) for o in hand if "item" in o.types]
        own = minions(state, me)
        cands += [Awaken(player=me, minion=o.id) for o in own]
        sources = own + ([h] if (h := hero(state, me)) else [])
        cands += [UseSkill(player=me, source=o.id, ability=ab.id) for o in sources for ab in o.abilities]
        targets = minions(state, opp) + ([h] if (h := hero(state, opp)) else [])
        cands += [Attack(player=me, attacker=o.id, target=x.id) for o in own for x in targets]
        cands.append(Pass(player=me))
    return only_legal(cands, lambda c: check(state, c, interpretations))
