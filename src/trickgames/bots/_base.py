"""What every computer player is, and the loop that plays a deal with them.

A player sees only a player's view (``game.view(state, seat)``), never the state. The loop
asks the seat whose turn it is to :meth:`~Player.choose` one of its legal actions; before that,
every other seat that has an off-turn action (an announcement, a knock, a doubling) may
:meth:`~Player.interject` one.

The sentences the players (and the terminal game) say are data, one JSON file per table in
the package (:func:`sentences`), so that a translator edits text and no code.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from importlib import resources
from types import MappingProxyType
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from trickgames._core.registry import GameEngine
from trickgames._core.tricks import TRUMP

__all__ = ["ExplainingPlayer", "Player", "cheapest_plain", "partner_wins", "play_deal",
           "sentences"]

ViewT = TypeVar("ViewT")
ActionT = TypeVar("ActionT")


class Player(Protocol):
    """A computer (or human) player.

    ``choose`` gets the view of the seat whose turn it is and returns one of
    ``view.legal_actions``; ``interject`` gets the view of a seat that is not on turn but has
    legal off-turn actions, and returns one of them or ``None``.
    """

    def choose(self, view: Any) -> Any: ...

    def interject(self, view: Any) -> Any | None: ...


def play_deal(
    game: GameEngine,
    state: Any,
    players: Sequence[Player],
    *,
    on_action: Callable[[Any, Any], None] | None = None,
) -> Any:
    """Play ``state`` to the end with one player per seat; returns the final state.

    ``game`` is :mod:`trickgames.doppelkopf` or :mod:`trickgames.schafkopf`. Every action is
    applied with the checking :func:`apply`, so a player that returns an illegal action raises
    :class:`~trickgames.IllegalActionError`. ``on_action(state, action)`` is called before each
    action is applied.
    """
    legal_actions = game.legal_actions
    view = game.view
    apply = game.apply
    while not state.is_over:
        turn = state.turn
        action = None
        for offset in (1, 2, 3):
            seat = (turn + offset) & 3
            if not legal_actions(state, seat):
                continue
            action = players[seat].interject(view(state, seat))
            if action is not None:
                break
        if action is None:
            action = players[turn].choose(view(state, turn))
        if on_action is not None:
            on_action(state, action)
        state = apply(state, action)
    return state


# -- what both games' rule-of-thumb players do alike -----------------------------------------


class ExplainingPlayer(Generic[ViewT, ActionT]):
    """A player that says why: it plays what :meth:`explain` (on turn) and
    :meth:`explain_interjection` (off turn) return with the code of their reason, and
    :attr:`reasons` gives each code its English and German sentence."""

    #: The reasons of :meth:`explain`, by code (English, German).
    reasons: ClassVar[Mapping[str, tuple[str, str]]]

    def choose(self, view: ViewT) -> ActionT:
        """The action for the seat on turn (the one :meth:`explain` gives)."""
        return self.explain(view)[0]

    def interject(self, view: ViewT) -> ActionT | None:
        """The off-turn action or ``None`` (the one :meth:`explain_interjection` gives)."""
        return self.explain_interjection(view)[0]

    def explain(self, view: ViewT) -> tuple[ActionT, str]:
        """The action for the seat on turn and the code of its reason."""
        raise NotImplementedError

    def explain_interjection(self, view: ViewT) -> tuple[ActionT | None, str]:
        """The off-turn action (or ``None``) and the code of its reason."""
        raise NotImplementedError


def cheapest_plain(plays: Sequence[Any], order: Any, points: Sequence[int]) -> Any:
    """The play of the cheapest plain (non-trump) card, fewest points then lowest; the
    cheapest card of all when every one is a trump."""
    plain = [p for p in plays if order.suit[p.card] != TRUMP]
    return min(plain or plays, key=lambda p: (points[p.card], order.strength[p.card]))


def partner_wins(view: Any, winner_index: int) -> bool:
    """Whether the card at ``winner_index`` of the view's trick, so far the winner, is the
    viewer's partner's (as far as the viewer knows the parties)."""
    mine = view.parties[view.seat]
    return mine is not None and view.parties[(view.trick_leader + winner_index) & 3] is mine


# -- the sentences, as package data -----------------------------------------------------------


def sentences(package: str, name: str) -> Mapping[str, tuple[str, str]]:
    """The table of the package data file ``name`` of ``package``: each key with its English
    and German sentence, read-only and in the file's order. The file is a JSON object of
    ``{"en": ..., "de": ...}`` objects.

    >>> sentences("trickgames.bots", "schafkopf_reasons.json")["only_card"]
    ('the only card allowed', 'die einzige erlaubte Karte')
    """
    text = resources.files(package).joinpath(name).read_text(encoding="utf-8")
    table = {key: (both["en"], both["de"]) for key, both in json.loads(text).items()}
    return MappingProxyType(table)
