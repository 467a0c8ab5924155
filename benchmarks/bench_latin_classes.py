"""Benchmark: Latin squares classified by generation (canonical augmentation), orders 5 to 7 (and 8 sampled).

Run: ``python benchmarks/bench_latin_classes.py [--repeat N] [--skip7] [--workers W] [--order8-sample S]``,
or ``python benchmarks/bench_latin_classes.py --dask [--tasks T] [--repeat N] [--workers W]``.

Measured, CPU seconds (``time.process_time``, so other work on a shared machine counts less) and wall:

* :func:`designs.classification.classify_latin_squares` for n = 5, 6, 7 (isotopy classes, main classes,
  partial squares tried, nauty calls), checked against the published counts kept in the tests;
* the peer, from the same run and interleaved with it: the certificate method of :mod:`designs.counting`
  (every reduced square enumerated, one nauty certificate each, then main classes), orders 5 and 6; for order
  7 its cost is projected from its rate on order 6 (16,942,080 reduced squares; not run);
* order 7 through the piecewise driver (:mod:`designs.latin_classes`) with a process pool of
  ``--workers`` processes, against the same pieces one after another;
* with ``--order8-sample S``: S random pieces of order 8 (``--split`` rows, default 4), the positions per
  second, and the estimated whole and its projection to 1, 2, 16 and 128 cores (through
  ``make_executor("dask", c)`` or a process pool: pieces are independent);
* with ``--dask`` (needs the ``dask`` extra): the per-task overhead of a local Dask cluster against a process
  pool of as many workers (empty tasks and 1 ms tasks), the throughput on order-7 pieces (3- and 4-row
  splits), interleaved, best of ``--repeat``; then the time of the slowest of the three heaviest order-8 pieces
  and the projection of the order-8 run on 2, 16 and 128 cores (the figures of ``designs.latin_classes``,
  "Running on a cluster").

Before/after of the order-8 work (issue 16; commit 58dfe6c against 82102fb, each in its own child process,
interleaved twice, CPU seconds, on a machine shared by other jobs at load average 6-9.5 on 2 cores, which
inflates CPU times about 3x against a quiet machine): the same 300 random pieces of the 4-row split (seed 7)
found the same 6,747 isotopy classes, 1,075 main classes and the same sums of (8!)^3 / |Atp| and
6 (8!)^3 / |Par| before and after; 151.0 and 155.9 CPU s before, 30.6 and 29.7 after (5.1x; 6,806 ->
34,665 positions per CPU s; nauty calls 262,200 -> 135,283; longest piece 5.7 -> 1.3 s). The split into the
same 93,561 pieces: 74.1 -> 35.9 CPU s. Projected whole of order 8 at that load, before -> after: 1 core
13.3 h -> 2.6 h, 2 cores 6.7 h -> 79 min, 16 cores 51 -> 10.4 min, 128 cores 7.4 -> 1.8 min. The 4.1 CPU
hours projected on a quieter machine last session would be about 50 CPU minutes at the same ratio (not
measured). Order 7 (``classify_latin_squares(7)``): 11.3 and 11.9 CPU s before, 4.7 and 5.0 after.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed

from designs.latin_classes import classify_in_pieces
from designs.classification import classify_latin_squares
from designs.counting import _isotopy_representatives, number_of_main_classes


def timed(fn):
    """(result, CPU seconds, wall seconds) of one call."""
    c, w = time.process_time(), time.perf_counter()
    out = fn()
    return out, time.process_time() - c, time.perf_counter() - w


def peer(n: int) -> tuple[int, int]:
    """The certificate method of designs.counting (uncached): isotopy and main classes."""
    _isotopy_representatives.cache_clear()
    return len(_isotopy_representatives(n)), number_of_main_classes(n)


def empty_task(i: int) -> int:
    """A task that does nothing: its wall time per task is the executor's overhead."""
    return i


def busy_task(seconds: float) -> float:
    """A task of `seconds` of CPU (a spin on the process clock)."""
    end = time.process_time() + seconds
    while time.process_time() < end:
        pass
    return seconds


def run_tasks(executor, fn, args) -> tuple[float, float]:
    """(wall, driver CPU) seconds to submit one task per argument and collect every result as it arrives."""
    c, w = time.process_time(), time.perf_counter()
    futures = [executor.submit(fn, a) for a in args]
    for f in as_completed(futures):
        f.result()
    return time.perf_counter() - w, time.process_time() - c


