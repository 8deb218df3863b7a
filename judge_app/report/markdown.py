"""The report as Markdown (CommonMark + pipe tables). Scenario text is escaped, so a card named ``<b>`` or
``*x*`` reads as typed; the board picture is embedded as a data URI so the file stands alone."""

from __future__ import annotations

import base64
import re

from judge_app.report import labels as L
from judge_app.report.model import CitedRule, Report
from judge_app.report.words import FLAGS, language_name, w

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
    h, v, lang = report.header, report.verdict, report.lang
    language = language_name(lang, h.rulebook.language)
    rules = {r.cite: r for r in report.rules}
    out = [f"# {w(lang, 'title', title=esc(h.title))}", "", f"| {w(lang, 'item')} | {w(lang, 'value')} |",
           "| --- | --- |"]
    out += [f"| {k} | {esc(val)} |" for k, val in L.page_one_rows(report)]
    out += ["", f"## {w(lang, 'question')}", "", esc(report.question) or w(lang, "no_question"), ""]
    out += [f"## {w(lang, 'ruling')}", "", f"**{esc(v.mark)} {esc(v.sentence or report.outcome.ruling)}**", "",
            esc(L.outcome_line(report)), ""]
    out += [f"- {esc(L.mark_line(m, lang))}" for m in v.actions] + ([""] if v.actions else [])
    if report.ruling_note:
        out += [f"**{w(lang, 'judge_note')}**", "", *_quote(report.ruling_note), ""]
    if v.deciding:
        deciding = w(lang, "deciding")
        if h.rulebook.language != lang:
            deciding += w(lang, "deciding_lang", language=language)
        out += [f"## {deciding}", ""]
        for d in v.deciding:
            out += [f"**{w(lang, 'step_n', n=d.step)}** ★ {esc(d.text)}", ""]
            for c in d.cites:
                r = rules.get(c)
                text = L.quote(r.text, lang=lang) if r is not None and r.found else w(lang, "rule_not_in_db")
                out += [f"> `{c}` {esc(text)}", ""]
    b = report.board
    active = next((p.name for p in b.players if p.id == b.active_player), b.active_player)
    data = base64.b64encode(b.svg.encode("utf-8")).decode("ascii")
    where = w(lang, "where", turn=b.turn, active=active, phase=b.phase) + (f" / {b.step}" if b.step else "")
    out += [f"## {w(lang, 'board_start')}", "", esc(where), "",
            f"![{w(lang, 'board_alt')}](data:image/svg+xml;base64,{data})", "", "---", ""]
    out += [f"## {w(lang, 'appendix_a')}", *_nuances(report)[1:]]
    intro = w(lang, "trace_intro_md_in_lang") if report.engine_text_in_lang else w(lang, "trace_intro_md",
                                                                                      language=language)
    out += [f"## {w(lang, 'appendix_b')}", "", intro, ""]
    marks = {m.step: m for m in v.actions}
    for group in L.step_groups(report.steps):
        if len(group) > 1:
            cites = " ".join(f"`{c}`" for c in dict.fromkeys(c for s in group for c in s.cites))
            texts = L.run_text(group, lang)
            out.append(f"{group[0].n}. **[{w(lang, 'procedure_run', a=group[0].n, b=group[-1].n)}]** {esc(texts)}"
                       + (f" — {cites}" if cites else ""))
            continue
        s = group[0]
        cites = " ".join(f"`{L.cite_label(c, s.reconstructed, lang)}`" for c in s.cites)
        mark = f"**{marks[s.n].mark}** " if s.n in marks else ""
        out.append(f"{s.n}. {mark}**[{s.kind_label}]**{' ★' if s.decisive else ''} {esc(s.text)}"
                   f"{' — ' + cites if cites else ''}")
        out += [f"   - `{c}`" for c in s.changes]
        if s.note:
            out += ["", *(f"   {line}" for line in _quote(w(lang, "judge_note_colon") + s.note)), ""]
    out.append("")
    if report.outcome.answer:
        out += [w(lang, "final", answer=esc(report.outcome.answer)), ""]
    out += _board(report)
    out += [f"## {w(lang, 'appendix_d')}", "", w(lang, "rules_intro", n=len(report.rules), language=language), ""]
    for rule in report.rules:
        out += _rule(rule, lang, report.mapped_to)
    fence = _fence(report.scenario_yaml)
    out += [f"## {w(lang, 'appendix_e')}", "", f"| {w(lang, 'item')} | {w(lang, 'value')} |", "| --- | --- |"]
    out += [f"| {k} | {esc(val)} |" for k, val in L.header_rows(report)]
    out += ["", w(lang, "rerun", trace="`judge trace`", report="`judge report`"), "",
            f"{fence}yaml", report.scenario_yaml.rstrip("\n"), fence, ""]
    return "\n".join(out)


