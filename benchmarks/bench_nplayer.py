"""Benchmark: exact n-player solves of the three-player torus game (coalition values for every coalition).

Run: ``python benchmarks/bench_nplayer.py [--repeat 3] [--full4] [--variants] [--samples 200000]``.

Measured, with the references from the same run:

* 3x3 (every coalition from the start): generic search with the canonical key (translations, half-turn,
  colour swap), generic retrograde analysis, the placement kernel in plain Python and compiled (numba);
  time and positions per second, interleaved runs, the ratios against the generic search;
* 4x4 middle games (``--mid-stones`` stones placed at random, the rest solved): generic search against the
  compiled kernel on the same positions, interleaved;
* 4x4 from the empty board (and with the centre stone): the compiled kernel keyed by the least rank over
  translations, half-turn and colour swap, against the same kernel keyed by the colour swap only (``--full4``,
  about 20 s), the goal being every coalition in under a minute; ``--variants`` solves all 12 rule variants
  (assignment x cross policy x centre stone) and prints their answers; the boards 3x4, 3x5 and 5x3;
* the proof search (one question at a time, no table of all positions) against the full solve on 4x4, and
  the coalition table at the start of the 5x5 board (``--five``: every pair, for both assignments with the
  text's cross policy, with and without the centre stone; a singleton forces its win exactly when the other
  two do not, since no game is drawn under that policy); ``--six 12,01,02``: the pairs on the text's own
  6x6 board (13 to 22 minutes each; pair 02 undecided at 90 million positions, 24 minutes);
* growth 3x3 -> 4x4 -> 5x5: positions in play counted by the kernel on 3x3 and 4x4, and estimated on 5x5
  from the share of random boards (``--samples``) that hold no loop of either colour, with the time the
  kernel would need at the measured rate and the memory its array of ranked boards would take.
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np

from combgames.analysis.torus3 import VARIANTS, solve_torus3, torus3_report
from combgames.games.torus import TorusConnectionGame
from combgames.solvers.coalition import coalition_values
from topology import CoverUnionFind


def timed(fn):
    start = time.perf_counter()
    out = fn()
    return time.perf_counter() - start, out


def three_by_three(repeat: int) -> None:
    g = TorusConnectionGame(3)
    methods = {
        "generic search": lambda: coalition_values(g, method="search"),
        "generic retrograde": lambda: coalition_values(g, method="retrograde"),
        "kernel (python)": lambda: coalition_values(g, method="kernel", backend="python"),
        "kernel (numba)": lambda: coalition_values(g, method="kernel", backend="numba"),
    }
    methods["kernel (numba)"]()  # compile (or load the cache) outside the timing
    best = {name: float("inf") for name in methods}
    sizes = {}
    for _ in range(repeat):  # interleaved
        for name, fn in methods.items():
            t, table = timed(fn)
            best[name] = min(best[name], t)
            sizes[name] = table.stats["positions"]
    base = best["generic search"]
    print("3x3, every coalition from the empty board (best of %d, interleaved):" % repeat)
    for name in methods:
        print(f"  {name:<20} {best[name]:8.4f} s  {sizes[name]:>7} positions  {sizes[name] / best[name]:>12,.0f} "
              f"positions/s  speed-up {base / best[name]:8.1f}x")
    print("  (positions are orbits of translations, half-turn and colour swap; the generic methods count the finished "
          "positions too, the kernel only those in play)")


def middle_games(repeat: int, stones: int, count: int) -> None:
    rng = random.Random(1)
    g = TorusConnectionGame(4)
    starts = []
    while len(starts) < count:
        p = g.initial()
        while sum(1 for c in p.board if c) < stones and g.result(p) is None:
            p = g.play(p, rng.choice(g.moves(p)))
        if g.result(p) is None:
            starts.append(p)
    coalition_values(g, starts[0], method="kernel")
    generic = kernel = 0.0
    gen_pos = ker_pos = 0
    for _ in range(repeat):
        for p in starts:
            t, s = timed(lambda: coalition_values(g, p, method="search"))
            generic += t
            gen_pos += s.stats["positions"]
            t, k = timed(lambda: coalition_values(g, p, method="kernel"))
            kernel += t
            ker_pos += k.stats["positions"]
            assert k.bits(p) == s.bits(p)
    print(f"4x4 middle games ({count} positions with {stones} stones, {repeat} rounds, interleaved): generic search "
          f"{generic:.2f} s ({gen_pos / generic:,.0f} positions/s), kernel {kernel:.2f} s ({ker_pos / kernel:,.0f} "
          f"positions/s; its time includes zeroing the 3^16-word array per solve); ratio {generic / kernel:.1f}x")


def four_by_four(full: bool, variants: bool) -> dict:
    runs = [("sextant", "placer", False), ("sextant", "placer", True)]
    if variants:
        runs = list(VARIANTS)
    if full:
        t, table = timed(lambda: solve_torus3(4, symmetry=False))
        s = table.stats
        print(f"4x4 sextant/placer/False keyed by the colour swap only: {t:.1f} s, {s['positions']:,} positions, "
              f"{s['positions'] / s['kernel seconds']:,.0f} positions/s")
        del table
    rates = {}
    for v in runs:
        t, table = timed(lambda: solve_torus3(4, *v))
        s = table.stats
        rates[v] = (s["positions"], s["kernel seconds"])
        print(f"4x4 {'/'.join(map(str, v))}: {t:.1f} s, {s['positions']:,} positions in play, "
              f"{s['positions'] / s['kernel seconds']:,.0f} positions/s, {s['edges']:,} moves")
        if variants or v == runs[0]:
            r = torus3_report(4, *v, table=table)
            print(f"    alone {r['alone']} pairs {r['pairs']}")
            print(f"    helped {r['helped']}")
            print(f"    strict {r['strict']}")
            print(f"    kingmaker positions {r['kingmaker positions']}")
            print(f"    Chameleon: {r['chameleon']}, drawn endings {r['drawn endings']}")
    return rates


def other_boards() -> None:
    for n, m in ((3, 4), (3, 5), (5, 3)):
        g = TorusConnectionGame(n, m)
        t, table = timed(lambda: coalition_values(g))
        km = table.kingmakers()
        print(f"{n}x{m} (columns x rows): {t:.2f} s, {table.stats['positions']:,} positions; coalitions forcing their "
              f"win {[c for c, v in table.table().items() if v]}; kingmakers at the start {km}")


def proofs(five: bool) -> None:
    from combgames.analysis.torus3 import prove_coalition

    full = solve_torus3(4)
    prove_coalition(3, (0, 1))  # compile (or load the cache) outside the timing
    for team in ((0, 1), (0, 2), (1, 2), (0,)):
        t, r = timed(lambda: prove_coalition(4, team))
        assert r["forces"] == full.forces(team)
        print(f"4x4 proof search {team}: {r['forces']}, {r['positions']:,} positions, {t:.3f} s "
              f"(full solve {full.stats['seconds']:.2f} s, {full.stats['positions']:,} positions)")
    if not five:
        return
    for v in [("sextant", "placer", False), ("parity", "placer", False), ("sextant", "placer", True),
              ("parity", "placer", True)]:
        for team in ((0, 1), (0, 2), (1, 2)):
            t, r = timed(lambda: prove_coalition(5, team, None, *v, max_nodes=30_000_000))
            print(f"5x5 {'/'.join(map(str, v))} pair {team}: forces {r['forces']}, {r['positions']:,} positions, "
                  f"{t:.1f} s ({r['positions'] / max(t, 1e-9):,.0f} positions/s)", flush=True)


def six(pairs: str) -> None:
    """The text's own 6x6 board: one pair at a time (pair 12: 20.8 million positions, 13 minutes; pair 01: 40.8
    million, 22 minutes, on one core of a busy machine; the hash table takes 1.2 GB)."""
    from combgames.analysis.torus3 import prove_coalition

    for text in pairs.split(","):
        team = tuple(int(c) for c in text)
        t, r = timed(lambda: prove_coalition(6, team, table_bits=27, max_nodes=150_000_000))
        print(f"6x6 sextant/placer pair {team}: forces {r['forces']}, {r['positions']:,} positions, {t:.0f} s",
              flush=True)


def loop_free_share(n: int, samples: int) -> float:
    """The share of random three-state boards (each cell empty, x or o) with no loop of either colour."""
    rng = random.Random(n)
    t = TorusConnectionGame(n).surface
    free = 0
    for _ in range(samples):
        cells = [rng.randrange(3) for _ in range(t.size)]
        ok = True
        for colour in (1, 2):
            uf = CoverUnionFind(t, [c for c in range(t.size) if cells[c] == colour])
            if any(uf.is_non_contractible(comp[0]) for comp in uf.components()):
                ok = False
                break
        free += ok
    return free / samples


def growth(rate: float, samples: int) -> None:
    print("growth (positions in play: boards up to the colour swap; orbits of translations, half-turn, swap):")
    for n in (3, 4):
        t = solve_torus3(n)
        share = loop_free_share(n, min(samples, 20000))
        print(f"  {n}x{n}: {t.stats['positions']:,} orbits solved (kernel {t.stats['kernel seconds']:.2f} s); boards "
              f"estimated from random boards {share * 3 ** (n * n) / 2:,.0f}")
    share = loop_free_share(5, samples)
    est = share * 3 ** 25 / 2
    print(f"  5x5: estimated {est:.3g} boards ({share:.4f} of the 3^25 boards hold no loop, {samples} samples), about "
          f"{est / 50:.3g} up to translation and half-turn; at {rate:,.0f} positions/s: {est / 50 / rate / 3600:,.1f} "
          f"hours, and the kernel's ranked array would take {8 * 3 ** 25 / 1e12:,.1f} TB (refused: at most 17 "
          "cells); the proof search answers single questions instead (--five)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--mid-stones", type=int, default=9)
    parser.add_argument("--mid-count", type=int, default=3)
    parser.add_argument("--full4", action="store_true", help="also solve 4x4 from the empty board (about 20 s)")
    parser.add_argument("--variants", action="store_true", help="solve every 4x4 rule variant (about 3 minutes)")
    parser.add_argument("--samples", type=int, default=200000, help="random 5x5 boards for the growth estimate")
    parser.add_argument("--five", action="store_true", help="the 5x5 coalition table by proof search (minutes)")
    parser.add_argument("--six", metavar="PAIRS", default="",
                        help="6x6 pairs to prove, e.g. 12,01 (13-22 minutes each)")
    args = parser.parse_args()
    three_by_three(args.repeat)
    middle_games(args.repeat, args.mid_stones, args.mid_count)
    rates = four_by_four(args.full4, args.variants)
    other_boards()
    proofs(args.five)
    if args.six:
        six(args.six)
    rate = max(p / s for p, s in rates.values())
    growth(rate, args.samples)
    print(f"numpy {np.__version__}")


if __name__ == "__main__":
    main()
