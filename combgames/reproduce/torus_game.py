"""Reproduce rows for the play of Schepler's three-player torus game (seeds/003_4502657011210c81.txt).

The rows of :mod:`combgames.reproduce.topology` check the text's geometry (loops, classes, the assignment
diagrams, random full boards). These rows check its remarks about *play*, by solving the game exactly for
every coalition (:mod:`combgames.analysis.torus3`): on the 3 x 3 board for every rule variant (assignment,
multi-loop rule, centre stone), on the 4 x 4 board for both assignments with the text's cross policy, with
and without the centre stone (about 3 s each; every 4 x 4 variant: ``benchmarks/bench_nplayer.py
--variants``), and exhaustively over the stones of the 3 x 3 and 4 x 4 boards where a remark is about the
board alone. The solves are shared by the rows of one run.

On the source's own 6 x 6 board (slow rows) the pairs are proved one question at a time by df-pn
(:func:`combgames.analysis.torus3.proof_strategy`), each proof read out as a coalition strategy and checked by
the game's rules against every joint reply, each position once up to symmetry: ``pairs_6x6`` for the text's
rules (sextant, the placer wins a cross), ``variants_6x6`` for every rule variant, where a proof of the
sextant/placer rules with the same start is checked under the variant's own rules and the variant is proved on
its own only where that check fails. The two rows share their proofs within one run.

The team-up remark is read on 3 x 3 and 4 x 4 from the full solves (``team_up``) and on 5 x 5 by one df-pn
search per pair over every first-round position at once, the proofs checked by the rules (``team_up_5x5``,
slow; :func:`combgames.analysis.torus3.team_up_first_round`), and so under every other rule variant on 5 x 5
(``team_up_5x5_variants`` without the centre stone, ``team_up_5x5_centre`` and ``team_up_5x5_centre_parity`` with
it; slow, split in three to keep each row under about 40 minutes on a shared machine). With the centre stone the
first round holds four stones, and the first-round positions (whoever moved, the pair's own moves included) can
leave Vert to move beside four stones of one of Vert's loops. On 6 x 6 (``team_up_6x6``, slow) the first round is
split into pieces (:mod:`combgames.analysis.torus3_team_up`) run over several sessions and shipped as a record; the
row sums the record after recomputing one of its pieces, drawn at random, and names the pairs not run yet.
"""

from __future__ import annotations

from functools import lru_cache

from combgames.reproduce import Claim, Computed, Predicate

__all__ = ["CLAIMS"]

SOURCE = "003_4502657011210c81.txt"
_SIZES = (3, 4)


def _variant_name(n: int, a: str, p: str, c: bool) -> str:
    return f"{n}x{n} {a}/{p}" + ("/centre" if c else "")


#: The 4x4 variants solved here (about 3 s each): both assignments, the text's cross policy, with and without
#: the centre stone. Every variant of 4x4: benchmarks/bench_nplayer.py --variants.
_VARIANTS_4 = tuple((a, "placer", c) for a in ("sextant", "parity") for c in (False, True))


@lru_cache(maxsize=None)
def _reports() -> dict:
    """The answers of every variant solved (one solve each per run, shared by the rows; tables not kept)."""
    from combgames.analysis.torus3 import VARIANTS, torus3_report

    out = {_variant_name(3, *v): torus3_report(3, *v) for v in VARIANTS}
    out.update({_variant_name(4, *v): torus3_report(4, *v) for v in _VARIANTS_4})
    return out


def _always_a_winner():
    from combgames.analysis.torus3 import loopless_full_boards

    boards = {f"{n}x{n}": loopless_full_boards(n) for n in _SIZES}
    drawn = {name: r["drawn endings"] for name, r in _reports().items() if "/draw" not in name}
    value = {"loopless full boards": boards, "games ending drawn": sum(drawn.values())}
    return Computed(value, sample="the 3x3 and 4x4 boards", evidence=
                    f"exhaustive over the 2^9 and 2^16 two-colour full boards: {boards} without a loop of either "
                    "colour; and no move of any reachable game ends it drawn under the cross policies 'placer' "
                    f"and 'shortest' ({len(drawn)} variants: {sorted(drawn)}; under 'draw' a cross is a draw by that "
                    "rule). Beyond the random full boards of row topology.always_a_winner: every full board of these "
                    "sizes")


