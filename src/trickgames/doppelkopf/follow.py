"""Following suit (TSR 5.3.2): which cards a seat may play to a trick, and those plays as
actions.

Play the led plain suit, or a trump if a trump was led (a led SQ asks for trump); holding none,
any card. :func:`playable_mask` is that rule on a hand mask; :func:`legal_plays` turns the
playable cards into the seat's interned :class:`~trickgames.doppelkopf.actions.Play` actions
(two table lookups, no loop). The engine's ``legal_actions``, its ``apply``, the computer
players and the random policies all take the plays from here.

>>> from trickgames.doppelkopf.contracts import Contract, card_order
>>> from trickgames.doppelkopf.hands import hand_mask
>>> hand = hand_mask([Card.CA, Card.C9, Card.HA, Card.DQ])
>>> [str(p) for p in legal_plays(2, playable_mask(hand, (Card.CK,), card_order(Contract.NORMAL)))]
['p2 play CA', 'p2 play C9']
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from trickgames._core.bits import seat_tables
from trickgames._core.seats import check_seat
from trickgames._core.tricks import follow_suit
from trickgames.doppelkopf.actions import PLAYS, Play
from trickgames.doppelkopf.cards import Card
from trickgames.doppelkopf.contracts import DkCardOrder
from trickgames.doppelkopf.hands import LOW

__all__ = ["PLAYS_OF", "PLAY_TABLES", "legal_plays", "playable_mask", "plays_by_chunk"]


def playable_mask(hand: int, trick: Sequence[Card], order: DkCardOrder) -> int:
    """The cards (one bit per kind) a seat holding ``hand`` may play to ``trick``: those of
    the led suit (trump counts as one suit) if it holds one, else any
    (:func:`~trickgames._core.tricks.follow_suit`)."""
    return follow_suit(hand & LOW, trick, order.follow)


#: Each seat's card plays by hand mask (``items_of(mask & LOW)``), and ``PLAYS_OF[seat]``,
#: the table's reader: ``PLAYS_OF[seat](playable)`` is :func:`legal_plays` ``(seat,
#: playable)`` itself, for the hot paths (the engine's ``legal_actions``, the random policy).
PLAY_TABLES, PLAYS_OF = seat_tables(PLAYS, chunk_bits=12)


@functools.cache
def plays_by_chunk() -> tuple[tuple[tuple[tuple[Play, ...], ...], ...], ...]:
    """Each seat's chunk tables (12 bits each) of ``PLAY_TABLES``, for the engine's
    ``legal_actions``, which reads them itself; built at the first call, as the tables are
    (a process that never lists the plays never builds them)."""
    return tuple(table.chunks for table in PLAY_TABLES)


def legal_plays(seat: int, playable: int) -> tuple[Play, ...]:
    """``seat``'s plays of the cards of the mask ``playable`` (one bit per kind, in card
    order), as interned actions; ``seat`` an ``int`` ``0..3``."""
    return PLAYS_OF[check_seat(seat)](playable)
