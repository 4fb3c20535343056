"""Doppelkopf on a terminal screen: what the terminal game (:mod:`trickgames.terminal`) shows
of a deal that is particular to Doppelkopf (the contract, the parties as the viewer knows
them, the announcements, the result, a session's compulsory solos), its card notations and
the words people type for its actions (:data:`WORDS`, English and German, in one table).

>>> from trickgames import doppelkopf as dk
>>> PRESENTER.describe(dk.view(dk.deal("ddv", seed=1), 0))[0]
'Contract: not settled yet'
>>> PRESENTER.notations.read("KrD"), PRESENTER.notations.read("HeZ")
(<Card.CQ: 3>, <Card.HT: 13>)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from trickgames._core.lang import item_label
from trickgames._core.registry import BasePresenter
from trickgames._core.screen import DEFAULT_VOICE, Notations, Voice, Words
from trickgames._core.sessions import NextDeal
from trickgames.doppelkopf.cards import CARDS, Card
from trickgames.doppelkopf.record import contract_label
from trickgames.doppelkopf.scoring import Score
from trickgames.doppelkopf.session import Session
from trickgames.doppelkopf.state import Context, State
from trickgames.doppelkopf.view import PlayerView

__all__ = ["NOTATIONS", "PRESENTER", "WORDS"]

_LEVELS = ("", " no90", " no60", " no30", " schwarz")
_LEVELS_DE = ("", " keine 90", " keine 60", " keine 30", " schwarz")

_SUITS_DE = {"C": "Kr", "S": "Pi", "H": "He", "D": "Ka"}
_RANKS_DE = {"A": "A", "T": "Z", "K": "K", "Q": "D", "J": "B", "9": "9"}

#: The cards in each notation (``letters``: the record codes), with a one-line key.
NOTATIONS = Notations(
    names={
        "letters": {c: c.name for c in CARDS},
        "symbols": {c: c.pretty for c in CARDS},
        "german": {c: _SUITS_DE[c.name[0]] + _RANKS_DE[c.name[1]] for c in CARDS},
    },
    legends={
        ("letters", "en"): "Cards: suit C clubs, S spades, H hearts, D diamonds, then rank A ace, "
                           "T ten, K king, Q queen, J jack, 9 nine (HT: the ten of hearts).",
        ("letters", "de"): "Karten: Farbe C Kreuz, S Pik, H Herz, D Karo, dann A Ass, T Zehn, "
                           "K König, Q Dame, J Bube, 9 Neun (HT: Herz-Zehn, die Dulle).",
        ("symbols", "en"): "Cards: ♣ clubs, ♠ spades, ♥ hearts, ♦ diamonds; A ace, 10 ten, "
                           "K king, Q queen, J jack, 9 nine. Type them as letters too (HT).",
        ("symbols", "de"): "Karten: ♣ Kreuz, ♠ Pik, ♥ Herz, ♦ Karo; A Ass, 10 Zehn, K König, "
                           "Q Dame, J Bube, 9 Neun. Eingabe auch als KrD, HeZ oder CQ, HT.",
        ("german", "en"): "Cards: Kr clubs, Pi spades, He hearts, Ka diamonds, then A ace, "
                          "Z ten, K king, D queen, B jack, 9 nine (HeZ: the ten of hearts).",
        ("german", "de"): "Karten: Kr Kreuz, Pi Pik, He Herz, Ka Karo, dann A Ass, Z Zehn, "
                          "K König, D Dame, B Bube, 9 Neun (KrD: Kreuz-Dame, HeZ: die Dulle, "
                          "KaA: der Fuchs).",
    },
    parse=Card.parse,
)

_SOLOS = (
    ("solo-clubs", ("clubs solo", "solo clubs"), ("kreuzsolo", "kreuz solo", "solo kreuz")),
    ("solo-spades", ("spades solo", "solo spades"), ("piksolo", "pik solo", "solo pik")),
    ("solo-hearts", ("hearts solo", "solo hearts"), ("herzsolo", "herz solo", "solo herz")),
    ("solo-diamonds", ("diamonds solo", "solo diamonds"),
     ("karosolo", "karo solo", "trumpfsolo", "solo karo")),
    ("solo-queens", ("queens solo", "solo queens"), ("damensolo", "damen solo")),
    ("solo-jacks", ("jacks solo", "solo jacks"), ("bubensolo", "buben solo")),
    ("solo-aces", ("aces solo", "solo aces", "fleshless"), ("fleischlos", "fleischloser")),
    ("solo-kings", ("kings solo",), ("königssolo", "koenigssolo")),
    ("solo-queens-jacks", ("queens jacks solo", "queens and jacks solo"),
     ("damen-buben-solo", "bubendamen", "damenbuben")),
    ("solo-kings-jacks", ("kings jacks solo", "kings and jacks solo"),
     ("könig-buben-solo", "koenig-buben-solo")),
    ("solo-kings-queens", ("kings queens solo", "kings and queens solo"),
     ("könig-damen-solo", "koenig-damen-solo")),
    ("solo-koehler", ("koehler", "köhler solo"), ("köhler", "koehler")),
)

#: The marriage selectors (house rule ``marriage_selectors``), English then German.
_SELECTORS = (
    ("foreign", "first foreign trick", "erster fremder Stich"),
    ("trump", "trump", "Trumpf"),
    ("plain", "plain suit", "Fehl"),
    ("clubs", "clubs", "Kreuz"),
    ("spades", "spades", "Pik"),
    ("hearts", "hearts", "Herz"),
)

#: The words people type for each Doppelkopf action (record words without the seat), English
#: then German; the parser of typed choices and ``help`` read this one table.
WORDS = Words(
    actions={
        "healthy": (("healthy",), ("gesund",)),
        "reserve": (("reserve", "reservation"), ("Vorbehalt",)),
        "announce re": (("re",), ("re",)),
        "announce kontra": (("kontra", "contra"), ("kontra",)),
        "announce no90": (("no90", "no 90", "k90"), ("keine 90", "k90", "keine neunzig")),
        "announce no60": (("no60", "no 60", "k60"), ("keine 60", "k60", "keine sechzig")),
        "announce no30": (("no30", "no 30", "k30"), ("keine 30", "k30", "keine dreißig")),
        "announce schwarz": (("schwarz", "black"), ("schwarz",)),
        "announce swines": (("swines",), ("schweine", "schweinchen")),
        "announce hyperswines": (("hyperswines",), ("superschweine", "hyperschweine")),
        "declare marriage": (("marriage",), ("Hochzeit",)),
        **{f"declare marriage-{value}": ((f"marriage {english}",), (f"Hochzeit {german}",))
           for value, english, german in _SELECTORS},
        "declare poverty": (("poverty",), ("Armut",)),
        "declare throw": (("throw", "throw in"), ("schmeißen", "schmeissen")),
        **{f"declare {value}": ((*english, "solo"), (german[0].capitalize(), *german[1:], "solo"))
           for value, english, german in _SOLOS},
        "accept": (("accept", "yes"), ("annehmen", "ja")),
        "decline": (("decline", "no"), ("ablehnen", "nein")),
    },
    verbs={"spiel": "play", "spiele": "play", "lege": "play", "gib": "give", "gebe": "give",
           "zurück": "return", "zurueck": "return", "ansage": "announce"},
)

_CONTRACTS_DE = {
    "normal": "Normalspiel", "marriage": "Hochzeit", "poverty": "Armut",
    "silent marriage": "stille Hochzeit", "void": "ungültig (neu geben)",
    "marriage without partner": "Hochzeit ohne Partner (Solo)",
    "solo-clubs": "Kreuz-Solo", "solo-spades": "Pik-Solo", "solo-hearts": "Herz-Solo",
    "solo-diamonds": "Karo-Solo (Trumpfsolo)", "solo-queens": "Damensolo",
    "solo-jacks": "Bubensolo", "solo-aces": "Fleischloser", "solo-kings": "Königssolo",
    "solo-queens-jacks": "Damen-Buben-Solo", "solo-kings-jacks": "König-Buben-Solo",
    "solo-kings-queens": "König-Damen-Solo", "solo-koehler": "Köhler",
    "thrown": "geschmissen (neu geben)", "genscher": "Genscher",
}


def _contract_words(label: str, lang: str) -> str:
    """A contract label (``contract_label``) in ``lang``."""
    if lang != "de":
        return label
    for prefix, word in (("forced ", "Vorführung: "), ("compulsory ", "Pflichtsolo: ")):
        if label.startswith(prefix):
            return word + _CONTRACTS_DE.get(label[len(prefix):], label[len(prefix):])
    return _CONTRACTS_DE.get(label, label)


class _Presenter(BasePresenter):
    """The Doppelkopf presenter (see the module)."""

    sheet = "standings"
    unit = ""
    notations = NOTATIONS
    words = WORDS

    def describe(self, view: PlayerView, voice: Voice = DEFAULT_VOICE) -> list[str]:
        pick = voice.pick
        lines = []
        if view.contract is not None:
            contract = _contract_words(view.contract.value, voice.lang)
        else:
            contract = pick("not settled yet", "steht noch nicht fest")
        if view.silent_marriage:
            contract = pick("silent marriage (you play alone)",
                            "stille Hochzeit (du spielst allein)")
        who = (f" {pick('by', 'von')} {voice.name(view.declarer)}"
               if view.declarer is not None and view.contract else "")
        lines.append(f"{pick('Contract', 'Spiel')}: {contract}{who}")
        parties = ", ".join(
            f"{voice.name(s)}: {self.party(p, voice.lang) if p is not None else '?'}"
            for s, p in enumerate(view.parties)
        )
        lines.append(f"{pick('Parties as you know them', 'Parteien, soweit bekannt')}: "
                     f"{parties}")
        levels = _LEVELS_DE if voice.lang == "de" else _LEVELS
        calls = [f"{party}{levels[level]}" for party, level in
                 (("re", view.re_level), ("kontra", view.kontra_level)) if level >= 0]
        if calls:
            lines.append(pick("Announced: ", "Angesagt: ") + "; ".join(calls))
        for seat, english, german in ((view.swines, "Swines", "Schweine"),
                                      (view.hyperswines, "Hyperswines", "Superschweine")):
            if seat is not None:
                lines.append(f"{pick(english, german)}: {voice.name(seat)}")
        return lines

    def party(self, party: Any, lang: str) -> str:
        """A party's name: ``re``/``kontra`` (the same words in German)."""
        del lang
        return str(party.value)

    def amounts(self, score: Score) -> tuple[int, ...]:
        """Each seat's game points of the deal: the unit of the score sheet and of the
        session's standings."""
        return score.scores

    def contract(self, state: State) -> str:
        """The deal's contract as the score sheet names it (``normal``, ``solo-queens``, a
        compulsory solo marked as such)."""
        return contract_label(state)

    def result(self, score: Score, voice: Voice) -> list[str]:
        """The end of a deal: the card points and tricks of both parties, and the score
        item by item (:meth:`Score.details`)."""
        pick = voice.pick
        if score.redeal:
            # Void: every seat declined a poverty, or a seat threw the deal in (the contract
            # label says which).
            return [pick("The deal is void: the cards are dealt again.",
                         "Das Spiel ist ungültig: es wird neu gegeben.")]
        details = score.details()
        points, tricks = details["card_points"], details["tricks"]
        lines = [
            f"{pick('Card points', 'Augen')}: Re {points['re']}, Kontra {points['kontra']} "
            f"({pick('together', 'zusammen')} {points['re'] + points['kontra']}); "
            f"{pick('tricks', 'Stiche')}: Re {tricks['re']}, Kontra {tricks['kontra']}",
        ]
        for item in details["items"]:
            amount = item["amount"]
            label = item_label(item["code"], item["label"], voice.lang)
            lines.append(f"{'+' if amount >= 0 else ''}{amount:<3d} {label} ({item['party']})")
        value = details["value"]
        side = "Re" if value >= 0 else "Kontra"
        factor = pick(" (x3 for the soloist)", " (x3 für den Solospieler)") if details[
            "solo"] else ""
        lines.append(f"= {abs(value)} {pick('for', 'für')} {side}{factor}")
        return lines

    def before_deal(self, session: Session, plan: NextDeal[Context],
                    name: Callable[[int], str], voice: Voice = DEFAULT_VOICE) -> list[str]:
        pick = voice.pick
        lines = []
        forced = plan.context.forced_solo
        if forced is not None:
            lines.append(pick(f"Forced solo: {name(plan.seats[forced])} must play the "
                              "compulsory solo now; there are no reservations.",
                              f"Vorführung: {name(plan.seats[forced])} muss jetzt das "
                              "Pflichtsolo spielen; es gibt keine Vorbehalte."))
        if session.config.compulsory_solos:
            names = [name(p) for p, owes in enumerate(session.book.owed) if owes]
            lines.append(pick("Compulsory solos still owed: ", "Noch offene Pflichtsoli: ")
                         + (", ".join(names) or pick("none", "keine")))
        return lines


#: How the terminal game shows Doppelkopf.
PRESENTER: Any = _Presenter()
