"""The kernel's ``scenario_validator`` hook: problems a game finds only in the state and the actions together
(eol: a choice key no procedure asks for). Every game has it; a game without its own finds nothing there."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from judge_app.engine import runner
from judge_app.engine.game import no_scenario_problems
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
        assert game.validate_scenario(load_scenario(path).scenario) == [], path.name


@pytest.mark.parametrize("game_id", available_games())
def test_a_hooks_problem_is_refused_with_its_file_and_line(game_id: str) -> None:
    path = next(p for p in sorted((ROOT / game_id).glob("*.yaml")) if load_file(p).data.get("actions"))

    def hook(_scenario: Any) -> list[Problem]:
        return [Problem(("actions", 0, "player"), "钩子发现的问题")]

    game = dataclasses.replace(get_game(game_id), scenario_validator=hook)

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
    assert {g for g in available_games() if get_game(g).scenario_validator is not no_scenario_problems} == {"eol"}
