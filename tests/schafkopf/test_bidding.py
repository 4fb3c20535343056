"""Bidding: knocks, pass/bid, the void deal, one bidder, several bidders with hold/pass and
the class ladder, and the declaration (schafkopf.md "Bidding (Spielansage)" and "Sauspiel
(Rufspiel) and the called ace", calling conditions)."""

from __future__ import annotations

import pytest

from trickgames import schafkopf as sk
from trickgames.schafkopf.state import Phase

from .helpers import refused, run, start

# p0 may call Eichel or Schellen (not Gras: holds GA); p1 and p3 only Gras; p2 nothing.
CALL_HANDS = (
    "EO GO EU HA E9 E8 GA S7",
    "EA EZ EK E7 GZ GK G9 G8",
    "HO SO GU HU SU HZ HK H9",
    "H8 H7 G7 SA SZ SK S9 S8",
)


def fresh(rules: str = "standard") -> sk.State:
    return start(CALL_HANDS, rules)


def legal(state: sk.State, seat: int | None = None) -> list[str]:
    return [str(a) for a in sk.legal_actions(state, seat)]


# -- knocks ---------------------------------------------------------------------------------


def test_knocks_off_turn_before_the_first_word() -> None:
    """Any seat may knock once, off turn, before the first pass or bid (Bidding 1)."""
    state = fresh("sauspiel")
    assert legal(state) == ["p0 pass", "p0 bid", "p0 knock", "p1 knock", "p2 knock",
                            "p3 knock"]
    state = run(state, "p2 knock", "p0 knock")
    assert state.auction.knocks == (2, 0) and state.knocks == 2 and state.turn == 0
    assert legal(state, 2) == [] and legal(state, 3) == ["p3 knock"]
    refused(state, "p2 knock", "already_knocked")
    state = run(state, "p0 pass")
    refused(state, "p3 knock", "knock_too_late")
    assert legal(state) == ["p1 pass", "p1 bid"]


def test_knocking_off() -> None:
    """Without the knocking option nobody may knock (Options: knocking)."""
    state = fresh("standard")
    refused(state, "p1 knock", "knocking_not_allowed")
    assert "knock" not in " ".join(legal(state))


# -- pass and bid ---------------------------------------------------------------------------


def test_each_seat_speaks_once_from_forehand() -> None:
    """Each seat from forehand once: pass or bid (Bidding 2)."""
    state = start(CALL_HANDS, dealer=1)  # forehand p2
    assert state.turn == 2
    refused(state, "p3 bid", "not_your_turn")
    state = run(state, "p2 pass", "p3 bid", "p0 pass")
    assert state.turn == 1 and state.auction.bidders == (3,)
    state = run(state, "p1 pass")
    assert state.phase is Phase.DECLARATION and state.turn == 3
    refused(state, "p1 pass", "bidding_over")
    refused(state, "p3 bid", "bidding_over")


def test_nobody_bids_void_deal() -> None:
    """Nobody bid: the deal is void, a redeal with all payouts 0 (Bidding 3)."""
    state = run(fresh("sauspiel"), "p1 knock", "p0 pass; p1 pass; p2 pass; p3 pass")
    assert state.phase is Phase.VOID and state.is_over and state.turn == -1
    assert sk.legal_actions(state) == ()
    result = sk.score(state)
    assert result.redeal and result.payouts == (0, 0, 0, 0)
    assert result.to_json() == {"payouts": [0, 0, 0, 0], "redeal": True}
    refused(state, "p0 bid", "deal_over")
    refused(state, "p0 play EO", "not_play_phase")


def test_one_bidder_declares_any_game_its_hand_allows() -> None:
    """One bidder declares any enabled game its hand allows (Bidding 4)."""
    state = run(fresh("standard"), "p0 bid; p1 pass; p2 pass; p3 pass")
    assert state.phase is Phase.DECLARATION and state.turn == 0
    games = [a.contract.value for a in sk.legal_actions(state)]  # type: ignore[attr-defined]
    assert games == [
        "sauspiel-eichel", "sauspiel-schellen", "wenz", "solo-eichel", "solo-gras",
        "solo-herz", "solo-schellen", "wenz-tout", "solo-eichel-tout", "solo-gras-tout",
        "solo-herz-tout", "solo-schellen-tout"]
    refused(state, "p0 declare geier", "game_not_enabled")
    refused(state, "p1 declare wenz", "not_your_turn")
    state = run(state, "p0 declare sauspiel-schellen")
    assert state.phase is Phase.PLAY and state.turn == 0
    assert state.game is not None and state.game.partner == 3
    refused(state, "p0 declare wenz", "bidding_over")


def test_declare_before_bidding_is_over() -> None:
    """The declaration comes after the bidding (Bidding 4)."""
    refused(fresh(), "p0 declare wenz", "declare_not_now")


# -- calling conditions ---------------------------------------------------------------------


