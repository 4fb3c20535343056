"""Deals of the worked examples of schafkopf-variants.md (hands and actions; the rules as the
example names them). The card play was found by a search for a play with the example's card
points and tricks; the tests check that the engine scores them as the example says."""

from __future__ import annotations

from typing import Any

RAMSCH_TIE: dict[str, Any] = (
    {'rules': {'preset': 'standard', 'all_pass': 'ramsch'},
     'dealer': 3,
     'hands': [['EA', 'EK', 'GZ', 'HZ', 'HK', 'H9', 'H7', 'SK'],
               ['E9', 'E8', 'GA', 'GK', 'HO', 'HU', 'SA', 'S8'],
               ['EZ', 'EO', 'EU', 'E7', 'G7', 'SO', 'S9', 'S7'],
               ['GO', 'GU', 'G9', 'G8', 'HA', 'H8', 'SZ', 'SU']],
     'actions': ['p0 pass', 'p1 pass', 'p2 pass', 'p3 pass', 'p0 play EA', 'p1 play E8',
                 'p2 play EZ', 'p3 play HA', 'p3 play H8', 'p0 play H7', 'p1 play HO',
                 'p2 play EU', 'p1 play HU', 'p2 play EO', 'p3 play SU', 'p0 play HK',
                 'p2 play G7', 'p3 play G9', 'p0 play GZ', 'p1 play GA', 'p1 play SA',
                 'p2 play S9', 'p3 play SZ', 'p0 play SK', 'p1 play E9', 'p2 play E7',
                 'p3 play GU', 'p0 play EK', 'p3 play G8', 'p0 play H9', 'p1 play GK',
                 'p2 play SO', 'p2 play S7', 'p3 play GO', 'p0 play HZ', 'p1 play S8']})

RAMSCH_THREE_WAY: dict[str, Any] = (
    {'rules': {'preset': 'standard',
               'all_pass': 'ramsch',
               'ramsch_tie': 'all_pay',
               'ramsch_jungfrau': 'none'},
     'dealer': 3,
     'hands': [['EK', 'GZ', 'G8', 'H9', 'H8', 'H7', 'SZ', 'SU'],
               ['EA', 'EU', 'GA', 'G7', 'HZ', 'HU', 'SO', 'S8'],
               ['EZ', 'E9', 'GK', 'GO', 'GU', 'G9', 'HK', 'S7'],
               ['EO', 'E8', 'E7', 'HA', 'HO', 'SA', 'SK', 'S9']],
     'actions': ['p0 pass', 'p1 pass', 'p2 pass', 'p3 pass', 'p0 play H7', 'p1 play EU',
                 'p2 play HK', 'p3 play HA', 'p1 play G7', 'p2 play G9', 'p3 play E7',
                 'p0 play G8', 'p2 play S7', 'p3 play SK', 'p0 play SZ', 'p1 play S8',
                 'p0 play H9', 'p1 play HU', 'p2 play GU', 'p3 play HO', 'p3 play SA',
                 'p0 play GZ', 'p1 play GA', 'p2 play GO', 'p2 play GK', 'p3 play E8',
                 'p0 play EK', 'p1 play HZ', 'p1 play EA', 'p2 play EZ', 'p3 play S9',
                 'p0 play H8', 'p0 play SU', 'p1 play SO', 'p2 play E9', 'p3 play EO']})

