"""Pictures of the games on graphs (Snort, Col, Node-Kayles) and of Wythoff's game.

A graph board (:mod:`combgames.games.graph_rulesets`) is drawn component by component, left to right: a path on
a line, any other component on a circle, each vertex with its number; a vertex tinted Left (only Left may colour
it) is filled pale blue, one tinted Right pale red ([1]_ ch. 2 draws Left's colour blue, Right's red). Wythoff's game is drawn as Wyt Queens ([1]_ ch. 3): the queen on a quarter-plane grid at (first
heap, second heap), the squares she can move to shaded, the corner (0, 0) the goal, and the P-positions (Wythoff's
pairs) marked with a dot.

Registered pictures (:mod:`combgames.pictures.dispatch`): :class:`~combgames.games.graph_rulesets.Snort`,
:class:`~combgames.games.graph_rulesets.Col`, :class:`~combgames.games.graph_rulesets.NodeKayles` and
:class:`~combgames.games.wythoff.Wythoff`, with ``position=`` (a position or its text) and ``caption=``.

References
----------
.. [1] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, 2nd ed., vol. 1.

Examples
--------
>>> from combgames.games.graph_rulesets import Snort
>>> from combgames.pictures import picture
>>> picture(Snort("path 3; tints 0:L")).svg().count("<circle")
3
"""

from __future__ import annotations

from math import cos, pi, sin
from typing import Any

from combgames.games.graph_rulesets import GraphRuleset, component_vertices, induced_board
from combgames.games.wythoff import Wythoff, is_p_position
from combgames.pictures._style import BOARD, LIGHT
from combgames.pictures.dispatch import scene_of
from combgames.pictures.scene import MAX_CELLS, Scene, check_picture_size

__all__ = ["graph_board_scene", "wythoff_scene"]

TINT_FILLS = ("#ffffff", "#a9c8ef", "#f3aaa4")
"""Fill of an untinted vertex, of one only Left may colour (pale blue) and of one only Right may (pale red)."""

_QUEEN, _REACH, _P_DOT = "#1f4e9c", "#dfe9f7", "#c0392b"


def _position(game: Any, position: Any) -> tuple[Any, int]:
    """``position`` as (board, player): the start when None, parsed when text, else checked."""
    if position is None:
        return game.initial()
    if isinstance(position, str):
        return game.parse_position(position)
    game.check_position(position)
    return position


def _component_places(tints: tuple, edges: tuple) -> tuple[dict[int, tuple[float, float]], float]:
    """Vertex positions of one connected component (a path on a line, else a circle), and its width."""
    n = len(tints)
    degree = [0] * n
    for u, v in edges:
        degree[u] += 1
        degree[v] += 1
    if n <= 2 or (len(edges) == n - 1 and max(degree) <= 2):
        order = [next((v for v in range(n) if degree[v] <= 1), 0)]
        neighbours = {v: [] for v in range(n)}
        for u, v in edges:
            neighbours[u].append(v)
            neighbours[v].append(u)
        while len(order) < n:
            order.append(next(w for w in neighbours[order[-1]] if w not in order))
        return {v: (k + 0.5, 0.0) for k, v in enumerate(order)}, float(n)
    radius = max(0.75, 0.22 * n)
    return ({v: (radius + 0.5 + radius * cos(pi / 2 - 2 * pi * v / n), radius * sin(pi / 2 - 2 * pi * v / n))
             for v in range(n)}, 2 * radius + 1.0)


def graph_board_scene(game: GraphRuleset, position: Any = None, *, caption: str | None = None) -> Scene:
    """A graph board: components left to right, tinted vertices pale blue (Left) or pale red (Right), each vertex
    with its number on the board (the move that names it)."""
    board, _ = _position(game, position)
    tints = board[0]
    check_picture_size(len(tints) + len(board[1]), "the graph's vertices and edges", MAX_CELLS)
    places: dict[int, tuple[float, float]] = {}
    x = 0.0
    for part in component_vertices(board):
        local, width = _component_places(*induced_board(board, part))
        places.update({part[k]: (px + x, py) for k, (px, py) in local.items()})
        x += width + 0.5
    top = max((py for _, py in places.values()), default=0.0)
    bottom = min((py for _, py in places.values()), default=0.0)
    scene = Scene((-0.3, bottom - (1.2 if caption else 0.8), max(x, 2.0), top + 0.9),
                  scale=max(24.0, min(60.0, 560.0 / max(x, 1.0))), title=f"{game.title} {game.board_text(board)}")
    for u, v in board[1]:
        scene.line(places[u], places[v], stroke=BOARD, width=2.0)
    for v, at in places.items():
        scene.circle(at, 0.3, fill=TINT_FILLS[tints[v]], stroke=BOARD, width=1.5)
        scene.text(at, str(v), size=0.28)
    if not places:
        scene.text((1.0, 0.0), "no vertex", size=0.3, colour=LIGHT)
    if caption:
        scene.text((max(x, 2.0) / 2, bottom - 0.85), caption, size=0.3)
    return scene


def wythoff_scene(game: Wythoff, position: Any = None, *, caption: str | None = None) -> Scene:
    """Wyt Queens: the queen at (first heap, second heap) on a quarter-plane grid, the squares she reaches shaded,
    Wythoff's pairs (the P-positions) dotted."""
    (a, b), _ = _position(game, position)
    size = max(a, b) + 2
    check_picture_size(size * size, f"a {size} x {size} quarter-plane", MAX_CELLS)
    scene = Scene((-0.8, -(1.2 if caption else 0.8), size + 0.2, size + 0.2), scale=max(12.0, min(50.0, 520.0 / size)),
                  title=f"Wythoff {a} {b}")
    for x in range(size):
        for y in range(size):
            reach = (y == b and x < a) or (x == a and y < b) or (a - x == b - y and x < a)
            scene.rect((x, y), 1, 1, fill=_REACH if reach else "#f7f4ee", stroke=LIGHT, width=0.6)
            if is_p_position(x, y):
                scene.circle((x + 0.5, y + 0.5), 0.12, fill=_P_DOT, stroke=None)
    for k in range(size):
        scene.text((k + 0.5, -0.3), str(k), size=0.3, colour="#555555")
        scene.text((-0.35, k + 0.5), str(k), size=0.3, colour="#555555")
    scene.rect((0, 0), size, size, stroke=BOARD, width=1.8)
    scene.circle((a + 0.5, b + 0.5), 0.36, fill=_QUEEN, stroke=BOARD, width=1.2)
    scene.text((a + 0.5, b + 0.5), "Q", size=0.36, colour="white", bold=True)
    if caption:
        scene.text((size / 2, -0.85), caption, size=0.3)
    return scene


scene_of.register(GraphRuleset, graph_board_scene)
scene_of.register(Wythoff, wythoff_scene)
