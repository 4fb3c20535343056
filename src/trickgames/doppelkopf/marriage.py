"""Marriage (Hochzeit, TSR 4.4): finding the partner in the clarification trick.

The partner is whoever wins the first trick, among the first three, that the marriage player
does not win, whatever was led. If the marriage player wins tricks 1-3 he plays alone from then
on: a diamonds solo (the normal game's card order), scored as a solo but not a compulsory one.
Announcements open once the clarification trick is complete; a partner found in trick 2 moves
every announcement deadline one card later, in trick 3 (or no partner) two cards.
"""

from __future__ import annotations

import attrs

from trickgames.doppelkopf.state import Game

__all__ = ["after_trick"]

#: The last trick that can clarify a marriage.
LAST_CLARIFICATION_TRICK = 3


def after_trick(game: Game, number: int, winner: int) -> Game:
    """The game after trick ``number`` (1-based) of an open marriage was won by ``winner``."""
    if winner != game.declarer:
        pair = (game.declarer, winner)
        re = (0 in pair, 1 in pair, 2 in pair, 3 in pair)
        return attrs.evolve(
            game, partner=winner, re=re, open=False, clarified_in=number, shift=number - 1
        )
    if number >= LAST_CLARIFICATION_TRICK:
        return attrs.evolve(game, open=False, solo=True, clarified_in=number, shift=2)
    return game