HOCHZEIT: dict[str, Any] = (
    {'rules': {'preset': 'standard',
               'games': ['sauspiel', 'hochzeit', 'wenz', 'solo', 'wenz-tout', 'solo-tout']},
     'dealer': 0,
     'hands': [['EZ', 'EK', 'EU', 'GA', 'GU', 'HU', 'H9', 'H8'],
               ['EA', 'E8', 'E7', 'GO', 'G7', 'SA', 'S8', 'S7'],
               ['GK', 'G8', 'HA', 'HZ', 'HK', 'H7', 'SK', 'S9'],
               ['EO', 'E9', 'GZ', 'G9', 'HO', 'SZ', 'SO', 'SU']],
     'actions': ['p1 bid', 'p2 pass', 'p3 pass', 'p0 pass', 'p1 declare hochzeit', 'p2 decline',
                 'p3 accept', 'p3 give GZ', 'p0 kontra', 'p1 re', 'p1 play GZ', 'p2 play GK',
                 'p3 play G9', 'p0 play GA', 'p0 play EK', 'p1 play E7', 'p2 play SK',
                 'p3 play E9', 'p0 play EU', 'p1 play EA', 'p2 play H7', 'p3 play GO',
                 'p3 play SO', 'p0 play GU', 'p1 play SA', 'p2 play HZ', 'p3 play SU',
                 'p0 play H8', 'p1 play S7', 'p2 play HK', 'p3 play SZ', 'p0 play HU',
                 'p1 play S8', 'p2 play S9', 'p0 play EZ', 'p1 play E8', 'p2 play HA',
                 'p3 play EO', 'p3 play HO', 'p0 play H9', 'p1 play G7', 'p2 play G8']})

BETTEL_OUVERT_LOST: dict[str, Any] = (
    {'rules': {'preset': 'standard',
               'games': ['sauspiel', 'bettel', 'bettel-ouvert', 'wenz', 'solo', 'wenz-tout',
                         'solo-tout'],
               'bettel_must_overtake': True},
     'dealer': 3,
     'hands': [['EA', 'GA', 'G7', 'HA', 'HZ', 'SZ', 'SK', 'SU'],
               ['EK', 'E8', 'GZ', 'G8', 'HK', 'H9', 'H8', 'S7'],
               ['EO', 'E9', 'GK', 'G9', 'HU', 'SO', 'S9', 'S8'],
               ['EZ', 'EU', 'E7', 'GO', 'GU', 'HO', 'H7', 'SA']],
     'actions': ['p0 pass', 'p1 bid', 'p2 pass', 'p3 pass', 'p1 declare bettel-ouvert',
                 'p0 kontra', 'p1 re', 'p0 play SU', 'p1 play S7', 'p2 play SO', 'p3 play SA',
                 'p3 play EZ', 'p0 play EA', 'p1 play E8', 'p2 play E9', 'p0 play GA',
                 'p1 play GZ', 'p2 play G9', 'p3 play GU', 'p0 play SZ', 'p1 play H8',
                 'p2 play S8', 'p3 play E7', 'p0 play G7', 'p1 play G8', 'p2 play GK',
                 'p3 play GO', 'p2 play EO', 'p3 play EU', 'p0 play HZ', 'p1 play EK',
                 'p1 play HK', 'p2 play HU', 'p3 play H7', 'p0 play HA', 'p0 play SK',
                 'p1 play H9', 'p2 play S9', 'p3 play HO']})

HOCHZEIT_NO_TAKER: dict[str, Any] = (
    {'rules': {'preset': 'wirtshaus',
               'games': ['sauspiel', 'hochzeit', 'bettel', 'geier', 'farbwenz', 'wenz', 'solo',
                         'geier-tout', 'farbwenz-tout', 'wenz-tout', 'solo-tout', 'sie']},
     'dealer': 3,
     'hands': [['GU', 'G8', 'G7', 'HA', 'HK', 'HU', 'SO', 'S8'],
               ['EA', 'EZ', 'EK', 'GA', 'GZ', 'GO', 'SA', 'SZ'],
               ['EU', 'E8', 'GK', 'HZ', 'H9', 'H7', 'SU', 'S7'],
               ['EO', 'E9', 'E7', 'G9', 'HO', 'H8', 'SK', 'S9']],
     'actions': ['p2 knock', 'p0 pass', 'p1 bid', 'p2 pass', 'p3 pass', 'p1 declare hochzeit',
                 'p2 decline', 'p3 decline', 'p0 decline', 'p0 play HA', 'p1 play GO',
                 'p2 play H9', 'p3 play EO', 'p3 play SK', 'p0 play S8', 'p1 play SZ',
                 'p2 play S7', 'p1 play SA', 'p2 play GK', 'p3 play S9', 'p0 play HK',
                 'p0 play GU', 'p1 play EA', 'p2 play EU', 'p3 play HO', 'p3 play H8',
                 'p0 play HU', 'p1 play GA', 'p2 play SU', 'p0 play SO', 'p1 play GZ',
                 'p2 play HZ', 'p3 play G9', 'p0 play G8', 'p1 play EZ', 'p2 play E8',
                 'p3 play E7', 'p0 play G7', 'p1 play EK', 'p2 play H7', 'p3 play E9']})


