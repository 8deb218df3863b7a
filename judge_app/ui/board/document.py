"""The scenario being edited, without Qt: a ruamel round-trip tree, a validated pydantic view of it,
reversible edits, a dirty flag and atomic saves.

The widgets never touch YAML: they ask :mod:`judge_app.ui.board.edits` for an :class:`Edit`, hand it to
:meth:`ScenarioDocument.execute` (which refuses it with a message if it would break the scenario) and keep
it on a QUndoStack, whose undo/redo call :meth:`revert` / :meth:`execute` again.

A file that was opened and not changed is saved back byte for byte. After an edit the tree is dumped by
ruamel: comments and key order stay where the user wrote them; long flow mappings are kept on one line
rather than broken mid-mapping.
"""

from __future__ import annotations

import io
import itertools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication
from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedSeq

from judge_app.engine.cardtext.objects import read_texts
from judge_app.engine.game import GameModule
from judge_app.engine.problems import Problem, ScenarioError, from_validation_error
from judge_app.engine.runner import semantic_problems
from judge_app.engine.state import GameState
from judge_app.engine.yamlio import Document, load_file, load_text, plain, save_text
from judge_app.loading import game_for
from judge_app.ui import vocab
from judge_app.ui.board.ops import Op, apply_all, revert_all

_edit_ids = itertools.count(1)


