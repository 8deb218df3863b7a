"""Every rule accounted for (issue 33): each shipped rulebook's conformance table against the code and the scenarios.

The tables are ``judge_app/conformance/data/<game>/<edition>.yaml``; ``judge conformance --update`` rewrites their
generated part.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from judge_app.conformance import generate
from judge_app.conformance.table import Table, data_path, load_path
from judge_app.engine.problems import ScenarioError
from judge_app.engine.runner import check_expectations, run
from judge_app.engine.trace import Trace
from judge_app.games import available_games
from judge_app.loading import load_scenario
from rulesdb.editions import load_edition

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "scenarios"
GAMES = available_games()
UPDATE = "运行 .venv/bin/judge conformance --update 重新生成"
PENDING_FILES = sorted(SCENARIOS.glob(f"*/{generate.PENDING}/*.yaml"))
# A pending scenario's first line names the defect and the rule it breaks: "# 引擎缺陷 mtg:502.9b: …".
PENDING_HEAD = re.compile(r"^# 引擎缺陷 ([a-z]+:\d[0-9A-Za-z.\-]*)[::] \S")


@cache
def built(game: str) -> generate.Update:
    return generate.build(game)


@cache
def trace_of(game: str, stem: str) -> Trace:
    return run(load_scenario(SCENARIOS / game / f"{stem}.yaml")).trace


@pytest.mark.parametrize("game", GAMES)
def test_the_table_is_current(game: str) -> None:
    result = built(game)
    assert result.on_disk, f"{result.path} 不存在:{UPDATE}"
    assert not result.changed, f"{result.path} 与代码或场景不一致:{UPDATE},再补写新出现的未分类规则"


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_record_is_classified(game: str) -> None:
    table = built(game).table
    book = load_edition(game, table.edition)
    records = [r.id for r in generate.records_of(book)]
    assert list(table.rules) == records
    unclassified = [rid for rid, e in table.rules.items() if e.status is None]
    assert unclassified == [], f"{len(unclassified)} 条未分类"


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_the_code_cites_is_applied(game: str) -> None:
    table = load_path(data_path(game, generate.shipped_edition(game)))
    cited = generate.code_cites(game).applied
    wrong = sorted(f"{rid}: {table.status_of(rid)}" for rid in cited
                   if rid in table.rules and table.status_of(rid) != "applied")
    assert wrong == []


@pytest.mark.parametrize("game", GAMES)
def test_every_applied_rule_is_cited_by_a_shipped_scenarios_trace(game: str) -> None:
    table = built(game).table
    without = sorted(rid for rid, e in table.rules.items()
                     if e.status == "applied" and not e.scenarios and not e.pending and not e.gap)
    assert without == [], (f"{len(without)} 条引擎应用的规则没有场景在 expect.cites 中引用,也没有待修场景或"
                           "写明的 gap(为什么还没有场景能引用它)")
    cite = f"{game}:{{}}"
    untraced = sorted(rid for rid, e in table.rules.items() if e.status == "applied" and e.scenarios
                      and not any(cite.format(rid) in trace_of(game, s).cited() for s in e.scenarios))
    assert untraced == []


@pytest.mark.parametrize("game", GAMES)
def test_out_of_scope_and_unsupported_say_why(game: str) -> None:
    table = built(game).table
    thin = sorted(rid for rid, e in table.rules.items()
                  if len((e.reason or e.missing or e.by or "x" * 8).strip()) < 8)
    assert thin == [], "理由太短,裁判无从判断"


@pytest.mark.parametrize("game", GAMES)
def test_a_detected_unsupported_rule_is_named_by_an_unsupported_step(game: str) -> None:
    table = built(game).table
    for rid, entry in table.rules.items():
        for stem in entry.detected_by:
            steps = [s for s in trace_of(game, stem).steps if s.kind == "unsupported"]
            assert any(f"{game}:{rid}" in s.cites or rid in s.text for s in steps), f"{stem} 没有说明 {rid} 未支持"


@pytest.mark.parametrize("game", GAMES)
def test_every_rulebook_example_of_a_situation_is_a_scenario_citing_its_rule(game: str) -> None:
    table = built(game).table
    missing = sorted(k for k, e in table.examples.items()
                     if e.situation and not (e.scenarios or e.pending or e.missing))
    assert missing == [], ("规则书的例子还没有场景(在场景 meta.tags 中写 example:<规则>),也没有写明场景格式还"
                           "无法表达它的原因(missing)")
    for key, example in table.examples.items():
        for stem in example.scenarios:
            loaded = load_scenario(SCENARIOS / game / f"{stem}.yaml")
            assert f"{game}:{example.rule}" in (loaded.scenario.expect.cites if loaded.scenario.expect else []), \
                f"{stem} 是例子 {key} 的场景,却没有在 expect.cites 中引用 {example.rule}"


@pytest.mark.parametrize("path", PENDING_FILES, ids=[f"{p.parents[1].name}/{p.stem}" for p in PENDING_FILES])
def test_a_pending_scenario_names_its_defect_and_still_shows_it(path: Path) -> None:
    head = path.read_text(encoding="utf-8").splitlines()[0]
    found = PENDING_HEAD.match(head)
    assert found, "待修场景的第一行应为 “# 引擎缺陷 <游戏>:<规则>: <缺陷>”"
    game, rid = found.group(1).split(":", 1)
    assert game == path.parents[1].name and rid in load_edition(game, generate.shipped_edition(game))
    try:
        loaded = load_scenario(path)
        fails = check_expectations(loaded, run(loaded))
    except Exception:  # the engine cannot read or trace the situation yet (a refusal or a crash): still pending
        return
    assert fails, "此场景现在符合预期:引擎已修好,把它移到 scenarios/<游戏>/"


def test_the_generator_keeps_hand_reasons_and_follows_the_code() -> None:
    """A hand reason survives; a rule the code now cites becomes applied; one it no longer cites is unclassified."""
    from rulesdb.models import Rule

    def rule(rid: str) -> Rule:
        return Rule(game="eol", id=rid, kind="rule", text=f"规则{rid}", lines=(1, 1), raw="")

    old = Table.model_validate({"game": "eol", "edition": "web", "rules": {
        "1": {"status": "out_of_scope", "reason": "组牌规则,对局开始前已检查"},
        "2": {"status": "unsupported", "missing": "复制效果"},
        "3": {"status": "applied", "code": ["OLD"]},
        "9": {"status": "out_of_scope", "reason": "旧编号,书中已没有"}}})
    code = generate.CodeCites(applied={"2": ["NEW_CONSTANT"]}, modelled={"4": ["props.x 某"]})
    records = [rule("1"), rule("2"), rule("3"), rule("4")]
    shipped = generate.ScenarioCites(rules={"2": ["s1"]})
    table, report = generate.regenerate(old, records, "eol", "web", code, shipped, generate.ScenarioCites())
    assert table.rules["1"].reason == "组牌规则,对局开始前已检查"
    now = table.rules["2"]
    assert (now.status, now.code, now.missing) == ("applied", ["NEW_CONSTANT"], "")
    assert table.rules["2"].scenarios == ["s1"]
    assert table.rules["3"].status is None and report.demoted and report.promoted == ["2: unsupported → applied"]
    assert table.rules["4"].status == "modelled" and report.dropped == ["9"]


def test_a_damaged_table_is_refused_with_its_file_line_and_field(tmp_path: Path) -> None:
    bad = tmp_path / "t.yaml"
    bad.write_text("game: eol\nedition: web\nrules:\n  '1.1':\n    status: out_of_scope\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as err:
        load_path(bad)
    assert "t.yaml:4" in str(err.value) and "reason" in str(err.value)
