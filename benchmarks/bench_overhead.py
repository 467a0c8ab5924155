"""Benchmark: the overhead around the kernels (issue 14, point 6), each against its reference in the same run.

Run: ``python benchmarks/bench_overhead.py [--repeat N] [--processes N] [--no-peers] [--only PART]``.

Contenders alternate (interleaved, best of ``--repeat``), so a change of load hits them alike; every line prints
the ratio. In-process timings are CPU time of this process (``time.process_time``; BLAS and OpenMP limited to one
thread, so no idle numpy thread spins into the figure); whole processes print wall seconds and the CPU seconds
of the child (user + system, from ``resource.getrusage``), the fair figure on a loaded machine.

Bytecode: a sandbox with ``PYTHONDONTWRITEBYTECODE=1`` and no ``__pycache__`` of the project compiles every
project module from source in every process, while the peers' modules are precompiled in site-packages. The
whole-process lines are printed both ways: "as set" (the environment as it is) and ".pyc" (the variable unset
and ``PYTHONPYCACHEPREFIX`` pointing at a scratch directory filled by one warm run: what a user's install
sees). The ".pyc" line is the fair comparison.

* ``automorphism_group().order()`` of PG(2, 4), AG(2, 4) and the TD(4, 4) of the 2-MOLS(4) of the affine paper
  (its autoparatopism group), each from a fresh structure, against the raw pynauty call on the same incidence
  graph (adjacency dict built from the blocks, ``pynauty.autgrp``); and against the former path, which asked
  sympy's Schreier-Sims for the order of the group built from nauty's generators;
* ``autoparatopism_group(squares).order()`` for 2 and 3 MOLS(4), 2-MOLS(7) and 2-MOLS(8), against the raw
  ``pynauty.autgrp`` on the same graph built outside the timing (issue 28, item 5: within 1.5x): for the same
  squares asked again (their graph and group are kept) and for squares never seen (checked, graph built);
  and the stabiliser of the paper's position X, O and its orbits, against the raw call on the recoloured graph;
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
import resource
import subprocess
import sys
import tempfile
import time

for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):  # before numpy is imported
    os.environ.setdefault(_var, "1")

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
    """Least CPU time of each contender, run in turn ``repeat`` times; ``setup()`` makes a fresh input per call."""
    times = {name: float("inf") for name in contenders}
    for _ in range(repeat):
        for name, fn in contenders.items():
            arg = setup() if setup is not None else None
            t = time.process_time()
            fn(arg)
            times[name] = min(times[name], time.process_time() - t)
    return times


def process_times(argv: list[str], env: dict | None = None) -> tuple[float, float]:
    """Wall seconds and CPU seconds (user + system) of one child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    # run outside the checkout: `python -m` and `-c` put the working directory first on sys.path, which would
    # shadow a PYTHONPATH naming another copy of the package (to measure an older tree against this one)
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env,
                   cwd=tempfile.gettempdir())
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def process_seconds(argv: list[str], env: dict | None = None) -> float:
    return process_times(argv, env)[0]


def interleaved_process_times(contenders: dict, repeat: int) -> dict:
    """Least (wall, CPU) seconds of each contender, whole processes run in turn ``repeat`` times."""
    times = {name: (float("inf"), float("inf")) for name in contenders}
    for _ in range(repeat):
        for name, (argv, env) in contenders.items():
            wall, cpu = process_times(argv, env)
            times[name] = (min(times[name][0], wall), min(times[name][1], cpu))
    return times


def bytecode_environments(scratch: str) -> dict:
    """The environments of the whole-process lines: as set, and with bytecode cached in ``scratch``."""
    cached = dict(os.environ, PYTHONPYCACHEPREFIX=scratch)
    cached.pop("PYTHONDONTWRITEBYTECODE", None)
    setting = os.environ.get("PYTHONDONTWRITEBYTECODE")
    return {f"as set (PYTHONDONTWRITEBYTECODE={setting or 'unset'})": dict(os.environ), ".pyc": cached}


def bench_automorphisms(repeat: int) -> None:
    import pynauty
    from sympy.combinatorics import Permutation, PermutationGroup

    from combgames.sources.affine_tictactoe import figure1_mols4
    from designs import TransversalDesign, affine_plane, projective_plane

    a, b, _ = figure1_mols4()
    structures = {"PG(2,4)": projective_plane(4), "AG(2,4)": affine_plane(4),
                  "TD(4,4) of the 2-MOLS(4)": TransversalDesign.from_mols([a, b]).incidence_structure()}
    print("automorphism group order, fresh structure each call (CPU microseconds; ratio to the raw pynauty call)")
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


