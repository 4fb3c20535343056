"""The announcement deadlines (TSR 6.2, 6.4.4), written once.

With ``n`` cards dealt (12, or 10 without nines) and a marriage's deadline ``shift`` (0; 1 after
a clarification in trick 2; 2 after trick 3 or without partner), a first announcement of level
``k`` (0 ``re``/``kontra``, 1 ``no90`` ... 4 ``schwarz``) needs the seat to hold at least
``n - 1 - shift - k`` cards. Everything here is measured in *lateness*: how many cards a seat
is past the first deadline,

    ``behind = (n - 1 - shift) - cards held``,

so level ``k`` is in time exactly while ``behind <= k``. A party's next level is the strictest
of the levels it may announce (a higher one needs fewer cards), so once it is in time every
higher level is too, and a call may skip to any of them. The reply (TSR 6.4.4): a party that
has not announced may still say ``re``/``kontra`` one card later than the other party's
latest announcement required, ``behind <= other + 1``.

:func:`latest` is the one rule: the greatest lateness at which a party can still announce
anything (every :class:`~trickgames.doppelkopf.state.Calls` value works it out for both
parties once, when it is made). :func:`open_levels` (what may be announced now),
:func:`cards_needed` (the deadline shown to players), :attr:`Calls.reach
<trickgames.doppelkopf.state.Calls.reach>` and ``announcements_possible`` all derive from
it and from "level ``k`` is in time while ``behind <= k``" (stated in :func:`open_levels`);
the refusal reasons of :func:`~trickgames.doppelkopf.announcements.check_announcement` are
worded from the same two.

>>> open_levels(-1, latest(-1, -1, False), 0)   # nothing announced, on time: re .. schwarz
(0, 5)
>>> open_levels(-1, latest(-1, 1, False), 2)    # two cards late after the other's no90:
(0, 1)
>>> latest(0, -1, False), latest(-1, 2, False), latest(-1, -1, True)
(1, 3, -9)
"""

from __future__ import annotations

__all__ = ["NEVER", "TOP_LEVEL", "behind", "cards_needed", "latest", "open_levels"]

#: The highest level, ``schwarz``.
TOP_LEVEL = 4
#: :func:`latest` of a party that can never announce again.
NEVER = -9


def behind(cards_per_hand: int, shift: int, held: int) -> int:
    """How many cards a seat holding ``held`` cards is past the first deadline."""
    return cards_per_hand - 1 - shift - held


def latest(current: int, other: int, blocked: bool) -> int:
    """The greatest lateness at which a party can still announce something.

    ``current`` and ``other`` are the levels the party and the other party have announced
    (``-1``: nothing); ``blocked``: a late reply bars the party (TSR 6.4.4). A party that has
    announced can go on while its next level is in time; one that has not, while ``re``
    (``kontra``) is in time or, after an announcement of the other party, as a reply to it.
    """
    if blocked or current >= TOP_LEVEL:
        return NEVER
    if current >= 0:
        return current + 1
    return max(0, other + 1)


def open_levels(current: int, last: int, lateness: int) -> tuple[int, int]:
    """The levels a party may announce now, as ``range(low, high)``, from the level it has
    announced (``current``) and its :func:`latest` (``last``): every level from its next one
    up while that one is in time, else only ``re``/``kontra`` as a late
    reply ``(0, 1)`` while ``last`` allows it, else none ``(0, 0)``. So ``high == 1`` exactly
    when what may be announced now is a late reply."""
    if lateness > last:
        return 0, 0
    if lateness <= current + 1:  # level k is in time while the lateness is at most k
        return current + 1, TOP_LEVEL + 1
    return 0, 1


def cards_needed(cards_per_hand: int, shift: int, level: int, current: int = -1,
                 other: int = -1) -> int:
    """How many cards a seat must still hold to announce ``level`` (the deadline shown to
    players): for ``re``/``kontra`` of a party that has not announced, the latest moment
    :func:`latest` allows (the reply window after an announcement of the other party); for
    every other level the first-announcement deadline."""
    if level == 0 and current < 0:
        return cards_per_hand - 1 - shift - latest(current, other, False)
    return cards_per_hand - 1 - shift - level

