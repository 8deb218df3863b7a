"""Questions each rule answers, written per rule from its text (document expansion, issue 19; data: ``asked/*.tsv``).

Judges type questions in their own words (盟友能拿武器打吗) while the rule says 盟友默認不能使用武器; a vocabulary maps
words, but which of several sibling rules answers a question is decided by what each one states. So every rule
ships the questions players would ask that it answers, written from the rule text by sessions that never read the
search's judged questions; the index holds their words and bigrams in fields of their own (``asked``,
``asked_bigrams``) that a query scores on beside the rule's own text.

File format, one rule per line: ``cite<TAB>text hash<TAB>question<TAB>question…``; ``#`` starts a comment. The hash
(``text_hash``: the first 8 hex digits of the SHA-1 of the rule's text) pins the questions to the text they were
written for: a rule whose text differs (another edition, a cleaned-up sentence, an imported rulebook reusing the
numbers) gets none, and a test lists the stale lines.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

DATA_DIR = Path(__file__).with_name("asked")


class AskedDataError(ValueError):
    """A line of an asked/*.tsv file that cannot be read (says which file and line)."""


@dataclass(frozen=True, slots=True)
class AskedEntry:
    cite: str
    text_hash: str
    questions: tuple[str, ...]
    where: str  # "ga.tsv:12", for messages


def text_hash(text: str) -> str:
    return hashlib.sha1(text.strip().encode("utf-8")).hexdigest()[:8]


def read_file(path: Path) -> list[AskedEntry]:
    out = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        where = f"{path.name}:{number}"
        cite, digest, *questions = [part.strip() for part in line.split("\t")] + [""]
        questions = [q for q in questions if q]
        if ":" not in cite or len(digest) != 8 or not questions:
            raise AskedDataError(f"{where}: expected cite<TAB>text hash<TAB>question…, got {line[:60]!r}")
        out.append(AskedEntry(cite, digest, tuple(questions), where))
    return out


@cache
def entries() -> dict[str, AskedEntry]:
    """Every shipped entry by cite (a cite listed twice is a data error)."""
    out: dict[str, AskedEntry] = {}
    for path in sorted(DATA_DIR.glob("*.tsv")):
        for entry in read_file(path):
            if entry.cite in out:
                raise AskedDataError(f"{entry.where}: {entry.cite} is listed already at {out[entry.cite].where}")
            out[entry.cite] = entry
    return out


def questions_for(cite: str, text: str) -> tuple[str, ...]:
    """The questions written for the rule ``cite`` whose text is ``text``; none if written for another text."""
    entry = entries().get(cite)
    if entry is None or entry.text_hash != text_hash(text):
        return ()
    return entry.questions
