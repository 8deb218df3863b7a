"""The PDF through Qt: A4 pages, readable text size, nothing outside the margins, CJK fonts embedded."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from judge_app.report.model import Report
from judge_app.report.pdf import write_pdf

pytestmark = pytest.mark.skipif(shutil.which("pdftoppm") is None or shutil.which("pdffonts") is None,
                                reason="poppler-utils (pdftoppm, pdffonts) not installed")
A4_PT = (595.3, 841.9)
LONG_TOKEN = "无空格" + "x" * 400  # a note with no break opportunity must wrap, not run off the page


@pytest.fixture(scope="module")
def pdf(tmp_path_factory: pytest.TempPathFactory, hostile_report: Report, qapp) -> tuple[Path, int]:  # type: ignore[no-untyped-def]
    report = hostile_report.model_copy(deep=True)
    report.steps[0].note = LONG_TOKEN
    path = tmp_path_factory.mktemp("pdf") / "report.pdf"
    pages = write_pdf(report, path)
    return path, pages


def test_pages_render_non_empty_and_inside_the_margins(pdf: tuple[Path, int], tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    path, pages = pdf
    assert pages >= 3
    subprocess.run(["pdftoppm", "-r", "36", "-png", str(path), str(tmp_path / "p")], check=True)
    pngs = sorted(tmp_path.glob("p-*.png"))
    assert len(pngs) == pages
    for png in pngs:
        img = QImage(str(png))
        assert abs(img.width() / img.height() - A4_PT[0] / A4_PT[1]) < 0.01, "A4 portrait"
        xs, ys = [], []
        for y in range(img.height()):
            for x in range(img.width()):
                if img.pixelColor(x, y).lightness() < 200:
                    xs.append(x)
                    ys.append(y)
        assert len(xs) > 200, f"{png.name} is blank"
        margin_x, margin_y = img.width() * 14 / 210, img.height() * 12 / 297  # a bit inside the 16/14 mm margins
        assert min(xs) >= margin_x and max(xs) <= img.width() - margin_x, f"{png.name}: ink in the side margin"
        assert min(ys) >= margin_y and max(ys) <= img.height() - margin_y, f"{png.name}: ink in the top/bottom margin"


def test_cjk_font_is_embedded(pdf: tuple[Path, int]) -> None:
    out = subprocess.run(["pdffonts", str(pdf[0])], check=True, capture_output=True, text=True).stdout
    # the app's own subset of Noto Sans CJK (judge_app/resources/fonts), or a system CJK font for what it lacks
    cjk = [line for line in out.splitlines() if "CJK" in line or "JudgeReportSans" in line]
    assert cjk, out
    assert all(line.split()[-5] == "yes" for line in cjk), f"not embedded:\n{out}"


def test_text_is_readable_size_and_has_page_numbers(pdf: tuple[Path, int]) -> None:
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext not installed")
    path, pages = pdf
    text = subprocess.run(["pdftotext", str(path), "-"], check=True, capture_output=True, text=True).stdout
    assert not re.search("[\u2e80-\u2fdf]", text), "CJK glyphs extracted as radicals (页 → ⻚)"
    assert re.search(rf"第\s*1\s*/\s*{pages}\s*\S", text) and re.search(rf"第\s*{pages}\s*/\s*{pages}\s*\S", text)
    assert "裁判批注" in text and "<script>" in text  # hostile text printed as text
    bbox = subprocess.run(["pdftotext", "-bbox", "-f", "1", "-l", "1", str(path), "-"], check=True,
                          capture_output=True, text=True).stdout
    heights = sorted(float(m[1]) - float(m[0]) for m in re.findall(r'yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)"',
                                                                   bbox))
    median = heights[len(heights) // 2]
    assert 7 <= median <= 20, f"median word height {median:.1f} pt: text would be microscopic or huge"
