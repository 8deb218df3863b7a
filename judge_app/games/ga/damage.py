"""Damage (2.9): replacement and prevention effects in the order the affected controller chooses (2.5.2,
2.2.7.2.2.4), shields and instances (2.9.1.4), unpreventable damage (2.9.0.3, 2.9.1.6), marking, hits."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from judge_app.engine.table import Table
from judge_app.games.ga import rules as R
from judge_app.games.ga.board import Obj, is_, life, memory, pname, selected
from judge_app.games.ga.memory import Shield
from judge_app.games.ga.statics import gated
from judge_app.games.ga.triggers import emit

MAX_ORDERED = 6  # beyond this many effects the default order is the listed one (720 permutations at most)


@dataclass
class Hit:
    source: Obj
    target: Obj
    amount: int
    attack: bool = False
    unpreventable: bool = False
    hit_trigger: bool = True  # retaliation damage is not the attacker "hitting"


@dataclass
class Replacement:
    key: str
    text: str
    op: str  # add, double, subtract, shield, instance
    amount: int
    shield: Shield | None = None


def _kind_ok(kind: str, attack: bool) -> bool:
    return kind == "any" or (kind == "attack") == attack


def _names(state: Any, holder: Obj, selector: str, obj: Obj) -> bool:
    return selector == "any" or obj in selected(state, holder, selector)


def _attack_parts(t: Table, hit: Hit) -> list[Obj]:
    """The attack card and weapon of the attack this hit is the damage of (not the retaliation): their text
    that modifies "this attack's" damage applies now, after the damage is combined (2.2.7.2.2.3, 2.6.5.3)."""
    combat = memory(t.state).combat
    if not hit.attack or combat is None or combat.attacker != hit.source.id or combat.target != hit.target.id:
        return []
    parts = [t.state.find(oid or "") for oid in (combat.card, combat.weapon)]
    return [o for o in parts if o is not None]


def damage_effect_keys(state: Any) -> set[str]:
    """Every damage modification that exists now, by the key a damage order names it with: static
    ``damage_modify`` abilities on the field or on an attack card in an intent zone, and prevention effects."""
    keys = set()
    for o in state.objects:
        if o.zone == "field" or o.zone.endswith(".intent"):
            keys |= {f"{o.id}.{ab.id}" for ab in o.abilities
                     if ab.kind == "static" and any(e.type == "damage_modify" for e in ab.effects)}
    keys |= {f"shield:{sh.id}" for sh in memory(state).shields or ()}
    return keys


def replacements(t: Table, hit: Hit) -> list[Replacement]:
    """The damage modifications that apply to ``hit``: who takes it (``target``), who deals it (``source``,
    2.9.0.11) and its kind. One keyed on the source that does not match says so with its rule."""
    st = t.state
    out = []
    parts = _attack_parts(t, hit)
    holders = [o for o in st.in_zone("field") if o not in parts] + parts
    for o in holders:
        for ab in o.abilities:
            if ab.kind != "static":
                continue
            for eff in gated(st, o, ab.effects):
                if eff.type != "damage_modify" or not _kind_ok(eff.damage_kind, hit.attack):
                    continue
                if eff.target == "this_attack":
                    if o not in parts:
                        continue
                    text = f"{o.label}「{ab.text or ab.id}」(此攻擊的傷害,傷害合併後適用)"
                    out.append(Replacement(f"{o.id}.{ab.id}", text, eff.op, eff.amount))
                    continue
                if o in parts or not _names(st, o, eff.target, hit.target):
                    continue
                if not _names(st, o, eff.source, hit.source):
                    t.nothing(f"{o.label}「{ab.text or ab.id}」只修改其指明來源造成的傷害;此傷害的來源是 "
                              f"{hit.source.label},不適用。", [R.DAMAGE_SOURCE, source_cite(t, hit)])
                    continue
                out.append(Replacement(f"{o.id}.{ab.id}", f"{o.label}「{ab.text or ab.id}」", eff.op, eff.amount))
    for sh in memory(st).shields or ():
        if sh.protects == hit.target.id and _kind_ok(sh.damage_kind, hit.attack):
            kind = "護盾" if sh.kind == "shield" else "實例"
            if sh.from_ is not None and hit.source.id not in sh.from_:
                t.nothing(f"{kind}防止(來自 {sh.source})只防止 {'、'.join(sh.from_) or '指明來源'} 造成的傷害;"
                          f"此傷害的來源是 {hit.source.label},不適用。", [R.DAMAGE_SOURCE, source_cite(t, hit)])
                continue
            out.append(Replacement(f"shield:{sh.id}", f"{kind}防止({sh.amount}點,來自 {sh.source})",
                                   sh.kind, sh.amount, sh))
    return out


def source_cite(t: Table, hit: Hit) -> str:
    """The sub-rule of 2.9.0.11 that names this hit's source."""
    if hit.attack:
        return R.CHAMPION_SOLE_SOURCE if is_(hit.source, "champion") else R.DAMAGE_SOURCE_ATTACKER
    return R.ACTION_DAMAGE_SOURCE if is_(hit.source, "action") else R.ABILITY_DAMAGE_SOURCE


