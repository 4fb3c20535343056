"""Doubling (Stoß): Kontra and Re.

Once the game is declared, a defender may say ``kontra``; then a seat of the declaring side
(the declarer or, in a Sauspiel, the holder of the called ace) may answer ``re``; further
doublings alternate (odd ones are ``kontra`` by a defender, even ones ``re`` by the declaring
side) up to ``max_doublings``. Each doubles the value. Doublings need no turn.

The window (``doubling_window``): ``before_first_card`` closes when the first card of trick 1
is played; ``before_own_first_card`` lets each seat double until it has played its own first
card (the same for every doubling, Re included). A seat not on the matching side cannot
double: the engine knows the sides, so the ace holder cannot say Kontra (and his Re reveals
him as the partner).
"""

from __future__ import annotations

from trickgames._core.actions import illegal
from trickgames._core.seats import check_seat
from trickgames.schafkopf.actions import KONTRAS, RES, Action, Kontra, Re
from trickgames.schafkopf.rules import DoublingWindow
from trickgames.schafkopf.state import (
    _FINISHED,
    _MARRIAGE,
    _PLAY,
    _VOID,
    State,
    make_state,
)

__all__ = [
    "apply_doubling",
    "check_doubling",
    "checked_doubling",
    "doubling_actions",
    "seats_doubling_actions",
    "window_open",
]

_BEFORE_FIRST_CARD = DoublingWindow.BEFORE_FIRST_CARD


def window_open(state: State, seat: int) -> bool:
    """Whether the doubling window is open for ``seat`` (the game declared, cards unplayed);
    ``seat`` is an ``int`` ``0..3``."""
    return _window_open(state, check_seat(seat))


def _window_open(state: State, seat: int) -> bool:
    if state.phase is not _PLAY:
        return False
    if state.deal.rules.doubling_window is _BEFORE_FIRST_CARD:
        return not state.tricks and not state.trick
    # Counted, not compared with the hand as dealt: a Hochzeit's exchange changes two hands.
    return state.hands[seat].bit_count() == state.deal.rules.cards_per_hand


def doubling_actions(state: State, seat: int) -> tuple[Action, ...]:
    """The doubling ``seat`` (an ``int`` ``0..3``) may say now (at most one)."""
    return _doubling_actions(state, check_seat(seat))


def _doubling_actions(state: State, seat: int) -> tuple[Action, ...]:
    game = state.game
    if game is None or not game.doubling or not _window_open(state, seat):
        return ()
    count = len(state.doublings)
    if count >= state.deal.rules.max_doublings:
        return ()
    if count & 1:
        return (RES[seat],) if game.side[seat] else ()
    return (KONTRAS[seat],) if not game.side[seat] else ()


def seats_doubling_actions(state: State, first: int) -> tuple[Action, ...]:
    """The doublings of every seat, from ``first`` on clockwise: what
    :func:`doubling_actions` gives each seat, in one pass."""
    game = state.game
    if game is None or state.phase is not _PLAY:
        return ()
    rules = state.deal.rules
    count = len(state.doublings)
    if count >= rules.max_doublings:
        return ()
    said = game.doublers[count & 1][first]  # as if every seat's window were open
    if rules.doubling_window is _BEFORE_FIRST_CARD:
        return () if state.tricks or state.trick else said
    return _unplayed(said, state.hands, rules.cards_per_hand)


def _unplayed(said: tuple[Action, ...], hands: tuple[int, ...],
              cards: int) -> tuple[Action, ...]:
    """The doublings of ``said`` by seats that have not played a card yet (that hold
    ``cards`` cards)."""
    # Not inline in seats_doubling_actions: a generator there would make its variables
    # closure cells, created on every call.
    return tuple(a for a in said if hands[a.seat].bit_count() == cards)


def check_doubling(state: State, action: Kontra | Re) -> None:
    """Raise unless the doubling is legal now."""
    word = action.verb
    phase = state.phase
    if phase in (_FINISHED, _VOID):
        raise illegal(action, "deal_over", f"cannot say {word}: the deal is over")
    game = state.game
    if game is None or phase is not _PLAY:
        why = ("the Hochzeit's exchange comes first" if phase is _MARRIAGE
               else "no game has been declared")
        raise illegal(action, "doubling_not_yet", f"cannot say {word} yet: {why}")
    if not game.doubling:
        raise illegal(action, "no_doubling",
                      f"cannot say {word}: there is no Kontra or Re in a "
                      f"{game.contract.value}")
    rules = state.deal.rules
    if not _window_open(state, action.seat):
        if rules.doubling_window is DoublingWindow.BEFORE_FIRST_CARD:
            why = "the first card has been played"
        else:
            why = f"p{action.seat} has played its first card"
        raise illegal(action, "doubling_too_late", f"cannot say {word} any more: {why}")
    count = len(state.doublings)
    if count >= rules.max_doublings:
        raise illegal(action, "doubling_limit",
                      f"cannot say {word}: the rules allow at most {rules.max_doublings} "
                      f"doubling{'s' if rules.max_doublings != 1 else ''}")
    if isinstance(action, Re):
        if not count & 1:
            why = ("re answers a kontra, and nobody has said kontra" if count == 0
                   else "the next doubling is a kontra by a defender")
            raise illegal(action, "re_without_kontra", f"cannot say re now: {why}")
        if not game.side[action.seat]:
            raise illegal(action, "wrong_side",
                          "cannot say re: it is a defender (re is the declaring side's answer)")
    else:
        if count & 1:
            raise illegal(action, "kontra_not_now",
                          "cannot say kontra now: the declaring side answers the kontra with re")
        if game.side[action.seat]:
            raise illegal(action, "wrong_side",
                          "cannot say kontra: it is on the declaring side")


def checked_doubling(state: State, action: Kontra | Re) -> State:
    """Check a Kontra or Re, then apply it."""
    check_doubling(state, action)
    return apply_doubling(state, action)


def apply_doubling(state: State, action: Kontra | Re) -> State:
    """The state after a legal doubling."""
    return make_state(deal=state.deal, phase=state.phase, turn=state.turn, hands=state.hands,
                      trick=state.trick, tricks=state.tricks, game=state.game,
                      auction=state.auction, doublings=state.doublings + (action.seat,),
                      history=(state.history, action))
