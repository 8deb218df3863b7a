"""ga's card-text reader: its pattern table (cardtext.yaml, data) and its ability model. The table's reminders are
written as printed (Traditional, full-width punctuation) and normalized here like the text they are matched in."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

from judge_app.engine.abilities import Ability
from judge_app.engine.cardtext import CardReader, Table
from judge_app.engine.cardtext.normalize import normalize
from judge_app.engine.yamlio import load_text
from judge_app.games.ga.model import GaEffect

GaAbility = Ability[GaEffect]  # type: ignore[valid-type]


@lru_cache(maxsize=1)
def reader() -> CardReader:
    text = resources.files("judge_app.games.ga").joinpath("cardtext.yaml").read_text(encoding="utf-8")
    data = dict(load_text(text, "cardtext.yaml").data)
    data["reminders"] = [normalize(str(r)).text for r in data.get("reminders", [])]
    return CardReader("ga", Table.from_data(data), GaAbility)