def bench_autoparatopisms(repeat: int) -> None:
    """``autoparatopism_group(squares).order()`` against the raw ``pynauty.autgrp`` on the same graph (the
    incidence graph of the squares' TD, built outside the timing), for the same squares asked again and for
    squares never seen (equal squares as new objects, the kept graphs dropped before the call)."""
    import pynauty

    import designs.paratopy as paratopy
    from combgames.sources.affine_tictactoe import figure1_mols4
    from designs import LatinSquare, TransversalDesign, mols

    cases = {"2-MOLS(4) of the paper": list(figure1_mols4()[:2]), "3-MOLS(4)": list(mols(4)),
             "2-MOLS(7)": list(mols(7)[:2]), "2-MOLS(8)": list(mols(8)[:2])}
    print("autoparatopism_group(squares).order() (CPU microseconds; ratio to pynauty.autgrp on the prebuilt graph)")
    for name, squares in cases.items():
        td = TransversalDesign.from_mols(squares)
        v, blocks = td.num_points, td.blocks
        graph = pynauty.Graph(v + len(blocks), adjacency_dict={v + j: list(b) for j, b in enumerate(blocks)},
                              vertex_coloring=[set(range(v)), set(range(v, v + len(blocks)))])
        best = {"raw": float("inf"), "same": float("inf"), "fresh": float("inf")}
        for _ in range(repeat * (40 if squares[0].order < 7 else 10)):
            t = time.process_time()
            pynauty.autgrp(graph)
            best["raw"] = min(best["raw"], time.process_time() - t)
            paratopy.autoparatopism_group(squares)  # kept, if a fresh call dropped it
            t = time.process_time()
            order = paratopy.autoparatopism_group(squares).order()
            best["same"] = min(best["same"], time.process_time() - t)
            fresh = [LatinSquare(L) for L in squares]
            paratopy._cached_mols_graph.cache_clear()  # never seen: check the squares, build the graph
            t = time.process_time()
            paratopy.autoparatopism_group(fresh).order()
            best["fresh"] = min(best["fresh"], time.process_time() - t)
        raw = best["raw"]
        print(f"  {name:24} raw {raw * 1e6:7.1f}  same squares {best['same'] * 1e6:7.1f} ({best['same'] / raw:.2f}x)  "
              f"squares never seen {best['fresh'] * 1e6:7.1f} ({best['fresh'] / raw:.2f}x)  order {order}")
    squares, fixed = cases["2-MOLS(4) of the paper"], [["r1", "r3", "alpha2"], ["r2", "c1"]]
    td = TransversalDesign.from_mols(squares)
    v, blocks = td.num_points, td.blocks
    graph = pynauty.Graph(v + len(blocks), adjacency_dict={v + j: list(b) for j, b in enumerate(blocks)},
                          vertex_coloring=td.coloured_graph(*fixed).colouring)
    t = interleaved({"raw": lambda _: pynauty.autgrp(graph),
                     "group": lambda _: paratopy.autoparatopism_group(squares, fixed=fixed).order(),
                     "orbits": lambda _: paratopy.autoparatopism_orbits(squares, fixed=fixed)}, repeat * 40)
    print(f"  the paper's position X = {fixed[0]}, O = {fixed[1]} (same squares): raw {t['raw'] * 1e6:.1f}  "
          f"stabiliser {t['group'] * 1e6:.1f} ({t['group'] / t['raw']:.2f}x)  orbits {t['orbits'] * 1e6:.1f} "
          f"({t['orbits'] / t['raw']:.2f}x)")


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
    print("imports and --help (whole process, wall/CPU seconds; 'python -c pass' for the interpreter alone)")
    cli = [sys.executable, "-m", "combgames.cli", "--help"]
    with tempfile.TemporaryDirectory() as scratch:
        for label, env in bytecode_environments(scratch).items():
            contenders = {"python": ([sys.executable, "-c", "pass"], env),
                          "import designs": ([sys.executable, "-c", "import designs"], env),
                          "import numpy": ([sys.executable, "-c", "import numpy"], env),
                          "combgames --help": (cli, env)}
            for argv, e in contenders.values():  # the warm run (fills the .pyc cache)
                process_times(argv, e)
            t = interleaved_process_times(contenders, processes)
            print(f"  {label}: " + "  ".join(f"{k} {w:.3f}/{c:.3f}" for k, (w, c) in t.items()))


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
            return self._potentials.of(p[0], p[1])

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
    print("whole processes against peers (wall/CPU seconds, best of each; ratio ours / peer, by CPU)")
    pairs = []
    try:
        import pyspiel  # noqa: F401
        pairs.append(("tic-tac-toe", cli + ["solve", "tictactoe", "--quiet"], "OpenSpiel",
                      [sys.executable, "-c", OPENSPIEL_SCRIPT]))
    except ImportError:
        print("  tic-tac-toe: OpenSpiel not installed")
    try:
        import pycgt  # noqa: F401
        pairs.append(("Kayles", cli + ["solve", "kayles", "--quiet"], "pycgt n<=20", [sys.executable, "-c", PYCGT_SCRIPT]))
    except ImportError:
        print("  Kayles: pycgt not installed (pip install pycgt)")
    with tempfile.TemporaryDirectory() as scratch:
        for label, env in bytecode_environments(scratch).items():
            print(f"  {label}:")
            floor = interleaved_process_times({"python": ([sys.executable, "-c", "pass"], env)}, processes)["python"]
            for what, ours, peer_name, peer in pairs:
                process_times(ours, env), process_times(peer, env)  # the warm runs
                t = interleaved_process_times({"ours": (ours, env), "peer": (peer, env)}, processes)
                (aw, ac), (bw, bc) = t["ours"], t["peer"]
                print(f"    {what}: combgames {aw:.2f}/{ac:.3f}  {peer_name} {bw:.2f}/{bc:.3f}  ({ac / bc:.2f}x CPU, "
                      f"{aw / bw:.2f}x wall; python alone {floor[0]:.2f}/{floor[1]:.3f})")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--processes", type=int, default=3, help="runs of each whole-process measurement")
    ap.add_argument("--no-peers", action="store_true", help="skip the OpenSpiel and pycgt processes")
    ap.add_argument("--only", choices=["automorphisms", "autoparatopisms", "positional", "imports", "kernels",
                                       "peers"],
                    help="run only this part")
    args = ap.parse_args(argv)
    parts = {"automorphisms": lambda: bench_automorphisms(args.repeat),
             "autoparatopisms": lambda: bench_autoparatopisms(args.repeat),
             "positional": lambda: bench_positional(args.repeat),
             "imports": lambda: bench_imports(args.processes),
             "kernels": lambda: bench_kernel_cache(args.processes),
             "peers": lambda: None if args.no_peers else bench_peers(args.processes)}
    for name, part in parts.items():
        if args.only in (None, name):
            part()
    return 0


if __name__ == "__main__":
    sys.exit(main())
