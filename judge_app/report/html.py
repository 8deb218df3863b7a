"""The report as one self-contained HTML file (inline CSS and SVG, a print stylesheet), or as the HTML
subset Qt's rich text understands (for the preview and the PDF), where the board is an image resource.

Every piece of text from the scenario, the trace or the rules database goes through :func:`html.escape`.
"""

from __future__ import annotations

import re
from html import escape

from judge_app.report import labels as L
from judge_app.report.model import CitedRule, Report
from judge_app.report.words import FLAGS, language_name, w

BOARD_RESOURCE = "board.png"  # the name the Qt document gives the rasterised board picture
PAGE_ONE_BOARD_PX = 560  # the board picture's widest on page 1
PAGE_ONE_BOARD_HIGH = 250  # and its tallest (document px, about 66 mm): page 1 stays one page
PAGE_ONE_BOARD_LOWEST = 110  # the PDF shrinks the picture this far, no further, to keep page 1 on one page
_SVG_SIZE = re.compile(r'<svg[^>]*?\swidth="(\d+(?:\.\d+)?)"[^>]*?\sheight="(\d+(?:\.\d+)?)"')


def page_one_board_size(svg: str, high: int = PAGE_ONE_BOARD_HIGH) -> tuple[int, int]:
    """Width and height of the page-1 board picture: as wide as allowed unless that makes it taller than
    ``high``."""
    m = _SVG_SIZE.search(svg)
    w, h = (float(m.group(1)), float(m.group(2))) if m else (4.0, 3.0)
    width = min(PAGE_ONE_BOARD_PX, high * w / max(h, 1.0))
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
pre, code, .mono { font-family: "DejaVu Sans Mono", "Judge Report Sans"; }
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


def render_html(report: Report, *, for_qt: bool = False, part: str = "all",
                board_high: int = PAGE_ONE_BOARD_HIGH, quote_chars: int = L.QUOTE_CHARS) -> str:
    """Self-contained HTML; ``for_qt`` gives the rich-text subset with the board as :data:`BOARD_RESOURCE`.

    The report has two tiers: page 1 for the player or head judge (question, verdict, deciding rules quoted,
    the board picture, who ruled where and when) and an appendix for appeals (every cited step, what to look
    at twice, the board in words, every cited rule's text, the scenario file). ``part`` is ``"page1"``,
    ``"appendix"`` or ``"all"``; the PDF lays the two out separately so the appendix starts on page 2, and
    asks for a lower ``board_high`` (the page-1 picture's tallest, in document px), then shorter rule quotes
    (``quote_chars``; the appendix has every word) when page 1 would overflow."""
    h, lang = report.header, report.lang
    t = ' border="1" cellspacing="0" cellpadding="4"' if for_qt else ""
    parts = ["<!DOCTYPE html>", f'<html lang="{"zh-CN" if lang == "zh" else lang}"><head><meta charset="utf-8">',
             f"<title>{e(w(lang, 'title', title=h.title))}</title>",
             f"<style>{QT_CSS if for_qt else CSS}</style></head><body>"]
    if part in ("all", "page1"):
        parts += _page_one(report, for_qt, t, board_high, quote_chars)
    if part == "all":
        parts.append('<hr class="tier">')
    if part in ("all", "appendix"):
        parts += _appendix(report, for_qt, t)
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def _page_one(report: Report, for_qt: bool, t: str, board_high: int = PAGE_ONE_BOARD_HIGH,
              quote_chars: int = L.QUOTE_CHARS) -> list[str]:
    v, lang = report.verdict, report.lang
    rules = {r.cite: r for r in report.rules}
    rows = L.page_one_rows(report)
    out = [f"<h1>{e(w(lang, 'title', title=report.header.title))}</h1>",
           f'<p class="meta">{e(rows[0][1])}<br>'
           + " · ".join(f"<strong>{e(k)}</strong> {e(val)}" for k, val in rows[1:]) + "</p>",
           f"<h2>{w(lang, 'question')}</h2>", f"<p>{e(report.question) or e(w(lang, 'no_question'))}</p>",
           f"<h2>{w(lang, 'ruling')}</h2>",
           f'<p class="ruling verdict-{_mark_class(v.mark)}">{e(v.mark)} {e(v.sentence)}</p>',
           f"<p>{e(L.outcome_line(report))}</p>"]
    if v.actions:
        out.append('<ul class="marks">' + "".join(f'<li class="warn">{e(L.mark_line(m, lang))}</li>'
                                                  for m in v.actions) + "</ul>")
    if report.ruling_note:
        out.append(_note(report.ruling_note, lang))
    if v.deciding:
        out.append(f"<h2>{e(_deciding_heading(report))}</h2>")
        for d in v.deciding:
            out.append(f'<p><strong>{w(lang, "step_n", n=d.step)}</strong>★ {e(d.text)}</p>')
            for c in d.cites:
                r = rules.get(c)
                text = L.quote(r.text, quote_chars, lang) if r is not None and r.found else w(lang, "rule_not_in_db")
                out.append(f"<blockquote><code>{e(c)}</code> {e(text)}</blockquote>")
    b = report.board
    active = next((p.name for p in b.players if p.id == b.active_player), b.active_player)
    where = e(w(lang, "where", turn=b.turn, active=active, phase=b.phase))
    out += [f"<h2>{w(lang, 'board_start')} <span class=\"muted\">{where}"
            f"{' / ' + e(b.step) if b.step else ''}</span></h2>"]
    if for_qt:
        wide, high = page_one_board_size(b.svg, board_high)
        out.append(f'<p class="board"><img src="{BOARD_RESOURCE}" width="{wide}" height="{high}"></p>')
    else:
        out.append(f'<div class="board" role="img" aria-label="{e(w(lang, "board_alt"))}">{b.svg}</div>')
    return out


