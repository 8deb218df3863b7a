from __future__ import annotations

import argparse
import dataclasses
import json

import pytest

from rulesdb.search.cli import register, run
from rulesdb.search.results import SearchHit, SearchResults
from rulesdb.search.typos import Correction


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="rulesdb")
    register(parser.add_subparsers(dest="command", required=True))
    return parser


HIT = SearchHit(
    id="mtg:502.9b",
    game="mtg",
    rule_id="502.9b",
    kind="item",
    edition="e",
    breadcrumb=("5 战斗",),
    heading=None,
    snippet="法术力池",
    marks=((0, 3),),
    score=1.5,
    match="text",
)


def test_arguments_reach_the_search(capsys: pytest.CaptureFixture[str]) -> None:
    args = _parser().parse_args(["search", "法术力", "--game", "mtg", "--game", "ga", "--limit", "3", "--json"])
    seen = []

    def fake(query: str, games: list[str], limit: int) -> SearchResults:
        seen.append((query, games, limit))
        return SearchResults([HIT])

    assert args.func is run and run(args, fake) == 0
    assert seen == [("法术力", ["mtg", "ga"], 3)]
    assert json.loads(capsys.readouterr().out)[0]["marked"] == "【法术力】池"


def test_text_output_and_no_results(capsys: pytest.CaptureFixture[str]) -> None:
    args = _parser().parse_args(["search", "法术力"])
    assert run(args, lambda *a: SearchResults([HIT])) == 0
    assert "mtg:502.9b" in capsys.readouterr().out
    assert run(args, lambda *a: SearchResults([])) == 1


def test_a_hit_found_through_a_question_it_answers_names_it(capsys: pytest.CaptureFixture[str]) -> None:
    answered = dataclasses.replace(HIT, asked="回合结束蓝会爆掉吗")
    assert run(_parser().parse_args(["search", "蓝会爆掉吗"]), lambda *a: SearchResults([answered])) == 0
    assert "(答: 回合结束蓝会爆掉吗)" in capsys.readouterr().out
    assert run(_parser().parse_args(["search", "蓝会爆掉吗", "--json"]), lambda *a: SearchResults([answered])) == 0
    assert json.loads(capsys.readouterr().out)[0]["asked"] == "回合结束蓝会爆掉吗"


@pytest.mark.parametrize("bad", [["search", "x", "--limit", "0"], ["search", "x", "--game", "poker"]])
def test_bad_arguments_are_usage_errors(bad: list[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        _parser().parse_args(bad)
    assert exc.value.code == 2


def test_unopenable_database_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    def broken(*_: object) -> SearchResults:
        raise OSError("permission denied: /cache/search")

    assert run(_parser().parse_args(["search", "x"]), broken) == 2
    assert "无法打开规则数据库" in capsys.readouterr().err


def test_a_corrected_query_says_what_it_searched(capsys: pytest.CaptureFixture[str]) -> None:
    found = SearchResults([HIT], (Correction("冻洁", "冻结"),), "冻结")
    assert run(_parser().parse_args(["search", "冻洁"]), lambda *a: found) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "你是不是要找「冻结」?已按「冻结」搜索(输入的是「冻洁」)" and "mtg:502.9b" in out
    assert run(_parser().parse_args(["search", "冻洁", "--json"]), lambda *a: found) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)[0]["id"] == "mtg:502.9b" and "你是不是要找「冻结」" in captured.err