def _team_up():
    out = {name: {k: v for k, v in r["first round"].items() if k != "example"} for name, r in _reports().items()}
    examples = {name: r["first round"]["example"] for name, r in _reports().items()
                if r["first round"]["example"] and name.endswith("sextant/placer")}
    value = {"every pair forces at the start": all(all(r["pairs"].values()) for r in _reports().values()),
             "first round positions": sum(v["positions"] for v in out.values()),
             "where the pair stops everyone": sum(v["pair stops everyone"] for v in out.values()),
             "earliest lone win (plies)": {size: min(v["first lead"] for name, v in out.items()
                                                     if name.startswith(size) and v["first lead"] is not None)
                                           for size in ("3x3", "4x4")}}
    return Computed(value, sample="the 3x3 board (12 rule variants) and the 4x4 board (4 variants)", evidence=
                    "read: in every position of the first round (up to 3 plies; positions up to translation, "
                    "half-turn and colour swap), for each player the other two force the winner to be one of them. "
                    "Positions of the first round where a player wins alone, with the fewest plies (sextant/placer; "
                    f"the stones there were placed by the others too): {examples}; under the weaker reading 'a pair "
                    "teaming up from the first move "
                    "stops anybody', every pair forces at the start (the first key of the value). Per variant "
                    "(positions, where the pair stops everyone, fewest plies to a position where some player wins "
                    f"alone against the other two): {out}")


TEAM_UP_5X5_SECONDS = 420
"""The expected time of row torus_game.team_up_5x5: 417 s wall measured whole in s37 on a contended machine (the
three pairs one at a time were 121, 62 and 21 CPU s with their checks, Horz+Diag the longest)."""

TEAM_UP_5X5_VARIANTS_SECONDS = 1360
"""The expected time of row torus_game.team_up_5x5_variants: 1,354 s wall measured whole in s38 on a contended
machine (811 CPU s; its five variants 144 - 179 CPU s each with the checks, 0.84 GB)."""

TEAM_UP_5X5_CENTRE_SECONDS = 2400
"""The expected time of row torus_game.team_up_5x5_centre: 2,368 s wall in s38 on a contended machine (1,363 CPU s,
1.3 GB), its three variants computed one after another in one process (427, 471 and 466 CPU s with the checks;
measured as part of a run of all six centre-stone variants, then split in two rows)."""

TEAM_UP_5X5_CENTRE_PARITY_SECONDS = 1400
"""The expected time of row torus_game.team_up_5x5_centre_parity: 1,371 s wall in s38 (1,360 CPU s, 1.4 GB; a
lightly loaded machine), its three variants computed one after another in one process (439, 444 and 477 CPU s with
the checks; measured as part of the run of all six centre-stone variants, 3,739 s wall, then split)."""

_TEAM_UP_EVIDENCE = (
    "read as row torus_game.team_up: in every position in play within 3 plies of the start (one move each; "
    "positions up to translation, half-turn and colour swap), whoever moved, for each player the other two force "
    "the winner to be one of them. One df-pn search per pair decides all first-round positions at once (the first "
    "3 plies searched as AND nodes whoever moves, combgames.analysis.torus3.team_up_first_round; tested against the "
    "full solve on 3x3 and 4x4); each proof is read out with every move of the first plies and checked by the "
    "game's rules against every joint reply (check_coalition_strategy_keyed, universal_plies=3); a disproof is "
    "shown by a first-round position (reached by any moves, the pair's own included) where a separate search of the "
    "one question finds the pair does not force")


@lru_cache(maxsize=None)
def _team_up_5x5_of(variant: tuple) -> dict:
    """team_up_first_round on 5x5 under one rule variant, 3 plies, every pair (shared by the rows of one run)."""
    from combgames.analysis.torus3 import team_up_first_round

    return team_up_first_round(5, *variant, plies=3)


