"""Throwing in (Schmeißen, doppelkopf-variants.md "Throwing in"): the criteria that let a seat
throw its hand in, the ``throw_in`` option's value.

``throw_in`` is an object whose keys are the enabled criteria (``{}``: no throwing). The hand
is judged as dealt; one criterion met is enough:

=====================  ==============  ===================================================
key                    value           the hand holds
=====================  ==============  ===================================================
``nines``              1..8            at least that many nines
``kings``              1..8            at least that many kings
``nines_and_kings``    1..12           nines and kings together at least that many
``points``             1..240          card points at least that many
``fox_highest_trump``  ``true``        no HT, no queen, no jack (nothing above the DA)
``max_trumps``         0..12           at most that many normal-game trumps
=====================  ==============  ===================================================

>>> from trickgames.doppelkopf.hands import hand_mask
>>> from trickgames.doppelkopf.cards import parse_cards
>>> criteria = ThrowIn.from_json({"nines": 5})
>>> hand = hand_mask(parse_cards("CA CT C9 C9 SQ S9 HA H9 DT DK DQ D9".split()))
>>> criteria.met(hand), criteria.to_json()
(('nines',), {'nines': 5})
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from trickgames._core.errors import OptionValueError, Problem, refused
from trickgames._core.quoting import quoted
from trickgames.doppelkopf.cards import CARDS, POINTS, Card, Rank
from trickgames.doppelkopf.contracts import Contract, card_order
from trickgames.doppelkopf.hands import LOW

__all__ = ["THROW_KEYS", "ThrowIn"]

#: Each criterion's key with its range (``None`` for ``fox_highest_trump``, always ``true``).
THROW_KEYS: dict[str, tuple[int, int] | None] = {
    "nines": (1, 8),
    "kings": (1, 8),
    "nines_and_kings": (1, 12),
    "points": (1, 240),
    "fox_highest_trump": None,
    "max_trumps": (0, 12),
}


def _bits(cards: list[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


_NINES = _bits([c for c in CARDS if c.rank == Rank.NINE])
_KINGS = _bits([c for c in CARDS if c.rank == Rank.KING])
_ABOVE_FOX = _bits([Card.HT] + [c for c in CARDS if c.rank in (Rank.QUEEN, Rank.JACK)])
_NORMAL_TRUMPS = card_order(Contract.NORMAL).suit_masks[4]


def _count(mask: int, bits: int) -> int:
    """How many cards of ``bits`` (one bit per kind) the hand (mask) holds, copies counted."""
    return (mask & bits).bit_count() + (mask >> 24 & bits).bit_count()


def _points(mask: int) -> int:
    total = 0
    for half in (mask & LOW, mask >> 24):
        while half:
            low = half & -half
            total += POINTS[low.bit_length() - 1]
            half ^= low
    return total


@attrs.frozen
class ThrowIn:
    """The enabled throw criteria (``None``: that criterion is off); see the module."""

    nines: int | None = None
    kings: int | None = None
    nines_and_kings: int | None = None
    points: int | None = None
    fox_highest_trump: bool = False
    max_trumps: int | None = None
    #: Whether any criterion is enabled (``throw_in`` other than ``{}``).
    enabled: bool = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "enabled", bool(self.to_json()))

    def met(self, mask: int) -> tuple[str, ...]:
        """The keys of the criteria a hand (mask, as dealt) meets, in the table's order."""
        out = []
        if self.nines is not None and _count(mask, _NINES) >= self.nines:
            out.append("nines")
        if self.kings is not None and _count(mask, _KINGS) >= self.kings:
            out.append("kings")
        if self.nines_and_kings is not None and (
                _count(mask, _NINES | _KINGS) >= self.nines_and_kings):
            out.append("nines_and_kings")
        if self.points is not None and _points(mask) >= self.points:
            out.append("points")
        if self.fox_highest_trump and not mask & _ABOVE_FOX:
            out.append("fox_highest_trump")
        if self.max_trumps is not None and _count(mask, _NORMAL_TRUMPS) <= self.max_trumps:
            out.append("max_trumps")
        return tuple(out)

    def to_json(self) -> dict[str, Any]:
        """The JSON form: an object with the enabled criteria only."""
        out: dict[str, Any] = {}
        for key in THROW_KEYS:
            value = getattr(self, key)
            if value is not None and value is not False:
                out[key] = value
        return out

    @classmethod
    def from_json(cls, value: Any) -> ThrowIn:
        """Read the JSON form (every problem in one :class:`ValueError`)."""
        if isinstance(value, ThrowIn):
            return value
        known = ", ".join(THROW_KEYS)
        if not isinstance(value, Mapping):
            raise refused(f"must be an object of throw criteria ({known}), not "
                          f"{quoted(value)}", code="option_not_object", keys=known,
                          value=quoted(value))
        problems = []
        for key, raw in value.items():
            if key not in THROW_KEYS:
                problems.append(Problem.of(f"has an unknown key {quoted(key)} (known: "
                                           f"{known})", code="option_unknown_keys",
                                           keys=quoted(key), known=known))
                continue
            span = THROW_KEYS[key]
            if span is None:
                if raw is not True:
                    problems.append(Problem.of(f"key {key!r} must be true, not "
                                               f"{quoted(raw)}", code="option_key_not_true",
                                               key=repr(key), value=quoted(raw)))
            elif isinstance(raw, bool) or not isinstance(raw, int) or not (
                    span[0] <= raw <= span[1]):
                problems.append(Problem.of(
                    f"key {key!r} must be an integer from {span[0]} to {span[1]}, not "
                    f"{quoted(raw)}", code="option_key_out_of_range", key=repr(key),
                    minimum=str(span[0]), maximum=str(span[1]), value=quoted(raw)))
        if problems:
            raise OptionValueError(*problems)
        return cls(**dict(value))

