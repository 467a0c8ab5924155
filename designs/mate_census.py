"""Orthogonal mates of Latin squares counted species by species (Egan and Wanless's census), and sampled.

(The module is not named ``designs.orthogonal_mates``: that name is the exported listing of the mates of one
square, :func:`designs.completion.orthogonal_mates`.)

A square M is an *orthogonal mate* of a Latin square L of order n when the n^2 pairs (L[i, j], M[i, j]) are
distinct. The cells of each symbol of M then form a *transversal* of L (n cells, one in each row and column,
with n different symbols), so the mates of L are the partitions of its cells into n disjoint transversals, each
partition giving n! mates (its transversals labelled by the n symbols of M in every order) [2]_ (III.3).

Counting convention. :func:`count_orthogonal_mates` counts partitions: the mates with first row
0, 1, ..., n - 1 (*normalised* mates, as :func:`designs.completion.orthogonal_mates` lists them); the mates
as squares are n! times as many (:func:`mates_as_squares`). The number is the same for every square of a
main class (species): permuting rows, columns or symbols maps transversals to transversals, and so does each
conjugate, since a transversal is a set of n (row, column, symbol) triples with no coordinate repeated, a
condition symmetric in the three coordinates. So a census over one square per species is a census of all
the squares, weighted by the species' sizes. A square with no mate is a *bachelor* [1]_; one with a cell in no
transversal is a *confirmed* bachelor [3]_ (:func:`transversal_free_cells`).

The count (:mod:`designs.mate_census_kernels`): the transversals are listed by a depth-first search, then
the partitions are the exact covers of the cells by them, found by Algorithm X on bitmasks branching on the
cell in fewest transversals. :func:`designs.completion.orthogonal_mates` (Algorithm X on dictionaries of
sets) is the plain dancing-links comparison (``benchmarks/bench_orthogonal_mates.py``).

The censuses:

* :func:`mates_census`: every species of order n <= 7 (1, 1, 1, 2, 2, 12, 147 species), from
  :func:`designs.classification.classify_latin_squares`;
* :func:`mates_of_piece`: the species of one piece of the order-8 classification
  (:func:`designs.latin_classes.main_class_representatives`), a plain module-level function returning plain
  data, so an executor (a process pool, Dask) runs the 93,561 pieces and a checkpoint keeps them;
  :func:`sample_census` runs a random sample of pieces and projects the whole run's CPU time;
* :func:`census_of_main_classes`: the species of a file of main-class representatives
  (:mod:`designs.latin_representatives`; the shipped file holds the 283,657 species of order 8), each weighted
  by its size 6 (n!)^3 / ``|Par|`` from the file, no classification needed; :func:`census_of_main_classes_in_chunks`
  runs it in chunks of lines on an executor with a checkpoint (below);
* :func:`mate_proportion`: the proportion of random Latin squares (Jacobson-Matthews,
  :mod:`designs.random_latin`) that have a mate, with a Wilson score interval; order 9 has too many species to
  list (Egan and Wanless sample it too [1]_).

What the census gives (:class:`MatesCensus`; for a file :class:`MainClassesCensus` around it): the distribution
(mates, species) with mates counted as partitions, the bachelors and confirmed bachelors, the species with mates,
and when every species is counted, exactly (:class:`fractions.Fraction`): the proportion of the Latin squares of
order n that have a mate, :meth:`MatesCensus.proportion_with_mate`, and the expected number of mates of a
uniformly random Latin square, :meth:`MatesCensus.expected_mates`: the mean over all Latin squares L of the number
of Latin squares M orthogonal to L (*as squares*, n! per partition, every relabelling of M's symbols counted; the
literal reading of "the expected number of mates" in Egan and Wanless's abstract [1]_, the only part of their
paper read, which does not say which count they use), or of the partitions with ``as_squares=False``. Each species
counts with its size, so the sum of the sizes (``latin_squares``) must be the number of Latin squares of order n:
the check of the weights (for the file, ``|Par|`` of each species with mates is also recomputed by nauty).

Running the order-8 census from the shipped representatives file
-----------------------------------------------------------------
About 2 CPU minutes (the mate counts only), in chunks of :data:`DEFAULT_CHUNK` lines, one task each, each chunk
journalled as it finishes, so an interrupted run resumes; a checkpoint or journal of a run on another file (by its
SHA-256) or with another chunk size is refused and left as it is, and each task checks the file's SHA-256 where it
runs (a cluster's worker with another copy fails)::

    nice -n 19 python -m designs.mate_census 8 --representatives --checkpoint m8.ckpt          # the shipped file
    python -m designs.mate_census 8 --representatives FILE --chunk 2000 --checkpoint m8.ckpt --workers 2
    python -m designs.mate_census 8 --representatives --checkpoint m8.ckpt --scheduler tcp://HOST:8786

Running the order-8 census piece by piece (classifying again)
-------------------------------------------------------------
One task per piece (93,561 pieces of the 4-row split), each finished piece appended to the checkpoint's
journal ``PATH.pieces`` as it arrives and the whole state saved every 10 minutes, so a run stopped in any way
(Ctrl-C, SIGTERM, even killed) resumes by the same command, running only the pieces not done; a checkpoint or
journal of another run (another order or split) is refused and left as it is::

    nice -n 19 python -m designs.mate_census 8 --checkpoint mates8.ckpt                  # in this process
    python -m designs.mate_census 8 --checkpoint mates8.ckpt --workers 16                # a process pool
    python -m designs.mate_census 8 --checkpoint mates8.ckpt --scheduler tcp://HOST:8786 # a Dask cluster
    python -m designs.mate_census 8 --checkpoint mates8.ckpt --max-pieces 0              # report only
    python -m designs.mate_census 8 --checkpoint mates8.ckpt --skip-empty                # see below

The pieces run in a seeded random order (``--seed``; ``--in-order`` by index), so the pieces of a run stopped
early are a uniform random sample and its report projects the whole run (mean CPU per piece x pieces, with
one standard error). From Python::

    from combgames.base.executors import make_executor
    from designs.mate_census import census_in_pieces, merge_pieces, run_order

    executor = make_executor("dask", 16)                    # or scheduler="tcp://HOST:8786", or "process"
    done = census_in_pieces(8, pieces=run_order(93561, 0), executor=executor, checkpoint="mates8.ckpt")
    census = merge_pieces(list(done.values()))              # census.bachelors, census.distribution(), ...

Each piece's result also lists its species with mates (``"mated_species"``), for the sets of MOLS
(:mod:`designs.mols_species`).

Cost, measured on the shared 2-core machine (load average 4-6) on 2026-11-29. The first 4,720 pieces of the
run in random order (seed 0, ``nice -n 19``): 76.9 ms of CPU per piece (standard deviation 144 ms, longest
1.3 s), 98.8% of it listing each piece's species again, 1.2% counting their mates; so the whole census projects
to 2.00 +- 0.05 CPU hours (one standard error). The 74,815 pieces that the shipped record gives no main class
(80% of them) cost 23 ms each, a quarter of the time: with ``--skip-empty`` (``skip_empty=True``) they are not
run and the census projects to 1.49 +- 0.04 CPU hours (the 18,746 other pieces at 286 ms each). In
``benchmarks/bench_mate_census.py`` (200 random pieces) the listing splits into 85.5% canonical augmentation
below the piece's rectangle and 12.9% main-class leader tests, against 1.6% for the mate counts (0.43 ms per
species). On c cores: CPU time / c, at least the longest piece: with ``--skip-empty`` about 45 min of wall
time on 2 cores, 6 min on 16 and 0.7 min of CPU per core on 128, where the scheduler's rate (about 200 tasks/s
for a local Dask cluster here, :mod:`designs.latin_classes`) bounds it at 1.6 min for the 18,746 tasks.

References
----------
.. [1] J. Egan, I. M. Wanless, "Enumeration of MOLS of small order", Math. Comp. 85 (2016) 799-824,
   arXiv:1406.3681.
.. [2] C. J. Colbourn, J. H. Dinitz (eds.), Handbook of Combinatorial Designs, 2nd ed., 2007.
.. [3] I. M. Wanless, B. S. Webb, "The existence of latin squares without orthogonal mates", Des. Codes
   Cryptogr. 40 (2006) 131-135: a square with an entry in no transversal exists for every order n > 3.

Examples
--------
>>> from designs import LatinSquare
>>> from designs.mate_census import count_orthogonal_mates
>>> count_orthogonal_mates(LatinSquare.cyclic(5)), count_orthogonal_mates(LatinSquare.cyclic(4))
(3, 0)
"""

