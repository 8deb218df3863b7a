"""濒死 → 再生 or destruction → 随从补充 → the effects destruction triggers, in the rulebook's order."""

from __future__ import annotations

from dataclasses import dataclass

from judge_app.engine.table import Table
from judge_app.games.eol import rules as R
from judge_app.games.eol.board import Obj, awake, is_minion, minions, pname
from judge_app.games.eol.effects import Combat, Ctx, collect, order_by_side, regenerates, resolve_all
from judge_app.games.eol.model import REGENERATED


@dataclass(frozen=True)
class Dead:
    obj: Obj
    controller: str
    slot: int | None
    was_awake: bool


def make_dying(t: Table, obj: Obj, cites: list[str]) -> Dead | None:
    """Put ``obj`` into 濒死 (4.2.3); return the record if it is destroyed, None if 再生 saved it."""
    t.step("procedure", f"{obj.label} 进入濒死状态。", [R.DYING, *cites])
    if regenerates(t, obj):
        t.add_status(obj, REGENERATED)
        t.step("resolution", f"{obj.label} 触发再生而复活,保持{'唤醒' if awake(obj) else '沉睡'}状态并保留战斗前的"
               "增益与减益;不视为被破坏(本回合不能再次再生)。", [R.REGENERATE, R.DYING_REGEN])
        return None
    dead = Dead(obj, obj.controller, obj.slot, awake(obj))
    t.set_obj(obj, "status", [])
    t.set_obj(obj, "face_down", False)
    t.set_obj(obj, "modifiers", [])
    t.move(obj, f"{obj.owner}.graveyard")
    t.step("resolution", f"{obj.label} 没有再生,被破坏并弃置于墓地。", [R.DYING_REGEN, R.GRAVEYARD])
    return dead


def replacement(t: Table, dead: list[Dead]) -> None:
    """随从补充 (2.3.1) for each dead *awake* minion; defender first when both sides lost one."""
    defender = t.state.opponent(t.state.active_player)
    ordered = sorted((d for d in dead if d.was_awake), key=lambda d: (d.controller != defender, d.slot or 0))
    if len({d.controller for d in ordered}) > 1:
        t.step("procedure", f"双方唤醒的随从同时死亡,防守方 {pname(t.state, defender)} 优先进行随从补充。",
               [R.REPLACEMENT_DEFENDER_FIRST, R.DEFENDER_SIDE])
    for d in ordered:
        offer_replacement(t, d)


def offer_replacement(t: Table, d: Dead) -> None:
    st, pid, key = t.state, d.controller, f"replace:{d.obj.id}"
    hand = [o for o in st.in_zone(f"{pid}.hand") if is_minion(o)]
    chosen = t.choice(key)
    who = pname(st, pid)
    if not hand:
        t.step("check", f"{who} 手牌中没有随从卡,无法对 {d.obj.label} 进行随从补充。", [R.REPLACEMENT])
        return
    if chosen is not None and (not chosen.use or not chosen.cards):
        t.step("choice", f"{who} 选择不对 {d.obj.label} 进行随从补充。", [R.REPLACEMENT])
        return
    if chosen is None:
        card = hand[0]
        t.step("choice", f"场景未给出 {key} 的选择,按默认由 {who} 以手牌中第一张随从 {card.label} 补充。",
               [R.REPLACEMENT])
    else:
        card = next((o for o in hand if o.id == chosen.cards[0]), None)
        if card is None:
            t.step("check", f"{chosen.cards[0]} 不是 {who} 手牌中的随从卡,随从补充无效。", [R.REPLACEMENT])
            return
    used = {o.slot for o in minions(st, pid)}
    slot = d.slot if d.slot not in used else next(s for s in range(1, 6) if s not in used)
    t.set_obj(card, "face_down", True)
    t.set_obj(card, "status", [])
    t.move(card, f"{pid}.minions", slot=slot)
    t.step("resolution", f"{who} 将 {card.label} 以沉睡状态(背面朝上)补充到 {d.obj.label} 死亡的位置(第 {slot} 格)。",
           [R.REPLACEMENT, R.SLEEPING])


def destroy_simultaneously(t: Table, objs: list[Obj], combat: Combat | None, cites: list[str]) -> None:
    """Destruction outside combat (effects): 2.3.4 orders it, defender's side first, left to right."""
    if not objs:
        return
    defender, attacker = t.state.opponent(t.state.active_player), t.state.active_player
    ordered = sorted(objs, key=lambda o: (o.controller != defender, o.slot or 0))
    if len({o.controller for o in objs}) > 1:
        t.step("procedure", f"双方多个随从同时被破坏:防守方 {pname(t.state, defender)} 优先,各自从左到右依次结算。",
               [R.MULTI_DEATH_ORDER, R.DEFENDER_SIDE, R.ATTACKER_SIDE])
    dead = [d for o in ordered if (d := make_dying(t, o, cites)) is not None]
    after_destruction(t, dead, [defender, attacker], Ctx(combat))


def after_destruction(t: Table, dead: list[Dead], sides: list[str], ctx: Ctx,
                      extra: list[tuple[str, Obj]] = ()) -> None:  # type: ignore[assignment]
    """Replacement (即时触发), then every triggered effect grouped by ``sides``. The win conditions are
    checked once the whole action has resolved, so a 战死技 still resolves for a side about to lose."""
    replacement(t, dead)
    found = collect(t, [*extra, *(("destroyed", d.obj) for d in dead)])
    resolve_all(t, order_by_side(found, sides), ctx, [])