def dask_measurements(workers: int, tasks: int, repeat: int) -> dict:
    """Per-task overhead (empty tasks and ~1 ms tasks) and order-7 throughput, a process pool against a local
    Dask cluster of as many worker processes, interleaved, best of `repeat`; returns the figures."""
    from combgames.base.executors import make_executor

    kinds = ("process", "dask")
    executors = {kind: make_executor(kind, workers) for kind in kinds}
    best: dict = {}
    try:
        for ex in executors.values():  # workers started and the modules imported before any timing
            run_tasks(ex, empty_task, range(4 * workers))
            classify_in_pieces(6, split_rows=3, executor=ex)
        for _ in range(repeat):
            for kind, ex in executors.items():
                for name, fn, args in (("empty", empty_task, range(tasks)),
                                       ("1 ms", busy_task, [0.001] * tasks)):
                    wall, cpu = run_tasks(ex, fn, args)
                    key = (kind, name)
                    best[key] = min(best.get(key, (wall, cpu)), (wall, cpu))
                for split in (3, 4):
                    r, _, wall = timed(lambda: classify_in_pieces(7, split_rows=split, executor=ex))
                    assert (r.isotopy_classes, r.main_classes) == (564, 147)
                    key = (kind, f"order 7 split {split}")
                    if wall < best.get(key, (float("inf"),))[0]:
                        best[key] = (wall, r.pieces, r.cpu_seconds)
    finally:
        for ex in executors.values():
            ex.shutdown()
    return best


def longest_order8_piece(count: int = 3) -> tuple[int, float]:
    """The CPU seconds of the slowest of the `count` pieces of the shipped order-8 record with the most isotopy
    classes (the likely longest pieces), and its index."""
    from importlib.resources import files

    from designs.latin_classes import ORDER8_RECORD, read_record, solve_piece

    record = read_record(files("designs").joinpath(ORDER8_RECORD))
    heaviest = sorted(range(len(record.pieces)), key=lambda i: -record.pieces[i].isotopy_classes)[:count]
    times = {i: solve_piece(8, record.pieces[i].rows, i).seconds for i in heaviest}
    i = max(times, key=times.get)
    return i, times[i]


ORDER8_CPU, ORDER8_PIECES = 6793.2, 93_561
"""The order-8 run of the shipped record: CPU seconds of all the pieces, and the pieces (its header)."""


