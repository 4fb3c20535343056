"""Sessions: the deals played at one table, and the session record ``trickgames.session/1``.

A *session* is a sequence of deals at one table: a DDV tournament round (24 deals with
compulsory solos), a game of 8 deals, an open-ended Schafkopf evening. This package holds what
every game shares, one concern per module (``config``: the configuration and seats;
``value``: the session value; ``series``: its deals and standings, immutable sequences that
grow without copying, so that a session of ``n`` deals is played, read and validated in time
linear in ``n``; ``play``: dealing and booking; ``record``: the document;
``validation``: checking a session record; ``driver``: a game's side written once); each game
adds its bookkeeping through a :class:`SessionGame`, a :class:`SessionDriver` set up with the
game's data (Doppelkopf: :mod:`trickgames.doppelkopf.session`, the compulsory solos).

* :class:`SessionConfig`: the number of deals (``None``: open-ended) and whether every player
  owes a compulsory solo;
* :func:`seating`: who sits where. With four players seat ``s`` is player ``s`` and the dealer
  plays; with five the dealer sits out and the four seats hold the others clockwise from
  forehand, the deal's ``dealer`` being seat 3;
* :func:`next_dealer`: the next player clockwise, or the same one again when the game says so;
* :class:`Session`: an immutable value typed by its game's rules, states, bookkeeping and
  contexts; :func:`start` makes one for a game's :class:`SessionGame`; :func:`next_deal` tells
  who deals, who sits out and the deal's context, :func:`deal` deals an engine state for it,
  :func:`finish_deal` books the finished deal, :func:`is_over` says whether it is complete;
* :class:`SessionRecord`: the JSON document, read and written exactly as the record format
  page specifies, and :func:`validate_session`, which checks a session record as a whole and
  reports every problem with a JSON path (``$.deals[7].context.compulsory_solo``), a stable code
  and a message.

Deals that count: every deal counts towards the session's number of deals except a deal that
is thrown in and dealt again by the same dealer (Doppelkopf: all declined a poverty).

>>> seating(5, 2)
Seating(dealer=2, seats=(3, 4, 0, 1), dealer_seat=3, sitting_out=2)
>>> next_dealer(5, 4), next_dealer(4, 1, same=True)
(0, 1)
"""

from __future__ import annotations

from trickgames._core.sessions.config import (
    MAX_DEALS,
    Seating,
    SessionConfig,
    SessionError,
    next_dealer,
    player_scores,
    seating,
)
from trickgames._core.sessions.driver import BooklessDriver, SessionDriver
from trickgames._core.sessions.play import deal, finish_deal, is_over, next_deal, start
from trickgames._core.sessions.record import SessionRecord, to_record
from trickgames._core.sessions.validation import from_record, validate_record, validate_session
from trickgames._core.sessions.value import NextDeal, Outcome, Session, SessionDeal, SessionGame

__all__ = [
    "MAX_DEALS",
    "BooklessDriver",
    "NextDeal",
    "Outcome",
    "Seating",
    "Session",
    "SessionConfig",
    "SessionDeal",
    "SessionDriver",
    "SessionError",
    "SessionGame",
    "SessionRecord",
    "deal",
    "finish_deal",
    "from_record",
    "is_over",
    "next_deal",
    "next_dealer",
    "player_scores",
    "seating",
    "start",
    "to_record",
    "validate_record",
    "validate_session",
]
