"""Packaging promises (issue 20): runtime dependencies are exactly what runtime code imports, CI tools are pinned,
``make run`` installs no test or build tools."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
# Modules outside the runtime: read only by benchmarks and tests (they need the bench/test extras).
NOT_RUNTIME = {"rulesdb.search.evaluate"}


def _name(requirement: str) -> str:
    return re.split(r"[<>=!~;\[ ]", requirement, maxsplit=1)[0].lower().replace("_", "-").replace(".", "-")


def _third_party_imports() -> set[str]:
    found: set[str] = set()
    for package in ("judge_app", "rulesdb"):
        for path in (ROOT / package).rglob("*.py"):
            module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            if module in NOT_RUNTIME:
                continue
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                    [node.module] if isinstance(node, ast.ImportFrom) and node.module and not node.level else []
                found.update(n.split(".")[0] for n in names)
    return {n for n in found if n not in sys.stdlib_module_names and n not in ("judge_app", "rulesdb", "__future__")}


def test_runtime_dependencies_are_what_runtime_code_imports() -> None:
    declared = {_name(r) for r in PYPROJECT["project"]["dependencies"]}
    by_module = metadata.packages_distributions()
    needed = {_name(d) for m in _third_party_imports() for d in by_module.get(m, [m])}
    assert needed - declared == set(), "imported at runtime but not a dependency"
    assert declared - needed == set(), "a dependency no runtime code imports"


def test_ci_tools_are_pinned() -> None:
    for extra in ("test", "build"):
        for requirement in PYPROJECT["project"]["optional-dependencies"][extra]:
            if _name(requirement) in ("ruff", "pytest", "pytest-qt", "hypothesis", "pyinstaller"):
                assert "==" in requirement, f"{requirement}: a CI tool must be pinned exactly"


def test_make_run_installs_the_runtime_only() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    run_deps = re.search(r"^run: (.*)$", makefile, re.M).group(1).split()  # type: ignore[union-attr]
    install_deps = re.search(r"^install: (.*)$", makefile, re.M).group(1).split()  # type: ignore[union-attr]
    runtime_recipe = re.search(r"^\$\(RUNTIME_STAMP\):.*\n((?:\t.*\n)+)", makefile, re.M).group(1)  # type: ignore[union-attr]
    assert run_deps == ["install"] and "$(TEST_STAMP)" not in install_deps and "$(BUILD_STAMP)" not in install_deps
    assert "[" not in runtime_recipe, "the runtime install names an extra"
    assert "$(PIP)" in runtime_recipe and re.search(r"^PIP .*install -qq ", makefile, re.M), "installs are quiet"
