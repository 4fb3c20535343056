"""Property-based tests of the Doppelkopf engine over random legal deals of random option
combinations (doppelkopf.md; OpenSpiel-style random simulations checking invariants after
every step). The deals come from the public strategies of :mod:`trickgames.testing`. The
properties both games share (the triad, records, deals, zero-sum scores, views) are tested
once over both in tests/test_games.py."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import combinations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from trickgames import GAMES, IllegalActionError, testing
from trickgames import doppelkopf as dk
from trickgames.doppelkopf.parties import known_parties
from trickgames.doppelkopf.state import PovertyExchange
from trickgames.doppelkopf.view import view

from .._hidden import mentioned
from ..test_games import assert_refused
from .helpers import spec_scores
from .test_marriage import spec_clarification
from .test_parties import settled_game
from .test_view import hidden_cards

GAME = "doppelkopf"
ENTRY = GAMES[GAME]

_RESERVATIONS = tuple(dk.Reservation)
_SEATS = range(4)


# -- the full action universe --------------------------------------------------------------


def _card_choices(cards: tuple[dk.Card, ...], sizes: set[int]) -> set[tuple[dk.Card, ...]]:
    return {tuple(sorted(c)) for size in sizes for c in combinations(cards, size)}


def _passed_counts(state: dk.State) -> set[int]:
    """3, and the number of cards the poverty variants ask for now and one more and one fewer
    (doppelkopf-variants.md "Poverty variants": exactly as many cards as the rules require)."""
    asked = {len(a.cards) for a in dk.legal_actions(state)  # type: ignore[attr-defined]
             if isinstance(a, dk.Give | dk.Return)}
    return {3, *asked, *(n + 1 for n in asked), *(n - 1 for n in asked if n)}


def action_universe(state: dk.State) -> Iterator[dk.Action]:
    """Every action any seat could try now: each card by each seat, each announcement (swines
    and hyperswines included) and Genscher by each seat, every reservation and poverty verb by
    each seat (give/return with every 3 cards of the seat to act in a poverty exchange, and
    every choice of as many cards as the rules ask, one more and one fewer; else with a few
    sample cards, some not held)."""
    exchange = state.phase in (dk.Phase.POVERTY_GIVE, dk.Phase.POVERTY_RETURN)
    for seat in _SEATS:
        for card in dk.Card:
            yield dk.Play(seat, card)
        for call in dk.Call:
            yield dk.Announce(seat, call)
        for kind in dk.Swines:
            yield dk.AnnounceSwines(seat, kind)
        for other in _SEATS:
            yield dk.Genscher(seat, other)
        yield dk.Healthy(seat)
        yield dk.Reserve(seat)
        for reservation in _RESERVATIONS:
            if reservation.selector == state.rules.marriage_selectors[0].value:
                continue  # another way to write plain marriage (test_reservations.py)
            yield dk.Declare(seat, reservation)
        yield dk.Accept(seat)
        yield dk.Decline(seat)
        hand = state.hand(seat)
        if exchange and seat == state.turn:
            choices = _card_choices(hand, _passed_counts(state))
        else:
            choices = {tuple(hand[:3])} if len(hand) >= 3 else set()
        choices.add((dk.Card.D9, dk.Card.D9, dk.Card.D9))  # nobody holds three
        if hand:
            choices.add((hand[0], dk.Card.CA, dk.Card.CA) if hand[0] != dk.Card.CA
                        else (hand[0], dk.Card.SA, dk.Card.SA))
        for cards in choices:
            yield dk.Give(seat, cards)
            yield dk.Return(seat, cards)


def assert_the_rest_is_refused(state: dk.State) -> None:
    """The legal actions are in the universe, and every other action of the universe is
    refused by ``check`` with a code and a message naming the seat (the legal ones pass the
    triad: tests/test_games.py, for both games)."""
    legal = set(dk.legal_actions(state))
    universe = set(action_universe(state))
    assert legal <= universe, f"outside the universe: {legal - universe}"
    assert_refused(ENTRY, state, universe - legal)


# -- cards -----------------------------------------------------------------------------------


def cards_in_play(state: dk.State) -> Counter[dk.Card]:
    """The cards of the hands, the tricks, the current trick and a poverty exchange in
    transit (given but not yet taken)."""
    found: Counter[dk.Card] = Counter()
    for seat in _SEATS:
        found.update(state.hand(seat))
    for trick in state.tricks:
        found.update(trick.cards)
    found.update(state.trick)
    pending = state.pending
    if isinstance(pending, PovertyExchange) and state.phase in (
        dk.Phase.POVERTY_ACCEPTANCE,
        dk.Phase.VOID,
    ):
        found.update(pending.given)
    return found


def assert_cards_conserved(state: dk.State) -> None:
    """Hands + played cards + poverty cards in transit = the deck; hand sizes follow play."""
    assert cards_in_play(state) == Counter(dk.deck(state.rules))
    if state.phase in (dk.Phase.PLAY, dk.Phase.FINISHED):
        n = state.rules.cards_per_hand
        leader = state.trick_leader
        played_now = {(leader + i) & 3 for i in range(len(state.trick))}
        for seat in _SEATS:
            expected = n - len(state.tricks) - (seat in played_now)
            assert state.hand_size(seat) == expected


def playthroughs(**kwargs: object) -> st.SearchStrategy[testing.Playthrough]:
    return testing.playthroughs(GAME, **kwargs)  # type: ignore[arg-type]


# -- per-step properties ---------------------------------------------------------------------


#: The full check at every step costs about a quarter of a second a deal: a third of the
#: profile's examples (20 with the default profile's 60).
_EVERY_STEP_EXAMPLES = max(5, settings().max_examples // 3)


@settings(max_examples=_EVERY_STEP_EXAMPLES)
@given(playthroughs(stop=lambda s: False))
def test_every_step_every_action_outside_legal_actions_is_refused(
    run: testing.Playthrough,
) -> None:
    """records.md Validation, doppelkopf.md Reservations, Poverty, Announcements: at every
    step every action of the Doppelkopf vocabulary that ``legal_actions`` does not list (any
    card, announcement, reservation or poverty verb of any seat; give and return with every
    three cards of the seat to act in a poverty exchange) is refused by ``check`` with a code
    and a reason, and ``is_legal`` says no."""
    for state in run.states:
        assert_the_rest_is_refused(state)


@given(playthroughs(), st.data())
def test_sampled_steps_every_action_outside_legal_actions_is_refused(
    run: testing.Playthrough, data: st.DataObject
) -> None:
    """records.md Validation: the check of the previous test at three sampled moments of many
    more deals (any stopping point, finished deals included)."""
    picks = data.draw(st.lists(st.sampled_from(run.states), min_size=1, max_size=3))
    for state in [*picks, run.final]:
        assert_the_rest_is_refused(state)


@given(playthroughs())
def test_cards_are_conserved_at_every_step(run: testing.Playthrough) -> None:
    """doppelkopf.md Cards and ranking, Poverty: after every step the hands, the played cards
    and a poverty exchange in transit are exactly the deck (48 cards, or 40 without nines)."""
    for state in run.states:
        assert_cards_conserved(state)


@given(playthroughs())
def test_parties_and_deadlines_agree_with_the_engine_at_every_step(
    run: testing.Playthrough,
) -> None:
    """doppelkopf.md Announcements (parties as each seat knows them, announcement
    deadlines): what a seat (or a spectator) knows of the parties is never wrong, a seat
    knows its own party once the game is settled, everybody knows all at the end, and the
    deadlines say exactly which announcements are legal now."""
    for state in run.states:
        game = settled_game(state)
        for seat in [*_SEATS, None]:
            known = known_parties(state, seat)
            if game is None:
                assert known == (None, None, None, None)
                continue
            for s in _SEATS:
                assert known[s] in (None, game.party(s))
            if seat is not None and not game.open:
                assert known[seat] is game.party(seat)
            if state.phase is dk.Phase.FINISHED:
                assert known == tuple(game.party(s) for s in _SEATS)
        for seat in _SEATS:
            for deadline in dk.announcement_deadlines(state, seat):
                legal = dk.is_legal(state, dk.Announce(seat, deadline.call))
                assert deadline.legal == legal
                assert bool(deadline.reason) != legal


def test_an_announced_club_queen_that_is_played_is_counted_once() -> None:
    """doppelkopf.md Announcements (each names its party): a club queen shown by p3's ``re``
    and then played is counted once, so p0 does not conclude that p3 held both (minimal
    reproduction of a failure of the property above)."""
    state = dk.deal("ddv", dealer=0, hands=[
        ["CK", "SK", "S9", "S9", "HT", "HQ", "HJ", "DA", "DA", "DK", "DJ", "DJ"],
        ["CA", "CK", "CQ", "CJ", "ST", "HA", "HA", "HK", "HQ", "DT", "DQ", "D9"],
        ["CA", "CT", "C9", "C9", "SA", "ST", "SK", "SQ", "SJ", "HT", "H9", "DQ"],
        ["CT", "CQ", "CJ", "SA", "SQ", "SJ", "HK", "HJ", "H9", "DT", "DK", "D9"],
    ])
    for line in ["p1 healthy", "p2 healthy", "p3 healthy", "p0 healthy", "p1 play CA",
                 "p2 play CA", "p3 announce re", "p3 play CT", "p0 play CK", "p1 play CK",
                 "p2 play CT", "p3 play CQ"]:
        state = dk.apply(state, line)
    assert known_parties(state, 0) == (dk.Party.KONTRA, None, None, dk.Party.RE)


# -- an independent model of trick play, written from the spec -------------------------------

_C = dk.Card
_QUEENS = [_C.CQ, _C.SQ, _C.HQ, _C.DQ]
_JACKS = [_C.CJ, _C.SJ, _C.HJ, _C.DJ]
_SUIT_OF_SOLO = {
    dk.Contract.SOLO_CLUBS: dk.Suit.CLUBS,
    dk.Contract.SOLO_SPADES: dk.Suit.SPADES,
    dk.Contract.SOLO_HEARTS: dk.Suit.HEARTS,
}


_PICTURE_TRUMPS = {
    dk.Contract.SOLO_KINGS: "CK SK HK DK",
    dk.Contract.SOLO_QUEENS_JACKS: "CQ SQ HQ DQ CJ SJ HJ DJ",
    dk.Contract.SOLO_KINGS_JACKS: "CK SK HK DK CJ SJ HJ DJ",
    dk.Contract.SOLO_KINGS_QUEENS: "CK SK HK DK CQ SQ HQ DQ",
    dk.Contract.SOLO_KOEHLER: "CK SK HK DK CQ SQ HQ DQ CJ SJ HJ DJ",
}


def spec_trumps(contract: dk.Contract, swines: bool, hyperswines: bool = False,
                nines: bool = True, dullen: bool = True) -> list[dk.Card]:
    """doppelkopf.md Cards and ranking, Swines; doppelkopf-variants.md "Swines and
    hyperswines" (Effect): the trumps high to low; without Dullen (docs/freedoko.md) HT is
    no trump, but an ordinary ten of the hearts solo's trump suit."""
    if contract in _PICTURE_TRUMPS:  # doppelkopf-variants.md "More solos", table
        return [dk.Card.parse(c) for c in _PICTURE_TRUMPS[contract].split()]
    if contract is dk.Contract.SOLO_QUEENS:
        return list(_QUEENS)
    if contract is dk.Contract.SOLO_JACKS:
        return list(_JACKS)
    if contract is dk.Contract.SOLO_ACES:
        return []
    suit = _SUIT_OF_SOLO.get(contract, dk.Suit.DIAMONDS)
    low = [c for c in dk.Card if c.suit == suit and c.rank in (
        dk.Rank.ACE, dk.Rank.TEN, dk.Rank.KING, dk.Rank.NINE) and (c != _C.HT or not dullen)]
    trumps = [*([_C.HT] if dullen else []), *_QUEENS, *_JACKS, *low]
    if swines:
        ace = next(c for c in low if c.rank is dk.Rank.ACE)
        trumps.remove(ace)
        trumps.insert(0, ace)
        if hyperswines:
            nine = next(c for c in low if c.rank is (dk.Rank.NINE if nines else dk.Rank.KING))
            trumps.remove(nine)
            trumps.insert(0, nine)
    return trumps


