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
from dataclasses import dataclass
from pathlib import Path as FsPath
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import MarkedYAMLError, YAMLError

from judge_app.engine.problems import InputError, Path, Problem, ScenarioError
from rulesdb.fsutil import write_atomic


def _yaml() -> YAML:
    y = YAML(typ="rt")
    y.allow_duplicate_keys = False
    y.width = 110
    y.indent(mapping=2, sequence=2, offset=0)
    return y


def plain(node: Any) -> Any:
    """Round-trip nodes → plain dict/list/str/int/float/bool/None (dates become ISO strings)."""
    if isinstance(node, dict):
        return {str(k): plain(v) for k, v in node.items()}
    if isinstance(node, list):
        return [plain(v) for v in node]
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

    def locate(self, problems: list[Problem]) -> list[Problem]:
        return [Problem(p.path, p.message, self.file, p.line or self.line_of(p.path)) for p in problems]


def load_text(text: str, file: str = "<text>") -> Document:
    try:
        tree = _yaml().load(text)
    except MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line = mark.line + 1 if mark is not None else None
        raise ScenarioError([Problem((), f"YAML 语法错误: {e.problem or e.context}", file, line)]) from None
    except YAMLError as e:
        raise ScenarioError([Problem((), f"YAML 错误: {e}", file)]) from None
    return Document(file, tree, plain(tree))


def load_file(path: str | os.PathLike[str]) -> Document:
    try:
        text = FsPath(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError([Problem((), "文件不存在", str(path))]) from None
    except IsADirectoryError:
        raise InputError([Problem((), "是一个文件夹,不是文件", str(path))]) from None
    except UnicodeDecodeError as e:
        raise InputError([Problem((), f"不是 UTF-8 文本(字节 {e.start})", str(path))]) from None
    except OSError as e:
        raise InputError([Problem((), f"无法读取: {e.strerror}", str(path))]) from None
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
