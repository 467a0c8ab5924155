"""Position graphs of small games: every position reachable from a start, laid out by plies, coloured by value.

The *position graph* of a game from a position s has a node for each position reachable from s (with
``symmetry=True``, for each orbit under the game's symmetry group: nodes are ``game.canonical`` keys) and
an arc for each move. :func:`position_graph` builds it as a :class:`networkx.DiGraph` through the generic
game interface only; :func:`position_graph_scene` draws it in layers by the number of plies from the start
(breadth-first depth), ordering each layer by the barycentre heuristic to reduce crossings, with every node
coloured by its value for the player to move (:func:`combgames.solvers.retrograde`): win green, loss red,
draw grey. Straffin's position graphs of Pong Hau K'i and Mu Torere (cited in seeds/000_673cd376e7bd542d.txt)
are pictures of this kind.
"""

from __future__ import annotations

from functools import singledispatch
from typing import TYPE_CHECKING, Any, Callable

from combgames.explore import ExplorationLimitError, explore
from combgames.game import capabilities
from combgames.pictures._style import BOARD, OUTCOME_COLOURS
from combgames.pictures.scene import Scene
from combgames.base.checks import LimitError, check_int, check_one_of

if TYPE_CHECKING:
    import networkx as nx

__all__ = ["position_glyph", "position_graph", "position_graph_scene"]


_GLYPH = 1.6
"""Width of a node drawn as a board, in layout units (a dot is 0.64 wide)."""


@singledispatch
def position_glyph(game: Any) -> Callable[[Any], Scene] | None:
    """Return a function drawing one position of ``game`` small (a node of its position graph), or None.

    Chosen by the game's type: the renderer modules register their games (stone games and Picaria draw
    their board, Tactix its grid). The default draws positions whose text (``format_position``) is a grid of
    ``x``, ``o``, ``.`` rows, such as tic-tac-toe's ``"x.o/.x./..o X"``; other games have none.

    Examples
    --------
    >>> from combgames.games.positional import TicTacToe
    >>> from combgames.games.nim import Nim
    >>> position_glyph(TicTacToe()) is not None, position_glyph(Nim([1, 2]))
    (True, None)
    """
    fmt = capabilities(game).format_position
    if fmt is None or _grid_rows(fmt(game.initial())) is None:
        return None
    return lambda p: _grid_glyph(_grid_rows(fmt(p)) or [])


def _grid_rows(text: str) -> list[str] | None:
    """The rows of position text like ``"x.o/.x./..o X"`` (cells x, o, .), or None for other text."""
    head = text.split()[0] if text.split() else ""
    rows = head.split("/")
    if len(rows) < 2 or len({len(r) for r in rows}) != 1 or any(set(r) - set("xo.") for r in rows):
        return None
    return rows


def _grid_glyph(rows: list[str]) -> Scene:
    """A grid of cells with X (cross) and O (ring) marks, e.g. a tic-tac-toe position."""
    n, m = len(rows), len(rows[0])
    scene = Scene((-0.1, -n - 0.1, m + 0.1, 0.1), scale=20.0)
    for i, row in enumerate(rows):
        for j, ch in enumerate(row):
            scene.rect((j, -i - 1), 1, 1, fill="white", stroke=BOARD, width=0.8)
            cx, cy = j + 0.5, -i - 0.5
            if ch == "x":
                scene.line((cx - 0.3, cy - 0.3), (cx + 0.3, cy + 0.3), stroke=BOARD, width=1.5)
                scene.line((cx - 0.3, cy + 0.3), (cx + 0.3, cy - 0.3), stroke=BOARD, width=1.5)
            elif ch == "o":
                scene.circle((cx, cy), 0.32, stroke=BOARD, width=1.5)
    return scene


