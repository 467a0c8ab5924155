"""Position graphs of small games: every position reachable from a start, laid out by plies, coloured by value.

The *position graph* of a game from a position s has a node for each position reachable from s (with
``symmetry=True``, for each orbit under the game's symmetry group: nodes are ``game.canonical`` keys) and
an arc for each move. :func:`position_graph` builds it as a :class:`networkx.DiGraph` through the generic
game interface only; :func:`position_graph_scene` draws it in layers by the number of plies from the start
(breadth-first depth), ordering each layer by the barycentre heuristic to reduce crossings, with every node
coloured by its value for the player to move (:func:`combgames.solvers.retrograde`): win green, loss red,
draw grey; each node is labelled with its position text and value, each arc is an arrow labelled with its
move, and a legend says what the marks mean (labels are left out above :data:`LABELLED_POSITIONS` nodes and
:data:`LABELLED_ARCS` arcs unless asked for, and the legend says so). Straffin's position graphs of Pong Hau K'i and Mu Torere (cited in seeds/000_673cd376e7bd542d.txt)
are pictures of this kind.
"""

from __future__ import annotations

from functools import singledispatch
from typing import TYPE_CHECKING, Any, Callable

from combgames.explore import ExplorationLimitError, explore
from combgames.game import capabilities, move_text
from combgames.pictures._style import BOARD, OUTCOME_COLOURS
from combgames.pictures.scene import Scene
from combgames.base.checks import LimitError, check_int, check_one_of

if TYPE_CHECKING:
    import networkx as nx

__all__ = ["LABELLED_ARCS", "LABELLED_POSITIONS", "position_glyph", "position_graph", "position_graph_scene"]


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


LABELLED_POSITIONS = 60
"""Above this many nodes a position graph is drawn without node labels unless asked (``labels=True``)."""

LABELLED_ARCS = 90
"""Above this many arcs a position graph is drawn without move labels unless asked (``move_labels=True``)."""

_ARROWS = 400
"""Above this many arcs the arcs are drawn as plain lines, without arrowheads (they would hide the nodes)."""

Box = tuple[float, float, float, float]


