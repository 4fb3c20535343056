"""Schafkopf in the adapters (trickgames.rl._schafkopf; docs/learning.md "The observation
vector"): the Hochzeit's face-down cards, an open hand, the pot."""

from __future__ import annotations

from trickgames import schafkopf as sk
from trickgames.rl._registry import spec
from trickgames.rl._table import Table

S = spec("schafkopf")
#: seed 1, dealer 0: p1 holds one trump (HZ) and may offer a Hochzeit.
RULES = sk.Rules.from_json({"preset": "sauspiel", "games": [
    "sauspiel", "hochzeit", "bettel", "bettel-ouvert", "solo", "wenz"]})
_BIDDING = ["p1 bid", "p2 pass", "p3 pass", "p0 pass"]


def _state(*lines: str) -> sk.State:
    state = sk.deal(RULES, seed=1, dealer=0)
    for line in (*_BIDDING, *lines):
        state = sk.apply(state, line)
    return state


def test_the_hochzeit_trump_and_the_card_given_back() -> None:
    """schafkopf-variants.md 9 (the Hochzeit): the trump is seen by the offerer and, from his
    ``accept``, the acceptor (in the observation's ``hochzeit_card``), and is known to be the
    offerer's until the give; the give is face down for the others."""
    state = _state("p1 declare hochzeit", "p2 accept")
    at = S.layout["hochzeit_card"].offset
    for seat, seen in ((1, True), (2, True), (3, False), (0, False)):
        obs = S.encode(sk.view(state, seat), 0, (), ())
        assert obs[at + sk.Card.HZ] == (1 if seen else 0)
    assert S.known_cards(sk.view(state, 2)) == {1: (int(sk.Card.HZ),)}
    assert S.known_cards(sk.view(state, 3)) == {}
    state = sk.apply(state, "p2 give EA")
    seen = S.hidden_passes(sk.view(state, 2))
    unseen = S.hidden_passes(sk.view(state, 3))
    assert [(p.giver, p.to, p.cards) for p in seen] == [(1, 2, None), (2, 1, (int(sk.Card.EA),))]
    assert [(p.giver, p.to, p.cards) for p in unseen] == [(1, 2, None), (2, 1, None)]
    assert S.line_key("p2 give ??") == (2, "give ??") and "give ??" in S.history_index


def test_an_open_hand_is_known_to_everybody() -> None:
    """schafkopf-variants.md 12 (Bettel ouvert): the declarer's remaining cards are in every
    seat's observation, and known where they are."""
    state = sk.deal(RULES, seed=1, dealer=0)
    for line in ["p1 pass", "p2 bid", "p3 pass", "p0 pass", "p2 declare bettel-ouvert"]:
        state = sk.apply(state, line)
    view = sk.view(state, 0)
    assert S.known_cards(view) == {2: tuple(int(c) for c in state.hand(2))}
    obs = S.encode(view, 0, (), ())
    at = S.layout["open_hand"].offset
    assert obs[at:at + 32].sum() == 8 and obs[S.layout["open_hand_seat"].offset + 2] == 1


def test_the_pot_is_observed() -> None:
    """schafkopf-variants.md 6.3 (``all_pass`` = ``stock``): the pot before the deal is the
    ``stock`` entry."""
    rules = sk.SAUSPIEL.replace(all_pass="stock")
    state = sk.deal(rules, seed=2, context=sk.Context(stock=40))
    obs = S.encode(Table(S, state).view(1), 1, (), ())
    assert obs[S.layout["stock"].offset] == 40
