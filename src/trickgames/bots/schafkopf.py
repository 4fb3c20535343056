"""Computer players for Schafkopf: a random legal player and a rule-of-thumb player.

:class:`HeuristicPlayer` bids as club players do (docs/bots.md "The rule-of-thumb player"):
it counts the tricks a hand can take in each game (:func:`estimate`: the trump tricks of its
trumps against the others', the free aces, the blank tens that fall), plays a Sauspiel with a
fair hand and a solo, Wenz or Geier only with a hand made for it, and calls the ace of a short
suit. In play it counts the cards it has seen: as the declarer it draws trumps and leads the
called suit to bring in the partner's ace, as the partner it plays trumps back, as a defender
it searches the called ace; it gives points to a partner whose trick no opponent can still
take (schmieren), takes a trick with its cheapest sure card, and knocks or says Kontra only
with a strong hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from trickgames._core.rng import Rng
from trickgames._core.tricks import TRUMP
from trickgames.bots._base import (
    FEATURES,
    ExplainingPlayer,
    Table,
    beats,
    cheapest_plain,
    hand_features,
    hand_models,
    partner_wins,
    sentences,
    trump_tricks,
)
from trickgames.schafkopf import actions as act
from trickgames.schafkopf.bidding import is_sie_hand
from trickgames.schafkopf.cards import CARDS, POINTS, Card, Rank
from trickgames.schafkopf.contracts import (
    CLASS_LADDER,
    Contract,
    GameClass,
    Kind,
    SkCardOrder,
    card_order,
)
from trickgames.schafkopf.hands import hand_mask
from trickgames.schafkopf.hochzeit import hochzeit_trump
from trickgames.schafkopf.random_play import random_action, random_policy
from trickgames.schafkopf.state import Side
from trickgames.schafkopf.view import PlayerView

__all__ = ["REASONS", "HeuristicPlayer", "RandomPlayer", "hand_chance", "model_features",
           "random_action", "random_policy"]

#: An action and the code of its reason (in :data:`REASONS`).
_Choice = tuple[act.Action, str]

#: Why :class:`HeuristicPlayer` chose an action (:meth:`HeuristicPlayer.explain`): each reason
#: code with its English and German sentence, in one place (``schafkopf_reasons.json``).
REASONS: Mapping[str, tuple[str, str]] = sentences("trickgames.bots", "schafkopf_reasons.json")

#: How good a hand is for each kind of game (:func:`hand_chance`).
_MODELS = hand_models("trickgames.bots", "schafkopf_models.json")

#: The actions a seat may take off turn: a knock and the doublings (Kontra, Re).
_OFF_TURN: tuple[type[act.Action], ...] = (act.Knock, *act.DOUBLINGS)

#: The games chosen by the hand's shape (:meth:`HeuristicPlayer._special`), not by strength.
_NOT_BY_STRENGTH = frozenset({Contract.HOCHZEIT, Contract.BETTEL, Contract.BETTEL_OUVERT,
                              Contract.SIE})

#: The single-player games a hand is weighed for, by kind (each suit where the kind has one).
_SINGLE_KINDS = (Kind.SOLO, Kind.WENZ, Kind.FARBWENZ, Kind.GEIER, Kind.FARBGEIER)
_SUITED = frozenset({Kind.SOLO, Kind.FARBWENZ, Kind.FARBGEIER})


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


def _deck(order: SkCardOrder) -> list[Card]:
    """Every card of the deck (the order holds only the deck's cards)."""
    return [CARDS[c] for c in (*order.trumps, *(c for plain in order.plain for c in plain))]


def _model_key(contract: Contract, short: bool) -> str:
    """The name of the :class:`~trickgames.bots._base.HandModel` that weighs a hand for
    ``contract``: its kind (``sauspiel`` for every Sauspiel and the Hochzeit, whose trumps
    are a Sauspiel's) and the deck; a Farbgeier is weighed as a Farbwenz."""
    kind = contract.kind
    name = ("sauspiel" if not contract.is_single or kind is Kind.HOCHZEIT
            else "farbwenz" if kind is Kind.FARBGEIER else kind.value)
    return f"{name}-{'short' if short else 'long'}"


def hand_chance(hand: Sequence[Card], contract: Contract, short: bool = False,
                leads: bool = False) -> float:
    """The chance that ``hand`` wins ``contract`` as its declarer (the Sauspiel with the
    partner the call brings), ``leads`` when it leads the first trick: the fitted
    :class:`~trickgames.bots._base.HandModel` of the game's kind over the
    :func:`~trickgames.bots._base.hand_features` of the hand (``schafkopf_models.json``,
    fitted by ``benchmarks/bots_calibrate.py`` to deals these players played out).

    >>> from trickgames.schafkopf import Card
    >>> strong = [Card.parse(c) for c in "EO GO HO EU GU HA EA GA".split()]
    >>> weak = [Card.parse(c) for c in "SU H7 E7 E8 G7 G8 S7 S8".split()]
    >>> hand_chance(strong, Contract.SOLO_HERZ) > 0.9 > 0.1 > hand_chance(weak, Contract.SOLO_HERZ)
    True
    """
    return _MODELS[_model_key(contract, short)].chance(
        model_features(hand, contract, short, leads))


def model_features(hand: Sequence[Card], contract: Contract, short: bool = False,
                   leads: bool = False) -> tuple[int, ...]:
    """The :func:`~trickgames.bots._base.hand_features` :func:`hand_chance` weighs: those of
    ``hand`` under ``contract``'s card order in the long or ``short`` deck."""
    order = card_order(contract, short)
    return hand_features(order, hand, _deck(order), leads)


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


def _singles(games: frozenset[GameClass]) -> list[Contract]:
    """The single-player games (not Tout) of the kinds the rules enable."""
    return [c for c in Contract if c.declarable and not c.tout and c.is_single
            and c.kind in _SINGLE_KINDS and GameClass.of(c.kind) in games]


class HeuristicPlayer(ExplainingPlayer[PlayerView, act.Action]):
    """A rule-of-thumb player that sees only its view (see the module docstring)."""

    reasons = REASONS

    #: The least :func:`hand_chance` to play a Sauspiel ...
    sauspiel_chance = 0.6
    #: ... and a single-player game (a solo, Wenz, Geier and their suit forms).
    single_chance = 0.7
    #: Knock with a hand whose game has at least this chance.
    knock_chance = 0.85
    #: A defender says Kontra when it holds this share of the game's trumps (its own trump
    #: tricks counted, the others by half) and the declarer's side at most this share of
    #: the rest.
    kontra_threshold = 0.5
    #: The declarer answers a Kontra with Re when its game has at least this chance.
    re_chance = 0.9

    def _short(self, view: PlayerView) -> bool:
        return view.rules.deck.value == "short"

    def _size(self, view: PlayerView) -> int:
        """The cards each seat was dealt (6 in the short deck, else 8)."""
        return 6 if self._short(view) else 8

    def _chance(self, view: PlayerView, contract: Contract) -> float:
        """The :func:`hand_chance` of the view's hand for ``contract``."""
        return hand_chance(view.hand, contract, self._short(view),
                           (view.dealer + 1) & 3 == view.seat)

    def _best_single(self, view: PlayerView) -> tuple[float, Contract | None]:
        """The single-player game (no Tout) the hand is best for and its chance;
        ``(0, None)`` when the rules enable none."""
        return max(((self._chance(view, c), c) for c in _singles(view.rules.games)),
                   key=lambda pair: pair[0], default=(0.0, None))

    def _best_sauspiel(self, view: PlayerView) -> tuple[float, Contract | None]:
        """The Sauspiel to call (the ace of the suit held fewest cards of, then the one
        with the fewest points of it) and the hand's chance with it; ``(0, None)`` when it
        can call none."""
        if GameClass.SAUSPIEL not in view.rules.games:
            return 0.0, None
        short = self._short(view)
        calls = _callable(view.hand, short)
        if not calls:
            return 0.0, None

        def key(contract: Contract) -> tuple[int, int]:
            order = card_order(contract, short)
            suit = order.suit[contract.called_ace]  # type: ignore[index]
            cards = [c for c in view.hand if order.suit[c] == suit]
            return len(cards), sum(POINTS[c] for c in cards)

        call = min(calls, key=key)
        return self._chance(view, call), call

    def _plan(self, view: PlayerView) -> tuple[float, Contract | None]:
        """The game this hand wants to play and its chance: a single-player game when its
        chance is :attr:`single_chance` or more, else a Sauspiel when its chance is
        :attr:`sauspiel_chance` or more; ``(chance, None)`` when it wants none."""
        single_chance, single = self._best_single(view)
        if single is not None and single_chance >= self.single_chance:
            return single_chance, single
        sau_chance, call = self._best_sauspiel(view)
        if call is not None and sau_chance >= self.sauspiel_chance:
            return sau_chance, call
        return max(single_chance, sau_chance), None

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
            return self._bid(view, actions)
        if isinstance(first, act.Hold):
            return self._hold(view, actions)
        if isinstance(first, act.Declare):
            return self._declare(view, [a for a in actions if isinstance(a, act.Declare)])
        if isinstance(first, act.Play):
            return self._play(view, [a for a in actions if isinstance(a, act.Play)])
        return actions[0], "first_choice"

    # -- bidding ------------------------------------------------------------------------------

    def _bid(self, view: PlayerView, actions: Sequence[act.Action]) -> _Choice:
        """Bid with a hand for a game: after an earlier bid only for a single-player game
        (a later bidder must play one), else for a Sauspiel too."""
        _, plan = self._plan(view)
        wants = plan is not None and (plan.is_single or not view.bidders)
        wanted = act.Bid if wants else act.Pass
        return (next((a for a in actions if isinstance(a, wanted)), actions[0]),
                "strong_hand_bid" if wants else "weak_hand_pass")

    def _hold(self, view: PlayerView, actions: Sequence[act.Action]) -> _Choice:
        """In a resolution between bidders, hold with the lowest class allowed when its
        single-player game is of that class or higher; give up otherwise."""
        chance, single = self._best_single(view)
        holds = [a for a in actions if isinstance(a, act.Hold)]
        if single is not None and chance >= self.single_chance:
            mine = CLASS_LADDER.index(single.game_class)
            fits = [a for a in holds if CLASS_LADDER.index(a.game_class) <= mine]
            if fits:
                return min(fits, key=lambda a: a.game_class.rank), "hold_single"
        passes = (a for a in actions if isinstance(a, act.Pass))
        return next(passes, actions[0]), "give_up_claim"

    def _declare(self, view: PlayerView, declares: Sequence[act.Declare]) -> _Choice:
        """The planned game (a Tout of it when its trumps alone take a trick each and draw
        every other trump, and every plain card is the top one left of its suit); when it is
        not allowed (a resolution asked for more), the allowed game with the best chance."""
        short = self._short(view)
        declares = [a for a in declares if a.contract not in _NOT_BY_STRENGTH] or declares
        by_contract = {a.contract: a for a in declares}
        _, plan = self._plan(view)
        if plan is not None and plan.is_single:
            tout = Contract.make(plan.kind, plan.suit, tout=True)
            order = card_order(plan, short)
            features = dict(zip(FEATURES, hand_features(order, view.hand, _deck(order), False),
                                strict=True))
            if (tout in by_contract and features["control"]
                    and features["trump_tricks"] == features["trumps"]
                    and features["plain_losers"] == 0):
                return by_contract[tout], "tout_hand"
        if plan in by_contract:
            return by_contract[plan], "single_game" if plan.is_single else "call_short_suit"

        def chance(contract: Contract) -> float:
            return self._chance(view, contract) - (1.0 if contract.tout else 0.0)

        return by_contract[max(by_contract, key=chance)], "best_game"

    # -- knocking and doubling -----------------------------------------------------------

    def explain_interjection(self, view: PlayerView) -> tuple[act.Action | None, str]:
        """The off-turn action (a knock or a doubling, or ``None``) and why: knock with a
        hand whose game has a chance of :attr:`knock_chance` or more; Kontra as a defender
        holding many of the game's trumps; Re as the declarer whose game has a chance of
        :attr:`re_chance` or more."""
        seat = view.seat
        size = self._size(view)
        for action in view.legal_actions:
            if isinstance(action, act.Knock):
                chance, plan = self._plan(view)
                if plan is not None and chance >= self.knock_chance:
                    return action, "strong_knock"
            contract = view.contract
            if (not isinstance(action, act.DOUBLINGS) or contract is None
                    or contract in _DUCKING):
                continue
            order = card_order(contract, self._short(view))
            if isinstance(action, act.Kontra):
                mine = [c for c in view.hand if order.suit[c] == TRUMP]
                share = trump_tricks(order, view.hand, _deck(order))[0] + 0.5 * len(mine)
                others = len(order.trumps) - len(mine)
                if contract.is_single and share >= self.kontra_threshold * size and (
                        others <= len(order.trumps) * 0.75):
                    return action, "strong_double"
                if not contract.is_single and share >= self.kontra_threshold * size * 1.2:
                    return action, "strong_double"
            elif (isinstance(action, act.Re) and seat == view.declarer
                  and len(view.hand) == size
                  and self._chance(view, contract) >= self.re_chance):
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
        short = self._short(view)
        order = card_order(Contract.HOCHZEIT, short)
        gives = [a for a in actions if isinstance(a, act.Give)]
        if gives:
            return min(gives, key=lambda a: (POINTS[a.card], order.strength[a.card])), (
                "give_cheap")
        trumps = sum(1 for c in view.hand if order.suit[c] == TRUMP)
        strong = trumps >= 4 or hand_chance(view.hand, Contract.HOCHZEIT, short) >= (
            self.sauspiel_chance)
        wanted = act.Accept if strong else act.Decline
        return (next((a for a in actions if isinstance(a, wanted)), actions[-1]),
                "accept_hochzeit" if strong else "decline_hochzeit")

    def _duck(self, view: PlayerView, plays: Sequence[act.Play], order: SkCardOrder) -> _Choice:
        """Play for no trick: lead the lowest card; follow with the highest card that does not
        win the trick, or, when every card wins, the one with the fewest points."""
        if not view.trick:
            return min(plays, key=lambda p: (order.strength[p.card], POINTS[p.card])), (
                "lead_low")
        trick = view.trick
        under = [p for p in plays if order.winner_index((*trick, p.card)) != len(trick)]
        if under:
            return max(under, key=lambda p: (order.suit[p.card] == TRUMP,
                                             order.strength[p.card])), "stay_under"
        return min(plays, key=lambda p: (POINTS[p.card], -order.strength[p.card])), (
            "take_cheaply")

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
        table = Table(view, order, _deck(order))
        if not view.trick:
            return self._lead(view, plays, order, table)
        return self._follow(view, plays, order, table)

    def _lead(self, view: PlayerView, plays: Sequence[act.Play], order: SkCardOrder,
              table: Table) -> _Choice:
        seat = view.seat
        contract = view.contract
        assert seat is not None
        assert contract is not None
        strength = order.strength
        trumps = sorted((p for p in plays if order.suit[p.card] == TRUMP),
                        key=lambda p: -strength[p.card])
        out = table.count(TRUMP) > 0  # trumps the others may still hold
        declarer = seat == view.declarer
        side = view.parties[seat]
        ace = contract.called_ace
        called = order.suit[ace] if ace is not None else None
        searched = called is not None and ((ace not in table.unseen and ace not in view.hand)
                                           or any(order.suit[t.cards[0]] == called
                                                  for t in view.tricks))
        if declarer and trumps and out:
            if table.top(trumps[0].card) or len(trumps) >= 4:
                return trumps[0], "draw_trumps"
            if called is not None and not searched:
                mine = [p for p in plays if order.suit[p.card] == called]
                if mine:
                    return min(mine, key=lambda p: POINTS[p.card]), "lead_called_suit"
            if len(trumps) >= 3 or not contract.is_single:
                return trumps[-1], "draw_trumps"
        if (not declarer and side is Side.DECLARERS and trumps and out
                and not contract.is_single):
            return (trumps[0] if table.top(trumps[0].card) else trumps[-1]), "trump_back"
        if side is not Side.DECLARERS and called is not None and not searched:
            mine = [p for p in plays if order.suit[p.card] == called]
            if mine:
                return min(mine, key=lambda p: POINTS[p.card]), "search_called_ace"
        # a free ace (the highest card left of its suit) of a suit the other side has not
        # shown void in, before the suit is trumped
        enemies = [s for s in range(4) if s != seat and (side is None
                                                         or view.parties[s] is not side)]
        ruffers = [s for s in enemies if TRUMP not in table.voids[s]] if out else []
        for play in sorted(plays, key=lambda p: -POINTS[p.card]):
            suit = order.suit[play.card]
            if (suit != TRUMP and table.top(play.card)
                    and not any(suit in table.voids[s] for s in ruffers)):
                return play, "lead_ace"
        plain = [p for p in plays if order.suit[p.card] != TRUMP]
        if declarer and trumps and (out or not plain):
            return trumps[0], "draw_trumps"
        if plain:
            def longest(play: act.Play) -> tuple[int, int, int]:
                suit = order.suit[play.card]
                length = sum(1 for c in view.hand if order.suit[c] == suit)
                return POINTS[play.card], -length, strength[play.card]

            return min(plain, key=longest), "cheap_lead"
        return cheapest_plain(plays, order, POINTS), "cheap_lead"

    def _follow(self, view: PlayerView, plays: Sequence[act.Play], order: SkCardOrder,
                table: Table) -> _Choice:
        trick = view.trick
        seat = view.seat
        assert seat is not None
        led = order.suit[trick[0]]
        index = order.winner_index(trick)
        best = trick[index]
        side = view.parties[seat]
        behind = [(seat + k) & 3 for k in range(1, 4 - len(trick))]
        enemies = [s for s in behind if side is None or view.parties[s] is not side]
        points = sum(POINTS[c] for c in trick)
        strength = order.strength
        if partner_wins(view, index) and table.safe(led, best, enemies, len(behind)):
            return max(plays, key=lambda p: self._smear_value(p.card, order)), "feed_partner"
        winning = [p for p in plays if beats(order, led, best, p.card)]
        sure = [p for p in winning if table.safe(led, p.card, enemies, len(behind))]
        if partner_wins(view, index):
            if sure and points >= 10:
                return min(sure, key=lambda p: strength[p.card]), "secure_trick"
            return self._discard(plays, order), "cheap_discard"
        if sure:
            cheapest = min(sure, key=lambda p: (strength[p.card], -POINTS[p.card]))
            if points >= 3 or order.suit[cheapest.card] != TRUMP or not behind:
                return cheapest, "win_trick"
        if winning and behind and points >= 10:
            return max(winning, key=lambda p: strength[p.card]), "win_points"
        return self._discard(plays, order), "cheap_discard"

    @staticmethod
    def _smear_value(card: Card, order: SkCardOrder) -> tuple[float, int]:
        """How good a card is to give a partner's sure trick: its points, less for a trump
        the side still needs (an Ober or Unter is kept)."""
        keep = order.suit[card] == TRUMP and card.rank in (Rank.OBER, Rank.UNTER)
        return (POINTS[card] - (20 if keep else 0), -order.strength[card])

    @staticmethod
    def _discard(plays: Sequence[act.Play], order: SkCardOrder) -> act.Play:
        """The card to throw to a trick it does not take: a plain card before a trump, then
        the fewest points, then the lowest."""
        def cost(play: act.Play) -> tuple[bool, int, int]:
            card = play.card
            return (order.suit[card] == TRUMP, POINTS[card], order.strength[card])

        return min(plays, key=cost)
