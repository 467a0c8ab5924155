"""Benchmark: canonical values of Domineering rectangles, combgames.cgt against pycgt (the pure-Python peer).

Run: ``python benchmarks/bench_cgt.py [--max-rows R] [--max-cols C] [--boards 3x4,4x5] [--repeat N]
[--timeout SECONDS] [--only ours] [--python-walk] [--numba-floor]`` (pycgt must be installed: ``pip install pycgt``; it is not a
dependency).

For every rectangle rows x cols (2 <= rows <= cols, up to R x C; default 4 x 5), in increasing size, the two
engines run *interleaved*, each in a fresh Python process so neither reuses the other's or its own earlier
caches (a cold start: only the value of that one board). The child measures its own CPU time
(``time.process_time``, which the load of other processes on the machine does not inflate) and wall time around
the one call (``combgames.cgt.game_value(Domineering(r, c))`` / ``pycgt.rulesets.domineering.rectangle(r, c)``),
and prints the value in pycgt's notation (ours converted through ``pycgt.game``) so the two are checked equal.
Both children run with one BLAS/OpenMP thread (``OPENBLAS_NUM_THREADS=1``, ``OMP_NUM_THREADS=1``): neither engine
computes with them, but numpy's OpenBLAS threads, woken by a numpy call while combgames is imported, spin for a
while and ``process_time`` counted their spinning as the engine's CPU (4x4: 0.031 s CPU for 0.016 s wall).
With ``--repeat N`` each board is run N times, the engines alternating (pycgt, ours, pycgt, ours, ...), and
each engine's best (least) CPU time is reported with the ratio of the bests: the machine is shared, so the least
time is the one least disturbed by other processes. A board whose engine runs past ``--timeout`` (wall
seconds, default 600) is reported as timed out and larger boards are not tried for that engine. Both engines use
the same conventions (Left plays vertical dominoes, CGSuite's), decompose boards into regions and key regions up
to symmetry.

The whole process is reported too (``*_process_cpu_s``: the child's CPU from its start to the end of the call,
so the interpreter's start, the imports and the call; the least over the runs, and its ratio). The call's window
leaves out what each engine's import costs: combgames.cgt and Domineering about 0.08 s CPU with cached bytecode
(``combgames.cgt`` imports its names lazily, numpy no longer among them), pycgt about 0.03 s; the interpreter's
start about 0.045 s more. On boards up to 4x4 that is more than either call.

Our call runs in the compiled core of combgames.cgt (``combgames/cgt/_core.c``, a C extension that ``pip install``
builds where a C compiler is found; each row says ``ours_core``), which values Domineering boards up to 7x7;
``--python-walk`` measures its Python twin instead (the region walk of :mod:`combgames.cgt.values`), as a machine
without a compiler runs it. Measured on the shared machine (2026-11-29, ``--repeat 5``, best of each): 3x4 0.3 ms
(89x pycgt's CPU), 3x5 0.9 ms (162x), 4x4 1.0 ms (249x), 4x5 10.5 ms (226x); the Python walk took 2.8-4.2 ms on
3x4 (5-9x) and 11-15 ms on 3x5 (10-12x). The core is C rather than numba because of what numba costs a fresh
process before it computes, which ``--numba-floor`` prints first: importing numba and the first call of a
kernel already in the disk cache, about 0.3 s + 0.35 s CPU, more than ten times pycgt's whole call on every
board up to 4x5 (3x4 0.023 s, 4x5 2.6 s).

One JSON object per line on stdout: the board, each engine's (best) CPU and wall seconds, the CPU ratio
pycgt / ours, whether the values agree; then the ratio of the two engines' total CPU over the boards both
finished (on the smallest boards both engines take well under a millisecond, 2x2 about 0.3 ms each, so the
per-board ratio there measures the fixed cost of a call, not the engine), and last the largest board each engine
reached.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile

_OURS = """
import json, time
from combgames.cgt import game_value, values
from combgames.games.domineering import Domineering
if {python_walk}:
    values._CORE = None
r, c = {rows}, {cols}
t, c0 = time.perf_counter(), time.process_time()
g = game_value(Domineering(r, c))
cpu, wall, process = time.process_time() - c0, time.perf_counter() - t, time.process_time()
try:
    import pycgt
    def conv(x):
        return pycgt.game([conv(y) for y in x.left], [conv(y) for y in x.right])
    text = pycgt.render(conv(g))
except ImportError:
    text = None
print(json.dumps({{"cpu": cpu, "wall": wall, "process_cpu": process, "value": str(g), "pycgt_text": text,
                  "core": values.core_takes(Domineering(r, c), Domineering(r, c).initial())}}))
"""

_PYCGT = """
import json, time
import pycgt
from pycgt.rulesets import domineering
r, c = {rows}, {cols}
t, c0 = time.perf_counter(), time.process_time()
g = domineering.rectangle(r, c)
cpu, wall, process = time.process_time() - c0, time.perf_counter() - t, time.process_time()
print(json.dumps({{"cpu": cpu, "wall": wall, "process_cpu": process, "pycgt_text": pycgt.render(g)}}))
"""


_NUMBA_FLOOR = """
import json, time
from combgames.games.octal import grundy_sequence, OctalCode
c0 = time.process_time()
import numba
c1 = time.process_time()
grundy_sequence(OctalCode("0.77"), 12, backend="numba")
c2 = time.process_time()
print(json.dumps({{"import_numba_cpu_s": round(c1 - c0, 4), "first_cached_kernel_cpu_s": round(c2 - c1, 4)}}))
"""
"""What any numba kernel costs a fresh process before it computes: importing numba, then the first call of a
compiled kernel whose machine code is already in the disk cache (numba's compiler set up, the code loaded); the
kernel is one of the toolkit's (the take-and-break sequence of octal games), run after a warm-up process has
filled the cache."""


_CHILD_ENV = {**{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
              "OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1"}
"""The children's environment: one BLAS/OpenMP thread (see the module docstring), and bytecode cached (in a
private directory, ``PYTHONPYCACHEPREFIX``, set by :func:`main`) even where the environment says not to write it,
as an installed package has it: otherwise every child compiles combgames' modules again (0.1 s of its whole
process CPU), while pycgt's bytecode was written when pip installed it."""

