"""The effect stack (2.1.9): pushing, LIFO resolution, fizzling. Opportunities and passing live in ``windows``,
negation in ``negation``."""

from __future__ import annotations

from judge_app.engine.priority import pop, push
from judge_app.engine.state import StackItem
from judge_app.engine.table import Table
from judge_app.games.ga import messages as M
from judge_app.games.ga import rules as R
from judge_app.games.ga.board import Obj, is_, may, memory, on_field, pname
from judge_app.games.ga.combat import attack_card_resolves
from judge_app.games.ga.effects import run
from judge_app.games.ga.levels import champion, printed_level
from judge_app.games.ga.memory import PlayInfo
from judge_app.games.ga.model import ENLIGHTEN, FIELD_TYPES, RESTED, ZONES
from judge_app.games.ga.moves import draw, leave_field, to_graveyard
from judge_app.games.ga.triggers import emit


def push_card(t: Table, card: Obj, pid: str, info: PlayInfo, cites: list[str]) -> None:
    t.move(card, "stack")
    t.set_obj(card, "controller", pid)
    mem = memory(t.state)
    mem.play = {**mem.play, card.id: info}
    push(t, StackItem(source=card.id, controller=pid, targets=list(info.targets)))
    t.step("procedure", f"{card.label} 進入效果堆疊等待結算(由打出它的 {pname(t.state, pid)} 控制)。",
           [*cites, R.STACK_CONTROLLER, R.STACK_LIFO])


def _names(t: Table, ids: list[str]) -> str:
    """Targets as a judge reads them: the card's name with its id, the bare id only for what no longer exists."""
    return "、".join(o.label if (o := t.state.find(x)) is not None else x for x in ids)


def _targets_legal(t: Table, info: PlayInfo) -> tuple[list[str], list[str]]:
    """(still legal, no longer legal) among the chosen targets: a target must still be where it was chosen."""
    ok: list[str] = []
    bad: list[str] = []
    for oid, zone in info.target_zones.items():
        o = t.state.find(oid)
        (ok if o is not None and o.zone == zone else bad).append(oid)
    return ok, bad


def resolve_top(t: Table) -> None:
    st = t.state
    item = pop(t)
    src = st.obj(item.source)
    if item.ability:
        _resolve_ability(t, item, src)
    else:
        mem = memory(st)
        _resolve_card(t, src, mem.play.get(src.id) or PlayInfo())
        mem.play = {k: v for k, v in mem.play.items() if k != src.id}


def _resolve_ability(t: Table, item: StackItem, src: Obj) -> None:
    if item.ability == ENLIGHTEN:
        t.step("resolution", f"{src.label} 的啟迪能力結算:抽一張牌。", [R.ENLIGHTEN, R.ALL_PASS_RESOLVE])
        draw(t, item.controller, 1, [R.ENLIGHTEN])
        return
    ab = src.ability(item.ability)
    if ab is None:
        t.unsupported(f"{src.label} 沒有能力「{item.ability}」。", [R.ABILITY_INDEPENDENT])
        return
    t.step("resolution", f"效果堆疊最上方的「{ab.text or ab.id}」({src.label})結算(先入後出)。",
           [R.ALL_PASS_RESOLVE, R.STACK_LIFO, R.RESOLVE_CURRENT_STATE])
    if not on_field(src) and src.id in memory(t.state).lki:
        # only a source that left the field since (moves.remember wrote its last known information): 2.4.0.12
        # is then why the ability still resolves; a source still there, or never on the field, needs no word
        t.allow(f"其來源 {src.label} 已離開場地(現在在{_zone_name(t, src.zone)}):置於效果堆疊中的能力"
                "獨立於其來源而存在,仍然結算。", [R.ABILITY_INDEPENDENT])
    if item.targets:
        gone = [o for o in item.targets if (x := t.state.find(o)) is None or not on_field(x)]
        if gone:
            t.step("check", f"必要目標 {_names(t, gone)} 在結算時已不合法,整個效果不結算。",
                   [R.TARGETS_STILL_LEGAL, R.TARGET_ILLEGAL_NO_RESOLVE], check="nothing", decisive=True)
            return
        t.allow(f"目標 {_names(t, item.targets)} 在結算時仍然合法。", [R.TARGETS_STILL_LEGAL, R.TARGETS_ALL_LEGAL])
    if not text_counts(t):
        return
    chosen = t.choice(f"{src.id}.{ab.id}")
    effects = ab.effects
    if ab.modes:
        mode = chosen.mode if chosen is not None and chosen.mode is not None and chosen.mode < len(ab.modes) else 0
        t.step("choice", f"「{ab.text or ab.id}」選擇第 {mode + 1} 個模式"
               f"{'' if chosen is not None and chosen.mode is not None else '(場景未給出,按默認)'}。", [R.TRIGGER_MODE])
        effects = ab.modes[mode]
    if may(ab) and ab.trigger is not None and chosen is not None and not chosen.use:
        t.step("choice", f"{pname(t.state, item.controller)} 選擇不執行「{ab.text or ab.id}」(可以)。", [R.MAY])
        return
    run(t, src, effects, item.controller, list(item.targets))


def _zone_name(t: Table, zone: str) -> str:
    """``A.banishment`` → 甲的放逐區 (the ga zone names of model.ZONES)."""
    owner, _, key = zone.rpartition(".")
    name = next((z.name for z in ZONES if z.key == key), key)
    return f"{pname(t.state, owner)}的{name}" if owner else name


