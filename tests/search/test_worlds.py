"""World sampling (docs/search.md "World sampling"): every sample is a world of the view,
the true deal is always possible, the draws are uniform over the consistent deals."""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trickgames import GAMES, Rng, testing
from trickgames import doppelkopf as dk
from trickgames import schafkopf as sk
from trickgames.search import WorldSampler, check_world, iter_worlds, sample_worlds
from trickgames.search._doppelkopf import TABLE

from ._stats import assert_fits

GAME_NAMES = ("doppelkopf", "schafkopf")


def _true_cards(sampler: WorldSampler, state: Any) -> tuple[tuple[int, ...], ...]:
    """The cards the true state puts in each place of the sampler's plan."""
    out = []
    for place in sampler.plan.places:
        if place == TABLE:
            held = Counter(int(c) for c in state.pending.given)
        else:
            held = Counter(int(c) for c in state.hand(place))
        held.subtract(sampler.plan.fixed[place] if place != TABLE else ())
        assert all(v >= 0 for v in held.values()), "a fixed card is not in the true hand"
        out.append(tuple(sorted(held.elements())))
    return tuple(out)


@settings(max_examples=25)
@given(game=st.sampled_from(GAME_NAMES), data=st.data())
def test_the_true_deal_is_possible_and_samples_are_worlds(game: str, data: Any) -> None:
    """docs/search.md "World sampling": for a view of any moment of a random deal under any
    rules, the true deal keeps every counted constraint (so it can be drawn), and every world
    drawn has exactly that view."""
    state = data.draw(testing.states(game))
    if state.is_over:
        return
    engine = GAMES[game].engine
    for seat in (state.turn, (state.turn + 2) & 3, None):
        view = engine.view(state, seat)
        sampler = WorldSampler(view)
        assert sampler.plan.placement.weight(_true_cards(sampler, state)) > 0
        for world in sampler.sample(2, Rng(data.draw(st.integers(0, 2 ** 32)))):
            assert engine.view(world, seat) == view
            assert world.deal.rules == state.deal.rules


#: Poverties whose passes the other seats did not see, found by the property above: the
#: acceptor had reserved (or declared) a marriage, and a canonical pass gave its club
#: queens away (the seats that saw no pass found no world). Rules, dealer, hands, actions.
POVERTY_AND_MARRIAGE = (
    ({"preset": "pagat", "nines": False, "solos": [], "poverty_pass": "trumps"}, 0,
     ['CA CT CK CJ SA SK SQ SJ HJ DA',
      'CT SA ST ST SK HA HK HQ DT DQ',
      'CA CQ CQ CJ SJ HA HT HT DQ DJ',
      'CK SQ HK HQ HJ DA DT DK DK DJ'],
     'p1 reserve, p2 reserve, p3 healthy, p0 healthy, p1 declare poverty, '
     'p1 give HQ DT DQ, p2 accept, p2 return HA HQ DJ, p1 play CT, p2 play CA, '
     'p3 play CK, p0 play CA, p2 play CQ, p3 play SQ, p0 play CJ, p1 play HQ, p2 play CQ, '
     'p3 play HQ, p0 play SQ, p1 play DJ, p2 play CJ, p3 play HJ, p0 play SJ, p1 play SA'),
    ({"preset": "pagat", "nines": False, "poverty_pass": "trumps",
      "poverty_fox": "not_counted"}, 1,
     ['CK SQ HK HQ HJ DA DT DK DK DJ',
      'CA CT CK CJ SA SK SQ SJ HJ DA',
      'CT SA ST ST SK HA HK HQ DT DQ',
      'CA CQ CQ CJ SJ HA HT HT DQ DJ'],
     'p2 reserve, p3 reserve, p0 healthy, p1 healthy, p2 declare poverty, '
     'p3 declare marriage, p2 give HQ DT DQ, p3 accept, p3 return CA CQ CQ, p2 play CA, '
     'p3 play CJ, p0 play CK, p1 play CA'),
)


@pytest.mark.parametrize(("rules", "dealer", "hands", "actions"), POVERTY_AND_MARRIAGE)
def test_a_poverty_accepted_by_a_marriage_has_worlds(rules: dict[str, Any], dealer: int,
                                                     hands: list[str], actions: str) -> None:
    """docs/search.md "World sampling" (a poverty's passes unseen): the canonical passes keep
    the club queens of a marriage the acceptor showed, so every seat's view has its worlds
    and every world drawn has exactly that view."""
    state = dk.deal(rules, dealer=dealer, hands=[h.split() for h in hands])
    for line in actions.split(", "):
        state = dk.apply(state, line)
    for seat in (0, 1, 2, 3, None):
        view = dk.view(state, seat)
        for world in sample_worlds(view, 3, Rng(seat or 0)):
            assert dk.view(world, seat) == view


