"""The largest scenario the tools take, refused early and said plainly (docs/scenarios.md, "Size limits").

A judge's scenario is a board and a sequence of actions: the shipped ones are a few KiB with a few dozen
objects; a generated long game of 10,000 actions on a 532-object board is 430 KiB. Far past that an input is
an accident or an attack, and left alone it ran for minutes and took gigabytes (issue 34). Each limit is
checked at the cheapest point: the file's size before it is read, the YAML's nesting and size as it is turned
into plain data, the counts before validation builds the models.
"""

from __future__ import annotations

from typing import Any

from judge_app.engine.problems import Problem

MAX_SCENARIO_BYTES = 2 * 2**20  # a file
MAX_OBJECTS = 2_000  # state.objects
MAX_ACTIONS = 10_000  # actions
MAX_NESTING = 32  # mappings and lists inside each other (a real scenario nests about 8 deep)
MAX_NODES = 500_000  # values in the data once YAML aliases are expanded (a 10,000-action game has ~60,000)


class TooLarge(ValueError):
    """Plain data past :data:`MAX_NESTING` or :data:`MAX_NODES`; the message says which."""


def file_problem(size: int) -> str | None:
    if size > MAX_SCENARIO_BYTES:
        return f"文件有 {size / 2**20:,.1f} MiB,场景文件的上限 {MAX_SCENARIO_BYTES // 2**20} MiB"
    return None


def nesting_message() -> str:
    return f"嵌套超过 {MAX_NESTING} 层(映射与列表层层相套),场景不会这样写"


def nodes_message() -> str:
    return f"展开 YAML 别名(*name)后超过 {MAX_NODES:,} 个值,场景的上限 {MAX_NODES:,}"


def count_problems(data: Any) -> list[Problem]:
    """Too many objects or actions, before validation builds a model of each."""
    if not isinstance(data, dict):
        return []
    out = []
    state = data.get("state")
    objects = state.get("objects") if isinstance(state, dict) else None
    if isinstance(objects, list) and len(objects) > MAX_OBJECTS:
        out.append(Problem(("state", "objects"), f"有 {len(objects):,} 个对象,上限 {MAX_OBJECTS:,}"))
    actions = data.get("actions")
    if isinstance(actions, list) and len(actions) > MAX_ACTIONS:
        out.append(Problem(("actions",), f"有 {len(actions):,} 个动作,上限 {MAX_ACTIONS:,}"))
    return out