def _team_up_notes(r: dict) -> str:
    """Each pair's search, and its checked proof or its example, in words."""
    return "; ".join(f"{k}: {v['outcome']}, {v['positions']:,} positions searched in {v['seconds']:.0f} s"
                     + (f", proof of {v['proof positions']:,} positions checked ({v['checked positions']:,} keys, "
                        f"{v['check seconds']:.0f} s)" if "checked positions" in v else "")
                     + (f", e.g. {v['example']} ({v['example plies']} plies)" if "example" in v else "")
                     for k, v in r["pairs"].items())


def _team_up_5x5():
    r = _team_up_5x5_of(("sextant", "placer", False))
    value = {"first round orbits": r["first round orbits"],
             "pairs stopping the third in every first-round position": [k for k, v in r["pairs"].items()
                                                                        if v["stops"]],
             "every pair stops": r["every pair stops"]}
    return Computed(value, sample="the 5x5 board (sextant, the placer wins a cross), not the source's 6x6",
                    evidence=f"{_TEAM_UP_EVIDENCE}. {_team_up_notes(r)}")


TEAM_UP_6X6_SECONDS = 900
"""The expected time of row torus_game.team_up_6x6: the recomputation of one decided piece of the record drawn at
random (the Vert+Horz pieces took 49 - 1,026 s of search and 18 - 1,327 s of check each as recorded, on a loaded
machine, 519 s of search on average; the two Horz+Diag pieces of s42 about 830 s of search and 2,460 s of check),
the rest under a second."""


def _team_up_6x6():
    """The shipped record of the 6x6 team-up run in pieces, summed, after recomputing one piece drawn at random."""
    import random
    from importlib.resources import as_file, files

    from combgames.analysis.torus3 import TEAM_UP_PAIRS
    from combgames.analysis.torus3_team_up import (RECORD_6X6, read_record, team_up_piece, team_up_pieces,
                                                   team_up_summary)

    with as_file(files("combgames.analysis").joinpath(RECORD_6X6)) as path:
        record = read_record(path)
    run = record["run"]
    first_round = team_up_pieces(run["n"], *run["variant"], split=run["split"])
    index = random.SystemRandom().choice(sorted(i for i, p in record["done"].items() if p["stops"] is not None))
    kept = record["done"][index]
    again = team_up_piece(run["n"], tuple(run["variant"]), run["plies"] - run["split"], kept["position"],
                          tuple(kept["pair"]), index, kept["max nodes"], record["table bits"], run["check"], 10**7,
                          "auto")
    summary = team_up_summary(record)
    names = {_pair_name(tuple(sorted(p))) for p in TEAM_UP_PAIRS}
    decided = {k: v for k, v in summary["pairs"].items() if v["stops"] is not None}
    open_pairs = {k: f"{v['proved']} of {summary['pieces']} pieces proved, {v['undecided']} stopped at the node limit, "
                     f"none disproved" if k in summary["pairs"] else "not run"
                  for k, v in ((k, summary["pairs"].get(k)) for k in sorted(names - set(decided)))}
    value = {"record's first round is this board's": record["pieces"] == first_round,
             "first round positions": summary["pieces"],
             "pairs decided": {k: {"stops": v["stops"], "pieces proved": v["proved"], "disproved": v["disproved"]}
                               for k, v in decided.items()},
             "pairs not decided yet": open_pairs,
             "recomputed piece agrees": (again["stops"], again["outcome"]) == (kept["stops"], kept["outcome"])}
    notes = "; ".join(f"{k}: {v['proved']} of {summary['pieces']} pieces proved, {v['disproved']} disproved, "
                      f"{v['undecided']} stopped at the node limit, "
                      f"{v['positions']:,} positions in {v['seconds']:,.0f} s as recorded"
                      for k, v in summary["pairs"].items())
    checked = (f"piece {index} ({kept['position']}, pair {_pair_name(kept['pair'])}) "
               f"recomputed now: {again['outcome']}, {again['positions']:,} positions in {again['seconds']:.0f} s"
               + (f", its proof of {again['proof positions']:,} positions checked by the rules"
                  if "proof positions" in again else "")
               + f" (recorded: {kept['outcome']}, {kept['positions']:,} positions)")
    return Computed(value, sample=f"the source's 6x6 board (sextant/placer) for the pairs decided in the shipped "
                                  f"record ({', '.join(decided) or 'none'}; not decided yet: "
                                  f"{', '.join(open_pairs) or 'none'}): its "
                                  f"{len(record['done'])} pieces summed as recorded, one decided piece drawn at random "
                                  f"recomputed",
                    evidence=f"{_TEAM_UP_EVIDENCE}. On 6x6 one search does not fit, so the first round is split "
                             f"after 2 plies into {summary['pieces']} positions (one per orbit), each pair's question "
                             f"from each a piece (combgames.analysis.torus3_team_up, run in pieces and recorded in "
                             f"{RECORD_6X6}). {notes}. {checked}")