def position_graph(game: Any, *, start: Any = None, symmetry: bool = True, depth: int | None = None,
                   max_positions: int = 2000) -> "nx.DiGraph":
    """Return the graph of positions reachable from ``start`` (default ``game.initial()``).

    The positions are those of :func:`combgames.explore.explore` (the one walk over reachable positions,
    breadth-first, keyed by :func:`combgames.game.position_key`), as its
    :meth:`~combgames.explore.StateGraph.to_networkx` graph with the nodes named by their keys.

    Parameters
    ----------
    game : Game
        Any game of the generic interface.
    start : optional
        The root position.
    symmetry : bool
        Identify positions with equal ``game.canonical`` keys (default True, when the game has one).
    depth : int, optional
        Only positions at most this many plies from the start (default: all reachable positions).
    max_positions : int
        Refuse graphs with more nodes than this (default 2000).

    Returns
    -------
    networkx.DiGraph
        Nodes are keys (``game.canonical(p)`` with symmetry, else the positions), with attributes
        ``position`` (a representative), ``depth`` (plies from the start by breadth-first search),
        ``text`` (``game.format_position`` when the game has it, else ``repr``) and ``frontier`` (True for
        nodes at the depth limit whose moves were not followed), besides those of the position-graph schema
        (``kind="position"``, ``label`` = ``text``, ``result`` for finished positions). Arcs carry ``moves``,
        the moves (in the representative's frame) leading from one node to the other. The graph attribute
        ``root`` is the start's key.

    Raises
    ------
    ValueError
        If more than ``max_positions`` positions are reachable (the message suggests ``depth``), or
        ``depth`` is negative.

    Examples
    --------
    >>> from combgames.games.nim import Nim
    >>> G = position_graph(Nim((1, 2)))   # heaps up to order: 12, 02, 11, 01, 00
    >>> G.number_of_nodes(), G.graph["root"] in G
    (5, True)
    """
    import networkx as nx

    if depth is not None:
        check_int(depth, "depth", minimum=0)
    max_positions = check_int(max_positions, "max_positions", minimum=1)
    try:
        space = explore(game, start, symmetry=symmetry, moves=True, max_depth=depth, limit=max_positions)
    except ExplorationLimitError as err:
        raise LimitError(f"more than max_positions={max_positions} positions are reachable; draw a smaller game, "
                         "pass depth= to cut the graph, or raise max_positions") from err
    G = space.to_networkx()
    for i, data in G.nodes(data=True):
        data["text"] = data["label"]
        data["frontier"] = space.children[i] is None
    keys = space.keys
    G = nx.relabel_nodes(G, dict(enumerate(keys)))
    G.graph["root"] = keys[0]
    return G


def _layers(G: "nx.DiGraph") -> list[list[Any]]:
    """Nodes grouped in layers, each ordered by a few barycentre sweeps (fewer crossings).

    An acyclic graph is layered by the longest path from the root, so every arc points downwards; a graph
    with cycles (a loopy game) by breadth-first depth.
    """
    import networkx as nx

    level: dict[Any, int] = {}
    if nx.is_directed_acyclic_graph(G):
        for v in nx.topological_sort(G):
            preds = [level[u] for u in G.predecessors(v)]
            level[v] = max(preds) + 1 if preds else 0
    else:
        level = dict(G.nodes(data="depth"))
    by_depth: dict[int, list] = {}
    for v in G.nodes:
        by_depth.setdefault(level[v], []).append(v)
    layers = [by_depth[d] for d in sorted(by_depth)]
    layer_of = {v: li for li, layer in enumerate(layers) for v in layer}
    pos = {v: i for layer in layers for i, v in enumerate(layer)}

    def centred(layer_index: int, v: Any) -> float:
        return pos[v] - (len(layers[layer_index]) - 1) / 2

    for sweep in range(4):
        order = range(1, len(layers)) if sweep % 2 == 0 else range(len(layers) - 2, -1, -1)
        for li in order:
            neighbour_layer = li - 1 if sweep % 2 == 0 else li + 1
            bary = {}
            for v in layers[li]:
                nbrs = set(G.predecessors(v)) | set(G.successors(v))
                xs = [centred(neighbour_layer, u) for u in nbrs if layer_of[u] == neighbour_layer]
                bary[v] = sum(xs) / len(xs) if xs else centred(li, v)
            layers[li].sort(key=lambda v: bary[v])
            for i, v in enumerate(layers[li]):
                pos[v] = i
    return layers


