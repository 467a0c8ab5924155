"""Coalitions and the questions asked of them, and the table of answers of a coalition solve.

The definitions are those of :mod:`combgames.solvers.coalition` (which solves): a *team* forces a *goal* from a
position; :func:`coalition_questions` lists every (team, goal) a solve answers, one bit each; a
:class:`CoalitionTable` holds the bits of every position a solve reached and answers the questions (coalition
and paranoid values, kingmakers) from them. Here, below every method of solving (the generic search and
retrograde analysis of :mod:`combgames.solvers.coalition`, the compiled kernel of
:mod:`combgames.solvers.coalition_kernel`), which all fill the same table.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator

from combgames.base.checks import check_int, is_int
from combgames.base.tables import ReadAsTable, Table
from combgames.game import (DRAW, Game, checked_position, final_result, move_text, player_name, position_text,
                            successors)
from combgames.solvers.strategy import Strategy

if TYPE_CHECKING:
    import numpy as np

__all__ = ["CoalitionTable", "CoalitionValues", "MAX_PLAYERS", "check_coalition", "coalition_questions",
           "proper_coalitions", "require_many_players"]

MAX_PLAYERS = 8
"""The most players a coalition solve handles (its questions grow as 2^n)."""



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
    members = check_players(team, players, name)
    if len(members) == players:
        raise ValueError(f"{name} {members} holds all {players} players; a {name} is a proper subset of the "
                         "players (all of them together win trivially)")
    return members


def check_players(team: Any, players: int, name: str) -> tuple[int, ...]:
    """The players named by ``team`` (a player index or an iterable of them), checked and sorted, duplicates
    dropped; unlike :func:`check_coalition` it may name every player (a goal may).

    A package-internal helper (not in ``__all__``), also used by :mod:`combgames.solvers.coalition`.

    Raises
    ------
    TypeError
        If ``team`` is not an int or an iterable of ints.
    ValueError
        If it is empty or names a player outside 0 .. players - 1.

    Examples
    --------
    >>> check_players([2, 0, 2], 3, "goal"), check_players(1, 3, "goal"), check_players(range(3), 3, "goal")
    ((0, 2), (1,), (0, 1, 2))
    """
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


class QuestionBits:
    """Bit masks of the questions of a coalition solve (:func:`coalition_questions`, bit k the k-th question):
    ``bit[(team, goal)]`` the bit of a question, ``team[i]`` the questions whose team holds player i,
    ``goal[w]`` those whose goal holds w (``goal[players]`` is a draw: no question), ``all`` every bit.

    :meth:`combine` is the one idea of the solve: at a node where player ``mover`` moves, a question whose team
    holds the mover is answered yes when some move answers it (``any_bits``), any other when every move does
    (``all_bits``). Made once per number of players by :func:`question_bits`."""

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


class CoalitionValues(ReadAsTable, dict):
    """The coalition values at one position: {coalition: whether it forces its own win}, a dict (as
    :meth:`CoalitionTable.table` returns it) that prints as a table of the coalitions, named by the game's
    players, and whether each forces a win (text, and HTML in Jupyter).

    Examples
    --------
    >>> from combgames.games.torus import TorusConnectionGame
    >>> from combgames.solvers.coalition import coalition_values
    >>> values = coalition_values(TorusConnectionGame(3)).table()
    >>> values[(0, 1)], len(values)
    (True, 6)
    >>> print(values)
    Coalitions at .../.../... | Vert (Vert to move)
    coalition  players  forces a win
    ---------  -------  ------------
    Vert             1  no
    Horz             1  no
    Diag             1  no
    Vert+Horz        2  yes
    Vert+Diag        2  yes
    Horz+Diag        2  yes
    """

    def __init__(self, values: dict[tuple[int, ...], bool], names: tuple[str, ...],
                 title: str | Callable[[], str] = ""):
        super().__init__(values)
        self.names = tuple(names)
        self._title = title

    @property
    def title(self) -> str:
        """The caption: the position and who is to move (written when first asked for)."""
        if callable(self._title):
            self._title = self._title()
        return self._title

    def coalition_name(self, coalition: tuple[int, ...]) -> str:
        """The coalition as its players' names joined by ``+`` (``"Vert+Diag"``)."""
        return "+".join(self.names[i] for i in coalition)

    def table(self) -> Table:
        """The values as a :class:`~combgames.base.tables.Table`: coalition, its size, whether it forces a win."""
        return Table(["coalition", "players", "forces a win"],
                     [(self.coalition_name(c), len(c), "yes" if v else "no") for c, v in self.items()],
                     title=self.title)


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
            return question_bits(self.players).result_bits(r)
        return self._lookup(p)

    def _bit(self, team: Any, goal: Any) -> int:
        t = check_coalition(team, self.players, "team")
        g = t if goal is None else check_players(goal, self.players, "goal")
        k = question_bits(self.players).bit.get((t, g))
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

    def table(self, position: Any = None) -> CoalitionValues:
        """Return {coalition: whether it forces its own win} for every proper coalition (a dict that prints as a
        table, :class:`CoalitionValues`)."""
        p = self.start if position is None else checked_position(self.game, position)
        b = self._bits(p)
        q = question_bits(self.players)
        return CoalitionValues({c: bool(b >> q.bit[(c, c)] & 1) for c in proper_coalitions(self.players)},
                               self._names(), lambda: f"Coalitions at {self._where(p)}")

    def _names(self) -> tuple[str, ...]:
        return tuple(player_name(self.game, i) for i in range(self.players))

    def _where(self, p: Any) -> str:
        """The position's text and who is to move (or who won)."""
        r = final_result(self.game, p, None, self.rule)
        if r is None:
            return f"{position_text(self.game, p)} ({player_name(self.game, self.game.to_move(p))} to move)"
        return f"{position_text(self.game, p)} ({'a draw' if r == DRAW else player_name(self.game, r) + ' won'})"

    def positions_table(self, positions: Iterable[Any] | None = None) -> Table:
        """The coalition values of several positions as one :class:`~combgames.base.tables.Table`: a row per
        position (its text, who is to move or the result), a column per coalition (``yes`` when it forces its
        win), the kingmakers and the strict kingmakers (module docstring of :mod:`combgames.solvers.coalition`:
        ``k: a, b`` when k decides which of a, b wins).

        Parameters
        ----------
        positions : iterable, optional
            Positions reachable from the start; default: the start and the position after each of its moves.

        Examples
        --------
        >>> from combgames.games.torus import TorusConnectionGame
        >>> from combgames.solvers.coalition import coalition_values
        >>> t = coalition_values(TorusConnectionGame(3)).positions_table()
        >>> t.columns[:3], len(t), t.column("Horz+Diag")[:2]
        (('position', 'to move', 'Vert'), 19, ('yes', 'yes'))
        """
        if positions is None:
            positions = [self.start] + [c for _, c in successors(self.game, self.start, self.rule)]
        names = self._names()
        coalitions = proper_coalitions(self.players)
        rows = []
        for position in positions:
            p = checked_position(self.game, position)
            r = final_result(self.game, p, None, self.rule)
            state = (player_name(self.game, self.game.to_move(p)) if r is None
                     else "draw" if r == DRAW else f"{player_name(self.game, r)} won")
            values = self.table(p)
            kingmakers = ["; ".join(f"{names[k]}: {', '.join(names[j] for j in made)}"
                                    for k, made in self.kingmakers(p, strict=strict).items())
                          for strict in (False, True)]
            rows.append([position_text(self.game, p), state] + ["yes" if values[c] else "no" for c in coalitions]
                        + kingmakers)
        return Table(["position", "to move"] + ["+".join(names[i] for i in c) for c in coalitions]
                     + ["kingmakers", "strict kingmakers"], rows,
                     title=f"Coalitions that force a win ({type(self.game).__name__}, {self.method} solve)",
                     notes="a kingmaker k: a, b decides which of a, b wins, with the help of the one it chooses "
                           "(strict: alone)")

    def _repr_html_(self) -> str:
        return self.positions_table()._repr_html_()

    def paranoid(self, position: Any = None) -> dict[int, bool]:
        """Return {player: whether the player wins alone against all the others}."""
        return {c[0]: v for c, v in self.table(position).items() if len(c) == 1}

    def kingmakers(self, position: Any = None, *, strict: bool = False) -> dict[int, tuple[int, ...]]:
        """Return {kingmaker k: the players k can make win} at ``position`` (module docstring; ``strict``:
        without their help)."""
        return kingmakers_from_bits(self.bits(position), self.players, strict)

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
        if mover not in check_players(team, self.players, "team"):
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
        t = check_players(team, self.players, "team")
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
        >>> from combgames.solvers.coalition import coalition_values
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


