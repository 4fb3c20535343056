"""Swines and hyperswines: where, who, when they count (the four announcement modes), their
effect, the Dulle interaction, and what a swines announcement reveals
(doppelkopf-variants.md "Swines and hyperswines")."""

from __future__ import annotations

from typing import Any

import pytest

from trickgames import IllegalActionError, Rng
from trickgames import doppelkopf as dk
from trickgames.doppelkopf.cards import Card
from trickgames.doppelkopf.contracts import Contract
from trickgames.doppelkopf.random_play import random_action
from trickgames.doppelkopf.rules import DDV, PAGAT
from trickgames.doppelkopf.swines import swines_actions, swines_exist

from .helpers import HEALTHY, hands_with, run, seated

#: The example of the spec: p2 holds both DA and one CQ (Re), p3 both D9 (Kontra).
EXAMPLE = [
    "p1 S9 p2 ST p3 ST p0 SA", "p0 S9 p1 SA p2 SK p3 SK", "p1 HA p2 HK p3 H9 p0 HK",
    "p1 CK p2 C9 p3 CT p0 C9", "p3 CK p0 CT p1 HA p2 H9", "p0 HQ p1 DK p2 DT p3 HJ",
    "p0 CJ p1 SJ p2 DJ p3 D9", "p3 CA p0 DJ p1 HT p2 DA", "p2 DT p3 SJ p0 DQ p1 CQ",
    "p1 HT p2 CQ p3 DQ p0 HQ", "p1 HJ p2 DA p3 D9 p0 DK", "p3 CA p0 CJ p1 SQ p2 SQ"]
EXAMPLE_RULES = {"preset": "ddv", "swines": True, "swines_announce": "before_play",
                 "hyperswines": True}
EXAMPLE_CALLS = ["p2 announce swines", "p3 announce hyperswines"]


def example(rules: dict[str, Any] | None = None, calls: list[str] | None = None) -> dk.State:
    record = seated(EXAMPLE, rules=rules or EXAMPLE_RULES,
                    before=HEALTHY + (EXAMPLE_CALLS if calls is None else calls))
    return dk.replay(record)


def refused(state: dk.State, line: str) -> str:
    """The code of the error ``line`` raises at ``state`` (which it leaves unchanged)."""
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, line)
    return info.value.code


def swine_deal(mode: str, **options: Any) -> dk.State:
    """p2 holds both DA, p3 both D9; every seat said healthy (p1 leads)."""
    rules = DDV.replace(swines=True, swines_announce=mode, **options)
    return run(hands_with({2: "DA DA CQ CA CA", 3: "D9 D9 CQ"}, rules), HEALTHY, rules=rules)


def test_the_spec_example() -> None:
    """The example: the swine beats the Dulle in trick 8 (34 for Re), the hyperswine wins
    trick 11 (17 for Kontra) and Re's DA is no caught fox: 128 : 112, value 1, scores
    [-1, 1, 1, -1]; scoring the DA as a fox would give 0 (doppelkopf-variants.md Swines,
    Example)."""
    state = example()
    assert state.game is not None
    assert (state.game.swines, state.game.hyperswines) == (2, 3)
    assert state.tricks[7].winner == 2 and state.tricks[10].winner == 3
    result = dk.score(state)
    assert result.to_json() == {"scores": [-1, 1, 1, -1], "winner": "re",
                                "card_points": {"re": 128, "kontra": 112}}
    assert [i.code for i in result.items] == ["won"]


@pytest.mark.parametrize(("contract", "solo", "poverty", "exists"), [
    (Contract.NORMAL, "none", False, True), (Contract.MARRIAGE, "none", False, True),
    (Contract.POVERTY, "diamonds", True, True), (Contract.POVERTY, "diamonds", False, False),
    (Contract.SOLO_DIAMONDS, "diamonds", True, True), (Contract.SOLO_DIAMONDS, "none", True, False),
    (Contract.SOLO_CLUBS, "diamonds", True, False), (Contract.SOLO_CLUBS, "suits", True, True),
    (Contract.SOLO_HEARTS, "suits", True, True), (Contract.SOLO_QUEENS, "suits", True, False),
    (Contract.SOLO_JACKS, "suits", True, False), (Contract.SOLO_ACES, "suits", True, False),
])
def test_where_swines_exist(contract: Contract, solo: str, poverty: bool, exists: bool) -> None:
    """Where: the normal game, the marriage, the poverty with swines_in_poverty, the diamonds
    solo unless swines_in_solo is none, the suit solos with suits; never in the picture and
    aces solos (doppelkopf-variants.md Swines, Where)."""
    rules = DDV.replace(swines=True, swines_in_solo=solo, swines_in_poverty=poverty)
    assert swines_exist(rules, contract) is exists
    assert swines_exist(DDV, contract) is False  # swines off: nowhere


