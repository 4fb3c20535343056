"""The properties both games share, tested once over the registry of games (``trickgames.GAMES``,
src/trickgames/_games.py): each test runs for every entry, through the entry's engine, record
driver and presenter, on random legal deals of random option combinations drawn by the public
strategies of :mod:`trickgames.testing`. What only one game has (marriages, poverty, the called
ace, Laufende, the game's full action vocabulary) stays in tests/doppelkopf and
tests/schafkopf."""

from __future__ import annotations

import copy
import importlib
import inspect
import json
from collections import Counter
from collections.abc import Iterable
from typing import Any

import attrs
import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

import trickgames
from trickgames import GAMES, IllegalActionError, Record, RecordError, Rng, testing
from trickgames._core.registry import GameEntry
from trickgames.doppelkopf.state import AnnouncementDuty

from ._draws import draw_weights
from ._hidden import mentioned
from ._seats import assert_refuses_no_seats
from ._states import build

NAMES = list(GAMES)
_SEATS = range(4)
_VIEWERS = (0, 1, 2, 3, None)

#: The card points of the deck (docs/doppelkopf.md, docs/schafkopf.md "Cards and ranking":
#: 240 with or without nines, 120 in either deck).
DECK_POINTS = {"doppelkopf": 240, "schafkopf": 120}


# -- the triad ---------------------------------------------------------------------------------


def assert_legal_actions_pass_the_triad(entry: GameEntry, state: Any) -> None:
    """``legal_actions`` lists each action once, each seat's own actions for that seat, nothing
    once the deal is over and a turn action for the seat to act; every action it lists parses
    back from its text and passes ``check``, ``is_legal`` (as an object and as text) and
    ``apply``, and ``apply_unchecked`` gives the same state."""
    engine = entry.engine
    legal = engine.legal_actions(state)
    assert len(set(legal)) == len(legal), "legal_actions lists an action twice"
    per_seat = [engine.legal_actions(state, seat) for seat in _SEATS]
    for seat, own in enumerate(per_seat):
        assert all(a.seat == seat for a in own)
        assert own == tuple(a for a in legal if a.seat == seat)
    assert sorted(map(str, legal)) == sorted(str(a) for own in per_seat for a in own)
    assert state.is_over == (not legal)
    if not state.is_over and not isinstance(getattr(state, "pending", None), AnnouncementDuty):
        # (A pending Doppelkopf duty announcement, docs/freedoko.md, is the seat's turn
        # action: an announcement, which is optional elsewhere.)
        optional = entry.policy.optional_verbs
        assert [a for a in per_seat[state.turn] if a.verb not in optional], (
            "the seat to act has no turn action")
    for action in legal:
        text = str(action)
        assert engine.parse_action(text) == action
        assert engine.is_legal(state, action)
        assert engine.is_legal(state, text)
        engine.check(state, action)
        after = engine.apply(state, action)
        assert after.actions == (*state.actions, action)
        assert engine.apply_unchecked(state, action) == after


def assert_refused(entry: GameEntry, state: Any, actions: Iterable[Any]) -> None:
    """Each of ``actions`` (none of them legal now) is refused by ``check`` with an
    :class:`IllegalActionError` of a rule's code, naming the seat and the action, and a message
    that starts with the seat; ``is_legal`` says no to it as an object and as text."""
    engine = entry.engine
    for action in actions:
        try:
            engine.check(state, action)
        except IllegalActionError as exc:
            error = exc
        else:
            raise AssertionError(f"{action} is not in legal_actions but check accepts it")
        assert error.code and error.code != "error"
        assert error.seat == action.seat
        assert error.action == str(action)
        assert str(error).startswith(f"p{action.seat} "), str(error)
        assert not engine.is_legal(state, action)
        assert not engine.is_legal(state, str(action))


