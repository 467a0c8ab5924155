"""Benchmark: octal games by the sparse-space method against the quadratic take-and-break kernel (issue 32).

Run: ``python benchmarks/bench_octal_sparse.py [--codes 0.6 0.16 0.376] [--sizes N ...] [--far] [--process N ...]
[--stream E ...] [--heaps N] [--run-to N] [--reps R]``.

Measured in one run, the numba kernels warmed first; CPU seconds (``time.process_time``), the two methods of each
(code, size) interleaved ``--reps`` times, best of; their values must agree:

* ``size`` rows: G(0..N) by :func:`~combgames.grundy.octal.octal_values` with ``method="quadratic"`` and with
  ``method="sparse"`` (head G(0..20,000) by the quadratic kernel, mask chosen on its second half, then the sparse
  kernel); heaps per second of each, the ratio quadratic / sparse, and the method ``octal_values(method="auto")``
  takes there (``auto_ok``: it is the faster one, or the two are within 10 %);
* ``far`` rows (``--far``): the sparse method alone to the sizes of the reproduce rows (.6 to 2^21, .16 to
  509,621, .376 to 4,536,506), heaps per second, and the quadratic kernel's time there extrapolated from its
  largest measured size (N^2);
* ``stream`` rows (``--stream E ...``): from the state at heap 2^E (G(0..2^E - 1) computed once in memory), the
  next ``--heaps`` heaps by the in-memory fill (:func:`~combgames.grundy.octal_sparse.fill_octal_sparse`, every
  value in memory, its time including listing the rare heaps) and through
  :class:`~combgames.grundy.octal_sparse.OctalSparseStream` (the window of 2^17 heaps runs use, the head a block
  of 2^20, far slices, plain-mex fallbacks); microseconds a heap, the ratio stream / memory;
* ``run`` rows (``--run-to N``): G(0..N) (whole blocks of 2^18) by
  :meth:`~combgames.grundy.grundy_run.GrundyRun.extend` in a new temporary directory against
  :func:`~combgames.grundy.octal_sparse.octal_sparse_values` of the same heaps in memory (the mask the run
  records): the ratio run / memory is the streaming overhead, with the window's bytes;
* ``process`` rows: the whole process (``python -c``: imports, loading the compiled kernels from the disk cache,
  the computation) for each method at the sizes ``--process``, CPU seconds of the child (user + system), best of
  ``--reps``.

One JSON object per line on stdout.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time

import numpy as np

from combgames.grundy.octal import octal_values
from combgames.grundy.grundy_run import WINDOW, GrundyRun
from combgames.grundy.octal_sparse import (
    SPARSE_FROM,
    OctalSparseStream,
    fill_octal_sparse,
    head_mask,
    octal_sparse_values,
    rare_pairs,
    splits_heaps,
)

FAR = {"0.6": 2**21 - 1, "0.16": 509621, "0.376": 4536506, "0.354": 20126194}
"""The heaps of the reproduce rows."""


def _cpu(call):
    t0 = time.process_time()
    out = call()
    return out, time.process_time() - t0


def _best(pairs: dict, reps: int) -> dict:
    """Run each call of ``pairs`` in turn, ``reps`` rounds; the best CPU seconds of each; the values must agree."""
    seconds = {name: [] for name in pairs}
    for _ in range(reps):
        values = {}
        for name, call in pairs.items():
            values[name], t = _cpu(call)
            seconds[name].append(t)
        first = next(iter(values.values()))
        assert all(np.array_equal(first, v) for v in values.values()), f"{' and '.join(pairs)} disagree"
    return {name: min(ts) for name, ts in seconds.items()}


def bench_size(code: str, limit: int, reps: int) -> dict:
    best = _best({"quadratic": lambda: octal_values(code, limit, method="quadratic", max_operations=10**13),
                  "sparse": lambda: octal_values(code, limit, method="sparse", max_operations=None)}, reps)
    faster = "sparse" if best["sparse"] < best["quadratic"] else "quadratic"
    auto = octal_sparse_values(code, limit, method="auto", max_operations=10**13).method \
        if limit >= SPARSE_FROM and splits_heaps(code) else "quadratic"  # as octal_values(method="auto")
    near = abs(best["sparse"] - best["quadratic"]) <= 0.1 * max(best.values())
    return {"code": code, "N": limit, "quadratic_s": round(best["quadratic"], 3), "sparse_s": round(best["sparse"], 3),
            "quadratic_heaps_per_s": round((limit + 1) / best["quadratic"]),
            "sparse_heaps_per_s": round((limit + 1) / best["sparse"]),
            "ratio_quadratic_over_sparse": round(best["quadratic"] / best["sparse"], 2),
            "faster": faster, "auto": auto, "auto_ok": auto == faster or near}


def bench_far(code: str, reps: int, measured: dict | None) -> dict:
    limit = FAR[code]
    best = min(_cpu(lambda: octal_sparse_values(code, limit, max_operations=None))[1] for _ in range(reps))
    out = {"code": code, "far_N": limit, "sparse_s": round(best, 2), "sparse_heaps_per_s": round((limit + 1) / best)}
    if measured:  # the quadratic kernel's time grows as N^2
        out["quadratic_s_extrapolated"] = round(measured["quadratic_s"] * ((limit + 1) / (measured["N"] + 1)) ** 2)
        out["ratio_quadratic_over_sparse"] = round(out["quadratic_s_extrapolated"] / best)
    return out


def _in_memory(code: str, values: np.ndarray, count: int, mask: int) -> np.ndarray:
    out = np.zeros(len(values) + count, dtype=np.uint16)
    out[:len(values)] = values
    fill_octal_sparse(code, out, len(values), mask, backend="numba")
    return out[len(values):]


def _stream(code: str, values: np.ndarray, count: int, mask: int, rare: list) -> np.ndarray:
    n = len(values)
    stream = OctalSparseStream(code, values[:min(n, 1 << 20)], mask, rare, n, values[n - WINDOW:],
                               older=lambda f, c: values[f:f + c], backend="numba")
    return stream.block(count)


def bench_stream(code: str, exponent: int, count: int, reps: int) -> dict:
    mask = head_mask(code)
    values = np.asarray(octal_sparse_values(code, (1 << exponent) - 1, mask=mask, max_operations=None).values)
    rare = rare_pairs(values, mask)
    best = _best({"memory": lambda: _in_memory(code, values, count, mask),
                  "stream": lambda: _stream(code, values, count, mask, rare)}, reps)
    return {"code": code, "stream_from": f"2^{exponent}", "heaps_timed": count, "mask": mask,
            "memory_us_per_heap": round(best["memory"] / count * 1e6, 3),
            "stream_us_per_heap": round(best["stream"] / count * 1e6, 3),
            "ratio_stream_over_memory": round(best["stream"] / best["memory"], 3),
            "stream_heaps_per_s": round(count / best["stream"])}


_RUN_BLOCK = 1 << 18
"""Heaps per block of the run measured."""


def _run(code: str, limit: int) -> np.ndarray:
    with tempfile.TemporaryDirectory() as folder:
        run = GrundyRun(f"{folder}/run", code=code, block=_RUN_BLOCK, backend="numba")
        run.extend(limit)
        return run.values(0, limit + 1)


def bench_run(code: str, limit: int, reps: int) -> dict:
    limit = (limit // _RUN_BLOCK + 1) * _RUN_BLOCK - 1  # whole blocks, as the run computes
    mask = head_mask(code)
    best = _best({"memory": lambda: octal_sparse_values(code, limit, mask=mask, max_operations=None).values,
                  "run": lambda: _run(code, limit)}, reps)
    return {"code": code, "run_N": limit, "memory_s": round(best["memory"], 3), "run_s": round(best["run"], 3),
            "ratio_run_over_memory": round(best["run"] / best["memory"], 3),
            "run_heaps_per_s": round((limit + 1) / best["run"]), "window_bytes": 2 * WINDOW}


def _child_cpu(code: str, limit: int, method: str) -> float:
    """CPU seconds (user + system) of a fresh process computing G(0..limit) of ``code`` by ``method``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    program = ("from combgames.grundy.octal import octal_values; "
               f"octal_values({code!r}, {limit}, method={method!r}, max_operations=10**13)")
    subprocess.run([sys.executable, "-c", program], check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def bench_process(code: str, limit: int, reps: int) -> dict:
    seconds = {m: [] for m in ("quadratic", "sparse", "auto")}
    for _ in range(reps):
        for method in seconds:
            seconds[method].append(_child_cpu(code, limit, method))
    best = {m: min(ts) for m, ts in seconds.items()}
    return {"code": code, "process_N": limit, **{f"{m}_process_s": round(t, 2) for m, t in best.items()},
            "ratio_quadratic_over_sparse": round(best["quadratic"] / best["sparse"], 2)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--codes", nargs="*", default=["0.6", "0.16", "0.376"])
    parser.add_argument("--sizes", type=int, nargs="*", default=[20000, 25000, 30000, 40000, 65536, 131072])
    parser.add_argument("--far", action="store_true", help="the sparse method to the reproduce rows' sizes")
    parser.add_argument("--process", type=int, nargs="*", default=[30000, 100000], help="sizes of whole processes")
    parser.add_argument("--stream", type=int, nargs="*", default=[], help="exponents e: stream against memory at 2^e")
    parser.add_argument("--heaps", type=int, default=1 << 18, help="heaps timed by each --stream row")
    parser.add_argument("--run-to", type=int, default=0, help="N for a run directory against memory (0: skip)")
    parser.add_argument("--reps", type=int, default=3, help="interleaved repetitions (best of)")
    args = parser.parse_args(argv)
    for code in args.codes:  # compile or load the kernels
        octal_values(code, 100, method="quadratic", backend="numba")
        octal_sparse_values(code, 200, head=50, backend="numba")
    for code in args.codes:
        last = None
        for limit in args.sizes:
            last = bench_size(code, limit, args.reps)
            print(json.dumps(last), flush=True)
        if args.far and code in FAR:
            print(json.dumps(bench_far(code, 1, last)), flush=True)
        for limit in args.process:
            print(json.dumps(bench_process(code, limit, args.reps)), flush=True)
        for exponent in args.stream:
            print(json.dumps(bench_stream(code, exponent, args.heaps, args.reps)), flush=True)
        if args.run_to:
            print(json.dumps(bench_run(code, args.run_to, args.reps)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
