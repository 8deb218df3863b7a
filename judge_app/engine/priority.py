"""The priority round and the stack, as the games with a stack or chain share them (mtg 408.1c, fftcg 11.1.6-7,
riftbound 334-335, ga 2.8.2.1): players pass in turn; once every player has passed in succession, the top of the
stack resolves, or with an empty stack the step ends.

The store is ``state.stack`` (items on top last), written only through :func:`push` and :func:`pop` so every
change is recorded; a game whose items carry more than :class:`~judge_app.engine.state.StackItem` subclasses it
and types its state's ``stack`` with the subclass (as its memory). Who passed is the game's memory field
``passed`` (:class:`Passes`). What each game keeps its own: who gets priority after a resolution and how a step
ends (its turn structure), the words and rules of each step, and the rest of its rulebook's differences
(docs/architecture.md).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from judge_app.engine.state import StackItem
from judge_app.engine.table import LoopLimit, Table

Item = TypeVar("Item", bound=StackItem)


class Passes(Protocol):
    """The part of a game's memory the round keeps: the players who passed in succession, in order (None: no
    round kept yet, for a game whose memory leaves a field unset until it is first written)."""

    @property
    def passed(self) -> Sequence[str] | None: ...

    @passed.setter
    def passed(self, value: Sequence[str]) -> None: ...


MAX_STACK = 200  # items on the stack at once: no real game comes near it


def push(table: Table, item: StackItem) -> None:
    """Put ``item`` on top of the stack. Past :data:`MAX_STACK` items the trace stops as the loop it is: abilities
    triggering each other without end grew the stack, and with every push a record of the whole stack, until
    memory ran out (make fuzz, issue 34)."""
    if len(table.state.stack) >= MAX_STACK:
        raise LoopLimit(f"堆叠上已有 {len(table.state.stack)} 项")
    table.set_state("stack", [*table.state.stack, item])


def pop(table: Table) -> StackItem:
    """Take the top item off the stack (the caller resolves it). The stack must not be empty."""
    *rest, top = table.state.stack
    table.set_state("stack", rest)
    return top


def top(items: Sequence[Item]) -> Item | None:
    """The item that resolves next, if any."""
    return items[-1] if items else None


def pass_priority(table: Table, memory: Passes, player: str, *, hand_on: Callable[[str], None],
                  resolve_top: Callable[[], None], end_step: Callable[[], None],
                  clear: Callable[[], None] | None = None) -> None:
    """``player`` passes. Until every player has passed in succession, ``hand_on(next player in turn order)``;
    once all have, the record is cleared (to an empty one, or by ``clear``: ga's memory leaves the field unset
    between rounds) and the top of the stack resolves (``resolve_top``: the game pops it,
    resolves it and gives priority again as its rules say) or, with an empty stack, the step ends (``end_step``).
    Any other action a player takes clears ``memory.passed`` (:func:`reset`).

    >>> from judge_app.engine.state import GameState, Player
    >>> from judge_app.engine.trace import Trace
    >>> class Memory:
    ...     passed: Sequence[str] = ()
    >>> state = GameState(active_player="A", phase="main", players=[Player(id="A"), Player(id="B")])
    >>> table, memory, said = Table(None, state, Trace(scenario="d", game="d", edition="")), Memory(), []
    >>> for who in ("A", "B"):
    ...     pass_priority(table, memory, who, hand_on=lambda p: said.append(f"to {p}"),
    ...                   resolve_top=lambda: said.append("resolve"), end_step=lambda: said.append("end step"))
    >>> said, memory.passed
    (['to B', 'end step'], ())
    """
    passed = [*(memory.passed or ()), player]
    ids = [p.id for p in table.state.players]
    memory.passed = passed  # the completed round is recorded too, then cleared: the trace shows who passed
    if not set(ids) <= set(passed):
        hand_on(ids[(ids.index(player) + 1) % len(ids)])
        return
    if clear is not None:
        clear()
    else:
        memory.passed = ()
    if table.state.stack:
        resolve_top()
    else:
        end_step()


def reset(memory: Passes) -> None:
    """A player acted instead of passing: passes before it no longer count toward "all passed in succession"."""
    if memory.passed:
        memory.passed = ()


__all__ = ["Item", "Passes", "pass_priority", "pop", "push", "reset", "top"]
