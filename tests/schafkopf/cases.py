"""Whole deals found by random legal play, for the scoring examples (each replays through
the engine, so every card is legal). Every record is dealt by p3, so p0 is forehand."""

from __future__ import annotations

from typing import Any

#: A Sauspiel won with exactly 90 (3 Laufende for the declarers).
SAUSPIEL_90: dict[str, Any] = {
    "format": "trickgames.record/1", "game": "schafkopf", "rules": "standard",
    "dealer": 3,
    "hands": [
        ["EO", "E8", "GA", "GO", "HU", "H9", "H7", "SA"],
        ["EK", "EU", "G8", "G7", "H8", "SU", "S9", "S7"],
        ["EA", "E7", "GZ", "GK", "G9", "HA", "HK", "HO"],
        ["EZ", "E9", "GU", "HZ", "SZ", "SK", "SO", "S8"],
    ],
    "actions": [
        "p0 bid", "p1 pass", "p2 pass", "p3 pass", "p0 declare sauspiel-eichel",
        "p0 play SA", "p1 play S7", "p2 play HO", "p3 play S8",
        "p2 play G9", "p3 play EZ", "p0 play GA", "p1 play G8",
        "p0 play HU", "p1 play H8", "p2 play HA", "p3 play SO",
        "p3 play E9", "p0 play E8", "p1 play EK", "p2 play EA",
        "p2 play GK", "p3 play SZ", "p0 play H9", "p1 play G7",
        "p0 play GO", "p1 play SU", "p2 play HK", "p3 play HZ",
        "p0 play H7", "p1 play EU", "p2 play GZ", "p3 play GU",
        "p1 play S9", "p2 play E7", "p3 play SK", "p0 play EO",
    ],
}

#: A Sauspiel lost with exactly 30.
SAUSPIEL_30: dict[str, Any] = {
    "format": "trickgames.record/1", "game": "schafkopf", "rules": "standard",
    "dealer": 3,
    "hands": [
        ["EZ", "EU", "GZ", "GK", "HA", "H9", "SK", "SU"],
        ["EO", "E8", "GU", "G9", "HZ", "SA", "SO", "S9"],
        ["EK", "GA", "GO", "G8", "G7", "HO", "H8", "S8"],
        ["EA", "E9", "E7", "HK", "HU", "H7", "SZ", "S7"],
    ],
    "actions": [
        "p0 bid", "p1 pass", "p2 pass", "p3 pass", "p0 declare sauspiel-gras",
        "p0 play GK", "p1 play G9", "p2 play GA", "p3 play S7",
        "p2 play S8", "p3 play SZ", "p0 play SK", "p1 play SA",
        "p1 play HZ", "p2 play GO", "p3 play H7", "p0 play EU",
        "p2 play H8", "p3 play HU", "p0 play SU", "p1 play SO",
        "p1 play EO", "p2 play HO", "p3 play HK", "p0 play H9",
        "p1 play GU", "p2 play EK", "p3 play E9", "p0 play HA",
        "p1 play E8", "p2 play G8", "p3 play EA", "p0 play EZ",
        "p3 play E7", "p0 play GZ", "p1 play S9", "p2 play G7",
    ],
}

#: A Sauspiel ending 60:60.
SAUSPIEL_60: dict[str, Any] = {
    "format": "trickgames.record/1", "game": "schafkopf", "rules": "standard",
    "dealer": 3,
    "hands": [
        ["E9", "E8", "GA", "HZ", "HK", "H8", "SZ", "S8"],
        ["EZ", "E7", "GO", "G8", "H7", "SA", "SO", "SU"],
        ["EK", "EO", "EU", "GK", "G9", "HA", "HU", "S9"],
        ["EA", "GZ", "GU", "G7", "HO", "H9", "SK", "S7"],
    ],
    "actions": [
        "p0 bid", "p1 pass", "p2 pass", "p3 pass", "p0 declare sauspiel-eichel",
        "p0 play E8", "p1 play EZ", "p2 play EK", "p3 play EA",
        "p3 play HO", "p0 play HK", "p1 play GO", "p2 play HA",
        "p1 play SO", "p2 play EU", "p3 play H9", "p0 play H8",
        "p1 play G8", "p2 play G9", "p3 play GZ", "p0 play GA",
        "p0 play E9", "p1 play E7", "p2 play EO", "p3 play SK",
        "p2 play HU", "p3 play GU", "p0 play HZ", "p1 play H7",
        "p3 play G7", "p0 play SZ", "p1 play SU", "p2 play GK",
        "p1 play SA", "p2 play S9", "p3 play S7", "p0 play S8",
    ],
}

