"""Setup (2.1.1), the turn (2.1.2) and the hand-over between turns (2.1.3)."""

from __future__ import annotations

import random

from judge_app.engine.table import Table
from judge_app.games.eol import checks
from judge_app.games.eol import rules as R
from judge_app.games.eol.board import first_turn_of_first_player, hero, memory, minions, pname
from judge_app.games.eol.effects import (
    Ctx,
    clear_turn_statuses,
    collect,
    discard_chosen,
    draw,
    expire_end_of_turn,
    order_by_side,
    resolve_all,
)
from judge_app.games.eol.model import (
    DISPLAY_LIMIT,
    ENERGY_CAP,
    FIRST_TURN_ENERGY_CAP,
    HAND_LIMIT,
    START_HAND,
    Pass,
    Replace,
)


# --- setup ----------------------------------------------------------------------------------------------------
def fill_life(t: Table) -> None:
    """A player without a life total starts at the hero's printed 血量 (1.2.1, shown per 1.1.10)."""
    for p in t.state.players:
        if "life" not in p.resources:
            h = hero(t.state, p.id)
            hp = h.stats.get("hp", 0) if h else 0
            t.set_resource(p.id, "life", hp)
            t.step("procedure", f"{pname(t.state, p.id)} 的生命值取英雄卡血量 {hp}。", [R.HERO_HP, R.LIFE_DISPLAY])


def deal(t: Table) -> None:
    st = t.state
    t.step("procedure", "游戏准备阶段:双方卡组放置到卡牌区,同时展示双方英雄卡并放置在英雄区。",
           [R.FLOW_SETUP, R.SETUP_DECKS_HEROES])
    for p in st.players:
        deck = st.in_zone(f"{p.id}.deck") + st.in_zone(f"{p.id}.hand")
        heroes = [o for o in st.objects if o.owner == p.id and "hero" in o.types]
        if len(heroes) != 1:
            t.nothing(f"{pname(st, p.id)} 有 {len(heroes)} 张英雄卡;标准模式每个玩家各1张。", [R.DECK_ONE_HERO])
        if len(deck) != 30:
            t.nothing(f"{pname(st, p.id)} 的卡组为 {len(deck)} 张;标准模式为30张(此处按场景继续)。", [R.DECK_30])
    first = st.first_player or st.active_player
    t.step("procedure", f"先后手已决定:{pname(st, first)} 先手。", [R.SETUP_ORDER])
    for p in st.players:
        need = START_HAND - len(st.in_zone(f"{p.id}.hand"))
        if need > 0:
            draw(t, p.id, need, [R.SETUP_DRAW_10])
    t.set_state("step", "replace")
    memory(st).replaced = ()


def replace(t: Table, action: Replace) -> None:
    st, pid = t.state, action.player
    hand = st.in_zone(f"{pid}.hand")
    for oid in action.cards:
        t.move(st.obj(oid), f"{pid}.deck", top=False)
    if action.cards:
        t.step("procedure", f"{pname(st, pid)} 将 {len(action.cards)} 张手牌放置于卡组最下方。",
               [R.SETUP_REPLACE, R.SETUP_REPLACE_HOW])
        draw(t, pid, START_HAND - (len(hand) - len(action.cards)), [R.SETUP_REPLACE_HOW])
        deck = [o.id for o in st.in_zone(f"{pid}.deck")]
        # Seeded by the scenario so the same file always shuffles the same way.
        random.Random(f"{st.seed}:{st.turn}:{pid}:replace").shuffle(deck)
        t.reorder(f"{pid}.deck", deck)
        t.step("procedure", f"{pname(st, pid)} 洗牌(按场景种子 seed={st.seed} 确定性洗牌)。", [R.SETUP_REPLACE_HOW])
    else:
        t.step("choice", f"{pname(st, pid)} 不置换手牌。", [R.SETUP_REPLACE])
    mem = memory(st)
    mem.replaced = (*(mem.replaced or ()), pid)


def begin_placement(t: Table) -> None:
    st, mem = t.state, memory(t.state)
    first = st.first_player or st.active_player
    for p in st.players:
        if p.id not in (mem.replaced or ()):
            t.step("choice", f"{pname(st, p.id)} 没有置换手牌。", [R.SETUP_REPLACE])
    mem.replaced = None
    t.set_state("step", "place")
    mem.placer = first
    t.step("procedure", f"按先后手顺序放置随从:{pname(st, first)} 先放置。", [R.SETUP_PLACE])


def setup_pass(t: Table, action: Pass) -> None:
    st = t.state
    first = st.first_player or st.active_player
    if action.player == first:
        second = st.opponent(first)
        memory(st).placer = second
        t.step("procedure", f"{pname(st, first)} 放置完毕,轮到 {pname(st, second)} 放置随从。", [R.SETUP_PLACE])
        return
    memory(st).placer = None
    end_setup(t)