_WARM_UP = "import json, combgames.cgt, combgames.games.domineering, pycgt.rulesets.domineering"
"""A first child that writes the bytecode of both engines to the cache."""


def _run(code: str, timeout: float) -> dict | None:
    try:
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=timeout,
                             check=True, env=_CHILD_ENV)
    except subprocess.TimeoutExpired:
        return None
    lines = out.stdout.strip().splitlines()
    return json.loads(lines[-1]) if lines else {}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-rows", type=int, default=4)
    parser.add_argument("--max-cols", type=int, default=5)
    parser.add_argument("--timeout", type=float, default=600.0, help="wall seconds per engine and board")
    parser.add_argument("--boards", help="boards to run instead, e.g. 3x4,4x5 (rows x cols)")
    parser.add_argument("--repeat", type=int, default=1, help="runs per engine and board, alternating; best kept")
    parser.add_argument("--only", choices=("both", "ours"), default="both")
    parser.add_argument("--python-walk", action="store_true",
                        help="measure our Python walk (the compiled core's twin) instead of the compiled core")
    parser.add_argument("--numba-floor", action="store_true",
                        help="first print what a numba kernel costs a fresh process before it computes (best of 3)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="bench-cgt-pycache-") as pycache:
        _CHILD_ENV["PYTHONPYCACHEPREFIX"] = pycache
        _run(_WARM_UP if args.only == "both" else _WARM_UP.rsplit(",", 1)[0], args.timeout)
        return _bench(args)


def _bench(args: argparse.Namespace) -> int:
    if args.numba_floor:
        _run(_NUMBA_FLOOR.format(), args.timeout)  # fills the disk cache if it is empty
        floors = [_run(_NUMBA_FLOOR.format(), args.timeout) for _ in range(3)]
        print(json.dumps({"numba_floor": {k: min(f[k] for f in floors) for k in floors[0]}}), flush=True)
    if args.boards:
        boards = [tuple(int(x) for x in b.split("x")) for b in args.boards.split(",")]
    else:
        boards = sorted(((r, c) for r in range(2, args.max_rows + 1) for c in range(r, args.max_cols + 1)),
                        key=lambda b: (b[0] * b[1], b))
    alive = {"ours": True, "pycgt": args.only == "both"}
    largest: dict[str, tuple | None] = {"ours": None, "pycgt": None}
    totals = {"ours": 0.0, "pycgt": 0.0}
    for rows, cols in boards:
        row: dict = {"board": f"{rows}x{cols}"}
        results: dict[str, dict] = {}
        process: dict[str, float] = {}  # each engine's least whole-process CPU
        for _ in range(args.repeat):
            for engine, code in (("pycgt", _PYCGT), ("ours", _OURS)):
                if not alive[engine]:
                    continue
                res = _run(code.format(rows=rows, cols=cols, python_walk=args.python_walk), args.timeout)
                if res is None:
                    alive[engine] = False
                    results.pop(engine, None)
                    row[f"{engine}_timed_out_s"] = args.timeout
                    continue
                if engine in results and results[engine]["pycgt_text"] != res["pycgt_text"]:
                    raise AssertionError(f"{engine} gave two values for {rows}x{cols}")
                process[engine] = min(process.get(engine, res["process_cpu"]), res["process_cpu"])
                if engine not in results or res["cpu"] < results[engine]["cpu"]:
                    results[engine] = res
        for engine, res in results.items():
            largest[engine] = (rows, cols)
            row[f"{engine}_cpu_s"] = round(res["cpu"], 4)
            row[f"{engine}_wall_s"] = round(res["wall"], 4)
            row[f"{engine}_process_cpu_s"] = round(process[engine], 4)
        if "ours" in results:
            row["value"] = results["ours"]["value"]
            row["ours_core"] = results["ours"]["core"]
        if len(results) == 2:
            row["agree"] = results["ours"]["pycgt_text"] == results["pycgt"]["pycgt_text"]
            row["cpu_ratio_pycgt_over_ours"] = round(results["pycgt"]["cpu"] / max(results["ours"]["cpu"], 1e-6), 1)
            row["process_cpu_ratio_pycgt_over_ours"] = round(process["pycgt"] / process["ours"], 2)
            for engine in totals:
                totals[engine] += results[engine]["cpu"]
        print(json.dumps(row), flush=True)
    if totals["ours"] > 0 and totals["pycgt"] > 0:
        print(json.dumps({"all_boards_both_ran": {"ours_cpu_s": round(totals["ours"], 4),
                                                  "pycgt_cpu_s": round(totals["pycgt"], 4),
                                                  "cpu_ratio_pycgt_over_ours": round(totals["pycgt"] / totals["ours"], 1)}}))
    print(json.dumps({"largest_board": {k: (f"{v[0]}x{v[1]}" if v else None) for k, v in largest.items()}}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
