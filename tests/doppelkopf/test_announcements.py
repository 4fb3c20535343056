"""Announcements: thresholds, skipping levels, the reply rule, wrong party, twice
(doppelkopf.md "Announcements (TSR 6; the same in both presets)"; TSR 6)."""

from __future__ import annotations

import pytest

from trickgames import IllegalActionError, RulesError
from trickgames import doppelkopf as dk
from trickgames.doppelkopf.state import Calls

from .helpers import HEALTHY, design, hands_with, play_out, run, seated

#: A normal game: Re is p0 and p3, Kontra p1 and p2. p1 leads tricks 1-6 (p1 p2 p3 p0) and
#: p3 tricks 7-12, so after 4k+3 cards p0 still holds 12-k cards and after 4k+4 it holds 11-k.
GAME = design(["CA C9 CK CT", "CA C9 CK CT", "SA S9 SK ST", "SA S9 SK ST", "HA H9 HK HA",
               "HK H9 DQ DQ", "CQ CQ SQ SQ", "HQ HQ CJ CJ", "SJ SJ HJ HJ", "DJ DJ DA DA",
               "DT DK DT DK", "HT D9 HT D9"])
CARD_LINES = GAME["actions"][4:]


def _lines(steps: tuple[int | str, ...]) -> list[str]:
    """GAME's record lines for ``steps``: an int plays that many more cards, a string is an
    announcement line."""
    actions = list(HEALTHY)
    played = 0
    for step in steps:
        if isinstance(step, int):
            actions += CARD_LINES[played : played + step]
            played += step
        else:
            actions.append(step)
    return actions


def at(*steps: int | str) -> dk.State:
    """Replay GAME: an int plays that many more cards, a string is an announcement line."""
    return run(GAME["hands"], _lines(steps))


def refused(state: dk.State, line: str) -> str:
    """The code of the error ``line`` raises at ``state``."""
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, line)
    return info.value.code


def test_parties_of_the_example_game() -> None:
    """The club queens decide the parties of a normal game (doppelkopf.md Reservations 3)."""
    state = at()
    assert state.game is not None and state.game.re == (True, False, False, True)


def test_announcements_possible_off_turn() -> None:
    """A seat may announce on turn or not; legal_actions lists the other seats' announcements
    too (doppelkopf.md Announcements)."""
    state = at(1)
    assert state.turn == 2
    lines = {str(a) for a in dk.legal_actions(state)}
    assert {"p0 announce re", "p3 announce re", "p1 announce kontra",
            "p2 announce kontra"} <= lines
    assert "p2 play C9" in lines
    state = dk.apply(state, "p0 announce re")
    assert state.turn == 2 and state.calls.re_level == 0


@pytest.mark.parametrize("nines", [True, False])
@pytest.mark.parametrize("level", [0, 1, 2, 3, 4])
def test_threshold_of_every_level(nines: bool, level: int) -> None:
    """A seat may announce while it holds at least re/kontra n-1, no90 n-2, no60 n-3, no30 n-4,
    schwarz n-5 cards, n = 12, or 10 without nines (doppelkopf.md Announcements; TSR 6.2)."""
    rules = {"preset": "ddv", "nines": nines}
    n = 12 if nines else 10
    calls = ["re", "no90", "no60", "no30", "schwarz"]
    state = run(hands_with({0: "CQ", 2: "CQ"}, rules), HEALTHY, rules=rules)
    for call in calls[:level]:
        state = dk.apply(state, f"p0 announce {call}")
    seen = set()
    while not state.is_over:
        held = state.hand_size(0)
        assert dk.is_legal(state, f"p0 announce {calls[level]}") == (held >= n - 1 - level)
        seen.add(held >= n - 1 - level)
        deadline = dk.announcement_deadlines(state, 0)[0]
        assert deadline.call.value == calls[level] and deadline.cards_required == n - 1 - level
        state = dk.apply(state, dk.legal_actions(state, state.turn)[0])
    assert seen == {True, False}


