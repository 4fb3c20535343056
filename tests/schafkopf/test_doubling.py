"""Kontra and Re: who may double, in which order, how often and until when (schafkopf.md
"Doubling (Kontra / Re)"; Options max_doublings, doubling_window)."""

from __future__ import annotations

from trickgames import schafkopf as sk

from .helpers import refused, run, start

# p1 declares a Sauspiel on Gras; p2 holds the Gras ace; p0 and p3 defend; p0 leads.
HANDS = (
    "EO GO HO SO G9 G8 E7 S7",
    "EU GU HU SU HA HZ G7 E9",
    "GA GZ GK EA EZ SA SZ SK",
    "HK H9 H8 H7 EK E8 S9 S8",
)
BIDDING = "p0 pass; p1 bid; p2 pass; p3 pass"


def declared(rules: sk.Rules | str = "standard") -> sk.State:
    return run(start(HANDS, rules), BIDDING, "p1 declare sauspiel-gras")


def doublings(state: sk.State, seat: int | None = None) -> list[str]:
    return [str(a) for a in sk.legal_actions(state, seat) if a.verb in ("kontra", "re")]


def test_kontra_by_a_defender_then_re_by_the_declaring_side() -> None:
    """A defender says kontra, then a seat of the declaring side (declarer or ace holder)
    answers re; both are off turn (Doubling)."""
    state = declared()
    assert doublings(state) == ["p0 kontra", "p3 kontra"]
    refused(state, "p2 kontra", "wrong_side")   # the ace holder is on the declaring side
    refused(state, "p1 kontra", "wrong_side")
    err = refused(state, "p1 re", "re_without_kontra")
    assert "nobody has said kontra" in str(err)
    state = run(state, "p3 kontra")
    assert state.doublings == (3,) and state.turn == 0
    assert doublings(state) == ["p1 re", "p2 re"]
    refused(state, "p0 kontra", "kontra_not_now")
    refused(state, "p0 re", "wrong_side")
    state = run(state, "p2 re")
    assert state.doublings == (3, 2)
    err = refused(state, "p0 kontra", "doubling_limit")
    assert "at most 2 doublings" in str(err)
    assert doublings(state) == []


def test_further_doublings_alternate_up_to_the_limit() -> None:
    """Further doublings alternate up to max_doublings (Doubling; Options)."""
    state = declared(sk.STANDARD.replace(max_doublings=4))
    state = run(state, "p0 kontra", "p1 re", "p3 kontra")
    refused(state, "p0 kontra", "kontra_not_now")
    assert doublings(state) == ["p1 re", "p2 re"]
    state = run(state, "p1 re")
    assert len(state.doublings) == 4 and doublings(state) == []


def test_no_doublings_when_the_limit_is_zero() -> None:
    """max_doublings 0: nobody may double (Options)."""
    state = declared(sk.STANDARD.replace(max_doublings=0))
    assert doublings(state) == []
    refused(state, "p0 kontra", "doubling_limit")


def test_window_before_first_card() -> None:
    """before_first_card: the window closes when trick 1's first card is played
    (Doubling)."""
    state = run(declared(), "p0 play EO")
    err = refused(state, "p3 kontra", "doubling_too_late")
    assert "the first card has been played" in str(err)
    assert doublings(state) == []


def test_window_before_own_first_card() -> None:
    """before_own_first_card: each seat may double until it has played its own first card
    (documented reading of the option)."""
    rules = sk.STANDARD.replace(doubling_window="before_own_first_card")
    state = run(declared(rules), "p0 play EO")
    refused(state, "p0 kontra", "doubling_too_late")
    assert doublings(state) == ["p3 kontra"]
    state = run(state, "p1 play EU", "p2 play GZ", "p3 kontra")
    assert doublings(state) == []  # p1 and p2 have played: nobody can answer
    refused(state, "p1 re", "doubling_too_late")


def test_no_doubling_before_the_declaration() -> None:
    """Doubling needs a declared game (Doubling)."""
    state = start(HANDS)
    refused(state, "p0 kontra", "doubling_not_yet")
    state = run(state, BIDDING)
    refused(state, "p0 kontra", "doubling_not_yet")


def test_doubling_in_a_single_player_game() -> None:
    """In a single-player game the three opponents may say kontra, the declarer re."""
    state = run(start(HANDS), BIDDING, "p1 declare solo-herz")
    assert doublings(state) == ["p0 kontra", "p2 kontra", "p3 kontra"]
    state = run(state, "p2 kontra")
    assert doublings(state) == ["p1 re"]
    assert doublings(state, 1) == ["p1 re"] and doublings(state, 0) == []
