"""The sides as each seat knows them: the partner is secret until the called ace falls, his
Re or running away reveals him, or elimination leaves one candidate (docs/schafkopf.md "What a
seat may know"; schafkopf.md Sauspiel, Doubling)."""

from __future__ import annotations

from trickgames import schafkopf as sk
from trickgames.schafkopf.parties import known_parties, partner_known

from .helpers import run, start

D, F = sk.Side.DECLARERS, sk.Side.DEFENDERS

# p1 calls Gras; p2 holds GA GZ GK (HANDS_A) or GA GZ GK G8 (HANDS_B); p0 leads.
HANDS_A = ("EO GO HO SO G9 G8 E7 S7", "EU GU HU SU HA HZ G7 E9", "GA GZ GK EA EZ SA SZ SK",
           "HK H9 H8 H7 EK E8 S9 S8")
HANDS_B = ("EO GO HO SO G9 SK E7 S7", "EU GU HU SU HA HZ G7 E9", "GA GZ GK G8 EA EZ SA SZ",
           "HK H9 H8 H7 EK E8 S9 S8")
BIDDING = "p0 pass; p1 bid; p2 pass; p3 pass; p1 declare sauspiel-gras"


def sauspiel(hands: tuple[str, ...] = HANDS_A) -> sk.State:
    return run(start(hands), BIDDING)


def test_before_the_declaration_nothing_is_known() -> None:
    """No game, no sides."""
    assert known_parties(start(HANDS_A), 0) == (None, None, None, None)


def test_single_player_game_is_public() -> None:
    """A single-player game: the declarer against the three others, known to all."""
    state = run(start(HANDS_A), "p0 pass; p1 bid; p2 pass; p3 pass; p1 declare wenz")
    assert known_parties(state, None) == (F, D, F, F)


def test_the_partner_is_secret() -> None:
    """Only the ace holder knows both sides at first; others know the declarer and
    themselves (Sauspiel: "Its holder is the secret partner")."""
    state = sauspiel()
    assert known_parties(state, 2) == (F, D, D, F)
    assert known_parties(state, 1) == (None, D, None, None)
    assert known_parties(state, 0) == (F, D, None, None)
    assert known_parties(state, None) == (None, D, None, None)
    assert partner_known(state, 2) and not partner_known(state, 1)


def test_kontra_shows_a_defender() -> None:
    """Only defenders may say kontra: a kontra tells everybody its seat is a defender; the
    last candidate is then the partner (Doubling)."""
    state = run(sauspiel(), "p3 kontra")
    assert known_parties(state, None) == (None, D, None, F)
    assert known_parties(state, 0) == (F, D, D, F)   # p0 knows he is not the partner either
    assert partner_known(state, 0) and not partner_known(state, 1)


def test_re_by_the_partner_reveals_him() -> None:
    """The holder's Re reveals him (Doubling; docs/schafkopf.md "What a seat may know")."""
    state = run(sauspiel(), "p0 kontra", "p2 re")
    assert known_parties(state, None) == (F, D, D, F)


def test_re_by_the_declarer_reveals_nothing() -> None:
    """The declarer's Re says nothing about the partner."""
    state = run(sauspiel(), "p0 kontra", "p1 re")
    assert known_parties(state, None) == (F, D, None, None)


def test_the_ace_falling_reveals_him() -> None:
    """Everybody knows the partner once the called ace is played."""
    state = run(sauspiel(), "p0 play G9", "p1 play G7")
    assert known_parties(state, 3) == (None, D, None, F)
    state = run(state, "p2 play GA")
    assert known_parties(state, 3) == (F, D, D, F)


def test_running_away_reveals_him_after_the_trick() -> None:
    """A search of the called suit without the ace falling: its leader ran away with it."""
    state = run(sauspiel(HANDS_B), "p0 play E7", "p1 play E9", "p2 play EA", "p3 play EK",
                "p2 play G8")
    assert known_parties(state, None) == (None, D, None, None)
    state = run(state, "p3 play H7")
    assert known_parties(state, None) == (None, D, None, F)  # followed without the ace
    state = run(state, "p0 play G9")
    assert known_parties(state, None) == (F, D, D, F)  # one candidate is left
    assert known_parties(run(sauspiel(HANDS_B), "p0 play E7", "p1 play E9", "p2 play EA",
                             "p3 play EK", "p2 play G8", "p3 play H7", "p0 play G9",
                             "p1 play G7"), None) == (F, D, D, F)


def test_everything_public_at_the_end() -> None:
    """When the deal is over, every side is public."""
    state = sk.deal("standard", seed=12)
    while not state.is_over:
        state = sk.apply(state, sk.legal_actions(state)[-1])
    if state.game is not None:
        assert None not in known_parties(state, None)
