"""Alpha-beta search for finite acyclic two-player games, with a transposition table and symmetry.

:func:`alphabeta` computes the value of a position for the player to move (win / loss / draw) with the
distance to the end under the distance rule (winner fastest, loser slowest), the set of best moves, a
principal variation, and statistics; on request also a strategy tree (see :mod:`combgames.solvers.strategy`).

Algorithm: fail-soft negamax with alpha-beta pruning over integer scores (:func:`~.values.score`), a
transposition table keyed by ``game.canonical(p)`` when the game declares it (else by the position), storing
exact values and bounds, and move ordering: immediate wins first, then children by their table entries, ties
in the order of the game's optional ``order_moves(p, moves)`` hook (a game-specific heuristic such as "answer
threats first"; it must return the same moves, reordered).
Distances are kept relative to each node, so table entries stay valid whichever path reaches the position.

Repetition: the search keeps the positions on the current path; a game that is not declared ``acyclic``
and revisits a position raises ``ValueError`` (use :func:`~.retrograde.retrograde` for loopy games)
instead of looping or returning a wrong value.

Recursion depth equals the game length (at most the number of moves in a game), which is small for the games
this solver is for (tic-tac-toe on planes and designs: at most the number of points); lines longer than
:data:`RECURSION_LIMIT` plies are refused with a message naming retrograde analysis.
"""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable

from combgames.base.checks import check_int

from combgames.game import (DRAW, Game, capabilities, checked_position, final_result, position_key,
                            require_two_players, resolve_no_move_rule, successors)
from combgames.solvers.values import SearchLimitError, Value, from_score

__all__ = ["MAX_NODES", "RECURSION_LIMIT", "SearchResult", "Searcher", "alphabeta"]

MAX_NODES = 10**9
"""The default node limit of a search (hours at tens of thousands of nodes a second)."""

RECURSION_LIMIT = 200_000
"""The most nested plies a depth-first search follows (Python frames; CPython 3.11+ keeps them off the C
stack). A longer line raises ValueError naming retrograde analysis, which has no depth limit."""

_MATE = 1_000_000
_INF = 10 * _MATE
_EXACT, _LOWER, _UPPER = 0, 1, 2
_UNSET = object()  # "result not computed yet" (None means "play goes on")
_KEY_MEMO = 2_000_000  # most memoised canonical keys kept by a Searcher


def _parent(s: int) -> int:
    """Score for the parent of a node whose score (for its own player to move) is ``s``."""
    if s > 0:
        return -s + 1
    if s < 0:
        return -s - 1
    return 0


def _negate(s: int) -> int:
    """Parent score in value-only mode (scores -1, 0, 1: no distances)."""
    return -s


def _child_bound(b: int) -> int:
    """The child score c with _parent(c) == b, extended monotonically to window bounds."""
    if b > 0:
        return -(b + 1)
    if b < 0:
        return -(b - 1)
    return 0


@dataclass
class SearchResult:
    """What :func:`alphabeta` found.

    Attributes
    ----------
    value : Value
        The value for the player to move in ``position``.
    best_moves : list
        Every move that achieves ``value`` (distance included).
    pv : list
        A principal variation: best moves for both sides from ``position`` to the end (for draws, to the
        end of one optimal line).
    nodes : int
        Positions visited (including the best-move and principal-variation searches).
    seconds : float
        Wall time.
    table_size : int
        Entries in the transposition table.
    symmetry : bool
        Whether the transposition table was keyed by the game's canonical key.
    strategy : Strategy or None
        A strategy tree for the player to move (when requested).
    """

    position: Any
    value: Value
    best_moves: list
    pv: list
    nodes: int
    seconds: float
    table_size: int
    symmetry: bool
    strategy: Any = None
    method: str = "alphabeta"
    stats: dict = field(default_factory=dict)


