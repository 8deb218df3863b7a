"""Triggered abilities (404, 410): noticing trigger events, waiting until a player would receive priority,
then going on the stack in APNAP order (410.3) with their choices made (410.4)."""

from __future__ import annotations

from typing import Any

from judge_app.engine.checks import Checks, Reason
from judge_app.engine.messages import Text
from judge_app.engine.priority import push
from judge_app.engine.table import Table
from judge_app.games.mtg import messages as M
from judge_app.games.mtg import rules as R
from judge_app.games.mtg import stack as S
from judge_app.games.mtg.board import (
    Obj,
    characteristics,
    check_condition,
    kw_value,
    memory,
    name_of,
    permanents,
    pname,
)
from judge_app.games.mtg.memory import Delayed, Pending
from judge_app.games.mtg.model import ECHO_DUE, AbilityItem
from judge_app.games.mtg.targeting import candidates, spec_of, target_problems, trigger_effects

KEYWORD_TRIGGER_TEXT = {  # the stack view's reminder text (stack_view.py)
    "kw:echo": "返响:支付其法术力费用,否则牺牲之", "kw:fading": "消退:移出一个消退指示物,不能则牺牲之",
    "kw:cumulative_upkeep": "累积维持:放置一个年龄指示物,然后支付费用,否则牺牲之",
    "kw:flanking": "侧面攻击:阻挡生物得到-1/-1直到回合结束", "kw:rampage": "狂暴:从第二个阻挡生物起每个使它得到+X/+X",
    "kw:provoke": "挑拨:目标生物须阻挡它,并可重置它", "kw:cycling": "循环:抓一张牌",
}
KEYWORD_TRIGGER_CITES = {"kw:echo": R.ECHO, "kw:fading": R.FADING, "kw:cumulative_upkeep": R.CUMULATIVE_UPKEEP,
                         "kw:flanking": R.FLANKING, "kw:rampage": R.RAMPAGE, "kw:provoke": R.PROVOKE,
                         "kw:cycling": R.CYCLING}


def ability_label(t: Table, source: Obj, ability: str) -> Text:
    if ability.startswith("kw:"):
        return M.KEYWORD_ABILITY_OF(source=source.label, keyword=M.KEYWORD_TRIGGER_NAMES[ability]())
    ab = source.ability(ability)
    return M.ABILITY_TEXT_OF(source=source.label, ability=ab.text if ab and ab.text else ability)


def queue(t: Table, source: Obj, ability: str, *, subject: str = "", event: str = "", target: str = "",
          cites: tuple[str, ...] = ()) -> None:
    mem = memory(t.state)
    mem.pending = [*mem.pending, Pending(source=source.id, ability=ability, controller=source.controller,
                                         subject=subject, event=event, target=target)]
    t.step("trigger", M.TRIGGERS(ability=ability_label(t, source, ability)),
           [R.TRIGGER_TO_STACK, *cites, R.TRIGGERED])  # 404.2: it goes on the stack when a player next gets priority


def _scope_ok(scope: str, source: Obj, subject: Obj | None, active: str) -> bool:
    if subject is None:  # a step event: "your upkeep" is scope self, "each upkeep" is any
        return scope == "any" or source.controller == active
    if scope == "self":
        return source.id == subject.id
    if scope == "ally":
        return source.controller == subject.controller and source.id != subject.id
    if scope == "enemy":
        return source.controller != subject.controller
    if scope == "other":  # "another creature": any but the source itself
        return source.id != subject.id
    return True


def _scope_miss(scope: str, source: Obj, subject: Obj | None, st: Any) -> Text:
    """Why the trigger condition does not match, in words (404.1: the condition is the sentence's event)."""
    if subject is None:
        return M.ONLY_CONTROLLERS_TURN(who=pname(st, source.controller))
    if scope in M.SCOPE_MISSES:
        return M.SCOPE_MISSES[scope](card=subject.label)
    return M.MISS_OTHER() if scope == "other" else M.MISS_ANY()


