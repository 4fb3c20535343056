"""What a Doppelkopf view says about the hidden hands (see :mod:`trickgames.search.worlds`).

Counted exactly (:class:`~trickgames.search._plan.PlanBuilder`): the viewer's hand and every
card played; the suits (trump counting as one) a seat showed it does not hold; a declared
marriage's two club queens; in a normal game the club queen of each seat known to be Re and
none with a seat known to be Kontra; swines and hyperswines once known, and a Genscher's two
diamond kings; a poverty's passed and returned cards as far as the viewer saw them, and for
the others the rules of the poverty (the poor player passes every trump, so the only trumps
he can hold are returned ones; a declared poverty holds at most three trumps). Every other rule
is checked by replaying the history on each drawn deal.

The copies of a card are two items; a world weighs as a shuffle deals it (see
:class:`~trickgames.search._plan.PlanBuilder`). Where the viewer did not see the cards of a
poverty, the world takes the poor player's and the acceptor's cards as dealt to the seat
that holds (or played) them now, the cards face down on the table as dealt to the poor player,
and the cards passed as the canonical ones that make the history legal (the returned cards are
the poor player's trumps and his lowest other cards; the cards given, the same, or where the
rules want more trumps, the acceptor's weakest trumps, a club queen last): the future of the
deal does not depend on which cards they were. A marriage declared by the seat that then took
the poverty says what it was dealt, not what it holds after the passes: it is checked by
replaying the history.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from trickgames import doppelkopf as dk
from trickgames.search._plan import HIDDEN, Plan, PlanBuilder, inconsistent, plays_of

__all__ = ["TABLE", "plan"]

#: The place of the cards a poverty's poor player laid face down, before they are taken.
TABLE = -1

#: The trumps of a normal game, by the rules' ``dullen`` (without Dullen the heart tens are
#: plain hearts).
_NORMAL_TRUMPS = {dullen: frozenset(int(c) for c in dk.card_order(dk.Contract.NORMAL,
                                                                   dullen=dullen).trump_cards)
                  for dullen in (True, False)}
_CQ, _DK, _DA = int(dk.Card.CQ), int(dk.Card.DK), int(dk.Card.DA)


#: The order in which a canonical pass takes a normal game's trumps, by ``dullen``: the
#: weakest first and a club queen last, so that no canonical pass takes from a seat the
#: marriage its reservation showed.
_PASS_ORDER = {dullen: {card: (card == _CQ, -index) for index, card in enumerate(
                   int(c) for c in dk.card_order(dk.Contract.NORMAL, dullen=dullen).trump_cards)}
               for dullen in (True, False)}


def _weakest_first(cards: list[int], dullen: bool) -> list[int]:
    """Trumps in the order a canonical pass takes them (:data:`_PASS_ORDER`)."""
    return sorted(cards, key=_PASS_ORDER[dullen].__getitem__)


def _parse(history: Sequence[str]) -> tuple[list[Any], dict[int, tuple[int, str, int]]]:
    """The history's actions (a face-down give or return as ``None``) and the face-down
    ones by index: ``(seat, verb, number of cards)``."""
    actions: list[Any] = []
    hidden = {}
    for index, line in enumerate(history):
        words = line.split()
        if HIDDEN in words:
            actions.append(None)
            hidden[index] = (int(words[0][1:]), words[1], len(words) - 2)
        else:
            actions.append(dk.parse_action(line))
    return actions, hidden


class _Poverty:
    """A poverty's seats and what the viewer saw of its passes."""

    def __init__(self, actions: list[Any], hidden: dict[int, tuple[int, str, int]]) -> None:
        self.poor: int | None = None
        self.acceptor: int | None = None
        self.given: list[int] | None = None
        self.returned: list[int] | None = None
        self.count = 0
        self.gave = self.took = self.gave_back = False
        for index, action in enumerate(actions):
            if action is None:
                who, verb, count = hidden[index]
                if verb == "give":
                    self.poor, self.count, self.gave = who, count, True
                else:
                    self.gave_back = True
            elif isinstance(action, dk.Give):
                self.poor, self.count, self.gave = action.seat, len(action.cards), True
                self.given = [int(c) for c in action.cards]
            elif isinstance(action, dk.Accept):
                self.acceptor, self.took = action.seat, True
            elif isinstance(action, dk.Return):
                self.gave_back = True
                self.returned = [int(c) for c in action.cards]

    @property
    def seen(self) -> bool:
        return self.given is not None


