"""The report as Markdown (CommonMark + pipe tables). Scenario text is escaped, so a card named ``<b>`` or
``*x*`` reads as typed; the board picture is embedded as a data URI so the file stands alone."""

from __future__ import annotations

import base64
import re

from judge_app.report import labels as L
from judge_app.report.model import CitedRule, Report

_SPECIAL = re.compile(r"([\\`*_\[\]<>|~&#])")


def esc(text: str) -> str:
    r"""Inline text with Markdown and HTML syntax made literal; line breaks become spaces.

    >>> esc("<script>*x*|y")
    '\\<script\\>\\*x\\*\\|y'
    """
    return _SPECIAL.sub(r"\\\1", " ".join(text.split()))


def _quote(text: str) -> list[str]:
    return [f"> {esc(line)}" if line.strip() else ">" for line in text.strip().splitlines()]


def _fence(text: str) -> str:
    longest = max((len(m) for m in re.findall(r"`+", text)), default=0)
    return "`" * max(3, longest + 1)


def render_markdown(report: Report) -> str:
    """Page 1 (question, verdict, deciding rules quoted, board picture), then the appendix for appeals."""
    h, v = report.header, report.verdict
    rules = {r.cite: r for r in report.rules}
    out = [f"# 裁判报告:{esc(h.title)}", "", "| 项目 | 内容 |", "| --- | --- |"]
    out += [f"| {k} | {esc(val)} |" for k, val in L.page_one_rows(report)]
    out += ["", "## 问题", "", esc(report.question) or "(场景未写明问题)", ""]
    out += ["## 裁定", "", f"**{esc(v.mark)} {esc(v.sentence or report.outcome.ruling)}**", "",
            esc(L.outcome_line(report)), ""]
    out += [f"- {esc(L.mark_line(m))}" for m in v.actions] + ([""] if v.actions else [])
    if report.ruling_note:
        out += ["**裁判批注**", "", *_quote(report.ruling_note), ""]
    if v.deciding:
        out += ["## 依据", ""]
        for d in v.deciding:
            out += [f"**步骤 {d.step}** ★ {esc(d.text)}", ""]
            for c in d.cites:
                r = rules.get(c)
                text = L.quote(r.text) if r is not None and r.found else "(规则数据库中没有这条规则)"
                out += [f"> `{c}` {esc(text)}", ""]
    b = report.board
    active = next((p.name for p in b.players if p.id == b.active_player), b.active_player)
    data = base64.b64encode(b.svg.encode("utf-8")).decode("ascii")
    where = f"第 {b.turn} 回合 · {active} 的回合 · {b.phase}{' / ' + b.step if b.step else ''}"
    out += ["## 开始时的局面", "", esc(where), "", f"![开始时的局面图](data:image/svg+xml;base64,{data})", "",
            "---", ""]
    out += ["## 附录 A:需要注意", *_nuances(report)[1:]]
    out += ["## 附录 B:追溯步骤", "", "★ 为裁定所依据的步骤;只改变引擎内部记录的连续程序步骤合并为一行。", ""]
    marks = {m.step: m for m in v.actions}
    for group in L.step_groups(report.steps):
        if len(group) > 1:
            cites = " ".join(f"`{c}`" for c in dict.fromkeys(c for s in group for c in s.cites))
            texts = ";".join(s.text.rstrip("。") for s in group)
            out.append(f"{group[0].n}. **[程序 {group[0].n}–{group[-1].n}]** {esc(texts)}。"
                       + (f" — {cites}" if cites else ""))
            continue
        s = group[0]
        cites = " ".join(f"`{L.cite_label(c, s.reconstructed)}`" for c in s.cites)
        mark = f"**{marks[s.n].mark}** " if s.n in marks else ""
        out.append(f"{s.n}. {mark}**[{s.kind_label}]**{' ★' if s.decisive else ''} {esc(s.text)}"
                   f"{' — ' + cites if cites else ''}")
        out += [f"   - `{c}`" for c in s.changes]
        if s.note:
            out += ["", *(f"   {line}" for line in _quote("裁判批注:" + s.note)), ""]
    out.append("")
    if report.outcome.answer:
        out += [f"最终局面:{esc(report.outcome.answer)}", ""]
    out += _board(report)
    out += ["## 附录 D:引用的规则全文", "",
            f"共 {len(report.rules)} 条,按首次引用的顺序;文字为生成报告时规则数据库中的文本。", ""]
    for rule in report.rules:
        out += _rule(rule)
    fence = _fence(report.scenario_yaml)
    out += ["## 附录 E:报告信息与场景文件", "", "| 项目 | 内容 |", "| --- | --- |"]
    out += [f"| {k} | {esc(val)} |" for k, val in L.header_rows(report)]
    out += ["", "用 `judge trace` 或 `judge report` 重新运行本场景即可复现上述追溯。", "",
            f"{fence}yaml", report.scenario_yaml.rstrip("\n"), fence, ""]
    return "\n".join(out)


