"""Benchmark: retrograde solution of Picaria and of its family (s sides, k stones, handicap (k, k + 1)).

Prints, for 9-point Picaria, the time of a full retrograde solution (all phases, all reachable positions,
orbits under the board's 8 symmetries) and positions per second, with and without symmetry; then the family
table: for s = 3..8 and k = 3.. (while 2k < 2s + 1 points, and while the estimated state space is under
``--max-states``), the value of the empty board for X and the number of plies under optimal play, with
equal stones and with the handicap (k, k + 1).

Run: ``python benchmarks/bench_picaria.py [--max-states N] [--smax S]``. Timing goes to stdout as a table.
"""

from __future__ import annotations

import argparse
import sys
import time
from math import comb

from combgames.analysis.picaria import family_members, rule_variants, stone_advantage
from combgames.games.picaria import Picaria, family_game
from combgames.solvers import retrograde


def estimated_states(s: int, kx: int, ko: int) -> int:
    """Number of (X, O) stone placements with full stone counts, times 2 movers, over the 2s symmetries."""
    n = 2 * s + 1
    return 2 * comb(n, kx) * comb(n - kx, ko) // (2 * s)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--max-states", type=int, default=400_000, help="skip family members estimated larger")
    ap.add_argument("--smax", type=int, default=8)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--advantage", action="store_true", help="also the stone-advantage table for k = 3")
    ap.add_argument("--skip-family", action="store_true", help="skip the family table")
    ap.add_argument("--article", action="store_true",
                    help="also solve the article's rule variants on both boards, both line rules")
    args = ap.parse_args(argv)

    g = Picaria()
    best = min(_timed(lambda: retrograde(g)) for _ in range(args.repeat))
    r = retrograde(g)
    print(f"picaria 9-point, symmetry:    {r.size} orbits, {r.edges} edges, {best * 1000:.1f} ms, "
          f"{r.size / best:,.0f} positions/s, value {r.value(g.initial())}")
    best_plain = min(_timed(lambda: retrograde(g, symmetry=False)) for _ in range(args.repeat))
    rp = retrograde(g, symmetry=False)
    print(f"picaria 9-point, no symmetry: {rp.size} positions, {rp.edges} edges, {best_plain * 1000:.1f} ms, "
          f"{rp.size / best_plain:,.0f} positions/s")
    if args.article:
        print()
        print("article variants (value of the empty board for X; seconds for all centre rules):")
        for board in ("picaria", "picaria13"):
            for lines in ("consecutive", "any"):
                t0 = time.perf_counter()
                out = {c: str(v) for c, v in rule_variants(board, lines=lines).items()}
                print(f"  {board:9} lines={lines:11} {time.perf_counter() - t0:6.2f}s  {out}", flush=True)
    if args.advantage:
        print()
        print("stone advantage (k = 3; O has l extra stones): value for X, l = 0, 1, ... until O wins")
        for s in range(4, args.smax + 1):
            t0 = time.perf_counter()
            out = {l: str(v) for l, v in stone_advantage(s).items()}
            print(f"  s = {s}: {out}  ({time.perf_counter() - t0:.1f}s)", flush=True)
    if args.skip_family:
        return 0
    print()
    print(f"{'s':>2} {'stones':>7} {'points':>6} {'orbits':>8} {'seconds':>8} {'pos/s':>8}  value of the empty board (X to move)")
    for s, stones in family_members(args.smax):
        n = 2 * s + 1
        est = estimated_states(s, *stones)
        if est > args.max_states:
            print(f"{s:>2} {str(stones):>7} {n:>6}  skipped: about {est:,} orbits in the last phase "
                  f"(> --max-states {args.max_states:,})", flush=True)
            continue
        game = family_game(s, stones)
        t0 = time.perf_counter()
        rr = retrograde(game)
        dt = time.perf_counter() - t0
        print(f"{s:>2} {str(stones):>7} {n:>6} {rr.size:>8} {dt:>8.2f} {rr.size / dt:>8,.0f}  "
              f"{rr.value(game.initial())}", flush=True)
    return 0


def _timed(f) -> float:
    t0 = time.perf_counter()
    f()
    return time.perf_counter() - t0


if __name__ == "__main__":
    sys.exit(main())
