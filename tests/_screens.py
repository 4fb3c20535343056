"""The German screens of whole deals, compared with reviewed golden files
(``tests/data/terminal/``): every contract of both games, played by a person typing a script
and computer players that follow a script of their own, so that no decision of the
rule-of-thumb players (which change) is in a screen.

``python -m tests._screens`` writes the golden files again (then read every changed one before
committing it: a golden file is only as good as its review).
"""

from __future__ import annotations

import io
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs

from trickgames._core import sessions
from trickgames._games import GAMES
from trickgames.terminal import play_in_terminal, play_session_in_terminal

__all__ = ["CASES", "GOLDEN", "Case", "Scripted", "screen"]

#: Where the golden files are.
GOLDEN = Path(__file__).parent / "data" / "terminal"

#: The width of the golden screens.
WIDTH = 80


class Scripted:
    """A computer player for the golden screens: its seat's wishes, in order, when one is
    legal (record words without the seat, ``declare solo-queens``, or a verb alone, ``return``:
    the first legal action of that verb); else the first legal card, else ``healthy``,
    ``pass`` or ``decline``, else the first legal action. Off turn it only acts on a wish."""

    _QUIET = ("healthy", "pass", "decline")

    def __init__(self, wishes: Sequence[str] = (), always: Sequence[str] = ()) -> None:
        self.wishes = list(wishes)
        self.always = tuple(always)

    def _wished(self, view: Any) -> Any | None:
        for wishes in (self.wishes, self.always):
            for wish in wishes:
                for action in view.legal_actions:
                    words = str(action).split(" ", 1)[1]
                    if words == wish or words.split(" ", 1)[0] == wish:
                        if wishes is self.wishes:
                            self.wishes.remove(wish)
                        return action
        return None

    def choose(self, view: Any) -> Any:
        wished = self._wished(view)
        if wished is not None:
            return wished
        legal = view.legal_actions
        plays = [a for a in legal if getattr(a, "card", None) is not None]
        if plays:
            return plays[0]
        for quiet in self._QUIET:
            for action in legal:
                if str(action).split(" ", 1)[1] == quiet:
                    return action
        return legal[0]

    def interject(self, view: Any) -> Any | None:
        return self._wished(view)


@attrs.frozen
class Case:
    """One golden screen: a deal (``seed`` or ``hands``) of ``game`` under ``rules``, the
    person at ``seat`` typing ``typed`` (then Enter at an off-turn moment and ``1``, the first
    choice, when it is the person's turn), the computers' ``wishes`` by seat. ``session``:
    a whole session of that many deals (``players`` at the table, ``compulsory_solos``)
    instead of one deal."""

    name: str
    game: str
    rules: Any
    seat: int = 0
    seed: int = 0
    typed: tuple[str, ...] = ()
    wishes: Mapping[int, tuple[str, ...]] = attrs.field(factory=dict)
    always: Mapping[int, tuple[str, ...]] = attrs.field(factory=dict)
    hands: tuple[str, ...] | None = None
    dealer: int = 3
    session: int | None = None
    players: int = 4
    compulsory_solos: bool = False


def screen(case: Case) -> str:
    """The screen of ``case``, the prompts and what was typed included, as a person sees it
    on an 80-column terminal."""
    out = io.StringIO()
    typed = iter(case.typed)

    def read(prompt: str) -> str:
        optional = "Enter: weiter" in prompt
        answer = next(typed, "" if optional or prompt.startswith("Enter:") else "1")
        out.write(f"{prompt}{answer}\n")
        return answer

    entry = GAMES[case.game]
    rules = entry.engine.Rules.from_json(case.rules)
    if case.session is not None:
        session = sessions.start(entry.sessions, rules, case.players, deals=case.session,
                                 compulsory_solos=case.compulsory_solos,
                                 first_dealer=(case.seat - 1) % case.players)
        bots = [Scripted(always=case.always.get(s, ())) for s in range(4)]
        play_session_in_terminal(case.game, session, player=case.seat, seed=case.seed,
                                 read=read, out=out, bots=bots, lang="de", width=WIDTH)
        return out.getvalue()
    bots = [Scripted(case.wishes.get(s, ()), case.always.get(s, ())) for s in range(4)]
    state = None
    if case.hands is not None:
        state = entry.engine.deal(rules, hands=[h.split() for h in case.hands],
                                  dealer=case.dealer)
    play_in_terminal(case.game, rules, seat=case.seat, seed=case.seed, read=read, out=out,
                     bots=bots, state=state, lang="de", width=WIDTH)
    return out.getvalue()


