"""Swines and hyperswines (Schweinchen, doppelkopf-variants.md "Swines and hyperswines").

* **Where**: with ``swines`` on, in the normal game (the silent marriage and a Genscher game
  included), the marriage, the poverty if ``swines_in_poverty``, the diamonds solo unless
  ``swines_in_solo`` is ``none``, the clubs, spades and hearts solos if it is ``suits``.
  Hyperswines (``hyperswines`` on) exist wherever swines do.
* **Who**: the *swines holder* holds both swine cards (the trump suit's aces, see
  :func:`~trickgames.doppelkopf.contracts.swine_card`) when play starts; the *hyperswines
  holder* both hyperswine cards (the trump suit's nines, kings without nines), unless it is
  the swines holder and ``hyperswines_joint`` is off.
* **When they count** (``swines_announce``): ``automatic`` from the start of play; otherwise
  from the holder's ``announce swines``: ``before_play`` before the first card of trick 1,
  ``until_played`` while he still holds both, ``second_only`` (his second swine card only)
  once the trick of his first one is complete and was won by his own party (before a
  marriage's clarification trick: by himself), while he holds the second. Hyperswines count
  from ``announce hyperswines``, legal only while the swines count, with the same timing
  (``automatic``: from the start, when the swines count then).
* **Effect**: while they count the swine cards rank above the Dullen and the hyperswine cards
  above them (:attr:`Game.order <trickgames.doppelkopf.state.Game.order>`); no diamond ace is a
  fox (:mod:`~trickgames.doppelkopf.scoring`); with ``swines_dulle_first_wins`` the first of
  two Dullen wins (:mod:`~trickgames.doppelkopf.play`).
"""

from __future__ import annotations

import attrs

from trickgames._core.actions import illegal
from trickgames.doppelkopf.actions import AnnounceSwines, Swines
from trickgames.doppelkopf.cards import Card
from trickgames.doppelkopf.contracts import Contract, hyperswine_card, swine_card
from trickgames.doppelkopf.hands import both_held_by, copies
from trickgames.doppelkopf.parties import known_parties
from trickgames.doppelkopf.poor import POOR_LIMIT, give_count
from trickgames.doppelkopf.rules import Rules, SwinesAnnounce, SwinesInSolo, SwinesPovertyAnnounce
from trickgames.doppelkopf.state import (
    _FINISHED,
    _PLAY,
    _POVERTY_ACCEPTANCE,
    _POVERTY_GIVE,
    _VOID,
    Game,
    PovertyExchange,
    State,
    make_state,
)

__all__ = ["apply_swines", "before_passing", "check_swines", "start_swines", "swines_actions",
           "swines_exist"]

_AUTOMATIC = SwinesAnnounce.AUTOMATIC
_SECOND_ONLY_KNOWN = SwinesAnnounce.SECOND_ONLY_KNOWN
_SUIT_SOLOS = (Contract.SOLO_CLUBS, Contract.SOLO_SPADES, Contract.SOLO_HEARTS)
_EXCHANGE = (_POVERTY_GIVE, _POVERTY_ACCEPTANCE)


def before_passing(rules: Rules) -> bool:
    """Whether swines (and hyperswines) of a poverty are announced before the cards are
    passed on (``swines_poverty_announce`` ``before_passing`` with ``swines_announce``
    ``before_play``, FreeDoko ``SWINES_ANNOUNCEMENT_BEGIN``): from the poverty's declaration
    until the acceptance, by a seat holding both in its own hand."""
    return (rules.swines and rules.swines_in_poverty
            and rules.swines_announce is SwinesAnnounce.BEFORE_PLAY
            and rules.swines_poverty_announce is SwinesPovertyAnnounce.BEFORE_PASSING)


def swines_exist(rules: Rules, contract: Contract) -> bool:
    """Whether swines (and hyperswines) can exist in a game of ``contract`` under ``rules``.

    >>> from trickgames.doppelkopf.rules import DDV
    >>> swines_exist(DDV.replace(swines=True), Contract.POVERTY)
    True
    >>> swines_exist(DDV.replace(swines=True), Contract.SOLO_HEARTS)
    False
    """
    if not rules.swines:
        return False
    if contract is Contract.NORMAL or contract is Contract.MARRIAGE:
        return True
    if contract is Contract.POVERTY:
        return rules.swines_in_poverty
    if contract is Contract.SOLO_DIAMONDS:
        return rules.swines_in_solo is not SwinesInSolo.NONE
    return contract in _SUIT_SOLOS and rules.swines_in_solo is SwinesInSolo.SUITS


