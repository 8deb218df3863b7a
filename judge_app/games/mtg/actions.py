"""Applying the players' actions: playing spells and abilities step by step (409.1a–g), lands, mana
abilities, morph, combat declarations, passing priority (one pass or a run of passes)."""

from __future__ import annotations

from judge_app.engine.actions import Action
from judge_app.engine.game import IllegalAction
from judge_app.engine.messages import Text
from judge_app.engine.priority import push, reset
from judge_app.engine.table import Table
from judge_app.games.mtg import combat, costs, events, legality, mana, priority, triggers, turn
from judge_app.games.mtg import messages as M
from judge_app.games.mtg import rules as R
from judge_app.games.mtg import stack as S
from judge_app.games.mtg.board import kw_value, memory, pname, stack
from judge_app.games.mtg.model import TAPPED, AbilityItem, Activate, Cast, PassUntil, PlayLand, SpellItem, TurnFaceUp

MAX_PASSES = 2_000


def play_land(t: Table, action: PlayLand) -> None:
    card = t.state.obj(action.card)
    events.enter_play(t, card, action.player, [R.LAND_PLAY, R.ONE_LAND, R.LAND_NO_STACK, R.LAND_SPECIAL])
    mem = memory(t.state)
    mem.lands_played = {**mem.lands_played, action.player: mem.lands_played.get(action.player, 0) + 1}
    reset(mem)
    t.step("procedure", M.LAND_NO_STACK(), [R.LAND_PLAY])


def cast(t: Table, action: Cast) -> None:
    st = t.state
    card = st.obj(action.card)
    who = pname(st, action.player)
    flashback = card.zone.endswith(".graveyard")
    t.move(card, "stack")
    if action.face_down:
        t.set_obj(card, "face_down", True)
    t.step("procedure", M.ANNOUNCES_CAST(who=who, card=card.label if not action.face_down else M.A_FACE_DOWN_CARD()),
           [R.CAST_ANNOUNCE, R.TO_STACK, *([R.MORPH_CAST] if action.face_down else []),
            *([R.FLASHBACK] if flashback else [])])
    choices: list[Text] = []
    if action.mode is not None:
        choices.append(M.MODE_N(n=action.mode + 1))
    if action.x:
        choices.append(M.X_IS(x=action.x))
    if action.kicker:
        choices.append(M.PAYS_KICKER())
    if action.buyback:
        choices.append(M.PAYS_BUYBACK())
    if action.face_down:
        choices.append(M.CAST_FACE_DOWN())
    if flashback:
        choices.append(M.CAST_FLASHBACK())
    if choices:
        t.step("procedure", M.ANNOUNCES(who=who, choices=choices),
               [R.CAST_MODES_X, *([R.KICKER] if action.kicker else []), *([R.BUYBACK] if action.buyback else [])])
    if action.targets:
        t.step("procedure", M.ANNOUNCES_TARGETS(who=who, targets=[events.label(t, x) for x in action.targets]),
               [R.CAST_TARGETS, R.CAST_HOW])
    if action.divide:
        split = [M.AMOUNT_POINTS(to=events.label(t, x), n=n) for x, n in action.divide.items()]
        t.step("procedure", M.ANNOUNCES_DIVISION(who=who, split=split), [R.CAST_DIVIDE])
    cost = legality.spell_cost(card, action)
    mana.pay(t, action.player, cost, action.mana, [R.CAST_COSTS])
    push(t, SpellItem(id=S.new_id(t, "s"), controller=action.player, source=card.id, targets=list(action.targets),
                      x=action.x, mode=action.mode, divide=dict(action.divide), kicked=action.kicker,
                      buyback=action.buyback, flashback=flashback, face_down=action.face_down))
    t.step("procedure", M.CAST_DONE(card=card.label if not action.face_down else M.FACE_DOWN_SPELL()),
           [R.CAST_DONE])
    triggers.fire(t, "spell_cast", card)
    priority.give(t, action.player, (R.CAST_DONE,))


def activate(t: Table, action: Activate) -> None:
    st = t.state
    src = st.obj(action.source)
    who = pname(st, action.player)
    if action.ability == "cycling" and src.ability("cycling") is None:
        cost = costs.total(costs.parse(kw_value(src.keywords, "cycling")[0] or "0"))
        t.step("procedure", M.CYCLES(who=who, card=src.label),
               [R.CYCLING, R.CAST_ANNOUNCE])
        mana.pay(t, action.player, cost, action.mana, [R.CAST_COSTS, R.CYCLING])
        events.discard(t, action.player, [src], [R.CYCLING, R.CAST_COSTS])
        push(t, AbilityItem(id=S.new_id(t, "s"), controller=action.player, source=src.id, ability="kw:cycling"))
        priority.give(t, action.player, (R.CAST_DONE,))
        return
    ab = src.ability(action.ability)
    assert ab is not None  # check_action guarantees it
    t.step("procedure", M.ACTIVATES_ABILITY(who=who, source=src.label, ability=ab.text or ab.id),
           [R.CAST_ANNOUNCE, R.ACTIVATED, R.TO_STACK])
    if action.targets:
        t.step("procedure", M.ANNOUNCES_TARGETS(who=who, targets=[events.label(t, x) for x in action.targets]),
               [R.CAST_TARGETS])
    if ab.cost.get("tap"):
        t.add_status(src, TAPPED)
        t.step("procedure", M.PAYS_TAP(source=src.label), [R.CAST_COSTS])
    mana.pay(t, action.player, legality.ability_cost(ab, action.x), action.mana, [R.CAST_COSTS])
    if ab.cost.get("life"):
        events.change_life(t, action.player, -ab.cost["life"], M.PAYS_LIFE(), [R.CAST_COSTS])
    push(t, AbilityItem(id=S.new_id(t, "s"), controller=action.player, source=src.id, ability=ab.id,
                        targets=list(action.targets), x=action.x, mode=action.mode))
    if ab.cost.get("sacrifice_self"):
        events.leave_play(t, [src], "graveyard", M.SACRIFICED_AS_COST(), [R.CAST_COSTS])
    priority.give(t, action.player, (R.CAST_DONE,))


