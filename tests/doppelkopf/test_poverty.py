"""Poverty (Armut): give, accept/decline, return, the void deal, parties and scoring
(doppelkopf.md "Poverty (Armut, `poverty` on)"; records.md Result)."""

from __future__ import annotations

import pytest

from trickgames import IllegalActionError, RulesError
from trickgames import doppelkopf as dk
from trickgames._core.rng import Rng
from trickgames.doppelkopf.contracts import Contract
from trickgames.doppelkopf.hands import hand_mask
from trickgames.doppelkopf.poverty import POOR_LIMIT, is_poor, poor_trumps
from trickgames.doppelkopf.record import to_record

from .helpers import design, design_state, hands_with, play_out, run

#: p1 (forehand, dealer 0) holds two trumps (DJ, D9); the club queens are with p0 and p3.
POOR = {1: "CA CA CT CT CK CK SA SA ST ST DJ D9", 0: "CQ", 3: "CQ"}
DECLARE = ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy", "p1 declare poverty"]

#: A whole poverty deal (pagat): p1 gives CK CK HA (no trumps), p2 declines, p3 accepts and
#: returns D9 DT DK. Both club queens end with Kontra (p0, p2), which takes 218 points.
EXCHANGE = ["p1 give CK CK HA", "p2 decline", "p3 accept", "p3 return D9 DT DK"]
KONTRA_WINS = ["SA DJ HJ SJ", "CQ D9 CQ DJ", "SQ DT SQ HJ", "HQ DK HQ SJ", "CA S9 C9 CK",
               "CA S9 C9 CK", "CT SK CT HA", "HK H9 HA HK", "DQ DQ HT SK", "HT ST CJ CJ",
               "DA ST DT DK", "D9 SA H9 DA"]


def poverty_deal(rules: str | dict[str, object] = "pagat") -> dk.State:
    return design_state(KONTRA_WINS, rules=rules, reservations=DECLARE + EXCHANGE,
                        exchange=(1, 3, "CK CK HA", "D9 DT DK"))


def declared(rules: str | dict[str, object] = "pagat") -> dk.State:
    return run(hands_with(POOR, rules), DECLARE, rules=rules)


def test_poor_player_gives_first() -> None:
    """After a winning poverty declaration the poor player gives three cards (doppelkopf.md
    Poverty)."""
    state = declared()
    assert state.phase is dk.Phase.POVERTY_GIVE and state.turn == 1
    assert state.game is None


def test_give_must_include_all_trumps() -> None:
    """The poor player gives 3 cards including all his trumps (doppelkopf.md Poverty)."""
    state = declared()
    gives = [a for a in dk.legal_actions(state) if isinstance(a, dk.Give)]
    assert len(gives) == 5  # DJ, D9 and one of CA CT CK SA ST
    assert all({dk.Card.DJ, dk.Card.D9} <= set(a.cards) for a in gives)
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p1 give CA CT DJ")
    assert info.value.code == "poverty_must_give_trumps"
    assert "DJ, D9" in str(info.value)
    assert dk.is_legal(state, "p1 give DJ D9 SA")


def test_give_with_three_trumps_gives_exactly_them() -> None:
    """With three trumps, the three cards given are the trumps (doppelkopf.md Poverty)."""
    hands = hands_with({1: "CA CA CT CT CK CK SA SA ST HT DJ D9", 0: "CQ", 3: "CQ"}, "pagat")
    state = run(hands, DECLARE, rules="pagat")
    gives = [str(a) for a in dk.legal_actions(state)]
    assert gives == ["p1 give HT DJ D9"]


def test_give_with_no_trumps_is_any_three_cards() -> None:
    """A poor player without trumps gives any three cards (doppelkopf.md Poverty)."""
    hands = hands_with({1: "CA CA CT CT CK CK SA SA ST ST SK SK", 0: "CQ", 3: "CQ"}, "pagat")
    state = run(hands, DECLARE, rules="pagat")
    assert dk.is_legal(state, "p1 give CA CA CT")
    assert dk.is_legal(state, "p1 give SK SK ST")


