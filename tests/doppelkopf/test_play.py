"""Trick play: following suit and the trick winner under every contract and Dulle rule
(doppelkopf.md "Cards and ranking", Options `dulle`, "Swines"; TSR 5.3)."""

from __future__ import annotations

import pytest

from trickgames import IllegalActionError
from trickgames import doppelkopf as dk
from trickgames.doppelkopf.cards import Card
from trickgames.doppelkopf.contracts import Contract
from trickgames.doppelkopf.hands import hand_mask
from trickgames.doppelkopf.marriage import qualifies
from trickgames.doppelkopf.poverty import is_poor
from trickgames.doppelkopf.rules import DDV

from .helpers import HEALTHY, cards, design_state, hands_with, run


def winner(text: str, contract: Contract = Contract.NORMAL, dulle: str = "first_wins",
           **kwargs: bool) -> int:
    return dk.trick_winner(cards(text), contract, DDV.replace(dulle=dulle), **kwargs)


def plays(state: dk.State, seat: int) -> set[str]:
    return {str(a) for a in dk.legal_actions(state, seat) if isinstance(a, dk.Play)}


# -- following suit ------------------------------------------------------------------------


def follow_state() -> dk.State:
    hands = hands_with({1: "CA CT SQ HA HK H9 DJ DA DT DK D9 SJ",
                        2: "C9 SA ST SK S9 DQ HJ HJ CJ CK HT H9"})
    return run(hands, HEALTHY)


def test_plain_suit_must_be_followed() -> None:
    """Follow suit: play the led plain suit if you can (doppelkopf.md Cards and ranking)."""
    state = dk.apply(follow_state(), "p1 play CA")
    assert plays(state, 2) == {"p2 play C9", "p2 play CK"}
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p2 play DQ")
    assert info.value.code == "must_follow_suit"
    assert str(info.value) == "p2 must follow clubs (holds CK, C9)"
    assert info.value.seat == 2 and info.value.action == "p2 play DQ"


def test_led_spade_queen_asks_for_trump_not_spades() -> None:
    """A led SQ asks for trump, not spades (doppelkopf.md Cards and ranking, Follow suit)."""
    state = dk.apply(follow_state(), "p1 play SQ")
    assert plays(state, 2) == {"p2 play CJ", "p2 play HT", "p2 play HJ", "p2 play DQ"}
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p2 play SA")
    assert info.value.code == "must_follow_suit"
    assert "must follow trump" in str(info.value)


def test_heart_ten_is_trump_not_a_heart() -> None:
    """HT is a trump: a led heart asks for a plain heart, and HT does not follow hearts
    (doppelkopf.md Cards and ranking)."""
    state = dk.apply(follow_state(), "p1 play HA")
    assert plays(state, 2) == {"p2 play H9"}
    with pytest.raises(IllegalActionError, match="must follow hearts"):
        dk.apply(state, "p2 play HT")


def test_led_heart_ten_asks_for_trump() -> None:
    """A led HT asks for trump, not hearts (doppelkopf.md Cards and ranking)."""
    hands = hands_with({1: "HT CA CT SQ HK DJ DA DT DK D9 SJ C9",
                        2: "HA HA HK H9 H9 SA ST SK S9 CK CK DQ"})
    state = run(hands, [*HEALTHY, "p1 play HT"])
    assert plays(state, 2) == {"p2 play DQ"}


def test_diamonds_are_trumps_in_a_normal_game() -> None:
    """In a normal game every diamond is a trump: a led DA asks for trump (doppelkopf.md Cards
    and ranking)."""
    state = dk.apply(follow_state(), "p1 play D9")
    assert plays(state, 2) == {"p2 play CJ", "p2 play HT", "p2 play HJ", "p2 play DQ"}


def test_void_seat_may_play_any_card() -> None:
    """Otherwise any card: a seat void in the led suit may trump or discard (doppelkopf.md
    Cards and ranking)."""
    hands = hands_with({1: "SQ CA CT HA HK DJ DA DT DK D9 SJ C9",
                        2: "C9 CK CK SA SA ST ST SK SK S9 S9 HA"})
    state = run(hands, [*HEALTHY, "p1 play SQ"])
    assert plays(state, 2) == {f"p2 play {c}" for c in ("C9", "CK", "SA", "ST", "SK", "S9",
                                                         "HA")}
    state = dk.apply(state, "p2 play SA")
    assert state.turn == 3


