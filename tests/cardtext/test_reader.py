"""The card-text kernel (issue 27): normalization keeps the printed offsets, every span is read or reported, the
loader reads ``text:``, the trace turns what was not understood into an ``unsupported`` step, and ``judge card``."""

from __future__ import annotations

import json

import pytest

from judge_app.cardtext import read
from judge_app.cli import main
from judge_app.engine.cardtext import normalize
from judge_app.engine.runner import run
from judge_app.loading import loads_scenario


def test_normalization_maps_back_to_the_printed_text() -> None:
    printed = "主動技（２能量）：\n【再動】"
    n = normalize(printed)
    assert n.text == "主动技(2能量):\n再动"
    at = n.text.index("再动")
    assert n.original_text(at, at + 2) == "再動"


def test_an_unread_sentence_is_reported_at_its_printed_place() -> None:
    text = "戰死技:抽1張牌。此卡不计入卡组的30张。"
    r = read("eol", text)
    assert not r.full
    [span] = r.unread
    assert text[span.start:span.end] == span.text == "此卡不计入卡组的30张"
    assert [e["type"] for e in r.ability_data()[0]["effects"]] == ["draw", "unread"]


def test_a_game_without_a_reader_reports_everything() -> None:
    r = read("mtg", "飞行")
    assert [s.text for s in r.unread] == ["飞行"]


SCENARIO = """
schema: 1
meta: {{id: t, title: t, game: eol}}
state:
  active_player: A
  phase: main
  players: [{{id: A, resources: {{life: 20, energy: 5}}}}, {{id: B, resources: {{life: 20, energy: 5}}}}]
  objects:
  - {{id: h, owner: A, zone: A.hero, types: [hero]}}
  - {{id: hb, owner: B, zone: B.hero, types: [hero]}}
  - {{id: ma, owner: A, zone: A.minions, slot: 1, types: [minion], status: [awake], stats: {{attack: 1}}}}
  - {{id: mb, owner: B, zone: B.minions, slot: 1, types: [minion], status: [awake], stats: {{attack: 1}}}}
  - {{id: i1, owner: A, zone: A.hand, types: [item], text: "{text}"}}
actions:
- {{type: use_item, player: A, card: i1}}
"""


def test_the_loader_reads_text_and_the_trace_quotes_what_was_not_understood() -> None:
    loaded = loads_scenario(SCENARIO.format(text="对方英雄失去2点生命。此卡不计入卡组的30张。"))
    obj = loaded.scenario.state.obj("i1")
    assert [e.type for e in obj.abilities[0].effects] == ["lose_resource", "unread"]
    assert any("此卡不计入卡组的30张" in n.message for n in loaded.notes)
    steps = run(loaded).trace.steps
    assert any(s.kind == "unsupported" and "此卡不计入卡组的30张" in s.text for s in steps)
    assert run(loaded).state.players[1].resources["life"] == 18


def test_structured_abilities_win_and_a_disagreement_is_noted() -> None:
    text = SCENARIO.format(text="对方英雄失去2点生命。").replace(
        'text: "对方英雄失去2点生命。"}',
        'text: "对方英雄失去2点生命。", abilities: [{id: x, kind: item, effects: [{type: draw}]}]}')
    loaded = loads_scenario(text)
    assert [e.type for e in loaded.scenario.state.obj("i1").abilities[0].effects] == ["draw"]
    assert any("不一致" in n.message for n in loaded.notes)


def test_judge_card_exit_codes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card", "eol", "唤醒技:抽1张牌。"]) == 0
    assert "读作:" in capsys.readouterr().out
    assert main(["card", "eol", "你的卡组中可以放入任意张同名卡。", "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["unread"] == [{"start": 0, "end": 16, "text": "你的卡组中可以放入任意张同名卡。"}]
    with pytest.raises(SystemExit) as e:
        main(["card", "nogame", "x"])
    assert e.value.code == 2
