"""The judge's annotations: read them from a notes file, merge them, write them back into a scenario.

Writing back edits only the top-level ``annotations:`` block of the scenario text, so every other byte of
the judge's file (comments, flow mappings, line breaks) stays as it was.

>>> text = "schema: 1  # keep\\nmeta: {id: x}\\n"
>>> print(with_annotations(text, Annotations(ruling="按 2.2.3.4", steps={3: "注意"})), end="")
schema: 1  # keep
meta: {id: x}
annotations:
  ruling: 按 2.2.3.4
  steps:
    3: 注意
>>> with_annotations(with_annotations(text, Annotations(ruling="x")), Annotations()) == text
True
"""

from __future__ import annotations

import os

from pydantic import ValidationError
from ruamel.yaml.comments import CommentedMap

from judge_app.engine.problems import Problem, ScenarioError, from_validation_error
from judge_app.engine.scenario import Annotations
from judge_app.engine.yamlio import dump_text, load_file, load_text, save_text

KEY = "annotations"


def clean(annotations: Annotations) -> Annotations:
    """Blank notes removed, steps in order: what is worth saving."""
    steps = {n: t.strip() for n, t in sorted(annotations.steps.items()) if t.strip()}
    return Annotations(ruling=annotations.ruling.strip(), steps=steps)


def merge(base: Annotations, override: Annotations) -> Annotations:
    """``override`` (a notes file) wins where it says something; ``base`` (the scenario) fills the rest."""
    return Annotations(ruling=override.ruling or base.ruling, steps={**base.steps, **override.steps})


def load_notes(path: str | os.PathLike[str]) -> Annotations:
    """A notes file: the same mapping as a scenario's ``annotations`` block (``ruling``, ``steps``).

    Raises :class:`ScenarioError` naming the file, line and field of every problem.
    """
    doc = load_file(path)
    data = doc.data
    if data is None:
        return Annotations()
    prefix: tuple[str, ...]
    if isinstance(data, dict) and set(data) == {KEY}:
        data, prefix = data[KEY], (KEY,)  # a scenario-shaped file with only the block is accepted too
    else:
        prefix = ()
    if not isinstance(data, dict):
        raise ScenarioError(doc.locate([Problem(prefix, "批注文件应为映射(ruling: …, steps: {步骤号: …})")]))
    try:
        return Annotations.model_validate(data)
    except ValidationError as e:
        problems = [Problem(_int_step(p.path, len(prefix)), p.message) for p in from_validation_error(e, prefix)]
        raise ScenarioError(doc.locate(problems)) from None


def _int_step(path: tuple[str | int, ...], at: int) -> tuple[str | int, ...]:
    """Step numbers are integer keys in the YAML tree; the validator reports them as text."""
    step = path[at + 1] if len(path) > at + 1 else None
    if path[at:at + 1] == ("steps",) and isinstance(step, str) and step.isdigit():
        return (*path[: at + 1], int(step), *path[at + 2:])
    return path


def _block(annotations: Annotations) -> str:
    a = clean(annotations)
    if not a.ruling and not a.steps:
        return ""
    body = CommentedMap()
    if a.ruling:
        body["ruling"] = a.ruling
    if a.steps:
        body["steps"] = CommentedMap(a.steps)
    return dump_text(CommentedMap({KEY: body}))


def with_annotations(text: str, annotations: Annotations, file: str = "<text>") -> str:
    """``text`` with its ``annotations:`` block replaced (removed when empty, appended when missing)."""
    tree = load_text(text, file).tree
    lines = text.splitlines(keepends=True)
    block = _block(annotations)
    if not isinstance(tree, CommentedMap) or KEY not in tree:
        if not block:
            return text
        if lines and not lines[-1].endswith("\n"):
            lines[-1] += "\n"
        return "".join(lines) + block
    keys = list(tree)
    start = tree.lc.key(KEY)[0]
    after = keys.index(KEY) + 1
    end = tree.lc.key(keys[after])[0] if after < len(keys) else len(lines)
    # Comment lines just above the next key belong to that key, not to the block being replaced.
    while end > start + 1 and lines[end - 1].lstrip().startswith("#") and after < len(keys):
        end -= 1
    return "".join(lines[:start]) + block + "".join(lines[end:])


def save_annotations(path: str | os.PathLike[str], text: str, annotations: Annotations) -> str:
    """Write ``annotations`` into the scenario file at ``path`` (whose current content is ``text``) atomically.

    The new text is validated before anything is written; returns it.
    """
    from judge_app.loading import loads_scenario

    new = with_annotations(text, annotations, str(path))
    loads_scenario(new, str(path))
    save_text(path, new)
    return new
