"""The daily deals (trickgames.daily, rule trickgames.daily/1)."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from datetime import UTC, date, datetime, timedelta, timezone

import pytest

import trickgames
from trickgames import daily
from trickgames import doppelkopf as dk
from trickgames import schafkopf as sk


def hands(state) -> list[str]:
    return [" ".join(card.code for card in state.hand(seat)) for seat in range(4)]


def test_the_rule_is_pinned():
    """trickgames.daily/1 steps 1-3: the deals of a day never change; these are the first
    Doppelkopf deal and the last Schafkopf deal of 1 May 2024 under the default presets."""
    first = daily.deals("doppelkopf", "ddv", "2024-05-01")[0]
    assert hands(first) == [
        "CQ DQ CJ DJ DA DK SA ST S9 HA HK H9",
        "SQ SQ HQ DJ DA D9 CA CT CK C9 HK H9",
        "HJ DT DT DK D9 CT CK C9 SA SK S9 HA",
        "HT HT CQ HQ DQ CJ SJ SJ HJ CA ST SK",
    ]
    last = daily.deals("schafkopf", "standard", "2024-05-01")[3]
    assert hands(last) == [
        "SO HU E9 E8 E7 G9 G8 S8",
        "HO HA H7 EZ EK GA SA SK",
        "GO EU HZ H9 GZ G7 S9 S7",
        "EO GU SU HK H8 EA GK SZ",
    ]
    assert last.dealer == 2


def test_the_seed_is_sha256_of_the_documented_text():
    """trickgames.daily/1 step 2: the first 8 bytes, big-endian, of SHA-256 over
    "trickgames.daily/1\\n{game}\\n{rules key}\\n{date}\\n{k}"."""
    for k in range(daily.DEALS):
        text = f'trickgames.daily/1\nschafkopf\n{{"preset":"sauspiel"}}\n2031-12-24\n{k}'
        expected = int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")
        assert daily.seed("schafkopf", "sauspiel", date(2031, 12, 24), k) == expected
        state = daily.deals("schafkopf", "sauspiel", "2031-12-24")[k]
        assert state.deal.hands == sk.deal("sauspiel", seed=expected, dealer=(k + 3) % 4).deal.hands


def test_the_deals_do_not_depend_on_the_process():
    """trickgames.daily/1: identical on every machine and run; hash randomisation
    (PYTHONHASHSEED) changes nothing."""
    script = ("from trickgames import daily;"
              "print([[c.code for s in range(4) for c in d.hand(s)] "
              "for d in daily.deals('doppelkopf', {'preset': 'pagat', 'nines': False}, "
              "'2025-01-31')])")
    outputs = set()
    for hash_seed in ("0", "1", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                              text=True, check=True)
        outputs.add(done.stdout)
    assert len(outputs) == 1


def test_each_seat_deals_once_and_seat_0_leads_off():
    """trickgames.daily/1 step 3: deal k is dealt by seat (k + 3) % 4, so the person at
    seat 0 is forehand in the first deal; the deals have the default context."""
    for game in ("doppelkopf", "schafkopf"):
        states = daily.deals(game, None, "2024-05-01")
        assert [s.dealer for s in states] == [3, 0, 1, 2]
        assert states[0].turn == daily.SEAT == 0
        assert all(s.deal.context.is_default for s in states)
        assert len({tuple(hands(s)) for s in states}) == daily.DEALS


def test_the_rules_key_is_the_record_form_sorted():
    """trickgames.daily/1 step 1: the same rules give the same key however written; other
    rules give other deals."""
    assert daily.rules_key("doppelkopf") == '{"preset":"ddv"}'
    assert daily.rules_key("doppelkopf", dk.DDV) == daily.rules_key("doppelkopf", "ddv")
    assert daily.rules_key("doppelkopf", {"preset": "ddv", "nines": True}) == '{"preset":"ddv"}'
    changed = {"preset": "ddv", "swines": True, "nines": False}
    assert daily.rules_key("doppelkopf", changed) == '{"nines":false,"preset":"ddv","swines":true}'
    plain = daily.deals("doppelkopf", "ddv", "2024-05-01")[0]
    other = daily.deals("doppelkopf", {"preset": "ddv", "swines": True}, "2024-05-01")[0]
    assert hands(plain) != hands(other)


def test_other_days_and_games_get_other_deals():
    """trickgames.daily/1 step 2: the date and the game are part of the seed."""
    seeds = {daily.seed(game, None, date(2024, 1, 1) + timedelta(days=d), k)
             for game in ("doppelkopf", "schafkopf") for d in range(5) for k in range(4)}
    assert len(seeds) == 2 * 5 * 4


@pytest.mark.parametrize("text", ["2024-5-1", "20240501", "2024-05-01T00:00", "2024-13-01",
                                  "", " 2024-05-01", 20240501, None])
def test_a_date_is_exactly_yyyy_mm_dd(text):
    """daily.parse_date: a day is written YYYY-MM-DD and is a real date; anything else is
    invalid_date."""
    with pytest.raises(trickgames.ArgumentError) as caught:
        daily.parse_date(text)
    assert caught.value.code == "invalid_date"


def test_today_is_the_utc_date():
    """daily.today: the day in UTC, whatever the time zone of the moment given."""
    late = datetime(2024, 5, 1, 23, 30, tzinfo=timezone(timedelta(hours=-5)))
    assert daily.today(late) == date(2024, 5, 2)
    assert daily.today(datetime(2024, 5, 1, 0, 5, tzinfo=UTC)) == date(2024, 5, 1)


def test_bad_arguments_are_refused():
    """daily: an unknown game, bad rules and a deal number outside the day are errors with
    the library's codes."""
    with pytest.raises(trickgames.ArgumentError, match="unknown game"):
        daily.deals("skat", None, "2024-05-01")
    with pytest.raises(trickgames.RulesError):
        daily.deals("doppelkopf", {"preset": "ddv", "nines": 3}, "2024-05-01")
    with pytest.raises(trickgames.ArgumentError) as caught:
        daily.seed("doppelkopf", None, "2024-05-01", daily.DEALS)
    assert caught.value.code == "invalid_deal_number"


