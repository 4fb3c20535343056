"""Marriage (Hochzeit): the clarification trick, the failed marriage, the shifted deadlines
(doppelkopf.md "Marriage (Hochzeit, TSR 4.4)", "Announcements"; TSR 4.4, 6)."""

from __future__ import annotations

import pytest

from trickgames import IllegalActionError, Rng
from trickgames import doppelkopf as dk
from trickgames.doppelkopf.cards import Card
from trickgames.doppelkopf.contracts import Contract

from .helpers import design, hands_with, run

#: p0 (dealer) holds both club queens and declares a marriage; p1 is forehand.
RES = ["p1 healthy", "p2 healthy", "p3 healthy", "p0 reserve", "p0 declare marriage"]
TAIL = ["HK H9 DQ DQ", "SQ CQ SQ HQ", "CQ HQ CJ CJ", "SJ SJ HJ HJ", "DJ DJ DA DA",
        "DT DK DT DK", "HT D9 HT D9"]
#: p1 wins trick 1 (p0 does not): partner p1.
PARTNER_IN_1 = ["CA C9 CK CT", "CA C9 CK CT", "SA S9 SK ST", "SA S9 SK ST", "HA H9 HK HA",
                *TAIL]
#: p0 wins trick 1, p1 trick 2: partner p1, deadlines one card later.
PARTNER_IN_2 = ["C9 CK CT CA", "C9 CA CK CT", "SA S9 SK ST", "SA S9 SK ST", "HA H9 HK HA",
                *TAIL]
#: p0 wins tricks 1 and 2, p2 trick 3: partner p2, deadlines two cards later.
PARTNER_IN_3 = ["C9 CK CT CA", "CA C9 CK CT", "S9 SK SA ST", "SA S9 SK ST", "HA H9 HK HA",
                "HK H9 DQ DQ", "CQ SQ SQ HQ", "CQ HQ CJ CJ", "SJ SJ HJ HJ", "DJ DJ DA DA",
                "DT DK DT DK", "HT D9 HT D9"]
#: p0 wins tricks 1-3: no partner, a failed marriage.
NO_PARTNER = ["C9 CK CT CA", "CA C9 CK CT", "SA S9 SK ST", "SA S9 SK ST", "HA H9 HK HA",
              "HK H9 DQ DQ", "SQ SQ CQ HQ", "CQ HQ CJ CJ", "SJ SJ HJ HJ", "DJ DJ DA DA",
              "DT DK DT DK", "HT D9 HT D9"]
#: p0 wins trick 1 with a club queen, p2 wins trick 2 and is the partner; Kontra (p1, p3)
#: wins 124 : 116 without special points.
KONTRA_WINS = ["D9 DA DT CQ", "CK CT CA H9", "SJ HT CQ DJ", "SK ST ST S9", "HJ CJ DJ DA",
               "SQ SJ HT HQ", "D9 DT SQ HA", "C9 CT SA CK", "H9 DQ C9 HA", "HJ DK CJ SA",
               "CA HK S9 DQ", "DK SK HK HQ"]

#: doppelkopf-variants.md "Marriage variants" example: p1 declares marriage-trump, p3 is
#: found in trick 3 and says re holding 9 cards, p0 kontra; Re 130 : 110.
MARRIAGE_TRUMP_HANDS = [
    ["H9", "DJ", "D9", "HQ", "CJ", "SK", "CK", "HJ", "SJ", "H9", "CA", "S9"],
    ["HK", "CQ", "DT", "CQ", "CT", "C9", "DA", "HT", "ST", "SA", "CJ", "DK"],
    ["HA", "DA", "D9", "CK", "S9", "DK", "SA", "DJ", "HK", "CA", "HQ", "SK"],
    ["HA", "SQ", "SJ", "HJ", "DQ", "ST", "HT", "DQ", "C9", "SQ", "DT", "CT"],
]
MARRIAGE_TRUMP_ACTIONS = [
    "p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy", "p1 declare marriage-trump",
    "p1 play HK", "p2 play HA", "p3 play HA", "p0 play H9", "p2 play DA", "p3 play SQ",
    "p0 play DJ", "p1 play CQ", "p1 play DT", "p2 play D9", "p3 play SJ", "p0 play D9",
    "p3 announce re", "p0 announce kontra", "p3 play HT", "p0 play HQ", "p1 play CJ",
    "p2 play DK", "p3 play SQ", "p0 play HJ", "p1 play DK", "p2 play DJ", "p3 play HJ",
    "p0 play CJ", "p1 play CQ", "p2 play HQ", "p1 play C9", "p2 play CA", "p3 play C9",
    "p0 play CK", "p2 play SK", "p3 play ST", "p0 play SK", "p1 play SA", "p1 play CT",
    "p2 play CK", "p3 play CT", "p0 play CA", "p0 play SJ", "p1 play DA", "p2 play SA",
    "p3 play DT", "p0 play H9", "p1 play HT", "p2 play HK", "p3 play DQ", "p1 play ST",
    "p2 play S9", "p3 play DQ", "p0 play S9",
]


