"""The command line's own texts in each language: help, usage errors, summaries.

The same way as the catalogue of error codes (:mod:`trickgames._core.catalogue_de`): every
text has a stable key; :data:`EN` and :data:`DE` are one table per language with the same keys
(a test checks), and :func:`text` is the one function that renders a text. A key ending in
``.1`` or ``.n`` is the singular or the plural of a text that counts (``text(key, lang,
count=n)``). The English table is exactly what the command line printed before it spoke
German; the German one uses the players' words (Ansage, Stoß, Rufspiel, Wenz, Armut,
Hochzeit, Schneider, Schwarz).

argparse's own texts (``usage:``, ``the following arguments are required``) are translated by
:data:`ARGPARSE_DE`, keyed by argparse's message ids (the keys of its gettext catalogue), with
:func:`argparse_text` and :func:`argparse_message`.

>>> text("interrupted", "de")
'abgebrochen'
>>> text("records", "en", count=1, n=1), text("records", "de", count=2, n=2)
('1 record', '2 Aufzeichnungen')
>>> argparse_message("the following arguments are required: GAME", "de")
'diese Argumente fehlen: GAME'
>>> number(1234.5, ",.1f", "de")
'1.234,5'
"""

from __future__ import annotations

import errno
import re
from collections.abc import Mapping
from typing import Any

from trickgames._core.files import FileTooLarge, NotRegularFile

__all__ = ["ARGPARSE_DE", "DE", "EN", "TABLES", "argparse_message", "argparse_text", "number",
           "os_reason", "text"]

_RULES_EN = ("a preset name ({presets}), a rules JSON object or a .json file holding one; "
             "an object without \"preset\" starts from the default preset (the game's first)")
_RULES_DE = ("ein Name einer Regelvorlage ({presets}), ein Regel-Objekt in JSON oder eine "
             ".json-Datei mit einem; ein Objekt ohne \"preset\" geht von der "
             "Standard-Regelvorlage aus (der ersten des Spiels)")
_OUT_EN = "output file (.jsonl); '-' or nothing: standard output"
_OUT_DE = "Ausgabedatei (.jsonl); '-' oder nichts: Standardausgabe"

