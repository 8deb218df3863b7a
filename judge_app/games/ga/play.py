"""Applying a legal action: the activation and materialization procedures step by step (2.3.1, 2.3.2),
abilities (2.4.1), attacks, retaliation, passing and conceding; then the game settles."""

from __future__ import annotations

from judge_app.engine.priority import push
from judge_app.engine.state import StackItem
from judge_app.engine.table import Table
from judge_app.games.ga import combat
from judge_app.games.ga import interpretations as I
from judge_app.games.ga import messages as M
from judge_app.games.ga import rules as R
from judge_app.games.ga.board import Obj, champion, element, enabled_elements, is_, memory, pname
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
from judge_app.games.ga.stack import push_card, resolve_top
from judge_app.games.ga.triggers import emit
from judge_app.games.ga.turn import settle
from judge_app.games.ga.windows import give_opportunity, passed, waiting


def undefined_keywords(t: Table, obj: Obj) -> None:
    """Keywords the rulebook uses without defining them: say so rather than invent their meaning."""
    for kw in obj.keywords:
        if kw in UNDEFINED_KEYWORDS:
            t.unsupported(f"{obj.label} 具有關鍵詞「{kw}」,規則書只提及、從未定義它;此處不套用其效果。",
                          [UNDEFINED_KEYWORDS[kw], R.INHERENT_KEYWORDS])


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
    t.step("procedure", f"{card.label} 以正面朝上的重置狀態放置入場:特殊遊戲動作,不是實現,不能被響應。",
           [R.FIRST_CHAMPION, R.CHAMPION_SPECIAL_ACTION, R.SPECIAL_PLACE_CHAMPION, R.SPECIAL_NO_OPPORTUNITY])
    undefined_keywords(t, card)
    emit(t, "enter", card)


