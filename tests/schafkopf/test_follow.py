"""Following suit and the legal plays (schafkopf.md "Cards, points, trumps": follow suit, all
trumps one suit; "Sauspiel (Rufspiel) and the called ace" items 1-4 for the ace's holder):
playable_mask against the rules as the spec words them. legal_plays / PLAYS_OF against a plain
listing of the interned plays, the same in both games, are tested once in tests/test_games.py."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import given
from hypothesis import strategies as st

from trickgames import schafkopf as sk
from trickgames import testing
from trickgames.schafkopf.called_ace import holder_duty
from trickgames.schafkopf.cards import Card, Rank, Suit
from trickgames.schafkopf.contracts import Contract, Kind, card_order
from trickgames.schafkopf.follow import playable_mask
from trickgames.schafkopf.hands import hand_mask
from trickgames.schafkopf.state import Game, make_game

from .helpers import cards

OBER = frozenset(c for c in Card if c.rank is Rank.OBER)
UNTER = frozenset(c for c in Card if c.rank is Rank.UNTER)


def spec_trumps(contract: Contract) -> frozenset[Card]:
    """The trumps of schafkopf.md's table: Sauspiel (and Herz-Solo) the Ober, the Unter and
    Herz; Solo X the Ober, the Unter and X; Wenz the Unter; Farbwenz X the Unter and X; Geier
    the Ober; Farbgeier X the Ober and X; schafkopf-variants.md 2: Hochzeit, Ramsch and Sie
    the Sauspiel's; Bettel and Bettel ouvert none."""
    kind = contract.kind
    if kind in (Kind.BETTEL, Kind.BETTEL_OUVERT):
        return frozenset()
    top = {Kind.WENZ: UNTER, Kind.FARBWENZ: UNTER, Kind.GEIER: OBER,
           Kind.FARBGEIER: OBER}.get(kind, OBER | UNTER)
    herz = (Kind.SAUSPIEL, Kind.HOCHZEIT, Kind.RAMSCH, Kind.SIE)
    suit = Suit.HERZ if kind in herz else contract.suit
    return top | frozenset(c for c in Card if c.suit is suit)


def spec_playable(held: Sequence[Card], trick: Sequence[Card], contract: Contract,
                  searched: bool, running_away_min: int) -> int:
    """The cards (a mask) schafkopf.md lets a seat holding ``held`` play to ``trick``.

    Anybody: the led suit, or a trump if trump was led (all trumps are one suit); holding none
    of it, any card. The holder of the called ace while its suit X is unsearched, with more
    than his last card: 1. X led: the ace; 2. another suit led: follow it, else anything but
    the ace; 3. leading: no X card but the ace, unless he holds at least ``running_away_min``
    X cards (ace included): then any card."""
    trumps = spec_trumps(contract)

    def suit(card: Card) -> object:
        return "trump" if card in trumps else card.suit

    ace = contract.called_ace
    allowed = set(held)
    if ace is not None and not searched and ace in held and len(held) > 1:
        called = {c for c in held if suit(c) == ace.suit}
        if trick and suit(trick[0]) == ace.suit:
            allowed = {ace}
        elif trick:
            allowed = {c for c in held if suit(c) == suit(trick[0])} or allowed - {ace}
        elif len(called) < running_away_min:
            allowed = (allowed - called) | {ace}
    elif trick:
        allowed = {c for c in held if suit(c) == suit(trick[0])} or allowed
    return sum(1 << c for c in allowed)


def game_of(contract: Contract, short: bool, searched: bool) -> Game:
    """The game of ``contract`` declared by p1 (a Sauspiel's partner p2)."""
    partner = 2 if contract.called_ace is not None else None
    return make_game(contract, 1, partner, short, searched or partner is None)


SAUSPIELE = [c for c in Contract if c.called_ace is not None]
MOSTLY = st.sampled_from((True, True, True, False))


@st.composite
def situations(draw: st.DrawFn, holder: bool = False
               ) -> tuple[list[Card], list[Card], Contract, bool, bool, int]:
    """A hand, a trick of other cards (empty: the seat leads), a game (a Sauspiel half the
    time), the deck, whether the called suit is searched and running_away_min. In a Sauspiel
    the hand mostly holds the unsearched called ace and some cards of its suit, and
    running_away_min is often just about what it holds. With ``holder``: always the
    unsearched called ace and another card."""
    short = draw(st.booleans())
    deck = list(sk.deck(sk.SHORT if short else None))
    contract = draw(st.sampled_from(SAUSPIELE) if holder or draw(st.booleans())
                    else st.sampled_from(Contract))
    ace = contract.called_ace
    others = [c for c in deck if c != ace]
    held = draw(st.lists(st.sampled_from(others), unique=True, min_size=holder, max_size=7))
    largest = 4 if short else 6
    running_away_min = draw(st.integers(1, largest))
    searched = False
    if ace is not None and (holder or draw(MOSTLY)):
        # More cards of the called suit (running away needs several).
        suit = [c for c in card_order(contract, short).plain_cards(ace.suit)
                if c != ace and c not in held]
        if suit:
            held += draw(st.lists(st.sampled_from(suit), unique=True, max_size=len(suit)))
        held = [ace, *held[:7]]
        count = sum(1 for c in held if c in card_order(contract, short).plain_cards(ace.suit))
        running_away_min = draw(st.sampled_from(
            [running_away_min, min(count, largest), min(count + 1, largest)]))
        searched = not holder and not draw(MOSTLY)
    else:
        searched = draw(st.booleans())
    rest = [c for c in deck if c not in held]
    leads = draw(st.booleans())
    trick = [] if leads else draw(st.lists(st.sampled_from(rest), unique=True, max_size=3))
    return held, trick, contract, short, searched, running_away_min


