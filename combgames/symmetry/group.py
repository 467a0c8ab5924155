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
:meth:`CellGroup.mask_canonizer` returns the same function specialised for k masks, for hot loops; the
functions are generated in :mod:`combgames.symmetry.canonizers`.

The named groups (:func:`~combgames.symmetry.dihedral_square`, :func:`~combgames.symmetry.dihedral_rectangle`,
:func:`~combgames.symmetry.dihedral_polygon`, :func:`~combgames.symmetry.cyclic_group`) are built in
:mod:`combgames.symmetry.named_groups`; :meth:`CellGroup.generate` closes any set of generators. The automorphism
group of an arbitrary board is computed in :mod:`combgames.symmetry.automorphisms`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import cached_property
from operator import itemgetter

from typing import TYPE_CHECKING

from combgames.base.checks import check_int, is_int
from combgames.symmetry.canonizers import MaskImages, canonizer, normalised_colour_permutations

if TYPE_CHECKING:
    import numpy as np

__all__ = ["CellGroup"]

_PYTHON_CHECK_BUDGET = 1 << 16
"""Closure checks of at most this many ``|G|**2 * n`` steps run on tuples, larger ones with numpy."""



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
        >>> from combgames.symmetry import dihedral_square
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
        >>> from combgames.symmetry import dihedral_square
        >>> dihedral_square(3).stabilizer((1, 0, 0, 0, 0, 0, 0, 0, 0)).names   # the diagonal through the corner
        ('e', 'D1')
        """
        c = self._cells(colouring)
        rows = [k for k, f in enumerate(self._getters) if f(c) == c]
        return CellGroup([self._tuples[k] for k in rows], names=[self.names[k] for k in rows], check=False)

    # ------------------------------------------------------------------ bitmask positions
    @cached_property
    def _mask_images(self) -> MaskImages:
        """The look-up tables of the images of cell bitmasks under every element, built on first use."""
        return MaskImages(self._tuples)

    def image_mask(self, mask: int, element: int) -> int:
        """Return the image of a cell bitmask under element number ``element`` (bit i of the image is bit
        ``g[i]`` of the mask)."""
        self._check_masks((mask,))
        return self._mask_images.image(mask, element)

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
        >>> from combgames.symmetry import dihedral_square
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
        perms = normalised_colour_permutations(k, colour_permutations)
        cache = self.__dict__.setdefault("_canonizers", {})
        if (k, perms) not in cache:
            cache[k, perms] = canonizer(self._mask_images, k, perms)
        return cache[k, perms]


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
