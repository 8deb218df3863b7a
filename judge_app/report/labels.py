"""Words every renderer shares, so Markdown, HTML and PDF say the same thing the same way, in the report's
language (:mod:`judge_app.report.words` holds the tables)."""

from __future__ import annotations

from judge_app.engine import words as W
from judge_app.report.model import ActionMark, CitedRule, Reading, Report, ReportStep
from judge_app.report.verdict import fold
from judge_app.report.words import FLAG_WARNINGS as _FLAG_WARNINGS
from judge_app.report.words import FLAGS, w, words

QUOTE_CHARS = 240  # a deciding rule quoted on page 1 is cut here; the appendix has every word



def flag_warnings(lang: str) -> dict[str, str]:
    """What a reader must be told about a flag before relying on the text, in ``lang``."""
    return _FLAG_WARNINGS[lang]


def header_rows(report: Report) -> list[tuple[str, str]]:
    h, rb, lang = report.header, report.header.rulebook, report.lang
    effective = w(lang, "effective", date=rb.effective_date) if rb.effective_date else w(lang, "no_effective")
    rows = [
        (w(lang, "game"), w(lang, "game_named", name=h.game_name, id=h.game)),
        (w(lang, "rulebook"), rb.title),
        (w(lang, "edition"), rb.edition + effective),
        (w(lang, "source_sha"), rb.source_sha256),
        (w(lang, "event"), h.event or "—"),
        (w(lang, "judge"), h.judge or "—"),
        (w(lang, "date"), h.date or "—"),
        (w(lang, "generated"), h.generated),
        (w(lang, "scenario"), h.scenario_id + (f"({h.scenario_file})" if h.scenario_file else "")),
    ]
    if h.tags:
        rows.append((w(lang, "tags"), w(lang, "list_sep").join(h.tags)))
    return rows + mapping_rows(report)


def mapping_rows(report: Report) -> list[tuple[str, str]]:
    """The line saying the cites are mapped to an edition the engine does not implement (none otherwise)."""
    if not report.mapped_to:
        return []
    lang = report.lang
    note = W.MAPPED(edition=report.header.rulebook.edition, target=report.mapped_to).render(lang)
    return [(w(lang, "mapped"), note)]


def counterpart_line(rule: CitedRule, target: str, lang: str = "zh") -> str:
    """Where the rule stands in the edition the cites are mapped to ('' when they are not)."""
    return rule.counterpart.said(target, lang) if rule.counterpart is not None else ""


def page_one_rows(report: Report) -> list[tuple[str, str]]:
    """The few header lines page 1 needs: what game and book, who ruled, where, when."""
    h, rb, lang = report.header, report.header.rulebook, report.lang
    return [
        (w(lang, "game_and_book"), w(lang, "game_and_book_line", title=rb.title, edition=rb.edition,
                                     game=w(lang, "game_named", name=h.game_name, id=h.game))),
        (w(lang, "event"), h.event or "—"),
        (w(lang, "judge"), h.judge or "—"),
        (w(lang, "date"), h.date or "—"),
        *mapping_rows(report),
    ]


def mark_line(m: ActionMark, lang: str = "zh") -> str:
    what = w(lang, "mark_illegal" if m.mark == "✗" else "mark_replaced")
    return w(lang, "mark_line", mark=m.mark, n=m.action + 1, what=what, step=m.step, why=m.why)


def quote(text: str, most: int = QUOTE_CHARS, lang: str = "zh") -> str:
    text = " ".join(text.split())
    return text if len(text) <= most else text[: most - 1] + w(lang, "quote_cut")


def step_groups(steps: list[ReportStep], least: int = 2) -> list[list[ReportStep]]:
    """Steps as shown: a run of at least ``least`` bookkeeping steps (priority passes and the like) is one
    group, printed as one line; every other step stands alone."""
    return fold(steps, lambda s: s.bookkeeping and not s.note, least)


def run_text(group: list[ReportStep], lang: str = "zh") -> str:
    """A folded run of steps' texts on one line: the engine wrote each one; only the joining is ours."""
    if lang == "zh":
        return ";".join(s.text.rstrip("。") for s in group) + "。"
    return " ".join(s.text for s in group)


def cites_group(inner: str, lang: str = "zh") -> str:
    """Citations after a step, bracketed the way the report's language brackets an aside."""
    return f"〔{inner}〕" if lang == "zh" else f"[{inner}]"


def outcome_line(report: Report) -> str:
    o, lang = report.outcome, report.lang
    line = words(lang).get(f"outcome.{o.outcome}", o.outcome)
    if o.winner:
        line += w(lang, "winner", w=o.winner)
    if o.stopped_at is not None:
        line += w(lang, "stopped", n=o.stopped_at + 1)
    return line


def rule_number(rule: CitedRule, lang: str = "zh") -> str:
    if rule.printed:
        return rule.printed if rule.printed == rule.id else w(lang, "printed_and_id", printed=rule.printed, id=rule.id)
    return w(lang, "no_number", id=rule.id)


def rule_flag_keys(rule: CitedRule) -> list[str]:
    """Badges: reconstructed and repaired first, they change how far the text can be trusted."""
    flags = list(rule.flags)
    if rule.repairs and "repaired" not in flags:
        flags.append("repaired")
    order = ["reconstructed", "repaired"]
    flags.sort(key=lambda f: order.index(f) if f in order else len(order))
    return [f for f in flags if f != "synthesized-id"]


def rule_flags(rule: CitedRule, lang: str = "zh") -> list[str]:
    return [FLAGS[lang].get(f, f) for f in rule_flag_keys(rule)]


def rule_source(rule: CitedRule, lang: str = "zh") -> str:
    lines = ""
    if rule.lines:
        first, last = rule.lines
        lines = w(lang, "line", a=first) if first == last else w(lang, "lines", a=first, b=last)
    return w(lang, "rule_source", edition=rule.edition, sha=rule.source_sha256, lines=lines)


def reading_line(r: Reading, lang: str = "zh") -> str:
    how = w(lang, "explicit" if r.explicit else "default_reading")
    return w(lang, "reading_line", question=r.question, reading=r.reading, how=how, meaning=r.meaning)


def cite_label(cite: str, reconstructed: list[str], lang: str = "zh") -> str:
    return f"{cite}[{w(lang, 'reconstructed')}]" if cite in reconstructed else cite
