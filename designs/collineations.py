"""Collineation groups AGammaL(2, q) and PGammaL(3, q), generated from field operations.

A *collineation* of a plane is a permutation of its points mapping lines onto lines, i.e. an automorphism
of the incidence structure. By the fundamental theorem of projective geometry, the collineations of
PG(2, q) form PGammaL(3, q) (semilinear maps x -> A x^phi, A in GL(3, q), phi a field automorphism, modulo
scalars) and those of AG(2, q) form AGammaL(2, q) (x -> A x^phi + b). Here both groups are generated from
field operations computed with galois (:mod:`designs.fields`), acting on the point indices of
:func:`designs.affine_plane` and :func:`designs.projective_plane`, so they can be compared, as groups,
with the automorphism groups that nauty computes from the incidence graphs.

Generators used:

* translations x -> x + (1, 0) (AGammaL only; with GL they generate all translations);
* GL(n, q): diag(w, 1, ...) for the primitive element w, the transvection e_1 -> e_1, e_2 -> e_1 + e_2
  (the matrix I + E_12), and the permutation matrices of a transposition and an n-cycle (these generate
  all elementary transvections, hence SL, and with the diagonal matrix GL);
* the Frobenius automorphism x -> x^p applied to every coordinate.

Examples
--------
>>> from designs.collineations import pgammal3, order_pgammal3
>>> from designs.planes import projective_plane
>>> G = pgammal3(4)
>>> G.order() == order_pgammal3(4) == projective_plane(4).automorphism_group().order()
True
"""

from __future__ import annotations

from math import prod
from typing import TYPE_CHECKING

import numpy as np

from designs.fields import FieldTables, field_tables, prime_power
from designs.planes import projective_point_coordinates
from combgames.base.checks import check_int

if TYPE_CHECKING:
    from sympy.combinatorics import PermutationGroup

__all__ = [
    "agammal2_generators",
    "pgammal3_generators",
    "agammal2",
    "pgammal3",
    "order_agammal2",
    "order_pgammal3",
    "order_gl",
]


def order_gl(d: int, q: int) -> int:
    """Return ``|GL(d, q)|`` = prod_{i<d} (q^d - q^i).

    Examples
    --------
    >>> from designs.collineations import order_gl
    >>> order_gl(2, 3)
    48

    Raises
    ------
    ValueError
        If d < 1, q is not a prime power, or the order would have more than 10^7 bits.
    """
    d = check_int(d, "d", minimum=1)
    prime_power(q)
    bits = d * d * int(q).bit_length()
    if bits > 10**7:
        raise ValueError(f"order_gl({d}, {q}): the order has about d^2 log2(q) = {bits:,} bits, more than 10^7")
    return prod(q ** d - q ** i for i in range(d))


def order_agammal2(q: int) -> int:
    """Return ``|AGammaL(2, q)|`` = q^2 ``|GL(2, q)|`` e for q = p^e."""
    _, e = prime_power(q)
    return q * q * order_gl(2, q) * e


def order_pgammal3(q: int) -> int:
    """Return ``|PGammaL(3, q)|`` = ``|GL(3, q)|`` e / (q - 1) for q = p^e."""
    _, e = prime_power(q)
    return order_gl(3, q) // (q - 1) * e


def apply_matrix(F: FieldTables, M: list[list[int]], vecs: np.ndarray) -> np.ndarray:
    """Apply the d x d matrix M to each row vector of `vecs` (shape (N, d)) over GF(q): row i of the result is
    M v_i, with the field's tables ``F`` (addition and multiplication of element indices).

    A package-internal helper (not in ``__all__``), also used by :mod:`designs.nondesarguesian`.
    """
    d = len(M)
    out = np.zeros_like(vecs)
    for i in range(d):
        acc = np.zeros(vecs.shape[0], dtype=np.int64)
        for j in range(d):
            acc = F.add[acc, F.mul[M[i][j], vecs[:, j]]]
        out[:, i] = acc
    return out


def _matrices(F: FieldTables, d: int) -> list[list[list[int]]]:
    eye = [[int(i == j) for j in range(d)] for i in range(d)]
    diag = [row[:] for row in eye]
    diag[0][0] = F.primitive
    trans = [row[:] for row in eye]
    trans[0][1] = 1
    swap = [eye[1], eye[0]] + eye[2:]
    cycle = [eye[(i + 1) % d] for i in range(d)]
    mats = [diag, trans, swap] + ([cycle] if d > 2 else [])
    return [m for m in mats if m != eye]


def _affine_points(q: int) -> np.ndarray:
    i = np.arange(q * q)
    return np.stack([i // q, i % q], axis=1)


def agammal2_generators(q: int) -> list[list[int]]:
    """Return generators of AGammaL(2, q) as permutations of the point indices of ``affine_plane(q)``.

    Point index ``x * q + y`` is the point (x, y). Entry i of a generator is the image of point i.
    """
    F = field_tables(q)
    pts = _affine_points(q)
    index = lambda v: (v[:, 0] * q + v[:, 1]).tolist()  # noqa: E731
    gens = []
    shifted = pts.copy()
    shifted[:, 0] = F.add[pts[:, 0], 1]
    gens.append(index(shifted))
    for M in _matrices(F, 2):
        gens.append(index(apply_matrix(F, M, pts)))
    if F.e > 1:
        gens.append(index(F.frobenius[pts]))
    return gens


def _normalise(F: FieldTables, v: np.ndarray) -> list[int]:
    """Indices (as in projective_plane) of the normalised representatives of nonzero vectors (N, 3)."""
    q = F.q
    out = []
    for x, y, z in v.tolist():
        if z:
            s = F.inv[z]
            out.append(int(F.mul[s, x]) * q + int(F.mul[s, y]))
        elif x:
            out.append(q * q + int(F.mul[F.inv[x], y]))
        else:
            out.append(q * q + q)
    return out


def _projective_points(q: int) -> np.ndarray:
    return np.array(projective_point_coordinates(q), dtype=np.int64)


def pgammal3_generators(q: int) -> list[list[int]]:
    """Return generators of PGammaL(3, q) as permutations of the point indices of ``projective_plane(q)``."""
    F = field_tables(q)
    pts = _projective_points(q)
    gens = [_normalise(F, apply_matrix(F, M, pts)) for M in _matrices(F, 3)]
    if F.e > 1:
        gens.append(_normalise(F, F.frobenius[pts]))
    return gens


def agammal2(q: int) -> "PermutationGroup":
    """Return AGammaL(2, q) as a sympy PermutationGroup on the points of ``affine_plane(q)``.

    Examples
    --------
    >>> from designs.collineations import agammal2
    >>> from designs.planes import affine_plane
    >>> agammal2(4).order() == affine_plane(4).automorphism_group().order()   # galois against nauty
    True
    """
    from sympy.combinatorics import Permutation, PermutationGroup

    return PermutationGroup([Permutation(g) for g in agammal2_generators(q)])


def pgammal3(q: int) -> "PermutationGroup":
    """Return PGammaL(3, q) as a sympy PermutationGroup on the points of ``projective_plane(q)``."""
    from sympy.combinatorics import Permutation, PermutationGroup

    return PermutationGroup([Permutation(g) for g in pgammal3_generators(q)])
