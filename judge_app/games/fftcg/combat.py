"""The attack phase (10.1): declaration (a forward or a party), block, and the damage step with First Strike."""

from __future__ import annotations

from judge_app.engine.table import Table
from judge_app.games.fftcg import chars, checks, effects, stack
from judge_app.games.fftcg import interpretations as I
from judge_app.games.fftcg import messages as M
from judge_app.games.fftcg import rules as R
from judge_app.games.fftcg.board import Obj, element, memory, on_field, pname
from judge_app.games.fftcg.main_phase import begin_main
from judge_app.games.fftcg.memory import Attack, FirstStrikeWindow
from judge_app.games.fftcg.model import ATTACKED, BRAVE, DULL, FIRST_STRIKE, Block, DeclareAttack


def declare(t: Table, action: DeclareAttack) -> None:
    st = t.state
    mem = memory(st)
    tp = st.active_player
    mem.awaiting = None
    if not action.forwards:
        t.step(
            "procedure",
            M.NO_ATTACK(who=pname(st, tp)),
            [R.NO_ATTACK_SKIP, R.ATTACK_AGAIN],
        )
        begin_main(t, "main2")
        return
    fws = [st.obj(f) for f in action.forwards]
    party = len(fws) > 1
    if party:
        elems = {element(f) for f in fws}
        text = M.PARTY_DECLARED(who=pname(st, tp), cards=[f.label for f in fws])
        t.step("procedure", text, [R.DECLARE, R.PARTY, R.PARTY_NO_LIMIT, R.PARTY_ELIGIBLE])
        if len(elems) > 1:
            t.reading(I.PARTY_ELEMENT.id, M.PARTY_ELEMENTS(elements=sorted(elems)))
    for f in fws:
        t.add_status(f, ATTACKED)
        if chars.has(st, f, BRAVE):
            t.step("procedure", M.BRAVE_STAYS_ACTIVE(card=f.label), [R.DECLARE_DULL, R.BRAVE])
        else:
            t.add_status(f, DULL)
            t.step("procedure", M.ATTACKS_DULLED(card=f.label), [R.DECLARE_DULL, R.ATTACKING_FORWARD])
    mem.attack = Attack(attackers=[f.id for f in fws], party=party)
    for f in fws:
        effects.fire(t, "attacks", f)
    stack.give_priority(t, tp, why=(R.DECLARE_PRIORITY,))


def block(t: Table, action: Block) -> None:
    st = t.state
    mem = memory(st)
    attack = mem.attack or Attack()
    mem.awaiting = None
    if action.blocker is None:
        t.step("procedure", M.NO_BLOCK(who=pname(st, action.player)), [R.BLOCK])
    else:
        b = st.obj(action.blocker)
        attack = attack.model_copy(update={"blocker": b.id, "blocked": True, "split": dict(action.split)})
        party = attack.party
        t.step(
            "procedure",
            (M.BLOCKS_PARTY if party else M.BLOCKS)(who=pname(st, action.player), card=b.label),
            [R.BLOCK, R.BLOCK_ACTIVE, R.BLOCKING_FORWARD, R.IN_BATTLE, *([R.PARTY_BLOCKED_AS_ONE] if party else [])],
        )
        effects.fire(t, "blocks", b)
        mem.attack = attack
    stack.give_priority(t, st.active_player, why=(R.BLOCK_PRIORITY,))


def _first_strike(t: Table, attackers: list[Obj], blocker: Obj | None) -> tuple[bool, bool]:
    st = t.state
    side_a = bool(attackers) and all(chars.has(st, a, FIRST_STRIKE) for a in attackers)
    if len(attackers) > 1 and any(chars.has(st, a, FIRST_STRIKE) for a in attackers) and not side_a:
        t.step(
            "check",
            M.PARTY_NOT_ALL_FIRST_STRIKE(),
            [R.PARTY_FIRST_STRIKE, R.FIRST_STRIKE_PARTY],
            check="nothing",
        )
    side_b = blocker is not None and chars.has(st, blocker, FIRST_STRIKE)
    return side_a, side_b


