"""State-based effects (2.11.7.8, game effects 2.5.1.1) and the end of the game (1.1.2, 1.4)."""

from __future__ import annotations

from judge_app.engine.table import Table
from judge_app.games.ga import messages as M
from judge_app.games.ga import rules as R
from judge_app.games.ga.board import champions, field, is_, life, memory, pname
from judge_app.games.ga.moves import destroy

MAX_ROUNDS = 50  # each round removes at least one object; a longer chain is a loop


def state_based(t: Table, when: str = "") -> None:
    """Apply game effects until none applies; no player receives an opportunity meanwhile (2.5.1.4)."""
    for _ in range(MAX_ROUNDS):
        if t.state.game_over is not None or not _one_round(t, when):
            break
        when = ""
    _game_end(t)


def _one_round(t: Table, when: str) -> bool:
    st = t.state
    dying = [o for o in field(st) if is_(o, "ally") and (h := life(st, o)) is not None and o.damage >= h]
    broken = [o for o in field(st) if is_(o, "weapon") and o.counters.get("durability", 0) <= 0]
    uniques = _unique_groups(t)
    _shared_unique_names(t)
    if not (dying or broken or uniques):
        return False
    t.step("check", f"{when}檢查基於狀態的效果(遊戲效果發生時沒有玩家獲得機會)。",
           [R.SBE, R.SBE_WHEN, R.GAME_STATE_CHECK_WHEN, R.GAME_EFFECT_NO_OPPORTUNITY], check="pass")
    for o in dying:
        t.step("check", f"{o.label} 標記的傷害 {o.damage} ≥ 生命 {life(st, o)}。",
               [R.SBE_DAMAGE, R.GE_ALLY, R.ALLY_ZERO_LIFE], check="pass")
        destroy(t, o, [R.GE_ALLY])
    for o in broken:
        t.step("check", f"{o.label} 沒有耐久指示物了。", [R.SBE_DURABILITY, R.WEAPON_ZERO_DESTROYED, R.DURABILITY_ZERO],
               check="pass")
        destroy(t, o, [R.GE_WEAPON])
    for pid, name, objs in uniques:
        _unique(t, pid, name, objs, uniques)
    return True


def _unique_groups(t: Table) -> list[tuple[str, str, list]]:
    groups: dict[tuple[str, str], list] = {}
    for o in field(t.state):
        if is_(o, "unique"):
            groups.setdefault((o.controller, o.name or o.id), []).append(o)
    return [(pid, name, objs) for (pid, name), objs in groups.items() if len(objs) > 1]


def _shared_unique_names(t: Table) -> None:
    """Same-named unique objects on the field under different players, each player controlling only one: 1.7.8.2
    limits what *a player* controls, so nobody sacrifices. Said once, in the action during which one of them
    entered the field (when a judge asks "why does nobody sacrifice?"), not again at every later check."""
    by_name: dict[str, dict[str, list]] = {}
    for o in field(t.state):
        if is_(o, "unique"):
            by_name.setdefault(o.name or o.id, {}).setdefault(o.controller, []).append(o)
    for name, per_player in by_name.items():
        if len(per_player) < 2 or any(len(objs) > 1 for objs in per_player.values()):
            continue
        each = "、".join(f"{pname(t.state, pid)} 控制 {objs[0].label}" for pid, objs in per_player.items())
        text = (f"場上有 {len(per_player)} 個名為「{name}」的唯一物件,但分別由不同玩家控制({each}):"
                "唯一只限制同一位玩家控制的同名物件,每位玩家都只控制一個,沒有人需要犧牲。")
        copies = [o for objs in per_player.values() for o in objs]
        now = [s for s in t.trace.steps if s.action is not None and s.action == t.action_index]
        if _arrivals(copies, now) and not any(s.text == text for s in now):
            t.nothing(text, [R.UNIQUE, R.SBE_UNIQUE, R.UNIQUE_SACRIFICE])


