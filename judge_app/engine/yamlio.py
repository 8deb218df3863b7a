"""YAML in and out with ruamel.yaml: comments and key order survive a round trip, and every node keeps
its line so a validation problem can point at it.

>>> doc = load_text("a: 1  # keep me\\nb:\\n  - {x: 2}\\n", "demo.yaml")
>>> doc.data
{'a': 1, 'b': [{'x': 2}]}
>>> doc.line_of(("b", 0, "x"))
3
>>> dump_text(doc.tree)
'a: 1  # keep me\\nb:\\n- {x: 2}\\n'
"""

from __future__ import annotations

import datetime as _dt
import io
import os
import re
from dataclasses import dataclass
from pathlib import Path as FsPath
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import MarkedYAMLError, YAMLError

from judge_app.engine import limits
from judge_app.engine.problems import InputError, Path, Problem, ScenarioError
from rulesdb.fsutil import cause, write_atomic


def _yaml() -> YAML:
    y = YAML(typ="rt")
    y.allow_duplicate_keys = False
    y.width = 110
    y.indent(mapping=2, sequence=2, offset=0)
    return y


def plain(node: Any) -> Any:
    """Round-trip nodes → plain dict/list/str/int/float/bool/None (dates become ISO strings). Raises
    :class:`~judge_app.engine.limits.TooLarge` past the nesting or size limits (aliases are copied out, so a
    few lines of YAML can stand for billions of values: counted as they are made, never all made)."""
    return _plain(node, 0, [limits.MAX_NODES])


def _plain(node: Any, depth: int, budget: list[int]) -> Any:
    budget[0] -= 1
    if budget[0] < 0:
        raise limits.TooLarge(limits.nodes_message())
    if isinstance(node, dict | list) and depth >= limits.MAX_NESTING:
        raise limits.TooLarge(limits.nesting_message())
    if isinstance(node, dict):
        return {str(k): _plain(v, depth + 1, budget) for k, v in node.items()}
    if isinstance(node, list):
        return [_plain(v, depth + 1, budget) for v in node]
    if isinstance(node, bool) or node is None:
        return bool(node) if node is not None else None
    if isinstance(node, int):
        return int(node)
    if isinstance(node, float):
        return float(node)
    if isinstance(node, _dt.date):
        return node.isoformat()
    return str(node)


@dataclass
class Document:
    file: str
    tree: Any
    data: Any

    def line_of(self, path: Path) -> int | None:
        """1-based line of the deepest node on ``path`` that exists in the file.

        Discriminator segments pydantic inserts into union locations (``actions.0.attack.target``) are
        skipped: they name the ``type`` of the mapping, not a key in it.
        """
        node, line = self.tree, None
        for seg in path:
            if isinstance(node, CommentedMap):
                if seg in node:
                    line = node.lc.key(seg)[0] + 1
                    node = node[seg]
                elif node.get("type") == seg:
                    continue
                else:
                    return line if line is not None else (node.lc.line + 1)
            elif isinstance(node, CommentedSeq) and isinstance(seg, int) and 0 <= seg < len(node):
                line = node.lc.item(seg)[0] + 1
                node = node[seg]
            else:
                break
        return line

    def shown_path(self, path: Path) -> Path:
        """``path`` as the judge wrote the file: without the discriminator segments pydantic inserts
        (``declare_attackers.player`` is the ``player`` of a mapping whose ``type`` is declare_attackers)."""
        node, out = self.tree, []
        for seg in path:
            if isinstance(node, dict) and seg not in node and node.get("type") == seg:
                continue
            out.append(seg)
            if isinstance(node, dict):
                node = node.get(seg)
            elif isinstance(node, list) and isinstance(seg, int) and 0 <= seg < len(node):
                node = node[seg]
            else:
                node = None
        return tuple(out)

    def locate(self, problems: list[Problem]) -> list[Problem]:
        return [Problem(p.path, p.message, self.file, p.line or self.line_of(p.path)) for p in problems]


