"""Documented size limits for rulebooks (issue 34): a rulebook of 10⁶ numbered lines peaked at 6 GB, printed
999,006 findings and stored a 534 MB edition; a 200 MB one stored a 194 MB source copy. Past
``MAX_RULEBOOK_BYTES`` or ``MAX_RULEBOOK_LINES`` ``rulesdb import`` refuses the file before decoding it (exit 2,
one line naming the limit) and stores nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesdb import cli
from rulesdb.external import MAX_RULEBOOK_BYTES, MAX_RULEBOOK_LINES


@pytest.mark.parametrize("shape", ["bytes", "lines"])
def test_a_rulebook_over_a_limit_is_refused_and_nothing_stored(shape: str, tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "huge.txt"
    if shape == "bytes":
        with open(path, "wb") as fh:  # sparse: nothing like 4 MiB is written, nor may the importer read it
            fh.write("100.1. 规则\n".encode())
            fh.seek(MAX_RULEBOOK_BYTES + 1)
            fh.write(b"\n")
        words = f"上限 {MAX_RULEBOOK_BYTES // 2**20} MiB"
    else:
        path.write_text("".join(f"{100 + i // 100}.{i % 100 + 1}. 规则。\n" for i in range(MAX_RULEBOOK_LINES + 1)),
                        encoding="utf-8")
        words = f"上限 {MAX_RULEBOOK_LINES:,} 行"
    assert cli.main(["import", str(path), "--game", "big", "--edition", "e1"]) == 2
    err = capsys.readouterr().err
    assert words in err and len(err.splitlines()) == 1, err[-500:]
    assert cli.main(["editions", "big"]) == 2  # no such game: nothing was stored