def spec_swines_exist(rules: dk.Rules, contract: dk.Contract) -> bool:
    """doppelkopf-variants.md "Swines and hyperswines", Where."""
    if not rules.swines:
        return False
    solo = rules.swines_in_solo.value
    return (contract in (dk.Contract.NORMAL, dk.Contract.MARRIAGE)
            or (contract is dk.Contract.POVERTY and rules.swines_in_poverty)
            or (contract is dk.Contract.SOLO_DIAMONDS and solo != "none")
            or (contract in _SUIT_OF_SOLO and solo == "suits"))


def spec_holders(state: dk.State) -> tuple[int | None, int | None]:
    """doppelkopf-variants.md "Swines and hyperswines", Who: the swines and hyperswines
    holders when play starts (the state before the first card)."""
    game = state.game
    assert game is not None
    rules = state.rules
    if not spec_swines_exist(rules, game.contract):
        return None, None
    suit = _SUIT_OF_SOLO.get(game.contract, dk.Suit.DIAMONDS)
    cards = [c for c in dk.Card if c.suit == suit]
    ace = next(c for c in cards if c.rank is dk.Rank.ACE)
    hyper = next(c for c in cards if c.rank is (dk.Rank.NINE if rules.nines else dk.Rank.KING))
    holder = next((s for s in _SEATS if state.hand(s).count(ace) == 2), None)
    hyper_holder = next((s for s in _SEATS if state.hand(s).count(hyper) == 2), None)
    if not rules.hyperswines or (hyper_holder == holder and not rules.hyperswines_joint):
        hyper_holder = None
    return holder, hyper_holder


