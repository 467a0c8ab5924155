"""Benchmark: Grundy's game, the blocked sparse-space kernel (streamed, a window of 2^17 heaps) against today's
in-memory sparse kernel, heaps per second at 2^22..2^24, and the projection to 2^30, 2^35 and 2^36 heaps.

Run: ``python benchmarks/bench_grundys_game.py [--at 22 23 24] [--heaps 2^18] [--reps 3] [--run DIR]``.

For each exponent e: the values G(0..2^e - 1) are read from the run directory ``--run`` when it holds them
(:mod:`combgames.grundy.grundy_run`), else computed once by the blocked stream. Then, from the same state at
heap 2^e, both compiled kernels value the next ``--heaps`` heaps, interleaved ``--reps`` times (today's
``grundys_game_sparse`` over the whole int32 array, the new ``grundys_game_blocked`` through
:class:`~combgames.grundy.grundys_game.SparseStream`); their values must agree. Times are CPU seconds
(``time.process_time``), best of the repetitions; the ratio is today's over the new. The projection holds the
new kernel's cost per heap of the largest exponent measured, raised by the growth seen from the first to the
last exponent (per doubling of N) for each further doubling.

One JSON object per line on stdout.
"""

from __future__ import annotations

import argparse
import json
import time

import numpy as np

from combgames.base.kernels import kernel
from combgames.grundy._kernels import grundys_game_sparse
from combgames.grundy.grundy_run import BLOCK, MASK, WINDOW, GrundyRun, open_run
from combgames.grundy.grundys_game import SparseStream, grundys_game_values


_PARITY = np.array([bin(i).count("1") & 1 for i in range(1 << 16)], dtype=np.uint8)


def _rare_heaps(values: np.ndarray) -> np.ndarray:
    """The rare heaps >= 1 among ``values`` (vectorised :func:`is_rare`)."""
    heaps = np.nonzero(_PARITY[values.astype(np.int64) & MASK] == 0)[0]
    return heaps[heaps >= 1]


def _values_to(n: int, run_dir: str | None) -> np.ndarray:
    """G(0..n - 1): from the run directory when it holds them, else computed by the blocked stream."""
    if run_dir is not None:
        run: GrundyRun = open_run(run_dir)
        if run.heaps >= n:
            return run.values(0, n).astype(np.uint16)
    out = np.empty(n, dtype=np.uint16)
    out[:WINDOW] = grundys_game_values(WINDOW - 1, mask=MASK).values
    stream = SparseStream.from_values(out[:WINDOW], MASK, older=lambda f, c: out[f:f + c], backend="numba")
    while stream.next_heap < n:
        first = stream.next_heap
        out[first:first + min(1 << 20, n - first)] = stream.block(min(1 << 20, n - first))
    return out


def _today(values: np.ndarray, count: int) -> tuple[np.ndarray, float]:
    """Today's in-memory kernel from heap len(values), ``count`` heaps: (values, CPU seconds)."""
    n = len(values)
    out = np.zeros(n + count, dtype=np.int32)
    out[:n] = values
    listed = _rare_heaps(values)
    rare = np.zeros(len(listed) + 4096, dtype=np.int32)
    rare[:len(listed)] = listed
    counters = np.array([len(listed), 0], dtype=np.int64)
    run = kernel(grundys_game_sparse, "numba")
    t0 = time.process_time()
    nxt = n
    while nxt < n + count:
        nxt = run(nxt, n + count - 1, MASK, out, rare, counters)
        if nxt < n + count:
            rare = np.concatenate([rare, np.zeros_like(rare)])
    return out[n:], time.process_time() - t0


def _blocked(values: np.ndarray, count: int) -> tuple[np.ndarray, float]:
    """The blocked kernel from heap len(values), ``count`` heaps: (values, CPU seconds)."""
    n = len(values)
    rare = [(int(k), int(values[k])) for k in _rare_heaps(values)]
    stream = SparseStream(values[:min(n, BLOCK)], MASK, rare, n, values[n - WINDOW:],
                          older=lambda f, c: values[f:f + c], backend="numba")
    t0 = time.process_time()
    out = stream.block(count)
    return out, time.process_time() - t0


def bench_at(exponent: int, count: int, reps: int, run_dir: str | None) -> dict:
    values = _values_to(1 << exponent, run_dir)
    today_t, new_t = [], []
    for _ in range(reps):
        a, ta = _today(values, count)
        b, tb = _blocked(values, count)
        assert np.array_equal(a, b), "today's kernel and the blocked kernel disagree"
        today_t.append(ta)
        new_t.append(tb)
    today, new = min(today_t), min(new_t)
    return {"N": f"2^{exponent}", "heaps_timed": count, "today_us_per_heap": round(today / count * 1e6, 2),
            "blocked_us_per_heap": round(new / count * 1e6, 2), "ratio_today_over_blocked": round(today / new, 2),
            "blocked_heaps_per_second": round(count / new)}


def projection(rows: list[dict]) -> dict:
    """CPU hours to 2^30, 2^35, 2^36 at the last cost per heap, grown per doubling as measured."""
    first, last = rows[0], rows[-1]
    e0, e1 = int(first["N"][2:]), int(last["N"][2:])
    growth = (last["blocked_us_per_heap"] / first["blocked_us_per_heap"]) ** (1 / (e1 - e0)) if e1 > e0 else 1.0
    growth = max(growth, 1.0)
    out = {"growth_per_doubling": round(growth, 3)}
    for target in (30, 35, 36):
        seconds, cost = 0.0, last["blocked_us_per_heap"] * 1e-6
        seconds += (1 << e1) * cost  # the heaps to 2^e1 at the last cost (an upper bound: cost grew to it)
        for e in range(e1, target):
            cost *= growth
            seconds += (1 << e) * cost
        out[f"cpu_hours_to_2^{target}"] = round(seconds / 3600, 1)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--at", type=int, nargs="+", default=[22, 23, 24], help="exponents e: measure at heap 2^e")
    parser.add_argument("--heaps", type=int, default=1 << 18, help="heaps timed at each point")
    parser.add_argument("--reps", type=int, default=3, help="interleaved repetitions (best of)")
    parser.add_argument("--run", help="a run directory to read the values from (else computed)")
    args = parser.parse_args(argv)
    kernel(grundys_game_sparse, "numba")
    rows = []
    for exponent in args.at:
        rows.append(bench_at(exponent, args.heaps, args.reps, args.run))
        print(json.dumps(rows[-1]), flush=True)
    print(json.dumps({"projection": projection(rows)}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
