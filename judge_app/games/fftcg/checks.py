"""Rule processing (12): checked before any player gets priority, all applicable rules at once as one
event, repeated until nothing more applies; and the end of the game (3)."""

from __future__ import annotations

from judge_app.engine.table import Table
from judge_app.games.fftcg import chars, effects
from judge_app.games.fftcg import interpretations as I
from judge_app.games.fftcg import rules as R
from judge_app.games.fftcg.board import (
    Obj,
    damage_count,
    deck,
    element,
    field,
    generic,
    is_backup,
    is_forward,
    light_or_dark,
    memory,
    pname,
)
from judge_app.games.fftcg.model import LOSS_DAMAGE

MAX_ROUNDS = 50


def loss_threshold(t: Table) -> tuple[int, list[str]]:
    if memory(t.state).format == "limited":
        reading = read_once(t, I.LIMITED_LOSS.id, "这是限制赛。")
        if reading == "six":
            return 6, [R.LOSE_DAMAGE]
    return LOSS_DAMAGE, [R.RP_SEVEN_DAMAGE, R.LOSE_DAMAGE, R.DAMAGE_ZONE_SEVEN]


def read_once(t: Table, point: str, context: str) -> str:
    """The reading in force; the ambiguity step is written the first time only."""
    mem = memory(t.state)
    done = mem.announced or ()
    if point in done:
        return t.game.interpretation(point).reading_in(t.interpretations)
    mem.announced = [*done, point]
    return t.reading(point, context)


def rule_processing(t: Table) -> bool:
    """One round of 12.4; True if anything applied."""
    st = t.state
    mem = memory(st)
    lost: dict[str, list[str]] = {}
    limit, limit_cites = (
        loss_threshold(t) if any(damage_count(st, p.id) >= 6 for p in st.players) else (LOSS_DAMAGE, [])
    )
    seven: list[tuple[str, int]] = []  # written after the 12.3 heading that introduces them
    for p in st.players:
        n = damage_count(st, p.id)
        if n >= limit:
            lost.setdefault(p.id, []).extend(limit_cites)
            seven.append((p.id, n))
        if p.id in (mem.draw_failed or ()):
            lost.setdefault(p.id, []).extend([R.RP_EMPTY_DECK_DRAW, R.LOSE_CANNOT_DRAW])
        if p.id in (mem.damage_empty or ()) or _literal_over_deck(t, p.id):
            lost.setdefault(p.id, []).extend([R.RP_DAMAGE_OVER_DECK, R.LOSE_DAMAGE_EMPTY_DECK])
    put: list[tuple[Obj, list[str]]] = []
    broken = []
    backup_reading: str | None = None
    for o in field(st):
        pw = chars.power(st, o)
        if is_backup(o) and pw is None and I.BACKUP_POWER.reading_in(t.interpretations) == "literal":
            backup_reading = backup_reading or t.reading(I.BACKUP_POWER.id, f"{o.label} 是后卫,没有力量。")
            put.append((o, [R.RP_ZERO_POWER, R.UNDEFINED_ZERO]))
            continue
        if pw is None:
            continue
        if pw <= 0:
            if (
                o.damage > 0
                and t.reading(I.ZERO_POWER_DAMAGED.id, f"{o.label} 力量为 {pw} 且受到 {o.damage} 点伤害。") == "broken"
            ):
                broken.append(o)
            else:
                put.append((o, [R.RP_ZERO_POWER, R.NEGATIVE]))
        elif o.damage >= pw:
            broken.append(o)
    for p in st.players:
        mine = field(st, p.id)
        names: dict[str, list] = {}
        for o in mine:
            if not generic(o) and o.name:
                names.setdefault(o.name, []).append(o)
        for _name, same in names.items():
            if len(same) >= 2:
                put += [(o, [R.RP_SAME_NAME, R.FIELD_SAME_NAME, R.CONTROL_SAME_NAME]) for o in same]
        ld = [o for o in mine if light_or_dark(o)]
        if len(ld) >= 2:
            put += [(o, [R.RP_LIGHT_DARK, R.CONTROL_SAME_NAME]) for o in ld]
    seen: set[str] = set()
    moves = []
    for o, cites in put:
        if o.id not in seen:
            seen.add(o.id)
            moves.append((o, cites))
    broken = [o for o in broken if o.id not in seen]
    if not (lost or moves or broken):
        return False
    t.step(
        "check",
        "规则流程:以下规则流程同时作为单一事件处理,不受任何玩家控制。",
        [R.RP_SIMULTANEOUS, R.RP_NO_CONTROL],
        check="pass",
    )
    for pid, n in seven:
        t.step("check", f"{pname(st, pid)} 已受到 {n} 点伤害。", [*limit_cites, R.RULE_PROCESSING], check="pass")
    for o in broken:
        text, cites = _broken_by(t, o)
        t.step("check", text, cites, check="pass", decisive=True)
    for o, cites in moves:
        if R.RP_ZERO_POWER in cites:
            what = "没有力量(按所选解读视作0)" if not is_forward(o) else f"力量为 {chars.power(st, o)}(0以下)"
            t.step(
                "check",
                f"{o.label} {what}:置于拥有者的损毁区。这不是“损毁”(15.1.1.3.2),“损毁时”的技能不会触发。",
                [*cites, R.BREAK_ONLY_WHEN_SAID],
                check="pass",
                decisive=True,
            )
        elif R.RP_LIGHT_DARK in cites:
            t.step(
                "check",
                f"{pname(st, o.controller)} 控制2张以上光/暗属性卡牌,{o.label}({element(o)})置于拥有者的损毁区。",
                cites,
                check="pass",
                decisive=True,
            )
        else:
            t.step(
                "check",
                f"{pname(st, o.controller)} 控制2张以上同名卡牌「{o.name}」(无普通图标):{o.label} 置于拥有者的损毁区。",
                cites,
                check="pass",
                decisive=True,
            )
    if lost:
        end_by_loss(t, lost)
        if st.game_over is not None:
            return True
    for o in broken:
        effects.break_card(t, o, [R.RP_BROKEN])
    for o, cites in moves:
        effects.leave_field(t, o, "break", "put", [*cites, R.BREAK_ONLY_WHEN_SAID])
    return True