class EditRejected(Exception):
    """The edit would make the scenario invalid; ``problems`` say where and why. Nothing was changed."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


@dataclass
class Edit:
    """One user-visible change: its label for the undo menu, the tree operations, and what to select after."""

    label: str
    ops: list[Op]
    select: list[str] = field(default_factory=list)
    id: int = field(default_factory=lambda: next(_edit_ids))


@dataclass
class View:
    """What the widgets draw. ``scenario`` is None only when the file itself is malformed (wrong types,
    unknown game): then ``errors`` say why and the board shows the messages instead of a table."""

    scenario: Any | None = None
    game: GameModule | None = None
    errors: list[Problem] = field(default_factory=list)
    warnings: list[Problem] = field(default_factory=list)  # the game's own checks: shown, not blocking
    # card text not understood (or disagreeing with structured abilities): listed, never blocking the trace,
    # which says "unsupported" where it reaches an unread part
    notes: list[Problem] = field(default_factory=list)

    @property
    def state(self) -> GameState[Any] | None:
        return self.scenario.state if self.scenario is not None else None


def _save_yaml() -> YAML:
    y = YAML(typ="rt")
    y.width = 4096  # ruamel cannot re-wrap a flow mapping the way people do; one line beats a mid-key break
    y.indent(mapping=2, sequence=2, offset=0)
    y.allow_unicode = True
    return y


# The lists the editor empties and fills. An empty block list under a commented key is dumped by ruamel as
# ``key:  # comment`` + ``[]`` on the next line, which it cannot read back; empty ones are written inline.
_EDITED_LISTS = (("actions",), ("state", "objects"), ("state", "players"))


def _list_styles(tree: Any) -> None:
    for path in _EDITED_LISTS:
        node = tree
        for key in path:
            node = node.get(key) if isinstance(node, dict) else None
        if isinstance(node, CommentedSeq):
            if len(node):
                node.fa.set_block_style()
            else:
                node.fa.set_flow_style()


def dump(tree: Any) -> str:
    _list_styles(tree)
    buf = io.StringIO()
    _save_yaml().dump(tree, buf)
    return buf.getvalue()


def build_view(doc: Document, *, lines: bool = True) -> View:
    """Validate the tree: structure first (pydantic), then the kernel's and the game's own checks.
    ``lines``: point problems at file lines (only true of the text as loaded, not after edits)."""
    data = plain(doc.tree)
    try:
        game = game_for(data)
    except ScenarioError as e:
        return View(errors=_locate(doc, e.problems, lines))
    except Exception as e:  # a game package that fails to import is named, not a crash of the editor
        return View(errors=[Problem(("meta", "game"), f"游戏模块无法载入:{type(e).__name__}: {e}", doc.file)])
    # the objects' printed text read into abilities, as the loaders do: the trace uses the card as the judge typed it
    data, notes = read_texts(game.card_reader, game.id, data)
    try:
        scenario = game.scenario_model.model_validate(data)
    except ValidationError as e:
        return View(game=game, errors=_locate(doc, from_validation_error(e, (), vocab.language()), lines))
    try:
        problems = semantic_problems(game, scenario, vocab.language())
    except Exception as e:  # a game module's checker must not take the editor down; say which module failed
        problems = [Problem(("state",), f"{game.id} 的状态检查出错:{type(e).__name__}: {e}")]
    game_paths = _game_problem_keys(game, scenario)
    errors = [p for p in problems if (p.path, p.message) not in game_paths]
    warnings = [p for p in problems if (p.path, p.message) in game_paths]
    return View(scenario, game, _locate(doc, errors, lines), _locate(doc, warnings, lines), _locate(doc, notes, lines))


def _game_problem_keys(game: GameModule, scenario: Any) -> set[tuple[Any, str]]:
    try:
        return {(("state", *p.path), p.message) for p in game.validate_state(scenario.state)}
    except Exception:
        return set()


def _locate(doc: Document, problems: list[Problem], lines: bool) -> list[Problem]:
    if not lines:
        return [Problem(p.path, p.message, doc.file) for p in problems]
    try:
        return doc.locate(problems)
    except Exception:  # nodes created by edits carry no line marks; the path alone still says where
        return [Problem(p.path, p.message, doc.file) for p in problems]


class ScenarioDocument:
    def __init__(self, text: str, path: Path | None = None, *, title: str = "", dirty: bool = False) -> None:
        """``text`` is what ``path`` holds on disk (when there is a path); ``dirty`` says it is not."""
        self.path = path
        self.title = title or (path.name if path else "")
        self._doc = load_text(text, str(path) if path else self.title or "<新场景>", vocab.language())
        self._clean_text: str | None = text if path is not None and not dirty else None
        self._applied: list[int] = []
        self._clean: list[int] | None = None if dirty else []
        self.view = build_view(self._doc)

    # --- construction ---------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | Path) -> ScenarioDocument:
        """Read a scenario file. A YAML syntax error raises :class:`ScenarioError` (file and line); a file
        that parses but does not validate opens, with its problems in ``view.errors``."""
        p = Path(path)
        load_file(p)  # its messages for a missing, unreadable or non-UTF-8 file
        return cls(p.read_text(encoding="utf-8"), p)

    @classmethod
    def new(cls, game: GameModule) -> ScenarioDocument:
        """The game's own template, with its example cards, actions and expectations cleared when the
        template stays valid without them, so the judge starts from an empty table of the right shape."""
        # A file name the judge may keep: the game's Chinese name in Chinese, its id (no spaces or colons) otherwise.
        name = game.name if vocab.language() == "zh" else game.id
        title = QCoreApplication.translate("ScenarioDocument", "{game}-新场景.yaml").format(game=name)
        doc = cls(game.template(), None, title=title)
        tree = doc.tree
        state = tree.get("state", {})
        backup = (list(state.get("objects", [])), list(tree.get("actions", [])), tree.get("expect"))
        if "objects" in state:
            state["objects"].clear()
        if "actions" in tree:
            tree["actions"].clear()
        if "expect" in tree:
            del tree["expect"]
        view = build_view(doc._doc)
        if view.scenario is None or view.errors or view.warnings:
            state["objects"].extend(backup[0])
            tree["actions"].extend(backup[1])
            if backup[2] is not None:
                tree["expect"] = backup[2]
            view = build_view(doc._doc)
        doc.view = view
        return doc

    # --- reading --------------------------------------------------------------------------------------
    @property
    def tree(self) -> Any:
        return self._doc.tree

    @property
    def game(self) -> GameModule | None:
        return self.view.game

    @property
    def dirty(self) -> bool:
        return self._clean is None or self._applied != self._clean

    def text(self) -> str:
        """The file as it would be saved now."""
        if self._clean_text is not None and not self.dirty:
            return self._clean_text
        return dump(self.tree)

    def data(self) -> Any:
        return plain(self.tree)

    def display_name(self) -> str:
        return self.path.name if self.path else self.title

    # --- editing --------------------------------------------------------------------------------------
    def _new_errors(self, view: View) -> list[Problem]:
        old = {(p.path, p.message) for p in self.view.errors}
        new = [p for p in view.errors if (p.path, p.message) not in old]
        if view.scenario is None and self.view.scenario is not None:
            return new or view.errors
        return new

    def check(self, edit: Edit) -> list[Problem]:
        """The errors ``edit`` would add, without making it (validation as the judge types)."""
        apply_all(self.tree, edit.ops)
        try:
            return self._new_errors(build_view(self._doc, lines=False))
        finally:
            revert_all(self.tree, edit.ops)

    def execute(self, edit: Edit, *, check: bool = True) -> View:
        """Apply ``edit``. With ``check``, refuse (and roll back) an edit that makes the scenario fail to
        validate or adds a kernel error (duplicate id, dangling reference, unknown zone)."""
        apply_all(self.tree, edit.ops)
        view = build_view(self._doc, lines=False)
        new = self._new_errors(view) if check else []
        if new:
            revert_all(self.tree, edit.ops)
            raise EditRejected(new)
        self._applied.append(edit.id)
        self.view = view
        return view

    def revert(self, edit: Edit) -> View:
        if not self._applied or self._applied[-1] != edit.id:
            raise RuntimeError(f"edit {edit.label!r} is not the last one applied")
        revert_all(self.tree, edit.ops)
        self._applied.pop()
        self.view = build_view(self._doc, lines=not self.dirty)
        return self.view

    # --- saving ---------------------------------------------------------------------------------------
    def save(self, path: str | Path | None = None) -> Path:
        """Write atomically (temporary file + rename) to ``path`` or the current file."""
        target = Path(path) if path is not None else self.path
        if target is None:
            raise ValueError("an unsaved scenario needs a file name")
        text = self.text()
        save_text(target, text)
        self.path, self.title = target, target.name
        self._clean_text, self._clean = text, list(self._applied)
        self._doc = Document(str(target), self._doc.tree, self._doc.data)
        return target

