"""The result of a deal and its payouts, itemised.

**Winning.** The declaring side wins with 61 card points or more (60:60 loses). A Tout wins
only when the declarer takes every trick.

**Schneider and Schwarz** (not in a Tout). ``schneider`` = ``asymmetric``: the declaring side
wins schneider with 91 or more and loses schneider with 30 or less; ``symmetric``: the losing
side has 30 or less. ``schwarz`` = ``tricks``: the losing side took no trick; ``points``: it
took no card points. Schwarz implies schneider (both are paid).

**Laufende**: see :mod:`~trickgames.schafkopf.laufende`; paid for either side.

**Value** = (base + schneider + schwarz + laufende · L) · 2^(knocks + doublings), where base
is the tariff's ``sauspiel`` or ``solo`` (every single-player game) and each term counts only
when it applies. A Tout: (base + laufende · L) · 2 · 2^(knocks + doublings).

**Payouts.** Sauspiel: each seat of the winning side +value, each loser -value.
Single-player games: the declarer ±3·value, each opponent ∓value. They always sum to zero.

>>> from trickgames.schafkopf import deal, apply
>>> state = deal("standard", seed=1)
>>> for line in ["p1 pass", "p2 pass", "p3 pass", "p0 pass"]:
...     state = apply(state, line)
>>> score(state).to_json()
{'payouts': [0, 0, 0, 0], 'redeal': True}
"""

from __future__ import annotations

from typing import Any

import attrs

from trickgames._core.errors import TrickgamesError
from trickgames._core.values import fast_constructor
from trickgames.schafkopf.cards import POINTS
from trickgames.schafkopf.contracts import Contract
from trickgames.schafkopf.laufende import run_in
from trickgames.schafkopf.rules import Rules, Schneider, Schwarz
from trickgames.schafkopf.state import Phase, State

__all__ = ["CardPoints", "Score", "ScoreItem", "score"]


@attrs.frozen(weakref_slot=False)
class CardPoints:
    """Card points and tricks of the declaring side and the defenders."""

    declarers: int
    defenders: int
    declarer_tricks: int
    defender_tricks: int

    def to_json(self) -> dict[str, int]:
        """The record's ``card_points`` object."""
        return {"declarers": self.declarers, "defenders": self.defenders}


@attrs.frozen(weakref_slot=False)
class ScoreItem:
    """One line of a payout breakdown.

    ``code`` is stable (for programs and translations): ``base``, ``schneider``, ``schwarz``,
    ``laufende`` are added (``amount`` in tariff units); ``tout``, ``knocks``, ``doublings``
    multiply (``amount`` is the factor). ``label`` is a short English text.
    """

    code: str
    amount: int
    label: str
    factor: bool = False

    def to_json(self) -> dict[str, Any]:
        """The item as JSON."""
        return {"code": self.code, "amount": self.amount, "label": self.label,
                "factor": self.factor}