def test_deadlines_of_a_seat() -> None:
    """announcement_deadlines lists every call not yet made with the cards it needs, whether
    the seat may make it now and why not (doppelkopf.md Announcements)."""
    state = at(8)
    deadlines = dk.announcement_deadlines(state, 1)
    assert [(d.call.value, d.cards_required, d.legal) for d in deadlines] == [
        ("kontra", 11, False), ("no90", 10, False), ("no60", 9, False), ("no30", 8, False),
        ("schwarz", 7, False)]
    assert "11" in deadlines[0].reason and "10" in deadlines[0].reason
    early = dk.announcement_deadlines(at(), 0)
    assert [d.legal for d in early] == [True] * 5
    assert dk.announcement_deadlines(at(), 0)[0].call is dk.Call.RE


def test_the_place_in_the_record_fixes_the_moment() -> None:
    """The action's place in the record fixes the moment: a seat that has played its card of
    the trick holds one card fewer (doppelkopf.md Announcements)."""
    assert dk.is_legal(at(6), "p3 announce re")  # p3 has not played to trick 2: 11 cards
    assert refused(at(7), "p3 announce re") == "announcement_too_late"  # 10 cards
    assert dk.is_legal(at(7), "p0 announce re")  # p0 plays last in trick 2: still 11
    assert refused(at(8), "p0 announce re") == "announcement_too_late"


def test_too_late_message_names_seat_call_and_cards() -> None:
    """An announcement after its deadline is refused with a message naming seat, call and the
    rule (doppelkopf.md Announcements; records.md Validation)."""
    with pytest.raises(IllegalActionError) as info:
        dk.apply(at(8), "p0 announce re")
    err = info.value
    assert err.code == "announcement_too_late" and err.seat == 0
    assert err.action == "p0 announce re"
    assert str(err).startswith("p0 ")
    assert "11" in str(err) and "10" in str(err) and "TSR 6" in str(err)


def test_higher_calls_need_the_own_re_or_kontra() -> None:
    """no90 and higher need the party's own re/kontra first: without it, a call is legal only
    when re/kontra could be skipped at that moment (doppelkopf.md Announcements)."""
    state = at(8)  # p0 holds 10: no90 alone would be in time, re is not
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p0 announce no90")
    assert info.value.code == "announcement_too_late"
    assert "implied by no90" in str(info.value)
    # The partner's re counts for the party.
    state = at("p3 announce re", 8)
    assert dk.is_legal(state, "p0 announce no90")
    # The other party's re does not: Kontra's no90 implies its own kontra.
    state = dk.apply(at("p0 announce re", 4), "p1 announce no90")
    assert state.calls.kontra_level == 1 and not state.calls.kontra_blocked


def test_skipping_levels_counts_them_as_announced() -> None:
    """A higher call may skip levels when each would still be legal; the skipped levels count
    as announced (doppelkopf.md Announcements; records.md `announce`)."""
    state = dk.apply(at(4), "p0 announce no60")  # 11 cards: re, no90 and no60 all in time
    assert state.calls.re_level == 2
    assert refused(state, "p3 announce re") == "already_announced"
    assert refused(state, "p3 announce no90") == "already_announced"
    assert dk.is_legal(state, "p3 announce no30")
    # After re, no60 at 10 cards may skip no90 (10) but at 9 cards it may not.
    assert dk.is_legal(at("p0 announce re", 8), "p0 announce no60")
    with pytest.raises(IllegalActionError) as info:
        dk.apply(at("p0 announce re", 12), "p0 announce no60")
    assert "no90 (implied by no60)" in str(info.value)


def test_skipped_levels_score_as_announced() -> None:
    """Skipped levels count as announced in the score (doppelkopf.md Announcements; TSR 7.2.2
    (b)-(d))."""
    skipped = at(4, "p0 announce no90", 44)
    stepwise = at(4, "p0 announce re", "p0 announce no90", 44)
    assert dk.score(skipped) == dk.score(stepwise)
    codes = [i.code for i in dk.score(skipped).items]
    assert "re_announced" in codes and "no90_announced" in codes


