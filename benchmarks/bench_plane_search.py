"""Benchmark: the plane search's step through P and Q (designs.plane_search_kernels) against the Python paths.

Run: ``python benchmarks/bench_plane_search.py [--pieces P] [--repeat N] [--reference R] [--sample S]
[--checker]``.

Measured, CPU seconds (``time.process_time``), best of ``--repeat``, the methods interleaved in one process on
the same main classes of order 8 (those of ``--pieces`` random pieces of the shipped split, seed 2026, and the
cyclic square, whose triangle lies in PG(2, 9)), the extensions compared square by square:

* the kernel: :func:`designs.plane_search.arc_extensions` compiled (numba), the lines through P and Q listed
  by :func:`designs.plane_search_kernels.cell_lines` and the exact cover run by
  :func:`~designs.plane_search_kernels.arc_search` on int64 bitsets;
* the former Python path: the bitset exact cover on Python integers that :mod:`designs.plane_search` used
  before the kernel (commit 4f0440d), copied below as it was (the same branching rule, so the same extensions
  in the same order);
* the kernel run as Python (``backend="python"``, the reference), on the first ``--reference`` squares only:
  numpy scalars make it far slower than either.

With ``--checker``, the separate checker's own count of the extensions
(:func:`designs.plane_search_check.count_extensions`) is timed against the kernel on the same squares, the
counts compared (what a sampled recount of the whole run's certificate costs per square). Measured 2026-11-29
(``--pieces 30 --repeat 2 --reference 0 --sample 0 --no-loading --checker``, the same 33 squares): the checker
224 ms per square, the kernel 4.47 ms (50x); the same counts.

The loading of the compiled kernels is measured apart, each in a fresh interpreter: from numba's disk cache,
and compiled from nothing (an empty cache folder, ``NUMBA_CACHE_DIR``). Last, the whole order-9 run is
projected from ``--sample`` random pieces (:func:`designs.plane_search.estimate_run`, seed 2026, the kernel;
the generation of each piece's main classes included), with its standard error.

Measured on the shared 2-core machine (load average 8-10: five other jobs), 2026-11-29, best of 2 interleaved,
``--pieces 30 --repeat 2 --reference 2 --sample 100``:

* 33 squares (the 32 main classes of the 30 pieces and the cyclic square, which has 2 extensions): the kernel
  4.54 CPU ms per square, the former Python path 149.5 ms: 33x, the same extensions square by square;
* the kernel as Python on 2 of them: 16.0 s per square (3,900x the compiled kernel);
* the first call in a fresh interpreter: 0.54 CPU s from numba's disk cache, 19.2 s compiled from an empty cache;
* the whole run projected from 100 random pieces (281 main classes): 10.9 CPU s, of which 9.4 s generating the
  classes (86%); 2.82 +- 0.56 CPU hours in all (standard error), against 27 projected for the former path.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator

import numpy as np

from designs import LatinSquare
from designs.latin_classes import main_class_representatives, piece_rectangles
from designs.plane_search import arc_cells, arc_extensions, estimate_run
from designs.plane_search.triangle import TriangleLayout, _lines_through_cell, line_mask, square_rows
from designs.plane_search import triangle_lines


def former_arc_extensions(square) -> list:
    """The extensions through P and Q by the former pure-Python path (commit 4f0440d, as it was)."""
    rows = square_rows(square)
    P = TriangleLayout(len(rows))
    cp, cq = arc_cells(rows)
    p, q = P.cell(*cp), P.cell(*cq)
    base = triangle_lines(rows)
    through_p, through_q = _lines_through_cell(rows, cp), _lines_through_cell(rows, cq)
    found = []
    joined_p = joined_q = 0
    for k in base:
        if p in k:
            joined_p |= line_mask(k)
        if q in k:
            joined_q |= line_mask(k)
    full = (1 << P.num_points) - 1
    lines = list(dict.fromkeys(through_p + through_q))
    search = _FormerSearch([line_mask(k) for k in lines], [p in k for k in lines], [q in k for k in lines])
    for chosen in search.covers((1 << len(lines)) - 1, full & ~joined_p, full & ~joined_q):
        found.append(sorted(lines[i] for i in chosen))
    return found


class _FormerSearch:
    """The former exact cover on Python-int bitsets (lines as point masks, sets of lines as masks of indices)."""

    def __init__(self, masks: list[int], at_p: list[bool], at_q: list[bool]) -> None:
        self.masks = masks
        self.meets_once: dict[int, int] = {}
        self.through: tuple[dict[int, int], dict[int, int]] = ({}, {})
        for i, (k, flags) in enumerate(zip(masks, zip(at_p, at_q))):
            for side in (0, 1):
                if flags[side]:
                    for x in _positions(k):
                        self.through[side][x] = self.through[side].get(x, 0) | 1 << i
        self.at = (sum(1 << i for i, f in enumerate(at_p) if f), sum(1 << i for i, f in enumerate(at_q) if f))
        self.on: dict[int, int] = {}
        for i, k in enumerate(masks):
            for x in _positions(k):
                self.on[x] = self.on.get(x, 0) | 1 << i

    def _meets_once(self, i: int) -> int:
        row = self.meets_once.get(i)
        if row is None:
            on = [self.on.get(x, 0) for x in _positions(self.masks[i])]
            meeting = twice = 0
            for a, lines_a in enumerate(on):
                meeting |= lines_a
                for lines_b in on[a + 1:]:
                    twice |= lines_a & lines_b
            row = self.meets_once[i] = meeting & ~twice
        return row

    def covers(self, live: int, need_p: int, need_q: int) -> Iterator[list[int]]:
        if not need_p and not need_q:
            yield []
            return
        best, best_lines = None, 0
        for side, need in ((0, need_p), (1, need_q)):
            through = self.through[side]
            for x in _positions(need):
                options = live & through.get(x, 0)
                size = options.bit_count()
                if best is None or size < best:
                    best, best_lines = size, options
                    if size == 0:
                        return
        for i in _positions(best_lines):
            k = self.masks[i]
            left_p = need_p & ~k if self.at[0] >> i & 1 else need_p
            left_q = need_q & ~k if self.at[1] >> i & 1 else need_q
            for more in self.covers(live & self._meets_once(i), left_p, left_q):
                yield [i] + more


def _positions(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def cpu(fn):
    """(result, CPU seconds) of one call."""
    start = time.process_time()
    out = fn()
    return out, time.process_time() - start


def squares_of(pieces: int) -> list:
    """The main classes of order 8 of `pieces` random pieces (seed 2026), and the cyclic square."""
    chosen = sorted(random.Random(2026).sample(range(len(piece_rectangles(8, 4))), pieces))
    return [np.array(s) for i in chosen for s in main_class_representatives(8, 4, i)] + [
        LatinSquare.cyclic(8).array]


def compare(squares: list, repeat: int, reference: int) -> None:
    """The kernel against the former path (every square) and the Python reference (the first few)."""
    arc_extensions(squares[0], backend="numba")              # the compiled kernels loaded before timing
    best_kernel = best_former = float("inf")
    for _ in range(repeat):
        ours, t_kernel = cpu(lambda: [arc_extensions(L, backend="numba") for L in squares])
        theirs, t_former = cpu(lambda: [former_arc_extensions(L) for L in squares])
        assert ours == theirs
        best_kernel, best_former = min(best_kernel, t_kernel), min(best_former, t_former)
    k = len(squares)
    extending = sum(bool(e) for e in ours)
    print(f"{k} squares ({extending} extending): kernel {best_kernel / k * 1000:.2f} ms per square, former Python "
          f"path {best_former / k * 1000:.1f} ms, ratio {best_former / best_kernel:.1f}x")
    if reference:
        few = squares[:reference]
        slow, t_slow = cpu(lambda: [arc_extensions(L, backend="python") for L in few])
        fast, t_fast = cpu(lambda: [arc_extensions(L, backend="numba") for L in few])
        assert slow == fast
        print(f"the kernel as Python (reference) on {len(few)} squares: {t_slow / len(few):.2f} s per square, "
              f"{t_slow / t_fast:.0f}x the compiled kernel")


_LOAD = ("import time; t = time.process_time(); from designs.plane_search import arc_extensions; "
         "from designs import LatinSquare; i = time.process_time(); arc_extensions(LatinSquare.cyclic(8), "
         "backend='numba'); print(i - t, time.process_time() - i)")


def checker(squares: list, repeat: int) -> None:
    """The checker's own count of the extensions (designs.plane_search_check.count_extensions: cliques of open
    pairs, an exact cover on Python integers) against the kernel, interleaved on the same squares."""
    from designs.plane_search_check import count_extensions

    rows = [np.asarray(L).tolist() for L in squares]
    arc_extensions(squares[0], backend="numba")
    best_kernel = best_check = float("inf")
    for _ in range(repeat):
        ours, t_kernel = cpu(lambda: [len(arc_extensions(L, backend="numba")) for L in squares])
        theirs, t_check = cpu(lambda: [count_extensions(r) for r in rows])
        assert ours == theirs
        best_kernel, best_check = min(best_kernel, t_kernel), min(best_check, t_check)
    k = len(squares)
    print(f"the checker's recount on {k} squares: {best_check / k * 1000:.1f} ms per square, the kernel "
          f"{best_kernel / k * 1000:.2f} ms ({best_check / best_kernel:.0f}x); the same counts")


def loading() -> None:
    """The first call in a fresh interpreter: from the disk cache, then compiled from an empty cache."""
    for name, env in (("from numba's disk cache", {}), ("compiled (empty cache)", {"NUMBA_CACHE_DIR": None})):
        with tempfile.TemporaryDirectory() as folder:
            extra = {k: (folder if v is None else v) for k, v in env.items()}
            out = subprocess.run([sys.executable, "-c", _LOAD], capture_output=True, text=True, check=True,
                                 env={**os.environ, **extra})
        imports, first = map(float, out.stdout.split())
        print(f"first call {name}: {first:.2f} CPU s (imports {imports:.2f} s)")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pieces", type=int, default=30, help="random pieces of order 8 whose squares are timed")
    ap.add_argument("--repeat", type=int, default=2)
    ap.add_argument("--reference", type=int, default=2, help="squares also run by the kernel as Python (0: none)")
    ap.add_argument("--sample", type=int, default=100, help="random pieces for the projection (0: none)")
    ap.add_argument("--no-loading", action="store_true", help="skip the loading measures (fresh interpreters)")
    ap.add_argument("--checker", action="store_true", help="also time the checker's own recount per square")
    args = ap.parse_args(argv)
    sys.stdout.reconfigure(line_buffering=True)
    print("the step through P and Q at order 9: CPU s, best of", args.repeat, "interleaved; shared machine")
    squares = squares_of(args.pieces)
    compare(squares, args.repeat, args.reference)
    if args.checker:
        checker(squares, args.repeat)
    if not args.no_loading:
        loading()
    if args.sample:
        estimate = estimate_run(args.sample, seed=2026, backend="numba")
        print(estimate)
    return 0


if __name__ == "__main__":
    sys.exit(main())
