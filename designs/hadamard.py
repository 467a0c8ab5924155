"""Hadamard matrices, their equivalence classes, and the designs they give.

A *Hadamard matrix* of order n is an n x n matrix H of entries +1 and -1 with H H^T = n I; it exists only for
n = 1, 2 or n = 0 mod 4, and the Hadamard conjecture says it exists for every such n [1]_ (V.1). Start with
:func:`hadamard_matrix` (Sage's name and argument order: ``sage.combinat.matrices.hadamard_matrix.
hadamard_matrix(n, existence=False, check=True)``), which builds a normalised matrix (first row and column
all +1) by the construction :func:`hadamard_construction` names; :func:`hadamard_orders` is the table of every
order up to a bound: built here, known in the literature but not built here, or open.

Constructions (each checked, H H^T = n I, when ``check``):

* Sylvester: H(2^k), Kronecker powers of H(2) [1]_ (V.1.2).
* Paley I: I + S for the skew conference matrix S of order q + 1, q = 3 mod 4 a prime power [2]_.
* Paley II and the conference product: C x A + I x (K A), for the symmetric conference matrix C of order
  q + 1 (q = 1 mod 4 a prime power), A a Hadamard matrix of even order h and K = I_{h/2} x [[0, 1], [-1, 0]];
  since C^2 = qI, K is skew and K K^T = I, the product has order (q + 1) h. Paley II [2]_ is h = 2.
* Williamson: the Williamson array of four symmetric circulant matrices A, B, C, D of odd order m with
  A^2 + B^2 + C^2 + D^2 = 4m I, order 4m [3]_; the matrices are read from ``designs/data/
  hadamard_williamson.json`` (published, with their sources) and :func:`search_williamson_matrices` finds them
  for small m.
* Kronecker products H(a) x H(b) of two orders built here.
* Miyamoto: order 4q for q = 1 mod 4 a prime power when H(q - 1) is built [4]_ (arranged as in Sage's
  ``hadamard_matrix_miyamoto_construction``).
* Cooper-Wallis: order 4tw from T-sequences of length t = 3n - 1, made from the published Turyn type
  sequences TT(n) (``designs/data/hadamard_sequences.json``: even n <= 32 [7]_ and n = 36 [8]_, which gives
  Kharaghani and Tayfeh-Rezaie's order 428), and Williamson matrices of order w [10]_; w = 1 is the
  Goethals-Seidel array [9]_ of the T-sequences; the published T-matrices of order 67 (Sawade 1985) give 268.
* Goethals-Seidel: order 4v from published supplementary difference sets in Z_v (Djokovic; Djokovic, Golubitsky
  and Kotsireas), v = 103, 127, 151, 163, 191, 219, 239, 251 (:func:`hadamard_matrix_from_sds`).

:func:`hadamard_orders` tables every order up to a bound as built here, known in the literature, or open; the
open orders below 1209 are 668, 716, 892 and 1132 [6]_.

Two Hadamard matrices are *equivalent* when one is obtained from the other by permuting and negating rows and
columns. :func:`hadamard_certificate` is nauty's certificate of the matrix's graph (McKay's graph [5]_: two
vertices r_i^+, r_i^- per row, two c_j^+, c_j^- per column, r_i^s joined to c_j^t when s t = H_ij, and one
more vertex per row and per column joined to its pair), equal for two matrices exactly when they are equivalent.

:func:`HadamardDesign` and :func:`Hadamard3Design` (Sage's ``designs.HadamardDesign``, ``designs.
Hadamard3Design``, with Sage's arguments: the number of points) are the symmetric 2-(N - 1, N/2 - 1, N/4 - 1)
design on N - 1 points and the 3-(N, N/2, N/4 - 1) design on N points of a normalised Hadamard matrix of order N
[1]_ (V.1.8, V.1.9).

References
----------
.. [1] C. J. Colbourn, J. H. Dinitz (eds.), Handbook of Combinatorial Designs, 2nd ed., 2007, V.1 (R. Craigen,
   H. Kharaghani, Hadamard matrices and Hadamard designs).
.. [2] R. E. A. C. Paley, On orthogonal matrices, J. Math. Phys. 12 (1933) 311-320.
.. [3] J. Williamson, Hadamard's determinant theorem and the sum of four squares, Duke Math. J. 11 (1944)
   65-81.
.. [4] M. Miyamoto, A construction of Hadamard matrices, J. Combin. Theory Ser. A 57 (1991) 86-108.
.. [5] B. D. McKay, Hadamard equivalence via graph isomorphism, Discrete Math. 27 (1979) 213-214.
.. [6] M. Cati, D. V. Pasechnik, A database of constructions of Hadamard matrices, arXiv:2411.18897 (2024):
   every order <= 1208 with a known Hadamard matrix is built in SageMath; 668, 716, 892 and 1132 are open.
.. [7] D. Best, D. Z. Djokovic, H. Kharaghani, H. Ramp, Turyn-type sequences: classification, enumeration and
   construction, J. Combin. Des. 21 (2013) 24-35.
.. [8] H. Kharaghani, B. Tayfeh-Rezaie, A Hadamard matrix of order 428, J. Combin. Des. 13 (2005) 435-440.
.. [9] J. M. Goethals, J. J. Seidel, A skew Hadamard matrix of order 36, J. Austral. Math. Soc. 11 (1970)
   343-344.
.. [10] J. Cooper, J. S. Wallis, A construction for Hadamard arrays, Bull. Austral. Math. Soc. 7 (1972)
   269-277.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from math import comb
from typing import Any, Sequence

import numpy as np

from combgames.base.checks import check_int
from combgames.base.nauty import ColouredGraph
from designs._limits import MAX_ENTRIES, check_size
from designs.block_designs import BlockDesign, NotAvailable
from designs.design_checks import MAX_SUBSETS
from designs._data import read_data
from designs.fields import factorise, field_tables, is_prime_power

__all__ = [
    "HadamardConstruction",
    "HadamardOrder",
    "Hadamard3Design",
    "HadamardDesign",
    "are_hadamard_equivalent",
    "check_hadamard_matrix",
    "hadamard_certificate",
    "hadamard_construction",
    "hadamard_matrix",
    "hadamard_matrix_miyamoto_construction",
    "hadamard_matrix_paleyI",
    "hadamard_matrix_paleyII",
    "hadamard_matrix_williamson_type",
    "hadamard_orders",
    "hadamard_problem",
    "inequivalent_hadamard_matrices",
    "is_hadamard_matrix",
    "normalise_hadamard",
    "hadamard_matrix_cooper_wallis_construction",
    "hadamard_matrix_from_sds",
    "search_base_sequences",
    "search_williamson_matrices",
    "t_sequences",
    "t_sequences_problem",
    "turyn_type_sequences",
    "williamson_matrices",
]

MAX_PLAN_ORDER = 10**7
"""The largest order :func:`hadamard_construction` plans for (the plan factors numbers up to this size)."""


# ------------------------------------------------------------------------------------------ data
@lru_cache(maxsize=None)
def _williamson_data() -> dict[int, tuple[tuple[tuple[int, ...], ...], str]]:
    """m -> (the four first rows as +-1 tuples, source) from ``hadamard_williamson.json``."""
    out = {}
    for entry in read_data("hadamard_williamson.json")["matrices"]:
        rows = tuple(tuple(1 if c == "+" else -1 for c in row) for row in entry["rows"])
        out[entry["m"]] = (rows, entry["source"])
    return out


@lru_cache(maxsize=None)
def _literature() -> dict:
    return read_data("hadamard_orders.json")


# ------------------------------------------------------------------------------------------ checks
def hadamard_problem(M: Any) -> str | None:
    """What keeps ``M`` from being a Hadamard matrix, in words, or None if it is one.

    Examples
    --------
    >>> from designs.hadamard import hadamard_problem
    >>> hadamard_problem([[1, 1], [1, -1]]) is None
    True
    >>> hadamard_problem([[1, 1], [1, 1]])
    'rows 0 and 1 are not orthogonal (inner product 2)'
    >>> hadamard_problem([[1, 0], [1, -1]])
    'entry (0, 1) is 0, not +1 or -1'
    """
    try:
        H = np.asarray(M)
    except (TypeError, ValueError) as err:
        return f"not a matrix ({err})"
    if H.ndim != 2 or H.shape[0] != H.shape[1] or H.shape[0] == 0:
        return f"not a non-empty square matrix (shape {H.shape})"
    if not (np.issubdtype(H.dtype, np.integer) or np.issubdtype(H.dtype, np.floating)):
        return f"entries must be numbers, not {H.dtype}"
    bad = np.argwhere((H != 1) & (H != -1))
    if len(bad):
        i, j = map(int, bad[0])
        return f"entry ({i}, {j}) is {H[i, j]}, not +1 or -1"
    n = H.shape[0]
    if n > 2 and n % 4:
        return f"order {n} is not 1, 2 or a multiple of 4"
    F = H.astype(np.float64)
    gram = F @ F.T                      # BLAS; exact, the entries being integers far below 2^53
    off = np.argwhere(gram != n * np.eye(n))
    if len(off):
        i, j = map(int, off[0])
        return f"rows {i} and {j} are not orthogonal (inner product {int(gram[i, j])})"
    return None


def is_hadamard_matrix(M: Any, normalized: bool = False, skew: bool = False) -> bool:
    """Return True if ``M`` is a Hadamard matrix: a square matrix of +-1 entries with M M^T = n I.

    Parameters
    ----------
    M : array-like
    normalized : bool
        Also require the first row and column to be all +1 (Sage's argument).
    skew : bool
        Also require M + M^T = 2I (a skew Hadamard matrix; Sage's argument).

    Examples
    --------
    >>> from designs.hadamard import is_hadamard_matrix, hadamard_matrix, hadamard_matrix_paleyI
    >>> is_hadamard_matrix(hadamard_matrix(12)), is_hadamard_matrix([[1, 1], [1, 1]])
    (True, False)
    >>> is_hadamard_matrix(hadamard_matrix_paleyI(8, normalize=False), skew=True)
    True
    """
    if hadamard_problem(M) is not None:
        return False
    H = np.asarray(M)
    if normalized and not ((H[0] == 1).all() and (H[:, 0] == 1).all()):
        return False
    return not skew or bool((H + H.T == 2 * np.eye(len(H))).all())


def check_hadamard_matrix(M: Any) -> np.ndarray:
    """Return ``M`` as an int8 array if it is a Hadamard matrix, else raise ValueError naming the failure.

    Examples
    --------
    >>> from designs.hadamard import check_hadamard_matrix
    >>> check_hadamard_matrix([[1, 1], [-1, 1]]).tolist()
    [[1, 1], [-1, 1]]
    >>> check_hadamard_matrix([[1, 1, 1], [1, -1, 1], [1, 1, -1]])
    Traceback (most recent call last):
    ...
    ValueError: not a Hadamard matrix: order 3 is not 1, 2 or a multiple of 4
    """
    problem = hadamard_problem(M)
    if problem:
        raise ValueError(f"not a Hadamard matrix: {problem}")
    return np.asarray(M).astype(np.int8)


def normalise_hadamard(H: Any) -> np.ndarray:
    """The equivalent normalised matrix: columns, then rows, negated so that the first row and column are +1.

    Examples
    --------
    >>> from designs.hadamard import normalise_hadamard
    >>> normalise_hadamard([[-1, 1], [1, 1]]).tolist()
    [[1, 1], [1, -1]]
    """
    H = check_hadamard_matrix(H)
    H = H * H[0]                        # columns: first row all +1
    return (H * H[:, :1]).astype(np.int8)   # rows: first column all +1


# ------------------------------------------------------------------------------------------ building blocks


def _jacobsthal(q: int) -> np.ndarray:
    """The Jacobsthal matrix of GF(q): Q[a, b] = chi(a - b), chi the quadratic character (chi(0) = 0)."""
    if len(factorise(q)) == 1 and next(iter(factorise(q).values())) == 1:
        chi = np.array([0] + [1 if pow(x, (q - 1) // 2, q) == 1 else -1 for x in range(1, q)], dtype=np.int8)
        difference = (np.arange(q)[:, None] - np.arange(q)[None, :]) % q
    else:
        F = field_tables(q)
        chi = -np.ones(q, dtype=np.int8)
        chi[np.diagonal(F.mul)] = 1
        chi[0] = 0
        difference = F.add[:, F.neg]
    return chi[difference]


def _conference_matrix(q: int) -> np.ndarray:
    """Paley's conference matrix of order q + 1: [[0, 1^T], [+-1, Q]], symmetric for q = 1 mod 4 and skew
    for q = 3 mod 4."""
    C = np.zeros((q + 1, q + 1), dtype=np.int8)
    C[0, 1:] = 1
    C[1:, 0] = 1 if q % 4 == 1 else -1
    C[1:, 1:] = _jacobsthal(q)
    return C


def _sylvester(k: int) -> np.ndarray:
    H = np.ones((1, 1), dtype=np.int8)
    for _ in range(k):
        H = np.block([[H, H], [H, -H]])
    return H


def _conference_product(q: int, A: np.ndarray) -> np.ndarray:
    """C x A + I x (K A): a Hadamard matrix of order (q + 1) h from the symmetric conference matrix C of order
    q + 1 and a Hadamard matrix A of even order h (K = I_{h/2} x [[0, 1], [-1, 0]], skew and orthogonal)."""
    h = A.shape[0]
    K = np.kron(np.eye(h // 2, dtype=np.int8), np.array([[0, 1], [-1, 0]], dtype=np.int8))
    C = _conference_matrix(q)
    return (np.kron(C, A) + np.kron(np.eye(q + 1, dtype=np.int8), K @ A)).astype(np.int8)


def _circulant(row: Sequence[int]) -> np.ndarray:
    """The circulant matrix with first row ``row``: entry (i, j) is row[(j - i) mod m]."""
    r = np.asarray(row, dtype=np.int8)
    m = len(r)
    return r[(np.arange(m)[None, :] - np.arange(m)[:, None]) % m]


def _miyamoto(q: int, K: np.ndarray) -> np.ndarray:
    """Miyamoto's matrix of order 4q from the symmetric conference matrix of order q + 1 (q = 1 mod 4) and a
    Hadamard matrix K of order q - 1 [4]_."""
    m = (q - 1) // 2
    C = _conference_matrix(q)
    rest = np.arange(2, q + 1)
    order = np.concatenate(([0, 1], rest[C[1, rest] == 1], rest[C[1, rest] == -1]))
    C = C[np.ix_(order, order)]
    C1, C2, C4 = -C[2:m + 2, 2:m + 2], C[2:m + 2, m + 2:], C[m + 2:, m + 2:]
    K1, K2, K3, K4 = K[:m, :m], K[:m, m:], -K[m:, :m], K[m:, m:]
    Z, I = np.zeros((m, m), dtype=np.int8), np.eye(m, dtype=np.int8)
    U = [[C1, C2, Z, Z], [C2.T, C4, Z, Z], [Z, Z, C1, C2], [Z, Z, C2.T, C4]]
    V = [[I, Z, K1, K2], [Z, I, K3, K4], [K1.T, K3.T, I, Z], [K2.T, K4.T, Z, I]]
    sign = np.array([[1, 1, 1, 1], [-1, 1, 1, -1], [-1, -1, 1, 1], [-1, 1, -1, 1]])
    edge = np.array([[-1, 1, 1, 1], [-1, -1, 1, -1], [-1, -1, -1, 1], [-1, 1, -1, -1]])
    e = np.ones((1, 2 * m), dtype=np.int8)
    rows = []
    for i in range(4):
        top, body = [], []
        for j in range(4):
            s, t = sign[i, j], edge[i, j]
            T = np.block([[U[i][j] + V[i][j], U[i][j] - V[i][j]], [U[i][j] - V[i][j], U[i][j] + V[i][j]]])
            top += [np.array([[s]], dtype=np.int8), t * e]
            body += [t * e.T, s * T]
        rows += [top, body]
    return np.block(rows).astype(np.int8)


def _williamson_array(A: np.ndarray, B: np.ndarray, C: np.ndarray, D: np.ndarray) -> np.ndarray:
    return np.block([[A, B, C, D], [-B, A, -D, C], [-C, D, A, -B], [-D, -C, B, A]]).astype(np.int8)


# ------------------------------------------------------------------------------------------ Williamson matrices
def williamson_matrices(m: int) -> tuple[tuple[int, ...], ...]:
    """The first rows of four Williamson matrices of odd order m (published ones, else found by search).

    Williamson matrices are symmetric circulant +-1 matrices A, B, C, D with A^2 + B^2 + C^2 + D^2 = 4m I [3]_;
    they exist for every odd m <= 59 except 35, 47, 53 and 59 (Holzmann, Kharaghani and Tayfeh-Rezaie 2008).

    Raises
    ------
    NotAvailable
        If m has no published quadruple in ``hadamard_williamson.json`` and the search finds none (it runs
        for m <= 21 only).

    Examples
    --------
    >>> from designs.hadamard import williamson_matrices
    >>> williamson_matrices(3)
    ((1, 1, 1), (1, -1, -1), (1, -1, -1), (1, -1, -1))
    """
    m = check_int(m, "m", minimum=1)
    if m % 2 == 0:
        raise ValueError(f"m must be odd (this search and the data cover odd orders), not {m}")
    if m in _williamson_data():
        return _williamson_data()[m][0]
    found = search_williamson_matrices(m) if m <= 21 else None
    if found is None:
        raise NotAvailable(f"no Williamson matrices of order {m} here (none published in the data file"
                           f"{', and the search finds none' if m <= 21 else '; the search runs for m <= 21'})")
    return found


def _symmetric_rows(m: int) -> np.ndarray:
    """Every symmetric +-1 first row of odd length m with first entry +1, one per row."""
    half = (m - 1) // 2
    bits = ((np.arange(2 ** half)[:, None] >> np.arange(half)[None, :]) & 1).astype(np.int8)
    x = 1 - 2 * bits
    return np.concatenate([np.ones((len(x), 1), dtype=np.int8), x, x[:, ::-1]], axis=1)


def search_williamson_matrices(m: int) -> tuple[tuple[int, ...], ...] | None:
    """Search four Williamson matrices of odd order m by meeting in the middle; None if there are none.

    A symmetric circulant with first row a has the real eigenvalues lambda_k = sum_j a_j cos(2 pi j k / m); four
    of them are Williamson matrices exactly when sum lambda_k^2 = 4m at every k. Pairs (A, B) are keyed by
    their sums lambda_A^2 + lambda_B^2 (rounded) and by the signs a_j b_j, matched with pairs (C, D) of the
    complementary sums and the opposite signs (a_j b_j c_j d_j = -1 for j > 0 when a_0 = b_0 = c_0 = d_0 = 1, a
    known property of Williamson matrices of odd order).

    Notes
    -----
    2^((m - 1)/2) candidate rows; about a second at m = 15, growing fourfold with each step of m by 2.

    Examples
    --------
    >>> from designs.hadamard import search_williamson_matrices, hadamard_matrix_williamson_type
    >>> rows = search_williamson_matrices(7)
    >>> hadamard_matrix_williamson_type(*rows).shape
    (28, 28)
    """
    m = check_int(m, "m", minimum=1, maximum=25, why="the search grows as 2^m")
    if m % 2 == 0:
        raise ValueError(f"m must be odd, not {m}")
    if m == 1:
        return ((1,), (1,), (1,), (1,))
    rows = _symmetric_rows(m)
    half = (m - 1) // 2
    k = np.arange(half + 1)
    cosines = np.cos(2 * np.pi * np.outer(np.arange(m), k) / m)
    power = (rows @ cosines) ** 2                          # lambda_k^2, k = 0..half
    rows, power = rows[(power <= 4 * m + 1e-6).all(axis=1)], power[(power <= 4 * m + 1e-6).all(axis=1)]
    signs = rows[:, 1:half + 1] < 0
    codes = (signs.astype(np.int64) << np.arange(half)).sum(axis=1)
    table: dict[tuple, tuple[int, int]] = {}
    for i in range(len(rows)):
        sums = power[i] + power[i:]
        keep = np.nonzero((sums <= 4 * m + 1e-6).all(axis=1))[0]
        for j, s in zip(keep + i, np.rint(sums[keep] * 1000).astype(np.int64)):
            key = (int(codes[i] ^ codes[j]), s.tobytes())
            table.setdefault(key, (i, int(j)))
            other = ((~int(codes[i] ^ codes[j])) & ((1 << half) - 1),
                     (np.rint(4 * m * 1000) - s).astype(np.int64).tobytes())
            if other in table:
                a, b = table[other]
                found = tuple(tuple(int(x) for x in rows[t]) for t in (a, b, i, int(j)))
                if is_hadamard_matrix(hadamard_matrix_williamson_type(*found, check=False)):
                    return found
    return None


# ------------------------------------------------------------------------------------------ T-sequences
@lru_cache(maxsize=None)
def _turyn_type_data() -> dict[int, tuple[str, str]]:
    """n -> (the hexadecimal code of TT(n), source) from ``hadamard_sequences.json``."""
    return {e["n"]: (e["hex"], e["source"]) for e in read_data("hadamard_sequences.json")["turyn_type"]}


@lru_cache(maxsize=None)
def _sds_data() -> dict[int, tuple[tuple[tuple[int, ...], ...], str]]:
    """v -> (four supplementary difference sets in Z_v, source) from ``hadamard_sequences.json``."""
    return {e["v"]: (tuple(map(tuple, e["sets"])), e["source"])
            for e in read_data("hadamard_sequences.json")["supplementary_difference_sets"]}


@lru_cache(maxsize=None)
def _t_matrix_data() -> dict[int, tuple[tuple[tuple[int, ...], ...], str]]:
    """t -> (the first rows of four published T-matrices of order t, source)."""
    return {e["t"]: (tuple(map(tuple, e["rows"])), e["source"])
            for e in read_data("hadamard_sequences.json")["t_matrices"]}


def hadamard_matrix_from_sds(n: int, existence: bool = False, check: bool = True) -> np.ndarray | bool:
    """The Goethals-Seidel array [9]_ of the four circulants with -1 exactly on published supplementary difference
    sets 4-{v; n1, n2, n3, n4; lambda} in Z_v, n1 + n2 + n3 + n4 = v + lambda: a Hadamard matrix of order n = 4v
    (Sage's name; the sets in ``designs/data/hadamard_sequences.json``, v = 103, 127, 151, 163, 191, 219, 239,
    251, from Djokovic's papers and Djokovic, Golubitsky and Kotsireas).

    Raises
    ------
    NotAvailable
        If no sets for v = n/4 are held here.

    Examples
    --------
    >>> from designs.hadamard import hadamard_matrix_from_sds, is_hadamard_matrix
    >>> is_hadamard_matrix(hadamard_matrix_from_sds(412))
    True
    """
    n = check_int(n, "n", minimum=4)
    v = n // 4
    if existence:
        return n % 4 == 0 and v in _sds_data()
    if n % 4 or v not in _sds_data():
        raise NotAvailable(f"no supplementary difference sets for order {n} here (orders 4v, v = "
                           f"{', '.join(map(str, sorted(_sds_data())))})")
    rows = [np.where(np.isin(np.arange(v), S), -1, 1) for S in _sds_data()[v][0]]
    H = _goethals_seidel(*(_circulant(r) for r in rows))
    return check_hadamard_matrix(H) if check else H


def turyn_type_sequences(n: int) -> tuple[tuple[int, ...], ...]:
    """The published Turyn type sequences TT(n): X, Y, Z of length n and W of length n - 1, +-1 entries, with
    N_X + N_Y + 2 N_Z + 2 N_W = 0 at every shift j >= 1 (N the aperiodic autocorrelation) [7]_.

    Raises
    ------
    NotAvailable
        If TT(n) is not in ``designs/data/hadamard_sequences.json`` (even n <= 32 and n = 36).

    Examples
    --------
    >>> from designs.hadamard import turyn_type_sequences
    >>> turyn_type_sequences(2)
    ((1, 1), (1, 1), (1, -1), (1,))
    """
    n = check_int(n, "n", minimum=2)
    if n not in _turyn_type_data():
        raise NotAvailable(f"no Turyn type sequences TT({n}) here (the data holds n = "
                           f"{', '.join(map(str, sorted(_turyn_type_data())))})")
    code = _turyn_type_data()[n][0]
    bits = [format(int(c, 16), "04b") for c in code[:-1]] + [format(int(code[-1], 16), "03b")]
    return tuple(tuple(1 - 2 * int(b[j]) for b in bits if j < len(b)) for j in range(4))


def _aperiodic(seq: Sequence[int], j: int) -> int:
    return sum(seq[i] * seq[i + j] for i in range(len(seq) - j))


def t_sequences_problem(sequences: Sequence[Sequence[int]]) -> str | None:
    """Why four sequences are not T-sequences, or None: T-sequences of length t have entries 0, +-1, exactly one
    of the four nonzero at each position, and aperiodic autocorrelations summing to 0 at every shift j >= 1.

    Examples
    --------
    >>> from designs.hadamard import t_sequences_problem
    >>> t_sequences_problem([(1, 1, 0), (0, 0, 1), (0, 0, 0), (0, 0, 0)])
    'the autocorrelations sum to 1 at shift 1'
    """
    if len(sequences) != 4 or len({len(s) for s in sequences}) != 1:
        return "not four sequences of one length"
    S = np.asarray(sequences, dtype=np.int64)
    if not np.isin(S, (-1, 0, 1)).all():
        return "an entry is not 0, 1 or -1"
    support = (S != 0).sum(axis=0)
    if (support != 1).any():
        return f"position {int(np.nonzero(support != 1)[0][0])} has {int(support[support != 1][0])} nonzero entries"
    for j in range(1, S.shape[1]):
        total = sum(_aperiodic(s.tolist(), j) for s in S)
        if total:
            return f"the autocorrelations sum to {total} at shift {j}"
    return None


BASE_SEARCH_LENGTHS = range(2, 11)
"""The lengths l of the base sequences BS(l, l - 1) that :func:`search_base_sequences` finds when asked for
T-sequences of length 2l - 1 (3..19); base sequences BS(n + 1, n) exist for every n <= 38 (Djokovic)."""


def _autocorrelations(rows: np.ndarray, shifts: int) -> np.ndarray:
    """N(j) for j = 1..shifts of each row (zero where j >= the row length)."""
    out = np.zeros((len(rows), shifts), dtype=np.int64)
    for j in range(1, min(shifts + 1, rows.shape[1])):
        out[:, j - 1] = (rows[:, :-j] * rows[:, j:]).sum(axis=1)
    return out


def _sign_rows(length: int) -> np.ndarray:
    """Every +-1 row of the length with first entry +1 (negating a row keeps its autocorrelations)."""
    if length == 0:
        return np.zeros((1, 0), dtype=np.int64)
    bits = (np.arange(2 ** (length - 1))[:, None] >> np.arange(length - 1)[None, :]) & 1
    return np.concatenate([np.ones((len(bits), 1), dtype=np.int64), 1 - 2 * bits], axis=1)


@lru_cache(maxsize=None)
def search_base_sequences(length: int) -> tuple[tuple[int, ...], ...] | None:
    """Base sequences BS(l, l - 1) for l = ``length``, by meeting in the middle; None if there are none.

    Base sequences BS(n + p, n) are +-1 sequences A, B of length n + p and C, D of length n whose aperiodic
    autocorrelations N_A + N_B + N_C + N_D vanish at every shift j >= 1 [8]_. Pairs (A, B) are keyed by
    N_A + N_B and matched with pairs (C, D) of the opposite sums (4^(l - 1) pairs on each side).

    Examples
    --------
    >>> from designs.hadamard import search_base_sequences
    >>> search_base_sequences(2)
    ((1, 1), (1, -1), (1,), (1,))
    """
    l = check_int(length, "length", minimum=2, maximum=12, why="the search grows as 4^l")
    shifts = l - 1
    long, short = _sign_rows(l), _sign_rows(l - 1)
    nl, ns = _autocorrelations(long, shifts), _autocorrelations(short, shifts)
    table: dict[bytes, tuple[int, int]] = {}
    for c in range(len(short)):
        sums = -(ns[c] + ns)
        for d in range(len(short)):
            table.setdefault(sums[d].tobytes(), (c, d))
    for a in range(len(long)):
        sums = nl[a] + nl
        for b in range(len(long)):
            hit = table.get(sums[b].tobytes())
            if hit:
                return (tuple(map(int, long[a])), tuple(map(int, long[b])), tuple(map(int, short[hit[0]])),
                        tuple(map(int, short[hit[1]])))
    return None


def _t_sequence_lengths() -> dict[int, tuple[str, int]]:
    """T-sequence length t -> ("TT", n) for t = 3n - 1 from the Turyn type sequences TT(n), or ("BS", l) for
    t = 2l - 1 from base sequences BS(l, l - 1) found by search."""
    lengths = {2 * l - 1: ("BS", l) for l in BASE_SEARCH_LENGTHS}
    lengths.update({3 * n - 1: ("TT", n) for n in _turyn_type_data()})
    lengths.update({t: ("TM", t) for t in _t_matrix_data()})
    return lengths


def _base_sequences(t: int) -> tuple[tuple[int, ...], ...]:
    kind, n = _t_sequence_lengths()[t]
    if kind == "BS":
        found = search_base_sequences(n)
        if found is None:                       # none exist: a theorem says otherwise (Djokovic)
            raise AssertionError(f"no base sequences BS({n}, {n - 1}) found")
        return found
    X, Y, Z, W = turyn_type_sequences(n)
    return Z + W, Z + tuple(-w for w in W), X, Y


def t_sequences(t: int) -> tuple[tuple[int, ...], ...]:
    """T-sequences of length t: t = 3n - 1 from the Turyn type sequences TT(n), t = 2l - 1 <= 19 from base
    sequences BS(l, l - 1) found by :func:`search_base_sequences`, and the trivial ones of length 1.

    TT(n) = (X, Y, Z, W) gives the base sequences A = Z;W, B = Z;-W, C = X, D = Y of lengths 2n - 1, 2n - 1, n, n
    [8]_, and base sequences of lengths n + p, n + p, n, n give the T-sequences (A + B)/2;0_n, (A - B)/2;0_n,
    0_{n+p};(C + D)/2, 0_{n+p};(C - D)/2 of length 2n + p [8]_. The result is checked.

    Raises
    ------
    NotAvailable
        If no Turyn type sequences here give length t.

    Examples
    --------
    >>> from designs.hadamard import t_sequences, t_sequences_problem
    >>> T = t_sequences(11)
    >>> len(T[0]), t_sequences_problem(T) is None
    (11, True)
    """
    t = check_int(t, "t", minimum=1)
    if t == 1:
        return ((1,), (0,), (0,), (0,))
    if t not in _t_sequence_lengths() or _t_sequence_lengths()[t][0] == "TM":
        raise NotAvailable(f"no T-sequences of length {t} here (lengths "
                           f"{', '.join(str(k) for k, v in sorted(_t_sequence_lengths().items()) if v[0] != 'TM')})")
    A, B, C, D = _base_sequences(t)
    zeros_c, zeros_a = (0,) * len(C), (0,) * len(A)
    T = (tuple((a + b) // 2 for a, b in zip(A, B)) + zeros_c, tuple((a - b) // 2 for a, b in zip(A, B)) + zeros_c,
         zeros_a + tuple((c + d) // 2 for c, d in zip(C, D)), zeros_a + tuple((c - d) // 2 for c, d in zip(C, D)))
    problem = t_sequences_problem(T)
    if problem:                                 # the data's error, never the caller's
        raise AssertionError(f"{_t_sequence_lengths()[t]} did not give T-sequences: {problem}")
    return T


def _goethals_seidel(A: np.ndarray, B: np.ndarray, C: np.ndarray, D: np.ndarray) -> np.ndarray:
    """The Goethals-Seidel array of four square matrices (R the back-diagonal permutation) [9]_."""
    R = np.eye(len(A), dtype=np.int8)[::-1]
    return np.block([[A, B @ R, C @ R, D @ R],
                     [-B @ R, A, -D.T @ R, C.T @ R],
                     [-C @ R, D.T @ R, A, -B.T @ R],
                     [-D @ R, -C.T @ R, B.T @ R, A]]).astype(np.int8)


def hadamard_matrix_cooper_wallis_construction(x1: Sequence[int], x2: Sequence[int], x3: Sequence[int],
                                               x4: Sequence[int], A: Any, B: Any, C: Any, D: Any,
                                               check: bool = True) -> np.ndarray:
    """Cooper and Wallis's construction [10]_: a Hadamard matrix of order 4tw from T-sequences x1..x4 of length t
    and four +-1 matrices A, B, C, D of order w with M N^T = N M^T for any two and A A^T + ... + D D^T = 4w I.

    With X_i the circulant of x_i and GS the Goethals-Seidel array, H = GS(X1, X2, X3, X4) x A +
    GS(X2, -X1, X4, -X3) x B + GS(X3, -X4, -X1, X2) x C + GS(X4, X3, -X2, -X1) x D.

    Raises
    ------
    ValueError
        If ``check`` and the result is not a Hadamard matrix (naming why).

    Examples
    --------
    >>> from designs.hadamard import hadamard_matrix_cooper_wallis_construction, t_sequences
    >>> hadamard_matrix_cooper_wallis_construction(*t_sequences(5), [[1]], [[1]], [[1]], [[1]]).shape
    (20, 20)
    """
    X1, X2, X3, X4 = (_circulant(x) for x in (x1, x2, x3, x4))
    A, B, C, D = (np.asarray(M, dtype=np.int8) for M in (A, B, C, D))
    H = (np.kron(_goethals_seidel(X1, X2, X3, X4), A) + np.kron(_goethals_seidel(X2, -X1, X4, -X3), B)
         + np.kron(_goethals_seidel(X3, -X4, -X1, X2), C) + np.kron(_goethals_seidel(X4, X3, -X2, -X1), D))
    return check_hadamard_matrix(H) if check else H.astype(np.int8)


# ------------------------------------------------------------------------------------------ the plan
@dataclass(frozen=True)
class HadamardConstruction:
    """How :func:`hadamard_matrix` builds a Hadamard matrix of one order.

    Attributes
    ----------
    order : int
    method : str
        ``"trivial"``, ``"Sylvester"``, ``"Paley I"``, ``"Paley II"``, ``"Williamson"``, ``"Kronecker"``,
        ``"conference product"``, ``"Miyamoto"``, ``"Cooper-Wallis"`` or ``"Goethals-Seidel"``.
    parameters : tuple
        k for Sylvester (order 2^k); q for Paley I and II and Miyamoto; m for Williamson; (a, b) for a
        Kronecker product; (q, h) for a conference product; (t, w) for Cooper-Wallis (T-sequences of length t,
        Williamson matrices of order w, w = 1 the Goethals-Seidel array alone); v for Goethals-Seidel
        (supplementary difference sets in Z_v).
    """

    order: int
    method: str
    parameters: tuple = ()

    @property
    def description(self) -> str:
        """The construction in words, e.g. ``"Paley I over GF(19)"``."""
        p = self.parameters
        if self.method == "Sylvester":
            return f"Sylvester's H(2)^{p[0]}"
        if self.method in ("Paley I", "Paley II"):
            return f"{self.method} over GF({p[0]})"
        if self.method == "Williamson":
            source = _williamson_data()[p[0]][1]
            return f"the Williamson array of four symmetric circulants of order {p[0]} ({source})"
        if self.method == "Kronecker":
            return f"the Kronecker product H({p[0]}) x H({p[1]})"
        if self.method == "conference product":
            return f"the symmetric conference matrix of GF({p[0]}) times H({p[1]})"
        if self.method == "Miyamoto":
            return f"Miyamoto's construction with q = {p[0]} and H({p[0] - 1})"
        if self.method == "Goethals-Seidel":
            return (f"the Goethals-Seidel array of supplementary difference sets in Z_{p[0]} "
                    f"({_sds_data()[p[0]][1]})")
        if self.method == "Cooper-Wallis":
            kind, n = _t_sequence_lengths()[p[0]]
            if kind == "TT":
                sequences = f"T-sequences of length {p[0]} from TT({n}) ({_turyn_type_data()[n][1]})"
            elif kind == "BS":
                sequences = f"T-sequences of length {p[0]} from base sequences BS({n}, {n - 1}) found by search"
            else:
                sequences = f"T-matrices of order {p[0]} ({_t_matrix_data()[p[0]][1]})"
            if p[1] == 1:
                return f"the Goethals-Seidel array of {sequences}"
            return (f"Cooper-Wallis: {sequences} with Williamson matrices of order {p[1]} "
                    f"({_williamson_data()[p[1]][1]})")
        return f"H({self.order}) by hand"


def _kronecker_split(n: int) -> tuple[int, int] | None:
    for a in range(2, int(n ** 0.5) + 1):
        if n % a == 0 and _plan(a) is not None and _plan(n // a) is not None:
            return a, n // a
    return None


@lru_cache(maxsize=None)
def _plan(n: int) -> HadamardConstruction | None:
    """The construction of H(n) used here, or None (n = 1, 2 or 0 mod 4)."""
    if n <= 2:
        return HadamardConstruction(n, "trivial")
    if n % 4:
        return None
    if n & (n - 1) == 0:
        return HadamardConstruction(n, "Sylvester", (n.bit_length() - 1,))
    if (n - 1) % 4 == 3 and is_prime_power(n - 1):
        return HadamardConstruction(n, "Paley I", (n - 1,))
    if (n // 2 - 1) % 4 == 1 and is_prime_power(n // 2 - 1):
        return HadamardConstruction(n, "Paley II", (n // 2 - 1,))
    if (n // 4) % 2 == 1 and n // 4 in _williamson_data():
        return HadamardConstruction(n, "Williamson", (n // 4,))
    split = _kronecker_split(n)
    if split:
        return HadamardConstruction(n, "Kronecker", split)
    for h in range(4, n // 6 + 1, 2):
        q = n // h - 1
        if n % h == 0 and q % 4 == 1 and is_prime_power(q) and _plan(h) is not None:
            return HadamardConstruction(n, "conference product", (q, h))
    q = n // 4
    if q % 4 == 1 and is_prime_power(q) and _plan(q - 1) is not None:
        return HadamardConstruction(n, "Miyamoto", (q,))
    for t in sorted(_t_sequence_lengths()):
        w = n // (4 * t)
        if n % (4 * t) == 0 and (w == 1 or (w % 2 == 1 and w in _williamson_data())):
            return HadamardConstruction(n, "Cooper-Wallis", (t, w))
    if n // 4 in _sds_data():
        return HadamardConstruction(n, "Goethals-Seidel", (n // 4,))
    return None


def _necessary_condition(n: int) -> str | None:
    if n > 2 and n % 4:
        return f"no Hadamard matrix of order {n}: the order of a Hadamard matrix is 1, 2 or a multiple of 4"
    return None


def _literature_note(n: int) -> tuple[str, str]:
    """("exists" | "open" | "unknown", the note) for an order with no construction here: "exists" where
    SageMath's construction is recorded in ``hadamard_orders.json``, "open" where the literature knows none."""
    lit = _literature()
    source = lit["references"][lit["open_source"]]
    how = lit["sage_constructions"].get(str(n))
    if how:
        return "exists", (f"a Hadamard matrix of order {n} is known: SageMath builds it by {how} (every order "
                          f"<= {lit['known_bound']} but {', '.join(map(str, lit['open']))} is built there, "
                          f"{source})")
    if n in lit["open"]:
        return "open", f"order {n} is open: no Hadamard matrix of order {n} is known ({source})"
    if n <= lit["known_bound"]:
        return "unknown", f"order {n} is in neither the literature's open list nor SageMath's record here"
    return "unknown", (f"order {n} is beyond the literature table here (orders <= {lit['known_bound']}); "
                       "it may or may not be known")


def hadamard_construction(n: int) -> HadamardConstruction:
    """The construction :func:`hadamard_matrix` uses for order n (a plan: nothing is built).

    Raises
    ------
    ValueError
        If n is not 1, 2 or a multiple of 4 (no Hadamard matrix exists).
    NotAvailable
        If no construction here reaches n; the message says whether the order is open in the literature.

    Examples
    --------
    >>> from designs.hadamard import hadamard_construction
    >>> [hadamard_construction(n).method for n in (8, 20, 36, 92)]
    ['Sylvester', 'Paley I', 'Paley II', 'Williamson']
    >>> try:
    ...     hadamard_construction(668)
    ... except NotAvailable as err:
    ...     print(str(err)[:80])
    no construction of a Hadamard matrix of order 668 here: order 668 is open: no Ha
    """
    n = check_int(n, "n", minimum=1, maximum=MAX_PLAN_ORDER)
    problem = _necessary_condition(n)
    if problem:
        raise ValueError(problem)
    plan = _plan(n)
    if plan is None:
        raise NotAvailable(f"no construction of a Hadamard matrix of order {n} here: {_literature_note(n)[1]}")
    return plan


def _build(plan: HadamardConstruction) -> np.ndarray:
    n, p = plan.order, plan.parameters
    if plan.method == "trivial":
        return _sylvester(n - 1)
    if plan.method == "Sylvester":
        return _sylvester(p[0])
    if plan.method == "Paley I":
        return (_conference_matrix(p[0]) + np.eye(n, dtype=np.int8)).astype(np.int8)
    if plan.method == "Paley II":
        return _conference_product(p[0], _sylvester(1))
    if plan.method == "Williamson":
        return hadamard_matrix_williamson_type(*williamson_matrices(p[0]), check=False)
    if plan.method == "Kronecker":
        return np.kron(_build(_plan(p[0])), _build(_plan(p[1]))).astype(np.int8)
    if plan.method == "conference product":
        return _conference_product(p[0], _build(_plan(p[1])))
    if plan.method == "Miyamoto":
        return _miyamoto(p[0], _build(_plan(p[0] - 1)))
    if plan.method == "Goethals-Seidel":
        return hadamard_matrix_from_sds(n, check=False)  # type: ignore[return-value]
    t, w = p
    W = [[[1]]] * 4 if w == 1 else [_circulant(r) for r in williamson_matrices(w)]
    rows = _t_matrix_data()[t][0] if _t_sequence_lengths()[t][0] == "TM" else t_sequences(t)
    return hadamard_matrix_cooper_wallis_construction(*rows, *W, check=False)


def hadamard_matrix(n: int, existence: bool = False, check: bool = True, *,
                    max_entries: int = MAX_ENTRIES) -> np.ndarray | bool | None:
    """A normalised Hadamard matrix of order n (first row and column all +1), as an int8 array.

    Parameters
    ----------
    n : int
        The order.
    existence : bool
        Only say whether one is built here: True if so, False if none exists (n is not 1, 2 or 0 mod 4),
        None if this toolkit has no construction (Sage's ``Unknown``). Nothing is built.
    check : bool
        Verify H H^T = n I before returning (default True).
    max_entries : int, keyword-only
        Refuse an order with more than this many entries n^2 (default 10^7: n <= 3162).

    Raises
    ------
    ValueError
        If n is not 1, 2 or a multiple of 4 (naming the condition), or n^2 > ``max_entries``.
    NotAvailable
        If no construction here reaches n (the message says whether the order is open in the literature).

    See Also
    --------
    hadamard_construction : the construction used.

    Examples
    --------
    >>> from designs.hadamard import hadamard_matrix
    >>> H = hadamard_matrix(12)
    >>> bool((H @ H.T == 12 * np.eye(12)).all()), H[0].tolist() == [1] * 12
    (True, True)
    >>> hadamard_matrix(668, existence=True) is None, hadamard_matrix(6, existence=True)
    (True, False)
    >>> hadamard_matrix(6)
    Traceback (most recent call last):
    ...
    ValueError: no Hadamard matrix of order 6: the order of a Hadamard matrix is 1, 2 or a multiple of 4
    """
    if existence:
        n = check_int(n, "n", minimum=1, maximum=MAX_PLAN_ORDER)
        return False if _necessary_condition(n) else (True if _plan(n) is not None else None)
    plan = hadamard_construction(n)
    check_size(plan.order ** 2, max_entries, call=f"hadamard_matrix({plan.order})",
               what=f"a Hadamard matrix of order {plan.order} (n^2)")
    H = _build(plan)
    H = (H * H[0]) * (H * H[0])[:, :1]
    if check:
        problem = hadamard_problem(H)
        if problem:                         # a construction's error, never the caller's
            raise AssertionError(f"{plan.description} did not give a Hadamard matrix: {problem}")
    return H.astype(np.int8)


# ------------------------------------------------------------------------------------------ Sage's names
def hadamard_matrix_paleyI(n: int, normalize: bool = True) -> np.ndarray:
    """Paley's first construction: a Hadamard matrix of order n from GF(n - 1), n - 1 = 3 mod 4 a prime power.

    Examples
    --------
    >>> from designs.hadamard import hadamard_matrix_paleyI, is_hadamard_matrix
    >>> is_hadamard_matrix(hadamard_matrix_paleyI(20))
    True
    """
    n = check_int(n, "n", minimum=4)
    q = n - 1
    if q % 4 != 3 or not is_prime_power(q):
        raise ValueError(f"Paley I needs n - 1 a prime power = 3 mod 4, not n - 1 = {q}")
    H = (_conference_matrix(q) + np.eye(n, dtype=np.int8)).astype(np.int8)
    return normalise_hadamard(H) if normalize else H


def hadamard_matrix_paleyII(n: int) -> np.ndarray:
    """Paley's second construction: a Hadamard matrix of order n = 2(q + 1), q = 1 mod 4 a prime power.

    Examples
    --------
    >>> from designs.hadamard import hadamard_matrix_paleyII, is_hadamard_matrix
    >>> is_hadamard_matrix(hadamard_matrix_paleyII(20))
    True
    """
    n = check_int(n, "n", minimum=4)
    q = n // 2 - 1
    if n % 2 or q % 4 != 1 or not is_prime_power(q):
        raise ValueError(f"Paley II needs n = 2(q + 1) with q a prime power = 1 mod 4, not n = {n}")
    return _conference_product(q, _sylvester(1))


def hadamard_matrix_williamson_type(a: Sequence[int], b: Sequence[int], c: Sequence[int], d: Sequence[int],
                                    check: bool = True) -> np.ndarray:
    """The Williamson array [[A, B, C, D], [-B, A, -D, C], [-C, D, A, -B], [-D, -C, B, A]] of the circulant
    matrices with first rows a, b, c, d (order 4m); a Hadamard matrix when they are Williamson matrices.

    Raises
    ------
    ValueError
        If the rows differ in length, or ``check`` and the array is not a Hadamard matrix (naming why).

    Examples
    --------
    >>> from designs.hadamard import hadamard_matrix_williamson_type
    >>> hadamard_matrix_williamson_type([1], [1], [1], [1]).tolist()[1]
    [-1, 1, -1, 1]
    """
    rows = [np.asarray(r) for r in (a, b, c, d)]
    if len({len(r) for r in rows}) != 1 or rows[0].ndim != 1:
        raise ValueError(f"a, b, c, d must be rows of one length, not lengths {[r.shape for r in rows]}")
    H = _williamson_array(*(_circulant(r) for r in rows))
    return check_hadamard_matrix(H) if check else H


def hadamard_matrix_miyamoto_construction(n: int, existence: bool = False, check: bool = True
                                          ) -> np.ndarray | bool:
    """Miyamoto's construction [4]_: a Hadamard matrix of order n = 4q, q = 1 mod 4 a prime power, from a
    Hadamard matrix of order q - 1 (built by :func:`hadamard_matrix`).

    Examples
    --------
    >>> from designs.hadamard import hadamard_matrix_miyamoto_construction
    >>> hadamard_matrix_miyamoto_construction(20).shape, hadamard_matrix_miyamoto_construction(24, existence=True)
    ((20, 20), False)
    """
    n = check_int(n, "n", minimum=1)
    q = n // 4
    covered = n % 4 == 0 and q % 4 == 1 and is_prime_power(q) and hadamard_matrix(q - 1, existence=True)
    if existence:
        return bool(covered)
    if not covered:
        raise ValueError(f"order {n} is not 4q with q = 1 mod 4 a prime power and H(q - 1) built here")
    H = _miyamoto(q, hadamard_matrix(q - 1))
    return check_hadamard_matrix(H) if check else H


# ------------------------------------------------------------------------------------------ the table
@dataclass(frozen=True)
class HadamardOrder:
    """One row of :func:`hadamard_orders`.

    Attributes
    ----------
    order : int
    status : str
        ``"built"`` (a construction here), ``"exists"`` (not built here; SageMath's construction is recorded),
        ``"open"`` (no Hadamard matrix of this order is known) or ``"unknown"`` (beyond the literature table
        held here).
    construction : HadamardConstruction or None
    note : str
        The construction in words, or the literature's status with its source.
    """

    order: int
    status: str
    construction: HadamardConstruction | None
    note: str


def hadamard_orders(n_max: int) -> list[HadamardOrder]:
    """Every order n <= n_max with n = 1, 2 or 0 mod 4: built here (and how), known elsewhere, or open.

    Nothing is built: the rows are the plans of :func:`hadamard_construction`.

    Examples
    --------
    >>> from designs.hadamard import hadamard_orders
    >>> [(r.order, r.status) for r in hadamard_orders(12)]
    [(1, 'built'), (2, 'built'), (4, 'built'), (8, 'built'), (12, 'built')]
    >>> [r.order for r in hadamard_orders(1000) if r.status == "open"]
    [668, 716, 892]
    """
    n_max = check_int(n_max, "n_max", minimum=1, maximum=10**5)
    rows = []
    for n in [1, 2] + list(range(4, n_max + 1, 4)):
        if n > n_max:
            break
        plan = _plan(n)
        if plan is not None:
            rows.append(HadamardOrder(n, "built", plan, plan.description))
        else:
            status, note = _literature_note(n)
            rows.append(HadamardOrder(n, status, None, note))
    return rows


# ------------------------------------------------------------------------------------------ equivalence
def _hadamard_graph(H: np.ndarray) -> ColouredGraph:
    """McKay's graph of H with the row and column pairs tied: r_i^+ = i, r_i^- = n + i, c_j^+ = 2n + j,
    c_j^- = 3n + j, the pair vertices 4n + i and 5n + j."""
    n = H.shape[0]
    plus_i, plus_j = np.nonzero(H == 1)
    minus_i, minus_j = np.nonzero(H == -1)
    adjacency: dict[int, list[int]] = {v: [] for v in range(6 * n)}
    for i, j in zip(plus_i.tolist(), plus_j.tolist()):
        adjacency[i].append(2 * n + j)
        adjacency[n + i].append(3 * n + j)
    for i, j in zip(minus_i.tolist(), minus_j.tolist()):
        adjacency[i].append(3 * n + j)
        adjacency[n + i].append(2 * n + j)
    for i in range(n):
        adjacency[4 * n + i] = [i, n + i]
        adjacency[5 * n + i] = [2 * n + i, 3 * n + i]
    colouring = [set(range(2 * n)), set(range(2 * n, 4 * n)), set(range(4 * n, 5 * n)), set(range(5 * n, 6 * n))]
    return ColouredGraph(6 * n, adjacency, colouring)


def hadamard_certificate(H: Any) -> bytes:
    """nauty's certificate of H's graph: equal for two Hadamard matrices exactly when they are equivalent
    (one is obtained from the other by permuting and negating rows and columns) [5]_.

    Examples
    --------
    >>> from designs.hadamard import hadamard_certificate, hadamard_matrix
    >>> H = hadamard_matrix(8)
    >>> hadamard_certificate(H) == hadamard_certificate(-H[::-1, [3, 1, 2, 0, 4, 5, 7, 6]])
    True
    """
    return _hadamard_graph(check_hadamard_matrix(H)).certificate()


def are_hadamard_equivalent(H1: Any, H2: Any) -> bool:
    """Return True if the Hadamard matrices are equivalent (same order and same :func:`hadamard_certificate`).

    Examples
    --------
    >>> from designs.hadamard import are_hadamard_equivalent, hadamard_matrix_paleyI, hadamard_matrix_paleyII
    >>> are_hadamard_equivalent(hadamard_matrix_paleyI(20), hadamard_matrix_paleyII(20))
    False
    """
    A, B = check_hadamard_matrix(H1), check_hadamard_matrix(H2)
    return A.shape == B.shape and hadamard_certificate(A) == hadamard_certificate(B)


def inequivalent_hadamard_matrices(n: int) -> list[np.ndarray]:
    """One representative of each equivalence class of Hadamard matrices of order n <= 12, by exhaustion.

    Every class has a normalised member whose rows 1 and 2 are (+^{n/2} -^{n/2}) and
    (+^{n/4} -^{n/4} +^{n/4} -^{n/4}) (permute columns); the other rows, in increasing order, are a clique of
    pairwise orthogonal +-1 rows orthogonal to these three, enumerated in full, and the classes are told apart
    by :func:`hadamard_certificate`.

    Raises
    ------
    ValueError
        If n is not 1, 2 or 0 mod 4, or n > 12 (the enumeration grows too fast: order 16 has 5 classes and
        order 20 has 3, published and not recomputed here).

    Examples
    --------
    >>> from designs.hadamard import inequivalent_hadamard_matrices
    >>> [len(inequivalent_hadamard_matrices(n)) for n in (1, 2, 4, 8)]
    [1, 1, 1, 1]
    """
    n = check_int(n, "n", minimum=1, maximum=12, why="the enumeration of order 16 and above is too large")
    problem = _necessary_condition(n)
    if problem:
        raise ValueError(problem)
    if n < 4:
        return [hadamard_matrix(n)]
    q = n // 4
    fixed = np.array([[1] * n, [1] * (2 * q) + [-1] * (2 * q), ([1] * q + [-1] * q) * 2], dtype=np.int64)
    vectors = 1 - 2 * ((np.arange(2 ** (n - 1))[:, None] >> np.arange(n - 2, -1, -1)[None, :]) & 1)
    vectors = np.concatenate([np.ones((len(vectors), 1), dtype=np.int64), vectors], axis=1)
    candidates = vectors[(vectors @ fixed.T == 0).all(axis=1)]
    orthogonal = (candidates @ candidates.T) == 0
    classes: dict[bytes, np.ndarray] = {}

    def extend(chosen: list[int], allowed: np.ndarray) -> None:
        if len(chosen) == n - 3:
            H = np.concatenate([fixed, candidates[chosen]]).astype(np.int8)
            classes.setdefault(hadamard_certificate(H), H)
            return
        for c in np.nonzero(allowed)[0]:
            rest = allowed & orthogonal[c]
            rest[: c + 1] = False
            if rest.sum() >= n - 4 - len(chosen):
                extend(chosen + [int(c)], rest)

    extend([], np.ones(len(candidates), dtype=bool))
    return list(classes.values())


# ------------------------------------------------------------------------------------------ designs
def _design_matrix(n: int, what: str) -> np.ndarray:
    """The normalised Hadamard matrix of order n behind a Hadamard design."""
    if n % 4:
        raise ValueError(f"no {what}: it needs a Hadamard matrix of order {n}, which is not a multiple of 4")
    return hadamard_matrix(n)


def HadamardDesign(n: int) -> BlockDesign:
    """The symmetric 2-(n, (n - 1)/2, (n - 3)/4) design on n = 3 mod 4 points, from a normalised Hadamard
    matrix H of order n + 1 (Sage's argument: ``designs.HadamardDesign(n)`` has n points).

    Points are the columns 1..n of H; each row i >= 1 gives the block of the columns where H[i, j] = +1
    [1]_ (V.1.8): with N = n + 1, a 2-(N - 1, N/2 - 1, N/4 - 1) design.

    Raises
    ------
    ValueError
        If n < 7 (lambda would be 0) or n + 1 is not a multiple of 4.
    NotAvailable
        If no Hadamard matrix of order n + 1 is built here.

    Examples
    --------
    >>> from designs.hadamard import HadamardDesign
    >>> D = HadamardDesign(7)
    >>> str(D.parameters), D.num_blocks
    ('2-(7,3,1)', 7)
    """
    n = check_int(n, "n", minimum=7, why="the Hadamard 2-design on 3 points has lambda = 0")
    H = _design_matrix(n + 1, f"Hadamard 2-design on {n} points")
    blocks = [tuple(int(j) for j in np.nonzero(H[i, 1:] == 1)[0]) for i in range(1, n + 1)]
    return BlockDesign(range(n), blocks,
                       construction=f"Hadamard 2-design of {hadamard_construction(n + 1).description}")


def Hadamard3Design(n: int) -> BlockDesign:
    """The 3-(n, n/2, n/4 - 1) design of a normalised Hadamard matrix H of order n.

    Points are the n columns (Sage's argument: ``designs.Hadamard3Design(n)``); each row i >= 1 gives two
    blocks, the columns of its +1 entries and of its -1 entries [1]_ (V.1.9). The blocks' 3-subsets are counted by
    :class:`~designs.block_designs.BlockDesign` up to n = 68 (within ``design_checks.MAX_SUBSETS``); above, the
    design rests on the theorem, H having been checked (H H^T = n I).

    Examples
    --------
    >>> from designs.hadamard import Hadamard3Design
    >>> D = Hadamard3Design(8)
    >>> str(D.parameters), D.num_blocks
    ('3-(8,4,1)', 14)
    """
    n = check_int(n, "n", minimum=8, why="the Hadamard 3-design of order 4 has lambda = 0")
    H = _design_matrix(n, f"Hadamard 3-design of order {n}")
    blocks = [tuple(int(j) for j in np.nonzero(H[i] == s)[0]) for i in range(1, n) for s in (1, -1)]
    counted = 2 * (n - 1) * comb(n // 2, 3) <= MAX_SUBSETS
    return BlockDesign(range(n), blocks, t=3, check=counted,
                       construction=f"Hadamard 3-design of {hadamard_construction(n).description}")
