"""Small hand-made rulebooks for unit tests of the search layer (the real database is tested separately)."""

from __future__ import annotations

from rulesdb.models import GlossaryEntry, Manifest, Rule, Rulebook
from rulesdb.search import Searcher


def _book(
    game: str,
    script: str,
    rows: list[tuple[str, str | None, str, str]],
    glossary: list[tuple[str, str, str | None]] = (),
) -> Rulebook:  # type: ignore[assignment]
    """rows: (id, parent, kind, text)."""
    children: dict[str, list[str]] = {}
    for rid, parent, _, _ in rows:
        if parent:
            children.setdefault(parent, []).append(rid)
    rules = [
        Rule(
            game=game,
            id=rid,
            printed=rid,
            kind=kind,
            parent=parent,
            children=children.get(rid, []),
            text=text,
            lines=(i + 1, i + 1),
            raw=f"{rid} {text}",
            order=i,
        )
        for i, (rid, parent, kind, text) in enumerate(rows)
    ]
    entries = [
        GlossaryEntry(game=game, term=t, definition=d, rule=r, lines=(900 + i, 900 + i))
        for i, (t, d, r) in enumerate(glossary)
    ]
    manifest = Manifest(
        game=game,
        title=f"{game} rules",
        short_title=game,
        edition=f"{game}-test",
        script=script,
        source_file=f"{game}.txt",
    )  # type: ignore[arg-type]
    return Rulebook(manifest=manifest, rules=rules, glossary=entries)


def small_books() -> dict[str, Rulebook]:
    mtg = _book(
        "mtg",
        "Hans",
        [
            ("5", None, "part", "回合结构"),
            ("502", "5", "section", "战斗伤害步骤"),
            ("502.9", "502", "rule", "在战斗伤害步骤中,每个生物对其阻挡者造成战斗伤害。"),
            ("502.9a", "502.9", "rule", "如果生物具有先攻异能,它先于其他生物造成战斗伤害。"),
            ("502.9b", "502.9", "rule", "法术力池中的法术力在步骤结束时清空,牌手受到法术力灼烧。"),
            ("502.10", "502", "rule", "战斗伤害用堆叠。"),
            ("4", None, "part", "区域"),
            ("401", "4", "section", "坟墓场"),
            ("401.1", "401", "rule", "被消灭的永久物置入其拥有者的坟墓场。"),
            ("401.2", "401", "rule", "坟场中的牌是公开的。"),
            ("402", "4", "section", "启动式异能"),
            ("402.1", "402", "rule", "启动式异能的格式为「费用:效果」。"),
            ("402.2", "402", "rule", "起动式异能只能在你拥有优先权时使用。"),
            ("420", "4", "section", "状态检视"),
            ("420.5a", "420", "rule", "生命为0的牌手输掉这盘游戏。"),
            ("420.5b", "420", "rule", "生命为0的牌手输掉这盘游戏。"),
        ],
        [("法术力", "用来支付费用的资源。", None), ("横置", "把永久物转九十度。", "402.1")],
    )
    ga = _book(
        "ga",
        "Hant",
        [
            ("2", None, "section", "遊戲區域"),
            ("2.2", "2", "heading", "王裝"),
            ("2.2.7", "2.2", "rule", "禮裝區中的卡牌是公開的。"),
            ("2.2.7.1", "2.2.7", "rule", "玩家在結算鏈為空時可以執行快速行動,關鍵字「迅捷」。"),
            ("2.3", "2", "heading", "原質牌庫"),
            ("2.3.1", "2.3", "rule", "原質牌庫中的卡牌面朝下放置。"),
        ],
    )
    riftbound = _book(
        "riftbound",
        "Hans",
        [
            ("301", None, "rule", "回合"),
            ("302", "301", "rule", "玩家轮流进行游戏,直至一方获胜。"),
            ("315", None, "heading", "结算链"),
            ("315.2", "315", "rule", "结算链上的技能按后进先出结算。"),
            ("315.2.a", "315.2", "rule", "激活技 能可以在结算链上回应。"),
            ("315.2.a.1", "315.2.a", "rule", "生命为0的牌手输掉这盘游戏。"),
        ],
    )
    return {"mtg": mtg, "ga": ga, "riftbound": riftbound}


def rank_of(searcher: Searcher, query: str, game: str, want: str) -> int | None:
    """The 1-based rank of ``want`` in the top 10 for ``query`` scoped to ``game``, or None."""
    ids = [h.id for h in searcher.search(query, games=[game], limit=10)]
    return ids.index(want) + 1 if want in ids else None
