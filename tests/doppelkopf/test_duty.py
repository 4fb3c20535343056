"""The duty announcement after a first trick of 30 points (the rules' `first_trick_duty`;
FreeDoko `ANNOUNCEMENT_FIRST_TRICK_THIRTY_POINTS` with `..._ONLY_FIRST` and
`..._ONLY_RE_CONTRA`, `Game::evaluatetrick`; docs/freedoko.md "The duty announcement")."""

from __future__ import annotations

import pytest

from trickgames import IllegalActionError
from trickgames import doppelkopf as dk
from trickgames.doppelkopf.state import AnnouncementDuty

from .helpers import run as run_from


def run(hands: list[list[str]], actions: list[str], *, rules: dk.Rules) -> dk.State:
    return run_from(hands, actions, rules=rules, dealer=3)

#: p1 and p3 hold a club queen each (Re), p0 and p2 are Kontra; dealer p3, forehand p0.
HANDS = [
    ["CA", "CA", "CT", "CT", "CK", "CK", "C9", "C9", "SA", "SA", "ST", "ST"],
    ["CQ", "SQ", "SQ", "HQ", "HQ", "DQ", "DQ", "CJ", "CJ", "SJ", "SJ", "HJ"],
    ["SK", "SK", "S9", "S9", "HA", "HA", "HT", "HT", "HK", "HK", "H9", "H9"],
    ["CQ", "HJ", "DJ", "DJ", "DA", "DA", "DT", "DT", "DK", "DK", "D9", "D9"],
]
#: Both club queens with p1 (a marriage or a silent marriage), the rest as in HANDS.
MARRIAGE_HANDS = [HANDS[0], ["CQ", *HANDS[1][1:11], "CQ"], HANDS[2], ["HJ", *HANDS[3][1:]]]
HEALTHY = ["p0 healthy", "p1 healthy", "p2 healthy", "p3 healthy"]
#: Trick 1: p2's Dulle takes 35 points.
TRICK = ["p0 play CA", "p1 play CQ", "p2 play HT", "p3 play DA"]


def rules(duty: str = "re_kontra", **options: object) -> dk.Rules:
    return dk.DDV.replace(first_trick_duty=duty, **options)


def test_the_winner_must_announce_before_the_next_card() -> None:
    """FreeDoko's default (`re_kontra`): the winner of a first trick of 30 points or more in a
    normal game, whose party has not announced, must say re/kontra before trick 2's first
    card; every other announcement stays legal meanwhile; the record holds the duty as an
    ordinary announcement and replays."""
    state = run(HANDS, [*HEALTHY, *TRICK], rules=rules())
    assert state.pending == AnnouncementDuty(2, dk.Call.KONTRA, 35)
    assert dk.legal_actions(state, 2)[0] == dk.Announce(2, dk.Call.KONTRA)
    assert not any(isinstance(a, dk.Play) for a in dk.legal_actions(state))
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p2 play HA")
    assert info.value.code == "announcement_duty"
    assert "p2 must first announce kontra" in str(info.value)
    state = dk.apply(state, "p1 announce re")  # the other party: the duty stays
    assert state.pending == AnnouncementDuty(2, dk.Call.KONTRA, 35)
    state = dk.apply(state, "p2 announce kontra")
    assert state.pending is None and state.calls.kontra_level == 0
    state = dk.apply(state, "p2 play HA")
    record = dk.to_record(state)
    assert record.actions[-3:] == ("p1 announce re", "p2 announce kontra", "p2 play HA")
    assert dk.replay(record) == state


def test_the_duty_is_made_also_by_a_higher_call_or_by_the_partner() -> None:
    """The duty is judged again after each announcement, as FreeDoko judges it when the trick
    is taken: a higher call of the winner, or re/kontra of his partner, fulfils it."""
    duty = run(HANDS, [*HEALTHY, *TRICK], rules=rules())
    assert dk.apply(duty, "p2 announce no90").pending is None
    assert dk.apply(duty, "p0 announce kontra").pending is None


