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
from trickgames.bots._base import (
    ExplainingPlayer,
    cheapest_plain,
    hand_features,
    hand_models,
    partner_wins,
    sentences,
)
from trickgames.doppelkopf.actions import Action, Announce, AnnounceSwines, Declare, Genscher, Play
from trickgames.doppelkopf.cards import POINTS, Card, Rank, Suit, deck
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
from trickgames.doppelkopf.rules import MarriageSelector, Rules
from trickgames.doppelkopf.state import Party, Phase
from trickgames.doppelkopf.view import PlayerView

__all__ = ["REASONS", "HeuristicPlayer", "RandomPlayer", "hand_chance", "model_features",
           "random_action", "random_policy"]

#: An action and the code of its reason (in :data:`REASONS`).
_Choice = tuple[Action, str]

#: Why :class:`HeuristicPlayer` chose an action (:meth:`HeuristicPlayer.explain`): each reason
#: code with its English and German sentence, in one place (``doppelkopf_reasons.json``).
REASONS: Mapping[str, tuple[str, str]] = sentences("trickgames.bots", "doppelkopf_reasons.json")

#: How good a hand is for each kind of game (:func:`hand_chance`).
_MODELS = hand_models("trickgames.bots", "doppelkopf_models.json")

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


def _model_key(contract: Contract, re: bool) -> str:
    """The name of the :class:`~trickgames.bots._base.HandModel` that weighs a hand for
    ``contract``: ``normal-re`` or ``normal-kontra`` (by the party, ``re``) in a normal game
    or a marriage, ``solo-suit`` for the suit solos, ``solo-aces`` for the solo without
    trumps, ``solo-picture`` for the others."""
    if not contract.is_solo:
        return "normal-re" if re else "normal-kontra"
    if contract.diamonds_trump or contract.scheme in ("clubs", "spades", "hearts"):
        return "solo-suit"
    return "solo-aces" if contract is Contract.SOLO_ACES else "solo-picture"


def hand_chance(hand: Sequence[Card], contract: Contract, rules: Rules, *, re: bool = True,
                leads: bool = False) -> float:
    """The chance that ``hand`` wins ``contract`` under ``rules``, for the soloist in a solo,
    for its party (``re``) in a normal game, when it leads the first trick (``leads``): the
    fitted :class:`~trickgames.bots._base.HandModel` of the game's kind over the
    :func:`~trickgames.bots._base.hand_features` of the hand (``doppelkopf_models.json``,
    fitted by ``benchmarks/bots_calibrate.py`` to deals these players played out).

    >>> from trickgames.doppelkopf import Card
    >>> from trickgames.doppelkopf.rules import DDV
    >>> strong = [Card.parse(c) for c in "HT HT CQ CQ SQ SQ HQ CJ DA DT CA SA".split()]
    >>> hand_chance(strong, Contract.SOLO_DIAMONDS, DDV) > 0.9
    True
    """
    return _MODELS[_model_key(contract, re)].chance(model_features(hand, contract, rules, leads))


def model_features(hand: Sequence[Card], contract: Contract, rules: Rules,
                   leads: bool = False) -> tuple[int, ...]:
    """The :func:`~trickgames.bots._base.hand_features` :func:`hand_chance` weighs: those of
    ``hand`` under ``contract``'s card order and the deck of ``rules``."""
    return hand_features(card_order(contract), hand, deck(rules), leads)


