"""Permutation groups on the cells of a board, stored as numpy index arrays for hot loops.

A :class:`CellGroup` of degree n holds its elements as an integer array of shape (|G|, n). Row ``g`` is
the permutation i -> g[i] of the cells 0..n-1. Group theory that needs more than a list of elements
(orders of huge groups, Schreier-Sims, stabiliser chains) is left to ``sympy.combinatorics``:
:meth:`CellGroup.to_sympy` and :meth:`CellGroup.from_sympy` convert both ways.

Conventions
-----------
*Composition.* For index arrays ``g[h]`` is the permutation i -> g[h[i]]: first h, then g. In sympy's
notation (``p*q`` is "first p, then q") the same permutation is ``Permutation(h) * Permutation(g)``.
:meth:`CellGroup.compose` follows the index-array order.

*Action on colourings.* A colouring (position) is a length-n sequence ``c`` of cell contents. The image
of ``c`` under ``g`` is ``c o g``: cell i of the image holds ``c[g[i]]``. On a bitmask, bit i of the image
is bit g[i] of the mask. The set of images of ``c`` is its orbit, whichever convention is used.

*Canonical form.* The canonical form of a colouring is the lexicographically least image (for bitmask
tuples, the least tuple of image masks); it is constant on orbits and picks one representative per orbit.

*Canonical keys of bitmask positions* (the one scheme every board game uses). A position stored as k cell
bitmasks (X's cells, O's cells, ...) has the key :meth:`CellGroup.canonical_code`: its least image tuple packed
into one integer, the image of ``masks[0]`` in the highest bits (so integer order is tuple order).
:meth:`CellGroup.mask_canonizer` returns the same function specialised for k masks, for hot loops: small groups
look images up in per-element tables of chunks of the mask (chunks as wide as memory allows: one look-up per
mask on boards of up to 14 or so cells), large groups (more than 64 elements) take the minimum over all
elements at once with numpy.

Start with :func:`dihedral_square` (the 8 symmetries of an n x n grid), :func:`dihedral_rectangle` (the 4 of an
m x n grid), :func:`dihedral_polygon` (the 2s symmetries of a regular s-gon board), :func:`cyclic_group`, or
:meth:`CellGroup.generate`. The automorphism
group of an arbitrary board is computed in :mod:`combgames.symmetry.automorphisms`.

References
----------
The symmetry names e, R90, R180, R270, H, V, D1, D2 follow U. Larsson and I. Rocha, "Eternal Picaria"
(seed ``000_673cd376e7bd542d.txt``, section "The number of positions in the second phase").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import cached_property
from operator import itemgetter

import numpy as np

from groundwork.checks import check_int, is_int

__all__ = ["CellGroup", "cyclic_group", "dihedral_polygon", "dihedral_rectangle", "dihedral_square"]

_SMALL_ORDER = 64
"""Groups up to this order compute canonical keys with look-up tables; larger ones with numpy."""

_TABLE_BUDGET = 1 << 18
"""Most look-up table entries kept per group (about 9 MB of Python ints)."""


class _UnknownElementName(KeyError, ValueError):
    """No group element has the given name (a KeyError for look-ups, a ValueError for bad input)."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