def _simulate(amount: int, order: list[Replacement], unpreventable: bool) -> int:
    for r in order:
        if r.op == "add":
            amount += r.amount
        elif r.op == "double":
            amount *= 2
        elif not unpreventable:
            amount = max(0, amount - r.amount)
    return amount


def _order(t: Table, hit: Hit, found: list[Replacement]) -> list[Replacement]:
    """The order the damaged object's controller chose (2.2.7.2.2.4, 2.5.2.2), honoured as given. Keys of
    effects that exist but do not apply to this damage are named and skipped; applicable effects the order
    leaves out are named and applied after the listed ones: both said in a ``check`` step, never silently."""
    key = f"damage:{hit.target.id}"
    chosen = t.choice(key)
    who = pname(t.state, hit.target.controller)
    cites = [R.DAMAGE_REPLACEMENT_ORDER, R.REPLACEMENT_ORDER, R.PREVENTION_ORDER]
    if chosen is not None:
        by_key = {r.key: r for r in found}
        listed = [by_key[k] for k in dict.fromkeys(chosen.targets) if k in by_key]
        idle = [k for k in chosen.targets if k not in by_key]
        left = [r for r in found if r not in listed]
        if idle:
            t.nothing(f"{key} 的順序中 {'、'.join(idle)} 對這次傷害不適用,不參與排序。", cites)
        if left:
            t.step("check", f"{key} 的順序沒有列出適用的 {'、'.join(r.text for r in left)};由控制者決定順序,"
                   "此處按列出的順序之後、場上順序置於最後(場景應補全順序)。", cites, check="fail", decisive=True)
        order = listed + left
        t.step("choice", f"{who} 選擇替換型效果的適用順序:{' → '.join(r.text for r in order)}。", cites,
               decisive=True)
        return order
    if len(found) > MAX_ORDERED:
        order = found
    else:
        order = list(min(itertools.permutations(found),
                         key=lambda p: _simulate(hit.amount, list(p), hit.unpreventable)))
    t.step("choice", f"場景未給出 {key} 的順序;由承受傷害物件的控制者 {who} 決定,按默認取使傷害最小的順序:"
           f"{' → '.join(r.text for r in order)}。", cites)
    return order


def _apply(t: Table, hit: Hit, order: list[Replacement]) -> int:
    amount = hit.amount
    for r in order:
        before = amount
        if r.op == "add":
            amount += r.amount
            t.step("resolution", f"{r.text}:傷害 {before} → {amount}。", [R.REPLACEMENT, R.REPLACEMENT_ONE_BY_ONE])
        elif r.op == "double":
            amount *= 2
            t.step("resolution", f"{r.text}:傷害翻倍 {before} → {amount}。", [R.REPLACEMENT, R.REPLACEMENT_ONE_BY_ONE])
        elif r.op == "subtract":
            if hit.unpreventable:
                t.step("check", f"{r.text} 是防止效果,不能防止不可防止的傷害({amount})。",
                       [R.UNPREVENTABLE, R.PREVENTION_IS_REPLACEMENT], check="nothing")
                continue
            amount = max(0, amount - r.amount)
            t.step("resolution", f"{r.text}:防止 {before - amount} 點,傷害 {before} → {amount}。",
                   [R.PREVENTION, R.PREVENTION_INTEGER, R.PREVENTED_NOT_DEALT])
        elif r.op == "shield":
            _shield(t, hit, r, amount)
            if not hit.unpreventable:
                amount = max(0, amount - r.shield.amount) if r.shield else amount
        else:
            if not hit.unpreventable:
                amount = max(0, amount - r.amount)
            _drop_shield(t, r)
            t.step("resolution", f"{r.text}:實例防止效果嘗試防止此傷害後即被用掉"
                   f"{'(傷害不可防止,沒有防止任何傷害)' if hit.unpreventable else ''},傷害 {before} → {amount}。",
                   [R.INSTANCE, *([R.UNPREVENTABLE_VS_PREVENTION] if hit.unpreventable else [])])
    return amount


