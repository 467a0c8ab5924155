"""Coalition values of finite games of three or more players: who can force the winner into which set.

Definitions [1]_ [2]_. Let a game have players 0 .. n-1 (n >= 3) and end with one winner or a draw. For a
*team* T (a proper, non-empty subset of the players) and a *goal* G (a set of players), T *forces* G from a
position p when the members of T, choosing their moves together, can make every play from p end with a winner
in G, whatever the other players do: the two-player game of T against the rest in which T wins exactly when
the game ends with a winner in G. A draw, and play that never ends, are not in any goal. The no-move rule of
the game applies (:func:`combgames.game.final_result`).

- The *coalition value* of T at p: whether T forces T (the winner is one of its members). Its complement
  forces its own win exactly when T does not, in a game without draws and without endless play (*complement
  duality*); a superset of a team that forces G forces G too (*monotonicity*).
- The *paranoid value* of a player i: whether {i} forces {i} (i wins alone against all the others [2]_).
- A player k is a *kingmaker* at p when k cannot win (the other players together force the winner to be one
  of them) and there are two other players a != b with {k, a} forcing {a} and {k, b} forcing {b}: k, with
  the help of whichever of them k chooses, decides which of them wins [2]_. A *strict kingmaker* decides it
  alone, against every reply of all the others: {k} forces {a} and {k} forces {b}.

Every question a solve answers is a pair (team, goal) of :func:`coalition_questions`: each coalition with goal
itself, each (single player k, another player j) and each (pair {k, j}, goal {j}). A solve computes, for every
reachable position, one bit per question, all at once: the bits of a terminal position are those whose goal
holds its winner; at a position where player i moves, a question whose team contains i takes the OR of its
children's bits, the others the AND. So a single pass answers every coalition.

Methods (:func:`coalition_values`):

- ``"search"``: depth-first search with a transposition table keyed by :func:`combgames.game.position_key`
  (the canonical key with symmetry), for games declared ``acyclic``; explicit stack, no recursion.
- ``"retrograde"``: for games whose positions may repeat: the state graph (:func:`combgames.explore.explore`)
  and, per question, the backward induction of the attractor of the team (a team node is won when one child
  is, another node when every child is; what is never labelled is not forced), with the distance in plies.
- ``"kernel"``: a compiled depth-first search over ranked boards for games that describe themselves as
  *placement games* (``placement_rules()``, see :mod:`combgames.solvers.coalition_kernel`); the generic
  search is its reference in the tests.

Symmetry: the canonical key of a game identifies positions related by a symmetry of the rules that does not
rename the players (the games' groups act on boards), so the bits are constant on orbits.

Notes
-----
The bits of a position cost O(q) words for q questions (q = 2^n - 2 + 2 n (n - 1)), so search costs
O(q (V + E)) bit operations on V positions and E moves; retrograde analysis O(q (V + E)).

References
----------
.. [1] J. von Neumann, O. Morgenstern, *Theory of Games and Economic Behavior*, 1944, Section 25 (the
   characteristic function of a coalition: the coalition against its complement as a two-player game).
.. [2] N. R. Sturtevant, R. E. Korf, "On pruning techniques for multi-player games", AAAI 2000 (the paranoid
   assumption), and N. R. Sturtevant, "A comparison of algorithms for multi-player games", CG 2002 (max^n,
   the kingmaker).

Examples
--------
>>> from combgames.games.torus import TorusConnectionGame
>>> t = coalition_values(TorusConnectionGame(3))
>>> t.table() == {(0,): False, (1,): False, (2,): False, (0, 1): True, (0, 2): True, (1, 2): True}
True
"""

from __future__ import annotations

import time
from collections import deque
from typing import Any, Callable, Hashable

from combgames.base.checks import check_int, check_one_of

from combgames.explore import explore
from combgames.game import (DRAW, Game, capabilities, checked_position, final_result, position_key,
                            resolve_no_move_rule, successors)
from combgames.solvers.coalition_table import (MAX_PLAYERS, CoalitionTable, CoalitionValues, check_players,
                                              check_coalition, coalition_questions, proper_coalitions,
                                              question_bits, require_many_players)
from combgames.solvers.strategy import Strategy, StrategyReport, replay_strategy
from combgames.solvers.values import SearchLimitError


