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
from dataclasses import dataclass, field
from itertools import combinations
from typing import TYPE_CHECKING, Any, Callable, Hashable, Iterable, Iterator

from combgames.base.checks import check_int, check_one_of, is_int

from combgames.explore import explore
from combgames.game import (DRAW, Game, capabilities, checked_position, final_result, move_text, position_key,
                            resolve_no_move_rule, successors)
from combgames.solvers.strategy import Strategy, StrategyError
from combgames.solvers.values import SearchLimitError

if TYPE_CHECKING:
    import numpy as np

__all__ = [
    "COALITION_METHODS",
    "CoalitionTable",
    "MAX_PLAYERS",
    "check_coalition",
    "check_coalition_strategy",
    "coalition_questions",
    "coalition_values",
    "proper_coalitions",
    "require_many_players",
]

COALITION_METHODS = ("auto", "search", "retrograde", "kernel")
MAX_PLAYERS = 8
"""The most players a coalition solve handles (its questions grow as 2^n)."""
MAX_POSITIONS = 5_000_000
"""The default limit of positions a generic coalition solve visits."""



def require_many_players(game: Game, what: str) -> int:
    """Return ``game.players`` if it is 3 .. :data:`MAX_PLAYERS`, else raise TypeError naming ``what``.

    Raises
    ------
    TypeError
        For a two-player game (use the two-player solvers: ``solve``, ``alphabeta``, ``retrograde``) or one with
        more than :data:`MAX_PLAYERS` players.
    """
    n = getattr(game, "players", None)
    if not is_int(n) or n < 3:
        raise TypeError(f"{what} needs a game of three or more players; {type(game).__name__} has players={n!r} "
                        "(two-player games: combgames.solvers.solve, alphabeta or retrograde)")
    if n > MAX_PLAYERS:
        raise TypeError(f"{what} handles at most {MAX_PLAYERS} players; {type(game).__name__} has players={n}")
    return n


def check_coalition(team: Any, players: int, name: str = "coalition") -> tuple[int, ...]:
    """Return ``team`` as a sorted tuple of player indices after checking it is a proper coalition.

    Parameters
    ----------
    team : iterable of int, or int
        Player indices (a single int is the coalition of that one player).
    players : int
        The number of players of the game.
    name : str
        The argument's name, for messages.

    Raises
    ------
    TypeError
        If ``team`` is not an int or an iterable of ints.
    ValueError
        If it is empty, names a player outside 0 .. players - 1, or holds every player.

    Examples
    --------
    >>> check_coalition({2, 0}, 3), check_coalition(1, 3)
    ((0, 2), (1,))
    >>> check_coalition([0, 1, 2], 3)
    Traceback (most recent call last):
    ...
    ValueError: coalition (0, 1, 2) holds all 3 players; a coalition is a proper subset of the players (all of them together win trivially)
    """
    members = _players(team, players, name)
    if len(members) == players:
        raise ValueError(f"{name} {members} holds all {players} players; a {name} is a proper subset of the "
                         "players (all of them together win trivially)")
    return members


def _players(team: Any, players: int, name: str) -> tuple[int, ...]:
    if is_int(team):
        team = (team,)
    if isinstance(team, (str, bytes)) or not isinstance(team, Iterable):
        raise TypeError(f"{name} must be a player index or an iterable of player indices, not {team!r}"[:200])
    members = tuple(team)
    for i in members:
        if not is_int(i):
            raise TypeError(f"{name} must hold player indices (ints), not {i!r}"[:200])
        if not 0 <= i < players:
            raise ValueError(f"{name} names player {i}, but the game's players are 0 .. {players - 1}")
    if not members:
        raise ValueError(f"{name} must name at least one player, not the empty set")
    return tuple(sorted(set(int(i) for i in members)))


def proper_coalitions(players: int) -> list[tuple[int, ...]]:
    """Return every proper non-empty coalition of ``players`` players, by size then lexicographically.

    Examples
    --------
    >>> proper_coalitions(3)
    [(0,), (1,), (2,), (0, 1), (0, 2), (1, 2)]
    """
    players = check_int(players, "players", minimum=2, maximum=MAX_PLAYERS)
    return [c for k in range(1, players) for c in combinations(range(players), k)]