from __future__ import annotations

import math
import random
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Any

import numpy as np

from designs.latin import LatinSquare, as_latin_square
from designs.mate_census_kernels import CONTROL_NODES, CONTROL_STOP, count_decompositions, list_transversals
from combgames.base.checks import check_int
from combgames.base.checkpoint import PieceJournal
from combgames.base.executors import drive_pieces
from combgames.base.kernels import kernel, resolve_backend, run_interruptible
from combgames.base.statistics import wilson_interval

__all__ = ["ChunkedRun", "MainClassesCensus", "MateProportion", "MatesCensus", "MatesOfMainClasses", "MatesOfOrder",
           "SampleCensus", "census_in_pieces", "census_of_main_classes", "census_of_main_classes_in_chunks",
           "census_report", "count_orthogonal_mates", "has_orthogonal_mate", "main", "main_classes_report",
           "mate_proportion", "mates_as_squares", "mates_census", "mates_of_main_classes", "mates_of_piece",
           "merge_chunks", "merge_pieces", "plan_chunks", "record_comparison", "run_order", "sample_census",
           "transversal_columns", "transversal_free_cells"]

MAX_ORDER = 9
"""The largest order counted (the cells of a transversal fit two 42-bit words)."""


@lru_cache(maxsize=None)
def _kernels(backend: str) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """The two kernels for a resolved backend, looked up once per process."""
    return kernel(list_transversals, backend), kernel(count_decompositions, backend)


def _square_array(square: Any) -> np.ndarray:
    """The square's symbols as an n x n int64 array; ValueError for a square that is not Latin or too large."""
    L = as_latin_square(square, "square")
    if L.order > MAX_ORDER:
        raise ValueError(f"square: orthogonal mates are counted for orders up to {MAX_ORDER}, not {L.order}")
    return np.ascontiguousarray(L.array, dtype=np.int64)


def transversal_columns(square: Any, *, backend: str = "auto") -> np.ndarray:
    """The transversals of a Latin square as a (T, n) array: row k holds the column of transversal k in each row.

    Raises
    ------
    ValueError
        If ``square`` is not a Latin square, or its order exceeds 9.

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.mate_census import transversal_columns
    >>> transversal_columns(LatinSquare.cyclic(3)).tolist()
    [[0, 1, 2], [1, 2, 0], [2, 0, 1]]
    """
    a = _square_array(square)
    return _transversals(a, resolve_backend(backend))


def _transversals(a: np.ndarray, backend: str) -> np.ndarray:
    n = a.shape[0]
    lister = _kernels(backend)[0]
    out = np.zeros((256, n), dtype=np.int64)
    total = lister(a, n, out)
    if total > out.shape[0]:
        out = np.zeros((total, n), dtype=np.int64)
        lister(a, n, out)
    return out[:total]


def count_orthogonal_mates(square: Any, *, limit: int | None = None, backend: str = "auto",
                           progress: Callable[[dict], Any] | None = None) -> int:
    """The number of orthogonal mates of a Latin square with first row 0, 1, ..., n - 1: the partitions of its
    cells into n disjoint transversals (multiply by n! for the mates as squares, :func:`mates_as_squares`).

    Parameters
    ----------
    square : LatinSquare or nested sequence
    limit : int, optional, keyword-only
        Stop counting at this many (``limit=1``: is there a mate).
    backend : str, keyword-only
        ``"auto"``, ``"numba"`` or ``"python"`` (:func:`combgames.base.kernels.kernel`).
    progress : callable, optional, keyword-only
        Called about once a second with ``{"phase", "seconds", "nodes"}`` during a long count; Ctrl-C stops
        the count within a second.

    Raises
    ------
    ValueError
        If ``square`` is not a Latin square, its order exceeds 9, or ``limit < 1``.

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.mate_census import count_orthogonal_mates
    >>> count_orthogonal_mates(LatinSquare.cyclic(7)), count_orthogonal_mates(LatinSquare.cyclic(7), limit=2)
    (635, 2)
    """
    limit = 0 if limit is None else check_int(limit, "limit", minimum=1)
    a = _square_array(square)
    return _count(a, limit, resolve_backend(backend), progress)[0]


def _count(a: np.ndarray, limit: int, backend: str, progress: Callable[[dict], Any] | None = None
           ) -> tuple[int, np.ndarray, int]:
    """(partitions, the transversals' columns, search nodes) of the square ``a`` (resolved backend)."""
    n = a.shape[0]
    columns = _transversals(a, backend)
    control = np.zeros(2, dtype=np.int64)
    counter = _kernels(backend)[1]
    start = time.monotonic()

    def call() -> int:
        return int(counter(columns, len(columns), n, limit, control))

    if progress is None:
        found = call()
    else:
        found = run_interruptible(call, control, CONTROL_STOP, progress=progress, report=lambda: {
            "phase": "orthogonal mates", "seconds": time.monotonic() - start, "nodes": int(control[CONTROL_NODES])})
    return found, columns, int(control[CONTROL_NODES])


def transversal_free_cells(square: Any, *, backend: str = "auto") -> int:
    """The number of cells of a Latin square that lie in no transversal. A square with such a cell is a
    *confirmed bachelor* (Wanless and Webb, Des. Codes Cryptogr. 40 (2006) 131-135): it has no orthogonal
    mate, since a partition into transversals covers every cell.

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.mate_census import transversal_free_cells
    >>> transversal_free_cells(LatinSquare.cyclic(4)), transversal_free_cells(LatinSquare.cyclic(5))
    (16, 0)
    """
    a = _square_array(square)
    return _transversal_free_cells(_transversals(a, resolve_backend(backend)), a.shape[0])


def _transversal_free_cells(columns: np.ndarray, n: int) -> int:
    covered = np.zeros((n, n), dtype=bool)
    covered[np.arange(n)[None, :].repeat(len(columns), axis=0), columns] = True
    return int(n * n - covered.sum())


def has_orthogonal_mate(square: Any, *, backend: str = "auto") -> bool:
    """True when the Latin square has an orthogonal mate (the count stopped at the first partition).

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.mate_census import has_orthogonal_mate
    >>> has_orthogonal_mate(LatinSquare.cyclic(9)), has_orthogonal_mate(LatinSquare.cyclic(8))
    (True, False)
    """
    return count_orthogonal_mates(square, limit=1, backend=backend) > 0


def mates_as_squares(partitions: int, n: int) -> int:
    """The number of orthogonal mates as squares, n! per partition into transversals (every labelling).

    >>> from designs.mate_census import mates_as_squares
    >>> mates_as_squares(3, 5)
    360
    """
    return check_int(partitions, "partitions", minimum=0) * math.factorial(check_int(n, "n", minimum=1))


