"""Transcriptions of A. Schepler, "A three-player connection game" (seeds/003_4502657011210c81.txt).

A mailing-list post proposing a three-player Chameleon-style connection game on the 6 x 6 hex torus. This
module holds what the text shows, as printed: its loop diagrams, its tilted plots of the loop classes (the
asterisks, the sextant and the parity assignment), its example board, and the sextant rules as printed
under the diagram. It holds no verdicts: the reproduce table (``combgames reproduce``, rows
``topology.*``) and ``tests/published/test_003_torus.py`` compare them with what :mod:`topology` and
:mod:`combgames.games.torus` compute.

Reading the transcriptions. The archive collapsed the diagrams' spacing, so each row is kept as a string
of white-space separated tokens:

- board diagrams (:data:`FIRST_LOOPS`, :data:`SECOND_LOOPS`, :data:`EXAMPLE_BOARD`): rows 1..6 top to
  bottom, six tokens per board, boards side by side; ``x`` is a stone. :func:`diagram_cells` reads the
  stones of one board, :func:`loop_cells` puts a drawn loop in loop order (:func:`topology.cycle_order`).
- tilted plots (:data:`ASTERISK_PLOT`, :data:`SEXTANT_DIAGRAM`, :data:`PARITY_DIAGRAM`): rows y = 4 ..
  -4, each listing the points (x, y) of hex norm <= 4 in increasing x, the layout of
  :func:`topology.tilted_plot`; read them with :func:`topology.read_tilted_plot`.

The text's names map to ours as follows: its (x, y) is :class:`topology.LoopClass`; Vert, Horz and Diag
are players 0, 1, 2 (:data:`topology.PLAYER_NAMES`); a cell "C4" is column C, row 4 as in
:meth:`topology.Surface.cell`.

The printed sextant rules (:data:`PRINTED_SEXTANT_RULE_TEXT`) are transcribed as predicates
(:data:`PRINTED_SEXTANT_RULES`) and applied by :func:`sextant_printed_owners`, which returns every player
whose printed rule matches a class; :data:`topology.SEXTANT_RULES` are the rules of the diagram that
:mod:`topology` uses.

Examples
--------
>>> from combgames.sources.three_player_torus import FIRST_LOOPS, loop_cells
>>> from topology import cycle_element
>>> surface, cells = loop_cells(FIRST_LOOPS, 2)     # the "Diag" loop
>>> [surface.cell_name(c) for c in cells], str(cycle_element(surface, cells))
(['B1', 'C6', 'D5', 'E4', 'F3', 'A2'], '(1,1)')
"""

from __future__ import annotations

from typing import Callable

from combgames.base.checks import check_int
from topology import (
    LoopClass,
    Surface,
    cycle_order,
    hex_torus,
    matching_players,
    opposite_signs,
    rule_owner,
    same_sign,
)

__all__ = [
    "ASTERISK_PLOT",
    "EXAMPLE_BOARD",
    "FIRST_LOOPS",
    "FIRST_LOOP_NAMES",
    "PARITY_DIAGRAM",
    "PLOT_LEGEND",
    "PRINTED_SEXTANT_RULES",
    "PRINTED_SEXTANT_RULE_TEXT",
    "SECOND_LOOPS",
    "SEED",
    "SEXTANT_DIAGRAM",
    "diagram_cells",
    "loop_cells",
    "sextant_printed_owner",
    "sextant_printed_owners",
]

SEED = "003_4502657011210c81.txt"

#: "three simple ways to form a non-trivial loop, each of minimum length n": three 6 x 6 boards side by
#: side, rows 1..6, captioned Vert, Horz, Diag.
FIRST_LOOPS = [
    ". . x . . . . . . . . . . x . . . .",
    ". . x . . . . . . . . . x . . . . .",
    ". . x . . . . . . . . . . . . . . x",
    ". . x . . . . . . . . . . . . . x .",
    ". . x . . . x x x x x x . . . x . .",
    ". . x . . . . . . . . . . . x . . .",
]
FIRST_LOOP_NAMES = ("Vert", "Horz", "Diag")
#: "A few more:" three more loops (the text gives their pairs after defining them).
SECOND_LOOPS = [
    ". x . . x . . . x x . . . . x x . .",
    "x . . x . . x x . . . . . . . x x .",
    "x . . x . . . . . . x x . . . . x x",
    ". . x . . x . . x x . . x . . . . x",
    ". . x . . x x x . . . . x x . . . .",
    ". x . . x . . . . . x x . x x . . .",
]
#: The tilted plot of the classes: rows y = 4 .. -4.
ASTERISK_PLOT = [
    ". * . * .",
    "* . * * . *",
    ". * . * . * .",
    "* * * * * * * *",
    ". . . * O * . . .",
    "* * * * * * * *",
    ". * . * . * .",
    "* . * * . *",
    ". * . * .",
]
#: The plot's legend, as printed.
PLOT_LEGEND = {".": "no new cycle, x and y not relatively prime", "*": "non-trivial cycle", "O": "origin"}
#: "Sextant Method": each class marked with its owner's letter (V, H, D), rows y = 4 .. -4.
SEXTANT_DIAGRAM = [
    ". V . V .",
    "H . V V . D",
    ". H . V . D .",
    "H H H V D D D D",
    ". . . H O H . . .",
    "D D D D V H H H",
    ". D . V . H .",
    "D . V V . H",
    ". V . V .",
]
#: "Parity Method": each class marked with its owner's letter, rows y = 4 .. -4.
PARITY_DIAGRAM = [
    ". H . H .",
    "D . D V . V",
    ". H . H . H .",
    "D V D V D V D V",
    ". . . H O H . . .",
    "V D V D V D V H",
    ". H . H . H .",
    "V . V D . D",
    ". H . H .",
]
#: The simultaneous-loops example: one 6 x 6 board, rows 1..6 (x stones only).
EXAMPLE_BOARD = [
    "x . x . . .",
    "x x . . . .",
    ". x x x . .",
    ". . . . x x",
    "x . x . . x",
    "x . x . . .",
]

