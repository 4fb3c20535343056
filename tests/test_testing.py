"""The public hypothesis strategies of :mod:`trickgames.testing` (docs/api.md
"trickgames.testing"): random legal deals of any preset, any option combination, any stopping
point."""

from __future__ import annotations

import enum
import json
import re
import subprocess
import sys
import typing
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, find, given, settings
from hypothesis import Phase as HypothesisPhase
from hypothesis import strategies as st

from trickgames import TrickgamesError, testing
from trickgames import doppelkopf as dk
from trickgames.doppelkopf.record import validate

GAMES = testing.available_games()


def _run_python(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=False, timeout=60)


# -- the module ------------------------------------------------------------------------------


def test_importing_trickgames_does_not_import_hypothesis() -> None:
    """docs/api.md "trickgames.testing": hypothesis is a test dependency; importing the library
    never imports it."""
    code = (
        "import importlib, pkgutil, sys\n"
        "import trickgames\n"
        "for info in pkgutil.walk_packages(trickgames.__path__, 'trickgames.'):\n"
        "    if info.name != 'trickgames.testing' and not info.name.endswith('__main__'):\n"
        "        importlib.import_module(info.name)\n"
        "loaded = [m for m in sys.modules if m.split('.')[0] == 'hypothesis']\n"
        "assert not loaded, loaded\n"
    )
    done = _run_python(code)
    assert done.returncode == 0, done.stdout + done.stderr


def test_importing_testing_without_hypothesis_says_what_to_install() -> None:
    """docs/api.md "trickgames.testing": without hypothesis, ``import trickgames.testing``
    raises a clear ImportError."""
    code = (
        "import sys\n"
        "sys.modules['hypothesis'] = None\n"
        "try:\n"
        "    import trickgames.testing\n"
        "except ImportError as exc:\n"
        "    print(exc)\n"
        "else:\n"
        "    raise SystemExit('no ImportError')\n"
    )
    done = _run_python(code)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "hypothesis" in done.stdout
    assert "pip install" in done.stdout


def test_every_public_name_is_documented_with_an_example() -> None:
    """style.md (structlog's public testing module): every public strategy has a docstring
    with a short example."""
    for name in testing.__all__:
        value = getattr(testing, name)
        if callable(value) and not isinstance(value, type):
            assert value.__doc__ and ">>>" in value.__doc__, name
    assert testing.__doc__ and ">>>" in testing.__doc__


def test_game_module_resolves_names_and_modules() -> None:
    """docs/api.md "trickgames.testing": the strategies take a game name or module; unknown
    names are refused."""
    assert testing.game_module("doppelkopf") is dk
    assert testing.game_module(dk) is dk
    assert "doppelkopf" in testing.available_games()
    with pytest.raises(ValueError, match="unknown game"):
        testing.game_module("skat")
    with pytest.raises(ValueError, match="unknown doppelkopf presets"):
        testing.rules("doppelkopf", presets=["tsr"])
    with pytest.raises(ValueError, match="unknown doppelkopf options"):
        testing.rules("doppelkopf", options={"armut": True})
    with pytest.raises(ValueError, match="announce"):
        testing.states("doppelkopf", announce=2.0)
    with pytest.raises(ValueError, match="stop"):
        testing.states("doppelkopf", stop=-1)


def test_schafkopf_is_available_or_says_why_not() -> None:
    """docs/api.md "trickgames.testing": the strategies are game-generic; an absent or
    incomplete engine is an ImportError, never another error."""
    if "schafkopf" in testing.available_games():
        assert testing.game_module("schafkopf").__name__ == "trickgames.schafkopf"
    else:
        with pytest.raises(ImportError, match=r"(?i)schafkopf"):
            testing.game_module("schafkopf")


# -- rules -----------------------------------------------------------------------------------


@given(testing.rules("doppelkopf"))
def test_rules_are_valid_and_round_trip(rules: dk.Rules) -> None:
    """doppelkopf.md Options: drawn rules start from a preset and survive their JSON form."""
    assert rules.preset in dk.PRESETS
    assert dk.Rules.from_json(rules.to_json()) == rules


