"""Benchmark: df-pn against the depth-first AND-OR search on coalition questions of the three-player torus game.

Run: ``python benchmarks/bench_torus_pns.py [--repeat 2] [--five] [--six-stones 12] [--six-count 4]
[--max-nodes 20000000] [--readout 5] [--team-up 4 [--team-up-plies 3] [--team-up-every 1]]``.

Both searches are compiled (:func:`combgames.games.torus.search.prove_question`, ``method="pns"`` and
``method="dfs"``) and answer the same question from the same position; the runs are interleaved (pns, dfs, pns,
dfs, ...) and the best time of each kept. Printed per question: the answer (checked equal), the positions
expanded, the time to the answer, the positions a second, and the ratios dfs / pns of time and of positions.

* ``--five``: every question of :func:`~combgames.solvers.coalition.coalition_questions` at the start of the 5 x 5
  board (sextant, the text's cross rule) that the depth-first search settles within ``--max-nodes``;
* ``--six-stones S``: 6 x 6 (the text's board) from ``--six-count`` random positions with S stones (seed 6), the
  three pair questions, where both settle within ``--max-nodes``. From the start the 6 x 6 pairs take the
  depth-first search 20 to 41 million positions (bench_nplayer.py --six), too long to repeat here.
* ``--play N``: the play advisor (:class:`~combgames.analysis.torus3.PlayAdvisor`, ``combgames play torus3``) on
  N x N with a budget of ``--seconds`` a move, ``method="pns"`` against ``"dfs"`` interleaved, at the start and at
  ``--play-count`` random positions of each number of stones in ``--play-stones`` (default 3,6,9; seed N): the
  questions of the mover settled within the budget, whether a move was proved, and the time.
* ``--readout N``: the read-out of each pair's proof at the N x N start
  (:func:`~combgames.games.torus.search.proof_tree`, ``share="orbit"``), the others' replies made by the compiled closing codes (``reply_positions``) against the
  rules' loop search (``by_rules=True``), interleaved, CPU seconds, best of ``--repeat``; the trees are checked
  equal in size.
* ``--team-up N``: the team-up claim's first-round reading on N x N (sextant, the text's cross rule), each pair:
  one df-pn search of every position within ``--team-up-plies`` moves at once (``first_round_plies``) against the
  separate questions at the positions in play after exactly that many moves, up to symmetry (every
  ``--team-up-every``-th one, the sum scaled up by the share asked when it is a sample), interleaved, CPU
  seconds and positions, best of ``--repeat``, the tables 2^``--team-up-bits`` for both; the answers are checked
  to agree (the universal search proves the pair's question iff every separate one is proved).
"""

from __future__ import annotations

import argparse
import random
import time

from combgames.games.torus.search import proof_board, prove_question
from combgames.solvers.coalition import coalition_questions
from topology import PLAYER_NAMES


def _name(players: tuple[int, ...]) -> str:
    return "+".join(PLAYER_NAMES[i] for i in players)


def compare(board: tuple, position, team: tuple[int, ...], goal: tuple[int, ...], repeat: int, max_nodes: int,
            label: str) -> dict | None:
    """Interleaved runs of both searches on one question; None when the depth-first search does not settle it."""
    t, g = sum(1 << i for i in team), sum(1 << i for i in goal)
    best = {"pns": float("inf"), "dfs": float("inf")}
    out = {}
    for _ in range(repeat):
        for method, bits in (("pns", 24), ("dfs", 26)):
            start = time.perf_counter()
            r = prove_question(board, position, t, g, method=method, table_bits=bits, max_nodes=max_nodes)
            best[method] = min(best[method], time.perf_counter() - start)
            out[method] = r
            if r["forces"] is None:
                return None
    assert out["pns"]["forces"] is out["dfs"]["forces"]
    p, d = out["pns"], out["dfs"]
    print(f"{label} {_name(team)} -> {_name(goal)}: {p['forces']}; pns {p['positions']:,} positions "
          f"{best['pns']:.3f} s ({p['positions'] / best['pns']:,.0f}/s); dfs {d['positions']:,} positions "
          f"{best['dfs']:.3f} s ({d['positions'] / best['dfs']:,.0f}/s); ratio dfs/pns time "
          f"{best['dfs'] / best['pns']:.2f}, positions {d['positions'] / max(p['positions'], 1):.1f}", flush=True)
    return {"pns": best["pns"], "dfs": best["dfs"], "pns positions": p["positions"], "dfs positions": d["positions"]}