def coalition_questions(players: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Return the (team, goal) pairs a coalition solve answers (see the module docstring), in bit order.

    Every proper coalition with itself as goal; then ((k,), (j,)) and ((k, j), (j,)) for each ordered pair of
    players k != j (the kingmaker questions).

    Examples
    --------
    >>> q = coalition_questions(3)
    >>> len(q), q[0], q[6], q[7]
    (18, ((0,), (0,)), ((0,), (1,)), ((0, 1), (1,)))
    """
    out = [(c, c) for c in proper_coalitions(players)]
    for k in range(players):
        for j in range(players):
            if j != k:
                out.append(((k,), (j,)))
                out.append((tuple(sorted((k, j))), (j,)))
    return out


class _Questions:
    """Bit masks of the questions: ``team[i]`` the questions whose team holds player i, ``goal[w]`` those whose
    goal holds w (``goal[players]`` is a draw: no question)."""

    def __init__(self, players: int):
        self.players = players
        self.pairs = coalition_questions(players)
        self.bit = {q: k for k, q in enumerate(self.pairs)}
        self.team = [sum(1 << k for k, (t, _) in enumerate(self.pairs) if i in t) for i in range(players)]
        self.goal = [sum(1 << k for k, (_, g) in enumerate(self.pairs) if w in g) for w in range(players)] + [0]
        self.all = (1 << len(self.pairs)) - 1

    def result_bits(self, r: int) -> int:
        return self.goal[self.players] if r == DRAW else self.goal[r]

    def combine(self, mover: int, any_bits: int, all_bits: int) -> int:
        t = self.team[mover]
        return (any_bits & t) | (all_bits & ~t & self.all)


@dataclass
class CoalitionTable:
    """The solved questions of every position reachable from a start; see the module docstring.

    Look positions up with :meth:`forces`, :meth:`table`, :meth:`paranoid`, :meth:`kingmakers`,
    :meth:`winning_moves` and :meth:`strategy`; positions not reachable from the start raise KeyError.
    """

    game: Game
    start: Any
    method: str
    rule: str
    symmetry: bool
    stats: dict = field(default_factory=dict)
    #: Kernel solves: the answers by key (``ranked[key]``, bit 63 set on every solved position; see
    #: ``_placement_search``) and the cell permutations the keys were minimised over.
    ranked: np.ndarray | None = field(default=None, repr=False)
    symmetries: np.ndarray | None = field(default=None, repr=False)
    _lookup: Callable[[Any], int] = field(default=None, repr=False)  # type: ignore[assignment]
    _distance: Callable[[Any, int], int] | None = field(default=None, repr=False)
    _nodes: Callable[[], Iterator[tuple[Any, int]]] | None = field(default=None, repr=False)

    @property
    def players(self) -> int:
        return self.game.players

    @property
    def questions(self) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
        """The (team, goal) pairs answered, in bit order (:func:`coalition_questions`)."""
        return coalition_questions(self.players)

    def bits(self, position: Any = None) -> int:
        """The answers at ``position`` (default: the start) as an int, bit k for question k."""
        p = self.start if position is None else checked_position(self.game, position)
        return self._bits(p)

    def _bits(self, p: Any) -> int:
        r = final_result(self.game, p, None, self.rule)
        if r is not None:
            return _questions(self.players).result_bits(r)
        return self._lookup(p)

    def _bit(self, team: Any, goal: Any) -> int:
        t = check_coalition(team, self.players, "team")
        g = t if goal is None else _players(goal, self.players, "goal")
        k = _questions(self.players).bit.get((t, g))
        if k is None:
            raise ValueError(f"the question team={t}, goal={g} is not answered: goals are the team itself, or one "
                             "player j with team (k,) or (k, j) (coalition_questions)")
        return k

    def forces(self, team: Any, goal: Any = None, position: Any = None) -> bool:
        """Return True if ``team`` can force the winner into ``goal`` (default: into the team) from ``position``.

        Raises
        ------
        ValueError
            For an empty team, a team of all players, an unknown player, or a question not answered.
        KeyError
            If ``position`` is not reachable from the start.
        """
        return bool(self.bits(position) >> self._bit(team, goal) & 1)

    def distance(self, team: Any, goal: Any = None, position: Any = None) -> int | None:
        """Plies until the team's fastest forced end against the slowest defence (retrograde solves only);
        None when the team does not force the goal."""
        k = self._bit(team, goal)
        p = self.start if position is None else checked_position(self.game, position)
        if not self._bits(p) >> k & 1:
            return None
        if final_result(self.game, p, None, self.rule) is not None:
            return 0
        if self._distance is None:
            raise TypeError(f"distances are kept by retrograde solves, not by method={self.method!r}")
        return self._distance(p, k)

    def table(self, position: Any = None) -> dict[tuple[int, ...], bool]:
        """Return {coalition: whether it forces its own win} for every proper coalition."""
        b = self.bits(position)
        q = _questions(self.players)
        return {c: bool(b >> q.bit[(c, c)] & 1) for c in proper_coalitions(self.players)}

    def paranoid(self, position: Any = None) -> dict[int, bool]:
        """Return {player: whether the player wins alone against all the others}."""
        return {c[0]: v for c, v in self.table(position).items() if len(c) == 1}

    def kingmakers(self, position: Any = None, *, strict: bool = False) -> dict[int, tuple[int, ...]]:
        """Return {kingmaker k: the players k can make win} at ``position`` (module docstring; ``strict``:
        without their help)."""
        return _kingmakers(self.bits(position), self.players, strict)

    def winning_moves(self, team: Any, goal: Any = None, position: Any = None) -> list:
        """The moves of the player to move (a member of ``team``) that keep ``team`` forcing ``goal``.

        Raises
        ------
        ValueError
            If the player to move is not in the team.
        """
        k = self._bit(team, goal)
        p = self.start if position is None else checked_position(self.game, position)
        mover = self.game.to_move(p)
        if mover not in _players(team, self.players, "team"):
            raise ValueError(f"player {mover} is to move, not a member of the team {tuple(team)}")
        return [m for m, c in successors(self.game, p, self.rule) if self._bits(c) >> k & 1]

    def strategy(self, team: Any, goal: Any = None, position: Any = None, *, max_nodes: int = 1_000_000) -> Strategy:
        """A strategy tree for ``team`` forcing ``goal`` from ``position`` (moves of the team where a member is
        to move, every reply of the others elsewhere); check it with :func:`check_coalition_strategy`.

        Raises
        ------
        ValueError
            If the team does not force the goal there, or the tree would exceed ``max_nodes``.
        """
        k = self._bit(team, goal)
        t = _players(team, self.players, "team")
        p0 = self.start if position is None else checked_position(self.game, position)
        if not self._bits(p0) >> k & 1:
            raise ValueError(f"team {t} does not force the goal from this position; there is no strategy")
        check_int(max_nodes, "max_nodes", minimum=1)
        count = [0]

        def step(p: Any) -> Strategy:
            count[0] += 1
            if count[0] > max_nodes:
                raise ValueError(f"the strategy tree has more than max_nodes={max_nodes} nodes")
            if final_result(self.game, p, None, self.rule) is not None:
                return Strategy()
            kids = successors(self.game, p, self.rule)
            if self.game.to_move(p) in t:
                good = [(m, c) for m, c in kids if self._bits(c) >> k & 1]
                if self._distance is not None:  # a cyclic game: go down the distance
                    good.sort(key=lambda mc: self._dist_or_zero(mc[1], k))
                m, c = good[0]
                return Strategy(move=m, next=step(c))
            return Strategy(replies={m: step(c) for m, c in kids})

        return step(p0)

    def _dist_or_zero(self, p: Any, k: int) -> int:
        if final_result(self.game, p, None, self.rule) is not None:
            return 0
        return self._distance(p, k)  # type: ignore[misc]

    def summary(self, position: Any = None) -> dict[str, Any]:
        """The answers at ``position`` (default: the start) as a JSON-ready dict with stable keys.

        Keys: ``players``; ``to_move``; ``coalitions`` {"0+2": bool, ...} (every proper coalition: does it force
        its own win); ``alone`` {"0": bool, ...}; ``helped`` and ``strict`` {"k->j": bool} ({k, j} forces j; k
        alone forces j); ``kingmakers`` and ``strict_kingmakers`` {"k": [j, ...]}; ``winning_moves`` {coalition:
        [move text, ...]} for the coalitions that force their win and hold the player to move.

        Examples
        --------
        >>> from combgames.games.torus import TorusConnectionGame
        >>> coalition_values(TorusConnectionGame(3)).summary()["coalitions"]
        {'0': False, '1': False, '2': False, '0+1': True, '0+2': True, '1+2': True}
        """
        p = self.start if position is None else checked_position(self.game, position)
        n = self.players
        word = "+".join
        mover = self.game.to_move(p) if final_result(self.game, p, None, self.rule) is None else None
        table = self.table(p)
        moves = {}
        for c, forced in table.items():
            if forced and mover is not None and mover in c:
                moves[word(map(str, c))] = [move_text(self.game, m, p) for m in self.winning_moves(c, None, p)]
        return {
            "players": n,
            "to_move": mover,
            "coalitions": {word(map(str, c)): v for c, v in table.items()},
            "alone": {str(i): v for i, v in self.paranoid(p).items()},
            "helped": {f"{k}->{j}": self.forces(tuple(sorted((k, j))), (j,), p) for k in range(n) for j in range(n)
                       if j != k},
            "strict": {f"{k}->{j}": self.forces((k,), (j,), p) for k in range(n) for j in range(n) if j != k},
            "kingmakers": {str(k): list(v) for k, v in self.kingmakers(p).items()},
            "strict_kingmakers": {str(k): list(v) for k, v in self.kingmakers(p, strict=True).items()},
            "winning_moves": moves,
        }

    def positions(self) -> Iterator[tuple[Any, int]]:
        """Yield ``(position, bits)`` for every position solved (representatives; placement kernels yield the
        stones ``(x, o)`` and the player to move instead)."""
        if self._nodes is None:
            raise TypeError(f"method={self.method!r} does not list its positions")
        return self._nodes()


def _kingmakers(bits: int, players: int, strict: bool) -> dict[int, tuple[int, ...]]:
    q = _questions(players)
    out = {}
    for k in range(players):
        others = tuple(j for j in range(players) if j != k)
        if not bits >> q.bit[(others, others)] & 1:
            continue
        made = tuple(j for j in range(players) if j != k
                     and bits >> q.bit[((k,) if strict else tuple(sorted((k, j))), (j,))] & 1)
        if len(made) >= 2:
            out[k] = made
    return out


_QUESTIONS: dict[int, _Questions] = {}


def _questions(players: int) -> _Questions:
    q = _QUESTIONS.get(players)
    if q is None:
        q = _QUESTIONS[players] = _Questions(players)
    return q


# ------------------------------------------------------------------------------------------------ solve
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
        from combgames.solvers.coalition_kernel import kernel_solve

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
    q = _questions(game.players)
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

    q = _questions(game.players)
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
    g = t if goal is None else _players(goal, n, "goal")
    rule = resolve_no_move_rule(game, no_move_rule)
    p0 = game.initial() if position is None else checked_position(game, position)
    lines = 0
    stack: list[tuple[Strategy, Any, tuple]] = [(strategy, p0, ())]
    while stack:
        node, p, line = stack.pop()
        ms = game.moves(p)
        r = final_result(game, p, ms, rule)
        where = " ".join(line) or "(start)"
        if r is not None:
            if r == DRAW or r not in g:
                raise StrategyError(f"line {where} ends with result {r}, not a winner in {g}")
            lines += 1
            continue
        if game.to_move(p) in t:
            if node.move is None or node.next is None:
                raise StrategyError(f"after {where} the strategy gives no move for player {game.to_move(p)}")
            if node.move not in ms:
                raise StrategyError(f"after {where} the strategy's move {node.move!r} is illegal")
            stack.append((node.next, game.play(p, node.move), line + (move_text(game, node.move, p),)))
        else:
            given, legal = set(node.replies), set(ms)
            if given != legal:
                raise StrategyError(f"after {where} the replies do not match the legal moves: missing "
                                    f"{sorted(map(str, legal - given))}, not legal {sorted(map(str, given - legal))}")
            for m, sub in node.replies.items():
                stack.append((sub, game.play(p, m), line + (move_text(game, m, p),)))
    return lines
