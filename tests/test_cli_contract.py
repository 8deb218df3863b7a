"""One command-line contract for ``judge``, ``rulesdb`` and ``judge-app`` (issue 20), as a table of cases.

0 success · 1 the command ran and found a problem · 2 wrong arguments, unreadable or missing input, unknown game,
an output that cannot be written. ``--help``/``--version`` work without a display. Error lines are Chinese
(the UI language) and no command creates a folder the user did not ask for.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from judge_app import cli as judge_cli
from rulesdb import cli as rulesdb_cli

ROOT = Path(__file__).resolve().parents[1]
OK = ROOT / "scenarios" / "eol" / "tie-and-regenerate.yaml"
CJK = re.compile(r"[\u4e00-\u9fff]")

# (tool, argv with {placeholders}, exit code, text expected in stdout+stderr)
CASES = [
    ("judge", ["--help"], 0, "用法"),
    ("judge", ["--version"], 0, "judge 0."),
    ("judge", [], 2, "缺少必需的参数"),
    ("judge", ["bogus"], 2, "无效的选项"),
    ("judge", ["trace", "--bogus", "{ok}"], 2, "无法识别的参数"),
    ("judge", ["trace", "{ok}"], 0, "结果"),
    ("judge", ["trace", "{missing}"], 2, "文件不存在"),
    ("judge", ["trace", "{not_utf8}"], 2, "UTF-8"),
    ("judge", ["trace", "{bad}"], 1, "未知对象 id"),
    ("judge", ["trace", "--check", "{unmet}"], 1, "expect"),
    ("judge", ["validate", "{ok}"], 0, "有效"),
    ("judge", ["validate", "{ok}", "{bad}"], 1, "未知对象 id"),
    ("judge", ["validate", "{bad}", "{missing}"], 2, "文件不存在"),
    ("judge", ["new", "xyz"], 2, "无效的选项"),
    ("judge", ["new", "eol", "-o", "{nodir}/x.yaml"], 2, "输出目录不存在"),
    ("judge", ["new", "eol", "-o", "{ok}"], 2, "已存在"),
    ("judge", ["report", "{ok}", "-o", "{tmp}/r.md", "--no-log"], 0, "已写入"),
    ("judge", ["report", "{ok}", "-o", "{nodir}/r.md", "--no-log"], 2, "输出目录不存在"),
    ("judge", ["report", "{ok}", "-o", "{tmp}/r.xyz", "--no-log"], 2, "--format"),
    ("judge", ["report", "{missing}", "-o", "{tmp}/r.md", "--no-log"], 2, "文件不存在"),
    ("judge", ["report", "{ok}", "-o", "{tmp}/r.md", "--notes", "{missing}", "--no-log"], 2, "文件不存在"),
    ("judge", ["report", "{bad}", "-o", "{tmp}/r.md", "--no-log"], 1, "未知对象 id"),
    ("rulesdb", ["--help"], 0, "用法"),
    ("rulesdb", ["--version"], 0, "rulesdb 0."),
    ("rulesdb", [], 2, "缺少必需的参数"),
    ("rulesdb", ["show", "eol:2.2.3.4"], 0, "2.2.3.4"),
    ("rulesdb", ["show", "eol:99.99"], 1, "没有规则"),
    ("rulesdb", ["show", "mtg2022:100.1"], 2, "未知游戏 'mtg2022'"),
    ("rulesdb", ["show", "502.9b"], 2, "GAME:ID"),
    ("rulesdb", ["list", "xyz"], 2, "未知游戏 'xyz'"),
    ("rulesdb", ["glossary", "xyz"], 2, "未知游戏 'xyz'"),
    ("rulesdb", ["check", "xyz"], 2, "未知游戏 'xyz'"),
    ("rulesdb", ["glossary", "eol", "没有这个术语吧"], 1, "没有"),
    ("rulesdb", ["export", "eol", "-o", "{nodir}/x.jsonl"], 2, "输出目录不存在"),
    ("rulesdb", ["search", "foo: 践踏"], 2, "未知游戏 'foo'"),
    ("rulesdb", ["search", "--game", "xyz", "践踏"], 2, "无效的选项"),
    ("rulesdb", ["import", "{missing}", "--game", "g", "--edition", "e"], 2, "文件不存在"),
    ("rulesdb", ["import", "{ok}", "--game", "g", "--edition", "e"], 1, "{ok}"),
    ("rulesdb", ["import", "{rulebook}", "--game", "g", "--edition", "e", "-o", "{nodir}/b.json"], 2,
     "输出目录不存在"),
]


@pytest.fixture
def files(tmp_path: Path) -> dict[str, str]:
    text = OK.read_text(encoding="utf-8")
    bad = tmp_path / "bad.yaml"
    bad.write_text(text.replace("attacker: b_m1", "attacker: ghost"), encoding="utf-8")
    unmet = tmp_path / "unmet.yaml"
    unmet.write_text(text.replace("outcome: ongoing", "outcome: win") if "outcome: ongoing" in text
                     else text.replace("outcome: win", "outcome: ongoing"), encoding="utf-8")
    not_utf8 = tmp_path / "gbk.yaml"
    not_utf8.write_bytes(text.encode("gb18030"))
    return {"ok": str(OK), "bad": str(bad), "unmet": str(unmet), "not_utf8": str(not_utf8),
            "missing": str(tmp_path / "missing.yaml"), "nodir": str(tmp_path / "no" / "such"),
            "tmp": str(tmp_path), "rulebook": str(ROOT / "rulesdb" / "sources" / "002_e5114887d282c01d.txt")}


def _run_in_process(tool: str, argv: list[str]) -> int:
    main = {"judge": judge_cli.main, "rulesdb": rulesdb_cli.main}[tool]
    try:
        return main(argv)
    except SystemExit as e:  # argparse exits for --help, --version and usage errors
        return int(e.code or 0)


@pytest.mark.parametrize(("tool", "argv", "code", "expected"), CASES,
                         ids=[f"{c[0]} {' '.join(c[1])}" for c in CASES])
def test_cli_contract(tool: str, argv: list[str], code: int, expected: str, files: dict[str, str],
                      capsys: pytest.CaptureFixture[str]) -> None:
    args = [a.format(**files) for a in argv]
    got = _run_in_process(tool, args)
    out, err = capsys.readouterr()
    assert got == code, f"exit {got}, expected {code}\nstdout: {out[-500:]}\nstderr: {err[-500:]}"
    assert expected.format(**files) in out + err
    if code:
        assert err.strip(), "a failure says why on stderr"
        assert "Traceback" not in err
        assert CJK.search(err.strip().splitlines()[-1]), f"not in the UI language: {err!r}"
    assert not Path(files["nodir"]).parent.exists(), "a folder the user did not ask for was created"


def _headless_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["PYTHONPATH"] = str(ROOT)
    return env


@pytest.mark.parametrize(("argv", "code", "expected"), [
    (["--help"], 0, "用法"),
    (["--version"], 0, "judge-app 0."),
    (["--bogus"], 2, "无法识别的参数"),
])
def test_judge_app_arguments_need_no_display(argv: list[str], code: int, expected: str) -> None:
    """Parsed before any Qt application exists: no display, no xcb plugin, no abort (was exit 134)."""
    proc = subprocess.run([sys.executable, "-m", "judge_app.ui.app", *argv], capture_output=True, text=True,
                          env=_headless_env(), timeout=120, check=False)
    assert proc.returncode == code, proc.stderr[-800:]
    assert expected in proc.stdout + proc.stderr
    assert "xcb" not in proc.stderr