def test_give_needs_the_cards() -> None:
    """Only held cards can be given (doppelkopf.md Poverty)."""
    state = declared()
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p1 give DJ D9 HA")
    assert info.value.code == "card_not_in_hand"
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p1 give DJ DJ D9")
    assert info.value.code == "card_not_in_hand"
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p2 give DJ D9 CA")
    assert info.value.code == "not_your_turn"


def test_accept_or_decline_in_order_from_the_poor_players_left() -> None:
    """The other seats, from the poor player's left, in order, accept or decline
    (doppelkopf.md Poverty)."""
    state = dk.apply(declared(), "p1 give DJ D9 SA")
    assert state.phase is dk.Phase.POVERTY_ACCEPTANCE and state.turn == 2
    assert [str(a) for a in dk.legal_actions(state)] == ["p2 accept", "p2 decline"]
    assert dk.legal_actions(state, 3) == ()
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p3 accept")
    assert info.value.code == "not_your_turn"
    state = dk.apply(state, "p2 decline")
    assert state.turn == 3
    state = dk.apply(state, "p3 decline")
    assert state.turn == 0
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p1 accept")
    assert info.value.code == "not_your_turn"


def test_first_to_accept_returns_three_of_fifteen() -> None:
    """The first to accept takes the three cards and returns any 3 of his now 15
    (doppelkopf.md Poverty)."""
    state = dk.apply(declared(), "p1 give DJ D9 SA")
    state = dk.apply(dk.apply(state, "p2 decline"), "p3 accept")
    assert state.phase is dk.Phase.POVERTY_RETURN and state.turn == 3
    assert state.hand_size(3) == 15 and state.hand_size(1) == 9
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p0 accept")
    assert info.value.code == "not_poverty_step"
    # Any three cards, even the ones just received.
    assert dk.is_legal(state, "p3 return DJ D9 SA")
    returns = {a for a in dk.legal_actions(state) if isinstance(a, dk.Return)}
    assert dk.parse_action("p3 return DJ D9 SA") in returns
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p3 return HT HT HT")
    assert info.value.code == "card_not_in_hand"


def test_return_starts_play_with_poor_and_acceptor_as_re() -> None:
    """Poor player and acceptor are Re, the other two Kontra (the club queens do not decide
    parties); forehand leads (doppelkopf.md Poverty; Who leads trick 1)."""
    hands = hands_with(POOR, "pagat")
    state = run(hands, [*DECLARE, "p1 give DJ D9 SA", "p2 accept"], rules="pagat")
    returned = [c.name for c in state.hand(2) if c.name not in ("CQ",)][-3:]
    state = dk.apply(state, f"p2 return {' '.join(returned)}")
    game = state.game
    assert game is not None and game.contract is Contract.POVERTY and not game.solo
    assert game.re == (False, True, True, False)
    assert game.declarer == 1 and game.partner == 2
    assert state.phase is dk.Phase.PLAY and state.turn == 1
    assert state.hand_size(1) == 12 and state.hand_size(2) == 12
    for name in returned:
        assert dk.Card.parse(name) in state.hand(1)
    assert {dk.Card.DJ, dk.Card.D9} <= set(state.hand(2))


def test_poor_player_not_forehand_forehand_still_leads() -> None:
    """In a poverty forehand leads trick 1, wherever the poor player sits (doppelkopf.md Who
    leads trick 1)."""
    hands = hands_with({2: "CA CA CT CT CK CK SA SA ST ST DJ D9", 0: "CQ", 3: "CQ"}, "pagat")
    state = run(hands, ["p1 healthy", "p2 reserve", "p3 healthy", "p0 healthy",
                        "p2 declare poverty", "p2 give DJ D9 SA", "p3 decline", "p0 decline",
                        "p1 accept", "p1 return DJ D9 SA"], rules="pagat")
    assert state.phase is dk.Phase.PLAY and state.turn == 1
    assert state.game is not None and state.game.re == (False, True, True, False)


