"""Block designs as built objects: a t-(v, k, lambda) design that knows its parameters and how it was made.

A *t-(v, k, lambda) design* is a set of v points with blocks of k points each, every t-subset of the points
in exactly lambda blocks; for t = 2 it is a *balanced incomplete block design* BIBD(v, k, lambda) [1]_
(II.1). Every constructor of the package (Steiner and Kirkman systems, difference families, Hadamard designs,
the BIBD table) returns a :class:`BlockDesign`, checked by :mod:`designs.design_checks` when it is made, with
the construction named in :attr:`BlockDesign.construction` (as
:func:`~designs.mols_constructions.mols_construction` names the MOLS it builds). A
:class:`ResolvableBlockDesign` also carries a resolution (a partition of the blocks into parallel classes).

Two exceptions say why a design is not given:

* a parameter set that fails a necessary condition raises ValueError naming the condition
  (:func:`bibd_admissibility_problem`, e.g. ``v = 10 is not 1 or 3 mod 6``);
* an admissible set that no construction of the toolkit reaches raises :class:`NotAvailable` naming the open
  or unbuilt case, never a long search.

Being a subclass of :class:`designs.incidence.IncidenceStructure`, a design hands over to networkx
(:meth:`~designs.incidence.IncidenceStructure.incidence_graph`, the schema of :mod:`combgames.base.graphs`) and
to Sage (:meth:`~designs.incidence.IncidenceStructure.to_sage`, then ``designs.BlockDesign(*design.to_sage())``
or ``IncidenceStructure``), and has nauty's automorphism group and canonical certificate.

References
----------
.. [1] C. J. Colbourn, J. H. Dinitz (eds.), Handbook of Combinatorial Designs, 2nd ed., Chapman & Hall/CRC,
   2007, Part II (block designs).
"""

from __future__ import annotations

from math import gcd
from typing import TYPE_CHECKING, Any, Hashable, Iterable, Sequence

from combgames.base.checks import check_int
from designs.design_checks import DesignParameters, t_design_parameters
from designs.incidence import IncidenceStructure

if TYPE_CHECKING:
    import numpy as np

__all__ = [
    "NotAvailable",
    "BlockDesign",
    "ResolvableBlockDesign",
    "bibd_admissibility_problem",
    "check_bibd_parameters",
    "admissible_residues",
]


class NotAvailable(ValueError):
    """The parameters are admissible but the toolkit has no construction for them (the message names the case:
    an open problem, or a design known to exist that no construction here reaches)."""


class BlockDesign(IncidenceStructure):
    """A t-(v, k, lambda) design with the name of its construction.

    Parameters
    ----------
    points : iterable of hashable
        The v point labels.
    blocks : iterable of iterables
        The blocks, by point labels or indices (as :class:`~designs.incidence.IncidenceStructure`).
    t : int, keyword-only
        The strength (default 2).
    construction : str, keyword-only
        How the design was made, for example ``"Bose's construction over Z_3 x Z_3"``.
    check : bool, keyword-only
        Verify that the blocks form a t-design (default True); raise ValueError naming the first failure.

    Examples
    --------
    >>> from designs.block_designs import BlockDesign
    >>> fano = BlockDesign(range(7), [[0, 1, 3], [1, 2, 4], [2, 3, 5], [3, 4, 6], [4, 5, 0], [5, 6, 1],
    ...                               [6, 0, 2]], construction="the difference set {0, 1, 3} mod 7")
    >>> str(fano.parameters), fano.construction
    ('2-(7,3,1)', 'the difference set {0, 1, 3} mod 7')
    >>> BlockDesign(range(4), [[0, 1], [1, 2]], construction="a path")
    Traceback (most recent call last):
    ...
    ValueError: not a 2-design: the 2-subset (0, 2) lies in no block
    """

    def __init__(self, points: Iterable[Hashable], blocks: Iterable[Iterable], *, t: int = 2,
                 construction: str, check: bool = True, by: str = "auto") -> None:
        rows = _index_rows(blocks) if by == "indices" else None
        if rows is None:
            super().__init__(points, blocks, by=by)
        else:  # blocks of point indices in one array: checked in numpy, not block by block
            super().__init__(points, (), by=by)
            self._set(self._points, _checked_rows(rows, len(self._points)), None)
        t = check_int(t, "t", minimum=1)
        if not isinstance(construction, str):
            raise TypeError(f"construction must be a str naming how the design was made, not "
                            f"{type(construction).__name__}")
        self._construction = construction
        self._t = t
        self._parameters = t_design_parameters(self, t) if check else None

    @property
    def construction(self) -> str:
        """How the design was made."""
        return self._construction

    @property
    def parameters(self) -> DesignParameters:
        """t, v, k, lambda, b, r (counted from the blocks if the design was made with ``check=False``)."""
        if self._parameters is None:
            self._parameters = t_design_parameters(self, self._t)
        return self._parameters

    def check(self) -> "BlockDesign":
        """Count every t-subset again and raise ValueError if the blocks are not a t-design; return self."""
        self._parameters = t_design_parameters(self, self._t)
        return self

    def __repr__(self) -> str:
        p = self.parameters
        return f"{type(self).__name__}({p}, b={p.b}, by {self._construction})"