def _deciding_heading(report: Report) -> str:
    """依据; in a report whose labels are not the rulebook's language, the quotes are said to be in it."""
    heading = w(report.lang, "deciding")
    if report.lang != report.header.rulebook.language:
        heading += w(report.lang, "deciding_lang", language=language_name(report.lang, report.header.rulebook.language))
    return heading


def _mark_class(mark: str) -> str:
    return {"✗": "illegal", "⚠": "warn"}.get(mark, "ok")


def _appendix(report: Report, for_qt: bool, t: str) -> list[str]:
    lang = report.lang
    language = language_name(lang, report.header.rulebook.language)
    out = [f"<h2>{w(lang, 'appendix_a')}</h2>", *_nuances(report)[1:],
           f"<h2>{w(lang, 'appendix_b')}</h2>",
           f'<p class="muted">{e(_trace_intro(report, language))}</p>',
           '<ol class="steps">']
    marks = {m.step: m for m in report.verdict.actions}
    for group in L.step_groups(report.steps):
        if len(group) > 1:
            texts = L.run_text(group, lang)
            cites = list(dict.fromkeys(c for s in group for c in s.cites))
            run = w(lang, "procedure_run", a=group[0].n, b=group[-1].n)
            out.append(f'<li value="{group[0].n}"><span class="kind">[{run}]</span> '
                       f'<span class="muted">{e(texts)}</span>'
                       + (f' <span class="cites">{L.cites_group(_cites(cites, [], lang), lang)}</span>'
                          if cites else "") + "</li>")
            continue
        s = group[0]
        mark = f"<strong>{e(marks[s.n].mark)}</strong> " if s.n in marks else ""
        item = (f'<li value="{s.n}">{mark}<span class="kind kind-{e(s.kind)}">[{e(s.kind_label)}]</span>'
                f'{" ★" if s.decisive else ""} {e(s.text)}'
                + (f' <span class="cites">{L.cites_group(_cites(s.cites, s.reconstructed, lang), lang)}</span>'
                   if s.cites else ""))
        if s.changes:
            item += '<br><span class="changes">' + "<br>".join(f"· {e(c)}" for c in s.changes) + "</span>"
        if s.note:
            item += _note(s.note, lang)
        out.append(item + "</li>")
    out.append("</ol>")
    if report.outcome.answer:
        out.append(f'<p class="muted">{e(w(lang, "final", answer=report.outcome.answer))}</p>')
    out += _board(report, t)
    out += [f"<h2>{w(lang, 'appendix_d')}</h2>",
            f'<p class="muted">{e(w(lang, "rules_intro", n=len(report.rules), language=language))}</p>']
    out += [_rule(r, for_qt, lang, report.mapped_to) for r in report.rules]
    out += [f"<h2>{w(lang, 'appendix_e')}</h2>", f'<table class="header"{t}>',
            *(f'<tr><th>{e(k)}</th><td{_mono(k)}>{e(v)}</td></tr>' for k, v in L.header_rows(report)), "</table>",
            f'<p class="muted">{e(w(lang, "rerun", trace="judge trace", report="judge report"))}</p>',
            f'<pre class="scenario">{e(report.scenario_yaml)}</pre>']
    return out


def _mono(key: str) -> str:
    return ' class="mono"' if "SHA" in key else ""


def _cites(cites: list[str], reconstructed: list[str], lang: str = "zh") -> str:
    out = []
    for c in cites:
        label = e(c) + (f'<span class="badge"> {w(lang, "reconstructed")} </span>' if c in reconstructed else "")
        out.append(f'<code>{label}</code>')
    return ", ".join(out)


def _note(text: str, lang: str = "zh") -> str:
    return f'<p class="note"><span class="who">{e(w(lang, "judge_note_colon"))}</span>{e(text.strip())}</p>'


