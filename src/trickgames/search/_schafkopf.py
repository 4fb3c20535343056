"""What a Schafkopf view says about the hidden hands (see :mod:`trickgames.search.worlds`).

Counted exactly (:class:`~trickgames.search._plan.PlanBuilder`): the viewer's hand and every
card played; the suits a seat showed it does not hold (it did not follow); under the overtake
duty (a Ramsch or Bettel with Stichzwang) the cards a seat showed it does not hold by not
beating the trick; the open hand of a Bettel ouvert; in a Sauspiel the called ace (with its
holder once known; else not with the caller, nor with a seat known to defend, nor with a seat
that said Kontra) and the caller's card of the called suit; in a Hochzeit the offered trump
(while the viewer sees it), the offerer's one trump, after the exchange his hand without a
trump and the acceptor's trump, and the given card where the viewer saw it. Every other rule
(the called ace's duties, the bidding) is checked by replaying the history on each drawn deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from trickgames import schafkopf as sk
from trickgames.search._plan import HIDDEN, Plan, PlanBuilder, inconsistent, plays_of

__all__ = ["plan"]


def _parse(history: Sequence[str]) -> tuple[list[Any], list[int]]:
    """The history's actions, a face-down ``give ??`` as ``None``, and their indices."""
    actions: list[Any] = []
    hidden = []
    for index, line in enumerate(history):
        if line.endswith(HIDDEN):
            actions.append(None)
            hidden.append(index)
        else:
            actions.append(sk.parse_action(line))
    return actions, hidden


def _tricks(plays: list[tuple[int, int]]) -> list[list[tuple[int, int]]]:
    return [plays[i:i + 4] for i in range(0, len(plays), 4)]


def plan(view: sk.PlayerView) -> Plan:
    """The :class:`~trickgames.search._plan.Plan` of a Schafkopf view."""
    rules = view.rules
    seat = view.seat
    actions, hidden = _parse(view.history)
    known = [a for a in actions if a is not None]
    plays = plays_of(known, sk.Play)
    played: list[list[int]] = [[], [], [], []]
    for who, card in plays:
        played[who].append(card)
    places = tuple(s for s in range(4) if s != seat)
    own = [int(c) for c in view.hand] if seat is not None else []
    builder = PlanBuilder([int(c) for c in sk.deck(rules)], places,
                          [view.hand_sizes[s] for s in places], own + [c for _, c in plays],
                          lambda place: place)
    contract = view.contract
    short = rules.short
    if contract is not None and contract is not sk.Contract.SIE:
        _follow(builder, view, contract, plays)
    if view.open_hand is not None and view.open_hand[0] != seat:
        for card in view.open_hand[1]:
            builder.fix(view.open_hand[0], int(card))
    give_card: int | None = None
    offerer = next((a.seat for a in known if isinstance(a, sk.Declare)
                    and a.contract is sk.Contract.HOCHZEIT), None)
    acceptor = next((a.seat for a in known if isinstance(a, sk.Accept)), None)
    gives = [a for a in known if isinstance(a, sk.Give)]
    exchanged = bool(gives) or bool(hidden)
    if gives:
        give_card = int(gives[0].card)
    trumps = frozenset(int(c) for c in sk.card_order(sk.Contract.HOCHZEIT, short).trumps)
    if offerer is not None and offerer != seat:
        place = builder.place_of(offerer)
        if not exchanged:
            if view.hochzeit_card is not None:
                builder.fix(offerer, int(view.hochzeit_card))
            else:  # he holds exactly one trump, as dealt
                own_played = sum(1 for c in played[offerer] if c in trumps)
                builder.bound(place, trumps, 1 - own_played, 1 - own_played)
        else:  # he gave his one trump away and got a plain card: no trump is left to him
            builder.forbid(place, trumps)
    if exchanged and acceptor is not None:
        if acceptor != seat:  # he got the offered trump
            had = sum(1 for c in played[acceptor] if c in trumps)
            builder.bound(builder.place_of(acceptor), trumps, max(0, 1 - had))
        if give_card is not None and offerer is not None and offerer != seat and \
                give_card not in played[offerer]:
            builder.fix(offerer, give_card)
    if contract is not None and contract.called_ace is not None:
        _called_ace(builder, view, contract, known, played)
    for s in range(4):
        builder.dealt_known[s].update(builder.fixed[s] + played[s])
        if s == seat:
            builder.dealt_known[s].update(own)
    placement = builder.placement()
    fixed = tuple(tuple(own if s == seat else builder.fixed[s]) for s in range(4))

    def build(cards: tuple[tuple[int, ...], ...]) -> Any:
        now = [list(fixed[s]) for s in range(4)]
        for place, held in zip(places, cards, strict=True):
            now[place] += held
        dealt = [now[s] + played[s] for s in range(4)]
        replayed = list(actions)
        if exchanged and offerer is not None and acceptor is not None:
            given = give_card
            if given is None:  # face down: any card of the offerer's (none is a trump)
                given = min(dealt[offerer])
            offered = min((c for c in dealt[acceptor] if c in trumps), default=None)
            if offered is None or given not in dealt[offerer]:
                raise inconsistent("the Hochzeit exchange does not fit these hands")
            dealt[offerer].remove(given)
            dealt[offerer].append(offered)
            dealt[acceptor].remove(offered)
            dealt[acceptor].append(given)
            for index in hidden:
                replayed[index] = sk.Give(acceptor, sk.Card(given))
        stock = view.stock or 0
        state = sk.deal(rules, hands=[[sk.Card(c) for c in hand] for hand in dealt],
                        dealer=view.dealer, context=sk.Context(stock))
        apply = sk.apply
        for action in replayed:
            state = apply(state, action)
        return state

    return Plan(places, placement, fixed, build, lambda cards: Fraction(1))