class ResolvableBlockDesign(BlockDesign):
    """A block design with a resolution: its blocks partitioned into parallel classes, each class a partition
    of the points (for example a Kirkman triple system).

    Parameters
    ----------
    points, blocks, t, construction, check, by
        As :class:`BlockDesign`.
    resolution : sequence of sequences of int, keyword-only
        The parallel classes, as block indices.

    Raises
    ------
    ValueError
        If ``check`` and a class does not partition the points, or the classes do not partition the blocks.

    Examples
    --------
    >>> from designs.block_designs import ResolvableBlockDesign
    >>> d = ResolvableBlockDesign(range(4), [[0, 1], [2, 3], [0, 2], [1, 3], [0, 3], [1, 2]],
    ...                           resolution=[[0, 1], [2, 3], [4, 5]], construction="K_4")
    >>> len(d.resolution)
    3
    """

    def __init__(self, points: Iterable[Hashable], blocks: Iterable[Iterable], *,
                 resolution: Sequence[Sequence[int]], t: int = 2, construction: str, check: bool = True,
                 by: str = "auto") -> None:
        super().__init__(points, blocks, t=t, construction=construction, check=check, by=by)
        self._resolution = tuple(tuple(int(j) for j in c) for c in resolution)
        if check:
            problem = self._resolution_problem(self._resolution)
            if problem:
                raise ValueError(f"not a resolution: {problem}")

    @property
    def resolution(self) -> tuple[tuple[int, ...], ...]:
        """The parallel classes, each a tuple of block indices."""
        return self._resolution


def _index_rows(blocks: Any) -> "np.ndarray | None":
    """The blocks as a 2-d integer array if they are one (a numpy array, or equal-length lists of ints), else
    None (the caller then reads them block by block)."""
    import numpy as np

    try:
        rows = np.asarray(blocks)
    except (TypeError, ValueError):
        return None
    if rows.ndim != 2 or rows.shape[0] == 0 or rows.dtype.kind not in "iu":
        return None
    return rows


def _checked_rows(rows: "np.ndarray", v: int) -> tuple[tuple[int, ...], ...]:
    """The rows as sorted index tuples, after the checks IncidenceStructure makes of each block: every entry a
    point index in range(v), no repeated point in a block."""
    import numpy as np

    rows = np.sort(rows.astype(np.int64, copy=False), axis=1)
    bad = np.flatnonzero((rows[:, 0] < 0) | (rows[:, -1] >= v))
    if bad.size:
        j = int(bad[0])
        x = next(x for x in rows[j].tolist() if not 0 <= x < v)
        raise ValueError(f"block {j} contains {x!r}, which is not a point index in range({v})")
    repeated = np.flatnonzero((np.diff(rows, axis=1) == 0).any(axis=1))
    if repeated.size:
        j = int(repeated[0])
        raise ValueError(f"block {j} contains a repeated point: {tuple(rows[j].tolist())!r}")
    return tuple(map(tuple, rows.tolist()))


