"""The sides as each seat knows them.

The engine knows both sides from the declaration on; a seat knows only what its hand and the
public play tell it:

* a single-player game: every side is public (the declarer against the three others);
* a Sauspiel: the declarer is public; the holder of the called ace (the partner) knows
  everything from his own hand; everybody learns who the partner is when the called ace is
  played, when the partner says ``re`` (only the declaring side can), or when the called suit
  is searched without the ace falling (then the seat that led it ran away with the ace);
* until then a seat reasons by elimination: the declarer and the seats that said ``kontra``
  (only defenders can), that followed the first lead of the called suit without the ace, or
  that it knows from its own hand, cannot hold the ace; when one candidate is left he is the
  partner;
* when the deal is over, everything is public;
* a Hochzeit: the offerer is public, and the acceptor from his ``accept`` on; a Ramsch has no
  sides (every seat plays for itself: every party ``None``; schafkopf-variants.md 12).

>>> from trickgames import schafkopf as sk
>>> state = sk.deal("standard", hands=[
...     ["EO", "GO", "HO", "SO", "EU", "GU", "E9", "E8"],
...     ["HU", "SU", "HA", "HZ", "HK", "H9", "H8", "H7"],
...     ["EA", "EZ", "EK", "E7", "GA", "GZ", "GK", "G9"],
...     ["G8", "G7", "SA", "SZ", "SK", "S9", "S8", "S7"]], dealer=3)
>>> for line in ["p0 bid", "p1 pass", "p2 pass", "p3 pass", "p0 declare sauspiel-eichel"]:
...     state = sk.apply(state, line)
>>> def show(parties):
...     return [p.value if p is not None else None for p in parties]
>>> show(known_parties(state, 2))   # p2 holds the Eichel ace: he knows both sides
['declarers', 'defenders', 'declarers', 'defenders']
>>> show(known_parties(state, 1))   # p1 only knows the declarer and himself
['declarers', 'defenders', None, None]
"""

from __future__ import annotations

from trickgames._core.seats import Known, check_seat, parties_by_flag
from trickgames.schafkopf.actions import Kontra, Play, Re
from trickgames.schafkopf.cards import Card
from trickgames.schafkopf.contracts import Contract
from trickgames.schafkopf.state import Phase, Side, State

__all__ = ["Knowledge", "known_parties", "partner_known"]

#: The side of each seat, ``None`` where unknown.
Knowledge = Known[Side]

#: A seat's side by its ``Game.side`` flag.
_SIDE = (Side.DEFENDERS, Side.DECLARERS)


def _public(state: State) -> Knowledge:
    assert state.game is not None
    return parties_by_flag(state.game.side, _SIDE)


def partner_known(state: State, seat: int | None) -> bool:
    """Whether ``seat`` (``None``: a spectator) knows who holds the called ace."""
    if seat is not None:
        seat = check_seat(seat)
    game = state.game
    if game is None:
        return False
    if game.partner is None or state.phase is Phase.FINISHED or seat == game.partner:
        return True
    if game.contract is Contract.HOCHZEIT:
        return True
    return known_parties(state, seat) == _public(state)


def known_parties(state: State, seat: int | None = None) -> Knowledge:
    """The declaring side or the defenders for every seat as ``seat`` knows it, ``None``
    where it cannot know (in a Ramsch for every seat: there are no sides).

    ``seat=None`` is a spectator, who knows what the public play shows; another value that
    is not an ``int`` 0..3 is an :class:`~trickgames.ArgumentError` (``invalid_seat``).
    """
    if seat is not None:
        seat = check_seat(seat)
    game = state.game
    if game is None or game.contract is Contract.RAMSCH:
        return (None, None, None, None)
    if game.contract is Contract.HOCHZEIT:
        if game.partner is not None or state.phase is Phase.FINISHED:
            return _public(state)
        out: list[Side | None] = [None, None, None, None]  # answering: only the offerer known
        out[game.declarer] = Side.DECLARERS
        return (out[0], out[1], out[2], out[3])
    if game.partner is None or state.phase is Phase.FINISHED or seat == game.partner:
        return _public(state)
    ace = game.contract.called_ace
    assert ace is not None
    declarer = game.declarer
    candidates = {s for s in range(4) if s != declarer}
    if seat is not None:
        candidates.discard(seat)  # not the partner (handled above), not the declarer
    called_suit = ace.suit
    order = game.order
    trick: list[tuple[int, Card]] = []
    searched = False
    for action in state.actions:
        if isinstance(action, Re) and action.seat != declarer:
            return _public(state)
        if isinstance(action, Kontra):
            candidates.discard(action.seat)
        elif isinstance(action, Play):
            if action.card == ace:
                return _public(state)
            trick.append((action.seat, action.card))
            if not searched and order.suit[trick[0][1]] == called_suit:
                leader = trick[0][0]
                if len(trick) > 1:
                    # The holder must play the ace on the first lead of the called suit.
                    candidates.discard(action.seat)
                if len(trick) == 4:
                    searched = True
                    if leader != declarer:
                        # Nobody played the ace: the leader ran away with it.
                        return _public(state)
            if len(trick) == 4:
                trick = []
    if len(candidates) == 1:
        return _public(state)
    out = [None, None, None, None]
    out[declarer] = Side.DECLARERS
    if seat is not None and seat != declarer:
        out[seat] = Side.DEFENDERS
    for s in range(4):
        if s != declarer and s not in candidates:
            out[s] = Side.DEFENDERS
    return (out[0], out[1], out[2], out[3])