def test_calling_conditions() -> None:
    """Call E, G or S, holding a non-trump card of that suit, not its ace (Sauspiel)."""
    state = run(fresh(), "p0 bid; p1 pass; p2 pass; p3 pass")
    err = refused(state, "p0 declare sauspiel-gras", "call_own_ace")
    assert str(err) == "p0 cannot call the GA: it holds that ace itself"
    assert sk.callable_suits(state.hands[0], False) == (sk.Suit.EICHEL, sk.Suit.SCHELLEN)


def test_ober_and_unter_do_not_count_for_calling() -> None:
    """Only a non-trump card of the suit lets a seat call it; who can call no suit cannot
    play a Sauspiel (Sauspiel)."""
    state = run(fresh(), "p0 pass; p1 pass; p2 bid; p3 pass")
    err = refused(state, "p2 declare sauspiel-schellen", "call_without_suit")
    assert "no schellen card besides the Ober and Unter" in str(err)
    refused(state, "p2 declare sauspiel-gras", "call_without_suit")
    games = [str(a) for a in sk.legal_actions(state)]
    assert not any("sauspiel" in g for g in games) and "p2 declare wenz" in games


# -- several bidders ------------------------------------------------------------------------


def test_two_bidders_earlier_holds_later_must_go_higher() -> None:
    """Several bidders: the last bidder holds a claim at the lowest single-player class; the
    nearest earlier bidder holds with at least that class or passes; then the later must hold
    strictly higher or pass (Bidding 5, 6)."""
    state = run(fresh("standard"), "p0 bid; p1 pass; p2 bid; p3 pass")
    assert state.phase is Phase.RESOLUTION
    assert state.auction.holder == 2 and state.auction.claim is sk.GameClass.WENZ
    assert state.turn == 0
    assert legal(state) == ["p0 pass", "p0 hold wenz", "p0 hold solo", "p0 hold wenz-tout",
                            "p0 hold solo-tout"]
    refused(state, "p0 hold sauspiel", "hold_too_low")
    refused(state, "p0 hold geier", "game_not_enabled")
    refused(state, "p2 hold solo", "not_your_turn")
    refused(state, "p0 bid", "bidding_over")
    state = run(state, "p0 hold wenz")
    assert (state.turn, state.auction.holder, state.auction.claim) == (2, 0, sk.GameClass.WENZ)
    assert legal(state) == ["p2 pass", "p2 hold solo", "p2 hold wenz-tout", "p2 hold solo-tout"]
    err = refused(state, "p2 hold wenz", "hold_too_low")
    assert str(err) == "p2 cannot hold wenz: p0 holds wenz, so p2 must hold higher than wenz"
    state = run(state, "p2 hold solo")
    assert state.turn == 0 and state.auction.holder == 2
    state = run(state, "p0 hold solo")  # the earlier seat wins the tie
    state = run(state, "p2 pass")
    assert state.phase is Phase.DECLARATION and state.turn == 0
    games = [a.contract.value for a in sk.legal_actions(state)]  # type: ignore[attr-defined]
    assert games[0] == "solo-eichel" and "wenz" not in games and "wenz-tout" in games
    refused(state, "p0 declare wenz", "declare_too_low")
    refused(state, "p0 declare sauspiel-eichel", "declare_too_low")
    state = run(state, "p0 declare wenz-tout")
    assert state.contract is sk.Contract.WENZ_TOUT and state.turn == 0


def test_earlier_bidder_passes_later_plays_a_single_player_game() -> None:
    """A later bidder must play a single-player game: he declares at least the lowest
    enabled single-player class (Bidding 5)."""
    state = run(fresh("sauspiel"), "p0 bid; p1 pass; p2 bid; p3 pass; p0 pass")
    assert state.phase is Phase.DECLARATION and state.turn == 2
    assert state.auction.claim is sk.GameClass.GEIER  # lowest enabled in sauspiel
    games = [a.contract.value for a in sk.legal_actions(state)]  # type: ignore[attr-defined]
    assert "geier" in games and not any(g.startswith(("sauspiel", "farbgeier")) for g in games)


def test_three_bidders_nearest_earlier_speaks_first() -> None:
    """The resolution is always between the holder and the nearest other bidder still in
    (Bidding 5)."""
    state = run(fresh("standard"), "p0 bid; p1 bid; p2 pass; p3 bid")
    assert state.auction.holder == 3 and state.auction.queue == (0, 1) and state.turn == 1
    state = run(state, "p1 hold wenz")         # p1 takes the claim
    assert state.turn == 3                     # p3 must go higher
    state = run(state, "p3 pass")              # p3 is out
    assert state.turn == 0 and state.auction.holder == 1
    refused(state, "p0 hold sauspiel", "hold_too_low")
    state = run(state, "p0 hold wenz")         # p0 is earlier: a tie suffices
    assert state.turn == 1
    state = run(state, "p1 hold solo-tout")    # the top of the ladder
    assert legal(state) == ["p0 pass", "p0 hold solo-tout"]
    state = run(state, "p0 pass")
    assert state.phase is Phase.DECLARATION and state.turn == 1
    games = [a.contract.value for a in sk.legal_actions(state)]  # type: ignore[attr-defined]
    assert all(g.startswith("solo-") and g.endswith("-tout") for g in games)


