"""What a step (or a check's reason) says, read from its message id and parameters, not its sentence: the helpers every
worded game's tests use (issue 30)."""

from __future__ import annotations

from typing import Any

from judge_app.engine.messages import Message, Text
from judge_app.engine.trace import Step


def said(step: Step) -> list[tuple[str, dict[str, Any]]]:
    """Every message a step's text is made of, as (id, parameters): its own first, then the texts among its
    parameters (the kernel's frames, such as an unsupported or illegal step, wrap the game's message)."""
    out: list[tuple[str, dict[str, Any]]] = []

    def walk(value: Any) -> None:
        if isinstance(value, dict) and "msg" in value:
            out.append((value["msg"], value["args"]))
            for arg in value["args"].values():
                walk(arg)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    if step.msg is not None:
        walk({"msg": step.msg, "args": step.args})
    return out


def args_of(step: Step, message: Message) -> dict[str, Any] | None:
    """The parameters ``message`` has in ``step`` (anywhere in it), or None when the step does not say it."""
    return next((args for msg, args in said(step) if msg == message.id), None)


def says(step: Step, message: Message) -> bool:
    return args_of(step, message) is not None


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
