"""Recall (428–432): back to base without moving; state is kept."""

from __future__ import annotations

from typing import Any

from judge_app.engine.state import GameObject
from judge_app.engine.table import Table
from judge_app.games.riftbound import messages as M
from judge_app.games.riftbound import rules as R


def recall(t: Table, o: GameObject[Any], cites: list[str]) -> None:
    t.move(o, f"{o.owner}.base")
    kept = [*([M.DAMAGE_BIT(damage=o.damage)] if o.damage else []), *([M.EXHAUSTED_BIT()] if "exhausted" in o.status
                                                                     else [])]
    t.step("procedure", M.RECALLED(card=o.label, kept=M.STATE_KEPT(what=kept) if kept else ""),
           [*cites, R.RECALL, R.RECALL_NOT_MOVE, R.RECALL_NO_MOVE_TRIGGERS, R.RECALL_KEEPS_STATE])
