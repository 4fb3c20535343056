"""A player's view: exactly what one seat may know, nothing more.

:func:`view` turns the full state (which knows every hand) into a :class:`PlayerView` for one
seat: its own hand, the public history, the parties it can deduce, its legal actions. Hidden
are the other hands, what was passed face down in a poverty (except to the two players
involved), a silent marriage (except to its player), swines until the first diamond ace of
the swine holder is played or the swines are announced (hyperswines alike). ``view(state,
None)`` is what a spectator sees.

The view is what a frontend or a remote bot should be sent: :meth:`PlayerView.to_json` gives
the documented JSON shape.

>>> from trickgames import doppelkopf as dk
>>> state = dk.deal("ddv", seed=11)
>>> v = view(state, 2)
>>> len(v.hand), v.hand_sizes, v.turn, [str(a) for a in v.legal_actions]
(12, (12, 12, 12, 12), 1, [])
"""

from __future__ import annotations

from typing import Any

import attrs

from trickgames._core.driver import HIDDEN
from trickgames._core.seats import check_seat
from trickgames._core.tricks import Trick
from trickgames._core.view import plain_line, seat_facts, trick_json, tricks_json
from trickgames.doppelkopf.actions import (
    Accept,
    Action,
    AnnounceSwines,
    Give,
    Play,
    Return,
    Swines,
    face_down,
)
from trickgames.doppelkopf.cards import Card
from trickgames.doppelkopf.contracts import Contract, swine_card
from trickgames.doppelkopf.engine import legal_actions
from trickgames.doppelkopf.parties import known_parties
from trickgames.doppelkopf.rules import MarriageSelector, Rules
from trickgames.doppelkopf.scoring import Score, score
from trickgames.doppelkopf.state import Context, Party, Phase, State

__all__ = ["HIDDEN", "PlayerView", "view"]



@attrs.frozen
class PlayerView:
    """What ``seat`` knows at one moment (``seat`` is ``None`` for a spectator).

    ``history`` is the record's action lines as this seat may see them (cards passed face down
    are written ``??``); ``contract`` is the game as publicly known (a silent marriage looks
    like ``normal`` to everybody but its player, for whom ``silent_marriage`` is true);
    ``parties`` is :func:`~trickgames.doppelkopf.parties.known_parties`.
    """

    seat: int | None
    rules: Rules
    dealer: int
    context: Context
    phase: Phase
    turn: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    history: tuple[str, ...]
    contract: Contract | None
    declarer: int | None
    partner: int | None
    #: The selector of a declared marriage (public with the declaration), else ``None``.
    marriage_selector: MarriageSelector | None
    silent_marriage: bool
    parties: tuple[Party | None, ...]
    re_level: int
    kontra_level: int
    trick: tuple[Card, ...]
    trick_leader: int
    tricks: tuple[Trick[Card], ...]
    swines: int | None
    hyperswines: int | None
    poverty_cards: tuple[Card, ...]
    returned_cards: tuple[Card, ...]
    legal_actions: tuple[Action, ...]
    score: Score | None

    def to_json(self) -> dict[str, Any]:
        """The view as JSON (see the "Writing a frontend" docs page for the shape)."""
        return {
            "game": "doppelkopf",
            "seat": self.seat,
            "rules": self.rules.to_json(as_object=True),
            "dealer": self.dealer,
            "context": self.context.to_json(),
            "phase": self.phase.value,
            "turn": self.turn if self.turn >= 0 else None,
            "hand": [c.name for c in self.hand],
            "hand_sizes": list(self.hand_sizes),
            "history": list(self.history),
            "contract": self.contract.value if self.contract is not None else None,
            "declarer": self.declarer,
            "partner": self.partner,
            "marriage_selector": (self.marriage_selector.value
                                  if self.marriage_selector is not None else None),
            "silent_marriage": self.silent_marriage,
            "parties": [p.value if p is not None else None for p in self.parties],
            "announced": {"re": self.re_level, "kontra": self.kontra_level},
            "trick": trick_json(self.trick_leader, self.trick),
            "tricks": tricks_json(self.tricks),
            "swines": self.swines,
            "hyperswines": self.hyperswines,
            "poverty_cards": [c.name for c in self.poverty_cards],
            "returned_cards": [c.name for c in self.returned_cards],
            "legal_actions": [str(a) for a in self.legal_actions],
            "score": self.score.details() if self.score is not None else None,
        }


def _masked(action: Action) -> str:
    if isinstance(action, (Give, Return)):
        return face_down(action, HIDDEN)
    return plain_line(action)


def view(state: State, seat: int | None) -> PlayerView:
    """What ``seat`` may know of ``state`` (``None``: a spectator); any other seat than an
    ``int`` ``0..3`` or ``None`` is an :class:`~trickgames.ArgumentError`."""
    if seat is not None:
        seat = check_seat(seat)
    game = state.game
    poor = acceptor = None
    given: tuple[Card, ...] = ()
    returned: tuple[Card, ...] = ()
    swines_shown = hyper_shown = False
    swine = hyper = None
    if game is not None and game.swines is not None:
        swine = swine_card(game.contract)
        if game.hyperswines is not None:
            hyper = game.hyperswine
    for action in state.actions:
        if isinstance(action, Give):
            poor, given = action.seat, action.cards
        elif isinstance(action, Accept):
            acceptor = action.seat
        elif isinstance(action, Return):
            returned = action.cards
        elif isinstance(action, AnnounceSwines):  # public: it names the holder
            if action.kind is Swines.SWINES:
                swines_shown = True
            else:
                hyper_shown = True
        elif isinstance(action, Play) and game is not None:
            # Counting from the start (automatic): shown once the holder plays one.
            if action.card == swine and game.swines == action.seat:
                swines_shown = True
            elif action.card == hyper and game.hyperswines == action.seat:
                hyper_shown = True
    involved = seat is not None and seat in (poor, acceptor)
    # Comments are dropped: a record's author may have noted hidden cards in them.
    history = tuple(
        (plain_line(a) if involved else _masked(a)) for a in state.actions
    )
    contract = declarer = partner = None
    silent = False
    if game is not None:
        silent = game.silent and seat == game.declarer
        if game.silent and not silent and state.phase is not Phase.FINISHED:
            contract = Contract.NORMAL
        else:
            contract = game.contract
            declarer = game.declarer
            partner = game.partner
    swines = hyperswines = None
    if game is not None and game.swines is not None and (
        swines_shown or seat == game.swines or state.phase is Phase.FINISHED
    ):
        swines = game.swines
    if game is not None and game.hyperswines is not None and (
        hyper_shown or seat == game.hyperswines or state.phase is Phase.FINISHED
    ):
        hyperswines = game.hyperswines
    return PlayerView(
        **seat_facts(state, seat, legal_actions, score),
        context=state.deal.context,
        history=history,
        contract=contract,
        declarer=declarer,
        partner=partner,
        marriage_selector=(game.selector if game is not None
                           and game.contract is Contract.MARRIAGE else None),
        silent_marriage=silent,
        parties=known_parties(state, seat),
        re_level=state.calls.re_level,
        kontra_level=state.calls.kontra_level,
        swines=swines,
        hyperswines=hyperswines,
        poverty_cards=given if involved else (),
        returned_cards=returned if involved else (),
    )

