"""Games on a graph: Snort and Col (partizan colouring games) and Node-Kayles (impartial), on one graph board.

**Col** (Colin Vout) and **Snort** (Simon Norton) ([1]_ ch. 8, "The games of Col and Snort"; [2]_ ch. 2; [3]_
ch. 2): Left and Right in turn colour an uncoloured vertex of a graph (the countries of a map), Left black (blue
in Winning Ways), Right white (red). In Col two adjacent vertices may never have the *same* colour; in Snort
never *different* colours. Who cannot move loses.

**Node-Kayles** (Schaefer [4]_; [2]_ ch. 4): either player picks a vertex and removes it with all its neighbours;
who cannot move loses. On the path P_n it is Dawson's Kayles, the octal game 0.137 on a heap of n ([2]_ ch. 4).

The board. Conway's reduction ([1]_ ch. 8): a coloured vertex only matters through its neighbours, so it is
deleted and each neighbour is *tinted* with the one colour it may still take: in Col a vertex next to a black
one is tinted white, in Snort it is tinted black. A vertex that would carry both tints can never be coloured
and is deleted too. So a board is a graph whose vertices are untinted (either player may colour them), tinted
Left (only Left may) or tinted Right (only Right may); the legal moves are the same in both games, and only
the tint a move gives the neighbours differs (:meth:`GraphRuleset.neighbour_tint`). A board is
``(tints, edges)``: ``tints[v]`` is 0 (untinted), 1 (tinted Left) or 2 (tinted Right) for vertices 0..n-1, and
``edges`` the sorted pairs ``(u, v)`` with u < v. After a move the vertices left are numbered again 0, 1, ...
in their old order.

Board text (:func:`parse_graph`): a shape, then optionally ``; tints`` and the tinted vertices:

- ``path N``, ``cycle N`` (N >= 3), ``complete N``, ``star N`` (a centre 0 and N leaves), ``empty N`` (N
  isolated vertices), ``grid RxC`` (vertex r * C + c);
- ``N: u-v u-v ...``: N vertices 0..N-1 and the edges listed (``4: 0-1 1-2 2-3`` is ``path 4``);
- ``-``: no vertex;
- then ``; tints 0:L 3:R`` (only Left may colour vertex 0, only Right vertex 3).

The text written back is always the ``N: edges`` form (``3: 0-1 1-2; tints 0:L``). A move is a vertex,
named by its number on the current board.

Values. A board is the disjunctive sum of its connected components (:meth:`GraphRuleset.board_summands`) once
the edges without force are dropped ([1]_ ch. 8: in Col an edge joining oppositely tinted vertices, in Snort
one joining similarly tinted vertices); a component's key is its certificate under nauty [5]_ with the tints
as colour classes (:func:`graph_key`): boards isomorphic by a map keeping tints have equal values.

References
----------
.. [1] J. H. Conway, *On Numbers and Games* (Academic Press, 1976), ch. 8 ("The games of Col and Snort", the
   dictionaries of Col and Snort; every Col position is a number x or ``x + *``, shown with R. K. Guy).
.. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, vol. 1 (Academic
   Press, 1982; 2nd ed. A K Peters, 2001), ch. 2 (Col and Snort, their dictionaries) and ch. 4 (Dawson's
   Kayles).
.. [3] M. H. Albert, R. J. Nowakowski, D. Wolfe, *Lessons in Play* (A K Peters, 2007), ch. 2.
.. [4] T. J. Schaefer, "On the complexity of some two-person perfect-information games", J. Comput. System
   Sci. 16 (1978) 185-225 (Node-Kayles and Snort are PSPACE-complete).
.. [5] B. D. McKay and A. Piperno, "Practical graph isomorphism, II", J. Symbolic Comput. 60 (2014) 94-112.

Examples
--------
>>> from combgames.cgt import game_value
>>> [str(game_value(Col(t))) for t in ("path 1", "path 2", "1:; tints 0:L")]
['*', '0', '1']
>>> [str(game_value(Snort(t))) for t in ("path 1", "path 2", "1:; tints 0:L")]
['*', '+-1', '1']
>>> str(game_value(NodeKayles("cycle 4")))
'0'
"""