def text_counts(t: Table) -> bool:
    """Whether card ability text works (interpretation point ``card_text``), announced once per trace."""
    mem = memory(t.state)
    reading = mem.reading.get("card_text")
    if reading is None:
        reading = t.reading("card_text", "卡牌能力文本即將生效。")
        mem.reading = {**mem.reading, "card_text": reading}
    if reading != "non_italic_counts":
        t.step("check", "按所選解讀,此能力文本被無視。", [R.TAG_KEYWORDS_ONLY], check="nothing")
    return reading == "non_italic_counts"


def _resolve_card(t: Table, card: Obj, info: PlayInfo) -> None:
    st = t.state
    t.step("resolution", f"效果堆疊最上方的 {card.label} 結算(先入後出,按結算時的遊戲狀態)。",
           [R.ALL_PASS_RESOLVE, R.STACK_LIFO, R.RESOLUTION, R.RESOLVE_CURRENT_STATE])
    ok, bad = _targets_legal(t, info)
    if bad:
        cites = [R.TARGETS_STILL_LEGAL, R.TARGETS_ALL_LEGAL, R.TARGET_ILLEGAL_NO_RESOLVE, R.FIZZLED_TO_GRAVEYARD]
        if is_(card, "action") and not ok:
            cites.append(R.ACTION_FIZZLES)
        t.step("check", f"{card.label} 的必要目標 {_names(t, bad)} 在結算時已不合法:整張卡不結算。", cites,
               check="nothing", decisive=True)
        to_graveyard(t, card, [R.FIZZLED_TO_GRAVEYARD], M.GONE["fizzled"]())
        return
    if ok:
        t.allow(f"{card.label} 的目標 {_names(t, ok)} 在結算時仍然合法。", [R.TARGETS_STILL_LEGAL, R.TARGETS_ALL_LEGAL])
    if is_(card, "champion"):
        _resolve_champion(t, card)
        return
    if is_(card, "attack"):
        attack_card_resolves(t, card, info)
        return
    if any(is_(card, k) for k in FIELD_TYPES):
        _enter_field(t, card)
        return
    effect = next((a for a in card.abilities if a.kind == "effect"), None)
    if effect is not None and text_counts(t):
        effects = effect.effects
        if effect.modes:
            mode = info.mode or 0
            effects = effect.modes[min(mode, len(effect.modes) - 1)]
        run(t, card, effects, card.controller, ok)
    if st.find(card.id) and card.zone == "stack":
        to_graveyard(t, card, [R.ACTION_TO_GRAVEYARD], M.GONE["resolved"]())


def _enter_field(t: Table, card: Obj) -> None:
    leave_field(t, card, "field")
    cites = [R.OBJECTS_ENTER, R.FIELD_ENTERS]
    text = f"{card.label} 進入場地,由其控制者控制"
    if card.status:
        t.set_obj(card, "status", [])
    if is_(card, "ally"):
        text += ",以重置狀態入場"
        cites.append(R.ALLY_ENTERS_READY)
    if "durability" in card.stats:
        t.set_obj(card, "counters", {**card.counters, "durability": card.stats["durability"]})
        text += f",帶有 {card.stats['durability']} 個耐久指示物"
        cites += [R.WEAPON_ENTERS_COUNTERS, R.DURABILITY_COUNTERS]
    t.step("resolution", text + "。", cites)
    # Remembered so a later attack can cite 2.6.1.1 (a unit may attack the turn it entered, if awake).
    mem = memory(t.state)
    mem.entered = {**mem.entered, card.id: t.state.turn}
    emit(t, "enter", card)


def _resolve_champion(t: Table, card: Obj) -> None:
    st = t.state
    pid = card.controller
    top = champion(st, pid)
    need = printed_level(top) + 1 if top else 0
    if top is None or printed_level(card) != need:
        t.step("check", f"等級檢查未通過:{card.label} 的印刷等級 {printed_level(card)},需要 {need}。",
               [R.LEVEL_CHECK, R.LEVEL_UP_PRINTED], check="nothing", decisive=True)
        leave_field(t, card, f"{card.owner}.material")
        return
    t.step("check", f"等級檢查與血統世系檢查通過:{card.label} 的印刷等級 {printed_level(card)} = "
           f"{top.label} 的印刷等級 {printed_level(top)} + 1。", [R.LEVEL_CHECK, R.LEVEL_UP_PRINTED], check="pass")
    damage, counters, mods, was_rested = top.damage, dict(top.counters), list(top.modifiers), RESTED in top.status
    t.set_obj(top, "damage", 0)
    t.set_obj(top, "counters", {})
    t.set_obj(top, "modifiers", [])
    t.set_obj(top, "status", [])
    t.move(top, f"{pid}.lineage", top=False)
    t.move(card, "field")
    t.set_obj(card, "damage", damage)
    t.set_obj(card, "counters", counters)
    t.set_obj(card, "modifiers", mods)
    t.step("resolution", f"{card.label} 以重置狀態放置在 {top.label} 之上(升級勇士);血統世系是單獨的物件,"
           f"傷害 {damage} 與指示物 {counters or '無'} 一起保留。",
           [R.LEVEL_UP, R.LEVEL_UP_READY, R.LINEAGE, R.LINEAGE_ONE_OBJECT, R.LINEAGE_CARRIES])
    if was_rested:
        t.step("procedure", "原勇士處於橫置狀態,因升級而被重置。", [R.LEVEL_UP_WAKES])
    emit(t, "enter", card)
