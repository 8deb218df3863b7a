"""Models → YAML text a judge can read: defaults left out, ``type`` tags always kept.

``dump_scenario(load(dump_scenario(s)))`` is byte-identical to ``dump_scenario(s)`` (tested for every
shipped scenario). Editing an existing file while keeping its comments goes through
:mod:`judge_app.engine.yamlio` on the round-trip tree instead.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from judge_app.engine.state import GameObject
from judge_app.engine.yamlio import dump_text


def plain_model(value: Any) -> Any:
    if isinstance(value, BaseModel):
        out: dict[str, Any] = {}
        for name, field in type(value).model_fields.items():
            v = getattr(value, name)
            if name != "type" and not field.is_required() and v == field.get_default(call_default_factory=True):
                continue
            if isinstance(value, GameObject) and name == "controller" and v == value.owner:
                continue
            out[field.alias or name] = plain_model(v)
        return out
    if isinstance(value, list):
        return [plain_model(v) for v in value]
    if isinstance(value, dict):
        return {k: plain_model(v) for k, v in value.items()}
    return value


def dump_scenario(scenario: BaseModel) -> str:
    return dump_text(plain_model(scenario))
