"""Connection games on closed surfaces: Schepler's three-player torus game and two-player variants.

The three-player torus game [1]_ (:class:`TorusConnectionGame`) is played on the n x n hex torus of
:func:`topology.hex_torus`. There are two colours of stones, x and o, and by the *Chameleon rule* any
player may place a stone of either colour. Every primitive loop class (x, y) belongs to one of the
players Vert (0), Horz (1) and Diag (2), by the sextant or the parity method
(:mod:`topology.assignment`, parameter ``assignment``). A player wins as soon as a loop of one of their
classes forms in either colour, whoever placed the stone.

One stone can close loops of several classes at once (the text's 6 x 6 example: D4 closes (0, 1),
(1, 0) and (1, -1)), the torus analogue of the cross of Jade. When all the classes closed belong to one
player, that player wins (this covers "a local loop and two identical loops"). Otherwise the
``cross_policy`` decides:

- ``"placer"`` (default, the text's proposal): the player who placed the stone wins;
- ``"draw"``: the game is drawn;
- ``"shortest"``: the owner of the classes of least norm wins, the placer if that is still a tie.

With ``centre_stone=True`` an x stone stands on the centre cell before the first move (the text: every
cell is equivalent by translation, so one may as well start with it); the centre is column n // 2, row
m // 2.

Two-player variants on the same machinery (:class:`SurfaceHex`): Hex-like play where player 0 places x
and player 1 places o and a player wins with any non-contractible loop of their colour, on the hex torus
("torus-hex"), on the hex Klein bottle ("klein-hex", the text's homework), and on the projective plane
("projex": Projex's rule, a non-contractible loop wins, on the n x n hex board with both pairs of edges
flipped, :func:`topology.hex_projective_plane`; "projex-square" on the square grid, where both colours
can be blocked). The pbmserv Projex board (a hexagon with sides n and n - 1) is not built.

Notation: a move is a cell name and a colour, "C4x" or "D5o" (two-player games: just "C4"). A position
is the rows top to bottom separated by "/", "x", "o" or "." per cell, then " | " and the player to move
(Vert, Horz, Diag; two-player games 1 or 2), then for a finished game " | winner NAME" and the classes the
last stone closed.

References
----------
.. [1] A. Schepler, "A three-player connection game", seeds/003_4502657011210c81.txt.

Examples
--------
>>> from combgames.games.torus import TorusConnectionGame
>>> g = TorusConnectionGame(6)
>>> p = g.parse_position("x.x.../xx..../.xxx../....xx/x.x..x/x.x... | Diag")
>>> q = g.play(p, g.parse_move("D4x"))
>>> g.result(q), sorted(q.closed)  # Diag placed the stone that closed Vert's and Horz's classes
(2, [(0, 1), (1, -1), (1, 0)])
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Callable

from combgames.game import DRAW, IllegalMoveError, PositionFormatError
from combgames.games._pickling import portable_state
from combgames.symmetry.group import CellGroup
from groundwork.checks import check_one_of, is_int
from topology import (
    ASSIGNMENT_METHODS,
    PLAYER_NAMES,
    CoverUnionFind,
    LoopClass,
    Surface,
    hex_klein_bottle,
    hex_projective_plane,
    hex_torus,
    owner,
    square_projective_plane,
)

__all__ = ["CROSS_POLICIES", "GAMES", "SurfaceHex", "TorusConnectionGame", "TorusPosition"]

CROSS_POLICIES = ("placer", "draw", "shortest")
_COLOURS = {".": 0, "x": 1, "o": 2}
_CHARS = ".xo"
_X_BITS = bytes.maketrans(b"\x00\x01\x02", b"010")  # board cells -> '1' where x
_O_BITS = bytes.maketrans(b"\x00\x01\x02", b"001")  # board cells -> '1' where o


def _masks(board: tuple[int, ...]) -> tuple[int, int]:
    """The cell bitmasks ``(x, o)`` of a board tuple (bit i is cell i)."""
    cells = bytes(reversed(board))  # most significant cell first, for int(..., 2)
    return int(cells.translate(_X_BITS), 2), int(cells.translate(_O_BITS), 2)


@dataclass(frozen=True)
class TorusPosition:
    """A position: ``board[i]`` is 0 (empty), 1 (x) or 2 (o); ``winner`` None while play goes on (or
    :data:`DRAW`); ``closed`` the loop classes closed by the last stone (vectors (x, y), or deck elements
    on other surfaces)."""

    board: tuple[int, ...]
    to_move: int
    winner: int | None = None
    closed: tuple = ()


def _closed_by(surface: Surface, board: tuple[int, ...], cell: int, colour: int) -> tuple:
    stones = [i for i, c in enumerate(board) if c == colour and i != cell]
    uf = CoverUnionFind(surface, stones)
    return uf.add(cell).closed


class _SurfaceGameBase:
    surface: Surface
    players: int
    acyclic = True

    def _board_text(self, board: tuple[int, ...]) -> str:
        n = self.surface.width
        return "/".join("".join(_CHARS[board[r * n + c]] for c in range(n)) for r in range(self.surface.height))

    def _parse_board(self, text: str) -> tuple[int, ...]:
        rows = [r.strip().replace(" ", "") for r in text.replace("\n", "/").split("/") if r.strip()]
        n, m = self.surface.width, self.surface.height
        if len(rows) != m:
            raise PositionFormatError(f"board text must have {m} rows separated by '/', got {len(rows)}: {text!r}")
        board = []
        for k, row in enumerate(rows, 1):
            if len(row) != n:
                raise PositionFormatError(f"board text row {k}: expected {n} cells, got {len(row)} in {row!r}")
            for ch in row:
                if ch.lower() not in _COLOURS:
                    raise PositionFormatError(f"board text row {k}: cell must be x, o or '.', not {ch!r}")
                board.append(_COLOURS[ch.lower()])
        return tuple(board)

    def _read_fields(self, text: str, players: tuple[str, ...]) -> tuple[tuple[int, ...], int, str | None]:
        """Read ``"BOARD | PLAYER | END"`` into the board, the player to move (by its name in ``players``) and
        the third field (None when absent)."""
        if not isinstance(text, str):
            raise TypeError(f"position text must be a str, not {type(text).__name__}")
        fields = [f.strip() for f in text.split("|")]
        board = self._parse_board(fields[0])
        to_move = 0
        if len(fields) > 1 and fields[1]:
            if fields[1] not in players:
                raise PositionFormatError(f"player to move must be one of {players}, not {fields[1]!r}")
            to_move = players.index(fields[1])
        return board, to_move, fields[2] if len(fields) > 2 else None

    def _check_cell(self, p: TorusPosition, cell: Any) -> int:
        if not is_int(cell) or not 0 <= cell < self.surface.size:
            raise IllegalMoveError(f"illegal move {cell!r}: not a cell of the {self.surface.name}")
        if p.winner is not None:
            raise IllegalMoveError(f"illegal move {self.surface.cell_name(cell)}: the game is over")
        if p.board[cell]:
            raise IllegalMoveError(f"illegal move {self.surface.cell_name(cell)}: the cell is occupied")
        return cell

    def to_move(self, p: TorusPosition) -> int:
        return p.to_move

    def _surface_key(self) -> str:
        """The surface: its name and a digest of its cells' neighbours across labelled edges."""
        digest = hashlib.sha256(repr(self.surface.neighbours).encode()).hexdigest()[:16]
        return f"surface={self.surface.name};adjacency={digest}"

    def result(self, p: TorusPosition) -> int | None:
        if p.winner is not None:
            return p.winner
        return DRAW if all(p.board) else None


