"""The edition picker: every edition of the current game, the newest first and marked as the default."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QWidget

from rulesdb.editions import EditionInfo


class EditionPicker(QComboBox):
    edition_chosen = Signal(str, str)  # game, edition

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("editionPicker")
        self.setToolTip(self.tr("规则书版本（默认为最新版）"))
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.game: str | None = None
        self.currentIndexChanged.connect(self._on_index)

    def set_editions(self, game: str, infos: list[EditionInfo], selected: str | None) -> None:
        """Fill with ``infos`` (oldest first, as `rulesdb.editions.list_editions` gives them), newest on top."""
        self.blockSignals(True)
        self.clear()
        self.game = game
        newest = infos[-1].edition if infos else None
        for info in reversed(infos):
            date = info.effective_date or self.tr("未注明日期")
            mark = self.tr("（最新）") if info.edition == newest else ""
            origin = self.tr("随附") if info.shipped else self.tr("导入")
            self.addItem(f"{info.edition} · {date} · {info.language} · {origin}{mark}", info.edition)
        index = self.findData(selected or newest)
        self.setCurrentIndex(max(0, index))
        self.blockSignals(False)

    def edition(self) -> str | None:
        data = self.currentData()
        return str(data) if data else None

    def _on_index(self, _index: int) -> None:
        if self.game and self.edition():
            self.edition_chosen.emit(self.game, self.edition() or "")
