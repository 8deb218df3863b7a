"""Resolving the top of the stack (413): target check, the instructions in order, the card's last step."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge_app.engine.table import Table
from judge_app.games.mtg import costs, events, triggers
from judge_app.games.mtg import rules as R
from judge_app.games.mtg import stack as S
from judge_app.games.mtg.board import (
    Obj,
    characteristics,
    check_condition,
    colors_of,
    creatures,
    enchanted_id,
    in_play,
    is_creature,
    kw_text,
    kw_value,
    pname,
    protections_against,
    quality_text,
    star_ability,
)
from judge_app.games.mtg.model import BLOCKED, DURATION_NAMES, SICK, TAPPED, VOCABULARY, StackEntry
from judge_app.games.mtg.targeting import ability_effects, spec_of, still_legal, why_not_target


@dataclass
class Ctx:
    source: Obj
    controller: str
    targets: list[str] = field(default_factory=list)
    x: int = 0
    mode: int | None = None
    divide: dict[str, int] = field(default_factory=dict)
    kicked: bool = False
    subject: str = ""
    delayed_target: str = ""
    colors: str = ""


def resolve_top(t: Table) -> None:
    entry = S.top(t)
    if entry is None:
        return
    S.remove(t, entry.id)
    match entry.kind:
        case "draw":
            t.step("resolution", f"抓牌步骤的抓牌结算:{pname(t.state, t.state.active_player)} 抓一张牌。",
                   [R.RESOLVE, R.DRAW_STEP])
            events.draw(t, t.state.active_player, 1, [R.DRAW_STEP])
        case "combat_damage":
            _combat_damage(t, entry)
        case "spell":
            _spell(t, entry)
        case "ability":
            _ability(t, entry)


def _combat_damage(t: Table, entry: StackEntry) -> None:
    t.step("resolution", "战斗伤害结算:按分配时的宣告造成伤害;来源已离场的伤害照常造成,接受者已不在场或不再是生物的"
           "伤害不造成。", [R.RESOLVE, R.DAMAGE_RESOLVES])
    to_player: set[str] = set()
    for a in entry.assignments:
        src = t.state.find(a.source)
        rec = t.state.find(a.target)
        if rec is not None and not is_creature(t.state, rec):
            t.nothing(f"{rec.label} 已不在场上或不再是生物,"
                   f"{events.label(t, a.source)} 分配给它的 {a.amount} 点伤害不会造成。", [R.DAMAGE_RESOLVES])
            continue
        colors = colors_of(t.state, src) if src is not None and in_play(src) else entry.source_colors.get(a.source, "")
        types = list(src.types) if src is not None else []
        dealt = events.deal_damage(t, a.source, colors, types, a.target, a.amount, [R.DAMAGE_RESOLVES], combat=True)
        if a.target in events.players(t) and dealt > 0:
            to_player.add(a.source)
    # "whenever <this> deals combat damage to a player": say why it does not trigger for a source that dealt
    # combat damage only to creatures (or whose damage to the player was all prevented) — 404.1
    for sid in dict.fromkeys(a.source for a in entry.assignments):
        src = t.state.find(sid)
        if sid in to_player or src is None or not in_play(src):
            continue
        for ab in src.abilities:
            if ab.kind == "triggered" and ab.trigger is not None and ab.trigger.scope == "self" \
                    and ab.trigger.event == "deals_combat_damage_to_player":
                hit_player = any(a.source == sid and a.target in events.players(t) for a in entry.assignments)
                why = "它对牌手的战斗伤害全部被防止" if hit_player else "它这次的战斗伤害只分配给了生物"
                t.nothing(f"{triggers.ability_label(t, src, ab.id)} 不触发:{why},没有对牌手造成战斗伤害。",
                          [R.TRIGGER_CONDITION, *([] if hit_player else [R.BLOCKED_DAMAGE])])


def _spell(t: Table, entry: StackEntry) -> None:
    card = t.state.obj(entry.card)
    effects = ability_effects(card, "", entry.mode, spell=True)
    ctx = Ctx(card, entry.controller, [], entry.x, entry.mode, entry.divide, entry.kicked,
              colors=card.props.get("color", "") if not entry.face_down else "")
    if not _targets_ok(t, entry, effects, card, ctx):
        _spell_leaves(t, card, entry, countered=True)
        return
    t.step("resolution", f"{card.label if not entry.face_down else '牌面朝下的生物咒语'} 结算。", [R.RESOLVE])
    permanent = any(x in card.types for x in ("creature", "artifact", "enchantment")) or entry.face_down
    if permanent:
        events.enter_play(t, card, entry.controller, [R.LAST_STEP, R.SPELL_TO_GRAVEYARD], face_down=entry.face_down)
        if "aura" in card.types and entry.targets:
            t.set_obj(card, "props", {**card.props, "enchanted": ctx.targets[0] if ctx.targets else entry.targets[0]})
        return
    apply_effects(t, effects, ctx)
    _spell_leaves(t, card, entry, countered=False)


def _targets_ok(t: Table, entry: StackEntry, effects: list[Any], src: Obj, ctx: Ctx) -> bool:
    if spec_of(effects) is None:
        return True
    legal = still_legal(t, effects, entry.targets, src, entry.controller)
    ctx.targets = legal
    gone = [x for x in entry.targets if x not in legal]
    spec = spec_of(effects)
    whys = [why_not_target(t.state, spec, x, src, entry.controller) for x in gone]
    why_text = ";".join(w for w, _ in whys)
    # at resolution 413.2a decides; only a rule that says why (protection, 502.7b) is added to it
    skip = (R.TARGETS_ON_RESOLUTION, R.CAST_TARGETS)
    why_cites = list(dict.fromkeys(c for _, cs in whys for c in cs if c not in skip))
    # what is countered is the spell, or the ability — never the ability's source; only what was played paid a
    # cost (a spell, an activated ability, 409.1f); a triggered ability paid none, so 414.2 says nothing of it
    if entry.kind == "spell":
        name, what, paid = src.label, "它", True
    else:
        ab = src.ability(entry.ability)
        name, what = triggers.ability_label(t, src, entry.ability), f"该异能(不是 {src.label} 本身)"
        paid = ab is not None and ab.kind == "activated"
    if not legal:
        t.step("resolution", f"{name} 的所有目标均已不合法({why_text}):{what}在结算时被反击,不产生任何效应"
               + (";已支付的费用不返还。" if paid else "。"),
               [R.TARGETS_ON_RESOLUTION, *why_cites, R.COUNTER, *([R.NO_REFUND] if paid else [])], decisive=True)
        return False
    if gone:
        t.step("resolution", f"{name} 的部分目标已不合法({why_text}):"
               "它仍结算,但只影响合法的目标。", [R.TARGETS_ON_RESOLUTION, *why_cites])
    else:
        t.allow(f"结算时重新检查目标:{'、'.join(events.label(t, x) for x in legal)} 仍是合法的目标。",
                [R.TARGETS_ON_RESOLUTION])
    return True


def _spell_leaves(t: Table, card: Obj, entry: StackEntry, countered: bool) -> None:
    if card.zone != "stack":
        return
    if entry.flashback:
        events.move_card(t, card, "removed", "以返照方式使用,离开堆叠时改为移出游戏", [R.FLASHBACK])
    elif entry.buyback and not countered:
        t.move(card, f"{card.owner}.hand")
        t.step("procedure", f"{card.label} 支付了购回费用:结算后置于其拥有者手上,而非坟墓场。",
               [R.BUYBACK, R.LAST_STEP])
    elif countered:
        events.move_card(t, card, "graveyard", "被反击", [R.COUNTER])
    else:
        events.move_card(t, card, "graveyard", "结算完毕", [R.SPELL_TO_GRAVEYARD, R.LAST_STEP])


def _ability(t: Table, entry: StackEntry) -> None:
    src = t.state.obj(entry.source)
    name = triggers.ability_label(t, src, entry.ability)
    if entry.ability.startswith("kw:"):
        t.step("resolution", f"{name} 结算。", [R.RESOLVE, triggers.KEYWORD_TRIGGER_CITES[entry.ability]])
        keyword_ability(t, src, entry)
        return
    ab = src.ability(entry.ability)
    if ab is None:
        return
    effects = ability_effects(src, entry.ability, entry.mode)
    ctx = Ctx(src, entry.controller, [], entry.x, entry.mode, entry.divide, subject=entry.subject,
              delayed_target=entry.delayed_target, colors=colors_of(t.state, src))
    if not _targets_ok(t, entry, effects, src, ctx):
        return
    first = effects[0] if effects else None
    if ab.kind == "triggered" and first is not None and first.type == "if" and not check_condition(
            t.state, entry.controller, first, subject=entry.subject):
        t.step("resolution", f"{name} 结算时“如果”条件不再成立,不产生任何效应。", [R.INTERVENING_IF], decisive=True)
        return
    if ab.kind in ("triggered", "delayed") and ab.optional:
        chosen = t.choice(f"{src.id}.{ab.id}")
        if chosen is not None and not chosen.use:
            t.step("choice", f"{pname(t.state, entry.controller)} 选择不使用 {name}(“可以”)。", [R.TRIGGER_MAY])
            return
    t.step("resolution", f"{name} 结算。", [R.RESOLVE, R.ABILITY_INDEPENDENT])
    apply_effects(t, effects[1:] if first is not None and first.type == "if" and ab.kind == "triggered"
                  else effects, ctx)


# --- effects ----------------------------------------------------------------------------------------------------
def resolve_targets(t: Table, selector: str, ctx: Ctx) -> list[str]:
    st = t.state
    me = ctx.controller
    match selector:
        case "self":
            return [ctx.source.id]
        case "target":
            return list(ctx.targets)
        case "target:0" | "target:1":
            i = int(selector[-1])
            return [ctx.targets[i]] if i < len(ctx.targets) else []
        case "controller":
            return [me]
        case "opponent":
            return [st.opponent(me)]
        case "each_creature":
            return [o.id for o in creatures(st)]
        case "subject_controller":
            o = st.find(ctx.subject)
            return [o.controller] if o is not None else []
        case "creatures_you_control":
            return [o.id for o in creatures(st, me)]
        case "other_creatures_you_control":
            return [o.id for o in creatures(st, me) if o.id != ctx.source.id]
        case "enchanted":
            e = enchanted_id(st, ctx.source)
            return [e] if e else []
        case "subject":
            return [ctx.subject] if ctx.subject else ([ctx.delayed_target] if ctx.delayed_target else [])
    if selector.startswith("each_creature:"):
        return _by_colour(t, selector.partition(":")[2])
    return [selector] if st.find(selector) or selector in events.players(t) else []


def _by_colour(t: Table, wanted: str) -> list[str]:
    """"Each <colour> creature": the set is chosen as the effect resolves, by each creature's colour now, after
    every colour-setting effect (203.2, 418.5b); each creature tested is stated, matched or not."""
    st = t.state
    names = {"W": "白色", "U": "蓝色", "B": "黑色", "R": "红色", "G": "绿色"}
    want = "或".join(names.get(c, c) for c in wanted)
    out = []
    for o in creatures(st):
        colors = colors_of(st, o)
        shown = "、".join(names.get(c, c) for c in colors) or "无色"
        if t.require(any(c in colors for c in wanted), [R.COLOR, R.DEPENDENCY, R.LOCKED_SET],
                     ok=f"{o.label} 现在是{shown}:是{want}生物,受此效应影响。",
                     no=f"{o.label} 现在是{shown}:不是{want}生物,不受影响。"):
            out.append(o.id)
    return out


def apply_effects(t: Table, effects: list[Any], ctx: Ctx) -> None:
    for eff in effects:
        if t.state.game_over is not None:
            return
        if eff.type == "if":
            if not check_condition(t.state, ctx.controller, eff, ctx.kicked, ctx.subject):
                why = {"kicked": "未支付增幅费用",
                       "threshold": "未达到门槛(坟墓场少于七张牌)"}.get(eff.check, "条件不成立")
                cites = {"kicked": [R.KICKER], "threshold": [R.THRESHOLD, R.THRESHOLD_SPELL]}.get(
                    eff.check, [R.FOLLOW_TEXT])
                t.step("resolution", f"{why}:其后的指示不生效。", cites)
                return
            if eff.check in ("kicked", "threshold"):
                t.step("resolution", "已支付增幅费用:增幅的指示生效。" if eff.check == "kicked" else
                       "其操控者的坟墓场中有七张或更多的牌:门槛的内文生效。",
                       [R.KICKER] if eff.check == "kicked" else [R.THRESHOLD, R.THRESHOLD_SPELL], decisive=True)
            continue
        apply_effect(t, eff, ctx)


# what an effect does, in words, for the lines that say it had nothing to act on
EFFECT_WORDS = {"damage": "造成伤害", "destroy": "消灭", "destroy_no_regen": "消灭(不能重生)", "bounce": "移回手上",
                "pump": "得到 +X/+X", "set_pt": "设定力量/防御力", "become": "成为", "tap": "横置", "untap": "重置",
                "sacrifice": "牺牲", "remove_from_game": "移出游戏", "regenerate": "重生", "prevent": "防止伤害",
                "redirect": "重定向伤害", "add_counters": "放置指示物", "change_control": "获得操控权",
                "set_color": "改变颜色", "add_keyword": "获得异能", "remove_keyword": "失去异能",
                "must_block": "必须阻挡", "gain_resource": "获得生命", "lose_resource": "失去生命"}
# Effects whose ``target`` need not be an object or player in play (a spell on the stack, a static's scope).
NO_OBJECT_NEEDED = {"targets", "anthem", "color_static", "star_pt", "counter", "change_target", "delayed"}


def apply_effect(t: Table, eff: Any, ctx: Ctx) -> None:
    st = t.state
    objs = resolve_targets(t, eff.target, ctx) if hasattr(eff, "target") and isinstance(eff.target, str) else []
    src = ctx.source
    types = list(src.types)
    live = [x for x in objs if x in events.players(t) or (st.find(x) is not None and in_play(st.obj(x)))]
    if hasattr(eff, "target") and isinstance(eff.target, str) and not live and eff.type not in NO_OBJECT_NEEDED:
        t.nothing(f"{src.label} 的效应“{EFFECT_WORDS.get(eff.type, eff.type)}”结算时没有可影响的对象,不产生效应。",
                  [R.DO_AS_MUCH])
        return
    if isinstance(getattr(eff, "target", None), str) and not eff.target.startswith("target") \
            and eff.type not in ("damage", "x_damage", "divided_damage") and eff.type not in NO_OBJECT_NEEDED:
        # protection stops targeting, damage, enchanting and blocking only (502.7b): say so where a judge asks
        for x in live:
            o = st.find(x)
            quals = protections_against(st, o, ctx.colors, types) if o is not None else []
            if quals:
                prot = "、".join(kw_text(f"protection:{q}") for q in quals)
                t.nothing(f"{o.label} 具有{prot},但此效应不以它为目标、不是伤害也不结附它:保护不能阻止"
                          f"“{EFFECT_WORDS.get(eff.type, eff.type)}”。", [R.PROTECTION])
    match eff.type:
        case "targets":
            return
        case "damage" | "x_damage":
            amount = ctx.x if eff.type == "x_damage" else eff.amount
            for x in objs:
                events.deal_damage(t, src.id, ctx.colors, types, x, amount, [R.FOLLOW_TEXT])
        case "divided_damage":
            for x in ctx.targets:
                events.deal_damage(t, src.id, ctx.colors, types, x, ctx.divide.get(x, 0), [R.CAST_DIVIDE])
        case "destroy" | "destroy_no_regen":
            events.destroy(t, [st.obj(x) for x in objs if st.find(x)], [R.FOLLOW_TEXT],
                           regenerable=eff.type == "destroy")
        case "counter":
            _counter(t, objs)
        case "pump" | "set_pt":
            alive = [x for x in objs if st.find(x) and in_play(st.obj(x))]
            if not alive:
                return
            kind = eff.type
            events.add_effect(t, kind, alive, f"{src.label} 的效应", power=eff.power, toughness=eff.toughness,
                              until=eff.until, source=src.id)
            for x in alive:
                ch = characteristics(st, st.obj(x))
                what = f"{eff.power:+d}/{eff.toughness:+d}" if kind == "pump" else f"成为 {eff.power}/{eff.toughness}"
                typed = _type_changed(t, x)
                t.step("resolution", f"{st.obj(x).label} {what}({DURATION_NAMES[eff.until]});"
                       f"现在为 {ch.pt}:{';'.join(ch.log)}。"
                       + ("改变种类的效应只设定初始值,此效应在其后施行。" if typed else ""),
                       [R.LOCKED_SET, R.DURATION, R.CHARACTERISTIC_ORDER, R.TIMESTAMP_ORDER,
                        *([R.INITIAL_VALUES] if typed else []),
                        *([R.STAR_PT] if star_ability(st.obj(x)) is not None else [])])
        case "become":
            alive = [x for x in objs if st.find(x) and in_play(st.obj(x))]
            for x in alive:
                o = st.obj(x)
                before = characteristics(st, o)
                events.add_effect(t, "become", [x], f"{src.label} 的效应", types=list(eff.types), power=eff.power,
                                  toughness=eff.toughness, color=eff.color, until=eff.until, source=src.id)
                ch = characteristics(st, o)
                pt = f" {eff.power}/{eff.toughness}" if eff.power is not None else ""
                later = [e for e in S.mem_list(t, "effects") if x in e.get("objs", []) and e["kind"] == "set_pt"]
                typed = [e for e in S.mem_list(t, "effects") if x in e.get("objs", []) and e["kind"] == "become"]
                t.step("resolution", f"{o.label} 成为{pt} {_types(eff.types)}({DURATION_NAMES[eff.until]}):"
                       f"改变种类的效应设定特性的初始值,而不是目前值;它在指示物和其他持续性效应之前施行,"
                       f"不会盖过设定力量/防御力的效应。种类 {_types(before.types)} → {_types(ch.types)},"
                       f"现在为 {ch.pt}:{';'.join(ch.log)}。"
                       + (f"({'、'.join(e['label'] for e in later)} 仍然适用。)" if later else "")
                       + ("(有数个改变种类的效应:彼此按时间印记顺序施行,最后产生的设定初始值。)"
                          if len(typed) > 1 else ""),
                       [R.INITIAL_VALUES, R.TYPE_CHANGE, R.TYPE_CHANGE_KEEPS, R.CHARACTERISTIC_ORDER, R.DURATION,
                        *([R.TIMESTAMP_ORDER] if len(typed) > 1 else [])],
                       decisive=bool(later))
        case "zone_move":
            for p in resolve_targets(t, eff.player, ctx):
                _zone_move(t, p, eff)
        case "set_color" | "add_keyword" | "remove_keyword":
            alive = [x for x in objs if st.find(x) and in_play(st.obj(x))]
            if alive:
                events.add_effect(t, eff.type, alive, f"{src.label} 的效应", color=getattr(eff, "color", ""),
                                  keyword=getattr(eff, "keyword", ""), until=eff.until, source=src.id)
                what = {"set_color": f"颜色成为{quality_text(getattr(eff, 'color', '')) or '无'}色",
                        "add_keyword": f"获得{kw_text(getattr(eff, 'keyword', ''))}",
                        "remove_keyword": f"失去{kw_text(getattr(eff, 'keyword', ''))}"}[eff.type]
                t.step("resolution", f"{'、'.join(st.obj(x).label for x in alive)} {what}"
                       f"({DURATION_NAMES[eff.until]})。",
                       [R.ADD_REMOVE_ABILITIES, R.LOCKED_SET, R.TIMESTAMP_ORDER])
                evasion = {"flying", "shadow", "horsemanship", "fear", "unblockable", "landwalk"}
                if eff.type == "add_keyword" and getattr(eff, "keyword", "").partition(":")[0] in evasion:
                    for x in alive:
                        if BLOCKED in st.obj(x).status:
                            t.nothing(f"{st.obj(x).label} 在阻挡宣告之后才获得躲避式异能:已宣告的阻挡不受影响,"
                                      "它仍是被阻挡的生物。", [R.EVASION_AFTER_BLOCK], decisive=True)
        case "change_control":
            new = (resolve_targets(t, eff.to, ctx) or [ctx.controller])[0]
            for x in live:
                o = st.obj(x)
                if x in events.players(t):
                    continue
                if o.controller == new:
                    t.nothing(f"{o.label} 已由 {pname(st, new)} 操控:操控权不变。", [R.CONTROLLER])
                    continue
                if any(s_ in o.status for s_ in events.COMBAT_STATUSES):
                    events.remove_from_combat(t, o, [])  # 306.2 (cited by it): its controller changes
                t.move(o, f"{new}.play")
                t.set_obj(o, "controller", new)
                t.add_status(o, SICK)
                t.step("resolution", f"{pname(st, new)} 获得 {o.label} 的操控权(持续);它移到 {pname(st, new)} 面前,"
                       "这不是进场;新操控者并非自其最近的回合开始就持续操控它,所以它不能攻击,也不能使用含横置"
                       "符号的异能(除非具有敏捷)。", [R.CONTROLLER, R.IN_PLAY, R.SUMMONING_SICKNESS], decisive=True)
        case "regenerate":
            for x in objs:
                events.add_shield(t, "regen", x)
                t.step("resolution", f"{events.label(t, x)} 得到一个重生护盾(本回合下一次将被消灭时改为重生)。",
                       [R.REGENERATION])
        case "prevent":
            for x in objs:
                sid = events.add_shield(t, "prevent", x, eff.amount)
                t.step("resolution", f"本回合对 {events.label(t, x)} 防止接下来的 {eff.amount} 点伤害"
                       f"(防止性护盾,编号 {sid}:replacement_order 的选择以此编号指明)。",
                       [R.PREVENTION_SHIELD])
        case "redirect":
            to = resolve_targets(t, eff.to, ctx)
            for x in objs:
                if to:
                    events.add_shield(t, "redirect", x, eff.amount, to[0])
                    t.step("resolution", f"本回合接下来将对 {events.label(t, x)} 造成的 {eff.amount} 点伤害改为对 "
                           f"{events.label(t, to[0])} 造成。", [R.REDIRECTION])
        case "tap" | "untap":
            for x in objs:
                o = st.obj(x)
                if eff.type == "tap":
                    t.add_status(o, TAPPED)
                else:
                    t.remove_status(o, TAPPED)
                t.step("resolution", f"{o.label} {'横置' if eff.type == 'tap' else '重置'}。", [R.FOLLOW_TEXT])
        case "bounce" | "remove_from_game" | "sacrifice":
            dest = {"bounce": "hand", "remove_from_game": "removed", "sacrifice": "graveyard"}[eff.type]
            why = {"bounce": "回到手上", "remove_from_game": "被移出游戏", "sacrifice": "被牺牲"}[eff.type]
            live = [st.obj(x) for x in objs if st.find(x) and in_play(st.obj(x))]
            events.leave_play(t, live, dest, why, [R.FOLLOW_TEXT])
        case "draw":
            for p in resolve_targets(t, eff.player, ctx):
                events.draw(t, p, eff.count, [R.FOLLOW_TEXT])
        case "discard":
            for p in resolve_targets(t, eff.player, ctx):
                _discard(t, p, eff.count, ctx)
        case "gain_resource" | "lose_resource":
            for p in resolve_targets(t, eff.player, ctx):
                delta = eff.amount if eff.type == "gain_resource" else -eff.amount
                if eff.resource == "life":
                    events.change_life(t, p, delta, "获得生命" if delta > 0 else "失去生命", [R.FOLLOW_TEXT])
                else:
                    before = t.resource(p, eff.resource)
                    t.set_resource(p, eff.resource, before + delta)
                    t.step("resolution", f"{pname(st, p)} 的{eff.resource} {before} → {before + delta}。",
                           [R.LOSE_POISON] if eff.resource == "poison" else [R.FOLLOW_TEXT])
        case "add_counters":
            for x in objs:
                o = st.obj(x)
                t.set_obj(o, "counters", {**o.counters, eff.counter: o.counters.get(eff.counter, 0) + eff.amount})
                t.step("resolution", f"{o.label} 上放置 {eff.amount} 个 {eff.counter} 指示物。",
                       [R.CHARACTERISTIC_ORDER])
        case "add_mana":
            key = f"mana_{eff.color}"
            before = t.resource(ctx.controller, key)
            t.set_resource(ctx.controller, key, before + eff.amount)
            t.step("resolution", f"{pname(st, ctx.controller)} 的法术力池加入 {eff.amount} 点 {eff.color}。",
                   [R.MANA_ABILITY, R.MANA_IMMEDIATE])
        case "extra_turn":
            for p in resolve_targets(t, eff.player, ctx):
                S.set_list(t, "extra_turns", [*S.mem_list(t, "extra_turns"), p])
                t.step("resolution", f"{pname(st, p)} 在本回合后进行一个额外的回合。", [R.EXTRA_TURNS])
        case "skip_step":
            for p in resolve_targets(t, eff.player, ctx):
                S.set_list(t, "skips", [*S.mem_list(t, "skips"), {"player": p, "step": eff.step}])
                t.step("resolution", f"{pname(st, p)} 将略过其下一个{eff.step}步骤/阶段(“略过”作为替代性效应:"
                       "该步骤从未发生)。", [R.REPLACEMENT, R.REPLACED_NEVER_HAPPENED])
        case "create_token":
            _token(t, eff, ctx)
        case "win_game" | "lose_game":
            from judge_app.games.mtg.sbe import end_by_effect

            for p in resolve_targets(t, eff.player, ctx):
                end_by_effect(t, p, eff.type == "win_game")
        case "delayed":
            target = st.find(objs[0]) if objs else None
            triggers.add_delayed(t, src, eff.ability, eff.event, target)
        case "change_target":
            chosen = t.choice("retarget")
            for x in objs:
                entry = next((e for e in S.entries(t) if x in (e.card, e.id)), None)
                if entry is None or chosen is None:
                    t.unsupported("改变目标需要 choices 中 for: retarget 的 targets 给出新的目标。", [R.CHANGE_TARGETS])
                    continue
                from judge_app.games.mtg.targeting import retarget

                retarget(t, entry.id, list(chosen.targets))
        case "must_block":
            for x in objs:
                events.add_effect(t, "must_block", [x], f"{src.label} 的效应", attacker=src.id, until="end_of_turn")
        case "anthem" | "color_static" | "star_pt":
            return
        case _:
            t.unsupported(f"效应 {eff.type!r} 在此无法结算。", [R.FOLLOW_TEXT])


def _types(types: list[str]) -> str:
    names = {term.key: term.name for term in VOCABULARY.types}
    return "、".join(names.get(x, x) for x in types)


def _type_changed(t: Table, x: str) -> bool:
    return any(x in e.get("objs", []) and e["kind"] == "become" for e in S.mem_list(t, "effects"))


def _zone_move(t: Table, pid: str, eff: Any) -> None:
    """Cards between a player's own zones (library top first): 217.2 library, 217.3 hand, 217.4a graveyard."""
    st = t.state
    src_zone, dest = f"{pid}.{eff.from_}", f"{pid}.{eff.to}"
    cards = st.in_zone(src_zone)
    zone_cites = {"library": [], "hand": [R.HAND], "graveyard": [R.GRAVEYARD]}  # 217.2 is only a heading
    cites = [R.FOLLOW_TEXT, *zone_cites[eff.from_], *zone_cites[eff.to]]
    n = len(cards) if eff.count == 0 else eff.count
    if eff.from_ == "hand" and eff.count:
        picked = events.pick_from_hand(t, pid, f"zone_move:{pid}", n, "选择", [R.RESOLUTION_CHOICES])
    else:
        picked = cards[:n]  # from the library: its top cards (first = top)
    if not picked:
        t.nothing(f"{pname(st, pid)} 的{_zname(eff.from_)}中没有牌,没有牌移动。", [R.DO_AS_MUCH, *cites[1:]])
        return
    if len(picked) < n and eff.count:
        t.allow(f"{pname(st, pid)} 的{_zname(eff.from_)}只有 {len(picked)} 张牌,尽可能移动。", [R.DO_AS_MUCH])
    for o in picked:
        t.move(o, dest, top=eff.position == "top")
    if eff.to == "library" and len(picked) > 1 and not eff.shuffle:
        cites.append(R.LIBRARY_SAME_TIME)  # several cards at once to the top/bottom: their owner orders them
    t.step("resolution", f"{'、'.join(o.label for o in picked)} 从 {pname(st, pid)} 的{_zname(eff.from_)}置入其"
           f"{_zname(eff.to)}{'顶' if eff.to == 'library' and not eff.shuffle and eff.position == 'top' else ''}"
           f"{'底' if eff.to == 'library' and eff.position == 'bottom' else ''}。", cites)
    if eff.shuffle and eff.to == "library":
        import random

        order = [o.id for o in st.in_zone(dest)]
        rng = random.Random(f"{st.seed}:{st.turn}:{pid}:{S.tick(t)}:shuffle")  # seeded: same file, same order
        rng.shuffle(order)
        t.reorder(dest, order)
        t.step("resolution", f"{pname(st, pid)} 将其牌库洗牌(随机顺序,由场景的 seed 决定;之后任何牌手都不能查看或"
               "改变其顺序)。", [R.FOLLOW_TEXT, R.LIBRARY_ORDER])


