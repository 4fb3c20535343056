"""Schafkopf actions: the record grammar of every verb (records.md "Schafkopf verbs" and
"Action grammar")."""

from __future__ import annotations

import pytest

from trickgames import ParseError
from trickgames.schafkopf.actions import (
    ACCEPTS,
    BIDS,
    DECLARES,
    DECLINES,
    GIVES,
    HOLDS,
    KNOCKS,
    KONTRAS,
    PASSES,
    PLAYS,
    RES,
    Accept,
    Bid,
    Declare,
    Decline,
    Give,
    Hold,
    Knock,
    Kontra,
    Pass,
    Play,
    Re,
    parse_action,
)
from trickgames.schafkopf.cards import Card
from trickgames.schafkopf.contracts import Contract, GameClass


@pytest.mark.parametrize(("line", "action"), [
    ("p0 knock", Knock(0)),
    ("p1 pass", Pass(1)),
    ("p2 bid", Bid(2)),
    ("p3 hold solo-tout", Hold(3, GameClass.SOLO_TOUT)),
    ("p0 declare sauspiel-schellen", Declare(0, Contract.SAUSPIEL_SCHELLEN)),
    ("p1 kontra", Kontra(1)),
    ("p2 re", Re(2)),
    ("p3 play HZ", Play(3, Card.HZ)),
])
def test_every_verb_round_trips(line: str, action: object) -> None:
    """Each verb parses to its action and prints back canonically (records.md verbs)."""
    assert parse_action(line) == action
    assert str(action) == line


def test_aliases_and_spacing() -> None:
    """Upper-case seat and verb, several spaces, T/X/10 and suit aliases are read
    (records.md Action grammar, Card codes)."""
    assert str(parse_action("P2   PLAY  s10")) == "p2 play SZ"
    assert str(parse_action("p1 declare Farbwenz-Gruen-Tout")) == "p1 declare farbwenz-gras-tout"
    assert str(parse_action("p0 hold WENZ")) == "p0 hold wenz"


def test_comment_kept_but_not_meaning() -> None:
    """A comment is kept for the record and never changes meaning (records.md grammar)."""
    action = parse_action("p2 kontra  # a strong hand")
    assert action == Kontra(2) and action.comment == "a strong hand"
    assert str(action) == "p2 kontra  # a strong hand"
    assert parse_action("p0 play EO # top") == Play(0, Card.EO)


def test_plays_are_interned() -> None:
    """Plain card plays are shared objects (fast legal-action lists)."""
    assert parse_action("p1 play ga") is PLAYS[1][Card.GA]


@pytest.mark.parametrize(("line", "code"), [
    ("", "malformed_action"),
    ("p1", "malformed_action"),
    ("p4 pass", "unknown_seat"),
    ("p1 announce re", "unknown_verb"),
    ("p1 pass now", "malformed_action"),
    ("p1 play", "malformed_action"),
    ("p1 play EO GO", "malformed_action"),
    ("p1 play CQ", "unknown_card"),
    ("p1 hold rufspiel-plus", "unknown_game_class"),
    ("p1 declare sauspiel-herz", "unknown_game"),
    ("p1 declare solo", "unknown_game"),
    ("p1 declare wenz-eichel", "unknown_game"),
])
def test_malformed_lines(line: str, code: str) -> None:
    """Lines outside the grammar are ParseErrors with a stable code (records.md grammar)."""
    with pytest.raises(ParseError) as info:
        parse_action(line)
    assert info.value.code == code


def test_herz_cannot_be_called_message() -> None:
    """The Herz ace is never called: the message says why (schafkopf.md Sauspiel)."""
    with pytest.raises(ParseError, match="Herz is trump"):
        parse_action("p1 declare sauspiel-herz")


def test_not_a_string() -> None:
    """Only strings are actions."""
    with pytest.raises(ParseError):
        parse_action(3)  # type: ignore[arg-type]


def test_interned_actions_by_seat() -> None:
    """records.md "Schafkopf verbs"; docs/performance.md "What makes it fast" (actions are
    shared): the interned tables hold each seat's action of every verb without arguments, its
    gives by card number, and its declarations and holds by game and class."""
    for seat in range(4):
        for table, kind in ((KNOCKS, Knock), (PASSES, Pass), (BIDS, Bid), (KONTRAS, Kontra),
                            (RES, Re), (ACCEPTS, Accept), (DECLINES, Decline)):
            assert table[seat] == kind(seat) and type(table[seat]) is kind
        assert GIVES[seat] == tuple(Give(seat, card) for card in Card)
        assert str(GIVES[seat][Card.GA]) == f"p{seat} give GA"
        assert list(DECLARES[seat]) == list(Contract)
        assert all(declare == Declare(seat, contract)
                   for contract, declare in DECLARES[seat].items())
        assert list(HOLDS[seat]) == list(GameClass)
        assert all(hold == Hold(seat, game_class) for game_class, hold in HOLDS[seat].items())
