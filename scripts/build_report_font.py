"""Build the font the PDF report embeds: judge_app/resources/fonts/JudgeReportSans-{Regular,Bold}.otf.

Why a font of our own (issue 31): Qt's PDF writer maps every glyph it embeds back to one character for the text
layer (the PDF's ToUnicode map) by asking the font's cmap, lowest code point first. With the system's Noto Sans
CJK that goes wrong twice:

- a glyph shared by a Kangxi radical and the ideograph (U+2F3F ⼿ and U+624B 手, about 200 of them) maps to the
  radical, so "手" is copied out of the report as "⼿";
- the same holds for every glyph two characters share: U+2012 and U+2013 (the en dash of "300–345") are one
  glyph, so every en dash is copied out as a figure dash;
- shaping applies the font's substitutions (``locl`` for Chinese swaps the digits, ``liga`` turns "ff" into one
  glyph) to glyphs no cmap entry points to, so they get no ToUnicode entry at all: "502.9b" is copied as ".b",
  "fftcg" as "tcg".

This font is Noto Sans CJK SC subset to the characters a report can hold (GB 2312, every character of the
rulebooks, scenarios, vocabularies and UI strings, Latin and punctuation), without the radicals' and control
characters' cmap entries, with one character per glyph (of characters sharing a glyph, the one the rulebooks
and scenarios use most), without glyph substitutions (no GSUB: every glyph drawn is one a character maps
to), renamed "Judge Report Sans" so it never stands in for the system
font. Characters outside it fall back to the system's fonts as before. Noto Sans CJK is under the SIL Open Font
License 1.1 (OFL.txt beside the fonts); its Reserved Font Name "Source" is not used.

Run with fontTools (not a runtime dependency), from the repository root:

    python3 -m venv /tmp/ft && /tmp/ft/bin/pip install fonttools==4.68.0
    /tmp/ft/bin/python scripts/build_report_font.py [/usr/share/fonts/opentype/noto]
"""

from __future__ import annotations

import sys
from collections import Counter, defaultdict
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "judge_app" / "resources" / "fonts"
FAMILY = "Judge Report Sans"
SOURCES = ["rulesdb/sources/*.txt", "scenarios/*/*.yaml", "judge_app/**/*.py", "judge_app/**/*.json",
           "judge_app/**/*.yaml", "judge_app/i18n/*.ts", "docs/examples/*.notes.yaml"]
# Code points whose glyph the ideograph shares (Qt would map the glyph back to these, being lower), and controls
# that share the space glyph (a space would be copied as a tab).
UNMAPPED = [(0x0000, 0x001F), (0x2E80, 0x2EFF), (0x2F00, 0x2FDF)]
BLOCKS = [(0x20, 0x24F), (0x2000, 0x206F), (0x2100, 0x21FF), (0x2200, 0x22FF), (0x2460, 0x24FF), (0x2500, 0x25FF),
          (0x2600, 0x26FF), (0x3000, 0x303F), (0x3040, 0x30FF), (0xFF00, 0xFFEF)]


def gb2312() -> set[str]:
    out = set()
    for hi in range(0xA1, 0xF8):
        for lo in range(0xA1, 0xFF):
            try:
                out.add(bytes([hi, lo]).decode("gb2312"))
            except UnicodeDecodeError:
                continue
    return out


def corpus() -> Counter[int]:
    """How often each character occurs in what a report quotes: rulebooks, scenarios, vocabularies, UI strings."""
    counts: Counter[int] = Counter()
    for pattern in SOURCES:
        for path in ROOT.glob(pattern):
            counts.update(map(ord, path.read_text(encoding="utf-8", errors="ignore")))
    return counts


def wanted(counts: Counter[int]) -> set[int]:
    points = {ord(c) for c in gb2312()} | set(counts) | {p for lo, hi in BLOCKS for p in range(lo, hi + 1)}
    return {p for p in points if not any(lo <= p <= hi for lo, hi in UNMAPPED)}


def one_character_per_glyph(cmap: dict[int, str], counts: Counter[int]) -> None:
    """Qt maps a glyph back to the lowest code point that reaches it; keep only the one the texts use most (then
    the higher code point: the compatibility twins sit below, like U+2012 under U+2013)."""
    by_glyph: dict[str, list[int]] = defaultdict(list)
    for point, glyph in cmap.items():
        by_glyph[glyph].append(point)
    for points in by_glyph.values():
        if len(points) > 1:
            keep = max(points, key=lambda p: (counts[p], p))
            for p in points:
                if p != keep:
                    del cmap[p]


def build(source: Path, style: str, points: set[int], counts: Counter[int]) -> Path:
    collection = TTCollection(str(source))
    font = next(f for f in collection.fonts if f["name"].getDebugName(1) == "Noto Sans CJK SC")
    options = subset.Options()
    options.layout_features = ["*"]
    options.drop_tables += ["DSIG", "GSUB"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=points)
    subsetter.subset(font)
    for cmap in font["cmap"].tables:
        for lo, hi in UNMAPPED:
            for p in range(lo, hi + 1):
                cmap.cmap.pop(p, None)
        one_character_per_glyph(cmap.cmap, counts)
    names = font["name"]
    full = f"{FAMILY} {style}" if style != "Regular" else FAMILY
    postscript = f"{FAMILY.replace(' ', '')}-{style}"
    for record in list(names.names):
        if record.nameID in (1, 16):
            names.setName(FAMILY, record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID in (2, 17):
            names.setName(style, record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID == 3:
            names.setName(f"{postscript};subset of Noto Sans CJK SC", record.nameID, record.platformID,
                          record.platEncID, record.langID)
        elif record.nameID == 4:
            names.setName(full, record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID == 6:
            names.setName(postscript, record.nameID, record.platformID, record.platEncID, record.langID)
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [postscript]
        top = cff.topDictIndex[0]
        top.FamilyName, top.FullName = FAMILY, full
    OUT.mkdir(parents=True, exist_ok=True)
    out = OUT / f"{postscript}.otf"
    font.save(str(out))
    return out


def main() -> None:
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/usr/share/fonts/opentype/noto")
    counts = corpus()
    points = wanted(counts)
    for style in ("Regular", "Bold"):
        out = build(folder / f"NotoSansCJK-{style}.ttc", style, points, counts)
        print(f"wrote {out.relative_to(ROOT)} ({out.stat().st_size // 1024} KiB, {len(points)} characters asked)")


if __name__ == "__main__":
    main()