def test_the_presets_keep_todays_swines() -> None:
    """ddv and pagat: automatic, in the diamonds solo and the poverty, no hyperswines
    (doppelkopf-variants.md Options)."""
    for preset in (DDV, PAGAT):
        assert preset.swines_announce.value == "automatic"
        assert preset.swines_in_solo.value == "diamonds"
        assert preset.swines_in_poverty and not preset.hyperswines
        assert not preset.swines_dulle_first_wins and not preset.hyperswines_joint


def test_automatic_swines_need_no_action() -> None:
    """automatic: the swines count from the start of play; `announce swines` is illegal
    (swines_automatic) (doppelkopf-variants.md Swines, When they count)."""
    state = swine_deal("automatic")
    assert state.game is not None and state.game.swines == 2
    assert refused(state, "p2 announce swines") == "swines_automatic"
    assert not any(isinstance(a, dk.AnnounceSwines) for a in dk.legal_actions(state))


def test_before_play_swines_count_from_the_announcement() -> None:
    """before_play: legal from the settled contract until the first card of trick 1, only
    for the holder, once, on or off turn (doppelkopf-variants.md Swines, When they count)."""
    state = swine_deal("before_play")
    assert state.game is not None and state.game.swines is None
    assert state.game.order.trump_cards[0] is Card.HT  # not counting yet
    assert dk.AnnounceSwines(2, dk.Swines.SWINES) in dk.legal_actions(state)  # p1 to play
    assert refused(state, "p1 announce swines") == "swines_not_held"
    announced = dk.apply(state, "p2 announce swines")
    assert announced.game is not None and announced.game.swines == 2
    assert announced.game.order.trump_cards[0] is Card.DA
    assert refused(announced, "p2 announce swines") == "swines_already_announced"
    played = dk.apply(state, dk.legal_actions(state, 1)[0])
    assert refused(played, "p2 announce swines") == "swines_too_late"


def test_swines_wait_for_the_contract() -> None:
    """Announcing is legal once the contract is settled: during the reservations it is
    swines_not_yet (doppelkopf-variants.md Swines, When they count)."""
    rules = DDV.replace(swines=True, swines_announce="before_play")
    state = run(hands_with({2: "DA DA"}, rules), HEALTHY[:2], rules=rules)
    assert refused(state, "p2 announce swines") == "swines_not_yet"


def test_no_swines_where_they_do_not_exist() -> None:
    """Swines off, or a solo without swines: swines_not_in_this_game (doppelkopf-variants.md
    Swines, Where; Record grammar additions)."""
    state = run(hands_with({2: "DA DA"}), HEALTHY)
    assert refused(state, "p2 announce swines") == "swines_not_in_this_game"
    rules = DDV.replace(swines=True, swines_announce="before_play")
    state = run(hands_with({2: "DA DA"}, rules),
                ["p1 healthy", "p2 reserve", "p3 healthy", "p0 healthy",
                 "p2 declare solo-queens"], rules=rules)
    assert refused(state, "p2 announce swines") == "swines_not_in_this_game"


def test_until_played_swines_while_both_are_held() -> None:
    """until_played: legal after the first card, as long as the holder holds both swine cards
    (doppelkopf-variants.md Swines, When they count)."""
    rules = DDV.replace(swines=True, swines_announce="until_played")
    hands = hands_with({1: "DA DA CA", 2: "CT"}, rules)
    state = run(hands, HEALTHY, rules=rules)
    later = dk.apply(dk.apply(state, "p1 play CA"), "p2 play CT")
    assert dk.is_legal(later, "p1 announce swines")
    after = run(hands, [*HEALTHY, "p1 play DA"], rules=rules)
    assert refused(after, "p1 announce swines") == "swines_too_late"