def spec_strength(card: dk.Card, trumps: list[dk.Card]) -> tuple[str, int]:
    """(effective suit, strength): trumps are suit "T"; plain cards rank A T K Q J 9."""
    if card in trumps:
        return "T", len(trumps) - trumps.index(card)
    return card.suit.name, 10 - card.rank


def spec_winner(cards: tuple[dk.Card, ...], trumps: list[dk.Card], dulle: dk.Dulle,
                last: bool) -> int:
    """doppelkopf.md Cards and ranking, option dulle: the index of the winning card."""
    second_dulle = _C.HT in trumps and (
        dulle is dk.Dulle.SECOND_WINS
        or (dulle is dk.Dulle.SECOND_WINS_EXCEPT_LAST_TRICK and not last)
    )
    best = 0
    for i in range(1, len(cards)):
        suit, strength = spec_strength(cards[i], trumps)
        best_suit, best_strength = spec_strength(cards[best], trumps)
        dulle_wins = cards[i] == cards[best] == _C.HT and second_dulle
        trumps_it = suit == "T" and best_suit != "T"
        if dulle_wins or trumps_it or (suit == best_suit and strength > best_strength):
            best = i
    return best


def spec_first_leader(state: dk.State) -> int:
    """doppelkopf.md Who leads trick 1."""
    game = state.game
    assert game is not None
    forehand = (state.dealer + 1) % 4
    if not game.contract.is_solo:
        return forehand
    lead = state.rules.solo_lead
    if (lead is dk.SoloLead.SOLOIST
            or (lead is dk.SoloLead.COMPULSORY_SOLOIST and (game.compulsory or game.forced))
            or (lead is dk.SoloLead.FORCED_SOLOIST and game.forced)):
        return game.declarer  # type: ignore[return-value]
    return forehand


