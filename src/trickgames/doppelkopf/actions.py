"""Doppelkopf actions: small frozen values that name their actor.

Each action prints as its record line (``p2 play HK``) and :func:`parse_action` reads one back.
An optional ``comment`` is kept for the record but never changes meaning or equality.

>>> parse_action("p2 announce re  # holds CQ")
Announce(seat=2, call=<Call.RE: 're'>, comment='holds CQ')
>>> str(Play(1, Card.HT))
'p1 play HT'
"""

from __future__ import annotations

import enum
from collections.abc import Callable

import attrs

from trickgames._core.actions import (
    BaseAction,
    CachedParse,
    line_parser,
    per_choice,
    per_seat,
    word_reader,
)
from trickgames._core.errors import ParseError
from trickgames._core.quoting import quoted
from trickgames._core.seats import check_seat, parse_seat, seat_name
from trickgames.doppelkopf.cards import CARDS, Card
from trickgames.doppelkopf.contracts import Reservation

__all__ = [
    "POVERTY",
    "SPEECH",
    "Accept",
    "Action",
    "Announce",
    "AnnounceSwines",
    "Call",
    "Declare",
    "Decline",
    "Genscher",
    "Give",
    "Healthy",
    "Play",
    "Reserve",
    "Return",
    "Swines",
    "parse_action",
]


class Call(enum.StrEnum):
    """An announcement of a party (doppelkopf.md "Announcements"):

    - ``re``, ``kontra``: the Re or the Kontra party says it wins;
    - ``no90``, ``no60``, ``no30``: the other party will take fewer than 90, 60 or 30 points;
    - ``schwarz``: the other party will take no trick.
    """

    RE = "re"
    KONTRA = "kontra"
    NO90 = "no90"
    NO60 = "no60"
    NO30 = "no30"
    SCHWARZ = "schwarz"

    @property
    def level(self) -> int:
        """How far the call goes: 0 for ``re``/``kontra``, then 1 (``no90``) to 4
        (``schwarz``); a call implies its party's lower levels.

        >>> Call.KONTRA.level, Call.NO60.level
        (0, 2)
        """
        return _LEVELS[self]


_LEVELS = {
    Call.RE: 0,
    Call.KONTRA: 0,
    Call.NO90: 1,
    Call.NO60: 2,
    Call.NO30: 3,
    Call.SCHWARZ: 4,
}


