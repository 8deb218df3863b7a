"""Autosave and crash recovery. No Qt.

While a scenario has unsaved edits, its text is written every few seconds to ``<data dir>/autosave/`` as
``<session>.yaml`` plus ``<session>.json`` (original file, title, the writing process's id). A clean save or
a deliberate close deletes both. On the next start, entries whose process is gone are offered for recovery:
that process crashed or was killed before it could save.
"""

from __future__ import annotations

import json
import os
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from judge_app.engine.yamlio import save_text
from rulesdb.fsutil import process_alive
from rulesdb.paths import data_dir


def autosave_dir() -> Path:
    """Where autosaves go (made by the first autosave: a read-only data folder must not stop the window)."""
    return data_dir() / "autosave"


@dataclass(frozen=True)
class Recoverable:
    session: str
    text_file: Path
    original: Path | None  # the file the judge was editing; None for a never-saved scenario
    title: str
    saved_at: float

    def text(self) -> str:
        return self.text_file.read_text(encoding="utf-8")


class Autosaver:
    """One editing session's autosave slot."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory or autosave_dir()
        self.session = uuid.uuid4().hex

    @property
    def text_file(self) -> Path:
        return self.directory / f"{self.session}.yaml"

    @property
    def meta_file(self) -> Path:
        return self.directory / f"{self.session}.json"

    def write(self, text: str, original: Path | None, title: str) -> None:
        """Text first, then the metadata that makes it visible: a crash between the two leaves no entry."""
        self.directory.mkdir(parents=True, exist_ok=True)
        save_text(self.text_file, text)
        meta = {"original": str(original) if original else None, "title": title, "pid": os.getpid(),
                "saved_at": time.time()}
        save_text(self.meta_file, json.dumps(meta, ensure_ascii=False))

    def discard(self) -> None:
        self.meta_file.unlink(missing_ok=True)
        self.text_file.unlink(missing_ok=True)

    def adopt(self, entry: Recoverable) -> None:
        """Continue a recovered session in this slot (its files are replaced at the next autosave)."""
        discard(entry)


def recoverable(directory: Path | None = None) -> list[Recoverable]:
    """Autosaves left behind by processes that no longer run, newest first. Unreadable entries are skipped."""
    folder = directory or autosave_dir()
    out = []
    for meta_file in folder.glob("*.json"):
        try:
            meta = json.loads(meta_file.read_text(encoding="utf-8"))
            text_file = meta_file.with_suffix(".yaml")
            if process_alive(int(meta["pid"])) or not text_file.exists():
                continue
            original = Path(meta["original"]) if meta.get("original") else None
            out.append(Recoverable(meta_file.stem, text_file, original, str(meta.get("title", "")),
                                   float(meta.get("saved_at", 0))))
        except (OSError, ValueError, KeyError, TypeError):
            continue
    return sorted(out, key=lambda r: r.saved_at, reverse=True)


def discard(entry: Recoverable) -> None:
    entry.text_file.with_suffix(".json").unlink(missing_ok=True)
    entry.text_file.unlink(missing_ok=True)