def damage_step(t: Table) -> None:
    st = t.state
    attack = memory(st).attack or Attack()
    attackers = [st.obj(a) for a in attack.attackers if on_field(st.obj(a))]
    gone = [a for a in attack.attackers if not on_field(st.obj(a))]
    if gone:
        t.step(
            "check", M.LEFT_BATTLE(cards=[st.obj(a).label for a in gone]), [R.IN_BATTLE], check="nothing"
        )
    opp = st.opponent(st.active_player)
    if not attackers:
        t.step("procedure", M.NO_ATTACKER_LEFT(), [R.REMOVED_COMBATANT, R.IN_BATTLE])
        stack.give_priority(t, st.active_player, why=(R.DAMAGE_PRIORITY,))
        return
    if not attack.blocked or attack.blocker is None:
        t.step(
            "procedure",
            (M.UNBLOCKED_PARTY if len(attackers) > 1 else M.UNBLOCKED)(who=pname(st, opp)),
            [R.UNBLOCKED, *([R.PARTY] if len(attackers) > 1 else [])],
        )
        effects.damage_player(t, opp, 1, [R.UNBLOCKED])
        if st.game_over is None:
            before = len(st.pending_triggers)
            for a in attackers:
                effects.fire(t, "damages_player", a)
            if len(st.pending_triggers) > before:
                t.step("procedure", M.PLAYER_DAMAGE_TRIGGERED(), [R.PLAYER_DAMAGE_TRIGGERS])
            else:
                t.step(
                    "check", M.NO_PLAYER_DAMAGE_TRIGGER(), [R.PLAYER_DAMAGE_TRIGGERS],
                    check="nothing",
                )
            stack.give_priority(t, st.active_player, why=(R.DAMAGE_PRIORITY,))
        return
    blocker = st.obj(attack.blocker)
    if not on_field(blocker):
        t.step(
            "procedure",
            M.BLOCKER_REMOVED(card=blocker.label),
            [R.REMOVED_COMBATANT, R.IN_BATTLE],
        )
        stack.give_priority(t, st.active_player, why=(R.DAMAGE_PRIORITY,))
        return
    fs_a, fs_b = _first_strike(t, attackers, blocker)
    if fs_a and fs_b:
        reading = t.reading(I.FIRST_STRIKE_BOTH.id, M.BOTH_FIRST_STRIKE())
        if reading == "literal_none":
            t.step("procedure", M.NO_BATTLE_DAMAGE(), [R.FIRST_STRIKE])
            stack.give_priority(t, st.active_player, why=(R.DAMAGE_PRIORITY,))
            return
        fs_a = fs_b = False
    if fs_a or fs_b:
        first = M.ATTACKING_SIDE() if fs_a else M.BLOCKING_SIDE()
        t.step("procedure", M.FIRST_STRIKE_FIRST(side=first), [R.FIRST_STRIKE])
        _deal(t, attackers, blocker, attackers_deal=fs_a, blocker_deals=fs_b)
        checks.settle(t)
        if st.game_over is not None:
            return
        _hold_triggers(t)
        memory(st).first_strike_window = FirstStrikeWindow(attackers_first=fs_a, blocker_first=fs_b)
        t.step(
            "procedure",
            M.FIRST_STRIKE_WINDOW(),
            [R.FIRST_STRIKE_PRIORITY, R.BACK_ATTACK],
        )
        stack.give_priority(t, st.active_player)
        return
    _deal(t, attackers, blocker, attackers_deal=True, blocker_deals=True)
    stack.give_priority(t, st.active_player, why=(R.DAMAGE_PRIORITY,))


def after_first_strike(t: Table) -> None:
    """Both players passed in the First Strike window (15.2.3.3): the forwards without First Strike deal
    their damage, then the triggers the First Strike damage caused go on the stack with the new ones."""
    st = t.state
    mem = memory(st)
    window = mem.first_strike_window or FirstStrikeWindow(attackers_first=False, blocker_first=False)
    mem.first_strike_window = None
    attack = mem.attack or Attack()
    attackers = [st.obj(a) for a in attack.attackers if on_field(st.obj(a))]
    blocker = st.find(attack.blocker) if attack.blocker is not None else None
    if not (attackers and blocker is not None and on_field(blocker)):
        t.step(
            "procedure",
            M.FIRST_STRIKE_OVER_GONE(),
            [R.FIRST_STRIKE_PRIORITY, R.REMOVED_COMBATANT],
        )
    else:
        t.step(
            "procedure",
            M.FIRST_STRIKE_OVER_DEAL(),
            [R.FIRST_STRIKE_PRIORITY, R.FIRST_STRIKE, R.BATTLE_DAMAGE],
        )
        _deal(
            t,
            attackers,
            blocker,
            attackers_deal=not window.attackers_first,
            blocker_deals=not window.blocker_first,
        )
    _release_triggers(t)
    stack.give_priority(t, st.active_player, why=(R.DAMAGE_PRIORITY,))


