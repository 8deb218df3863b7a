"""Interpretation points: places where a rulebook is unclear or contradicts itself, and the readings a
scenario may choose between (``interpretations:``). The engine names the reading in force in an
``ambiguity`` step."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from judge_app.engine.messages import Text
from judge_app.engine.words import READING, READING_IN_CONTEXT


@dataclass(frozen=True)
class InterpretationPoint:
    """A place where the rulebook is unclear or contradicts itself. ``cites`` are the rules in tension; the
    question and each reading's meaning are texts of the game's catalog (TRANSITIONAL, issue 30: or plain
    Chinese strings, in a game not yet converted)."""

    id: str
    question: str | Text
    options: Mapping[str, str | Text]
    default: str
    cites: tuple[str, ...]

    def reading_in(self, interpretations: Mapping[str, str]) -> str:
        """The reading a scenario chose for this point, or the default (no ``ambiguity`` step: a legality
        check uses this; :meth:`judge_app.engine.table.Table.reading` announces it during resolution)."""
        return interpretations.get(self.id, self.default)

    def describe(self, reading: str, context: str | Text = "") -> Text:
        """The ``ambiguity`` step's text: the question, the reading used and how to choose another."""
        said = {"question": self.question, "reading": reading, "meaning": self.options[reading], "point": self.id,
                "others": [k for k in self.options if k != reading]}
        return READING_IN_CONTEXT(context=context, **said) if context else READING(**said)
