"""The duty announcement (the rules' ``first_trick_duty``; FreeDoko
``ANNOUNCEMENT_FIRST_TRICK_THIRTY_POINTS``, ``Game::evaluatetrick``; docs/freedoko.md).

In a normal game (not a marriage, a poverty, a solo or a Genscher game; a silent marriage
while the table does not know it is a normal game, as FreeDoko's ``Game::type`` reads it)
the seat that wins a first trick of 30 card points or more must announce before the first
card of trick 2:

* ``re_kontra``: ``re``/``kontra`` if its party has not announced yet (FreeDoko's default,
  ``..._ONLY_RE_CONTRA``);
* ``first_announcement``: ``re``/``kontra`` if nobody has announced yet (``..._ONLY_FIRST``);
* ``next_level``: its party's next level, ``re``/``kontra`` or the one after its highest (none
  after ``schwarz``).

The duty holds only when that announcement is legal (FreeDoko makes it through its ordinary
check: a late reply counts, an announcement out of time is not made). From the fourth card of
trick 1 until it is made the duty is pending (:class:`~trickgames.doppelkopf.state.
AnnouncementDuty` in ``State.pending``): no card can be played, while every announcement the
rules allow stays legal (FreeDoko asks the players for announcements on the full trick too).
After each announcement the duty is judged again, as FreeDoko judges it when it takes the
trick: made, no longer due (the party announced, or, for ``first_announcement``, anybody did),
or still due (for ``next_level`` the party's next level then). A Genscher then makes a
Genscher game, which has none. The record holds the duty as an ordinary ``announce`` action.

>>> from trickgames import doppelkopf as dk
>>> rules = dk.DDV.replace(first_trick_duty="re_kontra")
>>> state = dk.deal(rules, hands=[
...     ["CA", "CA", "CT", "CT", "CK", "CK", "C9", "C9", "SA", "SA", "ST", "ST"],
...     ["CQ", "SQ", "SQ", "HQ", "HQ", "DQ", "DQ", "CJ", "CJ", "SJ", "SJ", "HJ"],
...     ["SK", "SK", "S9", "S9", "HA", "HA", "HT", "HT", "HK", "HK", "H9", "H9"],
...     ["CQ", "HJ", "DJ", "DJ", "DA", "DA", "DT", "DT", "DK", "DK", "D9", "D9"]], dealer=3)
>>> for line in ["p0 healthy", "p1 healthy", "p2 healthy", "p3 healthy",
...              "p0 play CA", "p1 play CQ", "p2 play HT", "p3 play DA"]:
...     state = dk.apply(state, line)
>>> state.pending
AnnouncementDuty(seat=2, call=<Call.KONTRA: 'kontra'>, points=35)
>>> [str(a) for a in dk.legal_actions(state, 2)][:2]
['p2 announce kontra', 'p2 announce no90']
>>> dk.apply(state, "p2 announce kontra").pending is None
True
"""

from __future__ import annotations

from trickgames._core.actions import illegal
from trickgames.doppelkopf.actions import Announce, Call, Play
from trickgames.doppelkopf.announcements import announce_actions
from trickgames.doppelkopf.cards import POINTS
from trickgames.doppelkopf.contracts import Contract
from trickgames.doppelkopf.parties import silent_known
from trickgames.doppelkopf.rules import FirstTrickDuty
from trickgames.doppelkopf.state import _PLAY, AnnouncementDuty, State, make_state

__all__ = ["after_announcement", "after_first_trick", "duty_announcement",
           "refuse_during_duty"]

_LEVEL_CALLS = ((Call.RE, Call.NO90, Call.NO60, Call.NO30, Call.SCHWARZ),
                (Call.KONTRA, Call.NO90, Call.NO60, Call.NO30, Call.SCHWARZ))
_FIRST_ANNOUNCEMENT, _NEXT_LEVEL = FirstTrickDuty.FIRST_ANNOUNCEMENT, FirstTrickDuty.NEXT_LEVEL


def _duty(state: State) -> AnnouncementDuty | None:
    """The duty announcement due now (``state``: between the fourth card of trick 1 and the
    first card of trick 2, no duty recorded in it), if any."""
    game = state.game
    assert game is not None
    if game.contract is not Contract.NORMAL or game.genscher:
        return None
    if game.solo and not (game.silent and not silent_known(state, game)):
        # A silent marriage is a normal game to FreeDoko while the table does not know it
        # (``Game::type``); the duty must not tell a seat what it cannot see.
        return None
    trick = state.tricks[0]
    points = sum(POINTS[c] for c in trick.cards)
    if points < 30:
        return None
    seat = trick.winner
    re = game.re[seat]
    calls = state.calls
    own, other = ((calls.re_level, calls.kontra_level) if re
                  else (calls.kontra_level, calls.re_level))
    mode = state.deal.rules.first_trick_duty
    if own == 4 or (own >= 0 and mode is not _NEXT_LEVEL) or (
            other >= 0 and mode is _FIRST_ANNOUNCEMENT):
        return None
    call = _LEVEL_CALLS[0 if re else 1][own + 1]
    # Only an announcement the ordinary rules allow now (deadlines, reply, bars).
    if Announce(seat, call) not in announce_actions(state, seat):
        return None
    return AnnouncementDuty(seat, call, points)


def _with(state: State, duty: AnnouncementDuty | None) -> State:
    return make_state(deal=state.deal, phase=state.phase, turn=state.turn, hands=state.hands,
                      trick=state.trick, tricks=state.tricks, game=state.game,
                      calls=state.calls, pending=duty, history=state.history)


def after_first_trick(state: State) -> State:
    """``state`` (just after the fourth card of trick 1, rules with a duty) with the duty
    announcement pending when it is due, else ``state`` itself."""
    assert len(state.tricks) == 1
    assert not state.trick
    assert state.pending is None
    duty = _duty(state)
    return state if duty is None else _with(state, duty)


def after_announcement(state: State) -> State:
    """``state`` (just after an announcement made while a duty was pending) with the duty
    judged again: gone once made or no longer due, else as due now."""
    if not isinstance(state.pending, AnnouncementDuty):
        return state
    return _with(state, _duty(_with(state, None)))


def duty_announcement(state: State) -> Announce | None:
    """The duty announcement pending in ``state``, if any."""
    duty = state.pending
    if state.phase is not _PLAY or not isinstance(duty, AnnouncementDuty):
        return None
    return Announce(duty.seat, duty.call)


def refuse_during_duty(state: State, action: Play) -> None:
    """Raise ``announcement_duty`` for a card play while a duty announcement is pending."""
    duty = state.pending
    if state.phase is not _PLAY or not isinstance(duty, AnnouncementDuty):
        return
    raise illegal(action, "announcement_duty",
                  f"cannot play now: p{duty.seat} must first announce {duty.call.value}, "
                  f"having won a first trick of {duty.points} points (first_trick_duty)",
                  duty_seat=f"p{duty.seat}", call=duty.call.value, points=str(duty.points))
