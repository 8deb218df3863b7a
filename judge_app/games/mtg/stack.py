"""The stack (217.6) as the ordered list ``memory.stack`` (bottom first) of :class:`StackEntry` dicts, and
the other bookkeeping lists the engine keeps in memory. Every change goes through the table."""

from __future__ import annotations

from typing import Any

from judge_app.engine.table import LoopLimit, Table
from judge_app.games.mtg.model import StackEntry

MAX_STACK = 200  # spells and abilities on the stack at once: no real game comes near it


def entries(t: Table) -> list[StackEntry]:
    return [StackEntry.model_validate(e) for e in t.state.memory.get("stack", [])]


def top(t: Table) -> StackEntry | None:
    items = entries(t)
    return items[-1] if items else None


def _save(t: Table, items: list[StackEntry]) -> None:
    t.set_memory("stack", [e.model_dump(mode="json") for e in items] or None)


def push(t: Table, entry: StackEntry) -> None:
    items = entries(t)
    if len(items) >= MAX_STACK:
        # abilities that trigger each other without end: every push records the whole stack, so memory grew with
        # its square until the process ran out (make fuzz, issue 34); said as the loop it is
        raise LoopLimit(f"堆叠上已有 {len(items)} 个咒语与异能")
    _save(t, [*items, entry])


def remove(t: Table, entry_id: str) -> None:
    _save(t, [e for e in entries(t) if e.id != entry_id])


def replace(t: Table, entry: StackEntry) -> None:
    _save(t, [entry if e.id == entry.id else e for e in entries(t)])


def new_id(t: Table, prefix: str) -> str:
    n = int(t.state.memory.get("next_id", 0)) + 1
    t.set_memory("next_id", n)
    return f"{prefix}{n}"


def tick(t: Table) -> int:
    """The next timestamp (418.5c)."""
    n = int(t.state.memory.get("clock", 0)) + 1
    t.set_memory("clock", n)
    return n


def mem_list(t: Table, key: str) -> list[Any]:
    return list(t.state.memory.get(key, []))


def set_list(t: Table, key: str, value: list[Any]) -> None:
    t.set_memory(key, value or None)


def mem_dict(t: Table, key: str) -> dict[str, Any]:
    return dict(t.state.memory.get(key, {}))


def set_dict(t: Table, key: str, value: dict[str, Any]) -> None:
    t.set_memory(key, value or None)
