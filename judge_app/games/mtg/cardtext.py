"""mtg's card-text reader: its pattern table (cardtext.yaml, data), its ability model, and the one step a table
cannot do: summing mana symbols (``{1}{W}{W}``) into a cost or an amount of mana."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from typing import Any

from judge_app.engine.abilities import Ability
from judge_app.engine.cardtext import CardReader, Table
from judge_app.engine.yamlio import load_text
from judge_app.games.mtg import costs
from judge_app.games.mtg.model import MtgEffect

MtgAbility = Ability[MtgEffect]  # type: ignore[valid-type]


def prepare(ability: dict[str, Any]) -> dict[str, Any]:
    """The table writes mana as printed symbols: ``cost: {mana: "1WW"}`` becomes ``{generic: 1, W: 2}``;
    ``{type: add_mana, symbols: "BBB"}`` becomes ``{type: add_mana, color: B, amount: 3}`` (one colour only:
    ``{R}{G}`` is two choices, not one amount, and is refused)."""
    out = dict(ability)
    cost = dict(out.get("cost") or {})
    if "mana" in cost:
        mana = {k: v for k, v in costs.parse(str(cost.pop("mana"))).items() if v}
        out["cost"] = {**mana, **cost}
    out["effects"] = [_mana(e) for e in out.get("effects") or []]
    out["modes"] = [[_mana(e) for e in mode] for mode in out.get("modes") or []]
    return out


def _mana(effect: Any) -> Any:
    if not (isinstance(effect, dict) and effect.get("type") == "add_mana" and "symbols" in effect):
        return effect
    symbols = str(effect["symbols"])
    if symbols.isdigit():
        return {"type": "add_mana", "color": "C", "amount": int(symbols)}
    if len(set(symbols)) != 1:
        raise ValueError(f"add_mana {symbols!r}: more than one colour")
    return {"type": "add_mana", "color": symbols[0], "amount": len(symbols)}


@lru_cache(maxsize=1)
def reader() -> CardReader:
    text = resources.files("judge_app.games.mtg").joinpath("cardtext.yaml").read_text(encoding="utf-8")
    return CardReader("mtg", Table.from_data(load_text(text, "cardtext.yaml").data), MtgAbility, prepare)