__all__ = [
    "COALITION_METHODS",
    "CoalitionTable",
    "CoalitionValues",
    "MAX_PLAYERS",
    "check_coalition",
    "check_coalition_strategy",
    "check_coalition_strategy_keyed",
    "coalition_questions",
    "coalition_values",
    "proper_coalitions",
    "require_many_players",
]

COALITION_METHODS = ("auto", "search", "retrograde", "kernel")
MAX_POSITIONS = 5_000_000
"""The default limit of positions a generic coalition solve visits."""


def coalition_values(game: Game, position: Any = None, *, method: str = "auto", symmetry: bool = True,
                     no_move_rule: str | None = None, max_positions: int = MAX_POSITIONS,
                     backend: str = "auto") -> CoalitionTable:
    """Solve every coalition question (module docstring) for the positions reachable from ``position``.

    Parameters
    ----------
    game : Game
        A game of three or more players.
    position : optional
        The start (default ``game.initial()``).
    method : {"auto", "search", "retrograde", "kernel"}
        "auto": "kernel" when the game declares ``placement_rules()`` (boards of at most
        ``coalition_kernel.MAX_KERNEL_CELLS`` cells; larger ones are refused, name another method), else
        "search" for acyclic games, else "retrograde".
    symmetry : bool
        Key positions by the game's canonical key (generic methods), or by the least rank over the declared
        symmetries and the colour swap (the kernel; without: the colour swap only).
    no_move_rule : str, optional
        Override the game's rule for a player who cannot move.
    max_positions : int
        Stop with :class:`SearchLimitError` after this many positions (generic methods).
    backend : {"auto", "numba", "python"}
        The kernel's backend (``stats["backend"]`` reports the one used).

    Returns
    -------
    CoalitionTable

    Raises
    ------
    TypeError
        For a game of fewer than three players, or a method the game cannot use (search on a game not
        declared acyclic, the kernel without ``placement_rules()``).
    ValueError
        For an unknown method, or a position of another game.
    SearchLimitError
        If more than ``max_positions`` positions are reachable.

    Examples
    --------
    >>> from combgames.games.torus import TorusConnectionGame
    >>> g = TorusConnectionGame(3, assignment="parity")
    >>> a = coalition_values(g, method="search")
    >>> b = coalition_values(g, method="retrograde")
    >>> c = coalition_values(g, method="kernel", backend="python")
    >>> a.bits() == b.bits() == c.bits(), a.paranoid()
    (True, {0: False, 1: False, 2: False})
    """
    require_many_players(game, "coalition_values")
    check_one_of(method, "method", COALITION_METHODS)
    check_int(max_positions, "max_positions", minimum=1)
    caps = capabilities(game)
    p0 = game.initial() if position is None else checked_position(game, position)
    rule = resolve_no_move_rule(game, no_move_rule)
    if method == "auto":
        method = "kernel" if _kernel_fits(game) and no_move_rule is None else "search" if caps.acyclic \
            else "retrograde"
    t0 = time.perf_counter()
    if method == "kernel":
        from combgames.solvers.coalition_kernel import kernel_solve  # numpy and the kernel only when used

        table = kernel_solve(game, p0, rule, backend, symmetry)
    elif method == "search":
        if not caps.acyclic:
            raise TypeError(f"method='search' needs a game declared acyclic; {type(game).__name__} is not (use "
                            "method='retrograde')")
        table = _search(game, p0, rule, symmetry, max_positions)
    else:
        table = _retrograde(game, p0, rule, symmetry, max_positions)
    table.stats["seconds"] = time.perf_counter() - t0
    return table


def _kernel_fits(game: Game) -> bool:
    """Whether the game declares itself a placement game (the kernel's input)."""
    return capabilities(game).placement_rules is not None


