"""Benchmark: the compiled proof-number search on Qubic (4x4x4 tic-tac-toe), its rule settings side by side.

Run: ``python benchmarks/bench_qubic.py [--repeat N] [--corners] [--nodes N] [--empty ...]``.

* the 4-ply position X 000 021, O 013 001 (points 0 9 and 7 1; X to move, an X win): the compiled df-pn
  (:mod:`combgames.solvers.compiled.pns`) with the threat rules of the attacker only (``counter_threats=False,
  zone_rounds=0``), with the defender's threat sequences too (``zone_rounds=0``), and with the zones of several
  sequences intersected (the defaults); CPU seconds (``time.process_time``, best of ``--repeat``, the settings
  interleaved), df-pn nodes, nodes per second, threat-sequence nodes, and ratios to the first setting;
* ``--corners``: X at a corner, each of the 12 replies of O up to symmetry, proved or left open after ``--nodes``
  df-pn nodes (one solver, so the table is shared), with nodes and CPU seconds;
* ``--empty [--workers W] [--save PATH] [--generic]``: Qubic solved from the empty board. X opens at a corner
  (the one opening move given; the search proves it), and each of O's 12 replies up to symmetry is proved an X
  win (at most ``--nodes`` nodes each), the replies shared among W processes; the proofs are merged into one
  certificate from the empty board, walked up to symmetry (:meth:`Certificate.check_quotient`), saved, and with
  ``--generic`` checked again by :func:`~combgames.solvers.strategy.check_strategy` with ``symmetry=True``
  (the game's rules and its own symmetry key; much slower). Use ``--table-bits 25`` (1.3 GB per process).

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


OPENING = 0
"""X's first move of the ``--empty`` proof: point 0, a corner."""


def _prove_replies(replies: list[int], table_bits: int, max_nodes: int) -> tuple[dict, list]:
    """In a worker: prove that X wins after X 0 (a corner) and each O reply in ``replies``, one solver (one
    table) for them all, and export each proof; return the decisions of all the proofs (least image -> move)
    and per reply (reply, nodes, CPU seconds of the proof, decisions, positions walked, CPU seconds of the
    export)."""
    from combgames.solvers.compiled.pns import CompiledPNS

    g = qubic()
    solver = CompiledPNS(g, table_bits=table_bits)
    corner = g.play(g.initial(), OPENING)
    decisions: dict = {}
    rows = []
    for m in replies:
        p = g.play(corner, m)
        n0, t = solver.nodes, time.process_time()
        if not solver.prove(p, 0, max_nodes=max_nodes):
            raise AssertionError(f"O {m} holds the draw: X {OPENING} is not a winning opening")
        proof = time.process_time() - t
        t = time.process_time()
        cert = solver.certificate(p, 0)
        rows.append((m, solver.nodes - n0, proof, len(cert), cert.walked, time.process_time() - t))
        decisions.update(cert.moves)
    return decisions, rows