def _board(report: Report) -> list[str]:
    b, lang = report.board, report.lang
    out = [f"## {w(lang, 'appendix_c')}", "", f"| {w(lang, 'player')} | {w(lang, 'resources')} |", "| --- | --- |"]
    for p in b.players:
        res = w(lang, "items_sep").join(f"{p.resource_names.get(k, k)} {v}" for k, v in p.resources.items())
        out.append(f"| {esc(p.name)}({esc(p.id)}) | {esc(res) or '—'} |")
    out += ["", f"| {w(lang, 'zone')} | {w(lang, 'card')} | {w(lang, 'about')} |", "| --- | --- | --- |"]
    for z in b.zones:
        for o in z.objects:
            out.append(f"| {esc(z.name)} `{z.zone}` | {esc(o.name)}(`{o.id}`) | {esc(o.summary)} |")
    out += [f"- {w(lang, 'stack', what=esc(s))}" for s in b.stack]
    out += [f"- {w(lang, 'pending', what=esc(t))}" for t in b.pending_triggers]
    return [*out, ""]


def _nuances(report: Report) -> list[str]:
    marks, lang = report.verdict.actions, report.lang
    if not (marks or report.nuances or report.readings or report.unplaced_notes):
        return [f"## {w(lang, 'attention')}", "", w(lang, "nothing_to_note"), ""]
    out = [f"## {w(lang, 'attention')}", ""]
    out += [f"- {esc(L.mark_line(m, lang))}" + (" — " + " ".join(f"`{c}`" for c in m.cites) if m.cites else "")
            for m in marks]
    for n in report.nuances:
        cites = " ".join(f"`{c}`" for c in n.cites)
        out.append(f"- {w(lang, 'step_n', n=n.step)} **[{n.kind_label}]** {esc(n.text)}"
                   + (f" — {cites}" if cites else ""))
    for r in report.readings:
        out.append(f"- {w(lang, 'reading')} `{r.point}`{w(lang, 'colon')}{esc(L.reading_line(r, lang))} — "
                   + " ".join(f"`{c}`" for c in r.cites))
    for step, text in report.unplaced_notes.items():
        out.append(f"- {w(lang, 'unplaced', n=step, text=esc(text))}")
    return [*out, ""]


def _rule(rule: CitedRule, lang: str = "zh", target: str = "") -> list[str]:
    badge = "".join(f" **[{FLAGS[lang].get(f, f)}]**" for f in L.rule_flag_keys(rule))
    out = [f"### `{rule.cite}`{badge}", ""]
    if not rule.found:
        return [*out, f"**{w(lang, 'rule_missing')}**{w(lang, 'rule_missing_tail')}", ""]
    out.append(f"- {w(lang, 'number', v=esc(L.rule_number(rule, lang)))}")
    if rule.context:
        out.append(f"- {w(lang, 'location', v=esc(' › '.join(rule.context)))}")
    out.append(f"- {w(lang, 'source', v=esc(L.rule_source(rule, lang)))}")
    out.append(f"- {w(lang, 'first_cited', n=rule.first_step)}")
    if rule.counterpart is not None:
        out.append(f"- **{esc(L.counterpart_line(rule, target, lang))}**")
    out += [f"- **{w(lang, 'warning')}**{w(lang, 'colon')}{esc(text)}"
            for f, text in L.flag_warnings(lang).items() if f in rule.flags]
    out += ["", *_quote(rule.text or w(lang, "no_text"))]
    for ex in rule.examples:
        out += [">", *_quote(w(lang, "example", v=ex))]
    out.append("")
    if rule.repairs:
        out.append(w(lang, "repairs"))
        out += [f"- {esc(r.kind)}({esc(r.confidence)}){w(lang, 'colon')}{esc(r.detail)}" for r in rule.repairs]
        out.append("")
    out += [f"- {w(lang, 'rule_note', v=esc(n))}" for n in rule.notes]
    return out + ([""] if rule.notes else [])
