"""Undo the hosting site's damage to the Grand Archive rulebook (``000_*.txt``).

The damage mechanism
====================

The rulebook was published as a GBK-encoded web page in Traditional characters (machine-converted from
mainland wording, hence 游戲, 后). The hosting site then added a pinyin reading after the characters of
a fixed table — Traditional-only forms such as 結 發 區 現 態 規 數 驅 優 (none of them is in GB2312) —
so that ``規`` became ``規(guī)``. It did this as a plain byte search-and-insert on the GBK bytes:

1. Where the table character's two bytes were a real character, the reading simply follows it:
   ``規(guī)則``. This is the common case (over a thousand in the file).

2. Where the two bytes happened to straddle two real characters, the reading was inserted *inside* the
   second one. 輸掉 is ``DD 94 | B5 F4``; ``94 B5`` is 數 (shù), so the site wrote
   ``DD 94 B5 (shù) F4 …``. The page's decoder read ``DD 94`` = 輸, met the lead byte ``B5`` followed by
   ``(`` (not a trail byte), emitted ``?`` and swallowed the ``(``. From there it decoded one byte out of
   phase: ``F4 D3`` = 粲 and ``CE 91`` = 螒 are the tail of 掉 glued to the head of 游, and so on.

Every ``?`` in a rule body stands for exactly one page byte the decoder could not pair, and each one
flips the phase between aligned and shifted. A shifted decoder also falls back into step when a trail
byte it meets is ASCII (``0x40``–``0x7E``): 條 is ``97 6C`` and shows as ``菞l`` (``C7 97``, then ``l``).
Details seen in the file:

* ``?pinyin)`` — the lone byte plus the swallowed ``(`` of a straddling reading. The lost byte can be
  recovered: with the page byte before it, it forms the table character read that way (``94 ?`` read
  *shù* and Traditional-only can only be 數 = ``94 B5``).
* ``?/p>`` — a lone lead byte swallowed the ``<`` of the paragraph's ``</p>``. ``/p>`` is markup, not
  text; the lost byte (usually completing the final 。 = ``A1 A3``) must be chosen from context.
* Any other ``?`` is a byte the decoder dropped for no visible reason; its value is chosen from context
  (``遊戲,`` shows as ``螒?,``: ``CE 91`` then the lost ``F2`` that completes 戲 = ``91 F2``).
* Shifted pairs in GBK's user-defined areas decode to private-use characters (``FE A1`` = U+E468);
  the decoder mapped ``FE50``–``FEA0`` to U+E815–U+E864 in order.
* Full-width forms were folded to ASCII after decoding, also inside shifted runs: a shifted ``!`` was
  ``A3 A1`` (！) and ``_`` was ``A3 DF`` (＿), two bytes each. Because ``A3 DF`` folds to ``_`` while a
  lone ``0x5F`` trail byte is ``_`` too, an ASCII character inside a shifted run is ambiguous.
* The shifted characters were not converted between scripts afterwards (they read as Simplified:
  笔 选 课), so re-encoding them to GBK gives the page bytes back unchanged.

The repair
==========

A line body is tokenized while tracking the decoder's phase. Readings ``(pinyin)`` are dropped wherever
they sit (they are inserted bytes, aligned or not). A *run* is the stretch from a ``?`` that shifts the
phase to the token that restores it. Its characters are re-encoded to page bytes (GBK, the decoder's
private-use mapping and the ASCII folding undone), each ``?`` becomes one unknown byte, and the bytes are
re-paired from the run's start. An unknown byte is pinned by the cut reading when there is one
(confidence high). Otherwise every byte value giving a valid character is scored by how well that
character fits its neighbours (jieba's word frequencies, a punctuation prior, balanced quotes) and the
best is kept: confidence medium, or low when the runner-up is close. Where an ASCII character or a ``?``
inside a shifted run is ambiguous, each reading of it is tried and the most plausible line wins. A run
that cannot be rebuilt is left exactly as it was and reported as ``unrepaired-damage``.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from rulesdb.models import Confidence, Repair

KIND_PINYIN = "pinyin-annotation"
KIND_BYTE_SHIFT = "gbk-byte-shift"
KIND_HTML = "html-leftover"
KIND_UNREPAIRED = "unrepaired-damage"

# Only byte-shift repairs put characters into the text that the damaged text does not show.
RECONSTRUCTING_KINDS: frozenset[str] = frozenset({KIND_BYTE_SHIFT})

_TONE_VOWELS = "āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ"
_SYLLABLE = rf"[a-zü]*[{_TONE_VOWELS}][a-zü{_TONE_VOWELS}]*"
_READING_RE = re.compile(rf"\(({_SYLLABLE})\)")
_CUT_READING_RE = re.compile(rf"({_SYLLABLE})\)")  # the decoder swallowed its "("
_PREFIX_RE = re.compile(r"\s*\d+(?:\.\d+)*\.\?")
_HTML_TAIL = "/p>"
_STRAY_RE = re.compile("[\ue000-\uf8ff]|/p>")
_LOST_MARK = "?"
_FE_PUA = range(0xE815, 0xE865)
_ASCII_TRAIL = range(0x40, 0x7F)
_FOLDABLE = range(0x20, 0x7F)
_LEAD_BYTES = range(0x81, 0xFF)
_MAX_LOST_FOR_BRANCHING = 20  # beyond this many "?" a line is garbage; try one reading only
_MAX_BRANCHES = 5  # ambiguous places tried both ways per line (up to 32 readings)

# Share of running Chinese text per punctuation mark (jieba's dictionary has no punctuation).
_PUNCT_SHARE: dict[str, float] = {
    "，": 0.05,
    "。": 0.03,
    "、": 0.007,
    "“": 0.005,
    "”": 0.005,
    "：": 0.004,
    "（": 0.002,
    "）": 0.002,
    "；": 0.001,
    "？": 0.001,
    "！": 0.001,
    "《": 0.0005,
    "》": 0.0005,
    "…": 0.0005,
    "—": 0.0005,
}
_OPENERS = {"”": "“", "）": "（", "》": "《", "」": "「", "』": "『", "】": "【"}
_SENTENCE_END = frozenset("。：；！？…）”」』")
_IMPLAUSIBLE = 10.0  # log-penalty for punctuation that cannot stand where it would go
_CLOSE_MARGIN = 2.0  # a runner-up within this log-score makes a context choice "low"
_UNREPAIRED_COST = 1000.0
_LEFT_CONTEXT = 200  # characters before a run that its scoring looks at (for open quotes)


@dataclass(frozen=True)
class _Unit:
    """One character of the damaged text and the page bytes the decoder made it from."""

    start: int
    end: int
    data: bytes | None


@dataclass(frozen=True)
class _Lost:
    """A ``?``: one page byte the decoder could not pair, with what it swallowed."""

    start: int
    end: int
    reading: str | None  # the cut reading after it, e.g. "shù"
    html: bool  # it swallowed the "<" of "</p>"
    prev_byte: int | None  # the page byte right before it


@dataclass(frozen=True)
class _Reading:
    """An inserted ``(pinyin)``: bytes that never belonged to the text."""

    start: int
    end: int
    pinyin: str


_Token = _Unit | _Lost | _Reading


@dataclass(frozen=True)
class _Option:
    """One character a re-paired byte pair can be; ``value`` is the lost byte it assumes, if any."""

    char: str
    value: int | None = None
    lost: _Lost | None = None


@dataclass
class _Outcome:
    text: str
    repairs: list[Repair]
    unrepaired: int

    def cost(self) -> float:
        """How implausible the repaired line is; compares readings of the same damaged line."""
        return self.unrepaired * _UNREPAIRED_COST - sum(_char_logp(c) for c in self.text)


# --------------------------------------------------------------------------------------------- API


def repair_ga_text(text: str) -> tuple[str, list[Repair]]:
    """Remove the hosting site's readings and rebuild byte-shifted runs in one line of the GA rulebook.

    A leading ``N.N.?`` rule prefix is left untouched. Never raises: damage that cannot be repaired
    is left in place and reported as ``unrepaired-damage``.
    """
    try:
        prefix_match = _PREFIX_RE.match(text)
        prefix = prefix_match.group() if prefix_match else ""
        body = text[len(prefix) :]
        outcomes = [_apply(body, tokens) for tokens in _tokenizations(body)]
        best = outcomes[0] if len(outcomes) == 1 else min(outcomes, key=_Outcome.cost)
        return prefix + best.text, best.repairs
    except Exception as exc:  # a cleaning helper must never take an import down
        return text, [_unrepaired(text, f"repair aborted by an internal error ({exc!r}); line left as is")]


# -------------------------------------------------------------------------------------- tokenizing


def _tokenizations(body: str) -> Iterator[list[_Token]]:
    """Every way to read ``body`` as decoder output, the most likely reading first.

    A shifted ``?`` or ASCII character has two byte readings; the first ``_MAX_BRANCHES`` such
    places on a path are tried both ways, later ones (and all in a line full of ``?``) take the usual one.
    """
    branches = _MAX_BRANCHES if body.count(_LOST_MARK) <= _MAX_LOST_FOR_BRANCHING else 0
    pending: list[tuple[int, bool, int | None, list[_Token], int]] = [(0, False, None, [], branches)]
    while pending:
        i, shifted, prev_byte, acc, branches = pending.pop()
        while i < len(body):
            token, alternative = _next_token(body, i, shifted, prev_byte)
            if alternative is not None and branches > 0:
                branches -= 1
                alt_token, alt_shifted = alternative
                pending.append((alt_token.end, alt_shifted, _last_byte(alt_token), [*acc, alt_token], branches))
            acc.append(token)
            i = token.end
            if isinstance(token, _Lost) or (
                isinstance(token, _Unit) and token.data is not None and len(token.data) == 1
            ):
                shifted = isinstance(token, _Lost) and not shifted
            prev_byte = _last_byte(token)
        yield acc


def _next_token(body: str, i: int, shifted: bool, prev_byte: int | None) -> tuple[_Token, tuple[_Token, bool] | None]:
    """The usual token at ``i`` and, where the byte reading is ambiguous, the other (with its phase)."""
    reading = _READING_RE.match(body, i)
    if reading:
        return _Reading(i, reading.end(), reading.group(1)), None
    folded = _folded_bytes(body[i]) if shifted else None
    folded_unit = _Unit(i, i + 1, folded) if folded is not None else None
    lost = _lost_at(body, i, prev_byte)
    if lost is not None:
        # a plain shifted "?" may also be a folded full-width ？ that keeps the phase
        return lost, (folded_unit, True) if folded_unit and lost.end == i + 1 else None
    code = ord(body[i])
    if folded_unit is not None and code in _ASCII_TRAIL:
        # a shifted ASCII letter is a lone trail byte, or a folded full-width letter that keeps the phase
        return _Unit(i, i + 1, bytes([code])), (folded_unit, True)
    return folded_unit or _Unit(i, i + 1, _page_bytes(body[i])), None


def _last_byte(token: _Token) -> int | None:
    """The page byte a token ends with; readings and lost bytes leave nothing a cut reading can use."""
    return token.data[-1] if isinstance(token, _Unit) and token.data else None


def _lost_at(body: str, i: int, prev_byte: int | None) -> _Lost | None:
    """The lost-byte token for a ``?`` at ``i``, with whatever it swallowed; None for other characters."""
    if body[i] != _LOST_MARK:
        return None
    cut = _CUT_READING_RE.match(body, i + 1)
    if cut:
        return _Lost(i, cut.end(), cut.group(1), False, prev_byte)
    if body.startswith(_HTML_TAIL, i + 1):
        return _Lost(i, i + 1 + len(_HTML_TAIL), None, True, prev_byte)
    return _Lost(i, i + 1, None, False, prev_byte)


def _folded_bytes(ch: str) -> bytes | None:
    """Page bytes of the full-width form that the upstream folding turned into ASCII ``ch``."""
    code = ord(ch)
    if code not in _FOLDABLE:
        return None
    return _page_bytes("\u3000" if code == 0x20 else chr(code + 0xFEE0))


def _page_bytes(ch: str) -> bytes | None:
    """The page bytes the decoder turned into ``ch``; None when no GBK byte sequence gives it."""
    code = ord(ch)
    if code < 0x80:
        return bytes([code])
    if code in _FE_PUA:
        trail = 0x50 + code - _FE_PUA.start
        return bytes([0xFE, trail + 1 if trail >= 0x7F else trail])  # 0x7F is never a trail byte
    for codec in ("gbk", "gb18030"):
        try:
            data = ch.encode(codec)
        except UnicodeEncodeError:
            continue
        if len(data) == 2:
            return data
    return None


# ---------------------------------------------------------------------------------------- repairing


def _apply(body: str, tokens: list[_Token]) -> _Outcome:
    """Repair ``body`` read as ``tokens``; the cost says how implausible the result is."""
    out: list[str] = []
    repairs: list[Repair] = []
    readings: list[str] = []
    unrepaired = 0
    pos = 0
    for first, last in _runs(tokens):
        out.append(_clean(body, tokens[pos:first], readings))
        run = tokens[first : last + 1]
        before = body[run[0].start : run[-1].end]
        after = _clean(body, tokens[last + 1 : last + 3], [])[:1]
        result = _solve_run(run, "".join(out)[-_LEFT_CONTEXT:], after)
        if result is None:
            out.append(before)
            repairs.append(_unrepaired(before, "could not re-align the GBK bytes of this garbled run"))
            unrepaired += 1
        else:
            text, confidence, notes = result
            text = _fold_full_width(text)
            out.append(text)
            readings.extend(t.pinyin for t in run if isinstance(t, _Reading))
            readings.extend(t.reading for t in run if isinstance(t, _Lost) and t.reading)
            repairs.extend(_html_repair() for t in run if isinstance(t, _Lost) and t.html)
            repairs.append(_shift_repair(before, text, confidence, notes))
        pos = last + 1
    out.append(_clean(body, tokens[pos:], readings))
    # out alternates in-phase stretches (even indices) and rebuilt or kept runs
    stray = [found for k, part in enumerate(out) if k % 2 == 0 for found in _stray_damage(part)]
    repairs.extend(_unrepaired(s, "damage outside any garbled run; left as printed") for s in stray)
    if readings:
        repairs.insert(0, _readings_repair(readings))
    return _Outcome("".join(out), repairs, unrepaired + len(stray))


def _stray_damage(text: str) -> list[str]:
    """Private-use characters and ``/p>`` in in-phase text: damage that no run explains."""
    return [m.group() for m in _STRAY_RE.finditer(text)]


def _fold_full_width(text: str) -> str:
    """Fold full-width forms to ASCII, as was done upstream to the rest of the file."""
    return "".join(chr(ord(c) - 0xFEE0) if 0xFF01 <= ord(c) <= 0xFF5E else c for c in text)


def _runs(tokens: list[_Token]) -> list[tuple[int, int]]:
    """Inclusive token index spans from each phase-shifting ``?`` to the token that restores the phase."""
    runs: list[tuple[int, int]] = []
    start: int | None = None
    for idx, tok in enumerate(tokens):
        if start is None:
            if isinstance(tok, _Lost):
                start = idx
        elif isinstance(tok, _Lost) or (isinstance(tok, _Unit) and tok.data is not None and len(tok.data) == 1):
            runs.append((start, idx))
            start = None
    if start is not None:
        runs.append((start, len(tokens) - 1))
    return runs


def _clean(body: str, tokens: list[_Token], readings: list[str]) -> str:
    """The text of an undamaged stretch with its readings dropped (and collected)."""
    parts: list[str] = []
    for tok in tokens:
        if isinstance(tok, _Reading):
            readings.append(tok.pinyin)
        else:
            parts.append(body[tok.start : tok.end])
    return "".join(parts)


def _solve_run(run: list[_Token], before: str, after: str) -> tuple[str, Confidence, list[str]] | None:
    """Re-pair a run's page bytes and fill its lost bytes; None when no valid text comes out."""
    stream: list[int | _Lost] = []
    for tok in run:
        if isinstance(tok, _Unit):
            if tok.data is None:
                return None
            stream.extend(tok.data)
        elif isinstance(tok, _Lost):
            stream.append(tok)
    if len(stream) % 2:
        return None
    pairs = [_pair_options(stream[k], stream[k + 1]) for k in range(0, len(stream), 2)]
    if not all(pairs):
        return None
    return _choose(pairs, before, after)


