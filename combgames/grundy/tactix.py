"""Tactix in Grundy theory: the copying strategies of the seed and a checker of memoryless strategies; the
values themselves are the game's own theory (:mod:`combgames.games.tactix.values`), re-exported here.

:func:`mirror_strategy` is the 180-degree and middle-line copying strategy (seeds/004_7c4ca64fa9fabca3.txt);
:func:`check_memoryless_strategy` walks every position a memoryless strategy reaches against every reply and
:func:`strategy_tree` expands one into a :class:`~combgames.solvers.Strategy` tree.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from combgames.explore import explore
from combgames.game import Game, capabilities, checked_position, resolve_no_move_rule
from combgames.games.tactix.values import (  # noqa: F401  (the values of Tactix, re-exported)
    MAX_POSITIONS,
    MAX_SHAPES,
    METHODS,
    PathShape,
    Plan,
    ShapeValues,
    TableResult,
    TactixValuer,
    _require_tactix,
    components,
    connected_subsets,
    path_shape,
    plan,
    rectangle_values,
    shape_key,
    tactix_table,
    tactix_value,
    winning_moves,
)
from combgames.solvers.strategy import StrategyError
from combgames.symmetry import dihedral_rectangle
from combgames.base.checks import check_int

__all__ = [
    "MAX_POSITIONS", "MAX_SHAPES", "METHODS", "PathShape", "Plan", "ShapeValues", "TableResult", "TactixValuer",
    "check_memoryless_strategy", "components", "connected_subsets", "mirror_strategy", "path_shape", "plan",
    "rectangle_values", "shape_key", "strategy_tree", "tactix_table", "tactix_value", "winning_moves",
]


def mirror_strategy(game: Game) -> Callable[[Any], int]:
    """Return the seed's copying strategy [1]_ for Tactix (normal play) on a full rectangle, as a function.

    * both sides even: the second player answers each move by its image under the 180-degree rotation
      (``R180`` of :func:`~combgames.symmetry.dihedral_rectangle`; the image never meets the move,
      because no row or column is its own image);
    * a side odd: the first player removes the whole middle row (if the number of rows is odd) or middle
      column, leaving two equal rectangles, then copies each reply onto the other rectangle by translation.

    The returned function maps a position ``(mask, player)`` where the strategy's owner is to move to the
    owner's move; its attribute ``owner`` is that player. Use :func:`check_memoryless_strategy` to check it
    against every reply.

    Raises
    ------
    ValueError
        If the game's board is not the full rectangle.

    References
    ----------
    .. [1] seeds/004_7c4ca64fa9fabca3.txt, "Tactix" (paragraph on the normal play convention).

    Examples
    --------
    >>> from combgames.games.tactix import Tactix
    >>> game = Tactix(2, 2)
    >>> strategy = mirror_strategy(game)
    >>> strategy.owner, game.format_move(strategy(game.play(game.initial(), 0b0001)))
    (1, 'b1')
    """
    _require_tactix(game, "mirror_strategy")
    rows, cols = game.rows, game.cols
    full = (1 << (rows * cols)) - 1
    if game.board != full:
        raise ValueError("the copying strategies are for the full rectangle")

    if rows % 2 == 0 and cols % 2 == 0:
        symmetries = dihedral_rectangle(rows, cols)
        half_turn = symmetries.names.index("R180")

        def rotate(m: int) -> int:
            return symmetries.image_mask(m, half_turn)

        def strategy(p: Any) -> int:
            checked_position(game, p)
            return _copy_last_move(rotate, full & ~p[0], p, "is symmetric: the 180-degree strategy")

        strategy.owner = 1  # type: ignore[attr-defined]
        return strategy

    if rows % 2 == 1:
        mid, half = rows // 2, rows // 2 + 1
        middle = sum(1 << (mid * cols + c) for c in range(cols))
        shift = half * cols  # the top rectangle's cells lie shift bits below the bottom one's
    else:
        mid, half = cols // 2, cols // 2 + 1
        middle = sum(1 << (r * cols + mid) for r in range(rows))
        shift = half
    first = sum(1 << i for i in range(rows * cols) if (i // cols if rows % 2 == 1 else i % cols) < mid)

    def translate(m: int) -> int:  # each half onto the other
        return ((m & first) << shift) | ((m & ~first) >> shift)

    def strategy(p: Any) -> int:  # type: ignore[no-redef]
        checked_position(game, p)
        if p[0] == full:
            return middle
        return _copy_last_move(translate, full & ~p[0] & ~middle, p, "is a copy of itself: the copying strategy")

    strategy.owner = 0  # type: ignore[attr-defined]
    return strategy


def _copy_last_move(copy: Callable[[int], int], gone: int, p: Any, what: str) -> int:
    """The copy of the opponent's last move: the removed counters ``gone`` whose copies are still present."""
    last = gone & ~copy(gone)
    if not last:
        raise ValueError(f"position {p!r} {what} has no move to copy")
    return copy(last)


