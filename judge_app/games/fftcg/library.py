"""Card templates for the board editor's card library: forwards by power, keyword forwards, backups,
monsters. Data only; the UI adds pinyin for search. Keys follow this game's vocabulary."""

from __future__ import annotations

from typing import Any

POWERS = [1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000]
KEYWORDS = ["勇气", "加速", "先发制人"]
ELEMENTS = ["火", "冰", "风", "土", "雷", "水"]

TEMPLATES: list[dict[str, Any]] = [
    *({"name": f"前锋 {p}", "types": ["forward"], "cost": p // 1000, "stats": {"power": p},
       "props": {"element": "火"}} for p in POWERS),
    *({"name": f"{kw}前锋 {p}", "types": ["forward"], "cost": p // 1000, "stats": {"power": p},
       "props": {"element": "风"}, "keywords": [kw]} for kw in KEYWORDS for p in (5000, 7000, 9000)),
    *({"name": f"{e}属性后卫", "types": ["backup"], "cost": 2, "props": {"element": e}} for e in ELEMENTS),
    {"name": "怪物 5000", "types": ["monster"], "cost": 3, "stats": {"power": 5000}, "props": {"element": "暗"}},
]

# The status a double-click on a card toggles in the board editor (turning the card sideways, or for eol
# waking a minion).
TURN_STATUS = "dull"
