"""Doppelkopf computer players (docs/bots.md "Writing a bot")."""

from __future__ import annotations

from trickgames import doppelkopf as dk
from trickgames._core.rng import derive_seed
from trickgames.bots import play_deal
from trickgames.bots.doppelkopf import HeuristicPlayer, RandomPlayer

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
    every king and queen-pair in hand the rule-of-thumb player reserves and declares a Köhler
    when the rules' `solos` list it, and nothing with TSR's seven."""
    hand = "CK CK SK SK HK HK DK DK CQ SQ SQ HQ"
    every = {"preset": "ddv", "solos": [r.value for r in dk.Reservation if r.is_solo]}
    state = run(hands_with({1: hand}, every), rules=every)
    assert HeuristicPlayer().choose(dk.view(state, 1)).verb == "reserve"
    state = run(hands_with({1: hand}, every), ["p1 reserve", "p2 healthy", "p3 healthy",
                                               "p0 healthy"], rules=every)
    declared = HeuristicPlayer().choose(dk.view(state, 1))
    assert isinstance(declared, dk.Declare)
    assert declared.reservation is dk.Reservation.SOLO_KOEHLER
    # TSR's seven make nothing of this hand: no reservation
    ddv = run(hands_with({1: hand}))
    assert HeuristicPlayer().choose(dk.view(ddv, 1)).verb == "healthy"
