"""Winning and scoring: TSR 7.1 targets, TSR 7.2.2 (a)-(f), TSR 7.2.3 special points, the pagat
items, solos (doppelkopf.md "Winning (TSR 7.1)", "Scoring, preset `ddv`", "Scoring, preset
`pagat`"; seed 000 section 5).

Every deal below is a hand-made record written as its tricks in play order (see
``helpers.design``); dealer p0, forehand p1 leads trick 1, nobody reserves unless said. The
comment above each deal gives its parties and card points, checked by the first test.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from trickgames import TrickgamesError
from trickgames import doppelkopf as dk
from trickgames.doppelkopf.record import to_record, validate
from trickgames.doppelkopf.scoring import is_heart_trick

from .helpers import HEALTHY, design, design_state, hands_with, play_out, run, seated

# Seed 000 section 5: Re p2 p3 (players 3 and 4), p2 announces re after trick 1 holding 11
# cards; Re 134 : 106, no special point.
SEED_000 = ["CA C9 CK CT", "p2:re SA DJ SK S9", "CQ DA D9 HJ", "DT HT HQ HQ", "SJ HT CJ D9",
            "DK CJ DA CQ", "C9 CT CA CK", "SK HA SA ST", "DQ DT SQ HJ", "DK H9 DJ SJ",
            "HK S9 HK HA", "DQ ST SQ H9"]
# Re p0 p3, 120 : 120, no special point.
R120 = ["HK HA HA H9", "DK SQ DA DJ", "S9 ST SA ST", "HT HJ DT DT", "CK CA DA C9",
        "CQ DQ DQ DJ", "HQ CQ D9 SJ", "CT CT HQ D9", "SJ HT CJ SQ", "DK S9 CJ HJ",
        "C9 SA SK CK", "CA H9 SK HK"]
# Re p0 p3, 121 : 119, no special point.
R121 = ["HJ DK CQ HQ", "CK CA C9 CT", "S9 ST SK SA", "DQ DT HT DJ", "H9 HA H9 HA",
        "DA SJ SJ SQ", "DT DJ DA CQ", "C9 CJ CA CT", "D9 HQ SQ DK", "CJ HJ D9 HK",
        "SA ST HT S9", "HK SK DQ CK"]
# Re p1 p3, 119 : 121, no special point.
R119 = ["SA HK ST DQ", "HJ SQ DJ DA", "HK CT DA H9", "ST C9 S9 CJ", "CT CA C9 SQ",
        "H9 HQ CQ CA", "SK DT CQ D9", "HQ DT DQ CJ", "DJ HT SJ DK", "SJ S9 D9 HJ",
        "CK SA CK HA", "HT SK DK HA"]
# Re p2 p3, 151 : 89, no special point.
R151 = ["HA H9 HA HK", "SJ D9 HQ CJ", "DJ DT SQ HQ", "CA CA CK C9", "SK SA SK SA",
        "CQ CQ HT SQ", "H9 HK CJ S9", "HT DQ CT DJ", "HJ SJ CT DK", "DA ST D9 HJ",
        "DQ DK ST C9", "DT DA CK S9"]
# Re p0 p3, 150 : 90, no special point.
R150 = ["SQ HJ DJ CQ", "HT DQ HQ DQ", "HQ D9 DK DK", "ST S9 SA ST", "CJ HT DJ SQ",
        "CQ HJ CT SJ", "CJ DA SK SJ", "DA DT SA D9", "C9 CK CT CA", "CA HK CK H9",
        "HA H9 C9 HK", "HA S9 DT SK"]
# Re p2 p3, 90 : 150, no special point.
R90 = ["SA SK SA SK", "HJ DK CJ HJ", "DQ DK D9 CQ", "SQ SQ CJ DQ", "C9 H9 CT CK",
       "HA HA C9 HK", "D9 HT HQ SJ", "ST CA S9 ST", "SJ HQ DT DJ", "CT CQ HT CA",
       "S9 CK DA DT", "DA DJ HK H9"]
# Re p1 p3, 89 : 151, no special point.
R89 = ["DJ DA SJ CJ", "HQ DT HJ D9", "SJ DQ SQ CQ", "H9 C9 HA HK", "HA CK HK DK",
       "HJ DT DJ HT", "CJ HQ CQ HT", "DK D9 DQ SA", "DA SK CT ST", "S9 H9 ST SA",
       "SK S9 CK CT", "CA SQ CA C9"]
# Re p0 p3, 60 : 180, no special point.
R60 = ["DT HQ HJ DK", "DQ D9 HJ DA", "CT CK CA CJ", "SK SA S9 SK", "ST CQ SQ ST",
       "SJ DK CJ DJ", "HA HK H9 HK", "HA D9 C9 C9", "HQ DA HT SJ", "CK SA CA CT",
       "HT DT SQ H9", "DQ DJ CQ S9"]
# Re p0 p2, 130 : 110, no special point.
R130 = ["DA DT DJ DT", "HQ DQ DJ SJ", "C9 CK CA CK", "SA ST S9 SK", "SK SA CT DA",
        "DK CJ SJ D9", "DQ HT D9 HJ", "HK H9 H9 HA", "S9 HJ HK CA", "HT SQ DK CJ",
        "CQ SQ CQ CT", "HQ HA C9 ST"]
# Re p2 p3, 70 : 170, no special point.
R70 = ["DJ HJ CQ CJ", "CT CA CA CK", "D9 DT DJ SJ", "S9 S9 SK SA", "D9 HQ SQ DQ",
       "DA CJ DK DK", "CT CK C9 SJ", "HJ HT CQ HK", "DQ DT ST SQ", "H9 ST HA HA",
       "HK H9 HQ HT", "SK C9 SA DA"]
# Re p2 p3 take 240 points but Kontra (p1) takes trick 1, worth 0 points: not schwarz.
ALL_POINTS_NOT_SCHWARZ = ["C9 C9 S9 S9", "CA DT DJ D9", "HT D9 CA DA", "CQ DK CT DJ",
                          "SQ DK CT HJ", "HQ SA CK SJ", "DQ SA CK CJ", "CJ ST HA SQ",
                          "CQ SJ ST HA", "HT HJ SK HK", "HQ DA SK HK", "DQ DT H9 H9"]
# Re p2 p3, 127 : 113. Trick 4: p3 (Re) wins p1's DA (Kontra's fox). Trick 7: 42 points
# won by p1 (Kontra, a Doppelkopf). Trick 9: p0's DA won by its partner p1 (no fox).
FOX_AND_DOPPELKOPF = ["SK SA S9 S9", "CQ CQ SJ HQ", "HT DQ HT CJ", "CJ SQ SJ DA",
                      "HA H9 HK HA", "H9 HJ HK CK", "CT CA CT CA", "HQ DK DQ D9",
                      "SQ DJ DT DA", "C9 CK C9 ST", "DK DT SK D9", "SA ST HJ DJ"]
# Re p1 p3, 115 : 125. Last trick p1 SJ, p2 CJ (Kontra) wins, p3 CJ (Re) caught, p0 CA.
CHARLIE_WINS_AND_CATCHES = ["SA SK S9 HT", "CT C9 C9 CT", "SQ HQ HQ CQ", "S9 HA SK ST",
                            "HJ DQ DK CQ", "DK DT D9 DQ", "HK H9 HK DA", "HJ H9 HT SJ",
                            "DA D9 DT CA", "CK DJ SA CK", "ST DJ HA SQ", "SJ CJ CJ CA"]
# Re p0 p1, 133 : 107. Last trick p1 SJ, p2 HK, p3 DQ (Kontra) wins, p0 CJ (Re) caught.
CHARLIE_CAUGHT = ["ST S9 SK SK", "HQ SQ DA HJ", "CA CK CA H9", "DT HJ DA SJ", "SA ST HK S9",
                  "DJ DK CJ HQ", "H9 SQ HA D9", "DK DT HT DJ", "CK C9 SA CT",
                  "CT DQ C9 CQ", "HT HA D9 CQ", "SJ HK DQ CJ"]

DEALS = {
    "SEED_000": (SEED_000, (2, 3), 134),
    "R120": (R120, (0, 3), 120),
    "R121": (R121, (0, 3), 121),
    "R119": (R119, (1, 3), 119),
    "R151": (R151, (2, 3), 151),
    "R150": (R150, (0, 3), 150),
    "R90": (R90, (2, 3), 90),
    "R89": (R89, (1, 3), 89),
    "R60": (R60, (0, 3), 60),
    "R130": (R130, (0, 2), 130),
    "R70": (R70, (2, 3), 70),
    "ALL_POINTS_NOT_SCHWARZ": (ALL_POINTS_NOT_SCHWARZ, (2, 3), 240),
    "FOX_AND_DOPPELKOPF": (FOX_AND_DOPPELKOPF, (2, 3), 127),
    "CHARLIE_WINS_AND_CATCHES": (CHARLIE_WINS_AND_CATCHES, (1, 3), 115),
    "CHARLIE_CAUGHT": (CHARLIE_CAUGHT, (0, 1), 133),
}

DDV = "ddv"
PAGAT_TSR_OFF = {"preset": "ddv", "scoring": "pagat"}


def deal_with_calls(tricks: Sequence[str], re: str = "", kontra: str = "",
                    rules: Any = DDV) -> dk.State:
    """The deal with ``re`` and ``kontra`` (space-separated calls) announced before the first
    card by the first seat of each party."""
    parties = design_state(tricks, rules=rules).game.re  # type: ignore[union-attr]
    re_seat, kontra_seat = parties.index(True), parties.index(False)
    tokens = [f"p{re_seat}:{c}" for c in re.split()]
    tokens += [f"p{kontra_seat}:{c}" for c in kontra.split()]
    return design_state([" ".join([*tokens, tricks[0]]), *tricks[1:]], rules=rules)


def scored(tricks: Sequence[str], re: str = "", kontra: str = "",
           rules: Any = DDV) -> dk.Score:
    return dk.score(deal_with_calls(tricks, re, kontra, rules))


def items(score: dk.Score) -> list[tuple[str, str, int]]:
    return [(i.code, i.party.value, i.amount) for i in score.items]


def re_scores(value: int, re_seats: tuple[int, int]) -> tuple[int, ...]:
    return tuple(value if s in re_seats else -value for s in range(4))


@pytest.mark.parametrize("name", list(DEALS))
def test_example_deals_have_the_stated_parties_and_points(name: str) -> None:
    """Card points sum to 240 and are counted per party from the tricks won (doppelkopf.md Cards
    and ranking; TSR 7.1)."""
    tricks, re_seats, re_points = DEALS[name]
    state = design_state(tricks)
    assert state.game is not None and not state.game.solo
    assert [s for s in range(4) if state.game.re[s]] == list(re_seats)
    points = dk.score(state).card_points
    assert points is not None
    assert (points.re, points.kontra) == (re_points, 240 - re_points)


# -- the worked example of seed 000 --------------------------------------------------------


def test_seed_000_worked_example() -> None:
    """Seed 000 section 5: Re 134 : 106 after "Re": won 1 + re 2 = 3 game points, p2 and p3
    +3, p0 and p1 -3 (doppelkopf.md Scoring ddv; TSR 7.2.2 (a), (b))."""
    state = design_state(SEED_000)
    first = state.tricks[0]
    assert first.leader == 1 and first.winner == 1  # player 2 leads CA and wins 25
    assert sum(c.points for c in first.cards) == 25
    assert state.tricks[1].winner == 2 and state.tricks[2].winner == 2
    score = dk.score(state)
    assert score.winner is dk.Party.RE
    assert items(score) == [("won", "re", 1), ("re_announced", "re", 2)]
    assert score.value == 3
    assert score.scores == (-3, -3, 3, 3)
    assert score.to_json() == {"scores": [-3, -3, 3, 3], "winner": "re",
                               "card_points": {"re": 134, "kontra": 106}}


def test_seed_000_record_validates_with_its_result() -> None:
    """The seed 000 example as a record validates against its claimed result, and a wrong claim
    is reported item by item (records.md Validation 6)."""
    record = design(SEED_000, result={"scores": [-3, -3, 3, 3], "winner": "re",
                                      "card_points": {"re": 134, "kontra": 106}})
    assert validate(record).valid
    record["result"] = {"scores": [-2, -2, 2, 2], "winner": "kontra",
                        "card_points": {"re": 134, "kontra": 106}}
    report = validate(record)
    assert not report.valid
    assert {i.path for i in report.issues} == {
        "$.result.scores[0]", "$.result.scores[1]", "$.result.scores[2]",
        "$.result.scores[3]", "$.result.winner"}
    assert {i.code for i in report.issues} == {"result_mismatch"}


# -- TSR 7.1: who wins --------------------------------------------------------------------


def test_re_needs_121() -> None:
    """Re needs 121 card points (doppelkopf.md Winning; TSR 7.1.1)."""
    score = scored(R121)
    assert score.winner is dk.Party.RE
    assert items(score) == [("won", "re", 1)]
    assert score.scores == re_scores(1, (0, 3))


def test_kontra_wins_with_120() -> None:
    """Kontra needs 120: 120 : 120 is won by Kontra, +1 against the club queens (doppelkopf.md
    Winning; TSR 7.1.1, 7.2.3; seed 000 section 7)."""
    score = scored(R120)
    assert score.winner is dk.Party.KONTRA
    assert items(score) == [("won", "kontra", 1), ("against_the_club_queens", "kontra", 1)]
    assert score.scores == re_scores(-2, (0, 3))


def test_only_kontra_announced_re_needs_120() -> None:
    """If only Kontra announced `kontra` (and Re nothing), Re needs 120 and Kontra 121
    (doppelkopf.md Winning; TSR 7.1.2)."""
    score = scored(R120, kontra="kontra")
    assert score.winner is dk.Party.RE
    assert items(score) == [("won", "re", 1), ("kontra_announced", "re", 2)]
    assert score.scores == re_scores(3, (0, 3))
    score = scored(R119, kontra="kontra")  # Kontra 121: enough
    assert score.winner is dk.Party.KONTRA
    assert items(score) == [("won", "kontra", 1), ("kontra_announced", "kontra", 2),
                            ("against_the_club_queens", "kontra", 1)]
    assert score.scores == re_scores(-4, (1, 3))


def test_re_announced_keeps_the_normal_targets() -> None:
    """With `re` announced (alone or with `kontra`) Re needs 121 and Kontra 120 (doppelkopf.md
    Winning; TSR 7.1)."""
    score = scored(R120, re="re")
    assert score.winner is dk.Party.KONTRA
    assert items(score) == [("won", "kontra", 1), ("re_announced", "kontra", 2),
                            ("against_the_club_queens", "kontra", 1)]
    score = scored(R120, re="re", kontra="kontra")
    assert score.winner is dk.Party.KONTRA and score.value == -6
    score = scored(R121, re="re", kontra="kontra")
    assert score.winner is dk.Party.RE and score.value == 5


def test_own_no90_raises_the_target_to_151() -> None:
    """A party's own no90 raises its target to 151; missing it loses, and the other party wins
    with 90 (doppelkopf.md Winning; TSR 7.1.2)."""
    won = scored(R151, re="re no90")
    assert won.winner is dk.Party.RE
    assert items(won) == [("won", "re", 1), ("under_90", "re", 1), ("re_announced", "re", 2),
                          ("no90_announced", "re", 1)]
    assert won.scores == re_scores(5, (2, 3))
    lost = scored(R150, re="re no90")
    assert lost.winner is dk.Party.KONTRA
    assert items(lost) == [("won", "kontra", 1), ("re_announced", "kontra", 2),
                           ("no90_announced", "kontra", 1),
                           ("against_the_club_queens", "kontra", 1)]
    assert lost.scores == re_scores(-5, (0, 3))


def test_exactly_90_is_not_under_90() -> None:
    """"Under 90" means fewer than 90 card points (doppelkopf.md Scoring (a); TSR 7.2.2 (a))."""
    assert items(scored(R150)) == [("won", "re", 1)]
    assert items(scored(R151)) == [("won", "re", 1), ("under_90", "re", 1)]


def test_against_the_others_no90_90_wins() -> None:
    """Against the other party's no90 a party wins with 90 points (doppelkopf.md Winning;
    TSR 7.1.2)."""
    score = scored(R90, kontra="kontra no90")
    assert score.winner is dk.Party.RE
    assert items(score) == [("won", "re", 1), ("kontra_announced", "re", 2),
                            ("no90_announced", "re", 1)]
    assert score.scores == re_scores(4, (2, 3))
    score = scored(R89, kontra="kontra no90")
    assert score.winner is dk.Party.KONTRA
    assert items(score) == [("won", "kontra", 1), ("under_90", "kontra", 1),
                            ("kontra_announced", "kontra", 2),
                            ("no90_announced", "kontra", 1),
                            ("against_the_club_queens", "kontra", 1)]
    assert score.scores == re_scores(-6, (1, 3))


def test_own_re_does_not_commit_to_121() -> None:
    """Only a party's own no90 or higher commits it to more: after its own re, Re still wins
    with 90 against Kontra's no90 (doppelkopf.md Winning; TSR 7.1.2)."""
    score = scored(R90, re="re", kontra="kontra no90")
    assert score.winner is dk.Party.RE
    assert items(score) == [("won", "re", 1), ("re_announced", "re", 2),
                            ("kontra_announced", "re", 2), ("no90_announced", "re", 1)]