def _follow(builder: PlanBuilder, view: sk.PlayerView, contract: sk.Contract,
            plays: list[tuple[int, int]]) -> None:
    """Voids, and under the overtake duty the cards that would have beaten the trick."""
    rules = view.rules
    order = sk.card_order(contract, rules.short)
    deck = [int(c) for c in sk.deck(rules)]
    suits: dict[int, set[int]] = {}
    for card in deck:
        suits.setdefault(order.suit[card], set()).add(card)
    overtake = ((contract is sk.Contract.RAMSCH and rules.ramsch_must_overtake)
                or (contract in (sk.Contract.BETTEL, sk.Contract.BETTEL_OUVERT)
                    and rules.bettel_must_overtake))
    for trick in _tricks(plays):
        led = order.suit[trick[0][1]]
        for i in range(1, len(trick)):
            who, card = trick[i]
            place = builder.place_of(who)
            follows = order.suit[card] == led
            if not follows:
                builder.forbid(place, suits[led])
            if overtake and place is not None:
                cards = [sk.Card(c) for _, c in trick[:i]]
                best = cards[sk.trick_winner(cards, contract, rules)]
                if sk.trick_winner([best, sk.Card(card)], contract, rules) == 0:
                    allowed = suits[led] if follows else set(deck)
                    builder.forbid(place, {c for c in allowed if sk.trick_winner(
                        [best, sk.Card(c)], contract, rules) == 1})


def _called_ace(builder: PlanBuilder, view: sk.PlayerView, contract: sk.Contract,
                known: list[Any], played: list[list[int]]) -> None:
    """The called ace: with its holder once known, else not with the caller, a known
    defender or a seat that said Kontra; and the caller holds (or held) a card of its suit."""
    ace = contract.called_ace
    assert ace is not None
    declarer = view.declarer
    order = sk.card_order(contract, view.rules.short)
    suit = order.suit[ace]
    if builder.unseen(int(ace)):
        if view.partner is not None and view.partner != view.seat:
            builder.fix(view.partner, int(ace))
        else:
            for s in range(4):
                if s == declarer or view.parties[s] is sk.Side.DEFENDERS or any(
                        isinstance(a, sk.Kontra) and a.seat == s for a in known):
                    builder.forbid(builder.place_of(s), {int(ace)})
    if declarer is not None and declarer != view.seat:
        cards = {int(c) for c in sk.deck(view.rules)
                 if order.suit[c] == suit and not order.is_trump(c)}
        if not any(c in cards for c in played[declarer]):
            builder.bound(builder.place_of(declarer), cards, 1)
