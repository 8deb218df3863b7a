"""The report as one self-contained HTML file (inline CSS and SVG, a print stylesheet), or as the HTML
subset Qt's rich text understands (for the preview and the PDF), where the board is an image resource.

Every piece of text from the scenario, the trace or the rules database goes through :func:`html.escape`.
"""

from __future__ import annotations

import re
from html import escape

from judge_app.report import labels as L
from judge_app.report.model import CitedRule, Report

BOARD_RESOURCE = "board.png"  # the name the Qt document gives the rasterised board picture
PAGE_ONE_BOARD_PX = 560  # the board picture's widest on page 1
PAGE_ONE_BOARD_HIGH = 250  # and its tallest (document px, about 66 mm): page 1 stays one page
_SVG_SIZE = re.compile(r'<svg[^>]*?\swidth="(\d+(?:\.\d+)?)"[^>]*?\sheight="(\d+(?:\.\d+)?)"')


def page_one_board_size(svg: str) -> tuple[int, int]:
    """Width and height of the page-1 board picture: as wide as allowed unless that makes it too tall."""
    m = _SVG_SIZE.search(svg)
    w, h = (float(m.group(1)), float(m.group(2))) if m else (4.0, 3.0)
    width = min(PAGE_ONE_BOARD_PX, PAGE_ONE_BOARD_HIGH * w / max(h, 1.0))
    return round(width), round(width * h / max(w, 1.0))

CSS = """
body { font-family: "Noto Sans CJK SC", "Noto Sans SC", "Microsoft YaHei", "PingFang SC", sans-serif;
       color: #1f2933; max-width: 60em; margin: 1.5em auto; padding: 0 1em; line-height: 1.55; font-size: 11pt; }
h1 { font-size: 18pt; margin-bottom: .3em; }
h2 { font-size: 14pt; border-bottom: 1px solid #cbd2d9; padding-bottom: .15em; margin-top: 1.4em; }
h3 { font-size: 11.5pt; margin: 1em 0 .3em; }
table { border-collapse: collapse; margin: .4em 0; }
th, td { border: 1px solid #cbd2d9; padding: 3px 7px; text-align: left; vertical-align: top; }
th { background: #f0f4f8; white-space: nowrap; }
code, .mono { font-family: "Noto Sans Mono CJK SC", "DejaVu Sans Mono", monospace; font-size: 9.5pt; }
.ruling { font-size: 13pt; font-weight: bold; background: #fff8e6; border-left: 4px solid #e6a23c;
          padding: .4em .7em; }
.note { background: #eef6ff; border-left: 4px solid #4a90d9; padding: .3em .7em; margin: .3em 0;
        white-space: pre-wrap; }
.note .who { font-weight: bold; color: #2d5f93; }
.warn { background: #fdecea; border-left: 4px solid #c0392b; padding: .3em .7em; }
.badge { display: inline-block; font-size: 9pt; padding: 0 .4em; border-radius: 3px; margin-left: .3em;
         background: #c0392b; color: #fff; font-weight: bold; }
.badge.soft { background: #7b8794; }
.kind { font-weight: bold; color: #52606d; }
.kind-ambiguity, .kind-unsupported { color: #b44d12; }
.kind-result { color: #1e7b34; }
ol.steps li { margin-bottom: .35em; }
.cites { color: #52606d; }
.changes { color: #52606d; font-size: 9.5pt; margin: 0; }
.rule { border: 1px solid #d9e2ec; border-radius: 4px; padding: .3em .8em .5em; margin: .6em 0; }
.rule .meta { color: #52606d; font-size: 9.5pt; margin: 0; }
blockquote { margin: .4em 0; padding: .2em .8em; border-left: 3px solid #9aa5b1; background: #f8fafc;
             white-space: pre-wrap; }
pre.scenario { white-space: pre-wrap; word-break: break-all; background: #f5f7fa; border: 1px solid #d9e2ec;
               padding: .6em; font-size: 9pt; }
.board svg { max-width: 100%; height: auto; }
.muted { color: #7b8794; }
.verdict-illegal { background: #fdecea; border-left-color: #c0392b; }
.verdict-warn { background: #fff4e5; border-left-color: #ef6c00; }
hr.tier { break-after: page; border: 0; border-top: 2px dashed #cbd2d9; margin: 2em 0; }
.board svg { max-height: 95mm; }
@page { size: A4; margin: 16mm 14mm; }
@media print {
  body { max-width: none; margin: 0; padding: 0; font-size: 10pt; }
  h2 { break-after: avoid; }
  .rule, tr, .board, .ruling { break-inside: avoid; }
  a { color: inherit; text-decoration: none; }
}
"""

