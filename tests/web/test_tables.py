"""The tables of the web game (trickgames.web.tables): events, waiting, replay, records."""

from __future__ import annotations

from datetime import date

import pytest

import trickgames
from trickgames import daily
from trickgames import doppelkopf as dk
from trickgames import schafkopf as sk
from trickgames.web import tables
from trickgames.web.players import computer_player
from trickgames.web.tables import COMPUTER, HUMAN, TableConfig, WebError

ALONE = (HUMAN, COMPUTER, COMPUTER, COMPUTER)


def config(game="doppelkopf", rules="ddv", seats=ALONE, **more):
    engine = trickgames.GAMES[game].engine
    values = {"kind": "deal", "seed": 7}
    values.update(more)
    return TableConfig(game=game, rules=engine.Rules.from_json(rules), seats=seats,
                       names=[None] * 4, **values)


def bots(game):
    return lambda seat: computer_player(game, seat)


def finish_alone(table, pick=lambda table, seat: sorted(table.legal(seat))[0]):
    """Play a table of people at the given seats to its end: each waited-for seat lets a
    chance pass or makes the first legal action; computer players answer."""
    game = table.config.game
    table = tables.advance(table, bots(game))
    while not table.deal_over:
        seat = table.waiting[0]
        if table.chance(seat):
            table = tables.pass_chance(table, seat)
        else:
            on_turn = [a for a in table.config.engine.legal_actions(table.state, seat)
                       if a.verb not in ("announce", "knock", "kontra", "re")]
            table = tables.act(table, seat, str(on_turn[0]))
        table = tables.advance(table, bots(game))
    return table


def test_computer_players_move_until_a_person_must_decide():
    """tables module "Waiting": the computer players move until it is the person's turn; the
    person's actions and theirs are the table's events, in order."""
    table = tables.advance(tables.new_table(config(seats=(COMPUTER, COMPUTER, HUMAN, COMPUTER))),
                           bots("doppelkopf"))
    assert table.waiting == (2,) and table.state.turn == 2
    assert [event.split()[0] for event in table.events] == ["p0", "p1"]
    assert table.seq == 2


def test_the_first_deal_is_dealt_from_the_seed_with_seat_0_forehand():
    """tables module: one deal is ``deal(rules, seed=seed, dealer=3)``, so seat 0 leads off
    and a frontend can deal the same cards with the library."""
    table = tables.new_table(config(seed=1353))
    assert table.state.deal.hands == dk.deal("ddv", seed=1353, dealer=3).deal.hands


def test_a_person_is_offered_a_new_off_turn_chance_once():
    """tables module "Waiting": when off-turn actions the seat was not offered before become
    legal (Schafkopf: a knock at the start, Kontra after the declaration), the table waits for
    the person; after he lets it pass, the same chance does not stop the table again."""
    cfg = config("schafkopf", "sauspiel", (COMPUTER, HUMAN, COMPUTER, COMPUTER), seed=11)
    table = tables.advance(tables.new_table(cfg), bots("schafkopf"))
    assert table.state.turn == 0 and table.chance(1) and table.waiting == (1,)
    assert table.legal(1) == {"p1 knock"}
    with pytest.raises(WebError) as caught:
        tables.act(table, 1, "p0 pass")
    assert caught.value.code == "not_your_seat"
    table = tables.advance(tables.pass_chance(table, 1), bots("schafkopf"))
    # The knock was a chance of that moment only: after forehand's pass it is gone.
    assert table.events == ("!pass 1", "p0 pass")
    assert table.waiting == (1,) and not table.chance(1)
    assert table.legal(1) == {"p1 pass", "p1 bid"}


def test_kontra_is_offered_before_the_first_card():
    """schafkopf.md doublings: Kontra is said before the first card; a person who is not on
    turn is asked right after the declaration, before forehand leads."""
    cfg = config("schafkopf", "sauspiel", (COMPUTER, HUMAN, COMPUTER, COMPUTER), seed=12)
    table = tables.advance(tables.new_table(cfg), bots("schafkopf"))
    offers = []
    while not table.deal_over:
        if table.chance(1):
            offers.append((sorted(table.legal(1)), table.events[-1:]))
            table = tables.pass_chance(table, 1)
        else:
            table = tables.act(table, 1, "p1 pass" if "p1 pass" in table.legal(1)
                               else sorted(a for a in table.legal(1) if "play" in a)[0])
        table = tables.advance(table, bots("schafkopf"))
    assert [o for o, _ in offers] == [["p1 knock"], ["p1 kontra"]]
    assert offers[1][1] == ("p3 declare sauspiel-gras",)
    position = table.events.index("p3 declare sauspiel-gras")
    assert table.events[position + 1] == "!pass 1"
    assert table.events[position + 2].split()[1] == "play"


def test_an_off_turn_action_may_be_made_while_others_are_on_turn():
    """tables module "Waiting": off-turn actions stay legal while the rules allow them, and
    the person may make one instead of letting the chance pass."""
    cfg = config("schafkopf", "sauspiel", (COMPUTER, HUMAN, COMPUTER, COMPUTER), seed=11)
    table = tables.advance(tables.new_table(cfg), bots("schafkopf"))
    table = tables.advance(tables.act(table, 1, "p1 knock"), bots("schafkopf"))
    assert table.events[0] == "p1 knock" and table.state.turn != 0
    assert sk.view(table.state, 1).to_json()["bidding"]["knocks"] == [1]


