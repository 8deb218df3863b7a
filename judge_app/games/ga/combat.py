"""Attacks and the combat phase (2.2.7, 2.6): declaration, attack cards and the intent zone, retaliation (the
only blocking in GA), the damage step with weapons and durability, the end of combat."""

from __future__ import annotations

from judge_app.engine.table import Table
from judge_app.games.ga import messages as M
from judge_app.games.ga import rules as R
from judge_app.games.ga.board import Obj, is_, memory, on_field, pname, power, rested
from judge_app.games.ga.damage import Hit, deal
from judge_app.games.ga.memory import Combat, PlayInfo
from judge_app.games.ga.model import RESTED
from judge_app.games.ga.moves import to_graveyard
from judge_app.games.ga.triggers import emit
from judge_app.games.ga.windows import give, window_done


def _combat(t: Table) -> Combat:
    return memory(t.state).combat or Combat()


def _obj(t: Table, oid: str | None) -> Obj | None:
    """The object a combat record names, if it still exists."""
    return t.state.find(oid) if oid else None


def rest_as_cost(t: Table, unit: Obj, cites: list[str]) -> None:
    t.add_status(unit, RESTED)
    t.step("procedure", f"橫置 {unit.label} 作為攻擊的費用。", cites)


def declare(t: Table, attacker: Obj, target: Obj, weapon: Obj | None = None, card: Obj | None = None) -> None:
    """攻擊宣言: no stack, no opportunity (2.6.7.2, 2.1.9.5); the game is at once in the combat phase."""
    st = t.state
    defender = target.controller
    mem = memory(st)
    mem.combat = Combat(attacker=attacker.id, target=target.id, weapon=weapon.id if weapon else None,
                        card=card.id if card else None, retaliator=None, defender=defender)
    t.set_state("phase", "combat")
    t.set_state("step", "attack")
    mem.window = None
    mem.await_ = None
    mem.passed = None
    parts = [p.label for p in (card, weapon) if p is not None]
    t.step("procedure", f"攻擊宣言:{attacker.label}{'(使用 ' + '、'.join(parts) + ')' if parts else ''} 攻擊 "
           f"{target.label};{pname(st, defender)} 為防禦玩家。"
           "攻擊宣言不使用效果堆疊、不能被響應,遊戲立即進入戰鬥階段。",
           [R.ATTACK_DECLARATION, R.NO_STACK_DRAW_ATTACK, R.ATTACK_NO_OPPORTUNITY, R.COMBAT_BEGINS, R.DEFENDING_PLAYER,
            R.MAIN_ATTACK])
    emit(t, "attack", attacker)
    if not st.pending_triggers:
        t.step("procedure", "沒有攻擊時觸發的效果,推進到反擊步驟。",
               [R.COMBAT_ATTACK_TRIGGERS, R.COMBAT_TO_RETALIATION])


def attack_card_resolves(t: Table, card: Obj, info: PlayInfo) -> None:
    """The attack card goes to the champion's intent zone, then the target is declared (1.7.4.5, 2.6.3)."""
    st = t.state
    pid = card.controller
    t.move(card, f"{pid}.intent")
    t.step("resolution", f"{card.label} 結算:從效果堆疊放入勇士的意圖區,直到戰鬥結束都當作攻擊;"
           "結算與進入意圖區之間沒有時間窗口。", [R.ATTACK_CARD_INTENT, R.INTENT_ZONE, R.ATTACK_CARD_TARGET_AFTER,
                                  "ga:2.6.3.1"])
    champ = st.find(info.champion or "")
    target = st.find(info.attack_target or "")
    weapon = st.find(info.weapon or "")
    if champ is None or target is None or not on_field(target) or target.controller == pid or not on_field(champ):
        t.step("check", "無法宣言攻擊目標(目標已不在場或不合法),這次攻擊立即失敗。", ["ga:2.6.2.2"],
               check="nothing", decisive=True)
        to_graveyard(t, card, [R.INTENT_LEAVES], M.GONE["attack_failed"]())
        return
    declare(t, champ, target, weapon if weapon is not None and on_field(weapon) else None, card)


def advance_combat(t: Table) -> None:
    st = t.state
    step = st.step
    if step == "attack":
        _to(t, "retaliation", "反擊步驟。", [R.COMBAT_TO_RETALIATION])
    elif step == "retaliation":
        if window_done(t, "retaliation"):
            _offer_retaliation(t)
    elif step == "retaliate":
        _to(t, "damage", "推進到傷害步驟。", [R.RETALIATION_ADVANCE])
    elif step == "damage":
        if window_done(t, "damage"):
            _damage_step(t)
            _to(t, "end", "傷害步驟之後,推進到戰鬥結束的回合動作。", [R.COMBAT_END])
    elif step == "end":
        _end_of_combat(t)
    else:
        mem = memory(st)
        mem.combat = None
        t.set_state("phase", "main")
        t.set_state("step", "window")
        mem.window = None
        t.step("procedure", "戰鬥階段結束,遊戲返回回合玩家的主要階段。", [R.COMBAT_RETURN_MAIN])


