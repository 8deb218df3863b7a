"""The judge vocabulary (``vocabulary.yaml``): how a typed question maps onto the rulebooks' own words.

The data file holds per-game variants (indexed, see :mod:`rulesdb.search.synonyms`), cross-game groups and
paraphrases (expanded at query time), question words (dropped) and the words that ask for / state an outcome.
:func:`understand` turns the text of a query into *concepts*: each concept is one thing the query asks about,
with the forms it may take in a rulebook and a weight per form; the scorer gives a rule the score of its best form
per concept, so a rule that says 抓牌 and 抽牌 counts the drawing once.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

import yaml

from rulesdb.search.normalize import norm

DATA_FILE = Path(__file__).with_name("vocabulary.yaml")
ALTERNATIVE_WEIGHT = 0.85  # another name for the typed word: found, but the typed word itself still wins
PARAPHRASE_WEIGHT = 1.0  # a paraphrase means exactly its rulebook wording


@dataclass(frozen=True, slots=True)
class Concept:
    typed: str  # what the user typed (a word or the paraphrase)
    forms: tuple[tuple[str, float], ...]  # (word as the rulebooks may write it, weight), the typed word first


@dataclass(frozen=True)
class Vocabulary:
    games: dict[str, tuple[tuple[str, ...], ...]]
    groups: tuple[tuple[str, ...], ...]
    paraphrases: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]
    question_words: frozenset[str]
    ask: tuple[str, ...]
    state: tuple[str, ...]
    group_of_form: dict[str, list[tuple[str, ...]]]

    def alternatives(self, word: str) -> list[str]:
        """Every other form of every group ``word`` belongs to, in group order."""
        out: list[str] = []
        for group in self.group_of_form.get(word, ()):
            out.extend(f for f in group if f != word and f not in out)
        return out

    def asks_outcome(self, text: str) -> bool:
        return any(a in text for a in self.ask)


def _forms(raw: list) -> tuple[str, ...]:
    return tuple(dict.fromkeys(norm(str(f)) for f in raw if norm(str(f))))


@cache
def vocabulary() -> Vocabulary:
    data = yaml.safe_load(DATA_FILE.read_text(encoding="utf-8"))
    groups = tuple(_forms(group) for group in data["groups"])
    index: dict[str, list[tuple[str, ...]]] = {}
    for group in groups:
        for form in group:
            index.setdefault(form, []).append(group)
    return Vocabulary(
        games={g: tuple(_forms(group) for group in groups or ()) for g, groups in data["games"].items()},
        groups=groups,
        paraphrases=tuple((_forms(p["say"]), _forms(p["means"])) for p in data["paraphrases"]),
        question_words=frozenset(_forms(data["question_words"])),
        ask=_forms(data["consequences"]["ask"]),
        state=_forms(data["consequences"]["state"]),
        group_of_form=index,
    )


def paraphrases_in(text: str) -> tuple[list[Concept], str]:
    """Concepts for the paraphrases found in ``text`` (longest phrase first), and the text without them."""
    v = vocabulary()
    found: list[Concept] = []
    sayings = sorted(((s, means) for says, means in v.paraphrases for s in says), key=lambda p: -len(p[0]))
    for say, means in sayings:
        if say in text:
            found.append(Concept(say, tuple((m, PARAPHRASE_WEIGHT) for m in means)))
            text = text.replace(say, " ")
    return found, text


def word_concept(word: str) -> Concept:
    """The typed word and its other names across the rulebooks."""
    alternatives = vocabulary().alternatives(word)
    return Concept(word, ((word, 1.0), *((a, ALTERNATIVE_WEIGHT) for a in alternatives)))


def is_question_word(word: str) -> bool:
    return word in vocabulary().question_words
