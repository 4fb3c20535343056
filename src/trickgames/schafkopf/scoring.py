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

**The variants** (schafkopf-variants.md): the base is the tariff key of the game's kind
(:attr:`~trickgames.schafkopf.Kind.tariff_key`, section 10). A Hochzeit is scored as a
Sauspiel; a Bettel is won by taking no trick, value ``bettel`` · 2^(knocks + doublings)
(Bettel ouvert: ``bettel_ouvert``), no Laufende, Schneider or Schwarz (section 7); a Sie is
worth (``solo`` + cards per hand · ``laufende``) · 4 · 2^knocks (section 8); a Ramsch is
scored by :func:`~trickgames.schafkopf.ramsch.ramsch_outcome`. With ``all_pass`` = ``stock``
a void deal pays ``tariff.stock`` per seat into the pot and a Sauspiel played while the pot
``context.stock`` is not empty moves it (section 6): ``stock`` in the result, apart from the
payouts.

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

from trickgames._core.errors import ArgumentError
from trickgames._core.values import fast_constructor, slots_base
from trickgames.schafkopf.cards import POINTS
from trickgames.schafkopf.contracts import Contract, Kind
from trickgames.schafkopf.laufende import run_in
from trickgames.schafkopf.ramsch import RamschOutcome, ramsch_outcome
from trickgames.schafkopf.rules import AllPass, Jungfrau, Rules, Schneider, Schwarz
from trickgames.schafkopf.state import Phase, State

__all__ = ["CardPoints", "Score", "ScoreItem", "score"]


@attrs.frozen(weakref_slot=False)
@slots_base
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
@slots_base
class ScoreItem:
    """One line of a payout breakdown.

    ``code`` is stable (for programs and translations): ``base``, ``schneider``, ``schwarz``,
    ``laufende`` are added (``amount`` in tariff units); ``tout``, ``knocks``, ``doublings``,
    ``sie`` and ``jungfrau`` multiply (``amount`` is the factor; under the individual
    Jungfrau modes one line per Jungfrau, its own factor); ``durchmarsch`` (amount 3r) and
    ``stock`` (the pot's half per seat of the declaring side, signed; not part of the value)
    are lines of their own. ``label`` is a short English text.
    """

    #: A stable machine-readable name of the line (``base``, ``laufende``, ``knocks``, ...).
    code: str
    #: Tariff units (cents) added, or (``factor``) the factor the value is multiplied by.
    amount: int
    #: A short English text.
    label: str
    #: Whether ``amount`` multiplies the value (Tout, knocks, doublings).
    factor: bool = False

    def to_json(self) -> dict[str, Any]:
        """The item as JSON."""
        return {"code": self.code, "amount": self.amount, "label": self.label,
                "factor": self.factor}


@attrs.frozen(weakref_slot=False)
@slots_base
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
    #: How a Ramsch ended (``None`` for every other game).
    ramsch: RamschOutcome | None = None
    #: Each seat's payment into (-) or take-out from (+) the pot, ``None`` when the pot did
    #: not move (schafkopf-variants.md 6.3).
    stock: tuple[int, int, int, int] | None = None

    @classmethod
    def void(cls, knocks: int = 0, stock: tuple[int, int, int, int] | None = None) -> Score:
        """The score of a void deal (everybody passed): a redeal, all payouts 0, and with
        ``all_pass`` = ``stock`` each seat's payment into the pot."""
        return cls((0, 0, 0, 0), redeal=True, knocks=knocks, stock=stock)

    def to_json(self) -> dict[str, Any]:
        """The record's ``result`` object."""
        out: dict[str, Any]
        if self.redeal:
            out = {"payouts": [0, 0, 0, 0], "redeal": True}
        elif self.ramsch is not None:
            out = {"payouts": list(self.payouts), "ramsch": self.ramsch.to_json()}
        elif self.card_points is None:  # a Sie: no card is played
            out = {"payouts": list(self.payouts)}
        else:
            out = {"payouts": list(self.payouts), "card_points": self.card_points.to_json()}
        if self.stock is not None:
            out["stock"] = list(self.stock)
        return out

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
            if self.stock is not None:
                return (f"everybody passed: redeal, each seat pays {-self.stock[0]} into the "
                        "pot")
            return "everybody passed: redeal, no payouts"
        lines = []
        for item in self.items:
            sign = "x" if item.factor else "+"
            lines.append(f"{sign}{item.amount:<4d} {item.label}")
        value = self.value
        if self.ramsch is not None:
            lines.append(f"= {value} the Ramsch price; payouts {list(self.payouts)}")
        elif self.partner is not None:
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
_TOUT_LINE = ScoreItem("tout", 2, "Tout", factor=True)
_SIE_LINE = ScoreItem("sie", 4, "Sie", factor=True)
#: ``Score.void(knocks)`` by the number of knocks (at most four): equal values, made once.
_VOID_SCORES = tuple(Score.void(knocks) for knocks in range(5))

