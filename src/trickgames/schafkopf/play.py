"""Trick play: following suit, the called ace, the trick winner.

* Follow the led suit, or play a trump if a trump was led (all trumps are one suit; an Ober
  or Unter is never a card of its printed suit where it is trump); otherwise any card. There is
  no duty to trump or to win the trick.
* The highest trump wins, else the highest card of the led suit.
* In a Sauspiel the holder of the called ace has the duties of
  :mod:`~trickgames.schafkopf.called_ace`.
* Forehand leads trick 1, the winner of each trick leads the next.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Generic, TypeVar

from trickgames._core.actions import illegal
from trickgames._core.tricks import TRUMP, Trick
from trickgames.schafkopf.actions import PLAYS, Play
from trickgames.schafkopf.called_ace import holder_cards, holder_problem
from trickgames.schafkopf.cards import CARDS, Card
from trickgames.schafkopf.contracts import Contract, card_order
from trickgames.schafkopf.hands import Chunks, chunk_tables
from trickgames.schafkopf.state import Phase, State, StateBuilder, make_game

__all__ = [
    "PLAY_CHUNKS",
    "apply_play",
    "check_play",
    "legal_play_mask",
    "play_actions",
    "trick_winner",
]

#: Each seat's plays by mask (see :func:`~trickgames.schafkopf.hands.chunk_tables`): the
#: legal plays are three lookups, and the plays are the interned ``PLAYS``.
PLAY_CHUNKS: tuple[Chunks[Play], ...] = tuple(chunk_tables(PLAYS[seat]) for seat in range(4))

#: ``1 << card`` by card: a lookup, where the shift would make a new integer at every play.
_BITS = tuple(1 << card for card in CARDS)

C = TypeVar("C")


class _TrickBuilder(Generic[C]):
    """A plain class with exactly the slots and the base of
    :class:`~trickgames._core.tricks.Trick`, to build the tricks inline (see
    :class:`~trickgames.schafkopf.state.StateBuilder`)."""

    __slots__ = Trick.__slots__  # type: ignore[attr-defined]  # (made by attrs)


# Enum member lookups cost about 0.2 µs each; the hot paths compare against these.
_PLAY = Phase.PLAY
_FINISHED = Phase.FINISHED
_VOID = Phase.VOID


def trick_winner(cards: Sequence[Card], contract: Contract, *, short: bool = False) -> int:
    """The index (0-3, in play order) of the card that wins a trick.

    >>> trick_winner([Card.GA, Card.G7, Card.H7, Card.GZ], Contract.SAUSPIEL_EICHEL)
    2
    >>> trick_winner([Card.GA, Card.GO, Card.H7, Card.GZ], Contract.WENZ)
    0
    """
    return card_order(contract, short).winner_index(cards)


def legal_play_mask(state: State) -> int:
    """The cards (a mask) the seat to play may play now."""
    hand = state.hands[state.turn]
    game = state.game
    assert game is not None
    order = game.order
    trick = state.trick
    ace = game.ace
    if ace and hand & ace and hand != ace:
        return holder_cards(hand, trick, ace, game.called_suit, order.suit, order.suit_masks,
                            state.deal.rules.running_away_min)
    if trick:
        follow = hand & order.follow[trick[0]]
        if follow:
            return follow
    return hand


def play_actions(state: State) -> tuple[Play, ...]:
    """The legal plays of the seat to play."""
    turn = state.turn
    t0, t1, t2 = PLAY_CHUNKS[turn]
    mask = legal_play_mask(state)
    return t0[mask & 0x7FF] + t1[mask >> 11 & 0x7FF] + t2[mask >> 22]


def check_play(state: State, action: Play) -> None:
    """Raise unless ``action`` is a legal card play now."""
    if state.phase is not _PLAY:
        raise illegal(action, "not_play_phase", f"cannot play a card now ({_phase_text(state)})")
    seat = action.seat
    if seat != state.turn:
        raise illegal(action, "not_your_turn", f"cannot play now: it is p{state.turn}'s turn")
    card = action.card
    hand = state.hands[seat]
    if not hand >> card & 1:
        raise illegal(action, "card_not_in_hand", f"does not hold {card.name}")
    game = state.game
    assert game is not None
    order = game.order
    trick = state.trick
    if trick:
        suit = order.suit[trick[0]]
        mask = order.suit_masks[suit]
        if hand & mask and not mask >> card & 1:
            led = "trump" if suit == TRUMP else CARDS[trick[0]].suit.word
            raise illegal(action, "must_follow_suit",
                          f"must follow {led} (holds {state.describe_cards(hand & mask)})")
    ace = game.ace
    if ace and hand & ace and hand != ace:
        problem = holder_problem(hand, trick, card, CARDS[ace.bit_length() - 1], order.suit,
                                 order.suit_masks, state.deal.rules.running_away_min)
        if problem is not None:
            raise illegal(action, *problem)


def _phase_text(state: State) -> str:
    if state.phase is _FINISHED:
        return "the deal is over"
    if state.phase is _VOID:
        return "the deal is void: everybody passed"
    if state.phase is Phase.DECLARATION:
        return "the game has not been declared yet"
    return "the bidding is not over"


def apply_play(state: State, action: Play, checked: bool = False) -> State:
    """The state after a card play (trick completion, the called suit searched, end).

    With ``checked``, an illegal play raises as :func:`check_play` says; the common conditions
    are tested inline (every checked step runs them), and :func:`check_play` judges (and
    words the error) whenever one fails or the called-ace rules can apply.
    """
    seat = action.seat
    card = action.card
    bit = _BITS[card]
    hands = state.hands
    game = state.game
    trick = state.trick
    if checked:
        if state.phase is not _PLAY or seat != state.turn:
            check_play(state, action)  # raises: not now, or not this seat's turn
        assert game is not None
        hand = hands[seat]
        ace = game.ace
        if not hand & bit or (ace and hand & ace and hand != ace):
            check_play(state, action)  # not held, or the called ace's holder: every rule
        elif trick:
            follow = hand & game.order.follow[trick[0]]  # the cards of the led suit held
            if follow and not follow & bit:
                check_play(state, action)
    assert game is not None
    # One new tuple of hands, built from its four parts (slicing and concatenating would
    # make four intermediate tuples).
    h0, h1, h2, h3 = hands
    if seat == 0:
        hands = (h0 ^ bit, h1, h2, h3)
    elif seat == 1:
        hands = (h0, h1 ^ bit, h2, h3)
    elif seat == 2:
        hands = (h0, h1, h2 ^ bit, h3)
    else:
        hands = (h0, h1, h2, h3 ^ bit)
    tricks = state.tricks
    if len(trick) < 3:
        phase, turn, over = _PLAY, (seat + 1) & 3, False
        trick += (card,)
    else:
        a, b, c = trick
        trick = (a, b, c, card)
        order = game.order
        led = order.suit[a]
        # ``order.winner_index(trick)``, inlined for the full trick (a call fewer at every
        # trick): the first card of the highest rank wins, ranked as in a trick led in ``led``.
        rank = order.rank_after[led]
        best, high = 0, rank[a]
        if rank[b] > high:
            best, high = 1, rank[b]
        if rank[c] > high:
            best, high = 2, rank[c]
        if rank[card] > high:
            best = 3
        leader = (seat + 1) & 3
        winner = (leader + best) & 3
        # ``new_trick(leader, trick, winner)``, inlined (see _TrickBuilder): a call fewer.
        done: Any = _TrickBuilder()
        done.leader = leader
        done.cards = trick
        done.winner = winner
        done.__class__ = Trick
        tricks += (done,)
        if game.ace and led == game.called_suit:
            game = make_game(game.contract, game.declarer, game.partner, game.short, True)
        trick = ()
        if hands[0]:
            phase, turn, over = _PLAY, winner, False
        else:
            phase, turn, over = _FINISHED, -1, True
    # ``new_state(...)``, inlined (see StateBuilder): a call fewer at every card play.
    new: Any = StateBuilder()
    new.deal = state.deal
    new.phase = phase
    new.turn = turn
    new.is_over = over
    new.hands = hands
    new.trick = trick
    new.tricks = tricks
    new.game = game
    new.auction = state.auction
    new.doublings = state.doublings
    new.history = (state.history, action)
    new.__class__ = State
    return new  # type: ignore[no-any-return]