def start_swines(rules: Rules, game: Game, hands: tuple[int, ...],
                 pending: object = None) -> Game:
    """The game at the start of play with its swines and hyperswines holders (and, with
    ``automatic``, the swines and hyperswines that count from now on). ``pending`` is the
    poverty's :class:`~trickgames.doppelkopf.state.PovertyExchange` when play starts after a
    return: swines announced before the cards were passed (:func:`before_passing`) go to the
    seat now holding both, and lapse if the exchange parted them."""
    if not swines_exist(rules, game.contract):
        return game
    ace = swine_card(game.contract)
    assert ace is not None
    holder = both_held_by(hands, ace)
    hyper_holder = None
    hyper = hyperswine_card(game.contract, rules.nines)
    if rules.hyperswines:
        assert hyper is not None
        hyper_holder = both_held_by(hands, hyper)
        if hyper_holder is not None and hyper_holder == holder and not rules.hyperswines_joint:
            hyper_holder = None
    if isinstance(pending, PovertyExchange) and before_passing(rules):
        # Announced before the passing, or not at all: nothing more to announce now.
        holder = holder if pending.swines is not None else None
        if holder is None or pending.hyperswines is None:
            hyper_holder = None
        return attrs.evolve(game, swines=holder, swines_holder=holder,
                            hyperswines=hyper_holder, hyperswines_holder=hyper_holder,
                            hyperswine=hyper if hyper_holder is not None else None)
    if rules.swines_announce is _AUTOMATIC:
        if holder is None:
            return game
        return attrs.evolve(game, swines=holder, swines_holder=holder,
                            hyperswines=hyper_holder, hyperswines_holder=hyper_holder,
                            hyperswine=hyper if hyper_holder is not None else None)
    if holder is None and hyper_holder is None:
        return game
    return attrs.evolve(game, swines_holder=holder, hyperswines_holder=hyper_holder)


def _played_by(state: State, seat: int, card: int) -> int:
    """How many ``card`` the seat has played so far."""
    count = 0
    for trick in state.tricks:
        count += trick.played_by(seat) == card
    leader = state.trick_leader
    for i, played in enumerate(state.trick):
        count += (leader + i) & 3 == seat and played == card
    return count


def _second_only_problem(state: State, game: Game, seat: int,
                         ace: Card) -> tuple[str, str] | None:
    """Why the holder may not yet (or no longer) announce in ``second_only`` mode."""
    held = copies(state.hands[seat], ace)
    name = ace.name
    if held == 0:
        return "swines_too_late", f"cannot announce swines: both {name} are played"
    if held == 2:
        return "swines_not_yet", (f"cannot announce swines yet: only the second {name} "
                                  "counts, after the trick of the first is won by its party")
    for number, trick in enumerate(state.tricks, start=1):
        if trick.played_by(seat) == ace:
            winner = trick.winner
            if state.rules.swines_announce is _SECOND_ONLY_KNOWN:
                return _known_catcher_problem(state, seat, winner, name)
            if game.open or number < game.clarified_in:
                own = winner == seat  # before the clarification trick: only his own trick
            else:
                own = game.re[winner] == game.re[seat]
            if own:
                return None
            return "swines_too_late", (f"cannot announce swines: the trick of the first "
                                       f"{name} went to the other party")
    return "swines_not_yet", (f"cannot announce swines yet: the trick of the first {name} "
                              "is not complete")


def _known_catcher_problem(state: State, seat: int, catcher: int,
                           name: str) -> tuple[str, str] | None:
    """``second_only_known`` (FreeDoko ``SWINE_ONLY_SECOND``,
    ``Game::swines_announcement_valid``): the first fox must have been caught by the holder
    himself, or by a seat whose party the table knows (:func:`~trickgames.doppelkopf.parties.
    known_parties` of a spectator, FreeDoko's ``teaminfo``) to be the holder's, the holder's
    party known too, at the moment of the announcement."""
    if catcher == seat:
        return None
    known = known_parties(state)
    mine, theirs = known[seat], known[catcher]
    if mine is not None and theirs is mine:
        return None
    if mine is not None and theirs is not None:
        return "swines_too_late", (f"cannot announce swines: the trick of the first {name} "
                                   f"went to p{catcher}, of the other party")
    return "swines_not_yet", (f"cannot announce swines yet: the trick of the first {name} went "
                              f"to p{catcher}, and the table does not know that p{catcher} "
                              f"and p{seat} are partners (swines_announce second_only_known)")


