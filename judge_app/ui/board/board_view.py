"""The table: every player's zones and the shared ones, laid out as the game module says, cards as tiles.

Opponents sit at the top with their rows in reverse (the table seen from the first player's seat), shared
rows in the middle. A zone the layout does not place still gets a row, so no card is ever hidden.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QEvent, QItemSelection, QObject, QPoint, QPointF, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from judge_app.engine.arrows import End
from judge_app.engine.game import GameModule
from judge_app.engine.state import GameState
from judge_app.ui import vocab as names
from judge_app.ui.board.arrows import ArrowOverlay
from judge_app.ui.board.stack_panel import StackPanel
from judge_app.ui.board.tile_delegate import TILE, TileDelegate
from judge_app.ui.board.zone_model import OBJECT_ROLE, ZoneModel

EMPTY_ZONE_HEIGHT = 30
MIN_FIT_SCALE = 0.5  # below this a tile's text is unreadable: fit board stops shrinking there


class ZoneList(QListView):
    """One row of tiles; scrolls sideways when the zone holds more than fits."""

    delete_pressed = Signal()
    typed = Signal(str)  # printable text typed into the zone: the card library opens with it
    focus_changed = Signal(bool)  # the focused zone shows how to add cards by typing

    def __init__(self, model: ZoneModel, delegate: TileDelegate) -> None:
        super().__init__()
        self.delegate = delegate
        self.collapsed = False  # fit board folds piles (deck, hand, graveyard…) to a strip to show both sides
        self.setObjectName(f"zone:{model.zone}")
        self.setModel(model)
        self.setItemDelegate(delegate)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(False)
        self.setUniformItemSizes(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setDropIndicatorShown(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.full_height = TILE.height()
        self.set_tile_scale()

    def set_tile_scale(self) -> None:
        """Row height and width follow the delegate's tile size ("fit board" scales it)."""
        tile = self.delegate.tile_size()
        self.full_height = tile.height() + self.horizontalScrollBar().sizeHint().height() + 6
        self.setMinimumWidth(tile.width() + 8)
        self.fit_contents()
        self.doItemsLayout()

    def fit_contents(self) -> None:
        """An empty zone collapses to a strip (still a drop target, still takes typing), so the rows that hold
        cards — both battlefields — fit on one screen."""
        full = self.zone_model().rowCount() and not self.collapsed
        self.setFixedHeight(self.full_height if full else EMPTY_ZONE_HEIGHT)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.selectionModel().hasSelection():
            self.delete_pressed.emit()
            return
        text = event.text()
        mods = event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier & ~Qt.KeyboardModifier.KeypadModifier
        if text and text.isprintable() and not text.isspace() and mods == Qt.KeyboardModifier.NoModifier:
            self.typed.emit(text)
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.focus_changed.emit(True)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.focus_changed.emit(False)

    def zone_model(self) -> ZoneModel:
        model = self.model()
        assert isinstance(model, ZoneModel)
        return model

    def sizeHint(self) -> QSize:
        count = max(1, self.zone_model().rowCount())
        return QSize(min(count, 6) * self.delegate.tile_size().width() + 8, self.height())