# The YAML parser's messages (English) in words a judge reads: the common ones exactly, the "expected X, but
# found Y" family by its parts. Anything else keeps the parser's text after the language's own label.
_SYNTAX: dict[str, dict[str, str]] = {
    "zh": {"syntax": "YAML 语法错误: {what}", "other": "YAML 错误: {what}", "parser": "解析器原文: {what}",
           "mapping values are not allowed here": "此处不能写“键: 值”(缩进不对,或值中的冒号需要加引号)",
           "could not find expected ':'": "找不到应有的冒号 “:”",
           "found duplicate key": "键重复",
           "found character that cannot start any token": "出现不能开始 YAML 记号的字符(如制表符缩进)",
           "found unexpected end of stream": "文本意外结束(引号或括号没有闭合?)",
           "expected": "应为{want},却遇到{got}",
           "<stream end>": "文本结尾", "<block end>": "缩进块结尾", "<block mapping start>": "新的映射",
           "<block sequence start>": "新的列表", "<block entry>": "列表项 “-”", "<scalar>": "值",
           "<flow mapping end>": "“}”", "<flow sequence end>": "“]”", "the node content": "内容",
           "',' or ']'": "“,” 或 “]”", "',' or '}'": "“,” 或 “}”", "<document start>": "文档开始 “---”"},
    "en": {"syntax": "YAML syntax error: {what}", "other": "YAML error: {what}", "parser": "{what}"},
}


def _syntax_message(problem: str, lang: str) -> str:
    words = _SYNTAX.get(lang, _SYNTAX["zh"])
    if lang == "en" or not problem:
        return problem
    for key in ("mapping values are not allowed here", "could not find expected ':'", "found duplicate key",
                "found unexpected end of stream"):
        if problem.startswith(key):
            return words[key]
    if problem.startswith("found character") and "cannot start any token" in problem:
        return words["found character that cannot start any token"]
    m = re.match(r"(?:did not find )?expected (.+?),? but (?:found|got) (.+)$", problem)
    if m:
        want, got = (x.strip() for x in m.groups())
        return words["expected"].format(want=words.get(want, want), got=words.get(got.strip("'"), got))
    return words["parser"].format(what=problem)


def load_text(text: str, file: str = "<text>", lang: str = "zh") -> Document:
    """Parse ``text``; a syntax error is one problem with its line and column, said in ``lang`` (zh or en)."""
    words = _SYNTAX.get(lang, _SYNTAX["zh"])
    try:
        tree = _yaml().load(text)
    except MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line = mark.line + 1 if mark is not None else None
        column = mark.column + 1 if mark is not None else None
        what = _syntax_message(str(e.problem or e.context or ""), lang)
        raise ScenarioError([Problem((), words["syntax"].format(what=what), file, line, column)]) from None
    except YAMLError as e:
        raise ScenarioError([Problem((), words["other"].format(what=e), file)]) from None
    except RecursionError:  # the parser recurses per level: a file nested thousands deep
        raise ScenarioError([Problem((), limits.nesting_message(), file)]) from None
    except ValueError as e:  # an integer of thousands of digits (Python refuses to convert past 4,300)
        raise ScenarioError([Problem((), f"数字过大,无法读取: {str(e)[:80]}", file)]) from None
    try:
        return Document(file, tree, plain(tree))
    except limits.TooLarge as e:
        raise ScenarioError([Problem((), str(e), file)]) from None


def load_file(path: str | os.PathLike[str]) -> Document:
    try:
        too_big = limits.file_problem(FsPath(path).stat().st_size)  # refused before a byte is read
        if too_big is not None:
            raise InputError([Problem((), too_big, str(path))])
        text = FsPath(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError([Problem((), "文件不存在", str(path))]) from None
    except IsADirectoryError:
        raise InputError([Problem((), "是一个文件夹,不是文件", str(path))]) from None
    except UnicodeDecodeError as e:
        raise InputError([Problem((), f"不是 UTF-8 文本(字节 {e.start})", str(path))]) from None
    except OSError as e:
        raise InputError([Problem((), f"无法读取: {cause(e, path)}", str(path))]) from None
    return load_text(text, str(path))


def dump_text(data: Any) -> str:
    buf = io.StringIO()
    _yaml().dump(data, buf)
    return buf.getvalue()


def save_file(path: str | os.PathLike[str], data: Any) -> None:
    """Dump a (round-trip) tree to ``path`` atomically."""
    save_text(path, dump_text(data))


def save_text(path: str | os.PathLike[str], text: str) -> None:
    """Write atomically with the usual file mode (:func:`rulesdb.fsutil.write_atomic`)."""
    write_atomic(path, text)
