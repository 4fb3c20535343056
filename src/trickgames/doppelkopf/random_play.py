"""Random legal play of Doppelkopf: the random player of the computer players, the policy of
simulations, and how the property tests of :mod:`trickgames.testing` weigh their draws.

* :func:`random_action` picks from a list of legal actions with weights that reach every
  phase (the random computer player picks from its view's actions with it);
* :func:`random_policy` is the same draw for a simulation that drives the state itself (every
  seat's action, without listing them first): the same action and the same draws as
  :func:`random_action` over ``legal_actions(state)``, a property the tests check;
* :data:`DRAWS` tells :mod:`trickgames.testing` how to play Doppelkopf with hypothesis
  draws, so that a failing example shrinks.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Sequence
from math import floor

from trickgames._core.registry import DrawPolicy
from trickgames._core.rng import Rng
from trickgames.doppelkopf.actions import SPEECH, Action, Announce, Declare, Play
from trickgames.doppelkopf.announcements import open_announcements
from trickgames.doppelkopf.cards import Card
from trickgames.doppelkopf.duty import duty_announcement
from trickgames.doppelkopf.engine import EXTRA_ACTIONS, extra_actions, legal_actions
from trickgames.doppelkopf.follow import PLAYS_OF
from trickgames.doppelkopf.hands import hand_cards
from trickgames.doppelkopf.reservations import reservation_actions, special_declarations
from trickgames.doppelkopf.state import (
    _DECLARATION,
    _PLAY,
    _RESERVATION,
    Context,
    State,
)

__all__ = ["DRAWS", "random_action", "random_policy"]

_ANNOUNCE_RATE = 0.04
_EXTRA_RATE = 0.5
_EXTRAS = EXTRA_ACTIONS
_IS_ANNOUNCE = Announce.__instancecheck__


def random_action(
    rng: Rng,
    actions: Sequence[Action],
    *,
    announce_rate: float = _ANNOUNCE_RATE,
    reserve_rate: float = 0.15,
) -> Action | None:
    """A random legal action with weights that reach every phase.

    Reserve with ``reserve_rate``; a declaration prefers marriage and poverty (half the time
    each when possible), else a random solo; accept a poverty half the time; take a swines,
    hyperswines or Genscher chance half the time; among card plays and announcements, announce
    with ``announce_rate``. Returns ``None`` when ``actions`` holds
    only announcements and the draw decides not to announce (off-turn).
    """
    if not actions:
        return None
    last = type(actions[-1])
    if last is Play:  # only card plays, the usual step: the same single draw
        return actions[rng.below(len(actions))]
    if last in _EXTRAS:  # swines, hyperswines, Genscher (listed last): half the time
        plain = len(actions)
        while plain and type(actions[plain - 1]) in _EXTRAS:
            plain -= 1
        if rng.random() < _EXTRA_RATE:
            return actions[plain + rng.below(len(actions) - plain)]
        actions = actions[:plain]
        if not actions:
            return None
        last = type(actions[-1])
        if last is Play:
            return actions[rng.below(len(actions))]
    first = actions[0]
    if last is Announce:
        return _play_or_announce(rng, actions, announce_rate)
    verb = first.verb
    if isinstance(first, SPEECH):
        if len(actions) == 1:
            return first  # healthy: nothing to declare (no solo allowed)
        wanted = "reserve" if rng.random() < reserve_rate else "healthy"
        return next(a for a in actions if a.verb == wanted)
    if isinstance(first, Declare):
        # The special declarations (marriages, poverty) come before the solos: from the last
        # one back, each half the time, else a random solo (random_policy's draws).
        declares = [a for a in actions if isinstance(a, Declare)]
        for special in reversed([a for a in declares if not a.reservation.is_solo]):
            if rng.random() < 0.5:
                return special
        return rng.choice([a for a in declares if a.reservation.is_solo])
    if verb in ("accept", "decline"):
        return actions[rng.below(2)]
    if verb in ("give", "return"):
        return rng.choice(actions)
    return _play_or_announce(rng, actions, announce_rate)


def _play_or_announce(rng: Rng, actions: Sequence[Action], announce_rate: float) -> Action | None:
    """Trick play: the card plays come first in ``actions``, the announcements after them."""
    # The plays are the actions before the first announcement: a binary search in C with a
    # C-level key (False for a play, True for an announcement), not a Python loop.
    plays = bisect_left(actions, True, key=_IS_ANNOUNCE)
    calls = len(actions) - plays
    draw = rng.random  # ``rng.below(n)`` is ``floor(draw() * n)``, inlined on this hot path
    if calls and (not plays or draw() < announce_rate):
        if not plays and draw() >= announce_rate:
            return None
        return actions[plays + floor(draw() * calls)]
    return actions[floor(draw() * plays)] if plays else None


def random_policy(rng: Rng, state: State) -> Action:
    """A random legal action of any seat for a simulation that drives the state itself.

    Like :func:`random_action` over ``legal_actions(state)``, but a seat that could declare a
    marriage, a poverty or a throw reserves more often (0.6), so those contracts come up in a
    fair share of simulated deals. A duty announcement (``first_trick_duty``, which
    :func:`random_action` may let pass like an off-turn one) is made at once, without a draw.
    """
    if state.phase is _PLAY:
        # legal_actions' trick play, without its detours (every card of every simulated deal
        # comes here): the seat's plays, then, while some seat may still announce, every
        # seat's announcements. The draws are random_action's over the whole list: announce
        # with _ANNOUNCE_RATE when there is something to announce, else play.
        turn = state.turn
        plays = PLAYS_OF[turn](state.playable)
        if not plays:  # a duty announcement is pending (duty.py): made without a draw
            duty = duty_announcement(state)
            assert duty is not None
            return duty
        # The attribute, then the call: ``rng.random()`` would look the instance attribute
        # up as a method, a lookup the interpreter cannot speed up.
        draw = rng.random
        if state.announcing:
            game = state.game
            assert game is not None
            if game.extras:
                # Swines, hyperswines, Genscher (listed last): each chance taken half the
                # time; no party announcement in a marriage before its clarification trick.
                extras = extra_actions(state)
                if extras and draw() < _EXTRA_RATE:
                    return extras[floor(draw() * len(extras))]
                if game.open:
                    return plays[floor(draw() * len(plays))]
            calls = open_announcements(state, game, turn)
            if calls and draw() < _ANNOUNCE_RATE:
                return calls[floor(draw() * len(calls))]
        return plays[floor(draw() * len(plays))]
    if state.phase is _RESERVATION:  # (healthy, reserve): as random_action, one draw
        actions = reservation_actions(state)
        if len(actions) == 1:
            return actions[0]  # healthy: nothing to declare (no solo allowed)
        rate = 0.15
        if special_declarations(state.deal.rules, state.hands[state.turn]):
            rate = 0.6  # the seat could declare a marriage, a poverty or a throw
        return actions[1] if rng.random() < rate else actions[0]
    if state.phase is _DECLARATION:
        # As random_action, by position: reservation_actions lists the special declarations
        # (marriages, poverty) before the solos of the rules. Poverty half the time, else each
        # marriage half the time (the last listed first), else a random solo.
        actions = reservation_actions(state)
        draw = rng.random
        solos = len(state.deal.rules.solos)
        specials = len(actions) - solos
        for special in actions[specials - 1::-1] if specials else ():
            if draw() < 0.5:
                return special
        return actions[specials + floor(draw() * solos)]
    action = random_action(rng, legal_actions(state))
    assert action is not None
    return action


# -- hypothesis draws (trickgames.testing) -----------------------------------------------------


def _weights(state: State, actions: Sequence[Action]) -> Sequence[int] | None:
    """Reserve now and then (often with both club queens or a poor hand), prefer declaring the
    marriage or poverty to a solo, decline a poverty a little more often than accept it (the
    void deal, all declining, comes up in one in five); else uniform (also for no turn action:
    a pending duty announcement, an optional verb, is the only way on)."""
    if not actions:
        return None
    verb = actions[0].verb
    if verb in ("healthy", "reserve"):
        hand = hand_cards(state.hands[state.turn])
        trumps = sum(1 for c in hand if state.order.is_trump(c))
        special = hand.count(Card.CQ) == 2 or (state.rules.poverty and trumps <= 3)
        healthy, reserve = (1, 4) if special else (7, 1)
        return [healthy if a.verb == "healthy" else reserve for a in actions]
    if verb == "declare":
        return [1 if a.reservation.is_solo else 20 for a in actions]  # type: ignore[attr-defined]
    if verb in ("accept", "decline"):
        return [2 if a.verb == "accept" else 3 for a in actions]
    return None


def _context(draw: Callable[[int, int], int], forced: bool, rules: object = None) -> Context:
    """Four in ten draws the empty context, one in ten a deal of a Bock round (level 1 to 3);
    the others owe compulsory solos at random seats, and (with ``forced``) a tenth of all
    draws is a forced solo of an owing seat (for any ``rules``)."""
    del rules
    kind = draw(0, 9)
    if kind < 4:
        return Context()
    if kind == 4:
        return Context(bock=draw(1, 3))
    a, b, c, d = (bool(draw(0, 1)) for _ in range(4))
    if kind == 9 and forced:
        seat = draw(0, 3)
        return Context(compulsory_solo=(a or seat == 0, b or seat == 1, c or seat == 2,
                                        d or seat == 3), forced_solo=seat)
    return Context(compulsory_solo=(a, b, c, d))


def _interesting(state: State) -> bool:
    """A poor hand (with ``poverty`` on), else a hand with both club queens."""
    hands = [hand_cards(mask) for mask in state.hands]
    if state.rules.poverty:
        return any(sum(1 for c in h if state.order.is_trump(c)) <= 3 for h in hands)
    return any(h.count(Card.CQ) == 2 for h in hands)


#: How :mod:`trickgames.testing` plays Doppelkopf: announcements (swines too) and the Genscher
#: need no turn (in about half
#: the deals one comes, rarely more than two); a deal has at most 4 + 4 reservation actions,
#: 5 poverty actions, 48 cards and 10 announcements.
DRAWS = DrawPolicy(
    optional_verbs=frozenset({"announce", "genscher"}),
    max_actions=90,
    optional_rate=0.12,
    weights=_weights,
    context=_context,
    interesting=_interesting,
)