def _board(report: Report, table_attrs: str) -> list[str]:
    b, lang = report.board, report.lang
    out = [f"<h2>{w(lang, 'appendix_c')}</h2>", f'<table{table_attrs}>',
           f"<tr><th>{w(lang, 'player')}</th><th>{w(lang, 'resources')}</th></tr>"]
    for p in b.players:
        res = w(lang, "items_sep").join(f"{p.resource_names.get(k, k)} {v}" for k, v in p.resources.items())
        out.append(f"<tr><td>{e(p.name)}({e(p.id)})</td><td>{e(res) or '—'}</td></tr>")
    out += ["</table>", f'<table{table_attrs}>',
            f"<tr><th>{w(lang, 'zone')}</th><th>{w(lang, 'card')}</th><th>{w(lang, 'about')}</th></tr>"]
    for z in b.zones:
        for o in z.objects:
            out.append(f"<tr><td>{e(z.name)} <code>{e(z.zone)}</code></td>"
                       f"<td>{e(o.name)}(<code>{e(o.id)}</code>)</td><td>{e(o.summary)}</td></tr>")
    out.append("</table>")
    out += [f"<p>{e(w(lang, 'stack', what=s))}</p>" for s in b.stack]
    out += [f"<p>{e(w(lang, 'pending', what=t))}</p>" for t in b.pending_triggers]
    return out


def _nuances(report: Report) -> list[str]:
    lang = report.lang
    out = [f"<h2>{w(lang, 'attention')}</h2>"]
    marks = report.verdict.actions
    if not (marks or report.nuances or report.readings or report.unplaced_notes):
        return [*out, f"<p>{e(w(lang, 'nothing_to_note'))}</p>"]
    out.append("<ul>")
    for m in marks:
        cites = f' <span class="cites">{L.cites_group(_cites(m.cites, [], lang), lang)}</span>' if m.cites else ""
        out.append(f'<li class="warn">{e(L.mark_line(m, lang))}{cites}</li>')
    for n in report.nuances:
        cites = f' <span class="cites">{L.cites_group(_cites(n.cites, [], lang), lang)}</span>' if n.cites else ""
        out.append(f'<li>{w(lang, "step_n", n=n.step)} <span class="kind kind-{e(n.kind)}">[{e(n.kind_label)}]</span> '
                   f"{e(n.text)}{cites}</li>")
    for r in report.readings:
        out.append(f"<li>{w(lang, 'reading')} <code>{e(r.point)}</code>{w(lang, 'colon')}{e(L.reading_line(r, lang))} "
                   f'<span class="cites">{L.cites_group(_cites(r.cites, [], lang), lang)}</span></li>')
    for step, text in report.unplaced_notes.items():
        out.append(f'<li class="warn">{e(w(lang, "unplaced", n=step, text=text))}</li>')
    return [*out, "</ul>"]


def _rule(rule: CitedRule, for_qt: bool, lang: str = "zh", target: str = "") -> str:
    badges = "".join(f'<span class="badge{"" if f in ("reconstructed", "repaired") else " soft"}"> '
                     f'{e(FLAGS[lang].get(f, f))} </span>' for f in L.rule_flag_keys(rule))
    head = f'<h3 id="{e(rule.cite)}"><code>{e(rule.cite)}</code> {badges}</h3>'
    if not rule.found:
        return (f'<div class="rule">{head}<p class="warn">{w(lang, "rule_missing")}{w(lang, "rule_missing_tail")}'
                "</p></div>")
    meta = [e(w(lang, "number", v=L.rule_number(rule, lang)))]
    if rule.context:
        meta.append(e(w(lang, "location", v=" › ".join(rule.context))))
    meta += [e(w(lang, "source", v=L.rule_source(rule, lang))), e(w(lang, "first_cited", n=rule.first_step))]
    if rule.counterpart is not None:
        meta.append(f"<b>{e(L.counterpart_line(rule, target, lang))}</b>")
    body = [head, f'<p class="meta">{"<br>".join(meta)}</p>']
    body += [f'<p class="warn">{w(lang, "warning")}{w(lang, "colon")}{e(text)}</p>'
             for f, text in L.flag_warnings(lang).items() if f in rule.flags]
    body.append(f"<blockquote>{e(rule.text) or e(w(lang, 'no_text'))}</blockquote>")
    body += [f"<blockquote>{e(w(lang, 'example', v=x))}</blockquote>" for x in rule.examples]
    if rule.repairs:
        body.append(f"<p>{w(lang, 'repairs')}</p><ul>"
                    + "".join(f"<li>{e(r.kind)}({e(r.confidence)}){w(lang, 'colon')}{e(r.detail)}</li>"
                              for r in rule.repairs)
                    + "</ul>")
    body += [f'<p class="muted">{e(w(lang, "rule_note", v=n))}</p>' for n in rule.notes]
    if for_qt:
        return "\n".join(body) + "<hr>"
    return '<div class="rule">' + "\n".join(body) + "</div>"


def _trace_intro(report: Report, language: str) -> str:
    """What the trace appendix says of itself: in whose language the steps are (the report's, when worded)."""
    if report.engine_text_in_lang:
        return w(report.lang, "trace_intro_html_in_lang")
    return w(report.lang, "trace_intro_html", language=language)
