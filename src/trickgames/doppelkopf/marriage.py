"""Marriage (Hochzeit, TSR 4.4; doppelkopf-variants.md "Marriage variants"): finding the
partner in the clarification trick.

The marriage player chooses a *selector* from the rules' ``marriage_selectors`` (``declare
marriage`` takes the first listed, ``declare marriage-<selector>`` any listed one). A trick
*qualifies* by its led card, judged in the normal order: ``foreign`` every trick (TSR 4.4.3);
``trump`` a trump was led; ``plain`` a plain card; ``clubs``, ``spades``, ``hearts`` a plain
card of that suit. After each trick ``t`` of an open marriage:

1. it qualifies and a seat other than the marriage player won it: that seat is the partner, ``t``
   the clarification trick;
2. otherwise, if ``marriage_first_decides`` and ``t`` qualified (won by the marriage player),
   or ``t`` is the last of the ``marriage_tricks``, or no hand holds a card that would make a
   led trick qualify: the marriage player plays alone from now on, a diamonds solo (the normal
   game's card order) scored as a solo but not a compulsory one, and ``t`` is the
   clarification trick.

Announcements open once the clarification trick is complete; every deadline moves ``t - 1``
cards later (never below the floor of the rules' deadlines). With the ``ddv``/``pagat`` values
(``["foreign"]``, 3 tricks) the partner is whoever wins the first trick, among the first three,
that the marriage player does not win.

>>> from trickgames.doppelkopf.cards import Card
>>> qualifies(MarriageSelector.TRUMP, Card.HT), qualifies(MarriageSelector.HEARTS, Card.HT)
(True, False)
>>> qualifies(MarriageSelector.HEARTS, Card.HT, dullen=False)
True
"""

from __future__ import annotations

import attrs

from trickgames._core.tricks import TRUMP
from trickgames.doppelkopf.cards import Suit
from trickgames.doppelkopf.contracts import Contract, Reservation, card_order
from trickgames.doppelkopf.hands import LOW
from trickgames.doppelkopf.rules import MarriageSelector, Rules
from trickgames.doppelkopf.state import Game

__all__ = ["after_trick", "declared_selector", "qualifies"]


def _masks(dullen: bool) -> dict[MarriageSelector, int]:
    normal = card_order(Contract.NORMAL, dullen=dullen)
    return {
        MarriageSelector.FOREIGN: LOW,
        MarriageSelector.TRUMP: normal.suit_masks[TRUMP],
        MarriageSelector.PLAIN: LOW & ~normal.suit_masks[TRUMP],
        MarriageSelector.CLUBS: normal.suit_masks[Suit.CLUBS],
        MarriageSelector.SPADES: normal.suit_masks[Suit.SPADES],
        MarriageSelector.HEARTS: normal.suit_masks[Suit.HEARTS],
    }


#: The cards whose lead makes a trick qualify, per selector, as a mask over card codes; with
#: the Dullen and without (the rules' ``dullen``: a led heart ten is then a plain heart).
_MASKS_OF = {True: _masks(True), False: _masks(False)}


def qualifies(selector: MarriageSelector, led: int, dullen: bool = True) -> bool:
    """Whether a trick led with ``led`` can find the partner under ``selector`` (``dullen``:
    the rules' ``dullen``)."""
    return bool(_MASKS_OF[dullen][selector] >> led & 1)


def declared_selector(rules: Rules, reservation: Reservation) -> MarriageSelector:
    """The selector of a marriage declaration: ``marriage`` takes the first of the rules'
    ``marriage_selectors``, ``marriage-<selector>`` names it."""
    named = reservation.selector
    return rules.marriage_selectors[0] if named is None else MarriageSelector(named)


def after_trick(game: Game, number: int, winner: int, led: int, hands: tuple[int, ...],
                rules: Rules) -> Game:
    """The game after trick ``number`` (1-based, led with ``led``) of an open marriage was won
    by ``winner``; ``hands`` are the hands after the trick. A Genscher before the
    clarification trick ended the search for good (:mod:`~trickgames.doppelkopf.genscher`)."""
    if game.genscher:
        return game
    mask = _MASKS_OF[game.dullen][game.selector]
    qualified = bool(mask >> led & 1)
    if qualified and winner != game.declarer:
        pair = (game.declarer, winner)
        re = (0 in pair, 1 in pair, 2 in pair, 3 in pair)
        return attrs.evolve(
            game, partner=winner, re=re, open=False, clarified_in=number, shift=number - 1
        )
    if ((qualified and rules.marriage_first_decides) or number >= rules.marriage_tricks
            or not any(hand & LOW & mask for hand in hands)):
        return attrs.evolve(game, open=False, solo=True, clarified_in=number, shift=number - 1)
    return game