def test_re_only_by_re_kontra_only_by_kontra() -> None:
    """`re` only by the Re party, `kontra` only by the Kontra party (doppelkopf.md
    Announcements)."""
    state = at()
    assert refused(state, "p1 announce re") == "wrong_party"
    assert refused(state, "p0 announce kontra") == "wrong_party"
    assert dk.is_legal(state, "p0 announce re") and dk.is_legal(state, "p1 announce kontra")
    # A higher call is made for the seat's own party.
    state = dk.apply(state, "p1 announce no90")
    assert state.calls.kontra_level == 1 and state.calls.re_level == -1


def test_no_announcement_twice() -> None:
    """No announcement twice, by the same seat or its partner (doppelkopf.md Announcements)."""
    state = at("p0 announce re")
    assert refused(state, "p0 announce re") == "already_announced"
    assert refused(state, "p3 announce re") == "already_announced"
    state = dk.apply(state, "p3 announce no90")
    assert refused(state, "p0 announce no90") == "already_announced"
    assert refused(state, "p0 announce re") == "already_announced"
    # The other party is not affected.
    assert dk.is_legal(state, "p1 announce kontra")


def test_no_announcement_after_the_last_card() -> None:
    """Announcements end with the deal (doppelkopf.md Announcements)."""
    state = at(48)
    assert state.is_over
    assert refused(state, "p0 announce re") == "announcement_too_late"
    assert dk.announcement_deadlines(state, 0)[0].legal is False


def test_reply_with_one_card_fewer() -> None:
    """Reply (TSR 6.4.4): a party may still say re/kontra with one card fewer than the latest
    announcement of the other party required (doppelkopf.md Announcements)."""
    # re needed 11 cards: p1 may reply kontra with 10, not with 9.
    state = at("p0 announce re", 8)
    assert state.hand_size(1) == 10
    state = dk.apply(state, "p1 announce kontra")
    assert state.calls.kontra_level == 0 and state.calls.kontra_blocked
    assert refused(at("p0 announce re", 12), "p1 announce kontra") == "announcement_too_late"
    # Without an announcement of the other party there is nothing to reply to.
    assert refused(at(8), "p1 announce kontra") == "announcement_too_late"


def test_reply_measured_against_the_latest_announcement() -> None:
    """The reply window follows the other party's latest announcement: after no90 (10 cards)
    the reply is possible with 9 cards, not 8 (doppelkopf.md Announcements; TSR 6.4.4)."""
    state = at("p0 announce re", "p0 announce no90", 12)
    assert state.hand_size(1) == 9
    assert dk.is_legal(state, "p1 announce kontra")
    state = at("p0 announce re", "p0 announce no90", 16)
    assert refused(state, "p1 announce kontra") == "announcement_too_late"
    # after no60 (9 cards): reply with 8
    state = at("p0 announce no60", 16)
    assert state.hand_size(2) == 8
    assert dk.is_legal(state, "p2 announce kontra")


def test_late_reply_blocks_the_whole_party() -> None:
    """After a late reply no seat of that party, not even one still holding n-1 cards, may make
    a further announcement (doppelkopf.md Announcements; TSR 6.4.4)."""
    state = at("p0 announce re", 5)
    assert state.hand_size(1) == 10 and state.hand_size(2) == 11
    state = dk.apply(state, "p1 announce kontra")  # late: p1 holds 10
    for line in ("p2 announce no90", "p1 announce no90", "p2 announce no60"):
        assert refused(state, line) == "late_reply_blocks"
    assert all(not isinstance(a, dk.Announce) or a.seat in (0, 3)
               for a in dk.legal_actions(state))
    assert dk.announcement_deadlines(state, 2)[0].legal is False
    # The other party may go on.
    assert dk.is_legal(state, "p3 announce no90")


