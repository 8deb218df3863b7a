"""A scenario object's ``text:`` read into its abilities and keywords, before the scenario is validated.

An object with ``text`` and neither ``abilities`` nor ``keywords`` gets both from its reading (ability ids a1, a2, …
in printed order, so a choice names ``<object>.a1``). When the object also has structured abilities or keywords,
those win; the reading is compared with them and every difference is a note. Every span not understood is a note
too (with its position in the printed text): the scenario stays valid, and the trace says ``unsupported`` when it
reaches an ability part that was not understood.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.engine.cardtext.reading import CardReader, Reading
from judge_app.engine.problems import Problem


def read_texts(reader: CardReader | None, game: str, data: Any) -> tuple[Any, list[Problem]]:
    """``data`` with each text-only object's abilities read, and the notes (unread spans, disagreements)."""
    state = data.get("state") if isinstance(data, Mapping) else None
    objects = state.get("objects") if isinstance(state, Mapping) else None
    if not isinstance(state, Mapping) or not isinstance(objects, list):
        return data, []
    notes: list[Problem] = []
    filled = []
    for i, obj in enumerate(objects):
        text = obj.get("text") if isinstance(obj, Mapping) else None
        if not isinstance(text, str) or not text.strip():
            filled.append(obj)
            continue
        at = ("state", "objects", i, "text")
        types = [str(t) for t in obj["types"]] if isinstance(obj.get("types"), list) else []
        reading = read_with(reader, game, text, types, str(obj.get("name") or ""))
        label = obj.get("id", i)
        notes += [Problem(at, f"{label}: {line}") for line in reading.unread_lines()]
        structured = bool(obj.get("abilities")) or bool(obj.get("keywords"))
        if structured:
            notes += [Problem(at, f"{label}: {d}") for d in disagreements(reading, obj)]
            filled.append(obj)
        else:
            filled.append({**obj, "keywords": list(reading.keywords),
                           "abilities": [a.model_dump(mode="json", exclude_unset=True) for a in reading.abilities]})
    return {**data, "state": {**state, "objects": filled}}, notes


def read_with(reader: CardReader | None, game: str, text: str, types: list[str], name: str = "") -> Reading:
    """The reading of ``text`` (``name``: the card's, when known); a game without a reader reports the whole text
    as not understood."""
    if reader is not None:
        return reader.read(text, types, name)
    from judge_app.engine.cardtext.reading import Span

    start = len(text) - len(text.lstrip())
    end = len(text.rstrip())
    return Reading(game, text, unread=[Span(start, end, text[start:end])])


def comparable(abilities: list[Any]) -> list[dict[str, Any]]:
    """Abilities as data without ``id`` and ``text`` (what two readings of one card must agree on)."""
    out = []
    for a in abilities:
        d = a.model_dump(mode="json") if hasattr(a, "model_dump") else dict(a)
        d.pop("id", None)
        d.pop("text", None)
        out.append(d)
    return out


def disagreements(reading: Reading, obj: Mapping[str, Any]) -> list[str]:
    out = []
    given_kw = [str(k) for k in obj.get("keywords", [])]
    if given_kw and sorted(given_kw) != sorted(reading.keywords):
        out.append(f"卡面文字读作关键词 {reading.keywords},结构化写的是 {given_kw}(以结构化为准)")
    given = obj.get("abilities") or []
    if given and reader_model(reading) is not None:
        try:
            ours = comparable(reading.abilities)
            theirs = comparable([type(reading.abilities[0]).model_validate(a) for a in given])
        except Exception:  # the structured abilities have their own problems, reported by validation
            return out
        if ours != theirs:
            out.append(f"卡面文字读作 {len(ours)} 项能力,与结构化的 {len(theirs)} 项不一致(以结构化为准);"
                       f"读作:{reading.zh}")
    elif given and not reading.abilities:
        out.append(f"卡面文字没有读出能力,结构化写了 {len(given)} 项(以结构化为准)")
    return out


def reader_model(reading: Reading) -> Any:
    return type(reading.abilities[0]) if reading.abilities else None