def kingmakers_from_bits(bits: int, players: int, strict: bool) -> dict[int, tuple[int, ...]]:
    """{kingmaker k: the players k can make win} read from the answer bits of one position
    (:meth:`CoalitionTable.kingmakers` at a position; the module docstring of :mod:`combgames.solvers.coalition`
    defines kingmakers; ``strict``: k alone forces each winner). ``bits`` holds the answers in the order of
    :func:`coalition_questions`.

    A package-internal helper (not in ``__all__``), for callers holding bits without a table
    (:mod:`combgames.analysis.torus3`).
    """
    q = question_bits(players)
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


_QUESTIONS: dict[int, QuestionBits] = {}


def question_bits(players: int) -> QuestionBits:
    """The :class:`QuestionBits` of a coalition solve of ``players`` players, made once per number of players.

    A package-internal helper (not in ``__all__``), shared by every method of solving
    (:mod:`combgames.solvers.coalition`, :mod:`combgames.solvers.coalition_kernel`).

    Examples
    --------
    >>> q = question_bits(3)
    >>> q.bit[((0, 1), (0, 1))], q.all == (1 << len(coalition_questions(3))) - 1, question_bits(3) is q
    (3, True, True)
    """
    q = _QUESTIONS.get(players)
    if q is None:
        q = _QUESTIONS[players] = QuestionBits(players)
    return q
