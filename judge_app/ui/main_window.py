"""The main window: a workspace of tabs (the rules browser first; board editor and trace viewer later)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSize, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox, QProgressDialog, QTabWidget, QToolBar, QWidget

from judge_app.ui import settings as app_settings
from judge_app.ui.board.workspace import BoardWorkspace
from judge_app.ui.browser import RulesBrowser
from judge_app.ui.goto_dialog import GoToRuleDialog
from judge_app.ui.icons import icon
from judge_app.ui.library import Library, LibraryLoader
from judge_app.ui.report.rulings_log import rulings_log_action
from judge_app.ui.settings_dialog import SettingsDialog
from judge_app.userdata import UserData
from rulesdb import editions

PROGRESS_DELAY_MS = 500  # a warm start finishes before the dialog would show


# Smaller than this, the reader and the board editor are cramped: such a saved geometry is not restored.
MIN_USEFUL = QSize(900, 600)

class MainWindow(QMainWindow):
    ready = Signal()  # the library is loaded and the browser usable

    def __init__(self, userdata: UserData | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setWindowTitle(self.tr("裁判台"))
        self.setWindowIcon(icon("app"))
        self.userdata = userdata or UserData()
        self.library: Library | None = None
        self.loader: LibraryLoader | None = None
        self.progress: QProgressDialog | None = None

        self.workspace = QTabWidget(objectName="workspace")
        self.workspace.setDocumentMode(True)
        self.browser = RulesBrowser(self.userdata)
        self.workspace.addTab(self.browser, self.tr("规则"))
        # The board traces with the engine, which cites the shipped edition its game module was written against.
        self.board = BoardWorkspace(self.browser.engine_rule_for, self.show_engine_rule)
        self.board.browsed_game = lambda: self.browser.current_game
        self.workspace.addTab(self.board, self.board.title())
        self.board.title_changed.connect(lambda t: self.workspace.setTabText(self.workspace.indexOf(self.board), t))
        self.board.raise_requested.connect(lambda: self.workspace.setCurrentWidget(self.board))
        self.board.status.connect(lambda msg: self.statusBar().showMessage(msg, 8000))
        self.setCentralWidget(self.workspace)
        self.browser.status.connect(lambda msg: self.statusBar().showMessage(msg, 8000))
        self.browser.reader.scenario_requested.connect(self.open_scenario)  # the conformance badge's links

        self.act_goto = QAction(icon("goto"), self.tr("转到规则…"), self, objectName="actGoTo")
        self.act_goto.setShortcut(QKeySequence("Ctrl+L"))
        self.act_goto.triggered.connect(self.go_to_rule)
        self.act_settings = QAction(icon("settings"), self.tr("设置…"), self, objectName="actSettings")
        self.act_settings.setShortcut(QKeySequence.StandardKey.Preferences)
        self.act_settings.triggered.connect(self.open_settings)
        self.act_quit = QAction(self.tr("退出"), self, objectName="actQuit")
        self.act_quit.setShortcut(QKeySequence.StandardKey.Quit)
        self.act_quit.triggered.connect(self.close)
        self._build_menus()
        self._restore_settings()
        self.board.check_recovery()

    def _build_menus(self) -> None:
        b = self.browser
        file_menu = self.menuBar().addMenu(self.tr("文件(&F)"))
        for item in self.board.file_actions():
            file_menu.addMenu(item) if isinstance(item, QMenu) else file_menu.addAction(item)
        file_menu.addSeparator()
        file_menu.addActions([self.board.act_resolve, self.board.act_export])
        file_menu.addSeparator()
        file_menu.addAction(rulings_log_action(self, self.userdata))
        file_menu.addAction(self.act_settings)
        file_menu.addSeparator()
        file_menu.addAction(self.act_quit)
        edit = self.menuBar().addMenu(self.tr("编辑(&E)"))
        edit.addActions([self.board.act_undo, self.board.act_redo, self.board.act_pass_on])
        edit.addSeparator()
        edit.addActions([b.act_copy, b.act_copy_md])
        go = self.menuBar().addMenu(self.tr("转到(&G)"))
        go.addActions([b.act_focus_search, self.act_goto, b.act_back, b.act_forward])
        view = self.menuBar().addMenu(self.tr("视图(&V)"))
        view.addActions([b.act_source, b.act_zoom_in, b.act_zoom_out, b.act_zoom_reset])
        view.addSeparator()
        view.addActions([self.board.act_fit, self.board.act_point])  # 适应窗口 (Ctrl+Shift+F), 拖动连线 (Ctrl+Shift+D)
        marks = self.menuBar().addMenu(self.tr("书签(&B)"))
        marks.addAction(b.act_bookmark)

        bar = QToolBar(self.tr("导航"), objectName="mainToolBar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        bar.addActions([b.act_back, b.act_forward, self.act_goto])
        bar.addSeparator()
        bar.addActions([b.act_copy, b.act_bookmark, b.act_source])
        bar.addSeparator()
        bar.addActions([b.act_zoom_out, b.act_zoom_in])
        self.addToolBar(bar)
        self.nav_bar = bar
        b.act_focus_search.triggered.connect(self.focus_search)
        self.workspace.currentChanged.connect(lambda _i: self._on_tab())
        self._on_tab()

    # -- which tab the keyboard acts on -------------------------------------------------------------------

    def focus_search(self) -> None:
        """Ctrl+K / Ctrl+F from anywhere: the rules tab comes to the front with its search box, never a search box
        typed into behind the board."""
        self.workspace.setCurrentWidget(self.browser)
        self.browser.focus_search()

    def _on_tab(self) -> None:
        """A tab's own shortcuts act only while it is shown (their menu entries still work): Ctrl+D, Ctrl+=, Alt+←
        never reach the hidden rules browser from the board, and Ctrl+Z or 适应窗口 never change the hidden board
        from the rules tab. The navigation bar is the browser's: on the board it would only take the table's
        height."""
        on_browser = self.workspace.currentWidget() is self.browser
        self.nav_bar.setVisible(on_browser)
        b, board = self.browser, self.board
        for act, mine in [*((a, on_browser) for a in (b.act_back, b.act_forward, b.act_copy, b.act_copy_md,
                                                       b.act_bookmark, b.act_source, b.act_more_section,
                                                       b.act_zoom_in, b.act_zoom_out, b.act_zoom_reset)),
                          *((a, not on_browser) for a in (board.act_undo, board.act_redo, board.act_fit,
                                                           board.act_point, board.act_save_card,
                                                           board.act_pass_on))]:
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut if mine else Qt.ShortcutContext.WidgetShortcut)

    # -- loading ----------------------------------------------------------------------------------------

    def start_loading(self) -> None:
        """Load rulebooks and the search index on a worker thread; a progress dialog appears if it is slow."""
        self.loader = LibraryLoader(self)
        self.progress = QProgressDialog(self.tr("正在准备规则数据库…"), "", 0, 1, self, objectName="loadProgress")
        self.progress.setWindowTitle(self.tr("首次启动"))
        self.progress.setCancelButton(None)
        self.progress.setWindowModality(Qt.WindowModality.NonModal)
        self.progress.setMinimumDuration(PROGRESS_DELAY_MS)
        self.progress.setAutoClose(False)
        self.progress.setValue(0)
        self.loader.progress.connect(self._on_progress)
        self.loader.loaded.connect(self.set_library)
        self.loader.start()

    def _on_progress(self, message: str, step: int, steps: int) -> None:
        if self.progress is not None:
            self.progress.setMaximum(steps)
            self.progress.setLabelText(message)
            self.progress.setValue(step)

    def set_library(self, library: Library) -> None:
        if self.progress is not None:
            self.progress.reset()
            self.progress.hide()
        self.library = library
        self.browser.set_library(library)
        last = app_settings.settings().value("browser/last_cite", "")
        if isinstance(last, str) and last:
            self.browser.open_cite(last)
        self.ready.emit()

    # -- public API for other workspaces ----------------------------------------------------------------

    def show_rule(self, cite: str) -> bool:
        """Bring the rules browser to the front and show ``cite`` ('game:id'); False if no such rule."""
        self.workspace.setCurrentWidget(self.browser)
        return self.browser.open_cite(cite)

    def show_engine_rule(self, cite: str) -> bool:
        """A rule the engine cited: switch the browser to the shipped edition of its game first."""
        game = cite.split(":", 1)[0]
        shipped = next((i.edition for i in editions.list_editions(game) if i.shipped), None)
        if shipped is not None:
            self.browser.select_edition(game, shipped)
        return self.show_rule(cite)

    def open_scenario(self, path: str) -> bool:
        """Open a shipped scenario (one that cites the rule in the reader) on the board."""
        if not self.board.open_file(path):
            return False
        self.workspace.setCurrentWidget(self.board)
        return True

    # -- dialogs ----------------------------------------------------------------------------------------

    def go_to_rule(self) -> GoToRuleDialog | None:
        if self.library is None:
            self.statusBar().showMessage(self.tr("规则数据库尚未载入完成"), 5000)
            return None
        dialog = GoToRuleDialog(self.library.books, self.browser.current_game, self)
        dialog.chosen.connect(self.show_rule)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def open_settings(self) -> None:
        dialog = SettingsDialog(self.browser.zoom, self)
        if dialog.exec() == SettingsDialog.DialogCode.Accepted:
            self.browser.set_zoom(dialog.zoom.value())
            if dialog.save_language():
                QMessageBox.information(self, self.tr("设置"), self.tr("界面语言将在重新启动后生效。"))

    # -- persistence ------------------------------------------------------------------------------------

    def useful_size(self) -> QSize:
        """The smallest window worth keeping: MIN_USEFUL, or 70% of a screen too small for it."""
        screen = self.screen().availableGeometry().size() if self.screen() else MIN_USEFUL
        return MIN_USEFUL.boundedTo(QSize(int(screen.width() * 0.7), int(screen.height() * 0.7)))

    def _default_geometry(self) -> None:
        """80% of the screen, centred: the reader and the board need room (a geometry saved on a smaller
        screen, or a first start, must not leave a cramped window)."""
        if self.screen() is None:
            self.resize(1100, 720)
            return
        screen = self.screen().availableGeometry()
        self.resize(QSize(int(screen.width() * 0.8), int(screen.height() * 0.8)).expandedTo(self.useful_size()))
        self.move(screen.center() - self.rect().center())

    def _restore_settings(self) -> None:
        s = app_settings.settings()
        geometry = s.value("window/geometry")
        restored = isinstance(geometry, QByteArray) and not geometry.isEmpty() and self.restoreGeometry(geometry)
        useful = self.useful_size()
        if not restored or self.width() < useful.width() or self.height() < useful.height():
            self._default_geometry()
        state = s.value("window/state")
        if isinstance(state, QByteArray):
            self.restoreState(state)
        splitter = s.value("browser/splitter")
        if isinstance(splitter, QByteArray):
            self.browser.splitter.restoreState(splitter)
        try:
            self.browser.set_zoom(int(s.value("browser/zoom", 0)))
        except (TypeError, ValueError):
            self.browser.set_zoom(0)  # a hand-edited settings file must not stop the app

    def save_settings(self) -> None:
        s = app_settings.settings()
        s.setValue("window/geometry", self.saveGeometry())
        s.setValue("window/state", self.saveState())
        s.setValue("browser/splitter", self.browser.splitter.saveState())
        s.setValue("browser/zoom", self.browser.zoom)
        cite = self.browser.current_cite()
        if cite:
            s.setValue("browser/last_cite", cite)
        s.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.board.confirm_close():
            event.ignore()
            return
        self.save_settings()
        if self.loader is not None and self.loader.isRunning():
            self.loader.wait()  # the loader writes the cache atomically; let it finish rather than kill it
        self.browser.wait_background()
        super().closeEvent(event)
