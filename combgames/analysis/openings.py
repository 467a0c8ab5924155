"""Openings: the positions after the first k moves of a game, up to symmetry, with their values.

A position is *after k plies* from a start s when some sequence of exactly k legal moves leads from s to it
(the game not being over before). Up to the game's symmetry (``game.canonical``) these positions fall into
orbits; :func:`positions_after` returns one representative per orbit and :func:`opening_values` adds the
value of each for the player to move. "The two-stone openings of Picaria" are the positions after two plies
from the empty board.

Both walk the state graph of :func:`combgames.explore.explore` cut at depth k and follow it level by level,
so a position reachable both in fewer and in exactly k plies (possible once stones slide) is counted at k.

Examples
--------
>>> from combgames.games.positional import TicTacToe
>>> from combgames.analysis.openings import opening_values, positions_after
>>> g = TicTacToe()
>>> len(positions_after(g, 1)), len(positions_after(g, 2))     # centre, corner, edge; then 12 orbits
(3, 12)
>>> sorted(str(v) for v in opening_values(g, 1).values())      # for O, to move, after each first move of X
['draw', 'draw', 'draw']
"""

from __future__ import annotations

from typing import Any, Callable

from combgames.explore import explore
from combgames.game import Game
from combgames.base.checks import check_int

__all__ = ["opening_values", "positions_after"]


def positions_after(game: Game, plies: int, *, start: Any = None, symmetry: bool = True) -> list:
    """Return one position per orbit of the positions reached from ``start`` by exactly ``plies`` moves.

    Parameters
    ----------
    game : Game
    plies : int
        The number of moves k >= 0.
    start : position, optional
        Default ``game.initial()``.
    symmetry : bool
        Identify positions in one orbit of the game's symmetry (``game.canonical``; default True).

    Returns
    -------
    list
        Representatives in the order :func:`~combgames.explore.explore` first found them.

    Raises
    ------
    ValueError
        If ``plies`` is not a non-negative integer.

    Notes
    -----
    O(N) moves and keys for the N orbits within ``plies`` moves of the start.
    """
    check_int(plies, "plies", minimum=0)
    graph = explore(game, start, symmetry=symmetry, max_depth=plies)
    level = {0}
    for _ in range(plies):  # every node of a level < plies has depth < plies, so it was expanded
        level = {child for node in level for child in graph.children[node]}
    return [graph.positions[node] for node in sorted(level)]


def opening_values(game: Game, plies: int, *, start: Any = None, symmetry: bool = True,
                   value: Callable[[Any], Any] | None = None) -> dict[Any, Any]:
    """Return ``{position: value}`` for one position per orbit after exactly ``plies`` moves.

    Parameters
    ----------
    game : Game
    plies : int
        The number of moves k >= 0.
    start : position, optional
        Default ``game.initial()``.
    symmetry : bool
        Identify positions in one orbit of the game's symmetry (default True).
    value : callable, optional
        ``value(position)``, the value for the player to move; default the value found by retrograde
        analysis of every position reachable from ``start``
        (:func:`combgames.solvers.retrograde`, for two-player games).

    Returns
    -------
    dict
        Representative position -> its value, in the order of :func:`positions_after`.

    Raises
    ------
    ValueError
        If ``plies`` is not a non-negative integer.
    TypeError
        If no ``value`` is given and the game is not a two-player game.
    """
    reps = positions_after(game, plies, start=start, symmetry=symmetry)
    if value is None:
        from combgames.solvers import retrograde

        value = retrograde(game, start=start, symmetry=symmetry).value
    return {p: value(p) for p in reps}