def test_all_decline_voids_the_deal() -> None:
    """If all three decline, the deal is void: result redeal with all-zero scores and no
    card_points (doppelkopf.md Poverty; records.md Result)."""
    state = dk.apply(declared(), "p1 give DJ D9 SA")
    for line in ("p2 decline", "p3 decline", "p0 decline"):
        state = dk.apply(state, line)
    assert state.phase is dk.Phase.VOID and state.is_over and state.turn == -1
    score = dk.score(state)
    assert score.redeal and score.scores == (0, 0, 0, 0) and score.winner is None
    assert score.card_points is None
    assert score.to_json() == {"scores": [0, 0, 0, 0], "winner": None, "redeal": True}
    assert dk.legal_actions(state) == ()
    for line in ("p1 accept", "p1 play CA", "p1 announce re", "p1 healthy"):
        assert not dk.is_legal(state, line)
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p1 healthy")
    assert info.value.code == "deal_over"
    record = to_record(state)
    assert record.result == {"scores": [0, 0, 0, 0], "winner": None, "redeal": True}


def test_void_deal_record_validates() -> None:
    """A record of a void deal with `"redeal": true` validates; claiming a winner does not
    (records.md Result)."""
    state = dk.apply(declared(), "p1 give DJ D9 SA")
    for line in ("p2 decline", "p3 decline", "p0 decline"):
        state = dk.apply(state, line)
    value = to_record(state).to_json()
    value["result"] = {"scores": [0, 0, 0, 0], "redeal": True}
    assert dk.record.validate(value).valid
    value["result"] = {"scores": [0, 0, 0, 0], "winner": "re", "redeal": True}
    assert not dk.record.validate(value).valid


def test_no_announcement_before_the_return() -> None:
    """In a poverty announcements are possible only after the return (doppelkopf.md
    Announcements)."""
    state = declared()
    for line in ("p1 give DJ D9 SA", "p2 accept"):
        with pytest.raises(IllegalActionError) as info:
            dk.apply(state, "p0 announce kontra")
        assert info.value.code == "announcement_not_yet"
        state = dk.apply(state, line)
    assert not dk.is_legal(state, "p1 announce re")
    state = dk.apply(state, "p2 return DJ D9 SA")
    assert dk.is_legal(state, "p1 announce re")
    assert dk.is_legal(state, "p2 announce re")
    assert dk.is_legal(state, "p0 announce kontra")
    assert not dk.is_legal(state, "p0 announce re")


def test_poverty_deal_parties_and_points() -> None:
    """A whole poverty deal: poor player p1 and acceptor p3 are Re although Kontra holds both
    club queens (doppelkopf.md Poverty)."""
    state = poverty_deal()
    assert state.game is not None and state.game.re == (False, True, False, True)
    queens = [seat for trick in state.tricks for seat, card in zip(trick.seats, trick.cards,
                                                                   strict=True)
              if card is dk.Card.CQ]
    assert sorted(queens) == [0, 2]
    score = dk.score(state)
    assert score.card_points is not None
    assert (score.card_points.re, score.card_points.kontra) == (22, 218)
    assert score.winner is dk.Party.KONTRA


def test_kontra_against_the_club_queens_in_poverty_pagat() -> None:
    """pagat: Kontra won (against the club queens, also in a poverty) +1; game 1, under 90, 60,
    30 (doppelkopf.md Scoring, preset pagat)."""
    score = dk.score(poverty_deal())
    assert [(i.code, i.party) for i in score.items] == [
        ("won", dk.Party.KONTRA), ("under_90", dk.Party.KONTRA),
        ("under_60", dk.Party.KONTRA), ("under_30", dk.Party.KONTRA),
        ("against_the_club_queens", dk.Party.KONTRA)]
    assert score.scores == (5, -5, 5, -5)


