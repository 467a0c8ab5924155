"""Pictures of drawn boards (Picaria, its 13-point version, Tapatan, the s-gon relatives, ...) and positions.

:func:`board_scene` draws a :class:`combgames.games.boards.Board` as in the sources' figures [1]_: the drawn
segments, the points, their names, and stones (X black, O white) for a position. :func:`picaria_scene`
draws a position of a :class:`combgames.games.picaria.Picaria` game on its board, with the player to move,
the stones still in hand, a completed line in colour and, optionally, a move (a ring for a placement, an
arrow for a slide).

References
----------
.. [1] U. Larsson, I. Rocha, "Eternal Picaria", seeds/000_673cd376e7bd542d.txt,
   Figures 1 and 2.
"""

from __future__ import annotations

import math
from typing import Any, Sequence

from combgames.games.boards import Board
from combgames.games.picaria import Picaria
from combgames.games.stones import StoneGame
from combgames.pictures._style import BOARD, PLAYER_COLOURS, index_list, items_of
from combgames.pictures.dispatch import scene_of
from combgames.pictures.graphs import position_glyph
from combgames.pictures.scene import MAX_CELLS, Scene, check_picture_size
from combgames.base.checks import is_int

__all__ = ["board_scene", "picaria_scene", "stone_game_scene"]

_WIN_COLOUR = "#d62728"
_MOVE_COLOUR = "#1f77b4"


def _unit(board: Any) -> float:
    """The shortest move edge (or point distance): the length that stones and labels are scaled to."""
    pts = board.coordinates
    pairs = board.edges or [(i, j) for i in range(len(pts)) for j in range(i + 1, len(pts))]
    lengths = [math.dist(pts[i], pts[j]) for i, j in pairs]
    return min(lengths) if lengths else 1.0


def _cells_of(board: Any, position: Any) -> list[str]:
    """Normalise a position to one of "x", "o", "." per point."""
    n = len(board.points)
    if position is None:
        return ["."] * n
    if isinstance(position, tuple) and len(position) == 3 and all(isinstance(v, int) for v in position):
        x, o, _ = position
        return ["x" if x >> i & 1 else "o" if o >> i & 1 else "." for i in range(n)]
    if isinstance(position, str):
        cells = [ch for ch in position if ch not in "/ \n"]
    else:
        cells = [str(c) for c in items_of(position, "position", "a position (x, o, turn), text or one cell per point")]
    if len(cells) != n:
        raise ValueError(f"position must give one cell per point ({n} for board {board.name!r}), "
                         f"got {len(cells)}: {position!r}")
    out = []
    for c in cells:
        c = c.lower()
        if c not in ("x", "o", ".", "_", "-"):
            raise ValueError(f"position cells must be 'x', 'o' or '.', not {c!r}")
        out.append("." if c in "_-" else c)
    return out


