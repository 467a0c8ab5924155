"""Benchmark: planes over GF(q), automorphism groups and autoparatopism groups (designs).

Run: ``python benchmarks/bench_designs.py [--repeat N] [--networkx-slow] [--large] [--sage-python PATH]``.

Measured, each with a reference from the same run where there is one:

* building PG(2, q) for every prime power q <= 32 (field tables from galois, vectorised incidence), against a
  reference that evaluates the incidence with galois ``FieldArray`` arithmetic (galois' own ufuncs);
* the automorphism group of PG(2, q): nauty (through :mod:`combgames.base.nauty`) group order and generators,
  sympy's exact order from those generators, and networkx's VF2 enumeration of all automorphisms of the
  incidence graph as the reference (q = 2; q = 3 with ``--networkx-slow``);
* the autoparatopism group of the pair of MOLS(4) of the paper (nauty on the TD(4, 4)), against networkx VF2
  (with ``--networkx-slow``: about 3 minutes);
* counting reduced Latin squares of order 5, 6, 7 (plain Python against the numba twin), isotopy classes of
  order 6;
* with ``--sage-python PATH`` (a Python with passagemath/Sage installed, never a dependency of this
  project), the same three measurements in Sage, run in a subprocess.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time

import networkx as nx
import numpy as np

from combgames.sources.affine_tictactoe import figure1_mols4
from designs import TransversalDesign, projective_plane
from designs.fields import field_tables
from designs.paratopy import autoparatopism_group

PRIME_POWERS = [2, 3, 4, 5, 7, 8, 9, 11, 13, 16, 17, 19, 23, 25, 27, 29, 31, 32]


def best_of(fn, repeat: int) -> float:
    """Best wall time of ``repeat`` calls, in seconds."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def _galois_reference_pg(q: int) -> list[tuple[int, ...]]:
    """Reference construction: incidence by galois FieldArray arithmetic (default galois ufuncs)."""
    import galois

    gf = galois.GF(q)
    pts = [(x, y, 1) for x in range(q) for y in range(q)] + [(1, m, 0) for m in range(q)] + [(0, 1, 0)]
    P = gf(np.array(pts))
    prod = P @ P.T
    return [tuple(np.flatnonzero(np.asarray(row) == 0)) for row in prod]


def _nx_count_automorphisms(structure, colour_of) -> int:
    g = structure.incidence_graph()
    for v, data in g.nodes(data=True):
        data["colour"] = colour_of(v, data)
    gm = nx.algorithms.isomorphism.GraphMatcher(g, g, node_match=lambda a, b: a["colour"] == b["colour"])
    return sum(1 for _ in gm.isomorphisms_iter())


def _nauty_order(structure) -> int:
    return structure.coloured_graph().automorphism_group().order


