"""The legality triad and the deal: :func:`check`, :func:`is_legal`, :func:`apply`.

* :func:`check` raises :class:`~trickgames.IllegalActionError` naming the rule that forbids
  the action;
* :func:`is_legal` answers yes or no;
* :func:`apply` checks, then returns the new state (the old one is unchanged);
* :func:`legal_actions` lists what a seat (or every seat) may do now: knocks and doublings
  need no turn, so with no seat given the list holds the actions of all seats.

>>> state = deal("sauspiel", seed=3)
>>> [str(a) for a in legal_actions(state)]
['p1 pass', 'p1 bid', 'p1 knock', 'p2 knock', 'p3 knock', 'p0 knock']
>>> is_legal(state, "p2 bid"), is_legal(state, "p2 knock")
(False, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter
from typing import Any

from trickgames._core.actions import as_action, illegal
from trickgames._core.errors import IllegalActionError, TrickgamesError
from trickgames._core.info import RecordInfo
from trickgames._core.rng import Rng, deal_rng
from trickgames._core.seats import SEATS_FROM
from trickgames.schafkopf.actions import (
    KNOCKS,
    Action,
    Bid,
    Declare,
    Hold,
    Knock,
    Kontra,
    Pass,
    Play,
    Re,
    parse_action,
)
from trickgames.schafkopf.bidding import (
    FIRST_ROUND,
    apply_bidding,
    apply_first_round,
    bidding_actions,
    check_bidding,
    knock_actions,
)
from trickgames.schafkopf.cards import Card, deck, format_cards
from trickgames.schafkopf.doubling import (
    apply_doubling,
    check_doubling,
    doubling_actions,
    seats_doubling_actions,
)
from trickgames.schafkopf.hands import hand_cards
from trickgames.schafkopf.play import PLAY_CHUNKS, apply_play, check_play, play_actions
from trickgames.schafkopf.rules import PRESETS, DoublingWindow, Rules
from trickgames.schafkopf.state import Phase, State, dealt_state, initial_state

__all__ = [
    "apply",
    "apply_unchecked",
    "check",
    "deal",
    "deck_problem",
    "is_legal",
    "legal_actions",
]

_BIDDING_VERBS = (Knock, Pass, Bid, Hold, Declare)
#: The actions of the seat to speak in the bidding.
_TURN_VERBS = frozenset((Pass, Bid, Hold, Declare))

# Enum member lookups cost about 0.2 µs each; the hot paths compare against these.
_PLAY = Phase.PLAY
_FINISHED = Phase.FINISHED
_VOID = Phase.VOID
_BIDDING = Phase.BIDDING
_BEFORE_OWN_FIRST_CARD = DoublingWindow.BEFORE_OWN_FIRST_CARD


def _rules(rules: Rules | str | dict[str, Any]) -> Rules:
    if isinstance(rules, Rules):
        return rules
    if isinstance(rules, str) and rules in PRESETS:
        return PRESETS[rules]
    return Rules.from_json(rules)


def deal(
    rules: Rules | str | dict[str, Any] = "standard",
    *,
    seed: int | None = None,
    rng: Rng | None = None,
    hands: Sequence[Sequence[Card | str]] | None = None,
    dealer: int = 0,
    context: dict[str, Any] | None = None,
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
    rules. ``context`` is a record's ``context`` object (Schafkopf knows only ``_`` keys).

    >>> state = deal("short", seed=42, dealer=3)
    >>> [state.hand_size(s) for s in range(4)], state.turn
    ([6, 6, 6, 6], 0)
    """
    rules = _rules(rules)
    if isinstance(dealer, bool) or dealer not in (0, 1, 2, 3):
        raise TrickgamesError(f"dealer must be a seat 0..3, not {dealer!r}", code="invalid_seat")
    shuffler = deal_rng(seed, rng, hands)
    if shuffler is not None:
        dealt, masks = _shuffled_hands(rules, shuffler, dealer)
        return dealt_state(rules, dealer, dealt, masks, context, info)
    assert hands is not None
    parsed = tuple(tuple(Card.parse(c) for c in h) for h in hands)
    problem = deck_problem(rules, parsed)
    if problem:
        raise TrickgamesError(problem, code="wrong_deck")
    return initial_state(rules, dealer, parsed, context, info)


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
_DECK_BITS = {short: tuple(1 << c for c in deck(short)) for short in (False, True)}


def _packets(short: bool, dealer: int) -> tuple[itemgetter[Any], ...]:
    """For each seat, the positions in the shuffled deck of its cards: two rounds of packets
    (4 + 4, short deck 3 + 3), clockwise from forehand."""
    packet = 3 if short else 4
    positions: list[list[int]] = [[], [], [], []]
    start = 0
    for _ in range(2):
        for i in range(4):
            positions[(dealer + 1 + i) & 3] += range(start, start + packet)
            start += packet
    return tuple(itemgetter(*p) for p in positions)


#: ``_PACKETS[short][dealer][seat](deck)``: the cards of ``seat`` in a shuffled deck.
_PACKETS = {short: tuple(_packets(short, dealer) for dealer in range(4))
            for short in (False, True)}


