"""Whether an action may be taken now: every check cites its rule whichever way it goes (``Checks``); a refusal
lists every reason found. ``legal_actions`` enumerates candidates through the same checks."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.checks import Checks, Reason
from judge_app.engine.game import IllegalAction
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
    may,
    memory,
    pname,
    power,
    rested,
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

State = GameState[Any]


def _await(state: State) -> tuple[str | None, str | None]:
    """(the player the game waits for, what for), or (None, None)."""
    w = memory(state).await_
    return (w.player, w.for_) if w is not None else (None, None)


def _has_opportunity(c: Checks, state: State, pid: str, *cites: str) -> bool:
    player, kind = _await(state)
    holder = f"{pname(state, player)} 正在決定({kind})" if player else "沒有玩家具有機會"
    if kind == "opportunity" and player == pid:
        c.allow(f"{pname(state, pid)} 具有機會。", *cites)
        return True
    c.refuse(f"{pname(state, pid)} 現在沒有機會:{holder}。", *cites, R.FAST_WITH_OPPORTUNITY)
    return False


def is_slow(card: Any) -> bool:
    return any(is_(card, k) for k in ALWAYS_SLOW) or card.props.get("speed", "slow") == "slow"


def slow_timing(c: Checks, state: State, pid: str, what: str, interpretations: Mapping[str, str], *cites: str) -> None:
    """Slow: the turn player, holding the opportunity, in the main phase, with the stack empty (2.8.1.2.1)."""
    if pid != state.active_player:
        reading = I.NON_TURN_SLOW.reading_in(interpretations)
        if reading == "forbidden" or state.phase != "main":
            c.refuse(f"{what}是低速玩家動作,{pname(state, pid)} 不是回合玩家。", *cites, R.NON_TURN_NO_SLOW,
                     R.SLOW_NON_TURN, R.MAIN_NON_TURN_SLOW, point=I.NON_TURN_SLOW.id)
        else:
            c.allow(f"{what}是低速玩家動作;按所選解讀,非回合玩家在主要階段具有機會時可以進行。", *cites,
                    R.MAIN_NON_TURN_SLOW)
        return
    c.require(state.phase == "main" and not state.stack, (*cites, R.SLOW_RULES),
              ok=f"{what}是低速玩家動作:回合玩家在主要階段、效果堆疊清空時可以進行。",
              no=f"{what}是低速玩家動作:只能在主要階段、效果堆疊清空時進行(現在:{state.phase}"
                 f"{',堆疊中有 ' + str(len(state.stack)) + ' 項' if state.stack else ''})。")


def check(state: State, action: Action, interpretations: Mapping[str, str]) -> list[Reason]:
    """The permissions that make ``action`` legal, or IllegalAction with every reason it is not."""
    c = Checks()
    if state.game_over is not None:
        c.refuse("遊戲已經結束。", *state.game_over.cites)
        return c.verdict()
    match action:
        case Concede():
            c.allow(f"{pname(state, action.player)} 可以在任何時候投降。", R.CONCEDE_ANY_TIME, R.CONCEDE)
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
            c.refuse(f"GA 沒有 {action.type} 動作。", R.MAIN_ACTIONS)
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
    c.require(may(ab), (R.TRIGGERED, R.MAY), ok=f"「{ab.text or ab.id}」是「可以」型能力,結算時可以選擇不執行。",
              no=f"「{ab.text or ab.id}」不是「可以」型能力:觸發型能力自動結算,不能選擇不執行。")


def _ability_of(state: State, key: str) -> Any:
    oid, _, aid = key.partition(".")
    obj = state.find(oid)
    return obj.ability(aid) if obj is not None and aid else None


def _check_trigger_order(c: Checks, state: State, key: str, order: list[str]) -> None:
    """An order for simultaneous triggers names triggered abilities, each once (2.1.9.3, 2.4.2.6)."""
    bad = [k for k in order if (ab := _ability_of(state, k)) is None or ab.kind != "triggered"]
    dupes = sorted({k for k in order if order.count(k) > 1})
    if bad or dupes:
        c.refuse(f"{key} 的順序中" + (f"{'、'.join(bad)} 不是任何物件的觸發型能力" if bad else "")
                 + (f"{';' if bad else ''}{'、'.join(dupes)} 重複列出" if dupes else "") + "。",
                 R.TRIGGER_ORDER_CONTROLLER, R.TRIGGERS_SIMULTANEOUS)


def _check_trigger_mode(c: Checks, state: State, key: str, mode: int) -> None:
    """A mode chosen for a modal ability must be one of its modes (2.4.2.4): never clamped to another."""
    ab = _ability_of(state, key)
    if ab is not None and ab.modes:
        c.require(mode < len(ab.modes), R.TRIGGER_MODE, ok=f"{key} 選擇第 {mode + 1} 個模式(共 {len(ab.modes)} 個)。",
                  no=f"{key} 只有 {len(ab.modes)} 個模式,沒有第 {mode + 1} 個。")


def _check_retaliate(c: Checks, state: State, action: Retaliate) -> None:
    player, kind = _await(state)
    combat = memory(state).combat
    c.require(kind == "retaliate" and player == action.player, R.RETALIATE,
              ok=f"{pname(state, action.player)} 正在決定是否反擊。", no="現在不是該玩家決定反擊的時候。")
    # Each condition of 2.2.7.1.2 is its own reason: the attacked (defending) unit, awake (1.7.2.5), with power.
    u = state.find(action.unit)
    label = u.label if u is not None else action.unit
    c.require(combat is not None and action.unit == combat.target, R.RETALIATE,
              ok=f"{label} 是被攻擊的防禦單位。", no=f"{label} 不是被攻擊的防禦單位:只有防禦單位可以反擊。")
    if u is not None:
        c.require(not rested(u), (R.RETALIATE, R.ALLY_RETALIATES_READY),
                  ok=f"{label} 處於重置狀態,可以橫置它來反擊。", no=f"{label} 已橫置:只有重置的單位可以反擊。")
        p = power(state, u)
        c.require(p is not None and p > 0, R.RETALIATE_NEEDS_POWER,
                  ok=f"{label} 的力量 {p} > 0。", no=f"{label} 沒有力量或力量為0或更低,不能反擊。")


def _check_pass(c: Checks, state: State, action: Pass | PassAll) -> None:
    player, kind = _await(state)
    who = pname(state, player) if player else "沒有玩家"
    me = pname(state, action.player)
    if isinstance(action, PassAll):
        c.require(player == action.player and kind == "opportunity", R.PASS_IN_TURN_ORDER,
                  ok=f"{me} 具有機會,各玩家依回合順序傳遞。",
                  no=f"pass_all 只用於傳遞機會;{me} 現在沒有機會({who} 正在決定 {kind})。")
        return
    c.require(player == action.player and kind != "place", R.PASS_IN_TURN_ORDER,
              ok=f"{me} 正在決定({kind}),可以傳遞/放棄。",
              no=f"{me} 現在沒有可以傳遞的機會或選擇({who} 正在決定)。")


def _check_damage_order(c: Checks, state: State, key: str, order: list[str]) -> None:
    """A damage order may only name damage modifications that exist (2.2.7.2.2.4): an unknown one is an
    illegal choice, refused rather than swapped for the default order."""
    known = damage_effect_keys(state)
    unknown = [k for k in order if k not in known]
    dupes = sorted({k for k in order if order.count(k) > 1})
    c.require(not unknown and not dupes, (R.DAMAGE_REPLACEMENT_ORDER, R.REPLACEMENT_ORDER),
              ok=f"{key} 的順序只列出場上存在的傷害修改效果。",
              no=f"{key} 的順序中" + (f"{'、'.join(unknown)} 不是場上存在的傷害修改效果" if unknown else "")
                 + (f"{';' if unknown else ''}{'、'.join(dupes)} 重複列出" if dupes else "")
                 + f"(存在的:{'、'.join(sorted(known)) or '無'})。")


def _check_place(c: Checks, state: State, action: PlaceChampion) -> None:
    player, kind = _await(state)
    c.require(kind == "place" and player == action.player,
              (R.CHAMPION_LEVEL0_FIRST_TURN, R.FIRST_CHAMPION),
              ok=f"{pname(state, action.player)} 的第一個回合開始時放置0級勇士。",
              no="只有在玩家的第一個回合開始時才能放置0級勇士。")
    card = state.obj(action.card)
    c.require(card.zone == f"{action.player}.material" and is_(card, "champion") and printed_level(card) == 0,
              (R.FIRST_CHAMPION, R.MATERIAL_LEVEL0),
              ok=f"{card.label} 是 {pname(state, action.player)} 原質牌庫中的0級勇士。",
              no=f"{card.label} 不是 {pname(state, action.player)} 原質牌庫中的0級勇士。")


def _check_materialize(c: Checks, state: State, action: Materialize) -> None:
    pid = action.player
    player, kind = _await(state)
    c.require(kind == "materialize" and player == pid,
              (R.MATERIALIZE_TURN_ACTION, R.MATERIALIZE_ONCE),
              ok=f"{pname(state, pid)} 的實現階段:可以實現一張卡牌。",
              no="只能在回合玩家的實現階段實現卡牌(每個實現階段一張)。")
    card = state.obj(action.card)
    c.require(card.zone == f"{pid}.material", R.MATERIALIZE_TURN_ACTION,
              ok=f"{card.label} 在 {pname(state, pid)} 的原質牌庫中。",
              no=f"{card.label} 不在 {pname(state, pid)} 的原質牌庫中。")
    if not c.require(is_(card, "champion") or is_(card, "regalia"), R.MATERIALIZE_WHAT,
                     ok=f"{card.label} 是{'勇士' if is_(card, 'champion') else '王裝'},可以實現。",
                     no=f"{card.label} 不是勇士或王裝。"):
        return
    if is_(card, "champion"):
        c.require(printed_level(card) != 0, R.NO_MATERIALIZE_LEVEL0, ok=f"{card.label} 不是0級勇士。",
                  no="玩家不能實現等級0的勇士。")
        top = champion(state, pid)
        c.require(top is not None and top.owner == pid, R.LEVEL_UP_OWN,
                  ok=f"{pname(state, pid)} 擁有並控制在場的勇士,可以升級。",
                  no="升級勇士需要自己擁有且控制的勇士。")
        if top is not None and printed_level(card) != 0:
            c.require(printed_level(card) == printed_level(top) + 1, (R.LEVEL_UP_PRINTED, R.LEVEL_UP),
                      ok=f"{card.label} 的印刷等級 {printed_level(card)} = {top.label} 的印刷等級 "
                         f"{printed_level(top)} + 1(不考慮等級修改)。",
                      no=f"{card.label} 的印刷等級是 {printed_level(card)};升級只能選擇比在場勇士的印刷等級 "
                         f"{printed_level(top)} 高1級的勇士(不考慮等級修改)。")
    else:
        c.require(element(card) in enabled_elements(state, pid), (R.MATERIALIZE_ELEMENT, R.ELEMENT_ENABLED),
                  ok=f"{card.label} 的元素 {element(card)} 已對 {pname(state, pid)} 啟用。",
                  no=f"{card.label} 的元素 {element(card)} 未對 {pname(state, pid)} 啟用。")
    cost = compute(state, card, pid, None, from_material=True)
    if not c.require(cost.base is not None, R.NO_COST_NOT_ZERO, ok=f"{card.label} 有費用。",
                     no=f"{card.label} 沒有費用;沒有費用不等於費用為0,不能支付不存在的費用。"):
        return
    have = len(state.in_zone(f"{pid}.memory")) if cost.kind == "memory" else len(state.in_zone(f"{pid}.hand"))
    kind = "回憶" if cost.kind == "memory" else "保留"
    c.require(cost.total <= have, R.MATERIALIZE_PAY,
              ok=f"{card.label} 需要 {cost.total} 點{kind}費用,有 {have} 張可用。",
              no=f"{card.label} 需要 {cost.total} 點{kind}費用,只有 {have} 張可用。")
    _named_payment(c, state, pid, card, action.memory, "memory", cost.total if cost.kind == "memory" else 0)
    _named_payment(c, state, pid, card, action.reserve, "hand", cost.total if cost.kind != "memory" else 0)


def _reserve_count(c: Checks, given: list[str], need: int) -> None:
    """A reserve list names each card once and no more cards than the cost (1.6.4.2.4.1)."""
    if len(set(given)) != len(given):
        c.refuse("支付保留費用時同一張卡被選了兩次。", R.RESERVE_PAY)
    if len(set(given)) > need:
        c.refuse(f"保留費用只需 {need} 張,卻指明了 {len(set(given))} 張。", R.RESERVE_PAY)


def _named_payment(c: Checks, state: State, pid: str, card: Any, given: list[str], zone: str, need: int) -> None:
    """Cards the scenario names for a payment must be where the payment takes them from: the memory zone for a
    memory cost (the random pick, 1.6.4.2.5 / 2.3.3.2.1), the hand for a reserve cost (1.6.4.2.4.1), never the
    card being paid for, each once, no more than the cost. A wrong one is refused, never swapped for another."""
    if not given:
        return
    rules = (R.MEMORY_PAY, R.MEMORY_RANDOM) if zone == "memory" else (R.RESERVE_PAY,)
    where = "回憶區" if zone == "memory" else "手牌"
    for oid in dict.fromkeys(given):
        o = state.find(oid)
        if o is None or o.id == card.id or o.zone != f"{pid}.{zone}":
            c.refuse(f"{o.label if o else oid} 不是 {pname(state, pid)} {where}中可以用來支付的卡牌。", *rules)
    if len(set(given)) != len(given):
        c.refuse(f"支付{'回憶' if zone == 'memory' else '保留'}費用時同一張卡被選了兩次。", *rules)
    if len(set(given)) > need:
        c.refuse(f"費用只需 {need} 張,卻指明了 {len(set(given))} 張。", *rules)


def _check_activate(c: Checks, state: State, action: Activate, interpretations: Mapping[str, str]) -> None:
    pid = action.player
    card = state.obj(action.card)
    c.require(card.zone == f"{pid}.hand", (R.ACTIVATE_HAND_ONLY, R.ACTIVATE_FROM_HAND),
              ok=f"{card.label} 在 {pname(state, pid)} 的手牌中。",
              no=f"{card.label} 不在 {pname(state, pid)} 的手牌中;除非另有說明,只能激活手牌。")
    _has_opportunity(c, state, pid, R.ACTIVATE_TIMING)
    if is_slow(card):
        slow_timing(c, state, pid, f"激活 {card.label} ", interpretations, R.ACTIVATE_TIMING, R.SPEED)
    else:
        c.allow(f"{card.label} 是高速卡牌:具有機會的玩家可以激活。", R.SPEED, R.FAST_WITH_OPPORTUNITY, R.FAST_RULES)
    enabled = enabled_elements(state, pid)
    c.require(element(card) in enabled, (R.ACTIVATE_ELEMENT, R.ELEMENT_ENABLED, R.LINEAGE_ELEMENTS),
              ok=f"{card.label} 的元素 {element(card)} 已對 {pname(state, pid)} 啟用。",
              no=f"{card.label} 的元素 {element(card)} 未對 {pname(state, pid)} 啟用(已啟用:{'、'.join(enabled)})。")
    cost = compute(state, card, pid, action.x)
    if c.require(cost.base is not None, R.NO_COST_NOT_ZERO, ok=f"{card.label} 有費用 {cost.total}。",
                 no=f"{card.label} 沒有保留費用:沒有費用不等於費用為0,不能以保留0張卡來支付。"):
        others = [o for o in state.in_zone(f"{pid}.hand") if o is not card]
        if cost.kind == "memory":
            c.refuse(f"{card.label} 有回憶費用;從手牌以回憶費用激活需要效果允許,引擎未模擬。",
                     R.MEMORY_ONLY_MATERIALIZE)
        else:
            c.require(cost.total <= len(others), (R.ACTIVATE_PAY, R.RESERVE_PAY),
                      ok=f"保留費用 {cost.total}:{pname(state, pid)} 有 {len(others)} 張其他手牌可以支付。",
                      no=f"{card.label} 需要保留 {cost.total} 張手牌,"
                         f"{pname(state, pid)} 只有 {len(others)} 張其他手牌。")
    bad = [oid for oid in action.reserve if oid == card.id or state.obj(oid).zone != f"{pid}.hand"]
    if bad:
        names = "、".join(o.label if (o := state.find(x)) is not None else x for x in bad)
        c.refuse(f"保留費用只能選擇手牌中的其他卡牌,{names} 不行。", R.RESERVE_PAY)
    _reserve_count(c, action.reserve, cost.total if cost.base is not None and cost.kind != "memory" else 0)
    effect = next((a for a in card.abilities if a.kind == "effect"), None)
    if effect is not None and effect.modes and action.mode is not None:
        c.require(action.mode < len(effect.modes), R.ACTIVATE_MODES,
                  ok=f"{card.label} 選擇第 {action.mode + 1} 個模式(共 {len(effect.modes)} 個)。",
                  no=f"{card.label} 只有 {len(effect.modes)} 個模式,沒有第 {action.mode + 1} 個。")
    needs_target = effect is not None and any(getattr(e, "target", None) == "chosen"
                                              for e in [*effect.effects, *(x for m in effect.modes for x in m)])
    if needs_target:
        if action.targets:
            c.allow(f"{card.label} 的目標在激活時指明。", R.ACTION_TARGETS)
        else:
            c.refuse(f"{card.label} 需要在激活時指明目標。", R.ACTION_TARGETS, R.ACTIVATE_TARGETS)
    for oid in action.targets:
        tgt = state.obj(oid)
        if tgt.zone in ("field", "stack"):
            c.allow(f"目標 {tgt.label} 在{'場上' if tgt.zone == 'field' else '效果堆疊中'}。", R.TARGETS)
        else:
            c.refuse(f"目標 {tgt.label} 不在場上或效果堆疊中。", R.TARGETS, R.ACTIVATE_TARGETS)
    if is_(card, "attack"):
        top = champion(state, pid)
        c.require(top is not None and not rested(top), (R.ATTACK_CARD_RESTS, R.ATTACK_RESTS),
                  ok=f"攻擊卡牌藉由 {top.label if top else ''} 執行,以橫置此重置的勇士作為費用。",
                  no="攻擊卡牌藉由玩家的勇士執行,並以橫置此勇士作為費用;勇士已橫置或不在場。")
        if action.weapon is not None:
            w = state.obj(action.weapon)
            c.require(is_(w, "weapon") and w.zone == "field" and w.controller == pid, R.ATTACK_CARD_WEAPON,
                      ok=f"{w.label} 是 {pname(state, pid)} 場上的武器,可以與攻擊卡牌一起使用。",
                      no=f"{w.label} 不是 {pname(state, pid)} 場上的武器。")


def _check_ability(c: Checks, state: State, action: UseAbility) -> None:
    pid = action.player
    src = state.obj(action.source)
    c.require(src.zone == "field" and src.controller == pid, R.ACTIVATED_ABILITY,
              ok=f"{src.label} 是 {pname(state, pid)} 控制的場上物件。",
              no=f"{src.label} 不是 {pname(state, pid)} 控制的場上物件。")
    if _has_opportunity(c, state, pid, R.ACTIVATED_ABILITY, R.ACTIVATED_TIMING):
        # the timing permission itself: fast by default (2.4.1.5), so any player with the opportunity (1.2.2)
        c.allow("激活型能力默認使用高速:任何具有機會的玩家都可以激活,不限回合玩家。",
                R.ACTIVATED_FAST, R.FAST_WITH_OPPORTUNITY)
    if action.ability == ENLIGHTEN:
        c.require(is_(src, "champion"), R.ENLIGHTEN, ok=f"{src.label} 是勇士,具有啟迪能力。",
                  no="只有勇士具有啟迪能力。")
        n = src.counters.get("enlighten", 0)
        c.require(n >= 3, R.ENLIGHTEN, ok=f"{src.label} 有 {n} 個啟迪指示物,可以移除3個。",
                  no=f"{src.label} 只有 {n} 個啟迪指示物,需要移除3個。")
        return
    ab = src.ability(action.ability)
    shown = f"「{ab.text or ab.id}」" if ab is not None else f"「{action.ability}」"
    if not c.require(ab is not None and ab.kind == "activated", R.ACTIVATED_ABILITY,
                     ok=f"{src.label} 具有激活型能力{shown}。",
                     no=f"{src.label} 沒有激活型能力{shown}。"):
        return
    assert ab is not None
    if ab.cost.get("rest"):
        c.require(not rested(src), R.ACTIVATED_ABILITY, ok=f"{src.label} 處於重置狀態,可以橫置支付費用。",
                  no=f"{src.label} 已橫置,無法支付橫置費用。")
    for counter, n in ab.cost.items():
        if counter not in ("rest", "reserve"):
            have = src.counters.get(counter, 0)
            c.require(have >= n, R.ACTIVATED_ABILITY, ok=f"{src.label} 有 {have} 個 {counter} 指示物,足以支付 {n} 個。",
                      no=f"{src.label} 的 {counter} 指示物不足 {n} 個。")
    if ab.cost.get("reserve", 0):
        c.require(ab.cost["reserve"] <= len(state.in_zone(f"{pid}.hand")), R.RESERVE_PAY,
                  ok="手牌足以支付保留費用。", no="手牌不足以支付保留費用。")
    _named_payment(c, state, pid, src, action.reserve, "hand", ab.cost.get("reserve", 0))


def _check_attack(c: Checks, state: State, action: Attack, interpretations: Mapping[str, str]) -> None:
    pid = action.player
    a, tgt = state.obj(action.attacker), state.obj(action.target)
    _has_opportunity(c, state, pid, R.ATTACK_SLOW)
    slow_timing(c, state, pid, "宣言攻擊", interpretations, R.ATTACK_SLOW, R.MAIN_ATTACK)
    c.require(a.zone == "field" and a.controller == pid and is_unit(a), (R.ATTACK, R.UNITS),
              ok=f"{a.label} 是 {pname(state, pid)} 控制的場上單位。",
              no=f"{a.label} 不是 {pname(state, pid)} 控制的場上單位。")
    ready = (R.ALLY_ATTACKS_READY,) if is_(a, "ally") else (R.CHAMPION_ATTACK_RESTS,)
    c.require(not rested(a), (*ready, R.ATTACK_RESTS),
              ok=f"{a.label} 處於重置狀態,以橫置它作為攻擊的費用。",
              no=f"{a.label} 已橫置:攻擊須橫置攻擊單位作為費用。")
    if not rested(a) and memory(state).entered.get(a.id) == state.turn:
        c.allow(f"{a.label} 本回合才入場:只要處於重置狀態,單位可以在其入場的回合攻擊。", R.ATTACK_ENTER_TURN)
    if is_(a, "ally"):
        if action.weapon is not None:
            c.refuse("盟友默認不能使用武器。", R.ALLY_NO_WEAPON)
        p = power(state, a)
        c.require(p is not None and p > 0, R.ATTACK_NEEDS_POWER, ok=f"{a.label} 的力量 {p} > 0,可以攻擊。",
                  no=f"{a.label} 沒有力量或力量為0或更低({p}),無法攻擊。")
    else:
        w = state.obj(action.weapon) if action.weapon else None
        if w is None:
            c.require((power(state, a) or 0) > 0,
                      (R.CHAMPION_NO_POWER, R.CHAMPION_ATTACK_POWER, R.WEAPON_ALLOWS_ATTACK),
                      ok=f"{a.label} 的力量 {power(state, a)} > 0,可以攻擊。",
                      no=f"{a.label} 本身沒有力量,需要使用武器或攻擊卡牌才能攻擊。")
        else:
            c.require(is_(w, "weapon") and w.zone == "field" and w.controller == pid, R.WEAPON_ALLOWS_ATTACK,
                      ok=f"{a.label} 使用 {pname(state, pid)} 場上的武器 {w.label} 攻擊。",
                      no=f"{w.label} 不是 {pname(state, pid)} 場上的武器。")
    if c.require(tgt.zone == "field" and is_unit(tgt), (R.ATTACK, R.UNITS), ok=f"{tgt.label} 是場上的單位。",
                 no=f"{tgt.label} 不是場上的可攻擊單位。"):
        c.require(tgt.controller != pid, R.NO_ATTACK_OWN, ok=f"{tgt.label} 由對手控制,可以被攻擊。",
                  no=f"玩家不能攻擊其控制下的單位({tgt.label})。")


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
