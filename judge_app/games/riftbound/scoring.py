"""Scoring (441–445): conquer and hold, one point per battlefield per turn, the final point, winning."""

from __future__ import annotations

from typing import Literal

from judge_app.engine.table import Table
from judge_app.games.riftbound import missing
from judge_app.games.riftbound import rules as R
from judge_app.games.riftbound.board import bf_ids, bf_name, memory, mode, pname, scored
from judge_app.games.riftbound.draw import draw


def score(t: Table, pid: str, bf_id: str, how: Literal["conquer", "hold"]) -> None:
    st = t.state
    who, where = pname(st, pid), bf_name(st, bf_id)
    way, cite = ("征服", R.CONQUER) if how == "conquer" else ("据守", R.HOLD)
    if bf_id in scored(st, pid):
        t.nothing(f"{who} 本回合已通过{where}得分;每个回合每个战场只能得一分,此次{way}不得分。",
               [cite, R.ONE_POINT_PER_BF])
        return
    mem = memory(st)
    mem.scored = {**mem.scored, pid: [*scored(st, pid), bf_id]}
    points, target = t.resource(pid, "points"), mode(st).winning_score
    if points + 1 >= target:
        if how == "hold":
            t.set_resource(pid, "points", points + 1)
            t.step("procedure", f"{who} 距获胜得分还差1分,通过据守{where}直接获得最后一分({points} → {points + 1})。",
                   [cite, R.SCORE_ONE_POINT, R.FINAL_POINT, R.FINAL_POINT_HOLD], decisive=True)
        elif all(b in scored(st, pid) for b in bf_ids(st)):
            t.set_resource(pid, "points", points + 1)
            t.step("procedure", f"{who} 距获胜得分还差1分,通过征服{where}得分,且本回合已在每个战场得分,"
                   f"获得最后一分({points} → {points + 1})。", [cite, R.SCORE_ONE_POINT, R.FINAL_POINT,
                                                         R.FINAL_POINT_CONQUER], decisive=True)
        else:
            left = [bf_name(st, b) for b in bf_ids(st) if b not in scored(st, pid)]
            t.step("procedure", f"{who} 距获胜得分还差1分,通过征服{where}得分,但本回合尚未在"
                   f"{'、'.join(left)}得分,因此不获得最后一分,改为抽一张牌。",
                   [cite, R.FINAL_POINT, R.FINAL_POINT_CONQUER], decisive=True)
            draw(t, pid, [R.FINAL_POINT_CONQUER])
    else:
        t.set_resource(pid, "points", points + 1)
        t.step("procedure", f"{who} 通过{way}{where}得1分({points} → {points + 1})。",
               [cite, R.SCORE_TWO_THINGS, R.SCORE_ONE_POINT], decisive=True)
    _scoring_abilities(t, bf_id, how)
    check_win(t, pid)


def _scoring_abilities(t: Table, bf_id: str, how: str) -> None:
    cite = R.CONQUER_ABILITIES if how == "conquer" else R.HOLD_ABILITIES
    for card in t.state.in_zone(bf_id):
        for ab in card.abilities:
            if ab.trigger is not None and ab.trigger.event == how:
                t.step("trigger", f"{card.label} 的{'征服' if how == 'conquer' else '据守'}技能"
                       f"「{ab.text or ab.id}」触发。", [R.SCORE_ABILITIES, cite])
                missing.unsupported(t, f"将触发式技能「{ab.text or ab.id}」加入结算链并结算", missing.TRIGGERED, cite,
                                    halt=True)


def check_win(t: Table, pid: str) -> None:
    st = t.state
    if st.game_over is None and t.resource(pid, "points") >= mode(st).winning_score:
        reason = (f"{pname(st, pid)} 的分数达到游戏模式的获胜得分 {mode(st).winning_score},即刻赢得游戏。")
        t.end_game("win", pid, reason, [R.WIN, R.MODE_WINNING_SCORE])
        t.allow(reason, [R.WIN, R.MODE_WINNING_SCORE])
