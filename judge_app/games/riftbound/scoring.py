"""Scoring (441–445): conquer and hold, one point per battlefield per turn, the final point, winning."""

from __future__ import annotations

from typing import Literal

from judge_app.engine.table import Table
from judge_app.games.riftbound import messages as M
from judge_app.games.riftbound import missing
from judge_app.games.riftbound import rules as R
from judge_app.games.riftbound.board import bf_ids, bf_name, memory, mode, pname, scored
from judge_app.games.riftbound.draw import draw


def score(t: Table, pid: str, bf_id: str, how: Literal["conquer", "hold"]) -> None:
    st = t.state
    who, where = pname(st, pid), bf_name(st, bf_id)
    way, cite = (M.CONQUER_WORD(), R.CONQUER) if how == "conquer" else (M.HOLD_WORD(), R.HOLD)
    if bf_id in scored(st, pid):
        t.nothing(M.ALREADY_SCORED(who=who, battlefield=where, way=way), [cite, R.ONE_POINT_PER_BF])
        return
    mem = memory(st)
    mem.scored = {**mem.scored, pid: [*scored(st, pid), bf_id]}
    points, target = t.resource(pid, "points"), mode(st).winning_score
    if points + 1 >= target:
        if how == "hold":
            t.set_resource(pid, "points", points + 1)
            t.step("procedure", M.FINAL_POINT_HOLD(who=who, battlefield=where, before=points, after=points + 1),
                   [cite, R.SCORE_ONE_POINT, R.FINAL_POINT, R.FINAL_POINT_HOLD], decisive=True)
        elif all(b in scored(st, pid) for b in bf_ids(st)):
            t.set_resource(pid, "points", points + 1)
            t.step("procedure", M.FINAL_POINT_CONQUER(who=who, battlefield=where, before=points, after=points + 1),
                   [cite, R.SCORE_ONE_POINT, R.FINAL_POINT, R.FINAL_POINT_CONQUER], decisive=True)
        else:
            left = [bf_name(st, b) for b in bf_ids(st) if b not in scored(st, pid)]
            t.step("procedure", M.FINAL_POINT_DRAW(who=who, battlefield=where, left=left),
                   [cite, R.FINAL_POINT, R.FINAL_POINT_CONQUER], decisive=True)
            draw(t, pid, [R.FINAL_POINT_CONQUER])
    else:
        t.set_resource(pid, "points", points + 1)
        t.step("procedure", M.SCORES(who=who, way=way, battlefield=where, before=points, after=points + 1),
               [cite, R.SCORE_TWO_THINGS, R.SCORE_ONE_POINT], decisive=True)
    _scoring_abilities(t, bf_id, how)
    check_win(t, pid)


def _scoring_abilities(t: Table, bf_id: str, how: str) -> None:
    cite = R.CONQUER_ABILITIES if how == "conquer" else R.HOLD_ABILITIES
    for card in t.state.in_zone(bf_id):
        for ab in card.abilities:
            if ab.trigger is not None and ab.trigger.event == how:
                way = (M.CONQUER_ABILITY if how == "conquer" else M.HOLD_ABILITY)()
                t.step("trigger", M.SCORING_TRIGGER(card=card.label, way=way, ability=ab.text or ab.id),
                       [R.SCORE_ABILITIES, cite])
                missing.unsupported(t, M.NAMED_TRIGGER_TO_CHAIN(ability=ab.text or ab.id), missing.TRIGGERED, cite,
                                    halt=True)


def check_win(t: Table, pid: str) -> None:
    st = t.state
    if st.game_over is None and t.resource(pid, "points") >= mode(st).winning_score:
        reason = M.WINS(who=pname(st, pid), score=mode(st).winning_score)
        t.end_game("win", pid, reason, [R.WIN, R.MODE_WINNING_SCORE])
        t.allow(reason, [R.WIN, R.MODE_WINNING_SCORE])
