"""Decoding and line bookkeeping: every later pass works on `Line`s that remember where they came from."""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass, field

from rulesdb.models import Repair


class ImportRefused(Exception):
    """The input is not a rulebook this importer can read. The message says why, for a human."""


@dataclass
class Line:
    """One source line: its 1-based number, the raw text, the text as repaired so far, and the repairs."""

    no: int
    raw: str
    text: str
    repairs: list[Repair] = field(default_factory=list)

    def __repr__(self) -> str:
        return f"<Line {self.no} {self.text[:30]!r}>"


_NEWLINE = re.compile(r"\r\n|\r|\n")


def decode(data: bytes) -> tuple[str, str]:
    """Decode a rulebook file; returns ``(text, encoding)``. UTF-8 (with or without BOM), UTF-16 with BOM,
    or GB18030 (a superset of GBK and GB2312). Anything else is refused."""
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8) :]
    elif data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return data.decode("utf-16"), "utf-16"
        except UnicodeDecodeError as exc:
            raise ImportRefused(
                f"starts with a UTF-16 byte-order mark but is not valid UTF-16 ({exc.reason})"
            ) from None
    if b"\x00" in data[:4096]:
        raise ImportRefused("contains NUL bytes: a binary file, not a rulebook text")
    for encoding in ("utf-8", "gb18030"):
        try:
            return data.decode(encoding), encoding
        except UnicodeDecodeError:
            continue
    raise ImportRefused("is neither UTF-8 nor GB18030 text")


def split_lines(text: str) -> list[Line]:
    """Split on CR, LF or CRLF only (str.splitlines would also split on U+2028 and friends inside rules)."""
    return [Line(no=i, raw=raw, text=raw) for i, raw in enumerate(_NEWLINE.split(text), start=1)]
