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
from trickgames._core.screen import (
    DEFAULT_VOICE,
    CardWords,
    Notations,
    Voice,
    Words,
    suit_groups,
)
from trickgames._core.sessions import NextDeal
from trickgames._core.tricks import TRUMP
from trickgames.doppelkopf.cards import CARDS, Card, deck
from trickgames.doppelkopf.contracts import Contract, card_order, hyperswine_card, swine_card
from trickgames.doppelkopf.record import contract_label
from trickgames.doppelkopf.scoring import Score
from trickgames.doppelkopf.session import Session
from trickgames.doppelkopf.state import Context, Party, State
from trickgames.doppelkopf.view import PlayerView

__all__ = ["CARD_WORDS", "CONTRACTS_DE", "NOTATIONS", "PRESENTER", "WORDS"]

_LEVELS = ("", " no90", " no60", " no30", " schwarz")
_LEVELS_DE = ("", " keine 90", " keine 60", " keine 30", " Schwarz")

#: How each notation writes the suits and the ranks (by their record codes).
_SHOWN = {
    "letters": ({s: s for s in "CSHD"}, {r: r for r in "ATKQJ9"}),
    "symbols": (dict(zip("CSHD", "♣♠♥♦", strict=True)),
                {"A": "A", "T": "10", "K": "K", "Q": "Q", "J": "J", "9": "9"}),
    "german": ({"C": "Kr", "S": "Pi", "H": "He", "D": "Ka"},
               {"A": "A", "T": "Z", "K": "K", "Q": "D", "J": "B", "9": "9"}),
}

#: The words of the cards, English then German: each suit's and rank's full name first, then
#: what else people type (short forms: ``kd`` is a Kreuz- or a Karo-Dame, whichever the hand
#: holds), and the nicknames of single cards. The terminal's input only: records stay strict.
CARD_WORDS = CardWords(
    suits={
        "C": (("clubs", "club", "c"), ("Kreuz", "Kr", "K")),
        "S": (("spades", "spade", "s"), ("Pik", "Pi", "P")),
        "H": (("hearts", "heart", "h"), ("Herz", "He", "H")),
        "D": (("diamonds", "diamond", "d"), ("Karo", "Ka", "K")),
    },
    ranks={
        "A": (("ace", "a"), ("Ass", "As", "A", "Daus")),
        "T": (("ten", "t", "10"), ("Zehn", "Zehner", "Z", "10")),
        "K": (("king", "k"), ("König", "Koenig", "K")),
        "Q": (("queen", "q"), ("Dame", "D")),
        "J": (("jack", "j"), ("Bube", "Bub", "B")),
        "9": (("nine", "9"), ("Neun", "Neuner", "9")),
    },
    nicknames={
        "HT": (("Dulle",), ("Dulle",)),
        "DA": (("fox",), ("Fuchs",)),
        "CQ": ((), ("Alte",)),
        "CJ": (("Charlie",), ("Karlchen",)),
    },
    example="CQ",
)

#: The cards in each notation (``letters``: the record codes) and their words.
NOTATIONS = Notations(shown=_SHOWN, words=CARD_WORDS,
                      cards_by_code={c.name: c for c in CARDS}, parse=Card.parse, deck=deck)

