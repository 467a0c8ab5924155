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

The games are stone games (:class:`~combgames.games.stones.StoneGame`, the base they share with Picaria):
positions are :class:`~combgames.games.stones.StonePosition` ``(x, o, turn)`` triples with the same text
format as Picaria (rows of the board, top to bottom; e.g. ``xx/./oo X`` for Pong Hau K'i's start), and a
slide is written ``from-to``.

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

from itertools import combinations
from typing import Iterator

from combgames.explore import explore
from combgames.game import IllegalMoveError, PositionFormatError
from combgames.games import boards as _boards
from combgames.games.boards import Board
from combgames.games.registration import GameFactory
from combgames.games.stones import StoneGame, StonePosition
from combgames.options import Boolean, Choice, Option, Options

__all__ = ["BlockadeGame", "GAMES", "MU_TORERE_OPTIONS", "OPTIONS", "PONG_HAU_KI_OPTIONS", "mu_torere", "pong_hau_ki",
           "position_counts"]

NO_MOVE_RULES = ("loss", "draw")
"""What happens to a player who cannot move in a blockade game: loses (the blockade rule), or draws."""

_NO_MOVE = Option("no_move_rule", Choice(NO_MOVE_RULES), "loss",
                  "a player who cannot move loses (the blockade rule) or the game is drawn")


def _centre_entry(default: bool) -> Option:
    return Option("centre_entry", Boolean(), default,
                  "Mu Torere's rule: a stone enters the centre only from beside an opponent stone")


OPTIONS = Options(_centre_entry(False), _NO_MOVE)
"""The declared options of :class:`BlockadeGame` (besides its board and start)."""

PONG_HAU_KI_OPTIONS = Options(_NO_MOVE)
"""The declared options of :func:`pong_hau_ki`."""

MU_TORERE_OPTIONS = Options(_centre_entry(True), _NO_MOVE)
"""The declared options of :func:`mu_torere` (the centre rule on by default, as the game is played)."""