#: A Sauspiel won with exactly 61.
SAUSPIEL_61: dict[str, Any] = {
    "format": "trickgames.record/1", "game": "schafkopf", "rules": "standard",
    "dealer": 3,
    "hands": [
        ["EA", "EZ", "EO", "GU", "G9", "G7", "SA", "SK"],
        ["EU", "E9", "G8", "HO", "H9", "H8", "S9", "S7"],
        ["EK", "E8", "GA", "GO", "HK", "HU", "SU", "S8"],
        ["E7", "GZ", "GK", "HA", "HZ", "H7", "SZ", "SO"],
    ],
    "actions": [
        "p0 bid", "p1 pass", "p2 pass", "p3 pass", "p0 declare sauspiel-gras",
        "p0 play SK", "p1 play S9", "p2 play S8", "p3 play SZ",
        "p3 play GZ", "p0 play G9", "p1 play G8", "p2 play GA",
        "p2 play E8", "p3 play E7", "p0 play EZ", "p1 play E9",
        "p0 play SA", "p1 play S7", "p2 play HK", "p3 play HZ",
        "p3 play GK", "p0 play G7", "p1 play H8", "p2 play SU",
        "p2 play EK", "p3 play SO", "p0 play EA", "p1 play EU",
        "p3 play H7", "p0 play GU", "p1 play H9", "p2 play HU",
        "p0 play EO", "p1 play HO", "p2 play GO", "p3 play HA",
    ],
}

#: A Sauspiel lost with 33; the defenders hold 7 Laufende.
SAUSPIEL_LAUF_DEF: dict[str, Any] = {
    "format": "trickgames.record/1", "game": "schafkopf", "rules": "standard",
    "dealer": 3,
    "hands": [
        ["EZ", "GK", "HZ", "H9", "SA", "SK", "SU", "S8"],
        ["EU", "E7", "GO", "G8", "HA", "HO", "H8", "S7"],
        ["EK", "EO", "GU", "G9", "G7", "HK", "HU", "SO"],
        ["EA", "E9", "E8", "GA", "GZ", "H7", "SZ", "S9"],
    ],
    "actions": [
        "p0 bid", "p1 pass", "p2 pass", "p3 pass", "p0 declare sauspiel-gras",
        "p0 play H9", "p1 play HO", "p2 play EO", "p3 play H7",
        "p2 play G9", "p3 play GA", "p0 play GK", "p1 play G8",
        "p3 play SZ", "p0 play SK", "p1 play S7", "p2 play EK",
        "p3 play E9", "p0 play EZ", "p1 play E7", "p2 play SO",
        "p2 play G7", "p3 play GZ", "p0 play S8", "p1 play GO",
        "p1 play HA", "p2 play HU", "p3 play EA", "p0 play SU",
        "p2 play HK", "p3 play S9", "p0 play HZ", "p1 play EU",
        "p1 play H8", "p2 play GU", "p3 play E8", "p0 play SA",
    ],
}