# Qt's rich text knows no borders on divs, no max-width and no @media; keep what it does understand.
QT_CSS = """
body { font-size: 10pt; color: #1f2933; }
h1 { font-size: 17pt; } h2 { font-size: 13.5pt; margin-top: 14px; } h3 { font-size: 11pt; margin-top: 10px; }
th { background-color: #f0f4f8; font-weight: bold; }
.ruling { font-size: 12.5pt; font-weight: bold; background-color: #fff8e6; }
.note { background-color: #eef6ff; white-space: pre-wrap; }
.who { font-weight: bold; color: #2d5f93; }
.warn { background-color: #fdecea; }
.verdict-illegal { background-color: #fdecea; color: #a61b1b; }
.verdict-warn { background-color: #fff4e5; color: #8a4b00; }
.badge { background-color: #c0392b; color: #ffffff; font-weight: bold; }
.soft { background-color: #7b8794; }
.kind { font-weight: bold; color: #52606d; }
.kind-ambiguity, .kind-unsupported { color: #b44d12; }
.kind-result { color: #1e7b34; }
.cites, .meta, .changes, .muted { color: #52606d; }
blockquote { background-color: #f8fafc; white-space: pre-wrap; }
pre.scenario { white-space: pre-wrap; background-color: #f5f7fa; font-size: 8.5pt; }
"""


def e(text: object) -> str:
    return escape(str(text), quote=True)


def render_html(report: Report, *, for_qt: bool = False, part: str = "all") -> str:
    """Self-contained HTML; ``for_qt`` gives the rich-text subset with the board as :data:`BOARD_RESOURCE`.

    The report has two tiers: page 1 for the player or head judge (question, verdict, deciding rules quoted,
    the board picture, who ruled where and when) and an appendix for appeals (every cited step, what to look
    at twice, the board in words, every cited rule's text, the scenario file). ``part`` is ``"page1"``,
    ``"appendix"`` or ``"all"``; the PDF lays the two out separately so the appendix starts on page 2."""
    h = report.header
    t = ' border="1" cellspacing="0" cellpadding="4"' if for_qt else ""
    parts = ["<!DOCTYPE html>", '<html lang="zh-CN"><head><meta charset="utf-8">',
             f"<title>裁判报告:{e(h.title)}</title>", f"<style>{QT_CSS if for_qt else CSS}</style></head><body>"]
    if part in ("all", "page1"):
        parts += _page_one(report, for_qt, t)
    if part == "all":
        parts.append('<hr class="tier">')
    if part in ("all", "appendix"):
        parts += _appendix(report, for_qt, t)
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def _page_one(report: Report, for_qt: bool, t: str) -> list[str]:
    v = report.verdict
    rules = {r.cite: r for r in report.rules}
    rows = L.page_one_rows(report)
    out = [f"<h1>裁判报告:{e(report.header.title)}</h1>",
           f'<p class="meta">{e(rows[0][1])}<br>'
           + " · ".join(f"<strong>{e(k)}</strong> {e(val)}" for k, val in rows[1:]) + "</p>",
           "<h2>问题</h2>", f"<p>{e(report.question) or '(场景未写明问题)'}</p>",
           "<h2>裁定</h2>", f'<p class="ruling verdict-{_mark_class(v.mark)}">{e(v.mark)} {e(v.sentence)}</p>',
           f"<p>{e(L.outcome_line(report))}</p>"]
    if v.actions:
        out.append('<ul class="marks">' + "".join(f'<li class="warn">{e(L.mark_line(m))}</li>' for m in v.actions)
                   + "</ul>")
    if report.ruling_note:
        out.append(_note(report.ruling_note))
    if v.deciding:
        out.append("<h2>依据</h2>")
        for d in v.deciding:
            out.append(f'<p><strong>步骤 {d.step}</strong>★ {e(d.text)}</p>')
            for c in d.cites:
                r = rules.get(c)
                text = L.quote(r.text) if r is not None and r.found else "(规则数据库中没有这条规则)"
                out.append(f"<blockquote><code>{e(c)}</code> {e(text)}</blockquote>")
    b = report.board
    active = next((p.name for p in b.players if p.id == b.active_player), b.active_player)
    out += [f"<h2>开始时的局面 <span class=\"muted\">第 {b.turn} 回合 · {e(active)} 的回合 · {e(b.phase)}"
            f"{' / ' + e(b.step) if b.step else ''}</span></h2>"]
    if for_qt:
        w, h = page_one_board_size(b.svg)
        out.append(f'<p class="board"><img src="{BOARD_RESOURCE}" width="{w}" height="{h}"></p>')
    else:
        out.append(f'<div class="board" role="img" aria-label="开始时的局面图">{b.svg}</div>')
    return out