@given(playthroughs(stop=lambda s: False))
def test_trick_play_follows_the_spec(run: testing.Playthrough) -> None:
    """doppelkopf.md Cards and ranking, Swines, Who leads trick 1; doppelkopf-variants.md
    "Swines and hyperswines": an independent model of the trump order, following suit, the
    trick winner (equal cards, Dulle option, swines and hyperswines as they come to count)
    and the first leader agrees with the engine at every card."""
    trumps: list[dk.Card] = []
    swines = hyperswines = started = False
    for before, action, after in run.steps():
        if before.phase is not dk.Phase.PLAY:
            continue
        game = before.game
        assert game is not None
        rules = before.rules
        if not started:
            started = True
            holder, hyper_holder = spec_holders(before)
            assert (game.swines_holder, game.hyperswines_holder) == (
                (holder, hyper_holder if holder is not None else None)
                if rules.swines_announce.value == "automatic" else (holder, hyper_holder))
            swines = holder is not None and rules.swines_announce.value == "automatic"
            hyperswines = swines and hyper_holder is not None
            assert game.swines == (holder if swines else None)
            trumps = spec_trumps(game.contract, swines, hyperswines, rules.nines, rules.dullen)
            assert before.turn == spec_first_leader(before)
        if isinstance(action, dk.AnnounceSwines):  # they count from now on
            swines = True
            hyperswines = hyperswines or action.kind is dk.Swines.HYPERSWINES
            trumps = spec_trumps(game.contract, swines, hyperswines, rules.nines, rules.dullen)
        if not isinstance(action, dk.Play):
            continue
        hand = before.hand(before.turn)
        if before.trick:
            led = spec_strength(before.trick[0], trumps)[0]
            follow = {c for c in hand if spec_strength(c, trumps)[0] == led}
        else:
            follow = set()
        allowed = follow or set(hand)
        plays = {a.card for a in dk.legal_actions(before, before.turn) if isinstance(a, dk.Play)}
        assert plays == allowed
        if len(after.tricks) > len(before.tricks):
            trick = after.tricks[-1]
            last = len(after.tricks) == before.rules.cards_per_hand
            dulle = before.rules.dulle
            if swines and before.rules.swines_dulle_first_wins:
                dulle = dk.Dulle.FIRST_WINS  # doppelkopf-variants.md Swines, Dulle
            index = spec_winner(trick.cards, trumps, dulle, last)
            assert trick.winner == (trick.leader + index) % 4
            assert dk.trick_winner(trick.cards, game.contract, before.rules, swines=swines,
                                   hyperswines=hyperswines, last_trick=last) == index
            assert after.turn == (trick.winner if not last else -1)


