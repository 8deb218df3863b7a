"""Helpers for riftbound's tests: what a step says, read from its message id and parameters (not its sentence)."""

from __future__ import annotations

from typing import Any

from judge_app.engine.messages import Message
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