def _every_stops(answers: list) -> bool | None:
    return False if False in answers else (None if None in answers else True)


def _team_up_5x5_variants_of(centre_stone: bool, assignments: tuple[str, ...] = ("sextant", "parity")):
    """The team-up claim on 5x5 under each rule variant with (or without) the centre stone and one of
    ``assignments``, the source's rules (sextant/placer, row team_up_5x5) left out."""
    from combgames.analysis.torus3 import VARIANTS

    chosen = [v for v in VARIANTS if v[2] == centre_stone and v[0] in assignments
              and v != ("sextant", "placer", False)]
    value: dict = {}
    notes, answers = [], []
    for v in chosen:
        r = _team_up_5x5_of(v)
        value[_variant_name(5, *v)] = {"first round orbits": r["first round orbits"],
                                       "pairs stopping the third": [k for k, x in r["pairs"].items() if x["stops"]]}
        notes.append(f"{_variant_name(5, *v)}: {_team_up_notes(r)}")
        answers.append(r["every pair stops"])
    value["every pair stops in every variant"] = _every_stops(answers)
    where = "with an x stone in the centre before the first move" if centre_stone else "without the centre stone"
    return Computed(value, sample=f"the 5x5 board, every rule variant of the {' and '.join(assignments)} "
                                  f"assignment {where} (the source's rules without it: row torus_game.team_up_5x5), "
                                  "not the source's 6x6", evidence=f"{_TEAM_UP_EVIDENCE}. " + "; ".join(notes))


def _team_up_5x5_variants():
    return _team_up_5x5_variants_of(False)


def _team_up_5x5_centre():
    return _team_up_5x5_variants_of(True, ("sextant",))


def _team_up_5x5_centre_parity():
    return _team_up_5x5_variants_of(True, ("parity",))


def _locations():
    from combgames.analysis.torus3 import VARIANTS, first_moves_equivalent, solve_torus3
    from combgames.games.torus import TorusConnectionGame

    transitive = {}
    for n in range(3, 9):
        g = TorusConnectionGame(n)
        orbit = {int(c) for c in g.symmetry_group.elements[:, 0]}  # where each symmetry takes cell A1
        transitive[n] = orbit == set(range(g.surface.size))
    distinct = {_variant_name(3, *v): first_moves_equivalent(solve_torus3(3, *v, symmetry=False))["distinct answers"]
                for v in VARIANTS if not v[2]}
    value = {"translations transitive on cells, n = 3..8": all(transitive.values()),
             "3x3 first moves with different answers": max(distinct.values()) - 1}
    return Computed(value, sample="n = 3..8; the 3x3 game", evidence=
                    f"the images of cell A1 under the game's symmetry group (translations and the half-turn) are all "
                    f"the cells for n = 3..8: {transitive}; on the 3x3 board, solved without identifying translated "
                    f"boards, the 18 first moves (any cell, x or o) give {distinct} distinct coalition tables per "
                    "variant (4x4: tests/published/test_003_torus_game.py, slow)")


def _parity_involved():
    from combgames.analysis.torus3 import cross_owners

    value = {f"{n}x{n}": {k: v for k, v in cross_owners(n, "parity").items() if k != "example"} for n in _SIZES}
    sextant = {f"{n}x{n}": cross_owners(n, "sextant") for n in _SIZES}
    return Computed(value, sample="the 3x3 and 4x4 boards", evidence=
                    "read: whenever one stone closes loops of several players, under the parity method the classes "
                    "closed belong to all three players. Exhaustive over every loop-free set of one colour's stones "
                    f"and every empty cell. Under the sextant method: {sextant}")


