"""Pictures of the partizan rulesets' boards: Domineering, Clobber, Toads and Frogs, Cutcake, Hackenbush, Amazons,
Konane, Toppling Dominoes, Cram.

Each picture shows a position (default the start) the way the rulesets' sources draw it ([1]_ ch. 1-2):
Domineering's empty cells light and filled cells dark, Clobber's black (Left, ``x``) and white (Right, ``o``)
stones, Toads and Frogs' toads (blue, Left) and frogs (red, Right) on a strip, Cutcake's pieces side by side
(grid lines show the possible cuts), and a Hackenbush picture standing on the ground with blue, red and green
edges, Amazons' black (Left, ``x``) and white (Right, ``o``) amazons with the burnt cells dark, Konane's black and
white stones, Toppling Dominoes' rows of upright blue, red and green dominoes, and a Cram board with its dominoes
all of one colour (either player places one either way). Columns are lettered and rows
numbered as in the move names.

Registered pictures (:mod:`combgames.pictures.dispatch`): the games of :mod:`combgames.games.domineering`,
:mod:`~combgames.games.clobber`, :mod:`~combgames.games.toads_frogs`, :mod:`~combgames.games.cutcake`,
:mod:`~combgames.games.hackenbush`, :mod:`~combgames.games.amazons`, :mod:`~combgames.games.konane`,
:mod:`~combgames.games.toppling_dominoes` and :mod:`~combgames.games.cram`, with ``position=`` (a position or its text) and ``caption=``.

References
----------
.. [1] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, 2nd ed., vol. 1.

Examples
--------
>>> from combgames.games.domineering import Domineering
>>> from combgames.pictures import picture
>>> picture(Domineering(2, 3), position="#../...").svg().count("<rect") >= 6
True
"""

from __future__ import annotations

from typing import Any

from combgames.games.boards import column_name
from combgames.games.amazons import Amazons
from combgames.games.clobber import Clobber
from combgames.games.cram import Cram, domino_tiling
from combgames.games.cutcake import Cutcake
from combgames.games.domineering import Domineering
from combgames.games.hackenbush import Hackenbush
from combgames.games.konane import Konane
from combgames.games.toads_frogs import ToadsAndFrogs
from combgames.games.toppling_dominoes import TopplingDominoes
from combgames.pictures._style import BOARD, LIGHT, PLAYER_COLOURS
from combgames.pictures.dispatch import scene_of
from combgames.pictures.scene import MAX_CELLS, Scene, check_picture_size

__all__ = ["amazons_scene", "clobber_scene", "cram_scene", "cutcake_scene", "domineering_scene", "hackenbush_scene", "konane_scene",
           "toads_frogs_scene", "toppling_dominoes_scene"]

_BLUE, _RED, _GREEN = "#1f4e9c", "#c0392b", "#2e8b3a"


def _board(game: Any, position: Any) -> Any:
    """The board of ``position``: the start when None, parsed when text, else ``(board, player)`` checked."""
    if position is None:
        return game.initial()[0]
    if isinstance(position, str):
        return game.parse_position(position)[0]
    game.check_position(position)
    return position[0]


def _grid_scene(rows: int, cols: int, title: str, caption: str | None) -> Scene:
    check_picture_size(rows * cols, f"a {rows} x {cols} board", MAX_CELLS)
    bottom = 0.7 if caption else 0.15
    scene = Scene((-0.6, -max(rows, 1) - bottom, max(cols, 1) + 0.15, 0.6),
                  scale=max(28.0, min(60.0, 480.0 / max(rows, cols, 1))), title=title)
    for c in range(cols):
        scene.text((c + 0.5, 0.28), column_name(c), size=0.32, colour="#555555")
    for r in range(rows):
        scene.text((-0.3, -r - 0.5), str(rows - r), size=0.32, colour="#555555")  # row 1 at the bottom
    if caption:
        scene.text((cols / 2, -rows - 0.45), caption, size=0.32)
    return scene


def domineering_scene(game: Domineering, position: Any = None, *, caption: str | None = None) -> Scene:
    """A Domineering board: empty cells light, filled cells dark (Left places vertical dominoes)."""
    rows, cols, empty = _board(game, position)
    scene = _grid_scene(rows, cols, f"Domineering {game.board_text((rows, cols, empty))}", caption)
    for i in range(rows * cols):
        r, c = divmod(i, cols)
        scene.rect((c, -r - 1), 1, 1, fill="#f4efe6" if empty >> i & 1 else "#5b5b5b", stroke=LIGHT, width=1.0)
    scene.rect((0, -rows), cols, rows, stroke=BOARD, width=2.0)
    return scene


def clobber_scene(game: Clobber, position: Any = None, *, caption: str | None = None) -> Scene:
    """A Clobber board: black stones Left's (x), white stones Right's (o)."""
    rows, cols, x, o = _board(game, position)
    return _stones_scene(rows, cols, x, o, f"Clobber {game.board_text((rows, cols, x, o))}", caption)


