"""Rule checks that cite their rule whichever way they go.

A judge asks "why may he?" as often as "why not?", so a legality test records the permission that
holds as carefully as the prohibition that refuses, and it gathers *every* reason an action is illegal
rather than stopping at the first one found.

A game's ``action_checker`` builds a :class:`Checks`, calls :meth:`Checks.require` (or ``allow`` /
``refuse``) for each rule it tests, and returns :meth:`Checks.verdict`: the permissions that held, or
:class:`~judge_app.engine.game.IllegalAction` carrying every refusal. The runner writes each permission
as one short ``check`` step (``check="pass"``) before the action resolves, and each refusal as its own
``check`` step (``check="fail"``).

>>> c = Checks()
>>> c.require(True, "eol:2.2.1.a", ok="唤醒的随从可以攻击", no="沉睡的随从不能攻击")
True
>>> c.require(False, ("eol:2.2.1.b",), ok="本回合尚未攻击", no="本回合已经攻击过")
False
>>> c.passed
[Reason('唤醒的随从可以攻击', ('eol:2.2.1.a',))]
>>> try:
...     c.verdict()
... except Exception as e:
...     print(type(e).__name__, e.reasons)
IllegalAction [Reason('本回合已经攻击过', ('eol:2.2.1.b',))]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import NoReturn

from judge_app.engine.messages import Text


@dataclass(frozen=True)
class Reason:
    """One rule check's finding in words, with the rules it rests on. ``point`` names the interpretation
    point whose reading decided it (the runner announces that reading in an ``ambiguity`` step)."""

    text: str | Text
    cites: tuple[str, ...]
    point: str | None = None

    def __repr__(self) -> str:
        return f"Reason({str(self.text)!r}, {self.cites!r}" + (f", point={self.point!r})" if self.point else ")")


def _cites(cites: str | Iterable[str]) -> tuple[str, ...]:
    return (cites,) if isinstance(cites, str) else tuple(cites)


class Checks:
    """The findings of one legality test: permissions that held (``passed``) and refusals (``failed``)."""

    def __init__(self) -> None:
        self.passed: list[Reason] = []
        self.failed: list[Reason] = []

    def allow(self, text: str | Text, *cites: str) -> None:
        """A permission that holds: the action may do this because of these rules."""
        self.passed.append(Reason(text, cites))

    def refuse(self, text: str | Text, *cites: str, point: str | None = None) -> None:
        """A reason the action is illegal. Further checks go on, so the refusal lists every reason."""
        self.failed.append(Reason(text, cites, point))

    def require(self, condition: bool, cites: str | Iterable[str], *, ok: str | Text, no: str | Text,
                point: str | None = None) -> bool:
        """Record the check whichever way it goes: ``ok`` as a permission, or ``no`` as a refusal."""
        if condition:
            self.passed.append(Reason(ok, _cites(cites)))
        else:
            self.failed.append(Reason(no, _cites(cites), point))
        return condition

    def extend(self, other: Checks) -> None:
        """Take over another collector's findings (a sub-check written as its own function)."""
        self.passed += other.passed
        self.failed += other.failed

    @property
    def ok(self) -> bool:
        return not self.failed

    def verdict(self) -> list[Reason]:
        """The permissions that held; :class:`IllegalAction` with every refusal if any check failed."""
        if self.failed:
            raise IllegalAction.of(self.failed)
        return list(self.passed)


class IllegalAction(Exception):
    """The action breaks a rule. ``reasons`` are every refusal found, each with the rules that forbid it;
    ``message`` and ``cites`` join them (the first reason's ``point`` is kept for older callers)."""

    def __init__(self, message: str | Text, cites: list[str], path: tuple[str, ...] = (), point: str | None = None,
                 reasons: Sequence[Reason] | None = None) -> None:
        super().__init__(str(message))
        self.message, self.cites, self.path, self.point = str(message), cites, path, point
        self.reasons: list[Reason] = list(reasons) if reasons else [Reason(message, tuple(cites), point)]

    @classmethod
    def of(cls, reasons: Sequence[Reason]) -> IllegalAction:
        cites = list(dict.fromkeys(c for r in reasons for c in r.cites))
        point = next((r.point for r in reasons if r.point), None)
        return cls(";".join(str(r.text) for r in reasons), cites, point=point, reasons=reasons)


def illegal(message: str | Text, *cites: str, point: str | None = None) -> NoReturn:
    """Refuse an action at once: raise :class:`IllegalAction` citing the rules that forbid it. Prefer
    :class:`Checks` where further checks could find more reasons."""
    raise IllegalAction(message, list(cites), point=point)
