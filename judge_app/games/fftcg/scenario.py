"""fftcg's position and scenario models: the kernel's state with fftcg's typed memory (its own module because
memory.py needs the effect models of model.py, which the state's objects need too)."""

from __future__ import annotations

from pydantic import Field

from judge_app.engine.scenario import Scenario
from judge_app.engine.state import GameObject, GameState
from judge_app.games.fftcg.memory import FftcgMemory
from judge_app.games.fftcg.model import FftcgAbility, FftcgAction, FftcgEffect


class FftcgObject(GameObject[FftcgEffect]):  # type: ignore[valid-type]
    """An fftcg card: its abilities are fftcg's (triggers with a filter)."""

    abilities: list[FftcgAbility] = Field(default_factory=list)  # type: ignore[assignment]


class FftcgState(GameState[FftcgEffect]):  # type: ignore[valid-type]
    """An fftcg position: the kernel's state with fftcg's cards and typed memory."""

    objects: list[FftcgObject] = Field(default_factory=list)  # type: ignore[assignment]
    memory: FftcgMemory = Field(default_factory=FftcgMemory)


class FftcgScenario(Scenario[FftcgEffect, FftcgAction]):  # type: ignore[valid-type]
    state: FftcgState
