"""Replaying a deal record: every problem, with a JSON path, a code and a message.

The checks run in the order of the specification, and each stage runs only when the ones it
needs passed:

1. structure against the shipped JSON Schema;
2. the rules resolve (preset known, options valid and compatible), and the context;
3. the hands form exactly the deck of the rules;
4. every action parses and is legal at its moment (the first illegal action stops the replay;
   later actions are not judged);
5. a record with a ``result`` must be complete;
6. the recomputed result equals the claimed one, item by item.

Nothing but a :class:`~trickgames._core.report.Report` comes out, whatever the input.
The game is found among ``drivers`` (record drivers by game name); see
:mod:`trickgames._core.validation` for records of any kind and any game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from itertools import repeat
from operator import is_
from typing import Any

from trickgames._core.errors import ParseError, RulesError, TrickgamesError
from trickgames._core.frozen import FrozenDict
from trickgames._core.issues import Issue
from trickgames._core.quoting import quoted
from trickgames._core.records import SESSION_FORMAT, structure_issues
from trickgames._core.report import Report, compare_results, info_of, invalid
from trickgames._core.schema import UNCHECKED

__all__ = ["SESSION_PREFIX", "in_field", "rules_issues", "validate_deal"]

#: Records whose ``format`` starts so are session records (any version).
SESSION_PREFIX = SESSION_FORMAT.partition("/")[0] + "/"

#: Fields the replay needs; a structural problem in any of them stops validation.
_CORE_FIELDS = ("$.format", "$.game", "$.rules", "$.dealer", "$.hands", "$.actions",
                "$.context")


def in_field(path: str, field: str) -> bool:
    """Whether a path is ``field`` or inside it (``$.hands[2]``, not ``$.handsome``)."""
    return path == field or path.startswith((field + ".", field + "["))


def _in_core_field(path: str) -> bool:
    """Whether a path is ``$`` or inside a field the replay needs."""
    return path == "$" or any(in_field(path, f) for f in _CORE_FIELDS)


def rules_issues(error: RulesError, path: str = "$.rules") -> list[Issue]:
    """The issues of invalid rules at ``path``: one per problem, with its code as records
    report it (``unknown_preset``, ``invalid_rules``) and the problem as its ``detail``.

    >>> from trickgames._core.problems import Problem
    >>> [issue] = rules_issues(RulesError([Problem.of("bad", code="option_empty")]))
    >>> issue.code, issue.detail.code
    ('invalid_rules', 'option_empty')
    """
    return [Issue(path, code, detail.message, detail=detail)
            for code, detail in zip(error.codes, error.details, strict=True)]


def _action_issue(index: int, line: str, error: TrickgamesError, **more: str) -> Issue:
    """The issue of the action ``line`` the replay refuses at ``index``: the error's message
    after the line, its values and ``more`` (the seat and words of an action that parses)."""
    return Issue(f"$.actions[{index}]", error.code,
                 f"{quoted(line, mark='`')}: {error.message}",
                 params=FrozenDict(error.params, **more) if more else error.params)


def _refused(source: str, issues: list[Issue], game: str, state: Any, index: int,
             action: Any, error: TrickgamesError) -> Report:
    """The report of a record whose action at ``index`` the replay refuses (``state``: the
    moment before it)."""
    line = str(action)
    who, _, words = line.partition(" ")
    issues.append(_action_issue(index, line, error, seat=who, action=words))
    return invalid(source, issues, game, state)


def _parsed(texts: list[Any], parse: Callable[[str], Any],
            remembered: Callable[[str], Any]) -> list[Any] | None:
    """The actions of a record's lines, all parsed before the first is applied; ``None`` when
    one does not parse (then each line is parsed at its turn: an illegal action before it
    is the record's first problem). The lines the parser remembers are looked up in one C
    loop; only the others are parsed."""
    actions = list(map(remembered, texts))
    if not any(map(is_, actions, repeat(None))):
        return actions
    try:
        return [parse(text) if action is None else action
                for text, action in zip(texts, actions, strict=True)]
    except ParseError:
        return None


def validate_deal(value: Any, source: str, drivers: Mapping[str, Any], *,
                  game: str | None = None, keys_are_strings: bool = False) -> Report:
    """Validate a parsed JSON value as a deal record of a game among ``drivers`` (each a
    :class:`~trickgames._core.driver.RecordDriver`, by game name).

    With ``game`` (a game module's own ``validate``), the value must be a deal record of that
    game: a session or another game's record is an issue. ``keys_are_strings``: the value was
    parsed from JSON text, so no key needs checking
    (:func:`~trickgames._core.schema.schema_checker`).
    """
    if game is not None and isinstance(value, dict) and value.get("format") == SESSION_FORMAT:
        return invalid(source, [Issue("$.format", "session_record",
                                      f"this is a session record, not a {game} deal")])
    issues = structure_issues(value, keys_are_strings=keys_are_strings)
    if any(_in_core_field(i.path) or i.code in UNCHECKED for i in issues):
        return invalid(source, issues)
    if game is not None and value["game"] != game:
        return invalid(source, [*issues, Issue(
            "$.game", "wrong_game", f"this is a {value['game']} record, not a {game} one")])
    driver = drivers.get(value["game"])
    if driver is None:
        return invalid(source, [*issues, Issue("$.game", "unsupported_game",
                                               f"{value['game']} is not supported yet")])
    # 2. rules and context
    try:
        rules = driver.resolve_rules(value["rules"])
    except RulesError as exc:
        return invalid(
            source,
            issues + rules_issues(exc),
            driver.name,
        )
    try:
        context = driver.resolve_context(value.get("context"), rules)
    except TrickgamesError as exc:
        return invalid(source, [*issues, Issue("$.context", exc.code, exc.message,
                                               params=exc.params)], driver.name)
    # 3. the deck
    hands: list[list[Any]] = []
    parse_card, card_of_code = driver.parse_card, driver.card_codes.get
    for seat, raw_hand in enumerate(value["hands"]):
        hand = list(map(card_of_code, raw_hand))  # the usual case: canonical codes, in C
        if not any(map(is_, hand, repeat(None))):
            hands.append(hand)
            continue
        try:
            hands.append(list(map(parse_card, raw_hand)))  # other spellings
            continue
        except ParseError:
            pass
        hand = []
        for i, text in enumerate(raw_hand):  # again, one by one, for every bad card's issue
            try:
                hand.append(parse_card(text))
            except ParseError as exc:
                issues.append(Issue(f"$.hands[{seat}][{i}]", exc.code, exc.message,
                                    params=exc.params))
        hands.append(hand)
    if not any(in_field(i.path, "$.hands") for i in issues):
        for problem in driver.deck_problems(rules, hands):
            issues.append(Issue("$.hands", "wrong_deck",
                                f"the hands do not form the deck of the rules: {problem}"))
    if any(in_field(i.path, "$.hands") for i in issues):
        return invalid(source, issues, driver.name)
    state = driver.start(rules, value["dealer"], hands, context, info_of(value))
    # 4. replay
    parse, step, texts = driver.parse_action, driver.apply, value["actions"]
    actions = _parsed(texts, parse, driver.remembered_action)
    if actions is None:  # a line does not parse: each is parsed at its turn, as it comes
        for index, text in enumerate(texts):
            try:
                action = parse(text)
            except ParseError as exc:
                issues.append(_action_issue(index, text, exc))
                return invalid(source, issues, driver.name, state)
            try:
                state = step(state, action)
            except TrickgamesError as exc:
                return _refused(source, issues, driver.name, state, index, action, exc)
    else:
        index, action = 0, None
        try:
            for index, action in enumerate(actions):  # noqa: B007 (the index of a refusal)
                state = step(state, action)
        except TrickgamesError as exc:
            return _refused(source, issues, driver.name, state, index, action, exc)
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

