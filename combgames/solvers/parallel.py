"""Split a solve into independent subproblems and run them through any ``concurrent.futures.Executor``.

:func:`split` explores the game from a position to a fixed depth (plies) with the shared walk
:func:`combgames.explore.explore`, one position per orbit (by ``game.canonical`` when the game declares it):
the positions at that depth are the *frontier*. Each frontier position is solved
independently with :class:`~combgames.solvers.search.Searcher` (its own transposition table) by
:func:`solve_subproblem`, a plain module-level function, so the work can be handed to any executor:
:func:`combgames.base.executors.make_executor` makes a local process pool, a local Dask cluster or the client of
a running Dask scheduler (one task per subproblem); the game object and the positions must pickle. The values are
then backed up to the root by negamax with the distance rule of :mod:`combgames.solvers.values` (winner
fastest, loser slowest), which gives exactly the value :func:`~combgames.solvers.search.alphabeta` gives.

Example: the orbits of the first two moves of tic-tac-toe on pi_4 are 2 positions (X at r1, O anywhere
else: one orbit), PG(2, 4) likewise; AG(2, 5) has 2 orbits of first-move pairs. Deeper splits give more,
smaller pieces (depth 3 on AG(2, 5): a few dozen).

The subproblems do not share transposition tables or alpha-beta windows, so the total work is larger than
one sequential search; the gain is that pieces run at once on many cores or machines.

References: the design note on splitting work, /work/shared/DESIGN.md ("Work too large for one process is
split into independent pieces ... run through any concurrent.futures.Executor"); the positional games of
seeds/001_b5e936bd6e3419b9.txt.
"""

from __future__ import annotations

import sys
import time
from concurrent.futures import Executor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Hashable

from combgames.base.checks import check_int

from combgames.base.checkpoint import Checkpoint, checkpoint_header
from combgames.explore import explore
from combgames.game import (DRAW, Game, checked_position, position_key, require_two_players,
                            resolve_no_move_rule)
from combgames.solvers.search import RECURSION_LIMIT, Searcher
from combgames.solvers.values import DRAW_VALUE, LOSS, WIN, Value, from_score, score

__all__ = ["Subproblem", "ParallelResult", "split", "solve_subproblem", "parallel_solve"]


@dataclass
class Subproblem:
    """One frontier position, its path from the root (moves), and after solving its value and statistics."""

    position: Any
    path: tuple
    value: Value | None = None
    nodes: int = 0
    seconds: float = 0.0


@dataclass
class ParallelResult:
    """What :func:`parallel_solve` found: the root value, and the subproblems with their statistics.

    ``nodes`` and ``cpu_seconds`` add up the subproblems; ``seconds`` is the wall time of the whole call.
    """

    value: Value
    best_moves: list
    subproblems: list[Subproblem]
    nodes: int
    seconds: float
    cpu_seconds: float
    depth: int
    stats: dict = field(default_factory=dict)


def split(game: Game, position: Any = None, depth: int = 2, *, symmetry: bool = True,
          no_move_rule: str | None = None) -> tuple[dict, list[Subproblem]]:
    """Expand ``depth`` plies from ``position`` and return the tree skeleton and the frontier subproblems.

    Returns
    -------
    tree : dict
        key -> list of (move, child key) for interior positions (terminal positions map to their result).
    frontier : list of Subproblem
        One position per orbit at depth ``depth`` (or earlier where the game ended).

    Raises
    ------
    ValueError
        If ``depth`` is negative.
    """
    check_int(depth, "depth", minimum=0)
    p0 = game.initial() if position is None else position
    graph = explore(game, p0, symmetry=symmetry, moves=True, max_depth=depth, no_move_rule=no_move_rule)
    keys = graph.keys
    paths: list = [None] * graph.size
    paths[0] = ()
    tree: dict = {}
    frontier: list[Subproblem] = []
    for i, p in enumerate(graph.positions):
        if i in graph.terminal:
            tree[keys[i]] = ("end", graph.terminal[i], game.to_move(p))
        elif graph.children[i] is None:
            frontier.append(Subproblem(p, paths[i]))
        else:
            arcs = list(zip(graph.moves[i], graph.children[i]))  # type: ignore[index]
            for m, j in arcs:
                if paths[j] is None:  # the arc that discovered j leads to its representative
                    paths[j] = paths[i] + (m,)
            tree[keys[i]] = ("node", [(m, keys[j]) for m, j in arcs])
    return tree, frontier


def solve_subproblem(game: Game, position: Any, symmetry: bool = True,
                     no_move_rule: str | None = None) -> tuple[int, int, float]:
    """Solve one position: return (score for the player to move, nodes, seconds). Picklable for executors."""
    start = time.perf_counter()
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, RECURSION_LIMIT))
    try:
        searcher = Searcher(game, symmetry=symmetry, no_move_rule=no_move_rule)
        s = searcher.score(position)
    finally:
        sys.setrecursionlimit(limit)
    return s, searcher.nodes, time.perf_counter() - start


def _results_check(total: int) -> Callable[[Any], None]:
    """The check of a checkpoint's results: ``{subproblem index: (score, nodes, seconds)}``, typed, in range."""

    def check(done: Any) -> None:
        if type(done) is not dict or not all(
                type(i) is int and 0 <= i < total and type(r) is tuple and len(r) == 3 and type(r[0]) is int
                and type(r[1]) is int and r[1] >= 0 and type(r[2]) is float for i, r in done.items()):
            raise ValueError("its results are not {subproblem: (score, nodes, seconds)}")

    return check