def deck_problem(rules: Rules, hands: Sequence[Sequence[Card]]) -> str:
    """Why ``hands`` do not form the deck of ``rules`` ("" when they do)."""
    if len(hands) != 4:
        return f"there must be 4 hands, not {len(hands)}"
    per_hand = rules.cards_per_hand
    problems = [
        f"p{seat} holds {len(hand)} cards instead of {per_hand}"
        for seat, hand in enumerate(hands)
        if len(hand) != per_hand
    ]
    wanted = set(deck(rules.short))
    counts: dict[Card, int] = {}
    for hand in hands:
        for card in hand:
            counts[card] = counts.get(card, 0) + 1
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
    if phase is _PLAY:
        if seat is not None:
            plays: tuple[Action, ...] = play_actions(state) if seat == turn else ()
            return plays + doubling_actions(state, seat)
        # play_actions, inlined: this runs at every step of every simulation.
        t0, t1, t2 = PLAY_CHUNKS[turn]
        mask = state.playable
        out: tuple[Action, ...] = t0[mask & 0x7FF] + t1[mask >> 11 & 0x7FF] + t2[mask >> 22]
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
            return own + knock_actions(state, seat)
        out = FIRST_ROUND[turn]
        if not state.auction.spoken and state.deal.rules.knocking:
            out += _knocks(turn, state.auction.knocks)
        return out
    if seat is not None and seat != turn:
        return ()
    return bidding_actions(state)


def _knocks(turn: int, knocked: tuple[int, ...]) -> tuple[Knock, ...]:
    """The knocks of the seats that have not knocked, from ``turn`` on clockwise."""
    # Not inline in legal_actions: a generator there would make its variables closure cells,
    # created on every call.
    return tuple(KNOCKS[s] for s in SEATS_FROM[turn] if s not in knocked)


def check(state: State, action: Action | str) -> None:
    """Raise :class:`~trickgames.IllegalActionError` unless ``action`` is legal now.

    ``action`` may be an action object or a record line (``"p2 play HK"``).
    """
    _verdict(state, _as_action(action))


def is_legal(state: State, action: Action | str) -> bool:
    """Whether ``action`` is legal now (a line that does not parse is not legal)."""
    try:
        _verdict(state, _as_action(action))
    except TrickgamesError:
        return False
    return True


def apply(state: State, action: Action | str) -> State:
    """Check ``action`` and return the state after it.

    Raises :class:`~trickgames.IllegalActionError` (the state is unchanged).
    """
    kind = type(action)
    if kind is Play:
        if type(action.seat) is int:  # type: ignore[union-attr]
            return apply_play(state, action, True)  # type: ignore[arg-type]  # checks inline
    elif kind in _TURN_VERBS:
        # A pass, bid, hold or declare of the seat to speak is legal exactly when it is one of
        # the turn actions listed now (bidding_actions; the first round's two, inline): found
        # there, it needs no other check (check words the error of any other).
        seat = action.seat  # type: ignore[union-attr]
        if seat == state.turn and type(seat) is int:
            if state.phase is _BIDDING:
                if kind is Pass or kind is Bid:
                    return apply_first_round(state, action)  # type: ignore[arg-type]
            else:
                listed = bidding_actions(state)
                # By identity first: the listed actions are interned, and so is an action
                # taken from legal_actions (``in`` alone would call the actions' ``__eq__``
                # for every one listed before it).
                for other in listed:
                    if other is action:
                        return apply_bidding(state, action)
                if action in listed:
                    return apply_bidding(state, action)
    action = _as_action(action)
    _verdict(state, action)
    return apply_unchecked(state, action)


def apply_unchecked(state: State, action: Action) -> State:
    """Apply an action taken from :func:`legal_actions` without checking it again.

    For callers that only ever pick from :func:`legal_actions` (simulations, search). An
    action that is not legal gives an undefined state; use :func:`apply` otherwise.
    """
    kind = type(action)
    if kind is Play:
        return apply_play(state, action)  # type: ignore[arg-type]
    if kind is Kontra or kind is Re:  # exact types: isinstance with a tuple is slower
        return apply_doubling(state, action)  # type: ignore[arg-type]
    return apply_bidding(state, action)


def _as_action(action: Action | str) -> Action:
    return as_action(action, Action, parse_action)


def _verdict(state: State, action: Action) -> None:
    seat = action.seat
    if isinstance(seat, bool) or seat not in (0, 1, 2, 3):
        raise IllegalActionError(f"unknown seat {seat!r} in {action!r}: seats are 0..3",
                                 code="unknown_seat")
    if isinstance(action, Play):
        check_play(state, action)
        return
    if isinstance(action, (Kontra, Re)):
        check_doubling(state, action)
        return
    if state.is_over:
        over = "void: everybody passed" if state.phase is _VOID else "over"
        raise illegal(action, "deal_over", f"cannot {action.verb}: the deal is {over}")
    if isinstance(action, _BIDDING_VERBS):
        if state.phase is _PLAY and not isinstance(action, Knock):
            raise illegal(action, "bidding_over",
                          f"cannot {action.verb}: the game is declared and play has begun")
        check_bidding(state, action)
        return
    raise IllegalActionError(f"unknown action {action!r}", code="malformed_action")
