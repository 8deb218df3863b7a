"""Keep ``None`` alive under PySide6 6.12.

This PySide6 drops a reference to ``None`` it never took on many calls: measured here, each
``QTreeWidgetItem.setData``/``setText``, ``addChild``/``addTopLevelItem`` and each ``data()`` that returns nothing
costs one. Filling the contents tree of a 2,800-rule edition costs about 5,600, so a few edition switches bring
``None``'s count to zero and the interpreter aborts ("none_dealloc: deallocating None"). Until PySide6 is fixed,
:func:`top_up` adds references whenever the count runs low (never taken back, so exit is safe too): a lost
reference costs nothing instead of a crash. Call it after bulk Qt work; the browser also calls it on a timer.
"""

from __future__ import annotations

import ctypes
import sys

FLOOR = 200_000  # top up below this many references …
TARGET = 400_000  # … to this many


def top_up() -> int:
    """Add references to ``None`` if it has fewer than `FLOOR`; returns how many were added."""
    have = sys.getrefcount(None)
    if have >= FLOOR:
        return 0
    missing = TARGET - have
    # Given with nothing that hands them back: references held in a list would be released when the interpreter
    # clears the module at exit, and the ones PySide6 dropped meanwhile would then bring None to zero mid-shutdown.
    ctypes.c_ssize_t.from_address(id(None)).value += missing
    return missing
