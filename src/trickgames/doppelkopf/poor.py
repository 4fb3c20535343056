"""Who is poor, and how many cards the poor player passes (Armut; doppelkopf.md Poverty,
doppelkopf-variants.md "Poverty variants"): the hand rules of a poverty, apart from its
exchange (:mod:`~trickgames.doppelkopf.poverty`), so that the swines of a poverty can ask them
too (:mod:`~trickgames.doppelkopf.swines`).

* A hand is poor with at most 3 normal-game trumps; with ``poverty_fox`` = ``not_counted`` the
  diamond aces do not count.
* The poor player passes (``poverty_pass``): ``three``: max(3, his trumps) cards, all his trumps
  among them; ``trumps``: exactly his trumps; ``three_and_foxes``: three cards and each diamond
  ace on top (FreeDoko ``POVERTY_FOX_SHIFT_EXTRA``).

>>> from trickgames.doppelkopf.cards import parse_cards
>>> from trickgames.doppelkopf.hands import hand_mask
>>> from trickgames.doppelkopf.rules import FREEDOKO
>>> hand = hand_mask(parse_cards("DA DA DQ CA CA CT CT CK SA ST HA HK".split()))
>>> rules = FREEDOKO.replace(poverty_fox="not_counted")
>>> is_poor(rules, hand), give_count(rules, hand)
(True, 3)
>>> give_count(rules.replace(poverty_pass="three_and_foxes"), hand)
5
"""

from __future__ import annotations

from trickgames.doppelkopf.cards import Card
from trickgames.doppelkopf.contracts import Contract, card_order
from trickgames.doppelkopf.hands import copies
from trickgames.doppelkopf.rules import PovertyFox, PovertyPass, Rules

__all__ = ["POOR_LIMIT", "give_count", "is_poor", "poor_trumps", "trump_count"]

_NORMAL_TRUMPS = card_order(Contract.NORMAL).suit_masks[4]
#: A poor hand holds at most this many (counted) trumps.
POOR_LIMIT = 3


def trump_count(mask: int, trumps: int = _NORMAL_TRUMPS) -> int:
    """How many normal-game trumps a hand (mask) holds (``trumps``: the normal game's trumps,
    as one bit per kind; by default with the Dullen, else the rules'
    ``normal_order.suit_masks[4]``)."""
    return (mask & trumps).bit_count() + ((mask >> 24) & trumps).bit_count()


def poor_trumps(rules: Rules, mask: int) -> int:
    """The trumps that count towards the poverty limit: every normal-game trump, without the
    diamond aces under ``poverty_fox`` = ``not_counted``."""
    count = trump_count(mask, rules.normal_order.suit_masks[4])
    if rules.poverty_fox is PovertyFox.NOT_COUNTED:
        count -= copies(mask, Card.DA)
    return count


def is_poor(rules: Rules, mask: int) -> bool:
    """Whether a hand may declare poverty (the option on, at most 3 counted trumps)."""
    # Few trumps are poor however they are counted (not counting the foxes only lowers the
    # count): the counted trumps are worked out only for a hand with more.
    return rules.poverty and (
        trump_count(mask, rules.normal_order.suit_masks[4]) <= POOR_LIMIT
        or (rules.poverty_fox is _NOT_COUNTED and poor_trumps(rules, mask) <= POOR_LIMIT))


#: ``PovertyFox.NOT_COUNTED`` as a module constant: :func:`is_poor` asks for every hand of a
#: deal with poverties, and an enum member lookup costs about 70 ns.
_NOT_COUNTED = PovertyFox.NOT_COUNTED


def give_count(rules: Rules, mask: int) -> int:
    """How many cards the poor player gives: ``three``: max(3, his trumps); ``trumps``:
    exactly his trumps; ``three_and_foxes`` (FreeDoko ``POVERTY_FOX_SHIFT_EXTRA``,
    ``Hand::numberofpovertycards``): three and each diamond ace on top, max(3 + his diamond
    aces, his trumps)."""
    trumps = trump_count(mask, rules.normal_order.suit_masks[4])
    passing = rules.poverty_pass
    if passing is PovertyPass.TRUMPS:
        return trumps
    if passing is PovertyPass.THREE_AND_FOXES:
        return max(POOR_LIMIT + copies(mask, Card.DA), trumps)
    return max(POOR_LIMIT, trumps)
