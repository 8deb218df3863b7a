"""Write a smaller ICU data library for the Linux bundle (issue 20; docs/installer.md, "Measured").

``python installer/icu_subset.py DIR`` (judge-app.spec calls :func:`build_into`) reads the ``libicudata.so.NN``
of the PySide6 wheel (32 MB: every locale, converter, break-iterator dictionary and transliterator ICU has), keeps
only the items Qt can reach from the app and links them into ``DIR/libicudata.so.NN`` (same soname, same
``icudtNN_dat`` symbol), which judge-app.spec puts in the bundle instead. Prints the new library's path, or nothing
when this Qt has no separate ICU data library (Windows, macOS: the wheels carry no ICU there).

Why a subset is safe: in the wheel only ``libQt6Core`` calls ICU, and only ``ucol_*`` (QCollator, the file
dialog's sort), ``ucnv_*`` (QStringConverter for encodings Qt has no built-in codec for), ``ucal_*`` (time-zone
display names) and ``u_strToUpper``/``u_strToLower`` (whose case tables are compiled into libicuuc, not the data).
``nm -D --undefined-only libQt6Core.so.6 | grep _73`` lists them. So:

* locale data (top level, ``coll/``, ``zone/`` and the other per-locale trees) is kept for ``root``, ``en*`` and
  ``zh*`` (and ``yue*``, which some ``zh_Hant_HK`` data aliases) only: the app ships those two languages. Any other
  locale falls back to the default locale's or root's data: a Swedish collator sorts å with a (root order), a
  French time-zone name comes out in English. The app sorts nothing with QCollator and shows no zone names;
  Qt's own file dialog sorts names with it;
* break-iterator dictionaries and rules (``brkitr/``: nothing calls ``ubrk_*``), transliterators (``translit/``:
  no ``utrans_*``), character names (``unames.icu``: no ``u_charName``) and spoof data (``confusables.cfu``: no
  ``uspoof_*``) are dropped;
* converters: the single-byte tables (all of them, each a few KB) and the Chinese multi-byte ones (GB18030, GBK,
  GB2312, Big5, Big5-HKSCS) stay; Japanese, Korean and EBCDIC multi-byte tables go.

Everything else (supplemental data, time-zone rules, normalization, ``cnvalias.icu``, …) is kept whole. The item
format is ICU's common data package ("CmnD"): a header, a table of contents sorted by name, 16-byte aligned items;
the TOC's order is kept, so ICU's binary search still works. Needs ``as`` and ``ld`` (binutils, which PyInstaller
already requires on Linux) and ``nm``/``readelf`` to find the data in the wheel's library.
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path

DROPPED_TREES = ("brkitr/", "translit/")
DROPPED_FILES = {"unames.icu", "confusables.cfu"}
KEPT_LANGUAGES = ("en", "zh", "yue")  # yue: ICU aliases zh_Hant_HK's number spellout to it
# Chinese multi-byte converters (ICU's canonical names for GB18030, GBK, GB2312/EUC-CN, Big5, Big5-HKSCS).
KEPT_CONVERTERS = {"gb18030.cnv", "windows-936-2000.cnv", "ibm-1383_P110-1999.cnv", "windows-950-2000.cnv",
                   "ibm-1375_P100-2008.cnv"}
SINGLE_BYTE_MAX = 20_000  # a single-byte converter table is 3-15 KB; the multi-byte ones start at ~40 KB
_LOCALE = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]*)*\.res$")  # af.res, zh_Hans_CN.res, de_.res; res_index.res: see keep
_ALIGN = 16


def wheel_icu_data() -> Path | None:
    """The wheel's ``libicudata.so.NN``, or None when this PySide6 has none."""
    import PySide6

    found = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    return found[0] if found else None


def keep(name: str, size: int) -> bool:
    """Whether the item ``name`` (relative to the package, e.g. ``coll/zh.res``) goes into the subset."""
    if name.startswith(DROPPED_TREES) or name in DROPPED_FILES:
        return False
    base = name.rsplit("/", 1)[-1]
    if name.endswith(".cnv"):
        return size <= SINGLE_BYTE_MAX or base in KEPT_CONVERTERS
    if base == "res_index.res" or not _LOCALE.match(base):
        return True  # root, pool, res_index and the non-locale tables (supplementalData, zoneinfo64, …)
    language = base[: -len(".res")].split("_", 1)[0]
    return language in KEPT_LANGUAGES


def _blob(library: Path) -> tuple[str, bytes]:
    """The data symbol's name (``icudt73_dat``) and its bytes, read through the ELF section that holds it."""
    symbols = subprocess.run(["nm", "-D", "-S", "--defined-only", str(library)], capture_output=True, text=True,
                             check=True).stdout
    match = re.search(r"^([0-9a-f]+) ([0-9a-f]+) [RD] (icudt\d+_dat)$", symbols, re.M)
    if match is None:
        raise SystemExit(f"icu_subset: no icudtNN_dat symbol in {library}")
    address, size, symbol = int(match[1], 16), int(match[2], 16), match[3]
    sections = subprocess.run(["readelf", "-S", "-W", str(library)], capture_output=True, text=True,
                              check=True).stdout
    for line in sections.splitlines():
        cols = line.split("]", 1)[-1].split()
        if len(cols) >= 5 and re.fullmatch(r"[0-9a-f]{6,}", cols[2]) and re.fullmatch(r"[0-9a-f]+", cols[3]):
            start, offset, length = int(cols[2], 16), int(cols[3], 16), int(cols[4], 16)
            if start <= address < start + length:
                with library.open("rb") as handle:
                    handle.seek(offset + address - start)
                    return symbol, handle.read(size)
    raise SystemExit(f"icu_subset: no section holds {symbol} in {library}")