def _sorted_cards(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    return tuple(sorted(cards))


@attrs.frozen(repr=False)
class Action(BaseAction):
    """Base class of every Doppelkopf action: who acts, and an optional comment."""


@attrs.frozen(repr=False)
class Healthy(Action):
    """Reservation round: the seat has no reservation ("gesund"), ``p0 healthy``. When
    every seat says so, a normal game is played (doppelkopf.md "Reservations")."""

    verb = "healthy"


@attrs.frozen(repr=False)
class Reserve(Action):
    """Reservation round: the seat has a reservation ("Vorbehalt"), ``p3 reserve``; it
    names it with :class:`Declare` once every seat has spoken."""

    verb = "reserve"


@attrs.frozen(repr=False)
class Declare(Action):
    """A reserving seat names its reservation, ``p2 declare solo-queens``, in seat order
    from forehand; the one of the highest priority (compulsory solo, solo, poverty, marriage)
    is played."""

    reservation: Reservation
    verb = "declare"


@attrs.frozen(repr=False)
class Give(Action):
    """Poverty: the poor player passes his cards (all his trumps among them; three, or as the
    rules' ``poverty_pass`` says), ``p1 give CQ DA ST``. The cards compare as a set and print
    as given."""

    cards: tuple[Card, ...] = attrs.field(eq=_sorted_cards)
    verb = "give"


@attrs.frozen(repr=False)
class Accept(Action):
    """Poverty: the seat asked takes the passed cards, ``p2 accept``, and becomes the poor
    player's partner; it then hands back as many (:class:`Return`)."""

    verb = "accept"


@attrs.frozen(repr=False)
class Decline(Action):
    """Poverty: the seat asked refuses the passed cards, ``p3 decline``, and the next seat
    is asked; when all three decline, the deal is void."""

    verb = "decline"


@attrs.frozen(repr=False)
class Return(Action):
    """Poverty: the acceptor hands back as many cards as he received, any of his hand,
    ``p2 return C9 C9 HA``; like :class:`Give`'s, the cards compare as a set and print as
    given."""

    cards: tuple[Card, ...] = attrs.field(eq=_sorted_cards)
    verb = "return"


@attrs.frozen(repr=False)
class Announce(Action):
    """An announcement for the seat's own party (a :class:`Call`), ``p1 announce no90``;
    skipped lower levels are implied and count as announced (doppelkopf.md "Announcements")."""

    call: Call
    verb = "announce"


class Swines(enum.StrEnum):
    """What ``announce swines`` / ``announce hyperswines`` makes count."""

    SWINES = "swines"
    HYPERSWINES = "hyperswines"


@attrs.frozen(repr=False)
class AnnounceSwines(Action):
    """The holder makes its swines (hyperswines) count, ``p2 announce hyperswines``
    (doppelkopf-variants.md "Swines"); not a party announcement, though its verb is
    ``announce`` too."""

    kind: Swines
    verb = "announce"


@attrs.frozen(repr=False)
class Genscher(Action):
    """The holder of both diamond kings, right after playing the first, names his
    partner, ``p2 genscher p1`` (doppelkopf-variants.md "Genscher")."""

    partner: int = attrs.field(converter=check_seat)
    verb = "genscher"

    def arguments(self) -> tuple[str, ...]:
        """The partner as a seat name (``p1``)."""
        return (seat_name(self.partner),)


@attrs.frozen(repr=False)
class Play(Action):
    """The seat to play plays a card of its hand, ``p3 play HT``, following suit as
    :mod:`~trickgames.doppelkopf.follow` judges."""

    card: Card
    #: The card's bits in a hand mask (see :mod:`~trickgames.doppelkopf.hands`): ``bit``
    #: (``1 << card``) for a first copy, ``high`` (``bit << 24``) for a second. Derived once
    #: here rather than at every step (the card is an ``IntEnum``, slower in arithmetic than a
    #: plain ``int``, and ``high`` is a two-digit integer).
    bit: int = attrs.field(init=False, eq=False, repr=False,
                           default=attrs.Factory(lambda self: 1 << self.card, takes_self=True))
    high: int = attrs.field(init=False, eq=False, repr=False,
                            default=attrs.Factory(lambda self: 1 << (self.card + 24),
                                                  takes_self=True))
    verb = "play"


#: The most cards a poverty passes (3 trumps and both diamond aces, with ``poverty_fox`` =
#: ``not_counted``); how many the rules require is the engine's to judge.
MAX_PASSED = 5


def _passed_cards(args: tuple[str, ...], line: str, verb: str) -> tuple[Card, ...]:
    if len(args) > MAX_PASSED:
        raise ParseError(
            f"malformed action {quoted(line)}: {verb} takes 0 to {MAX_PASSED} cards, not "
            f"{len(args)}",
            code="malformed_action", params={"quoted": quoted(line)},
        )
    return tuple(Card.parse(a) for a in args)


_SWINES_WORDS = frozenset(k.value for k in Swines)


_call = word_reader(lambda word: Call(word.lower()), "announcement", "unknown_announcement",
                    "expected re, kontra, no90, no60, no30, schwarz, swines or hyperswines")
_reservation = word_reader(
    Reservation.parse, "reservation", "unknown_reservation",
    "expected marriage (or marriage-foreign/-trump/-plain/-clubs/-spades/-hearts), poverty, "
    "throw or solo-clubs/-spades/-hearts/-diamonds/-queens/-jacks/-aces/-kings/-queens-jacks/"
    "-kings-jacks/-kings-queens/-koehler",
)


#: The record-line parser (see :func:`~trickgames._core.actions.line_parser`), the verbs in
#: the order its error lists them.
_PARSED: CachedParse[Action] = line_parser("Doppelkopf", {
    "healthy": Healthy,
    "reserve": Reserve,
    "declare": (1, lambda seat, args, comment, line: Declare(
        seat, _reservation(args[0], line), comment=comment)),
    "give": (None, lambda seat, args, comment, line: Give(
        seat, _passed_cards(args, line, "give"), comment=comment)),
    "accept": Accept,
    "decline": Decline,
    "return": (None, lambda seat, args, comment, line: Return(
        seat, _passed_cards(args, line, "return"), comment=comment)),
    "announce": (1, lambda seat, args, comment, line: AnnounceSwines(
        seat, Swines(args[0].lower()), comment=comment) if args[0].lower() in _SWINES_WORDS
        else Announce(seat, _call(args[0], line), comment=comment)),
    "play": (1, lambda seat, args, comment, line: Play(
        seat, Card.parse(args[0]), comment=comment)),
    "genscher": (1, lambda seat, args, comment, line: Genscher(
        seat, parse_seat(args[0]), comment=comment)),
})


def face_down(action: Give | Return, hidden: str) -> str:
    """The record line of a poverty's ``give`` or ``return`` with each card written ``hidden``
    (as many as were passed).

    >>> face_down(Give(1, (Card.SQ, Card.DA)), "??")
    'p1 give ?? ??'
    """
    return " ".join((f"p{action.seat}", action.verb, *[hidden] * len(action.cards)))


def parse_action(text: str) -> Action:
    """Parse one record action line; :class:`~trickgames.ParseError` if it does not parse.

    Aliases are accepted (``P1 Play h10``); ``str()`` of the result is canonical.

    >>> str(parse_action("P1  Play h10"))
    'p1 play HT'
    """
    return _PARSED(text)


#: The action of a line :func:`parse_action` parsed before and remembers, else ``None``: the
#: replay of a record looks all of its lines up at once (``RecordDriver.remembered_action``).
remembered_action: Callable[[str], Action | None] = _PARSED.remembered


#: The reservation round's two words and the poverty's four actions (each group is judged
#: and applied alike).
SPEECH: tuple[type[Action], ...] = (Healthy, Reserve)
POVERTY: tuple[type[Action], ...] = (Give, Accept, Decline, Return)

#: Interned reservation actions by seat, the declarations then by reservation (legal-action
#: lists reuse them).
HEALTHY: tuple[Healthy, ...] = per_seat(Healthy)
RESERVE: tuple[Reserve, ...] = per_seat(Reserve)
DECLARES: tuple[dict[Reservation, Declare], ...] = per_choice(Declare, Reservation)

#: Interned :class:`Play` actions by seat and card number (legal-action lists reuse them).
PLAYS: tuple[tuple[Play, ...], ...] = per_seat(Play, CARDS)