@pytest.mark.parametrize("name", NAMES)
def test_every_step_legal_actions_pass_the_triad(name: str) -> None:
    """records.md Validation 4 (every action parses and is legal at its moment), Action
    grammar; docs/performance.md "What makes it fast" (``apply_unchecked``): at every step of
    a deal (any stopping point, finished deals included) ``legal_actions`` lists each action
    once, per seat, nothing at the end and a turn action for the seat to act, and every action
    it lists parses back from its line and passes ``check``, ``is_legal`` and ``apply``;
    ``apply_unchecked`` agrees with ``apply``. (That every other action of the game's
    vocabulary is refused needs the vocabulary: tests/doppelkopf, tests/schafkopf.)"""
    entry = GAMES[name]

    @given(testing.playthroughs(name))
    def check(run: testing.Playthrough) -> None:
        for state in run.states:
            assert_legal_actions_pass_the_triad(entry, state)

    check()


def _module(entry: GameEntry, name: str) -> Any:
    """The game's submodule ``name`` (``follow``, ``state``, ...), found through its entry."""
    engine: Any = entry.engine
    return importlib.import_module(f"{engine.__name__}.{name}")


def _fields(state: Any) -> tuple[Any, ...]:
    """Every field of a state, derived ones included, and its actions."""
    return (*(getattr(state, f.name) for f in attrs.fields(type(state))), state.actions)


@pytest.mark.parametrize("name", NAMES)
def test_each_step_is_the_pure_application_of_its_action(name: str) -> None:
    """docs/getting-started.md "Play a deal in Python" (the old state is never changed, so
    keeping it is undo): applying an action, as an object or as its record line, never changes
    the old state, and applying it again to the same state gives an equal state."""
    engine = GAMES[name].engine

    @given(testing.playthroughs(name))
    def check(run: testing.Playthrough) -> None:
        for before, action, after in run.steps():
            snapshot = _fields(before)
            assert engine.apply(before, action) == after
            assert engine.apply(before, str(action)) == after
            assert _fields(before) == snapshot

    check()


# -- legal plays -------------------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_legal_plays_list_the_interned_plays_of_the_mask(name: str) -> None:
    """doppelkopf.md "Cards and ranking", schafkopf.md "Cards, points, trumps" (a play per
    card the seat may play): legal_plays, PLAYS_OF[seat] and the seat's play table list the
    seat's plays of the cards of a mask (one bit per kind), in card order, as the interned
    PLAYS objects, as a plain listing does."""
    entry = GAMES[name]
    follow = _module(entry, "follow")
    plays_of_card = _module(entry, "actions").PLAYS
    engine: Any = entry.engine
    cards = tuple(engine.Card)

    @given(st.integers(0, 3), st.integers(0, (1 << len(cards)) - 1))
    def check(seat: int, mask: int) -> None:
        listed = tuple(plays_of_card[seat][c] for c in cards if mask >> c & 1)
        for plays in (follow.legal_plays(seat, mask), follow.PLAYS_OF[seat](mask),
                      follow.PLAY_TABLES[seat].items_of(mask)):
            assert plays == listed
            assert all(a is b for a, b in zip(plays, listed, strict=True))

    check()


@pytest.mark.parametrize("name", NAMES)
def test_the_interned_plays_are_the_plays_of_each_seat_and_card(name: str) -> None:
    """records.md "Action grammar" (``p<seat> play <card>``): PLAYS[seat][card] is the action
    "p<seat> play <card>", one object per seat and card that legal_plays hands out; an empty
    mask has no play."""
    entry = GAMES[name]
    engine: Any = entry.engine
    legal_plays = _module(entry, "follow").legal_plays
    plays = _module(entry, "actions").PLAYS
    for seat in _SEATS:
        assert len(plays[seat]) == len(engine.Card)
        for card in engine.Card:
            play = plays[seat][card]
            assert play == engine.Play(seat, card) and str(play) == f"p{seat} play {card.name}"
            single = legal_plays(seat, 1 << card)
            assert single == (play,) and single[0] is play
        assert legal_plays(seat, 0) == ()


