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

**House rules** (doppelkopf-variants.md "Announcement variants"): the deadlines may be any
non-increasing cards ``D0 .. D4`` (``announcement_deadlines``), with a floor ``last``; with the
shift ``m`` level ``k`` needs ``max(Dk - m, last)`` cards and the reply after the other party's
level ``j`` ``max(Dj - m - 1, last)`` (none with ``announcement_reply`` off). In lateness these
are the thresholds ``first[k]`` and ``reply[j]`` of a :class:`DeadlineTable` (one per rules
and shift, made once): level ``k`` is in time while ``behind <= first[k]``, the reply while
``behind <= reply[j]``. TSR's table is ``first = (0, 1, 2, 3, 4)``, ``reply = (1, .., 5)``,
the defaults of :func:`latest` and :func:`open_levels`. A deadline above the cards per hand
gives a threshold below every lateness: that level can never be announced (FreeDoko).

With ``announcement_last_floor`` ``tricks_to_play`` (FreeDoko ``ANNOUNCEMENT_LAST``) the floor
is not in the thresholds (level ``k`` needs ``Dk - m`` cards, the reply ``Dj - m - 1``) but a
moment: no announcement once fewer than ``last`` tricks are still to play, that is once more
than ``n - last`` tricks are complete (:attr:`Deadlines.cutoff`).