def test_no_chance_while_the_same_announcements_stay_open():
    """tables module "Waiting": in Doppelkopf a person is asked when announcements become
    possible; while he plays on, the same or fewer announcements never stop the table."""
    table = tables.advance(tables.new_table(config(seats=(COMPUTER, COMPUTER, HUMAN, COMPUTER),
                                                   seed=5)), bots("doppelkopf"))
    chances = 0
    while not table.deal_over:
        seat = table.waiting[0]
        if table.chance(seat):
            chances += 1
            table = tables.pass_chance(table, seat)
        else:
            plays = [a for a in dk.legal_actions(table.state, seat) if a.verb != "announce"]
            table = tables.act(table, seat, str(plays[0]))
        table = tables.advance(table, bots("doppelkopf"))
    assert 1 <= chances <= 3
    assert table.events.count("!pass 2") == chances


def test_passing_without_a_chance_and_acting_after_the_end_are_refused():
    """tables module: ``!pass`` needs an off-turn chance (not the seat's own turn); after the
    end no action is taken."""
    table = tables.new_table(config())
    with pytest.raises(WebError, match="your turn") as caught:
        tables.pass_chance(table, 0)
    assert caught.value.code == "no_chance"
    final = finish_alone(table)
    with pytest.raises(WebError) as caught:
        tables.act(final, 0, "p0 healthy")
    assert caught.value.code == "deal_over"


def test_the_library_judges_every_action():
    """tables module: an action that does not parse is the game's ParseError, one a rule
    forbids is its IllegalActionError, with the library's codes; the table is unchanged."""
    table = tables.new_table(config())
    with pytest.raises(trickgames.ParseError):
        tables.act(table, 0, "p0 dance")
    with pytest.raises(trickgames.IllegalActionError) as caught:
        tables.act(table, 0, "p0 play CQ")
    assert caught.value.code == "not_play_phase"
    assert table.events == ()


def test_replay_rebuilds_the_table_and_checks_every_event():
    """tables module: a table is its configuration and its events; replaying them gives the
    same table, and an event that is not legal at its moment is refused."""
    final = finish_alone(tables.new_table(config("schafkopf", "standard", seed=3)))
    again = tables.replay(final.config, final.events)
    assert again == final
    tampered = list(final.events)
    tampered[0] = "p0 bid" if tampered[0] != "p0 bid" else "p0 pass"
    tampered.insert(1, tampered[0])
    with pytest.raises(trickgames.IllegalActionError):
        tables.replay(final.config, tampered)


def test_the_config_round_trips_through_json():
    """tables module: the stored configuration reads back as the same configuration."""
    cfg = config("doppelkopf", {"preset": "ddv", "swines": True}, kind="session", deals=3,
                 compulsory_solos=False)
    assert TableConfig.from_json(cfg.to_json()) == cfg
    day = TableConfig(game="schafkopf", kind="daily", rules=sk.STANDARD, seats=ALONE,
                      names=["Anna", None, None, None], day=date(2024, 5, 1), deals=4)
    assert TableConfig.from_json(day.to_json()) == day
    assert day.name(0) == "Anna" and day.name(1) == "Computer 1"


def test_a_session_deals_on_until_it_is_over_and_writes_its_record():
    """docs/sessions.md: a session table plays its deals with the session's dealer and
    context; its record is the session record, which validates."""
    table = tables.new_table(config("doppelkopf", "ddv", kind="session", deals=2, seed=9,
                                    compulsory_solos=False))
    table = finish_alone(table)
    assert not table.is_finished and table.number == 0
    with pytest.raises(WebError) as caught:
        tables.table_record(table)
    assert caught.value.code == "not_finished"
    table = finish_alone(tables.next_deal(table))
    while not table.is_finished:  # a void deal does not count
        table = finish_alone(tables.next_deal(table))
    with pytest.raises(WebError) as caught:
        tables.next_deal(table)
    assert caught.value.code == "table_finished"
    record = tables.table_record(table)
    report = trickgames.validate(record.to_json())
    assert report.valid, report.issues
    assert report.result["standings"] == list(table.session.totals)
    assert table.session.deals[1].record.dealer == 0
    assert tables.deal_record(table, 0) == table.session.deals[0].record


def test_the_next_deal_waits_for_the_end():
    """tables module: ``!next`` only once the deal is over."""
    table = tables.new_table(config(kind="session", deals=2, seed=9))
    with pytest.raises(WebError) as caught:
        tables.next_deal(table)
    assert caught.value.code == "deal_not_over"


def test_a_daily_table_plays_the_days_deals_and_its_records_name_the_rule():
    """trickgames.daily/1: a daily table plays exactly the day's deals in order; each record
    says the rule, the date and the deal number in meta, and validates."""
    cfg = TableConfig(game="schafkopf", kind="daily", rules=sk.STANDARD, seats=ALONE,
                      names=["Anna", None, None, None], day=date(2024, 5, 1), deals=4)
    table = finish_alone(tables.new_table(cfg))
    expected = daily.deals("schafkopf", "standard", "2024-05-01")
    while not table.is_finished:
        table = finish_alone(tables.next_deal(table))
    records = tables.table_record(table)
    assert [r.hands for r in records] == [sk.to_record(s).hands for s in expected]
    assert records[2].meta["rule"] == daily.RULE and records[2].meta["deal_number"] == 3
    assert records[0].players == ("Anna", "Computer 1", "Computer 2", "Computer 3")
    assert all(trickgames.validate(r.to_json()).valid for r in records)
    assert sum(a[0] for a in table.amounts()) == daily.total("schafkopf", table.finished)