# -- the state builder ---------------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_the_builder_takes_its_fields_by_name_only(name: str) -> None:
    """docs/performance.md "The play step" (``make_state`` takes every field by keyword and has
    no positional parameters): make_state's parameters are the state's own fields (its init
    fields, in order), each keyword-only, and a positional call is a TypeError."""
    entry = GAMES[name]
    engine: Any = entry.engine
    make_state = _module(entry, "state").make_state
    parameters = inspect.signature(make_state).parameters
    assert list(parameters) == [f.name for f in attrs.fields(engine.State) if f.init]
    assert all(p.kind is inspect.Parameter.KEYWORD_ONLY for p in parameters.values())
    state = engine.deal(next(iter(engine.PRESETS)), seed=1)
    with pytest.raises(TypeError):
        make_state(state.deal, state.phase, state.turn, state.hands)
    with pytest.raises(TypeError):
        make_state(state.deal, phase=state.phase, turn=state.turn, hands=state.hands)


@pytest.mark.parametrize("name", NAMES)
def test_is_over_is_derived_by_attrs_evolve_as_by_the_builder(name: str) -> None:
    """docs/performance.md "The play step", "What makes it fast" (a state built by hand is never
    inconsistent): a state of a deal under way given a finished phase, by attrs.evolve or by
    the builder, which works is_over out, is over."""
    entry = GAMES[name]
    engine: Any = entry.engine
    make_state = _module(entry, "state").make_state

    @given(testing.states(name))
    def check(state: Any) -> None:
        assume(not state.is_over)
        assert build(make_state, state, phase=engine.Phase.FINISHED).is_over
        assert attrs.evolve(state, phase=engine.Phase.FINISHED).is_over

    check()


# -- the random draws ----------------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_the_draws_weigh_each_turn_action_positively_or_not_at_all(name: str) -> None:
    """docs/bots.md "Testing a bot" (the strategies of trickgames.testing reach the rare phases
    more often than real play): at every step of a random deal, the entry's DRAWS weigh the
    turn actions of the seat to act one positive weight each, or leave them uniform
    (``None``)."""
    entry = GAMES[name]

    @given(testing.playthroughs(name))
    def check(run: testing.Playthrough) -> None:
        for state in run.states:
            if not state.is_over:
                draw_weights(entry, state)

    check()


# -- records -----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_record_round_trip(name: str) -> None:
    """records.md Validation (a valid record replays to a state whose score is its result;
    writing that state back out yields the same record): replaying a deal's record (at any
    stopping point, finished or not), with the game's functions or with trickgames' own, which
    find the game in the registry, reproduces the same state and the same record JSON."""
    engine = GAMES[name].engine

    @given(testing.states(name))
    def check(state: Any) -> None:
        record = engine.to_record(state)
        assert record.game == name
        again = engine.replay(record)
        assert again == state
        assert engine.to_record(again).to_json() == record.to_json()
        assert engine.replay(record.to_text()) == state
        assert engine.to_record(engine.replay(record.to_text())).to_text() == record.to_text()
        assert trickgames.replay(record.to_json()) == state
        report = engine.validate(record)
        assert report.valid, report.issues
        assert trickgames.validate(record.to_text()).game == name
        if state.is_over:
            assert record.result == engine.score(state).to_json()
        else:
            assert record.result is None

    check()


@pytest.mark.parametrize("name", NAMES)
def test_finished_record_round_trip(name: str) -> None:
    """records.md Validation: a finished deal's record (with its result) replays to the same
    state and the same record JSON; its claimed result validates."""
    engine = GAMES[name].engine

    @given(testing.finished_states(name))
    def check(state: Any) -> None:
        record = engine.to_record(state)
        assert record.result is not None
        again = engine.replay(record.to_text())
        assert again == state
        assert engine.to_record(again).to_text() == record.to_text()
        report = engine.validate(record.to_text())
        assert report.valid, report.issues
        assert report.result == record.result

    check()


