"""fftcg's position and scenario models: the kernel's state with fftcg's typed memory (its own module because
memory.py needs the effect models of model.py, which the state's objects need too)."""

from __future__ import annotations

from pydantic import Field

from judge_app.engine.scenario import Scenario
from judge_app.engine.state import GameState
from judge_app.games.fftcg.memory import FftcgMemory
from judge_app.games.fftcg.model import FftcgAction, FftcgEffect


class FftcgState(GameState[FftcgEffect]):  # type: ignore[valid-type]
    """An fftcg position: the kernel's state with fftcg's typed memory."""

    memory: FftcgMemory = Field(default_factory=FftcgMemory)


class FftcgScenario(Scenario[FftcgEffect, FftcgAction]):  # type: ignore[valid-type]
    state: FftcgState