class Searcher:
    """A negamax alpha-beta searcher bound to one game, keeping its transposition table between calls.

    Parameters
    ----------
    game : Game
        A two-player game; finite and acyclic (or declared ``acyclic``).
    symmetry : bool
        Key the transposition table by ``game.canonical(p)`` when the game provides it.
    no_move_rule : str, optional
        Overrides the game's rule for a player with no legal move ("loss", "win", "draw"; "pass" is not
        supported by search because passing can repeat positions).
    progress : callable, optional
        Called every 65536 nodes with ``{"phase": "search", "nodes", "table_size", "seconds", "rate"}``.
    distance : bool
        True (default): exact distances under the distance rule. False: value only (win / draw / loss, the
        distance reported as None), which prunes far more, since any win will do.
    max_nodes : int
        Stop with :class:`~combgames.solvers.values.SearchLimitError` after this many nodes (checked every
        65536 nodes; default :data:`MAX_NODES`, hours of search).
    """

    def __init__(self, game: Game, *, symmetry: bool = True, no_move_rule: str | None = None,
                 progress: Callable[[dict], None] | None = None, distance: bool = True,
                 max_nodes: int | None = None):
        require_two_players(game, "alpha-beta search")
        self.game = game
        self.rule = resolve_no_move_rule(game, no_move_rule)
        if self.rule == "pass":
            raise ValueError("alpha-beta search does not support the 'pass' no-move rule; use retrograde()")
        caps = capabilities(game)
        canonical = position_key(game, symmetry)
        self.symmetry = symmetry and caps.canonical is not None
        # Keys of visited positions are memoised (bounded: cleared past _KEY_MEMO entries). Move ordering only
        # reads this memo, so a canonical key is computed for a position only when it is actually visited.
        self._keys: dict = {}
        if self.symmetry:
            keys = self._keys

            def key(p: Any) -> Hashable:
                k = keys.get(p)
                if k is None:
                    if len(keys) >= _KEY_MEMO:
                        keys.clear()
                    k = keys[p] = canonical(p)
                return k

            self.key = key
        else:
            self.key = canonical
        self.acyclic = caps.acyclic
        self.order_moves = caps.order_moves
        self.table: dict[Hashable, tuple[int, int]] = {}
        self.nodes = 0
        self.progress = progress
        self.max_nodes = MAX_NODES if max_nodes is None else check_int(max_nodes, "max_nodes", minimum=1)
        self._t0 = self._reported = time.perf_counter()
        self.distance = distance
        self._win = _MATE if distance else 1
        self._parent = _parent if distance else _negate
        self._bound = _child_bound if distance else _negate
        self._path: set = set()

    # -- core ---------------------------------------------------------------------------------------------
    def _terminal_score(self, p: Any, r: int) -> int:
        if r == DRAW:
            return 0
        return self._win if r == self.game.to_move(p) else -self._win

    def negamax(self, p: Any, alpha: int = -_INF, beta: int = _INF, result: Any = _UNSET) -> int:
        """Return the fail-soft score of ``p`` for the player to move within the window (alpha, beta).

        ``result`` may pass ``game.result(p)`` when the caller already computed it.
        """
        self.nodes += 1
        if not self.nodes & 0x3FF:
            self._every_1024_nodes()
        game = self.game
        r = game.result(p) if result is _UNSET else result
        if r is not None:
            return self._terminal_score(p, r)
        ms = game.moves(p)
        if not ms:
            return self._terminal_score(p, final_result(game, p, ms, self.rule))
        key = self.key(p)
        entry = self.table.get(key)
        if entry is not None:
            flag, s = entry
            if flag == _EXACT:
                return s
            if flag == _LOWER and s >= beta:
                return s
            if flag == _UPPER and s <= alpha:
                return s
        if not self.acyclic:
            if p in self._path:
                raise ValueError(
                    f"position repeats in {type(game).__name__}: alpha-beta needs an acyclic game; "
                    "use retrograde() for games whose positions can repeat"
                )
            self._path.add(p)
        try:
            s = self._search_children(p, ms, alpha, beta)
        finally:
            if not self.acyclic:
                self._path.discard(p)
        if s <= alpha:
            self.table[key] = (_UPPER, s)
        elif s >= beta:
            self.table[key] = (_LOWER, s)
        else:
            self.table[key] = (_EXACT, s)
        return s

    def _every_1024_nodes(self) -> None:
        if self.nodes > self.max_nodes:
            raise SearchLimitError(f"alpha-beta search stopped after {self.nodes:,} nodes (max_nodes="
                                   f"{self.max_nodes:,}, {len(self.table):,} positions in its table); pass a larger "
                                   "max_nodes to search on")
        if self.progress is not None:
            now = time.perf_counter()
            if now - self._reported >= 1.0:  # nodes of slow games (loop detection on a surface) take milliseconds
                self._reported = now
                self._report()

    def _report(self) -> None:
        seconds = time.perf_counter() - self._t0
        self.progress({"phase": "search", "nodes": self.nodes, "table_size": len(self.table),  # type: ignore[misc]
                       "seconds": seconds, "rate": self.nodes / max(seconds, 1e-9)})

    def _search_children(self, p: Any, ms, alpha: int, beta: int) -> int:
        game = self.game
        me = game.to_move(p)
        if self.order_moves is not None:
            ms = self.order_moves(p, ms)
        children = [game.play(p, m) for m in ms]
        results = [game.result(c) for c in children]
        # Immediate win: nothing can be better (win in 1 ply).
        if me in results:
            self.nodes += 1
            return self._parent(-self._win)
        order = self._order(children)
        parent, bound = self._parent, self._bound
        best = -_INF
        for i in order:
            s = parent(self.negamax(children[i], bound(beta), bound(alpha), results[i]))
            if s > best:
                best = s
                if s > alpha:
                    alpha = s
                    if alpha >= beta:
                        break
        return best

    def _order(self, children: list) -> list[int]:
        """Children most promising for the mover first: those whose table entry is lowest for the opponent.

        Only children whose key is already known are looked up (no canonical form is computed for ordering).
        """
        table = self.table
        known = self._keys.get if self.symmetry else (lambda c: c)
        hints = []
        for i, c in enumerate(children):
            k = known(c)
            entry = table.get(k) if k is not None else None
            hints.append((entry[1] if entry is not None and entry[0] != _LOWER else 0, i))
        hints.sort()
        return [i for _, i in hints]

    # -- derived results --------------------------------------------------------------------------------------
    def score(self, p: Any) -> int:
        """Return the exact score of ``p`` (full window)."""
        return self.negamax(p, -_INF, _INF)

    def best_moves(self, p: Any, target: int | None = None) -> list:
        """Return every move of ``p`` whose score equals the position's exact score."""
        if final_result(self.game, p, None, self.rule) is not None:
            return []
        if target is None:
            target = self.score(p)
        best = []
        for m, c in successors(self.game, p, self.rule):
            # A null-ish window around the target decides equality cheaply.
            s = self._parent(self.negamax(c, self._bound(target + 1), self._bound(target - 1)))
            if s == target:
                best.append(m)
        return best

    def first_best_move(self, p: Any) -> Any:
        """Return the first move of ``p`` (in the game's move order) whose score equals the position's exact
        score, ``best_moves(p)[0]``, without testing the moves after it; None at the end of the game.

        Examples
        --------
        >>> from combgames.games.positional import TicTacToe
        >>> game = TicTacToe()
        >>> searcher, p = Searcher(game), game.play(game.initial(), 4)
        >>> searcher.first_best_move(p) == searcher.best_moves(p)[0], game.labels[searcher.first_best_move(p)]
        (True, 'a3')
        """
        if final_result(self.game, p, None, self.rule) is not None:
            return None
        target = self.score(p)
        for m, c in successors(self.game, p, self.rule):
            if self._parent(self.negamax(c, self._bound(target + 1), self._bound(target - 1))) == target:
                return m
        return None

    def principal_variation(self, p: Any, limit: int = 10_000) -> list:
        """Return one line of best moves from ``p`` to the end of the game: at each position the first of its
        best moves (:meth:`first_best_move`)."""
        line = []
        while len(line) < limit:
            m = self.first_best_move(p)
            if m is None:
                break
            line.append(m)
            p = self.game.play(p, m)
        return line