def five(repeat: int, max_nodes: int) -> list[dict]:
    board = proof_board(5)
    rows = []
    for team, goal in coalition_questions(3):
        r = compare(board, None, team, goal, repeat, max_nodes, "5x5 start")
        if r is None:
            print(f"5x5 start {_name(team)} -> {_name(goal)}: dfs does not settle it within {max_nodes:,} positions")
        else:
            rows.append(r)
    return rows


def six(stones: int, count: int, repeat: int, max_nodes: int) -> list[dict]:
    board = proof_board(6)
    game = board[0]
    rng = random.Random(6)
    rows = []
    while count > 0:
        p = game.initial()
        for _ in range(stones):
            p = game.play(p, rng.choice(game.moves(p)))
            if p.winner is not None:
                break
        if p.winner is not None:
            continue
        count -= 1
        for pair in ((0, 1), (0, 2), (1, 2)):
            r = compare(board, p, pair, pair, repeat, max_nodes, f"6x6 {stones} stones [{game.format_position(p)}]")
            if r is not None:
                rows.append(r)
    return rows


def play(n: int, count: int, seconds: float, stone_counts: tuple[int, ...] = (3, 6, 9)) -> None:
    from combgames.analysis.torus3 import PlayAdvisor

    game = proof_board(n)[0]
    rng = random.Random(n)
    positions = [game.initial()]
    for stones in stone_counts:
        for _ in range(count):
            while True:
                p = game.initial()
                for _ in range(stones):
                    p = game.play(p, rng.choice(game.moves(p)))
                    if p.winner is not None:
                        break
                if p.winner is None:
                    positions.append(p)
                    break
    advisors = {m: PlayAdvisor(game, seconds=seconds, method=m) for m in ("pns", "dfs")}
    totals = {m: [0, 0, 0.0] for m in advisors}  # questions settled, moves proved, seconds
    for p in positions:
        line = []
        for method, advisor in advisors.items():
            advisor._warm()
            start = time.perf_counter()
            move, note, answers = advisor._proved_move(p)
            took = time.perf_counter() - start
            settled = sum(v is not None for _, v in answers)
            proved = note.startswith(" (proved")
            totals[method][0] += settled
            totals[method][1] += proved
            totals[method][2] += took
            line.append(f"{method}: {settled}/{len(answers)} settled, {'proved' if proved else 'guess'}, {took:.1f} s")
        print(f"{n}x{n} [{game.format_position(p)}] " + "; ".join(line), flush=True)
    for method, (settled, proved, took) in totals.items():
        print(f"{n}x{n} play, {method}: {len(positions)} positions, {settled} questions settled, {proved} moves "
              f"proved, {took:.1f} s ({seconds:g} s a move)")


def readout(n: int, repeat: int) -> None:
    from combgames.games.torus.search import proof_tree

    board = proof_board(n)
    for team in (0b011, 0b101, 0b110):
        r = prove_question(board, None, team, team, method="pns", table_bits=24, max_nodes=10**9)
        if not r["forces"]:
            continue
        best, sizes = {False: float("inf"), True: float("inf")}, {}
        for _ in range(repeat):
            for by_rules in (False, True):
                made = [0]

                def node(**fields: object) -> dict:
                    made[0] += 1
                    return fields

                start = time.process_time()
                proof_tree(board, None, team, team, r, max_nodes=10**8, node=node, share="orbit", by_rules=by_rules)
                best[by_rules] = min(best[by_rules], time.process_time() - start)
                sizes[by_rules] = made[0]
        assert sizes[False] == sizes[True]
        name = _name(tuple(i for i in range(3) if team >> i & 1))
        print(f"{n}x{n} {name}: proof {sizes[False]:,} nodes; read-out compiled replies {best[False]:.2f} CPU s, "
              f"by the rules {best[True]:.2f} CPU s (ratio {best[True] / best[False]:.2f})", flush=True)


