"""Benchmark: the compiled proof-number search on Qubic (4x4x4 tic-tac-toe), its rule settings side by side.

Run: ``python benchmarks/bench_qubic.py [--repeat N] [--corners] [--nodes N] [--empty]``.

* the 4-ply position X 000 021, O 013 001 (points 0 9 and 7 1; X to move, an X win): the compiled df-pn
  (:mod:`combgames.solvers.compiled.pns`) with the threat rules of the attacker only (``counter_threats=False,
  zone_rounds=0``), with the defender's threat sequences too (``zone_rounds=0``), and with the zones of several
  sequences intersected (the defaults); CPU seconds (``time.process_time``, best of ``--repeat``, the settings
  interleaved), df-pn nodes, nodes per second, threat-sequence nodes, and ratios to the first setting;
* ``--corners``: X at a corner, each of the 12 replies of O up to symmetry, proved or left open after ``--nodes``
  df-pn nodes (one solver, so the table is shared), with nodes and CPU seconds;
* ``--empty``: the empty board up to ``--nodes`` nodes; if proved, the certificate is exported and its strategy
  replayed by :func:`~combgames.solvers.strategy.check_strategy`.

The first call in a fresh checkout compiles the kernels (about 15 s) and caches them on disk; a warm-up search
keeps that out of the figures. Heavier runs on a shared machine: ``nice -n 10``.
"""

from __future__ import annotations

import argparse
import time

SETTINGS = {
    "attacker's sequences only": {"counter_threats": False, "zone_rounds": 0},
    "+ defender's sequences": {"zone_rounds": 0},
    "+ zones intersected (default)": {},
}


def qubic():
    from combgames.games.hypercube import Hypercube

    return Hypercube(4, 3)


def position(game, moves):
    p = game.initial()
    for m in moves:
        p = game.play(p, m)
    return p


def four_ply(repeat: int, table_bits: int) -> None:
    from combgames.solvers.compiled.pns import CompiledPNS

    g = qubic()
    p = position(g, (0, 7, 9, 1))
    CompiledPNS(g, table_bits=12).prove(position(g, (0, 7, 9, 1, 3, 5)), 0)  # warm-up
    best = {name: (float("inf"), None) for name in SETTINGS}
    for _ in range(repeat):
        for name, options in SETTINGS.items():
            solver = CompiledPNS(g, table_bits=table_bits, **options)
            t = time.process_time()
            proved = solver.prove(p, 0)
            cpu = time.process_time() - t
            assert proved, name
            if cpu < best[name][0]:
                best[name] = (cpu, solver.stats)
    print(f"== Qubic X 0 9 / O 7 1, X to move (proved by every setting; CPU best of {repeat}, interleaved)")
    base_cpu, base = best[next(iter(SETTINGS))]
    for name, (cpu, st) in best.items():
        print(f"{name:<32} {cpu:7.2f} s  {st['nodes']:>9,} nodes  {st['nodes'] / cpu:>8,.0f} nodes/s  "
              f"{st['threat_nodes']:>11,} threat nodes   {base_cpu / cpu:5.1f}x faster, "
              f"{base['nodes'] / st['nodes']:5.1f}x fewer nodes")


def corners(max_nodes: int, table_bits: int) -> None:
    from combgames.solvers.compiled.pns import CompiledPNS
    from combgames.solvers.values import SearchLimitError

    g = qubic()
    solver = CompiledPNS(g, table_bits=table_bits)
    frames = solver.frames()
    p0 = g.play(g.initial(), 0)
    replies: dict = {}
    for m in g.moves(p0):
        replies.setdefault(frames.canonical(g.play(p0, m))[0], m)
    print(f"== Qubic X at corner 0: the {len(replies)} replies of O up to symmetry, each up to {max_nodes:,} nodes")
    proved = 0
    for m in sorted(replies.values()):
        n0, t = solver.nodes, time.process_time()
        try:
            result = "proved" if solver.prove(g.play(p0, m), 0, max_nodes=max_nodes) else "disproved"
            proved += result == "proved"
        except SearchLimitError as e:
            result = "open:" + str(e).split("open:")[1].split(";")[0]
        print(f"O {m:2d}: {result:<48} {solver.nodes - n0:>10,} nodes {time.process_time() - t:8.1f} CPU s",
              flush=True)
    print(f"proved {proved} of {len(replies)}")


def empty(max_nodes: int, table_bits: int) -> None:
    from combgames.solvers import check_strategy
    from combgames.solvers.compiled.pns import CompiledPNS
    from combgames.solvers.values import SearchLimitError

    g = qubic()
    solver = CompiledPNS(g, table_bits=table_bits)
    t = time.process_time()
    try:
        solver.prove(g.initial(), 0, max_nodes=max_nodes)
    except SearchLimitError as e:
        print(f"== Qubic from the empty board: {e} ({time.process_time() - t:.0f} CPU s)")
        return
    print(f"== Qubic from the empty board: proved, {solver.nodes:,} nodes, {time.process_time() - t:.0f} CPU s")
    t = time.process_time()
    cert = solver.certificate(g.initial(), 0)
    print(f"certificate: {len(cert):,} decisions, {cert.walked:,} positions up to symmetry, "
          f"{time.process_time() - t:.0f} CPU s")
    t = time.process_time()
    lines = check_strategy(g, cert.strategy(), 0, "win")
    print(f"check_strategy: {lines:,} lines replayed, {time.process_time() - t:.0f} CPU s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--corners", action="store_true")
    parser.add_argument("--empty", action="store_true")
    parser.add_argument("--nodes", type=int, default=300_000)
    parser.add_argument("--table-bits", type=int, default=22)
    args = parser.parse_args()
    four_ply(args.repeat, args.table_bits)
    if args.corners:
        corners(args.nodes, args.table_bits)
    if args.empty:
        empty(args.nodes, args.table_bits)


if __name__ == "__main__":
    main()
