"""A picture of the board as SVG, drawn from the game module's zones and layout (no Qt).

The opponent sits at the top with their rows mirrored, shared zones in the middle, the first player at the
bottom; slotted zones show every slot, other zones as many cards as fit plus a count. Every piece of scenario
text is XML-escaped, so a card called ``<script>`` is drawn as those characters.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from judge_app.engine.game import GameModule, ZoneSpec
from judge_app.engine.stack_view import describe
from judge_app.engine.state import GameObject, GameState
from judge_app.report.names import step_name, term
from judge_app.report.words import w as label

FONT = "Noto Sans CJK SC, Noto Sans CJK, WenQuanYi Micro Hei, sans-serif"
WIDTH = 820
MARGIN = 10
CARD_W, CARD_H, GAP = 92, 58, 6
ZONE_PAD, ZONE_TITLE = 6, 20
PLAYER_BAR = 26
ROW_GAP = 6

INK, MUTED, LINE = "#1f2933", "#52606d", "#9aa5b1"
ZONE_FILL, CARD_FILL, BACK_FILL = "#f5f7fa", "#ffffff", "#d9e2ec"
ACTIVE_FILL, PLAYER_FILL = "#fde8c8", "#e4e7eb"
STACK_FILL, STACK_LINE = "#eef4fb", "#7b9acc"


def text_width(text: str, size: float) -> float:
    """Rough advance width: wide (CJK) characters one em, others a little over half."""
    return sum(size if unicodedata.east_asian_width(ch) in "WF" else size * 0.6 for ch in text)


def fit(text: str, width: float, size: float) -> str:
    if text_width(text, size) <= width:
        return text
    out = ""
    for ch in text:
        if text_width(out + ch + "…", size) > width:
            break
        out += ch
    return out + "…"


@dataclass
class _Canvas:
    parts: list[str]

    def rect(self, x: float, y: float, w: float, h: float, fill: str, stroke: str = LINE, rx: float = 4,
             dash: bool = False) -> None:
        extra = ' stroke-dasharray="4 3"' if dash else ""
        self.parts.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="{rx}" '
                          f'fill="{fill}" stroke="{stroke}"{extra}/>')

    def text(self, x: float, y: float, text: str, size: float = 11, fill: str = INK, bold: bool = False,
             anchor: str = "start") -> None:
        weight = ' font-weight="bold"' if bold else ""
        self.parts.append(f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" fill="{fill}"{weight} '
                          f'text-anchor="{anchor}">{escape(text)}</text>')


class BoardPainter:
    """Draws one state of one game."""

    def __init__(self, game: GameModule, state: GameState[Any], lang: str = "zh") -> None:
        self.game, self.state, self.lang = game, state, lang
        v, g = game.vocabulary, game.id
        self.stat_names = {t.key: term(lang, g, "stats", t.key, t.name) for t in v.stats}
        self.status_names = {t.key: term(lang, g, "statuses", t.key, t.name) for t in v.statuses}
        self.keyword_names = {t.key: term(lang, g, "keywords", t.key, t.name) for t in v.keywords}
        layout = dict(game.layout.resources)
        self.resource_names = {k: term(lang, g, "resources", k, n) for k, n in layout.items()}
        self.resource_names |= {t.key: term(lang, g, "resources", t.key, t.name) for t in v.resources
                                if t.key not in layout}

    # -- layout ---------------------------------------------------------------------------------------
    def _rows(self, per_player: bool) -> list[tuple[str, ...]]:
        rows = list(self.game.layout.player_rows if per_player else self.game.layout.shared_rows)
        placed = {k for row in rows for k in row}
        rest = tuple(z.key for z in self.game.zones if z.per_player == per_player and z.key not in placed)
        return [*rows, rest] if rest else rows  # a zone the layout forgot is still drawn

    def _spec(self, key: str) -> ZoneSpec:
        return next(z for z in self.game.zones if z.key == key)

    def svg(self) -> str:
        c = _Canvas([])
        y: float = MARGIN
        players = self.state.players
        seats = [(p, True) for p in players[1:]] + [(p, False) for p in players[:1]]
        shared_drawn = False
        for player, top in seats:
            if not top and not shared_drawn:
                y = self._shared(c, y)
                shared_drawn = True
            y = self._player(c, y, player.id, mirrored=top)
        if not shared_drawn:
            y = self._shared(c, y)
        y = self._footer(c, y)
        height = y + MARGIN
        head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height:.0f}" '
                f'viewBox="0 0 {WIDTH} {height:.0f}" font-family={quoteattr(FONT)}>')
        return "\n".join([head, f'<rect width="{WIDTH}" height="{height:.0f}" fill="#ffffff"/>', *c.parts, "</svg>"])

    def _player(self, c: _Canvas, y: float, pid: str, mirrored: bool) -> float:
        player = self.state.player(pid)
        active = pid == self.state.active_player
        bar = f"{player.name or pid}({pid})"
        res = "  ".join(f"{self.resource_names.get(k, k)} {v}" for k, v in player.resources.items())
        rows = self._rows(per_player=True)
        if mirrored:
            rows = rows[::-1]
        else:
            y = self._row_block(c, y, rows, pid)
        c.rect(MARGIN, y, WIDTH - 2 * MARGIN, PLAYER_BAR, ACTIVE_FILL if active else PLAYER_FILL, rx=3)
        c.text(MARGIN + 8, y + 17, bar, 12, bold=True)
        c.text(MARGIN + 8 + text_width(bar, 12) + 14, y + 17, res, 11, MUTED)
        if active:
            c.text(WIDTH - MARGIN - 8, y + 17, label(self.lang, "svg_active"), 11, "#b44d12", bold=True, anchor="end")
        y += PLAYER_BAR + ROW_GAP
        if mirrored:
            y = self._row_block(c, y, rows, pid)
        return y

    def _row_block(self, c: _Canvas, y: float, rows: list[tuple[str, ...]], pid: str | None) -> float:
        for row in rows:
            y = self._row(c, y, row, pid) + ROW_GAP
        return y

    def _shared(self, c: _Canvas, y: float) -> float:
        rows = self._rows(per_player=False)
        y = self._row_block(c, y, rows, None)
        entries = self.game.stack_view(self.state)
        if not entries:
            return y
        height = ZONE_TITLE + 16 * len(entries) + ZONE_PAD
        c.rect(MARGIN, y, WIDTH - 2 * MARGIN, height, STACK_FILL, STACK_LINE)
        c.text(MARGIN + ZONE_PAD, y + 14, label(self.lang, "svg_stack"), 11, MUTED, bold=True)
        y += ZONE_TITLE
        for entry in entries:
            c.text(MARGIN + ZONE_PAD, y + 12, fit(describe(self.state, entry), WIDTH - 2 * MARGIN - 2 * ZONE_PAD, 11),
                   11, MUTED if entry.pending else INK)
            y += 16
        return y + ZONE_PAD + ROW_GAP

    def _row(self, c: _Canvas, y: float, keys: tuple[str, ...], pid: str | None) -> float:
        specs = [self._spec(k) for k in keys]
        weights = [max(s.capacity or 1, 1) if s.slotted else 1.6 for s in specs]
        avail = WIDTH - 2 * MARGIN - GAP * (len(specs) - 1)
        x: float = MARGIN
        zone_ids = [f"{pid}.{s.key}" if pid else s.key for s in specs]
        empty = not any(s.slotted for s in specs) and not any(self.state.in_zone(z) for z in zone_ids)
        height = ZONE_TITLE + 2 if empty else ZONE_TITLE + CARD_H + 2 * ZONE_PAD  # an empty row stays a strip
        for spec, weight in zip(specs, weights, strict=True):
            w = avail * weight / sum(weights)
            zone_id = f"{pid}.{spec.key}" if pid else spec.key
            self._zone(c, x, y, w, height, spec, zone_id)
            x += w + GAP
        return y + height

    def _zone(self, c: _Canvas, x: float, y: float, w: float, h: float, spec: ZoneSpec, zone_id: str) -> None:
        objs = self.state.in_zone(zone_id)
        c.rect(x, y, w, h, ZONE_FILL)
        name = term(self.lang, self.game.id, "zones", spec.key, spec.name)
        title = f"{name} ({len(objs)}{'/' + str(spec.capacity) if spec.capacity else ''})"
        c.text(x + ZONE_PAD, y + 14, fit(title, w - 2 * ZONE_PAD, 11), 11, MUTED, bold=True)
        top = y + ZONE_TITLE + ZONE_PAD - 2
        card_w = min(CARD_W, (w - 2 * ZONE_PAD - GAP * ((spec.capacity or 1) - 1)) / (spec.capacity or 1)) \
            if spec.slotted else CARD_W
        if spec.slotted and spec.capacity:
            by_slot = {o.slot: o for o in objs}
            for slot in range(1, spec.capacity + 1):
                cx = x + ZONE_PAD + (slot - 1) * (card_w + GAP)
                obj = by_slot.get(slot)
                if obj is None:
                    c.rect(cx, top, card_w, CARD_H, ZONE_FILL, dash=True)
                    c.text(cx + card_w / 2, top + CARD_H / 2 + 4, str(slot), 11, LINE, anchor="middle")
                else:
                    self._card(c, cx, top, card_w, obj, str(slot))
            return
        fits = max(1, int((w - 2 * ZONE_PAD + GAP) // (card_w + GAP)))
        shown = objs if len(objs) <= fits else objs[: fits - 1]
        for i, obj in enumerate(shown):
            self._card(c, x + ZONE_PAD + i * (card_w + GAP), top, card_w, obj)
        if len(shown) < len(objs):
            cx = x + ZONE_PAD + len(shown) * (card_w + GAP)
            c.rect(cx, top, card_w, CARD_H, BACK_FILL)
            more = label(self.lang, "svg_more", n=len(objs) - len(shown))
            c.text(cx + card_w / 2, top + CARD_H / 2 + 4, more, 11, MUTED, anchor="middle")

    def _card(self, c: _Canvas, x: float, y: float, w: float, obj: GameObject[Any], slot: str = "") -> None:
        c.rect(x, y, w, CARD_H, BACK_FILL if obj.face_down else CARD_FILL, INK if not obj.face_down else MUTED, rx=3)
        inner = w - 8
        c.text(x + 4, y + 14, fit(obj.name or obj.id, inner - (10 if slot else 0), 11), 11, bold=True)
        if slot:
            c.text(x + w - 4, y + 13, slot, 9, MUTED, anchor="end")
        stats = " ".join(f"{self.stat_names.get(k, k)[:1]}{v}{_mod(obj.modified(k))}" for k, v in obj.stats.items())
        c.text(x + 4, y + 29, fit(stats, inner, 10), 10)
        marks = [*(self.keyword_names.get(k, k) for k in obj.keywords),
                 *(self.status_names.get(s, s) for s in obj.status)]
        marks += [f"{k}×{v}" for k, v in obj.counters.items()]
        if obj.damage:
            marks.append(label(self.lang, "svg_damage", v=obj.damage))
        if obj.face_down:
            marks.insert(0, label(self.lang, "svg_face_down"))
        c.text(x + 4, y + 43, fit(" ".join(marks), inner, 9), 9, MUTED)
        c.text(x + 4, y + 54, fit(obj.id, inner, 8), 8, LINE)

    def _footer(self, c: _Canvas, y: float) -> float:
        g, lang = self.game.id, self.lang
        phases = {p.key: term(lang, g, "phases", p.key, p.name) for p in self.game.phases}
        active = self.state.player(self.state.active_player)
        line = (label(lang, "where", turn=self.state.turn, active=active.name or active.id,
                  phase=phases.get(self.state.phase, self.state.phase))
                + (f" / {step_name(g, self.state.step, lang) or ''}" if self.state.step else ""))
        c.text(WIDTH / 2, y + 12, line, 11, MUTED, anchor="middle")
        return y + 18


def _mod(delta: int) -> str:
    return f"{delta:+d}" if delta else ""


def board_svg(game: GameModule, state: GameState[Any], lang: str = "zh") -> str:
    """The board drawn with the game's vocabulary in ``lang`` (zh or en); names from the scenario as written."""
    return BoardPainter(game, state, lang).svg()
