"""The judge's own files in the data folder, checked at start: a broken one is moved aside, never fatal.

The window must start whatever state the data folder is in (issue 34: a corrupt ``userdata.sqlite3`` stopped it
with an English modal dialog, which hung offscreen). :func:`check` looks at every file the app keeps there —
the user database, the card library, the settings, the autosaves — and moves a damaged one aside as
``<name>.broken-<time>`` (kept for the curious, never read again), so the app starts with a fresh one. A file or
folder it may not write is left alone and the session runs without saving to it. Each finding is a
:class:`SetAside` the window reports in the UI language. No Qt here.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from rulesdb.fsutil import cause_kind

USERDATA, CARDS, SETTINGS, AUTOSAVE = "userdata", "cards", "settings", "autosave"
FILES = {USERDATA: "userdata.sqlite3", CARDS: "card_library.sqlite3", SETTINGS: "settings.ini"}
BROKEN = ".broken-"


@dataclass(frozen=True)
class SetAside:
    """One of the judge's files that could not be used as it was."""

    what: str  # USERDATA, CARDS, SETTINGS or AUTOSAVE
    path: Path
    cause: str  # a kind of rulesdb.fsutil.CAUSES ("corrupt", "read_only", "permission", "busy", …)
    moved_to: Path | None  # where it went; None: left in place (not writable), not saved to this session


def check(folder: Path) -> list[SetAside]:
    """Check every file of the judge's in ``folder``; move the damaged ones aside. Returns what was found."""
    found: list[SetAside] = []
    for what in (USERDATA, CARDS):
        path = folder / FILES[what]
        problem = sqlite_problem(path)
        if problem is not None:
            found.append(set_aside(what, path, problem))
    settings = folder / FILES[SETTINGS]
    if settings.exists():
        problem = settings_problem(settings)
        if problem is not None:
            found.append(set_aside(SETTINGS, settings, problem))
    found += _check_autosaves(folder / "autosave")
    return found


def sqlite_problem(path: Path) -> str | None:
    """Why the SQLite file at ``path`` cannot be used (a cause kind), None if it can or does not exist yet."""
    if not path.exists():
        return None
    try:
        # immutable: a look that writes nothing, not even the -wal/-shm files a WAL database would get
        db = sqlite3.connect(f"{path.as_uri()}?mode=ro&immutable=1", uri=True)
        try:
            verdict = db.execute("PRAGMA quick_check").fetchone()
        finally:
            db.close()
    except sqlite3.Error as exc:
        return cause_kind(exc, path) or "corrupt"
    if verdict is None or verdict[0] != "ok":
        return "corrupt"
    return None if _writable(path) else "read_only"


def settings_problem(path: Path) -> str | None:
    """Why the settings file cannot be used: not text of INI lines (``[section]``, ``key=value``, comments)."""
    try:
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError:
        return "corrupt"
    except OSError as exc:
        return cause_kind(exc, path) or "io"
    for line in text.splitlines():
        line = line.strip()
        if (line and not (line.startswith(("[", ";", "#")) or "=" in line)) or "\x00" in line:
            return "corrupt"
    return None if _writable(path) else "read_only"


def _check_autosaves(folder: Path) -> list[SetAside]:
    """An autosave whose metadata is no JSON mapping or whose text is no UTF-8 cannot be offered for recovery."""
    if not folder.is_dir():
        return []
    out = []
    for meta in sorted(folder.glob("*.json")):
        text = meta.with_suffix(".yaml")
        try:
            data = json.loads(meta.read_text(encoding="utf-8"))
            ok = isinstance(data, dict) and isinstance(data.get("pid"), int)
            if text.exists():
                text.read_bytes().decode("utf-8")
        except (UnicodeDecodeError, ValueError):
            ok = False
        except OSError as exc:
            out.append(SetAside(AUTOSAVE, text, cause_kind(exc, text) or "io", None))
            continue
        if not ok:
            moved = set_aside(AUTOSAVE, text, "corrupt") if text.exists() else None
            meta_moved = set_aside(AUTOSAVE, meta, "corrupt")
            out.append(moved or meta_moved)
    return out


def _writable(path: Path) -> bool:
    """Whether the app may write ``path`` and its folder (SQLite writes a journal beside the database)."""
    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)


def set_aside(what: str, path: Path, cause: str) -> SetAside:
    """Rename a damaged ``path`` to ``<name>.broken-<time>`` beside it (with SQLite's ``-wal``/``-shm`` files);
    a file that cannot be moved (read-only folder) or is only read-only itself stays where it is."""
    if cause in ("read_only", "permission", "busy"):
        return SetAside(what, path, cause, None)
    target = path.with_name(f"{path.name}{BROKEN}{time.strftime('%Y%m%d-%H%M%S')}")
    n = 1
    while target.exists():
        n += 1
        target = target.with_name(f"{path.name}{BROKEN}{time.strftime('%Y%m%d-%H%M%S')}-{n}")
    try:
        path.rename(target)
    except OSError as exc:
        return SetAside(what, path, cause_kind(exc, path) or cause, None)
    for extra in ("-wal", "-shm", "-journal"):
        side = path.with_name(path.name + extra)
        if side.exists():
            with contextlib.suppress(OSError):
                side.rename(target.with_name(target.name + extra))
    return SetAside(what, path, cause, target)
