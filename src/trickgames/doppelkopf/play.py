"""Trick play: following suit, the trick winner (Dulle rules, swines), the marriage partner.

* Follow suit: play the led plain suit, or a trump if a trump was led (a led SQ asks for
  trump); otherwise any card.
* The highest trump wins, else the highest card of the led suit; of two equal cards the first
  played wins (TSR 5.3.3), except for the heart ten under the ``dulle`` option.
* Swines (``swines`` on): a seat holding both diamond aces when play starts, in a game whose
  trumps include diamonds, has them rank above the Dullen.
"""

from __future__ import annotations

from collections.abc import Sequence

from trickgames._core.actions import illegal
from trickgames._core.bits import BitTable
from trickgames._core.seats import SET_SEAT
from trickgames._core.tricks import TRUMP, new_trick
from trickgames.doppelkopf.actions import PLAYS, Play
from trickgames.doppelkopf.announcements import announcements_possible
from trickgames.doppelkopf.cards import Card, Suit, format_cards
from trickgames.doppelkopf.contracts import Contract, DkCardOrder, card_order
from trickgames.doppelkopf.hands import LOW, copies, kinds
from trickgames.doppelkopf.marriage import after_trick
from trickgames.doppelkopf.rules import Dulle, Rules
from trickgames.doppelkopf.state import Game, History, Phase, State, new_state

__all__ = [
    "PLAY_TABLES",
    "check_play",
    "play_actions",
    "playable_mask",
    "start_play",
    "trick_winner",
]

#: Each seat's card plays by hand mask (``items_of(mask & LOW)``).
PLAY_TABLES: tuple[BitTable[Play], ...] = tuple(
    BitTable(PLAYS[seat], chunk_bits=12) for seat in range(4)
)

# Enum member lookups cost about 0.2 µs each; the hot paths compare against these.
_PLAY = Phase.PLAY
_FINISHED = Phase.FINISHED
_VOID = Phase.VOID
_FIRST_WINS = Dulle.FIRST_WINS


def trick_winner(
    cards: Sequence[Card],
    contract: Contract = Contract.NORMAL,
    rules: Rules | None = None,
    *,
    swines: bool = False,
    last_trick: bool = False,
) -> int:
    """The index (0-3, in play order) of the card that wins a trick.

    >>> trick_winner([Card.HT, Card.CQ, Card.HT, Card.DA])
    0
    >>> from trickgames.doppelkopf.rules import DDV
    >>> trick_winner([Card.HT, Card.CQ, Card.HT, Card.DA], rules=DDV.replace(dulle="second_wins"))
    2
    """
    order = card_order(contract, swines)
    return _winner(order, cards, rules.dulle if rules is not None else Dulle.FIRST_WINS,
                   last_trick)


def _winner(order: DkCardOrder, cards: Sequence[int], dulle: Dulle, last_trick: bool) -> int:
    best = order.winner_index(cards)
    if (
        dulle is not Dulle.FIRST_WINS
        and cards[best] == Card.HT
        and order.suit[Card.HT] == TRUMP
        and not (dulle is Dulle.SECOND_WINS_EXCEPT_LAST_TRICK and last_trick)
    ):
        for i in range(best + 1, len(cards)):
            if cards[i] == Card.HT:
                return i
    return best


def start_play(
    state: State, game: Game, hands: tuple[int, ...], leader: int, history: History
) -> State:
    """Enter trick play: settle swines from the hands at the start of play."""
    if state.deal.rules.swines and game.contract.diamonds_trump:
        for seat in range(4):
            if copies(hands[seat], Card.DA) == 2:
                game = Game(game.contract, game.declarer, game.partner, game.re, game.solo,
                            game.compulsory, game.forced, game.silent, game.open,
                            game.clarified_in, game.shift, swines=seat)
                break
    return new_state(state.deal, _PLAY, leader, False, hands, (), (), game, state.calls, None,
                     history, hands[leader] & LOW, announcements_possible(game, 0, state.calls))


def playable_mask(hand: int, trick: Sequence[Card], order: DkCardOrder) -> int:
    """The cards (one bit per kind) a seat holding ``hand`` may play to ``trick``: those of
    the led suit (trump counts as one suit) if it holds one, else any."""
    hand &= LOW
    if trick:
        follow = hand & order.follow[trick[0]]
        if follow:
            return follow
    return hand


def play_actions(state: State) -> tuple[Play, ...]:
    """The legal plays of the seat to play, one per distinct card (:attr:`State.playable`)."""
    return PLAY_TABLES[state.turn].items_of(state.playable)


def _suit_name(order: DkCardOrder, card: int) -> str:
    suit = order.suit[card]
    return "trump" if suit == TRUMP else Suit(suit).name.lower()


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
    if state.trick:
        order = state.game.order  # type: ignore[union-attr]
        suit = order.suit[state.trick[0]]
        mask = order.suit_masks[suit]
        if hand & LOW & mask and not mask >> card & 1:
            held = format_cards(c for c in sorted(kinds(hand & mask), key=order.sort_key))
            led = _suit_name(order, state.trick[0])
            raise illegal(action, "must_follow_suit", f"must follow {led} (holds {held})")


def _phase_text(state: State) -> str:
    if state.phase is _FINISHED:
        return "the deal is over"
    if state.phase is _VOID:
        return "the deal is void"
    return f"the {state.phase.value.replace('_', ' ')} is not over"


def apply_play(state: State, action: Play, checked: bool = False) -> State:
    """The state after a card play (trick completion, marriage partner, end of deal).

    With ``checked``, an illegal play raises as :func:`check_play` says: a card of the seat
    to play that is in :attr:`State.playable` is legal, and :func:`check_play` judges (and
    words the error) any other.
    """
    seat = action.seat
    bit = action.bit
    hands = state.hands
    mask = hands[seat]
    trick = state.trick
    game = state.game
    if checked and (state.phase is not _PLAY or seat != state.turn or not state.playable & bit):
        check_play(state, action)  # raises
    assert game is not None
    high = action.high  # remove_card, inlined: the second copy if held, else the first
    mask = mask ^ high if mask & high else mask ^ bit
    hands = SET_SEAT[seat](hands, mask)
    history = (state.history, action)
    card = action.card
    trick += (card,)
    if len(trick) < 4:
        # The next seat's playable cards (playable_mask, inlined: every card played asks).
        turn = (seat + 1) & 3
        hand = hands[turn] & LOW
        return new_state(state.deal, _PLAY, turn, False, hands, trick, state.tricks, game,
                         state.calls, None, history, hand & game.order.follow[trick[0]] or hand,
                         state.announcing)
    leader = (seat + 1) & 3
    number = len(state.tricks) + 1
    rules = state.deal.rules
    last = number == rules.cards_per_hand
    dulle = rules.dulle
    if dulle is _FIRST_WINS:
        winner = (leader + game.order.winner_index(trick)) & 3
    else:
        winner = (leader + _winner(game.order, trick, dulle, last)) & 3
    tricks = state.tricks + (new_trick(leader, trick, winner),)
    if game.open:
        game = after_trick(game, number, winner)
    if last:
        return new_state(state.deal, _FINISHED, -1, True, hands, (), tricks, game, state.calls,
                         None, history, 0, False)
    # Deadlines only pass as the tricks go by; only a marriage's clarification (a new game)
    # can open them: so they are worked out again only while open or for a new game.
    announcing = (state.announcing or game is not state.game) and announcements_possible(
        game, number, state.calls)
    return new_state(state.deal, _PLAY, winner, False, hands, (), tricks, game, state.calls, None,
                     history, hands[winner] & LOW, announcing)
