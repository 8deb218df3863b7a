"""Forms for decisions: any action of the game filled in with widgets chosen from its model's fields, checked
live against the game's own rules (``GameModule.check_action``) in the position where it is taken.

A list of cards is a checkable list, a card-to-card map (blocks) a table of pickers, a card-to-{target: n}
map (damage assignment) a grid of numbers, a phase/step a list of the game's phases; numbers, flags and
fixed choices get spin boxes, check boxes and combo boxes. Fields a form cannot show (nested choices, bands)
keep their value and stay editable as YAML from the form. Nothing here knows a game: the fields come from
the action models, the names from the vocabulary, the verdict from the game module.
"""

from __future__ import annotations

import typing
from collections.abc import Callable
from typing import Any

from pydantic import TypeAdapter, ValidationError
from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from judge_app.engine.checks import IllegalAction
from judge_app.engine.game import GameModule
from judge_app.engine.messages import in_lang
from judge_app.engine.problems import from_validation_error
from judge_app.engine.state import GameState
from judge_app.ui import vocab
from judge_app.ui.glyphs import glyph

SKIPPED = ("type", "note")
translate = QCoreApplication.translate


def _is_object_ref(annotation: Any) -> bool:
    return typing.get_origin(annotation) is typing.Annotated and "object-ref" in typing.get_args(annotation)[1:]


def _plain(annotation: Any) -> Any:
    """``str`` for an id marker (``Annotated[str, "object-ref"]`` in a mapping's keys or values), else as is."""
    return typing.get_args(annotation)[0] if typing.get_origin(annotation) is typing.Annotated else annotation


def field_kind(name: str, annotation: Any) -> str:
    """What widget a field gets: cards, pairs, grid, phase, step, player, int, bool, choice, text — or ''."""
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if name == "player":
        return "player"
    if name == "choices":
        return "choices"
    if name in ("phase", "step") and annotation is str:
        return name
    if origin is list and args and _is_object_ref(args[0]):
        return "cards"
    if origin is list and args and _plain(args[0]) is str:
        return "refs"  # cards or players (mtg targets): a checkable list of both
    if origin is dict and len(args) == 2 and _plain(args[0]) is str:
        if _plain(args[1]) is str:
            return "pairs"
        if typing.get_origin(args[1]) is dict and tuple(map(_plain, typing.get_args(args[1]))) == (str, int):
            return "grid"
    if annotation is int or (origin in (typing.Union, getattr(__import__("types"), "UnionType", None))
                             and int in args and type(None) in args):
        return "int"
    if annotation is bool:
        return "bool"
    if origin is typing.Literal:
        return "choice"
    if annotation is str or _is_object_ref(annotation):
        return "text"
    return ""


