"""installer/icu_subset.py: the smaller ICU data library the Linux bundle ships instead of the wheel's 32 MB one.

What Qt reaches through ICU (collation, converters, time-zone names) must answer the same for the app's two
languages with the subset as with the full data; the subset must be a well-formed package (ICU's own icupkg reads
it and finds every item's dependency) and keep no converter whose base table it dropped."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "installer"))
import icu_subset  # noqa: E402

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="only the Linux wheel carries ICU")


@pytest.mark.parametrize(("name", "size", "kept"), [
    ("coll/zh.res", 712_800, True),  # pinyin collation: the app's language
    ("coll/root.res", 301_712, True),
    ("coll/ucadata.icu", 570_256, True),
    ("coll/sv.res", 20_000, False),  # other languages fall back to root
    ("coll/de_.res", 100, False),  # de__PHONEBOOK's alias is German data too
    ("zone/zh_Hans.res", 1_000, True),
    ("en_GB.res", 5_000, True),
    ("fr.res", 5_000, False),
    ("res_index.res", 5_000, True),  # not a locale although it looks like one
    ("pool.res", 159_280, True),
    ("supplementalData.res", 241_664, True),
    ("zoneinfo64.res", 151_000, True),
    ("brkitr/cjdict.dict", 2_007_296, False),  # nothing in Qt calls ubrk_*
    ("translit/root.res", 1_086_544, False),
    ("unames.icu", 296_000, False),
    ("cnvalias.icu", 64_000, True),
    ("gb18030.cnv", 232_816, True),
    ("ibm-1252_P100-2000.cnv", 4_000, True),  # single-byte tables all stay
    ("euc-jp-2007.cnv", 100_000, False),
])
def test_keep_rules(name: str, size: int, kept: bool) -> None:
    assert icu_subset.keep(name, size) is kept


@pytest.fixture(scope="module")
def small_library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if icu_subset.wheel_icu_data() is None:
        pytest.skip("this PySide6 has no separate libicudata")
    for tool in ("as", "ld", "nm", "readelf"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} (binutils) is missing")
    return icu_subset.build_into(tmp_path_factory.mktemp("icu"))


def test_subset_is_a_well_formed_package(small_library: Path, tmp_path: Path) -> None:
    assert small_library.stat().st_size < 8_000_000  # from 32 MB
    symbol, data = icu_subset._blob(small_library)
    assert symbol.startswith("icudt") and symbol.endswith("_dat")
    _again, kept, dropped = icu_subset.subset(data, lambda _name, _size: True)
    assert not dropped and "coll/zh.res" in kept and "brkitr/cjdict.dict" not in kept
    assert "windows-936-2000.cnv" in kept and "ibm-1386_P100-2001.cnv" in kept  # GBK and the base it extends
    if shutil.which("icupkg") is None:
        return
    package = tmp_path / f"{symbol.removesuffix('_dat')}l.dat"
    package.write_bytes(data)
    checked = subprocess.run(["icupkg", str(package), str(tmp_path / "copy.dat")], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stderr  # icupkg refuses a package with a missing dependency
    assert checked.stderr == ""


PROBE = textwrap.dedent("""
    import functools
    from PySide6.QtCore import QCollator, QLocale, QStringDecoder, QTimeZone
    words = ["张三", "阿姨", "中国", "北京", "Zebra", "apple", "Äpfel", "文件10", "文件9"]
    for name in ("zh_CN", "zh_TW", "en_US"):
        collator = QCollator(QLocale(name))
        collator.setNumericMode(True)
        print(name, sorted(words, key=functools.cmp_to_key(collator.compare)))
    for zone in (b"Asia/Shanghai", b"Europe/Berlin"):
        for name in ("zh_CN", "en_US"):
            print(zone, name, QTimeZone(zone).displayName(QTimeZone.StandardTime, QTimeZone.LongName, QLocale(name)))
    for codec in ("GB18030", "GBK", "GB2312", "Big5", "Big5-HKSCS", "windows-1252", "KOI8-R"):
        print(codec, QStringDecoder(codec).isValid())
    print("wheel data:", any("site-packages" in line for line in open("/proc/self/maps") if "libicudata" in line))
""")


def _probe(preload: Path | None) -> list[str]:
    env = {k: v for k, v in os.environ.items() if k != "LD_PRELOAD"}
    if preload is not None:
        env["LD_PRELOAD"] = str(preload)  # same soname: libicuuc then binds to this one, not the wheel's
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def test_qt_answers_the_same_for_chinese_and_english(small_library: Path) -> None:
    full, small = _probe(None), _probe(small_library)
    assert (full[-1], small[-1]) == ("wheel data: True", "wheel data: False")  # the preload took effect
    assert small[:-1] == full[:-1]
    # pinyin order (a, bei, wen, zhang, zhong), Han before Latin, numbers by value: Chinese collation, not root's
    assert small[0] == "zh_CN ['阿姨', '北京', '文件9', '文件10', '张三', '中国', 'Äpfel', 'apple', 'Zebra']"
    assert "GB18030 True" in small and "Big5 True" in small
