"""Blue-Red-Green Hackenbush: cut an edge of your colour; whatever loses its path to the ground falls.

A picture is a graph whose vertex 0 is the ground; each edge is Blue (Left may cut it), Red (Right may cut
it) or Green (either may cut it). Cutting an edge removes it and every edge no longer joined to the ground
([1]_ ch. 1-2 and 7; [2]_ ch. 2). Blue-Red Hackenbush has number values, Green Hackenbush nimbers.

A board is a sorted tuple of edges ``(u, v, colour)`` with u <= v, colour one of ``"B"``, ``"R"``, ``"G"``;
several edges may join the same two vertices and an edge may be a loop (u == v). Board text is a list of
space-separated tokens, each an edge ``u-vC`` (``0-1B``: a blue edge from the ground to vertex 1) or a
*stalk* ``BRG...``: a path from the ground, its first letter the edge on the ground (Lessons in Play's
strings). Vertices in stalks get fresh numbers. The empty board is ``-``. A move is the cut edge's text
(``0-1B``); the game ``Hackenbush(picture)`` starts from a picture (default ``"BRB GG R"``).

For values the picture splits into the parts joined only at the ground (``summands``); a part's key numbers
its vertices in the order a walk from the ground meets them.

References
----------
.. [1] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, 2nd ed., vol. 1,
   ch. 1-2 (Blue-Red Hackenbush), ch. 7 (Green Hackenbush).
.. [2] M. H. Albert, R. J. Nowakowski, D. Wolfe, *Lessons in Play* (A K Peters, 2007), ch. 2, 5.

Examples
--------
>>> from combgames.cgt import game_value
>>> str(game_value(Hackenbush("BR"))), str(game_value(Hackenbush("GGG"))), str(game_value(Hackenbush("BRR B")))
('1/2', '*3', '5/4')
"""

from __future__ import annotations

import re
from typing import Any, Hashable

from combgames.game import PositionFormatError
from combgames.games.partizan import LEFT, PartizanGame
from combgames.games.registration import GameFactory
from combgames.options import Option, Options, Text

__all__ = ["GAMES", "Hackenbush", "MAX_EDGES"]

MAX_EDGES = 64
"""The most edges of a Hackenbush picture."""

Edge = tuple[int, int, str]
Board = tuple[Edge, ...]
_EDGE = re.compile(r"^(\d+)-(\d+)([BRG])$")
_STALK = re.compile(r"^[BRG]+$")
_COLOURS = {LEFT: ("B", "G"), 1: ("R", "G")}