@pytest.mark.parametrize(("duty", "before", "expected"), [
    ("re_kontra", ["p0 announce kontra"], None),
    ("re_kontra", ["p1 announce re"], AnnouncementDuty(2, dk.Call.KONTRA, 35)),
    ("first_announcement", [], AnnouncementDuty(2, dk.Call.KONTRA, 35)),
    ("first_announcement", ["p1 announce re"], None),
    ("next_level", ["p0 announce kontra"], AnnouncementDuty(2, dk.Call.NO90, 35)),
    ("none", [], None),
])
def test_the_three_kinds_of_duty(duty: str, before: list[str],
                                 expected: AnnouncementDuty | None) -> None:
    """`re_kontra` (`..._ONLY_RE_CONTRA`): only while the winner's party has not announced;
    `first_announcement` (`..._ONLY_FIRST`): only while nobody has; `next_level` (`..._ONLY_
    RE_CONTRA` off): the party's next level; `none`: no duty."""
    state = run(HANDS, [*HEALTHY, *before, *TRICK], rules=rules(duty))
    assert state.pending == expected


def test_in_first_announcement_a_call_of_the_other_party_lifts_the_duty() -> None:
    """`first_announcement`: once anybody has announced the duty is no longer due."""
    state = run(HANDS, [*HEALTHY, *TRICK], rules=rules("first_announcement"))
    assert dk.apply(state, "p1 announce re").pending is None


def test_no_duty_under_thirty_points_or_out_of_time() -> None:
    """No duty for a first trick under 30 points (CA CJ SK DA: 28), nor when the announcement
    is not legal then (FreeDoko makes the duty through its ordinary check): re/kontra needing
    12 cards in hand."""
    low = run(HANDS, [*HEALTHY, "p0 play CA", "p1 play CJ", "p2 play SK", "p3 play DA"],
              rules=rules())
    assert low.pending is None and low.turn == 1
    late = dk.AnnouncementDeadlines(12, 9, 6, 3, 3)
    assert run(HANDS, [*HEALTHY, *TRICK],
               rules=rules(announcement_deadlines=late)).pending is None


@pytest.mark.parametrize(("reservations", "queen"), [
    (["p0 healthy", "p1 reserve", "p2 healthy", "p3 healthy", "p1 declare marriage"], "HQ"),
    (["p0 reserve", "p1 healthy", "p2 healthy", "p3 healthy", "p0 declare solo-aces"], "CQ"),
])
def test_only_in_a_normal_game(reservations: list[str], queen: str) -> None:
    """FreeDoko's duty needs the game type NORMAL: not in a marriage (its type is MARRIAGE
    from the declaration), a solo."""
    cards = ["p0 play CA", f"p1 play {queen}", "p2 play HT", "p3 play DA"]
    state = run(MARRIAGE_HANDS, [*reservations, *cards], rules=rules())
    assert sum(c.points for c in state.tricks[0].cards) >= 30
    assert state.pending is None


def test_a_silent_marriage_the_table_does_not_know_has_the_duty() -> None:
    """FreeDoko's ``Game::type`` reads a silent marriage as a normal game until the table
    knows it (both club queens played, or the other three known Kontra): the duty holds, so
    that no seat learns from it what it cannot see (docs/frontend.md, what a view hides)."""
    cards = ["p0 play CA", "p1 play HQ", "p2 play HT", "p3 play DA"]
    state = run(MARRIAGE_HANDS, [*HEALTHY, *cards], rules=rules())
    assert state.game is not None and state.game.silent
    assert state.pending == AnnouncementDuty(2, dk.Call.KONTRA, 35)


def test_the_freedoko_preset_has_freedokos_default() -> None:
    """FreeDoko's `Rule::reset_to_hardcoded`: the duty on, only re/contra, not only first."""
    assert dk.FREEDOKO.first_trick_duty is dk.FirstTrickDuty.RE_KONTRA
    assert dk.DDV.first_trick_duty is dk.PAGAT.first_trick_duty is dk.FirstTrickDuty.NONE
