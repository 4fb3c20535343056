"""Schafkopf: the complete rules engine (presets ``standard``, ``short``, ``sauspiel`` and
``wirtshaus``, with Ramsch, Stock, Bettel, Sie and Hochzeit as options).

>>> from trickgames import schafkopf as sk
>>> state = sk.deal("sauspiel", seed=7)
>>> while not state.is_over:
...     state = sk.apply(state, sk.legal_actions(state)[-1])
>>> sum(sk.score(state).payouts)
0
"""

from __future__ import annotations

from trickgames.schafkopf.actions import (
    Accept,
    Action,
    Bid,
    Declare,
    Decline,
    Give,
    Hold,
    Knock,
    Kontra,
    Pass,
    Play,
    Re,
    parse_action,
)
from trickgames.schafkopf.called_ace import callable_suits
from trickgames.schafkopf.cards import Card, Rank, Suit, deck
from trickgames.schafkopf.contracts import (
    CLASS_LADDER,
    Contract,
    GameClass,
    Kind,
    card_order,
)
from trickgames.schafkopf.engine import apply, apply_unchecked, check, deal, is_legal, legal_actions
from trickgames.schafkopf.parties import known_parties
from trickgames.schafkopf.play import trick_winner
from trickgames.schafkopf.ramsch import RamschOutcome
from trickgames.schafkopf.record import redact, replay, to_record, validate
from trickgames.schafkopf.rules import (
    PRESETS,
    SAUSPIEL,
    SHORT,
    STANDARD,
    WIRTSHAUS,
    AllPass,
    Deck,
    DoublingWindow,
    Jungfrau,
    LaufendeMin,
    RamschTie,
    Rules,
    Schneider,
    Schwarz,
    Tariff,
)
from trickgames.schafkopf.scoring import CardPoints, Score, ScoreItem, score
from trickgames.schafkopf.state import Auction, Context, Deal, Game, Phase, Side, State
from trickgames.schafkopf.view import PlayerView, view

__all__ = [
    "CLASS_LADDER", "PRESETS", "SAUSPIEL", "SHORT", "STANDARD", "WIRTSHAUS", "Accept", "Action",
    "AllPass", "Auction", "Bid", "Card", "CardPoints", "Context", "Contract", "Deal", "Deck",
    "Declare", "Decline", "DoublingWindow", "Game", "GameClass", "Give", "Hold", "Jungfrau", "Kind",
    "Knock", "Kontra", "LaufendeMin", "Pass", "Phase", "Play", "PlayerView", "RamschOutcome",
    "RamschTie", "Rank", "Re", "Rules", "Schneider", "Schwarz", "Score", "ScoreItem", "Side",
    "State", "Suit", "Tariff", "apply", "apply_unchecked", "callable_suits", "card_order", "check",
    "deal", "deck", "is_legal", "known_parties", "legal_actions", "parse_action", "redact",
    "replay", "score", "to_record", "trick_winner", "validate", "view"
]
