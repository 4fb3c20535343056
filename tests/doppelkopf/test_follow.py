"""Following suit and the legal plays (doppelkopf.md "Cards and ranking": follow suit, every
contract's trumps; TSR 5.3.2): playable_mask against the rule as the spec words it.
legal_plays / PLAYS_OF against a plain listing of the interned plays, the same in both games,
are tested once in tests/test_games.py."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import given
from hypothesis import strategies as st

from trickgames import doppelkopf as dk
from trickgames import testing
from trickgames.doppelkopf.cards import Card, Rank, Suit
from trickgames.doppelkopf.contracts import Contract, card_order
from trickgames.doppelkopf.follow import playable_mask
from trickgames.doppelkopf.hands import LOW, hand_mask

from .helpers import cards

QUEENS = frozenset(cards("CQ SQ HQ DQ"))
JACKS = frozenset(cards("CJ SJ HJ DJ"))
KINGS = frozenset(cards("CK SK HK DK"))
PICTURE_TRUMPS = {
    Contract.SOLO_QUEENS: QUEENS, Contract.SOLO_JACKS: JACKS, Contract.SOLO_KINGS: KINGS,
    Contract.SOLO_QUEENS_JACKS: QUEENS | JACKS, Contract.SOLO_KINGS_JACKS: KINGS | JACKS,
    Contract.SOLO_KINGS_QUEENS: KINGS | QUEENS, Contract.SOLO_KOEHLER: KINGS | QUEENS | JACKS,
}
SUIT_OF_SOLO = {Contract.SOLO_CLUBS: Suit.CLUBS, Contract.SOLO_SPADES: Suit.SPADES,
                Contract.SOLO_HEARTS: Suit.HEARTS}


def spec_trumps(contract: Contract, dullen: bool = True) -> frozenset[Card]:
    """The trumps as doppelkopf.md "Cards and ranking" lists them: the normal game's (also
    marriage, poverty and the diamonds solo) HT, the queens, the jacks and the diamonds A T K
    9; a suit solo's with that suit instead of diamonds; only the queens / jacks in a queen /
    jack solo; none in an aces solo; the picture solos' kings, queens and jacks as
    doppelkopf-variants.md "More solos" lists them. Without Dullen (docs/freedoko.md, FreeDoko
    DOLLEN off) HT is no trump but in the hearts solo, whose trump suit it belongs to."""
    if contract in PICTURE_TRUMPS:
        return PICTURE_TRUMPS[contract]
    if contract is Contract.SOLO_ACES:
        return frozenset()
    suit = SUIT_OF_SOLO.get(contract, Suit.DIAMONDS)
    low = {c for c in Card
           if c.suit is suit and c.rank in (Rank.ACE, Rank.TEN, Rank.KING, Rank.NINE)}
    return frozenset(({Card.HT} if dullen else set()) | QUEENS | JACKS | low)


def spec_playable(held: Sequence[Card], trick: Sequence[Card], contract: Contract,
                  dullen: bool = True) -> int:
    """The cards (one bit per kind) the spec lets a seat holding ``held`` play to ``trick``:
    the led plain suit, or a trump if trump was led (trump counts as one suit); holding none
    of it, any card."""
    trumps = spec_trumps(contract, dullen)

    def suit(card: Card) -> object:
        return "trump" if card in trumps else card.suit

    allowed = set(held)
    if trick:
        followers = {c for c in held if suit(c) == suit(trick[0])}
        allowed = followers or allowed
    return sum(1 << c for c in allowed)


def hand_of(low: int, second: int) -> list[Card]:
    """The cards of the kinds in ``low``, the kinds also in ``second`` twice."""
    return [c for c in Card if low >> c & 1] + [c for c in Card if low & second >> c & 1]


# -- playable_mask -----------------------------------------------------------------------------


@given(low=st.integers(0, LOW), second=st.integers(0, LOW),
       trick=st.lists(st.sampled_from(Card), max_size=3),
       contract=st.sampled_from(Contract), swines=st.booleans())
def test_playable_mask_follows_suit_as_the_spec_says(low: int, second: int, trick: list[Card],
                                                     contract: Contract, swines: bool) -> None:
    """playable_mask is the follow-suit rule of doppelkopf.md "Cards and ranking" for any hand,
    lead and contract (swines or not): the led plain suit, or any trump if a trump was led
    (a led SQ asks for trump), else any card; one bit per kind, second copies or not."""
    held = hand_of(low, second)
    mask = hand_mask(held)
    order = card_order(contract, swines)
    assert playable_mask(mask, tuple(trick), order) == spec_playable(held, trick, contract)


def test_a_led_spade_queen_asks_for_trump_and_the_heart_ten_is_no_heart() -> None:
    """A led SQ asks for trump, not spades; HT is a trump in the normal game, so it neither
    follows a led heart nor lets the seat off following (doppelkopf.md "Cards and ranking")."""
    normal = card_order(Contract.NORMAL)
    hand = hand_mask(cards("SA S9 HT H9 DQ"))
    assert playable_mask(hand, (Card.SQ,), normal) == hand_mask(cards("HT DQ"))
    assert playable_mask(hand, (Card.HA,), normal) == 1 << Card.H9
    assert playable_mask(hand, (Card.SK, Card.SQ), normal) == hand_mask(cards("SA S9"))
    # In a queen solo HT is a plain heart and SQ a trump.
    queens = card_order(Contract.SOLO_QUEENS)
    assert playable_mask(hand, (Card.HA,), queens) == hand_mask(cards("HT H9"))
    assert playable_mask(hand, (Card.SQ,), queens) == 1 << Card.DQ


def test_without_a_card_of_the_led_suit_or_a_lead_any_card() -> None:
    """A seat that holds no card of the led suit, or leads, may play any card it holds (one bit
    per kind; doppelkopf.md "Cards and ranking")."""
    normal = card_order(Contract.NORMAL)
    hand = hand_mask(cards("CA CA SA H9 H9"))
    kinds = hand_mask(cards("CA SA H9"))
    assert playable_mask(hand, (Card.DA,), normal) == kinds  # trump led, no trump held
    assert playable_mask(hand, (), normal) == kinds
    assert playable_mask(0, (Card.CA,), normal) == 0


@given(testing.playthroughs("doppelkopf"))
def test_playable_mask_in_random_games(run: testing.Playthrough) -> None:
    """In every state of trick play of random legal deals, the cards the seat to play may play
    are those of the spec's follow-suit rule under the game's contract (doppelkopf.md "Cards and
    ranking")."""
    for state in run.states:
        if state.phase is not dk.Phase.PLAY:
            continue
        assert state.game is not None
        got = playable_mask(state.hands[state.turn], state.trick, state.game.order)
        assert got == spec_playable(state.hand(state.turn), state.trick, state.game.contract,
                                    state.rules.dullen)