from __future__ import annotations

import re
from typing import Any, Hashable

from combgames.game import PositionFormatError
from combgames.games.partizan import LEFT, PartizanGame
from combgames.games.registration import GameFactory
from combgames.options import Option, Options, Text

__all__ = ["Col", "ColouringGame", "GAMES", "GraphRuleset", "MAX_VERTICES", "NodeKayles", "Snort", "check_graph",
           "colour_vertex", "component_vertices", "graph_components", "graph_key", "graph_text", "induced_board",
           "parse_graph", "remove_closed_neighbourhood", "without_forceless_edges"]

MAX_VERTICES = 64
"""The most vertices of a board."""

UNTINTED, TINT_LEFT, TINT_RIGHT = 0, 1, 2
"""The tints of a vertex: either player may colour it, only Left may, only Right may."""

Board = tuple[tuple[int, ...], tuple[tuple[int, int], ...]]

_TINT_NAMES = {TINT_LEFT: "L", TINT_RIGHT: "R"}
_SHAPE = re.compile(r"^(path|cycle|complete|star|empty)\s+(\d+)$")
_GRID = re.compile(r"^grid\s+(\d+)\s*x\s*(\d+)$")
_EDGE = re.compile(r"^(\d+)-(\d+)$")
_TINT = re.compile(r"^(\d+):([LR])$")


# ---------------------------------------------------------------------------------------------- the board
def parse_graph(text: str, game: str = "graph") -> Board:
    """The board written ``text`` (see the module docstring for the notation).

    Raises
    ------
    TypeError
        If ``text`` is not a str.
    PositionFormatError
        (a ValueError) naming the word that is wrong: an unknown shape, a vertex out of range, a loop, a
        repeated edge or tint, more than :data:`MAX_VERTICES` vertices.

    Examples
    --------
    >>> parse_graph("path 3; tints 2:R")
    ((0, 0, 2), ((0, 1), (1, 2)))
    >>> parse_graph("3: 0-2")
    ((0, 0, 0), ((0, 2),))
    """
    if not isinstance(text, str):
        raise TypeError(f"{game} board text must be a str, not {type(text).__name__}")
    shape, semicolon, tint_text = text.partition(";")
    n, edges = _parse_shape(shape.strip(), text, game)
    tints = [UNTINTED] * n
    if tint_text.strip():
        words = tint_text.replace(",", " ").split()
        if words[0] != "tints":
            raise PositionFormatError(f"{game} board text {text!r}: after ';' write 'tints' and the tinted vertices, "
                                      f"like '; tints 0:L 3:R'")
        for word in words[1:]:
            m = _TINT.match(word)
            if not m:
                raise PositionFormatError(f"{game} board text {text!r}: tint {word!r} must be VERTEX:L or VERTEX:R")
            v = _vertex(m.group(1), n, text, game)
            if tints[v]:
                raise PositionFormatError(f"{game} board text {text!r}: vertex {v} is tinted twice")
            tints[v] = TINT_LEFT if m.group(2) == "L" else TINT_RIGHT
    elif semicolon:
        raise PositionFormatError(f"{game} board text {text!r}: nothing after ';' (write '; tints 0:L' or leave "
                                  "out the ';')")
    return tuple(tints), tuple(sorted(edges))