def test_reply_in_time_does_not_block() -> None:
    """The block applies only if the reply would not have been in time as a first
    announcement (doppelkopf.md Announcements; TSR 6.4.4)."""
    state = at("p0 announce re", 5, "p2 announce kontra")  # p2 still holds 11
    assert not state.calls.kontra_blocked
    state = at("p0 announce re", 5, "p2 announce kontra", 3)
    assert state.hand_size(2) == 10 and state.hand_size(1) == 10
    assert dk.is_legal(state, "p2 announce no90")
    assert dk.is_legal(state, "p1 announce no90")


def test_deadline_of_a_reply() -> None:
    """announcement_deadlines gives the reply window as the deadline of re/kontra once the other
    party has announced: one card fewer than its latest announcement required
    (doppelkopf.md Announcements; TSR 6.4.4)."""
    state = at("p0 announce re", 8)
    kontra = dk.announcement_deadlines(state, 1)[0]
    assert (kontra.call, kontra.cards_required, kontra.legal) == (dk.Call.KONTRA, 10, True)
    state = at("p0 announce re", "p0 announce no90", 12)
    kontra = dk.announcement_deadlines(state, 2)[0]
    assert (kontra.cards_required, kontra.legal) == (9, True)
    state = at("p0 announce re", "p0 announce no90", 16)
    kontra = dk.announcement_deadlines(state, 2)[0]
    assert (kontra.cards_required, kontra.legal) == (9, False)
    # The deadlines of the higher calls stay those of first announcements.
    assert [d.cards_required for d in dk.announcement_deadlines(at("p1 announce kontra"), 1)
            ] == [10, 9, 8, 7]


def test_late_reply_cannot_skip_to_higher_calls() -> None:
    """A call that needs a late reply cannot also skip to no90 or beyond: the implied kontra
    is a late reply, after which the party may not announce further (doppelkopf.md
    Announcements; TSR 6.4.4)."""
    state = at("p0 announce re", 8)
    assert refused(state, "p1 announce no90") == "late_reply_blocks"
    assert {str(a) for a in dk.legal_actions(state, 1) if isinstance(a, dk.Announce)} == {
        "p1 announce kontra"}


def test_reply_rule_is_the_same_for_re() -> None:
    """The reply rule works for Re replying to Kontra as well (doppelkopf.md Announcements;
    TSR 6.4.4)."""
    state = at("p1 announce kontra", 8)
    assert state.hand_size(0) == 10
    state = dk.apply(state, "p0 announce re")
    assert state.calls == Calls(re_level=0, kontra_level=0, re_blocked=True)
    assert refused(state, "p3 announce no90") == "late_reply_blocks"
    assert dk.is_legal(state, "p1 announce no90")


def test_late_reply_still_scores_as_announced() -> None:
    """A late reply is an announcement: it scores +2 (doppelkopf.md Scoring; TSR 7.2.2 (b))."""
    state = at("p0 announce re", 8, "p1 announce kontra", 40)
    codes = [i.code for i in dk.score(state).items]
    assert "re_announced" in codes and "kontra_announced" in codes


# -- announcement variants (doppelkopf-variants.md "Announcement variants") -------------------

FREEDOKO_DEADLINES = {"re": 11, "no90": 9, "no60": 6, "no30": 3, "schwarz": 3, "last": 3}


def at_rules(options: dict[str, object], *steps: int | str) -> dk.State:
    """:func:`at` under ``ddv`` with ``options``."""
    return run(GAME["hands"], _lines(steps), rules={"preset": "ddv", **options})


def test_deadlines_as_numbers_of_cards() -> None:
    """doppelkopf-variants.md "Announcement variants": `announcement_deadlines` gives the cards
    the announcer must still hold; with FreeDoko's, `no90` is still legal with 9 cards (TSR:
    10), `no60` needs 6."""
    options = {"announcement_deadlines": FREEDOKO_DEADLINES}
    state = at_rules(options, "p0 announce re", 12)
    assert state.hand_size(0) == 9
    assert dk.is_legal(state, "p0 announce no90")
    assert refused(at("p0 announce re", 12), "p0 announce no90") == "announcement_too_late"
    # no60 with 6 cards, once no90 is made; alone it would imply no90, which needs 9
    assert dk.is_legal(at_rules(options, "p0 announce re", 12, "p0 announce no90", 12),
                       "p0 announce no60")
    assert refused(at_rules(options, "p0 announce re", 24), "p0 announce no60") == (
        "announcement_too_late")
    assert refused(at_rules(options, "p0 announce re", 12, "p0 announce no90", 14),
                   "p0 announce no60") == "announcement_too_late"


