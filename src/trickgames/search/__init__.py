"""Search: the hidden hands sampled, the card play solved, a search player, mistake analysis.

The layer sits above the games and uses their public API only.
"""

from __future__ import annotations

from trickgames.search.player import SearchPlayer, Settings, action_values
from trickgames.search.rollouts import POLICIES, Rollouts
from trickgames.search.solver import OBJECTIVES, Solution, solve, value
from trickgames.search.worlds import WorldSampler, check_world, iter_worlds, sample_worlds

__all__ = ["OBJECTIVES", "POLICIES", "Rollouts", "SearchPlayer", "Settings", "Solution",
           "WorldSampler", "action_values", "check_world", "iter_worlds", "sample_worlds",
           "solve", "value"]
