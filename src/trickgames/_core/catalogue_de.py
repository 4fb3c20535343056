"""German texts of every stable code: the error codes (``code=`` of every
:class:`~trickgames.TrickgamesError` and validation :class:`~trickgames._core.issues.Issue`)
and the codes of the score items.

A plain table, not gettext: the English text of an error is written where the error is raised
(it names the seat, the action and the rule, and tests pin it); the German text is keyed by
the error's stable ``code``, which gettext's catalogues (keyed by the English sentence) cannot
use without a second copy of every English text. The table needs no dependency and no
compile step, and a test checks that every code used in the source has its entry here.

Each text is a :meth:`str.format` template; :func:`trickgames._core.lang.render_error` fills
``{seat}`` (who acted, ``"p2: "``, or empty), ``{action}`` (the action as typed, or empty),
``{path}`` (the JSON path of a record problem) and, from the values the error carries (its
``params``, never its English message), ``{quoted}`` (the unknown word, preset or card as
quoted), ``{holds}`` (the cards the seat holds) and ``{led}`` (the suit to follow, in German
from :data:`SUITS`: Kreuz, ..., Trumpf). Players' words:
Kreuz-Dame, Dulle, Fuchs, Karlchen, Armut, Hochzeit, "keine 90"; Eichel-Ober, Sau, Rufspiel,
Wenz, Stoß, Laufende, Schneider, Schwarz.

>>> MESSAGES["must_follow_suit"].startswith("{seat}")
True
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["IMPORT_PROBLEMS", "MESSAGES", "OPTIONS", "SCORE_ITEMS", "SUITS"]

_DEAL = "{seat}Das geht nicht mehr: das Spiel ist vorbei ({action})."

#: The German text of every error code, keyed by code.
MESSAGES: Mapping[str, str] = {
    # -- moves: both games ------------------------------------------------------------------
    "not_your_turn": "{seat}Du bist nicht dran ({action}).",
    "deal_over": _DEAL,
    "not_play_phase": "{seat}Jetzt wird noch keine Karte gespielt ({action}): erst wird "
                      "angesagt bzw. gereizt.",
    "card_not_in_hand": "{seat}Diese Karte ist nicht auf der Hand ({action}).",
    "must_follow_suit": "{seat}{led} muss bedient werden ({action}; auf der Hand: {holds}).",
    "malformed_action": "Unvollständige oder falsche Eingabe {quoted}.",
    "unknown_verb": "Unbekanntes Wort {quoted}.",
    "unknown_card": "Unbekannte Karte {quoted}.",
    "unknown_seat": "Unbekannter Platz {quoted}: erwartet p0, p1, p2 oder p3.",
    # -- Doppelkopf -------------------------------------------------------------------------
    "reservation_round_over": "{seat}Gesund oder Vorbehalt wird jetzt nicht mehr gesagt "
                              "({action}).",
    "declare_before_reserve": "{seat}Erst sagen alle gesund oder Vorbehalt, dann wird der "
                              "Vorbehalt genannt ({action}).",
    "forced_solo_required": "{seat}Hier muss ein Solo gespielt werden: es ist eine Vorführung "
                            "(Pflichtsolo) ({action}).",
    "marriage_needs_both_club_queens": "{seat}Eine Hochzeit braucht beide Kreuz-Damen "
                                       "({action}).",
    "poverty_not_allowed": "{seat}Armut ist nach diesen Regeln nicht erlaubt ({action}).",
    "poverty_too_many_trumps": "{seat}Armut nur mit höchstens drei Trümpfen ({action}).",
    "poverty_must_give_trumps": "{seat}Bei der Armut werden alle Trümpfe abgegeben "
                                "({action}; Trümpfe: {holds}).",
    "not_poverty_step": "{seat}Das ist gerade nicht der Schritt der Armut ({action}).",
    "no_poverty": "{seat}Es läuft keine Armut ({action}).",
    "announcement_not_yet": "{seat}Noch keine Ansage: das Spiel steht noch nicht fest "
                            "({action}).",
    "announcement_too_late": "{seat}Für diese Ansage ist es zu spät ({action}).",
    "marriage_not_clarified": "{seat}Erst nach dem Klärungsstich der Hochzeit darf angesagt "
                              "werden ({action}).",
    "wrong_party": "{seat}Diese Ansage gehört der anderen Partei: Re sagt Re, Kontra sagt "
                   "Kontra ({action}).",
    "already_announced": "{seat}Die eigene Partei hat das schon angesagt ({action}).",
    "late_reply_blocks": "{seat}Nach einer späten Erwiderung darf die Partei nicht mehr "
                         "ansagen ({action}; TSR 6.4.4).",
    "unknown_announcement": "Unbekannte Ansage {quoted}: re, kontra, no90 (keine 90), no60, "
                            "no30 oder schwarz.",
    "unknown_reservation": "Unbekannter Vorbehalt {quoted}: Hochzeit, Armut oder ein Solo.",
    "forced_solo_not_owed": "Eine Vorführung nur für einen Spieler, der noch ein Pflichtsolo "
                            "schuldet.",
    "invalid_context": "Die Angaben zum Spiel (Pflichtsoli, Vorführung) passen nicht.",
    # -- Schafkopf --------------------------------------------------------------------------
    "knocking_not_allowed": "{seat}Klopfen ist nach diesen Regeln nicht erlaubt ({action}).",
    "knock_too_late": "{seat}Geklopft wird nur vor dem ersten „weiter“ oder „ich spiel“ "
                      "({action}).",
    "already_knocked": "{seat}Zweimal klopfen geht nicht ({action}).",
    "bidding_over": "{seat}Das Reizen ist vorbei ({action}).",
    "no_resolution": "{seat}Ein Spiel halten gibt es nur zwischen mehreren Spielern, die "
                     "spielen wollen ({action}).",
    "game_not_enabled": "{seat}Dieses Spiel ist nach diesen Regeln nicht erlaubt ({action}).",
    "hold_too_low": "{seat}Zu niedrig: es muss ein höheres Spiel gehalten werden ({action}).",
    "declare_not_now": "{seat}Jetzt wird kein Spiel angesagt ({action}).",
    "declare_too_low": "{seat}Zu niedrig: es muss mindestens das gehaltene Spiel sein "
                       "({action}).",
    "call_own_ace": "{seat}Die eigene Sau kann man nicht rufen ({action}).",
    "call_without_suit": "{seat}Rufen geht nur mit einer Karte der gerufenen Farbe (ohne Ober "
                         "und Unter) ({action}).",
    "must_play_called_ace": "{seat}Die Rufsau muss zugegeben werden, wenn die Farbe zum ersten "
                            "Mal gespielt wird ({action}).",
    "called_ace_discard": "{seat}Die Rufsau darf nicht geschmiert oder abgeworfen werden, "
                          "bevor die Farbe gespielt wurde ({action}).",
    "called_suit_lead": "{seat}Die gerufene Farbe wird mit der Sau angespielt, außer man kann "
                        "davonlaufen ({action}).",
    "doubling_not_yet": "{seat}Stoß erst, wenn ein Spiel angesagt ist ({action}).",
    "doubling_too_late": "{seat}Für einen Stoß ist es zu spät ({action}).",
    "doubling_limit": "{seat}Mehr Stöße erlauben die Regeln nicht ({action}).",
    "re_without_kontra": "{seat}Re gibt es nur als Antwort auf einen Stoß (Kontra) "
                         "({action}).",
    "kontra_not_now": "{seat}Auf Kontra antwortet die spielende Partei mit Re ({action}).",
    "wrong_side": "{seat}Das sagt die andere Partei (Kontra die Gegenspieler, Re die "
                  "Spieler) ({action}).",
    "unknown_game_class": "Unbekannte Spielklasse {quoted}.",
    # -- house rules (doppelkopf-variants.md, schafkopf-variants.md) -----------------------
    "nothing_to_declare": "{seat}Vorbehalt geht nicht: das Blatt erlaubt keine Hochzeit, "
                          "keine Armut, kein Schmeißen und die Regeln kein Solo ({action}).",
    "solo_not_allowed": "{seat}Dieses Solo erlauben die Regeln nicht ({action}).",
    "marriage_selector_not_allowed": "{seat}Diese Art, den Hochzeitspartner zu finden, "
                                     "erlauben die Regeln nicht ({action}).",
    "throw_not_allowed": "{seat}Schmeißen geht mit diesem Blatt nicht ({action}).",
    "poverty_wrong_count": "{seat}Bei der Armut wird genau die vereinbarte Zahl Karten "
                           "gegeben ({action}).",
    "genscher_not_allowed": "{seat}Genscher geht hier nicht ({action}).",
    "genscher_self": "{seat}Beim Genscher kann man sich nicht selbst zum Partner nehmen "
                     "({action}).",
    "swines_not_in_this_game": "{seat}Schweine gibt es nach diesen Regeln nicht ({action}).",
    "swines_automatic": "{seat}Schweine zählen hier von selbst, ohne Ansage ({action}).",
    "swines_already_announced": "{seat}Die Schweine sind schon angesagt ({action}).",
    "swines_not_held": "{seat}Schweine ansagen nur mit beiden Karten ({action}).",
    "swines_not_yet": "{seat}Für die Schweine ist es noch zu früh ({action}).",
    "swines_too_late": "{seat}Für die Schweine ist es zu spät ({action}).",
    "hyperswines_need_swines": "{seat}Superschweine erst, wenn die Schweine zählen "
                               "({action}).",
    "hyperswines_not_joint": "{seat}Superschweine nur zusammen mit den Schweinen in einer "
                             "Hand ({action}).",
    "hochzeit_needs_one_trump": "{seat}Eine Hochzeit bietet nur an, wer genau einen Trumpf "
                                "hat ({action}).",
    "no_hochzeit": "{seat}Es wird gerade keine Hochzeit beantwortet ({action}).",
    "accept_without_plain_card": "{seat}Annehmen geht nicht: ohne Farbkarte kann keine Karte "
                                 "zurückgegeben werden ({action}).",
    "give_trump": "{seat}Für den Hochzeitstrumpf wird kein Trumpf zurückgegeben ({action}).",
    "sie_without_hand": "{seat}Ein Sie hat nur, wer alle Ober und Unter hält ({action}).",
    "must_overtake": "{seat}Es muss überstochen werden, wenn es geht ({action}; auf der Hand: "
                     "{holds}).",
    "no_doubling": "{seat}In diesem Spiel gibt es keinen Stoß ({action}).",
    # -- arguments, rules, seeds ------------------------------------------------------------
    "error": "Fehler.",
    "invalid_seat": "Ein Platz ist eine Zahl von 0 bis 3 (am Fünfertisch 0 bis 4).",
    "unknown_language": "Unbekannte Sprache {quoted}: en oder de.",
    "unknown_notation": "Unbekannte Kartenschreibweise {quoted}: letters, symbols oder "
                        "german.",
    "unknown_game": "Unbekanntes Spiel {quoted}: doppelkopf oder schafkopf.",
    "unsupported_game": "Dieses Spiel kennt die Bibliothek nicht {quoted}.",
    "invalid_rules": "Ungültige Regeln.",
    "unknown_preset": "Unbekannte Regelvorlage {quoted}.",
    # -- computer players and duplicate tournaments (trickgames.bots.duplicate) -------------
    "unknown_player": "Unbekannter Spieler {quoted}: ein registrierter Name (etwa heuristic "
                      "oder random) oder MODUL:FABRIK.",
    "invalid_player_name": "Ein Spielername ist ein Wort ohne Leerzeichen, Komma und "
                           "Doppelpunkt, nicht {quoted}.",
    "invalid_player_factory": "Eine Spielerfabrik ist aufrufbar als factory(game, seed), "
                              "nicht {quoted}.",
    "player_registered": "Der Spielername {quoted} ist schon vergeben.",
    "player_not_picklable": "Der Spieler {quoted} kann nicht in Arbeitsprozesse (jobs > 1): "
                            "seine Fabrik lässt sich nicht picklen; eine Funktion auf "
                            "Modulebene verwenden.",
    "invalid_lineup": "Ein Turnier hat 2 bis 4 Spieler, nicht {quoted}.",
    "unknown_entrant": "Kein Teilnehmer {quoted} in diesem Turnier.",
    "invalid_interval": "Ein Konfidenzintervall braucht mindestens einen Wert, 0 < Niveau < 1 "
                        "und mindestens einen Freiheitsgrad ({quoted}).",
    "invalid_argument": "Ungültiger Wert {quoted}: deals und jobs sind ganze Zahlen ab 1, "
                        "seed eine ganze Zahl.",
    # -- the daily deals and the SVG drawings -------------------------------------------------
    "invalid_date": "Kein Datum: {quoted} (erwartet JJJJ-MM-TT).",
    "invalid_deal_number": "Ein Tag hat die Spiele 0 bis 3, nicht {quoted}.",
    "invalid_card": "Eine Karte ist eine Karte eines Spiels oder ihr Code, nicht {quoted}.",
    "invalid_width": "Die Breite muss größer als 0 sein, nicht {quoted}.",
    "invalid_overlap": "Die Überdeckung muss von 0 bis unter 1 sein, nicht {quoted}.",
    "invalid_trick": "Ein Stich hat höchstens 4 Karten, nicht {quoted}.",
    "invalid_view": "Der Tisch braucht die Sicht eines Spielers oder ihr JSON, nicht {quoted}.",
    "invalid_names": "Es braucht 4 Namen, nicht {quoted}.",
    "other_game_card": "Karten eines anderen Spiels.",
    # -- the learning and search adapters (trickgames.rl) ------------------------------------
    "action_not_legal": "{seat}Diese Entscheidung ist jetzt nicht erlaubt ({action}).",
    "invalid_action_index": "Eine Aktion ist die Nummer eines Eintrags der Aktionstabelle.",
    "invalid_render_mode": "Die Darstellung ist None oder 'ansi'.",
    "env_not_reset": "Die Umgebung hat noch kein Spiel: zuerst reset() aufrufen.",
    "deal_not_fresh": "Begonnen werden kann nur ein frisch gegebenes Spiel (noch ohne Aktion).",
    "invalid_game_parameter": "Ungültiger Spielparameter.",
    "observation_type_unsupported": "Diese Beobachtung gibt es nicht: beobachtet wird, was ein "
                                    "Platz sieht (öffentlich und seine eigenen Karten).",
    "resample_failed": "Es fand sich kein Spiel, das der Platz nicht von diesem unterscheiden "
                       "kann.",
    # -- the problems of invalid rules (a RulesError's details; filled from their params:
    # {option} the option as quoted, {value} the refused value, ...) ----------------------
    "rules_not_object": "Regeln sind der Name einer Regelvorlage oder ein Objekt, nicht "
                        "{value}.",
    "preset_unknown": "Unbekannte {game}-Regelvorlage {preset} (bekannt: {known}).",
    "preset_missing": "Das Regel-Objekt nennt keine Regelvorlage: \"preset\" angeben (eine "
                      "von {known}).",
    "preset_not_a_name": "Die Regelvorlage muss ein Name sein (einer von {known}), nicht "
                         "{value}.",
    "option_unknown": "Unbekannte Option {option} (bekannt: {known}).",
    "option_problems": "Option {option}: mehrere Fehler.",
    "option_invalid_value": "Option {option}: ungültiger Wert ({reason}).",
    "option_not_bool": "Option {option}: nur true oder false, nicht {value}.",
    "option_not_integer": "Option {option}: muss eine ganze Zahl sein, nicht {value}.",
    "option_out_of_range": "Option {option}: muss eine ganze Zahl von {minimum} bis {maximum} "
                           "sein, nicht {value}.",
    "option_below_minimum": "Option {option}: muss eine ganze Zahl ab {minimum} sein, nicht "
                            "{value}.",
    "option_not_one_of": "Option {option}: muss eines von {choices} sein, nicht {value}.",
    "option_wrong_type": "Option {option}: muss vom Typ {type} sein, nicht {value}.",
    "option_not_a_list": "Option {option}: muss eine Liste aus {choices} sein, nicht {value}.",
    "option_unknown_entry": "Option {option}: unbekannter Eintrag {value} (bekannt: {known}).",
    "option_entry_twice": "Option {option}: kein Eintrag darf doppelt vorkommen, nicht "
                          "{value}.",
    "option_empty": "Option {option}: darf nicht leer sein.",
    "option_not_canonical": "Option {option}: die Einträge stehen nicht in der festen "
                            "Reihenfolge: {value}.",
    "option_not_object": "Option {option}: muss ein Objekt mit {keys} sein, nicht {value}.",
    "option_unknown_keys": "Option {option}: unbekannte Schlüssel {keys} (bekannt: {known}).",
    "option_missing_keys": "Option {option}: es fehlt {keys}.",
    "option_key_not_integer": "Option {option}: {key} muss eine ganze Zahl sein, nicht "
                              "{value}.",
    "option_key_not_true": "Option {option}: {key} muss true sein, nicht {value}.",
    "option_key_out_of_range": "Option {option}: {key} muss eine ganze Zahl von {minimum} bis "
                               "{maximum} sein, nicht {value}.",
    "option_key_negative": "Option {option}: der Betrag {key} muss eine ganze Zahl ab 0 sein, "
                           "nicht {value}.",
    "option_key_not_positive": "Option {option}: {key} muss eine ganze Zahl ab 1 sein, nicht "
                               "{value}.",
    # Doppelkopf
    "deadlines_not_object": "Option {option}: muss null sein oder ein Objekt mit {keys} (und "
                            "wahlweise last), nicht {value}.",
    "deadline_above_hand": "Ansagefristen ('announcement_deadlines'): {key} muss 1 bis {cards} "
                           "sein (die Karten je Hand), nicht {value}.",
    "deadlines_increase": "Ansagefristen ('announcement_deadlines'): sie dürfen von re bis "
                          "schwarz nicht steigen, nicht {value}.",
    "deadline_last_above_schwarz": "Ansagefristen ('announcement_deadlines'): 'last' muss 1 bis "
                                   "schwarz ({schwarz}) sein, nicht {value}.",
    "marriage_tricks_above_hand": "Option 'marriage_tricks': höchstens so viele Stiche wie "
                                  "Karten je Hand ({cards}), nicht {value}.",
    "hyperswines_without_swines": "Option 'hyperswines': Superschweinchen gibt es nur mit "
                                  "Schweinchen ('swines' true).",
    "hyperswines_with_second_only": "Option 'hyperswines' passt nicht zu 'swines_announce' "
                                    "'second_only'.",
    "genscher_with_king_hyperswines": "Option 'genscher' passt nicht zu 'hyperswines' ohne "
                                      "Neunen (die Superschweinchen wären die Karo-Könige).",
    "throw_in_without_nines": "Option 'throw_in': {keys} geht nur mit Neunen ('nines' true).",
    "double_charlie_without_charlie": "Option 'extra_points' 'double_charlie' braucht das "
                                      "Karlchen ('charlie' nicht 'none').",
    # Schafkopf
    "laufende_min_not_valid": "Option {option}: muss eine ganze Zahl ab 1 oder ein Objekt mit "
                              "{keys} sein, nicht {value}.",
    "games_unknown_game": "Option {option}: unbekanntes Spiel {value} (bekannt: {known}).",
    "games_flag_not_bool": "Option {option}: der Wert von {game} muss true oder false sein, "
                           "nicht {value}.",
    "games_not_a_list": "Option {option}: muss eine Liste von Spielen (etwa [\"sauspiel\", "
                        "\"solo\", \"solo-tout\"]) oder ein Objekt {{Spiel: true/false}} "
                        "sein, nicht {value}.",
    "durchmarsch_not_valid": "Option {option}: muss \"tricks\", \"none\" oder eine ganze "
                             "Zahl von 61 bis 120 sein, nicht {value}.",
    "games_tout_without_game": "Option 'games': {tout} geht nur zusammen mit {game}.",
    "games_ouvert_without_bettel": "Option 'games': 'bettel-ouvert' (Bettel ouvert) geht nur "
                                   "zusammen mit 'bettel'.",
    "games_without_single": "Option 'games': mindestens ein Einzelspiel muss dabei sein (ein "
                            "späterer Spieler muss eines spielen).",
    "running_away_above_suit": "Option 'running_away_min': {value} ist mehr als die {cards} "
                               "Karten einer Rufsau-Farbe im Blatt '{deck}'.",
    "ramsch_amount_odd": "ramsch_tie 'all_pay' mit ramsch_jungfrau {jungfrau} braucht einen "
                         "geraden Ramsch-Betrag, nicht {value} (zwei Verlierer schuldeten "
                         "sonst je eine halbe Einheit).",
    "invalid_rng": "Kein Zufallsgenerator der erwarteten Art.",
    "invalid_seed": "Der Startwert (seed) muss eine ganze Zahl ab 0 sein.",
    "missing_seed": "Es fehlt ein Startwert (seed) oder die Karten.",
    "conflicting_deal_sources": "Entweder ein Startwert (seed) oder die Karten, nicht beides.",
    "empty_range": "Aus einem leeren Bereich kann nicht gezogen werden.",
    "deal_not_over": "Das Spiel ist noch nicht vorbei: erst danach wird abgerechnet.",
    # -- records ----------------------------------------------------------------------------
    "invalid_record": "Ungültige Spielaufzeichnung.",
    "not_found": "Datei oder Ordner nicht gefunden.",
    "permission_denied": "Keine Berechtigung zum Lesen.",
    "not_a_regular_file": "Keine gewöhnliche Datei.",
    "file_too_large": "Die Datei ist größer als die Grenze dessen, was sie liest.",
    "symlink_loop": "Zu viele symbolische Verweise (Schleife).",
    "unreadable": "Nicht lesbar.",
    "invalid_json": "Kein gültiges JSON ({path}).",
    "invalid_encoding": "Die Datei ist nicht UTF-8-kodiert.",
    "record_too_large": "Die Aufzeichnung ist zu groß.",
    "too_deep": "Die Aufzeichnung ist zu tief verschachtelt.",
    "session_record": "Das ist die Aufzeichnung einer Sitzung, nicht eines einzelnen Spiels.",
    "unsupported_version": "Dieses Aufzeichnungsformat wird nicht unterstützt ({path}).",
    "unknown_field": "Unbekanntes Feld ({path}).",
    "schema_const": "Falscher Wert ({path}).",
    "schema_enum": "Kein erlaubter Wert ({path}).",
    "schema_items": "Falsche Einträge in der Liste ({path}).",
    "schema_length": "Falsche Länge ({path}).",
    "schema_multiple_of": "Kein Vielfaches des erlaubten Schritts ({path}).",
    "schema_not_allowed": "Hier nicht erlaubt ({path}).",
    "schema_pattern": "Falsche Schreibweise ({path}).",
    "schema_range": "Wert außerhalb des erlaubten Bereichs ({path}).",
    "schema_required": "Pflichtfeld fehlt ({path}).",
    "schema_type": "Falscher Typ ({path}).",
    "wrong_deck": "Die Karten sind nicht genau das Blatt dieser Regeln ({path}).",
    "wrong_game": "Aufzeichnung eines anderen Spiels ({path}).",
    "incomplete": "Die Aufzeichnung endet vor dem Ende des Spiels ({path}).",
    "result_mismatch": "Das eingetragene Ergebnis stimmt nicht mit dem nachgespielten überein "
                       "({path}).",
    # -- sessions ---------------------------------------------------------------------------
    "invalid_session": "Ungültige Sitzung (Spieler, Spiele oder erster Geber).",
    "session_over": "Die Sitzung ist vorbei: kein weiteres Spiel.",
    "not_this_deal": "Das ist nicht das nächste Spiel dieser Sitzung.",
    "deal_game_mismatch": "Ein Spiel der Sitzung ist ein anderes Spiel ({path}).",
    "deal_rules_mismatch": "Ein Spiel der Sitzung hat andere Regeln ({path}).",
    "deal_not_finished": "Ein Spiel der Sitzung ist nicht zu Ende gespielt ({path}).",
    "wrong_dealer": "Falscher Geber ({path}).",
    "wrong_seats": "Falsche Sitzordnung ({path}).",
    "wrong_table_size": "Falsche Zahl von Spielern ({path}).",
    "too_few_deals": "Zu wenige Spiele für diese Sitzung ({path}).",
    "too_many_deals": "Zu viele Spiele für diese Sitzung ({path}).",
    "too_few_deals_for_solos": "Zu wenige Spiele für die Pflichtsoli aller Spieler ({path}).",
    "no_compulsory_solos": "Dieses Spiel kennt keine Pflichtsoli ({path}).",
    "compulsory_solo_mismatch": "Die Pflichtsoli passen nicht zu den gespielten Soli "
                                "({path}).",
    "compulsory_solo_not_played": "Ein Pflichtsolo wurde nicht gespielt ({path}).",
    "forced_solo_missing": "Hier war eine Vorführung fällig ({path}).",
    "forced_solo_not_due": "Hier war keine Vorführung fällig ({path}).",
    "forced_solo_wrong_seat": "Die Vorführung ist beim falschen Spieler ({path}).",
    "bock_mismatch": "Die Bockrunden passen nicht zu den gespielten Spielen ({path}).",
    "stock_mismatch": "Der Stock passt nicht zu den gespielten Spielen ({path}).",
    "standings_mismatch": "Der Spielstand stimmt nicht ({path}).",
    "standings_sitting_out": "Wer aussetzt, bekommt in diesem Spiel 0 ({path}).",
    "standings_not_zero_sum": "Die Punkte eines Spiels ergeben zusammen nicht 0 ({path}).",
    "standings_parity": "Die Punkte eines Spiels passen nicht zusammen ({path}).",
    "wrong_standings_count": "Falsche Zahl von Spielständen ({path}).",
    "wrong_standings_row": "Falsche Zeile im Spielstand ({path}).",
}

#: The German word of the suit to follow (``{led}``), keyed by the ``led`` value an error
#: carries: ``trump``, a Doppelkopf suit's English name, a Schafkopf suit's record word.
SUITS: Mapping[str, str] = {
    "trump": "Trumpf", "clubs": "Kreuz", "spades": "Pik", "hearts": "Herz", "diamonds": "Karo",
    "eichel": "Eichel", "gras": "Gras", "herz": "Herz", "schellen": "Schellen",
}

#: The German labels of the score items, keyed by the item's code (both games). ``{0}`` is
#: the number the item's English label names (the trick, the Bock factor).
SCORE_ITEMS: Mapping[str, str] = {
    # Doppelkopf
    "won": "gewonnen",
    "under_90": "Gegner unter 90",
    "under_60": "Gegner unter 60",
    "under_30": "Gegner unter 30",
    "schwarz": "Schwarz",
    "re_announced": "Re angesagt",
    "kontra_announced": "Kontra angesagt",
    "no90_announced": "keine 90 angesagt",
    "no60_announced": "keine 60 angesagt",
    "no30_announced": "keine 30 angesagt",
    "schwarz_announced": "Schwarz angesagt",
    "re_doubled": "Re angesagt: der Spielwert verdoppelt",
    "kontra_doubled": "Kontra angesagt: der Spielwert verdoppelt",
    "against_the_club_queens": "gegen die Alten gewonnen",
    "fox_caught": "Fuchs gefangen, Stich {0}",
    "fox_caught_last_trick": "Fuchs im letzten Stich gefangen",
    "fox_last_trick": "Fuchs macht den letzten Stich",
    "dulle_caught": "Dulle gefangen, Stich {0}",
    "heart_trick": "Herzstich, Stich {0}",
    "charlie": "Karlchen macht den letzten Stich",
    "charlie_caught": "Karlchen im letzten Stich gefangen",
    "double_charlie": "beide Karlchen im letzten Stich",
    "doppelkopf": "Doppelkopf, Stich {0}",
    "bock": "Bock: der Wert mal {0}",
    # Schafkopf
    "base": "Grundtarif",
    "schneider": "Schneider",
    "laufende": "Laufende",
    "tout": "Tout",
    "sie": "Sie",
    "knocks": "geklopft",
    "doublings": "Stoß",
    "jungfrau": "Jungfrau",
    "durchmarsch": "Durchmarsch",
    "stock": "Stock",
}

#: The German text of every problem code of the importers (the ``CODES`` of
#: :mod:`trickgames.importers.netschafkopf`; a record that does not validate keeps its
#: validation code, whose text is in :data:`MESSAGES`).
IMPORT_PROBLEMS: Mapping[str, str] = {
    "not_netschafkopf": "Das ist kein NetSchafkopf-Protokoll (keine Kopfzeile).",
    "truncated": "Das Protokoll endet mitten in diesem Spiel.",
    "damaged": "Eine Zeile dieses Spiels hat nicht das Format (verstümmelt, abgeschnitten "
               "oder unbekannt).",
    "after_damage": "Ein Spiel nach einem beschädigten: nicht eingelesen.",
    "schieber": "Ein Schieber-Spiel: vor dem Spiel wurden Karten geschoben, was das Protokoll "
                "nicht zeigt.",
    "zusammengeworfen": "In einer Schieber-Runde haben alle weiter gesagt: Vorhand und Geber "
                        "zahlen den anderen, eine Regel, die die Bibliothek nicht kennt.",
    "spielart": "Eine andere Spielart der Runde als die normale.",
    "unknown_game": "Ein Spiel, das der Import nicht kennt.",
    "unknown_price": "Ein Preis, den der Import nicht kennt (kein Rufspiel, Einzelspiel oder "
                     "Ramsch).",
    "price_mismatch": "Die Preiszeile geht nicht auf oder widerspricht dem Spiel oder der "
                      "Abrechnung.",
    "stock": "Der Stock hat sich bewegt: den Stock von NetSchafkopf unterstützt der Import "
             "nicht.",
    "ramsch_unsupported": "Ein Ramsch, den die Regeln (oder die Bibliothek) nicht zulassen.",
    "deck_mismatch": "Ein Spiel mit einem anderen Blatt als das erste Spiel des Protokolls.",
}

#: The German meaning of every option of both games' rules, keyed by the option's name (the
#: English meaning is the option's ``doc``, where the option is made; a test checks that every
#: option has its German one here).
OPTIONS: Mapping[str, str] = {
    # -- Doppelkopf -------------------------------------------------------------------------
    "nines": "Mit Neunen: 48 Karten, 12 je Spieler; `false`: 40 Karten, 10 je Spieler.",
    "dulle": "Welche von zwei Dullen (Herz-Zehnen) in einem Stich gewinnt (nur wo die "
             "Herz-Zehn Trumpf ist).",
    "swines": "Schweinchen: beide Asse der Trumpffarbe (im Normalspiel die Karo-Asse) in "
              "einer Hand stehen über den Dullen (wo `swines_in_solo` und "
              "`swines_in_poverty` es erlauben).",
    "poverty": "Armut ist ein Vorbehalt: eine Hand mit höchstens 3 Trümpfen darf sie abgeben.",
    "solo_lead": "Wer beim Solo zum ersten Stich ausspielt.",
    "charlie": "Das Karlchen als Sonderpunkt (Kreuz-Bube im letzten Stich).",
    "scoring": "Wie der Spielwert gezählt wird.",
    "swines_announce": "Wann Schweinchen gelten: `automatic` von Spielbeginn an; sonst ab der "
                       "Ansage `announce swines` ihres Inhabers (`before_play` vor der ersten "
                       "Karte, `until_played` solange er beide hält, `second_only` erst beim "
                       "zweiten Schwein).",
    "swines_in_solo": "Soli mit Schweinchen (die Asse der Trumpffarbe): `none` keine, das "
                      "Karo-Solo oder jedes Farbsolo.",
    "swines_in_poverty": "Schweinchen gibt es auch in der Armut (nach der Rückgabe).",
    "swines_dulle_first_wins": "Solange Schweinchen gelten, gewinnt von zwei Dullen in einem "
                               "Stich die erste, was `dulle` auch sagt.",
    "hyperswines": "Superschweinchen: beide Neunen der Trumpffarbe (ohne Neunen die Könige) "
                   "in einer Hand stehen über den Schweinchen, sobald diese gelten.",
    "hyperswines_joint": "Der Inhaber der Schweinchen darf auch die Superschweinchen haben "
                         "(sonst hat sie dann niemand).",
    "throw_in": "Schmeißen: die Gründe, aus denen ein Spieler mit Vorbehalt `declare throw` "
                "sagen darf (ein Objekt; `{}`: kein Schmeißen): `nines`, `kings`, "
                "`nines_and_kings`, `points` (mindestens so viele Augen), "
                "`fox_highest_trump` (`true`: keine Dulle, Dame oder Bube), `max_trumps` "
                "(höchstens so viele Trümpfe).",
    "throw_priority": "Wo das Schmeißen in der Rangfolge steht: unter jedem Solo oder über "
                      "jedem Solo.",
    "genscher": "Genscher: wer beide Karo-Könige hat, darf gleich nach dem ersten davon "
                "seinen Partner bestimmen (`genscher`), im Normalspiel.",
    "extra_points": "Weitere Sonderpunkte, gezählt wo Sonderpunkte zählen.",
    "marriage_selectors": "Die Klärungsstiche, aus denen der Spieler der Hochzeit wählen "
                          "kann: welche Stiche den Partner finden (`foreign` jeder fremde "
                          "Stich; `trump`/`plain` Trumpf/Fehl ausgespielt; `clubs`, `spades`, "
                          "`hearts` diese Fehlfarbe ausgespielt). `declare marriage` nimmt "
                          "den ersten.",
    "marriage_tricks": "Die Stiche, in denen eine Hochzeit ihren Partner finden kann; danach "
                       "spielt der Spieler der Hochzeit allein (höchstens so viele wie Karten "
                       "je Hand).",
    "marriage_first_decides": "Der erste passende Stich entscheidet: gewinnt ihn der Spieler "
                              "der Hochzeit selbst, spielt er allein.",
    "solos": "Die Soli, die angesagt werden dürfen (die sieben der TSR und die Bildersoli "
             "`solo-kings`, `solo-queens-jacks`, `solo-kings-jacks`, `solo-kings-queens`, "
             "`solo-koehler`).",
    "poverty_pass": "Armut: was der arme Spieler abgibt (`three` drei Karten mit allen "
                    "Trümpfen, oder genau seine Trümpfe, `trumps`); der Übernehmer gibt so "
                    "viele zurück.",
    "poverty_fox": "Armut: ob ein Fuchs (Karo-Ass) zu den (höchstens 3) Trümpfen einer armen "
                   "Hand zählt.",
    "announcement_deadlines": "Wie viele Karten ein Spieler für eine Ansage noch halten muss: "
                              "`null` nach TSR (n-1 für Re/Kontra bis n-5 für schwarz), oder "
                              "ein Objekt mit `re`, `no90`, `no60`, `no30`, `schwarz` (1 bis "
                              "Karten je Hand, nicht steigend) und wahlweise `last` (die "
                              "Untergrenze, Standard 1).",
    "announcement_till_full_trick": "Ein Spieler hält seine Karten, bis der laufende Stich "
                                    "voll ist (er darf nach seiner Karte noch ansagen).",
    "announcement_reply": "Die späte Erwiderung nach TSR 6.4.4: Re/Kontra noch eine Karte "
                          "nach der letzten nötigen Ansage der anderen Partei.",
    "re_kontra_doubles": "Re und Kontra verdoppeln jeweils den Spielwert der Gewinner (statt "
                         "je +2); Sonderpunkte kommen danach dazu, unverdoppelt.",
    "bock": "Sitzungen: was eine Bockrunde auslöst (so viele Spiele wie Spieler, jedes mal "
            "`bock_multiplier` gezählt).",
    "bock_multiplier": "Sitzungen: der Faktor jeder Bock-Stufe.",
    "bock_overlap": "Sitzungen: eine Bockrunde, die in einer anderen ausgelöst wird, "
                    "vervielfacht die Stufen der kommenden Spiele (`multiply`) oder wird "
                    "hinten angehängt (`append`).",
    # -- Schafkopf --------------------------------------------------------------------------
    "deck": "Das Blatt: `long` 32 Karten (8 je Spieler, 4 + 4 gegeben), `short` 24 Karten "
            "ohne Achter und Siebener (6 je Spieler, 3 + 3 gegeben).",
    "games": "Die Spiele, die gespielt werden dürfen, als Liste (`sauspiel` das Rufspiel, "
             "`hochzeit`, `bettel`, `bettel-ouvert`, `solo`, `wenz`, `farbwenz`, `geier`, "
             "`farbgeier`, `sie`), jedes Tout eigens (`solo-tout`, ...). Ein Tout braucht "
             "sein Spiel und `bettel-ouvert` den `bettel`; mindestens ein Einzelspiel muss "
             "dabei sein (die `hochzeit` ist ein Partnerspiel). Ein Objekt `{Spiel: "
             "true/false}` schaltet einzelne Spiele der Regelvorlage ein oder aus.",
    "tariff": "Beträge in Tarif-Einheiten (Cent): `sauspiel` der Grundtarif des Rufspiels, "
              "`solo` jedes anderen Einzelspiels, dazu `schneider`, `schwarz` und `laufende` "
              "(je Laufendem). Wahlweise eigene Grundtarife: `wenz`, `farbwenz`, `geier`, "
              "`farbgeier` (Standard: der `solo`-Betrag), `hochzeit`, `bettel`, `ramsch` "
              "(der Preis des Ramsch vor dem Klopfen) und `stock` (was jeder in den Stock "
              "zahlt; Standard: der `sauspiel`-Betrag), `bettel_ouvert` (Standard: das "
              "Doppelte des `bettel`). Ein Teil-Objekt ändert nur die genannten Beträge.",
    "laufende_min": "Ab wie vielen Laufenden (ununterbrochene höchste Trümpfe einer Seite) "
                    "bezahlt wird, je Spielart (`sauspiel`, `solo`, `wenz`, `farbwenz`, "
                    "`geier`, `farbgeier`; ein Tout wie sein Spiel). Eine Zahl gilt für alle; "
                    "ein Teil-Objekt ändert nur die genannten Spiele.",
    "knocking": "Klopfen: vor dem ersten Weiter oder Spiel darf jeder einmal klopfen "
                "(`knock`); jedes Klopfen verdoppelt den Wert.",
    "max_doublings": "Wie oft nacheinander gestoßen werden darf: Kontra (Stoß) eines "
                     "Gegenspielers, Re der Spielerseite, dann abwechselnd; `0` gar nicht, `2` "
                     "Kontra und Re. Jedes verdoppelt den Wert.",
    "doubling_window": "Bis wann gestoßen werden darf: bis zur ersten Karte des ersten Stichs, "
                       "oder jeder, bis er seine erste Karte spielt.",
    "running_away_min": "Davonlaufen: wer die gerufene Sau hat, darf die Rufsau-Farbe ohne "
                        "die Sau ausspielen, solange nicht gesucht ist, nur wenn er "
                        "mindestens so viele Karten der Farbe hält, die Sau mitgezählt "
                        "(höchstens die Farbkarten der Farbe: 6, im kurzen Blatt 4).",
    "schneider": "Schneider: `asymmetric` die Spielerseite gewinnt Schneider mit 91 oder "
                 "mehr und verliert Schneider mit 30 oder weniger; `symmetric` die verlierende "
                 "Seite ist Schneider mit 30 oder weniger.",
    "schwarz": "Schwarz: die verlierende Seite hat keinen Stich (`tricks`) oder keine Augen "
               "(`points`) bekommen.",
    "all_pass": "Wenn alle weiter sagen (oder eine Hochzeit keinen Partner findet): `redeal` "
                "das Spiel gilt nicht, alle zahlen 0; `ramsch` es wird Ramsch mit den "
                "gegebenen Karten gespielt, wer die meisten Augen hat, zahlt; `stock` das "
                "Spiel gilt nicht und jeder zahlt `tariff.stock` in den Stock, den die Seite "
                "des nächsten Rufspiels herausnimmt (gewonnen) oder verdoppelt (verloren).",
    "ramsch_tie": "Gleich viele Augen beim Ramsch: `highest_trump` von den Gleichen verliert, "
                  "wer den höchsten Trumpf hatte, `highest_trump_won` wessen Stiche ihn "
                  "enthalten (beides: ohne solchen Trumpf, wer den späteren Stich gemacht "
                  "hat), `all_pay` alle Gleichen verlieren.",
    "ramsch_jungfrau": "Eine Jungfrau (ein Spieler ohne Stich) beim Ramsch: `none` ändert "
                       "nichts, `double_all` verdoppelt jeden Betrag je Jungfrau, "
                       "`double_individually_once` verdoppelt den Betrag der Jungfrau, "
                       "`double_individually_multiple` verdoppelt ihn je Jungfrau.",
    "ramsch_durchmarsch": "Ein Durchmarsch beim Ramsch (der Spieler gewinnt das Dreifache "
                          "des Preises): `\"tricks\"` mit allen Stichen, eine Zahl n mit "
                          "mindestens n Augen, `\"none\"` nie.",
    "ramsch_must_overtake": "Ramsch mit Stichzwang: wer nicht ausspielt, muss die Karte, die "
                            "den Stich hält, überstechen, wenn eine nach dem Bedienen "
                            "erlaubte Karte das kann (also trumpfen, wenn er frei ist, und "
                            "übertrumpfen, wenn er kann).",
    "bettel_must_overtake": "Bettel (und Bettel ouvert) mit Stichzwang: die Überstechpflicht "
                            "des Ramsch, für jeden Spieler, auch den Spieler des Bettel.",
}
