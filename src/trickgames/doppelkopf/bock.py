"""Bock rounds in sessions (doppelkopf-variants.md "Bock rounds (sessions)").

* **Triggers** (the rules' ``bock``), judged on the finished deal before its own Bock factor:
  ``tie`` both parties 120 card points; ``solo_lost`` a deal scored as a solo that Kontra won;
  ``announcement_lost`` a party that announced at least re/kontra did not win; ``heart_trick``
  a trick of four plain hearts in a deal not scored as a solo (without Dullen the heart tens
  are plain hearts too, as FreeDoko's ``BOCK_HEART_TRICK`` judges them); ``schwarz`` a party took no
  trick; ``zero_score`` all four scores 0. Any number of triggers in one deal start one Bock
  round; void deals (thrown in, or all declined a poverty) trigger nothing.
* **Bookkeeping**: a list of pending levels, one per coming deal. A deal is played at the first
  pending level (0 if none), its ``context.bock``. After a deal that passes the deal on, the
  first entry is removed; after a compulsory solo after which the same dealer deals again it
  stays; a void deal changes nothing. Then, if the deal triggered, ``multiply`` adds 1 to each
  of the first *N* entries (*N* the players at the table), appending entries as needed;
  ``append`` appends *N* entries of 1.
* A deal's factor is ``bock_multiplier ** context.bock`` (the score's ``bock`` item).

>>> after_deal((), consumed=True, triggered=True, players=4, overlap=BockOverlap.MULTIPLY)
(1, 1, 1, 1)
>>> after_deal((1, 1, 1, 1), consumed=True, triggered=True, players=4,
...            overlap=BockOverlap.MULTIPLY)
(2, 2, 2, 1)
"""

from __future__ import annotations

from trickgames.doppelkopf.rules import BockOverlap, BockTrigger
from trickgames.doppelkopf.scoring import Score, is_heart_trick
from trickgames.doppelkopf.state import Party, Phase, State

__all__ = ["after_deal", "current_level", "triggers"]


def current_level(levels: tuple[int, ...]) -> int:
    """The Bock level of the coming deal: the first pending entry, 0 if none."""
    return levels[0] if levels else 0


def triggers(state: State, result: Score) -> tuple[BockTrigger, ...]:
    """The rules' Bock triggers that the finished deal ``state`` (scored ``result``) meets, in
    the order of the rules; none for a void deal."""
    enabled = state.rules.bock
    if not enabled or state.phase is not Phase.FINISHED:
        return ()
    game = state.game
    assert game is not None
    assert result.card_points is not None
    cp = result.card_points
    calls = state.calls
    met = {
        BockTrigger.TIE: cp.re == cp.kontra == 120,
        BockTrigger.SOLO_LOST: game.solo and result.winner is Party.KONTRA,
        BockTrigger.ANNOUNCEMENT_LOST: (
            (calls.re_level >= 0 and result.winner is not Party.RE)
            or (calls.kontra_level >= 0 and result.winner is not Party.KONTRA)),
        BockTrigger.HEART_TRICK: not game.solo and any(
            is_heart_trick(trick.cards, game.dullen) for trick in state.tricks),
        BockTrigger.SCHWARZ: cp.re_tricks == 0 or cp.kontra_tricks == 0,
        BockTrigger.ZERO_SCORE: not any(result.scores),
    }
    return tuple(t for t in enabled if met[t])


def after_deal(levels: tuple[int, ...], *, consumed: bool, triggered: bool, players: int,
               overlap: BockOverlap) -> tuple[int, ...]:
    """The pending levels after a deal: its entry removed when it passed the deal on
    (``consumed``), then, when it triggered, one Bock round of ``players`` deals added."""
    pending = list(levels[1:] if consumed else levels)
    if triggered:
        if overlap is BockOverlap.MULTIPLY:
            pending += [0] * (players - len(pending))
            for i in range(players):
                pending[i] += 1
        else:
            pending += [1] * players
    return tuple(pending)
