"""Names for what the games leave as keys: step names in Chinese from ``judge_app/i18n/vocabulary.json``
(the same file the UI reads), so reports say 宣告攻击者步骤, not declare_attackers. No Qt."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

VOCABULARY = Path(__file__).resolve().parent.parent / "i18n" / "vocabulary.json"


@lru_cache(maxsize=1)
def _step_names() -> dict[str, dict[str, str]]:
    try:
        zh = json.loads(VOCABULARY.read_text(encoding="utf-8")).get("zh", {})
    except (OSError, ValueError):  # a missing or broken names file costs the names, not the report
        return {}
    return {game: dict(names.get("steps", {})) for game, names in zh.items()}


def step_name(game: str, step: str | None) -> str | None:
    """``step`` by its Chinese name; the key itself when it has none."""
    if not step:
        return step
    return _step_names().get(game, {}).get(step, step)