#: The English texts, keyed by stable key.
EN: Mapping[str, str] = {
    # -- help: the whole command -------------------------------------------------------------
    "description": "Doppelkopf and Schafkopf: validate and simulate game records, play in the "
                   "terminal, show the rules.",
    "epilog": "'trickgames COMMAND --help' shows the options of a command.",
    "lang": "the language of messages and of the terminal game: en or de (default: from the "
            "locale, LC_ALL/LC_MESSAGES/LANG)",
    "or": " or ",
    "rules_option": _RULES_EN,
    "out_option": _OUT_EN,
    # -- help: validate ------------------------------------------------------------------------
    "validate.help": "validate record files (.json, .jsonl, or folders of them)",
    "validate.description": "Validate game records: replay every action, recompute the "
                            "result, and report the first problem of each invalid record.",
    "validate.path": "a file or folder",
    "validate.json": "one JSON object per record on stdout",
    "validate.jobs": "worker processes (same output, same order); at most one per processor "
                     "core and per chunk of records",
    "validate.max_record_bytes": "refuse a record (a .json file, a .jsonl line) longer than N "
                                 "bytes instead of reading it (default {default})",
    # -- help: simulate ------------------------------------------------------------------------
    "simulate.help": "play random legal deals and write them as records",
    "simulate.description": "Play N random legal deals through every phase and write them as "
                            "records (one JSON object per line). The same seed gives the same "
                            "records on every machine.",
    "simulate.n": "number of deals (100), or of sessions with --session (10)",
    "simulate.seed": "the run's seed (0)",
    "simulate.jobs": "worker processes (same output, same order)",
    # -- help: play ----------------------------------------------------------------------------
    "play.help": "play a deal or a session against the computer",
    "play.description": "Play one deal in the terminal against three computer players (with "
                        "--session, a whole session; at a table of five, four play each deal "
                        "and the dealer sits out). Type the number of a choice, a card (HT, "
                        "ten of hearts, Dulle) or the words of an action (re, healthy); undo "
                        "takes back your last decision. Ctrl-D or Ctrl-C leave.",
    "play.seat": "your seat, 0-3; with --session your player, 0-4 at five (0)",
    "play.seed": "the deal's (or session's) seed (default: random)",
    "play.cards": "how cards are shown: letters (the record codes, HT, EO), symbols (♥10) or "
                  "german (HeZ, EiO) (default: german with --lang de, else letters)",
    "play.lang": "en or de (as the global --lang)",
    "play.autosave": "with --session: where the session record is kept after every deal "
                     "(default: $XDG_STATE_HOME/trickgames/session-autosave.json)",
    "play.daily": "play the day's deals (rule trickgames.daily/1, the same for everybody) of "
                  "DATE, YYYY-MM-DD (default: today, in UTC), at seat 0",
    "daily.intro": "Daily {day}, deal {number} of {deals}: {title}, rules {rules}.",
    "daily.total": "Your score of the day {day}: {total}.",
    # -- help: serve ---------------------------------------------------------------------------
    "serve.help": "run the browser game (the extra web)",
    "serve.description": "Run the browser game: Doppelkopf and Schafkopf against the computer "
                         "and with friends, daily deals and their leaderboard. Ctrl-C stops.",
    "serve.host": "the address to listen on (127.0.0.1: this machine only)",
    "serve.port": "the port (8000)",
    "serve.db": "the database file of the games and the leaderboard (default: "
                "$XDG_DATA_HOME/trickgames/web.sqlite3)",
    # -- help: rules ---------------------------------------------------------------------------
    # -- help: tournament ----------------------------------------------------------------------
    "tournament.help": "measure computer players on the same deals, seats rotated",
    "tournament.description": "Play seeded deals with the players' lineup rotated over the "
                              "seats (duplicate deals) and print each player's mean result "
                              "per deal and the mean difference per deal between every two "
                              "players, each with its 95% confidence interval.",
    "tournament.players": "two to four players, comma-separated: heuristic, random, a name "
                          "registered with trickgames.bots.register_player, or "
                          "MODULE:FACTORY",
    "tournament.game": "the game (default: {default})",
    "tournament.deals": "number of deals, each played once per player (200)",
    "tournament.seed": "the run's seed (0)",
    "tournament.jobs": "worker processes (same result)",
    "tournament.json": "the result as one JSON object on stdout",
    "rules.help": "list a preset's options, values and meanings",
    "rules.description": "Show every option of a game's rules with its value and meaning, "
                         "wrapped to the terminal's width (COLUMNS; 80 columns when not a "
                         "terminal).",
    # -- help: import --------------------------------------------------------------------------
    "import.help": "turn other programs' game logs into records",
    "import.description": "Read game logs of another program and write one deal record per "
                          "deal (or one session record per log). Deals that cannot be "
                          "imported are reported on standard error with the file, the deal "
                          "number, the line and the reason; exit 0 when every deal was "
                          "imported, 1 when some were not, 2 on usage errors or unreadable "
                          "files.",
    "import.file": "a log file",
    "import.session": "one session record (trickgames.session/1) per log instead",
    "import.rules": "the rules of every record instead of the ones inferred from the log: "
                    + _RULES_EN,
    # -- help: sessions ------------------------------------------------------------------------
    "sessions.title": "sessions",
    "sessions.description": "whole sessions: a DDV round of 24 deals with compulsory solos by "
                            "default for Doppelkopf; Schafkopf sessions are open-ended unless "
                            "--deals is given",
    "sessions.simulate": "play whole sessions and write session records (trickgames.session/1)",
    "sessions.play": "play a whole session (a round of deals) against computer players",
    "sessions.players": "4, or 5 (Doppelkopf: the dealer sits out) (4)",
    "sessions.deals": "deals that count (Doppelkopf 24); 'open': open-ended",
    "sessions.deals_play": " (Schafkopf's default: you end it)",
    "sessions.no_compulsory_solos": "Doppelkopf: nobody owes a compulsory solo",
    "sessions.first_dealer": "the player who deals first (0)",
    "sessions.stop_after": "with --deals open: the table stops after N deals",
    # -- values of options ---------------------------------------------------------------------
    "value.deals": "a number of deals (at least 1) or 'open', not {given}",
    "value.at_least_1": "must be at least 1, not {value}",
    "value.not_negative": "must not be negative, not {value}",
    "value.not_whole": "not a whole number: {given}",
    # -- usage errors --------------------------------------------------------------------------
    "usage": "trickgames: {message}",
    "usage.needs_session": "{command}: {flag} needs --session",
    "usage.seat": "play: --seat is 0-3 (0-4 with --session --players 5)",
    "usage.seat_player": "--seat is a player 0-{last}",
    "usage.daily_alone": "--daily plays the day's deals at seat 0: it takes neither --session "
                         "nor --seed nor another --seat",
    "usage.needs_web": "serve needs the extra web ({missing} is missing): "
                       "pip install 'trickgames[web]'",
    "usage.open_ended": "{title} sessions are open-ended: give the number of deals (--deals 32) "
                        "or --deals open --stop-after N",
    "usage.never_ends": "an open-ended session never ends by itself: give --stop-after N",
    "usage.stop_after": "--stop-after is for open-ended sessions (--deals open)",
    "usage.cannot_write": "cannot write {path}: {reason}",
    "usage.autosave": "cannot keep the session in {path} (--autosave): {reason}",
    "stdout": "standard output",
    "usage.refused": "{error}",
    "usage.rules_file": "cannot read the rules file {path}: {reason}",
    "usage.not_json": "the rules are not valid JSON: {why} (line {line}, column {column})",
    "usage.file_not_json": "the rules file {path} is not valid JSON: {why} (line {line}, "
                           "column {column})",
    "usage.invalid_rules": "invalid rules: {error}",
    "interrupted": "interrupted",
    "bye": "\nBye.",
    # -- validate ------------------------------------------------------------------------------
    "validate.more": " (+{more} more)",
    "records.1": "{n} record",
    "records.n": "{n} records",
    "validate.summary": "{records}{games}: {valid} valid, {invalid} invalid",
    "validate.unreadable.1": "; {n} path could not be read",
    "validate.unreadable.n": "; {n} paths could not be read",
    # -- simulate ------------------------------------------------------------------------------
    "simulate.summary": "{n} {game} deals ({rules}, seed {seed}) in {seconds} s: {rate} "
                        "deals/s",
    "simulate.contracts": "contracts: {kinds}",
    "sessions.summary.1": "{n} {game} session ({rules}, {players} players, {length}, seed "
                          "{seed}): {deals} deals in {seconds} s: {per_second} sessions/s, "
                          "{deals_per_second} deals/s",
    "sessions.summary.n": "{n} {game} sessions ({rules}, {players} players, {length}, seed "
                          "{seed}): {deals} deals in {seconds} s: {per_second} sessions/s, "
                          "{deals_per_second} deals/s",
    "sessions.length": "{deals} deals",
    "sessions.length_open": "open-ended, stopped after {deals} deals",
    "sessions.with_solos": " with compulsory solos",
    "unit.records": "records",
    "unit.deals": "deals",
    "unit.sessions": "sessions",
    # -- rules ---------------------------------------------------------------------------------
    "rules.title": "{game} rules, preset {preset}",
    "rules.presets": "presets: {presets}",
    "rules.changed": " with {changes}",
    # -- import --------------------------------------------------------------------------------
    "cannot_read": "trickgames: cannot read {path}: {reason}",
    "import.problem": "{file}: deal {deal}, line {line}: {message} [{code}]",
    "import.file_problem": "{file}: line {line}: {message} [{code}]",
    "import.summary.1": "{file}: {n} deal: {imported} imported, {not_imported} not imported",
    "import.summary.n": "{file}: {n} deals: {imported} imported, {not_imported} not imported",
}