def _zname(zone: str) -> str:
    return {"library": "牌库", "hand": "手牌", "graveyard": "坟墓场"}[zone]


def _counter(t: Table, objs: list[str]) -> None:
    for x in objs:
        entry = next((e for e in S.entries(t) if x in (e.card, e.id)), None)
        if entry is None:
            continue
        S.remove(t, entry.id)
        if entry.kind == "spell":
            card = t.state.obj(entry.card)
            t.step("resolution", f"{card.label} 被反击,不结算;已支付的费用不返还。", [R.COUNTER, R.NO_REFUND])
            _spell_leaves(t, card, entry, countered=True)
        elif entry.kind == "ability":
            src = t.state.obj(entry.source)
            ab = src.ability(entry.ability)
            paid = ab is not None and ab.kind == "activated"
            t.step("resolution", f"{triggers.ability_label(t, src, entry.ability)} 被反击(不是 {src.label} 本身),"
                   f"其虚拟咒语从堆叠中移出{';已支付的费用不返还' if paid else ''}。",
                   [R.COUNTER, *([R.NO_REFUND] if paid else [])])
        else:
            t.step("resolution", "该异能被反击,其虚拟咒语从堆叠中移出。", [R.COUNTER])


def _discard(t: Table, pid: str, count: int, ctx: Ctx) -> None:
    picked = events.pick_from_hand(t, pid, f"discard:{pid}", count, "弃掉", [R.RESOLUTION_CHOICES])
    events.discard(t, pid, picked, [R.FOLLOW_TEXT, R.DO_AS_MUCH])


