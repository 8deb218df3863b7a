"""One handler per effect type: a game registers a function for each effect model of its union and the kernel
dispatches by the effect's class, instead of a long ``match`` on ``effect.type``.

A game builds one :class:`EffectHandlers` from its effect union, decorates each handler with ``@handlers.on(Model)``
and calls ``handlers.complete()`` at the end of the module that registers them: an effect type without a handler
is then an import error (and so a failed test), never a silent no-op when a scenario first uses it.

>>> from judge_app.engine.abilities import Damage, Draw
>>> handlers: EffectHandlers[list[str]] = EffectHandlers("demo", (Damage, Draw))
>>> @handlers.on(Damage)
... def _damage(table: Any, effect: Damage, said: list[str]) -> None:
...     said.append(f"{effect.amount} damage to {effect.target}")
>>> handlers.complete()
Traceback (most recent call last):
TypeError: demo: no handler for the effect types draw
>>> said: list[str] = []
>>> handlers.apply(None, Damage(target="enemy_hero", amount=2), said); said
['2 damage to enemy_hero']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Annotated, Any, Generic, TypeVar, Union, get_args, get_origin

from pydantic import BaseModel

if TYPE_CHECKING:
    from judge_app.engine.table import Table

C = TypeVar("C")  # what the game hands every handler besides the table and the effect (its source, targets…)
E = TypeVar("E", bound=BaseModel)
Handler = Callable[["Table", E, C], None]


def effect_types(union: Any) -> tuple[type[BaseModel], ...]:
    """The effect models of an effect union (``effect_union(...)``), in order."""
    if get_origin(union) is Annotated:
        union = get_args(union)[0]
    if get_origin(union) is Union:
        return tuple(get_args(union))
    return (union,)


class EffectHandlers(Generic[C]):
    def __init__(self, game: str, types: Iterable[type[BaseModel]]) -> None:
        self.game = game
        self.types = tuple(types)
        self._handlers: dict[type[BaseModel], Callable[[Table, Any, C], None]] = {}

    def on(self, effect_type: type[E]) -> Callable[[Handler[E, C]], Handler[E, C]]:
        """Register the decorated function as the handler of ``effect_type`` (one of the game's effects)."""
        if effect_type not in self.types:
            raise TypeError(f"{self.game}: {effect_type.__name__} is not one of the game's effect types")
        if effect_type in self._handlers:
            raise TypeError(f"{self.game}: a second handler for {effect_type.__name__}")

        def register(handler: Handler[E, C]) -> Handler[E, C]:
            self._handlers[effect_type] = handler
            return handler
        return register

    def complete(self) -> None:
        """Raise :class:`TypeError` naming every effect type of the game that has no handler."""
        missing = [_name(t) for t in self.types if t not in self._handlers]
        if missing:
            raise TypeError(f"{self.game}: no handler for the effect types {', '.join(missing)}")

    def apply(self, table: Table, effect: BaseModel, context: C) -> None:
        """Resolve ``effect`` with the handler of its class."""
        self._handlers[type(effect)](table, effect, context)


def _name(effect_type: type[BaseModel]) -> str:
    field = effect_type.model_fields.get("type")
    return str(field.default) if field is not None else effect_type.__name__
