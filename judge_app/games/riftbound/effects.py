"""What a resolving spell does (336.1 “完整执行其游戏效果”): the shared effects plus riftbound's own.
Continuous changes become layer effects with a timestamp (453); a floored decrease is snapshotted (450.3.b)."""

from __future__ import annotations

from typing import Any

from judge_app.engine.abilities import (
    ChangeControl,
    Damage,
    Destroy,
    Discard,
    Draw,
    GainResource,
    LoseResource,
    ModifyStat,
)
from judge_app.engine.state import GameObject, StackItem
from judge_app.engine.table import Table
from judge_app.games.riftbound import missing
from judge_app.games.riftbound import rules as R
from judge_app.games.riftbound.board import bf_name, on_board, place_name, pname
from judge_app.games.riftbound.draw import draw
from judge_app.games.riftbound.layers import might, snapshot_delta
from judge_app.games.riftbound.model import (
    CHAIN,
    IMMUNE,
    AdjustMight,
    GrantKeyword,
    GrantTag,
    LayerEffect,
    MoveUnit,
    RecallUnit,
    SetMight,
)
from judge_app.games.riftbound.recall import recall
from judge_app.games.riftbound.scoring import check_win

Obj = GameObject[Any]


def _targets(t: Table, item: StackItem, card: Obj, target: str, gone: frozenset[str] = frozenset()) -> list[Obj]:
    """The objects an effect acts on, without those that left the board before it resolved (``gone``: the
    trace has said so, see ``_gone``)."""
    return [o for o in _aimed(t, item, card, target) if o.id not in gone]


def _aimed(t: Table, item: StackItem, card: Obj, target: str) -> list[Obj]:
    st = t.state
    if target == "self":
        return [card]
    if target == "chosen":
        return [st.obj(x) for x in item.targets if st.find(x)]
    found = st.find(target)
    return [found] if found is not None else []


def _gone(t: Table, item: StackItem, card: Obj, abilities: list[Any]) -> frozenset[str]:
    """The objects the resolving item's effects aim at that are no longer on the board (a reaction destroyed
    the target, 322.2 in the cleanup of 319.4, …). The book says only “完整执行其游戏效果” (336.1); what a
    spell (346) or ability (386) does when its target is gone is in rules the shipped text lacks. Each such
    object gets its own ``unsupported`` step, and no effect is applied to it: an effect on a card in the trash
    (a might bonus, damage) or one that brings it back (a move, a recall) would be a ruling the book can't
    support."""
    st = t.state
    m = missing.ABILITY_RESOLVE if item.ability else missing.SPELL_RESOLVE
    found: dict[str, str] = {}
    for ab in abilities:
        for eff in ab.effects:
            target = getattr(eff, "target", None)
            if not isinstance(target, str):
                continue
            role = {"chosen": "目标", "self": "来源"}.get(target, "对象")
            for o in _aimed(t, item, card, target):
                if o.zone != CHAIN and not on_board(o.zone) and o.id not in found:
                    found[o.id] = role
    for oid, role in found.items():
        o = st.obj(oid)
        missing.unsupported(
            t, f"{card.label} 结算时,其{role} {o.label} 已离开场地(现位于{place_name(st, o.zone)})。"
            "此时该效果如何结算(是否仍对它执行,或整张卡牌/整个技能是否仍结算)", m, R.CLEANUP_ENTER_LEAVE,
            then="引擎不对已不在场上的卡牌执行该效果;其余不涉及它的效果照常执行。")
    return frozenset(found)


def _player(item: StackItem, t: Table, who: str) -> str:
    if who == "controller":
        return item.controller
    if who == "opponent":
        return t.state.opponent(item.controller)
    return who


def _add_effect(t: Table, card: Obj, kind: str, target: str, value: int | str, until: str,
                floor: int | None = None, snapshot: int | None = None) -> LayerEffect:
    st = t.state
    stamp = st.memory.get("next_timestamp", len(st.memory.get("effects", [])) + 1)
    eff = LayerEffect(id=f"{card.id}#{stamp}", kind=kind, target=target, value=value,  # type: ignore[arg-type]
                      timestamp=stamp, until=until, floor=floor, snapshot=snapshot,  # type: ignore[arg-type]
                      source=card.id)
    t.set_memory("effects", [*st.memory.get("effects", []), eff.model_dump()])
    t.set_memory("next_timestamp", stamp + 1)
    return eff


def resolve_card(t: Table, item: StackItem, card: Obj) -> None:
    """Resolve a chain item: a spell's spell abilities, or the one triggered ability ``item.ability`` names."""
    cites = [R.RESOLVE_NEWEST]
    abilities = [ab for ab in card.abilities
                 if ((ab.id == item.ability) if item.ability else (ab.kind == "spell"))]
    gone = _gone(t, item, card, abilities)
    for ab in abilities:
        for eff in ab.effects:
            if t.state.game_over is None:
                apply_effect(t, item, card, eff, cites, gone)


