"""rulesdb.lookup against the shipped books that are final (fftcg, eol) and a synthetic mtg/riftbound pair."""

from __future__ import annotations

import doctest

import pytest

import rulesdb.lookup as lookup
from rulesdb.models import Manifest, Rule, Rulebook
from rulesdb.store import load_rulebook


def _book(game: str, ids: list[str], ranges: list[str] | None = None) -> Rulebook:
    manifest = Manifest(game=game, title=game, short_title=game, edition="e", source_file="f", ranges=ranges or [])
    rules = [Rule(game=game, id=i, printed=i, kind="rule", text=i, lines=(1, 1), raw=i) for i in ids]
    return Rulebook(manifest=manifest, rules=rules)


@pytest.fixture(scope="module")
def books() -> dict[str, Rulebook]:
    return {
        "fftcg": load_rulebook("fftcg"),
        "eol": load_rulebook("eol"),
        "mtg": _book("mtg", ["502", "502.9", "502.9a", "502.9b", "406.1a"]),
        "riftbound": _book("riftbound", ["315", "315.2", "315.2.a", "315.2.a.1"], ["300–345", "419–456"]),
        "ga": _book("ga", ["2", "2.2", "2.2.7", "2.2.7.1"]),
    }


def test_doctests() -> None:
    assert doctest.testmod(lookup).failed == 0


@pytest.mark.parametrize(
    ("typed", "default", "expected"),
    [
        ("mtg:502.9b", None, ("mtg", "502.9b")),
        ("mtg 502.9b", "ga", ("mtg", "502.9b")),
        ("MTG：502.9B", None, ("mtg", "502.9b")),
        ("502.9b", "mtg", ("mtg", "502.9b")),
        ("502.9.b", "mtg", ("mtg", "502.9b")),
        ("５０２．９ｂ", "mtg", ("mtg", "502.9b")),
        ("502.9b.", "mtg", ("mtg", "502.9b")),
        ("406.1.a", "mtg", ("mtg", "406.1a")),
        ("ga:2.2.7.", None, ("ga", "2.2.7")),
        ("riftbound:315.2a.1", None, ("riftbound", "315.2.a.1")),
        ("6.5.2", "fftcg", ("fftcg", "6.5.2")),
        ("规则 6.5.2", "fftcg", ("fftcg", "6.5.2")),
        # Unscoped and absent from the current game: found in the one game that has it.
        ("502.9a", "fftcg", ("mtg", "502.9a")),
    ],
)
def test_resolve_accepts_every_form(typed: str, default: str | None, expected: tuple[str, str], books) -> None:
    assert lookup.resolve(typed, default, books) == expected


def test_default_game_wins_over_others(books) -> None:
    # fftcg and eol both have 1.1; the current game decides.
    assert lookup.resolve("1.1", "eol", books) == ("eol", "1.1")
    assert lookup.resolve("1.1", "fftcg", books) == ("fftcg", "1.1")


@pytest.mark.parametrize("typed", ["", "法术力", "mtg:", "mtg:999.9", "fftcg:6.5.99", "502.9b", "pokemon:1.1"])
def test_unknown_ids_resolve_to_none(typed: str, books) -> None:
    assert lookup.resolve(typed, "fftcg" if typed == "502.9b" else None, {"fftcg": books["fftcg"]}) is None


def test_nearest_prefers_siblings_then_parent(books) -> None:
    near = lookup.nearest("fftcg", "6.5.9", n=4, books=books)
    assert near[:3] == ["6.5.3", "6.5.2", "6.5.1"]
    assert "6.5" in lookup.nearest("fftcg", "6.5.9", n=8, books=books)


def test_nearest_handles_garbage(books) -> None:
    assert lookup.nearest("fftcg", "法术力", books=books) == []
    assert lookup.nearest("nope", "1.1", books=books) == []


def test_out_of_range_uses_manifest_ranges(books) -> None:
    assert lookup.out_of_range(books["riftbound"], "375")
    assert lookup.out_of_range(books["riftbound"], "375.1")
    assert not lookup.out_of_range(books["riftbound"], "420.3")
    assert not lookup.out_of_range(books["ga"], "99")  # no ranges declared: never claim absence
