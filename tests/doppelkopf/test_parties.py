"""The parties as each seat knows them: a seat knows its own party from its club queens; the
play shows the others (a club queen played, an announcement, a seat that cannot follow a trump
lead); a declared solo, a clarified marriage and an accepted poverty are public, and so is
everything at the end (docs/frontend.md "What is hidden, and when it is revealed";
docs/getting-started.md "What a seat may know"; doppelkopf.md Reservations, Marriage,
Poverty)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given

from trickgames import doppelkopf as dk
from trickgames import testing
from trickgames.doppelkopf.parties import known_parties

R, K = dk.Party.RE, dk.Party.KONTRA
VIEWERS = (0, 1, 2, 3, None)
NOBODY = (None, None, None, None)

# Dealer p0, so p1 is forehand and leads. p0 and p1 hold one club queen each (Re); p2 holds
# two trumps (D9 D9), p3 none.
HANDS = [hand.split() for hand in (
    "CQ HT HT SQ SQ HQ HQ DQ DQ CJ CJ SJ",
    "CQ SJ HJ HJ DJ DJ DA DA DT DT DK DK",
    "D9 D9 CA CA CT CT CK CK C9 C9 SA SA",
    "ST ST SK SK S9 S9 HA HA HK HK H9 H9",
)]
# p0 holds both club queens (marriage, or a silent marriage when he says healthy).
BOTH_QUEENS = [hand.split() for hand in (
    "CQ CQ HT SQ SQ HQ HQ DQ DQ CJ CJ SJ",
    "HT SJ HJ HJ DJ DJ DA DA DT DT DK DK",
    "D9 D9 CA CA CT CT CK CK C9 C9 SA SA",
    "ST ST SK SK S9 S9 HA HA HK HK H9 H9",
)]
HEALTHY = ["p1 healthy", "p2 healthy", "p3 healthy", "p0 healthy"]


def run(hands: Sequence[Sequence[str | dk.Card]], lines: Sequence[str],
        rules: str = "ddv") -> dk.State:
    """Deal ``hands`` (dealer p0) and apply each record line (raising on an illegal one)."""
    state = dk.deal(rules, hands=hands, dealer=0)
    for line in lines:
        state = dk.apply(state, line)
    return state


def play_out(state: dk.State) -> dk.State:
    """Play the first legal action until the deal is over."""
    while not state.is_over:
        state = dk.apply(state, dk.legal_actions(state)[0])
    return state


def seen(state: dk.State) -> dict[int | None, tuple[dk.Party | None, ...]]:
    """What every seat and a spectator know."""
    return {viewer: known_parties(state, viewer) for viewer in VIEWERS}


def everyone(parties: Sequence[dk.Party | None]) -> dict[int | None, tuple[dk.Party | None, ...]]:
    return dict.fromkeys(VIEWERS, tuple(parties))


def test_nothing_is_known_before_the_game_is_settled() -> None:
    """doppelkopf.md "Reservations": the reservations settle the contract; until then no
    seat knows a party, not even from its own club queens."""
    state = run(HANDS, [])
    assert seen(state) == everyone(NOBODY)
    state = run(HANDS, HEALTHY[:3])
    assert seen(state) == everyone(NOBODY)


def test_a_normal_game_each_seat_knows_itself() -> None:
    """doppelkopf.md "Reservations" 3 (nobody reserved: a normal game, the club queens decide
    the parties): each seat knows its own party from its hand; one club queen leaves the other
    one anywhere, so it knows nobody else; a spectator knows nothing."""
    state = run(HANDS, HEALTHY)
    assert seen(state) == {0: (R, None, None, None), 1: (None, R, None, None),
                           2: (None, None, K, None), 3: (None, None, None, K), None: NOBODY}


def test_a_club_queen_played_shows_its_seat() -> None:
    """docs/frontend.md "What is hidden" (parties in a normal game, as the play shows them:
    a club queen played): the seat that plays a club queen is Re for everybody; since it may
    hold both (a silent marriage looks like a normal game), that shows nobody else, except to
    the holder of the other one, who now knows every party."""
    state = run(HANDS, [*HEALTHY, "p1 play CQ"])
    assert seen(state) == {0: (R, R, K, K), 1: (None, R, None, None),
                           2: (None, R, K, None), 3: (None, R, None, K),
                           None: (None, R, None, None)}


def test_a_seat_that_cannot_follow_a_trump_lead_is_kontra() -> None:
    """docs/frontend.md "What is hidden" (a seat that cannot follow a trump lead): p3 plays a
    spade on the club queen led, so he holds no trump and no club queen: Kontra for all;
    p2 (who followed with a trump, so may still hold one) stays unknown to the others."""
    state = run(HANDS, [*HEALTHY, "p1 play CQ", "p2 play D9", "p3 play ST"])
    assert seen(state) == {0: (R, R, K, K), 1: (None, R, None, K), 2: (None, R, K, K),
                           3: (None, R, None, K), None: (None, R, None, K)}


def test_both_club_queens_played_show_every_party() -> None:
    """doppelkopf.md "Reservations" 3 (the holders of the club queens are Re): once both club
    queens are seen with two seats, those are Re and the other two Kontra, for everybody."""
    state = run(HANDS, [*HEALTHY, "p1 play CQ", "p2 play D9", "p3 play ST", "p0 play CQ"])
    assert seen(state) == everyone((R, R, K, K))


def test_announcements_name_their_party() -> None:
    """doppelkopf.md "Announcements" (``re`` only by the Re party, ``kontra`` only by the
    Kontra party): an announcement shows the announcer's party to everybody."""
    state = run(HANDS, [*HEALTHY, "p2 announce kontra"])
    assert known_parties(state, None) == (None, None, K, None)
    state = run(HANDS, [*HEALTHY, "p0 announce re"])
    assert known_parties(state, None) == (R, None, None, None)
    assert known_parties(state, 1) == (R, R, K, K)  # p1 holds the other club queen


