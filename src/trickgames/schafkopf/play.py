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

import warnings
from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

from trickgames._core.actions import illegal
from trickgames._core.deprecation import module_getattr
from trickgames._core.seats import NEXT_SEAT, SEATS_FROM, SET_SEAT
from trickgames._core.triad import HotOnly
from trickgames._core.tricks import TRUMP, new_trick
from trickgames._core.values import slots_class
from trickgames.schafkopf.actions import Action, Play
from trickgames.schafkopf.called_ace import holder_problem
from trickgames.schafkopf.cards import CARDS, Card
from trickgames.schafkopf.contracts import Contract, card_order
from trickgames.schafkopf.follow import PLAY_TABLES, PLAYS_OF, legal_plays, playable_mask
from trickgames.schafkopf.state import (
    _FINISHED,
    _PLAY,
    _VOID,
    Phase,
    State,
    make_game,
    make_state,
)

__all__ = [
    "apply_play",
    "check_play",
    "legal_play_mask",
    "legal_plays",
    "play_actions",
    "playable_mask",
    "trick_winner",
]


def trick_winner(
    cards: Sequence[Card],
    contract: Contract,
    rules: _DeckRules | None = None,
    *,
    short: bool | None = None,
) -> int:
    """The index (0-3, in play order) of the card that wins a trick of ``contract`` under
    ``rules`` (they give the deck; ``None``: the long deck), as Doppelkopf's
    :func:`~trickgames.doppelkopf.trick_winner` ``(cards, contract, rules)``.

    >>> trick_winner([Card.GA, Card.G7, Card.H7, Card.GZ], Contract.SAUSPIEL_EICHEL)
    2
    >>> trick_winner([Card.GA, Card.GO, Card.H7, Card.GZ], Contract.WENZ)
    0

    ``short=`` is deprecated: give the rules.
    """
    if short is not None:
        warnings.warn("trick_winner(short=...) is deprecated: use trick_winner(cards, "
                      "contract, rules)", DeprecationWarning, stacklevel=2)
    else:
        short = rules is not None and rules.short
    return card_order(contract, short).winner_index(cards)


class _DeckRules(Protocol):
    @property
    def short(self) -> bool: ...


def legal_play_mask(state: State) -> int:
    """The cards (a mask) the seat to play may play now (:attr:`State.playable`)."""
    return state.playable


def play_actions(state: State) -> tuple[Play, ...]:
    """The legal plays of the seat to play (:attr:`State.playable`)."""
    return PLAYS_OF[state.turn](state.playable)


def check_play(state: State, action: Play) -> None:
    """Raise unless ``action`` is a legal card play now."""
    if state.phase is not _PLAY:
        if state.game is not None and state.game.contract is Contract.SIE:
            raise illegal(action, "deal_over",  # schafkopf-variants.md 4
                          "cannot play: the deal ended with the Sie's declaration")
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
            held = state.describe_cards(hand & mask)
            raise illegal(action, "must_follow_suit", f"must follow {led} (holds {held})",
                          led=led, holds=held)
    ace = game.ace
    if ace < 0:
        if not state.playable >> card & 1:
            best = trick[order.winner_index(trick)]
            held = state.describe_cards(state.playable)
            raise illegal(action, "must_overtake",
                          f"must beat {CARDS[best].name} (overtake duty; holds {held})",
                          holds=held)
    elif ace and hand & ace and hand != ace:
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
    if state.phase is Phase.MARRIAGE:
        return "the Hochzeit is being answered"
    return "the bidding is not over"


#: What the play step's written-out copy of :func:`~trickgames.schafkopf.state.make_state`
#: builds a state from: ``slots_class`` checks here, at import, that the fields the copy
#: stores are the state's, in order.
_STATE_SLOTS = slots_class(State, (
    "deal", "phase", "turn", "is_over", "hands", "trick", "tricks", "game", "auction",
    "doublings", "history", "playable"))


def apply_play(state: State, action: Action | str, checked: bool = False,
               other: Mapping[type, Callable[..., State]] = HotOnly()) -> State:
    """The state after a card play: the trick completed, the called suit searched, the deal
    ended; the play step of ``apply`` and ``apply_unchecked``, which are this function with
    ``checked`` (judge the play first, with :func:`check_play`'s words for a refusal) and
    ``other`` (the step of any other action) bound (:func:`~trickgames._core.triad.make_triad`).
    """
    if type(action) is not Play and not isinstance(action, Play):
        return other[type(action)](state, action)
    seat = action.seat
    card = action.card
    bit = action.bit
    hands = state.hands
    game = state.game
    trick = state.trick
    # Outside trick play no card is playable: State.playable is 0 there, so it answers
    # for the phase too.
    if checked and (seat != state.turn or not state.playable & bit):
        check_play(state, action)  # raises
    assert game is not None
    hands = SET_SEAT[seat](hands, hands[seat] ^ bit)
    history = (state.history, action)
    trick += (card,)
    if len(trick) < 4:
        # The next seat's playable cards (playable_mask, written out for the common case:
        # every card played asks): the called ace's holder has its own duties; any other seat
        # follows the led suit if it can.
        turn = NEXT_SEAT[seat]
        hand = hands[turn]
        ace = game.ace
        if ace and hand & ace and hand != ace:
            playable = playable_mask(hand, trick, game, state.deal.rules.running_away_min)
        else:
            playable = hand & game.order.follow[trick[0]] or hand
        tricks = state.tricks
    else:
        order = game.order
        leader = NEXT_SEAT[seat]
        turn = SEATS_FROM[leader][order.winner_index(trick)]
        tricks = state.tricks + (new_trick(leader, trick, turn),)
        if game.ace and order.suit[trick[0]] == game.called_suit:
            game = make_game(game.contract, game.declarer, game.partner, game.short, True)
        if not hands[0]:
            return make_state(deal=state.deal, phase=_FINISHED, turn=-1, hands=hands,
                              tricks=tricks, game=game, auction=state.auction,
                              doublings=state.doublings, history=history)
        trick = ()
        # The leader's playable cards (playable_mask, written out as above): any card, but
        # for the called ace's holder, who has its own duties.
        hand = hands[turn]
        ace = game.ace
        playable = (playable_mask(hand, trick, game, state.deal.rules.running_away_min)
                    if ace and hand & ace and hand != ace else hand)
    # make_state(deal=state.deal, phase=_PLAY, turn=turn, hands=hands, trick=trick,
    # tricks=tricks, game=game, auction=state.auction, doublings=state.doublings,
    # history=history), written out, the playable cards included: the state of every card
    # played but the last is built here. The benchmark
    # measured the builder's call here (docs/performance.md, "The play step"), and
    # tests/schafkopf/test_state.py compares every state built here with the builder's.
    new = _STATE_SLOTS()
    new.deal = state.deal
    new.phase = _PLAY
    new.turn = turn
    new.is_over = False
    new.hands = hands
    new.trick = trick
    new.tricks = tricks
    new.game = game
    new.auction = state.auction
    new.doublings = state.doublings
    new.history = history
    new.playable = playable
    new.__class__ = State
    return new  # type: ignore[no-any-return]


#: Names of an earlier release (see :mod:`trickgames._core.deprecation`).
__getattr__ = module_getattr(__name__, {
    "PLAY_CHUNKS": (lambda: tuple(table.chunks for table in PLAY_TABLES),
                    "trickgames.schafkopf.follow.legal_plays or PLAYS_OF"),
})