def board_scene(board: Any, position: Any = None, *, labels: bool = True, lines: Sequence[Sequence[int]] = (),
                move: Any = None, caption: str | None = None, size: float = 320.0,
                max_cells: int = MAX_CELLS) -> Scene:
    """Return a scene of a board: drawn segments, points, point names and stones.

    Parameters
    ----------
    board : combgames.games.boards.Board
    position : optional
        Stones: a Picaria position ``(x, o, turn)`` (bitmasks), or a sequence / string with one of ``x``, ``o``,
        ``.`` per point in point order (row text with ``/`` is accepted too).
    labels : bool
        Write the point names (default True).
    lines : sequence of point triples
        Lines to draw in colour (a completed line).
    move : int or (int, int), optional
        A placement (ring around the point) or a slide (arrow along the edge).
    caption : str, optional
        Text under the board.
    size : float
        Approximate width of the drawing in pixels.
    max_cells : int
        Refuse a board of more points than this (default 40,000).

    Raises
    ------
    ValueError
        If the position does not fit the board, or the board has more than ``max_cells`` points.
    """
    check_picture_size(len(board.coordinates), f"board {getattr(board, 'name', '')!s}".strip(), max_cells)
    cells = _cells_of(board, position)
    pts = board.coordinates
    lines = [index_list(line, "each of lines", len(pts)) for line in items_of(lines, "lines", "a sequence of lines")]
    if move is not None:
        if isinstance(move, tuple):
            index_list(move, "move", len(pts))
            if len(move) != 2:
                raise ValueError(f"a slide to draw is a pair of points (from, to), not {move!r}")
        elif not (is_int(move) and 0 <= move < len(pts)):
            raise ValueError(f"move must be a point index in range({len(pts)}) or a slide (from, to), not {move!r}")
    d = _unit(board)
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    pad = 0.7 * d if labels else 0.45 * d
    bottom = min(ys) - pad - (0.45 * d if caption else 0.0)
    box = (min(xs) - pad, bottom, max(xs) + pad, max(ys) + pad)
    if caption:  # widen the box to fit the caption (about 0.6 em per character)
        extra = max(0.0, 0.6 * 0.24 * d * len(caption) - (box[2] - box[0]) + 0.2 * d) / 2
        box = (box[0] - extra, box[1], box[2] + extra, box[3])
    span = max(box[2] - box[0], box[3] - box[1])
    scene = Scene(box, scale=size / span, title=f"board {board.name}")
    ink = max(1.0, 2.5 * min(1.0, size / 320.0))  # thinner lines on small pictures
    for seg in board.segments:
        scene.line(pts[seg[0]], pts[seg[-1]], stroke=BOARD, width=ink)
    for line in lines:
        a, b = _line_ends(pts, line)
        scene.line(a, b, stroke=_WIN_COLOUR, width=7.0, opacity=0.75)
    r_stone = 0.27 * d
    font = 0.2 * d
    for i, p in enumerate(pts):
        if cells[i] == ".":
            scene.circle(p, 0.07 * d, fill=BOARD, stroke=None)
        else:
            who = 0 if cells[i] == "x" else 1
            scene.circle(p, r_stone, fill=PLAYER_COLOURS[who], stroke=BOARD, width=ink * 0.8)
        if labels:
            scene.text(_label_spot(board, i, font, 0.12 * d if cells[i] == "." else 0.3 * d), board.points[i],
                       size=font, colour="#6f6f6f", halo="white")
    if move is not None:
        if isinstance(move, tuple):
            i, j = move
            a, b = pts[i], pts[j]
            L = math.dist(a, b)
            ux, uy = (b[0] - a[0]) / L, (b[1] - a[1]) / L
            scene.arrow((a[0] + ux * r_stone * 1.1, a[1] + uy * r_stone * 1.1),
                        (b[0] - ux * r_stone * 1.1, b[1] - uy * r_stone * 1.1), stroke=_MOVE_COLOUR, width=4.0,
                        head=0.22 * d)
            scene.circle(b, r_stone, stroke=_MOVE_COLOUR, width=2.5)
        else:
            scene.circle(pts[int(move)], r_stone * 1.25, stroke=_MOVE_COLOUR, width=3.5)
    if caption:
        scene.text(((box[0] + box[2]) / 2, min(ys) - pad - 0.15 * d), caption, size=0.24 * d, baseline="middle")
    return scene


def _label_spot(board: Any, i: int, font: float, clear: float) -> tuple[float, float]:
    """Where to centre the name of point i: in the widest angular gap between the segments at the point.

    Among gaps of (nearly) equal width the one pointing most up-right wins, so labels sit consistently.
    """
    pts = board.coordinates
    px, py = pts[i]
    angles = []
    for seg in board.segments:
        if i in seg:
            k = seg.index(i)
            for j in (seg[k - 1] if k > 0 else None, seg[k + 1] if k + 1 < len(seg) else None):
                if j is not None:
                    angles.append(math.atan2(pts[j][1] - py, pts[j][0] - px))
    if not angles:
        theta = math.pi / 4
    else:
        angles.sort()
        best = None
        for a, b in zip(angles, angles[1:] + [angles[0] + 2 * math.pi]):
            gap = b - a
            mid = (a + b) / 2
            score = (round(gap, 3), math.cos(mid - math.pi / 4))
            if best is None or score > best[0]:
                best = (score, mid)
        theta = best[1]
    width = 0.62 * font * len(board.points[i])
    reach = clear + 0.5 * width * abs(math.cos(theta)) + 0.45 * font * abs(math.sin(theta))
    return px + reach * math.cos(theta), py + reach * math.sin(theta)