def position_graph_scene(game: Any, *, start: Any = None, symmetry: bool = True, depth: int | None = None,
                         max_positions: int = 2000, values: bool = True, labels: bool | None = None,
                         move_labels: bool | None = None, nodes: str = "auto", title: str | None = None) -> Scene:
    """Return a scene of the position graph of ``game`` (see :func:`position_graph` for the parameters).

    Each node is a position, drawn as a small board (or a dot) filled or framed in the colour of its value
    for the player to move, and labelled with its position text (the game's notation, which
    ``game.parse_position`` reads back) and its value (``win in 3``: the player to move wins in 3 plies).
    Each arc is an arrow from a position to the one a move leads to, labelled with the move's text (in the
    frame of the drawn representative; with symmetry one arc may stand for several moves). A legend explains
    the colours, the arrows and the frontier, and says which labels were left out for size.

    Parameters
    ----------
    values : bool
        Colour the nodes by their value for the player to move, from a retrograde solve of everything
        reachable from the start (two-player games; default True). Other nodes are white.
    labels : bool, optional
        Label each node with its position text and value (default: when there are at most
        :data:`LABELLED_POSITIONS` nodes; the caption says when they were left out).
    move_labels : bool, optional
        Label each arc with its move (default: when there are at most :data:`LABELLED_ARCS` arcs); an arc
        standing for k > 2 moves equivalent under symmetry shows the first and ``+(k - 1)``.
    nodes : {"auto", "boards", "dots"}
        Draw each node as a small picture of its position framed in its value's colour ("boards": the games
        :func:`position_glyph` has a picture for: stone games such as Picaria and Pong Hau K'i, Tactix, and any
        game whose position text is a grid of ``x``, ``o``, ``.`` rows such as tic-tac-toe), or as a coloured
        dot. "auto" (default): boards for at most 60 nodes when available.
    title : str, optional
        Caption (default: the game's repr and the number of nodes).

    Examples
    --------
    >>> from combgames.games.nim import Nim
    >>> svg = position_graph_scene(Nim((1, 2))).to_svg()   # heaps 1 and 2; move "2:1" takes 1 from heap 2
    >>> "1 2 · win in 3" in svg, "1 1 | 2 · loss in 2" in svg, ">2:1<" in svg
    (True, True, True)
    """
    check_one_of(nodes, "nodes", ("auto", "boards", "dots"))
    G = position_graph(game, start=start, symmetry=symmetry, depth=depth, max_positions=max_positions)
    caps = capabilities(game)
    value_of: dict[Any, Any] = {}
    if values and caps.players == 2:
        from combgames.solvers import retrograde

        r = retrograde(game, start=start, symmetry=symmetry)
        value_of = {v: r.value(p) for v, p in G.nodes(data="position")}
    n, m = G.number_of_nodes(), G.number_of_edges()
    glyph = position_glyph(game) if nodes != "dots" else None
    if nodes == "boards" and glyph is None:
        raise ValueError(f"no board picture for the positions of {game!r}; use nodes='dots'")
    if nodes == "auto" and n > 60:
        glyph = None
    notes = []
    if labels is None:
        labels = n <= LABELLED_POSITIONS
        if not labels:
            notes.append(f"no position labels above {LABELLED_POSITIONS} positions (labels=True draws them)")
    if move_labels is None:
        move_labels = m <= LABELLED_ARCS
        if not move_labels:
            notes.append(f"no move labels above {LABELLED_ARCS} arcs (move_labels=True draws them)")
    texts = _node_texts(G, value_of, one_line=glyph is None) if labels else {}
    layers = _layers(G)
    xy, hgap, vgap = _layout(layers, texts, glyph is not None)
    boxes = {}
    scene_items: list[Callable[[Scene], None]] = []
    for v, data in G.nodes(data=True):
        boxes[v], draw = _node(v, data, xy[v], glyph, value_of.get(v), texts.get(v))
        scene_items.append(draw)
    width = max(len(layer) for layer in layers)
    half = max((width - 1) / 2 * hgap + max(b[2] - xy[v][0] for v, b in boxes.items()) + 0.3, 3.0)
    orbits = " (orbits under symmetry)" if symmetry and caps.canonical is not None else ""
    caption = f"{n} positions{orbits}, {m} arcs"
    if value_of:
        caption += "; value for the player to move"
    frontier = any(f for _, f in G.nodes(data="frontier"))
    if frontier:
        caption += f"; cut at depth {depth}"
    for _ in range(3):  # widen until the caption and the notes (about 0.6 em per character) fit
        scale = max(4.0, min(48.0, 1600.0 / (2 * half)))
        font = max(0.45, 13.0 / scale)  # legend text at least 13 px
        widest = max([len(caption)] + [len(t) for t in notes])
        half = max(half, 0.6 * 0.85 * font * widest / 2 + 0.4)
    top = max(b[3] for b in boxes.values()) + 0.2
    bottom = min(b[1] for b in boxes.values()) - 0.2
    legend_height = (3.2 + 1.2 * len(notes)) * font
    scene = Scene((-half, bottom - legend_height, half, top), scale=scale,
                  title=title or f"position graph of {game!r}")
    free = vgap - max(_core(b, xy[v], glyph is not None)[3] - _core(b, xy[v], glyph is not None)[1]
                      for v, b in boxes.items())
    _draw_arcs(scene, game, G, xy, boxes, move_labels=move_labels, glyphs=glyph is not None, gap=min(hgap, vgap),
               free=free)
    for draw in scene_items:
        draw(scene)
    _legend(scene, (-half, bottom), font, sorted({v.outcome for v in value_of.values()}, key=_OUTCOME_ORDER.index),
            frontier="outlined" if glyph is not None else "ringed" if frontier else None,
            lines=[caption, *notes], show_frontier=frontier)
    return scene


_OUTCOME_ORDER = ["win", "loss", "draw"]
_TEXT = 0.2     # position text under a board, in layout units (the board is _GLYPH wide)
_VALUE = 0.24   # the value under a board
_MOVE = 0.22    # a move on an arc
_DOT_TEXT = 0.3  # the label beside a dot
_DOT = 0.32     # radius of a dot


