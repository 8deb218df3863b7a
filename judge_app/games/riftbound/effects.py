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
from judge_app.games.riftbound.board import bf_name, pname
from judge_app.games.riftbound.draw import draw
from judge_app.games.riftbound.layers import might, snapshot_delta
from judge_app.games.riftbound.model import (
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


def _targets(t: Table, item: StackItem, card: Obj, target: str) -> list[Obj]:
    st = t.state
    if target == "self":
        return [card]
    if target == "chosen":
        return [st.obj(x) for x in item.targets if st.find(x)]
    found = st.find(target)
    return [found] if found is not None else []


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
    for ab in card.abilities:
        if (ab.id != item.ability) if item.ability else (ab.kind != "spell"):
            continue
        for eff in ab.effects:
            if t.state.game_over is None:
                apply_effect(t, item, card, eff, cites)


def apply_effect(t: Table, item: StackItem, card: Obj, eff: Any, cites: list[str]) -> None:
    st = t.state
    until = "本回合内" if getattr(eff, "until", "permanent") == "end_of_turn" else "持续"
    match eff:
        case Damage():
            for o in _targets(t, item, card, eff.target):
                if IMMUNE in o.status:
                    t.step("resolution", f"{o.label} 无法被造成伤害,{eff.amount} 点伤害没有造成。", cites)
                    continue
                t.set_obj(o, "damage", o.damage + eff.amount)
                t.step("resolution", f"{card.label} 对 {o.label} 造成 {eff.amount} 点伤害(共 {o.damage} 点)。", cites)
        case Destroy():
            for o in _targets(t, item, card, eff.target):
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
            for o in _targets(t, item, card, eff.target):
                floor = getattr(eff, "floor", None)
                snap = snapshot_delta(st, o, delta, floor) if floor is not None else None
                e = _add_effect(t, card, "might", o.id, delta, eff.until, floor, snap)
                text = f"{card.label} 使 {o.label} 战力{delta:+d}({until},效果 {e.id},第3层加减计算)。"
                cs = [*cites, R.LAYER_ARITHMETIC]
                if snap is not None:
                    text += f"该减值有“不得低于{floor}”的限制:按应用时的战力 {might(st, o) - snap} 快照为 {snap:+d}。"
                    cs.append(R.SNAPSHOT)
                t.step("resolution", text, cs)
        case SetMight():
            e = _add_effect(t, card, "set_might", _aim_id(item, card, eff.target), eff.value, eff.until)
            t.step("resolution", f"{card.label}:{_aim(t, item, card, eff.target)}的战力变为 {eff.value}({until},"
                   f"效果 {e.id},第1层改变特质)。", [*cites, R.LAYER_SET_MIGHT])
        case GrantTag():
            e = _add_effect(t, card, "tag", _aim_id(item, card, eff.target), eff.tag, eff.until)
            t.step("resolution", f"{card.label}:{_aim(t, item, card, eff.target)}视为「{eff.tag}」({until},效果 {e.id},"
                   "第1层改变特质)。", [*cites, R.LAYER_TRAIT_WORDS])
        case GrantKeyword():
            e = _add_effect(t, card, "keyword", _aim_id(item, card, eff.target), eff.keyword, eff.until)
            t.step("resolution", f"{card.label}:{_aim(t, item, card, eff.target)}获得[{eff.keyword}]({until},"
                   f"效果 {e.id},第2层改变技能)。", [*cites, R.LAYER_ABILITY_WORDS])
        case MoveUnit():
            from judge_app.games.riftbound.movement import move_units

            units = [o for o in _targets(t, item, card, eff.target) if "unit" in o.types]
            to = eff.to if eff.to != "chosen" else _chosen_destination(t, item, card)
            if units and to is not None:
                move_units(t, units[0].controller, units, to, "effect")
        case RecallUnit():
            for o in _targets(t, item, card, eff.target):
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
