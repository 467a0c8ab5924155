"""Benchmark: the checker's compiled recount of the extensions through P and Q against its Python recount.

Run: ``python benchmarks/bench_plane_search_check.py [--squares K] [--repeat N] [--python K2] [--no-loading]``.

Measured, CPU seconds (``time.process_time``), best of ``--repeat``, the two interleaved in one process on the
same main classes of order 8 (``--squares`` random indices of the shipped representatives file, seed 2026, and
the 4 squares 6939, 6940, 36052, 264118 of the shipped certificate, which have 2, 8, 1 and 6 extensions), the
counts compared square by square:

* compiled: :func:`designs.plane_search_check.count_extensions_compiled` (the kernel of
  :mod:`designs.plane_search_check_kernels`: cliques one point per line through A, Algorithm X on uint64
  bitsets);
* Python: :func:`designs.plane_search_check.count_extensions` (the same definitions, an exact cover on Python
  integers), on the first ``--python`` squares only.

The loading of the compiled kernel is measured apart, in a fresh interpreter: from numba's disk cache, and
compiled from nothing (an empty cache folder, ``NUMBA_CACHE_DIR``). The projection is the compiled time per
square times the 283,657 squares of the file (every zero recounted).

Measured on the shared 2-core machine (load average 6-8: other sessions' jobs, and this helper's own full
recount running), 2026-11-30, ``--squares 60 --repeat 2 --python 24``:

* 64 squares (4 with extensions: 2, 8, 1, 6): compiled 5.09 CPU ms per square, Python 247.7 ms per square on 28
  of them (49x); the same counts;
* every square of the file recounted, projected: 24.1 CPU min compiled, 19.5 CPU h in Python;
* the first call in a fresh interpreter: 0.86 CPU s from numba's disk cache, 20.8 s compiled from an empty cache.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time

NONZERO = (6939, 6940, 36052, 264118)
"""Squares of the shipped certificate with extensions through P and Q (2, 8, 1 and 6)."""

SQUARES = 283_657
"""The main classes of order 8 in the shipped file (the projection's multiplier)."""


def cpu(call):
    start = time.process_time()
    out = call()
    return out, time.process_time() - start


def load_squares(count: int) -> tuple[list[int], list[list[list[int]]]]:
    """The indices (``count`` random ones, seed 2026, then :data:`NONZERO`) and their squares, as lists of rows."""
    from designs.latin_representatives import read_main_classes

    wanted = sorted(random.Random(2026).sample(range(SQUARES), count)) + list(NONZERO)
    found = {}
    for entry in read_main_classes():
        if entry.index in wanted:
            found[entry.index] = entry.square.array.tolist()
    return wanted, [found[i] for i in wanted]


def compare(indices: list[int], squares: list, repeat: int, python: int) -> None:
    from designs.plane_search_check import count_extensions, count_extensions_compiled

    count_extensions_compiled(squares[:1])                       # loaded before the clock starts
    best_c = best_p = float("inf")
    subset = squares[:python] + squares[-len(NONZERO):]
    for _ in range(repeat):
        compiled, t_c = cpu(lambda: count_extensions_compiled(squares))
        ours, t_p = cpu(lambda: [count_extensions(rows) for rows in subset])
        best_c, best_p = min(best_c, t_c / len(squares)), min(best_p, t_p / len(subset))
        expected = compiled[:python] + compiled[-len(NONZERO):]
        if ours != expected:
            raise SystemExit(f"the counts differ: compiled {expected}, Python {ours}")
    print(f"{len(squares)} squares ({len(NONZERO)} with extensions: {compiled[-len(NONZERO):]}), best of {repeat} "
          f"interleaved: compiled {best_c * 1000:.2f} CPU ms per square; Python {best_p * 1000:.1f} ms per square "
          f"on {len(subset)} of them ({best_p / best_c:.0f}x); the same counts")
    print(f"every square of the file recounted, projected: {best_c * SQUARES / 60:.1f} CPU min compiled, "
          f"{best_p * SQUARES / 3600:.1f} CPU h in Python")


def loading() -> None:
    code = ("import time; t = time.process_time(); "
            "from designs.plane_search_check import count_extensions_compiled as c; "
            "c([[[(r + s) % 4 for s in range(4)] for r in range(4)]]); print(time.process_time() - t)")
    cached = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    with tempfile.TemporaryDirectory() as empty:
        cold = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                              env={**os.environ, "NUMBA_CACHE_DIR": empty})
    print(f"first call in a fresh interpreter: {float(cached.stdout):.2f} CPU s from numba's disk cache, "
          f"{float(cold.stdout):.1f} s compiled from an empty cache")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--squares", type=int, default=60)
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--python", type=int, default=24, help="random squares also counted in Python")
    parser.add_argument("--no-loading", action="store_true")
    ns = parser.parse_args()
    indices, squares = load_squares(ns.squares)
    compare(indices, squares, ns.repeat, min(ns.python, ns.squares))
    if not ns.no_loading:
        loading()


if __name__ == "__main__":
    main()