def test_against_the_others_no60_60_wins() -> None:
    """Against the other party's no60 a party wins with 60 points; the losers' announcements
    count for the winners (doppelkopf.md Winning; TSR 7.1.2, 7.2.2 (c, d))."""
    score = scored(R60, kontra="kontra no60")
    assert score.winner is dk.Party.RE
    assert items(score) == [("won", "re", 1), ("kontra_announced", "re", 2),
                            ("no90_announced", "re", 1), ("no60_announced", "re", 1)]
    assert score.scores == re_scores(5, (0, 3))
    # Without the announcement Kontra wins and Re stayed under 90 but not under 60.
    assert items(scored(R60)) == [("won", "kontra", 1), ("under_90", "kontra", 1),
                                  ("against_the_club_queens", "kontra", 1)]


def test_own_announcements_commit_to_more() -> None:
    """Against the other's announcement a party wins with less, unless its own announcements
    commit it to more: Re's own no90 needs 151 even against Kontra's no60 (doppelkopf.md
    Winning)."""
    score = scored(R121, re="re no90", kontra="kontra no60")
    # Re 121 < 151 and Kontra 119 < 181: neither reached its target.
    assert score.winner is None


def test_schwarz_is_about_tricks() -> None:
    """Schwarz is about tricks: 240 points without every trick is not schwarz (doppelkopf.md
    Winning; TSR 7.1.2, 7.2.2 (a))."""
    score = scored(ALL_POINTS_NOT_SCHWARZ)
    assert score.card_points is not None and score.card_points.kontra_tricks == 1
    assert items(score) == [("won", "re", 1), ("under_90", "re", 1), ("under_60", "re", 1),
                            ("under_30", "re", 1)]
    assert score.scores == re_scores(4, (2, 3))