def test_four_bidders() -> None:
    """Four bidders: the claim moves down the line until one is left (Bidding 5)."""
    state = run(fresh("standard"), "p0 bid; p1 bid; p2 bid; p3 bid")
    assert state.turn == 2
    state = run(state, "p2 pass", "p1 pass", "p0 hold solo", "p3 pass")
    assert state.phase is Phase.DECLARATION and state.turn == 0
    assert state.auction.claim is sk.GameClass.SOLO


def test_only_enabled_classes_count() -> None:
    """Only enabled games count in the ladder (Bidding 6)."""
    rules = sk.STANDARD.replace(games=["sauspiel", "geier", "solo"])
    state = run(start(CALL_HANDS, rules), "p0 bid; p1 bid; p2 pass; p3 pass")
    assert state.auction.claim is sk.GameClass.GEIER
    assert legal(state) == ["p0 pass", "p0 hold geier", "p0 hold solo"]
    refused(state, "p0 hold wenz", "game_not_enabled")


def test_seed_example() -> None:
    """The seed's opening example: player 2 passes, 3 bids, 4 and 1 pass; 3 calls the Gras
    ace and whoever holds it is his secret partner; player 2 leads (seed 002 section 3)."""
    state = start(CALL_HANDS, dealer=0)  # seat 0 deals: "player 1"; p1 is forehand
    state = run(state, "p1 pass; p2 pass; p3 bid; p0 pass", "p3 declare sauspiel-gras")
    assert state.game is not None and state.game.partner == 0  # p0 holds GA
    assert state.turn == 1


@pytest.mark.parametrize("rules", ["standard", "short", "sauspiel"])
def test_declarations_listed_are_legal(rules: str) -> None:
    """legal_actions lists exactly the declarations check accepts (Bidding 4)."""
    for seed in range(20):
        state = run(sk.deal(rules, seed=seed), "p1 bid; p2 pass; p3 pass; p0 pass")
        listed = set(sk.legal_actions(state))
        for contract in sk.Contract:
            action = sk.Declare(1, contract)
            assert (action in listed) == sk.is_legal(state, action)


# -- the new classes (schafkopf-variants.md 2, 4) ---------------------------------------------

SIE_HANDS = ("EA EZ EK E9 GA GZ GK G9", "HA HZ HK H9 H8 H7 E8 E7",
             "EO GO HO SO EU GU HU SU", "SA SZ SK S9 S8 S7 G8 G7")


def test_sie_needs_a_sie_hand() -> None:
    """schafkopf-variants.md 2, 4, 8: hold sie and declare sie only with all Ober and Unter
    (sie_without_hand); the Sie tops the ladder, so nobody can hold against it."""
    state = run(start(SIE_HANDS, "wirtshaus"), "p0 bid; p1 pass; p2 bid; p3 pass")
    refused(state, "p0 hold sie", "sie_without_hand")
    assert "p0 hold sie" not in {str(a) for a in sk.legal_actions(state)}
    state = run(state, "p0 hold solo")
    assert "p2 hold sie" in {str(a) for a in sk.legal_actions(state)}
    state = run(state, "p2 hold sie")
    assert [str(a) for a in sk.legal_actions(state)] == ["p0 pass"]
    alone = run(start(SIE_HANDS, "wirtshaus"), "p0 bid; p1 pass; p2 pass; p3 pass")
    refused(alone, "p0 declare sie", "sie_without_hand")
    assert "p0 declare sie" not in {str(a) for a in sk.legal_actions(alone)}
    refused(run(start(SIE_HANDS, "sauspiel"), "p0 pass; p1 pass; p2 bid; p3 pass"),
            "p2 declare sie", "game_not_enabled")


def test_bettel_is_the_lowest_single_class() -> None:
    """schafkopf-variants.md 2: with bettel enabled the last bidder's claim starts at bettel;
    bettel-ouvert ranks just above it; a Bettel takes no -tout."""
    state = run(start(SIE_HANDS, "wirtshaus"), "p0 bid; p1 bid; p2 pass; p3 pass")
    assert state.auction.claim is sk.GameClass.BETTEL
    assert str(sk.legal_actions(state)[1]) == "p0 hold bettel"
    with pytest.raises(ValueError, match="unknown game"):
        sk.parse_action("p0 declare bettel-tout")
    ladder = [c.value for c in sk.CLASS_LADDER]
    assert ladder.index("bettel-ouvert") == ladder.index("bettel") + 1