def turn_face_up(t: Table, action: TurnFaceUp) -> None:
    card = t.state.obj(action.card)
    cost = costs.total(costs.parse(kw_value(card.keywords, "morph")[0] or "0"))
    mana.pay(t, action.player, cost, action.mana, [R.MORPH_TURN_UP])
    t.set_obj(card, "face_down", False)
    reset(memory(t.state))
    t.step("procedure", M.TURNED_FACE_UP(who=pname(t.state, action.player), card=card.label),
           [R.MORPH_TURN_UP, R.FACE_UP_SPECIAL, R.FACE_UP_NO_ETB], decisive=True)


def pass_until(t: Table, action: PassUntil) -> None:
    st = t.state
    seen: set[str] = set()
    mem = memory(st)
    start = mem.step_serial
    for passes in range(MAX_PASSES):
        if st.game_over is not None:
            return
        if passes and _reached(t, action, start):
            return
        if mem.awaiting == "declare_blockers" and combat.no_able_blocker(st):
            combat.declare_no_blocks(t)
            continue
        if mem.awaiting:
            t.nothing(M.PASSING_STOPS_FOR_DECISION(awaiting=mem.awaiting), [R.PRIORITY_PASSING])
            return
        holder = mem.priority
        if holder is None:
            return
        key = _fingerprint(t)
        if key in seen and stack(st):
            t.allow(M.MANDATORY_LOOP(),
                   [R.LOOP_MANDATORY, R.LOOP_DRAW])
            t.end_game("draw", None, M.LOOP_DRAW(),
                       [R.LOOP_MANDATORY, R.LOOP_DRAW, R.GAME_ENDS_AT_ONCE])
            return
        seen.add(key)
        before = len(t.trace.steps)
        turn.pass_priority(t, holder)
        if _skipped_over(t, action, before):
            return
    t.unsupported(M.TOO_MANY_PASSES(count=MAX_PASSES), [R.STEP_ENDS])


def _skipped_over(t: Table, action: PassUntil, before: int) -> bool:
    """The step asked for began during this pass but was over at once (e.g. declare attackers with no creature
    able to attack, 308.4): stop here and say so, rather than passing on into a later turn."""
    if not action.step or action.step == "stack_empty" or not action.phase:
        return False
    if action.turn is not None and t.state.turn != action.turn:
        return False
    began = M.STEP_BEGINS(step=M.where(action.phase, action.step)).to_json()
    new = t.trace.steps[before:]
    if not any(s.msg == began["msg"] and s.args == began["args"] for s in new):
        return False
    if t.state.phase == action.phase and t.state.step == action.step:
        return False  # still in it: _reached decides
    t.nothing(M.STEP_OVER_AT_ONCE(step=M.where(action.phase, action.step), now=M.where(t.state.phase, t.state.step)),
              [R.STEP_ENDS])
    return True


def _reached(t: Table, action: PassUntil, start: int) -> bool:
    st = t.state
    mem = memory(st)
    if mem.passed:
        return False
    if action.step == "stack_empty":
        return not stack(st)
    if mem.step_serial == start:
        return False
    if action.turn is not None and st.turn != action.turn:
        return False
    return (not action.phase or st.phase == action.phase) and (not action.step or st.step == action.step)


def _fingerprint(t: Table) -> str:
    st = t.state
    objs = ";".join(f"{o.id}@{o.zone}:{o.damage}:{sorted(o.status)}:{sorted(o.counters.items())}" for o in st.objects)
    life = ",".join(f"{p.id}={p.resources}" for p in st.players)
    items = [(e.kind, e.source, getattr(e, "ability", "")) for e in stack(st)]
    return f"{st.phase}/{st.step}/{st.turn}|{objs}|{life}|{items}|{memory(st).priority}"


def check_again(t: Table, action: Action) -> bool:
    """The action's legality after a default the engine took first (no blocks, default damage division): its
    permissions are written as passed checks here, since before the default there were none to check."""
    try:
        reasons = legality.check(t.state, action, t.interpretations)
    except IllegalAction as e:
        t.step("check", M.NOT_LEGAL(reason=e.message), e.cites, check="fail", decisive=True)
        return False
    for r in reasons:
        t.allow(r.text, r.cites)
    return True


