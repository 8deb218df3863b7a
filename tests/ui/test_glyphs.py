"""Every symbol the UI writes is drawn by an installed font, or by the app (issue 31): ⏩ and ⌖ rendered as boxes
because no font on a Debian desktop (Noto CJK, DejaVu) has them; they are now icons the app paints
(judge_app/ui/glyphs.py). Reads every string literal of judge_app/ui and the game vocabularies' names."""

from __future__ import annotations

import ast
import json
import unicodedata
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "judge_app" / "ui"


def shown_strings(tree: ast.Module) -> list[str]:
    """String literals, docstrings and comments left out (they are never drawn)."""
    docs = {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef) and node.body
            and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    return [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
            and id(n) not in docs]


def ui_symbols() -> dict[str, str]:
    """Each symbol character (Unicode category S*, or punctuation outside ASCII and CJK) → a file using it."""
    found: dict[str, str] = {}
    texts = [(p, shown_strings(ast.parse(p.read_text(encoding="utf-8")))) for p in UI.rglob("*.py")]
    vocab = ROOT / "judge_app" / "i18n" / "vocabulary.json"
    texts.append((vocab, [json.dumps(json.loads(vocab.read_text(encoding="utf-8")), ensure_ascii=False)]))
    for path, strings in texts:
        for text in strings:
            for ch in text:
                if ord(ch) > 0x7F and unicodedata.category(ch).startswith("S"):
                    found.setdefault(ch, path.relative_to(ROOT).as_posix())
    return found


def drawable(ch: str) -> bool:
    return any(QFontMetrics(QFont(family)).inFontUcs4(ord(ch)) for family in QFontDatabase.families())


def test_every_ui_symbol_has_a_font(qapp) -> None:  # type: ignore[no-untyped-def]
    symbols = ui_symbols()
    assert "✓" in symbols and "✗" in symbols  # the scan sees the marks the UI uses
    missing = {f"U+{ord(ch):04X} {ch}": where for ch, where in symbols.items() if not drawable(ch)}
    assert not missing, f"symbols no installed font draws (draw them in judge_app/ui/glyphs.py): {missing}"


def test_fast_forward_and_crosshair_are_drawn_by_the_app(qapp) -> None:  # type: ignore[no-untyped-def]
    from judge_app.ui.glyphs import glyph

    for name in ("fast-forward", "crosshair"):
        icon = glyph(name)
        image = icon.pixmap(16, 16).toImage()
        assert any(image.pixelColor(x, y).alpha() for x in range(16) for y in range(16)), name
