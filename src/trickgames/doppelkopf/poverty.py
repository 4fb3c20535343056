"""Poverty (Armut), with the ``poverty`` option on.

The poor player (at most 3 normal-game trumps) ``give``s 3 cards, all his trumps among them.
The other seats, from his left, in order, ``accept`` or ``decline``. The first to accept
``return``s any 3 cards of his now 15 and becomes the partner: poor player and acceptor are Re,
the other two Kontra (the club queens do not decide parties). If all three decline, the deal is
void (result ``redeal``). Forehand leads; announcements open after the return.

House rules (doppelkopf-variants.md "Poverty variants"): with ``poverty_fox`` =
``not_counted`` a diamond ace does not count towards the 3 trumps of a poor hand; with
``poverty_pass`` = ``trumps`` the poor player gives exactly his trumps (diamond aces included,
no card at all if he has none), with ``three`` max(3, his trumps), with ``three_and_foxes``
three and each diamond ace on top (FreeDoko ``POVERTY_FOX_SHIFT_EXTRA``). The acceptor returns
exactly as many cards as he received (``poverty_wrong_count`` otherwise). With
``poverty_redeal_one_trump`` a poverty of at most one trump is void at once
(:mod:`~trickgames.doppelkopf.reservations`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations

import attrs

from trickgames._core.actions import illegal
from trickgames.doppelkopf.actions import Accept, Action, Decline, Give, Return
from trickgames.doppelkopf.cards import Card, format_cards
from trickgames.doppelkopf.contracts import Contract
from trickgames.doppelkopf.hands import add_card, copies, hand_cards, remove_card
from trickgames.doppelkopf.play import start_play
from trickgames.doppelkopf.poor import POOR_LIMIT, give_count, is_poor, poor_trumps, trump_count
from trickgames.doppelkopf.rules import Rules
from trickgames.doppelkopf.state import Game, History, Phase, PovertyExchange, State, make_state

__all__ = [
    "POOR_LIMIT",
    "apply_poverty",
    "check_poverty",
    "give_count",
    "is_poor",
    "poor_trumps",
    "poverty_actions",
    "start_poverty",
    "trump_count",
]

def start_poverty(state: State, poor: int, history: History) -> State:
    """The poor player is to give his cards."""
    return make_state(deal=state.deal, phase=Phase.POVERTY_GIVE, turn=poor, hands=state.hands,
                      calls=state.calls, pending=PovertyExchange(poor), history=history)


def _is_trump(rules: Rules, card: int) -> bool:
    return rules.normal_order.is_trump(card)


def _choices(cards: Sequence[Card], required: Sequence[Card],
             count: int) -> Iterator[tuple[Card, ...]]:
    """Every distinct choice of ``count`` cards from ``cards`` that contains ``required``."""
    rest = list(cards)
    for card in required:
        rest.remove(card)
    seen: set[tuple[Card, ...]] = set()
    for extra in combinations(rest, count - len(required)):
        choice = tuple(sorted((*required, *extra)))
        if choice not in seen:
            seen.add(choice)
            yield choice


def poverty_actions(state: State) -> tuple[Action, ...]:
    """The legal actions of the seat to act in the poverty exchange."""
    seat = state.turn
    cards = hand_cards(state.hands[seat])
    if state.phase is Phase.POVERTY_GIVE:
        trumps = [c for c in cards if _is_trump(state.rules, c)]
        count = give_count(state.rules, state.hands[seat])
        return tuple(Give(seat, choice) for choice in _choices(cards, trumps, count))
    if state.phase is Phase.POVERTY_ACCEPTANCE:
        return (Accept(seat), Decline(seat))
    exchange = state.pending
    assert isinstance(exchange, PovertyExchange)
    return tuple(Return(seat, choice) for choice in _choices(cards, (), len(exchange.given)))


def _holds(mask: int, cards: Sequence[Card]) -> bool:
    for card in cards:
        if not copies(mask, card):
            return False
        mask = remove_card(mask, card)
    return True


#: The phase in which each poverty action is made.
_STEPS = ((Give, Phase.POVERTY_GIVE), (Accept, Phase.POVERTY_ACCEPTANCE),
          (Decline, Phase.POVERTY_ACCEPTANCE), (Return, Phase.POVERTY_RETURN))


def check_poverty(state: State, action: Action) -> None:
    """Raise unless ``action`` (give, accept, decline, return) is legal now."""
    phase = state.phase
    wanted = next(step for kind, step in _STEPS if isinstance(action, kind))
    if phase is not wanted:
        raise illegal(
            action, "not_poverty_step",
            f"cannot {action.verb} now: that is not the current step of a poverty",
        )
    if action.seat != state.turn:
        raise illegal(action, "not_your_turn", f"cannot {action.verb}: it is p{state.turn}'s turn")
    if isinstance(action, (Give, Return)):
        mask = state.hands[action.seat]
        if not _holds(mask, action.cards):
            raise illegal(
                action, "card_not_in_hand", f"does not hold {format_cards(action.cards)}"
            )
        exchange = state.pending
        assert isinstance(exchange, PovertyExchange)
        count = (give_count(state.rules, mask) if isinstance(action, Give)
                  else len(exchange.given))
        if len(action.cards) != count:
            why = (f"the poor player gives {count} (poverty_pass {state.rules.poverty_pass})"
                   if isinstance(action, Give) else f"it received {count}")
            raise illegal(
                action, "poverty_wrong_count",
                f"must {action.verb} exactly {count} cards, not {len(action.cards)}: {why}",
            )
        if isinstance(action, Give):
            trumps = [c for c in hand_cards(mask) if _is_trump(state.rules, c)]
            given = [c for c in action.cards if _is_trump(state.rules, c)]
            if len(given) != len(trumps):
                raise illegal(
                    action,
                    "poverty_must_give_trumps",
                    f"must give all trumps in a poverty ({format_cards(trumps)})",
                    holds=format_cards(trumps),
                )


def apply_poverty(state: State, action: Action) -> State:
    """The state after a legal give, accept, decline or return."""
    exchange = state.pending
    assert isinstance(exchange, PovertyExchange)
    history = (state.history, action)
    hands = list(state.hands)
    seat = action.seat
    poor = exchange.poor
    if isinstance(action, Give):
        for card in action.cards:
            hands[poor] = remove_card(hands[poor], card)
        return make_state(deal=state.deal, phase=Phase.POVERTY_ACCEPTANCE, turn=(poor + 1) & 3,
                          hands=tuple(hands), calls=state.calls,
                          pending=attrs.evolve(exchange, given=tuple(action.cards)),
                          history=history)
    if isinstance(action, Decline):
        nxt = (seat + 1) & 3
        if nxt == poor:
            return make_state(deal=state.deal, phase=Phase.VOID, turn=-1, hands=state.hands,
                              calls=state.calls, pending=exchange, history=history)
        return make_state(deal=state.deal, phase=Phase.POVERTY_ACCEPTANCE, turn=nxt,
                          hands=state.hands, calls=state.calls, pending=exchange, history=history)
    if isinstance(action, Accept):
        for card in exchange.given:
            hands[seat] = add_card(hands[seat], card)
        return make_state(deal=state.deal, phase=Phase.POVERTY_RETURN, turn=seat,
                          hands=tuple(hands), calls=state.calls,
                          pending=attrs.evolve(exchange, acceptor=seat), history=history)
    assert isinstance(action, Return)
    for card in action.cards:
        hands[seat] = remove_card(hands[seat], card)
        hands[poor] = add_card(hands[poor], card)
    re = tuple(s in (poor, seat) for s in range(4))
    game = Game(Contract.POVERTY, poor, seat, re, solo=False)  # type: ignore[arg-type]
    return start_play(state, game, tuple(hands), state.deal.forehand, history)
