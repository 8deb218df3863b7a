"""State-based effects (420): checked whenever a player would receive priority (408.1b, 420.3), all that apply
performed as one event, then checked again; and the game's end (102)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.engine.table import Table
from judge_app.games.mtg import events
from judge_app.games.mtg import interpretations as I
from judge_app.games.mtg import messages as M
from judge_app.games.mtg import rules as R
from judge_app.games.mtg.board import (
    characteristics,
    colors_of,
    creatures,
    enchanted_id,
    in_play,
    memory,
    permanents,
    pname,
    protections_against,
    quality_text,
    reading_only,
    timestamp,
)
from judge_app.games.mtg.model import POISON_LIMIT

MAX_ROUNDS = 64


def check(t: Table) -> bool:
    """Run SBE rounds until none applies; True if any did."""
    any_done = False
    for _ in range(MAX_ROUNDS):
        if t.state.game_over is not None or not _round(t):
            return any_done
        any_done = True
    t.unsupported(M.SBE_LOOP(), [R.SBE_CHECK])
    return any_done


def _round(t: Table) -> bool:
    st = t.state
    with reading_only():  # the scan changes nothing: each permanent's characteristics once
        losers: dict[str, str] = {}
        for p in st.players:
            life = p.resources.get("life", 0)
            if life < 0 and t.reading(I.LIFE_ZERO.id, M.LIFE_IS(who=pname(st, p.id), life=life)) == "exactly_zero":
                pass
            elif life <= 0:
                losers[p.id] = R.SBE_LIFE
            if p.id in memory(st).drew_from_empty:
                losers.setdefault(p.id, R.SBE_EMPTY_LIBRARY)
            if p.resources.get("poison", 0) >= POISON_LIMIT:
                losers.setdefault(p.id, R.SBE_POISON)
        to_graveyard, to_destroy, auras, legends = [], [], [], []
        for o in creatures(st):
            ch = characteristics(st, o)
            if ch.toughness <= 0:
                if ch.toughness < 0 and t.reading(I.TOUGHNESS_ZERO.id, M.TOUGHNESS_IS(
                        card=o.label, toughness=ch.toughness)) == "exactly_zero":
                    continue
                to_graveyard.append(o)
            elif o.damage > 0 and _lethal(t, o.damage, ch.toughness, o.label):
                to_destroy.append(o)
        for o in permanents(st):
            if "aura" in o.types:
                enchanted = enchanted_id(st, o)
                target = st.find(enchanted) if enchanted else None
                # 420.5d: attached to nothing, to a card gone from play, or (502.7b) to a permanent with
                # protection from a quality of the aura
                if target is None or not in_play(target) or _aura_protection(st, o, target):
                    auras.append(o)
        by_name: dict[str, list] = {}
        for o in permanents(st):
            if "legend" in characteristics(st, o).types and not o.face_down:
                by_name.setdefault(o.name, []).append(o)
        for same in by_name.values():
            if len(same) > 1:
                first = min(timestamp(st, o.id) for o in same)
                keep = [o for o in same if timestamp(st, o.id) == first]
                legends += [o for o in same if o not in keep or len(keep) > 1]
        tokens = [o for o in st.objects if "token" in o.types and not in_play(o)]
    if not (losers or to_graveyard or to_destroy or auras or legends or tokens):
        return False
    t.allow(M.SBE_CHECK(), [R.SBE_CHECK, R.SBE_BEFORE_PRIORITY])
    if losers:
        _lose(t, losers)
        if st.game_over is not None:
            return True
    for o in tokens:
        events.vanish(t, o, [R.SBE_TOKEN, R.TOKEN_LEAVES])
    moving = [*to_graveyard, *auras, *[o for o in legends if o not in to_graveyard and o not in auras]]
    for o in to_graveyard:
        t.allow(M.ZERO_TOUGHNESS(card=o.label, toughness=characteristics(st, o).toughness),
               [R.SBE_TOUGHNESS], decisive=True)
    for o in auras:
        host = st.find(enchanted_id(st, o))
        quals = _aura_protection(st, o, host) if host is not None and in_play(host) else []
        if host is not None and quals:
            t.allow(M.AURA_PROTECTED(aura=o.label, host=host.label,
                                     protections=[M.PROTECTION_FROM(quality=quality_text(q)) for q in quals],
                                     qualities=[quality_text(q) for q in quals]),
                    [R.SBE_AURA, R.PROTECTION], decisive=True)
            continue
        said = M.AURA_HOST_GONE(aura=o.label, host=host.label) if host is not None else M.AURA_ON_NOTHING(aura=o.label)
        t.allow(said, [R.SBE_AURA, R.AURA_ILLEGAL], decisive=True)
    for name, same in by_name.items():
        gone = [o for o in same if o in legends]
        if not gone:
            continue
        kept = [o for o in same if o not in legends]
        why = M.LEGEND_KEPT(card=kept[0].label) if kept else M.LEGEND_TIED()
        t.allow(M.LEGEND_RULE(count=len(same), name=name, why=why, gone=[o.label for o in gone]),
                [R.SBE_LEGEND, R.LEGEND], decisive=True)
    destroy = [o for o in to_destroy if o not in moving]
    for o in destroy:
        t.allow(M.LETHAL_DAMAGE(card=o.label, damage=o.damage, toughness=characteristics(st, o).toughness),
                [R.SBE_LETHAL], decisive=True)
    events.leave_play(t, moving, "graveyard", M.BY_SBE(), [R.SBE_CHECK])
    events.destroy(t, destroy, [R.SBE_LETHAL])
    return True


def _aura_protection(st: Any, aura: Any, enchanted: Any) -> list[str]:
    """The protection qualities of ``enchanted`` that ``aura`` has (502.7b): such an aura may not stay on it."""
    return protections_against(st, enchanted, colors_of(st, aura), list(characteristics(st, aura).types))


def _lethal(t: Table, damage: int, toughness: int, label: str) -> bool:
    if damage > toughness:
        return True
    if damage < toughness:
        return False
    reading = t.reading(I.LETHAL_DAMAGE.id, M.DAMAGE_EQUALS_TOUGHNESS(card=label))
    return reading == "at_least_toughness"


def lethal_amount(interpretations: Mapping[str, str], damage: int, toughness: int) -> int:
    """Damage still needed for lethal damage (502.9b, 502.9e: actual toughness, ignoring prevention)."""
    reading = I.LETHAL_DAMAGE.reading_in(interpretations)
    need = toughness - damage + (1 if reading == "more_than_toughness" else 0)
    return max(need, 1 if toughness - damage > 0 or reading == "more_than_toughness" else 0)


def _lose(t: Table, losers: dict[str, str]) -> None:
    st = t.state
    why = {R.SBE_LIFE: M.LOSS_REASONS["life"](), R.SBE_EMPTY_LIBRARY: M.LOSS_REASONS["empty_library"](),
           R.SBE_POISON: M.LOSS_REASONS["poison"]()}
    cites = sorted({c for c in losers.values()})
    extra = {R.SBE_LIFE: R.LOSE_LIFE, R.SBE_EMPTY_LIBRARY: R.LOSE_DRAW_EMPTY, R.SBE_POISON: R.LOSE_POISON}
    cites += [extra[c] for c in cites]
    for pid, c in losers.items():
        t.allow(M.LOSES(who=pname(st, pid), why=why[c]), [c, extra[c]])
    if len(losers) == len(st.players):
        t.end_game("draw", None, M.BOTH_LOSE(), [*cites, R.BOTH_LOSE_DRAW, R.GAME_ENDS_AT_ONCE])
        t.allow(M.BOTH_LOSE_ENDS(), [R.BOTH_LOSE_DRAW, R.GAME_ENDS_AT_ONCE])
        return
    (loser,) = losers
    winner = st.opponent(loser)
    reason = M.LOST_WINS(who=pname(st, loser), why=why[losers[loser]], winner=pname(st, winner))
    t.end_game("win", winner, reason, [*cites, R.GAME_ENDS_AT_ONCE])


def end_by_effect(t: Table, pid: str, wins: bool) -> None:
    """102.3: the game ends at once; 102.5: a player who wins and loses at the same time loses."""
    st = t.state
    p = st.player(pid)
    losing_now = (p.resources.get("life", 0) <= 0 or pid in memory(st).drew_from_empty
                  or p.resources.get("poison", 0) >= POISON_LIMIT)
    if wins and losing_now:
        winner = st.opponent(pid)
        reason = M.WIN_AND_LOSE(who=pname(st, pid), winner=pname(st, winner))
        t.allow(reason, [R.WIN_AND_LOSE, R.GAME_ENDS_AT_ONCE])
        t.end_game("win", winner, reason, [R.WIN_AND_LOSE, R.GAME_ENDS_AT_ONCE])
        return
    winner = pid if wins else st.opponent(pid)
    reason = (M.EFFECT_WINS if wins else M.EFFECT_LOSES)(who=pname(st, pid), winner=pname(st, winner))
    t.allow(reason, [R.GAME_ENDS_AT_ONCE])
    t.end_game("win", winner, reason, [R.GAME_ENDS_AT_ONCE])