def after_tricks(tricks: list[str], count: int, cards: int = 0,
                 context: dk.Context | None = None) -> dk.State:
    """The state after ``count`` complete tricks and ``cards`` more cards."""
    record = design(tricks, reservations=RES)
    return run(record["hands"], record["actions"][: len(RES) + 4 * count + cards],
               context=context)


def finished(tricks: list[str], context: dk.Context | None = None) -> dk.State:
    return after_tricks(tricks, 12, context=context)


def test_marriage_declared_is_open_and_forehand_leads() -> None:
    """A declared marriage: only the marriage player is Re until the clarification trick;
    forehand leads (doppelkopf.md Marriage; Who leads trick 1)."""
    state = after_tricks(PARTNER_IN_1, 0)
    game = state.game
    assert game is not None and game.contract is Contract.MARRIAGE and game.open
    assert game.re == (True, False, False, False)
    assert state.turn == 1


def test_partner_found_in_trick_1() -> None:
    """The first trick the marriage player does not win decides the partner, whatever was led
    (doppelkopf.md Marriage; TSR 4.4)."""
    state = after_tricks(PARTNER_IN_1, 1)
    game = state.game
    assert game is not None and not game.open and not game.solo
    assert game.partner == 1 and game.clarified_in == 1 and game.shift == 0
    assert game.re == (True, True, False, False)


def test_partner_found_in_trick_2() -> None:
    """A trick won by the marriage player does not decide; the next one does (doppelkopf.md
    Marriage; TSR 4.4)."""
    state = after_tricks(PARTNER_IN_2, 1)
    assert state.game is not None and state.game.open
    state = after_tricks(PARTNER_IN_2, 2)
    game = state.game
    assert game is not None and game.partner == 1 and game.clarified_in == 2
    assert game.shift == 1


def test_partner_found_in_trick_3() -> None:
    """The clarification trick may be trick 3 (doppelkopf.md Marriage; TSR 4.4)."""
    state = after_tricks(PARTNER_IN_3, 3)
    game = state.game
    assert game is not None and game.partner == 2 and game.clarified_in == 3
    assert game.shift == 2
    assert game.re == (True, False, True, False)


def test_failed_marriage_is_a_solo_not_compulsory() -> None:
    """If the marriage player wins tricks 1-3 he plays alone: a diamonds solo scored as a solo,
    not a compulsory one (doppelkopf.md Marriage; Reservations 5)."""
    owed = dk.Context(compulsory_solo=(True, False, False, False))
    state = after_tricks(NO_PARTNER, 3, context=owed)
    game = state.game
    assert game is not None and game.solo and not game.compulsory and game.partner is None
    assert game.soloist == 0 and game.shift == 2
    assert game.order.trump_cards == dk.card_order(Contract.SOLO_DIAMONDS).trump_cards


def test_failed_marriage_scores_three_times() -> None:
    """A failed marriage is scored as a solo: the soloist gets three times the value, each
    opponent the value once, and no special points (doppelkopf.md Marriage; Scoring)."""
    score = dk.score(finished(NO_PARTNER))
    assert score.solo and score.winner is dk.Party.RE
    assert score.card_points is not None and score.card_points.re == 230
    # won, under 90, under 60, under 30 = 4; the two foxes taken by p0 count nothing.
    assert score.value == 4
    assert score.scores == (12, -4, -4, -4)
    assert {i.code for i in score.items} == {"won", "under_90", "under_60", "under_30"}


