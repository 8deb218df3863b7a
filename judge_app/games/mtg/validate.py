"""Impossible mtg states, each reported with the field path and the rule it breaks."""

from __future__ import annotations

from typing import Any

from judge_app.engine.problems import Problem
from judge_app.engine.state import GameState
from judge_app.games.mtg import costs
from judge_app.games.mtg import rules as R
from judge_app.games.mtg.model import (
    CARD_TYPES,
    COLORS,
    PHASES,
    SUBTYPES,
    TARGET_SELECTORS,
    VOCABULARY,
    SpellItem,
)

KEYWORD_NAMES = {t.key for t in VOCABULARY.keywords}


def validate(state: GameState[Any]) -> list[Problem]:
    out: list[Problem] = []
    add = lambda path, msg: out.append(Problem(tuple(path), msg))  # noqa: E731
    pids = [p.id for p in state.players]
    if len(pids) != 2:
        add(["players"], f"这些规则只适用于二人对战 (mtg:100.1),这里有 {len(pids)} 名玩家。")
        return out
    for i, p in enumerate(state.players):
        for key, val in p.resources.items():
            if key not in VOCABULARY.keys("resources"):
                known = ", ".join(sorted(VOCABULARY.keys("resources")))
                add(["players", i, "resources", key], f"未知资源 {key!r},可选: {known}")
            elif key != "life" and val < 0:
                add(["players", i, "resources", key], f"{key} 不能为负")
    phases = {ph.key: ph for ph in PHASES}
    if state.phase not in phases:
        add(["phase"], f"未知阶段 {state.phase!r},可选: {', '.join(phases)}")
    elif phases[state.phase].steps and state.step not in phases[state.phase].steps:
        add(["step"], f"{state.phase} 阶段的步骤应为 {', '.join(phases[state.phase].steps)},而不是 {state.step!r}")
    elif not phases[state.phase].steps and state.step is not None:
        add(["step"], f"行动阶段没有步骤 ({R.MAIN_ENDS}),step 应省略")
    ids = {o.id for o in state.objects}
    for j, e in enumerate(state.stack):
        if isinstance(e, SpellItem) and e.source in ids and state.obj(e.source).zone != "stack":
            add(["stack", j], f"咒语 {e.source} 应在 stack 区 ({R.STACK_ZONE})")
    for i, o in enumerate(state.objects):
        here = ["objects", i]
        for j, ty in enumerate(o.types):
            if ty not in CARD_TYPES and ty not in SUBTYPES:
                add([*here, "types", j], f"未知种类 {ty!r},可选: {', '.join((*CARD_TYPES, *SUBTYPES))}")
        for j, kw in enumerate(o.keywords):
            if kw.partition(":")[0] not in KEYWORD_NAMES:
                add([*here, "keywords", j], f"未知关键字 {kw!r},可选: {', '.join(sorted(KEYWORD_NAMES))}")
        for j, stt in enumerate(o.status):
            if stt not in VOCABULARY.keys("statuses"):
                add([*here, "status", j], f"未知状态 {stt!r},可选: {', '.join(sorted(VOCABULARY.keys('statuses')))}")
        for key in o.stats:
            if key not in ("power", "toughness"):
                add([*here, "stats", key], f"未知数值 {key!r},可选: power、toughness")
        for key, prop in o.props.items():
            if key not in ("color", "mana_cost", "enchanted"):
                add([*here, "props", key], f"未知属性 {key!r},可选: color、mana_cost、enchanted")
            elif key == "color" and any(c not in COLORS for c in prop):
                add([*here, "props", key], f"颜色只能由 {'、'.join(COLORS)} 组成 ({R.COLOR})")
            elif key == "mana_cost" and not costs.valid(prop):
                add([*here, "props", key], f"法术力费用 {prop!r} 应形如 2RR、XG、0 ({R.MANA_COST})")
        owner_zone, _, zone = o.zone.partition(".")
        if zone in ("play",) and "creature" in o.types and not o.stats and not o.face_down:
            add([*here, "stats"], "生物需要 power 与 toughness")
        if zone in ("hand", "library", "graveyard") and o.owner != owner_zone:
            add([*here, "zone"], f"牌只能在其拥有者的{zone} ({R.OWNER_ZONE})")
        if zone == "play" and owner_zone != o.controller:
            add([*here, "zone"], f"{o.id} 的操控者是 {o.controller},却在 {owner_zone} 的场上 ({R.IN_PLAY})")
        for j, ab in enumerate(o.abilities):
            if ab.kind not in VOCABULARY.keys("ability_kinds"):
                add([*here, "abilities", j, "kind"], f"未知异能种类 {ab.kind!r},可选: "
                    f"{', '.join(sorted(VOCABULARY.keys('ability_kinds')))}")
            if ab.trigger is not None and ab.trigger.event not in VOCABULARY.keys("events"):
                add([*here, "abilities", j, "trigger", "event"], f"未知触发事件 {ab.trigger.event!r},可选: "
                    f"{', '.join(sorted(VOCABULARY.keys('events')))}")
            if ab.kind == "triggered" and ab.trigger is None:
                add([*here, "abilities", j, "trigger"], "触发式异能需要 trigger")
            for msg in unsupported_text(o, ab, pids, ids):
                add([*here, "abilities", j], msg)
    return out


