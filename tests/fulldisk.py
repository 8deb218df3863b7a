"""A real small filesystem for the full-disk tests: a tmpfs of a few hundred KiB mounted in the test's folder.

Mounting needs root (or CAP_SYS_ADMIN); where it is refused the test is skipped, saying why. :func:`fill`
leaves exactly ``free`` bytes (rounded to pages) so a write starts and then meets ENOSPC part way, the way a
judge's disk runs out in the middle of an export.
"""

from __future__ import annotations

import errno
import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

PAGE = 4096


@contextmanager
def small_filesystem(where: Path, size_kib: int = 1024) -> Iterator[Path]:
    """A fresh tmpfs of ``size_kib`` mounted at ``where/fs`` for the block (unmounted after, whatever happens)."""
    mount = where / "fs"
    mount.mkdir()
    if shutil.which("mount") is None:
        pytest.skip("no mount command: the full-disk tests need a small tmpfs")
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size_kib}k,mode=0777", "tmpfs", str(mount)],
                          capture_output=True, text=True, check=False)
    if done.returncode:
        pytest.skip(f"cannot mount a small tmpfs here ({done.stderr.strip() or 'refused'}): the full-disk tests "
                    "need root or CAP_SYS_ADMIN")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], capture_output=True, check=False)


def fill(mount: Path, free: int = 0) -> Path:
    """Fill the filesystem at ``mount`` so that about ``free`` bytes stay free; returns the filler file."""
    filler = mount / "filler"
    chunk = b"\0" * (64 * 1024)
    with open(filler, "ab", buffering=0) as fh:
        for size in (64 * 1024, PAGE, 1):  # to the last byte: big pieces first, then pages, then bytes
            try:
                while True:
                    fh.write(chunk[:size])
            except OSError as e:
                assert e.errno == errno.ENOSPC, e
    size = filler.stat().st_size
    os.truncate(filler, max(0, size - free))
    return filler


def leftovers(folder: Path, keep: set[str]) -> list[str]:
    """Files in ``folder`` other than ``keep`` and the filler: temporary files a failed write left behind."""
    return sorted(p.name for p in folder.iterdir() if p.name not in keep | {"filler"})
