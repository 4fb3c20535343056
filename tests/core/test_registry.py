"""Tests of trickgames._core.registry and trickgames._games: the one registry of the
library's games, how a game is looked up, and that every entry is complete (docs/api.md
"The games")."""

from __future__ import annotations

import inspect
from typing import Any

import attrs
import pytest

import trickgames
from trickgames import _games
from trickgames._core import registry
from trickgames._core.driver import RecordDriver
from trickgames._core.errors import ArgumentError
from trickgames._core.registry import (
    Bots,
    DrawPolicy,
    GameEngine,
    GameEntry,
    Presenter,
    Registry,
    install,
    installed,
)
from trickgames._core.rng import Rng
from trickgames._core.sessions import SessionGame, finish_deal, next_deal, start
from trickgames._core.sessions import deal as session_deal
from trickgames.bots import play_deal
from trickgames.cli import main

ENTRIES = [pytest.param(entry, id=name) for name, entry in trickgames.GAMES.items()]


def members(protocol: type) -> list[str]:
    """The public names a protocol or class declares: its annotated attributes, properties
    and methods."""
    names = [n for n in getattr(protocol, "__annotations__", {}) if not n.startswith("_")]
    names += [n for n, v in vars(protocol).items() if not n.startswith("_")
              and (inspect.isfunction(v) or isinstance(v, property)) and n not in names]
    return names


# -- looking a game up ---------------------------------------------------------------------------


def test_the_registry_holds_both_games_in_the_order_of_the_command_line() -> None:
    """docs/api.md "The games": trickgames.GAMES maps each game's name to its entry, in the
    order the command line lists them, and is the registry the core finds installed."""
    assert list(trickgames.GAMES) == ["doppelkopf", "schafkopf"]
    assert len(trickgames.GAMES) == 2
    assert trickgames.GAMES is _games.GAMES and isinstance(trickgames.GAMES, Registry)
    assert installed() is trickgames.GAMES
    for name, entry in trickgames.GAMES.items():
        assert isinstance(entry, GameEntry) and entry.name == name
        assert entry.title == name.capitalize()
    assert trickgames.GAMES["schafkopf"].engine is trickgames.schafkopf


@pytest.mark.parametrize("name", ["skat", "Doppelkopf", "", "doppelkopf ", 3, None, ("x",)])
def test_an_unknown_game_is_an_argument_error_listing_the_games(name: Any) -> None:
    """docs/api.md "The games": an unknown name (or a value that is no name) is an
    ArgumentError with the code unknown_game whose message lists the known games."""
    with pytest.raises(ArgumentError) as info:
        trickgames.GAMES[name]
    assert info.value.code == "unknown_game"
    assert str(info.value) == f"unknown game {name!r} (known: doppelkopf, schafkopf)"


@pytest.mark.parametrize("name", ["skat", "", 3, None, ["doppelkopf"], {"a": 1}])
def test_get_and_in_answer_without_raising(name: Any) -> None:
    """docs/api.md "The games": GAMES.get(name) gives None (or the default) for a name that
    is not a game and `in` says no, for any value, unhashable ones included."""
    assert trickgames.GAMES.get(name) is None
    assert trickgames.GAMES.get(name, "none") == "none"
    assert name not in trickgames.GAMES


@pytest.mark.parametrize("entry", ENTRIES)
def test_get_in_and_of_engine_find_every_game(entry: GameEntry) -> None:
    """docs/api.md "The games": a game is found by its name with [], get() and `in`, and by
    its engine package with of_engine."""
    games = trickgames.GAMES
    assert games[entry.name] is entry and games.get(entry.name) is entry
    assert games.get(entry.name, "none") is entry
    assert entry.name in games
    assert games.of_engine(entry.engine) is entry


@pytest.mark.parametrize("engine", [trickgames, object(), None, "doppelkopf"])
def test_of_engine_refuses_what_is_not_a_game_package(engine: Any) -> None:
    """docs/api.md "The games": of_engine of anything but a game's engine package is an
    ArgumentError with the code unknown_game."""
    with pytest.raises(ArgumentError) as info:
        trickgames.GAMES.of_engine(engine)
    assert info.value.code == "unknown_game"