def _solve_frontier(game: Game, frontier: list, executor: Executor | None, symmetry: bool,
                    no_move_rule: str | None, store: Checkpoint | None,
                    progress: Callable[[dict], None] | None = None) -> tuple[list, int]:
    """Results of every subproblem, in frontier order, and how many were read from ``store`` (a checkpoint
    of an earlier, interrupted run); each result is saved there as soon as it arrives."""
    done: dict[int, tuple[int, int, float]] = {}
    if store is not None:
        done = store.load(check=_results_check(len(frontier))) or {}
    resumed = len(done)
    start = time.perf_counter()

    def record(i: int, result: tuple[int, int, float]) -> None:
        done[i] = result
        if store is not None:
            store.save(done)
        if progress is not None:
            progress({"phase": "subproblems", "done": len(done), "total": len(frontier), "resumed": resumed,
                      "seconds": time.perf_counter() - start})

    todo = [i for i in range(len(frontier)) if i not in done]
    try:
        if executor is None:
            for i in todo:
                record(i, solve_subproblem(game, frontier[i].position, symmetry, no_move_rule))
        else:
            futures = {executor.submit(solve_subproblem, game, frontier[i].position, symmetry, no_move_rule): i
                       for i in todo}
            for f in as_completed(futures):
                record(futures[f], f.result())
    except KeyboardInterrupt:
        if store is not None:
            store.save(done)
        raise
    return [done[i] for i in range(len(frontier))], resumed


def parallel_solve(game: Game, position: Any = None, *, depth: int = 2, executor: Executor | None = None,
                   symmetry: bool = True, no_move_rule: str | None = None,
                   checkpoint: str | Path | None = None,
                   progress: Callable[[dict], None] | None = None) -> ParallelResult:
    """Solve a position by splitting it into the orbits of the next ``depth`` plies.

    Parameters
    ----------
    game : Game
        A finite acyclic two-player game (picklable if ``executor`` runs in other processes).
    position : optional
        Default ``game.initial()``.
    depth : int
        Plies to expand before handing positions out (default 2: the orbits of the first two moves).
    executor : concurrent.futures.Executor, optional
        Where the subproblems run (``ProcessPoolExecutor``, a Dask or Ray executor, ...); default: one after
        another in this process.
    symmetry : bool
        Merge positions by ``game.canonical`` and use it in the searches (default True).
    checkpoint : path, optional
        Save each finished subproblem's result there (atomically, see :mod:`combgames.base.checkpoint`), also on
        Ctrl-C; a later call with the same game, position and options solves only the subproblems not yet
        done. A stale or corrupted file is ignored with a warning; a path that cannot be written is reported
        by a warning and the solve goes on without saving (see :class:`combgames.base.checkpoint.Checkpoint`).
        Results are saved as they arrive, so neither a lost worker nor an interrupted run loses finished
        subproblems: a Dask cluster reschedules the lost worker's unfinished ones itself, and a run stopped by
        any error (a broken process pool, a killed client) resumes from the file.
    progress : callable, optional
        Called after each finished subproblem with ``{"phase", "done", "total", "resumed", "seconds"}``
        (``resumed``: subproblems read from the checkpoint).

    Returns
    -------
    ParallelResult
        ``stats`` holds ``resumed`` and ``computed`` (subproblems read from the checkpoint and solved now).

    Notes
    -----
    On a Dask cluster (the optional ``dask`` extra: ``pip install combgames[dask]``), pass
    ``make_executor("dask", scheduler="tcp://HOST:8786")`` (:mod:`combgames.base.executors`), or
    ``make_executor("dask", workers)`` for a local cluster; the game must pickle. Each subproblem is one task.

    Examples
    --------
    >>> from combgames.games.positional import TicTacToe
    >>> r = parallel_solve(TicTacToe(), depth=2)
    >>> str(r.value), len(r.subproblems)
    ('draw', 12)
    """
    require_two_players(game, "parallel_solve")
    start = time.perf_counter()
    p0 = game.initial() if position is None else checked_position(game, position)
    store = None
    if checkpoint is not None:
        header = checkpoint_header("parallel", game, position=repr(p0), depth=depth, symmetry=symmetry,
                                   rule=resolve_no_move_rule(game, no_move_rule))
        store = Checkpoint(checkpoint, header)
    tree, frontier = split(game, p0, depth, symmetry=symmetry, no_move_rule=no_move_rule)
    results, resumed = _solve_frontier(game, frontier, executor, symmetry, no_move_rule, store, progress)
    key = position_key(game, symmetry)
    values: dict[Hashable, Value] = {}
    for sp, (s, nodes, secs) in zip(frontier, results):
        sp.value, sp.nodes, sp.seconds = from_score(s), nodes, secs
        values[key(sp.position)] = sp.value

    def value(k: Hashable) -> Value:
        v = values.get(k)
        if v is not None:
            return v
        entry = tree[k]
        if entry[0] == "end":
            _, r, mover = entry
            v = DRAW_VALUE if r == DRAW else Value(WIN if r == mover else LOSS, 0)
        else:
            v = max((value(ck).negate() for _, ck in entry[1]), key=score)
        values[k] = v
        return v

    root = key(p0)
    v = value(root)
    best = []
    if tree.get(root, ("end",))[0] == "node":
        best = [m for m, ck in tree[root][1] if score(value(ck).negate()) == score(v)]
    return ParallelResult(
        value=v,
        best_moves=best,
        subproblems=frontier,
        nodes=sum(sp.nodes for sp in frontier),
        seconds=time.perf_counter() - start,
        cpu_seconds=sum(sp.seconds for sp in frontier),
        depth=depth,
        stats={"resumed": resumed, "computed": len(frontier) - resumed},
    )