def _random_until(engine: Any, preset: str, seed: int, left: int) -> Any:
    """A random deal of ``preset`` played until every hand holds ``left`` cards."""
    policy = GAMES[engine.__name__.rsplit(".", 1)[1]].bots.policy
    rng = Rng(seed)
    state = engine.deal(preset, seed=seed)
    while not state.is_over and not (state.phase.value == "play" and not state.trick
                                     and state.hand_size(0) == left):
        state = engine.apply(state, policy(rng, state))
    return state


def _oracle(engine: Any, view: Any, state: Any) -> Counter[tuple[tuple[int, ...], ...]]:
    """The definition of the distribution, by brute force: every way to give the unseen
    cards to the other seats, kept when the history replays on it to the same view, each
    weighing as many shuffles as deal it (2 for every Doppelkopf card whose copies went to two
    seats)."""
    seat = view.seat
    others = [s for s in range(4) if s != seat]
    played: list[list[int]] = [[], [], [], []]
    for action in state.actions:
        if isinstance(action, engine.Play):
            played[action.seat].append(int(action.card))
    unseen = Counter(int(c) for c in engine.deck(view.rules))
    unseen.subtract(int(c) for c in view.hand)
    unseen.subtract(c for p in played for c in p)
    pool = sorted(unseen.elements())
    out: Counter[tuple[tuple[int, ...], ...]] = Counter()
    sizes = [view.hand_sizes[s] for s in others]
    seen = set()
    for first in combinations(range(len(pool)), sizes[0]):
        rest = [i for i in range(len(pool)) if i not in first]
        for second in combinations(rest, sizes[1]):
            third = [i for i in rest if i not in second]
            hands = tuple(tuple(sorted(pool[i] for i in part)) for part in (first, second, third))
            if hands in seen:
                continue
            seen.add(hands)
            now = {seat: [int(c) for c in view.hand]}
            now.update(zip(others, hands, strict=True))
            dealt = [sorted([*now[s], *played[s]]) for s in range(4)]
            try:
                world = engine.deal(view.rules, hands=[[engine.Card(c) for c in h] for h in dealt],
                                    dealer=view.dealer, **_context(engine, view))
                for action in state.actions:
                    world = engine.apply(world, action)
            except ValueError:
                continue
            if engine.view(world, seat) != view:
                continue
            weight = 1
            for card in {c for h in dealt for c in h}:
                if sum(1 for h in dealt if card in h) == 2 and engine is dk:
                    weight *= 2
            out[hands] += weight
    return out


def _context(engine: Any, view: Any) -> dict[str, Any]:
    if engine is dk:
        return {"context": view.context}
    return {"context": sk.Context(view.stock or 0)}


def _hidden(world: Any, seat: int) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(sorted(int(c) for c in world.hand(s))) for s in range(4) if s != seat)


#: Late positions (two cards a hand), found by their seeds: a solo with a void shown, a
#: Sauspiel, a Ramsch, a normal Doppelkopf game (copies of cards, Re and Kontra partly known)
#: and a marriage.
UNIFORM_CASES = [(sk, "standard", 17, 2), (sk, "sauspiel", 10, 2), (sk, "wirtshaus", 3, 2),
                 (dk, "ddv", 5, 2), (dk, "freedoko", 7, 2)]


@pytest.mark.parametrize(("engine", "preset", "seed", "left"), UNIFORM_CASES)
def test_draws_are_uniform_over_the_consistent_deals(engine: Any, preset: str, seed: int,
                                                     left: int) -> None:
    """docs/search.md "World sampling": in late positions, where every deal can be listed,
    the draws fit the definition (brute force over all deals, replayed and compared with the
    view, shuffle weights) by a chi-square test (fixed seeds)."""
    state = _random_until(engine, preset, seed, left)
    view = engine.view(state, state.turn)
    expected = _oracle(engine, view, state)
    assert len(expected) > 5
    rng = Rng(seed)
    sampler = WorldSampler(view)
    drawn = Counter(_hidden(sampler.draw(rng), view.seat) for _ in range(40 * len(expected)))
    assert_fits(drawn, expected)


