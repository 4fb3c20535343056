"""The observation vector's layout (trickgames.rl._layout; docs/learning.md "The observation
vector")."""

from __future__ import annotations

import pytest

from trickgames.rl._layout import Layout, part


def test_segments_follow_each_other() -> None:
    """docs/learning.md "The observation vector": the segments lie one after the other, each
    with its shape, bound and meaning, as the docs' table shows them."""
    layout = Layout([part("a", (2,), 1, "first"), part("b", (4, 3), 12, "per seat"),
                     part("c", (1,), 240, "one")])
    assert [(s.name, s.offset, s.size, s.width) for s in layout] == [
        ("a", 0, 2, 2), ("b", 2, 12, 3), ("c", 14, 1, 1)]
    assert layout.size == 15 and "b" in layout and "d" not in layout
    assert layout.high.tolist() == [1.0] * 2 + [12.0] * 12 + [240.0]
    assert not layout.high.flags.writeable
    assert layout.rows()[1] == ("b", "2-13", "4 x 3", "0-12", "per seat")
    assert layout.rows()[2][1] == "14"


def test_segment_names_are_unique() -> None:
    """docs/learning.md "The observation vector": a segment is found by its name."""
    with pytest.raises(ValueError, match="unique"):
        Layout([part("a", (1,), 1, "x"), part("a", (1,), 1, "y")])
