"""Published claims of A. Schepler, "A three-player connection game" (seeds/003_4502657011210c81.txt): play.

The remarks about play, recomputed by solving the game for every coalition (combgames.reproduce.torus_game).
The 3x3 values of the "extends" rows are pinned as computed by the kernel, whose independent checks are the
generic search and retrograde analysis (tests/combgames/solvers/test_coalition.py). The slow tests solve the
4x4 board (about 20 s each).
"""

import pytest

from combgames.analysis.torus3 import early_team_up, first_moves_equivalent, solve_torus3, torus3_report
from combgames.reproduce.torus_game import CLAIMS
from tests.published._rows import check_row, row_params

#: row id -> (verdict, computed value). Published statements (the claims' text):
#: "at least one player will always win"; "two players can team up on anybody who takes a clear lead early on"
#: (refuted on 3x3: a player can win alone against the other two after 2 plies, 1 with the centre stone);
#: "every location is equivalent (by translation)"; "the parity method ensures that every time this situation
#: comes up, each player was involved anyway" (the sextant method has two-owner crosses on 4x4).
EXPECTED_ROWS = {
    'torus_game.always_a_winner': ('supported', {'loopless full boards': {'3x3': 0, '4x4': 0}, '3x3 games ending drawn': 0}),
    'torus_game.team_up': ('refuted', {'every pair forces at the start': True, 'first round positions': 7986, 'where the pair stops everyone': 5058, 'earliest lone win (plies)': 1}),
    'torus_game.locations': ('supported', {'translations transitive on cells, n = 3..8': True, '3x3 first moves with different answers': 0}),
    'torus_game.parity_involved': ('supported', {'3x3': {'single owner': 486, 'two owners': 0, 'three owners': 36}, '4x4': {'single owner': 79152, 'two owners': 0, 'three owners': 3200}}),
    'torus_game.coalitions_3x3': ('extends', {'sextant/placer': {'alone': [], 'pairs': [(0, 1), (0, 2), (1, 2)]}, 'sextant/placer/centre': {'alone': [], 'pairs': [(0, 1), (0, 2), (1, 2)]}, 'sextant/draw': {'alone': [], 'pairs': [(0, 1), (0, 2), (1, 2)]}, 'sextant/draw/centre': {'alone': [], 'pairs': [(0, 1), (0, 2), (1, 2)]}, 'sextant/shortest': {'alone': [], 'pairs': [(0, 1), (0, 2), (1, 2)]}, 'sextant/shortest/centre': {'alone': [], 'pairs': [(0, 1), (0, 2), (1, 2)]}, 'parity/placer': {'alone': [], 'pairs': [(0, 1), (0, 2), (1, 2)]}, 'parity/placer/centre': {'alone': [], 'pairs': [(0, 1), (0, 2), (1, 2)]}, 'parity/draw': {'alone': [], 'pairs': [(0, 1), (0, 2), (1, 2)]}, 'parity/draw/centre': {'alone': [], 'pairs': [(0, 1), (0, 2), (1, 2)]}, 'parity/shortest': {'alone': [], 'pairs': [(0, 1), (0, 2), (1, 2)]}, 'parity/shortest/centre': {'alone': [], 'pairs': [(0, 1), (0, 2), (1, 2)]}}),
    'torus_game.kingmakers_3x3': ('extends', {'sextant/placer': {'positions': 4165, 'helped kingmaker': 1363, 'strict kingmaker': 792, 'endings': 11943, 'won by another': 7578}, 'sextant/placer/centre': {'positions': 2334, 'helped kingmaker': 698, 'strict kingmaker': 469, 'endings': 7080, 'won by another': 4464}, 'sextant/draw': {'positions': 4165, 'helped kingmaker': 1192, 'strict kingmaker': 756, 'endings': 11943, 'won by another': 7578}, 'sextant/draw/centre': {'positions': 2334, 'helped kingmaker': 610, 'strict kingmaker': 447, 'endings': 7080, 'won by another': 4464}, 'sextant/shortest': {'positions': 4165, 'helped kingmaker': 1363, 'strict kingmaker': 792, 'endings': 11943, 'won by another': 7578}, 'sextant/shortest/centre': {'positions': 2334, 'helped kingmaker': 698, 'strict kingmaker': 469, 'endings': 7080, 'won by another': 4464}, 'parity/placer': {'positions': 4165, 'helped kingmaker': 1363, 'strict kingmaker': 792, 'endings': 11943, 'won by another': 7578}, 'parity/placer/centre': {'positions': 2334, 'helped kingmaker': 698, 'strict kingmaker': 469, 'endings': 7080, 'won by another': 4464}, 'parity/draw': {'positions': 4165, 'helped kingmaker': 1192, 'strict kingmaker': 756, 'endings': 11943, 'won by another': 7578}, 'parity/draw/centre': {'positions': 2334, 'helped kingmaker': 610, 'strict kingmaker': 447, 'endings': 7080, 'won by another': 4464}, 'parity/shortest': {'positions': 4165, 'helped kingmaker': 1363, 'strict kingmaker': 792, 'endings': 11943, 'won by another': 7578}, 'parity/shortest/centre': {'positions': 2334, 'helped kingmaker': 698, 'strict kingmaker': 469, 'endings': 7080, 'won by another': 4464}}),
    'torus_game.klein_3x3': ('extends', {3: 'win in 7'}),
}


@pytest.mark.parametrize("claim", row_params(CLAIMS))
def test_reproduce_rows(claim):
    check_row(claim, EXPECTED_ROWS)


def test_every_row_is_pinned():
    assert {c.id for c in CLAIMS} == set(EXPECTED_ROWS)


@pytest.mark.slow
@pytest.mark.parametrize("assignment", ["sextant", "parity"])
@pytest.mark.parametrize("centre", [False, True])
def test_4x4_nobody_wins_alone_every_pair_wins(assignment, centre):
    """4x4, cross policy 'placer' (the text's proposal): no player wins alone; every pair forces its win."""
    t = solve_torus3(4, assignment, "placer", centre)
    r = torus3_report(4, assignment, "placer", centre, table=t)
    assert r["alone"] == {"Vert": False, "Horz": False, "Diag": False}
    assert all(r["pairs"].values())
    assert r["drawn endings"] == 0
    if not centre:
        assert first_moves_equivalent(t)["distinct answers"] == 1  # every location is equivalent
    assert early_team_up(t, 1)["positions"] > 0
