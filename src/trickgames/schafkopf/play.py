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

from trickgames._core.actions import illegal
from trickgames._core.seats import NEXT_SEAT, SEATS_FROM, SET_SEAT
from trickgames._core.tricks import TRUMP, new_trick
from trickgames._core.values import slots_class
from trickgames.schafkopf.actions import PLAYS, Play
from trickgames.schafkopf.called_ace import holder_cards, holder_problem
from trickgames.schafkopf.cards import CARDS, Card
from trickgames.schafkopf.contracts import Contract, card_order
from trickgames.schafkopf.hands import Chunks, chunk_tables
from trickgames.schafkopf.state import Game, Phase, State, make_game, new_state

__all__ = [
    "PLAY_CHUNKS",
    "apply_play",
    "check_play",
    "legal_play_mask",
    "play_actions",
    "playable_mask",
    "trick_winner",
]

#: Each seat's plays by mask (see :func:`~trickgames.schafkopf.hands.chunk_tables`): the
#: legal plays are three lookups, and the plays are the interned ``PLAYS``.
PLAY_CHUNKS: tuple[Chunks[Play], ...] = tuple(chunk_tables(PLAYS[seat]) for seat in range(4))

# Enum member lookups cost about 0.2 µs each; the hot paths compare against these.
_PLAY = Phase.PLAY
_FINISHED = Phase.FINISHED
_VOID = Phase.VOID

#: What :func:`apply_play` builds a state from (see :func:`~trickgames._core.values.slots_class`).
_STATE_SLOTS = slots_class(State, ("deal", "phase", "turn", "is_over", "hands", "trick", "tricks",
                                   "game", "auction", "doublings", "history", "playable"))


def trick_winner(cards: Sequence[Card], contract: Contract, *, short: bool = False) -> int:
    """The index (0-3, in play order) of the card that wins a trick.

    >>> trick_winner([Card.GA, Card.G7, Card.H7, Card.GZ], Contract.SAUSPIEL_EICHEL)
    2
    >>> trick_winner([Card.GA, Card.GO, Card.H7, Card.GZ], Contract.WENZ)
    0
    """
    return card_order(contract, short).winner_index(cards)


def legal_play_mask(state: State) -> int:
    """The cards (a mask) the seat to play may play now (:attr:`State.playable`)."""
    return state.playable


def playable_mask(hand: int, trick: Sequence[Card], game: Game, running_away_min: int) -> int:
    """The cards (a mask) a seat holding ``hand`` may play to ``trick`` in ``game``: the
    called ace's holder as :func:`~trickgames.schafkopf.called_ace.holder_cards` says, any
    other seat the cards of the led suit if it holds one, else any card."""
    ace = game.ace
    order = game.order
    if ace and hand & ace and hand != ace:
        return holder_cards(hand, trick, ace, game.called_suit, order.suit, order.suit_masks,
                            running_away_min)
    if trick:
        follow = hand & order.follow[trick[0]]
        if follow:
            return follow
    return hand


def play_actions(state: State) -> tuple[Play, ...]:
    """The legal plays of the seat to play (chunk lookups of :attr:`State.playable`)."""
    t0, t1, t2 = PLAY_CHUNKS[state.turn]
    mask = state.playable
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

    With ``checked``, an illegal play raises as :func:`check_play` says: a card of the seat
    to play that is in :attr:`State.playable` is legal, and :func:`check_play` judges (and
    words the error) any other.
    """
    seat = action.seat
    card = action.card
    bit = action.bit
    hands = state.hands
    game = state.game
    trick = state.trick
    if checked and (state.phase is not _PLAY or seat != state.turn or not state.playable & bit):
        check_play(state, action)  # raises
    assert game is not None
    hands = SET_SEAT[seat](hands, hands[seat] ^ bit)
    history = (state.history, action)
    trick += (card,)
    if len(trick) < 4:
        # The next seat's playable cards (playable_mask, inlined for the common case: every
        # card played asks): the called ace's holder has its own duties; any other seat
        # follows the led suit if it can.
        turn = NEXT_SEAT[seat]
        hand = hands[turn]
        ace = game.ace
        if ace and hand & ace and hand != ace:
            playable = playable_mask(hand, trick, game, state.deal.rules.running_away_min)
        else:
            playable = hand & game.order.follow[trick[0]] or hand
        # new_state(state.deal, _PLAY, turn, False, hands, trick, state.tricks, game,
        # state.auction, state.doublings, history, playable), written out: the state of every
        # card played within a trick is built here, and the stores cost less than the call
        # (see _core/values.py; slots_class checks, where _STATE_SLOTS is made, that these
        # are State's fields).
        new = _STATE_SLOTS()
        new.deal = state.deal
        new.phase = _PLAY
        new.turn = turn
        new.is_over = False
        new.hands = hands
        new.trick = trick
        new.tricks = state.tricks
        new.game = game
        new.auction = state.auction
        new.doublings = state.doublings
        new.history = history
        new.playable = playable
        new.__class__ = State
        return new  # type: ignore[no-any-return]
    order = game.order
    leader = NEXT_SEAT[seat]
    winner = SEATS_FROM[leader][order.winner_index(trick)]
    tricks = state.tricks + (new_trick(leader, trick, winner),)
    if game.ace and order.suit[trick[0]] == game.called_suit:
        game = make_game(game.contract, game.declarer, game.partner, game.short, True)
    if not hands[0]:
        return new_state(state.deal, _FINISHED, -1, True, hands, (), tricks, game, state.auction,
                         state.doublings, history, 0)
    playable = playable_mask(hands[winner], (), game, state.deal.rules.running_away_min)
    return new_state(state.deal, _PLAY, winner, False, hands, (), tricks, game, state.auction,
                     state.doublings, history, playable)
