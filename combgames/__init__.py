"""combgames: combinatorial games on finite structures, their solvers, and the reproduce table.

The generic game interface is :mod:`combgames.game`; concrete games are in :mod:`combgames.games`;
solvers in :mod:`combgames.solvers` (start with :func:`combgames.solve`).
"""

from combgames.game import DRAW, Game, IllegalMoveError, PositionFormatError

__all__ = ["DRAW", "Game", "IllegalMoveError", "PositionFormatError", "solve"]
__version__ = "0.1.0"


def __getattr__(name: str):
    # `solve` is imported lazily so that `import combgames` stays cheap for the geometry-only user.
    if name == "solve":
        from combgames.solvers import solve

        return solve
    raise AttributeError(f"module 'combgames' has no attribute {name!r}")
