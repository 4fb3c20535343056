"""Rules as data: option metadata, presets, and the JSON form of a rules object.

Each game's ``Rules`` is a frozen ``attrs`` class whose fields are made with :func:`option`.
The metadata (one-line meaning, accepted values, JSON reader and writer) is the single place an
option is documented: the docs, ``trickgames rules`` and error messages all read it from there.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Protocol, TypeVar

import attrs

from trickgames._core.errors import OptionValueError, Problem, RulesError, refused
from trickgames._core.quoting import quoted

__all__ = [
    "OptionSpec",
    "RulesLike",
    "RulesMethods",
    "bool_option",
    "check_rules",
    "enum_list_option",
    "enum_option",
    "evolve_rules",
    "int_option",
    "option",
    "option_specs",
    "rules_from_json",
    "rules_to_json",
    "unknown_preset",
    "value_problem",
]

_KEY = "trickgames.option"


@attrs.frozen
class OptionSpec:
    """What one option means and how it is read from and written to JSON."""

    name: str
    doc: str
    values: str
    parse: Callable[[Any], Any]
    dump: Callable[[Any], Any]
    #: Why a value (given in Python) is not one of the option's, without the option's name
    #: (``None``: it is one).
    check: Callable[[Any], Problem | None]
    #: For options whose JSON value may be partial (an object giving only some keys): reads
    #: ``(value, base)``, filling what the value leaves out from ``base`` (the preset's or the
    #: current rules' value). ``None``: :attr:`parse` reads every value whole.
    parse_onto: Callable[[Any, Any], Any] | None = None

    def read(self, value: Any, base: Any = None) -> Any:
        """Parse a JSON value; a partial one is completed from ``base`` where supported."""
        if self.parse_onto is not None and base is not None:
            return self.parse_onto(value, base)
        return self.parse(value)


class RulesLike(Protocol):
    """What :func:`rules_from_json` needs of a game's rules class."""

    @property
    def preset(self) -> str: ...


R = TypeVar("R", bound=RulesLike)
E = TypeVar("E", bound=enum.Enum)


def option(
    *,
    doc: str,
    values: str,
    parse: Callable[[Any], Any],
    dump: Callable[[Any], Any],
    check: Callable[[Any], Problem | None],
    parse_onto: Callable[[Any, Any], Any] | None = None,
) -> Any:
    """An ``attrs`` field carrying its option metadata (no default: presets give values).

    ``parse_onto`` (optional) reads a partial JSON value onto a base value; see
    :attr:`OptionSpec.parse_onto`.
    """
    meta: dict[str, Any] = {
        "doc": doc, "values": values, "parse": parse, "dump": dump, "check": check
    }
    if parse_onto is not None:
        meta["parse_onto"] = parse_onto
    return attrs.field(metadata={_KEY: meta})


def bool_option(*, doc: str) -> Any:
    """A ``true``/``false`` option."""

    def parse(value: Any) -> bool:
        if not isinstance(value, bool):
            raise refused(f"must be true or false, not {quoted(value)}", code="option_not_bool",
                          value=quoted(value))
        return value

    def check(value: Any) -> Problem | None:
        if isinstance(value, bool):
            return None
        return Problem.of(f"must be a bool, not {quoted(value)}", code="option_not_bool",
                          value=quoted(value))

    return option(doc=doc, values="`true`, `false`", parse=parse, dump=bool, check=check)


def int_option(
    *, doc: str, minimum: int = 0, maximum: int | None = None, examples: tuple[int, ...] = ()
) -> Any:
    """An integer option in ``minimum..maximum`` (``maximum`` ``None``: no upper bound).

    ``examples`` are listed among the accepted values (and so drawn by the test strategies).
    """
    span = f"an integer from {minimum}" + (f" to {maximum}" if maximum is not None else " up")
    shown = ", ".join(f"`{e}`" for e in examples)
    values = f"{span}, such as {shown}" if shown else span

    def problem(value: Any) -> Problem | None:
        if isinstance(value, bool) or not isinstance(value, int):
            return Problem.of(f"must be an integer, not {quoted(value)}",
                              code="option_not_integer", value=quoted(value))
        if maximum is not None and not minimum <= value <= maximum:
            return Problem.of(f"must be {span}, not {quoted(value)}", code="option_out_of_range",
                              minimum=str(minimum), maximum=str(maximum), value=quoted(value))
        if value < minimum:
            return Problem.of(f"must be {span}, not {quoted(value)}", code="option_below_minimum",
                              minimum=str(minimum), value=quoted(value))
        return None

    def parse(value: Any) -> int:
        why = problem(value)
        if why:
            raise OptionValueError(why)
        return int(value)

    return option(doc=doc, values=values, parse=parse, dump=int, check=problem)


