"""Permutation groups on the cells of a board, with fast canonical forms.

A :class:`CellGroup` of degree n holds its elements as tuples (:attr:`CellGroup.permutations`) and, built on
first use, as a read-only integer array of shape (``|G|``, n) (:attr:`CellGroup.elements`, for numpy hot
loops; a group used only through tuples and look-up tables never imports numpy). Row ``g`` is the
permutation i -> g[i] of the cells 0..n-1. Group theory that needs more than a list of elements
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

from typing import TYPE_CHECKING

from combgames.base.checks import check_int, is_int

if TYPE_CHECKING:
    import numpy as np

__all__ = ["CellGroup", "cyclic_group", "dihedral_polygon", "dihedral_rectangle", "dihedral_square"]

_TABLE_BUDGET = 1 << 19
"""Most look-up table entries kept per small group (about 18 MB of Python ints)."""

_MAX_WRITTEN_LOOKUPS = 64
"""Table canonizers are written out as one expression up to this many look-ups per element, else looped."""

_NUMPY_BUDGET = 1 << 23
"""Most image-table entries kept per large group (64 MB of int64)."""

_PYTHON_CHECK_BUDGET = 1 << 16
"""Closure checks of at most this many ``|G|**2 * n`` steps run on tuples, larger ones with numpy."""

_PYTHON_TABLE_CHUNK = 1 << 12
"""Chunk image tables of at most this many entries are built on Python ints, larger ones with numpy."""


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
        closure check costs ``O(|G|^2 n)``; constructors that build a group correctly pass ``check=False``.

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
        rows = _rows(elements)
        n = len(rows[0])
        if check:
            _check_group(rows, n)
        self._tuples = rows
        self.names = tuple(names) if names is not None else tuple(f"g{k}" for k in range(len(rows)))
        if len(self.names) != len(rows):
            raise ValueError(f"names must give one name per element: {len(self.names)} names, {len(rows)} elements")
        if len(set(self.names)) != len(self.names):
            raise ValueError(f"names must be distinct, not {self.names}")
        self._index = {t: k for k, t in enumerate(self._tuples)}
        # itemgetter(*g)(c) builds the tuple c o g in C; a 1-cell board needs the 1-tuple by hand.
        self._getters = [itemgetter(*g) if n > 1 else _SingleCell(g[0]) for g in self._tuples]

    def __getstate__(self) -> dict:
        # the look-up tables and canonizers are derived (and closures do not pickle): rebuilt when needed
        return {"elements": self._tuples, "names": self.names}

    def __setstate__(self, state: dict) -> None:
        self.__init__(state["elements"], state["names"], check=False)

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
        gens = []
        for k, g in enumerate(generators):
            row = _row(g, f"generator {k}")
            if degree is None:
                degree = len(row)
            if sorted(row) != list(range(degree)):
                raise ValueError(f"generator {k} is not a permutation of 0..{degree - 1}: {list(row)}")
            gens.append(itemgetter(*row) if degree > 1 else _SingleCell(row[0]))
        if degree is None:
            raise ValueError("degree must be given when there are no generators")
        identity = tuple(range(degree))
        seen = {identity}
        frontier = [identity]
        while frontier:
            nxt = []
            for g in frontier:
                for s in gens:
                    h = s(g)  # first g, then the generator: i -> s[g[i]]
                    if h not in seen:
                        seen.add(h)
                        nxt.append(h)
                        if len(seen) > max_order:
                            raise ValueError(f"the group has more than max_order={max_order} elements")
            frontier = nxt
        return cls(sorted(seen), names=names, check=False)

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
        return CellGroup(self._tuples, names=names, check=False)

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
        return CellGroup(reference._tuples, names=reference.names, check=False)

    # ------------------------------------------------------------------ basic structure
    @property
    def permutations(self) -> tuple[tuple[int, ...], ...]:
        """The elements as tuples (array form: ``g[i]`` is the image of cell i), in element order."""
        return tuple(self._tuples)

    @cached_property
    def elements(self) -> np.ndarray:
        """The elements as a read-only int64 array of shape (``|G|``, n), built on first use."""
        import numpy as np

        perms = np.array(self._tuples, dtype=np.int64).reshape(len(self._tuples), self.degree)
        perms.flags.writeable = False
        return perms

    @property
    def degree(self) -> int:
        """The number of cells acted on."""
        return len(self._tuples[0])

    def order(self) -> int:
        """Return the number of elements ``|G|`` (a method, as for sympy's groups)."""
        return len(self._tuples)

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
        return CellGroup([self._tuples[k] for k in rows], names=[self.names[k] for k in rows], check=False)

    # ------------------------------------------------------------------ bitmask positions
    @cached_property
    def _inverse_tuples(self) -> list[tuple[int, ...]]:
        """Row g is the inverse of element g: bit c of a mask lands on bit ``inverse[g][c]`` of its image."""
        out = []
        for g in self._tuples:
            inverse = [0] * len(g)
            for i, gi in enumerate(g):
                inverse[gi] = i
            out.append(tuple(inverse))
        return out

    @cached_property
    def _inverses(self) -> np.ndarray:
        """:attr:`_inverse_tuples` as an int64 array of shape (``|G|``, n)."""
        import numpy as np

        return np.array(self._inverse_tuples, dtype=np.int64).reshape(self.order(), self.degree)

    @cached_property
    def _chunk_width(self) -> int:
        """The widest chunk of cells (at most 15) whose image tables for all elements fit the budget.

        Wider chunks mean fewer look-ups per key, but tables of 2**16 Python ints and more fall out of the
        processor's caches (measured: 4 x 4 tic-tac-toe keys are twice as fast with two chunks of 8 cells as
        with one of 16, while 15 cells in one chunk still pay).
        """
        n, order = self.degree, self.order()
        for chunks in range(1, n + 1):
            width = -(-n // chunks)
            if width <= 15 and order * chunks << width <= _TABLE_BUDGET:
                return width
        return 1

    @cached_property
    def _chunk_tables(self) -> list[list[list[int]]]:
        """``tables[g][k][b]``: the image under element g of the cells of chunk k given by the bits b."""
        n, w = self.degree, self._chunk_width
        tables = []
        for inverse in self._inverse_tuples:
            per_chunk = []
            for start in range(0, n, w):
                cells = inverse[start:start + w]
                if n <= 62 and 1 << len(cells) > _PYTHON_TABLE_CHUNK:  # all chunk values at once in int64
                    import numpy as np

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
        f = canonizers.get((len(masks), None)) if canonizers else None
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

    def mask_canonizer(self, k: int, *, colour_permutations: Sequence[Sequence[int]] | None = None
                       ) -> Callable[..., int]:
        """Return ``f(m_1, ..., m_k) -> int``, the :meth:`canonical_code` of k bitmasks, for hot loops.

        Parameters
        ----------
        k : int
            The number of masks (colours) of a position.
        colour_permutations : sequence of permutations of range(k), optional
            Permutations of the colours that are symmetries too (a group containing the identity), for games in
            which the colours are interchangeable: with ``[(0, 1), (1, 0)]`` the key is the least image of both
            ``(x, o)`` and ``(o, x)`` (the Chameleon rule of the torus game). Default: the identity only.

        Notes
        -----
        The function does not check its arguments (they must be ints in ``0 .. 2**degree - 1``).
        """
        check_int(k, "k", minimum=1)
        perms = _colour_permutations(k, colour_permutations)
        cache = self.__dict__.setdefault("_canonizers", {})
        if (k, perms) not in cache:
            cache[k, perms] = self._table_canonizer(k, perms) if self._tables_are_faster(k, perms) \
                else self._numpy_canonizer(k, perms)
        return cache[k, perms]

    def _tables_are_faster(self, k: int, perms: tuple | None) -> bool:
        """Whether look-up tables beat numpy for k masks: a cost model in microseconds per key, measured on
        boards of 9 to 36 cells and groups of 8 to 72 elements (benchmarks/bench_symmetry.py). numpy needs
        masks of at most 64 bits (unsigned from 63 on)."""
        if self.degree > 64:
            return True
        colours = 1 if perms is None else len(perms)
        order, chunks = self.order(), -(-self.degree // self._chunk_width)
        tables = 0.06 * order * (k * chunks + colours - 1)
        vectorised = 1.0 + 0.9 * k * -(-self.degree // 8) + 0.5 * (colours - 1)
        return tables <= vectorised

    def _table_canonizer(self, k: int, perms: tuple | None) -> Callable[..., int]:
        """The canonizer of k masks by per-element look-up tables, one look-up per chunk of each mask.

        The function is written out for this number of chunks and masks (no inner loops), e.g. for two
        chunks of width w and two masks ``min([((t0[a0] | t1[a1]) << n) | t0[b0] | t1[b1] for t0, t1 in T])``
        with ``a0, a1`` the chunks of the first mask; that is the whole cost of a key. With colour
        permutations the images of the masks are named (``i0, i1, ...``) and packed once per permutation.
        """
        n, w = self.degree, self._chunk_width
        chunks = len(self._chunk_tables[0])
        if k * chunks > _MAX_WRITTEN_LOOKUPS:  # too long an expression to write out: loop over the chunks
            return self._looping_canonizer(k, perms)
        low = (1 << w) - 1
        lines, images = [], []
        for t in range(k):
            parts = []
            for j in range(chunks):
                shifted = f"(m{t} >> {j * w})" if j else f"m{t}"
                lines.append(f"    c{t}_{j} = {shifted} & {low}" if j < chunks - 1 else f"    c{t}_{j} = {shifted}")
                parts.append(f"t{j}[c{t}_{j}]")
            images.append(" | ".join(parts))

        def pack(terms: list[str]) -> str:
            return " | ".join(f"(({term}) << {n * (k - 1 - t)})" if t < k - 1 else f"({term})"
                              for t, term in enumerate(terms))

        if perms is None:
            best = pack(images)
        elif k == 2:  # two interchangeable colours: the least of (a, b) and (b, a) is (min(a, b), max(a, b))
            best = (f"((i0 << {n}) | i1) if (i0 := {images[0]}) < (i1 := {images[1]}) else ((i1 << {n}) | i0)")
        else:  # name each image once (walrus), then pack it in every colour order
            first = pack([f"(i{t} := {images[t]})" for t in range(k)])
            rest = [pack([f"i{q}" for q in perm]) for perm in perms[1:]]
            best = f"min({first}, {', '.join(rest)})" if rest else first
        names = ", ".join(f"t{j}" for j in range(chunks)) + ("," if chunks == 1 else "")
        source = (f"def canonizer({', '.join(f'm{t}' for t in range(k))}):\n" + "\n".join(lines) +
                  f"\n    return min([{best} for {names} in tables])\n")
        namespace: dict = {"tables": self._chunk_tables}
        exec(compile(source, f"<canonizer of {k} masks, {chunks} chunks>", "exec"), namespace)
        return namespace["canonizer"]

    def _looping_canonizer(self, k: int, perms: tuple | None) -> Callable[..., int]:
        """The table canonizer for boards of very many chunks (hundreds of cells): images by a loop."""
        n, w, tables = self.degree, self._chunk_width, self._chunk_tables
        orders = perms if perms is not None else (tuple(range(k)),)
        shifts = [n * (k - 1 - t) for t in range(k)]

        def canonizer(*masks: int) -> int:
            best = None
            for per_chunk in tables:
                images = [_image(per_chunk, w, m) for m in masks]
                for order in orders:
                    code = sum(images[q] << s for q, s in zip(order, shifts))
                    if best is None or code < best:
                        best = code
            return best  # type: ignore[return-value]

        return canonizer

    def _numpy_canonizer(self, k: int, perms: tuple | None) -> Callable[..., int]:
        """The canonizer of k masks for large groups: images under all elements at once, with numpy.

        ``tables[j][b]`` is the row of the images, under every element, of the cells of chunk j given by the
        bits b; a mask's images are the union of one row per chunk. The least image tuple is found mask by
        mask (or in one minimum when the k packed images fit in 62 bits).
        """
        import numpy as np

        n, order, inverse = self.degree, self.order(), self._inverses
        dtype = np.int64 if n <= 62 else np.uint64  # masks of 63 and 64 bits: unsigned, so the order is kept
        width = 12
        while width > 1 and -(-n // width) * (order << width) > _NUMPY_BUDGET:
            width = width - 4 if width > 4 else width // 2
        tables = []
        for start in range(0, n, width):
            cells = inverse[:, start:start + width]  # (order, w)
            codes = np.arange(1 << cells.shape[1], dtype=dtype)
            table = np.zeros((len(codes), order), dtype=dtype)
            for j in range(cells.shape[1]):
                table |= ((codes[:, None] >> dtype(j)) & dtype(1)) << cells[None, :, j].astype(dtype)
            tables.append(table)
        low = (1 << width) - 1
        shifts = [n * (k - 1 - t) for t in range(k)]

        def images(mask: int) -> np.ndarray:
            out = tables[0][mask & low]
            for table in tables[1:]:
                mask >>= width
                if not mask:
                    break
                out = out | table[mask & low]
            return out

        orders = perms if perms is not None else (tuple(range(k)),)

        if k == 2 and perms is not None:
            # two interchangeable colours: the least of (a, b) and (b, a) is (min(a, b), max(a, b))
            def swapped(x: int, o: int) -> int:
                a, b = images(x), images(o)
                low, high = np.minimum(a, b), np.maximum(a, b)
                if 2 * n <= 62:
                    return int(((low << n) | high).min())
                least = low.min()
                return (int(least) << n) | int(high[low == least].min())

            return swapped

        if k * n <= 62:
            def packed(*masks: int) -> int:
                ims = [images(m) for m in masks]
                best = None
                for order in orders:
                    total = ims[order[0]] << shifts[0] if shifts[0] else ims[order[0]]
                    for q, s in zip(order[1:], shifts[1:]):
                        total = total | (ims[q] << s if s else ims[q])
                    low_code = int(total.min())
                    best = low_code if best is None else min(best, low_code)
                return best  # type: ignore[return-value]

            return packed

        def lexicographic(*masks: int) -> int:
            ims = [images(m) for m in masks]
            best = None
            for order in orders:
                rows, code = None, 0
                for q, s in zip(order, shifts):
                    im = ims[q] if rows is None else ims[q][rows]
                    least = im.min()
                    rows = np.flatnonzero(im == least) if rows is None else rows[im == least]
                    code |= int(least) << s
                best = code if best is None else min(best, code)
            return best  # type: ignore[return-value]

        return lexicographic


def _colour_permutations(k: int, perms: Sequence[Sequence[int]] | None) -> tuple | None:
    """The colour permutations as a tuple of tuples, identity first; None for the identity alone.

    Raises
    ------
    ValueError
        If a permutation is not one of range(k), or the identity is missing.
    """
    if perms is None:
        return None
    out = [tuple(int(q) for q in p) for p in perms]
    identity = tuple(range(k))
    for p in out:
        if sorted(p) != list(identity):
            raise ValueError(f"colour permutations must permute range({k}), not {p!r}")
    if identity not in out:
        raise ValueError(f"colour permutations must include the identity {identity}, not {out!r}")
    rest = sorted(set(out) - {identity})
    return (identity, *rest) if rest else None


class _SingleCell:
    """``c -> (c[i],)``: the image getter of a one-cell board (itemgetter of one index returns no tuple)."""

    def __init__(self, i: int):
        self.i = i

    def __call__(self, c: Sequence) -> tuple:
        return (c[self.i],)


def _row(permutation, what: str) -> tuple[int, ...]:
    """``permutation`` as a tuple of ints (an array row, a list, a tuple), or TypeError naming ``what``."""
    values = permutation.tolist() if hasattr(permutation, "tolist") else permutation
    try:
        row = tuple(values)
    except TypeError:
        raise TypeError(f"{what} must be a sequence of cell indices, not {permutation!r}") from None
    if not all(is_int(x) for x in row):
        raise ValueError(f"{what} must hold cell indices (integers), not {list(row)}")
    return tuple(int(x) for x in row) if not all(type(x) is int for x in row) else row


def _rows(elements) -> list[tuple[int, ...]]:
    """The elements as a non-empty list of tuples of one length, or ValueError."""
    values = elements.tolist() if hasattr(elements, "tolist") else elements
    try:
        rows = [_row(g, f"element {k}") for k, g in enumerate(values)]
    except TypeError:
        rows = []
    if not rows or len({len(g) for g in rows}) != 1 or not rows[0]:
        shape = getattr(elements, "shape", None)
        described = f"shape {shape}" if shape is not None else f"{len(rows)} rows of lengths " \
            f"{sorted({len(g) for g in rows})}"
        raise ValueError(f"elements must be a non-empty (order, degree) array, not {described}")
    return rows


def _check_group(rows: list[tuple[int, ...]], n: int) -> None:
    """Raise ValueError unless the rows are distinct permutations of 0..n-1 closed under composition."""
    for k, row in enumerate(rows):
        if sorted(row) != list(range(n)):
            raise ValueError(f"element {k} is not a permutation of 0..{n - 1}: {list(row)}")
    keys = set(rows)
    if len(keys) != len(rows):
        raise ValueError("elements must be distinct")
    closed = "elements are not closed under composition; use CellGroup.generate"
    if len(rows) ** 2 * n <= _PYTHON_CHECK_BUDGET:
        for g in rows:
            image = itemgetter(*g) if n > 1 else _SingleCell(g[0])
            for h in rows:
                if image(h) not in keys:  # i -> g[h[i]]
                    raise ValueError(closed)
        return
    import numpy as np

    perms = np.array(rows, dtype=np.int64)
    byte_keys = {row.tobytes() for row in perms}
    for g in perms:
        for row in g[perms]:
            if row.tobytes() not in byte_keys:
                raise ValueError(closed)


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
