"""Does ``combgames solve``'s ``auto`` pick the fastest method that applies? Measured on game/position pairs.

For each pair, every method that applies (``combgames solve GAME --methods``) runs as its own process through
the installed console script, the methods interleaved, best CPU time (user + system, the whole process:
imports and numba's cache loads included) of ``--repeat`` runs, each under a time cap (a method still running
at the cap counts as slower than the cap). The table prints auto's choice, the fastest method, and the ratio
auto / fastest; the last line counts the pairs where auto took the fastest method or came within 1.5x of it.

    python benchmarks/bench_auto.py [--repeat 1] [--cap 30] [--only NAME]
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time

PAIRS = [
    ("tictactoe", []), ("tictactoe", ["--position", "xo./.../... X"]), ("tictactoe", ["--option", "n=4"]),
    ("picaria", []), ("picaria13", ["--option", "stones=5"]), ("mu-torere", []), ("pong-hau-ki", []),
    ("three-mens-morris", []), ("tapatan", []), ("nim", []), ("kayles", []), ("dawsons-kayles", []),
    ("domineering", []), ("clobber", []), ("hackenbush", []), ("cutcake", []), ("toads-and-frogs", []),
    ("token-cycle", []), ("hypercube", ["--option", "n=3", "--option", "d=3"]), ("pi4", []),
    ("projective-plane", ["--option", "q=2"]), ("tactix", []), ("tactix", ["--option", "rows=3", "--option", "cols=3"]),
]


def cpu_of(args: list[str], cap: float) -> tuple[float, str]:
    """CPU seconds of one ``combgames`` process (inf if it ran past ``cap`` wall seconds) and how it ended."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        done = subprocess.run(["combgames", *args], capture_output=True, text=True, timeout=cap)
    except subprocess.TimeoutExpired:
        return float("inf"), "cap"
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode:
        return float("inf"), f"exit {done.returncode}"
    return cpu, json.loads(done.stdout).get("method", "?")


def applicable(game: str, extra: list[str]) -> tuple[str, list[str]]:
    """auto's choice and the methods that apply, from ``combgames solve GAME --methods``."""
    text = subprocess.run(["combgames", "solve", game, *extra, "--methods"], capture_output=True, text=True,
                          check=True).stdout
    lines = text.splitlines()
    auto = lines[0].split(":", 1)[1].strip().split()[0]
    methods = [line.split()[0] for line in lines[1:] if line.split()[1] == "applies"]
    return auto, methods


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--cap", type=float, default=30.0, help="wall seconds before a run counts as too slow")
    parser.add_argument("--only", help="only pairs of this game")
    args = parser.parse_args()
    rows, good = [], 0
    pairs = [p for p in PAIRS if args.only is None or p[0] == args.only]
    print(f"{'game':<36} {'auto picks':<11} {'auto s':>7} {'fastest':<11} {'fastest s':>9} {'ratio':>6}  all")
    for game, extra in pairs:
        t0 = time.perf_counter()
        auto, methods = applicable(game, extra)
        best: dict[str, float] = {}
        for _ in range(args.repeat):
            for m in ["auto", *methods]:
                cpu, how = cpu_of(["solve", game, *extra, "--method", m, "--json", "--quiet"], args.cap)
                best[m] = min(best.get(m, float("inf")), cpu)
                if m == "auto" and how not in ("cap",) and not how.startswith("exit"):
                    auto = how
        fastest = min(methods, key=lambda m: best[m])
        ratio = best["auto"] / best[fastest] if best[fastest] > 0 else float("nan")
        good += ratio <= 1.5
        label = f"{game} {' '.join(extra)}".strip()
        others = " ".join(f"{m}={best[m]:.2f}" for m in methods)
        rows.append(label)
        print(f"{label:<36} {auto:<11} {best['auto']:>7.2f} {fastest:<11} {best[fastest]:>9.2f} {ratio:>6.2f}  "
              f"{others}  ({time.perf_counter() - t0:.0f} s)", flush=True)
    print(f"auto within 1.5x of the fastest method on {good} of {len(rows)} pairs")
    sys.exit(0)


if __name__ == "__main__":
    main()
