"""Blockade games: Pong Hau K'i and Mu Torere. Slide a stone to the adjacent empty point; who cannot move loses.

Both games are played on boards of :mod:`combgames.games.boards` with one empty point: each player has
(n - 1) / 2 stones and moves one of them along an edge to the empty point. There is no capture and no line;
a player who cannot move loses (the *blockade rule*, [1]_ Introduction: "in these games, if a player cannot
move, he loses"). Positions repeat, so the games are solved by retrograde analysis
(:func:`combgames.solvers.retrograde`); both are draws.

- :func:`pong_hau_ki` - the Chinese game on 5 points (:func:`~combgames.games.boards.pong_hau_ki`), two
  stones each; X (first) starts on the two top corners, O on the two bottom corners.
- :func:`mu_torere` - the Maori game on 9 points (:func:`~combgames.games.boards.mu_torere`), four stones
  each on adjacent kewai, the centre (putahi) empty; a stone may move from a kewai to the putahi only when
  one of that kewai's two neighbouring kewai holds an opponent stone (the rule for entering the centre).

Positions are :class:`~combgames.games.picaria.PicariaPosition` ``(x, o, turn)`` triples with the same
text format as Picaria (rows of the board, top to bottom; e.g. ``xx/./oo X`` for Pong Hau K'i's start).

:func:`position_counts` counts positions under the conventions one may use (with or without the player to
move, up to board symmetry, up to exchanging the colours, only those reachable from the start), to find
which convention gives the seed's "only 16 and 46 positions" ([1]_, Introduction, quoting [2]_).

References
----------
.. [1] U. Larsson, I. Rocha, "Eternal Picaria", seed ``000_673cd376e7bd542d.txt``, Introduction.
.. [2] P. D. Straffin, "Position Graphs for Pong Hau K'i and Mu Torere", Mathematics Magazine 68 (1995)
   382-386 (cited by [1]_; not among the seeds).

Examples
--------
>>> from combgames.solvers import retrograde
>>> g = pong_hau_ki()
>>> str(retrograde(g).value(g.initial()))
'draw'
"""

from __future__ import annotations

from functools import cached_property
from itertools import combinations
from typing import Iterator

from combgames.game import IllegalMoveError, PositionFormatError
from combgames.games import boards as _boards
from combgames.games.boards import Board
from combgames.games.picaria import PicariaPosition

__all__ = ["BlockadeGame", "GAMES", "mu_torere", "pong_hau_ki", "position_counts"]


