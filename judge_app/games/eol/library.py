"""Card templates for the board editor's card library: minions by attack/HP, keyword minions, heroes.
Data only; the UI adds pinyin for search. Keys follow this game's vocabulary."""

from __future__ import annotations

from typing import Any

SIZES = [(1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (2, 3), (3, 2), (1, 4), (4, 1)]
KEYWORDS = ["护盾", "再动", "再生"]

TEMPLATES: list[dict[str, Any]] = [
    *({"name": f"随从 攻{a}/血{h}", "types": ["minion"], "stats": {"attack": a, "hp": h}, "props": {"element": "火"}}
      for a, h in SIZES),
    *({"name": f"{kw}随从 攻{a}/血{h}", "types": ["minion"], "stats": {"attack": a, "hp": h},
       "props": {"element": "光"}, "keywords": [kw]} for kw in KEYWORDS for a, h in ((2, 2), (3, 3))),
    *({"name": f"{e}属性英雄", "types": ["hero"], "stats": {"hp": 20}, "props": {"element": e}}
      for e in ("火", "草", "水", "光", "暗")),
]

# The status a double-click on a card toggles in the board editor (turning the card sideways, or for eol
# waking a minion).
TURN_STATUS = "awake"