def _second_only(first_trick: list[str]) -> dk.State:
    rules = DDV.replace(swines=True, swines_announce="second_only")
    hands = hands_with({1: "DA DA CQ", 2: "CQ DT", 3: "HT", 0: "D9"}, rules)
    return run(hands, [*HEALTHY, *first_trick], rules=rules)


def test_second_only_counts_the_second_swine_after_an_own_trick() -> None:
    """second_only: not before the first swine card's trick is complete; legal once his own
    party won it; then the second counts (doppelkopf-variants.md Swines, second_only)."""
    state = _second_only(["p1 play DA"])
    assert refused(state, "p1 announce swines") == "swines_not_yet"
    state = _second_only(["p1 play DA", "p2 play DT", "p3 play HT"])
    assert refused(state, "p1 announce swines") == "swines_not_yet"  # trick not complete
    state = dk.apply(state, "p0 play D9")  # p3's Dulle wins: the other party
    assert state.tricks[0].winner == 3
    assert refused(state, "p1 announce swines") == "swines_too_late"
    before = _second_only([])
    assert refused(before, "p1 announce swines") == "swines_not_yet"  # holds both


def test_second_only_legal_after_a_trick_won_by_his_party() -> None:
    """second_only: the trick of his first DA won by his own party (p1 and p2 hold the club
    queens) makes the announcement legal (doppelkopf-variants.md Swines, second_only)."""
    rules = DDV.replace(swines=True, swines_announce="second_only")
    hands = hands_with({1: "DA DA CQ", 2: "CQ HT", 3: "DT", 0: "D9"}, rules)
    state = run(hands, [*HEALTHY, "p1 play DA", "p2 play HT", "p3 play DT", "p0 play D9"],
                rules=rules)
    assert state.tricks[0].winner == 2
    assert dk.AnnounceSwines(1, dk.Swines.SWINES) in dk.legal_actions(state)
    state = dk.apply(state, "p1 announce swines")
    assert state.game is not None and state.game.swines == 1
    assert state.game.order.trump_cards[0] is Card.DA


def test_hyperswines_need_the_swines() -> None:
    """announce hyperswines before the swines count: hyperswines_need_swines; by another
    seat: swines_not_held; after the swines: legal (doppelkopf-variants.md Swines, When they
    count)."""
    state = swine_deal("before_play", hyperswines=True)
    assert state.game is not None and state.game.hyperswines_holder == 3
    assert refused(state, "p3 announce hyperswines") == "hyperswines_need_swines"
    assert refused(state, "p1 announce hyperswines") == "swines_not_held"
    state = dk.apply(dk.apply(state, "p2 announce swines"), "p3 announce hyperswines")
    assert state.game is not None and state.game.hyperswines == 3
    assert state.game.order.trump_cards[:2] == (Card.D9, Card.DA)


def test_hyperswines_of_the_swines_holder_only_joint() -> None:
    """The swines holder holding both hyperswine cards has hyperswines only with
    hyperswines_joint (else hyperswines_not_joint) (doppelkopf-variants.md Swines, Who)."""
    hands = hands_with({2: "DA DA D9 D9 CQ"})
    for joint in (False, True):
        rules = DDV.replace(swines=True, swines_announce="before_play", hyperswines=True,
                            hyperswines_joint=joint)
        state = dk.apply(run(hands, HEALTHY, rules=rules), "p2 announce swines")
        if joint:
            assert dk.is_legal(state, "p2 announce hyperswines")
        else:
            assert refused(state, "p2 announce hyperswines") == "hyperswines_not_joint"


def test_automatic_hyperswines_count_with_the_swines() -> None:
    """automatic: hyperswines count from the start when swines count then; without nines the
    hyperswine is the DK (doppelkopf-variants.md Swines, When they count; Effect)."""
    rules = DDV.replace(swines=True, hyperswines=True, nines=False)
    state = run(hands_with({2: "DA DA", 3: "DK DK"}, rules), HEALTHY, rules=rules)
    assert state.game is not None and (state.game.swines, state.game.hyperswines) == (2, 3)
    assert state.game.order.trump_cards[:3] == (Card.DK, Card.DA, Card.HT)
    no_swines = run(hands_with({3: "DK DK"}, rules), HEALTHY, rules=rules)
    assert no_swines.game is not None and no_swines.game.hyperswines is None


