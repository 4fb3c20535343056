"""The adapters' games by name (trickgames.rl._registry)."""

from __future__ import annotations

import pytest

from trickgames import GAMES, ArgumentError
from trickgames.rl._registry import spec


def test_every_game_of_the_library_has_its_adapter_tables() -> None:
    """docs/api.md "The games": the adapters know every game of the registry, made once."""
    for name in GAMES:
        assert spec(name).name == name and spec(name) is spec(name)


def test_an_unknown_game_is_refused() -> None:
    """docs/api.md "The games": a name the registry does not know is its ``unknown_game``."""
    with pytest.raises(ArgumentError) as caught:
        spec("skat")
    assert caught.value.code == "unknown_game"