# -- an independent model of the reservation round and the marriage ------------------------


def _priority(reservation: dk.Reservation, owes: bool, rules: dk.Rules) -> int:
    """doppelkopf.md Reservations 4, doppelkopf-variants.md "Reservations: the priority
    ladder": marriage < poverty < throw < solo < compulsory solo, the throw above all with
    throw_priority above_solo; with marriage_before_poverty (FreeDoko's
    MARRIAGE_BEFORE_POVERTY) the marriage above the poverty."""
    if reservation.is_solo:
        return 4 if owes else 3
    if reservation is dk.Reservation.THROW:
        return 5 if rules.throw_priority.value == "above_solo" else 2
    poverty = reservation is dk.Reservation.POVERTY
    return int(poverty != rules.marriage_before_poverty)


def spec_throw_allowed(rules: dk.Rules, hand: tuple[dk.Card, ...]) -> bool:
    """doppelkopf-variants.md "Throwing in": the hand as dealt meets an enabled criterion."""
    criteria = rules.throw_in.to_json()
    nines = sum(c.rank is dk.Rank.NINE for c in hand)
    kings = sum(c.rank is dk.Rank.KING for c in hand)
    normal = dk.card_order(dk.Contract.NORMAL, dullen=rules.dullen)
    above_fox = [c for c in hand if (c == _C.HT and rules.dullen)
                 or c.rank in (dk.Rank.QUEEN, dk.Rank.JACK)]
    return ((nines >= criteria.get("nines", 99)) or (kings >= criteria.get("kings", 99))
            or (nines + kings >= criteria.get("nines_and_kings", 99))
            or (sum(c.points for c in hand) >= criteria.get("points", 999))
            or (criteria.get("fox_highest_trump", False) and not above_fox)
            or (sum(normal.is_trump(c) for c in hand) <= criteria.get("max_trumps", -1)))


def _could(state: dk.State, seat: int) -> int:
    """The highest priority a reserving seat's hand allows (-1: none)."""
    rules = state.rules
    hand = state.deal.hands[seat]
    owes = state.deal.context.compulsory_solo[seat]
    allowed = [dk.Reservation.MARRIAGE] if hand.count(_C.CQ) == 2 else []
    normal = dk.card_order(dk.Contract.NORMAL, dullen=rules.dullen)
    fox_counts = rules.poverty_fox.value == "counts"
    trumps = sum(normal.is_trump(c) and (fox_counts or c != _C.DA) for c in hand)
    if rules.poverty and trumps <= 3:  # doppelkopf-variants.md "Poverty variants"
        allowed.append(dk.Reservation.POVERTY)
    if spec_throw_allowed(rules, hand):
        allowed.append(dk.Reservation.THROW)
    allowed += rules.solos
    return max((_priority(r, owes, rules) for r in allowed), default=-1)


def _game_settled(state: dk.State) -> bool:
    return state.phase in (dk.Phase.PLAY, dk.Phase.FINISHED, dk.Phase.VOID) and not (
        state.game is not None and state.game.open
    )


