"""A token on a directed graph: the smallest game whose positions repeat.

Two players alternately move one shared token along an arc of a finite directed graph. A player who cannot
move loses (the rule is a parameter). Play can go round a cycle for ever, so the game needs retrograde
analysis: a position is a draw when neither player can force the other into a dead end. The game is
impartial (both players have the same moves), but its Grundy values are undefined on cycles.

Positions are ``(vertex, player to move)``; moves are vertices (the arc's head). The canonical key is the
vertex alone: in an impartial game the value for the player to move does not depend on who that is.
"""

from __future__ import annotations

from typing import Hashable, Mapping, Sequence

import networkx as nx

from combgames.game import IllegalMoveError
from groundwork.checks import check_one_of

__all__ = ["GAMES", "TokenGame"]


class TokenGame:
    """Move a token along the arcs of a digraph; who cannot move loses (by default).

    Parameters
    ----------
    graph : networkx.DiGraph or mapping vertex -> successors
    start : vertex
        Where the token starts.
    no_move_rule : {"loss", "win", "draw"}
        What happens to a player with no arc to move along (default "loss").

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

    def __init__(self, graph: nx.DiGraph | Mapping[Hashable, Sequence[Hashable]], start: Hashable,
                 *, no_move_rule: str = "loss"):
        self.graph = graph if isinstance(graph, nx.DiGraph) else nx.DiGraph(
            [(u, v) for u, vs in graph.items() for v in vs])
        if not isinstance(graph, nx.DiGraph):
            self.graph.add_nodes_from(graph)
        if start not in self.graph:
            raise ValueError(f"start vertex {start!r} is not in the graph")
        self.start = start
        self.no_move_rule = check_one_of(no_move_rule, "no_move_rule", ("loss", "win", "draw"))
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
        if m not in self._succ[p[0]]:
            raise IllegalMoveError(f"illegal move {m!r}: no arc from {p[0]!r} to {m!r}")
        return (m, 1 - p[1])

    def result(self, p: tuple[Hashable, int]) -> None:
        return None

    def canonical(self, p: tuple[Hashable, int]) -> Hashable:
        return p[0]

    def positions(self):
        """Every (vertex, player) pair."""
        return [(v, k) for v in self.graph for k in (0, 1)]


def _cycle_with_exits(n: int = 6) -> TokenGame:
    """A directed n-cycle with a dead end hanging off every third vertex: wins, losses and draws together."""
    arcs = {i: [(i + 1) % n] for i in range(n)}
    for i in range(0, n, 3):
        arcs[i].append(f"end{i}")
        arcs[f"end{i}"] = []
    return TokenGame(arcs, start=1)


GAMES = {"token-cycle": _cycle_with_exits}
