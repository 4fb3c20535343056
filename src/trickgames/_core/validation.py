"""Validating records: every problem, with a JSON path, a code and a message.

The checks run in the order of the specification, and each stage runs only when the ones it
needs passed:

1. structure against the shipped JSON Schema;
2. the rules resolve (preset known, options valid and compatible), and the context;
3. the hands form exactly the deck of the rules;
4. every action parses and is legal at its moment (the first illegal action stops the replay;
   later actions are not judged);
5. a record with a ``result`` must be complete;
6. the recomputed result equals the claimed one, item by item.

Nothing but a :class:`Report` comes out, whatever the input: malformed input of any kind is an
issue, never an exception.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, Protocol

import attrs

from trickgames._core.errors import ParseError, RecordError, RulesError, TrickgamesError
from trickgames._core.info import RecordInfo
from trickgames._core.issues import Issue
from trickgames._core.records import SESSION_FORMAT, Record, loads, structure_issues
from trickgames._core.schema import json_path, short_value

__all__ = [
    "GameDriver",
    "Report",
    "compare_results",
    "info_of",
    "replay_value",
    "validate_text",
    "validate_value",
]

#: Records whose ``format`` starts so are session records (any version).
SESSION_PREFIX = SESSION_FORMAT.partition("/")[0] + "/"

#: Fields the replay needs; a structural problem in any of them stops validation.
_CORE_FIELDS = ("$.format", "$.game", "$.rules", "$.dealer", "$.hands", "$.actions",
                "$.context")


def _in_field(path: str, field: str) -> bool:
    """Whether a path is ``field`` or inside it (``$.hands[2]``, not ``$.handsome``)."""
    return path == field or path.startswith((field + ".", field + "["))


def _in_core_field(path: str) -> bool:
    """Whether a path is ``$`` or inside a field the replay needs."""
    return path == "$" or any(_in_field(path, f) for f in _CORE_FIELDS)


class GameDriver(Protocol):
    """What the validator needs of a game module."""

    name: str
    result_keys: tuple[str, ...]

    def resolve_rules(self, value: Any) -> Any: ...

    def resolve_context(self, value: Any, rules: Any) -> Any: ...

    def parse_card(self, text: Any) -> Any: ...

    def deck_problems(self, rules: Any, hands: Sequence[Sequence[Any]]) -> list[str]: ...

    def start(
        self, rules: Any, dealer: int, hands: Sequence[Sequence[Any]], context: Any,
        info: RecordInfo | None,
    ) -> Any: ...

    def parse_action(self, text: str) -> Any: ...

    def apply(self, state: Any, action: Any) -> Any: ...

    def is_complete(self, state: Any) -> bool: ...

    def progress(self, state: Any) -> str: ...

    def result(self, state: Any) -> dict[str, Any]: ...

    def to_record(self, state: Any) -> Record: ...


@attrs.frozen
class Report:
    """The verdict on one record.

    ``issues`` lists every problem found (empty when valid); ``result`` is the computed result
    when the replay completed; ``state`` the state the replay reached (``None`` when it could
    not start).
    """

    source: str
    valid: bool
    issues: tuple[Issue, ...]
    result: dict[str, Any] | None = None
    game: str | None = None
    state: Any = attrs.field(default=None, eq=False, repr=False)

    def to_json(self) -> dict[str, Any]:
        """The JSON object of ``trickgames validate --json``."""
        out: dict[str, Any] = {
            "source": self.source,
            "valid": self.valid,
            "issues": [i.to_json() for i in self.issues],
        }
        if self.result is not None:
            out["result"] = self.result
        return out


def _drivers() -> dict[str, GameDriver]:
    from trickgames._games import DRIVERS

    return DRIVERS


def _invalid(source: str, issues: list[Issue], game: str | None = None,
             state: Any = None) -> Report:
    return Report(source, False, tuple(issues), None, game, state)


def validate_text(text: str | bytes, source: str = "<record>", *,
                  game: str | None = None) -> Report:
    """Validate a record given as JSON text (``game``: it must be a deal of that game)."""
    try:
        value = loads(text)
    except ParseError as exc:
        return _invalid(source, [Issue("$", exc.code, exc.message)])
    return validate_value(value, source, game=game)


def validate_value(value: Any, source: str = "<record>", *, game: str | None = None) -> Report:
    """Validate a parsed JSON value as a record; never raises for bad input.

    With ``game`` (a game module's own ``validate``), the value must be a deal record of that
    game: a session or another game's record is an issue.
    """
    try:
        return _validate(value, source, game)
    except RecursionError:
        return _invalid(source, [Issue("$", "too_deep", "the record is nested too deeply")])


def _validate(value: Any, source: str, game: str | None = None) -> Report:
    if game is not None and isinstance(value, dict) and value.get("format") == SESSION_FORMAT:
        return _invalid(source, [Issue("$.format", "session_record",
                                       f"this is a session record, not a {game} deal")])
    fmt = value.get("format") if isinstance(value, dict) else None
    if isinstance(fmt, str) and fmt.startswith(SESSION_PREFIX):
        from trickgames._core.sessions import validate_session  # it imports this module

        session_report: Report = validate_session(value, source)
        return session_report
    issues = structure_issues(value)
    if any(_in_core_field(i.path) for i in issues):
        return _invalid(source, issues)
    if game is not None and value["game"] != game:
        return _invalid(source, [*issues, Issue(
            "$.game", "wrong_game", f"this is a {value['game']} record, not a {game} one")])
    driver = _drivers().get(value["game"])
    if driver is None:
        return _invalid(source, [*issues, Issue("$.game", "unsupported_game",
                                                f"{value['game']} is not supported yet")])
    # 2. rules and context
    try:
        rules = driver.resolve_rules(value["rules"])
    except RulesError as exc:
        return _invalid(
            source,
            issues + [Issue("$.rules", c, p) for p, c in zip(exc.problems, exc.codes, strict=True)],
            driver.name,
        )
    try:
        context = driver.resolve_context(value.get("context"), rules)
    except TrickgamesError as exc:
        return _invalid(source, [*issues, Issue("$.context", exc.code, exc.message)], driver.name)
    # 3. the deck
    hands: list[list[Any]] = []
    parse_card = driver.parse_card
    for seat, raw_hand in enumerate(value["hands"]):
        try:
            hands.append(list(map(parse_card, raw_hand)))  # the usual case, in one C loop
            continue
        except ParseError:
            pass
        hand = []
        for i, text in enumerate(raw_hand):  # again, one by one, for every bad card's issue
            try:
                hand.append(parse_card(text))
            except ParseError as exc:
                issues.append(Issue(f"$.hands[{seat}][{i}]", exc.code, exc.message))
        hands.append(hand)
    if not any(_in_field(i.path, "$.hands") for i in issues):
        for problem in driver.deck_problems(rules, hands):
            issues.append(Issue("$.hands", "wrong_deck",
                                f"the hands do not form the deck of the rules: {problem}"))
    if any(_in_field(i.path, "$.hands") for i in issues):
        return _invalid(source, issues, driver.name)
    info = info_of(value)
    state = driver.start(rules, value["dealer"], hands, context, info)
    # 4. replay
    parse, step = driver.parse_action, driver.apply
    for index, text in enumerate(value["actions"]):
        try:
            action = parse(text)
        except ParseError as exc:
            issues.append(Issue(f"$.actions[{index}]", exc.code, f"`{text}`: {exc.message}"))
            return _invalid(source, issues, driver.name, state)
        try:
            state = step(state, action)
        except TrickgamesError as exc:
            issues.append(Issue(f"$.actions[{index}]", exc.code, f"`{action}`: {exc.message}"))
            return _invalid(source, issues, driver.name, state)
    # 5. completeness and 6. the result
    complete = driver.is_complete(state)
    computed = driver.result(state) if complete else None
    claimed = value.get("result")
    if claimed is not None:
        if computed is None:
            issues.append(Issue("$.result", "incomplete",
                                f"the record claims a result but the deal is not over "
                                f"({driver.progress(state)})"))
        else:
            issues += compare_results(claimed, computed)
    return Report(source, not issues, tuple(issues), computed, driver.name, state)


def info_of(value: dict[str, Any]) -> RecordInfo:
    """What a record value says besides the game (for writing it back unchanged)."""
    result = value.get("result")
    return RecordInfo(
        players=tuple(value["players"]) if isinstance(value.get("players"), list) else None,
        meta=value.get("meta"),
        extensions={k: v for k, v in value.items() if k.startswith("_")},
        rules_as_object=isinstance(value["rules"], dict),
        context_written="context" in value,
        result_keys=tuple(k for k in result if not k.startswith("_"))
        if isinstance(result, dict) else None,
        result_extensions={k: v for k, v in result.items() if k.startswith("_")}
        if isinstance(result, dict) else {},
        context_extensions={k: v for k, v in value["context"].items() if k.startswith("_")}
        if isinstance(value.get("context"), dict) else {},
        rules_extensions={k: v for k, v in value["rules"].items() if k.startswith("_")}
        if isinstance(value["rules"], dict) else {},
    )


_DEFAULTS: dict[str, Any] = {"redeal": False, "winner": None}


def compare_results(claimed: dict[str, Any], computed: dict[str, Any]) -> list[Issue]:
    """Every difference between a claimed and a computed result, item by item.

    A key the claim leaves out is not checked; ``_`` keys are extensions and never checked.
    """
    issues: list[Issue] = []

    def walk(mine: Any, real: Any, path: str) -> None:
        if isinstance(mine, dict) and isinstance(real, dict):
            for key, value in mine.items():
                if not key.startswith("_"):
                    walk(value, real.get(key, _DEFAULTS.get(key, _MISSING)), json_path(path, key))
        elif (isinstance(mine, list) and isinstance(real, list)
              and len(mine) == len(real)):
            for i, (a, b) in enumerate(zip(mine, real, strict=True)):
                walk(a, b, f"{path}[{i}]")
        elif real is _MISSING:
            issues.append(Issue(path, "result_mismatch",
                                f"the record claims {_show(mine)} but this deal has none"))
        elif type(mine) is not type(real) or mine != real:
            issues.append(Issue(path, "result_mismatch",
                                f"the record claims {_show(mine)} but the replay gives "
                                f"{_show(real)}"))

    walk(claimed, computed, "$.result")
    return issues


_MISSING: Any = object()


def _show(value: Any) -> str:
    try:
        return json.dumps(value)
    except (TypeError, ValueError, RecursionError):  # huge integers, deep nesting
        return short_value(value)


def replay_value(value: Any, source: str = "<record>", *, game: str | None = None) -> Any:
    """Replay a record value to its final state; :class:`~trickgames.RecordError` if invalid.

    With ``game``, a record of another game (or a session) is refused as invalid.
    """
    report = validate_value(value, source, game=game)
    if not report.valid:
        raise RecordError(report.issues)
    return report.state

