"""Quoting user input in messages: never more than a line of it.

An error message repeats the text it refuses (a card code, an action line, an option's value),
but a record may hold a 4 KB comment or a key of a million characters: :func:`quoted` shows
the first :data:`QUOTE_LIMIT` characters, then ``…`` and how long the text is, and never
raises (an integer too long to print says so instead).
"""

from __future__ import annotations

__all__ = ["QUOTE_LIMIT", "quoted"]

#: The most characters of a text a message quotes.
QUOTE_LIMIT = 60


def quoted(value: object, *, mark: str | None = None, limit: int = QUOTE_LIMIT) -> str:
    """``value`` as a message quotes it: a string as ``repr`` (or between two ``mark``
    characters), any other value as ``repr``; beyond ``limit`` characters cut, with ``…`` and
    the length of the whole.

    >>> quoted("p2 play HT"), quoted("p2 play HT", mark="`"), quoted(17)
    ("'p2 play HT'", '`p2 play HT`', '17')
    >>> quoted("p2 play HT  # " + "x" * 4000, limit=20)
    "'p2 play HT  # xxxxxx…' (4,014 characters)"
    >>> quoted("x" * 100, mark="`", limit=5)
    '`xxxxx…` (100 characters)'
    >>> quoted(10**5000)
    'an integer of 5,001 digits'
    """
    if isinstance(value, str):
        if len(value) <= limit:
            return repr(value) if mark is None else f"{mark}{value}{mark}"
        head = repr(value[:limit]) if mark is None else f"{mark}{value[:limit]}{mark}"
        return f"{head[:-1]}…{head[-1]} ({len(value):,} characters)"
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
