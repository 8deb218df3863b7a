"""Actions: the timeline of player decisions. A tagged union on ``type`` that each game module extends.

Decisions taken *while* an action resolves (use an optional trigger? which target? which card to put
into the gap?) travel with the action as ``choices``, keyed by what they answer (``for``). When a needed
choice is missing the game applies a documented default and says so in a ``choice`` step.

>>> Choice.model_validate({"for": "m1.roar", "targets": ["b_m2"]})
Choice(for_='m1.roar', use=True, targets=['b_m2'], cards=[], mode=None)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Any, Literal, Union

from pydantic import Field

from judge_app.engine.base import Model, PlayerRef


class Choice(Model):
    for_: str = Field(alias="for", description="what this answers, e.g. '<object>.<ability>' or 'replace:<object>'")
    use: bool = True
    targets: list[str] = Field(default_factory=list)
    cards: list[str] = Field(default_factory=list)
    mode: int | None = Field(default=None, ge=0)


class Action(Model):
    """Base of every action. Subclasses set ``type: Literal[...]`` and add fields (``ObjectRef`` for objects)."""

    type: str
    player: PlayerRef
    choices: Sequence[Choice] = Field(default_factory=list)  # read-only, so a game may narrow the choice type
    note: str = ""
    # When the action is taken: ``now``, where it stands in the timeline (illegal now: refused now, with its rules);
    # ``next_legal`` asks a game that can (GameModule.reaches_next_legal) to play default passes up to the next
    # moment it is legal, each pass a step of the trace (issue 28: never moved silently).
    at: Literal["now", "next_legal"] = "now"

    def choice(self, key: str) -> Choice | None:
        return next((c for c in self.choices if c.for_ == key), None)


def action_union(*types: type[Action]) -> Any:
    """The discriminated union (on ``type``) a game's scenario model uses for ``actions``."""
    return Annotated[Union[types], Field(discriminator="type")]  # noqa: UP007
