"""The named permutation groups of boards: dihedral groups of squares, rectangles and regular polygons, and
cyclic groups.

Each function returns a :class:`~combgames.symmetry.CellGroup` whose elements carry the names used in the
sources: :func:`dihedral_square` (the 8 symmetries of an n x n grid: ``e``, ``R90``, ``R180``, ``R270``, ``H``,
``V``, ``D1``, ``D2``), :func:`dihedral_rectangle` (the 4 of an m x n grid), :func:`dihedral_polygon` (the 2s
symmetries of a regular s-gon board with a centre and rings of cells), :func:`cyclic_group` (the rotations of a
cycle of cells, whose orbits are necklaces).

References
----------
The symmetry names e, R90, R180, R270, H, V, D1, D2 follow U. Larsson and I. Rocha, "Eternal Picaria"
(seed ``000_673cd376e7bd542d.txt``, section "The number of positions in the second phase").
"""

from __future__ import annotations

from collections.abc import Sequence

from combgames.base.checks import check_int
from combgames.symmetry.group import CellGroup

__all__ = ["cyclic_group", "dihedral_polygon", "dihedral_rectangle", "dihedral_square"]


def dihedral_rectangle(m: int, n: int) -> CellGroup:
    """Return the symmetries of an m x n grid of cells numbered row-major (cell = n*row + col).

    For m = n these are the 8 of :func:`dihedral_square`; otherwise the 4 that keep the grid's shape: ``e``,
    ``R180`` (half turn), ``H`` (rows reversed) and ``V`` (columns reversed).

    Examples
    --------
    >>> dihedral_rectangle(2, 3).names, dihedral_rectangle(3, 3) == dihedral_square(3)
    (('e', 'R180', 'H', 'V'), True)
    """
    m = check_int(m, "m", minimum=1)
    n = check_int(n, "n", minimum=1)
    if m == n:
        return dihedral_square(n)
    maps = {
        "e": lambda r, c: n * r + c,
        "R180": lambda r, c: n * (m - 1 - r) + (n - 1 - c),
        "H": lambda r, c: n * (m - 1 - r) + c,
        "V": lambda r, c: n * r + (n - 1 - c),
    }
    return CellGroup([[f(r, c) for r in range(m) for c in range(n)] for f in maps.values()], names=list(maps),
                     check=False)


def dihedral_square(n: int) -> CellGroup:
    """Return the 8 symmetries of an n x n grid, cells numbered row-major (cell = n*row + col).

    Names: ``e`` identity, ``R90``, ``R180``, ``R270`` rotations, ``H`` the reflection in the horizontal
    axis (rows reversed), ``V`` in the vertical axis (columns reversed), ``D1`` the main diagonal
    (transpose), ``D2`` the anti-diagonal.

    Notes
    -----
    The seed (``000_673cd376e7bd542d.txt``, section 3) draws the board fixed by its "D1" with the
    anti-diagonal as mirror, i.e. our ``D2``; the counts do not depend on which diagonal is called which.

    Examples
    --------
    >>> G = dihedral_square(3)
    >>> G.order(), G.names
    (8, ('e', 'R90', 'R180', 'R270', 'H', 'V', 'D1', 'D2'))
    """
    n = check_int(n, "n", minimum=1)

    def perm(f) -> list[int]:
        return [f(r, c) for r in range(n) for c in range(n)]

    m = n - 1
    maps = {
        "e": lambda r, c: n * r + c,
        "R90": lambda r, c: n * (m - c) + r,
        "R180": lambda r, c: n * (m - r) + (m - c),
        "R270": lambda r, c: n * c + (m - r),
        "H": lambda r, c: n * (m - r) + c,
        "V": lambda r, c: n * r + (m - c),
        "D1": lambda r, c: n * c + r,
        "D2": lambda r, c: n * (m - c) + (m - r),
    }
    if n == 1:
        return CellGroup([[0]], names=["e"])
    return CellGroup([perm(f) for f in maps.values()], names=list(maps), check=False)


def cyclic_group(n: int) -> CellGroup:
    """Return the n rotations of n cells in a cycle (cell i -> i + k mod n), named ``r0`` .. ``r{n-1}``.

    Orbits of colourings under this group are necklaces.

    Examples
    --------
    >>> cyclic_group(4).names
    ('r0', 'r1', 'r2', 'r3')
    """
    n = check_int(n, "n", minimum=1)
    rows = [[(i + k) % n for i in range(n)] for k in range(n)]
    return CellGroup(rows, names=[f"r{k}" for k in range(n)], check=False)


def dihedral_polygon(s: int, *, rings: Sequence[int] = (0,), centre: bool = False) -> CellGroup:
    """Return the 2s symmetries of a regular s-gon board, acting on its cells.

    The board has an optional centre cell and rings of s cells each. Ring ``r`` sits at angular offset
    ``rings[r]`` half-steps: 0 for cells at the polygon's vertices (corners), 1 for cells at the midpoints of
    its sides. Cells are numbered: the centre first (if any), then ring by ring, counter-clockwise, cell
    ``k`` of a ring at angle ``(2k + offset) * pi / s``. Elements ``r0`` .. ``r{s-1}`` are the rotations
    by ``2 pi k / s``; ``s0`` .. ``s{s-1}`` the reflections (``sk`` is the rotation ``rk`` after the mirror
    in the axis through corner 0).

    With ``rings=(0,)`` and no centre the orbits of colourings are bracelets. The Picaria family of the
    seed (``000_673cd376e7bd542d.txt``, Figure 2: boards with s sides, a centre, corners and side
    midpoints) is ``dihedral_polygon(s, rings=(0, 1), centre=True)``.

    Parameters
    ----------
    s : int
        Number of sides, at least 1. For s <= 2 (degenerate polygons) symmetries that act identically on
        the cells are listed once, so the order can be less than 2s.
    rings : sequence of int
        Half-step offset of each ring, each 0 or 1.
    centre : bool
        Whether the board has a centre cell (fixed by every symmetry).

    Examples
    --------
    >>> G = dihedral_polygon(4, rings=(0, 1), centre=True)
    >>> G.order(), G.degree
    (8, 9)
    """
    s = check_int(s, "s", minimum=1)
    rings = tuple(rings)
    if not rings or any(o not in (0, 1) for o in rings):
        raise ValueError(f"rings must be a non-empty sequence of half-step offsets 0 or 1, not {rings!r}")
    base = 1 if centre else 0
    degree = base + s * len(rings)
    rows, names = [], []
    for reflect in (False, True):
        for k in range(s):
            row = [0] * degree
            for r, o in enumerate(rings):
                for j in range(s):
                    # position in half-steps 2j + o; reflection negates it, rotation adds 2k
                    image = (-(2 * j + o) if reflect else (2 * j + o)) + 2 * k
                    row[base + r * s + j] = base + r * s + ((image - o) // 2) % s
            rows.append(row)
            names.append(f"{'s' if reflect else 'r'}{k}")
    if s <= 2 and len({tuple(r) for r in rows}) < len(rows):
        # for s <= 2 distinct symmetries can act identically on the cells; keep each permutation once
        seen: dict[tuple[int, ...], str] = {}
        for row, name in zip(rows, names):
            seen.setdefault(tuple(row), name)
        rows, names = [list(r) for r in seen], list(seen.values())
    return CellGroup(rows, names=names)
