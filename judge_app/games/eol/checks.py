"""Win conditions (chapter 3), checked after anything that can change life or the minion rows."""

from __future__ import annotations

from judge_app.engine.table import Table
from judge_app.games.eol import interpretations as I
from judge_app.games.eol import messages as M
from judge_app.games.eol import rules as R
from judge_app.games.eol.board import minions, pname


def losers(t: Table) -> dict[str, str]:
    """Player id → the rule they lose by, in player order."""
    out: dict[str, str] = {}
    for p in t.state.players:
        if p.resources.get("life", 1) <= 0:
            out[p.id] = R.WIN_HERO_HP
        elif t.state.phase != "setup" and not minions(t.state, p.id):
            out[p.id] = R.WIN_NO_MINIONS
    return out


def check_hero_life(t: Table) -> None:
    """3.1 is met the moment a hero's life reaches 0 or below: checked after each effect resolves, not only when
    the action is over (2.2.3.1.a: the attacker's combat-start effects resolve first, and can end the game before
    the defender's)."""
    if t.state.game_over is None and any(p.resources.get("life", 1) <= 0 for p in t.state.players):
        check_game_over(t)


def check_game_over(t: Table) -> None:
    if t.state.game_over is not None:
        return
    lost = losers(t)
    if not lost:
        return
    why = {R.WIN_HERO_HP: M.LOSS_BY_HP, R.WIN_NO_MINIONS: M.LOSS_BY_NO_MINIONS}
    if len(lost) == 1:
        (loser, cite), = lost.items()
        winner = t.state.opponent(loser)
        reason = M.LOSES(loser=pname(t.state, loser), why=why[cite](), winner=pname(t.state, winner))
        t.end_game("win", winner, reason, [cite])
        t.step("check", reason, [cite])
        return
    reading = t.reading(I.SIMULTANEOUS_LOSS.id, M.BOTH_LOSE())
    cites = sorted(set(lost.values()))
    if reading == "draw":
        t.end_game("draw", None, M.BOTH_LOSE_DRAW(), cites)
        t.step("check", M.BOTH_LOSE_DRAW(), cites)
    else:
        active = t.state.active_player
        winner = t.state.opponent(active)
        reason = M.BOTH_LOSE_ACTIVE(who=pname(t.state, active))
        t.end_game("win", winner, reason, cites)
        t.step("check", reason, cites)
