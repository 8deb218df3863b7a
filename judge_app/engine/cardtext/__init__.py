"""Reading a card's printed rules text (issue 27): normalization with offsets, pattern tables, the reader.

``read(game, text)`` (judge_app/cardtext.py) is the entry point above the kernel; a game supplies a
:class:`~judge_app.engine.cardtext.reading.CardReader` built from its table.
"""

from judge_app.engine.cardtext.grammar import Table
from judge_app.engine.cardtext.normalize import Normalized, normalize
from judge_app.engine.cardtext.reading import CardReader, Reading, Span

__all__ = ["CardReader", "Normalized", "Reading", "Span", "Table", "normalize"]
