"""A state-based-effect check asks about every permanent's characteristics, and each characteristic depends on
every static ability in play: computed afresh for each question, one check cost the board squared (issue 34).
The scan of one check works the static effects out once per kind, however many creatures are in play."""

from __future__ import annotations

from typing import Any

import pytest

from judge_app.engine.table import Table
from judge_app.engine.trace import Trace
from judge_app.games import get_game
from judge_app.games.mtg import board, sbe
from judge_app.loading import validate_data


def _table(creatures: int) -> Table:
    objects: list[dict[str, Any]] = [
        {"id": f"{p}_c{i}", "owner": p, "zone": f"{p}.play", "types": ["creature"],
         "stats": {"power": 2, "toughness": 2}} for p in "AB" for i in range(creatures)]
    data = {"schema": 1, "meta": {"id": "sbe-cost", "title": "t", "game": "mtg"},
            "state": {"turn": 2, "first_player": "A", "active_player": "A", "phase": "main1",
                      "players": [{"id": "A", "resources": {"life": 20}}, {"id": "B", "resources": {"life": 20}}],
                      "objects": objects}, "actions": []}
    state = validate_data(data).scenario.state
    game = get_game("mtg")
    return Table(game, state, Trace(scenario="sbe-cost", game="mtg", edition=game.edition))


@pytest.mark.parametrize("creatures", [2, 20])
def test_one_check_works_out_the_static_effects_once_per_kind(creatures: int,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    real = board._static_effects

    def counted(state: Any, kind: str) -> Any:
        calls.append(kind)
        return real(state, kind)

    monkeypatch.setattr(board, "_static_effects", counted)
    assert sbe.check(_table(creatures)) is False  # nothing to do: 2/2s, no damage
    assert len(calls) <= 2, f"{len(calls)} computations of the static effects for {2 * creatures} creatures"
