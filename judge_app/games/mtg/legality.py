"""Whether an action may be taken now (check) and every action that may (legal_actions, for the editor)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.checks import Checks, Reason
from judge_app.engine.game import illegal, only_legal
from judge_app.engine.messages import Text
from judge_app.engine.state import GameState
from judge_app.games.mtg import combat, costs
from judge_app.games.mtg import interpretations as I
from judge_app.games.mtg import messages as M
from judge_app.games.mtg import rules as R
from judge_app.games.mtg.board import (
    Obj,
    has_kw,
    in_play,
    is_creature,
    kw_value,
    memory,
    name_of,
    permanents,
    sick,
    tapped,
)
from judge_app.games.mtg.mana import can_produce, mana_abilities, payable
from judge_app.games.mtg.model import (
    Activate,
    ActivateMana,
    AssignDamage,
    Cast,
    Concede,
    DeclareAttackers,
    DeclareBlockers,
    Pass,
    PassUntil,
    PlayLand,
    TurnFaceUp,
)
from judge_app.games.mtg.targeting import ability_effects, candidates, spec_of, target_problems

State = GameState[Any]


def spell_cost(card: Obj, action: Cast) -> dict[str, int]:
    if action.face_down:
        return {"generic": 3}
    base = card.props.get("mana_cost", "0")
    if card.zone.endswith(".graveyard"):
        base = (kw_value(card.keywords, "flashback") or ["0"])[0]
    total = costs.total(costs.parse(base), action.x)
    if action.kicker:
        total = costs.add(total, costs.total(costs.parse((kw_value(card.keywords, "kicker") or ["0"])[0])))
    if action.buyback:
        total = costs.add(total, costs.total(costs.parse((kw_value(card.keywords, "buyback") or ["0"])[0])))
    return total


def ability_cost(ab: Any, x: int) -> dict[str, int]:
    mana = {k: v for k, v in ab.cost.items() if k in ("W", "U", "B", "R", "G", "generic")}
    return costs.total({**mana, "X": ab.cost.get("X", 0)}, x)


def check(state: State, action: Action, interpretations: Mapping[str, str]) -> list[Reason]:
    """The permissions that make ``action`` legal now, each with its rules; IllegalAction with every reason if
    it is not (the rule is cited whichever way each check goes)."""
    c = Checks()
    mem = memory(state)
    awaiting = mem.awaiting
    if isinstance(action, Concede):
        c.allow(M.MAY_CONCEDE(who=_pn(state, action.player)), R.CONCEDE)
        return c.verdict()
    if awaiting == "declare_attackers":
        if not isinstance(action, DeclareAttackers) or action.player != state.active_player:
            illegal(M.ATTACKERS_FIRST(), R.DECLARE_ATTACKERS)
        _check_attack(state, action, c)
        return c.verdict()
    if awaiting == "declare_blockers":
        decider = mem.block_decider or state.opponent(state.active_player)
        if not isinstance(action, DeclareBlockers) and combat.no_able_blocker(state):
            return c.verdict()  # the engine declares no blocks first, with each creature's reason, and says so
        if not isinstance(action, DeclareBlockers) or action.player != decider:
            cites = [R.DECLARE_BLOCKERS]
            if decider == state.active_player:
                cites.append(I.BLOCK_REDECLARE.cites[0])
            illegal(M.BLOCKERS_BY(who=decider), *cites)
        for b, a in action.blocks.items():
            if state.find(b) is None or state.find(a) is None:
                c.refuse(M.UNKNOWN_IN_BLOCK(blocker=b, attacker=a), R.DECLARE_BLOCKERS)
        return c.verdict()  # each block's legality is checked, with its rules, as it is declared (309.2)
    if awaiting == "assign_damage":
        if isinstance(action, AssignDamage):
            combat.check_division(state, interpretations, {k: dict(v) for k, v in action.assignments.items()}, c)
        return c.verdict()  # any other action: the engine applies the default division first and says so
    if isinstance(action, DeclareAttackers) and _attack_step_skipped(state):
        _refuse_after_skip(state, action, c)
        return c.verdict()
    if isinstance(action, DeclareAttackers | DeclareBlockers | AssignDamage):
        illegal(M.NOT_COMBAT_DECLARATION_TIME(), R.COMBAT_STEPS)
    holder = mem.priority
    if holder is None:
        illegal(M.NO_ONE_HAS_PRIORITY(), R.PRIORITY_PASSING)
    if isinstance(action, PassUntil):
        return c.verdict()
    if action.player != holder and not isinstance(action, ActivateMana):
        c.refuse(M.NO_PRIORITY(who=_pn(state, action.player), holder=_pn(state, holder)),
                 R.PRIORITY_PASSING, R.SORCERY_TIMING)
    match action:
        case Pass():
            c.allow(M.MAY_PASS(who=_pn(state, action.player)), R.PRIORITY_PASSING)
        case PlayLand():
            _check_land(state, action, c)
        case Cast():
            _check_cast(state, action, c)
        case Activate():
            _check_activate(state, action, c)
        case ActivateMana():
            obj = state.obj(action.source)
            c.require(obj.controller == action.player and bool(mana_abilities(state, obj)) and can_produce(state, obj),
                      (R.MANA_ACTIVATE, R.MANA_ABILITY),
                      ok=M.MANA_ABILITY_OK(source=obj.label), no=M.NO_MANA_ABILITY(source=obj.label))
        case TurnFaceUp():
            obj = state.obj(action.card)
            morph = kw_value(obj.keywords, "morph")
            if c.require(bool(obj.face_down and in_play(obj) and obj.controller == action.player and morph),
                         R.MORPH_TURN_UP, ok=M.MAY_TURN_UP(card=obj.label), no=M.MAY_NOT_TURN_UP(card=obj.label)):
                cost = costs.total(costs.parse(morph[0] or "0"))
                c.require(payable(state, action.player, cost, action.mana), (R.MORPH_TURN_UP, R.CAST_COSTS),
                          ok=M.MORPH_COST_OK(cost=costs.show(cost)), no=M.MORPH_COST_NO())
    if c.failed and isinstance(action, Cast | Activate | PlayLand | TurnFaceUp) \
            and not any(R.ILLEGAL_ACTION in r.cites for r in c.failed):
        # an illegal play is reversed (422.1) whatever the reason, not only when the cost cannot be paid
        last = c.failed[-1]
        c.failed[-1] = Reason(M.reversed_(last.text), (*last.cites, R.ILLEGAL_ACTION),
                              last.point)
    return c.verdict()


def _attack_step_skipped(state: State) -> bool:
    """At the end of a combat in which nobody attacks and no creature of the active player could: the declare-
    attackers step was skipped under 308.4, and no declaration can come now."""
    if state.phase != "combat" or state.step != "end_of_combat" or combat.combat_of(state).attackers:
        return False
    return not combat.able_attackers(state)


def _refuse_after_skip(state: State, action: DeclareAttackers, c: Checks) -> None:
    """Why an attack declared after the 308.4 skip is refused: each named creature's own reason, then the skip."""
    for oid in action.attackers:
        obj = state.find(oid)
        for msg, cites in combat.attack_problems(state, obj) if obj is not None else ():
            c.refuse(msg, R.ATTACK_LEGAL, *cites)
    c.refuse(M.NO_ATTACK_AFTER_SKIP(), R.NO_ATTACKERS, R.COMBAT_STEPS)