def subset(data: bytes, wanted=keep) -> tuple[bytes, list[str], list[str]]:
    """The package with only the wanted items; also the kept and dropped item names."""
    header_size = struct.unpack_from("<H", data, 0)[0]
    if data[2:4] != b"\xda\x27" or data[12:16] != b"CmnD":
        raise SystemExit("icu_subset: not an ICU common data package")
    header, toc = data[:header_size], data[header_size:]
    count = struct.unpack_from("<I", toc, 0)[0]
    entries = [struct.unpack_from("<II", toc, 4 + 8 * i) for i in range(count)]
    ends = [data_offset for _, data_offset in entries[1:]] + [len(toc)]
    # every name starts with the package name, "icudt73l/"
    prefix = toc.index(b"/", entries[0][0]) + 1 - entries[0][0]
    all_items = {}
    for (name_offset, data_offset), end in zip(entries, ends, strict=True):
        full = toc[name_offset : toc.index(b"\0", name_offset)]
        all_items[full[prefix:].decode("ascii")] = (full, toc[data_offset:end])
    chosen = {name for name, (_, item) in all_items.items() if wanted(name, len(item))}
    chosen = _with_converter_bases(chosen, all_items)
    items = [all_items[name] for name in all_items if name in chosen]  # the TOC's sorted order
    kept = [name for name in all_items if name in chosen]
    dropped = [name for name in all_items if name not in chosen]
    names_at = 4 + 8 * len(items)
    name_offsets, names = [], bytearray()
    for full, _ in items:
        name_offsets.append(names_at + len(names))
        names += full + b"\0"
    position = names_at + len(names)
    position += -(header_size + position) % _ALIGN
    out_toc = bytearray(struct.pack("<I", len(items)))
    body = bytearray()
    for (_, item), name_offset in zip(items, name_offsets, strict=True):
        out_toc += struct.pack("<II", name_offset, position + len(body))
        body += item
        body += b"\0" * (-(header_size + position + len(body)) % _ALIGN)
    out_toc += names
    out_toc += b"\0" * (position - len(out_toc))
    return header + bytes(out_toc) + bytes(body), kept, dropped


def _with_converter_bases(chosen: set[str], items: dict[str, tuple[bytes, bytes]]) -> set[str]:
    """``chosen`` with the base table of every kept Chinese converter, less the converters whose base is gone.

    An extension-only converter (windows-936-2000 on ibm-1386_P100-2001, …) names its base table in its data as a
    NUL-terminated string; opening it without the base fails, so a kept one pulls its base in and any other one
    whose base was dropped is dropped too rather than shipped broken.
    """
    converters = [name for name in items if name.endswith(".cnv")]
    base_of: dict[str, str] = {}
    for name in converters:
        data = items[name][1]
        for other in converters:
            if other != name and (other[: -len(".cnv")].encode("ascii") + b"\0") in data:
                base_of[name] = other
    chosen = set(chosen) | {base_of[name] for name in KEPT_CONVERTERS if name in base_of}
    return {name for name in chosen if name not in base_of or base_of[name] in chosen}


def link(symbol: str, package: bytes, soname: str, target: Path) -> None:
    """A shared library exporting ``symbol`` = ``package``, as ICU's own data library does."""
    work = target.parent
    dat, asm, obj = work / f"{symbol}.dat", work / f"{symbol}.S", work / f"{symbol}.o"
    dat.write_bytes(package)
    asm.write_text(
        f'.section .rodata\n.globl {symbol}\n.type {symbol}, %object\n.balign {_ALIGN}\n{symbol}:\n'
        f'.incbin "{dat}"\n.size {symbol}, .-{symbol}\n.section .note.GNU-stack,"",%progbits\n',
        encoding="ascii",
    )
    subprocess.run(["as", "-o", str(obj), str(asm)], check=True)
    subprocess.run(["ld", "-shared", "-soname", soname, "-o", str(target), str(obj)], check=True)
    for scratch in (dat, asm, obj):
        scratch.unlink()


def build_into(target_dir: Path, source: Path | None = None) -> Path:
    """Write the subset of ``source`` (default: the wheel's library) into ``target_dir``; returns its path."""
    source = source or wheel_icu_data()
    if source is None:
        raise SystemExit("icu_subset: this PySide6 has no libicudata")
    missing = [tool for tool in ("as", "ld", "nm", "readelf") if shutil.which(tool) is None]
    if missing:
        raise SystemExit(f"icu_subset: {', '.join(missing)} not found; install binutils (PyInstaller needs it too)")
    target_dir.mkdir(parents=True, exist_ok=True)
    symbol, data = _blob(source)
    package, kept, dropped = subset(data)
    target = target_dir / source.name
    link(symbol, package, source.name, target)
    print(f"icu_subset: {len(kept)} of {len(kept) + len(dropped)} ICU data items, "
          f"{len(data) / 1e6:.1f} -> {len(package) / 1e6:.1f} MB", file=sys.stderr)
    return target


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: icu_subset.py DIR", file=sys.stderr)
        return 2
    if wheel_icu_data() is not None:
        print(build_into(Path(argv[1])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