class BlockadeGame(StoneGame):
    """Slide one of your stones along an edge to an empty point; a player with no move loses.

    Parameters
    ----------
    board : Board
        The board (its lines are ignored).
    start : str
        The start position in the text format of :mod:`combgames.games.stones` (rows, then X or O).
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
    TypeError
        If ``board`` is not a Board.
    """

    placements = False

    OPTIONS = OPTIONS

    def __init__(self, board: Board, start: str, *, centre_entry: bool = False, no_move_rule: str = "loss"):
        values = OPTIONS.check(centre_entry=centre_entry, no_move_rule=no_move_rule)
        super().__init__(board)
        self.no_move_rule = values["no_move_rule"]
        if values["centre_entry"] and board.centre is None:
            raise ValueError(f"centre_entry needs a board with a centre; {board.name!r} has none")
        self.centre_entry = values["centre_entry"]
        c = board.centre
        self._centre = c
        self._centre_bit = 0 if c is None else 1 << c
        # for Mu Torere's rule: the neighbours of an outer point other than the centre
        self._side = [self._nbr[i] & ~self._centre_bit for i in range(self.n)]
        self._start = self.parse_position(start)
        if self._start.x.bit_count() != self._start.o.bit_count():
            raise ValueError(f"start {start!r} must give both players the same number of stones")
        self.stones = self._start.x.bit_count()

    def __repr__(self) -> str:
        return f"BlockadeGame({self.board.name!r}, start={self.format_position(self._start)!r})"

    def rules_key(self) -> str:
        """The start position, the centre-entry rule and the no-move rule."""
        return (f"start={self.format_position(self._start)};centre_entry={self.centre_entry};"
                f"no_move_rule={self.no_move_rule}")

    # ------------------------------------------------------------------ the Game protocol
    def initial(self) -> StonePosition:
        return self._start

    def result(self, p: StonePosition) -> None:
        """Always None: the game ends only when the player to move is blocked (``no_move_rule``)."""
        return None

    def moves(self, p: StonePosition) -> list[tuple[int, int]]:
        """Slides ``(from, to)`` of the player to move onto the empty point(s)."""
        x, o, t = p
        own, other = (x, o) if t == 0 else (o, x)
        blocked = 0
        if self.centre_entry:  # stones with no opponent beside them (off the centre) may not enter it
            side = self._side
            m = own
            while m:
                low = m & -m
                m ^= low
                if not side[low.bit_length() - 1] & other:
                    blocked |= low
        return self.slides(own, self._full & ~(x | o), blocked, self._centre_bit)

    def play(self, p: StonePosition, m) -> StonePosition:
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
            return StonePosition(x ^ (1 << i) ^ (1 << j), o, 1)
        return StonePosition(x, o ^ (1 << i) ^ (1 << j), 0)

    def stone_structure(self) -> dict:
        """The game as stones on cells, for compiled solvers (the ``stone_structure`` capability of
        :mod:`combgames.game`): slides only, no lines, Mu Torere's entry rule as a guarded centre."""
        guarded = self._centre_bit if self.centre_entry else 0
        return {"cells": self.n, "neighbours": tuple(self._nbr), "stones": (self.stones, self.stones), "lines": (),
                "placement": False, "no_move_rule": self.no_move_rule, "guarded": guarded,
                "witnesses": tuple(self._side) if guarded else ()}

    def positions(self) -> Iterator[StonePosition]:
        """Every placement of the stones (one empty point... or more), both players to move."""
        k = self.stones
        pts = range(self.n)
        for xs in combinations(pts, k):
            x = sum(1 << i for i in xs)
            for os_ in combinations([i for i in pts if not x >> i & 1], k):
                o = sum(1 << i for i in os_)
                yield StonePosition(x, o, 0)
                yield StonePosition(x, o, 1)

    # ------------------------------------------------------------------ text
    def parse_position(self, text: str) -> StonePosition:
        """Parse ``ROWS X|O`` (rows of the board from the top, cells x, o or .).

        Raises
        ------
        TypeError
            If ``text`` is not a string.
        PositionFormatError
            For a wrong number of rows or cells, an unknown character, a missing or bad player to move, other
            stone counts than the game's, no empty point, or a position that no legal slide leads to (the
            player who moved last has no stone that can have slid where it stands).
        """
        x, o, turn = self.read_stones(text, player_required=True)
        if getattr(self, "stones", None) is None:  # __init__ parses the start position
            if x | o == self._full:
                raise PositionFormatError(f"position text {text!r}: no empty point (a blockade game needs one)")
            return StonePosition(x, o, turn)
        problem = self._rules_problem(x, o, turn)
        if problem:
            raise PositionFormatError(f"position text {text!r}: {problem}")
        return StonePosition(x, o, turn)

    def _static_problem(self, x: int, o: int, t: int) -> str | None:
        """Other stone counts than the game's, or no empty point."""
        k = self.stones
        if (x.bit_count(), o.bit_count()) != (k, k):
            return (f"{x.bit_count()} x and {o.bit_count()} o stones, but each player has {k} on board "
                    f"{self.board.name!r}")
        if x | o == self._full:
            return "no empty point (a blockade game needs one)"
        return None


def pong_hau_ki(*, no_move_rule: str = "loss") -> BlockadeGame:
    """Return Pong Hau K'i: X on the top corners ``a``, ``b``, O on the bottom corners, the centre empty.

    The options are declared in :data:`PONG_HAU_KI_OPTIONS`.

    Examples
    --------
    >>> g = pong_hau_ki()
    >>> g.format_position(g.initial()), [g.format_move(m) for m in g.moves(g.initial())]
    ('xx/./oo X', ['a-o', 'b-o'])
    """
    values = PONG_HAU_KI_OPTIONS.check(no_move_rule=no_move_rule)
    return BlockadeGame(_boards.pong_hau_ki(), "xx/./oo X", **values)


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
    values = MU_TORERE_OPTIONS.check(centre_entry=centre_entry, no_move_rule=no_move_rule)
    return BlockadeGame(_boards.mu_torere(), "oo/oo/./xx/xx X", **values)


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
    code = game.symmetry_group.canonical_code  # the canonical key of the stones (x, o)

    def key_arr(x, o, swap):
        k = code((x, o))
        return min(k, code((o, x))) if swap else k

    def key_pos(x, o, t, swap):
        k = 2 * code((x, o)) + t
        return min(k, 2 * code((o, x)) + 1 - t) if swap else k

    every = list(game.positions())
    reach = sorted(explore(game, symmetry=False).positions)
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
    "pong-hau-ki": GameFactory(pong_hau_ki, PONG_HAU_KI_OPTIONS),
    "mu-torere": GameFactory(mu_torere, MU_TORERE_OPTIONS),
}
