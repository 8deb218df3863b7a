"""Card text read by the shipped games: ``read(game, text)`` → :class:`~judge_app.engine.cardtext.Reading`.

The API the CLI, the GUI card editor and the card libraries use. A game without a reader yet reports its whole
text as not understood (never a guess).

>>> r = read("eol", "唤醒技:抽1张牌。")
>>> r.full, r.said("zh")
(True, '读作:唤醒技(被唤醒时,可选择发动):抽 1 张牌')
"""

from __future__ import annotations

from collections.abc import Sequence

from judge_app.engine.cardtext.objects import read_with
from judge_app.engine.cardtext.reading import Reading
from judge_app.games import get_game


def read(game: str, text: str, types: Sequence[str] = (), name: str = "") -> Reading:
    """``text`` read as ``game``'s card text; ``types`` (the card's types, e.g. ``["item"]``) pick how; ``name``
    (the card's, when known) is the only name that reads as "this card"."""
    return read_with(get_game(game).card_reader, game, text, list(types), name)


def has_reader(game: str) -> bool:
    return get_game(game).card_reader is not None
