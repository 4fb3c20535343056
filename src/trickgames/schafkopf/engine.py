"""The Schafkopf engine: dealing, listing and judging.

Knocks and doublings need no turn: :func:`legal_actions` without a seat lists every seat's
actions, the seat to act first. :func:`deal` shuffles (or takes given hands). How each action
class is judged and applied is :data:`MOVES`; the core turns it into :func:`check`,
:func:`is_legal`, :func:`apply` and :func:`apply_unchecked` (see
:mod:`trickgames._core.triad`).

>>> state = deal("sauspiel", seed=3)
>>> [str(a) for a in legal_actions(state)]
['p1 pass', 'p1 bid', 'p1 knock', 'p2 knock', 'p3 knock', 'p0 knock']
>>> is_legal(state, "p2 bid"), is_legal(state, "p2 knock")
(False, True)
"""

from __future__ import annotations

import warnings
from collections.abc import Mapping, Sequence
from itertools import chain
from typing import Any

import attrs

from trickgames._core.actions import illegal, refuse_when_over
from trickgames._core.cards import count_dealt, given_hands
from trickgames._core.driver import resolve_rules
from trickgames._core.errors import ArgumentError
from trickgames._core.info import RecordInfo
from trickgames._core.rng import Rng, deal_rng, packet_getters
from trickgames._core.seats import check_seat
from trickgames._core.triad import Move, make_triad
from trickgames.schafkopf.actions import (
    DOUBLINGS,
    HOCHZEIT_ANSWERS,
    TURN,
    Action,
    Bid,
    Knock,
    Pass,
    Play,
    parse_action,
)
from trickgames.schafkopf.bidding import (
    FIRST_ROUND,
    _knock_actions,
    apply_bidding,
    apply_first_round,
    bidding_actions,
    check_bidding,
    open_knocks,
)
from trickgames.schafkopf.cards import Card, deck, format_cards
from trickgames.schafkopf.doubling import (
    _doubling_actions,
    apply_doubling,
    check_doubling,
    checked_doubling,
    seats_doubling_actions,
)
from trickgames.schafkopf.follow import plays_by_chunk
from trickgames.schafkopf.hands import hand_cards
from trickgames.schafkopf.hochzeit import apply_hochzeit, check_hochzeit, checked_hochzeit
from trickgames.schafkopf.play import apply_play, check_play, play_actions
from trickgames.schafkopf.rules import PRESETS, DoublingWindow, Rules
from trickgames.schafkopf.state import (
    _BIDDING,
    _FINISHED,
    _PLAY,
    _VOID,
    Context,
    State,
    dealt_state,
    initial_state,
)

__all__ = ["apply", "apply_unchecked", "check", "deal", "deck_problem", "is_legal", "legal_actions"]

_BEFORE_OWN_FIRST_CARD = DoublingWindow.BEFORE_OWN_FIRST_CARD
_NO_CONTEXT = Context()


def deal(
    rules: Rules | str | dict[str, Any] = "standard",
    *,
    seed: int | None = None,
    rng: Rng | None = None,
    hands: Sequence[Sequence[Card | str]] | None = None,
    dealer: int = 0,
    context: Context | Mapping[str, Any] | None = None,
    info: RecordInfo | None = None,
) -> State:
    """A new deal: random from ``seed`` (reproducible on every machine) or from the generator
    ``rng``, or from ``hands``; exactly one of the three.

    A random deal shuffles the deck (32 or 24 cards) with :class:`~trickgames.Rng`
    (Fisher-Yates on Python's guaranteed ``random()`` stream): ``seed=s`` with a new
    ``Rng(s)``, ``rng=`` with the caller's generator, which the shuffle advances (so
    ``deal(rules, rng=Rng(s))`` is ``deal(rules, seed=s)``, and a run of deals from one
    generator skips the generator's seeding each time). It deals the deck in two rounds of
    packets, 4 + 4 (short deck 3 + 3), clockwise from forehand: the first packet of the
    shuffled deck goes to forehand.
    Each hand is then sorted in code order. Given ``hands`` must form exactly the deck of the
    rules. ``context`` is the deal's :class:`~trickgames.schafkopf.Context` (a record's
    ``context`` object as a mapping is deprecated).

    >>> state = deal("short", seed=42, dealer=3)
    >>> [state.hand_size(s) for s in range(4)], state.turn
    ([6, 6, 6, 6], 0)
    """
    rules = resolve_rules(rules, Rules, PRESETS)
    dealer = check_seat(dealer, "dealer")
    if context is None:
        context = _NO_CONTEXT
    elif not isinstance(context, Context):  # a record's object, as before Context was a class
        warnings.warn("deal(context={...}) is deprecated: pass a schafkopf.Context",
                      DeprecationWarning, stacklevel=2)
        context, info = _context_of_mapping(context, info)
    if context.stock:  # only a pot can disagree with the rules
        problem = context.problem(rules)
        if problem:
            raise ArgumentError(problem, code="invalid_context")
    shuffler = deal_rng(seed, rng, hands)
    if shuffler is not None:
        dealt, masks = _shuffled_hands(rules, shuffler, dealer)
        return dealt_state(rules, dealer, dealt, masks, context, info)
    assert hands is not None
    parsed = given_hands(hands, Card.parse, lambda given: deck_problem(rules, given))
    return initial_state(rules, dealer, parsed, context, info)


