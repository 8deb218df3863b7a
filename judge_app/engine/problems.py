"""Validation problems: where (file, line, field path) and what, in words a judge can act on."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

Path = tuple[str | int, ...]

# pydantic error types in words a judge reads, per language (Chinese is the default; the GUI passes its UI
# language). A type missing here is still said in the judge's language, with the value that was refused.
_MESSAGES: dict[str, dict[str, str]] = {
    "zh": {
        "missing": "缺少必填字段",
        "extra_forbidden": "未知字段(拼写错误?)",
        "extra_forbidden.text": "未知字段:这像是一段文字。流式写法 {…} 里的英文逗号会把值拆开,"
                                "请给整段文字加引号,或改用中文逗号(，)",
        "int_parsing": "应为整数",
        "int_type": "应为整数",
        "int_from_float": "应为整数",
        "float_parsing": "应为数字",
        "float_type": "应为数字",
        "string_type": "应为字符串",
        "bool_parsing": "应为 true/false",
        "bool_type": "应为 true/false",
        "list_type": "应为列表",
        "tuple_type": "应为列表",
        "set_type": "应为列表",
        "dict_type": "应为映射(键: 值)",
        "model_type": "应为映射(键: 值)",
        "model_attributes_type": "应为映射(键: 值)",
        "greater_than_equal": "数值过小",
        "greater_than": "数值过小",
        "less_than_equal": "数值过大",
        "less_than": "数值过大",
        "too_short": "项数太少",
        "too_long": "项数太多",
        "string_too_short": "太短",
        "string_too_long": "太长",
        "string_pattern_mismatch": "只能包含字母、数字、下划线和连字符",
        "literal_error": "取值无效: {input};可选: {expected}",
        "enum": "取值无效: {input};可选: {expected}",
        "union_tag_invalid": "未知类型 {tag};可用类型: {expected}",
        "union_tag_not_found": "缺少 type 字段",
        "bounds": "{message}: {input}",
        "other": "取值无效: {input}",
        "root": "(根)",
        "or": "、",
        "ref.object": "未知对象 id {value!r}{hint}",
        "ref.object.hint": "(这是玩家 id,此处应为对象)",
        "ref.player": "未知玩家 id {value!r}{hint},可选: {choices}",
        "ref.player.hint": "(这是对象 id,此处应为玩家)",
        "ref.target": "未知对象 id 或玩家 id {value!r}(玩家可选: {choices})",
        "ref.phase": "未知阶段 {value!r},可选: {choices}",
        "ref.step": "未知{where}步骤 {value!r},可选: {choices}",
        "ref.step.where": "{phase} 阶段的",
    },
    "en": {
        "missing": "missing required field",
        "extra_forbidden": "unknown field (a typo?)",
        "extra_forbidden.text": "unknown field: this looks like text. In flow style {…} an ASCII comma splits a "
                                "value: quote the whole text, or use a full-width comma (，)",
        "int_parsing": "should be a whole number",
        "int_type": "should be a whole number",
        "int_from_float": "should be a whole number",
        "float_parsing": "should be a number",
        "float_type": "should be a number",
        "string_type": "should be text",
        "bool_parsing": "should be true/false",
        "bool_type": "should be true/false",
        "list_type": "should be a list",
        "tuple_type": "should be a list",
        "set_type": "should be a list",
        "dict_type": "should be a mapping (key: value)",
        "model_type": "should be a mapping (key: value)",
        "model_attributes_type": "should be a mapping (key: value)",
        "greater_than_equal": "too small",
        "greater_than": "too small",
        "less_than_equal": "too large",
        "less_than": "too large",
        "too_short": "too few items",
        "too_long": "too many items",
        "string_too_short": "too short",
        "string_too_long": "too long",
        "string_pattern_mismatch": "only letters, digits, underscores and hyphens",
        "literal_error": "invalid value {input}; choose from: {expected}",
        "enum": "invalid value {input}; choose from: {expected}",
        "union_tag_invalid": "unknown type {tag}; known types: {expected}",
        "union_tag_not_found": "missing the type field",
        "bounds": "{message}: {input}",
        "other": "invalid value: {input}",
        "root": "(root)",
        "or": ", ",
        "ref.object": "unknown card id {value!r}{hint}",
        "ref.object.hint": " (that is a player id; a card belongs here)",
        "ref.player": "unknown player id {value!r}{hint}; choose from: {choices}",
        "ref.player.hint": " (that is a card id; a player belongs here)",
        "ref.target": "unknown card or player id {value!r} (players: {choices})",
        "ref.phase": "unknown phase {value!r}; choose from: {choices}",
        "ref.step": "unknown step {value!r}{where}; choose from: {choices}",
        "ref.step.where": " in phase {phase}",
    },
}
_BOUNDS = ("greater_than_equal", "greater_than", "less_than_equal", "less_than", "too_short", "too_long",
           "string_too_short", "string_too_long")


def messages(lang: str) -> dict[str, str]:
    """The message table for ``lang`` (zh or en); Chinese for any other."""
    return _MESSAGES.get(lang, _MESSAGES["zh"])


@dataclass(frozen=True)
class Problem:
    path: Path
    message: str
    file: str = ""
    line: int | None = None
    column: int | None = None  # 1-based; a YAML syntax error knows where on its line

    @property
    def dotted(self) -> str:
        return ".".join(str(p) for p in self.path) or "(根)"

    def __str__(self) -> str:
        """One line, always: tools print one problem per line (a parser message may carry its own newlines).
        A problem with the file as a whole (no field, no line) reads ``file: message``."""
        where = self.file + (f":{self.line}" if self.line else "")
        where += f":{self.column}" if self.line and self.column else ""
        message = " ".join(self.message.split())
        if where and not self.path and not self.line:
            return f"{where}: {message}"
        return f"{where}: {self.dotted}: {message}" if where else f"{self.dotted}: {message}"


class ScenarioError(Exception):
    """Raised by the loader with every problem found; ``str()`` is one problem per line."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        super().__init__("\n".join(map(str, problems)))