def empty(max_nodes: int, table_bits: int, workers: int, save: str | None, generic: bool) -> None:
    """Qubic from the empty board: X opens at a corner (point 0), and each of O's 12 replies up to symmetry is
    proved an X win by the compiled df-pn, the replies shared among ``workers`` processes; the proofs' decisions
    are merged into one certificate from the empty board, which is walked up to symmetry
    (:meth:`Certificate.check_quotient`) and, with ``generic``, checked by
    :func:`~combgames.solvers.strategy.check_strategy` with ``symmetry=True`` (the game's own rules and key)."""
    from concurrent.futures import ProcessPoolExecutor

    from combgames.solvers.compiled.pns import Certificate, CompiledPNS

    g = qubic()
    frames = CompiledPNS(g, table_bits=4).frames()
    corner = g.play(g.initial(), OPENING)
    replies: dict = {}
    for m in g.moves(corner):
        replies.setdefault(frames.canonical(g.play(corner, m))[0], m)
    order = sorted(replies.values())
    shares = [order[i::workers] for i in range(workers)]
    wall, cpu = time.perf_counter(), time.process_time()
    with ProcessPoolExecutor(workers) as pool:
        done = list(pool.map(_prove_replies, shares, [table_bits] * workers, [max_nodes] * workers))
    decisions: dict = {(0, 0): OPENING}  # the empty board is its own least image
    print(f"== Qubic from the empty board: X {OPENING}, then the {len(order)} replies of O up to symmetry, "
          f"{workers} worker processes")
    worker_cpu = 0.0
    for part, rows in done:
        decisions.update(part)
        for m, nodes, proof, n_dec, walked, export in rows:
            worker_cpu += proof + export
            print(f"O {m:2d}: proved, {nodes:>9,} nodes {proof:7.1f} CPU s; proof exported: {n_dec:,} decisions, "
                  f"{walked:,} positions up to symmetry, {export:.1f} CPU s", flush=True)
    cert = Certificate(g, 0, (0, 0), {})
    solver = None

    def decide(q: tuple) -> int:  # a position the merged proofs do not decide (two proofs met there): prove it
        nonlocal solver
        solver = solver or CompiledPNS(g, table_bits=table_bits)
        decisions.update(solver.certificate(q, 0).moves)
        return decisions[q]

    def used(q: tuple) -> int:  # the certificate keeps the decisions the walk from the empty board uses
        m = decisions[q] if q in decisions else decide(q)
        cert.moves[q] = m
        return m

    t = time.process_time()
    frames.walk((0, 0), 0, {}, used)
    merge = time.process_time() - t
    t = time.process_time()
    cert.walked = cert.check_quotient()
    walk = time.process_time() - t
    print(f"certificate from the empty board: {len(cert):,} decisions (merged in {merge:.1f} CPU s); "
          f"check_quotient walked {cert.walked:,} positions up to symmetry in {walk:.1f} CPU s")
    print(f"solved and walked: {time.perf_counter() - wall:.0f} s wall, "
          f"{worker_cpu + time.process_time() - cpu:.0f} CPU s in all")
    if save:
        cert.save(save)
        print(f"saved to {save}")
    if generic:
        generic_check(cert, workers)


def _check_reply(decisions: dict, m: int) -> tuple[int, int, float]:
    """In a worker: check_strategy(symmetry=True) on the certificate's strategy after X 0, O m."""
    from combgames.solvers import check_strategy
    from combgames.solvers.compiled.pns import Certificate

    g = qubic()
    p = g.play(g.play(g.initial(), OPENING), m)
    t = time.process_time()
    checked = check_strategy(g, Certificate(g, 0, p, decisions).strategy(), 0, "win", position=p, symmetry=True)
    return m, checked, time.process_time() - t


def generic_check(cert, workers: int) -> None:
    """The certificate from the empty board checked by check_strategy(symmetry=True): its first move (X 0) by the
    rules here, then every reply of O, one per orbit under the stabiliser of the corner (the replies of one
    orbit lead to images of one position), each subtree in a worker process."""
    from concurrent.futures import ProcessPoolExecutor

    g = qubic()
    strategy = cert.strategy()
    if strategy.move != OPENING:
        raise AssertionError(f"the certificate opens with {strategy.move}, not {OPENING}")
    replies: dict = {}
    corner = g.play(g.initial(), OPENING)
    for m in g.moves(corner):
        replies.setdefault(g.canonical(g.play(corner, m)), m)  # the game's own key, not the solver's
    wall, total, cpu = time.perf_counter(), 0, 0.0
    with ProcessPoolExecutor(workers) as pool:
        for m, checked, seconds in pool.map(_check_reply, [cert.moves] * len(replies), sorted(replies.values())):
            total += checked
            cpu += seconds
            print(f"O {m:2d}: check_strategy(symmetry=True) checked {checked:,} positions in {seconds:.0f} CPU s",
                  flush=True)
    print(f"check_strategy(symmetry=True) from the empty board: {len(replies)} replies of O up to symmetry, "
          f"{total:,} positions, {cpu:.0f} CPU s, {time.perf_counter() - wall:.0f} s wall")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--corners", action="store_true")
    parser.add_argument("--empty", action="store_true")
    parser.add_argument("--nodes", type=int, default=300_000)
    parser.add_argument("--table-bits", type=int, default=22)
    parser.add_argument("--workers", type=int, default=2, help="processes for --empty")
    parser.add_argument("--save", help="with --empty: write the certificate here (.json or .json.gz)")
    parser.add_argument("--generic", action="store_true",
                        help="with --empty: also check the certificate by check_strategy(symmetry=True)")
    args = parser.parse_args()
    four_ply(args.repeat, args.table_bits)
    if args.corners:
        corners(args.nodes, args.table_bits)
    if args.empty:
        empty(args.nodes, args.table_bits, args.workers, args.save, args.generic)


if __name__ == "__main__":
    main()
