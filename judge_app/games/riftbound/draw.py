"""Drawing through the kernel's ``draw_cards``, and burning out (315.4.b): the text stops at “the player is burned
out” (418 is absent)."""

from __future__ import annotations

from judge_app.engine.drawing import draw_cards
from judge_app.engine.table import Table
from judge_app.games.riftbound import messages as M
from judge_app.games.riftbound import missing
from judge_app.games.riftbound import rules as R
from judge_app.games.riftbound.board import pname


def draw(t: Table, pid: str, cites: list[str], count: int = 1) -> bool:
    """Draw ``count`` cards one at a time, a step each; False when the main deck ran out (the burn-out case, left to
    the judge: the trace halts there)."""
    st = t.state
    for card in draw_cards(t, pid, count, deck="main_deck"):
        if card is None:
            t.allow(M.BURNED_OUT(who=pname(st, pid)), [R.BURN_OUT, *cites])
            missing.unsupported(t, M.BURN_OUT_RESOLUTION(), missing.BURN_OUT,
                                R.DRAW_AFTER_BURN_OUT, halt=True)
            return False
        t.step("procedure", M.DRAWS(who=pname(st, pid), card=card.label), cites)
    return True