def test_a_re_and_its_club_queen_count_once() -> None:
    """doppelkopf.md "Announcements" (an announcement names its party): a seat that said
    ``re`` and then plays a club queen has shown one club queen, not two; the other is still
    unplaced."""
    state = run(HANDS, [*HEALTHY, "p1 announce re", "p1 play CQ"])
    assert known_parties(state, None) == (None, R, None, None)
    assert known_parties(state, 2) == (None, R, K, None)


def test_silent_marriage() -> None:
    """doppelkopf.md "Reservations" 3 (a seat holding both club queens that said healthy
    plays alone, shown to the others as a normal game); docs/frontend.md "What is hidden"
    (silent marriage): its player knows every party; the others only know themselves."""
    state = run(BOTH_QUEENS, HEALTHY)
    assert seen(state) == {0: (R, K, K, K), 1: (None, K, None, None),
                           2: (None, None, K, None), 3: (None, None, None, K), None: NOBODY}
    state = run(state.deal.hands, [*HEALTHY, "p1 play HT", "p2 play D9", "p3 play ST",
                                   "p0 play CQ"])
    assert known_parties(state, None) == (R, None, None, K)
    assert known_parties(state, 1) == (R, K, None, K)


def test_a_marriage_before_the_clarification_trick() -> None:
    """doppelkopf.md "Marriage (Hochzeit, TSR 4.4)" (the partner is whoever wins the first
    trick the marriage player does not win): until then only the marriage player's party is
    known, to everybody, the future partner included."""
    state = run(BOTH_QUEENS, ["p1 healthy", "p2 healthy", "p3 healthy", "p0 reserve",
                              "p0 declare marriage"])
    assert state.game is not None and state.game.contract is dk.Contract.MARRIAGE
    assert seen(state) == everyone((R, None, None, None))
    state = run(state.deal.hands, [*(str(a) for a in state.actions), "p1 play HT",
                                   "p2 play D9", "p3 play ST"])
    assert seen(state) == everyone((R, None, None, None))


def test_a_marriage_clarified_is_public() -> None:
    """doppelkopf.md "Marriage (Hochzeit, TSR 4.4)": p1 wins trick 1, which p0 did not win;
    p1 is the partner, and every party is public."""
    state = run(BOTH_QUEENS, ["p1 healthy", "p2 healthy", "p3 healthy", "p0 reserve",
                              "p0 declare marriage", "p1 play HT", "p2 play D9", "p3 play ST",
                              "p0 play SJ"])
    assert state.game is not None and state.game.partner == 1
    assert seen(state) == everyone((R, R, K, K))