class InputError(ScenarioError):
    """The file could not be read at all (missing, not a file, not UTF-8, no permission): a command-line tool
    exits 2 for it (wrong input), not 1 (a scenario with problems)."""


def _choices(expected: object, lang: str) -> str:
    """pydantic's "'a', 'b' or 'c'" as the judge's list: ``a、b、c`` / ``a, b, c``."""
    parts = re.split(r",\s*|\s+or\s+", str(expected))
    return messages(lang)["or"].join(p.strip().strip("'\"") for p in parts if p.strip())


_BOUND_SIGNS = {"ge": "≥", "gt": ">", "le": "≤", "lt": "<", "min_length": "≥", "max_length": "≤"}


def _bound(ctx: dict[str, Any]) -> str:
    """The limit pydantic checked, as "≥ 1"."""
    return next((f"{sign} {ctx[key]}" for key, sign in _BOUND_SIGNS.items() if key in ctx), "")


def _looks_like_text(key: object) -> bool:
    """A field name no model has and no typo makes: non-ASCII or spaces (the rest of a value a comma split off)."""
    return isinstance(key, str) and any(not ch.isascii() or ch.isspace() for ch in key)


def from_validation_error(err: ValidationError, prefix: Path = (), lang: str = "zh") -> list[Problem]:
    """One problem per pydantic error, in ``lang`` (zh or en): the field path and what is wrong with it, never
    pydantic's own English sentence."""
    words = messages(lang)
    problems = []
    for e in err.errors(include_url=False):
        kind, ctx = e["type"], e.get("ctx", {})
        value = e.get("input")
        if kind in ("literal_error", "enum"):
            msg = words[kind].format(input=repr(value), expected=_choices(ctx.get("expected", ""), lang))
        elif kind == "union_tag_invalid":
            field = str(ctx.get("discriminator", "type")).strip("'")
            tag = value.get(field) if isinstance(value, dict) else value
            msg = words[kind].format(tag=repr(tag), expected=_choices(ctx.get("expected_tags", ""), lang))
            if isinstance(value, dict) and field in value:  # point at the field holding the unknown type (its line)
                problems.append(Problem(path=(*prefix, *e["loc"], field), message=msg))
                continue
        elif kind == "value_error" and "error" in ctx:  # a validator's own words (the games write Chinese)
            msg = str(ctx["error"])
        elif kind in _BOUNDS:
            bound = _bound(ctx)
            msg = words["bounds"].format(message=words[kind], input=repr(value)) + (f" ({bound})" if bound else "")
        elif kind == "extra_forbidden" and _looks_like_text(e["loc"][-1] if e["loc"] else ""):
            msg = words["extra_forbidden.text"]
        elif kind in words:
            msg = words[kind]
        else:
            msg = words["other"].format(input=repr(value))
        problems.append(Problem(path=prefix + tuple(e["loc"]), message=msg))
    return problems
