"""濒死 → 再生 or destruction → 随从补充. What the destruction then triggers is resolved by ``effects``
(``destroy_simultaneously`` / ``after_destruction``), which drives this module and is never called back by it."""

from __future__ import annotations

from dataclasses import dataclass

from judge_app.engine.table import Table
from judge_app.games.eol import interpretations as I
from judge_app.games.eol import rules as R
from judge_app.games.eol.board import Obj, awake, is_minion, minions, pname
from judge_app.games.eol.model import REGENERATE, REGENERATED


def regenerates(t: Table, obj: Obj) -> bool:
    """再生 applies: keyword present, not used this turn, and (if sleeping) keywords work while sleeping."""
    if REGENERATE not in obj.keywords:
        return False
    if REGENERATED in obj.status:
        t.nothing(f"{obj.label} 本回合已经再生过,再生每回合最多触发1次。", [R.REGENERATE])
        return False
    if not awake(obj):
        return t.reading(I.SLEEPING_KEYWORDS.id, f"沉睡的 {obj.label} 拥有再生。") == "keywords_work"
    return True


@dataclass(frozen=True)
class Dead:
    obj: Obj
    controller: str
    slot: int | None
    was_awake: bool


def make_dying(t: Table, obj: Obj, cites: list[str]) -> Dead | None:
    """Put ``obj`` into 濒死 (4.2.3); return the record if it is destroyed, None if 再生 saved it."""
    # 2.2.3.5 is the combat-resolution rule; outside combat (an item or a skill) 4.2.3/4.2.10 decide alone
    in_combat = R.COMBAT_COMPARE in cites
    t.step("procedure", f"{obj.label} 进入濒死状态。", [R.DYING, *cites])
    if regenerates(t, obj):
        t.add_status(obj, REGENERATED)
        kept = "战斗前的增益与减益" if in_combat else "其增益与减益"
        t.step("resolution", f"{obj.label} 触发再生而复活,保持{'唤醒' if awake(obj) else '沉睡'}状态并保留{kept};"
               "不视为被破坏(本回合不能再次再生)。", [R.REGENERATE, R.DYING_REGEN] if in_combat else [R.REGENERATE])
        return None
    dead = Dead(obj, obj.controller, obj.slot, awake(obj))
    t.set_obj(obj, "status", [])
    t.set_obj(obj, "face_down", False)
    t.set_obj(obj, "modifiers", [])
    t.move(obj, f"{obj.owner}.graveyard")
    t.step("resolution", f"{obj.label} 没有再生,被破坏并弃置于墓地。",
           [R.DYING_REGEN if in_combat else R.DYING, R.GRAVEYARD])
    return dead


def replacement(t: Table, dead: list[Dead]) -> None:
    """随从补充 (2.3.1) for each dead *awake* minion; defender first when both sides lost one."""
    defender = t.state.opponent(t.state.active_player)
    for d in dead:
        if not d.was_awake:
            t.nothing(f"{d.obj.label} 死亡时处于沉睡状态(从未被唤醒),不进行随从补充。", [R.REPLACEMENT],
                      decisive=True)
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
        t.nothing(f"{who} 手牌中没有随从卡,无法对 {d.obj.label} 进行随从补充。", [R.REPLACEMENT])
        return
    if chosen is not None and (not chosen.use or not chosen.cards):
        t.step("choice", f"{who} 选择不对 {d.obj.label} 进行随从补充。", [R.REPLACEMENT])
        return
    if chosen is None:
        card = hand[0]
        t.step("choice", f"场景未给出 {key} 的选择,按默认由 {who} 以手牌中第一张随从 {card.label} 补充。",
               [R.REPLACEMENT])
    else:
        named = next((o for o in hand if o.id == chosen.cards[0]), None)
        if named is None:
            t.step("check", f"{chosen.cards[0]} 不是 {who} 手牌中的随从卡,随从补充无效。", [R.REPLACEMENT])
            return
        card = named
    used = {o.slot for o in minions(st, pid)}
    slot = d.slot if d.slot not in used else next(s for s in range(1, 6) if s not in used)
    t.set_obj(card, "face_down", True)
    t.set_obj(card, "status", [])
    t.move(card, f"{pid}.minions", slot=slot)
    t.step("resolution", f"{who} 将 {card.label} 以沉睡状态(背面朝上)补充到 {d.obj.label} 死亡的位置(第 {slot} 格)。",
           [R.REPLACEMENT, R.SLEEPING])
