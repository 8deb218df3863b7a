"""The dependency picture of docs/architecture.md, held by a test: imports run one way and never in a circle.

Every import counts: module level, inside functions, and under ``if TYPE_CHECKING:`` (a type-only import is
still a dependency a reader has to follow).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("judge_app", "rulesdb")


def _modules() -> dict[str, Path]:
    mods = {}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            mods[name] = path
    return mods


MODULES = _modules()


def _imports(name: str, path: Path) -> set[str]:
    """Every module name ``name`` imports (project modules resolved to the module, others as written)."""
    found: set[str] = set()
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package[:len(package) - node.level + 1] + ([base] if base else []))
            for alias in node.names:
                full = f"{base}.{alias.name}"
                found.add(full if full in MODULES else base)
    return found


GRAPH = {name: _imports(name, path) for name, path in MODULES.items()}


def _under(module: str, prefix: str) -> bool:
    return module == prefix or module.startswith(prefix + ".")


RULES = [
    # (importer prefix, forbidden import prefixes, why)
    ("rulesdb", ("judge_app",), "the rules database is usable without the app"),
    ("judge_app.engine", ("judge_app.games", "judge_app.report", "judge_app.ui", "judge_app.loading",
                          "judge_app.cli"), "the kernel knows no game and no front end"),
    ("judge_app.games", ("judge_app.ui", "judge_app.report", "judge_app.cli"), "games know no front end"),
    ("judge_app.report", ("judge_app.ui",), "reports are built without widgets"),
    *((m, ("judge_app.games", "judge_app.loading", "judge_app.ui"), "the rules browser reads the conformance "
       "tables without loading an engine") for m in ("judge_app.conformance.table", "judge_app.conformance.statuses")),
]


@pytest.mark.parametrize(("importer", "forbidden", "why"), RULES, ids=[r[0] for r in RULES])
def test_dependencies_point_one_way(importer: str, forbidden: tuple[str, ...], why: str) -> None:
    wrong = sorted(f"{m} imports {i}" for m, deps in GRAPH.items() if _under(m, importer)
                   for i in deps if any(_under(i, f) for f in forbidden))
    assert not wrong, f"{why}:\n" + "\n".join(wrong)


def test_only_the_ui_and_the_pdf_renderer_import_qt() -> None:
    allowed = ("judge_app.ui", "judge_app.report.pdf")
    wrong = sorted(m for m, deps in GRAPH.items()
                   if any(_under(i, "PySide6") or _under(i, "shiboken6") for i in deps)
                   and not any(_under(m, a) for a in allowed))
    assert not wrong, "Qt imported outside judge_app/ui/ and judge_app/report/pdf.py: " + ", ".join(wrong)


def _cycles() -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan), each sorted."""
    edges = {m: {d for d in deps if d in GRAPH and d != m} for m, deps in GRAPH.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return sorted(groups)


def test_no_import_circles() -> None:
    cycles = _cycles()
    assert not cycles, "import circles (each a module holding two jobs):\n" + "\n".join(" ↔ ".join(c) for c in cycles)


def test_the_graph_is_real() -> None:
    """The checks above would pass on an empty graph: make sure it holds the imports we know of."""
    assert "judge_app.engine.state" in GRAPH["judge_app.engine.table"]
    assert "judge_app.games" in GRAPH["judge_app.loading"]
    assert any(_under(i, "PySide6") for i in GRAPH["judge_app.report.pdf"])
