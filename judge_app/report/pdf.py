"""The report as an A4 PDF through Qt: the only module of the report package that imports Qt.

The Qt-flavoured HTML is laid out by a ``QTextDocument`` whose page size is the writer's printable area
converted from points to the document's own 96-dpi units, then each page is painted onto a ``QPdfWriter``
scaled to the writer's resolution, with a footer carrying the title and "page n / N". Qt embeds the fonts it
draws with (CJK included) as subsets. The board SVG is rasterised with QtSvg at print resolution.

The text is drawn in the font the app ships (``resources/fonts``, "Judge Report Sans", built by
``scripts/build_report_font.py``) so the PDF's text layer is the text: Qt builds its ToUnicode map from the
font's cmap, and the system's Noto Sans CJK maps ~200 ideographs' glyphs back to Kangxi radicals and, through its
Chinese ``locl`` digits, drops every digit. Characters that font lacks fall back to the system fonts.
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

from PySide6.QtCore import QByteArray, QMarginsF, QRectF, QSizeF, Qt, QUrl
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QFontDatabase,
    QGuiApplication,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextDocument,
    QTextOption,
)
from PySide6.QtSvg import QSvgRenderer

from judge_app.report.html import BOARD_RESOURCE, PAGE_ONE_BOARD_HIGH, PAGE_ONE_BOARD_LOWEST, render_html
from judge_app.report.labels import QUOTE_CHARS
from judge_app.report.model import Report
from judge_app.report.words import w

DOC_DPI = 96  # the document's units; fixed so the layout does not depend on the screen
PRINT_DPI = 300
MARGINS_MM = QMarginsF(16, 14, 16, 14)
FOOTER_PT = 22
REPORT_FONT = "Judge Report Sans"
FONT_DIR = Path(__file__).resolve().parent.parent / "resources" / "fonts"
FONT_FAMILIES = [REPORT_FONT, "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "WenQuanYi Micro Hei",
                 "Microsoft YaHei", "PingFang SC"]
BOARD_WIDTH_PX = 620  # width of the board picture in document units (matches the HTML's img width)
PAGE_ONE_QUOTES = (QUOTE_CHARS, 160, 100, 60)  # rule quotes on page 1 when the smallest board is not enough


def _ensure_app() -> None:
    """Fonts and painting need a QGuiApplication; the CLI has none, and maybe no display."""
    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        _ensure_app.app = QGuiApplication([])  # type: ignore[attr-defined]  # kept alive for the process
    _load_report_font()


@cache
def _load_report_font() -> bool:
    """Register the shipped report font once per process; False (system fonts only) if it cannot be read."""
    loaded = [QFontDatabase.addApplicationFont(str(path)) for path in sorted(FONT_DIR.glob("*.otf"))]
    return bool(loaded) and all(i >= 0 for i in loaded)


def board_image(svg: str, width_px: int) -> QImage:
    """The board SVG rasterised ``width_px`` wide on white."""
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    size = renderer.defaultSize()
    height = max(1, round(size.height() * width_px / max(1, size.width())))
    image = QImage(width_px, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    renderer.render(painter)
    painter.end()
    return image


def report_document(report: Report, board_px: int = BOARD_WIDTH_PX * 2, part: str = "all",
                    board_high: int = PAGE_ONE_BOARD_HIGH, quote_chars: int = QUOTE_CHARS) -> QTextDocument:
    """The report as a rich-text document (also what the export dialog previews); ``part`` and ``board_high``
    as in :func:`render_html` (``page1``, ``appendix`` or ``all``)."""
    _ensure_app()
    doc = QTextDocument()
    font = QFont()
    font.setFamilies(FONT_FAMILIES)
    font.setPointSizeF(10)
    doc.setDefaultFont(font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)  # long ids and hashes must not overflow
    doc.setDefaultTextOption(option)
    doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(BOARD_RESOURCE),
                    board_image(report.board.svg, board_px))
    doc.setHtml(render_html(report, for_qt=True, part=part, board_high=board_high, quote_chars=quote_chars))
    doc.setDocumentMargin(0)
    return doc


def _page_area(writer: QPdfWriter) -> tuple[float, float, float]:
    """(width, height) of a page's text area in document units, and the paint area's height in points."""
    area_pt = writer.pageLayout().paintRect(QPageLayout.Unit.Point)
    to_doc = DOC_DPI / 72
    return area_pt.width() * to_doc, (area_pt.height() - FOOTER_PT) * to_doc, area_pt.height()


def _writer(path: str | os.PathLike[str], title: str, lang: str = "zh") -> QPdfWriter:
    writer = QPdfWriter(str(path))
    writer.setCreator(w(lang, "creator"))
    writer.setTitle(w(lang, "title", title=title))
    writer.setResolution(PRINT_DPI)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                     MARGINS_MM, QPageLayout.Unit.Millimeter))
    return writer


def laid_out(report: Report, page_w: float, page_h: float) -> list[QTextDocument]:
    """Page 1 and the appendix as two documents paginated to the A4 text area: the appendix always starts
    on a new page, and page 1's own page count says whether it fits."""
    board_px = round(BOARD_WIDTH_PX * PRINT_DPI / DOC_DPI)
    # A long verdict (several refusals, three rules quoted) leaves less room: the board picture shrinks, step
    # by step down to PAGE_ONE_BOARD_LOWEST, then the rule quotes get shorter (the appendix has every word),
    # before page 1 would spill onto a second page.
    tries = [(high, QUOTE_CHARS) for high in range(PAGE_ONE_BOARD_HIGH, PAGE_ONE_BOARD_LOWEST, -30)]
    tries += [(PAGE_ONE_BOARD_LOWEST, chars) for chars in PAGE_ONE_QUOTES]
    for high, chars in tries:
        first = report_document(report, board_px=board_px, part="page1", board_high=high, quote_chars=chars)
        first.setPageSize(QSizeF(page_w, page_h))
        if first.pageCount() == 1:
            break
    rest = report_document(report, board_px=board_px, part="appendix")
    rest.setPageSize(QSizeF(page_w, page_h))
    return [first, rest]


