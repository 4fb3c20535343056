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
``{path}`` (the JSON path of a record problem), ``{quoted}`` (the value the English message
quotes: the unknown word, preset or card), ``{holds}`` (the cards the English message says the
seat holds) and ``{led}`` (the suit to follow: Kreuz, ..., Trumpf). Players' words:
Kreuz-Dame, Dulle, Fuchs, Karlchen, Armut, Hochzeit, "keine 90"; Eichel-Ober, Sau, Rufspiel,
Wenz, Stoß, Laufende, Schneider, Schwarz.

>>> MESSAGES["must_follow_suit"].startswith("{seat}")
True
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["MESSAGES", "SCORE_ITEMS"]

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
    "wrong_party": "{seat}Diese Ansage gehört der anderen Partei (Re sagt re, Kontra sagt "
                   "kontra) ({action}).",
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

#: The German labels of the score items, keyed by the item's code (both games).
SCORE_ITEMS: Mapping[str, str] = {
    # Doppelkopf
    "won": "gewonnen",
    "under_90": "Gegner unter 90",
    "under_60": "Gegner unter 60",
    "under_30": "Gegner unter 30",
    "schwarz": "schwarz",
    "re_announced": "Re angesagt",
    "kontra_announced": "Kontra angesagt",
    "no90_announced": "keine 90 angesagt",
    "no60_announced": "keine 60 angesagt",
    "no30_announced": "keine 30 angesagt",
    "schwarz_announced": "schwarz angesagt",
    "against_the_club_queens": "gegen die Kreuz-Damen",
    "fox_caught": "Fuchs gefangen",
    "charlie": "Karlchen",
    "charlie_caught": "Karlchen gefangen",
    "doppelkopf": "Doppelkopf",
    # Schafkopf
    "base": "Grundtarif",
    "schneider": "Schneider",
    "laufende": "Laufende",
    "tout": "Tout",
    "knocks": "geklopft",
    "doublings": "Stoß",
}
