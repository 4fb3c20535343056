"""Computer players for Schafkopf: a random legal player and a rule-of-thumb player.

:class:`HeuristicPlayer` follows the seed's tips: bid a Sauspiel with four trumps including an
Ober, call a short suit (the suit it holds fewest cards of), play a solo or Wenz only with a
hand made for it, draw trumps as the declarer, lead the called suit as a defender to bring out
the ace, give points to a partner who is sure to win the trick, and knock or say Kontra with a
strong hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from trickgames._core.rng import Rng
from trickgames._core.tricks import TRUMP
from trickgames.bots._base import ExplainingPlayer, cheapest_plain, partner_wins, sentences
from trickgames.schafkopf import actions as act
from trickgames.schafkopf.bidding import is_sie_hand
from trickgames.schafkopf.cards import POINTS, Card, Rank, Suit
from trickgames.schafkopf.contracts import Contract, GameClass, Kind, SkCardOrder, card_order
from trickgames.schafkopf.hands import hand_mask
from trickgames.schafkopf.hochzeit import hochzeit_trump
from trickgames.schafkopf.play import trick_winner
from trickgames.schafkopf.random_play import random_action, random_policy
from trickgames.schafkopf.view import PlayerView

__all__ = ["REASONS", "HeuristicPlayer", "RandomPlayer", "random_action", "random_policy"]

#: An action and the code of its reason (in :data:`REASONS`).
_Choice = tuple[act.Action, str]

#: Why :class:`HeuristicPlayer` chose an action (:meth:`HeuristicPlayer.explain`): each reason
#: code with its English and German sentence, in one place (``schafkopf_reasons.json``).
REASONS: Mapping[str, tuple[str, str]] = sentences("trickgames.bots", "schafkopf_reasons.json")

#: The actions a seat may take off turn: a knock and the doublings (Kontra, Re).
_OFF_TURN: tuple[type[act.Action], ...] = (act.Knock, *act.DOUBLINGS)

#: The games chosen by the hand's shape (:meth:`HeuristicPlayer._special`), not by strength.
_NOT_BY_STRENGTH = frozenset({Contract.HOCHZEIT, Contract.BETTEL, Contract.BETTEL_OUVERT,
                              Contract.SIE})


def _bettel_hand(hand: Sequence[Card], strict: bool = False) -> bool:
    """A hand for a Bettel: no Ace, King or Ober, at most one Unter (``strict``, for a Bettel
    ouvert: no Unter or Zehn either)."""
    high = {Rank.ACE, Rank.KING, Rank.OBER} | ({Rank.UNTER, Rank.TEN} if strict else set())
    if any(c.rank in high for c in hand):
        return False
    return sum(1 for c in hand if c.rank == Rank.UNTER) <= 1


#: The games in which the seat to play wants no trick (every seat of a Ramsch, the declarer
#: of a Bettel).
_DUCKING = frozenset({Contract.RAMSCH, Contract.BETTEL, Contract.BETTEL_OUVERT})


class RandomPlayer:
    """Picks a random legal action (see :func:`random_action`), reproducibly from ``seed``."""

    def __init__(self, seed: int = 0) -> None:
        self._rng = Rng(seed)

    def choose(self, view: PlayerView) -> act.Action:
        """One of ``view.legal_actions``."""
        actions = [a for a in view.legal_actions if not isinstance(a, _OFF_TURN)]
        action = random_action(self._rng, actions or view.legal_actions)
        return action if action is not None else self._rng.choice(view.legal_actions)

    def interject(self, view: PlayerView) -> act.Action | None:
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


class HeuristicPlayer(ExplainingPlayer[PlayerView, act.Action]):
    """A rule-of-thumb player that sees only its view (see the module docstring)."""

    reasons = REASONS

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

    def explain(self, view: PlayerView) -> _Choice:
        """The action for the seat on turn and why (a code of :data:`REASONS`).

        >>> from trickgames import schafkopf as sk
        >>> state = sk.deal("standard", seed=1)
        >>> action, why = HeuristicPlayer().explain(sk.view(state, state.turn))
        >>> action.verb in ("bid", "pass"), why in REASONS
        (True, True)
        """
        own = [a for a in view.legal_actions if not isinstance(a, _OFF_TURN)]
        actions = own or list(view.legal_actions)
        first = actions[0]
        if isinstance(first, act.HOCHZEIT_ANSWERS):
            return self._answer(view, actions)
        special = self._special(view)
        if special is not None and isinstance(first, (act.Pass, act.Bid, act.Hold)):
            game_class, why = special
            for action in actions:
                if isinstance(action, act.Bid) or (isinstance(action, act.Hold)
                                               and action.game_class is game_class):
                    return action, why
        if isinstance(first, act.Declare):
            by_contract = {a.contract: a for a in actions if isinstance(a, act.Declare)}
            if special is not None:
                game = Contract(special[0].value)
                if game in by_contract:
                    return by_contract[game], special[1]
        if isinstance(first, (act.Pass, act.Bid)):
            single_strength, _, sau_strength, _ = self._plan(view)
            wants = (single_strength >= self.single_threshold
                     or sau_strength >= self.sauspiel_threshold)
            wanted = act.Bid if wants else act.Pass
            return (next((a for a in actions if isinstance(a, wanted)), actions[0]),
                    "strong_hand_bid" if wants else "weak_hand_pass")
        if isinstance(first, act.Hold):
            single_strength, _, _, _ = self._plan(view)
            holds = [a for a in actions if isinstance(a, act.Hold)]
            if holds and single_strength >= self.single_threshold:
                return min(holds, key=lambda a: a.game_class.rank), "hold_single"
            passes = (a for a in actions if isinstance(a, act.Pass))
            return next(passes, actions[0]), "give_up_claim"
        if isinstance(first, act.Declare):
            return self._declare(view, [a for a in actions if isinstance(a, act.Declare)])
        if isinstance(first, act.Play):
            return self._play(view, [a for a in actions if isinstance(a, act.Play)])
        return actions[0], "first_choice"

    def explain_interjection(self, view: PlayerView) -> tuple[act.Action | None, str]:
        """The off-turn action (a knock or a doubling, or ``None``) and why."""
        seat = view.seat
        for action in view.legal_actions:
            if isinstance(action, act.Knock):
                single_strength, _, sau_strength, _ = self._plan(view)
                if max(single_strength, sau_strength + 1.5) >= self.knock_threshold + 1.5:
                    return action, "strong_knock"
            if (isinstance(action, act.DOUBLINGS) and view.contract is not None
                    and view.contract not in _DUCKING):
                strength = _strength(view.hand, view.contract, self._short(view))
                if isinstance(action, act.Re) and view.declarer == seat:
                    strength -= 1.0
                if strength >= self.kontra_threshold + 1:
                    return action, "strong_double"
        return None, "no_interjection"

    # -- the games of schafkopf-variants.md -------------------------------------------------

    def _special(self, view: PlayerView) -> tuple[GameClass, str] | None:
        """A Sie, a Bettel or a Hochzeit offer the hand is made for (when the rules allow it),
        as its class and reason; ``None`` otherwise."""
        games = view.rules.games
        short = self._short(view)
        hand = hand_mask(view.hand)
        if GameClass.SIE in games and is_sie_hand(hand, short):
            return GameClass.SIE, "sie_hand"
        if GameClass.BETTEL in games and _bettel_hand(view.hand):
            if GameClass.BETTEL_OUVERT in games and _bettel_hand(view.hand, strict=True):
                return GameClass.BETTEL_OUVERT, "bettel_hand"
            return GameClass.BETTEL, "bettel_hand"
        if (GameClass.HOCHZEIT in games and hochzeit_trump(hand, short)
                and sum(1 for c in view.hand if c.rank == Rank.ACE) >= 2
                and view.claim is None and view.bidders in ((), (view.seat,))):
            return GameClass.HOCHZEIT, "offer_hochzeit"
        return None

    def _answer(self, view: PlayerView, actions: Sequence[act.Action]) -> _Choice:
        """Accept a Hochzeit with four trumps or a Sauspiel hand; give back the cheapest plain
        card."""
        order = card_order(Contract.HOCHZEIT, self._short(view))
        gives = [a for a in actions if isinstance(a, act.Give)]
        if gives:
            return min(gives, key=lambda a: (POINTS[a.card], order.strength[a.card])), (
                "give_cheap")
        trumps = sum(1 for c in view.hand if order.suit[c] == TRUMP)
        strong = (trumps >= 4 or _strength(view.hand, Contract.HOCHZEIT, self._short(view))
                  >= self.sauspiel_threshold)
        wanted = act.Accept if strong else act.Decline
        return (next((a for a in actions if isinstance(a, wanted)), actions[-1]),
                "accept_hochzeit" if strong else "decline_hochzeit")

    def _duck(self, view: PlayerView, plays: Sequence[act.Play], order: SkCardOrder) -> _Choice:
        """Play for no trick: lead the lowest card; follow with the highest card that does not
        win the trick, or, when every card wins, the one with the fewest points."""
        if not view.trick:
            return min(plays, key=lambda p: (order.strength[p.card], POINTS[p.card])), (
                "lead_low")
        assert view.contract is not None
        trick = view.trick
        under = [p for p in plays
                 if trick_winner((*trick, p.card), view.contract, view.rules) != len(trick)]
        if under:
            return max(under, key=lambda p: (order.suit[p.card] == TRUMP,
                                             order.strength[p.card])), "stay_under"
        return min(plays, key=lambda p: (POINTS[p.card], -order.strength[p.card])), (
            "take_cheaply")

    def _declare(self, view: PlayerView, declares: Sequence[act.Declare]) -> _Choice:
        short = self._short(view)
        declares = [a for a in declares if a.contract not in _NOT_BY_STRENGTH] or declares
        by_contract = {a.contract: a for a in declares}
        scored = sorted(((_strength(view.hand, c, short) - (3.0 if c.tout else 0.0)
                          - (0.0 if c.is_single else -2.5), c) for c in by_contract),
                        key=lambda sc: sc[0], reverse=True)
        sauspiele = [c for c in by_contract if not c.is_single]
        singles = [(s, c) for s, c in scored if c.is_single]
        if singles and (not sauspiele or singles[0][0] >= self.single_threshold):
            return by_contract[singles[0][1]], "single_game"
        _, _, _, call = self._plan(view)
        if call is not None and call in by_contract:
            return by_contract[call], "call_short_suit"
        return by_contract[scored[0][1]], "best_game"

    # -- card play ---------------------------------------------------------------------------

    def _play(self, view: PlayerView, plays: Sequence[act.Play]) -> _Choice:
        if len(plays) == 1:
            return plays[0], "only_card"
        assert view.contract is not None
        order = card_order(view.contract, self._short(view))
        if view.contract is Contract.RAMSCH or (view.contract in _DUCKING
                                                 and view.seat == view.declarer):
            return self._duck(view, plays, order)
        if view.contract in _DUCKING:  # a Bettel's defender: low cards, so he must win
            return min(plays, key=lambda p: (order.strength[p.card], POINTS[p.card])), (
                "lead_low" if not view.trick else "cheap_discard")
        if not view.trick:
            return self._lead(view, plays, order)
        return self._follow(view, plays, order)

    def _lead(self, view: PlayerView, plays: Sequence[act.Play], order: SkCardOrder) -> _Choice:
        seat = view.seat
        declaring = view.parties[seat] is not None and seat in (view.declarer, view.partner) \
            if seat is not None else False
        trumps = [p for p in plays if order.suit[p.card] == TRUMP]
        contract = view.contract
        assert contract is not None
        if declaring and trumps and seat == view.declarer:
            return max(trumps, key=lambda p: order.strength[p.card]), "draw_trumps"
        ace = contract.called_ace
        if not declaring and ace is not None:
            suit = order.suit[ace]
            called = [p for p in plays if order.suit[p.card] == suit]
            if called and not any(order.suit[t.cards[0]] == suit for t in view.tricks):
                return min(called, key=lambda p: POINTS[p.card]), "search_called_ace"
        aces = [p for p in plays if order.suit[p.card] != TRUMP and p.card.rank == Rank.ACE]
        if aces:
            return aces[0], "lead_ace"
        return cheapest_plain(plays, order, POINTS), "cheap_lead"

    def _follow(self, view: PlayerView, plays: Sequence[act.Play], order: SkCardOrder) -> _Choice:
        assert view.contract is not None
        trick = view.trick
        index = trick_winner(trick, view.contract, view.rules)
        partner = partner_wins(view, index)
        last = len(trick) == 3
        best = trick[index]

        def wins(card: Card) -> bool:
            return trick_winner((*trick, card), view.contract,  # type: ignore[arg-type]
                                view.rules) == len(trick)

        if partner and (last or (order.suit[best] == TRUMP
                             and order.strength[best] >= order.strength[order.trumps[2]])):
            return max(plays, key=lambda p: (POINTS[p.card], -order.strength[p.card])), (
                "feed_partner")
        points = sum(POINTS[c] for c in trick)
        winning = [p for p in plays if wins(p.card)]
        if winning and not partner and (last or points >= 10):
            return min(winning, key=lambda p: order.strength[p.card] + (
                0 if last else -POINTS[p.card])), "win_trick"
        return min(plays, key=lambda p: (POINTS[p.card], order.strength[p.card])), (
            "cheap_discard")

