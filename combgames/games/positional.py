"""Positional (Maker-Maker) games on a hypergraph, and tic-tac-toe.

A *positional game* is played on a finite set of points with a family of winning lines (a hypergraph).
Two players, X (player 0, first) and O, alternately claim a free point; the first to own every point of a
line wins; if every point is claimed and nobody owns a line, the game is a draw. Tic-tac-toe is the
positional game on the 3 x 3 grid with its 8 lines.

Positions are pairs of bitmasks ``(x, o)``: bit i is set when X (resp. O) owns point i. A move is a point
index. The canonical key, when a symmetry group of the hypergraph is given, is the least image of ``(x, o)``
under the group (:meth:`combgames.symmetry.CellGroup.canonical_masks`).

Text notation: for games with a grid shape (tic-tac-toe) rows of ``x``, ``o``, ``.`` separated by ``/``,
e.g. ``"x.o/.x./..o"``, optionally followed by the player to move (``X`` or ``O``), which must agree with
the stone counts. Moves are written with the points' labels (tic-tac-toe: ``a1`` .. ``c3``, letter = column
from the left, digit = row from the top).

Reference: tic-tac-toe on designs in seeds/001_b5e936bd6e3419b9.txt, Section 2.
"""

from __future__ import annotations

from typing import Hashable, Sequence

from combgames.game import DRAW, IllegalMoveError, PositionFormatError
from combgames.symmetry import CellGroup, dihedral_square

__all__ = ["PositionalGame", "TicTacToe", "GAMES"]

Position = tuple[int, int]


class PositionalGame:
    """The Maker-Maker game on points 0..n-1 with the given winning lines.

    Parameters
    ----------
    points : int or sequence of labels
        The number of points, or their labels (then ``len(points)`` points, moves written by label).
    lines : sequence of sequences of int
        The winning lines, as point indices.
    group : CellGroup, optional
        A symmetry group of the hypergraph (permutations of the points mapping lines to lines); enables
        ``canonical``. It is checked to map lines to lines.
    shape : (rows, cols), optional
        A grid shape for the text notation (rows * cols must equal the number of points).

    Raises
    ------
    ValueError
        If a line is empty or names a point out of range, or the group does not preserve the lines.
    """

    players = 2
    acyclic = True
    impartial = False

    def __init__(self, points: int | Sequence[Hashable], lines: Sequence[Sequence[int]],
                 group: CellGroup | None = None, shape: tuple[int, int] | None = None):
        if isinstance(points, int):
            self.labels = tuple(str(i) for i in range(points))
        else:
            self.labels = tuple(str(p) for p in points)
        n = len(self.labels)
        if len(set(self.labels)) != n:
            raise ValueError("point labels must be distinct")
        self.n = n
        masks = []
        for k, line in enumerate(lines):
            pts = sorted(set(int(i) for i in line))
            if not pts or pts[0] < 0 or pts[-1] >= n:
                raise ValueError(f"line {k} must be a non-empty set of points in 0..{n - 1}, not {list(line)}")
            masks.append(sum(1 << i for i in pts))
        self.lines = tuple(sorted(set(masks)))
        self.full = (1 << n) - 1
        if group is not None:
            if group.degree != n:
                raise ValueError(f"group must act on {n} points, not {group.degree}")
            line_set = set(self.lines)
            for e in range(group.order):
                if any(group.image_mask(L, e) not in line_set for L in self.lines):
                    raise ValueError(f"group element {group.names[e]} does not map lines to lines")
        self.group = group
        if shape is not None and shape[0] * shape[1] != n:
            raise ValueError(f"shape {shape} does not have {n} cells")
        self.shape = shape
        self._index = {label: i for i, label in enumerate(self.labels)}

    def __repr__(self) -> str:
        return f"PositionalGame(points={self.n}, lines={len(self.lines)})"

    # -- the Game protocol -------------------------------------------------------------------------------------
    def initial(self) -> Position:
        return (0, 0)

    def to_move(self, p: Position) -> int:
        return 0 if p[0].bit_count() == p[1].bit_count() else 1

    def moves(self, p: Position) -> list[int]:
        if self.result(p) is not None:
            return []
        free = self.full & ~(p[0] | p[1])
        out = []
        while free:
            low = free & -free
            out.append(low.bit_length() - 1)
            free ^= low
        return out

    def play(self, p: Position, m: int) -> Position:
        if not isinstance(m, int) or not 0 <= m < self.n:
            raise IllegalMoveError(f"illegal move {m!r}: points are 0..{self.n - 1}")
        bit = 1 << m
        if (p[0] | p[1]) & bit:
            raise IllegalMoveError(f"illegal move {self.labels[m]} in {self.format_position(p)}: point is taken")
        if self.result(p) is not None:
            raise IllegalMoveError(f"illegal move {self.labels[m]}: the game is over in {self.format_position(p)}")
        return (p[0] | bit, p[1]) if self.to_move(p) == 0 else (p[0], p[1] | bit)

    def result(self, p: Position) -> int | None:
        x, o = p
        for line in self.lines:
            if x & line == line:
                return 0
            if o & line == line:
                return 1
        if (x | o) == self.full:
            return DRAW
        return None

    def canonical(self, p: Position) -> Position:
        """The least image of ``(x, o)`` under the symmetry group (``p`` itself without a group)."""
        if self.group is None:
            return p
        return self.group.canonical_masks(p)  # type: ignore[return-value]

    def images(self, p: Position) -> list[Position]:
        """The images of ``p`` under every element of the symmetry group (``[p]`` without a group)."""
        if self.group is None:
            return [p]
        return [(self.group.image_mask(p[0], e), self.group.image_mask(p[1], e)) for e in range(self.group.order)]

    # -- text notation -----------------------------------------------------------------------------------------
    def format_move(self, m: int, p: Position | None = None) -> str:
        return self.labels[m]

    def parse_move(self, text: str, p: Position | None = None) -> int:
        t = text.strip()
        if t not in self._index:
            raise PositionFormatError(f"unknown point {text!r}; points are {', '.join(self.labels)}")
        return self._index[t]

    def format_position(self, p: Position) -> str:
        cells = "".join("x" if p[0] >> i & 1 else "o" if p[1] >> i & 1 else "." for i in range(self.n))
        if self.shape is not None:
            c = self.shape[1]
            cells = "/".join(cells[r * c:(r + 1) * c] for r in range(self.shape[0]))
        return f"{cells} {'XO'[self.to_move(p)]}"

    def parse_position(self, text: str) -> Position:
        """Parse ``"x.o/.x./..o [X|O]"`` (or the cells without ``/`` for games without a shape).

        Raises
        ------
        PositionFormatError
            On a wrong row length, an unknown character, impossible stone counts, or a player to move
            that disagrees with the counts.
        """
        parts = text.split()
        if not parts or len(parts) > 2:
            raise PositionFormatError(f"position text must be 'cells [X|O]', not {text!r}")
        rows = parts[0].split("/")
        if self.shape is not None:
            if len(rows) != self.shape[0]:
                raise PositionFormatError(f"position text must have {self.shape[0]} rows, not {len(rows)}: {text!r}")
            for r, row in enumerate(rows, start=1):
                if len(row) != self.shape[1]:
                    raise PositionFormatError(f"position text row {r}: expected {self.shape[1]} cells, got {len(row)}")
        cells = "".join(rows)
        if len(cells) != self.n:
            raise PositionFormatError(f"position text must have {self.n} cells, not {len(cells)}")
        x = o = 0
        for i, ch in enumerate(cells):
            if ch in "xX":
                x |= 1 << i
            elif ch in "oO":
                o |= 1 << i
            elif ch != ".":
                raise PositionFormatError(f"position text cell {i + 1}: expected x, o or '.', got {ch!r}")
        nx, no = x.bit_count(), o.bit_count()
        if nx not in (no, no + 1):
            raise PositionFormatError(f"X must have as many stones as O or one more; got X={nx}, O={no}")
        p = (x, o)
        if len(parts) == 2:
            who = parts[1].upper()
            if who not in ("X", "O"):
                raise PositionFormatError(f"player to move must be X or O, not {parts[1]!r}")
            if "XO".index(who) != self.to_move(p):
                raise PositionFormatError(f"with X={nx}, O={no} stones it is {'XO'[self.to_move(p)]} to move, not {who}")
        return p