def _context_of_mapping(value: Mapping[str, Any],
                        info: RecordInfo | None) -> tuple[Context, RecordInfo]:
    """A record's ``context`` object as the context, its ``_`` keys kept in the record
    information (so the record writes them back)."""
    context = Context.from_json(value)
    base = info if info is not None else RecordInfo()
    return context, attrs.evolve(base, context_written=True,
                                 context_extensions={**base.context_extensions, **value})


def _shuffled_hands(
    rules: Rules, rng: Rng, dealer: int
) -> tuple[tuple[tuple[Card, ...], ...], tuple[int, ...]]:
    """The hands of a random deal, each sorted, and their masks."""
    short = rules.short
    # The deck is shuffled as the bits of its cards (``1 << card``, in the deck's order): the
    # same permutation as shuffling the cards, and a seat's mask is then the plain sum of the
    # bits at the positions of its two packets (one C-level ``itemgetter`` per seat, see
    # _PACKETS); each hand comes from its mask by table lookup, already sorted.
    bits = rng.shuffled(_DECK_BITS[short])
    p0, p1, p2, p3 = _PACKETS[short][dealer]
    masks = (sum(p0(bits)), sum(p1(bits)), sum(p2(bits)), sum(p3(bits)))
    return tuple([hand_cards(mask) for mask in masks]), masks


#: The long and the short deck (by ``short``) as the bits of their cards.
_DECK_BITS = {rules.short: tuple(1 << c for c in deck(rules))
              for rules in (PRESETS["standard"], PRESETS["short"])}


#: ``_PACKETS[short][dealer][seat](deck)``: the cards of ``seat`` in a shuffled deck.
#: Two rounds of packets, 4 + 4 (short deck 3 + 3), clockwise from forehand.
_PACKETS = {short: tuple(packet_getters(6 if short else 8, 3 if short else 4, dealer)
                         for dealer in range(4))
            for short in (False, True)}


def deck_problem(rules: Rules, hands: Sequence[Sequence[Card]]) -> str:
    """Why ``hands`` do not form the deck of ``rules`` ("" when they do)."""
    if len(hands) != 4:
        return f"there must be 4 hands, not {len(hands)}"
    per_hand = rules.cards_per_hand
    full = deck(rules)  # in code order: the usual case is one sort and one comparison
    if all(len(hand) == per_hand for hand in hands) and sorted(chain(*hands)) == list(full):
        return ""
    problems, counts = count_dealt(hands, per_hand)
    wanted = set(full)
    twice = [c for c in sorted(counts) if counts[c] > 1 and c in wanted]
    foreign = [c for c in sorted(counts) if c not in wanted]
    missing = [c for c in sorted(wanted) if c not in counts]
    if twice:
        problems.append(f"dealt more than once: {format_cards(twice)}")
    if foreign:
        problems.append(f"not in the {rules.deck.value} deck: {format_cards(foreign)}"
                        + (" (the short deck has no 8s and 7s)" if rules.short else ""))
    if missing:
        problems.append(f"missing: {format_cards(missing)}")
    return "; ".join(problems)