def test_own_schwarz_means_every_trick_and_one_trick_beats_it() -> None:
    """A party's own schwarz means taking every trick; against it the other party wins with one
    trick, even one worth 0 points (doppelkopf.md Winning; TSR 7.1.2)."""
    score = scored(ALL_POINTS_NOT_SCHWARZ, re="schwarz")
    assert score.winner is dk.Party.KONTRA
    assert items(score) == [("won", "kontra", 1), ("re_announced", "kontra", 2),
                            ("no90_announced", "kontra", 1), ("no60_announced", "kontra", 1),
                            ("no30_announced", "kontra", 1),
                            ("schwarz_announced", "kontra", 1),
                            ("against_the_club_queens", "kontra", 1)]
    assert score.scores == re_scores(-8, (2, 3))


def test_reached_lines_against_the_losers_announcements() -> None:
    """TSR 7.2.2 (e, f): 120 reached against no90, 90 against no60, 60 against no30, 30
    against schwarz, each +1 (doppelkopf.md Scoring ddv)."""
    score = scored(R120, kontra="schwarz")
    assert score.winner is dk.Party.RE  # against schwarz one trick wins
    assert items(score) == [
        ("won", "re", 1), ("kontra_announced", "re", 2),
        ("no90_announced", "re", 1), ("no60_announced", "re", 1),
        ("no30_announced", "re", 1), ("schwarz_announced", "re", 1),
        ("reached_120_against_no90", "re", 1), ("reached_90_against_no60", "re", 1),
        ("reached_60_against_no30", "re", 1), ("reached_30_against_schwarz", "re", 1)]
    assert score.scores == re_scores(11, (0, 3))


def test_reached_lines_count_only_where_reached() -> None:
    """(e, f) count only the lines actually reached: 90 but not 120 against no60
    (doppelkopf.md Scoring ddv; TSR 7.2.2 (e, f))."""
    score = scored(R90, kontra="no60")
    assert score.winner is dk.Party.RE
    assert ("reached_90_against_no60", "re", 1) in items(score)
    assert not any(code.startswith("reached_120") for code, _, _ in items(score))


def test_nobody_wins_tsr() -> None:
    """Both parties miss their own target: nobody wins; each party gets the (a) levels, (e, f)
    points and special points it earned, netted (doppelkopf.md Winning, Scoring ddv; TSR
    7.1.3)."""
    score = scored(R130, re="re no90", kontra="kontra no90")
    assert score.winner is None
    assert items(score) == [("reached_120_against_no90", "re", 1)]
    assert score.scores == re_scores(1, (0, 2))
    assert score.to_json()["winner"] is None
    # Kontra's special points (Charlie, and 120 reached against Re's no90) decide the net.
    score = scored(CHARLIE_WINS_AND_CATCHES, re="re no90", kontra="kontra no90")
    assert score.winner is None
    assert items(score) == [("reached_120_against_no90", "kontra", 1),
                            ("charlie", "kontra", 1)]
    assert score.scores == re_scores(-2, (1, 3))


def test_nobody_wins_record_result() -> None:
    """A deal nobody wins has `winner` null in its result and validates (records.md Result)."""
    state = deal_with_calls(R130, re="re no90", kontra="kontra no90")
    record = to_record(state)
    assert record.result == {"scores": [1, -1, 1, -1], "winner": None,
                             "card_points": {"re": 130, "kontra": 110}}
    assert validate(record.to_json()).valid


def test_tsr_items_a_levels() -> None:
    """TSR 7.2.2 (a): won, losers under 90, under 60, under 30, no trick, each +1 (doppelkopf.md
    Scoring ddv)."""
    from .test_marriage import PARTNER_IN_3, RES

    score = dk.score(design_state(PARTNER_IN_3, reservations=RES))
    assert items(score) == [("won", "re", 1), ("under_90", "re", 1), ("under_60", "re", 1),
                            ("under_30", "re", 1), ("schwarz", "re", 1),
                            ("fox_caught", "re", 1)]
    assert score.scores == (6, -6, 6, -6)


# -- TSR 7.2.3 special points -------------------------------------------------------------


def test_fox_and_doppelkopf() -> None:
    """Special points: each fox (DA) of the other party won +1, a trick of 40 or more +1; a
    party's own DA won by its partner is no fox; they are netted (doppelkopf.md Scoring ddv;
    TSR 7.2.3)."""
    score = scored(FOX_AND_DOPPELKOPF)
    assert items(score) == [("won", "re", 1), ("fox_caught", "re", 1),
                            ("doppelkopf", "kontra", 1)]
    assert [i.label for i in score.items[1:]] == ["fox caught (trick 4)",
                                                 "Doppelkopf (trick 7)"]
    assert score.value == 1
    assert score.scores == re_scores(1, (2, 3))


@pytest.mark.parametrize(
    ("charlie", "expected", "value"),
    [("win", [("charlie", "kontra", 1)], -3),
     ("win_or_catch", [("charlie", "kontra", 1), ("charlie_caught", "kontra", 1)], -4),
     ("none", [], -2)],
)
def test_charlie_winning_the_last_trick(charlie: str, expected: list[Any], value: int) -> None:
    """Charlie: CJ wins the last trick +1; `win_or_catch` adds +1 for winning the other party's
    CJ in it; `none` scores neither (doppelkopf.md Options `charlie`, Scoring; TSR 7.2.3)."""
    score = scored(CHARLIE_WINS_AND_CATCHES, rules={"preset": "ddv", "charlie": charlie})
    assert score.winner is dk.Party.KONTRA
    assert items(score) == [("won", "kontra", 1), ("against_the_club_queens", "kontra", 1),
                            *expected]
    assert score.value == value


@pytest.mark.parametrize(("charlie", "value"), [("win", 1), ("win_or_catch", 0), ("none", 1)])
def test_charlie_caught_without_winning(charlie: str, value: int) -> None:
    """A CJ caught in the last trick by another card scores only under `win_or_catch`; the
    special point is netted against the game value (doppelkopf.md Options `charlie`)."""
    score = scored(CHARLIE_CAUGHT, rules={"preset": "ddv", "charlie": charlie})
    assert score.winner is dk.Party.RE
    assert score.value == value
    assert score.scores == re_scores(value, (0, 1))
    assert ("charlie_caught" in [i.code for i in score.items]) == (charlie == "win_or_catch")


