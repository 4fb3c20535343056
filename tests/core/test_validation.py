"""Tests of trickgames._core.validation: documents of any kind and any game dispatched by
their format and game to the deal replay or the session validation (records.md "Validation";
records.md "Session records")."""

from __future__ import annotations

import json
from typing import Any

import pytest

import trickgames
from tests.core._records import dev_record, schafkopf_record, session_record
from trickgames._core.errors import RecordError
from trickgames._core.registry import GameEntry, Registry
from trickgames._core.report import Report
from trickgames._core.sessions import Session
from trickgames._core.validation import replay_value, validate_text, validate_value

ENTRIES = [pytest.param(entry, id=name) for name, entry in trickgames.GAMES.items()]


def pairs(report: Report) -> list[tuple[str, str]]:
    return [(i.path, i.code) for i in report.issues]


# -- dispatch by game --------------------------------------------------------------------------


def test_unsupported_game_is_an_issue_not_a_crash() -> None:
    """records.md Validation: a game the registry does not hold is reported, never a KeyError
    (a registry of Schafkopf alone judging a Doppelkopf record)."""
    only_schafkopf = Registry([trickgames.GAMES["schafkopf"]])
    report = validate_value(dev_record(), games=only_schafkopf)
    assert pairs(report) == [("$.game", "unsupported_game")]


# -- text and values of any kind ---------------------------------------------------------------


