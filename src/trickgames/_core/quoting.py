"""Quoting user input in messages: never more than a line of it.

An error message repeats the text it refuses (a card code, an action line, an option's value),
but a record may hold a 4 KB comment or a key of a million characters: :func:`quoted` shows
the first :data:`QUOTE_LIMIT` characters, then ``…`` and how long the text is, and never
raises (an integer too long to print says so instead). :func:`quoted_json` does the same for
a value shown as JSON (a claimed result), :func:`shown_path` for the keys of a JSON path
shown to people.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

__all__ = ["QUOTE_LIMIT", "QUOTE_MOST", "quoted", "quoted_each", "quoted_json", "shown_path"]

#: The most characters of a text a message quotes.
QUOTE_LIMIT = 60
#: The most values of a list a message quotes (:func:`quoted_each`).
QUOTE_MOST = 5


def quoted(value: object, *, mark: str | None = None, limit: int = QUOTE_LIMIT) -> str:
    """``value`` as a message quotes it: a string as ``repr`` (or between two ``mark``
    characters), any other value as ``repr``; beyond ``limit`` characters cut, with ``…`` and
    the length of the whole.

    >>> quoted("p2 play HT"), quoted("p2 play HT", mark="`"), quoted(17)
    ("'p2 play HT'", '`p2 play HT`', '17')
    >>> quoted("p2 play HT  # " + "x" * 4000, limit=20)
    "'p2 play HT  # xxxxxx…' (4,014 characters)"
    >>> quoted("x" * 100, mark="`", limit=5), quoted("x" * 100, mark="", limit=5)
    ('`xxxxx…` (100 characters)', 'xxxxx… (100 characters)')
    >>> quoted(10**5000)
    'an integer of 5,001 digits'
    """
    if isinstance(value, str):
        if len(value) <= limit:
            return repr(value) if mark is None else f"{mark}{value}{mark}"
        if mark is None:
            head = repr(value[:limit])
            return f"{head[:-1]}…{head[-1]} ({len(value):,} characters)"
        return f"{mark}{value[:limit]}…{mark} ({len(value):,} characters)"
    try:
        text = repr(value)
    except ValueError:  # an integer longer than Python prints, or inside a container
        if isinstance(value, int):
            return f"an integer of {_digits(value):,} digits"
        return f"a {type(value).__name__} too large to show"
    except RecursionError:
        return f"a {type(value).__name__} nested too deeply to show"
    if len(text) > limit:
        return f"{text[:limit]}… ({len(text):,} characters)"
    return text if mark is None else f"{mark}{text}{mark}"


def quoted_each(values: Sequence[object], *, most: int = QUOTE_MOST) -> str:
    """The first ``most`` of ``values``, each :func:`quoted`, and how many more there are.

    >>> quoted_each(["a", "b"]), quoted_each([str(n) for n in range(9)], most=2)
    ("'a', 'b'", "'0', '1' and 7 more")
    """
    shown = ", ".join(map(quoted, values[:most]))
    return shown if len(values) <= most else f"{shown} and {len(values) - most:,} more"


def quoted_json(value: object, *, limit: int = QUOTE_LIMIT) -> str:
    """``value`` as JSON text (as a record writes it), cut as :func:`quoted` cuts: a string
    after ``limit`` characters, inside its quotes; anything else after ``limit`` characters
    of its JSON; never raises (a value JSON cannot write is :func:`quoted`).

    >>> quoted_json("re"), quoted_json([8, -8, None]), quoted_json("x" * 100, limit=5)
    ('"re"', '[8, -8, null]', '"xxxxx…" (100 characters)')
    >>> quoted_json(10**100, limit=10), quoted_json(10**5000)
    ('1000000000… (101 characters)', 'an integer of 5,001 digits')
    """
    try:
        text = json.dumps(value)
    except (TypeError, ValueError, RecursionError):  # huge integers, deep nesting
        return quoted(value, limit=limit)
    if len(text) <= limit:
        return text
    if isinstance(value, str):
        return f"{json.dumps(value[:limit])[:-1]}…\" ({len(value):,} characters)"
    return f"{text[:limit]}… ({len(text):,} characters)"


#: A step of a JSON path (:func:`trickgames._core.schema.json_path`): ``.name``,
#: ``["any key"]`` or ``[17]``.
_STEP = re.compile(r'\.([A-Za-z_][A-Za-z0-9_]*)|\[("(?:[^"\\]|\\.)*")\]|\[\d+\]')


def shown_path(path: str, *, limit: int = QUOTE_LIMIT) -> str:
    """A JSON path as people read it: each key longer than ``limit`` characters cut as
    :func:`quoted_json` cuts a string (the path an issue carries stays exact, for programs).

    >>> shown_path("$.meta.event"), shown_path('$.result["a b"][2]')
    ('$.meta.event', '$.result["a b"][2]')
    >>> shown_path("$.result." + "k" * 100 + "[0]", limit=8)
    '$.result["kkkkkkkk…" (100 characters)][0]'
    """
    if len(path) <= limit + 2:
        return path

    def cut(step: re.Match[str]) -> str:
        name, key = step.group(1), step.group(2)
        if name is not None and len(name) > limit:
            return f"[{quoted_json(name, limit=limit)}]"
        if key is not None and len(key) > limit + 2:
            try:
                return f"[{quoted_json(json.loads(key), limit=limit)}]"
            except ValueError:  # not a key json_path wrote
                return step.group(0)
        return step.group(0)

    return _STEP.sub(cut, path)


def _digits(number: int) -> int:
    """How many decimal digits ``number`` has (without printing it, which Python refuses
    beyond 4,300 digits)."""
    number = abs(number)
    estimate = max(1, int(number.bit_length() * 0.30102999566398120))  # log10(2)
    if number >= 10 ** estimate:
        estimate += 1
    while estimate > 1 and number < 10 ** (estimate - 1):
        estimate -= 1
    return estimate