_DK_ALL_SOLOS = {"preset": "ddv", "solos": [
    "solo-clubs", "solo-spades", "solo-hearts", "solo-diamonds", "solo-queens", "solo-jacks",
    "solo-aces", "solo-kings", "solo-queens-jacks", "solo-kings-jacks", "solo-kings-queens",
    "solo-koehler"]}
_SK_ALL_GAMES = {"preset": "standard", "knocking": True, "games": [
    "sauspiel", "hochzeit", "bettel", "bettel-ouvert", "solo", "wenz", "farbwenz", "geier",
    "farbgeier", "solo-tout", "wenz-tout", "farbwenz-tout", "geier-tout", "farbgeier-tout",
    "sie"]}

_DK = "doppelkopf"
_SK = "schafkopf"
_POVERTY = {"preset": "ddv", "poverty": True}
_SOLOS = ("Kreuz-Solo", "Pik-Solo", "Herz-Solo", "Karo-Solo", "Damensolo", "Bubensolo",
          "Fleischloser", "Königssolo", "Damen-Buben-Solo", "König-Buben-Solo",
          "König-Damen-Solo", "Köhler")

#: The golden screens: every contract of both games, German, 80 columns.
CASES: tuple[Case, ...] = (
    # -- Doppelkopf ----------------------------------------------------------------------------
    Case("doppelkopf-normalspiel", _DK, "ddv", seed=0,
         typed=("hilfe", "gesund", "Dame", "Kreuz Dame", "Fuchs", "queen of spades", "zurück",
                "re", "kd", "1")),
    Case("doppelkopf-stille-hochzeit", _DK, "ddv", seed=20, typed=("gesund",)),
    Case("doppelkopf-hochzeit", _DK, "ddv", seed=25, typed=("Vorbehalt", "Hochzeit")),
    Case("doppelkopf-hochzeit-solo-geht-vor", _DK, "ddv", seed=67,
         typed=("Vorbehalt", "Hochzeit"), wishes={1: ("reserve", "declare solo-queens")}),
    Case("doppelkopf-armut", _DK, _POVERTY, seed=97, typed=("Vorbehalt", "Armut"),
         wishes={1: ("accept", "return")}),
    Case("doppelkopf-armut-abgelehnt-neu-gegeben", _DK, _POVERTY, seed=162,
         typed=("Vorbehalt", "Armut")),
    Case("doppelkopf-geschmissen-neu-gegeben", _DK, {"preset": "ddv",
                                                     "throw_in": {"max_trumps": 12}},
         seed=5, typed=("Vorbehalt", "schmeißen")),
    Case("doppelkopf-genscher", _DK, {"preset": "ddv", "genscher": True}, seed=2,
         typed=("gesund", "Karo König", "6")),
    Case("doppelkopf-freedoko-schweine", _DK, "freedoko", seed=3,
         typed=("gesund", "Schweine", "Re", "Kontra")),
    *(Case(f"doppelkopf-{name.lower().replace('ö', 'oe')}", _DK, _DK_ALL_SOLOS, seed=100 + number,
           typed=("Vorbehalt", name)) for number, name in enumerate(_SOLOS)),
    Case("doppelkopf-sitzung-zu-fuenft", _DK, "ddv", seed=2, session=5, players=5,
         compulsory_solos=True),
    # -- Schafkopf -----------------------------------------------------------------------------
    Case("schafkopf-rufspiel", _SK, _SK_ALL_GAMES, seed=0,
         typed=("ich spiel", "auf die Alte", "Re"), wishes={1: ("knock",), 2: ("kontra",)}),
    Case("schafkopf-farbsolo", _SK, _SK_ALL_GAMES, seed=3, typed=("ich spiel", "Eichel-Solo")),
    Case("schafkopf-wenz", _SK, _SK_ALL_GAMES, seed=11, typed=("ich spiel", "Wenz")),
    Case("schafkopf-geier", _SK, _SK_ALL_GAMES, seed=7, typed=("ich spiel", "Geier")),
    Case("schafkopf-farbwenz", _SK, _SK_ALL_GAMES, seed=11,
         typed=("ich spiel", "Eichel-Farbwenz")),
    Case("schafkopf-farbgeier", _SK, _SK_ALL_GAMES, seed=7,
         typed=("ich spiel", "Schellen-Farbgeier")),
    Case("schafkopf-bettel", _SK, _SK_ALL_GAMES, seed=1, typed=("ich spiel", "Bettel")),
    Case("schafkopf-bettel-ouvert", _SK, _SK_ALL_GAMES, seed=1,
         typed=("ich spiel", "Bettel ouvert")),
    Case("schafkopf-solo-tout", _SK, _SK_ALL_GAMES, seed=11,
         typed=("ich spiel", "Eichel-Solo-Tout")),
    Case("schafkopf-wenz-tout", _SK, _SK_ALL_GAMES, seed=11, typed=("ich spiel", "Wenz-Tout")),
    Case("schafkopf-hochzeit", _SK, _SK_ALL_GAMES, seed=0,
         hands=("GO EA GA SA EZ GZ SZ EK", "EO HO SO EU GU HA G7 S7",
                "HU SU HZ HK E9 E8 G9 G8", "H9 H8 H7 E7 GK SK S9 S8"),
         typed=("ich spiel", "Hochzeit"), wishes={1: ("accept",)}),
    Case("schafkopf-sie", _SK, _SK_ALL_GAMES,
         hands=("EO GO HO SO EU GU HU SU", "EA EZ EK E9 GA GZ GK G9",
                "HA HZ HK H9 H8 H7 E8 E7", "SA SZ SK S9 S8 S7 G8 G7"),
         typed=("ich spiel", "Sie")),
    Case("schafkopf-ramsch", _SK, "wirtshaus", seed=2, typed=("weiter",)),
    Case("schafkopf-ramsch-durchmarsch", _SK, "wirtshaus",
         hands=("EO GO HO SO EU GU HU SU", "EA EZ EK E9 GA GZ GK G9",
                "HA HZ HK H9 H8 H7 E8 E7", "SA SZ SK S9 S8 S7 G8 G7"),
         typed=("weiter",)),
    Case("schafkopf-alle-weiter-neu-gegeben", _SK, "standard", seed=0,
         typed=("weiter", "ich spiel", "Wenz")),
    Case("schafkopf-stock", _SK, {"preset": "standard", "all_pass": "stock"}, seed=0,
         typed=("weiter",)),
    Case("schafkopf-kurzes-blatt", _SK, "short", seed=6,
         typed=("ich spiel", "auf die Blaue", "Re"), wishes={3: ("kontra",)}),
    Case("schafkopf-sitzung", _SK, "standard", seed=4, session=3,
         always={2: ("bid", "declare wenz")}),
)


def _write_all() -> None:  # pragma: no cover - run by hand
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for path in GOLDEN.glob("*.txt"):
        path.unlink()
    for case in CASES:
        (GOLDEN / f"{case.name}.txt").write_text(screen(case), encoding="utf-8")
        print(case.name, file=sys.stderr)


if __name__ == "__main__":  # pragma: no cover
    _write_all()