def enum_option(kind: type[E], *, doc: str, aliases: Mapping[str, E] | None = None) -> Any:
    """An option whose JSON value is one of the string values of ``kind`` (or, when read, one
    of ``aliases``, as other programs' rule files spell it; always written canonically)."""
    names = ", ".join(f"`{m.value}`" for m in kind)
    spelled = dict(aliases or {})

    def parse(value: Any) -> E:
        if isinstance(value, str):
            key = value.strip().lower()
            if key in spelled:
                return spelled[key]
            key = key.replace("-", "_")
            for member in kind:
                if member.value == key:
                    return member
        raise refused(f"must be one of {names.replace('`', '')}, not {quoted(value)}",
                      code="option_not_one_of", choices=names.replace("`", ""),
                      value=quoted(value))

    def check(value: Any) -> Problem | None:
        if isinstance(value, kind):
            return None
        return Problem.of(f"must be a {kind.__name__}, not {quoted(value)}",
                          code="option_wrong_type", type=kind.__name__, value=quoted(value))

    return option(doc=doc, values=names, parse=parse, dump=lambda m: m.value, check=check)


def enum_list_option(
    kind: type[E],
    *,
    doc: str,
    members: tuple[E, ...] | None = None,
    ordered: bool = False,
    non_empty: bool = False,
    examples: tuple[tuple[E, ...], ...] = (),
) -> Any:
    """An option whose JSON value is an array, without duplicates, of string values of
    ``kind`` (or of ``members`` only). The value is a tuple: with ``ordered`` in the order
    given (the order means something), otherwise in the order of ``members`` (so two lists with
    the same entries are the same value, and writers emit that order). ``examples`` are listed
    among the accepted values (and so drawn by the test strategies)."""
    allowed = tuple(members if members is not None else kind)
    names = " ".join(f"`{m.value}`" for m in allowed)
    shown = ", ".join("`" + json.dumps([m.value for m in e]) + "`"
                      for e in examples)
    values = ("a non-empty" if non_empty else "a") + f" list of {names}" + (
        f", such as {shown}" if shown else "")

    def one(value: Any) -> E:
        if isinstance(value, kind) and value in allowed:
            return value
        if isinstance(value, str):
            key = value.strip().lower()
            for member in allowed:
                if member.value in (key, key.replace("-", "_")):
                    return member
        raise refused(
            f"has an unknown entry {quoted(value)} (known: {names.replace('`', '')})",
            code="option_unknown_entry", value=quoted(value), known=names.replace("`", ""))

    def parse(value: Any) -> tuple[E, ...]:
        if isinstance(value, str) or not isinstance(value, list | tuple):
            raise refused(f"must be a list of {names.replace('`', '')}, not {quoted(value)}",
                          code="option_not_a_list", choices=names.replace("`", ""),
                          value=quoted(value))
        entries = [one(v) for v in value]
        if len(set(entries)) != len(entries):
            raise refused(f"must not list an entry twice, not {quoted(value)}",
                          code="option_entry_twice", value=quoted(value))
        if non_empty and not entries:
            raise refused("must not be empty", code="option_empty")
        return tuple(entries) if ordered else tuple(m for m in allowed if m in entries)

    def check(value: Any) -> Problem | None:
        if not isinstance(value, tuple) or not all(
                isinstance(v, kind) and v in allowed for v in value):
            return Problem.of(f"must be a tuple of {kind.__name__}, not {quoted(value)}",
                              code="option_wrong_type", type=f"tuple of {kind.__name__}",
                              value=quoted(value))
        try:
            canonical = parse(value)
        except OptionValueError as exc:
            return exc.problem(str(exc))
        if canonical == value:
            return None
        return Problem.of(f"must be in canonical order, not {quoted(value)}",
                          code="option_not_canonical", value=quoted(value))

    return option(doc=doc, values=values, parse=parse,
                  dump=lambda v: [m.value for m in v], check=check)


