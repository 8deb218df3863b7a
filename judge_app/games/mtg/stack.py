"""The stack (217.6) in ``state.stack``, bottom first: put on with the kernel's ``push``, taken off to resolve
with :func:`take_top`, and, for an item countered or retargeted where it stands, :func:`remove` and
:func:`replace`; and the counters that name new objects and timestamps. Every change goes through the table."""

from __future__ import annotations

from typing import Any

from judge_app.engine.priority import pop
from judge_app.engine.state import GameState
from judge_app.engine.table import Table
from judge_app.games.mtg.board import memory, stack
from judge_app.games.mtg.model import MtgStackItem, SpellItem

__all__ = ["item_named", "new_id", "remove", "replace", "take_top", "tick"]


def take_top(t: Table) -> MtgStackItem:
    """The top item, taken off the stack to resolve (the stack must not be empty)."""
    item = stack(t.state)[-1]
    pop(t)
    return item


def remove(t: Table, item_id: str) -> None:
    t.set_state("stack", [e for e in stack(t.state) if e.id != item_id])


def replace(t: Table, item: MtgStackItem) -> None:
    t.set_state("stack", [item if e.id == item.id else e for e in stack(t.state)])


def item_named(state: GameState[Any], ref: str) -> MtgStackItem | None:
    """The stack item a target names: a spell by its card, any item by its id."""
    return next((e for e in stack(state) if ref == e.id or (isinstance(e, SpellItem) and ref == e.source)), None)


def new_id(t: Table, prefix: str) -> str:
    mem = memory(t.state)
    mem.next_id += 1
    return f"{prefix}{mem.next_id}"


def tick(t: Table) -> int:
    """The next timestamp (418.5c)."""
    mem = memory(t.state)
    mem.clock += 1
    return mem.clock