def test_swines_are_never_foxes() -> None:
    """A swine is never a fox: with swines on, both DA of the swine holder win their tricks and
    no fox point is scored (doppelkopf.md Swines)."""
    from .test_play import BASE

    tricks = [*BASE[:9], "DJ DJ DK DK", "HT DA DT DT", "DA HT D9 D9"]
    state = design_state(tricks, rules={"preset": "ddv", "swines": True}, swines=True)
    assert state.game is not None and state.game.swines is not None
    holder = state.game.swines
    for trick in state.tricks:
        if dk.Card.DA in trick.cards:
            assert trick.winner == holder
    assert "fox_caught" not in [i.code for i in dk.score(state).items]


# -- solos ---------------------------------------------------------------------------------

SOLO_RES = ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy", "p1 declare solo-diamonds"]


@pytest.mark.parametrize("rules", ["ddv", "pagat"])
def test_solo_scores_three_times_without_special_points(rules: str) -> None:
    """A solo scores only the game value: the soloist three times, each opponent once, no
    special points, no point against the club queens (doppelkopf.md Scoring; TSR 7.2.3)."""
    state = design_state(FOX_AND_DOPPELKOPF, reservations=SOLO_RES, rules=rules)
    game = state.game
    assert game is not None and game.solo and game.soloist == 1
    score = dk.score(state)
    assert score.card_points is not None and score.card_points.re == 103
    assert score.winner is dk.Party.KONTRA
    assert items(score) == [("won", "kontra", 1)]
    assert score.scores == (1, -3, 1, 1)


def test_solo_with_announcements() -> None:
    """In a solo the announcements count like in any game and the soloist's score is three
    times the value (doppelkopf.md Scoring; TSR 7.2.2)."""
    tricks = ["p1:re p0:kontra " + FOX_AND_DOPPELKOPF[0], *FOX_AND_DOPPELKOPF[1:]]
    score = dk.score(design_state(tricks, reservations=SOLO_RES))
    assert score.value == -5
    assert score.scores == (5, -15, 5, 5)
    assert sum(score.scores) == 0


def test_played_out_solo_sums_to_zero() -> None:
    """Any solo: soloist 3x the value, opponents 1x, sum zero (doppelkopf.md Scoring)."""
    for solo in ("clubs", "spades", "hearts", "queens", "jacks", "aces"):
        state = run(hands_with({0: "CQ", 2: "CQ"}),
                    ["p1 healthy", "p2 reserve", "p3 healthy", "p0 healthy",
                     f"p2 declare solo-{solo}", "p2 announce re"])
        score = dk.score(play_out(state))
        assert score.solo and score.scores[2] == 3 * score.value
        assert all(score.scores[s] == -score.value for s in (0, 1, 3))
        assert not {i.code for i in score.items} & {"doppelkopf", "fox_caught", "charlie",
                                                    "charlie_caught",
                                                    "against_the_club_queens"}


# -- pagat scoring --------------------------------------------------------------------------


def test_pagat_seed_example() -> None:
    """pagat: 1 for the game, +2 for each re/kontra announced (doppelkopf.md Scoring pagat;
    seed 003)."""
    score = dk.score(design_state(SEED_000, rules="pagat"))
    assert items(score) == [("won", "re", 1), ("re_announced", "re", 2)]


def test_pagat_kontra_won_against_the_club_queens() -> None:
    """pagat: +1 if Kontra won (against the club queens) (doppelkopf.md Scoring pagat)."""
    score = scored(R120, rules="pagat")
    assert items(score) == [("won", "kontra", 1), ("against_the_club_queens", "kontra", 1)]


def test_pagat_levels_held_under_and_announced_by_winners() -> None:
    """pagat: for each level +1 if the losers stayed below it, +1 if the winners announced it
    (doppelkopf.md Scoring pagat)."""
    score = scored(R151, re="re no90", rules="pagat")
    assert items(score) == [("won", "re", 1), ("re_announced", "re", 2),
                            ("under_90", "re", 1), ("no90_announced", "re", 1)]
    assert score.scores == re_scores(5, (2, 3))


def test_pagat_losers_announced_and_missed() -> None:
    """pagat: +2 if the losers announced a level and did not reach it; a level they announced
    and reached, while a higher one failed, scores nothing (doppelkopf.md Scoring pagat)."""
    score = scored(R70, kontra="kontra no60", rules="pagat")
    # Kontra (170) needed 181; Re (70) held no60's line but not no90's.
    assert score.winner is dk.Party.RE
    assert items(score) == [("won", "re", 1), ("kontra_announced", "re", 2),
                            ("no60_failed", "re", 2)]
    assert score.scores == re_scores(5, (2, 3))


def test_pagat_schwarz_announced_and_missed() -> None:
    """pagat: a schwarz the losers announced and missed by one trick is +2; their no90, no60
    and no30, reached, score nothing (doppelkopf.md Scoring pagat)."""
    score = scored(ALL_POINTS_NOT_SCHWARZ, re="schwarz", rules="pagat")
    assert score.winner is dk.Party.KONTRA
    assert items(score) == [("won", "kontra", 1), ("re_announced", "kontra", 2),
                            ("schwarz_failed", "kontra", 2),
                            ("against_the_club_queens", "kontra", 1)]
    assert score.scores == re_scores(-6, (2, 3))


def test_pagat_losers_took_no_trick() -> None:
    """pagat: +1 for each line the losers stayed below, schwarz when they took no trick
    (doppelkopf.md Scoring pagat)."""
    from .test_marriage import PARTNER_IN_3, RES

    score = dk.score(design_state(PARTNER_IN_3, reservations=RES, rules="pagat"))
    assert items(score) == [("won", "re", 1), ("under_90", "re", 1), ("under_60", "re", 1),
                            ("under_30", "re", 1), ("schwarz", "re", 1),
                            ("fox_caught", "re", 1)]


def test_pagat_nobody_wins_only_special_points() -> None:
    """pagat: if nobody won, only the netted special points are scored (doppelkopf.md Scoring
    pagat)."""
    score = scored(R130, re="re no90", kontra="kontra no90", rules="pagat")
    assert score.winner is None and items(score) == [] and score.scores == (0, 0, 0, 0)
    score = scored(CHARLIE_WINS_AND_CATCHES, re="re no90", kontra="kontra no90",
                   rules="pagat")
    assert score.winner is None
    assert items(score) == [("charlie", "kontra", 1), ("charlie_caught", "kontra", 1)]
    assert score.scores == re_scores(-2, (1, 3))


def test_pagat_special_points_are_netted() -> None:
    """pagat: outside solos each party gets +1 per fox won, per Doppelkopf, for Charlie;
    they are netted (doppelkopf.md Scoring pagat)."""
    score = scored(FOX_AND_DOPPELKOPF, rules="pagat")
    assert items(score) == [("won", "re", 1), ("fox_caught", "re", 1),
                            ("doppelkopf", "kontra", 1)]
    assert score.value == 1


def test_scoring_option_is_independent_of_the_preset() -> None:
    """`scoring` is an option: ddv rules with pagat scoring score the pagat items
    (doppelkopf.md Options)."""
    assert items(scored(R70, kontra="kontra no60", rules=PAGAT_TSR_OFF)) == items(
        scored(R70, kontra="kontra no60", rules="pagat"))


# -- the score object ---------------------------------------------------------------------


def test_score_before_the_end_is_an_error() -> None:
    """A deal is scored only when it is over (doppelkopf.md Scoring)."""
    state = run(hands_with({0: "CQ", 2: "CQ"}), ["p1 healthy"])
    with pytest.raises(TrickgamesError) as info:
        dk.score(state)
    assert info.value.code == "deal_not_over"


def test_breakdown_lists_every_item_and_the_value() -> None:
    """The score's breakdown shows each item and the game value, so a frontend can show why a
    deal scored what it did (doppelkopf.md Scoring ddv; docs/doppelkopf.md "Reading a score")."""
    text = dk.score(design_state(SEED_000)).breakdown()
    assert text.splitlines() == ["+1   won (re)", "+2   re announced (re)", "= 3 for Re"]
    solo = dk.score(design_state(FOX_AND_DOPPELKOPF, reservations=SOLO_RES)).breakdown()
    assert solo.splitlines()[-1] == "= 1 for Kontra (x3 for the soloist)"


