"""Typos and homophones: a word the rulebooks never write, read as the word they write that sounds the same.

Chinese input methods turn a slip into a homophone (冻洁 for 冻结, 偷习 for 偷袭, 在动 for 再动) or another character
of a term (濒死壮态). The segmenter then cuts the typed word into single characters, since the corpus lexicon does not
know it: those runs, alone or with the word beside them, are the places to look. For each such *window* the
candidates are the corpus words one character away whose character is read the same (toneless pinyin, every reading
of a polyphonic character) or nearly (fuzzy pinyin: zh/z, n/l, -ng/-n): one slip per word, as input methods make
them. The searcher weighs each candidate (how often it occurs where the search looks, whether it is a term);
:func:`corrections` keeps the best per window, longest windows first, and the query is searched as corrected, the
hits saying so ("did you mean"). Characters that merely look alike (形近字) are not corrected.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from rulesdb.search.normalize import is_cjk

MAX_WINDOW = 6  # characters: a term a typo may sit in (the user dictionary's terms are 2-8)

# (window, candidate, whole) -> the candidate's weight, or None to refuse it; ``whole``: the window covers a whole run
# of single characters (with or without the words beside it), not a stretch of a longer one
Weigh = Callable[[str, str, bool], float | None]


@dataclass(frozen=True, slots=True)
class Correction:
    """A word of the query the rulebooks never write (``typed``) and the word taken for it (``meant``)."""

    typed: str
    meant: str


class Corrector:
    """Candidates for a window: corpus words that differ from it in one character read the same way, or nearly
    (the fuzzy pinyin input methods offer: zh/z, ch/c, sh/s, n/l, -ng/-n)."""

    def __init__(self, readings: dict[str, str], lexicon: Iterable[str]) -> None:
        """``readings``: toneless reading → the characters read so (the index's readings table); ``lexicon``: the
        corpus words."""
        self._readings_of: dict[str, list[str]] = {}
        for reading, chars in readings.items():
            folded = fuzzy(reading)
            for ch in chars:
                self._readings_of.setdefault(ch, []).append(folded)
        # (the word with one character blanked, that character's reading) → the words: one lookup per character
        # and reading of a window, whatever the size of the lexicon
        self._by_slip: dict[tuple[str, str], list[str]] = {}
        for word in lexicon:
            if 2 <= len(word) <= MAX_WINDOW:
                for i, ch in enumerate(word):
                    for reading in dict.fromkeys(self._readings_of.get(ch, ())):
                        self._by_slip.setdefault((_blank(word, i), reading), []).append(word)

    def candidates(self, window: str) -> list[str]:
        """Corpus words of ``window``'s length that differ from it in one character read (nearly) the same."""
        out: dict[str, None] = {}
        for i, ch in enumerate(window):
            for reading in dict.fromkeys(self._readings_of.get(ch, ())):
                for word in self._by_slip.get((_blank(window, i), reading), ()):
                    if word[i] != ch:
                        out[word] = None
        return list(out)


def _blank(word: str, i: int) -> str:
    return f"{word[:i]}\x00{word[i + 1 :]}"


_FUZZY = ((re.compile(r"^([zcs])h"), r"\1"), (re.compile(r"^l"), "n"), (re.compile(r"ng$"), "n"))


def fuzzy(reading: str) -> str:
    """A toneless reading with the distinctions many speakers do not make folded (zhi/zi, lan/nan, ying/yin).

    >>> fuzzy("zheng"), fuzzy("lan"), fuzzy("ying"), fuzzy("jie")
    ('zen', 'nan', 'yin', 'jie')
    """
    for pattern, repl in _FUZZY:
        reading = pattern.sub(repl, reading)
    return reading


def windows(tokens: list[str]) -> list[tuple[int, int, bool]]:
    """Character spans of ``"".join(tokens)`` where a typo may be, longest first: runs of two or more single Han
    characters (the segmenter knew no word there), and single characters together with the word beside them; each
    says whether it covers its whole run."""
    starts = list(itertools.accumulate((len(t) for t in tokens), initial=0))
    single = [len(t) == 1 and is_cjk(t) for t in tokens]
    han = [all(is_cjk(ch) for ch in t) for t in tokens]
    spans: set[tuple[int, int]] = set()
    whole: set[tuple[int, int]] = set()
    i = 0
    while i < len(tokens):
        if not single[i]:
            i += 1
            continue
        j = i
        while j < len(tokens) and single[j]:
            j += 1
        for a in range(i, j):  # every stretch of the run, two characters or more
            for b in range(a + 2, j + 1):
                spans.add((starts[a], starts[b]))
        left = i > 0 and han[i - 1]
        right = j < len(tokens) and han[j]
        first, last = starts[i - 1] if left else starts[i], starts[j + 1] if right else starts[j]
        whole.update({(starts[i], starts[j]), (first, starts[j]), (starts[i], last), (first, last)})
        for a in range(i, j):  # the word on the left with the run's first characters, the right one with its last
            if left:
                spans.add((starts[i - 1], starts[a + 1]))  # 法术/对/绝 → 法术对, 法术对绝
            if right:
                spans.add((starts[a], starts[j + 1]))  # 自/懂/技能 → 懂技能, 自懂技能
        if left and right:
            spans.add((starts[i - 1], starts[j + 1]))  # 法/述/力池 with the words on both sides
        i = j
    fitting = [(a, b, (a, b) in whole) for a, b in spans if 2 <= b - a <= MAX_WINDOW]
    return sorted(fitting, key=lambda s: (s[0] - s[1], s[0]))


def corrections(text: str, tokens: list[str], corrector: Corrector, weigh: Weigh) -> list[tuple[int, int, Correction]]:
    """The corrections of ``text`` (cut into ``tokens``): per window the best-weighed candidate, longest windows
    first, no two overlapping. Spans index ``text``."""
    taken: list[tuple[int, int, Correction]] = []
    for start, end, whole in windows(tokens):
        if any(start < e and s < end for s, e, _ in taken):
            continue
        typed = text[start:end]
        best: tuple[float, str] | None = None
        for candidate in corrector.candidates(typed):
            weight = weigh(typed, candidate, whole)
            if weight is not None and (best is None or weight > best[0]):
                best = (weight, candidate)
        if best is not None:
            taken.append((start, end, Correction(typed, best[1])))
    return sorted(taken, key=lambda t: t[0])