def _coalitions():
    from topology import PLAYER_NAMES

    out = {}
    for name, r in _reports().items():
        made = {j: sum(v for key, v in r["helped"].items() if key.endswith("->" + j)) for j in PLAYER_NAMES}
        out[name] = {"alone": [k for k, v in r["alone"].items() if v], "pairs": [k for k, v in r["pairs"].items() if v],
                     "helped": sum(r["helped"].values()), "strict": sum(r["strict"].values()),
                     "players treated alike": len(set(made.values())) == 1 and len(set(r["alone"].values())) == 1}
    return Computed(out, "every coalition solved by the compiled kernel (tested against generic search and "
                         "retrograde analysis): who wins alone against the other two, which pairs force the winner "
                         "into the pair, how many of the 6 ordered pairs (k, j) have {k, j} forcing j (helped) or "
                         "k alone forcing j (strict), and whether every player wins alone alike and can be made the "
                         "winner by as many partners (no first-player advantage at the start)")


def _kingmakers_chameleon():
    out = {}
    for name, r in _reports().items():
        k = r["kingmaker positions"]
        out[name] = {"positions": k["positions"], "helped kingmaker": k["helped"], "strict kingmaker": k["strict"],
                     "endings": r["chameleon"]["endings"], "won by another": r["chameleon"]["won by another player"]}
    return Computed(out, "positions in play up to translation, half-turn and colour swap, with a kingmaker (helped: "
                         "with the chosen player's help; strict: alone), and game-ending moves (position, move) won "
                         "by a player other than the mover (Chameleon wins)")


def _klein():
    from combgames.analysis.torus3 import klein_hex_values

    return Computed(klein_hex_values((3,)), "two-player Hex on the 3x3 hex Klein bottle (SurfaceHex('klein bottle'), "
                                            "any non-contractible loop of one's colour wins) solved by alpha-beta from "
                                            "the empty board: the value for the first player")


def _positions_5x5():
    from combgames.analysis.torus3 import orbits_in_play

    r = orbits_in_play(5, samples=20_000, seed=1)
    layers = {row["stones"]: f"{row['in play'] / r['group']:.3g}" for row in r["by stones"][4::4]}
    counted = max(row["stones"] for row in r["by stones"] if row["sampled"] == 0)
    return Computed(f"about {r['orbits']:.3g} (95%: {r['orbits low']:.4g} to {r['orbits high']:.4g})",
                    f"boards of the 5x5 torus with neither colour holding a loop (all reachable), counted exhaustively "
                    f"up to {counted} stones and from 20,000 boards drawn for each number of stones above (seed 1), over "
                    f"|G| = {r['group']} (translations, half-turn, colour swap; Burnside bound included in the "
                    f"interval); orbits by stones {layers}; largest layer {r['largest layer']['stones']} stones. The "
                    "size of a whole 5x5 coalition table: 10^6 boards a layer give 5.54e9 (torus3's docstring)")


def _start_5x5():
    from combgames.analysis.torus3 import proved_report

    r = proved_report(5, method="pns")
    value = {"alone": [k for k, v in r["alone"].items() if v], "pairs": [k for k, v in r["pairs"].items() if v],
             "helped": sum(bool(v) for v in r["helped"].values()), "strict": sum(bool(v) for v in r["strict"].values()),
             "undecided": sum(v is None for part in ("alone", "pairs", "helped", "strict") for v in r[part].values())}
    return Computed(value, f"the 18 coalition questions at the start of the 5x5 game (sextant/placer) by the compiled "
                           f"df-pn search (combgames.games.torus.pns_kernels; tested against the full solve on 3x3 and "
                           f"4x4): who wins alone, which pairs force the winner into the pair, how many of the 6 ordered "
                           f"pairs (k, j) have {{k, j}} forcing j (helped) or k alone forcing j (strict); kingmakers at "
                           f"the start {r.get('kingmakers at start')}; {r['positions']:,} positions expanded in "
                           f"{r['seconds']:.0f} s")