#: The German texts, keyed as :data:`EN`.
DE: Mapping[str, str] = {
    "description": "Doppelkopf und Schafkopf: Spielaufzeichnungen prüfen und simulieren, im "
                   "Terminal spielen, die Regeln zeigen.",
    "epilog": "'trickgames COMMAND --help' zeigt die Optionen eines Befehls.",
    "lang": "die Sprache der Meldungen und des Spiels im Terminal: en oder de (Standard: aus "
            "der Locale, LC_ALL/LC_MESSAGES/LANG)",
    "or": " oder ",
    "rules_option": _RULES_DE,
    "out_option": _OUT_DE,
    "validate.help": "Aufzeichnungen prüfen (.json, .jsonl oder Ordner davon)",
    "validate.description": "Spielaufzeichnungen prüfen: jede Aktion nachspielen, das Ergebnis "
                            "neu berechnen und bei jeder ungültigen Aufzeichnung den ersten "
                            "Fehler melden.",
    "validate.path": "eine Datei oder ein Ordner",
    "validate.json": "ein JSON-Objekt je Aufzeichnung auf der Standardausgabe",
    "validate.jobs": "Arbeitsprozesse (gleiche Ausgabe, gleiche Reihenfolge); höchstens einer "
                     "je Prozessorkern und je Block von Aufzeichnungen",
    "validate.max_record_bytes": "eine Aufzeichnung (eine .json-Datei, eine .jsonl-Zeile) "
                                 "über N Bytes ablehnen statt sie zu lesen (Standard "
                                 "{default})",
    "simulate.help": "zufällige regelgerechte Spiele spielen und als Aufzeichnungen schreiben",
    "simulate.description": "N zufällige regelgerechte Spiele durch alle Phasen spielen und "
                            "als Aufzeichnungen schreiben (ein JSON-Objekt je Zeile). Der "
                            "gleiche Seed gibt auf jedem Rechner die gleichen Aufzeichnungen.",
    "simulate.n": "Anzahl der Spiele (100), mit --session der Sitzungen (10)",
    "simulate.seed": "der Seed des Laufs (0)",
    "simulate.jobs": "Arbeitsprozesse (gleiche Ausgabe, gleiche Reihenfolge)",
    "play.help": "ein Spiel oder eine Sitzung gegen den Computer spielen",
    "play.description": "Ein Spiel im Terminal gegen drei Computerspieler spielen (mit "
                        "--session eine ganze Sitzung; zu fünft spielen je vier, der Geber "
                        "setzt aus). Die Nummer einer Wahl, eine Karte (HeZ, Herz Zehn, "
                        "Dulle) oder die Worte einer Aktion eingeben (Re, gesund, weiter); "
                        "zurück nimmt die letzte Entscheidung zurück. Strg-D oder Strg-C beenden.",
    "play.seat": "dein Platz, 0-3; mit --session dein Spieler, 0-4 zu fünft (0)",
    "play.seed": "der Seed des Spiels (oder der Sitzung) (Standard: zufällig)",
    "play.cards": "wie Karten gezeigt werden: letters (die Codes der Aufzeichnungen, HT, EO), "
                  "symbols (♥10) oder german (HeZ, EiO) (Standard: german mit --lang de, "
                  "sonst letters)",
    "play.lang": "en oder de (wie das allgemeine --lang)",
    "play.autosave": "mit --session: wohin die Sitzung nach jedem Spiel gesichert wird "
                     "(Standard: $XDG_STATE_HOME/trickgames/session-autosave.json)",
    "tournament.help": "Computerspieler auf denselben Karten messen, Plätze reihum",
    "tournament.description": "Spiele mit Seed spielen, die Aufstellung der Spieler reihum "
                              "über die Plätze getauscht (gleiche Karten für alle), und für "
                              "jeden Spieler das mittlere Ergebnis je Spiel sowie für je "
                              "zwei Spieler den mittleren Unterschied je Spiel zeigen, jeweils "
                              "mit 95%-Konfidenzintervall.",
    "tournament.players": "zwei bis vier Spieler, durch Kommas getrennt: heuristic, random, "
                          "ein mit trickgames.bots.register_player registrierter Name oder "
                          "MODUL:FABRIK",
    "tournament.game": "das Spiel (Standard: {default})",
    "tournament.deals": "Anzahl der Spiele, jedes einmal je Spieler gespielt (200)",
    "tournament.seed": "der Seed des Laufs (0)",
    "tournament.jobs": "Arbeitsprozesse (gleiches Ergebnis)",
    "tournament.json": "das Ergebnis als ein JSON-Objekt auf der Standardausgabe",
    "play.daily": "die Spiele des Tages DATE, JJJJ-MM-TT, spielen (Regel trickgames.daily/1, "
                  "für alle gleich; Standard: heute, in UTC), auf Platz 0",
    "daily.intro": "Tagesspiel {day}, Spiel {number} von {deals}: {title}, Regeln {rules}.",
    "daily.total": "Dein Ergebnis des Tages {day}: {total}.",
    "serve.help": "das Spiel im Browser starten (das Extra web)",
    "serve.description": "Das Spiel im Browser starten: Doppelkopf und Schafkopf gegen den "
                         "Computer und mit Freunden, Tagesspiele und ihre Bestenliste. Strg-C "
                         "beendet.",
    "serve.host": "die Adresse, auf der gehört wird (127.0.0.1: nur dieser Rechner)",
    "serve.port": "der Port (8000)",
    "serve.db": "die Datenbankdatei der Spiele und der Bestenliste (Standard: "
                "$XDG_DATA_HOME/trickgames/web.sqlite3)",
    "rules.help": "die Optionen einer Regelvorlage mit Wert und Bedeutung zeigen",
    "rules.description": "Jede Option der Regeln eines Spiels mit Wert und Bedeutung zeigen, "
                         "umbrochen auf die Breite des Terminals (COLUMNS; 80 Spalten, wenn "
                         "es kein Terminal ist).",
    "import.help": "Spielprotokolle anderer Programme in Aufzeichnungen umwandeln",
    "import.description": "Spielprotokolle eines anderen Programms lesen und je Spiel eine "
                          "Aufzeichnung schreiben (oder je Protokoll eine Sitzung). Spiele, "
                          "die sich nicht einlesen lassen, werden auf der Standardfehlerausgabe "
                          "mit Datei, Spielnummer, Zeile und Grund gemeldet; Rückgabewert 0, "
                          "wenn alle Spiele eingelesen wurden, 1, wenn einige nicht, 2 bei "
                          "Aufruffehlern oder unlesbaren Dateien.",
    "import.file": "eine Protokolldatei",
    "import.session": "stattdessen eine Sitzung (trickgames.session/1) je Protokoll",
    "import.rules": "die Regeln jeder Aufzeichnung statt der aus dem Protokoll erschlossenen: "
                    + _RULES_DE,
    "sessions.title": "Sitzungen",
    "sessions.description": "ganze Sitzungen: beim Doppelkopf standardmäßig eine DDV-Runde "
                            "von 24 Spielen mit Pflichtsolos; Schafkopf-Sitzungen sind offen, "
                            "wenn --deals fehlt",
    "sessions.simulate": "ganze Sitzungen spielen und als Sitzungen schreiben "
                         "(trickgames.session/1)",
    "sessions.play": "eine ganze Sitzung (eine Runde von Spielen) gegen Computerspieler "
                     "spielen",
    "sessions.players": "4, oder 5 (Doppelkopf: der Geber setzt aus) (4)",
    "sessions.deals": "Spiele, die zählen (Doppelkopf 24); 'open': offen",
    "sessions.deals_play": " (beim Schafkopf standardmäßig: du beendest sie)",
    "sessions.no_compulsory_solos": "Doppelkopf: niemand schuldet ein Pflichtsolo",
    "sessions.first_dealer": "der Spieler, der zuerst gibt (0)",
    "sessions.stop_after": "mit --deals open: der Tisch hört nach N Spielen auf",
    "value.deals": "eine Anzahl Spiele (mindestens 1) oder 'open', nicht {given}",
    "value.at_least_1": "muss mindestens 1 sein, nicht {value}",
    "value.not_negative": "darf nicht negativ sein, nicht {value}",
    "value.not_whole": "keine ganze Zahl: {given}",
    "usage": "trickgames: {message}",
    "usage.needs_session": "{command}: {flag} geht nur mit --session",
    "usage.seat": "play: --seat ist 0-3 (0-4 mit --session --players 5)",
    "usage.seat_player": "--seat ist ein Spieler 0-{last}",
    "usage.daily_alone": "--daily spielt die Spiele des Tages auf Platz 0: ohne --session, "
                         "--seed und einen anderen --seat",
    "usage.needs_web": "serve braucht das Extra web ({missing} fehlt): "
                       "pip install 'trickgames[web]'",
    "usage.open_ended": "{title}-Sitzungen sind offen: die Anzahl der Spiele angeben (--deals "
                        "32) oder --deals open --stop-after N",
    "usage.never_ends": "eine offene Sitzung endet nicht von selbst: --stop-after N angeben",
    "usage.stop_after": "--stop-after ist für offene Sitzungen (--deals open)",
    "usage.cannot_write": "kann {path} nicht schreiben: {reason}",
    "usage.autosave": "kann die Sitzung nicht in {path} sichern (--autosave): {reason}",
    "stdout": "die Standardausgabe",
    "usage.refused": "{error}",
    "usage.rules_file": "kann die Regeldatei {path} nicht lesen: {reason}",
    "usage.not_json": "die Regeln sind kein gültiges JSON: {why} (Zeile {line}, Spalte "
                      "{column})",
    "usage.file_not_json": "die Regeldatei {path} ist kein gültiges JSON: {why} (Zeile "
                           "{line}, Spalte {column})",
    "usage.invalid_rules": "ungültige Regeln: {error}",
    "interrupted": "abgebrochen",
    "bye": "\nTschüss.",
    "validate.more": " (+{more} weitere)",
    "records.1": "{n} Aufzeichnung",
    "records.n": "{n} Aufzeichnungen",
    "validate.summary": "{records}{games}: {valid} gültig, {invalid} ungültig",
    "validate.unreadable.1": "; {n} Pfad nicht lesbar",
    "validate.unreadable.n": "; {n} Pfade nicht lesbar",
    "simulate.summary": "{n} {title}-Spiele ({rules}, Seed {seed}) in {seconds} s: {rate} "
                        "Spiele/s",
    "simulate.contracts": "Spielarten: {kinds}",
    "sessions.summary.1": "{n} {title}-Sitzung ({rules}, {players} Spieler, {length}, Seed "
                          "{seed}): {deals} Spiele in {seconds} s: {per_second} Sitzungen/s, "
                          "{deals_per_second} Spiele/s",
    "sessions.summary.n": "{n} {title}-Sitzungen ({rules}, {players} Spieler, {length}, Seed "
                          "{seed}): {deals} Spiele in {seconds} s: {per_second} Sitzungen/s, "
                          "{deals_per_second} Spiele/s",
    "sessions.length": "{deals} Spiele",
    "sessions.length_open": "offen, nach {deals} Spielen beendet",
    "sessions.with_solos": " mit Pflichtsolos",
    "unit.records": "Aufzeichnungen",
    "unit.deals": "Spiele",
    "unit.sessions": "Sitzungen",
    "rules.title": "{title}-Regeln, Regelvorlage {preset}",
    "rules.presets": "Regelvorlagen: {presets}",
    "rules.changed": " mit {changes}",
    "cannot_read": "trickgames: kann {path} nicht lesen: {reason}",
    "import.problem": "{file}: Spiel {deal}, Zeile {line}: {message} [{code}]",
    "import.file_problem": "{file}: Zeile {line}: {message} [{code}]",
    "import.summary.1": "{file}: {n} Spiel: {imported} eingelesen, {not_imported} nicht "
                        "eingelesen",
    "import.summary.n": "{file}: {n} Spiele: {imported} eingelesen, {not_imported} nicht "
                        "eingelesen",
}