def _parse_shape(shape: str, text: str, game: str) -> tuple[int, set[tuple[int, int]]]:
    """The number of vertices and the edges of the shape part of a board's text."""
    if shape == "-":
        return 0, set()
    m = _SHAPE.match(shape)
    if m:
        kind, n = m.group(1), int(m.group(2))
        _check_size(n, text, game)
        if kind == "cycle" and n < 3:
            raise PositionFormatError(f"{game} board text {text!r}: a cycle has at least 3 vertices")
        if kind == "star":
            _check_size(n + 1, text, game)
            return n + 1, {(0, k) for k in range(1, n + 1)}
        edges = {"path": lambda: {(k, k + 1) for k in range(n - 1)},
                 "cycle": lambda: {(k, k + 1) for k in range(n - 1)} | {(0, n - 1)},
                 "complete": lambda: {(u, v) for u in range(n) for v in range(u + 1, n)},
                 "empty": set}[kind]()
        return n, edges
    m = _GRID.match(shape)
    if m:
        rows, cols = int(m.group(1)), int(m.group(2))
        _check_size(rows * cols, text, game)
        edges = {(r * cols + c, r * cols + c + 1) for r in range(rows) for c in range(cols - 1)}
        edges |= {(r * cols + c, (r + 1) * cols + c) for r in range(rows - 1) for c in range(cols)}
        return rows * cols, edges
    head, colon, rest = shape.partition(":")
    if not colon or not head.strip().isdigit():
        raise PositionFormatError(f"{game} board text {text!r}: the shape {shape!r} is none of 'path N', 'cycle N', "
                                  "'complete N', 'star N', 'empty N', 'grid RxC', 'N: u-v u-v ...' or '-'")
    n = int(head)
    _check_size(n, text, game)
    edges: set[tuple[int, int]] = set()
    for word in rest.replace(",", " ").split():
        m = _EDGE.match(word)
        if not m:
            raise PositionFormatError(f"{game} board text {text!r}: edge {word!r} must be two vertices like 0-1")
        u, v = _vertex(m.group(1), n, text, game), _vertex(m.group(2), n, text, game)
        if u == v:
            raise PositionFormatError(f"{game} board text {text!r}: edge {word!r} is a loop")
        edge = (min(u, v), max(u, v))
        if edge in edges:
            raise PositionFormatError(f"{game} board text {text!r}: edge {word!r} is listed twice")
        edges.add(edge)
    return n, edges


def _check_size(n: int, text: str, game: str) -> None:
    if n > MAX_VERTICES:
        raise PositionFormatError(f"{game} board text {text!r}: {n} vertices, at most {MAX_VERTICES}")


def _vertex(word: str, n: int, text: str, game: str) -> int:
    v = int(word)
    if not v < n:
        raise PositionFormatError(f"{game} board text {text!r}: vertex {v} is not one of the vertices 0..{n - 1}"
                                  if n else f"{game} board text {text!r}: vertex {v} on a board with no vertex")
    return v


def graph_text(board: Board) -> str:
    """The board's text in the ``N: u-v ...; tints v:L ...`` form (``-`` for no vertex).

    Examples
    --------
    >>> graph_text(((1, 0, 0), ((0, 1), (1, 2))))
    '3: 0-1 1-2; tints 0:L'
    """
    tints, edges = board
    if not tints:
        return "-"
    text = f"{len(tints)}:" + "".join(f" {u}-{v}" for u, v in edges)
    tinted = [f"{v}:{_TINT_NAMES[t]}" for v, t in enumerate(tints) if t]
    return text + ("; tints " + " ".join(tinted) if tinted else "")


def check_graph(board: Any, game: Any) -> None:
    """Raise unless ``board`` is ``(tints, edges)`` as the module docstring says (the message names ``game``)."""
    if not (isinstance(board, tuple) and len(board) == 2 and isinstance(board[0], tuple)
            and isinstance(board[1], tuple)):
        raise TypeError(f"not a position of {game!r}: a board is (tints, edges), not {board!r}")
    tints, edges = board
    n = len(tints)
    if n > MAX_VERTICES or not all(type(t) is int and t in (0, 1, 2) for t in tints):
        raise ValueError(f"not a position of {game!r}: tints must be 0, 1 or 2 for at most {MAX_VERTICES} vertices, "
                         f"not {tints!r}")
    good = all(isinstance(e, tuple) and len(e) == 2 and all(type(x) is int for x in e) and 0 <= e[0] < e[1] < n
               for e in edges)
    if not good or list(edges) != sorted(set(edges)):
        raise ValueError(f"not a position of {game!r}: edges must be sorted distinct pairs (u, v), u < v < {n}, "
                         f"not {edges!r}")


def _neighbours(board: Board) -> list[list[int]]:
    tints, edges = board
    adjacent: list[list[int]] = [[] for _ in tints]
    for u, v in edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    return adjacent


