"""Genscher (doppelkopf-variants.md "Genscher"), with the ``genscher`` option on.

Only in a normal game (the silent marriage included). The *Genscher seat* held both diamond
kings when play started; the very next action after it plays the first of them may be
``p<s> genscher p<t>``, naming any other seat ``t`` (any other next action lets the chance
pass for good). From then on ``s`` and ``t`` are Re, the other two Kontra: a *Genscher game*,
scored as a normal game with special points. Every ``no90`` .. ``schwarz`` made so far is void;
each new party counts as having announced ``re`` (``kontra``) if at least one of its seats
made any announcement before; late-reply bars are lifted. Tricks keep their winners.
"""

from __future__ import annotations

import attrs

from trickgames._core.actions import illegal
from trickgames.doppelkopf.actions import Announce, Genscher, Play
from trickgames.doppelkopf.cards import Card
from trickgames.doppelkopf.contracts import Contract
from trickgames.doppelkopf.hands import both_held_by, copies
from trickgames.doppelkopf.rules import Rules
from trickgames.doppelkopf.state import _PLAY, Game, State, calls_of, make_state

__all__ = ["apply_genscher", "check_genscher", "genscher_actions", "start_genscher"]

_DK = Card.DK


def start_genscher(rules: Rules, game: Game, hands: tuple[int, ...]) -> Game:
    """The game at the start of play with its Genscher seat, if there can be one."""
    if not rules.genscher or game.contract is not Contract.NORMAL:
        return game
    seat = both_held_by(hands, _DK)
    return game if seat is None else attrs.evolve(game, genscher_holder=seat)


def _in_place(state: State, seat: int) -> bool:
    """Whether ``seat`` has just played the first of its two diamond kings (the action before
    this moment), so that its Genscher may come now."""
    game = state.game
    if state.phase is not _PLAY or game is None or game.genscher or game.genscher_holder != seat:
        return False
    history = state.history
    last = history[1] if history is not None else None
    return (isinstance(last, Play) and last.seat == seat and last.card == _DK
            and copies(state.hands[seat], _DK) == 1)


def check_genscher(state: State, action: Genscher) -> None:
    """Raise unless the Genscher is legal now."""
    if action.partner == action.seat:
        raise illegal(action, "genscher_self", "cannot name itself as the Genscher partner")
    if not state.rules.genscher:
        raise illegal(action, "genscher_not_allowed", "cannot Genscher: the rules have none")
    if not _in_place(state, action.seat):
        raise illegal(action, "genscher_not_allowed",
                      "can Genscher only in a normal game, with the action right after "
                      "playing the first of both diamond kings")


def apply_genscher(state: State, action: Genscher) -> State:
    """The state after a legal Genscher: the new parties, the announcements cut to a plain
    Re/Kontra for each new party whose seats announced before."""
    game = state.game
    assert game is not None
    pair = (action.seat, action.partner)
    re = (0 in pair, 1 in pair, 2 in pair, 3 in pair)
    announcers = {a.seat for a in state.actions if isinstance(a, Announce)}
    re_level = 0 if any(re[s] for s in announcers) else -1
    kontra_level = 0 if any(not re[s] for s in announcers) else -1
    game = attrs.evolve(game, re=re, declarer=action.seat, partner=action.partner, solo=False,
                        silent=False, genscher=True)
    return make_state(deal=state.deal, phase=state.phase, turn=state.turn, hands=state.hands,
                      trick=state.trick, tricks=state.tricks, game=game,
                      calls=calls_of(re_level, kontra_level, False, False),
                      # A Genscher game has no duty announcement (docs/freedoko.md).
                      pending=None, history=(state.history, action))


#: Interned Genscher actions by seat: one per other seat.
_ACTIONS = tuple(tuple(Genscher(seat, other) for other in range(4) if other != seat)
                 for seat in range(4))


def genscher_actions(state: State, seats: tuple[int, ...] | None = None) -> tuple[Genscher, ...]:
    """The legal Genscher actions of ``seats`` (``None``: every seat): after the Genscher
    seat's first diamond king, one per other seat."""
    game = state.game
    seat = game.genscher_holder if game is not None else None
    if seat is None or (seats is not None and seat not in seats) or not _in_place(state, seat):
        return ()
    return _ACTIONS[seat]
