"""Shared pydantic base and reference markers used by every engine model."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel, ConfigDict, TypeAdapter

# Marker objects placed in ``Annotated`` metadata so the validator can find every field that names an
# object or a player, in kernel models and in game-module actions alike, without each game listing them.
OBJECT_REF = "object-ref"
PLAYER_REF = "player-ref"
# A phase or step key of the game's ``phases`` (empty means "not given"). A field may also allow sentinel words
# as a ``Literal`` alternative, e.g. ``StepRef | Literal["stack_empty"]``.
PHASE_REF = "phase-ref"
STEP_REF = "step-ref"
# An object or a player (who receives damage, a target that may be either).
TARGET_REF = "target-ref"
MARKERS = (OBJECT_REF, PLAYER_REF, PHASE_REF, STEP_REF, TARGET_REF)

ObjectRef = Annotated[str, OBJECT_REF]
PlayerRef = Annotated[str, PLAYER_REF]
TargetRef = Annotated[str, TARGET_REF]
PhaseRef = Annotated[str, PHASE_REF]
StepRef = Annotated[str, STEP_REF]


@cache
def _field_adapter(model: type[BaseModel], field: str) -> TypeAdapter[Any]:
    annotation: Any = model.model_fields[field].annotation
    return TypeAdapter(annotation)


def field_value(model: type[BaseModel], field: str, value: Any) -> Any:
    """``value`` (JSON, as a change records it) as ``model``'s field ``field`` holds it: a dict back into a
    ``GameOver``, a list into ``Modifier``s."""
    return _field_adapter(model, field).validate_python(value)


class Model(BaseModel):
    """Strict base: unknown keys are errors, so a typo in a scenario never passes silently."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)


def ref_kind(annotation: Any) -> tuple[str | None, bool]:
    """The reference marker an annotation carries and whether it is a list of them.

    >>> ref_kind(ObjectRef), ref_kind(list[PlayerRef]), ref_kind(int)
    (('object-ref', False), ('player-ref', True), (None, False))
    """
    origin = get_origin(annotation)
    if origin is Annotated:
        base, *meta = get_args(annotation)
        for m in meta:
            if m in MARKERS:
                return m, False
        return ref_kind(base)
    if origin in (list, Sequence):
        (item,) = get_args(annotation)
        kind, _ = ref_kind(item)
        return kind, kind is not None
    if origin is Union or str(origin) == "<class 'types.UnionType'>":
        for arg in get_args(annotation):
            kind, many = ref_kind(arg)
            if kind is not None:
                return kind, many
    return None, False


def literal_values(annotation: Any) -> set[Any]:
    """The values ``Literal`` alternatives of an annotation allow (sentinel words beside a reference).

    >>> sorted(literal_values(StepRef | Literal["stack_empty"]))
    ['stack_empty']
    """
    origin = get_origin(annotation)
    if origin is Literal:
        return set(get_args(annotation))
    if origin is Annotated:
        return literal_values(get_args(annotation)[0])
    if origin is Union or str(origin) == "<class 'types.UnionType'>":
        return set().union(*(literal_values(a) for a in get_args(annotation)))
    return set()


def references(model: BaseModel) -> list[tuple[tuple[str | int, ...], str, str]]:
    """Every (field path, marker, value) that names an object or player in ``model``.

    Nested models are walked; paths are relative to ``model``.
    """
    found: list[tuple[tuple[str | int, ...], str, str]] = []
    keyed = getattr(type(model), "keyed", ())  # a GameMemory's mappings written flat: skip_draw.B
    for name, field in type(model).model_fields.items():
        value = getattr(model, name)
        key = field.alias or name
        annotation = field.annotation if not field.metadata else Annotated[field.annotation, *field.metadata]
        kind, many = ref_kind(annotation)
        if kind is not None and value is not None and not (isinstance(value, str)
                                                           and value in literal_values(annotation)):
            if many:
                found.extend(((key, i), kind, v) for i, v in enumerate(value))
            else:
                found.append(((key,), kind, value))
        elif isinstance(value, BaseModel):
            found.extend(((key, *p), k, v) for p, k, v in references(value))
        elif isinstance(value, list | tuple):
            for i, item in enumerate(value):
                if isinstance(item, BaseModel):
                    found.extend(((key, i, *p), k, v) for p, k, v in references(item))
        elif isinstance(value, dict) and name in keyed:
            found.extend(((f"{key}.{p[1]}", *p[2:]), k, v) for p, k, v in _dict_references(annotation, value, (key,)))
        elif isinstance(value, dict):
            found.extend(_dict_references(annotation, value, (key,)))
    return found


def _dict_references(annotation: Any, value: dict[Any, Any],
                     path: tuple[str | int, ...]) -> list[tuple[tuple[str | int, ...], str, str]]:
    """References in a mapping whose keys and/or values are typed as references (``dict[ObjectRef, ObjectRef]``,
    ``dict[ObjectRef, dict[TargetRef, int]]``): a key and its value are both reported at ``path + (key,)``, the
    line where the judge wrote that entry."""
    if get_origin(annotation) is Annotated:
        annotation = get_args(annotation)[0]
    if get_origin(annotation) not in (dict, Mapping):
        return []
    key_type, value_type = get_args(annotation)
    key_kind, _ = ref_kind(key_type)
    value_kind, many = ref_kind(value_type)
    found: list[tuple[tuple[str | int, ...], str, str]] = []
    for k, v in value.items():
        at = (*path, k)
        if key_kind is not None:
            found.append((at, key_kind, k))
        if value_kind is not None and v is not None:
            found.extend(((*at, i), value_kind, x) for i, x in enumerate(v)) if many else found.append(
                (at, value_kind, v))
        elif isinstance(v, dict):
            found.extend(_dict_references(value_type, v, at))
        elif isinstance(v, BaseModel):
            found.extend(((*at, *p), kind, x) for p, kind, x in references(v))
    return found