def _induced(board: Board, keep: list[int], tints: list[int] | None = None) -> Board:
    """The board on the vertices ``keep`` (in that order, numbered 0, 1, ...), with ``tints`` if given."""
    where = {v: k for k, v in enumerate(keep)}
    old = board[0] if tints is None else tints
    edges = sorted((min(where[u], where[v]), max(where[u], where[v])) for u, v in board[1] if u in where and v in where)
    return tuple(old[v] for v in keep), tuple(edges)


def colour_vertex(board: Board, v: int, tint: int) -> Board:
    """The board after vertex ``v`` is coloured and its neighbours get ``tint`` (:data:`TINT_LEFT` or
    :data:`TINT_RIGHT`): v deleted, and a neighbour then tinted both ways deleted too ([1]_ ch. 8).

    Examples
    --------
    >>> colour_vertex(((0, 0, 2), ((0, 1), (1, 2))), 0, TINT_LEFT)
    ((1, 2), ((0, 1),))
    >>> colour_vertex(((0, 0, 2), ((0, 1), (1, 2))), 1, TINT_LEFT)   # vertex 2, tinted both ways, goes too
    ((1,), ())
    """
    tints = list(board[0])
    for u in _neighbours(board)[v]:
        tints[u] |= tint
    keep = [u for u in range(len(tints)) if u != v and tints[u] != TINT_LEFT | TINT_RIGHT]
    return _induced(board, keep, tints)


def without_forceless_edges(board: Board, similar: bool) -> Board:
    """The board without the edges that cannot matter ([1]_ ch. 8): those joining two vertices tinted the same
    way (``similar``, Snort: both take the same colour anyway) or tinted opposite ways (Col: they take
    different colours anyway).

    Examples
    --------
    >>> without_forceless_edges(((1, 2, 1), ((0, 1), (0, 2))), similar=True)
    ((1, 2, 1), ((0, 1),))
    >>> without_forceless_edges(((1, 2, 1), ((0, 1), (0, 2))), similar=False)
    ((1, 2, 1), ((0, 2),))
    """
    tints, edges = board
    keep = tuple((u, v) for u, v in edges
                 if not (tints[u] and tints[v] and (tints[u] == tints[v]) == similar))
    return board if len(keep) == len(edges) else (tints, keep)


def remove_closed_neighbourhood(board: Board, v: int) -> Board:
    """The board without ``v`` and its neighbours (a move of Node-Kayles).

    Examples
    --------
    >>> remove_closed_neighbourhood(((0, 0, 0, 0), ((0, 1), (1, 2), (2, 3))), 1)
    ((0,), ())
    """
    gone = {v, *_neighbours(board)[v]}
    return _induced(board, [u for u in range(len(board[0])) if u not in gone])


def component_vertices(board: Board) -> list[list[int]]:
    """The vertices of each connected component, each list sorted, components by their least vertex.

    Examples
    --------
    >>> component_vertices(((0, 1, 0), ((0, 2),)))
    [[0, 2], [1]]
    """
    n = len(board[0])
    adjacent = _neighbours(board)
    seen = [False] * n
    parts = []
    for s in range(n):
        if seen[s]:
            continue
        seen[s] = True
        stack, part = [s], []
        while stack:
            u = stack.pop()
            part.append(u)
            for w in adjacent[u]:
                if not seen[w]:
                    seen[w] = True
                    stack.append(w)
        parts.append(sorted(part))
    return parts


def induced_board(board: Board, keep: list[int]) -> Board:
    """The board on the vertices ``keep`` (in that order, numbered 0, 1, ...).

    Examples
    --------
    >>> induced_board(((0, 1, 0), ((0, 2),)), [0, 2])
    ((0, 0), ((0, 1),))
    """
    return _induced(board, keep)


def graph_components(board: Board) -> list[Board]:
    """The connected components of the board (:func:`component_vertices`), each numbered 0, 1, ... in the old
    order (one list entry, the board itself, when it is connected or empty).

    Examples
    --------
    >>> graph_components(((0, 1, 0), ((0, 2),)))
    [((0, 0), ((0, 1),)), ((1,), ())]
    """
    parts = component_vertices(board)
    if len(parts) <= 1:
        return [board]
    return [_induced(board, part) for part in parts]