def _arrivals(objs: list, steps: list) -> dict[str, int]:
    """The step at which each object last entered the field in ``steps`` (the trace so far: an object missing
    here has been on the field since the scenario's start, and the scenario does not say in which order those
    arrived)."""
    paths = {f"objects.{o.id}.zone": o.id for o in objs}
    seen: dict[str, int] = {}
    for s in steps:
        for c in s.changes:
            oid = paths.get(c.path)
            if oid is not None and isinstance(c.after, str) and c.after.split("#")[0] == "field":
                seen[oid] = s.n
    return seen


def _default_keep(t: Table, objs: list) -> tuple[object, str]:
    """The copy kept when the scenario does not (validly) say: the one that entered the field last — usually
    the copy just played — and the words that say why it is that one."""
    arrived = _arrivals(objs, t.trace.steps)
    if not arrived:
        keep = objs[0]
        return keep, f"(它們在場景開始時都已在場,先後不明)場景中先列出的 {keep.label}"
    latest = max(arrived.values())
    keep = next(o for o in objs if arrived.get(o.id) == latest)
    others = "、".join(f"{o.label} 第 {arrived[o.id]} 步進場" if o.id in arrived else f"{o.label} 場景開始時已在場"
                      for o in objs if o is not keep)
    return keep, f"最後進場的 {keep.label}(第 {latest} 步進場;{others})"


def _unique(t: Table, pid: str, name: str, objs: list, groups: list[tuple[str, str, list]]) -> None:
    """2.11.7.8.5: the player chooses the one to keep and sacrifices the rest. A choice naming anything but
    exactly one of these objects is invalid: said in a failed check naming it and what replaced it."""
    key = f"unique:{pid}"
    chosen = t.choice(key)
    who = pname(t.state, pid)
    cites = [R.SBE_UNIQUE, R.UNIQUE_SACRIFICE]
    head = f"{who} 控制了 {len(objs)} 個同名唯一物件「{name}」"
    if chosen is None:
        keep, why = _default_keep(t, objs)
        t.step("choice", f"{head};場景未給出 {key},由 {who} 選擇保留其中之一,按默認保留{why},其餘犧牲。", cites)
    else:
        ids = {o.id: o for o in objs}
        # one unique:<pid> answers every group of that player: a copy of another group is for that group
        others = {o.id for q, n, group in groups if q == pid and n != name for o in group}
        named = [ids[c] for c in dict.fromkeys(chosen.cards) if c in ids]
        strangers = [c for c in dict.fromkeys(chosen.cards) if c not in ids and c not in others]
        j = next(i for i, c in enumerate(t.action.choices) if c.for_ == key) if t.action is not None else 0
        where = f"場景給出的 {key}(actions.{t.action_index}.choices.{j}.cards)"
        candidates = "、".join(o.label for o in objs)
        problems = []
        if strangers:
            problems.append(f"{where}點名的 {'、'.join(_label(t, c) for c in strangers)} 不是 {who} 控制的"
                            f"同名唯一物件「{name}」之一(候選:{candidates})")
        if len(named) > 1:
            problems.append(f"{where}點名了 {len(named)} 個候選({'、'.join(o.label for o in named)}),"
                            "但只能選擇保留其中一個")
        elif not named and not strangers:
            problems.append(f"{where}沒有點名任何卡(候選:{candidates})")
        if len(named) == 1:
            keep = named[0]
            for k, text in enumerate(problems, 1):
                tail = f";只按其中的候選保留 {keep.label}。" if k == len(problems) else "。"
                t.step("check", text + tail, cites, check="fail", decisive=True)
            t.step("choice", f"{head},選擇保留 {keep.label},其餘犧牲。", cites)
        else:
            keep, why = _default_keep(t, objs)
            for k, text in enumerate(problems, 1):
                tail = f";此選擇無效,改按默認保留{why},其餘犧牲。" if k == len(problems) else "。"
                t.step("check", text + tail, cites, check="fail", decisive=True)
    for o in objs:
        if o is not keep:
            destroy(t, o, [R.SBE_UNIQUE, R.GE_UNIQUE, R.UNIQUE], M.SACRIFICED_VERB())


