"""Computer players for Schafkopf: a random legal player and a rule-of-thumb player.

:class:`HeuristicPlayer` follows the seed's tips: bid a Sauspiel with four trumps including an
Ober, call a short suit (the suit it holds fewest cards of), play a solo or Wenz only with a
hand made for it, draw trumps as the declarer, lead the called suit as a defender to bring out
the ace, give points to a partner who is sure to win the trick, and knock or say Kontra with a
strong hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import floor as _floor

from trickgames._core.rng import Rng
from trickgames._core.tricks import TRUMP
from trickgames.schafkopf.actions import (
    Action,
    Bid,
    Declare,
    Hold,
    Knock,
    Kontra,
    Pass,
    Play,
    Re,
)
from trickgames.schafkopf.cards import POINTS, Card, Rank, Suit
from trickgames.schafkopf.contracts import Contract, Kind, SkCardOrder, card_order
from trickgames.schafkopf.engine import legal_actions
from trickgames.schafkopf.play import PLAY_CHUNKS, trick_winner
from trickgames.schafkopf.state import Phase, State
from trickgames.schafkopf.view import PlayerView

__all__ = ["HeuristicPlayer", "RandomPlayer", "random_action", "random_policy"]


# random_action's default rates (random_policy draws with them too).
_KNOCK_RATE, _BID_RATE, _DOUBLE_RATE, _TOUT_RATE = 0.08, 0.35, 0.1, 0.05
_PLAY = Phase.PLAY


def _first_round(rng: Rng, actions: Sequence[Action], knock_rate: float,
                 bid_rate: float) -> Action:
    """The first round's turn as :func:`random_action` draws it, without sorting the actions:
    pass, bid, then the knocks."""
    if len(actions) > 2 and rng.random() < knock_rate:
        return actions[2 + rng.below(len(actions) - 2)]
    if rng.random() < bid_rate:
        rng.random()  # the draw of choosing among one bid, as random_action's general way
        return actions[1]
    return actions[0]


def random_action(
    rng: Rng,
    actions: Sequence[Action],
    *,
    knock_rate: float = _KNOCK_RATE,
    bid_rate: float = _BID_RATE,
    double_rate: float = _DOUBLE_RATE,
    tout_rate: float = _TOUT_RATE,
) -> Action | None:
    """A random legal action with weights that reach every phase.

    Knock with ``knock_rate``, bid with ``bid_rate`` (so several bidders are common), hold in a
    resolution half the time, declare a random game (a Tout with ``tout_rate``), double with
    ``double_rate`` when offered, else play a random card. Returns ``None`` when ``actions``
    holds only off-turn actions (knocks, doublings) and the draw decides against them.
    """
    if not actions:
        return None
    if type(actions[-1]) is Play:  # only card plays, the usual step: the same single draw
        return actions[rng.below(len(actions))]
    if len(actions) > 1 and type(actions[0]) is Pass and type(actions[1]) is Bid:
        return _first_round(rng, actions, knock_rate, bid_rate)
    knocks: list[Action] = []
    doubles: list[Action] = []
    own: list[Action] = []
    for action in actions:  # one pass, by exact type (isinstance with unions is slow)
        kind = type(action)
        if kind is Knock:
            knocks.append(action)
        elif kind is Kontra or kind is Re:
            doubles.append(action)
        else:
            own.append(action)
    if knocks and rng.random() < knock_rate:
        return rng.choice(knocks)
    if doubles and rng.random() < double_rate:
        return rng.choice(doubles)
    if not own:
        return None
    first = type(own[0])
    if first is Pass or first is Bid or first is Hold:
        passes = [a for a in own if type(a) is Pass]
        others = [a for a in own if type(a) is not Pass]
        rate = bid_rate if first is not Hold and any(type(a) is Bid for a in own) else 0.5
        if others and (not passes or rng.random() < rate):
            if type(others[0]) is Hold and rng.random() < 0.7:
                return min(others, key=lambda a: a.game_class.rank)  # type: ignore[attr-defined]
            return rng.choice(others)
        return passes[0]
    if first is Declare:
        plain = [a for a in own if not a.contract.tout]  # type: ignore[attr-defined]
        touts = [a for a in own if a.contract.tout]  # type: ignore[attr-defined]
        if touts and (not plain or rng.random() < tout_rate):
            return rng.choice(touts)
        return rng.choice(plain)
    return rng.choice(own)


def random_policy(rng: Rng, state: State) -> Action:
    """A random legal action of any seat (see :func:`random_action`), for simulations."""
    # ``rng.random`` is loaded as an attribute, then called: it is an instance attribute, and
    # ``rng.random()`` would look it up as a method, a lookup the interpreter cannot speed up.
    random = rng.random
    if state.phase is _PLAY and state.tricks:
        # After the first trick every doubling window is closed: legal_actions lists the
        # seat's plays alone, and this is that listing, inlined (most steps of every deal).
        t0, t1, t2 = PLAY_CHUNKS[state.turn]
        mask = state.playable
        cards = t0[mask & 0x7FF] + t1[mask >> 11 & 0x7FF] + t2[mask >> 22]
        return cards[_floor(random() * len(cards))]
    actions = legal_actions(state)
    last = type(actions[-1])
    # ``floor`` is Rng.below's ``int`` here (the products are never negative), without the
    # cost of calling a type.
    if last is Play:  # the usual step, as in random_action, without the calls
        return actions[_floor(random() * len(actions))]
    # The other steps, by the shape legal_actions gives them, with the very draws of
    # random_action at its default rates (same draws, same order, same result), but without
    # sorting the actions into lists first.
    first = type(actions[0])
    n = len(actions)
    if first is Play:  # the plays, then the doublings of the seats whose window is open
        plays = n - 1
        while type(actions[plays - 1]) is not Play:
            plays -= 1
        if random() < _DOUBLE_RATE:
            return actions[plays + _floor(random() * (n - plays))]
        return actions[_floor(random() * plays)]
    if first is Pass and n > 1:
        if type(actions[1]) is Bid:  # the first round: pass, bid, then the knocks
            return _first_round(rng, actions, _KNOCK_RATE, _BID_RATE)
        if last is Hold:  # the resolution: pass, then the holds from the lowest class up
            if random() < 0.5:
                if random() < 0.7:
                    return actions[1]  # the lowest hold
                return actions[1 + _floor(random() * (n - 1))]
            return actions[0]
    if first is Declare:  # the declaration: a Tout now and then, else a plain game
        # Every Tout class ranks above every plain one, so the declarations (in class order)
        # are the plain games, then the Touts.
        plain = n
        while plain and actions[plain - 1].contract in _TOUTS:  # type: ignore[attr-defined]
            plain -= 1
        if plain < n and (not plain or random() < _TOUT_RATE):
            return actions[plain + _floor(random() * (n - plain))]
        return actions[_floor(random() * plain)]
    action = random_action(rng, actions)
    if action is None:  # only off-turn actions drawn against: take the turn seat's action
        action = rng.choice(_of_seat(actions, state.turn) or list(actions))
    return action


def _of_seat(actions: Sequence[Action], seat: int) -> list[Action]:
    """The actions of ``seat``."""
    # Not inline in random_policy: a comprehension there would make ``state`` a closure cell,
    # created on every call.
    return [a for a in actions if a.seat == seat]


_TOUTS = frozenset(c for c in Contract if c.tout)


class RandomPlayer:
    """Picks a random legal action (see :func:`random_action`), reproducibly from ``seed``."""

    def __init__(self, seed: int = 0) -> None:
        self._rng = Rng(seed)

    def choose(self, view: PlayerView) -> Action:
        """One of ``view.legal_actions``."""
        actions = [a for a in view.legal_actions if not isinstance(a, (Knock, Kontra, Re))]
        action = random_action(self._rng, actions or view.legal_actions)
        return action if action is not None else self._rng.choice(view.legal_actions)

    def interject(self, view: PlayerView) -> Action | None:
        """Sometimes a knock or a doubling."""
        return random_action(self._rng, view.legal_actions, knock_rate=0.05, double_rate=0.05)


# -- hand evaluation -------------------------------------------------------------------------


def _strength(hand: Sequence[Card], contract: Contract, short: bool) -> float:
    """A rough count of tricks-worth: trumps, top trumps and plain aces."""
    order = card_order(contract, short)
    trumps = [c for c in hand if order.suit[c] == TRUMP]
    top = order.trumps[:4]
    value = len(trumps) + 0.6 * sum(1 for c in trumps if c in top)
    for suit in range(4):
        plain = [c for c in hand if order.suit[c] == suit]
        if plain and any(c.rank == Rank.ACE for c in plain):
            value += 0.7
        elif not plain and trumps:
            value += 0.4
    return value


def _callable(hand: Sequence[Card], short: bool) -> list[Contract]:
    """Sauspiele the hand may call: a non-trump card of the suit, not its ace."""
    out = []
    for contract in (Contract.SAUSPIEL_EICHEL, Contract.SAUSPIEL_GRAS,
                     Contract.SAUSPIEL_SCHELLEN):
        order = card_order(contract, short)
        ace = contract.called_ace
        suit = order.suit[ace]  # type: ignore[index]
        plain = [c for c in hand if order.suit[c] == suit]
        if plain and ace not in hand:
            out.append(contract)
    return out


class HeuristicPlayer:
    """A rule-of-thumb player that sees only its view (see the module docstring)."""

    sauspiel_threshold = 5.6
    single_threshold = 8.2
    knock_threshold = 7.5
    kontra_threshold = 6.0

    def _short(self, view: PlayerView) -> bool:
        return view.rules.deck.value == "short"

    def _plan(self, view: PlayerView) -> tuple[float, Contract | None, float, Contract | None]:
        """(single strength, best single game, Sauspiel strength, best Sauspiel)."""
        short = self._short(view)
        singles = [Contract.make(Kind.SOLO, s) for s in Suit] + [Contract.WENZ]
        single_strength, single = max(
            ((_strength(view.hand, c, short), c) for c in singles), key=lambda sc: sc[0])
        calls = _callable(view.hand, short)
        if not calls:
            return single_strength, single, 0.0, None
        sau_strength = _strength(view.hand, calls[0], short)

        def length(contract: Contract) -> int:
            order = card_order(contract, short)
            suit = order.suit[contract.called_ace]  # type: ignore[index]
            return sum(1 for c in view.hand if order.suit[c] == suit)

        return single_strength, single, sau_strength, min(calls, key=length)

    def choose(self, view: PlayerView) -> Action:
        """The action for the seat on turn."""
        own = [a for a in view.legal_actions if not isinstance(a, (Knock, Kontra, Re))]
        actions = own or list(view.legal_actions)
        first = actions[0]
        if isinstance(first, (Pass, Bid)):
            single_strength, _, sau_strength, _ = self._plan(view)
            wants = (single_strength >= self.single_threshold
                     or sau_strength >= self.sauspiel_threshold)
            wanted = Bid if wants else Pass
            return next((a for a in actions if isinstance(a, wanted)), actions[0])
        if isinstance(first, Hold):
            single_strength, _, _, _ = self._plan(view)
            holds = [a for a in actions if isinstance(a, Hold)]
            if holds and single_strength >= self.single_threshold:
                return min(holds, key=lambda a: a.game_class.rank)
            return next((a for a in actions if isinstance(a, Pass)), actions[0])
        if isinstance(first, Declare):
            return self._declare(view, [a for a in actions if isinstance(a, Declare)])
        if isinstance(first, Play):
            return self._play(view, [a for a in actions if isinstance(a, Play)])
        return actions[0]

    def interject(self, view: PlayerView) -> Action | None:
        """Knock with a strong hand; say Kontra (or Re) with a good one."""
        seat = view.seat
        for action in view.legal_actions:
            if isinstance(action, Knock):
                single_strength, _, sau_strength, _ = self._plan(view)
                if max(single_strength, sau_strength + 1.5) >= self.knock_threshold + 1.5:
                    return action
            if isinstance(action, (Kontra, Re)) and view.contract is not None:
                strength = _strength(view.hand, view.contract, self._short(view))
                if isinstance(action, Re) and view.declarer == seat:
                    strength -= 1.0
                if strength >= self.kontra_threshold + 1:
                    return action
        return None

    def _declare(self, view: PlayerView, declares: Sequence[Declare]) -> Action:
        short = self._short(view)
        by_contract = {a.contract: a for a in declares}
        scored = sorted(((_strength(view.hand, c, short) - (3.0 if c.tout else 0.0)
                          - (0.0 if c.is_single else -2.5), c) for c in by_contract),
                        key=lambda sc: sc[0], reverse=True)
        sauspiele = [c for c in by_contract if not c.is_single]
        singles = [(s, c) for s, c in scored if c.is_single]
        if singles and (not sauspiele or singles[0][0] >= self.single_threshold):
            return by_contract[singles[0][1]]
        _, _, _, call = self._plan(view)
        if call is not None and call in by_contract:
            return by_contract[call]
        return by_contract[scored[0][1]]

    # -- card play ---------------------------------------------------------------------------

    def _play(self, view: PlayerView, plays: Sequence[Play]) -> Action:
        if len(plays) == 1:
            return plays[0]
        assert view.contract is not None
        order = card_order(view.contract, self._short(view))
        if not view.trick:
            return self._lead(view, plays, order)
        return self._follow(view, plays, order)

    def _lead(self, view: PlayerView, plays: Sequence[Play], order: SkCardOrder) -> Action:
        seat = view.seat
        declaring = view.parties[seat] is not None and seat in (view.declarer, view.partner) \
            if seat is not None else False
        trumps = [p for p in plays if order.suit[p.card] == TRUMP]
        contract = view.contract
        assert contract is not None
        if declaring and trumps and seat == view.declarer:
            return max(trumps, key=lambda p: order.strength[p.card])  # draw trumps
        ace = contract.called_ace
        if not declaring and ace is not None:
            suit = order.suit[ace]
            called = [p for p in plays if order.suit[p.card] == suit]
            if called and not any(order.suit[t.cards[0]] == suit for t in view.tricks):
                return min(called, key=lambda p: POINTS[p.card])  # search the called ace
        aces = [p for p in plays if order.suit[p.card] != TRUMP and p.card.rank == Rank.ACE]
        if aces:
            return aces[0]
        plain = [p for p in plays if order.suit[p.card] != TRUMP]
        pool = plain or list(plays)
        return min(pool, key=lambda p: (POINTS[p.card], order.strength[p.card]))

    def _follow(self, view: PlayerView, plays: Sequence[Play], order: SkCardOrder) -> Action:
        seat = view.seat
        assert seat is not None
        assert view.contract is not None
        trick = view.trick
        index = trick_winner(trick, view.contract, short=self._short(view))
        winner_seat = (view.trick_leader + index) & 3
        mine = view.parties[seat]
        partner_wins = mine is not None and view.parties[winner_seat] is mine
        last = len(trick) == 3
        best = trick[index]

        def wins(card: Card) -> bool:
            return trick_winner((*trick, card), view.contract,  # type: ignore[arg-type]
                                short=self._short(view)) == len(trick)

        if partner_wins and (last or (order.suit[best] == TRUMP
                             and order.strength[best] >= order.strength[order.trumps[2]])):
            return max(plays, key=lambda p: (POINTS[p.card], -order.strength[p.card]))
        points = sum(POINTS[c] for c in trick)
        winning = [p for p in plays if wins(p.card)]
        if winning and not partner_wins and (last or points >= 10):
            return min(winning, key=lambda p: order.strength[p.card] + (
                0 if last else -POINTS[p.card]))
        return min(plays, key=lambda p: (POINTS[p.card], order.strength[p.card]))