class DamageGrid(QTableWidget):
    """Rows: sources; columns: everything that can be dealt damage. Empty or 0 means nothing assigned.

    Keyboard: typing into the current cell replaces it; Tab and the arrows move; Enter (ending an edit or on the
    grid) emits ``submitted``, which the form takes as OK when the grid is complete."""

    changed = Signal()
    submitted = Signal()

    def __init__(self, sources: list[tuple[str, str]], targets: list[tuple[str, str]], value: dict[str, dict[str, int]],
                 parent: QWidget | None = None) -> None:
        super().__init__(len(sources), len(targets), parent)
        self.setObjectName("damageGrid")
        self.sources, self.targets = sources, targets
        self.setVerticalHeaderLabels([label for _, label in sources])
        self.setHorizontalHeaderLabels([label for _, label in targets])
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # Typing a number into the selected cell replaces it: click, digit, Enter.
        self.setEditTriggers(QTableWidget.EditTrigger.AnyKeyPressed | QTableWidget.EditTrigger.DoubleClicked
                             | QTableWidget.EditTrigger.SelectedClicked)
        for r, (src, _) in enumerate(sources):
            for c, (tgt, _) in enumerate(targets):
                n = value.get(src, {}).get(tgt)
                item = QTableWidgetItem("" if not n else str(n))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if src == tgt:
                    item.setFlags(Qt.ItemFlag.NoItemFlags)
                self.setItem(r, c, item)
        self.itemChanged.connect(lambda _i: self.changed.emit())

    def closeEditor(self, editor: QWidget, hint: QAbstractItemDelegate.EndEditHint) -> None:
        super().closeEditor(editor, hint)
        if hint == QAbstractItemDelegate.EndEditHint.SubmitModelCache:  # the edit was ended with Enter
            self.submitted.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.state() != self.State.EditingState:
            self.submitted.emit()
            return
        super().keyPressEvent(event)

    def start_cell(self, actor: str, controllers: dict[str, str],
                   recipients: Callable[[str], list[str]] = lambda _src: []) -> tuple[int, int]:
        """Where the keyboard starts: the acting player's first source, in the column of the first other player
        that may be dealt its damage (a trampler → the defending player: the cell a judge asking about trample
        changes), else of the first card that may (the first blocker in the game's order). ``recipients`` is the
        game's answer (:meth:`GameModule.damage_recipients`); when it says nothing, the first other player."""
        row = next((r for r, (src, _) in enumerate(self.sources) if controllers.get(src) == actor), 0)
        enabled = [c for c in range(self.columnCount())
                   if self.item(row, c) is not None and self.item(row, c).flags() & Qt.ItemFlag.ItemIsEnabled]
        column = {tgt: c for c, (tgt, _) in enumerate(self.targets) if c in enabled}
        players = [c for c, (tgt, _) in enumerate(self.targets) if tgt not in controllers and tgt != actor]
        may = [r for r in recipients(self.sources[row][0]) if r in column] if self.sources else []
        if may:
            return row, column[next((r for r in may if r not in controllers), may[0])]
        col = next((c for c in players if c in enabled), enabled[0] if enabled else 0)
        return row, col

    def complete(self, actor: str, controllers: dict[str, str]) -> bool:
        """Every source of the acting player has an amount (any amount at all when they have none here)."""
        value = self.value()
        own = [src for src, _ in self.sources if controllers.get(src) == actor]
        return all(src in value for src in own) if own else bool(value)

    def set_cell(self, source: str, target: str, amount: int) -> None:
        r = next(i for i, (s, _) in enumerate(self.sources) if s == source)
        c = next(i for i, (t, _) in enumerate(self.targets) if t == target)
        self.item(r, c).setText(str(amount))

    def value(self) -> dict[str, dict[str, int]]:
        out: dict[str, dict[str, int]] = {}
        for r, (src, _) in enumerate(self.sources):
            for c, (tgt, _) in enumerate(self.targets):
                text = self.item(r, c).text().strip()
                if text.lstrip("-").isdigit() and int(text):
                    out.setdefault(src, {})[tgt] = int(text)
        return out


