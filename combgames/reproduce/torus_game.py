"""Reproduce rows for the play of Schepler's three-player torus game (seeds/003_4502657011210c81.txt).

The rows of :mod:`combgames.reproduce.topology` check the text's geometry (loops, classes, the assignment
diagrams, random full boards). These rows check its remarks about *play*, by solving the game exactly for
every coalition (:mod:`combgames.analysis.torus3`): on the 3 x 3 board for every rule variant (assignment,
multi-loop rule, centre stone), and exhaustively over the stones of the 3 x 3 and 4 x 4 boards where a remark
is about the board alone. The 4 x 4 game solves (about 20 s each) are in ``benchmarks/bench_nplayer.py`` and
the slow tests of ``tests/published/test_003_torus_game.py``.
"""

from __future__ import annotations

from combgames.reproduce import Claim, Computed, Predicate

__all__ = ["CLAIMS"]

SOURCE = "003_4502657011210c81.txt"
_SIZES = (3, 4)


def _variant_name(a: str, p: str, c: bool) -> str:
    return f"{a}/{p}" + ("/centre" if c else "")


def _solves():
    from combgames.analysis.torus3 import VARIANTS, solve_torus3

    return {_variant_name(*v): solve_torus3(3, *v) for v in VARIANTS}


def _always_a_winner():
    from combgames.analysis.torus3 import loopless_full_boards

    boards = {f"{n}x{n}": loopless_full_boards(n) for n in _SIZES}
    drawn = {name: t.stats["drawn endings"] for name, t in _solves().items() if "/draw" not in name}
    value = {"loopless full boards": boards, "3x3 games ending drawn": sum(drawn.values())}
    return Computed(value, sample="the 3x3 and 4x4 boards", evidence=
                    f"exhaustive over the 2^9 and 2^16 two-colour full boards: {boards} without a loop of either "
                    "colour; and no move of any reachable 3x3 game ends it drawn under the cross policies 'placer' "
                    "and 'shortest' (under 'draw' a cross is a draw by that rule). Beyond the random full boards of "
                    "row topology.always_a_winner: every full board of these sizes")


def _team_up():
    from combgames.analysis.torus3 import early_team_up

    out = {}
    for name, t in _solves().items():
        e = early_team_up(t, 3)
        out[name] = {"positions": e["positions"], "pair stops everyone": e["pair stops everyone"],
                     "first lead": e["first lead"]}
    start = {name: all(t.table()[c] for c in t.table() if len(c) == 2) for name, t in _solves().items()}
    value = {"every pair forces at the start": all(start.values()),
             "first round positions": sum(v["positions"] for v in out.values()),
             "where the pair stops everyone": sum(v["pair stops everyone"] for v in out.values()),
             "earliest lone win (plies)": min(v["first lead"] for v in out.values() if v["first lead"] is not None)}
    return Computed(value, sample="the 3x3 board, 12 rule variants", evidence=
                    "read: in every position of the first round (up to 3 plies), for each player the other two "
                    "force the winner to be one of them. Per variant (positions, where the pair stops everyone, "
                    f"fewest plies to a position some player wins alone): {out}")


def _locations():
    from combgames.analysis.torus3 import first_moves_equivalent
    from combgames.games.torus import TorusConnectionGame

    transitive = {}
    for n in range(3, 9):
        g = TorusConnectionGame(n)
        orbit = {int(c) for c in g.symmetry_group.elements[:, 0]}  # where each symmetry takes cell A1
        transitive[n] = orbit == set(range(g.surface.size))
    distinct = {name: first_moves_equivalent(t)["distinct answers"] for name, t in _solves().items()
                if "centre" not in name}
    value = {"translations transitive on cells, n = 3..8": all(transitive.values()),
             "3x3 first moves with different answers": max(distinct.values()) - 1}
    return Computed(value, sample="n = 3..8; the 3x3 game", evidence=
                    f"the images of cell A1 under the game's symmetry group (translations and the half-turn) are all "
                    f"the cells for n = 3..8: {transitive}; on the 3x3 board the 18 first moves (any cell, x or o) "
                    f"give {distinct} distinct coalition tables per variant")


def _parity_involved():
    from combgames.analysis.torus3 import cross_owners

    value = {f"{n}x{n}": {k: v for k, v in cross_owners(n, "parity").items() if k != "example"} for n in _SIZES}
    sextant = {f"{n}x{n}": cross_owners(n, "sextant") for n in _SIZES}
    return Computed(value, sample="the 3x3 and 4x4 boards", evidence=
                    "read: whenever one stone closes loops of several players, under the parity method the classes "
                    "closed belong to all three players. Exhaustive over every loop-free set of one colour's stones "
                    f"and every empty cell. Under the sextant method: {sextant}")


def _coalitions():
    out = {}
    for name, t in _solves().items():
        table = t.table()
        out[name] = {"alone": [i for i in range(3) if table[(i,)]], "pairs": [c for c in table if len(c) == 2
                                                                               and table[c]]}
    return Computed(out, "3x3 hex torus, every rule variant, all coalitions solved by the compiled kernel (tested "
                         "against generic search and retrograde analysis); 0 Vert, 1 Horz, 2 Diag")


def _kingmakers_chameleon():
    from combgames.analysis.torus3 import kingmaker_positions

    out = {}
    for name, t in _solves().items():
        k = kingmaker_positions(t)
        out[name] = {"positions": k["positions"], "helped kingmaker": k["helped"], "strict kingmaker": k["strict"],
                     "endings": t.stats["endings"], "won by another": t.stats["endings by another player"]}
    return Computed(out, "3x3: positions in play (up to colour swap) with a kingmaker (helped: with the chosen "
                         "player's help; strict: alone), and game-ending moves won by a player other than the mover "
                         "(Chameleon wins)")


def _klein():
    from combgames.analysis.torus3 import klein_hex_values

    return Computed(klein_hex_values((3,)), "two-player Hex on the 3x3 hex Klein bottle (SurfaceHex('klein bottle'), "
                                            "any non-contractible loop of one's colour wins) solved by alpha-beta from "
                                            "the empty board: the value for the first player")


CLAIMS = [
    Claim("torus_game.always_a_winner", f"{SOURCE}:at least one player will always win", "at least one player will "
          "always win (no full board without a loop; no game ends without a winner)",
          Predicate("no loopless full board, no drawn game",
                    lambda v: not any(v["loopless full boards"].values()) and v["3x3 games ending drawn"] == 0),
          _always_a_winner),
    Claim("torus_game.team_up", f"{SOURCE}:two players can team up", "two players can team up on anybody who takes a "
          "clear lead early on", Predicate("in every first-round position any two players stop the third",
                                           lambda v: v["first round positions"] == v["where the pair stops everyone"]),
          _team_up),
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
    Claim("torus_game.coalitions_3x3", f"{SOURCE}:the game answered", "who can win alone, which pairs force the win "
          "(3x3, every variant)", None, _coalitions),
    Claim("torus_game.kingmakers_3x3", f"{SOURCE}:the game answered", "kingmaker positions and Chameleon wins (3x3, "
          "every variant)", None, _kingmakers_chameleon),
    Claim("torus_game.klein_3x3", f"{SOURCE}:P. S.", "the Klein-bottle homework game solved on the 3x3 board", None,
          _klein),
]