def test_kontra_against_the_club_queens_in_poverty_tsr() -> None:
    """TSR 7.2.3: Kontra won against the club queens +1, also in a poverty where Kontra is the
    pair without the poor player (doppelkopf.md Scoring, preset ddv)."""
    score = dk.score(poverty_deal({"preset": "ddv", "poverty": True}))
    codes = [i.code for i in score.items]
    assert "against_the_club_queens" in codes
    assert score.value == -5
    assert score.scores == (5, -5, 5, -5)


def test_poverty_deal_round_trips() -> None:
    """A poverty record replays and writes back out as the same record (records.md
    Validation)."""
    record = design(KONTRA_WINS, rules="pagat", reservations=DECLARE + EXCHANGE,
                    exchange=(1, 3, "CK CK HA", "D9 DT DK"),
                    result={"scores": [5, -5, 5, -5], "winner": "kontra",
                            "card_points": {"re": 22, "kontra": 218}})
    report = dk.record.validate(record)
    assert report.valid, report.issues
    assert to_record(dk.record.replay(record)).to_json() == record


def test_poverty_played_out_scores_to_zero() -> None:
    """Any poverty deal played to the end scores four values summing to zero (doppelkopf.md
    Scoring)."""
    state = run(hands_with(POOR, "pagat"), [*DECLARE, "p1 give DJ D9 SA", "p2 decline",
                                            "p3 decline", "p0 accept", "p0 return DJ D9 SA"],
                rules="pagat")
    score = dk.score(play_out(state))
    assert sum(score.scores) == 0 and not score.solo


def test_swines_are_settled_after_the_exchange() -> None:
    """Swines: one seat holding both DA at the start of play, that is after the poverty
    exchange (doppelkopf.md Swines, Poverty)."""
    rules = {"preset": "pagat", "swines": True}
    hands = hands_with({1: "CA CA CT CT CK CK SA SA ST ST DA D9", 2: "DA CQ", 3: "CQ"}, rules)
    before = [*DECLARE, "p1 give DA D9 SA", "p2 accept"]
    kept = run(hands, [*before, "p2 return CJ D9 SA"], rules=rules)
    assert kept.game is not None and kept.game.swines == 2
    assert dk.Card.DA in kept.game.order.trump_cards[:1]
    returned = run(hands, [*before, "p2 return DA D9 SA"], rules=rules)
    assert returned.game is not None and returned.game.swines is None


# -- poverty variants (doppelkopf-variants.md "Poverty variants") ------------------------------

#: The example: p2 holds SQ HQ DA DT as trumps (four, the DA not counted: poor); forehand p2
#: (dealer p1). Re (p2, p0) 137 : 103 after p0's re.
VARIANT_HANDS = [
    ["CK", "S9", "H9", "D9", "DT", "CT", "HJ", "CQ", "CJ", "SJ", "SQ", "DJ"],
    ["DA", "ST", "CJ", "DQ", "HK", "CK", "HA", "HT", "D9", "HQ", "DK", "C9"],
    ["SQ", "HQ", "DA", "DT", "CA", "CA", "SA", "ST", "HA", "C9", "S9", "H9"],
    ["DK", "SJ", "HJ", "CQ", "DQ", "CT", "SK", "SA", "HT", "DJ", "HK", "SK"],
]
VARIANT_ACTIONS = [
    "p2 reserve", "p3 healthy", "p0 healthy", "p1 healthy", "p2 declare poverty",
    "p2 give SQ HQ DA DT", "p3 decline", "p0 accept", "p0 return CK S9 H9 D9",
    "p0 announce re", "p2 play HA", "p3 play HK", "p0 play HJ", "p1 play HA", "p0 play DA",
    "p1 play DK", "p2 play D9", "p3 play CQ", "p3 play HJ", "p0 play DT", "p1 play HT",
    "p2 play SA", "p1 play D9", "p2 play CK", "p3 play DK", "p0 play CJ", "p0 play SJ",
    "p1 play HQ", "p2 play S9", "p3 play DQ", "p1 play CJ", "p2 play S9", "p3 play SJ",
    "p0 play SQ", "p0 play CT", "p1 play C9", "p2 play CA", "p3 play CT", "p2 play H9",
    "p3 play DJ", "p0 play CQ", "p1 play HK", "p0 play HQ", "p1 play DA", "p2 play H9",
    "p3 play HT", "p3 play SK", "p0 play DT", "p1 play ST", "p2 play ST", "p0 play DJ",
    "p1 play DQ", "p2 play CA", "p3 play SK", "p1 play CK", "p2 play C9", "p3 play SA",
    "p0 play SQ",
]
VARIANT_RULES = {"preset": "pagat", "poverty_pass": "trumps", "poverty_fox": "not_counted"}


