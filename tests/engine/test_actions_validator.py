"""The kernel's ``actions_validator`` hook: load-time problems a game finds in the actions against the starting
state (eol: a choice key no procedure asks for; ga: a unique choice the state rules out; riftbound: a battlefield
or zone named as plain text). Every game has it; a game without its own finds nothing there."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from judge_app.engine import runner
from judge_app.engine.game import no_action_problems
from judge_app.engine.problems import Problem, ScenarioError
from judge_app.engine.yamlio import load_file
from judge_app.games import available_games, get_game
from judge_app.loading import load_scenario

ROOT = Path(__file__).resolve().parents[2] / "scenarios"


@pytest.mark.parametrize("game_id", available_games())
def test_every_game_finds_nothing_in_its_shipped_scenarios(game_id: str) -> None:
    game = get_game(game_id)
    files = sorted((ROOT / game_id).glob("*.yaml"))
    assert files
    for path in files:
        scenario = load_scenario(path).scenario
        assert game.validate_actions(scenario.state, list(scenario.actions)) == [], path.name


@pytest.mark.parametrize("game_id", available_games())
def test_a_hooks_problem_is_refused_with_its_file_and_line(game_id: str) -> None:
    path = next(p for p in sorted((ROOT / game_id).glob("*.yaml")) if load_file(p).data.get("actions"))

    def hook(_state: Any, _actions: Any) -> list[Problem]:
        return [Problem(("actions", 0, "player"), "钩子发现的问题")]

    game = dataclasses.replace(get_game(game_id), actions_validator=hook)

    class Games:
        def available_games(self) -> tuple[str, ...]:
            return (game_id,)

        def get_game(self, _game_id: str) -> object:
            return game

    with pytest.raises(ScenarioError) as e:
        runner.load_document(load_file(path), Games())  # type: ignore[arg-type]
    (problem,) = e.value.problems
    assert problem.dotted == "actions.0.player" and problem.line and "钩子发现的问题" in str(problem)


def test_games_without_a_hook_use_the_empty_one() -> None:
    own = {g for g in available_games() if get_game(g).actions_validator is not no_action_problems}
    assert own == {"eol", "fftcg", "ga", "riftbound"}  # fftcg: summon modes it cannot read (issue 33)