# -- extra special points (doppelkopf-variants.md "Extra special points") ------------------

#: The example: Re p1 p2; trick 5 a heart trick, trick 7 p2's Dulle catches p3's, the last
#: trick won by p1's DQ with p3's CJ and p0's DA in it; Kontra caught Re's fox in trick 3.
EXTRA_EXAMPLE = [
    "p1 CA p2 CT p3 CK p0 CA", "p1 C9 p2 C9 p3 CK p0 CT", "p0 HQ p1 DA p2 HJ p3 DT",
    "p0 ST p1 SA p2 S9 p3 SK", "p1 HA p2 HK p3 HA p0 H9", "p1 SA p2 ST p3 SK p0 S9",
    "p1 HK p2 HT p3 HT p0 H9", "p2 DK p3 HQ p0 CJ p1 CQ", "p1 HJ p2 DJ p3 DT p0 SQ",
    "p0 DJ p1 D9 p2 D9 p3 SJ", "p3 SQ p0 DK p1 DQ p2 CQ", "p2 SJ p3 CJ p0 DA p1 DQ"]
EXTRA_RULES = {"preset": "ddv", "charlie": "win_or_catch_by_diamond_queen",
               "extra_points": ["fox_caught_last_trick", "dulle_caught", "heart_trick"]}


def extra_score(tricks: Sequence[str], rules: dict[str, Any]) -> dk.Score:
    return dk.score(dk.replay(seated(tricks, rules=rules)))


def test_extra_points_example() -> None:
    """The example: heart trick, Dulle caught, Charlie caught by the DQ, fox and fox in the
    last trick for Re, Kontra's fox of trick 3: Re 179 : 61, won 1 + under 90 1 + 5 - 1 = 6,
    scores [-6, 6, 6, -6] (doppelkopf-variants.md "Extra special points", Example)."""
    result = extra_score(EXTRA_EXAMPLE, EXTRA_RULES)
    assert result.to_json() == {"scores": [-6, 6, 6, -6], "winner": "re",
                                "card_points": {"re": 179, "kontra": 61}}
    assert sorted((i.code, i.party.value) for i in result.items) == sorted([
        ("won", "re"), ("under_90", "re"), ("fox_caught", "kontra"), ("fox_caught", "re"),
        ("charlie_caught", "re"), ("heart_trick", "re"), ("dulle_caught", "re"),
        ("fox_caught_last_trick", "re")])
    labels = {i.code: i.label for i in result.items}
    assert labels["heart_trick"] == "heart trick (trick 5)"
    assert labels["dulle_caught"] == "Dulle caught (trick 7)"
    # Without the extras (ddv): won, under 90 and the two foxes; the DQ catches nothing.
    plain = extra_score(EXTRA_EXAMPLE, {"preset": "ddv"})
    assert sorted(i.code for i in plain.items) == ["fox_caught", "fox_caught", "under_90", "won"]
    assert plain.value == 2


def test_charlie_caught_only_by_the_diamond_queen() -> None:
    """win_or_catch_by_diamond_queen: Charlie still scores for winning the last trick, but
    the catch counts only when a DQ wins it (doppelkopf-variants.md "Extra special points")."""
    tricks = CHARLIE_WINS_AND_CATCHES  # the other party's CJ caught by a CJ
    catch = {i.code for i in scored(tricks, rules={
        "preset": "ddv", "charlie": "win_or_catch"}).items}
    by_dq = {i.code for i in scored(tricks, rules={
        "preset": "ddv", "charlie": "win_or_catch_by_diamond_queen"}).items}
    assert {"charlie", "charlie_caught"} <= catch
    assert "charlie" in by_dq and "charlie_caught" not in by_dq


def test_double_charlie() -> None:
    """double_charlie: the Charlie point is scored and the other CJ of the last trick was
    played by the same party (doppelkopf-variants.md "Extra special points")."""
    tricks = [*EXTRA_EXAMPLE[:7], "p2 DK p3 HQ p0 DQ p1 CQ", *EXTRA_EXAMPLE[8:11],
              "p2 CJ p3 SJ p0 DA p1 CJ"]
    rules = {"preset": "ddv", "extra_points": ["double_charlie"]}
    items = [(i.code, i.party.value) for i in extra_score(tricks, rules).items]
    assert ("charlie", "re") in items and ("double_charlie", "re") in items
    assert ("double_charlie", "kontra") not in items
    # The other CJ of the other party: no double Charlie.
    assert "double_charlie" not in {
        i.code for i in scored(CHARLIE_WINS_AND_CATCHES, rules={
            "preset": "ddv", "extra_points": ["double_charlie"]}).items}


def test_heart_trick_and_fox_wins_the_last_trick() -> None:
    """heart_trick: four plain hearts (R120's first trick, won by Kontra); fox_wins_last_trick
    (code fox_last_trick): a DA that is not a swine wins the last trick (R151's, Re)
    (doppelkopf-variants.md "Extra special points")."""
    hearts = scored(R120, rules={"preset": "ddv", "extra_points": ["heart_trick"]})
    assert [(i.code, i.party.value) for i in hearts.items if i.code == "heart_trick"] == [
        ("heart_trick", "kontra")]
    fox = scored(R151, rules={"preset": "ddv", "extra_points": ["fox_wins_last_trick"]})
    assert [(i.code, i.party.value) for i in fox.items if i.code == "fox_last_trick"] == [
        ("fox_last_trick", "re")]
    assert "fox_last_trick" not in {i.code for i in scored(R151).items}


def test_dulle_caught_with_either_dulle_order() -> None:
    """dulle_caught: a trick won by a Dulle holding the other party's Dulle, first or second
    wins (doppelkopf-variants.md "Extra special points")."""
    for dulle in ("first_wins", "second_wins"):
        result = scored(FOX_AND_DOPPELKOPF, rules={"preset": "ddv", "dulle": dulle,
                                               "extra_points": ["dulle_caught"]})
        assert [i.label for i in result.items if i.code == "dulle_caught"] == [
            "Dulle caught (trick 3)"]


def test_no_extra_points_in_solos_and_no_fox_with_swines() -> None:
    """Special points, the extra ones included, count only outside solos; where swines came
    to count no DA scores a fox item (doppelkopf-variants.md "Extra special points";
    "Swines", No fox point)."""
    rules = {"preset": "ddv", "swines": True, "extra_points": ["fox_caught_last_trick",
                                                               "fox_wins_last_trick"]}
    hands = hands_with({1: "DA DA"})
    state = play_out(run(hands, HEALTHY, rules=rules))
    assert state.game is not None and state.game.swines == 1
    codes = {i.code for i in dk.score(state).items}
    assert not codes & {"fox_caught", "fox_caught_last_trick", "fox_last_trick"}
    solo = play_out(run(hands, ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy",
                                "p1 declare solo-hearts"],
                        rules={"preset": "ddv", "extra_points": ["heart_trick"]}))
    assert not {i.code for i in dk.score(solo).items} & {"heart_trick", "doppelkopf"}


# -- re/kontra doubling (doppelkopf-variants.md "Announcement variants", "Scoring order") -----


def test_re_and_kontra_double_the_game_value() -> None:
    """doppelkopf-variants.md "Announcement variants": `re_kontra_doubles`: re_announced and
    kontra_announced are not scored; `re` doubles the winners' game value G (item
    `re_doubled` worth G), `kontra` doubles the total (`kontra_doubled`); special points,
    "against the club queens" included, come afterwards, undoubled."""
    from .test_bock import BOCK_ACTIONS, BOCK_HANDS
    from .test_marriage import MARRIAGE_TRUMP_ACTIONS, MARRIAGE_TRUMP_HANDS
    rules = {"preset": "ddv", "marriage_selectors": ["foreign", "trump"],
             "re_kontra_doubles": True}
    both = dk.score(run(MARRIAGE_TRUMP_HANDS, MARRIAGE_TRUMP_ACTIONS, rules=rules))
    assert [(i.code, i.amount) for i in both.items][:3] == [
        ("won", 1), ("re_doubled", 1), ("kontra_doubled", 2)]
    assert "re_announced" not in {i.code for i in both.items}
    assert both.value == 4  # G = 1, doubled twice; the two foxes cancel
    re_only = dk.score(run(BOCK_HANDS, BOCK_ACTIONS, rules=dk.DDV.replace(
        re_kontra_doubles=True)))
    assert [(i.code, i.amount, i.party) for i in re_only.items][:2] == [
        ("won", 1, dk.Party.KONTRA), ("re_doubled", 1, dk.Party.KONTRA)]
    # G 1 doubled by re: 2, + against the club queens 1 + Doppelkopf 1 - the fox 1 = 3
    assert re_only.value == -3