def _counted(rules: dk.Rules) -> frozenset[int]:
    """The trumps that count towards a poor hand's three."""
    if rules.poverty_fox is dk.PovertyFox.NOT_COUNTED:
        return _NORMAL_TRUMPS[rules.dullen] - {_DA}
    return _NORMAL_TRUMPS[rules.dullen]


def plan(view: dk.PlayerView) -> Plan:
    """The :class:`~trickgames.search._plan.Plan` of a Doppelkopf view."""
    rules = view.rules
    seat = view.seat
    actions, hidden = _parse(view.history)
    known = [a for a in actions if a is not None]
    plays = plays_of(known, dk.Play)
    played: list[list[int]] = [[], [], [], []]
    for who, card in plays:
        played[who].append(card)
    poverty = _Poverty(actions, hidden)
    on_table = poverty.gave and not poverty.took and not poverty.seen
    places = tuple(s for s in range(4) if s != seat) + ((TABLE,) if on_table else ())
    own = [int(c) for c in view.hand] if seat is not None else []
    sizes = [view.hand_sizes[p] if p != TABLE else poverty.count for p in places]
    poor = poverty.poor

    def dealt_to(place: int) -> int:
        return poor if place == TABLE and poor is not None else place

    seen = own + [c for _, c in plays]
    table_known: list[int] = []
    if poverty.seen and not poverty.took:  # the viewer's own cards lie on the table
        table_known = list(poverty.given or ())
        seen += table_known
    builder = PlanBuilder([int(c) for c in dk.deck(rules)], places, sizes, seen, dealt_to)
    if view.contract is not None:
        _follow(builder, view.contract, rules, plays)
    for action in known:
        if isinstance(action, dk.Declare) and action.reservation.is_marriage \
                and action.seat != poverty.acceptor:  # the acceptor may have passed them on
            _hold_both(builder, seat, action.seat, _CQ, played)
        if isinstance(action, dk.Genscher):
            _hold_both(builder, seat, action.seat, _DK, played)
    adjust = _poverty(builder, view, poverty, known, played)
    _parties(builder, view, known, played)
    _swines(builder, view, played)
    for s in range(4):
        builder.dealt_known[s].update(builder.fixed[s] + played[s])
        if s == seat:
            builder.dealt_known[s].update(own)
        builder.dealt_known[s].update(adjust[s])
    for s in range(4):  # a copy passed back and forth counts where it was dealt
        builder.dealt_known[s] = +builder.dealt_known[s]
    placement = builder.placement()
    fixed = tuple(tuple(own if s == seat else builder.fixed[s]) for s in range(4))

    def build(cards: tuple[tuple[int, ...], ...]) -> Any:
        now = [list(fixed[s]) for s in range(4)]
        table = list(table_known)
        for place, held in zip(places, cards, strict=True):
            if place == TABLE:
                table += held
            else:
                now[place] += held
        dealt = [Counter(now[s] + played[s]) for s in range(4)]
        replayed = list(actions)
        if poor is not None:
            given, returned = _passes(rules, poverty, dealt, table)
            for s in range(4):
                dealt[s].update(adjust[s])
            for index, (_, verb, _) in hidden.items():
                passed = given if verb == "give" else returned
                if passed is None:
                    raise inconsistent("the poverty's passes do not fit these hands")
                cards_ = tuple(dk.Card(c) for c in passed)
                replayed[index] = (dk.Give(poor, cards_) if verb == "give"
                                   else dk.Return(poverty.acceptor, cards_))
        hands = [[dk.Card(c) for c in sorted(dealt[s].elements())] for s in range(4)]
        if any(v < 0 for s in range(4) for v in dealt[s].values()):
            raise inconsistent("the poverty's passes do not fit these hands")
        state = dk.deal(rules, hands=hands, dealer=view.dealer, context=view.context)
        apply = dk.apply
        for action in replayed:
            state = apply(state, action)
        return state

    return Plan(tuple(places), placement, fixed, build, builder.correction)


