"""Benchmark: the MOLS table (designs.mols_constructions.mols_table, planned, not built) against Sage.

Run: ``python benchmarks/bench_mols.py [--repeat N] [--sage-python PATH] [--sage-max N]``.

Measured, each in a fresh process (CPU time of that process, ``time.process_time``, around the call only),
the runs interleaved, best of ``--repeat``:

* the table to 600 and to 10,000 here;
* planning one order from a cold start (n = 1000 and 5000: here the plan fills the table below n);
* with ``--sage-python PATH`` (a Python with passagemath, never a dependency of this project; e.g.
  /work/sagevenv/bin/python), Sage's ``designs.orthogonal_arrays.largest_available_k(n)`` for every n < 600
  (what its ``MOLS_table(600)`` calls) and for the single orders, in a subprocess;
* the values: at how many orders the two tables differ, and which is above.

Sage's table to 10,000 is not timed (it runs for many minutes); ``--sage-max`` sets the largest order it plans.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

OURS = """
import json, time
from designs.mols_constructions import mols_table, largest_mols
start = time.process_time()
{body}
print(json.dumps({{"seconds": time.process_time() - start, "values": values}}))
"""

SAGE = """
import json, time
import sage.all__sagemath_graphs
from sage.combinat.designs.orthogonal_arrays import largest_available_k
start = time.process_time()
{body}
print(json.dumps({{"seconds": time.process_time() - start, "values": values}}))
"""


def _run(python: str, template: str, body: str) -> dict:
    out = subprocess.run([python, "-c", template.format(body=body)], capture_output=True, text=True, check=True,
                         cwd="/tmp")
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--sage-python", default=None)
    parser.add_argument("--sage-max", type=int, default=600)
    args = parser.parse_args()
    cases = [
        ("table to 600", "values = [c.k for c in mols_table(599)]",
         "values = [largest_available_k(n) - 2 for n in range(2, 600)]"),
        (f"table to {args.sage_max}", f"values = [c.k for c in mols_table({args.sage_max - 1})]",
         f"values = [largest_available_k(n) - 2 for n in range(2, {args.sage_max})]"),
        ("table to 10,000", "values = [c.k for c in mols_table(9999)]", None),
        ("one order, n = 1000", "values = [largest_mols(1000)]", "values = [largest_available_k(1000) - 2]"),
        ("one order, n = 5000", "values = [largest_mols(5000)]", "values = [largest_available_k(5000) - 2]"),
    ]
    seen = set()
    print(f"{'case':<22} {'here (s)':>10} {'Sage (s)':>10} {'ratio':>8}  values")
    for name, ours, sage in cases:
        if name in seen:
            continue
        seen.add(name)
        best_ours = best_sage = float("inf")
        ours_values = sage_values = None
        for _ in range(args.repeat):
            r = _run(sys.executable, OURS, ours)
            best_ours, ours_values = min(best_ours, r["seconds"]), r["values"]
            if sage and args.sage_python:
                r = _run(args.sage_python, SAGE, sage)
                best_sage, sage_values = min(best_sage, r["seconds"]), r["values"]
        if sage_values is None:
            print(f"{name:<22} {best_ours:>10.2f} {'-':>10} {'-':>8}")
            continue
        diff = [(i, a, b) for i, (a, b) in enumerate(zip(ours_values, sage_values)) if a != b]
        above = sum(a > b for _, a, b in diff)
        print(f"{name:<22} {best_ours:>10.2f} {best_sage:>10.2f} {best_sage / best_ours:>7.1f}x  "
              f"differ at {len(diff)} (here above at {above}, below at {len(diff) - above})")


if __name__ == "__main__":
    main()