# ------------------------------------------------------------------------------------------------ censuses
@dataclass
class MatesCensus:
    """The number of orthogonal mates (partitions into transversals) of every species counted.

    Attributes
    ----------
    order : int
    mates : dict of int to int
        Number of mates -> number of species with that many.
    transversals : dict of int to int
        Number of transversals -> number of species with that many.
    seconds : float
        CPU time of the counts (the classification that produced the species not included).
    nodes : int
        Search nodes (transversals chosen) of the exact covers.
    confirmed : int
        Species with a cell in no transversal (*confirmed bachelors*, Wanless and Webb 2006).
    squares_with_mates : int
        The Latin squares in the species with mates: the sum of their sizes 6 (n!)^3 / ``|Par(L)|``
        (orbit-stabiliser; ``|Par|`` by nauty, :func:`designs.classification.autoparatopism_group_order`).
    mates_of_squares : int
        The sum over those squares of their number of mates (partitions): the sum of size x mates.
    latin_squares : int
        The number of Latin squares of the order when every species was counted (:func:`mates_census`), else 0.
    """

    order: int
    mates: dict[int, int] = field(default_factory=dict)
    transversals: dict[int, int] = field(default_factory=dict)
    seconds: float = 0.0
    nodes: int = 0
    confirmed: int = 0
    squares_with_mates: int = 0
    mates_of_squares: int = 0
    latin_squares: int = 0

    @property
    def species(self) -> int:
        """The number of species counted."""
        return sum(self.mates.values())

    @property
    def bachelors(self) -> int:
        """The species with no orthogonal mate."""
        return self.mates.get(0, 0)

    @property
    def with_mates(self) -> int:
        """The species with at least one orthogonal mate."""
        return self.species - self.bachelors

    def distribution(self) -> tuple[tuple[int, int], ...]:
        """(mates, species) pairs, by number of mates."""
        return tuple(sorted(self.mates.items()))

    def add(self, mates: int, transversals: int, confirmed: bool = False, size: int = 0) -> None:
        """Count one species (``confirmed``: it has a cell in no transversal; ``size``: its number of squares,
        needed only when it has mates)."""
        self.mates[mates] = self.mates.get(mates, 0) + 1
        self.transversals[transversals] = self.transversals.get(transversals, 0) + 1
        self.confirmed += bool(confirmed)
        if mates:
            self.squares_with_mates += size
            self.mates_of_squares += size * mates

    def proportions(self, latin_squares: int | None = None) -> tuple[Fraction, Fraction]:
        """(the proportion of the Latin squares of order n with a mate, the mean number of mates of a uniformly
        random square, counted as partitions: n! times as many as squares), given the number of Latin squares of
        order n (default :attr:`latin_squares`); exact when every species was counted.

        >>> from designs.mate_census import mates_census
        >>> mates_census(4).proportions()
        (Fraction(1, 4), Fraction(1, 2))
        """
        total = check_int(self.latin_squares if latin_squares is None else latin_squares, "latin_squares",
                          minimum=1, why="the number of Latin squares of the order")
        return Fraction(self.squares_with_mates, total), Fraction(self.mates_of_squares, total)

    def proportion_with_mate(self, latin_squares: int | None = None) -> Fraction:
        """The proportion of the Latin squares of order n that have an orthogonal mate (exact when every species
        was counted): the squares of the species with mates over all Latin squares (:meth:`proportions`)."""
        return self.proportions(latin_squares)[0]

    def expected_mates(self, latin_squares: int | None = None, *, as_squares: bool = True) -> Fraction:
        """The expected number of orthogonal mates of a uniformly random Latin square of order n (exact when
        every species was counted): the mean over all Latin squares of their number of mates, *as squares* (every
        Latin square M orthogonal to L, n! per partition into transversals) by default, as partitions into
        transversals (mates with first row 0..n-1) with ``as_squares=False``.

        >>> from designs.mate_census import mates_census
        >>> c = mates_census(5)
        >>> c.expected_mates(), c.expected_mates(as_squares=False)
        (Fraction(270, 7), Fraction(9, 28))
        """
        mean = self.proportions(latin_squares)[1]
        return mean * math.factorial(self.order) if as_squares else mean

    def to_data(self) -> dict:
        """Plain data (string keys), for checkpoints and results sent between processes."""
        return {"order": self.order, "mates": {str(k): v for k, v in self.mates.items()},
                "transversals": {str(k): v for k, v in self.transversals.items()}, "seconds": self.seconds,
                "nodes": self.nodes, "confirmed": self.confirmed, "squares_with_mates": self.squares_with_mates,
                "mates_of_squares": self.mates_of_squares, "latin_squares": self.latin_squares}

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> "MatesCensus":
        """The inverse of :meth:`to_data`; ValueError naming the problem for anything else."""
        try:
            census = cls(int(data["order"]), {int(k): int(v) for k, v in data["mates"].items()},
                         {int(k): int(v) for k, v in data["transversals"].items()}, float(data["seconds"]),
                         int(data["nodes"]), int(data["confirmed"]), int(data["squares_with_mates"]),
                         int(data["mates_of_squares"]), int(data["latin_squares"]))
        except (KeyError, TypeError, ValueError, AttributeError) as err:
            raise ValueError(f"not a mates census: {type(err).__name__}: {err}") from None
        totals = (census.confirmed, census.squares_with_mates, census.mates_of_squares, census.latin_squares)
        if min(totals) < 0 or any(k < 0 or v < 0 for d in (census.mates, census.transversals) for k, v in d.items()):
            raise ValueError("not a mates census: negative counts")
        return census


def _census_of(squares: Sequence[Any], n: int, backend: str, mated: list | None = None,
               sizes: Sequence[int] | None = None, where: list | None = None) -> MatesCensus:
    """The census of the given squares (one per species); each species with mates is appended to ``mated`` as
    [its symbols as one digit string, its number of mates] and its position to ``where``. The species' sizes
    are ``sizes`` when given (a representatives file's ``|Par|``), else 6 (n!)^3 / ``|Par|`` with ``|Par|`` by nauty."""
    census = MatesCensus(n)
    start = time.process_time()
    from designs.classification import autoparatopism_group_order

    paratopisms = 6 * math.factorial(n) ** 3
    for k, square in enumerate(squares):
        a = _square_array(square)
        found, columns, nodes = _count(a, 0, backend)
        size = 0
        if found:
            size = sizes[k] if sizes is not None else paratopisms // autoparatopism_group_order(a.tolist())
        census.add(found, len(columns), _transversal_free_cells(columns, a.shape[0]) > 0, size)
        census.nodes += nodes
        if found and mated is not None:
            mated.append(["".join(map(str, a.ravel().tolist())), found])
            if where is not None:
                where.append(k)
    census.seconds = time.process_time() - start
    return census


def mates_census(n: int, *, backend: str = "auto") -> MatesCensus:
    """The census of every species of Latin squares of order n <= 7 (the main classes of
    :func:`designs.classification.classify_latin_squares`).

    Raises
    ------
    ValueError
        For n outside 1..7 (order 8: :func:`mates_of_piece` and :func:`sample_census`).

    Examples
    --------
    >>> from designs.mate_census import mates_census
    >>> c = mates_census(5)
    >>> c.species, c.bachelors, c.distribution()
    (2, 1, ((0, 1), (3, 1)))
    """
    from designs.classification import classify_latin_squares

    n = check_int(n, "n", minimum=1, maximum=7, why="order 8 is counted in pieces (mates_of_piece)")
    classification = classify_latin_squares(n)
    census = _census_of([c.representative for c in classification.main_classes], n, resolve_backend(backend))
    census.latin_squares = classification.number_of_latin_squares()
    return census


def mates_of_piece(n: int, split_rows: int, index: int, backend: str = "auto") -> dict:
    """The census of the species in one piece of the classification of order n: plain data for an executor.

    The species come from :func:`designs.latin_classes.main_class_representatives` (each main class in exactly
    one piece). Returns :meth:`MatesCensus.to_data` with ``"index"``, ``"classify_seconds"`` (the CPU time
    of producing the piece's species) and ``"mated_species"`` (the species with mates, each as
    ``[its n^2 symbols as one digit string, row by row, its number of mates]``, for the sets of MOLS) added.

    Raises
    ------
    ValueError
        For n, split_rows or index out of range.
    """
    from designs.latin_classes import main_class_representatives

    start = time.process_time()
    squares = main_class_representatives(n, split_rows, index)
    classify = time.process_time() - start
    mated: list[list[Any]] = []
    data = _census_of([LatinSquare._trusted(np.array(s, dtype=np.int64)) for s in squares], n,
                      resolve_backend(backend), mated).to_data()
    data.update(index=index, classify_seconds=classify, mated_species=mated)
    return data