SAGE_SCRIPT = r"""
import json, sys, time
from sage.all__sagemath_combinat import *
from sage.all__sagemath_graphs import *
from sage.all__sagemath_modules import *
from sage.rings.finite_rings.finite_field_constructor import GF
from sage.combinat.designs import design_catalog as designs
from sage.combinat.designs.incidence_structures import IncidenceStructure
qs, pair_blocks = json.loads(sys.argv[1])
out = {"build": {}, "aut_pg4": None, "autoparatopism": None}
designs.ProjectiveGeometryDesign(2, 1, GF(2)).automorphism_group().order()   # warm-up (GAP start)
for q in qs:
    t = time.perf_counter(); designs.ProjectiveGeometryDesign(2, 1, GF(q)); out["build"][q] = time.perf_counter() - t
pg = designs.ProjectiveGeometryDesign(2, 1, GF(4))
t = time.perf_counter(); order = pg.automorphism_group().order(); out["aut_pg4"] = [int(order), time.perf_counter() - t]
td = IncidenceStructure(list(range(16)), pair_blocks)
t = time.perf_counter(); order = td.automorphism_group().order()
out["autoparatopism"] = [int(order), time.perf_counter() - t]
print(json.dumps(out))
"""


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--networkx-slow", action="store_true",
                    help="also enumerate Aut(PG(2,3)) and Aut(TD(4,4)) with networkx VF2 (minutes)")
    ap.add_argument("--large", action="store_true", help="also compute Aut(PG(2,32)) (tens of seconds)")
    ap.add_argument("--sage-python", help="a Python interpreter with passagemath/Sage, for a side-by-side")
    args = ap.parse_args(argv)
    r = args.repeat

    t = time.perf_counter()
    field_tables(2)
    sys.stdout.reconfigure(line_buffering=True)  # progress visible when piped
    print(f"galois warm-up (first field of the process): {time.perf_counter() - t:.3f} s")

    print("\nPG(2, q) construction (s); reference = galois FieldArray matmul, warm")
    print(f"{'q':>3} {'points':>6} {'cold':>8} {'warm':>8} {'ref':>8} {'ref/warm':>8}")
    for q in PRIME_POWERS:
        t = time.perf_counter()
        projective_plane(q)
        cold = time.perf_counter() - t
        warm = best_of(lambda: projective_plane(q), r)
        ref = float("nan")
        if q <= 16 or q == 32:
            _galois_reference_pg(q)  # compile galois kernels outside the timing
            ref = best_of(lambda: _galois_reference_pg(q), r)
        print(f"{q:>3} {q * q + q + 1:>6} {cold:>8.4f} {warm:>8.4f} {ref:>8.4f} {ref / warm:>8.1f}")

    print("\nAut(PG(2, q)): nauty order+generators, sympy exact order; reference networkx VF2 enumeration")
    for q in (2, 3, 4, 5, 8, 9, 16) + ((32,) if args.large else ()):
        pg = projective_plane(q)
        t_n = best_of(lambda: pg.coloured_graph().automorphism_group(), r)
        order_n = _nauty_order(pg)
        t = time.perf_counter()
        order_s = type(pg)._trusted(pg.points, pg.blocks).automorphism_group().order()
        t_s = time.perf_counter() - t
        line = f"  q={q:>2}: nauty {t_n:.4f} s (order {order_n:.6g}); nauty + sympy order {t_s:.4f} s ({order_s})"
        if q == 2 or (q == 3 and args.networkx_slow):
            t = time.perf_counter()
            count = _nx_count_automorphisms(pg, lambda v, d: d["kind"])
            t_x = time.perf_counter() - t
            line += f"; networkx {t_x:.3f} s ({count}), ratio networkx/nauty {t_x / t_n:.0f}"
        print(line)

    a, b, _ = figure1_mols4()
    print("\nautoparatopism group of the 2-MOLS(4) of Figure 1")
    t_a = best_of(lambda: autoparatopism_group([a, b]).order(), r)
    order = autoparatopism_group([a, b]).order()
    td = TransversalDesign.from_mols([a, b]).incidence_structure()
    line = f"  nauty + sympy: {t_a:.4f} s (order {order})"
    if args.networkx_slow:
        t = time.perf_counter()
        count = _nx_count_automorphisms(td, lambda v, d: d["kind"])
        t_x = time.perf_counter() - t
        line += f"; networkx VF2: {t_x:.3f} s ({count}); ratio {t_x / t_a:.0f}"
    print(line)

    print("\nLatin squares of order n: reduced count (plain Python backtracking vs the numba-compiled twin)")
    from designs.counting import number_of_isotopy_classes, number_of_reduced_latin_squares

    t = time.perf_counter()
    number_of_reduced_latin_squares(2, backend="numba")
    print(f"  numba compile: {time.perf_counter() - t:.2f} s")
    for n in (5, 6, 7):
        t_n = best_of(lambda: number_of_reduced_latin_squares(n, backend="numba"), 1)
        count = number_of_reduced_latin_squares(n, backend="numba")
        line = f"  n={n}: {count} reduced squares, numba {t_n:.3f} s"
        if n <= 6:
            t_p = best_of(lambda: number_of_reduced_latin_squares(n), 1)
            line += f", python {t_p:.3f} s, ratio {t_p / t_n:.0f}"
        print(line)
    t = time.perf_counter()
    classes = number_of_isotopy_classes(6)
    print(f"  isotopy classes n=6: {classes} in {time.perf_counter() - t:.2f} s (one nauty certificate per reduced "
          "square; n = 7 would need 16942080 certificates and is not attempted)")

    if args.sage_python:
        payload = json.dumps([PRIME_POWERS, [list(bl) for bl in td.blocks]])
        res = subprocess.run([args.sage_python, "-c", SAGE_SCRIPT, payload], capture_output=True, text=True)
        if res.returncode != 0:
            print("\nSage run failed:", res.stderr.strip().splitlines()[-1] if res.stderr else res.returncode)
            return 1
        sage = json.loads(res.stdout.strip().splitlines()[-1])
        print("\nSage (passagemath), same machine, same run")
        for q, sec in sage["build"].items():
            ours = best_of(lambda: projective_plane(int(q)), 1)
            print(f"  PG(2, {q:>2}) Sage {sec:.4f} s, ours {ours:.4f} s, Sage/ours {sec / ours:.1f}")
        o, sec = sage["aut_pg4"]
        ours = best_of(lambda: type(pg)._trusted(projective_plane(4).points,
                                                 projective_plane(4).blocks).automorphism_group().order(), 1)
        print(f"  Aut(PG(2,4)) Sage {sec:.4f} s ({o}), ours {ours:.4f} s, Sage/ours {sec / ours:.1f}")
        o, sec = sage["autoparatopism"]
        print(f"  Aut(TD(4,4)) Sage {sec:.4f} s ({o}), ours {t_a:.4f} s, Sage/ours {sec / t_a:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
