"""Tests of trickgames._core.deprecation: names of an earlier release still work for one
release and warn (CHANGELOG.md "Deprecated"; docs/api.md "The two games": the old forms
"still work for one release and warn (DeprecationWarning)").

Each game module that kept old names makes its ``__getattr__`` (PEP 562) with
:func:`~trickgames._core.deprecation.module_getattr`; every such name is checked here: that it
warns, names a replacement that exists, and gives the value the old name gave.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import warnings
from collections.abc import Callable, Sequence
from typing import Any

import attrs
import pytest

import trickgames
from trickgames import doppelkopf as dk
from trickgames import schafkopf as sk
from trickgames._core.deprecation import module_getattr
from trickgames.doppelkopf import follow as dk_follow
from trickgames.schafkopf import follow as sk_follow
from trickgames.schafkopf import hands as sk_hands

#: Every old name kept, by module, with the replacement its warning names (CHANGELOG.md
#: "Deprecated"; ``new_state``: the keyword-only builder ``make_state``).
ALIASES = [
    ("trickgames.doppelkopf.play", "PLAY_CHUNKS",
     "trickgames.doppelkopf.follow.legal_plays or PLAYS_OF"),
    ("trickgames.doppelkopf.play", "play_chunks",
     "trickgames.doppelkopf.follow.legal_plays or PLAYS_OF"),
    ("trickgames.schafkopf.play", "PLAY_CHUNKS",
     "trickgames.schafkopf.follow.legal_plays or PLAYS_OF"),
    ("trickgames.schafkopf.hands", "CARD_CHUNKS", "trickgames.schafkopf.hands.hand_cards"),
    ("trickgames.schafkopf.hands", "chunk_tables", "trickgames._core.bits.BitTable"),
    ("trickgames.doppelkopf.state", "new_state",
     "trickgames.doppelkopf.state.make_state (keyword-only)"),
    ("trickgames.schafkopf.state", "new_state",
     "trickgames.schafkopf.state.make_state (keyword-only)"),
]
ALIAS_IDS = [f"{module.rsplit('.', 2)[1]}.{name}" for module, name, _ in ALIASES]


def old(module: str, name: str) -> Any:
    """The value of an old name, which must warn once, naming the module and the name."""
    with pytest.warns(DeprecationWarning, match=re.escape(f"{module}.{name} is deprecated")
                      ) as caught:
        value = getattr(importlib.import_module(module), name)
    assert len(caught) == 1
    assert str(caught[0].message).startswith(f"{module}.{name} is deprecated: use ")
    return value


def _resolve(dotted: str) -> Any:
    """The object a dotted name ``package.module.attribute`` names."""
    module, _, attribute = dotted.rpartition(".")
    return getattr(importlib.import_module(module), attribute)


def _lookup(chunks: Sequence[Sequence[tuple[Any, ...]]], mask: int) -> tuple[Any, ...]:
    """What chunk tables give for ``mask``: each chunk's entry, lowest bits first."""
    bits = (len(chunks[0]) - 1).bit_length()
    out: tuple[Any, ...] = ()
    for table in chunks:
        out += table[mask & ((1 << bits) - 1)]
        mask >>= bits
    return out


def _masks(size: int) -> list[int]:
    """Masks over ``size`` cards to look up: empty, single cards, a few mixed, all."""
    full = (1 << size) - 1
    return [0, 1, 1 << (size - 1), 0b1011_0110_0101, 0x5A5A5A5A & full, full ^ (1 << 11), full]


# -- module_getattr itself ----------------------------------------------------------------------


def test_an_old_name_warns_naming_the_replacement_and_gives_its_value() -> None:
    """CHANGELOG.md "Deprecated" (still works, warns DeprecationWarning): the message is
    "<module>.<name> is deprecated: use <replacement>", and the value is what the old name
    gave."""
    getattr_ = module_getattr("example", {"OLD": (lambda: 42, "example.NEW")})
    with pytest.warns(DeprecationWarning, match="OLD") as caught:
        value = getattr_("OLD")
    assert value == 42
    assert [str(w.message) for w in caught] == ["example.OLD is deprecated: use example.NEW"]


def test_the_warning_points_at_the_line_that_uses_the_old_name() -> None:
    """CHANGELOG.md "Deprecated": the warning is attributed to the code that uses the old
    name (stacklevel 2), so the user sees which line to change."""
    getattr_ = module_getattr("example", {"OLD": (lambda: 1, "example.NEW")})
    with pytest.warns(DeprecationWarning, match="OLD") as caught:
        getattr_("OLD")
    assert caught[0].filename == __file__


