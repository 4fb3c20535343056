"""Computer players for Doppelkopf: a random legal player and a rule-of-thumb player.

:class:`HeuristicPlayer` follows the seeds' tips: play aces early (before the suit is trumped),
give points to a partner who is sure to win the trick, keep the fox (DA) away from tricks the
opponents may win, announce with a strong hand, and declare a solo only with a hand made for it
(a compulsory or forced solo picks its best type). Under house rules it announces its swines,
throws a hopeless hand in, chooses a marriage selector by its trumps and weakest suit, and plays
a Genscher to a seat that has won clearly more card points than any partner it has now
(docs/bots.md "The rule-of-thumb player").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from trickgames._core.rng import Rng
from trickgames._core.tricks import TRUMP
from trickgames.bots._base import ExplainingPlayer, cheapest_plain, partner_wins, sentences
from trickgames.doppelkopf.actions import Action, Announce, AnnounceSwines, Declare, Genscher, Play
from trickgames.doppelkopf.cards import POINTS, Card, Rank, Suit
from trickgames.doppelkopf.contracts import (
    Contract,
    DkCardOrder,
    Reservation,
    card_order,
    hyperswine_card,
)
from trickgames.doppelkopf.hands import hand_mask
from trickgames.doppelkopf.marriage import declared_selector, qualifies
from trickgames.doppelkopf.play import trick_winner
from trickgames.doppelkopf.poverty import trump_count
from trickgames.doppelkopf.random_play import random_action, random_policy
from trickgames.doppelkopf.reservations import special_declarations
from trickgames.doppelkopf.rules import MarriageSelector
from trickgames.doppelkopf.state import Party, Phase
from trickgames.doppelkopf.view import PlayerView

__all__ = ["REASONS", "HeuristicPlayer", "RandomPlayer", "random_action", "random_policy"]

#: An action and the code of its reason (in :data:`REASONS`).
_Choice = tuple[Action, str]

#: Why :class:`HeuristicPlayer` chose an action (:meth:`HeuristicPlayer.explain`): each reason
#: code with its English and German sentence, in one place (``doppelkopf_reasons.json``).
REASONS: Mapping[str, tuple[str, str]] = sentences("trickgames.bots", "doppelkopf_reasons.json")

_NORMAL = card_order(Contract.NORMAL)
#: The colour selectors of a marriage with their plain suits.
_SUIT_SELECTORS = ((Suit.CLUBS, MarriageSelector.CLUBS), (Suit.SPADES, MarriageSelector.SPADES),
                   (Suit.HEARTS, MarriageSelector.HEARTS))


def _hyperswine(view: PlayerView) -> Card | None:
    """The hyperswine card while hyperswines count as the view knows it."""
    if view.hyperswines is None or view.contract is None:
        return None
    return hyperswine_card(view.contract, view.rules.nines)


def _player_special(view: PlayerView) -> bool:
    return bool(special_declarations(view.rules, hand_mask(view.hand)))


class RandomPlayer:
    """Picks a random legal action (see :func:`random_action`), reproducibly from ``seed``."""

    def __init__(self, seed: int = 0, *, announce_rate: float = 0.04,
                 reserve_rate: float = 0.15) -> None:
        self._rng = Rng(seed)
        self._announce_rate = announce_rate
        self._reserve_rate = reserve_rate

    def choose(self, view: PlayerView) -> Action:
        """One of ``view.legal_actions``."""
        rate = 0.6 if view.phase is Phase.RESERVATION and _player_special(view) else (
            self._reserve_rate)
        action = random_action(self._rng, view.legal_actions,
                               announce_rate=self._announce_rate, reserve_rate=rate)
        if action is None:  # only announcements offered and none drawn: make one anyway
            action = self._rng.choice(view.legal_actions)
        return action

    def interject(self, view: PlayerView) -> Action | None:
        """Sometimes an off-turn announcement."""
        return random_action(self._rng, view.legal_actions,
                             announce_rate=self._announce_rate / 4)


# -- hand evaluation -------------------------------------------------------------------------

def _solo_strength(hand: Sequence[Card], contract: Contract) -> float:
    order = card_order(contract)
    trumps = [c for c in hand if order.suit[c] == TRUMP]
    strength = float(len(trumps))
    strength += sum(0.5 for c in trumps if order.strength[c] >= order.strength[order.trumps[3]])
    for suit in range(4):
        plain = [c for c in hand if order.suit[c] == suit]
        if plain and order.strength[plain[0]] == len(order.plain[suit]):
            strength += 0.75  # the suit's ace (or top card)
        if not plain:
            strength += 0.5  # a void to trump in
    if contract is Contract.SOLO_ACES:
        strength = sum(2.0 if c.rank == Rank.ACE else 0.8 if c.rank == Rank.TEN else 0
                       for c in hand)
    return strength


def _best_solo(hand: Sequence[Card],
               solos: Sequence[Reservation]) -> tuple[float, Reservation | None]:
    """The strongest of the rules' ``solos`` for ``hand`` (``None`` when none is allowed)."""
    return max(((_solo_strength(hand, Contract.of(r)), r) for r in solos),
               default=(float("-inf"), None))


