"""Token streams shared by the index build and the query side.

All functions take text already passed through :func:`rulesdb.search.normalize.norm`. The Whoosh fields use a
plain whitespace tokenizer over the streams produced here, so index and query can never analyse differently.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from rulesdb.search.normalize import is_cjk
from rulesdb.search.segment import Segmenter
from rulesdb.search.synonyms import group_of, group_token

_ASCII_RUN = re.compile(r"[a-z0-9]+(?:[.'/+-][a-z0-9]+)*")

# Function words that only slow a query down; the documents keep them (phrases need every character).
QUERY_STOPWORDS = frozenset(
    "的 了 吗 呢 吧 啊 么 呀 嘛 是 在 和 与 或 及 把 被 就 都 也 还 又 这 那 这个 那个 一个 我 你 他 她 它 我们 你们 "  # noqa: SIM905
    "什么 怎么 怎么办 如何 怎样 哪些 哪个 为什么 是否 能否 能不能 可不可以 请问 一下".split()
)


def has_content(token: str) -> bool:
    return any(ch.isalnum() or is_cjk(ch) for ch in token)


def words(seg: Segmenter, text: str) -> list[str]:
    """jieba search-mode words of ``text``, punctuation and spaces dropped."""
    return [w for w in (t.strip() for t in seg.words(text)) if w and has_content(w)]


def words_with_synonyms(seg: Segmenter, text: str, game: str) -> list[str]:
    """Document-side words: each variant listed for ``game`` is followed by its group token."""
    out: list[str] = []
    for w in words(seg, text):
        out.append(w)
        name = group_of(game, w)
        if name is not None:
            out.append(group_token(game, name))
    return out


def bigrams(text: str) -> list[str]:
    """Overlapping Han bigrams (a lone Han character stands for itself) and whole ASCII runs, in order."""
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if is_cjk(ch):
            j = i
            while j < n and is_cjk(text[j]):
                j += 1
            run = text[i:j]
            out.extend([run] if len(run) == 1 else [run[k : k + 2] for k in range(len(run) - 1)])
            i = j
        elif ch.isascii() and ch.isalnum():
            m = _ASCII_RUN.match(text, i)
            assert m is not None  # ch itself matches
            out.append(m.group())
            i = m.end()
        else:
            i += 1
    return out


def han_only(text: str) -> str:
    return "".join(ch for ch in text if is_cjk(ch))


def pinyin_keys(phrases: Iterable[str]) -> list[str]:
    """Full pinyin (``fashuli``) and initials (``fsl``) of each phrase's Han characters."""
    from pypinyin import lazy_pinyin  # only the index build needs it: keeps the query path's import light

    keys: list[str] = []
    for phrase in phrases:
        han = han_only(phrase)
        if not han:
            continue
        syllables = [s for s in lazy_pinyin(han) if s.isascii() and s.isalpha()]
        if not syllables:
            continue
        keys.append("".join(syllables))
        if len(syllables) > 1:
            keys.append("".join(s[0] for s in syllables))
    return keys


def pinyin_of_words(words: Iterable[str]) -> dict[str, list[str]]:
    """Full pinyin and initials -> the words (2+ Han characters) spelled so: pinyin over the rule bodies."""
    from pypinyin import lazy_pinyin

    table: dict[str, list[str]] = {}
    for word in sorted(set(words)):
        if not word or han_only(word) != word:
            continue
        syllables = [s for s in lazy_pinyin(word) if s.isascii() and s.isalpha()]
        if len(syllables) != len(word):
            continue
        keys = ["".join(syllables)] if len(word) == 1 else ["".join(syllables), "".join(s[0] for s in syllables)]
        for key in keys:
            table.setdefault(key, []).append(word)
    return table


def split_pinyin(text: str, table: dict[str, list[str]], max_parts: int = 4) -> list[str] | None:
    """``text`` as the fewest keys of ``table`` (kongpaiku -> kong + paiku), or None."""
    if len(text) > 40:
        return None
    best: list[list[str] | None] = [None] * (len(text) + 1)
    best[0] = []
    for end in range(1, len(text) + 1):
        for start in range(end):
            prefix = best[start]
            piece = text[start:end]
            if prefix is None or len(piece) < 2 or piece not in table or len(prefix) >= max_parts:
                continue
            if (known := best[end]) is None or len(prefix) + 1 < len(known):
                best[end] = [*prefix, piece]
    return best[len(text)]


def fold_pinyin(token: str) -> str:
    """A typed pinyin syllable run without tone marks (hùdùn -> hudun, lǜ -> lv); other tokens unchanged."""
    if token.isascii():
        return token
    decomposed = unicodedata.normalize("NFKD", token.replace("ü", "v").replace("ǖ", "v").replace("ǘ", "v"))
    folded = "".join(ch for ch in decomposed if not unicodedata.combining(ch)).replace("ü", "v")
    return folded if folded.isascii() and folded.isalpha() else token