STATIC_EFFECTS = {"anthem", "color_static", "star_pt", "if"}
PERMANENT_TYPES = {"creature", "artifact", "enchantment", "land"}
SELECTOR_FIELDS = ("target", "player", "to")


def unsupported_text(o: Any, ab: Any, pids: list[str], ids: set[str]) -> list[str]:
    """Card text the engine would otherwise run as a silent no-op, named (issue 16): a one-shot effect on a
    static ability, spell text on a permanent card, an unknown selector, a type-changing effect to an unknown
    type."""
    out = []
    effects = [*ab.effects, *(e for mode in (ab.modes or []) for e in mode)]
    if ab.kind == "static":
        for e in effects:
            if e.type not in STATIC_EFFECTS:
                out.append(f"无法建模:持续式异能 {ab.id!r} 中的效应 {e.type!r}(持续式异能只支持 anthem、"
                           f"color_static、star_pt 及 if 条件;{R.STATIC})")
    if ab.kind == "spell" and PERMANENT_TYPES & set(o.types):
        extra = [e.type for e in effects if e.type != "targets"]
        if extra:
            out.append(f"无法建模:永久物牌上的咒语文字 {ab.id!r}({', '.join(extra)})——永久物咒语结算时只是进场"
                       f"({R.LAST_STEP});请写成 triggered(enters_play)或 static 异能")
    for e in effects:
        for field in SELECTOR_FIELDS:
            sel = getattr(e, field, None)
            if not isinstance(sel, str) or (field == "to" and e.type != "redirect"):
                continue  # elsewhere ``to`` names a zone, checked by the effect's own model
            if not selector_ok(sel, pids, ids):
                out.append(f"无法建模:效应 {e.type!r} 的 {field} {sel!r} 不是已知的选择器(可选: "
                           f"{', '.join(TARGET_SELECTORS)};或对象/牌手 id)")
    if ab.kind == "delayed" or (ab.kind in ("triggered", "activated") and not any(x.type == "targets"
                                                                                for x in effects)):
        # "target" names the targets chosen with a `targets` effect (409.1c); without one it is always empty
        for e in effects:
            sel = getattr(e, "target", None)
            if isinstance(sel, str) and (sel == "target" or sel.startswith("target:")):
                hint = "延迟触发的异能所指的对象请写 subject" if ab.kind == "delayed" else "请先写 targets 效应"
                out.append(f"无法建模:异能 {ab.id!r} 的效应 {e.type!r} 指向 {sel!r},但它没有指定目标"
                           f"({R.CAST_TARGETS});{hint}")
    for e in effects:
        if e.type == "become":
            bad = [x for x in e.types if x not in CARD_TYPES and x not in SUBTYPES]
            if bad:
                out.append(f"无法建模:become 的种类 {', '.join(bad)} 不是已知的种类({R.TYPE_CHANGE})")
    return out


def selector_ok(sel: str, pids: list[str], ids: set[str]) -> bool:
    if sel in TARGET_SELECTORS or sel in pids or sel in ids or sel in ("self",):
        return True
    head, _, colours = sel.partition(":")
    return head == "each_creature" and bool(colours) and all(c in COLORS for c in colours)
