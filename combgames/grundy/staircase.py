"""Monotonic (staircase) Tactix boards by dynamic programming, re-exported from the game's own theory
(:mod:`combgames.games.tactix.staircase`, where they live so that the game values its boards by them), with
the boards built as games (:func:`combgames.games.tactix.staircase_game`,
:func:`~combgames.games.tactix.monotone_boards`)."""

from combgames.games.tactix import monotone_boards, staircase_game  # noqa: F401
from combgames.games.tactix.staircase import *  # noqa: F401,F403
from combgames.games.tactix.staircase import __all__ as _theory

__all__ = sorted(_theory + ["monotone_boards", "staircase_game"])