def fire(t: Table, event: str, subject: Obj | None = None, *, sources: list[Obj] | None = None,
         cites: tuple[str, ...] = (), player: str | None = None, watched: Obj | None = None) -> None:
    """Every ability whose trigger event this is triggers now; ``sources`` is the look-back set for
    leaves-play events (410.10d); ``player`` limits it to abilities of that player's permanents ("… to you").
    ``watched`` is the object the trigger's scope is tested against when it is not the ``subject`` the
    ability then acts on ("whenever a creature blocks <this>, destroy that creature": watched = the attacker,
    subject = the blocker)."""
    st = t.state
    scoped = watched if watched is not None else subject
    pool = sources if sources is not None else permanents(st)
    for src in pool:
        if src.face_down:
            continue
        for ab in src.abilities:
            trig = ab.trigger
            if ab.kind != "triggered" or trig is None or trig.event != event:
                continue
            if player is not None and src.controller != player:
                t.nothing(M.NOT_TO_CONTROLLER(ability=ability_label(t, src, ab.id), who=pname(st, src.controller)),
                          [R.TRIGGER_CONDITION])
                continue
            if not _scope_ok(trig.scope, src, scoped, st.active_player):
                why = _scope_miss(trig.scope, src, scoped, st)
                t.nothing(M.DOES_NOT_TRIGGER(ability=ability_label(t, src, ab.id), why=why), [R.TRIGGER_CONDITION])
                continue
            first = ab.effects[0] if ab.effects else None
            if first is not None and first.type == "if" and not check_condition(
                    st, src.controller, first, subject=subject.id if subject else ""):
                t.nothing(M.IF_NOT_MET(ability=ability_label(t, src, ab.id)), [R.INTERVENING_IF])
                continue
            extra = (R.LOOK_BACK,) if sources is not None else ()
            queue(t, src, ab.id, subject=subject.id if subject else "", event=event, cites=(*cites, *extra))
    _delayed(t, event, cites)
    if event == "upkeep":
        _upkeep_keywords(t)


def not_to_graveyard(t: Table, obj: Obj, zone_name: Text | str, sources: list[Obj]) -> None:
    """A permanent left play for a zone other than the graveyard: each "put into a graveyard from play" ability
    that watches it says why it does not trigger (404.1; leaves-play abilities look at the first zone, 410.10c)."""
    for src in sources:
        if src.face_down:
            continue
        for ab in src.abilities:
            trig = ab.trigger
            if ab.kind == "triggered" and trig is not None and trig.event == "put_into_graveyard" \
                    and _scope_ok(trig.scope, src, obj, t.state.active_player):
                t.nothing(M.NOT_TO_GRAVEYARD(ability=ability_label(t, src, ab.id), card=obj.label, zone=zone_name),
                          [R.TRIGGER_CONDITION, R.LEAVES_TRIGGER])


def not_triggered(t: Table, event: str, player: str, why: Text | str) -> None:
    """The event almost matched: each of ``player``'s abilities watching it says why it does not trigger."""
    for src in permanents(t.state, player):
        for ab in src.abilities:
            if ab.kind == "triggered" and ab.trigger is not None and ab.trigger.event == event and not src.face_down:
                t.nothing(M.DOES_NOT_TRIGGER(ability=ability_label(t, src, ab.id), why=why), [R.TRIGGER_CONDITION])


def _delayed(t: Table, event: str, cites: tuple[str, ...]) -> None:
    mem = memory(t.state)
    keep = []
    for d in mem.delayed:
        if d.event != event:
            keep.append(d)
            continue
        src = t.state.find(d.source)
        target = t.state.find(d.target) if d.target else None
        if src is None:
            continue
        if d.target and (target is None or d.zone != target.zone):
            gone = target.label if target is not None else d.target
            t.nothing(M.DELAYED_LAPSES(ability=ability_label(t, src, d.ability), card=gone),
                      [R.DELAYED_LEFT_PLAY])
            continue
        queue(t, src, d.ability, event=event, target=d.target, cites=(R.DELAYED_ONCE, *cites))
    mem.delayed = keep


def _upkeep_keywords(t: Table) -> None:
    ap = t.state.active_player
    for o in permanents(t.state, ap):
        if o.face_down:
            continue
        kws = characteristics(t.state, o).keywords
        if kw_value(kws, "echo") and ECHO_DUE in o.status:
            queue(t, o, "kw:echo", event="upkeep", cites=(R.ECHO,))
        for _ in kw_value(kws, "fading"):
            queue(t, o, "kw:fading", event="upkeep", cites=(R.FADING,))
        for _ in kw_value(kws, "cumulative_upkeep"):
            queue(t, o, "kw:cumulative_upkeep", event="upkeep", cites=(R.CUMULATIVE_UPKEEP,))


def add_delayed(t: Table, source: Obj, ability: str, event: str, target: Obj | None) -> None:
    mem = memory(t.state)
    mem.delayed = [*mem.delayed, Delayed(source=source.id, ability=ability, controller=source.controller,
                                         event=event, target=target.id if target else "",
                                         zone=target.zone if target else "")]
    when = M.WHEN_NEXT[event]() if event in M.WHEN_NEXT else event
    about = M.REFERS_TO(card=target.label) if target is not None else ""
    t.step("resolution", M.DELAYED_CREATED(ability=ability_label(t, source, ability), about=about, when=when),
           [R.DELAYED, R.DELAYED_LATER_EVENTS])


