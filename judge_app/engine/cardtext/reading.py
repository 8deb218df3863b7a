"""A card's rules text read into the game's abilities: :class:`Reading` and the :class:`CardReader` a game builds
from its pattern table.

A game plugs in with data: its table (``games/<game>/cardtext.yaml``) and its ability model
(``Ability[<Game>Effect]``). The reader normalizes the text, reads it with the table (``top`` names the type a card
is read as, per card type), validates each ability through the game's model, and reports every span not understood
with its position in the PRINTED text. A sentence not understood inside an ability stays in it as an ``unread``
effect, which the engine turns into an ``unsupported`` step quoting it when the trace gets there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from judge_app.engine.cardtext import messages as M
from judge_app.engine.cardtext.grammar import UNREAD_MARK, Matcher, Table
from judge_app.engine.cardtext.normalize import normalize
from judge_app.engine.messages import Text


@dataclass(frozen=True)
class Span:
    """A part of the printed text: [start, end) in characters of the text as given."""

    start: int
    end: int
    text: str

    def say(self) -> Text:
        return M.UNREAD(start=self.start + 1, end=self.end, text=self.text)


@dataclass
class Reading:
    """What a text was read as: the keywords, the abilities (the game's models; ids a1, a2, …), the spans not
    understood, and what was understood said back in plain words (``said``)."""

    game: str
    text: str
    keywords: list[str] = field(default_factory=list)
    abilities: list[Any] = field(default_factory=list)
    unread: list[Span] = field(default_factory=list)
    zh: str = ""
    en: str = ""

    @property
    def full(self) -> bool:
        return not self.unread

    def said(self, lang: str = "zh") -> str:
        """读作:… — the reading in plain words, one line per line of the card."""
        what = (self.en if lang == "en" else self.zh) or M.NOTHING().render(lang)
        return M.READ_AS(what=what).render(lang)

    def unread_lines(self, lang: str = "zh") -> list[str]:
        return [s.say().render(lang) for s in self.unread]

    def marked(self) -> str:
        """The printed text with each span not understood in 〔…〕."""
        out, at = [], 0
        for s in self.unread:
            out += [self.text[at:s.start], "〔", s.text, "〕"]
            at = s.end
        return "".join([*out, self.text[at:]])

    def ability_data(self) -> list[dict[str, Any]]:
        """The abilities as a scenario writes them (defaults left out)."""
        return [a.model_dump(mode="json", exclude_unset=True) for a in self.abilities]

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "text": self.text, "full": self.full, "keywords": self.keywords,
                "abilities": self.ability_data(),
                "unread": [{"start": s.start, "end": s.end, "text": s.text} for s in self.unread],
                "said": {"zh": self.said("zh"), "en": self.said("en")}}


class CardReader:
    """One game's reader: its table and its ability model (``Ability[<Game>Effect]``). ``prepare`` (optional)
    turns an ability as the table built it into the model's data where a table cannot (mtg sums mana symbols
    ``{1}{W}{W}`` into a cost); it raises ``ValueError`` for data it refuses, which is then reported."""

    def __init__(self, game: str, table: Table, ability_model: Any,
                 prepare: Callable[[dict[str, Any]], dict[str, Any]] | None = None) -> None:
        self.game, self.table, self.ability_model = game, table, ability_model
        self.prepare = prepare

    def top_type(self, types: Sequence[str]) -> str:
        return next((self.table.top[t] for t in types if t in self.table.top), self.table.top["default"])

    def read(self, text: str, types: Sequence[str] = (), name: str = "") -> Reading:
        """``name``: the card's name, when known (a scenario object's); then only it reads as "this card"."""
        n = normalize(text)
        reading = Reading(self.game, text)
        if not n.text.strip():
            return reading

        def printed(a: int, b: int) -> str:
            start, end = _with_brackets(text, *n.original_span(a, b))
            return text[start:end]

        matcher = Matcher(self.table, n.text, quote=printed, names=name_forms(name))
        node = matcher.full(self.top_type(types), 0, len(n.text))
        assert node is not None  # a sentences type reads every region (what it cannot read, it reports)
        reading.unread = [Span(a, b, text[a:b]) for a, b in (_with_brackets(text, *n.original_span(*u))
                                                             for u in node.unread)]
        reading.zh, reading.en = node.zh, node.en
        for part in node.value if isinstance(node.value, list) else [node.value]:
            if not isinstance(part, dict):
                continue
            reading.keywords += [k for k in part.get("keywords", []) if k not in reading.keywords]
            if "ability" in part:
                self._add_ability(reading, part["ability"])
        reading.unread.sort(key=lambda s: s.start)
        return reading

    def _add_ability(self, reading: Reading, data: dict[str, Any]) -> None:
        try:
            prepared = self.prepare(data) if self.prepare else data
            ability = self.ability_model.model_validate({"id": f"a{len(reading.abilities) + 1}", **prepared})
        except (ValidationError, ValueError):
            # the table built something the game's model refuses: a table bug, reported as not understood
            quoted = str(data.get("text", ""))
            at = reading.text.find(quoted) if quoted else -1
            reading.unread.append(Span(max(at, 0), max(at, 0) + len(quoted), quoted))
            return
        reading.abilities.append(ability)


OPENING, CLOSING = "[「【《『", "]」】》』"


def _with_brackets(text: str, a: int, b: int) -> tuple[int, int]:
    """A span widened over the brackets normalizing dropped at its edges: the openers right before it, and a
    closer right after it that closes one inside it (a keyword not understood is quoted as printed, ``[唯我]``)."""
    while a > 0 and text[a - 1] in OPENING:
        a -= 1
    while b < len(text) and text[b] in CLOSING:
        opener = OPENING[CLOSING.index(text[b])]
        if text[a:b].count(opener) <= text[a:b].count(text[b]):
            break
        b += 1
    return a, b


def name_forms(name: str) -> frozenset[str]:
    """How a card's name may be printed in its own text: as given, and without a parenthesized edition mark
    (``席德(WOFF)`` → ``席德``), normalized like the text."""
    full = normalize(name).text.strip()
    if not full:
        return frozenset()
    return frozenset({full, full.split("(")[0]} - {""})


def unread_effects(ability: Any) -> list[Any]:
    """The ``unread`` elements of an ability (its effects and modes)."""
    return [e for e in [*ability.effects, *(e for m in ability.modes for e in m)] if e.type == UNREAD_MARK]
