"""Parties as each seat knows them.

The engine knows every party from the start; a seat knows only what its hand and the public
play tell it:

* a declared solo, a marriage once clarified (or failed), a poverty once accepted, a Genscher
  game once the Genscher is made: every party is public;
* in a marriage before the clarification trick only the marriage player's party is known;
* in a normal game (which, to everybody but its player, a silent marriage looks like) a seat
  reasons over where the two club queens can be: its own hand, the club queens played, the
  announcements (each names its party), and the seats that showed they hold no trump (a seat
  that did not follow a trump lead holds no club queen any more);
* when the deal is over, the score makes every party public.

>>> from trickgames import doppelkopf as dk
>>> state = dk.deal("ddv", hands=[
...     ["CQ", "CQ", "SQ", "SQ", "HQ", "HQ", "DQ", "DQ", "CJ", "CJ", "SJ", "SJ"],
...     ["HJ", "HJ", "DJ", "DJ", "DA", "DA", "DT", "DT", "DK", "DK", "D9", "D9"],
...     ["CA", "CA", "CT", "CT", "CK", "CK", "C9", "C9", "SA", "SA", "ST", "ST"],
...     ["SK", "SK", "S9", "S9", "HA", "HA", "HT", "HT", "HK", "HK", "H9", "H9"]], dealer=3)
>>> for line in ["p0 healthy", "p1 healthy", "p2 healthy", "p3 healthy"]:
...     state = dk.apply(state, line)
>>> known_parties(state, 0)  # p0 holds both club queens: a silent marriage, he knows all
(<Party.RE: 're'>, <Party.KONTRA: 'kontra'>, <Party.KONTRA: 'kontra'>, <Party.KONTRA: 'kontra'>)
>>> known_parties(state, 1)  # p1 only knows he has no club queen
(None, <Party.KONTRA: 'kontra'>, None, None)
"""

from __future__ import annotations

from itertools import product

from trickgames._core.seats import Known, check_seat, parties_by_flag
from trickgames._core.tricks import TRUMP
from trickgames.doppelkopf.actions import Announce, Play
from trickgames.doppelkopf.cards import Card
from trickgames.doppelkopf.contracts import Contract
from trickgames.doppelkopf.hands import copies
from trickgames.doppelkopf.state import Game, Party, Phase, PovertyExchange, State

__all__ = ["known_parties", "silent_known"]

#: The party of each seat, ``None`` where unknown.
Knowledge = Known[Party]

#: A seat's party by its ``Game.re`` flag.
_PARTY = (Party.KONTRA, Party.RE)


def _public(state: State) -> Knowledge:
    assert state.game is not None
    return parties_by_flag(state.game.re, _PARTY)


def known_parties(state: State, seat: int | None = None) -> Knowledge:
    """Re or Kontra for every seat, as ``seat`` (``None``: a spectator, who sees the public
    play alone) knows it, ``None`` where it cannot know; a seat that is not an ``int`` 0..3 is
    an :class:`~trickgames.ArgumentError` (``invalid_seat``)."""
    if seat is not None:
        seat = check_seat(seat)
    game = state.game
    if game is None:
        pending = state.pending
        if isinstance(pending, PovertyExchange) and pending.acceptor is not None:
            # Accepted, not yet returned: the poor player and the acceptor are Re.
            pair = (pending.poor, pending.acceptor)
            return tuple(  # type: ignore[return-value]
                Party.RE if s in pair else Party.KONTRA for s in range(4))
        return (None, None, None, None)
    if state.phase is Phase.FINISHED:
        return _public(state)
    if game.contract is Contract.MARRIAGE:
        if game.open:
            return tuple(  # type: ignore[return-value]
                Party.RE if s == game.declarer else None for s in range(4)
            )
        return _public(state)
    if game.contract is not Contract.NORMAL or game.genscher:
        return _public(state)  # a Genscher names both parties
    return _normal_game(state, seat)


def _normal_game(state: State, seat: int | None) -> Knowledge:
    """Reason over the possible places of the two club queens (normal game as it looks)."""
    game = state.game
    assert game is not None
    played = [0, 0, 0, 0]  # club queens each seat has played
    low = [0, 0, 0, 0]  # club queens each seat is known to have been dealt, at least
    high = [2, 2, 2, 2]
    order = game.order
    trick_cards: list[tuple[int, Card]] = []
    for action in state.actions:
        if isinstance(action, Play):
            if action.card == Card.CQ:
                played[action.seat] += 1
            trick_cards.append((action.seat, action.card))
            led = trick_cards[0][1]
            if order.suit[led] == TRUMP and order.suit[action.card] != TRUMP:
                # No trump left: no club queen will come from this seat.
                high[action.seat] = min(high[action.seat], played[action.seat])
            if len(trick_cards) == 4:
                trick_cards = []
        elif isinstance(action, Announce):
            if game.re[action.seat]:
                low[action.seat] = max(low[action.seat], 1)
            else:
                high[action.seat] = 0
    # A Re announcement shows a club queen that may be one played: count it once.
    low = [max(low[s], played[s]) for s in range(4)]
    if seat is not None:
        low[seat] = high[seat] = copies(state.hands[seat], Card.CQ) + played[seat]
    parties: list[set[bool]] = [set(), set(), set(), set()]
    for counts in product(range(3), repeat=4):
        if sum(counts) == 2 and all(low[s] <= counts[s] <= high[s] for s in range(4)):
            for s in range(4):
                parties[s].add(counts[s] > 0)
    out: list[Party | None] = []
    for s in range(4):
        if parties[s] == {True}:
            out.append(Party.RE)
        elif parties[s] == {False}:
            out.append(Party.KONTRA)
        else:
            out.append(None)
    return (out[0], out[1], out[2], out[3])


def silent_known(state: State, game: Game) -> bool:
    """Whether the table knows the silent marriage, which FreeDoko then
    counts as a solo (``Game::type`` reads it as a normal game until
    ``Game::determine_silent_marriage`` finds both club queens played or the other three
    seats known to be Kontra): the spectator's :func:`known_parties` names the other three
    Kontra."""
    known = known_parties(state)
    return all(known[s] is Party.KONTRA for s in range(4) if s != game.declarer)
