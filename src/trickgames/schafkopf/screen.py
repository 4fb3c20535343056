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

import attrs

from trickgames._core.lang import item_label
from trickgames._core.registry import BasePresenter
from trickgames._core.screen import (
    DEFAULT_VOICE,
    CardWords,
    Notations,
    Voice,
    Words,
    merge,
    suit_groups,
)
from trickgames._core.tricks import TRUMP
from trickgames.schafkopf.cards import CARDS, Card, deck
from trickgames.schafkopf.contracts import Contract, GameClass, card_order
from trickgames.schafkopf.record import contract_label
from trickgames.schafkopf.scoring import Score, ScoreItem
from trickgames.schafkopf.state import Side, State
from trickgames.schafkopf.view import PlayerView

__all__ = ["CARD_WORDS", "NOTATIONS", "PRESENTER", "WORDS", "contract_name", "payout_formula"]

#: How each notation writes the suits and the ranks (by their record codes).
_RANKS = "AZKOU987"
_SHOWN = {
    "letters": ({s: s for s in "EGHS"}, {r: r for r in _RANKS}),
    "symbols": (dict(zip("EGHS", ("\N{CHESTNUT}", "\N{LEAF FLUTTERING IN WIND}",
                                  "\N{BLACK HEART SUIT}", "\N{BELL}"), strict=True)),
                {r: "10" if r == "Z" else r for r in _RANKS}),
    "german": ({"E": "Ei", "G": "Gr", "H": "He", "S": "Sch"}, {r: r for r in _RANKS}),
}

#: The words of the cards, English then German: each suit's and rank's full name first, then
#: what else people type (``Eichel Ober``, ``Gras-Unter``, ``e10``), and the nicknames of
#: single cards (the Ober: der Alte, der Blaue, der Rote). The terminal's input only:
#: records stay strict.
CARD_WORDS = CardWords(
    suits={
        "E": (("acorns", "acorn", "e"), ("Eichel", "Ei", "E", "Eichl")),
        "G": (("leaves", "leaf", "g"), ("Gras", "Gr", "G", "Grün", "Gruen", "Laub")),
        "H": (("hearts", "heart", "h"), ("Herz", "He", "H")),
        "S": (("bells", "bell", "s"), ("Schellen", "Sch", "S", "Schelle", "Schelln")),
    },
    ranks={
        "A": (("ace", "a"), ("Sau", "Ass", "As", "A", "Daus")),
        "Z": (("ten", "t", "x", "10"), ("Zehn", "Zehner", "Z", "10")),
        "K": (("king", "k"), ("König", "Koenig", "K")),
        "O": (("Ober", "o"), ("Ober", "O")),
        "U": (("Unter", "u"), ("Unter", "U")),
        "9": (("nine", "9"), ("Neun", "Neuner", "9")),
        "8": (("eight", "8"), ("Acht", "Achter", "8")),
        "7": (("seven", "7"), ("Sieben", "Siebener", "7")),
    },
    nicknames={
        "EO": ((), ("Alte", "Alter", "der Alte")),
        "GO": ((), ("Blaue", "Blauer", "der Blaue")),
        "HO": ((), ("Rote", "Roter", "der Rote")),
    },
    example="EO",
)

#: The cards in each notation (``letters``: the record codes) and their words.
NOTATIONS = Notations(shown=_SHOWN, words=CARD_WORDS,
                      cards_by_code={c.name: c for c in CARDS}, parse=Card.parse, deck=deck)

_CALLED = {"eichel": ("die alte",), "gras": ("die blaue", "die grüne"),
           "schellen": ("die bumbe", "die hundsgfickte")}

#: The German names of the kinds of game, as players write them.
_KINDS_DE = {"sauspiel": "Rufspiel", "solo": "Solo", "wenz": "Wenz", "geier": "Geier",
             "farbwenz": "Farbwenz", "farbgeier": "Farbgeier", "hochzeit": "Hochzeit",
             "bettel": "Bettel", "sie": "Sie", "ramsch": "Ramsch"}


