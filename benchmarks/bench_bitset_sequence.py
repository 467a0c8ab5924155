"""Benchmark: the bitset kernel for codes that split heaps in three against the cubic take-and-break kernel
(issue 32, the hexadecimal table).

Run: ``python benchmarks/bench_bitset_sequence.py [--codes 0.F 0.9 ...] [--sizes N ...] [--reps R]``.

For each (code, N): G(0..N) by :func:`~combgames.games.octal_kernels.take_break_sequence` (the cubic loop over
every split in three, run through :func:`~combgames.games.octal.run_sequence`) and by
:func:`~combgames.games.octal.bitset_sequence`, interleaved ``--reps`` times, best of, CPU seconds
(``time.process_time``), both compiled and warmed first; their values must agree. One JSON object per line: the
two times and the ratio cubic / bitset.
"""

from __future__ import annotations

import argparse
import json
import time

import numpy as np

from combgames.base.kernels import kernel
from combgames.games.heaps import OctalCode
from combgames.games.octal import bitset_sequence, kernel_digits, run_sequence, sequence_operations
from combgames.games.octal_kernels import take_break_sequence


def cubic(code: OctalCode, n: int) -> np.ndarray:
    out = np.zeros(n + 1, dtype=np.int64)
    run_sequence(kernel(take_break_sequence, "numba"), *kernel_digits(code, n), n, out,
                 sequence_operations(code, n))
    return out


def timed(fn, *args) -> tuple[float, np.ndarray]:
    t0 = time.process_time()
    out = fn(*args)
    return time.process_time() - t0, out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--codes", nargs="+", default=["0.F", "0.9", "0.E", "0.8", "0.FF", "0.28"])
    parser.add_argument("--sizes", nargs="+", type=int, default=[1023, 4095])
    parser.add_argument("--reps", type=int, default=3)
    ns = parser.parse_args()
    cubic(OctalCode("0.F"), 40)
    bitset_sequence(OctalCode("0.F"), 40)
    for n in ns.sizes:
        for text in ns.codes:
            code = OctalCode(text)
            best = {"cubic": float("inf"), "bitset": float("inf")}
            for _ in range(ns.reps):
                tc, a = timed(cubic, code, n)
                tb, b = timed(lambda c, m: bitset_sequence(c, m), code, n)
                if not np.array_equal(a, b):
                    raise SystemExit(f"{text} to {n}: the two kernels disagree")
                best["cubic"], best["bitset"] = min(best["cubic"], tc), min(best["bitset"], tb)
            print(json.dumps({"code": text, "n": n, "cubic_s": round(best["cubic"], 4),
                              "bitset_s": round(best["bitset"], 4),
                              "ratio": round(best["cubic"] / max(best["bitset"], 1e-9), 1)}), flush=True)


if __name__ == "__main__":
    main()