def _board(report: Report) -> list[str]:
    b = report.board
    out = ["## 附录 C:开始时的局面(文字)", "", "| 玩家 | 资源 |", "| --- | --- |"]
    for p in b.players:
        res = ",".join(f"{p.resource_names.get(k, k)} {v}" for k, v in p.resources.items())
        out.append(f"| {esc(p.name)}({esc(p.id)}) | {esc(res) or '—'} |")
    out += ["", "| 区域 | 卡牌 | 说明 |", "| --- | --- | --- |"]
    for z in b.zones:
        for o in z.objects:
            out.append(f"| {esc(z.name)} `{z.zone}` | {esc(o.name)}(`{o.id}`) | {esc(o.summary)} |")
    out += [f"- 栈/连锁:{esc(s)}" for s in b.stack]
    out += [f"- 待处理触发:{esc(t)}" for t in b.pending_triggers]
    return [*out, ""]


def _nuances(report: Report) -> list[str]:
    marks = report.verdict.actions
    if not (marks or report.nuances or report.readings or report.unplaced_notes):
        return ["## 需要注意", "", "追溯中没有不合法或被替换的动作,也没有歧义或无法模拟的步骤。", ""]
    out = ["## 需要注意", ""]
    out += [f"- {esc(L.mark_line(m))}" + (" — " + " ".join(f"`{c}`" for c in m.cites) if m.cites else "")
            for m in marks]
    for n in report.nuances:
        cites = " ".join(f"`{c}`" for c in n.cites)
        out.append(f"- 步骤 {n.step} **[{n.kind_label}]** {esc(n.text)}{' — ' + cites if cites else ''}")
    for r in report.readings:
        out.append(f"- 解读 `{r.point}`:{esc(L.reading_line(r))} — " + " ".join(f"`{c}`" for c in r.cites))
    for n, text in report.unplaced_notes.items():
        out.append(f"- 批注写给步骤 {n},但本次追溯没有该步骤(规则或引擎可能已变化):{esc(text)}")
    return [*out, ""]


def _rule(rule: CitedRule) -> list[str]:
    flags = L.rule_flags(rule)
    badge = "".join(f" **[{f}]**" for f in flags)
    out = [f"### `{rule.cite}`{badge}", ""]
    if not rule.found:
        return [*out, "**规则数据库中没有这条规则**:引用无法核对。", ""]
    out.append(f"- 编号:{esc(L.rule_number(rule))}")
    if rule.context:
        out.append(f"- 位置:{esc(' › '.join(rule.context))}")
    out.append(f"- 来源:{esc(L.rule_source(rule))}")
    out.append(f"- 首次引用:步骤 {rule.first_step}")
    out += [f"- **注意**:{esc(w)}" for f, w in L.FLAG_WARNINGS.items() if f in rule.flags]
    out += ["", *_quote(rule.text or "(无文字)")]
    for ex in rule.examples:
        out += [">", *_quote("例:" + ex)]
    out.append("")
    if rule.repairs:
        out.append("导入时的修复:")
        out += [f"- {esc(r.kind)}({esc(r.confidence)}):{esc(r.detail)}" for r in rule.repairs]
        out.append("")
    out += [f"- 注释:{esc(n)}" for n in rule.notes]
    return out + ([""] if rule.notes else [])
