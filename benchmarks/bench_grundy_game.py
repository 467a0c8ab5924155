"""Benchmark: Grundy's game (split a heap into two unequal heaps), direct mex against the sparse-space method.

Run: ``python benchmarks/bench_grundy_game.py [--compare N] [--budget SECONDS] [--reps R]``.

Measured in one run, both numba kernels (compiled and warmed up first):

* ``compare``: G(0..N) (N = 2 * 10^5 by default) by the direct mex (the take-and-break kernel on code 4!.0,
  O(N^2 / 4) pairs) and by the sparse-space method, interleaved ``--reps`` times; the values must agree; the
  ratio direct / sparse is printed;
* ``budget``: the sparse method run for ``--budget`` seconds (default 60) in chunks of doubling size (cut to
  what the remaining budget allows at the last chunk's speed), reporting the largest N reached, the time per heap over the last chunk, the rare heaps and the largest
  value; and the projection to one hour: the per-heap cost of the last chunk held constant (it grows slowly
  with the number of rare heaps, so the projection is an upper bound on N reached).

One JSON object per line on stdout.
"""

from __future__ import annotations

import argparse
import json
import time

import numpy as np

from combgames.games.octal import kernel_digits
from combgames.games.octal_kernels import take_break_sequence
from combgames.grundy._kernels import grundys_game_sparse
from combgames.grundy.grundys_game import GRUNDYS_GAME, grundys_game_values
from combgames.base.kernels import kernel


def _direct(limit: int) -> tuple[np.ndarray, float]:
    out = np.zeros(limit + 1, dtype=np.int64)
    t0 = time.perf_counter()
    kernel(take_break_sequence, "numba")(*kernel_digits(GRUNDYS_GAME, limit), limit, out)
    return out, time.perf_counter() - t0


def _sparse(limit: int) -> tuple[np.ndarray, float]:
    t0 = time.perf_counter()
    res = grundys_game_values(limit, method="sparse", backend="numba")
    return res.values, time.perf_counter() - t0


def bench_compare(limit: int, reps: int) -> dict:
    _direct(100), _sparse(100)  # compile / load the kernels
    direct_t, sparse_t = [], []
    for _ in range(reps):
        d, td = _direct(limit)
        s, ts = _sparse(limit)
        assert np.array_equal(d, s), "direct and sparse values differ"
        direct_t.append(td)
        sparse_t.append(ts)
    return {"N": limit, "direct_s": round(min(direct_t), 3), "sparse_s": round(min(sparse_t), 3),
            "ratio_direct_over_sparse": round(min(direct_t) / min(sparse_t), 1)}


def bench_budget(budget: float) -> dict:
    """The sparse kernel in chunks of doubling size until the budget is spent."""
    start = grundys_game_values(20000, method="sparse")
    mask = start.mask
    capacity = 1 << 22
    out = np.zeros(capacity, dtype=np.int32)
    out[:20001] = start.values
    rare = np.zeros(1 << 16, dtype=np.int32)
    listed = [n for n in range(1, 20001) if bin(int(out[n]) & mask).count("1") % 2 == 0]
    rare[: len(listed)] = listed
    counters = np.array([len(listed), 0], dtype=np.int64)
    run = kernel(grundys_game_sparse, "numba")
    n, chunk = 20001, 1 << 17
    t_start = time.perf_counter()
    last = (0.0, 1)
    while time.perf_counter() - t_start < budget:
        limit = n + chunk - 1
        if limit >= out.shape[0]:
            out = np.concatenate([out, np.zeros_like(out)])
        t0 = time.perf_counter()
        nxt = n
        while nxt <= limit:
            nxt = run(nxt, limit, mask, out, rare, counters)
            if nxt <= limit:
                rare = np.concatenate([rare, np.zeros_like(rare)])
        last = (time.perf_counter() - t0, chunk)
        n = limit + 1
        # double the chunk, but not past the budget at the last chunk's speed (the budget is not overrun by much)
        left = budget - (time.perf_counter() - t_start)
        chunk = max(1 << 16, min(2 * chunk, int(left * last[1] / max(last[0], 1e-9))))
    elapsed = time.perf_counter() - t_start
    per_heap = last[0] / last[1]
    remaining = max(0.0, 3600 - elapsed)
    return {"budget_s": budget, "reached_N": n - 1, "seconds": round(elapsed, 1), "mask": mask,
            "rare_heaps": int(counters[0]), "max_value": int(out[:n].max()),
            "microseconds_per_heap_last_chunk": round(per_heap * 1e6, 2),
            "projected_N_in_one_hour": int(n - 1 + remaining / per_heap),
            "direct_projected_N_in_one_hour": None}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--compare", type=int, default=200000, help="N for the direct/sparse comparison")
    parser.add_argument("--reps", type=int, default=2, help="interleaved repetitions of the comparison")
    parser.add_argument("--budget", type=float, default=60.0, help="seconds for the sparse run")
    args = parser.parse_args(argv)
    compare = bench_compare(args.compare, args.reps)
    print(json.dumps({"compare": compare}), flush=True)
    budget = bench_budget(args.budget)
    # the direct method's cost grows as N^2: from the comparison's N and time, N(T) = N * sqrt(T / t)
    budget["direct_projected_N_in_one_hour"] = int(compare["N"] * (3600 / compare["direct_s"]) ** 0.5)
    print(json.dumps({"budget": budget}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
