"""Benchmark: small jobs and first runs as whole processes (issue 28, points 3 and 4), CPU time of the child.

Run: ``python benchmarks/bench_process.py [--processes N] [--peer-python PATH] [--only small|first]``.

* ``small``: ``combgames grundy --code 0.77 --values 20`` (Kayles to heap 20) against a pycgt script building the
  same heaps' canonical forms and the shortest plain-Python script (the mex of the options of each heap), and
  ``combgames solve tictactoe`` against an OpenSpiel script (``alpha_beta_search`` on ``tic_tac_toe``); with
  ``python -c pass`` as the floor. Whole processes run in turn (interleaved), least CPU seconds (user + system
  of the child, ``resource.getrusage(RUSAGE_CHILDREN)``) of ``--processes`` runs each, after one warm run; ratios
  ours / peer. Printed twice: with the environment as set (here ``PYTHONDONTWRITEBYTECODE=1``: every project
  module compiled from source in every process, the peers' precompiled in site-packages) and with bytecode
  written (the variable unset, ``PYTHONPYCACHEPREFIX`` a scratch directory filled by the warm run: what a
  user's install sees; the fair line). The peers (``pip install pycgt open-spiel``) may live in another
  environment: ``--peer-python`` names its interpreter (open-spiel brings scipy, which numba then imports, so
  it is better kept out of the project's environment).
* ``first``: ``combgames solve tictactoe --method compiled`` with an empty numba cache (every kernel compiled
  in the run), as the first run after ``combgames compile`` filled an empty cache, and warm (the same cache
  again); ratios to warm. Each cache is a fresh private directory (``NUMBA_CACHE_DIR``).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

from bench_overhead import (
    OPENSPIEL_SCRIPT,
    PYCGT_SCRIPT,
    bytecode_environments,
    interleaved_process_times,
    process_times,
)

PLAIN_KAYLES = """
g = [0]
for n in range(1, 21):
    seen = {g[a] ^ g[n - k - a] for k in (1, 2) if n >= k for a in range((n - k) // 2 + 1)}
    g.append(next(v for v in range(len(seen) + 1) if v not in seen))
print(*g)
"""

CLI = [shutil.which("combgames")] if shutil.which("combgames") else [sys.executable, "-m", "combgames.cli"]
"""The installed console script (``python -m combgames.cli`` when it is not on the PATH)."""


def _has(python: str, module: str) -> bool:
    """Whether ``python`` imports ``module``."""
    return subprocess.run([python, "-c", f"import {module}"], capture_output=True).returncode == 0


def bench_small(processes: int, peer_python: str) -> None:
    print("small jobs as whole processes (least CPU seconds of the child; ratio ours / other)")
    pairs = [("Kayles G(0..20)", CLI + ["grundy", "--code", "0.77", "--values", "20", "--quiet"],
              {"plain Python": [sys.executable, "-c", PLAIN_KAYLES]}),
             ("tic-tac-toe", CLI + ["solve", "tictactoe", "--quiet"], {})]
    if _has(peer_python, "pycgt"):
        pairs[0][2]["pycgt"] = [peer_python, "-c", PYCGT_SCRIPT]
    else:
        print(f"  pycgt is not installed for {peer_python} (pip install pycgt)")
    if _has(peer_python, "pyspiel"):
        pairs[1][2]["OpenSpiel"] = [peer_python, "-c", OPENSPIEL_SCRIPT]
    else:
        print(f"  OpenSpiel is not installed for {peer_python} (pip install open-spiel)")
    with tempfile.TemporaryDirectory() as scratch:
        for label, env in bytecode_environments(scratch).items():
            print(f"  {label}:")
            for what, ours, others in pairs:
                contenders = {"ours": (ours, env), **{name: (argv, env) for name, argv in others.items()},
                              "python -c pass": ([sys.executable, "-c", "pass"], env)}
                if peer_python != sys.executable:  # the peers' interpreter alone (another site, no editable finder)
                    contenders["peers' python -c pass"] = ([peer_python, "-c", "pass"], env)
                for argv, e in contenders.values():  # the warm runs (bytecode written, caches filled)
                    process_times(argv, e)
                t = interleaved_process_times(contenders, processes)
                ours_cpu = t["ours"][1]
                parts = [f"combgames {ours_cpu:.3f}"] + [
                    f"{name} {cpu:.3f} ({ours_cpu / cpu:.2f}x)" for name, (_, cpu) in t.items() if name != "ours"]
                print(f"    {what}: " + "  ".join(parts))


def bench_first(processes: int) -> None:
    print("first runs: combgames solve tictactoe --method compiled (CPU seconds of the child; ratio to warm)")
    solve = CLI + ["solve", "tictactoe", "--method", "compiled", "--quiet"]
    compile_ = CLI + ["compile", "--quiet"]
    fresh = after = warm = compiling = float("inf")
    for _ in range(processes):
        with tempfile.TemporaryDirectory() as empty, tempfile.TemporaryDirectory() as compiled:
            env_empty = dict(os.environ, NUMBA_CACHE_DIR=empty)
            env_compiled = dict(os.environ, NUMBA_CACHE_DIR=compiled)
            fresh = min(fresh, process_times(solve, env_empty)[1])
            compiling = min(compiling, process_times(compile_, env_compiled)[1])
            after = min(after, process_times(solve, env_compiled)[1])
            warm = min(warm, process_times(solve, env_compiled)[1])
    print(f"  empty cache, no compile {fresh:.2f} ({fresh / warm:.1f}x warm)   after `combgames compile` "
          f"{after:.2f} ({after / warm:.2f}x warm)   warm {warm:.2f}   (`combgames compile` itself {compiling:.1f})")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--processes", type=int, default=5, help="runs of each whole-process measurement")
    ap.add_argument("--first-runs", type=int, default=1, help="runs of the first-run measurement (minutes each)")
    ap.add_argument("--peer-python", default=sys.executable, help="the interpreter that has pycgt and open-spiel")
    ap.add_argument("--only", choices=["small", "first"], help="run only this part")
    args = ap.parse_args(argv)
    if args.only in (None, "small"):
        bench_small(args.processes, args.peer_python)
    if args.only in (None, "first"):
        bench_first(args.first_runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
