"""Atomic file writes, the one way every file the tools write gets written.

A crash, a kill or a full disk never leaves a half-written file in place of a good one: the data goes to a
temporary file beside the target, is flushed to disk, and is renamed over the target (then the directory entry
is flushed too). The new file gets the mode an ordinary ``open()`` would give it, ``0666`` less the umask
(``0644`` with the usual umask ``022``), or keeps the mode of the file it replaces: ``mkstemp`` alone would
make every report, template and cache file ``0600``, unreadable on a shared folder or a web server.

Directories are not created unless the caller says so (``make_parents``): a tool never creates a directory
the user did not ask for; the caller's own cache and data directories are the exception.

Before the rename the temporary file is checked to be complete: its size against the bytes handed over, or a
writer's own check (a PDF's trailer: Qt's PDF writer never reports a failed write). An incomplete file is
removed and :class:`IncompleteWrite` raised, so a full disk never replaces a good file with a cut-off one.
:func:`cause` says in the UI language what really went wrong (disk full, read-only, no permission, busy).
"""

from __future__ import annotations

import errno
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

# Why a file operation failed, by kind: the kinds a judge can act on (free space, write permission, a program
# holding the file), each with its words in the UI language. The GUI translates the same words (ui/causes.py).
CAUSES = {
    "disk_full": "磁盘已满", "quota": "磁盘已满(超出配额)", "read_only": "文件系统是只读的",
    "permission": "没有权限", "busy": "文件正被占用", "name_too_long": "文件名过长",
    "missing": "文件或文件夹不存在", "is_dir": "是一个文件夹", "not_dir": "路径中有一部分不是文件夹",
    "io": "读写错误(输入/输出错误)", "too_many_files": "打开的文件过多", "memory": "内存不足",
    "corrupt": "文件已损坏",
}
_ERRNO = {errno.ENOSPC: "disk_full", errno.EDQUOT: "quota", errno.EROFS: "read_only", errno.EACCES: "permission",
          errno.EPERM: "permission", errno.EBUSY: "busy", errno.ETXTBSY: "busy", errno.ENAMETOOLONG: "name_too_long",
          errno.ENOENT: "missing", errno.EISDIR: "is_dir", errno.ENOTDIR: "not_dir", errno.EIO: "io",
          errno.EMFILE: "too_many_files", errno.ENOMEM: "memory"}
# SQLite says the same things in its own words.
_SQLITE = (("disk is full", "disk_full"), ("readonly", "read_only"), ("read-only", "read_only"),
           ("locked", "busy"), ("busy", "busy"), ("not a database", "corrupt"), ("malformed", "corrupt"),
           ("unable to open", "permission"), ("disk i/o error", "io"))
LOW_SPACE = 64 * 1024  # less free space than this on the filesystem of a failed write: it failed for want of it


class IncompleteWrite(OSError):
    """What was written is not all that was meant to be written; the file it would have replaced is untouched."""


def disk_full(path: str | os.PathLike[str]) -> bool:
    """Whether the filesystem holding ``path`` (or its nearest existing ancestor) has (almost) no space left."""
    where = Path(path)
    while not where.exists() and where != where.parent:
        where = where.parent
    try:
        return shutil.disk_usage(where).free < LOW_SPACE
    except OSError:
        return False


def cause_kind(exc: BaseException, path: str | os.PathLike[str] | None = None) -> str | None:
    """The kind of failure (a key of :data:`CAUSES`), None when it is none of them. A failure that names no
    clear cause (an I/O error, an incomplete file, SQLite's "disk I/O error") on a filesystem with no space
    left is the full disk's doing."""
    kind = _ERRNO.get(exc.errno) if isinstance(exc, OSError) and exc.errno is not None else None
    if kind is None and not isinstance(exc, OSError):
        text = str(exc).lower()
        kind = next((k for words, k in _SQLITE if words in text), None)
    if kind in (None, "io") or isinstance(exc, IncompleteWrite):
        where = path if path is not None else getattr(exc, "filename", None)
        if where and disk_full(where):
            return "disk_full"
    return kind