def _hold_triggers(t: Table) -> None:
    """15.2.3.3: what the First Strike damage triggered waits until normal damage has been dealt."""
    st = t.state
    pending = list(st.pending_triggers)
    if not pending:
        return
    t.set_state("pending_triggers", [])
    memory(st).held_triggers = pending
    t.step(
        "procedure",
        M.TRIGGERS_HELD(count=len(pending)),
        [R.FIRST_STRIKE_PRIORITY],
    )


def _release_triggers(t: Table) -> None:
    st = t.state
    mem = memory(st)
    held = list(mem.held_triggers or ())
    if not held:
        return
    t.set_state("pending_triggers", [*held, *st.pending_triggers])
    mem.held_triggers = None
    t.step(
        "procedure",
        M.TRIGGERS_RELEASED(),
        [R.FIRST_STRIKE_PRIORITY, R.AUTO_TO_STACK],
    )


def _deal(t: Table, attackers: list[Obj], blocker: Obj, *, attackers_deal: bool, blocker_deals: bool) -> None:
    st = t.state
    total = sum(max(chars.power(st, a) or 0, 0) for a in attackers)
    bpow = max(chars.power(st, blocker) or 0, 0)
    if attackers_deal:
        for a in attackers:  # each attacker is a source of its share of the battle damage (12.4.5)
            effects.add_damage(t, blocker, max(chars.power(st, a) or 0, 0), a, battle=True)
        names = [M.CARD_POWER(card=a.label, power=chars.power(st, a) or 0) for a in attackers]
        t.step(
            "resolution",
            M.BATTLE_DAMAGE_TO(sources=names, card=blocker.label, total=total),
            [R.BATTLE_DAMAGE, R.POWER, *([R.PARTY_DAMAGE] if len(attackers) > 1 else [])],
        )
        effects.survives(t, blocker)
    if not blocker_deals:
        return
    if len(attackers) == 1:
        a = attackers[0]
        effects.add_damage(t, a, bpow, blocker, battle=True)
        t.step(
            "resolution",
            M.BLOCKER_DAMAGE(blocker=blocker.label, power=bpow, card=a.label),
            [R.BATTLE_DAMAGE, R.POWER],
        )
        effects.survives(t, a)
        return
    attack = memory(st).attack
    given = dict(attack.split or {}) if attack is not None else {}
    alive = {a.id for a in attackers}
    split = {k: v for k, v in given.items() if k in alive}
    if not given:
        split = {attackers[0].id: bpow}
        t.step(
            "choice",
            M.DEFAULT_SPLIT(power=bpow, card=attackers[0].label),
            [R.PARTY_SPLIT],
        )
    elif sum(split.values()) != bpow:
        # the split was legal when declared (legality checks it at the block); power or the party changed since
        replaced = {attackers[0].id: bpow}
        t.step(
            "check",
            M.SPLIT_STALE(given="/".join(str(v) for v in given.values()), blocker=blocker.label, power=bpow,
                          card=attackers[0].label),
            [R.PARTY_SPLIT, R.BATTLE_DAMAGE],
            check="fail",
            decisive=True,
        )
        split = replaced
    for a in attackers:
        n = split.get(a.id, 0)
        if n:
            effects.add_damage(t, a, n, blocker, battle=True)
    shares = [M.CARD_AMOUNT(card=st.obj(k).label, amount=v) for k, v in split.items()]
    t.step(
        "resolution",
        M.SPLIT_DAMAGE(blocker=blocker.label, power=bpow, shares=shares),
        [R.BATTLE_DAMAGE, R.PARTY_SPLIT],
    )


def end_of_attack(t: Table) -> None:
    st = t.state
    mem = memory(st)
    if mem.attack is not None and mem.attack.party:
        t.step("procedure", M.PARTY_DISBANDS(), [R.PARTY_DISBANDS, R.PARTY_ENDS])
    mem.attack = None
    mem.first_strike_window = None
    t.set_state("step", "declare")
    mem.awaiting = "declare"
    t.step(
        "procedure",
        M.BACK_TO_DECLARE(who=pname(st, st.active_player)),

        [R.ATTACK_AGAIN, R.DECLARE_STEP],
    )
