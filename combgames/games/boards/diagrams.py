"""Text pictures of boards and grids, with their coordinates.

:func:`grid_diagram` draws a rectangular grid of cell texts with the toolkit's one convention for square grids
(columns ``a, b, ...`` from the left, named by :func:`column_name`, rows numbered from 1 at the bottom, so ``a1``
is the bottom-left cell); :func:`with_coordinates` frames any text picture with row and column names;
:func:`board_diagram` draws a :class:`~combgames.games.boards.Board` from its drawing (what
:meth:`Board.diagram <combgames.games.boards.Board.diagram>` shows).
"""

from __future__ import annotations

import re
from typing import Mapping, Sequence

from combgames.base.checks import check_int, check_one_of

__all__ = ["board_diagram", "column_name", "grid_diagram", "with_coordinates"]


def board_diagram(points: Sequence[str], rows: Sequence[Sequence[int]], edges: Sequence[tuple[int, int]],
                  grid: tuple[int, list[tuple[int, int]]] | None, labels: Sequence[str] | None = None) -> str:
    """Return a text picture of a board given by its point names, rows of points (top row first) and move edges.

    ``grid`` is ``(n, [(row, column) of each point])`` when the points form an n x n grid, else None
    (:meth:`Board.square_grid <combgames.games.boards.Board.square_grid>`).

    Boards whose points form a square grid (the 3 x 3 boards) are drawn with their edges (``-``, ``|``,
    ``\\``, ``/``; an ``X`` marks two crossing diagonals); other boards list each row of points.

    Parameters
    ----------
    labels : sequence of str, optional
        What to print at each point (default the point names); all labels are padded to one width.

    Raises
    ------
    ValueError
        If ``labels`` does not give one label per point.
    """
    named = labels is not None
    labels = list(points if labels is None else labels)
    if len(labels) != len(points):
        raise ValueError(f"labels must give one label per point: {len(labels)} for {len(points)} points")
    width = max(len(s) for s in labels)
    labels = [s.ljust(width) for s in labels]
    if grid is None:
        out = []
        for row in rows:  # each label after its point's name, so every point can be told
            out.append("   ".join(f"{points[i]} {labels[i]}" if named else labels[i] for i in row))
        edge_text = ", ".join(f"{points[u]}-{points[v]}" for u, v in edges)
        return "\n".join(out + [f"edges: {edge_text}"])
    n, pos = grid
    cell = width + 3
    lines_out = []
    es = set(edges)
    at = {rc: i for i, rc in enumerate(pos)}
    for r in range(n):
        row_txt = ""
        for c in range(n):
            i = at[(r, c)]
            row_txt += labels[i]
            if c < n - 1:
                row_txt += " - " if (min(i, at[(r, c + 1)]), max(i, at[(r, c + 1)])) in es else "   "
        lines_out.append(row_txt.rstrip())
        if r < n - 1:
            between = [" "] * (n * cell)
            for c in range(n):
                i, below = at[(r, c)], at[(r + 1, c)]
                if (min(i, below), max(i, below)) in es:
                    between[c * cell] = "|"
                if c < n - 1:
                    a, d = at[(r, c)], at[(r + 1, c + 1)]
                    b, e = at[(r, c + 1)], at[(r + 1, c)]
                    down = (min(a, d), max(a, d)) in es
                    up = (min(b, e), max(b, e)) in es
                    mid = c * cell + (cell + 1) // 2
                    between[mid] = "X" if down and up else "\\" if down else "/" if up else " "
            lines_out.append("".join(between).rstrip())
    frame = _grid_coordinates(points, n, pos) if named else None
    if frame is None:
        return "\n".join(lines_out)
    row_names, column_names = frame
    return with_coordinates(lines_out, {2 * r: name for r, name in enumerate(row_names)},
                            {c * cell: name for c, name in enumerate(column_names)})


