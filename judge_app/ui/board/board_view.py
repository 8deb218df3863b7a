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
    QSizePolicy,
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

STRIP_HEIGHT = 26  # a zone shown as a strip of name chips: piles (deck, hand, graveyard…), the stack, empty zones
EMPTY_ZONE_HEIGHT = STRIP_HEIGHT
ZONE_MIN_WIDTH = 60  # a zone narrower than its cards scrolls its own row; the board itself never scrolls sideways
PILE_LABEL_WIDTH = 84  # a strip's name column: the same for every strip, so their chips line up
COLUMN_WIDTH = 215  # the piles column beside a player's cards (the stack list beside the shared zones)
MIN_FIT_SCALE = 0.5  # below this a tile's text is unreadable: fit board stops shrinking there


class ZoneList(QListView):
    """One row of tiles; scrolls sideways when the zone holds more than fits."""

    delete_pressed = Signal()
    typed = Signal(str)  # printable text typed into the zone: the card library opens with it
    focus_changed = Signal(bool)  # the focused zone shows how to add cards by typing

    def __init__(self, model: ZoneModel, delegate: TileDelegate, pile: bool = False) -> None:
        super().__init__()
        self.delegate = delegate
        self.pile = pile  # always a strip of chips: deck, hand, graveyard…, the stack
        self.compact = model.compact = pile  # a strip of name chips (a pile, or a zone empty while editing)
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
        """Row height follows the delegate's tile size ("fit board" scales it)."""
        tile = self.delegate.tile_size()
        self.full_height = tile.height() + self.horizontalScrollBar().sizeHint().height() + 6
        self.setMinimumWidth(ZONE_MIN_WIDTH)
        self.fit_contents()

    def set_compact(self, compact: bool) -> None:
        self.compact = self.zone_model().compact = self.pile or compact
        self.fit_contents()

    def fit_contents(self) -> None:
        """A strip (still a drop target, still takes typing) or a row of tiles; the strip has no scroll bar, its
        chips scroll with the keyboard."""
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff if self.compact
                                          else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setFixedHeight(STRIP_HEIGHT if self.compact else self.full_height)
        self.doItemsLayout()

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
        return QSize(ZONE_MIN_WIDTH, self.height())  # the layout's stretch, not the cards, sets a zone's width