def contract_name(value: str, lang: str) -> str:
    """A game (a :class:`~trickgames.schafkopf.Contract` or a class of the bidding, by its
    value) as the screen names it in ``lang``: the record words in English, the players'
    names in German.

    >>> [contract_name(v, "de") for v in ("sauspiel-gras", "wenz-tout", "solo-herz-tout",
    ...                                   "farbwenz-eichel", "bettel-ouvert", "geier")]
    ['Rufspiel auf die Gras-Sau', 'Wenz-Tout', 'Herz-Solo-Tout', 'Eichel-Farbwenz', \
'Bettel ouvert', 'Geier']
    """
    if lang != "de":
        return value
    if value == "bettel-ouvert":
        return "Bettel ouvert"
    parts = value.split("-")
    tout = "-Tout" if parts[-1] == "tout" else ""
    suits = [p.capitalize() for p in parts[1:] if p != "tout"]
    kind = _KINDS_DE.get(parts[0], parts[0])
    if parts[0] == "sauspiel" and suits:
        return f"Rufspiel auf die {suits[0]}-Sau"
    if suits:
        return f"{suits[0]}-{kind}{tout}"
    return kind + tout


def _contract_phrases(value: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The phrases of ``declare <value>``: the words themselves, and players' words (a bare
    ``solo`` for any suit solo: the legal one decides); the German name first."""
    parts = value.split("-")
    plain = " ".join(parts)
    german_name = contract_name(value, "de")
    if parts[0] == "sauspiel":
        suit = parts[1]
        german = (german_name, f"auf die {suit.capitalize()}", plain, f"{suit} sau",
                  f"rufspiel {suit}", *(f"auf {w}" for w in _CALLED.get(suit, ())))
        return (plain, f"call {suit}"), german
    base, tout = parts[0], " tout" if parts[-1] == "tout" else ""
    suits = [p for p in parts[1:] if p != "tout"]
    words = [plain]
    if suits:
        words = [f"{suits[0].capitalize()}-{base.capitalize()}{tout}", plain,
                 f"{suits[0]}{base}{tout}"]
    if base == "solo" and not tout:
        words.append("solo")
    return tuple(words), (german_name, *words)


#: The words people type for each Schafkopf action (record words without the seat), English
#: then German; the parser of typed choices and ``help`` read this one table.
WORDS = Words(
    actions=merge(
        {
            "knock": (("knock",), ("klopf", "klopfe", "klopfen", "ich klopf")),
            "pass": (("pass",), ("weiter", "passe", "ich bin weg")),
            "bid": (("bid", "i play"), ("ich spiel", "ich spiele", "i spui", "spiel")),
            "kontra": (("kontra", "double"), ("Stoß", "stoss", "kontra", "du")),
            "re": (("re", "redouble"), ("Re", "retour")),
            "accept": (("accept", "take it"), ("annehmen", "nehm", "nehme")),
            "decline": (("decline",), ("ablehnen", "nein")),
            "hold sie": (("sie",), ("Sie",)),
            "declare sie": (("sie",), ("Sie",)),
        }.items(),
        ((f"hold {c.value}", ((c.value,), (contract_name(c.value, "de"), c.value)))
         for c in GameClass),
        ((f"declare {c.value}", _contract_phrases(c.value)) for c in Contract),
    ),
    verbs={"spiel": "play", "spiele": "play", "lege": "play", "ansage": "declare",
           "gib": "give", "gebe": "give"},
)


@attrs.frozen
class _Line:
    """One line of the payout: an added term (``factor`` false) or a factor, its label."""

    amount: int
    label: str
    factor: bool = False
    term: str = ""  # the term as the formula writes it (``3·10``), else the amount


def _formula(lines: list[_Line], value: int) -> str:
    """The value made of the lines: the added terms, times every factor."""
    terms = [line.term or str(line.amount) for line in lines if not line.factor]
    factors = [str(line.amount) for line in lines if line.factor]
    added = " + ".join(terms)
    if not factors and len(terms) == 1:
        return added
    if factors and len(terms) > 1:
        added = f"({added})"
    return " · ".join([added, *factors]) + f" = {value}"


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
    return _formula(_value_lines(score, DEFAULT_VOICE, None), score.value)


def _value_lines(score: Score, voice: Voice, view: PlayerView | None) -> list[_Line]:
    """The lines the value is made of, in ``voice``'s language: each score item (not the
    Ramsch's own, not the pot), the knocks and doublings one line each, naming who, when
    ``view`` (the finished deal as the viewer sees it) is given."""
    out = []
    for item in score.items:
        if item.code in ("stock", "durchmarsch", "jungfrau"):
            continue
        if item.code in ("knocks", "doublings") and view is not None:
            seats = view.knocks if item.code == "knocks" else view.doublings
            out += [_Line(2, _factor_words(item.code, i, seat, voice), True)
                    for i, seat in enumerate(seats)]
            continue
        term = ""
        if item.code == "laufende" and score.laufende:
            term = f"{score.laufende}·{item.amount // score.laufende}"
        out.append(_Line(item.amount, _item_words(item, score, voice), item.factor, term))
    return out


def _factor_words(code: str, index: int, seat: int, voice: Voice) -> str:
    """One knock or doubling and who gave it: ``knock by C``, ``Kontra von B``."""
    if code == "knocks":
        return voice.pick("knock ", "geklopft ") + voice.by(seat)
    word = voice.pick(("kontra", "re")[index & 1], ("Kontra", "Re")[index & 1])
    return f"{word} {voice.by(seat)}"


def _item_words(item: ScoreItem, score: Score, voice: Voice) -> str:
    """A score item's label in ``voice``'s language (German from the score's values)."""
    if voice.lang == "en":
        return item.label
    if item.code == "base":
        game = "Ramsch" if score.ramsch is not None else contract_name(
            score.contract.value if score.contract is not None else "", "de")
        return f"Grundtarif {game}"
    if item.code == "laufende" and score.laufende:
        side = "Spieler" if score.laufende_declarers else "Nichtspieler"
        return f"{score.laufende} Laufende ({side}) × {item.amount // score.laufende}"
    if item.code == "knocks":
        return f"{score.knocks}-mal geklopft"
    if item.code == "doublings":
        return ", ".join(("Kontra", "Re")[i & 1] for i in range(score.doublings))
    return item_label(item.code, item.label, "de")


class _Presenter(BasePresenter):
    """The Schafkopf presenter (see the module)."""

    sheet = "balances (cents)"
    unit = " (cents)"
    notations = NOTATIONS
    words = WORDS

    def describe(self, view: PlayerView, voice: Voice = DEFAULT_VOICE) -> list[str]:
        pick, name = voice.pick, voice.name
        lines = []
        if view.stock:
            lines.append(pick(f"In the pot: {view.stock}", f"Im Stock: {view.stock}"))
        if view.knocks:
            lines.append(pick("Knocked: ", "Geklopft: ") + ", ".join(name(s)
                                                                     for s in view.knocks))
        if view.contract is None:
            if view.bidders:
                claim = ""
                if view.claim is not None and view.holder is not None:
                    held = contract_name(view.claim.value, voice.lang)
                    claim = pick(f"; {name(view.holder)} holds {held}",
                                 f"; {name(view.holder)} hält {held}")
                lines.append(pick("Bidding: ", "Wollen spielen: ")
                             + ", ".join(name(s) for s in view.bidders)
                             + pick(" bid", "") + claim)
            return lines
        game = f"{pick('Game', 'Spiel')}: {contract_name(view.contract.value, voice.lang)}"
        if view.declarer is not None:  # a Ramsch has no declarer
            game += f" {voice.by(view.declarer)}"
        lines.append(game)
        if view.open_hand is not None:
            seat, shown = view.open_hand
            lines.append(pick("Your open hand: " if voice.is_you(seat)
                              else f"Open hand of {name(seat)}: ",
                              f"Offene Karten {voice.by(seat)}: ")
                         + " ".join(self.notations.show(c, voice.notation) for c in shown))
        if view.hochzeit_card is not None:
            lines.append(pick("The Hochzeit trump: ", "Der Hochzeitstrumpf: ")
                         + self.notations.show(view.hochzeit_card, voice.notation))
        if view.partner is not None and view.partner != view.seat:
            if view.contract is Contract.HOCHZEIT:
                lines.append(pick(f"Partner (took the Hochzeit): {name(view.partner)}",
                                  f"Partner (hat die Hochzeit angenommen): "
                                  f"{name(view.partner)}"))
            else:
                lines.append(pick(f"Partner (holds the called ace): {name(view.partner)}",
                                  f"Partner (hat die Rufsau): {name(view.partner)}"))
        if view.contract is not Contract.RAMSCH:  # in a Ramsch everybody plays alone
            sides = ", ".join(f"{name(s)}: {self.party(p, voice.lang) if p is not None else '?'}"
                              for s, p in enumerate(view.parties))
            lines.append(f"{pick('Sides as you know them', 'Parteien, soweit bekannt')}: "
                         f"{sides}")
        if view.doublings:
            if voice.lang == "de":
                lines.append("Gestoßen: " + ", ".join(
                    f"{('Kontra', 'Re')[i & 1]} {voice.by(s)}"
                    for i, s in enumerate(view.doublings)))
            else:
                words = ["kontra", "re"]
                lines.append("Doubled: " + ", ".join(
                    f"{name(s)} {words[i] if i < 2 else 'doubles'}"
                    for i, s in enumerate(view.doublings)))
        return lines

    def party(self, party: Any, lang: str) -> str:
        """A side's name: the declaring side (Spieler) or the defenders (Nichtspieler)."""
        if lang == "de":
            return "Spieler" if party.value == "declarers" else "Nichtspieler"
        return str(party.value)

    def hand_groups(self, view: PlayerView) -> list[list[Card]]:
        """The hand in its order, cut into the trumps and each plain suit."""
        return suit_groups(view.hand, _order(view).suit)

    def trick_note(self, view: PlayerView, trick: Any, voice: Voice = DEFAULT_VOICE) -> str:
        """Why ``trick`` went to its winner, where the cards do not say it at once: a
        trump on a plain suit; else ``""``."""
        order = _order(view)
        card = trick.cards[(trick.winner - trick.leader) & 3]
        if order.suit[card] == TRUMP and order.suit[trick.cards[0]] != TRUMP:
            return voice.pick("trump", "Trumpf")
        return ""

    def running(self, view: PlayerView, voice: Voice = DEFAULT_VOICE) -> str | None:
        """In a Ramsch every seat plays alone: each seat's card points so far."""
        if view.contract is not Contract.RAMSCH:
            return None
        points = [0, 0, 0, 0]
        for trick in view.tricks:
            points[trick.winner] += sum(card.points for card in trick.cards)
        return ", ".join(f"{voice.name(s)} {points[s]}" for s in range(4))

    def amounts(self, score: Score) -> tuple[int, ...]:
        """Each seat's payout of the deal in cents: the unit of the balances (and of the
        pot, with Stock)."""
        return score.payouts

    def contract(self, state: State) -> str:
        """The deal's game as the balances name it (``sauspiel-gras``, ``wenz``,
        ``ramsch``, ...)."""
        return contract_label(state)

    def contract_name(self, label: str, lang: str) -> str:
        """A game's label (:meth:`contract`) in ``lang`` (``Wenz-Tout``)."""
        if label == "void":
            return voice_pick(lang, "void (all passed)", "zusammengeworfen (alle weiter)")
        return contract_name(label, lang)

    def result(self, score: Score, voice: Voice, view: PlayerView | None = None) -> list[str]:
        """The end of a deal: the card points and tricks of both sides, the items (with
        ``view``, the finished deal as the viewer sees it: each knock and doubling on a line
        of its own, naming who) and the payout formula."""
        pick = voice.pick
        if score.redeal:
            paid = -score.stock[0] if score.stock is not None else 0
            if paid:
                return [pick(f"Everybody passed: each pays {paid} into the pot; the cards "
                             "are dealt again.",
                             f"Alle sagen weiter: jeder zahlt {paid} in den Stock; es wird "
                             "neu gegeben.")]
            return [pick("Everybody passed: the cards are dealt again, no payouts.",
                         "Alle sagen weiter: es wird zusammengeworfen und neu gegeben, "
                         "keine Zahlungen.")]
        if score.ramsch is not None:
            return self._ramsch_result(score, voice, view)
        points = score.card_points
        lines = []
        single = score.partner is None
        if points is None and score.contract is not None and score.declarer is not None:
            # A Sie: no card was played.
            game = contract_name(score.contract.value, voice.lang)
            lines.append(f"{game[:1].upper()}{game[1:]} {voice.by(score.declarer)}.")
        if points is not None:
            declarers = self.party(Side.DECLARERS, voice.lang)
            defenders = self.party(Side.DEFENDERS, voice.lang)
            lines.append(
                f"{pick('Card points', 'Augen')}: {declarers} {points.declarers}, {defenders} "
                f"{points.defenders} ({pick('together', 'zusammen')} "
                f"{points.declarers + points.defenders}); {pick('tricks', 'Stiche')}: "
                f"{declarers} {points.declarer_tricks}, {defenders} {points.defender_tricks}")
        if single:
            lines.append(pick("The declarer wins." if score.won else "The declarer loses.",
                              "Der Spieler gewinnt." if score.won else "Der Spieler verliert."))
        else:
            lines.append(pick("The declaring side wins." if score.won
                              else "The declaring side loses.",
                              "Die Spieler gewinnen." if score.won
                              else "Die Spieler verlieren."))
        value_lines = _value_lines(score, voice, view)
        lines += [_shown(line) for line in value_lines]
        lines.append(pick("Value: ", "Wert: ") + _formula(value_lines, score.value))
        value, triple = score.value, 3 * score.value
        if single and score.won:
            lines.append(pick(f"Each opponent pays {value}: the declarer wins {triple}.",
                              f"Jeder Gegenspieler zahlt {value}: der Spieler gewinnt "
                              f"{triple}."))
        elif single:
            lines.append(pick(f"The declarer pays {value} to each opponent: {triple}.",
                              f"Der Spieler zahlt jedem Gegenspieler {value}, zusammen "
                              f"{triple}."))
        else:
            lines.append(pick(f"Each seat of the winning side gets {value} from one loser.",
                              f"Jeder der Gewinner bekommt {value} von einem Verlierer."))
        for item in score.items:
            if item.code == "stock":
                lines.append(_stock_words(item, voice))
        return lines

    def _ramsch_result(self, score: Score, voice: Voice,
                       view: PlayerView | None) -> list[str]:
        """The end of a Ramsch: each seat's card points and tricks, who loses (or wins the
        Durchmarsch), the price, the Jungfrauen, who pays whom, and the payouts (which add
        up to what is paid)."""
        pick, name = voice.pick, voice.name
        ramsch = score.ramsch
        assert ramsch is not None

        def tricks(n: int) -> str:
            return pick(f"{n} trick{'s' if n != 1 else ''}",
                        f"{n} Stich{'e' if n != 1 else ''}")

        lines = [pick("Card points: ", "Augen: ") + ", ".join(
            f"{name(s)} {ramsch.card_points[s]} ({tricks(ramsch.tricks[s])})"
            for s in range(4))]
        winner = ramsch.durchmarsch
        if winner is not None:
            lines.append(pick("Durchmarsch: you win." if voice.is_you(winner)
                              else f"Durchmarsch: {name(winner)} wins.",
                              "Durchmarsch: du gewinnst." if voice.is_you(winner)
                              else f"Durchmarsch: {name(winner)} gewinnt."))
        elif len(ramsch.losers) == 4:
            lines.append(pick("Everybody has as many card points: nobody pays.",
                              "Alle haben gleich viele Augen: niemand zahlt."))
        else:
            losers = _listed([name(s) for s in ramsch.losers], voice)
            if len(ramsch.losers) > 1:
                lines.append(pick(f"{losers} have the most card points and lose.",
                                  f"{losers} haben die meisten Augen und verlieren."))
            elif voice.is_you(ramsch.losers[0]):
                lines.append(pick("You have the most card points and lose.",
                                  "Du hast die meisten Augen und verlierst."))
            else:
                lines.append(pick(f"{losers} has the most card points and loses.",
                                  f"{losers} hat die meisten Augen und verliert."))
        price = _value_lines(score, voice, view)
        if len(price) > 1:  # knocked: the base and each knock
            lines += [_shown(line) for line in price]
            lines.append(pick("Price: ", "Preis: ") + _formula(price, ramsch.price))
        else:
            lines.append(pick(f"Price: {ramsch.price} (Ramsch)",
                              f"Preis: {ramsch.price} (Ramsch)"))
        lines += [_shown(line) for line in _jungfrau_lines(score, voice)]
        lines += self._ramsch_payments(ramsch, voice)
        lines.append(pick("Payouts: ", "Zahlungen: ") + ", ".join(
            f"{name(s)} {score.payouts[s]:+d}" for s in range(4)))
        return lines

    def _ramsch_payments(self, ramsch: Any, voice: Voice) -> list[str]:
        """Who pays whom in a Ramsch."""
        pick = voice.pick

        def to(seat: int) -> str:
            return pick("you", "dir") if voice.is_you(seat) else voice.name(seat)

        if ramsch.durchmarsch is not None:
            winner = ramsch.durchmarsch
            gets = 3 * ramsch.price
            if voice.is_you(winner):
                return [pick(f"Each of the others pays you {ramsch.price}: you get {gets}.",
                             f"Jeder andere zahlt dir {ramsch.price}: du bekommst {gets}.")]
            return [pick(f"Each of the others pays {to(winner)} {ramsch.price}: "
                         f"{voice.name(winner)} gets {gets}.",
                         f"Jeder andere zahlt {to(winner)} {ramsch.price}: "
                         f"{voice.name(winner)} bekommt {gets}.")]
        losers = ramsch.losers
        if len(losers) == 4:
            return []
        others = [s for s in range(4) if s not in losers]
        paid = _listed([f"{to(s)} {ramsch.amounts[s]}" for s in others], voice)
        who = _listed([voice.name(s) for s in losers], voice)
        if len(losers) == 1:
            if voice.is_you(losers[0]):
                return [pick(f"You pay {paid}.", f"Du zahlst {paid}.")]
            return [pick(f"{who} pays {paid}.", f"{who} zahlt {paid}.")]
        if len(losers) == 2:
            return [pick(f"{who} pay {paid}, half each.",
                         f"{who} zahlen {paid}, jeder die Hälfte.")]
        return [pick(f"{who} each pay {paid}.", f"{who} zahlen jeder {paid}.")]


def _jungfrau_lines(score: Score, voice: Voice) -> list[_Line]:
    """The Jungfrauen of a Ramsch (seats without a trick) and what they double: every
    amount (``double_all``), or each Jungfrau's own."""
    ramsch = score.ramsch
    assert ramsch is not None
    items = [item for item in score.items if item.code == "jungfrau"]
    if not items:
        return []
    jungfrauen = ramsch.jungfrauen
    others = [s for s in range(4) if s not in ramsch.losers and s not in jungfrauen]
    pick = voice.pick
    if len(items) < len(jungfrauen) or any(ramsch.amounts[s] > ramsch.price for s in others):
        who = _listed([voice.name(s) for s in jungfrauen], voice)
        return [_Line(items[0].amount, pick(f"Jungfrau: {who} without a trick (every amount)",
                                            f"Jungfrau: {who} ohne Stich (jeder Betrag)"),
                      True)]
    out = []
    for seat, item in zip(jungfrauen, items, strict=True):
        whose = (pick("you without a trick (your amount)", "du ohne Stich (dein Betrag)")
                 if voice.is_you(seat) else
                 pick(f"{voice.name(seat)} without a trick (that amount)",
                      f"{voice.name(seat)} ohne Stich (sein Betrag)"))
        out.append(_Line(item.amount, f"Jungfrau: {whose}", True))
    return out


def voice_pick(lang: str, english: str, german: str) -> str:
    """The text of ``lang``."""
    return german if lang == "de" else english


def _listed(names: list[str], voice: Voice) -> str:
    """``A``, ``A and B``, ``A, B and C`` (``und`` in German)."""
    if len(names) < 2:
        return "".join(names)
    return f"{', '.join(names[:-1])} {voice.pick('and', 'und')} {names[-1]}"


def _shown(line: _Line) -> str:
    """A payout line: ``+50   Grundtarif Wenz``, ``x2    Kontra von B``."""
    return f"{'x' if line.factor else '+'}{line.amount:<4d} {line.label}"


def _stock_words(item: ScoreItem, voice: Voice) -> str:
    """The pot's line: what each seat of the declaring side takes out or pays in."""
    if voice.lang == "en":
        return f"{item.amount:+d} {item.label}"
    if item.amount >= 0:
        return (f"{item.amount:+d} Stock: jeder der Spieler nimmt {item.amount} heraus "
                "(nicht im Wert)")
    return (f"{item.amount:+d} Stock: jeder der Spieler zahlt {-item.amount} ein "
            "(nicht im Wert)")


def _order(view: PlayerView) -> Any:
    """The card order of the game the viewer sees (the Sauspiel's before it is declared)."""
    return card_order(view.contract or Contract.SAUSPIEL_EICHEL, view.rules.short)


#: How the terminal game shows Schafkopf.
PRESENTER: Any = _Presenter()
