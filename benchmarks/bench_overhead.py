"""Benchmark: the overhead around the kernels (issue 14, point 6), each against its reference in the same run.

Run: ``python benchmarks/bench_overhead.py [--repeat N] [--processes N] [--no-peers]``.

Contenders alternate (interleaved, best of ``--repeat``), so a change of load hits them alike; every line prints
the ratio.

* ``automorphism_group().order()`` of PG(2, 4), AG(2, 4) and the TD(4, 4) of the 2-MOLS(4) of the affine paper
  (its autoparatopism group), each from a fresh structure, against the raw pynauty call on the same incidence
  graph (adjacency dict built from the blocks, ``pynauty.autgrp``); and against the former path, which asked
  sympy's Schreier-Sims for the order of the group built from nauty's generators;
* numba kernels in a fresh process: the first call with an empty disk cache (compiles) and with the cache the
  first run left (loads), as whole processes;
* import of ``designs`` and ``combgames --help``, as whole processes (wall seconds, best of ``--processes``);
* ``TicTacToe()`` construction, against building the same game with a fresh dihedral group (the former path);
  the generic alpha-beta on AG(2, 4) in reduced play, against the same search with the line counts and
  Erdos-Selfridge potentials summed over all lines at every ``result`` call (the former path);
* whole processes: ``combgames solve tictactoe`` against an OpenSpiel script (``alpha_beta_search`` on its
  ``tic_tac_toe``), and ``combgames solve kayles`` against a pycgt script building Kayles n <= 20 as
  canonical-form games (pycgt is optional: ``pip install pycgt``; skipped when absent or with
  ``--no-peers``).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time

OPENSPIEL_SCRIPT = """
import pyspiel
from open_spiel.python.algorithms import minimax
print(minimax.alpha_beta_search(pyspiel.load_game("tic_tac_toe"))[0])
"""

PYCGT_SCRIPT = """
from pycgt import add, game, ZERO
values = [ZERO]
for n in range(1, 21):
    opts = set()
    for k in (1, 2):
        rest = n - k
        if rest >= 0:
            for i in range(rest // 2 + 1):
                opts.add(add(values[i], values[rest - i]))
    values.append(game(opts, opts))
print(values[10])
"""

KERNEL_SCRIPT = """
from designs.counting import number_of_reduced_latin_squares
print(number_of_reduced_latin_squares(5, backend="numba"))
"""


def interleaved(contenders: dict, repeat: int, setup=None) -> dict:
    """Best time of each contender, run in turn ``repeat`` times; ``setup()`` makes a fresh input per call."""
    times = {name: float("inf") for name in contenders}
    for _ in range(repeat):
        for name, fn in contenders.items():
            arg = setup() if setup is not None else None
            t = time.perf_counter()
            fn(arg)
            times[name] = min(times[name], time.perf_counter() - t)
    return times


def process_seconds(argv: list[str], env: dict | None = None) -> float:
    t = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    return time.perf_counter() - t


def interleaved_processes(contenders: dict, repeat: int) -> dict:
    times = {name: float("inf") for name in contenders}
    for _ in range(repeat):
        for name, (argv, env) in contenders.items():
            times[name] = min(times[name], process_seconds(argv, env))
    return times


def bench_automorphisms(repeat: int) -> None:
    import pynauty
    from sympy.combinatorics import Permutation, PermutationGroup

    from combgames.sources.affine_tictactoe import figure1_mols4
    from designs import TransversalDesign, affine_plane, projective_plane

    a, b, _ = figure1_mols4()
    structures = {"PG(2,4)": projective_plane(4), "AG(2,4)": affine_plane(4),
                  "TD(4,4) of the 2-MOLS(4)": TransversalDesign.from_mols([a, b]).incidence_structure()}
    print("automorphism group order, fresh structure each call (microseconds; ratio to the raw pynauty call)")
    for name, s in structures.items():
        v, blocks = s.num_points, s._blocks

        def raw(_):
            adjacency = {v + j: list(block) for j, block in enumerate(blocks)}
            colouring = [set(range(v)), set(range(v, v + len(blocks)))]
            return pynauty.autgrp(pynauty.Graph(v + len(blocks), adjacency_dict=adjacency,
                                                vertex_coloring=colouring))[1]

        def former(structure):  # the order from sympy's Schreier-Sims, as before
            gens = structure.automorphism_generators()
            return PermutationGroup([Permutation(g) for g in gens]).order()

        fresh = lambda: type(s)._trusted(s.points, s.blocks)  # noqa: E731
        t = interleaved({"raw pynauty": raw, "ours": lambda x: x.automorphism_group().order(),
                         "former (Schreier-Sims)": former}, repeat * 20, fresh)
        print(f"  {name:26} raw {t['raw pynauty'] * 1e6:7.1f}  ours {t['ours'] * 1e6:7.1f} "
              f"({t['ours'] / t['raw pynauty']:.2f}x)  former {t['former (Schreier-Sims)'] * 1e6:8.1f} "
              f"({t['former (Schreier-Sims)'] / t['raw pynauty']:.1f}x)  order {fresh().automorphism_group().order()}")


def bench_kernel_cache(processes: int) -> None:
    print("numba kernel, first call in a fresh process (whole process, seconds)")
    with tempfile.TemporaryDirectory() as cold_dir, tempfile.TemporaryDirectory() as warm_dir:
        warm = dict(os.environ, NUMBA_CACHE_DIR=warm_dir)
        process_seconds([sys.executable, "-c", KERNEL_SCRIPT], warm)  # fills the warm cache
        best_cold = float("inf")
        best_warm = float("inf")
        for _ in range(processes):
            with tempfile.TemporaryDirectory() as empty:
                best_cold = min(best_cold, process_seconds([sys.executable, "-c", KERNEL_SCRIPT],
                                                           dict(os.environ, NUMBA_CACHE_DIR=empty)))
            best_warm = min(best_warm, process_seconds([sys.executable, "-c", KERNEL_SCRIPT], warm))
        del cold_dir
    print(f"  reduced Latin squares n=5: empty cache {best_cold:.2f}  disk cache {best_warm:.2f}  "
          f"({best_cold / best_warm:.1f}x)")


def bench_imports(processes: int) -> None:
    print("imports and --help (whole process, seconds; 'python -c pass' for the interpreter alone)")
    cli = [sys.executable, "-m", "combgames.cli", "--help"]
    t = interleaved_processes({"python": ([sys.executable, "-c", "pass"], None),
                               "import designs": ([sys.executable, "-c", "import designs"], None),
                               "import numpy": ([sys.executable, "-c", "import numpy"], None),
                               "combgames --help": (cli, None)}, processes)
    print("  " + "  ".join(f"{k} {v:.3f}" for k, v in t.items()))


def bench_positional(repeat: int) -> None:
    from combgames.games.designs_games import affine_plane_game
    from combgames.games.positional import PositionalGame, TicTacToe, grid_lines
    from combgames.solvers import alphabeta
    from combgames.symmetry import dihedral_square

    labels = TicTacToe().labels
    t = interleaved({"TicTacToe()": lambda _: TicTacToe(),
                     "fresh group": lambda _: PositionalGame(labels, grid_lines(3), group=dihedral_square(3),
                                                             shape=(3, 3))}, repeat * 10)
    print(f"TicTacToe() {t['TicTacToe()'] * 1e3:.3f} ms; with a fresh dihedral group (former) "
          f"{t['fresh group'] * 1e3:.3f} ms ({t['fresh group'] / t['TicTacToe()']:.1f}x)")

    class FromScratch(type(affine_plane_game(4, reduced=True))):
        """The former result(): line owners and potentials summed over all lines at every call."""

        def _entry(self, p):
            return self._entry_from_scratch(p[0], p[1])

    def search(kind):
        g = affine_plane_game(4, reduced=True)
        if kind == "former":
            g.__class__ = FromScratch
        return alphabeta(g)

    t = interleaved({"incremental": lambda _: search("incremental"), "former": lambda _: search("former")}, repeat)
    print(f"alpha-beta on AG(2,4), reduced play: incremental potentials {t['incremental']:.3f} s, summed over "
          f"all lines (former) {t['former']:.3f} s ({t['former'] / t['incremental']:.2f}x)")


def bench_peers(processes: int) -> None:
    cli = [sys.executable, "-m", "combgames.cli"]
    print("whole processes against peers (wall seconds, best of each; ratio ours / peer)")
    try:
        import pyspiel  # noqa: F401
        t = interleaved_processes({"combgames solve tictactoe": (cli + ["solve", "tictactoe", "--quiet"], None),
                                   "OpenSpiel alpha_beta_search": ([sys.executable, "-c", OPENSPIEL_SCRIPT], None)},
                                  processes)
        a, b = t.values()
        print(f"  tic-tac-toe: combgames {a:.2f}  OpenSpiel {b:.2f}  ({a / b:.2f}x)")
    except ImportError:
        print("  tic-tac-toe: OpenSpiel not installed")
    try:
        import pycgt  # noqa: F401
        t = interleaved_processes({"combgames solve kayles": (cli + ["solve", "kayles", "--quiet"], None),
                                   "pycgt Kayles n<=20": ([sys.executable, "-c", PYCGT_SCRIPT], None)}, processes)
        a, b = t.values()
        print(f"  Kayles: combgames {a:.2f}  pycgt {b:.2f}  ({a / b:.2f}x)")
    except ImportError:
        print("  Kayles: pycgt not installed (pip install pycgt)")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--processes", type=int, default=3, help="runs of each whole-process measurement")
    ap.add_argument("--no-peers", action="store_true", help="skip the OpenSpiel and pycgt processes")
    args = ap.parse_args(argv)
    bench_automorphisms(args.repeat)
    bench_positional(args.repeat)
    bench_imports(args.processes)
    bench_kernel_cache(args.processes)
    if not args.no_peers:
        bench_peers(args.processes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
