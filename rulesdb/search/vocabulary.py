"""The judge vocabulary (``vocabulary.yaml``): how a typed question maps onto the rulebooks' own words.

The data file holds per-game variants (indexed, see :mod:`rulesdb.search.synonyms`), cross-game groups and
paraphrases (expanded at query time), question words (dropped) and the words that ask for / state an outcome.
:func:`understand` turns the text of a query into *concepts*: each concept is one thing the query asks about,
with the forms it may take in a rulebook and a weight per form; the scorer gives a rule the score of its best form
per concept, so a rule that says 抓牌 and 抽牌 counts the drawing once.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from rulesdb.fsutil import write_atomic
from rulesdb.search.normalize import norm
from rulesdb.search.params import DEFAULT

log = logging.getLogger(__name__)
DATA_FILE = Path(__file__).with_name("vocabulary.yaml")
ALTERNATIVE_WEIGHT = DEFAULT.other_name  # another name for the typed word: found, but the typed word itself still wins
PARAPHRASE_WEIGHT = 1.0  # a paraphrase means exactly its rulebook wording
OPPOSITE_WEIGHT = DEFAULT.opposite  # the opposite state (横着 → 重置状态): the rule requiring it answers, less surely
MAX_WORD_REACH = 6  # characters a rulebook word may extend on either side of a judge form it contains


@dataclass(frozen=True, slots=True)
class Concept:
    typed: str  # what the user typed (a word or the paraphrase)
    forms: tuple[tuple[str, float], ...]  # (word as the rulebooks may write it, weight), the typed word first


@dataclass(frozen=True, eq=False)
class Vocabulary:
    games: dict[str, tuple[tuple[str, ...], ...]]
    groups: tuple[tuple[str, ...], ...]
    paraphrases: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]
    one_way: dict[str, tuple[str, ...]]
    question_words: frozenset[str]
    ask: tuple[str, ...]
    state: tuple[str, ...]
    group_of_form: dict[str, list[tuple[str, ...]]]
    not_before: tuple[str, ...] = ()
    count_ask: tuple[str, ...] = ()
    count_units: tuple[str, ...] = ()
    count_unit_words: dict[str, str] | None = None
    special_cases: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = ()
    answer_kinds: tuple[tuple[str, tuple[str, ...], tuple[re.Pattern[str], ...]], ...] = ()
    opposite_of_form: dict[str, tuple[str, ...]] | None = None

    def opposites(self, word: str) -> tuple[str, ...]:
        """The forms of the opposite state of every state group ``word`` belongs to (横置 → 重置, 行动状态, …)."""
        return (self.opposite_of_form or {}).get(word, ())

    def alternatives(self, word: str) -> list[str]:
        """Every other form of every group ``word`` belongs to, in group order, then its one-way meanings."""
        out: list[str] = [m for m in self.one_way.get(word, ()) if m != word]
        for group in self.group_of_form.get(word, ()):
            out.extend(f for f in group if f != word and f not in out)
        return out

    def asks_outcome(self, text: str) -> bool:
        """Whether ``text`` asks what happens (会输吗): an outcome word that is not a modifier (输的人, 输家)."""
        for a in self.ask:
            at = text.find(a)
            while at >= 0:
                if text[at + len(a) : at + len(a) + 1] not in self.not_before:
                    return True
                at = text.find(a, at + 1)
        return False

    def asks_count(self, text: str) -> tuple[bool, str | None]:
        """Whether ``text`` asks how many (几张, 多少血), and the unit asked for when it names one."""
        for a in self.count_ask:
            at = text.find(a)
            if at < 0:
                continue
            rest = text[at + len(a) :]
            for word, unit in (self.count_unit_words or {}).items():
                if rest.startswith(word):
                    return True, unit
            return True, rest[:1] if rest[:1] in self.count_units else None
        return False, None

    def states_count(self, text: str, unit: str | None) -> bool:
        """Whether ``text`` states a number with ``unit`` (any counted unit when None): 取5张, 20点的生命值."""
        units = (unit,) if unit else self.count_units
        return _count_pattern(units).search(text) is not None

    def answers_asked(self, text: str, skip: frozenset[str] = frozenset()) -> tuple[re.Pattern[str], ...]:
        """The patterns of a rule stating the kind of answer ``text`` asks for (去哪 → a zone named as destination);
        the kinds named in ``skip`` are left out (ablation)."""
        return tuple(
            p
            for name, ask, state in self.answer_kinds
            if name not in skip and any(a in text for a in ask)
            for p in state
        )

    def unasked_special_cases(self, text: str) -> tuple[str, ...]:
        """The marks of every special case ``text`` does not name (a rule saying one answers another question)."""
        return tuple(m for marks, asked in self.special_cases if not any(a in text for a in asked) for m in marks)


@cache
def _count_pattern(units: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("[0-9零一二两三四五六七八九十百]+ ?(?:" + "|".join(re.escape(u) for u in units) + ")")


def _forms(raw: list) -> tuple[str, ...]:
    return tuple(dict.fromkeys(norm(str(f)) for f in raw if norm(str(f))))


# Counts written in either script (三个人 / 3个人, 两人 / 2人): a vocabulary form holding one also matches the other
# way of writing it. 一 / 1 is left out: 一张牌 is an article, not a count (search5 measured it).
_CHINESE_DIGITS = {"两": "2", "二": "2", "三": "3", "四": "4", "五": "5", "六": "6", "七": "7", "八": "8", "九": "9"}
_COUNTED = frozenset("个人名位张点次分轮")  # a numeral before one of these is a count (四舍五入 is not)
_DIGITS_CHINESE = {"2": "两", "3": "三", "4": "四", "5": "五", "6": "六", "7": "七", "8": "八", "9": "九"}


def with_numerals(forms: tuple[str, ...]) -> tuple[str, ...]:
    """``forms`` and each one with its counts written the other way (三个人 → 3个人, 2人 → 两人), in order: a
    numeral counts when a measure word follows it."""
    out = dict.fromkeys(forms)
    for form in forms:
        for table in (_CHINESE_DIGITS, _DIGITS_CHINESE):
            other = "".join(
                table.get(c, c) if form[i + 1 : i + 2] in _COUNTED else c for i, c in enumerate(form)
            )
            if other != form:
                out.setdefault(other)
    return tuple(out)


def _read_data() -> dict:
    """vocabulary.yaml's content, from a JSON copy in the cache when one was made from these very bytes: parsing the
    YAML costs 0.15-0.25 s of every fresh process (the CLI's first query), reading the JSON a millisecond."""
    raw = DATA_FILE.read_bytes()
    copy = _cached_copy(hashlib.sha256(raw).hexdigest()[:16])
    if copy is not None:
        try:
            data = json.loads(copy.read_text(encoding="utf-8"))
            if isinstance(data, dict):
                return data
        except (OSError, ValueError):
            pass  # missing or damaged: made again below
    from ruamel.yaml import YAML  # the runtime's YAML library (PyYAML is a test tool only); 50 ms to import

    data = YAML(typ="safe", pure=True).load(raw.decode("utf-8"))
    if copy is not None:
        try:
            write_atomic(copy, json.dumps(data, ensure_ascii=False))
            for stale in copy.parent.glob("*.json"):
                if stale != copy:
                    stale.unlink(missing_ok=True)  # made from an earlier vocabulary.yaml
        except OSError:
            log.info("could not cache the vocabulary at %s", copy)
    return data


def _cached_copy(key: str) -> Path | None:
    from rulesdb.paths import cache_dir

    try:
        folder = cache_dir() / "vocabulary"
        folder.mkdir(exist_ok=True)
    except OSError:
        return None  # no writable cache: parse the YAML every time
    return folder / f"{key}.json"


@cache
def vocabulary() -> Vocabulary:
    data = _read_data()
    groups = tuple(with_numerals(_forms(group)) for group in data["groups"])
    index: dict[str, list[tuple[str, ...]]] = {}
    for group in groups:
        for form in group:
            index.setdefault(form, []).append(group)
    return Vocabulary(
        opposite_of_form=_opposites(groups, data.get("opposites", [])),
        games={g: tuple(_forms(group) for group in groups or ()) for g, groups in data["games"].items()},
        groups=groups,
        paraphrases=tuple((with_numerals(_forms(p["say"])), _forms(p["means"])) for p in data["paraphrases"]),
        one_way={norm(str(w["word"])): _forms(w["means"]) for w in data["words"]},
        question_words=frozenset(_forms(data["question_words"]) + _forms(data["filler_words"])),
        ask=_forms(data["consequences"]["ask"]),
        state=_forms(data["consequences"]["state"]),
        group_of_form=index,
        not_before=_forms(data["consequences"].get("not_before", [])),
        count_ask=_forms(data["counts"]["ask"]),
        count_units=_forms(data["counts"]["units"]),
        count_unit_words={norm(str(k)): norm(str(v)) for k, v in data["counts"]["unit_words"].items()},
        special_cases=tuple(
            (_forms(c["marks"]), with_numerals(_forms(c["asked_by"]))) for c in data["special_cases"]
        ),
        answer_kinds=tuple(
            (str(k["name"]), _forms(k["ask"]), tuple(re.compile(str(p)) for p in k["state"]))
            for k in data["answer_kinds"]
        ),
    )


def _opposites(groups: tuple[tuple[str, ...], ...], pairs: list) -> dict[str, tuple[str, ...]]:
    """Each form of a state group mapped to the forms of its opposite group (pairs name groups by their first form)."""
    by_name = {g[0]: g for g in groups}
    out: dict[str, tuple[str, ...]] = {}
    for pair in pairs:
        a, b = (by_name[norm(str(name))] for name in pair)  # a KeyError names a pair whose group is missing
        for one, other in ((a, b), (b, a)):
            for form in one:
                out[form] = tuple(dict.fromkeys((*out.get(form, ()), *(f for f in other if f not in one))))
    return out


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


def recognise(
    text: str,
    known: Callable[[str], bool],
    opposites: bool = True,
    alternative: float = ALTERNATIVE_WEIGHT,
    opposite: float = OPPOSITE_WEIGHT,
) -> tuple[list[Concept], str]:
    """Concepts for the judge words of the groups found in ``text`` (longest first), and the text without them.

    The query segmenter only knows the rulebooks' words, so a judge's word (开局, 清掉) would be cut into single
    characters before it could be looked up; finding such forms in the raw text first keeps them whole. A form the
    rulebooks use (``known``) is left to the segmenter, which will not find 生物 inside 衍生物; so is a judge form
    written inside a longer rulebook word (取牌 of 取牌阶段). One-way words of several characters (魔法) count too.
    """
    v = vocabulary()
    found: list[Concept] = []
    for form in _judge_forms(v):
        if form not in text or known(form):
            continue
        kept = [at for at in _occurrences(text, form) if not _inside_known_word(text, at, len(form), known)]
        if not kept:
            continue  # only inside a rulebook word (取牌 of 取牌阶段): the segmenter keeps that word whole
        found.append(word_concept(form, opposites, alternative, opposite))
        for at in reversed(kept):
            text = text[:at] + " " + text[at + len(form) :]
    return found, text


def _occurrences(text: str, form: str) -> list[int]:
    out, at = [], text.find(form)
    while at >= 0:
        out.append(at)
        at = text.find(form, at + len(form))
    return out


def _inside_known_word(text: str, at: int, size: int, known: Callable[[str], bool]) -> bool:
    """Whether the span ``text[at:at+size]`` lies inside a longer rulebook word written around it."""
    for start in range(max(0, at - MAX_WORD_REACH), at + 1):
        for end in range(at + size, min(len(text), at + size + MAX_WORD_REACH) + 1):
            if end - start > size and known(text[start:end]):
                return True
    return False


def strip_question_words(text: str) -> str:
    """The text without its multi-character question words (single characters go after segmentation)."""
    for word in _multi_char_question_words(vocabulary()):
        text = text.replace(word, " ")
    return text


@cache
def _multi_char_forms(v: Vocabulary) -> tuple[str, ...]:
    forms = {f for group in v.groups for f in group if len(f) >= 2}
    return tuple(sorted(forms, key=lambda f: (-len(f), f)))


@cache
def _judge_forms(v: Vocabulary) -> tuple[str, ...]:
    """Group forms and one-way words of several characters, longest first: the candidates for recognition."""
    forms = {f for group in v.groups for f in group if len(f) >= 2} | {w for w in v.one_way if len(w) >= 2}
    return tuple(sorted(forms, key=lambda f: (-len(f), f)))


@cache
def _multi_char_question_words(v: Vocabulary) -> tuple[str, ...]:
    return tuple(sorted((w for w in v.question_words if len(w) >= 2), key=lambda w: (-len(w), w)))


def word_concept(
    word: str, opposites: bool = True, alternative: float = ALTERNATIVE_WEIGHT, opposite: float = OPPOSITE_WEIGHT
) -> Concept:
    """The typed word and its other names across the rulebooks (抽牌阶段 also as 取牌阶段: a compound's part); for a
    state, its opposite at a lower weight (with ``opposites``): 横着的能挡吗 is answered by 必须处于行动状态."""
    v = vocabulary()
    alternatives = v.alternatives(word)
    if not alternatives:
        part = next((f for f in _multi_char_forms(v) if f in word and f != word), None)
        if part is not None:
            alternatives = [word.replace(part, alt) for alt in v.alternatives(part)]
    forms = [(word, 1.0), *((a, alternative) for a in alternatives)]
    if opposites:
        named = {word, *alternatives}
        # a one-way word (横 → 横置, 休止) is a state through its meanings
        states = (word, *v.one_way.get(word, ()))
        opposites_of = dict.fromkeys(o for s in states for o in v.opposites(s))
        forms.extend((o, opposite) for o in opposites_of if o not in named)
    return Concept(word, tuple(forms))


def is_question_word(word: str) -> bool:
    return word in vocabulary().question_words
