"""The compiled proof-number search against the generic solvers (the reference): values on tic-tac-toe 3x3 and
4x4, AG(2,3), PG(2,2), the cubes 3^3 and 4^2 and random hypergraphs; proofs exported as certificates whose
strategies the independent checker replays; the node limit; bad input."""

import numpy as np
import pytest
from hypothesis import given, settings

from combgames.games.designs_games import affine_plane_game, projective_plane_game
from combgames.games.hypercube import Hypercube
from combgames.games.nim import Nim
from combgames.games.positional import PositionalGame, TicTacToe
from combgames.solvers import alphabeta, check_strategy
from combgames.solvers.compiled.pns import Certificate, CompiledPNS, compiled_pns
from combgames.solvers.pns import proof_number_search
from combgames.solvers.strategy import StrategyError
from combgames.solvers.values import SearchLimitError
from tests.combgames.solvers.test_compiled_positional import hypergraphs

GAMES = {
    "3x3": TicTacToe, "4x4": lambda: TicTacToe(4), "AG(2,3)": lambda: affine_plane_game(3),
    "PG(2,2)": lambda: projective_plane_game(2), "3^3": lambda: Hypercube(3, 3), "4^2": lambda: Hypercube(4, 2),
    "2^3": lambda: Hypercube(2, 3),
}
GENERIC = {"3x3": "draw", "4x4": "draw", "AG(2,3)": "win", "PG(2,2)": "win", "3^3": "win", "4^2": "draw",
           "2^3": "win"}
"""The generic alpha-beta's values (checked by test_the_generic_values, the slow ones behind --runslow)."""


@pytest.mark.parametrize("name", ["3x3", "PG(2,2)", "2^3"])
def test_the_generic_values(name):
    assert alphabeta(GAMES[name](), distance=False).value.outcome == GENERIC[name]


@pytest.mark.slow
@pytest.mark.parametrize("name", ["4x4", "3^3", "4^2", "AG(2,3)"])
def test_the_generic_values_of_the_larger_games(name):
    assert alphabeta(GAMES[name](), distance=False).value.outcome == GENERIC[name]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_values_agree_with_the_generic_solver(name):
    g = GAMES[name]()
    r = compiled_pns(g, table_bits=16)
    assert r.value.outcome == GENERIC[name]
    assert r.method == "compiled pns" and r.best_moves


@pytest.mark.parametrize("name", sorted(GAMES))
def test_values_without_the_defenders_threat_sequences(name):
    """The rules on the defender's threat sequences prune, they do not change a value."""
    g = GAMES[name]()
    assert CompiledPNS(g, table_bits=16, counter_threats=False).value(g.initial()).outcome == GENERIC[name]
    assert CompiledPNS(g, table_bits=16, zone_rounds=0).value(g.initial()).outcome == GENERIC[name]


@settings(max_examples=30, deadline=None)
@given(hypergraphs())
def test_random_hypergraphs_have_one_value_with_and_without_the_defenders_sequences(g):
    on = CompiledPNS(g, table_bits=12).value(g.initial())
    assert CompiledPNS(g, table_bits=12, counter_threats=False).value(g.initial()) == on
    assert CompiledPNS(g, table_bits=12, zone_rounds=0).value(g.initial()) == on


def test_every_tictactoe_opening_pair_has_the_generic_value():
    g = TicTacToe()
    solver = CompiledPNS(g, table_bits=14)
    for m in (0, 1, 4):  # the openings up to symmetry
        p = g.play(g.initial(), m)
        for reply in g.moves(p):
            q = g.play(p, reply)
            assert solver.value(q).outcome == alphabeta(g, q, distance=False).value.outcome, q


@settings(max_examples=30, deadline=None)
@given(hypergraphs())
def test_random_hypergraphs_have_the_generic_value(g):
    r = compiled_pns(g, strategy=True, table_bits=12)
    assert r.value.outcome == alphabeta(g, distance=False).value.outcome
    if r.value.outcome == "win":
        assert check_strategy(g, r.strategy, 0, "win") > 0


@pytest.mark.parametrize("name", ["AG(2,3)", "PG(2,2)", "3^3", "2^3"])
def test_proofs_are_strategies_the_checker_replays(name, tmp_path):
    g = GAMES[name]()
    r = compiled_pns(g, strategy=True, table_bits=16)
    cert = r.stats["certificate"]
    leaves = check_strategy(g, r.strategy, 0, "win")
    assert leaves > 0 and cert.check_quotient() == cert.walked > 0
    cert.save(tmp_path / "c.json")
    again = Certificate.load(tmp_path / "c.json", g)
    assert again.moves == cert.moves and check_strategy(g, again.strategy(), 0, "win") == leaves
    # up to symmetry, by the game's own key: the same positions as the export's walk on the solver's least images
    assert check_strategy(g, again.strategy(), 0, "win", symmetry=True) == cert.walked
    cert.save(tmp_path / "c.json.gz")
    assert Certificate.load(tmp_path / "c.json.gz", g).moves == cert.moves