def _pair_options(a: int | _Lost, b: int | _Lost) -> list[_Option]:
    """The characters the byte pair (a, b) can be."""
    if isinstance(a, int) and isinstance(b, int):
        ch = _decode_pair(a, b)
        return [_Option(ch)] if ch else []
    if not isinstance(a, int) and not isinstance(b, int):
        return []  # two adjacent lost bytes: too little left to rebuild from
    lost, known = (a, b) if isinstance(a, _Lost) else (b, a)
    assert isinstance(lost, _Lost) and isinstance(known, int)
    options = []
    for value in _allowed_values(lost):
        ch = _decode_pair(value, known) if lost is a else _decode_pair(known, value)
        if ch:
            options.append(_Option(ch, value, lost))
    return options


def _allowed_values(lost: _Lost) -> list[int]:
    """Values a lost byte may take; a cut reading pins it to the table character read that way."""
    if lost.reading is None:
        return list(_LEAD_BYTES)
    if lost.prev_byte is None:
        return []
    return [v for v in _LEAD_BYTES if _is_table_char(_decode_pair(lost.prev_byte, v), lost.reading)]


def _is_table_char(ch: str | None, reading: str) -> bool:
    """Could the site have annotated ``ch`` with ``reading``? It annotated Traditional-only forms."""
    return ch is not None and unicodedata.normalize("NFC", reading) in _readings_of(ch) and _to_simplified(ch) != ch