def _to(t: Table, step: str, text: str, cites: list[str]) -> None:
    t.set_state("step", step)
    memory(t.state).window = None
    t.step("procedure", text, cites)


def _offer_retaliation(t: Table) -> None:
    combat = _combat(t)
    target = _obj(t, combat.target)
    attacker = _obj(t, combat.attacker)
    why, cites = "", [R.RETALIATE]
    if target is None or not on_field(target):
        why, cites = "被攻擊的單位已不在場", [*cites, R.TARGET_LEFT]
    elif is_(target, "champion") and power(t.state, target) is None:
        why = f"{target.label} 是勇士,本身沒有力量,不能反擊"
        cites += [R.RETALIATE_NEEDS_POWER, R.CHAMPION_NO_POWER]
    elif rested(target):
        why = f"{target.label} 處於橫置狀態,只有重置的防禦單位可以反擊"
        cites.append(R.ALLY_RETALIATES_READY if is_(target, "ally") else R.RETALIATE_EXISTING)
    elif (p := power(t.state, target)) is None or p <= 0:
        why, cites = f"{target.label} 沒有力量或力量為0或更低,不能反擊", [*cites, R.RETALIATE_NEEDS_POWER]
    elif attacker is None or not on_field(attacker):
        why, cites = "攻擊單位已不在場", [*cites, R.ATTACKER_LEFT]
    if why:
        t.nothing(f"{why}。", cites)
        _to(t, "damage", "推進到傷害步驟。", [R.RETALIATION_ADVANCE])
        return
    assert target is not None
    t.set_state("step", "retaliate")
    give(t, target.controller, "retaliate", M.MAY_RETALIATE(player=pname(t.state, target.controller),
                                                             unit=target.label),
         [R.RETALIATE, R.ALLY_RETALIATES_READY, R.RETALIATE_EXISTING])


def retaliate(t: Table, unit: Obj) -> None:
    t.add_status(unit, RESTED)
    mem = memory(t.state)
    mem.combat = _combat(t).model_copy(update={"retaliator": unit.id})
    mem.await_ = None
    t.step("procedure", f"{unit.label} 橫置並反擊:攻擊單位成為其反擊目標,傷害步驟中它按力量對其造成傷害。",
           [R.RETALIATE, R.RETALIATE_DAMAGE])


def decline_retaliation(t: Table, pid: str) -> None:
    memory(t.state).await_ = None
    t.step("choice", f"{pname(t.state, pid)} 選擇不反擊。", [R.RETALIATE])


def attack_amount(t: Table, attacker: Obj) -> tuple[int, list[str], str]:
    """The attack's damage, combined only now (2.6.5.3): an ally's power, or a champion's attack card + weapon."""
    st = t.state
    if is_(attacker, "ally"):
        p = power(st, attacker) or 0
        how = f"{attacker.label} 的力量 {p}{buff_note(attacker)}"
        return p, [R.ALLY_DAMAGE, "ga:2.9.0.4.1", *buff_cites(attacker)], how
    total, parts, cites = power(st, attacker) or 0, [], [R.CHAMPION_ATTACK_SOURCES, "ga:2.6.5.3"]
    combat = _combat(t)
    card, weapon = _obj(t, combat.card), _obj(t, combat.weapon)
    if card is not None:
        total += power(st, card) or 0
        parts.append(f"{card.label} 力量 {power(st, card) or 0}")
        cites += [R.ATTACK_CARD_POWER, R.ATTACK_CARD_DAMAGE]
    if weapon is not None:
        if on_field(weapon):
            total += power(st, weapon) or 0
            parts.append(f"{weapon.label} 力量 {power(st, weapon) or 0}")
            cites.append(R.WEAPON_POWER)
        else:
            parts.append(f"{weapon.label} 已離場,不造成傷害")
            cites.append(R.WEAPON_LEFT)
    return total, cites, "、".join(parts) or f"{attacker.label} 沒有力量來源"


def _modifies_this_attack(obj: Obj) -> bool:
    """Text on a weapon or attack card that modifies the damage of the attack it is part of."""
    return any(getattr(e, "type", "") == "damage_modify" and getattr(e, "target", "") == "this_attack"
               for ab in obj.abilities for e in ab.effects)