class ZoneBox(QFrame):
    """A zone: its name and card count, "+", and its cards. A pile is one line (name, then a strip of chips); a
    zone of tiles has its name above the row. The name never widens the zone: how a zone is laid out depends
    on the window, not on its text."""

    add_clicked = Signal(str)

    def __init__(self, zone: str, title: str, model: ZoneModel, delegate: TileDelegate, pile: bool) -> None:
        super().__init__()
        self.setObjectName(f"zoneBox:{zone}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.zone, self.title = zone, title
        self.label = QLabel()
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.label.setToolTip(title)
        self.add_button = QToolButton(text="+", objectName=f"add:{zone}")
        self.add_button.setToolTip(self.tr("在此区域添加卡牌"))
        self.add_button.setAutoRaise(True)
        self.add_button.clicked.connect(lambda: self.add_clicked.emit(zone))
        self.list = ZoneList(model, delegate, pile)
        self.highlighted = False
        if pile:
            self.label.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            self.label.setFixedWidth(PILE_LABEL_WIDTH)
            lay: QHBoxLayout | QVBoxLayout = QHBoxLayout(self)
            lay.setContentsMargins(4, 1, 2, 1)
            lay.setSpacing(2)
            lay.addWidget(self.label)
            lay.addWidget(self.list, 1)
            lay.addWidget(self.add_button)
            self.add_button.setFixedHeight(STRIP_HEIGHT - 4)
        else:
            head = QHBoxLayout()
            head.setContentsMargins(0, 0, 0, 0)
            head.addWidget(self.label, 1)
            head.addWidget(self.add_button)
            self.add_button.setFixedHeight(self.label.sizeHint().height())
            lay = QVBoxLayout(self)
            lay.setContentsMargins(4, 1, 4, 3)
            lay.setSpacing(1)
            lay.addLayout(head)
            lay.addWidget(self.list)

    def update_label(self, highlighted: bool) -> None:
        self.highlighted = highlighted
        n = len(self.list.zone_model().objects())
        style = "color:#e8a317;" if highlighted else ""
        self.label.setText(f"<span style='{style}'><b>{html.escape(self.title)}</b> · {n}</span>")


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
    hint_changed = Signal(str)  # what typing into the zone with the keyboard does (shown outside the zones)

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
        # Which zones are strips while editing: a step's board keeps them, so browsing the trace never moves a
        # zone (a card a step puts into such a zone shows as a chip).
        self._strips: dict[str, bool] = {}
        self.hints: dict[str, str] = {}
        self._drag: str | None = None
        self._fitting = False
        # A resize refits once the window has settled (fitting itself resizes the board's widget).
        self._refit = QTimer(self, singleShot=True, interval=0)
        self._refit.timeout.connect(lambda: self.fit and self.fit_board())

    # --- building ---------------------------------------------------------------------------------------
    def _build(self, game: GameModule, players: list[str]) -> None:
        """Each player's band (their cards in one row of tiles, their piles in a column with their name), the
        shared band between the two sides (shared zones, the stack list). Every zone's width comes from fixed
        stretch factors, its height from whether it is a strip or a row of tiles: nothing a zone shows moves
        another zone."""
        self.game, self.players = game, players
        self.delegate = TileDelegate(game.vocabulary, self, game.id)
        self.boxes, self.player_buttons, self._strips = {}, {}, {}
        self._rows_of: dict[str, tuple[QHBoxLayout, int]] = {}
        self.stack_panel = StackPanel()
        self.stack_panel.entry_selected.connect(self.select)
        root = QWidget(objectName="boardRoot")
        lay = QVBoxLayout(root)
        lay.setContentsMargins(2, 2, 2, 2)
        lay.setSpacing(3)
        placed = {k for r in game.layout.player_rows + game.layout.shared_rows for k in r}
        leftover = tuple(z.key for z in game.zones if z.key not in placed)
        per_player = [*game.layout.player_rows, tuple(k for k in leftover if self._per(k))]
        shared = [*game.layout.shared_rows, tuple(k for k in leftover if not self._per(k))]
        per_player, shared = [r for r in per_player if r], [r for r in shared if r]
        seats = players[1:] + players[:1]
        for n, pid in enumerate(seats):
            if n == len(seats) - 1 and shared:
                lay.addWidget(self._shared_section(shared), 1)
            lay.addWidget(self._player_section(pid, per_player, mirrored=n < len(seats) - 1))
        if len(seats) < 2 and shared:
            lay.addWidget(self._shared_section(shared), 1)
        if not shared:
            self.stack_panel.setMaximumHeight(90)
            lay.addWidget(self.stack_panel)
            lay.addStretch(1)
        self.setWidget(root)
        root.installEventFilter(self)
        self.overlay.raise_()

    def _per(self, key: str) -> bool:
        assert self.game is not None
        spec = next((z for z in self.game.zones if z.key == key), None)
        return spec is not None and spec.per_player

    def is_pile(self, key: str) -> bool:
        """A zone drawn as a strip of chips: a player's zone other than where their cards are in play (the main
        zone, a slotted row, a zone of fixed capacity such as eol's hero), and a shared ordered zone (the
        stack, the chain, which the stack list beside it details)."""
        assert self.game is not None
        spec = self.game.zone_spec(key) or next((z for z in self.game.zones if z.key == key), None)
        if spec is None:
            return True
        if not spec.per_player:
            return spec.ordered
        return not (spec.key == self.game.layout.main_zone or spec.slotted or spec.capacity)

    def _box(self, zone: str) -> ZoneBox:
        assert self.game is not None and self.delegate is not None
        spec = self.game.zone_spec(zone)
        assert spec is not None
        model = ZoneModel(zone, spec, self)
        model.drop_requested.connect(self.move_requested, Qt.ConnectionType.QueuedConnection)
        box = ZoneBox(zone, names.term(self.game.id, "zones", spec.key, spec.name), model, self.delegate,
                      self.is_pile(spec.key))
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
        box.list.focus_changed.connect(lambda focused, z=zone: self._on_zone_focus(z, focused))
        box.list.selectionModel().selectionChanged.connect(
            lambda sel, _desel, lst=box.list: self._on_selection(lst, sel))
        self.boxes[zone] = box
        return box

    def _stretch(self, key: str) -> int:
        """A zone's share of its row until :meth:`_set_widths` sees its cards: its capacity for a fixed row (eol:
        hero 1, minions 5), else one share."""
        assert self.game is not None
        spec = next((z for z in self.game.zones if z.key == key), None)
        return spec.capacity if spec is not None and spec.capacity else 1

    def _tile_row(self, keys: list[str], prefix: str) -> QWidget:
        w = QWidget()
        line = QHBoxLayout(w)
        line.setContentsMargins(0, 0, 0, 0)
        line.setSpacing(3)
        for n, key in enumerate(keys):
            line.addWidget(self._box(prefix + key), self._stretch(key), Qt.AlignmentFlag.AlignTop)
            self._rows_of[prefix + key] = (line, n)
        return w

    def _set_widths(self, state: GameState[Any]) -> None:
        """A row's zones share its width by what they hold while editing (a strip takes one share, a zone of
        tiles two per card and two more for a card arriving): riftbound's battlefield with a unit is wider than an
        empty one. Set only from the editing position, so neither an action nor a step's board moves a zone."""
        assert self.game is not None
        for zone, (line, n) in self._rows_of.items():
            spec = self.game.zone_spec(zone)
            held = len(state.in_zone(zone))
            line.setStretch(n, spec.capacity if spec is not None and spec.capacity else 2 * held + 2 if held else 1)

    def _piles(self, rows: list[tuple[str, ...]], prefix: str, column: bool) -> QVBoxLayout:
        """The strips of ``rows``: one per line in a column, or the layout's rows side by side when a player has
        nothing but piles (ga: their cards in play are on the shared field)."""
        lay = QVBoxLayout()
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        for row in rows:
            keys = [k for k in row if self.is_pile(k)]
            if column:
                for key in keys:
                    lay.addWidget(self._box(prefix + key))
            elif keys:
                line = QHBoxLayout()
                line.setSpacing(3)
                for key in keys:
                    line.addWidget(self._box(prefix + key), 1)
                lay.addLayout(line)
        return lay

    def _player_button(self, pid: str) -> QPushButton:
        button = QPushButton(objectName=f"playerButton:{pid}")
        button.setFlat(True)
        button.setStyleSheet("text-align:left; font-weight:bold; padding:1px 4px;")
        button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        button.clicked.connect(lambda: self.player_clicked.emit(pid))
        self.player_buttons[pid] = button
        return button

    def _player_section(self, pid: str, rows: list[tuple[str, ...]], mirrored: bool) -> QWidget:
        frame = QFrame(objectName=f"player:{pid}")
        frame.setFrameShape(QFrame.Shape.Box)
        band = QHBoxLayout(frame)
        band.setContentsMargins(3, 2, 3, 2)
        band.setSpacing(4)
        tiles = [k for row in (reversed(rows) if mirrored else rows) for k in row if not self.is_pile(k)]
        if tiles:
            band.addWidget(self._tile_row(tiles, f"{pid}."), 1, Qt.AlignmentFlag.AlignTop)
            column = QWidget()
            column.setFixedWidth(COLUMN_WIDTH)
            col = QVBoxLayout(column)
            col.setContentsMargins(0, 0, 0, 0)
            col.setSpacing(2)
            col.addWidget(self._player_button(pid))
            col.addLayout(self._piles(rows, f"{pid}.", column=True))
            col.addStretch(1)
            band.addWidget(column, 0, Qt.AlignmentFlag.AlignTop)
        else:
            col = QVBoxLayout()
            col.setSpacing(2)
            col.addWidget(self._player_button(pid))
            col.addLayout(self._piles(list(reversed(rows)) if mirrored else rows, f"{pid}.", column=False))
            band.addLayout(col, 1)
        return frame

    def _shared_section(self, rows: list[tuple[str, ...]]) -> QWidget:
        frame = QFrame(objectName="sharedZones")
        frame.setFrameShape(QFrame.Shape.Box)
        band = QHBoxLayout(frame)
        band.setContentsMargins(3, 2, 3, 2)
        band.setSpacing(4)
        tile_rows = [[k for k in row if not self.is_pile(k)] for row in rows]
        tile_rows = [r for r in tile_rows if r]
        column = QWidget()
        col = QVBoxLayout(column)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(2)
        col.addLayout(self._piles(rows, "", column=True))
        col.addWidget(self.stack_panel, 1)
        if tile_rows:
            left = QVBoxLayout()
            left.setSpacing(3)
            for row in tile_rows:
                left.addWidget(self._tile_row(row, ""))
            left.addStretch(1)
            band.addLayout(left, 1)
            column.setFixedWidth(COLUMN_WIDTH)
            band.addWidget(column)
        else:
            band.addWidget(column, 1)
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
            self.hints[zone] = self.typing_hint(zone, state) if editable else ""
            model = box.list.zone_model()
            model.editable = editable
            held = state.in_zone(zone)
            model.set_objects(held)
            if editable or zone not in self._strips:
                self._strips[zone] = not held
            box.add_button.setEnabled(editable)
            box.list.setDragEnabled(editable)
            box.update_label(zone in zones)
            box.list.set_compact(self._strips[zone])
        self._syncing = False
        if editable:
            self._set_widths(state)
        focused = next((z for z, b in self.boxes.items() if b.list.hasFocus()), None)
        self.hint_changed.emit(self.hints.get(focused, "") if focused else "")
        for pid, button in self.player_buttons.items():
            button.setText(self._player_text(game, state, pid, pid in touched_players))
        self.stack_panel.show_entries(state, game.stack_view(state))
        self.select(selected)
        if self.fit:
            self.fit_board()
        self.overlay.update()

    def _on_zone_focus(self, zone: str, focused: bool) -> None:
        self.hint_changed.emit(self.hints.get(zone, "") if focused else "")

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
            for _ in range(4):  # one pass per nesting level: row → band → root → scroll area
                QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        self.overlay.update()

    def fit_board(self) -> float:
        """Shrink the tiles (not below MIN_FIT_SCALE) until both sides of the table and the shared zones fit the
        window's height; piles and empty zones are strips already, so every zone stays on screen. Returns the
        tile scale chosen."""
        root = self.widget()
        if self.delegate is None or root is None or root.layout() is None or self._fitting:
            return self.delegate.scale if self.delegate is not None else 1.0
        self._fitting = True
        try:
            available = self.viewport().height()
            scale = 1.0
            while True:
                self._set_scale(scale, force=True)
                if root.minimumSizeHint().height() <= available or scale <= MIN_FIT_SCALE:
                    break
                scale = max(MIN_FIT_SCALE, round(scale - 0.05, 2))
            self.verticalScrollBar().setValue(0)
            return scale
        finally:
            self._fitting = False
