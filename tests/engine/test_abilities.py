"""The shared effect vocabulary: opt-in effects and a game's renamed subclass of one."""

from __future__ import annotations

from typing import Literal

import pytest
from pydantic import TypeAdapter, ValidationError

from judge_app.engine.abilities import GrantKeyword, WinGame, effect_union


class AddKeyword(GrantKeyword):
    type: Literal["add_keyword"] = "add_keyword"  # type: ignore[assignment]


def test_opt_in_effect_is_only_in_the_games_that_list_it() -> None:
    with_it = TypeAdapter(effect_union(WinGame))
    without = TypeAdapter(effect_union())
    assert isinstance(with_it.validate_python({"type": "win_game"}), WinGame)
    with pytest.raises(ValidationError):
        without.validate_python({"type": "win_game"})


def test_renamed_effect_keeps_the_games_word_and_the_shared_fields() -> None:
    union = TypeAdapter(effect_union(AddKeyword))
    eff = union.validate_python({"type": "add_keyword", "target": "self", "keyword": "flying"})
    assert isinstance(eff, GrantKeyword) and eff.type == "add_keyword" and eff.until == "end_of_turn"
    with pytest.raises(ValidationError):
        union.validate_python({"type": "grant_keyword", "target": "self", "keyword": "flying"})
    with pytest.raises(ValidationError):
        union.validate_python({"type": "add_keyword", "target": "self"})