#: The tables by language.
TABLES: Mapping[str, Mapping[str, str]] = {"en": EN, "de": DE}


def text(key: str, lang: str, *, count: int | None = None, **params: Any) -> str:
    """The text ``key`` in ``lang`` (English for a language without a table) with ``params``
    filled in; with ``count``, the singular (``key.1``) or plural (``key.n``) text."""
    if count is not None:
        key += ".1" if count == 1 else ".n"
    return TABLES.get(lang, EN)[key].format(**params)


_GERMAN_SEPARATORS = str.maketrans(",.", ".,")


def number(value: float, spec: str, lang: str) -> str:
    """``value`` formatted by ``spec`` (``",.0f"``), with German separators in German."""
    shown = format(value, spec)
    if lang != "de":
        return shown
    return shown.translate(_GERMAN_SEPARATORS)


#: The German of the reasons a file cannot be read or written, by ``errno``.
_REASONS_DE = {errno.ENOENT: "Datei oder Ordner nicht gefunden",
               errno.EACCES: "keine Berechtigung", errno.EISDIR: "ist ein Ordner",
               errno.ENOTDIR: "ein Teil des Pfads ist kein Ordner",
               errno.ELOOP: "zu viele symbolische Verweise",
               errno.ENOSPC: "kein Platz mehr auf dem Gerät",
               errno.EIO: "Ein-/Ausgabefehler",
               errno.EROFS: "nur lesbares Dateisystem",
               errno.EFBIG: "die Datei ist zu groß"}

