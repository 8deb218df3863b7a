"""The five card-text corpora against the readers (issue 27): no text may be read wrongly without a report, in any
game. The shares read right are measured by benchmarks/bench_cardtext.py, not asserted here (a game without a
reader reads nothing right, and says so)."""

from __future__ import annotations

import pytest

from judge_app.cardtext_corpus import WRONG, corpus_games, verdicts


@pytest.mark.parametrize("game", corpus_games())
def test_nothing_is_read_wrongly_without_a_report(game: str) -> None:
    wrong = [f"{v.id}: {v.why}: {v.text!r}" for v in verdicts(game) if v.outcome == WRONG]
    assert not wrong, "\n".join(wrong)


def test_the_eol_corpus_is_read_right_where_the_engine_has_the_vocabulary() -> None:
    """Every eol expectation the engine's model can express is read exactly so (the rest can only be reported
    until its proposal is implemented)."""
    missed = [f"{v.id}: {v.why}" for v in verdicts("eol") if v.expressible and v.outcome != "right"]
    assert not missed, "\n".join(missed)