def test_a_registry_keeps_the_order_of_its_entries() -> None:
    """docs/api.md "The games": a registry lists its games in the order given, and knows
    only those."""
    doppelkopf, schafkopf = trickgames.GAMES.values()
    games = Registry([schafkopf, doppelkopf])
    assert list(games) == ["schafkopf", "doppelkopf"]
    alone = Registry([schafkopf])
    assert list(alone) == ["schafkopf"] and "doppelkopf" not in alone
    with pytest.raises(ArgumentError, match=r"\(known: schafkopf\)"):
        alone["doppelkopf"]
    with pytest.raises(ArgumentError):
        alone.of_engine(trickgames.doppelkopf)
    assert list(Registry([])) == [] and Registry([]).get("schafkopf") is None


def test_install_makes_a_registry_the_one_the_core_reads() -> None:
    """docs/api.md "The games": the core finds the games in the installed registry, which
    importing trickgames installs and install replaces."""
    alone = Registry([trickgames.GAMES["schafkopf"]])
    try:
        install(alone)
        assert installed() is alone
        report = trickgames.validate({"format": "trickgames.record/1", "game": "doppelkopf",
                                      "rules": "ddv", "dealer": 0, "hands": [[], [], [], []],
                                      "actions": []})
        assert [(i.path, i.code) for i in report.issues] == [("$.game", "unsupported_game")]
    finally:
        install(trickgames.GAMES)
    assert installed() is trickgames.GAMES
    assert registry.installed() is trickgames.GAMES


# -- every entry is complete ---------------------------------------------------------------------


@pytest.mark.parametrize("entry", ENTRIES)
def test_every_engine_offers_every_name_of_a_game_engine(entry: GameEntry) -> None:
    """docs/api.md "The games": a game's package offers the names both games offer (deal,
    legal_actions, the triad, view, score, to_record, replay, validate, redact, Rules,
    Context, PRESETS)."""
    names = members(GameEngine)
    assert {"deal", "legal_actions", "check", "is_legal", "apply", "apply_unchecked", "view",
            "score", "to_record", "replay", "validate", "redact", "Rules", "Context",
            "PRESETS", "parse_action"} <= set(names)
    for name in names:
        assert hasattr(entry.engine, name), name
    for name in set(names) - {"PRESETS", "Rules", "Context"}:
        assert callable(getattr(entry.engine, name)), name
    assert entry.engine.PRESETS and all(isinstance(p, entry.engine.Rules)
                                        for p in entry.engine.PRESETS.values())


@pytest.mark.parametrize("entry", ENTRIES)
def test_every_record_driver_has_what_the_core_uses(entry: GameEntry) -> None:
    """docs/api.md "The games": the record driver is the game's RecordDriver, with every
    field and method validation, replay and the writer use, made of the game's own parts
    (its table of card codes and memory of parsed lines agree with its parsers)."""
    driver = entry.records
    assert isinstance(driver, RecordDriver) and driver.name == entry.name
    for name in members(RecordDriver):
        assert getattr(driver, name) is not None, name
    for field in attrs.fields(RecordDriver):
        if field.name not in ("name", "result_keys", "rules_type", "presets", "card_codes"):
            assert callable(getattr(driver, field.name)), field.name
    for name in ("resolve_rules", "resolve_context", "deck_problems", "is_complete",
                 "progress", "to_record", "redact"):
        assert callable(getattr(driver, name)), name
    assert driver.result_keys and all(isinstance(k, str) for k in driver.result_keys)
    assert driver.rules_type is entry.engine.Rules
    assert dict(driver.presets) == dict(entry.engine.PRESETS)
    state = entry.engine.deal(next(iter(entry.engine.PRESETS)), seed=1)
    action = entry.engine.legal_actions(state)[0]
    assert driver.parse_action(str(action)) == action
    assert driver.remembered_action(str(action)) is driver.parse_action(str(action))
    assert driver.remembered_action("p0 no such line") is None
    assert driver.apply(state, action) == entry.engine.apply(state, action)
    # the replay's table of card codes is parse_card's reading of every card's code
    cards = list(type(next(iter(driver.card_codes.values()))))
    assert driver.card_codes == {card.code: driver.parse_card(card.code) for card in cards}


@pytest.mark.parametrize("entry", ENTRIES)
def test_every_session_driver_has_what_the_session_machinery_uses(entry: GameEntry) -> None:
    """docs/sessions.md "API": the session driver has every name of a SessionGame, for the
    game's name and over the game's own record driver."""
    driver = entry.sessions
    names = members(SessionGame)
    assert {"name", "table_sizes", "records", "outcome", "context_issues"} <= set(names)
    for name in names:
        assert hasattr(driver, name), name
    assert driver.name == entry.name and driver.records is entry.records
    assert 4 in driver.table_sizes and isinstance(driver.has_compulsory_solos, bool)
    assert driver.default_deals is None or driver.default_deals >= 1