RAMSCH_OVERTAKE: dict[str, Any] = (
    {'rules': {'preset': 'standard',
               'all_pass': 'ramsch',
               'ramsch_jungfrau': 'double_individually_once',
               'ramsch_must_overtake': True},
     'dealer': 0,
     'hands': [['EO', 'GZ', 'HZ', 'HK', 'H8', 'SK', 'SO', 'S9'],
               ['EK', 'EU', 'E9', 'GK', 'G8', 'HA', 'H9', 'SU'],
               ['EA', 'EZ', 'E8', 'E7', 'GU', 'G7', 'SZ', 'S8'],
               ['GA', 'GO', 'G9', 'HO', 'HU', 'H7', 'SA', 'S7']],
     'actions': ['p1 pass', 'p2 pass', 'p3 pass', 'p0 pass', 'p1 play E9', 'p2 play EZ',
                 'p3 play HO', 'p0 play EO', 'p0 play SO', 'p1 play HA', 'p2 play GU',
                 'p3 play GO', 'p3 play S7', 'p0 play S9', 'p1 play EU', 'p2 play S8',
                 'p1 play H9', 'p2 play E8', 'p3 play HU', 'p0 play HZ', 'p3 play H7',
                 'p0 play HK', 'p1 play SU', 'p2 play G7', 'p1 play EK', 'p2 play EA',
                 'p3 play SA', 'p0 play H8', 'p0 play GZ', 'p1 play GK', 'p2 play SZ',
                 'p3 play GA', 'p3 play G9', 'p0 play SK', 'p1 play G8', 'p2 play E7']})


#: schafkopf-variants.md 6.5, deal 2: dealer p2, p3 plays on the Eichel ace (p0), 71 : 49.
STOCK_DEAL_2: dict[str, Any] = (
    {'hands': [['EA', 'GZ', 'GO', 'G7', 'HK', 'HU', 'H8', 'S7'],
               ['EO', 'GA', 'G8', 'HZ', 'H9', 'H7', 'SZ', 'SK'],
               ['EZ', 'EK', 'EU', 'GU', 'SA', 'SU', 'S9', 'S8'],
               ['E9', 'E8', 'E7', 'GK', 'G9', 'HA', 'HO', 'SO']],
     'actions': ['p3 bid', 'p0 pass', 'p1 pass', 'p2 pass', 'p3 declare sauspiel-eichel',
                 'p3 play GK', 'p0 play GZ', 'p1 play G8', 'p2 play SU', 'p2 play EK',
                 'p3 play E9', 'p0 play EA', 'p1 play GA', 'p0 play G7', 'p1 play EO',
                 'p2 play GU', 'p3 play G9', 'p1 play SK', 'p2 play SA', 'p3 play HA',
                 'p0 play S7', 'p3 play E7', 'p0 play HK', 'p1 play HZ', 'p2 play EZ',
                 'p1 play SZ', 'p2 play S8', 'p3 play HO', 'p0 play H8', 'p3 play E8',
                 'p0 play HU', 'p1 play H9', 'p2 play EU', 'p2 play S9', 'p3 play SO',
                 'p0 play GO', 'p1 play H7']})
