"""The base of a game's ``memory_model`` (``GameModule.memory_model``): the shape of ``state.memory``.

The engine keeps ``state.memory`` as the plain dict the scenario wrote (the model is only a check), so the check
is strict: a value the engine would read as an int must be an int, not a string pydantic could coerce. Keys
the game builds from an id (``lki.<object>``, ``skip_draw.<player>``) are declared by prefix in ``prefixed``
and checked with their dotted key as the path, like any other field.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import (
    BaseModel,
    ConfigDict,
    ModelWrapValidatorHandler,
    TypeAdapter,
    ValidationError,
    model_validator,
)


class MemoryModel(BaseModel):
    """Unknown keys are refused (``extra="forbid"``): a misspelt key would otherwise be bookkeeping the engine
    never reads, a scenario that silently means something else than the judge wrote."""

    model_config = ConfigDict(strict=True, extra="forbid")

    # "<prefix>" -> type of every ``<prefix>.<id>`` key
    prefixed: ClassVar[dict[str, Any]] = {}

    @model_validator(mode="wrap")
    @classmethod
    def _check_prefixed(cls, data: Any, handler: ModelWrapValidatorHandler[MemoryModel]) -> MemoryModel:
        if not isinstance(data, dict) or not cls.prefixed:
            return handler(data)
        rest: dict[Any, Any] = {}
        errors: list[Any] = []
        for key, value in data.items():
            prefix = next((p for p in cls.prefixed if isinstance(key, str) and key.startswith(p + ".")
                           and len(key) > len(p) + 1), None)
            if prefix is None:
                rest[key] = value
                continue
            try:
                TypeAdapter(cls.prefixed[prefix]).validate_python(value, strict=True)
            except ValidationError as err:
                errors += _relocated(err, (key,))
        try:
            model = handler(rest)
        except ValidationError as err:
            errors = _relocated(err, ()) + errors
        if errors:
            raise ValidationError.from_exception_data(cls.__name__, errors)
        return model


def _relocated(err: ValidationError, prefix: tuple[str, ...]) -> list[Any]:
    # Type and context are kept so the Chinese rendering (engine/problems.py) still applies.
    return [{"type": e["type"], "loc": (*prefix, *e["loc"]), "input": e["input"],
             **({"ctx": e["ctx"]} if "ctx" in e else {})} for e in err.errors()]