def test_swines_dulle_first_wins() -> None:
    """swines_dulle_first_wins: while swines count the first of two Dullen wins whatever
    dulle says; without swines counting, dulle decides (doppelkopf-variants.md Swines,
    Dulle)."""
    trick = [Card.HT, Card.CQ, Card.HT, Card.CJ]
    rules = DDV.replace(swines=True, dulle="second_wins", swines_dulle_first_wins=True)
    assert dk.trick_winner(trick, Contract.NORMAL, rules, swines=True) == 0
    assert dk.trick_winner(trick, Contract.NORMAL, rules, swines=False) == 2
    hands = hands_with({1: "HT", 2: "DA DA CQ", 3: "HT"}, rules)
    state = run(hands, [*HEALTHY, "p1 play HT", "p2 play CQ", "p3 play HT"], rules=rules)
    state = dk.apply(state, dk.legal_actions(state, 0)[0])
    assert state.tricks[0].winner == 1


def test_suit_solo_swines_are_the_suit_aces_in_play() -> None:
    """swines_in_solo suits: in a hearts solo the hearts aces are the swines; they beat the
    Dulle (doppelkopf-variants.md Swines, Where and Effect)."""
    rules = DDV.replace(swines=True, swines_in_solo="suits")
    hands = hands_with({1: "HT", 2: "HA HA", 3: "CQ"}, rules)
    state = run(hands, ["p1 healthy", "p2 reserve", "p3 healthy", "p0 healthy",
                        "p2 declare solo-hearts", "p1 play HT", "p2 play HA"], rules=rules)
    assert state.game is not None and state.game.swines == 2
    state = dk.apply(state, "p3 play CQ")
    state = dk.apply(state, dk.legal_actions(state, 0)[0])
    assert state.tricks[0].winner == 2


def test_swines_in_a_poverty_follow_the_option() -> None:
    """A poverty has swines only with swines_in_poverty, settled on the hands after the
    return (doppelkopf-variants.md Swines, Where and Who)."""
    for allowed in (True, False):
        rules = PAGAT.replace(swines=True, swines_in_poverty=allowed)
        hands = hands_with({1: "DA CA CA CT CT CK CK SA SA ST ST SK", 2: "DA H9"}, rules)
        state = run(hands, ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy",
                            "p1 declare poverty", "p1 give DA CA CT", "p2 accept",
                            "p2 return CA CT H9"], rules=rules)
        assert state.game is not None
        assert state.game.swines == (2 if allowed else None)


def test_a_swines_announcement_is_public() -> None:
    """Swines announcements are public: once made, every view shows the holder; before, only
    the holder's; the hand stays hidden (doppelkopf-variants.md Record grammar additions;
    docs/frontend.md What is hidden)."""
    state = swine_deal("before_play")
    assert [dk.view(state, s).swines for s in (0, 1, 2, 3, None)] == [None] * 5
    assert "p2 announce swines" in [str(a) for a in dk.view(state, 2).legal_actions]
    assert "p2 announce swines" not in [str(a) for a in dk.view(state, 3).legal_actions]
    state = dk.apply(state, "p2 announce swines")
    for seat in (0, 1, 3, None):
        view = dk.view(state, seat)
        assert view.swines == 2 and view.to_json()["swines"] == 2
        assert "p2 announce swines" in view.history
        assert view.hand_sizes[2] == 12
    assert dk.view(state, 0).to_json()["hyperswines"] is None


def test_swines_announcements_parse_and_round_trip() -> None:
    """`announce swines` / `announce hyperswines` (Record grammar additions): parsed in any
    case, written canonically, kept by the record."""
    action = dk.parse_action("P2 Announce SWINES")
    assert action == dk.AnnounceSwines(2, dk.Swines.SWINES) and str(action) == "p2 announce swines"
    assert str(dk.parse_action("p3 announce hyperswines")) == "p3 announce hyperswines"
    state = example()
    record = dk.to_record(state)
    assert dk.replay(record) == state
    assert dk.validate(record).valid
    assert record.actions[4:6] == tuple(EXAMPLE_CALLS)