#: The contracts' German names, as the screen shows them and as players write them (the
#: record labels of :func:`~trickgames.doppelkopf.record.contract_label`).
CONTRACTS_DE = {
    "normal": "Normalspiel", "marriage": "Hochzeit", "poverty": "Armut",
    "silent marriage": "stille Hochzeit", "void": "ungültig (neu gegeben)",
    "marriage without partner": "Hochzeit ohne Partner (Solo)",
    "solo-clubs": "Kreuz-Solo", "solo-spades": "Pik-Solo", "solo-hearts": "Herz-Solo",
    "solo-diamonds": "Karo-Solo", "solo-queens": "Damensolo",
    "solo-jacks": "Bubensolo", "solo-aces": "Fleischloser", "solo-kings": "Königssolo",
    "solo-queens-jacks": "Damen-Buben-Solo", "solo-kings-jacks": "König-Buben-Solo",
    "solo-kings-queens": "König-Damen-Solo", "solo-koehler": "Köhler",
    "thrown": "geschmissen (neu gegeben)", "genscher": "Genscher",
}

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
     ("damenbubensolo", "bubendamen", "damenbuben")),
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
        "announce re": (("re",), ("Re",)),
        "announce kontra": (("kontra", "contra"), ("Kontra",)),
        "announce no90": (("no90", "no 90", "k90"), ("keine 90", "k90", "keine neunzig")),
        "announce no60": (("no60", "no 60", "k60"), ("keine 60", "k60", "keine sechzig")),
        "announce no30": (("no30", "no 30", "k30"), ("keine 30", "k30", "keine dreißig")),
        "announce schwarz": (("schwarz", "black"), ("Schwarz",)),
        "announce swines": (("swines",), ("Schweine", "Schweinchen")),
        "announce hyperswines": (("hyperswines",), ("Superschweine", "Hyperschweine")),
        "declare marriage": (("marriage",), ("Hochzeit",)),
        **{f"declare marriage-{value}": ((f"marriage {english}",),
                                         (f"Hochzeit ({german})", f"Hochzeit {german}"))
           for value, english, german in _SELECTORS},
        "declare poverty": (("poverty",), ("Armut",)),
        "declare throw": (("throw", "throw in"), ("Schmeißen", "schmeissen")),
        **{f"declare {value}": ((*english, "solo"), (CONTRACTS_DE[value], *german, "solo"))
           for value, english, german in _SOLOS},
        "accept": (("accept", "yes"), ("annehmen", "ja")),
        "decline": (("decline", "no"), ("ablehnen", "nein")),
    },
    verbs={"spiel": "play", "spiele": "play", "lege": "play", "gib": "give", "gebe": "give",
           "zurück": "return", "zurueck": "return", "ansage": "announce"},
)


def _contract_words(label: str, lang: str) -> str:
    """A contract label (``contract_label``) in ``lang``."""
    if lang != "de":
        return label
    for prefix, word in (("forced ", "Vorführung"), ("compulsory ", "Pflichtsolo")):
        if label.startswith(prefix):
            solo = label[len(prefix):]
            return f"{CONTRACTS_DE.get(solo, solo)} ({word})"
    return CONTRACTS_DE.get(label, label)




def _party(party: Any, lang: str) -> str:
    """A party's name: ``re``/``kontra`` in English, ``Re``/``Kontra`` in German."""
    return str(party.value).capitalize() if lang == "de" else str(party.value)


def _order(view: PlayerView) -> Any:
    """The card order of the game the viewer sees (the normal one before it is settled),
    with the swines and hyperswines once the viewer knows they count."""
    contract = view.contract or Contract.NORMAL
    hyper = (hyperswine_card(contract, view.rules.nines) if view.hyperswines is not None
             else None)
    return card_order(contract, view.swines is not None, hyper)


