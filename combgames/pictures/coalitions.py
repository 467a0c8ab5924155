"""Pictures of coalition answers on surface boards: a kingmaker position and the moves that decide the winner.

:func:`kingmaker_scene` draws a position of the three-player torus game (or any game on a surface board whose
positions hold ``board`` cells 0 / 1 (x) / 2 (o)) with the stones, and rings around the cells where the
kingmaker's moves keep a chosen player's win forced: one ring colour per player the kingmaker can make
win (the colour of the stone to place is in the move list of :meth:`CoalitionTable.winning_moves`). The
caption says who moves, who the kingmaker is and whom they can crown, with the ring colours.

Examples
--------
>>> from combgames.analysis.torus3 import solve_torus3
>>> t = solve_torus3(3)
>>> p = t.game.parse_position(".xx/x../... | Vert")
>>> scene = kingmaker_scene(t, p)
>>> "<svg" in scene.to_svg()
True
"""

from __future__ import annotations

from typing import Any

from combgames.pictures.scene import Scene
from combgames.pictures.surfaces import cell_centre, surface_scene
from combgames.solvers.coalition import CoalitionTable

__all__ = ["kingmaker_scene"]

_RING_COLOURS = ("#1b9e77", "#d95f02", "#7570b3", "#e7298a")
_RING_NAMES = ("green", "orange", "purple", "pink")


def kingmaker_scene(table: CoalitionTable, position: Any = None, *, strict: bool = True,
                    names: tuple[str, ...] = ("Vert", "Horz", "Diag")) -> Scene:
    """Return a picture of ``position`` marking, for its kingmaker, the moves that make each player win.

    Parameters
    ----------
    table : CoalitionTable
        A coalition solve of a game on a surface board (``game.surface``) that reaches ``position``.
    position : optional
        Default: the table's start.
    strict : bool
        Strict kingmakers (the kingmaker alone forces the winner; default) or helped ones.
    names : tuple of str
        The players' names, for the caption.

    Raises
    ------
    ValueError
        If the position has no kingmaker of that kind.
    TypeError
        If the game has no surface board.
    """
    game = table.game
    surface = getattr(game, "surface", None)
    if surface is None:
        raise TypeError(f"kingmaker_scene draws games on a surface board; {type(game).__name__} has none")
    p = table.start if position is None else position
    kings = table.kingmakers(p, strict=strict)
    if not kings:
        raise ValueError(f"position {game.format_position(p)!r} has no {'strict ' if strict else ''}kingmaker")
    stones = {i: v - 1 for i, v in enumerate(p.board) if v}
    mover = game.to_move(p)
    k, made = next(iter(kings.items()))
    alone = "alone " if strict else ""
    crowned = [f"{names[j]} ({_RING_NAMES[i % 4]})" if mover == k else names[j] for i, j in enumerate(made)]
    caption = f"{names[mover]} to move; {names[k]} {alone}can make {' or '.join(crowned)} win"
    rings = []
    if mover == k:
        for idx, j in enumerate(made):
            team = (k,) if strict else tuple(sorted((k, j)))
            for m in table.winning_moves(team, (j,), p):
                rings.append((m[0], idx))
    scene = surface_scene(surface, stones, loops=False, caption=caption)
    for cell, idx in sorted(set(rings)):
        shift = 0.06 * idx
        scene.circle(cell_centre(surface, cell), 0.30 + shift, fill=None, stroke=_RING_COLOURS[idx % 4], width=2.5)
    return scene
