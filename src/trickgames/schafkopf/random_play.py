"""Random legal play of Schafkopf: the random player of the computer players, the policy of
simulations, and how the property tests of :mod:`trickgames.testing` weigh their draws.

* :func:`random_action` picks from a list of legal actions with weights that reach every
  phase (the random computer player picks from its view's actions with it);
* :func:`random_policy` is the same draw for a simulation that drives the state itself (every
  seat's action, without listing them first): the same action and the same draws as
  :func:`random_action` over ``legal_actions(state)``, a property the tests check;
* :data:`DRAWS` tells :mod:`trickgames.testing` how to play Schafkopf with hypothesis draws.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from math import floor as _floor

from trickgames._core.registry import DrawPolicy
from trickgames._core.rng import Rng
from trickgames.schafkopf.actions import Action, Bid, Declare, Hold, Knock, Kontra, Pass, Play, Re
from trickgames.schafkopf.contracts import Contract, GameClass
from trickgames.schafkopf.engine import legal_actions
from trickgames.schafkopf.follow import PLAYS_OF
from trickgames.schafkopf.hochzeit import hochzeit_trump
from trickgames.schafkopf.rules import AllPass, Rules
from trickgames.schafkopf.state import Context, Phase, State

__all__ = ["DRAWS", "random_action", "random_policy"]


# random_action's default rates (random_policy draws with them too).
_KNOCK_RATE, _BID_RATE, _DOUBLE_RATE, _TOUT_RATE = 0.08, 0.35, 0.1, 0.05
_PLAY = Phase.PLAY


def _first_round(rng: Rng, actions: Sequence[Action], knock_rate: float,
                 bid_rate: float) -> Action:
    """The first round's turn as :func:`random_action` draws it, without sorting the actions:
    pass, bid, then the knocks."""
    if len(actions) > 2 and rng.random() < knock_rate:
        return actions[2 + rng.below(len(actions) - 2)]
    if rng.random() < bid_rate:
        rng.random()  # the draw of choosing among one bid, as random_action's general way
        return actions[1]
    return actions[0]


def random_action(
    rng: Rng,
    actions: Sequence[Action],
    *,
    knock_rate: float = _KNOCK_RATE,
    bid_rate: float = _BID_RATE,
    double_rate: float = _DOUBLE_RATE,
    tout_rate: float = _TOUT_RATE,
) -> Action | None:
    """A random legal action with weights that reach every phase.

    Knock with ``knock_rate``, bid with ``bid_rate`` (so several bidders are common), hold in a
    resolution half the time, declare a random game (a Tout with ``tout_rate``), double with
    ``double_rate`` when offered, else play a random card. Returns ``None`` when ``actions``
    holds only off-turn actions (knocks, doublings) and the draw decides against them.
    """
    if not actions:
        return None
    if type(actions[-1]) is Play:  # only card plays, the usual step: the same single draw
        return actions[rng.below(len(actions))]
    if len(actions) > 1 and type(actions[0]) is Pass and type(actions[1]) is Bid:
        return _first_round(rng, actions, knock_rate, bid_rate)
    knocks: list[Action] = []
    doubles: list[Action] = []
    own: list[Action] = []
    for action in actions:  # one pass, by exact type (isinstance with unions is slow)
        kind = type(action)
        if kind is Knock:
            knocks.append(action)
        elif kind is Kontra or kind is Re:
            doubles.append(action)
        else:
            own.append(action)
    if knocks and rng.random() < knock_rate:
        return rng.choice(knocks)
    if doubles and rng.random() < double_rate:
        return rng.choice(doubles)
    if not own:
        return None
    first = type(own[0])
    if first is Pass or first is Bid or first is Hold:
        passes = [a for a in own if type(a) is Pass]
        others = [a for a in own if type(a) is not Pass]
        rate = bid_rate if first is not Hold and any(type(a) is Bid for a in own) else 0.5
        if others and (not passes or rng.random() < rate):
            if type(others[0]) is Hold and rng.random() < 0.7:
                return min(others, key=lambda a: a.game_class.rank)  # type: ignore[attr-defined]
            return rng.choice(others)
        return passes[0]
    if first is Declare:
        rare = _rare(own)
        if rare and rng.random() < _RARE_RATE:
            return rare[0]
        plain = [a for a in own if not a.contract.tout]  # type: ignore[attr-defined]
        touts = [a for a in own if a.contract.tout]  # type: ignore[attr-defined]
        if touts and (not plain or rng.random() < tout_rate):
            return rng.choice(touts)
        return rng.choice(plain)
    return rng.choice(own)


def random_policy(rng: Rng, state: State) -> Action:
    """A random legal action of any seat (see :func:`random_action`), for simulations."""
    # ``rng.random`` is loaded as an attribute, then called: it is an instance attribute, and
    # ``rng.random()`` would look it up as a method, a lookup the interpreter cannot speed up.
    random = rng.random
    if state.phase is _PLAY and state.tricks:
        # After the first trick every doubling window is closed: legal_actions lists the
        # seat's plays alone, taken here without its detours (most steps of every deal).
        cards = PLAYS_OF[state.turn](state.playable)
        return cards[_floor(random() * len(cards))]
    actions = legal_actions(state)
    last = type(actions[-1])
    # ``floor`` is Rng.below's ``int`` here (the products are never negative), without the
    # cost of calling a type.
    if last is Play:  # the usual step, as in random_action, without the calls
        return actions[_floor(random() * len(actions))]
    # The other steps, by the shape legal_actions gives them, with the very draws of
    # random_action at its default rates (same draws, same order, same result), but without
    # sorting the actions into lists first.
    first = type(actions[0])
    n = len(actions)
    if first is Play:  # the plays, then the doublings of the seats whose window is open
        plays = n - 1
        while type(actions[plays - 1]) is not Play:
            plays -= 1
        if random() < _DOUBLE_RATE:
            return actions[plays + _floor(random() * (n - plays))]
        return actions[_floor(random() * plays)]
    if first is Pass and n > 1:
        if type(actions[1]) is Bid:  # the first round: pass, bid, then the knocks
            return _first_round(rng, actions, _KNOCK_RATE, _BID_RATE)
        if last is Hold:  # the resolution: pass, then the holds from the lowest class up
            if random() < 0.5:
                if random() < 0.7:
                    return actions[1]  # the lowest hold
                return actions[1 + _floor(random() * (n - 1))]
            return actions[0]
    if first is Declare:  # the declaration: a Tout now and then, else a plain game
        rules = state.deal.rules
        if rules.hochzeit_on or rules.sie_on:
            rare = _rare(actions)
            if rare and random() < _RARE_RATE:  # as random_action
                return rare[0]
        # Every Tout class ranks above every plain one, so the declarations (in class order)
        # are the plain games, then the Touts.
        plain = n
        while plain and actions[plain - 1].contract in _TOUTS:  # type: ignore[attr-defined]
            plain -= 1
        if plain < n and (not plain or random() < _TOUT_RATE):
            return actions[plain + _floor(random() * (n - plain))]
        return actions[_floor(random() * plain)]
    action = random_action(rng, actions)
    if action is None:  # only off-turn actions drawn against: take the turn seat's action
        action = rng.choice(_of_seat(actions, state.turn) or list(actions))
    return action


def _rare(actions: Sequence[Action]) -> list[Action]:
    """The declarations of a Hochzeit or a Sie among ``actions``: listed only when the hand
    allows them (schafkopf-variants.md 8, 9), so random play takes one half the time."""
    return [a for a in actions if type(a) is Declare
            and (a.contract is _HOCHZEIT or a.contract is _SIE)]


_HOCHZEIT, _SIE = Contract.HOCHZEIT, Contract.SIE
_RARE_RATE = 0.5


def _of_seat(actions: Sequence[Action], seat: int) -> list[Action]:
    """The actions of ``seat``."""
    # Not inline in random_policy: a comprehension there would make ``state`` a closure cell,
    # created on every call.
    return [a for a in actions if a.seat == seat]


_TOUTS = frozenset(c for c in Contract if c.tout)


# -- hypothesis draws (trickgames.testing) -----------------------------------------------------


def _declare_weight(action: Declare) -> int:
    contract = action.contract
    if contract.called_ace is not None or contract in _RARE:
        return 12  # a Hochzeit or a Sie is listed only when the hand allows it: take it
    return 1 if contract.tout else 3


_RARE = frozenset({Contract.HOCHZEIT, Contract.SIE})


def _interesting(state: State) -> bool:
    """With ``hochzeit`` enabled, whether a seat holds exactly one trump (it may offer a
    Hochzeit); with it disabled every deal is as good as any."""
    rules = state.deal.rules
    if GameClass.HOCHZEIT not in rules.games:
        return True
    return any(hochzeit_trump(mask, rules.short) for mask in state.deal.masks)


def _context(draw: Callable[[int, int], int], forced: bool,
             rules: object = None) -> Context | None:
    """With ``all_pass`` = ``stock``, half the deals have a pot before them (an even amount,
    2 to 200; schafkopf-variants.md 6.3), the others none; other rules (and rules not known)
    take no context, and nothing is drawn."""
    del forced
    if not isinstance(rules, Rules) or rules.all_pass is not AllPass.STOCK:
        return None
    return Context(stock=2 * draw(1, 100)) if draw(0, 1) else Context()


def _weights(state: State, actions: Sequence[Action]) -> Sequence[int] | None:
    """Bid in two of five cases (one bidder, several bidders and all passing each come up
    often), give up in the resolution half the time, prefer the Sauspiel to a solo and a solo
    to a Tout when declaring; else uniform."""
    del state
    holds = sum(1 for a in actions if type(a) is Hold)
    if holds:  # the resolution between several bidders: pass, then the holds
        return [holds if type(a) is Pass else 1 for a in actions]
    first = type(actions[0])
    if first is Pass or first is Bid:
        return [3 if type(a) is Pass else 2 for a in actions]
    if first is Declare:
        return [_declare_weight(a) for a in actions]  # type: ignore[arg-type]
    return None


#: How :mod:`trickgames.testing` plays Schafkopf: knocks and doublings need no turn and have a
#: window of one or two moves, so they are taken readily; a deal has at most 60 actions.
DRAWS = DrawPolicy(
    optional_verbs=frozenset({"knock", "kontra", "re"}),
    max_actions=60,
    optional_rate=0.35,
    weights=_weights,
    context=_context,
    interesting=_interesting,
)
