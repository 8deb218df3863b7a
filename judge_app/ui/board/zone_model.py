"""One zone of the board as a list model: its cards in order (a slotted zone has one row per slot, empty
slots included), dragged and dropped as a list of object ids."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QAbstractListModel, QMimeData, QModelIndex, QPersistentModelIndex, Qt, Signal

from judge_app.engine.game import ZoneSpec
from judge_app.engine.state import GameObject

MIME = "application/x-judge-app-objects"
OBJECT_ROLE = Qt.ItemDataRole.UserRole + 1
SLOT_ROLE = Qt.ItemDataRole.UserRole + 2
Index = QModelIndex | QPersistentModelIndex


class ZoneModel(QAbstractListModel):
    drop_requested = Signal(list, str, int, object)  # object ids, zone id, position in the zone, slot or None

    def __init__(self, zone: str, spec: ZoneSpec, parent: Any = None) -> None:
        super().__init__(parent)
        self.zone, self.spec = zone, spec
        self.rows: list[tuple[GameObject[Any] | None, int | None]] = []
        self.editable = True
        self.compact = False  # its list draws it as a strip of name chips (ZoneList.set_compact)

    def set_objects(self, objects: list[GameObject[Any]]) -> None:
        self.beginResetModel()
        if self.spec.slotted and self.spec.capacity:
            by_slot = {o.slot: o for o in objects}
            self.rows = [(by_slot.get(s), s) for s in range(1, self.spec.capacity + 1)]
            self.rows += [(o, o.slot) for o in objects if o.slot not in range(1, self.spec.capacity + 1)]
        else:
            self.rows = [(o, None) for o in objects]
        self.endResetModel()

    def objects(self) -> list[GameObject[Any]]:
        return [o for o, _ in self.rows if o is not None]

    def row_of(self, oid: str) -> int:
        return next((i for i, (o, _) in enumerate(self.rows) if o is not None and o.id == oid), -1)

    # --- model ------------------------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        obj, slot = self.rows[index.row()]
        if role == OBJECT_ROLE:
            return obj
        if role == SLOT_ROLE:
            return slot
        if role == Qt.ItemDataRole.DisplayRole:
            return obj.name or obj.id if obj is not None else ""
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return obj.label if obj is not None else f"{self.zone}#{slot}"
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = Qt.ItemFlag.ItemIsEnabled | (Qt.ItemFlag.ItemIsDropEnabled if self.editable else Qt.ItemFlag.NoItemFlags)
        if index.isValid() and self.rows[index.row()][0] is not None:
            base |= Qt.ItemFlag.ItemIsSelectable
            if self.editable:
                base |= Qt.ItemFlag.ItemIsDragEnabled
        return base

    # --- drag and drop ----------------------------------------------------------------------------------
    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [MIME]

    def mimeData(self, indexes: list[QModelIndex]) -> QMimeData:
        ids = [self.rows[i.row()][0].id for i in sorted(indexes, key=lambda i: i.row())  # type: ignore[union-attr]
               if self.rows[i.row()][0] is not None]
        mime = QMimeData()
        mime.setData(MIME, json.dumps(ids).encode())
        return mime

    def canDropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int,
                        parent: Index) -> bool:
        return self.editable and data.hasFormat(MIME)

    def dropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int,
                     parent: Index) -> bool:
        if not self.canDropMimeData(data, action, row, column, parent):
            return False
        ids = json.loads(bytes(data.data(MIME).data()).decode())
        target = parent.row() if parent.isValid() else row
        if target < 0:
            target = len(self.rows)
        slot = None
        if self.spec.slotted:
            slot = self.rows[target][1] if target < len(self.rows) else None
            position = 0
        else:
            position = sum(1 for o, _ in self.rows[:target] if o is not None)
        self.drop_requested.emit(ids, self.zone, position, slot)
        # The edit rebuilds every zone; returning False keeps the view from deleting the dragged rows itself.
        return False
