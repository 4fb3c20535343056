"""Shared by the view and record tests of both games: which card codes a JSON value mentions.

A card code that occurs as a word anywhere in a view's or a redacted record's JSON text (in any
string, dict keys included; numbers and ``true``/``false``/``null`` are never card codes)
counts as shown. Doppelkopf has two copies of each card, so a code the viewer may know (it
holds or saw one copy) can hide the other copy; the tests therefore look only for codes the
viewer cannot know at all. The stronger statement (a view does not change when unseen cards
are swapped) is the swap property of ``test_properties.py``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from typing import Any

__all__ = ["mentioned"]

_WORD = re.compile(r"[A-Za-z0-9]+")


def mentioned(value: Any, codes: Iterable[str]) -> set[str]:
    """The card codes of ``codes`` that occur as a word in the JSON text of ``value``."""
    wanted = set(codes)
    return {word for word in _WORD.findall(json.dumps(value, ensure_ascii=False))
            if word in wanted}
