"""The type checker `make test` runs (mypy, configured in pyproject.toml) catches what typed memory is for: a
misspelt memory field, written or read, a value of the wrong type, and a container changed in place where no
recorder could see it. The same writes spelt right pass, so the check fails only for the mistakes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

api = pytest.importorskip("mypy.api")

ROOT = Path(__file__).resolve().parents[1]
MISTAKES = [
    ('mem.placr = "A"', '"EolMemory" has no attribute "placr"'),
    ("print(mem.skip_drow)", '"EolMemory" has no attribute "skip_drow"'),
    ("mem.placer = 3", "Incompatible types in assignment"),
    ('mem.skip_draw["A"] = True', "Unsupported target for indexed assignment"),
    ('if mem.replaced is not None: mem.replaced.append("B")', 'has no attribute "append"'),
]
RIGHT = ['mem.placer = "A"', 'mem.skip_draw = {**mem.skip_draw, "A": True}',
         'mem.replaced = (*(mem.replaced or ()), "B")']


def test_mypy_refuses_a_wrong_memory_field_and_passes_the_right_one(tmp_path: Path) -> None:
    lines = ["from judge_app.engine.table import Table", "from judge_app.games.eol.board import memory", ""]
    where = {}
    for k, line in enumerate([*(m for m, _ in MISTAKES), *RIGHT]):
        lines += ["", f"def case_{k}(t: Table) -> None:", "    mem = memory(t.state)", f"    {line}"]
        where[len(lines)] = line
    snippet = tmp_path / "snippet.py"
    snippet.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out, err, _ = api.run(["--config-file", str(ROOT / "pyproject.toml"), "--cache-dir", str(ROOT / ".mypy_cache"),
                           str(snippet)])
    errors: dict[str, list[str]] = {}
    for n, message in re.findall(r"snippet\.py:(\d+): error: (.*)", out):
        errors.setdefault(where[int(n)], []).append(message)
    for line, expected in MISTAKES:
        assert any(expected in e for e in errors.get(line, [])), (line, out + err)
    assert not [line for line in RIGHT if line in errors], out