@pytest.mark.parametrize("name", NAMES)
def test_round_trip_keeps_players_meta_comments_and_extensions(name: str) -> None:
    """records.md Validation (the round trip keeps ``meta``, ``players`` and ``_`` fields),
    Action grammar (a comment is kept), docs/records.md "File conventions" and "Rules" (``_``
    keys in ``context``, ``result`` and ``rules``): a record with names, meta, a comment and
    extensions everywhere validates and writes back out unchanged."""
    engine = GAMES[name].engine

    @given(testing.records(name), st.data())
    def check(plain: Record, data: st.DataObject) -> None:
        record = plain.to_json()
        record["players"] = ["Ann", "Bo", "Cy", "Di"]
        record["meta"] = {"event": "test", "deal_number": 3}
        record["_app"] = {"id": 7}
        record["context"] = {**(record.get("context") or {}), "_table": 7}
        rules = record["rules"]
        record["rules"] = {**({"preset": rules} if isinstance(rules, str) else rules),
                           "_house": "x"}
        record["result"]["_note"] = "kept"
        index = data.draw(st.integers(0, len(record["actions"]) - 1), label="commented")
        record["actions"][index] += "  # a note"
        report = engine.validate(record)
        assert report.valid, [str(i) for i in report.issues]
        state = engine.replay(record)
        assert state.actions[index].comment == "a note"
        assert engine.to_record(state).to_json() == record
        assert engine.replay(Record.from_json(record)) == state

    check()


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("context", [{"_table": 7}, {}], ids=["extensions", "empty"])
def test_a_context_of_extension_keys_only_round_trips(name: str,
                                                      context: dict[str, Any]) -> None:
    """records.md Validation (writing a replayed state back out yields the same record, `_`
    fields included), docs/records.md "File conventions" (``_`` keys inside ``context``): a
    record whose context holds only extension keys, or is empty, writes back out with the same
    context."""
    engine = GAMES[name].engine
    state = engine.deal(next(iter(engine.PRESETS)), seed=7, dealer=1)
    while len(state.actions) < 6 and not state.is_over:
        state = engine.apply(state, engine.legal_actions(state)[0])
    record = engine.to_record(state).to_json()
    record["context"] = context
    assert engine.validate(record).valid
    written = engine.to_record(engine.replay(record)).to_json()
    assert written.get("context") == context
    assert written == record


@pytest.mark.parametrize("name", NAMES)
def test_a_replayed_state_shares_nothing_with_the_callers_record(name: str) -> None:
    """docs/records.md "Records in Python" (states and records hold only immutable values, and
    are hashable): changing the record value a state was replayed from (its ``meta``,
    ``result``, ``context``, ``rules``, ``_`` fields, at any depth) changes nothing of the
    state or of the record it writes; both hash, and the record writes the same JSON."""
    engine = GAMES[name].engine

    @given(testing.records(name))
    def check(plain: Record) -> None:
        value = plain.to_json()
        value["players"] = ["Ann", "Bo", "Cy", "Di"]
        value["meta"] = {"event": "test", "tags": [{"a": 1}]}
        value["_app"] = {"ids": [7]}
        value["context"] = {**(value.get("context") or {}), "_table": [7]}
        rules = value["rules"]
        value["rules"] = {**({"preset": rules} if isinstance(rules, str) else rules),
                          "_house": {"x": [1]}}
        value["result"]["_note"] = ["kept"]
        before = copy.deepcopy(value)
        state = trickgames.replay(value)
        record = engine.to_record(state)
        text = record.to_text()
        value["players"][0] = "Eve"
        value["meta"]["tags"][0]["a"] = 2
        value["meta"]["new"] = 1
        value["_app"]["ids"].append(8)
        value["context"]["_table"].append(8)
        value["rules"]["_house"]["x"].append(2)
        value["result"]["_note"].append("changed")
        next(v for v in value["result"].values() if isinstance(v, list)).append(0)
        assert record.to_json() == before and record.to_text() == text
        assert engine.to_record(state).to_text() == text
        assert engine.to_record(state) == record
        assert hash(record) == hash(engine.to_record(state))
        hash(state)
        hash(state.deal.info)
        assert engine.replay(text) == state

    check()


