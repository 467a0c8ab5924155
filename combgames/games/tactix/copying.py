"""The copying strategies of Tactix on a full rectangle (normal play), as functions of the position.

The seed (seeds/004_7c4ca64fa9fabca3.txt, "Tactix") wins normal-play Tactix on every full rectangle by
copying: on an even x even board the second player answers each move by its 180-degree rotation; on a board
with an odd side the first player removes the middle line and copies each reply onto the other half. :func:`mirror_strategy` is that strategy;
:func:`~combgames.solvers.strategy.check_memoryless_strategy` replays it against every reply.
"""

from __future__ import annotations

from typing import Any, Callable

from combgames.game import Game, checked_position
from combgames.games.tactix.values import require_tactix
from combgames.symmetry import dihedral_rectangle

__all__ = ["mirror_strategy"]


def mirror_strategy(game: Game) -> Callable[[Any], int]:
    """Return the seed's copying strategy [1]_ for Tactix (normal play) on a full rectangle, as a function.

    * both sides even: the second player answers each move by its image under the 180-degree rotation
      (``R180`` of :func:`~combgames.symmetry.dihedral_rectangle`; the image never meets the move,
      because no row or column is its own image);
    * a side odd: the first player removes the whole middle row (if the number of rows is odd) or middle
      column, leaving two equal rectangles, then copies each reply onto the other rectangle by translation.

    The returned function maps a position ``(mask, player)`` where the strategy's owner is to move to the
    owner's move; its attribute ``owner`` is that player. Use
    :func:`~combgames.solvers.strategy.check_memoryless_strategy` to check it against every reply.

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
    require_tactix(game, "mirror_strategy")
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
