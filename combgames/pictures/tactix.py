"""Pictures of Tactix boards: the grid, its counters, and the run of counters a move removes.

The grid is drawn as in the seed's board diagrams [1]_: one square per cell, a counter (a filled disc) on each
present cell, empty cells left blank. Columns are lettered ``a, b, ...`` from the left and rows numbered
``1, 2, ...`` from the bottom, the cell names of :mod:`combgames.games.tactix` (so ``a1-c1`` is a run along
the bottom row, as on a chess board).

Registered pictures (:mod:`combgames.pictures.dispatch`): a ``Tactix`` game; in position graphs its positions
are drawn as small grids.

References
----------
.. [1] J. Iacono, K. Mazur, "Tactix on an S-shaped board",
   seeds/004_7c4ca64fa9fabca3.txt.
"""

from __future__ import annotations

from typing import Any

from combgames.games.tactix import Tactix, column_name
from combgames.pictures._style import BOARD, LIGHT
from combgames.pictures.dispatch import scene_of
from combgames.pictures.graphs import position_glyph
from combgames.pictures.scene import MAX_CELLS, Scene, check_picture_size
from combgames.base.checks import is_int

__all__ = ["tactix_scene"]

_COUNTER = "#2b6cb0"
_REMOVED = "#d62728"


def tactix_scene(game: Any, position: Any = None, *, move: Any = None, names: bool = True,
                 caption: str | None = None, max_cells: int = MAX_CELLS) -> Scene:
    """Return a scene of a Tactix position.

    Parameters
    ----------
    game : combgames.games.tactix.Tactix
        The game (grid size; its starting counters are drawn when ``position`` is None).
    position : int, (int, int) or str, optional
        The counters: a bitmask, a position ``(mask, player)``, or board text such as ``"xx../.xxx"``.
    move : int or str, optional
        A move to show (a bitmask of removed counters, or move text like ``"a1-c1"``): its counters are
        drawn crossed out in red and joined by a bar.
    names : bool
        Letter the columns and number the rows (default True).
    caption : str, optional
        Text under the grid.
    max_cells : int
        Refuse a grid of more cells than this (default 40,000).

    Raises
    ------
    ValueError
        If the position does not fit the grid or the move is not a legal move of the position.
    """
    rows, cols = game.rows, game.cols
    check_picture_size(rows * cols, f"a {rows} x {cols} Tactix grid", max_cells)
    if position is None:
        mask = game.initial()[0]
    elif isinstance(position, str):
        mask = game.parse_position(position)[0]
    elif isinstance(position, tuple):
        mask = position[0]
    else:
        mask = position
    if not is_int(mask) or mask < 0 or mask >> (rows * cols):
        raise ValueError(f"position must be a mask of cells of the {rows} x {cols} grid, not {position!r}")
    if isinstance(move, str):
        move = game.parse_move(move)
    if move is not None and not is_int(move):
        raise TypeError(f"move must be move text such as 'a1-c1' or a bitmask of counters, not {move!r}")
    if move is not None and move not in game.moves((mask, 0)):
        raise ValueError(f"move {game.format_move(move)} is not a legal move of {game.format_position((mask, 0))}")
    left = 0.6 if names else 0.15
    top = 0.6 if names else 0.15
    bottom = 0.65 if caption else 0.15
    scene = Scene((-left, -rows - bottom, cols + 0.15, top), scale=max(28.0, min(60.0, 480.0 / max(rows, cols))),
                  title=f"Tactix {game.format_position((mask, 0))}")
    for r in range(rows):
        for c in range(cols):
            scene.rect((c, -r - 1), 1, 1, fill="#f4efe6", stroke=LIGHT, width=1.0)
    scene.rect((0, -rows), cols, rows, stroke=BOARD, width=2.0)
    removed = move or 0
    for r in range(rows):
        for c in range(cols):
            bit = 1 << (r * cols + c)
            if mask & bit:
                centre = (c + 0.5, -r - 0.5)
                scene.circle(centre, 0.34, fill=_COUNTER if not removed & bit else "#f3c4c4",
                             stroke=BOARD if not removed & bit else _REMOVED, width=1.5)
    if removed:
        cells = [divmod(i, cols) for i in range(rows * cols) if removed >> i & 1]
        (r0, c0), (r1, c1) = cells[0], cells[-1]
        scene.line((c0 + 0.5, -r0 - 0.5), (c1 + 0.5, -r1 - 0.5), stroke=_REMOVED, width=5.0, opacity=0.85)
        for r, c in cells:
            d = 0.2
            scene.line((c + 0.5 - d, -r - 0.5 - d), (c + 0.5 + d, -r - 0.5 + d), stroke=_REMOVED, width=3.0)
            scene.line((c + 0.5 - d, -r - 0.5 + d), (c + 0.5 + d, -r - 0.5 - d), stroke=_REMOVED, width=3.0)
    if names:
        for c in range(cols):
            scene.text((c + 0.5, 0.28), column_name(c), size=0.32, colour="#555555")
        for r in range(rows):
            scene.text((-0.3, -r - 0.5), str(rows - r), size=0.32, colour="#555555")  # row 1 at the bottom
    if caption:
        scene.text((cols / 2, -rows - 0.4), caption, size=0.32)
    return scene


scene_of.register(Tactix, tactix_scene)


@position_glyph.register
def _tactix_glyph(game: Tactix):
    return lambda p: tactix_scene(game, p, names=False)
