"""Card templates for the board editor's card library: units by might, keyword units, gear.
Data only; the UI adds pinyin for search. Keys follow this game's vocabulary."""

from __future__ import annotations

from typing import Any

MIGHTS = [1, 2, 3, 4, 5, 6, 8]
KEYWORDS = ["迅捷", "壁垒", "待命"]

TEMPLATES: list[dict[str, Any]] = [
    *({"name": f"单位 战力{m}", "types": ["unit"], "stats": {"might": m}} for m in MIGHTS),
    *({"name": f"{kw}单位 战力{m}", "types": ["unit"], "stats": {"might": m}, "keywords": [kw]}
      for kw in KEYWORDS for m in (2, 4)),
    {"name": "装备", "types": ["gear"]},
    {"name": "符文", "types": ["rune"]},
]

# The status a double-click on a card toggles in the board editor (turning the card sideways, or for eol
# waking a minion).
TURN_STATUS = "exhausted"
