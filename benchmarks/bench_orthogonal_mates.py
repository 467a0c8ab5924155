"""Benchmark: the orthogonal-mate count of designs.mate_census against the plain dancing-links search.

Run: ``python benchmarks/bench_orthogonal_mates.py [--repeat N] [--pieces P] [--order9 S]``.

Measured, CPU seconds (``time.process_time``), best of ``--repeat`` runs, the two methods interleaved in one
process on the same squares, and the counts compared square by square:

* the kernel: :func:`designs.mate_census.count_orthogonal_mates` (transversals listed by a compiled
  depth-first search, partitions counted by Algorithm X on bitmasks, the cell in fewest transversals first);
* the plain search: :func:`designs.completion.orthogonal_mates` (the transversals as an exact cover, then
  Algorithm X on dictionaries of sets over them), every mate listed and counted;

on the 147 species of order 7, the species of ``--pieces`` random pieces of order 8 (seed 2016), the group
Z2^3 of order 8 (the largest count there, 70,272) and ``--order9`` random squares of order 9 (existence of a
mate only: ``limit=1`` against the first mate of the plain search).

Measured on the shared 2-core machine (load average 6-7: other jobs running), best of 3, interleaved, the
counts equal square by square:

====================================================  =======  ========  ==========  =========  ======
squares                                               squares  mates     kernel s    plain s    ratio
====================================================  =======  ========  ==========  =========  ======
order 7, every species                                147      651       0.0059      0.973      165x
order 8, the species of 50 random pieces (seed 2016)  106      1         0.0144      2.188      152x
order 8, Z2^3 (384 transversals)                      1        70,272    0.0619      9.227      149x
order 9, 50 random squares, a mate or not             50       0 with    0.0447      5.373      120x
====================================================  =======  ========  ==========  =========  ======

(Mates counted as partitions into transversals, n! mates as squares each.) At 0.14 ms per species of order 8 the
mate counts of all 283,657 species take about 40 CPU s more than the classification that lists them.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from itertools import islice

from designs import LatinSquare
from designs.classification import classify_latin_squares
from designs.completion import orthogonal_mates
from designs.latin_classes import main_class_representatives, piece_rectangles
from designs.mate_census import count_orthogonal_mates
from designs.random_latin import latin_square_chain


def cpu(fn):
    """(result, CPU seconds) of one call."""
    start = time.process_time()
    out = fn()
    return out, time.process_time() - start


def plain_count(L, limit=None):
    """The mates listed by the dancing-links search of designs.completion, counted (up to ``limit``)."""
    return sum(1 for _ in islice(orthogonal_mates(L), limit))


def compare(name: str, squares: list, repeat: int, limit: int | None = None) -> None:
    """Time both methods on the squares, interleaved, best of ``repeat``; the counts must agree."""
    count_orthogonal_mates(squares[0], limit=limit)  # load the compiled kernels before timing
    best_kernel = best_plain = float("inf")
    for _ in range(repeat):
        ours, t_kernel = cpu(lambda: [count_orthogonal_mates(L, limit=limit) for L in squares])
        theirs, t_plain = cpu(lambda: [plain_count(L, limit) for L in squares])
        assert ours == theirs, name
        best_kernel, best_plain = min(best_kernel, t_kernel), min(best_plain, t_plain)
    total = sum(ours)
    print(f"{name:<40} {len(squares):>6} {total:>10,} {best_kernel:>10.4f} {best_plain:>10.3f} "
          f"{best_plain / max(best_kernel, 1e-9):>8.0f}x")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--pieces", type=int, default=50, help="random pieces of order 8 (0: none)")
    ap.add_argument("--order9", type=int, default=50, help="random squares of order 9 (0: none)")
    args = ap.parse_args(argv)
    sys.stdout.reconfigure(line_buffering=True)
    print("orthogonal mates: the kernel against the plain dancing-links search (CPU s, best of "
          f"{args.repeat}, interleaved; shared machine)")
    print(f"{'squares':<40} {'count':>6} {'mates':>10} {'kernel':>10} {'plain':>10} {'ratio':>9}")
    compare("order 7, every species", [c.representative for c in classify_latin_squares(7).main_classes],
            args.repeat)
    if args.pieces:
        chosen = sorted(random.Random(2016).sample(range(len(piece_rectangles(8, 4))), args.pieces))
        species = [LatinSquare(s) for i in chosen for s in main_class_representatives(8, 4, i)]
        compare(f"order 8, the species of {args.pieces} pieces", species, args.repeat)
    compare("order 8, Z2^3", [LatinSquare([[i ^ j for j in range(8)] for i in range(8)])], args.repeat)
    if args.order9:
        squares = list(islice(latin_square_chain(9, thinning=729, seed=2016), args.order9))
        compare(f"order 9, {args.order9} random squares (a mate?)", squares, args.repeat, limit=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