def _line_ends(pts: Sequence[tuple[float, float]], line: Sequence[int]) -> tuple:
    """The two extreme points of a line (its points are collinear)."""
    best = (0.0, line[0], line[0])
    for a in line:
        for b in line:
            dist = math.dist(pts[a], pts[b])
            if dist > best[0]:
                best = (dist, a, b)
    return pts[best[1]], pts[best[2]]


def _position(game: StoneGame, position: Any) -> Any:
    """The position to draw: the start by default, text parsed by the game."""
    p = game.initial() if position is None else position
    if isinstance(p, str):
        return game.parse_position(p)
    game.check_position(p)
    return p


def _completed_lines(game: StoneGame, p: Any) -> list:
    """The lines of the board filled by one player's stones."""
    x, o = p[0], p[1]
    return [line for line, mask in zip(game.board.lines, game.board.line_masks) if x & mask == mask or o & mask == mask]


def _turn_caption(p: Any, lines: list) -> str:
    """Who has a line (the player who just moved), else who is to move."""
    return f"{'XO'[1 - p[2]]} has a line" if lines else f"{'XO'[p[2]]} to move"


def stone_game_scene(game: StoneGame, position: Any = None, *, move: Any = None, labels: bool = True,
                     caption: bool | str = True, size: float = 320.0) -> Scene:
    """Return a scene of a position of a stone game on the game's board.

    Parameters
    ----------
    game : combgames.games.stones.StoneGame
        Picaria, Pong Hau K'i, Mu Torere or another game of stones on a board.
    position : StonePosition or str, optional
        The position (default the start); text is parsed with ``game.parse_position``.
    move : optional
        A move of the position to show (a placement index, a slide pair, or move text such as ``"a3-b2"``).
    labels : bool
        Write the point names.
    caption : bool or str
        True (default): the player to move (or who has a line) under the board; a string: that text; False:
        none.
    size : float
        Approximate width in pixels.

    Raises
    ------
    ValueError
        For position or move text the game cannot parse, or a move that is not legal in the position.

    Examples
    --------
    >>> from combgames.games.blockade import pong_hau_ki
    >>> "X to move" in stone_game_scene(pong_hau_ki(), move="a-o").to_svg()
    True
    """
    p = _position(game, position)
    if isinstance(move, str):
        move = game.parse_move(move, p)
    if move is not None and move not in game.moves(p):
        raise ValueError(f"move {move!r} is not legal in position {game.format_position(p)}")
    lines = _completed_lines(game, p)
    if caption is True:
        caption = _turn_caption(p, lines)
    return board_scene(game.board, p, labels=labels, lines=lines, move=move, caption=caption or None, size=size)


def picaria_scene(game: Picaria, position: Any = None, *, move: Any = None, labels: bool = True,
                  caption: bool | str = True, size: float = 320.0) -> Scene:
    """Return a scene of a Picaria position on the game's board: :func:`stone_game_scene` with the stones still
    in hand in the caption.

    Parameters
    ----------
    game : combgames.games.picaria.Picaria
    position, move, labels, caption, size
        As for :func:`stone_game_scene`.

    Raises
    ------
    ValueError
        For position or move text the game cannot parse, or a move that is not legal in the position.
    """
    p = _position(game, position)
    if caption is True:
        caption = _turn_caption(p, _completed_lines(game, p))
        kx, ko = game.in_hand(p, 0), game.in_hand(p, 1)
        if kx or ko:
            caption += f" · in hand X {kx}, O {ko}"
    return stone_game_scene(game, p, move=move, labels=labels, caption=caption, size=size)


scene_of.register(Board, board_scene)
scene_of.register(StoneGame, stone_game_scene)
scene_of.register(Picaria, picaria_scene)


@position_glyph.register
def _stones_glyph(game: StoneGame):
    return lambda p: board_scene(game.board, p, labels=False, size=100.0)