def test_hyperswines_follow_the_swines_timing() -> None:
    """announce hyperswines keeps the swines' timing: before_play only before the first card,
    until_played only while both hyperswine cards are held (doppelkopf-variants.md Swines,
    When they count)."""
    state = dk.apply(swine_deal("before_play", hyperswines=True), "p2 announce swines")
    played = dk.apply(state, dk.legal_actions(state, 1)[0])
    assert refused(played, "p3 announce hyperswines") == "swines_too_late"
    rules = DDV.replace(swines=True, swines_announce="until_played", hyperswines=True)
    hands = hands_with({1: "D9 D9 CQ", 2: "DA DA CQ"}, rules)
    state = run(hands, [*HEALTHY, "p2 announce swines", "p1 play D9"], rules=rules)
    assert refused(state, "p1 announce hyperswines") == "swines_too_late"
    early = run(hands, [*HEALTHY, "p2 announce swines"], rules=rules)
    assert dk.is_legal(early, "p1 announce hyperswines")
    assert refused(early, "p1 announce swines") == "swines_already_announced"


@pytest.mark.parametrize("mode", ["until_played", "before_play"])
@pytest.mark.parametrize("joint", [False, True])
def test_the_listed_swines_announcements_are_exactly_the_legal_ones(mode: str, joint: bool) -> None:
    """doppelkopf-variants.md "Swines": at every step of random deals, the swines and
    hyperswines announcements listed are exactly those of every seat that the rules accept."""
    rules = DDV.replace(swines=True, swines_announce=mode, hyperswines=True,
                        hyperswines_joint=joint)
    rng = Rng(3)
    every = [dk.AnnounceSwines(seat, kind) for seat in range(4) for kind in dk.Swines]
    for seed in range(40):
        state = dk.deal(rules, seed=seed)
        while not state.is_over:
            legal = {a for a in every if dk.is_legal(state, a)}
            assert set(swines_actions(state)) == legal
            state = dk.apply(state, random_action(rng, dk.legal_actions(state)))


# -- FreeDoko's swines (doppelkopf-variants.md "Swines and hyperswines"; FreeDoko
# src/game/game.swines.cpp, Game::swines_announcement_valid) ------------------------------


def _known(options: dict[str, Any], lines: list[str]) -> dk.State:
    """The issue's deal: p0 holds DA DA CQ, p2 the other CQ; p1 leads trick 1 with D9, p2
    wins it with the Dulle over p0's first DA."""
    rules = dk.FREEDOKO.replace(**{"swines_announce": "second_only_known", **options})
    hands = hands_with({0: "DA DA CQ SA", 1: "D9 DJ", 2: "HT CQ", 3: "DK DQ"}, rules)
    return run(hands, [*HEALTHY, "p1 play D9", "p2 play HT", "p3 play DK", "p0 play DA",
                       *lines], rules=rules)


def test_second_only_known_needs_a_partner_the_table_knows() -> None:
    """swines_announce second_only_known (FreeDoko SWINE_ONLY_SECOND): the first fox must have
    been won by the holder or by a seat the table already knows as his partner (an
    announcement or a played club queen shows it, FreeDoko's teaminfo), the holder's party
    known too; second_only (the spec's) asks the true parties."""
    state = _known({}, [])
    assert state.tricks[0].winner == 2
    assert refused(state, "p0 announce swines") == "swines_not_yet"
    spec = _known({"swines_announce": "second_only"}, [])
    assert dk.is_legal(spec, "p0 announce swines")  # p2 is Re: the true party won it
    # p0 shows his party by announcing re; p2's is still unknown.
    state = dk.apply(state, "p0 announce re")
    assert refused(state, "p0 announce swines") == "swines_not_yet"
    # p2 leads trick 2 with his club queen: now both are known Re.
    state = dk.apply(state, "p2 play CQ")
    assert dk.AnnounceSwines(0, dk.Swines.SWINES) in dk.legal_actions(state, 0)
    state = dk.apply(state, "p0 announce swines")
    assert state.game is not None and state.game.swines == 0
    assert state.game.order.trump_cards[0] is Card.DA