@pytest.mark.parametrize("name", NAMES)
def test_replay_of_an_invalid_record_raises_record_error(name: str) -> None:
    """records.md Validation 4 (the first illegal action stops the replay, reported at its
    path): an action after the end of a deal is reported at that action, and ``replay`` of the
    record raises :class:`RecordError` with the same issues; text that is not JSON too."""
    engine = GAMES[name].engine

    @given(testing.records(name))
    def check(finished: Record) -> None:
        record = finished.to_json()
        del record["result"]
        record["actions"].append(record["actions"][0])
        report = engine.validate(record)
        assert not report.valid
        assert [i.path for i in report.issues] == [f"$.actions[{len(record['actions']) - 1}]"]
        with pytest.raises(RecordError) as info:
            engine.replay(record)
        assert info.value.issues == report.issues
        with pytest.raises(RecordError):
            trickgames.replay(record)

    check()
    with pytest.raises(RecordError):
        engine.replay("{not json")


# -- redacted records --------------------------------------------------------------------------


def _is_redaction_of(line: str, original: str) -> bool:
    """Whether ``line`` is ``original`` with some of its words written ``??``."""
    words, known = line.split(), original.split()
    return len(words) == len(known) and all(w in (k, "??") for w, k in zip(words, known,
                                                                            strict=True))


@pytest.mark.parametrize("name", NAMES)
def test_a_redacted_record_keeps_the_seats_own_hand_and_hides_the_others(name: str) -> None:
    """docs/frontend.md "Redacted records": a record redacted for a seat keeps its own hand as
    dealt, writes every other hand ``??`` card by card, keeps every played card in the actions
    (other actions at most with cards written ``??``) and the result, and names the seat in
    ``_redacted_for``; ``trickgames.redact`` finds the game in the registry."""
    records = GAMES[name].records

    @given(testing.records(name, stop=None))
    def check(record: Record) -> None:
        for seat in _SEATS:
            out = records.redact(record, seat)
            assert trickgames.redact(record, seat) == out
            assert out.hands[seat] == record.hands[seat]
            for other in set(_SEATS) - {seat}:
                assert out.hands[other] == ("??",) * len(record.hands[other])
            assert len(out.actions) == len(record.actions)
            for line, original in zip(out.actions, record.actions, strict=True):
                assert _is_redaction_of(line, original), (line, original)
                if original.split()[1] == "play":
                    assert line == original
            assert out.result == record.result
            assert out.extensions["_redacted_for"] == seat

    check()


@pytest.mark.parametrize("name", NAMES)
def test_redact_drops_comments_and_accepts_every_form(name: str) -> None:
    """docs/frontend.md "Redacted records" (comments dropped: an author may note hidden cards
    there): a redacted record has no comment; a Record, a JSON object and JSON text give the
    same redaction, and ``trickgames.redact`` dispatches on the game."""
    redact = GAMES[name].records.redact

    @given(testing.records(name, stop=None), st.data())
    def check(record: Record, data: st.DataObject) -> None:
        assume(record.actions)
        value = record.to_json()
        commented = copy.deepcopy(value)
        index = data.draw(st.integers(0, len(value["actions"]) - 1), label="commented")
        commented["actions"][index] += "  # holds a card"
        seat = data.draw(st.sampled_from(_SEATS), label="seat")
        out = redact(commented, seat)
        assert out == redact(value, seat)
        assert not any("#" in line for line in out.actions)
        assert redact(json.dumps(commented), seat) == out
        assert redact(Record.from_json(commented), seat) == out
        assert trickgames.redact(commented, seat) == out

    check()


