"""Benchmark: the same commands in two checkouts of the project, interleaved, as ratios (a refactor's price).

Run: ``python benchmarks/bench_trees.py BEFORE [AFTER] [--repeat N] [--only NAME] [--list]``.

``BEFORE`` and ``AFTER`` are source trees of the project (``AFTER`` defaults to this checkout), for example a
worktree of the last release: ``git worktree add /tmp/before v0.1.0``. Each workload is a command of the
installed ``combgames`` run as ``python -m combgames.cli ...`` in a fresh process with ``PYTHONPATH`` set to the
tree, so the code under test is the tree's and every import, numba cache load and compilation is counted. The
two trees alternate, ``--repeat`` times each (best of), so a change of load hits them alike; the figure is the
child's CPU time (user + system, ``resource.getrusage``), the fair one on a shared machine. Each tree compiles
its kernels into its own numba cache (a warm-up run of every workload comes first, untimed), so the timings
are warm-cache timings. The workloads cover every family of compiled kernels and the pure-Python solvers:
the compiled positional solver and its proof-number search, the stone games' compiled retrograde analysis,
take-and-break Grundy values (Kayles, Grundy's game), Tactix tables, the three-player coalition kernel,
partizan canonical forms, Latin-square classification and plane automorphisms (through their reproduce rows).

The printed outputs of the two trees are compared too: a workload whose answer differs is marked.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]

WORKLOADS: dict[str, list[str]] = {
    "tictactoe compiled": ["solve", "tictactoe", "--method", "compiled", "--quiet"],
    "AG(2,4) compiled": ["solve", "affine-plane", "--option", "q=4", "--method", "compiled", "--quiet"],
    "4x4 tic-tac-toe pns": ["solve", "tictactoe", "--option", "n=4", "--method", "pns", "--quiet"],
    "picaria compiled": ["solve", "picaria", "--method", "compiled", "--quiet"],
    "kayles G(0..60000)": ["grundy", "--code", "0.77", "--values", "60000", "--quiet"],
    "grundy's game G(0..100000)": ["grundy", "--code", "4!.0", "--values", "100000", "--quiet"],
    "tactix 5x5 table": ["solve", "tactix", "--option", "rows=5", "--option", "cols=5", "--quiet"],
    "torus3 4x4 coalitions": ["solve", "torus3", "--option", "n=4", "--quiet"],
    "domineering 4x5": ["value", "domineering", "--option", "rows=4", "--option", "cols=5", "--quiet"],
    "latin classes order 7 (reproduce)": ["reproduce", "--only", "latin_classes.order7", "--quiet"],
    "latin isotopy classes (reproduce)": ["reproduce", "--only", "designs.latin_squares_isotopy_classes", "--quiet"],
    "planes of order 9 (reproduce)": ["reproduce", "--only", "planes9.", "--quiet"],
    "AG(2,5) pure search (reproduce)": ["reproduce", "--only", "positional.ag25", "--quiet"],
    "hypercube 3^3 (reproduce)": ["reproduce", "--only", "hypercube.3^3", "--quiet"],
    "kayles period (reproduce)": ["reproduce", "--only", "impartial.kayles_period", "--quiet"],
}
"""Name: the command line after ``combgames``."""


def run(tree: Path, args: list[str], cache: Path) -> tuple[float, str, int]:
    """CPU seconds of the child, its output and exit status, for ``combgames ARGS`` run from ``tree``."""
    env = dict(os.environ, PYTHONPATH=str(tree), NUMBA_CACHE_DIR=str(cache), COMBGAMES_CACHE=str(cache / "cg"))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run([sys.executable, "-m", "combgames.cli", *args], capture_output=True, text=True, env=env,
                          cwd=tempfile.gettempdir())
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, _answer(done.stdout), done.returncode


def _answer(out: str) -> str:
    """The output without its timing figures (which differ from run to run)."""
    import re

    return re.sub(r"\d+(\.\d+)?\s*(s|ms|seconds)\b|\b\d[\d,]*(\.\d+)? (nodes|positions)/s", "#", out)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("before", type=Path, nargs="?")
    parser.add_argument("after", type=Path, nargs="?", default=HERE)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--only", help="workloads whose name contains this")
    parser.add_argument("--list", action="store_true", help="list the workloads")
    args = parser.parse_args(argv)
    chosen = {k: v for k, v in WORKLOADS.items() if not args.only or args.only in k}
    if args.list or args.before is None:
        for name, command in chosen.items():
            print(f"{name:32s} combgames {' '.join(command)}")
        return
    trees = {"before": args.before.resolve(), "after": args.after.resolve()}
    with tempfile.TemporaryDirectory() as scratch:
        caches = {label: Path(scratch) / label for label in trees}
        print(f"{'workload':32s} {'before':>9s} {'after':>9s} {'ratio':>6s}  (CPU s of the whole process, best of "
              f"{args.repeat}; ratio = after / before)", flush=True)
        total = {label: 0.0 for label in trees}
        for name, command in chosen.items():
            answers = {label: run(tree, command, caches[label])[1:] for label, tree in trees.items()}  # warm-up
            best = {label: float("inf") for label in trees}
            for _ in range(args.repeat):
                for label, tree in trees.items():
                    best[label] = min(best[label], run(tree, command, caches[label])[0])
            for label in trees:
                total[label] += best[label]
            same = "" if answers["before"] == answers["after"] else "   ANSWERS DIFFER"
            failed = "".join(f"   {label} exit {code}" for label, (_, code) in answers.items() if code)
            print(f"{name:32s} {best['before']:9.3f} {best['after']:9.3f} {best['after'] / best['before']:6.3f}"
                  f"{same}{failed}", flush=True)
        print(f"{'total':32s} {total['before']:9.3f} {total['after']:9.3f} {total['after'] / total['before']:6.3f}")


if __name__ == "__main__":
    main()