@given(testing.rules("doppelkopf", presets=["pagat"], vary=False))
def test_rules_without_variation_are_the_preset(rules: dk.Rules) -> None:
    """docs/api.md "trickgames.testing" (any preset): ``vary=False`` draws the presets
    unchanged."""
    assert rules == dk.PAGAT


@given(
    testing.rules(
        "doppelkopf",
        options={"dulle": "second_wins", "nines": False,
                 "charlie": st.sampled_from([dk.Charlie.NONE, dk.Charlie.WIN])},
    )
)
def test_rules_keep_fixed_options(rules: dk.Rules) -> None:
    """docs/api.md "trickgames.testing" (any option combination): fixed options (a JSON value,
    a Python value or a strategy) are always honoured."""
    assert rules.dulle is dk.Dulle.SECOND_WINS
    assert rules.nines is False
    assert rules.charlie in (dk.Charlie.NONE, dk.Charlie.WIN)


def test_rules_reach_every_value_of_every_option() -> None:
    """docs/api.md "trickgames.testing" (any option combination): every value of every option
    is drawn, from both presets."""
    wanted = {(spec.name, value) for spec in dk.Rules.options()
              for value in _values_of(spec.name)}
    wanted |= {("preset", name) for name in dk.PRESETS}
    seen: set[tuple[str, Any]] = set()

    def collect(rules: dk.Rules) -> bool:
        seen.add(("preset", rules.preset))
        seen.update((spec.name, getattr(rules, spec.name)) for spec in dk.Rules.options())
        return wanted <= seen

    _find(testing.rules("doppelkopf"), collect, 500)
    assert wanted <= seen


def _values_of(option: str) -> list[Any]:
    """Every value of an option: both of a yes/no option, every member of a choice, and for
    the other options every example its documented values name (doppelkopf-variants.md
    Options: objects and lists)."""
    hint = typing.get_type_hints(dk.Rules)[option]
    if hint is bool:
        return [False, True]
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return list(hint)
    spec = next(s for s in dk.Rules.options() if s.name == option)
    out = []
    for word in re.findall(r"`([^`]*)`", spec.values):
        try:
            out.append(spec.parse(json.loads(word)))
        except ValueError:
            continue  # a word of the text, not a value
    return [v for v in out if _allowed(option, v)]


def _allowed(option: str, value: Any) -> bool:
    """Whether some preset accepts ``value`` for ``option`` on its own."""
    for preset in dk.PRESETS.values():
        try:
            preset.replace(**{option: value})
        except TrickgamesError:
            continue
        return True
    return False


def _find(strategy: st.SearchStrategy[Any], condition: Callable[[Any], bool],
          max_examples: int) -> Any:
    """The first example meeting ``condition`` (which may collect statistics on the way)."""
    return find(
        strategy,
        condition,
        settings=settings(
            max_examples=max_examples,
            database=None,
            derandomize=True,
            phases=[HypothesisPhase.generate],
            suppress_health_check=list(HealthCheck),
            deadline=None,
        ),
    )


# -- contexts and deals ----------------------------------------------------------------------


@given(testing.contexts("doppelkopf"))
def test_contexts_are_valid(context: dk.Context) -> None:
    """records.md Context: a forced solo is always owed by its seat."""
    if context.forced_solo is not None:
        assert context.compulsory_solo[context.forced_solo]
    assert dk.Context.from_json(context.to_json()) == context


@given(testing.deals("doppelkopf", rules="pagat", dealer=2))
def test_deals_are_fresh(state: dk.State) -> None:
    """records.md Fields, doppelkopf.md Reservations 1: a drawn deal is fresh: no action yet, the
    given rules and dealer, forehand (or the forced soloist) to speak."""
    assert state.actions == ()
    assert state.rules == dk.PAGAT
    assert state.dealer == 2
    forced = state.deal.context.forced_solo
    assert state.turn == (forced if forced is not None else 3)


def test_deals_reach_every_kind_of_context() -> None:
    """doppelkopf.md Reservations 1, 5: deals come with and without owed compulsory solos,
    and sometimes with a forced solo."""
    kinds: set[str] = set()

    def collect(state: dk.State) -> bool:
        context = state.deal.context
        kinds.add("forced" if context.forced_solo is not None
                  else "owed" if any(context.compulsory_solo) else "none")
        return len(kinds) == 3

    _find(testing.deals("doppelkopf"), collect, 300)
    assert kinds == {"none", "owed", "forced"}