@pytest.mark.parametrize("entry", ENTRIES)
def test_every_game_has_bots_that_play_a_deal(entry: GameEntry) -> None:
    """docs/bots.md "The Player protocol": an entry's bots build the rule-of-thumb and the
    random player, which play a deal to its end, and its policy draws a legal action."""
    assert isinstance(entry.bots, Bots)
    engine = entry.engine
    preset = next(iter(engine.PRESETS))
    players = [entry.bots.heuristic(), entry.bots.random(1), entry.bots.heuristic(),
               entry.bots.random(2)]
    for player in players:
        assert callable(player.choose) and callable(player.interject)
    final = play_deal(engine, engine.deal(preset, seed=4), players)
    assert final.is_over
    rng = Rng(5)
    state = engine.deal(preset, seed=5)
    while not state.is_over:
        action = entry.bots.policy(rng, state)
        assert engine.is_legal(state, action)
        state = engine.apply(state, action)


@pytest.mark.parametrize("entry", ENTRIES)
def test_every_game_has_a_presenter(entry: GameEntry) -> None:
    """docs/api.md "The games": an entry's terminal presenter words the game's view, cards,
    amounts, contract and the next deal of a session, as lines of text."""
    presenter: Presenter = entry.presenter
    for name in members(Presenter):
        assert hasattr(presenter, name), name
    assert isinstance(presenter.sheet, str) and isinstance(presenter.unit, str)
    engine = entry.engine
    session = start(entry.sessions, next(iter(engine.PRESETS)), deals=2)
    state = session_deal(session, seed=3)
    assert all(isinstance(presenter.card(card), str) for card in state.hand(0))
    rng = Rng(3)
    lines = []
    while not state.is_over:
        lines += presenter.describe(engine.view(state, 0))
        state = engine.apply(state, entry.bots.policy(rng, state))
    assert lines and all(isinstance(line, str) for line in lines)
    amounts = presenter.amounts(engine.score(state))
    assert len(amounts) == 4 and sum(amounts) == 0
    assert isinstance(presenter.contract(state), str)
    upcoming = next_deal(finish_deal(session, state))
    before = presenter.before_deal(session, upcoming, lambda player: f"player {player}")
    assert all(isinstance(line, str) for line in before)


@pytest.mark.parametrize("entry", ENTRIES)
def test_every_game_has_a_draw_policy(entry: GameEntry) -> None:
    """docs/api.md "The games": an entry's random policy for trickgames.testing names the
    verbs that need no turn, a bound above the longest deal and its rate and weights."""
    policy = entry.policy
    assert isinstance(policy, DrawPolicy)
    assert policy.optional_verbs and all(isinstance(v, str) for v in policy.optional_verbs)
    assert 0 <= policy.optional_rate <= 1
    assert callable(policy.weights)
    engine = entry.engine
    rng = Rng(8)
    for seed in range(3):
        state = engine.deal(next(iter(engine.PRESETS)), seed=seed)
        while not state.is_over:
            state = engine.apply(state, entry.bots.policy(rng, state))
        assert len(state.actions) < policy.max_actions


# -- the command line takes its games from the registry ------------------------------------------


@pytest.mark.parametrize("command", ["rules", "simulate", "play"])
def test_the_command_line_offers_the_games_of_the_registry(
        command: str, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/cli.md "Exit codes": a GAME that is not in the registry is a usage error (exit
    2) whose message lists the registry's games."""
    with pytest.raises(SystemExit) as info:
        main([command, "skat"])
    assert info.value.code == 2
    error = capsys.readouterr().err
    assert "invalid choice: 'skat'" in error
    assert "(choose from " + ", ".join(repr(n) for n in trickgames.GAMES) + ")" in error


@pytest.mark.parametrize("entry", ENTRIES)
def test_the_rules_command_knows_every_game_of_the_registry(
        entry: GameEntry, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/cli.md "trickgames rules": `trickgames rules GAME` lists the rules of every game
    of the registry, with the game's first preset by default."""
    assert main(["rules", entry.name]) == 0
    first = next(iter(entry.engine.PRESETS))
    assert capsys.readouterr().out.startswith(f"{entry.name} rules, preset {first}\n")
