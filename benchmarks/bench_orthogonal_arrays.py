"""Benchmark: orthogonal arrays of strength t (designs.orthogonal_arrays, designs.oa_existence).

Run: ``python benchmarks/bench_orthogonal_arrays.py [--repeat N] [--sage-python PATH]``.

Measured (CPU time, best of N, the two sides interleaved in each round), each against a reference from the
same run:

* the strength-2 check (:func:`~designs.orthogonal_arrays.check_orthogonal_array`) of OA(q + 1, q) against
  Sage's ``is_orthogonal_array`` (Cython, a bitset of pairs), timed inside a Sage subprocess on the same arrays
  (with ``--sage-python PATH``, a Python where passagemath imports: never a dependency of this project);
* Sage's ``designs.orthogonal_arrays.build(3, n, 3)`` (Sage builds only the trivial k = t arrays for t >= 3)
  against :func:`~designs.oa_existence.build`, and the largest k each builds for t = 3;
* Bush's OA(q^3; q + 1, q, 3) and the hyperoval's OA(q^3; q + 2, q, 3), built and checked, against the
  textbook construction in plain Python (each polynomial evaluated by Horner's rule over the field's tables,
  then every column triple's set of rows counted).
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time

import numpy as np

from sage_peer import run_sage
from designs.fields import field_tables
from designs.oa_existence import build, largest_available_k
from designs.orthogonal_arrays import bush_oa, check_orthogonal_array, hyperoval_oa, oa_from_field

SAGE_SCRIPT = r"""
import json, sys, time
import sage.all__sagemath_graphs
from sage.combinat.designs import design_catalog as designs
from sage.combinat.designs.designs_pyx import is_orthogonal_array

cases = json.load(open(sys.argv[1]))
out = {"check": [], "build3": [], "largest3": []}
for q, rows in cases["check"]:
    start = time.process_time()
    ok = is_orthogonal_array(rows, q + 1, q, 2)
    out["check"].append([q, ok, time.process_time() - start])
for n in cases["build3"]:
    start = time.process_time()
    oa = designs.orthogonal_arrays.build(3, n, 3)
    out["build3"].append([n, len(oa), time.process_time() - start])
for n in cases["largest3"]:
    out["largest3"].append([n, int(designs.orthogonal_arrays.largest_available_k(n, 3))])
print(json.dumps(out))
"""


def cpu(fn) -> float:
    start = time.process_time()
    fn()
    return time.process_time() - start


def plain_bush(q: int, hyperoval: bool) -> list[tuple[int, ...]]:
    """The textbook construction: one row per polynomial c0 + c1 x + c2 x^2 over GF(q), its values at the q
    field elements by Horner's rule, then c2 (the point at infinity) and, for the hyperoval, c1 (the nucleus)."""
    F = field_tables(q)
    add, mul = F.add.tolist(), F.mul.tolist()
    rows = []
    for c0, c1, c2 in itertools.product(range(q), repeat=3):
        row = [add[mul[add[mul[c2][a]][c1]][a]][c0] for a in range(q)] + [c2]
        rows.append(tuple(row + [c1] if hyperoval else row))
    return rows


def plain_check(rows: list[tuple[int, ...]], q: int) -> bool:
    """Every three columns show q^3 distinct triples (N = q^3 rows): the definition, with Python sets."""
    k = len(rows[0])
    return all(len({(r[a], r[b], r[c]) for r in rows}) == q ** 3 for a, b, c in itertools.combinations(range(k), 3))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--sage-python", default="")
    args = parser.parse_args(argv)
    field_tables(2)                                                   # galois' one-time warm-up, not timed

    check_qs = [7, 16, 31, 64]
    arrays = {q: np.array(oa_from_field(q)) for q in check_qs}
    build_ns = [5, 10, 20, 30]
    if args.sage_python:
        best_ours: dict = {}
        best_sage: dict = {}
        sage_largest = {}
        for _ in range(args.repeat):                                  # interleaved rounds
            for q in check_qs:
                took = cpu(lambda: check_orthogonal_array(arrays[q]))
                best_ours[("check", q)] = min(best_ours.get(("check", q), 9e9), took)
            for n in build_ns:
                best_ours[("build3", n)] = min(best_ours.get(("build3", n), 9e9), cpu(lambda: build(3, n, 3)))
            try:
                cases = {"check": [[q, arrays[q].tolist()] for q in check_qs], "build3": build_ns,
                         "largest3": list(range(2, 33))}
                out = run_sage(args.sage_python, SAGE_SCRIPT, cases, timeout=1800)
            except RuntimeError as err:
                print(err, file=sys.stderr)
                break
            for q, ok, s in out["check"]:
                assert ok
                best_sage[("check", q)] = min(best_sage.get(("check", q), 9e9), s)
            for n, size, s in out["build3"]:
                assert size == n ** 3
                best_sage[("build3", n)] = min(best_sage.get(("build3", n), 9e9), s)
            sage_largest = dict(out["largest3"])
        if best_sage:
            print("strength-2 check of OA(q + 1, q), CPU s (ours / Sage's is_orthogonal_array):")
            for q in check_qs:
                o, s = best_ours[("check", q)], best_sage[("check", q)]
                print(f"  q = {q:3d}: {o:.5f} / {s:.5f}  ratio {o / s:.2f}")
            print("build(3, n, 3), the trivial array, CPU s (ours / Sage):")
            for n in build_ns:
                o, s = best_ours[("build3", n)], best_sage[("build3", n)]
                print(f"  n = {n:3d}: {o:.5f} / {s:.5f}  ratio {o / s:.2f}")
            ours = {n: largest_available_k(n, 3) for n in range(2, 33)}
            more = sum(ours[n] > sage_largest[n] for n in ours)
            print(f"largest k built for t = 3, n = 2..32: ours {[ours[n] for n in ours]}")
            print(f"                                      Sage {[sage_largest[n] for n in ours]}")
            print(f"  (ours larger at {more} of {len(ours)} orders)")

    print("Bush / hyperoval OA(q^3; k, q, 3), built and checked, CPU s (ours / plain Python):")
    for q in [5, 7, 8, 9, 11, 13, 16]:
        even = q % 2 == 0
        ours_best = plain_best = 9e9
        for _ in range(args.repeat):
            ours_best = min(ours_best, cpu(lambda: hyperoval_oa(q) if even else bush_oa(q, 3)))
            plain_best = min(plain_best, cpu(lambda: plain_check(plain_bush(q, even), q)))
        assert plain_check(plain_bush(q, even), q)
        print(f"  q = {q:2d} (k = {q + 1 + even}): {ours_best:.4f} / {plain_best:.4f}  "
              f"ratio {ours_best / plain_best:.3f}")


if __name__ == "__main__":
    main()