PAIRS_6X6_TABLE_BITS = 26
"""The df-pn table of the 6x6 pair proofs: 2^26 entries, 1.3 GB (Vert+Diag stores 9.4 million)."""

_PAIRS = ((0, 1), (0, 2), (1, 2))

PAIRS_6X6_SECONDS = 900
"""The expected time of row torus_game.pairs_6x6, estimated from its parts measured in s36 (not run whole): Vert+Diag
474.7 CPU s with the read-out before reply_positions, Vert+Horz 120 CPU s, Horz+Diag about 30 (each with the JSON
round trip, whose reading back replays every move by the rules)."""

VARIANTS_6X6_SECONDS = 3800
"""The expected time of row torus_game.variants_6x6, measured whole in s37: 3,811 s wall, 3,689 CPU s, 1.7 GB (its 36
questions: the 6 sextant/placer proofs, 16 questions where a sextant/placer strategy passes the keyed check under
the variant's rules, 14 proved on their own where it fails; other runs on the second core)."""


def _pair_name(pair: tuple[int, int]) -> str:
    from topology import PLAYER_NAMES

    return "+".join(PLAYER_NAMES[i] for i in pair)


@lru_cache(maxsize=None)
def _proof_6x6(pair: tuple[int, int], assignment: str = "sextant", cross_policy: str = "placer",
               centre_stone: bool = False) -> tuple:
    """The df-pn proof of one pair on 6x6 read out and checked (torus3.proof_strategy), saved to a file of a
    temporary directory (the strategy is read back from it where a row needs it again): (file or None, figures).
    Called with every argument, so the rows of one run share each proof."""
    from pathlib import Path

    from combgames.analysis.torus3 import proof_strategy

    path = Path(_scratch().name) / f"{assignment}_{cross_policy}_{int(centre_stone)}_{pair[0]}{pair[1]}.json"
    strategy, r = proof_strategy(6, pair, assignment=assignment, cross_policy=cross_policy,
                                 centre_stone=centre_stone, table_bits=PAIRS_6X6_TABLE_BITS, max_nodes=10**9,
                                 path=path)
    del strategy
    return (path if r["forces"] else None), r


@lru_cache(maxsize=1)
def _scratch():
    import tempfile

    return tempfile.TemporaryDirectory(prefix="torus_game_6x6_")


def _proof_note(r: dict) -> str:
    return (f"{r['positions']:,} positions searched, {r['seconds']:.0f} s; strategy checked: "
            f"{r['strategy positions']:,} positions written once up to symmetry, {r['checked positions']:,} "
            f"checked by key against every joint reply ({r['export seconds']:.0f} + {r['check seconds']:.0f} s)")


def _pairs_6x6():
    pairs, notes = [], []
    for pair in _PAIRS:
        _, r = _proof_6x6(pair, "sextant", "placer", False)
        note = f"{_pair_name(pair)}: {r['forces']}"
        if r["forces"]:
            pairs.append(_pair_name(pair))
            note += ", " + _proof_note(r)
        notes.append(note)
    return Computed({"pairs forcing": pairs, "a player wins alone": len(pairs) < 3},
                    "the source's own board, 6x6 sextant/placer, from the empty board: for each pair, whether it forces "
                    "the winner into the pair, proved by the compiled df-pn search (threat logic: endings first, "
                    "forced blocks; symmetry: translations, half-turn, colour swap), the proof read out as a coalition "
                    "strategy and checked by the game's own rules, each position once up to symmetry "
                    f"(check_coalition_strategy_keyed): {'; '.join(notes)}. A pair forcing is the other player being "
                    "stopped, so no player wins alone when all three do")


