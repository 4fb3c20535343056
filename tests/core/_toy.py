"""The toy game of the core tests: the action classes of a small game of its own (frozen attrs
subclasses of :class:`~trickgames._core.actions.BaseAction`), so that each rule of the action
line (tests/core/test_actions.py) and of make_triad (tests/core/test_triad.py) is seen on its
own. Each test module builds its own parser or triad of these classes."""

from __future__ import annotations

import enum

import attrs

from trickgames._core.actions import BaseAction

__all__ = ["Knock", "LongWave", "LoudKnock", "Mood", "NotedStep", "Pass", "Shout", "Step",
           "Toy", "VeryLoudKnock", "Wave"]


class Mood(enum.StrEnum):
    """A named choice: prints as its value, like a Doppelkopf call or a Schafkopf game."""

    CALM = "calm"
    LOUD = "loud"


@attrs.frozen(repr=False)
class Toy(BaseAction):
    """The toy game's base action (names no verb)."""


@attrs.frozen(repr=False)
class Wave(Toy):
    """A verb without arguments (the triad's hot class, like ``Play``)."""

    verb = "wave"


@attrs.frozen(repr=False)
class LongWave(Wave):
    """A subclass of a verb's class with a verb of its own."""

    verb = "wave-long"


@attrs.frozen(repr=False)
class Shout(Toy):
    """One argument, a named choice."""

    mood: Mood
    verb = "shout"


@attrs.frozen(repr=False)
class Step(Toy):
    """Two arguments, and a derived field that is no argument (like ``Play.bit``)."""

    word: str
    count: int
    twice: int = attrs.field(init=False, eq=False, repr=False,
                             default=attrs.Factory(lambda self: 2 * self.count,
                                                   takes_self=True))
    verb = "step"


@attrs.frozen(repr=False)
class Pass(Toy):
    """A tuple argument (like ``give`` with three cards), printed item by item."""

    items: tuple[str, ...]
    verb = "pass"


@attrs.frozen(repr=False)
class NotedStep(Step):
    """A user's subclass that names no verb of its own, with a field of its own."""

    note: str = attrs.field(default="", kw_only=True)


@attrs.frozen(repr=False)
class Knock(Toy):
    """The first of three verbs, each class deriving from the one before."""

    verb = "knock"


@attrs.frozen(repr=False)
class LoudKnock(Knock):
    verb = "knock!"


@attrs.frozen(repr=False)
class VeryLoudKnock(LoudKnock):
    verb = "knock!!"
