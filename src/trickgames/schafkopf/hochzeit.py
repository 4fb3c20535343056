"""The Hochzeit: offer, answers, exchange (schafkopf-variants.md 9).

* **Offer**: the sole bidder, holding exactly one trump of the Sauspiel order
  (:func:`hochzeit_trump`), says ``declare hochzeit`` and lays that trump face down.
* **Answers**: the other seats, clockwise from the offerer's left, ``accept`` or ``decline``
  in turn; the first ``accept`` ends the answers; a seat holding only trumps may only decline
  (``accept_without_plain_card``). Three declines: the deal goes on as if every seat had
  passed (:func:`~trickgames.schafkopf.ramsch.all_passed`).
* **Exchange**: the acceptor says ``give <card>``, a card of his that is not a trump
  (``give_trump``); the offered trump goes to him, the given card to the offerer. Then the
  doublings and the play of a Sauspiel, forehand leading; offerer and acceptor are the
  declaring side, public from the ``accept`` on.

The offered trump is seen by the offerer, and by the acceptor from his ``accept`` on; the
given card by acceptor and offerer: other seats see ``give ??``
(:func:`~trickgames.schafkopf.record.redact`, :func:`~trickgames.schafkopf.view`).
"""

from __future__ import annotations

from trickgames._core.actions import illegal, refuse_when_over
from trickgames._core.seats import NEXT_SEAT
from trickgames._core.tricks import TRUMP
from trickgames.schafkopf.actions import ACCEPTS, DECLINES, GIVES, Accept, Action, Decline, Give
from trickgames.schafkopf.cards import CARDS
from trickgames.schafkopf.contracts import Contract, card_order
from trickgames.schafkopf.hands import hand_cards
from trickgames.schafkopf.ramsch import all_passed
from trickgames.schafkopf.state import _MARRIAGE, _PLAY, State, make_game, make_state

__all__ = [
    "apply_hochzeit",
    "check_hochzeit",
    "checked_hochzeit",
    "hochzeit_trump",
    "marriage_actions",
    "offered_trump",
]


def _trumps(short: bool) -> int:
    """The mask of the Sauspiel's trumps (the Hochzeit's) in the deck."""
    return card_order(Contract.HOCHZEIT, short).suit_masks[TRUMP]


def hochzeit_trump(hand: int, short: bool) -> int:
    """The bit of the one trump of ``hand`` (a mask), or 0 unless it holds exactly one: who
    may offer a Hochzeit.

    >>> from trickgames.schafkopf.cards import Card
    >>> from trickgames.schafkopf.hands import hand_mask
    >>> hochzeit_trump(hand_mask([Card.GO, Card.EA, Card.S7]), False) == 1 << Card.GO
    True
    """
    trumps = hand & _trumps(short)
    return trumps if trumps and not trumps & (trumps - 1) else 0


def offered_trump(state: State) -> int | None:
    """The card (its number) the offerer of the Hochzeit laid down, ``None`` outside a
    Hochzeit or once it has changed hands."""
    game = state.game
    if game is None or game.contract is not Contract.HOCHZEIT:
        return None
    bit = hochzeit_trump(state.deal.masks[game.declarer], state.deal.rules.short)
    return bit.bit_length() - 1 if bit else None


def marriage_actions(state: State) -> tuple[Action, ...]:
    """The turn actions of the Hochzeit phase: accept (with a card to give back) or decline;
    then the acceptor's gives."""
    game = state.game
    assert game is not None
    seat = state.turn
    plain = state.hands[seat] & ~_trumps(state.deal.rules.short)
    if game.partner is None:
        return (ACCEPTS[seat], DECLINES[seat]) if plain else (DECLINES[seat],)
    gives = GIVES[seat]
    return tuple(gives[c] for c in hand_cards(plain))


def check_hochzeit(state: State, action: Action) -> None:
    """Raise unless an ``accept``, ``decline`` or ``give`` is legal now."""
    refuse_when_over(state, action, "void")
    game = state.game
    if state.phase is not _MARRIAGE or game is None:
        raise illegal(action, "no_hochzeit",
                      f"cannot {action.verb}: no Hochzeit is being answered")
    answering = game.partner is None
    if answering == isinstance(action, Give):
        what = ("the Hochzeit is being answered" if answering
                else f"p{game.partner} has accepted the Hochzeit")
        raise illegal(action, "no_hochzeit", f"cannot {action.verb} now: {what}")
    if action.seat != state.turn:
        raise illegal(action, "not_your_turn",
                      f"cannot {action.verb} now: it is p{state.turn}'s turn")
    trumps = _trumps(state.deal.rules.short)
    hand = state.hands[action.seat]
    if isinstance(action, Accept) and not hand & ~trumps:
        raise illegal(action, "accept_without_plain_card",
                      "cannot accept the Hochzeit: it holds only trumps and could not give a "
                      "card back")
    if isinstance(action, Give):
        card = action.card
        if not hand >> card & 1:
            raise illegal(action, "card_not_in_hand", f"does not hold {card.name}")
        if trumps >> card & 1:
            raise illegal(action, "give_trump",
                          f"cannot give {card.name}: a trump may not be given back for the "
                          "Hochzeit trump")


def checked_hochzeit(state: State, action: Action) -> State:
    """Check an answer or the exchange, then apply it."""
    check_hochzeit(state, action)
    return apply_hochzeit(state, action)


def apply_hochzeit(state: State, action: Action) -> State:
    """The state after a legal ``accept``, ``decline`` or ``give``."""
    game = state.game
    assert game is not None
    deal = state.deal
    history = (state.history, action)
    seat = action.seat
    if isinstance(action, Decline):
        turn = NEXT_SEAT[seat]
        if turn == game.declarer:
            return all_passed(state, state.auction, history)
        return make_state(deal=deal, phase=_MARRIAGE, turn=turn, hands=state.hands, game=game,
                          auction=state.auction, history=history)
    if isinstance(action, Accept):
        game = make_game(Contract.HOCHZEIT, game.declarer, seat, deal.rules.short, True)
        return make_state(deal=deal, phase=_MARRIAGE, turn=seat, hands=state.hands, game=game,
                          auction=state.auction, history=history)
    assert isinstance(action, Give)
    offerer = game.declarer
    trump = hochzeit_trump(state.hands[offerer], deal.rules.short)
    given = 1 << CARDS[action.card]
    hands = list(state.hands)
    hands[offerer] = hands[offerer] ^ trump | given
    hands[seat] = hands[seat] ^ given | trump
    return make_state(deal=deal, phase=_PLAY, turn=deal.forehand, hands=tuple(hands),
                      game=game, auction=state.auction, history=history)