def _shield(t: Table, hit: Hit, r: Replacement, amount: int) -> None:
    assert r.shield is not None
    left = r.shield.amount
    if hit.unpreventable:
        t.step("check", f"{r.text}:不可防止的傷害不會消減護盾,護盾仍剩 {left} 點。",
               [R.UNPREVENTABLE_VS_PREVENTION, R.SHIELD], check="nothing")
        return
    absorbed = min(left, amount)
    mem = memory(t.state)
    shields = [s.model_copy(update={"amount": left - absorbed}) if s.id == r.shield.id else s
               for s in mem.shields or ()]
    mem.shields = [s for s in shields if s.amount > 0] or None
    t.step("resolution", f"{r.text}:吸收 {absorbed} 點傷害,護盾剩 {left - absorbed} 點;"
           f"傷害 {amount} → {amount - absorbed}。", [R.SHIELD, R.PREVENTION])


def _drop_shield(t: Table, r: Replacement) -> None:
    assert r.shield is not None
    mem = memory(t.state)
    mem.shields = [s for s in mem.shields or () if s.id != r.shield.id] or None


def deal(t: Table, hits: list[Hit], cites: list[str]) -> list[tuple[Hit, int]]:
    """All ``hits`` happen as one event: replacements per target, then every amount is marked at once."""
    cites = [*cites, R.DAMAGE_ONE_EVENT]
    finals = []
    for hit in hits:
        found = replacements(t, hit)
        if hit.unpreventable:
            t.step("procedure", f"{hit.source.label} 對 {hit.target.label} 的 {hit.amount} 點傷害是不可防止的傷害。",
                   [R.UNPREVENTABLE])
        if found:
            order = _order(t, hit, found) if len(found) > 1 else found
            finals.append((hit, _apply(t, hit, order)))
        else:
            finals.append((hit, hit.amount))
    for hit, amount in finals:
        tgt = hit.target
        kind = "攻擊傷害" if hit.attack else "非攻擊傷害"
        if amount <= 0:
            t.step("resolution", f"{hit.source.label} 對 {tgt.label} 造成 0 點傷害:不視為造成了傷害,也沒有命中。",
                   [*cites, R.HIT])
            continue
        t.set_obj(tgt, "damage", tgt.damage + amount)
        where = "勇士上放置傷害指示物" if is_(tgt, "champion") else "盟友上標記傷害"
        # damage marked on an ally stays until the end phase (2.9.0.13); the ally power rule (2.9.0.4) is about
        # the damage an ally deals, so it is cited where an ally's attack is computed, not here
        rule = [R.CHAMPION_DAMAGE_COUNTERS, R.DAMAGE_COUNTERS] if is_(tgt, "champion") else [R.ALLY_DAMAGE_CLEARED]
        t.step("resolution", f"{hit.source.label} 對 {tgt.label} 造成 {amount} 點{kind}({where},累計 {tgt.damage})。",
               [*cites, *rule, R.DAMAGE_KINDS, R.HIT])
        if (h := life(t.state, tgt)) is not None and tgt.damage < h:
            if is_(tgt, "ally"):
                t.nothing(f"{tgt.label} 標記的傷害 {tgt.damage} < 生命 {h}:不會因此被摧毀。",
                          [R.SBE_DAMAGE, R.ALLY_ZERO_LIFE])
            elif is_(tgt, "champion"):
                t.nothing(f"{tgt.label} 的傷害指示物 {tgt.damage} < 生命 {h}:勇士沒有被擊敗。",
                          [R.DAMAGE_COUNTERS_DEFEAT])
        if hit.attack and hit.hit_trigger:
            emit(t, "hit", hit.source)
    return finals
