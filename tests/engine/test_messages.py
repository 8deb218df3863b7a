"""Step wording as data (engine/messages.py): every message has a Chinese and an English template naming the same
parameters, every step of every shipped trace that carries a message id names a message of a catalog with exactly
its parameters and renders in both languages, and its Chinese rendering is the step's ``text``. eol is worded
entirely in messages; TRANSITIONAL (issue 30): the games not yet converted write plain Chinese steps (the kernel's
own steps, refusals and readings carry ids in every game)."""

from __future__ import annotations

import re
import string

import pytest

from judge_app.engine.messages import lookup, registered, render
from judge_app.engine.trace import Step
from judge_app.games import available_games, get_game
from tests.shipped import shipped_runs

WORDED = {"eol", "riftbound"}  # games worded entirely in messages; the fan-out adds each game it converts
CJK = re.compile(r"[\u4e00-\u9fff]")


def _steps(game: str) -> list[tuple[str, Step]]:
    return [(name, s) for name, _, result in shipped_runs(game) for s in result.trace.steps]


def test_every_message_has_both_languages_with_the_same_parameters() -> None:
    for game in available_games():
        get_game(game)  # its catalog is imported with it
    messages = registered()
    assert len(messages) > 150
    for m in messages:
        assert m.zh and m.en, m.id
        assert m.params == frozenset(n for _, n, _, _ in string.Formatter().parse(m.en) if n), m.id
        assert not CJK.search(m.en), f"{m.id}: English template with Chinese in it: {m.en}"


@pytest.mark.parametrize("game", available_games())
def test_every_message_a_step_names_exists_with_its_parameters(game: str) -> None:
    for name, step in _steps(game):
        if step.msg is None:
            continue
        assert set(step.args) == lookup(step.msg).params, (name, step.n, step.msg)
        assert render({"msg": step.msg, "args": step.args}, "zh") == step.text, (name, step.n)
        assert render({"msg": step.msg, "args": step.args}, "en"), (name, step.n)


@pytest.mark.parametrize("game", sorted(WORDED))
def test_a_worded_game_gives_every_step_a_message(game: str) -> None:
    assert [f"{name}: step {s.n}" for name, s in _steps(game) if s.msg is None] == []


def test_english_eol_steps_say_no_chinese_of_the_engine() -> None:
    """The English rendering of eol's steps carries Chinese only in what the scenario wrote (names, skill texts):
    with every name replaced by its id, no Chinese is left."""
    for name, step in _steps("eol"):
        english = step.text_in("en")
        for value in sorted(_plain_args(step.args), key=len, reverse=True):
            english = english.replace(value, "")
        assert not CJK.search(english), (name, step.n, english)


def _plain_args(args: object) -> list[str]:
    """Every string parameter, nested ones included: what the scenario wrote (names, ids, skill texts, reasons
    the state keeps in Chinese)."""
    if isinstance(args, dict):
        return [v for x in args.values() for v in _plain_args(x)]
    if isinstance(args, list):
        return [v for x in args for v in _plain_args(x)]
    return [args] if isinstance(args, str) else []
