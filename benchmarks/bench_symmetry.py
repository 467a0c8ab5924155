"""Benchmark: canonical forms, Burnside tables, Polya counts and automorphism groups (combgames.symmetry).

Run: ``python benchmarks/bench_symmetry.py [--repeat N]``. Prints one line per measurement; where there is a
reference measured in the same run (the naive generator-expression canonical form, the explicit
enumeration twin, the sympy expansion, the networkx automorphism search) the ratio is printed too.
"""

from __future__ import annotations

import argparse
import random
import time

from combgames.symmetry import (
    CanonicalTable,
    CellGroup,
    ColouredBoardCanonizer,
    automorphism_group,
    bracelets,
    burnside,
    dihedral_square,
    necklaces,
    polya_count,
)

EDGES = [(a, b) for a in range(9) for b in range(a + 1, 9) if max(abs(a // 3 - b // 3), abs(a % 3 - b % 3)) == 1]
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def best_of(fn, repeat: int, number: int = 1) -> float:
    """Best wall time of ``repeat`` runs of ``number`` calls, per call, in seconds."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        best = min(best, (time.perf_counter() - start) / number)
    return best


def per_call(fn, items, repeat: int) -> float:
    """Best time per call of ``fn`` over the list ``items`` (microseconds)."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for x in items:
            fn(x)
        best = min(best, (time.perf_counter() - start) / len(items))
    return best * 1e6


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args(argv)
    r = args.repeat

    G = dihedral_square(3)
    rng = random.Random(1)
    boards = [tuple(rng.randrange(3) for _ in range(9)) for _ in range(20000)]
    perms = [tuple(g) for g in G.elements.tolist()]

    def naive(c):
        return min(tuple(c[i] for i in g) for g in perms)

    t_naive = per_call(naive, boards, r)
    t_canon = per_call(G.canonical, boards, r)
    table = CanonicalTable(G, 3)
    codes = [table.code(c) for c in boards]
    t_table = per_call(table.canonical_code, codes, r)
    t_table_tuple = per_call(table.canonical, boards, r)
    masks = [(sum(1 << i for i in range(9) if c[i] == 1), sum(1 << i for i in range(9) if c[i] == 2)) for c in boards]
    t_masks = per_call(G.canonical_masks, masks, r)
    nauty = ColouredBoardCanonizer(9, EDGES, LINES)
    t_nauty = per_call(nauty.key, boards[:2000], r)
    t_build = best_of(lambda: CanonicalTable(G, 3), r)
    print("canonical form of a 3x3 position (8 symmetries), microseconds per call:")
    print(f"  naive generator min (reference)      {t_naive:7.2f}")
    print(f"  CellGroup.canonical (itemgetter)     {t_canon:7.2f}   x{t_naive / t_canon:.1f} faster")
    print(f"  CellGroup.canonical_masks (bitmasks) {t_masks:7.2f}   x{t_naive / t_masks:.1f}")
    print(f"  CanonicalTable.canonical_code (int)  {t_table:7.2f}   x{t_naive / t_table:.1f}"
          f"   (table of 3^9 built in {t_build * 1000:.1f} ms)")
    print(f"  CanonicalTable.canonical (tuple)     {t_table_tuple:7.2f}   x{t_naive / t_table_tuple:.1f}")
    print(f"  nauty coloured-graph key             {t_nauty:7.2f}   x{t_naive / t_nauty:.2f}")

    print("canonical keys of bitmask positions (X cells, O cells): the one scheme every board game uses,")
    print("microseconds per call against the naive minimum over images of the cell tuple:")
    for name, group in (("3x3 board, D4 (tables)", G), ("5x5 board, D4 (tables, 2 chunks)", dihedral_square(5)),
                        ("6 cells, S6, 720 elements (numpy)", CellGroup.generate([[1, 0, 2, 3, 4, 5],
                                                                                   [1, 2, 3, 4, 5, 0]]))):
        n = group.degree
        cells = [tuple(rng.randrange(3) for _ in range(n)) for _ in range(5000 if group.order() <= 64 else 500)]
        pairs = [(sum(1 << i for i in range(n) if c[i] == 1), sum(1 << i for i in range(n) if c[i] == 2))
                 for c in cells]
        rows = [tuple(g) for g in group.elements.tolist()]
        key = group.mask_canonizer(2)
        t_ref = per_call(lambda c: min(tuple(c[i] for i in g) for g in rows), cells, r)
        t_key = per_call(lambda xo: key(*xo), pairs, r)
        t_code = per_call(group.canonical_code, pairs, r)
        print(f"  {name:34s} mask_canonizer(2) {t_key:7.2f}   canonical_code {t_code:7.2f}   "
              f"naive {t_ref:8.2f}   x{t_ref / t_key:.1f} faster")

    t_b = best_of(lambda: burnside(G, multiplicities=(3, 3, 3)), r, 20)
    t_be = best_of(lambda: burnside(G, multiplicities=(3, 3, 3), method="enumerate"), r)
    print("Burnside table of the 3x3 board, 3 X / 3 O / 3 empty (1680 boards):")
    print(f"  from cycle types                     {t_b * 1000:7.3f} ms")
    print(f"  by testing all boards (twin)         {t_be * 1000:7.3f} ms   cycles x{t_be / t_b:.0f} faster")

    G8 = dihedral_square(8)
    polya_count(G8, multiplicities=(62, 1, 1), method="sympy")  # warm up: sympy's polynomial ring imports
    print("Polya counts, 8x8 board under D4, coefficient extraction:")
    for mult in [(32, 32), (22, 21, 21), (16, 16, 16, 16)]:
        t_fast = best_of(lambda: polya_count(G8, multiplicities=mult), r)
        t_sym = best_of(lambda: polya_count(G8, multiplicities=mult, method="sympy"), 1)
        print(f"  multiplicities {str(mult):18s} cycles {t_fast * 1000:8.3f} ms   sympy ring {t_sym * 1000:8.1f} ms"
              f"   ratio x{t_sym / t_fast:.0f}")
    t_all = best_of(lambda: [polya_count(dihedral_square(n), multiplicities=(n * n - 2 * (n * n // 3),
                                                                                 n * n // 3, n * n // 3))
                             for n in range(1, 9)], r)
    print(f"  all n = 1..8 with thirds of each colour:    {t_all * 1000:8.3f} ms")
    t_neck = best_of(lambda: [(necklaces(n, k), bracelets(n, k)) for n in range(1, 31) for k in range(1, 6)], r)
    print(f"necklaces and bracelets, n <= 30, k <= 5:     {t_neck * 1000:8.1f} ms")

    t_aut = best_of(lambda: automorphism_group(9, EDGES, LINES), r)
    t_aut_nx = best_of(lambda: automorphism_group(9, EDGES, LINES, backend="networkx"), r)
    print("automorphism group of the Picaria board (20 edges, 8 lines):")
    print(f"  nauty                                {t_aut * 1000:7.2f} ms")
    print(f"  networkx VF2 (reference)             {t_aut_nx * 1000:7.2f} ms   nauty x{t_aut_nx / t_aut:.1f} faster")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
