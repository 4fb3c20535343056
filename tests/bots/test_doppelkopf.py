"""Doppelkopf computer players (docs/bots.md "Writing a bot")."""

from __future__ import annotations

from hypothesis import given, settings

from trickgames import doppelkopf as dk
from trickgames import testing
from trickgames._core.rng import derive_seed
from trickgames.bots import play_deal
from trickgames.bots.doppelkopf import REASONS, HeuristicPlayer, RandomPlayer
from trickgames.doppelkopf.cards import Card
from trickgames.doppelkopf.hands import hand_mask
from trickgames.doppelkopf.poverty import is_poor

from ..doppelkopf.helpers import HEALTHY, hands_with, run


def test_heuristic_beats_random_over_a_fixed_seed() -> None:
    """docs/bots.md "How much better than random": the rule-of-thumb player clearly beats the
    random player (fixed seed)."""
    deals = 120
    heuristic = random_side = 0
    for k in range(deals):
        seats = (0, 2) if k % 2 == 0 else (1, 3)
        players = [HeuristicPlayer() if s in seats else RandomPlayer(derive_seed(77, 4 * k + s))
                   for s in range(4)]
        final = play_deal(dk, dk.deal("ddv", seed=derive_seed(7, k), dealer=k & 3), players)
        scores = dk.score(final).scores
        heuristic += sum(scores[s] for s in seats)
        random_side += sum(scores[s] for s in range(4) if s not in seats)
    assert heuristic == -random_side
    assert heuristic / (2 * deals) > 0.5  # points per seat and deal


def test_forced_solo_bot_declares_a_solo() -> None:
    """doppelkopf.md Reservations 1: the forced soloist names a solo."""
    context = dk.Context(compulsory_solo=(False, True, False, False), forced_solo=1)
    state = dk.deal("ddv", seed=3, context=context)
    action = HeuristicPlayer().choose(dk.view(state, 1))
    assert isinstance(action, dk.Declare) and action.reservation.is_solo


def test_heuristic_announces_the_swines() -> None:
    """The heuristic player makes its swines count as soon as it may, on or off turn
    (doppelkopf-variants.md "Swines and hyperswines", When they count)."""
    rules = dk.DDV.replace(swines=True, swines_announce="before_play")
    state = run(hands_with({2: "DA DA"}, rules), HEALTHY, rules=rules)
    player = HeuristicPlayer()
    assert str(player.interject(dk.view(state, 2))) == "p2 announce swines"
    assert player.explain_interjection(dk.view(state, 2))[1] == "swines"
    assert not isinstance(player.interject(dk.view(state, 3)), dk.AnnounceSwines)


