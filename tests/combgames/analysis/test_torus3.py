"""The three-player torus game answered: the kernel's tables against the game's own rules, and the analyses
against brute force on the 3x3 board."""

import json
import random
from itertools import product

import numpy as np
import pytest

from combgames.analysis.torus3 import (cross_owners, early_team_up, first_moves_equivalent, kingmaker_positions,
                                       klein_hex_values, loopless_full_boards, position_of_key, solve_torus3,
                                       torus3_report)
from combgames.cli import main
from combgames.games.torus import SurfaceHex, TorusConnectionGame, TorusPosition
from combgames.solvers import retrograde
from combgames.solvers.coalition import coalition_values
from topology import CoverUnionFind, owner


def _loop_free(surface, cells):
    uf = CoverUnionFind(surface, cells)
    return not any(uf.is_non_contractible(comp[0]) for comp in uf.components())


@pytest.mark.parametrize("n, samples", [(3, 200), (4, 100)])
@pytest.mark.parametrize("assignment, policy", [("sextant", "placer"), ("parity", "draw"), ("sextant", "shortest")])
def test_placement_outcomes_are_the_games_rules(n, samples, assignment, policy):
    """outcome[M, c, mover] against TorusConnectionGame.play on random loop-free stones of one colour."""
    g = TorusConnectionGame(n, assignment=assignment, cross_policy=policy)
    table = g.placement_rules()["outcome"]
    rng = random.Random(n)
    size = g.surface.size
    checked = 0
    while checked < samples:
        mask = rng.getrandbits(size) & rng.getrandbits(size) | rng.getrandbits(size) & rng.getrandbits(size)
        stones = [c for c in range(size) if mask >> c & 1]
        empty = [c for c in range(size) if not mask >> c & 1]
        if not empty or not _loop_free(g.surface, stones):
            continue
        cell, mover = rng.choice(empty), rng.randrange(3)
        p = TorusPosition(tuple(1 if mask >> c & 1 else 0 for c in range(size)), mover)
        q = g.play(p, (cell, 1))
        expected = -2 if q.winner is None else q.winner
        assert table[mask, cell, mover] == expected, (g.format_position(p), g.format_move((cell, 1)))
        checked += 1


def test_closing_owners_against_the_cover_union_find_exhaustively_on_3x3():
    g = TorusConnectionGame(3, assignment="parity")
    owners = g.closing_owners()
    for mask in range(1 << 9):
        stones = [c for c in range(9) if mask >> c & 1]
        if not _loop_free(g.surface, stones):
            assert all(owners[mask, c] == -1 for c in range(9))
            continue
        for c in range(9):
            if mask >> c & 1:
                assert owners[mask, c] == -1
                continue
            closed = CoverUnionFind(g.surface, stones).add(c).closed
            assert owners[mask, c] == sum({1 << owner(k, "parity") for k in closed})


def test_loopless_full_boards_by_brute_force():
    t = TorusConnectionGame(3).surface
    count = sum(1 for colours in product((0, 1), repeat=9)
                if _loop_free(t, [c for c in range(9) if colours[c]])
                and _loop_free(t, [c for c in range(9) if not colours[c]]))
    assert loopless_full_boards(3) == count == 0


def test_cross_owners_on_3x3_and_a_two_owner_sextant_cross_on_4x4():
    assert cross_owners(3, "parity") == {"single owner": 486, "two owners": 0, "three owners": 36, "example": None}
    ex = cross_owners(4, "sextant")["example"]
    g = TorusConnectionGame(4)
    stones = [g.surface.cell(name) for name in ex["stones"]]
    closed = CoverUnionFind(g.surface, stones).add(g.surface.cell(ex["cell"])).closed
    assert len({owner(c, "sextant") for c in closed}) == 2  # the example, checked by the cover union-find


def test_report_of_the_3x3_game():
    t = solve_torus3(3)
    r = torus3_report(3, table=t)
    assert r["alone"] == {"Vert": False, "Horz": False, "Diag": False}
    assert all(r["pairs"].values()) and all(r["helped"].values()) and not any(r["strict"].values())
    assert r["drawn endings"] == 0 and 0 < r["chameleon"]["won by another player"] < r["chameleon"]["endings"]
    plain = solve_torus3(3, symmetry=False)
    assert first_moves_equivalent(plain) == {"first moves": 18, "distinct answers": 1}
    with pytest.raises(ValueError, match="without symmetry"):
        first_moves_equivalent(t)
    early, plain_early = early_team_up(t, 2), early_team_up(plain, 2)
    assert early["first lead"] == plain_early["first lead"] == 2
    assert early["positions"] > early["pair stops everyone"] and plain_early["positions"] > early["positions"]