def test_marriage_with_partner_scores_special_points() -> None:
    """A marriage with partner is scored like a normal game, with special points (doppelkopf.md
    Scoring: special points only in a normal game, a marriage with partner and a poverty)."""
    score = dk.score(finished(PARTNER_IN_1))
    assert not score.solo and score.winner is dk.Party.RE
    assert score.scores == (6, 6, -6, -6)
    assert [i.code for i in score.items].count("fox_caught") == 2


def test_no_announcement_before_the_clarification_trick_is_complete() -> None:
    """In a marriage announcements open only after the clarification trick is complete
    (doppelkopf.md Announcements)."""
    for count, cards in ((0, 0), (0, 3), (1, 0), (1, 2)):
        state = after_tricks(PARTNER_IN_2, count, cards)
        assert dk.legal_actions(state, 0) == tuple(
            a for a in dk.legal_actions(state, 0) if isinstance(a, dk.Play))
        with pytest.raises(IllegalActionError) as info:
            dk.apply(state, "p0 announce re")
        assert info.value.code == "marriage_not_clarified"
        with pytest.raises(IllegalActionError):
            dk.apply(state, "p3 announce kontra")
    state = after_tricks(PARTNER_IN_2, 2)
    assert dk.is_legal(state, "p0 announce re")
    assert dk.is_legal(state, "p3 announce kontra")


def test_partner_in_trick_1_keeps_the_normal_thresholds() -> None:
    """A marriage clarified in trick 1 keeps the thresholds: re/kontra with 11 cards, not 10
    (doppelkopf.md Announcements)."""
    state = after_tricks(PARTNER_IN_1, 1)
    assert dk.is_legal(state, "p1 announce re")
    assert dk.is_legal(state, "p2 announce kontra")
    state = after_tricks(PARTNER_IN_1, 2)
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p1 announce re")
    assert info.value.code == "announcement_too_late"


def test_partner_in_trick_2_lowers_every_threshold_by_one() -> None:
    """A marriage clarified in trick 2 lowers every threshold by 1: re with 10 cards, no90
    with 9, no60 with 8, no30 with 7, schwarz with 6 (doppelkopf.md Announcements; TSR 6)."""
    record = design(PARTNER_IN_2, reservations=RES)
    actions = record["actions"]
    start = len(RES) + 8
    state = run(record["hands"], actions[:start])
    assert [d.cards_required for d in dk.announcement_deadlines(state, 1)] == [10, 9, 8, 7, 6]
    assert dk.is_legal(state, "p2 announce kontra")
    for k, call in enumerate(["re", "no90", "no60", "no30", "schwarz"]):
        seat = 1 if call == "re" else 0
        trick = actions[start + 4 * k : start + 4 * k + 4]
        assert state.hand_size(seat) == 10 - k
        late = state
        for line in trick:
            late = dk.apply(late, line)
        assert not dk.is_legal(late, f"p{seat} announce {call}"), call
        state = dk.apply(state, f"p{seat} announce {call}")
        for line in trick:
            state = dk.apply(state, line)


def test_partner_in_trick_3_lowers_every_threshold_by_two() -> None:
    """A marriage clarified in trick 3 lowers every threshold by 2: re with 9 cards (doppelkopf.md
    Announcements; TSR 6)."""
    state = after_tricks(PARTNER_IN_3, 3)
    assert [d.cards_required for d in dk.announcement_deadlines(state, 2)] == [9, 8, 7, 6, 5]
    assert dk.is_legal(state, "p2 announce re")
    assert dk.is_legal(state, "p2 announce no90")  # skipping re: both legal with 9 cards
    assert dk.is_legal(state, "p1 announce kontra")
    state = after_tricks(PARTNER_IN_3, 4)
    assert not dk.is_legal(state, "p2 announce re")


def test_failed_marriage_lowers_every_threshold_by_two() -> None:
    """A marriage without partner lowers every threshold by 2 (doppelkopf.md Announcements)."""
    state = after_tricks(NO_PARTNER, 3)
    assert dk.is_legal(state, "p0 announce re")
    assert dk.is_legal(state, "p1 announce kontra")
    assert not dk.is_legal(state, "p1 announce re")
    state = after_tricks(NO_PARTNER, 4)
    assert not dk.is_legal(state, "p0 announce re")


