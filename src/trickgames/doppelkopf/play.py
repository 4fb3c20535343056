"""Trick play: following suit, the trick winner (Dulle rules, swines), the marriage partner.

* Follow suit: play the led plain suit, or a trump if a trump was led (a led SQ asks for
  trump); otherwise any card.
* The highest trump wins, else the highest card of the led suit; of two equal cards the first
  played wins (TSR 5.3.3), except for the heart ten under the ``dulle`` option.
* Swines (``swines`` on): a seat holding both diamond aces when play starts, in a game whose
  trumps include diamonds, has them rank above the Dullen.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import attrs

from trickgames._core.actions import illegal, refuse_card_play
from trickgames._core.deprecation import module_getattr
from trickgames._core.seats import NEXT_SEAT, SEATS_FROM
from trickgames._core.triad import HotOnly
from trickgames._core.tricks import TRUMP, new_trick
from trickgames._core.values import slots_class
from trickgames.doppelkopf.actions import Action, Play
from trickgames.doppelkopf.cards import Card, Suit, format_cards
from trickgames.doppelkopf.contracts import Contract, DkCardOrder, card_order, hyperswine_card
from trickgames.doppelkopf.duty import after_first_trick, refuse_during_duty
from trickgames.doppelkopf.follow import PLAY_TABLES, PLAYS_OF, legal_plays, playable_mask
from trickgames.doppelkopf.genscher import start_genscher
from trickgames.doppelkopf.hands import LOW, kinds
from trickgames.doppelkopf.marriage import after_trick
from trickgames.doppelkopf.rules import Dulle, FirstTrickDuty, Rules
from trickgames.doppelkopf.state import (
    _FINISHED,
    _PLAY,
    _VOID,
    Game,
    History,
    State,
    announcements_possible,
    make_state,
)
from trickgames.doppelkopf.swines import start_swines

__all__ = [
    "PLAY_TABLES",
    "apply_play",
    "check_play",
    "legal_plays",
    "play_actions",
    "playable_mask",
    "start_play",
    "trick_winner",
]

#: The Dulle rules and the Dulle (the heart ten) as module constants for the trick winner of
#: every trick: an enum member lookup (``Dulle.FIRST_WINS``, ``Card.HT``) costs about 70 ns,
#: a module constant a tenth of it.
_FIRST_WINS = Dulle.FIRST_WINS
_SECOND_WINS_EXCEPT_LAST = Dulle.SECOND_WINS_EXCEPT_LAST_TRICK
_SECOND_WINS_IN_LAST = Dulle.SECOND_WINS_IN_LAST_TRICK
_DULLE = Card.HT
_NO_DUTY = FirstTrickDuty.NONE


def trick_winner(
    cards: Sequence[Card],
    contract: Contract = Contract.NORMAL,
    rules: Rules | None = None,
    *,
    swines: bool = False,
    hyperswines: bool = False,
    last_trick: bool = False,
) -> int:
    """The index (0-3, in play order) of the card that wins a trick of ``contract`` under
    ``rules`` (``None``: the first of two heart tens wins, as in both presets), with
    ``swines`` when a seat's swine cards count (``hyperswines``: and its hyperswine cards)
    and ``last_trick`` for the Dulle
    option that treats the last trick apart. Schafkopf's ``trick_winner(cards, contract,
    rules)`` alike.

    >>> trick_winner([Card.HT, Card.CQ, Card.HT, Card.DA])
    0
    >>> from trickgames.doppelkopf.rules import DDV
    >>> trick_winner([Card.HT, Card.CQ, Card.HT, Card.DA], rules=DDV.replace(dulle="second_wins"))
    2
    """
    nines = rules.nines if rules is not None else True
    order = card_order(contract, swines, hyperswine_card(contract, nines) if hyperswines else None,
                       dullen=rules.dullen if rules is not None else True)
    dulle = rules.dulle if rules is not None else Dulle.FIRST_WINS
    if swines and rules is not None and rules.swines_dulle_first_wins:
        dulle = Dulle.FIRST_WINS
    return _winner(order, cards, dulle, last_trick)


def _winner(order: DkCardOrder, cards: Sequence[int], dulle: Dulle, last_trick: bool) -> int:
    best = order.winner_index(cards)
    if (
        dulle is not _FIRST_WINS
        and cards[best] == _DULLE
        and order.suit[_DULLE] == TRUMP
        and (last_trick if dulle is _SECOND_WINS_IN_LAST
             else not (dulle is _SECOND_WINS_EXCEPT_LAST and last_trick))
    ):
        for i in range(best + 1, len(cards)):
            if cards[i] == _DULLE:
                return i
    return best


def start_play(
    state: State, game: Game, hands: tuple[int, ...], leader: int, history: History
) -> State:
    """Enter trick play: settle the swines and the Genscher seat from the hands at the start
    of play (:mod:`~trickgames.doppelkopf.swines`, :mod:`~trickgames.doppelkopf.genscher`)."""
    rules = state.deal.rules
    if not rules.dullen:  # the heart tens are ordinary tens (FreeDoko DOLLEN off)
        game = attrs.evolve(game, dullen=False)
    if rules.swines:
        game = start_swines(rules, game, hands, state.pending)
    if rules.genscher:
        game = start_genscher(rules, game, hands)
    return make_state(deal=state.deal, phase=_PLAY, turn=leader, hands=hands, game=game,
                      calls=state.calls, history=history)


def play_actions(state: State) -> tuple[Play, ...]:
    """The legal plays of the seat to play, one per distinct card (:attr:`State.playable`)."""
    return PLAYS_OF[state.turn](state.playable)


def _suit_name(order: DkCardOrder, card: int) -> str:
    suit = order.suit[card]
    return "trump" if suit == TRUMP else Suit(suit).name.lower()


def check_play(state: State, action: Play) -> None:
    """Raise unless ``action`` is a legal card play now."""
    refuse_during_duty(state, action)
    hand = refuse_card_play(state, action, _PLAY, _phase_text)
    card = action.card
    if state.trick:
        order = state.game.order  # type: ignore[union-attr]
        suit = order.suit[state.trick[0]]
        mask = order.suit_masks[suit]
        if hand & LOW & mask and not mask >> card & 1:
            held = format_cards(c for c in sorted(kinds(hand & mask), key=order.sort_key))
            led = _suit_name(order, state.trick[0])
            raise illegal(action, "must_follow_suit", f"must follow {led} (holds {held})",
                          led=led, holds=held)


def _phase_text(state: State) -> str:
    if state.phase is _FINISHED:
        return "the deal is over"
    if state.phase is _VOID:
        return "the deal is void"
    return f"the {state.phase.value.replace('_', ' ')} is not over"


#: What the play step's written-out copy of :func:`~trickgames.doppelkopf.state.make_state`
#: builds a state from: ``slots_class`` checks here, at import, that the fields the copy
#: stores are the state's, in order.
_STATE_SLOTS = slots_class(State, (
    "deal", "phase", "turn", "is_over", "hands", "trick", "tricks", "game", "calls",
    "pending", "history", "playable", "announcing"))


def apply_play(state: State, action: Action | str, checked: bool = False,
               other: Mapping[type, Callable[..., State]] = HotOnly()) -> State:
    """The state after a card play (trick completion, marriage partner, end of deal).

    With ``checked``, an illegal play raises as :func:`check_play` says: a card of the seat
    to play that is in :attr:`State.playable` is legal, and :func:`check_play` judges (and
    words the error) any other.

    This is also the entry of the engine's ``apply`` and ``apply_unchecked`` (see
    :func:`~trickgames._core.triad.make_triad`), which bind ``checked`` and ``other``, the
    step of every action that is not a card play.
    """
    if type(action) is not Play and not isinstance(action, Play):
        return other[type(action)](state, action)
    seat = action.seat
    bit = action.bit
    hands = state.hands
    mask = hands[seat]
    trick = state.trick
    game = state.game
    # Outside trick play (and while a duty announcement is pending) no card is playable:
    # State.playable is 0 there, so it answers for the phase too.
    if checked and (seat != state.turn or not state.playable & bit):
        check_play(state, action)  # raises
    assert game is not None
    high = action.high  # remove_card, inlined: the second copy if held, else the first
    mask = mask ^ high if mask & high else mask ^ bit
    # SET_SEAT[seat](hands, mask), written out (a call costs more than two comparisons).
    if seat < 2:
        hands = (mask, hands[1], hands[2], hands[3]) if seat == 0 else (
            hands[0], mask, hands[2], hands[3])
    else:
        hands = (hands[0], hands[1], mask, hands[3]) if seat == 2 else (
            hands[0], hands[1], hands[2], mask)
    history = (state.history, action)
    card = action.card
    trick += (card,)
    if len(trick) < 4:
        # The next seat's playable cards (playable_mask, inlined: every card played asks).
        turn = NEXT_SEAT[seat]
        hand = hands[turn] & LOW
        playable = hand & game.order.follow[trick[0]] or hand
        tricks = state.tricks
        announcing = state.announcing
        duty = False
    else:
        leader = NEXT_SEAT[seat]
        number = len(state.tricks) + 1
        rules = state.deal.rules
        last = number == rules.cards_per_hand
        dulle = rules.dulle
        if dulle is _FIRST_WINS:
            winner = SEATS_FROM[leader][game.order.winner_index(trick)]
        else:
            if game.swines is not None and rules.swines_dulle_first_wins:
                dulle = _FIRST_WINS  # while swines count, the first Dulle wins
            winner = SEATS_FROM[leader][_winner(game.order, trick, dulle, last)]
        tricks = state.tricks + (new_trick(leader, trick, winner),)
        if game.open:
            game = after_trick(game, number, winner, trick[0], hands, rules)
        if last:
            return make_state(deal=state.deal, phase=_FINISHED, turn=-1, hands=hands,
                              tricks=tricks, game=game, calls=state.calls, history=history)
        # Deadlines only pass as the tricks go by; only a marriage's clarification (a new
        # game) can open them: so they are worked out again only while open or for a new game.
        announcing = (state.announcing or game is not state.game) and announcements_possible(
            game, number, state.calls, rules.deadlines)
        turn = winner
        trick = ()
        playable = hands[winner] & LOW
        # The duty announcement after a first trick of 30 points (first_trick_duty).
        duty = number == 1 and rules.first_trick_duty is not _NO_DUTY
    # make_state(deal=state.deal, phase=_PLAY, turn=turn, hands=hands, trick=trick,
    # tricks=tricks, game=game, calls=state.calls, history=history), written out, derived
    # fields (the follow-suit rule) included: the state of every card played but the last is
    # built here. The benchmark measured the builder's call here
    # (docs/performance.md, "The play step"), and tests/doppelkopf/test_state.py compares
    # every state built here with the builder's.
    new = _STATE_SLOTS()
    new.deal = state.deal
    new.phase = _PLAY
    new.turn = turn
    new.is_over = False
    new.hands = hands
    new.trick = trick
    new.tricks = tricks
    new.game = game
    new.calls = state.calls
    new.pending = None
    new.history = history
    new.playable = playable
    new.announcing = announcing
    new.__class__ = State
    if duty:
        return after_first_trick(new)
    return new  # type: ignore[no-any-return]


#: Names of an earlier release (see :mod:`trickgames._core.deprecation`).
__getattr__ = module_getattr(__name__, {
    "PLAY_CHUNKS": (lambda: [table.chunks for table in PLAY_TABLES],
                    "trickgames.doppelkopf.follow.legal_plays or PLAYS_OF"),
    "play_chunks": (lambda: lambda seat: PLAY_TABLES[seat].chunks,
                    "trickgames.doppelkopf.follow.legal_plays or PLAYS_OF"),
})
