"""The rule-number form table (tests/search/number_forms.yaml, issue 32): every way a user types a rule number finds
that rule first, in the search (scoped to the row's game and over every game) and in the rule lookup behind
``rulesdb show`` and Ctrl+L."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesdb import lookup
from rulesdb.search import Searcher
from rulesdb.search.evaluate import NumberForm, load_number_forms

FORMS = load_number_forms(Path(__file__).with_name("number_forms.yaml"))


def test_the_table_covers_the_five_id_styles() -> None:
    assert len(FORMS) >= 40
    assert {f.game for f in FORMS} == {"ga", "fftcg", "eol", "riftbound", "mtg"}


@pytest.mark.parametrize("row", FORMS, ids=[f"{f.game}-{f.query}" for f in FORMS])
def test_the_rule_comes_first_in_its_game(row: NumberForm, searcher: Searcher) -> None:
    hits = searcher.search(row.query, games=[row.game], limit=3)
    assert hits and hits[0].id == row.cite, [h.id for h in hits]


@pytest.mark.parametrize("row", FORMS, ids=[f"{f.game}-{f.query}" for f in FORMS])
def test_the_rule_comes_first_over_every_game(row: NumberForm, searcher: Searcher) -> None:
    hits = searcher.search(row.query, limit=3)
    assert hits and hits[0].id == row.cite, [h.id for h in hits]


@pytest.mark.parametrize("row", FORMS, ids=[f"{f.game}-{f.query}" for f in FORMS])
def test_the_lookup_opens_the_rule(row: NumberForm) -> None:
    game, rule_id = row.cite.split(":", 1)
    assert lookup.resolve(row.query, row.game) == (game, rule_id)
