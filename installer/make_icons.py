"""Render the application icon (``judge_app/resources/icons/app.svg``) to the PNG sizes desktops ask for.

Run after editing the SVG: ``.venv/bin/python installer/make_icons.py``. The PNGs are committed, so neither a build
nor an install needs to render anything.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICON_DIR = Path(__file__).resolve().parent.parent / "judge_app" / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def png_path(size: int) -> Path:
    return ICON_DIR / f"app-{size}.png"


def render(svg: Path, size: int) -> QImage:
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # rendering needs no display
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv)
    svg = ICON_DIR / "app.svg"
    for size in SIZES:
        if not render(svg, size).save(str(png_path(size)), "PNG"):
            print(f"make_icons: cannot write {png_path(size)}", file=sys.stderr)
            return 1
        print(png_path(size).relative_to(ICON_DIR.parents[2]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
