"""Each game's vocabulary in the UI language. The game modules name zones, stats, keywords… in Chinese and
leave step keys bare; ``judge_app/i18n/vocabulary.json`` gives English names for all of them and Chinese
names for the steps. :func:`judge_app.ui.i18n.install` sets the language; unknown keys keep the game's name."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

I18N_DIR = Path(__file__).resolve().parent.parent / "i18n"  # as judge_app.ui.i18n, which imports this module

_language = "zh"


def set_language(language: str) -> None:
    global _language
    _language = language


def language() -> str:
    return _language


@lru_cache(maxsize=1)
def _data() -> dict[str, Any]:
    return json.loads((I18N_DIR / "vocabulary.json").read_text(encoding="utf-8"))


def table(language: str, game: str, category: str) -> dict[str, str]:
    return dict(_data().get(language, {}).get(game, {}).get(category, {}))


def term(game: str, category: str, key: str, default: str) -> str:
    """``key``'s name in the UI language; ``default`` (the game's own name) when there is none."""
    return _data().get(_language, {}).get(game, {}).get(category, {}).get(key) or default


def terms(game: str, category: str, items: Any) -> dict[str, str]:
    """``{key: name}`` for vocabulary terms (objects with ``key`` and ``name``), in the UI language."""
    return {t.key: term(game, category, t.key, t.name) for t in items}


def step_name(game: str, step: str | None) -> str:
    return term(game, "steps", step, step) if step else ""