def _value_text(value: Any) -> str:
    """A value for the player to move as a reader says it: "win in 3", "loss in 0", "draw"."""
    return str(value)


def _node_texts(G: "nx.DiGraph", value_of: dict, *, one_line: bool) -> dict[Any, tuple[str, ...]]:
    """Each node's label lines: its position text, then its value (when known); one line "text · value" for
    dots."""
    out = {}
    for v, text in G.nodes(data="text"):
        lines = (text, _value_text(value_of[v])) if v in value_of else (text,)
        out[v] = (" · ".join(lines),) if one_line else lines
    return out


def _text_width(text: str, size: float) -> float:
    """An estimate of the width of ``text`` at font height ``size`` (about 0.6 em per character)."""
    return 0.6 * size * len(text)


def _layout(layers: list[list[Any]], texts: dict, glyphs: bool) -> tuple[dict, float, float]:
    """Node centres by layer, and the horizontal and vertical gaps between them."""
    width = max(len(layer) for layer in layers)
    if glyphs:
        widest = max((_text_width(t, _VALUE if i else _TEXT) for lines in texts.values()
                      for i, t in enumerate(lines)), default=0.0)
        hgap = max(_GLYPH + 0.6, widest + 0.4)
        vgap = _GLYPH + 0.35 + (0.3 + 0.3 * max((len(t) for t in texts.values()), default=0)) + 0.8
    else:
        widest = max((_text_width(t[0], _DOT_TEXT) for t in texts.values()), default=0.0)
        hgap = 1.0 + (widest + 0.5 if texts else 0.0)
        vgap = max(1.6, min(width * hgap * 0.4 / max(len(layers) - 1, 1), 3.0 if texts else 12.0))
    xy = {}
    for li, layer in enumerate(layers):
        for i, v in enumerate(layer):
            xy[v] = ((i - (len(layer) - 1) / 2) * hgap, -li * vgap)
    return xy, hgap, vgap


def _node(v: Any, data: dict, at: tuple[float, float], glyph: Callable | None, value: Any,
          lines: tuple[str, ...] | None) -> tuple[Box, Callable[[Scene], None]]:
    """The bounding box of a node (board or dot, with its labels) and a function drawing it."""
    x, y = at
    fill = OUTCOME_COLOURS.get(value.outcome, "white") if value is not None else "white"
    if glyph is not None:
        small = glyph(data["position"])
        bx0, by0, bx1, by1 = small.box
        w = _GLYPH if bx1 - bx0 >= by1 - by0 else _GLYPH * (bx1 - bx0) / (by1 - by0)
        h = w * (by1 - by0) / (bx1 - bx0)
        frame = 0.12
        below = y - h / 2 - frame
        text_at = [(x, below - 0.2 - 0.3 * i) for i in range(len(lines or ()))]
        label_half = max((_text_width(t, _VALUE if i else _TEXT) / 2 for i, t in enumerate(lines or ())),
                         default=0.0)
        half_w = max(w / 2 + frame, label_half)
        box = (x - half_w, (text_at[-1][1] - 0.15) if text_at else below, x + half_w, y + h / 2 + frame)

        def draw(scene: Scene) -> None:
            scene.rect((x - w / 2 - frame, y - h / 2 - frame), w + 2 * frame, h + 2 * frame,
                       fill=fill if value is not None else "#dddddd", stroke=BOARD if data["frontier"] else None,
                       width=2.0)
            scene.place(small, (x, y), w)
            for i, (t, p) in enumerate(zip(lines or (), text_at)):
                scene.text(p, t, size=_VALUE if i else _TEXT, colour=BOARD if i else "#555555", halo="white",
                           bold=bool(i))

        return box, draw

    label = lines[0] if lines else None
    right = x + _DOT * 1.3 + (_text_width(label, _DOT_TEXT) if label else 0.0)
    box = (x - _DOT, y - _DOT, max(x + _DOT, right), y + _DOT)

    def draw(scene: Scene) -> None:
        scene.circle((x, y), _DOT, fill=fill, stroke=BOARD, width=1.0)
        if data["frontier"]:
            scene.circle((x, y), _DOT * 1.5, stroke=BOARD, width=0.8)
        if label:
            scene.text((x + _DOT * 1.3, y), label, size=_DOT_TEXT, anchor="start", halo="white")

    return (x - _DOT, y - _DOT, x + _DOT, y + _DOT) if not label else box, draw


