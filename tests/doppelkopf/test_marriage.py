"""Marriage (Hochzeit): the clarification trick, the failed marriage, the shifted deadlines
(doppelkopf.md "Marriage (Hochzeit, TSR 4.4)", "Announcements"; TSR 4.4, 6)."""

from __future__ import annotations

import pytest

from trickgames import IllegalActionError
from trickgames import doppelkopf as dk
from trickgames.doppelkopf.contracts import Contract

from .helpers import design, hands_with, run

#: p0 (dealer) holds both club queens and declares a marriage; p1 is forehand.
RES = ["p1 healthy", "p2 healthy", "p3 healthy", "p0 reserve", "p0 declare marriage"]
TAIL = ["HK H9 DQ DQ", "SQ CQ SQ HQ", "CQ HQ CJ CJ", "SJ SJ HJ HJ", "DJ DJ DA DA",
        "DT DK DT DK", "HT D9 HT D9"]
#: p1 wins trick 1 (p0 does not): partner p1.
PARTNER_IN_1 = ["CA C9 CK CT", "CA C9 CK CT", "SA S9 SK ST", "SA S9 SK ST", "HA H9 HK HA",
                *TAIL]
#: p0 wins trick 1, p1 trick 2: partner p1, deadlines one card later.
PARTNER_IN_2 = ["C9 CK CT CA", "C9 CA CK CT", "SA S9 SK ST", "SA S9 SK ST", "HA H9 HK HA",
                *TAIL]
#: p0 wins tricks 1 and 2, p2 trick 3: partner p2, deadlines two cards later.
PARTNER_IN_3 = ["C9 CK CT CA", "CA C9 CK CT", "S9 SK SA ST", "SA S9 SK ST", "HA H9 HK HA",
                "HK H9 DQ DQ", "CQ SQ SQ HQ", "CQ HQ CJ CJ", "SJ SJ HJ HJ", "DJ DJ DA DA",
                "DT DK DT DK", "HT D9 HT D9"]
#: p0 wins tricks 1-3: no partner, a failed marriage.
NO_PARTNER = ["C9 CK CT CA", "CA C9 CK CT", "SA S9 SK ST", "SA S9 SK ST", "HA H9 HK HA",
              "HK H9 DQ DQ", "SQ SQ CQ HQ", "CQ HQ CJ CJ", "SJ SJ HJ HJ", "DJ DJ DA DA",
              "DT DK DT DK", "HT D9 HT D9"]
#: p0 wins trick 1 with a club queen, p2 wins trick 2 and is the partner; Kontra (p1, p3)
#: wins 124 : 116 without special points.
KONTRA_WINS = ["D9 DA DT CQ", "CK CT CA H9", "SJ HT CQ DJ", "SK ST ST S9", "HJ CJ DJ DA",
               "SQ SJ HT HQ", "D9 DT SQ HA", "C9 CT SA CK", "H9 DQ C9 HA", "HJ DK CJ SA",
               "CA HK S9 DQ", "DK SK HK HQ"]


def after_tricks(tricks: list[str], count: int, cards: int = 0,
                 context: dk.Context | None = None) -> dk.State:
    """The state after ``count`` complete tricks and ``cards`` more cards."""
    record = design(tricks, reservations=RES)
    return run(record["hands"], record["actions"][: len(RES) + 4 * count + cards],
               context=context)


def finished(tricks: list[str], context: dk.Context | None = None) -> dk.State:
    return after_tricks(tricks, 12, context=context)


def test_marriage_declared_is_open_and_forehand_leads() -> None:
    """A declared marriage: only the marriage player is Re until the clarification trick;
    forehand leads (doppelkopf.md Marriage; Who leads trick 1)."""
    state = after_tricks(PARTNER_IN_1, 0)
    game = state.game
    assert game is not None and game.contract is Contract.MARRIAGE and game.open
    assert game.re == (True, False, False, False)
    assert state.turn == 1


