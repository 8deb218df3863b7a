"""Words every renderer shares, so Markdown, HTML and PDF say the same thing the same way."""

from __future__ import annotations

from judge_app.report.model import ActionMark, CitedRule, Reading, Report, ReportStep
from judge_app.report.verdict import fold

QUOTE_CHARS = 240  # a deciding rule quoted on page 1 is cut here; the appendix has every word

OUTCOMES = {"win": "胜负已分", "draw": "平局", "ongoing": "游戏继续"}
FLAG_LABELS = {
    "reconstructed": "重建", "repaired": "已修复", "renumbered": "重新编号", "duplicate-number": "编号重复",
    "empty": "原文无内容", "truncated": "原文截断", "translation-defect": "已知译误", "synthesized-id": "位置编号",
    "orphan": "上级缺失",
}
# What a reader must be told about a flag before relying on the text.
FLAG_WARNINGS = {
    "reconstructed": "此条文字由导入程序在原文字节丢失处重建,并非印刷原文,引用前请核对原书。",
    "truncated": "原文在此处中断,条文不完整。",
    "empty": "原文只有编号,没有条文内容。",
    "translation-defect": "此条译文有已知错误,见注释。",
}


def header_rows(report: Report) -> list[tuple[str, str]]:
    h, rb = report.header, report.header.rulebook
    rows = [
        ("游戏", f"{h.game_name}({h.game})"),
        ("规则书", rb.title),
        ("版本", rb.edition + (f",生效日期 {rb.effective_date}" if rb.effective_date else ",原文未注明生效日期")),
        ("规则书原文 SHA-256", rb.source_sha256),
        ("赛事", h.event or "—"),
        ("裁判", h.judge or "—"),
        ("裁定日期", h.date or "—"),
        ("报告生成时间", h.generated),
        ("场景", h.scenario_id + (f"({h.scenario_file})" if h.scenario_file else "")),
    ]
    if h.tags:
        rows.append(("标签", "、".join(h.tags)))
    return rows


def page_one_rows(report: Report) -> list[tuple[str, str]]:
    """The few header lines page 1 needs: what game and book, who ruled, where, when."""
    h, rb = report.header, report.header.rulebook
    return [
        ("游戏 / 规则书", f"{h.game_name}({h.game})· {rb.title} · {rb.edition}"),
        ("赛事", h.event or "—"),
        ("裁判", h.judge or "—"),
        ("裁定日期", h.date or "—"),
    ]


def mark_line(m: ActionMark) -> str:
    what = "不合法" if m.mark == "✗" else "未按原样执行"
    return f"{m.mark} 第 {m.action + 1} 个动作{what}(步骤 {m.step}):{m.why}"


def quote(text: str, most: int = QUOTE_CHARS) -> str:
    text = " ".join(text.split())
    return text if len(text) <= most else text[: most - 1] + "…(全文见附录)"


def step_groups(steps: list[ReportStep], least: int = 2) -> list[list[ReportStep]]:
    """Steps as shown: a run of at least ``least`` bookkeeping steps (priority passes and the like) is one
    group, printed as one line; every other step stands alone."""
    return fold(steps, lambda s: s.bookkeeping and not s.note, least)


def outcome_line(report: Report) -> str:
    o = report.outcome
    line = OUTCOMES.get(o.outcome, o.outcome)
    if o.winner:
        line += f",获胜方 {o.winner}"
    if o.stopped_at is not None:
        line += f";追溯在第 {o.stopped_at + 1} 个动作处停止"
    return line


def rule_number(rule: CitedRule) -> str:
    if rule.printed:
        return rule.printed if rule.printed == rule.id else f"{rule.printed}(数据库编号 {rule.id})"
    return f"原文无编号(位置编号 {rule.id})"


def rule_flags(rule: CitedRule) -> list[str]:
    """Badges: reconstructed and repaired first, they change how far the text can be trusted."""
    flags = list(rule.flags)
    if rule.repairs and "repaired" not in flags:
        flags.append("repaired")
    order = ["reconstructed", "repaired"]
    flags.sort(key=lambda f: order.index(f) if f in order else len(order))
    return [FLAG_LABELS.get(f, f) for f in flags if f != "synthesized-id"]


def rule_source(rule: CitedRule) -> str:
    lines = ""
    if rule.lines:
        first, last = rule.lines
        lines = f",原文第 {first} 行" if first == last else f",原文第 {first}–{last} 行"
    return f"版本 {rule.edition},原文 SHA-256 {rule.source_sha256}{lines}"


def reading_line(r: Reading) -> str:
    how = "场景指定" if r.explicit else "默认解读"
    return f"{r.question} 采用「{r.reading}」({how}):{r.meaning}"


def cite_label(cite: str, reconstructed: list[str]) -> str:
    return f"{cite}[重建]" if cite in reconstructed else cite