def test_heuristic_throws_a_hopeless_hand_in() -> None:
    """The heuristic player reserves and declares throw with a hand the rules let it throw
    in and too weak to play; a good hand that may be thrown stays (doppelkopf-variants.md
    "Throwing in")."""
    rules = dk.DDV.replace(throw_in={"nines": 4})
    weak = hands_with({1: "C9 C9 S9 S9 H9 CK SK HK DK DT CT ST"}, rules)
    player = HeuristicPlayer()
    state = run(weak, [], rules=rules)
    assert player.explain(dk.view(state, 1)) == (dk.Reserve(1), "hopeless_throw")
    state = run(weak, ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy"], rules=rules)
    action, why = player.explain(dk.view(state, 1))
    assert str(action) == "p1 declare throw" and why == "hopeless_throw"
    strong = run(hands_with({1: "C9 C9 S9 H9 HT CQ CQ SQ HQ DQ CJ SJ"}, rules), [], rules=rules)
    assert player.explain(dk.view(strong, 1))[1] != "hopeless_throw"


def test_the_heuristic_player_chooses_among_the_rules_solos() -> None:
    """doppelkopf-variants.md "More solos" (computer players choose among the new solos): with
    every king and queen-pair in hand the rule-of-thumb player reserves and declares a solo
    whose trumps it holds the top of, kings over queens (the kings-queens solo or the Köhler)
    when the rules' `solos` list them, and nothing with TSR's seven."""
    hand = "CK CK SK SK HK HK DK DK CQ SQ SQ HQ"
    every = {"preset": "ddv", "solos": [r.value for r in dk.Reservation if r.is_solo]}
    state = run(hands_with({1: hand}, every), rules=every)
    assert HeuristicPlayer().choose(dk.view(state, 1)).verb == "reserve"
    state = run(hands_with({1: hand}, every), ["p1 reserve", "p2 healthy", "p3 healthy",
                                               "p0 healthy"], rules=every)
    declared = HeuristicPlayer().choose(dk.view(state, 1))
    assert isinstance(declared, dk.Declare)
    assert declared.reservation in (dk.Reservation.SOLO_KINGS_QUEENS,
                                    dk.Reservation.SOLO_KOEHLER)
    # TSR's seven make nothing of this hand: no reservation
    ddv = run(hands_with({1: hand}))
    assert HeuristicPlayer().choose(dk.view(ddv, 1)).verb == "healthy"


# -- Genscher (doppelkopf-variants.md "Genscher") -------------------------------------------

GENSCHER = {"preset": "ddv", "genscher": True}


def _after_first_king(trick_one: str) -> dk.State:
    """p2 (Kontra, both DK) plays its first DK into trick 2, after p1 (Re) won trick 1."""
    hands = hands_with({1: "CA D9 CQ", 2: "C9 DK DK", 3: "CT C9 CQ", 0: "CK"}, GENSCHER)
    return run(hands, [*HEALTHY, *trick_one.split(","), "p1 play D9", "p2 play DK"],
               rules=GENSCHER)


def test_the_heuristic_player_plays_a_genscher() -> None:
    """doppelkopf-variants.md "Genscher": right after its first diamond king the rule-of-thumb
    player names the seat that has won clearly more card points (25) than any seat that may
    be its partner now (0): `p2 genscher p1`, a legal action, with the reason `genscher`; with
    15 points in that trick (less than the margin of 20) it lets the chance pass."""
    state = _after_first_king("p1 play CA,p2 play C9,p3 play CT,p0 play CK")
    view = dk.view(state, 2)
    action, why = HeuristicPlayer().explain_interjection(view)
    assert (str(action), why) == ("p2 genscher p1", "genscher")
    assert action in dk.legal_actions(state, 2) and why in REASONS
    after = dk.apply(state, action)
    assert after.game is not None and after.game.re == (False, True, True, False)
    small = _after_first_king("p1 play CA,p2 play C9,p3 play C9,p0 play CK")
    assert not isinstance(HeuristicPlayer().interject(dk.view(small, 2)), dk.Genscher)


def test_the_heuristic_player_genschers_out_of_a_silent_marriage() -> None:
    """doppelkopf-variants.md "Genscher" (the silent marriage included): playing alone, the
    rule-of-thumb player names a seat that has won at least the margin (25 card points)."""
    hands = hands_with({1: "CA D9", 2: "C9 DK DK CQ CQ", 3: "CT", 0: "CK"}, GENSCHER)
    state = run(hands, [*HEALTHY, "p1 play CA", "p2 play C9", "p3 play CT", "p0 play CK",
                        "p1 play D9", "p2 play DK"], rules=GENSCHER)
    assert dk.view(state, 2).silent_marriage
    assert str(HeuristicPlayer().interject(dk.view(state, 2))) == "p2 genscher p1"


#: Deals under random rules with `genscher` on in which a seat holds both diamond kings.
_GENSCHER_DEALS = testing.deals(rules=testing.rules(options={"genscher": True}),
                                rare_hands=False).filter(
    lambda s: any(s.hand(seat).count(Card.DK) == 2 for seat in range(4)))


@settings(max_examples=50, database=None, deadline=None)
@given(testing.playthroughs("doppelkopf", deals=_GENSCHER_DEALS,
                            stop=lambda s: any(isinstance(a, dk.Genscher)
                                               for a in dk.legal_actions(s))))
def test_the_heuristic_player_never_plays_an_illegal_genscher(
        run_: testing.Playthrough) -> None:
    """doppelkopf-variants.md "Genscher": under random rules with `genscher` on, at every
    moment of a random deal (one seat holding both diamond kings) up to a Genscher chance,
    what the rule-of-thumb player does on or off turn is legal, and a Genscher only when one
    is offered."""
    player = HeuristicPlayer()
    for state in run_.states:
        if state.is_over:
            continue
        for seat in range(4):
            legal = dk.legal_actions(state, seat)
            if not legal:
                continue
            view = dk.view(state, seat)
            action = player.choose(view) if seat == state.turn else player.interject(view)
            assert action is None or action in legal
            if isinstance(action, dk.Genscher):
                assert any(isinstance(a, dk.Genscher) for a in legal)


# -- marriage selectors (doppelkopf-variants.md "Marriage variants") ------------------------

def _declared(hand: str, rules: object = "freedoko") -> tuple[str, str]:
    state = run(hands_with({1: hand}, rules),  # type: ignore[arg-type]
                ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy"],
                rules=rules)  # type: ignore[arg-type]
    action, why = HeuristicPlayer().explain(dk.view(state, 1))
    return str(action), why


def test_the_heuristic_player_chooses_a_marriage_selector() -> None:
    """doppelkopf-variants.md "Marriage variants" (the marriage player chooses among
    `marriage_selectors`): with five trumps `marriage-trump`; with seven and three spades
    without the ace `marriage-spades`; under ddv (only `foreign`) plain `marriage`."""
    few = "CQ CQ D9 DK DT C9 CK CA S9 SK H9 HK"
    many = "CQ CQ SQ DJ D9 DK DT S9 SK ST H9 C9"
    assert _declared(few) == ("p1 declare marriage-trump", "marriage_trump")
    assert _declared(many) == ("p1 declare marriage-spades", "marriage_suit")
    no_colours = {"preset": "freedoko", "marriage_selectors": ["foreign", "plain"]}
    assert _declared(many, no_colours) == ("p1 declare marriage-plain", "marriage_suit")
    assert _declared(few, "ddv") == ("p1 declare marriage", "special_reservation")


def test_the_marriage_player_leads_a_card_that_finds_the_partner() -> None:
    """doppelkopf-variants.md "Marriage variants" (a trick qualifies by its led card): in an
    open `marriage-trump` the rule-of-thumb marriage player leads its lowest trump."""
    hand = "CQ CQ D9 DK DT C9 CK CA S9 SK H9 HK"
    state = run(hands_with({1: hand}, "freedoko"),
                ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy",
                 "p1 declare marriage-trump"], rules="freedoko")
    action, why = HeuristicPlayer().explain(dk.view(state, 1))
    assert (str(action), why) == ("p1 play D9", "marriage_lead")