def test_partner_found_in_trick_1() -> None:
    """The first trick the marriage player does not win decides the partner, whatever was led
    (doppelkopf.md Marriage; TSR 4.4)."""
    state = after_tricks(PARTNER_IN_1, 1)
    game = state.game
    assert game is not None and not game.open and not game.solo
    assert game.partner == 1 and game.clarified_in == 1 and game.shift == 0
    assert game.re == (True, True, False, False)


def test_partner_found_in_trick_2() -> None:
    """A trick won by the marriage player does not decide; the next one does (doppelkopf.md
    Marriage; TSR 4.4)."""
    state = after_tricks(PARTNER_IN_2, 1)
    assert state.game is not None and state.game.open
    state = after_tricks(PARTNER_IN_2, 2)
    game = state.game
    assert game is not None and game.partner == 1 and game.clarified_in == 2
    assert game.shift == 1


def test_partner_found_in_trick_3() -> None:
    """The clarification trick may be trick 3 (doppelkopf.md Marriage; TSR 4.4)."""
    state = after_tricks(PARTNER_IN_3, 3)
    game = state.game
    assert game is not None and game.partner == 2 and game.clarified_in == 3
    assert game.shift == 2
    assert game.re == (True, False, True, False)


def test_failed_marriage_is_a_solo_not_compulsory() -> None:
    """If the marriage player wins tricks 1-3 he plays alone: a diamonds solo scored as a solo,
    not a compulsory one (doppelkopf.md Marriage; Reservations 5)."""
    owed = dk.Context(compulsory_solo=(True, False, False, False))
    state = after_tricks(NO_PARTNER, 3, context=owed)
    game = state.game
    assert game is not None and game.solo and not game.compulsory and game.partner is None
    assert game.soloist == 0 and game.shift == 2
    assert game.order.trump_cards == dk.card_order(Contract.SOLO_DIAMONDS).trump_cards


def test_failed_marriage_scores_three_times() -> None:
    """A failed marriage is scored as a solo: the soloist gets three times the value, each
    opponent the value once, and no special points (doppelkopf.md Marriage; Scoring)."""
    score = dk.score(finished(NO_PARTNER))
    assert score.solo and score.winner is dk.Party.RE
    assert score.card_points is not None and score.card_points.re == 230
    # won, under 90, under 60, under 30 = 4; the two foxes taken by p0 count nothing.
    assert score.value == 4
    assert score.scores == (12, -4, -4, -4)
    assert {i.code for i in score.items} == {"won", "under_90", "under_60", "under_30"}


def test_marriage_with_partner_scores_special_points() -> None:
    """A marriage with partner is scored like a normal game, with special points (doppelkopf.md
    Scoring: special points only in a normal game, a marriage with partner and a poverty)."""
    score = dk.score(finished(PARTNER_IN_1))
    assert not score.solo and score.winner is dk.Party.RE
    assert score.scores == (6, 6, -6, -6)
    assert [i.code for i in score.items].count("fox_caught") == 2


def test_no_announcement_before_the_clarification_trick_is_complete() -> None:
    """In a marriage announcements open only after the clarification trick is complete
    (doppelkopf.md Announcements)."""
    for count, cards in ((0, 0), (0, 3), (1, 0), (1, 2)):
        state = after_tricks(PARTNER_IN_2, count, cards)
        assert dk.legal_actions(state, 0) == tuple(
            a for a in dk.legal_actions(state, 0) if isinstance(a, dk.Play))
        with pytest.raises(IllegalActionError) as info:
            dk.apply(state, "p0 announce re")
        assert info.value.code == "marriage_not_clarified"
        with pytest.raises(IllegalActionError):
            dk.apply(state, "p3 announce kontra")
    state = after_tricks(PARTNER_IN_2, 2)
    assert dk.is_legal(state, "p0 announce re")
    assert dk.is_legal(state, "p3 announce kontra")