class CellGroup:
    """A finite permutation group acting on cells 0..n-1, with element names and fast canonical forms.

    Parameters
    ----------
    elements : array_like of shape (order, degree)
        Every element of the group (not just generators), identity included. Use :meth:`generate` to
        close a set of generators.
    names : sequence of str, optional
        A name per element (e.g. ``"R90"``); defaults to ``"g0", "g1", ...``.
    check : bool, optional
        Verify that the rows are distinct permutations closed under composition (default True). The
        closure check costs O(|G|^2 n); constructors that build a group correctly pass ``check=False``.

    Raises
    ------
    ValueError
        If a row is not a permutation of 0..n-1, rows repeat, or the rows are not closed under composition.

    Examples
    --------
    >>> G = CellGroup.generate([[1, 2, 3, 0]])
    >>> G.order(), G.canonical((1, 0, 0, 0))
    (4, (0, 0, 0, 1))
    """

    def __init__(self, elements: Sequence[Sequence[int]] | np.ndarray, names: Sequence[str] | None = None,
                 *, check: bool = True):
        perms = np.array(elements, dtype=np.int64)
        if perms.ndim != 2 or perms.shape[0] == 0:
            raise ValueError(f"elements must be a non-empty (order, degree) array, not shape {perms.shape}")
        n = perms.shape[1]
        if check:
            for k, row in enumerate(perms):
                if sorted(row.tolist()) != list(range(n)):
                    raise ValueError(f"element {k} is not a permutation of 0..{n - 1}: {row.tolist()}")
            keys = {row.tobytes() for row in perms}
            if len(keys) != len(perms):
                raise ValueError("elements must be distinct")
            for g in perms:
                products = g[perms]
                for row in products:
                    if row.tobytes() not in keys:
                        raise ValueError("elements are not closed under composition; use CellGroup.generate")
        perms.flags.writeable = False
        self.elements = perms
        self.names = tuple(names) if names is not None else tuple(f"g{k}" for k in range(len(perms)))
        if len(self.names) != len(perms):
            raise ValueError(f"names must give one name per element: {len(self.names)} names, {len(perms)} elements")
        if len(set(self.names)) != len(self.names):
            raise ValueError(f"names must be distinct, not {self.names}")
        self._tuples = [tuple(int(x) for x in row) for row in perms]
        self._index = {t: k for k, t in enumerate(self._tuples)}
        # itemgetter(*g)(c) builds the tuple c o g in C; a 1-cell board needs the 1-tuple by hand.
        self._getters = [itemgetter(*g) if n > 1 else (lambda c, _g=g[0]: (c[_g],)) for g in self._tuples]

    # ------------------------------------------------------------------ construction
    @classmethod
    def generate(cls, generators: Iterable[Sequence[int]], degree: int | None = None, *,
                 names: Sequence[str] | None = None, max_order: int = 1_000_000) -> "CellGroup":
        """Return the group generated by ``generators`` (closure by breadth-first search).

        Parameters
        ----------
        generators : iterable of sequences of int
            Permutations of 0..degree-1 (array form: g[i] is the image of i).
        degree : int, optional
            Required when there are no generators (the trivial group).
        names : sequence of str, optional
            Names for the elements, in the sorted (lexicographic) element order used here.
        max_order : int
            Refuse to list more elements than this (use :meth:`to_sympy`-style group theory instead).

        Raises
        ------
        ValueError
            If a generator is not a permutation of 0..degree-1 or the group exceeds ``max_order``.
        """
        gens = [np.array(g, dtype=np.int64) for g in generators]
        if degree is None:
            if not gens:
                raise ValueError("degree must be given when there are no generators")
            degree = len(gens[0])
        for k, g in enumerate(gens):
            if g.ndim != 1 or sorted(g.tolist()) != list(range(degree)):
                raise ValueError(f"generator {k} is not a permutation of 0..{degree - 1}: {g.tolist()}")
        identity = np.arange(degree, dtype=np.int64)
        seen = {identity.tobytes(): identity}
        frontier = [identity]
        while frontier:
            nxt = []
            for g in frontier:
                for s in gens:
                    h = s[g]
                    key = h.tobytes()
                    if key not in seen:
                        seen[key] = h
                        nxt.append(h)
                        if len(seen) > max_order:
                            raise ValueError(f"the group has more than max_order={max_order} elements")
            frontier = nxt
        elements = sorted(seen.values(), key=lambda a: a.tolist())
        return cls(np.array(elements), names=names, check=False)

    @classmethod
    def from_sympy(cls, group, *, names: Sequence[str] | None = None,
                   max_order: int = 1_000_000) -> "CellGroup":
        """Return the elements of a sympy ``PermutationGroup`` as a :class:`CellGroup`.

        The element order is lexicographic in array form (the identity first).

        Raises
        ------
        TypeError
            If ``group`` is not a sympy ``PermutationGroup``.
        ValueError
            If the group has more than ``max_order`` elements.

        Examples
        --------
        >>> from sympy.combinatorics.named_groups import DihedralGroup
        >>> CellGroup.from_sympy(DihedralGroup(5)).order()
        10
        """
        from sympy.combinatorics import PermutationGroup

        if not isinstance(group, PermutationGroup):
            raise TypeError(f"group must be a sympy PermutationGroup, not {type(group).__name__}")
        order = int(group.order())
        if order > max_order:
            raise ValueError(f"the group has {order} elements, more than max_order={max_order}")
        rows = sorted(list(p.array_form) for p in group.generate())
        return cls(rows, names=names, check=False)

    def to_sympy(self):
        """Return the group as a sympy ``PermutationGroup`` on 0..n-1 (generated by all elements).

        Sympy's ``Permutation(g)`` maps i to g[i], as a row here does.

        Examples
        --------
        >>> dihedral_square(3).to_sympy().order()
        8
        """
        from sympy.combinatorics import Permutation, PermutationGroup

        return PermutationGroup([Permutation(list(g), size=self.degree) for g in self._tuples])

    def with_names(self, names: Sequence[str]) -> "CellGroup":
        """Return the same group with other element names."""
        return CellGroup(self.elements, names=names, check=False)

    def named_like(self, reference: "CellGroup") -> "CellGroup":
        """Return this group, rows reordered and named as in ``reference``, which must have the same elements.

        Use it to give a computed group (e.g. an automorphism group) the names of a declared one.

        Raises
        ------
        ValueError
            If the two groups do not have the same elements.
        """
        if self.degree != reference.degree or set(self._tuples) != set(reference._tuples):
            raise ValueError(f"{self!r} and {reference!r} do not have the same elements; cannot transfer names")
        return CellGroup(reference.elements, names=reference.names, check=False)

    # ------------------------------------------------------------------ basic structure
    @property
    def degree(self) -> int:
        """The number of cells acted on."""
        return int(self.elements.shape[1])

    def order(self) -> int:
        """Return the number of elements |G| (a method, as for sympy's groups)."""
        return int(self.elements.shape[0])

    def __len__(self) -> int:
        return self.order()

    def __repr__(self) -> str:
        return f"CellGroup(order={self.order()}, degree={self.degree})"

    def __eq__(self, other: object) -> bool:
        """Groups are equal when they have the same degree and the same set of elements (names ignored)."""
        if not isinstance(other, CellGroup):
            return NotImplemented
        return self.degree == other.degree and set(self._tuples) == set(other._tuples)

    def __hash__(self) -> int:
        return hash((self.degree, frozenset(self._tuples)))

    def element(self, name: str) -> tuple[int, ...]:
        """Return the element called ``name`` as a tuple (array form).

        Raises
        ------
        KeyError, ValueError
            If no element has that name (the error is both, so either can be caught).
        """
        try:
            return self._tuples[self.names.index(name)]
        except ValueError:
            raise _UnknownElementName(f"no element named {name!r}; names are {self.names}") from None

    def index(self, permutation: Sequence[int]) -> int:
        """Return the row number of ``permutation`` (array form) in this group.

        Raises
        ------
        ValueError
            If the permutation is not an element of the group.
        """
        key = tuple(int(x) for x in permutation)
        if key not in self._index:
            raise ValueError(f"{list(key)} is not an element of {self!r}")
        return self._index[key]

    def __contains__(self, permutation: object) -> bool:
        try:
            return tuple(int(x) for x in permutation) in self._index  # type: ignore[union-attr]
        except TypeError:
            return False

    @property
    def identity(self) -> int:
        """The row number of the identity element."""
        return self._index[tuple(range(self.degree))]

    def compose(self, g: int, h: int) -> int:
        """Return the row number of g o h (first h, then g: i -> g[h[i]]); arguments are row numbers."""
        return self._index[tuple(self._tuples[g][i] for i in self._tuples[h])]

    def inverse(self, g: int) -> int:
        """Return the row number of the inverse of element ``g``."""
        inv = [0] * self.degree
        for i, gi in enumerate(self._tuples[g]):
            inv[gi] = i
        return self._index[tuple(inv)]

    def cycles(self, g: int) -> list[tuple[int, ...]]:
        """Return the cycles of element ``g`` (including fixed points), each starting at its least cell."""
        perm = self._tuples[g]
        seen = [False] * self.degree
        out = []
        for start in range(self.degree):
            if seen[start]:
                continue
            cycle = []
            i = start
            while not seen[i]:
                seen[i] = True
                cycle.append(i)
                i = perm[i]
            out.append(tuple(cycle))
        return out

    def cycle_type(self, g: int) -> dict[int, int]:
        """Return {cycle length: number of cycles} of element ``g``; the lengths sum to the degree."""
        counts: dict[int, int] = {}
        for cycle in self.cycles(g):
            counts[len(cycle)] = counts.get(len(cycle), 0) + 1
        return dict(sorted(counts.items()))

    # ------------------------------------------------------------------ action on colourings
    def _cells(self, colouring: Sequence) -> tuple:
        """``colouring`` as a tuple, checked to have one value per cell."""
        c = colouring if type(colouring) is tuple else tuple(colouring)
        if len(c) != self.degree:
            raise ValueError(f"colouring must have {self.degree} cells (the group's degree), not {len(c)}: "
                             f"{colouring!r}")
        return c

    def images(self, colouring: Sequence) -> list[tuple]:
        """Return the image ``c o g`` of a colouring under every element, in element order."""
        c = self._cells(colouring)
        return [f(c) for f in self._getters]

    def image(self, colouring: Sequence, g: int) -> tuple:
        """Return the image ``c o g`` of a colouring under element number ``g``."""
        check_int(g, "element number", minimum=0, maximum=self.order() - 1)
        return self._getters[g](self._cells(colouring))

    def canonical(self, colouring: Sequence) -> tuple:
        """Return the least image of ``colouring`` (a tuple): the canonical orbit representative.

        About 1.5 microseconds for the 8 symmetries of a 3 x 3 board. For still faster lookups of small
        boards see :class:`combgames.symmetry.CanonicalTable`.

        Raises
        ------
        ValueError
            If the colouring does not have one value per cell (``degree`` values).
        """
        c = colouring if type(colouring) is tuple else tuple(colouring)
        if len(c) != self.degree:
            self._cells(c)  # raises with the message
        return min([f(c) for f in self._getters])

    def canonical_element(self, colouring: Sequence) -> tuple[tuple, int]:
        """Return ``(canonical form, g)`` with ``g`` the first element whose image ``c o g`` is the canonical form."""
        c = self._cells(colouring)
        best, best_g = None, -1
        for k, f in enumerate(self._getters):
            image = f(c)
            if best is None or image < best:
                best, best_g = image, k
        return best, best_g  # type: ignore[return-value]

    def stabilizer(self, colouring: Sequence) -> "CellGroup":
        """Return the stabiliser ``G_c = {g in G : c o g = c}`` of a colouring, as a group (names kept).

        Examples
        --------
        >>> dihedral_square(3).stabilizer((1, 0, 0, 0, 0, 0, 0, 0, 0)).names   # the diagonal through the corner
        ('e', 'D1')
        """
        c = self._cells(colouring)
        rows = [k for k, f in enumerate(self._getters) if f(c) == c]
        return CellGroup(self.elements[rows], names=[self.names[k] for k in rows], check=False)

    # ------------------------------------------------------------------ bitmask positions
    @cached_property
    def _inverses(self) -> np.ndarray:
        """Row g is the inverse of element g: bit c of a mask lands on bit ``inverse[g][c]`` of its image."""
        inverse = np.empty_like(self.elements)
        inverse[np.arange(self.order())[:, None], self.elements] = np.arange(self.degree)[None, :]
        return inverse

    @cached_property
    def _chunk_width(self) -> int:
        """The widest chunk of cells (at most 16) whose image tables for all elements fit the budget."""
        n, order = self.degree, self.order()
        for chunks in range(1, n + 1):
            width = -(-n // chunks)
            if width <= 16 and order * chunks << width <= _TABLE_BUDGET:
                return width
        return 1

    @cached_property
    def _chunk_tables(self) -> list[list[list[int]]]:
        """``tables[g][k][b]``: the image under element g of the cells of chunk k given by the bits b."""
        n, w = self.degree, self._chunk_width
        tables = []
        for inverse in self._inverses.tolist():
            per_chunk = []
            for start in range(0, n, w):
                cells = inverse[start:start + w]
                if n <= 62:  # all chunk values at once in int64
                    codes = np.arange(1 << len(cells), dtype=np.int64)
                    out = np.zeros_like(codes)
                    for j, target in enumerate(cells):
                        out |= ((codes >> j) & 1) << target
                    per_chunk.append(out.tolist())
                else:  # Python ints: each value from the one without its lowest bit
                    table = [0] * (1 << len(cells))
                    for b in range(1, len(table)):
                        low = b & -b
                        table[b] = table[b ^ low] | (1 << cells[low.bit_length() - 1])
                    per_chunk.append(table)
            tables.append(per_chunk)
        return tables

    def image_mask(self, mask: int, element: int) -> int:
        """Return the image of a cell bitmask under element number ``element`` (bit i of the image is bit
        ``g[i]`` of the mask)."""
        self._check_masks((mask,))
        return _image(self._chunk_tables[element], self._chunk_width, mask)

    def _check_masks(self, masks) -> None:
        """Raise TypeError / ValueError unless ``masks`` is a tuple of cell bitmasks in 0..2**degree - 1."""
        if not isinstance(masks, (tuple, list)):
            raise TypeError(f"masks must be a tuple of int bitmasks, not {type(masks).__name__}")
        for k, m in enumerate(masks):
            if not is_int(m):
                raise TypeError(f"mask {k} must be an int bitmask, not {m!r}")
            if not 0 <= m < 1 << self.degree:
                raise ValueError(f"mask {k} must be a bitmask of cells 0..{self.degree - 1} "
                                 f"(0 <= mask < 2**{self.degree}), not {m!r}")

    def canonical_code(self, masks: Sequence[int]) -> int:
        """Return the canonical key of a position stored as cell bitmasks: its least image, packed.

        The least image is the least tuple ``(masks[0] o g, masks[1] o g, ...)`` over the group; the key packs
        it into one integer, ``sum(image[t] << degree * (k - 1 - t))``, so keys order as the tuples do.

        Raises
        ------
        TypeError, ValueError
            If ``masks`` is not a tuple of ints in ``0 .. 2**degree - 1``.

        Examples
        --------
        >>> G = dihedral_square(3)
        >>> G.canonical_code((1 << 2, 1 << 4)) == G.canonical_code((1 << 0, 1 << 4)) == (1 << 9) | (1 << 4)
        True
        """
        top = 1 << self.degree
        if type(masks) is not tuple or not all(type(m) is int and 0 <= m < top for m in masks):
            self._check_masks(masks)
            masks = tuple(int(m) for m in masks)
        canonizers = self.__dict__.get("_canonizers")
        f = canonizers.get(len(masks)) if canonizers else None
        return (f or self.mask_canonizer(len(masks)))(*masks)

    def canonical_masks(self, masks: Sequence[int]) -> tuple[int, ...]:
        """Return the least image of a tuple of cell bitmasks (e.g. (X cells, O cells)) over the group.

        The same least image as :meth:`canonical_code`, unpacked.

        Raises
        ------
        TypeError, ValueError
            If ``masks`` is not a tuple of ints in ``0 .. 2**degree - 1``.
        """
        code = self.canonical_code(masks)
        n = self.degree
        if len(masks) == 2:
            return code >> n, code & ((1 << n) - 1)
        full = (1 << n) - 1
        return tuple((code >> (n * (len(masks) - 1 - t))) & full for t in range(len(masks)))

    def mask_canonizer(self, k: int) -> Callable[..., int]:
        """Return ``f(m_1, ..., m_k) -> int``, the :meth:`canonical_code` of k bitmasks, for hot loops.

        The function does not check its arguments (they must be ints in ``0 .. 2**degree - 1``).
        """
        check_int(k, "k", minimum=1)
        cache = self.__dict__.setdefault("_canonizers", {})
        if k not in cache:
            cache[k] = self._table_canonizer(k) if self.order() <= _SMALL_ORDER or self.degree > 62 \
                else self._numpy_canonizer(k)
        return cache[k]

    def _table_canonizer(self, k: int) -> Callable[..., int]:
        n, w = self.degree, self._chunk_width
        tables = self._chunk_tables
        shifts = [n * (k - 1 - t) for t in range(k)]
        if len(tables[0]) == 1:
            whole = [per_chunk[0] for per_chunk in tables]
            if k == 1:
                return lambda a: min([t[a] for t in whole])
            if k == 2:
                return lambda a, b: min([(t[a] << n) | t[b] for t in whole])
        if len(tables[0]) == 2 and k == 2:
            low = (1 << w) - 1
            halves = [(lo, hi) for lo, hi in tables]

            def two_chunks(a: int, b: int) -> int:
                al, ah, bl, bh = a & low, a >> w, b & low, b >> w
                return min([((lo[al] | hi[ah]) << n) | lo[bl] | hi[bh] for lo, hi in halves])

            return two_chunks

        def general(*masks: int) -> int:
            return min(sum(_image(per_chunk, w, m) << s for m, s in zip(masks, shifts)) for per_chunk in tables)

        return general

    def _numpy_canonizer(self, k: int) -> Callable[..., int]:
        n = self.degree
        inverse = self._inverses
        one = np.int64(1)
        shifts = [n * (k - 1 - t) for t in range(k)]

        def images(mask: int) -> np.ndarray:
            bits = [i for i in range(n) if mask >> i & 1]
            if not bits:
                return np.zeros(len(inverse), dtype=np.int64)
            return (one << inverse[:, bits]).sum(axis=1)  # distinct bits: the sum is the union

        def canonizer(*masks: int) -> int:
            rows = np.arange(len(inverse))
            code = 0
            for m, s in zip(masks, shifts):  # lexicographic minimum, one mask at a time
                im = images(m)[rows]
                best = im.min()
                rows = rows[im == best]
                code |= int(best) << s
            return code

        return canonizer


def _image(per_chunk: list[list[int]], width: int, mask: int) -> int:
    """The image of ``mask`` under one element, from its chunk tables."""
    out, k, low = 0, 0, (1 << width) - 1
    while mask:
        out |= per_chunk[k][mask & low]
        mask >>= width
        k += 1
    return out


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