#: A short-deck Sauspiel won with 72 and 4 Laufende.
SHORT_LAUF: dict[str, Any] = {
    "format": "trickgames.record/1", "game": "schafkopf", "rules": "short",
    "dealer": 3,
    "hands": [
        ["EK", "GO", "G9", "HO", "HU", "SO"],
        ["EU", "GA", "GK", "HZ", "HK", "SA"],
        ["EZ", "GZ", "GU", "H9", "SK", "S9"],
        ["EA", "EO", "E9", "HA", "SZ", "SU"],
    ],
    "actions": [
        "p0 bid", "p1 pass", "p2 pass", "p3 pass", "p0 declare sauspiel-eichel",
        "p0 play EK", "p1 play EU", "p2 play EZ", "p3 play EA",
        "p1 play HK", "p2 play H9", "p3 play HA", "p0 play SO",
        "p0 play HO", "p1 play HZ", "p2 play GU", "p3 play EO",
        "p3 play SZ", "p0 play G9", "p1 play SA", "p2 play S9",
        "p1 play GA", "p2 play GZ", "p3 play E9", "p0 play HU",
        "p0 play GO", "p1 play GK", "p2 play SK", "p3 play SU",
    ],
}

#: A Herz-Solo-Tout lost: the declarer took 7 of 8 tricks (97 points).
SOLO_TOUT_7: dict[str, Any] = {
    "format": "trickgames.record/1", "game": "schafkopf", "rules": "standard",
    "dealer": 3,
    "hands": [
        ["EO", "EU", "GO", "GU", "HU", "H9", "H8", "SA"],
        ["EA", "EZ", "E9", "GZ", "GK", "G9", "SZ", "S7"],
        ["E8", "E7", "G8", "HA", "HK", "HO", "SK", "SO"],
        ["EK", "GA", "G7", "HZ", "H7", "SU", "S9", "S8"],
    ],
    "actions": [
        "p0 bid", "p1 pass", "p2 pass", "p3 pass", "p0 declare solo-herz-tout",
        "p0 play GO", "p1 play G9", "p2 play HO", "p3 play SU",
        "p0 play H9", "p1 play SZ", "p2 play SO", "p3 play HZ",
        "p2 play E8", "p3 play EK", "p0 play HU", "p1 play EZ",
        "p0 play EU", "p1 play E9", "p2 play HK", "p3 play H7",
        "p0 play EO", "p1 play EA", "p2 play HA", "p3 play S8",
        "p0 play H8", "p1 play S7", "p2 play SK", "p3 play S9",
        "p0 play SA", "p1 play GZ", "p2 play G8", "p3 play G7",
        "p0 play GU", "p1 play GK", "p2 play E7", "p3 play GA",
    ],
}

#: A Wenz with 120:0 in which the defenders took one trick worth 0 points.
WENZ_ZERO_TRICK: dict[str, Any] = {
    "format": "trickgames.record/1", "game": "schafkopf", "rules": "standard",
    "dealer": 3,
    "hands": [
        ["EA", "EU", "GA", "GZ", "GU", "H8", "SA", "SZ"],
        ["EZ", "E7", "GK", "G9", "HA", "H7", "SU", "S8"],
        ["EK", "E8", "GO", "G8", "G7", "HZ", "HU", "SO"],
        ["EO", "E9", "HK", "HO", "H9", "SK", "S9", "S7"],
    ],
    "actions": [
        "p0 bid", "p1 pass", "p2 pass", "p3 pass", "p0 declare wenz",
        "p0 play EA", "p1 play E7", "p2 play EK", "p3 play E9",
        "p0 play GZ", "p1 play GK", "p2 play G7", "p3 play HK",
        "p0 play GU", "p1 play SU", "p2 play HU", "p3 play HO",
        "p0 play EU", "p1 play G9", "p2 play HZ", "p3 play EO",
        "p0 play GA", "p1 play EZ", "p2 play GO", "p3 play SK",
        "p0 play SZ", "p1 play S8", "p2 play SO", "p3 play S7",
        "p0 play H8", "p1 play H7", "p2 play E8", "p3 play H9",
        "p3 play S9", "p0 play SA", "p1 play HA", "p2 play G8",
    ],
}