def legal_actions(state: State, seat: int | None = None) -> tuple[Action, ...]:
    """Every action that is legal now, for ``seat`` or (``None``) for every seat.

    The seat to act comes first, then the off-turn actions (knocks, doublings) of each seat
    from the seat to act on.
    """
    phase = state.phase
    turn = state.turn
    if seat is not None:
        seat = check_seat(seat)
    if phase is _PLAY:
        if seat is not None:
            plays: tuple[Action, ...] = play_actions(state) if seat == turn else ()
            return plays + _doubling_actions(state, seat)
        # PLAYS_OF[turn](state.playable), the table's three chunks read here: a call fewer
        # at every step of trick play (tests/schafkopf/test_engine.py compares the two).
        playable = state.playable
        low, middle, high = plays_by_chunk()[turn]
        out: tuple[Action, ...] = (low[playable & 2047] + middle[playable >> 11 & 2047]
                                   + high[playable >> 22])
        # Every seat has played a card once a trick is complete: every window is closed; and
        # so is a window that closes with the first card, once a card lies in the trick.
        if not state.tricks and (not state.trick or
                                 state.deal.rules.doubling_window is _BEFORE_OWN_FIRST_CARD):
            out += seats_doubling_actions(state, turn)
        return out
    if phase is _FINISHED or phase is _VOID:
        return ()
    if phase is _BIDDING:
        if seat is not None:
            own = FIRST_ROUND[seat] if seat == turn else ()
            return own + _knock_actions(state, seat)
        out = FIRST_ROUND[turn]
        if not state.auction.spoken and state.deal.rules.knocking:
            out += open_knocks(turn, state.auction.knocks)
        return out
    if seat is not None and seat != turn:
        return ()
    return bidding_actions(state)


def _bidding_verdict(state: State, action: Action) -> None:
    refuse_when_over(state, action, "void: everybody passed")
    if state.phase is _PLAY and not isinstance(action, Knock):
        raise illegal(action, "bidding_over",
                      f"cannot {action.verb}: the game is declared and play has begun")
    check_bidding(state, action)


def _checked_bidding(state: State, action: Action) -> State:
    _bidding_verdict(state, action)
    return apply_bidding(state, action)


def _checked_turn(state: State, action: Action) -> State:
    # A pass, bid, hold or declare of the seat to speak is legal exactly when it is one of
    # the turn actions listed now (bidding_actions; the first round's two, inline): found
    # there, it needs no other check (the verdict words the error of any other).
    if action.seat == state.turn:
        if state.phase is _BIDDING:
            if isinstance(action, (Pass, Bid)):
                return apply_first_round(state, action)
        elif state.phase is not _PLAY and not state.is_over:
            listed = bidding_actions(state)
            # By identity first: the listed actions are interned, and so is an action taken
            # from legal_actions (``in`` alone would call the actions' ``__eq__`` for every
            # one listed before it).
            for other in listed:
                if other is action:
                    return apply_bidding(state, action)
            if action in listed:
                return apply_bidding(state, action)
    return _checked_bidding(state, action)


_TURN_MOVE = Move(_bidding_verdict, _checked_turn, apply_bidding)
_DOUBLING_MOVE = Move(check_doubling, checked_doubling, apply_doubling)

#: How each kind of Schafkopf action is judged and applied (see :mod:`trickgames._core.triad`).
MOVES: dict[type, Move[State]] = {
    Play: Move(check_play, lambda s, a: apply_play(s, a, True), apply_play),
    Knock: Move(_bidding_verdict, _checked_bidding, apply_bidding),
    **dict.fromkeys(TURN, _TURN_MOVE),
    **dict.fromkeys(DOUBLINGS, _DOUBLING_MOVE),
    **dict.fromkeys(HOCHZEIT_ANSWERS, Move(check_hochzeit, checked_hochzeit, apply_hochzeit)),
}

_TRIAD = make_triad("Schafkopf", state_type=State, action_type=Action, parse=parse_action,
                    moves=MOVES, hot=Play, hot_step=apply_play, module=__name__)
check = _TRIAD.check
is_legal = _TRIAD.is_legal
apply = _TRIAD.apply
apply_unchecked = _TRIAD.apply_unchecked