# Enum member lookups cost about 0.2 µs each; score() compares against these.
_VOID, _FINISHED = Phase.VOID, Phase.FINISHED
_STOCK = AllPass.STOCK
_PARTNER_LABELS = {Kind.HOCHZEIT: "Hochzeit", Kind.RAMSCH: "Ramsch"}
_RUN_KINDS = frozenset(Kind) - {Kind.BETTEL, Kind.BETTEL_OUVERT, Kind.SIE, Kind.RAMSCH}
_TRICKS, _ASYMMETRIC = Schwarz.TRICKS, Schneider.ASYMMETRIC


def score(state: State) -> Score:
    """The score of a finished or void deal; :class:`~trickgames.ArgumentError` before.

    >>> from trickgames.schafkopf import deal, apply, legal_actions
    >>> s = deal("sauspiel", seed=4)
    >>> while not s.is_over:
    ...     s = apply(s, legal_actions(s)[-1])
    >>> sum(score(s).payouts)
    0
    """
    phase = state.phase
    if phase is _VOID:
        rules = state.deal.rules
        if rules.all_pass is _STOCK:
            paid = -rules.tariff.amount("stock")
            return Score.void(len(state.auction.knocks), (paid, paid, paid, paid))
        return _VOID_SCORES[len(state.auction.knocks)]
    if phase is not _FINISHED:
        raise ArgumentError(
            f"the deal is not over (phase {state.phase.value}, trick {state.trick_number})",
            code="deal_not_over",
        )
    game = state.game
    assert game is not None
    rules = state.deal.rules
    contract = game.contract
    if game.variant:
        return _VARIANT_SCORES[contract](state)
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
    _, base, run_min, tout, base_line, schneider_line, schwarz_line = _game_lines(rules, contract)
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
    # The breakdown, put together from lines made before (see _game_lines).
    items = [base_line]
    total = base
    if schneider:
        items.append(schneider_line)
        total += schneider_line.amount
    if schwarz:
        items.append(schwarz_line)
        total += schwarz_line.amount
    paid = run >= run_min
    if paid:
        line = _laufende_line(rules.tariff.laufende, run, run_declarers)
        items.append(line)
        total += line.amount
    factor = 1
    if tout:
        items.append(_TOUT_LINE)
        factor = 2
    knocks = len(state.auction.knocks)
    if knocks:
        items.append(_factor_line("knocks", knocks))
        factor <<= knocks
    doublings = len(state.doublings)
    if doublings:
        items.append(_factor_line("doublings", doublings))
        factor <<= doublings
    value = total * factor
    signed = value if won else -value
    declarer = game.declarer
    stock = None
    if game.partner is None:
        payouts = _single_payouts(declarer, signed)
    else:
        payouts = (signed if side[0] else -signed, signed if side[1] else -signed,
                   signed if side[2] else -signed, signed if side[3] else -signed)
        pot = state.deal.context.stock
        if pot and contract.kind is Kind.SAUSPIEL:
            half = pot // 2 if won else -(pot // 2)
            stock = (half if side[0] else 0, half if side[1] else 0, half if side[2] else 0,
                     half if side[3] else 0)
            items.append(ScoreItem("stock", half, f"stock: each of the declaring side "
                                   f"{'takes out' if won else 'pays in'} {pot // 2} (not part "
                                   "of the value)"))
    return _new_score(
        payouts, False, contract, declarer, game.partner, won,
        _new_card_points(declarers, defenders, declarer_tricks, defender_tricks),
        base, schneider, schwarz, run, run_declarers, paid, knocks, doublings, tout, factor,
        value, tuple(items), None, stock,
    )