def _check_attack(state: State, action: DeclareAttackers, c: Checks) -> None:
    """The declaration's shape; each attacker's legality is checked, with its rules, as the declaration is made
    (308.2), and an illegal attack is cancelled and redeclared (308.3)."""
    for a in action.attackers:
        if state.find(a) is None:
            c.refuse(M.UNKNOWN_ATTACKER(id=a), R.DECLARE_ATTACKERS)
    if len(set(action.attackers)) != len(action.attackers):
        c.refuse(M.DECLARED_TWICE(), R.DECLARE_ATTACKERS)
    for band in action.bands:
        if not set(band) <= set(action.attackers):
            c.refuse(M.BAND_NOT_ATTACKING(), R.BANDING_BLOCK)
        elif (why_band := combat.band_problem(state, band)) is not None:
            c.refuse(why_band, R.BANDING_BLOCK)
        else:
            c.allow(M.BAND_OK(band=str(band)), R.BANDING_BLOCK)


def _main_empty(state: State, pid: str) -> bool:
    return (state.active_player == pid and state.phase in ("main1", "main2")
            and not state.stack)


def _sorcery_timing(state: State, pid: str, what: Text, c: Checks) -> None:
    """408.1d / 305.3: a spell other than an instant only in its controller's main phase, with an empty stack."""
    if _main_empty(state, pid):
        c.allow(M.SORCERY_TIMING_OK(what=what, who=_pn(state, pid)),
                R.SORCERY_TIMING, R.MAIN_PRIORITY)
        return
    why = (M.NOT_THEIR_TURN if state.active_player != pid else
           M.NOT_MAIN_PHASE if state.phase not in ("main1", "main2") else M.STACK_NOT_EMPTY)
    c.refuse(M.SORCERY_TIMING_NO(what=what, why=why()),
             R.SORCERY_TIMING, R.MAIN_PRIORITY, *([R.TURN_PHASES] if state.active_player != pid else []))