class ZoneBox(QFrame):
    add_clicked = Signal(str)

    def __init__(self, zone: str, title: str, model: ZoneModel, delegate: TileDelegate) -> None:
        super().__init__()
        self.setObjectName(f"zoneBox:{zone}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.zone, self.title = zone, title
        self.label = QLabel()
        self.add_button = QToolButton(text="+", objectName=f"add:{zone}")
        self.add_button.setToolTip(self.tr("在此区域添加卡牌"))
        self.add_button.setAutoRaise(True)
        self.add_button.clicked.connect(lambda: self.add_clicked.emit(zone))
        self.list = ZoneList(model, delegate)
        self.highlighted, self.hint = False, ""
        self.list.focus_changed.connect(lambda _focused: self.update_label(self.highlighted))
        head = QHBoxLayout()
        head.setContentsMargins(0, 0, 0, 0)
        head.addWidget(self.label, 1)
        head.addWidget(self.add_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 2, 4, 4)
        lay.setSpacing(2)
        lay.addLayout(head)
        lay.addWidget(self.list)

    def update_label(self, highlighted: bool) -> None:
        self.highlighted = highlighted
        n = len(self.list.zone_model().objects())
        style = "color:#e8a317;" if highlighted else ""
        # Typing into a zone is invisible until said: the zone with the focus says it, and what Shift+Enter does.
        hint = (f"  <span style='color:#1565c0;'>{html.escape(self.hint)}</span>"
                if self.hint and self.list.hasFocus() else "")
        self.label.setText(f"<span style='{style}'><b>{self.title}</b> · {n}</span>{hint}")


class BoardView(QScrollArea):
    selection_changed = Signal(list)  # selected object ids
    player_clicked = Signal(str)
    move_requested = Signal(list, str, int, object)  # ids, zone, position, slot
    add_requested = Signal(str)  # zone id
    library_requested = Signal(str, str)  # zone id, text typed into it
    turn_requested = Signal(str)  # object id double-clicked
    menu_requested = Signal(str, QPoint)  # object id right-clicked, global position
    delete_requested = Signal()
    pointer_dragged = Signal(str, object)  # a card dragged onto an End (card, player or zone) in pointing mode
    pick_cancelled = Signal()  # Esc on the board while a form picks a card
    card_picked = Signal(str)  # a card clicked while a form picks one

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("boardView")
        self.setWidgetResizable(True)
        self.game: GameModule | None = None
        self.state: GameState[Any] | None = None  # the position shown (the scenario's start while editing)
        self.players: list[str] = []
        self.boxes: dict[str, ZoneBox] = {}
        self.player_buttons: dict[str, QPushButton] = {}
        self.delegate: TileDelegate | None = None
        self.stack_panel = StackPanel()
        self.editable = True
        self._syncing = False
        self.placeholder = QLabel(self.tr("新建或打开一个场景(Ctrl+N / Ctrl+O)"),
                                  alignment=Qt.AlignmentFlag.AlignCenter)
        self.setWidget(self.placeholder)
        # Arrows are drawn over everything the scroll area shows and follow it (end_rect is read at paint time).
        self.overlay = ArrowOverlay(self.end_rect, self.viewport(), self._names)
        self.viewport().installEventFilter(self)
        self.verticalScrollBar().valueChanged.connect(self.overlay.update)
        self.horizontalScrollBar().valueChanged.connect(self.overlay.update)
        self.pointing = False  # a left-drag from a card draws an arrow (an action) instead of moving the card
        self.picking = False  # a form waits for a card or player to be clicked (cross cursor)
        self.fit = False  # 适应窗口: tiles scaled so both sides of the table fit the window
        self._drag: str | None = None
        self._fitting = False
        # A resize refits once the window has settled (fitting itself resizes the board's widget).
        self._refit = QTimer(self, singleShot=True, interval=0)
        self._refit.timeout.connect(lambda: self.fit and self.fit_board())

    # --- building ---------------------------------------------------------------------------------------
    def _build(self, game: GameModule, players: list[str]) -> None:
        self.game, self.players = game, players
        self.delegate = TileDelegate(game.vocabulary, self, game.id)
        self.boxes, self.player_buttons = {}, {}
        self.stack_panel = StackPanel()
        self.stack_panel.entry_selected.connect(self.select)
        root = QWidget(objectName="boardRoot")
        lay = QVBoxLayout(root)
        placed: set[str] = set()
        for r in game.layout.player_rows + game.layout.shared_rows:
            placed.update(r)
        leftover = tuple(z.key for z in game.zones if z.key not in placed)
        per_player = [r for r in game.layout.player_rows] + ([tuple(k for k in leftover if self._per(k))]
                                                              if any(self._per(k) for k in leftover) else [])
        shared = list(game.layout.shared_rows) + ([tuple(k for k in leftover if not self._per(k))]
                                                  if any(not self._per(k) for k in leftover) else [])
        seats = players[1:] + players[:1]
        for n, pid in enumerate(seats):
            rows = list(reversed(per_player)) if n < len(seats) - 1 else per_player
            if n == len(seats) - 1 and shared:
                lay.addWidget(self._shared_section(shared))
            lay.addWidget(self._player_section(pid, rows))
        if len(seats) < 2 and shared:
            lay.addWidget(self._shared_section(shared))
        if not shared:
            lay.addWidget(self.stack_panel)
        lay.addStretch(1)
        self.setWidget(root)
        root.installEventFilter(self)
        self.overlay.raise_()

    def _per(self, key: str) -> bool:
        assert self.game is not None
        spec = next((z for z in self.game.zones if z.key == key), None)
        return spec is not None and spec.per_player

    def _box(self, zone: str) -> ZoneBox:
        assert self.game is not None and self.delegate is not None
        spec = self.game.zone_spec(zone)
        assert spec is not None
        model = ZoneModel(zone, spec, self)
        model.drop_requested.connect(self.move_requested, Qt.ConnectionType.QueuedConnection)
        box = ZoneBox(zone, names.term(self.game.id, "zones", spec.key, spec.name), model, self.delegate)
        box.add_clicked.connect(self.add_requested)
        box.list.delete_pressed.connect(self._on_delete)
        box.list.viewport().installEventFilter(self)
        box.list.installEventFilter(self)  # Esc leaves a form's pick mode
        box.list.horizontalScrollBar().valueChanged.connect(self.overlay.update)
        box.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        box.list.customContextMenuRequested.connect(lambda pos, lst=box.list: self._on_menu(lst, pos))
        box.list.doubleClicked.connect(
            lambda index: self.editable and self.turn_requested.emit(index.data(OBJECT_ROLE).id))
        box.list.typed.connect(lambda text, z=zone: self.editable and self.library_requested.emit(z, text))
        box.list.selectionModel().selectionChanged.connect(
            lambda sel, _desel, lst=box.list: self._on_selection(lst, sel))
        self.boxes[zone] = box
        return box

    def _rows(self, rows: list[tuple[str, ...]], prefix: str) -> QWidget:
        w = QWidget()
        lay = QVBoxLayout(w)
        lay.setContentsMargins(0, 0, 0, 0)
        for row in rows:
            line = QHBoxLayout()
            for key in row:
                line.addWidget(self._box(prefix + key), 1)
            lay.addLayout(line)
        return w

    def _player_section(self, pid: str, rows: list[tuple[str, ...]]) -> QWidget:
        frame = QFrame(objectName=f"player:{pid}")
        frame.setFrameShape(QFrame.Shape.Box)
        lay = QVBoxLayout(frame)
        button = QPushButton(objectName=f"playerButton:{pid}")
        button.setFlat(True)
        button.setStyleSheet("text-align:left; font-weight:bold;")
        button.clicked.connect(lambda: self.player_clicked.emit(pid))
        self.player_buttons[pid] = button
        lay.addWidget(button)
        lay.addWidget(self._rows(rows, f"{pid}."))
        return frame

    def _shared_section(self, rows: list[tuple[str, ...]]) -> QWidget:
        frame = QFrame(objectName="sharedZones")
        frame.setFrameShape(QFrame.Shape.Box)
        lay = QVBoxLayout(frame)
        lay.addWidget(QLabel(self.tr("<b>公共区域</b>")))
        line = QHBoxLayout()
        line.addWidget(self._rows(rows, ""), 2)
        line.addWidget(self.stack_panel, 1)
        lay.addLayout(line)
        return frame

    def _on_menu(self, lst: ZoneList, pos: QPoint) -> None:
        index = lst.indexAt(pos)
        if self.editable and index.isValid():
            self.menu_requested.emit(index.data(OBJECT_ROLE).id, lst.viewport().mapToGlobal(pos))

    def _on_delete(self) -> None:
        if self.editable:
            self.delete_requested.emit()

    # --- showing a state ------------------------------------------------------------------------------------
    def clear(self, message: str) -> None:
        self.game, self.players, self.boxes = None, [], {}
        self.overlay.set_arrows([])
        self.placeholder = QLabel(message, alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True)
        self.setWidget(self.placeholder)

    def show_state(self, game: GameModule, state: GameState[Any], *, editable: bool = True,
                   highlight: tuple[set[str], set[str], set[str]] = (set(), set(), set()),
                   problems: dict[str, str] | None = None) -> None:
        players = [p.id for p in state.players]
        if game is not self.game or players != self.players:
            self._build(game, players)
        assert self.delegate is not None
        selected = self.selected_ids()
        self.state = state
        self.editable = editable
        objects, zones, touched_players = highlight
        self.delegate.highlighted, self.delegate.problems = set(objects), dict(problems or {})
        self.delegate.current = self._current_stats(game, state)
        self._syncing = True
        for zone, box in self.boxes.items():
            box.hint = self.typing_hint(zone, state) if editable else ""
            model = box.list.zone_model()
            model.editable = editable
            model.set_objects(state.in_zone(zone))
            box.add_button.setVisible(editable)
            box.list.setDragEnabled(editable)
            box.update_label(zone in zones)
            box.list.fit_contents()
        self._syncing = False
        for pid, button in self.player_buttons.items():
            button.setText(self._player_text(game, state, pid, pid in touched_players))
        self.stack_panel.show_entries(state, game.stack_view(state))
        self.select(selected)
        if self.fit:
            self.fit_board()
        self.overlay.update()

    def _current_stats(self, game: GameModule, state: GameState[Any]) -> dict[str, dict[str, int]]:
        """Every card's stats as the game computes them now (a tile shows these, the printed value struck
        through where they differ); a game module's error leaves that card's printed values, never the board
        unusable."""
        out: dict[str, dict[str, int]] = {}
        for obj in state.objects:
            try:
                out[obj.id] = game.current_stats(state, obj)
            except Exception:  # a half-built scenario can trip a game's computation
                continue
        return out

    def typing_hint(self, zone: str, state: GameState[Any]) -> str:
        """What typing into ``zone`` does, and where Shift+Enter sends the card (the player after the active one:
        their zone of the same kind, or in a shared zone the card with them as owner)."""
        ids = [p.id for p in state.players]
        if len(ids) < 2 or state.active_player not in ids:
            return self.tr("键入卡名添加")
        opponent = state.player(ids[(ids.index(state.active_player) + 1) % len(ids)])
        who = opponent.name or opponent.id
        owner, _, key = zone.rpartition(".")
        if owner and f"{opponent.id}.{key}" in self.boxes and opponent.id != owner:
            where = self.boxes[f"{opponent.id}.{key}"].title
            return self.tr("键入卡名添加 · Shift+Enter:加到 {who} 的{zone}").format(who=who, zone=where)
        if owner:
            return self.tr("键入卡名添加")
        return self.tr("键入卡名添加 · Shift+Enter:给 {who}").format(who=who)

    def _player_text(self, game: GameModule, state: GameState[Any], pid: str, touched: bool) -> str:
        p = state.player(pid)
        known = dict(game.layout.resources) | {t.key: t.name for t in game.vocabulary.resources}
        res = "  ".join(f"{names.term(game.id, 'resources', k, known.get(k, k))} {v}" for k, v in p.resources.items())
        turn = self.tr("  ▶ 当前回合") if state.active_player == pid else ""
        mark = "  ✱" if touched else ""
        return f"{p.name or p.id} ({p.id})  {res}{turn}{mark}"

    # --- selection ------------------------------------------------------------------------------------------
    def _on_selection(self, source: ZoneList, selected: QItemSelection) -> None:
        if self._syncing:
            return
        mods = QApplication.keyboardModifiers()
        if not selected.isEmpty() and not mods & (Qt.KeyboardModifier.ControlModifier
                                                  | Qt.KeyboardModifier.ShiftModifier):
            self._syncing = True
            for box in self.boxes.values():
                if box.list is not source:
                    box.list.clearSelection()
            self._syncing = False
        self.selection_changed.emit(self.selected_ids())

    def selected_ids(self) -> list[str]:
        out = []
        for box in self.boxes.values():
            for index in sorted(box.list.selectionModel().selectedIndexes(), key=lambda i: i.row()):
                obj = index.data(OBJECT_ROLE)
                if obj is not None:
                    out.append(obj.id)
        return out

    def select(self, ids: list[str]) -> None:
        self._syncing = True
        wanted = set(ids)
        for box in self.boxes.values():
            model = box.list.zone_model()
            sel = box.list.selectionModel()
            sel.clearSelection()
            for row, (obj, _) in enumerate(model.rows):
                if obj is not None and obj.id in wanted:
                    sel.select(model.index(row), sel.SelectionFlag.Select)
                    box.list.scrollTo(model.index(row))
        self._syncing = False
        self.selection_changed.emit(self.selected_ids())

    def list_for(self, oid: str) -> tuple[ZoneList, int] | None:
        """The zone row showing ``oid`` and its row (tests and drag helpers)."""
        for box in self.boxes.values():
            row = box.list.zone_model().row_of(oid)
            if row >= 0:
                return box.list, row
        return None

    def _names(self, oid: str, zone: str) -> tuple[str, str]:
        """A card's name and a zone's name in the UI language, for arrow labels."""
        obj = self.state.find(oid) if self.state is not None else None
        spec = self.game.zone_spec(zone) if self.game is not None else None
        zone_name = names.term(self.game.id, "zones", spec.key, spec.name) if self.game and spec else zone
        return (obj.name or oid) if obj is not None else oid, zone_name

    # --- arrows: where a card, a player or a zone is on screen ---------------------------------------------------
    def end_rect(self, end: End) -> QRect | None:
        """Where ``end`` is drawn, in the viewport's (= the overlay's) coordinates; a tile scrolled out of its
        row is clamped to the row's edge so its arrow still leaves from the right place; None if not shown."""
        vp = self.viewport()
        if end.kind == "card":
            found = self.list_for(end.id)
            if found is None:
                return None
            lst, row = found
            if not lst.isVisible():
                return None
            r = lst.visualRect(lst.zone_model().index(row))
            area = lst.viewport().rect()
            if not r.intersects(area):
                x = area.left() if r.right() < area.left() else area.right() - 8
                r = QRect(x, r.top(), 8, r.height())
            return QRect(lst.viewport().mapTo(vp, r.topLeft()), r.size())
        widget: QWidget | None = None
        if end.kind == "player":
            widget = self.player_buttons.get(end.id)
        elif end.kind == "zone":
            box = self.boxes.get(end.id)
            widget = box.label if box is not None else None
        if widget is None or not widget.isVisible():
            return None
        r = widget.rect()
        if end.kind == "player":  # the name and resources, not the whole width of the seat
            r.setWidth(min(r.width(), widget.fontMetrics().horizontalAdvance(widget.text()) + 16))
        return QRect(widget.mapTo(vp, r.topLeft()), r.size())

    def end_at(self, global_pos: QPoint) -> End | None:
        """The card, player name or zone under a screen position (where a drag was released)."""
        for box in self.boxes.values():
            vp = box.list.viewport()
            local = vp.mapFromGlobal(global_pos)
            if vp.isVisible() and vp.rect().contains(local):
                index = box.list.indexAt(local)
                obj = index.data(OBJECT_ROLE) if index.isValid() else None
                return End("card", obj.id) if obj is not None else End("zone", box.zone)
        for pid, button in self.player_buttons.items():
            if button.isVisible() and button.rect().contains(button.mapFromGlobal(global_pos)):
                return End("player", pid)
        for zone, box in self.boxes.items():
            if box.isVisible() and box.rect().contains(box.mapFromGlobal(global_pos)):
                return End("zone", zone)
        return None

    def set_pointing(self, on: bool) -> None:
        self.pointing = on
        self._update_cursor()

    def set_picking(self, on: bool) -> None:
        self.picking = on
        self._update_cursor()

    def _update_cursor(self) -> None:
        shape = Qt.CursorShape.CrossCursor if self.picking else (
            Qt.CursorShape.PointingHandCursor if self.pointing else None)
        for w in [b.list.viewport() for b in self.boxes.values()] + list(self.player_buttons.values()):
            if shape is None:
                w.unsetCursor()
            else:
                w.setCursor(shape)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.viewport() and kind == QEvent.Type.Resize:
            self.overlay.setGeometry(self.viewport().rect())
            if self.fit and not self._fitting:
                self._refit.start()
        elif watched is self.widget() and kind in (QEvent.Type.LayoutRequest, QEvent.Type.Resize, QEvent.Type.Move):
            self.overlay.update()
        elif isinstance(event, QMouseEvent) and self._pointer_event(watched, event):
            return True
        elif kind == QEvent.Type.KeyPress and self.picking and isinstance(event, QKeyEvent) \
                and event.key() == Qt.Key.Key_Escape:
            self.pick_cancelled.emit()
            return True
        return super().eventFilter(watched, event)

    def _pointer_event(self, watched: QObject, event: QMouseEvent) -> bool:
        """Pointing mode (or Alt held): press on a card, drag, release on a card, a player or a zone."""
        lst = next((b.list for b in self.boxes.values() if b.list.viewport() is watched), None)
        if lst is None:
            return False
        kind = event.type()
        global_pos = event.globalPosition().toPoint()
        if self.picking and kind == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            index = lst.indexAt(event.position().toPoint())
            obj = index.data(OBJECT_ROLE) if index.isValid() else None
            if obj is not None:
                self.card_picked.emit(obj.id)
            return True  # a pick never selects, moves or drags
        if self.picking and kind in (QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick,
                                     QEvent.Type.MouseMove):
            return True
        if kind == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton and self.editable \
                and (self.pointing or event.modifiers() & Qt.KeyboardModifier.AltModifier):
            index = lst.indexAt(event.position().toPoint())
            obj = index.data(OBJECT_ROLE) if index.isValid() else None
            if obj is None:
                return False
            self._drag = obj.id
            self.overlay.rubber = (End("card", obj.id), QPointF(self.viewport().mapFromGlobal(global_pos)))
            self.overlay.update()
            return True
        if self._drag is None:
            return False
        if kind == QEvent.Type.MouseMove:
            self.overlay.rubber = (End("card", self._drag), QPointF(self.viewport().mapFromGlobal(global_pos)))
            self.overlay.update()
            return True
        if kind == QEvent.Type.MouseButtonRelease:
            source, self._drag = self._drag, None
            self.overlay.rubber = None
            self.overlay.update()
            target = self.end_at(global_pos)
            if target is not None and target != End("card", source):
                self.pointer_dragged.emit(source, target)
            return True
        return False

    # --- fit board ---------------------------------------------------------------------------------------------
    def set_fit(self, on: bool) -> None:
        self.fit = on
        if on:
            self.fit_board()
        else:
            self._collapse_piles(False)
            self._set_scale(1.0, force=True)

    def _set_scale(self, scale: float, force: bool = False) -> None:
        if self.delegate is None or (self.delegate.scale == scale and not force):
            return
        self.delegate.scale = scale
        for box in self.boxes.values():
            box.list.set_tile_scale()
        root = self.widget()
        if root is not None:
            # Nested layouts recompute only on their posted LayoutRequest: mark them all stale so the sizes
            # fit_board measures now are the new ones.
            for w in [root, *root.findChildren(QWidget)]:
                if w.layout() is not None:
                    w.layout().invalidate()
                    w.updateGeometry()
            for _ in range(4):  # one pass per nesting level: row → seat → root → scroll area
                QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        self.overlay.update()

    def _pile(self, zone: str) -> bool:
        """A player's pile (deck, hand, graveyard…: hidden or ordered), which fit board may fold to a strip."""
        assert self.game is not None
        spec = self.game.zone_spec(zone)
        return spec is not None and spec.per_player and (spec.hidden or spec.ordered)

    def _collapse_piles(self, on: bool) -> None:
        """Fold the players' piles to strips and hide empty zones altogether (fit board's second resort; 适应窗口
        off shows them again — an empty zone is then a strip to drop or type into)."""
        for zone, box in self.boxes.items():
            box.list.collapsed = on and self._pile(zone)
            box.list.fit_contents()
            box.setVisible(not (on and box.list.zone_model().rowCount() == 0))

    def fit_board(self) -> float:
        """Shrink the tiles until every seat's rows and the shared rows fit the window's height (empty zones are
        already strips); if tiles would get too small for that, fold the players' piles (deck, hand, graveyard)
        to strips too, so the battlefields stay readable. Returns the tile scale chosen."""
        root = self.widget()
        if self.delegate is None or root is None or root.layout() is None or self._fitting:
            return self.delegate.scale if self.delegate is not None else 1.0
        self._fitting = True
        try:
            return self._fit(root)
        finally:
            self._fitting = False

    def _fit(self, root: QWidget) -> float:
        available = self.viewport().height()
        scale = 1.0
        for collapse, floor in ((False, 0.75), (True, MIN_FIT_SCALE)):
            self._collapse_piles(collapse)
            scale = 1.0
            while True:
                self._set_scale(scale, force=True)
                if root.minimumSizeHint().height() <= available or scale <= floor:
                    break
                scale = max(floor, round(scale - 0.05, 2))
            if root.minimumSizeHint().height() <= available:
                break
        self.verticalScrollBar().setValue(0)
        return scale