def buff_note(obj: Obj) -> str:
    n = obj.counters.get("buff", 0)
    return f"(含 {n} 個增益指示物,在其他修改之後各+1)" if n else ""


def buff_cites(obj: Obj) -> list[str]:
    return [R.BUFF, R.BUFF_AFTER] if obj.counters.get("buff", 0) else []


def _damage_step(t: Table) -> None:
    st = t.state
    combat = _combat(t)
    attacker, target, ret = _obj(t, combat.attacker), _obj(t, combat.target), _obj(t, combat.retaliator)
    weapon = _obj(t, combat.weapon)
    hits = []
    # 2.2.7.2.2.3 only when a weapon or attack card of this attack carries text that modifies its damage.
    texts = [o for o in (_obj(t, combat.card), weapon) if o is not None and _modifies_this_attack(o)]
    t.step("procedure", "傷害步驟:攻擊單位對其目標、反擊單位對其反擊目標同時造成傷害;"
           "期間不給予機會,玩家不能進行任何動作。",
           [R.DAMAGE_STEP_DEAL, R.DAMAGE_AND_DURABILITY_TOGETHER, R.DAMAGE_NO_OPPORTUNITY,
            *([R.DAMAGE_MODIFIERS_COMBINED] if texts else [])])
    target_here = target is not None and on_field(target)
    if attacker is None or not on_field(attacker):
        t.step("check", "攻擊單位在傷害步驟前離場,絕不會造成其本會造成的傷害。", [R.ATTACKER_LEFT], check="nothing")
    elif not target_here:
        t.step("check", "被攻擊的物件在傷害步驟前離場,絕不會受到其本會受到的傷害。",
               [R.TARGET_LEFT, R.COMBAT_CONTINUES], check="nothing")
    else:
        assert target is not None
        amount, cites, how = attack_amount(t, attacker)
        sole = [R.CHAMPION_SOLE_SOURCE] if is_(attacker, "champion") else []
        t.step("procedure", f"攻擊傷害 = {how} = {amount}(傷害來源為攻擊單位 {attacker.label})。",
               [*cites, R.DAMAGE_SOURCE_ATTACKER, *sole, R.DAMAGE_ONE_EVENT])
        hits.append(Hit(attacker, target, amount, attack=True))
    if ret is not None:
        if not on_field(ret):
            t.step("check", f"反擊單位 {ret.label} 在傷害步驟前離場,不會造成也不會受到傷害。", [R.RETALIATOR_LEFT],
                   check="nothing")
        elif attacker is not None and on_field(attacker):
            p = power(st, ret) or 0
            hits.append(Hit(ret, attacker, p, attack=True, hit_trigger=False))
            # 2.2.7.2.2.2 is for a retaliator whose attacker no longer attacks it (the attack became illegal)
            still = [R.RETALIATOR_STILL_DEALS] if not target_here else []
            t.step("procedure", f"反擊傷害 = {ret.label} 的力量 {p}{buff_note(ret)}。",
                   [R.RETALIATE_DAMAGE, *still, *buff_cites(ret)])
    finals = deal(t, hits, [R.DAMAGE_STEP_DEAL])
    # the attack's damage was reduced by prevention (or came to 0): 1.7.6.4.4.1 says durability goes anyway
    prevented = any(h.attack and h.source is attacker and amount < h.amount for h, amount in finals)
    if weapon is not None and on_field(weapon):
        if target_here and attacker is not None and on_field(attacker):
            left = weapon.counters.get("durability", 0) - 1
            t.set_obj(weapon, "counters", {**weapon.counters, "durability": max(left, 0)})
            t.step("procedure", f"{weapon.label} 參與了傷害計算,移除一個耐久指示物(剩 {max(left, 0)})"
                                + (";傷害雖被防止,耐久仍照常移除。" if prevented else "。"),
                   [R.WEAPON_DURABILITY_LOSS, R.DURABILITY_REMOVED,
                    *([R.WEAPON_PREVENTED_STILL_LOSES] if prevented else [])])
        else:
            t.nothing(f"沒有進行傷害計算,{weapon.label} 不失去耐久。", [R.DURABILITY_REMOVED])


def _end_of_combat(t: Table) -> None:
    card = _obj(t, _combat(t).card)
    t.set_state("step", "over")
    if card is not None and card.zone.endswith(".intent"):
        to_graveyard(t, card, [R.COMBAT_END_CARD, R.INTENT_LEAVES], M.GONE["combat_over"]())
    t.step("procedure", "戰鬥結束:檢查基於狀態的效果;傷害步驟中觸發的能力在此置入效果堆疊。",
           [R.COMBAT_END_SBA, R.COMBAT_END_TRIGGERS])