def _problem(state: State, action: AnnounceSwines) -> tuple[str, str] | None:
    rules = state.rules
    seat = action.seat
    hyper = action.kind is Swines.HYPERSWINES
    word = action.kind.value
    if not rules.swines or (hyper and not rules.hyperswines):
        return "swines_not_in_this_game", f"cannot announce {word}: the rules have none"
    if rules.swines_announce is _AUTOMATIC:
        return "swines_automatic", (f"cannot announce {word}: they count by themselves "
                                    "(swines_announce automatic)")
    phase = state.phase
    if phase is _FINISHED or phase is _VOID:
        return "swines_too_late", f"cannot announce {word}: the deal is over"
    game = state.game
    if phase is not _PLAY or game is None:
        pending = state.pending
        if isinstance(pending, PovertyExchange) and before_passing(rules):
            if phase in _EXCHANGE:
                return _exchange_problem(state, pending, action)
            return "swines_too_late", (f"cannot announce {word}: in a poverty they are "
                                       "announced before the cards are passed on "
                                       "(swines_poverty_announce before_passing)")
        return "swines_not_yet", f"cannot announce {word} yet: the contract is not settled"
    if not swines_exist(rules, game.contract):
        return "swines_not_in_this_game", (f"cannot announce {word}: there are none in a "
                                           f"{game.contract.value} game")
    if game.contract is Contract.POVERTY and before_passing(rules):
        if (game.hyperswines if hyper else game.swines) is not None:
            return "swines_already_announced", f"cannot announce {word} twice"
        return "swines_too_late", (f"cannot announce {word}: in a poverty they are announced "
                                   "before the cards are passed on (swines_poverty_announce "
                                   "before_passing)")
    mode = rules.swines_announce
    played = bool(state.tricks or state.trick)
    if not hyper:
        if game.swines is not None:
            return "swines_already_announced", "cannot announce swines twice"
        if game.swines_holder != seat:
            return "swines_not_held", "cannot announce swines without both swine cards"
        ace = swine_card(game.contract)
        assert ace is not None
        if mode is SwinesAnnounce.BEFORE_PLAY and played:
            return "swines_too_late", "cannot announce swines after the first card"
        if mode is SwinesAnnounce.UNTIL_PLAYED and copies(state.hands[seat], ace) < 2:
            return "swines_too_late", f"cannot announce swines after playing a {ace.name}"
        if mode.second_only:
            return _second_only_problem(state, game, seat, ace)
        return None
    if game.hyperswines is not None:
        return "swines_already_announced", "cannot announce hyperswines twice"
    card = hyperswine_card(game.contract, rules.nines)
    assert card is not None
    if game.hyperswines_holder != seat:
        both = copies(state.hands[seat], card) + _played_by(state, seat, card) == 2
        if both and seat == game.swines_holder:
            return "hyperswines_not_joint", ("cannot announce hyperswines: the swines holder "
                                             "has none (hyperswines_joint off)")
        return "swines_not_held", "cannot announce hyperswines without both hyperswine cards"
    if game.swines is None and not _joint_swines_now(state, seat):
        return "hyperswines_need_swines", "cannot announce hyperswines before the swines count"
    if mode is SwinesAnnounce.BEFORE_PLAY and played:
        return "swines_too_late", "cannot announce hyperswines after the first card"
    if copies(state.hands[seat], card) < 2:
        return "swines_too_late", f"cannot announce hyperswines after playing a {card.name}"
    return None


def _joint_swines_now(state: State, seat: int) -> bool:
    """Whether ``seat``'s hyperswines announcement announces its swines with them
    (``hyperswines_joint``, FreeDoko ``SWINES_AND_HYPERSWINES_JOINT``,
    ``Game::hyperswines_announce``): it holds the swines too, and may announce them now."""
    return (state.rules.hyperswines_joint
            and _problem(state, _ACTIONS[seat][0]) is None)