def _mark_class(mark: str) -> str:
    return {"✗": "illegal", "⚠": "warn"}.get(mark, "ok")


def _appendix(report: Report, for_qt: bool, t: str) -> list[str]:
    out = ["<h2>附录 A:需要注意</h2>", *_nuances(report)[1:],
           "<h2>附录 B:追溯步骤</h2>",
           '<p class="muted">每一步及其引用的规则;★ 为裁定所依据的步骤;只改变引擎内部记录的连续程序步骤'
           "(如优先权的传递)合并为一行。</p>",
           '<ol class="steps">']
    marks = {m.step: m for m in report.verdict.actions}
    for group in L.step_groups(report.steps):
        if len(group) > 1:
            texts = ";".join(s.text.rstrip("。") for s in group)
            cites = list(dict.fromkeys(c for s in group for c in s.cites))
            out.append(f'<li value="{group[0].n}"><span class="kind">[程序 {group[0].n}–{group[-1].n}]</span> '
                       f'<span class="muted">{e(texts)}。</span>'
                       + (f' <span class="cites">〔{_cites(cites, [])}〕</span>' if cites else "") + "</li>")
            continue
        s = group[0]
        mark = f"<strong>{e(marks[s.n].mark)}</strong> " if s.n in marks else ""
        item = (f'<li value="{s.n}">{mark}<span class="kind kind-{e(s.kind)}">[{e(s.kind_label)}]</span>'
                f'{" ★" if s.decisive else ""} {e(s.text)}'
                + (f' <span class="cites">〔{_cites(s.cites, s.reconstructed)}〕</span>' if s.cites else ""))
        if s.changes:
            item += '<br><span class="changes">' + "<br>".join(f"· {e(c)}" for c in s.changes) + "</span>"
        if s.note:
            item += _note(s.note)
        out.append(item + "</li>")
    out.append("</ol>")
    if report.outcome.answer:
        out.append(f'<p class="muted">最终局面:{e(report.outcome.answer)}</p>')
    out += _board(report, t)
    out += ["<h2>附录 D:引用的规则全文</h2>",
            f'<p class="muted">共 {len(report.rules)} 条,按首次引用的顺序;文字为生成报告时规则数据库中的文本。</p>']
    out += [_rule(r, for_qt) for r in report.rules]
    out += ["<h2>附录 E:报告信息与场景文件</h2>", f'<table class="header"{t}>',
            *(f'<tr><th>{e(k)}</th><td{_mono(k)}>{e(v)}</td></tr>' for k, v in L.header_rows(report)), "</table>",
            '<p class="muted">用 judge trace 或 judge report 重新运行本场景即可复现上述追溯。</p>',
            f'<pre class="scenario">{e(report.scenario_yaml)}</pre>']
    return out


def _mono(key: str) -> str:
    return ' class="mono"' if "SHA" in key else ""


def _cites(cites: list[str], reconstructed: list[str]) -> str:
    out = []
    for c in cites:
        label = e(c) + ('<span class="badge"> 重建 </span>' if c in reconstructed else "")
        out.append(f'<code>{label}</code>')
    return ", ".join(out)


def _note(text: str) -> str:
    return f'<p class="note"><span class="who">裁判批注:</span>{e(text.strip())}</p>'