def report_dask(args) -> None:
    """Print the per-task overhead, the order-7 throughput and the order-8 projection on 2, 16, 128 cores."""
    w, n = args.workers, args.tasks
    print(f"\nper-task overhead, {n} tasks on {w} workers: process pool vs local Dask cluster "
          f"(interleaved, best of {args.repeat}; wall per task x workers, minus the task's own CPU)")
    best = dask_measurements(w, n, args.repeat)
    overhead = {}
    for kind in ("process", "dask"):
        for name, own in (("empty", 0.0), ("1 ms", 0.001)):
            wall, cpu = best[(kind, name)]
            overhead[(kind, name)] = wall * w / n - own
            print(f"  {kind:>7} {name:>5} tasks: {wall:6.2f} s wall, {n / wall:8.0f} tasks/s, overhead "
                  f"{1e3 * overhead[(kind, name)]:6.2f} ms per task per worker, driver CPU {1e3 * cpu / n:.2f} ms/task")
    for name in ("empty", "1 ms"):
        print(f"  Dask / process pool, {name} tasks: {best[('dask', name)][0] / best[('process', name)][0]:.2f}")
    for split in (3, 4):
        rows = {kind: best[(kind, f"order 7 split {split}")] for kind in ("process", "dask")}
        pieces = rows["dask"][1]
        print(f"  order 7, {split}-row split ({pieces} pieces, {rows['dask'][2]:.1f} CPU s in the pieces): "
              + ", ".join(f"{kind} {pieces / wall:.0f} pieces/s ({wall:.1f} s)" for kind, (wall, _, _) in rows.items()))
    index, longest = longest_order8_piece()
    rate = n / best[("dask", "empty")][0]
    o = max(overhead[("dask", "1 ms")], 0.0)
    print(f"\norder 8 on a Dask cluster, projected from the record ({ORDER8_CPU:,.0f} CPU s over {ORDER8_PIECES:,} "
          f"pieces), the measured overhead ({1e3 * o:.2f} ms per task per worker), the scheduler's rate (at least "
          f"{rate:,.0f} empty tasks/s, measured here) and the longest piece (piece {index}: {longest:.2f} CPU s):")
    for c in (2, 16, 128):
        wall = max((ORDER8_CPU + ORDER8_PIECES * o) / c, ORDER8_PIECES / rate, longest)
        print(f"  {c:>3} cores: {wall / 60:7.1f} min  (CPU / cores {ORDER8_CPU / c / 60:.1f} min, overhead "
              f"{ORDER8_PIECES * o / c / 60:.1f} min, scheduler bound {ORDER8_PIECES / rate / 60:.1f} min)")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--skip7", action="store_true", help="leave out order 7")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--order8-sample", type=int, default=0, help="random pieces of order 8 to run")
    ap.add_argument("--split", type=int, default=4, help="rows of the order-8 pieces (default 4)")
    ap.add_argument("--dask", action="store_true",
                    help="only the Dask measurements: per-task overhead and order-7 throughput against the process "
                         "pool, and the order-8 projection on 2, 16 and 128 cores")
    ap.add_argument("--tasks", type=int, default=400, help="tasks per overhead measurement (with --dask)")
    args = ap.parse_args(argv)
    sys.stdout.reconfigure(line_buffering=True)
    if args.dask:
        report_dask(args)
        return 0

    print("classification by generation vs the certificates of all reduced squares (CPU s, best of repeats)")
    print(f"{'n':>2} {'iso':>5} {'main':>5} {'positions':>10} {'nauty':>7} {'gen CPU':>8} {'gen wall':>8} "
          f"{'peer CPU':>8} {'peer/gen':>8}")
    rate6 = None
    for n in (5, 6) + (() if args.skip7 else (7,)):
        best_gen = best_peer = float("inf")
        wall = 0.0
        for _ in range(args.repeat if n < 7 else 1):
            c, cpu, wall = timed(lambda: classify_latin_squares(n))
            best_gen = min(best_gen, cpu)
            if n < 7:
                counts, pcpu, _ = timed(lambda: peer(n))
                assert counts == (len(c.isotopy_classes), len(c.main_classes)), (counts, n)
                best_peer = min(best_peer, pcpu)
        if n == 6:
            rate6 = 9408 / best_peer
        peer_text = f"{best_peer:>8.2f} {best_peer / best_gen:>8.1f}"
        if n == 7:
            projected = 16_942_080 / rate6 if rate6 else float("nan")
            peer_text = f"{projected:>7.0f}* {projected / best_gen:>8.0f}"
        print(f"{n:>2} {len(c.isotopy_classes):>5} {len(c.main_classes):>5} {c.stats.total_positions:>10,} "
              f"{c.stats.nauty:>7,} {best_gen:>8.2f} {wall:>8.2f} {peer_text}")
    if not args.skip7:
        print("  * projected from the peer's rate on order 6 (reduced squares per CPU second); not run")
        print(f"\norder 7 in pieces (3-row split): one process vs a process pool of {args.workers}")
        serial, _, w1 = timed(lambda: classify_in_pieces(7, split_rows=3))
        with ProcessPoolExecutor(max_workers=args.workers) as pool:
            pooled, _, w2 = timed(lambda: classify_in_pieces(7, split_rows=3, executor=pool))
        assert (serial.isotopy_classes, serial.main_classes) == (pooled.isotopy_classes, pooled.main_classes)
        print(f"  serial wall {w1:.1f} s, pool wall {w2:.1f} s, speed-up {w1 / w2:.2f} "
              f"({pooled.isotopy_classes} isotopy, {pooled.main_classes} main classes, "
              f"{pooled.positions_per_second():,.0f} positions per CPU s)")
    if args.order8_sample:
        print(f"\norder 8: {args.order8_sample} random pieces ({args.split}-row split)")
        r = classify_in_pieces(8, split_rows=args.split, sample=args.order8_sample, seed=1)
        print("  " + r.summary().replace("\n", "\n  "))
        print(f"  split into {r.pieces} pieces: {r.split_seconds:.1f} s wall; longest piece {r.longest():.2f} CPU s")
        print("  projected whole, CPU / cores (at least the longest piece) plus the split: " + ", ".join(
            f"{c} cores {s / 60:.1f} min" for c, s in r.projection((1, 2, 16, 128)).items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
