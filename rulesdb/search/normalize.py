"""Search normalization: one canonical form for index and query text.

Both sides go through :func:`normalize`, so a Traditional query finds Simplified text and the reverse,
and ``，`` matches ``,``. The result keeps a map back to the original characters, so snippets can mark
matches in the text as the rulebook prints it.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from dataclasses import dataclass

import opencc

# Full-width and CJK punctuation folded one-to-one to ASCII (the rulebooks mix both, see rulebooks.md).
_FOLD: dict[int, str] = {c: chr(c - 0xFEE0) for c in range(0xFF01, 0xFF5F)}
_FOLD.update(
    {
        0x3000: " ",
        ord("、"): ",",
        ord("。"): ".",
        ord("「"): '"',
        ord("」"): '"',
        ord("『"): '"',
        ord("』"): '"',
        ord("“"): '"',
        ord("”"): '"',
        ord("‘"): "'",
        ord("’"): "'",
        ord("【"): "[",
        ord("】"): "]",
        ord("〔"): "[",
        ord("〕"): "]",
        ord("《"): "<",
        ord("》"): ">",
        ord("〈"): "<",
        ord("〉"): ">",
        ord("～"): "~",
        ord("—"): "-",
        ord("–"): "-",
        ord("•"): "-",
        ord("·"): "-",
    }
)

_UNENCODABLE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff]")

_converter: opencc.OpenCC | None = None
_converter_lock = threading.Lock()


def _t2s() -> opencc.OpenCC:
    global _converter
    with _converter_lock:
        if _converter is None:
            _converter = opencc.OpenCC("t2s")
        return _converter


def is_cjk(ch: str) -> bool:
    """A Han character (the scripts the rulebooks use); kana and hangul never occur in them."""
    o = ord(ch)
    return 0x4E00 <= o <= 0x9FFF or 0x3400 <= o <= 0x4DBF or 0xF900 <= o <= 0xFAFF or 0x20000 <= o <= 0x2FFFF


@dataclass(frozen=True, slots=True)
class Normalized:
    """Normalized text plus, for each of its characters, the index of the source character it came from."""

    text: str
    origin: tuple[int, ...]

    def span_in_source(self, start: int, end: int) -> tuple[int, int]:
        """The source span covering normalized characters ``start:end``."""
        return self.origin[start], self.origin[end - 1] + 1


def _to_simplified(text: str) -> str:
    cc = _t2s()
    converted = cc.convert(text)
    if len(converted) == len(text):
        return converted
    # A phrase mapping changed the length: fall back to per-character conversion to keep offsets aligned.
    return "".join(c if len(c := cc.convert(ch)) == 1 else ch for ch in text)


def normalize(text: str) -> Normalized:
    """Fold width and punctuation, lower-case, convert to Simplified, drop soft-wrap spaces between Han."""
    simplified = _simplified(text)
    if not _SPACE_RUN.search(simplified):  # most rule texts: every character kept where it was
        return Normalized(simplified, tuple(range(len(simplified))))
    chunks: list[str] = []
    origin: list[int] = []
    last = ""  # the last character kept
    pos = 0
    for run in _SPACE_RUN.finditer(simplified):
        start, end = run.span()
        if start > pos:
            chunks.append(simplified[pos:start])
            origin.extend(range(pos, start))
            last = simplified[start - 1]
        # A run of whitespace is one space, or none at the start, after a space, or between two Han characters
        # (PDF soft-wrap spaces split words: `激活技 能`).
        after = simplified[end : end + 1]
        if last and last != " " and not (is_cjk(last) and after and is_cjk(after)):
            chunks.append(" ")
            origin.append(start)
            last = " "
        pos = end
    if pos < len(simplified):
        chunks.append(simplified[pos:])
        origin.extend(range(pos, len(simplified)))
    out = "".join(chunks)
    if out.endswith(" "):
        out, origin = out[:-1], origin[:-1]
    return Normalized(out, tuple(origin))


def _simplified(text: str) -> str:
    """Width and punctuation folded, lower-cased, Simplified: one character for each of ``text``'s."""
    # Lone surrogates cannot be encoded for OpenCC, and NUL would end its C string: replace them one for one.
    text = _UNENCODABLE.sub(" ", text)
    folded = unicodedata.normalize("NFC", text)
    if len(folded) != len(text):
        folded = text
    return _to_simplified(folded.translate(_FOLD).lower())


_HAN = "\u4e00-\u9fff\u3400-\u4dbf\uf900-\ufaff\U00020000-\U0002ffff"  # is_cjk's ranges
_SPACE_RUN = re.compile(r"\s+")
_HAN_GAP = re.compile(f"(?<=[{_HAN}]) (?=[{_HAN}])")


def norm(text: str) -> str:
    """Just the normalized string: :func:`normalize`'s text, without the map back to the source (a fast path for
    the searcher, which normalizes every candidate's text once).

    >>> norm("  激活技 能 結算鏈　ＭＴＧ  ") == normalize("  激活技 能 結算鏈　ＭＴＧ  ").text == "激活技能结算链 mtg"
    True
    """
    return _HAN_GAP.sub("", _SPACE_RUN.sub(" ", _simplified(text))).strip(" ")
