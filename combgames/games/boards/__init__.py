"""Boards of three-in-a-row and blockade games: points, move edges and winning lines from a drawing.

A *board* is a finite set of named points in the plane together with the straight segments drawn between
them. Everything a game needs is derived from that drawing:

- a *move edge* joins two points that are consecutive along a drawn segment (a stone slides along it);
- a *line* is a set of three points on one drawn segment: either three *consecutive* points (the default,
  "three in a row") or, with ``lines="any"``, any three points of the segment.

Two drawn segments may cross without a point at the crossing (the short diagonals of Picaria's 9-point board
cross its main diagonals); then there is no stop there. Points are numbered in *reading order*: from the top
row down, each row from left to right (rows are points with equal y, with y pointing up). For the 3 x 3
boards this is row-major numbering 0..8 from the top-left, the numbering used throughout the package.

Start with :func:`picaria` (the 9-point board of the seed ``000_673cd376e7bd542d.txt``, Figure 1), or
:func:`polygon_board` for its relatives with s sides. :meth:`Board.from_drawing` builds any other board from
points and segments.

The package: :mod:`~combgames.games.boards.board` (the :class:`Board` type, built from a drawing),
:mod:`~combgames.games.boards.named_boards` (the catalogue of built-in boards, :func:`make_board`),
:mod:`~combgames.games.boards.diagrams` (text pictures of boards and grids with their coordinates).

Built-in boards
---------------
===================================  ================================================================================
:func:`picaria`                      3 x 3 points; rows, columns, both main diagonals and the four short diagonals
                                     joining adjacent side midpoints (20 edges, 8 lines) [1]_, [2]_.
:func:`picaria13`                    the article's second board: :func:`picaria` plus the four points where the short
                                     diagonals cross the main diagonals (13 points) [2]_.
:func:`tapatan`                      Tapatan / Achi: rows, columns and main diagonals, no short diagonals.
:func:`three_mens_morris`            rows and columns only (orthogonal moves and lines).
:func:`three_mens_morris_diagonals`  orthogonal moves, the 8 lines of tic-tac-toe (rows, columns, diagonals).
:func:`polygon_board`                the s-sided relatives of Picaria (s = 4 is :func:`picaria`) [1]_, Figure 2.
:func:`pong_hau_ki`                  a square with both diagonals and one side (the top) missing; 5 points [3]_.
:func:`mu_torere`                    an octagon of 8 points (kewai) with spokes to the centre (putahi); 9 points.
===================================  ================================================================================

References
----------
.. [1] U. Larsson, I. Rocha, "Eternal Picaria", seed ``000_673cd376e7bd542d.txt`` (Introduction, Figure 1;
   Final Remarks, Figure 2).
.. [2] "Пикария" (Picaria), seed ``002_e4f40bb950069833.txt``, section "Оборудование" (equipment).
.. [3] P. D. Straffin, "Position Graphs for Pong Hau K'i and Mu Torere", Mathematics Magazine 68 (1995),
   cited as [2] by [1].

Examples
--------
>>> from combgames.games.boards import picaria
>>> b = picaria()
>>> len(b.points), len(b.edges), len(b.lines)
(9, 20, 8)
>>> (0, 4) in b.edges, (1, 3) in b.edges, (0, 2) in b.edges
(True, True, False)
>>> print(b.diagram())
a3 - b3 - c3
|  X |  X |
a2 - b2 - c2
|  X |  X |
a1 - b1 - c1
"""

from combgames.games.boards.board import LINE_RULES, Board
from combgames.games.boards.diagrams import column_name, grid_diagram, with_coordinates
from combgames.games.boards.named_boards import (POLYGON_MAX, board_names, make_board, mu_torere, picaria, picaria13,
                                                 polygon_board, pong_hau_ki, tapatan, three_mens_morris,
                                                 three_mens_morris_diagonals)

__all__ = [
    "Board",
    "LINE_RULES",
    "POLYGON_MAX",
    "board_names",
    "column_name",
    "grid_diagram",
    "make_board",
    "mu_torere",
    "picaria",
    "picaria13",
    "polygon_board",
    "pong_hau_ki",
    "tapatan",
    "three_mens_morris",
    "three_mens_morris_diagonals",
    "with_coordinates",
]