@attrs.frozen(weakref_slot=False)
class Score:
    """The outcome of a deal with its itemised breakdown.

    ``payouts`` are per seat in tariff units (cents), summing to zero. ``value`` is what each
    Sauspiel seat, or each opponent of a single-player game, wins or loses (the declarer of a
    single-player game three times that). ``won`` says whether the declaring side won
    (``None`` for a redeal). ``laufende`` is the run of top trumps of one side (held by the
    declaring side if ``laufende_declarers``), paid only if ``laufende_paid``.
    """

    payouts: tuple[int, int, int, int]
    redeal: bool = False
    contract: Contract | None = None
    declarer: int | None = None
    partner: int | None = None
    won: bool | None = None
    card_points: CardPoints | None = None
    base: int = 0
    schneider: bool = False
    schwarz: bool = False
    laufende: int = 0
    laufende_declarers: bool = False
    laufende_paid: bool = False
    knocks: int = 0
    doublings: int = 0
    tout: bool = False
    factor: int = 1
    value: int = 0
    items: tuple[ScoreItem, ...] = ()

    @classmethod
    def void(cls, knocks: int = 0) -> Score:
        """The score of a void deal (everybody passed): a redeal, all payouts 0."""
        return cls((0, 0, 0, 0), redeal=True, knocks=knocks)

    def to_json(self) -> dict[str, Any]:
        """The record's ``result`` object."""
        if self.redeal:
            return {"payouts": [0, 0, 0, 0], "redeal": True}
        assert self.card_points is not None
        return {"payouts": list(self.payouts), "card_points": self.card_points.to_json()}

    def details(self) -> dict[str, Any]:
        """Everything a frontend may show: the result plus the breakdown."""
        out = self.to_json()
        if not self.redeal:
            assert self.contract is not None
            out.update({
                "contract": self.contract.value,
                "declarer": self.declarer,
                "partner": self.partner,
                "won": self.won,
                "value": self.value,
                "factor": self.factor,
                "items": [i.to_json() for i in self.items],
            })
        return out

    def breakdown(self) -> str:
        """A readable breakdown, one item per line, the value last.

        Lines read ``+20   Sauspiel`` (added) or ``x4    2 knocks`` (a factor).
        """
        if self.redeal:
            return "everybody passed: redeal, no payouts"
        lines = []
        for item in self.items:
            sign = "x" if item.factor else "+"
            lines.append(f"{sign}{item.amount:<4d} {item.label}")
        value = self.value
        if self.partner is not None:
            side, other = "seat of the declaring side", "defender"
            if not self.won:
                side, other = other, side
            lines.append(f"= {value} won by each {side}, lost by each {other}")
        elif self.won:
            lines.append(f"= {value} paid by each opponent: the declarer wins {3 * value}")
        else:
            lines.append(f"= {value} paid to each opponent: the declarer loses {3 * value}")
        return "\n".join(lines)


#: ``CardPoints(*fields)`` and ``Score(*fields)``, built like the game states (see
#: :mod:`trickgames._core.values`): every scored deal makes one of each.
_new_card_points = fast_constructor(CardPoints)
_new_score = fast_constructor(Score)

# Enum member lookups cost about 0.2 µs each; score() compares against these.
_VOID, _FINISHED = Phase.VOID, Phase.FINISHED
_TRICKS, _ASYMMETRIC = Schwarz.TRICKS, Schneider.ASYMMETRIC


def score(state: State) -> Score:
    """The score of a finished or void deal; :class:`~trickgames.TrickgamesError` before.

    >>> from trickgames.schafkopf import deal, apply, legal_actions
    >>> s = deal("sauspiel", seed=4)
    >>> while not s.is_over:
    ...     s = apply(s, legal_actions(s)[-1])
    >>> sum(score(s).payouts)
    0
    """
    phase = state.phase
    if phase is _VOID:
        return Score.void(state.knocks)
    if phase is not _FINISHED:
        raise TrickgamesError(
            f"the deal is not over (phase {state.phase.value}, trick {state.trick_number})",
            code="deal_not_over",
        )
    game = state.game
    assert game is not None
    rules = state.deal.rules
    contract = game.contract
    side = game.side
    # The card points and tricks of the declaring side (the trick's four cards unpacked); the
    # defenders took the rest: every card has been played, and either deck holds 120 points.
    declarers = declarer_tricks = 0
    for trick in state.tricks:
        if side[trick.winner]:
            a, b, c, d = trick.cards
            declarers += POINTS[a] + POINTS[b] + POINTS[c] + POINTS[d]
            declarer_tricks += 1
    defenders = 120 - declarers
    defender_tricks = len(state.tricks) - declarer_tricks
    tout = contract.tout
    won = defender_tricks == 0 if tout else declarers >= 61
    schneider = schwarz = False
    if not tout:
        loser_points = defenders if won else declarers
        loser_tricks = defender_tricks if won else declarer_tricks
        schwarz = (loser_tricks if rules.schwarz is _TRICKS else loser_points) == 0
        if rules.schneider is _ASYMMETRIC:
            schneider = declarers >= 91 if won else declarers <= 30
        else:
            schneider = loser_points <= 30
        schneider = schneider or schwarz
    masks = state.deal.masks
    declaring_cards = ((masks[0] if side[0] else 0) | (masks[1] if side[1] else 0)
                       | (masks[2] if side[2] else 0) | (masks[3] if side[3] else 0))
    run, run_declarers = run_in(game.order.trumps, declaring_cards)
    knocks = len(state.auction.knocks)
    doublings = len(state.doublings)
    key = (id(rules), contract, schneider, schwarz, run, run_declarers, knocks, doublings)
    known = _BREAKDOWNS.get(key)
    if known is None or known[0] is not rules:
        known = _breakdown(rules, key)
    _, paid, base, total, factor, items = known
    value = total * factor
    signed = value if won else -value
    declarer = game.declarer
    if game.partner is None:
        loss = -signed
        payouts = (3 * signed if declarer == 0 else loss, 3 * signed if declarer == 1 else loss,
                   3 * signed if declarer == 2 else loss, 3 * signed if declarer == 3 else loss)
    else:
        payouts = (signed if side[0] else -signed, signed if side[1] else -signed,
                   signed if side[2] else -signed, signed if side[3] else -signed)
    return _new_score(
        payouts, False, contract, declarer, game.partner, won,
        _new_card_points(declarers, defenders, declarer_tricks, defender_tricks),
        base, schneider, schwarz, run, run_declarers, paid, knocks, doublings, tout, factor,
        value, items,
    )