def test_queen_solo_heart_ten_follows_hearts() -> None:
    """Queen solo: HT is a plain heart and must follow a led heart; the queens are trumps
    (doppelkopf.md Cards and ranking, Queen solo)."""
    hands = hands_with({1: "HA CA CT SQ HK DJ DA DT DK D9 SJ C9",
                        2: "HT CQ CK CK SA ST SK S9 DQ DJ C9 S9"})
    state = run(hands, ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy",
                        "p1 declare solo-queens", "p1 play HA"])
    assert plays(state, 2) == {"p2 play HT"}
    with pytest.raises(IllegalActionError, match="must follow hearts"):
        dk.apply(state, "p2 play CQ")


def test_jack_solo_queen_follows_its_suit() -> None:
    """Jack solo: SQ is a plain spade; a led SA is followed by SQ and a led jack asks for
    trump (doppelkopf.md Cards and ranking, Jack solo)."""
    hands = hands_with({1: "SA SJ CA CT HK DA DT DK D9 C9 H9 HA",
                        2: "SQ CJ CK CK HA HT HK DQ DJ C9 S9 D9"})
    state = run(hands, ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy",
                        "p1 declare solo-jacks"])
    assert plays(dk.apply(state, "p1 play SA"), 2) == {"p2 play SQ", "p2 play S9"}
    assert plays(dk.apply(state, "p1 play SJ"), 2) == {"p2 play CJ", "p2 play DJ"}


def test_aces_solo_diamonds_are_plain() -> None:
    """Aces solo: no trumps, a led diamond asks for diamonds (doppelkopf.md Cards and
    ranking, Aces solo)."""
    hands = hands_with({1: "DA SJ CA CT HK DT DK D9 C9 H9 HA SA",
                        2: "DQ CJ CK CK HA HT HK SQ DJ C9 S9 HQ"})
    state = run(hands, ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy",
                        "p1 declare solo-aces", "p1 play DA"])
    assert plays(state, 2) == {"p2 play DQ", "p2 play DJ"}


def test_suit_solo_diamonds_are_plain_and_the_suit_is_trump() -> None:
    """Clubs solo: clubs are trumps, diamonds are a plain suit (doppelkopf.md Cards and
    ranking, Suit solo)."""
    hands = hands_with({1: "DA SJ CA CT HK DT D9 D9 C9 H9 HA SA",
                        2: "DK CJ CK CK HA HT HK SQ DJ C9 S9 HQ"})
    state = run(hands, ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy",
                        "p1 declare solo-clubs"])
    assert plays(dk.apply(state, "p1 play DA"), 2) == {"p2 play DK"}
    after = dk.apply(state, "p1 play CA")
    assert plays(after, 2) == {"p2 play CJ", "p2 play CK", "p2 play HT", "p2 play SQ",
                               "p2 play DJ", "p2 play C9", "p2 play HQ"}
    with pytest.raises(IllegalActionError, match="must follow trump"):
        dk.apply(after, "p2 play DK")


# -- trick winners ---------------------------------------------------------------------------


def test_highest_trump_wins() -> None:
    """The highest trump wins (doppelkopf.md Cards and ranking)."""
    assert winner("CA DJ CQ C9") == 2
    assert winner("D9 DK DT DA") == 3
    assert winner("DJ HJ SJ CJ") == 3
    assert winner("DQ CJ HQ SQ") == 3
    assert winner("CQ HT DQ SQ") == 1


def test_highest_card_of_the_led_suit_wins_without_trumps() -> None:
    """Without trumps the highest card of the led suit wins; discards never win
    (doppelkopf.md Cards and ranking)."""
    assert winner("C9 CK SA CA") == 3
    assert winner("SK S9 HA CA") == 0
    assert winner("HK H9 HA CA") == 2


def test_equal_cards_first_played_wins() -> None:
    """Of two equal cards the one played first ranks higher (TSR 5.3.3)."""
    assert winner("CA C9 CA CK") == 0
    assert winner("C9 CQ DJ CQ") == 1
    assert winner("D9 DA DA D9") == 1


