"""Benchmark: solving tic-tac-toe from the empty board, as a ratio against OpenSpiel measured in the same run.

Run: ``python benchmarks/bench_search.py`` (add ``--large`` for nodes per second on 4 x 4 tic-tac-toe).

The reference is OpenSpiel's pure-Python ``alpha_beta_search`` on its built-in ``tic_tac_toe`` (installed
with ``pip install open-spiel``; the benchmark says so and skips the ratio when it is missing). Both solve the
empty board to an exact value; ours uses its transposition table and the 8 symmetries, as it does by default.
"""

from __future__ import annotations

import argparse
import time


def best_of(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def ours(symmetry: bool = True):
    from combgames.games.positional import TicTacToe
    from combgames.solvers import alphabeta

    return alphabeta(TicTacToe(), symmetry=symmetry)


def openspiel():
    import pyspiel
    from open_spiel.python.algorithms import minimax

    return minimax.alpha_beta_search(pyspiel.load_game("tic_tac_toe"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--large", action="store_true", help="also 4x4 tic-tac-toe nodes per second")
    args = parser.parse_args()

    r = ours()
    t_ours = best_of(ours, args.repeat)
    t_plain = best_of(lambda: ours(symmetry=False), args.repeat)
    print(f"combgames alphabeta, tic-tac-toe 3x3: value {r.value}, {r.nodes} nodes, {t_ours * 1e3:.1f} ms "
          f"(without symmetry {t_plain * 1e3:.1f} ms)")
    try:
        value = openspiel()[0]
    except ImportError:
        print("open-spiel is not installed: no ratio (pip install open-spiel)")
    else:
        t_os = best_of(openspiel, max(1, args.repeat // 3))
        print(f"OpenSpiel alpha_beta_search, tic_tac_toe: value {value}, {t_os * 1e3:.1f} ms")
        print(f"ratio OpenSpiel / combgames: {t_os / t_ours:.1f}x (higher means combgames is faster)")
    if args.large:
        from combgames.games.positional import TicTacToe
        from combgames.solvers import alphabeta

        t = time.perf_counter()
        big = alphabeta(TicTacToe(4))
        dt = time.perf_counter() - t
        print(f"tic-tac-toe 4x4: value {big.value}, {big.nodes} nodes, {dt:.2f} s, {big.nodes / dt:,.0f} nodes/s")


if __name__ == "__main__":
    main()
