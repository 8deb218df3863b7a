"""The actions timeline: the game's legal actions for the position at any point, reordering, deleting,
and any action written by hand; each action marked with its standing from the last engine run."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import TypeAdapter, ValidationError
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPlainTextEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from judge_app.engine.problems import Problem, ScenarioError, from_validation_error
from judge_app.engine.runner import Loaded, reference_problems, run
from judge_app.engine.yamlio import Document, dump_text, load_text, plain
from judge_app.report.model import ActionMark
from judge_app.ui import vocab as names
from judge_app.ui.board import edits as E
from judge_app.ui.board.action_form import ActionForm, field_kind
from judge_app.ui.board.document import Edit, ScenarioDocument
from judge_app.ui.glyphs import glyph
from judge_app.ui.trace.analysis import (
    PASS,
    Analysis,
    describe,
    legal_actions,
    next_decision,
    passes_to_next_decision,
    state_before,
    state_near,
)

STANDING_MARK = {"ok": ("✓", "#2e7d32"), "illegal": ("✗", "#c62828"), "error": ("!", "#c62828"),
                 "unreached": ("…", "#9e9e9e"), "after_end": ("–", "#9e9e9e")}
WARN_COLOR = "#ef6c00"


class ActionDialog(QDialog):
    """Write or change one action as YAML, checked against the game's action models as the judge types.

    Every problem is one line in the UI language: where (line, and column for a syntax error), the field path
    as written, and what is wrong, from the same checks the loader runs (``from_validation_error``, the
    reference checks). OK stays disabled, and a forced accept is refused, while there is a problem."""

    def __init__(self, adapter: TypeAdapter[Any], text: str, parent: QWidget | None = None,
                 references: Callable[[Any, str], list[Problem]] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionDialog")
        self.setWindowTitle(self.tr("编辑动作"))
        self.adapter = adapter
        self.references = references
        self.editor = QPlainTextEdit(text, objectName="actionYaml")
        self.message = QLabel(objectName="actionMessage", wordWrap=True)
        self.message.setStyleSheet("color:#c62828;")
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.editor)
        lay.addWidget(self.message)
        lay.addWidget(self.buttons)
        self.editor.textChanged.connect(self.check)
        self.data: Any = None
        self.resize(520, 300)
        self.check()

    def problems(self) -> tuple[Any, list[Problem], Document | None]:
        """(the action's tree or None, every problem with its line, the parsed text)."""
        lang = names.language()
        try:
            doc = load_text(self.editor.toPlainText(), "action", lang)
        except ScenarioError as e:
            return None, e.problems, None
        try:
            action = self.adapter.validate_python(plain(doc.tree))
        except ValidationError as e:
            return None, doc.locate(from_validation_error(e, (), lang)), doc
        found = self.references(action, lang) if self.references is not None else []
        return (None if found else doc.tree), doc.locate(found), doc

    def describe(self, problem: Problem, doc: Document | None) -> str:
        """One line: 第 3 行: player: 未知玩家 id 'Z',可选: A, B (line and column for a syntax error)."""
        if problem.line and problem.column:
            where = self.tr("第 %1 行第 %2 列").replace("%1", str(problem.line)).replace("%2", str(problem.column))
        elif problem.line:
            where = self.tr("第 %1 行").replace("%1", str(problem.line))
        else:
            where = ""
        path = doc.shown_path(problem.path) if doc is not None else problem.path
        field = ".".join(str(p) for p in path)
        parts = [p for p in (where, field, " ".join(problem.message.split())) if p]
        return ": ".join(parts)

    def check(self) -> bool:
        tree, problems, doc = self.problems()
        self.data = tree if not problems else None
        self.message.setText("\n".join(self.describe(p, doc) for p in problems))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(self.data is not None)
        return self.data is not None

    def accept(self) -> None:
        """Only a valid action closes the dialog: with a problem the judge's text stays, to be fixed."""
        if self.check():
            super().accept()


class ActionsPanel(QWidget):
    step_requested = Signal(int)  # show the trace of this action
    form_opened = Signal(object)  # an ActionForm: the board lends it card picks

    def __init__(self, commit: Callable[[Edit], bool], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionsPanel")
        self.commit = commit
        self.doc: ScenarioDocument | None = None
        self.analysis: Analysis | None = None
        self.marks: dict[int, ActionMark] = {}
        self.form: ActionForm | None = None  # ✗/⚠ from the verdict: refused, replaced or not modelled
        self.list = QListWidget(objectName="actionsList")
        self.list.setWordWrap(True)
        self.list.itemDoubleClicked.connect(lambda _item: self.edit_current())
        self.add_button = QToolButton(text=self.tr("添加动作"), objectName="addAction")
        self.add_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.add_menu = QMenu(self.add_button)
        self.add_menu.aboutToShow.connect(self.fill_add_menu)
        self.add_button.setMenu(self.add_menu)
        bar = QHBoxLayout()
        bar.addWidget(self.add_button)
        for name, text, slot in (("editAction", self.tr("编辑…"), self.edit_current),
                                 ("deleteAction", self.tr("删除"), self.delete_current),
                                 ("actionUp", self.tr("上移"), lambda: self.move_current(-1)),
                                 ("actionDown", self.tr("下移"), lambda: self.move_current(1))):
            b = QToolButton(text=text, objectName=name)
            b.clicked.connect(slot)
            bar.addWidget(b)
        bar.addStretch(1)
        self.note = QLabel(objectName="actionsNote", wordWrap=True)
        lay = QVBoxLayout(self)
        lay.addLayout(bar)
        lay.addWidget(self.list, 1)
        lay.addWidget(self.note)

    def set_document(self, doc: ScenarioDocument | None) -> None:
        self.doc, self.analysis = doc, None
        self.refresh()

    def set_analysis(self, analysis: Analysis | None, marks: list[ActionMark] | None = None) -> None:
        self.analysis = analysis
        self.marks = {m.action: m for m in marks or []}
        self.refresh()

    def refresh(self) -> None:
        row = self.list.currentRow()
        self.list.clear()
        view = self.doc.view if self.doc else None
        scenario = view.scenario if view else None
        if scenario is None or view is None or view.game is None:
            self.note.setText(self.tr("场景无法解析,动作不可编辑。"))
            return
        analysis = self.analysis
        for i, action in enumerate(scenario.actions):
            status = analysis.statuses[i] if analysis and i < len(analysis.statuses) else None
            text = f"{i + 1}. {describe(view.game, state_near(analysis, i) if analysis else None, action)}"
            item = QListWidgetItem(text)
            if status is not None:
                mark, color = STANDING_MARK[status.standing]
                reason, cites_list = status.reason, status.cites
                flagged = self.marks.get(i)
                if flagged is not None and status.standing in ("ok", "illegal"):
                    # A step that went through only because the engine replaced it is not legal: say so.
                    mark, color = flagged.mark, WARN_COLOR if flagged.mark == "⚠" else STANDING_MARK["illegal"][1]
                    reason, cites_list = reason or flagged.why, cites_list or flagged.cites
                item.setText(f"{mark} {text}" + (f"\n    {reason}" if reason else ""))
                item.setForeground(QColor(color))
                item.setData(Qt.ItemDataRole.UserRole, status.standing)
                cites = f"({', '.join(cites_list)})" if cites_list else ""
                item.setToolTip(f"{reason}{cites}")
            self.list.addItem(item)
        if analysis and analysis.error:
            self.note.setText(analysis.error)
        elif view.errors or view.warnings:
            self.note.setText(self.tr("场景有问题,修正后才能检查动作是否合法。"))
        else:
            self.note.setText("" if scenario.actions else self.tr("还没有动作:用「添加动作」从合法动作中选择。"))
        if 0 <= row < self.list.count():
            self.list.setCurrentRow(row)

    # --- adding -------------------------------------------------------------------------------------------------
    def insertion_index(self) -> int:
        row = self.list.currentRow()
        return row + 1 if row >= 0 else self.list.count()

    def fill_add_menu(self) -> None:
        self.add_menu.clear()
        doc = self.doc
        if doc is None or doc.view.scenario is None or doc.game is None:
            self.add_menu.addAction(self.tr("场景无法解析")).setEnabled(False)
            return
        index = self.insertion_index()
        state = state_before(self.analysis, index) if self.analysis else None
        if state is None:
            why = self.tr("此处的局面未知(前面的动作不合法或场景有问题)")
            self.add_menu.addAction(why).setEnabled(False)
        else:
            offered, error = legal_actions(doc.game, state, doc.view.scenario.interpretations)
            if error:
                self.add_menu.addAction(error).setEnabled(False)
            elif not offered:
                self.add_menu.addAction(self.tr("此时没有合法动作")).setEnabled(False)
            for text, action in offered:
                act = self.add_menu.addAction(text)
                act.triggered.connect(lambda _=False, a=action, i=index: self.add(E.action_data(a), i))
            if offered and all(a.type == PASS for _, a in offered):
                self._offer_next_decision(index)
            if any(a.type == PASS for _, a in offered):
                self.add_menu.addSeparator()
                text = self.tr("双方让过,直到下一个决定") + "\tCtrl+Shift+P"
                on = self.add_menu.addAction(glyph("fast-forward"), text)
                on.setObjectName("passToNextDecision")
                on.triggered.connect(lambda _=False, i=index: self.pass_to_next_decision(i))
            self._offer_advance(index, state)
            self._offer_forms(index, offered)
        self.add_menu.addSeparator()
        custom = self.add_menu.addAction(self.tr("自定义动作…"))
        custom.setObjectName("customAction")
        custom.triggered.connect(lambda: self.write_action(index))

    def pass_to_next_decision(self, index: int | None = None) -> int:
        """Add the passes that bring the game from ``index`` (the insertion point) to the next decision that is not
        a pass — a chain resolved, a showdown and its combat over, a step ended. Returns how many were added."""
        doc = self.doc
        if doc is None or doc.game is None or doc.view.scenario is None:
            return 0
        index = self.insertion_index() if index is None else index
        passes = passes_to_next_decision(doc.view.scenario, doc.game, index)
        if passes and self.add_many([E.action_data(a) for a in passes], index):
            return len(passes)
        return 0

    def _offer_next_decision(self, index: int) -> None:
        """Only passing is legal here: offer what can be done at the next real decision, passes included."""
        assert self.doc is not None and self.doc.game is not None and self.doc.view.scenario is not None
        game = self.doc.game
        passes, later, there = next_decision(self.doc.view.scenario, game, index)
        if not later:
            return
        self.add_menu.addSeparator()
        note = self.tr("(双方让过 {n} 次后)").format(n=len(passes))
        for text, action in later:
            act = self.add_menu.addAction(glyph("fast-forward"), f"{text} {note}")
            act.setObjectName("nextDecision")
            data = [E.action_data(a) for a in [*passes, action]]
            act.triggered.connect(lambda _=False, d=data, i=index: self.add_many(d, i))
        for kind in dict.fromkeys(a.type for _, a in later):
            model = next((t for t in game.action_types if t.model_fields["type"].default == kind), None)
            if model is None or not self._has_form(model):
                continue
            example = next(a for _, a in later if a.type == kind)
            label = self.tr("用表单填写 {kind}…").format(kind=kind) + f" {note}"
            act = self.add_menu.addAction(glyph("fast-forward"), label)
            act.setObjectName(f"nextDecisionForm:{kind}")
            data = [E.action_data(a) for a in passes]
            act.triggered.connect(lambda _=False, d=data, i=index, m=model, e=example, st=there:
                                  self.add_many(d, i, follow=False) and self.open_form(i + len(d), m, e, state=st))

    @staticmethod
    def _has_form(model: type) -> bool:
        return any(field_kind(n, f.annotation) for n, f in model.model_fields.items() if n != "player")

    def _offer_advance(self, index: int, state: Any) -> None:
        """"Advance to step …": the game's pass-until action, if it has one, for every phase and step."""
        assert self.doc is not None and self.doc.game is not None
        model = next((t for t in self.doc.game.action_types if t.model_fields["type"].default == "pass_until"), None)
        if model is None or not {"phase", "step"} <= set(model.model_fields):
            return
        menu = self.add_menu.addMenu(self.tr("推进到…"))
        menu.setObjectName("advanceMenu")
        for phase in self.doc.game.phases:
            for step in phase.steps or (None,):
                label = names.term(self.doc.game.id, "phases", phase.key, phase.name) + (
                    f" · {names.step_name(self.doc.game.id, step)}" if step else "")
                data = {"type": "pass_until", "player": state.active_player, "phase": phase.key}
                if step:
                    data["step"] = step
                act = menu.addAction(label)
                act.triggered.connect(lambda _=False, d=data, i=index: self.add(d, i))

    def _offer_forms(self, index: int, offered: list[tuple[str, Any]]) -> None:
        assert self.doc is not None and self.doc.game is not None
        menu = self.add_menu.addMenu(self.tr("用表单填写…"))
        menu.setObjectName("formMenu")
        for model in self.doc.game.action_types:
            kind = str(model.model_fields["type"].default)
            if not self._has_form(model):
                continue
            example = next((a for _, a in offered if a.type == kind), None)
            act = menu.addAction(kind)
            act.setObjectName(f"form:{kind}")
            act.triggered.connect(lambda _=False, m=model, e=example, i=index: self.open_form(i, m, e))

    def open_form(self, index: int, model: type, example: Any = None, replace: bool = False,
                  state: Any = None, before: list[dict[str, Any]] | None = None) -> ActionForm | None:
        """The form for an action of ``model``'s type at ``index`` (starting from ``example`` if given).
        ``before``: actions (the passes leading to the decision) recorded with it when the form is accepted."""
        doc = self.doc
        if doc is None or doc.game is None or doc.view.scenario is None:
            return None
        if state is None:
            state = self._state_at(index)
        if example is None:
            initial: dict[str, Any] = {"type": model.model_fields["type"].default, "player": state.active_player}
        elif isinstance(example, dict):
            initial = dict(example)
        else:
            initial = E.action_data(example)
        if before:  # the YAML fallback records the passes too, then the action written by hand after them
            def write_yaml(data: dict[str, Any]) -> None:
                if self.add_many(before, index, follow=False):
                    self.write_action(index + len(before), data, replace=False)
        else:
            def write_yaml(data: dict[str, Any]) -> None:
                self.write_action(index, data, replace=replace)
        form = ActionForm(doc.game, state, doc.view.scenario.interpretations, model, initial, self._adapter(),
                          write_yaml, self)

        def done() -> None:
            if form.data is None or self.doc is None:
                return
            if before:
                self.add_many([*before, form.data], index)
                return
            edit = E.replace_action(self.doc, index, form.data) if replace else E.add_action(self.doc, form.data, index)
            if self.commit(edit):
                self.refresh()
                self.list.setCurrentRow(index)
                if not replace:
                    self.follow_up(index + 1)

        form.accepted.connect(done)
        # Not modal: the judge picks attackers, blockers and targets by clicking cards on the board.
        form.setWindowModality(Qt.WindowModality.NonModal)
        form.show()
        self.form = form
        self.form_opened.emit(form)
        return form

    def _state_at(self, index: int) -> Any:
        """The position before action ``index``: from the last analysis if it covers it, else traced now."""
        assert self.doc is not None and self.doc.game is not None and self.doc.view.scenario is not None
        state = state_before(self.analysis, index) if self.analysis else None
        if state is not None:
            return state
        scenario = self.doc.view.scenario
        try:
            return run(Loaded(scenario.model_copy(update={"actions": scenario.actions[:index]}), self.doc.game)).state
        except Exception:  # a game module's bug: the form still opens, on the scenario's starting position
            return self.doc.view.state

    def add_many(self, data: list[dict[str, Any]], index: int, follow: bool = True) -> bool:
        assert self.doc is not None
        for n, d in enumerate(data):
            if not self.commit(E.add_action(self.doc, d, index + n)):
                return False
        self.refresh()
        self.list.setCurrentRow(index + len(data) - 1)
        if follow:
            self.follow_up(index + len(data))
        return True

    def add(self, data: dict[str, Any], index: int) -> bool:
        assert self.doc is not None
        if self.commit(E.add_action(self.doc, data, index)):
            self.refresh()
            self.list.setCurrentRow(index)
            self.follow_up(index + 1)
            return True
        return False

    def follow_up(self, index: int) -> ActionForm | None:
        """After an action added at the end of the timeline: when the game now waits (after passes only) for a
        single decision that only a form can express — a damage assignment the engine asks for because it is a
        real choice (mtg: a trampler or several blockers) — open that form with the keyboard on the cell to
        change. The passes are recorded with the answer. Esc keeps the engine's default: the passes and the
        game's own default action are recorded (visible in the list, undoable), and the trace says which division
        the engine made and by which rules, as for any scenario that leaves the division open."""
        doc = self.doc
        if doc is None or doc.game is None or doc.view.scenario is None or index != len(doc.view.scenario.actions):
            return None
        if self.form is not None and self.form.isVisible():
            return None
        passes, later, there = next_decision(doc.view.scenario, doc.game, index)
        if there is None or len(later) != 1:
            return None
        action = later[0][1]
        previous = doc.view.scenario.actions[index - 1] if index else None
        if previous is not None and (previous.type, previous.player) == (action.type, action.player):
            return None  # just answered (a refused answer is the judge's question): the trace says why, not a form
        model = next((t for t in doc.game.action_types if t.model_fields["type"].default == action.type), None)
        if model is None or not any(field_kind(n, f.annotation) == "grid" for n, f in model.model_fields.items()):
            return None
        before = [E.action_data(a) for a in passes]
        form = self.open_form(index, model, action, state=there, before=before)
        if form is not None:
            default = [*before, E.action_data(action)]
            form.rejected.connect(lambda: form.to_yaml or self.add_many(default, index, follow=False))
            form.focus_choice()
        return form

    def _adapter(self) -> TypeAdapter[Any]:
        assert self.doc is not None and self.doc.view.scenario is not None
        annotation = type(self.doc.view.scenario).model_fields["actions"].annotation
        return TypeAdapter(annotation.__args__[0])  # type: ignore[union-attr]

    def _references(self, action: Any, lang: str) -> list[Problem]:
        """The loader's checks of the ids an action names (players, cards, phases, steps) against the scenario."""
        if self.doc is None or self.doc.game is None or self.doc.view.scenario is None:
            return []
        state = self.doc.view.scenario.state
        return reference_problems(self.doc.game, action, (), {o.id for o in state.objects},
                                  [p.id for p in state.players], lang)

    def write_action(self, index: int, current: Any = None, replace: bool | None = None) -> ActionDialog | None:
        """Open the YAML dialog; a new action starts from the game's action types as a hint."""
        assert self.doc is not None and self.doc.game is not None and self.doc.view.state is not None
        replacing = current is not None if replace is None else replace
        if current is None:
            types = " / ".join(t.model_fields["type"].default for t in self.doc.game.action_types)
            text = f"# {types}\ntype: \nplayer: {self.doc.view.state.active_player}\n"
        else:
            text = dump_text(current)
        dialog = ActionDialog(self._adapter(), text, self, self._references)

        def done() -> None:
            if dialog.data is None or self.doc is None:
                return
            data = dialog.data
            edit = (E.replace_action(self.doc, index, data) if replacing
                    else E.add_action(self.doc, data, index))
            self.commit(edit)

        dialog.accepted.connect(done)
        dialog.open()
        return dialog

    # --- changing ------------------------------------------------------------------------------------------------
    def edit_current(self) -> ActionDialog | ActionForm | None:
        """A form for the action when its type has fields a form can show, else the YAML dialog."""
        row = self.list.currentRow()
        if self.doc is None or row < 0:
            return None
        current = self.doc.tree["actions"][row]
        scenario, game = self.doc.view.scenario, self.doc.game
        if scenario is not None and game is not None and row < len(scenario.actions):
            action = scenario.actions[row]
            model = next((t for t in game.action_types if t.model_fields["type"].default == action.type), None)
            if model is not None and self._has_form(model):
                return self.open_form(row, model, E.action_data(action), replace=True)
        return self.write_action(row, current)

    def delete_current(self) -> None:
        row = self.list.currentRow()
        if self.doc is not None and row >= 0:
            self.commit(E.delete_action(self.doc, row))

    def move_current(self, delta: int) -> None:
        row = self.list.currentRow()
        to = row + delta
        if self.doc is not None and row >= 0 and 0 <= to < self.list.count() and self.commit(
                E.move_action(self.doc, row, to)):
            self.list.setCurrentRow(to)