class BlockadeGame:
    """Slide one of your stones along an edge to an empty point; a player with no move loses.

    Parameters
    ----------
    board : Board
        The board (its lines are ignored).
    start : str
        The start position in the text format of :mod:`combgames.games.picaria` (rows, then X or O).
    centre_entry : bool
        Mu Torere's rule: a stone may move from an outer point to the board's centre only if one of its
        neighbours other than the centre holds an opponent stone (default False: no restriction).
    no_move_rule : {"loss", "draw"}
        What happens to a player who cannot move (default "loss", the blockade rule).

    Raises
    ------
    ValueError
        For a start position that does not parse or has unequal stone counts, an unknown rule, or
        ``centre_entry`` on a board without a centre.
    """

    players = 2
    acyclic = False

    def __init__(self, board: Board, start: str, *, centre_entry: bool = False, no_move_rule: str = "loss"):
        if not isinstance(board, Board):
            raise TypeError(f"board must be a Board, not {type(board).__name__}")
        if no_move_rule not in ("loss", "draw"):
            raise ValueError(f"no_move_rule must be 'loss' or 'draw', not {no_move_rule!r}")
        if centre_entry and board.centre is None:
            raise ValueError(f"centre_entry needs a board with a centre; {board.name!r} has none")
        self.board = board
        self.n = len(board.points)
        self.centre_entry = bool(centre_entry)
        self.no_move_rule = no_move_rule
        self._nbr = [sum(1 << j for j in board.neighbours[i]) for i in range(self.n)]
        c = board.centre
        self._centre = c
        # for Mu Torere's rule: the neighbours of an outer point other than the centre
        self._side = [self._nbr[i] & ~(1 << c) if c is not None else self._nbr[i] for i in range(self.n)]
        self._start = self.parse_position(start)
        if self._start.x.bit_count() != self._start.o.bit_count():
            raise ValueError(f"start {start!r} must give both players the same number of stones")
        self.stones = self._start.x.bit_count()

    def __repr__(self) -> str:
        return f"BlockadeGame({self.board.name!r}, start={self.format_position(self._start)!r})"

    # ------------------------------------------------------------------ the Game protocol
    def initial(self) -> PicariaPosition:
        return self._start

    def to_move(self, p: PicariaPosition) -> int:
        return p[2]

    def result(self, p: PicariaPosition) -> None:
        """Always None: the game ends only when the player to move is blocked (``no_move_rule``)."""
        return None

    def moves(self, p: PicariaPosition) -> list[tuple[int, int]]:
        """Slides ``(from, to)`` of the player to move onto the empty point(s)."""
        x, o, t = p
        own, other = (x, o) if t == 0 else (o, x)
        empty = ((1 << self.n) - 1) & ~(x | o)
        out = []
        for i in range(self.n):
            if not own >> i & 1:
                continue
            targets = self._nbr[i] & empty
            for j in range(self.n):
                if not targets >> j & 1:
                    continue
                if self.centre_entry and j == self._centre and not self._side[i] & other:
                    continue
                out.append((i, j))
        return out

    def play(self, p: PicariaPosition, m) -> PicariaPosition:
        """Return the position after the slide ``m = (from, to)``.

        Raises
        ------
        IllegalMoveError
            If ``m`` is not a legal slide here.
        """
        if m not in self.moves(p):
            raise IllegalMoveError(f"illegal move {m!r} in {self.format_position(p)}: legal slides are "
                                   f"{[self.format_move(q) for q in self.moves(p)]}")
        x, o, t = p
        i, j = m
        if t == 0:
            return PicariaPosition(x ^ (1 << i) ^ (1 << j), o, 1)
        return PicariaPosition(x, o ^ (1 << i) ^ (1 << j), 0)

    @cached_property
    def symmetry_group(self):
        """The board's automorphism group (edges preserved; it fixes the centre, so Mu Torere's rule too)."""
        return self.board.symmetry_group

    def canonical(self, p: PicariaPosition) -> tuple:
        """The least image of ``(x, o)`` under the symmetry group, with the player to move."""
        return self.symmetry_group.canonical_masks((p[0], p[1])) + (p[2],)

    def positions(self) -> Iterator[PicariaPosition]:
        """Every placement of the stones (one empty point... or more), both players to move."""
        k = self.stones
        pts = range(self.n)
        for xs in combinations(pts, k):
            x = sum(1 << i for i in xs)
            for os_ in combinations([i for i in pts if not x >> i & 1], k):
                o = sum(1 << i for i in os_)
                yield PicariaPosition(x, o, 0)
                yield PicariaPosition(x, o, 1)

    # ------------------------------------------------------------------ text
    def format_position(self, p: PicariaPosition) -> str:
        x, o, t = p
        return f"{self.board.format_stones(x, o)} {'XO'[t]}"

    def parse_position(self, text: str) -> PicariaPosition:
        """Parse ``ROWS X|O`` (rows of the board from the top, cells x, o or .).

        Raises
        ------
        PositionFormatError
            For a wrong number of rows or cells, an unknown character, a missing or bad player to move.
        """
        if not isinstance(text, str):
            raise TypeError(f"position text must be a str, not {type(text).__name__}")
        parts = text.split()
        if len(parts) != 2 or parts[1] not in ("X", "O"):
            raise PositionFormatError(f"position text must be 'ROWS X' or 'ROWS O', not {text!r}")
        x, o = self.board.parse_stones(parts[0], text=text)
        k = getattr(self, "stones", None)  # None while __init__ parses the start position
        if k is not None and (x.bit_count(), o.bit_count()) != (k, k):
            raise PositionFormatError(f"position text {text!r}: {x.bit_count()} x and {o.bit_count()} o stones, "
                                      f"but each player has {k} on board {self.board.name!r}")
        if x | o == (1 << self.n) - 1:
            raise PositionFormatError(f"position text {text!r}: no empty point (a blockade game needs one)")
        return PicariaPosition(x, o, 0 if parts[1] == "X" else 1)

    def format_move(self, m, p=None) -> str:
        """Return ``FROM-TO`` for the slide ``m = (from, to)``.

        Raises
        ------
        ValueError
            If ``m`` is not a pair of point indices of the board.
        """
        if not (isinstance(m, tuple) and len(m) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < self.n for v in m)):
            raise ValueError(f"a move must be a slide (from, to) of point indices in 0..{self.n - 1}, not {m!r}")
        return f"{self.board.points[m[0]]}-{self.board.points[m[1]]}"

    def parse_move(self, text: str, p=None) -> tuple[int, int]:
        """Parse ``FROM-TO`` (point names or indices) into a slide ``(from, to)``.

        Raises
        ------
        TypeError
            If ``text`` is not a string.
        PositionFormatError
            If it is not two point names joined by ``-``.
        """
        if not isinstance(text, str):
            raise TypeError(f"move text must be a str, not {type(text).__name__}")
        try:
            a, b = text.split("-", 1)
            return (self.board.index(a), self.board.index(b))
        except ValueError as err:
            raise PositionFormatError(f"move text {text!r}: expected FROM-TO point names ({err})") from err


