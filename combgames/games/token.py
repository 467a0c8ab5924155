"""A token on a directed graph: the smallest game whose positions repeat.

Two players alternately move one shared token along an arc of a finite directed graph. A player who cannot
move loses (the rule is a parameter). Play can go round a cycle for ever, so the game needs retrograde
analysis: a position is a draw when neither player can force the other into a dead end. The game is
impartial (both players have the same moves), but its Grundy values are undefined on cycles.

Positions are ``(vertex, player to move)``; moves are vertices (the arc's head). The canonical key is the
vertex alone: in an impartial game the value for the player to move does not depend on who that is. A token
may be set on any vertex, with either player to move (:meth:`TokenGame.is_setup_position`): games on graphs
are studied from every vertex. The game has no text notation of its own: moves are written as their vertices
(``str``), by the fallbacks of :mod:`combgames.game`.
"""

from __future__ import annotations

from typing import Any, Hashable, Mapping, Sequence

import networkx as nx

from combgames.game import IllegalMoveError
from combgames.games.registration import GameFactory
from combgames.options import Choice, Integer, Option, Options

__all__ = ["CYCLE_MAX", "CYCLE_OPTIONS", "GAMES", "TokenGame", "cycle_with_exits"]

_NO_MOVE = Option("no_move_rule", Choice(("loss", "win", "draw")), "loss",
                  "what happens to a player with no arc to move along")

CYCLE_MAX = 100_000
"""The most vertices of the cycle of ``token-cycle``."""


class TokenGame:
    """Move a token along the arcs of a digraph; who cannot move loses (by default).

    Parameters
    ----------
    graph : networkx.DiGraph or mapping vertex -> successors
    start : vertex
        Where the token starts.
    no_move_rule : {"loss", "win", "draw"}
        What happens to a player with no arc to move along (default "loss").

    Raises
    ------
    TypeError
        If ``graph`` is neither a DiGraph nor a mapping of vertices to sequences of vertices, or a vertex is
        not hashable.
    ValueError
        If ``start`` is not a vertex of the graph, or the rule is unknown.

    Examples
    --------
    >>> from combgames.solvers import retrograde
    >>> g = TokenGame({0: [1], 1: [0]}, start=0)
    >>> str(retrograde(g).value(g.initial()))
    'draw'
    """

    players = 2
    impartial = True
    acyclic = False

    OPTIONS = Options(_NO_MOVE)

    def __init__(self, graph: nx.DiGraph | Mapping[Hashable, Sequence[Hashable]], start: Hashable,
                 *, no_move_rule: str = "loss"):
        self.no_move_rule = TokenGame.OPTIONS.check(no_move_rule=no_move_rule)["no_move_rule"]
        if isinstance(graph, nx.DiGraph):
            self.graph = graph
        elif isinstance(graph, Mapping):
            try:
                self.graph = nx.DiGraph([(u, v) for u, vs in graph.items() for v in vs])
                self.graph.add_nodes_from(graph)
            except (TypeError, nx.NetworkXError) as err:
                raise TypeError(f"graph must map each vertex to a sequence of (hashable) vertices: {err}") from err
        else:
            raise TypeError(f"graph must be a networkx DiGraph or a mapping vertex -> successors, not "
                            f"{type(graph).__name__}")
        try:
            known = start in self.graph
        except TypeError as err:
            raise TypeError(f"start vertex must be hashable, not {start!r}") from err
        if not known:
            raise ValueError(f"start vertex {start!r} is not in the graph")
        self.start = start
        self._succ = {v: tuple(self.graph.successors(v)) for v in self.graph}

    def __repr__(self) -> str:
        arcs = sorted((repr(u), repr(v)) for u, v in self.graph.edges)
        return f"TokenGame(arcs={arcs}, start={self.start!r}, no_move_rule={self.no_move_rule!r})"

    def cache_key(self) -> str:
        """The arcs of the digraph (and its isolated vertices), the start and the no-move rule."""
        arcs = sorted((repr(u), repr(v)) for u, v in self.graph.edges)
        isolated = sorted(repr(v) for v in self.graph if self.graph.degree(v) == 0)
        return (f"arcs={';'.join(f'{u}>{v}' for u, v in arcs)};isolated={','.join(isolated)};"
                f"start={self.start!r};no_move_rule={self.no_move_rule}")

    def initial(self) -> tuple[Hashable, int]:
        return (self.start, 0)

    def to_move(self, p: tuple[Hashable, int]) -> int:
        return p[1]

    def moves(self, p: tuple[Hashable, int]) -> tuple:
        return self._succ[p[0]]

    def play(self, p: tuple[Hashable, int], m: Hashable) -> tuple[Hashable, int]:
        try:
            legal = m in self._succ[p[0]]
        except (TypeError, KeyError, IndexError):
            self.check_position(p)
            legal = False
        if not legal:
            raise IllegalMoveError(f"illegal move {m!r}: no arc from {p[0]!r} to {m!r}")
        return (m, 1 - p[1])

    def check_position(self, p: Any) -> None:
        """Raise unless ``p`` is ``(vertex, player)`` with a vertex of the graph and player 0 or 1.

        Raises
        ------
        TypeError
            If ``p`` is not such a pair.
        ValueError
            If the vertex is not in the graph or the player is not 0 or 1; the message names the game.
        """
        if not (isinstance(p, tuple) and len(p) == 2):
            raise TypeError(f"not a position of {self!r}: a position is (vertex, player), not {p!r}")
        v, player = p
        try:
            known = v in self._succ
        except TypeError:
            known = False
        if not known:
            raise ValueError(f"not a position of {self!r}: {v!r} is not a vertex of the graph")
        if type(player) is not int or player not in (0, 1):
            raise ValueError(f"not a position of {self!r}: the player to move must be 0 or 1, not {player!r}")

    def is_setup_position(self, p: Any) -> bool:
        """True for every position: the token may start on any vertex, with either player to move."""
        self.check_position(p)
        return True

    def result(self, p: tuple[Hashable, int]) -> None:
        return None

    def canonical(self, p: tuple[Hashable, int]) -> Hashable:
        return p[0]

    def positions(self):
        """Every (vertex, player) pair."""
        return [(v, k) for v in self.graph for k in (0, 1)]


def cycle_with_exits(n: int = 6, *, no_move_rule: str = "loss") -> TokenGame:
    """A directed n-cycle 0 -> 1 -> ... -> n-1 -> 0 with a dead end ``end{i}`` off every third vertex i; the token
    starts on vertex 1. Wins, losses and draws together.

    Raises
    ------
    ValueError
        If n is not in 2..:data:`CYCLE_MAX` (the token starts on vertex 1 of the cycle).

    Examples
    --------
    >>> sorted(cycle_with_exits(3).moves(cycle_with_exits(3).initial()))
    [2]
    """
    values = CYCLE_OPTIONS.check(n=n, no_move_rule=no_move_rule)
    n = values["n"]
    arcs: dict[Hashable, list[Hashable]] = {i: [(i + 1) % n] for i in range(n)}
    for i in range(0, n, 3):
        arcs[i].append(f"end{i}")
        arcs[f"end{i}"] = []
    return TokenGame(arcs, start=1, no_move_rule=values["no_move_rule"])


CYCLE_OPTIONS = Options(
    Option("n", Integer(minimum=2, maximum=CYCLE_MAX), 6, "vertices of the cycle (the token starts on vertex 1)"),
    _NO_MOVE)
"""The declared options of :func:`cycle_with_exits`."""

GAMES = {"token-cycle": GameFactory(cycle_with_exits, CYCLE_OPTIONS)}