def test_second_only_known_refuses_a_catcher_known_to_be_of_the_other_party() -> None:
    """second_only_known (FreeDoko SWINE_ONLY_SECOND): a first fox won by a seat the table
    knows to be of the other party can never give swines (swines_too_late); one won by the
    holder himself gives them at once."""
    rules = dk.FREEDOKO.replace(swines_announce="second_only_known")
    hands = hands_with({0: "DA DA CQ SA", 1: "D9 CQ", 2: "HT DJ", 3: "DK DQ"}, rules)
    state = run(hands, [*HEALTHY, "p1 play D9", "p2 play HT", "p3 play DK", "p0 play DA",
                        "p2 announce kontra"], rules=rules)
    assert refused(state, "p0 announce swines") == "swines_not_yet"  # p0's party unknown
    state = dk.apply(state, "p0 announce re")
    assert refused(state, "p0 announce swines") == "swines_too_late"
    hands = hands_with({0: "DA DA CQ", 1: "DT", 2: "DK", 3: "D9"}, rules)
    mine = run(hands, [*HEALTHY, "p1 play DT", "p2 play DK", "p3 play D9", "p0 play DA"],
               rules=rules)
    assert mine.tricks[0].winner == 0
    assert dk.is_legal(mine, "p0 announce swines")


#: p1 is poor with DA DA DJ; p3 holds both D9.
POOR = {1: "DA DA DJ CA CA CT CT CK CK SA SA ST", 3: "D9 D9 CQ"}
POVERTY = ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy", "p1 declare poverty"]


def test_poverty_swines_are_announced_before_the_cards_are_passed() -> None:
    """swines_poverty_announce before_passing (FreeDoko SWINES_ANNOUNCEMENT_BEGIN with
    SWINES_IN_POVERTY): in a poverty swines are announced before the cards are passed on,
    by a seat holding both in its own hand, and go with the cards to the seat holding both
    at the start of play; an acceptor who assembled both from the passed cards has none;
    after_return (the spec's) lets the seat holding both after the return announce."""
    rules = dk.FREEDOKO
    hands = hands_with(POOR, rules)
    given = run(hands, POVERTY, rules=rules)
    assert dk.AnnounceSwines(1, dk.Swines.SWINES) in dk.legal_actions(given, 1)
    assert dk.AnnounceSwines(1, dk.Swines.SWINES) in dk.legal_actions(given, None)
    exchange = ["p1 give DA DA DJ", "p2 decline", "p3 accept", "p3 return DJ D9 D9"]
    shown = run(hands, [*POVERTY, "p1 announce swines", *exchange], rules=rules)
    assert shown.game is not None and shown.game.swines == 3  # they went with the cards
    assert shown.game.order.trump_cards[0] is Card.DA
    assert refused(shown, "p3 announce swines") == "swines_already_announced"
    silent = run(hands, [*POVERTY, *exchange], rules=rules)
    assert silent.game is not None and silent.game.swines is None
    assert refused(silent, "p3 announce swines") == "swines_too_late"
    assert refused(run(hands, [*POVERTY, *exchange[:3]], rules=rules),
                   "p3 announce swines") == "swines_too_late"  # after the acceptance
    returned = run(hands, [*POVERTY, "p1 announce swines", "p1 give DA DA DJ", "p2 decline",
                           "p3 accept", "p3 return DA DJ D9"], rules=rules)
    assert returned.game is not None and returned.game.swines is None  # parted: they lapse
    spec = rules.replace(swines_poverty_announce="after_return")
    later = run(hands, [*POVERTY, *exchange], rules=spec)
    assert dk.is_legal(later, "p3 announce swines")
    assert refused(run(hands, POVERTY, rules=spec), "p1 announce swines") == "swines_not_yet"


def test_poverty_swines_of_another_seat_during_the_acceptance() -> None:
    """before_passing (FreeDoko Game::swines_announcement_valid: the seats whose party is not
    yet settled, until the acceptance): a seat holding both swine cards in its dealt hand
    may announce them off turn while the others accept or decline; the poor player passing
    more than three cards may not (FreeDoko "fox do not count")."""
    rules = dk.FREEDOKO
    hands = hands_with({1: "DJ CA CA CT CT CK CK SA SA ST ST SK", 3: "DA DA CQ"}, rules)
    state = run(hands, [*POVERTY, "p1 give DJ CA CT", "p2 decline"], rules=rules)
    assert dk.AnnounceSwines(3, dk.Swines.SWINES) in dk.legal_actions(state, 3)
    state = run(hands, [*POVERTY, "p1 give DJ CA CT", "p2 decline", "p3 announce swines",
                        "p3 accept", "p3 return CA CT DJ"], rules=rules)
    assert state.game is not None and state.game.swines == 3
    extra = rules.replace(poverty_fox="not_counted", poverty_pass="three_and_foxes")
    foxes = hands_with({1: "DA DA DJ DQ CA CT CT CK CK SA SA ST"}, extra)
    state = run(foxes, POVERTY, rules=extra)
    assert refused(state, "p1 announce swines") == "swines_not_held"
    assert refused(run(foxes, POVERTY, rules=rules.replace(poverty_fox="not_counted")),
                   "p1 announce swines") == "swines_not_held"  # passes all 4 trumps


