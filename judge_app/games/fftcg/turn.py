"""Setup (8.2), the phases of a turn (9), and advancing the game when both players pass (11.1.7)."""

from __future__ import annotations

from judge_app.engine.table import Table
from judge_app.games.fftcg import combat, effects, stack
from judge_app.games.fftcg import rules as R
from judge_app.games.fftcg.board import dull, field, hand, memory, pname
from judge_app.games.fftcg.main_phase import begin_main
from judge_app.games.fftcg.model import DULL, FROZEN, HAND_LIMIT, NEW, START_HAND, Mulligan


# --- setup -----------------------------------------------------------------------------------------------
def deal(t: Table) -> None:
    st = t.state
    limited = memory(st).format == "limited"
    for p in st.players:
        cards = [o for o in st.objects if o.owner == p.id and o.zone in (f"{p.id}.deck", f"{p.id}.hand")]
        if (limited and len(cards) < 40) or (not limited and len(cards) != 50):
            need = "40张以上" if limited else "正好50张"
            t.step(
                "check",
                f"{pname(st, p.id)} 的卡组为 {len(cards)} 张;{'限制赛' if limited else '构筑赛'}需要{need}"
                "(此处按场景继续)。",
                [R.DECK_SIZE],
            )
        counts: dict[str, int] = {}
        for o in cards:
            if o.props.get("number"):
                counts[o.props["number"]] = counts.get(o.props["number"], 0) + 1
        over = [n for n, c in counts.items() if c > 3]
        if over and not limited:
            t.step(
                "check", f"{pname(st, p.id)} 的卡组中编号 {'、'.join(over)} 超过3张。", [R.DECK_COPIES, R.CARD_NUMBER]
            )
    t.step(
        "procedure", "游戏开始:双方给卡组洗牌(场景中卡组的顺序即洗牌的结果)。", [R.SETUP, R.SETUP_SHUFFLE, R.SHUFFLE]
    )
    first = st.first_player or st.active_player
    t.step("procedure", f"以随机方式决定先后手:{pname(st, first)} 先手。", [R.SETUP_FIRST_PLAYER])
    for p in st.players:
        missing = START_HAND - len(hand(st, p.id))
        if missing > 0:
            effects.draw(t, p.id, missing, [R.SETUP_DRAW_5])
    t.set_state("step", "mulligan")
    mem = memory(st)
    mem.awaiting = "mulligan"
    mem.mulligan = first


def mulligan(t: Table, action: Mulligan) -> None:
    st = t.state
    pid = action.player
    if action.redraw:
        cards = hand(st, pid)
        order = action.order or [o.id for o in cards]
        for oid in order:
            t.move(st.obj(oid), f"{pid}.deck", top=False)
        t.step(
            "procedure",
            f"{pname(st, pid)} 把起始的5张手牌以 {'、'.join(order)} 的顺序放到卡组最下方,再取5张。",
            [R.SETUP_REDRAW],
        )
        effects.draw(t, pid, START_HAND, [R.SETUP_REDRAW])
    else:
        t.step("choice", f"{pname(st, pid)} 保留起始手牌。", [R.SETUP_REDRAW])
    first = st.first_player or st.active_player
    if pid == first:
        memory(st).mulligan = st.opponent(first)
        t.step(
            "procedure",
            f"接下来后手玩家 {pname(st, st.opponent(first))} 也可以按同样的步骤替换手牌(仅此一次)。",
            [R.SETUP_REDRAW],
        )
        return
    mem = memory(st)
    mem.mulligan = None
    mem.awaiting = None
    t.set_state("turn", 1)
    t.set_state("active_player", first)
    t.step("procedure", f"{pname(st, first)} 作为回合玩家开始游戏;第1回合的取牌阶段只取1张。", [R.SETUP_START])
    begin_turn(t)


