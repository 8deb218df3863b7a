"""Names for what the games leave as keys or name in Chinese, from ``judge_app/i18n/vocabulary.json`` (the same
file the UI reads): step names in Chinese (reports say 宣告攻击者步骤, not declare_attackers), and every zone,
stat, keyword… in English for an English report. No Qt."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

VOCABULARY = Path(__file__).resolve().parent.parent / "i18n" / "vocabulary.json"


@lru_cache(maxsize=1)
def _vocabulary() -> dict[str, Any]:
    try:
        data = json.loads(VOCABULARY.read_text(encoding="utf-8"))
    except (OSError, ValueError):  # a missing or broken names file costs the names, not the report
        return {}
    return data if isinstance(data, dict) else {}


def term(lang: str, game: str, category: str, key: str, default: str) -> str:
    """``key``'s name in ``lang``; ``default`` (the game's own, Chinese name) when the file has none."""
    return _vocabulary().get(lang, {}).get(game, {}).get(category, {}).get(key) or default


def step_name(game: str, step: str | None, lang: str = "zh") -> str | None:
    """``step`` by its name in ``lang``; the key itself when it has none."""
    if not step:
        return step
    return term(lang, game, "steps", step, step)
