"""Laufende: the unbroken run of the game's top trumps held by one side.

Counted from the highest trump in the hands *as dealt*, for whichever side holds it (the
declaring side or the defenders); in the short deck only the existing cards count (the run goes
on past the missing 8s and 7s). They are paid when the run is at least ``laufende_min`` for the
kind of game (a Tout counts as its game).

>>> from trickgames.schafkopf.cards import Card
>>> from trickgames.schafkopf.contracts import Contract
>>> from trickgames.schafkopf.hands import hand_mask
>>> side = hand_mask([Card.EU, Card.GU, Card.SU])   # the declaring side's cards
>>> run_of(Contract.WENZ, side, short=False)        # EU GU held, HU not: two for the declarers
(2, True)
"""

from __future__ import annotations

from collections.abc import Sequence

from trickgames.schafkopf.contracts import Contract, card_order

__all__ = ["run_in", "run_of"]


def run_of(contract: Contract, declaring_cards: int, short: bool) -> tuple[int, bool]:
    """The Laufende of a game: ``(length, held by the declaring side)``.

    ``declaring_cards`` is the mask of every card the declaring side was dealt.
    """
    return run_in(card_order(contract, short).trumps, declaring_cards)


def run_in(trumps: Sequence[int], declaring_cards: int) -> tuple[int, bool]:
    """:func:`run_of` for the game's trumps, high to low."""
    side = declaring_cards >> trumps[0] & 1
    count = 1
    for card in trumps[1:]:
        if declaring_cards >> card & 1 != side:
            break
        count += 1
    return count, bool(side)
