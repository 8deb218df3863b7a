"""Validation problems: where (file, line, field path) and what, in words a judge can act on."""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import ValidationError

Path = tuple[str | int, ...]

# pydantic error types rendered in Chinese; anything else falls back to pydantic's own message.
_MESSAGES: dict[str, str] = {
    "missing": "缺少必填字段",
    "extra_forbidden": "未知字段(拼写错误?)",
    "int_parsing": "应为整数",
    "int_type": "应为整数",
    "string_type": "应为字符串",
    "bool_parsing": "应为 true/false",
    "bool_type": "应为 true/false",
    "list_type": "应为列表",
    "dict_type": "应为映射(键: 值)",
    "model_type": "应为映射(键: 值)",
    "model_attributes_type": "应为映射(键: 值)",
    "greater_than_equal": "数值过小",
    "string_pattern_mismatch": "只能包含字母、数字、下划线和连字符",
}


@dataclass(frozen=True)
class Problem:
    path: Path
    message: str
    file: str = ""
    line: int | None = None

    @property
    def dotted(self) -> str:
        return ".".join(str(p) for p in self.path) or "(根)"

    def __str__(self) -> str:
        """One line, always: tools print one problem per line (a parser message may carry its own newlines).
        A problem with the file as a whole (no field, no line) reads ``file: message``."""
        where = self.file + (f":{self.line}" if self.line else "")
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


def from_validation_error(err: ValidationError, prefix: Path = ()) -> list[Problem]:
    problems = []
    for e in err.errors(include_url=False):
        msg = _MESSAGES.get(e["type"], e["msg"])
        if e["type"] == "literal_error":
            msg = f"取值无效: {e['input']!r};{e['msg']}"
        elif e["type"] == "union_tag_invalid":
            msg = f"未知类型 {e['input'].get('type')!r} ({e['msg']})" if isinstance(e["input"], dict) else e["msg"]
        elif e["type"] == "union_tag_not_found":
            msg = "缺少 type 字段"
        elif e["type"] == "value_error" and "error" in e.get("ctx", {}):  # a validator's own (Chinese) words
            msg = str(e["ctx"]["error"])
        elif e["type"] in ("greater_than_equal", "less_than_equal"):
            msg = f"{msg}: {e['input']!r} ({e['msg']})"
        problems.append(Problem(path=prefix + tuple(e["loc"]), message=msg))
    return problems
