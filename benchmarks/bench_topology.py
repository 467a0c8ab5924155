"""Benchmark: union-find over the universal cover and the class census (topology).

Run: ``python benchmarks/bench_topology.py [--size 100] [--repeat 3] [--exhaustive 7]``.

- microseconds per stone when filling a size x size hex torus (and Klein bottle) in random order with
  :class:`topology.CoverUnionFind`, against networkx's plain ``UnionFind`` (no offsets, no periods) measured
  in the same run, and against rebuilding the components by BFS in the cover after every stone on a
  smaller board;
- the class census (theorem + verified constructions) for n = 3..8, and the exhaustive search that checks
  it (induced cycles up to ``--exhaustive``);
- the simple cycles of small hex Klein bottles with their deck elements (:func:`topology.simple_cycles`),
  against networkx's ``simple_cycles`` on the same cell graph (cycles only, no deck elements) measured in
  the same run, and the check of the Klein bottle's simple classes (:mod:`topology.homology`) on them.
"""

from __future__ import annotations

import argparse
import random
import time

import networkx as nx
from networkx.utils import UnionFind

from topology import (
    KLEIN_SIMPLE_CLASSES,
    CoverUnionFind,
    class_census,
    exhaustive_census,
    hex_klein_bottle,
    hex_torus,
    is_simple_klein_element,
    klein_homology_class,
    simple_cycles,
)


def fill_cover(surface, order) -> float:
    start = time.perf_counter()
    uf = CoverUnionFind(surface)
    for c in order:
        uf.add(c)
    return time.perf_counter() - start


def fill_plain(surface, order) -> float:
    start = time.perf_counter()
    uf = UnionFind()
    present = set()
    for c in order:
        present.add(c)
        uf[c]
        for v, _ in surface.neighbours[c]:
            if v in present:
                uf.union(c, v)
    return time.perf_counter() - start


def fill_bfs(surface, order) -> float:
    """Reference: recompute every component's lifts by BFS after each stone (quadratic)."""
    g = surface.group
    start = time.perf_counter()
    stones: set[int] = set()
    for c in order:
        stones.add(c)
        lift = {}
        for s in stones:
            if s in lift:
                continue
            lift[s] = g.identity
            queue = [s]
            while queue:
                u = queue.pop()
                for v, h in surface.neighbours[u]:
                    if v in stones and v not in lift:
                        lift[v] = g.mul(lift[u], h)
                        queue.append(v)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--exhaustive", type=int, default=6, help="largest n for the exhaustive induced census")
    args = parser.parse_args()
    rng = random.Random(1)
    for make in (hex_torus, hex_klein_bottle):
        s = make(args.size)
        order = list(range(s.size))
        rng.shuffle(order)
        cover = min(fill_cover(s, order) for _ in range(args.repeat))
        plain = min(fill_plain(s, order) for _ in range(args.repeat))
        print(f"{s.name}: CoverUnionFind {1e6 * cover / s.size:.1f} us/stone (full board, random order); "
              f"networkx UnionFind {1e6 * plain / s.size:.1f} us/stone; ratio {cover / plain:.2f}")
    small = hex_torus(20)
    order = list(range(small.size))
    rng.shuffle(order)
    order = order[:200]
    cover = min(fill_cover(small, order) for _ in range(args.repeat))
    bfs = fill_bfs(small, order)
    print(f"{small.name}, 200 stones: CoverUnionFind {1e6 * cover / 200:.1f} us/stone, BFS rebuild "
          f"{1e6 * bfs / 200:.0f} us/stone; ratio {bfs / cover:.0f}x")
    start = time.perf_counter()
    for n in range(3, 9):
        class_census(n, "simple")
        class_census(n, "induced")
    print(f"class census (simple and non-touching), n = 3..8: {time.perf_counter() - start:.3f} s")
    for n in range(3, args.exhaustive + 1):
        start = time.perf_counter()
        ok = exhaustive_census(n, "induced", symmetry=True) == class_census(n, "induced")
        mid = time.perf_counter()
        plain = f"{exhaustive_census(n, 'induced') == class_census(n, 'induced')}, plain search " \
            f"{time.perf_counter() - mid:.2f} s" if n <= 6 else "plain search skipped (n > 6)"
        print(f"exhaustive non-touching census n = {n}: {mid - start:.2f} s with rotation reduction, agrees: {ok}; "
              f"{plain}")
    start = time.perf_counter()
    ok = exhaustive_census(3, "simple") == class_census(3, "simple")
    print(f"exhaustive simple census n = 3: {time.perf_counter() - start:.2f} s, agrees: {ok}")
    for n, m in ((3, 3), (3, 4), (4, 3)):
        k = hex_klein_bottle(n, m)
        start = time.perf_counter()
        cycles = list(simple_cycles(k))
        ours = time.perf_counter() - start
        graph = k.to_networkx()
        start = time.perf_counter()
        theirs = sum(1 for _ in nx.simple_cycles(graph))
        reference = time.perf_counter() - start
        classes = {c for _, e in cycles for c in (klein_homology_class(e), -klein_homology_class(e))}
        ok = sorted(classes) == list(KLEIN_SIMPLE_CLASSES) and all(is_simple_klein_element(e) for _, e in cycles)
        print(f"simple cycles of the {k.name}: {len(cycles)} in {ours:.2f} s with deck elements; networkx "
              f"simple_cycles {theirs} in {reference:.2f} s (ratio {ours / reference:.2f}); classes as the "
              f"theorem says: {ok}")


if __name__ == "__main__":
    main()
