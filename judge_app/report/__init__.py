"""Ruling reports: scenario + trace + cited rule texts + the judge's annotations, as Markdown, HTML, JSON or
PDF. The model and the text renderers import no Qt; :mod:`judge_app.report.pdf` is the one Qt module."""