def test_the_poverty_variants_example() -> None:
    """doppelkopf-variants.md "Poverty variants", example (`pagat` + `trumps` + `not_counted`):
    four trumps, the DA not counted, so poor; `p2 give SQ HQ DA DT` (exactly his trumps),
    `p0 return CK S9 H9 D9` (four). Re 137 : 103 after `p0 announce re`: pagat value 1 + 2 =
    3, Kontra caught a fox: 2, scores [2, -2, 2, -2]."""
    state = run(VARIANT_HANDS, VARIANT_ACTIONS, rules=VARIANT_RULES, dealer=1)
    result = dk.score(state)
    assert result.card_points is not None
    assert (result.card_points.re, result.card_points.kontra) == (137, 103)
    assert result.scores == (2, -2, 2, -2)
    assert [(i.code, i.party) for i in result.items] == [
        ("won", dk.Party.RE), ("re_announced", dk.Party.RE), ("fox_caught", dk.Party.KONTRA)]
    # the others see as many hidden cards as were passed
    hidden = dk.redact(to_record(state), 1).actions
    assert "p2 give ?? ?? ?? ??" in hidden and "p0 return ?? ?? ?? ??" in hidden
    assert "p2 give ?? ?? ?? ??" in dk.view(state, 3).history
    # under pagat's own rules the DA counts: four trumps, not poor
    plain = run(VARIANT_HANDS, VARIANT_ACTIONS[:4], rules="pagat", dealer=1)
    with pytest.raises(IllegalActionError) as info:
        dk.apply(plain, "p2 declare poverty")
    assert info.value.code == "poverty_too_many_trumps"


def test_passing_exactly_the_trumps_and_returning_as_many() -> None:
    """doppelkopf-variants.md "Poverty variants": `trumps`: exactly his T trumps and nothing
    else; `three`: max(3, T) cards; the acceptor returns exactly as many cards as he received;
    another number is `poverty_wrong_count`, a give without all trumps stays
    `poverty_must_give_trumps`."""
    state = run(VARIANT_HANDS, VARIANT_ACTIONS[:5], rules=VARIANT_RULES, dealer=1)
    assert [str(a) for a in dk.legal_actions(state)] == ["p2 give SQ HQ DA DT"]
    for line, code in (("p2 give SQ HQ DA", "poverty_wrong_count"),
                       ("p2 give SQ HQ DA DT CA", "poverty_wrong_count"),
                       ("p2 give SQ HQ DA CA", "poverty_must_give_trumps")):
        with pytest.raises(IllegalActionError) as info:
            dk.apply(state, line)
        assert info.value.code == code, line
    returning = run(VARIANT_HANDS, VARIANT_ACTIONS[:8], rules=VARIANT_RULES, dealer=1)
    assert all(len(a.cards) == 4 for a in dk.legal_actions(returning))  # type: ignore[attr-defined]
    with pytest.raises(IllegalActionError) as info:
        dk.apply(returning, "p0 return CK S9 H9")
    assert info.value.code == "poverty_wrong_count"
    three = {"preset": "pagat", "poverty_fox": "not_counted"}  # `three` passes max(3, T) = 4
    state = run(VARIANT_HANDS, VARIANT_ACTIONS[:5], rules=three, dealer=1)
    assert [str(a) for a in dk.legal_actions(state)] == ["p2 give SQ HQ DA DT"]


