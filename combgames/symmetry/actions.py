"""Actions of cell groups on colourings (board positions): orbits, stabilisers, canonical tables.

A *colouring* of a board with n cells is a tuple ``c`` of n cell contents, e.g. 0 = empty, 1 = X, 2 = O.
A group element g (array form, see :mod:`combgames.symmetry.group`) maps ``c`` to ``c o g`` (cell i of the
image holds ``c[g[i]]``). A game *position* is a colouring plus data the symmetries leave alone, such as
the player to move: ``(colouring, mover)`` maps to ``(colouring o g, mover)``.

* orbit of c: ``{c o g : g in G}``; stabiliser of c: ``G_c = {g in G : c o g = c}``; the orbit-stabiliser
  theorem says ``|orbit(c)| * |G_c| = |G|``.
* :func:`empty_cell_orbits`: orbits of the empty cells under ``G_c``. Placing a stone on two cells of one
  such orbit gives positions in one orbit, so a search needs to try one cell per orbit.
* :class:`CanonicalTable`: the canonical form (least image) of *every* colouring of a small board with k
  colours, precomputed with numpy, for O(1) look-ups in solver hot loops.

Start with :func:`orbit`, :func:`stabilizer` and :func:`orbits`; :func:`colourings` enumerates the
colourings with k colours or with prescribed multiplicities.

Examples
--------
>>> from combgames.symmetry import dihedral_square
>>> G = dihedral_square(3)
>>> c = (0, 0, 0, 0, 1, 0, 0, 0, 0)            # X in the centre
>>> len(orbit(G, c)), len(stabilizer(G, c))
(1, 8)
>>> empty_cell_orbits(G, c)                     # corners and edge midpoints
[(0, 2, 6, 8), (1, 3, 5, 7)]
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator, Sequence

from combgames.base.checks import check_int, is_int

from combgames.symmetry.group import CellGroup

__all__ = [
    "CanonicalTable",
    "canonical_position",
    "cell_orbits",
    "colourings",
    "empty_cell_orbits",
    "orbit",
    "orbit_representatives",
    "orbits",
    "stabilizer",
]


def _check_colouring(group: CellGroup, colouring: Sequence) -> tuple:
    return group._cells(colouring)


def colourings(n: int, *, colours: int | None = None,
               multiplicities: Sequence[int] | None = None) -> Iterator[tuple[int, ...]]:
    """Yield every colouring of n cells, in lexicographic order.

    Give exactly one of ``colours`` (k: all k**n colourings with values 0..k-1) or ``multiplicities``
    ((m_0, m_1, ...) summing to n: value v on exactly m_v cells; n! / prod m_v! colourings).

    Raises
    ------
    ValueError
        If both or neither are given, or the multiplicities do not sum to n.

    Examples
    --------
    >>> list(colourings(3, multiplicities=(2, 1)))
    [(0, 0, 1), (0, 1, 0), (1, 0, 0)]
    >>> from math import factorial
    >>> sum(1 for _ in colourings(9, multiplicities=(4, 4, 1))) == factorial(9) // (factorial(4) ** 2)
    True
    """
    if (colours is None) == (multiplicities is None):
        raise ValueError("give exactly one of colours= and multiplicities=")
    check_int(n, "n (the number of cells)", minimum=0)
    if colours is not None:
        check_int(colours, "colours", minimum=1)
        import itertools

        yield from itertools.product(range(colours), repeat=n)
        return
    mult = check_multiplicities(n, multiplicities)
    counts = list(mult)
    current: list[int] = []

    def rec() -> Iterator[tuple[int, ...]]:
        if len(current) == n:
            yield tuple(current)
            return
        for v, left in enumerate(counts):
            if left:
                counts[v] -= 1
                current.append(v)
                yield from rec()
                current.pop()
                counts[v] += 1

    yield from rec()


def check_multiplicities(n: int, multiplicities: Sequence[int]) -> tuple[int, ...]:
    """The colour multiplicities of a colouring of ``n`` cells (how many cells get colour 0, 1, ...), checked:
    non-negative integers summing to n; a ValueError otherwise.

    A package-internal helper (not in ``__all__``), also used by :mod:`combgames.symmetry.counting`.

    Examples
    --------
    >>> check_multiplicities(4, [2, 1, 1])
    (2, 1, 1)
    """
    mult = tuple(multiplicities)
    if not all(is_int(m) and m >= 0 for m in mult):
        raise ValueError(f"multiplicities must be non-negative integers, not {mult!r}")
    if sum(mult) != n:
        raise ValueError(f"multiplicities must sum to the number of cells {n}, not {sum(mult)}: {mult!r}")
    return tuple(int(m) for m in mult)


def orbit(group: CellGroup, colouring: Sequence) -> set[tuple]:
    """Return the orbit ``{c o g : g in G}`` of a colouring, as a set of tuples."""
    return set(group.images(_check_colouring(group, colouring)))


def stabilizer(group: CellGroup, colouring: Sequence) -> CellGroup:
    """Return the stabiliser ``G_c = {g in G : c o g = c}`` of a colouring as a group (element names kept).

    The same as :meth:`CellGroup.stabilizer`, the one home of this computation.
    """
    return group.stabilizer(colouring)


def cell_orbits(group: CellGroup) -> list[tuple[int, ...]]:
    """Return the orbits of the cells under ``group`` (for example a stabiliser): sorted tuples, in order of
    their least cell."""
    parent = list(range(group.degree))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for g in group.permutations:
        for i, gi in enumerate(g):
            a, b = find(i), find(gi)
            if a != b:
                parent[max(a, b)] = min(a, b)
    classes: dict[int, list[int]] = {}
    for i in range(group.degree):
        classes.setdefault(find(i), []).append(i)
    return [tuple(v) for _, v in sorted(classes.items())]


def empty_cell_orbits(group: CellGroup, colouring: Sequence, empty: Hashable = 0) -> list[tuple[int, ...]]:
    """Return the orbits of the cells holding ``empty`` under the stabiliser of the colouring.

    Two empty cells in one orbit are equivalent moves for placement: the positions after placing the
    same stone on either are images of each other under an element of the stabiliser. So a search may try
    one cell per orbit. The converse holds for a stone of a colour not yet on the board; for a colour
    already present, cells of different orbits can still give equivalent positions (e.g. on a 6-cycle
    with one X, adding X next to it on either side), which canonical forms of the children then merge.
    """
    c = _check_colouring(group, colouring)
    return [o for o in cell_orbits(group.stabilizer(c)) if c[o[0]] == empty]


def orbits(group: CellGroup, colourings_: Iterable[Sequence]) -> list[list[tuple]]:
    """Partition a G-invariant set of colourings into orbits.

    Returns a list of orbits, each a sorted list of tuples, ordered by canonical form (the first tuple of
    each orbit is its canonical form).

    Raises
    ------
    ValueError
        If the set is not closed under the group (an image of one of its colourings is missing).
    """
    given = {_check_colouring(group, c) for c in colourings_}
    out = []
    done: set[tuple] = set()
    for c in sorted(given):
        if c in done:
            continue
        o = set(group.images(c))
        missing = o - given
        if missing:
            raise ValueError(f"the colourings are not closed under the group: {c!r} has image {min(missing)!r}")
        done |= o
        out.append(sorted(o))
    return out


def orbit_representatives(group: CellGroup, colourings_: Iterable[Sequence]) -> dict[tuple, int]:
    """Return ``{canonical form: number of the given colourings in its orbit}`` (no closure check)."""
    counts: dict[tuple, int] = {}
    for c in colourings_:
        key = group.canonical(_check_colouring(group, c))
        counts[key] = counts.get(key, 0) + 1
    return counts


def canonical_position(group: CellGroup, position: tuple[Sequence, Hashable]) -> tuple[tuple, Hashable]:
    """Return the canonical form of a position ``(colouring, mover)``: symmetries leave the mover alone.

    Examples
    --------
    >>> from combgames.symmetry import dihedral_square
    >>> canonical_position(dihedral_square(2), ((1, 0, 0, 0), 1))
    ((0, 0, 0, 1), 1)
    """
    try:
        colouring, mover = position
    except (TypeError, ValueError) as err:
        raise TypeError(f"a position must be a pair (colouring, mover), not {position!r}") from err
    return group.canonical(colouring), mover


class CanonicalTable:
    """Precomputed canonical forms of all k**n colourings of a small board (an index array).

    A colouring ``c`` (values 0..k-1) is encoded as the integer ``code(c) = sum c[i] * k**(n-1-i)``: the
    order of codes is the lexicographic order of tuples, so ``table[code(c)]`` is the code of the same
    canonical form as :meth:`CellGroup.canonical` returns (the least image).

    Parameters
    ----------
    group : CellGroup
    colours : int
        k, the number of cell values.
    max_size : int
        Refuse boards with more than this many colourings (memory: 8 bytes each).

    Attributes
    ----------
    table : numpy.ndarray of int64, shape (k**n,)
        Canonical code of every code.

    Examples
    --------
    >>> from combgames.symmetry import dihedral_square
    >>> T = CanonicalTable(dihedral_square(3), 3)
    >>> T.canonical((1, 0, 0, 0, 0, 0, 0, 0, 0)) == dihedral_square(3).canonical((1, 0, 0, 0, 0, 0, 0, 0, 0))
    True
    >>> T.number_of_orbits()
    2862
    """

    def __init__(self, group: CellGroup, colours: int, *, max_size: int = 1 << 24):
        check_int(colours, "colours", minimum=1)
        n, k = group.degree, colours
        size = k ** n
        if size > max_size:
            raise ValueError(f"{k}**{n} = {size} colourings exceed max_size={max_size}")
        self.group, self.colours, self.degree = group, k, n
        self._weights = [k ** (n - 1 - i) for i in range(n)]
        import numpy as np

        codes = np.arange(size, dtype=np.int64)
        weights = np.array(self._weights, dtype=np.int64)
        digits = (codes[:, None] // weights[None, :]) % k
        best = codes.copy()
        for g in group.elements:
            np.minimum(best, digits[:, g] @ weights, out=best)
        best.flags.writeable = False
        self.table = best
        self._list = best.tolist()
        # decoded canonical forms, one per orbit, so canonical() is two look-ups after encoding
        self._forms = {int(r): self.decode(int(r)) for r in np.unique(best)}

    def code(self, colouring: Sequence[int]) -> int:
        """Return the integer code of a colouring (values must be integers 0..k-1)."""
        if self.colours <= 10:
            text = "".join(map(str, colouring))
            if len(text) != len(colouring):  # a value with several digits or a sign
                self._check_values(colouring)
            return int(text, self.colours) if self.colours > 1 else 0
        return sum(v * w for v, w in zip(colouring, self._weights))

    def decode(self, code: int) -> tuple[int, ...]:
        """Return the colouring with the given code."""
        k = self.colours
        return tuple((code // w) % k for w in self._weights)

    def canonical_code(self, code: int) -> int:
        """Return the canonical code of a code (one list look-up)."""
        return self._list[code]

    def canonical(self, colouring: Sequence[int]) -> tuple[int, ...]:
        """Return the canonical form of a colouring, equal to ``group.canonical(colouring)``."""
        if len(colouring) != self.degree:
            raise ValueError(f"colouring must have {self.degree} cells, not {len(colouring)}")
        if self.colours > 10 or self.colours == 1:
            self._check_values(colouring)
        try:
            return self._forms[self._list[self.code(colouring)]]
        except (ValueError, IndexError, TypeError):
            self._check_values(colouring)
            raise

    def _check_values(self, colouring: Sequence[int]) -> None:
        """Raise ValueError unless every value of ``colouring`` is an integer 0..k-1."""
        for i, v in enumerate(colouring):
            if not (is_int(v) and 0 <= v < self.colours):
                raise ValueError(f"colouring values must be integers 0..{self.colours - 1}, not {v!r} "
                                 f"(cell {i})")

    def number_of_orbits(self) -> int:
        """Return the number of orbits of all k**n colourings (codes that are their own canonical code)."""
        import numpy as np

        return int(np.count_nonzero(self.table == np.arange(len(self.table))))
