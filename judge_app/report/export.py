"""Write a report in one of the four formats, atomically, and record it in the rulings log."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from judge_app.report.html import render_html
from judge_app.report.markdown import render_markdown
from judge_app.report.model import Report
from judge_app.userdata import UserData

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
    target = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=SUFFIXES[fmt], dir=target.parent)
    try:
        if fmt == "pdf":
            os.close(fd)
            from judge_app.report.pdf import write_pdf  # Qt only when a PDF is asked for

            write_pdf(report, tmp)
        else:
            with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
                fh.write(render_text(report, fmt))
        # mkstemp creates the file 0600; a report is an ordinary document, readable as the umask allows.
        os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _umask() -> int:
    mask = os.umask(0o022)  # reading the umask means setting it; put it straight back
    os.umask(mask)
    return mask


def record(userdata: UserData, report: Report, fmt: str, path: str | os.PathLike[str]) -> int:
    """Log the exported ruling (game, time, question, ruling, cited rules, file); returns the log id."""
    h = report.header
    return userdata.add_ruling(game=h.game, scenario=h.scenario_id, title=h.title, question=report.question,
                               ruling=report.outcome.ruling, note=report.ruling_note,
                               file=str(Path(path).resolve()), format=fmt, cites=report.cited())