def test_silent_marriage_uses_the_normal_thresholds() -> None:
    """A silent marriage uses the normal thresholds: re/kontra with 11 cards (doppelkopf.md
    Announcements)."""
    hands = hands_with({0: "CQ CQ CA CA SA SA HA HA DA DA HT HT"})
    state = run(hands, ["p1 healthy", "p2 healthy", "p3 healthy", "p0 healthy"])
    assert state.game is not None and state.game.silent and state.game.shift == 0
    assert [d.cards_required for d in dk.announcement_deadlines(state, 0)] == [11, 10, 9, 8, 7]
    assert dk.is_legal(state, "p0 announce re")
    assert not dk.is_legal(state, "p1 announce re")
    assert dk.is_legal(state, "p1 announce kontra")


def test_kontra_wins_against_the_club_queens_in_a_marriage() -> None:
    """A marriage with partner is no solo: Kontra winning gets +1 against the club queens
    (doppelkopf.md Scoring ddv, special points; TSR 7.2.3)."""
    score = dk.score(finished(KONTRA_WINS))
    assert score.card_points is not None and score.card_points.kontra == 124
    assert [(i.code, i.party.value) for i in score.items] == [
        ("won", "kontra"), ("against_the_club_queens", "kontra")]
    assert score.scores == (-2, 2, -2, 2)


# -- marriage variants (doppelkopf-variants.md "Marriage variants") ----------------------------

NORMAL_TRUMPS = frozenset(Card.parse(c) for c in (
    ["HT", "CQ", "SQ", "HQ", "DQ", "CJ", "SJ", "HJ", "DJ", "DA", "DT", "DK", "D9"]))


def spec_qualifies(selector: str, led: Card, dullen: bool = True) -> bool:
    """A trick qualifies by its led card, judged in the normal order: `foreign` every trick,
    `trump` a trump led, `plain` a plain card led, `clubs`/`spades`/`hearts` a plain card of
    that suit led (a led HT or CQ is a trump; without Dullen, docs/freedoko.md, HT is a plain
    heart)."""
    trump = led in NORMAL_TRUMPS and (dullen or led != Card.HT)
    if selector == "foreign":
        return True
    if selector == "trump":
        return trump
    if selector == "plain":
        return not trump
    return not trump and led.suit.name.lower() == selector


def spec_clarification(state: dk.State) -> tuple[int, int | None]:
    """The clarification trick and the partner (``None``: alone) as the spec's steps say,
    worked out from the record alone."""
    rules = state.rules
    game = state.game
    assert game is not None
    declarer = game.declarer
    selector = game.selector.value
    left = [list(h) for h in state.deal.hands]
    for number, trick in enumerate(state.tricks, start=1):
        for i, card in enumerate(trick.cards):
            left[(trick.leader + i) & 3].remove(card)
        qualified = spec_qualifies(selector, trick.cards[0], rules.dullen)
        if qualified and trick.winner != declarer:
            return number, trick.winner
        if ((rules.marriage_first_decides and qualified) or number == rules.marriage_tricks
                or not any(spec_qualifies(selector, c, rules.dullen)
                           for hand in left for c in hand)):
            return number, None
    raise AssertionError("never clarified")