def _single_payouts(declarer: int, signed: int) -> tuple[int, int, int, int]:
    """The declarer ±3·value, each opponent ∓value."""
    return (3 * signed if declarer == 0 else -signed, 3 * signed if declarer == 1 else -signed,
            3 * signed if declarer == 2 else -signed, 3 * signed if declarer == 3 else -signed)


def _base_line(rules: Rules, contract: Contract) -> ScoreItem:
    return _game_lines(rules, contract)[4]


def _bettel_score(state: State) -> Score:
    """A Bettel or Bettel ouvert: won by taking no trick (schafkopf-variants.md 7)."""
    game = state.game
    assert game is not None
    rules = state.deal.rules
    declarer = game.declarer
    points = tricks = 0
    for trick in state.tricks:
        if trick.winner == declarer:
            points += sum(POINTS[c] for c in trick.cards)
            tricks += 1
    won = tricks == 0
    line = _base_line(rules, game.contract)
    items = [line]
    knocks, doublings = len(state.auction.knocks), len(state.doublings)
    if knocks:
        items.append(_factor_line("knocks", knocks))
    if doublings:
        items.append(_factor_line("doublings", doublings))
    factor = 1 << (knocks + doublings)
    value = line.amount * factor
    return Score(_single_payouts(declarer, value if won else -value), contract=game.contract,
                 declarer=declarer, won=won,
                 card_points=CardPoints(points, 120 - points, tricks, len(state.tricks) - tricks),
                 base=line.amount, knocks=knocks, doublings=doublings, factor=factor,
                 value=value, items=tuple(items))


def _sie_score(state: State) -> Score:
    """A Sie: (solo + cards per hand · laufende) · 4 · 2^knocks, always won
    (schafkopf-variants.md 8)."""
    game = state.game
    assert game is not None
    rules = state.deal.rules
    line = _base_line(rules, game.contract)
    run = rules.cards_per_hand
    laufende = _laufende_line(rules.tariff.laufende, run, True)
    items = [line, laufende, _SIE_LINE]
    knocks = len(state.auction.knocks)
    if knocks:
        items.append(_factor_line("knocks", knocks))
    factor = 4 << knocks
    value = (line.amount + laufende.amount) * factor
    return Score(_single_payouts(game.declarer, value), contract=game.contract,
                 declarer=game.declarer, won=True, base=line.amount, laufende=run,
                 laufende_declarers=True, laufende_paid=True, knocks=knocks, factor=factor,
                 value=value, items=tuple(items))


def _ramsch_score(state: State) -> Score:
    """A Ramsch (:func:`~trickgames.schafkopf.ramsch.ramsch_outcome`)."""
    rules = state.deal.rules
    outcome = ramsch_outcome(state)
    line = _base_line(rules, Contract.RAMSCH)
    items = [line]
    knocks = len(state.auction.knocks)
    if knocks:
        items.append(_factor_line("knocks", knocks))
    jungfrauen = outcome.jungfrauen
    if outcome.durchmarsch is not None:
        items.append(ScoreItem("durchmarsch", 3 * outcome.price,
                               f"Durchmarsch of p{outcome.durchmarsch}: 3 x {outcome.price}"))
    elif jungfrauen and rules.ramsch_jungfrau is Jungfrau.DOUBLE_ALL:
        items.append(ScoreItem("jungfrau", 1 << len(jungfrauen),
                               f"{len(jungfrauen)} Jungfrau for everybody", factor=True))
    elif jungfrauen and rules.ramsch_jungfrau is not Jungfrau.NONE:
        for seat in jungfrauen:
            items.append(ScoreItem("jungfrau", outcome.amounts[seat] // outcome.price,
                                   f"Jungfrau p{seat}", factor=True))
    return Score(outcome.payouts, contract=Contract.RAMSCH, base=line.amount, knocks=knocks,
                 factor=1 << knocks, value=outcome.price, items=tuple(items), ramsch=outcome)


