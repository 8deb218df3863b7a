"""Negation (無效) of a card on the stack (1.7.4.4.1, 2.3.4.4.2.1). Below ``effects``, which carry it out."""

from __future__ import annotations

from judge_app.engine.table import Table
from judge_app.games.ga import rules as R
from judge_app.games.ga.board import Obj, is_, memory
from judge_app.games.ga.moves import to_graveyard


def negate(t: Table, card: Obj) -> None:
    """無效 a card on the stack. Only attack cards have a rule for where they go (1.7.4.4.1)."""
    st = t.state
    if card.zone != "stack":
        t.step("check", f"{card.label} 已不在效果堆疊中,無效沒有效果。", [R.TARGETS], check="nothing")
        return
    t.set_state("stack", [i for i in st.stack if not (i.source == card.id and not i.ability)])
    mem = memory(st)
    mem.play = {k: v for k, v in mem.play.items() if k != card.id}
    if is_(card, "attack"):
        to_graveyard(t, card, [R.ATTACK_CARD_NEGATED], " 被無效,不造成傷害(勇士仍保持橫置)")
        return
    t.unsupported(f"{card.label} 被無效。規則只在 1.7.4.4.1 說明被無效的攻擊卡的去向;"
                  "此處比照未結算的卡牌(2.3.4.4.2.1)置入墓地。", [R.ATTACK_CARD_NEGATED, R.FIZZLED_TO_GRAVEYARD])
    to_graveyard(t, card, [R.FIZZLED_TO_GRAVEYARD], " 被無效")

