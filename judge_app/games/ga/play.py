"""Applying a legal action: the activation and materialization procedures step by step (2.3.1, 2.3.2),
abilities (2.4.1), attacks, retaliation, passing and conceding; then the game settles."""

from __future__ import annotations

from judge_app.engine.messages import Text
from judge_app.engine.priority import push
from judge_app.engine.state import StackItem
from judge_app.engine.table import Table
from judge_app.games.ga import combat
from judge_app.games.ga import interpretations as I
from judge_app.games.ga import messages as M
from judge_app.games.ga import rules as R
from judge_app.games.ga.board import (
    Obj,
    champion,
    element,
    enabled_elements,
    is_,
    keywords,
    memory,
    pname,
    said_element,
)
from judge_app.games.ga.costs import compute, describe, pay_memory, pay_reserve
from judge_app.games.ga.legality import is_slow
from judge_app.games.ga.memory import PlayInfo
from judge_app.games.ga.model import (
    ENLIGHTEN,
    RESTED,
    UNDEFINED_KEYWORDS,
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
from judge_app.games.ga.moves import banish
from judge_app.games.ga.stack import push_card, resolve_top
from judge_app.games.ga.triggers import emit
from judge_app.games.ga.turn import settle
from judge_app.games.ga.windows import give_opportunity, passed, waiting


def undefined_keywords(t: Table, obj: Obj) -> None:
    """Keywords the rulebook uses without defining them: say so rather than invent their meaning."""
    for kw in keywords(t.state, obj):
        base = kw.split(" ")[0]  # a keyword with a number: 多重打擊 1
        if base in UNDEFINED_KEYWORDS:
            t.unsupported(M.UNDEFINED_KEYWORD(card=obj.label, keyword=kw),
                          [UNDEFINED_KEYWORDS[base], R.INHERENT_KEYWORDS])


def apply(t: Table, action: object) -> None:
    match action:
        case PlaceChampion():
            _place(t, action)
        case Materialize():
            _materialize(t, action)
        case Activate():
            _activate(t, action)
        case UseAbility():
            _use_ability(t, action)
        case Attack():
            _attack(t, action)
        case Retaliate():
            combat.retaliate(t, t.state.obj(action.unit))
        case Pass():
            _pass(t, action.player)
        case PassAll():
            _pass_all(t, action.player)
        case Concede():
            _concede(t, action.player)
            return
    settle(t)


def _place(t: Table, action: PlaceChampion) -> None:
    st = t.state
    card = st.obj(action.card)
    mem = memory(st)
    mem.await_ = None
    t.move(card, "field")
    t.set_obj(card, "face_down", False)
    t.remove_status(card, RESTED)
    mem.placed = [*(mem.placed or ()), action.player]
    t.step("procedure", M.CHAMPION_PLACED(card=card.label),
           [R.FIRST_CHAMPION, R.CHAMPION_SPECIAL_ACTION, R.SPECIAL_PLACE_CHAMPION, R.SPECIAL_NO_OPPORTUNITY])
    undefined_keywords(t, card)
    emit(t, "enter", card)


def _materialize(t: Table, action: Materialize) -> None:
    st = t.state
    pid = action.player
    card = st.obj(action.card)
    memory(st).await_ = None
    t.step("procedure", M.MATERIALIZE_ANNOUNCED(player=pname(st, pid), card=card.label),
           [R.MATERIALIZE, R.MATERIALIZE_ANNOUNCE, R.PLAY])
    if is_(card, "champion"):
        t.step("check", M.CHAMPION_ELEMENT_FREE(card=card.label, element=said_element(element(card))),
               [R.CHAMPION_ELEMENT_FREE, R.LEVEL_UP_ELEMENT_FREE, R.MATERIALIZE_ELEMENT], check="pass")
        top = champion(st, pid)
        t.step("check", M.LEVEL_UP_ONE_HIGHER(card=card.label, level=card.stats.get("level", 0),
                                              top=top.label if top else M.A_CHAMPION()),
               [R.LEVEL_UP, R.LEVEL_UP_PRINTED, R.LEVEL_UP_IS_MATERIALIZE], check="pass")
    else:
        t.step("check", M.ELEMENT_ENABLED_FOR(element=said_element(element(card)), player=pname(st, pid)),
               [R.MATERIALIZE_ELEMENT, R.ELEMENT_ENABLED], check="pass")
    t.step("procedure", M.MATERIALIZE_RULE_EMPTY(),
           [R.MATERIALIZE_EMPTY_RULE])
    cost = compute(st, card, pid, None, from_material=True)
    t.step("procedure", M.COSTS_COMPUTED(cost=describe(cost), extra=""), [R.MATERIALIZE_COSTS, *cost.cites])
    t.step("check", M.MATERIALIZE_LEGAL(), [R.MATERIALIZE_LEGALITY], check="pass")
    memory(st).materialized = True
    t.set_state("step", "done")
    if cost.kind == "memory":
        pay_memory(t, pid, cost.total, action.memory, [R.MATERIALIZE_PAY])
    else:
        pay_reserve(t, pid, card, cost.total, action.reserve, [R.MATERIALIZE_PAY, R.MATERIALIZE_RESERVE])
    push_card(t, card, pid, PlayInfo(), [R.MATERIALIZE_TO_STACK])
    give_opportunity(t, st.active_player, [R.MATERIALIZE_TO_STACK, "ga:2.8.2.2.2"])


def _activate(t: Table, action: Activate) -> None:
    st = t.state
    pid = action.player
    card = st.obj(action.card)
    if is_slow(card) and pid != st.active_player:
        t.reading(I.NON_TURN_SLOW.id, M.NON_TURN_SLOW_CONTEXT(player=pname(st, pid), card=card.label))
    mem = memory(st)
    mem.await_ = None
    mem.passed = None
    t.step("procedure", M.ACTIVATE_ANNOUNCED(player=pname(st, pid), card=card.label,
                                             speed=M.SLOW() if is_slow(card) else M.FAST()),
           [R.ACTIVATE, R.ACTIVATE_ANNOUNCE, R.PLAY, R.ACTIVATE_TIMING,
            R.SLOW_RULES if is_slow(card) else R.FAST_RULES])
    undefined_keywords(t, card)
    enabled = [said_element(e) for e in enabled_elements(st, pid)]
    t.step("check", M.ELEMENT_CHECK(card=card.label, element=said_element(element(card)), enabled=enabled),
           [R.ACTIVATE_ELEMENT, R.ELEMENT_ENABLED, R.NORM_ELEMENT],
                  check="pass")
    effect = next((a for a in card.abilities if a.kind == "effect"), None)
    if effect is not None and effect.modes:
        t.step("choice", M.MODE_OF_CARD(mode=(action.mode or 0) + 1,
                                        default="" if action.mode is not None else M.MODE_DEFAULT_FIRST()),
               [R.ACTIVATE_MODES])
    if is_(card, "attack"):
        planned = st.obj(action.attack_target).label if action.attack_target else M.NOT_NAMED()
        t.step("procedure", M.ATTACK_CARD_NO_TARGET_YET(target=planned),
               [R.ATTACK_CARD_NO_TARGET_YET])
    elif action.targets:
        t.step("procedure", M.TARGETS_CHOSEN(targets=[st.obj(o).label for o in action.targets]),
               [R.ACTIVATE_TARGETS, R.ACTION_TARGETS])
    cost = compute(st, card, pid, action.x)
    extra = M.EXTRA_REST_CHAMPION() if is_(card, "attack") else ""
    t.step("procedure", M.COSTS_COMPUTED(cost=describe(cost), extra=extra),
           [R.ACTIVATE_COSTS, *cost.cites, *([R.ACTIVATE_EXTRA, R.EXTRA_COSTS, R.ATTACK_CARD_RESTS] if extra else [])])
    t.step("check", M.ACTIVATE_LEGAL(), [R.ACTIVATE_LEGALITY], check="pass")
    pay_reserve(t, pid, card, cost.total, action.reserve, [R.ACTIVATE_PAY])
    info = PlayInfo(targets=list(action.targets), mode=action.mode, x=action.x,
                    target_zones={o: st.obj(o).zone for o in action.targets})
    if is_(card, "attack"):
        top = champion(st, pid)
        assert top is not None
        combat.rest_as_cost(t, top, [R.ATTACK_CARD_RESTS, R.CHAMPION_ATTACK_RESTS, R.ATTACK_RESTS])
        info = info.model_copy(update={"champion": top.id, "attack_target": action.attack_target,
                                       "weapon": action.weapon})
    kind_cite = {"action": R.ACTION_ON_STACK, "attack": R.ATTACK_CARD_STACK}
    push_card(t, card, pid, info, [R.ACTIVATE_TO_STACK, R.ACTIVATED_CARD,
                                   *[c for k, c in kind_cite.items() if is_(card, k)]])
    give_opportunity(t, st.active_player, [R.ACTIVATE_TO_STACK, "ga:2.8.2.2.2"],
                     M.OPPORTUNITY_TO_RESPOND(player=pname(st, st.active_player)))


def _use_ability(t: Table, action: UseAbility) -> None:
    st = t.state
    pid = action.player
    src = st.obj(action.source)
    mem = memory(st)
    mem.await_ = None
    mem.passed = None
    if action.ability == ENLIGHTEN:
        left = src.counters.get("enlighten", 0) - 3
        t.set_obj(src, "counters", {**src.counters, "enlighten": left})
        t.step("procedure", M.ENLIGHTEN_ACTIVATED(player=pname(st, pid), card=src.label, left=left),
               [R.ENLIGHTEN, R.ACTIVATED_ABILITY, R.ACTIVATED_FAST])
    else:
        ab = src.ability(action.ability)
        assert ab is not None
        costs: list[Text] | Text = [M.COST_PART(kind=k, amount=v) for k, v in ab.cost.items()] or M.NONE()
        t.step("procedure", M.ABILITY_ACTIVATED(player=pname(st, pid), card=src.label, ability=ab.text or ab.id,
                                                costs=costs),
               [R.ACTIVATED_ABILITY, R.ACTIVATED_FAST])
        if ab.cost.get("rest"):
            t.add_status(src, RESTED)
        counters = {k: v - ab.cost.get(k, 0) for k, v in src.counters.items()}  # 「從X移除N個…指示物」
        if counters != src.counters:
            t.set_obj(src, "counters", counters)
        pay_reserve(t, pid, src, ab.cost.get("reserve", 0), action.reserve, [R.ACTIVATED_ABILITY])
        if ab.cost.get("banish_self"):
            banish(t, src, [R.ACTIVATED_FORM, R.ABILITY_INDEPENDENT], M.BANISHED_AS_COST())
    push(t, StackItem(source=src.id, ability=action.ability, controller=pid, targets=list(action.targets)))
    t.step("procedure", M.ABILITY_ON_STACK(), [R.ACTIVATED_TO_STACK])
    give_opportunity(t, st.active_player, [R.ACTIVATED_TO_STACK, "ga:2.8.2.2.2"],
                     M.OPPORTUNITY_TO_RESPOND(player=pname(st, st.active_player)))


def _attack(t: Table, action: Attack) -> None:
    st = t.state
    attacker, target = st.obj(action.attacker), st.obj(action.target)
    weapon = st.obj(action.weapon) if action.weapon else None
    memory(st).await_ = None
    undefined_keywords(t, attacker)
    undefined_keywords(t, target)
    cites = [R.ATTACK_RESTS, R.ATTACK_SLOW]
    if is_(attacker, "champion"):
        cites.append(R.CHAMPION_ATTACK_RESTS)
    combat.rest_as_cost(t, attacker, cites)
    combat.declare(t, attacker, target, weapon)


def _pass(t: Table, pid: str) -> None:
    w = waiting(t)
    kind = w.for_ if w is not None else None
    if kind == "materialize":
        memory(t.state).await_ = None
        t.set_state("step", "done")
        t.step("choice", M.MATERIALIZES_NOTHING(player=pname(t.state, pid)), [R.MATERIALIZE_NONE])
        return
    if kind == "retaliate":
        combat.decline_retaliation(t, pid)
        return
    t.step("procedure", M.PASSES(player=pname(t.state, pid)), [R.PASS_IN_TURN_ORDER])
    _after_pass(t, pid)


def _after_pass(t: Table, pid: str) -> bool:
    """True when the round of passes is complete."""
    if not passed(t, pid):
        return False
    st = t.state
    if st.stack:
        resolve_top(t)
    else:
        memory(st).window = "closed"
        t.step("procedure", M.PHASE_MAY_END(),
               [R.PHASE_ENDS_WITH_OPPORTUNITY, *( [R.MAIN_PASS_ROUND, R.MAIN_ENDS] if st.phase == "main" else [])])
    return True


def _pass_all(t: Table, pid: str) -> None:
    names = []
    holder = pid
    for _ in range(len(t.state.players)):
        names.append(pname(t.state, holder))
        if passed(t, holder):
            break
        w = waiting(t)
        holder = w.player if w is not None else holder
    t.step("procedure", M.ALL_PASS_IN_ORDER(players=names), [R.PASS_IN_TURN_ORDER, R.ALL_PASS_RESOLVE])
    st = t.state
    if st.stack:
        resolve_top(t)
    else:
        memory(st).window = "closed"
        t.step("procedure", M.PHASE_MAY_END(),
               [R.PHASE_ENDS_WITH_OPPORTUNITY, *([R.MAIN_PASS_ROUND, R.MAIN_ENDS] if st.phase == "main" else [])])


def _concede(t: Table, pid: str) -> None:
    st = t.state
    winner = st.opponent(pid)
    reason = M.CONCEDES(player=pname(st, pid), winner=pname(st, winner))
    t.end_game("win", winner, reason, [R.CONCEDE, R.CONCEDE_OPPONENT_WINS, R.CONCEDE_ANY_TIME, R.LOSE_CONCEDE])
    t.step("check", reason, [R.CONCEDE, R.CONCEDE_OPPONENT_WINS, R.CONCEDE_ANY_TIME, R.LOSE_CONCEDE], check="pass")
