"""A small JSON Schema checker for the schemas shipped with the package.

The runtime depends on ``attrs`` only, so the validator cannot use ``jsonschema``. This module
compiles the subset of JSON Schema 2020-12 that the shipped schemas use into nested closures
once, and then reports *every* violation with a JSON path. The test suite checks that the
shipped schemas are valid 2020-12 schemas and that ``jsonschema`` agrees with this checker.

Supported keywords: ``type`` (``integer`` excludes booleans and floats), ``const``, ``enum``,
``required``, ``properties``, ``patternProperties``, ``additionalProperties``, ``items``,
``minItems``, ``maxItems``, ``minimum``, ``maximum``, ``multipleOf``, ``minLength``,
``maxLength``, ``pattern``, ``allOf``, ``anyOf``, ``if``/``then``/``else`` and local ``$ref``.

One keyword of our own, an annotation to JSON Schema (which ignores it): ``x-code`` gives
every violation found by its subschema that code instead of the keyword's (the shipped schemas
give a Schafkopf ``context.stock`` out of range or odd the code ``invalid_context``, as the
game's own check of a context does, schafkopf-variants.md 6.3).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from functools import cache
from importlib import resources
from typing import Any, Protocol

from trickgames._core.frozen import FrozenDict
from trickgames._core.issues import Issue
from trickgames._core.quoting import quoted

__all__ = ["KEY_NOT_STRING", "NOT_UNICODE", "UNCHECKED", "SchemaCheck", "json_path", "key_issues",
           "load_schema", "path_text", "schema_checker", "short_value"]

#: Where a value sits in the record: ``"$"``, or a pair ``(parent, key or index)``. Paths are
#: built as pairs while checking (cheap) and turned into text only for an issue (see
#: :func:`path_text`), since almost every value checked is fine.
Path = str | tuple["Path", str | int]

Check = Callable[[Any, Path, list[Issue]], None]

_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")

_TYPE_NAMES = {
    "object": "an object",
    "array": "a list",
    "string": "a string",
    "integer": "an integer",
    "number": "a number",
    "boolean": "true or false",
    "null": "null",
}


def json_path(base: str, key: str | int) -> str:
    """Extend a JSON path by an index or a key.

    >>> json_path(json_path("$", "actions"), 17)
    '$.actions[17]'
    """
    if isinstance(key, int):
        return f"{base}[{key}]"
    if _IDENT.match(key):
        return f"{base}.{key}"
    return f"{base}[{json.dumps(key)}]"


def path_text(path: Path) -> str:
    """The JSON path of a checking path, as in the issues.

    >>> path_text((("$", "actions"), 17))
    '$.actions[17]'
    """
    keys: list[str | int] = []
    while not isinstance(path, str):
        path, key = path
        keys.append(key)
    for key in reversed(keys):
        path = json_path(path, key)
    return path


def _issue(path: Path, code: str, message: str) -> Issue:
    return Issue(path_text(path), code, message)


def _bounds(low: Any, high: Any, both: str, *, exactly: bool = False) -> str:
    """The allowed range of a message: ``both`` (a template for the two bounds) when there are
    two, ``at least`` or ``at most`` with one; with ``exactly``, ``exactly N`` when the two are
    equal.

    >>> _bounds(1, 3, "between {} and {}"), _bounds(None, 3, "between {} and {}")
    ('between 1 and 3', 'at most 3')
    >>> _bounds(2, 2, "{} to {}", exactly=True), _bounds(2, None, "{} to {}", exactly=True)
    ('exactly 2', 'at least 2')
    """
    if exactly and low == high:
        return f"exactly {low}"
    if low is not None and high is not None:
        return both.format(low, high)
    if low is not None:
        return f"at least {low}"
    return f"at most {high}"


#: The JSON type of each Python type a JSON value can have; ``bool`` before ``int``, whose
#: subclass it is (a subclass of one of them, such as an ``IntEnum``, has its base's type).
_JSON_TYPES: dict[type, str] = {type(None): "null", bool: "boolean", int: "integer",
                                float: "number", str: "string", list: "array", dict: "object"}


def _type_of(value: Any) -> str:
    kind = type(value)
    name = _JSON_TYPES.get(kind)
    if name is not None:
        return name
    for base, name in _JSON_TYPES.items():
        if isinstance(value, base):
            return name
    return kind.__name__


def _is_integer(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


#: A test per JSON type (the verdicts of :func:`_type_of`; ``number`` includes integers).
_TYPE_TESTS: dict[str, Callable[[Any], bool]] = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": _is_integer,
    "number": _is_number,
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}


def short_value(value: Any) -> str:
    """A value as JSON for messages, cut to 40 characters; never raises.

    >>> short_value(list(range(30)))
    '[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11...'
    >>> short_value(2**20000)
    'an integer of 20001 bits (too long to show)'
    """
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        try:
            text = repr(value)
        except (ValueError, RecursionError):  # integers too long to print, deep nesting
            if isinstance(value, int):
                return f"an integer of {value.bit_length()} bits (too long to show)"
            return f"{_TYPE_NAMES.get(_type_of(value), 'a value')} nested too deeply"
    return text if len(text) <= 40 else text[:37] + "..."


def _is_multiple(value: int | float, step: int | float) -> bool:
    """Whether a number is a multiple of ``step`` (``multipleOf``): integers exactly."""
    if isinstance(value, int) and isinstance(step, int):
        return value % step == 0
    try:
        return float(value / step).is_integer()
    except OverflowError:  # an integer too large for a float
        return False


def _referred(root: Mapping[str, Any], ref: str) -> Any:
    """The subschema a local ``$ref`` (``#/$defs/seat``) names."""
    if not ref.startswith("#/"):
        raise ValueError(f"only local $ref is supported: {ref}")
    target: Any = root
    for part in ref[2:].split("/"):
        target = target[part]
    return target


class _Compiler:
    def __init__(self, root: Mapping[str, Any]) -> None:
        self.root = root
        self.refs: dict[str, Check] = {}

    def ref(self, ref: str) -> Check:
        if ref not in self.refs:
            target = _referred(self.root, ref)
            holder: list[Check] = []
            self.refs[ref] = lambda v, p, out: holder[0](v, p, out)
            holder.append(self.compile(target))
        return self.refs[ref]

    def compile(self, schema: Any) -> Check:
        if schema is True:
            return lambda v, p, out: None
        if schema is False:

            def never(v: Any, p: Path, out: list[Issue]) -> None:
                out.append(_issue(p, "schema_not_allowed", "this field is not allowed"))

            return never
        checks: list[Check] = []
        if "$ref" in schema:
            checks.append(self.ref(schema["$ref"]))
        if "type" in schema:
            names = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
            tests = tuple(_TYPE_TESTS[n] for n in names)
            # The Python types that pass at once (a plain str, list, dict ...), before the tests.
            exact = frozenset(t for t, name in _JSON_TYPES.items() if name in names
                              or (name == "integer" and "number" in names))

            def check_type(v: Any, p: Path, out: list[Issue], names: list[str] = names) -> None:
                if type(v) in exact:
                    return
                for test in tests:
                    if test(v):
                        return
                wanted = " or ".join(_TYPE_NAMES.get(n, n) for n in names)
                out.append(_issue(p, "schema_type", f"must be {wanted}, not {short_value(v)}"))

            checks.append(check_type)
        if "const" in schema:
            const = schema["const"]

            def check_const(v: Any, p: Path, out: list[Issue]) -> None:
                if _type_of(v) != _type_of(const) or v != const:
                    out.append(_issue(
                        p, "schema_const", f"must be {short_value(const)}, not {short_value(v)}"
                    ))

            checks.append(check_const)
        if "enum" in schema:
            options = schema["enum"]

            def check_enum(v: Any, p: Path, out: list[Issue]) -> None:
                if not any(_type_of(v) == _type_of(o) and v == o for o in options):
                    allowed = ", ".join(short_value(o) for o in options)
                    out.append(_issue(
                        p, "schema_enum", f"must be one of {allowed}, not {short_value(v)}"
                    ))

            checks.append(check_enum)
        checks.extend(self._numbers_and_strings(schema))
        checks.extend(self._arrays(schema))
        checks.extend(self._objects(schema))
        for sub in schema.get("allOf", ()):
            checks.append(self.compile(sub))
        if "anyOf" in schema:
            alternatives = [self.compile(s) for s in schema["anyOf"]]

            def check_any(v: Any, p: Path, out: list[Issue]) -> None:
                best: list[Issue] | None = None
                for alt in alternatives:
                    found: list[Issue] = []
                    alt(v, p, found)
                    if not found:
                        return
                    if best is None or len(found) < len(best):
                        best = found
                out.extend(best or ())

            checks.append(check_any)
        if "if" in schema:
            cond = self.compile(schema["if"])
            then = self.compile(schema.get("then", True))
            other = self.compile(schema.get("else", True))

            def check_if(v: Any, p: Path, out: list[Issue]) -> None:
                probe: list[Issue] = []
                cond(v, p, probe)
                (other if probe else then)(v, p, out)

            checks.append(check_if)

        code = schema.get("x-code")
        if code is not None:

            def recoded(v: Any, p: Path, out: list[Issue]) -> None:
                found: list[Issue] = []
                for check in checks:
                    check(v, p, found)
                out.extend(Issue(i.path, code, i.message) for i in found)

            return recoded

        if len(checks) == 1:  # most schemas hold one keyword: no loop around its check
            return checks[0]

        def run(v: Any, p: Path, out: list[Issue]) -> None:
            for check in checks:
                check(v, p, out)

        return run

    def _numbers_and_strings(self, schema: Mapping[str, Any]) -> list[Check]:
        checks: list[Check] = []
        if "minimum" in schema or "maximum" in schema:
            low = schema.get("minimum")
            high = schema.get("maximum")

            def check_range(v: Any, p: Path, out: list[Issue]) -> None:
                if _type_of(v) not in ("integer", "number"):
                    return
                if (low is not None and v < low) or (high is not None and v > high):
                    bounds = _bounds(low, high, "between {} and {}")
                    out.append(
                        _issue(p, "schema_range", f"must be {bounds}, not {short_value(v)}")
                    )

            checks.append(check_range)
        if "multipleOf" in schema:
            step = schema["multipleOf"]

            def check_multiple(v: Any, p: Path, out: list[Issue]) -> None:
                if _type_of(v) not in ("integer", "number"):
                    return
                if not _is_multiple(v, step):
                    out.append(_issue(p, "schema_multiple_of",
                                      f"must be a multiple of {step}, not {short_value(v)}"))

            checks.append(check_multiple)
        if "minLength" in schema or "maxLength" in schema or "pattern" in schema:
            shortest = schema.get("minLength", 0)
            longest = schema.get("maxLength")
            pattern = re.compile(schema["pattern"]) if "pattern" in schema else None

            def check_string(v: Any, p: Path, out: list[Issue]) -> None:
                if not isinstance(v, str):
                    return
                if len(v) < shortest:
                    out.append(_issue(p, "schema_length", "must not be empty"))
                elif longest is not None and len(v) > longest:
                    out.append(
                        _issue(p, "schema_length", f"is too long (at most {longest} characters)")
                    )
                elif pattern is not None and not pattern.search(v):
                    out.append(_issue(p, "schema_pattern", f"does not match {pattern.pattern}"))

            checks.append(check_string)
        return checks

    def _arrays(self, schema: Mapping[str, Any]) -> list[Check]:
        checks: list[Check] = []
        if "minItems" in schema or "maxItems" in schema:
            fewest = schema.get("minItems", 0)
            most = schema.get("maxItems")

            def check_count(v: Any, p: Path, out: list[Issue]) -> None:
                if not isinstance(v, list):
                    return
                if len(v) < fewest or (most is not None and len(v) > most):
                    wanted = _bounds(fewest, most, "{} to {}", exactly=True)
                    out.append(
                        _issue(p, "schema_items", f"must hold {wanted} items, not {len(v)}")
                    )

            checks.append(check_count)
        if "items" in schema:
            item = self.compile(schema["items"])
            simple = schema["items"]
            longest = simple.get("maxLength") if isinstance(simple, dict) else None
            if (isinstance(simple, dict) and simple.get("type") == "string"
                    and set(simple) <= {"type", "maxLength"}):
                # Lists of plain strings (cards, actions) are most of a record: check them in one
                # loop and fall back to the full check only for an item that fails.
                def check_items(v: Any, p: Path, out: list[Issue]) -> None:
                    if isinstance(v, list):
                        for i, x in enumerate(v):
                            if type(x) is not str or (longest is not None and len(x) > longest):
                                item(x, (p, i), out)
            else:

                def check_items(v: Any, p: Path, out: list[Issue]) -> None:
                    if isinstance(v, list):
                        for i, x in enumerate(v):
                            item(x, (p, i), out)

            checks.append(check_items)
        return checks

    def _objects(self, schema: Mapping[str, Any]) -> list[Check]:
        checks: list[Check] = []
        required = schema.get("required", ())
        props = {k: self.compile(s) for k, s in schema.get("properties", {}).items()}
        patterns = [(re.compile(k), self.compile(s)) for k, s in
                    schema.get("patternProperties", {}).items()]
        extra = schema.get("additionalProperties", True)
        extra_check = self.compile(extra) if extra not in (True, False) else None

        if required:

            def check_required(v: Any, p: Path, out: list[Issue]) -> None:
                if isinstance(v, dict):
                    for key in required:
                        if key not in v:
                            out.append(
                                _issue((p, key), "schema_required", "is required")
                            )

            checks.append(check_required)
        if (props or extra is False) and not patterns and extra_check is None:
            # The usual object (named fields, no patterns): one lookup per field.
            find = props.get

            def check_props(v: Any, p: Path, out: list[Issue]) -> None:
                if not isinstance(v, dict):
                    return
                for key, value in v.items():
                    check = find(key)
                    if check is not None:
                        check(value, (p, key), out)
                    elif extra is False:
                        out.append(
                            _issue((p, key), "unknown_field", f"unknown field {quoted(key)}")
                        )

            checks.append(check_props)
        elif props or patterns or extra is not True:

            def check_props(v: Any, p: Path, out: list[Issue]) -> None:
                if not isinstance(v, dict):
                    return
                for key, value in v.items():
                    sub = (p, key)
                    known = False
                    if key in props:
                        props[key](value, sub, out)
                        known = True
                    for pattern, check in patterns:
                        if pattern.search(key):
                            check(value, sub, out)
                            known = True
                    if not known:
                        if extra is False:
                            out.append(
                                _issue(sub, "unknown_field", f"unknown field {quoted(key)}")
                            )
                        elif extra_check is not None:
                            extra_check(value, sub, out)

            checks.append(check_props)
        return checks


def _short_strings(items: list[Any], longest: int | None) -> bool:
    """Whether a list of plain JSON values holds only strings, none longer than ``longest``
    (``None``: any length): joined in C, which only strings can be, and the lengths looked
    at only when all of them together are longer than one may be."""
    try:
        total = len("".join(items))
    except TypeError:
        return False
    return longest is None or total <= longest or max(map(len, items)) <= longest


class _Verdict:
    """A schema's verdict as one generated Python function: whether a value is valid, with no
    issue made (no path, no message).

    :func:`schema_checker` asks it first and runs the checker of :class:`_Compiler`, which
    finds every issue, only for a value that is not valid; almost every record checked is
    valid, and the verdict costs a fraction of the checker (the keywords inlined, lists of
    plain strings looked at in C). It reads each keyword as the checker does;
    tests/core/test_schema.py compares the two, and each with ``jsonschema``, on the
    shipped schemas and on a small schema per keyword.

    A subschema is inlined where it is judged; a ``$ref`` target, an ``if`` and each
    ``anyOf`` alternative are functions of their own (each ``def f<n>(v)``).
    """

    def __init__(self, root: Mapping[str, Any]) -> None:
        self.root = root
        self.source: list[str] = []
        self.names: dict[str, Any] = {"_type_of": _type_of, "_STRINGS": _STRINGS,
                                      "_NUMERIC": frozenset({"integer", "number"}),
                                      "_TYPE_TESTS": _TYPE_TESTS, "_is_multiple": _is_multiple,
                                      "_ABSENT": object(), "_short_strings": _short_strings}
        self.refs: dict[str, str] = {}
        self.count = 0

    def function(self) -> Callable[[Any], bool]:
        """The verdict of the root schema."""
        name = self.define(self.root)
        namespace = dict(self.names)
        exec(compile("\n".join(self.source), "<schema verdict>", "exec"), namespace)
        verdict: Callable[[Any], bool] = namespace[name]
        return verdict

    def fresh(self, stem: str) -> str:
        self.count += 1
        return f"{stem}{self.count}"

    def constant(self, value: Any) -> str:
        name = self.fresh("K")
        self.names[name] = value
        return name

    def define(self, schema: Any, name: str | None = None) -> str:
        """The name of a new function judging ``schema``."""
        name = name or self.fresh("f")
        body: list[str] = []
        self.emit(schema, "v", body, 1)
        self.source.extend([f"def {name}(v):", *body, "    return True"])
        return name

    def ref(self, ref: str) -> str:
        if ref not in self.refs:
            target = _referred(self.root, ref)
            self.refs[ref] = name = self.fresh("f")
            self.define(target, name)
        return self.refs[ref]

    def equal(self, v: str, value: Any) -> str:
        """An expression: ``v`` is ``value`` as the checker's ``const`` compares (of the same
        JSON type, and equal); a value of exactly ``value``'s Python type at once."""
        kind, same, name = self.constant(type(value)), self.constant(value), _type_of(value)
        return (f"((type({v}) is {kind} and {v} == {same}) or (type({v}) is not {kind} "
                f"and _type_of({v}) == {name!r} and {v} == {same}))")

    def emit(self, schema: Any, v: str, out: list[str], depth: int) -> None:
        """Lines at ``depth`` that return ``False`` where ``v`` does not fit ``schema``."""
        pad = "    " * depth
        if schema is True:
            return
        if schema is False:
            out.append(f"{pad}return False")
            return
        fail = ": return False"
        if "$ref" in schema:
            out.append(f"{pad}if not {self.ref(schema['$ref'])}({v}){fail}")
        if "type" in schema:
            names = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
            exact = self.constant(frozenset(
                t for t, name in _JSON_TYPES.items()
                if name in names or (name == "integer" and "number" in names)))
            tests = self.constant(tuple(_TYPE_TESTS[n] for n in names))
            out.append(f"{pad}if type({v}) not in {exact} and not any(t({v}) for t in {tests})"
                       f"{fail}")
        if "const" in schema:
            out.append(f"{pad}if not {self.equal(v, schema['const'])}{fail}")
        if "enum" in schema:
            options = " or ".join(self.equal(v, o) for o in schema["enum"]) or "False"
            out.append(f"{pad}if not ({options}){fail}")
        numeric = (f"(type({v}) is int or type({v}) is float or _type_of({v}) in _NUMERIC)")
        if "minimum" in schema or "maximum" in schema:
            beyond = [f"{v} < {self.constant(schema[k])}" if k == "minimum"
                      else f"{v} > {self.constant(schema[k])}"
                      for k in ("minimum", "maximum") if schema.get(k) is not None]
            if beyond:
                out.append(f"{pad}if {numeric} and ({' or '.join(beyond)}){fail}")
        if "multipleOf" in schema:
            out.append(f"{pad}if {numeric} and not _is_multiple({v}, "
                       f"{self.constant(schema['multipleOf'])}){fail}")
        if "minLength" in schema or "maxLength" in schema or "pattern" in schema:
            fits = [f"len({v}) >= {self.constant(schema.get('minLength', 0))}"]
            if schema.get("maxLength") is not None:
                fits.append(f"len({v}) <= {self.constant(schema['maxLength'])}")
            if "pattern" in schema:
                fits.append(f"{self.constant(re.compile(schema['pattern']))}.search({v}) "
                            "is not None")
            out.append(f"{pad}if isinstance({v}, str) and not ({' and '.join(fits)}){fail}")
        if "minItems" in schema or "maxItems" in schema:
            fits = [f"len({v}) >= {self.constant(schema.get('minItems', 0))}"]
            if schema.get("maxItems") is not None:
                fits.append(f"len({v}) <= {self.constant(schema['maxItems'])}")
            out.append(f"{pad}if isinstance({v}, list) and not ({' and '.join(fits)}){fail}")
        if "items" in schema:
            self.items(schema["items"], v, out, depth)
        self.objects(schema, v, out, depth)
        for sub in schema.get("allOf", ()):
            self.emit(sub, v, out, depth)
        if "anyOf" in schema:
            alternatives = " or ".join(f"{self.define(s)}({v})" for s in schema["anyOf"])
            out.append(f"{pad}if not ({alternatives or 'False'}){fail}")
        if "if" in schema:
            then: list[str] = []
            other: list[str] = []
            self.emit(schema.get("then", True), v, then, depth + 1)
            self.emit(schema.get("else", True), v, other, depth + 1)
            if then or other:
                out.extend([f"{pad}if {self.define(schema['if'])}({v}):", *(then or [
                    f"{pad}    pass"]), f"{pad}else:", *(other or [f"{pad}    pass"])])

    def items(self, item: Any, v: str, out: list[str], depth: int) -> None:
        pad = "    " * depth
        x = self.fresh("x")
        body: list[str] = []
        self.emit(item, x, body, depth + 2)
        if not body:
            return
        longest = item.get("maxLength") if isinstance(item, dict) else None
        quick = ""
        if isinstance(item, dict) and item.get("type") == "string" and set(item) <= {
                "type", "maxLength"}:
            # Lists of plain strings (cards, actions) are most of a record: looked at in C.
            quick = f" and not _short_strings({v}, {self.constant(longest)})"
        out.extend([f"{pad}if isinstance({v}, list){quick}:", f"{pad}    for {x} in {v}:",
                    *body])

    def objects(self, schema: Mapping[str, Any], v: str, out: list[str], depth: int) -> None:
        pad = "    " * depth
        required = schema.get("required", ())
        if required:
            present = " and ".join(f"{self.constant(k)} in {v}" for k in required)
            out.append(f"{pad}if isinstance({v}, dict) and not ({present}): return False")
        props = schema.get("properties", {})
        patterns = [(re.compile(k), sub) for k, sub in
                    schema.get("patternProperties", {}).items()]
        extra = schema.get("additionalProperties", True)
        body: list[str] = []
        x = self.fresh("x")
        # Each named field looked up (not each field of the value looked for among them),
        # with the patterns its name matches ...
        for name, sub in props.items():
            lines: list[str] = []
            self.emit(sub, x, lines, depth + 2)
            for pattern, also in patterns:
                if pattern.search(name):
                    self.emit(also, x, lines, depth + 2)
            if lines:
                body.extend([f"{pad}    {x} = {v}.get({self.constant(name)}, _ABSENT)",
                             f"{pad}    if {x} is not _ABSENT:", *lines])
        # ... then the other fields, each by the patterns it matches, else as additional.
        key = self.fresh("k")
        rest: list[str] = []
        inner = "    " * (depth + 3)
        for pattern, sub in patterns:
            lines = []
            self.emit(sub, x, lines, depth + 4)
            rest.extend([f"{inner}if {self.matches(pattern, key)}:",
                         f"{inner}    known = True", *lines])
        lines = []
        self.emit(extra, x, lines, depth + 4)
        if lines:
            rest.extend([f"{inner}if not known:", *lines])
        if lines or (rest and extra is not True):
            names = self.constant(frozenset(props))
            body.extend([f"{pad}    if not {names}.issuperset({v}):",
                         f"{pad}        for {key}, {x} in {v}.items():",
                         f"{inner}if {key} in {names}: continue",
                         f"{inner}known = False", *rest])
        if body:
            out.extend([f"{pad}if isinstance({v}, dict):", *body])

    def matches(self, pattern: re.Pattern[str], key: str) -> str:
        """An expression: ``key`` matches ``pattern`` (a plain prefix by ``startswith``)."""
        prefix = pattern.pattern[1:]
        if pattern.pattern.startswith("^") and re.fullmatch(r"[A-Za-z0-9_]*", prefix):
            return f"{key}.startswith({self.constant(prefix)})"
        return f"{self.constant(pattern)}.search({key}) is not None"


@cache
def load_schema(name: str) -> dict[str, Any]:
    """The shipped JSON Schema ``name`` (``"record"`` or ``"session"``) as a dict."""
    text = resources.files("trickgames.schemas").joinpath(f"{name}.schema.json").read_text(
        encoding="utf-8"
    )
    schema: dict[str, Any] = json.loads(text)
    return schema


#: The code of an object with a key that is not a string: JSON's keys are strings, but a value
#: built in Python may have others (``{1: "x"}``).
KEY_NOT_STRING = "schema_key_not_string"
#: The code of a string holding an unpaired surrogate (``"A\\ud800"``), which is not Unicode
#: text: UTF-8 cannot hold it, and JSON text that escapes one is refused with this code too
#: (:func:`trickgames._core.records.loads`), so a record given as a value and as text agree.
NOT_UNICODE = "invalid_json"
#: The codes of :func:`key_issues`: a value with one of them is not checked against the schema
#: (which speaks of string keys and text only), so its fields are not known to be there.
UNCHECKED = frozenset({KEY_NOT_STRING, NOT_UNICODE})


def key_issues(value: Any) -> list[Issue]:
    """What JSON text cannot hold, in the order of the document; never raises: an issue
    (:data:`KEY_NOT_STRING`, at the object's path) for every object (``dict``) in ``value``
    with a key that is not a string, and one (:data:`NOT_UNICODE`, at the string's path) for
    every string, key or value, holding an unpaired surrogate.

    >>> [(i.path, i.code) for i in key_issues({"rules": {"preset": "ddv", 1: True}})]
    [('$.rules', 'schema_key_not_string')]
    >>> [(i.path, i.message) for i in key_issues({"players": ["A\\ud800"]})]
    [('$.players[0]', "the string 'A\\\\ud800' holds an unpaired surrogate (not Unicode text)")]
    >>> key_issues({"meta": {"a": [{"b": 1}]}})
    []
    """
    if _plainly_string_keys(value):  # the usual case, at a quick look
        return []
    return _walk_keys(value)


#: The JSON scalars' types, as :mod:`json` reads them.
_SCALARS = frozenset({str, int, float, bool, type(None)})
_STRINGS = frozenset({str})


def _plainly_string_keys(value: Any) -> bool:
    """Whether ``value`` is plain JSON (``dict``, ``list`` and scalars of exactly those types)
    whose keys are all ``str`` and whose strings are all Unicode text: then
    :func:`key_issues` has none. ``False`` for anything else (other types, subclasses, other
    keys, a string that is not text), which :func:`_walk_keys` judges. A container's members
    are looked at by type at C speed (``map``); only containers are entered; the strings are
    joined and looked at once."""
    stack = [value]
    texts: list[str] = []
    while stack:
        item = stack.pop()
        kind = type(item)
        if kind is dict:
            if not _STRINGS.issuperset(map(type, item)):
                return False
            texts.extend(item)
            members: Any = item.values()
        elif kind is list:
            members = item
        else:
            return kind in _SCALARS and (kind is not str or _is_text(item))
        if _STRINGS.issuperset(map(type, members)):  # hands, actions
            texts.extend(members)
        elif _SCALARS.issuperset(map(type, members)):
            texts.extend([m for m in members if type(m) is str])
        else:
            for member in members:
                kind = type(member)
                if kind is dict or kind is list:
                    stack.append(member)
                elif kind is str:
                    texts.append(member)
                elif kind not in _SCALARS:
                    return False
    return _is_text("".join(texts))


def _is_text(text: str) -> bool:
    """Whether ``text`` holds no unpaired surrogate (UTF-8 can write it)."""
    if text.isascii():
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _not_text(path: Path, text: str) -> Issue:
    shown = quoted(text)
    return Issue(path_text(path), NOT_UNICODE, f"the string {shown} holds an unpaired "
                 "surrogate (not Unicode text)", params=FrozenDict(quoted=shown))


def _walk_keys(value: Any) -> list[Issue]:
    """:func:`key_issues` by a walk over every object, array and string, with their paths."""
    out: list[Issue] = []
    stack: list[tuple[Any, Path]] = [(value, "$")]
    below: list[tuple[Any, Path]]
    while stack:
        item, path = stack.pop()
        if isinstance(item, dict):
            bad = [key for key in item if not isinstance(key, str)]
            if bad:
                more = f" (and {len(bad) - 1:,} more)" if len(bad) > 1 else ""
                out.append(_issue(path, KEY_NOT_STRING, f"has a key that is not a string: "
                                  f"{quoted(bad[0])}{more}; JSON object keys are strings"))
            out.extend(_not_text((path, k), k) for k in item
                       if isinstance(k, str) and not _is_text(k))
            below = [(v, (path, k)) for k, v in item.items()
                     if isinstance(v, dict | list | str) and isinstance(k, str)]
        elif isinstance(item, list):
            below = [(v, (path, i)) for i, v in enumerate(item)
                     if isinstance(v, dict | list | str)]
        else:
            if isinstance(item, str) and not _is_text(item):
                out.append(_not_text(path, item))
            continue
        stack.extend(reversed(below))
    return out


class SchemaCheck(Protocol):
    """A compiled schema checker: a value's issues (see :func:`schema_checker`)."""

    def __call__(self, value: Any, *, keys_are_strings: bool = False) -> list[Issue]: ...


@cache
def schema_checker(name: str) -> SchemaCheck:
    """A compiled checker for the shipped schema ``name``: value -> list of issues.

    A value with an object key that is not a string, or a string that is not Unicode text,
    has only those issues (:func:`key_issues`, their codes :data:`UNCHECKED`): the schema
    speaks of string keys and text only. ``keys_are_strings=True`` says the value was parsed
    from JSON text, whose keys are always strings, and skips even the quick look for others
    (about 3% of validating a record's text; measured: without it validation of Schafkopf
    records fell to 0.97 of 360f771).

    A plain JSON value (the only kind its verdict is asked about: ``dict``, ``list`` and the
    scalars, of exactly those types) is judged by the schema's :class:`_Verdict` first; the
    checker that finds every issue runs only for a value that is not valid.
    """
    compiled = _Compiler(load_schema(name)).compile(load_schema(name))
    valid = _Verdict(load_schema(name)).function()

    def check(value: Any, *, keys_are_strings: bool = False) -> list[Issue]:
        if keys_are_strings or _plainly_string_keys(value):
            # Plain JSON: the verdict first, and the issues (their paths and messages) only
            # for a value that has some; almost every record checked is well-formed.
            if valid(value):
                return []
            out: list[Issue] = []
        else:
            out = _walk_keys(value)  # key_issues(value), the quick look having failed
            if out:
                return out
        compiled(value, "$", out)
        return out

    return check