def _follow(builder: PlanBuilder, contract: dk.Contract, rules: dk.Rules,
            plays: list[tuple[int, int]]) -> None:
    """A seat that did not follow the led suit (trump counting as one) holds none of it."""
    order = dk.card_order(contract, dullen=rules.dullen)
    suits: dict[int, set[int]] = {}
    for card in range(24):
        suits.setdefault(order.suit[card], set()).add(card)
    for start in range(0, len(plays), 4):
        trick = plays[start:start + 4]
        led = order.suit[trick[0][1]]
        for who, card in trick[1:]:
            if order.suit[card] != led:
                builder.forbid(builder.place_of(who), suits[led])


def _poverty(builder: PlanBuilder, view: dk.PlayerView, poverty: _Poverty, known: list[Any],
             played: list[list[int]]) -> list[Counter[int]]:
    """What a poverty says about the hands; returns, per seat, the cards to add to what it
    holds and played to get its hand as dealt (where the viewer saw the passes)."""
    adjust: list[Counter[int]] = [Counter() for _ in range(4)]
    rules = view.rules
    seat = view.seat
    counted = _counted(rules)
    for action in known:  # a declared poverty (even if outbid): at most three counted trumps
        if isinstance(action, dk.Declare) and action.reservation is dk.Reservation.POVERTY \
                and action.seat != seat and not poverty.gave:
            had = sum(1 for c in played[action.seat] if c in counted)
            builder.bound(builder.place_of(action.seat), counted, 0, 3 - had)
    poor, acceptor = poverty.poor, poverty.acceptor
    if poor is None:
        return adjust
    given = Counter(poverty.given or ())
    returned = Counter(poverty.returned or ())
    poor_place = builder.place_of(poor)
    if not poverty.gave_back:
        # Every trump of the poor player was given: he holds none now.
        builder.forbid(poor_place, _NORMAL_TRUMPS[rules.dullen])
        if poverty.seen:
            adjust[poor].update(given)
            if acceptor is not None:
                adjust[acceptor].subtract(given)
                if acceptor != seat:
                    for card, copies in given.items():
                        builder.fix(acceptor, card, copies)
        elif not poverty.took and (rules.poverty_pass is dk.PovertyPass.TRUMPS
                                   or poverty.count > 3):
            builder.bound(builder.place_of(TABLE), _NORMAL_TRUMPS[rules.dullen],
                          poverty.count, poverty.count)
        return adjust
    if not poverty.seen:  # the poor player's trumps are among the k cards returned to him
        had = sum(1 for c in played[poor] if c in _NORMAL_TRUMPS[rules.dullen])
        builder.bound(poor_place, _NORMAL_TRUMPS[rules.dullen], 0, poverty.count - had)
        return adjust
    assert acceptor is not None
    adjust[poor].update(given)
    adjust[poor].subtract(returned)
    adjust[acceptor].update(returned)
    adjust[acceptor].subtract(given)
    if seat == poor:  # the acceptor still holds what he got, kept and not played
        for card in given:
            keep = given[card] - returned[card] - played[acceptor].count(card)
            if keep > 0:
                builder.fix(acceptor, card, min(keep, builder.unseen(card)))
    if seat == acceptor:  # the poor player holds what came back, his only trumps
        for card in returned:
            keep = returned[card] - played[poor].count(card)
            if keep > 0:
                builder.fix(poor, card, min(keep, builder.unseen(card)))
        builder.forbid(poor_place, _NORMAL_TRUMPS[rules.dullen])
    return adjust


