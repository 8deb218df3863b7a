"""Applying the players' actions: playing spells and abilities step by step (409.1a–g), lands, mana
abilities, morph, combat declarations, passing priority (one pass or a run of passes)."""

from __future__ import annotations

from judge_app.engine.actions import Action
from judge_app.engine.game import IllegalAction
from judge_app.engine.priority import push, reset
from judge_app.engine.table import Table
from judge_app.games.mtg import combat, costs, events, legality, mana, priority, triggers, turn
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
    t.step("procedure", "使用地不使用堆叠,不能被响应;该牌手仍拥有优先权。", [R.LAND_PLAY])


def cast(t: Table, action: Cast) -> None:
    st = t.state
    card = st.obj(action.card)
    who = pname(st, action.player)
    flashback = card.zone.endswith(".graveyard")
    t.move(card, "stack")
    if action.face_down:
        t.set_obj(card, "face_down", True)
    t.step("procedure", f"{who} 宣告使用 {card.label if not action.face_down else '一张牌面朝下的牌'},它进入堆叠。",
           [R.CAST_ANNOUNCE, R.TO_STACK, *([R.MORPH_CAST] if action.face_down else []),
            *([R.FLASHBACK] if flashback else [])])
    choices = []
    if action.mode is not None:
        choices.append(f"模式 {action.mode + 1}")
    if action.x:
        choices.append(f"X={action.x}")
    if action.kicker:
        choices.append("支付增幅费用")
    if action.buyback:
        choices.append("支付购回费用")
    if action.face_down:
        choices.append("以变身方式牌面朝下使用,改为支付 3")
    if flashback:
        choices.append("以返照方式从坟墓场使用,支付返照费用")
    if choices:
        t.step("procedure", f"{who} 宣告:{'、'.join(choices)}。",
               [R.CAST_MODES_X, *([R.KICKER] if action.kicker else []), *([R.BUYBACK] if action.buyback else [])])
    if action.targets:
        t.step("procedure", f"{who} 宣告目标:{'、'.join(events.label(t, x) for x in action.targets)}。",
               [R.CAST_TARGETS, R.CAST_HOW])
    if action.divide:
        split = "、".join(f"{events.label(t, x)} {n} 点" for x, n in action.divide.items())
        t.step("procedure", f"{who} 宣告分配:{split}"
               "。", [R.CAST_DIVIDE])
    cost = legality.spell_cost(card, action)
    mana.pay(t, action.player, cost, action.mana, [R.CAST_COSTS])
    push(t, SpellItem(id=S.new_id(t, "s"), controller=action.player, source=card.id, targets=list(action.targets),
                      x=action.x, mode=action.mode, divide=dict(action.divide), kicked=action.kicker,
                      buyback=action.buyback, flashback=flashback, face_down=action.face_down))
    t.step("procedure", f"{card.label if not action.face_down else '牌面朝下的咒语'} 已被使用;其操控者获得优先权。",
           [R.CAST_DONE])
    triggers.fire(t, "spell_cast", card)
    priority.give(t, action.player, (R.CAST_DONE,))