@cache
def _decode_pair(lead: int, trail: int) -> str | None:
    """The ordinary (not private-use) character GBK gives for two bytes, if any."""
    try:
        ch = bytes([lead, trail]).decode("gbk")
    except UnicodeDecodeError:
        return None
    if len(ch) != 1 or unicodedata.category(ch) in ("Co", "Cn", "Cc"):
        return None
    return ch


@cache
def _readings_of(ch: str) -> frozenset[str]:
    from pypinyin import Style, pinyin

    return frozenset(unicodedata.normalize("NFC", p) for p in pinyin(ch, style=Style.TONE, heteronym=True)[0])


def _choose(pairs: list[list[_Option]], before: str, after: str) -> tuple[str, Confidence, list[str]]:
    """Pick each pair's character by context and grade the run's confidence."""
    chosen = [opts[0].char if len(opts) == 1 and opts[0].lost is None else "" for opts in pairs]
    confidence: Confidence = "high"
    notes: list[str] = []
    for idx, opts in enumerate(pairs):
        if chosen[idx]:
            continue
        left = before + "".join(chosen[:idx])
        right = chosen[idx + 1] if idx + 1 < len(pairs) else after
        ranked = sorted(opts, key=lambda o: -_fit(o.char, left, right))
        best = ranked[0]
        chosen[idx] = best.char
        assert best.lost is not None and best.value is not None
        reading = best.lost.reading
        if reading is not None and len(opts) == 1:
            notes.append(_reading_note(best))
            continue
        runner_up = _fit(ranked[1].char, left, right) if len(ranked) > 1 else -math.inf
        grade: Confidence = "medium" if _fit(best.char, left, right) - runner_up >= _CLOSE_MARGIN else "low"
        confidence = "low" if "low" in (confidence, grade) else "medium"
        others = "".join(o.char for o in ranked[1:4]) or "none"
        via = f"the reading '{reading}' fits {len(opts)} characters; " if reading else ""
        notes.append(
            f"lost byte 0x{best.value:02X} chosen from context: {via}'{best.char}' fits best after "
            f"'{left[-2:]}' and before '{right}' (runners-up: {others}; {grade} confidence)"
        )
    return "".join(chosen), confidence, notes