@pytest.mark.parametrize("joint", [False, True])
def test_the_listed_poverty_swines_are_exactly_the_legal_ones(joint: bool) -> None:
    """swines_poverty_announce before_passing (doppelkopf-variants.md Swines): at every step
    of poverties played at random, the swines and hyperswines announcements listed (for every
    seat and for each seat) are exactly those the rules accept."""
    rules = dk.FREEDOKO.replace(hyperswines=True, hyperswines_joint=joint)
    every = [dk.AnnounceSwines(seat, kind) for seat in range(4) for kind in dk.Swines]
    rng = Rng(5)
    seen = 0
    for chosen in ({1: "DA DA D9 CA CA CT CT CK CK SA SA ST", 3: "D9 CQ"},
                   {1: "DJ CA CA CT CT CK CK SA SA ST ST SK", 3: "DA DA D9 D9"},
                   POOR):
        for _ in range(3):
            state = run(hands_with(chosen, rules), POVERTY, rules=rules)
            while not state.is_over and len(state.tricks) < 2:
                legal = {a for a in every if dk.is_legal(state, a)}
                assert set(swines_actions(state)) == legal
                assert {a for a in dk.legal_actions(state) if a in every} == legal
                for seat in range(4):
                    assert {a for a in dk.legal_actions(state, seat) if a in every} == {
                        a for a in legal if a.seat == seat}
                seen += len(legal)
                state = dk.apply(state, random_action(rng, dk.legal_actions(state)))
    assert seen


@pytest.mark.parametrize("base", [DDV, dk.FREEDOKO], ids=["ddv", "freedoko"])
def test_hyperswines_joint_announce_the_holders_swines(base: dk.Rules) -> None:
    """hyperswines_joint (FreeDoko SWINES_AND_HYPERSWINES_JOINT, Game::hyperswines_announce):
    the holder of both swines and both hyperswines announcing hyperswines announces his
    swines with them; in a poverty's exchange too."""
    rules = base.replace(swines=True, swines_announce="before_play", hyperswines=True,
                         hyperswines_joint=True)
    state = run(hands_with({2: "DA DA D9 D9 CQ"}), HEALTHY, rules=rules)
    assert dk.AnnounceSwines(2, dk.Swines.HYPERSWINES) in dk.legal_actions(state, 2)
    state = dk.apply(state, "p2 announce hyperswines")
    assert state.game is not None and (state.game.swines, state.game.hyperswines) == (2, 2)
    assert state.game.order.trump_cards[:3] == (Card.D9, Card.DA, Card.HT)
    assert refused(state, "p2 announce swines") == "swines_already_announced"
    other = run(hands_with({2: "DA DA CQ", 3: "D9 D9"}), HEALTHY, rules=rules)
    assert refused(other, "p3 announce hyperswines") == "hyperswines_need_swines"
    poor = rules.replace(poverty=True, swines_poverty_announce="before_passing")
    hands = hands_with({1: "DA DA D9 CA CA CT CT CK CK SA SA ST", 3: "D9 CQ"}, poor)
    assert refused(run(hands, POVERTY, rules=poor), "p1 announce hyperswines") == (
        "swines_not_held")
    hands = hands_with({1: "DJ CA CA CT CT CK CK SA SA ST ST SK", 3: "DA DA D9 D9"}, poor)
    state = run(hands, [*POVERTY, "p1 give DJ CA CT", "p2 decline",
                        "p3 announce hyperswines", "p3 accept", "p3 return CA CT DJ"],
                rules=poor)
    assert state.game is not None and (state.game.swines, state.game.hyperswines) == (3, 3)