def test_partner_in_trick_1_keeps_the_normal_thresholds() -> None:
    """A marriage clarified in trick 1 keeps the thresholds: re/kontra with 11 cards, not 10
    (doppelkopf.md Announcements)."""
    state = after_tricks(PARTNER_IN_1, 1)
    assert dk.is_legal(state, "p1 announce re")
    assert dk.is_legal(state, "p2 announce kontra")
    state = after_tricks(PARTNER_IN_1, 2)
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p1 announce re")
    assert info.value.code == "announcement_too_late"


def test_partner_in_trick_2_lowers_every_threshold_by_one() -> None:
    """A marriage clarified in trick 2 lowers every threshold by 1: re with 10 cards, no90
    with 9, no60 with 8, no30 with 7, schwarz with 6 (doppelkopf.md Announcements; TSR 6)."""
    record = design(PARTNER_IN_2, reservations=RES)
    actions = record["actions"]
    start = len(RES) + 8
    state = run(record["hands"], actions[:start])
    assert [d.cards_required for d in dk.announcement_deadlines(state, 1)] == [10, 9, 8, 7, 6]
    assert dk.is_legal(state, "p2 announce kontra")
    for k, call in enumerate(["re", "no90", "no60", "no30", "schwarz"]):
        seat = 1 if call == "re" else 0
        trick = actions[start + 4 * k : start + 4 * k + 4]
        assert state.hand_size(seat) == 10 - k
        late = state
        for line in trick:
            late = dk.apply(late, line)
        assert not dk.is_legal(late, f"p{seat} announce {call}"), call
        state = dk.apply(state, f"p{seat} announce {call}")
        for line in trick:
            state = dk.apply(state, line)


def test_partner_in_trick_3_lowers_every_threshold_by_two() -> None:
    """A marriage clarified in trick 3 lowers every threshold by 2: re with 9 cards (doppelkopf.md
    Announcements; TSR 6)."""
    state = after_tricks(PARTNER_IN_3, 3)
    assert [d.cards_required for d in dk.announcement_deadlines(state, 2)] == [9, 8, 7, 6, 5]
    assert dk.is_legal(state, "p2 announce re")
    assert dk.is_legal(state, "p2 announce no90")  # skipping re: both legal with 9 cards
    assert dk.is_legal(state, "p1 announce kontra")
    state = after_tricks(PARTNER_IN_3, 4)
    assert not dk.is_legal(state, "p2 announce re")


def test_failed_marriage_lowers_every_threshold_by_two() -> None:
    """A marriage without partner lowers every threshold by 2 (doppelkopf.md Announcements)."""
    state = after_tricks(NO_PARTNER, 3)
    assert dk.is_legal(state, "p0 announce re")
    assert dk.is_legal(state, "p1 announce kontra")
    assert not dk.is_legal(state, "p1 announce re")
    state = after_tricks(NO_PARTNER, 4)
    assert not dk.is_legal(state, "p0 announce re")


def test_silent_marriage_uses_the_normal_thresholds() -> None:
    """A silent marriage uses the normal thresholds: re/kontra with 11 cards (doppelkopf.md
    Announcements)."""
    hands = hands_with({0: "CQ CQ CA CA SA SA HA HA DA DA HT HT"})
    state = run(hands, ["p1 healthy", "p2 healthy", "p3 healthy", "p0 healthy"])
    assert state.game is not None and state.game.silent and state.game.shift == 0
    assert [d.cards_required for d in dk.announcement_deadlines(state, 0)] == [11, 10, 9, 8, 7]
    assert dk.is_legal(state, "p0 announce re")
    assert not dk.is_legal(state, "p1 announce re")
    assert dk.is_legal(state, "p1 announce kontra")


def test_kontra_wins_against_the_club_queens_in_a_marriage() -> None:
    """A marriage with partner is no solo: Kontra winning gets +1 against the club queens
    (doppelkopf.md Scoring ddv, special points; TSR 7.2.3)."""
    score = dk.score(finished(KONTRA_WINS))
    assert score.card_points is not None and score.card_points.kontra == 124
    assert [(i.code, i.party.value) for i in score.items] == [
        ("won", "kontra"), ("against_the_club_queens", "kontra")]
    assert score.scores == (-2, 2, -2, 2)