def _board(report: Report, table_attrs: str) -> list[str]:
    b = report.board
    out = ["<h2>附录 C:开始时的局面(文字)</h2>", f'<table{table_attrs}>', "<tr><th>玩家</th><th>资源</th></tr>"]
    for p in b.players:
        res = ",".join(f"{p.resource_names.get(k, k)} {v}" for k, v in p.resources.items())
        out.append(f"<tr><td>{e(p.name)}({e(p.id)})</td><td>{e(res) or '—'}</td></tr>")
    out += ["</table>", f'<table{table_attrs}>', "<tr><th>区域</th><th>卡牌</th><th>说明</th></tr>"]
    for z in b.zones:
        for o in z.objects:
            out.append(f"<tr><td>{e(z.name)} <code>{e(z.zone)}</code></td>"
                       f"<td>{e(o.name)}(<code>{e(o.id)}</code>)</td><td>{e(o.summary)}</td></tr>")
    out.append("</table>")
    out += [f"<p>栈/连锁:{e(s)}</p>" for s in b.stack]
    out += [f"<p>待处理触发:{e(t)}</p>" for t in b.pending_triggers]
    return out


def _nuances(report: Report) -> list[str]:
    out = ["<h2>需要注意</h2>"]
    marks = report.verdict.actions
    if not (marks or report.nuances or report.readings or report.unplaced_notes):
        return [*out, "<p>追溯中没有不合法或被替换的动作,也没有歧义或无法模拟的步骤。</p>"]
    out.append("<ul>")
    for m in marks:
        cites = f' <span class="cites">〔{_cites(m.cites, [])}〕</span>' if m.cites else ""
        out.append(f'<li class="warn">{e(L.mark_line(m))}{cites}</li>')
    for n in report.nuances:
        cites = f' <span class="cites">〔{_cites(n.cites, [])}〕</span>' if n.cites else ""
        out.append(f'<li>步骤 {n.step} <span class="kind kind-{e(n.kind)}">[{e(n.kind_label)}]</span> '
                   f"{e(n.text)}{cites}</li>")
    for r in report.readings:
        out.append(f"<li>解读 <code>{e(r.point)}</code>:{e(L.reading_line(r))} "
                   f'<span class="cites">〔{_cites(r.cites, [])}〕</span></li>')
    for n, text in report.unplaced_notes.items():
        out.append(f'<li class="warn">批注写给步骤 {n},但本次追溯没有该步骤(规则或引擎可能已变化):{e(text)}</li>')
    return [*out, "</ul>"]


def _rule(rule: CitedRule, for_qt: bool) -> str:
    badges = "".join(f'<span class="badge{"" if f in ("重建", "已修复") else " soft"}"> {e(f)} </span>'
                     for f in L.rule_flags(rule))
    head = f'<h3 id="{e(rule.cite)}"><code>{e(rule.cite)}</code> {badges}</h3>'
    if not rule.found:
        return f'<div class="rule">{head}<p class="warn">规则数据库中没有这条规则:引用无法核对。</p></div>'
    meta = [f"编号:{e(L.rule_number(rule))}"]
    if rule.context:
        meta.append(f"位置:{e(' › '.join(rule.context))}")
    meta += [f"来源:{e(L.rule_source(rule))}", f"首次引用:步骤 {rule.first_step}"]
    body = [head, f'<p class="meta">{"<br>".join(meta)}</p>']
    body += [f'<p class="warn">注意:{e(w)}</p>' for f, w in L.FLAG_WARNINGS.items() if f in rule.flags]
    body.append(f"<blockquote>{e(rule.text) or '(无文字)'}</blockquote>")
    body += [f"<blockquote>例:{e(x)}</blockquote>" for x in rule.examples]
    if rule.repairs:
        body.append("<p>导入时的修复:</p><ul>"
                    + "".join(f"<li>{e(r.kind)}({e(r.confidence)}):{e(r.detail)}</li>" for r in rule.repairs)
                    + "</ul>")
    body += [f'<p class="muted">注释:{e(n)}</p>' for n in rule.notes]
    if for_qt:
        return "\n".join(body) + "<hr>"
    return '<div class="rule">' + "\n".join(body) + "</div>"
