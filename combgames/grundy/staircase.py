"""Monotonic (staircase) Tactix boards by dynamic programming, re-exported from the game's own theory
(:mod:`combgames.games.tactix.staircase`, where they live so that the game values its boards by them)."""

from combgames.games.tactix.staircase import *  # noqa: F401,F403
from combgames.games.tactix.staircase import __all__  # noqa: F401
