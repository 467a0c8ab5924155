"""Benchmark: BIBD(v, k, 1) constructions of designs.bibd against Sage's ``designs.balanced_incomplete_block_design``.

Run: ``python benchmarks/bench_bibd.py [--rounds N] [--sage-python PATH]``.

For each (v, k) of :data:`CASES`, the CPU time (``time.process_time``) of building the design with its check,
ours in this process (the plans of smaller v kept, as a table run leaves them; the blocks of every design built
afresh) and Sage's in a subprocess of the Sage Python (passagemath, default ``/work/sagevenv/bin/python``; the
import of Sage is not timed), rounds interleaved, best of the rounds, printed with the ratio ours / Sage. Sage's
``balanced_incomplete_block_design`` checks its output too (``is_pairwise_balanced_design``). Without a Sage
Python only our times are printed. Also printed: the time of
``bibd_existence_table(5, 1000)`` from a cold start, which plans without building.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

from sage_peer import run_sage
CASES = [(13, 4), (100, 4), (400, 4), (1000, 4), (45, 5), (125, 5), (401, 5), (625, 5), (985, 5), (999, 3)]

SAGE_SCRIPT = r"""
import json, sys, time
import sage.all__sagemath_graphs
from sage.combinat.designs import design_catalog as designs
out = {}
for v, k in json.load(open(sys.argv[1])):
    t = time.process_time()
    try:
        d = designs.balanced_incomplete_block_design(v, k)
        out[f"{v},{k}"] = [time.process_time() - t, len(d.blocks())]
    except Exception as err:
        out[f"{v},{k}"] = [None, type(err).__name__]
print(json.dumps(out))
"""


def ours(v: int, k: int) -> tuple[float, int]:
    from designs import bibd

    bibd._blocks_cached.cache_clear()
    t = time.process_time()
    d = bibd.balanced_incomplete_block_design(v, k)
    return time.process_time() - t, d.num_blocks


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--sage-python", default="/work/sagevenv/bin/python")
    args = parser.parse_args()
    from designs import bibd

    t = time.process_time()
    bibd.bibd_existence_table(5, 1000)
    print(f"bibd_existence_table(5, 1000), cold: {time.process_time() - t:.2f} CPU-s")
    for v, k in CASES:                                      # plans of every case, as after a table run
        bibd.balanced_incomplete_block_design(v, k, existence=True)
    have_sage = os.path.exists(args.sage_python)
    best_ours: dict = {}
    best_ref: dict = {}
    for _ in range(args.rounds):
        for v, k in CASES:
            secs, b = ours(v, k)
            best_ours[(v, k)] = min(best_ours.get((v, k), (float("inf"), b)), (secs, b))
        if have_sage:
            for key, (secs, b) in run_sage(args.sage_python, SAGE_SCRIPT, CASES, timeout=1800).items():
                v, k = map(int, key.split(","))
                if secs is not None:
                    best_ref[(v, k)] = min(best_ref.get((v, k), (float("inf"), b)), (secs, b))
                else:
                    best_ref.setdefault((v, k), (None, b))
    ref_name = "Sage 10.8 (passagemath)" if have_sage else "none"
    print(f"{'v':>5} {'k':>2} {'blocks':>7} {'ours CPU-s':>11} {ref_name + ' CPU-s':>28} {'ratio':>7}  construction")
    for v, k in CASES:
        secs, b = best_ours[(v, k)]
        ref = best_ref.get((v, k), (None, None))[0]
        ratio = f"{secs / ref:.2f}x" if ref else "-"
        reftext = f"{ref:.3f}" if ref is not None else str(best_ref.get((v, k), (None, "-"))[1])
        print(f"{v:>5} {k:>2} {b:>7} {secs:>11.3f} {reftext:>28} {ratio:>7}  "
              f"{bibd.bibd_construction(v, k).description}")
    print(f"best of {args.rounds} interleaved rounds, CPU time; the machine is shared")


if __name__ == "__main__":
    sys.exit(main())