def page_one_pages(report: Report) -> int:
    """How many A4 pages the report's first tier takes (1 when it fits, as it should)."""
    _ensure_app()
    writer = _writer(os.devnull, report.header.title, report.lang)
    page_w, page_h, _ = _page_area(writer)
    return laid_out(report, page_w, page_h)[0].pageCount()


def write_pdf(report: Report, path: str | os.PathLike[str]) -> int:
    """Write the PDF to ``path`` (the caller makes it atomic); returns the page count."""
    _ensure_app()
    writer = _writer(path, report.header.title, report.lang)
    page_w, page_h, area_h = _page_area(writer)
    docs = laid_out(report, page_w, page_h)
    pages = [(doc, page) for doc in docs for page in range(doc.pageCount())]
    scale = PRINT_DPI / DOC_DPI
    footer_font = QFont()
    footer_font.setFamilies(FONT_FAMILIES)
    footer_font.setPointSizeF(8)
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(w(report.lang, "cannot_write_pdf", path=path))
    try:
        for number, (doc, page) in enumerate(pages):
            if number:
                writer.newPage()
            painter.save()
            painter.scale(scale, scale)
            painter.translate(0, -page * page_h)
            ctx = QAbstractTextDocumentLayout.PaintContext()
            ctx.clip = QRectF(0, page * page_h, page_w, page_h)
            painter.setClipRect(ctx.clip)
            doc.documentLayout().draw(painter, ctx)
            painter.restore()
            _footer(painter, writer, footer_font, w(report.lang, "title", title=report.header.title),
                    w(report.lang, "page", page=number + 1, pages=len(pages)), area_h * PRINT_DPI / 72)
    finally:
        painter.end()
    return len(pages)


def _footer(painter: QPainter, writer: QPdfWriter, font: QFont, title: str, page: str, area_h: float) -> None:
    """The footer line: ``title`` (already "裁判报告:…" in the report's language) left, ``page`` right."""
    width = writer.pageLayout().paintRectPixels(writer.resolution()).width()
    height = FOOTER_PT * writer.resolution() / 72
    top = area_h - height
    painter.save()
    painter.setFont(font)
    painter.setPen(QColor("#7b8794"))
    painter.drawLine(0, round(top + height * 0.25), width, round(top + height * 0.25))
    box = QRectF(0, top + height * 0.3, width, height * 0.7)
    painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                     painter.fontMetrics().elidedText(title, Qt.TextElideMode.ElideRight,
                                                      round(width * 0.7)))
    painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, page)
    painter.restore()