def put_on_stack(t: Table) -> bool:
    """410.3: the active player's pending triggers in the order they choose, then the opponent's."""
    mem = memory(t.state)
    pending = list(mem.pending)
    if not pending:
        return False
    refuse_illegal_trigger_choices(t, pending)  # before anything moves: a refusal stops the trace here
    mem.pending = []
    st = t.state
    order = [st.active_player, st.opponent(st.active_player)]
    for pid in order:
        mine = [p for p in pending if p.controller == pid]
        if not mine:
            continue
        mine = _ordered(t, pid, mine)
        for p in mine:
            src = st.obj(p.source)
            targets = choose_trigger_targets(t, src, p)
            if targets is None:
                t.nothing(M.NO_LEGAL_TARGET_REMOVED(ability=ability_label(t, src, p.ability)),
                       [R.TRIGGER_CHOICES])
                continue
            push(t, AbilityItem(id=S.new_id(t, "s"), controller=pid, source=src.id, ability=p.ability,
                                targets=targets, subject=p.subject, delayed_target=p.target))
            aim = M.TRIGGER_AIM(targets=[_name(t, x) for x in targets]) if targets else ""
            t.step("procedure",
                   M.TRIGGER_TO_STACK(ability=ability_label(t, src, p.ability), who=pname(st, pid), aim=aim),
                   [R.TRIGGERS_ON_PRIORITY, R.APNAP, R.TRIGGER_CHOICES])
    return True


def refuse_illegal_trigger_choices(t: Table, pending: list[Pending]) -> None:
    """410.4: the targets the scenario gives a triggered ability (choice ``<source>.<ability>``) are chosen by
    the rules for playing (409.1c–d) as it goes on the stack. Before any of the waiting abilities goes on the
    stack, a given choice that breaks them is refused with every reason — the trace stops there, as for a
    spell's illegal target (422.1) — never replaced by another target. When no legal target exists at all the
    ability is removed anyway (410.4): the bad choice is then only said."""
    c = Checks()
    for p in pending:
        src = t.state.obj(p.source)
        effects = trigger_effects(src, p.ability)
        spec = spec_of(effects)
        key = f"{src.id}.{p.ability}"
        chosen = t.choice(key) if spec is not None else None
        if chosen is None or not chosen.targets:
            continue
        problems = target_problems(t.state, effects, list(chosen.targets), src, src.controller)
        if not problems:
            continue
        name = ability_label(t, src, p.ability)
        if not candidates(t.state, spec, src, src.controller):
            why = M.semicoloned([M.clause(w) for w, _ in problems])
            t.step("check", M.TRIGGER_TARGETS_VOID(name=name, why=why),
                   [R.TRIGGER_CHOICES, *dict.fromkeys(x for _, cs in problems for x in cs)],
                   check="fail")
            continue
        for why, cites in problems:
            inner = why.args["why"] if why.message is M.NOT_LEGAL_TARGET else why
            c.refuse(M.TRIGGER_TARGET_REFUSED(name=name, key=key, why=inner),
                     *dict.fromkeys((R.TRIGGER_CHOICES, *cites)))
    if c.failed:
        last = c.failed[-1]
        c.failed[-1] = Reason(M.CHOICE_NOT_MADE(reason=M.clause(last.text)),
                              (*last.cites, R.ILLEGAL_ACTION))
    c.verdict()


def choose_trigger_targets(t: Table, src: Obj, pending: Pending) -> list[str] | None:
    """410.4: targets chosen as the trigger goes on the stack, from the choice ``<source>.<ability>`` (refused
    beforehand if illegal, :func:`refuse_illegal_trigger_choices`), else a stated default."""
    ability = pending.ability
    effects = trigger_effects(src, ability)
    spec = spec_of(effects)
    if spec is None:
        return []
    key = f"{src.id}.{ability}"
    chosen = t.choice(key)
    legal = candidates(t.state, spec, src, src.controller)
    if not legal:
        return None
    if chosen and chosen.targets:
        t.allow(M.TRIGGER_TARGETS_OK(ability=ability_label(t, src, ability),
                                     targets=[_name(t, x) for x in chosen.targets]),
                [R.TRIGGER_CHOICES, R.CAST_TARGETS])
        return list(chosen.targets)
    pick = legal[: spec.count]
    t.step("choice", M.DEFAULT_TRIGGER_TARGETS(key=key, targets=[_name(t, x) for x in pick]), [R.TRIGGER_CHOICES])
    return pick


def _ordered(t: Table, pid: str, mine: list[Pending]) -> list[Pending]:
    if len(mine) < 2:
        return mine
    key = f"trigger_order:{pid}"
    chosen = t.choice(key)
    keys = [f"{p.source}.{p.ability}" for p in mine]
    if chosen and sorted(chosen.cards) == sorted(keys):
        t.step("choice", M.TRIGGER_ORDER(who=pname(t.state, pid), order=M.arrowed(list(chosen.cards))), [R.APNAP],
               decisive=True)
        return [mine[keys.index(k)] for k in chosen.cards]
    t.step("choice", M.DEFAULT_TRIGGER_ORDER(who=pname(t.state, pid), key=key, keys=", ".join(keys)), [R.APNAP],
           decisive=True)
    return mine


def _name(t: Table, x: str) -> str:
    return name_of(t.state, x)
