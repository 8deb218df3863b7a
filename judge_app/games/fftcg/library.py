"""Card templates for the board editor's card library: forwards by power, keyword forwards, backups,
monsters. Data only; the UI adds pinyin for search. Keys follow this game's vocabulary; ``name_en`` is the name listed
(and given to the card) when the UI is in English, not a card field."""

from __future__ import annotations

from typing import Any

POWERS = [1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000]
KEYWORDS = [("勇气", "Brave"), ("加速", "Haste"), ("先发制人", "First Strike")]
ELEMENTS = [("火", "Fire"), ("冰", "Ice"), ("风", "Wind"), ("土", "Earth"), ("雷", "Lightning"), ("水", "Water")]

TEMPLATES: list[dict[str, Any]] = [
    *({"name": f"前锋 {p}", "name_en": f"Forward {p}", "types": ["forward"], "cost": p // 1000, "stats": {"power": p},
       "props": {"element": "火"}} for p in POWERS),
    *({"name": f"{kw}前锋 {p}", "name_en": f"{en} forward {p}", "types": ["forward"], "cost": p // 1000,
       "stats": {"power": p}, "props": {"element": "风"}, "keywords": [kw]} for kw, en in KEYWORDS
      for p in (5000, 7000, 9000)),
    *({"name": f"{e}属性后卫", "name_en": f"{en} backup", "types": ["backup"], "cost": 2, "props": {"element": e}}
      for e, en in ELEMENTS),
    {"name": "怪物 5000", "name_en": "Monster 5000",
       "types": ["monster"], "cost": 3, "stats": {"power": 5000}, "props": {"element": "暗"}},
]

# The status a double-click on a card toggles in the board editor (turning the card sideways, or for eol
# waking a minion).
TURN_STATUS = "dull"