# --- the turn ---------------------------------------------------------------------------------------------
def begin_turn(t: Table) -> None:
    st = t.state
    pid = st.active_player
    for o in st.objects:
        if NEW in o.status:
            t.remove_status(o, NEW)
    t.set_state("phase", "active")
    t.set_state("step", None)
    t.step(
        "procedure", f"第 {st.turn} 回合:{pname(st, pid)} 的回合,激活阶段。", [R.PHASES, R.TURN_PLAYER, R.ACTIVE_PHASE]
    )
    woke, frozen = [], []
    for o in field(st, pid):
        if FROZEN in o.status:
            frozen.append(o)
            t.remove_status(o, FROZEN)
        elif dull(o):
            t.remove_status(o, DULL)
            woke.append(o.label)
    if woke:
        t.step(
            "procedure",
            f"{pname(st, pid)} 令自己处于休止状态的卡牌进入行动状态:{'、'.join(woke)}(不使用堆叠)。",
            [R.ACTIVE_UNTAP, R.ACTIVATE],
        )
    for o in frozen:
        t.step("procedure", f"{o.label} 被冻结,本次激活阶段不进入行动状态(冻结随之结束)。", [R.FREEZE])
    t.step("procedure", "激活阶段中玩家不会获得优先权。", [R.ACTIVE_NO_PRIORITY])
    draw_phase(t)


def draw_phase(t: Table) -> None:
    st = t.state
    pid = st.active_player
    t.set_state("phase", "draw")
    first_turn = st.turn == 1 and pid == (st.first_player or pid)
    n, cites = (1, [R.DRAW_PHASE, R.DRAW_FIRST_TURN, R.SETUP_START]) if first_turn else (2, [R.DRAW_PHASE, R.DRAW_TWO])
    effects.draw(t, pid, n, cites)
    t.step("procedure", "取牌阶段中玩家不会获得优先权。", [R.DRAW_NO_PRIORITY])
    begin_main(t, "main1")


def advance(t: Table) -> None:
    """Both players passed with an empty stack (11.1.7): the phase or step ends."""
    st = t.state
    phase, step = st.phase, st.step
    if phase == "main1":
        t.set_state("phase", "attack")
        t.set_state("step", "prep")
        t.step(
            "procedure",
            "堆叠区为空且双方均放弃优先权:第1主阶段结束,进入攻击阶段的攻击准备步骤。",
            [R.MAIN_END, R.ATTACK_PHASE, R.ATTACK_PREP],
        )
        effects.fire_event(t, "attack_start")
        t.step(
            "procedure",
            "攻击准备步骤开始时触发的技能进入堆叠区,随后回合玩家获得优先权。",
            [R.ATTACK_PREP_TRIGGERS, R.ATTACK_PREP_PRIORITY, R.PRIORITY_AFTER_TRIGGERS],
        )
        stack.give_priority(t, st.active_player)
    elif phase == "attack" and step == "prep":
        t.set_state("step", "declare")
        memory(st).awaiting = "declare"
        t.step(
            "procedure",
            f"攻击指定步骤:{pname(st, st.active_player)} 指定1个进行攻击的前锋、宣布组队,或不攻击。",
            [R.DECLARE_STEP, R.DECLARE],
        )
    elif phase == "attack" and step == "declare":
        t.set_state("step", "block")
        memory(st).awaiting = "block"
        t.step(
            "procedure",
            f"防御指定步骤:{pname(st, st.opponent(st.active_player))} 指定1个进行防御的前锋,或选择不防御。",
            [R.BLOCK_STEP, R.BLOCK],
        )
    elif phase == "attack" and step == "block":
        t.set_state("step", "damage")
        t.step("procedure", "伤害结算步骤。", [R.DAMAGE_STEP])
        combat.damage_step(t)
    elif phase == "attack" and step == "damage" and memory(st).first_strike_window is not None:
        combat.after_first_strike(t)
    elif phase == "attack" and step == "damage":
        combat.end_of_attack(t)
    elif phase == "main2":
        t.step("procedure", "第2主阶段结束,进入终止阶段。", [R.MAIN_END, R.END_PHASE])
        t.set_state("phase", "end")
        memory(st).end_discarded = None
        effects.fire_event(t, "end_start")
        t.step(
            "procedure",
            "“终止阶段开始时”“回合结束时”的自动技能触发并放入堆叠区,然后回合玩家获得优先权;"
            "本阶段无法使用召唤兽、行动技能和特殊技能。",
            [R.END_TRIGGERS],
        )
        stack.give_priority(t, st.active_player)
    elif phase == "end":
        end_cleanup(t)