def _value_only(s: int) -> Value:
    return Value("win" if s > 0 else "loss" if s < 0 else "draw", None)


def alphabeta(
    game: Game,
    position: Any = None,
    *,
    symmetry: bool = True,
    strategy: bool = False,
    no_move_rule: str | None = None,
    searcher: Searcher | None = None,
    progress: Callable[[dict], None] | None = None,
    distance: bool = True,
    max_nodes: int | None = None,
) -> SearchResult:
    """Solve a position of a finite acyclic two-player game by negamax alpha-beta search.

    Parameters
    ----------
    game : Game
        A two-player game; positions must not repeat (else ValueError; use ``retrograde``).
    position : optional
        The position to solve; default ``game.initial()``.
    symmetry : bool
        Key the transposition table by ``game.canonical`` when the game provides it (default True).
    strategy : bool
        Also build a strategy tree for the player to move that achieves the value (default False).
    no_move_rule : str, optional
        Override the game's rule for a player with no legal move.
    searcher : Searcher, optional
        Reuse a searcher (and its transposition table) across calls on the same game.
    progress : callable, optional
        Progress callback (see :class:`Searcher`).
    distance : bool
        Compute exact distances (default). ``False`` proves the value only (much less search); the
        value's distance is then None.
    max_nodes : int, optional
        Stop after this many nodes (default :data:`MAX_NODES`), raising SearchLimitError.

    Returns
    -------
    SearchResult

    Raises
    ------
    TypeError
        If the game does not have exactly two players.
    ValueError
        If a position repeats along a line of play.
    SearchLimitError
        (a ValueError) if the search passes ``max_nodes``.

    Examples
    --------
    >>> from combgames.games.positional import TicTacToe
    >>> r = alphabeta(TicTacToe())
    >>> str(r.value), len(r.best_moves)
    ('draw', 9)
    """
    start = time.perf_counter()
    if searcher is None:
        searcher = Searcher(game, symmetry=symmetry, no_move_rule=no_move_rule, progress=progress,
                            distance=distance, max_nodes=max_nodes)
    p = game.initial() if position is None else checked_position(game, position)
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, RECURSION_LIMIT))
    try:
        s = searcher.score(p)
        best = searcher.best_moves(p, s)
        pv = searcher.principal_variation(p)
        tree = None
        if strategy:
            from combgames.solvers.strategy import strategy_from_searcher

            tree = strategy_from_searcher(searcher, p)
    except RecursionError:
        raise ValueError(f"alpha-beta search reached {RECURSION_LIMIT} nested plies in {type(game).__name__} (it "
                         f"searches depth first, one frame per ply); use retrograde() for games this long") from None
    finally:
        sys.setrecursionlimit(limit)
    return SearchResult(
        position=p,
        value=from_score(s) if searcher.distance else _value_only(s),
        best_moves=best,
        pv=pv,
        nodes=searcher.nodes,
        seconds=time.perf_counter() - start,
        table_size=len(searcher.table),
        symmetry=searcher.symmetry,
        strategy=tree,
    )
