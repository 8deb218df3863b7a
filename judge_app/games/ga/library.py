"""Card templates for the board editor's card library: allies by power/life, champions by level, weapons.
Data only; the UI adds pinyin for search. Keys follow this game's vocabulary (traditional characters);
``name_en`` is the name listed (and given to the card) when the UI is in English, not a card field."""

from __future__ import annotations

from typing import Any

SIZES = [(1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (1, 3), (3, 1), (2, 4)]

TEMPLATES: list[dict[str, Any]] = [
    *({"name": f"盟友 {p}/{life}", "name_en": f"Ally {p}/{life}",
       "types": ["ally"], "stats": {"power": p, "life": life}} for p, life in SIZES),
    *({"name": f"勇士 等級{lv} 生命{life}", "name_en": f"Champion level {lv} life {life}",
       "types": ["champion"], "stats": {"level": lv, "life": life}}
      for lv, life in ((0, 15), (1, 20), (2, 22), (3, 24))),
    *({"name": f"武器 力量{p} 耐久{d}", "name_en": f"Weapon power {p} durability {d}",
       "types": ["weapon"], "stats": {"power": p, "durability": d}}
      for p, d in ((1, 1), (2, 2), (3, 1))),
    {"name": "快速行動", "name_en": "Fast action", "types": ["action"], "props": {"speed": "fast"}},
    {"name": "慢速行動", "name_en": "Slow action", "types": ["action"], "props": {"speed": "slow"}},
]

# The status a double-click on a card toggles in the board editor (turning the card sideways, or for eol
# waking a minion).
TURN_STATUS = "rested"