def _exit(box: Box, p: tuple[float, float], q: tuple[float, float]) -> float:
    """The parameter t in [0, 1] where the segment p + t (q - p), from p inside ``box``, leaves it."""
    x0, y0, x1, y1 = box
    t = 1.0
    for lo, hi, a, d in ((x0, x1, p[0], q[0] - p[0]), (y0, y1, p[1], q[1] - p[1])):
        if d > 1e-12:
            t = min(t, (hi - a) / d)
        elif d < -1e-12:
            t = min(t, (lo - a) / d)
    return max(0.0, t)


def _core(box: Box, centre: tuple[float, float], glyphs: bool) -> Box:
    """The part of a node's box that arcs must not cross: the board or the dot (labels may be crossed by
    arcs for dots, whose labels sit beside them)."""
    if glyphs:
        return box
    x, y = centre
    return (x - _DOT, y - _DOT, x + _DOT, y + _DOT)


def _draw_arcs(scene: Scene, game: Any, G: "nx.DiGraph", xy: dict, boxes: dict, *, move_labels: bool,
               glyphs: bool, gap: float, free: float) -> None:
    """Arrows from each position to the positions its moves lead to, each labelled with its moves.

    A label sits in the free band below (or above) its source, ``free`` high between one layer's nodes and
    the next's, so that the label of an arc spanning several layers does not land on a node on its way.
    """
    m = G.number_of_edges()
    width = 1.5 if m < 200 else 1.0 if m < 1000 else 0.6
    opacity = 0.8 if m < 200 else 0.45 if m < 1000 else 0.25
    head = (0.22 if glyphs else 0.16) if m <= _ARROWS else 0.0
    ink = "#7f7f7f"
    labels = []
    for u, v, data in G.edges(data=True):
        if u == v:
            continue
        (x1, y1), (x2, y2) = xy[u], xy[v]
        if abs(y1 - y2) < 1e-9:  # an arc inside a layer (loopy games): bow it upwards, clear of the nodes
            bow = (0.45 if x2 > x1 else 0.3) * gap
            pts = [(x1 + (x2 - x1) * t, y1 + bow * 4 * t * (1 - t)) for t in (k / 32 for k in range(33))]
        else:
            offset = 0.1 if G.has_edge(v, u) else 0.0  # a move and its reverse: two parallel arrows
            dx, dy = x2 - x1, y2 - y1
            length = (dx * dx + dy * dy) ** 0.5
            ox, oy = -dy / length * offset, dx / length * offset
            pts = [(x1 + ox, y1 + oy), (x2 + ox, y2 + oy)]
        a, b = _core(boxes[u], xy[u], glyphs), _core(boxes[v], xy[v], glyphs)
        pts = _clipped(pts, a, b)
        if len(pts) < 2:
            continue
        if len(pts) > 2:
            scene.polyline(pts[:-1], stroke=ink, width=width, opacity=opacity)
        if head:
            scene.arrow(pts[-2], pts[-1], stroke=ink, width=width, head=head)
        else:
            scene.line(pts[-2], pts[-1], stroke=ink, width=width, opacity=opacity)
        if move_labels and data.get("moves"):
            p = G.nodes[u]["position"]
            names = [move_text(game, mv, p) for mv in data["moves"]]
            text = ", ".join(names) if len(names) <= 2 else f"{names[0]} +{len(names) - 1}"
            labels.append((_label_candidates(pts, free), text))
    obstacles = list(boxes.values())
    for at, text in _place_labels(labels, obstacles, _MOVE):  # above every arc
        scene.text(at, text, size=_MOVE, colour="#1f4e9a", halo="white")