def _token(t: Table, eff: Any, ctx: Ctx) -> None:
    from judge_app.engine.state import GameObject

    tid = S.new_id(t, "token")
    obj: GameObject[Any] = GameObject(id=tid, name=eff.name, owner=ctx.controller, zone=f"{ctx.controller}.hand",
                                      types=[*eff.types, "token"], stats={"power": eff.power,
                                                                        "toughness": eff.toughness},
                                      props={"color": eff.color}, keywords=list(eff.keywords))
    t.add_object(obj)
    events.enter_play(t, obj, ctx.controller, [R.TOKEN])


# --- keyword triggered abilities -------------------------------------------------------------------------------
def keyword_ability(t: Table, src: Obj, entry: StackEntry) -> None:
    st = t.state
    name = entry.ability
    if not in_play(src) and name in ("kw:echo", "kw:fading", "kw:cumulative_upkeep"):
        t.nothing(f"{src.label} 已离场,没有可牺牲或放置指示物的永久物。", [R.LAST_KNOWN])
        return
    if name == "kw:cycling":
        events.draw(t, entry.controller, 1, [R.CYCLING])
        return
    if name == "kw:fading":
        n = src.counters.get("fade", 0)
        if n <= 0:
            events.leave_play(t, [src], "graveyard", "无法移出消退指示物而被牺牲", [R.FADING])
            return
        t.set_obj(src, "counters", {**src.counters, "fade": n - 1})
        t.step("resolution", f"从 {src.label} 上移出一个消退指示物(剩余 {n - 1})。", [R.FADING])
    elif name in ("kw:echo", "kw:cumulative_upkeep"):
        if name == "kw:cumulative_upkeep":
            age = src.counters.get("age", 0) + 1
            t.set_obj(src, "counters", {**src.counters, "age": age})
            unit = kw_value(characteristics(st, src).keywords, "cumulative_upkeep")
            each = costs.parse(unit[0] if unit and unit[0] else "1")
            cost = costs.total({k: v * age for k, v in each.items()})
            t.step("resolution", f"{src.label} 上放置一个年龄指示物(共 {age} 个),须支付 {costs.show(cost)}。",
                   [R.CUMULATIVE_UPKEEP])
        else:
            cost = costs.total(costs.parse(src.props.get("mana_cost", "0")))
            t.remove_status(src, "echo_due")
        cite = R.ECHO if name == "kw:echo" else R.CUMULATIVE_UPKEEP
        chosen = t.choice(f"{src.id}.{name}")
        if chosen is not None and chosen.use:
            from judge_app.games.mtg.mana import pay

            if pay(t, entry.controller, cost, chosen.cards, [cite, R.MANA_DURING_RESOLUTION]):
                return
        elif chosen is None:
            t.step("choice", f"场景未给出是否为 {src.label} 支付(for: {src.id}.{name}),按默认不支付。",
                   [cite])
        events.leave_play(t, [src], "graveyard", "未支付费用而被牺牲", [cite])
    elif name == "kw:flanking":
        blocker = st.find(entry.subject)
        if blocker is not None and in_play(blocker):
            events.add_effect(t, "pump", [blocker.id], f"{src.label} 的侧面攻击", power=-1, toughness=-1,
                              until="end_of_turn")
            t.step("resolution", f"{blocker.label} 得到 -1/-1 直到回合结束,现在为 "
                   f"{characteristics(st, blocker).pt}。", [R.FLANKING])
    elif name == "kw:rampage":
        blockers = [b for b, a in S.mem_dict(t, "combat").get("blocks", {}).items() if a == src.id]
        n = int((kw_value(characteristics(st, src).keywords, "rampage") or ["0"])[0] or 0)
        bonus = max(0, len(blockers) - 1) * n
        if bonus and in_play(src):
            events.add_effect(t, "pump", [src.id], f"{src.label} 的狂暴", power=bonus, toughness=bonus,
                              until="end_of_turn")
            t.step("resolution", f"{src.label} 被 {len(blockers)} 个生物阻挡,得到 +{bonus}/+{bonus} 直到回合结束"
                   "(数值在结算时确定,之后不再改变)。", [R.RAMPAGE, R.RAMPAGE_LOCKED])
    elif name == "kw:provoke":
        target = st.find(entry.targets[0]) if entry.targets else None
        aim = events.label(t, entry.targets[0]) if entry.targets else ""
        if not t.require(target is not None and is_creature(st, target), [R.TARGETS_ON_RESOLUTION],
                         ok=f"结算时重新检查目标:{aim} 仍是合法的目标。",
                         no="挑拨的目标在结算时已不合法:该异能被反击,不产生效应。"):
            return
        assert target is not None
        t.remove_status(target, TAPPED)
        events.add_effect(t, "must_block", [target.id], f"{src.label} 的挑拨", attacker=src.id, until="end_of_turn")
        t.step("resolution", f"重置 {target.label};本次战斗中它若能阻挡 {src.label} 则须阻挡之。", [R.PROVOKE])