def test_kingmaker_example_checked_by_generic_search():
    t = solve_torus3(3, "parity", "placer", True)
    k = kingmaker_positions(t)
    assert k["strict"] > 0 and k["helped"] >= k["strict"]
    g = t.game
    p = g.parse_position(k["strict example"]["position"])
    generic = coalition_values(g, p, method="search")
    assert generic.kingmakers(p, strict=True) == t.kingmakers(p, strict=True) != {}


def test_every_kernel_key_is_a_position_of_the_game():
    t = solve_torus3(3, centre_stone=True)
    keys = np.flatnonzero(t.ranked)[:200]
    for key in keys:
        p = position_of_key(t, int(key))
        t.game.check_position(p)
        assert t.bits(p) == int(t.ranked[key] & np.uint64((1 << 63) - 1))


def test_klein_homework_by_two_methods():
    value = klein_hex_values((3,))[3]
    assert value == str(retrograde(SurfaceHex("klein bottle", 3)).value(SurfaceHex("klein bottle", 3).initial()))


@pytest.mark.slow
def test_klein_homework_on_4x4_by_proof_number_search():
    """The 4x4 Klein-bottle Hex board (no symmetry declared, so alpha-beta does not finish in minutes): the first
    player wins, settled by proof-number search (about 6 minutes; 372,765 positions solved)."""
    from combgames.solvers.pns import proof_number_search

    assert proof_number_search(SurfaceHex("klein bottle", 4), max_nodes=50_000_000).value.outcome == "win"


def test_solve_command_prints_the_coalition_table(capsys):
    assert main(["solve", "torus3", "--option", "n=3", "--json", "--quiet"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["coalitions"] == {"0": False, "1": False, "2": False, "0+1": True, "0+2": True, "1+2": True}
    assert doc["method"] == "kernel" and doc["players"] == 3 and doc["to_move"] == 0
    assert main(["solve", "torus3", "--option", "n=3", "--method", "search", "--quiet"]) == 0
    assert "Vert+Horz       forces its win" in capsys.readouterr().out  # players by their names
    assert main(["solve", "torus3", "--option", "n=3", "--method", "grundy"]) == 2
    assert "grundy" in capsys.readouterr().err


def test_kingmaker_picture_rings_the_decisive_moves():
    from combgames.pictures.coalitions import kingmaker_scene

    t = solve_torus3(3)
    p = t.game.parse_position(".xx/x../... | Vert")
    svg = kingmaker_scene(t, p).to_svg()
    assert svg.count('stroke="#1b9e77"') == 2 and svg.count('stroke="#d95f02"') == 2  # A1, C2 / A3, C3
    with pytest.raises(ValueError, match="no strict kingmaker"):
        kingmaker_scene(t)


@pytest.mark.parametrize("n, variant", [(3, ("sextant", "placer", False)), (3, ("parity", "draw", True)),
                                        (4, ("parity", "shortest", False))])
def test_proof_search_agrees_with_the_full_solve(n, variant):
    """Every coalition question, at the start and at random positions: the pruned proof search (cover lifted on
    the fly) against the kernel's full solve (outcome table)."""
    from combgames.analysis.torus3 import prove_coalition
    from combgames.solvers.coalition import coalition_questions

    t = solve_torus3(n, *variant)
    g = t.game
    rng = random.Random(7)
    positions = [g.initial()]
    while len(positions) < (4 if n == 3 else 2):
        p = g.initial()
        for _ in range(rng.randrange(1, 2 * n)):
            p = g.play(p, rng.choice(g.moves(p)))
            if g.result(p) is not None:
                break
        if g.result(p) is None:
            positions.append(p)
    for p in positions:
        for team, goal in coalition_questions(3):
            r = prove_coalition(n, team, goal, *variant, position=p, table_bits=16)
            assert r["forces"] == t.forces(team, goal, p)


def test_proof_search_limits_and_python_twin():
    from combgames.analysis.torus3 import prove_coalition

    assert prove_coalition(4, (0, 1), max_nodes=5)["forces"] is None
    plain, compiled = prove_coalition(3, (0, 2), backend="python"), prove_coalition(3, (0, 2), backend="numba")
    assert [plain[k] for k in ("forces", "positions", "stored")] == [compiled[k] for k in ("forces", "positions",
                                                                                           "stored")]
    assert prove_coalition(3, (1,), backend="python")["forces"] is prove_coalition(3, (1,))["forces"] is False
    with pytest.raises(ValueError, match="holds all 3 players"):
        prove_coalition(3, (0, 1, 2))
