"""Word segmentation: jieba with a user dictionary of game terms.

Two ways to get a segmenter:

* :meth:`Segmenter.full` loads jieba's whole dictionary (≈0.6 s) plus the game terms. The index build uses it.
* :meth:`Segmenter.compact` loads the *compact lexicon* the build saved next to the index: only the words the
  corpus actually produced, with jieba's own frequencies and total. A query word that never occurs in the corpus
  cannot match the word field anyway; jieba's total is kept, so a string whose best full-dictionary route uses
  corpus words only gets the same route. Queries thus segment like the documents, and a fresh process skips
  the full dictionary load (the budget for the first query is 1 s).
"""

from __future__ import annotations

import json
import logging
import sys
from collections.abc import Iterable
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from rulesdb.fsutil import write_atomic

if TYPE_CHECKING:
    from jieba import Tokenizer


def _import_jieba() -> ModuleType:
    """jieba without ``pkg_resources``.

    jieba 0.42.1 (its last release) opens its dictionary through ``pkg_resources`` when that imports, and falls back to
    the file beside its own module when it does not (``jieba/_compat.py``). setuptools 81+ no longer ships
    ``pkg_resources``, older ones warn that it is deprecated, and importing it scans every installed distribution
    (0.05-0.2 s of a fresh process). So jieba is imported with ``pkg_resources`` marked absent, for jieba only: the
    mark is removed right after, and a ``pkg_resources`` some other code already imported is left in place.
    """
    if "pkg_resources" in sys.modules:
        import jieba

        return jieba
    sys.modules["pkg_resources"] = None  # type: ignore[assignment]  # makes `import pkg_resources` raise ImportError
    try:
        import jieba
    finally:
        if sys.modules.get("pkg_resources", ...) is None:
            del sys.modules["pkg_resources"]
    return jieba


jieba = _import_jieba()
jieba.setLogLevel(logging.WARNING)  # jieba logs its dictionary loading to stderr at DEBUG otherwise

LEXICON_FILE = "lexicon.json"


class Segmenter:
    """A private jieba tokenizer (never the global one, which other code may configure differently)."""

    def __init__(self, tokenizer: Tokenizer) -> None:
        self._tk = tokenizer
        self._emitted: set[str] | None = None

    @classmethod
    def full(cls, user_words: Iterable[str], cache_dir: Path | None = None) -> Segmenter:
        tk = jieba.Tokenizer()
        if cache_dir is not None:
            tk.tmp_dir = str(cache_dir)  # jieba's marshal cache of its dictionary, instead of /tmp
        tk.initialize()
        for word in sorted(set(user_words)):
            # Without an explicit frequency jieba picks one just high enough to keep the word whole.
            tk.add_word(word)
        seg = cls(tk)
        seg._emitted = set()
        return seg

    @classmethod
    def compact(cls, path: Path) -> Segmenter:
        data = json.loads(path.read_text(encoding="utf-8"))
        freq: dict[str, int] = {}
        for word, count in data["words"].items():
            freq[word] = int(count)
            for i in range(1, len(word)):
                freq.setdefault(word[:i], 0)  # jieba's prefix dictionary marks prefixes with frequency 0
        tk = jieba.Tokenizer()
        tk.FREQ, tk.total = freq, int(data["total"])
        tk.initialized = True
        return cls(tk)

    def lexicon(self) -> list[str]:
        """Every word of the lexicon (not the mere prefixes jieba's dictionary marks)."""
        return [w for w, count in self._tk.FREQ.items() if count]

    def knows(self, word: str) -> bool:
        """Whether ``word`` is in the lexicon as a word (not only as the prefix of one)."""
        return bool(self._tk.FREQ.get(word))

    def words(self, text: str) -> list[str]:
        """jieba search-mode words (whole words plus their dictionary sub-words), HMM off for determinism."""
        words = list(self._tk.cut_for_search(text, HMM=False))
        if self._emitted is not None:
            self._emitted.update(words)  # the build is single-threaded; queries use a compact segmenter
        return words

    def cut(self, text: str) -> list[str]:
        """jieba's plain cut (each character once, no sub-words), HMM off: where a query's unknown words are."""
        return list(self._tk.cut(text, HMM=False))

    @property
    def emitted(self) -> frozenset[str]:
        """Every word this (full) segmenter produced so far."""
        if self._emitted is None:
            raise RuntimeError("only a full segmenter records the words it emitted")
        return frozenset(self._emitted)

    def save_compact(self, path: Path) -> None:
        """Write the lexicon of every word this (full) segmenter emitted so far."""
        if self._emitted is None:
            raise RuntimeError("only a full segmenter records the words it emitted")
        freq = self._tk.FREQ
        words = {w: freq[w] for w in sorted(self._emitted) if freq.get(w)}
        payload = {"total": self._tk.total, "words": words}
        write_atomic(path, json.dumps(payload, ensure_ascii=False, separators=(",", ":")))
