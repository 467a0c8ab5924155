"""Tactix and TACTIX: Nim on a grid of counters, under normal or misere play, with the game's theory.

A position is a set of counters on the cells of an m x n grid; a move removes a run of consecutive present
counters in one row or one column. Piet Hein's TACTIX is the misere game on the full 4 x 4 board; Tactix is
the normal-play game on any subset of a grid (seeds/004_7c4ca64fa9fabca3.txt, "Tactix" and "TACTIX").

The package is layered so that its modules form no import cycle:

==========================================  ==========================================================
:mod:`~combgames.games.tactix.rules`        the rules (:class:`TactixRules`: board, moves, symmetry,
                                            notation) and the board text (:func:`parse_board`, ...)
:mod:`~combgames.games.tactix.values`       values by splitting into components and tables of all
                                            subsets, built on the rules
:mod:`~combgames.games.tactix.sshape`       the S-shape formula and programme (compiled in ``_kernels``)
:mod:`~combgames.games.tactix.staircase`    the programme of staircases (monotonic boards)
:mod:`~combgames.games.tactix.copying`      the copying strategies of the seed
:mod:`~combgames.games.tactix.alphabet`     the shapes a position's components reach (misere Tactix by
                                            components)
this package                                :class:`Tactix`, the rules answering ``nim_value``,
                                            ``outcome_class`` and ``winning_moves`` from the theory (so
                                            every solver values a board alike), and the boards built as
                                            games (:func:`staircase_game`, :func:`monotone_boards`)
==========================================  ==========================================================

The theory modules import the rules, never :class:`Tactix`; this package imports them.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Iterator, Sequence

from combgames.base.checks import check_int
from combgames.games.registration import GameFactory
from combgames.games.tactix.rules import (
    MAX_CELLS,
    OPTIONS,
    Position,
    TactixRules,
    board_mask,
    cells_of,
    column_name,
    format_board,
    move_masks,
    parse_board,
)
from combgames.games.tactix.staircase import compositions, staircase_cells

if TYPE_CHECKING:
    from combgames.games.tactix.values import TactixValuer

__all__ = ["GAMES", "MAX_CELLS", "OPTIONS", "Tactix", "TactixRules", "board_mask", "cells_of", "column_name",
           "format_board", "monotone_boards", "move_masks", "parse_board", "staircase_game"]


class Tactix(TactixRules):
    """Tactix (normal play) or TACTIX (misere play) on a subset of an m x n grid: the rules
    (:class:`~combgames.games.tactix.rules.TactixRules`, whose parameters it takes) with the values of the
    game's theory (:mod:`~combgames.games.tactix.values`).

    Examples
    --------
    >>> from combgames.solvers import grundy_value, outcome_class
    >>> grundy_value(Tactix(board="xx../.xxx"))
    5
    >>> outcome_class(Tactix(2, 2, convention="misere"))
    'P'
    """

    _CACHED = TactixRules._CACHED + ("valuer",)

    @cached_property
    def valuer(self) -> "TactixValuer":
        """The :class:`~combgames.games.tactix.values.TactixValuer` of this game (method "auto"), kept so that its
        tables serve every position asked; the solvers read it through :meth:`nim_value`, :meth:`outcome_class`
        and :meth:`winning_moves` (imported here, at first use: numpy and the tables stay unloaded until a value
        is asked)."""
        from combgames.games.tactix.values import TactixValuer

        return TactixValuer(self)

    def nim_value(self, p: Position) -> int:
        """The normal-play Grundy value of ``p``: components by theory (rows, S-shapes, staircases), memo search
        or compiled table, whichever costs least (:func:`combgames.games.tactix.values.plan`)."""
        return self.valuer.value(p)

    def outcome_class(self, p: Position) -> str:
        """``"N"`` or ``"P"`` under the game's convention (misere: whole-position search or the table)."""
        return self.valuer.outcome(p)

    def winning_moves(self, p: Position) -> list[int]:
        """The moves to a P-position under the game's convention."""
        return self.valuer.winning_moves(p)


def staircase_game(lengths: Sequence[int], *, convention: str = "normal") -> Tactix:
    """Return the monotonic board with these row lengths (:mod:`~combgames.games.tactix.staircase`) as a Tactix
    game on its bounding grid.

    Parameters
    ----------
    lengths : sequence of int
        Row lengths, each >= 1 (see :mod:`~combgames.games.tactix.staircase` for the shape).
    convention : {"normal", "misere"}
        Tactix (normal play, default) or TACTIX (misere play).

    Raises
    ------
    ValueError
        If a length is not a positive integer.

    Examples
    --------
    >>> game = staircase_game([3, 2])
    >>> game.format_position(game.initial())
    'xxx./..xx'
    """
    cells = staircase_cells(lengths)
    rows = cells[-1][0] + 1
    cols = cells[-1][1] + 1
    return Tactix(rows, cols, board_mask(cells, cols), convention=convention)


def monotone_boards(total: int, *, convention: str = "normal") -> Iterator[tuple[tuple[int, ...], Tactix]]:
    """Yield ``(row lengths, game)`` for every monotonic board with ``total`` counters.

    One board per composition of ``total`` (:func:`~combgames.games.tactix.staircase.compositions`, in its
    order): ``2 ** (total - 1)`` boards.

    Raises
    ------
    ValueError
        If ``total`` is not a positive integer.

    Examples
    --------
    >>> [(lengths, game.rows, game.cols) for lengths, game in monotone_boards(2)]
    [((2,), 1, 2), ((1, 1), 2, 1)]
    """
    check_int(total, "total", minimum=1)
    for lengths in compositions(total):
        yield lengths, staircase_game(lengths, convention=convention)


GAMES = {
    "tactix": GameFactory(Tactix, OPTIONS),
    "tactix-misere": GameFactory(Tactix, OPTIONS, fixed={"convention": "misere"}, base="tactix"),
}