def merge_pieces(pieces: Sequence[Mapping[str, Any]]) -> MatesCensus:
    """One census from the results of :func:`mates_of_piece` (the sums of their counts).

    Raises
    ------
    ValueError
        For an empty list, results of different orders, or data that is not a piece's census.
    """
    if not pieces:
        raise ValueError("no pieces to merge")
    parts = [MatesCensus.from_data(p) for p in pieces]
    if len({p.order for p in parts}) != 1:
        raise ValueError(f"pieces of different orders: {sorted({p.order for p in parts})}")
    total = MatesCensus(parts[0].order)
    for p in parts:
        for name in ("mates", "transversals"):
            counts = getattr(total, name)
            for k, v in getattr(p, name).items():
                counts[k] = counts.get(k, 0) + v
        total.seconds += p.seconds
        total.nodes += p.nodes
        total.confirmed += p.confirmed
        total.squares_with_mates += p.squares_with_mates
        total.mates_of_squares += p.mates_of_squares
        total.latin_squares += p.latin_squares
    return total


@dataclass
class SampleCensus:
    """The census of a random sample of pieces, with the projection of the whole run.

    Attributes
    ----------
    census : MatesCensus
        The sampled pieces' species, summed.
    pieces, sampled : int
        The pieces in all and in the sample.
    classify_seconds : float
        CPU time of producing the sampled pieces' species (the classification, redone piece by piece).
    species_total : int
        The number of species of the order (283,657 at order 8), for the per-species projection.
    results : list of dict
        The sampled pieces' own results (:func:`mates_of_piece`: their species with mates among them).
    """

    census: MatesCensus
    pieces: int
    sampled: int
    classify_seconds: float
    species_total: int
    results: list = field(default_factory=list, repr=False)

    def seconds_per_species(self) -> float:
        """CPU seconds of the mate counts per species sampled."""
        return self.census.seconds / max(self.census.species, 1)

    def projected_cpu_hours(self) -> tuple[float, float]:
        """(mate counts, mate counts + classification) of the whole run in CPU hours: the counts projected per
        species (seconds per species x all species), the classification per piece (mean x pieces)."""
        counts = self.seconds_per_species() * self.species_total / 3600
        classify = self.classify_seconds / max(self.sampled, 1) * self.pieces / 3600
        return counts, counts + classify

    def estimated_proportion(self, latin_squares: int) -> float:
        """The proportion of all Latin squares of the order with a mate, estimated from the sample: the squares
        in its species with mates, times pieces / sampled, over ``latin_squares`` (unbiased for a random sample
        of pieces; the species are in exactly one piece each)."""
        total = check_int(latin_squares, "latin_squares", minimum=1)
        return self.census.squares_with_mates * self.pieces / self.sampled / total

    def summary(self) -> str:
        """Two lines: the sample's census and the projection."""
        c = self.census
        counts, whole = self.projected_cpu_hours()
        return (f"order {c.order}: {self.sampled} of {self.pieces:,} pieces, {c.species:,} species, "
                f"{c.bachelors:,} bachelors, {c.with_mates:,} with mates; mate counts {c.seconds:.2f} CPU s "
                f"({1000 * self.seconds_per_species():.2f} ms per species), classification "
                f"{self.classify_seconds:.1f} CPU s\n"
                f"projected whole census of {self.species_total:,} species: {counts:.2f} CPU h of mate counts, "
                f"{whole:.2f} CPU h with the species classified again piece by piece")


ORDER8_SPECIES = 283_657
"""The species of order 8, for the projection (the number the shipped order-8 record sums to)."""


def sample_census(n: int = 8, *, split_rows: int = 4, sample: int = 50, seed: int = 0,
                  executor: Executor | None = None, backend: str = "auto") -> SampleCensus:
    """The census of a seeded random sample of pieces of order n, with the projection of the whole run.

    Raises
    ------
    ValueError
        For n outside 1..8, or a sample larger than the number of pieces.
    """
    from designs.latin_classes import piece_rectangles

    n = check_int(n, "n", minimum=1, maximum=8, why="the pieces of the classification")
    total = len(piece_rectangles(n, split_rows))
    sample = check_int(sample, "sample", minimum=1, maximum=total, why=f"there are {total} pieces")
    chosen = sorted(random.Random(seed).sample(range(total), sample))
    if executor is None:
        results = [mates_of_piece(n, split_rows, i, backend) for i in chosen]
    else:
        results = list(executor.map(mates_of_piece, [n] * sample, [split_rows] * sample, chosen,
                                    [backend] * sample))
    species = ORDER8_SPECIES if n == 8 else _species_count(n)
    return SampleCensus(merge_pieces(results), total, sample, sum(r["classify_seconds"] for r in results), species,
                        results)


def _species_count(n: int) -> int:
    from designs.classification import classify_latin_squares

    return len(classify_latin_squares(n).main_classes)


@dataclass(frozen=True)
class MatesOfOrder:
    """The identity of a census run for checkpoints (:func:`combgames.base.checkpoint.game_identity`)."""

    n: int
    split_rows: int

    def cache_key(self) -> str:
        """The order and the split: all that changes the computation."""
        return f"orthogonal-mates-of-order-{self.n}-split-{self.split_rows}"


SAVE_EVERY = 600.0
"""Seconds between checkpoint saves of :func:`census_in_pieces` (also at the end and when a run stops); the
pieces finished in between are in the checkpoint's journal ``PATH.pieces``, one line each."""

JOURNAL_FORMAT = "# combgames orthogonal-mates journal, format 1, run"
"""The first words of a mate census's journal; the run's header digest follows."""


def census_in_pieces(n: int = 8, *, split_rows: int = 4, pieces: Sequence[int] | None = None,
                     executor: Executor | None = None, checkpoint: Any = None,
                     progress: Callable[[str], Any] | None = None, backend: str = "auto",
                     max_pieces: int | None = None, skip_empty: bool = False) -> dict[int, dict]:
    """Run :func:`mates_of_piece` over the pieces of order n (all of them by default, in the order given),
    one task per piece, and return the results by piece index (merge them with :func:`merge_pieces`).

    With a ``checkpoint`` path each finished piece is appended, as it arrives, to the journal ``PATH.pieces``
    (so a run stopped in any way, even killed, loses no finished piece), and the whole state is saved to
    ``PATH`` every 10 minutes, at the end and when the run stops (the journal is then emptied); a later call
    with the same order and split runs only the pieces not done. ``max_pieces`` stops after that many pieces
    run by this call (0: only read the checkpoint and its journal, writing nothing, so it may report on a run
    still going; two runs must not share a checkpoint).

    ``skip_empty`` (order 8, 4-row split): the pieces that the shipped record of the classification
    (:data:`designs.latin_classes.ORDER8_RECORD`, a separate run) gives no main class are not run; their
    results (no species) are returned marked ``"from_record": True`` and never saved, so checkpoints stay
    interchangeable with runs that do run them. They are 74,815 of the 93,561 pieces (80%) and about a quarter
    of the CPU time.

    Raises
    ------
    ValueError
        For n, split_rows or a piece index out of range; for a checkpoint or journal of another run (another
        order or split), which is left as it is (a damaged checkpoint is ignored with a warning, a file that is
        not a checkpoint is never written: :class:`~combgames.base.checkpoint.Checkpoint`).
    """
    from pathlib import Path

    from combgames.base.checkpoint import Checkpoint, checkpoint_header
    from combgames.base.checkpoint import load_this_run
    from designs.latin_classes import JOURNAL_SUFFIX, piece_rectangles

    n = check_int(n, "n", minimum=1, maximum=8, why="the pieces of the classification")
    total = len(piece_rectangles(n, split_rows))
    todo = list(range(total)) if pieces is None else [
        check_int(i, "piece", minimum=0, maximum=total - 1, why=f"there are {total} pieces") for i in pieces]
    store, journal = None, None
    done: dict[int, dict] = {}
    if checkpoint is not None:
        header = checkpoint_header("orthogonal-mates", MatesOfOrder(n, split_rows))
        store = Checkpoint(checkpoint, header)
        done = load_this_run(store, _pieces_checker(n, total)) or {}
        if store.writable:
            journal = _MatesJournal(Path(f"{checkpoint}{JOURNAL_SUFFIX}"), header, n)
            done.update(journal.read(total))
    todo = [i for i in dict.fromkeys(todo) if i not in done]
    empty = _empty_pieces(n, split_rows) if skip_empty else frozenset()
    skipped = {i: {**MatesCensus(n).to_data(), "index": i, "classify_seconds": 0.0, "mated_species": [],
                   "from_record": True} for i in todo if i in empty}
    todo = [i for i in todo if i not in empty]
    if max_pieces is not None:
        todo = todo[:check_int(max_pieces, "max_pieces", minimum=0)]
    line = None if progress is None else lambda r: progress(
        f"piece {r['index']}: {sum(r['mates'].values())} species, {r['seconds'] + r['classify_seconds']:.2f} CPU s; "
        f"{len(done)}/{total} done")
    drive_pieces(executor, mates_of_piece, [(n, split_rows, i, backend) for i in todo], done, store, journal, line,
                 save_every=SAVE_EVERY)
    return {**done, **skipped}