# What follows from the card points and the Laufende depends on a few small inputs (the rules,
# the game, schneider and schwarz, the Laufende, knocks and doublings): it is worked out once
# and remembered by them (a bounded table: emptied should it ever grow past 4,096 entries).
# The key holds the rules by identity, and the entry holds the rules themselves, so that an
# entry is only ever used for the rules it was made for.
_Key = tuple[int, Contract, bool, bool, int, bool, int, int]
_Breakdown = tuple[Rules, bool, int, int, int, tuple[ScoreItem, ...]]
_BREAKDOWNS: dict[_Key, _Breakdown] = {}


def _breakdown(rules: Rules, key: _Key) -> _Breakdown:
    """``(rules, laufende paid, base, sum of the items, factor, items)`` for ``key``."""
    _, contract, schneider, schwarz, run, run_declarers, knocks, doublings = key
    tariff = rules.tariff
    paid = run >= rules.laufende_min.of(contract.kind)
    items: list[ScoreItem] = []
    base = tariff.solo if contract.is_single else tariff.sauspiel
    items.append(ScoreItem("base", base, "Sauspiel" if not contract.is_single
                           else f"single-player game ({contract.value})"))
    if schneider:
        items.append(ScoreItem("schneider", tariff.schneider, "schneider"))
    if schwarz:
        items.append(ScoreItem("schwarz", tariff.schwarz, "schwarz"))
    if paid:
        who = "declaring side" if run_declarers else "defenders"
        items.append(ScoreItem("laufende", tariff.laufende * run,
                               f"{run} Laufende ({who}) x {tariff.laufende}"))
    total = sum(i.amount for i in items)
    factor = 1
    if contract.tout:
        items.append(ScoreItem("tout", 2, "Tout", factor=True))
        factor *= 2
    if knocks:
        items.append(ScoreItem("knocks", 2 ** knocks,
                               f"{knocks} knock{'s' if knocks != 1 else ''}", factor=True))
        factor <<= knocks
    if doublings:
        items.append(ScoreItem("doublings", 2 ** doublings,
                               _doubling_words(doublings), factor=True))
        factor <<= doublings
    if len(_BREAKDOWNS) >= 4096:
        _BREAKDOWNS.clear()
    out = _BREAKDOWNS[key] = (rules, paid, base, total, factor, tuple(items))
    return out


def _doubling_words(count: int) -> str:
    names = ["kontra", "re"]
    said = [names[i & 1] for i in range(count)]
    return ", ".join(said)