def test_no_reply_without_announcement_reply() -> None:
    """doppelkopf-variants.md "Announcement variants": `announcement_reply` false: no late
    reply; re/kontra only within its own deadline (TSR: one card after the other party's)."""
    late = "p0 announce re", 8  # p1 holds 10 cards: a late reply under TSR
    assert dk.is_legal(at(*late), "p1 announce kontra")
    state = at_rules({"announcement_reply": False}, *late)
    assert refused(state, "p1 announce kontra") == "announcement_too_late"
    assert dk.is_legal(at_rules({"announcement_reply": False}, "p0 announce re", 4),
                       "p1 announce kontra")  # p1 holds 11: in time


def test_announcing_till_the_trick_is_taken() -> None:
    """doppelkopf-variants.md "Announcement variants": `announcement_till_full_trick`
    (FreeDoko ANNOUNCEMENT_TILL_FULL_TRICK, `real_tricks_remaining_no`): a seat counts as
    holding one card per trick not yet taken, so it may still announce after playing to the
    current trick, and after the trick's fourth card until the next trick starts (the trick
    is then full but not yet taken)."""
    # Trick 2: p1 has played its card (10 left), the trick is not complete: re/kontra needs 11.
    assert refused(at(5), "p1 announce kontra") == "announcement_too_late"
    options = {"announcement_till_full_trick": True}
    state = at_rules(options, 5)
    assert state.hand_size(1) == 10
    assert dk.is_legal(state, "p1 announce kontra")
    assert "p1 announce kontra" in [str(a) for a in dk.legal_actions(state)]
    # Right after trick 2's fourth card: still in time with 10 cards in hand (trick 2 is not
    # yet taken); the first card of trick 3 takes it.
    full = at_rules(options, 8)
    assert full.hand_size(1) == 10 and not full.trick
    assert dk.is_legal(full, "p1 announce kontra")
    assert "p1 announce kontra" in [str(a) for a in dk.legal_actions(full, 1)]
    assert not dk.is_legal(at(8), "p1 announce kontra")
    assert refused(at_rules(options, 9), "p1 announce kontra") == "announcement_too_late"
    with pytest.raises(IllegalActionError) as info:
        dk.apply(at_rules(options, 9), "p1 announce kontra")
    assert "till the trick is taken" in str(info.value)


#: A marriage under `freedoko` (dealer p3, forehand p0 holds both club queens): p0 wins tricks
#: 1-3, p1 trick 4 and is the partner (the deadlines move 3 cards); p0 says no60 holding 8
#: cards, p1 no30 right after his own card of trick 10 (2 cards in hand).
LATE_MARRIAGE = [
    "p0 CA p1 C9 p2 CK p3 CT", "p0 CA p1 C9 p2 CK p3 CT", "p0 SA p1 S9 p2 SK p3 ST",
    "p0 S9 p1 SA p2 SK p3 ST", "p1 HA p2 H9 p3 HK p0 HA", "p1 HK p2 H9 p3 DQ p0 DQ",
    "p3 D9 p0 CQ p1 D9 p2 DK", "p0 CQ p1 DK p2 DT p3 DT", "p0 SQ p1 DJ p2 DA p3 DA",
    "p0 SQ p1 DJ p2 HJ p3 HJ", "p0 HQ p1 HQ p2 SJ p3 SJ", "p0 CJ p1 CJ p2 HT p3 HT"]