def _search(game: Game, p0: Any, rule: str, symmetry: bool, max_positions: int) -> CoalitionTable:
    """Depth-first search, explicit stack, transposition table on the position key."""
    q = question_bits(game.players)
    key = position_key(game, symmetry)
    memo: dict[Hashable, int] = {}
    reps: dict[Hashable, Any] = {}
    edges = 0

    def frame(p: Any) -> list | None:
        ms = game.moves(p)
        r = final_result(game, p, ms, rule)
        if r is not None:
            return None
        kids = successors(game, p, rule, ms)
        return [p, kids, 0, 0, q.all, game.to_move(p)]

    k0 = key(p0)
    first = frame(p0)
    if first is None:
        memo[k0] = q.result_bits(final_result(game, p0, None, rule))  # type: ignore[arg-type]
        reps[k0] = p0
    stack = [first] if first is not None else []
    while stack:
        top = stack[-1]
        p, kids, i = top[0], top[1], top[2]
        if i == len(kids):
            stack.pop()
            k = key(p)
            v = memo[k] = q.combine(top[5], top[3], top[4])
            reps[k] = p
            if stack:
                stack[-1][3] |= v
                stack[-1][4] &= v
            continue
        top[2] = i + 1
        edges += 1
        c = kids[i][1]
        kc = key(c)
        v = memo.get(kc)
        if v is None:
            f = frame(c)
            if f is None:
                v = memo[kc] = q.result_bits(final_result(game, c, None, rule))  # type: ignore[arg-type]
                reps[kc] = c
            else:
                if len(memo) >= max_positions:
                    raise SearchLimitError(f"coalition search: more than max_positions={max_positions} positions "
                                           "reachable; pass a larger max_positions")
                stack.append(f)
                continue
        top[3] |= v
        top[4] &= v

    def lookup(p: Any) -> int:
        k = key(p)
        if k not in memo:
            raise KeyError(f"position {p!r} is not reachable from the solved start")
        return memo[k]

    return CoalitionTable(game, p0, "search", rule, symmetry, {"positions": len(memo), "edges": edges},
                          _lookup=lookup, _nodes=lambda: ((reps[k], v) for k, v in memo.items()))


def _retrograde(game: Game, p0: Any, rule: str, symmetry: bool, max_positions: int) -> CoalitionTable:
    """Per question, the attractor of the team in the state graph, by backward induction with counters."""
    import numpy as np

    from combgames.explore import ExplorationLimitError

    q = question_bits(game.players)
    try:
        g = explore(game, p0, symmetry=symmetry, limit=max_positions, no_move_rule=rule)
    except ExplorationLimitError as err:
        raise SearchLimitError(f"coalition retrograde analysis: {err}") from err
    size = g.size
    mover = np.array([-1 if i in g.terminal else game.to_move(p) for i, p in enumerate(g.positions)], dtype=np.int64)
    parents: list[list[int]] = [[] for _ in range(size)]
    degree = np.zeros(size, dtype=np.int64)
    for i, kids in enumerate(g.children):
        degree[i] = len(kids)
        for j in kids:
            parents[j].append(i)
    bits = [0] * size
    distance = np.full((len(q.pairs), size), -1, dtype=np.int64)
    for k, (team, goal) in enumerate(q.pairs):
        dist = distance[k]
        count = degree.copy()
        queue: deque[int] = deque()
        for i, r in g.terminal.items():
            if r != DRAW and r in goal:
                dist[i] = 0
                queue.append(i)
        while queue:
            j = queue.popleft()
            bits[j] |= 1 << k
            for i in parents[j]:
                if dist[i] >= 0:
                    continue
                if mover[i] in team:
                    dist[i] = dist[j] + 1
                    queue.append(i)
                else:
                    count[i] -= 1
                    if count[i] == 0:
                        dist[i] = dist[j] + 1  # the last child labelled is the slowest
                        queue.append(i)

    def node(p: Any) -> int:
        return g.node(p)

    return CoalitionTable(game, p0, "retrograde", rule, symmetry,
                          {"positions": size, "edges": sum(len(c) for c in g.children)},
                          _lookup=lambda p: bits[node(p)], _distance=lambda p, k: int(distance[k, node(p)]),
                          _nodes=lambda: zip(g.positions, bits))


# ------------------------------------------------------------------------------------------------ checker
def check_coalition_strategy(game: Game, strategy: Strategy, team: Any, goal: Any = None, position: Any = None, *,
                             no_move_rule: str | None = None) -> int:
    """Replay a coalition's strategy against every joint reply of the other players.

    Where a member of ``team`` is to move the strategy names one move (legal by the game's rules); where
    another player is to move it must have a subtree for every legal move; every line must end with a winner
    in ``goal`` (default: the team). The tree's moves are replayed through the game, not trusted.

    Returns
    -------
    int
        The number of complete lines of play checked.

    Raises
    ------
    TypeError
        If ``strategy`` is not a Strategy, or the game has fewer than three players.
    ValueError
        For a bad team or goal (:func:`check_coalition`).
    StrategyError
        With the failing line: a missing or illegal move, a missing or extra reply, or an end outside the goal.

    Examples
    --------
    >>> from combgames.games.torus import TorusConnectionGame
    >>> g = TorusConnectionGame(3)
    >>> s = coalition_values(g, method="search").strategy((1, 2))
    >>> check_coalition_strategy(g, s, (1, 2)) > 0
    True
    """
    n = require_many_players(game, "check_coalition_strategy")
    if not isinstance(strategy, Strategy):
        raise TypeError(f"strategy must be a Strategy (a tree of moves), not {type(strategy).__name__}")
    t = check_coalition(team, n, "team")
    g = t if goal is None else check_players(goal, n, "goal")
    report = replay_strategy(game, strategy, t, lambda r: r != DRAW and r in g, f"a winner in {g}", position,
                             no_move_rule=no_move_rule)
    return report.lines