def test_schafkopf_deals_reach_the_stock() -> None:
    """schafkopf-variants.md 6.1 to 6.3 (docs/api.md "trickgames.testing": contexts): with
    all_pass = stock, drawn deals come with and without a pot (context.stock), and played
    out they pay into the pot (all passed), take it out (a Sauspiel won) and double it (a
    Sauspiel lost); deals of the presets have no pot."""
    from trickgames import schafkopf as sk

    kinds: set[str] = set()

    def collect(state: sk.State) -> bool:
        pot = state.deal.context.stock
        moved = sk.score(state).stock or (0, 0, 0, 0)
        kinds.add("pot" if pot else "no pot")
        if state.phase is sk.Phase.VOID:
            kinds.add("paid in")
        elif any(m < 0 for m in moved):
            kinds.add("doubled")
        elif any(moved):
            kinds.add("taken out")
        return len(kinds) == 5

    stock = sk.SAUSPIEL.replace(all_pass="stock")
    _find(testing.finished_states("schafkopf", rules=stock), collect, 1000)
    assert kinds == {"pot", "no pot", "paid in", "taken out", "doubled"}

    @settings(max_examples=30, database=None)
    @given(testing.deals("schafkopf", rules=st.sampled_from(list(sk.PRESETS.values()))))
    def presets(state: sk.State) -> None:
        assert state.deal.context == sk.Context()

    presets()


# -- stopping points -------------------------------------------------------------------------


@given(testing.states("doppelkopf", stop=7))
def test_a_number_stops_after_that_many_actions(state: dk.State) -> None:
    """docs/api.md "trickgames.testing" (any stopping point): ``stop=n`` stops after n actions
    (or at the end of a shorter deal)."""
    assert len(state.actions) == 7 or (state.is_over and len(state.actions) < 7)


def _in_play_after_two_tricks(state: dk.State) -> bool:
    return len(state.tricks) >= 2


@given(testing.playthroughs("doppelkopf", stop=_in_play_after_two_tricks))
def test_a_predicate_stops_at_the_first_state_it_accepts(run: testing.Playthrough) -> None:
    """docs/api.md "trickgames.testing" (any stopping point): ``stop=predicate`` stops at the
    first state it accepts (or at the end)."""
    assert _in_play_after_two_tricks(run.final) or run.final.is_over
    assert not any(_in_play_after_two_tricks(s) for s in run.states[:-1])


def test_random_stopping_points_reach_the_start_the_middle_and_the_end() -> None:
    """docs/api.md "trickgames.testing" (any stopping point): ``stop=None`` gives fresh deals,
    each reservation phase, trick play and finished deals."""
    wanted = {"fresh", "reservation", "declaration", "play", "finished"}
    seen: set[str] = set()

    def collect(state: dk.State) -> bool:
        seen.add(state.phase.value)
        if not state.actions:
            seen.add("fresh")
        return wanted <= seen

    _find(testing.states("doppelkopf"), collect, 2000)
    assert wanted <= seen


def _settled_or_poverty_return(state: dk.State) -> bool:
    return state.phase in (dk.Phase.PLAY, dk.Phase.POVERTY_RETURN)


@pytest.mark.parametrize("phase", [dk.Phase.POVERTY_GIVE, dk.Phase.POVERTY_ACCEPTANCE,
                                   dk.Phase.POVERTY_RETURN])
def test_predicates_stop_in_every_poverty_phase(phase: dk.Phase) -> None:
    """doppelkopf.md Poverty: a predicate can stop a deal inside each step of the exchange."""
    strategy = testing.states(
        "doppelkopf",
        rules=testing.rules(options={"poverty": True}),
        stop=lambda s: s.phase in (phase, dk.Phase.PLAY),
    )
    found = _find(strategy, lambda s: s.phase is phase, 2000)
    assert found.phase is phase and dk.legal_actions(found)


