"""Win conditions (chapter 3), checked after anything that can change life or the minion rows."""

from __future__ import annotations

from judge_app.engine.table import Table
from judge_app.games.eol import interpretations as I
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


def check_game_over(t: Table) -> None:
    if t.state.game_over is not None:
        return
    lost = losers(t)
    if not lost:
        return
    why = {R.WIN_HERO_HP: "英雄血量降至0或以下", R.WIN_NO_MINIONS: "随从区无随从且无法通过随从补充上场随从"}
    if len(lost) == 1:
        (loser, cite), = lost.items()
        winner = t.state.opponent(loser)
        reason = f"{pname(t.state, loser)} 的{why[cite]},{pname(t.state, winner)} 获胜。"
        t.end_game("win", winner, reason, [cite])
        t.step("check", reason, [cite])
        return
    reading = t.reading(I.SIMULTANEOUS_LOSS.id, "双方同时满足失败条件。")
    cites = sorted(set(lost.values()))
    if reading == "draw":
        t.end_game("draw", None, "双方同时满足失败条件,平局。", cites)
        t.step("check", "双方同时满足失败条件,平局。", cites)
    else:
        active = t.state.active_player
        winner = t.state.opponent(active)
        reason = f"双方同时满足失败条件,按所选解读当前回合玩家 {pname(t.state, active)} 判负。"
        t.end_game("win", winner, reason, cites)
        t.step("check", reason, cites)
