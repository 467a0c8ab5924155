"""Benchmark: designs.difference_families.difference_family against Sage's ``designs.difference_family``.

Run: ``python benchmarks/bench_difference_families.py [--rounds N] [--sage-python PATH]``.

For each (v, k, lambda) of :data:`CASES` (radical families of Wilson and Buratti, Netto's, Singer, Paley,
biquadratic and twin prime power difference sets, all built by both), the CPU time (``time.process_time``) of
``difference_family(v, k, l)`` with its check (``check=True`` in both), ours in this process with the module's
caches of field powers and groups cleared before each call, and Sage's in a subprocess of the Sage Python
(passagemath, default ``/work/sagevenv/bin/python``; the import of Sage is not timed, Sage keeps its finite
fields between calls as it does in a session), rounds interleaved, best of the rounds, printed with the ratio
ours / Sage. Without a Sage Python only our times are printed.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

from sage_peer import run_sage
CASES = [(13, 4, 1), (61, 5, 1), (241, 5, 1), (181, 4, 1), (409, 4, 1), (199, 3, 1), (397, 3, 1),
         (91, 10, 1), (1023, 511, 255), (781, 156, 31), (43, 21, 10), (37, 9, 2), (101, 25, 6),
         (143, 71, 35), (323, 161, 80)]

SAGE_SCRIPT = r"""
import json, sys, time
import sage.all__sagemath_graphs
from sage.combinat.designs import design_catalog as designs
out = {}
for v, k, l in json.load(open(sys.argv[1])):
    t = time.process_time()
    try:
        G, D = designs.difference_family(v, k, l)
        out[f"{v},{k},{l}"] = [time.process_time() - t, len(D)]
    except Exception as err:
        out[f"{v},{k},{l}"] = [None, type(err).__name__]
print(json.dumps(out))
"""


def ours(v: int, k: int, l: int) -> tuple[float, int]:
    from designs import difference_families as df

    for cached in (df._field_powers, df._cyclic_group, df._field_group):
        cached.cache_clear()
    t = time.process_time()
    G, D = df.difference_family(v, k, l)
    return time.process_time() - t, len(D)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--sage-python", default="/work/sagevenv/bin/python")
    args = parser.parse_args()
    from designs.difference_families import difference_family

    difference_family(7, 3, 1)                       # galois' first field, once per process
    have_sage = os.path.exists(args.sage_python)
    best_ours: dict = {}
    best_ref: dict = {}
    for _ in range(args.rounds):
        for case in CASES:
            secs, b = ours(*case)
            best_ours[case] = min(best_ours.get(case, (float("inf"), b)), (secs, b))
        if have_sage:
            for key, (secs, b) in run_sage(args.sage_python, SAGE_SCRIPT, CASES, timeout=1800).items():
                case = tuple(map(int, key.split(",")))
                if secs is not None:
                    best_ref[case] = min(best_ref.get(case, (float("inf"), b)), (secs, b))
                else:
                    best_ref.setdefault(case, (None, b))
    ref_name = "Sage 10.8 (passagemath)" if have_sage else "none"
    print(f"{'(v, k, l)':>16} {'blocks':>6} {'ours CPU-s':>11} {ref_name + ' CPU-s':>28} {'ratio':>7}  construction")
    for case in CASES:
        secs, b = best_ours[case]
        ref = best_ref.get(case, (None, None))[0]
        ratio = f"{secs / ref:.2f}x" if ref else "-"
        reftext = f"{ref:.4f}" if ref is not None else str(best_ref.get(case, (None, "-"))[1])
        print(f"{str(case):>16} {b:>6} {secs:>11.4f} {reftext:>28} {ratio:>7}  "
              f"{difference_family(*case, explain_construction=True)}")
    print(f"best of {args.rounds} interleaved rounds, CPU time; the machine is shared")


if __name__ == "__main__":
    sys.exit(main())