def admissible_residues(k: int, lam: int = 1) -> tuple[int, tuple[int, ...]]:
    """The residues of v modulo m for which BIBD(v, k, lambda) passes the divisibility conditions.

    The conditions are lambda (v - 1) = 0 mod (k - 1) and lambda v (v - 1) = 0 mod k (k - 1) [1]_ (II.1.9);
    they depend on v modulo m = k (k - 1) / gcd(k (k - 1), lambda). Returns ``(m, residues)``.

    Examples
    --------
    >>> from designs.block_designs import admissible_residues
    >>> admissible_residues(3), admissible_residues(4), admissible_residues(5)
    ((6, (1, 3)), (12, (1, 4)), (20, (1, 5)))
    """
    k = check_int(k, "k", minimum=2)
    lam = check_int(lam, "lambda", minimum=1)
    m = k * (k - 1) // gcd(k * (k - 1), lam)
    return m, tuple(r for r in range(m) if (lam * (r - 1)) % (k - 1) == 0
                    and (lam * r * (r - 1)) % (k * (k - 1)) == 0)


def bibd_admissibility_problem(v: int, k: int, lam: int = 1) -> str | None:
    """The necessary condition that BIBD(v, k, lambda) fails, in words, or None if it passes them all.

    Conditions: 2 <= k <= v; lambda (v - 1) = 0 mod (k - 1) (the replication number r is whole); lambda v
    (v - 1) = 0 mod k (k - 1) (the number of blocks b is whole); Fisher's inequality b >= v when k < v
    [1]_ (II.1.9, II.1.10).

    Examples
    --------
    >>> from designs.block_designs import bibd_admissibility_problem
    >>> bibd_admissibility_problem(10, 3)
    'v = 10 is not 1 or 3 mod 6'
    >>> bibd_admissibility_problem(11, 6)
    'v = 11 is not 1, 6, 16 or 21 mod 30'
    >>> bibd_admissibility_problem(16, 6)
    "Fisher's inequality b >= v fails: b = 8 blocks for v = 16 points"
    >>> bibd_admissibility_problem(13, 4) is None
    True
    """
    k = check_int(k, "k", minimum=2)
    v = check_int(v, "v", minimum=k, why="a block is a k-subset of the points")
    lam = check_int(lam, "lambda", minimum=1)
    m, residues = admissible_residues(k, lam)
    if v % m not in residues:
        words = ", ".join(map(str, residues[:-1])) + (" or " if len(residues) > 1 else "") + str(residues[-1])
        return f"v = {v} is not {words} mod {m}"
    b = lam * v * (v - 1) // (k * (k - 1))
    if k < v and b < v:
        return f"Fisher's inequality b >= v fails: b = {b} blocks for v = {v} points"
    return None


def check_bibd_parameters(v: int, k: int, lam: int = 1) -> None:
    """Raise ValueError naming the necessary condition that BIBD(v, k, lambda) fails (see
    :func:`bibd_admissibility_problem`).

    Examples
    --------
    >>> from designs.block_designs import check_bibd_parameters
    >>> check_bibd_parameters(10, 3)
    Traceback (most recent call last):
    ...
    ValueError: no BIBD(10, 3, 1): v = 10 is not 1 or 3 mod 6
    """
    problem = bibd_admissibility_problem(v, k, lam)
    if problem:
        raise ValueError(f"no BIBD({v}, {k}, {lam}): {problem}")
