"""Benchmark: Grundy theory and Tactix (seed 004_7c4ca64fa9fabca3.txt).

Run: ``python benchmarks/bench_tactix.py [--rect56] [--pycgt-python PATH] [--kayles N]``.

Measured, each with a reference from the same run where there is one:

* the S-shape formula r(a, b) at a = b = 10^18 (microseconds per call), against the exact DP at a = b = 256;
* the Grundy values (normal play) and misere outcomes of all 2^25 subsets of the 5 x 5 board through the
  numba kernels, against the pure-Python twin on the 3 x 4 board scaled per position;
* the full rectangles m x n <= 5 x 5 (values and misere outcomes) read off the 5 x 5 tables; with
  ``--rect56`` also m x 6 (m <= 5) from the 2^30 tables of the 5 x 6 board (about 2 GB and a minute);
* Kayles (octal 0.77) G(0..N), N = 10^4 by default, numba kernel against the pure-Python twin (to 2000), and
  with ``--pycgt-python PATH`` (a Python where ``pip install pycgt`` worked; never a dependency of this
  project) the same values built as canonical-form games by pycgt (which has no octal games or Grundy
  solver: each heap is the game {sums of smaller heaps | same}), on the range it reaches in the time budget.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time

import numpy as np

from combgames.grundy.octal import octal_values
from combgames.grundy.sshape import s_formula, s_table
from combgames.grundy.tactix import tactix_table

PYCGT_SCRIPT = r"""
import sys, time
from pycgt import add, game, nimber, ZERO
limit = int(sys.argv[1])
nimbers = {nimber(i): i for i in range(64)}
values = [ZERO]
start = time.perf_counter()
print(0, 0, 0.0, flush=True)
for n in range(1, limit + 1):
    opts = set()
    for k in (1, 2):
        rest = n - k
        if rest >= 0:
            for i in range(0, rest // 2 + 1):
                opts.add(add(values[i], values[rest - i]))
    values.append(game(opts, opts))
    print(n, nimbers.get(values[-1], -1), time.perf_counter() - start, flush=True)
"""


def bench_sformula() -> dict:
    n = 10 ** 18
    reps = 20000
    start = time.perf_counter()
    for _ in range(reps):
        v = s_formula(n, n)
    per_call = (time.perf_counter() - start) / reps
    s_table(4)  # compile the kernel first
    t0 = time.perf_counter()
    R = s_table(256)
    dp = time.perf_counter() - t0
    return {"r(10^18,10^18)": v, "microseconds": round(per_call * 1e6, 2),
            "dp_256_seconds": round(dp, 3), "dp_256_value": int(R[256, 256])}


def bench_tables(rect56: bool) -> dict:
    out: dict = {}
    normal = tactix_table(5, 5, convention="normal")
    misere = tactix_table(5, 5, convention="misere")
    ref = tactix_table(3, 4, convention="normal", backend="python")
    per_pos_py = ref.seconds / (1 << 12)
    per_pos_nb = normal.seconds / (1 << 25)
    out["5x5"] = {"normal_seconds": round(normal.seconds, 2), "misere_seconds": round(misere.seconds, 2),
                  "compile_seconds": round(normal.compile_seconds + misere.compile_seconds, 2),
                  "p_positions_normal": int((normal.values == 0).sum()),
                  "p_positions_misere": int((misere.values == 0).sum()),
                  "max_value": int(normal.values.max()),
                  "python_twin_per_position_us": round(per_pos_py * 1e6, 3),
                  "numba_per_position_us": round(per_pos_nb * 1e6, 4),
                  "ratio_python_over_numba": round(per_pos_py / per_pos_nb, 1)}
    rects = {}
    for m in range(1, 6):
        for n in range(1, 6):
            mask = sum(1 << (r * 5 + c) for r in range(m) for c in range(n))
            rects[f"{m}x{n}"] = {"value": int(normal.values[mask]),
                                 "misere": "N" if misere.values[mask] else "P"}
    del normal, misere
    if rect56:
        big_n = tactix_table(5, 6, convention="normal")
        for m in range(1, 6):
            for n in range(1, 7):
                mask = sum(1 << (r * 6 + c) for r in range(m) for c in range(n))
                rects.setdefault(f"{m}x{n}", {})["value"] = int(big_n.values[mask])
        out["5x6_normal_seconds"] = round(big_n.seconds, 2)
        del big_n
        big_m = tactix_table(5, 6, convention="misere")
        for m in range(1, 6):
            for n in range(1, 7):
                mask = sum(1 << (r * 6 + c) for r in range(m) for c in range(n))
                rects[f"{m}x{n}"]["misere"] = "N" if big_m.values[mask] else "P"
        out["5x6_misere_seconds"] = round(big_m.seconds, 2)
        del big_m
    out["rectangles"] = rects
    return out


def bench_kayles(limit: int, pycgt_python: str | None, budget: float = 60.0) -> dict:
    octal_values("0.77", 10)  # compile
    t0 = time.perf_counter()
    g = octal_values("0.77", limit)
    fast = time.perf_counter() - t0
    small = min(limit, 2000)
    t0 = time.perf_counter()
    g_py = octal_values("0.77", small, backend="python")
    slow = time.perf_counter() - t0
    t0 = time.perf_counter()
    g_small = octal_values("0.77", small)
    fast_small = time.perf_counter() - t0
    assert np.array_equal(g_py, g_small)
    out = {"N": limit, "numba_seconds": round(fast, 3), f"python_twin_seconds_to_{small}": round(slow, 3),
           f"numba_seconds_to_{small}": round(fast_small, 4), "max_value": int(g.max())}
    if pycgt_python:
        try:
            proc = subprocess.Popen([pycgt_python, "-c", PYCGT_SCRIPT, str(limit)], stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, text=True)
            try:
                stdout, _ = proc.communicate(timeout=budget)
            except subprocess.TimeoutExpired:
                proc.kill()  # the process this benchmark started, by its own handle
                stdout, _ = proc.communicate()
            rows = [line.split() for line in stdout.splitlines() if line.strip()]
            values = [int(r[1]) for r in rows]
            n = len(values) - 1
            seconds = float(rows[-1][2])
            t0 = time.perf_counter()
            ours = octal_values("0.77", n)
            ours_t = time.perf_counter() - t0
            out["pycgt"] = {"reached_n": n, "seconds": round(seconds, 3), "budget_seconds": budget,
                            "ours_seconds_same_range": round(ours_t, 6),
                            "agree": values == ours.tolist(),
                            "ratio_pycgt_over_ours": round(seconds / max(ours_t, 1e-9), 1)}
        except (OSError, IndexError, ValueError) as err:
            out["pycgt"] = f"unavailable: {type(err).__name__}: {err}"
    else:
        out["pycgt"] = "not run (pass --pycgt-python PATH)"
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rect56", action="store_true", help="also the 2^30 tables of the 5 x 6 board")
    parser.add_argument("--kayles", type=int, default=10_000, metavar="N", help="Kayles to N (default 10^4)")
    parser.add_argument("--pycgt-python", metavar="PATH", help="a Python with pycgt installed (scratch venv)")
    parser.add_argument("--pycgt-seconds", type=float, default=60.0, help="time budget for pycgt (default 60)")
    args = parser.parse_args(argv)
    report = {"s_formula": bench_sformula()}
    print(json.dumps({"s_formula": report["s_formula"]}), flush=True)
    report["tables"] = bench_tables(args.rect56)
    print(json.dumps({"tables": report["tables"]}), flush=True)
    report["kayles"] = bench_kayles(args.kayles, args.pycgt_python, args.pycgt_seconds)
    print(json.dumps({"kayles": report["kayles"]}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
