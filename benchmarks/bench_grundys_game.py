"""Benchmark: Grundy's game, the blocked sparse-space kernel against the plain direct mex, its bounded window
against every value in memory, a run directory's streaming overhead, and the projection to 2^30, 2^35, 2^36.

Run: ``python benchmarks/bench_grundys_game.py [--compare N] [--at 22 23 24] [--heaps N] [--run-to N] [--reps R]
[--run DIR [--fallback-at E] [--fallback-heaps N]]``.

Measured in one run, the numba kernels warmed first; CPU seconds (``time.process_time``), the measurements of
each row interleaved ``--reps`` times, best of; the values of each pair must agree:

* ``compare``: G(0..N) (N = 2 * 10^5 by default) by the direct mex (the take-and-break kernel on code 4!.0,
  O(N^2 / 4) pairs) and by :func:`~combgames.grundy.grundys_game.grundys_game_values` (the blocked kernel with
  every value in memory); the ratio direct / blocked;
* ``at``: for each exponent e, from the state at heap 2^e (G(0..2^e - 1) read from the run directory ``--run``
  when it holds them, else computed once), the next ``--heaps`` heaps by the blocked kernel with every value in
  memory (:func:`~combgames.grundy.grundys_game.fill_sparse`, its time including listing the rare heaps) and
  through :class:`~combgames.grundy.grundys_game.SparseStream` (the window of 2^17 heaps runs use: window
  copies, far slices, fallbacks by :func:`~combgames.grundy.octal_sparse.sparse_value`); microseconds a heap,
  heaps per second, the ratio stream / memory; the same with the plain scan order (``scan_heaps=0``: the ratio
  plain / ordered), and through :class:`~combgames.grundy.octal_sparse.OctalSparseStream` on 4!.0 (the general
  octal kernel in the same window): the ratio octal stream / stream says whether the general kernel could replace
  this game's;
* ``run``: G(0..--run-to) (2^21 - 1 by default; whole blocks) by :meth:`~combgames.grundy.grundy_run.GrundyRun.extend` in a
  new temporary directory (blocks of 2^18 heaps: a SHA-256, a file and a manifest per block, reads of stored
  blocks) against ``grundys_game_values`` of the same heaps in memory: the ratio run / memory is the streaming
  overhead (the run's first 2^17 heaps, its head, are valued in memory by the same call);
* ``fallback`` (with ``--run``): at heap 2^e (``--fallback-at``, 28 by default), ``--fallback-heaps`` heaps
  streamed as a run streams them, ``older`` reading the run's stored blocks: the heaps the kernel cannot value
  from its window valued by :func:`~combgames.grundy.octal_sparse.sparse_value` (it scans only as far as
  needed) against the plain mex over all n / 2 pairs (the fallback before it), and the kernel's scan in
  :func:`~combgames.grundy.grundys_game.scan_order` against the plain order 1, 2, 3, ... (``scan_heaps=0``),
  with the pairs each examines a heap (the rare heaps' pairs and the scan's);
* ``projection``: CPU hours to 2^30, 2^35, 2^36 at the stream's cost per heap at the last exponent, grown per
  doubling of N as measured from the first exponent to the last.

One JSON object per line on stdout.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time

import numpy as np

from combgames.base.kernels import kernel
from combgames.games.octal import kernel_digits
from combgames.games.octal_kernels import take_break_sequence
from combgames.grundy.grundy_run import BLOCK, MASK, WINDOW, GrundyRun, open_run
from combgames.grundy.grundys_game import (
    GRUNDYS_GAME,
    SCAN_HEAPS,
    SparseStream,
    fill_sparse,
    grundys_game_values,
    mex_value,
    rare_heaps_of,
)
from combgames.grundy.octal_sparse import OctalSparseStream


def _cpu(call):
    """(call(), CPU seconds)."""
    t0 = time.process_time()
    out = call()
    return out, time.process_time() - t0


def _best(pairs: dict, reps: int) -> tuple[dict, dict]:
    """Run each call of ``pairs`` (name -> call) in turn, ``reps`` rounds; the last values and the best times;
    the values of every call must agree."""
    seconds = {name: [] for name in pairs}
    values = {}
    for _ in range(reps):
        for name, call in pairs.items():
            values[name], t = _cpu(call)
            seconds[name].append(t)
        first = next(iter(values.values()))
        assert all(np.array_equal(first, v) for v in values.values()), f"{' and '.join(pairs)} disagree"
    return values, {name: min(ts) for name, ts in seconds.items()}


def _direct(limit: int) -> np.ndarray:
    out = np.zeros(limit + 1, dtype=np.int64)
    kernel(take_break_sequence, "numba")(*kernel_digits(GRUNDYS_GAME, limit), limit, out)
    return out


def bench_compare(limit: int, reps: int) -> dict:
    _, best = _best({"direct": lambda: _direct(limit),
                     "blocked": lambda: grundys_game_values(limit, backend="numba").values}, reps)
    return {"compare": {"N": limit, "direct_s": round(best["direct"], 3), "blocked_s": round(best["blocked"], 3),
                        "ratio_direct_over_blocked": round(best["direct"] / best["blocked"], 1)}}


def _values_to(n: int, run_dir: str | None) -> np.ndarray:
    """G(0..n - 1) (uint16): from the run directory when it holds them, else computed in memory."""
    if run_dir is not None:
        run: GrundyRun = open_run(run_dir)
        if run.heaps >= n:
            return run.values(0, n).astype(np.uint16)
    return np.asarray(grundys_game_values(n - 1, mask=MASK, backend="numba").values, dtype=np.uint16)


def _in_memory(values: np.ndarray, count: int) -> np.ndarray:
    out = np.zeros(len(values) + count, dtype=np.uint16)
    out[:len(values)] = values
    fill_sparse(out, len(values), MASK, backend="numba")
    return out[len(values):]


def _stream(values: np.ndarray, count: int, rare: list[tuple[int, int]], octal: bool = False,
            scan_heaps: int = SCAN_HEAPS) -> np.ndarray:
    n = len(values)
    head, recent, older = values[:min(n, BLOCK)], values[n - WINDOW:], lambda f, c: values[f:f + c]
    stream = (OctalSparseStream(GRUNDYS_GAME, head, MASK, rare, n, recent, older, backend="numba") if octal
              else SparseStream(head, MASK, rare, n, recent, older, backend="numba", scan_heaps=scan_heaps))
    return stream.block(count)


def bench_at(exponent: int, count: int, reps: int, run_dir: str | None) -> dict:
    values = _values_to(1 << exponent, run_dir)
    rare = [(int(n), int(values[n])) for n in rare_heaps_of(values, MASK)]
    _, best = _best({"memory": lambda: _in_memory(values, count),
                     "stream": lambda: _stream(values, count, rare),
                     "plain_scan_stream": lambda: _stream(values, count, rare, scan_heaps=0),
                     "octal_stream": lambda: _stream(values, count, rare, octal=True)}, reps)
    return {"N": f"2^{exponent}", "heaps_timed": count,
            "memory_us_per_heap": round(best["memory"] / count * 1e6, 2),
            "stream_us_per_heap": round(best["stream"] / count * 1e6, 2),
            "plain_scan_stream_us_per_heap": round(best["plain_scan_stream"] / count * 1e6, 2),
            "octal_stream_us_per_heap": round(best["octal_stream"] / count * 1e6, 2),
            "ratio_stream_over_memory": round(best["stream"] / best["memory"], 3),
            "ratio_plain_scan_over_stream": round(best["plain_scan_stream"] / best["stream"], 3),
            "ratio_octal_stream_over_stream": round(best["octal_stream"] / best["stream"], 3),
            "stream_heaps_per_second": round(count / best["stream"])}


class _PlainFallbackStream(SparseStream):
    """The stream as it was before the early-stopping fallback: a heap the kernel cannot value from its window is
    valued by the plain mex over all n / 2 pairs (:func:`~combgames.grundy.grundys_game.mex_value`)."""

    def _mex(self, n, read, rare, rare_values):
        return mex_value(n, read)


def bench_fallback(exponent: int, count: int, reps: int, run_dir: str) -> dict:
    """At heap 2^e, ``count`` heaps streamed as a run streams them (``older`` reads the run's stored blocks, each
    checked against its SHA-256, 64 kept): the fallback of :func:`~combgames.grundy.octal_sparse.sparse_value`
    against the plain mex, and the scan order against the plain scan (both with the sparse fallback)."""
    run = open_run(run_dir)
    n = 1 << exponent
    head, recent = run.values(0, BLOCK), run.values(n - WINDOW, WINDOW)
    rare = [(r, v) for r, v in run.rare() if r < n]
    streams = {"sparse_fallback": SparseStream, "plain_fallback": _PlainFallbackStream}
    calls = {name: (lambda cls=cls: cls(head, MASK, rare, n, recent, run.values, backend="numba").block(count))
             for name, cls in streams.items()}
    calls["sparse_fallback_plain_scan"] = lambda: SparseStream(head, MASK, rare, n, recent, run.values,
                                                               backend="numba", scan_heaps=0).block(count)
    _, best = _best(calls, reps)
    pairs = {}
    for name, scan_heaps in (("order", SCAN_HEAPS), ("plain_scan", 0)):
        stream = SparseStream(head, MASK, rare, n, recent, run.values, backend="numba", scan_heaps=scan_heaps)
        stream.block(count)
        pairs[f"{name}_pairs_per_heap"] = round(stream.pairs / count)
    return {"fallback": {"N": f"2^{exponent}", "heaps_timed": count, **pairs,
                         **{f"{name}_us_per_heap": round(t / count * 1e6, 2) for name, t in best.items()},
                         "ratio_plain_over_sparse_fallback": round(best["plain_fallback"] / best["sparse_fallback"], 2),
                         "ratio_plain_scan_over_order": round(best["sparse_fallback_plain_scan"]
                                                              / best["sparse_fallback"], 2),
                         "run_heaps_per_second": round(count / best["sparse_fallback"])}}


_RUN_BLOCK = 1 << 18
"""Heaps per block of the run measured."""


def _run(limit: int) -> np.ndarray:
    with tempfile.TemporaryDirectory() as folder:
        run = GrundyRun(f"{folder}/run", block=_RUN_BLOCK, backend="numba")
        run.extend(limit)
        return run.values(0, limit + 1)


def bench_run(limit: int, reps: int) -> dict:
    limit = (limit // _RUN_BLOCK + 1) * _RUN_BLOCK - 1  # whole blocks, as the run computes
    _, best = _best({"memory": lambda: grundys_game_values(limit, mask=MASK, backend="numba").values,
                     "run": lambda: _run(limit)}, reps)
    return {"run": {"N": limit, "memory_s": round(best["memory"], 3), "run_s": round(best["run"], 3),
                    "ratio_run_over_memory": round(best["run"] / best["memory"], 3)}}


def projection(rows: list[dict]) -> dict:
    """CPU hours to 2^30, 2^35, 2^36 at the stream's last cost per heap, grown per doubling as measured."""
    first, last = rows[0], rows[-1]
    e0, e1 = int(first["N"][2:]), int(last["N"][2:])
    growth = (last["stream_us_per_heap"] / first["stream_us_per_heap"]) ** (1 / (e1 - e0)) if e1 > e0 else 1.0
    growth = max(growth, 1.0)
    out = {"growth_per_doubling": round(growth, 3)}
    for target in (30, 35, 36):
        cost = last["stream_us_per_heap"] * 1e-6
        seconds = (1 << e1) * cost  # the heaps to 2^e1 at the last cost (an upper bound: the cost grew to it)
        for e in range(e1, target):
            cost *= growth
            seconds += (1 << e) * cost
        out[f"cpu_hours_to_2^{target}"] = round(seconds / 3600, 1)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--compare", type=int, default=200000, help="N for direct against blocked (0: skip)")
    parser.add_argument("--at", type=int, nargs="*", default=[22, 23, 24], help="exponents e: measure at heap 2^e")
    parser.add_argument("--heaps", type=int, default=1 << 18, help="heaps timed at each exponent")
    parser.add_argument("--run-to", type=int, default=(1 << 21) - 1, help="N for the run directory (0: skip)")
    parser.add_argument("--reps", type=int, default=3, help="interleaved repetitions (best of)")
    parser.add_argument("--run", help="a run directory to read the values from (else computed)")
    parser.add_argument("--fallback-at", type=int, default=28,
                        help="with --run: exponent e of the fallback row at heap 2^e (0: skip)")
    parser.add_argument("--fallback-heaps", type=int, default=1 << 18, help="heaps timed in the fallback row")
    args = parser.parse_args(argv)
    grundys_game_values(2 * WINDOW, backend="numba")  # compile or load the kernels
    _direct(100)
    if args.compare:
        print(json.dumps(bench_compare(args.compare, args.reps)), flush=True)
    rows = []
    for exponent in args.at:
        rows.append(bench_at(exponent, args.heaps, args.reps, args.run))
        print(json.dumps(rows[-1]), flush=True)
    if rows:
        print(json.dumps({"projection": projection(rows)}), flush=True)
    if args.run_to:
        print(json.dumps(bench_run(args.run_to, args.reps)), flush=True)
    if args.run and args.fallback_at:
        print(json.dumps(bench_fallback(args.fallback_at, args.fallback_heaps, args.reps, args.run)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