@given(testing.states(GAME, stop=_game_settled))
def test_the_reservation_round_settles_the_contract_as_specified(state: dk.State) -> None:
    """doppelkopf.md Reservations, Marriage, Poverty: who speaks, when the declarations stop,
    which declaration wins (priority, then the earlier seat), compulsory and forced solos, the
    silent marriage and the marriage partner (first of tricks 1-3 the marriage player does
    not win; else he plays alone) follow from the record as the spec says."""
    context = state.deal.context
    owes = context.compulsory_solo
    forehand = (state.dealer + 1) % 4
    spoken = [a for a in state.actions if isinstance(a, dk.Healthy | dk.Reserve)]
    declared = [a for a in state.actions if isinstance(a, dk.Declare)]
    if context.forced_solo is not None:
        assert spoken == []
        assert [a.seat for a in declared] == [context.forced_solo]
        assert declared[0].reservation.is_solo
        reserving = [context.forced_solo]
    else:
        assert [a.seat for a in spoken] == [(forehand + i) % 4 for i in range(4)]
        reserving = [a.seat for a in spoken if isinstance(a, dk.Reserve)]
        assert [a.seat for a in declared] == reserving[: len(declared)]
    best: dk.Declare | None = None
    rules = state.rules
    for i, action in enumerate(declared):
        if best is None or _priority(action.reservation, owes[action.seat], rules) > _priority(
            best.reservation, owes[best.seat], rules
        ):
            best = action
        top = _priority(best.reservation, owes[best.seat], rules)
        later = reserving[i + 1 :]
        could_outrank = any(top < _could(state, s) for s in later)
        assert could_outrank == (i < len(declared) - 1), "the declarations stopped wrongly"
    if best is not None and best.reservation is dk.Reservation.THROW:
        assert spec_throw_allowed(rules, state.deal.hands[best.seat])
        assert state.phase is dk.Phase.VOID and state.game is None  # thrown in: void
        assert dk.score(state).to_json() == {"scores": [0, 0, 0, 0], "winner": None,
                                             "redeal": True}
        return
    game = state.game
    if best is None:
        assert declared == []
        assert game is not None
        holders = [s for s in _SEATS if state.deal.hands[s].count(_C.CQ) == 2]
        assert game.contract is dk.Contract.NORMAL
        assert game.silent == bool(holders)
        assert game.declarer == (holders[0] if holders else None)
        assert game.re == tuple(
            (s in holders) if holders else _C.CQ in state.deal.hands[s] for s in _SEATS
        )
        return
    if best.reservation is dk.Reservation.POVERTY:
        if state.phase is dk.Phase.VOID:
            answers = [a.verb for a in state.actions if isinstance(a, dk.Accept | dk.Decline)]
            poor = state.deal.hands[best.seat]
            trumps = sum(1 for c in poor if state.rules.normal_order.is_trump(c))
            if state.rules.poverty_redeal_one_trump and trumps <= 1:
                assert answers == []  # FreeDoko THROW_WITH_ONE_TRUMP: dealt again at once
            else:
                assert answers == ["decline"] * 3
            return
        assert game is not None
        acceptor = next(a.seat for a in state.actions if isinstance(a, dk.Accept))
        assert game.contract is dk.Contract.POVERTY
        assert (game.declarer, game.partner) == (best.seat, acceptor)
        assert game.re == tuple(s in (best.seat, acceptor) for s in _SEATS)
        return
    assert game is not None
    assert game.declarer == best.seat
    if best.reservation.is_marriage:
        # doppelkopf-variants.md "Marriage variants": the selector and the clarification
        # trick as that section's steps say (test_marriage.spec_clarification).
        assert game.contract is dk.Contract.MARRIAGE
        named = best.reservation.selector
        assert game.selector.value == (named or rules.marriage_selectors[0].value)
        number, partner = spec_clarification(state)
        assert game.clarified_in == number
        assert game.shift == number - 1
        if partner is None:
            assert game.solo
            assert not game.compulsory
            assert game.re == tuple(s == best.seat for s in _SEATS)
        else:
            assert game.partner == partner
            assert game.re == tuple(s in (best.seat, partner) for s in _SEATS)
        return
    assert game.contract.value == best.reservation.value
    assert game.solo
    assert game.compulsory == owes[best.seat]
    assert game.forced == (context.forced_solo == best.seat)
    assert game.re == tuple(s == best.seat for s in _SEATS)


# -- finished deals --------------------------------------------------------------------------


@given(testing.finished_states(GAME))
def test_the_soloist_scores_three_times_and_each_party_its_value(state: dk.State) -> None:
    """doppelkopf.md Scoring: in every game scored as a solo (declared, silent or failed
    marriage) the soloist gets three times the value, each opponent the value once; otherwise
    each Re seat the value, each Kontra seat its negative (that the scores sum to zero, and
    are zero in a void deal, is one test over both games in tests/test_games.py)."""
    result = dk.score(state)
    if result.redeal:
        return
    game = state.game
    assert game is not None
    scored_as_solo = (
        game.contract.is_solo
        or game.silent
        or (game.contract is dk.Contract.MARRIAGE and game.partner is None)
    )
    assert result.solo == scored_as_solo == game.solo
    assert game.re.count(True) == (1 if result.solo else 2)
    assert result.scores == spec_scores(state, result)
    if state.rules.counting is dk.Counting.PLUSMINUS:
        assert sum(result.scores) == 0
    assert result.value == sum(
        i.amount if i.party is dk.Party.RE else -i.amount for i in result.items
    )


