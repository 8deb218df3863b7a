"""Step wording as data: a trace step carries a message id and its parameters; its text in Chinese (the trace's
``text``) and in English comes from the message catalogs.

A catalog is typed Python, one module per game (``games/<game>/messages.py``) and one for the kernel (below): each
message is a constant with its Chinese and English template side by side, so a misspelt id is a name error the
type checker and ruff catch, a translator sees both languages at once, and a template whose two languages name
different parameters fails when the module is imported. Parameters are plain values (names, ids, numbers), lists
of them (joined as each language joins a list: 、 or ", ") or other texts (a kind of ability, a reading), so the
whole sentence can be rendered in either language from the JSON alone.

>>> DRAW = Catalog("demo").message("draw", zh="{player} 抽牌:{cards}。", en="{player} draws {cards}.")
>>> text = DRAW(player="甲", cards=["火球", "冰箭"])
>>> str(text), text.render("en")
('甲 抽牌:火球、冰箭。', '甲 draws 火球, 冰箭.')
>>> text.to_json()
{'msg': 'demo.draw', 'args': {'player': '甲', 'cards': ['火球', '冰箭']}}
>>> render({"msg": "demo.draw", "args": {"player": "B", "cards": ["x"]}}, "en")
'B draws x.'
"""

from __future__ import annotations

import string
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Union

Lang = str  # "zh" (the trace's own language) or "en"; any other reads as Chinese
LANGS = ("zh", "en")
LIST_SEPARATORS = {"zh": "、", "en": ", "}
Arg = Union[str, int, "Text", Sequence[Union[str, int, "Text"]]]

_REGISTRY: dict[str, Message] = {}


@dataclass(frozen=True)
class Message:
    """One sentence (or phrase) in every language, with named parameters (``{player}``, ``{delta:+d}``)."""

    id: str
    zh: str
    en: str

    @cached_property
    def params(self) -> frozenset[str]:
        return _params(self.zh)

    def template(self, lang: Lang) -> str:
        return self.en if lang == "en" else self.zh

    def __call__(self, **args: Arg) -> Text:
        if set(args) != self.params:
            raise TypeError(f"message {self.id} takes {sorted(self.params)}, given {sorted(args)}")
        return Text(self, args)


@dataclass(frozen=True)
class Text:
    """A message with its parameters: what a step says, in any language."""

    message: Message
    args: Mapping[str, Arg]

    def render(self, lang: Lang = "zh") -> str:
        return self.message.template(lang).format(**{k: _said(v, lang) for k, v in self.args.items()})

    def __str__(self) -> str:
        return self.render("zh")

    def to_json(self) -> dict[str, Any]:
        return {"msg": self.message.id, "args": {k: _json(v) for k, v in self.args.items()}}


class Catalog:
    """The messages of one game (or of the kernel), ids prefixed with its name: ``eol.draw``."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix

    def message(self, key: str, *, zh: str, en: str) -> Message:
        found = Message(f"{self.prefix}.{key}", zh, en)
        if _params(zh) != _params(en):
            raise ValueError(f"message {found.id}: zh names {sorted(_params(zh))}, en {sorted(_params(en))}")
        if found.id in _REGISTRY and _REGISTRY[found.id] != found:
            raise ValueError(f"message {found.id} defined twice")
        _REGISTRY[found.id] = found
        return found


def in_lang(text: str | Text, lang: Lang) -> str:
    """A text in ``lang``; TRANSITIONAL (issue 30): a game not yet converted words its steps as plain Chinese
    strings, which have no id and no English, and read the same in every language."""
    return text.render(lang) if isinstance(text, Text) else text


def message_of(text: str | Text) -> tuple[str | None, dict[str, Any]]:
    """(message id, JSON parameters) of a step's text; (None, {}) for a plain string."""
    if isinstance(text, Text):
        data = text.to_json()
        return data["msg"], data["args"]
    return None, {}


def render(data: Mapping[str, Any], lang: Lang) -> str:
    """A text from its JSON (``{"msg": id, "args": {…}}``) in ``lang``."""
    message = lookup(data["msg"])
    return message.template(lang).format(**{k: _said_json(v, lang) for k, v in data["args"].items()})


def render_arg(value: Any, lang: Lang) -> str:
    """One JSON parameter of a step in ``lang`` (a nested text rendered, a list joined)."""
    return str(_said_json(value, lang))


def lookup(message_id: str) -> Message:
    """The message with this id (its catalog must have been imported: the game's package imports it)."""
    return _REGISTRY[message_id]


def registered() -> list[Message]:
    """Every message of every catalog imported so far."""
    return list(_REGISTRY.values())


def _params(template: str) -> frozenset[str]:
    return frozenset(name for _, name, _, _ in string.Formatter().parse(template) if name)


def _said(value: Arg, lang: Lang) -> Any:
    if isinstance(value, Text):
        return value.render(lang)
    if isinstance(value, list | tuple):
        return LIST_SEPARATORS.get(lang, "、").join(str(_said(v, lang)) for v in value)
    return value


def _json(value: Arg) -> Any:
    if isinstance(value, Text):
        return value.to_json()
    if isinstance(value, list | tuple):
        return [_json(v) for v in value]
    return value


def _said_json(value: Any, lang: Lang) -> Any:
    if isinstance(value, dict):
        return render(value, lang)
    if isinstance(value, list):
        return LIST_SEPARATORS.get(lang, "、").join(str(_said_json(v, lang)) for v in value)
    return value
