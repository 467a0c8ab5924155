"""Canonizers: the functions computing the canonical key of a position stored as cell bitmasks.

A position of k colours on n cells is a tuple of k bitmasks (X's cells, O's cells, ...). Its canonical key
under a permutation group of the cells is the least tuple of image masks over the group, packed into one
integer with the image of ``masks[0]`` in the highest bits (so integer order is tuple order); this is the one
key scheme of bitmask positions, :meth:`combgames.symmetry.CellGroup.canonical_code`. This module builds, for
one group and one k, a function ``f(m_1, ..., m_k) -> key`` for hot loops; start with :func:`canonizer`
(:meth:`~combgames.symmetry.CellGroup.mask_canonizer` calls it and keeps the result).

Three generators, one chosen by a cost model (:func:`tables_are_faster`):

- :func:`table_canonizer` writes the key out as one Python expression over per-element look-up tables of
  chunks of the mask (:class:`MaskImages`: chunks as wide as memory allows, one look-up per mask on boards of
  up to 14 or so cells), compiled with ``exec``;
- :func:`looping_canonizer` does the same look-ups in a loop, for boards of hundreds of cells;
- :func:`numpy_canonizer` takes the minimum over all elements at once with numpy (groups of more than 64 or
  so elements).

Colour permutations that are symmetries too (interchangeable colours, the Chameleon rule of the torus game)
make the key the least image over the group and those permutations (:func:`normalised_colour_permutations`).

The image of a mask under element g has bit i set when bit ``g[i]`` of the mask is set (the action ``c o g``
of :mod:`combgames.symmetry.group`): bit c of the mask lands on bit ``g^-1[c]`` of its image.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cached_property
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np

__all__ = ["MaskImages", "canonizer", "looping_canonizer", "normalised_colour_permutations", "numpy_canonizer",
           "table_canonizer", "tables_are_faster"]

_TABLE_BUDGET = 1 << 19
"""Most look-up table entries kept per small group (about 18 MB of Python ints)."""

_MAX_WRITTEN_LOOKUPS = 64
"""Table canonizers are written out as one expression up to this many look-ups per element, else looped."""

_NUMPY_BUDGET = 1 << 23
"""Most image-table entries kept per large group (64 MB of int64)."""

_PYTHON_TABLE_CHUNK = 1 << 12
"""Chunk image tables of at most this many entries are built on Python ints, larger ones with numpy."""


class MaskImages:
    """The images of cell bitmasks under every element of a permutation group, by look-up tables of chunks.

    Parameters
    ----------
    permutations : sequence of tuples of int
        The group's elements in array form (``g[i]`` is the image of cell i), as
        :attr:`combgames.symmetry.CellGroup.permutations`.

    The tables are built on first use: ``tables[g][j][b]`` is the image under element g of the cells of chunk j
    (cells ``j * width`` to ``(j + 1) * width - 1``) given by the bits b, and the image of a mask is the union of
    one look-up per chunk (:meth:`image`).
    """

    def __init__(self, permutations: Sequence[tuple[int, ...]]):
        self.degree = len(permutations[0])
        self.order = len(permutations)
        self.inverse_tuples = [_inverse(g) for g in permutations]
        """Row g is the inverse of element g: bit c of a mask lands on bit ``inverse[g][c]`` of its image."""

    @cached_property
    def inverses(self) -> np.ndarray:
        """:attr:`inverse_tuples` as an int64 array of shape (``|G|``, n)."""
        import numpy as np

        return np.array(self.inverse_tuples, dtype=np.int64).reshape(self.order, self.degree)

    @cached_property
    def width(self) -> int:
        """The widest chunk of cells (at most 15) whose image tables for all elements fit the budget.

        Wider chunks mean fewer look-ups per key, but tables of 2**16 Python ints and more fall out of the
        processor's caches (measured: 4 x 4 tic-tac-toe keys are twice as fast with two chunks of 8 cells as
        with one of 16, while 15 cells in one chunk still pay).
        """
        n, order = self.degree, self.order
        for chunks in range(1, n + 1):
            width = -(-n // chunks)
            if width <= 15 and order * chunks << width <= _TABLE_BUDGET:
                return width
        return 1

    @cached_property
    def tables(self) -> list[list[list[int]]]:
        """``tables[g][k][b]``: the image under element g of the cells of chunk k given by the bits b."""
        n, w = self.degree, self.width
        tables = []
        for inverse in self.inverse_tuples:
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

    def image(self, mask: int, element: int) -> int:
        """The image of a cell bitmask under element number ``element`` (no argument checks)."""
        return _image(self.tables[element], self.width, mask)


def normalised_colour_permutations(k: int, perms: Sequence[Sequence[int]] | None) -> tuple | None:
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


def canonizer(images: MaskImages, k: int, perms: tuple | None) -> Callable[..., int]:
    """Return ``f(m_1, ..., m_k) -> int``, the canonical key of k bitmasks under the group of ``images``.

    ``perms`` are colour permutations as returned by :func:`normalised_colour_permutations`. The function does
    not check its arguments (they must be ints in ``0 .. 2**degree - 1``).
    """
    if tables_are_faster(images, k, perms):
        return table_canonizer(images, k, perms)
    return numpy_canonizer(images, k, perms)


def tables_are_faster(images: MaskImages, k: int, perms: tuple | None) -> bool:
    """Whether look-up tables beat numpy for k masks: a cost model in microseconds per key, measured on
    boards of 9 to 36 cells and groups of 8 to 72 elements (benchmarks/bench_symmetry.py). numpy needs
    masks of at most 64 bits (unsigned from 63 on)."""
    if images.degree > 64:
        return True
    colours = 1 if perms is None else len(perms)
    order, chunks = images.order, -(-images.degree // images.width)
    tables = 0.06 * order * (k * chunks + colours - 1)
    vectorised = 1.0 + 0.9 * k * -(-images.degree // 8) + 0.5 * (colours - 1)
    return tables <= vectorised


def table_canonizer(images: MaskImages, k: int, perms: tuple | None) -> Callable[..., int]:
    """The canonizer of k masks by per-element look-up tables, one look-up per chunk of each mask.

    The function is written out for this number of chunks and masks (no inner loops), e.g. for two
    chunks of width w and two masks ``min([((t0[a0] | t1[a1]) << n) | t0[b0] | t1[b1] for t0, t1 in T])``
    with ``a0, a1`` the chunks of the first mask; that is the whole cost of a key. With colour
    permutations the images of the masks are named (``i0, i1, ...``) and packed once per permutation.
    """
    n, w = images.degree, images.width
    chunks = len(images.tables[0])
    if k * chunks > _MAX_WRITTEN_LOOKUPS:  # too long an expression to write out: loop over the chunks
        return looping_canonizer(images, k, perms)
    low = (1 << w) - 1
    lines, terms = [], []
    for t in range(k):
        parts = []
        for j in range(chunks):
            shifted = f"(m{t} >> {j * w})" if j else f"m{t}"
            lines.append(f"    c{t}_{j} = {shifted} & {low}" if j < chunks - 1 else f"    c{t}_{j} = {shifted}")
            parts.append(f"t{j}[c{t}_{j}]")
        terms.append(" | ".join(parts))

    def pack(terms: list[str]) -> str:
        return " | ".join(f"(({term}) << {n * (k - 1 - t)})" if t < k - 1 else f"({term})"
                          for t, term in enumerate(terms))

    if perms is None:
        best = pack(terms)
    elif k == 2:  # two interchangeable colours: the least of (a, b) and (b, a) is (min(a, b), max(a, b))
        best = (f"((i0 << {n}) | i1) if (i0 := {terms[0]}) < (i1 := {terms[1]}) else ((i1 << {n}) | i0)")
    else:  # name each image once (walrus), then pack it in every colour order
        first = pack([f"(i{t} := {terms[t]})" for t in range(k)])
        rest = [pack([f"i{q}" for q in perm]) for perm in perms[1:]]
        best = f"min({first}, {', '.join(rest)})" if rest else first
    names = ", ".join(f"t{j}" for j in range(chunks)) + ("," if chunks == 1 else "")
    source = (f"def canonizer({', '.join(f'm{t}' for t in range(k))}):\n" + "\n".join(lines) +
              f"\n    return min([{best} for {names} in tables])\n")
    namespace: dict = {"tables": images.tables}
    exec(compile(source, f"<canonizer of {k} masks, {chunks} chunks>", "exec"), namespace)
    return namespace["canonizer"]

def looping_canonizer(images: MaskImages, k: int, perms: tuple | None) -> Callable[..., int]:
    """The table canonizer for boards of very many chunks (hundreds of cells): images by a loop."""
    n, w, tables = images.degree, images.width, images.tables
    orders = perms if perms is not None else (tuple(range(k)),)
    shifts = [n * (k - 1 - t) for t in range(k)]

    def canonizer(*masks: int) -> int:
        best = None
        for per_chunk in tables:
            ims = [_image(per_chunk, w, m) for m in masks]
            for order in orders:
                code = sum(ims[q] << s for q, s in zip(order, shifts))
                if best is None or code < best:
                    best = code
        return best  # type: ignore[return-value]

    return canonizer

def numpy_canonizer(images: MaskImages, k: int, perms: tuple | None) -> Callable[..., int]:
    """The canonizer of k masks for large groups: images under all elements at once, with numpy.

    ``tables[j][b]`` is the row of the images, under every element, of the cells of chunk j given by the
    bits b; a mask's images are the union of one row per chunk. The least image tuple is found mask by
    mask (or in one minimum when the k packed images fit in 62 bits).
    """
    import numpy as np

    n, order, inverse = images.degree, images.order, images.inverses
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

    def images_of(mask: int) -> np.ndarray:
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
            a, b = images_of(x), images_of(o)
            low, high = np.minimum(a, b), np.maximum(a, b)
            if 2 * n <= 62:
                return int(((low << n) | high).min())
            least = low.min()
            return (int(least) << n) | int(high[low == least].min())

        return swapped

    if k * n <= 62:
        def packed(*masks: int) -> int:
            ims = [images_of(m) for m in masks]
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
        ims = [images_of(m) for m in masks]
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


def _inverse(g: tuple[int, ...]) -> tuple[int, ...]:
    """The inverse of a permutation in array form."""
    inverse = [0] * len(g)
    for i, gi in enumerate(g):
        inverse[gi] = i
    return tuple(inverse)


def _image(per_chunk: list[list[int]], width: int, mask: int) -> int:
    """The image of ``mask`` under one element, from its chunk tables."""
    out, k, low = 0, 0, (1 << width) - 1
    while mask:
        out |= per_chunk[k][mask & low]
        mask >>= width
        k += 1
    return out
