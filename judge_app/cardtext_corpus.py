"""The card-text corpora (tests/cardtext/corpus/<game>.yaml) checked against the readers: each entry is read right,
reported (the reader says it did not understand a part) or READ WRONGLY WITHOUT A REPORT.

Comparison: keywords as lists; abilities without ``id``/``text``, both sides normalized through the game's ability
model (so defaults do not matter), in printed order, the reader's ``unread`` elements left out; unread spans as
texts (trailing punctuation and spaces ignored). An expectation the game's model refuses uses vocabulary the engine
does not have yet (a proposal): no reader can produce it, so that entry can only be reported.

"Reported" means the reading differs from the expectation AND the reader reported a span the corpus does not
expect (an honest miss). A difference with no such span — or an expected unread span the reader did not report —
is "wrong". This is an approximation of "no unread span covers the difference": a span anywhere in the card counts.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from judge_app.cardtext import read
from judge_app.engine.yamlio import load_file
from judge_app.games import get_game

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "cardtext" / "corpus"
RIGHT, REPORTED, WRONG = "right", "reported", "wrong"
_TRAIL = "。.,，;；:： \n\t"


@dataclass(frozen=True)
class Verdict:
    id: str
    text: str
    outcome: str  # right | reported | wrong
    why: str = ""
    expressible: bool = True  # False: the expectation uses vocabulary the game's model does not have yet


def corpus_games() -> list[str]:
    return sorted(p.stem for p in CORPUS.glob("*.yaml"))


def entries(game: str) -> list[dict[str, Any]]:
    return list(load_file(CORPUS / f"{game}.yaml").data["cards"])


def ability_model(game: str) -> Any:
    """The game's ``Ability[<Game>Effect]``, as its scenario model types an object's abilities."""
    state = get_game(game).scenario_model.model_fields["state"].annotation
    obj = state.model_fields["objects"].annotation.__args__[0]
    return obj.model_fields["abilities"].annotation.__args__[0]


def _strip_unread(d: dict[str, Any]) -> dict[str, Any]:
    d = {k: v for k, v in d.items() if k not in ("id", "text")}
    d["effects"] = [e for e in d.get("effects", []) if e.get("type") != "unread"]
    d["modes"] = [[e for e in m if e.get("type") != "unread"] for m in d.get("modes", [])]
    return d


def _span(s: str) -> str:
    return s.strip().rstrip(_TRAIL).strip()


def judge(game: str, entry: dict[str, Any], ability_model: Any) -> Verdict:
    text = str(entry["text"])
    reading = read(game, text, [str(t) for t in entry.get("types", [])])
    expected = entry.get("reading") or {}
    expressible = True
    try:
        want = [_strip_unread(ability_model.model_validate({"id": "x", **a}).model_dump(mode="json"))
                for a in expected.get("abilities") or []]
    except ValidationError:
        want, expressible = [], False
    got = [_strip_unread(a.model_dump(mode="json")) for a in reading.abilities]
    want_unread = {_span(s) for s in entry.get("unread") or []}
    got_unread = {_span(s.text) for s in reading.unread}
    extra = {g for g in got_unread if g not in want_unread}
    missed = {w for w in want_unread if not any(w in g for g in got_unread)}
    same = expressible and got == want and list(reading.keywords) == list(expected.get("keywords") or [])
    if same and not extra and not missed:
        return Verdict(entry["id"], text, RIGHT, expressible=expressible)
    if extra and not missed:
        return Verdict(entry["id"], text, REPORTED, f"unread: {sorted(extra)}", expressible)
    why = f"missed unread {sorted(missed)}" if missed else "reading differs with nothing reported"
    return Verdict(entry["id"], text, WRONG, why, expressible)


def verdicts(game: str) -> Iterator[Verdict]:
    model = ability_model(game)
    for entry in entries(game):
        yield judge(game, entry, model)


def summary(game: str) -> dict[str, Any]:
    found = list(verdicts(game))
    n = len(found)
    count = {k: sum(v.outcome == k for v in found) for k in (RIGHT, REPORTED, WRONG)}
    return {"game": game, "entries": n, "reader": get_game(game).card_reader is not None, **count,
            "share_right": round(count[RIGHT] / n, 3) if n else 0.0,
            "expressible": sum(v.expressible for v in found),
            "wrong_ids": [v.id for v in found if v.outcome == WRONG]}