def test_dulle_first_wins() -> None:
    """`dulle` first_wins: of two HT the first played wins, like every equal pair (TSR 5.3.3;
    doppelkopf.md Options)."""
    assert winner("HT CQ HT DA") == 0
    assert winner("CQ HT HT DA") == 1
    assert winner("CQ HT HT DA", last_trick=True) == 1


def test_dulle_second_wins() -> None:
    """`dulle` second_wins: the second HT beats the first, in every trick (doppelkopf.md
    Options)."""
    assert winner("HT CQ HT DA", dulle="second_wins") == 2
    assert winner("CQ HT D9 HT", dulle="second_wins") == 3
    assert winner("CQ HT D9 HT", dulle="second_wins", last_trick=True) == 3
    assert winner("CQ HT D9 SQ", dulle="second_wins") == 1


def test_dulle_second_wins_except_last_trick() -> None:
    """`dulle` second_wins_except_last_trick: the second HT wins except in the last trick,
    where the first wins (doppelkopf.md Options; seed 003 variant)."""
    rule = "second_wins_except_last_trick"
    assert winner("HT CQ HT DA", dulle=rule) == 2
    assert winner("HT CQ HT DA", dulle=rule, last_trick=True) == 0


@pytest.mark.parametrize("dulle", ["second_wins", "second_wins_except_last_trick"])
def test_dulle_rule_applies_only_where_the_heart_ten_is_trump(dulle: str) -> None:
    """The Dulle option applies only where HT is a trump: in a queen/jack/aces solo two HT are
    equal plain hearts and the first wins (doppelkopf.md Options, `dulle`)."""
    for contract in (Contract.SOLO_QUEENS, Contract.SOLO_JACKS, Contract.SOLO_ACES):
        assert winner("HT H9 HT HK", contract, dulle) == 0
    for contract in (Contract.SOLO_HEARTS, Contract.SOLO_CLUBS, Contract.SOLO_DIAMONDS):
        assert winner("HT H9 HT HK", contract, dulle) == 2


def test_swines_rank_above_the_dullen() -> None:
    """Swines: the two DA rank above the Dullen under every Dulle rule (doppelkopf.md
    Swines)."""
    assert winner("HT DA CQ D9", swines=True) == 1
    assert winner("HT DA HT D9", dulle="second_wins", swines=True) == 1
    assert winner("DA HT HT D9", dulle="second_wins", swines=True) == 0
    assert winner("HT DA CQ D9") == 0
    assert winner("HT DA", Contract.SOLO_CLUBS, swines=True) == 0


def test_queen_solo_winners() -> None:
    """Queen solo: queens are the only trumps, club > spade > heart > diamond; HT is a plain
    heart below HA (doppelkopf.md Cards and ranking)."""
    q = Contract.SOLO_QUEENS
    assert winner("HA HT CQ H9", q) == 2
    assert winner("HT HA HK H9", q) == 1
    assert winner("DQ SQ HQ CQ", q) == 3
    assert winner("CJ CA DJ HT", q) == 1
    assert winner("DA DJ DT DK", q) == 0


def test_jack_solo_winners() -> None:
    """Jack solo: jacks are the only trumps; queens are plain cards between king and nine
    (doppelkopf.md Cards and ranking)."""
    j = Contract.SOLO_JACKS
    assert winner("CQ CA DJ C9", j) == 2
    assert winner("CQ CK C9 CT", j) == 3
    assert winner("CQ C9 SQ HT", j) == 0
    assert winner("DJ SJ HJ CJ", j) == 3


def test_aces_solo_winners() -> None:
    """Aces solo: no trumps, A T K Q J 9 in every suit (doppelkopf.md Cards and ranking)."""
    a = Contract.SOLO_ACES
    assert winner("SQ SA SK SJ", a) == 1
    assert winner("CJ CQ C9 HA", a) == 1
    assert winner("D9 HT CQ DA", a) == 3
    assert winner("HT HK HT HA", a, "second_wins") == 3


def test_suit_solo_winners() -> None:
    """Suit solo: HT, queens, jacks, then the suit's A T K 9; a hearts solo ranks HA above
    HK (doppelkopf.md Cards and ranking)."""
    assert winner("CA DJ CT C9", Contract.SOLO_CLUBS) == 1
    assert winner("DA C9 DT DK", Contract.SOLO_CLUBS) == 1
    assert winner("DA SK DT DK", Contract.SOLO_CLUBS) == 0
    assert winner("HK HA H9 SA", Contract.SOLO_HEARTS) == 1
    assert winner("SA S9 ST DJ", Contract.SOLO_SPADES) == 3
    assert winner("DA S9 DT DK", Contract.SOLO_SPADES) == 1


