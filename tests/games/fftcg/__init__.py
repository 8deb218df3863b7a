"""Helpers for fftcg's tests: what a step (or a check's reason) says, read from its message id and parameters, not
its sentence. The step helpers are riftbound's (one implementation for both games' tests)."""

from __future__ import annotations

from typing import Any

from judge_app.engine.messages import Message, Text
from tests.games.riftbound import args_of, said, says

__all__ = ["args_of", "said", "says", "text_args", "text_says"]


def text_args(text: str | Text, message: Message) -> dict[str, Any] | None:
    """The parameters ``message`` has anywhere in ``text`` (a reason or a verdict, wrapped or not), or None."""
    if not isinstance(text, Text):
        return None
    found: list[dict[str, Any]] = []

    def walk(value: Any) -> None:
        if isinstance(value, dict) and "msg" in value:
            if value["msg"] == message.id:
                found.append(value["args"])
            for arg in value["args"].values():
                walk(arg)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(text.to_json())
    return found[0] if found else None


def text_says(text: str | Text, message: Message) -> bool:
    return text_args(text, message) is not None