class _Following:
    """``game`` with the moves of ``player`` cut down to the one move ``strategy`` chooses (a game itself)."""

    def __init__(self, game: Game, strategy: Callable[[Any], Any], player: int):
        self.game, self.strategy, self.player = game, strategy, player
        self.players = game.players
        self.pass_turn = capabilities(game).pass_turn

    def initial(self) -> Any:
        return self.game.initial()

    def to_move(self, p: Any) -> int:
        return self.game.to_move(p)

    def result(self, p: Any) -> Any:
        return self.game.result(p)

    def play(self, p: Any, m: Any) -> Any:
        return self.game.play(p, m)

    def moves(self, p: Any) -> Sequence[Any]:
        ms = self.game.moves(p)
        if not ms or self.game.to_move(p) != self.player or self.game.result(p) is not None:
            return ms
        m = self.strategy(p)
        if m not in ms:
            raise StrategyError(f"in {p!r} the strategy's move {m!r} is illegal")
        return [m]


def check_memoryless_strategy(game: Game, strategy: Callable[[Any], Any], player: int,
                              position: Any = None) -> int:
    """Check that a strategy given as a function of the position wins against every reply.

    Explores (:func:`combgames.explore.explore`, without symmetry) every position reachable when ``player``
    follows ``strategy`` and the opponent plays any legal move, each position once, and checks that the
    strategy's moves are legal and that every finished game is a win for ``player`` under the game's no-move
    rule. Unlike a strategy *tree*, the work is bounded by the number of distinct positions, not by the
    number of lines of play.

    Returns
    -------
    int
        The number of distinct positions visited.

    Raises
    ------
    combgames.solvers.StrategyError
        With the position where the strategy fails.

    Examples
    --------
    >>> from combgames.games.tactix import Tactix
    >>> game = Tactix(2, 2)
    >>> check_memoryless_strategy(game, mirror_strategy(game), 1)   # start, 8 moves, 3 answers, 4 last moves
    16
    """
    if not callable(strategy):
        raise TypeError(f"strategy must be a function of the position, not {type(strategy).__name__}")
    player = check_int(player, "player", minimum=0, maximum=getattr(game, "players", 2) - 1)
    graph = explore(_Following(game, strategy, player), position, symmetry=False,
                    no_move_rule=resolve_no_move_rule(game))
    for node, result in graph.terminal.items():
        if result != player:
            raise StrategyError(f"the game ends in {graph.positions[node]!r} with result {result}, not a win for "
                                f"player {player}")
    return graph.size


def strategy_tree(game: Game, strategy: Callable[[Any], Any], player: int, position: Any = None):
    """Expand a memoryless strategy into a :class:`combgames.solvers.Strategy` tree (small games only)."""
    from combgames.solvers.strategy import Strategy

    p0 = game.initial() if position is None else position

    def build(p: Any) -> Strategy:
        ms = game.moves(p)
        if not ms:
            return Strategy()
        if game.to_move(p) == player:
            m = strategy(p)
            return Strategy(move=m, next=build(game.play(p, m)))
        return Strategy(replies={m: build(game.play(p, m)) for m in ms})

    return build(p0)
