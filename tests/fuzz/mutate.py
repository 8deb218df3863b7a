"""Hypothesis mutation fuzzer over what users hand the tools: scenarios, notes files, rulebooks for import.

Each target takes a real input, mutates it (a name swapped for another name in the file or for junk, a value
replaced by one of the wrong type, a key deleted, an item duplicated, a number nudged; for text, bytes cut,
flipped or re-encoded) and feeds it through the same code the CLIs run. The only acceptable outcomes are a
result or the tool's own one-line error (:class:`ScenarioError`, :class:`NotARulebook`); anything else is a
crash. ``tests/fuzz/test_fuzz.py`` runs a fixed-seed quick pass; ``python -m tests.fuzz.long_run`` (``make
fuzz``) a long one that counts crashes instead of stopping at the first.

Every scenario input is also an agreement check between ``judge validate`` and ``judge trace``: both load it
with the same loader, and a scenario the loader accepts must trace without a refusal (:class:`Disagreement`).
The scenario exercises say which way each input went (``refused`` at load or ``traced``).
"""

from __future__ import annotations

import copy
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from judge_app.engine.problems import ScenarioError
from judge_app.engine.runner import check_expectations, run
from judge_app.engine.yamlio import dump_text, load_file
from judge_app.loading import loads_scenario, validate_data
from judge_app.report.annotate import load_notes
from rulesdb.external import NotARulebook, import_file
from rulesdb.paths import SOURCES_DIR

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted(ROOT.glob("scenarios/*/*.yaml"))
JUNK = ["", "zz", "A.zz", "X.hand", "hand", "0", "a.b.c", "replace:", "x.", ".x", "stack_empty", "🂡", "null",
        "main", "combat", "upkeep", "A.A", "\x00", "-1", "1e9", "是"]
VALUES: list[Any] = [0, -1, 7, 10**9, -(10**12), None, True, False, [], {}, 1.5, [None], {"x": 1}]
OPS = ("name", "name", "name", "value", "delete", "duplicate", "nudge")

Path_ = tuple[Any, ...]


