"""What the player views of both games take alike from a state, written once.

Each game's ``PlayerView`` holds what one seat may know; much of it comes from the state the
same way in both games (:func:`seat_facts`): the seat, the rules, the dealer, the phase and
the turn, the seat's own hand (nothing for a spectator), how many cards each seat holds, the
current and the completed tricks, the seat's legal actions and, once the deal is over, the
score. The games add what is theirs (parties, calls, the bidding, what was passed face down).
The history a view shows is the record's lines without comments (:func:`plain_line`): a
record's author may have noted hidden cards in one. :func:`trick_json` and :func:`tricks_json`
write the tricks in the views' JSON shape.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from trickgames._core.tricks import Trick

__all__ = ["plain_line", "seat_facts", "trick_json", "tricks_json"]


def plain_line(action: object) -> str:
    """An action's record line without its comment.

    >>> from trickgames import doppelkopf as dk
    >>> plain_line(dk.parse_action("p1 play HT  # the Dulle"))
    'p1 play HT'
    """
    return str(action).split("  #", 1)[0]


def seat_facts(state: Any, seat: int | None, legal_actions: Callable[[Any, int], Any],
               score: Callable[[Any], Any]) -> dict[str, Any]:
    """The fields of a player view that every game takes alike from ``state`` for ``seat``
    (an ``int`` 0..3 already checked, or ``None`` for a spectator), by name: ``seat``,
    ``rules``, ``dealer``, ``phase``, ``turn``, ``hand``, ``hand_sizes``, ``trick``,
    ``trick_leader`` (``-1`` once the deal is over), ``tricks``, ``legal_actions`` (the game's
    ``legal_actions(state, seat)``; none for a spectator) and ``score`` (the game's
    ``score(state)`` once the deal is over, else ``None``).

    >>> from trickgames import schafkopf as sk
    >>> facts = seat_facts(sk.deal("standard", seed=3), 1, sk.legal_actions, sk.score)
    >>> facts["hand_sizes"], facts["trick_leader"], facts["score"]
    ((8, 8, 8, 8), 1, None)
    """
    over = state.is_over
    return {
        "seat": seat,
        "rules": state.rules,
        "dealer": state.dealer,
        "phase": state.phase,
        "turn": state.turn,
        "hand": state.hand(seat) if seat is not None else (),
        "hand_sizes": tuple(mask.bit_count() for mask in state.hands),
        "trick": state.trick,
        "trick_leader": state.trick_leader if state.turn >= 0 else -1,
        "tricks": state.tricks,
        "legal_actions": legal_actions(state, seat) if seat is not None else (),
        "score": score(state) if over else None,
    }


def trick_json(leader: int, cards: Sequence[Any]) -> dict[str, Any]:
    """The current trick in a view's JSON: who led it and the cards played to it so far."""
    return {"leader": leader, "cards": [card.name for card in cards]}


def tricks_json(tricks: Sequence[Trick[Any]]) -> list[dict[str, Any]]:
    """The completed tricks in a view's JSON: leader, cards in play order and winner each."""
    return [{"leader": t.leader, "cards": [card.name for card in t.cards], "winner": t.winner}
            for t in tricks]
