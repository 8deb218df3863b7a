"""Rule processing (12): checked before any player gets priority, all applicable rules at once as one
event, repeated until nothing more applies; and the end of the game (3)."""

from __future__ import annotations

from judge_app.engine.messages import Text
from judge_app.engine.table import Table
from judge_app.games.fftcg import chars, effects
from judge_app.games.fftcg import interpretations as I
from judge_app.games.fftcg import messages as M
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
        reading = read_once(t, I.LIMITED_LOSS.id, M.IS_LIMITED())
        if reading == "six":
            return 6, [R.LOSE_DAMAGE]
    return LOSS_DAMAGE, [R.RP_SEVEN_DAMAGE, R.LOSE_DAMAGE, R.DAMAGE_ZONE_SEVEN]


def read_once(t: Table, point: str, context: Text) -> str:
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
            backup_reading = backup_reading or t.reading(I.BACKUP_POWER.id, M.BACKUP_NO_POWER(card=o.label))
            put.append((o, [R.RP_ZERO_POWER, R.UNDEFINED_ZERO]))
            continue
        if pw is None:
            continue
        if pw <= 0:
            if (
                o.damage > 0
                and t.reading(I.ZERO_POWER_DAMAGED.id, M.ZERO_POWER_DAMAGED(card=o.label, power=pw, damage=o.damage))
                == "broken"
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
        M.RULE_PROCESSING(),
        [R.RP_SIMULTANEOUS, R.RP_NO_CONTROL],
        check="pass",
    )
    for pid, n in seven:
        t.step("check", M.DAMAGE_TAKEN(who=pname(st, pid), count=n), [*limit_cites, R.RULE_PROCESSING], check="pass")
    for o in broken:
        text, cites = _broken_by(t, o)
        t.step("check", text, cites, check="pass", decisive=True)
    for o, cites in moves:
        if R.RP_ZERO_POWER in cites:
            what = M.NO_POWER_AS_ZERO() if not is_forward(o) else M.POWER_NOT_ABOVE_ZERO(power=chars.power(st, o) or 0)
            t.step(
                "check",
                M.PUT_TO_BREAK_ZERO(card=o.label, why=what),
                [*cites, R.BREAK_ONLY_WHEN_SAID],
                check="pass",
                decisive=True,
            )
        elif R.RP_LIGHT_DARK in cites:
            t.step(
                "check",
                M.PUT_TO_BREAK_LIGHT_DARK(who=pname(st, o.controller), card=o.label, element=element(o)),
                cites,
                check="pass",
                decisive=True,
            )
        else:
            t.step(
                "check",
                M.PUT_TO_BREAK_SAME_NAME(who=pname(st, o.controller), name=o.name, card=o.label),
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


def _broken_by(t: Table, o: Obj) -> tuple[Text, list[str]]:
    """12.4.5: the forward is broken by the source of the damage; name each source and its share (a summon's or
    an ability's source is its card, 6.4.1; battle damage comes from the forward that deals it, 10.1.4.2)."""
    src = effects.damage_sources(t, o)
    parts: list[Text] = [M.CARD_AMOUNT(card=label, amount=n) for label, n in src.per]
    if src.unknown and src.per:
        parts.append(M.DAMAGE_AT_START(amount=src.unknown))
    names = [label for label, _ in src.per]
    if src.unknown:
        by = M.BROKEN_BY_SOME_UNKNOWN(sources=names) if src.per else M.BROKEN_BY_UNKNOWN()
    elif len(parts) == 1:
        by = M.BROKEN_BY_ONE(sources=names)
    else:
        by = M.BROKEN_BY_ALL(sources=names)
    text = M.BROKEN(card=o.label, damage=o.damage, shares=M.DAMAGE_SHARES(shares=parts) if src.per else "",
                    power=chars.power(t.state, o) or 0, by=by)
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
            M.DAMAGE_OVER_DECK(who=pname(st, pid), damage=damage_count(st, pid), deck=len(deck(st, pid))),
        )
    return over


def end_by_loss(t: Table, lost: dict[str, list[str]]) -> None:
    st = t.state
    if len(lost) == 1:
        ((loser, cites),) = lost.items()
        winner = st.opponent(loser)
        reason = M.LOSES(loser=pname(st, loser), winner=pname(st, winner))
        t.end_game("win", winner, reason, sorted(set([*cites, R.END_CONDITIONS])))
        t.step("check", reason, [*cites, R.END_CONDITIONS], check="pass")
        return
    why = sorted({c for cs in lost.values() for c in cs})
    t.step(
        "check",
        M.ALL_LOSE_AT_ONCE(players=[pname(st, p) for p in lost]),
        [R.RP_SIMULTANEOUS, *why],
        check="pass",
    )
    t.nothing(
        M.NO_WINNER(),
        [R.END_CONDITIONS, R.WIN_AND_LOSE],
    )
    draw = M.ALL_LOSE_DRAW()
    cites = sorted({*why, R.RP_SIMULTANEOUS, R.ALL_LOSE_DRAW})
    t.end_game("draw", None, draw, cites)
    t.step("check", draw, [R.ALL_LOSE_DRAW, R.RP_SIMULTANEOUS], check="pass")


def settle(t: Table) -> None:
    """12.3 / 11.1.3-4: repeat rule processing until none applies (bounded)."""
    for _ in range(MAX_ROUNDS):
        if t.state.game_over is not None or not rule_processing(t):
            return
    t.step("unsupported", M.RULE_PROCESSING_LOOP(), [R.LOOP])