def check_coalition_strategy_keyed(game: Game, strategy: Strategy, team: Any, goal: Any = None, position: Any = None,
                                   *, key: Callable[[Any], Hashable] | None = None, references: bool = False,
                                   no_move_rule: str | None = None, universal_plies: int = 0) -> StrategyReport:
    """:func:`check_coalition_strategy` with each position checked once: for proofs of millions of positions.

    The walk goes depth first and checks the subtree of a position only the first time its key is met; when the
    key comes again (a transposition, or an image under a symmetry), the position is already known to be
    forced, so that subtree is skipped. The work is one step per position of the strategy (its moves, and every
    reply played through the game's rules), not one per line of play, which on a proof with shared subtrees (a
    DAG) can be exponentially more. A key met again on its own line is endless play, which is no win.

    ``references=True`` (games declared acyclic): an empty node where play goes on stands for its position
    checked elsewhere under the same key (a proof written once up to symmetry, as
    :func:`combgames.games.torus.search.proof_tree` with ``share="orbit"`` writes it); the check passes only if
    every such key is checked somewhere in the walk, in any order. Sound because a position's subtree, once
    checked, shows the position forced, and a reference only points to positions with more moves played.

    Sound when ``key`` is constant only on positions with the same answer to the question: the default, the
    game's canonical key (:func:`combgames.game.position_key`, with symmetry), identifies images under the
    game's symmetries, which do not rename the players; a caller may pass a faster key with the same property
    (an orbit rank of a compiled board). A strategy that passes shows that ``team`` forces ``goal`` from
    ``position``; a subtree skipped for its key is not itself looked at.

    ``universal_plies`` = R > 0: the team forces ``goal`` from *every* position in play within R plies of
    ``position``, whoever moves in them (the first-round reading of a team-up claim): at the positions fewer
    than R plies in, the strategy has a subtree for every legal move, of a team member too, and each is
    checked; those positions are keyed apart from the later ones (:func:`~combgames.solvers.strategy.replay_strategy`,
    where the induction that makes it sound is given). :func:`combgames.games.torus.search.proof_tree` writes
    such a tree from a search with ``first_round_plies``.

    Returns
    -------
    StrategyReport
        ``positions`` checked (distinct keys) and ``lines`` (the ends of the game reached, each once).

    Raises
    ------
    TypeError, ValueError, StrategyError
        As :func:`check_coalition_strategy`; TypeError for ``references`` on a game not declared acyclic.

    Examples
    --------
    >>> from combgames.games.torus import TorusConnectionGame
    >>> g = TorusConnectionGame(3)
    >>> s = coalition_values(g, method="search").strategy((1, 2))
    >>> check_coalition_strategy_keyed(g, s, (1, 2)).positions <= check_coalition_strategy(g, s, (1, 2))
    True
    """
    n = require_many_players(game, "check_coalition_strategy_keyed")
    if not isinstance(strategy, Strategy):
        raise TypeError(f"strategy must be a Strategy (a tree of moves), not {type(strategy).__name__}")
    if key is not None and not callable(key):
        raise TypeError(f"key must be a function of the position, not {type(key).__name__}")
    if references and not capabilities(game).acyclic:
        raise TypeError(f"references=True needs a game declared acyclic; {type(game).__name__} is not")
    t = check_coalition(team, n, "team")
    g = t if goal is None else check_players(goal, n, "goal")
    return replay_strategy(game, strategy, t, lambda r: r != DRAW and r in g, f"a winner in {g}", position,
                           no_move_rule=no_move_rule, key=position_key(game) if key is None else key,
                           references=references, universal_plies=universal_plies)