@lru_cache(maxsize=2)
def _empty_pieces(n: int, split_rows: int) -> frozenset[int]:
    """The pieces of the shipped order-8 record with no main class; ValueError for another order or split."""
    from importlib.resources import files

    from designs.latin_classes import ORDER8_RECORD, read_record

    if (n, split_rows) != (8, 4):
        raise ValueError(f"skip_empty needs the shipped record: order 8 split at 4 rows, not order {n} split at "
                         f"{split_rows}")
    return frozenset(i for i, p in enumerate(read_record(files("designs").joinpath(ORDER8_RECORD)).pieces)
                     if p.main_classes == 0)


def _check_mated(mated: Any, n: int) -> None:
    """ValueError unless ``mated`` is a list of [n^2 symbols as a digit string, a positive number of mates]."""
    if type(mated) is not list:
        raise ValueError("mated_species is not a list")
    for entry in mated:
        if not (type(entry) is list and len(entry) == 2 and type(entry[0]) is str and len(entry[0]) == n * n
                and all("0" <= c < str(n) for c in entry[0]) and type(entry[1]) is int and entry[1] > 0):
            raise ValueError("an entry of mated_species is not [a square's symbols, its mates]")


def _check_piece(data: Any, n: int, total: int, index: Any = None) -> None:
    """ValueError unless ``data`` is a piece's census of order n (index one of the ``total`` pieces)."""
    if not (type(data) is dict and type(data.get("index")) is int and 0 <= data["index"] < total
            and (index is None or data["index"] == index) and type(data.get("classify_seconds")) is float
            and data.get("order") == n):
        raise ValueError(f"piece {str(index)[:20]} of the checkpoint is not a piece's census")
    _check_mated(data.get("mated_species", []), n)
    MatesCensus.from_data(data)


def _pieces_checker(n: int, total: int) -> Callable[[Any], None]:
    """The check of a checkpoint payload: piece index -> a piece's census of order n."""

    def check(payload: Any) -> None:
        if type(payload) is not dict:
            raise ValueError("not an orthogonal-mates checkpoint payload")
        for i, data in payload.items():
            if type(i) is not int:
                raise ValueError(f"piece {str(i)[:20]} of the checkpoint is not a piece's census")
            _check_piece(data, n, total, i)

    return check


class _MatesJournal(PieceJournal):
    """The pieces finished since the checkpoint was last saved, one JSON line each
    (:class:`combgames.base.checkpoint.PieceJournal`, as the classification's journal); its first line names
    the run (the checkpoint header's digest), so another run's journal is refused and left as it is."""

    def __init__(self, path: Any, header: dict, n: int):
        super().__init__(path, JOURNAL_FORMAT, header)
        self.n = n

    def read(self, total: int) -> dict[int, dict]:
        """The pieces recorded (a torn or damaged line is skipped: that piece is run again); ValueError for
        another run's journal or a file that is not a journal (left as it is)."""

        def parse(data: Any) -> tuple[int, dict]:
            _check_piece(data, self.n, total)
            return data["index"], data

        return self.read_pieces(parse)

    def add(self, piece: dict) -> None:
        """Append one finished piece."""
        self.append(piece)


# ------------------------------------------------------------------------------------------------ from the file
DEFAULT_CHUNK = 4000
"""Species per task of the census from a representatives file (71 tasks for the 283,657 of order 8)."""

FILE_JOURNAL_FORMAT = "# combgames orthogonal-mates-of-main-classes journal, format 1, run"
"""The first words of the journal of a census from a representatives file; the run's header digest follows."""


@dataclass(frozen=True)
class MatesOfMainClasses:
    """The identity of a census run from a representatives file, for checkpoints (the file itself is named by
    its SHA-256, and the chunk size, among the header's options)."""

    n: int
    classes: int

    def cache_key(self) -> str:
        """The order and the number of species."""
        return f"orthogonal-mates-of-main-classes-order-{self.n}-classes-{self.classes}"


def _representatives_path(path: Any) -> Any:
    """The file to read: the shipped order-8 file for None (resolved in the process that reads it, so the
    workers of a cluster read their own copy of the package's file)."""
    from designs.latin_representatives import MAIN_CLASSES_ORDER8

    return MAIN_CLASSES_ORDER8 if path is None else path


def mates_of_main_classes(path: Any, start: int, stop: int, index: int = 0, backend: str = "auto",
                          digest: str | None = None) -> dict:
    """The census of the species on lines ``start <= line < stop`` of a representatives file (default the
    shipped order-8 file, :mod:`designs.latin_representatives`): plain data for an executor, one chunk.

    Returns :meth:`MatesCensus.to_data` with the species' sizes 6 (n!)^3 / ``|Par|`` taken from the file's ``|Par|``
    (``latin_squares`` their sum over every species read), and ``"index"``, ``"start"``, ``"stop"``,
    ``"classify_seconds"`` (CPU time of reading the lines), ``"mated_species"`` (as :func:`mates_of_piece`),
    ``"mated_lines"`` and ``"mated_par"`` (each species with mates: its line and the file's ``|Par|``) and
    ``"par_differs"`` (the lines of species with mates whose ``|Par|`` by nauty differs from the file's: an
    independent check of the weights that matter; empty when all agree).

    Raises
    ------
    ValueError
        For a file that is not a representatives file or a malformed line (named), or when ``digest`` is given
        and the file's SHA-256 differs (a worker reading another copy of the file).
    """
    from designs.classification import autoparatopism_group_order
    from designs.latin_representatives import file_digest, main_classes_header, read_main_classes

    path = _representatives_path(path)
    if digest is not None and file_digest(path) != digest:
        raise ValueError(f"{path}: its SHA-256 is not the one this run was started with (another representatives "
                         "file, or the file changed)")
    t0 = time.process_time()
    n = main_classes_header(path).order
    entries = list(read_main_classes(path, start=start, stop=stop))
    read = time.process_time() - t0
    mated: list[list[Any]] = []
    where: list[int] = []
    sizes = [r.species_size() for r in entries]
    census = _census_of([r.square for r in entries], n, resolve_backend(backend), mated, sizes, where)
    census.latin_squares = sum(sizes)
    differs = [entries[k].index for k in where
               if autoparatopism_group_order(entries[k].square) != entries[k].autoparatopisms]
    data = census.to_data()
    data.update(index=index, start=start, stop=start + len(entries), classify_seconds=read, mated_species=mated,
                mated_lines=[entries[k].index for k in where], mated_par=[entries[k].autoparatopisms for k in where],
                par_differs=differs)
    return data


