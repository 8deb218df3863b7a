"""The `rulesdb` command line, run in-process through its `main`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulesdb.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_show_json_has_the_documented_fields(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "show", "fftcg:6.5.3", "--json")
    assert code == 0
    data = json.loads(out)
    for field in ("id", "printed", "kind", "text", "parent", "children", "examples", "refs", "flags", "lines", "raw"):
        assert field in data
    assert data["id"] == "fftcg:6.5.3"
    assert data["parent"] == "fftcg:6.5"
    assert data["refs"] == [{"target": "fftcg:6.5.2", "resolved": True, "raw": "返回6.5.2", "note": None}]


def test_show_accepts_loose_id_forms(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "show", "riftbound 315.1.a.")
    assert code == 0
    assert "riftbound:315.1.a" in out


def test_show_opens_a_term_alias_as_docs_rulebooks_md_says(capsys: pytest.CaptureFixture[str]) -> None:
    # docs/rulebooks.md: "Section 4 terms are glossary entries and aliases (`rulesdb show eol:再生`)".
    code, out, _ = run(capsys, "show", "eol:再生")
    assert code == 0 and "eol:4.2.10" in out and "再生:当该随从进入濒死状态时" in out


def test_show_opens_a_glossary_entry_by_its_search_cite_or_term(capsys: pytest.CaptureFixture[str]) -> None:
    for typed in ("mtg:glossary:主动牌手", "mtg:Active Player", "mtg:主动牌手"):
        code, out, _ = run(capsys, "show", typed)
        assert code == 0 and "mtg:glossary:主动牌手" in out and "主动牌手是该回合的牌手" in out, typed
    code, out, _ = run(capsys, "show", "mtg:glossary:主动牌手", "--json")
    assert json.loads(out)["term"] == "主动牌手"


def test_show_says_what_a_name_it_cannot_find_is(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "show", "eol:不存在的词")
    assert code == 1 and "没有名为" in err and "Traceback" not in err
    code, _, err = run(capsys, "show", "mtg:glossary:不存在的词")
    assert code == 1 and "术语表中没有" in err


def test_show_accepts_every_typed_number_form(capsys: pytest.CaptureFixture[str]) -> None:
    for typed in ("mtg:第502.9b条", "mtg:CR 502.9b", "mtg 420-5g", "mtg:502 9 b", "mtg:502.9(b)", "riftbound:315.4b1"):
        code, out, _ = run(capsys, "show", typed)
        assert code == 0, typed
    assert "riftbound:315.4.b.1" in out


def test_unknown_rule_suggests_nearest(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "show", "fftcg:6.5.9")
    assert code == 1
    assert "没有规则" in err and "最接近的" in err and "fftcg:6.5." in err


def test_unknown_game_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "list", "chess")
    assert code == 2
    assert "未知游戏 'chess'" in err


def test_bad_arguments_exit_2_without_traceback(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["show"])
    assert exc.value.code == 2
    assert "Traceback" not in capsys.readouterr().err


def test_check_json_and_exit_status(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "check", "eol", "fftcg", "--json")
    data = json.loads(out)
    assert [d["game"] for d in data] == ["eol", "fftcg"]
    assert code == (1 if any(d["findings"]["open"] for d in data) else 0)
    assert data[1]["dropped_lines"]["table of contents"] == 16


def test_list_under_prints_the_subtree(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "list", "eol", "--under", "2.1.2")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("2.1.2")
    assert any(line.strip().startswith("2.1.2.3.f") for line in lines)


def test_glossary_term(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "glossary", "eol", "再生")
    assert code == 0
    assert "eol:4.2.10" in out


def test_export_jsonl(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    target = tmp_path / "eol.jsonl"
    code, _, _ = run(capsys, "export", "eol", "-o", str(target))
    assert code == 0
    records = [json.loads(line) for line in target.read_text(encoding="utf-8").splitlines()]
    assert any(r["id"] == "eol:2.1.2.1.b" for r in records)
    assert any(r["kind"] == "glossary" for r in records)


def test_import_refuses_a_file_that_is_not_a_rulebook(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    junk = tmp_path / "photo.txt"
    junk.write_bytes(b"\xff\xd8\xff\xe0\x00\x10JFIF" + bytes(range(256)))
    code, _, err = run(capsys, "import", str(junk), "--game", "x", "--edition", "1")
    assert code == 1
    assert str(junk) in err and "Traceback" not in err


def test_import_missing_file_exits_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(capsys, "import", str(tmp_path / "nope.txt"), "--game", "x", "--edition", "1")
    assert code == 2
    assert "文件不存在" in err


def test_import_a_small_rulebook_prints_its_report(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(tmp_path / "data"))  # import stores the edition: not in the shared dir
    text = "\n".join(
        ["1. 一般规则", "100. 总则"]
        + [f"100.{i}. 第{i}条规则的文字。见规则100.{i + 1 if i < 25 else 1}。" for i in range(1, 26)]
    )
    path = tmp_path / "rules.txt"
    path.write_text(text, encoding="gb18030")
    out_json = tmp_path / "book.json"
    code, out, _ = run(capsys, "import", str(path), "--game", "demo", "--edition", "1", "-o", str(out_json))
    assert code == 0
    assert "rules 27" in out and "stored as demo:1" in out
    book = json.loads(out_json.read_text(encoding="utf-8"))
    assert book["rules"][2]["refs"][0]["target"] == "demo:100.2"
