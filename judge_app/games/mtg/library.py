"""Card templates for the board editor's card library: vanilla creatures by power/toughness, keyword
creatures, basic lands. Data only; the UI adds pinyin for search. Keys follow this game's vocabulary."""

from __future__ import annotations

from typing import Any

SIZES = [(1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6), (1, 2), (2, 1), (2, 3), (3, 2), (0, 4), (4, 5)]
KEYWORD_SIZES = [(1, 1), (2, 2), (3, 3), (4, 4), (5, 5)]
KEYWORDS = [("trample", "践踏"), ("flying", "飞行"), ("first_strike", "先攻"), ("double_strike", "连击"),
            ("haste", "敏捷"), ("fear", "恐惧"), ("shadow", "次元幽影"), ("unblockable", "不能被阻挡")]
LANDS = [("plains", "平原"), ("island", "海岛"), ("swamp", "沼泽"), ("mountain", "山脉"), ("forest", "树林")]


def _creature(p: int, t: int, name: str, keywords: list[str] | None = None) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "types": ["creature"], "stats": {"power": p, "toughness": t}}
    if keywords:
        card["keywords"] = keywords
    return card


TEMPLATES: list[dict[str, Any]] = [
    *(_creature(p, t, f"{p}/{t} 生物") for p, t in SIZES),
    *(_creature(p, t, f"{p}/{t} {name}生物", [key]) for key, name in KEYWORDS for p, t in KEYWORD_SIZES),
    _creature(0, 4, "0/4 墙", None) | {"types": ["creature", "wall"]},
    *({"name": name, "types": ["land", key]} for key, name in LANDS),
]

# The status a double-click on a card toggles in the board editor (turning the card sideways, or for eol
# waking a minion).
TURN_STATUS = "tapped"
