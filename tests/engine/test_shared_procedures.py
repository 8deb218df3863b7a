"""The kernel's helpers for what the games share (engine/priority.py, engine/drawing.py), on a bare table: each
does what its rule says and records every change it makes, so the replay reproduces the state after each step."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from judge_app.engine import priority
from judge_app.engine.base import PlayerRef
from judge_app.engine.drawing import draw_cards
from judge_app.engine.memory import GameMemory
from judge_app.engine.replay import Replay
from judge_app.engine.state import GameObject, GameState, Player, StackItem
from judge_app.engine.table import Table
from judge_app.engine.trace import Trace


class Memory(GameMemory):
    passed: Sequence[PlayerRef] = ()


class State(GameState[Any]):
    memory: Memory = Memory()


def _table(*objects: GameObject[Any], stack: list[StackItem] | None = None) -> tuple[Table, State]:
    state = State(active_player="A", phase="main", players=[Player(id="A"), Player(id="B"), Player(id="C")],
                  objects=list(objects), stack=stack or [])
    return Table(None, state, Trace(scenario="t", game="t", edition="")), state  # type: ignore[arg-type]


def _replays_exactly(table: Table, start: GameState[Any]) -> None:
    table.step("procedure", "end")
    replay = Replay(start, table.trace.steps)
    assert replay.state_after(len(table.trace.steps) - 1).model_dump(mode="json") == \
        table.state.model_dump(mode="json")
    assert replay.state_after(-1).model_dump(mode="json") == start.model_dump(mode="json")


def _round(table: Table, state: State, *players: str) -> list[str]:
    said: list[str] = []

    def resolve_top() -> None:
        said.append(f"resolve {priority.pop(table).source}")

    for pid in players:
        priority.pass_priority(table, state.memory, pid, hand_on=lambda p: said.append(f"to {p}"),
                               resolve_top=resolve_top, end_step=lambda: said.append("end step"))
        table.step("procedure", f"{pid} passed")
    return said


def test_all_players_passing_in_succession_resolves_the_top_of_the_stack() -> None:
    card = GameObject(id="bolt", owner="A", zone="stack")
    table, state = _table(card)
    start = state.model_copy(deep=True)
    priority.push(table, StackItem(source="bolt", controller="A"))
    assert _round(table, state, "A", "B") == ["to B", "to C"]
    assert list(state.memory.passed) == ["A", "B"]
    assert _round(table, state, "C") == ["resolve bolt"]
    assert state.stack == [] and state.memory.passed == ()
    _replays_exactly(table, start)


def test_an_action_between_passes_starts_the_round_again() -> None:
    table, state = _table()
    start = state.model_copy(deep=True)
    _round(table, state, "A", "B")
    priority.reset(state.memory)
    assert _round(table, state, "C", "A") == ["to A", "to B"]
    assert _round(table, state, "B") == ["end step"]
    _replays_exactly(table, start)


def test_the_top_is_the_last_item_pushed() -> None:
    table, state = _table()
    for source in ("first", "second"):
        priority.push(table, StackItem(source=source, controller="A"))
    top = priority.top(state.stack)
    assert top is not None and top.source == "second"
    assert priority.pop(table).source == "second" and [i.source for i in state.stack] == ["first"]


def test_drawing_takes_the_top_card_to_the_end_of_the_hand_and_says_when_the_deck_is_empty() -> None:
    table, state = _table(GameObject(id="h1", owner="A", zone="A.hand"), GameObject(id="d1", owner="A", zone="A.deck"),
                          GameObject(id="d2", owner="A", zone="A.deck"))
    start = state.model_copy(deep=True)
    drawn = [c.id if c else None for c in draw_cards(table, "A", 3)]
    assert drawn == ["d1", "d2", None]
    assert [o.id for o in state.in_zone("A.hand")] == ["h1", "d1", "d2"]
    _replays_exactly(table, start)


def test_a_game_stops_drawing_by_stopping_the_iteration() -> None:
    table, state = _table(GameObject(id="d1", owner="A", zone="A.deck"), GameObject(id="d2", owner="A", zone="A.deck"))
    for card in draw_cards(table, "A", 2):
        assert card is not None and card.id == "d1"
        break
    assert [o.id for o in state.in_zone("A.deck")] == ["d2"]
