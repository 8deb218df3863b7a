"""Drawing, as every game's rulebook has it: one card at a time from the top of a player's deck to their hand.

What an empty deck means is each game's own (eol: lose 1 life and go on; ga, fftcg: the player loses at the next
check; mtg: loses at the next state-based check; riftbound: burn out), and so is the wording of the steps: the
helper moves the cards (recorded) and says what happened, the game writes the steps.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from judge_app.engine.state import GameObject
from judge_app.engine.table import Table


def draw_cards(table: Table, player: str, count: int, *, deck: str = "deck",
               hand: str = "hand") -> Iterator[GameObject[Any] | None]:
    """Draw ``count`` cards one at a time from the top of ``<player>.<deck>`` to the end of ``<player>.<hand>``:
    each draw yields the card drawn, or None when the deck was empty. Stop iterating to stop drawing (a game whose
    empty-deck draw ends the drawing).

    >>> from judge_app.engine.state import GameState, Player
    >>> from judge_app.engine.trace import Trace
    >>> state = GameState(active_player="A", phase="draw", players=[Player(id="A")],
    ...                   objects=[GameObject(id="c1", owner="A", zone="A.deck")])
    >>> table = Table(None, state, Trace(scenario="demo", game="demo", edition=""))
    >>> [card.id if card else None for card in draw_cards(table, "A", 2)]
    ['c1', None]
    """
    for _ in range(count):
        cards = table.state.in_zone(f"{player}.{deck}")
        if not cards:
            yield None
            continue
        table.move(cards[0], f"{player}.{hand}", top=False)
        yield cards[0]
