"""Shared by the random-play tests of both games: the weights a game's DRAWS (its entry's
``policy``, :class:`~trickgames._core.registry.DrawPolicy`) give the actions of the seat to
act."""

from __future__ import annotations

from typing import Any

from trickgames._core.registry import GameEntry

__all__ = ["draw_weights"]


def draw_weights(entry: GameEntry, state: Any) -> list[tuple[str, int]] | None:
    """The entry's DRAWS weights of the turn actions (those of no optional verb) of the seat to
    act, with each action's line; ``None`` when DRAWS leaves them uniform. Asserts one positive
    weight per action."""
    policy = entry.policy
    actions = [a for a in entry.engine.legal_actions(state)
               if a.verb not in policy.optional_verbs]
    got = policy.weights(state, actions)
    if got is None:
        return None
    assert len(got) == len(actions) and all(w > 0 for w in got)
    return [(str(a), w) for a, w in zip(actions, got, strict=True)]