#: doppelkopf-variants.md "Announcement variants" example (preset freedoko): Re p0 p3, p0 re
#: and p1 kontra before the first card, p3 no90 after trick 3; p1's diamond aces are foxes.
FREEDOKO_HANDS = [
    ["CQ", "HT", "HA", "HJ", "DK", "DQ", "H9", "HK", "CT", "ST", "DJ", "C9"],
    ["DA", "DA", "SQ", "CA", "C9", "D9", "SA", "SJ", "HQ", "HJ", "CK", "CJ"],
    ["DK", "HA", "CJ", "H9", "D9", "ST", "DT", "DT", "S9", "SJ", "SA", "DQ"],
    ["CQ", "HT", "HQ", "HK", "DJ", "SQ", "SK", "CA", "CT", "CK", "SK", "S9"],
]
FREEDOKO_ACTIONS = [
    "p1 healthy", "p2 healthy", "p3 healthy", "p0 healthy", "p0 announce re",
    "p1 announce kontra", "p1 play D9", "p2 play CJ", "p3 play CQ", "p0 play DJ", "p3 play HK",
    "p0 play HA", "p1 play SJ", "p2 play H9", "p1 play DA", "p2 play SJ", "p3 play HQ",
    "p0 play DQ", "p3 announce no90", "p3 play SQ", "p0 play CQ", "p1 play SQ", "p2 play DT",
    "p0 play HT", "p1 play DA", "p2 play DK", "p3 play HT", "p3 play CT", "p0 play C9",
    "p1 play C9", "p2 play SA", "p3 play SK", "p0 play ST", "p1 play SA", "p2 play S9",
    "p1 play CA", "p2 play DT", "p3 play CK", "p0 play CT", "p2 play DQ", "p3 play DJ",
    "p0 play DK", "p1 play CJ", "p2 play ST", "p3 play S9", "p0 play HK", "p1 play CK",
    "p2 play D9", "p3 play SK", "p0 play HJ", "p1 play HQ", "p1 play HJ", "p2 play HA",
    "p3 play CA", "p0 play H9",
]


def test_the_freedoko_doubling_example() -> None:
    """doppelkopf-variants.md "Announcement variants", example (preset freedoko): p3 says
    no90 holding 9 cards; p1 does not announce swines, so his diamond aces are foxes and Re
    catches both; trick 5 HT DA DK HT: the second Dulle wins. Kontra takes 139: G = won 1 +
    no90 announced 1 + 120 reached against no90 1 = 3, doubled twice = 12, +1 against the club
    queens, -2 foxes: 11; scores [-11, 11, 11, -11] (without doubling 7 + 1 - 2 = 6)."""
    state = run(FREEDOKO_HANDS, FREEDOKO_ACTIONS[:18], rules="freedoko")
    assert state.hand_size(3) == 9 and dk.is_legal(state, "p3 announce no90")
    state = run(FREEDOKO_HANDS, FREEDOKO_ACTIONS, rules="freedoko")
    fifth = state.tricks[4]
    assert [c.name for c in fifth.cards] == ["HT", "DA", "DK", "HT"] and fifth.winner == 3
    result = dk.score(state)
    assert result.card_points is not None and result.card_points.kontra == 139
    assert [(i.code, i.amount) for i in result.items] == [
        ("won", 1), ("no90_announced", 1), ("reached_120_against_no90", 1),
        ("re_doubled", 3), ("kontra_doubled", 6), ("against_the_club_queens", 1),
        ("fox_caught", 1), ("fox_caught", 1)]
    # docs/freedoko.md "Counting": FreeDoko's `plus` scores the winners only.
    assert result.scores == (0, 11, 11, 0)
    plusminus = dk.Rules.from_json({"preset": "freedoko", "counting": "plusminus"})
    assert dk.score(run(FREEDOKO_HANDS, FREEDOKO_ACTIONS, rules=plusminus)).scores == (
        -11, 11, 11, -11)
    undoubled = dk.Rules.from_json({"preset": "freedoko", "re_kontra_doubles": False})
    assert dk.score(run(FREEDOKO_HANDS, FREEDOKO_ACTIONS, rules=undoubled)).value == -6


#: Both parties say no90 and miss it: nobody wins, only Kontra's 120 against no90 scores.
NOBODY_HANDS = [["DQ", "C9", "HA", "H9", "CJ", "SK", "CK", "HJ", "HK", "S9", "S9", "SJ"],
                ["DT", "HT", "D9", "CJ", "HJ", "DJ", "DA", "DT", "ST", "DA", "HQ", "SA"],
                ["CQ", "CA", "CA", "C9", "DK", "SK", "HQ", "SQ", "DJ", "H9", "HT", "HK"],
                ["CQ", "DQ", "CT", "ST", "DK", "SQ", "SJ", "SA", "HA", "D9", "CK", "CT"]]
_NOBODY_CARDS = [
    "p1 DJ", "p2 HT", "p3 DQ", "p0 HJ", "p2 HK", "p3 HA", "p0 HA", "p1 DA", "p1 DT", "p2 DJ",
    "p3 SQ", "p0 SJ", "p3 ST", "p0 S9", "p1 ST", "p2 SK", "p3 SA", "p0 S9", "p1 SA", "p2 SQ",
    "p2 DK", "p3 SJ", "p0 DQ", "p1 D9", "p0 H9", "p1 HT", "p2 H9", "p3 DK", "p1 HJ", "p2 HQ",
    "p3 D9", "p0 CJ", "p2 C9", "p3 CT", "p0 C9", "p1 DA", "p1 DT", "p2 CQ", "p3 CQ", "p0 HK",
    "p2 CA", "p3 CT", "p0 CK", "p1 CJ", "p1 HQ", "p2 CA", "p3 CK", "p0 SK",
]
NOBODY_ACTIONS = ["p1 healthy", "p2 healthy", "p3 healthy", "p0 healthy", "p2 announce no90",
                  "p0 announce no90", *(f"{c[:2]} play {c[3:]}" for c in _NOBODY_CARDS)]


def test_nobody_won_no_doubling() -> None:
    """doppelkopf-variants.md "Announcement variants": with `re_kontra_doubles`, nobody won:
    no doubling (both parties said no90 and missed it: only Kontra's 120 against no90); the
    same under the preset `freedoko` (doppelkopf-variants.md "Preset freedoko": Re/Kontra
    double; p1's diamond aces stay foxes without `announce swines`, and neither is caught)."""
    for rules in (dk.DDV.replace(re_kontra_doubles=True), dk.DDV, dk.FREEDOKO):
        result = dk.score(run(NOBODY_HANDS, NOBODY_ACTIONS, rules=rules))
        assert result.winner is None
        assert [(i.code, i.amount) for i in result.items] == [("reached_120_against_no90", 1)]
        # freedoko counts `plus`: nobody won, so the party the value favours scores.
        assert result.scores == ((1, 1, 0, 0) if rules is dk.FREEDOKO else (1, 1, -1, -1))


def test_a_heart_trick_is_four_plain_hearts_of_the_normal_order() -> None:
    """doppelkopf-variants.md "Extra special points" (heart_trick) and "Bock rounds": four plain
    hearts (ace, king, nine; the heart ten is a trump) make a heart trick, in any order."""
    plain = [dk.Card.HA, dk.Card.HK, dk.Card.H9]
    order = dk.card_order(dk.Contract.NORMAL)
    for a in plain:
        for b in plain:
            assert is_heart_trick([a, b, dk.Card.HA, dk.Card.H9])
    for other in (dk.Card.HT, dk.Card.HQ, dk.Card.HJ, dk.Card.SA, dk.Card.DA):
        assert not is_heart_trick([dk.Card.HA, dk.Card.HK, dk.Card.H9, other])
    assert all(order.suit[c] == dk.Suit.HEARTS for c in plain)


# -- FreeDoko's scoring (docs/freedoko.md) ------------------------------------------------------

#: CHARLIE_CAUGHT with Re's other club jack in the last trick too: p1 CJ, p2 HK, p3 DQ
#: (Kontra) wins, p0 CJ: both Charlies of Re caught.
BOTH_CHARLIES_CAUGHT = [*CHARLIE_CAUGHT[:5], "DJ DK SJ HQ", *CHARLIE_CAUGHT[6:11],
                        "CJ HK DQ CJ"]