def _check_land(state: State, action: PlayLand, c: Checks) -> None:
    card = state.obj(action.card)
    c.require(card.zone == f"{action.player}.hand" and "land" in card.types, R.LAND_PLAY,
              ok=M.LAND_IN_HAND(card=card.label), no=M.NOT_LAND_IN_HAND(card=card.label))
    if _main_empty(state, action.player):
        c.allow(M.LAND_TIMING_OK(), R.LAND_PLAY, R.LAND_SPECIAL)
    else:
        c.refuse(M.LAND_TIMING_NO(), R.LAND_PLAY, R.LAND_SPECIAL)
    c.require(memory(state).lands_played.get(action.player, 0) < 1, (R.ONE_LAND, R.LAND_PLAY),
              ok=M.NO_LAND_YET(), no=M.LAND_ALREADY())


def _check_cast(state: State, action: Cast, c: Checks) -> None:
    card = state.obj(action.card)
    from_graveyard = card.zone == f"{action.player}.graveyard"
    if from_graveyard:
        c.require(bool(kw_value(card.keywords, "flashback")), R.FLASHBACK,
                  ok=M.FLASHBACK_OK(card=card.label), no=M.FLASHBACK_NO(card=card.label))
    else:
        c.require(card.zone == f"{action.player}.hand", R.CAST_ANNOUNCE,
                  ok=M.IN_HAND_CAST(card=card.label), no=M.NOT_IN_HAND(card=card.label))
    if "land" in card.types:
        c.refuse(M.LAND_NOT_SPELL(), R.LAND_NO_STACK)
        return
    if action.face_down and not kw_value(card.keywords, "morph"):
        c.refuse(M.NO_MORPH(card=card.label), R.MORPH_ONLY)
    kind = M.SPELL_KINDS["face_down" if action.face_down else next(
        (k for k in ("instant", "sorcery", "creature", "artifact", "enchantment") if k in card.types), "spell")]()
    if "instant" in card.types and not action.face_down:
        if action.player == memory(state).priority:
            c.allow(M.INSTANT_OK(), R.SORCERY_TIMING, R.PRIORITY_PASSING)
    else:
        _sorcery_timing(state, action.player, kind, c)
    if action.kicker and not kw_value(card.keywords, "kicker"):
        c.refuse(M.NO_KICKER(card=card.label), R.KICKER)
    if action.buyback and not kw_value(card.keywords, "buyback"):
        c.refuse(M.NO_BUYBACK(card=card.label), R.BUYBACK)
    if action.face_down:
        if action.targets:
            c.refuse(M.FACE_DOWN_NO_TARGETS(), R.FACE_DOWN_CHARACTERISTICS)
    else:
        spell_abs = [a for a in card.abilities if a.kind == "spell"]
        if any(a.modes for a in spell_abs) and (action.mode is None or action.mode >= max(len(a.modes) for a in
                                                                                         spell_abs)):
            c.refuse(M.MODE_NEEDED(), R.CAST_MODES_X)
        effects = ability_effects(card, "", action.mode, spell=True)
        if "aura" in card.types and not spec_of(effects):
            from judge_app.games.mtg.model import Targets

            effects = [Targets(what="permanent"), *effects]
        kicked_only = _kicker_targets(card, action)
        if kicked_only:
            c.refuse(kicked_only, R.KICKER_TARGETS)
        _targets(state, effects, action.targets, card, action.player, c, (R.CAST_TARGETS, R.CAST_HOW))
        divided = next((e for e in effects if e.type == "divided_damage"), None)
        if divided is not None:
            c.require(set(action.divide) == set(action.targets) and sum(action.divide.values()) == divided.amount
                      and min(action.divide.values(), default=0) >= 1, R.CAST_DIVIDE,
                      ok=M.DIVISION_OK(amount=divided.amount), no=M.DIVISION_NO(amount=divided.amount))
    cost = spell_cost(card, action)
    if payable(state, action.player, cost, action.mana):
        c.allow(M.COST_OK(cost=costs.show(cost)), R.CAST_COSTS)
    else:
        c.refuse(M.COST_NO(cost=costs.show(cost)),
                 R.CAST_COSTS, R.ILLEGAL_ACTION)