def konane_scene(game: Konane, position: Any = None, *, caption: str | None = None) -> Scene:
    """A Konane board: black stones Left's (x), white stones Right's (o)."""
    rows, cols, x, o = _board(game, position)
    return _stones_scene(rows, cols, x, o, f"Konane {game.board_text((rows, cols, x, o))}", caption)


def _stones_scene(rows: int, cols: int, x: int, o: int, title: str, caption: str | None,
                  burnt: int = 0, radius: float = 0.36) -> Scene:
    """A grid of light cells (``burnt`` ones dark) with Left's stones (``x``) black and Right's (``o``) white."""
    scene = _grid_scene(rows, cols, title, caption)
    for i in range(rows * cols):
        r, c = divmod(i, cols)
        scene.rect((c, -r - 1), 1, 1, fill="#5b5b5b" if burnt >> i & 1 else "#f4efe6", stroke=LIGHT, width=1.0)
        if (x | o) >> i & 1:
            scene.circle((c + 0.5, -r - 0.5), radius, fill=PLAYER_COLOURS[0 if x >> i & 1 else 1], stroke=BOARD,
                         width=1.5)
    scene.rect((0, -rows), cols, rows, stroke=BOARD, width=2.0)
    return scene


def amazons_scene(game: Amazons, position: Any = None, *, caption: str | None = None) -> Scene:
    """An Amazons board: black amazons Left's (x), white amazons Right's (o), each marked with a crown's point
    (a small triangle), burnt cells dark."""
    rows, cols, x, o, burnt = _board(game, position)
    scene = _stones_scene(rows, cols, x, o, f"Amazons {game.board_text((rows, cols, x, o, burnt))}", caption,
                          burnt=burnt, radius=0.38)
    for i in range(rows * cols):
        if (x | o) >> i & 1:
            r, c = divmod(i, cols)
            mark = "white" if x >> i & 1 else BOARD
            scene.line((c + 0.3, -r - 0.6), (c + 0.5, -r - 0.3), stroke=mark, width=2.0)
            scene.line((c + 0.5, -r - 0.3), (c + 0.7, -r - 0.6), stroke=mark, width=2.0)
            scene.line((c + 0.3, -r - 0.6), (c + 0.7, -r - 0.6), stroke=mark, width=2.0)
    return scene


def toads_frogs_scene(game: ToadsAndFrogs, position: Any = None, *, caption: str | None = None) -> Scene:
    """A Toads-and-Frogs strip: toads (Left, moving right) blue, frogs (Right, moving left) red."""
    row = _board(game, position)
    n = len(row)
    scene = Scene((-0.15, -1.9 if caption else -1.5, n + 0.15, 0.6), scale=max(28.0, min(60.0, 480.0 / n)),
                  title=f"Toads and Frogs {row}")
    for k, ch in enumerate(row):
        scene.rect((k, -1), 1, 1, fill="#f4efe6", stroke=BOARD, width=1.0)
        scene.text((k + 0.5, 0.25), str(k + 1), size=0.3, colour="#555555")
        if ch in "TF":
            scene.circle((k + 0.5, -0.5), 0.36, fill=_BLUE if ch == "T" else _RED, stroke=BOARD, width=1.2)
            scene.text((k + 0.5, -0.5), ch, size=0.34, colour="white")
    if caption:
        scene.text((n / 2, -1.5), caption, size=0.32)
    return scene


def cutcake_scene(game: Cutcake, position: Any = None, *, caption: str | None = None) -> Scene:
    """Cutcake pieces side by side, unit grid lines showing the possible cuts."""
    pieces = _board(game, position) or ()
    check_picture_size(sum(w * h for w, h in pieces), "the cake", MAX_CELLS)
    width = sum(w for w, _ in pieces) + len(pieces) + 1
    height = max((h for _, h in pieces), default=1)
    scene = Scene((-0.2, -height - (1.0 if caption else 0.4), max(width, 2), 0.4),
                  scale=max(20.0, min(60.0, 480.0 / max(width, height))), title=f"Cutcake {game.board_text(pieces)}")
    x = 0.5
    for w, h in pieces:
        for c in range(w):
            for r in range(h):
                scene.rect((x + c, -r - 1), 1, 1, fill="#e9c98b", stroke="#b08a4a", width=0.8)
        scene.rect((x, -h), w, h, stroke=BOARD, width=2.0)
        x += w + 1
    if caption:
        scene.text((width / 2, -height - 0.7), caption, size=0.32)
    return scene


