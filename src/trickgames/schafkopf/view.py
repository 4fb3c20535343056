"""A player's view: exactly what one seat may know, nothing more.

:func:`view` turns the full state (which knows every hand) into a :class:`PlayerView` for one
seat: its own hand, the public history, the sides it can deduce, its legal actions. Hidden are
the other hands and, in a Sauspiel, the holder of the called ace until the ace falls (or his
Re, or running away, reveals him; see :mod:`~trickgames.schafkopf.parties`). ``view(state,
None)`` is what a spectator sees.

The view is what a frontend or a remote bot should be sent: :meth:`PlayerView.to_json` gives
the documented JSON shape (the same as Doppelkopf's where the games agree).

>>> from trickgames import schafkopf as sk
>>> state = sk.deal("sauspiel", seed=11)
>>> v = view(state, 2)
>>> len(v.hand), v.hand_sizes, v.turn, [str(a) for a in v.legal_actions]
(8, (8, 8, 8, 8), 1, ['p2 knock'])
"""

from __future__ import annotations

from typing import Any

import attrs

from trickgames._core.seats import check_seat
from trickgames._core.tricks import Trick
from trickgames._core.view import plain_line, seat_facts, trick_json, tricks_json
from trickgames.schafkopf.actions import Action
from trickgames.schafkopf.cards import CARDS, Card
from trickgames.schafkopf.contracts import Contract, GameClass
from trickgames.schafkopf.engine import legal_actions
from trickgames.schafkopf.hochzeit import offered_trump
from trickgames.schafkopf.parties import Knowledge, known_parties, partner_known
from trickgames.schafkopf.record import OPEN_GAMES, redact_lines
from trickgames.schafkopf.rules import AllPass, Rules
from trickgames.schafkopf.scoring import Score, score
from trickgames.schafkopf.state import Phase, State

__all__ = ["PlayerView", "view"]


@attrs.frozen
class PlayerView:
    """What ``seat`` knows at one moment (``seat`` is ``None`` for a spectator).

    ``history`` is the record's action lines (comments dropped); ``partner`` is the holder of
    the called ace when ``seat`` knows him (else ``None``); ``parties`` is
    :func:`~trickgames.schafkopf.parties.known_parties`. ``knocks`` and ``doublings`` list the
    seats that knocked and that said Kontra/Re, in order; ``bidders`` the seats that bid,
    ``holder`` and ``claim`` the state of a resolution between several bidders.
    """

    seat: int | None
    rules: Rules
    dealer: int
    phase: Phase
    turn: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    history: tuple[str, ...]
    knocks: tuple[int, ...]
    bidders: tuple[int, ...]
    holder: int | None
    claim: GameClass | None
    contract: Contract | None
    declarer: int | None
    partner: int | None
    parties: Knowledge
    doublings: tuple[int, ...]
    trick: tuple[Card, ...]
    trick_leader: int
    tricks: tuple[Trick[Card], ...]
    legal_actions: tuple[Action, ...]
    score: Score | None
    #: The declarer's open hand in a Bettel ouvert (his remaining cards) or after a Sie:
    #: ``(seat, cards)``, else ``None`` (schafkopf-variants.md 12).
    open_hand: tuple[int, tuple[Card, ...]] | None = None
    #: The Hochzeit trump, for the offerer and (from his ``accept``) the acceptor while it is
    #: face down; else ``None``.
    hochzeit_card: Card | None = None
    #: The pot before the deal, with ``all_pass`` = ``stock`` (else ``None``, written
    #: ``null``).
    stock: int | None = None

    def to_json(self) -> dict[str, Any]:
        """The view as JSON (see the "Writing a frontend" docs page for the shape)."""
        out = self._json()
        out["open_hand"] = (None if self.open_hand is None else
                            {"seat": self.open_hand[0],
                             "cards": [c.name for c in self.open_hand[1]]})
        out["hochzeit_card"] = self.hochzeit_card.name if self.hochzeit_card else None
        out["stock"] = self.stock
        return out

    def _json(self) -> dict[str, Any]:
        return {
            "game": "schafkopf",
            "seat": self.seat,
            "rules": self.rules.to_json(as_object=True),
            "dealer": self.dealer,
            "phase": self.phase.value,
            "turn": self.turn if self.turn >= 0 else None,
            "hand": [c.name for c in self.hand],
            "hand_sizes": list(self.hand_sizes),
            "history": list(self.history),
            "bidding": {
                "knocks": list(self.knocks),
                "bidders": list(self.bidders),
                "holder": self.holder,
                "claim": self.claim.value if self.claim is not None else None,
            },
            "contract": self.contract.value if self.contract is not None else None,
            "declarer": self.declarer,
            "partner": self.partner,
            "parties": [p.value if p is not None else None for p in self.parties],
            "doublings": list(self.doublings),
            "trick": trick_json(self.trick_leader, self.trick),
            "tricks": tricks_json(self.tricks),
            "legal_actions": [str(a) for a in self.legal_actions],
            "score": self.score.details() if self.score is not None else None,
        }


def view(state: State, seat: int | None) -> PlayerView:
    """What ``seat`` may know of ``state`` (``None``: a spectator); any other seat than an
    ``int`` ``0..3`` or ``None`` is an :class:`~trickgames.ArgumentError`."""
    if seat is not None:
        seat = check_seat(seat)
    game = state.game
    auction = state.auction
    contract = declarer = partner = None
    open_hand = None
    hochzeit_card = None
    if game is not None:
        contract = game.contract
        declarer = game.declarer if game.declarer >= 0 else None
        if game.partner is not None and partner_known(state, seat):
            partner = game.partner
        if contract in OPEN_GAMES and declarer is not None:
            open_hand = (declarer, state.hand(declarer))
        offered = offered_trump(state) if state.phase is Phase.MARRIAGE else None
        if offered is not None and seat is not None and seat in (game.declarer, game.partner):
            hochzeit_card = CARDS[offered]
    lines = tuple(plain_line(a) for a in state.actions)
    resolving = state.phase in (Phase.RESOLUTION, Phase.DECLARATION)
    return PlayerView(
        **seat_facts(state, seat, legal_actions, score),
        # Comments are dropped: a record's author may have noted hidden cards in them; a
        # Hochzeit's given card is hidden from the seats that do not see it.
        history=redact_lines(lines, seat if seat is not None else -1),
        knocks=auction.knocks,
        bidders=auction.bidders,
        holder=auction.holder if resolving and auction.holder >= 0 else None,
        claim=auction.claim if resolving else None,
        contract=contract,
        declarer=declarer,
        partner=partner,
        parties=known_parties(state, seat),
        doublings=state.doublings,
        open_hand=open_hand,
        hochzeit_card=hochzeit_card,
        stock=state.deal.context.stock if state.deal.rules.all_pass is AllPass.STOCK else None,
    )

