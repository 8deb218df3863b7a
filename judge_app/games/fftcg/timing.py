"""Reaching the moment an action is taken. A scenario lists the decisions that matter; where it skips
from one step to a later one, every player who held priority in between passed (11.1.6), nobody attacked
or blocked, and nobody redrew. Each such assumption is written as its own step, so the judge sees it."""

from __future__ import annotations

from judge_app.engine.actions import Action
from judge_app.engine.game import phase_name
from judge_app.engine.table import Table
from judge_app.games.fftcg import chars, combat, stack, turn
from judge_app.games.fftcg import messages as M
from judge_app.games.fftcg import rules as R
from judge_app.games.fftcg.board import memory, pname
from judge_app.games.fftcg.model import BACK_ATTACK, PHASES, Block, DeclareAttack, Mulligan, PlayCharacter

MAX_PASSES = 300


def ready(t: Table, action: Action) -> bool:
    """Whether the game is at a point where ``action`` could be taken (not whether it is legal there)."""
    st = t.state
    mem = memory(st)
    awaiting = mem.awaiting
    if isinstance(action, Mulligan):
        return awaiting == "mulligan"
    if isinstance(action, DeclareAttack):
        return awaiting == "declare" and action.player == st.active_player
    if isinstance(action, Block):
        return awaiting == "block" and action.player != st.active_player
    if isinstance(action, PlayCharacter):
        card = st.find(action.card)
        back_attack = card is not None and chars.has(st, card, BACK_ATTACK)
        if mem.priority != action.player:
            return False
        if back_attack:
            return st.phase in ("main1", "main2", "attack")
        return st.phase in ("main1", "main2") and not st.stack and action.player == st.active_player
    return True


def reach(t: Table, action: Action) -> bool:
    """Advance until ``action`` can be taken; False if the game ends or the moment never comes.

    A decision the game waits for (a mulligan, an attack or block declaration) is taken when its step comes. An
    action taken with priority is taken when its player next holds priority (the others' passes in between are
    the scenario convention, 11.1.6): if it is illegal then, it is refused there. Only ``at: next_legal`` lets its
    own player pass on to a later moment, and the trace says how far it was moved (issue 28)."""
    st = t.state
    mem = memory(st)
    if action.type in ("concede",):
        return True
    moved = 0
    if _not_this_turn(t, action):
        # Passing through the rest of the turn into the other player's would answer another question than
        # the one asked: the action is taken now and refused with the rules it breaks.
        return True
    seen: dict[str, int] = {}
    start_turn = st.turn
    for _ in range(MAX_PASSES):
        if st.game_over is not None:
            return False
        if ready(t, action):
            if moved:
                _say_moved(t, action, moved)
            return True
        if st.turn > start_turn + 1:
            return False
        awaiting = mem.awaiting
        if awaiting == "mulligan" and mem.mulligan is not None:
            pid = mem.mulligan
            t.step("choice", M.DEFAULT_KEEP(who=pname(st, pid)), [R.SETUP_REDRAW])
            turn.mulligan(t, Mulligan(player=pid, redraw=False))
        elif awaiting == "declare":
            t.step(
                "choice", M.DEFAULT_NO_ATTACK(who=pname(st, st.active_player)), [R.NO_ATTACK_SKIP]
            )
            combat.declare(t, DeclareAttack(player=st.active_player))
        elif awaiting == "block":
            opp = st.opponent(st.active_player)
            t.step("choice", M.DEFAULT_NO_BLOCK(who=pname(st, opp)), [R.BLOCK])
            combat.block(t, Block(player=opp))
        else:
            holder = mem.priority
            if holder is None:
                return False
            if holder == action.player and _with_priority(action):
                if action.at != "next_legal":
                    return True  # its player holds priority: the action is judged now
                moved += 1
            key = _fingerprint(t)
            seen[key] = seen.get(key, 0) + 1
            if seen[key] > 3:
                loop(t)
                return False
            t.step("choice", M.DEFAULT_PASS(who=pname(st, holder)), [R.PASS])
            stack.pass_priority(t, holder, turn.advance)
    return False


def _say_moved(t: Table, action: Action, passes: int) -> None:
    st = t.state
    phase = M.MAIN_PHASES[st.phase]() if st.phase in M.MAIN_PHASES else phase_name(PHASES, st.phase or "")
    t.step("procedure", M.MOVED_TO_NEXT_LEGAL(who=pname(st, action.player), passes=passes, phase=phase), [R.PASS])


def _with_priority(action: Action) -> bool:
    """An action taken while holding priority (not a decision a step waits for)."""
    return not isinstance(action, (Mulligan, DeclareAttack, Block))


def _not_this_turn(t: Table, action: Action) -> bool:
    """An action the player holding priority takes now although no pass of this turn can make it legal: an
    attack declared by the non-turn player (10.1.2.1), a block by the turn player (10.1.3.1), a character play
    (not 偷袭) by the non-turn player (9.3.1.5). A player who does not hold priority acts at a later moment
    (the scenario convention), so e.g. the opponent's attack written during this turn's main phase 2 is theirs
    in their next turn."""
    active = t.state.active_player
    if memory(t.state).priority != action.player:
        return False
    if isinstance(action, DeclareAttack):
        return action.player != active
    if isinstance(action, Block):
        return action.player == active
    if not isinstance(action, PlayCharacter) or action.player == active:
        return False
    card = t.state.find(action.card)
    return card is None or not chars.has(t.state, card, BACK_ATTACK)


def _fingerprint(t: Table) -> str:
    st = t.state
    objs = ";".join(f"{o.id}@{o.zone}:{','.join(o.status)}:{o.damage}" for o in st.objects)
    return f"{st.turn}|{st.phase}|{st.step}|{[s.model_dump_json() for s in st.stack]}|{objs}"


def loop(t: Table) -> None:
    t.step(
        "check",
        M.LOOP(),
        [R.LOOP, R.LOOP_ONE_STOPS, R.LOOP_BOTH_STOP],
        check="pass",
        decisive=True,
    )
    t.end_game("draw", None, M.LOOP_DRAW(), [R.LOOP])
