"""Schafkopf actions: small frozen values that name their actor.

Each action prints as its record line (``p2 declare sauspiel-gras``) and :func:`parse_action`
reads one back. An optional ``comment`` is kept for the record but never changes meaning or
equality.

>>> parse_action("p1 hold wenz  # has four Unter")
Hold(seat=1, game_class=<GameClass.WENZ: 'wenz'>, comment='has four Unter')
>>> str(Declare(0, Contract.SOLO_HERZ_TOUT)), str(Play(3, Card.GA))
('p0 declare solo-herz-tout', 'p3 play GA')
"""

from __future__ import annotations

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
from trickgames.schafkopf.cards import CARDS, Card
from trickgames.schafkopf.contracts import CLASS_LADDER, Contract, GameClass

__all__ = [
    "DOUBLINGS",
    "HOCHZEIT_ANSWERS",
    "PLAYS",
    "TURN",
    "Accept",
    "Action",
    "Bid",
    "Declare",
    "Decline",
    "Give",
    "Hold",
    "Knock",
    "Kontra",
    "Pass",
    "Play",
    "Re",
    "parse_action",
]


@attrs.frozen(repr=False)
class Action(BaseAction):
    """Base class of every Schafkopf action: who acts, and an optional comment."""


@attrs.frozen(repr=False)
class Knock(Action):
    """Knocking (Klopfen), ``p0 knock``, where the rules allow it: once per seat, before
    the first pass or bid; each knock doubles the value."""

    verb = "knock"


@attrs.frozen(repr=False)
class Pass(Action):
    """Bidding: "weiter", ``p1 pass``, the seat will not play; in the resolution between
    several bidders: the seat gives up its claim and is out."""

    verb = "pass"


@attrs.frozen(repr=False)
class Bid(Action):
    """Bidding: "I'd play", ``p2 bid``, without naming the game; a sole bidder then declares
    it, several settle who plays with :class:`Hold` and :class:`Pass`."""

    verb = "bid"


@attrs.frozen(repr=False)
class Hold(Action):
    """Resolution between several bidders: keeps (or takes over) the claim with a class,
    ``p3 hold solo-tout``, as high as schafkopf.md "Bidding" demands of the seat."""

    game_class: GameClass
    verb = "hold"


@attrs.frozen(repr=False)
class Declare(Action):
    """The bidder who won names the game, ``p0 declare sauspiel-schellen``: its kind and
    suit (a Sauspiel's is the called ace's), a game the hand allows, at least of the class
    he held with."""

    contract: Contract
    verb = "declare"


@attrs.frozen(repr=False)
class Accept(Action):
    """Hochzeit: the seat takes the offered trump (schafkopf-variants.md 9), ``p1 accept``,
    and becomes the offerer's partner; it then gives a card in exchange (:class:`Give`)."""

    verb = "accept"


@attrs.frozen(repr=False)
class Decline(Action):
    """Hochzeit: the seat refuses the offered trump, ``p2 decline``, and the next seat is
    asked; after three declines the deal goes on as if every seat had passed."""

    verb = "decline"


@attrs.frozen(repr=False)
class Give(Action):
    """Hochzeit: the acceptor gives the offerer one card of his hand that is not a trump,
    ``p1 give GA``, in exchange for the offered one."""

    card: Card
    verb = "give"


@attrs.frozen(repr=False)
class Kontra(Action):
    """A doubling by a defender (Kontra, and every further odd-numbered doubling),
    ``p3 kontra``, up to the rules' ``max_doublings``."""

    verb = "kontra"


@attrs.frozen(repr=False)
class Re(Action):
    """A doubling by the declaring side answering Kontra (Re, and every further even-numbered
    doubling), ``p0 re``."""

    verb = "re"


@attrs.frozen(repr=False)
class Play(Action):
    """The seat to play plays a card of its hand, ``p3 play HZ``, following suit and the
    called ace's duties as :mod:`~trickgames.schafkopf.follow` judges."""

    card: Card
    #: The card's bit in a hand mask, ``1 << card``: derived once here rather than at every
    #: step (the card is an ``IntEnum``, slower in arithmetic than a plain ``int``).
    bit: int = attrs.field(init=False, eq=False, repr=False,
                           default=attrs.Factory(lambda self: 1 << self.card, takes_self=True))
    verb = "play"


