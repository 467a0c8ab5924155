"""Games of stones on a board: the base of Picaria and of the blockade games, written once.

Two players, X (player 0, first) and O (player 1), each have stones on the points of a
:class:`~combgames.games.boards.Board`; a stone *slides* along a move edge of the board to an adjacent empty
point (and, in games with a placement phase, a stone is first *placed* on an empty point). The games differ in
when a player places or slides, what ends the game and which slides a rule forbids; what they share is here:

- positions :class:`StonePosition` ``(x, o, turn)``: bitmasks of X's and O's stones (bit i is point i of the
  board) and the player to move;
- :meth:`StoneGame.slides`: the slides of a set of stones onto empty points, along the board's move edges;
- the symmetry group (the board's automorphism group, :attr:`Board.symmetry_group
  <combgames.games.boards.Board.symmetry_group>`), the canonical key (the one key of bitmask positions,
  :meth:`CellGroup.mask_canonizer <combgames.symmetry.CellGroup.mask_canonizer>` on ``(x, o)``, with the
  player to move in the lowest bit) and the images of a position;
- the text notation: the board's rows from the top, ``/``-separated, cells ``x``, ``o`` or ``.``, then a space
  and the player to move (``X`` or ``O``), e.g. ``"..o/oxx/x.o X"``; a placement is written with the point's
  name (``b2``), a slide ``from-to`` (``a3-b2``); point indices are accepted too (``4``, ``0-4``);
- :meth:`StoneGame.cache_key`: the board's drawing (points, move edges, lines) and the game's rules;
- :meth:`StoneGame.check_position`: a position of this board that can arise: the shape, the subclass's
  conditions (stone counts, lines, the centre) and, for every position but the start, a legal move of the player
  who moved last leading to it from a position meeting those conditions. The parsers apply the same rules; for
  the registered games this accepts exactly the positions reachable from the start (the tests compare with
  :func:`combgames.explore.explore` over every board text).

Subclasses: :class:`combgames.games.picaria.Picaria` (place, then slide, to make three in a row) and
:class:`combgames.games.blockade.BlockadeGame` (slide only; who cannot move loses).

Examples
--------
>>> from combgames.games.blockade import pong_hau_ki
>>> g = pong_hau_ki()
>>> p = g.initial()
>>> g.format_position(p), [g.format_move(m) for m in g.slides(p.x, g.empty(p))]
('xx/./oo X', ['a-o', 'b-o'])
>>> g.canonical(p) == g.canonical(StonePosition(p.x, p.o, 0)) != g.canonical(StonePosition(p.x, p.o, 1))
True
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Callable, NamedTuple

from combgames.game import PositionFormatError
from combgames.games._pickling import portable_state
from combgames.games.boards import Board
from combgames.base.checks import is_int

if TYPE_CHECKING:
    from combgames.symmetry import CellGroup

__all__ = ["StoneGame", "StonePosition"]


class StonePosition(NamedTuple):
    """A position of a stone game: X's stones, O's stones (bitmasks over the board's points), player to move."""

    x: int
    o: int
    turn: int


class StoneGame:
    """The base of two-player games of stones placed on and slid along a board (see the module docstring).

    Parameters
    ----------
    board : Board
        The board.

    Notes
    -----
    A subclass provides the rules (``moves``, ``play``, ``result``, ``no_move_rule``) and :meth:`rules_key`
    (its parameters for :meth:`cache_key`); it sets :attr:`placements` to False when stones are never placed.
    """

    players = 2
    player_names = ("X", "O")
    acyclic = False

    #: Whether moves may be placements (a point index) besides slides ``(from, to)``.
    placements = True

    def __init__(self, board: Board):
        if not isinstance(board, Board):
            raise TypeError(f"board must be a Board, not {type(board).__name__}")
        self.board = board
        self.n = n = len(board.points)
        self._full = (1 << n) - 1
        self._nbr = [sum(1 << j for j in board.neighbours[i]) for i in range(n)]

    # ------------------------------------------------------------------ moves
    def to_move(self, p: StonePosition) -> int:
        return p[2]

    def empty(self, p: StonePosition) -> int:
        """The bitmask of the empty points of ``p``."""
        return self._full & ~(p[0] | p[1])

    def slides(self, own: int, targets: int, blocked_from: int = 0, blocked_to: int = 0) -> list[tuple[int, int]]:
        """Return the slides ``(i, j)`` of the stones in ``own`` along a move edge onto a point of ``targets``.

        Parameters
        ----------
        own : int
            Bitmask of the stones that may slide.
        targets : int
            Bitmask of the points a stone may slide onto (the empty points, less any the rules forbid).
        blocked_from, blocked_to : int
            Stones in ``blocked_from`` may not slide onto points of ``blocked_to`` (a rule that depends on where
            the stone comes from, such as Mu Torere's entry to the centre).

        Returns
        -------
        list of (int, int)
            Ascending by ``i``, then by ``j``.
        """
        out = []
        nbr = self._nbr
        m = own
        while m:
            low = m & -m
            i = low.bit_length() - 1
            m ^= low
            reach = nbr[i] & targets
            if blocked_from & low:
                reach &= ~blocked_to
            while reach:
                lt = reach & -reach
                reach ^= lt
                out.append((i, lt.bit_length() - 1))
        return out

    def check_position(self, p) -> None:
        """Raise unless ``p`` is a position of this game that can arise in play.

        The shape: a triple ``(x, o, turn)`` of two disjoint int bitmasks over the board's points and ``turn`` 0
        (X) or 1 (O). The rules: the subclass's conditions on a position (stone counts, lines, the centre) and,
        for every position but the start, a legal move of the player who moved last that leads to it (checked
        on the position before that move).

        Raises
        ------
        TypeError
            If ``p`` is not a triple of ints.
        ValueError
            If the masks overlap or use points outside the board (a position of another game), ``turn`` is not 0
            or 1, or the position cannot arise; the message names the game.
        """
        self._check_shape(p)
        problem = self._rules_problem(*p)
        if problem:
            raise ValueError(f"not a position of {self!r} that can arise: {problem}")

    def _check_shape(self, p) -> None:
        """The shape part of :meth:`check_position`."""
        try:
            x, o, t = p
        except (TypeError, ValueError) as err:
            raise TypeError(f"not a position of {self!r}: a position must be a triple (x, o, turn), not "
                            f"{_short(p)}") from err
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (x, o, t)):
            raise TypeError(f"not a position of {self!r}: a position must be a triple of ints (x, o, turn), not "
                            f"{_short(p)}")
        if t not in (0, 1):
            raise ValueError(f"not a position of {self!r}: position {_short(p)}: turn must be 0 (X) or 1 (O), "
                             f"not {t!r}")
        if x < 0 or o < 0 or (x | o) > self._full:
            raise ValueError(f"not a position of {self!r}: position {_short(p)}: stone masks must use only bits "
                             f"0..{self.n - 1} (board {self.board.name!r})")
        if x & o:
            both = [self.board.points[i] for i in range(self.n) if (x & o) >> i & 1]
            raise ValueError(f"not a position of {self!r}: position {_short(p)}: points {both} hold both an x "
                             f"and an o stone")

    def _static_problem(self, x: int, o: int, t: int) -> str | None:
        """Why a well-shaped position breaks a condition of the rules (counts, lines, ...), or None.

        A subclass states its own conditions; :meth:`_rules_problem` adds the move that must lead to the
        position."""
        return None

    def _rules_problem(self, x: int, o: int, t: int) -> str | None:
        """Why a well-shaped position cannot arise, or None: :meth:`_static_problem`, or (for any position
        but the start) no position before it, itself meeting the conditions, with a legal move leading here."""
        problem = self._static_problem(x, o, t)
        if problem or (x, o, t) == tuple(self.initial()):
            return problem
        if not self._has_predecessor(x, o, t):
            last = "XO"[1 - t]
            return (f"no legal move of {last} (who moved last) leads to it: no {last} stone can have been placed "
                    f"or slid where it stands" if self.placements else
                    f"no legal move of {last} (who moved last) leads to it: no {last} stone can have slid where "
                    f"it stands")
        return None

    def _has_predecessor(self, x: int, o: int, t: int) -> bool:
        """True if some position meeting :meth:`_static_problem` has a legal move (of the player who moved
        last) that gives ``(x, o, t)``: a placement taken back, or a slide taken back along a move edge."""
        last = 1 - t
        own = x if last == 0 else o
        empty = self._full & ~(x | o)
        m = own
        while m:
            low = m & -m
            m ^= low
            j = low.bit_length() - 1
            undone = [(own ^ low, j)] if self.placements else []
            reach = self._nbr[j] & empty
            while reach:
                lt = reach & -reach
                reach ^= lt
                undone.append((own ^ low ^ lt, (lt.bit_length() - 1, j)))
            for before, move in undone:
                q = StonePosition(before, o, 0) if last == 0 else StonePosition(x, before, 1)
                if self._static_problem(*q) is None and move in self.moves(q):
                    return True
        return False

    # ------------------------------------------------------------------ symmetry
    @cached_property
    def symmetry_group(self) -> "CellGroup":
        """The board's automorphism group (move edges and lines preserved; it fixes the centre)."""
        return self.board.symmetry_group

    @cached_property
    def _canonize(self) -> Callable[[int, int], int]:
        return self.symmetry_group.mask_canonizer(2)

    def canonical(self, p: StonePosition) -> int:
        """Return an integer key equal on the orbit of ``p`` under the symmetry group (turn kept).

        The key is ``code << 1 | turn``, where ``code`` is the canonical code of the stones ``(x, o)``
        (:meth:`CellGroup.canonical_code <combgames.symmetry.CellGroup.canonical_code>`: the least image, X's
        mask in the high bits).
        """
        x, o, t = p
        return (self._canonize(x, o) << 1) | t

    def images(self, p: StonePosition) -> list[StonePosition]:
        """The images of ``p`` under every element of the symmetry group (the same player to move)."""
        G = self.symmetry_group
        return [StonePosition(G.image_mask(p[0], g), G.image_mask(p[1], g), p[2]) for g in range(G.order())]

    def __getstate__(self) -> dict:
        # process pools: the key function and the group's caches are rebuilt in the worker
        return portable_state(self, ("_canonize", "symmetry_group"))

    # ------------------------------------------------------------------ identity
    def rules_key(self) -> str:
        """The game's rule parameters for :meth:`cache_key` (a subclass lists all of its own)."""
        raise NotImplementedError

    def cache_key(self) -> str:
        """The board's drawing (points, move edges, lines) and every rule of the game, as one string."""
        return f"{self.board.cache_key()};{self.rules_key()}"

    # ------------------------------------------------------------------ text
    def format_position(self, p: StonePosition) -> str:
        """Return the position text (rows top to bottom separated by ``/``, a space, ``X`` or ``O``)."""
        x, o, t = p
        return f"{self.board.format_stones(x, o)} {'XO'[t]}"

    def diagram(self, p: StonePosition) -> str:
        """Return a picture of the board with the stones of ``p`` and the player to move."""
        x, o, t = p
        return self.board.diagram(self.board.stone_cells(x, o)) + f"\n{'XO'[t]} to move"

    def read_stones(self, text: str, *, player_required: bool) -> tuple[int, int, int | None]:
        """Read position text into ``(x, o, turn)``; ``turn`` is None when the text omits the player.

        Cells ``x``, ``o`` or ``.`` (``X``, ``O``, ``0``, ``_`` and ``-`` are accepted too); the player to move
        ``X`` or ``O`` (or ``x``, ``o``) follows after a space.

        Raises
        ------
        TypeError
            If ``text`` is not a string.
        PositionFormatError
            For a wrong number of rows or cells, an unknown character, or a missing or bad player to move.
        """
        if not isinstance(text, str):
            raise TypeError(f"position text must be a str, not {type(text).__name__}")
        parts = text.split()
        if not parts or len(parts) > 2 or (player_required and len(parts) != 2):
            form = "'ROWS X' or 'ROWS O'" if player_required else "'ROWS [X|O]'"
            raise PositionFormatError(f"position text must be {form}, not {text!r}")
        x, o = self.board.parse_stones(parts[0], text=text, x_chars="xX", o_chars="oO0", empty_chars="._-")
        if len(parts) == 1:
            return x, o, None
        if parts[1] not in ("X", "O", "x", "o"):
            raise PositionFormatError(f"position text {text!r}: the player to move must be X or O, "
                                      f"not {parts[1]!r}")
        return x, o, 0 if parts[1] in "Xx" else 1

    def _point(self, i) -> bool:
        return is_int(i) and 0 <= i < self.n

    def format_move(self, m, p: StonePosition | None = None) -> str:
        """Return move text: a point name for a placement, ``from-to`` for a slide.

        Raises
        ------
        ValueError
            If ``m`` is neither a point index nor a slide ``(i, j)`` of two point indices.
        """
        names = self.board.points
        if isinstance(m, tuple) and len(m) == 2 and self._point(m[0]) and self._point(m[1]):
            return f"{names[m[0]]}-{names[m[1]]}"
        if self.placements and self._point(m):
            return names[m]
        what = f"a point index in 0..{self.n - 1} or a slide (i, j) of two" if self.placements else \
            f"a slide (from, to) of point indices in 0..{self.n - 1}"
        raise ValueError(f"move must be {what}, not {m!r}")

    def parse_move(self, text: str, p: StonePosition | None = None):
        """Parse move text: ``a3-b2`` (or ``0-4``) for a slide, ``b2`` (or ``4``) for a placement.

        Raises
        ------
        TypeError
            If ``text`` is not a string.
        PositionFormatError
            If a point name is unknown, or a game without placements is given one point.
        """
        if not isinstance(text, str):
            raise TypeError(f"move text must be a str, not {type(text).__name__}")
        try:
            if "-" in text:
                a, b = text.split("-", 1)
                return (self.board.index(a), self.board.index(b))
            if self.placements:
                return self.board.index(text)
            raise ValueError("expected FROM-TO point names")
        except ValueError as err:
            raise PositionFormatError(f"move text {text!r}: {err}") from err


def _short(value: object, limit: int = 80) -> str:
    """``repr(value)``, cut to ``limit`` characters."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."
