"""Atomic file writes, the one way every file the tools write gets written.

A crash, a kill or a full disk never leaves a half-written file in place of a good one: the data goes to a
temporary file beside the target, is flushed to disk, and is renamed over the target (then the directory entry
is flushed too). The new file gets the mode an ordinary ``open()`` would give it, ``0666`` less the umask
(``0644`` with the usual umask ``022``), or keeps the mode of the file it replaces: ``mkstemp`` alone would
make every report, template and cache file ``0600``, unreadable on a shared folder or a web server.

Directories are not created unless the caller says so (``make_parents``): a tool never creates a directory
the user did not ask for; the caller's own cache and data directories are the exception.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


def current_umask() -> int:
    """The process umask, read without changing it where the system allows (Linux ``/proc``)."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    mask = os.umask(0o022)  # elsewhere: the classic set-and-restore (not thread-safe, but brief)
    os.umask(mask)
    return mask


def _mode_for(path: Path) -> int:
    try:
        return path.stat().st_mode & 0o7777  # replacing a file keeps the mode its owner gave it
    except OSError:
        return 0o666 & ~current_umask()


def _sync_dir(directory: Path) -> None:
    """Make the rename itself durable (without this a power cut can bring the old entry back)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


@contextmanager
def atomic_path(path: str | os.PathLike[str], *, suffix: str = ".tmp", make_parents: bool = False) -> Iterator[Path]:
    """A temporary file name beside ``path`` for writers that want a file name (Qt's PDF writer). When the
    block ends normally the file is flushed, given its mode and renamed over ``path``; on any exception it
    is removed and ``path`` is untouched."""
    target = Path(path)
    if make_parents:
        target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=suffix)
    os.close(fd)
    tmp = Path(tmp_name)
    try:
        yield tmp
        with open(tmp, "rb+") as fh:
            os.fsync(fh.fileno())
        os.chmod(tmp, _mode_for(target))
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _sync_dir(target.parent)


def write_atomic(path: str | os.PathLike[str], data: str | bytes, *, make_parents: bool = False) -> None:
    """Write ``data`` (text as UTF-8, newlines unchanged) to ``path`` atomically."""
    payload = data.encode("utf-8") if isinstance(data, str) else data
    with atomic_path(path, make_parents=make_parents) as tmp, open(tmp, "wb") as fh:
        fh.write(payload)  # atomic_path flushes it to disk before the rename