_CLASSES = ", ".join(c.value for c in CLASS_LADDER)


_game_class = word_reader(GameClass.parse, "game class", "unknown_game_class",
                          f"expected one of {_CLASSES}")


def _herz_hint(word: str) -> str:
    """Why a Sauspiel on the Herz ace is no game: Herz is trump."""
    if word.strip().lower() in ("sauspiel-herz", "sauspiel-h"):
        return " (the Herz ace cannot be called: Herz is trump)"
    return ""


_contract = word_reader(
    Contract.parse, "game", "unknown_game",
    "expected sauspiel-eichel, sauspiel-gras, sauspiel-schellen, solo-<suit>, wenz, geier, "
    "farbwenz-<suit>, farbgeier-<suit> (each optionally followed by -tout), hochzeit, bettel, "
    "bettel-ouvert or sie",
    hint=_herz_hint,
)


def _play(seat: int, args: tuple[str, ...], comment: str, line: str) -> Play:
    del line
    card = Card.parse(args[0])
    return Play(seat, card, comment=comment) if comment else PLAYS[seat][card]


#: The record-line parser (see :func:`~trickgames._core.actions.line_parser`), the verbs in
#: the order its error lists them.
_PARSED: CachedParse[Action] = line_parser("Schafkopf", {
    "knock": Knock,
    "pass": Pass,
    "bid": Bid,
    "hold": (1, lambda seat, args, comment, line: Hold(
        seat, _game_class(args[0], line), comment=comment)),
    "declare": (1, lambda seat, args, comment, line: Declare(
        seat, _contract(args[0], line), comment=comment)),
    "kontra": Kontra,
    "re": Re,
    "play": (1, _play),
    "accept": Accept,
    "decline": Decline,
    "give": (1, lambda seat, args, comment, line: Give(
        seat, Card.parse(args[0]), comment=comment)),
})


def parse_action(text: str) -> Action:
    """Parse one record action line; :class:`~trickgames.ParseError` if it does not parse.

    Aliases are accepted (``P1 Play h10``, ``p0 declare Solo-E``); ``str()`` of the result is
    canonical.

    >>> str(parse_action("P1  Play h10")), str(parse_action("p0 declare Solo-E"))
    ('p1 play HZ', 'p0 declare solo-eichel')
    """
    return _PARSED(text)


#: The action of a line :func:`parse_action` parsed before and remembers, else ``None``: the
#: replay of a record looks all of its lines up at once (``RecordDriver.remembered_action``).
remembered_action: Callable[[str], Action | None] = _PARSED.remembered


#: Interned :class:`Play` actions by seat and card number (legal-action lists reuse them).
PLAYS: tuple[tuple[Play, ...], ...] = per_seat(Play, CARDS)
#: The actions of the seat to speak in the bidding, and the doublings (each group is judged
#: and applied alike).
TURN: tuple[type[Action], ...] = (Pass, Bid, Hold, Declare)
DOUBLINGS: tuple[type[Action], ...] = (Kontra, Re)
#: The answers to a Hochzeit and the exchange.
HOCHZEIT_ANSWERS: tuple[type[Action], ...] = (Accept, Decline, Give)

#: Interned argument-free actions by seat (legal-action lists reuse them).
KNOCKS: tuple[Knock, ...] = per_seat(Knock)
PASSES: tuple[Pass, ...] = per_seat(Pass)
BIDS: tuple[Bid, ...] = per_seat(Bid)
KONTRAS: tuple[Kontra, ...] = per_seat(Kontra)
RES: tuple[Re, ...] = per_seat(Re)
ACCEPTS: tuple[Accept, ...] = per_seat(Accept)
DECLINES: tuple[Decline, ...] = per_seat(Decline)
#: Interned gives by seat and card number.
GIVES: tuple[tuple[Give, ...], ...] = per_seat(Give, CARDS)
#: Interned declarations and holds by seat, then game or class.
DECLARES: tuple[dict[Contract, Declare], ...] = per_choice(Declare, Contract)
HOLDS: tuple[dict[GameClass, Hold], ...] = per_choice(Hold, GameClass)
