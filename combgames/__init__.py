"""combgames: combinatorial games on finite structures, their solvers, and the reproduce table.

The generic game interface is :mod:`combgames.game`; concrete games are in :mod:`combgames.games`;
solvers in :mod:`combgames.solvers` (start with :func:`combgames.solve`). The shared machinery under
everything (argument checks, the nauty bridge, kernel dispatch, file boundaries, checkpoints) is
:mod:`combgames.base`, which ``designs`` and ``topology`` also build on.

Nothing is imported eagerly: ``import designs`` loads this package on its way to :mod:`combgames.base`, and
pays for nothing else.
"""

__all__ = ["DRAW", "Game", "IllegalMoveError", "PositionFormatError", "solve"]
__version__ = "0.1.0"

_FROM_GAME = ("DRAW", "Game", "IllegalMoveError", "PositionFormatError")


def __getattr__(name: str):
    # Loaded on first use so that `import combgames.base` (by designs and topology) and `import combgames`
    # stay cheap for the geometry-only user.
    if name in _FROM_GAME:
        from combgames import game

        return getattr(game, name)
    if name == "solve":
        from combgames.solvers import solve

        return solve
    raise AttributeError(f"module 'combgames' has no attribute {name!r}")
