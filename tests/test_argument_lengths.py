"""No traceback from any argument length or content (issue 34): ``rulesdb show mtg:<4,301 digits>`` raised
``ValueError: Exceeds the limit (4300 digits) for integer string conversion``; a NUL byte in a file name raised
``ValueError: embedded null byte``; a file name too long for the system was an "internal error" (exit 1).

Every argument slot of every command gets a hostile value; the answer is an exit code of the contract (1 or 2),
a short message in the UI language, no traceback. An argument longer than any path, rule id, edition or query
(``MAX_ARGUMENT_CHARS``) or holding a NUL is refused before the command runs.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge_app import cli as judge_cli
from rulesdb import cli as rulesdb_cli
from rulesdb.clikit import MAX_ARGUMENT_CHARS
from rulesdb.lookup import nearest, out_of_range
from rulesdb.store import load_rulebook

ROOT = Path(__file__).resolve().parents[1]
OK = str(ROOT / "scenarios" / "eol" / "tie-and-regenerate.yaml")
BOOK = str(ROOT / "rulesdb" / "sources" / "002_e5114887d282c01d.txt")
CJK = re.compile(r"[\u4e00-\u9fff]")

# "name": under the argument limit, too long for a file name
HOSTILE = {"digits": "9" * 5000, "letters": "a" * 100_000, "nul": "a\x00b", "name": "n" * 300}


def _slots(h: str, out: str) -> list[tuple[str, list[str]]]:
    """Each command with the hostile value ``h`` in one argument slot (``out``: a folder to write into)."""
    return [
        ("rulesdb", ["show", h]), ("rulesdb", ["show", "mtg:" + h]), ("rulesdb", ["show", "eol:" + h, "--json"]),
        ("rulesdb", ["show", "mtg:100.1", "--edition", h]), ("rulesdb", ["list", h]),
        ("rulesdb", ["list", "eol", "--under", h]), ("rulesdb", ["list", "eol", "--depth", h]),
        ("rulesdb", ["glossary", "eol", h]), ("rulesdb", ["check", h]), ("rulesdb", ["editions", h]),
        ("rulesdb", ["diff", "mtg:" + h, "mtg:" + h]), ("rulesdb", ["remove", "mtg:" + h]),
        ("rulesdb", ["search", h]), ("rulesdb", ["search", "--limit", h, "x"]),
        ("rulesdb", ["export", "eol", "-o", f"{out}/{h}"]),
        ("rulesdb", ["import", h, "--game", "g", "--edition", "e"]),
        ("rulesdb", ["import", BOOK, "--game", h, "--edition", "e", "--no-store"]),
        ("rulesdb", ["import", BOOK, "--game", "g", "--edition", h, "--no-store"]),
        ("judge", ["trace", h]), ("judge", ["validate", h]), ("judge", ["new", h]),
        ("judge", ["new", "eol", "-o", f"{out}/{h}"]), ("judge", ["migrate", OK, "--to", h, "-o", f"{out}/m.yaml"]),
        ("judge", ["migrate", h, "--to", "x"]), ("judge", ["since", h]),
        ("judge", ["report", OK, "-o", f"{out}/{h}", "--no-log"]),
        ("judge", ["report", OK, "-o", f"{out}/r.md", "--notes", h, "--no-log"]),
        ("judge", ["conformance", h]), ("judge", ["conformance", "--limit", h, "x"]),
        ("judge", ["conformance", "--status", h]), ("judge", ["conformance", "--game", h]),
    ]


CASES = [(kind, tool, i) for kind in HOSTILE for i, (tool, _) in enumerate(_slots("x", "/"))]


@pytest.mark.parametrize(("kind", "tool", "slot"), CASES, ids=[f"{k}-{t}-{i}" for k, t, i in CASES])
def test_no_argument_makes_a_traceback(kind: str, tool: str, slot: int, tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    _, argv = _slots(HOSTILE[kind], str(tmp_path))[slot]
    main = {"judge": judge_cli.main, "rulesdb": rulesdb_cli.main}[tool]
    try:
        code = main(argv)
    except SystemExit as e:
        code = int(e.code or 0)
    err = capsys.readouterr().err
    assert code in (1, 2), f"exit {code}: {err[-400:]}"
    assert "Traceback" not in err and "内部错误" not in err, err[-400:]
    last = err.strip().splitlines()[-1]
    assert CJK.search(last), f"not in the UI language: {last[:200]!r}"
    assert len(err) < 2_000, f"the whole argument echoed back ({len(err)} characters)"
    if len(HOSTILE[kind]) > MAX_ARGUMENT_CHARS or "\x00" in HOSTILE[kind]:
        assert code == 2 and "参数" in last, last[:200]


def test_a_rule_id_of_any_number_of_digits_is_simply_not_found(capsys: pytest.CaptureFixture[str]) -> None:
    book = load_rulebook("mtg")
    assert nearest("mtg", "mtg:" + "1" * 5000, books={"mtg": book})  # the closest ids, not a ValueError
    assert out_of_range(book, "9" * 5000)
    assert rulesdb_cli.main(["show", "mtg:" + "5" * (MAX_ARGUMENT_CHARS - 4)]) == 1
    assert "没有规则" in capsys.readouterr().err