def _targets(state: State, effects: list[Any], targets: list[str], src: Obj, pid: str, c: Checks,
             cites: tuple[str, ...]) -> None:
    problems = target_problems(state, effects, targets, src, pid)
    for why, why_cites in problems:  # every problem its own refusal (a wrong count and a bad target, say)
        c.refuse(why, *dict.fromkeys((*cites, *(x for x in why_cites if x in (R.PROTECTION, R.TOKEN_LEAVES)))))
    if not problems and targets:
        c.allow(M.TARGETS_OK(targets=[_name(state, x) for x in targets]), *cites)


def _pn(state: State, pid: str) -> str:
    return state.player(pid).name or pid


def _name(state: State, x: str) -> str:
    return name_of(state, x)


def _kicker_targets(card: Obj, action: Cast) -> Text | None:
    """502.21c: targets needed only when kicked are chosen only if the kicker was paid."""
    effects = ability_effects(card, "", action.mode, spell=True)
    for i, e in enumerate(effects):
        if e.type == "if" and e.check == "kicked" and any(x.type == "targets" for x in effects[i:]) \
                and not action.kicker and action.targets:
                return M.KICKER_TARGETS()
    return None


def _check_activate(state: State, action: Activate, c: Checks) -> None:
    src = state.obj(action.source)
    ab = src.ability(action.ability)
    from_hand = src.zone == f"{action.player}.hand"
    if ab is None and action.ability == "cycling" and kw_value(src.keywords, "cycling"):
        c.require(from_hand, (R.CYCLING, R.ABILITY_IN_PLAY), ok=M.CYCLE_FROM_HAND(card=src.label),
                  no=M.CYCLE_ONLY_IN_HAND())
        cost = costs.total(costs.parse(kw_value(src.keywords, "cycling")[0] or "0"))
        c.require(payable(state, action.player, cost, action.mana), (R.CYCLING, R.CAST_COSTS),
                  ok=M.CYCLING_COST_OK(cost=costs.show(cost)), no=M.CYCLING_COST_NO())
        return
    if ab is None or ab.kind != "activated":
        illegal(M.NO_SUCH_ABILITY(source=src.label, ability=repr(action.ability)), R.ACTIVATED)
    if c.require(in_play(src) and src.controller == action.player, (R.ACTIVATED_CONTROLLER,),
                 ok=M.CONTROLS_SOURCE(source=src.label), no=M.NOT_CONTROLLER(source=src.label)):
        c.allow(M.ABILITY_TIMING_OK(), R.SORCERY_TIMING)
    if src.face_down:
        c.refuse(M.FACE_DOWN_NO_ABILITIES(), R.FACE_DOWN_CHARACTERISTICS)
    if ab.cost.get("tap"):
        # tapping is a cost like any other (409.1f lists it), and a cost cannot be paid in part
        c.require(not tapped(src), R.CAST_COSTS, ok=M.UNTAPPED_FOR_COST(source=src.label),
                  no=M.TAPPED_NO_COST(source=src.label))
        if is_creature(state, src):
            # haste printed or granted by an effect (407.1): the current characteristics decide
            if not sick(src):
                c.allow(M.CONTROLLED_SINCE_TURN(source=src.label),
                        R.TAP_ABILITY_SICKNESS, R.SUMMONING_SICKNESS)
            elif has_kw(state, src, "haste"):
                c.allow(M.HASTE_TAP_OK(source=src.label),
                        R.HASTE, R.SUMMONING_SICKNESS, R.TAP_ABILITY_SICKNESS)
            else:
                c.refuse(M.SICK_TAP_NO(source=src.label),
                         R.TAP_ABILITY_SICKNESS, R.SUMMONING_SICKNESS)
    effects = ability_effects(src, ab.id, action.mode)
    _targets(state, effects, action.targets, src, action.player, c, (R.CAST_TARGETS,))
    cost = ability_cost(ab, action.x)
    if any(cost.values()):
        c.require(payable(state, action.player, cost, action.mana), R.CAST_COSTS,
                  ok=M.ACTIVATION_COST_OK(cost=costs.show(cost)),
                  no=M.ACTIVATION_COST_NO(cost=costs.show(cost)))