#: Why a trick was won, where the cards do not say it at once.
_WHY = {
    "trump": ("trump", "Trumpf"),
    "first_of_two": ("the first of two equal cards", "die erste von zwei gleichen Karten"),
    "dulle_over_dulle": ("Dulle over Dulle", "Dulle sticht Dulle"),
    "swine": ("a swine", "Schwein"),
    "hyperswine": ("a hyperswine", "Superschwein"),
}


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
            genscher = any(line.split()[1:2] == ["genscher"] for line in view.history)
            contract = _contract_words("genscher" if genscher else view.contract.value,
                                       voice.lang)
        else:
            contract = pick("not settled yet", "steht noch nicht fest")
        if view.silent_marriage:
            contract = pick("silent marriage (you play alone)",
                            "stille Hochzeit (du spielst allein)")
        who = (f" {voice.by(view.declarer)}"
               if view.declarer is not None and view.contract
               and not (view.silent_marriage and voice.is_you(view.declarer)) else "")
        lines.append(f"{pick('Contract', 'Spiel')}: {contract}{who}")
        parties = ", ".join(
            f"{voice.name(s)}: {self.party(p, voice.lang) if p is not None else '?'}"
            for s, p in enumerate(view.parties)
        )
        lines.append(f"{pick('Parties as you know them', 'Parteien, soweit bekannt')}: "
                     f"{parties}")
        levels = _LEVELS_DE if voice.lang == "de" else _LEVELS
        calls = [f"{self.party(party, voice.lang)}{levels[level]}" for party, level in
                 ((Party.RE, view.re_level), (Party.KONTRA, view.kontra_level)) if level >= 0]
        if calls:
            lines.append(pick("Announced: ", "Angesagt: ") + "; ".join(calls))
        for seat, english, german in ((view.swines, "Swines", "Schweine"),
                                      (view.hyperswines, "Hyperswines", "Superschweine")):
            if seat is not None:
                lines.append(f"{pick(english, german)}: {voice.name(seat)}")
        return lines

    def party(self, party: Any, lang: str) -> str:
        """A party's name: ``re``/``kontra`` (``Re``/``Kontra`` in German)."""
        return _party(party, lang)

    def hand_groups(self, view: PlayerView) -> list[list[Card]]:
        """The hand in its order, cut into the trumps and each plain suit."""
        return suit_groups(view.hand, _order(view).suit)

    def trick_note(self, view: PlayerView, trick: Any, voice: Voice = DEFAULT_VOICE) -> str:
        """Why ``trick`` went to its winner, where the cards do not say it at once (a trump
        on a plain suit, the first of two equal cards, Dulle over Dulle, a swine); else
        ``""``."""
        order = _order(view)
        cards = trick.cards
        at = (trick.winner - trick.leader) & 3
        card = cards[at]
        why = None
        if card == Card.HT and Card.HT in cards[:at]:
            why = "dulle_over_dulle"
        elif card in cards[at + 1:]:
            why = "first_of_two"
        elif order.hyperswine is not None and card == order.hyperswine:
            why = "hyperswine"
        elif order.swines and card == swine_card(view.contract or Contract.NORMAL):
            why = "swine"
        elif order.suit[card] == TRUMP and order.suit[cards[0]] != TRUMP:
            why = "trump"
        return "" if why is None else voice.pick(*_WHY[why])

    def news(self, before: PlayerView, after: PlayerView,
             voice: Voice = DEFAULT_VOICE) -> list[str]:
        """What an action settled that the screen should say once: a solo that goes before
        the viewer's own marriage or poverty, and who became the marriage's partner (or
        that nobody did)."""
        pick = voice.pick
        lines = []
        seat = after.seat
        if before.contract is None and after.contract is not None and seat is not None:
            own = _own_reservation(after, seat)
            if own is not None and after.declarer != seat and after.declarer is not None:
                name = pick(own[0], own[1])
                game = _contract_words(after.contract.value, voice.lang)
                who = voice.name(after.declarer)
                if after.contract.is_solo:
                    lines.append(pick(f"Your {name} does not count: {who} plays a solo "
                                      f"({game}), which goes first.",
                                      f"Deine {name} kommt nicht zum Zug: {who} spielt ein "
                                      f"Solo ({game}), das geht vor."))
                else:
                    lines.append(pick(f"Your {name} does not count: {who}'s {game} goes "
                                      "first.",
                                      f"Deine {name} kommt nicht zum Zug: die {game} "
                                      f"{voice.by(after.declarer)} geht vor."))
        if (after.contract is Contract.MARRIAGE and after.declarer is not None
                and None in before.parties and None not in after.parties):
            bride = after.declarer
            partner = after.partner
            if partner is None:
                lines.append(pick(f"The marriage found no partner: {voice.name(bride)} "
                                  "plays alone." if not voice.is_you(bride) else
                                  "The marriage found no partner: you play alone.",
                                  f"Die Hochzeit hat keinen Partner gefunden: "
                                  f"{voice.name(bride)} spielt allein."
                                  if not voice.is_you(bride) else
                                  "Die Hochzeit hat keinen Partner gefunden: du spielst "
                                  "allein."))
            elif voice.is_you(partner):
                lines.append(pick(f"You are the partner of {voice.name(bride)}'s marriage.",
                                  f"Du bist der Partner der Hochzeit {voice.by(bride)}."))
            elif voice.is_you(bride):
                lines.append(pick(f"{voice.name(partner)} is the partner of your marriage.",
                                  f"{voice.name(partner)} ist der Partner deiner Hochzeit."))
            else:
                lines.append(pick(f"{voice.name(partner)} is the partner of "
                                  f"{voice.name(bride)}'s marriage.",
                                  f"{voice.name(partner)} ist der Partner der Hochzeit "
                                  f"{voice.by(bride)}."))
        return lines

    def amounts(self, score: Score) -> tuple[int, ...]:
        """Each seat's game points of the deal: the unit of the score sheet and of the
        session's standings."""
        return score.scores

    def contract(self, state: State) -> str:
        """The deal's contract as the score sheet names it (``normal``, ``solo-queens``, a
        compulsory solo marked as such)."""
        return contract_label(state)

    def contract_name(self, label: str, lang: str) -> str:
        """A contract label (:meth:`contract`) in ``lang`` (``Damensolo``)."""
        return _contract_words(label, lang)

    def result(self, score: Score, voice: Voice, view: PlayerView | None = None) -> list[str]:
        """The end of a deal: the card points and tricks of both parties, and the score
        item by item (:meth:`Score.details`)."""
        pick = voice.pick
        if score.redeal:
            # Void: every seat declined a poverty, or a seat threw the deal in.
            void = pick("The deal is void: the cards are dealt again.",
                        "Das Spiel ist ungültig: es wird neu gegeben.")
            why = _why_void(view, voice) if view is not None else None
            return [void] if why is None else [why, void]
        details = score.details()
        points, tricks = details["card_points"], details["tricks"]
        lines = [
            f"{pick('Card points', 'Augen')}: Re {points['re']}, Kontra {points['kontra']} "
            f"({pick('together', 'zusammen')} {points['re'] + points['kontra']}); "
            f"{pick('tricks', 'Stiche')}: Re {tricks['re']}, Kontra {tricks['kontra']}",
        ]
        for item in score.items:
            amount = item.amount
            label = item_label(item.code, item.label, voice.lang)
            lines.append(f"{'+' if amount >= 0 else ''}{amount:<3d} {label} "
                         f"({self.party(item.party, voice.lang)})")
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


def _why_void(view: PlayerView, voice: Voice) -> str | None:
    """Why a finished deal is void: who threw it in, or that every seat declined the
    poverty."""
    pick = voice.pick
    for line in view.history:
        words = line.split()
        if words[1:3] == ["declare", "throw"]:
            seat = int(words[0][1:])
            if voice.is_you(seat):
                return pick("You threw the deal in.", "Du hast geschmissen.")
            return pick(f"{voice.name(seat)} threw the deal in.",
                        f"{voice.name(seat)} hat geschmissen.")
        if words[1:3] == ["declare", "poverty"]:
            return pick("Everybody declined the poverty.", "Alle haben die Armut abgelehnt.")
    return None


def _own_reservation(view: PlayerView, seat: int) -> tuple[str, str] | None:
    """The viewer's own marriage or poverty declared in this deal (English and German), if
    any."""
    for line in view.history:
        words = line.split()
        if len(words) >= 3 and words[0] == f"p{seat}" and words[1] == "declare":
            if words[2].startswith("marriage"):
                return ("marriage", "Hochzeit")
            if words[2] == "poverty":
                return ("poverty", "Armut")
    return None


#: How the terminal game shows Doppelkopf.
PRESENTER: Any = _Presenter()
