"""The player's view: own hand, public history, sides as known, own legal actions; nothing
hidden leaks (docs/schafkopf.md "What a seat may know"). That the JSON serialises and is
stable, and that a spectator sees no hand and only played cards, is tested once over both
games in tests/test_games.py."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from trickgames import schafkopf as sk
from trickgames import testing
from trickgames.schafkopf.view import view

from .._hidden import mentioned
from .helpers import run, start

HANDS = ("EO GO HO SO G9 G8 E7 S7", "EU GU HU SU HA HZ G7 E9", "GA GZ GK EA EZ SA SZ SK",
         "HK H9 H8 H7 EK E8 S9 S8")


def sauspiel() -> sk.State:
    return run(start(HANDS, "sauspiel"), "p0 knock",
               "p0 pass; p1 bid  # good cards; p2 pass; p3 pass; p1 declare sauspiel-gras")


def test_view_of_a_seat() -> None:
    """A seat sees its own hand, every hand size, the history without comments, and its own
    legal actions."""
    v = view(sauspiel(), 3)
    assert [c.name for c in v.hand] == ["HK", "H9", "H8", "H7", "EK", "E8", "S9", "S8"]
    assert v.hand_sizes == (8, 8, 8, 8)
    assert v.history[2] == "p1 bid"
    assert [str(a) for a in v.legal_actions] == ["p3 kontra"]
    assert v.contract is sk.Contract.SAUSPIEL_GRAS and v.declarer == 1
    assert v.partner is None and v.knocks == (0,) and v.bidders == (1,)


def test_partner_shown_only_when_known() -> None:
    """The partner is secret until revealed; he himself knows (Sauspiel)."""
    state = sauspiel()
    assert view(state, 2).partner == 2
    assert view(state, 1).partner is None and view(state, None).partner is None
    state = run(state, "p0 play G9", "p1 play G7", "p2 play GA")
    assert view(state, 1).partner == 2 and view(state, None).partner == 2


def test_spectator() -> None:
    """view(state, None): no hand, no legal actions."""
    v = view(sauspiel(), None)
    assert v.hand == () and v.legal_actions == () and v.seat is None


def test_json_shape() -> None:
    """to_json gives the documented shape (like Doppelkopf's view)."""
    data = view(sauspiel(), 0).to_json()
    assert list(data) == [
        "game", "seat", "rules", "dealer", "phase", "turn", "hand", "hand_sizes", "history",
        "bidding", "contract", "declarer", "partner", "parties", "doublings", "trick",
        "tricks", "legal_actions", "score", "open_hand", "hochzeit_card", "stock"]
    assert data["rules"] == {"preset": "sauspiel"}
    assert data["bidding"] == {"knocks": [0], "bidders": [1], "holder": None, "claim": None}
    assert data["parties"] == ["defenders", "declarers", None, None]
    assert data["trick"] == {"leader": 0, "cards": []} and data["score"] is None


def test_resolution_is_public() -> None:
    """Between several bidders, who holds which class is public."""
    state = run(start(HANDS), "p0 bid; p1 pass; p2 bid; p3 pass; p0 hold solo")
    data = view(state, 3).to_json()
    assert data["bidding"] == {"knocks": [], "bidders": [0, 2], "holder": 0,
                               "claim": "solo"}


def test_finished_view_has_the_score() -> None:
    """A finished deal shows the score with its breakdown."""
    state = sk.deal("standard", seed=2)
    while not state.is_over:
        state = sk.apply(state, sk.legal_actions(state)[-1])
    data = view(state, 1).to_json()
    assert data["score"] is not None and sum(data["score"]["payouts"]) == 0
    assert data["turn"] is None


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), viewer=st.integers(0, 3), cut=st.integers(0, 3))
def test_view_does_not_change_when_unseen_cards_are_swapped(seed: int, viewer: int,
                                                            cut: int) -> None:
    """Swapping cards between two hands the viewer cannot see (neither his nor the
    declarer's, whose declaration they justify) leaves his view unchanged (docs/schafkopf.md
    "What a seat may know")."""
    state = sk.deal("sauspiel", seed=seed, dealer=3)
    state = run(state, "p0 bid; p1 pass; p2 pass; p3 pass")
    state = sk.apply(state, sk.legal_actions(state)[0])
    a, b = [s for s in range(4) if s not in (viewer, 0)][:2]  # p0 is the declarer
    hands = [list(h) for h in state.deal.hands]
    hands[a][cut], hands[b][cut] = hands[b][cut], hands[a][cut]
    swapped = sk.deal("sauspiel", hands=hands, dealer=3)
    for action in state.actions:
        swapped = sk.apply(swapped, action)
    assert view(swapped, viewer) == view(state, viewer)


# -- the JSON a frontend or a remote bot receives (docs/frontend.md "The Schafkopf view") ----

VIEWERS = (0, 1, 2, 3, None)


@given(testing.playthroughs("schafkopf"))
def test_the_json_never_shows_another_seats_unplayed_cards(deal: testing.Playthrough) -> None:
    """docs/frontend.md "What is hidden, and when it is revealed": at every moment of a random
    deal, no string of a seat's (or a spectator's) view JSON names an unplayed card of another
    hand."""
    for state in deal.states:
        hands = [{card.name for card in state.hand(seat)} for seat in range(4)]
        for seat in VIEWERS:
            data = view(state, seat).to_json()
            others = set().union(*(hands[s] for s in range(4) if s != seat))
            assert not mentioned(data, others), (seat, data)



def test_open_hand_in_every_view() -> None:
    """schafkopf-variants.md 7 and 12: from declare bettel-ouvert on every view (each seat's
    and a spectator's) shows the declarer's remaining cards; after declare sie his hand;
    else open_hand is null."""
    rules = {"preset": "standard", "games": {"bettel": True, "bettel-ouvert": True}}
    state = run(sk.deal(rules, seed=8, dealer=3), "p0 pass; p1 bid; p2 pass; p3 pass")
    assert view(state, 0).to_json()["open_hand"] is None
    state = run(state, "p1 declare bettel-ouvert")
    state = sk.apply(state, sk.legal_actions(state, 0)[0])
    for seat in (None, 0, 1, 2, 3):
        data = view(state, seat).to_json()
        assert data["open_hand"] == {"seat": 1, "cards": [c.name for c in state.hand(1)]}
    sie = run(start(("EA EZ EK E9 GA GZ GK G9", "HA HZ HK H9 H8 H7 E8 E7",
                     "EO GO HO SO EU GU HU SU", "SA SZ SK S9 S8 S7 G8 G7"), "wirtshaus"),
              "p0 pass; p1 pass; p2 bid; p3 pass; p2 declare sie")
    assert view(sie, 3).to_json()["open_hand"]["cards"] == [c.name for c in sie.hand(2)]


def test_ramsch_and_stock_views() -> None:
    """schafkopf-variants.md 12: in a Ramsch the contract is "ramsch", no declarer, no
    partner, every party null; with all_pass = stock the view shows the pot (else null)."""
    state = run(sk.deal("wirtshaus", seed=2), "p1 pass; p2 pass; p3 pass; p0 pass")
    data = view(state, 1).to_json()
    assert (data["contract"], data["declarer"], data["partner"]) == ("ramsch", None, None)
    assert data["parties"] == [None, None, None, None] and data["stock"] is None
    pot = sk.deal(sk.SAUSPIEL.replace(all_pass="stock"), seed=2, context=sk.Context(stock=40))
    assert view(pot, 0).to_json()["stock"] == 40
