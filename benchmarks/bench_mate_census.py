"""Benchmark: where the CPU time of the order-8 mate census goes, piece by piece, and the projection of the run.

Run: ``python benchmarks/bench_mate_census.py [--pieces P] [--seed S] [--profile]``, or, for the census from the
shipped representatives file, ``python benchmarks/bench_mate_census.py --representatives [PATH] [--species S]
[--repeat R]`` (below).

For a seeded random sample of the 93,561 pieces of order 8 (4-row split), each piece is timed in its phases
(CPU seconds, ``time.process_time``), in one process, the phases of a piece run one after the other:

* *generate*: :func:`designs.classification.square_classes_below`, the isotopy classes of squares below the
  piece's rectangle (canonical augmentation, nauty where invariants tie);
* *leaders*: :func:`designs.classification.main_class_record` on each isotopy class (is it its main class's
  leader: two nauty calls);
* *count*: :func:`designs.mate_census.count_orthogonal_mates` on the leaders (one square per species), the
  compiled transversal listing and exact cover;
* *count all*: the same on every isotopy class, the alternative that would test leadership only where there
  are mates.

It prints the sums, the shares, the mean and standard deviation per piece, and the projection of the whole
census (mean x 93,561 pieces, +- one standard error of the sample mean). ``--profile`` adds the functions of
the generation that take the most time (cProfile, which inflates Python-heavy code).

Measured 2026-11-29, 200 pieces (seed 2016; 4,571 isotopy classes, 675 species), on the shared 2-core machine
at load average 4-6 (the order-8 census run and other jobs running, which inflates every figure about equally;
the shares are what carries over):

==========  ======  =====================================================
phase       CPU s   share of the census (generate + leaders + count)
==========  ======  =====================================================
generate    15.57   85.5%
leaders      2.35   12.9%
count        0.29    1.6% (0.43 ms per species)
count all    1.94   (10.6%: every isotopy class instead of the leaders)
==========  ======  =====================================================

Per piece: mean 91.1 ms, standard deviation 180.2 ms, longest 1.49 s; projected census 2.37 +- 0.33 CPU h
(the run itself, 1,902 pieces in a random order at nice 19: 69.1 ms per piece, 1.79 +- 0.08 CPU h). Testing
leadership only on the isotopy classes with mates would give 2.28 CPU h (4% less) but lose the per-species
transversal counts and confirmed bachelors. The generation's own profile (cProfile): nauty's canonical
labelling 23% and automorphism groups 8% of it, the rest Python (candidate rows, graphs, sorting invariants).

The census from the representatives file (``--representatives``): no classification, so the per-species
counting kernel is all of it. On a seeded random sample of the file's species (``--species``, default 2,000)
the kernel (:func:`designs.mate_census.count_orthogonal_mates`: the
compiled transversal listing and exact cover on bitmasks) and the plain dancing-links search
(:func:`designs.completion.orthogonal_mates`, every mate listed: exact covers on dictionaries of sets) run
interleaved in one process, best of ``--repeat``, the counts compared species by species; the ratio and the
projection of the whole census (kernel time per species x the file's species) are printed.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time


def _phases(rows, n: int = 8) -> tuple[float, float, float, float, int, int]:
    import numpy as np

    from designs.classification import main_class_record, square_classes_below
    from designs.mate_census import count_orthogonal_mates

    t0 = time.process_time()
    squares = [s for s, _ in square_classes_below(rows, n)]
    t1 = time.process_time()
    leaders = [s for s in squares if main_class_record(s, n)[0]]
    t2 = time.process_time()
    for s in leaders:
        count_orthogonal_mates(np.array(s))
    t3 = time.process_time()
    for s in squares:
        count_orthogonal_mates(np.array(s))
    t4 = time.process_time()
    return t1 - t0, t2 - t1, t3 - t2, t4 - t3, len(squares), len(leaders)


def _from_file(path: str | None, species: int, seed: int, repeat: int) -> int:
    """The kernel against the plain dancing-links search on a sample of a representatives file's species."""
    from itertools import islice

    from designs.completion import orthogonal_mates
    from designs.latin_representatives import main_classes_header, read_main_classes
    from designs.mate_census import count_orthogonal_mates

    header = main_classes_header(path)
    chosen = set(random.Random(seed).sample(range(header.classes), min(species, header.classes)))
    squares = [r.square for r in read_main_classes(path) if r.index in chosen]
    count_orthogonal_mates(squares[0])  # compile (or load) the kernels outside the timings
    best_kernel = best_plain = float("inf")
    for _ in range(repeat):
        t0 = time.process_time()
        ours = [count_orthogonal_mates(L) for L in squares]
        t1 = time.process_time()
        theirs = [sum(1 for _ in islice(orthogonal_mates(L), None)) for L in squares]
        t2 = time.process_time()
        assert ours == theirs, "the kernel and the plain search disagree"
        best_kernel, best_plain = min(best_kernel, t1 - t0), min(best_plain, t2 - t1)
    with_mates = sum(1 for c in ours if c)
    print(f"{len(squares):,} random species of {header.classes:,} (seed {seed}), {with_mates} with mates, "
          f"{sum(ours):,} mates (partitions); CPU s, best of {repeat}, interleaved")
    print(f"  kernel {best_kernel:9.3f} s ({1000 * best_kernel / len(squares):.3f} ms per species)")
    print(f"  plain  {best_plain:9.3f} s ({1000 * best_plain / len(squares):.3f} ms per species)")
    print(f"  ratio  {best_plain / max(best_kernel, 1e-9):9.1f}x")
    print(f"projected whole census of the file: kernel {best_kernel / len(squares) * header.classes / 60:.1f} CPU min, "
          f"plain search {best_plain / len(squares) * header.classes / 3600:.2f} CPU h")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pieces", type=int, default=200)
    parser.add_argument("--seed", type=int, default=2016)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--representatives", nargs="?", const="", default=None, metavar="PATH",
                        help="the census from a representatives file (default the shipped order-8 file)")
    parser.add_argument("--species", type=int, default=2000, help="with --representatives: species sampled")
    parser.add_argument("--repeat", type=int, default=3, help="with --representatives: runs of each method")
    ns = parser.parse_args(argv)
    if ns.representatives is not None:
        return _from_file(ns.representatives or None, ns.species, ns.seed, ns.repeat)
    from designs import LatinSquare
    from designs.latin_classes import piece_rectangles
    from designs.mate_census import count_orthogonal_mates

    rectangles = piece_rectangles(8, 4)
    total = len(rectangles)
    chosen = sorted(random.Random(ns.seed).sample(range(total), ns.pieces))
    count_orthogonal_mates(LatinSquare.cyclic(8))  # compile (or load) the kernels outside the timings
    from designs.classification import square_classes_below

    list(square_classes_below(rectangles[chosen[0]], 8))
    per = [_phases(rectangles[i]) for i in chosen]
    names = ("generate", "leaders", "count", "count all")
    sums = [sum(p[k] for p in per) for k in range(4)]
    census = sums[0] + sums[1] + sums[2]
    print(f"{ns.pieces} random pieces of {total:,} (seed {ns.seed}): {sum(p[4] for p in per):,} isotopy classes, "
          f"{sum(p[5] for p in per):,} species")
    for name, s in zip(names, sums):
        print(f"  {name:10s} {s:9.2f} CPU s  {100 * s / census:5.1f}% of the census (generate+leaders+count)")
    costs = [p[0] + p[1] + p[2] for p in per]
    mean, sd = statistics.mean(costs), statistics.stdev(costs)
    error = total * sd / math.sqrt(len(costs)) * math.sqrt(1 - len(costs) / total)
    print(f"per piece: mean {1000 * mean:.1f} ms, sd {1000 * sd:.1f} ms, longest {max(costs):.2f} s")
    print(f"projected census: {mean * total / 3600:.2f} +- {error / 3600:.2f} CPU h (one standard error); "
          f"with leaders tested only where there are mates: "
          f"{(sums[0] + sums[3]) / len(costs) * total / 3600:.2f} CPU h")
    if ns.profile:
        import cProfile
        import pstats

        profile = cProfile.Profile()
        profile.enable()
        for i in chosen[: max(1, ns.pieces // 4)]:
            list(square_classes_below(rectangles[i], 8))
        profile.disable()
        pstats.Stats(profile, stream=sys.stdout).sort_stats("tottime").print_stats(12)
    return 0


if __name__ == "__main__":
    sys.exit(main())
