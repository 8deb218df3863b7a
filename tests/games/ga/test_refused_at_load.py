"""ga: a choice key no ga procedure can ask for is refused at load (judge trial 2, fix2-ga), written before the code.

The judge declined a "may" trigger (2.4.2.1, 2.11.7.12.2) but misspelt the ability (a_scout.arive for arrive): the
engine never read the choice and resolved with the default (A drew). Such a key is refused with file:line:field and
the nearest known key (``judge validate`` exits 1). A known key given at a moment nobody asks for it still loads:
the trace says it was unused.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge_app import cli
from judge_app.engine.problems import ScenarioError
from judge_app.loading import load_scenario, loads_scenario

HERE = Path(__file__).resolve().parent
REFUSED = HERE / "refused"
MISSPELT = REFUSED / "misspelt-ability-choice-key.yaml"


def _line(path: Path, needle: str) -> int:
    return next(i for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if needle in line)


def test_misspelt_ability_key_is_refused_with_file_line_field_and_nearest_key(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(ScenarioError) as e:
        load_scenario(MISSPELT)
    problems = [p for p in e.value.problems if p.dotted == "actions.2.choices.0.for"]
    assert problems, [str(p) for p in e.value.problems]
    assert problems[0].line == _line(MISSPELT, "for: a_scout.arive")
    assert "a_scout.arive" in problems[0].message and "a_scout.arrive" in problems[0].message
    assert cli.main(["validate", str(MISSPELT)]) == 1
    assert re.search(rf"{re.escape(MISSPELT.name)}:{problems[0].line}(:\d+)?: actions\.2\.choices\.0\.for: ",
                     capsys.readouterr().err)


@pytest.mark.parametrize(("key", "near"), [
    ("order:Z", "是不是 order:"),    # no player Z: nobody orders their triggers under that key (2.1.9.3)
    ("damage:a_chmp", "damage:a_champ"),  # no object a_chmp to be dealt damage
    ("a_scout", None),               # an object id without its ability
])
def test_other_unknown_keys_are_refused(key: str, near: str | None) -> None:
    text = MISSPELT.read_text(encoding="utf-8").replace("for: a_scout.arive", f"for: '{key}'")
    with pytest.raises(ScenarioError) as e:
        loads_scenario(text)
    problems = [p for p in e.value.problems if p.dotted == "actions.2.choices.0.for"]
    assert problems, [str(p) for p in e.value.problems]
    if near is not None:
        assert near in problems[0].message


@pytest.mark.parametrize("key", ["a_scout.arrive", "order:B", "damage:b_champ", "unique:A"])
def test_known_keys_load_even_when_not_asked_at_that_moment(key: str) -> None:
    text = MISSPELT.read_text(encoding="utf-8").replace("{for: a_scout.arive, use: false}", f"{{for: '{key}'}}")
    loads_scenario(text)