def end_setup(t: Table) -> None:
    st = t.state
    empty = [p.id for p in st.players if not minions(st, p.id)]
    t.step("procedure", "准备阶段结束。", [R.SETUP_END])
    if len(empty) == 2:
        t.end_game("draw", None, "准备阶段结束时双方随从区都无随从卡,平局。", [R.SETUP_END])
        t.allow("双方随从区都无随从卡,游戏平局。", [R.SETUP_END])
        return
    if len(empty) == 1:
        winner = st.opponent(empty[0])
        reason = f"准备阶段结束时 {pname(st, empty[0])} 的随从区内无随从卡,游戏失败;{pname(st, winner)} 获胜。"
        t.end_game("win", winner, reason, [R.SETUP_END])
        t.allow(reason, [R.SETUP_END])
        return
    first = st.first_player or st.active_player
    t.set_state("phase", "draw")
    t.set_state("step", None)
    t.set_state("turn", 1)
    t.set_state("active_player", first)
    begin_turn(t)


# --- the turn --------------------------------------------------------------------------------------------------
def begin_turn(t: Table) -> None:
    st = t.state
    pid = st.active_player
    clear_turn_statuses(t)
    t.step("procedure", f"第 {st.turn} 回合:{pname(st, pid)} 的回合阶段开始。", [R.FLOW_TURNS])
    resolve_all(t, order_by_side(collect(t, [("turn_start", o) for o in st.objects if o.zone == f"{pid}.hero"]),
                                 [pid, st.opponent(pid)]), Ctx(), [])
    draw_phase(t)
    checks.check_game_over(t)
    if st.game_over is None:
        energy_phase(t)


def draw_phase(t: Table) -> None:
    st = t.state
    pid = st.active_player
    t.set_state("phase", "draw")
    shown = st.in_zone(f"{pid}.display")
    mem = memory(st)
    if mem.skip_draw.get(pid):
        mem.skip_draw = {p: skip for p, skip in mem.skip_draw.items() if p != pid}
        for o in shown:
            t.move(o, f"{o.owner}.graveyard")
        text = f"{pname(st, pid)} 的抽牌阶段被跳过。"
        if shown:
            text += f"展示区中的卡牌被直接弃置:{'、'.join(o.label for o in shown)}。"
        t.step("procedure", text, [R.DRAW_PHASE, R.DISPLAY_DISCARD_ON_SKIP])
        return
    if first_turn_of_first_player(st):
        t.step("procedure", f"抽牌阶段:{pname(st, pid)} 是先手玩家,第一回合不抽牌。",
               [R.FIRST_TURN_NO_DRAW])
    else:
        draw(t, pid, 1, [R.DRAW_ONE])
        if st.game_over is not None:
            return
    if shown:
        for o in shown:
            t.move(o, f"{pid}.hand", top=False)
        t.step("procedure", f"抽牌阶段结束时,{pname(st, pid)} 获得展示区中的所有卡牌:"
               f"{'、'.join(o.label for o in shown)}。", [R.DISPLAY_TO_HAND])


def energy_phase(t: Table) -> None:
    st = t.state
    pid = st.active_player
    t.set_state("phase", "energy")
    if first_turn_of_first_player(st):
        cap, cites = FIRST_TURN_ENERGY_CAP, [R.ENERGY_PHASE, R.FIRST_TURN_ENERGY_3]
    else:
        cap, cites = ENERGY_CAP, [R.ENERGY_PHASE, R.ENERGY_5]
    t.set_resource(pid, "energy", cap)
    t.step("procedure", f"能量刷新阶段:{pname(st, pid)} 的能量刷新至上限 {cap}。", cites)
    t.set_state("phase", "main")
    t.step("procedure", "进入主阶段。", [R.MAIN_PHASE])


def end_turn(t: Table, action: Pass) -> None:
    st = t.state
    pid = st.active_player
    t.set_state("phase", "end")
    t.step("procedure", f"{pname(st, pid)} 确认结束主阶段,进入结束阶段。", [R.MAIN_END, R.END_PHASE])
    hand = st.in_zone(f"{pid}.hand")
    if len(hand) > HAND_LIMIT:
        excess = len(hand) - HAND_LIMIT
        t.step("procedure", f"{pname(st, pid)} 有 {len(hand)} 张手牌,须弃置 {excess} 张至8张。", [R.END_HAND_8])
        discard_chosen(t, pid, f"{pid}.hand", excess, action.discard, [R.END_HAND_8, R.GRAVEYARD])
    else:
        t.nothing(f"{pname(st, pid)} 有 {len(hand)} 张手牌,未超过8张,不需弃牌。", [R.END_HAND_8])
    shown = st.in_zone(f"{pid}.display")
    if len(shown) > DISPLAY_LIMIT:
        excess = len(shown) - DISPLAY_LIMIT
        t.step("procedure", f"{pname(st, pid)} 的展示区有 {len(shown)} 张卡,须弃置 {excess} 张至5张。",
               [R.END_DISPLAY_5])
        discard_chosen(t, pid, f"{pid}.display", excess, action.discard_display, [R.END_DISPLAY_5, R.GRAVEYARD])
    else:
        t.nothing(f"{pname(st, pid)} 的展示区有 {len(shown)} 张卡,未超过5张,不需弃置。", [R.END_DISPLAY_5])
    expire_end_of_turn(t)
    nxt = st.opponent(pid)
    t.set_state("turn", st.turn + 1)
    t.set_state("active_player", nxt)
    t.step("procedure", f"回合结束,本回合有效的效果结束;轮到 {pname(st, nxt)}。", [R.FLOW_TURNS])
    checks.check_game_over(t)
    if st.game_over is None:
        begin_turn(t)