def grid_lines(n: int) -> list[tuple[int, ...]]:
    """The 2n + 2 lines of the n x n grid: rows, columns, and the two diagonals (cells row-major)."""
    rows = [tuple(n * r + c for c in range(n)) for r in range(n)]
    cols = [tuple(n * r + c for r in range(n)) for c in range(n)]
    diagonals = [tuple(n * i + i for i in range(n)), tuple(n * i + (n - 1 - i) for i in range(n))]
    return rows + cols + diagonals


class TicTacToe(PositionalGame):
    """Tic-tac-toe on the n x n grid (default 3): the positional game on its rows, columns and diagonals.

    The symmetry group is the dihedral group of the square (8 elements), used for the canonical key.

    Examples
    --------
    >>> from combgames.solvers import alphabeta
    >>> g = TicTacToe()
    >>> str(alphabeta(g).value)
    'draw'
    >>> g.format_position(g.play(g.initial(), g.parse_move("b2")))
    '.../.x./... O'
    """

    def __init__(self, n: int = 3):
        if not isinstance(n, int) or n < 1:
            raise ValueError(f"board size n must be a positive integer, not {n!r}")
        labels = [f"{'abcdefghijklmnopqrstuvwxyz'[c]}{r + 1}" for r in range(n) for c in range(n)]
        super().__init__(labels, grid_lines(n), group=dihedral_square(n), shape=(n, n))

    def __repr__(self) -> str:
        return f"TicTacToe({self.shape[0]})"  # type: ignore[index]


GAMES = {"tictactoe": TicTacToe}
