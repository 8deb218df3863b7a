"""Write a report in one of the four formats, atomically, and record it in the rulings log."""

from __future__ import annotations

import os
import re
from pathlib import Path

from judge_app.report.html import render_html
from judge_app.report.markdown import render_markdown
from judge_app.report.model import Report
from judge_app.userdata import UserData
from rulesdb.fsutil import atomic_path, write_atomic

FORMATS = ("pdf", "html", "md", "json")
SUFFIXES = {"pdf": ".pdf", "html": ".html", "md": ".md", "json": ".json"}


def render_text(report: Report, fmt: str) -> str:
    """The text formats (``html``, ``md``, ``json``)."""
    if fmt == "html":
        return render_html(report)
    if fmt == "md":
        return render_markdown(report)
    if fmt == "json":
        return report.to_json()
    raise ValueError(f"not a text format: {fmt!r}")


def write_report(report: Report, fmt: str, path: str | os.PathLike[str]) -> None:
    """Write ``report`` as ``fmt`` to ``path``: a temporary file beside it, renamed over it when complete,
    so a failed export never leaves half a file (or destroys an older report)."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")
    if fmt != "pdf":
        write_atomic(path, render_text(report, fmt))
        return
    from judge_app.report.pdf import write_pdf  # Qt only when a PDF is asked for

    with atomic_path(path, suffix=SUFFIXES[fmt], complete=pdf_complete) as tmp:
        write_pdf(report, tmp)


def pdf_complete(path: Path) -> bool:
    """Whether the PDF at ``path`` is whole: it starts as a PDF and its trailer, written last, points at its
    cross-reference table. Qt's PDF writer never reports a failed write: on a full disk its file just stops."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(8)
            size = fh.seek(0, os.SEEK_END)
            fh.seek(max(0, size - 1024))
            tail = fh.read()
            match = re.search(rb"startxref\s+(\d{1,12})\s+%%EOF\s*$", tail)
            if not head.startswith(b"%PDF-") or match is None or int(match.group(1)) >= size:
                return False
            fh.seek(int(match.group(1)))
            return fh.read(4) == b"xref"
    except OSError:
        return False


def record(userdata: UserData, report: Report, fmt: str, path: str | os.PathLike[str]) -> int:
    """Log the exported ruling (game, time, question, ruling, cited rules, file); returns the log id."""
    h = report.header
    return userdata.add_ruling(game=h.game, scenario=h.scenario_id, title=h.title, question=report.question,
                               ruling=report.outcome.ruling, note=report.ruling_note,
                               file=str(Path(path).resolve()), format=fmt, cites=report.cited())
