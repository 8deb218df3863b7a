"""Card templates for the board editor's card library: vanilla creatures by power/toughness, keyword
creatures, basic lands. Data only; the UI adds pinyin for search. Keys follow this game's vocabulary.
``name_en`` is the name listed (and given to the card) when the UI is in English; it is not a card field."""

from __future__ import annotations

from typing import Any

SIZES = [(1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6), (1, 2), (2, 1), (2, 3), (3, 2), (0, 4), (4, 5)]
KEYWORD_SIZES = [(1, 1), (2, 2), (3, 3), (4, 4), (5, 5)]
KEYWORDS = [("trample", "践踏", "Trample"), ("flying", "飞行", "Flying"), ("first_strike", "先攻", "First strike"),
            ("double_strike", "连击", "Double strike"), ("haste", "敏捷", "Haste"), ("fear", "恐惧", "Fear"),
            ("shadow", "次元幽影", "Shadow"), ("unblockable", "不能被阻挡", "Unblockable")]
LANDS = [("plains", "平原", "Plains"), ("island", "海岛", "Island"), ("swamp", "沼泽", "Swamp"),
         ("mountain", "山脉", "Mountain"), ("forest", "树林", "Forest")]


def _creature(p: int, t: int, name: str, name_en: str, keywords: list[str] | None = None) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "name_en": name_en, "types": ["creature"],
                            "stats": {"power": p, "toughness": t}}
    if keywords:
        card["keywords"] = keywords
    return card


TEMPLATES: list[dict[str, Any]] = [
    *(_creature(p, t, f"{p}/{t} 生物", f"{p}/{t} creature") for p, t in SIZES),
    *(_creature(p, t, f"{p}/{t} {name}生物", f"{p}/{t} {en} creature", [key])
      for key, name, en in KEYWORDS for p, t in KEYWORD_SIZES),
    _creature(0, 4, "0/4 墙", "0/4 Wall", None) | {"types": ["creature", "wall"]},
    *({"name": name, "name_en": en, "types": ["land", key]} for key, name, en in LANDS),
]

# The status a double-click on a card toggles in the board editor (turning the card sideways, or for eol
# waking a minion).
TURN_STATUS = "tapped"
