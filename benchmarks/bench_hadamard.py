"""Benchmark: Hadamard matrices and their designs (designs.hadamard).

Run: ``python benchmarks/bench_hadamard.py [--repeat N] [--sage-python PATH]``.

Measured (CPU time, best of N, the two sides interleaved in each round), each against a reference from the
same run:

* :func:`~designs.hadamard.hadamard_matrix` (built, normalised, checked) against Sage's ``hadamard_matrix(n)``
  (``check=True``), timed inside a Sage subprocess (``--sage-python PATH``, a Python where passagemath imports:
  never a dependency of this project), at orders reached by each construction; the first call of ours is shown
  too (it builds and caches GF(q)'s tables for prime powers q);
* the existence table for n <= 1000 (:func:`~designs.hadamard.hadamard_orders`, its plans' cache emptied) against Sage's
  ``hadamard_matrix(n, existence=True)`` over the same orders, and the orders each builds;
* :func:`~designs.hadamard.HadamardDesign` and :func:`~designs.hadamard.Hadamard3Design` against Sage's
  ``designs.HadamardDesign`` and ``designs.Hadamard3Design``;
* Paley I against the textbook construction in plain Python (Legendre symbols by Euler's criterion, lists of
  lists, the rows' inner products checked), for primes q = 3 mod 4.
"""

from __future__ import annotations

import argparse
import sys
import time

from sage_peer import run_sage
from designs.hadamard import (Hadamard3Design, HadamardDesign, hadamard_construction, hadamard_matrix,
                              hadamard_matrix_paleyI, hadamard_orders)
from designs.hadamard import _plan

SAGE_SCRIPT = r"""
import json, sys, time
import sage.all__sagemath_graphs
from sage.combinat.designs import design_catalog as designs
from sage.combinat.matrices.hadamard_matrix import hadamard_matrix

cases = json.load(open(sys.argv[1]))
out = {"matrix": [], "table": None, "design2": [], "design3": []}
for n in cases["matrix"]:
    start = time.process_time()
    H = hadamard_matrix(n, check=True)
    out["matrix"].append([n, H.nrows(), time.process_time() - start])
start = time.process_time()
built = [n for n in range(4, cases["table"] + 1, 4) if hadamard_matrix(n, existence=True) is True]
out["table"] = [len(built), time.process_time() - start]
for n in cases["design"]:
    start = time.process_time()
    D = designs.HadamardDesign(n - 1)
    out["design2"].append([n, D.num_blocks(), time.process_time() - start])
    start = time.process_time()
    D = designs.Hadamard3Design(n)
    out["design3"].append([n, D.num_blocks(), time.process_time() - start])
print(json.dumps(out))
"""


def cpu(fn) -> float:
    start = time.process_time()
    fn()
    return time.process_time() - start


def plain_paley(q: int) -> list[list[int]]:
    """The textbook Paley I matrix of order q + 1 (q a prime = 3 mod 4), checked row by row in plain Python."""
    chi = [0] + [1 if pow(x, (q - 1) // 2, q) == 1 else -1 for x in range(1, q)]
    n = q + 1
    H = [[1] * n]
    for a in range(q):
        H.append([-1] + [1 if a == b else chi[(a - b) % q] for b in range(q)])
    for i in range(n):
        for j in range(i + 1, n):
            assert sum(x * y for x, y in zip(H[i], H[j])) == 0
    return H


def table_cold() -> None:
    """hadamard_orders(1000) with the plans' cache emptied first (every plan made again)."""
    _plan.cache_clear()
    hadamard_orders(1000)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--sage-python", default="")
    args = parser.parse_args(argv)

    orders = [12, 20, 36, 92, 172, 244, 268, 292, 428, 500, 764, 1000]
    design_orders = [20, 36, 68]
    first = {n: cpu(lambda: hadamard_matrix(n)) for n in orders}
    if args.sage_python:
        ours: dict = {}
        sage: dict = {}
        sage_built = None
        for _ in range(args.repeat):                                     # interleaved rounds
            for n in orders:
                ours[("matrix", n)] = min(ours.get(("matrix", n), 9e9), cpu(lambda: hadamard_matrix(n)))
            ours["table"] = min(ours.get("table", 9e9), cpu(table_cold))
            for n in design_orders:
                ours[("design2", n)] = min(ours.get(("design2", n), 9e9), cpu(lambda: HadamardDesign(n - 1)))
                ours[("design3", n)] = min(ours.get(("design3", n), 9e9), cpu(lambda: Hadamard3Design(n)))
            try:
                cases = {"matrix": orders, "table": 1000, "design": design_orders}
                out = run_sage(args.sage_python, SAGE_SCRIPT, cases, timeout=3600)
            except RuntimeError as err:
                print(err, file=sys.stderr)
                break
            for n, size, s in out["matrix"]:
                assert size == n
                sage[("matrix", n)] = min(sage.get(("matrix", n), 9e9), s)
            sage_built, s = out["table"]
            sage["table"] = min(sage.get("table", 9e9), s)
            for kind in ("design2", "design3"):
                for n, _, s in out[kind]:
                    sage[(kind, n)] = min(sage.get((kind, n), 9e9), s)
        if sage:
            print("hadamard_matrix(n), built and checked, CPU s (ours best / ours first call / Sage):")
            for n in orders:
                o, s = ours[("matrix", n)], sage[("matrix", n)]
                print(f"  n = {n:4d} ({hadamard_construction(n).method:15s}): {o:.4f} / {first[n]:.4f} / {s:.4f}"
                      f"  ratio {o / s:.2f}")
            ours_built = sum(r.status == "built" for r in hadamard_orders(1000)) - 2        # without 1, 2
            print(f"existence table n = 4..1000: ours {ours['table']:.5f} s ({ours_built} orders built), "
                  f"Sage {sage['table']:.4f} s ({sage_built} built)  ratio {ours['table'] / sage['table']:.4f}")
            print("designs, CPU s (ours / Sage):")
            for kind, name in (("design2", "HadamardDesign"), ("design3", "Hadamard3Design")):
                for n in design_orders:
                    o, s = ours[(kind, n)], sage[(kind, n)]
                    m = n - 1 if kind == "design2" else n
                    print(f"  {name}({m}): {o:.4f} / {s:.4f}  ratio {o / s:.2f}")

    print("Paley I of order q + 1, built and checked, CPU s (ours / plain Python):")
    for q in [19, 43, 103, 199, 499]:
        ours_best = plain_best = 9e9
        for _ in range(args.repeat):
            ours_best = min(ours_best, cpu(lambda: hadamard_matrix_paleyI(q + 1)))
            plain_best = min(plain_best, cpu(lambda: plain_paley(q)))
        print(f"  q = {q:3d}: {ours_best:.5f} / {plain_best:.5f}  ratio {ours_best / plain_best:.4f}")


if __name__ == "__main__":
    main()