def test_a_poor_hand_without_trumps_passes_no_card() -> None:
    """doppelkopf-variants.md "Poverty variants": `trumps`: no card at all if he has none
    (`p1 give` with no card); the record writes and reads it; redacted it stays a give of no
    card."""
    hands = hands_with({1: "CA CA CT CT CK CK SA SA ST ST HA HK"}, "pagat")
    rules = {"preset": "pagat", "poverty_pass": "trumps"}
    state = run(hands, ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy",
                        "p1 declare poverty"], rules=rules)
    assert [str(a) for a in dk.legal_actions(state)] == ["p1 give"]
    state = dk.apply(state, "p1 give")
    state = dk.apply(dk.apply(state, "p2 accept"), "p2 return")
    assert state.phase is dk.Phase.PLAY
    record = to_record(state)
    assert "p1 give" in record.actions and "p2 return" in record.actions
    assert dk.replay(record) == state
    assert "p2 return" in dk.redact(record, 3).actions


@pytest.mark.parametrize("fox", ["counts", "not_counted"])
def test_a_poor_hand_is_one_of_at_most_three_counted_trumps(fox: str) -> None:
    """doppelkopf-variants.md "Poverty variants" (``poverty_fox``: with ``not_counted`` the
    diamond aces do not count towards the three trumps): ``is_poor`` says exactly whether the
    counted trumps (``poor_trumps``) are at most three, on 5,000 random hands of each deck."""
    rng = Rng(7)
    for nines in (True, False):
        rules = dk.Rules.from_json({"preset": "pagat", "nines": nines, "poverty_fox": fox})
        deck = list(dk.deck(rules))
        n = len(deck) // 4
        poor = 0
        for _ in range(5_000):
            mask = hand_mask(rng.shuffled(deck)[:n])
            assert is_poor(rules, mask) == (poor_trumps(rules, mask) <= POOR_LIMIT)
            poor += is_poor(rules, mask)
        assert 0 < poor < 5_000
        assert not is_poor(rules.replace(poverty=False), mask)


def test_the_foxes_are_passed_on_top_of_the_three_cards() -> None:
    """doppelkopf-variants.md "Poverty variants": `poverty_pass` `three_and_foxes` (FreeDoko
    POVERTY_FOX_SHIFT_EXTRA, Hand::numberofpovertycards, Game::poverty_shift): with the
    diamond aces not counted the poor player passes three cards and each diamond ace on top
    (DA DJ and two more: four cards), all his trumps among them; three cards are
    `poverty_wrong_count`; the acceptor returns four; the option needs `poverty_fox`
    `not_counted` (FreeDoko's dependency), and is ignored without poverty."""
    rules = {"preset": "freedoko", "poverty_fox": "not_counted",
             "poverty_pass": "three_and_foxes"}
    hands = hands_with({1: "DA DJ CA CA CT CT CK CK SA SA ST ST"}, rules)
    state = run(hands, DECLARE, rules=rules)
    assert state.phase is dk.Phase.POVERTY_GIVE
    gives = dk.legal_actions(state, 1)
    assert gives and all(len(a.cards) == 4 for a in gives)  # type: ignore[attr-defined]
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p1 give DA DJ CA")
    assert info.value.code == "poverty_wrong_count" and "4" in str(info.value)
    state = run(hands, [*DECLARE, "p1 give DA DJ CA CT", "p2 accept"], rules=rules)
    assert all(len(a.cards) == 4 for a in dk.legal_actions(state))  # type: ignore[attr-defined]
    with pytest.raises(RulesError) as refused:
        dk.Rules.from_json({"preset": "freedoko", "poverty_pass": "three_and_foxes"})
    assert refused.value.problems == (
        "option 'poverty_pass' 'three_and_foxes' needs 'poverty_fox' 'not_counted'",)
    assert dk.DDV.replace(poverty_pass="three_and_foxes").poverty_pass.value == (
        "three_and_foxes")