def test_a_wrong_certificate_fails_the_checker():
    g = Hypercube(3, 3)
    cert = compiled_pns(g, strategy=True, table_bits=16).stats["certificate"]
    assert len(cert) >= 1
    broken = Certificate(g, 0, cert.position, {k: (m + 1) % 27 for k, m in cert.moves.items()})
    with pytest.raises(StrategyError):
        check_strategy(g, broken.strategy(), 0, "win")
    with pytest.raises(StrategyError):
        check_strategy(g, broken.strategy(), 0, "win", symmetry=True)
    with pytest.raises(ValueError, match="strategy"):
        broken.check_quotient()


def test_a_certificate_of_another_game_is_refused(tmp_path):
    cert = compiled_pns(Hypercube(2, 3), strategy=True).stats["certificate"]
    cert.save(tmp_path / "c.json")
    with pytest.raises(ValueError, match="not of"):
        Certificate.load(tmp_path / "c.json", Hypercube(3, 3))


def test_draws_have_no_exported_proof():
    r = compiled_pns(TicTacToe(), strategy=True)
    assert (str(r.value), r.strategy) == ("draw", None) and "wins only" in r.stats["note"]


def test_node_limit_stops_with_the_root_numbers():
    solver = CompiledPNS(TicTacToe(4), table_bits=12, max_nodes=50)
    with pytest.raises(SearchLimitError, match=r"max_nodes=50\) with the root open: proof number"):
        solver.value((0, 0))


def test_bad_input():
    with pytest.raises(TypeError, match="positional_structure"):
        CompiledPNS(Nim([1, 2]))
    with pytest.raises(ValueError, match="at most 64 points"):
        CompiledPNS(TicTacToe(9))


def test_generic_pns_selects_the_compiled_one():
    g = TicTacToe(4)
    r = proof_number_search(g, compiled=True)
    assert (r.method, str(r.value)) == ("compiled pns", "draw")
    with pytest.raises(ValueError, match="compiled"):
        proof_number_search(PositionalGame(70, [(0, 1, 2)]), compiled=True)
    small = proof_number_search(TicTacToe())  # below 16 points "auto" keeps the generic search
    assert small.method == "pns" and "generic" in small.stats["note"]


@pytest.mark.slow
def test_a_qubic_proof_is_replayed_by_the_checker():
    """X 000 021 003, O 013 001 011 (points 0 9 3 and 7 1 5), X to move: a win whose proof the checker replays
    (about 5 s of CPU; the 4-ply position X 0 9, O 7 1 takes 70,137 nodes and 1,083,353 lines, about 2.5 min)."""
    g = Hypercube(4, 3)
    p = g.initial()
    for m in (0, 7, 9, 1, 3, 5):
        p = g.play(p, m)
    r = compiled_pns(g, p, strategy=True, table_bits=18)
    assert str(r.value) == "win"
    assert check_strategy(g, r.strategy, 0, "win", position=p) > 10_000


@pytest.mark.slow
def test_the_four_ply_qubic_position_takes_few_nodes_with_intersected_zones():
    """X 0 9, O 7 1, X to move: 5,828 nodes with the zones of several threat sequences intersected (78,287 with the
    attacker's sequences alone; benchmarks/bench_qubic.py); about 3 s of CPU."""
    g = Hypercube(4, 3)
    p = g.initial()
    for m in (0, 7, 9, 1):
        p = g.play(p, m)
    solver = CompiledPNS(g, table_bits=20)
    assert solver.prove(p, 0)
    assert solver.nodes < 10_000


def test_the_zone_of_several_sequences_keeps_the_defence_that_holds():
    """Qubic, O to move in a position of the X 0 / O 63 proof: X has threat sequences after a pass, and O's move
    110 (point 20) is the one defence that holds (afterwards X has no win: the compiled search disproves it with
    every rule setting, in 160k-180k nodes). The zone
    must keep it in every image of the position. An extra defender stone of the zone search used to give O a
    point completing a line, and a sequence through the block there was taken for one of the real position:
    10 of the 192 images lost the defence, and the proof of X 0 / O 63 held a position X does not win."""
    from combgames.solvers.compiled import _pns_kernels as K
    from combgames.solvers.compiled._line_kernels import count_lines

    g = Hypercube(4, 3)
    solver = CompiledPNS(g, table_bits=8)
    p = g.parse_position("o.../..../..../xxox/ox../.x.x/.xx./.o../..../ooox/..../..../x..o/..../...o/.... O")
    defence = 20
    assert g.labels[defence] == "110"
    frames = solver.frames()
    ctx, work = solver.ctx, solver.work
    ctx[K.ATTACKER] = 0
    lost = 0
    for image in frames.image:
        x = sum(1 << int(image[i]) for i in range(64) if p[0] >> i & 1)
        o = sum(1 << int(image[i]) for i in range(64) if p[1] >> i & 1)
        cnt = np.zeros((2, len(solver.lmask)), dtype=np.int64)
        count_lines(np.uint64(x), np.uint64(o), cnt, solver.lmask)
        args = (cnt, solver.lmask, solver.llen, solver.pstart, solver.pidx, ctx)
        seq = K.run_threat_sequence(np.uint64(x), np.uint64(o), 0, *args, 400, 16, work)
        assert seq
        zone = K.defence_zone(np.uint64(seq), np.uint64(x), np.uint64(o), 0, *args, work)
        lost += not int(zone) >> int(image[defence]) & 1
    assert lost == 0