def test_the_marriage_trump_example() -> None:
    """doppelkopf-variants.md "Marriage variants", example (`marriage_selectors` `["foreign",
    "trump"]`): p1 declares `marriage-trump`; trick 1 (led plain, won by p2) does not qualify,
    trick 2 (led trump, won by p1) does not find a partner, trick 3 (led trump, won by p3) does:
    clarification trick 3, deadlines move 2 cards, so `p3 announce re` and `p0 announce kontra`
    holding 9 cards are in time. Re (p1, p3) 130 : 110: won 1 + re 2 + kontra 2, one fox each
    side: value 5, scores [-5, 5, -5, 5]."""
    state = run(MARRIAGE_TRUMP_HANDS, MARRIAGE_TRUMP_ACTIONS,
                rules={"preset": "ddv", "marriage_selectors": ["foreign", "trump"]})
    game = state.game
    assert game is not None
    assert (game.partner, game.clarified_in, game.shift, game.solo) == (3, 3, 2, False)
    result = dk.score(state)
    assert result.card_points is not None
    assert (result.card_points.re, result.card_points.kontra) == (130, 110)
    assert sorted(i.code for i in result.items) == [
        "fox_caught", "fox_caught", "kontra_announced", "re_announced", "won"]
    assert {i.party for i in result.items if i.code == "fox_caught"} == {
        dk.Party.RE, dk.Party.KONTRA}
    assert result.scores == (-5, 5, -5, 5)
    # with `foreign` first, p2 would have been the partner in trick 1
    foreign = run(MARRIAGE_TRUMP_HANDS, [*MARRIAGE_TRUMP_ACTIONS[:4], "p1 declare marriage",
                                         *MARRIAGE_TRUMP_ACTIONS[5:9]],
                  rules={"preset": "ddv", "marriage_selectors": ["foreign", "trump"]})
    assert foreign.game is not None and foreign.game.partner == 2


def test_a_late_clarification_moves_the_deadlines_by_one_less_than_its_trick() -> None:
    """doppelkopf-variants.md "Marriage variants": every deadline moves t - 1 cards later; with
    clarification trick 3, re/kontra need 9 cards: one card later is too late."""
    rules = {"preset": "ddv", "marriage_selectors": ["foreign", "trump"]}
    state = run(MARRIAGE_TRUMP_HANDS, MARRIAGE_TRUMP_ACTIONS[:17], rules=rules)
    assert dk.is_legal(state, "p3 announce re")
    later = run(MARRIAGE_TRUMP_HANDS, [*MARRIAGE_TRUMP_ACTIONS[:17], "p3 play HT"],
                rules=rules)
    with pytest.raises(IllegalActionError) as info:
        dk.apply(later, "p3 announce re")
    assert info.value.code == "announcement_too_late"


@pytest.mark.parametrize("options", [
    {"marriage_selectors": ["trump"]}, {"marriage_selectors": ["plain"]},
    {"marriage_selectors": ["clubs"]}, {"marriage_selectors": ["spades"]},
    {"marriage_selectors": ["hearts"], "marriage_tricks": 12},
    {"marriage_selectors": ["trump"], "marriage_tricks": 12, "marriage_first_decides": True},
    {"marriage_selectors": ["plain"], "marriage_tricks": 1},
    {"marriage_selectors": ["foreign"], "marriage_tricks": 5},
    {"marriage_selectors": ["clubs", "hearts"], "marriage_tricks": 8, "nines": False},
])
def test_every_marriage_clarifies_as_the_spec_says(options: dict[str, object]) -> None:
    """doppelkopf-variants.md "Marriage variants", steps 1 and 2: after each trick of an open
    marriage, a qualifying trick won by another seat finds the partner; otherwise the
    marriage player plays alone after a qualifying trick of his own (with
    `marriage_first_decides`), after `marriage_tricks` tricks, or when no hand holds a card
    that would make a trick qualify; deadlines move t - 1 cards, the game is scored as a solo
    when he plays alone. Random deals with a marriage, against that wording."""
    rules = dk.Rules.from_json({"preset": "ddv", **options})
    found = 0
    for seed in range(400):
        state = dk.deal(rules, seed=seed)
        holder = next((s for s in range(4) if state.hand(s).count(Card.CQ) == 2), None)
        if holder is None:
            continue
        rng = Rng(seed)
        for seat in ((state.deal.forehand + k) & 3 for k in range(4)):
            state = dk.apply(state, f"p{seat} {'reserve' if seat == holder else 'healthy'}")
        state = dk.apply(state, f"p{holder} declare marriage")
        while not state.is_over:
            plays = dk.legal_actions(state, state.turn)
            state = dk.apply(state, plays[rng.below(len(plays))])
        number, partner = spec_clarification(state)
        game = state.game
        assert game is not None
        assert (game.clarified_in, game.partner, game.solo, game.shift) == (
            number, partner, partner is None, number - 1), seed
        assert sum(dk.score(state).scores) == 0
        found += 1
    assert found > 20