def with_coordinates(picture: Sequence[str], rows: Mapping[int, str], columns: Mapping[int, str], *,
                     columns_above: bool = False) -> str:
    """The lines of a text ``picture`` framed by coordinates: the row names ``rows`` ({line index: name}) right
    aligned at the left of their lines, and the column names ``columns`` ({character offset in the picture:
    name}) on a line under the picture (over it with ``columns_above``).

    Examples
    --------
    >>> print(with_coordinates([". x", "o ."], {0: "2", 1: "1"}, {0: "a", 2: "b"}))
    2 . x
    1 o .
      a b
    """
    width = max((len(name) for name in rows.values()), default=0)
    out = [f"{rows.get(k, '').rjust(width)} {line}".rstrip() for k, line in enumerate(picture)]
    end = max((at + len(name) for at, name in columns.items()), default=0)
    under = [" "] * end
    for at, name in columns.items():
        under[at:at + len(name)] = name
    names = " " * (width + 1) + "".join(under).rstrip()
    return "\n".join([names] + out if columns_above else out + [names])


def grid_diagram(cells: Sequence[Sequence[str]], *, a1: str = "bottom", capitals: bool = False) -> str:
    """A rectangular grid of cell texts (``cells[r][c]``, row r from the top) with its coordinates.

    The toolkit's one convention for square grids (``a1="bottom"``): columns ``a, b, ...`` from the left
    (:func:`column_name`), written under the board, and rows numbered from 1 at the bottom, written at the
    left, so ``a1`` is the bottom-left cell, as on a chess board. ``a1="top"`` numbers the rows from the top
    and writes the column names over the board: the convention of the Hex boards, whose cells are named
    ``A1`` from the top left (``capitals=True`` writes the column names in capitals).

    Examples
    --------
    >>> print(grid_diagram([["x", ".", "."], [".", "o", "."], [".", ".", "."]]))
    3 x . .
    2 . o .
    1 . . .
      a b c
    """
    check_one_of(a1, "a1", ("bottom", "top"))
    n_rows = len(cells)
    n_cols = max((len(row) for row in cells), default=0)
    names = [column_name(c).upper() if capitals else column_name(c) for c in range(n_cols)]
    width = max([len(s) for row in cells for s in row] + [len(s) for s in names] + [1])
    lines = [" ".join(s.ljust(width) for s in row).rstrip() for row in cells]
    numbers = {r: str(n_rows - r if a1 == "bottom" else r + 1) for r in range(n_rows)}
    return with_coordinates(lines, numbers, {c * (width + 1): name for c, name in enumerate(names)},
                            columns_above=a1 == "top")


def column_name(c: int) -> str:
    """The name of column c (0-based) of a grid: a, b, ..., z, aa, ab, ... (spreadsheet style).

    Examples
    --------
    >>> [column_name(c) for c in (0, 25, 26, 27, 701, 702)]
    ['a', 'z', 'aa', 'ab', 'zz', 'aaa']
    """
    c = check_int(c, "column", minimum=0)
    name = ""
    c += 1
    while c:
        c, rem = divmod(c - 1, 26)
        name = chr(ord("a") + rem) + name
    return name


def _grid_coordinates(points: Sequence[str], n: int, pos: list[tuple[int, int]]) -> tuple[list[str], list[str]] | None:
    """The row numbers (top row first) and column letters of an n x n grid board whose points are named
    algebraically (column letters, then the row number), else None."""
    rows: list[set[str]] = [set() for _ in range(n)]
    columns: list[set[str]] = [set() for _ in range(n)]
    for name, (r, c) in zip(points, pos):
        parts = re.fullmatch(r"([a-z]+)([0-9]+)", name)
        if parts is None:
            return None
        columns[c].add(parts[1])
        rows[r].add(parts[2])
    if any(len(s) != 1 for s in rows + columns):
        return None
    return [s.pop() for s in rows], [s.pop() for s in columns]