def team_up(n: int, plies: int, every: int, bits: int, repeat: int) -> None:
    from combgames.analysis.torus3 import orbit_key
    from combgames.games.torus.search import reply_positions

    board = proof_board(n)
    key = orbit_key(board)
    layer = {key(board[0].initial()): board[0].initial()}
    for _ in range(plies):
        layer = {key(q): q for p in layer.values() for q in reply_positions(board, p).values() if q.winner is None}
    orbits = [layer[k] for k in sorted(layer)]
    asked = orbits[::every]
    for team in (0b110, 0b101, 0b011):
        best = {"universal": float("inf"), "separate": float("inf")}
        for _ in range(repeat):
            start = time.process_time()
            u = prove_question(board, None, team, team, method="pns", table_bits=bits, first_round_plies=plies)
            best["universal"] = min(best["universal"], time.process_time() - start)
            start = time.process_time()
            sep = [prove_question(board, p, team, team, method="pns", table_bits=bits) for p in asked]
            best["separate"] = min(best["separate"], time.process_time() - start)
        answers = [r["forces"] for r in sep]
        if u["forces"] or every == 1:
            assert u["forces"] is all(answers), (u["forces"], answers)
        scale = len(orbits) / len(asked)
        positions = sum(r["positions"] for r in sep) * scale
        name = _name(tuple(i for i in range(3) if team >> i & 1))
        print(f"{n}x{n} {name}, {plies} plies: universal {u['forces']}, {u['positions']:,} positions, "
              f"{best['universal']:.2f} CPU s; separate {len(asked)} of {len(orbits)} orbits "
              f"({sum(bool(a) for a in answers)} proved), {positions:,.0f} positions, "
              f"{best['separate'] * scale:.2f} CPU s{' (scaled)' if every > 1 else ''}; ratio separate/universal "
              f"time {best['separate'] * scale / best['universal']:.2f}, positions "
              f"{positions / max(u['positions'], 1):.2f}", flush=True)


def summary(rows: list[dict], label: str) -> None:
    if not rows:
        return
    pns = sum(r["pns"] for r in rows)
    dfs = sum(r["dfs"] for r in rows)
    print(f"{label}: {len(rows)} questions settled by both; total time pns {pns:.2f} s, dfs {dfs:.2f} s (ratio "
          f"{dfs / pns:.2f}); positions pns {sum(r['pns positions'] for r in rows):,}, dfs "
          f"{sum(r['dfs positions'] for r in rows):,}; positions/s pns "
          f"{sum(r['pns positions'] for r in rows) / pns:,.0f}, dfs {sum(r['dfs positions'] for r in rows) / dfs:,.0f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--five", action="store_true")
    parser.add_argument("--six-stones", type=int, default=0)
    parser.add_argument("--six-count", type=int, default=4)
    parser.add_argument("--max-nodes", type=int, default=20_000_000)
    parser.add_argument("--play", type=int, default=0)
    parser.add_argument("--play-count", type=int, default=2)
    parser.add_argument("--play-stones", default="3,6,9")
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--readout", type=int, default=0)
    parser.add_argument("--team-up", type=int, default=0)
    parser.add_argument("--team-up-plies", type=int, default=3)
    parser.add_argument("--team-up-every", type=int, default=1)
    parser.add_argument("--team-up-bits", type=int, default=22)
    args = parser.parse_args()
    prove_question(proof_board(3), None, 3, 3, method="pns")  # compile (or load the cache) outside the timing
    prove_question(proof_board(3), None, 3, 3, method="dfs")
    if args.five:
        summary(five(args.repeat, args.max_nodes), "5x5")
    if args.six_stones:
        summary(six(args.six_stones, args.six_count, args.repeat, args.max_nodes), f"6x6 ({args.six_stones} stones)")
    if args.readout:
        readout(args.readout, args.repeat)
    if args.team_up:
        team_up(args.team_up, args.team_up_plies, args.team_up_every, args.team_up_bits, args.repeat)
    if args.play:
        play(args.play, args.play_count, args.seconds, tuple(int(s) for s in args.play_stones.split(",")))


if __name__ == "__main__":
    main()
