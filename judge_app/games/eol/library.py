"""Card templates for the board editor's card library: minions by attack/HP, keyword minions, heroes.
Data only; the UI adds pinyin for search. Keys follow this game's vocabulary; ``name_en`` is the name listed
(and given to the card) when the UI is in English, not a card field."""

from __future__ import annotations

from typing import Any

SIZES = [(1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (2, 3), (3, 2), (1, 4), (4, 1)]
KEYWORDS = [("护盾", "Shield"), ("再动", "Reattack"), ("再生", "Regenerate")]
ELEMENTS = [("火", "Fire"), ("草", "Grass"), ("水", "Water"), ("光", "Light"), ("暗", "Dark")]

TEMPLATES: list[dict[str, Any]] = [
    *({"name": f"随从 攻{a}/血{h}", "name_en": f"Minion attack {a}/HP {h}",
       "types": ["minion"], "stats": {"attack": a, "hp": h}, "props": {"element": "火"}}
      for a, h in SIZES),
    *({"name": f"{kw}随从 攻{a}/血{h}", "name_en": f"{en} minion attack {a}/HP {h}", "types": ["minion"],
       "stats": {"attack": a, "hp": h}, "props": {"element": "光"}, "keywords": [kw]}
      for kw, en in KEYWORDS for a, h in ((2, 2), (3, 3))),
    *({"name": f"{e}属性英雄", "name_en": f"{en} hero", "types": ["hero"], "stats": {"hp": 20}, "props": {"element": e}}
      for e, en in ELEMENTS),
]

# The status a double-click on a card toggles in the board editor (turning the card sideways, or for eol
# waking a minion).
TURN_STATUS = "awake"