# -- how the rule-of-thumb players bid (docs/bots.md "How they bid") --------------------------


def test_four_rule_of_thumb_players_bid_like_people_over_fixed_deals() -> None:
    """docs/bots.md "How they bid": over 100 fixed seeded `ddv` deals four rule-of-thumb
    players play voluntary solos in at most 15% of the deals (TSR 3.3: a solo is announced in
    the reservation round) and the soloist wins at least half of them; most deals are normal
    games and marriages (the benchmark `benchmarks/bots.py` gives the figures over 2,000)."""
    deals = 100
    solos = won = plain = 0
    for k in range(deals):
        state = dk.deal("ddv", seed=derive_seed(24, k), dealer=k & 3)
        final = play_deal(dk, state, [HeuristicPlayer() for _ in range(4)])
        label = dk.record.contract_label(final)
        if label.startswith("solo"):
            solos += 1
            soloist = final.game.soloist
            won += dk.score(final).scores[soloist] > 0
        elif label in ("normal", "marriage", "marriage without partner"):
            plain += 1
    assert 1 <= solos <= 0.15 * deals
    assert 2 * won >= solos
    assert plain >= 0.8 * deals


def _reservation_views(rules: str, deals: int) -> list[dk.PlayerView]:
    """Every seat's view at its first reservation turn of ``deals`` seeded deals, every seat
    before it having said healthy."""
    views = []
    for k in range(deals):
        state = dk.deal(rules, seed=derive_seed(25, k), dealer=k & 3)
        for _ in range(4):
            view = dk.view(state, state.turn)
            views.append(view)
            healthy = next(a for a in view.legal_actions if a.verb == "healthy")
            state = dk.apply(state, healthy)
    return views


def test_a_hand_with_both_club_queens_declares_its_marriage() -> None:
    """doppelkopf.md Reservations (TSR 3.2.2 Hochzeit): the holder of both club queens reserves
    for a marriage unless its hand is made for a solo or for playing both queens alone (a
    silent marriage): over fixed deals, most such hands reserve, for the marriage."""
    views = [v for v in _reservation_views("ddv", 60) if v.hand.count(Card.CQ) == 2]
    reasons = [HeuristicPlayer().explain(v)[1] for v in views]
    assert len(views) >= 8
    assert all(r in ("both_club_queens", "solo_hand", "no_reservation") for r in reasons)
    assert reasons.count("both_club_queens") >= 0.8 * len(views)


def test_a_poor_hand_declares_its_poverty() -> None:
    """doppelkopf-variants.md "Poverty": a hand of three trumps or fewer reserves for a poverty
    where the rules allow one (`pagat`), unless it is made for a solo."""
    pagat = dk.rules.PAGAT
    views = [v for v in _reservation_views("pagat", 120) if is_poor(pagat, hand_mask(v.hand))]
    assert views
    for view in views:
        action, why = HeuristicPlayer().explain(view)
        assert (action.verb, why) in (("reserve", "few_trumps"), ("reserve", "solo_hand"))


def test_the_holder_of_both_foxes_announces_its_swines() -> None:
    """doppelkopf-variants.md "Swines": with swines on (`freedoko`) the holder of both foxes
    announces them as soon as the rules let it."""
    checked = 0
    for k in range(25):
        state = dk.deal("freedoko", seed=derive_seed(26, k), dealer=k & 3)
        final = play_deal(dk, state, [HeuristicPlayer() for _ in range(4)])
        holders = [s for s in range(4) if state.deal.hands[s].count(Card.DA) == 2]
        game = final.game
        if holders and game is not None and game.swines_holder is not None:
            checked += 1
            assert game.swines is not None
    assert checked >= 3
