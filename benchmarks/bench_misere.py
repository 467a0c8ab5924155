"""Benchmark: the misere quotient proof (combgames.cgt.misere), CPU time and states checked per second.

Run: ``python benchmarks/bench_misere.py [--kayles N] [--reps R] [--codes CODE:N ...]``.

Measured (CPU time, ``time.process_time``; best of ``--reps`` runs, the cases interleaved):

* Kayles (0.77) with heaps up to N (default 110, the heap of the issue's 44 s);
* each ``--codes`` case (default 0.137 to 22, 0.07 to 30, 0.3122 to 6).

For each case: the order, the states the proofs checked, the CPU seconds and the states per second of the whole
run (the closure that builds candidates is most of the time; the states are what the proof checks). One JSON
object per line on stdout.
"""

from __future__ import annotations

import argparse
import json
import time

from combgames.cgt.misere import misere_quotient


def run(code: str, heaps: int) -> dict:
    """One proof: order, states, CPU seconds."""
    t0 = time.process_time()
    q = misere_quotient(code, heaps)
    cpu = time.process_time() - t0
    return {"code": code, "heaps": heaps, "order": q.order, "states": q.states, "cpu_s": round(cpu, 3),
            "states_per_s": round(q.states / cpu) if cpu else None}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kayles", type=int, default=110, help="Kayles heaps (default 110)")
    parser.add_argument("--reps", type=int, default=1, help="runs of each case, interleaved (best kept)")
    parser.add_argument("--codes", nargs="*", default=["0.137:22", "0.07:30", "0.3122:6"],
                        help="further cases CODE:N")
    args = parser.parse_args()
    cases = [("0.77", args.kayles)] + [(c.split(":")[0], int(c.split(":")[1])) for c in args.codes]
    best: dict = {}
    for _ in range(args.reps):
        for code, n in cases:
            r = run(code, n)
            key = (code, n)
            if key not in best or r["cpu_s"] < best[key]["cpu_s"]:
                best[key] = r
    for key in [(c, n) for c, n in cases]:
        print(json.dumps(best[key]), flush=True)


if __name__ == "__main__":
    main()