def _label(t: Table, oid: str) -> str:
    o = t.state.find(oid)
    return o.label if o is not None else oid


def losing(t: Table) -> dict[str, list[str]]:
    """Player → the rules they lose by, right now."""
    st, out = t.state, {}
    mem = memory(st)
    for p in st.players:
        why: list[str] = []
        champs = champions(st, p.id)
        if any((h := life(st, c)) is not None and c.damage >= h for c in champs):
            why += [R.LOSE_DAMAGE, R.GE_CHAMPION, R.DAMAGE_COUNTERS_DEFEAT]
        elif not champs and p.id in (mem.placed or ()):
            why += [R.LOSE_NO_CHAMPION]
        if mem.drew_empty.get(p.id):
            why += [R.LOSE_EMPTY_DECK, R.GE_EMPTY_DECK]
        if mem.loses.get(p.id):
            why += [R.LOSE_BY_EFFECT]
        if why:
            out[p.id] = why
    return out


def _game_end(t: Table) -> None:
    st = t.state
    if st.game_over is not None:
        return
    lost = losing(t)
    winners = [p.id for p in st.players if memory(st).wins.get(p.id)]
    if not lost and not winners:
        return
    for w in winners:
        if w in lost:
            t.step("check", f"{pname(st, w)} 同時贏得並輸掉遊戲:輸掉遊戲優先。", [R.LOSE_OVER_WIN], check="pass")
    names = {p.id: pname(st, p.id) for p in st.players}
    if len(lost) == len(st.players):
        cites = sorted({c for cs in lost.values() for c in cs})
        reason = "雙方同時輸掉遊戲(" + ";".join(f"{names[p]}" for p in lost) + "),遊戲為平局。"
        t.end_game("draw", None, reason, [*cites, R.BOTH_LOSE_DRAW, R.DRAW_ALL_LOSE])
        t.step("check", reason, [*cites, R.BOTH_LOSE_DRAW, R.DRAW_ALL_LOSE], check="pass")
        return
    if lost:
        (loser, cites), = lost.items()
        winner = st.opponent(loser)
        # 1.4.2.2 (every opponent lost); when the loser's champion was defeated by damage 1.4.2.1 holds as well
        # (every opposing champion defeated). The loss is cited by its sub-rule (1.4.3.x), not the 1.4.3 heading.
        if R.LOSE_DAMAGE in cites:
            reason = (f"{names[loser]} 的勇士被擊敗,輸掉遊戲:{names[winner]} 擊敗了所有對手的勇士,"
                      f"所有對手都輸掉了遊戲,{names[winner]} 獲勝。")
            win_cites = [R.WIN_ALL_DEFEATED, R.WIN_OPPONENTS_LOST]
        else:
            reason = f"{names[loser]} 輸掉遊戲,{names[winner]} 的所有對手都輸掉了遊戲,{names[winner]} 獲勝。"
            win_cites = [R.WIN_OPPONENTS_LOST]
        t.end_game("win", winner, reason, [*cites, *win_cites])
        t.step("check", reason, [*cites, *win_cites], check="pass")
        return
    if len(winners) == 1:
        reason = f"結算完成的效果指明 {names[winners[0]]} 贏得遊戲。"
        t.end_game("win", winners[0], reason, [R.WIN_BY_EFFECT])
        t.step("check", reason, [R.WIN_BY_EFFECT], check="pass")
    else:
        reason = "所有玩家同時贏得遊戲,遊戲為平局。"
        t.end_game("draw", None, reason, [R.DRAW_ALL_LOSE])
        t.step("check", reason, [R.DRAW_ALL_LOSE], check="pass")