def pong_hau_ki(*, no_move_rule: str = "loss") -> BlockadeGame:
    """Return Pong Hau K'i: X on the top corners ``a``, ``b``, O on the bottom corners, the centre empty.

    Examples
    --------
    >>> g = pong_hau_ki()
    >>> g.format_position(g.initial()), [g.format_move(m) for m in g.moves(g.initial())]
    ('xx/./oo X', ['a-o', 'b-o'])
    """
    return BlockadeGame(_boards.pong_hau_ki(), "xx/./oo X", no_move_rule=no_move_rule)


def mu_torere(*, centre_entry: bool = True, no_move_rule: str = "loss") -> BlockadeGame:
    """Return Mu Torere: X on the four lower kewai k7, k0, k1, k2, O on k3..k6, the putahi t empty.

    Parameters
    ----------
    centre_entry : bool
        The traditional rule for entering the putahi (default True): a stone may move from a kewai to the
        putahi only if one of the kewai's neighbouring kewai holds an opponent stone.

    Examples
    --------
    >>> g = mu_torere()
    >>> g.format_position(g.initial())
    'oo/oo/./xx/xx X'
    """
    return BlockadeGame(_boards.mu_torere(), "oo/oo/./xx/xx X", centre_entry=centre_entry,
                        no_move_rule=no_move_rule)


def position_counts(game: BlockadeGame) -> dict[str, int]:
    """Count the game's positions under several conventions.

    Keys: ``arrangements`` (placements of the stones, no player to move), ``positions`` (with the player to
    move), ``arrangements/sym`` and ``positions/sym`` (up to the board's symmetry group),
    ``arrangements/sym+swap`` and ``positions/sym+swap`` (also up to exchanging the colours, together with
    the player to move for positions), the same four for the positions ``reachable`` from the start
    (``reachable...``), and ``reachable non-terminal`` variants exclude positions where the player to move
    is blocked.

    Examples
    --------
    >>> from math import comb
    >>> position_counts(pong_hau_ki())["arrangements"] == comb(5, 2) * comb(3, 2)   # 2 x and 2 o on 5 points
    True
    """
    G = game.symmetry_group

    def key_arr(x, o, swap):
        k = G.canonical_masks((x, o))
        return min(k, G.canonical_masks((o, x))) if swap else k

    def key_pos(x, o, t, swap):
        k = G.canonical_masks((x, o)) + (t,)
        return min(k, G.canonical_masks((o, x)) + (1 - t,)) if swap else k

    every = list(game.positions())
    start = game.initial()
    seen = {start}
    frontier = [start]
    while frontier:
        nxt = []
        for p in frontier:
            for m in game.moves(p):
                q = game.play(p, m)
                if q not in seen:
                    seen.add(q)
                    nxt.append(q)
        frontier = nxt
    reach = sorted(seen)
    live = [p for p in reach if game.moves(p)]
    out: dict[str, int] = {}
    for label, ps in (("", every), ("reachable ", reach), ("reachable non-terminal ", live)):
        out[f"{label}arrangements"] = len({(p.x, p.o) for p in ps})
        out[f"{label}positions"] = len(set(ps))
        for swap, suffix in ((False, "/sym"), (True, "/sym+swap")):
            out[f"{label}arrangements{suffix}"] = len({key_arr(p.x, p.o, swap) for p in ps})
            out[f"{label}positions{suffix}"] = len({key_pos(p.x, p.o, p.turn, swap) for p in ps})
    return out


GAMES = {
    "pong_hau_ki": lambda **o: pong_hau_ki(**o),
    "mu_torere": lambda **o: mu_torere(**o),
}
