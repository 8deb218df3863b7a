"""fftcg's card-text reader: its pattern table (cardtext.yaml, data), its ability model, and what a table cannot do:
summing a cost's icons (《雷》《雷》《休止》 → ``{雷: 2, dull: 1}``) and resolving "其" (it) to the card chosen
before it ("选择1个前锋。给予其4000点伤害。" → ``damage`` on ``chosen:forward``)."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from importlib import resources
from typing import Any

from judge_app.engine.cardtext import CardReader, Table
from judge_app.engine.yamlio import load_text
from judge_app.games.fftcg.model import DULL_ICON, ELEMENTS, GENERIC, SELF_TO_BREAK, FftcgAbility

CHOOSE, IT, TRIGGER_CARD = "choose", "it", "trigger_card"
DULL_WORD, SELF_TO_BREAK_WORD = "休止", "置于损毁区"


def prepare(ability: dict[str, Any]) -> dict[str, Any]:
    """The cost's icons summed; each ``choose`` marker gives the ``it`` of the effects after it its selector. In an
    auto ability whose event is about another card, “其” with nothing chosen is that card (``trigger_card``); in
    any other ability it is refused, so the reader reports the line rather than guess."""
    out = dict(ability)
    cost = dict(out.get("cost") or {})
    if "icons" in cost:
        out["cost"] = _cost(str(cost.pop("icons")))
    trigger = out.get("trigger") or {}
    about = TRIGGER_CARD if out.get("kind") == "auto" and trigger.get("scope", "self") != "self" else None
    out["effects"] = _resolve(out.get("effects") or [], about)
    out["modes"] = [_resolve(mode, about) for mode in out.get("modes") or []]
    return out


def _cost(icons: str) -> dict[str, int]:
    total: Counter[str] = Counter()
    for icon in icons.split():
        if icon == DULL_WORD:
            total[DULL_ICON] += 1
        elif icon == SELF_TO_BREAK_WORD:
            total[SELF_TO_BREAK] += 1
        elif icon in ELEMENTS:
            total[icon] += 1
        elif icon.isdigit():
            total[GENERIC] += int(icon)
        else:
            raise ValueError(f"cost icon {icon!r}")
    return dict(total)


def _resolve(effects: list[Any], chosen: str | None = None) -> list[Any]:
    """``it`` → the selector of the ``choose`` before it (or ``chosen``: what “其” means with no choice)."""
    out = []
    for eff in effects:
        if not isinstance(eff, dict):
            out.append(eff)
            continue
        if eff.get("type") == CHOOSE:
            if chosen is not None and chosen != TRIGGER_CARD:
                raise ValueError("a second choice in one ability")  # two targets: chosen2, not in the engine yet
            chosen = str(eff["target"])
            continue
        if eff.get("target") == IT:
            if chosen is None:
                raise ValueError("“其” with nothing chosen before it")
            eff = {**eff, "target": chosen}
        if "effects" in eff:
            eff = {**eff, "effects": _resolve(list(eff["effects"]), chosen)}
        out.append(eff)
    return out


@lru_cache(maxsize=1)
def reader() -> CardReader:
    text = resources.files("judge_app.games.fftcg").joinpath("cardtext.yaml").read_text(encoding="utf-8")
    return CardReader("fftcg", Table.from_data(load_text(text, "cardtext.yaml").data), FftcgAbility, prepare)