#: The German of what a path that is not a regular file is (:class:`NotRegularFile`).
_KINDS_DE = {"a named pipe": "eine benannte Pipe", "a character device": "ein Zeichengerät",
             "a block device": "ein Blockgerät", "a socket": "ein Socket",
             "a folder": "ein Ordner", "a special file": "eine besondere Datei"}


def os_reason(exc: OSError, lang: str) -> str:
    """Why a file cannot be opened, read or written: the system's words (``No such file or
    directory``) in English, the German ones where known; a path that is not a regular file
    and a file over the limit of what reads it (:mod:`trickgames._core.files`) in either
    language."""
    if lang == "de" and isinstance(exc, NotRegularFile):
        return f"keine gewöhnliche Datei ({_KINDS_DE.get(exc.kind, exc.kind)})"
    if lang == "de" and isinstance(exc, FileTooLarge):
        limit = number(exc.limit, ",", lang)
        if exc.size is None:
            return f"die Datei ist größer als die Grenze von {limit} Bytes"
        return (f"die Datei ist {number(exc.size, ',', lang)} Bytes groß, mehr als die Grenze "
                f"von {limit} Bytes")
    if lang == "de" and exc.errno in _REASONS_DE:
        return _REASONS_DE[exc.errno]
    return exc.strerror or str(exc)