@dataclass
class MainClassesCensus:
    """The mate census of the species of a representatives file (all of them or some chunks).

    The census itself is :attr:`census` (:class:`MatesCensus`: the distribution (mates, species) with mates
    counted as partitions into transversals, bachelors, confirmed bachelors, species with mates, and, when every
    species was counted, the exact proportion of the Latin squares with a mate and the expected number of mates
    of a uniformly random square, :meth:`MatesCensus.proportion_with_mate` and
    :meth:`MatesCensus.expected_mates`). The weights are the species' sizes 6 (n!)^3 / ``|Par|`` from the file;
    ``census.latin_squares`` is their sum, the number of Latin squares of order n when the file is complete
    (compare it with the published number: the independent check of the weights).

    Attributes
    ----------
    census : MatesCensus
    classes : int
        The species the file holds (its header).
    chunks, chunks_done : int
        The chunks of the run and those counted.
    mated : list of (int, str, int, int)
        Each species with mates: (its line in the file, its n^2 symbols row by row, its number of mates
        (partitions), the file's ``|Par|``).
    par_differs : list of int
        The lines of species with mates whose ``|Par|`` by nauty differs from the file's (none expected).
    read_seconds : float
        CPU time of reading the file's lines (the counts' own time is ``census.seconds``).
    """

    census: MatesCensus
    classes: int
    chunks: int
    chunks_done: int
    mated: list[tuple[int, str, int, int]] = field(default_factory=list)
    par_differs: list[int] = field(default_factory=list)
    read_seconds: float = 0.0

    @property
    def complete(self) -> bool:
        """True when every species of the file was counted."""
        return self.census.species == self.classes and self.chunks_done == self.chunks

    def mated_squares(self) -> list[LatinSquare]:
        """The species with mates as Latin squares (the file's representatives), in the file's order."""
        n = self.census.order
        return [LatinSquare._trusted(np.array([int(c) for c in symbols], dtype=np.int64).reshape(n, n))
                for _, symbols, _, _ in self.mated]


def merge_chunks(done: Mapping[int, Mapping[str, Any]], classes: int, chunks: int) -> MainClassesCensus:
    """One :class:`MainClassesCensus` from the results of :func:`mates_of_main_classes` by chunk, of a file
    holding ``classes`` species in ``chunks`` chunks.

    Raises
    ------
    ValueError
        For no chunks, or data that is not a chunk's census.
    """
    parts = [done[i] for i in sorted(done)]
    mated = [(line, symbols, count, par) for d in parts
             for line, (symbols, count), par in zip(d["mated_lines"], d["mated_species"], d["mated_par"])]
    return MainClassesCensus(merge_pieces(parts), classes, chunks, len(parts), mated,
                             sorted(x for d in parts for x in d["par_differs"]),
                             sum(d["classify_seconds"] for d in parts))


def census_of_main_classes(path: Any = None, *, start: int = 0, stop: int | None = None,
                           backend: str = "auto") -> MainClassesCensus:
    """The mate census of the species on lines ``start <= line < stop`` of a representatives file (default the
    shipped file of the 283,657 species of order 8; all its lines by default), in this process, as one chunk.
    For the whole order-8 file about 2 CPU minutes (:func:`census_of_main_classes_in_chunks` runs it in chunks,
    on an executor, with a checkpoint).

    Raises
    ------
    ValueError
        For a file that is not a representatives file (or a malformed line, named), or start > stop.

    Examples
    --------
    >>> import tempfile
    >>> from designs.classification import autoparatopism_group_order, classify_latin_squares
    >>> from designs.latin_representatives import write_main_classes
    >>> from designs.mate_census import census_of_main_classes
    >>> path = tempfile.mkdtemp() + "/order5.txt"
    >>> species = [c.representative for c in classify_latin_squares(5).main_classes]
    >>> write_main_classes(path, 5, [(-1, L, autoparatopism_group_order(L)) for L in species])
    2
    >>> c = census_of_main_classes(path)
    >>> c.census.distribution(), c.census.latin_squares, c.census.proportion_with_mate()
    (((0, 1), (3, 1)), 161280, Fraction(3, 28))
    """
    from designs.latin_representatives import main_classes_header

    header = main_classes_header(_representatives_path(path))
    start = check_int(start, "start", minimum=0)
    stop = header.classes if stop is None else check_int(stop, "stop", minimum=start, why="stop >= start")
    data = mates_of_main_classes(path, start, stop, 0, backend)
    return merge_chunks({0: data}, header.classes, 1)


def _chunk_checker(n: int, total: int) -> Callable[[Any], None]:
    """The check of a checkpoint payload: chunk index -> a chunk's census of order n."""

    def check(payload: Any) -> None:
        if type(payload) is not dict:
            raise ValueError("not a checkpoint of a census from a representatives file")
        for i, data in payload.items():
            if type(i) is not int:
                raise ValueError(f"chunk {str(i)[:20]} of the checkpoint is not a chunk's census")
            _check_chunk(data, n, total, i)

    return check


def _check_chunk(data: Any, n: int, total: int, index: Any = None) -> None:
    """ValueError unless ``data`` is a chunk's census of order n (index one of the ``total`` chunks)."""
    _check_piece(data, n, total, index)
    lines = data.get("mated_lines")
    pars = data.get("mated_par")
    if not (type(lines) is list and type(pars) is list and len(lines) == len(pars) == len(data["mated_species"])
            and all(type(x) is int and x >= 0 for x in lines) and all(type(x) is int and x > 0 for x in pars)
            and type(data.get("par_differs")) is list and all(type(x) is int for x in data["par_differs"])
            and type(data.get("start")) is int and type(data.get("stop")) is int):
        raise ValueError(f"chunk {str(index)[:20]} of the checkpoint is not a chunk's census")


class _ChunksJournal(PieceJournal):
    """The chunks finished since the checkpoint was last saved, one JSON line each; its first line names the
    run (the checkpoint header's digest, which holds the representatives file's SHA-256), so the journal of a
    run on another file is refused and left as it is."""

    differs = "another representatives file, by its SHA-256, or another chunk size"

    def __init__(self, path: Any, header: dict, n: int):
        super().__init__(path, FILE_JOURNAL_FORMAT, header)
        self.n = n

    def read(self, total: int) -> dict[int, dict]:
        """The chunks recorded (a torn or damaged line is skipped: that chunk is run again)."""

        def parse(data: Any) -> tuple[int, dict]:
            _check_chunk(data, self.n, total)
            return data["index"], data

        return self.read_pieces(parse)

    def add(self, chunk: dict) -> None:
        """Append one finished chunk."""
        self.append(chunk)


@dataclass(frozen=True)
class ChunkedRun:
    """What :func:`census_of_main_classes_in_chunks` ran on: the file's order, species, chunks and SHA-256."""

    order: int
    classes: int
    chunk: int
    chunks: int
    digest: str