MARRIAGE_RESERVATIONS = ["p0 reserve", "p1 healthy", "p2 healthy", "p3 healthy",
                         "p0 declare marriage"]


def late_marriage(options: dict[str, object], cards: int, *calls: str) -> dk.State:
    """LATE_MARRIAGE under `freedoko` with ``options`` after ``cards`` cards and ``calls``."""
    record = seated(LATE_MARRIAGE, rules={"preset": "freedoko", **options}, dealer=3,
                    before=MARRIAGE_RESERVATIONS)
    plays = record["actions"][len(MARRIAGE_RESERVATIONS):]
    return run(record["hands"], [*MARRIAGE_RESERVATIONS, *plays[:16], *calls,
                                 *plays[16:cards]],
               rules=record["rules"], dealer=3)


def test_the_last_announcement_floor_counts_the_tricks_to_play() -> None:
    """doppelkopf-variants.md "Announcement variants": `announcement_last_floor`
    `tricks_to_play` (FreeDoko ANNOUNCEMENT_LAST, Game::announcement_valid: no announcement
    once fewer than `last` tricks remain, tricks_remaining_no; level k needs Dk - m cards):
    with the partner found in trick 4 (m = 3) `no30` right after the player's own card in
    trick 10 is legal; with `cards_in_hand` (max(Dk - m, last) cards) it is not; after trick
    10 fewer than 3 tricks are to play."""
    state = late_marriage({}, 38, "p0 announce no60")
    assert state.game is not None and state.game.shift == 3 and state.game.partner == 1
    assert state.rules.announcement_last_floor.value == "tricks_to_play"
    assert state.hand_size(1) == 2 and len(state.tricks) == 9
    assert dk.is_legal(state, "p1 announce no30")
    assert "p1 announce no30" in [str(a) for a in dk.legal_actions(state)]
    cards = {"announcement_last_floor": "cards_in_hand"}
    assert refused(late_marriage(cards, 38, "p0 announce no60"), "p1 announce no30") == (
        "announcement_too_late")
    assert dk.is_legal(late_marriage(cards, 37, "p0 announce no60"),
                       "p1 announce no30")  # before his card p1 still holds 3
    done = late_marriage({}, 40, "p0 announce no60")
    assert len(done.tricks) == 10
    with pytest.raises(IllegalActionError) as info:
        dk.apply(done, "p0 announce no30")
    assert info.value.code == "announcement_too_late" and "tricks" in str(info.value)
    assert not done.announcing
    final = play_out(dk.apply(state, "p1 announce no30"))
    assert final.calls.re_level == 3
    assert dk.replay(dk.to_record(final)) == final


def test_a_deadline_above_the_hand_size_allows_no_such_announcement() -> None:
    """doppelkopf-variants.md "Announcement variants": each deadline is 1 .. 12 (FreeDoko's
    bounds, Rule::max: MAX_NUMBER_OF_TRICKS_IN_GAME, also without nines); with 10 cards a
    deadline of 11 cards allows no such announcement, as FreeDoko's
    Game::announcement_valid (cards + deferral >= the deadline): with FreeDoko's deadlines
    and without nines nobody can say re or kontra, and so nothing at all."""
    rules = dk.DDV.replace(nines=False, announcement_deadlines=FREEDOKO_DEADLINES)
    state = run(hands_with({}, rules), HEALTHY, rules=rules)
    assert state.hand_size(0) == 10
    assert not state.announcing
    assert [a for a in dk.legal_actions(state) if isinstance(a, dk.Announce)] == []
    seat = state.game.re.index(True) if state.game is not None else 0
    assert refused(state, f"p{seat} announce re") == "announcement_too_late"
    assert [(d.call.value, d.cards_required, d.legal)
            for d in dk.announcement_deadlines(state, seat)][:2] == [("re", 11, False),
                                                                      ("no90", 9, False)]
    with pytest.raises(RulesError) as info:
        dk.DDV.replace(announcement_deadlines={**FREEDOKO_DEADLINES, "re": 13})
    assert "1 .. 12" in info.value.problems[0]