def _reading_note(option: _Option) -> str:
    """Explain how a cut reading pinned a lost byte."""
    assert option.lost is not None and option.lost.prev_byte is not None and option.value is not None
    prev, value = option.lost.prev_byte, option.value
    table_char = _decode_pair(prev, value)
    return (
        f"lost byte 0x{value:02X} recovered from the cut reading '{option.lost.reading}': after 0x{prev:02X} "
        f"only {table_char} ({prev:02X} {value:02X}) is read that way, giving {option.char}"
    )


# ---------------------------------------------------------------------------------- language model


def _fit(ch: str, left: str, right: str) -> float:
    """Log-plausibility of ``ch`` between ``left`` (the text before it) and ``right`` (the next character)."""
    opener = _OPENERS.get(ch)
    unmatched = opener is not None and left.count(opener) <= left.count(ch)
    return _local_fit(ch, left[-1:], right[:1], unmatched)


@lru_cache(maxsize=1 << 16)
def _local_fit(ch: str, before: str, after: str, unmatched_closer: bool) -> float:
    """``_fit`` given only the neighbouring characters and whether ``ch`` would close nothing."""
    score = _char_logp(ch)
    if ch in _PUNCT_SHARE:
        if unmatched_closer:
            score -= _IMPLAUSIBLE
        if not after and ch not in _SENTENCE_END:
            score -= _IMPLAUSIBLE  # the line ends here
        return score
    freq = _word_freq()
    core = _to_simplified(ch)
    if before:
        score += math.log1p(freq.get(_to_simplified(before) + core, 0))
    if after:
        score += math.log1p(freq.get(core + _to_simplified(after), 0))
    return score


