"""Back/forward navigation over visited rules, like a web browser.

>>> h = History()
>>> for cite in ["a", "b", "c"]:
...     h.visit(cite)
>>> h.back(), h.back(), h.back()
('b', 'a', None)
>>> h.forward()
'b'
>>> h.visit("d")  # visiting from the middle drops the forward branch
>>> h.can_forward, h.current
(False, 'd')
"""

from __future__ import annotations

MAX_ENTRIES = 500


class History:
    def __init__(self) -> None:
        self._entries: list[str] = []
        self._pos = -1

    @property
    def current(self) -> str | None:
        return self._entries[self._pos] if self._pos >= 0 else None

    @property
    def can_back(self) -> bool:
        return self._pos > 0

    @property
    def can_forward(self) -> bool:
        return self._pos < len(self._entries) - 1

    def visit(self, cite: str) -> None:
        if cite == self.current:
            return
        del self._entries[self._pos + 1 :]
        self._entries.append(cite)
        if len(self._entries) > MAX_ENTRIES:
            del self._entries[0]
        self._pos = len(self._entries) - 1

    def back(self) -> str | None:
        if not self.can_back:
            return None
        self._pos -= 1
        return self.current

    def forward(self) -> str | None:
        if not self.can_forward:
            return None
        self._pos += 1
        return self.current
