"""Where the ga text contradicts itself or points nowhere. Each point names the rules in tension, the readings
a judge could take and the default; a scenario overrides it under ``interpretations``."""

from __future__ import annotations

from judge_app.engine.game import InterpretationPoint
from judge_app.games.ga import messages as M
from judge_app.games.ga import rules as R

NON_TURN_SLOW = InterpretationPoint(
    id="non_turn_slow",
    question=M.NON_TURN_SLOW_QUESTION(),
    options={"forbidden": M.NON_TURN_SLOW_FORBIDDEN(), "allowed": M.NON_TURN_SLOW_ALLOWED()},
    default="forbidden",
    cites=(R.MAIN_NON_TURN_SLOW, R.NON_TURN_NO_SLOW, R.SLOW_NON_TURN),
)
CARD_TEXT = InterpretationPoint(
    id="card_text",
    question=M.CARD_TEXT_QUESTION(),
    options={"non_italic_counts": M.CARD_TEXT_NON_ITALIC(), "keywords_only": M.CARD_TEXT_KEYWORDS_ONLY()},
    default="non_italic_counts",
    cites=(R.NON_ITALIC_ONLY, R.TAG_KEYWORDS_ONLY),
)
END_TURN_TARGET = InterpretationPoint(
    id="end_turn_target",
    question=M.END_TURN_QUESTION(),
    options={"cleanup": M.END_TURN_CLEANUP(), "next_turn": M.END_TURN_NEXT_TURN()},
    default="cleanup",
    cites=(R.END_TURN_EARLY, R.END_CLEANUP),
)

POINTS = (NON_TURN_SLOW, CARD_TEXT, END_TURN_TARGET)