#: The sextant rules as printed under the Sextant Method diagram, one line per player (Vert, Horz, Diag).
PRINTED_SEXTANT_RULE_TEXT = (
    "V: x=0 or y and (y-x) have same sign",
    "H: y=0 or x and y have opposite signs",
    "D: x-y=0 or x and (x-y) have same sign",
)


def _printed_vert(x: int, y: int) -> bool:
    return x == 0 or same_sign(y, y - x)


def _printed_horz(x: int, y: int) -> bool:
    return y == 0 or opposite_signs(x, y)


def _printed_diag(x: int, y: int) -> bool:
    return x - y == 0 or same_sign(x, x - y)


#: :data:`PRINTED_SEXTANT_RULE_TEXT` as predicates ``rule(x, y) -> bool`` (zero has no sign).
PRINTED_SEXTANT_RULES: tuple[Callable[[int, int], bool], ...] = (_printed_vert, _printed_horz, _printed_diag)


def sextant_printed_owners(c: LoopClass | tuple[int, int]) -> frozenset[int]:
    """Return every player (0 Vert, 1 Horz, 2 Diag) whose sextant rule, as printed, matches the class.

    The printed rules need not give a class to exactly one player; :func:`topology.sextant_owner` is the
    library's sextant method.

    Examples
    --------
    >>> from combgames.sources.three_player_torus import sextant_printed_owners
    >>> sorted(sextant_printed_owners((1, 2))), sorted(sextant_printed_owners((1, 0)))
    ([0], [1, 2])
    """
    return matching_players(c, PRINTED_SEXTANT_RULES)


def sextant_printed_owner(c: LoopClass | tuple[int, int]) -> int:
    """Return the one player whose printed sextant rule matches the primitive class ``c``.

    (This was the assignment method ``"sextant-printed"`` of earlier versions.)

    Raises
    ------
    ValueError
        If ``c`` is not primitive, or the printed rules give it to more than one player (or to none).

    Examples
    --------
    >>> from combgames.sources.three_player_torus import sextant_printed_owner
    >>> sextant_printed_owner((1, 2))
    0
    """
    return rule_owner(c, PRINTED_SEXTANT_RULES)


def diagram_cells(rows: list[str], board: int = 0, n: int = 6) -> set[int]:
    """Return the cells holding an ``x`` in board number ``board`` (0-based) of a side-by-side diagram.

    Cell indices are those of :func:`topology.hex_torus` (n): row r, column c is ``r * n + c``.

    Raises
    ------
    ValueError
        If ``board`` is negative, the diagram does not have n rows, or a row is too short for that board.

    Examples
    --------
    >>> from combgames.sources.three_player_torus import EXAMPLE_BOARD, diagram_cells
    >>> len(diagram_cells(EXAMPLE_BOARD))
    14
    """
    board = check_int(board, "board", minimum=0)
    n = check_int(n, "n", minimum=3)
    if len(rows) != n:
        raise ValueError(f"a diagram of {n} x {n} boards must have {n} rows, not {len(rows)}")
    cells = set()
    for r, line in enumerate(rows):
        tokens = line.split()[board * n:(board + 1) * n]
        if len(tokens) != n:
            raise ValueError(f"diagram row {r + 1} has no board number {board} of {n} cells: {line!r}")
        cells.update(r * n + c for c, token in enumerate(tokens) if token == "x")
    return cells


def loop_cells(rows: list[str], board: int, n: int = 6) -> tuple[Surface, list[int]]:
    """Return the n x n hex torus and the cells of the loop drawn as board ``board`` (0-based), in loop order.

    The order is :func:`topology.cycle_order`'s: from the least cell, first to its first listed neighbour.

    Raises
    ------
    ValueError
        If the drawn cells do not form a loop (see :func:`topology.cycle_order`).
    """
    surface = hex_torus(n)
    return surface, cycle_order(surface, diagram_cells(rows, board, n))
