"""Damage (2.9): replacement and prevention effects in the order the affected controller chooses (2.5.2,
2.2.7.2.2.4), shields and instances (2.9.1.4), unpreventable damage (2.9.0.3, 2.9.1.6), marking, hits."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from judge_app.engine.table import Table
from judge_app.games.ga import rules as R
from judge_app.games.ga.board import Obj, is_, pname, selected
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
    shield: dict[str, Any] | None = None


def _kind_ok(kind: str, attack: bool) -> bool:
    return kind == "any" or (kind == "attack") == attack


def replacements(t: Table, hit: Hit) -> list[Replacement]:
    out = []
    for o in t.state.in_zone("field"):
        for ab in o.abilities:
            if ab.kind != "static":
                continue
            for eff in gated(t.state, o, ab.effects):
                if eff.type == "damage_modify" and hit.target in selected(t.state, o, eff.target) \
                        and _kind_ok(eff.damage_kind, hit.attack):
                    out.append(Replacement(f"{o.id}.{ab.id}", f"{o.label}「{ab.text or ab.id}」", eff.op, eff.amount))
    for sh in t.state.memory.get("shields", []):
        if sh["protects"] == hit.target.id and _kind_ok(sh.get("damage_kind", "any"), hit.attack):
            kind = "護盾" if sh["kind"] == "shield" else "實例"
            out.append(Replacement(f"shield:{sh['id']}", f"{kind}防止({sh['amount']}點,來自 {sh['source']})",
                                   sh["kind"], sh["amount"], sh))
    return out


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
    key = f"damage:{hit.target.id}"
    chosen = t.choice(key)
    who = pname(t.state, hit.target.controller)
    if chosen is not None and sorted(chosen.targets) == sorted(r.key for r in found):
        order = [next(r for r in found if r.key == k) for k in chosen.targets]
        t.step("choice", f"{who} 選擇替換型效果的適用順序:{' → '.join(r.text for r in order)}。",
               [R.DAMAGE_REPLACEMENT_ORDER, R.REPLACEMENT_ORDER, R.PREVENTION_ORDER])
        return order
    if len(found) > MAX_ORDERED:
        order = found
    else:
        order = list(min(itertools.permutations(found),
                         key=lambda p: _simulate(hit.amount, list(p), hit.unpreventable)))
    t.step("choice", f"場景未給出 {key} 的順序;由承受傷害物件的控制者 {who} 決定,按默認取使傷害最小的順序:"
           f"{' → '.join(r.text for r in order)}。",
           [R.DAMAGE_REPLACEMENT_ORDER, R.REPLACEMENT_ORDER, R.PREVENTION_ORDER])
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
                       [R.UNPREVENTABLE, R.PREVENTION_IS_REPLACEMENT])
                continue
            amount = max(0, amount - r.amount)
            t.step("resolution", f"{r.text}:防止 {before - amount} 點,傷害 {before} → {amount}。",
                   [R.PREVENTION, R.PREVENTION_INTEGER, R.PREVENTED_NOT_DEALT])
        elif r.op == "shield":
            _shield(t, hit, r, amount)
            if not hit.unpreventable:
                amount = max(0, amount - r.shield["amount"]) if r.shield else amount
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
    left = r.shield["amount"]
    if hit.unpreventable:
        t.step("check", f"{r.text}:不可防止的傷害不會消減護盾,護盾仍剩 {left} 點。",
               [R.UNPREVENTABLE_VS_PREVENTION, R.SHIELD])
        return
    absorbed = min(left, amount)
    shields = [dict(s) for s in t.state.memory.get("shields", [])]
    for s in shields:
        if s["id"] == r.shield["id"]:
            s["amount"] = left - absorbed
    t.set_memory("shields", [s for s in shields if s["amount"] > 0] or None)
    t.step("resolution", f"{r.text}:吸收 {absorbed} 點傷害,護盾剩 {left - absorbed} 點;"
           f"傷害 {amount} → {amount - absorbed}。", [R.SHIELD, R.PREVENTION])


def _drop_shield(t: Table, r: Replacement) -> None:
    assert r.shield is not None
    kept = [s for s in t.state.memory.get("shields", []) if s["id"] != r.shield["id"]]
    t.set_memory("shields", kept or None)


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
        rule = [R.CHAMPION_DAMAGE_COUNTERS, R.DAMAGE_COUNTERS] if is_(tgt, "champion") else [R.ALLY_DAMAGE]
        t.step("resolution", f"{hit.source.label} 對 {tgt.label} 造成 {amount} 點{kind}({where},累計 {tgt.damage})。",
               [*cites, *rule, R.DAMAGE_KINDS, R.HIT])
        if hit.attack and hit.hit_trigger:
            emit(t, "hit", hit.source)
    return finals
