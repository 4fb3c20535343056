"""The announcement deadlines (doppelkopf.md "Announcements (TSR 6; the same in both presets)";
TSR 6.2, 6.4.4): behind, latest, open_levels and cards_needed against the rules as the spec
words them, and the Calls values that remember each party's latest."""

from __future__ import annotations

import itertools

import pytest

from trickgames.doppelkopf.deadlines import (
    NEVER,
    TOP_LEVEL,
    behind,
    cards_needed,
    deadlines_of,
    latest,
    open_levels,
)
from trickgames.doppelkopf.state import Calls, calls_of

LEVELS = range(-1, TOP_LEVEL + 1)  # -1 nothing announced, 0 re/kontra, 1 no90 .. 4 schwarz
LATENESS = range(-3, 13)
SHIFTS = (0, 1, 2)  # no marriage shift; a marriage clarified in trick 2; in trick 3 or alone
DEALT = (12, 10)  # cards dealt to each seat, with and without nines
NAMES = ("re", "no90", "no60", "no30", "schwarz")


# -- the rules as the spec words them, judged level by level ----------------------------------


def threshold(n: int, shift: int, level: int) -> int:
    """The cards a seat must still hold for a first announcement of ``level``: re/kontra n-1,
    no90 n-2, no60 n-3, no30 n-4, schwarz n-5, every threshold lowered by the marriage shift."""
    return n - 1 - level - shift


def spec_legal(n: int, shift: int, held: int, current: int, other: int,
               blocked: bool) -> dict[int, bool]:
    """The levels the party may announce now, each with whether it is a late reply, worked out
    from the spec's wording one level at a time.

    ``current`` and ``other`` are the levels the party and the other party have announced
    (-1: nothing), ``blocked`` that the party replied late before."""
    if blocked:  # after a late reply no seat of that party may announce again
        return {}
    legal: dict[int, bool] = {}
    for level in range(TOP_LEVEL + 1):
        if level <= current:  # no announcement twice
            continue
        # A call implies every level from the party's next one up to it (no90 and higher need
        # the own re/kontra first); each implied level must be legal at this moment.
        late = False
        for implied in range(current + 1, level + 1):
            if held >= threshold(n, shift, implied):
                continue  # in time as a first announcement
            # The reply: re/kontra with one card fewer than the other party's latest
            # announcement required; it is late (and may be nothing more) because it would
            # not have been in time as a first announcement.
            reply = (implied == 0 and other >= 0
                     and held >= threshold(n, shift, other) - 1)
            if reply and level == 0:
                late = True
                continue
            break
        else:
            legal[level] = late
    return legal


def as_range(legal: dict[int, bool]) -> tuple[int, int]:
    """``spec_legal`` in open_levels' form, ``(low, high)``; ``(0, 0)`` for none."""
    if not legal:
        return 0, 0
    low, high = min(legal), max(legal) + 1
    assert sorted(legal) == list(range(low, high))  # the legal levels are always a run
    return low, high


# -- behind: cards held as lateness ------------------------------------------------------------


@pytest.mark.parametrize("n", DEALT)
@pytest.mark.parametrize("shift", SHIFTS)
def test_level_k_is_in_time_exactly_while_behind_is_at_most_k(n: int, shift: int) -> None:
    """A seat holding at least n-1-shift-k cards is at most k cards behind, so level k (re/kontra
    n-1, no90 n-2 ... schwarz n-5, lowered by the marriage shift) is in time exactly while
    behind <= k (doppelkopf.md "Announcements"; TSR 6.2)."""
    for held in range(n + 1):
        lateness = behind(n, shift, held)
        assert lateness == n - 1 - shift - held
        for level in range(TOP_LEVEL + 1):
            assert (lateness <= level) == (held >= threshold(n, shift, level)), (held, level)


def test_the_first_deadlines_of_a_full_deck() -> None:
    """With 12 cards dealt a first announcement needs re 11, no90 10, no60 9, no30 8, schwarz 7
    cards; without nines 9, 8, 7, 6, 5 (doppelkopf.md "Announcements"; TSR 6.2)."""
    for n, needs in ((12, (11, 10, 9, 8, 7)), (10, (9, 8, 7, 6, 5))):
        for level, need in enumerate(needs):
            low, high = open_levels(level - 1, latest(level - 1, -1, False),
                                    behind(n, 0, need))
            assert low <= level < high, (n, NAMES[level])
            assert open_levels(level - 1, latest(level - 1, -1, False),
                               behind(n, 0, need - 1)) == (0, 0), (n, NAMES[level])