class ChoicesTable(QWidget):
    """The answers to the questions an action raises (an optional trigger used or not, its targets, a mode):
    one row each, + / − to add or remove a row."""

    changed = Signal()
    COLUMNS = ("for", "use", "targets", "cards", "mode")

    def __init__(self, value: list[dict[str, Any]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = QTableWidget(0, len(self.COLUMNS), objectName="choicesTable")
        self.table.setHorizontalHeaderLabels([self.tr("针对(能力或替代)"), self.tr("使用"), self.tr("目标(逗号分隔)"),
                                              self.tr("卡牌(逗号分隔)"), self.tr("模式")])
        # Columns as wide as their headers (stretched columns cut "目标(逗号分隔)" short); the last one takes the rest.
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setMaximumHeight(130)
        add, remove = QPushButton("+", objectName="addChoice"), QPushButton("−", objectName="removeChoice")
        add.clicked.connect(lambda: self.add_row({}))
        remove.clicked.connect(self._remove)
        buttons = QVBoxLayout()
        buttons.addWidget(add)
        buttons.addWidget(remove)
        buttons.addStretch(1)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.table, 1)
        lay.addLayout(buttons)
        for choice in value or []:
            self.add_row(dict(choice))
        self.table.itemChanged.connect(lambda _i: self.changed.emit())

    def add_row(self, choice: dict[str, Any]) -> None:
        r = self.table.rowCount()
        self.table.blockSignals(True)
        self.table.insertRow(r)
        self.table.setItem(r, 0, QTableWidgetItem(str(choice.get("for", choice.get("for_", "")))))
        use = QTableWidgetItem()
        use.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
        use.setCheckState(Qt.CheckState.Checked if choice.get("use", True) else Qt.CheckState.Unchecked)
        self.table.setItem(r, 1, use)
        self.table.setItem(r, 2, QTableWidgetItem(", ".join(choice.get("targets", []))))
        self.table.setItem(r, 3, QTableWidgetItem(", ".join(choice.get("cards", []))))
        mode = choice.get("mode")
        self.table.setItem(r, 4, QTableWidgetItem("" if mode is None else str(mode)))
        self.table.blockSignals(False)
        self.changed.emit()

    def _remove(self) -> None:
        row = self.table.currentRow()
        if row >= 0:
            self.table.removeRow(row)
            self.changed.emit()

    def set_use(self, row: int, use: bool) -> None:
        self.table.item(row, 1).setCheckState(Qt.CheckState.Checked if use else Qt.CheckState.Unchecked)

    def value(self) -> list[dict[str, Any]]:
        out = []
        for r in range(self.table.rowCount()):
            text = lambda c, r=r: (self.table.item(r, c).text() if self.table.item(r, c) else "").strip()  # noqa: E731
            choice: dict[str, Any] = {"for": text(0)}
            if self.table.item(r, 1).checkState() != Qt.CheckState.Checked:
                choice["use"] = False
            for key, col in (("targets", 2), ("cards", 3)):
                ids = [i.strip() for i in text(col).split(",") if i.strip()]
                if ids:
                    choice[key] = ids
            if text(4):
                choice["mode"] = int(text(4)) if text(4).isdigit() else text(4)  # a bad mode is refused with a reason
            out.append(choice)
        return out


class ActionForm(QDialog):
    """One action as a form. ``data`` is the action as the scenario will hold it (None while invalid)."""

    pick_changed = Signal(bool)  # a field waits for a card (or player) clicked on the board

    def __init__(self, game: GameModule, state: GameState[Any], interpretations: dict[str, str], model: type,
                 initial: dict[str, Any], adapter: TypeAdapter[Any], write_yaml: Callable[[dict[str, Any]], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionForm")
        self.game, self.state, self.interpretations = game, state, interpretations
        self.model, self.adapter, self.write_yaml = model, adapter, write_yaml
        self.type = str(model.model_fields["type"].default)
        self.kept = {k: v for k, v in initial.items()}
        self.getters: dict[str, Callable[[], Any]] = {}
        self.widgets: dict[str, QWidget] = {}
        self.data: dict[str, Any] | None = None
        self.picking = ""  # the field a click on the board fills ("" when none)
        self.pick_buttons: dict[str, QToolButton] = {}
        self.to_yaml = False  # closed to go on in the YAML dialog, not cancelled
        self.setWindowTitle(self.tr("动作:{type}").format(type=self.type))
        names = {o.id: f"{o.name or o.id}({o.id})" for o in state.objects}
        players = [(p.id, f"{p.name or p.id}({p.id})") for p in state.players]
        form = QFormLayout()
        for name, info in model.model_fields.items():
            if name in SKIPPED:
                continue
            kind = field_kind(name, info.annotation)
            widget = self._widget(name, kind, initial.get(name, info.get_default(call_default_factory=True)),
                                  names, players, info.annotation)
            if widget is None:
                if name in initial:
                    form.addRow(f"{name}:", QLabel(self.tr("(此项请用 YAML 编辑)")))
                continue
            self.widgets[name] = widget
            # pydantic keeps a top-level ObjectRef's marker in the field's metadata, not its annotation
            pickable = kind in ("cards", "refs") or (kind == "text" and "object-ref" in info.metadata)
            form.addRow(f"{self._label(name)}:", self._with_pick(name, widget) if pickable else widget)
            if kind == "grid":  # the keys are the fast way through a grid; say them where they apply
                form.addRow("", QLabel(self.tr("键入数字替换格中的值;Tab 或方向键换格;"
                                               "Enter:记录此动作(己方每个来源都已填写时)"),
                                       objectName="damageGridHint", wordWrap=True))
        self.verdict = QLabel(objectName="actionFormVerdict", wordWrap=True)
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.yaml_button = QPushButton(self.tr("YAML…"), objectName="actionFormYaml")
        self.buttons.addButton(self.yaml_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.yaml_button.clicked.connect(self._to_yaml)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.verdict)
        lay.addWidget(self.buttons)
        self.resize(620, 420)
        self.check()

    @staticmethod
    def _label(name: str) -> str:
        """A field's label in the UI language (a field the list does not know keeps its key)."""
        labels = {"player": translate("ActionForm", "玩家"), "attackers": translate("ActionForm", "攻击者"),
                  "blocks": translate("ActionForm", "阻挡"), "assignments": translate("ActionForm", "伤害分配"),
                  "phase": translate("ActionForm", "阶段"), "step": translate("ActionForm", "步骤"),
                  "turn": translate("ActionForm", "回合"), "targets": translate("ActionForm", "目标"),
                  "mode": translate("ActionForm", "模式"), "x": "X", "choices": translate("ActionForm", "选择")}
        return labels.get(name, name)

    def _widget(self, name: str, kind: str, value: Any, names: dict[str, str], players: list[tuple[str, str]],
                annotation: Any) -> QWidget | None:
        state = self.state
        if kind == "player":
            box = QComboBox(objectName=f"form:{name}")
            for pid, label in players:
                box.addItem(label, pid)
            box.setCurrentIndex(max(0, box.findData(value)))
            box.currentIndexChanged.connect(self.check)
            self.getters[name] = box.currentData
            return box
        if kind in ("phase", "step"):
            box = QComboBox(objectName=f"form:{name}")
            if kind == "phase":
                for p in self.game.phases:
                    box.addItem(vocab.term(self.game.id, "phases", p.key, p.name), p.key)
            else:
                box.addItem(self.tr("(不限)"), "")
                for p in self.game.phases:
                    for s in p.steps:
                        box.addItem(f"{vocab.term(self.game.id, 'phases', p.key, p.name)} · "
                                    f"{vocab.step_name(self.game.id, s)}", s)
            box.setCurrentIndex(max(0, box.findData(value or "")))
            box.currentIndexChanged.connect(self.check)
            self.getters[name] = box.currentData
            return box
        if kind == "choices":
            table = ChoicesTable(value or [])
            table.changed.connect(self.check)
            self.getters[name] = table.value
            return table
        if kind in ("cards", "refs"):
            lst = QListWidget(objectName=f"form:{name}")
            refs = [(o.id, f"{names[o.id]} · {o.zone}") for o in state.objects]
            if kind == "refs":
                refs += [(pid, self.tr("玩家 {name}").format(name=label)) for pid, label in players]
            for oid, text in refs:
                item = QListWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, oid)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked if oid in (value or []) else Qt.CheckState.Unchecked)
                lst.addItem(item)
            lst.itemChanged.connect(lambda _i: self.check())
            lst.itemClicked.connect(lambda item: item.setCheckState(
                Qt.CheckState.Unchecked if item.checkState() == Qt.CheckState.Checked else Qt.CheckState.Checked))
            lst.setMaximumHeight(150)
            self.getters[name] = lambda lst=lst: [lst.item(i).data(Qt.ItemDataRole.UserRole) for i in range(lst.count())
                                                  if lst.item(i).checkState() == Qt.CheckState.Checked]
            return lst
        if kind == "pairs":
            table = QTableWidget(len(state.objects), 2, objectName=f"form:{name}")
            table.setHorizontalHeaderLabels([self.tr("卡牌"), self.tr("对应")])
            table.verticalHeader().hide()
            table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
            combos: list[tuple[str, QComboBox]] = []
            for r, o in enumerate(state.objects):
                table.setItem(r, 0, QTableWidgetItem(names[o.id]))
                box = QComboBox()
                box.addItem("—", "")
                for other in state.objects:
                    if other.id != o.id:
                        box.addItem(names[other.id], other.id)
                box.setCurrentIndex(max(0, box.findData((value or {}).get(o.id, ""))))
                box.currentIndexChanged.connect(self.check)
                table.setCellWidget(r, 1, box)
                combos.append((o.id, box))
            table.setMaximumHeight(170)
            self.getters[name] = lambda combos=combos: {k: b.currentData() for k, b in combos if b.currentData()}
            return table
        if kind == "grid":
            sources = [(o.id, names[o.id]) for o in state.objects if o.stats]
            targets = [(o.id, names[o.id]) for o in state.objects if o.stats] + players
            grid = DamageGrid(sources, targets, value or {})
            grid.changed.connect(self.check)
            grid.submitted.connect(lambda grid=grid: self._submit(grid))
            grid.setMinimumHeight(120)
            self.getters[name] = grid.value
            return grid
        if kind == "int":
            spin = QSpinBox(objectName=f"form:{name}")
            spin.setRange(-1, 999)
            spin.setSpecialValueText("—")  # -1 shows as "not given" for optional numbers
            spin.setValue(-1 if value is None else int(value))
            spin.valueChanged.connect(self.check)
            self.getters[name] = lambda spin=spin: None if spin.value() < 0 else spin.value()
            return spin
        if kind == "bool":
            check = QCheckBox(objectName=f"form:{name}")
            check.setChecked(bool(value))
            check.toggled.connect(self.check)
            self.getters[name] = check.isChecked
            return check
        if kind == "choice":
            box = QComboBox(objectName=f"form:{name}")
            for option in typing.get_args(annotation):
                box.addItem(str(option), option)
            box.setCurrentIndex(max(0, box.findData(value)))
            box.currentIndexChanged.connect(self.check)
            self.getters[name] = box.currentData
            return box
        if kind == "text":
            edit = QLineEdit("" if value is None else str(value), objectName=f"form:{name}")
            edit.textChanged.connect(self.check)
            self.getters[name] = edit.text
            return edit
        return None

    def _with_pick(self, name: str, widget: QWidget) -> QWidget:
        """The field and its pick button (a crosshair, drawn: no font has ⌖): press it, then click a card (or a
        player's name) on the board."""
        button = QToolButton(objectName=f"pick:{name}", checkable=True)
        button.setIcon(glyph("crosshair"))
        button.setToolTip(self.tr("在牌桌上点击卡牌或玩家来填写(Esc 取消)"))
        button.toggled.connect(lambda on, n=name: self.start_pick(n) if on else self.stop_pick(n))
        self.pick_buttons[name] = button
        box = QWidget()
        lay = QHBoxLayout(box)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(widget, 1)
        lay.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
        return box

    def start_pick(self, name: str) -> None:
        for other, button in self.pick_buttons.items():
            if other != name and button.isChecked():
                button.blockSignals(True)
                button.setChecked(False)
                button.blockSignals(False)
        self.picking = name
        self.pick_buttons[name].setChecked(True)
        text = self.tr("点击牌桌上的卡牌或玩家来填写「{field}」(Esc 取消)")
        self.verdict.setText(text.format(field=self._label(name)))
        self.verdict.setStyleSheet("color:#1565c0;")
        self.pick_changed.emit(True)

    def stop_pick(self, name: str = "") -> None:
        if not self.picking or (name and name != self.picking):
            return
        button = self.pick_buttons.get(self.picking)
        self.picking = ""
        if button is not None and button.isChecked():
            button.blockSignals(True)
            button.setChecked(False)
            button.blockSignals(False)
        self.pick_changed.emit(False)
        self.check()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.picking:  # Esc leaves pick mode, not the form
            self.stop_pick()
            return
        super().keyPressEvent(event)

    def toggle_card(self, oid: str) -> bool:
        """A card (or player) clicked on the board: it fills the field being picked — a single card at once
        (pick mode ends), a list ticks or unticks it — else it is ticked in the form's first list of cards."""
        if self.picking:
            widget = self.widgets[self.picking]
            if isinstance(widget, QLineEdit):
                widget.setText(oid)
                self.stop_pick()
                return True
            if isinstance(widget, QListWidget):
                return self._toggle_in(widget, oid)
        lst = next((w for w in self.widgets.values() if isinstance(w, QListWidget)), None)
        return lst is not None and self._toggle_in(lst, oid)

    @staticmethod
    def _toggle_in(lst: QListWidget, oid: str) -> bool:
        for i in range(lst.count()):
            item = lst.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == oid:
                item.setCheckState(Qt.CheckState.Unchecked if item.checkState() == Qt.CheckState.Checked
                                   else Qt.CheckState.Checked)
                return True
        return False

    def _actor(self) -> str:
        get = self.getters.get("player")
        return str(get() or "") if get else self.state.active_player

    def _controllers(self) -> dict[str, str]:
        return {o.id: o.controller or o.owner for o in self.state.objects}

    def focus_choice(self) -> None:
        """Keyboard focus on the cell a judge changes first (see :meth:`DamageGrid.start_cell`), ready to type."""
        grid = next((w for w in self.widgets.values() if isinstance(w, DamageGrid)), None)
        if grid is None:
            return
        row, col = grid.start_cell(self._actor(), self._controllers(), self._recipients)
        self.activateWindow()
        grid.setFocus(Qt.FocusReason.OtherFocusReason)
        grid.setCurrentCell(row, col)

    def _recipients(self, source: str) -> list[str]:
        try:
            return list(self.game.damage_recipients(self.state, source))
        except Exception:  # a game module's bug only loses the better start cell, never the form
            return []

    def _submit(self, grid: DamageGrid) -> None:
        """Enter in the grid records the action once it is complete; the verdict line has already said whether it
        is legal here (an illegal assignment is often the question, and the trace refuses it with its rule)."""
        if self.isVisible() and self.data is not None and grid.complete(self._actor(), self._controllers()):
            self.accept()

    def current(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.type}
        data.update({k: v for k, v in self.kept.items() if k not in self.getters and k != "type"})
        for name, get in self.getters.items():
            value = get()
            default = self.model.model_fields[name].get_default(call_default_factory=True)
            if (value not in (None, "") and value != default) or name == "player":
                data[name] = value
        return data

    def check(self) -> bool:
        """Validate the form as it stands and ask the game whether the action is legal here."""
        data = self.current()
        try:
            action = self.adapter.validate_python(data)
        except ValidationError as e:
            self.data = None
            problems = from_validation_error(e, (), vocab.language())
            self.verdict.setText("\n".join(f"{p.dotted}: {p.message}" for p in problems))
            self.verdict.setStyleSheet("color:#c62828;")
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
            return False
        self.data = data
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)
        try:
            passed = self.game.check_action(self.state, action, self.interpretations)
        except IllegalAction as e:
            lines = [f"✗ {in_lang(r.text, vocab.language())}({', '.join(r.cites)})" for r in e.reasons]
            self.verdict.setText(self.tr("此处不合法(仍可加入,追溯会在此拒绝并引用规则):") + "\n" + "\n".join(lines))
            self.verdict.setStyleSheet("color:#c62828;")
            return True
        except Exception as e:  # a game module's bug is a message, not a crash
            self.verdict.setText(self.tr("无法检查:{error}").format(error=f"{type(e).__name__}: {e}"))
            self.verdict.setStyleSheet("color:#c62828;")
            return True
        cites = sorted({c for r in passed for c in r.cites})
        self.verdict.setText("✓ " + self.tr("此处合法") + (f"({', '.join(cites)})" if cites else ""))
        self.verdict.setStyleSheet("color:#2e7d32;")
        return True

    def _to_yaml(self) -> None:
        self.to_yaml = True
        self.reject()
        self.write_yaml(self.current())