def apply_effect(t: Table, item: StackItem, card: Obj, eff: Any, cites: list[str],
                 gone: frozenset[str] = frozenset()) -> None:
    st = t.state
    until = "本回合内" if getattr(eff, "until", "permanent") == "end_of_turn" else "持续"
    match eff:
        case Damage():
            for o in _targets(t, item, card, eff.target, gone):
                if IMMUNE in o.status:
                    t.step("resolution", f"{o.label} 无法被造成伤害,{eff.amount} 点伤害没有造成。", cites)
                    continue
                t.set_obj(o, "damage", o.damage + eff.amount)
                t.step("resolution", f"{card.label} 对 {o.label} 造成 {eff.amount} 点伤害(共 {o.damage} 点)。", cites)
        case Destroy():
            for o in _targets(t, item, card, eff.target, gone):
                t.set_obj(o, "damage", 0)
                t.move(o, f"{o.owner}.trash")
                t.step("resolution", f"{card.label} 摧毁 {o.label},置入其拥有者的废牌堆。", cites)
        case Draw():
            for _ in range(eff.count):
                if not draw(t, _player(item, t, eff.player), cites):
                    break
        case GainResource() | LoseResource():
            pid = _player(item, t, eff.player)
            sign = 1 if isinstance(eff, GainResource) else -1
            before = t.resource(pid, eff.resource)
            t.set_resource(pid, eff.resource, max(0, before + sign * eff.amount))
            t.step("resolution", f"{pname(st, pid)} 的{eff.resource} {before} → {t.resource(pid, eff.resource)}。"
                   + ("(效果给予的分数不受最后一分的限制。)" if eff.resource == "points" else ""),
                   [*cites, *([R.SCORE_ONE_POINT] if eff.resource == "points" else [])])
            check_win(t, pid)
        case ModifyStat() | AdjustMight():
            delta = eff.delta
            for o in _targets(t, item, card, eff.target, gone):
                floor = getattr(eff, "floor", None)
                snap = snapshot_delta(st, o, delta, floor) if floor is not None else None
                e = _add_effect(t, card, "might", o.id, delta, eff.until, floor, snap)
                text = f"{card.label} 使 {o.label} 战力{delta:+d}({until},效果 {e.id},第3层加减计算)。"
                cs = [*cites, R.LAYER_ARITHMETIC]
                if snap is not None:
                    text += f"该减值有“不得低于{floor}”的限制:按应用时的战力 {might(st, o) - snap} 快照为 {snap:+d}。"
                    cs.append(R.SNAPSHOT)
                t.step("resolution", text, cs)
        case SetMight() if _aim_id(item, card, eff.target) in gone:
            pass  # said by _gone
        case SetMight():
            e = _add_effect(t, card, "set_might", _aim_id(item, card, eff.target), eff.value, eff.until)
            t.step("resolution", f"{card.label}:{_aim(t, item, card, eff.target)}的战力变为 {eff.value}({until},"
                   f"效果 {e.id},第1层改变特质)。", [*cites, R.LAYER_SET_MIGHT])
        case GrantTag() if _aim_id(item, card, eff.target) in gone:
            pass  # said by _gone
        case GrantTag():
            e = _add_effect(t, card, "tag", _aim_id(item, card, eff.target), eff.tag, eff.until)
            t.step("resolution", f"{card.label}:{_aim(t, item, card, eff.target)}视为「{eff.tag}」({until},效果 {e.id},"
                   "第1层改变特质)。", [*cites, R.LAYER_TRAIT_WORDS])
        case GrantKeyword() if _aim_id(item, card, eff.target) in gone:
            pass  # said by _gone
        case GrantKeyword():
            e = _add_effect(t, card, "keyword", _aim_id(item, card, eff.target), eff.keyword, eff.until)
            t.step("resolution", f"{card.label}:{_aim(t, item, card, eff.target)}获得[{eff.keyword}]({until},"
                   f"效果 {e.id},第2层改变技能)。", [*cites, R.LAYER_ABILITY_WORDS])
        case MoveUnit():
            from judge_app.games.riftbound.movement import move_units

            units = [o for o in _targets(t, item, card, eff.target, gone) if "unit" in o.types]
            to = eff.to if eff.to != "chosen" else _chosen_destination(t, item, card)
            if units and to is not None:
                move_units(t, units[0].controller, units, to, "effect")
        case RecallUnit():
            for o in _targets(t, item, card, eff.target, gone):
                recall(t, o, cites)
        case ChangeControl():
            missing.unsupported(t, f"{card.label} 改变控制权", missing.CONTROL)
        case Discard():
            missing.unsupported(t, f"{card.label} 的弃牌(弃牌规则)", missing.PLAY_CARD)


def _chosen_destination(t: Table, item: StackItem, card: Obj) -> str | None:
    """“移动到你选择的……”: the destination is chosen as the spell resolves (423.1: the move's source states
    what it requires), carried by the action that resolves it (``choices: for destination:<card>``; legality
    has refused a missing or forbidden one)."""
    chosen = t.choice(f"destination:{card.id}")
    if chosen is None or not chosen.targets:
        t.unsupported(f"{card.label} 结算时需要选择移动的终点,但没有给出(choices: for destination:{card.id})。",
                      [R.EFFECT_MOVE_SOURCE])
        return None
    to = chosen.targets[0]
    where = bf_name(t.state, to) if to.startswith("bf") else f"{pname(t.state, item.controller)}的基地"
    t.step("choice", f"{card.label} 结算时,{pname(t.state, item.controller)} 选择移动的终点:{where}。",
           [R.EFFECT_MOVE_SOURCE], decisive=True)
    return to


def _aim_id(item: StackItem, card: Obj, target: str) -> str:
    if target == "self":
        return card.id
    if target == "chosen":
        return item.targets[0] if item.targets else target
    return target


def _aim(t: Table, item: StackItem, card: Obj, target: str) -> str:
    aim = _aim_id(item, card, target)
    if aim.startswith("tag:"):
        return f"所有「{aim[4:]}」单位"
    found = t.state.find(aim)
    return found.label if found else aim