def test_validate_text_bad_bytes_and_json() -> None:
    """docs/records.md "Validation": non-UTF-8 bytes and truncated JSON are clear errors, not
    exceptions."""
    assert pairs(validate_text(b"\xff\xfe")) == [("$", "invalid_encoding")]
    text = json.dumps(dev_record())
    assert pairs(validate_text(text[: len(text) // 2])) == [("$", "invalid_json")]
    assert validate_text(text.encode("utf-8"), "a.json").valid


def test_validate_value_huge_and_deep_values() -> None:
    """records.md Validation step 1: huge integers and deep nesting give issues, never
    exceptions."""
    value = dev_record()
    value["dealer"] = 10**5000
    value["players"] = 5
    assert pairs(validate_value(value)) == [("$.dealer", "schema_range"),
                                            ("$.players", "schema_type")]
    deep: Any = []
    for _ in range(50_000):
        deep = [deep]
    value = dev_record()
    value["meta"] = {"x": deep}
    value["dealer"] = deep
    report = validate_value(value)
    assert not report.valid


def test_replay_value_raises_record_error_with_every_issue() -> None:
    """validation.py replay_value: the final state, or a RecordError listing the issues."""
    value = dev_record()
    assert replay_value(value) is not None
    value["hands"][0][0] = "XX"
    value["hands"][0][1] = "YY"
    with pytest.raises(RecordError) as info:
        replay_value(value)
    assert [i.path for i in info.value.issues] == ["$.hands[0][0]", "$.hands[0][1]"]


# -- dispatch by format ------------------------------------------------------------------------


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_deal_record_goes_to_its_games_driver(entry: GameEntry) -> None:
    """records.md "Validation": a deal record is replayed by the record driver of the game it
    names, and the report names that game."""
    engine = entry.engine
    state = engine.deal(next(iter(engine.PRESETS)), seed=1)
    state = engine.apply(state, engine.legal_actions(state)[0])
    value = entry.records.to_record(state).to_json()
    for report in (validate_value(value), validate_text(json.dumps(value))):
        assert report.valid and report.game == entry.name
        assert report.state == state
    assert replay_value(value) == state


def test_a_session_record_goes_to_the_session_validation() -> None:
    """records.md "Session records": a document whose format is trickgames.session/1 is
    validated as a session as a whole, and replays to its Session."""
    value = session_record(0)
    report = validate_value(value)
    assert report.valid and report.game == "doppelkopf"
    assert isinstance(report.state, Session) and report.result is not None
    assert set(report.result) == {"standings", "deals"}
    assert isinstance(replay_value(value), Session)
    assert validate_text(json.dumps(value)).result == report.result


@pytest.mark.parametrize(("fmt", "kind"), [("trickgames.session/2", "session"),
                                           ("trickgames.session/10", "session"),
                                           ("trickgames.record/2", "record")])
def test_other_versions_are_refused_by_the_reader_of_their_kind(fmt: str, kind: str) -> None:
    """records.md "Fields": a reader rejects other major versions with a clear error, the
    record reader for trickgames.record/N and the session reader for trickgames.session/N."""
    value = session_record(0) if kind == "session" else dev_record()
    value["format"] = fmt
    (issue,) = validate_value(value).issues
    assert (issue.path, issue.code) == ("$.format", "unsupported_version")
    assert issue.message.startswith(f"{kind} format {fmt!r} is not supported")


def test_a_session_of_a_game_the_registry_does_not_hold_is_an_issue() -> None:
    """records.md "Validation": a session of a game the registry does not hold is reported
    (unsupported_game), never a KeyError."""
    only_schafkopf = Registry([trickgames.GAMES["schafkopf"]])
    report = validate_value(session_record(0), games=only_schafkopf)
    assert pairs(report) == [("$.game", "unsupported_game")]
    with pytest.raises(RecordError) as info:
        replay_value(session_record(0), games=only_schafkopf)
    assert info.value.code == "unsupported_game"


def test_validation_reads_the_installed_registry_by_default() -> None:
    """docs/api.md "The games": without a registry given, validation finds the games in the
    one importing trickgames installed."""
    value = schafkopf_record(0)
    assert validate_value(value).valid
    assert validate_value(value, games=Registry([])).issues[0].code == "unsupported_game"
    assert validate_value(value, games=trickgames.GAMES) == validate_value(value)


def test_each_validation_finds_the_games_of_its_own_registry() -> None:
    """records.md "Validation" (a game the registry does not hold is unsupported_game): the
    drivers of the registry asked for last are kept, and every validation still judges by
    the registry it is given: registries in turn, and a registry that is another mapping,
    changed between two validations."""
    deal, session = schafkopf_record(0), session_record(0)
    only_doppelkopf = Registry([trickgames.GAMES["doppelkopf"]])
    for games in (trickgames.GAMES, only_doppelkopf, None, Registry([]), trickgames.GAMES):
        held = trickgames.GAMES if games is None else games
        assert validate_value(deal, games=games).valid is ("schafkopf" in held)
        assert validate_value(session, games=games).valid is ("doppelkopf" in held)
    changing: dict[str, GameEntry] = dict(only_doppelkopf)
    assert not validate_value(deal, games=changing).valid  # type: ignore[arg-type]
    changing["schafkopf"] = trickgames.GAMES["schafkopf"]
    assert validate_value(deal, games=changing).valid  # type: ignore[arg-type]


# -- keys that are not strings -----------------------------------------------------------------


def _with_key(value: dict[str, Any], where: tuple[str | int, ...]) -> dict[str, Any]:
    """``value`` with the key ``1`` added to the object at ``where`` (a path of keys)."""
    target: Any = value
    for step in where:
        target = target[step]
    target[1] = "x"
    return value


_DEAL_PLACES = [((), "$"), (("rules",), "$.rules"), (("context",), "$.context"),
                (("result",), "$.result"), (("meta",), "$.meta"),
                (("meta", "nested"), "$.meta.nested")]


@pytest.mark.parametrize(("where", "path"), _DEAL_PLACES)
@pytest.mark.parametrize("game", ["doppelkopf", "schafkopf"])
def test_a_key_that_is_not_a_string_is_an_issue(game: str, where: tuple[str, ...],
                                                path: str) -> None:
    """records.md "Validation" (validation never raises: every bad input is an issue with a
    path and a code); records.md File conventions (a record is a JSON object, whose keys are
    strings): an object with an integer key, at the top or inside ``rules``, ``context``,
    ``result`` or ``meta``, is the issue ``schema_key_not_string`` at that object's path, from
    ``trickgames.validate`` and from the game's own ``validate``, and ``replay`` raises a
    RecordError with it."""
    value = dev_record() if game == "doppelkopf" else schafkopf_record(0)
    if isinstance(value.get("rules"), str):
        value["rules"] = {"preset": value["rules"]}
    value.setdefault("context", {})
    value["meta"] = {"nested": {"a": 1}}
    _with_key(value, where)
    engine = trickgames.GAMES[game].engine
    for report in (trickgames.validate(value), engine.validate(value)):
        assert not report.valid
        assert pairs(report) == [(path, "schema_key_not_string")]
        assert report.issues[0].message == (
            "has a key that is not a string: 1; JSON object keys are strings")
    with pytest.raises(RecordError) as info:
        engine.replay(value)
    assert info.value.code == "schema_key_not_string"


@pytest.mark.parametrize(("where", "path"), [
    ((), "$"), (("session",), "$.session"), (("meta",), "$.meta"),
    (("deals", 3), "$.deals[3]"), (("deals", 3, "result"), "$.deals[3].result"),
    (("deals", 0, "context"), "$.deals[0].context")])
def test_a_key_that_is_not_a_string_in_a_session_is_an_issue(where: tuple[str | int, ...],
                                                              path: str) -> None:
    """records.md "Session records" and "Validation" (validation never raises): an integer key
    anywhere in a session record (the ``session`` object, ``meta``, a deal, a deal's result
    or context) is the issue ``schema_key_not_string`` at that object's path, from
    ``trickgames.validate`` and from the game's session ``validate``."""
    value = _with_key(session_record(0), where)
    for report in (trickgames.validate(value),
                   trickgames.GAMES["doppelkopf"].engine.session.validate(value)):
        assert pairs(report) == [(path, "schema_key_not_string")]


def test_keys_of_every_kind_never_raise() -> None:
    """records.md "Validation" (validation never raises): keys of other kinds (a float, None,
    a tuple, a boolean, an integer too long to print) are issues too, one per object,
    counting the others."""
    value = dev_record()
    value["meta"] = {1.5: 1, None: 2, (1, 2): 3, True: 4, 10**5000: 5}
    (issue,) = trickgames.validate(value).issues
    assert (issue.path, issue.code) == ("$.meta", "schema_key_not_string")
    assert issue.message == ("has a key that is not a string: 1.5 (and 4 more); JSON object "
                             "keys are strings")



def _with_string(value: Any, where: tuple[str | int, ...], text: str) -> Any:
    """``value`` with ``text`` at ``where`` (a last step ``("key",)`` of a mapping: a new key
    ``text`` there instead)."""
    target = value
    for step in where[:-1]:
        target = target[step]
    if where[-1] == "key":
        target[text] = 1
    else:
        target[where[-1]] = text
    return value


@pytest.mark.parametrize(("make", "where", "path"), [
    (dev_record, ("players",), "$.players"),
    (lambda i: {**dev_record(i), "players": ["A", "B", "C", "D"]}, ("players", 0),
     "$.players[0]"),
    (dev_record, ("actions", 3), "$.actions[3]"),
    (dev_record, ("hands", 2, 5), "$.hands[2][5]"),
    (lambda i: {**dev_record(i), "meta": {"event": "x"}}, ("meta", "event"), "$.meta.event"),
    (lambda i: {**dev_record(i), "meta": {}}, ("meta", "key"), '$.meta["A\\ud800"]'),
    (lambda i: {**dev_record(i), "rules": {"preset": "ddv"}}, ("rules", "preset"),
     "$.rules.preset"),
    (schafkopf_record, ("game",), "$.game"),
    (session_record, ("deals", 2, "actions", 0), "$.deals[2].actions[0]"),
    (session_record, ("players", 1), "$.players[1]"),
])
def test_a_lone_surrogate_is_refused_as_a_value_and_as_text(make: Any,
                                                            where: tuple[str | int, ...],
                                                            path: str) -> None:
    """records.md File conventions (the encoding is UTF-8; JSON text escaping a lone
    surrogate is ``invalid_json``): a record given as a value with a string holding an
    unpaired surrogate, anywhere (a player, an action, a card, a ``meta`` key or value, the
    rules, a session's deal), is invalid with the same code as the same record as JSON
    text, with the string's path (in the message for the text) and no other issue; the
    record can then never be one that cannot be written as UTF-8."""
    value = _with_string(make(0), where, "A\ud800")
    by_value = trickgames.validate(value)
    by_text = trickgames.validate(json.dumps(value))
    assert not by_value.valid and not by_text.valid
    assert pairs(by_value) == [(path, "invalid_json")]
    assert by_value.issues[0].message == (
        "the string 'A\\ud800' holds an unpaired surrogate (not Unicode text)")
    assert pairs(by_text) == [("$", "invalid_json")]
    assert by_text.issues[0].message == (
        f"invalid JSON: the string 'A\\ud800' at {path} holds an unpaired surrogate (not "
        "Unicode text)")
    with pytest.raises(RecordError) as info:
        replay_value(value)
    assert info.value.code == "invalid_json"


def test_every_lone_surrogate_of_a_value_is_an_issue_and_pairs_are_text() -> None:
    """records.md "Validation" (every problem): each string of a value holding an unpaired
    surrogate is an issue of its own, in the order of the document; a proper pair (an
    emoji) and any other text are fine."""
    value = {**dev_record(), "players": ["\udfff", "😀", "Bö", "\ud83d"],
             "meta": {"\ud800": "\udc00", "ok": "😀"}}
    order = [key for key in value if key in ("players", "meta")]
    expected = {"players": [("$.players[0]", "invalid_json"), ("$.players[3]", "invalid_json")],
                "meta": [('$.meta["\\ud800"]', "invalid_json")] * 2}
    assert pairs(trickgames.validate(value)) == expected[order[0]] + expected[order[1]]
    value = {**dev_record(), "players": ["😀", "Bö", "C", "D"], "meta": {"ok": "😀"}}
    assert trickgames.validate(value).valid


# -- quoted text is shortened ----------------------------------------------------------------

_LONG = "x" * 4000


def _long_text_records() -> list[Any]:
    """Records that each quote a 4,000-character text of the record in their first issue."""
    out: list[Any] = []

    def changed(game: str, change: Any) -> None:
        value = dev_record() if game == "doppelkopf" else schafkopf_record(0)
        change(value)
        out.append(pytest.param(value, id=f"{game}-{len(out)}"))

    for game in ("doppelkopf", "schafkopf"):
        changed(game, lambda v: v["actions"].__setitem__(0, v["actions"][1] + "  # " + _LONG))
        changed(game, lambda v: v["actions"].__setitem__(0, "p0 " + _LONG))
        changed(game, lambda v: v["actions"].__setitem__(0, "p0 play " + _LONG))
        changed(game, lambda v: v["actions"].__setitem__(0, "p" + _LONG + " play"))
        changed(game, lambda v: v.__setitem__("rules", _LONG))
        changed(game, lambda v: v.__setitem__("rules", {"preset": _LONG}))
        changed(game, lambda v: v.__setitem__("rules", {"preset": "ddv" if v["game"] ==
                                                        "doppelkopf" else "standard",
                                                        _LONG: 1}))
        changed(game, lambda v: v.__setitem__(_LONG, 1))
        changed(game, lambda v: v.__setitem__("format", "trickgames.record/" + _LONG))
    out.append(pytest.param('{"a": 1, "' + _LONG + '": 1, "' + _LONG + '": 2}', id="json"))
    return out


@pytest.mark.parametrize("record", _long_text_records())
def test_messages_shorten_the_text_they_quote(record: Any) -> None:
    """records.md "Validation" (each issue has a message): a message that quotes text of the
    record (an action line with a 4 KB comment, a verb, a card, a seat, a preset, an option,
    a field, a format, a duplicate key) quotes at most its first 60 characters, then ``…``
    and the length of the whole (``(4,000 characters)``)."""
    report = trickgames.validate(record)
    assert not report.valid
    message = report.issues[0].message
    # the quoted text is cut; what stays long is the list of the known options (30 in
    # Doppelkopf with the house rules of doppelkopf-variants.md)
    assert len(message) < 800, message
    assert "…" in message and "characters)" in message


@pytest.mark.parametrize("make", [dev_record, schafkopf_record, session_record])
@pytest.mark.parametrize("change", [
    {}, {"dealer": 7}, {"meta": {"a": [1, {"b": None}]}}, {"_x": {"y": [[]]}}, {"rules": 3}])
def test_text_and_its_parsed_value_get_the_same_report(make: Any, change: dict[str, Any]) -> None:
    """records.md "Validation" (JSON text's object keys are strings, so text skips the key
    walk): a record given as JSON text gets exactly the issues of the same record given as
    the parsed value."""
    value = {**make(0), **change}
    text = json.dumps(value)
    by_text, by_value = validate_text(text), validate_value(json.loads(text))
    assert (by_text.valid, by_text.issues) == (by_value.valid, by_value.issues)