# -- playable_mask -----------------------------------------------------------------------------


@given(situations())
def test_playable_mask_is_the_spec_rule(
        situation: tuple[list[Card], list[Card], Contract, bool, bool, int]) -> None:
    """playable_mask is the follow-suit rule of schafkopf.md "Cards, points, trumps" (all trumps
    one suit, no duty to trump), and for the holder of the unsearched called ace the duties of
    "Sauspiel (Rufspiel) and the called ace" items 1-3, for any hand, lead, game and deck."""
    held, trick, contract, short, searched, running_away_min = situation
    game = game_of(contract, short, searched)
    got = playable_mask(hand_mask(held), tuple(trick), game, running_away_min)
    assert got == spec_playable(held, trick, contract, game.searched, running_away_min)


@given(situations(holder=True))
def test_the_holders_cards_are_holder_duty(
        situation: tuple[list[Card], list[Card], Contract, bool, bool, int]) -> None:
    """For the holder of the unsearched called ace (with more than that card) playable_mask is
    exactly called_ace.holder_duty's cards, the one statement of his duties (schafkopf.md
    "Sauspiel (Rufspiel) and the called ace")."""
    held, trick, contract, short, searched, running_away_min = situation
    game = game_of(contract, short, searched)
    hand = hand_mask(held)
    assert game.ace and hand & game.ace and hand != game.ace
    order = game.order
    duty, _ = holder_duty(hand, tuple(trick), game.ace, game.called_suit, order.suit,
                          order.suit_masks, running_away_min)
    assert playable_mask(hand, tuple(trick), game, running_away_min) == duty


def test_the_holders_duties_by_example() -> None:
    """The holder of the called Gras ace: must play it when Gras is led (item 1); may not
    discard it on another lead (item 2) but in the last trick; may lead Gras only with the ace
    unless he can run away (item 3); the caller himself is free (item 4) (schafkopf.md
    "Sauspiel (Rufspiel) and the called ace")."""
    game = game_of(Contract.SAUSPIEL_GRAS, False, False)
    hand = hand_mask(cards("GA GZ GK EA EZ SA"))
    assert playable_mask(hand, (Card.G9,), game, 4) == 1 << Card.GA
    assert playable_mask(hand, (Card.H7,), game, 4) == hand & ~(1 << Card.GA)  # no Herz
    assert playable_mask(hand, (Card.E7,), game, 4) == hand_mask(cards("EA EZ"))
    assert playable_mask(hand, (), game, 4) == hand_mask(cards("GA EA EZ SA"))
    assert playable_mask(hand, (), game, 3) == hand  # three Gras cards: he may run away
    assert playable_mask(1 << Card.GA, (Card.H7,), game, 4) == 1 << Card.GA  # the last trick
    caller = hand_mask(cards("G7 EA HO"))
    assert playable_mask(caller, (), game, 4) == caller
    searched = game_of(Contract.SAUSPIEL_GRAS, False, True)
    assert playable_mask(hand, (Card.G9,), searched, 4) == hand_mask(cards("GA GZ GK"))


def test_ober_and_unter_follow_trump_not_their_printed_suit() -> None:
    """Where the Ober and Unter are trumps they follow a trump lead, not their printed suit;
    in a Wenz the Ober are plain cards of their suit (schafkopf.md "Cards, points, trumps")."""
    hand = hand_mask(cards("GO GU G7 EA"))
    sauspiel = game_of(Contract.SAUSPIEL_EICHEL, False, True)
    assert playable_mask(hand, (Card.GA,), sauspiel, 4) == 1 << Card.G7
    assert playable_mask(hand, (Card.H7,), sauspiel, 4) == hand_mask(cards("GO GU"))
    wenz = game_of(Contract.WENZ, False, True)
    assert playable_mask(hand, (Card.GA,), wenz, 4) == hand_mask(cards("GO G7"))
    assert playable_mask(hand, (Card.SU,), wenz, 4) == 1 << Card.GU
    assert playable_mask(hand, (Card.S7,), wenz, 4) == hand  # no Schellen: any card


_SPEC_KINDS = ("sauspiel", "solo", "wenz", "farbwenz", "geier", "farbgeier")


@given(testing.playthroughs("schafkopf"))
def test_playable_mask_in_random_games(run: testing.Playthrough) -> None:
    """In every state of trick play of random legal deals the cards the seat to play may play
    are those of the spec's rules under the game, the called suit searched or not
    (schafkopf.md "Cards, points, trumps"; "Sauspiel (Rufspiel) and the called ace")."""
    for state in run.states:
        if state.phase is not sk.Phase.PLAY:
            continue
        game = state.game
        assert game is not None
        if game.contract.kind.value not in _SPEC_KINDS:
            continue  # the variants' orders and duties: test_variants.py, test_ramsch.py
        minimum = state.rules.running_away_min
        got = playable_mask(state.hands[state.turn], state.trick, game, minimum)
        assert got == spec_playable(state.hand(state.turn), state.trick, game.contract,
                                    game.searched, minimum)