def _checked_under(strategy, pair: tuple[int, int], variant: tuple) -> tuple[bool, str]:
    """Whether ``strategy`` passes the keyed check under the rules of ``variant`` (the variant's own game replays
    every move and reply), and the figures or the reason it fails."""
    import time

    from combgames.analysis.torus3 import orbit_key
    from combgames.games.torus.search import proof_board
    from combgames.solvers.coalition import check_coalition_strategy_keyed
    from combgames.solvers.strategy import StrategyError

    board = proof_board(6, None, *variant)
    start = time.perf_counter()
    try:
        report = check_coalition_strategy_keyed(board[0], strategy, pair, pair, key=orbit_key(board), references=True)
    except (StrategyError, ValueError) as err:  # refused, or not a strategy of these rules at all
        return False, f"fails ({str(err)[:80]})"
    return True, f"{report.positions:,} positions checked by key, {time.perf_counter() - start:.0f} s"


@lru_cache(maxsize=1)
def _loaded(path, variant: tuple):
    """The strategy saved at ``path``, read back by the rules it was written for (the last one read is kept)."""
    from combgames.games.torus.search import proof_board
    from combgames.solvers.strategy import Strategy

    return Strategy.load(path, proof_board(6, None, *variant)[0])


def _variants_6x6():
    from combgames.analysis.torus3 import VARIANTS

    value, notes = {_variant_name(6, *v): [] for v in VARIANTS}, []
    for pair in _PAIRS:  # pair by pair: one strategy read back at a time
        for variant in sorted(VARIANTS, key=lambda v: v[2]):  # the centre-stone variants after the others
            name = _variant_name(6, *variant)
            base = ("sextant", "placer", variant[2])  # the proof of the source's rules, with the same start
            path, r = _proof_6x6(pair, *base)
            if variant == base:
                ok, how = path is not None, _proof_note(r) if path is not None else f"not proved ({r['outcome']})"
            else:
                ok, how = (False, "no proof of the source's rules") if path is None else _checked_under(
                    _loaded(path, base), pair, variant)
                if ok:
                    how = f"the {base[0]}/{base[1]} proof checked under these rules: {how}"
                else:
                    path, r = _proof_6x6(pair, *variant)
                    ok = path is not None
                    how += f"; proved for these rules: {r['forces']}" + (", " + _proof_note(r) if ok else "")
            if ok:
                value[name].append(_pair_name(pair))
            notes.append(f"{name} {_pair_name(pair)}: {how}")
    return Computed(value, "the source's 6x6 board under every rule variant it states or that is modelled (sextant "
                           "and parity assignment; a stone closing classes of several players won by its placer, "
                           "a draw, or the owner of the shortest class; each with and without an x stone in the centre "
                           "before the first move): the pairs that force the winner into the pair from the start. "
                           "Each proof is a df-pn proof read out as a coalition strategy; a proof of the "
                           "sextant/placer rules (with the same start) that the keyed check (the variant's own "
                           "rules, every joint reply) accepts under a variant is a proof for that variant; where it "
                           f"fails, the variant is proved on its own. {'; '.join(notes)}")


def _team_up_variants_claim(claim_id: str, where: str, compute, expected: int) -> Claim:
    """A row of the team-up claim on 5x5 over several rule variants (:func:`_team_up_5x5_variants_of`)."""
    return Claim(claim_id, f"{SOURCE}:two players can team up", "two players can team up on anybody who takes a "
                 f"clear lead early on, on the 5x5 board {where}",
                 Predicate("in every variant, in every first-round position any two players stop the third",
                           lambda v: v["every pair stops in every variant"] is True),
                 compute, slow=True, expected=expected)