def test_the_score_of_the_day_adds_seat_0s_amounts():
    """trickgames.daily/1 step 4: the day's score is the sum of seat 0's game points
    (Doppelkopf) or cents (Schafkopf), a void deal counting 0."""
    for engine, amounts in ((dk, lambda s: s.scores), (sk, lambda s: s.payouts)):
        game = engine.__name__.rsplit(".", 1)[1]
        finals = []
        for state in daily.deals(game, None, "2024-06-01"):
            while not state.is_over:
                state = engine.apply(state, engine.legal_actions(state, state.turn)[-1])
            finals.append(state)
        expected = sum(amounts(engine.score(s))[0] for s in finals)
        assert daily.total(game, finals) == expected
        assert daily.total(game, finals, seat=2) == sum(amounts(engine.score(s))[2]
                                                        for s in finals)


def test_play_daily_in_the_terminal_plays_the_same_deals(monkeypatch, capsys, tmp_path):
    """docs/cli.md "trickgames play --daily": the command line plays the day's deals of
    trickgames.daily/1 one after the other, says the score of the day, and saves the deals as
    JSON Lines that validate and hold exactly the day's hands."""
    from trickgames.cli import main

    def answer(prompt: str = "") -> str:  # the first choice, then yes and the default name
        print(prompt, end="")
        return "y" if prompt.startswith("Save the") else "" if prompt.startswith("File") else "1"

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("builtins.input", answer)
    assert main(["--lang", "en", "play", "schafkopf", "--daily", "2024-05-01"]) == 0
    out = capsys.readouterr().out
    assert "Daily 2024-05-01, deal 4 of 4: Schafkopf, rules standard." in out
    lines = (tmp_path / "schafkopf-daily.jsonl").read_text().splitlines()
    assert [json.loads(line)["hands"] for line in lines] == [
        sk.to_record(state).to_json()["hands"]
        for state in daily.deals("schafkopf", "standard", "2024-05-01")]
    reports = [trickgames.validate(line) for line in lines]
    assert all(report.valid for report in reports)
    total = sum(report.result["payouts"][0] for report in reports)
    assert f"Your score of the day 2024-05-01: {total}." in out


@pytest.mark.parametrize("extra", [["--seed", "3"], ["--session"], ["--seat", "2"]])
def test_play_daily_plays_alone_at_seat_0(extra, capsys):
    """docs/cli.md "trickgames play --daily": the day's deals are the same for everybody,
    so --daily takes no seed, no session and no other seat (exit status 2)."""
    from trickgames.cli import main

    assert main(["play", "doppelkopf", "--daily", *extra]) == 2
    assert "--daily plays the day's deals at seat 0" in capsys.readouterr().err


def test_play_daily_refuses_a_bad_date(capsys):
    """daily.parse_date on the command line: a bad date is a usage error naming it."""
    from trickgames.cli import main

    assert main(["play", "doppelkopf", "--daily", "1.5.2024"]) == 2
    assert "not a date: '1.5.2024' (expected YYYY-MM-DD)" in capsys.readouterr().err