def _broken_by(t: Table, o: Obj) -> tuple[str, list[str]]:
    """12.4.5: the forward is broken by the source of the damage; name each source and its share (a summon's or
    an ability's source is its card, 6.4.1; battle damage comes from the forward that deals it, 10.1.4.2)."""
    src = effects.damage_sources(t, o)
    parts = [f"{label} {n}" for label, n in src.per]
    if src.unknown and src.per:
        parts.append(f"场景开始时已有的 {src.unknown}")
    text = f"{o.label} 受到 {o.damage} 点伤害" + (f"({'、'.join(parts)})" if src.per else "")
    text += f",大于等于其力量 {chars.power(t.state, o)}:损毁"
    names = "、".join(label for label, _ in src.per)
    if src.unknown:
        names += ("与" if names else "") + "场景开始时已有伤害的产生源"
        text += f",视作此伤害的产生源{'——' + names + '——' if src.per else ''}损毁了它"
        text += "(场景未给出开始时已有伤害的产生源,可在 memory.damage_from 中写明)。"
    elif len(parts) == 1:
        text += f",视作此伤害的产生源 {names} 损毁了它。"
    else:
        text += f";伤害合计达到力量,视作这些伤害的产生源 {names} 损毁了它。"
    cites = [R.RP_BROKEN, R.POWER]
    if src.ability:
        cites.append(R.SOURCE)
    if src.battle:
        cites.append(R.BATTLE_DAMAGE)
    return text, cites


def _literal_over_deck(t: Table, pid: str) -> bool:
    reading = I.DAMAGE_OVER_DECK.reading_in(t.interpretations)
    if reading != "literal":
        return False
    st = t.state
    over = damage_count(st, pid) > len(deck(st, pid))
    if over:
        t.reading(
            I.DAMAGE_OVER_DECK.id,
            f"{pname(st, pid)} 伤害区 {damage_count(st, pid)} 张,卡组剩 {len(deck(st, pid))} 张。",
        )
    return over


def end_by_loss(t: Table, lost: dict[str, list[str]]) -> None:
    st = t.state
    if len(lost) == 1:
        ((loser, cites),) = lost.items()
        winner = st.opponent(loser)
        reason = f"{pname(st, loser)} 输掉游戏,{pname(st, winner)} 获胜。"
        t.end_game("win", winner, reason, sorted(set([*cites, R.END_CONDITIONS])))
        t.step("check", reason, [*cites, R.END_CONDITIONS], check="pass")
        return
    why = sorted({c for cs in lost.values() for c in cs})
    t.step(
        "check",
        f"{'、'.join(pname(st, p) for p in lost)} 在同一次规则流程核对中同时满足失败条件:所有规则流程作为单一事件"
        "同时处理,双方同时失败。",
        [R.RP_SIMULTANEOUS, *why],
        check="pass",
    )
    t.nothing(
        "没有玩家获胜:3.1 的胜利属于“失败玩家的对手”,而对手也同时失败;3.2(同时满足胜利与失败条件者判负)"
        "不改变结果——决定结果的是 3.3。",
        [R.END_CONDITIONS, R.WIN_AND_LOSE],
    )
    reason = "所有玩家同时失败,本场游戏平局,游戏立即结束。"
    cites = sorted({*why, R.RP_SIMULTANEOUS, R.ALL_LOSE_DRAW})
    t.end_game("draw", None, reason, cites)
    t.step("check", reason, [R.ALL_LOSE_DRAW, R.RP_SIMULTANEOUS], check="pass")


def settle(t: Table) -> None:
    """12.3 / 11.1.3-4: repeat rule processing until none applies (bounded)."""
    for _ in range(MAX_ROUNDS):
        if t.state.game_over is not None or not rule_processing(t):
            return
    t.step("unsupported", "规则流程反复进行超过上限,疑似无限循环。引擎无法模拟,请裁判依规则判定。", [R.LOOP])