def _exchange_problem(state: State, exchange: PovertyExchange,
                      action: AnnounceSwines) -> tuple[str, str] | None:
    """Why a swines (hyperswines) announcement is refused during a poverty's exchange, with
    :func:`before_passing`: it needs both cards in the seat's own hand (the cards passed on
    do not count), once per deal; the poor player may not announce swines when he passes
    more than three cards (FreeDoko ``Game::swines_announcement_valid``, "fox do not count");
    hyperswines need swines announced (or, ``hyperswines_joint``, come with the seat's
    own)."""
    rules = state.rules
    seat = action.seat
    hand = state.hands[seat]
    ace = swine_card(Contract.POVERTY)
    assert ace is not None
    if action.kind is Swines.SWINES:
        if exchange.swines is not None:
            return "swines_already_announced", "cannot announce swines twice"
        if copies(hand, ace) < 2:
            return "swines_not_held", "cannot announce swines without both swine cards"
        if seat == exchange.poor and give_count(rules, hand) > POOR_LIMIT:
            return "swines_not_held", ("cannot announce swines: the poor player passes more "
                                       "than three cards (FreeDoko)")
        return None
    if exchange.hyperswines is not None:
        return "swines_already_announced", "cannot announce hyperswines twice"
    card = hyperswine_card(Contract.POVERTY, rules.nines)
    assert card is not None
    if copies(hand, card) < 2:
        return "swines_not_held", "cannot announce hyperswines without both hyperswine cards"
    joint = exchange.swines == seat or copies(hand, ace) == 2
    if joint and not rules.hyperswines_joint:
        return "hyperswines_not_joint", ("cannot announce hyperswines: the swines holder has "
                                         "none (hyperswines_joint off)")
    if exchange.swines is None and not (
            joint and _exchange_problem(state, exchange, _ACTIONS[seat][0]) is None):
        return "hyperswines_need_swines", "cannot announce hyperswines before the swines count"
    return None


def check_swines(state: State, action: AnnounceSwines) -> None:
    """Raise unless the swines (hyperswines) announcement is legal now."""
    problem = _problem(state, action)
    if problem is not None:
        raise illegal(action, *problem)


def apply_swines(state: State, action: AnnounceSwines) -> State:
    """The state after a legal swines (hyperswines) announcement: they count from now on."""
    game = state.game
    swines = action.kind is Swines.SWINES
    if game is None:  # a poverty's exchange (before_passing): they go with the cards
        exchange = state.pending
        assert isinstance(exchange, PovertyExchange)
        exchange = (attrs.evolve(exchange, swines=action.seat) if swines else attrs.evolve(
            exchange, hyperswines=action.seat,
            swines=action.seat if exchange.swines is None else exchange.swines))
        return make_state(deal=state.deal, phase=state.phase, turn=state.turn,
                          hands=state.hands, calls=state.calls, pending=exchange,
                          history=(state.history, action))
    if swines:
        game = attrs.evolve(game, swines=action.seat)
    else:  # hyperswines_joint: the holder's swines with them, if they do not count yet
        game = attrs.evolve(game, hyperswines=action.seat,
                            hyperswine=hyperswine_card(game.contract, state.rules.nines),
                            swines=action.seat if game.swines is None else game.swines)
    return make_state(deal=state.deal, phase=state.phase, turn=state.turn, hands=state.hands,
                      trick=state.trick, tricks=state.tricks, game=game, calls=state.calls,
                      pending=state.pending, history=(state.history, action))


#: Interned swines announcements by seat: (swines, hyperswines).
_ACTIONS = tuple((AnnounceSwines(seat, Swines.SWINES), AnnounceSwines(seat, Swines.HYPERSWINES))
                 for seat in range(4))


def swines_actions(state: State,
                   seats: tuple[int, ...] | None = None) -> tuple[AnnounceSwines, ...]:
    """The legal swines and hyperswines announcements of ``seats`` (``None``: every seat)."""
    game = state.game
    if game is None:
        pending = state.pending
        if (not isinstance(pending, PovertyExchange) or state.phase not in _EXCHANGE
                or not before_passing(state.rules)):
            return ()
        # A poverty's exchange: every seat holding both in its own hand.
        return tuple(action for seat in (seats if seats is not None else range(4))
                     for action in _ACTIONS[seat]
                     if _problem(state, action) is None)
    # Only the swines holder can announce swines, and only the hyperswines holder hyperswines
    # (:func:`_problem`): one action to judge for each.
    out: list[AnnounceSwines] = []
    for seat, kind in ((game.swines_holder, 0), (game.hyperswines_holder, 1)):
        if seat is None or (seats is not None and seat not in seats):
            continue
        action = _ACTIONS[seat][kind]
        if _problem(state, action) is None:
            out.append(action)
    return tuple(out)