def nodes(node: Any, path: Path_ = ()) -> Iterator[tuple[Path_, Any]]:
    """Every node below the root with its path."""
    if isinstance(node, dict):
        for k, v in node.items():
            yield (*path, k), v
            yield from nodes(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield (*path, i), v
            yield from nodes(v, (*path, i))


def _at(node: Any, path: Path_) -> Any:
    for p in path:
        node = node[p]
    return node


@st.composite
def mutated_data(draw: st.DrawFn, data: Any, *, within: Path_ = (), avoid: Path_ | None = None) -> Any:
    """``data`` with 1-3 mutations at nodes under ``within`` (and not under ``avoid``)."""
    data = copy.deepcopy(data)
    names = sorted({v for _, v in nodes(data) if isinstance(v, str) and len(v) < 40}) + JUNK
    for _ in range(draw(st.integers(1, 3))):
        candidates = [(p, v) for p, v in nodes(data) if p[:len(within)] == within and len(p) > len(within)
                      and (avoid is None or p[:len(avoid)] != avoid)]
        if not candidates:
            break
        path, value = draw(st.sampled_from(candidates))
        parent, key = _at(data, path[:-1]), path[-1]
        op = draw(st.sampled_from(OPS))
        if op == "name":
            parent[key] = draw(st.sampled_from(names))
        elif op == "value":
            parent[key] = copy.deepcopy(draw(st.sampled_from(VALUES)))
        elif op == "delete":
            del parent[key]
        elif op == "duplicate" and isinstance(parent, list):
            parent.insert(draw(st.integers(0, len(parent))), copy.deepcopy(value))
        elif op == "nudge" and isinstance(value, int) and not isinstance(value, bool):
            parent[key] = value + draw(st.integers(-3, 3))
        else:
            parent[key] = draw(st.sampled_from(names))
    return data


@st.composite
def mutated_bytes(draw: st.DrawFn, data: bytes) -> bytes:
    """Text damaged the way files get damaged: cut short, bytes flipped or inserted, re-encoded, lines doubled."""
    op = draw(st.sampled_from(("cut", "flip", "insert", "encode", "lines")))
    if op == "cut":
        return data[: draw(st.integers(0, len(data)))]
    if op == "flip" and data:
        i = draw(st.integers(0, len(data) - 1))
        return data[:i] + bytes([draw(st.integers(0, 255))]) + data[i + 1:]
    if op == "insert":
        i = draw(st.integers(0, len(data)))
        return data[:i] + draw(st.binary(min_size=1, max_size=8)) + data[i:]
    if op == "encode":
        text = data.decode("utf-8", errors="replace")
        return text.encode(draw(st.sampled_from(("utf-16", "gb18030", "big5", "utf-8-sig"))), errors="replace")
    lines = data.splitlines(keepends=True)
    if not lines:
        return data
    i = draw(st.integers(0, len(lines) - 1))
    return b"".join(lines[:i] + lines[i:i + 1] * draw(st.integers(0, 3)) + lines[i + 1:])


_DATA: dict[Path, Any] = {}


def scenario_data(path: Path) -> Any:
    if path not in _DATA:
        _DATA[path] = load_file(path).data
    return _DATA[path]


class Disagreement(AssertionError):
    """The loader (what ``judge validate`` checks before it traces) accepted a scenario the trace then refused:
    the refusal came from the engine meeting a bad id as it resolved, not from validation with its line."""


def _traced(loaded: Any) -> Any:
    try:
        return run(loaded)
    except ScenarioError as e:
        raise Disagreement(f"validation passed, the trace refused: {e}") from None


def exercise_scenario_text(text: str, file: str = "fuzz.yaml") -> str:
    """What ``judge trace --check`` and ``judge validate`` do with a file: load, validate, trace, render, check.
    A :class:`ScenarioError` from the loader is the expected refusal; its every line must name the file. One
    from the trace of a scenario the loader accepted is a :class:`Disagreement`."""
    try:
        loaded = loads_scenario(text, file)
    except ScenarioError as e:
        assert e.problems, "a ScenarioError with no problem"
        for line in str(e).splitlines():
            assert line.startswith(file), f"problem line without the file: {line!r}"
        return "refused"
    result = _traced(loaded)
    result.trace.to_text()
    result.trace.to_json()
    result.trace.to_markdown()
    check_expectations(loaded, result)
    return "traced"


def exercise_scenario_data(data: Any) -> str:
    return exercise_scenario_text(dump_text(data))


def exercise_scenario_plain(data: Any) -> str:
    """The same without the YAML text round trip (which dominates the cost): for long runs."""
    try:
        loaded = validate_data(data)
    except ScenarioError as e:
        assert e.problems, "a ScenarioError with no problem"
        return "refused"
    result = _traced(loaded)
    result.trace.to_text()
    result.trace.to_json()
    result.trace.to_markdown()
    check_expectations(loaded, result)
    return "traced"


NOTES_BASE: dict[str, Any] = {"ruling": "按 2.2.3.4 判定平局,双方随从进入濒死状态。",
                              "steps": {1: "攻击宣言", 3: "比较攻击力", 7: "再生"}}


def exercise_notes(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "notes.yaml"
        path.write_bytes(raw)
        try:
            load_notes(path)
        except ScenarioError as e:
            assert all(line.startswith(str(path)) for line in str(e).splitlines()), str(e)


# A rulebook slice big enough to import (the importer wants a minimum of numbered lines), small enough to be fast.
RULEBOOK_SAMPLE = b"".join((SOURCES_DIR / "002_e5114887d282c01d.txt").read_bytes().splitlines(keepends=True)[:120])


def exercise_import(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "book.txt"
        path.write_bytes(raw)
        try:
            book = import_file(path, game="fuzz", edition="1")
        except NotARulebook:
            return
        assert book.game == "fuzz"