def graph_key(board: Board) -> Hashable:
    """A key equal for two boards exactly when an isomorphism of the graphs maps tints to the same tints: the
    number of vertices of each tint and nauty's certificate with the tints as ordered colour classes [5]_.

    Examples
    --------
    >>> graph_key(parse_graph("path 3; tints 0:L")) == graph_key(parse_graph("3: 0-2 2-1; tints 1:L"))
    True
    >>> graph_key(parse_graph("path 3; tints 0:L")) == graph_key(parse_graph("path 3; tints 1:L"))
    False
    """
    from combgames.base.nauty import ColouredGraph

    tints, edges = board
    n = len(tints)
    counts = tuple(tints.count(t) for t in (UNTINTED, TINT_LEFT, TINT_RIGHT))
    if n <= 1 or not edges:
        return (n, counts, len(edges))
    adjacency: dict[int, list[int]] = {}
    for u, v in edges:
        adjacency.setdefault(u, []).append(v)
    classes = [{v for v in range(n) if tints[v] == t} for t in (UNTINTED, TINT_LEFT, TINT_RIGHT)]
    return (n, counts, len(edges), ColouredGraph(n, adjacency, [c for c in classes if c]).certificate())


# ---------------------------------------------------------------------------------------------- the rulesets
_BOARD_HELP = ("the start graph: 'path N', 'cycle N', 'complete N', 'star N', 'grid RxC' or 'N: 0-1 1-2 ...', then "
               "optionally '; tints 0:L 3:R' (vertices only Left, or only Right, may colour)")

class GraphRuleset(PartizanGame):
    """A game on a graph board (see the module docstring); a subclass says who may take which vertex and what
    the move leaves (:meth:`board_options`).

    Parameters
    ----------
    board : str
        The start board's text (:func:`parse_graph`; default :attr:`DEFAULT_BOARD`).

    Raises
    ------
    PositionFormatError
        (a ValueError) for malformed board text, naming the word.
    """

    name = "graph"
    title = "Graph game"
    DEFAULT_BOARD = "path 5"
    OPTIONS = Options(Option("board", Text(), "path 5", _BOARD_HELP))

    def __init__(self, board: str | None = None):
        text = self.DEFAULT_BOARD if board is None else board
        self.board = type(self).OPTIONS.check(board=text)["board"]
        self._start = self.parse_board(self.board)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.board_text(self._start)!r})"

    def cache_key(self) -> str:
        return f"{self.name};board={self.board_text(self._start)}"

    def initial_board(self) -> Board:
        return self._start

    def check_board(self, board: Any) -> None:
        check_graph(board, self)

    def board_text(self, board: Board) -> str:
        return graph_text(board)

    def parse_board(self, text: str) -> Board:
        return parse_graph(text, self.title)

    def move_name(self, move: int) -> str:
        return str(move)

    def board_summands(self, board: Board) -> list[Board]:
        """The connected components."""
        return graph_components(board)

    def board_key(self, board: Board) -> Hashable:
        """The board up to isomorphisms keeping tints (:func:`graph_key`)."""
        return graph_key(board)

    def diagram(self, p: tuple[Board, int]) -> str:
        """The board's text and the player to move."""
        return f"{self.board_text(p[0])}\n{'Left' if p[1] == LEFT else 'Right'} to move"


class ColouringGame(GraphRuleset):
    """Col and Snort: a player colours a vertex that is untinted or tinted with the player's own colour, and its
    neighbours get :meth:`neighbour_tint` (see the module docstring)."""

    #: Whether an edge joining two similarly tinted vertices is without force (Snort), else an edge joining
    #: oppositely tinted ones (Col).
    similar_edges_forceless = False

    def neighbour_tint(self, player: int) -> int:
        """The tint the neighbours of a vertex ``player`` colours receive."""
        raise NotImplementedError

    def board_options(self, board: Board, player: int) -> list[tuple[int, Board]]:
        """Each vertex untinted or tinted with ``player``'s colour, coloured by ``player``."""
        own = TINT_LEFT if player == LEFT else TINT_RIGHT
        tint = self.neighbour_tint(player)
        return [(v, colour_vertex(board, v, tint)) for v, t in enumerate(board[0]) if t in (UNTINTED, own)]

    def board_summands(self, board: Board) -> list[Board]:
        """The connected components once the edges without force are dropped (:func:`without_forceless_edges`)."""
        return graph_components(without_forceless_edges(board, self.similar_edges_forceless))

    def board_key(self, board: Board) -> Hashable:
        """The board without its forceless edges up to isomorphisms keeping tints (:func:`graph_key`)."""
        return graph_key(without_forceless_edges(board, self.similar_edges_forceless))


