"""The compact form of the card play (docs/search.md "The solver"): its legal plays and trick
winners agree with the engine's on random deals of every preset and of the house rules that
change the play."""

from __future__ import annotations

from typing import Any

import pytest

from trickgames import GAMES, Rng
from trickgames import doppelkopf as dk
from trickgames import schafkopf as sk
from trickgames.search._compact import Compact

#: Every preset, and rules that change following, trumps or trick winners.
RULES = [(dk, name) for name in dk.PRESETS] + [(sk, name) for name in sk.PRESETS] + [
    (dk, {"preset": "freedoko", "dulle": "second_wins_except_last_trick",
          "hyperswines": True}),
    (dk, {"preset": "ddv", "swines": True, "nines": False}),
    (sk, {"preset": "wirtshaus", "ramsch_must_overtake": True, "bettel_must_overtake": True,
          "games": ["sauspiel", "solo", "wenz", "bettel", "bettel-ouvert"]}),
    (sk, {"preset": "short", "all_pass": "ramsch"}),
]


def _play_states(game: Any, rules: Any, deals: int) -> list[list[Any]]:
    """The trick-play states of random deals."""
    entry = GAMES[game.__name__.rsplit(".", 1)[1]]
    rng = Rng(17)
    out = []
    for number in range(deals):
        state = game.deal(rules, seed=number, dealer=number & 3)
        states = []
        while not state.is_over:
            if state.phase.value == "play":
                states.append(state)
            state = game.apply(state, entry.bots.policy(rng, state))
        out.append([*states, state])
    return out


def _compact(cache: dict[Any, Compact], state: Any) -> Compact:
    game = state.game
    key = (game.contract, getattr(game, "swines", None) is not None,
           getattr(game, "hyperswines", None) is not None)
    if key not in cache:
        cache[key] = Compact(state)
    return cache[key]


@pytest.mark.parametrize(("game", "rules"), RULES, ids=lambda v: getattr(
    v, "__name__", str(v)).rsplit(".", 1)[-1])
def test_legal_plays_and_trick_winners_agree_with_the_engine(game: Any, rules: Any) -> None:
    """docs/search.md "The solver": at every card of random deals, the compact form allows
    exactly the engine's legal plays (following suit, the called ace's duties, the overtake
    duty) and finds the engine's trick winner (Dulle rules and swines included)."""
    checked = 0
    for states in _play_states(game, rules, 12):
        cache: dict[Any, Compact] = {}
        for state in states:
            if state.phase.value != "play":
                continue
            compact = _compact(cache, state)
            trick = [compact.pos(int(c)) for c in state.trick]
            best = trick[compact.winner(trick, False)] if trick else -1
            searched = not compact.ace or bool(state.game.searched)
            allowed = compact.legal(compact.hand(state.hands[state.turn]),
                                    trick[0] if trick else -1, best, searched)
            engine = {int(a.card) for a in game.legal_actions(state, state.turn)
                      if a.verb == "play"}
            if not engine:  # FreeDoko's duty announcement comes first (first_trick_duty)
                continue
            assert {compact.card(p) for p in compact.positions(allowed)} == engine
            checked += 1
        final = states[-1]
        if final.phase.value != "finished" or not cache:
            continue
        compact = _compact(cache, states[-2])
        for number, trick in enumerate(final.tricks):
            last = number == len(final.tricks) - 1
            cards = [compact.pos(int(c)) for c in trick.cards]
            assert (trick.leader + compact.winner(cards, last)) & 3 == trick.winner
    assert checked > 100


def test_hands_and_positions_round_trip() -> None:
    """docs/search.md "The solver": a hand in positions holds the same cards, copies
    included, and each suit's positions run from its weakest card to its strongest."""
    state = dk.deal("ddv", seed=3)
    for seat in (1, 2, 3, 0):
        state = dk.apply(state, f"p{seat} healthy")
    assert state.game.contract is dk.Contract.NORMAL
    compact = Compact(state)
    for seat in range(4):
        mask = compact.hand(state.hands[seat])
        cards = []
        for p in compact.positions(mask):
            cards += [compact.card(p)] * (1 + (mask >> (p + 24) & 1))
        assert sorted(cards) == sorted(int(c) for c in state.hand(seat))
    trumps = [p for p in range(24) if compact.suit[p] == compact.suit[compact.pos(dk.Card.HT)]]
    assert compact.card(trumps[-1]) == dk.Card.HT and compact.card(trumps[0]) == dk.Card.D9


@pytest.mark.parametrize(("game", "rules"), RULES, ids=lambda v: getattr(
    v, "__name__", str(v)).rsplit(".", 1)[-1])
def test_sure_trumps_go_to_their_side_in_every_playout(game: Any, rules: Any) -> None:
    """docs/search.md "The solver": a trump above every trump of the other side wins the
    trick it falls in (schafkopf.md and doppelkopf.md, trick winner), so from any trick start
    of random deals a side wins at least the points :meth:`Compact.sure` gives it, and the
    other side at most what is in play but its own sure points; for every split of the seats
    in two sides. A deal without trumps (a Bettel) has none."""
    sure_points = 0
    for states in _play_states(game, rules, 12):
        final = states[-1]
        if final.phase.value != "finished":
            continue
        cache: dict[Any, Compact] = {}
        for state in states[:-1]:
            if state.trick:
                continue
            compact = _compact(cache, state)
            if state.game.contract.value.startswith("bettel"):
                assert compact.trumps == 0
            hands = [compact.hand(h) for h in state.hands]
            done = len(state.tricks)
            in_play = sum(card.points for trick in final.tricks[done:] for card in trick.cards)
            for side in range(1, 15):
                ours = theirs = 0
                for seat in range(4):
                    if side >> seat & 1:
                        ours |= hands[seat]
                    else:
                        theirs |= hands[seat]
                won = sum(card.points for trick in final.tricks[done:]
                          if side >> trick.winner & 1 for card in trick.cards)
                sure = compact.sure(ours, theirs)
                assert sure <= won <= in_play - compact.sure(theirs, ours)
                sure_points += sure
    assert sure_points > 0