def plan_chunks(path: Any = None, chunk: int = DEFAULT_CHUNK) -> ChunkedRun:
    """The chunks of a census of a representatives file (default the shipped order-8 file).

    Raises
    ------
    ValueError
        For a file that is not a representatives file, an order above 9, or chunk < 1.
    """
    from designs.latin_representatives import file_digest, main_classes_header

    chunk = check_int(chunk, "chunk", minimum=1)
    path = _representatives_path(path)
    header = main_classes_header(path)
    check_int(header.order, "the file's order", minimum=1, maximum=MAX_ORDER, why="orders up to 9")
    return ChunkedRun(header.order, header.classes, chunk, -(-header.classes // chunk), file_digest(path))


def census_of_main_classes_in_chunks(path: Any = None, *, chunk: int = DEFAULT_CHUNK,
                                     executor: Executor | None = None, checkpoint: Any = None,
                                     progress: Callable[[str], Any] | None = None, backend: str = "auto",
                                     max_chunks: int | None = None) -> dict[int, dict]:
    """The mate census of every species of a representatives file (default the shipped order-8 file), in chunks
    of ``chunk`` consecutive lines, one task per chunk (:func:`mates_of_main_classes`), results by chunk index
    (:func:`merge_chunks` makes the census).

    As :func:`census_in_pieces`: with a ``checkpoint`` each finished chunk is appended to the journal
    ``PATH.pieces`` as it arrives and the whole state saved every 10 minutes, when stopped and at the end; a
    later call on the same file (by its SHA-256) with the same chunk size runs only the chunks not done.
    ``max_chunks`` stops after that many chunks (0: only read the checkpoint). Each task checks the file's
    SHA-256 where it runs, so a worker of a cluster with another copy of the file fails instead of counting it.

    Raises
    ------
    ValueError
        For a file that is not a representatives file; for a checkpoint or journal of another run (another file,
        by its SHA-256, another order or chunk size), which is left as it is.
    """
    from pathlib import Path

    from combgames.base.checkpoint import Checkpoint, checkpoint_header
    from combgames.base.checkpoint import load_this_run
    from designs.latin_classes import JOURNAL_SUFFIX

    plan = plan_chunks(path, chunk)
    store, journal = None, None
    done: dict[int, dict] = {}
    if checkpoint is not None:
        header = checkpoint_header("orthogonal-mates-of-main-classes",
                                   MatesOfMainClasses(plan.order, plan.classes), chunk=plan.chunk,
                                   representatives_sha256=plan.digest)
        store = Checkpoint(checkpoint, header)
        done = load_this_run(store, _chunk_checker(plan.order, plan.chunks)) or {}
        if store.writable:
            journal = _ChunksJournal(Path(f"{checkpoint}{JOURNAL_SUFFIX}"), header, plan.order)
            done.update(journal.read(plan.chunks))
    todo = [i for i in range(plan.chunks) if i not in done]
    if max_chunks is not None:
        todo = todo[:check_int(max_chunks, "max_chunks", minimum=0)]
    where = None if path is None else str(path)
    arguments = [(where, i * plan.chunk, min((i + 1) * plan.chunk, plan.classes), i, backend, plan.digest)
                 for i in todo]
    line = None if progress is None else lambda r: progress(
        f"chunk {r['index']}: lines {r['start']}..{r['stop'] - 1}, {sum(r['mates'].values())} species, "
        f"{len(r['mated_species'])} with mates, {r['seconds'] + r['classify_seconds']:.1f} CPU s; "
        f"{len(done)}/{plan.chunks} done")
    drive_pieces(executor, mates_of_main_classes, arguments, done, store, journal, line, save_every=SAVE_EVERY)
    return done


def main_classes_report(result: MainClassesCensus) -> str:
    """Lines on a (partial) census from a representatives file: chunks and species done, the census, and (when
    complete) the exact proportion with a mate, the expected number of mates and the sum of the species' sizes."""
    c = result.census
    lines = [f"{result.chunks_done:,} of {result.chunks:,} chunks done; {c.species:,} of {result.classes:,} species: "
             f"{c.bachelors:,} bachelors ({c.confirmed:,} confirmed), {c.with_mates:,} with mates",
             f"mates (partitions into transversals) -> species: {dict(c.distribution())}",
             f"CPU: reading the file {result.read_seconds:.1f} s, counting mates {c.seconds:.1f} s; |Par| of the "
             f"{len(result.mated):,} species with mates checked by nauty: "
             f"{'all equal to the file' if not result.par_differs else f'{len(result.par_differs)} DIFFER'}"]
    if result.complete:
        p, squares, parts = c.proportion_with_mate(), c.expected_mates(), c.expected_mates(as_squares=False)
        lines += [f"Latin squares of order {c.order} (sum of the species' sizes 6 (n!)^3 / |Par|): {c.latin_squares:,}",
                  f"proportion with a mate: {p} = {float(p):.10f}",
                  f"expected number of mates of a random square, as squares: {squares} = {float(squares):.10f}; "
                  f"as partitions into transversals: {parts} = {float(parts):.10f}"]
    return "\n".join(lines)


# ------------------------------------------------------------------------------------------------ sampling
@dataclass(frozen=True)
class MateProportion:
    """How many of a sample of random Latin squares have an orthogonal mate.

    Attributes
    ----------
    order, samples, with_mate : int
    mates : int
        The mates (partitions into transversals) of the sampled squares, summed.
    interval : (float, float)
        The 95% Wilson score interval of the proportion.
    moves : int
        Jacobson-Matthews moves of the watched chain between samples (and before the first).
    seconds : float
        CPU time of the sampling: the chain's moves and the mate searches.
    """

    order: int
    samples: int
    with_mate: int
    mates: int
    interval: tuple[float, float]
    moves: int
    seconds: float

    @property
    def proportion(self) -> float:
        """The proportion of the sample with a mate."""
        return self.with_mate / self.samples

    @property
    def mean_mates(self) -> float:
        """The mean number of mates (partitions) of the squares sampled."""
        return self.mates / self.samples


def mate_proportion(n: int, samples: int, *, seed: int = 0, moves: int | None = None,
                    backend: str = "auto") -> MateProportion:
    """The proportion of random Latin squares of order n with an orthogonal mate, and their mean number of mates,
    from ``samples`` squares of one watched Jacobson-Matthews chain (:func:`designs.random_latin.latin_square_chain`)
    started at the cyclic square, ``moves`` moves apart and the first after ``moves`` moves (default n^3, the
    module's default mixing).

    Raises
    ------
    ValueError
        For n outside 1..9 or samples < 1.

    Examples
    --------
    >>> from designs.mate_census import mate_proportion
    >>> mate_proportion(6, 5, seed=1).with_mate      # Tarry: no Latin square of order 6 has a mate
    0
    """
    from itertools import islice

    from designs.random_latin import latin_square_chain

    n = check_int(n, "n", minimum=1, maximum=MAX_ORDER, why="orders up to 9")
    samples = check_int(samples, "samples", minimum=1)
    moves = n ** 3 if moves is None else check_int(moves, "moves", minimum=1)
    resolved = resolve_backend(backend)
    chain = latin_square_chain(n, thinning=moves, seed=seed)
    start = time.process_time()
    counts = [_count(_square_array(L), 0, resolved)[0] for L in islice(chain, samples)]
    found = sum(1 for c in counts if c)
    return MateProportion(n, samples, found, sum(counts), wilson_interval(found, samples), moves,
                          time.process_time() - start)



# ------------------------------------------------------------------------------------------------ command line
def run_order(total: int, seed: int | None) -> list[int]:
    """The order in which the command runs the pieces: a random permutation seeded by ``seed`` (so the pieces
    of a run stopped early are a uniform random sample of them), or by index when ``seed`` is None.

    >>> from designs.mate_census import run_order
    >>> sorted(run_order(5, 1)) == run_order(5, None) == [0, 1, 2, 3, 4]
    True
    """
    order = list(range(check_int(total, "total", minimum=0)))
    if seed is not None:
        random.Random(seed).shuffle(order)
    return order


def census_report(done: Mapping[int, Mapping[str, Any]], total: int) -> str:
    """Lines on a (partial) run: pieces done, the census so far, the CPU time of the two phases with the
    projection of the whole run (mean per piece run x the pieces to run, +- one standard error, valid for a
    random sample of pieces; pieces taken as empty from the record, ``skip_empty``, are not run and not
    projected), and the distribution of mates."""
    if not done:
        return f"0 of {total:,} pieces done"
    c = merge_pieces(list(done.values()))
    ran = [d for d in done.values() if not d.get("from_record")]
    skipped = len(done) - len(ran)
    costs = [d["classify_seconds"] + d["seconds"] for d in ran] or [0.0]
    m, to_run = len(costs), total - skipped
    mean = sum(costs) / m
    sd = math.sqrt(sum((x - mean) ** 2 for x in costs) / (m - 1)) if m > 1 else 0.0
    error = to_run * sd / math.sqrt(m) * math.sqrt(max(0.0, 1 - m / max(to_run, 1)))
    classify = sum(d["classify_seconds"] for d in ran)
    note = f" ({skipped:,} of them taken as empty from the shipped record)" if skipped else ""
    return "\n".join([
        f"{len(done):,} of {total:,} pieces done{note}; {c.species:,} species: {c.bachelors:,} bachelors "
        f"({c.confirmed:,} confirmed), {c.with_mates:,} with mates",
        f"mates (partitions into transversals) -> species: {dict(c.distribution())}",
        f"CPU: listing the species {classify:.1f} s, counting mates {c.seconds:.1f} s "
        f"({100 * classify / max(classify + c.seconds, 1e-9):.1f}% listing); per piece run mean "
        f"{1000 * mean:.1f} ms, sd {1000 * sd:.1f} ms, longest {max(costs):.2f} s",
        f"projected whole run: {mean * to_run / 3600:.2f} +- {error / 3600:.2f} CPU h (mean per piece x {to_run:,} "
        "pieces to run, +- one standard error)"])


def record_comparison(done: Mapping[int, Mapping[str, Any]]) -> str:
    """A line comparing a run of order 8 (4-row split) with the shipped record of the classification
    (:data:`designs.latin_classes.ORDER8_RECORD`, made by a separate run): the species counted against the main
    classes the record gives for the same pieces, and the proportion of all Latin squares of order 8 with a
    mate estimated from the pieces done (the squares of their species with mates x the pieces holding a main
    class / those of them done, over the record's number of Latin squares: a ratio estimate, unbiased for a
    random sample of those pieces)."""
    from importlib.resources import files

    from designs.latin_classes import ORDER8_RECORD, read_record

    record = read_record(files("designs").joinpath(ORDER8_RECORD))
    c = merge_pieces(list(done.values()))
    expected = sum(record.pieces[i].main_classes for i in done)
    holding = [i for i, p in enumerate(record.pieces) if p.main_classes]  # only these hold squares with mates
    reached = sum(1 for i in holding if i in done)
    share = c.squares_with_mates * len(holding) / max(reached, 1) / record.total("latin_squares")
    return (f"species counted {c.species:,}, the record's main classes in the same pieces {expected:,} "
            f"({'equal' if expected == c.species else 'DIFFERENT'}); estimated proportion of the Latin squares of "
            f"order 8 with a mate {share:.5f}")


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: ``python -m designs.mate_census N [--split K] [--checkpoint PATH] [--workers W]
    [--executor process|dask] [--scheduler ADDRESS] [--seed S | --in-order] [--max-pieces M]``: the mate census
    of order N in pieces (a seeded random order of the pieces by default). Prints the census and the projection.
    With ``--representatives [PATH] [--chunk K]``: the census of the species of a representatives file (default
    the shipped order-8 file) in chunks of K lines (``--max-pieces`` then counts chunks), printing the census, the
    exact proportion with a mate and the expected number of mates (:func:`main_classes_report`). Exit 2 with one
    line for bad arguments or a checkpoint of another run, 1 when stopped (Ctrl-C, SIGTERM: the finished pieces
    are kept and the same command resumes)."""
    import argparse

    from combgames.base.executors import EXECUTOR_KINDS, kept_in_checkpoint, run_command
    from combgames.base.files import check_output_path
    from designs.latin_classes import piece_rectangles

    class OneLineParser(argparse.ArgumentParser):
        def error(self, message: str) -> Any:  # one line, exit 2 (argparse's own prints the usage too)
            self.exit(2, f"error: {message}\n")

    parser = OneLineParser(prog="python -m designs.mate_census",
                           description="Count the orthogonal mates of every species of order N, piece by piece.")
    parser.add_argument("n", type=int)
    parser.add_argument("--split", type=int, default=None, help="rows of the pieces' rectangles (order 8: 4)")
    parser.add_argument("--checkpoint", default=None, help="finished pieces kept here (and in PATH.pieces)")
    parser.add_argument("--workers", type=int, default=1, help="worker processes (1: in this process)")
    parser.add_argument("--executor", default=None, choices=list(EXECUTOR_KINDS))
    parser.add_argument("--scheduler", default=None, metavar="ADDRESS", help="a running Dask scheduler")
    parser.add_argument("--seed", type=int, default=0, help="seed of the random order of the pieces")
    parser.add_argument("--in-order", action="store_true", help="run the pieces by index instead")
    parser.add_argument("--max-pieces", type=int, default=None, help="run at most this many pieces (0: report)")
    parser.add_argument("--skip-empty", action="store_true",
                        help="order 8: do not run the pieces the shipped record gives no main class")
    parser.add_argument("--representatives", nargs="?", const="", default=None, metavar="PATH",
                        help="count the species of a representatives file (default: the shipped order-8 file) "
                             "instead of classifying again piece by piece")
    parser.add_argument("--chunk", type=int, default=DEFAULT_CHUNK,
                        help="with --representatives: species per task")
    try:
        ns = parser.parse_args(argv)
    except SystemExit as stop:  # a bad argument (one line printed, code 2) or --help (code 0)
        return int(stop.code or 0)
    if ns.representatives is not None:
        return _main_from_file(ns)
    try:
        n = check_int(ns.n, "n", minimum=1, maximum=8, why="the orders whose species are classified in pieces")
        split = (4 if n == 8 else min(3, n)) if ns.split is None else ns.split
        split = check_int(split, "--split", minimum=1, maximum=n, why="at most n rows")
        if ns.max_pieces is not None:
            check_int(ns.max_pieces, "--max-pieces", minimum=0)
        if ns.checkpoint is not None:
            check_output_path(ns.checkpoint)
        total = len(piece_rectangles(n, split))
    except (ValueError, TypeError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    code, done = run_command(
        lambda pool: census_in_pieces(n, split_rows=split, pieces=run_order(total, None if ns.in_order else ns.seed),
                                      executor=pool, checkpoint=ns.checkpoint, max_pieces=ns.max_pieces,
                                      skip_empty=ns.skip_empty,
                                      progress=lambda line: print(line, file=sys.stderr, flush=True)),
        executor=ns.executor, workers=ns.workers, scheduler=ns.scheduler, kept=kept_in_checkpoint(ns.checkpoint))
    if code:
        return code
    print(census_report(done, total))
    if (n, split) == (8, 4) and done:
        print(record_comparison(done))
    return 0


def _main_from_file(ns: Any) -> int:
    """The command with ``--representatives``: the census of a representatives file in chunks."""
    from combgames.base.executors import kept_in_checkpoint, run_command
    from combgames.base.files import check_input_path, check_output_path

    path = ns.representatives or None
    try:
        if ns.skip_empty or ns.split is not None:
            raise ValueError("--skip-empty and --split are for the census piece by piece, not --representatives")
        if path is not None:
            check_input_path(path)
        plan = plan_chunks(path, ns.chunk)
        if plan.order != ns.n:
            raise ValueError(f"the representatives file is of order {plan.order}, not {ns.n}")
        if ns.max_pieces is not None:
            check_int(ns.max_pieces, "--max-pieces", minimum=0)
        if ns.checkpoint is not None:
            check_output_path(ns.checkpoint)
    except (ValueError, TypeError, OSError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    code, done = run_command(
        lambda pool: census_of_main_classes_in_chunks(
            path, chunk=plan.chunk, executor=pool, checkpoint=ns.checkpoint, max_chunks=ns.max_pieces,
            progress=lambda line: print(line, file=sys.stderr, flush=True)),
        executor=ns.executor, workers=ns.workers, scheduler=ns.scheduler, kept=kept_in_checkpoint(ns.checkpoint))
    if code:
        return code
    if not done:
        print(f"0 of {plan.chunks:,} chunks done")
        return 0
    print(main_classes_report(merge_chunks(done, plan.classes, plan.chunks)))
    return 0


if __name__ == "__main__":
    # the module's own copy, not __main__'s: checkpoints name the identity of designs.mate_census
    from designs.mate_census import main as _main

    sys.exit(_main())