@pytest.mark.parametrize("shift", [1, 2])
def test_a_marriage_shift_lowers_every_threshold(shift: int) -> None:
    """A marriage clarified in trick 2 lowers every threshold by 1, in trick 3 (or without
    partner) by 2: re with 11 - shift cards, schwarz with 7 - shift (doppelkopf.md
    "Announcements"; TSR 6.2)."""
    nothing = latest(-1, -1, False)
    assert open_levels(-1, nothing, behind(12, shift, 11 - shift)) == (0, TOP_LEVEL + 1)
    assert open_levels(-1, nothing, behind(12, shift, 10 - shift)) == (0, 0)
    after_no30 = latest(3, -1, False)
    assert open_levels(3, after_no30, behind(12, shift, 7 - shift)) == (4, TOP_LEVEL + 1)
    assert open_levels(3, after_no30, behind(12, shift, 6 - shift)) == (0, 0)


# -- open_levels and latest: examples ----------------------------------------------------------


def test_nothing_announced_and_in_time_opens_every_level() -> None:
    """On time a party may announce re/kontra or skip to any higher level, the skipped levels
    being legal at that moment (doppelkopf.md "Announcements"; TSR 6.4.2)."""
    assert open_levels(-1, latest(-1, -1, False), 0) == (0, TOP_LEVEL + 1)
    assert open_levels(-1, latest(-1, -1, False), -2) == (0, TOP_LEVEL + 1)
    # One card late nothing is left: re is too late and everything else needs it.
    assert open_levels(-1, latest(-1, -1, False), 1) == (0, 0)


def test_a_party_goes_on_while_its_next_level_is_in_time() -> None:
    """After re the party may say no90 (or more) while it holds n-2 cards: its next level, the
    strictest of those it may announce, decides (doppelkopf.md "Announcements"; TSR 6.2)."""
    assert latest(0, -1, False) == 1
    assert open_levels(0, latest(0, -1, False), 1) == (1, TOP_LEVEL + 1)
    assert open_levels(0, latest(0, -1, False), 2) == (0, 0)
    assert latest(2, 0, False) == 3
    assert open_levels(2, latest(2, 0, False), 3) == (3, TOP_LEVEL + 1)


def test_the_reply_is_one_card_later_than_the_other_partys_latest_announcement() -> None:
    """Reply (TSR 6.4.4): a party that has not announced may still say re/kontra with one card
    fewer than the other party's latest announcement required, and only re/kontra
    (doppelkopf.md "Announcements")."""
    for other in range(TOP_LEVEL + 1):
        last = latest(-1, other, False)
        assert last == other + 1
        assert open_levels(-1, last, other + 1) == (0, 1)  # a late reply: re/kontra alone
        assert open_levels(-1, last, other + 2) == (0, 0)
        assert open_levels(-1, last, 0) == (0, TOP_LEVEL + 1)  # still in time: anything


def test_no_further_announcement_after_a_late_reply() -> None:
    """After a late reply no seat of that party may announce again, whatever it holds
    (doppelkopf.md "Announcements"; TSR 6.4.4)."""
    for other in LEVELS:
        assert latest(0, other, True) == NEVER
        for lateness in LATENESS:
            assert open_levels(0, latest(0, other, True), lateness) == (0, 0)


def test_nothing_after_schwarz() -> None:
    """schwarz is the last level: a party that announced it can announce nothing more
    (doppelkopf.md "Announcements": no announcement twice)."""
    assert latest(TOP_LEVEL, -1, False) == NEVER
    assert all(open_levels(TOP_LEVEL, NEVER, lateness) == (0, 0) for lateness in LATENESS)


# -- open_levels and latest: every case against the spec's wording ----------------------------


def test_open_levels_agrees_with_the_spec_in_every_case() -> None:
    """For every level announced by the party and by the other party (-1..4), blocked or not,
    and every lateness -3..12 (with 12 or 10 cards, every marriage shift), open_levels over
    latest is exactly the set of levels the spec allows when each is judged on its own, and
    its high is 1 exactly when the call is a late reply (doppelkopf.md "Announcements"; TSR
    6.2, 6.4.4)."""
    cases = 0
    for current, other, blocked, lateness in itertools.product(
            LEVELS, LEVELS, (False, True), LATENESS):
        got = open_levels(current, latest(current, other, blocked), lateness)
        for n, shift in itertools.product(DEALT, SHIFTS):
            held = n - 1 - shift - lateness
            legal = spec_legal(n, shift, held, current, other, blocked)
            assert got == as_range(legal), (current, other, blocked, lateness, n, shift)
            late = any(legal.values())
            assert late == (got[1] == 1), (current, other, blocked, lateness)
            if late:
                assert legal == {0: True}
            cases += 1
    assert cases == 6 * 6 * 2 * 16 * 6


