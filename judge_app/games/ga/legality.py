"""Whether an action may be taken now; each check raises IllegalAction with the rule that forbids it.
``legal_actions`` enumerates candidates through the same checks."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.game import IllegalAction, illegal
from judge_app.engine.state import GameState
from judge_app.games.ga import interpretations as I
from judge_app.games.ga import rules as R
from judge_app.games.ga.board import (
    champion,
    element,
    enabled_elements,
    field,
    is_,
    is_unit,
    pname,
    power,
    rested,
)
from judge_app.games.ga.costs import compute
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

State = GameState[Any]


def _await(state: State) -> dict[str, Any]:
    return state.memory.get("await") or {}


def _has_opportunity(state: State, pid: str, cite: str) -> None:
    w = _await(state)
    if w.get("for") != "opportunity" or w.get("player") != pid:
        holder = f"{pname(state, w['player'])} 正在決定({w.get('for')})" if w.get("player") else "沒有玩家具有機會"
        illegal(f"{pname(state, pid)} 現在沒有機會:{holder}。", cite, R.FAST_WITH_OPPORTUNITY)


def is_slow(card: Any) -> bool:
    return any(is_(card, k) for k in ALWAYS_SLOW) or card.props.get("speed", "slow") == "slow"


def slow_timing(state: State, pid: str, what: str, interpretations: Mapping[str, str], *cites: str) -> None:
    """Slow: the turn player, holding the opportunity, in the main phase, with the stack empty (2.8.1.2.1)."""
    if pid != state.active_player:
        reading = I.NON_TURN_SLOW.reading_in(interpretations)
        if reading == "forbidden" or state.phase != "main":
            illegal(f"{what}是低速玩家動作,{pname(state, pid)} 不是回合玩家。", *cites, R.NON_TURN_NO_SLOW,
                  R.SLOW_NON_TURN, R.MAIN_NON_TURN_SLOW, point=I.NON_TURN_SLOW.id)
        return
    if state.phase != "main" or state.stack:
        illegal(f"{what}是低速玩家動作:只能在主要階段、效果堆疊清空時進行(現在:{state.phase}"
              f"{',堆疊中有 ' + str(len(state.stack)) + ' 項' if state.stack else ''})。", *cites, R.SLOW_RULES)


def check(state: State, action: Action, interpretations: Mapping[str, str]) -> None:
    if state.game_over is not None:
        illegal("遊戲已經結束。", *state.game_over.cites)
    match action:
        case Concede():
            return
        case PlaceChampion():
            _check_place(state, action)
        case Materialize():
            _check_materialize(state, action)
        case Activate():
            _check_activate(state, action, interpretations)
        case UseAbility():
            _check_ability(state, action)
        case Attack():
            _check_attack(state, action, interpretations)
        case Retaliate():
            w = _await(state)
            combat = state.memory.get("combat") or {}
            if w.get("for") != "retaliate" or w.get("player") != action.player:
                illegal("現在不是該玩家決定反擊的時候。", R.RETALIATE)
            if action.unit != combat.get("target"):
                illegal("只有被攻擊的重置防禦單位可以反擊。", R.RETALIATE)
        case Pass() | PassAll():
            w = _await(state)
            if w.get("player") != action.player or w.get("for") == "place":
                who = pname(state, w["player"]) if w.get("player") else "沒有玩家"
                illegal(f"{pname(state, action.player)} 現在沒有可以傳遞的機會或選擇({who} 正在決定)。",
                      R.PASS_IN_TURN_ORDER)
            if isinstance(action, PassAll) and w.get("for") != "opportunity":
                illegal("pass_all 只用於傳遞機會。", R.PASS_IN_TURN_ORDER)
        case _:
            illegal(f"GA 沒有 {action.type} 動作。", R.MAIN_ACTIONS)


def _check_place(state: State, action: PlaceChampion) -> None:
    w = _await(state)
    if w.get("for") != "place" or w.get("player") != action.player:
        illegal("只有在玩家的第一個回合開始時才能放置0級勇士。", R.CHAMPION_LEVEL0_FIRST_TURN, R.FIRST_CHAMPION)
    c = state.obj(action.card)
    if c.zone != f"{action.player}.material" or not is_(c, "champion") or printed_level(c) != 0:
        illegal(f"{c.label} 不是 {pname(state, action.player)} 原質牌庫中的0級勇士。",
              R.FIRST_CHAMPION, R.MATERIAL_LEVEL0)


def _check_materialize(state: State, action: Materialize) -> None:
    pid = action.player
    w = _await(state)
    if w.get("for") != "materialize" or w.get("player") != pid:
        illegal("只能在回合玩家的實現階段實現卡牌(每個實現階段一張)。", R.MATERIALIZE_TURN_ACTION, R.MATERIALIZE_ONCE)
    c = state.obj(action.card)
    if c.zone != f"{pid}.material":
        illegal(f"{c.label} 不在 {pname(state, pid)} 的原質牌庫中。", R.MATERIALIZE_TURN_ACTION)
    if not (is_(c, "champion") or is_(c, "regalia")):
        illegal(f"{c.label} 不是勇士或王裝。", R.MATERIALIZE_WHAT)
    if is_(c, "champion"):
        if printed_level(c) == 0:
            illegal("玩家不能實現等級0的勇士。", R.NO_MATERIALIZE_LEVEL0)
        top = champion(state, pid)
        if top is None or top.owner != pid:
            illegal("升級勇士需要自己擁有且控制的勇士。", R.LEVEL_UP_OWN)
        assert top is not None
        if printed_level(c) != printed_level(top) + 1:
            illegal(f"{c.label} 的印刷等級是 {printed_level(c)};升級只能選擇比在場勇士的印刷等級 {printed_level(top)} "
                  f"高1級的勇士(不考慮等級修改)。", R.LEVEL_UP_PRINTED, R.LEVEL_UP)
    elif element(c) not in enabled_elements(state, pid):
        illegal(f"{c.label} 的元素 {element(c)} 未對 {pname(state, pid)} 啟用。",
              R.MATERIALIZE_ELEMENT, R.ELEMENT_ENABLED)
    cost = compute(state, c, pid, None, from_material=True)
    if cost.base is None:
        illegal(f"{c.label} 沒有費用;沒有費用不等於費用為0,不能支付不存在的費用。", R.NO_COST_NOT_ZERO)
    have = len(state.in_zone(f"{pid}.memory")) if cost.kind == "memory" else len(state.in_zone(f"{pid}.hand"))
    if cost.total > have:
        illegal(f"{c.label} 需要 {cost.total} 點{'回憶' if cost.kind == 'memory' else '保留'}費用,只有 {have} 張可用。",
              R.MATERIALIZE_PAY)


def _check_activate(state: State, action: Activate, interpretations: Mapping[str, str]) -> None:
    pid = action.player
    c = state.obj(action.card)
    if c.zone != f"{pid}.hand":
        illegal(f"{c.label} 不在 {pname(state, pid)} 的手牌中;除非另有說明,只能激活手牌。",
              R.ACTIVATE_HAND_ONLY, R.ACTIVATE_FROM_HAND)
    _has_opportunity(state, pid, R.ACTIVATE_TIMING)
    if is_slow(c):
        slow_timing(state, pid, f"激活 {c.label} ", interpretations, R.ACTIVATE_TIMING, R.SPEED)
    if element(c) not in enabled_elements(state, pid):
        illegal(f"{c.label} 的元素 {element(c)} 未對 {pname(state, pid)} 啟用(已啟用:"
              f"{'、'.join(enabled_elements(state, pid))})。",
              R.ACTIVATE_ELEMENT, R.ELEMENT_ENABLED, R.LINEAGE_ELEMENTS)
    cost = compute(state, c, pid, action.x)
    if cost.base is None:
        illegal(f"{c.label} 沒有保留費用:沒有費用不等於費用為0,不能以保留0張卡來支付。", R.NO_COST_NOT_ZERO)
    others = [o for o in state.in_zone(f"{pid}.hand") if o is not c]
    if cost.kind == "reserve" and cost.total > len(others):
        illegal(f"{c.label} 需要保留 {cost.total} 張手牌,{pname(state, pid)} 只有 {len(others)} 張其他手牌。",
              R.ACTIVATE_PAY, R.RESERVE_PAY)
    if cost.kind == "memory":
        illegal(f"{c.label} 有回憶費用;從手牌以回憶費用激活需要效果允許,引擎未模擬。", R.MEMORY_ONLY_MATERIALIZE)
    for oid in action.reserve:
        if oid == c.id or state.obj(oid).zone != f"{pid}.hand":
            illegal(f"保留費用只能選擇手牌中的其他卡牌,{oid} 不行。", R.RESERVE_PAY)
    effect = next((a for a in c.abilities if a.kind == "effect"), None)
    needs_target = effect is not None and any(getattr(e, "target", None) == "chosen"
                                              for e in [*effect.effects, *(x for m in effect.modes for x in m)])
    if needs_target and not action.targets:
        illegal(f"{c.label} 需要在激活時指明目標。", R.ACTION_TARGETS, R.ACTIVATE_TARGETS)
    for oid in action.targets:
        tgt = state.obj(oid)
        if tgt.zone not in ("field", "stack"):
            illegal(f"目標 {tgt.label} 不在場上或效果堆疊中。", R.TARGETS, R.ACTIVATE_TARGETS)
    if is_(c, "attack"):
        top = champion(state, pid)
        if top is None or rested(top):
            illegal("攻擊卡牌藉由玩家的勇士執行,並以橫置此勇士作為費用;勇士已橫置或不在場。",
                  R.ATTACK_CARD_RESTS, R.ATTACK_RESTS)
        if action.weapon is not None:
            w = state.obj(action.weapon)
            if not is_(w, "weapon") or w.zone != "field" or w.controller != pid:
                illegal(f"{w.label} 不是 {pname(state, pid)} 場上的武器。", R.ATTACK_CARD_WEAPON)


def _check_ability(state: State, action: UseAbility) -> None:
    pid = action.player
    src = state.obj(action.source)
    if src.zone != "field" or src.controller != pid:
        illegal(f"{src.label} 不是 {pname(state, pid)} 控制的場上物件。", R.ACTIVATED_ABILITY)
    _has_opportunity(state, pid, R.ACTIVATED_ABILITY)
    if action.ability == ENLIGHTEN:
        if not is_(src, "champion"):
            illegal("只有勇士具有啟迪能力。", R.ENLIGHTEN)
        if src.counters.get("enlighten", 0) < 3:
            illegal(f"{src.label} 只有 {src.counters.get('enlighten', 0)} 個啟迪指示物,需要移除3個。", R.ENLIGHTEN)
        return
    ab = src.ability(action.ability)
    if ab is None or ab.kind != "activated":
        illegal(f"{src.label} 沒有激活型能力 {action.ability!r}。", R.ACTIVATED_ABILITY)
    assert ab is not None
    if ab.cost.get("rest") and rested(src):
        illegal(f"{src.label} 已橫置,無法支付橫置費用。", R.ACTIVATED_ABILITY)
    for counter, n in ab.cost.items():
        if counter not in ("rest", "reserve") and src.counters.get(counter, 0) < n:
            illegal(f"{src.label} 的 {counter} 指示物不足 {n} 個。", R.ACTIVATED_ABILITY)
    if ab.cost.get("reserve", 0) > len(state.in_zone(f"{pid}.hand")):
        illegal("手牌不足以支付保留費用。", R.RESERVE_PAY)


def _check_attack(state: State, action: Attack, interpretations: Mapping[str, str]) -> None:
    pid = action.player
    a, tgt = state.obj(action.attacker), state.obj(action.target)
    _has_opportunity(state, pid, R.ATTACK_SLOW)
    slow_timing(state, pid, "宣言攻擊", interpretations, R.ATTACK_SLOW, R.MAIN_ATTACK)
    if a.zone != "field" or a.controller != pid or not is_unit(a):
        illegal(f"{a.label} 不是 {pname(state, pid)} 控制的場上單位。", R.ATTACK, R.UNITS)
    if rested(a):
        illegal(f"{a.label} 已橫置:攻擊須橫置攻擊單位作為費用。", R.ATTACK_RESTS, R.ATTACK_ENTER_TURN)
    if is_(a, "ally"):
        if action.weapon is not None:
            illegal("盟友默認不能使用武器。", R.ALLY_NO_WEAPON)
        if (p := power(state, a)) is None or p <= 0:
            illegal(f"{a.label} 沒有力量或力量為0或更低,無法攻擊。", R.ATTACK_NEEDS_POWER)
    else:
        w = state.obj(action.weapon) if action.weapon else None
        if w is None and not (power(state, a) or 0) > 0:
            illegal(f"{a.label} 本身沒有力量,需要使用武器或攻擊卡牌才能攻擊。", R.CHAMPION_NO_POWER,
                  R.CHAMPION_ATTACK_POWER, R.WEAPON_ALLOWS_ATTACK)
        if w is not None and (not is_(w, "weapon") or w.zone != "field" or w.controller != pid):
            illegal(f"{w.label} 不是 {pname(state, pid)} 場上的武器。", R.WEAPON_ALLOWS_ATTACK)
    if tgt.zone != "field" or not is_unit(tgt):
        illegal(f"{tgt.label} 不是場上的可攻擊單位。", R.ATTACK, R.UNITS)
    if tgt.controller == pid:
        illegal("玩家不能攻擊其控制下的單位。", R.NO_ATTACK_OWN)


def legal_actions(state: State, interpretations: Mapping[str, str]) -> list[Action]:
    """Candidates for the deciding player, kept if they pass :func:`check`."""
    if state.game_over is not None:
        return []
    w = _await(state)
    pid = w.get("player")
    cands: list[Action] = [Concede(player=p.id) for p in state.players]
    if pid is None:
        return cands
    if w.get("for") == "place":
        cands += [PlaceChampion(player=pid, card=o.id) for o in state.in_zone(f"{pid}.material")]
    elif w.get("for") == "materialize":
        cands += [Materialize(player=pid, card=o.id) for o in state.in_zone(f"{pid}.material")]
        cands.append(Pass(player=pid))
    elif w.get("for") == "retaliate":
        combat = state.memory.get("combat") or {}
        cands += [Retaliate(player=pid, unit=combat.get("target", "")), Pass(player=pid)]
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