def test_the_value_is_made_at_every_use_and_warns_every_time() -> None:
    """CHANGELOG.md "Deprecated" (each old name still works and warns): nothing is made
    until the name is used; each use makes the value again and warns again."""
    made: list[int] = []

    def value_of() -> list[int]:
        made.append(len(made))
        return list(made)

    getattr_ = module_getattr("example", {"OLD": (value_of, "example.NEW")})
    assert made == []
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        first, second = getattr_("OLD"), getattr_("OLD")
    assert (first, second) == ([0], [0, 1])
    assert len(caught) == 2
    assert all(w.category is DeprecationWarning for w in caught)


def test_an_unknown_name_is_an_attribute_error_without_a_warning() -> None:
    """PEP 562 (``__getattr__`` raises AttributeError for a name the module lacks): a name
    that is not an old one is an AttributeError naming module and name, and does not warn."""
    getattr_ = module_getattr("example", {"OLD": (lambda: 1, "example.NEW")})
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with pytest.raises(AttributeError) as info:
            getattr_("NEW")
    assert str(info.value) == "module 'example' has no attribute 'NEW'"
    assert caught == []


@pytest.mark.parametrize("module", sorted({module for module, _, _ in ALIASES}))
def test_real_modules_refuse_unknown_names(module: str) -> None:
    """PEP 562: the game modules' ``__getattr__`` keeps ``AttributeError`` for names that do
    not exist (``hasattr`` says no, without a warning)."""
    loaded = importlib.import_module(module)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert not hasattr(loaded, "NO_SUCH_NAME")
        with pytest.raises(AttributeError, match=rf"module '{module}' has no attribute 'nope'"):
            loaded.nope  # noqa: B018
    assert caught == []


@pytest.mark.parametrize("module", sorted({module for module, _, _ in ALIASES}))
def test_star_import_takes_no_old_name(module: str) -> None:
    """CHANGELOG.md "Deprecated": only code that uses an old name is warned; ``import *``
    takes the module's ``__all__``, without the old names and without a warning."""
    namespace: dict[str, Any] = {}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        exec(f"from {module} import *", namespace)
    assert caught == []
    olds = {name for m, name, _ in ALIASES if m == module}
    assert not olds & set(namespace)


# -- every old name of the library ----------------------------------------------------------------


def _old_names_in_the_library() -> set[tuple[str, str]]:
    """Every ``(module, name)`` that a module of the package keeps through
    :func:`module_getattr` (read from the ``__getattr__`` it made)."""
    found: set[tuple[str, str]] = set()
    for info in pkgutil.walk_packages(trickgames.__path__, "trickgames."):
        if info.name.endswith("__main__"):
            continue  # running it is the command line
        getattr_ = vars(importlib.import_module(info.name)).get("__getattr__")
        if getattr_ is None:
            continue
        assert getattr_.__qualname__ == "module_getattr.<locals>.__getattr__", info.name
        cells = dict(zip(getattr_.__code__.co_freevars, getattr_.__closure__, strict=True))
        found.update((info.name, name) for name in cells["old"].cell_contents)
    return found


def test_every_old_name_is_tested_here() -> None:
    """CHANGELOG.md "Deprecated": the list of old names above is every name the library keeps
    with :func:`module_getattr`, each module's ``__getattr__`` made by it."""
    assert _old_names_in_the_library() == {(module, name) for module, name, _ in ALIASES}



@pytest.mark.parametrize(("module", "name", "instead"), ALIASES, ids=ALIAS_IDS)
def test_every_old_name_warns_naming_a_replacement_that_exists(module: str, name: str,
                                                               instead: str) -> None:
    """CHANGELOG.md "Deprecated": each old name warns DeprecationWarning with "<module>.<name>
    is deprecated: use <replacement>", and the replacement it names is a real name of the
    library (the first word of the advice; ``PLAYS_OF`` beside ``legal_plays``)."""
    message = f"{module}.{name} is deprecated: use {instead}"
    with pytest.warns(DeprecationWarning, match=re.escape(message)) as caught:
        getattr(importlib.import_module(module), name)
    assert [str(w.message) for w in caught] == [message]
    assert caught[0].filename == __file__
    replacement = instead.split()[0]
    assert callable(_resolve(replacement))
    if " or " in instead:  # "legal_plays or PLAYS_OF": the per-seat form of the same function
        plays_of = _resolve(f"{replacement.rpartition('.')[0]}.{instead.split(' or ')[1]}")
        assert [plays_of[seat](0b111) for seat in range(4)] == [
            _resolve(replacement)(seat, 0b111) for seat in range(4)]


