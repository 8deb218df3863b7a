"""Character evidence: how many of a question's content characters a rule text holds.

Chinese paraphrases share characters where they do not share words (挡住 / 阻挡, 没被 / 未被, 看 / 查看), so among
candidates that already match the question's words, the one holding more of its characters is the likelier answer.
Negations are one class (没 / 未 / 无 / 非 / 不 / 否) and so are the modals (能 / 可): a yes/no question is answered by
the rule that says yes or no. Filler and question characters say nothing about the answer and are left out.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping

from rulesdb.search.normalize import is_cjk

# One representative per class; the texts are normalized (Simplified) before this runs.
_CLASS = {ch: "不" for ch in "没未无非不否莫勿别"} | {ch: "能" for ch in "能可"}
# Particles, pronoun-like fillers and question characters: in nearly every question or nearly every rule.
FILLER = frozenset("的了吗呢吧啊么嘛呀哦是在和与或就都也还这那个些之其以而及会要吧啥咋怎什哪谁几么嘞咯呗啦")


def content_chars(text: str) -> frozenset[str]:
    """The Han characters of ``text`` that carry content, negations and modals folded to one class each."""
    return frozenset(_CLASS.get(ch, ch) for ch in text if is_cjk(ch) and ch not in FILLER)


def char_share(asked: frozenset[str], held: frozenset[str], weight: Mapping[str, float] | None = None) -> float:
    """The share of the asked characters a text holds (0 when nothing is asked), each character counted by its
    ``weight`` when given (a rare character is better evidence than 牌 or 家)."""
    if not asked:
        return 0.0
    if weight is None:
        return len(asked & held) / len(asked)
    total = sum(weight.get(ch, 0.0) for ch in asked)
    return sum(weight.get(ch, 0.0) for ch in asked & held) / total if total else 0.0


def char_weights(texts: Iterable[frozenset[str]]) -> dict[str, float]:
    """Inverse document frequency of each content character over the documents' character sets."""
    df: dict[str, int] = {}
    n = 0
    for chars in texts:
        n += 1
        for ch in chars:
            df[ch] = df.get(ch, 0) + 1
    return {ch: math.log(1.0 + n / k) for ch, k in df.items()}


def concept_cover(asked: list[list[frozenset[str]]], held: frozenset[str]) -> float:
    """Soft coverage: per asked concept, the best share of one of its forms' characters a text holds; averaged.

    A concept whose word a rule does not use still counts in part when the rule shares its characters (挡住 in a
    rule saying 阻挡 counts one half), where the word match counts it as absent.
    """
    total = 0.0
    n = 0
    for forms in asked:
        best = 0.0
        for chars in forms:
            if chars:
                best = max(best, len(chars & held) / len(chars))
                if best == 1.0:
                    break
        total += best
        n += 1
    return total / n if n else 0.0
