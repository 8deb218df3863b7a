"""Where the riftbound text is silent or pulls two ways. Each point names the rules in tension, the
readings a judge could take, and the default; a scenario overrides it under ``interpretations``."""

from __future__ import annotations

from judge_app.engine.game import InterpretationPoint
from judge_app.games.riftbound import messages as M
from judge_app.games.riftbound import rules as R

UNCONTROLLED_WITH_ENEMIES = InterpretationPoint(
    id="uncontrolled_with_enemies",
    question=M.UNCONTROLLED_QUESTION(),
    options={"combat_only": M.UNCONTROLLED_COMBAT_ONLY(),
             "showdown_then_combat": M.UNCONTROLLED_SHOWDOWN_THEN_COMBAT()},
    default="combat_only",
    cites=(R.CLEANUP_SHOWDOWN_PENDING, R.CLEANUP_COMBAT_PENDING, R.SHOWDOWN_COMBAT_FIRST, R.MOVE_COMBAT,
           R.SHOWDOWN_NO_COMBAT),
)
EMPTY_ENEMY_BATTLEFIELD = InterpretationPoint(
    id="empty_enemy_battlefield",
    question=M.EMPTY_ENEMY_QUESTION(),
    options={"combat_without_damage": M.EMPTY_ENEMY_COMBAT(), "showdown_then_control": M.EMPTY_ENEMY_SHOWDOWN()},
    default="combat_without_damage",
    cites=(R.CLEANUP_COMBAT_PENDING, R.CLEANUP_COMBAT_PENDING_WHILE, R.COMBAT_TRIGGER, R.DAMAGE_SKIPPED,
           R.COMBAT_CONTROL),
)
LETHAL_WITH_DAMAGE = InterpretationPoint(
    id="lethal_with_damage",
    question=M.LETHAL_QUESTION(),
    options={"remaining": M.LETHAL_REMAINING(), "full_might": M.LETHAL_FULL()},
    default="remaining",
    cites=(R.ASSIGN_ORDER_EFFECTS, R.ASSIGN_NO_MORE_THAN_LETHAL, R.CLEANUP_LETHAL),
)

POINTS = (UNCONTROLLED_WITH_ENEMIES, EMPTY_ENEMY_BATTLEFIELD, LETHAL_WITH_DAMAGE)
