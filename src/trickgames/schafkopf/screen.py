"""Schafkopf on a terminal screen: what the terminal game (:mod:`trickgames.terminal`) shows
of a deal that is particular to Schafkopf (the knocks and the bidding, the game and the sides
as the viewer knows them, the doublings, the payout formula, a session's ledger in cents),
its card notations and the words people type for its actions (:data:`WORDS`, English and
German, in one table).

>>> from trickgames import schafkopf as sk
>>> PRESENTER.describe(sk.view(sk.deal("standard", seed=1), 0))
[]
>>> [PRESENTER.notations.read(t) for t in ("EO", "GU", "HZ", "H10", "EiO")]
[<Card.EO: 3>, <Card.GU: 12>, <Card.HZ: 17>, <Card.HZ: 17>, <Card.EO: 3>]
"""

from __future__ import annotations

from typing import Any

from trickgames._core.lang import item_label
from trickgames._core.registry import BasePresenter
from trickgames._core.screen import DEFAULT_VOICE, Notations, Voice, Words, merge
from trickgames.schafkopf.cards import CARDS, Card
from trickgames.schafkopf.contracts import Contract, GameClass
from trickgames.schafkopf.record import contract_label
from trickgames.schafkopf.scoring import Score
from trickgames.schafkopf.state import Side, State
from trickgames.schafkopf.view import PlayerView

__all__ = ["NOTATIONS", "PRESENTER", "WORDS", "payout_formula"]

_SUITS_DE = {"E": "Ei", "G": "Gr", "H": "He", "S": "Sch"}

#: The cards in each notation (``letters``: the record codes), with a one-line key.
NOTATIONS = Notations(
    names={
        "letters": {c: c.name for c in CARDS},
        "symbols": {c: c.pretty for c in CARDS},
        "german": {c: _SUITS_DE[c.name[0]] + c.name[1] for c in CARDS},
    },
    legends={
        ("letters", "en"): "Cards: suit E Eichel (acorns), G Gras (leaves), H Herz (hearts), "
                           "S Schellen (bells), then A Sau (ace), Z ten, K king, O Ober, "
                           "U Unter, 9 8 7 (EO: the Eichel-Ober).",
        ("letters", "de"): "Karten: Farbe E Eichel, G Gras, H Herz, S Schellen, dann A Sau, "
                           "Z Zehn, K König, O Ober, U Unter, 9 8 7 (EO: der Eichel-Ober).",
        ("symbols", "en"): "Cards: 🌰 Eichel (acorns), 🍃 Gras (leaves), ♥ Herz (hearts), "
                           "🔔 Schellen (bells); A Sau, 10 ten, K king, O Ober, U Unter. "
                           "Type them as letters (EO, GU, HZ).",
        ("symbols", "de"): "Karten: 🌰 Eichel, 🍃 Gras, ♥ Herz, 🔔 Schellen; A Sau, 10 Zehn, "
                           "K König, O Ober, U Unter. Eingabe als EO, GU, HZ.",
        ("german", "en"): "Cards: Ei Eichel (acorns), Gr Gras (leaves), He Herz (hearts), "
                          "Sch Schellen (bells), then A Sau, Z ten, K king, O Ober, U Unter.",
        ("german", "de"): "Karten: Ei Eichel, Gr Gras, He Herz, Sch Schellen, dann A Sau, "
                          "Z Zehn, K König, O Ober, U Unter, 9 8 7 (EiO: der Eichel-Ober).",
    },
    parse=Card.parse,
)

_CALLED = {"eichel": ("die alte",), "gras": ("die blaue", "die grüne"),
           "schellen": ("die bumbe", "die hundsgfickte")}


