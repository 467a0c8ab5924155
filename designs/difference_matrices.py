"""Difference matrices, quasi-difference matrices and MOLS from the literature, transcribed, and what they give.

Direct constructions reach numbers of MOLS that no recursion gives (Handbook of Combinatorial Designs, 2nd ed.
[1]_, III.3.49-III.3.74 and VI.17). This module holds the *published data* (the base rows of each matrix and
the group automorphisms or translations that expand them into the full matrix, as printed in the source) and
develops them into orthogonal arrays with :mod:`designs.orthogonal_arrays`:

* a (g, k; 1) difference matrix over an abelian group G of order g: g rows, any two columns differ by every
  element of G once. Developed over G, with the parallel classes as one more column, it is an OA(k + 1, g):
  k - 1 MOLS(g) (:func:`designs.orthogonal_arrays.oa_from_difference_matrix`);
* a (g, k; 1, mu; u) quasi-difference matrix (empty cells allowed, u per column, differences cover each
  nonzero element once and 0 mu times): developed over G, with u infinite points and an OA(k, u) in the hole,
  an OA(k, g + u): k - 2 MOLS(g + u) (:func:`designs.orthogonal_arrays.oa_from_quasi_difference_matrix`);
* a matrix over G developed over a subgroup H only (:func:`oa_from_subgroup_development`): for any two
  columns and each coset of H, the rows whose first entry lies in that coset show every difference once; then
  the translates of the rows by the elements of H are an OA(k, g) (Abel's OA(7, 18) [3]_);
* a pairwise balanced design (a projective plane with some points deleted) with an OA over a field on each
  block (:func:`designs.orthogonal_arrays.oa_from_pbd`; J. R. Abel's OA(k, n) for n = 66, 68, 69, 74, 76);
* k MOLS(n) given as squares (orders 14 [2]_ and 15);
* Abel and Cheng's difference matrices over Z_p x GF(2^e) [5]_ (orders 40 and 80).

Every matrix is checked each time it is used: the orthogonal array it gives is verified (every pair of
columns shows every pair of symbols once), so a transcription error cannot pass silently. The sources are
those that Sage's ``sage/combinat/designs/database.py`` cites for the same data [4]_; the code here is our
own. :data:`PUBLISHED` lists what is held, by order n.

Group elements are written as tuples of coordinates in Z_{m_1} x ... x Z_{m_r} (an integer for a cyclic
group); a finite field GF(2^e) factor is its additive group Z_2^e, an element the bits of its polynomial
in the primitive element (the source's primitive polynomial is named where it matters).

References
----------
.. [1] C. J. Colbourn, J. H. Dinitz (eds.), Handbook of Combinatorial Designs, 2nd ed., Chapman & Hall/CRC,
   2007, III.3 (MOLS; Examples 3.49-3.74 give the matrices used here) and VI.17 (difference matrices).
.. [2] D. T. Todorov, "Four mutually orthogonal Latin squares of order 14", J. Combin. Des. 20 (2012) 363-367.
.. [3] R. J. R. Abel, "Existence of five MOLS of orders 18 and 60", J. Combin. Des. 23 (2015) 135-139
   (online 2013).
.. [4] The Sage Developers, SageMath, ``sage/combinat/designs/database.py`` (the transcriptions this module
   was checked against; the MOLS of orders 14 and 15 were shared there by I. M. Wanless).
.. [5] R. J. R. Abel, Y. W. Cheng, "Some new MOLS of order 2^n p for p a prime power", Australas. J.
   Combin. 10 (1994) 175-186.
.. [6] A. E. Brouwer, G. H. J. van Rees, "More mutually orthogonal Latin squares", Discrete Math. 39 (1982)
   263-281.
.. [7] C. J. Colbourn, "Some direct constructions for incomplete transversal designs", J. Statist. Plann.
   Inference 56 (1996) 93-104.
.. [8] R. J. R. Abel, "Some new matrix-minus-diagonal V(11, t) vectors", J. Combin. Des. 11 (2003) 304-306.
.. [9] R. J. R. Abel, "Some V(12, t) vectors and designs from difference and quasi-difference matrices",
   Australas. J. Combin. 40 (2008) 69-85.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import product
from typing import Any

import numpy as np

from designs.fields import factorise
from designs.orthogonal_arrays import (
    AbelianGroup,
    _sorted_rows,
    check_orthogonal_array,
    idempotent_rows,
    oa_from_difference_matrix,
    oa_from_field,
    oa_from_pbd,
    oa_from_quasi_difference_matrix,
)

__all__ = [
    "PublishedMatrix",
    "PUBLISHED",
    "PUBLISHED_V_VECTORS",
    "published_matrix",
    "published_oa",
    "oa_from_subgroup_development",
    "difference_matrix_from_difference_set",
    "is_difference_matrix",
]

Element = Any            # an int (cyclic group) or a tuple of ints; None for an empty cell


@dataclass(frozen=True)
class PublishedMatrix:
    """One direct construction from the literature.

    Attributes
    ----------
    order : int
        n, the order of the MOLS it gives.
    mols : int
        How many MOLS(n) it gives.
    kind : str
        ``"DM"`` (a (g, k; 1) difference matrix, g = n), ``"QDM"`` (a (g, k; 1, mu; u) quasi-difference
        matrix, g + u = n), ``"subgroup"`` (developed over a subgroup), ``"PBD"`` (a pairwise balanced
        design with OAs on its blocks, :func:`designs.orthogonal_arrays.oa_from_pbd`) or ``"MOLS"``.
    parameters : str
        The parameters as the source writes them, e.g. ``"(21,6;1)"``.
    moduli : tuple of int
        The group Z_{m_1} x ... (empty for ``"MOLS"``).
    hole : int
        u, the number of infinite points (0 but for a QDM).
    source : str
        Where the data is printed.
    """

    order: int
    mols: int
    kind: str
    parameters: str
    moduli: tuple[int, ...]
    hole: int
    source: str
    rows: Callable[[], list] = None   # type: ignore[assignment]

    @property
    def description(self) -> str:
        """The construction in words, with its source."""
        group = " x ".join(f"Z{m}" for m in self.moduli)
        if self.kind == "DM":
            return f"a {self.parameters} difference matrix over {group} ({self.source})"
        if self.kind == "QDM":
            return f"a {self.parameters} quasi-difference matrix over {group} ({self.source})"
        if self.kind == "PBD":
            return f"a {self.parameters}-PBD from a projective plane, with OAs over fields on its blocks " \
                   f"({self.source})"
        if self.kind == "subgroup":
            return f"a matrix over {group} developed over a subgroup of order {self.order // self.moduli[0]} " \
                   f"({self.source})"
        return f"{self.mols} MOLS({self.order}) as published ({self.source})"


# ------------------------------------------------------------------------------------- group helpers
def _encode(rows: list, moduli: Sequence[int]) -> np.ndarray:
    """Rows of elements (tuples or ints, None for empty) as an int array of AbelianGroup numbers (-1 empty)."""
    out = np.empty((len(rows), len(rows[0])), dtype=np.int64)
    for r, row in enumerate(rows):
        for c, x in enumerate(row):
            if x is None:
                out[r, c] = -1
                continue
            coords = (x,) if np.ndim(x) == 0 else tuple(x)
            out[r, c] = int(np.ravel_multi_index(tuple(int(v) % m for v, m in zip(coords, moduli)), moduli))
    return out


def _add(x: Element, y: Element) -> Element:
    """Coordinate-wise sum (reduced later); None stays None."""
    if x is None:
        return None
    if np.ndim(x) == 0:
        return x + y
    return tuple(a + b for a, b in zip(x, y))


def _neg(x: Element) -> Element:
    if x is None:
        return None
    return -x if np.ndim(x) == 0 else tuple(-a for a in x)


def _times(c: int, x: Element) -> Element:
    """c x in a cyclic group (a unit c acting as an automorphism); None stays None."""
    return None if x is None else c * x


def _rotate(row: Sequence, s: int) -> list:
    """The row shifted cyclically s places to the right."""
    row = list(row)
    s %= len(row)
    return row[-s:] + row[:-s] if s else row


def _columns(matrix: Sequence[Sequence]) -> list[tuple]:
    """The columns of a matrix printed row by row (the sources print base rows as columns)."""
    return list(zip(*matrix))


class _GF2e:
    """GF(2^e) with a primitive element w of minimal polynomial ``poly`` (bit mask), elements as bit masks."""

    def __init__(self, e: int, poly: int) -> None:
        self.e, self.power = e, [1]
        for _ in range(2 ** e - 2):
            x = self.power[-1] << 1
            self.power.append(x ^ poly if x >> e else x)

    def mul(self, a: int, b: int) -> int:
        if a == 0 or b == 0:
            return 0
        log = {v: i for i, v in enumerate(self.power)}
        return self.power[(log[a] + log[b]) % (2 ** self.e - 1)]

    def bits(self, a: int) -> tuple[int, ...]:
        return tuple((a >> i) & 1 for i in reversed(range(self.e)))


# ------------------------------------------------------------------------------------ the matrices
def _dm_21() -> list:
    """(21,6;1) over Z21 [1]_ III.3.50: base rows cycled on their first five entries, a zero last entry."""
    base = [[8, 17, 20, 2], [9, 16, 4, 15], [11, 5, 10, 6], [14, 1, 3, 13], [18, 19, 12, 7]]
    rows = [[0] * 6]
    for col in _columns(base):
        rows += [list(col[i:] + col[:i]) + [0] for i in range(5)]
    return rows


def _dm_24() -> list:
    """(24,8;1) over Z2 x Z2 x Z6 [1]_ III.3.52; entry ``abcd`` is (c, d, x) with x = b mod 2, x = a mod 3."""
    text = """
        0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
        0000 0010 0100 0110 1000 1010 1100 1110 2000 2010 2100 2110
        0000 0011 1001 2110 0111 2011 2111 1000 0100 1100 1101 2010
        0000 1010 1011 2000 1101 2110 0001 0101 2100 2001 0111 1100
        0000 0001 2010 1111 2111 2100 1101 0011 1010 2101 1000 0110
        0000 1000 2001 1011 0100 1100 0110 2101 2111 0010 1111 2011
        0000 1001 0111 2100 2000 0010 1110 2011 1100 1011 0101 2111
        0000 1011 2101 0100 2110 1001 2000 0110 0101 1111 2011 1010"""
    crt = {(x % 2, x % 3): x for x in range(6)}
    base = [[(int(w[2]), int(w[3]), crt[int(w[1]), int(w[0])]) for w in line.split()]
            for line in text.strip().splitlines()]
    shift = [(0, 0, 0), (0, 1, 0), (1, 0, 0), (1, 1, 0), (0, 0, 3), (0, 1, 3), (1, 0, 3), (1, 1, 3)]
    rows = []
    for col in _columns(base):
        rows += [list(col), [_add(x, s) for x, s in zip(col, shift)]]
    return rows


def _dm_28() -> list:
    """(28,6;1) over Z2 x Z2 x Z7 [1]_ III.3.54; (x, y) is (x // 2, x mod 2, y), each base row in 3 rotations."""
    z = 2
    base = [
        [(0, 0), (z + 1, 6), (1, 1), (1, 1), (1, 3), (1, 4), (0, 0), (1, 4), (z, 5)],
        [(z, 2), (0, 0), (1, 5), (z, 1), (z, 2), (z, 6), (z + 1, 3), (0, 0), (z, 1)],
        [(z, 3), (z + 1, 4), (0, 0), (z + 1, 5), (z + 1, 2), (z + 1, 4), (z + 1, 2), (1, 6), (0, 0)],
        [(0, 5), (z, 6), (0, 5), (0, 6), (z, 3), (0, 0), (0, 4), (1, 5), (z + 1, 4)],
        [(0, 3), (0, 3), (z + 1, 5), (0, 0), (0, 5), (z + 1, 6), (1, 1), (0, 1), (z, 3)],
        [(1, 3), (0, 6), (0, 6), (1, 5), (0, 0), (0, 3), (z + 1, 6), (z, 2), (0, 2)]]
    base = [[(x // 2, x % 2, y) for x, y in line] for line in base]
    rows = [[(0, 0, 0)] * 6]
    for a, b, c, d, e, f in _columns(base):
        rows += [[a, b, c, d, e, f], [b, c, a, f, d, e], [c, a, b, e, f, d]]
    return rows


def _dm_33() -> list:
    """(33,6;1) over Z33 [1]_ III.3.56: each base row under (a..f) -> 4 (e, a, b, c, d, f), five times."""
    base = [[0, 0, 0, 0, 0, 0], [15, 11, 22, 4, 17, 8], [19, 7, 14, 32, 22, 18], [22, 19, 8, 24, 21, 6],
            [9, 12, 15, 7, 26, 14], [14, 28, 23, 2, 19, 3]]
    rows = [[0] * 6, [1, 4, 16, 31, 25, 22], [7, 28, 13, 19, 10, 0]]
    for a, b, c, d, e, f in _columns(base):
        for _ in range(5):
            rows.append([a, b, c, d, e, f])
            a, b, c, d, e, f = (4 * x for x in (e, a, b, c, d, f))
    return rows


def _dm_35() -> list:
    """(35,6;1) over Z35 [1]_ III.3.58, printed in full (one line per column)."""
    cols = [
        [0, 15, 30, 10, 25, 1, 16, 31, 11, 26, 2, 17, 32, 12, 6, 3, 18, 33, 27, 21, 4, 19, 13, 7, 22, 5, 34, 28, 8,
         23, 20, 14, 29, 9, 24],
        [0, 22, 16, 3, 4, 9, 10, 32, 26, 13, 18, 5, 27, 14, 15, 20, 7, 1, 23, 31, 29, 2, 24, 11, 19, 17, 25, 12, 6,
         28, 33, 34, 21, 8, 30],
        [0, 29, 2, 31, 18, 10, 32, 26, 34, 28, 27, 21, 15, 9, 17, 30, 3, 4, 5, 20, 12, 6, 14, 22, 16, 8, 23, 24, 25,
         33, 11, 19, 13, 7, 1],
        [0, 8, 9, 17, 11, 25, 19, 27, 28, 1, 15, 23, 31, 4, 26, 12, 6, 14, 29, 16, 2, 3, 18, 33, 34, 20, 7, 22, 30,
         24, 10, 32, 5, 13, 21],
        [0, 1, 23, 24, 32, 33, 6, 7, 29, 30, 10, 11, 12, 13, 28, 8, 9, 31, 4, 5, 27, 14, 15, 16, 3, 25, 26, 34, 21,
         22, 2, 17, 18, 19, 20],
        [0] * 35]
    return [list(r) for r in _columns(cols)]


def _dm_36() -> list:
    """(36,9;1) over Z2 x Z2 x Z3 x Z3 [1]_ III.3.59: each base row plus y times a fixed vector, y = 0, 1, 2."""
    base = [
        ["0000"] * 12,
        "0000 0100 1000 1100 0001 0101 1001 1101 0002 0102 1002 1102".split(),
        "0000 1112 0021 0012 0120 0102 1111 0111 1110 1022 1001 1010".split(),
        "0000 0010 1010 0100 1100 1020 1000 0120 1120 0020 1110 0110".split(),
        "0000 0120 0010 1110 1020 1010 0100 0020 0110 1100 1120 1000".split(),
        "0000 0110 0120 1120 1102 0012 1122 1002 1001 1011 0021 0111".split(),
        "0000 1010 1101 1012 1022 0021 0101 0100 1122 0110 0012 1121".split(),
        "0000 1100 0110 1021 0102 1022 0022 1110 1011 0121 1111 0002".split(),
        "0000 1000 1110 0112 1121 0111 0011 1020 0122 1102 1022 0001".split()]
    base = [[tuple(int(ch) for ch in w) for w in line] for line in base]
    step = [(0, 0), (1, 0), (2, 0), (0, 1), (0, 2), (1, 1), (2, 2), (1, 2), (2, 1)]
    rows = []
    for col in _columns(base):
        for y in range(3):
            rows.append([_add(x, (0, 0, y * s, y * t)) for x, (s, t) in zip(col, step)])
    return rows


def _dm_39() -> list:
    """(39,6;1) over Z39 [1]_ III.3.61: each base row R and -R under (a..f) -> 16 (c, a, b, f, d, e)."""
    base = [[0, 0, 0, 0, 0, 0], [4, 23, 13, 5, 12, 11], [25, 11, 22, 34, 23, 6], [13, 4, 20, 17, 15, 29],
            [27, 21, 8, 16, 19, 26], [16, 19, 34, 38, 26, 21]]
    first = [1, 16, 22, 17, 38, 23]
    rows = [[0] * 6, first, [-x for x in first]]
    for a, b, c, d, e, f in _columns(base):
        for _ in range(3):
            rows += [[a, b, c, d, e, f], [-a, -b, -c, -d, -e, -f]]
            a, b, c, d, e, f = (16 * x for x in (c, a, b, f, d, e))
    return rows


def _dm_44() -> list:
    """(44,6;1) over Z2 x Z2 x Z11 [1]_ III.3.64: base rows under a rotation times 5 on Z11, and 4 more rows."""
    base = [
        [(0, 0, 0)] * 8,
        [(1, 1, 4), (0, 1, 4), (1, 1, 7), (1, 0, 6), (1, 1, 9), (0, 1, 2), (0, 1, 5), (0, 1, 1)],
        [(1, 0, 6), (0, 1, 3), (1, 0, 0), (0, 1, 9), (1, 1, 1), (0, 1, 4), (1, 1, 9), (1, 0, 9)],
        [(1, 1, 6), (1, 1, 9), (0, 1, 2), (1, 1, 0), (0, 1, 0), (1, 1, 5), (0, 0, 4), (0, 0, 9)],
        [(1, 0, 9), (0, 0, 2), (0, 0, 1), (1, 0, 2), (0, 0, 7), (1, 1, 6), (1, 1, 0), (1, 0, 7)],
        [(1, 0, 1), (1, 0, 6), (1, 1, 3), (0, 1, 5), (0, 0, 5), (0, 1, 3), (0, 1, 0), (1, 1, 0)]]

    def five(v: tuple) -> tuple:
        return (v[0], v[1], 5 * v[2])

    rows = []
    for col in _columns(base):
        r = list(col)
        for _ in range(5):
            rows.append(r)
            r = [five(r[4]), five(r[0]), five(r[1]), five(r[2]), five(r[3]), five(r[5])]
    for x, y, z in [(0, 0, 0), (1, 0, 1), (1, 1, 2), (0, 0, 8)]:
        rows.append([(x, y, z), (x, y, 5 * z), (x, y, 3 * z), (x, y, 4 * z), (x, y, 9 * z), (0, 0, 0)])
    return rows


def _dm_45() -> list:
    """(45,7;1) over Z5 x Z3 x Z3 [1]_ III.3.65 (with J. R. Abel's correction of a misprint, as in [4]_)."""
    m = [
        [(0, 0, 0), (2, 2, 1), (3, 1, 1), (4, 1, 2), (4, 0, 1), (0, 1, 1), (0, 2, 1), (3, 2, 2)],
        [(0, 0, 0), (1, 2, 1), (4, 2, 2), (1, 2, 0), (4, 1, 0), (3, 1, 1), (3, 0, 0), (2, 1, 2)],
        [(0, 0, 0), (4, 1, 1), (2, 2, 1), (3, 2, 0), (1, 2, 0), (2, 1, 0), (1, 0, 0), (3, 2, 1)],
        [(0, 0, 0), (0, 1, 0), (2, 1, 1), (4, 0, 0), (0, 0, 2), (4, 2, 2), (3, 2, 2), (1, 2, 2)],
        [(0, 0, 0), (3, 1, 2), (2, 1, 0), (0, 2, 2), (4, 2, 1), (0, 2, 1), (2, 0, 1), (1, 1, 2)],
        [(0, 0, 0), (2, 1, 1), (1, 2, 2), (3, 0, 1), (2, 0, 1), (1, 0, 0), (4, 2, 1), (1, 1, 0)],
        [(0, 0, 0)] * 8]
    full = [m[i] + m[5 - i][1:8] for i in range(6)] + [m[6] + m[6][1:8]]
    step = [(0, 1), (2, 0), (1, 2), (2, 1), (1, 0), (0, 2), (0, 0)]       # (y, z) added per unit of i
    rows = []
    for col in _columns(full):
        for i in range(3):
            rows.append([_add(x, (0, i * s, i * t)) for x, (s, t) in zip(col, step)])
    return rows


def _dm_48() -> list:
    """(48,9;1) over GF(3) x GF(16) (additive), w^4 = w + 1 [1]_ III.3.67; entry (a, b) is (a, w^b)."""
    F = _GF2e(4, 0b10011)
    a = [
        [(0, 4), (2, 2), (2, 2), (0, 13), (0, 4), (2, 13), (0, 1), (0, 7), (1, 7), (2, 2), (0, 6), (2, 9)],
        [(2, 7), (0, 9), (2, 7), (2, 3), (0, 3), (0, 9), (1, 12), (0, 6), (0, 12), (2, 14), (2, 7), (0, 11)],
        [(2, 12), (2, 12), (0, 14), (0, 14), (2, 8), (0, 8), (0, 2), (1, 2), (0, 11), (0, 1), (2, 4), (2, 12)],
        [(1, 3), (0, 2), (0, 10), (0, 14), (0, 9), (1, 3), (0, 12), (2, 13), (2, 1), (2, 9), (2, 0), (1, 7)],
        [(0, 0), (1, 8), (0, 7), (1, 8), (0, 4), (0, 14), (2, 6), (0, 2), (2, 3), (1, 12), (2, 14), (2, 5)],
        [(0, 12), (0, 5), (1, 13), (0, 4), (1, 13), (0, 9), (2, 8), (2, 11), (0, 7), (2, 10), (1, 2), (2, 4)],
        [(1, 12), (2, 0), (1, 14), (0, 6), (1, 9), (0, 14), (1, 4), (0, 5), (1, 8), (1, 3), (2, 1), (1, 1)],
        [(1, 4), (1, 2), (2, 5), (0, 4), (0, 11), (1, 14), (1, 13), (1, 9), (0, 10), (1, 6), (1, 8), (2, 6)],
        [(2, 10), (1, 9), (1, 7), (1, 4), (0, 9), (0, 1), (0, 0), (1, 3), (1, 14), (2, 11), (1, 11), (1, 13)]]
    v = [12, 2, 7, 0, 5, 10, 3, 8, 13]
    rows = []
    for col in _columns(a):
        pts = [(x, F.power[b % 15]) for x, b in col]
        rows.append(pts)
        for u in (0, 1, 4):
            rows.append([(x, f ^ F.power[(e + u) % 15]) for (x, f), e in zip(pts, v)])
    return [[(x,) + F.bits(f) for x, f in r] for r in rows]


def _abel_cheng(a: list, y: list, e: int, poly: int) -> list:
    """The (p 2^e, k; 1) difference matrix of Abel and Cheng [5]_ from an array over Z_p x GF(2^e).

    ``a`` is a (Z_p, k; 2) difference matrix printed by columns (its k rows here), entry (g, i) paired with
    w^i of GF(2^e) (i None for 0), w a root of ``poly``; ``y`` a vector of GF(2^e) in the same notation. Each
    column A_s of ``a`` gives the rows A_s + (0, Y v) for v in the GF(2)-hyperplane H spanned by
    1, w, ..., w^(e-2): 2p x 2^(e-1) = p 2^e rows.
    """
    F = _GF2e(e, poly)

    def elem(i: int | None) -> int:
        return 0 if i is None else F.power[i]

    hyperplane = [_xor_sum(F.power[i] for i in range(e - 1) if bits[i])
                  for bits in product((0, 1), repeat=e - 1)]
    rows = []
    for col in _columns(a):
        for v in hyperplane:
            rows.append([(g, elem(i) ^ F.mul(elem(yi), v)) for (g, i), yi in zip(col, y)])
    return [[(g,) + F.bits(f) for g, f in r] for r in rows]


def _xor_sum(values: Any) -> int:
    out = 0
    for v in values:
        out ^= v
    return out


def _dm_40() -> list:
    """(40,8;1) over GF(5) x GF(8) (additive), w^3 = w + 1 (Abel and Cheng [5]_, [1]_ III.3.62)."""
    n = None
    a = [
        [(0, n)] * 10,
        [(0, n), (1, n), (2, 2), (3, 2), (4, 2), (2, n), (3, n), (4, n), (0, 2), (1, 2)],
        [(0, n), (2, 5), (4, 5), (1, 2), (3, 6), (3, 4), (0, 0), (2, 1), (4, 1), (1, 6)],
        [(0, n), (3, 4), (1, 4), (4, 0), (2, 5), (3, n), (1, 0), (4, 1), (2, 2), (0, 3)],
        [(0, n), (4, 6), (3, n), (2, 3), (1, 4), (2, 1), (1, n), (0, 4), (4, 0), (3, 2)],
        [(0, n), (1, 2), (4, 6), (4, 4), (1, 0), (0, 6), (2, 3), (3, 6), (3, 5), (2, 5)],
        [(1, n), (0, 3), (1, 2), (4, 5), (4, n), (2, 3), (0, 0), (2, 2), (3, 0), (3, n)],
        [(4, n), (1, 3), (0, 0), (1, 1), (4, 0), (3, 1), (2, 5), (0, n), (2, 1), (3, n)]]
    return _abel_cheng(a, [n, 0, 1, 6, 5, 4, 3, 2], 3, 0b1011)


def _dm_80() -> list:
    """(80,10;1) over GF(5) x GF(16) (additive), w^4 = w + 1 (Abel and Cheng [5]_, [1]_ III.3.76)."""
    n = None
    a = [
        [(0, n)] * 10,
        [(0, n), (1, n), (2, 3), (3, n), (4, 3), (2, n), (3, 3), (4, n), (0, 3), (1, 3)],
        [(0, n), (2, 8), (4, 6), (1, 3), (3, 3), (3, 13), (0, 13), (2, 6), (4, 14), (1, 12)],
        [(0, n), (3, 11), (1, 0), (4, 9), (2, 0), (3, 7), (1, 8), (4, 10), (2, 10), (0, 11)],
        [(0, n), (4, 8), (3, 14), (2, 14), (1, 12), (2, 10), (1, 10), (0, 3), (4, 5), (3, 8)],
        [(0, n), (1, 8), (4, 14), (4, 12), (1, 1), (0, 1), (2, 8), (3, 12), (3, 6), (2, 1)],
        [(1, n), (0, 6), (1, 1), (4, 4), (4, 13), (2, 6), (0, 14), (2, 9), (3, 0), (3, 3)],
        [(4, n), (1, 9), (0, 7), (1, 1), (4, 8), (3, 5), (2, 14), (0, 0), (2, n), (3, 0)],
        [(4, n), (4, 6), (1, 2), (0, n), (1, 13), (3, 8), (3, 2), (2, 0), (0, 14), (2, n)],
        [(1, n), (4, 9), (4, 1), (1, 0), (0, 4), (2, 5), (3, n), (3, 5), (2, n), (0, n)]]
    return _abel_cheng(a, [n, 0, 1, 14, 12, 7, 2, 11, 3, 6], 4, 0b10011)


def _dm_75() -> list:
    """(75,8;1) over GF(3) x GF(5) x GF(5) [1]_ III.3.75: each base row plus fixed vectors times x = 0..4."""
    m = [
        [(2, 0, 0), (0, 0, 0), (0, 0, 0), (1, 0, 0), (0, 0, 0), (1, 0, 0), (1, 0, 0), (0, 0, 0)],
        [(0, 2, 3), (1, 4, 4), (1, 1, 3), (1, 0, 4), (2, 4, 3), (0, 0, 3), (1, 4, 4), (0, 0, 0)],
        [(1, 3, 2), (2, 1, 1), (1, 4, 0), (0, 3, 0), (1, 0, 4), (2, 4, 1), (0, 1, 2), (0, 0, 0)],
        [(0, 2, 4), (1, 3, 1), (2, 0, 2), (0, 0, 1), (2, 4, 0), (1, 2, 2), (0, 0, 0), (0, 0, 0)],
        [(1, 1, 2), (2, 2, 3), (0, 3, 1), (1, 4, 2), (2, 1, 0), (1, 4, 3), (2, 4, 4), (0, 0, 0)],
        [(0, 1, 4), (0, 4, 4), (2, 4, 1), (1, 3, 0), (1, 3, 1), (2, 0, 0), (2, 4, 0), (0, 0, 0)],
        [(0, 4, 4), (2, 0, 1), (2, 3, 3), (2, 3, 2), (0, 0, 2), (2, 1, 2), (1, 4, 2), (0, 0, 0)],
        [(2, 4, 2), (2, 4, 1), (2, 3, 1), (1, 2, 2), (1, 3, 0), (0, 0, 2), (2, 4, 2), (0, 0, 0)]]
    full = [m[i] + m[7 - i][:7] for i in range(8)]
    step = [(0, 1), (1, 0), (1, 2), (2, 2), (3, 3), (4, 3), (4, 0), (0, 4)]
    rows = []
    for col in _columns(full):
        for x in range(5):
            rows.append([_add(v, (0, x * s, x * t)) for v, (s, t) in zip(col, step)])
    return rows


def _dm_51() -> list:
    """(51,6;1) over Z51 [1]_ III.3.69: base rows rotated on five entries, with negatives, a zero last entry."""
    base = [[5, 33, 29, 30, 1], [8, 3, 47, 10, 13], [14, 27, 6, 12, 28], [9, 16, 44, 49, 11],
            [34, 32, 36, 26, 20]]
    rows = [[0] * 5]
    for col in _columns(base):
        for i in range(5):
            r = _rotate(col, i)
            rows += [r, [-x for x in r]]
    return [r + [0] for r in rows]


def _dm_52() -> list:
    """(52,6;1) over GF(4) x Z13, z^2 = z + 1 [1]_ III.3.70: orbits under two automorphisms of order 3."""
    F = _GF2e(2, 0b111)
    z, z2 = F.power[1], F.power[2]
    m = [
        [(0, 0)] * 5,
        [(z2, 10), (0, 7), (1, 10), (z, 10), (z2, 3)],
        [(z, 10), (z2, 2), (1, 11), (z, 2), (z2, 7)],
        [(z, 8), (z2, 12), (0, 10), (z2, 11), (z2, 6)],
        [(1, 2), (0, 2), (z2, 8), (z, 3), (z, 7)],
        [(1, 6), (z, 12), (0, 7), (z2, 6), (z, 2)]]
    m2 = [[(1, 1), (z2, 11)], [(z, 3), (1, 7)], [(z2, 9), (z, 8)], [(1, 4), (z2, 3)], [(z, 12), (1, 9)],
          [(z2, 10), (z, 1)]]

    def t1(r: list) -> list:                    # (x, y) -> (z x, 3 y), columns permuted (3 1 2)(6 4 5)
        p = [r[2], r[0], r[1], r[5], r[3], r[4]]
        return [(F.mul(z, x), 3 * y) for x, y in p]

    def t2(r: list) -> list:                    # columns permuted (3 1 2)(5 6 4)
        return [r[2], r[0], r[1], r[4], r[5], r[3]]

    def power(t: Callable, i: int, r: list) -> list:
        for _ in range(i):
            r = t(r)
        return r

    rows = [[(0, 0)] * 6]
    for col in _columns(m):
        for c1, c2 in product((1, 2, 3), repeat=2):
            rows.append(power(t2, c2, power(t1, c1, list(col))))
    for col in _columns(m2):
        rows += [power(t2, c2, list(col)) for c2 in (1, 2, 3)]
    return [[F.bits(x) + (y,) for x, y in r] for r in rows]


def _dm_55() -> list:
    """(55,7;1) over Z55 [1]_ III.3.72: base rows in their six rotations, a zero last entry."""
    base = [[1, 7, 14, 19, 28, 33, 40, 46, 50], [2, 13, 25, 38, 52, 12, 20, 32, 45],
            [39, 6, 8, 26, 24, 51, 11, 34, 37], [54, 48, 41, 36, 27, 22, 15, 9, 5],
            [53, 42, 30, 17, 3, 43, 35, 23, 10], [16, 49, 47, 29, 31, 4, 44, 21, 18]]
    rows = [[0] * 7]
    for col in _columns(base):
        rows += [_rotate(col, c) + [0] for c in range(6)]
    return rows


def _dm_56() -> list:
    """(56,8;1) over GF(8) x Z7, w^3 = w + 1 [1]_ III.3.73: orbits of a rotation times w on GF(8)."""
    F = _GF2e(3, 0b1011)
    w = F.power
    m = [
        [(0, 0)] + [(w[i], 0) for i in range(7)],
        [(0, 1), (w[1], 6), (w[2], 1), (w[3], 1), (w[4], 6), (w[5], 1), (w[6], 6), (w[0], 6)],
        [(0, 4), (w[2], 3), (w[3], 4), (w[4], 4), (w[5], 3), (w[6], 4), (w[0], 3), (w[1], 3)],
        [(0, 2), (w[3], 5), (w[4], 2), (w[5], 2), (w[6], 5), (w[0], 2), (w[1], 5), (w[2], 5)],
        [(0, 2), (w[4], 5), (w[5], 2), (w[6], 2), (w[0], 5), (w[1], 2), (w[2], 5), (w[3], 5)],
        [(0, 4), (w[5], 3), (w[6], 4), (w[0], 4), (w[1], 3), (w[2], 4), (w[3], 3), (w[4], 3)],
        [(0, 1), (w[6], 6), (w[0], 1), (w[1], 1), (w[2], 6), (w[3], 1), (w[4], 6), (w[5], 6)],
        [(1, 0)] * 8]
    rows = []
    for col in _columns(m):
        r = list(col)
        for _ in range(7):
            rows.append(r)
            p = [r[6], r[0], r[1], r[2], r[3], r[4], r[5], r[7]]
            r = [(F.mul(w[1], x), y) for x, y in p]
    return [[F.bits(x) + (y,) for x, y in r] for r in rows]


def _dm_60() -> list:
    """(60,6;1) over Z2 x Z30 (Abel [3]_): each base row in three rotations and three negated twists."""
    m = [
        [(0, 0)] * 10,
        [(1, 10), (1, 6), (0, 17), (0, 7), (1, 5), (0, 9), (0, 3), (1, 13), (1, 17), (0, 13)],
        [(1, 22), (1, 1), (1, 8), (0, 9), (1, 21), (1, 29), (1, 0), (0, 2), (0, 12), (1, 15)],
        [(1, 24), (1, 1), (0, 14), (0, 0), (0, 16), (0, 18), (0, 8), (0, 28), (0, 17), (0, 7)],
        [(0, 17), (0, 7), (0, 20), (0, 1), (1, 4), (0, 26), (0, 19), (0, 28), (1, 21), (0, 6)],
        [(1, 14), (1, 9), (0, 10), (0, 27), (1, 20), (0, 11), (0, 13), (1, 12), (0, 28), (1, 18)]]
    one = (1, 0)
    rows = []
    for a, b, c, d, e, f in _columns(m):
        rows += [[a, b, c, d, e, f], [c, a, b, e, f, d], [b, c, a, f, d, e]]
        na, nb, nc, nd, ne, nf = (_neg(x) for x in (a, b, c, d, e, f))
        rows += [[nd, ne, nf, _add(na, one), _add(nb, one), _add(nc, one)],
                 [ne, nf, nd, _add(nc, one), _add(na, one), _add(nb, one)],
                 [nf, nd, ne, _add(nb, one), _add(nc, one), _add(na, one)]]
    return rows


def difference_matrix_from_difference_set(base: Sequence[int | None], v: int) -> list[list[int | None]]:
    """Return a (v, k; 1) difference matrix over Z_v from a planar (v, k, 1) difference set (v = k^2 - k + 1).

    Take an OA(k + 1, k) (GF(k) when k is a prime power), relabel its first k columns so that the k rows
    with last entry 0 become constant rows (they are pairwise disjoint), drop them and the last column, and
    replace symbol x by ``base[x]``; with a zero row added, any two columns show each difference
    base[s] - base[t], s != t, once: every nonzero element of Z_v, since the base is a difference set [1]_
    (VI.17; Sage's DM_57_8_1, shared by J. R. Abel). If one entry of ``base`` is None (the others a planar
    difference set of size k - 1), the same rows are a (v, k; 1, 1; k - 1) quasi-difference matrix with that
    symbol's cells empty (Sage's QDM_57_9_1_1_8, by J. R. Abel); it is not checked here (its OA is, where
    it is used).

    Raises
    ------
    ValueError
        If k is not a prime power (no field OA here) or, with no None in ``base``, the result is not a
        difference matrix.

    Examples
    --------
    >>> from designs.difference_matrices import difference_matrix_from_difference_set, is_difference_matrix
    >>> dm = difference_matrix_from_difference_set((0, 1, 3), 7)      # the Fano plane's difference set
    >>> len(dm), is_difference_matrix(dm, (7,))
    (7, True)
    """
    k = len(base)
    body = idempotent_rows(oa_from_field(k, k + 1))
    rows = [[None if base[x] is None else int(base[x]) % v for x in r] for r in body] + [[0] * k]
    if None not in base and not is_difference_matrix(rows, (v,)):
        raise ValueError(f"{tuple(base)} is not a planar difference set of Z{v}")
    return rows


def _qdm_57() -> list:
    """(57,9;1,1;8) over Z57: the planar difference set of ``_dm_57`` with an empty symbol ([4]_, J. R. Abel)."""
    return difference_matrix_from_difference_set((None, 1, 6, 7, 9, 19, 38, 42, 49), 57)


def _dm_57() -> list:
    """(57,8;1) over Z57 from the planar difference set {1, 6, 7, 9, 19, 38, 42, 49} ([4]_, J. R. Abel)."""
    return difference_matrix_from_difference_set((1, 6, 7, 9, 19, 38, 42, 49), 57)


def _qdm_19() -> list:
    """(19,6;1,1;1) over Z19 [1]_ III.3.49: each base row in three column permutations."""
    m = [[None, 7, 13, 1, 16, 9, 2], [0, 1, 15, 7, 17, 6, 14], [0, 11, 10, 11, 5, 4, 3],
         [7, None, 13, 16, 1, 2, 9], [1, 0, 15, 17, 7, 14, 6], [11, 0, 10, 5, 11, 3, 4]]
    return _three_permutations(m)


def _three_permutations(m: list) -> list:
    rows = []
    for a, b, c, d, e, f in _columns(m):
        rows += [[a, b, c, d, e, f], [b, c, a, f, d, e], [c, a, b, e, f, d]]
    return rows


def _qdm_21_5() -> list:
    """(21,5;1,1;1) over Z21 [1]_ III.3.51: each base row under x -> 16 x and x -> 4 x with translations."""
    m = [[1, 13, 18, 3, 16, 19, None], [16, 19, 1, 13, 18, 3, 0], [18, 3, 16, 19, 1, 13, 0],
         [6, 15, 6, 15, 6, 15, 0], [12, 9, 19, 16, 5, 2, 0]]
    rows = [[0, 7, 14, None, 0], [0, 14, 7, 0, None]]
    for a, b, c, d, e in _columns(m):
        rows += [[a, b, c, d, e],
                 [_times(16, c), _times(16, a), _times(16, b), 16 * d + 7, 16 * e + 14],
                 [_times(4, b), _times(4, c), _times(4, a), 4 * d + 14, 4 * e + 7]]
    return rows


def _qdm_21_6() -> list:
    """(21,6;1,1;5) over Z21 [1]_ III.3.53: each base row in its six rotations, and a zero row."""
    m = [[None] * 5, [0] * 5, [1, 6, 7, 8, 14], [3, 11, 20, 18, 10], [6, 10, 14, 1, 5], [4, 19, 5, 12, 2]]
    rows = [[0] * 6]
    for col in _columns(m):
        rows += [list(col[i:] + col[:i]) for i in range(6)]
    return rows


def _qdm_25() -> list:
    """(25,6;1,1;5) over Z5 x Z5 [1]_ III.3.55: each base row plus i times a fixed vector, i = 0..4."""
    o = (0, 0)
    m = [[o, None, o, o, o, o, o], [o, o, None, (0, 4), (0, 2), (0, 3), (0, 1)],
         [o, (3, 1), (3, 0), None, (4, 0), (1, 0), (2, 0)], [o, (3, 0), (0, 2), (1, 2), None, (0, 1), (0, 3)],
         [o, (3, 3), (1, 2), (4, 2), (2, 0), None, (0, 4)], [o, (4, 2), (2, 4), (0, 3), (2, 3), (3, 2), None]]
    step = [(1, 1), (2, 1), (1, 0), (4, 0), (3, 4), (4, 4)]
    rows = []
    for col in _columns(m):
        for i in range(5):
            rows.append([_add(x, (i * s, i * t)) for x, (s, t) in zip(col, step)])
    return rows


def _qdm_33() -> list:
    """(33,6;1,1;1) over Z33 [1]_ III.3.57: base rows under (a..f) -> 4 (e, a, b, c, d, f), five times."""
    m = [[None, 0, 0, 0, 0, 0], [30, 17, 10, 25, 23, 8], [22, 4, 32, 29, 28, 22], [25, 10, 20, 15, 21, 16],
         [0, 12, 15, 16, 32, 23], [6, 11, 18, 14, 9, 20]]
    rows = [[0, 0, 0, 0, 0, 0], [1, 4, 16, 31, 25, 11], [3, 12, 15, 27, 9, 11], [10, 7, 28, 13, 19, 0],
            [5, 20, 14, 23, 26, None]]
    for a, b, c, d, e, f in _columns(m):
        for _ in range(5):
            rows.append([a, b, c, d, e, f])
            a, b, c, d, e, f = (_times(4, x) for x in (e, a, b, c, d, f))
    return rows


def _qdm_37() -> list:
    """(37,6;1,1;1) over Z37 [1]_ III.3.60: each base row in three column permutations."""
    m = [[None, 10, 1, 2, 6, 3, 22, 5, 7, 9, 14, 18, 28], [0, 1, 10, 20, 23, 30, 35, 13, 33, 16, 29, 32, 21],
         [0, 26, 26, 15, 8, 4, 17, 19, 34, 12, 31, 24, 25], [10, None, 10, 6, 2, 22, 3, 7, 5, 14, 9, 28, 18],
         [1, 0, 26, 23, 20, 35, 30, 33, 13, 29, 16, 21, 32], [26, 0, 1, 8, 15, 17, 4, 34, 19, 31, 12, 25, 24]]
    return _three_permutations(m)


def _all_rotations(m: list) -> list:
    rows = []
    for col in _columns(m):
        rows += [_rotate(col, c) for c in range(len(col))]
    return rows


def _qdm_35() -> list:
    """(35,7;1,1;7) over Z35 [1]_ III.3.63: each base row in its seven rotations."""
    return _all_rotations([
        [None] * 7, [0] * 7, [18, -18, 11, -11, 5, -5, 4], [26, -26, 10, -10, 30, -30, 23],
        [20, -20, 3, -3, 33, -33, 23], [5, -5, 25, -25, 24, -24, 4], [17, -17, 4, -4, 22, -22, 0]])


def _qdm_45() -> list:
    """(45,7;1,1;9) over Z45 [1]_ III.3.71: each base row in its seven rotations."""
    return _all_rotations([
        [None] * 9, [0] * 9, [1, 27, 16, 7, -1, -27, -16, -7, 3], [24, 40, 1, 35, -24, -40, -1, -35, 7],
        [10, 30, 22, 44, -10, -30, -22, -44, 7], [5, 18, 14, 33, -5, -18, -14, -33, 3],
        [30, 16, 33, 27, -30, -16, -33, -27, 0]])


def _qdm_54() -> list:
    """(54,7;1,1;8) over Z54 [1]_ III.3.74: each base row in its seven rotations."""
    n = None
    return _all_rotations([
        [0, n, n, n, 0, n, n, n, n, n], [17, 0, 0, 0, -17, 0, 0, 0, 1, 11],
        [29, 28, 35, 23, -29, -28, -35, -23, 3, 19], [36, 50, 5, 33, -36, -50, -5, -33, 7, 33],
        [31, 2, 43, 30, -31, -2, -43, -30, 34, 33], [16, 47, 44, 51, -16, -47, -44, -51, 30, 19],
        [41, 11, 1, 17, -41, -11, -1, -17, 28, 11]])


def _oa_7_18() -> list:
    """Abel's matrix over Z2 x Z3 x Z3 for an OA(7, 18) [3]_: each base row plus y times a fixed vector."""
    text = """
        000 100 100 000 100 100 100 000 000 000 100 000
        000 020 100 100 000 120 110 110 010 020 010 120
        000 100 022 102 112 001 101 120 121 001 020 002
        000 002 100 002 102 122 010 111 110 121 021 001
        000 021 000 100 020 112 100 021 112 102 102 012
        000 000 011 010 100 010 110 122 011 121 120 111
        000 100 002 022 011 121 020 122 100 010 112 112"""
    base = [[tuple(int(ch) for ch in w) for w in line.split()] for line in text.strip().splitlines()]
    step = [(0, 0), (0, 1), (1, 0), (2, 1), (2, 2), (1, 2), (0, 2)]
    rows = []
    for col in _columns(base):
        for y in range(3):
            rows.append([_add(x, (0, y * s, y * t)) for x, (s, t) in zip(col, step)])
    return rows


def _pbd_from_cyclic_plane(base: Sequence[int], v: int, removed: Sequence[int]) -> list[list[int]]:
    """The blocks of the cyclic (v, k, 1) design of a planar difference set ``base``, with the ``removed``
    points deleted, on the remaining points relabelled 0, 1, ... in order (a PBD: any two points are still on
    exactly one block)."""
    keep = sorted(set(range(v)) - set(removed))
    label = {x: i for i, x in enumerate(keep)}
    blocks = [[label[(x + i) % v] for x in base if (x + i) % v in label] for i in range(v)]
    return [b for b in blocks if len(b) >= 2]


_B73 = (0, 19, 26, 14, 63, 15, 32, 35, 65)
_B91 = (0, 1, 3, 9, 27, 81, 61, 49, 56, 77)


def _pbd_66() -> list:
    """PG(2, 8) as the cyclic (73,9,1) design, minus 7 points of the oval -base ([4]_, J. R. Abel)."""
    return _pbd_from_cyclic_plane(_B73, 73, [(-x) % 73 for x in _B73][:7])


def _pbd_68() -> list:
    """PG(2, 8) minus 5 points of the oval -base ([4]_, J. R. Abel)."""
    return _pbd_from_cyclic_plane(_B73, 73, [(-x) % 73 for x in _B73][:5])


def _pbd_69() -> list:
    """PG(2, 8) from the difference set {1, 2, 4, 8, 16, 32, 37, 55, 64} minus 4 points of an oval; its six
    blocks of size 7 need the OA(8, 7) with the pairs (x, x) ([4]_, J. R. Abel)."""
    return _pbd_from_cyclic_plane((1, 2, 4, 8, 16, 32, 37, 55, 64), 73, (72, 71, 69, 65))


def _pbd_74() -> list:
    """PG(2, 9) as the cyclic (91,10,1) design minus a line and 7 points of an oval ([4]_, J. R. Abel)."""
    return _pbd_from_cyclic_plane(_B91, 91, [(-x) % 91 for x in _B91][-7:] + list(_B91))


def _pbd_76() -> list:
    """PG(2, 9) minus a line and 5 points of an oval; ten blocks of size 7 ([4]_, J. R. Abel)."""
    return _pbd_from_cyclic_plane(_B91, 91, [2, 4, 5, 12, 24] + list(_B91))


_MOLS_14 = """
    bjihgkecalnfmd  bfmcenidgjhalk  bcdefghijklmna  bcdefghijklmna
    fckjbhledimagn  jcgndfalehkbim  gnkjdmiclbhaef  jflhnkaecmgdib
    mgdlkcbafejnih  ikdhaegnmfblcj  lifhbjemkangcd  emkdjbgfnliahc
    cnhemldbigfkaj  hjlebifkangcmd  dalmgnbjehcfik  anighmflkbdcej
    edabfnmkcjhgli  gbkmfcjeliahdn  njcaeifhbdgkml  kebcajimdgfhln
    nfeicgajldkbhm  khclngdafmjibe  mfbkcdlagnjihe  cgnflembihakjd
    iagfjdhnkmelcb  elbdmahfignkjc  aemnhkjdcifblg  ilabkdnhfcjegm
    dlnkeafimhcjbg  ceabkjnihdmgfl  hdnikbagmcelfj  ljgnihecbamfdk
    gemalfihjnbdkc  adficlkmjbenhg  cgjflhnbiekdam  ndmabcjglfeikh
    jhfnimgdbkacel  liegjdmhnkcfab  fkibmagenldhjc  mbhiefljadkncg
    hkbgajnmeclidf  nmjfhkecbaldgi  imhlneckdfajgb  difjcnkamehgbl
    ablchikgnfdmje  fankgbljdcimeh  klegafdnhjmcbi  ghckmlbdeinjaf
    licmdbjfhagenk  mgialhcbkedjnf  jhadicmlfgbekn  fajlgidkhncbme
    kmjdneclgbihfa  dnhjimbgclfeka  ebgcjlkfamindh  hkemdacngjblfi"""
"""Four MOLS of order 14 (Todorov [2]_; the squares as Wanless shared them in [4]_), row i of each square
on line i, letters a.. for symbols 0.."""

_MOLS_15 = """
    bcdefghijklmnoa  bdgiknfcamehjlo  bhealiofmdjgcnk  blhcmdinejofakg
    abcdefghijklmno  acehjlogdbnfikm  lcifbmjagnekhdo  hcmidnejofkagbl
    oabcdefghijklmn  nbdfikmahecogjl  amdjgcnkbhoflie  midnjeofkaglbhc
    noabcdefghijklm  mocegjlnbifdahk  fbnekhdolciagmj  dnjeokfaglbhmci
    mnoabcdefghijkl  lnadfhkmocjgebi  kgcoflieamdjbhn  jeokfalgbhmcind
    lmnoabcdefghijk  jmobegilnadkhfc  olhdagmjfbnekci  ekfalgbmhcindjo
    klmnoabcdefghij  dknacfhjmobelig  jamiebhnkgcofld  aflgbmhcnidjoek
    jklmnoabcdefghi  helobdgiknacfmj  ekbnjfciolhdagm  lbgmhcnidojekaf
    ijklmnoabcdefgh  kifmacehjlobdgn  nflcokgdjamiebh  gmchnidojeakflb
    hijklmnoabcdefg  oljgnbdfikmaceh  iogmdalhekbnjfc  chndiojeakfblgm
    ghijklmnoabcdef  iamkhocegjlnbdf  djahnebmiflcokg  ndioejakfblgcmh
    fghijklmnoabcde  gjbnliadfhkmoce  hekbiofcnjgmdal  ioejafkblgcmhdn
    efghijklmnoabcd  fhkcomjbegilnad  miflcjagdokhneb  ojafkbglcmhdnie
    defghijklmnoabc  egildankcfhjmob  cnjgmdkbhealiof  fakbglchmdnieoj
    cdefghijklmnoab  cfhjmeboldgikna  gdokhnelcifbmja  kgblchmdineojfa"""
"""Four MOLS of order 15 (I. M. Wanless, as shared in [4]_), in the layout of ``_MOLS_14``."""


def _squares(text: str) -> list:
    """The squares of a text block (one line per row, the squares side by side) as an OA(k + 2, n)'s rows."""
    lines = [line.split() for line in text.strip().splitlines()]
    n, k = len(lines), len(lines[0])
    return [[i, j] + [ord(lines[i][s][j]) - ord("a") for s in range(k)] for i in range(n) for j in range(n)]


_HB = "Handbook of Combinatorial Designs III.3"
PUBLISHED: dict[int, PublishedMatrix] = {p.order: p for p in [
    PublishedMatrix(14, 4, "MOLS", "4 MOLS(14)", (), 0, "Todorov 2012", lambda: _squares(_MOLS_14)),
    PublishedMatrix(15, 4, "MOLS", "4 MOLS(15)", (), 0, "Wanless, via Sage", lambda: _squares(_MOLS_15)),
    PublishedMatrix(18, 5, "subgroup", "OA(7,18)", (2, 3, 3), 0, "Abel 2013", _oa_7_18),
    PublishedMatrix(20, 4, "QDM", "(19,6;1,1;1)", (19,), 1, f"{_HB}.49", _qdm_19),
    PublishedMatrix(21, 5, "DM", "(21,6;1)", (21,), 0, f"{_HB}.50", _dm_21),
    PublishedMatrix(22, 3, "QDM", "(21,5;1,1;1)", (21,), 1, f"{_HB}.51", _qdm_21_5),
    PublishedMatrix(24, 7, "DM", "(24,8;1)", (2, 2, 6), 0, f"{_HB}.52", _dm_24),
    PublishedMatrix(26, 4, "QDM", "(21,6;1,1;5)", (21,), 5, f"{_HB}.53", _qdm_21_6),
    PublishedMatrix(28, 5, "DM", "(28,6;1)", (2, 2, 7), 0, f"{_HB}.54", _dm_28),
    PublishedMatrix(30, 4, "QDM", "(25,6;1,1;5)", (5, 5), 5, f"{_HB}.55", _qdm_25),
    PublishedMatrix(33, 5, "DM", "(33,6;1)", (33,), 0, f"{_HB}.56", _dm_33),
    PublishedMatrix(34, 4, "QDM", "(33,6;1,1;1)", (33,), 1, f"{_HB}.57", _qdm_33),
    PublishedMatrix(35, 5, "DM", "(35,6;1)", (35,), 0, f"{_HB}.58", _dm_35),
    PublishedMatrix(36, 8, "DM", "(36,9;1)", (2, 2, 3, 3), 0, f"{_HB}.59", _dm_36),
    PublishedMatrix(38, 4, "QDM", "(37,6;1,1;1)", (37,), 1, f"{_HB}.60", _qdm_37),
    PublishedMatrix(39, 5, "DM", "(39,6;1)", (39,), 0, f"{_HB}.61", _dm_39),
    PublishedMatrix(40, 7, "DM", "(40,8;1)", (5, 2, 2, 2), 0, f"{_HB}.62, Abel-Cheng 1994", _dm_40),
    PublishedMatrix(42, 5, "QDM", "(35,7;1,1;7)", (35,), 7, f"{_HB}.63", _qdm_35),
    PublishedMatrix(44, 5, "DM", "(44,6;1)", (2, 2, 11), 0, f"{_HB}.64", _dm_44),
    PublishedMatrix(45, 6, "DM", "(45,7;1)", (5, 3, 3), 0, f"{_HB}.65", _dm_45),
    PublishedMatrix(48, 8, "DM", "(48,9;1)", (3, 2, 2, 2, 2), 0, f"{_HB}.67", _dm_48),
    PublishedMatrix(51, 5, "DM", "(51,6;1)", (51,), 0, f"{_HB}.69", _dm_51),
    PublishedMatrix(52, 5, "DM", "(52,6;1)", (2, 2, 13), 0, f"{_HB}.70", _dm_52),
    PublishedMatrix(54, 5, "QDM", "(45,7;1,1;9)", (45,), 9, f"{_HB}.71", _qdm_45),
    PublishedMatrix(55, 6, "DM", "(55,7;1)", (55,), 0, f"{_HB}.72", _dm_55),
    PublishedMatrix(56, 7, "DM", "(56,8;1)", (2, 2, 2, 7), 0, f"{_HB}.73", _dm_56),
    PublishedMatrix(57, 7, "DM", "(57,8;1)", (57,), 0, "a planar difference set, J. R. Abel", _dm_57),
    PublishedMatrix(60, 5, "DM", "(60,6;1)", (2, 30), 0, "Abel 2013", _dm_60),
    PublishedMatrix(62, 5, "QDM", "(54,7;1,1;8)", (54,), 8, f"{_HB}.74", _qdm_54),
    PublishedMatrix(66, 5, "PBD", "(66,{7,8,9})", (), 0, "J. R. Abel, via Sage", _pbd_66),
    PublishedMatrix(68, 5, "PBD", "(68,{7,8,9})", (), 0, "J. R. Abel, via Sage", _pbd_68),
    PublishedMatrix(69, 6, "PBD", "(69,{7,8,9})", (), 0, "J. R. Abel, via Sage", _pbd_69),
    PublishedMatrix(74, 5, "PBD", "(74,{7,8,9})", (), 0, "J. R. Abel, via Sage", _pbd_74),
    PublishedMatrix(76, 6, "PBD", "(76,{7,8,9})", (), 0, "J. R. Abel, via Sage", _pbd_76),
    PublishedMatrix(65, 7, "QDM", "(57,9;1,1;8)", (57,), 8, "a planar difference set, J. R. Abel", _qdm_57),
    PublishedMatrix(75, 7, "DM", "(75,8;1)", (3, 5, 5), 0, f"{_HB}.75", _dm_75),
    PublishedMatrix(80, 9, "DM", "(80,10;1)", (5, 2, 2, 2, 2), 0, f"{_HB}.76, Abel-Cheng 1994", _dm_80),
]}
"""Order n -> the published direct construction of MOLS(n) held here (n <= 80, where it beats recursion)."""


_HBV = "Handbook of Combinatorial Designs VI.17"
PUBLISHED_V_VECTORS: dict[tuple[int, int], tuple[tuple[int, ...], str]] = {
    (3, 2): ((0, 1, 3, 6), _HBV),
    (3, 4): ((0, 1, 3, 9), _HBV),
    (3, 6): ((0, 1, 3, 7), _HBV),
    (3, 10): ((0, 1, 4, 13), _HBV),
    (3, 12): ((0, 1, 3, 10), _HBV),
    (3, 14): ((0, 1, 4, 13), _HBV),
    (3, 20): ((0, 1, 3, 13), _HBV),
    (3, 24): ((0, 1, 3, 15), _HBV),
    (3, 26): ((0, 1, 3, 8), _HBV),
    (3, 32): ((0, 1, 3, 9), _HBV),
    (3, 34): ((0, 1, 3, 7), _HBV),
    (4, 3): ((0, 1, 3, 7, 2), _HBV),
    (4, 7): ((0, 1, 3, 7, 19), _HBV),
    (4, 9): ((0, 1, 3, 2, 8), "Brouwer-van Rees 1982"),
    (4, 13): ((0, 1, 3, 7, 19), _HBV),
    (4, 15): ((0, 1, 3, 7, 5), _HBV),
    (4, 25): ((0, 1, 3, 2, 31), _HBV),
    (5, 6): ((0, 1, 3, 7, 30, 17), _HBV),
    (5, 8): ((0, 1, 3, 22, 14, 18), _HBV),
    (5, 12): ((0, 1, 3, 7, 23, 50), _HBV),
    (5, 14): ((0, 1, 3, 9, 25, 54), _HBV),
    (5, 20): ((0, 1, 3, 10, 43, 91), _HBV),
    (5, 26): ((0, 1, 3, 6, 48, 15), _HBV),
    (6, 5): ((0, 1, 7, 30, 12, 21, 15), _HBV),
    (6, 7): ((0, 1, 3, 16, 35, 26, 36), "Colbourn 1996"),
    (6, 11): ((0, 1, 3, 14, 7, 24, 27), _HBV),
    (6, 13): ((0, 1, 3, 7, 55, 47, 34), _HBV),
    (6, 17): ((0, 1, 3, 2, 14, 99, 29), _HBV),
    (6, 21): ((0, 1, 4, 13, 66, 93, 45), _HBV),
    (7, 6): ((0, 1, 12, 27, 37, 16, 30, 35), _HBV),
    (7, 10): ((0, 1, 3, 45, 9, 50, 28, 16), _HBV),
    (7, 16): ((0, 1, 3, 7, 82, 72, 93, 39), _HBV),
    (7, 18): ((0, 1, 3, 6, 97, 114, 99, 26), _HBV),
    (8, 9): ((0, 1, 20, 70, 23, 59, 3, 8, 19), "Colbourn 1996"),
    (8, 11): ((0, 1, 6, 56, 22, 35, 47, 23, 60), "Colbourn 1996"),
    (8, 17): ((0, 1, 3, 2, 133, 126, 47, 109, 74), "Colbourn 1996"),
    (8, 29): ((0, 1, 4, 11, 94, 60, 85, 16, 198), "Colbourn 1996"),
    (8, 57): ((0, 1, 3, 2, 12, 333, 363, 154, 340), "Brouwer-van Rees 1982"),
    (9, 12): ((0, 1, 4, 19, 56, 22, 83, 95, 52, 96), _HBV),
    (9, 14): ((0, 1, 11, 25, 37, 8, 100, 23, 95, 42), _HBV),
    (9, 18): ((0, 1, 3, 7, 36, 30, 158, 94, 52, 70), _HBV),
    (9, 20): ((0, 1, 3, 19, 145, 70, 173, 159, 18, 85), _HBV),
    (9, 22): ((0, 1, 3, 31, 99, 190, 174, 46, 87, 127), _HBV),
    (9, 30): ((0, 1, 3, 8, 197, 68, 119, 13, 215, 105), _HBV),
    (9, 34): ((0, 1, 3, 13, 140, 81, 74, 131, 303, 238), _HBV),
    (9, 42): ((0, 1, 3, 6, 66, 258, 186, 346, 104, 152), _HBV),
    (9, 44): ((0, 1, 4, 11, 144, 103, 216, 77, 160, 363), _HBV),
    (10, 13): ((0, 1, 5, 10, 22, 6, 14, 9, 53, 129, 84), "Colbourn 1996"),
    (10, 15): ((0, 1, 45, 146, 51, 97, 70, 137, 85, 133, 18), _HBV),
    (10, 19): ((0, 1, 3, 96, 143, 156, 182, 142, 4, 189, 25), "Colbourn 1996"),
    (10, 21): ((0, 1, 6, 188, 205, 39, 101, 113, 30, 32, 42), _HBV),
    (10, 25): ((0, 1, 3, 85, 140, 178, 195, 22, 48, 179, 188), "Colbourn 1996"),
    (10, 27): ((0, 1, 3, 82, 109, 241, 36, 112, 141, 263, 126), "Colbourn 1996"),
    (10, 31): ((0, 1, 3, 57, 128, 247, 289, 239, 70, 271, 96), "Colbourn 1996"),
    (10, 33): ((0, 1, 3, 67, 319, 44, 249, 146, 302, 282, 90), _HBV),
    (10, 43): ((0, 1, 6, 29, 170, 207, 385, 290, 375, 32, 336), "Colbourn 1996"),
    (10, 49): ((0, 1, 3, 8, 406, 72, 335, 197, 324, 383, 395), _HBV),
    (11, 30): ((0, 1, 58, 61, 235, 82, 160, 120, 260, 161, 204, 174), "Abel 2003"),
    (11, 32): ((0, 1, 90, 6, 158, 125, 293, 76, 250, 123, 341, 79), "Abel 2003"),
    (11, 36): ((0, 1, 3, 57, 250, 77, 196, 255, 371, 107, 305, 260), "Abel 2003"),
    (11, 38): ((0, 1, 43, 27, 179, 37, 345, 70, 17, 255, 238, 147), "Abel 2003"),
    (11, 42): ((0, 1, 3, 12, 87, 104, 392, 328, 346, 314, 23, 359), "Abel 2003"),
    (12, 33): ((0, 1, 117, 331, 131, 309, 321, 386, 204, 276, 278, 40, 118), "Abel 2008"),
    (12, 35): ((0, 1, 110, 361, 349, 226, 98, 68, 80, 234, 347, 198, 321), "Abel 2008"),
    (12, 45): ((0, 1, 128, 372, 85, 361, 484, 394, 242, 41, 412, 388, 480), "Abel 2008"),
}
"""(m, t) -> a V(m, t) vector of GF(mt + 1) (mt + 1 prime here, elements as integers) and its source, for
(m + 1) t + 1 <= 600: Handbook [1]_ VI.17, Brouwer and van Rees [6]_, Colbourn [7]_, Abel [8]_, [9]_ (as listed in
[4]_). :func:`designs.mols_constructions.v_vector` returns these before it searches; each is checked where used."""


# ------------------------------------------------------------------------------------ developing them
def published_matrix(n: int) -> tuple[AbelianGroup, np.ndarray]:
    """Return the group and the matrix (empty cells -1) of the published construction for order n.

    Raises
    ------
    KeyError
        If :data:`PUBLISHED` holds nothing for n, or holds squares (``kind == "MOLS"``).

    Examples
    --------
    >>> from designs.difference_matrices import published_matrix
    >>> G, M = published_matrix(21)
    >>> G, M.shape
    (AbelianGroup(Z21), (21, 6))
    """
    p = PUBLISHED[n]
    if p.kind == "MOLS":
        raise KeyError(f"order {n} is held as squares, not as a matrix")
    return AbelianGroup(p.moduli), _encode(p.rows(), p.moduli)


def is_difference_matrix(matrix: Any, moduli: Sequence[int]) -> bool:
    """Return True if ``matrix`` (rows of group elements) is a (g, k; 1) difference matrix over Z_{m_1} x ....

    The definition, checked directly: g rows, and for any two columns i < j the differences
    d_{r,i} - d_{r,j} over the rows are all g elements of the group.

    Examples
    --------
    >>> from designs.difference_matrices import is_difference_matrix
    >>> is_difference_matrix([[0, 0], [1, 2], [2, 1]], (3,)), is_difference_matrix([[0, 0], [1, 1], [2, 2]], (3,))
    (True, False)
    """
    G = AbelianGroup(moduli)
    d = _encode([list(r) for r in matrix], G.moduli)
    if d.shape[0] != G.order or (d < 0).any():
        return False
    for i in range(d.shape[1]):
        for j in range(i + 1, d.shape[1]):
            if len(set(G.add[d[:, i], G.neg[d[:, j]]].tolist())) != G.order:
                return False
    return True


def oa_from_subgroup_development(matrix: Any, group: AbelianGroup, subgroup: Sequence[int]) -> np.ndarray:
    """Return the OA(k, g) of the rows of ``matrix`` translated by each element of a subgroup H of G.

    If ``|rows|`` ``|H|`` = g^2 and for any two columns and each coset of H the rows whose entry in the first of the two
    columns lies in that coset show every difference once, the translates are an OA(k, g) [3]_. The result is
    checked.

    Raises
    ------
    ValueError
        If the translates are not an orthogonal array.

    Examples
    --------
    >>> from designs.orthogonal_arrays import AbelianGroup
    >>> from designs.difference_matrices import oa_from_subgroup_development
    >>> oa_from_subgroup_development([[0, 0], [0, 1], [0, 2]], AbelianGroup((3,)), [0, 1, 2]).shape
    (9, 2)
    """
    d = np.asarray(matrix, dtype=np.int64)
    h = np.asarray(subgroup, dtype=np.int64)
    rows = group.add[d[:, None, :], h[None, :, None]].reshape(-1, d.shape[1])
    return _sorted_rows(check_orthogonal_array(rows, d.shape[1], group.order))


def _pbd_ingredient(k: int, s: int) -> np.ndarray:
    """An OA(k + 1, s) over GF(s) if s >= k, else an OA(k, s) (s + 1 = k), for a block of size s."""
    if len(factorise(s)) != 1 or s + 1 < k:
        raise ValueError(f"no OA({k}, {s}) over a field for the blocks of size {s}")
    return oa_from_field(s, min(k + 1, s + 1))


def published_oa(n: int, columns: int, hole: Any | None = None) -> np.ndarray:
    """Return an OA(columns, n) from the published construction for order n (columns <= mols + 2), checked.

    Parameters
    ----------
    n : int
        An order in :data:`PUBLISHED`.
    columns : int
        The number of columns wanted (the first ones are kept).
    hole : array-like, optional
        For a quasi-difference matrix with u > 1 infinite points: an OA(mols + 2, u) to fill the hole.

    Raises
    ------
    KeyError
        If :data:`PUBLISHED` holds nothing for n.
    ValueError
        If the data does not give an orthogonal array (a transcription error), or ``columns`` is too large.

    Examples
    --------
    >>> from designs.difference_matrices import published_oa
    >>> published_oa(21, 7).shape            # 5 MOLS of order 21
    (441, 7)
    """
    p = PUBLISHED[n]
    k = p.mols + 2
    if not 2 <= columns <= k:
        raise ValueError(f"the published construction of order {n} gives an OA({k}, {n}), not {columns} columns")
    if p.kind == "MOLS":
        oa = check_orthogonal_array(np.array(p.rows(), dtype=np.int64), k, n)
    elif p.kind == "PBD":
        blocks = p.rows()
        oa = oa_from_pbd(k, n, blocks, {s: _pbd_ingredient(k, s) for s in {len(b) for b in blocks}})
    elif p.kind == "subgroup":
        G, m = published_matrix(n)
        sub = [x for x in range(G.order) if G.element(x)[0] == 0]
        oa = oa_from_subgroup_development(m, G, sub)
    elif p.kind == "DM":
        G, m = published_matrix(n)
        oa = oa_from_difference_matrix(m, G)
    else:
        G, m = published_matrix(n)
        if hole is None and p.hole == 1:
            hole = [[0] * k]
        oa = oa_from_quasi_difference_matrix(m, G, None if hole is None else np.asarray(hole)[:, :k])
    return np.array(oa[:, :columns])
