"""Two-player Hex-like connection games on closed surfaces (:class:`SurfaceHex`).


Two-player variants on the same machinery (:class:`SurfaceHex`): Hex-like play where player 0 places x
and player 1 places o and a player wins with any non-contractible loop of their colour, on the hex torus
("torus-hex"), on the hex Klein bottle ("klein-hex", the text's homework [1]_), and on the projective plane
("projex": Projex's rule, a non-contractible loop wins, on the n x n hex board with both pairs of edges
flipped, :func:`topology.hex_projective_plane`; "projex-square" on the square grid, where both colours
can be blocked). The pbmserv Projex board (a hexagon with sides n and n - 1) is not built.

The position type, the notation and the set-up checks are those of the three-player torus game
(:mod:`combgames.games.surface_games`): a move is a cell name ("C4"), a position the rows top to bottom
separated by "/", then " | " and the player to move (1 or 2), then for a finished game " | winner 1" (or 2) and
the loop elements the last stone closed. The player to move is decided by the stones (x moves first, so x has as
many stones as o or one more).

References
----------
.. [1] A. Schepler, "A three-player connection game", seeds/003_4502657011210c81.txt (the torus and Klein
   bottle variants are the text's homework).

Examples
--------
>>> from combgames.games.surface_hex import SurfaceHex
>>> g = SurfaceHex("klein bottle", 4)
>>> g.result(g.initial()), g.players
(None, 2)
"""

from __future__ import annotations

from typing import Any

from combgames.game import PositionFormatError
from combgames.games.registration import GameFactory
from combgames.options import Choice, Custom, Option, Options
from combgames.base.checks import ArgumentTypeError, is_int
from topology import LoopClass, Surface, hex_klein_bottle, hex_projective_plane, hex_torus, square_projective_plane

from combgames.games.surface_games import SIZE_OPTION, TorusPosition, classes_closed_by, cut_text, ordered_classes, \
    SurfaceGameBase

__all__ = ["GAMES", "SURFACES", "SurfaceHex"]

SURFACES = {"torus": hex_torus, "klein bottle": hex_klein_bottle, "projective plane": hex_projective_plane,
            "square projective plane": square_projective_plane}
"""The kinds of surface of :class:`SurfaceHex` and their n x n boards."""


def _surface_value(value: Any, name: str) -> Any:
    """The ``surface`` option: a topology Surface, or the name of a kind in :data:`SURFACES`."""
    if isinstance(value, Surface):
        return value
    if isinstance(value, str):
        return Choice(tuple(SURFACES)).check(value, name)
    raise ArgumentTypeError(f"option {name} must be a topology Surface or one of {', '.join(SURFACES)}, not "
                            f"{value!r}")


class SurfaceHex(SurfaceGameBase):
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
    player_names = ("X", "O")

    OPTIONS = Options(
        Option("surface", Custom(f"a Surface or one of {', '.join(SURFACES)}", checker=_surface_value), "torus",
               "the closed surface"),
        SIZE_OPTION,
    )

    def __init__(self, surface: Surface | str = "torus", n: int = 6):
        values = SurfaceHex.OPTIONS.check(surface=surface, n=n)
        surface = values["surface"]
        self.surface = SURFACES[surface](values["n"]) if isinstance(surface, str) else surface

    def __repr__(self) -> str:
        return f"SurfaceHex({self.surface.name!r})"

    def cache_key(self) -> str:
        """The surface (its kind, grid and size, and its cells' neighbours)."""
        return self._surface_key()

    def initial(self) -> TorusPosition:
        return TorusPosition((0,) * self.surface.size, 0)

    def _colours_of(self, player: int) -> tuple[int, ...]:
        return (player + 1,)  # player 0 places x, player 1 places o

    def _fixed_stones(self) -> tuple[int, ...]:
        return ()

    def _player_of(self, board: tuple[int, ...]) -> int:
        nx, no = board.count(1), board.count(2)
        return 0 if nx == no else 1 if nx == no + 1 else -1

    def _winner_of(self, closed: tuple, mover: int) -> int | None:
        return mover if closed else None

    def _count_problem(self, p: TorusPosition) -> str | None:
        nx, no = p.board.count(1), p.board.count(2)
        if nx not in (no, no + 1):
            return f"x (who moves first) must have as many stones as o or one more; got x={nx}, o={no}"
        if p.to_move != self._player_of(p.board):
            return f"with x={nx}, o={no} stones it is {self._player_of(p.board) + 1} to move, not {p.to_move + 1}"
        return None

    def moves(self, p: TorusPosition) -> list[int]:
        if p.winner is not None:
            return []
        return [i for i, c in enumerate(p.board) if not c]

    def play(self, p: TorusPosition, m: Any) -> TorusPosition:
        cell = self._check_cell(p, m)
        colour = p.to_move + 1
        board = p.board[:cell] + (colour,) + p.board[cell + 1:]
        closed = classes_closed_by(self.surface, board, cell, colour)
        winner = p.to_move if closed else None
        closed_vec = ordered_classes(c.vector if isinstance(c, LoopClass) else c for c in closed)
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
        """Parse ``"BOARD | PLAYER"`` or, for a finished game, ``"BOARD | PLAYER | winner N ELEMENT ..."``.

        Raises
        ------
        TypeError
            If ``text`` is not a string.
        PositionFormatError
            For malformed text, or a position that cannot arise (see the module docstring).
        """
        board, to_move, end = self._read_fields(text, ("1", "2"))
        if to_move < 0:
            nx, no = board.count(1), board.count(2)
            raise PositionFormatError(f"position text {cut_text(text)!r}: x (who moves first) must have as many stones "
                                      f"as o or one more; got x={nx}, o={no}")
        winner, closed = None, ()
        if end is not None:
            words = end.split()
            if len(words) < 2 or words[0] != "winner" or words[1] not in ("1", "2"):
                raise PositionFormatError(f"third field must be 'winner 1' or 'winner 2', not {cut_text(end)!r}")
            winner = int(words[1]) - 1
            try:
                closed = tuple(_deck_element(w) for w in words[2:])
            except ValueError as err:
                raise PositionFormatError(f"bad loop elements in {cut_text(end)!r}") from err
        return self._checked_text(TorusPosition(board, to_move, winner, closed), text)


def _deck_element(word: str) -> Any:
    """A loop element as :meth:`SurfaceHex.format_position` writes it: an int or a tuple of ints."""
    import ast

    if len(word) > 200:
        raise ValueError("loop element text too long")
    try:
        value = ast.literal_eval(word)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError) as err:
        raise ValueError(f"not a loop element: {word!r}") from err
    if is_int(value) or (isinstance(value, tuple) and all(is_int(v) for v in value)):
        return value
    raise ValueError(f"not a loop element: {word!r}")


def _torus_hex(surface: str) -> GameFactory:
    return GameFactory(SurfaceHex, SurfaceHex.OPTIONS, fixed={"surface": surface})



GAMES = {
    "torus-hex": _torus_hex("torus"),
    "klein-hex": _torus_hex("klein bottle"),
    "projex": _torus_hex("projective plane"),
    "projex-square": _torus_hex("square projective plane"),
}