@given(testing.playthroughs("doppelkopf"))
def test_playthroughs_are_made_of_legal_steps(run: testing.Playthrough) -> None:
    """docs/api.md "trickgames.testing" (playthroughs): each state of a playthrough is the
    previous one after a legal action; its repr is its record, which validates."""
    assert len(run) == len(run.actions) + 1 == len(run.states)
    assert run.states[0].actions == ()
    for before, action, after in run.steps():
        assert action in dk.legal_actions(before)
        assert dk.apply(before, action) == after
    record = run.record()
    assert repr(run) == f"Playthrough(record={record.to_text()!r})"
    assert validate(record).valid


@pytest.mark.parametrize("game", GAMES)
def test_finished_states_are_over_and_their_records_validate(game: str) -> None:
    """records.md Validation: for every game the library has, finished deals are over, their
    records (with a result) validate and replay to them."""
    module = testing.game_module(game)
    record_module = __import__(f"trickgames.{game}.record", fromlist=["replay"])

    @settings(max_examples=20)
    @given(testing.records(game))
    def check(record: Any) -> None:
        assert record.result is not None
        assert record_module.validate(record).valid
        state = record_module.replay(record)
        assert state.is_over
        if getattr(state.rules, "counting", "plusminus") == "plusminus":  # docs/freedoko.md
            assert sum(module.score(state).to_json().get("scores", [0])) == 0

    check()


# -- the random player reaches the interesting phases ----------------------------------------


def _settled(state: dk.State) -> bool:
    """The contract is known: trick play has begun and no marriage is looking for a partner."""
    return state.phase is dk.Phase.PLAY and state.game is not None and not state.game.open


def _contract_features(state: dk.State) -> set[str]:
    if state.phase is dk.Phase.VOID:
        return {"void"}
    game = state.game
    assert game is not None
    out = {game.contract.value}
    if game.silent:
        out.add("silent marriage")
    if game.contract is dk.Contract.MARRIAGE:
        out.add("marriage with partner" if game.partner is not None else "failed marriage")
    if game.forced:
        out.add("forced solo")
    elif game.compulsory:
        out.add("compulsory solo")
    if game.swines is not None:
        out.add("swines")
    if not state.rules.nines:
        out.add("without nines")
    return out


def test_random_deals_reach_every_contract() -> None:
    """doppelkopf.md Reservations, Marriage, Poverty, Swines: the random player reaches every
    solo, marriages (with a partner, failed, silent), poverty and its void deal, compulsory
    and forced solos, swines and the deck without nines."""
    wanted = {c.value for c in dk.Contract} | {
        "void", "silent marriage", "marriage with partner", "failed marriage", "forced solo",
        "compulsory solo", "swines", "without nines",
    }
    seen: set[str] = set()

    def collect(state: dk.State) -> bool:
        seen.update(_contract_features(state))
        return wanted <= seen

    _find(testing.states("doppelkopf", stop=_settled), collect, 3000)
    assert wanted <= seen, wanted - seen


def _announcement_features(state: dk.State) -> set[str]:
    out = set()
    calls = state.calls
    if calls.re_level >= 0:
        out.add("re")
    if calls.kontra_level >= 0:
        out.add("kontra")
    if max(calls.re_level, calls.kontra_level) >= 1:
        out.add("no90 or higher")
    if max(calls.re_level, calls.kontra_level) >= 4:
        out.add("schwarz")
    if calls.re_blocked or calls.kontra_blocked:
        out.add("late reply")
    if state.phase is dk.Phase.FINISHED and dk.score(state).winner is None:
        out.add("nobody wins")
    return out


def test_random_deals_reach_every_kind_of_announcement() -> None:
    """doppelkopf.md Announcements, Winning: the random player makes every kind of
    announcement and the late reply, nobody wins now and then, and announcements happen in a
    fair share of the deals but not in all."""
    wanted = {"re", "kontra", "no90 or higher", "schwarz", "late reply", "nobody wins"}
    seen: set[str] = set()
    deals = announced = 0

    def collect(state: dk.State) -> bool:
        nonlocal deals, announced
        deals += 1
        announced += any(isinstance(a, dk.Announce) for a in state.actions)
        seen.update(_announcement_features(state))
        return wanted <= seen and deals >= 300

    _find(testing.finished_states("doppelkopf"), collect, 3000)
    assert wanted <= seen, wanted - seen
    assert 0.1 <= announced / deals <= 0.8
