"""The verdict, answer first: one sentence, the 1–3 steps the ruling rests on, and a mark on every action
that was refused (✗) or that the engine had to replace or could not model (⚠). Built from the trace's
``check`` and ``decisive`` fields only (docs/engine.md "Checks that cite their rule…"), so it knows no game;
the GUI's banner and the report's first page both read it. No Qt.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from judge_app.engine import words as W
from judge_app.engine.messages import render_arg
from judge_app.engine.state import Halt
from judge_app.engine.trace import Step, Trace
from judge_app.report.model import ActionMark, DecidingStep, Verdict
from judge_app.report.words import w

T = TypeVar("T")

MOST_DECIDING = 3
MOST_CITES = 5  # a sentence quoting more rule numbers than this stops being one sentence
ILLEGAL, WARN, OK = "✗", "⚠", "✓"


def is_bookkeeping(step: Step) -> bool:
    """A step that only moves the engine's own records (priority passes, counters in ``memory``): a viewer
    folds runs of them into one row. Decisive steps, refusals and anything touching cards or players stay."""
    return (step.kind == "procedure" and not step.decisive and step.check != "fail" and bool(step.changes)
            and all(c.path.startswith("memory.") for c in step.changes))


def fold_runs(steps: list[Step], least: int = 2) -> list[list[Step]]:
    """``steps`` grouped for display: each run of at least ``least`` bookkeeping steps is one group, every
    other step its own group."""
    return fold(steps, is_bookkeeping, least)


def fold(items: list[T], folds: Callable[[T], bool], least: int = 2) -> list[list[T]]:
    """``items`` in order, each run of at least ``least`` items that ``folds`` is one group (a judge reads one
    line for a run of priority passes); every other item its own group."""
    groups: list[list[T]] = []
    run: list[T] = []
    for item in items:
        if folds(item):
            run.append(item)
            continue
        groups += [run] if len(run) >= least else [[r] for r in run]
        run = []
        groups.append([item])
    groups += [run] if len(run) >= least else [[r] for r in run]
    return groups


def shown_changes(step: Step) -> list[str]:
    """The changes a judge reads: cards, players, zones, turn and phase; the engine's ``memory`` records
    (priority counters, stack internals as dicts) are implementation detail."""
    return [str(c) for c in step.changes if not c.path.startswith("memory.")]


def first_sentence(text: str) -> str:
    """Up to and including the first full stop (the whole text when there is none).

    >>> first_sentence("游戏继续:第 3 回合。 甲:生命 20")
    '游戏继续:第 3 回合。'
    """
    head, stop, _ = text.partition("。")
    return (head + stop).strip()


REFUSALS = (W.ILLEGAL.id, W.ILLEGAL_ONE_OF.id, W.ILLEGAL_LAST_OF.id)


def _refusal_text(step: Step, lang: str = "zh") -> str:
    """What a refusal says is wrong, without its frame (不合法(1/2):… 追溯到此为止。), in ``lang``."""
    if step.msg in REFUSALS:
        return render_arg(step.args["reason"], lang)
    return step.text.removesuffix("追溯到此为止。").strip().removeprefix("不合法:")


def ended_by(trace: Trace, lang: str) -> str | None:
    """Why the game ended, in ``lang``: the text of the step that ended it, when it says the result's reason
    (TRANSITIONAL, issue 30: a game not yet converted words its reasons in Chinese only)."""
    result = trace.result
    step = next((s for s in trace.steps if any(c.path == "game_over" for c in s.changes)), None)
    if result is not None and step is not None and step.text == result.reason:
        return step.text_in(lang)
    return None


def answer_in(trace: Trace, lang: str) -> str:
    """The engine's answer (the final position) in ``lang``: the result step's text."""
    result = trace.result
    last = trace.steps[-1] if trace.steps else None
    if last is not None and last.kind == "result":
        return last.text_in(lang)
    return result.answer if result is not None else ""


def ruling_sentence(trace: Trace, halted: Halt | None = None, lang: str = "zh") -> str:
    """The ruling in one sentence, without rule numbers: the refused action, the game's end, or what the
    last action came to. ``lang`` is the language of the sentence's frame; the reasons are the engine's."""
    result = trace.result
    assert result is not None, "the runner always ends a trace with a result"
    if result.stopped_at is not None:
        refusals = [s for s in trace.steps if s.check == "fail" and s.action == result.stopped_at]
        if not refusals:  # a game that has not moved to check steps yet still writes "不合法:…"
            refusals = [s for s in reversed(trace.steps) if s.kind == "check" and s.text.startswith("不合法")][:1]
        reason = w(lang, "sentence_sep").join(_refusal_text(s, lang).rstrip(".") if lang == "en" and len(refusals) > 1
                                              else _refusal_text(s, lang) for s in refusals)
        return w(lang, "verdict_illegal", n=result.stopped_at + 1, reason=reason)
    if result.outcome in ("win", "draw") and result.reason:
        return ended_by(trace, lang) or result.reason
    if halted is not None:
        return w(lang, "verdict_halted", reason=halted.reason)
    return _what_resolved(trace, lang) or _first_sentence(answer_in(trace, lang), lang) or result.outcome


def _first_sentence(text: str, lang: str) -> str:
    return text.partition(". ")[0].rstrip(".") + "." if lang == "en" and text else first_sentence(text)


def _what_resolved(trace: Trace, lang: str = "zh", most: int = 3) -> str:
    """For a game that goes on, the ruling is what the last action came to: its resolution steps, the last few.

    The final position (the engine's answer) stays in the report below the ruling."""
    last_action = max((s.n for s in trace.steps if s.kind == "action"), default=0)
    resolved = [_first_sentence(s.text_in(lang), lang).rstrip("。.") for s in trace.steps
                if s.kind == "resolution" and s.n > last_action]
    if not resolved:
        return ""
    return "; ".join(resolved[-most:]) + "." if lang == "en" else "；".join(resolved[-most:]) + "。"


def action_marks(trace: Trace, lang: str = "zh") -> list[ActionMark]:
    """✗ on the action the trace stopped at; ⚠ on an action with a failed check the trace went past (the
    engine replaced it, and said so) or with a step the engine cannot model. One mark per action."""
    result = trace.result
    stopped = result.stopped_at if result is not None else None
    marks: dict[int, ActionMark] = {}
    for s in trace.steps:
        if s.action is None or s.action in marks:
            continue
        if s.check == "fail":
            mark = ILLEGAL if s.action == stopped else WARN
            marks[s.action] = ActionMark(action=s.action, mark=mark, step=s.n, why=_refusal_text(s, lang),
                                         cites=s.cites)
        elif s.kind == "unsupported":
            marks[s.action] = ActionMark(action=s.action, mark=WARN, step=s.n, why=s.text_in(lang), cites=s.cites)
    if stopped is not None and stopped not in marks:
        last = next((s for s in reversed(trace.steps) if s.kind == "check" and s.cites), None)
        marks[stopped] = ActionMark(action=stopped, mark=ILLEGAL, step=last.n if last else 0,
                                    why=_refusal_text(last, lang) if last else "", cites=last.cites if last else [])
    return [marks[a] for a in sorted(marks)]


def deciding_steps(trace: Trace, most: int = MOST_DECIDING) -> list[Step]:
    """The 1–``most`` cited steps to quote: refusals first, then the latest of the other decisive steps,
    in trace order."""
    if any(s.decisive for s in trace.steps):
        decisive = [s for s in trace.steps if s.decisive and s.cites]
    else:  # nothing marked: the kernel's fallback may be a priority pass; quote what changed the game instead
        decisive = [s for s in trace.steps if s.cites and s.kind != "result" and not is_bookkeeping(s)
                    and (shown_changes(s) or s.check == "fail")][-1:] or [s for s in trace.decisive_steps() if s.cites]
    fails = [s for s in trace.steps if s.check == "fail" and s.cites]
    chosen = fails[:most]
    rest = [s for s in decisive if s not in chosen]
    if len(chosen) < most and rest:
        chosen += rest[-(most - len(chosen)):]
    return sorted(chosen, key=lambda s: s.n)


def build_verdict(trace: Trace, halted: Halt | None = None, lang: str = "zh") -> Verdict:
    """The verdict; ``lang`` (zh or en) for its own frame ("action 3 is illegal: …"), the reasons quoted
    from the engine as it wrote them."""
    marks = action_marks(trace, lang)
    deciding = deciding_steps(trace)
    ruling = ruling_sentence(trace, halted, lang)
    mark = ILLEGAL if any(m.mark == ILLEGAL for m in marks) else WARN if marks else OK
    replaced = [m for m in marks if m.mark == WARN and trace.result is not None and m.action != trace.result.stopped_at]
    if mark == WARN and replaced:
        m = replaced[0]
        ruling = w(lang, "verdict_replaced", n=m.action + 1, why=m.why, ruling=ruling)
    # each rule once: the marked actions' rules first, then the deciding steps' (two steps may cite the same)
    cites = list(dict.fromkeys([*(c for m in marks for c in m.cites if m.mark == mark),
                                *(c for s in deciding for c in s.cites)]))
    gap = " " if lang == "en" else ""
    sentence = ruling.rstrip() + (f"{gap}({', '.join(cites[:MOST_CITES])})" if cites else "")
    return Verdict(mark=mark, sentence=sentence, ruling=ruling, actions=marks,
                   engine_text_in_lang=all(s.msg is not None for s in trace.steps),
                   deciding=[DecidingStep(step=s.n, kind=s.kind, check=s.check, text=s.text_in(lang), cites=s.cites)
                             for s in deciding])
