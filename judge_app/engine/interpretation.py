"""Interpretation points: places where a rulebook is unclear or contradicts itself, and the readings a
scenario may choose between (``interpretations:``). The engine names the reading in force in an
``ambiguity`` step."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class InterpretationPoint:
    """A place where the rulebook is unclear or contradicts itself. ``cites`` are the rules in tension."""

    id: str
    question: str
    options: dict[str, str]
    default: str
    cites: tuple[str, ...]

    def reading_in(self, interpretations: Mapping[str, str]) -> str:
        """The reading a scenario chose for this point, or the default (no ``ambiguity`` step: a legality
        check uses this; :meth:`judge_app.engine.table.Table.reading` announces it during resolution)."""
        return interpretations.get(self.id, self.default)

    def describe(self, reading: str) -> str:
        others = "、".join(k for k in self.options if k != reading)
        return (f"{self.question} 采用解读「{reading}」:{self.options[reading]}"
                f"(可在 interpretations.{self.id} 中改为 {others})")