CLAIMS = [
    Claim("torus_game.always_a_winner", f"{SOURCE}:at least one player will always win", "at least one player will "
          "always win (no full board without a loop; no game ends without a winner)",
          Predicate("no loopless full board, no drawn game",
                    lambda v: not any(v["loopless full boards"].values()) and v["games ending drawn"] == 0),
          _always_a_winner, expected=5),
    Claim("torus_game.team_up", f"{SOURCE}:two players can team up", "two players can team up on anybody who takes a "
          "clear lead early on (checked here on the 3x3 and 4x4 boards; 5x5: rows torus_game.team_up_5x5*; the "
          "seed plays 6x6, where this is open)",
          Predicate("in every first-round position any two players stop the third",
                                           lambda v: v["first round positions"] == v["where the pair stops everyone"]),
          _team_up, expected=5),
    Claim("torus_game.team_up_5x5", f"{SOURCE}:two players can team up", "two players can team up on anybody who "
          "takes a clear lead early on, on the 5x5 board (the seed plays 6x6)",
          Predicate("in every first-round position any two players stop the third",
                    lambda v: v["every pair stops"] is True),
          _team_up_5x5, slow=True, expected=TEAM_UP_5X5_SECONDS),
    Claim("torus_game.team_up_6x6", f"{SOURCE}:two players can team up", "two players can team up on anybody who "
          "takes a clear lead early on, on the source's 6x6 board, for each pair decided so far",
          Predicate("every decided pair stops the third in every first-round position (and the record is this "
                    "board's, and the recomputed piece agrees)",
                    lambda v: v["record's first round is this board's"] and v["recomputed piece agrees"]
                    and all(p["stops"] is True for p in v["pairs decided"].values())),
          _team_up_6x6, slow=True, expected=TEAM_UP_6X6_SECONDS),
    _team_up_variants_claim("torus_game.team_up_5x5_variants", "under the other rule variants without the centre "
                            "stone (parity assignment; a cross a draw or the shortest class's)", _team_up_5x5_variants,
                            TEAM_UP_5X5_VARIANTS_SECONDS),
    _team_up_variants_claim("torus_game.team_up_5x5_centre", "with the centre stone (sextant assignment, every "
                            "cross rule)", _team_up_5x5_centre, TEAM_UP_5X5_CENTRE_SECONDS),
    _team_up_variants_claim("torus_game.team_up_5x5_centre_parity", "with the centre stone (parity assignment, every "
                            "cross rule)", _team_up_5x5_centre_parity, TEAM_UP_5X5_CENTRE_PARITY_SECONDS),
    Claim("torus_game.locations", f"{SOURCE}:every location is equivalent", "before any pieces are on the board, "
          "every location is equivalent (by translation)",
          Predicate("translations are transitive and every first move gives the same values",
                    lambda v: v["translations transitive on cells, n = 3..8"]
                    and v["3x3 first moves with different answers"] == 0), _locations),
    Claim("torus_game.parity_involved", f"{SOURCE}:each player was involved anyway", "the parity method ensures that "
          "every time one stone forms loops of several players, each player was involved",
          Predicate("no stone closes loops of exactly two players", lambda v: all(c["two owners"] == 0
                                                                                  for c in v.values())),
          _parity_involved),
    Claim("torus_game.coalitions", f"{SOURCE}:the game answered", "who can win alone, which pairs force the win "
          "(3x3 every variant, 4x4 four variants)", None, _coalitions, expected=5),
    Claim("torus_game.kingmakers", f"{SOURCE}:the game answered", "kingmaker positions and Chameleon wins (3x3 every "
          "variant, 4x4 four variants)", None, _kingmakers_chameleon, expected=5),
    Claim("torus_game.positions_5x5", f"{SOURCE}:the game answered", "the 5x5 game's positions in play up to "
          "symmetry (the size of its whole coalition table), estimated by sampling", None, _positions_5x5),
    Claim("torus_game.start_5x5", f"{SOURCE}:the game answered", "every coalition question at the start of the 5x5 "
          "game, by proof search", None, _start_5x5, slow=True, expected=90),
    Claim("torus_game.pairs_6x6", f"{SOURCE}:the game answered", "on the source's 6x6 board: which pairs force the "
          "win into the pair, and whether anybody wins alone, by proof search", None, _pairs_6x6, slow=True,
          expected=PAIRS_6X6_SECONDS),
    Claim("torus_game.variants_6x6", f"{SOURCE}:the game answered", "on the source's 6x6 board, under each rule "
          "variant (assignment, cross rule, centre stone): which pairs force the win into the pair, by "
          "proof search", None, _variants_6x6, slow=True, expected=VARIANTS_6X6_SECONDS),
    Claim("torus_game.klein_3x3", f"{SOURCE}:P. S.", "the Klein-bottle homework game solved on the 3x3 board", None,
          _klein),
]