# -- views -----------------------------------------------------------------------------------


def unseen_cards(state: dk.State, viewer: int | None) -> dict[int, list[dk.Card]]:
    """Per other seat, the cards as dealt that it has neither played nor passed in a poverty
    (nothing the viewer may have seen). With swines on, the swine cards of the game are left
    out: holding both changes which card wins a trick once the first is played (doppelkopf.md
    Swines); likewise the hyperswine cards, the diamond kings with Genscher, and every card
    when a later hand's throw could end the reservation round (doppelkopf-variants.md
    "Reservations: the priority ladder": the round ends once nobody could outrank)."""
    shown: list[Counter[dk.Card]] = [Counter() for _ in _SEATS]
    for action in state.actions:
        if isinstance(action, dk.Play):
            shown[action.seat][action.card] += 1
        elif isinstance(action, dk.Give | dk.Return):
            shown[action.seat].update(action.cards)
    rules, game = state.rules, state.game
    special: set[dk.Card] = set()  # the swine, hyperswine and Genscher cards of the game
    if game is not None:
        contract = game.contract
        suit = _SUIT_OF_SOLO.get(contract, dk.Suit.DIAMONDS)
        if rules.swines:
            special.add(next(c for c in dk.Card if c.suit == suit and c.rank is dk.Rank.ACE))
        if rules.hyperswines:
            rank = dk.Rank.NINE if rules.nines else dk.Rank.KING
            special.add(next(c for c in dk.Card if c.suit == suit and c.rank is rank))
        if rules.genscher:
            special.add(dk.Card.DK)
    out = {}
    for seat in _SEATS:
        if seat == viewer:
            continue
        cards = sorted((Counter(state.deal.hands[seat]) - shown[seat]).elements())
        cards = [c for c in cards if c not in special]
        if rules.throw_in.enabled and (rules.throw_priority.value == "above_solo"
                                       or not rules.solos):
            cards = []  # whether a later hand could throw decides when the round ends
        if cards:
            out[seat] = cards
    return out


@given(playthroughs(), st.data())
def test_a_view_does_not_change_when_unseen_cards_are_swapped(
    run: testing.Playthrough, data: st.DataObject
) -> None:
    """docs/frontend.md "What is hidden, and when it is revealed": a seat's view (or a
    spectator's) is unchanged when unplayed cards it cannot see are swapped between
    the other seats' dealt hands and the same actions are replayed."""
    # A finished deal has no unplayed card left: look at a moment before its end instead.
    state = run.final if run.final.phase is not dk.Phase.FINISHED else data.draw(
        st.sampled_from(run.states[:-1]), label="moment"
    )
    viewer = data.draw(st.sampled_from([0, 1, 2, 3, None]), label="viewer")
    unseen = unseen_cards(state, viewer)
    assume(len(unseen) >= 2)
    first, second = data.draw(
        st.lists(st.sampled_from(sorted(unseen)), min_size=2, max_size=2, unique=True),
        label="seats",
    )
    mine = data.draw(st.sampled_from(unseen[first]), label="card of the first seat")
    theirs = data.draw(st.sampled_from(unseen[second]), label="card of the second seat")
    assume(mine != theirs)
    hands = [list(h) for h in state.deal.hands]
    hands[first].remove(mine)
    hands[first].append(theirs)
    hands[second].remove(theirs)
    hands[second].append(mine)
    other = dk.deal(state.rules, hands=hands, dealer=state.dealer, context=state.deal.context)
    for action in state.actions:
        try:
            other = dk.apply(other, action)
        except IllegalActionError:
            assume(False)  # the swapped deal does not allow the same play
    if state.game is not None and other.game is not None:
        # An announcement is made for the announcer's party, which it thereby makes public
        # ("p2 announce no90" means "Kontra, no 90" if p2 is Kontra): a swap that changes
        # that party changes the public meaning of the play.
        announcers = {a.seat for a in state.actions if isinstance(a, dk.Announce)}
        assume(all(state.game.party(s) is other.game.party(s) for s in announcers))
    assert view(other, viewer) == view(state, viewer)
    assert view(other, viewer).to_json() == view(state, viewer).to_json()


# -- random combinations of the marriage, solo, poverty, announcement and Bock options ------

_DEADLINES = [None, {"re": 11, "no90": 9, "no60": 6, "no30": 3, "schwarz": 3, "last": 3},
              {"re": 9, "no90": 9, "no60": 5, "no30": 2, "schwarz": 1}]
