"""Difference matrices, quasi-difference matrices and MOLS from the literature, transcribed, and what they give.

Direct constructions reach numbers of MOLS that no recursion gives (Handbook of Combinatorial Designs, 2nd ed.
[1]_, III.3.49-III.3.76 and VI.17). The *published data* lives in data files read at use:
``designs/data/published_mols.json`` holds one entry per order n (:data:`PUBLISHED`): its kind, parameters, group
and source (the Handbook example, the paper, or Sage's database), how the full matrix is developed from the base
rows the source prints (``developed_from``), and the full matrix so developed, each element reduced and written
as its coordinates (``rows``; the squares for ``"MOLS"``, the plane and the deleted points for ``"PBD"``);
``designs/data/v_vectors.json`` holds the V(m, t) vectors (:data:`PUBLISHED_V_VECTORS`), each with its source.
This module reads them and develops them into orthogonal arrays with :mod:`designs.orthogonal_arrays`:

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
columns shows every pair of symbols once), so a transcription error cannot pass silently; the tests check the
defining property of every difference matrix, quasi-difference matrix and PBD read from the data file. The sources are
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

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np

from designs._data import read_data
from designs.fields import factorise
from designs.orthogonal_arrays import (
    AbelianGroup,
    lexicographic_rows,
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
    developed_from : str
        How the full matrix is developed from what the source prints (its base rows and the maps applied).
    """

    order: int
    mols: int
    kind: str
    parameters: str
    moduli: tuple[int, ...]
    hole: int
    source: str
    developed_from: str = ""

    def rows(self) -> list:
        """The data: the matrix (rows of elements, None for an empty cell) for a DM, QDM or subgroup
        development; an OA(mols + 2, n)'s rows for ``"MOLS"`` (row, column, then the squares' symbols); the
        blocks for ``"PBD"``."""
        entry = _constructions()[self.order]
        if self.kind == "MOLS":
            return _squares(entry["squares"])
        if self.kind == "PBD":
            plane = entry["plane"]
            return _pbd_from_cyclic_plane(plane["difference_set"], plane["points"], entry["removed"])
        return [[_element(x) for x in row] for row in entry["rows"]]

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


# ------------------------------------------------------------------------------------ the data files
@lru_cache(maxsize=None)
def _constructions() -> dict[int, dict[str, Any]]:
    """Order n -> the entry of ``published_mols.json`` for n, read once per process."""
    return {entry["order"]: entry for entry in read_data("published_mols.json")["constructions"]}


def _element(x: Any) -> Element:
    """An element as the data file writes it (an int, a list of coordinates, or null) as this module's."""
    return tuple(x) if isinstance(x, list) else x


# ------------------------------------------------------------------------------- developing the data
def _squares(text: Sequence[str]) -> list:
    """k squares printed side by side (line i: row i of each square, letters a.. for symbols 0..) as an
    OA(k + 2, n)'s rows."""
    lines = [line.split() for line in text]
    n, k = len(lines), len(lines[0])
    return [[i, j] + [ord(lines[i][s][j]) - ord("a") for s in range(k)] for i in range(n) for j in range(n)]


def _pbd_from_cyclic_plane(base: Sequence[int], v: int, removed: Sequence[int]) -> list[list[int]]:
    """The blocks of the cyclic (v, k, 1) design of a planar difference set ``base``, with the ``removed``
    points deleted, on the remaining points relabelled 0, 1, ... in order (a PBD: any two points are still on
    exactly one block)."""
    keep = sorted(set(range(v)) - set(removed))
    label = {x: i for i, x in enumerate(keep)}
    blocks = [[label[(x + i) % v] for x in base if (x + i) % v in label] for i in range(v)]
    return [b for b in blocks if len(b) >= 2]


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


PUBLISHED: dict[int, PublishedMatrix] = {
    n: PublishedMatrix(e["order"], e["mols"], e["kind"], e["parameters"], tuple(e["moduli"]), e["hole"], e["source"],
                       e["developed_from"])
    for n, e in _constructions().items()}
"""Order n -> the published direct construction of MOLS(n) held here (n <= 80, where it beats recursion), read
from ``designs/data/published_mols.json``."""

PUBLISHED_V_VECTORS: dict[tuple[int, int], tuple[tuple[int, ...], str]] = {
    (v["m"], v["t"]): (tuple(v["vector"]), v["source"])
    for name in ("v_vectors.json", "mols_v_vectors.json") for v in read_data(name)["vectors"]}
"""(m, t) -> a V(m, t) vector of GF(mt + 1) (mt + 1 prime here, elements as integers) and its source: Handbook
[1]_ VI.17, Brouwer and van Rees [6]_, Colbourn [7]_, Abel [8]_, [9]_ (as listed in [4]_), read from
``designs/data/v_vectors.json`` ((m + 1) t + 1 <= 600) and ``designs/data/mols_v_vectors.json`` (the 136 larger
ones, to (m + 1) t + 1 = 5425). :func:`designs.mols_constructions.v_vector` returns these before
it searches; each is checked where used."""


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
    return lexicographic_rows(check_orthogonal_array(rows, d.shape[1], group.order))


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