def test_a_solo_is_public() -> None:
    """doppelkopf.md "Reservations" 4 (a declared solo): the soloist alone against the three
    others, known to everybody from the declaration on."""
    state = run(HANDS, ["p1 healthy", "p2 reserve", "p3 healthy", "p0 healthy",
                        "p2 declare solo-clubs"])
    assert seen(state) == everyone((K, K, R, K))


POVERTY = ["p1 healthy", "p2 healthy", "p3 reserve", "p0 healthy", "p3 declare poverty",
           "p3 give ST SK S9"]


def test_a_poverty_after_the_exchange_is_public() -> None:
    """doppelkopf.md "Poverty (Armut, `poverty` on)": poor player and acceptor are Re, the
    other two Kontra (the club queens do not decide); public once the cards are returned."""
    state = run(HANDS, [*POVERTY, "p0 decline", "p1 accept", "p1 return CQ SJ HJ"],
                rules="pagat")
    assert state.phase is dk.Phase.PLAY
    assert seen(state) == everyone((K, R, K, R))


def test_a_poverty_before_it_is_accepted_is_unknown() -> None:
    """doppelkopf.md "Poverty": while the seats decide, nobody knows a party (if all three
    decline the deal is void); a void deal has no parties."""
    state = run(HANDS, [*POVERTY, "p0 decline"], rules="pagat")
    assert seen(state) == everyone(NOBODY)
    state = run(HANDS, [*POVERTY, "p0 decline", "p1 decline", "p2 decline"], rules="pagat")
    assert state.phase is dk.Phase.VOID
    assert seen(state) == everyone(NOBODY)


def test_a_poverty_once_accepted_is_public() -> None:
    """doppelkopf.md "Poverty" (the first to accept ... becomes the partner: poor player and
    acceptor are Re); parties.py ("a poverty once accepted: every party is public"): the
    accept is public, so from it on every seat knows every party."""
    state = run(HANDS, [*POVERTY, "p0 decline", "p1 accept"], rules="pagat")
    assert state.phase is dk.Phase.POVERTY_RETURN
    assert seen(state) == everyone((K, R, K, R))


@pytest.mark.parametrize("hands", [HANDS, BOTH_QUEENS], ids=["normal", "silent-marriage"])
def test_everything_is_public_at_the_end(hands: list[list[str]]) -> None:
    """docs/frontend.md "What is hidden" (all at the end; a silent marriage's player is named
    when the deal is over): a finished deal shows every party as the game has it."""
    state = play_out(run(hands, HEALTHY))
    assert state.phase is dk.Phase.FINISHED and state.game is not None
    truth = tuple(state.game.party(seat) for seat in range(4))
    assert seen(state) == everyone(truth)
    if hands is BOTH_QUEENS:
        assert truth == (R, K, K, K)


def settled_game(state: dk.State) -> dk.Game | None:
    """The game of the deal; in an accepted poverty before the return, the game it becomes
    whatever cards the acceptor returns (doppelkopf.md "Poverty")."""
    if state.game is None and state.phase is dk.Phase.POVERTY_RETURN:
        state = dk.apply(state, dk.legal_actions(state)[0])
    return state.game


@given(testing.states("doppelkopf"))
def test_what_a_seat_knows_is_true_and_a_spectator_knows_no_more(state: dk.State) -> None:
    """docs/frontend.md "What is hidden" (a spectator knows only what any seat knows from the
    public play): at any moment of a random deal every party a seat or a spectator knows is
    the seat's real party; every seat knows at least what a spectator knows; in a settled
    normal game (or silent marriage) each seat knows its own party."""
    spectator = known_parties(state, None)
    game = settled_game(state)
    for viewer in VIEWERS:
        known = known_parties(state, viewer)
        assert len(known) == 4
        if game is None:
            assert known == NOBODY
            continue
        for seat, party in enumerate(known):
            assert party is None or party is game.party(seat), (viewer, seat)
            if spectator[seat] is not None:
                assert party is spectator[seat]
        if viewer is not None and game.contract is dk.Contract.NORMAL:
            assert known[viewer] is game.party(viewer)
