"""Doppelkopf's deal, its legal actions and its moves.

:func:`deal` makes a deal (from a seed, a generator or given hands); :func:`legal_actions`
lists what a seat, or every seat, may do now (announcements need no turn, so with no seat
given the list holds every seat's); :data:`MOVES` says how each kind of action is judged and
applied, and the legality triad made of it by the core
(:func:`trickgames._core.triad.make_triad`, the same for both games) is :func:`check`,
:func:`is_legal`, :func:`apply` and :func:`apply_unchecked`.

>>> state = deal("ddv", seed=3)
>>> action = legal_actions(state)[0]
>>> is_legal(state, action), str(action)
(True, 'p1 healthy')
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import chain
from typing import Any

from trickgames._core.actions import illegal, refuse_when_over
from trickgames._core.cards import count_dealt, given_hands
from trickgames._core.driver import resolve_rules
from trickgames._core.info import RecordInfo
from trickgames._core.rng import Rng, deal_rng, packet_getters
from trickgames._core.seats import check_seat
from trickgames._core.triad import Move, make_triad
from trickgames.doppelkopf.actions import (
    POVERTY,
    SPEECH,
    Action,
    Announce,
    AnnounceSwines,
    Declare,
    Genscher,
    Play,
    parse_action,
)
from trickgames.doppelkopf.announcements import (
    apply_announcement,
    check_announcement,
    open_announcements,
    seats_announce_actions,
)
from trickgames.doppelkopf.cards import Card, deck, format_cards
from trickgames.doppelkopf.duty import after_announcement
from trickgames.doppelkopf.follow import plays_by_chunk
from trickgames.doppelkopf.genscher import apply_genscher, check_genscher, genscher_actions
from trickgames.doppelkopf.hands import LOW, hand_cards
from trickgames.doppelkopf.play import apply_play, check_play, play_actions
from trickgames.doppelkopf.poverty import apply_poverty, check_poverty, poverty_actions
from trickgames.doppelkopf.reservations import (
    apply_reservation,
    check_reservation,
    reservation_actions,
)
from trickgames.doppelkopf.rules import PRESETS, Rules
from trickgames.doppelkopf.state import (
    _PLAY,
    _RESERVATION,
    Context,
    Phase,
    State,
    initial_state,
)
from trickgames.doppelkopf.swines import apply_swines, check_swines, swines_actions

__all__ = ["EXTRA_ACTIONS", "apply", "apply_unchecked", "check", "deal", "deck_problem",
           "extra_actions", "is_legal", "legal_actions"]

_NO_CONTEXT = Context()
_RESERVATION_PHASES = (Phase.RESERVATION, Phase.DECLARATION)
_POVERTY_PHASES = (Phase.POVERTY_GIVE, Phase.POVERTY_ACCEPTANCE, Phase.POVERTY_RETURN)


def deal(
    rules: Rules | str | dict[str, Any] = "ddv",
    *,
    seed: int | None = None,
    rng: Rng | None = None,
    hands: Sequence[Sequence[Card | str]] | None = None,
    dealer: int = 0,
    context: Context | None = None,
    info: RecordInfo | None = None,
) -> State:
    """A new deal: random from ``seed`` (reproducible on every machine) or from the generator
    ``rng``, or from ``hands``; exactly one of the three.

    A random deal shuffles the deck with :class:`~trickgames.Rng` (Fisher-Yates on Python's
    guaranteed ``random()`` stream): ``seed=s`` with a new ``Rng(s)``, ``rng=`` with the
    caller's generator, which the shuffle advances (so ``deal(rules, rng=Rng(s))`` is
    ``deal(rules, seed=s)``, and a run of deals from one generator skips the generator's
    seeding each time). It deals packets of 3 (DDV style: 4 rounds of 3 each, or 10 cards in
    packets of 3, 3, 3 and 1 without nines) clockwise from forehand. Given ``hands`` must form
    exactly the deck of the rules.

    >>> state = deal("ddv", seed=42, dealer=3)
    >>> [len(state.hand(s)) for s in range(4)], state.turn
    ([12, 12, 12, 12], 0)
    """
    rules = resolve_rules(rules, Rules, PRESETS)
    dealer = check_seat(dealer, "dealer")
    shuffler = deal_rng(seed, rng, hands)
    if shuffler is not None:
        parsed, masks = _shuffled_hands(rules, shuffler, dealer)
        return initial_state(rules, dealer, parsed, context or _NO_CONTEXT, info, masks)
    assert hands is not None
    parsed = given_hands(hands, Card.parse, lambda given: deck_problem(rules, given))
    return initial_state(rules, dealer, parsed, context or _NO_CONTEXT, info)


def _shuffled_hands(
    rules: Rules, rng: Rng, dealer: int
) -> tuple[tuple[tuple[Card, ...], ...], tuple[int, ...]]:
    """The hands of a random deal, sorted by card code, and their masks.

    The shuffle moves bits rather than cards: the deck is in code order with both copies of a
    card side by side, and position ``p`` (card ``deck[p]``, its copy ``p & 1``) is the bit
    ``card + 24 * copy``. A hand's bits sum to both copies' masks at once, in C loops
    (``itemgetter``, ``sum``) instead of a Python loop per card; the cards, sorted, come back
    from the mask by table (:func:`~trickgames.doppelkopf.hands.hand_cards`).
    """
    shuffled = rng.shuffled(_DECK_BITS[rules.nines])
    masks = []
    for take in packet_getters(rules.cards_per_hand, 3, dealer):  # DDV: packets of 3
        both = sum(take(shuffled))
        masks.append(((both | both >> 24) & LOW) | (both & both >> 24 & LOW) << 24)
    return tuple([hand_cards(mask) for mask in masks]), tuple(masks)


#: With and without nines: the deck's positions as bits (see :func:`_shuffled_hands`).
_DECK_BITS = {
    rules.nines: tuple(1 << (card + 24 * (p & 1)) for p, card in enumerate(deck(rules)))
    for rules in (PRESETS["ddv"], PRESETS["ddv"].replace(nines=False))
}


def deck_problem(rules: Rules, hands: Sequence[Sequence[Card]]) -> str:
    """Why ``hands`` do not form the deck of ``rules`` ("" when they do)."""
    if len(hands) != 4:
        return f"there must be 4 hands, not {len(hands)}"
    per_hand = rules.cards_per_hand
    full = deck(rules)  # in code order: the usual case is one sort and one comparison
    if all(len(hand) == per_hand for hand in hands) and sorted(chain(*hands)) == list(full):
        return ""
    problems, counts = count_dealt(hands, per_hand)
    wanted = dict.fromkeys(set(full), 2)
    extra = [c for c in sorted(counts) if counts[c] > wanted.get(c, 0)]
    missing = [c for c in sorted(wanted) if counts.get(c, 0) < wanted[c]]
    if extra:
        problems.append(f"too many: {format_cards(extra)}" + (
            "" if rules.nines else " (the rules play without nines)"))
    if missing:
        problems.append(f"missing: {format_cards(missing)}")
    return "; ".join(problems)


def legal_actions(state: State, seat: int | None = None) -> tuple[Action, ...]:
    """Every action that is legal now, for ``seat`` or (``None``) for every seat.

    The seat to act comes first, then the off-turn announcements of the other seats.
    """
    phase = state.phase
    if phase is _PLAY:
        turn = state.turn
        if seat is None:
            # PLAYS_OF[turn](state.playable), the table's two chunks read here: a call fewer
            # at every step of trick play (tests/doppelkopf/test_engine.py compares the two).
            playable = state.playable
            low, high = plays_by_chunk()[turn]
            out: tuple[Action, ...] = low[playable & 4095] + high[playable >> 12]
            if not state.announcing:  # the usual case, once the deadlines have passed
                return out
            game = state.game
            assert game is not None
            if game.extras:  # announcing may be on for these alone (an open marriage too)
                calls = () if game.open else open_announcements(state, game, turn)
                return out + calls + extra_actions(state)
            return out + open_announcements(state, game, turn)
        seat = check_seat(seat)
        plays: tuple[Action, ...] = play_actions(state) if seat == turn else ()
        if not state.announcing:
            return plays
        plays += seats_announce_actions(state, (seat,))
        game = state.game
        assert game is not None
        return plays + extra_actions(state, (seat,)) if game.extras else plays
    if phase in _POVERTY_PHASES:
        # The exchange, then the swines announced before the cards are passed on
        # (swines_poverty_announce before_passing), off turn too.
        if seat is None:
            return poverty_actions(state) + swines_actions(state)
        seat = check_seat(seat)
        mine = poverty_actions(state) if seat == state.turn else ()
        return mine + swines_actions(state, (seat,))
    if seat is not None and check_seat(seat) != state.turn:
        return ()
    if phase in _RESERVATION_PHASES:
        return reservation_actions(state)
    return ()


#: The kinds of action :func:`extra_actions` lists (the swines announcements and the Genscher).
EXTRA_ACTIONS: tuple[type[Action], ...] = (AnnounceSwines, Genscher)


def extra_actions(state: State, seats: tuple[int, ...] | None = None) -> tuple[Action, ...]:
    """The swines and hyperswines announcements and the Genscher actions of ``seats``
    (``None``: every seat) that are legal now (trick play, while :attr:`Game.extras
    <trickgames.doppelkopf.state.Game.extras>`)."""
    return swines_actions(state, seats) + genscher_actions(state, seats)


def _checked_swines(state: State, action: AnnounceSwines) -> State:
    check_swines(state, action)
    return apply_swines(state, action)


def _checked_genscher(state: State, action: Genscher) -> State:
    check_genscher(state, action)
    return apply_genscher(state, action)


def _reservation_verdict(state: State, action: Action) -> None:
    refuse_when_over(state, action, "void")
    if state.phase not in _RESERVATION_PHASES:
        raise illegal(action, "reservation_round_over",
                      f"cannot {action.verb} now: the reservation round is over")
    check_reservation(state, action)


def _poverty_verdict(state: State, action: Action) -> None:
    refuse_when_over(state, action, "void")
    if state.phase not in _POVERTY_PHASES:
        raise illegal(action, "no_poverty", f"cannot {action.verb}: no poverty is under way")
    check_poverty(state, action)


def _checked_reservation(state: State, action: Action) -> State:
    _reservation_verdict(state, action)
    return apply_reservation(state, action)


def _checked_speech(state: State, action: Action) -> State:
    # The usual case, the seat to speak in the reservation round, without more ado; the
    # verdict judges (and words the error for) any other, and every speech when the rules
    # allow no solo (a seat may then have nothing to reserve for).
    if state.phase is not _RESERVATION or action.seat != state.turn or not state.deal.rules.solos:
        return _checked_reservation(state, action)
    return apply_reservation(state, action)


def _checked_poverty(state: State, action: Action) -> State:
    _poverty_verdict(state, action)
    return apply_poverty(state, action)


def _announcement(state: State, action: Announce) -> State:
    # Judged also when unchecked: whether it is a late reply changes its effect.
    new = apply_announcement(state, action, check_announcement(state, action))
    # A pending duty announcement (duty.py) is judged again: made, lapsed or still due.
    return after_announcement(new) if state.pending is not None else new


_RESERVATION_MOVE = Move(_reservation_verdict, _checked_reservation, apply_reservation)
_SPEECH_MOVE = Move(_reservation_verdict, _checked_speech, apply_reservation)
_POVERTY_MOVE = Move(_poverty_verdict, _checked_poverty, apply_poverty)

#: How each kind of Doppelkopf action is judged and applied (see :mod:`trickgames._core.triad`).
MOVES: dict[type, Move[State]] = {
    Play: Move(check_play, lambda s, a: apply_play(s, a, True), apply_play),
    Announce: Move(check_announcement, _announcement, _announcement),
    AnnounceSwines: Move(check_swines, _checked_swines, apply_swines),
    Genscher: Move(check_genscher, _checked_genscher, apply_genscher),
    Declare: _RESERVATION_MOVE,
    **dict.fromkeys(SPEECH, _SPEECH_MOVE),
    **dict.fromkeys(POVERTY, _POVERTY_MOVE),
}

_TRIAD = make_triad("Doppelkopf", state_type=State, action_type=Action, parse=parse_action,
                    moves=MOVES, hot=Play, hot_step=apply_play, module=__name__)
check = _TRIAD.check
is_legal = _TRIAD.is_legal
apply = _TRIAD.apply
apply_unchecked = _TRIAD.apply_unchecked
