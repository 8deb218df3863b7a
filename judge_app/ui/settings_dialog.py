"""Preferences: the interface language (applied at the next start) and text size."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QWidget

from judge_app.ui import settings as app_settings
from judge_app.ui.browser import MAX_ZOOM, MIN_ZOOM


class SettingsDialog(QDialog):
    def __init__(self, zoom: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("设置"))
        self.language = QComboBox(objectName="languageCombo")
        self.language.addItem("中文", "zh")
        self.language.addItem("English", "en")
        self.language.setCurrentIndex(max(0, self.language.findData(app_settings.language())))
        self.zoom = QSpinBox(objectName="zoomSpin")
        self.zoom.setRange(MIN_ZOOM, MAX_ZOOM)
        self.zoom.setValue(zoom)
        note = QLabel(self.tr("界面语言在重新启动后生效。"))
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("界面语言"), self.language)
        form.addRow("", note)
        form.addRow(self.tr("文字缩放"), self.zoom)
        form.addRow(buttons)

    def save_language(self) -> bool:
        """Store the chosen language; True when it differs from the one running now."""
        chosen = self.language.currentData()
        changed = chosen != app_settings.language()
        app_settings.set_language(chosen)
        return changed