def test_from_import_of_an_old_name_warns() -> None:
    """CHANGELOG.md "Deprecated": ``from module import OLD`` works (PEP 562) and warns."""
    with pytest.warns(DeprecationWarning, match="CARD_CHUNKS is deprecated"):
        from trickgames.schafkopf.hands import CARD_CHUNKS
    assert _lookup(CARD_CHUNKS, 0b101) == (sk.Card(0), sk.Card(2))


@pytest.mark.parametrize(("module", "follow", "size"), [
    ("trickgames.doppelkopf.play", dk_follow, 24),
    ("trickgames.schafkopf.play", sk_follow, 32),
], ids=["doppelkopf", "schafkopf"])
def test_play_chunks_give_the_legal_plays(module: str, follow: Any, size: int) -> None:
    """CHANGELOG.md "Deprecated" (``PLAY_CHUNKS``: use ``follow.legal_plays``); docs/performance.md
    "What makes it fast" (masks to actions by table lookup): per seat, the chunk tables map a
    mask of playable cards to that seat's plays of exactly those cards, in card order, the
    ones ``legal_plays`` gives."""
    chunks = old(module, "PLAY_CHUNKS")
    assert len(chunks) == 4
    for seat in range(4):
        for mask in _masks(size):
            plays = _lookup(chunks[seat], mask)
            assert plays == follow.legal_plays(seat, mask)
            assert [play.seat for play in plays] == [seat] * mask.bit_count()
            assert [int(play.card) for play in plays] == [c for c in range(size) if mask >> c & 1]


def test_doppelkopf_play_chunks_of_a_seat() -> None:
    """CHANGELOG.md "Deprecated" (``doppelkopf.play.play_chunks``): the function gives a seat's
    chunk tables, the same as ``PLAY_CHUNKS[seat]``."""
    play_chunks: Callable[[int], Any] = old("trickgames.doppelkopf.play", "play_chunks")
    chunks = old("trickgames.doppelkopf.play", "PLAY_CHUNKS")
    for seat in range(4):
        assert play_chunks(seat) == chunks[seat]
        assert _lookup(play_chunks(seat), 1 << 3) == (dk.Play(seat, dk.Card.CQ),)


def test_schafkopf_card_chunks_give_the_cards_of_a_mask() -> None:
    """CHANGELOG.md "Deprecated" (``schafkopf.hands.CARD_CHUNKS``: use
    ``hands.hand_cards(mask)``): the tables map a hand mask to its cards in code order."""
    chunks = old("trickgames.schafkopf.hands", "CARD_CHUNKS")
    for mask in _masks(32):
        assert _lookup(chunks, mask) == sk_hands.hand_cards(mask)
    assert _lookup(chunks, (1 << 32) - 1) == tuple(sk.Card)


def test_schafkopf_chunk_tables_of_any_items() -> None:
    """CHANGELOG.md "Deprecated" (``schafkopf.hands.chunk_tables``: use ``BitTable``): the
    function makes 11-bit chunk tables of any items."""
    chunk_tables = old("trickgames.schafkopf.hands", "chunk_tables")
    items = [f"i{n}" for n in range(14)]
    chunks = chunk_tables(items)
    assert [len(table) for table in chunks] == [2048, 8]
    assert _lookup(chunks, (1 << 13) | (1 << 11) | 1) == ("i0", "i11", "i13")


@pytest.mark.parametrize("engine", [dk, sk], ids=["doppelkopf", "schafkopf"])
def test_new_state_builds_a_state_from_all_its_fields(engine: Any) -> None:
    """CHANGELOG.md "Deprecated" (``state.new_state``: use ``make_state``): the old positional
    builder still makes, from every field of a state in order (derived ones included), a state
    equal to it, of the game's ``State`` class."""
    new_state = old(f"{engine.__name__}.state", "new_state")
    state = engine.deal(next(iter(engine.PRESETS)), seed=3)
    for _ in range(9):
        state = engine.apply(state, engine.legal_actions(state)[-1])
    fields = [getattr(state, field.name) for field in attrs.fields(type(state))]
    rebuilt = new_state(*fields)
    assert type(rebuilt) is engine.State
    assert rebuilt == state
    assert rebuilt.actions == state.actions and rebuilt.playable == state.playable