#: R151 with both diamond aces in the last trick, p2 (Re) leads DA, p3 (Re) DA, CK, S9.
DOUBLE_FOX = [*R151[:9], "DT ST D9 HJ", R151[10], "DA DA CK S9"]
#: p1 declares a marriage and wins tricks 1-3 alone (no partner, clarification trick 3):
#: trick 1 is a Doppelkopf (HT DA DA HT, 42 points) with Kontra's two foxes.
ALONE = ["HT DA DA HT", "CQ DT DT DK", "CQ DK D9 D9", "SQ SQ HQ HQ", "DQ DQ CJ CJ",
         "SJ SJ HJ HJ", "CA CA CT CT", "CK CK C9 C9", "SA SA ST ST", "SK SK S9 S9",
         "HA HA HK HK", "H9 H9 DJ DJ"]
ALONE_RES = ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy", "p1 declare marriage"]
#: Without nines (10 cards): trick 1 HA HK HK HA, four plain hearts, won by p1 (Re).
HEARTS_WITHOUT_NINES = ["HA HK HK HA", "CA CT CT CK", "CA SA SA CK", "ST ST SK SK",
                        "CQ SQ HQ DQ", "SQ CQ HQ DQ", "CJ SJ HJ HJ", "CJ SJ DJ DJ",
                        "HT DA DT DK", "HT DA DT DK"]


def codes(score: dk.Score) -> list[tuple[str, str]]:
    return [(i.code, i.party.value) for i in score.items]


def test_both_charlies_caught_score_once_as_freedoko_counts_them() -> None:
    """FreeDoko `EXTRAPOINT_CATCH_DOUBLE_CHARLIE` (`Trick::specialpoints`: one caught Charlie
    unless it is on; it depends on `EXTRAPOINT_DOUBLE_CHARLIE`): `double_charlie_caught`
    `false` scores the catch of both Charlies once; `true` (ddv, pagat) twice; with
    `extra_point_dependencies` twice only with `double_charlie` too (docs/freedoko.md)."""
    catch = {"preset": "ddv", "charlie": "win_or_catch"}
    assert codes(scored(BOTH_CHARLIES_CAUGHT, rules=catch)).count(
        ("charlie_caught", "kontra")) == 2
    for rules, times in (({"double_charlie_caught": False}, 1),
                         ({"extra_point_dependencies": True}, 1),
                         ({"extra_point_dependencies": True, "extra_points": ["double_charlie"]},
                          2)):
        got = codes(scored(BOTH_CHARLIES_CAUGHT, rules={**catch, **rules}))
        assert got.count(("charlie_caught", "kontra")) == times, rules
    assert dk.FREEDOKO.double_charlie_caught is False


def test_the_dependencies_of_dulle_caught_and_heart_trick() -> None:
    """FreeDoko `Rule::dependencies` (docs/freedoko.md): `EXTRAPOINT_DOLLE_JABS_DOLLE` needs
    DOLLEN and the second Dulle over the first (or contrary in the last trick);
    `EXTRAPOINT_HEART_TRICK` needs DOLLEN and no nines. With `extra_point_dependencies` the
    points follow that; without (ddv, doppelkopf-variants.md "Extra special points") they
    count with either Dulle order and with nines."""
    extras = {"preset": "ddv", "extra_points": ["dulle_caught", "heart_trick"]}
    deps = {**extras, "extra_point_dependencies": True}
    for dulle, counted in (("first_wins", False), ("second_wins", True),
                           ("second_wins_except_last_trick", True),
                           ("second_wins_in_last_trick", True)):
        result = scored(FOX_AND_DOPPELKOPF, rules={**deps, "dulle": dulle})
        assert (("dulle_caught", "re") in codes(result)
                or ("dulle_caught", "kontra") in codes(result)) is counted, dulle
    assert ("heart_trick", "kontra") in codes(scored(R120, rules=extras))
    assert "heart_trick" not in {c for c, _ in codes(scored(R120, rules=deps))}
    without_nines = {**deps, "nines": False}
    result = dk.score(design_state(HEARTS_WITHOUT_NINES, rules=without_nines))
    assert ("heart_trick", "re") in codes(result)


def test_no_fox_point_and_two_foxes_in_the_last_trick() -> None:
    """FreeDoko `EXTRAPOINT_CATCH_FOX` off: no fox point (`fox_point` `false`; the fox in the
    last trick scores on top of it, so needs it); `EXTRAPOINT_DOUBLE_FOX_LAST_TRICK`
    (`double_fox_last_trick`, needs `fox_wins_last_trick`): +1 more when the other diamond
    ace, played after the winning one, is the winners' own (docs/freedoko.md)."""
    assert ("fox_caught", "re") in codes(scored(FOX_AND_DOPPELKOPF))
    no_fox = scored(FOX_AND_DOPPELKOPF, rules={"preset": "ddv", "fox_point": False})
    assert "fox_caught" not in {c for c, _ in codes(no_fox)}
    foxes = {"preset": "ddv", "extra_points": ["fox_wins_last_trick", "double_fox_last_trick"]}
    assert codes(dk.score(design_state(DOUBLE_FOX, rules=foxes)))[-2:] == [
        ("fox_last_trick", "re"), ("double_fox_last_trick", "re")]
    with pytest.raises(TrickgamesError) as info:
        dk.DDV.replace(fox_point=False, extra_points=["fox_caught_last_trick",
                                                     "double_fox_last_trick"])
    assert len(info.value.problems) == 2  # type: ignore[attr-defined]


def test_freedokos_extra_points_under_the_freedoko_preset() -> None:
    """FreeDoko's extra-point switches under the preset `freedoko` itself (docs/freedoko.md):
    `EXTRAPOINT_HEART_TRICK` needs no nines (`extra_point_dependencies`, on),
    `DOLLEN_SECOND_OVER_FIRST` lets `EXTRAPOINT_DOLLE_JABS_DOLLE` count,
    `EXTRAPOINT_CATCH_DOUBLE_CHARLIE` off scores both Charlies caught once,
    `EXTRAPOINT_CATCH_FOX` off drops the fox point, `EXTRAPOINT_DOUBLE_FOX_LAST_TRICK` adds
    one to the fox winning the last trick."""
    fd = {"preset": "freedoko"}
    hearts = {**fd, "extra_points": ["fox_wins_last_trick", "heart_trick"]}
    assert "heart_trick" not in {c for c, _ in codes(scored(R120, rules=hearts))}
    assert ("heart_trick", "kontra") in codes(scored(R120, rules={
        **hearts, "extra_point_dependencies": False}))
    dulle = {**fd, "extra_points": ["fox_wins_last_trick", "dulle_caught"]}
    assert ("dulle_caught", "kontra") in codes(scored(FOX_AND_DOPPELKOPF, rules=dulle))
    assert codes(scored(BOTH_CHARLIES_CAUGHT, rules=fd)).count(("charlie_caught", "kontra")) == 1
    no_fox = scored(FOX_AND_DOPPELKOPF, rules={**fd, "fox_point": False})
    assert "fox_caught" not in {c for c, _ in codes(no_fox)}
    assert ("fox_caught", "kontra") in codes(scored(FOX_AND_DOPPELKOPF, rules=fd))
    plain = scored(DOUBLE_FOX, rules=fd)
    double = scored(DOUBLE_FOX, rules={**fd, "extra_points": ["fox_wins_last_trick",
                                                              "double_fox_last_trick"]})
    assert (plain.scores, double.scores) == ((0, 0, 3, 3), (0, 0, 4, 4))
    assert codes(double)[-1] == ("double_fox_last_trick", "re")


def test_against_the_club_queens_doubled() -> None:
    """FreeDoko `ANNOUNCEMENT_CONTRA_DOUBLES_AGAINST_RE` (`GameSummary::evaluate`,
    `Sum_of_Specialpoints`: the point goes with the doubled ones): the freedoko example's G
    = 3 + 1 against the club queens = 4, doubled twice = 16, -2 foxes = 14; it needs
    `re_kontra_doubles` (docs/freedoko.md)."""
    rules = dk.FREEDOKO.replace(against_the_club_queens_doubled=True)
    result = dk.score(run(FREEDOKO_HANDS, FREEDOKO_ACTIONS, rules=rules))
    assert result.value == -14 and result.scores == (0, 14, 14, 0)
    assert [i.code for i in result.items][:4] == ["won", "no90_announced",
                                                  "reached_120_against_no90",
                                                  "against_the_club_queens"]
    with pytest.raises(TrickgamesError):
        dk.DDV.replace(against_the_club_queens_doubled=True)