class Hackenbush(PartizanGame):
    """Blue-Red-Green Hackenbush from a picture (see the module docstring).

    Parameters
    ----------
    picture : str
        The start picture's text (default ``"BRB GG R"``).

    Raises
    ------
    PositionFormatError
        (a ValueError) for malformed picture text, naming the token.

    Examples
    --------
    >>> g = Hackenbush("BR")
    >>> g.format_position(g.initial()), [g.move_name(m) for m in g.moves(g.initial())]
    ('0-1B 1-2R', ['0-1B'])
    """

    OPTIONS = Options(Option("picture", Text(), "BRB GG R", "the start picture: stalks like BRG and edges like 0-1B"))
    name = "hackenbush"

    def __init__(self, picture: str = "BRB GG R"):
        self.picture = Hackenbush.OPTIONS.check(picture=picture)["picture"]
        self._start = self.parse_board(self.picture)

    def __repr__(self) -> str:
        return f"Hackenbush({self.picture!r})"

    def cache_key(self) -> str:
        return f"hackenbush;picture={self.board_text(self._start)}"

    def initial_board(self) -> Board:
        return self._start

    def board_options(self, board: Board, player: int) -> list[tuple[Edge, Board]]:
        """Cut an edge of the player's colour (or green); keep what is still joined to the ground."""
        colours = _COLOURS[player]
        out = []
        seen = set()
        for k, e in enumerate(board):
            if e[2] in colours and e not in seen:
                seen.add(e)
                out.append((e, _grounded(board[:k] + board[k + 1:])))
        return out

    def check_board(self, board: Any) -> None:
        if not isinstance(board, tuple) or not all(
                isinstance(e, tuple) and len(e) == 3 and type(e[0]) is int and type(e[1]) is int and e[2] in "BRG"
                and len(e[2]) == 1 for e in board):
            raise TypeError(f"not a position of {self!r}: a board is a tuple of edges (u, v, 'B'|'R'|'G'), not "
                            f"{board!r}")
        if any(e[0] < 0 or e[0] > e[1] for e in board) or list(board) != sorted(board):
            raise ValueError(f"not a position of {self!r}: edges must be sorted (u, v, colour) with 0 <= u <= v: "
                             f"{board!r}")
        if _grounded(board) != board:
            raise ValueError(f"not a position of {self!r}: some edges are not joined to the ground: {board!r}")

    def board_text(self, board: Board) -> str:
        return " ".join(f"{u}-{v}{c}" for u, v, c in board) if board else "-"

    def parse_board(self, text: str) -> Board:
        if not isinstance(text, str):
            raise TypeError(f"Hackenbush picture text must be a str, not {type(text).__name__}")
        tokens = text.split()
        if tokens == ["-"]:
            return ()
        edges: list[Edge] = []
        used = {0} | {int(x) for t in tokens for x in (_EDGE.match(t).groups()[:2] if _EDGE.match(t) else ())}
        fresh = max(used) + 1
        for t in tokens:
            m = _EDGE.match(t)
            if m:
                u, v = sorted((int(m.group(1)), int(m.group(2))))
                edges.append((u, v, m.group(3)))
            elif _STALK.match(t):
                below = 0
                for c in t:
                    edges.append((below, fresh, c))
                    below, fresh = fresh, fresh + 1
            else:
                raise PositionFormatError(f"Hackenbush picture text {text!r}: token {t!r} is neither an edge like "
                                          "0-1B nor a stalk like BRG (colours B, R, G)")
        if len(edges) > MAX_EDGES:
            raise PositionFormatError(f"Hackenbush picture text {text!r}: {len(edges)} edges, at most {MAX_EDGES}")
        board = tuple(sorted(edges))
        if _grounded(board) != board:
            raise PositionFormatError(f"Hackenbush picture text {text!r}: some edges are not joined to the ground "
                                      "(vertex 0)")
        return board

    def move_name(self, move: Edge) -> str:
        return f"{move[0]}-{move[1]}{move[2]}"

    def board_summands(self, board: Board) -> list[Board]:
        """The parts of the picture joined to each other only at the ground."""
        parts = _parts(board)
        return parts if len(parts) > 1 else [board]

    def board_key(self, board: Board) -> Hashable:
        """The edges with the vertices renumbered in the order a walk from the ground meets them."""
        return _relabelled(board)


def _grounded(edges: tuple) -> tuple:
    """The edges still joined to the ground (vertex 0)."""
    reached = {0}
    changed = True
    while changed:
        changed = False
        for u, v, _ in edges:
            if (u in reached) != (v in reached):
                reached.update((u, v))
                changed = True
    return tuple(e for e in edges if e[0] in reached)


def _parts(board: Board) -> list[Board]:
    """The parts joined only at the ground: components of the graph with the ground vertex removed."""
    parent: dict[int, int] = {}

    def find(x: int) -> int:
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for u, v, _ in board:
        if u and v:
            parent[find(u)] = find(v)
    groups: dict[int, list] = {}
    for e in board:
        anchor = e[1] if e[0] == 0 else e[0]
        groups.setdefault(find(anchor) if anchor else 0, []).append(e)
    return [tuple(g) for g in groups.values()]


def _relabelled(board: Board) -> Board:
    """Renumber vertices in order of first meeting, walking edges sorted from the ground (a key, not a
    canonical labelling: equal keys mean equal pictures)."""
    names = {0: 0}
    pending = list(board)
    out = []
    while pending:
        rest = []
        for u, v, c in pending:
            if u in names or v in names:
                for x in (u, v):
                    if x not in names:
                        names[x] = len(names)
                a, b = sorted((names[u], names[v]))
                out.append((a, b, c))
            else:
                rest.append((u, v, c))
        if len(rest) == len(pending):
            break
        pending = rest
    return tuple(sorted(out))


GAMES = {"hackenbush": GameFactory(Hackenbush, Hackenbush.OPTIONS)}