@pytest.mark.parametrize("name", NAMES)
def test_a_redacted_record_keeps_nothing_that_could_reveal_hidden_cards(name: str) -> None:
    """docs/records.md "Redacted records" (what a redacted record keeps: players, rules,
    dealer, context, the seat's own hand, the actions as the seat may see them and the result;
    ``meta`` and every ``_`` extension are dropped, since a ``seed`` or an extension may reveal
    the hidden hands): a simulated record's seed, and every ``meta`` key and ``_`` field
    anywhere, are gone; ``_redacted_for`` is the only extension left."""
    from trickgames.simulation import simulate

    engine = GAMES[name].engine
    simulated = next(simulate(name, next(iter(engine.PRESETS)), 1, seed=99))
    assert simulated.meta is not None and simulated.meta["seed"] == 99
    value = simulated.to_json()
    value["players"] = ["Ann", "Bo", "Cy", "Di"]
    value["meta"] = {**value["meta"], "event": "club night", "site": "x", "date": "2024-01-01"}
    value["_hands"] = value["hands"]
    value["rules"] = {**({"preset": value["rules"]} if isinstance(value["rules"], str)
                         else value["rules"]), "_house": "x"}
    value["context"] = {**(value.get("context") or {}), "_table": 7}
    value["result"]["_note"] = "kept"
    assert engine.validate(value).valid
    for seat in _SEATS:
        out = engine.redact(value, seat)
        assert out.meta is None
        assert dict(out.extensions) == {"_redacted_for": seat}
        written = out.to_json()
        assert "meta" not in written
        assert [k for k in written if k.startswith("_")] == ["_redacted_for"]
        for part in ("rules", "context", "result"):
            assert not any(k.startswith("_") for k in written[part]), part
        assert written["players"] == value["players"] and written["dealer"] == value["dealer"]
        assert written["rules"] == {k: v for k, v in value["rules"].items() if k != "_house"}
        assert written["context"] == {}
        assert written["result"] == {k: v for k, v in value["result"].items() if k != "_note"}
        assert "seed" not in out.to_text() and "club night" not in out.to_text()
        assert trickgames.redact(value, seat) == out


# -- deals ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_same_seed_gives_the_same_deal(name: str) -> None:
    """docs/doppelkopf.md, docs/schafkopf.md "The deal" (a seeded deal is reproducible;
    given hands must form the deck), docs/simulating.md "Determinism and the generator"
    (``rng=Rng(s)`` deals as ``seed=s``), records.md Fields ``dealer`` (forehand speaks first):
    the same seed, rules, dealer and context give the same deal, equal to the deal of the same
    hands and to the deal from a generator of that seed; the hands form the deck."""
    engine = GAMES[name].engine

    @given(testing.rules(name), testing.seeds(), st.integers(0, 3), testing.contexts(name))
    def check(rules: Any, seed: int, dealer: int, context: Any) -> None:
        # a context these rules refuse (Doppelkopf: a forced solo without any solo allowed)
        assume(context is None or context.problem(rules) is None)
        first = engine.deal(rules, seed=seed, dealer=dealer, context=context)
        second = engine.deal(rules.to_json(), seed=seed, dealer=dealer, context=context)
        assert first == second
        assert first.deal.hands == second.deal.hands
        assert engine.deal(rules, rng=Rng(seed), dealer=dealer, context=context) == first
        n = rules.cards_per_hand
        assert [len(h) for h in first.deal.hands] == [n] * 4
        assert Counter(c for h in first.deal.hands for c in h) == Counter(engine.deck(rules))
        same_hands = engine.deal(rules, hands=first.deal.hands, dealer=dealer, context=context)
        assert same_hands == first
        assert first.actions == () and not first.is_over
        assert engine.deal(rules, seed=seed, dealer=dealer).turn == (dealer + 1) % 4

    check()


# -- finished deals ------------------------------------------------------------------------------


