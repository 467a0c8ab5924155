"""S-shaped Tactix boards: the closed formula r(a, b) and the exact programme, re-exported from the game's own
theory (:mod:`combgames.games.tactix.sshape`, where they live so that the game values its boards by them)."""

from combgames.games.tactix.sshape import *  # noqa: F401,F403
from combgames.games.tactix.sshape import __all__  # noqa: F401