#: argparse's own texts in German, keyed by argparse's message ids (``%s``/``%(name)s`` are
#: what argparse fills in: an ``r`` in the id is shown as the value argparse quotes).
ARGPARSE_DE: Mapping[str, str] = {
    "usage: ": "Aufruf: ",
    "positional arguments": "Argumente",
    "options": "Optionen",
    "show this help message and exit": "diese Hilfe zeigen und beenden",
    "show program's version number and exit": "die Versionsnummer zeigen und beenden",
    "%(prog)s: error: %(message)s\n": "%(prog)s: Fehler: %(message)s\n",
    "argument %(argument_name)s: %(message)s": "Argument %(argument_name)s: %(message)s",
    "the following arguments are required: %s": "diese Argumente fehlen: %s",
    "unrecognized arguments: %s": "unbekannte Argumente: %s",
    "invalid choice: %(value)r (choose from %(choices)s)":
        "ungültige Wahl: %(value)s (möglich: %(choices)s)",
    "expected one argument": "erwartet einen Wert",
    "expected at most one argument": "erwartet höchstens einen Wert",
    "expected at least one argument": "erwartet mindestens einen Wert",
    "expected %s argument": "erwartet %s Wert",
    "expected %s arguments": "erwartet %s Werte",
    "ambiguous option: %(option)s could match %(matches)s":
        "mehrdeutige Option: %(option)s passt zu %(matches)s",
    "invalid %(type)s value: %(value)r": "ungültiger Wert (%(type)s): %(value)s",
    "not allowed with argument %s": "nicht zusammen mit %s erlaubt",
    "ignored explicit argument %r": "nimmt keinen Wert: %s",
    "one of the arguments %s is required": "eines dieser Argumente fehlt: %s",
    "unexpected option string: %s": "unerwartete Option: %s",
    "can't open '%(filename)s': %(error)s": "kann '%(filename)s' nicht öffnen: %(error)s",
}

