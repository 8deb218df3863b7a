"""Documented size limits for scenarios (issue 34): a 50 MB scenario (369,279 objects) ran for minutes taking
3.1 GB, 10⁶ actions 2.0 GB, deeply nested YAML ended as "内部错误 … RecursionError". Each limit is refused
early — before the YAML is parsed for the byte limit, before validation for the counts — with one line naming
the limit, and a scenario at the limits loads.
"""

from __future__ import annotations

import resource
import subprocess
import sys
from pathlib import Path

import pytest

from judge_app import cli
from judge_app.engine import limits

ROOT = Path(__file__).resolve().parents[2]
BASE = (ROOT / "scenarios" / "mtg" / "double-strike.yaml").read_text(encoding="utf-8")


def _objects(n: int) -> str:
    return "".join(f"  - {{id: c{i}, owner: A, zone: A.library}}\n" for i in range(n))


def _actions(n: int) -> str:
    return "".join("- {type: pass, player: A}\n" for _ in range(n))


def _scenario(objects: int = 0, actions: int = 0) -> str:
    head, _, tail = BASE.partition("actions:\n")
    head = head.replace("  objects:\n", "  objects:\n" + _objects(objects))
    return head + "actions:\n" + _actions(actions) + "expect:" + tail.partition("expect:")[2]


def _run(tmp_path: Path, text: str, command: str = "validate") -> tuple[int, str]:
    path = tmp_path / "big.yaml"
    path.write_text(text, encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "judge_app.cli", command, str(path)], capture_output=True,
                          text=True, timeout=300, check=False, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin"})
    return proc.returncode, proc.stderr


@pytest.mark.parametrize(("text", "words"), [
    (lambda: _scenario(objects=limits.MAX_OBJECTS + 1), f"上限 {limits.MAX_OBJECTS:,}"),
    (lambda: _scenario(actions=limits.MAX_ACTIONS + 1), f"上限 {limits.MAX_ACTIONS:,}"),
    (lambda: BASE + "notes: " + "[" * 5000 + "]" * 5000 + "\n", "嵌套"),
    (lambda: BASE + "notes:\n" + "".join("  " * i + "- \n" for i in range(1, 400)), "嵌套"),
    (lambda: BASE.replace("life: 20}", "life: " + "9" * 5000 + "}", 1), "数字"),
    (lambda: "a: &a [" + ",".join(["x"] * 50) + "]\n" + "".join(
        f"{k}: &{k} [" + ",".join([f"*{p}"] * 50) + "]\n" for p, k in zip("abcd", "bcde", strict=True)), "展开"),
], ids=["objects", "actions", "flow-nesting", "block-nesting", "huge-int", "alias-bomb"])
def test_a_scenario_over_a_limit_is_refused_naming_it(text: object, words: str, tmp_path: Path) -> None:
    code, err = _run(tmp_path, text())  # type: ignore[operator]
    assert code == 1, err[-800:]
    assert words in err and "内部错误" not in err and "Traceback" not in err, err[-800:]
    assert len(err.splitlines()) <= 3, err[-800:]


def test_a_file_over_the_byte_limit_is_refused_before_it_is_read(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "huge.yaml"
    with open(path, "wb") as fh:
        fh.write(BASE.encode())
        fh.seek(limits.MAX_SCENARIO_BYTES + 10)
        fh.write(b"# end\n")  # sparse: the test writes nothing like 2 MB, the loader must not read it either
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    assert cli.main(["validate", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"上限 {limits.MAX_SCENARIO_BYTES // 2**20} MiB" in err, err
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 20_000  # KiB: it was not read


def test_a_scenario_at_the_limits_loads(tmp_path: Path) -> None:
    code, err = _run(tmp_path, _scenario(objects=limits.MAX_OBJECTS - 1, actions=2))
    assert code == 0, err[-800:]