def legal_actions(state: State, interpretations: Mapping[str, str]) -> list[Action]:
    mem = memory(state)
    ap = state.active_player
    cands: list[Action] = []
    awaiting = mem.awaiting
    if awaiting == "declare_attackers":
        able = [o.id for o in combat.able_attackers(state)]
        cands = [DeclareAttackers(player=ap, attackers=[]), *(DeclareAttackers(player=ap, attackers=[a])
                                                               for a in able)]
        if len(able) > 1:
            cands.append(DeclareAttackers(player=ap, attackers=able))
    elif awaiting == "declare_blockers":
        dp = mem.block_decider or state.opponent(ap)
        attackers = combat.combat_of(state).attackers
        cands = [DeclareBlockers(player=dp, blocks={})]
        for o in permanents(state, state.opponent(ap)):
            for a in attackers:
                if not combat.block_problems(state, o, state.obj(a)):
                    cands.append(DeclareBlockers(player=dp, blocks={o.id: a}))
    elif awaiting == "assign_damage":
        cands = [AssignDamage(player=ap)]
    elif mem.priority:
        pid = mem.priority
        cands = [Pass(player=pid)]
        lands = [o.id for o in permanents(state, pid) if can_produce(state, o)]
        for o in state.in_zone(f"{pid}.hand") + state.in_zone(f"{pid}.graveyard"):
            if "land" in o.types:
                cands.append(PlayLand(player=pid, card=o.id))
                continue
            effects = ability_effects(o, "", 0 if any(a.modes for a in o.abilities) else None, spell=True)
            spec = spec_of(effects)
            targets = candidates(state, spec, o, pid)[: spec.count] if spec else []
            cands.append(Cast(player=pid, card=o.id, targets=targets, mana=lands,
                              mode=0 if any(a.modes for a in o.abilities if a.kind == "spell") else None))
            if kw_value(o.keywords, "morph"):
                cands.append(Cast(player=pid, card=o.id, face_down=True, mana=lands))
            if kw_value(o.keywords, "cycling"):
                cands.append(Activate(player=pid, source=o.id, ability="cycling", mana=lands))
        for o in permanents(state, pid):
            for ab in o.abilities:
                if ab.kind == "activated":
                    spec = spec_of(ab.effects)
                    targets = candidates(state, spec, o, pid)[: spec.count] if spec else []
                    cands.append(Activate(player=pid, source=o.id, ability=ab.id, targets=targets, mana=lands))
            if mana_abilities(state, o):
                cands.append(ActivateMana(player=pid, source=o.id))
            if o.face_down:
                cands.append(TurnFaceUp(player=pid, card=o.id, mana=lands))
    return only_legal(cands, lambda c: check(state, c, interpretations))
