"""SIGKILL in the middle of saving (issue 20): a scenario, a report, the rulings log and the autosave are each,
after any kill, the old or the new complete version, and the log keeps every entry it had committed; the
killed editor's autosave is offered for recovery at the next start.

Children come from a ``forkserver`` that has imported the writers once, so a round costs milliseconds: each
round starts a child that saves version after version, kills it with SIGKILL at a random moment and inspects the
files. The child announces each completed save through a pipe (a synchronous write, nothing buffered), so the
parent knows the last version that must survive. No wall-clock assertion: the timing only spreads the kills.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import random
import re
import signal
import time
from multiprocessing.connection import Connection
from pathlib import Path

import pytest

from judge_app.engine.yamlio import load_text
from judge_app.report.model import Report

ROOT = Path(__file__).resolve().parents[1]
SCENARIO = ROOT / "scenarios" / "eol" / "tie-and-regenerate.yaml"
KILLS = int(os.environ.get("DURABILITY_KILLS", "120"))
BASE_TEXT = SCENARIO.read_text(encoding="utf-8") + "# " + "填充" * 20_000 + "\n"  # big enough to be mid-write


def _scenario_text(version: int) -> str:
    return f"# version {version}\n{BASE_TEXT}# end {version}\n"


def _saver(conn: Connection, folder: str, report: Report, start: int) -> None:
    """The child: save every kind of file again and again, announcing each completed save."""
    from judge_app.engine.yamlio import save_text
    from judge_app.report.export import write_report
    from judge_app.ui.board.autosave import Autosaver
    from judge_app.userdata import UserData

    root = Path(folder)
    log = UserData(root / "user.sqlite3")
    slot = Autosaver(root / "autosave")
    version = start
    conn.send_bytes(b"ready 0")
    while True:
        version += 1
        save_text(root / "scenario.yaml", _scenario_text(version))
        conn.send_bytes(f"S {version}".encode())
        write_report(report.model_copy(update={"ruling_note": f"版本 {version} 结束"}), "md", root / "ruling.md")
        conn.send_bytes(f"R {version}".encode())
        entry = log.add_ruling(game="eol", scenario="s", title=f"v{version}", question="q", ruling="r",
                               file="ruling.md", format="md", cites=["eol:2.2.3.4"])
        conn.send_bytes(f"L {entry}".encode())
        slot.write(_scenario_text(version), root / "scenario.yaml", f"v{version}")
        conn.send_bytes(f"A {version}".encode())


def _version(text: str) -> int:
    head, tail = text.splitlines()[0], text.splitlines()[-1]
    assert head.startswith("# version ") and tail.startswith("# end "), "a cut-off file"
    assert head.split()[-1] == tail.split()[-1], "the start of one version and the end of another"
    return int(head.split()[-1])


@pytest.fixture(scope="module")
def report() -> Report:
    from judge_app.loading import loads_scenario
    from judge_app.report.build import build_report

    return build_report(loads_scenario(SCENARIO.read_text(encoding="utf-8")), SCENARIO.read_text(encoding="utf-8"))


def test_sigkill_mid_save_leaves_old_or_new_complete_versions(tmp_path: Path, report: Report) -> None:
    from judge_app.ui.board.autosave import discard, recoverable
    from judge_app.userdata import UserData

    ctx = mp.get_context("forkserver")
    ctx.set_forkserver_preload(["judge_app.report.export", "judge_app.engine.yamlio", "judge_app.userdata",
                                "judge_app.ui.board.autosave", __name__])
    rnd = random.Random(20)
    last = {"S": 0, "R": 0, "A": 0}
    committed: set[int] = set()
    mid_write = 0
    announced_autosave = 0
    for _round in range(KILLS):
        receive, send = ctx.Pipe(duplex=False)
        child = ctx.Process(target=_saver, args=(send, str(tmp_path), report, max(last.values())))
        child.start()
        send.close()
        assert receive.poll(60), "the child did not start"
        assert receive.recv_bytes() == b"ready 0"
        time.sleep(rnd.uniform(0.0, 0.04))  # only spreads the kill over the save cycle
        os.kill(child.pid, signal.SIGKILL)
        child.join()
        assert child.exitcode == -signal.SIGKILL
        while receive.poll():
            try:
                kind, value = receive.recv_bytes().decode().split()
            except EOFError:
                break
            if kind == "L":
                committed.add(int(value))
            else:
                last[kind] = max(last[kind], int(value))
        receive.close()

        scenario = tmp_path / "scenario.yaml"
        if scenario.exists():
            text = scenario.read_text(encoding="utf-8")
            v = _version(text)
            assert v in (last["S"], last["S"] + 1), f"scenario version {v}, last saved {last['S']}"
            mid_write += v != last["S"]
            load_text(text, "scenario.yaml")  # parses: a whole file
        md = tmp_path / "ruling.md"
        if md.exists():
            text = md.read_text(encoding="utf-8")
            found = re.findall(r"版本 (\d+) 结束", text)
            # version v of the report is written only after version v of the scenario was announced
            assert found and last["R"] <= int(found[0]) <= last["S"], f"report version {found}, last {last}"
            assert text.rstrip().endswith(report_tail(report)), "a cut-off report"
        entries = {e.id for e in UserData(tmp_path / "user.sqlite3").rulings(limit=100_000)}
        assert committed <= entries, f"committed log entries lost: {sorted(committed - entries)[:5]}"
        offered = recoverable(tmp_path / "autosave")
        assert len(offered) <= 1
        if last["A"] > announced_autosave:  # it had autosaved: its work is offered at the next start, complete
            assert offered, "an autosave of a killed editor is not offered for recovery"
        for entry in offered:
            assert last["A"] <= _version(entry.text()) <= last["S"]
            discard(entry)  # what the next start does once the judge has chosen
        announced_autosave = last["A"]
    assert last["S"] > 0 and committed, "the children never got to save: the test proved nothing"
    print(f"{KILLS} kills, {last['S']} scenario saves, {len(committed)} log entries, {mid_write} kills landed "
          "between a rename and its announcement")


def report_tail(report: Report) -> str:
    from judge_app.report.export import render_text

    return render_text(report, "md").rstrip().splitlines()[-1]