def _char_logp(ch: str) -> float:
    """Unigram log-probability of a character in Chinese running text."""
    if ch in _PUNCT_SHARE:
        return math.log(_PUNCT_SHARE[ch])
    if ch.isascii():
        return math.log(1e-4 if ch.isalnum() else 1e-3)
    counts, total = _char_counts()
    return math.log((counts.get(_to_simplified(ch), 0) + 0.5) / total)


@cache
def _word_freq() -> dict[str, int]:
    """jieba's word frequencies (Simplified), read on first use."""
    from importlib import resources

    freq: dict[str, int] = {}
    with resources.files("jieba").joinpath("dict.txt").open(encoding="utf-8") as handle:
        for line in handle:
            word, _, rest = line.partition(" ")
            count = rest.split(" ", 1)[0]
            if count.isdigit():
                freq[word] = int(count)
    return freq


@cache
def _char_counts() -> tuple[dict[str, int], int]:
    """Character frequencies: each word's frequency credited to every character in it."""
    counts: Counter[str] = Counter()
    for word, n in _word_freq().items():
        for ch in word:
            counts[ch] += n
    return dict(counts), sum(counts.values())


@lru_cache(maxsize=1 << 16)
def _to_simplified(text: str) -> str:
    return _t2s().convert(text)


@cache
def _t2s() -> Any:
    import opencc

    return opencc.OpenCC("t2s")