@pytest.mark.parametrize("short", [False, True], ids=["full_deck", "short_deck"])
@pytest.mark.parametrize("name", NAMES)
def test_card_points_sum_to_the_decks_total(name: str, short: bool) -> None:
    """docs/doppelkopf.md, docs/schafkopf.md "Cards and ranking": the card points of the two
    sides sum to the deck's total (240 in Doppelkopf with or without nines, 120 in Schafkopf
    in either deck), every card is played in one of the tricks, and the two sides' tricks are
    all the tricks."""
    entry = GAMES[name]
    engine = entry.engine
    total = DECK_POINTS[name]
    full = max(preset.cards_per_hand for preset in engine.PRESETS.values())
    rules = testing.rules(name).filter(lambda r: (r.cards_per_hand < full) == short)

    @given(testing.finished_states(name, rules=rules))
    def check(state: Any) -> None:
        assert sum(c.points for c in engine.deck(state.rules)) == total
        result = engine.score(state)
        if result.redeal:
            assert state.phase is engine.Phase.VOID and result.card_points is None
            return
        if getattr(result, "ramsch", None) is not None:  # schafkopf-variants.md 11
            assert sum(result.ramsch.card_points) == total and result.card_points is None
            assert sum(result.ramsch.tricks) == len(state.tricks) == state.rules.cards_per_hand
            return
        if result.card_points is None:  # a Sie: the deal ends at its declaration
            assert not state.tricks and state.contract.value == "sie"
            return
        assert result.card_points is not None
        sides = attrs.asdict(result.card_points)  # each side's points and tricks
        points = {k: v for k, v in sides.items() if not k.endswith("_tricks")}
        tricks = [v for k, v in sides.items() if k.endswith("_tricks")]
        assert len(points) == len(tricks) == 2
        assert sum(points.values()) == total
        assert result.to_json()["card_points"] == points
        assert len(state.tricks) == state.rules.cards_per_hand
        assert sum(c.points for t in state.tricks for c in t.cards) == total
        assert sum(tricks) == len(state.tricks)

    check()


@pytest.mark.parametrize("name", NAMES)
def test_scores_sum_to_zero(name: str) -> None:
    """records.md Result (``scores``, ``payouts``: they sum to zero; a voided deal has
    ``"redeal": true`` and all-zero amounts): the amounts of a finished deal, as the terminal
    game shows them, sum to zero, and a void deal is a redeal with nothing to pay. A
    Doppelkopf ``counting`` other than ``plusminus`` (docs/freedoko.md) scores one side only:
    tests/doppelkopf/test_properties.py checks those sums."""
    entry = GAMES[name]
    engine = entry.engine

    @given(testing.finished_states(name))
    def check(state: Any) -> None:
        result = engine.score(state)
        amounts = entry.presenter.amounts(result)
        assert len(amounts) == 4
        if getattr(state.rules, "counting", "plusminus") == "plusminus":
            assert sum(amounts) == 0
        assert result.redeal == (state.phase is engine.Phase.VOID)
        if result.redeal:
            assert tuple(amounts) == (0, 0, 0, 0)
            assert result.to_json()["redeal"] is True

    check()


# -- views ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_the_view_json_serialises_and_is_stable(name: str) -> None:
    """docs/frontend.md "The Doppelkopf view", "The Schafkopf view" (one JSON object with
    always the same keys, in the same order): every viewer's view JSON names the game and the
    seat, survives json.dumps and json.loads unchanged, and is the same when asked again or
    after a record round trip."""
    engine = GAMES[name].engine
    keys: set[tuple[str, ...]] = set()

    @given(testing.states(name))
    def check(state: Any) -> None:
        again = engine.replay(engine.to_record(state))
        for seat in _VIEWERS:
            data = engine.view(state, seat).to_json()
            assert data["game"] == name and data["seat"] == seat
            keys.add(tuple(data))
            text = json.dumps(data, allow_nan=False)
            assert json.loads(text) == data
            assert json.dumps(engine.view(state, seat).to_json(), allow_nan=False) == text
            assert engine.view(again, seat).to_json() == data

    check()
    assert len(keys) == 1, keys


@pytest.mark.parametrize("name", NAMES)
def test_a_finished_view_carries_the_itemised_result(name: str) -> None:
    """docs/frontend.md "The Doppelkopf view", "The Schafkopf view" (`score`): once the deal is
    over, every viewer's view JSON holds the whole result with its breakdown, the score's
    `details()`: the payouts or scores, the `value` and the `items`, each with a stable `code`,
    an English `label` and an integer `amount` (a void deal: the result with `redeal`), so a
    frontend shows the breakdown without calling the engine."""
    engine = GAMES[name].engine

    @given(testing.finished_states(name))
    def check(state: Any) -> None:
        details = engine.score(state).details()
        for seat in _VIEWERS:
            data = engine.view(state, seat).to_json()["score"]
            assert data == details
            if data.get("redeal"):
                assert "items" not in data
                continue
            assert isinstance(data["value"], int)
            # No item only when nothing is scored: nobody won a pagat-scored solo (doppelkopf.md
            # "Scoring, preset pagat": if nobody won, only the netted special points).
            assert data["items"] or (data.get("winner", 0) is None and data["value"] == 0)
            for item in data["items"]:
                assert isinstance(item["code"], str) and item["code"].isidentifier()
                assert isinstance(item["label"], str) and item["label"]
                assert isinstance(item["amount"], int) and not isinstance(item["amount"], bool)

    check()


