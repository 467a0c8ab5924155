"""Benchmark: tic-tac-toe on planes and designs (seeds/001_b5e936bd6e3419b9.txt), solved by alpha-beta.

Run: ``python benchmarks/bench_positional.py [--large] [--jobs N]``.

For each structure, the value, nodes, time and nodes/s of:

* the reference: alpha-beta on the exact rules with the symmetry key (small structures only);
* reduced play (forced answers, dead points dropped; value and distance unchanged) with the nauty key,
  without the Erdos-Selfridge draw detection ("outright");
* reduced play with Erdos-Selfridge draw detection;
* the ratio of times against the reference measured in the same run.

``--large`` adds AG(2, 5) (with Erdos-Selfridge draws: about 10-15 s; outright: about 2 minutes, 3.2 million
nodes) and the split over the orbits of the first three moves
through a ``ProcessPoolExecutor`` with ``--jobs`` workers. Symmetry keys are compared on pi_4: the numpy
group-element key (5760 elements), nauty, and no symmetry (the last only with ``--large``: about a minute).
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor

from combgames.games.designs_games import (
    affine_plane_game,
    mols_game,
    projective_plane_game,
    transversal_design_game,
)
from combgames.games.positional import PositionalGame
from combgames.solvers import alphabeta
from combgames.solvers.parallel import parallel_solve
from combgames.sources.affine_tictactoe import pi4_game
from combgames.symmetry import CellGroup


def run(game, symmetry=True):
    start = time.perf_counter()
    r = alphabeta(game, symmetry=symmetry)
    s = time.perf_counter() - start
    return r.value, r.nodes, s


def row(name, game, reference=None, symmetry=True):
    v, n, s = run(game, symmetry)
    ratio = f"  x{reference / s:6.1f} against the first row of its block" if reference else ""
    print(f"{name:<42} {str(v):<11} {n:>9,} nodes {s:8.2f} s {n / s:>9,.0f} nodes/s{ratio}", flush=True)
    return s


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--large", action="store_true", help="also AG(2,5), parallel split, pi_4 without symmetry")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()

    print("== structures: exact rules (reference) / reduced outright / reduced + Erdos-Selfridge")
    small = [("AG(2,3)", lambda **k: affine_plane_game(3, **k)), ("PG(2,3)", lambda **k: projective_plane_game(3, **k)),
             ("pi_4 = AG(2,4)", lambda **k: pi4_game(**k)), ("TD(4,4)", lambda **k: transversal_design_game(4, 4, **k))]
    for name, build in small:
        ref = row(f"{name} exact rules", build())
        row(f"{name} reduced outright", build(reduced=True, erdos_selfridge=False), ref)
        row(f"{name} reduced + ES", build(reduced=True), ref)
    row("PG(2,4) reduced outright", projective_plane_game(4, reduced=True, erdos_selfridge=False))
    row("PG(2,4) reduced + ES", projective_plane_game(4, reduced=True))
    row("3 MOLS(4) + groups (PG(2,4) - point) + ES", mols_game(3, 4, with_groups=True, reduced=True))
    row("TD(4,5) reduced + ES", transversal_design_game(4, 5, reduced=True))

    print("== symmetry keys on pi_4 (reduced play)")
    g = pi4_game(reduced=True)
    group = CellGroup.generate(g.generators, g.n)
    lines = [g.line_points[k] for k in range(len(g.lines))]
    ref = row("nauty key", g)
    row("group key (numpy, 5760 elements)", PositionalGame(g.labels, lines, group=group, reduced=True), ref)
    row("nauty key up to 6 stones", pi4_game(reduced=True, key_depth=6), ref)
    if args.large:
        row("no symmetry", pi4_game(reduced=True), ref, symmetry=False)
        row("AG(2,5) reduced + ES", affine_plane_game(5, reduced=True))
        row("AG(2,5) reduced + ES, nauty key to 14 stones", affine_plane_game(5, reduced=True, key_depth=14))
        row("AG(2,5) reduced outright, key to 14 stones",
            affine_plane_game(5, reduced=True, erdos_selfridge=False, key_depth=14))
        for depth in (2, 3):
            start = time.perf_counter()
            with ProcessPoolExecutor(args.jobs) as ex:
                r = parallel_solve(affine_plane_game(5, reduced=True), depth=depth, executor=ex)
            wall = time.perf_counter() - start
            print(f"AG(2,5) split depth {depth}: {r.value}, {len(r.subproblems)} subproblems, {r.nodes:,} nodes, "
                  f"{wall:.1f} s wall, {r.cpu_seconds:.1f} s in workers ({args.jobs} processes)", flush=True)


if __name__ == "__main__":
    main()