def test_latest_is_the_last_lateness_with_something_to_announce() -> None:
    """latest is the greatest lateness at which the party may still announce anything by the
    spec's rules, NEVER when it can announce nothing at any moment (doppelkopf.md
    "Announcements"; TSR 6.2, 6.4.4)."""
    for current, other, blocked in itertools.product(LEVELS, LEVELS, (False, True)):
        open_at = [lateness for lateness in LATENESS
                   if spec_legal(12, 0, 11 - lateness, current, other, blocked)]
        expected = max(open_at) if open_at else NEVER
        assert latest(current, other, blocked) == expected, (current, other, blocked)


# -- cards_needed: the deadline shown to players -----------------------------------------------


@pytest.mark.parametrize("n", DEALT)
@pytest.mark.parametrize("shift", SHIFTS)
def test_cards_needed_is_the_first_deadline_or_the_reply_window(n: int, shift: int) -> None:
    """cards_needed is the level's first-announcement threshold (n-1-shift-level); for
    re/kontra of a party that has not announced, after an announcement of the other party, one
    card fewer than that announcement required (doppelkopf.md "Announcements"; TSR 6.2,
    6.4.4)."""
    for level, current, other in itertools.product(range(TOP_LEVEL + 1), LEVELS, LEVELS):
        need = cards_needed(n, shift, level, current, other)
        if level == 0 and current < 0 and other >= 0:
            assert need == threshold(n, shift, other) - 1, (level, current, other)
        else:
            assert need == threshold(n, shift, level), (level, current, other)
    assert cards_needed(n, shift, 2) == threshold(n, shift, 2)  # defaults: nothing announced


@pytest.mark.parametrize("n", DEALT)
@pytest.mark.parametrize("shift", SHIFTS)
def test_cards_needed_for_re_is_the_fewest_cards_it_is_legal_with(n: int, shift: int) -> None:
    """The re/kontra deadline shown to a party that has not announced is the fewest cards with
    which the spec lets it say re/kontra, as a first announcement or as the reply of TSR 6.4.4
    (doppelkopf.md "Announcements")."""
    for other in LEVELS:
        fewest = min(held for held in range(n + 1)
                     if 0 in spec_legal(n, shift, held, -1, other, False))
        assert cards_needed(n, shift, 0, -1, other) == fewest, other


# -- Calls: each party's latest, worked out once -----------------------------------------------


def test_calls_remember_each_partys_latest_and_the_reach() -> None:
    """Every Calls value (all 144, built directly or shared by calls_of) holds each party's
    latest, from its own level, the other party's and its own block, and the reach, the
    greater of the two (doppelkopf.md "Announcements"; TSR 6.2, 6.4.4)."""
    seen = set()
    for re, kontra, re_blocked, kontra_blocked in itertools.product(
            LEVELS, LEVELS, (False, True), (False, True)):
        calls = Calls(re, kontra, re_blocked, kontra_blocked)
        shared = calls_of(re, kontra, re_blocked, kontra_blocked)
        assert shared == calls
        for value in (calls, shared):
            assert value.re_latest == latest(re, kontra, re_blocked)
            assert value.kontra_latest == latest(kontra, re, kontra_blocked)
            assert value.reach == max(value.re_latest, value.kontra_latest)
        seen.add(shared.code)
    assert seen == set(range(144))


# -- the house rules' deadlines (doppelkopf-variants.md "Announcement variants") --------


def test_the_deadline_floor_last() -> None:
    """doppelkopf-variants.md "Announcement variants": level k needs max(Dk - m, last) cards,
    the reply max(Dj - m - 1, last); a marriage shift never takes a deadline below `last`."""
    deadlines = deadlines_of(12, (11, 9, 6, 3, 3), 3, True, False)
    for shift in range(12):
        table = deadlines.tables[shift]
        for level, d in enumerate((11, 9, 6, 3, 3)):
            assert cards_needed(12, shift, level, level - 1, -1, table) == max(d - shift, 3)
        for other, d in enumerate((11, 9, 6, 3, 3)):
            assert cards_needed(12, shift, 0, -1, other, table) == min(
                max(11 - shift, 3), max(d - shift - 1, 3))
    tsr = deadlines_of(12, None, 1, True, False)
    assert cards_needed(12, 11, 4, 3, -1, tsr.tables[11]) == 1  # n - 5 - 11 < 1: the floor


def test_the_tsr_table_is_the_lateness_model() -> None:
    """doppelkopf-variants.md "Announcement variants": `null` means TSR: level k needs n - 1 - k
    cards (the thresholds 0..4 in lateness, the reply one more), at every shift whose
    deadlines stay above the floor."""
    for n in DEALT:
        tables = deadlines_of(n, None, 1, True, False).tables
        for shift in SHIFTS:
            assert tables[shift].first == (0, 1, 2, 3, 4)
            assert tables[shift].reply == (1, 2, 3, 4, 5)
    without_reply = deadlines_of(12, None, 1, False, False).tables[0]
    assert without_reply.reply == (NEVER,) * 5
    assert latest(-1, 2, False, without_reply.first, without_reply.reply) == 0