def hackenbush_scene(game: Hackenbush, position: Any = None, *, caption: str | None = None) -> Scene:
    """A Hackenbush picture on the ground: vertices placed by their distance from the ground, edges coloured."""
    edges = _board(game, position)
    check_picture_size(len(edges), "the picture's edges", MAX_CELLS)
    depth = {0: 0}
    frontier = [0]
    while frontier:
        nxt = []
        for u in frontier:
            for a, b, _ in edges:
                for p, q in ((a, b), (b, a)):
                    if p == u and q not in depth:
                        depth[q] = depth[u] + 1
                        nxt.append(q)
        frontier = nxt
    layers: dict[int, list[int]] = {}
    for v in sorted(depth):
        if v:
            layers.setdefault(depth[v], []).append(v)
    width = max((len(vs) for vs in layers.values()), default=1)
    place = {}
    for d, vs in layers.items():
        for k, v in enumerate(vs):
            place[v] = ((k + 0.5) * width / len(vs), float(d))
    top = max(layers, default=1)
    scene = Scene((-0.5, -1.2 if caption else -0.6, width + 0.5, top + 0.5),
                  scale=max(30.0, min(70.0, 480.0 / (top + 2))), title=f"Hackenbush {game.board_text(edges)}")
    scene.line((-0.5, 0), (width + 0.5, 0), stroke=BOARD, width=3.0)
    colours = {"B": _BLUE, "R": _RED, "G": _GREEN}
    def at(x: int, other: int) -> tuple[float, float]:
        return place[x] if x else (place[other][0] if other in place else width / 2, 0.0)

    for u, v, c in edges:
        a, b = at(u, v), at(v, u)
        if u == v:
            scene.circle((a[0], a[1] + 0.25), 0.25, stroke=colours[c], width=3.0)
        else:
            scene.line(a, b, stroke=colours[c], width=3.5)
    for v, (px, py) in place.items():
        scene.circle((px, py), 0.07, fill=BOARD, stroke=None)
    if caption:
        scene.text((width / 2, -0.8), caption, size=0.3)
    return scene


def toppling_dominoes_scene(game: TopplingDominoes, position: Any = None, *, caption: str | None = None) -> Scene:
    """Toppling Dominoes: each row of upright dominoes on its own line, blue (Left), red (Right), green (either),
    numbered from 1 at the left as in the move names."""
    board = _board(game, position)
    check_picture_size(sum(len(row) for row in board), "the dominoes", MAX_CELLS)
    width = max((len(row) for row in board), default=1)
    lines = max(len(board), 1)
    scene = Scene((-0.2, -2.0 * lines - (0.6 if caption else 0.1), width + 0.2, 0.5),
                  scale=max(24.0, min(60.0, 480.0 / max(width, 2 * lines))),
                  title=f"Toppling Dominoes {game.board_text(board)}")
    colours = {"B": _BLUE, "R": _RED, "G": _GREEN}
    for r, row in enumerate(board):
        base = -2.0 * r - 1.8
        scene.line((0, base), (width, base), stroke=BOARD, width=2.0)
        for k, colour in enumerate(row):
            scene.rect((k + 0.3, base), 0.4, 1.4, fill=colours[colour], stroke=BOARD, width=1.0)
            scene.text((k + 0.5, base + 1.6), str(k + 1), size=0.28, colour="#555555")
    if caption:
        scene.text((width / 2, -2.0 * lines - 0.35), caption, size=0.3)
    return scene


def cram_scene(game: Cram, position: Any = None, *, caption: str | None = None) -> Scene:
    """A Cram board: empty cells light, the dominoes placed drawn as dominoes of one colour (the covered cells
    tiled by :func:`~combgames.games.cram.domino_tiling`; covered cells no tiling explains are drawn dark)."""
    rows, cols, empty = _board(game, position)
    scene = _grid_scene(rows, cols, f"Cram {game.format_position(((rows, cols, empty), 0))}", caption)
    for i in range(rows * cols):
        r, c = divmod(i, cols)
        scene.rect((c, -r - 1), 1, 1, fill="#f4efe6", stroke=LIGHT, width=1.0)
    covered = ((1 << (rows * cols)) - 1) & ~empty
    tiling = domino_tiling(rows, cols, covered)
    if tiling is None:
        for i in range(rows * cols):
            if covered >> i & 1:
                r, c = divmod(i, cols)
                scene.rect((c, -r - 1), 1, 1, fill="#5b5b5b", stroke=LIGHT, width=1.0)
    else:
        for a, b in tiling:  # a is the top (or left) cell of the domino
            (r, c), (r2, c2) = divmod(a, cols), divmod(b, cols)
            scene.rect((c + 0.1, -r2 - 0.9), c2 - c + 0.8, r2 - r + 0.8, fill=_BLUE, stroke=BOARD, width=1.0)
    scene.rect((0, -rows), cols, rows, stroke=BOARD, width=2.0)
    return scene


for _cls, _draw in ((Domineering, domineering_scene), (Clobber, clobber_scene), (ToadsAndFrogs, toads_frogs_scene),
                    (Cutcake, cutcake_scene), (Hackenbush, hackenbush_scene), (Amazons, amazons_scene),
                    (Konane, konane_scene), (TopplingDominoes, toppling_dominoes_scene), (Cram, cram_scene)):
    scene_of.register(_cls, _draw)