def option_specs(cls: type) -> tuple[OptionSpec, ...]:
    """The options of a rules class, in declaration order (worked out once per class: every
    record written asks, through :func:`rules_to_json`)."""
    specs = _SPECS.get(cls)
    if specs is None:
        specs = _SPECS[cls] = tuple(
            OptionSpec(name=field.name, **meta) for field in attrs.fields(cls)
            if (meta := field.metadata.get(_KEY)) is not None)
    return specs


#: :func:`option_specs` by rules class.
_SPECS: dict[type, tuple[OptionSpec, ...]] = {}


def field_problems(rules: Any) -> list[Problem]:
    """Every option whose value has the wrong type (for rules built in Python)."""
    problems = []
    for spec in option_specs(type(rules)):
        problem = spec.check(getattr(rules, spec.name))
        if problem:
            problems.append(problem.with_params(f"option {spec.name!r} {problem.message}",
                                                option=repr(spec.name)))
    return problems


def value_problem(option: str, exc: ValueError, message: str) -> Problem:
    """The problem of a value the reader of ``option`` (as the message quotes its name)
    refused: its own code, or ``option_invalid_value`` with the English reason for a plain
    :class:`ValueError`."""
    if isinstance(exc, OptionValueError):
        return exc.problem(message, option=option)
    return Problem.of(message, code="option_invalid_value", option=option, reason=str(exc))


def rules_from_json(cls: type[R], presets: Mapping[str, R], value: Any, game: str) -> R:
    """Resolve a record's ``rules`` value: a preset name or ``{"preset": ..., overrides}``.

    Raises :class:`RulesError` listing every problem: an unknown preset, unknown options,
    invalid values and invalid combinations.
    """
    known = ", ".join(sorted(presets))
    if isinstance(value, str):
        if value in presets:
            return presets[value]
        raise RulesError([unknown_preset(game, value, known)], code="unknown_preset")
    if not isinstance(value, Mapping):
        raise RulesError([Problem.of(
            f"rules must be a preset name or an object, not {quoted(value)}",
            code="rules_not_object", value=quoted(value))])
    name = value.get("preset")
    specs = {s.name: s for s in option_specs(cls)}
    problems: list[Problem] = []
    codes: list[str] = []
    if not isinstance(name, str) or name not in presets:
        # Keep going: the options are judged too, so that every problem is reported at once.
        if name is None:
            problems.append(Problem.of(
                f"the rules object names no preset: give \"preset\" (one of {known})",
                code="preset_missing", known=known))
        elif not isinstance(name, str):
            shown = quoted(json.dumps(name, default=repr), mark="")
            problems.append(Problem.of(
                f"the preset must be a name (one of {known}), not {shown}",
                code="preset_not_a_name", known=known, value=shown))
        else:
            problems.append(unknown_preset(game, name, known))
        codes.append("unknown_preset")
    changes: dict[str, Any] = {}
    for key, raw in value.items():
        if key == "preset" or (isinstance(key, str) and key.startswith("_")):
            continue
        spec = specs.get(key)
        if spec is None:
            problems.append(Problem.of(
                f"unknown {game} option {quoted(key)} (known: {', '.join(specs)})",
                code="option_unknown", option=quoted(key), known=", ".join(specs)))
            continue
        try:
            base = presets[name] if isinstance(name, str) and name in presets else None
            changes[key] = spec.read(raw, getattr(base, key) if base is not None else None)
        except ValueError as exc:
            problems.append(value_problem(quoted(key), exc, f"option {quoted(key)} {exc}"))
    if problems:
        raise RulesError(problems, codes=codes)
    return attrs.evolve(presets[str(name)], **changes)  # type: ignore[misc]


def unknown_preset(game: str, name: object, known: str) -> Problem:
    """The problem of a preset name that is not one of ``game``'s (``known``, the names)."""
    return Problem.of(f"unknown {game} preset {quoted(name)} (known: {known})",
                      code="preset_unknown", game=game, preset=quoted(name), known=known)