def activate(t: Table, action: Activate) -> None:
    st = t.state
    src = st.obj(action.source)
    who = pname(st, action.player)
    if action.ability == "cycling" and src.ability("cycling") is None:
        cost = costs.total(costs.parse(kw_value(src.keywords, "cycling")[0] or "0"))
        t.step("procedure", f"{who} 使用 {src.label} 的循环异能(起动式异能,仅在手上时可用)。",
               [R.CYCLING, R.CAST_ANNOUNCE])
        mana.pay(t, action.player, cost, action.mana, [R.CAST_COSTS, R.CYCLING])
        events.discard(t, action.player, [src], [R.CYCLING, R.CAST_COSTS])
        push(t, AbilityItem(id=S.new_id(t, "s"), controller=action.player, source=src.id, ability="kw:cycling"))
        priority.give(t, action.player, (R.CAST_DONE,))
        return
    ab = src.ability(action.ability)
    assert ab is not None  # check_action guarantees it
    t.step("procedure", f"{who} 使用 {src.label} 的启动式异能「{ab.text or ab.id}」,代表它的虚拟咒语进入堆叠。",
           [R.CAST_ANNOUNCE, R.ACTIVATED, R.TO_STACK])
    if action.targets:
        t.step("procedure", f"{who} 宣告目标:{'、'.join(events.label(t, x) for x in action.targets)}。",
               [R.CAST_TARGETS])
    if ab.cost.get("tap"):
        t.add_status(src, TAPPED)
        t.step("procedure", f"支付费用:横置 {src.label}。", [R.CAST_COSTS])
    mana.pay(t, action.player, legality.ability_cost(ab, action.x), action.mana, [R.CAST_COSTS])
    if ab.cost.get("life"):
        events.change_life(t, action.player, -ab.cost["life"], "支付生命作为费用", [R.CAST_COSTS])
    push(t, AbilityItem(id=S.new_id(t, "s"), controller=action.player, source=src.id, ability=ab.id,
                        targets=list(action.targets), x=action.x, mode=action.mode))
    if ab.cost.get("sacrifice_self"):
        events.leave_play(t, [src], "graveyard", "作为费用被牺牲", [R.CAST_COSTS])
    priority.give(t, action.player, (R.CAST_DONE,))


def turn_face_up(t: Table, action: TurnFaceUp) -> None:
    card = t.state.obj(action.card)
    cost = costs.total(costs.parse(kw_value(card.keywords, "morph")[0] or "0"))
    mana.pay(t, action.player, cost, action.mana, [R.MORPH_TURN_UP])
    t.set_obj(card, "face_down", False)
    reset(memory(t.state))
    t.step("procedure", f"{pname(t.state, action.player)} 展示并支付变身费用,将 {card.label} 翻回正面(不使用堆叠);"
           "它早已进场,进场触发的异能不会触发;原有的效应继续影响它。",
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
            t.nothing(f"需要牌手作出决定({mem.awaiting}),连续让过在此停止。", [R.PRIORITY_PASSING])
            return
        holder = mem.priority
        if holder is None:
            return
        key = _fingerprint(t)
        if key in seen and stack(st):
            t.allow("在双方都只让过的情况下,堆叠与场面回到了先前出现过的同一状态:这是只包含强制性动作的循环。",
                   [R.LOOP_MANDATORY, R.LOOP_DRAW])
            t.end_game("draw", None, "出现只包含强制性动作、无法停止的循环,这盘视为和局。",
                       [R.LOOP_MANDATORY, R.LOOP_DRAW, R.GAME_ENDS_AT_ONCE])
            return
        seen.add(key)
        before = len(t.trace.steps)
        turn.pass_priority(t, holder)
        if _skipped_over(t, action, before):
            return
    t.unsupported(f"连续让过超过 {MAX_PASSES} 次仍未到达指定的步骤。", [R.STEP_ENDS])


def _skipped_over(t: Table, action: PassUntil, before: int) -> bool:
    """The step asked for began during this pass but was over at once (e.g. declare attackers with no creature
    able to attack, 308.4): stop here and say so, rather than passing on into a later turn."""
    if not action.step or action.step == "stack_empty" or not action.phase:
        return False
    if action.turn is not None and t.state.turn != action.turn:
        return False
    began = f"{turn.name_of(action.phase, action.step)} 开始。"
    new = t.trace.steps[before:]
    if not any(s.text == began for s in new):
        return False
    if t.state.phase == action.phase and t.state.step == action.step:
        return False  # still in it: _reached decides
    t.nothing(f"{turn.name_of(action.phase, action.step)} 已开始但随即结束(见上),连续让过在此停止;"
              f"现在是{turn.name_of(t.state.phase, t.state.step)}。", [R.STEP_ENDS])
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
        t.step("check", f"不合法:{e.message}", e.cites, check="fail", decisive=True)
        return False
    for r in reasons:
        t.allow(r.text, r.cites)
    return True


