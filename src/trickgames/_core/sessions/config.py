"""A session's configuration and seats: how long it is, who sits where, who deals next.

>>> seating(5, 2)
Seating(dealer=2, seats=(3, 4, 0, 1), dealer_seat=3, sitting_out=2)
>>> next_dealer(5, 4), next_dealer(4, 1, same=True)
(0, 1)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import attrs

from trickgames._core.errors import TrickgamesError
from trickgames._core.frozen import FrozenDict, freeze, thaw
from trickgames._core.records import extensions_of
from trickgames._core.schema import short_value

__all__ = [
    "MAX_DEALS",
    "Seating",
    "SessionConfig",
    "SessionError",
    "frozen_json",
    "frozen_mapping",
    "frozen_names",
    "is_int",
    "is_seat",
    "next_dealer",
    "player_scores",
    "seating",
]

#: The most deals a session may have (the schema's limit).
MAX_DEALS = 100_000


class SessionError(TrickgamesError):
    """A session cannot do what was asked: it is over, the state is not its next deal, the
    configuration is impossible. ``code`` says which (``session_over``, ``not_this_deal``,
    ``deal_not_over``, ``invalid_session``, ...)."""


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def is_seat(value: Any) -> bool:
    return is_int(value) and 0 <= value <= 3


def frozen_json(value: Any) -> Any:
    """A JSON value as a session holds it: every object a
    :class:`~trickgames._core.frozen.FrozenDict` and every array a tuple, all the way down, a
    copy of the caller's (:func:`~trickgames._core.frozen.freeze`)."""
    return freeze(value)


def frozen_mapping(value: Mapping[str, Any]) -> FrozenDict:
    """A JSON object (the ``_`` fields of a record) as a session holds it (:func:`frozen_json`)."""
    return value if type(value) is FrozenDict else FrozenDict(value)


def frozen_names(value: Iterable[str]) -> tuple[str, ...]:
    """The players' names as a tuple."""
    return value if type(value) is tuple else tuple(value)


@attrs.frozen
class SessionConfig:
    """How long a session is and whether every player owes a compulsory solo (Doppelkopf).

    ``deals`` is the number of deals that count (``None``: open-ended). ``extensions`` keeps the
    ``_`` keys of the record's ``session`` object, frozen (a
    :class:`~trickgames._core.frozen.FrozenDict`).

    >>> SessionConfig(24, compulsory_solos=True).to_json()
    {'deals': 24, 'compulsory_solos': True}
    """

    deals: int | None = 24
    compulsory_solos: bool = False
    extensions: FrozenDict = attrs.field(factory=FrozenDict, converter=frozen_mapping)

    def __attrs_post_init__(self) -> None:
        if self.deals is not None and (not is_int(self.deals)
                                       or not 1 <= self.deals <= MAX_DEALS):
            raise SessionError(
                f"the number of deals must be 1..{MAX_DEALS} or None, not "
                f"{short_value(self.deals)}",
                code="invalid_session",
            )
        if not isinstance(self.compulsory_solos, bool):
            raise SessionError("compulsory_solos must be true or false", code="invalid_session")

    @classmethod
    def from_json(cls, value: Mapping[str, Any]) -> SessionConfig:
        """The ``session`` object of a session record."""
        return cls(
            deals=value.get("deals"),
            compulsory_solos=value.get("compulsory_solos", False),
            extensions=extensions_of(value),
        )

    def to_json(self, *, with_solos: bool = True) -> dict[str, Any]:
        """The ``session`` object (``with_solos=False`` leaves out ``compulsory_solos``)."""
        out: dict[str, Any] = {"deals": self.deals}
        if with_solos:
            out["compulsory_solos"] = self.compulsory_solos
        out.update(thaw(self.extensions))
        return out


@attrs.frozen
class Seating:
    """Who sits where in one deal.

    ``dealer`` is the dealing player (an index into the session's players); ``seats[s]`` the
    player at seat ``s``; ``dealer_seat`` the deal record's ``dealer``; ``sitting_out`` the
    player who sits this deal out (five players: the dealer), else ``None``.
    """

    dealer: int
    seats: tuple[int, int, int, int]
    dealer_seat: int
    sitting_out: int | None = None

    def seat_of(self, player: int) -> int | None:
        """The seat of a player in this deal (``None``: sitting out)."""
        return self.seats.index(player) if player in self.seats else None

    @property
    def forehand(self) -> int:
        """The player at forehand (the seat after the dealer's)."""
        return self.seats[(self.dealer_seat + 1) & 3]


def seating(table: int, dealer: int) -> Seating:
    """The seats of a deal dealt by player ``dealer`` at a table of ``table`` players.

    Four players: seat ``s`` is player ``s`` and the dealer's seat is his own. Five players: the
    dealer sits out; the seats list the four others clockwise starting with forehand, so the
    deal's ``dealer`` is seat 3 (the seat before forehand).

    >>> seating(4, 3)
    Seating(dealer=3, seats=(0, 1, 2, 3), dealer_seat=3, sitting_out=None)
    >>> seating(5, 0).seats
    (1, 2, 3, 4)
    """
    if table == 4:
        return Seating(dealer, (0, 1, 2, 3), dealer, None)
    if table == 5:
        seats = ((dealer + 1) % 5, (dealer + 2) % 5, (dealer + 3) % 5, (dealer + 4) % 5)
        return Seating(dealer, seats, 3, dealer)
    raise SessionError(f"a table has 4 or 5 players, not {table}", code="invalid_session")


def next_dealer(table: int, dealer: int, *, same: bool = False) -> int:
    """The player who deals after ``dealer``: the next clockwise, or ``dealer`` again."""
    return dealer if same else (dealer + 1) % table


def player_scores(table: int, seats: Sequence[int], scores: Sequence[int]) -> tuple[int, ...]:
    """A deal's scores per player from its scores per seat (sitting out: 0).

    >>> player_scores(5, (3, 4, 0, 1), (3, -1, -1, -1))
    (-1, -1, 0, 3, -1)
    """
    out = [0] * table
    for seat, player in enumerate(seats):
        out[player] += scores[seat]
    return tuple(out)