def end_cleanup(t: Table) -> None:
    st = t.state
    pid = st.active_player
    mem = memory(st)
    if not mem.end_discarded:
        mem.end_discarded = True
        cards = hand(st, pid)
        if len(cards) <= HAND_LIMIT:
            t.nothing(f"{pname(st, pid)} 的手牌 {len(cards)} 张,未超过上限5张:不需要丢弃。", [R.END_DISCARD])
        if len(cards) > HAND_LIMIT:
            excess = len(cards) - HAND_LIMIT
            pick = t.choice("end_discard")
            given = list(dict.fromkeys(pick.cards)) if pick else []
            ids = [c for c in given if (o := st.find(c)) is not None and o.zone == f"{pid}.hand"]
            if pick is None:
                ids = [o.id for o in cards[-excess:]]
                t.step("choice", f"场景未给出 end_discard 的选择,按默认丢弃最后的 {excess} 张手牌。", [R.END_DISCARD])
            elif len(ids) != excess or len(given) != len(pick.cards):
                # the legality check refuses a wrong choice when it is made; reaching here means the hand
                # changed in between, and the replacement is said, never silent
                chosen = ids[:excess] + [o.id for o in cards if o.id not in ids][: max(excess - len(ids), 0)]
                t.step(
                    "check",
                    f"end_discard 选择了 {len(pick.cards)} 张,但 {pname(st, pid)} 此时须从 {len(cards)} 张手牌中"
                    f"丢弃 {excess} 张:改为丢弃 {'、'.join(st.obj(x).label for x in chosen)}。",
                    [R.END_DISCARD],
                    check="fail",
                    decisive=True,
                )
                ids = chosen
            for oid in ids:
                t.move(st.obj(oid), f"{st.obj(oid).owner}.break")
            t.step(
                "procedure",
                f"{pname(st, pid)} 的手牌超过上限5张,丢弃 {excess} 张:{'、'.join(st.obj(x).label for x in ids)}"
                "(不使用堆叠)。",
                [R.END_DISCARD, R.DISCARD],
            )
    for o in st.objects:
        if o.damage:
            t.set_obj(o, "damage", 0)
    mem.damage_from = None  # the record of whose damage it was goes with the damage
    effects.clear_end_of_turn(t)
    t.step(
        "procedure",
        "同时进行:场上卡牌受到的所有伤害清零;所有“回合结束前”的效果结束(不使用堆叠)。",
        [R.END_CLEANUP, R.END_CLEAR_DAMAGE, R.END_EFFECTS_END],
    )
    before = len(t.trace.steps)
    stack.settle(t)
    if st.game_over is not None:
        return
    if st.stack or len(t.trace.steps) != before:
        t.step(
            "procedure",
            "有规则流程或自动技能需要处理:处理后回合玩家获得优先权;双方放弃后返回清零与效果结束的处理。",
            [R.END_RECHECK],
        )
        stack.give_priority(t, pid)
        return
    nxt = st.opponent(pid)
    t.step(
        "procedure",
        f"没有需要执行的规则流程和应堆叠的自动技能:由 {pname(st, nxt)} 作为回合玩家开始下一回合。",
        [R.END_NEXT_TURN],
    )
    mem.priority = None
    t.set_state("turn", st.turn + 1)
    t.set_state("active_player", nxt)
    begin_turn(t)