>>> open_levels(-1, latest(-1, -1, False), 0)   # nothing announced, on time: re .. schwarz
(0, 5)
>>> open_levels(-1, latest(-1, 1, False), 2)    # two cards late after the other's no90:
(0, 1)
>>> latest(0, -1, False), latest(-1, 2, False), latest(-1, -1, True)
(1, 3, -99)
"""

from __future__ import annotations

from functools import cache

__all__ = [
    "NEVER",
    "TOP_LEVEL",
    "DeadlineTable",
    "Deadlines",
    "behind",
    "calls_code",
    "cards_needed",
    "deadlines_of",
    "latest",
    "open_levels",
]

#: The highest level, ``schwarz``.
TOP_LEVEL = 4
#: :func:`latest` of a party that can never announce again (below every lateness).
NEVER = -99
#: TSR's thresholds in lateness: level ``k`` in time while ``behind <= k``; the reply after the
#: other party's level ``j`` while ``behind <= j + 1``.
TSR_FIRST = (0, 1, 2, 3, 4)
TSR_REPLY = (1, 2, 3, 4, 5)


def behind(cards_per_hand: int, shift: int, held: int) -> int:
    """How many cards a seat holding ``held`` cards is past the first deadline."""
    return cards_per_hand - 1 - shift - held


def latest(current: int, other: int, blocked: bool, first: tuple[int, ...] = TSR_FIRST,
           reply: tuple[int, ...] = TSR_REPLY) -> int:
    """The greatest lateness at which a party can still announce something.

    ``current`` and ``other`` are the levels the party and the other party have announced
    (``-1``: nothing); ``blocked``: a late reply bars the party (TSR 6.4.4). A party that has
    announced can go on while its next level is in time; one that has not, while ``re``
    (``kontra``) is in time or, after an announcement of the other party, as a reply to it.
    ``first`` and ``reply`` are the thresholds of a :class:`DeadlineTable` (default TSR's).
    """
    if blocked or current >= TOP_LEVEL:
        return NEVER
    if current >= 0:
        return first[current + 1]
    return max(first[0], reply[other]) if other >= 0 else first[0]


def open_levels(current: int, last: int, lateness: int,
                first: tuple[int, ...] = TSR_FIRST) -> tuple[int, int]:
    """The levels a party may announce now, as ``range(low, high)``, from the level it has
    announced (``current``) and its :func:`latest` (``last``): every level from its next one
    up while that one is in time, else only ``re``/``kontra`` as a late
    reply ``(0, 1)`` while ``last`` allows it, else none ``(0, 0)``. So ``high == 1`` exactly
    when what may be announced now is a late reply. ``first`` as in :func:`latest`."""
    if lateness > last:
        return 0, 0
    if lateness <= first[current + 1]:  # level k is in time while the lateness <= first[k]
        return current + 1, TOP_LEVEL + 1
    return 0, 1


def cards_needed(cards_per_hand: int, shift: int, level: int, current: int = -1,
                 other: int = -1, table: DeadlineTable | None = None) -> int:
    """How many cards a seat must still hold to announce ``level`` (the deadline shown to
    players): for ``re``/``kontra`` of a party that has not announced, the latest moment
    :func:`latest` allows (the reply window after an announcement of the other party); for
    every other level the first-announcement deadline. ``table``: the rules' deadlines for
    ``shift`` (default TSR's)."""
    first, reply = (table.first, table.reply) if table is not None else (TSR_FIRST, TSR_REPLY)
    if level == 0 and current < 0:
        return max(0, cards_per_hand - 1 - shift - latest(current, other, False, first, reply))
    return max(0, cards_per_hand - 1 - shift - first[level])


def calls_code(re_level: int, kontra_level: int, re_blocked: bool, kontra_blocked: bool) -> int:
    """The small integer (0..143) that identifies the announcements so far
    (:attr:`Calls.code <trickgames.doppelkopf.state.Calls.code>`), for tables and memo keys."""
    return (re_level + 1) + 6 * (kontra_level + 1) + 36 * re_blocked + 72 * kontra_blocked


#: Every announcement state as ``(re level, kontra level, re barred, kontra barred)``, by code.
_CALLS = tuple(
    (re, kontra, re_blocked, kontra_blocked)
    for kontra_blocked in (False, True)
    for re_blocked in (False, True)
    for kontra in range(-1, TOP_LEVEL + 1)
    for re in range(-1, TOP_LEVEL + 1)
)


class DeadlineTable:
    """The deadlines of one set of rules at one marriage shift, in lateness (see the module).

    ``first[k]``: level ``k`` is in time while the lateness is at most it; ``reply[j]``: a
    party that has not announced may reply ``re``/``kontra`` after the other party's level
    ``j`` while the lateness is at most it (:data:`NEVER` without replies). ``re_latest``,
    ``kontra_latest`` and ``reach`` hold :func:`latest` of Re, of Kontra and the greater of the
    two for every announcement state, by :func:`calls_code`.

    >>> table = deadlines_of(12, (11, 9, 6, 3, 3), 3, True, False).tables[0]
    >>> table.first, table.reply
    ((0, 2, 5, 8, 8), (1, 3, 6, 8, 8))
    """

    __slots__ = ("first", "kontra_latest", "re_latest", "reach", "reply", "shift")

    def __init__(self, cards_per_hand: int, shift: int, levels: tuple[int, ...], last: int,
                 reply: bool, floor: int = 1, cutoff: int | None = None,
                 full_trick: bool = False) -> None:
        base = cards_per_hand - 1 - shift  # the lateness of a seat holding h cards: base - h
        self.shift = shift
        self.first = tuple(base - max(d - shift, floor) for d in levels)
        self.reply = (tuple(base - max(d - shift - 1, floor) for d in levels) if reply
                      else (NEVER,) * (TOP_LEVEL + 1))
        self.re_latest = tuple(latest(re, kontra, re_blocked, self.first, self.reply)
                               for re, kontra, re_blocked, _ in _CALLS)
        self.kontra_latest = tuple(latest(kontra, re, kontra_blocked, self.first, self.reply)
                                   for re, kontra, _, kontra_blocked in _CALLS)
        # ``reach`` is read against the lateness of the seat holding the most cards,
        # ``tricks - 1 - shift`` after ``tricks`` complete tricks: with ``full_trick`` the
        # moment after a trick's fourth card is one card earlier (the trick not yet taken),
        # and with a ``cutoff`` nothing comes after more than ``cutoff`` complete tricks.
        ahead = 1 if full_trick else 0
        stop = cutoff - 1 - shift if cutoff is not None else None
        self.reach = tuple(
            (max(a, b) + ahead if stop is None else min(max(a, b) + ahead, stop))
            for a, b in zip(self.re_latest, self.kontra_latest, strict=True))


class Deadlines:
    """The announcement deadlines of a set of rules (:attr:`Rules.deadlines
    <trickgames.doppelkopf.Rules.deadlines>`): a :class:`DeadlineTable` per marriage shift
    (0 .. cards per hand - 1), whether a seat counts as holding its cards until the trick is
    complete (``full_trick``), and the memo of the announcements open at each moment (see
    :func:`~trickgames.doppelkopf.announcements.open_announcements`). Made once per distinct
    value by :func:`deadlines_of`, so equal rules share it."""

    __slots__ = ("cards_per_hand", "cutoff", "full_trick", "last", "memo", "tables")

    def __init__(self, cards_per_hand: int, levels: tuple[int, ...], last: int, reply: bool,
                 full_trick: bool, by_tricks: bool = False) -> None:
        self.cards_per_hand = cards_per_hand
        self.full_trick = full_trick
        self.last = last
        #: The most complete tricks after which an announcement may still come: ``n - last``
        #: when the floor counts the tricks still to play (``by_tricks``), else ``n`` (the
        #: floor is in the thresholds).
        self.cutoff = cards_per_hand - last if by_tricks else cards_per_hand
        floor = 0 if by_tricks else last
        self.tables = tuple(DeadlineTable(cards_per_hand, shift, levels, last, reply, floor,
                                          self.cutoff if by_tricks else None, full_trick)
                            for shift in range(cards_per_hand))
        self.memo: dict[tuple[int, int, int, int], tuple[object, ...]] = {}


@cache
def deadlines_of(cards_per_hand: int, levels: tuple[int, ...] | None, last: int, reply: bool,
                 full_trick: bool, by_tricks: bool = False) -> Deadlines:
    """The (shared) deadlines: ``levels`` the cards each level needs (``None``: TSR's, ``n -
    1 - k``), ``last`` the floor, ``reply`` whether TSR 6.4.4's late reply is allowed,
    ``full_trick`` whether a seat counts as holding its cards until the trick is taken,
    ``by_tricks`` whether the floor counts the tricks still to play (else the cards held)."""
    if levels is None:
        levels = tuple(cards_per_hand - 1 - k for k in range(TOP_LEVEL + 1))
    return Deadlines(cards_per_hand, levels, last, reply, full_trick, by_tricks)