class Snort(ColouringGame):
    """Snort: adjacent vertices never get different colours, so a coloured vertex tints its neighbours with its
    own colour.

    Examples
    --------
    >>> g = Snort("path 3; tints 0:R")
    >>> g.moves((g.initial_board(), 0)), g.moves((g.initial_board(), 1))
    ([1, 2], [0, 1, 2])
    >>> g.board_text(g.play((g.initial_board(), 0), 2)[0])   # Left colours 2: vertex 1 now Left's only
    '2: 0-1; tints 0:R 1:L'
    """

    name = "snort"
    title = "Snort"
    DEFAULT_BOARD = "path 5"
    OPTIONS = Options(Option("board", Text(), DEFAULT_BOARD, _BOARD_HELP))
    similar_edges_forceless = True

    def neighbour_tint(self, player: int) -> int:
        return TINT_LEFT if player == LEFT else TINT_RIGHT


class Col(ColouringGame):
    """Col: adjacent vertices never get the same colour, so a coloured vertex tints its neighbours with the other
    colour.

    Examples
    --------
    >>> g = Col("path 3; tints 0:R")
    >>> g.moves((g.initial_board(), 0)), g.moves((g.initial_board(), 1))
    ([1, 2], [0, 1, 2])
    >>> g.board_text(g.play((g.initial_board(), 0), 2)[0])   # Left colours 2: vertex 1 now Right's only
    '2: 0-1; tints 0:R 1:R'
    """

    name = "col"
    title = "Col"
    DEFAULT_BOARD = "path 5"
    OPTIONS = Options(Option("board", Text(), DEFAULT_BOARD, _BOARD_HELP))

    def neighbour_tint(self, player: int) -> int:
        return TINT_RIGHT if player == LEFT else TINT_LEFT


class NodeKayles(GraphRuleset):
    """Node-Kayles: take a vertex and its neighbours away; both players alike (impartial). Boards have no tints.

    Examples
    --------
    >>> g = NodeKayles("path 4")
    >>> [g.board_text(b) for _, b in g.board_options(g.initial_board(), 0)]
    ['2: 0-1', '1:', '1:', '2: 0-1']
    """

    name = "node-kayles"
    title = "Node-Kayles"
    impartial = True
    player_names = ("player 1", "player 2")
    DEFAULT_BOARD = "cycle 6"
    OPTIONS = Options(Option("board", Text(), DEFAULT_BOARD, "the start graph: 'path N', 'cycle N', 'grid RxC', "
                                                             "'N: 0-1 1-2 ...' (no tints)"))

    def board_options(self, board: Board, player: int) -> list[tuple[int, Board]]:
        """Each vertex, removed with its neighbours (the same for both players)."""
        return [(v, remove_closed_neighbourhood(board, v)) for v in range(len(board[0]))]

    def parse_board(self, text: str) -> Board:
        board = parse_graph(text, self.title)
        if any(board[0]):
            raise PositionFormatError(f"Node-Kayles board text {text!r}: tints belong to Snort and Col; a Node-Kayles "
                                      "board is a graph only")
        return board

    def check_board(self, board: Any) -> None:
        check_graph(board, self)
        if any(board[0]):
            raise ValueError(f"not a position of {self!r}: a Node-Kayles board has no tints, not {board[0]!r}")

    def canonical(self, p: tuple[Board, int]) -> Hashable:
        """The board up to isomorphism: who is to move does not matter in an impartial game."""
        return graph_key(p[0])

    def diagram(self, p: tuple[Board, int]) -> str:
        return f"{self.board_text(p[0])}\nplayer {p[1] + 1} to move"


GAMES = {"snort": GameFactory(Snort, Snort.OPTIONS), "col": GameFactory(Col, Col.OPTIONS),
         "node-kayles": GameFactory(NodeKayles, NodeKayles.OPTIONS)}
