"""Card templates for the board editor's card library: units by might, keyword units, gear.
Data only; the UI adds pinyin for search. Keys follow this game's vocabulary; ``name_en`` is the name listed
(and given to the card) when the UI is in English, not a card field."""

from __future__ import annotations

from typing import Any

MIGHTS = [1, 2, 3, 4, 5, 6, 8]
KEYWORDS = [("迅捷", "Accelerate"), ("壁垒", "Tank"), ("待命", "Hidden")]

TEMPLATES: list[dict[str, Any]] = [
    *({"name": f"单位 战力{m}", "name_en": f"Unit might {m}", "types": ["unit"], "stats": {"might": m}}
      for m in MIGHTS),
    *({"name": f"{kw}单位 战力{m}", "name_en": f"{en} unit might {m}", "types": ["unit"], "stats": {"might": m},
       "keywords": [kw]} for kw, en in KEYWORDS for m in (2, 4)),
    {"name": "装备", "name_en": "Gear", "types": ["gear"]},
    # Spells with one chosen target, as the template's and the shipped scenarios' spells: a chain to rule on.
    {"name": "反应法术 战力+2", "name_en": "Reaction spell might +2", "types": ["spell"], "keywords": ["反应"],
     "abilities": [{"id": "buff", "kind": "spell", "effects": [{"type": "adjust_might", "target": "chosen",
                                                                 "delta": 2}]}]},
    {"name": "迅捷法术 战力+2", "name_en": "Accelerate spell might +2", "types": ["spell"], "keywords": ["迅捷"],
     "abilities": [{"id": "buff", "kind": "spell", "effects": [{"type": "adjust_might", "target": "chosen",
                                                                 "delta": 2}]}]},
    {"name": "法术 造成3点伤害", "name_en": "Spell deal 3 damage", "types": ["spell"],
     "abilities": [{"id": "dmg", "kind": "spell", "effects": [{"type": "damage", "target": "chosen",
                                                                "amount": 3}]}]},
    {"name": "符文", "name_en": "Rune", "types": ["rune"]},
]

# The status a double-click on a card toggles in the board editor (turning the card sideways, or for eol
# waking a minion).
TURN_STATUS = "exhausted"
