"""Reversible edits of a ruamel round-trip tree. No Qt.

Every edit the board makes is a list of these operations on the scenario's YAML tree, so comments, key
order and the style of everything the edit does not touch survive: undo puts the very node back (with
its comments) where it was.

>>> from judge_app.engine.yamlio import load_text, dump_text
>>> tree = load_text("a: 1  # keep\\nlist: [x, y]\\n").tree
>>> ops = [SetKey((), "a", 2), InsertItem(("list",), 1, "new"), DelKey((), "list")]
>>> for op in ops: op.apply(tree)
>>> dump_text(tree)
'a: 2  # keep\\n'
>>> for op in reversed(ops): op.revert(tree)
>>> dump_text(tree)
'a: 1  # keep\\nlist: [x, y]\\n'
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ruamel.yaml.comments import CommentedMap, CommentedSeq

TreePath = tuple[str | int, ...]
_MISSING = object()


def resolve(tree: Any, path: TreePath) -> Any:
    node = tree
    for seg in path:
        node = node[seg]
    return node


def node_like(value: Any, flow: bool = False) -> Any:
    """Plain data → round-trip nodes (flow style when ``flow``, as the scenario files write cards)."""
    if isinstance(value, dict):
        out = CommentedMap((k, node_like(v, flow)) for k, v in value.items())
        if flow:
            out.fa.set_flow_style()
        return out
    if isinstance(value, list):
        seq = CommentedSeq(node_like(v, flow) for v in value)
        seq.fa.set_flow_style()  # short lists of tags or ids read best inline, as the shipped files have them
        return seq
    return value


def is_flow(node: Any) -> bool:
    return isinstance(node, CommentedMap | CommentedSeq) and bool(node.fa.flow_style())


class Op(ABC):
    @abstractmethod
    def apply(self, tree: Any) -> None: ...

    @abstractmethod
    def revert(self, tree: Any) -> None: ...


@dataclass
class SetKey(Op):
    """``mapping[key] = value``. A new key goes to ``position`` (default: the end); an existing key keeps
    its place and its comment."""

    path: TreePath
    key: str
    value: Any
    position: int | None = None
    _old: Any = field(default=_MISSING, repr=False)

    def apply(self, tree: Any) -> None:
        m = resolve(tree, self.path)
        self._old = m.get(self.key, _MISSING)
        if self._old is _MISSING and self.position is not None and isinstance(m, CommentedMap):
            m.insert(min(self.position, len(m)), self.key, self.value)
        else:
            m[self.key] = self.value

    def revert(self, tree: Any) -> None:
        m = resolve(tree, self.path)
        if self._old is _MISSING:
            del m[self.key]
        else:
            m[self.key] = self._old


@dataclass
class DelKey(Op):
    path: TreePath
    key: str
    _old: Any = field(default=None, repr=False)
    _pos: int = 0
    _comment: Any = None

    def apply(self, tree: Any) -> None:
        m = resolve(tree, self.path)
        self._pos = list(m).index(self.key)
        self._old = m[self.key]
        self._comment = m.ca.items.get(self.key) if isinstance(m, CommentedMap) else None
        del m[self.key]

    def revert(self, tree: Any) -> None:
        m = resolve(tree, self.path)
        if isinstance(m, CommentedMap):
            m.insert(self._pos, self.key, self._old)
            if self._comment is not None:
                m.ca.items[self.key] = self._comment
        else:
            m[self.key] = self._old


@dataclass
class InsertItem(Op):
    path: TreePath
    index: int
    value: Any

    def apply(self, tree: Any) -> None:
        resolve(tree, self.path).insert(self.index, self.value)

    def revert(self, tree: Any) -> None:
        del resolve(tree, self.path)[self.index]


@dataclass
class RemoveItem(Op):
    path: TreePath
    index: int
    _old: Any = field(default=None, repr=False)
    _comment: Any = None

    def apply(self, tree: Any) -> None:
        seq = resolve(tree, self.path)
        self._old = seq[self.index]
        self._comment = seq.ca.items.get(self.index) if isinstance(seq, CommentedSeq) else None
        del seq[self.index]

    def revert(self, tree: Any) -> None:
        seq = resolve(tree, self.path)
        seq.insert(self.index, self._old)
        if self._comment is not None:
            seq.ca.items[self.index] = self._comment


def apply_all(tree: Any, ops: Sequence[Op]) -> None:
    """Apply in order; if one fails, undo the ones already applied and re-raise."""
    done: list[Op] = []
    try:
        for op in ops:
            op.apply(tree)
            done.append(op)
    except BaseException:
        revert_all(tree, done)
        raise


def revert_all(tree: Any, ops: Sequence[Op]) -> None:
    for op in reversed(ops):
        op.revert(tree)
