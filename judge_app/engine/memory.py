"""The base of a game's ``memory_model`` (``GameModule.memory_model``): the shape of ``state.memory``.

:class:`GameMemory` (a converted game): ``state.memory`` is the model instance during the run, every write recorded.
:class:`MemoryModel` alone (TRANSITIONAL, the games not yet converted, issue 30): the engine keeps ``state.memory``
as the plain dict the scenario wrote and the model is only a check. Either way the check is strict: a value the
engine would read as an int must be an int, not a string pydantic could coerce. Keys the game builds from an id
(``lki.<object>``, ``skip_draw.<player>``) are a ``keyed`` mapping field of a :class:`GameMemory` (TRANSITIONAL: a
``prefixed`` entry of a :class:`MemoryModel`), checked with their dotted key as the path like any other field.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, Self

from pydantic import (
    BaseModel,
    ConfigDict,
    ModelWrapValidatorHandler,
    PrivateAttr,
    SerializerFunctionWrapHandler,
    TypeAdapter,
    ValidationError,
    model_serializer,
    model_validator,
)
from pydantic_core import ErrorDetails, InitErrorDetails, PydanticCustomError

from judge_app.engine.base import field_value


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


def _relocated(err: ValidationError, prefix: tuple[str, ...], keyed: tuple[str, ...] = ()) -> list[InitErrorDetails]:
    """``err``'s errors under ``prefix``, an entry of a keyed field at the key the scenario wrote (``skip_draw.B``).
    Type and context are kept so the Chinese rendering (engine/problems.py) still applies."""
    out: list[InitErrorDetails] = []
    for e in err.errors():
        loc = e["loc"]
        if len(loc) > 1 and loc[0] in keyed:
            loc = (f"{loc[0]}.{loc[1]}", *loc[2:])
        details = InitErrorDetails(type=_error_type(e), loc=(*prefix, *loc), input=e["input"])
        if "ctx" in e:
            details["ctx"] = e["ctx"]
        out.append(details)
    return out


def _error_type(error: ErrorDetails) -> str | PydanticCustomError:
    """The error's type as ``from_exception_data`` takes it: its name when pydantic-core can raise it again,
    else the same type as a custom error (``sequence_str`` is one pydantic-core raises but will not rebuild)."""
    try:
        probe = InitErrorDetails(type=error["type"], loc=(), input=None)
        if "ctx" in error:
            probe["ctx"] = error["ctx"]
        ValidationError.from_exception_data("check", [probe])
    except KeyError:
        return PydanticCustomError(error["type"], error["msg"], error.get("ctx"))
    except ValidationError:
        pass
    return error["type"]


Recorder = Callable[[str, Any, Any], None]


class GameMemory(MemoryModel):
    """The base of a converted game's memory: ``state.memory`` *is* an instance during the run, read and written
    by attribute (``memory(state).placer = "B"``) so a type checker catches a misspelt field, and every write is
    recorded: the table the state is played on attaches itself (``attach``) and each assignment to a field
    reports ``(field, before, after)`` to it, which records a :class:`~judge_app.engine.changes.MemorySet`.

    Declare container fields read-only (``Sequence``, ``Mapping``, frozen models) and assign a new value rather
    than mutating one in place: a type checker then refuses ``memory.replaced.append(…)``, which no recorder
    could see. ``keyed`` fields are mappings a scenario writes flat, one key per entry (``skip_draw.B: true`` is
    ``skip_draw == {"B": True}``); the file format is unchanged and each entry is recorded as its own change.
    A copy (``copy.copy``, ``copy.deepcopy``, ``model_copy``) is detached: writes to it record nothing.
    """

    keyed: ClassVar[tuple[str, ...]] = ()
    _recorder: Recorder | None = PrivateAttr(default=None)

    def attach(self, recorder: Recorder | None) -> None:
        self._recorder = recorder

    def attached(self) -> Recorder | None:
        """What records this memory's writes (a table), if anything."""
        return self._recorder

    if not TYPE_CHECKING:  # hidden from the type checker: a class with __setattr__ would accept any attribute name
        def __setattr__(self, name: str, value: Any) -> None:
            recorder = self._recorder if name in type(self).model_fields else None
            before = getattr(self, name) if recorder is not None else None
            super().__setattr__(name, value)
            if recorder is not None:
                recorder(name, before, value)

    def put(self, field: str, key: str | None, value: Any) -> None:
        """Set a field (or one key of a keyed field; None removes it) from a recorded JSON value, unrecorded:
        the replay's way in."""
        if key is not None:
            entries = dict(getattr(self, field))
            if value is None:
                entries.pop(key, None)
            else:
                entries[key] = value
            value = entries
        BaseModel.__setattr__(self, field, field_value(type(self), field, value))

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> Self:
        recorder, self._recorder = self._recorder, None
        try:
            return super().__deepcopy__(memo)
        finally:
            self._recorder = recorder

    def __copy__(self) -> Self:
        copied = super().__copy__()
        copied._recorder = None
        return copied

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.__dict__ == other.__dict__

    @model_validator(mode="wrap")
    @classmethod
    def _fold_keyed(cls, data: Any, handler: ModelWrapValidatorHandler[GameMemory]) -> GameMemory:
        if not isinstance(data, dict) or not cls.keyed:
            return handler(data)
        folded: dict[Any, Any] = {}
        for key, value in data.items():
            field, dot, entry = key.partition(".") if isinstance(key, str) else (key, "", "")
            if dot and entry and field in cls.keyed:
                folded.setdefault(field, {})[entry] = value
            else:
                folded[key] = value
        try:
            return handler(folded)
        except ValidationError as err:  # an entry's problem at the key the scenario wrote (skip_draw.B)
            raise ValidationError.from_exception_data(cls.__name__, _relocated(err, (), cls.keyed)) from None

    @model_serializer(mode="wrap")
    def _flat_keyed(self, handler: SerializerFunctionWrapHandler) -> Any:
        data = handler(self)
        for field in type(self).keyed:
            data.update({f"{field}.{k}": v for k, v in data.pop(field, {}).items()})
        return data