def test_trick_winner_defaults_to_the_normal_game() -> None:
    """trick_winner without a contract judges a normal game with first_wins (doppelkopf.md
    Cards and ranking)."""
    assert dk.trick_winner([Card.HT, Card.CQ, Card.HT, Card.DA]) == 0


# -- trick winners in play ------------------------------------------------------------------

BASE = ["CA C9 CK CT", "CA C9 CK CT", "SA S9 SK ST", "SA S9 SK ST", "HA H9 HK HA",
        "HK H9 DQ DQ", "CQ CQ SQ SQ", "HQ HQ CJ CJ", "SJ SJ HJ HJ", "DJ DJ DA DA"]
DULLEN_IN_TRICK_11 = [*BASE, "HT DK HT DK", "DT D9 DT D9"]
DULLEN_IN_LAST_TRICK = [*BASE, "DT DK DT DK", "HT D9 HT D9"]


@pytest.mark.parametrize(
    ("dulle", "eleventh", "last"),
    [("first_wins", 0, 0), ("second_wins", 2, 2), ("second_wins_except_last_trick", 2, 0)],
)
def test_dulle_rules_in_play(dulle: str, eleventh: int, last: int) -> None:
    """In a played deal the engine applies the Dulle rule to trick 11 and to the last trick
    (doppelkopf.md Options, `dulle`; TSR 5.3.3)."""
    rules = {"preset": "ddv", "dulle": dulle}
    state = design_state(DULLEN_IN_TRICK_11, rules=rules)
    trick = state.tricks[10]
    assert trick.winner == trick.seats[eleventh]
    state = design_state(DULLEN_IN_LAST_TRICK, rules=rules)
    trick = state.tricks[11]
    assert trick.winner == trick.seats[last]
    assert state.is_over


def test_swines_in_play() -> None:
    """Swines: a seat holding both DA at the start of play wins with a DA over an HT
    (doppelkopf.md Swines)."""
    tricks = [*BASE[:9], "DJ DJ DK DK", "HT DA DT DT", "DA HT D9 D9"]
    state = design_state(tricks, rules={"preset": "ddv", "swines": True}, swines=True)
    assert state.game is not None and state.game.swines is not None
    for trick in state.tricks[10:]:
        assert trick.winner == state.game.swines
        assert trick.played_by(state.game.swines) == Card.DA
    # The same cards without the option: the first HT wins trick 11.
    plain = design_state(tricks)
    assert plain.game is not None and plain.game.swines is None
    assert plain.tricks[10].winner == plain.tricks[10].leader


def test_swines_need_both_diamond_aces_in_one_hand() -> None:
    """Swines need one seat holding both DA at the start of play (doppelkopf.md Swines)."""
    tricks = [*BASE]
    tricks[-1] = "DJ DJ DK DK"
    state = design_state([*tricks, "HT DA DT DT", "D9 D9 DA HT"],
                         rules={"preset": "ddv", "swines": True})
    assert state.game is not None and state.game.swines is None


def test_first_trick_is_led_by_forehand_and_the_winner_leads_next() -> None:
    """Forehand leads trick 1; the winner of a trick leads the next (doppelkopf.md Who leads
    trick 1; records.md `dealer`)."""
    state = design_state(DULLEN_IN_TRICK_11, dealer=2)
    assert state.tricks[0].leader == 3
    for before, after in zip(state.tricks, state.tricks[1:], strict=False):
        assert after.leader == before.winner


# -- without Dullen (docs/freedoko.md; FreeDoko DOLLEN off, its beginner preset) ----------------

NO_DULLEN = DDV.replace(dullen=False)