def position_graph_scene(game: Any, *, start: Any = None, symmetry: bool = True, depth: int | None = None,
                         max_positions: int = 2000, values: bool = True, labels: bool | None = None,
                         nodes: str = "auto", title: str | None = None) -> Scene:
    """Return a scene of the position graph of ``game`` (see :func:`position_graph` for the parameters).

    Parameters
    ----------
    values : bool
        Colour the nodes by their value for the player to move, from a retrograde solve of everything
        reachable from the start (two-player games; default True). Other nodes are white.
    labels : bool, optional
        Write each node's position text beside it (default: when there are at most 40 nodes and they are
        drawn as dots).
    nodes : {"auto", "boards", "dots"}
        Draw each node as a small picture of its position framed in its value's colour ("boards": the games
        :func:`position_glyph` has a picture for: stone games such as Picaria and Pong Hau K'i, Tactix, and any
        game whose position text is a grid of ``x``, ``o``, ``.`` rows such as tic-tac-toe), or as a coloured
        dot. "auto" (default): boards for at most 60 nodes when available.
    title : str, optional
        Caption (default: the game's repr and the number of nodes).
    """
    check_one_of(nodes, "nodes", ("auto", "boards", "dots"))
    G = position_graph(game, start=start, symmetry=symmetry, depth=depth, max_positions=max_positions)
    caps = capabilities(game)
    value_of = {}
    if values and caps.players == 2:
        from combgames.solvers import retrograde

        r = retrograde(game, start=start, symmetry=symmetry)
        for v, p in G.nodes(data="position"):
            value_of[v] = r.value(p).outcome
    layers = _layers(G)
    width = max(len(layer) for layer in layers)
    n = G.number_of_nodes()
    glyph = position_glyph(game) if nodes != "dots" else None
    if nodes == "boards" and glyph is None:
        raise ValueError(f"no board picture for the positions of {game!r}; use nodes='dots'")
    if nodes == "auto" and n > 60:
        glyph = None
    if labels is None:
        labels = n <= 40 and glyph is None
    longest = max(len(t) for _, t in G.nodes(data="text")) if labels else 0
    hgap = 1.0 + (0.2 * longest + 0.6 if labels else 0.0)
    if glyph is not None:
        hgap = max(hgap, _GLYPH + 0.5)
    vgap = max(1.6, min(width * hgap * 0.4 / max(len(layers) - 1, 1), 3.0 if labels else 12.0))
    if glyph is not None:
        vgap = max(vgap, _GLYPH * 1.4)
    xy = {}
    for li, layer in enumerate(layers):
        for i, v in enumerate(layer):
            xy[v] = ((i - (len(layer) - 1) / 2) * hgap, -li * vgap)
    half = max((width - 1) / 2 * hgap + (_GLYPH / 2 + 0.2 if glyph else 0.6) + (0.2 * longest + 0.4 if labels else 0.0),
               3.0)
    orbits = " (orbits under symmetry)" if symmetry and caps.canonical is not None else ""
    caption = f"{n} positions{orbits}"
    if value_of:
        caption += "; value for the player to move"
    if any(f for _, f in G.nodes(data="frontier")):
        caption += f"; cut at depth {depth} ({'outlined' if glyph is not None else 'ringed'})"
    for _ in range(3):  # widen until the caption (about 0.6 em per character) fits
        scale = max(4.0, min(48.0, 1600.0 / (2 * half)))
        font = max(0.45, 13.0 / scale)  # legend text at least 13 px
        half = max(half, 0.6 * 0.85 * font * len(caption) / 2 + 0.4)
    reach = _GLYPH * 0.6 if glyph else 0.6
    bottom = -(len(layers) - 1) * vgap - reach
    scene = Scene((-half, bottom - 3.2 * font, half, reach), scale=scale,
                  title=title or f"position graph of {game!r}")
    m = G.number_of_edges()
    edge_width = 1.5 if m < 200 else 1.0 if m < 1000 else 0.6
    edge_opacity = 0.8 if m < 200 else 0.45 if m < 1000 else 0.25
    for u, v in G.edges():
        if u == v:
            continue
        (x1, y1), (x2, y2) = xy[u], xy[v]
        if abs(y1 - y2) < 1e-9:  # an arc inside a layer (loopy games): bow it upwards, clear of the nodes
            bow = 0.35 * vgap
            pts = [(x1 + (x2 - x1) * t, y1 + bow * 4 * t * (1 - t)) for t in (k / 16 for k in range(17))]
            scene.polyline(pts, stroke="#7f7f7f", width=edge_width, opacity=edge_opacity)
        else:
            scene.line(xy[u], xy[v], stroke="#7f7f7f", width=edge_width, opacity=edge_opacity)
    r = 0.32
    for v, data in G.nodes(data=True):
        fill = OUTCOME_COLOURS.get(value_of.get(v), "white")
        if glyph is not None:
            small = glyph(data["position"])
            bx0, by0, bx1, by1 = small.box
            w = _GLYPH if bx1 - bx0 >= by1 - by0 else _GLYPH * (bx1 - bx0) / (by1 - by0)
            h = w * (by1 - by0) / (bx1 - bx0)
            x, y = xy[v]
            frame = 0.12
            scene.rect((x - w / 2 - frame, y - h / 2 - frame), w + 2 * frame, h + 2 * frame,
                       fill=fill if v in value_of else "#dddddd", stroke=BOARD if data["frontier"] else None,
                       width=2.0)
            scene.place(small, (x, y), w)
            continue
        scene.circle(xy[v], r, fill=fill, stroke=BOARD, width=1.0 if n < 300 else 0.5)
        if data["frontier"]:
            scene.circle(xy[v], r * 1.5, stroke=BOARD, width=0.8)
        if labels:
            scene.text((xy[v][0] + r * 1.3, xy[v][1]), data["text"], size=0.3, anchor="start", halo="white")
    legend = [(name, OUTCOME_COLOURS[name]) for name in ("win", "loss", "draw") if name in value_of.values()]
    x = -half + 0.3 + font * 0.6
    y = bottom - font
    for name, colour in legend:
        scene.circle((x, y), 0.5 * font, fill=colour, stroke=BOARD, width=1.0)
        scene.text((x + 0.8 * font, y), name, size=font, anchor="start")
        x += font * (0.8 + 0.62 * len(name) + 1.2)
    scene.text((-half + 0.3, bottom - 2.4 * font), caption, size=font * 0.85, anchor="start", colour="#555555")
    return scene
