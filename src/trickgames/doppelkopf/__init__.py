"""Doppelkopf: the complete rules engine (presets ``ddv`` and ``pagat``, every option).

>>> from trickgames import doppelkopf as dk
>>> state = dk.deal("ddv", seed=7)
>>> while not state.is_over:
...     state = dk.apply(state, dk.legal_actions(state)[0])
>>> sum(dk.score(state).scores)
0
"""

from __future__ import annotations

from trickgames.doppelkopf.actions import (
    Accept,
    Action,
    Announce,
    AnnounceSwines,
    Call,
    Declare,
    Decline,
    Genscher,
    Give,
    Healthy,
    Play,
    Reserve,
    Return,
    Swines,
    parse_action,
)
from trickgames.doppelkopf.announcements import Deadline, announcement_deadlines
from trickgames.doppelkopf.cards import Card, Rank, Suit, deck
from trickgames.doppelkopf.contracts import Contract, Reservation, card_order
from trickgames.doppelkopf.engine import (
    apply,
    apply_unchecked,
    check,
    deal,
    is_legal,
    legal_actions,
)
from trickgames.doppelkopf.parties import known_parties
from trickgames.doppelkopf.play import trick_winner
from trickgames.doppelkopf.record import redact, replay, to_record, validate
from trickgames.doppelkopf.rules import (
    DDV,
    FREEDOKO,
    PAGAT,
    PRESETS,
    AnnouncementDeadlines,
    BockOverlap,
    BockTrigger,
    Charlie,
    Counting,
    Dulle,
    FirstTrickDuty,
    MarriageSelector,
    PovertyFox,
    PovertyPass,
    Rules,
    Scoring,
    SoloLead,
)
from trickgames.doppelkopf.scoring import CardPoints, Score, ScoreItem, score
from trickgames.doppelkopf.state import Context, Game, Party, Phase, State
from trickgames.doppelkopf.view import PlayerView, view

__all__ = [
    "DDV", "FREEDOKO", "PAGAT", "PRESETS", "Accept", "Action", "Announce", "AnnounceSwines",
    "AnnouncementDeadlines", "BockOverlap", "BockTrigger", "Call", "Card", "CardPoints", "Charlie",
    "Context", "Contract", "Counting", "Deadline", "Declare", "Decline", "Dulle",
    "FirstTrickDuty", "Game", "Genscher", "Give",
    "Healthy", "MarriageSelector", "Party", "Phase", "Play", "PlayerView", "PovertyFox",
    "PovertyPass", "Rank", "Reservation", "Reserve", "Return", "Rules", "Score", "ScoreItem",
    "Scoring", "SoloLead", "State", "Suit", "Swines", "announcement_deadlines", "apply",
    "apply_unchecked", "card_order", "check", "deal", "deck", "is_legal", "known_parties",
    "legal_actions", "parse_action", "redact", "replay", "score", "to_record", "trick_winner",
    "validate", "view"
]