def _passes(rules: dk.Rules, poverty: _Poverty, dealt: list[Counter[int]],
            table: list[int]) -> tuple[list[int] | None, list[int] | None]:
    """The cards given and returned in a poverty, for a world (``dealt``: what each seat
    holds and played; changed here to the hands as dealt where the viewer did not see the
    passes): those the viewer saw, else the canonical ones (see the module)."""
    poor, acceptor = poverty.poor, poverty.acceptor
    assert poor is not None
    if poverty.seen:
        return poverty.given, poverty.returned
    count = poverty.count
    if not poverty.took:  # on the table: they were the poor player's
        dealt[poor].update(table)
        return sorted(table), None
    assert acceptor is not None
    more_trumps = rules.poverty_pass is dk.PovertyPass.TRUMPS or count > 3
    normal = _NORMAL_TRUMPS[rules.dullen]
    # The fewest trumps the passed cards held: all of them when trumps are passed; two under
    # FreeDoko's THROW_WITH_ONE_TRUMP (a poverty of one trump or none is dealt again).
    least = count if more_trumps else 2 if rules.poverty_redeal_one_trump else 0
    if not poverty.gave_back:  # the acceptor holds them among his cards
        held = list(dealt[acceptor].elements())
        held_trumps = _weakest_first([c for c in held if c in normal], rules.dullen)
        take = len(held_trumps) if more_trumps else least
        given = (held_trumps[:take] + [c for c in held if c not in normal]
                 + held_trumps[take:])[:count]
        dealt[acceptor].subtract(given)
        dealt[poor].update(given)
        return given, None
    mine = sorted(dealt[poor].elements())
    trumps = [c for c in mine if c in normal]
    others = [c for c in mine if c not in normal]
    if len(trumps) > count:
        return None, None
    returned = trumps + others[:count - len(trumps)]
    # The poor player gave as many trumps as came back, or the fewest the rules want (the
    # acceptor kept the rest): the weakest of those returned and the acceptor's, so that a
    # marriage the acceptor declared keeps its club queens.
    passed = max(least, len(trumps))
    pool = _weakest_first(trumps + [c for c in dealt[acceptor].elements() if c in normal],
                          rules.dullen)
    if len(pool) < passed:
        return None, None
    given = pool[:passed] + others[:count - passed]
    dealt[poor].subtract(returned)
    dealt[poor].update(given)
    dealt[acceptor].subtract(given)
    dealt[acceptor].update(returned)
    return given, returned


def _parties(builder: PlanBuilder, view: dk.PlayerView, known: list[Any],
             played: list[list[int]]) -> None:
    """In a normal game (no Genscher) a seat known to be Re was dealt a club queen, one known
    to be Kontra none."""
    if view.contract is not dk.Contract.NORMAL or any(isinstance(a, dk.Genscher) for a in known):
        return
    for s in range(4):
        if s == view.seat:
            continue
        party = view.parties[s]
        place = builder.place_of(s)
        if party is dk.Party.KONTRA:
            builder.forbid(place, {_CQ})
        elif party is dk.Party.RE:
            need = 1 - played[s].count(_CQ) - builder.fixed[s].count(_CQ)
            builder.bound(place, {_CQ}, need, 2)


def _hold_both(builder: PlanBuilder, viewer: int | None, holder: int, card: int,
               played: list[list[int]]) -> None:
    """``holder`` was dealt both copies of ``card``: he holds those he has not played."""
    if holder != viewer:
        builder.fix(holder, card, 2 - played[holder].count(card))


def _swines(builder: PlanBuilder, view: dk.PlayerView, played: list[list[int]]) -> None:
    """Swines and hyperswines, once known: their holder was dealt both (the poverty's passes
    come before the play, where the swines are settled: what he holds and played)."""
    if view.contract is None or (view.swines is None and view.hyperswines is None):
        return
    swine = dk.card_order(view.contract, True, dullen=view.rules.dullen).trump_cards[0]
    if view.swines is not None:
        _hold_both(builder, view.seat, view.swines, int(swine), played)
    if view.hyperswines is not None:
        for card in dk.Card:
            if card != swine and dk.trick_winner(
                    [swine, card], view.contract, view.rules, swines=True,
                    hyperswines=True) == 1:
                _hold_both(builder, view.seat, view.hyperswines, int(card), played)
