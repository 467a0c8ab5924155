"""Benchmark: the compiled retrograde analysis of stone games against the generic one, and the Picaria relatives.

Run: ``python benchmarks/bench_compiled_retrograde.py [--repeat N] [--member S KX KO] [--sweep SECONDS]``.

* Side by side (interleaved, best of ``--repeat``): :func:`combgames.solvers.retrograde` (orbits under the
  board's symmetries, dictionaries) and :func:`~combgames.solvers.compiled_retrograde.compiled_retrograde`
  (every position ranked, numba kernels) on Picaria, Mu Torere and the relatives s = 5, 6 of the family, with
  positions per second of each and the ratio of the CPU times; both must give the empty board the same value.
* ``--member S KX KO``: one relative (s sides, kx and ko stones) by the compiled analysis alone, with its wall and
  CPU seconds (the machine may be shared: CPU seconds are what the solve itself cost).
* ``--sweep SECONDS``: the relatives the generic analysis could not reach (s >= 9, k >= 4, stones (k, k) and
  (k, k + 1)), smallest first, until the budget of CPU seconds is spent (a member is started while any is left)
  or the next one exceeds the position limit; prints each value of the empty board for X.

The first call in a fresh checkout compiles the kernels (cached on disk after that); a warm-up keeps it out of
the figures.
"""

from __future__ import annotations

import argparse
import sys
import time

from combgames.games.blockade import mu_torere
from combgames.games.picaria import Picaria, family_game
from combgames.solvers import retrograde
from combgames.solvers.compiled_retrograde import MAX_RANKED_POSITIONS, compiled_retrograde
from combgames.solvers.ranking import StoneRanking, stone_layers


def interleaved(contenders: dict, repeat: int) -> tuple[dict, dict]:
    times = {name: float("inf") for name in contenders}
    results = {}
    for _ in range(repeat):
        for name, fn in contenders.items():
            t = time.process_time()
            results[name] = fn()
            times[name] = min(times[name], time.process_time() - t)
    return times, results


def side_by_side(repeat: int) -> None:
    compiled_retrograde(Picaria())  # warm-up: loads (or compiles) the kernels
    games = {"picaria": Picaria, "mu-torere": mu_torere, "polygon5 (3,4)": lambda: family_game(5, (3, 4)),
             "polygon5 (4,4)": lambda: family_game(5, (4, 4)), "polygon6 (4,5)": lambda: family_game(6, (4, 5))}
    print(f"{'game':16} {'generic s':>10} {'orbits':>9} {'orbits/s':>10} {'compiled s':>11} {'positions':>10} "
          f"{'positions/s':>12} {'ratio':>6}  value")
    for name, make in games.items():
        game = make()
        times, results = interleaved({"generic": lambda: retrograde(game), "compiled": lambda: compiled_retrograde(game)},
                                     repeat if name != "polygon6 (4,5)" else 1)
        g, c = results["generic"], results["compiled"]
        v = g.value(game.initial())
        if c.value(game.initial()) != v:
            raise AssertionError(f"{name}: generic {v}, compiled {c.value(game.initial())}")
        print(f"{name:16} {times['generic']:10.3f} {g.size:9,} {g.size / times['generic']:10,.0f} "
              f"{times['compiled']:11.3f} {c.size:10,} {c.size / times['compiled']:12,.0f} "
              f"{times['generic'] / times['compiled']:6.1f}  {v}")


def member(s: int, kx: int, ko: int, limit: int = MAX_RANKED_POSITIONS) -> tuple[float, float, object]:
    game = family_game(s, (kx, ko))
    wall, cpu = time.perf_counter(), time.process_time()
    r = compiled_retrograde(game, max_positions=limit)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print(f"  s={s} stones=({kx},{ko}) points={2 * s + 1}: {r.size:,} positions, {r.edges:,} moves, "
          f"{wall:.1f} s wall, {cpu:.1f} s CPU ({r.size / cpu:,.0f} positions per CPU second), "
          f"value of the empty board {r.value(game.initial())}, {r.counts}", flush=True)
    return wall, cpu, r.value(game.initial())


def sweep(budget: float, limit: int) -> None:
    members = []
    for s in range(9, 13):
        for k in range(4, s + 1):
            for stones in ((k, k), (k, k + 1)):
                if sum(stones) < 2 * s + 1:
                    size = StoneRanking(2 * s + 1, stone_layers(stones, True)).size
                    members.append((size, s, stones))
    members.sort()
    start = time.process_time()
    print(f"relatives s >= 9, k >= 4 (budget {budget:.0f} CPU s, at most {limit:,} positions each)", flush=True)
    for size, s, (kx, ko) in members:
        left = budget - (time.process_time() - start)
        if size > limit:
            print(f"  stop: s={s} stones=({kx},{ko}) has {size:,} positions, over the limit")
            break
        if left <= 0:
            print(f"  stop: the budget is spent; next would be s={s} stones=({kx},{ko}), {size:,} positions")
            break
        member(s, kx, ko, limit)
    print(f"sweep: {time.process_time() - start:.0f} CPU s in all", flush=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--member", type=int, nargs=3, metavar=("S", "KX", "KO"))
    ap.add_argument("--sweep", type=float, metavar="SECONDS")
    ap.add_argument("--limit", type=int, default=MAX_RANKED_POSITIONS, help="most positions of one solve")
    ap.add_argument("--skip-side-by-side", action="store_true")
    args = ap.parse_args(argv)
    if not args.skip_side_by_side:
        side_by_side(args.repeat)
    if args.member:
        print("one relative, compiled:")
        member(*args.member, limit=args.limit)
    if args.sweep:
        sweep(args.sweep, args.limit)
    return 0


if __name__ == "__main__":
    sys.exit(main())