def test_without_dullen_the_heart_tens_are_plain_hearts_below_the_ace() -> None:
    """FreeDoko DOLLEN off (`Game::update_cards`, `Card::istrump`): the heart tens are no
    trumps but hearts A T K 9 in the normal game and the other suit solos, and the trump
    suit's ten in the hearts solo; the picture and aces solos are unchanged; swines rank above
    the queens."""
    normal = dk.card_order(Contract.NORMAL, dullen=False)
    assert [c.name for c in normal.trump_cards] == [
        "CQ", "SQ", "HQ", "DQ", "CJ", "SJ", "HJ", "DJ", "DA", "DT", "DK", "D9"]
    assert [c.name for c in normal.plain_cards(dk.Suit.HEARTS)] == ["HA", "HT", "HK", "H9"]
    hearts = dk.card_order(Contract.SOLO_HEARTS, dullen=False)
    assert [c.name for c in hearts.trump_cards][8:] == ["HA", "HT", "HK", "H9"]
    clubs = dk.card_order(Contract.SOLO_CLUBS, dullen=False)
    assert not clubs.is_trump(Card.HT) and clubs.is_trump(Card.CA)
    assert dk.card_order(Contract.SOLO_QUEENS, dullen=False) is dk.card_order(
        Contract.SOLO_QUEENS)
    swines = dk.card_order(Contract.NORMAL, True, dullen=False)
    assert [c.name for c in swines.trump_cards[:2]] == ["DA", "CQ"]
    assert NO_DULLEN.normal_order is normal and dk.deal(NO_DULLEN, seed=1).order is normal


def test_without_dullen_the_heart_ten_follows_hearts_and_loses_to_the_ace() -> None:
    """DOLLEN off: a led heart asks for the heart ten too, a led heart ten asks for hearts,
    and the heart ace beats it, whatever `dulle` says (docs/freedoko.md)."""
    state = run(follow_state().deal.hands, [*HEALTHY, "p1 play HA"], rules=NO_DULLEN)
    assert plays(state, 2) == {"p2 play HT", "p2 play H9"}
    for dulle in ("first_wins", "second_wins"):
        rules = NO_DULLEN.replace(dulle=dulle)
        assert dk.trick_winner(cards("HT HA HT H9"), Contract.NORMAL, rules) == 1
        assert dk.trick_winner(cards("HT HK HT H9"), Contract.NORMAL, rules) == 0
    assert dk.trick_winner(cards("HT HK HT DJ"), Contract.NORMAL, NO_DULLEN) == 3


def test_without_dullen_poverty_throwing_and_the_marriage_hearts_selector() -> None:
    """DOLLEN off: the heart tens count neither among a poor hand's trumps nor above the fox
    (`THROW_WHEN_FOX_HIGHEST_TRUMP`), and a led heart ten is a plain heart for the marriage
    selectors (docs/freedoko.md; doppelkopf-variants.md "Poverty variants", "Throwing in",
    "Marriage variants")."""
    hand = hand_mask(cards("HT HT DJ D9 CA CA CT CT CK SA ST SK"))
    assert is_poor(NO_DULLEN.replace(poverty=True), hand)
    assert not is_poor(DDV.replace(poverty=True), hand)
    fox = dk.Rules.from_json({"preset": "ddv", "throw_in": {"fox_highest_trump": True}})
    rich = hand_mask(cards("HT CA CA CT CT CK SA ST SK HA HK DA"))
    assert fox.throw_in.met(rich, dullen=False) == ("fox_highest_trump",)
    assert fox.throw_in.met(rich) == ()
    assert qualifies(dk.MarriageSelector.HEARTS, Card.HT, dullen=False)
    assert not qualifies(dk.MarriageSelector.TRUMP, Card.HT, dullen=False)


def test_a_deal_without_dullen_replays_from_its_record() -> None:
    """A record under `dullen` false writes the option and replays to the same state."""
    state = dk.deal(NO_DULLEN, seed=3)
    while not state.is_over:
        state = dk.apply(state, dk.legal_actions(state, state.turn)[0])
    record = dk.to_record(state)
    assert record.rules == {"preset": "ddv", "dullen": False}
    assert dk.replay(record) == state


def test_the_second_dulle_wins_in_the_last_trick_only() -> None:
    """`dulle` `second_wins_in_last_trick` (FreeDoko `DOLLEN_CONTRARY_IN_LAST_TRICK` without
    `DOLLEN_SECOND_OVER_FIRST`, `Game::second_dolle_over_first`; docs/freedoko.md): the first
    Dulle wins, but in the last trick the second."""
    assert winner("HT CQ HT DA", dulle="second_wins_in_last_trick") == 0
    assert winner("HT CQ HT DA", dulle="second_wins_in_last_trick", last_trick=True) == 2
