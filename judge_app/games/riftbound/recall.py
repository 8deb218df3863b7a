"""Recall (428–432): back to base without moving; state is kept."""

from __future__ import annotations

from typing import Any

from judge_app.engine.state import GameObject
from judge_app.engine.table import Table
from judge_app.games.riftbound import rules as R


def recall(t: Table, o: GameObject[Any], cites: list[str]) -> None:
    t.move(o, f"{o.owner}.base")
    kept = "、".join(x for x in (f"伤害{o.damage}" if o.damage else "", "休眠" if "exhausted" in o.status else "") if x)
    t.step("procedure", f"召回 {o.label} 至其所属基地;召回不是移动,不触发由移动触发的技能"
           f"{',其状态保持不变(' + kept + ')' if kept else ''}。",
           [*cites, R.RECALL, R.RECALL_NOT_MOVE, R.RECALL_NO_MOVE_TRIGGERS, R.RECALL_KEEPS_STATE])
