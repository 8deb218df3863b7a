"""Negation (無效) of a card on the stack (1.7.4.4.1, 2.3.4.4.2.1). Below ``effects``, which carry it out."""

from __future__ import annotations

from judge_app.engine.table import Table
from judge_app.games.ga import messages as M
from judge_app.games.ga import rules as R
from judge_app.games.ga.board import Obj, is_, memory
from judge_app.games.ga.moves import to_graveyard


def negate(t: Table, card: Obj) -> None:
    """無效 a card on the stack. Only attack cards have a rule for where they go (1.7.4.4.1)."""
    st = t.state
    if card.zone != "stack":
        t.step("check", M.NEGATE_GONE(card=card.label), [R.TARGETS], check="nothing")
        return
    t.set_state("stack", [i for i in st.stack if not (i.source == card.id and not i.ability)])
    mem = memory(st)
    mem.play = {k: v for k, v in mem.play.items() if k != card.id}
    if is_(card, "attack"):
        to_graveyard(t, card, [R.ATTACK_CARD_NEGATED], M.GONE["negated_attack"]())
        return
    t.unsupported(M.NEGATED_ATTACK_CARD(card=card.label), [R.ATTACK_CARD_NEGATED, R.FIZZLED_TO_GRAVEYARD])
    to_graveyard(t, card, [R.FIZZLED_TO_GRAVEYARD], M.GONE["negated"]())