#: doppelkopf-variants.md Options: the options of the marriage, solo, poverty, announcement
#: and Bock variants drawn together, on every preset, with the poverty on.
VARIANT_RULES = testing.rules(GAME, vary=False, options={
    "poverty": True,
    "marriage_selectors": st.lists(st.sampled_from(list(dk.MarriageSelector)), min_size=1,
                                   max_size=4, unique=True).map(lambda v: [s.value for s in v]),
    "marriage_tricks": st.integers(1, 10),
    "marriage_first_decides": st.booleans(),
    "solos": st.lists(st.sampled_from([r.value for r in dk.Reservation if r.is_solo]),
                      unique=True),
    "poverty_pass": st.sampled_from(["three", "trumps", "three_and_foxes"]),
    "poverty_fox": st.sampled_from(["counts", "not_counted"]),
    "poverty_redeal_one_trump": st.booleans(),
    "marriage_before_poverty": st.booleans(),
    "announcement_deadlines": st.sampled_from(_DEADLINES),
    "announcement_last_floor": st.sampled_from(["cards_in_hand", "tricks_to_play"]),
    "announcement_till_full_trick": st.booleans(),
    "announcement_reply": st.booleans(),
    "re_kontra_doubles": st.booleans(),
    "bock_multiplier": st.integers(2, 4),
})


@given(testing.playthroughs(GAME, rules=VARIANT_RULES, announce=0.4))
def test_house_rules_keep_the_cards_the_scores_and_the_records(run: testing.Playthrough) -> None:
    """doppelkopf-variants.md Options, "Scoring order" 5: under random combinations of the
    marriage, solo, poverty, announcement and Bock options every finished deal has 240 card
    points, scores summing to zero (a soloist three times), every step's legal actions pass
    and the rest is refused, and the record replays to the same state and score (round
    trip)."""
    for state in run.states[:: max(1, len(run.states) // 6)]:
        assert_the_rest_is_refused(state)
    final = run.final
    record = dk.to_record(final)
    again = dk.replay(record)
    assert again == final
    assert dk.to_record(again).to_json() == record.to_json()
    if not final.is_over:
        return
    result = dk.score(final)
    if result.redeal:
        assert result.scores == (0, 0, 0, 0)
        return
    assert result.scores == spec_scores(final, result)
    assert result.card_points is not None
    assert result.card_points.re + result.card_points.kontra == 240
    factor = final.rules.bock_multiplier ** final.deal.context.bock
    assert result.value % factor == 0


# -- the house rules of part A (doppelkopf-variants.md) ------------------------------------

#: Random combinations of the swines, throwing-in, Genscher and extra-point options, with
#: swines and Genscher switched on (the other options drawn as usual).
HOUSE_RULES = testing.rules(GAME, options={
    "swines": True,
    "genscher": True,
    "swines_announce": st.sampled_from(["automatic", "before_play", "until_played",
                                        "second_only", "second_only_known"]),
    "hyperswines": st.booleans(),
    "throw_in": st.sampled_from([{}, {"nines": 3}, {"points": 70}, {"max_trumps": 4}]),
    "extra_points": st.sampled_from([[], ["fox_caught_last_trick", "fox_wins_last_trick",
                                          "dulle_caught", "heart_trick", "double_charlie"]]),
})


@given(testing.playthroughs(GAME, rules=HOUSE_RULES))
def test_house_rules_keep_the_invariants(run: testing.Playthrough) -> None:
    """Under random combinations of swines (every announcement mode, hyperswines), throwing
    in, Genscher and the extra points: 240 card points, zero-sum scores, the record replays to
    the same state, and no view names a hidden card after a swines announcement or a Genscher
    (doppelkopf-variants.md Swines, Throwing in, Genscher, Extra special points; Record
    grammar additions: the new actions are public)."""
    final = run.final
    if final.is_over:
        result = dk.score(final)
        assert result.scores == ((0, 0, 0, 0) if result.redeal else spec_scores(final, result))
        if not result.redeal:
            assert result.card_points is not None
            assert result.card_points.re + result.card_points.kontra == 240
    assert dk.replay(dk.to_record(final)) == final
    for state in run.states:
        last = state.history[1] if state.history is not None else None
        if isinstance(last, dk.AnnounceSwines | dk.Genscher):
            unknown = hidden_cards(state)
            for seat in (0, 1, 2, 3, None):
                data = view(state, seat).to_json()
                assert not mentioned(data, unknown[seat]), (seat, data)
