"""riftbound's card-text reader: its pattern table (cardtext.yaml, data) and its ability model."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

from judge_app.engine.abilities import Ability
from judge_app.engine.cardtext import CardReader, Table
from judge_app.engine.yamlio import load_text
from judge_app.games.riftbound.model import RiftEffect


@lru_cache(maxsize=1)
def reader() -> CardReader:
    text = resources.files("judge_app.games.riftbound").joinpath("cardtext.yaml").read_text(encoding="utf-8")
    return CardReader("riftbound", Table.from_data(load_text(text, "cardtext.yaml").data),
                      Ability[RiftEffect])  # type: ignore[valid-type]
