"""The importer reports, it never raises: arbitrary and mutated input text through every profile."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulesdb.importer.lines import ImportRefused, decode
from rulesdb.importer.pipeline import import_text
from rulesdb.models import Manifest
from rulesdb.paths import SOURCES_DIR
from rulesdb.profiles import PROFILES, generic_profile

MANIFEST = Manifest(game="x", title="x", short_title="x", edition="x", source_file="x")
SAMPLES = {
    g: (SOURCES_DIR / f).read_text(encoding="utf-8").splitlines()
    for g, f in [
        ("ga", "000_1d27213304b89018.txt"),
        ("fftcg", "001_64b5a871782ea126.txt"),
        ("eol", "002_e5114887d282c01d.txt"),
        ("riftbound", "003_4231aab275dbb89c.txt"),
    ]
}

rulebookish = st.text(
    alphabet=st.sampled_from(
        list("0123456789.?•- \n\tabcilov:：()（）规则章節參見举例:例如回合玩家IP属地楼回复\ue000\ufffd")
    ),
    max_size=400,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.one_of(st.text(max_size=300), rulebookish), game=st.sampled_from(sorted(PROFILES)))
def test_any_text_imports_without_raising(text: str, game: str) -> None:
    book = import_text(text, PROFILES[game](), MANIFEST)
    assert isinstance(book.rules, list)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game=st.sampled_from(sorted(SAMPLES)),
    data=st.data(),
)
def test_mutated_rulebooks_import_without_raising(game: str, data: st.DataObject) -> None:
    lines = list(SAMPLES[game][:200])
    for _ in range(data.draw(st.integers(0, 12))):
        op = data.draw(st.sampled_from(["drop", "dup", "swap", "garble"]))
        i = data.draw(st.integers(0, len(lines) - 1))
        if op == "drop" and len(lines) > 1:
            del lines[i]
        elif op == "dup":
            lines.insert(i, lines[i])
        elif op == "swap":
            j = data.draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        else:
            cut = data.draw(st.integers(0, len(lines[i])))
            lines[i] = lines[i][:cut] + data.draw(st.text(max_size=8)) + lines[i][cut:]
    book = import_text("\n".join(lines), PROFILES[game](), MANIFEST)
    assert all(r.id for r in book.rules)


@given(st.binary(max_size=300))
@settings(max_examples=60, deadline=None)
def test_decode_accepts_or_refuses_clearly(data: bytes) -> None:
    try:
        text, encoding = decode(data)
    except ImportRefused as exc:
        assert str(exc)
    else:
        assert encoding in {"utf-8", "gb18030", "utf-16"}
        import_text(text, generic_profile(), MANIFEST)