#: The games scored apart from the trick-point games.
_VARIANT_SCORES = {Contract.BETTEL: _bettel_score, Contract.BETTEL_OUVERT: _bettel_score,
                   Contract.SIE: _sie_score, Contract.RAMSCH: _ramsch_score}


# A breakdown is put together from lines made before: each line depends on a few small inputs
# (the base line on the rules and the game, a Laufende line on the tariff and the run), and
# lines are immutable values, so each is made once and shared (bounded tables: emptied should
# they ever grow past 4,096 entries). The game's lines are keyed by the rules' identity and
# hold the rules themselves, so that they are only ever used for the rules they were made for.
_GameLines = tuple[Rules, int, int, bool, ScoreItem, ScoreItem, ScoreItem]
_GAME_LINES: dict[tuple[int, Contract], _GameLines] = {}
_LINES: dict[tuple[str, int, int, bool], ScoreItem] = {}


def _game_lines(rules: Rules, contract: Contract) -> _GameLines:
    """``(rules, base, fewest Laufende paid, tout, base line, schneider line, schwarz line)``
    of a game."""
    key = (id(rules), contract)
    known = _GAME_LINES.get(key)
    if known is None or known[0] is not rules:
        tariff = rules.tariff
        single = contract.is_single
        tariff_key = contract.kind.tariff_key
        base = tariff.amount(tariff_key)
        label = (f"single-player game ({contract.value})" if single
                 else _PARTNER_LABELS.get(contract.kind, "Sauspiel"))
        if tariff_key not in ("solo", "sauspiel") and getattr(tariff, tariff_key) is not None:
            label += f", tariff {tariff_key}"  # an optional key set (schafkopf-variants.md 13)
        known = (rules, base, rules.laufende_min.of(contract.kind)
                 if contract.kind in _RUN_KINDS else 0, contract.tout,
                 ScoreItem("base", base, label),
                 ScoreItem("schneider", tariff.schneider, "schneider"),
                 ScoreItem("schwarz", tariff.schwarz, "schwarz"))
        if len(_GAME_LINES) >= 4096:
            _GAME_LINES.clear()
        _GAME_LINES[key] = known
    return known


def _laufende_line(unit: int, run: int, declarers: bool) -> ScoreItem:
    """The line of ``run`` Laufende at ``unit`` each (``declarers``: held by the declaring
    side)."""
    key = ("laufende", unit, run, declarers)
    line = _LINES.get(key)
    if line is None:
        who = "declaring side" if declarers else "defenders"
        line = _remember_line(key, ScoreItem("laufende", unit * run,
                                             f"{run} Laufende ({who}) x {unit}"))
    return line


def _factor_line(code: str, count: int) -> ScoreItem:
    """The line of ``count`` knocks or doublings (``code``), each doubling the value."""
    key = (code, 2, count, True)
    line = _LINES.get(key)
    if line is None:
        label = (f"{count} knock{'s' if count != 1 else ''}" if code == "knocks"
                 else _doubling_words(count))
        line = _remember_line(key, ScoreItem(code, 2 ** count, label, factor=True))
    return line


def _remember_line(key: tuple[str, int, int, bool], line: ScoreItem) -> ScoreItem:
    if len(_LINES) >= 4096:
        _LINES.clear()
    _LINES[key] = line
    return line


def _doubling_words(count: int) -> str:
    names = ["kontra", "re"]
    said = [names[i & 1] for i in range(count)]
    return ", ".join(said)