def _clipped(pts: list[tuple[float, float]], source: Box, target: Box) -> list[tuple[float, float]]:
    """The path ``pts`` from the source's centre to the target's, cut where it leaves the source's box and
    where it enters the target's."""
    if len(pts) == 2:
        p, q = pts
        t0 = _exit(source, p, q)
        t1 = 1.0 - _exit(target, q, p)
        if t1 <= t0:
            return []
        return [(p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t) for t in (t0, t1)]

    def inside(box: Box, pt: tuple[float, float]) -> bool:
        return box[0] <= pt[0] <= box[2] and box[1] <= pt[1] <= box[3]

    return [pt for pt in pts if not inside(source, pt) and not inside(target, pt)]


def _label_candidates(pts: list[tuple[float, float]], free: float) -> list[tuple[float, float]]:
    """Places for an arc's label, best first: on a straight arc, points of the free band it crosses first
    (its middle first; the middle of the arc when it is shorter than the band); on a bowed arc, points along it."""
    if len(pts) != 2:
        return [_along(pts, f) for f in (0.6, 0.4, 0.75, 0.25)]
    (x1, y1), (x2, y2) = pts
    rise = abs(y2 - y1)
    if rise < 1e-9:
        return [_along(pts, f) for f in (0.5, 0.3, 0.7)]
    out = []
    for f in (0.5, 0.3, 0.7, 0.15, 0.85):
        t = min(max(free, 0.0) * f / rise, f if free >= rise else 1.0)
        out.append((x1 + (x2 - x1) * t, y1 + (y2 - y1) * t))
    return out


def _place_labels(wanted: list[tuple[list[tuple[float, float]], str]], obstacles: list[Box],
                  size: float) -> list[tuple[tuple[float, float], str]]:
    """Choose each label's place among its candidates, the first that overlaps no node and no label placed
    before it (greedy; the first candidate when none is free)."""
    taken = list(obstacles)
    out = []
    for candidates, text in wanted:
        half_w, half_h = _text_width(text, size) / 2 + 0.03, size * 0.6

        def box(at: tuple[float, float]) -> Box:
            return at[0] - half_w, at[1] - half_h, at[0] + half_w, at[1] + half_h

        def free_at(at: tuple[float, float]) -> bool:
            b = box(at)
            return not any(b[0] < o[2] and o[0] < b[2] and b[1] < o[3] and o[1] < b[3] for o in taken)

        at = next((c for c in candidates if free_at(c)), candidates[0])
        taken.append(box(at))
        out.append((at, text))
    return out


def _along(pts: list[tuple[float, float]], fraction: float) -> tuple[float, float]:
    """The point ``fraction`` of the way along a path (0.6: a little nearer its end, where arcs fanning out
    of one node are further apart)."""
    steps = [((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5 for a, b in zip(pts, pts[1:])]
    rest = sum(steps) * fraction
    for (a, b), step in zip(zip(pts, pts[1:]), steps):
        if rest <= step and step > 0:
            t = rest / step
            return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
        rest -= step
    return pts[-1]


def _legend(scene: Scene, corner: tuple[float, float], font: float, outcomes: list[str], *,
            frontier: str | None, lines: list[str], show_frontier: bool) -> None:
    """The legend under the graph: the value colours, an arrow for a move, the frontier mark, then the
    caption and the notes, one per line."""
    x0, bottom = corner
    x = x0 + 0.3 + font * 0.6
    y = bottom - font
    for name in outcomes:
        scene.circle((x, y), 0.5 * font, fill=OUTCOME_COLOURS[name], stroke=BOARD, width=1.0)
        scene.text((x + 0.8 * font, y), name, size=font, anchor="start")
        x += font * (0.8 + 0.62 * len(name) + 1.2)
    scene.arrow((x - 0.5 * font, y), (x + 1.5 * font, y), stroke="#7f7f7f", width=1.5, head=0.5 * font)
    scene.text((x + 1.9 * font, y), "move", size=font, anchor="start", colour="#1f4e9a")
    x += font * (1.9 + 0.62 * 4 + 1.2)
    if show_frontier and frontier:
        scene.text((x, y), f"{frontier}: not expanded", size=font, anchor="start", colour="#555555")
    for i, line in enumerate(lines):
        scene.text((x0 + 0.3, bottom - (2.4 + 1.2 * i) * font), line, size=font * 0.85, anchor="start",
                   colour="#555555")
