"""Action lines: the record grammar, aliases, canonical output, comments
(records.md "Action grammar", "Doppelkopf verbs")."""

from __future__ import annotations

import pytest

from trickgames import ParseError
from trickgames.doppelkopf.actions import (
    DECLARES,
    HEALTHY,
    RESERVE,
    Accept,
    Announce,
    Call,
    Declare,
    Decline,
    Give,
    Healthy,
    Play,
    Reserve,
    Return,
    parse_action,
)
from trickgames.doppelkopf.cards import Card
from trickgames.doppelkopf.contracts import Reservation


@pytest.mark.parametrize(
    ("line", "action"),
    [
        ("p0 healthy", Healthy(0)),
        ("p1 reserve", Reserve(1)),
        ("p2 declare marriage", Declare(2, Reservation.MARRIAGE)),
        ("p3 declare poverty", Declare(3, Reservation.POVERTY)),
        ("p0 declare solo-clubs", Declare(0, Reservation.SOLO_CLUBS)),
        ("p0 declare solo-spades", Declare(0, Reservation.SOLO_SPADES)),
        ("p0 declare solo-hearts", Declare(0, Reservation.SOLO_HEARTS)),
        ("p0 declare solo-diamonds", Declare(0, Reservation.SOLO_DIAMONDS)),
        ("p0 declare solo-queens", Declare(0, Reservation.SOLO_QUEENS)),
        ("p0 declare solo-jacks", Declare(0, Reservation.SOLO_JACKS)),
        ("p0 declare solo-aces", Declare(0, Reservation.SOLO_ACES)),
        ("p1 give CQ DA ST", Give(1, (Card.CQ, Card.DA, Card.ST))),
        ("p2 accept", Accept(2)),
        ("p3 decline", Decline(3)),
        ("p2 return C9 C9 HA", Return(2, (Card.C9, Card.C9, Card.HA))),
        ("p1 announce re", Announce(1, Call.RE)),
        ("p1 announce kontra", Announce(1, Call.KONTRA)),
        ("p1 announce no90", Announce(1, Call.NO90)),
        ("p1 announce no60", Announce(1, Call.NO60)),
        ("p1 announce no30", Announce(1, Call.NO30)),
        ("p1 announce schwarz", Announce(1, Call.SCHWARZ)),
        ("p3 play HT", Play(3, Card.HT)),
    ],
)
def test_every_verb_parses_and_prints_back(line: str, action: object) -> None:
    """Every Doppelkopf verb with its arguments parses, and str() gives the same line
    (records.md Doppelkopf verbs)."""
    parsed = parse_action(line)
    assert parsed == action
    assert str(parsed) == line


@pytest.mark.parametrize(
    ("line", "canonical"),
    [
        ("P1  Play h10", "p1 play HT"),
        ("p1 play ♥10", "p1 play HT"),
        ("p1\tplay   cq", "p1 play CQ"),
        ("p0 declare Fleischlos", "p0 declare solo-aces"),
        ("p0 declare meatless", "p0 declare solo-aces"),
        ("p0 DECLARE Solo-Hearts", "p0 declare solo-hearts"),
        ("p2 announce RE", "p2 announce re"),
        ("p2 Announce No90", "p2 announce no90"),
        ("p3 give cq ♦A s10", "p3 give CQ DA ST"),
        ("p3 HEALTHY", "p3 healthy"),
    ],
)
def test_aliases_give_canonical_output(line: str, canonical: str) -> None:
    """Readers accept case variants, several spaces, `10` and suit symbols; output is canonical
    (records.md Action grammar, Card codes)."""
    assert str(parse_action(line)) == canonical


def test_comment_is_kept_and_never_changes_meaning() -> None:
    """`# comment` is kept (a frontend may show it) and never changes meaning (records.md Action
    grammar)."""
    action = parse_action("p2 announce re  # holds CQ")
    assert action.comment == "holds CQ"
    assert action == Announce(2, Call.RE)
    assert hash(action) == hash(Announce(2, Call.RE))
    assert str(action) == "p2 announce re  # holds CQ"
    assert parse_action(str(action)) == action
    assert parse_action(str(action)).comment == "holds CQ"
    assert parse_action("p0 healthy#fine").comment == "fine"


def test_give_and_return_compare_as_sets_but_print_as_written() -> None:
    """The three cards of give/return are a set of cards; the line keeps their order
    (records.md Doppelkopf verbs, round trip)."""
    assert parse_action("p2 give CQ DA ST") == parse_action("p2 give ST DA CQ")
    assert str(parse_action("p2 give ST DA CQ")) == "p2 give ST DA CQ"
    assert parse_action("p2 give CQ CQ ST") != parse_action("p2 give CQ ST ST")


@pytest.mark.parametrize(
    ("line", "code"),
    [
        ("", "malformed_action"),
        ("p1", "malformed_action"),
        ("p1 play", "malformed_action"),
        ("p1 play CQ CQ", "malformed_action"),
        ("p2 accept now", "malformed_action"),
        ("p2 give CQ CQ SQ SQ HQ HQ", "malformed_action"),  # at most 5 (variants: 0 to 5)
        ("p2 return CQ CQ CA CA SA SA", "malformed_action"),
        ("p5 play CQ", "unknown_seat"),
        ("player1 play CQ", "unknown_seat"),
        ("p2 fly", "unknown_verb"),
        ("p2 knock", "unknown_verb"),
        ("p1 announce no100", "unknown_announcement"),
        ("p1 declare solo", "unknown_reservation"),
        ("p1 declare wenz", "unknown_reservation"),
        ("p1 play XX", "unknown_card"),
        ("p1 give CQ DA EO", "unknown_card"),
    ],
)
def test_malformed_lines_are_parse_errors(line: str, code: str) -> None:
    """A line that does not fit `p<seat> <verb> [arguments...] [# comment]` is a ParseError
    naming what is wrong (records.md Action grammar)."""
    with pytest.raises(ParseError) as info:
        parse_action(line)
    assert info.value.code == code


def test_non_string_action_is_a_parse_error() -> None:
    """An action must be a string (records.md Fields, `actions`)."""
    with pytest.raises(ParseError):
        parse_action(17)  # type: ignore[arg-type]


def test_announcement_levels() -> None:
    """re/kontra are the first level, then no90, no60, no30, schwarz (doppelkopf.md
    Announcements)."""
    assert [c.level for c in Call] == [0, 0, 1, 2, 3, 4]


def test_interned_reservation_actions() -> None:
    """records.md "Doppelkopf verbs" (``healthy``, ``reserve``, ``declare``); docs/performance.md
    "What makes it fast" (actions are shared): HEALTHY[seat], RESERVE[seat] and
    DECLARES[seat][reservation] are the seat's actions, one for every reservation, each the
    object its record line parses to."""
    for seat in range(4):
        assert HEALTHY[seat] == Healthy(seat) and type(HEALTHY[seat]) is Healthy
        assert RESERVE[seat] == Reserve(seat) and type(RESERVE[seat]) is Reserve
        assert list(DECLARES[seat]) == list(Reservation)
        for reservation, declare in DECLARES[seat].items():
            assert declare == Declare(seat, reservation)
            assert str(declare) == f"p{seat} declare {reservation.value}"
