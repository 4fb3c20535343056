"""Following suit: which cards a seat may play to a trick, and those plays as actions.

Follow the led suit, or play a trump if a trump was led (all trumps are one suit; an Ober or
Unter is never a card of its printed suit where it is trump); otherwise any card. There is no
duty to trump or to win the trick, but in a Ramsch or Bettel with Stichzwang
(:func:`overtake_mask`). In a Sauspiel the holder of the called ace has the duties
of :mod:`~trickgames.schafkopf.called_ace` while the called suit is unsearched.
:func:`playable_mask` is that rule on a hand mask; :func:`legal_plays` turns the playable cards
into the seat's interned :class:`~trickgames.schafkopf.actions.Play` actions (three table
lookups, no loop). The engine's ``legal_actions``, its ``apply``, the computer players and the
random policies all take the plays from here.

>>> from trickgames.schafkopf.contracts import Contract
>>> from trickgames.schafkopf.hands import hand_mask
>>> from trickgames.schafkopf.state import make_game
>>> game = make_game(Contract.SOLO_HERZ, 0, None, False, True)
>>> hand = hand_mask([Card.GA, Card.G7, Card.EO, Card.SK])
>>> [str(p) for p in legal_plays(2, playable_mask(hand, (Card.GZ,), game, 4))]
['p2 play GA', 'p2 play G7']
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from trickgames._core.bits import seat_tables
from trickgames._core.seats import check_seat
from trickgames._core.tricks import follow_suit
from trickgames.schafkopf.actions import PLAYS, Play
from trickgames.schafkopf.called_ace import holder_duty
from trickgames.schafkopf.cards import Card

__all__ = [
    "PLAYS_OF",
    "PLAY_TABLES",
    "legal_plays",
    "overtake_mask",
    "playable_mask",
    "plays_by_chunk",
]


def playable_mask(hand: int, trick: Sequence[Card], game: Any, running_away_min: int) -> int:
    """The cards (a mask) a seat holding ``hand`` may play to ``trick`` in ``game`` (a
    :class:`~trickgames.schafkopf.Game`: its ``ace``, ``called_suit`` and ``order``): the
    called ace's holder as :func:`~trickgames.schafkopf.called_ace.holder_duty` says, any
    other seat the cards of the led suit if it holds one, else any card."""
    ace = game.ace
    order = game.order
    if ace < 0:
        return overtake_mask(hand, trick, order)
    if ace and hand & ace and hand != ace:
        return holder_duty(hand, trick, ace, game.called_suit, order.suit, order.suit_masks,
                           running_away_min)[0]
    return follow_suit(hand, trick, order.follow)


def overtake_mask(hand: int, trick: Sequence[Card], order: Any) -> int:
    """The overtake duty (Stichzwang, schafkopf-variants.md 5.2): among the cards the follow
    rule allows, those that beat the card now winning ``trick``, if the hand holds one; else
    every card the follow rule allows. The leader is free.

    >>> from trickgames.schafkopf.contracts import Contract, card_order
    >>> from trickgames.schafkopf.hands import hand_cards, hand_mask
    >>> order = card_order(Contract.RAMSCH)
    >>> hand = hand_mask([Card.EA, Card.E7, Card.HO])
    >>> [c.name for c in hand_cards(overtake_mask(hand, (Card.E9,), order))]
    ['EA']
    >>> [c.name for c in hand_cards(overtake_mask(hand_mask([Card.G7, Card.HO, Card.H7]),
    ...                                           (Card.E9, Card.EO), order))]
    ['G7', 'HO', 'H7']
    """
    allowed = follow_suit(hand, trick, order.follow)
    if not trick:
        return allowed
    best = trick[order.winner_index(trick)]
    beating = 0
    mask = allowed
    while mask:
        low = mask & -mask
        if order.beats(low.bit_length() - 1, best):
            beating |= low
        mask ^= low
    return beating or allowed


#: Each seat's plays by mask (three chunks of 11, 11 and 10 bits, the interned ``PLAYS``), and
#: ``PLAYS_OF[seat]``, the table's reader: ``PLAYS_OF[seat](playable)`` is :func:`legal_plays`
#: ``(seat, playable)`` itself, for the hot paths (the engine's ``legal_actions``, the random
#: policy).
PLAY_TABLES, PLAYS_OF = seat_tables(PLAYS, chunk_bits=11)


@functools.cache
def plays_by_chunk() -> tuple[tuple[tuple[tuple[Play, ...], ...], ...], ...]:
    """Each seat's chunk tables (11, 11 and 10 bits) of ``PLAY_TABLES``, for the engine's
    ``legal_actions``, which reads them itself; built at the first call, as the tables are
    (a process that never lists the plays never builds them)."""
    return tuple(table.chunks for table in PLAY_TABLES)


def legal_plays(seat: int, playable: int) -> tuple[Play, ...]:
    """``seat``'s plays of the cards of the mask ``playable``, in card order, as interned
    actions; ``seat`` an ``int`` ``0..3``."""
    return PLAYS_OF[check_seat(seat)](playable)