# ------------------------------------------------------------------------------------ repair records


def _shift_repair(before: str, after: str, confidence: Confidence, notes: list[str]) -> Repair:
    how = "; ".join(notes) if notes else "no byte was lost"
    return Repair(
        kind=KIND_BYTE_SHIFT,
        detail=(
            "the site inserted a pinyin reading inside a GBK character, so the rest decoded one byte out "
            "of phase; re-encoded the garbled run to GBK, dropped the inserted reading and re-paired the "
            f"bytes: {how}"
        ),
        confidence=confidence,
        before=before,
        after=after,
    )


def _readings_repair(readings: list[str]) -> Repair:
    counts = Counter(readings)
    listing = ", ".join(f"{p}×{n}" if n > 1 else p for p, n in counts.most_common())
    return Repair(
        kind=KIND_PINYIN,
        detail=f"removed {len(readings)} pinyin reading(s) inserted by the hosting site: {listing}",
    )


def _html_repair() -> Repair:
    return Repair(
        kind=KIND_HTML,
        detail="removed '/p>', the rest of a '</p>' whose '<' a lone GBK lead byte swallowed",
        before=_HTML_TAIL,
        after="",
    )


def _unrepaired(before: str, why: str) -> Repair:
    return Repair(kind=KIND_UNREPAIRED, detail=why, confidence="low", before=before, after=before)
