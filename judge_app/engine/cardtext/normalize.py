"""Card text in one spelling, with a map back to the printed text.

A reader matches templates against the normalized text; every span it reports (not understood, or the text of an
ability) is given back in the ORIGINAL text's offsets, so the judge sees exactly what was printed.

What changes: Traditional → Simplified (opencc), full-width letters, digits and punctuation → half-width (NFKC:
``，：；（）２①`` → ``,:;()21``), brackets that only mark a name or keyword (``「」【】《》[]``) are dropped, spaces
are dropped (Chinese card text has no meaningful space; a space between two keywords separates them, so it becomes
a 、), line breaks stay (``\\n``: a line is an ability), and a run of dashes becomes one ``—``.

>>> n = normalize("喚醒技：抽２張牌。")
>>> n.text
'唤醒技:抽2张牌。'
>>> n.original_span(4, 8)
(4, 8)
>>> normalize("护盾 再动").text
'护盾、再动'
>>> m = normalize("【再动】")
>>> m.text, m.original_span(0, 2)
('再动', (1, 3))
>>> c = normalize("《雷》《雷》:抽1张")
>>> c.original_text(0, 2)
'《雷》《雷》'

"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import lru_cache

import opencc

DROPPED = frozenset("「」【】《》[]『』")
BRACKETS = {"「": "」", "【": "】", "《": "》", "[": "]", "『": "』"}  # opening → closing
CLOSERS = {c: o for o, c in BRACKETS.items()}
DASHES = frozenset("—–―─")  # not the hyphen-minus: -1 is a number
CJK_PUNCT = {"。": "。", "、": "、", "~": "~", "〜": "~"}


@lru_cache(maxsize=1)
def _t2s() -> opencc.OpenCC:
    return opencc.OpenCC("t2s")


@lru_cache(maxsize=1)
def _s2t() -> opencc.OpenCC:
    return opencc.OpenCC("s2t")


def to_traditional(text: str) -> str:
    """Simplified → Traditional (a name read from normalized text, for a game that spells its vocabulary so)."""
    return str(_s2t().convert(text))


@dataclass(frozen=True)
class Normalized:
    """The normalized ``text`` and, for each of its characters, the offset of the printed character it came from
    (``offsets`` has one more entry: the end of the printed text)."""

    original: str
    text: str
    offsets: tuple[int, ...]

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """The printed span [start, end) of the normalized span [start, end), with a dropped bracket at either edge
        whose partner is inside it (fftcg's cost icons: the span of ``雷》《雷》:…`` is ``《雷》《雷》:…``)."""
        if end <= start:
            return self.offsets[start], self.offsets[start]
        a, b = self.offsets[start], self.offsets[end - 1] + 1
        while a > 0 and (close := BRACKETS.get(self.original[a - 1])) and close in self.original[a:b]:
            a -= 1
        while b < len(self.original) and (open_ := CLOSERS.get(self.original[b])) and open_ in self.original[a:b]:
            b += 1
        return a, b

    def original_text(self, start: int, end: int) -> str:
        a, b = self.original_span(start, end)
        return self.original[a:b]


def _simplified(text: str) -> str:
    """Traditional → Simplified, keeping one character per character (the offsets depend on it)."""
    whole = _t2s().convert(text)
    if len(whole) == len(text):
        return whole
    return "".join(c if len(s := _t2s().convert(c)) != 1 else s for c in text)


def _is_cjk(c: str) -> bool:
    return "\u3400" <= c <= "\u9fff"


def normalize(printed: str) -> Normalized:
    simple = _simplified(printed)
    out: list[str] = []
    offsets: list[int] = []

    def put(s: str, at: int) -> None:
        for ch in s:
            out.append(ch)
            offsets.append(at)

    for i, c in enumerate(simple):
        if c in DROPPED:
            continue
        if c == "\r":
            continue
        if c in "\t \u3000\xa0":
            # a space between two words of the card (护盾 再动) separates them; elsewhere it is layout
            before = out[-1] if out else ""
            after = next((x for x in simple[i + 1:] if x not in " \t\u3000\xa0"), "")
            if _is_cjk(before) and _is_cjk(after) and out[-1] != "、":
                put("、", i)
            continue
        if c in DASHES:
            if out and out[-1] == "—":
                continue
            put("—", i)
            continue
        if c in CJK_PUNCT:
            put(CJK_PUNCT[c], i)
            continue
        n = unicodedata.normalize("NFKC", c)
        if n in DROPPED:
            continue
        put(n, i)
    # line breaks: trailing spaces and empty lines say nothing
    text = "".join(out)
    keep = [k for k in range(len(text)) if not (text[k] == "\n" and (k == 0 or text[k - 1] == "\n"))]
    text = "".join(text[k] for k in keep)
    kept_offsets = [offsets[k] for k in keep]
    while text.endswith("\n"):
        text = text[:-1]
        kept_offsets.pop()
    return Normalized(printed, text, (*kept_offsets, len(printed)))
