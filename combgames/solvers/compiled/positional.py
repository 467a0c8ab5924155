"""The compiled solver of positional (Maker-Maker) games: alpha-beta over bitboards in numba kernels.

A *positional game* is played on n points with a family of winning lines: two players alternately claim a free
point and the first to own a whole line wins; a full board without one is a draw (seeds/001_b5e936bd6e3419b9.txt,
Sections 1 and 2). A game declares this structure through the optional capability ``positional_structure()``
(:mod:`combgames.game`); the solver never imports a game.

Algorithm (:mod:`combgames.solvers.compiled._kernels`): fail-soft negamax alpha-beta on two ``uint64`` masks
with per-line stone counts kept incrementally; at each node, in order:

1. a point completing a line of the mover: a win in 1;
2. two or more points completing lines of the opponent: a loss in 2; exactly one: the only move (a forced
   block; any other move loses in 2, so the value and its distance are kept);
3. no line winnable by either player: a draw; with ``erdos_selfridge=True`` also a position where each player
   can stop the other by the Erdos-Selfridge potential argument (as in :mod:`combgames.games.positional`);
4. a move making two threats at once (two distinct points each completing a line) while the opponent has no
   threat: a win in 3, the fastest possible once there is no win in 1;
5. with ``threats > 0`` (value mode only): threat-space search [2]_, a sequence of single threats each met by
   the forced block, ending in a double threat, proves a win;
6. otherwise the free points on lines still winnable, ordered by the transposition table's best move, then the
   threats they make and the weights of the lines through them (dead points are passes, and an extra point
   never hurts its owner in a Maker-Maker game [1]_, so they are never better).

The transposition table is numpy arrays (the key masks side by side, score, bound flag, best move) indexed by a hash of the position's
least image under the symmetry group the game declares (up to ``key_depth`` stones; deeper, the position itself).
A listed group of at most ``max_group`` elements is used by a pass over its elements; a group known by its
generators only (PG(2, 4): 120,960 collineations) keys positions by the orbit table of
:mod:`combgames.base.orbit_kernels`, which enters each orbit the search meets once, by a search over the
generators, and then finds any of its positions in one lookup. Either key merges only symmetric positions, so
values stay exact.

Distances follow the distance rule of :mod:`combgames.solvers.values` (``distance=True``, the default, as the
generic :func:`~combgames.solvers.search.alphabeta`); ``distance=False`` proves the value only (far less search).

References
----------
.. [1] J. Beck, Combinatorial Games: Tic-Tac-Toe Theory, Cambridge University Press, 2008 (the
   strategy-stealing and extra-point arguments).
.. [2] L. V. Allis, H. J. van den Herik and M. P. H. Huntjens, Go-Moku and threat-space search, University of
   Limburg, 1993.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from combgames.base.checks import check_int
from combgames.base.kernels import run_interruptible

from combgames.game import Game, capabilities, checked_position, require_two_players
from combgames.solvers.search import MAX_NODES, SearchResult
from combgames.solvers.values import SearchLimitError, Value, from_score

if TYPE_CHECKING:
    import numpy as np

__all__ = ["AUTO_MIN_POINTS", "COMPILED_OPTIONS", "MAX_POINTS", "CompiledPositional", "compiled_alphabeta",
           "compiled_unsuitable", "leaf_evaluator", "positional_structure"]

MAX_POINTS = 64
"""The most points of a game the compiled path takes (one ``uint64`` per player)."""

AUTO_MIN_POINTS = 16
"""``solve(method="auto")`` takes the compiled path for positional games of at least this many points; smaller
games are solved by the generic search before numba would have loaded (about a second)."""

COMPILED_OPTIONS = frozenset({"symmetry", "strategy", "distance", "threats", "key_depth", "table_bits",
                              "erdos_selfridge", "max_nodes", "progress"})
"""The options of :func:`compiled_alphabeta` (``solve(method="auto")`` keeps the generic search for others)."""

ORBIT_POSITIONS = 65_536
"""With a group known by its generators only, positions are keyed by the orbit table of
:mod:`combgames.base.orbit_kernels` up to the most stones whose positions number at most this many (by default):
entering an orbit costs its size times the generators, so deeper keys cost more than the nodes they save. On
PG(2, 4) (120,960 collineations, 7 generators) this is 4 stones: 178,223 nodes and 0.17 s of CPU for the value
by search alone, where 5 stones takes 74,589 nodes but 0.6 s, 6 stones 0.7 s, and no key 16.4 million nodes
and 11.5 s."""


def positions_up_to(n: int, stones: int) -> int:
    """The number of positions of a positional game on n points with at most ``stones`` stones (player 0 has
    the extra stone of an odd count).

    Examples
    --------
    >>> positions_up_to(21, 4), positions_up_to(9, 9)      # PG(2, 4) to 4 stones; every 3 x 3 position
    (40342, 6046)
    """
    from math import comb

    return sum(comb(n, (d + 1) // 2) * comb(n - (d + 1) // 2, d // 2) for d in range(min(stones, n) + 1))


def orbit_key_depth(n: int, budget: int = ORBIT_POSITIONS) -> int:
    """The deepest stone count whose positions, on n points, number at most ``budget`` (see
    :data:`ORBIT_POSITIONS`).

    Examples
    --------
    >>> orbit_key_depth(21), orbit_key_depth(15), orbit_key_depth(64)
    (4, 5, 2)
    """
    depth = 0
    while depth < n and positions_up_to(n, depth + 1) <= budget:
        depth += 1
    return depth

DIRECT_NODES = 50_000
"""A search first runs this many nodes directly (a few tens of milliseconds); one that needs more is run again
from its table in a worker thread (:func:`combgames.base.kernels.run_interruptible`), so that interrupts and
progress reports reach Python. The many short searches of move lists and principal variations so pay nothing
for a thread."""


def compiled_unsuitable(game: Game, options: Any = ()) -> str | None:
    """Why ``solve(method="auto")`` should not take the compiled path for ``game``, or None when it should.

    Examples
    --------
    >>> from combgames.games.positional import TicTacToe
    >>> compiled_unsuitable(TicTacToe(4)) is None, compiled_unsuitable(TicTacToe(3))
    (True, 'positional game of 9 points: the generic search is faster below 16 points')
    >>> compiled_unsuitable(TicTacToe(9))
    'positional game of 81 points: the compiled solver takes at most 64 points'
    """
    declare = capabilities(game).positional_structure
    if declare is None or game.players != 2:
        return "not a two-player positional game"
    extra = sorted(set(options) - COMPILED_OPTIONS)
    if extra:
        return f"options {extra} are not options of the compiled solver"
    n = declare()["points"]
    if n > MAX_POINTS:
        return f"positional game of {n} points: the compiled solver takes at most {MAX_POINTS} points"
    if n < AUTO_MIN_POINTS:
        return f"positional game of {n} points: the generic search is faster below {AUTO_MIN_POINTS} points"
    return None


def positional_structure(game: Game, what: str = "the compiled positional solver") -> dict:
    """Return ``game.positional_structure()`` checked for the compiled path.

    Raises
    ------
    TypeError
        If the game does not declare the capability (not a positional game) or has not two players.
    ValueError
        If it has more than :data:`MAX_POINTS` points (the bitboards are 64 bits wide).
    """
    require_two_players(game, what)
    declare = capabilities(game).positional_structure
    if declare is None:
        raise TypeError(f"{what} needs positional_structure(); {type(game).__name__} does not provide it")
    structure = declare()
    n = structure["points"]
    if n > MAX_POINTS:
        raise ValueError(f"{what} takes games of at most {MAX_POINTS} points (64-bit boards), not {n} points; "
                         "use method='search'")
    return structure


def symmetry_tables(group: np.ndarray | None, n: int, max_group: int) -> np.ndarray:
    """Image tables ``T[e, i]``: the bit of the image of point i under element e, for the action of
    :mod:`combgames.symmetry` (bit i of the image of a mask is bit g[i] of the mask, so point j goes to
    g^-1(j)). The identity comes first; at most ``max_group`` elements are kept. Package-internal (not in
    ``__all__``), also used by :mod:`combgames.solvers.compiled.pns`."""
    import numpy as np  # here, not at the top: choosing a method (compiled_unsuitable) needs no numpy

    identity = np.arange(n, dtype=np.int64)
    rows = np.zeros((0, n), dtype=np.int64) if group is None else np.asarray(group, dtype=np.int64).reshape(-1, n)
    rows = rows[~(rows == identity).all(axis=1)]
    elements = np.vstack([identity[None, :], rows])[:max_group]
    inverse = np.empty_like(elements)
    inverse[np.arange(len(elements))[:, None], elements] = identity[None, :]
    return np.left_shift(np.uint64(1), inverse.astype(np.uint64))


class CompiledPositional:
    """The compiled alpha-beta solver bound to one positional game, keeping its transposition table.

    Parameters
    ----------
    game : Game
        A two-player game declaring ``positional_structure()`` with at most :data:`MAX_POINTS` points.
    symmetry : bool
        Key the table by the least image under the game's declared group (default True); a group declared by
        its generators only, or listed with more than ``max_group`` elements and also declared by generators,
        keys positions by their orbit's representative in an orbit table
        (:mod:`combgames.base.orbit_kernels`).
    distance : bool
        Exact distances (default) or the value only.
    threats : int
        Depth (attacking moves) of the threat-space search tried at each node; value mode only; 0 = off.
    key_depth : int, optional
        Use the symmetry key only for positions with at most this many stones (default: all when the group
        has at most 256 elements, else 8: on AG(2, 5), 12,000 elements, 8 takes 3.5 s of CPU where 10
        takes 4.0 s and 12 takes 6.7 s, fewer nodes not paying for the longer keys; with an orbit table, see
        :data:`ORBIT_POSITIONS`).
    table_bits : int
        The table has 2**table_bits entries (22 bytes each; default 20, 23 MB).
    max_group : int
        Use at most this many listed group elements (default 20,000; the key costs one pass over them per node).
    orbit_bits : int, optional
        The orbit table has ``2**orbit_bits`` slots (48 bytes each; default: twice the positions up to
        ``key_depth`` stones, at most ``2**20``, 50 MB); when it is full, new orbits go unkeyed (values stay exact).
    erdos_selfridge : bool
        Score a draw where each player can stop the other by the Erdos-Selfridge potential argument
        (:mod:`combgames.games.positional` states it; lines of at most 40 points). Default False: search alone.
    max_nodes : int, optional
        Stop with SearchLimitError after this many nodes (default :data:`~combgames.solvers.search.MAX_NODES`).
    progress : callable, optional
        Called about once a second while a long search runs with ``{"phase": "compiled search", "nodes",
        "seconds"}`` (nodes of all searches, seconds since the solver was made). A long search is interruptible:
        Ctrl-C (or SIGTERM, SIGHUP under the command line) stops the kernel within a fraction of a second and
        raises KeyboardInterrupt; the table keeps what was settled (see :data:`DIRECT_NODES`).

    Raises
    ------
    TypeError, ValueError
        See :func:`positional_structure`; ValueError for ``threats`` with ``distance=True``.

    Examples
    --------
    >>> from combgames.games.positional import TicTacToe
    >>> solver = CompiledPositional(TicTacToe())
    >>> solver.value((0, 0)), solver.value((1 << 4, 1 << 1))
    (Value(outcome='draw', distance=None), Value(outcome='win', distance=5))
    """

    def __init__(self, game: Game, *, symmetry: bool = True, distance: bool = True, threats: int = 0,
                 key_depth: int | None = None, table_bits: int = 20, max_group: int = 20_000,
                 orbit_bits: int | None = None, erdos_selfridge: bool = False, max_nodes: int | None = None,
                 progress: Any = None):
        import numpy as np

        from combgames.base.orbit_kernels import GENERATORS, orbit_table
        from combgames.solvers.compiled import _kernels

        self._k = _kernels
        self._uint64 = np.uint64
        structure = positional_structure(game)
        self.game = game
        n = self.points = structure["points"]
        lines = [tuple(int(i) for i in line) for line in structure["lines"]]
        self.distance = bool(distance)
        self.threats = check_int(threats, "threats", minimum=0, maximum=64)
        if self.threats and self.distance:
            raise ValueError("threats (threat-space search) proves values only; pass distance=False with it")
        check_int(table_bits, "table_bits", minimum=4, maximum=30)
        self.max_nodes = MAX_NODES if max_nodes is None else check_int(max_nodes, "max_nodes", minimum=1)
        self.lmask = np.array([sum(1 << i for i in line) for line in lines], dtype=np.uint64)
        self.llen = np.array([len(line) for line in lines], dtype=np.int64)
        through = [[k for k, line in enumerate(lines) if i in line] for i in range(n)]
        self.pstart = np.cumsum([0] + [len(t) for t in through]).astype(np.int64)
        self.pidx = np.array([k for t in through for k in t], dtype=np.int64)
        group = structure.get("group") if symmetry else None
        self.symtab = symmetry_tables(group, n, check_int(max_group, "max_group", minimum=1))
        generators = structure.get("generators") if symmetry and len(self.symtab) == 1 else None
        if key_depth is None:  # a large group costs a pass over its elements per node: only near the root
            key_depth = orbit_key_depth(n) if generators else n if len(self.symtab) <= 256 else 8
        self.key_depth = check_int(key_depth, "key_depth", minimum=0)
        if orbit_bits is None:  # room for every position up to key_depth stones at half load
            orbit_bits = max(4, min(20, (2 * positions_up_to(n, key_depth) - 1).bit_length()))
        check_int(orbit_bits, "orbit_bits", minimum=4, maximum=30)
        self.orbits = orbit_table(() if generators is None else generators, n, orbit_bits if generators else 0)
        self.symmetry = bool(len(self.symtab) > 1 or self.orbits[GENERATORS] > 0)
        size = 1 << table_bits
        self.tt_key = np.zeros((size, 2), dtype=np.uint64)  # the key (x, o) of each entry, side by side
        self.tt_v = np.zeros(size, dtype=np.int32)
        self.tt_f = np.full(size, _kernels.EMPTY, dtype=np.int8)
        self.tt_m = np.full(size, -1, dtype=np.int8)
        self.cnt = np.zeros((2, len(lines)), dtype=np.int64)
        self.order = np.zeros((2, MAX_POINTS + 1, MAX_POINTS), dtype=np.int64)
        self.ctx = np.zeros(_kernels.CONTEXT_SIZE, dtype=np.int64)
        self.ctx[_kernels.DISTANCE] = int(self.distance)
        self.ctx[_kernels.THREAT_DEPTH] = self.threats
        self.ctx[_kernels.KEY_DEPTH] = self.key_depth
        self.ctx[_kernels.POINTS] = n
        self.erdos_selfridge = bool(erdos_selfridge) and max(len(line) for line in lines) <= 40
        self.ctx[_kernels.ES_TOP] = max(len(line) for line in lines) if self.erdos_selfridge else 0
        self.seconds = 0.0
        self.progress = progress
        self.started = time.perf_counter()

    @property
    def nodes(self) -> int:
        """Nodes searched so far (all calls)."""
        return int(self.ctx[self._k.NODES])

    @property
    def orbits_entered(self) -> int:
        """Orbits the orbit table holds (0 without one)."""
        from combgames.base.orbit_kernels import ORBITS

        return int(self.orbits[ORBITS])

    @property
    def table_size(self) -> int:
        """Entries in use in the transposition table."""
        return int((self.tt_f != self._k.EMPTY).sum())

    def search(self, p: Any, alpha: int | None = None, beta: int | None = None) -> tuple[int, int]:
        """Return ``(score, move)`` of position ``p = (x, o)`` for the player to move: the fail-soft score in the
        window (default the full window) and the move the kernel found best there (-1 if none was recorded).

        Raises
        ------
        SearchLimitError
            When the search passes ``max_nodes``.
        """
        k = self._k
        a = -k.INF if alpha is None else alpha
        b = k.INF if beta is None else beta
        if not self.distance:  # scores are -1, 0, 1: a win must cut off, so the window is at most [-1, 1]
            a, b = max(a, -1), min(b, 1)
        arrays = (self._uint64(p[0]), self._uint64(p[1]), a, b, self.cnt, self.lmask, self.llen, self.pstart,
                  self.pidx, self.symtab, self.tt_key, self.tt_v, self.tt_f, self.tt_m, self.order,
                  self.ctx, self.orbits)
        t0 = time.perf_counter()
        try:
            self.ctx[k.MAX_NODES] = min(self.max_nodes, self.nodes + DIRECT_NODES)
            self.ctx[k.INTERRUPT] = 0
            s = k.search_root(*arrays)
            if self.ctx[k.STOPPED] and self.ctx[k.MAX_NODES] < self.max_nodes:  # a long search: again, in a thread
                self.ctx[k.STOPPED] = 0
                self.ctx[k.MAX_NODES] = self.max_nodes
                s = run_interruptible(lambda: k.search_root(*arrays), self.ctx, k.INTERRUPT, progress=self.progress,
                                      report=self._report)
        except BaseException:
            self.ctx[k.STOPPED] = 0
            raise
        finally:
            self.seconds += time.perf_counter() - t0
        if self.ctx[k.STOPPED]:
            self.ctx[k.STOPPED] = 0
            raise SearchLimitError(f"compiled positional search stopped after {self.nodes:,} nodes (max_nodes="
                                   f"{self.max_nodes:,}); pass a larger max_nodes to search on")
        return int(s), int(self.ctx[k.ROOT_MOVE])

    def _report(self) -> dict:
        return {"phase": "compiled search", "nodes": self.nodes, "seconds": time.perf_counter() - self.started}

    def score(self, p: Any) -> int:
        """The exact score of ``p`` for the player to move (see :mod:`combgames.solvers.values`).

        In value mode two null-window searches decide it: "is it a win?" (window (0, 1)), then, if not, "is it a
        loss?" (window (-1, 0)); each proves or refutes with one good move at the other side's nodes.
        """
        if self.distance:
            return self.search(p)[0]
        if self.search(p, 0, 1)[0] >= 1:
            return 1
        return -1 if self.search(p, -1, 0)[0] <= -1 else 0

    def value(self, p: Any) -> Value:
        """The value of ``p`` for the player to move (distance None in value mode)."""
        return self.to_value(self.score(p))

    def to_value(self, s: int) -> Value:
        """The :class:`Value` of a kernel score."""
        if self.distance:
            return from_score(s - self._k.MATE + 1_000_000 if s > 0 else s + self._k.MATE - 1_000_000 if s < 0 else 0)
        return Value("win" if s > 0 else "loss" if s < 0 else "draw", None)

    def child_score(self, p: Any, m: int) -> int:
        """The score of ``p`` after move ``m``, seen by the player who moved."""
        child = self.game.play(p, m)
        return self._k.parent_score(self.score(child), self.distance)

    def best_moves(self, p: Any, target: int | None = None) -> list:
        """Every move of ``p`` (among the game's moves) whose score equals the position's score."""
        if self.game.result(p) is not None:
            return []
        if target is None:
            target = self.score(p)
        return [m for m in self.game.moves(p) if self.child_score(p, m) == target]

    def best_move(self, p: Any) -> Any:
        """One move keeping the value of ``p`` (the kernel's own when it recorded one), None at the end."""
        if self.game.result(p) is not None or not self.game.moves(p):
            return None
        s, m = self.search(p)
        if m >= 0 and m in self.game.moves(p) and self.child_score(p, m) == s:
            return m
        return self.best_moves(p, s)[0]

    def principal_variation(self, p: Any, limit: int = MAX_POINTS + 1) -> list:
        """One line of best moves from ``p`` to the end of the game: with distances the first best move in the
        game's order at each step (as :meth:`combgames.solvers.search.Searcher.principal_variation`), in value
        mode the kernel's own move."""
        line = []
        while len(line) < limit:
            if self.distance:
                best = self.best_moves(p)
                m = best[0] if best else None
            else:  # any move keeping the value will do: the kernel's own
                m = self.best_move(p)
            if m is None:
                break
            line.append(m)
            p = self.game.play(p, m)
        return line


def compiled_alphabeta(game: Game, position: Any = None, *, symmetry: bool = True, strategy: bool = False,
                       distance: bool = True, threats: int = 0, key_depth: int | None = None, table_bits: int = 20,
                       erdos_selfridge: bool = False, max_nodes: int | None = None,
                       solver: CompiledPositional | None = None, progress: Any = None) -> SearchResult:
    """Solve a position of a positional game with the compiled alpha-beta solver.

    Parameters
    ----------
    game : Game
        A two-player game declaring ``positional_structure()`` (at most 64 points).
    position : optional
        Default ``game.initial()``.
    symmetry, distance, threats, key_depth, table_bits, erdos_selfridge, max_nodes
        See :class:`CompiledPositional`.
    strategy : bool
        Also build a strategy tree for the player to move (checked by
        :func:`~combgames.solvers.strategy.check_strategy`).
    solver : CompiledPositional, optional
        Reuse a solver (and its table).
    progress : callable, optional
        Called about once a second while a long search runs (see :class:`CompiledPositional`), and once after
        the search with ``{"phase": "compiled search", "nodes", "table_size", "seconds", "rate"}``.

    Returns
    -------
    SearchResult
        With ``method="compiled"``; ``stats`` has the backend and the symmetry elements used.

    Raises
    ------
    TypeError
        If the game is not a two-player positional game.
    ValueError
        If it has more than 64 points; SearchLimitError (a ValueError) past ``max_nodes``.

    Examples
    --------
    >>> from combgames.games.positional import TicTacToe
    >>> r = compiled_alphabeta(TicTacToe())
    >>> str(r.value), len(r.best_moves), r.method
    ('draw', 9, 'compiled')
    """
    start = time.perf_counter()
    if solver is None:
        solver = CompiledPositional(game, symmetry=symmetry, distance=distance, threats=threats,
                                    key_depth=key_depth, table_bits=table_bits, erdos_selfridge=erdos_selfridge,
                                    max_nodes=max_nodes, progress=progress)
    elif progress is not None:
        solver.progress = progress
    p = game.initial() if position is None else checked_position(game, position)
    s = solver.score(p)
    best = solver.best_moves(p, s)
    pv = solver.principal_variation(p)
    if progress is not None:
        progress({"phase": "compiled search", "nodes": solver.nodes, "table_size": solver.table_size,
                  "seconds": solver.seconds, "rate": solver.nodes / max(solver.seconds, 1e-9)})
    tree = None
    if strategy:
        from combgames.solvers.strategy import strategy_from_searcher

        tree = strategy_from_searcher(_SearcherView(solver), p)
    return SearchResult(position=p, value=solver.to_value(s), best_moves=best, pv=pv, nodes=solver.nodes,
                        seconds=time.perf_counter() - start, table_size=solver.table_size,
                        symmetry=solver.symmetry, strategy=tree, method="compiled",
                        stats={"backend": "numba", "group_elements": len(solver.symtab),
                               "orbits": solver.orbits_entered, "key_depth": solver.key_depth,
                               "kernel_seconds": solver.seconds})


def leaf_evaluator(game: Game, *, budget: int = 2000, threats: int = 8, **options: Any):
    """A leaf evaluator for :func:`~combgames.solvers.pns.proof_number_search`: ``evaluate(p, attacker)`` says
    whether ``attacker`` wins from ``p`` (True / False) or None when not settled.

    With ``budget > 0`` it runs the compiled value search (with threat-space search to depth ``threats``) for at
    most ``budget`` nodes (Allis's PN^2 idea with alpha-beta as the inner search; the solver's table is kept
    between calls). With ``budget=0`` only what threats settle (``threat_value`` of the kernels: a win in one, a double
    threat, a threat sequence, a loss to two threats, a dead board) - much cheaper per leaf.

    Examples
    --------
    >>> from combgames.games.designs_games import affine_plane_game
    >>> from combgames.solvers.pns import proof_number_search
    >>> g = affine_plane_game(3)
    >>> str(proof_number_search(g, evaluate=leaf_evaluator(g)).value)
    'win'
    """
    solver = CompiledPositional(game, distance=False, threats=threats, **options)

    k, u64 = solver._k, solver._uint64

    def evaluate(p: Any, attacker: int) -> bool | None:
        if budget == 0:
            v = k.threat_value(u64(p[0]), u64(p[1]), threats, solver.cnt, solver.lmask, solver.llen,
                               solver.pstart, solver.pidx, solver.ctx)
            mover_wins = game.to_move(p) == attacker
            return None if v == 0 else (not mover_wins if v == -1 else mover_wins if v == 1 else False)
        solver.max_nodes = solver.nodes + budget
        try:
            if game.to_move(p) == attacker:
                return solver.search(p, 0, 1)[0] >= 1
            return solver.search(p, -1, 0)[0] <= -1
        except SearchLimitError:
            return None

    evaluate.solver = solver  # type: ignore[attr-defined]
    return evaluate


class _SearcherView:
    """The compiled solver seen through the interface :func:`strategy_from_searcher` reads (game, rule,
    score, best_moves)."""

    rule = "draw"  # a positional game ends only by a line or a full board

    def __init__(self, solver: CompiledPositional):
        self.game = solver.game
        self._solver = solver

    def score(self, p: Any) -> int:
        return self._solver.score(p)

    def best_moves(self, p: Any, target: int) -> list:
        m = self._solver.best_move(p)
        return [m] if m is not None else []
