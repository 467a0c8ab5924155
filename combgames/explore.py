"""The positions reachable from a start: the one walk over a game's state space.

Every computation that needs "all positions reachable from here" uses :func:`explore` (or the resumable
:class:`StateSpace` under it): retrograde analysis builds its graph with it, the parallel solver cuts its
subproblems from it, pictures draw it, OpenSpiel's action space is read off it, and counts of positions are
made on it.

Definitions. The *state graph* of a game from a position s has a node for every position reachable from s by
legal moves (with ``symmetry=True``: for every orbit, keyed by ``game.canonical``, see
:func:`combgames.game.position_key`) and an arc for every move. A position that is over (its result is not
None, or its player to move is stuck and the no-move rule is not "pass") is *terminal* and has no arcs; under
the "pass" rule a stuck player's only move is a pass (move ``None``).

The walk is breadth-first: node ids are given in order of discovery, so ``depth[i]`` (plies from the start)
never decreases with i, and ``max_depth`` cuts the graph after that many plies (the nodes at the cut are the
*frontier*: present, not expanded). Each expanded node costs one ``moves`` call, and one ``play`` and one key
per move.

Examples
--------
>>> from combgames.games.nim import Nim
>>> g = explore(Nim([1, 2]))                     # heaps up to order: 12; 2, 11, 1; (none)
>>> g.size, g.depth, list(g.terminal)
(5, [0, 1, 1, 1, 2], [4])
>>> explore(Nim([1, 2]), symmetry=False).size   # with the player to move and the order of the heaps
8
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Hashable

from combgames.base.checks import LimitError, check_int

from combgames.game import Game, final_result, position_key, position_text, resolve_no_move_rule, successors

if TYPE_CHECKING:
    import networkx

__all__ = ["ExplorationLimitError", "StateGraph", "StateSpace", "explore"]


class ExplorationLimitError(LimitError):
    """More positions are reachable than the stated limit; the message says how many were found."""


@dataclass
class StateGraph:
    """The reachable positions of a game and the moves between them (see the module docstring).

    Attributes
    ----------
    game : Game
    key : callable
        The key function used (``position_key(game, symmetry)``).
    rule : str
        The no-move rule applied.
    positions : list
        One representative position per node (the first found), node ids in breadth-first order.
    index : dict
        Key -> node id.
    depth : list of int
        Plies from the start to each node (breadth-first distance).
    children : list
        Per node, the child node ids in the order of the moves (repeats kept: two moves may lead to one
        orbit); ``[]`` for terminal nodes, ``None`` for frontier nodes that were not expanded.
    moves : list or None
        Per node, the moves parallel to ``children`` (with ``moves=True``), else None.
    terminal : dict
        Node id -> result (winner or DRAW) of every terminal node found.
    """

    game: Game
    key: Callable[[Any], Hashable]
    rule: str
    positions: list = field(default_factory=list)
    index: dict = field(default_factory=dict)
    depth: list = field(default_factory=list)
    children: list = field(default_factory=list)
    moves: list | None = None
    terminal: dict = field(default_factory=dict)

    @property
    def size(self) -> int:
        """The number of nodes."""
        return len(self.positions)

    @property
    def keys(self) -> list:
        """The key of each node, in node order."""
        return list(self.index)[:len(self.positions)]

    def __len__(self) -> int:
        return len(self.positions)

    def __contains__(self, p: Any) -> bool:
        return self.key(p) in self.index

    def node(self, p: Any) -> int:
        """The node id of position ``p`` (of its orbit with symmetry).

        Raises
        ------
        KeyError
            If ``p`` was not reached.
        """
        k = self.key(p)
        if k not in self.index:
            raise KeyError(f"position {p!r} is not in the explored state graph")
        return self.index[k]

    @property
    def frontier(self) -> list[int]:
        """The nodes present but not expanded (at ``max_depth``)."""
        return [i for i, c in enumerate(self.children) if c is None]

    def to_networkx(self) -> "networkx.DiGraph":
        """The state graph as a networkx DiGraph.

        Nodes are node ids with ``kind="position"``, ``label`` (the position text), ``position`` (the
        representative), ``depth`` and, for terminal nodes, ``result``; arcs have ``kind="move"`` and
        ``moves`` (the moves from the representative, when recorded). The graph attribute ``root`` is 0.
        """
        import networkx as nx

        G = nx.DiGraph(root=0, name=type(self.game).__name__)
        for i, p in enumerate(self.positions):
            attributes = {"kind": "position", "label": position_text(self.game, p), "position": p,
                          "depth": self.depth[i]}
            if i in self.terminal:
                attributes["result"] = self.terminal[i]
            G.add_node(i, **attributes)
        for i, kids in enumerate(self.children):
            for k, j in enumerate(kids or ()):
                if not G.has_edge(i, j):
                    G.add_edge(i, j, kind="move", moves=[])
                if self.moves is not None:
                    G.edges[i, j]["moves"].append(self.moves[i][k])
        return G


class StateSpace:
    """The resumable builder of a :class:`StateGraph`: add start positions, then :meth:`expand`.

    Parameters
    ----------
    game : Game
    key : callable
        The node key (``position_key(game, symmetry)``).
    rule : str
        The no-move rule (``resolve_no_move_rule(game, ...)``).
    moves : bool
        Record the moves of every arc.
    max_depth : int, optional
        Do not expand nodes this many plies from the start.
    limit : int, optional
        Raise :class:`ExplorationLimitError` when more positions than this are found.

    Notes
    -----
    :meth:`snapshot` and :meth:`restore` save and resume a partial expansion (retrograde analysis checkpoints
    through them). With :attr:`closed` set, the positions added so far are meant to be all of them, and a move
    to a new position raises ValueError (the game's own enumeration was not closed under moves).
    """

    def __init__(self, game: Game, key: Callable[[Any], Hashable], rule: str, *, moves: bool = False,
                 max_depth: int | None = None, limit: int | None = None):
        if max_depth is not None:
            check_int(max_depth, "max_depth", minimum=0)
        if limit is not None:
            check_int(limit, "limit", minimum=1)
        self.graph = StateGraph(game, key, rule, moves=[] if moves else None)
        self.max_depth = max_depth
        self.limit = limit
        self.closed = False

    def add(self, p: Any, depth: int = 0) -> tuple[int, bool]:
        """Add position ``p`` (unless its key is known); return ``(node id, whether it is new)``."""
        g = self.graph
        k = g.key(p)
        i = g.index.get(k)
        if i is not None:
            return i, False
        if self.limit is not None and len(g.positions) >= self.limit:
            raise ExplorationLimitError(
                f"more than limit={self.limit} positions are reachable from the start ({len(g.positions)} found, "
                f"{len(g.children)} expanded); raise the limit or explore from a later position")
        i = g.index[k] = len(g.positions)
        g.positions.append(p)
        g.depth.append(depth)
        return i, True

    def snapshot(self) -> dict:
        """The state of the expansion, to be saved and given to :meth:`restore` later."""
        g = self.graph
        n = len(g.positions)  # an interrupt may fall between the steps of add(); keep the consistent prefix
        return {"keys": list(g.index)[:n], "positions": g.positions[:n], "depth": g.depth[:n],
                "children": g.children, "moves": g.moves, "terminal": g.terminal, "closed": self.closed}

    def restore(self, state: dict) -> None:
        """Resume from a :meth:`snapshot`."""
        g = self.graph
        g.index = {k: i for i, k in enumerate(state["keys"])}
        g.positions, g.depth = list(state["positions"]), list(state["depth"])
        g.children, g.moves, g.terminal = state["children"], state["moves"], state["terminal"]
        self.closed = state["closed"]

    def expand(self, *, progress: Callable[[dict], None] | None = None, phase: str = "explore",
               saver: Callable[[], None] | None = None, every: float = 60.0, t0: float | None = None) -> StateGraph:
        """Expand nodes in id order until every node is expanded, terminal or on the frontier.

        Parameters
        ----------
        progress : callable, optional
            Called about once a second with ``{"phase", "positions", "expanded", "seconds", "rate"}``.
        phase : str
            The phase name reported.
        saver : callable, optional
            Called every ``every`` seconds and on KeyboardInterrupt (then the interrupt is re-raised), to save a
            :meth:`snapshot`.
        t0 : float, optional
            The ``time.perf_counter()`` the reported seconds count from (default: now).
        """
        g = self.graph
        game, rule, max_depth = g.game, g.rule, self.max_depth
        record_moves = g.moves is not None
        t0 = time.perf_counter() if t0 is None else t0
        last_report = last_save = time.perf_counter()
        i = len(g.children)
        try:
            while i < len(g.positions):
                p = g.positions[i]
                ms = game.moves(p)
                r = final_result(game, p, ms, rule)
                if r is not None:
                    g.terminal[i] = r
                    g.children.append([])
                    if record_moves:
                        g.moves.append([])  # type: ignore[union-attr]
                elif max_depth is not None and g.depth[i] >= max_depth:
                    g.children.append(None)
                    if record_moves:
                        g.moves.append(None)  # type: ignore[union-attr]
                else:
                    kids, arcs = [], []
                    d = g.depth[i] + 1
                    for m, c in successors(game, p, rule, ms):
                        j, new = self.add(c, d)
                        if new and self.closed:
                            raise ValueError(f"position {c!r} (a successor of {p!r}) is not in the enumerated "
                                             "positions")
                        kids.append(j)
                        arcs.append(m)
                    g.children.append(kids)
                    if record_moves:
                        g.moves.append(arcs)  # type: ignore[union-attr]
                i += 1
                if i & 1023 == 0:
                    now = time.perf_counter()
                    if progress is not None and now - last_report >= 1.0:
                        last_report = now
                        progress({"phase": phase, "positions": len(g.positions), "expanded": i,
                                  "seconds": now - t0, "rate": i / max(now - t0, 1e-9)})
                    if saver is not None and now - last_save >= every:
                        last_save = now
                        saver()
        except KeyboardInterrupt:
            # A node interrupted mid-expansion is expanded again on resume; the children it already added keep
            # their ids, so the snapshot is consistent.
            if saver is not None:
                saver()
            raise
        return g


def explore(game: Game, start: Any = None, *, symmetry: bool = True, moves: bool = False,
            max_depth: int | None = None, limit: int | None = None, progress: Callable[[dict], None] | None = None,
            no_move_rule: str | None = None) -> StateGraph:
    """Return the state graph of the positions reachable from ``start`` (default ``game.initial()``).

    Parameters
    ----------
    game : Game
    start : position, optional
        The root (node 0).
    symmetry : bool
        Identify positions with equal ``game.canonical`` keys (default True, when the game declares one).
    moves : bool
        Also record the move of every arc (``StateGraph.moves``).
    max_depth : int, optional
        Expand only nodes fewer than this many plies from the start.
    limit : int, optional
        Refuse (ExplorationLimitError) when more positions are reachable.
    progress : callable, optional
        Progress callback (see :meth:`StateSpace.expand`).
    no_move_rule : str, optional
        Override the game's rule for a stuck player.

    Returns
    -------
    StateGraph

    Raises
    ------
    ExplorationLimitError
        If more than ``limit`` positions are reachable.
    """
    rule = resolve_no_move_rule(game, no_move_rule)
    space = StateSpace(game, position_key(game, symmetry), rule, moves=moves, max_depth=max_depth, limit=limit)
    space.add(game.initial() if start is None else start)
    return space.expand(progress=progress)