class HeuristicPlayer(ExplainingPlayer[PlayerView, Action]):
    """A rule-of-thumb player that sees only its view (see the module docstring)."""

    reasons = REASONS

    #: The least :func:`hand_chance` to announce a voluntary solo ...
    solo_chance = 0.65
    #: ... a compulsory one (the round's solo this seat still owes: a fair hand will do) ...
    compulsory_chance = 0.45
    #: ... and to play both club queens alone (a silent marriage) instead of a marriage.
    silent_chance = 0.75
    #: Announce re or kontra with a hand whose game has at least this chance ...
    announce_chance = 0.75
    #: ... and no 90 with at least this one.
    no90_chance = 0.92
    #: A hand whose normal game has less chance than this is thrown in where the rules
    #: allow it.
    throw_chance = 0.2
    #: A Genscher names a seat that has won at least this many card points more than every
    #: seat that may be the partner now.
    genscher_margin = 20
    #: A marriage player with fewer trumps than this chooses the ``trump`` selector.
    marriage_trumps = 7
    #: Accept a poverty with at least this many trumps.
    poverty_trumps = 7

    def _leads(self, view: PlayerView, solo: bool) -> bool:
        """Whether this seat leads the first trick: forehand does, and a soloist where the
        rules let the soloist lead."""
        if (view.dealer + 1) & 3 == view.seat:
            return True
        return solo and view.rules.solo_lead.value == "soloist"

    def _best_solo(self, view: PlayerView) -> tuple[float, Reservation | None]:
        """The rules' solo with the best :func:`hand_chance` and that chance (``(0, None)``
        when the rules allow none)."""
        leads = self._leads(view, True)
        return max(((hand_chance(view.hand, Contract.of(r), view.rules, leads=leads), r)
                    for r in view.rules.solos), key=lambda pair: pair[0], default=(0.0, None))

    def _normal_chance(self, view: PlayerView, re: bool) -> float:
        """The chance of the view's hand in a normal game for party Re (``re``) or Kontra."""
        return hand_chance(view.hand, Contract.NORMAL, view.rules, re=re,
                           leads=self._leads(view, False))

    def _solo_bar(self, view: PlayerView) -> float:
        seat = view.seat
        assert seat is not None
        return self.compulsory_chance if view.context.compulsory_solo[seat] else (
            self.solo_chance)

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
        """Reserve for a solo whose chance clears the bar (:attr:`solo_chance`, or
        :attr:`compulsory_chance` for a solo still owed), for a poverty (three trumps or
        fewer), for a marriage (both club queens, unless the hand is strong enough to play
        them alone, :attr:`silent_chance`) or to throw a hopeless hand in."""
        hand = view.hand
        healthy = next(a for a in actions if a.verb == "healthy")
        reserve = next((a for a in actions if a.verb == "reserve"), healthy)
        chance, _ = self._best_solo(view)
        if chance >= self._solo_bar(view):
            return reserve, "solo_hand"
        trumps = sum(1 for c in hand if view.rules.normal_order.suit[c] == TRUMP)
        if view.rules.poverty and trumps <= 3:
            return reserve, "few_trumps"
        if hand.count(Card.CQ) == 2 and hand_chance(
                hand, Contract.SOLO_DIAMONDS, view.rules,
                leads=self._leads(view, False)) < self.silent_chance:
            return reserve, "both_club_queens"
        if self._hopeless(view):
            return reserve, "hopeless_throw"
        return healthy, "no_reservation"

    def _declaration(self, view: PlayerView, actions: Sequence[Action]) -> _Choice:
        seat = view.seat
        assert seat is not None
        chance, solo = self._best_solo(view)
        by_kind = {a.reservation: a for a in actions if isinstance(a, Declare)}
        forced = view.context.forced_solo == seat
        if Reservation.THROW in by_kind and self._hopeless(view):
            return by_kind[Reservation.THROW], "hopeless_throw"
        if solo is not None and solo in by_kind and (forced or chance >= self._solo_bar(view)):
            return by_kind[solo], "forced_solo" if forced else "solo_hand"
        if Reservation.POVERTY in by_kind:
            return by_kind[Reservation.POVERTY], "special_reservation"
        if Reservation.MARRIAGE in by_kind:
            return self._marriage(view, [a for a in actions
                                         if isinstance(a, Declare) and a.reservation.is_marriage])
        if solo is None or solo not in by_kind:  # the first declaration the hand allows
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
        wanted = "accept" if trumps >= self.poverty_trumps else "decline"
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
        return throw and max(self._normal_chance(view, True),
                             self._normal_chance(view, False)) < self.throw_chance

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
        """Re or kontra with a hand whose game has a chance of :attr:`announce_chance` or
        more, then no 90 with :attr:`no90_chance`, while it has played at most one card (the
        chance is of the hand as dealt); a solo's defenders announce nothing."""
        seat = view.seat
        calls = [a for a in view.legal_actions if isinstance(a, Announce)]
        party = view.parties[seat] if seat is not None else None
        if not calls or party is None or len(view.hand) < view.rules.cards_per_hand - 1:
            return None
        level = view.re_level if party is Party.RE else view.kontra_level
        contract = view.contract or Contract.NORMAL
        if contract.is_solo:
            if view.declarer != seat:
                return None
            chance = hand_chance(view.hand, contract, view.rules,
                                 leads=self._leads(view, True))
        else:
            chance = self._normal_chance(view, party is Party.RE)
        if level < 0 and chance >= self.announce_chance:
            return calls[0]
        if level == 0 and chance >= self.no90_chance:
            return calls[0]
        return None

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

