"""The machinery shared by the connection games on closed surfaces: positions, board text, moves, set-ups.

The games are :class:`~combgames.games.torus.TorusConnectionGame` (Schepler's three-player torus game) and
:class:`~combgames.games.surface_hex.SurfaceHex` (two-player Hex-like play on the torus, the Klein bottle and the
projective plane). Both place stones of two colours, x and o, on the cells of a :class:`topology.Surface` and
end when a stone closes a non-contractible loop; this module holds what they share: the position type
:class:`TorusPosition`, the board part of the text notation and its parser, the move checks, and the check
that a position can arise (a winner only with a stone that closed exactly the classes written).

Notation: a move is a cell name and a colour, "C4x" or "D5o" (two-player games: just "C4"). A position
is the rows top to bottom separated by "/", "x", "o" or "." per cell, then " | " and the player to move
(Vert, Horz, Diag; two-player games 1 or 2), then for a finished game " | winner NAME" and the classes the
last stone closed.

Positions that cannot arise are refused, by the parsers and by ``check_position`` (which the solvers call on
every position handed to them). Without a winner field the board holds no non-contractible loop; with one, some
stone the last mover may have placed (two players: of the last mover's colour) closed exactly the classes
written, the board without it holds no loop, and the winner is the one the rules give for those classes (the
cross policy included). In the two-player games the player to move is decided by the stones (x moves first,
so x has as many stones as o or one more). In the three-player game any player may be to move: an arrangement
of stones with any player to move is a legal set-up (``is_setup_position``; the text itself asks what happens
when each of the three players is to move in its example position), and with ``centre_stone=True`` the centre
holds that x stone. Every other position is reachable (stones can be placed in any order and, by the Chameleon
rule, in either colour), so the two-player parsers accept exactly the reachable positions.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from combgames.game import DRAW, IllegalMoveError, PositionFormatError
from combgames.options import Integer, Option
from combgames.base.checks import is_int
from topology import CoverUnionFind, LoopClass, Surface

__all__ = ["TorusPosition"]

SIZE_OPTION = Option("n", Integer(minimum=3), 6, "columns of the board (n x n unless m is given)")
"""The board-size option ``n`` of the games on a surface (package-internal, not in ``__all__``, like the other
names below that the games share)."""
CELL_COLOURS = {".": 0, "x": 1, "o": 2}
"""The value of a board cell for each character of the board text: empty, an x stone, an o stone."""
CELL_CHARS = ".xo"
"""The character of the board text for each cell value (the inverse of :data:`CELL_COLOURS`)."""
_X_BITS = bytes.maketrans(b"\x00\x01\x02", b"010")  # board cells -> '1' where x
_O_BITS = bytes.maketrans(b"\x00\x01\x02", b"001")  # board cells -> '1' where o


def stone_masks(board: tuple[int, ...]) -> tuple[int, int]:
    """The cell bitmasks ``(x, o)`` of a board tuple (bit i is cell i).

    Examples
    --------
    >>> stone_masks((1, 0, 2, 1))
    (9, 4)
    """
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


def ordered_classes(classes: Any) -> tuple:
    """The loop classes closed by one stone in one order (sorted by their text): two cells may close the same
    classes in different orders, and a position is the same whichever closed them."""
    return tuple(sorted(classes, key=repr))


_KEPT = threading.local()
"""Each thread's union-finds of the last few (surface, stones) asked by :func:`classes_closed_by` (``_KEPT.finds``,
an OrderedDict): the children of one position, played one after another, share their parent's stones. Per thread,
since a query compresses paths in place (the explorer plays games in threads)."""


def classes_closed_by(surface: Surface, board: tuple[int, ...], cell: int, colour: int) -> tuple:
    """The loop classes that a stone of ``colour`` on ``cell`` closes, given the other stones of that colour on
    ``board`` (:meth:`topology.CoverUnionFind.closes`: the non-contractible loops through the new stone).

    The union-find of the other stones is kept for the next calls (the 16 last sets of stones, per thread): every
    move of one colour from one position asks the same stones. A set not kept is made, where it can be, from a
    kept set with one stone fewer and no loop (a copy and one stone added: a walk down a game tree asks its
    parent's stones and one more), when that stone closes no loop either; else from nothing, in cell order.
    Without a loop the walks between two stones of a component do not depend on the order the stones came in,
    so the classes are the same, in the same order."""
    finds = getattr(_KEPT, "finds", None)
    if finds is None:
        finds = _KEPT.finds = OrderedDict()
    stones = tuple(i for i, c in enumerate(board) if c == colour and i != cell)
    key = (id(surface), stones)
    kept = finds.get(key)  # the surface is kept with its union-find, so its id names no other while kept
    if kept is None:
        kept = finds[key] = (surface, *_union_find(finds, surface, stones))
        if len(finds) > 16:
            finds.popitem(last=False)
    else:
        finds.move_to_end(key)
    return kept[1].closes(cell)


def _union_find(finds: OrderedDict, surface: Surface, stones: tuple[int, ...]) -> tuple[CoverUnionFind, bool]:
    """The union-find of ``stones`` and whether it holds no loop (:func:`classes_closed_by`): a copy of a kept
    one of all but one of them, without a loop, with that one added when it closes none; else a new one."""
    for k in range(len(stones) - 1, -1, -1):  # which stone is the new one is not known: try each
        fewer = finds.get((id(surface), stones[:k] + stones[k + 1:]))
        if fewer is not None and fewer[2]:
            found = fewer[1].copy()
            if not found.add(stones[k]).closed:
                return found, True
            break
    new = CoverUnionFind(surface, stones)
    return new, not new.holds_loop()


class SurfaceGameBase:
    """What the connection games on a surface share (module docstring): board text and diagrams, move checks,
    the check that a position can arise. A subclass sets ``surface`` and ``players`` and the rules of its own
    (:class:`~combgames.games.surface_hex.SurfaceHex`, :class:`~combgames.games.torus.TorusConnectionGame`)."""

    surface: Surface
    players: int
    acyclic = True

    #: Whether the stones decide the player to move (two players) or any player may be to move (set-ups).
    _turn_by_count = True

    def _board_text(self, board: tuple[int, ...]) -> str:
        n = self.surface.width
        return "/".join("".join(CELL_CHARS[board[r * n + c]] for c in range(n)) for r in range(self.surface.height))

    def diagram(self, p: TorusPosition) -> str:
        """The board with its cell names (columns ``A, B, ...`` over the board, rows numbered from 1 at the top:
        the Hex convention of these boards, whose cells :mod:`topology` names ``A1`` from the top left), the
        player to move and, when the game is over, the winner."""
        from combgames.game import player_name
        from combgames.games.boards import grid_diagram

        rows = [[CELL_CHARS[b] for b in row] for row in (p.board[r * self.surface.width:(r + 1) * self.surface.width]
                                                     for r in range(self.surface.height))]
        grid = grid_diagram(rows, a1="top", capitals=True)
        if p.winner is None:
            return f"{grid}\n{player_name(self, p.to_move)} to move"  # type: ignore[arg-type]
        winner = "a draw" if p.winner == DRAW else f"{player_name(self, p.winner)} wins"  # type: ignore[arg-type]
        return f"{grid}\n{winner}"

    def _parse_board(self, text: str) -> tuple[int, ...]:
        rows = [r.strip().replace(" ", "") for r in text.replace("\n", "/").split("/") if r.strip()]
        n, m = self.surface.width, self.surface.height
        if len(rows) != m:
            raise PositionFormatError(f"board text must have {m} rows separated by '/', got {len(rows)}: "
                                      f"{cut_text(text)!r}")
        board = []
        for k, row in enumerate(rows, 1):
            if len(row) != n:
                raise PositionFormatError(f"board text row {k}: expected {n} cells, got {len(row)} in "
                                          f"{cut_text(row)!r}")
            for ch in row:
                if ch.lower() not in CELL_COLOURS:
                    raise PositionFormatError(f"board text row {k}: cell must be x, o or '.', not {ch!r}")
                board.append(CELL_COLOURS[ch.lower()])
        return tuple(board)

    def _read_fields(self, text: str, players: tuple[str, ...]) -> tuple[tuple[int, ...], int, str | None]:
        """Read ``"BOARD | PLAYER | END"`` into the board, the player to move (by its name in ``players``; when
        absent, the player the stones give) and the third field (None when absent).

        Raises
        ------
        PositionFormatError
            For malformed fields, or a player to move other than the one the stones give.
        """
        if not isinstance(text, str):
            raise TypeError(f"position text must be a str, not {type(text).__name__}")
        fields = [f.strip() for f in text.split("|")]
        if len(fields) > 3:
            raise PositionFormatError(f"position text must be 'BOARD | PLAYER | winner ...' (at most three fields), "
                                      f"not {cut_text(text)!r}")
        board = self._parse_board(fields[0])
        to_move = self._player_of(board)
        if len(fields) > 1 and fields[1]:
            if fields[1] not in players:
                raise PositionFormatError(f"player to move must be one of {players}, not {cut_text(fields[1])!r}")
            if self._turn_by_count and players.index(fields[1]) != to_move and to_move >= 0:
                raise PositionFormatError(f"position text {cut_text(text)!r}: with these stones it is "
                                          f"{players[to_move]} to move, not {fields[1]}")
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

    # ------------------------------------------------------------------ positions that can arise
    def _check_shape(self, p: Any) -> None:
        """Raise unless ``p`` is a TorusPosition of this board's size with cells 0, 1, 2 and a valid player."""
        if not isinstance(p, TorusPosition):
            raise TypeError(f"not a position of {self!r}: a position is a TorusPosition, not {type(p).__name__}")
        size = self.surface.size
        if not isinstance(p.board, tuple) or len(p.board) != size:
            raise ValueError(f"not a position of {self!r}: its board must have the {size} cells of the "
                             f"{self.surface.name}, not {len(p.board) if isinstance(p.board, tuple) else p.board!r}")
        if not all(type(c) is int and 0 <= c <= 2 for c in p.board):
            raise ValueError(f"not a position of {self!r}: cells must be 0 (empty), 1 (x) or 2 (o)")
        if not (type(p.to_move) is int and 0 <= p.to_move < self.players):
            raise ValueError(f"not a position of {self!r}: the player to move must be in 0..{self.players - 1}, "
                             f"not {p.to_move!r}")
        if not isinstance(p.closed, tuple):
            raise TypeError(f"not a position of {self!r}: closed must be a tuple of loop classes, not {p.closed!r}")

    def _loop_colour(self, board: tuple[int, ...], skip: int | None = None) -> int | None:
        """A colour (1 or 2) with a non-contractible loop on ``board`` (without the stone on ``skip``), or None."""
        for colour in (1, 2):
            uf = CoverUnionFind(self.surface, [i for i, c in enumerate(board) if c == colour and i != skip])
            if any(uf.is_non_contractible(comp[0]) for comp in uf.components()):
                return colour
        return None

    def _last_stones(self, p: TorusPosition) -> list[tuple[int, tuple]]:
        """The stones that can have been placed last and ended the game in ``p``: ``(cell, closed)`` pairs
        for the stones (of a colour the last mover may place) whose removal leaves no loop, with the classes
        each closes (as :meth:`play` writes them) when the winner it gives is ``p.winner``."""
        out = []
        board = p.board
        last = (p.to_move - 1) % self.players
        for cell, colour in enumerate(board):
            if not colour or colour not in self._colours_of(last) or cell in self._fixed_stones():
                continue
            if self._loop_colour(board, skip=cell) is not None:
                continue
            closed = classes_closed_by(self.surface, board, cell, colour)
            vectors = ordered_classes(c.vector if isinstance(c, LoopClass) else c for c in closed)
            if vectors and self._winner_of(closed, last) == p.winner:
                out.append((cell, vectors))
        return out

    def _rules_problem(self, p: TorusPosition) -> str | None:
        """Why a well-shaped position cannot arise (see the module docstring), or None."""
        problem = self._count_problem(p)
        if problem:
            return problem
        if p.winner is None:
            if p.closed:
                return f"loop classes {p.closed} are given but no winner"
            colour = self._loop_colour(p.board)
            if colour is not None:
                return (f"the board already holds a non-contractible {CELL_CHARS[colour]} loop; give the winner as a "
                        f"third field ' | winner ...'")
            return None
        if p.winner != DRAW and not (type(p.winner) is int and 0 <= p.winner < self.players):
            return f"the winner must be a player or a draw, not {p.winner!r}"
        found = self._last_stones(p)
        if not any(vectors == ordered_classes(p.closed) for _, vectors in found):
            shown = "; ".join(f"{self.surface.cell_name(c)} closes {v}" for c, v in found[:3]) or "none"
            return (f"no stone of the last move closes exactly {p.closed} with that winner, the board without it "
                    f"holding no loop (stones that can have ended the game so: {shown})")
        return None

    def _normalised_closed(self, p: TorusPosition) -> TorusPosition:
        """``p`` with its closed classes sorted, as :meth:`play` writes them, if a last stone closes them (two
        cells may close the same classes, so the order of one stone's closing is not a property of ``p``)."""
        if p.winner is None:
            return p
        want = set(p.closed)
        for _, vectors in self._last_stones(p):
            if set(vectors) == want and len(vectors) == len(p.closed):
                return TorusPosition(p.board, p.to_move, p.winner, vectors)
        return p

    def check_position(self, p: Any) -> None:
        """Raise unless ``p`` is a position of this game that can arise in play (see the module docstring).

        Raises
        ------
        TypeError
            If ``p`` is not a TorusPosition.
        ValueError
            If its board has another size (a position of another board), bad cells or player, or it cannot
            arise: the player to move disagrees with the stones, a loop stands without a winner, or the winner
            field does not match the board. The message names the game.
        """
        self._check_shape(p)
        problem = self._rules_problem(p)
        if problem:
            raise ValueError(f"not a position of {self!r} that can arise: {problem}")

    def _checked_text(self, p: TorusPosition, text: str) -> TorusPosition:
        """``p`` read from ``text``, its closed classes normalised, refused if it cannot arise."""
        p = self._normalised_closed(p)
        problem = self._rules_problem(p)
        if problem:
            raise PositionFormatError(f"position text {cut_text(text)!r}: {problem}")
        return p

    def _surface_key(self) -> str:
        """The surface: its name and a digest of its cells' neighbours across labelled edges."""
        digest = hashlib.sha256(repr(self.surface.neighbours).encode()).hexdigest()[:16]
        return f"surface={self.surface.name};adjacency={digest}"

    def result(self, p: TorusPosition) -> int | None:
        if p.winner is not None:
            return p.winner
        return DRAW if all(p.board) else None


def cut_text(text: str, limit: int = 120) -> str:
    """``text`` cut to at most ``limit`` characters (the last three ``...`` when cut), for quoting the user's
    input in a message."""
    return text if len(text) <= limit else text[:limit - 3] + "..."
