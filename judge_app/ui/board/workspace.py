"""The board workspace: the table, the inspector, the actions timeline, the problems and the trace, around
one :class:`ScenarioDocument`. Edits go through :meth:`BoardWorkspace.apply`, which asks the document to
make them (or refuse them, with the reason shown) and records them on a QUndoStack."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from judge_app.engine.arrows import End
from judge_app.engine.problems import Problem, ScenarioError
from judge_app.engine.replay import Replay
from judge_app.engine.runner import Loaded, check_expectations
from judge_app.games import get_game, registered_games
from judge_app.report.verdict import build_verdict
from judge_app.ui import causes, citation
from judge_app.ui import settings as app_settings
from judge_app.ui import vocab as names
from judge_app.ui.board import edits as E
from judge_app.ui.board.actions_panel import ActionsPanel
from judge_app.ui.board.arrow_model import shown_arrows
from judge_app.ui.board.autosave import Autosaver, Recoverable, discard, recoverable
from judge_app.ui.board.board_view import BoardView
from judge_app.ui.board.card_library import CardLibrary, LibraryPopup
from judge_app.ui.board.document import Edit, EditRejected, ScenarioDocument
from judge_app.ui.board.inspector import Inspector
from judge_app.ui.board.new_scenario_dialog import NewScenarioDialog
from judge_app.ui.report.title_dialog import TitleDialog, proposal, still_template
from judge_app.ui.trace.analysis import Analysis, passes_until_moment, touched
from judge_app.ui.trace.trace_view import TraceView
from judge_app.ui.trace.verdict_banner import VerdictBanner
from judge_app.ui.trace.worker import TraceRunner
from rulesdb.models import Manifest, Rule
from rulesdb.paths import data_dir

AUTOSAVE_MS = 5000
ANALYSE_DELAY_MS = 150  # typing in the inspector settles before the engine runs again
RECENT_LIMIT = 10

RuleFor = Callable[[str], "tuple[Manifest, Rule] | None"]


class EditCommand(QUndoCommand):
    """An :class:`Edit` on the undo stack. It is already applied when pushed, so the first redo is skipped."""

    def __init__(self, workspace: BoardWorkspace, edit: Edit) -> None:
        super().__init__(edit.label)
        self.workspace, self.edit, self._applied = workspace, edit, True

    def redo(self) -> None:
        if self._applied:
            self._applied = False
            return
        assert self.workspace.doc is not None
        self.workspace.doc.execute(self.edit, check=False)
        self.workspace.changed(self.edit.select)

    def undo(self) -> None:
        assert self.workspace.doc is not None
        self.workspace.doc.revert(self.edit)
        self.workspace.changed(self.edit.select)


class BoardWorkspace(QWidget):
    status = Signal(str)
    title_changed = Signal(str)
    raise_requested = Signal()

    def __init__(self, rule_for: RuleFor, open_rule: Callable[[str], Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("boardWorkspace")
        self.rule_for, self.open_rule = rule_for, open_rule
        # The game of the rulebook open in the rules tab, if any (the main window sets this): the chooser's first
        # choice when no game was used yet in this profile.
        self.browsed_game: Callable[[], str | None] = lambda: None
        self.doc: ScenarioDocument | None = None
        self.analysis: Analysis | None = None
        self.replay: Replay | None = None
        self.last_message = ""  # the last error or refusal shown to the judge (read by tests)
        self.ask_unsaved: Callable[[], QMessageBox.StandardButton] = self._ask_unsaved
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)
        self.runner = TraceRunner(self)
        self.runner.finished.connect(self._on_analysis)
        self.autosaver = Autosaver()
        self.autosave_timer = QTimer(self, interval=AUTOSAVE_MS)
        self.autosave_timer.timeout.connect(self.autosave_now)
        self.analyse_timer = QTimer(self, singleShot=True, interval=ANALYSE_DELAY_MS)
        self.analyse_timer.timeout.connect(self.analyse)
        self._build()
        self._build_actions()
        self._update_title()

    # --- construction -------------------------------------------------------------------------------------
    def _build(self) -> None:
        self.recovery_bar = QFrame(objectName="recoveryBar")
        self.recovery_bar.setStyleSheet("#recoveryBar{background:#fff8e1;border:1px solid #ffcc80;}")
        self.recovery_label = QLabel(wordWrap=True)
        self.recover_button = QPushButton(self.tr("恢复"), objectName="recoverButton")
        self.discard_button = QPushButton(self.tr("丢弃"), objectName="discardRecoveryButton")
        bar = QHBoxLayout(self.recovery_bar)
        bar.addWidget(self.recovery_label, 1)
        bar.addWidget(self.recover_button)
        bar.addWidget(self.discard_button)
        self.recovery_bar.hide()
        self._recoverable: list[Recoverable] = []
        self.recover_button.clicked.connect(lambda: self._recoverable and self.recover(self._recoverable[0]))
        self.discard_button.clicked.connect(self._discard_recovery)

        # The board's own line, always the same height: its two modes, what typing into the focused zone does (or,
        # on a step's board, which step it is, with 返回编辑). Nothing here is inside a zone or moves one.
        self.readonly_bar = QFrame(objectName="readonlyBar")
        self.readonly_bar.setStyleSheet("#readonlyBar{background:#e3f2fd;}")
        self.readonly_label = QLabel()
        self.readonly_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        back = QPushButton(self.tr("返回编辑"), objectName="backToEdit")
        back.clicked.connect(lambda: self.trace_view.select_step(-1))
        ro = QHBoxLayout(self.readonly_bar)
        ro.setContentsMargins(4, 0, 4, 0)
        ro.addWidget(self.readonly_label, 1)
        ro.addWidget(back)
        self.readonly_bar.hide()
        self.hint_label = QLabel(objectName="boardHint")
        self.hint_label.setStyleSheet("color:#1565c0;")
        self.hint_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

        self.board = BoardView()
        self.board.selection_changed.connect(self._on_board_selection)
        self.board.player_clicked.connect(self._on_player_clicked)
        self.board.move_requested.connect(self.move_cards)
        self.board.add_requested.connect(self.add_card)
        self.board.library_requested.connect(self.open_library)
        self.board.turn_requested.connect(self.turn_card)
        self.board.menu_requested.connect(lambda oid, at: self.card_menu(oid).popup(at))
        self.library_popup = LibraryPopup(self)
        self.library_popup.chosen.connect(self.add_from_library)
        self._libraries: dict[str, CardLibrary] = {}
        self._last_selection: list[str] = []
        self.board.delete_requested.connect(self.delete_selected)
        self.board.pointer_dragged.connect(self.point)
        self.board.pick_cancelled.connect(self._cancel_pick)
        self.board.card_picked.connect(self._on_card_picked)
        self.inspector = Inspector(self.apply)
        self.actions_panel = ActionsPanel(self.apply)
        self.actions_panel.list.currentRowChanged.connect(lambda _row: self.update_arrows())
        self.actions_panel.form_opened.connect(self._on_form_opened)
        self._marks: list[Any] = []  # the verdict's ✗/⚠ actions, for the arrows' colours
        self.problems = QListWidget(objectName="problemsList")
        self.problems.setWordWrap(True)
        self.problems.itemActivated.connect(self._on_problem)
        self.problems.itemClicked.connect(self._on_problem)
        self.trace_view = TraceView(self._rule_text)
        self.trace_view.step_selected.connect(self.show_step)
        self.trace_view.cite_clicked.connect(self.open_rule)
        self.side = QTabWidget(objectName="boardSide")
        self.side.addTab(self.inspector, self.tr("检查器"))
        self.side.addTab(self.actions_panel, self.tr("动作"))
        self.side.addTab(self.trace_view, self.tr("追溯"))
        self.side.addTab(self.problems, self.tr("问题"))
        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        self.verdict_banner = VerdictBanner(self._rule_text, "boardVerdict", compact=True)
        self.verdict_banner.cite_clicked.connect(self.open_rule)
        ll.addWidget(self.verdict_banner)
        self.board_bar = QToolBar(objectName="boardToolBar")
        self.board_bar.setIconSize(self.board_bar.iconSize() * 0.75)
        self.board_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        line = QWidget(objectName="boardLine")
        line_lay = QHBoxLayout(line)
        line_lay.setContentsMargins(0, 0, 0, 0)
        line_lay.setSpacing(6)
        line_lay.addWidget(self.board_bar)
        line_lay.addWidget(self.hint_label, 1)
        line_lay.addWidget(self.readonly_bar, 1)
        line.setFixedHeight(max(self.board_bar.sizeHint().height(), 26))
        ll.addWidget(line)
        ll.addWidget(self.board, 1)
        self.board.hint_changed.connect(self.hint_label.setText)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, objectName="boardSplitter")
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.side)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setSizes([620, 380])  # the table gets most of the width, the side panel the rest
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.recovery_bar)
        lay.addWidget(self.splitter, 1)

    def _action(self, name: str, text: str, keys: list[Any], slot: Callable[[], Any]) -> QAction:
        act = QAction(text, self, objectName=name)
        act.setShortcuts([QKeySequence(k) for k in keys])
        act.triggered.connect(lambda _checked=False: slot())
        return act

    def _build_actions(self) -> None:
        std = QKeySequence.StandardKey
        self.act_new = self._action("actNewScenario", self.tr("新建场景…"), [std.New], self.new_scenario)
        self.act_open = self._action("actOpenScenario", self.tr("打开场景…"), [std.Open], self.open_file)
        self.act_save = self._action("actSaveScenario", self.tr("保存场景"), [std.Save], self.save)
        self.act_save_as = self._action("actSaveScenarioAs", self.tr("场景另存为…"), ["Ctrl+Shift+S"], self.save_as)
        self.act_resolve = self._action("actResolve", self.tr("追溯"), ["F5"], self.resolve)
        self.act_export = self._action("actExportReport", self.tr("导出报告…"), ["Ctrl+E"], self.export_report)
        self.act_pass_on = self._action("actPassToNextDecision", self.tr("双方让过,直到下一个决定"), ["Ctrl+Shift+P"],
                                        self.pass_to_next_decision)
        self.act_save_card = self._action("actSaveCardToLibrary", self.tr("选中的卡牌存入卡牌库"), ["Ctrl+Shift+L"],
                                          self.save_card_to_library)
        self.act_undo = self.undo_stack.createUndoAction(self, self.tr("撤销"))
        self.act_undo.setObjectName("actUndo")
        self.act_undo.setShortcuts([QKeySequence(std.Undo)])
        self.act_redo = self.undo_stack.createRedoAction(self, self.tr("重做"))
        self.act_redo.setObjectName("actRedo")
        self.act_redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.act_fit = self._action("actFitBoard", self.tr("适应窗口"), ["Ctrl+Shift+F"],
                                    lambda: self.board.set_fit(self.act_fit.isChecked()))
        self.act_fit.setCheckable(True)
        self.act_fit.setChecked(True)  # on by default: both sides of the table and every zone on one screen
        self.board.fit = True
        self.act_fit.setToolTip(self.tr("缩小卡牌,使双方的区域同时显示在窗口中(Ctrl+Shift+F)"))
        self.act_point = self._action("actPointMode", self.tr("拖动连线"), ["Ctrl+Shift+D"],
                                      lambda: self.board.set_pointing(self.act_point.isChecked()))
        self.act_point.setCheckable(True)
        self.act_point.setToolTip(self.tr("开启后从一张卡牌拖到另一张卡牌或玩家名上即加入对应的动作(攻击、阻挡、目标);"
                                          "不开启时按住 Alt 拖动亦可"))
        self.board_bar.addActions([self.act_fit, self.act_point])
        self.recent_menu = QMenu(self.tr("最近的场景"), self, objectName="recentMenu")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        for act in (self.act_new, self.act_open, self.act_save, self.act_save_as, self.act_resolve, self.act_export,
                    self.act_undo, self.act_redo, self.act_save_card, self.act_fit, self.act_point, self.act_pass_on):
            self.addAction(act)

    def file_actions(self) -> list[QAction | QMenu]:
        return [self.act_new, self.act_open, self.recent_menu, self.act_save, self.act_save_as]

    # --- messages -------------------------------------------------------------------------------------------
    def show_error(self, title: str, text: str) -> None:
        """A window-modal message that does not block the event loop (tests and autosave keep running)."""
        self.last_message = text
        self.status.emit(text.splitlines()[0] if text else title)
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self,
                          objectName="boardError")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def _ask_unsaved(self) -> QMessageBox.StandardButton:
        assert self.doc is not None
        buttons = (QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                   | QMessageBox.StandardButton.Cancel)
        return QMessageBox.question(self, self.tr("未保存的修改"),
                                    self.tr("场景「{name}」有未保存的修改,是否保存?").format(
                                        name=self.doc.display_name()), buttons, QMessageBox.StandardButton.Save)

    def _filter(self) -> str:
        return self.tr("场景 (*.yaml *.yml);;所有文件 (*)")

    def _rule_text(self, cite: str) -> str | None:
        found = self.rule_for(cite)
        return citation.plain(*found) if found else None

    # --- documents ------------------------------------------------------------------------------------------
    def maybe_save(self) -> bool:
        """True when it is fine to drop the current document (saved, discarded, or nothing to lose)."""
        if self.doc is None or not self.doc.dirty:
            return True
        answer = self.ask_unsaved()
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def set_document(self, doc: ScenarioDocument | None) -> None:
        self.runner.cancel()
        self.undo_stack.clear()
        self.autosaver.discard()
        self.doc, self.analysis, self.replay = doc, None, None
        self.inspector.set_document(doc)
        self.actions_panel.set_document(doc)
        self.verdict_banner.set_verdict(None)
        self.trace_view.show_message(self.tr("按 F5 追溯当前场景。"))
        self.changed([])
        self.undo_stack.setClean()
        self._update_title()
        self.raise_requested.emit()

    def new_scenario(self, game_id: str | None = None) -> bool:
        """A new scenario of ``game_id``; without one, the game chooser opens (non-blocking: one key picks a
        game) and the scenario is made when the judge chooses. False when the judge kept the unsaved scenario or
        the game cannot make one; True when it was made or the chooser is open."""
        if not self.maybe_save():
            return False
        if game_id is None:
            last = str(app_settings.settings().value("board/last_game", "")) or (self.browsed_game() or "")
            chooser = NewScenarioDialog(registered_games(), last, self)
            chooser.chosen.connect(self._create)
            chooser.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            chooser.open()
            chooser.activateWindow()  # the one key that picks a game must reach it
            chooser.list.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
            return True
        return self._create(game_id)

    def _create(self, game_id: str) -> bool:
        try:
            game = get_game(game_id)
        except Exception as e:  # an unknown id, or a game package that fails to import
            self.show_error(self.tr("新建场景"), f"{type(e).__name__}: {e}")
            return False
        try:
            doc = ScenarioDocument.new(game)
        except Exception as e:  # a game's template that does not even parse is a bug in that module
            self.show_error(self.tr("新建场景"), self.tr("{game} 的场景模板无法使用:{error}").format(
                game=game.id, error=e))
            return False
        self.set_document(doc)
        remembered = app_settings.settings()
        remembered.setValue("board/last_game", game.id)
        remembered.sync()
        self.focus_main_zone()
        return True

    def focus_main_zone(self) -> None:
        """Keyboard focus on the active player's main zone (the layout's ``main_zone``), ready for a card name."""
        doc = self.doc
        if doc is None or doc.game is None or doc.view.state is None or not self.board.boxes:
            return
        key = doc.game.layout.main_zone or next(iter(self.board.boxes)).split(".")[-1]
        box = self.board.boxes.get(f"{doc.view.state.active_player}.{key}") or self.board.boxes.get(key)
        if box is not None:
            self.board.ensureWidgetVisible(box)
            self.window().activateWindow()  # back from the chooser: the window takes the keyboard again
            box.list.setFocus(Qt.FocusReason.OtherFocusReason)

    def open_file(self, path: str | Path | None = None) -> bool:
        if not self.maybe_save():
            return False
        if path is None:
            start = str(self.doc.path.parent) if self.doc and self.doc.path else ""
            chosen, _ = QFileDialog.getOpenFileName(self, self.tr("打开场景"), start, self._filter())
            if not chosen:
                return False
            path = chosen
        try:
            doc = ScenarioDocument.open(path)
        except ScenarioError as e:
            self.show_error(self.tr("无法打开场景"), str(e))
            return False
        self.set_document(doc)
        self._remember(Path(path))
        if doc.view.errors:
            self.show_error(self.tr("场景有错误"), "\n".join(map(str, doc.view.errors)))
        return True

    def save(self) -> bool:
        if self.doc is None:
            return False
        if self.doc.path is None:
            return self.save_as()
        return self._write(self.doc.path)

    def save_as(self, path: str | Path | None = None) -> bool:
        if self.doc is None:
            return False
        if path is None:
            start = str(self.doc.path) if self.doc.path else self.doc.display_name()
            chosen, _ = QFileDialog.getSaveFileName(self, self.tr("场景另存为"), start, self._filter())
            if not chosen:
                return False
            path = chosen
        return self._write(Path(path))

    def _write(self, path: Path) -> bool:
        assert self.doc is not None
        try:
            self.doc.save(path)
        except OSError as e:
            self.show_error(self.tr("保存失败"), f"{path}: {e.strerror or e}")
            return False
        self.undo_stack.setClean()
        self.autosaver.discard()
        self._remember(path)
        self._update_title()
        self.status.emit(self.tr("已保存 {path}").format(path=path))
        return True

    def confirm_close(self) -> bool:
        """Called by the main window before it closes; False keeps it open."""
        if not self.maybe_save():
            return False
        self.autosaver.discard()
        self.runner.cancel()
        self.runner.wait()
        return True

    # --- recent files ---------------------------------------------------------------------------------------
    def recent_files(self) -> list[str]:
        value = app_settings.settings().value("board/recent", [])
        items = [value] if isinstance(value, str) else list(value or [])
        return [str(v) for v in items if v]

    def _remember(self, path: Path) -> None:
        items = [str(path.resolve())] + [p for p in self.recent_files() if p != str(path.resolve())]
        s: QSettings = app_settings.settings()
        s.setValue("board/recent", items[:RECENT_LIMIT])
        s.sync()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        items = self.recent_files()
        if not items:
            self.recent_menu.addAction(self.tr("(无)")).setEnabled(False)
        for p in items:
            act = self.recent_menu.addAction(p)
            act.triggered.connect(lambda _=False, path=p: self.open_file(path))

    # --- autosave and recovery ----------------------------------------------------------------------------
    def autosave_now(self) -> None:
        if self.doc is not None and self.doc.dirty:
            try:
                self.autosaver.write(self.doc.text(), self.doc.path, self.doc.display_name())
            except OSError as e:
                why = causes.describe(e, self.autosaver.directory)
                self.status.emit(self.tr("自动保存失败:{error}").format(error=why))
        else:
            self.autosaver.discard()

    def check_recovery(self) -> list[Recoverable]:
        """Offer what a crashed session left behind (a bar above the board, never a blocking dialog)."""
        self._recoverable = recoverable()
        if self._recoverable:
            names = "、".join(r.title or (r.original.name if r.original else "?") for r in self._recoverable)
            self.recovery_label.setText(self.tr("上次异常退出时有未保存的场景:{names}。要恢复最近的一个吗?").format(
                names=names))
        self.recovery_bar.setVisible(bool(self._recoverable))
        if self._recoverable:
            self.raise_requested.emit()  # the judge must see the offer, not find it later behind the rules tab
        return self._recoverable

    def recover(self, entry: Recoverable) -> bool:
        if not self.maybe_save():
            return False
        try:
            doc = ScenarioDocument(entry.text(), entry.original, title=entry.title, dirty=True)
        except (ScenarioError, OSError) as e:
            self.show_error(self.tr("无法恢复"), str(e))
            return False
        discard(entry)
        self.set_document(doc)
        self.autosave_now()
        self.check_recovery()
        self.status.emit(self.tr("已恢复 {name},请保存。").format(name=doc.display_name()))
        return True

    def _discard_recovery(self) -> None:
        for entry in self._recoverable:
            discard(entry)
        self.check_recovery()

    # --- editing --------------------------------------------------------------------------------------------
    def apply(self, edit: Edit) -> bool:
        """Make ``edit`` and put it on the undo stack, or show why it is refused. True if it was made."""
        if self.doc is None or not edit.ops:
            return False
        if self.trace_view.steps.selectionModel().hasSelection():
            self.trace_view.select_step(-1)  # edits apply to the scenario, not to a past step
        try:
            self.doc.execute(edit)
        except EditRejected as e:
            text = "\n".join(f"{p.dotted}: {p.message}" for p in e.problems)
            self.last_message = text
            self.inspector.message.setText(self.tr("修改被拒绝:") + text)
            self.status.emit(self.tr("修改被拒绝:") + (text.splitlines()[0] if text else ""))
            return False
        self.undo_stack.push(EditCommand(self, edit))
        self.changed(edit.select)
        return True

    def changed(self, select: list[str]) -> None:
        """Redraw after the document changed (an edit, undo, redo, or a new document)."""
        self._show_document(select)
        self._update_title()
        if self.doc is not None and self.doc.dirty and not self.autosave_timer.isActive():
            self.autosave_timer.start()
        self.analyse_timer.start()

    def _show_document(self, select: list[str]) -> None:
        doc = self.doc
        self.readonly_bar.hide()
        self.hint_label.show()
        view = doc.view if doc else None
        if doc is None or view is None:
            self.board.clear(self.tr("新建或打开一个场景(Ctrl+N / Ctrl+O)"))
        elif view.state is None or view.game is None:
            self.board.clear(self.tr("场景无法显示:") + "\n" + "\n".join(map(str, view.errors)))
        else:
            self.board.show_state(view.game, view.state, problems=self._object_problems())
            if select:
                self.board.select(select)
        self.inspector.readonly = False
        self.inspector.refresh_later()
        self.actions_panel.refresh()
        self._show_problems()
        self.update_arrows()

    def _object_problems(self) -> dict[str, str]:
        assert self.doc is not None and self.doc.view.state is not None
        objects = self.doc.view.state.objects
        out: dict[str, str] = {}
        for p in self.doc.view.errors + self.doc.view.warnings:
            if p.path[:2] == ("state", "objects") and len(p.path) > 2 and isinstance(p.path[2], int) \
                    and p.path[2] < len(objects):
                out.setdefault(objects[p.path[2]].id, p.message)
        return out

    def _show_problems(self) -> None:
        self.problems.clear()
        view = self.doc.view if self.doc else None
        items: list[tuple[Problem, str]] = []
        if view is not None:
            items = [(p, "#c62828") for p in view.errors] + [(p, "#ef6c00") for p in view.warnings] \
                + [(p, "#1565c0") for p in view.notes]
        colors = {"#c62828": Qt.GlobalColor.red, "#ef6c00": Qt.GlobalColor.darkYellow,
                  "#1565c0": Qt.GlobalColor.darkBlue}
        for p, color in items:
            item = QListWidgetItem(str(p))
            item.setForeground(colors[color])
            item.setData(Qt.ItemDataRole.UserRole, p.path)
            self.problems.addItem(item)
        self.side.setTabText(3, self.tr("问题 ({n})").format(n=len(items)) if items else self.tr("问题"))

    def _on_problem(self, item: QListWidgetItem) -> None:
        path = item.data(Qt.ItemDataRole.UserRole)
        state = self.doc.view.state if self.doc else None
        if state is not None and len(path) > 2 and path[:2] == ("state", "objects") and isinstance(path[2], int) \
                and path[2] < len(state.objects):
            self.board.select([state.objects[path[2]].id])

    def _on_board_selection(self, ids: list[str]) -> None:
        form = self.actions_panel.form
        added = [i for i in ids if i not in self._last_selection]
        self._last_selection = list(ids)
        if form is not None and form.isVisible() and added:
            for oid in added:
                form.toggle_card(oid)
            return
        if ids and self.inspector.target != ("object", ids[-1]):
            self.inspector.show_object(ids[-1])

    def _on_player_clicked(self, pid: str) -> None:
        form = self.actions_panel.form
        if form is not None and form.isVisible() and form.picking:
            form.toggle_card(pid)  # a player is a target too (mtg: a spell at a player)
            return
        self.inspector.show_player(pid)
        self._show_tab(0)

    # --- arrows, dragging a card onto a card or a player, picking for a form ------------------------------------
    def update_arrows(self, selected: int | None = None) -> None:
        """The selected action's arrows (and lightly the rest of its turn and phase) over the board."""
        doc = self.doc
        scenario = doc.view.scenario if doc else None
        if doc is None or scenario is None or doc.game is None:
            self.board.overlay.set_arrows([])
            return
        row = self.actions_panel.list.currentRow() if selected is None else selected
        self.board.overlay.set_arrows(shown_arrows(doc.game, list(scenario.actions), row, self.analysis,
                                                   doc.view.state, self._marks, shown=self.board.state))

    def point(self, source: str, target: End) -> bool:
        """A card dragged onto a card, a player or a zone: the game's most natural action for it, added at the
        actions list's insertion point — at once when nothing is left to decide, else in its form, pre-filled.
        An action the rules forbid is still added; the trace refuses it with its rule. A second attacker
        (blocker…) dragged right after the first joins the same declaration."""
        doc = self.doc
        if doc is None or doc.game is None or doc.view.scenario is None or not self.board.editable:
            return False
        panel = self.actions_panel
        index = panel.insertion_index()
        state = panel._state_at(index)
        try:
            proposals = doc.game.pointer_proposals(state, source, target)
        except Exception as e:  # a game module's bug is a message, not a crash
            self.last_message = f"{type(e).__name__}: {e}"
            self.status.emit(self.last_message)
            return False
        if not proposals:
            self.last_message = self.tr("把 {source} 拖到 {target} 没有对应的动作;请用「添加动作」").format(
                source=source, target=target.id)
            self.status.emit(self.last_message)
            return False
        first = proposals[0]
        actions = doc.view.scenario.actions
        previous = E.action_data(actions[index - 1]) if 0 < index <= len(actions) else None
        if first.merge and previous is not None and previous.get("type") == first.data["type"] \
                and previous.get("player") == first.data.get("player"):
            merged = dict(previous)
            old, new = merged.get(first.merge), first.data[first.merge]
            if isinstance(new, list):
                merged[first.merge] = list(old or []) + [x for x in new if x not in (old or [])]
            else:
                merged[first.merge] = {**(old or {}), **new}
            if self.apply(E.replace_action(doc, index - 1, merged)):
                panel.refresh()
                panel.list.setCurrentRow(index - 1)
                return True
            return False
        data, passes, there = first.data, [], state
        if not self._legal(state, data):
            # Not yet its moment (a blocker right after the attack): the passes that lead to where it is legal,
            # or where the game asks for an action of its type, go in first, as the ⏩ entries of 添加动作 do, and
            # the status bar says so. No such moment: added as it is, and the trace refuses it with its rule.
            def again(st: Any) -> dict[str, Any] | None:
                found = doc.game.pointer_proposals(st, source, target) if doc.game else []
                return next((p.data for p in found if p.data["type"] == data["type"]), None)

            found, later, reached = passes_until_moment(doc.view.scenario, doc.game, index, again)
            if found and later is not None and reached is not None:
                data, passes, there = later, [E.action_data(a) for a in found], reached
                self.status.emit(self.tr("在双方让过 {n} 次后加入").format(n=len(passes)))
        self._show_tab(1)
        if first.complete:
            return panel.add_many([*passes, data], index)
        model = next((t for t in doc.game.action_types if t.model_fields["type"].default == data["type"]), None)
        if model is None or (passes and not panel.add_many(passes, index)):
            return False
        return panel.open_form(index + len(passes), model, data, state=there) is not None

    def pass_to_next_decision(self) -> None:
        """Ctrl+Shift+P: every player passes until the next real decision (the chain resolves, the showdown and
        its combat end), added at the actions list's insertion point; the status bar says how many."""
        if self.doc is None or not self.board.editable:
            return
        self._show_tab(1)
        n = self.actions_panel.pass_to_next_decision()
        self.status.emit(self.tr("加入了 {n} 次让过").format(n=n) if n else self.tr("此处没有可加入的让过"))

    def _legal(self, state: Any, data: dict[str, Any]) -> bool:
        assert self.doc is not None and self.doc.game is not None and self.doc.view.scenario is not None
        try:
            action = self.actions_panel._adapter().validate_python(data)
            self.doc.game.check_action(state, action, self.doc.view.scenario.interpretations)
        except Exception:  # refused (IllegalAction) or not even an action: not legal here
            return False
        return True

    def _on_form_opened(self, form: Any) -> None:
        form.pick_changed.connect(self.board.set_picking)
        form.finished.connect(lambda _r: self._form_closed())

    def _form_closed(self) -> None:
        """Back from a form: the window takes the keyboard again (not every platform hands it back), on the actions
        list, so the board's shortcuts (Ctrl+E, Ctrl+Shift+P, F5) work at once — unless the answer opened the
        next form (a block's damage division), which keeps it."""
        self.board.set_picking(False)

        def take_keyboard() -> None:
            form = self.actions_panel.form
            if form is None or not form.isVisible():
                self.window().activateWindow()
                self.actions_panel.list.setFocus(Qt.FocusReason.OtherFocusReason)

        QTimer.singleShot(0, take_keyboard)

    def _on_card_picked(self, oid: str) -> None:
        form = self.actions_panel.form
        if form is not None and form.isVisible():
            form.toggle_card(oid)

    def _cancel_pick(self) -> None:
        form = self.actions_panel.form
        if form is not None:
            form.stop_pick()
        self.board.set_picking(False)

    def _show_tab(self, index: int) -> None:
        self.side.setCurrentIndex(index)

    def move_cards(self, ids: list[str], zone: str, position: int, slot: int | None) -> None:
        if self.doc is None or not self.board.editable:
            return
        try:
            edit = E.move_objects(self.doc, ids, zone, position, slot)
        except EditRejected as e:
            self.last_message = "\n".join(p.message for p in e.problems)
            self.status.emit(self.tr("不能移动:") + self.last_message)
            return
        self.apply(edit)

    def library(self) -> CardLibrary | None:
        """The current game's card library (templates and the judge's saved cards)."""
        if self.doc is None or self.doc.game is None:
            return None
        game = self.doc.game
        if game.id not in self._libraries:
            self._libraries[game.id] = CardLibrary(game)
        return self._libraries[game.id]

    def open_library(self, zone: str, text: str = "") -> None:
        library = self.library()
        box = self.board.boxes.get(zone)
        if library is None or box is None:
            return
        at = box.mapToGlobal(box.list.geometry().topLeft())
        screen = (self.screen() or QApplication.primaryScreen()).availableGeometry()
        # A zone near the bottom of the window opens the popup above it, never off the screen.
        at.setX(max(screen.left(), min(at.x(), screen.right() - self.library_popup.width())))
        at.setY(max(screen.top(), min(at.y(), screen.bottom() - self.library_popup.height())))
        self.library_popup.open_for(library, zone, box.title, text, at, self.board.hints.get(zone, ""))

    def card_menu(self, oid: str) -> QMenu:
        """The card's own menu: every stat of the game and the damage one up or down, turn it, save it to the
        card library — the common edits without the inspector."""
        menu = QMenu(self)
        doc = self.doc
        if doc is None or doc.game is None or doc.view.state is None:
            return menu
        game, obj = doc.game, doc.view.state.obj(oid)
        for term in game.vocabulary.stats:
            name = names.term(game.id, "stats", term.key, term.name)
            for delta, sign in ((1, "+1"), (-1, "−1")):
                act = menu.addAction(f"{name} {sign}")
                stats = {**obj.stats, term.key: obj.stats.get(term.key, 0) + delta}
                act.triggered.connect(lambda _=False, s=stats: self.apply(E.set_object_field(doc, oid, "stats", s)))
        menu.addSeparator()
        for delta, sign in ((1, "+1"), (-1, "−1")):
            act = menu.addAction(self.tr("伤害") + f" {sign}")
            act.setEnabled(obj.damage + delta >= 0)
            act.triggered.connect(lambda _=False, d=obj.damage + delta:
                                  self.apply(E.set_object_field(doc, oid, "damage", d)))
        menu.addSeparator()
        self._move_menu(menu, oid)
        library = self.library()
        if library is not None and library.turn_status:
            status = library.turn_status
            turn = menu.addAction(names.term(game.id, "statuses", status, next(
                (t.name for t in game.vocabulary.statuses if t.key == status), status)) + self.tr(" ⇄(双击)"))
            turn.triggered.connect(lambda: self.turn_card(oid))
        save = menu.addAction(self.tr("存入卡牌库"))
        save.triggered.connect(lambda: (self.board.select([oid]), self.save_card_to_library()))
        return menu

    def _move_menu(self, menu: QMenu, oid: str) -> None:
        """移到 ▸ every other zone of the board, by name: the way to a zone fit board has folded or hidden (an empty
        graveyard is not there to drop on) and a keyboard path for what dragging does. Moves the selection when
        the card is part of it."""
        doc = self.doc
        assert doc is not None and doc.game is not None and doc.view.state is not None
        state = doc.view.state
        selected = self.board.selected_ids()
        ids = selected if oid in selected else [oid]
        here = state.obj(oid).zone
        sub = menu.addMenu(self.tr("移到"))
        for zone in doc.game.zone_ids(state):
            box = self.board.boxes.get(zone)
            if zone == here or box is None:
                continue
            owner, _, _key = zone.rpartition(".")
            who = state.player(owner) if owner else None
            text = self.tr("{who} 的{zone}").format(who=who.name or who.id, zone=box.title) if who else box.title
            act = sub.addAction(text)
            act.triggered.connect(lambda _=False, z=zone: self.move_cards(ids, z, len(state.in_zone(z)), None))

    def turn_card(self, oid: str) -> None:
        """Toggle the game's turned status (tapped, dull, rested, exhausted; eol: awake) on a card."""
        library = self.library()
        status = library.turn_status if library is not None else None
        if status is None or self.doc is None or self.doc.view.state is None:
            return
        current = list(self.doc.view.state.obj(oid).status)
        turned = [s for s in current if s != status] if status in current else [*current, status]
        self.apply(E.set_object_field(self.doc, oid, "status", turned))

    def save_card_to_library(self) -> None:
        library, ids = self.library(), self.board.selected_ids()
        if library is None or self.doc is None or self.doc.view.state is None or len(ids) != 1:
            self.status.emit(self.tr("先选中一张卡牌"))
            return
        card = self.doc.view.state.obj(ids[0]).model_dump(mode="json", exclude_defaults=True)
        try:
            template = library.save_user_card(card)
        except (OSError, sqlite3.Error) as e:  # a full disk, a read-only or locked library
            self.show_error(self.tr("存入卡牌库"), causes.describe(e, data_dir()))
            return
        except ValueError as e:
            self.show_error(self.tr("存入卡牌库"), str(e))
            return
        self.status.emit(self.tr("已存入卡牌库:{name}").format(name=template.name))

    def add_card(self, zone: str, fields: dict[str, Any] | None = None, for_opponent: bool = False) -> None:
        if self.doc is None:
            return
        state = self.doc.view.state
        if for_opponent and state is not None and len(state.players) > 1:
            # Shift+Enter in the card library: the card goes to the player after the active one — into that
            # player's zone of the same kind (A.play → B.play), or, in a shared zone (ga's field, riftbound's
            # battlefields) that belongs to nobody, with that player as owner.
            ids = [p.id for p in state.players]
            opponent = ids[(ids.index(state.active_player) + 1) % len(ids)]
            fields = {**(fields or {}), "owner": opponent}
            owner, _, key = zone.rpartition(".")
            if owner:
                zone = f"{opponent}.{key}"
        try:
            edit = E.add_object(self.doc, zone, fields)
        except EditRejected as e:
            self.last_message = "\n".join(p.message for p in e.problems)
            self.status.emit(self.tr("不能添加:") + self.last_message)
            return
        if self.apply(edit):
            self.board.select(edit.select)
            self._show_tab(0)

    def add_from_library(self, zone: str, fields: dict[str, Any], for_opponent: bool) -> None:
        """A card chosen in the library popup; the zone typed into keeps the focus, so the next name can follow
        without a click (also after Shift+Enter sent the card to the opponent)."""
        self.add_card(zone, fields, for_opponent)
        box = self.board.boxes.get(zone)
        if box is not None:
            box.list.setFocus(Qt.FocusReason.OtherFocusReason)

    def delete_selected(self) -> None:
        ids = self.board.selected_ids()
        if self.doc is not None and ids:
            self.apply(E.delete_objects(self.doc, ids))

    # --- the engine -----------------------------------------------------------------------------------------
    def analyse(self) -> bool:
        """Run the engine on the current scenario in the background; False (with the reason shown) if it
        cannot run as it stands."""
        doc = self.doc
        if doc is None:
            return False
        view = doc.view
        if view.scenario is None or view.game is None or view.errors or view.warnings:
            self.runner.cancel()
            self.analysis, self.replay = None, None
            problems = view.errors + view.warnings
            self.trace_view.show_message(self.tr("场景有 {n} 个问题,修正后才能追溯:").format(n=len(problems)) + "\n"
                                         + "\n".join(f"{p.dotted}: {p.message}" for p in problems), error=True)
            self.actions_panel.set_analysis(None)
            self.verdict_banner.set_verdict(None)
            return False
        self.trace_view.show_busy()
        self.runner.request(view.scenario, view.game)
        return True

    def resolve(self) -> None:
        """F5: trace now and show the trace (the board tab comes to the front)."""
        self.raise_requested.emit()
        self.analyse_timer.stop()
        self._show_tab(2)
        if self.doc is None:
            self.trace_view.show_message(self.tr("没有打开的场景。"), error=True)
            return
        self.analyse()

    def _on_analysis(self, analysis: Analysis) -> None:
        doc = self.doc
        if doc is None or doc.view.scenario is None or doc.view.game is None:
            return
        self.analysis = analysis
        if analysis.run is None:
            self.actions_panel.set_analysis(analysis)
            self.verdict_banner.set_verdict(None)
            self.replay = None
            self.trace_view.show_message(analysis.error, error=True)
            return
        verdict = build_verdict(analysis.run.trace, analysis.run.state.halted, names.language())
        self._marks = list(verdict.actions)
        self.actions_panel.set_analysis(analysis, verdict.actions)
        self.update_arrows()
        # Without actions there is no question answered yet: no banner over a board still being set up.
        self.verdict_banner.set_verdict(verdict if doc.view.scenario.actions else None)
        self.replay = Replay(doc.view.scenario.state, analysis.run.trace.steps)
        fails = check_expectations(Loaded(doc.view.scenario, doc.view.game), analysis.run)
        self.trace_view.show_trace(analysis.run.trace, fails, verdict)

    def show_step(self, index: int) -> None:
        """The board after step ``index`` (read-only, changed objects highlighted); -1 returns to editing."""
        doc = self.doc
        if index < 0 or self.replay is None or self.analysis is None or self.analysis.run is None \
                or doc is None or doc.game is None:
            if doc is not None and doc.view.state is not None and not self.board.editable:
                self._show_document(self.board.selected_ids())
            return
        step = self.analysis.run.trace.steps[index]
        try:
            state = self.replay.state_after(index)
        except Exception as e:  # a change the replay cannot apply must not break the viewer
            self.status.emit(self.tr("无法还原第 {n} 步之后的局面:{error}").format(n=step.n, error=e))
            return
        self.board.show_state(doc.game, state, editable=False, highlight=touched(step))
        self.update_arrows(step.action if step.action is not None else -1)
        self.readonly_label.setText(self.tr("第 {n} 步之后的局面(只读),橙色为此步改变的对象").format(n=step.n))
        self.readonly_bar.show()
        self.hint_label.hide()
        self.inspector.readonly = True
        self.inspector.refresh()

    # --- report ---------------------------------------------------------------------------------------------
    def export_report(self) -> None:
        """Ctrl+E: the export dialog (Enter there exports, the file named after the title and date in the last
        folder used). A scenario still titled and asked as the template is first given a title and a question."""
        doc = self.doc
        if doc is None:
            self.show_error(self.tr("导出报告"), self.tr("没有打开的场景。"))
            return
        self.raise_requested.emit()
        scenario = doc.view.scenario
        if doc.game is not None and scenario is not None and still_template(doc.game, scenario.meta):
            dialog = TitleDialog(*proposal(doc.game, scenario, self.analysis), self.window())
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.accepted.connect(lambda: self._retitle(*dialog.values()) and self._open_export())
            dialog.open()
            return
        self._open_export()

    def _retitle(self, title: str, question: str) -> bool:
        """The title and question the judge gave before exporting, as one undoable edit each."""
        assert self.doc is not None
        for key, value in (("title", title), ("question", question)):
            if value and not self.apply(E.set_meta_field(self.doc, key, value)):
                return False
        return True

    def _open_export(self) -> None:
        assert self.doc is not None
        try:
            from judge_app.ui.report import open_export_dialog
        except ImportError as e:
            self.show_error(self.tr("导出报告"), self.tr("报告导出模块不可用({error})。").format(error=e))
            return
        open_export_dialog(self.window(), self.doc.path, self.doc.text())

    # --- title ----------------------------------------------------------------------------------------------
    def title(self) -> str:
        if self.doc is None:
            return self.tr("牌桌")
        return f"{self.doc.display_name()}{' *' if self.doc.dirty else ''}"

    def _on_clean_changed(self, _clean: bool) -> None:
        self._update_title()

    def _update_title(self) -> None:
        self.act_save.setEnabled(self.doc is not None)
        self.act_save_as.setEnabled(self.doc is not None)
        self.title_changed.emit(self.title())