@pytest.mark.parametrize("name", NAMES)
def test_a_spectator_sees_no_hand_and_only_played_cards(name: str) -> None:
    """docs/frontend.md "What is hidden, and when it is revealed" (a spectator's view holds no
    hand and no legal actions): view(state, None) has no seat, no hand and no legal actions,
    and the only cards it names are played ones."""
    engine = GAMES[name].engine
    codes = frozenset(card.name for card in engine.Card)

    @given(testing.states(name))
    def check(state: Any) -> None:
        data = engine.view(state, None).to_json()
        assert data["seat"] is None and data["hand"] == [] and data["legal_actions"] == []
        played = {card.name for card in state.trick}
        played.update(card.name for trick in state.tricks for card in trick.cards)
        assert mentioned(data, codes) <= played

    check()


# -- seats ---------------------------------------------------------------------------------------


def _trick_play_state(name: str) -> Any:
    """A state of a random deal of the game's first preset in trick play, with one trick
    complete and a card in the next (the game, the tricks and the trick are all there)."""
    entry = GAMES[name]
    engine = entry.engine
    rng = Rng(5)
    for seed in range(100):
        state = engine.deal(next(iter(engine.PRESETS)), seed=seed, dealer=seed & 3)
        while not state.is_over and (len(state.tricks), len(state.trick)) < (1, 1):
            state = engine.apply(state, entry.bots.policy(rng, state))
        if not state.is_over:
            return state
    raise AssertionError("no deal reached trick play")


def _seat_takers(name: str, state: Any) -> list[tuple[str, Any, bool]]:
    """Every public function and method of both games that takes a seat, as ``(label,
    function of the seat, whether None is meaningful)``."""
    entry = GAMES[name]
    engine: Any = entry.engine
    record = engine.to_record(state)
    follow = _module(entry, "follow")
    return [
        ("view", lambda s: engine.view(state, s), True),
        ("legal_actions", lambda s: engine.legal_actions(state, s), True),
        ("known_parties", lambda s: engine.known_parties(state, s), True),
        ("State.hand", state.hand, False),
        ("State.hand_size", state.hand_size, False),
        ("State.describe_hand", state.describe_hand, False),
        ("Trick.played_by", state.tricks[0].played_by, False),
        ("redact", lambda s: engine.redact(record, s), False),
        ("trickgames.redact", lambda s: trickgames.redact(record, s), False),
        ("deal(dealer=...)", lambda s: engine.deal(next(iter(engine.PRESETS)), seed=1,
                                                    dealer=s), False),
        ("follow.legal_plays", lambda s: follow.legal_plays(s, state.playable), False),
        ("testing.deals(dealer=...)", lambda s: testing.deals(name, dealer=s), True),
    ]


@pytest.mark.parametrize("name", NAMES)
def test_every_function_that_takes_a_seat_refuses_what_is_no_seat(name: str) -> None:
    """records.md "Seats" (0-based, p0..p3), docs/api.md "Errors" (a seat that is not an
    ``int`` ``0..3`` is an ArgumentError, ``invalid_seat``): every public function and method
    that takes a seat refuses a bool, -1, 4, a float and a string (and ``None`` where it does
    not mean every seat or a spectator) as a ``ValueError`` with that code, and takes 0..3."""
    state = _trick_play_state(name)
    for label, take, none_ok in _seat_takers(name, state):
        assert_refuses_no_seats(label, take, none_ok=none_ok)
