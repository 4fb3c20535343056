"""Card-code parsing shared by both games.

A card code is a suit letter followed by a rank letter (``CQ``, ``EO``). Readers accept lower
case, ``10`` for the ten and, where a game defines them, Unicode suit symbols; writers always
emit the canonical upper-case two-letter code.
"""

from __future__ import annotations

from collections.abc import Mapping

from trickgames._core.errors import ParseError

__all__ = ["parse_card_index"]


def parse_card_index(
    text: object,
    *,
    suits: Mapping[str, int],
    ranks: Mapping[str, int],
    rank_count: int,
    game: str,
    canonical: str,
) -> int:
    """The index ``suit * rank_count + rank`` of a card code, or :class:`ParseError`.

    ``suits`` and ``ranks`` map every accepted (upper-case) spelling to its number;
    ``canonical`` lists the canonical codes for the error message.
    """
    if not isinstance(text, str):
        raise ParseError(
            f"a {game} card code must be a string, not {type(text).__name__}",
            code="unknown_card",
        )
    raw = text.strip()
    if raw:
        suit = suits.get(raw[0].upper())
        rank = ranks.get(raw[1:].upper())
        if suit is not None and rank is not None:
            return suit * rank_count + rank
    raise ParseError(
        f"unknown {game} card {text!r}: expected a suit then a rank, such as {canonical}",
        code="unknown_card",
    )
