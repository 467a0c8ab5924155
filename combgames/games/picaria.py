"""Picaria and its family: place stones, then slide them, to make three in a row.

Two players, X (first, player 0) and O (player 1), move in turn on a :class:`~combgames.games.boards.Board`.
A player whose stones are not all on the board *places* one on an empty point; a player with all stones on
the board *slides* one of them along a move edge to an adjacent empty point. A player who completes a line
(three of their stones on a winning line of the board) wins at once, in either phase. Positions can repeat
in the sliding phase; a game that goes on for ever is a draw ("A game position is declared a draw if
periodicity of a pattern is forced by one of the players" [1]_), which retrograde analysis
(:func:`combgames.solvers.retrograde`) decides exactly.

Rules that vary between the sources are keyword parameters of :class:`Picaria`, each documented there:
the board, the number of stones (and a handicap), the centre restriction of the article [2]_ with the
readings of its variant sentence, the stalemate rule (a house rule of [2]_), and whether lines are three
consecutive points or any three points of a drawn line.

Positions and their text
------------------------
Picaria is a stone game (:class:`~combgames.games.stones.StoneGame`, the base it shares with the blockade
games: positions, slides, symmetry, text). A position is a :class:`PicariaPosition` (the
:class:`~combgames.games.stones.StonePosition` ``(x, o, turn)``): bitmasks of X's and O's stones (bit i is
point i of the board) and the player to move (0 = X, 1 = O). Its text lists the board's rows from the top, the
cells of each row left to right (``x``, ``o`` or ``.``), rows separated by ``/``, then a space and the player
to move, ``X`` or ``O``. On the 3 x 3 boards this is the grid as drawn in [1]_:

>>> from combgames.games.picaria import Picaria
>>> g = Picaria()
>>> p = g.parse_position("..o/oxx/x.o X")
>>> g.format_position(p)
'..o/oxx/x.o X'

On other boards the rows are the board's :attr:`~combgames.games.boards.Board.rows` (points with equal y,
top to bottom, left to right): for the 13-point board rows of 3, 2, 3, 2, 3 cells (``.../../.../../...``).
The player to move may be omitted when the stone counts decide it (in the placement phase).

Moves: a placement is the point's index (text: its name, e.g. ``b2``); a slide is a pair ``(i, j)`` (text
``a3-b2``). Point indices may be used in move text too (``4``, ``0-4``).

Names used here and in the sources: the paper's X and O are our players 0 and 1; its "Loop" and the
positions of its proofs (traps, zugzwangs, the move sequences) are transcribed in
:mod:`combgames.sources.eternal_picaria` and checked in ``tests/published/test_000_picaria.py`` (the Trap, Race,
Fork and Zugzwang illustrations themselves are lost from the seed text).

References
----------
.. [1] U. Larsson, I. Rocha, "Eternal Picaria", seed ``000_673cd376e7bd542d.txt``.
.. [2] "Пикария" (Picaria), seed ``002_e4f40bb950069833.txt``, sections "Правила и игровой процесс" and
   "Правила дома".

Examples
--------
>>> from combgames.solvers import retrograde
>>> r = retrograde(g)
>>> str(r.value(g.initial()))
'draw'
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, Iterator

from combgames.game import IllegalMoveError, PositionFormatError
from combgames.games.boards import LINE_RULES, Board, board_names, make_board, polygon_board
from combgames.games.registration import GameFactory
from combgames.games.stones import StoneGame, StonePosition
from combgames.options import Choice, Custom, Integer, Option, Options
from combgames.base.checks import ArgumentTypeError, check_int, is_int

__all__ = ["CENTRE_RULES", "GAMES", "OPTIONS", "Picaria", "PicariaPosition", "STALEMATE_RULES", "family_game"]

CENTRE_RULES = ("none", "first", "drop", "slide", "never", "first+slide")
"""The centre rules: none, the article's rule, the readings of its variant sentence, and the rule together with
the literal reading ("first+slide"); see :class:`Picaria`."""

STALEMATE_RULES = ("loss", "draw")
"""What happens to a player who must slide and cannot: loses, or the game is drawn."""


PicariaPosition = StonePosition
"""A Picaria position ``(x, o, turn)``: the :class:`~combgames.games.stones.StonePosition` of stone games."""


def _board_value(value: Any, name: str) -> Board | str:
    """The ``board`` option: a Board, or the name of a built-in board (checked by building it)."""
    if isinstance(value, Board):
        return value
    if not isinstance(value, str):
        raise ArgumentTypeError(f"option {name} must be a Board or a board name, not {value!r}")
    make_board(value)
    return value


def _stones_value(value: Any, name: str) -> int | tuple[int, int]:
    """The ``stones`` option: k stones each (an int), or (kx, ko)."""
    if is_int(value):
        return check_int(value, f"option {name}", minimum=1, why="stones per player")
    if isinstance(value, (str, bytes)) or not hasattr(value, "__iter__"):
        raise ArgumentTypeError(f"option {name} must be an integer k or a pair (kx, ko) of integers, not {value!r}")
    items = tuple(value)
    if len(items) != 2:
        raise ArgumentTypeError(f"option {name} must be an integer k or a pair (kx, ko) of integers, not {value!r}")
    return tuple(check_int(v, f"option {name}", minimum=1, why="stones per player") for v in items)  # type: ignore


def _stones_text(text: str, name: str) -> int | tuple[int, ...]:
    """``"3"`` or ``"3,4"`` (also ``"(3, 4)"``, ``"3 4"``) as the ``stones`` option."""
    words = text.replace("(", " ").replace(")", " ").replace(",", " ").split()
    try:
        values = tuple(int(w) for w in words)
    except ValueError:
        raise ValueError(f"option {name} must be an integer k or a pair kx,ko of integers, not {text!r}") from None
    if len(values) not in (1, 2):
        raise ValueError(f"option {name} must be an integer k or a pair kx,ko of integers, not {text!r}")
    return values[0] if len(values) == 1 else values


def _lines_value(value: Any, name: str) -> str | None:
    return None if value is None else Choice(LINE_RULES).check(value, name)


OPTIONS = Options(
    Option("board", Custom(f"a board name ({', '.join(b for b in board_names() if not b.startswith('polygon'))}, "
                           f"polygonS) or a Board", checker=_board_value), "picaria", "the board"),
    Option("stones", Custom("an integer k, or a pair kx,ko", checker=_stones_value, parser=_stones_text), 3,
           "stones per player, or X's and O's"),
    Option("handicap", Integer(minimum=0), 0, "O's extra stones (with stones=k)"),
    Option("centre", Choice(CENTRE_RULES), "none", "the centre restriction"),
    Option("stalemate", Choice(STALEMATE_RULES), "loss", "a player who must slide and cannot: loses or draws"),
    Option("lines", Custom(f"one of {', '.join(LINE_RULES)}, or none (the board's)", checker=_lines_value,
                           parser=lambda text, name: None if text.strip().lower() == "none" else text.strip()),
           None, "re-read the board's lines: three consecutive points or any three of a drawn line"),
)
"""The declared options of :class:`Picaria` (constructor, catalogue and command line)."""


def _popcount(m: int) -> int:
    return m.bit_count()


class Picaria(StoneGame):
    """Picaria on any board of the family, with the rule variants of the sources as parameters.

    Parameters
    ----------
    board : Board or str
        The board (default ``"picaria"``, the 9-point board); a name as for
        :func:`~combgames.games.boards.make_board` (``"picaria13"``, ``"tapatan"``, ``"polygon5"``, ...).
    stones : int or (int, int)
        Stones per player, k (default 3), or ``(kx, ko)`` for X and O. A player places while they have
        stones in hand and slides afterwards, turns strictly alternating; so ``(k, k + 1)`` is the handicap
        of the seed's open problems: O places the last stone "after the first slide-along-edge move by the
        first player" [1]_. More generally ``(k, k + l)`` gives O l extra placements.
    centre : {"none", "first", "drop", "slide", "never", "first+slide"}
        The centre restriction (needs a board with a centre, see
        :attr:`~combgames.games.boards.Board.centre`):

        - ``"none"`` (default): no restriction, the rules of [1]_;
        - ``"first"``: no stone may be placed on the centre until each player has placed one stone, the
          article's rule [2]_ ("Центральное пространство ... не может использоваться до тех пор, пока каждый
          игрок не уронит свою первую фигуру");
        - ``"drop"``: no stone may be placed on the centre at all; it is entered only by sliding. This reads
          the article's variant "(вариант состоит в том, что центральное пространство нельзя использовать
          после того, как выброшены все фигуры)" as the English source it translates, "cannot be used
          *until* all pieces have been dropped";
        - ``"slide"``: the literal Russian reading, "cannot be used *after* all pieces are dropped": stones
          may be placed on the centre, but once a player slides no stone may move onto it (a stone on it
          may leave);
        - ``"never"``: both, the centre is never used;
        - ``"first+slide"``: the article's rule (c), ``"first"``, together with its variant read literally,
          ``"slide"``: no stone is placed on the centre before each player has placed one, and no stone ever
          slides onto it (a stone placed there may leave).

        The readings combine two independent restrictions, on *placing* onto the centre (never, before each
        player's first stone, or not at all) and on *sliding* onto it (allowed or not):

        ===============  =======================================  =====================
        centre           placing on the centre                    sliding onto it
        ===============  =======================================  =====================
        ``none``         allowed                                  allowed
        ``first``        not before each player has placed one    allowed
        ``drop``         never                                    allowed
        ``slide``        allowed                                  never
        ``first+slide``  not before each player has placed one    never
        ``never``        never                                    never
        ===============  =======================================  =====================
    handicap : int
        With ``stones=k``: O has ``k + handicap`` stones (default 0); not with a pair ``stones``.
    stalemate : {"loss", "draw"}
        A player who must slide and has no slide loses (default), or the game is a draw; the article's house
        rule [2]_ ("Патовая ситуация ... является причиной ничьей в игре или проигрыша этому игроку").
    lines : {"consecutive", "any"}, optional
        Re-read the board's lines: three consecutive points of a drawn line, or any three points of one
        (they differ on the 13-point board, whose main diagonals hold five points). Default: the board's.

    Raises
    ------
    ValueError
        For an unknown rule name, a board without a centre under a centre rule, a board without winning
        lines, or stone counts that leave no empty point for sliding (kx + ko must be less than the number
        of points).
    TypeError
        If ``stones`` is not an int or a pair of ints, or ``board`` is neither a Board nor a name.

    Notes
    -----
    Terminal positions: the player who just moved has a line (that player wins), or the player to move
    must slide and cannot (the stalemate rule, declared as ``no_move_rule`` for the solvers). There is no
    repetition rule in the game itself: the solvers call positions that neither side can force to an end
    draws, which is the seed's convention ([1]_, Introduction) and agrees with the article's house rule
    of a draw by threefold repetition [2]_ under optimal play.

    The symmetry group is the board's automorphism group (edges and lines preserved), which fixes the
    centre, so every centre rule keeps it. :meth:`canonical` keys positions by their orbit.

    Examples
    --------
    >>> g = Picaria(stones=(3, 4))
    >>> p = g.parse_position("x../oxo/x.. O")
    >>> [g.format_move(m, p) for m in g.moves(p)][:3]
    ['b3', 'c3', 'b1']
    """

    OPTIONS = OPTIONS

    def __init__(self, board: Board | str = "picaria", *, stones: int | tuple[int, int] = 3, handicap: int = 0,
                 centre: str = "none", stalemate: str = "loss", lines: str | None = None):
        values = OPTIONS.check(board=board, stones=stones, handicap=handicap, centre=centre, stalemate=stalemate,
                               lines=lines)
        b = make_board(values["board"])
        if values["lines"] is not None:
            b = b.with_lines(values["lines"])
        stones, handicap = values["stones"], values["handicap"]
        centre, stalemate = values["centre"], values["stalemate"]
        if handicap:
            if not is_int(stones):
                raise ValueError(f"give either stones=kx,ko or stones=k with handicap=l, not both (stones={stones!r}, "
                                 f"handicap={handicap})")
            stones = (stones, stones + handicap)
        kx, ko = (stones, stones) if is_int(stones) else stones
        n = len(b.points)
        if kx + ko >= n:
            raise ValueError(f"stones {kx} + {ko} must be fewer than the {n} points of board {b.name!r} "
                             "(sliding needs an empty point)")
        if centre != "none" and b.centre is None:
            raise ValueError(f"centre={centre!r} needs a board with a centre; {b.name!r} has none")
        if not b.lines:
            raise ValueError(f"board {b.name!r} has no winning lines, so no game of Picaria can end; use a "
                             "board with lines (the blockade boards are played by combgames.games.blockade)")
        super().__init__(b)
        self.stones = (kx, ko)
        self.centre_rule = centre
        self.stalemate = stalemate
        self.no_move_rule = stalemate
        self._centre_bit = 0 if b.centre is None else 1 << b.centre
        self._lines = b.line_masks
        self._points = tuple(range(n))
        self._slide_forbid = self._centre_bit if centre in ("slide", "never", "first+slide") else 0
        if n <= 22:
            import numpy as np

            codes = np.arange(1 << n, dtype=np.int64)
            hit = np.zeros(1 << n, dtype=bool)
            for L in self._lines:
                hit |= (codes & L) == L
            self._wins: bytearray | None = bytearray(hit.astype(np.uint8).tobytes())
        else:
            self._wins = None

    # ------------------------------------------------------------------ description
    def __repr__(self) -> str:
        return (f"Picaria({self.board.name!r}, stones={self.stones}, centre={self.centre_rule!r}, "
                f"stalemate={self.stalemate!r}, lines={self.board.line_rule!r})")

    def rules_key(self) -> str:
        """Stones, centre rule and stalemate rule (the board, with its lines, is keyed by :meth:`cache_key`)."""
        return f"stones={self.stones[0]},{self.stones[1]};centre={self.centre_rule};stalemate={self.stalemate}"

    def _won(self, mask: int) -> bool:
        if self._wins is not None:
            return self._wins[mask]  # type: ignore[return-value]
        return any(mask & L == L for L in self._lines)

    def has_line(self, mask: int) -> bool:
        """Return True if the stones in ``mask`` cover a winning line."""
        if self._wins is not None:
            return bool(self._wins[mask])
        return any(mask & L == L for L in self._lines)

    # ------------------------------------------------------------------ the Game protocol
    def initial(self) -> PicariaPosition:
        """The empty board, X to move."""
        return PicariaPosition(0, 0, 0)

    def in_hand(self, p: PicariaPosition, player: int | None = None) -> int:
        """Number of stones ``player`` (default: the player to move) has still to place."""
        pl = p[2] if player is None else player
        return self.stones[pl] - _popcount(p[pl])

    def result(self, p: PicariaPosition) -> int | None:
        """The player who just moved, if they have a line; else None (stalemates: see ``no_move_rule``)."""
        x, o, t = p
        if t == 1:
            if self.has_line(x):
                return 0
        elif self.has_line(o):
            return 1
        return None

    def _placement_forbidden(self, p: PicariaPosition) -> int:
        rule = self.centre_rule
        if rule in ("drop", "never"):
            return self._centre_bit
        if rule in ("first", "first+slide") and (p[0] == 0 or p[1] == 0):
            return self._centre_bit
        return 0

    def _unpack(self, p: PicariaPosition) -> tuple[int, int, int]:
        """``(x, o, player to move)`` of a well-formed position; else the error of :meth:`_check_shape`."""
        try:
            x, o, t = p
            if x & o or t not in (0, 1) or (x | o) > self._full:
                raise ValueError
        except (TypeError, ValueError):
            self._check_shape(p)
            raise  # pragma: no cover - _check_shape raises
        return x, o, t

    def moves(self, p: PicariaPosition) -> list:
        """Legal moves: empty points to place on (ints), or slides ``(from, to)``; empty once the game is over."""
        x, o, t = self._unpack(p)
        wins = self._wins  # the win table when there is one (one look-up instead of a call: moves are hot)
        if wins[o if t == 0 else x] if wins is not None else self._won(o if t == 0 else x):
            return []
        own = x if t == 0 else o
        empty = self._full & ~(x | o)
        if own.bit_count() < self.stones[t]:
            allowed = empty & ~self._placement_forbidden(p)
            return [i for i in self._points if allowed >> i & 1]
        return self.slides(own, empty & ~self._slide_forbid)

    def play(self, p: PicariaPosition, m) -> PicariaPosition:
        """Return the position after move ``m`` (a point to place on, or a slide ``(from, to)``).

        Raises
        ------
        IllegalMoveError
            If the game is over, or the move is not legal here (the message says why).
        """
        x, o, t = self._unpack(p)
        own = x if t == 0 else o
        occupied = x | o
        if type(m) is tuple and len(m) == 2:
            i, j = m
            if (type(i) is int and type(j) is int and 0 <= i < self.n and 0 <= j < self.n
                    and own >> i & 1 and self._nbr[i] >> j & 1 and not (occupied | self._slide_forbid) >> j & 1
                    and own.bit_count() == self.stones[t] and not self._won(o if t == 0 else x)):
                own2 = own ^ (1 << i) ^ (1 << j)
                return PicariaPosition(own2, o, 1) if t == 0 else PicariaPosition(x, own2, 0)
        elif (type(m) is int and 0 <= m < self.n and not occupied >> m & 1 and own.bit_count() < self.stones[t]
              and not self._placement_forbidden(p) >> m & 1 and not self._won(o if t == 0 else x)):
            own2 = own | (1 << m)
            return PicariaPosition(own2, o, 1) if t == 0 else PicariaPosition(x, own2, 0)
        raise IllegalMoveError(self._why_illegal(p, m))

    def _static_problem(self, x: int, o: int, t: int) -> str | None:
        """Why ``(x, o, t)`` breaks the rules, or None: too many stones, counts that cannot arise with that
        player to move, both players (or the player to move) holding a line, a stone on the centre that the
        centre rule forbids there."""
        nx_, no = x.bit_count(), o.bit_count()
        kx, ko = self.stones
        if nx_ > kx or no > ko:
            return f"{nx_} x and {no} o stones, but the players have {kx} and {ko} (more than {max(kx, ko)})"
        if not self.consistent(nx_, no, t):
            return f"{nx_} x and {no} o stones cannot arise with {'XO'[t]} to move (stones {self.stones})"
        if self.has_line(x) and self.has_line(o):
            return "both players have a line"
        if self.has_line(x if t == 0 else o):
            return f"the player to move ({'XO'[t]}) already has a line, so the game ended earlier"
        return self._centre_problem(x, o, t)

    def _why_illegal(self, p: PicariaPosition, m) -> str:
        """The message for an illegal move (the slow path of :meth:`play`)."""
        self._check_shape(p)
        x, o, t = p
        for pl, mask in ((0, x), (1, o)):
            if mask.bit_count() > self.stones[pl]:
                raise ValueError(f"not a position of {self!r}: {'XO'[pl]} has {mask.bit_count()} stones on the "
                                 f"board, more than {self.stones[pl]}")
        where = f"illegal move {m!r} in {self.format_position(p)}"
        if self.result(p) is not None:
            return f"{where}: the game is over"
        own = x if t == 0 else o
        empty = self._full & ~(x | o)
        placing = _popcount(own) < self.stones[t]
        if isinstance(m, tuple):
            if placing:
                return f"{where}: {'XO'[t]} has stones to place, not a slide"
            if len(m) != 2 or not all(type(v) is int and 0 <= v < self.n for v in m):
                return (f"illegal move {m!r}: a slide is a pair of point indices in 0..{self.n - 1} "
                        "(parse_move turns text such as 'a3-b2' into one)")
            i, j = m
            if not own >> i & 1:
                return f"{where}: no {'xo'[t]} stone on point {self.board.points[i]}"
            if not self._nbr[i] >> j & 1:
                return (f"illegal move {m!r}: points {self.board.points[i]} and {self.board.points[j]} are not "
                        "joined by a move edge")
            if not empty >> j & 1:
                return f"{where}: point {self.board.points[j]} is occupied"
            return f"illegal move {m!r}: centre={self.centre_rule!r} forbids sliding onto the centre"
        if not is_int(m) or not 0 <= m < self.n:
            return (f"illegal move {m!r}: a placement is a point index in 0..{self.n - 1} "
                    "(parse_move turns text such as 'b2' into one)")
        if not placing:
            return f"{where}: {'XO'[t]} has placed all stones and must slide"
        if not empty >> m & 1:
            return f"{where}: point {self.board.points[m]} is occupied"
        return f"illegal move {m!r}: centre={self.centre_rule!r} forbids placing on the centre now"

    def stone_structure(self) -> dict:
        """The game as stones on cells, for compiled solvers (the ``stone_structure`` capability of
        :mod:`combgames.game`): the board's slides and lines, the stones, the placement phase, the centre rule
        as forbidden cells and the stalemate rule."""
        centre, rule = self._centre_bit, self.centre_rule
        return {"cells": self.n, "neighbours": tuple(self._nbr), "stones": self.stones, "lines": tuple(self._lines),
                "placement": True, "no_move_rule": self.stalemate,
                "place_forbidden": centre if rule in ("drop", "never") else 0,
                "place_forbidden_early": centre if rule in ("first", "first+slide") else 0,
                "slide_forbidden": self._slide_forbid}

    # ------------------------------------------------------------------ the state space
    def consistent(self, nx_: int, no: int, turn: int) -> bool:
        """Return True if X with ``nx_`` and O with ``no`` stones on the board, ``turn`` to move, can arise.

        Turns alternate from X; a player places on their first k turns. After t turns X has
        min(ceil(t/2), kx) stones and O min(floor(t/2), ko).
        """
        kx, ko = self.stones
        for t in range(2 * (kx + ko) + 2):
            if t % 2 == turn and min((t + 1) // 2, kx) == nx_ and min(t // 2, ko) == no:
                return True
        return False

    def could_have_slid(self, nx_: int, no: int, turn: int) -> bool:
        """Return True if a position with these stone counts can arise after at least one slide.

        Counts that arise only in the placement phase (every turn so far placed a stone) return False: in such
        a position every stone was placed where it stands, which the centre rules constrain.
        """
        kx, ko = self.stones
        for t in range(2 * (kx + ko) + 4):
            if (t % 2 == turn and t > nx_ + no and min((t + 1) // 2, kx) == nx_
                    and min(t // 2, ko) == no):
                return True
        return False

    def positions(self) -> Iterator[PicariaPosition]:
        """Yield every position with consistent stone counts in which the player to move has no line.

        This is closed under moves from non-terminal positions (a superset of the reachable ones), as
        :func:`combgames.solvers.retrograde` with ``positions="all"`` needs.
        """
        kx, ko = self.stones
        pts = range(self.n)
        for nx_ in range(kx + 1):
            for xs in combinations(pts, nx_):
                x = sum(1 << i for i in xs)
                rest = [i for i in pts if not x >> i & 1]
                for no in range(ko + 1):
                    turns = [t for t in (0, 1) if self.consistent(nx_, no, t)]
                    if not turns:
                        continue
                    for os_ in combinations(rest, no):
                        o = sum(1 << i for i in os_)
                        for t in turns:
                            if self.has_line(x if t == 0 else o):
                                continue
                            if self.has_line(x) and self.has_line(o):
                                continue
                            yield PicariaPosition(x, o, t)

    # ------------------------------------------------------------------ text
    def parse_position(self, text: str) -> PicariaPosition:
        """Parse position text such as ``"..o/oxx/x.o X"``.

        Rows are the board's rows from the top (``/``-separated), cells ``x``, ``o`` or ``.`` (``X``, ``O``,
        ``_`` and ``-`` are accepted too). The player to move (``X`` or ``O``) follows after a space; it may be
        omitted when the stone counts decide it.

        Raises
        ------
        TypeError
            If ``text`` is not a string.
        PositionFormatError
            For malformed text (wrong number of rows or cells, unknown characters), or a position that cannot
            arise (:meth:`check_position`): stone counts that cannot arise (too many stones, counts inconsistent
            with the player to move), both players, or the player to move, already having a line, a stone on
            the centre that the centre rule forbids, or no legal move that leads to it.
        """
        x, o, turn = self.read_stones(text, player_required=False)
        nx_, no = _popcount(x), _popcount(o)
        kx, ko = self.stones
        if nx_ > kx or no > ko:
            raise PositionFormatError(f"position text {text!r}: {nx_} x and {no} o stones, but the players have "
                                      f"{kx} and {ko}")
        if turn is None:
            turns = [t for t in (0, 1) if self.consistent(nx_, no, t)]
            if not turns:
                raise PositionFormatError(f"position text {text!r}: {nx_} x and {no} o stones cannot arise "
                                          f"(stones {self.stones})")
            if len(turns) == 2:
                raise PositionFormatError(f"position text {text!r}: the player to move is not determined by the "
                                          "stones; append X or O")
            turn = turns[0]
        problem = self._rules_problem(x, o, turn)
        if problem:
            raise PositionFormatError(f"position text {text!r}: {problem}")
        return PicariaPosition(x, o, turn)

    def _centre_problem(self, x: int, o: int, turn: int) -> str | None:
        """A stone on the centre that the centre rule makes impossible (see :class:`Picaria`), or None."""
        c = self._centre_bit
        rule = self.centre_rule
        if rule == "none" or rule == "slide" or not (x | o) & c:
            return None
        owner = "x" if x & c else "o"
        if rule == "never":
            return f"centre='never' forbids a stone on the centre at any time (an {owner} stone is there)"
        if rule == "first+slide":
            # no stone slides onto the centre, so this one was placed there, after each player's first stone
            if _popcount(x if owner == "x" else o) == 1:
                return (f"centre='first+slide' forbids a stone on the centre before each player has placed one "
                        f"and any slide onto it (the only {owner} stone is there)")
            return None
        if self.could_have_slid(_popcount(x), _popcount(o), turn):
            return None
        if rule == "drop":
            return ("centre='drop' forbids a stone on the centre until one can have slid there (these stone "
                    "counts arise only in the placement phase)")
        # rule == "first": a player's first stone may not be placed on the centre
        if _popcount(x if owner == "x" else o) == 1:
            return (f"centre='first' forbids a stone on the centre before each player has placed one (the only "
                    f"{owner} stone is there, and no stone can have slid yet)")
        return None


def family_game(s: int, k: int | tuple[int, int] = 3, **rules) -> Picaria:
    """Return Picaria on the s-sided relative of the board (:func:`~combgames.games.boards.polygon_board`).

    ``k`` is the number of stones (or a pair for a handicap); ``s = 4`` is Picaria itself. Further keyword
    arguments are the rules of :class:`Picaria`.

    Examples
    --------
    >>> family_game(5, (3, 4)).stones
    (3, 4)
    """
    return Picaria(polygon_board(s), stones=k, **rules)


GAMES = {
    "picaria": GameFactory(Picaria, OPTIONS),
    "picaria13": GameFactory(Picaria, OPTIONS, fixed={"board": "picaria13"}, base="picaria"),
    "tapatan": GameFactory(Picaria, OPTIONS, fixed={"board": "tapatan"}, base="picaria"),
    "three-mens-morris": GameFactory(Picaria, OPTIONS, fixed={"board": "three_mens_morris"}, base="picaria"),
    "three-mens-morris-diagonals": GameFactory(Picaria, OPTIONS, fixed={"board": "three_mens_morris_diagonals"},
                                               base="picaria"),
}