_FIELD = re.compile(r"%\((\w+)\)[sr]|%[sr]")


def _pattern(msgid: str) -> re.Pattern[str]:
    """A regular expression matching what argparse makes of ``msgid``."""
    parts: list[str] = []
    start = 0
    for index, field in enumerate(_FIELD.finditer(msgid)):
        parts.append(re.escape(msgid[start:field.start()]))
        parts.append(f"(?P<{field.group(1) or f'_{index}'}>.+?)")
        start = field.end()
    parts.append(re.escape(msgid[start:]))
    return re.compile("".join(parts), re.S)


_PATTERNS = tuple((_pattern(msgid), german) for msgid, german in ARGPARSE_DE.items()
                  if _FIELD.search(msgid))


def argparse_text(msgid: str, lang: str) -> str:
    """One of argparse's fixed texts (``usage: ``) in ``lang``."""
    return ARGPARSE_DE.get(msgid, msgid) if lang == "de" else msgid


def argparse_message(message: str, lang: str) -> str:
    """An error message argparse made (``argument -n: must be at least 1, not 0``) in
    ``lang``; a message argparse did not make is returned as it is."""
    if lang != "de":
        return message
    if message in ARGPARSE_DE:  # a fixed one (``expected one argument``)
        return ARGPARSE_DE[message]
    for pattern, german in _PATTERNS:
        match = pattern.fullmatch(message)
        if match is None:
            continue
        values = match.groupdict()
        if "message" in values:  # ``argument X: ...`` holds another message
            values["message"] = argparse_message(values["message"], lang)
        named = {k: v for k, v in values.items() if not k.startswith("_")}
        positional = tuple(v for k, v in values.items() if k.startswith("_"))
        return german % (positional or named)
    return message