def cause(exc: BaseException, path: str | os.PathLike[str] | None = None) -> str:
    """What went wrong, in the UI language (磁盘已满, 文件系统是只读的, 没有权限, 文件正被占用 …), else the
    system's own words."""
    kind = cause_kind(exc, path)
    if kind is not None:
        return CAUSES[kind]
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return str(exc) or type(exc).__name__


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
def atomic_path(path: str | os.PathLike[str], *, suffix: str = ".tmp", make_parents: bool = False,
                complete: Callable[[Path], bool] | None = None) -> Iterator[Path]:
    """A temporary file name beside ``path`` for writers that want a file name (Qt's PDF writer). When the
    block ends normally the file is flushed, checked with ``complete`` (the writer's own test that the file is
    whole), given its mode and renamed over ``path``; on any exception, or an incomplete file
    (:class:`IncompleteWrite`), it is removed and ``path`` is untouched."""
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
        if complete is not None and not complete(tmp):
            raise IncompleteWrite(errno.ENOSPC if disk_full(tmp) else errno.EIO,
                                  "the file written is incomplete", str(target))
        os.chmod(tmp, _mode_for(target))
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _sync_dir(target.parent)


def write_atomic(path: str | os.PathLike[str], data: str | bytes, *, make_parents: bool = False) -> None:
    """Write ``data`` (text as UTF-8, newlines unchanged) to ``path`` atomically."""
    payload = data.encode("utf-8") if isinstance(data, str) else data
    with atomic_path(path, make_parents=make_parents, complete=lambda tmp: tmp.stat().st_size == len(payload)) \
            as tmp, open(tmp, "wb") as fh:
        fh.write(payload)  # atomic_path flushes it to disk before the rename


# --- leftovers of killed runs ----------------------------------------------------------------------------------

STALE_SECONDS = 15 * 60  # a temporary file untouched this long belongs to no running write (they take seconds)
_TEMP_SUFFIXES = (".tmp", ".pdf", ".html", ".md", ".json")


def is_temporary(name: str) -> bool:
    """A name :func:`atomic_path` gives its temporary files (``.<target>.<random><suffix>``)."""
    return name.startswith(".") and name.count(".") >= 3 and name.endswith(_TEMP_SUFFIXES)


def sweep(folder: Path, depth: int = 3, now: float | None = None) -> list[Path]:
    """Remove what killed runs left in one of the app's own folders (never a folder the user named): temporary
    files of :func:`atomic_path` older than :data:`STALE_SECONDS`, and work folders ``.new-…-<pid>`` /
    ``.old-…-<pid>`` (an edition being stored) of processes that no longer run. Returns what was removed.
    (Cut-off search index builds are removed by the next build, under its lock.)"""
    import time

    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    for entry in entries:
        try:
            if entry.is_dir() and not entry.is_symlink():
                pid = _work_folder_pid(entry.name)
                if pid is not None and not process_alive(pid):
                    shutil.rmtree(entry, ignore_errors=True)
                    removed.append(entry)
                elif depth > 1 and not entry.name.startswith("."):
                    removed += sweep(entry, depth - 1, now)
            elif is_temporary(entry.name) and now - entry.stat().st_mtime > STALE_SECONDS:
                entry.unlink()
                removed.append(entry)
        except OSError:
            continue  # read-only, or gone meanwhile: left for next time
    return removed


def _work_folder_pid(name: str) -> int | None:
    if not name.startswith((".new-", ".old-")):
        return None
    tail = name.rsplit("-", 1)[-1]
    return int(tail) if tail.isdigit() and len(tail) < 10 else None


def process_alive(pid: int) -> bool:
    """Whether process ``pid`` runs (this one, or one of another user's: then its files are left alone)."""
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's live process reuses the id; leave its files alone
    except OSError:
        return False
    return True