class TorusConnectionGame(_SurfaceGameBase):
    """Schepler's three-player connection game on the n x m hex torus (Chameleon rule, two colours).

    Parameters
    ----------
    n, m : int
        Columns and rows (default 6 x 6, the text's board).
    assignment : {"sextant", "parity"}
        How classes are given to Vert (0), Horz (1), Diag (2); see :func:`topology.owner`. Default
        "sextant" (the rule that matches the text's diagram; the rules printed under it are transcribed in
        ``combgames.sources.three_player_torus``).
    cross_policy : {"placer", "draw", "shortest"}
        Who wins when one stone closes classes of several players (module docstring). Default "placer".
    centre_stone : bool
        Start with an x stone in the centre cell (default False).

    Examples
    --------
    >>> from combgames.games.torus import TorusConnectionGame
    >>> g = TorusConnectionGame(3, assignment="parity")
    >>> p = g.initial()
    >>> for move in ["A1x", "B2o", "A2x", "C3o"]:
    ...     p = g.play(p, g.parse_move(move))
    >>> q = g.play(p, g.parse_move("A3o"))  # Vert places an o, but the x column is what counts: no loop
    >>> g.result(q), g.result(g.play(p, g.parse_move("A3x")))  # (0, 1): x even, Vert's class
    (None, 0)
    """

    players = 3

    def __init__(self, n: int = 6, m: int | None = None, *, assignment: str = "sextant",
                 cross_policy: str = "placer", centre_stone: bool = False):
        self.assignment = check_one_of(assignment, "assignment", ASSIGNMENT_METHODS)
        self.cross_policy = check_one_of(cross_policy, "cross_policy", CROSS_POLICIES)
        self.surface = hex_torus(n, m)
        self.centre_stone = bool(centre_stone)

    def __repr__(self) -> str:
        return (f"TorusConnectionGame({self.surface.width}, {self.surface.height}, assignment={self.assignment!r}, "
                f"cross_policy={self.cross_policy!r}, centre_stone={self.centre_stone})")

    def cache_key(self) -> str:
        """The surface and its size, the assignment of classes, the cross policy and the centre stone."""
        return (f"{self._surface_key()};assignment={self.assignment};cross_policy={self.cross_policy};"
                f"centre_stone={self.centre_stone}")

    def __getstate__(self) -> dict:
        return portable_state(self, ("_canonize", "symmetry_group"))

    @cached_property
    def symmetry_group(self) -> CellGroup:
        """Translations of the torus and the half-turn (which maps each class (x, y) to (-x, -y), the same
        class): the cell permutations that preserve adjacency and every player's classes. Swapping the two
        colours is a symmetry too (Chameleon rule) and :meth:`canonical` uses it as well."""
        n, m = self.surface.width, self.surface.height
        perms = []
        for sign in (1, -1):
            for a in range(n):
                for b in range(m):
                    perms.append([((sign * c + a) % n) + ((sign * r + b) % m) * n
                                  for r in range(m) for c in range(n)])
        return CellGroup(perms)

    @cached_property
    def _canonize(self) -> Callable[[int, int], int]:
        return self.symmetry_group.mask_canonizer(2, colour_permutations=[(0, 1), (1, 0)])

    def canonical(self, p: TorusPosition) -> tuple:
        """Return a key equal on all images of ``p`` under :attr:`symmetry_group` and colour swap.

        The board part is the least canonical code (:meth:`CellGroup.canonical_code
        <combgames.symmetry.CellGroup.canonical_code>`) of the stones ``(x, o)`` and of the stones with the
        colours swapped, ``(o, x)`` (:meth:`CellGroup.mask_canonizer` with the colour swap): the group
        commutes with the swap, so this is constant on the orbits of the group and the swap together.
        """
        x, o = _masks(p.board)
        return (self._canonize(x, o), p.to_move, p.winner, p.closed)

    def images(self, p: TorusPosition) -> list[TorusPosition]:
        """Return the images of ``p`` under generators of the symmetry group (translation by one column, by
        one row, the half-turn) and colour swap; invariance under these is invariance under the group."""
        n, m = self.surface.width, self.surface.height
        out = []
        for f in (lambda c, r: ((c + 1) % n, r), lambda c, r: (c, (r + 1) % m), lambda c, r: ((-c) % n, (-r) % m)):
            board = [0] * len(p.board)
            for i, v in enumerate(p.board):
                c, r = f(i % n, i // n)
                board[r * n + c] = v
            out.append(TorusPosition(tuple(board), p.to_move, p.winner, p.closed))
        out.append(TorusPosition(tuple((0, 2, 1)[v] for v in p.board), p.to_move, p.winner, p.closed))
        return out

    @property
    def centre(self) -> int:
        """The centre cell (column n // 2, row m // 2)."""
        return self.surface.index(self.surface.width // 2, self.surface.height // 2)

    def initial(self) -> TorusPosition:
        board = [0] * self.surface.size
        if self.centre_stone:
            board[self.centre] = 1
        return TorusPosition(tuple(board), 0)

    def moves(self, p: TorusPosition) -> list[tuple[int, int]]:
        if p.winner is not None:
            return []
        return [(i, colour) for i, c in enumerate(p.board) if not c for colour in (1, 2)]

    def winner_of(self, closed: tuple, mover: int) -> int | None:
        """Return the winner when the stone placed by ``mover`` closed the loop classes ``closed``."""
        if not closed:
            return None
        classes = [c if isinstance(c, LoopClass) else LoopClass.of(*c) for c in closed]
        owners = {owner(c, self.assignment) for c in classes}
        if len(owners) == 1:
            return owners.pop()
        if self.cross_policy == "placer":
            return mover
        if self.cross_policy == "draw":
            return DRAW
        least = min(c.norm for c in classes)
        best = {owner(c, self.assignment) for c in classes if c.norm == least}
        return best.pop() if len(best) == 1 else mover

    def play(self, p: TorusPosition, m: Any) -> TorusPosition:
        if not (isinstance(m, tuple) and len(m) == 2):
            raise IllegalMoveError(f"illegal move {m!r}: a move is (cell, colour) with colour 1 (x) or 2 (o)")
        cell, colour = m
        if colour not in (1, 2):
            raise IllegalMoveError(f"illegal move {m!r}: colour must be 1 (x) or 2 (o)")
        self._check_cell(p, cell)
        board = p.board[:cell] + (colour,) + p.board[cell + 1:]
        closed = _closed_by(self.surface, board, cell, colour)
        winner = self.winner_of(closed, p.to_move)
        return TorusPosition(board, (p.to_move + 1) % 3, winner, tuple(c.vector for c in closed))

    # ------------------------------------------------------------------ notation
    def format_move(self, m: tuple[int, int], p: TorusPosition | None = None) -> str:
        return f"{self.surface.cell_name(m[0])}{_CHARS[m[1]]}"

    def parse_move(self, text: str, p: TorusPosition | None = None) -> tuple[int, int]:
        t = text.strip()
        if len(t) < 3 or t[-1].lower() not in ("x", "o"):
            raise PositionFormatError(f"a move is a cell name and a colour like 'C4x' or 'D5o', not {text!r}")
        try:
            cell = self.surface.cell(t[:-1])
        except ValueError as err:
            raise PositionFormatError(f"bad move {text!r}: {err}") from err
        return (cell, _COLOURS[t[-1].lower()])

    def format_position(self, p: TorusPosition) -> str:
        parts = [self._board_text(p.board), PLAYER_NAMES[p.to_move]]
        if p.winner is not None:
            name = "draw" if p.winner == DRAW else PLAYER_NAMES[p.winner]
            parts.append(f"winner {name} " + " ".join(f"({x},{y})" for x, y in p.closed))
        return " | ".join(parts).strip()

    def parse_position(self, text: str) -> TorusPosition:
        board, to_move, end = self._read_fields(text, PLAYER_NAMES)
        winner, closed = None, ()
        if end is not None:
            words = end.split()
            if len(words) < 2 or words[0] != "winner" or words[1] not in PLAYER_NAMES + ("draw",):
                raise PositionFormatError(f"third field must be 'winner NAME (x,y) ...', not {end!r}")
            winner = DRAW if words[1] == "draw" else PLAYER_NAMES.index(words[1])
            try:
                closed = tuple(tuple(int(v) for v in w.strip("()").split(",")) for w in words[2:])
            except ValueError as err:
                raise PositionFormatError(f"bad loop classes in {end!r}") from err
        else:
            for colour in (1, 2):
                uf = CoverUnionFind(self.surface, [i for i, c in enumerate(board) if c == colour])
                for comp in uf.components():
                    if uf.is_non_contractible(comp[0]):
                        raise PositionFormatError("the board already holds a non-contractible loop; give the winner"
                                                  " as a third field ' | winner NAME (x,y)'")
        return TorusPosition(board, to_move, winner, closed)


class SurfaceHex(_SurfaceGameBase):
    """Two-player Hex-like game on a closed surface: player 0 places x, player 1 places o, and the first
    non-contractible loop of one's own colour wins.

    Parameters
    ----------
    surface : Surface or {"torus", "klein bottle", "projective plane"}
        A board, or a kind: "torus", "klein bottle" and "projective plane" give the n x n hex boards
        (:func:`topology.hex_projective_plane` for Projex), "square projective plane" the square grid with
        both edge pairs flipped.
    n : int
        Board size when ``surface`` is a kind (default 6).

    Examples
    --------
    >>> from combgames.games.torus import SurfaceHex
    >>> g = SurfaceHex("torus", 4)
    >>> p = g.initial()
    >>> for name in ["A1", "C1", "A2", "C2", "A3", "C3"]:
    ...     p = g.play(p, g.parse_move(name))
    >>> q = g.play(p, g.parse_move("A4"))
    >>> g.result(p), g.result(q), q.closed
    (None, 0, ((0, 1),))
    """

    players = 2

    def __init__(self, surface: Surface | str = "torus", n: int = 6):
        if isinstance(surface, str):
            makers = {"torus": hex_torus, "klein bottle": hex_klein_bottle, "projective plane": hex_projective_plane,
                      "square projective plane": square_projective_plane}
            surface = makers[check_one_of(surface, "surface", tuple(sorted(makers)))](n)
        if not isinstance(surface, Surface):
            raise TypeError(f"surface must be a topology Surface, not {type(surface).__name__}")
        self.surface = surface

    def __repr__(self) -> str:
        return f"SurfaceHex({self.surface.name!r})"

    def cache_key(self) -> str:
        """The surface (its kind, grid and size, and its cells' neighbours)."""
        return self._surface_key()

    def initial(self) -> TorusPosition:
        return TorusPosition((0,) * self.surface.size, 0)

    def moves(self, p: TorusPosition) -> list[int]:
        if p.winner is not None:
            return []
        return [i for i, c in enumerate(p.board) if not c]

    def play(self, p: TorusPosition, m: Any) -> TorusPosition:
        cell = self._check_cell(p, m)
        colour = p.to_move + 1
        board = p.board[:cell] + (colour,) + p.board[cell + 1:]
        closed = _closed_by(self.surface, board, cell, colour)
        winner = p.to_move if closed else None
        closed_vec = tuple(c.vector if isinstance(c, LoopClass) else c for c in closed)
        return TorusPosition(board, 1 - p.to_move, winner, closed_vec)

    def format_move(self, m: int, p: TorusPosition | None = None) -> str:
        return self.surface.cell_name(m)

    def parse_move(self, text: str, p: TorusPosition | None = None) -> int:
        try:
            return self.surface.cell(text)
        except ValueError as err:
            raise PositionFormatError(f"bad move {text!r}: {err}") from err

    def format_position(self, p: TorusPosition) -> str:
        parts = [self._board_text(p.board), str(p.to_move + 1)]
        if p.winner is not None:
            parts.append(f"winner {p.winner + 1} " + " ".join(repr(c).replace(" ", "") for c in p.closed))
        return " | ".join(parts).strip()

    def parse_position(self, text: str) -> TorusPosition:
        board, to_move, end = self._read_fields(text, ("1", "2"))
        winner, closed = None, ()
        if end is not None:
            words = end.split()
            if len(words) < 2 or words[0] != "winner" or words[1] not in ("1", "2"):
                raise PositionFormatError(f"third field must be 'winner 1' or 'winner 2', not {end!r}")
            winner = int(words[1]) - 1
            import ast

            try:
                closed = tuple(ast.literal_eval(w) for w in words[2:])
            except (ValueError, SyntaxError) as err:
                raise PositionFormatError(f"bad loop elements in {end!r}") from err
        return TorusPosition(board, to_move, winner, closed)


GAMES = {
    "torus3": lambda **kw: TorusConnectionGame(**kw),
    "torus-hex": lambda n=6: SurfaceHex("torus", n),
    "klein-hex": lambda n=6: SurfaceHex("klein bottle", n),
    "projex": lambda n=6: SurfaceHex("projective plane", n),
    "projex-square": lambda n=6: SurfaceHex("square projective plane", n),
}