def test_a_known_void_is_never_broken() -> None:
    """docs/search.md "World sampling": a seat that did not follow a suit is never given a
    card of it (OpenSpiel once shipped a resampler that ignored the voids)."""
    state = dk.deal("ddv", hands=[
        ["CA", "CA", "CT", "CT", "CK", "CK", "C9", "C9", "SA", "SA", "ST", "ST"],
        ["HA", "HA", "HK", "HK", "H9", "H9", "SK", "SK", "S9", "S9", "HT", "HT"],
        ["CQ", "CQ", "SQ", "SQ", "HQ", "HQ", "DQ", "DQ", "CJ", "CJ", "SJ", "SJ"],
        ["HJ", "HJ", "DJ", "DJ", "DA", "DA", "DT", "DT", "DK", "DK", "D9", "D9"]], dealer=3)
    for line in ["p0 healthy", "p1 healthy", "p2 healthy", "p3 healthy", "p0 play CA",
                 "p1 play HA", "p2 play CQ", "p3 play DA"]:
        state = dk.apply(state, line)
    view = dk.view(state, 2)
    order = dk.card_order(dk.Contract.NORMAL)
    clubs = {c for c in dk.Card if order.suit[c] == dk.Card.CA.suit and not order.is_trump(c)}
    for world in sample_worlds(view, 200, Rng(3)):
        assert not clubs & set(world.hand(1))
        assert not clubs & set(world.hand(3))


def test_iterator_form_and_seeds() -> None:
    """docs/search.md "World sampling": the iterator form draws worlds without end; a seed
    may stand for a generator, and the same seed gives the same worlds."""
    state = _random_until(sk, "standard", 4, 5)
    view = sk.view(state, 1)
    worlds = iter_worlds(view, 9)
    first = [next(worlds) for _ in range(5)]
    assert [w.deal.hands for w in first] == [w.deal.hands for w in sample_worlds(view, 5, 9)]
    assert all(sk.view(w, 1) == view for w in first)


def test_refused_input() -> None:
    """docs/search.md "Errors": n below 1, a finished deal, an inconsistent view, something
    that is no view, a world of another deal: each a clear error with its code."""
    state = _random_until(sk, "standard", 4, 5)
    view = sk.view(state, 1)
    for n in (0, -1, 1.5, True):
        with pytest.raises(ValueError, match="at least 1") as caught:
            sample_worlds(view, n, 1)  # type: ignore[arg-type]
        assert caught.value.code == "invalid_count"
    final = state
    while not final.is_over:
        final = sk.apply(final, sk.legal_actions(final)[0])
    with pytest.raises(ValueError, match="deal is over") as caught:
        sample_worlds(sk.view(final, 0), 1, 1)
    assert caught.value.code == "deal_over"
    wrong = attrs.evolve(view, hand=(*view.hand[1:], state.hand(2)[0]))
    with pytest.raises(ValueError, match="inconsistent view") as caught:
        sample_worlds(wrong, 1, 1)
    assert caught.value.code == "inconsistent_view"
    doubled = attrs.evolve(view, hand=(*view.hand[1:], state.trick[0] if state.trick
                                       else state.tricks[0].cards[0]))
    with pytest.raises(ValueError, match="inconsistent view") as caught:
        sample_worlds(doubled, 1, 1)
    assert caught.value.code == "inconsistent_view"
    with pytest.raises(ValueError, match="expected a player view") as caught:
        sample_worlds(view.to_json(), 1, 1)
    assert caught.value.code == "not_a_view"
    with pytest.raises(ValueError, match="not of this deal") as caught:
        check_world(view, sk.deal("standard", seed=99))
    assert caught.value.code == "view_of_another_deal"
    check_world(view, state)


def test_no_world_found(monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/search.md "Errors": where every drawn candidate fails to replay to the view and
    the candidates are too many to list, the sampler stops with ``no_world_found`` (a German
    text too) instead of drawing forever."""
    from trickgames._core.lang import render_error
    from trickgames.search import worlds

    view = sk.view(_random_until(sk, "standard", 4, 6), 1)
    sampler = WorldSampler(view)
    assert sampler.candidates > worlds.LIST_UP_TO
    monkeypatch.setattr(worlds, "MAX_ATTEMPTS", 3)
    monkeypatch.setattr(sampler, "_world", lambda cards: None)
    with pytest.raises(ValueError, match="no deal consistent with the view") as caught:
        sampler.draw(Rng(1))
    assert caught.value.code == "no_world_found"
    assert "Kein Blatt passt" in render_error(caught.value, "de")
