"""The rulings log: every exported ruling report, searchable by game, date, cited rule and text."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, QObject, Qt, QTimer, QUrl
from PySide6.QtGui import QAction, QDesktopServices
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from judge_app.userdata import RulingEntry, UserData

SEARCH_DELAY_MS = 250


class RulingsLog(QDialog):
    def __init__(self, userdata: UserData, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulingsLog")
        self.setWindowTitle(self.tr("裁定记录"))
        self.userdata = userdata
        self.entries: list[RulingEntry] = []

        self.game = QComboBox(objectName="logGame")
        self.text = QLineEdit(objectName="logText", placeholderText=self.tr("标题、问题、裁定、批注…"))
        self.cite = QLineEdit(objectName="logCite", placeholderText=self.tr("规则,如 eol:2.2.3"))
        self.use_dates = QCheckBox(self.tr("日期"), objectName="logUseDates")
        today = QDate.currentDate()
        self.since = QDateEdit(today.addMonths(-1), objectName="logSince", calendarPopup=True)
        self.until = QDateEdit(today, objectName="logUntil", calendarPopup=True)
        for w in (self.since, self.until):
            w.setDisplayFormat("yyyy-MM-dd")
            w.setEnabled(False)
        filters = QHBoxLayout()
        for label, widget in ((self.tr("游戏:"), self.game), (self.tr("文字:"), self.text),
                              (self.tr("引用:"), self.cite)):
            filters.addWidget(QLabel(label))
            filters.addWidget(widget, 1 if widget is not self.game else 0)
        filters.addWidget(self.use_dates)
        filters.addWidget(self.since)
        filters.addWidget(QLabel("–"))
        filters.addWidget(self.until)

        self.table = QTableWidget(0, 5, objectName="logTable")
        self.table.setHorizontalHeaderLabels([self.tr("导出时间"), self.tr("游戏"), self.tr("标题与裁定"),
                                              self.tr("引用的规则"), self.tr("文件")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Interactive)
        self.table.doubleClicked.connect(lambda _index: self.open_selected())
        self.count = QLabel(objectName="logCount")

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.open_button = QPushButton(self.tr("打开文件"), objectName="logOpen")
        self.open_button.clicked.connect(self.open_selected)
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.count)
        layout.addWidget(buttons)
        self.resize(980, 560)

        self._timer = QTimer(self, singleShot=True, interval=SEARCH_DELAY_MS)
        self._timer.timeout.connect(self.search)
        for edit in (self.text, self.cite):
            edit.textChanged.connect(self._timer.start)
        self.game.currentIndexChanged.connect(self.search)
        self.use_dates.toggled.connect(self._dates_toggled)
        self.since.dateChanged.connect(self.search)
        self.until.dateChanged.connect(self.search)
        self._fill_games()
        self.search()

    def _fill_games(self) -> None:
        from judge_app.games import available_games

        self.game.addItem(self.tr("全部"), "")
        for game in sorted({*available_games(), *self.userdata.ruling_games()}):
            self.game.addItem(game, game)

    def _dates_toggled(self, on: bool) -> None:
        self.since.setEnabled(on)
        self.until.setEnabled(on)
        self.search()

    def search(self) -> None:
        since = until = None
        if self.use_dates.isChecked():
            since = _epoch(self.since.date())
            until = _epoch(self.until.date().addDays(1))  # the end date is included
        self.entries = self.userdata.rulings(game=self.game.currentData() or None, since=since, until=until,
                                             cite=self.cite.text().strip() or None, text=self.text.text())
        self.table.setRowCount(len(self.entries))
        for row, e in enumerate(self.entries):
            when = dt.datetime.fromtimestamp(e.created).strftime("%Y-%m-%d %H:%M")
            title = QTableWidgetItem(f"{e.title}\n{e.ruling}")
            title.setToolTip("\n".join(filter(None, [e.question, e.ruling, e.note])))
            cites = QTableWidgetItem(" ".join(e.cites))
            cites.setToolTip("\n".join(e.cites))
            file = QTableWidgetItem(Path(e.file).name)
            file.setToolTip(e.file)
            for col, item in enumerate((QTableWidgetItem(when), QTableWidgetItem(e.game), title, cites, file)):
                self.table.setItem(row, col, item)
        self.table.resizeRowsToContents()
        self.count.setText(self.tr("共 %n 条记录", "", len(self.entries)))
        self.open_button.setEnabled(bool(self.entries))

    def open_selected(self) -> bool:
        row = self.table.currentRow()
        if not 0 <= row < len(self.entries):
            return False
        path = Path(self.entries[row].file)
        if not path.exists():
            QMessageBox.information(self, self.tr("文件不存在"),
                                    self.tr("报告文件已被移动或删除:%1").replace("%1", str(path)))
            return False
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))


def _epoch(day: QDate) -> float:
    return dt.datetime(day.year(), day.month(), day.day()).timestamp()


class _Opener(QObject):
    """Owns the log window for a main window, so a second click raises it instead of opening another."""

    def __init__(self, parent: QWidget, userdata: UserData) -> None:
        super().__init__(parent)
        self.window: RulingsLog | None = None
        self.userdata = userdata

    def open(self) -> None:
        if self.window is None:
            parent = self.parent()
            self.window = RulingsLog(self.userdata, parent if isinstance(parent, QWidget) else None)
            self.window.destroyed.connect(self._forget)
            self.window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        else:
            self.window.search()
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()

    def _forget(self) -> None:
        self.window = None


def rulings_log_action(parent: QWidget, userdata: UserData) -> QAction:
    """The menu action that opens the rulings log (its texts live here, with the window)."""
    opener = _Opener(parent, userdata)
    # A named context: opener.tr() would look the text up under the class name, which the .ts did not use.
    translate = QCoreApplication.translate
    action = QAction(translate("RulingsLogMenu", "裁定记录…"), parent, objectName="actRulingsLog")
    action.setStatusTip(translate("RulingsLogMenu", "查看导出过的裁判报告,按游戏、日期、引用的规则或文字查找"))
    action.triggered.connect(opener.open)
    return action