def rules_to_json(
    rules: Any, presets: Mapping[str, Any], *, as_object: bool = False
) -> str | dict[str, Any]:
    """The JSON form of a rules object: the preset plus every option that differs from it.

    A rules object equal to its preset is written as the bare preset name unless
    ``as_object`` is true. The rules last found equal to their preset are remembered (a run
    of simulated deals writes the same rules every time; rules objects do not change).
    """
    if not as_object and _NAMED and _NAMED[0] is rules:
        name: str = _NAMED[1]
        return name
    base = presets[rules.preset]
    out: dict[str, Any] = {"preset": rules.preset}
    for spec in option_specs(type(rules)):
        mine = getattr(rules, spec.name)
        if mine != getattr(base, spec.name):
            out[spec.name] = spec.dump(mine)
    if len(out) == 1 and not as_object:
        _NAMED[:] = [rules, str(rules.preset)]
        return str(rules.preset)
    return out


#: The rules last written as their preset's name, and that name (see :func:`rules_to_json`).
_NAMED: list[Any] = []


def evolve_rules(rules: R, changes: Mapping[str, Any]) -> R:
    """A copy of ``rules`` with options changed; values may be given in their JSON form.

    Every problem (unknown options, invalid values, invalid combinations) is raised at once as
    a :class:`RulesError`.
    """
    specs = {s.name: s for s in option_specs(type(rules))}
    problems = [Problem.of(f"unknown option {quoted(k)}", code="option_unknown",
                           option=quoted(k), known=", ".join(specs))
                for k in changes if k not in specs]
    parsed: dict[str, Any] = {}
    for key, value in changes.items():
        spec = specs.get(key)
        if spec is None:
            continue
        if spec.check(value) is None:
            parsed[key] = value
            continue
        try:
            parsed[key] = spec.read(value, getattr(rules, key))
        except ValueError as exc:
            problems.append(value_problem(repr(key), exc, f"option {key!r} {exc}"))
    if problems:
        raise RulesError(problems)
    return attrs.evolve(rules, **parsed)  # type: ignore[misc]


def check_rules(rules: Any, combinations: Callable[[], list[Problem] | list[str]]) -> None:
    """Raise :class:`RulesError` listing every problem of a rules object.

    Field types are checked first; ``combinations`` (the game's checks of option combinations)
    runs only when every field has a valid value, and its problems are added to the list.
    """
    problems: list[Problem] | list[str] = field_problems(rules)
    if not problems:
        problems = combinations()
    if problems:
        raise RulesError(problems)


RM = TypeVar("RM", bound="RulesMethods")


class RulesMethods:
    """The methods every game's ``Rules`` has, written once: :meth:`replace`,
    :meth:`from_json`, :meth:`to_json` and :meth:`options`. A game's rules class derives from
    it and names its game and its presets (``GAME``, ``PRESETS``, set once the presets are
    made)."""

    __slots__ = ()

    #: The game's name in messages ("Doppelkopf").
    GAME: ClassVar[str]
    #: The presets by name.
    PRESETS: ClassVar[Mapping[str, Any]]
    #: The preset the rules start from (each game's ``Rules`` field).
    preset: str

    def replace(self: RM, **changes: Any) -> RM:
        """A copy with some options changed, given as values or in their JSON form; every
        problem is raised at once as a :class:`~trickgames.RulesError`."""
        return evolve_rules(self, changes)

    @classmethod
    def from_json(cls: type[RM], value: Any) -> RM:
        """Rules from a record's ``rules`` value; :class:`~trickgames.RulesError` if invalid."""
        presets: Mapping[str, RM] = cls.PRESETS
        return rules_from_json(cls, presets, value, cls.GAME)

    def to_json(self, *, as_object: bool = False) -> str | dict[str, Any]:
        """The record form: the preset plus every option that differs from it."""
        return rules_to_json(self, self.PRESETS, as_object=as_object)

    @classmethod
    def options(cls) -> tuple[OptionSpec, ...]:
        """Every option with its meaning and accepted values."""
        return option_specs(cls)
