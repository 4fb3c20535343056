"""The Sauspiel's called ace (Rufsau): calling conditions and the holder's duties.

**Calling.** The declarer calls the ace of Eichel, Gras or Schellen (never Herz, which is
trump). He must hold at least one non-trump card of that suit and must not hold its ace. Who
can call no suit cannot play a Sauspiel.

**The holder** of the called ace is the declarer's secret partner. Let X be the called suit;
X is *searched* by the first trick led with a non-trump card of X.

1. When X is led, the holder must play the ace, unless he ran away.
2. Until X has been searched he must not discard the ace on another lead, except in the last
   trick.
3. Leading: while X is unsearched he may lead X only with the ace, unless he then holds at
   least ``running_away_min`` cards of X (ace included): then he may lead any of them
   (running away, davonlaufen), which searches X. He may lead the ace at any time.
4. The caller himself may play or discard his X cards freely.

Once X is searched the ace is an ordinary card (after running away the holder follows X with
any X card when X is led again). In the last trick every seat holds one card and plays it.

>>> from trickgames.schafkopf.hands import hand_mask
>>> from trickgames.schafkopf.cards import Card
>>> callable_suits(hand_mask([Card.EO, Card.E9, Card.GA, Card.G7, Card.SZ]), short=False)
(<Suit.EICHEL: 0>, <Suit.SCHELLEN: 3>)
"""

from __future__ import annotations

from collections.abc import Sequence

from trickgames.schafkopf.cards import CARDS, Card, Rank, Suit
from trickgames.schafkopf.contracts import Contract, card_order

__all__ = [
    "CALLABLE_SUITS",
    "call_problem",
    "callable_suits",
    "holder_cards",
    "holder_duty",
    "holder_problem",
]

#: The suits whose ace may be called.
CALLABLE_SUITS: tuple[Suit, ...] = (Suit.EICHEL, Suit.GRAS, Suit.SCHELLEN)


def callable_suits(mask: int, short: bool) -> tuple[Suit, ...]:
    """The suits a hand (a mask) may call: a non-trump card of the suit, not its ace."""
    # Two ``&`` per suit, and the answer is one of eight shared tuples (by a 3-bit code).
    (e_ace, e_plain), (g_ace, g_plain), (s_ace, s_plain) = _CALL_TESTS[short]
    return _CALLABLE[(1 if mask & e_plain and not mask & e_ace else 0)
                     | (2 if mask & g_plain and not mask & g_ace else 0)
                     | (4 if mask & s_plain and not mask & s_ace else 0)]


#: Per deck (short or not): for Eichel, Gras and Schellen, the bit of the ace and the mask of
#: the suit's non-trump cards.
_CALL_TESTS: dict[bool, tuple[tuple[int, int], ...]] = {
    short: tuple((1 << (s * 8 + Rank.ACE), card_order(Contract.SAUSPIEL_EICHEL, short)
                  .suit_masks[s]) for s in CALLABLE_SUITS)
    for short in (False, True)
}
#: The callable suits by code (bit ``i`` for ``CALLABLE_SUITS[i]``).
_CALLABLE: tuple[tuple[Suit, ...], ...] = tuple(
    tuple(s for i, s in enumerate(CALLABLE_SUITS) if code >> i & 1) for code in range(8)
)


def call_problem(mask: int, suit: Suit, short: bool) -> tuple[str, str] | None:
    """``(code, reason)`` why a hand may not call the ace of ``suit``, or ``None``."""
    ace = CARDS[suit * 8 + Rank.ACE]
    if mask >> ace & 1:
        return "call_own_ace", f"cannot call the {ace.name}: it holds that ace itself"
    if not mask & card_order(Contract.SAUSPIEL_EICHEL, short).suit_masks[suit]:
        return "call_without_suit", (
            f"cannot call the {ace.name}: it holds no {suit.word} card besides the Ober and "
            "Unter (the caller needs a card of the called suit)"
        )
    return None


def holder_duty(
    hand: int, trick: Sequence[int], ace: int, called_suit: int, suit: Sequence[int],
    suit_masks: Sequence[int], running_away_min: int,
) -> tuple[int, str]:
    """The holder's duties while the called suit is unsearched, written once: the cards (a
    mask) the holder may play, and the code of the duty that keeps him from the others (``""``
    where only the follow-suit rule limits him). ``hand`` holds the ace (bit ``ace``) and at
    least one other card.

    * the called suit led: the ace (rule 1, ``must_play_called_ace``);
    * another suit led: his cards of it; holding none, anything but the ace (rule 2,
      ``called_ace_discard``);
    * leading: anything, if he holds ``running_away_min`` cards of the called suit or more;
      else no card of the called suit but the ace (rule 3, ``called_suit_lead``).
    """
    if trick:
        led = suit[trick[0]]
        if led == called_suit:
            return ace, "must_play_called_ace"
        follow = hand & suit_masks[led]
        return (follow, "") if follow else (hand ^ ace, "called_ace_discard")
    called = hand & suit_masks[called_suit]
    if called.bit_count() >= running_away_min:
        return hand, ""
    return (hand & ~called) | ace, "called_suit_lead"


def holder_cards(
    hand: int, trick: Sequence[int], ace: int, called_suit: int, suit: Sequence[int],
    suit_masks: Sequence[int], running_away_min: int,
) -> int:
    """The cards (a mask) the holder of the called ace may play while the called suit is
    unsearched (:func:`holder_duty`)."""
    return holder_duty(hand, trick, ace, called_suit, suit, suit_masks, running_away_min)[0]


def holder_problem(
    hand: int, trick: Sequence[int], card: Card, ace: Card, suit: Sequence[int],
    suit_masks: Sequence[int], running_away_min: int,
) -> tuple[str, str] | None:
    """``(code, reason)`` if the holder of the unsearched called ace may not play ``card``
    because of the called-ace rules (:func:`holder_duty`; the follow-suit rule is judged
    separately), else ``None``."""
    called_suit = suit[ace]
    allowed, duty = holder_duty(hand, trick, 1 << ace, called_suit, suit, suit_masks,
                                running_away_min)
    if allowed >> card & 1 or not duty:
        return None
    word = ace.suit.word.capitalize()
    if duty == "must_play_called_ace":
        return duty, f"must play the called ace {ace.name}: {word} is led for the first time"
    if duty == "called_ace_discard":
        return duty, (f"may not discard the called ace {ace.name} before {word} has been led "
                      "(only in the last trick)")
    held = (hand & suit_masks[called_suit]).bit_count()
    return duty, (
        f"may not lead {word} without the called ace {ace.name} while {word} is "
        f"unsearched: running away needs at least {running_away_min} {word} cards, "
        f"ace included (holds {held})"
    )
