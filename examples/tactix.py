"""Tactix on an S-shaped board (seed 004_7c4ca64fa9fabca3.txt): what the toolkit reproduces.

Run ``python examples/tactix.py``; with COMBGAMES_SHORT=1 it does a quick version (smaller tables).

1. Nim and octal games: Bouton's rule, a winning move, Kayles and Dawson's Kayles with their periods.
2. TACTIX (misere) on 4 x 4: a second-player win, by search over whole positions.
3. Normal play on rectangles: values of full rectangles, and the copying strategies checked against
   every reply.
4. Monotonic boards by dynamic programming (checked on every board of up to 8 counters); the S-shape formula r(a, b) against the exact values, its base
   case, and its speed at a = b = 10^18.
5. The table of every subset of a board through the compiled kernel (4 x 4 short, 5 x 5 full).
"""

import os
import time

from combgames.games.tactix import Tactix
from combgames.grundy import (check_memoryless_strategy, grundy_value, mirror_strategy, monotone_boards, nim_sum,
                              nim_winning_moves, octal_periodicity, s_formula, s_table, staircase_value,
                              tactix_table, tactix_value, winning_moves)
from combgames.solvers import outcome_class

SHORT = bool(os.environ.get("COMBGAMES_SHORT"))


def main() -> None:
    print("1. Nim and octal games")
    heaps = [3, 4, 5]
    print(f"   Nim {heaps}: nim-sum {nim_sum(heaps)}, winning moves (heap, take) {nim_winning_moves(heaps)}, "
          f"misere {nim_winning_moves(heaps, 'misere')}")
    for name, code in [("Kayles", "0.77"), ("Dawson's Kayles", "0.07")]:
        per = octal_periodicity(code, 400)
        print(f"   {name} ({code}): period {per.period} from n = {per.preperiod} (proved: {per.proven}); "
              f"exceptions {list(per.exceptions)}")

    print("2. TACTIX (misere) on the 4 x 4 board")
    t0 = time.perf_counter()
    oc = outcome_class(Tactix(4, 4, convention="misere"))
    print(f"   outcome {oc} ({'second' if oc == 'P' else 'first'} player wins), {time.perf_counter() - t0:.1f} s")

    print("3. Normal play on full rectangles")
    for rows, cols in [(2, 2), (2, 4), (3, 3), (3, 4), (4, 4)]:
        game = Tactix(rows, cols)
        strategy = mirror_strategy(game)
        visited = check_memoryless_strategy(game, strategy, strategy.owner)
        moves = [game.format_move(m) for m in winning_moves(game)]
        print(f"   {rows} x {cols}: value {tactix_value(game)}, copying strategy wins for player "
              f"{strategy.owner + 1} ({visited} positions checked); winning first moves {moves}")

    print("4. Monotonic and S-shaped boards")
    for lengths in ([3, 2, 4], [1, 1, 1], [5, 5]):
        print(f"   staircase with rows {lengths}: value {staircase_value(lengths)}")
    most = 6 if SHORT else 8
    boards = [(lengths, game) for total in range(1, most + 1) for lengths, game in monotone_boards(total)]
    agree = sum(staircase_value(lengths) == grundy_value(game) for lengths, game in boards)
    print(f"   DP against the generic Grundy solver on all {len(boards)} monotonic boards with <= {most} counters: "
          f"{agree} agree")
    n = 128 if SHORT else 256
    R = s_table(n)
    bad = sum(1 for a in range(n + 1) for b in range(n + 1) if s_formula(a, b) != R[a, b])
    print(f"   r(a, b) vs exact DP for all a, b <= {n}: {bad} differences (base case r(a, 0) = a, r(0, b) = b)")
    print(f"   with base case 0: r(2, 3) would be {s_formula(2, 3, base='zero')}, exact {int(R[2, 3])}")
    t0 = time.perf_counter()
    v = s_formula(10**18, 10**18)
    print(f"   r(10^18, 10^18) = {v} in {(time.perf_counter() - t0) * 1e6:.0f} microseconds")
    print("   S(a, b) for a, b = 1..8:")
    for a in range(1, 9):
        print("     " + " ".join(f"{int(R[a, b]):2d}" for b in range(1, 9)))

    print("5. Tables of every subset")
    size = (4, 4) if SHORT else (5, 5)
    normal = tactix_table(*size)
    misere = tactix_table(*size, convention="misere")
    full = (1 << (size[0] * size[1])) - 1
    print(f"   {size[0]} x {size[1]}: {len(normal.values)} positions, normal {normal.seconds:.2f} s, misere "
          f"{misere.seconds:.2f} s ({normal.backend}); full board value {int(normal.values[full])}, misere "
          f"{'N' if misere.values[full] else 'P'}")


if __name__ == "__main__":
    main()