def _contract_phrases(value: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The phrases of ``declare <value>``: the words themselves, and players' words (a bare
    ``solo`` for any suit solo: the legal one decides)."""
    parts = value.split("-")
    plain = " ".join(parts)
    if parts[0] == "sauspiel":
        suit = parts[1]
        german = (f"auf die {suit.capitalize()}", plain, f"{suit} sau", f"rufspiel {suit}",
                  *(f"auf {w}" for w in _CALLED.get(suit, ())))
        return (plain, f"call {suit}"), german
    base, tout = parts[0], " tout" if parts[-1] == "tout" else ""
    suits = [p for p in parts[1:] if p != "tout"]
    words = [plain]
    if suits:
        words = [f"{suits[0].capitalize()}-{base.capitalize()}{tout}", plain,
                 f"{suits[0]}{base}{tout}"]
    if base == "solo" and not tout:
        words.append("solo")
    return tuple(words), tuple(words)


#: The words people type for each Schafkopf action (record words without the seat), English
#: then German; the parser of typed choices and ``help`` read this one table.
WORDS = Words(
    actions=merge(
        {
            "knock": (("knock",), ("klopf", "klopfe", "klopfen", "ich klopf")),
            "pass": (("pass",), ("weiter", "passe", "ich bin weg")),
            "bid": (("bid", "i play"), ("ich spiel", "ich spiele", "i spui", "spiel")),
            "kontra": (("kontra", "double"), ("Stoß", "stoss", "kontra", "du")),
            "re": (("re", "redouble"), ("re", "retour", "zurück")),
            "accept": (("accept", "take it"), ("nehm", "nehme", "annehmen")),
            "decline": (("decline",), ("nein", "ablehnen")),
            "hold sie": (("sie",), ("sie",)),
            "declare sie": (("sie",), ("sie",)),
        }.items(),
        ((f"hold {c.value}", ((c.value,), (c.value,))) for c in GameClass),
        ((f"declare {c.value}", _contract_phrases(c.value)) for c in Contract),
    ),
    verbs={"spiel": "play", "spiele": "play", "lege": "play", "ansage": "declare",
           "gib": "give", "gebe": "give"},
)


def payout_formula(score: Score) -> str:
    """How the value of a deal is made, from its score items: the added terms (base,
    schneider, schwarz, Laufende as count · tariff) times every factor (Tout, knocks,
    doublings).

    >>> from trickgames.schafkopf.scoring import ScoreItem
    >>> items = (ScoreItem("base", 50, "Sauspiel"), ScoreItem("laufende", 30, ""),
    ...          ScoreItem("doublings", 2, "kontra", factor=True))
    >>> payout_formula(Score((160, 160, -160, -160), laufende=3, value=160, items=items))
    '(50 + 3·10) · 2 = 160'
    """
    terms = []
    factors = []
    for item in score.items:
        if item.factor:
            factors.append(str(item.amount))
        elif item.code == "laufende" and score.laufende:
            terms.append(f"{score.laufende}·{item.amount // score.laufende}")
        else:
            terms.append(str(item.amount))
    added = " + ".join(terms)
    if not factors and len(terms) == 1:
        return added
    if factors and len(terms) > 1:
        added = f"({added})"
    return " · ".join([added, *factors]) + f" = {score.value}"


_CONTRACT_DE = {"sauspiel": "Rufspiel", "solo": "Solo", "wenz": "Wenz", "geier": "Geier",
                "farbwenz": "Farbwenz", "farbgeier": "Farbgeier"}


def _contract_words(value: str, lang: str) -> str:
    """A game (``sauspiel-gras``, ``wenz-tout``) in ``lang``: ``Rufspiel auf die Gras``."""
    if lang != "de":
        return value
    parts = value.split("-")
    tout = " Tout" if parts[-1] == "tout" else ""
    suits = [p.capitalize() for p in parts[1:] if p != "tout"]
    kind = _CONTRACT_DE.get(parts[0], parts[0])
    if parts[0] == "sauspiel" and suits:
        return f"Rufspiel auf die {suits[0]}-Sau{tout}"
    if suits:
        return f"{suits[0]}-{kind}{tout}"
    return kind + tout


class _Presenter(BasePresenter):
    """The Schafkopf presenter (see the module)."""

    sheet = "balances (cents)"
    unit = " (cents)"
    notations = NOTATIONS
    words = WORDS

    def describe(self, view: PlayerView, voice: Voice = DEFAULT_VOICE) -> list[str]:
        pick, name = voice.pick, voice.name
        lines = []
        if view.knocks:
            lines.append(pick("Knocked: ", "Geklopft: ") + ", ".join(name(s)
                                                                     for s in view.knocks))
        if view.contract is None:
            if view.bidders:
                claim = ""
                if view.claim is not None and view.holder is not None:
                    claim = pick(f"; {name(view.holder)} holds {view.claim.value}",
                                 f"; {name(view.holder)} hält {view.claim.value}")
                lines.append(pick("Bidding: ", "Wollen spielen: ")
                             + ", ".join(name(s) for s in view.bidders)
                             + pick(" bid", "") + claim)
            return lines
        game = f"{pick('Game', 'Spiel')}: {_contract_words(view.contract.value, voice.lang)}"
        if view.declarer is not None:  # a Ramsch has no declarer
            game += f" {pick('by', 'von')} {name(view.declarer)}"
        lines.append(game)
        if view.open_hand is not None:
            seat, shown = view.open_hand
            lines.append(pick(f"Open hand of {name(seat)}: ", f"Offene Karten von {name(seat)}: ")
                         + " ".join(c.name for c in shown))
        if view.hochzeit_card is not None:
            lines.append(pick("The Hochzeit trump: ", "Der Hochzeitstrumpf: ")
                         + view.hochzeit_card.name)
        if view.partner is not None and view.partner != view.seat:
            lines.append(pick(f"Partner (holds the called ace): {name(view.partner)}",
                              f"Partner (hat die Rufsau): {name(view.partner)}"))
        sides = ", ".join(f"{name(s)}: {self.party(p, voice.lang) if p is not None else '?'}"
                          for s, p in enumerate(view.parties))
        lines.append(f"{pick('Sides as you know them', 'Parteien, soweit bekannt')}: {sides}")
        if view.doublings:
            words = ["kontra", "re"]
            lines.append(pick("Doubled: ", "Gestoßen: ") + ", ".join(
                f"{name(s)} {words[i] if i < 2 else pick('doubles', 'stößt')}"
                for i, s in enumerate(view.doublings)))
        return lines

    def party(self, party: Any, lang: str) -> str:
        """A side's name: the declaring side (Spieler) or the defenders (Nichtspieler)."""
        if lang == "de":
            return "Spieler" if party.value == "declarers" else "Nichtspieler"
        return str(party.value)

    def amounts(self, score: Score) -> tuple[int, ...]:
        """Each seat's payout of the deal in cents: the unit of the balances (and of the
        pot, with Stock)."""
        return score.payouts

    def contract(self, state: State) -> str:
        """The deal's game as the balances name it (``sauspiel-gras``, ``wenz``,
        ``ramsch``, ...)."""
        return contract_label(state)

    def result(self, score: Score, voice: Voice) -> list[str]:
        """The end of a deal: the card points and tricks of both sides, the items and the
        payout formula (:func:`payout_formula`)."""
        pick = voice.pick
        if score.redeal:
            return [pick("Everybody passed: the cards are dealt again, no payouts.",
                         "Alle sind weiter: es wird neu gegeben, keine Zahlungen.")]
        points = score.card_points
        if points is None:  # a Ramsch (every seat for itself) or a Sie (no card played)
            return self._variant_result(score, voice)
        declarers = self.party(Side.DECLARERS, voice.lang)
        defenders = self.party(Side.DEFENDERS, voice.lang)
        lines = [
            f"{pick('Card points', 'Augen')}: {declarers} {points.declarers}, {defenders} "
            f"{points.defenders} ({pick('together', 'zusammen')} "
            f"{points.declarers + points.defenders}); {pick('tricks', 'Stiche')}: "
            f"{declarers} {points.declarer_tricks}, {defenders} {points.defender_tricks}",
            pick("The declaring side wins." if score.won else "The declaring side loses.",
                 "Die Spieler gewinnen." if score.won else "Die Spieler verlieren."),
        ]
        for item in score.items:
            sign = "x" if item.factor else "+"
            lines.append(f"{sign}{item.amount:<4d} "
                         f"{item_label(item.code, item.label, voice.lang)}")
        lines.append(pick("Value: ", "Wert: ") + payout_formula(score))
        value, triple = score.value, 3 * score.value
        if score.partner is None and score.won:
            lines.append(pick(f"Each opponent pays {value}: the declarer wins {triple}.",
                              f"Jeder Gegenspieler zahlt {value}: der Spieler gewinnt "
                              f"{triple}."))
        elif score.partner is None:
            lines.append(pick(f"The declarer pays {value} to each opponent: {triple}.",
                              f"Der Spieler zahlt jedem Gegenspieler {value}: {triple}."))
        else:
            lines.append(pick(f"Each seat of the winning side gets {value} from one loser.",
                              f"Jeder der Gewinner bekommt {value} von einem Verlierer."))
        return lines


    def _variant_result(self, score: Score, voice: Voice) -> list[str]:
        """The end of a Ramsch (each seat's card points and tricks, who loses) or a Sie."""
        pick, name = voice.pick, voice.name
        lines = []
        ramsch = score.ramsch
        if ramsch is not None:
            lines.append(pick("Card points: ", "Augen: ") + ", ".join(
                f"{name(s)} {ramsch.card_points[s]} ({ramsch.tricks[s]})" for s in range(4)))
            if ramsch.durchmarsch is not None:
                lines.append(pick(f"Durchmarsch: {name(ramsch.durchmarsch)} wins.",
                                  f"Durchmarsch: {name(ramsch.durchmarsch)} gewinnt."))
            else:
                losers = ", ".join(name(s) for s in ramsch.losers)
                lines.append(pick(f"The most card points lose: {losers}.",
                                  f"Die meisten Augen verlieren: {losers}."))
        for item in score.items:
            sign = "x" if item.factor else "+"
            lines.append(f"{sign}{item.amount:<4d} "
                         f"{item_label(item.code, item.label, voice.lang)}")
        lines.append(pick("Payouts: ", "Zahlungen: ") + ", ".join(
            f"{name(s)} {score.payouts[s]}" for s in range(4)))
        return lines


#: How the terminal game shows Schafkopf.
PRESENTER: Any = _Presenter()
