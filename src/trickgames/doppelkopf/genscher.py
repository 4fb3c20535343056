"""Genscher (doppelkopf-variants.md "Genscher"), with the ``genscher`` option on.

Only in a normal game and the marriages ``genscher_marriage`` names: ``silent``, the silent
marriage (which looks like a normal game); ``declared`` (FreeDoko ``Game::check_for_genscher``:
no solo, no poverty), a declared marriage that has not failed, before or after its
clarification trick, and the silent marriage only while the table does not know it (FreeDoko
reads it as a normal game until then, and as a solo once both club queens are played or the
other three seats are known to be Kontra). The *Genscher
seat* held both diamond kings when play started; the very next action after it plays the
first of them may be ``p<s> genscher p<t>``, naming any other seat ``t`` (any other next action
lets the chance pass for good). From then on ``s`` and ``t`` are Re, the other two Kontra: a
*Genscher game*, scored as a normal game with special points. Every ``no90`` .. ``schwarz``
made so far is void; each new party counts as having announced ``re`` (``kontra``) if at least
one of its seats made any announcement before; late-reply bars are lifted. Tricks keep their
winners.

A Genscher in a declared marriage makes it a normal game (FreeDoko's game type ``GENSCHER``):
the marriage's deadline shift ends; one before the clarification trick ends the search for a
partner, and the marriage then never clarifies, so no announcement can be made for the rest
of the deal (FreeDoko: "as long as the marriage is not determined, no announcement is
valid").
"""

from __future__ import annotations

import attrs

from trickgames._core.actions import illegal
from trickgames.doppelkopf.actions import Announce, Genscher, Play
from trickgames.doppelkopf.cards import Card
from trickgames.doppelkopf.contracts import Contract
from trickgames.doppelkopf.hands import both_held_by, copies
from trickgames.doppelkopf.parties import silent_known
from trickgames.doppelkopf.rules import GenscherMarriage, Rules
from trickgames.doppelkopf.state import _PLAY, Game, State, calls_of, make_state

__all__ = ["apply_genscher", "check_genscher", "genscher_actions", "start_genscher"]

_DK = Card.DK


def _allows(rules: Rules, game: Game) -> bool:
    """Whether ``game`` can have a Genscher (``genscher_marriage``): a normal game and the
    silent marriage, with ``declared`` a declared marriage too (whether the marriage has
    failed, or the silent one is known, is judged when the Genscher comes: :func:`_in_place`,
    :func:`_decided_now`)."""
    return game.contract is Contract.NORMAL or (
        game.contract is Contract.MARRIAGE
        and rules.genscher_marriage is GenscherMarriage.DECLARED)


def _decided_now(state: State, game: Game) -> bool:
    """Whether the declared marriage was decided (partner found, or alone) by the trick the
    Genscher seat's diamond king has just completed: FreeDoko looks for the Genscher when the
    card is played, before the trick is judged, so the Genscher then comes before the
    clarification trick."""
    return (game.contract is Contract.MARRIAGE and not state.trick
            and game.clarified_in == len(state.tricks))


def start_genscher(rules: Rules, game: Game, hands: tuple[int, ...]) -> Game:
    """The game at the start of play with its Genscher seat, if there can be one."""
    if not rules.genscher or not _allows(rules, game):
        return game
    seat = both_held_by(hands, _DK)
    return game if seat is None else attrs.evolve(game, genscher_holder=seat)


def _in_place(state: State, seat: int) -> bool:
    """Whether ``seat`` has just played the first of its two diamond kings (the action before
    this moment), so that its Genscher may come now."""
    game = state.game
    if state.phase is not _PLAY or game is None or game.genscher or game.genscher_holder != seat:
        return False
    if game.solo and game.contract is Contract.MARRIAGE and not _decided_now(state, game):
        return False  # the marriage failed before: he plays alone, a solo (FreeDoko)
    if (game.silent and state.rules.genscher_marriage is GenscherMarriage.DECLARED
            and silent_known(state, game)):
        return False  # the table knows the silent marriage: a solo to FreeDoko
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
    # In a declared marriage (``genscher_marriage`` ``declared``) the game becomes a normal
    # one: no deadline shift any more; before the clarification trick (or in the trick that
    # decided it, see _decided_now) it stays unclarified for good (``open``: no announcement
    # for the rest of the deal, as FreeDoko).
    still_open = game.open or _decided_now(state, game)
    game = attrs.evolve(game, contract=Contract.NORMAL, re=re, declarer=action.seat,
                        partner=action.partner, solo=False, silent=False, genscher=True,
                        shift=0, open=still_open,
                        clarified_in=0 if still_open else game.clarified_in)
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