def _materialize(t: Table, action: Materialize) -> None:
    st = t.state
    pid = action.player
    card = st.obj(action.card)
    memory(st).await_ = None
    t.step("procedure", f"{pname(st, pid)} 宣告實現 {card.label} 並向所有玩家展示;卡牌被拿起放入效果堆疊。",
           [R.MATERIALIZE, R.MATERIALIZE_ANNOUNCE, R.PLAY])
    if is_(card, "champion"):
        t.step("check", f"勇士卡牌實現時不受元素限定制約({card.label} 的元素 {element(card)})。",
               [R.CHAMPION_ELEMENT_FREE, R.LEVEL_UP_ELEMENT_FREE, R.MATERIALIZE_ELEMENT], check="pass")
        top = champion(st, pid)
        t.step("check", f"升級:{card.label} 的印刷等級 {card.stats.get('level', 0)} 比 "
               f"{top.label if top else '勇士'} 的印刷等級高1(不考慮等級指示物等修改)。",
               [R.LEVEL_UP, R.LEVEL_UP_PRINTED, R.LEVEL_UP_IS_MATERIALIZE], check="pass")
    else:
        t.step("check", f"元素 {element(card)} 已對 {pname(st, pid)} 啟用。",
               [R.MATERIALIZE_ELEMENT, R.ELEMENT_ENABLED], check="pass")
    t.step("procedure", "2.3.2.5 在本譯本中為空(翻譯缺陷);按 2.3.2.6 起的步驟繼續:目標、費用、合法性檢查、支付。",
           [R.MATERIALIZE_EMPTY_RULE])
    cost = compute(st, card, pid, None, from_material=True)
    t.step("procedure", f"計算費用:{describe(cost)}。", [R.MATERIALIZE_COSTS, *cost.cites])
    t.step("check", "實現的合法性檢查通過。", [R.MATERIALIZE_LEGALITY], check="pass")
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
        t.reading(I.NON_TURN_SLOW.id, f"非回合玩家 {pname(st, pid)} 以低速激活 {card.label}。")
    mem = memory(st)
    mem.await_ = None
    mem.passed = None
    t.step("procedure", f"{pname(st, pid)} 宣告激活 {card.label} 並向所有玩家展示"
           f"({'低速' if is_slow(card) else '高速'},具有機會)。",
           [R.ACTIVATE, R.ACTIVATE_ANNOUNCE, R.PLAY, R.ACTIVATE_TIMING,
            R.SLOW_RULES if is_slow(card) else R.FAST_RULES])
    undefined_keywords(t, card)
    t.step("check", f"元素檢查:{card.label} 的元素 {element(card)} 在已啟用的元素"
           f"({'、'.join(enabled_elements(st, pid))})之中。", [R.ACTIVATE_ELEMENT, R.ELEMENT_ENABLED, R.NORM_ELEMENT],
                  check="pass")
    effect = next((a for a in card.abilities if a.kind == "effect"), None)
    if effect is not None and effect.modes:
        t.step("choice", f"選擇模式:第 {(action.mode or 0) + 1} 個"
               f"{'' if action.mode is not None else '(場景未給出 mode,按默認第1個)'}。", [R.ACTIVATE_MODES])
    if is_(card, "attack"):
        t.step("procedure", "攻擊卡牌在進入意圖區前不需要指明目標"
               f"(計劃攻擊 {st.obj(action.attack_target).label if action.attack_target else '未指明'})。",
               [R.ATTACK_CARD_NO_TARGET_YET])
    elif action.targets:
        t.step("procedure", f"選擇目標:{'、'.join(st.obj(o).label for o in action.targets)}。",
               [R.ACTIVATE_TARGETS, R.ACTION_TARGETS])
    cost = compute(st, card, pid, action.x)
    extra = "另有額外費用:橫置勇士" if is_(card, "attack") else ""
    t.step("procedure", f"計算費用:{describe(cost)}{';' + extra if extra else ''}。",
           [R.ACTIVATE_COSTS, *cost.cites, *([R.ACTIVATE_EXTRA, R.EXTRA_COSTS, R.ATTACK_CARD_RESTS] if extra else [])])
    t.step("check", "激活的合法性檢查通過。", [R.ACTIVATE_LEGALITY], check="pass")
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
        t.step("procedure", f"{pname(st, pid)} 激活 {src.label} 的固有能力「移除3個啟迪指示物:抽一張牌」"
               f"(支付費用後剩 {left} 個)。激活型能力默認使用高速。",
               [R.ENLIGHTEN, R.ACTIVATED_ABILITY, R.ACTIVATED_FAST])
    else:
        ab = src.ability(action.ability)
        assert ab is not None
        t.step("procedure", f"{pname(st, pid)} 宣稱激活 {src.label} 的「{ab.text or ab.id}」並支付費用"
               f"({'、'.join(f'{k} {v}' for k, v in ab.cost.items()) or '無'})。",
               [R.ACTIVATED_ABILITY, R.ACTIVATED_FAST])
        if ab.cost.get("rest"):
            t.add_status(src, RESTED)
        counters = {k: v - ab.cost.get(k, 0) for k, v in src.counters.items()}
        if counters != src.counters:
            t.set_obj(src, "counters", counters)
        pay_reserve(t, pid, src, ab.cost.get("reserve", 0), action.reserve, [R.ACTIVATED_ABILITY])
    push(t, StackItem(source=src.id, ability=action.ability, controller=pid, targets=list(action.targets)))
    t.step("procedure", "能力進入效果堆疊待結算。", [R.ACTIVATED_TO_STACK])
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
        t.step("choice", f"{pname(t.state, pid)} 不實現任何卡牌:沒有玩家收到機會。", [R.MATERIALIZE_NONE])
        return
    if kind == "retaliate":
        combat.decline_retaliation(t, pid)
        return
    t.step("procedure", f"{pname(t.state, pid)} 傳遞機會。", [R.PASS_IN_TURN_ORDER])
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
        t.step("procedure", "效果堆疊為空且所有玩家都相繼傳遞了機會:此階段/步驟可以結束。",
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
    t.step("procedure", f"{'、'.join(names)} 依回合順序相繼傳遞機會。", [R.PASS_IN_TURN_ORDER, R.ALL_PASS_RESOLVE])
    st = t.state
    if st.stack:
        resolve_top(t)
    else:
        memory(st).window = "closed"
        t.step("procedure", "效果堆疊為空且所有玩家都相繼傳遞了機會:此階段/步驟可以結束。",
               [R.PHASE_ENDS_WITH_OPPORTUNITY, *([R.MAIN_PASS_ROUND, R.MAIN_ENDS] if st.phase == "main" else [])])


def _concede(t: Table, pid: str) -> None:
    st = t.state
    winner = st.opponent(pid)
    reason = f"{pname(st, pid)} 投降(不受時機限制);雙人遊戲中對手 {pname(st, winner)} 立即贏得遊戲。"
    t.end_game("win", winner, reason, [R.CONCEDE, R.CONCEDE_OPPONENT_WINS, R.CONCEDE_ANY_TIME, R.LOSE_CONCEDE])
    t.step("check", reason, [R.CONCEDE, R.CONCEDE_OPPONENT_WINS, R.CONCEDE_ANY_TIME, R.LOSE_CONCEDE], check="pass")