def _normal_strength(hand: Sequence[Card]) -> float:
    trumps = [c for c in hand if _NORMAL.suit[c] == TRUMP]
    high = sum(1 for c in trumps if c in (Card.HT, Card.CQ, Card.SQ))
    aces = sum(1 for c in hand if c.rank == Rank.ACE and _NORMAL.suit[c] != TRUMP)
    return len(trumps) + high + 0.8 * aces


class HeuristicPlayer(ExplainingPlayer[PlayerView, Action]):
    """A rule-of-thumb player that sees only its view (see the module docstring)."""

    reasons = REASONS

    solo_threshold = 11.5
    compulsory_threshold = 9.0
    announce_threshold = 10.0
    #: A hand weaker than this (normal-game strength) is thrown in where the rules allow it.
    throw_threshold = 7.0
    #: A Genscher names a seat that has won at least this many card points more than every
    #: seat that may be the partner now.
    genscher_margin = 20
    #: A marriage player with fewer trumps than this chooses the ``trump`` selector.
    marriage_trumps = 7

    def explain(self, view: PlayerView) -> _Choice:
        """The action for the seat on turn and why (a code of :data:`REASONS`).

        >>> from trickgames import doppelkopf as dk
        >>> state = dk.deal("ddv", seed=1)
        >>> action, why = HeuristicPlayer().explain(dk.view(state, state.turn))
        >>> str(action), why in REASONS
        ('p1 healthy', True)
        """
        actions = view.legal_actions
        first = actions[0]
        verb = first.verb
        if verb in ("healthy", "reserve"):
            return self._reservation(view, actions)
        if isinstance(first, Declare):
            return self._declaration(view, actions)
        if verb == "give":
            return self._give(view, actions)
        if verb in ("accept", "decline"):
            return self._acceptance(view, actions)
        if verb == "return":
            return self._return(view, actions)
        said = self._say(view)
        if not any(isinstance(a, Play) for a in actions):
            # No card before the duty announcement (first_trick_duty): the seat's lowest
            # announcement, listed first, is it.
            return said if said is not None else (actions[0], "announcement_duty")
        if said is not None:
            return said
        plays = [a for a in actions if isinstance(a, Play)]
        return self._play(view, plays)

    def explain_interjection(self, view: PlayerView) -> tuple[Action | None, str]:
        """The off-turn action (a Genscher or an announcement, or ``None``) and why."""
        return self._say(view) or (None, "no_announcement")

    def _say(self, view: PlayerView) -> _Choice | None:
        """What this player says on turn before its card, or off turn: a Genscher, then its
        swines, then an announcement; ``None`` when none of them."""
        genscher = self._genscher(view)
        if genscher is not None:
            return genscher, "genscher"
        swines = self._swines(view)
        if swines is not None:
            return swines, "swines"
        call = self._announcement(view)
        return (call, "strong_hand") if call is not None else None

    # -- reservations and poverty ------------------------------------------------------------

    def _reservation(self, view: PlayerView, actions: Sequence[Action]) -> _Choice:
        seat = view.seat
        assert seat is not None
        hand = view.hand
        healthy = next(a for a in actions if a.verb == "healthy")
        reserve = next((a for a in actions if a.verb == "reserve"), healthy)
        strength, _ = _best_solo(hand, view.rules.solos)
        owes = view.context.compulsory_solo[seat]
        if strength >= (self.compulsory_threshold if owes else self.solo_threshold):
            return reserve, "solo_hand"
        trumps = sum(1 for c in hand if view.rules.normal_order.suit[c] == TRUMP)
        if view.rules.poverty and trumps <= 3:
            return reserve, "few_trumps"
        if hand.count(Card.CQ) == 2 and _normal_strength(hand) < 11:
            return reserve, "both_club_queens"
        if self._hopeless(view):
            return reserve, "hopeless_throw"
        return healthy, "no_reservation"

    def _declaration(self, view: PlayerView, actions: Sequence[Action]) -> _Choice:
        seat = view.seat
        assert seat is not None
        hand = view.hand
        strength, solo = _best_solo(hand, view.rules.solos)
        owes = view.context.compulsory_solo[seat]
        by_kind = {a.reservation: a for a in actions if isinstance(a, Declare)}
        forced = view.context.forced_solo == seat
        if Reservation.THROW in by_kind and self._hopeless(view):
            return by_kind[Reservation.THROW], "hopeless_throw"
        if solo is not None and (
                forced or strength >= (self.compulsory_threshold if owes else self.solo_threshold)):
            return by_kind[solo], "forced_solo" if forced else "solo_hand"
        if Reservation.POVERTY in by_kind:
            return by_kind[Reservation.POVERTY], "special_reservation"
        if Reservation.MARRIAGE in by_kind:
            return self._marriage(view, [a for a in actions
                                         if isinstance(a, Declare) and a.reservation.is_marriage])
        if solo is None:  # no solo allowed: the first declaration the hand allows
            return actions[0], "special_reservation"
        return by_kind[solo], "weak_solo"

    def _marriage(self, view: PlayerView, marriages: Sequence[Declare]) -> _Choice:
        """The marriage selector (doppelkopf-variants.md "Marriage variants"; docs/bots.md):
        with fewer than :attr:`marriage_trumps` trumps ``trump`` (the partner must win a trump
        trick, so holds high trumps); with more, the colour selector of the plain suit with the
        most cards and no ace (the partner wins that suit), else ``plain``; the first listed
        when the preferred one is not offered."""
        by_selector = {declared_selector(view.rules, a.reservation): a for a in marriages}
        if len(by_selector) == 1:
            return marriages[0], "special_reservation"
        hand = view.hand
        trumps = trump_count(hand_mask(hand), view.rules.normal_order.suit_masks[4])
        if trumps < self.marriage_trumps:
            if MarriageSelector.TRUMP in by_selector:
                return by_selector[MarriageSelector.TRUMP], "marriage_trump"
            return marriages[0], "special_reservation"
        weak = []
        for suit, selector in _SUIT_SELECTORS:
            plain = [c for c in hand if view.rules.normal_order.suit[c] == suit]
            if selector in by_selector and plain and not any(c.rank == Rank.ACE for c in plain):
                weak.append((len(plain), -suit, selector))
        if weak:
            return by_selector[max(weak)[2]], "marriage_suit"
        if MarriageSelector.PLAIN in by_selector:
            return by_selector[MarriageSelector.PLAIN], "marriage_suit"
        return marriages[0], "special_reservation"

    def _give(self, view: PlayerView, actions: Sequence[Action]) -> _Choice:
        # All trumps go anyway; add the cheapest plain cards, keeping aces.
        return (min(actions, key=lambda a: sum(POINTS[c] for c in a.cards)),  # type: ignore[attr-defined]
                "cheapest_gift")

    def _acceptance(self, view: PlayerView, actions: Sequence[Action]) -> _Choice:
        trumps = sum(1 for c in view.hand if view.rules.normal_order.suit[c] == TRUMP)
        wanted = "accept" if trumps >= 7 else "decline"
        return (next(a for a in actions if a.verb == wanted),
                "trumps_accept" if wanted == "accept" else "trumps_decline")

    def _return(self, view: PlayerView, actions: Sequence[Action]) -> _Choice:
        def cost(action: Action) -> tuple[int, int]:
            cards = action.cards  # type: ignore[attr-defined]
            trumps = sum(1 for c in cards if view.rules.normal_order.suit[c] == TRUMP)
            return (trumps, sum(POINTS[c] for c in cards))

        return min(actions, key=cost), "cheapest_return"

    def _hopeless(self, view: PlayerView) -> bool:
        """A hand the rules let this seat throw in, too weak for a normal game."""
        throw = Reservation.THROW in special_declarations(view.rules, hand_mask(view.hand))
        return throw and _normal_strength(view.hand) < self.throw_threshold

    # -- Genscher and announcements ----------------------------------------------------------

    def _genscher(self, view: PlayerView) -> Action | None:
        """Genscher (doppelkopf-variants.md "Genscher"; docs/bots.md): name the other seat
        that has won the most card points so far when it has won at least
        :attr:`genscher_margin` more than every other seat that may be the partner now (by
        the view's parties; none in its silent marriage, where it plays alone, so that the
        margin itself is enough), so that the new pair has won clearly more than the present
        one could have; otherwise let the chance pass (also when the seat with the most points
        is the only one that can be its partner: it already is)."""
        if not view.rules.genscher:
            return None
        offers = [a for a in view.legal_actions if isinstance(a, Genscher)]
        if not offers:
            return None
        seat = view.seat
        assert seat is not None
        won = [0, 0, 0, 0]
        for trick in view.tricks:
            won[trick.winner] += sum(POINTS[c] for c in trick.cards)
        mine = view.parties[seat]
        best = max(offers, key=lambda a: (won[a.partner], -a.partner))
        maybe = [s for s in range(4) if s not in (seat, best.partner)
                 and (mine is None or view.parties[s] in (None, mine))]
        if view.silent_marriage:
            maybe = []
        elif not maybe:
            return None
        now = max((won[s] for s in maybe), default=0)
        return best if won[best.partner] >= now + self.genscher_margin else None

    def _swines(self, view: PlayerView) -> Action | None:
        """Swines (then hyperswines) are always worth announcing: the first one offered."""
        return next((a for a in view.legal_actions if isinstance(a, AnnounceSwines)), None)

    def _announcement(self, view: PlayerView) -> Action | None:
        seat = view.seat
        calls = [a for a in view.legal_actions if isinstance(a, Announce)]
        if not calls or seat is None or view.parties[seat] is None:
            return None
        level = view.re_level if view.parties[seat] is Party.RE else view.kontra_level
        if level >= 0:
            return None  # one announcement is enough for this player
        if len(view.tricks) > 1:
            return None
        strength = _normal_strength(view.hand)
        if view.contract is not None and view.contract.is_solo:
            order = card_order(view.contract, dullen=view.rules.dullen)
            strength = _solo_strength(view.hand, view.contract) if view.declarer == seat else (
                sum(1 for c in view.hand if order.suit[c] == TRUMP) * 1.5
            )
        return calls[0] if strength >= self.announce_threshold else None

    # -- card play ---------------------------------------------------------------------------

    def _play(self, view: PlayerView, plays: Sequence[Play]) -> _Choice:
        if len(plays) == 1:
            return plays[0], "only_card"
        contract = view.contract or Contract.NORMAL
        order = card_order(contract, view.swines is not None, _hyperswine(view),
                           dullen=view.rules.dullen)
        if not view.trick:
            return self._lead(view, plays, order)
        return self._follow(view, plays, order)

    def _lead(self, view: PlayerView, plays: Sequence[Play], order: DkCardOrder) -> _Choice:
        marriage = self._marriage_lead(view, plays)
        if marriage is not None:
            return marriage, "marriage_lead"
        led_suits = {order.suit[t.cards[0]] for t in view.tricks}
        for play in plays:  # an ace of a plain suit not led yet
            card = play.card
            if (order.suit[card] != TRUMP and card.rank == Rank.ACE
                    and order.suit[card] not in led_suits):
                return play, "lead_ace"
        trumps = [p for p in plays if order.suit[p.card] == TRUMP]
        seat = view.seat
        assert seat is not None
        strong = len(trumps) >= 6 or (view.declarer == seat and view.contract is not None
                                      and view.contract.is_solo)
        if trumps and strong:
            return max(trumps, key=lambda p: order.strength[p.card]), "draw_trumps"
        return cheapest_plain(plays, order, POINTS), "cheap_lead"

    def _marriage_lead(self, view: PlayerView, plays: Sequence[Play]) -> Play | None:
        """In its open marriage with a selector other than ``foreign`` (where every trick
        qualifies), the marriage player leads its lowest card that makes the trick qualify,
        so that another seat can win it and become the partner."""
        selector = view.marriage_selector
        if (selector is None or selector is MarriageSelector.FOREIGN
                or view.declarer != view.seat or view.parties.count(None) == 0):
            return None
        qualifying = [p for p in plays if qualifies(selector, p.card, view.rules.dullen)]
        if not qualifying:
            return None
        normal = view.rules.normal_order
        return min(qualifying, key=lambda p: (normal.strength[p.card], POINTS[p.card]))

    def _follow(self, view: PlayerView, plays: Sequence[Play], order: DkCardOrder) -> _Choice:
        trick = view.trick
        contract = view.contract or Contract.NORMAL
        last_trick = len(view.tricks) + 1 == view.rules.cards_per_hand
        hyper = view.hyperswines is not None
        winner_index = trick_winner(trick, contract, view.rules, swines=view.swines is not None,
                                    hyperswines=hyper, last_trick=last_trick)
        partner = partner_wins(view, winner_index)
        last_to_play = len(trick) == 3
        best = trick[winner_index]

        def wins(card: Card) -> bool:
            index = trick_winner((*trick, card), contract, view.rules,
                                 swines=view.swines is not None, hyperswines=hyper,
                                 last_trick=last_trick)
            return index == len(trick)

        def cheap(play: Play) -> tuple[int, int, int]:
            card = play.card
            return (int(card == Card.DA), POINTS[card], order.strength[card])

        if partner and (last_to_play or order.strength[best] >= order.strength[Card.CQ]
                             or (order.suit[best] != TRUMP and best.rank == Rank.ACE
                             and len(view.tricks) == 0)):
            # Give points to a partner who is sure to win; the fox is safe here.
            return max(plays, key=lambda p: (POINTS[p.card], -order.strength[p.card])), (
                "feed_partner")
        points = sum(POINTS[c] for c in trick)
        winning = [p for p in plays if wins(p.card)]
        if winning and (last_to_play or points >= 10 or not partner):
            if last_to_play:
                return min(winning, key=lambda p: (order.strength[p.card], -POINTS[p.card])), (
                    "win_last")
            if points >= 10:
                return max(winning, key=lambda p: order.strength[p.card]), "win_points"
            return min(winning, key=lambda p: order.strength[p.card]), "win_cheaply"
        return min(plays, key=cheap), "keep_fox"

