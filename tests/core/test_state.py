"""Tests of trickgames._core.state: the views both games' ``State`` share (``StateViews``),
each checked at every step of random legal deals of both games (``trickgames.testing``),
against values worked out here from the state's own fields and its actions.

docs/api.md "State" documents them for each game; docs/frontend.md "The Doppelkopf view" and
"The Schafkopf view" show them as a seat sees them (``hand``: trumps first, ``hand_sizes``,
``trick.leader``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given

from trickgames import GAMES, testing
from trickgames._core.state import StateViews
from trickgames.doppelkopf.contracts import Contract as DkContract
from trickgames.doppelkopf.contracts import card_order as dk_card_order
from trickgames.schafkopf.contracts import Contract as SkContract
from trickgames.schafkopf.contracts import card_order as sk_card_order

NAMES = list(GAMES)
SEATS = range(4)

#: The card order a state sorts hands by before the game is settled (docs/frontend.md
#: "The Doppelkopf view": "the normal game's until a solo is known"; docs/schafkopf.md: the
#: Sauspiel order, the trumps of every Sauspiel, before the declaration).
BEFORE_THE_GAME: dict[str, Callable[[Any], Any]] = {
    # The normal order of the rules (docs/freedoko.md: without Dullen the heart tens are
    # plain hearts).
    "doppelkopf": lambda state: dk_card_order(DkContract.NORMAL, dullen=state.rules.dullen),
    "schafkopf": lambda state: sk_card_order(SkContract.SAUSPIEL_EICHEL, state.rules.short),
}

#: Verbs that move cards between hands other than by playing them (Doppelkopf's poverty).
EXCHANGES = {"give", "return"}


def every_state(name: str, check: Callable[[Any, Any, Any], None]) -> None:
    """Run ``check(engine, state, before)`` on every state of random legal deals of ``name``
    (``before``: the state before it, ``None`` for the fresh deal)."""
    engine = GAMES[name].engine

    @given(testing.playthroughs(name))
    def run_all(run: testing.Playthrough) -> None:
        before = None
        for state in run.states:
            check(engine, state, before)
            before = state

    run_all()


def _face_down(state: Any) -> int:
    """The cards a Doppelkopf poor player gave that nobody has accepted yet: on the table,
    in no hand (docs/doppelkopf.md "Poverty" 1-4; also when all declined and the deal is
    void)."""
    pending = getattr(state, "pending", None)
    if pending is not None and hasattr(pending, "given") and pending.acceptor is None:
        return len(pending.given)
    return 0


def _plays(state: Any) -> list[Any]:
    return [action for action in state.actions if action.verb == "play"]


@pytest.mark.parametrize("name", NAMES)
def test_states_are_state_views(name: str) -> None:
    """docs/api.md "The two games" (the same names for the same concepts): each game's
    ``State`` is a ``StateViews``, the views written once."""
    engine: Any = GAMES[name].engine
    assert issubclass(engine.State, StateViews)
    assert engine.State.hand is StateViews.hand
    assert engine.State.trick_leader is StateViews.trick_leader


@pytest.mark.parametrize("name", NAMES)
def test_actions_are_the_actions_applied_in_order(name: str) -> None:
    """docs/getting-started.md "Play a deal in Python": ``state.actions`` is every action so
    far, in order: the ``k``-th state of a deal has ``k`` actions, those of the state before
    it and then the action that made it."""

    def check(engine: Any, state: Any, before: Any) -> None:
        actions = state.actions
        assert type(actions) is tuple
        if before is None:
            assert actions == ()
        else:
            assert len(actions) == len(before.actions) + 1
            assert actions[:-1] == before.actions
            assert engine.apply(before, actions[-1]) == state

    every_state(name, check)


@pytest.mark.parametrize("name", NAMES)
def test_rules_and_dealer_are_the_deals(name: str) -> None:
    """records.md "Fields" (``rules``, ``dealer``): a state's rules and dealer are those of
    its deal, the dealer a plain ``int`` seat 0..3."""

    def check(engine: Any, state: Any, before: Any) -> None:
        assert state.rules is state.deal.rules
        assert type(state.dealer) is int and state.dealer == state.deal.dealer
        assert state.dealer in SEATS
        if before is not None:
            assert state.deal == before.deal

    every_state(name, check)


def _expected_hand(state: Any, seat: int, order: Any) -> tuple[Any, ...]:
    """A seat's cards sorted by ``order``: the trumps high to low, then each plain suit, in
    suit order, high to low (each card as many times as it is held)."""
    held = Counter(type(state).cards_of(state.hands[seat]))
    trumps = [card for card in order.trumps for _ in range(held[card])]
    plain = [card for suit in order.plain for card in suit for _ in range(held[card])]
    return tuple(trumps + plain)


@pytest.mark.parametrize("name", NAMES)
def test_hand_is_sorted_trumps_first_by_the_games_order(name: str) -> None:
    """docs/frontend.md "The Doppelkopf view", "The Schafkopf view" (``hand``: trumps first,
    in the order of the game): ``hand(seat)`` is the seat's cards, trumps high to low, then
    each plain suit high to low, by the contract's order once there is a game and the
    order before the game until then."""

    def check(engine: Any, state: Any, before: Any) -> None:
        order = state.order
        if state.game is not None:
            assert order is state.game.order
        else:
            expected = BEFORE_THE_GAME[name](state)
            assert (order.trumps, order.plain) == (expected.trumps, expected.plain)
        for seat in SEATS:
            hand = state.hand(seat)
            assert type(hand) is tuple
            assert hand == _expected_hand(state, seat, order)

    every_state(name, check)


@pytest.mark.parametrize("name", NAMES)
def test_hand_is_the_dealt_hand_less_the_cards_played(name: str) -> None:
    """records.md "Fields" (``hands``: the hands as dealt) and "Validation" (the replay):
    a seat holds what it was dealt less what it played (where no poverty moved cards)."""

    def check(engine: Any, state: Any, before: Any) -> None:
        if any(action.verb in EXCHANGES for action in state.actions):
            return
        plays = _plays(state)
        for seat in SEATS:
            left = Counter(state.deal.hands[seat])
            left.subtract(play.card for play in plays if play.seat == seat)
            assert Counter(state.hand(seat)) == +left
            assert all(count >= 0 for count in left.values())

    every_state(name, check)


@pytest.mark.parametrize("name", NAMES)
def test_hand_sizes_add_up_to_the_deck(name: str) -> None:
    """docs/frontend.md (``hand_sizes``: how many cards each seat holds now): ``hand_size``
    is the length of ``hand``; the cards held, in the trick and in the tricks taken are the
    deck of the rules (doppelkopf.md "Cards and ranking", schafkopf.md "Cards, points,
    trumps"), with the cards a poor player gave while nobody has taken them."""

    def check(engine: Any, state: Any, before: Any) -> None:
        sizes = [state.hand_size(seat) for seat in SEATS]
        assert sizes == [len(state.hand(seat)) for seat in SEATS]
        assert all(type(size) is int for size in sizes)
        deck = engine.deck(state.rules)
        on_table = len(state.trick) + 4 * len(state.tricks) + _face_down(state)
        assert sum(sizes) + on_table == len(deck)

    every_state(name, check)


@pytest.mark.parametrize("name", NAMES)
def test_trick_leader_and_trick_number(name: str) -> None:
    """docs/frontend.md (``trick.leader``: the seat that led it, or is to lead it):
    ``trick_leader`` is the seat that played the current trick's first card, or, before its
    first card, the seat to play (the last trick's winner after trick 1); ``trick_number`` is
    the number of the trick being played, 1-based: the cards played so far, by fours, plus
    one."""

    def check(engine: Any, state: Any, before: Any) -> None:
        plays = _plays(state)
        assert state.trick_number == len(state.tricks) + 1 == len(plays) // 4 + 1
        if state.trick:
            current = plays[-len(state.trick):]
            assert tuple(play.card for play in current) == tuple(state.trick)
            assert state.trick_leader == current[0].seat
        elif state.phase.value == "play":
            assert state.trick_leader == state.turn
            if state.tricks:
                assert state.trick_leader == state.tricks[-1].winner

    every_state(name, check)


@pytest.mark.parametrize("name", NAMES)
def test_describe_hand_lists_the_card_codes(name: str) -> None:
    """records.md "Card codes" (two characters, suit then rank, upper case): a hand as
    described in messages is its cards' codes in the hand's order, ", " between them, each
    code reading back as its card."""

    def check(engine: Any, state: Any, before: Any) -> None:
        for seat in SEATS:
            text = state.describe_hand(seat)
            hand = state.hand(seat)
            if not hand:
                assert text == ""
                continue
            codes = text.split(", ")
            assert all(len(code) == 2 and code == code.upper() for code in codes)
            assert tuple(engine.Card.parse(code) for code in codes) == hand

    every_state(name, check)