def test_reached_against_only_the_highest_announcement() -> None:
    """FreeDoko's "got 90 against no 60" (`GameSummary::evaluate`, TRICKPOINTS_GOT_AGAINST:
    only against the other party's highest announcement; docs/freedoko.md): Kontra says no60,
    Re takes 151: TSR 7.2.2 (e, f) gives 120 against no90 and 90 against no60, FreeDoko only
    the second; with doubling 12 against 10 (the issue's 186 alike)."""
    tsr = scored(R151, kontra="no60", rules={"preset": "ddv", "re_kontra_doubles": True})
    fd = scored(R151, kontra="no60", rules={"preset": "ddv", "re_kontra_doubles": True,
                                            "reached_against_highest": True})
    assert {"reached_120_against_no90", "reached_90_against_no60"} <= {c for c, _ in codes(tsr)}
    assert [c for c, _ in codes(fd) if c.startswith("reached")] == ["reached_90_against_no60"]
    assert (tsr.value, fd.value) == (12, 10)


#: Re p0 p3, 186 : 54, no special point, trick 1 worth 22 (no duty announcement).
R186 = ["H9 H9 HA HA", "CQ DK DJ SQ", "HQ HJ DT SJ", "ST SK S9 DA", "HQ DA HT DT",
        "CT C9 C9 CA", "CT CK CK CA", "HK CJ HT SA", "DQ DK D9 HJ", "CQ DQ CJ D9",
        "SQ ST DJ S9", "SJ SK HK SA"]


def test_reached_against_highest_kontra_no60_re_186() -> None:
    """FreeDoko's "got 90 against no 60" (`GameSummary::evaluate`, `reached_against_highest`;
    docs/freedoko.md "The points against an announcement"): Kontra says no60, Re takes 186.
    FreeDoko: won 1, under 90 and 60 2, no90 and no60 announced 2, 90 against no60 1, doubled
    by Kontra's call: 12; TSR 7.2.2 (e, f) adds 120 against no90: 14. `freedoko` scores 12
    (only the winners, `counting` `plus`), `ddv` with Re/Kontra doubling 14."""
    doubling = {"preset": "ddv", "re_kontra_doubles": True}
    tsr = scored(R186, kontra="no60", rules=doubling)
    assert (tsr.value, tsr.scores) == (14, (14, -14, -14, 14))
    assert "reached_120_against_no90" in {c for c, _ in codes(tsr)}
    fd = scored(R186, kontra="no60", rules="freedoko")
    assert (fd.value, fd.scores) == (12, (12, 0, 0, 12))
    assert [c for c, _ in codes(fd) if c.startswith("reached")] == ["reached_90_against_no60"]
    both = scored(R186, kontra="no60", rules={**doubling, "reached_against_highest": True})
    assert both.scores == (12, -12, -12, 12)
    assert scored(R186, kontra="no60", rules={"preset": "freedoko",
                                              "reached_against_highest": False}).value == 14
    assert scored(R186, kontra="no60").value == 9  # ddv: kontra announced 1, no doubling


#: p1 declares a marriage and wins tricks 1-7 (a partnerless marriage, clarification trick
#: 3), 139 points: trick 1 SA SA ST ST is a Doppelkopf without a fox; then p2 and p3 win.
ALONE_DOPPELKOPF = ["SA SA ST ST", "CQ DK D9 D9", "CQ DK DQ DJ", "SQ SQ HQ HQ", "HT CJ SJ HJ",
                    "HT CJ SJ HJ", "DQ DA DT DT", "C9 CA CT CK", "CA CT CK C9", "HA HK H9 H9",
                    "HA HK SK S9", "SK DJ DA S9"]


def test_a_doppelkopf_before_a_partnerless_marriages_clarification_trick() -> None:
    """FreeDoko `Trick::specialpoints` of a `MARRIAGE_SOLO` (`marriage_solo_special_points`,
    docs/freedoko.md "Marriages without partner"): a Doppelkopf in trick 1 that the bride wins
    alone, the soloist winning with 139: FreeDoko +6 (won and the Doppelkopf, three times), the
    spec (doppelkopf-variants.md "Marriage variants": no special points in the solo) +3."""
    spec = dk.score(design_state(ALONE_DOPPELKOPF, reservations=ALONE_RES))
    assert spec.scores == (-1, 3, -1, -1) and codes(spec) == [("won", "re")]
    freedoko = {"preset": "freedoko", "marriage_tricks": 3}
    fd = dk.score(design_state(ALONE_DOPPELKOPF, reservations=ALONE_RES, rules=freedoko))
    assert fd.solo and fd.scores == (0, 6, 0, 0)
    assert codes(fd) == [("won", "re"), ("doppelkopf", "re")]
    off = dk.score(design_state(ALONE_DOPPELKOPF, reservations=ALONE_RES,
                                rules={**freedoko, "marriage_solo_special_points": False}))
    assert off.scores == (0, 3, 0, 0)


def test_a_marriage_without_partner_scores_its_first_tricks_special_points() -> None:
    """FreeDoko `Trick::specialpoints`: a MARRIAGE_SOLO scores the special points of the tricks
    up to its determination trick (`no() < marriage_determination_trickno`);
    `marriage_solo_special_points` (docs/freedoko.md; off: doppelkopf-variants.md "Marriage
    variants", none). Trick 1's Doppelkopf and two foxes: value 4 + 3, the soloist 21, not
    12."""
    plain = dk.score(design_state(ALONE, reservations=ALONE_RES))
    fd = dk.score(design_state(ALONE, reservations=ALONE_RES,
                               rules={"preset": "ddv", "marriage_solo_special_points": True}))
    assert plain.solo and plain.scores == (-4, 12, -4, -4)
    assert fd.scores == (-7, 21, -7, -7)
    assert codes(fd)[-3:] == [("doppelkopf", "re"), ("fox_caught", "re"), ("fox_caught", "re")]


@pytest.mark.parametrize(("counting", "triple", "normal", "solo"), [
    ("plusminus", False, (-3, -3, 3, 3), (5, -15, 5, 5)),
    ("plus", False, (0, 0, 3, 3), (5, 0, 5, 5)),
    ("plus", True, (0, 0, 3, 3), (15, 0, 15, 15)),
    ("minus", False, (-3, -3, 0, 0), (0, -15, 0, 0)),
])
def test_counting(counting: str, triple: bool, normal: tuple[int, ...],
                  solo: tuple[int, ...]) -> None:
    """FreeDoko `COUNTING` (`GameSummary::points`; docs/freedoko.md): `plus` scores the
    winners only, `minus` the losers only (their negative score); the soloist three times only
    when the side that is scored is his, the opponents once unless
    `SOLO_ALWAYS_COUNTS_TRIPLE` (`solo_always_triple`, only with `plus` or `minus`)."""
    rules = {"preset": "ddv", "counting": counting, "solo_always_triple": triple}
    assert scored(FOX_AND_DOPPELKOPF, kontra="kontra", rules=rules).scores == normal
    tricks = ["p1:re p0:kontra " + FOX_AND_DOPPELKOPF[0], *FOX_AND_DOPPELKOPF[1:]]
    assert dk.score(design_state(tricks, reservations=SOLO_RES, rules=rules)).scores == solo


def test_counting_when_nobody_won_and_its_checks() -> None:
    """Nobody won (value -1, for Kontra p0 p1): `plus` scores the party the value favours,
    `minus` the other (FreeDoko
    `GameSummary::team_of_points`); `plus-minus` (FreeDoko's rule files) reads as
    `plusminus`; `solo_always_triple` with `plusminus` is refused (docs/freedoko.md)."""
    for counting, expected in (("plus", (1, 1, 0, 0)), ("minus", (0, 0, -1, -1))):
        result = dk.score(run(NOBODY_HANDS, NOBODY_ACTIONS,
                              rules=dk.DDV.replace(counting=counting)))
        assert result.winner is None and result.value == -1 and result.scores == expected
    assert dk.Rules.from_json({"preset": "ddv", "counting": "plus-minus"}).counting is (
        dk.Counting.PLUSMINUS)
    assert dk.Rules.from_json({"preset": "ddv", "counting": "plus-minus"}).to_json() == "ddv"
    with pytest.raises(TrickgamesError) as info:
        dk.DDV.replace(solo_always_triple=True)
    assert "'solo_always_triple' needs 'counting'" in info.value.problems[0]  # type: ignore[attr-defined]
