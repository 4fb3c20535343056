"""The Hochzeit: offer, answers, exchange, what each seat sees (schafkopf-variants.md 9, 4,
12), and its worked examples."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from trickgames import IllegalActionError
from trickgames import schafkopf as sk

from .variant_cases import HOCHZEIT, HOCHZEIT_NO_TAKER

BIDDING = ["p1 bid", "p2 pass", "p3 pass", "p0 pass"]


def record_of(case: dict[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(case)
    out["format"], out["game"] = "trickgames.record/1", "schafkopf"
    return out


def start(lines: list[str]) -> sk.State:
    state = sk.deal(HOCHZEIT["rules"], hands=HOCHZEIT["hands"], dealer=HOCHZEIT["dealer"])
    for line in lines:
        state = sk.apply(state, line)
    return state


def refused(state: sk.State, line: str) -> str:
    with pytest.raises(IllegalActionError) as info:
        sk.apply(state, line)
    assert not sk.is_legal(state, line)
    return info.value.code


def test_worked_example() -> None:
    """schafkopf-variants.md 3 and 9: p1 offers GO; p2 declines; p3 accepts and gives GZ;
    p0 Kontra, p1 Re; the side p1 + p3 holds 4 Laufende and takes 75:
    v = (10 + 4 * 10) * 2^2 = 200: [-200, 200, -200, 200]."""
    record = record_of(HOCHZEIT)
    assert record["actions"][:11] == [*BIDDING, "p1 declare hochzeit", "p2 decline",
                                      "p3 accept", "p3 give GZ", "p0 kontra", "p1 re",
                                      "p1 play GZ"]
    report = sk.validate(record)
    assert report.valid
    assert report.result == {"payouts": [-200, 200, -200, 200],
                             "card_points": {"declarers": 75, "defenders": 45}}
    score = sk.score(report.state)
    assert (score.laufende, score.value, score.partner) == (4, 200, 3)
    assert sk.to_record(report.state).to_json()["actions"] == record["actions"]


def test_offer_needs_one_trump_and_a_sole_bidder() -> None:
    """schafkopf-variants.md 2 and 4: declare hochzeit only as the sole bidder holding exactly
    one trump (hochzeit_needs_one_trump); it is listed then; hold hochzeit is never legal."""
    state = start(BIDDING)
    assert "p1 declare hochzeit" in {str(a) for a in sk.legal_actions(state)}
    other = sk.deal(HOCHZEIT["rules"], hands=HOCHZEIT["hands"], dealer=3)
    for line in ["p0 bid", "p1 pass", "p2 pass", "p3 pass"]:
        other = sk.apply(other, line)
    assert refused(other, "p0 declare hochzeit") == "hochzeit_needs_one_trump"
    several = start(["p1 bid", "p2 pass", "p3 bid", "p0 pass"])
    assert all(a.verb != "hold" or a.game_class is not sk.GameClass.HOCHZEIT
               for a in sk.legal_actions(several))
    assert refused(several, "p1 hold hochzeit") == "hold_too_low"


def test_answers_in_turn_and_their_codes() -> None:
    """schafkopf-variants.md 4 and 9: the others answer clockwise from the offerer's left
    (not_your_turn); accept, decline or give when no Hochzeit is answered (no_hochzeit); a
    trump may not be given back (give_trump), nor a card the acceptor lacks
    (card_not_in_hand); no doubling before the give (doubling_not_yet)."""
    offered = start([*BIDDING, "p1 declare hochzeit"])
    assert offered.phase is sk.Phase.MARRIAGE and offered.turn == 2
    assert [str(a) for a in sk.legal_actions(offered)] == ["p2 accept", "p2 decline"]
    assert refused(offered, "p3 accept") == "not_your_turn"
    assert refused(offered, "p2 give GK") == "no_hochzeit"
    assert refused(offered, "p0 kontra") == "doubling_not_yet"
    assert refused(start(BIDDING[:2]), "p2 accept") == "no_hochzeit"
    accepted = start([*BIDDING, "p1 declare hochzeit", "p2 decline", "p3 accept"])
    assert accepted.turn == 3 and accepted.game is not None and accepted.game.partner == 3
    assert refused(accepted, "p0 decline") == "no_hochzeit"
    assert refused(accepted, "p3 give EO") == "give_trump"
    assert refused(accepted, "p3 give GA") == "card_not_in_hand"
    assert refused(accepted, "p0 kontra") == "doubling_not_yet"
    gives = {str(a) for a in sk.legal_actions(accepted)}
    assert gives == {"p3 give E9", "p3 give GZ", "p3 give G9", "p3 give SZ"}


def test_the_exchange() -> None:
    """schafkopf-variants.md 9: the offered trump goes to the acceptor, the given card to the
    offerer; then forehand leads and the doubling window opens."""
    state = start([*BIDDING, "p1 declare hochzeit", "p2 decline", "p3 accept", "p3 give GZ"])
    assert state.phase is sk.Phase.PLAY and state.turn == 1
    assert "GO" in {c.name for c in state.hand(3)} and "GZ" not in {c.name for c in
                                                                    state.hand(3)}
    assert "GZ" in {c.name for c in state.hand(1)} and "GO" not in {c.name for c in
                                                                    state.hand(1)}
    assert sk.is_legal(state, "p0 kontra") and not sk.is_legal(state, "p3 kontra")


def test_an_accepting_seat_needs_a_plain_card() -> None:
    """schafkopf-variants.md 4 and 9: a seat holding only trumps may only decline
    (accept_without_plain_card)."""
    hands = copy.deepcopy(HOCHZEIT["hands"])
    trumps = ["EO", "HO", "SO", "SU", "HA", "HZ", "HK", "H7"]
    others = [c for h in (hands[2], hands[3]) for c in h if c not in trumps]
    hands[2], hands[3] = trumps, others
    state = sk.deal(HOCHZEIT["rules"], hands=hands, dealer=0)
    for line in [*BIDDING, "p1 declare hochzeit"]:
        state = sk.apply(state, line)
    assert [str(a) for a in sk.legal_actions(state)] == ["p2 decline"]
    assert refused(state, "p2 accept") == "accept_without_plain_card"


def test_what_each_seat_sees() -> None:
    """schafkopf-variants.md 12: phase marriage; the Hochzeit trump is seen by the offerer,
    and by the acceptor from his accept on; the given card only by offerer and acceptor
    (others see ``give ??``, in views and redacted records); the sides are public from the
    accept on."""
    offered = start([*BIDDING, "p1 declare hochzeit"])
    assert sk.view(offered, 1).to_json()["hochzeit_card"] == "GO"
    assert sk.view(offered, 1).to_json()["phase"] == "marriage"
    assert [sk.view(offered, s).hochzeit_card for s in (0, 2, 3, None)] == [None] * 4
    assert sk.view(offered, 0).parties == (None, sk.Side.DECLARERS, None, None)
    accepted = sk.apply(sk.apply(offered, "p2 decline"), "p3 accept")
    assert sk.view(accepted, 3).to_json()["hochzeit_card"] == "GO"
    assert sk.view(accepted, 0).hochzeit_card is None
    assert sk.view(accepted, 0).partner == 3
    assert sk.view(accepted, 2).to_json()["parties"] == ["defenders", "declarers",
                                                          "defenders", "declarers"]
    given = sk.apply(accepted, "p3 give GZ")
    for seat, line in ((0, "p3 give ??"), (1, "p3 give GZ"), (2, "p3 give ??"),
                       (3, "p3 give GZ"), (None, "p3 give ??")):
        assert sk.view(given, seat).history[7] == line
    record = sk.to_record(given)
    for seat in range(4):
        shown = "p3 give GZ" if seat in (1, 3) else "p3 give ??"
        assert sk.redact(record, seat).actions[7] == shown


def test_no_taker_worked_example() -> None:
    """schafkopf-variants.md 9 (wirtshaus + hochzeit, one knock): all three decline, a Ramsch
    follows with the hands as dealt: points [67, 14, 4, 35], r = 20 * 2 = 40:
    [-120, 40, 40, 40]."""
    record = record_of(HOCHZEIT_NO_TAKER)
    report = sk.validate(record)
    assert report.valid
    assert report.result == {"payouts": [-120, 40, 40, 40],
                             "ramsch": {"card_points": [67, 14, 4, 35], "tricks": [4, 1, 1, 2],
                                        "losers": [0]}}


@pytest.mark.parametrize(("all_pass", "result"), [
    ("redeal", {"payouts": [0, 0, 0, 0], "redeal": True}),
    ("stock", {"payouts": [0, 0, 0, 0], "redeal": True, "stock": [-10, -10, -10, -10]}),
])
def test_no_taker_as_if_all_passed(all_pass: str, result: dict[str, Any]) -> None:
    """schafkopf-variants.md 9 and 11: three declines with redeal or stock void the deal (the
    record is complete)."""
    rules = {**HOCHZEIT["rules"], "all_pass": all_pass}
    state = sk.deal(rules, hands=HOCHZEIT["hands"], dealer=0)
    for line in [*BIDDING, "p1 declare hochzeit", "p2 decline", "p3 decline", "p0 decline"]:
        state = sk.apply(state, line)
    assert state.phase is sk.Phase.VOID
    assert sk.score(state).to_json() == result
    assert sk.validate(sk.to_record(state)).valid
