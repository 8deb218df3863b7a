"""The ranking's numeric parameters live in one frozen dataclass and reach every place that uses them."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from rulesdb.search import searcher as module
from rulesdb.search.evaluate import CLEAN_FILES, load_spent_set
from rulesdb.search.params import DEFAULT, Ranking
from rulesdb.search.vocabulary import ALTERNATIVE_WEIGHT, OPPOSITE_WEIGHT, Concept, word_concept

RELEVANCE = Path(__file__).with_name("relevance.yaml")


def test_parameters_are_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        DEFAULT.title = 2.0  # type: ignore[misc]


def test_vocabulary_weights_are_the_defaults() -> None:
    assert (DEFAULT.other_name, DEFAULT.opposite) == (ALTERNATIVE_WEIGHT, OPPOSITE_WEIGHT)


def test_other_name_weight_is_passed_through() -> None:
    # 墓地 has other names in the judge vocabulary (坟墓场, 墓场, …): each carries the weight it is given.
    concept = word_concept("墓地", True, 0.42, 0.1)
    assert concept.forms[0] == ("墓地", 1.0)
    assert concept.forms[1:] and all(w in (0.42, 0.1) for _, w in concept.forms[1:])


def test_field_weights_come_from_the_parameters() -> None:
    class Reader:  # _word_terms asks the reader only for pinyin prefixes
        def expand_prefix(self, field: str, prefix: str) -> list[str]:
            return []

    p = dataclasses.replace(DEFAULT, title=2.0, bigrams=0.25, context=0.1)
    terms = {(t.field, t.text): t.boost for t in module._word_terms(Reader(), p, "墓地")}  # type: ignore[arg-type]
    assert terms[("title", "墓地")] == 2.0 and terms[("context", "墓地")] == 0.1 and terms[("bigrams", "墓地")] == 0.25
    assert module._coord(Ranking(coord=0.7), [Concept("伤害", (("伤害", 1.0),))]) == 0.7


def test_the_fitting_set_holds_no_clean_batch() -> None:
    # benchmarks/fit_ranking.py fits on the spent sets; the clean batches live in files of their own, never read there.
    clean = {name.removesuffix(".yaml") for name in CLEAN_FILES}
    assert clean == {"heldout9"}
    assert not {j.kind for j in load_spent_set(RELEVANCE)} & clean
