"""Published claims of A. Schepler, "A three-player connection game" (seeds/003_4502657011210c81.txt).

The diagram transcriptions live in combgames.sources.three_player_torus; the published values are written here.
"""

import pytest

from combgames.games.torus import TorusConnectionGame
from combgames.reproduce import run_claim
from combgames.reproduce.topology import CLAIMS
from combgames.sources.three_player_torus import (
    ASTERISK_PLOT,
    EXAMPLE_BOARD,
    FIRST_LOOPS,
    PARITY_DIAGRAM,
    SECOND_LOOPS,
    SEXTANT_DIAGRAM,
    loop_cells,
    sextant_printed_owners,
)
from topology import (
    class_census,
    classes_by_norm,
    cycle_element,
    hex_torus,
    owner,
    read_tilted_plot,
    shortest_closed_walk,
    tilted_plot,
)

LETTERS = "VHD"


def test_corner_remark():
    """Board diagram: corners A6 and F1 adjacent, A1 and F6 not, at distance 2."""
    t = hex_torus(6)
    assert t.adjacent(t.cell("A6"), t.cell("F1"))
    assert not t.adjacent(t.cell("A1"), t.cell("F6"))
    a1, f6 = t.cell("A1"), t.cell("F6")
    assert {j for j, _ in t.neighbours[a1]} & {j for j, _ in t.neighbours[f6]}  # distance 2


@pytest.mark.parametrize("board, expected", [(0, (0, 1)), (1, (1, 0)), (2, (1, 1))])
def test_vert_horz_diag_classes_and_length_n(board, expected):
    """'three simple ways to form a non-trivial loop, each of minimum length n': Vert=(0,1), Horz=(1,0), Diag=(1,1)."""
    t, cells = loop_cells(FIRST_LOOPS, board)
    assert cycle_element(t, cells).vector == expected and len(cells) == 6
    assert shortest_closed_walk(t, expected) == 6


@pytest.mark.parametrize("board, expected", [(0, (1, 2)), (1, (2, 1)), (2, (1, -1))])
def test_second_set_of_loops(board, expected):
    """'the next set are (1,2), (2,1), and (1,-1) respectively'."""
    t, cells = loop_cells(SECOND_LOOPS, board)
    assert cycle_element(t, cells).vector == expected


def test_36_asterisks_are_the_first_18_classes():
    """Tilted plot: 36 asterisks = 18 classes (x, y) ~ (-x, -y) of norm <= 4."""
    assert read_tilted_plot(ASTERISK_PLOT) == read_tilted_plot(tilted_plot(4))
    assert sum(row.count("*") for row in ASTERISK_PLOT) == 36
    assert len(classes_by_norm(4)) == 18


def test_sextant_diagram_matches_corrected_rules_not_printed_ones():
    """Sextant Method: the diagram agrees with the corrected rules at all 36 points; the printed V and D rules
    also claim the 12 points of Horz's sextants (erratum)."""
    points = {p: t for p, t in read_tilted_plot(SEXTANT_DIAGRAM).items() if t in LETTERS}
    assert len(points) == 36
    assert all(LETTERS[owner(p, "sextant")] == t for p, t in points.items())
    wrong = {p for p, t in points.items() if sextant_printed_owners(p) != {LETTERS.index(t)}}
    assert len(wrong) == 12 and all(points[p] == "H" for p in wrong)


def test_parity_diagram_has_one_misprint():
    """Parity Method: the rule matches the diagram except at (3,-1), printed H; the rule and the antipode (-3,1) say D."""
    points = {p: t for p, t in read_tilted_plot(PARITY_DIAGRAM).items() if t in LETTERS}
    bad = [p for p, t in points.items() if LETTERS[owner(p, "parity")] != t]
    assert bad == [(3, -1)] and points[(-3, 1)] == "D"


def test_vert_gets_the_12_loop_in_the_sextant_method():
    assert owner((1, 2), "sextant") == 0
    assert owner((1, 2), "parity") == 1  # "his next recourse is to build ... on the purely vertical (1,2) loop"


def test_six_by_six_supports_12_classes_without_bumping():
    """'The 6x6 board ... supports 12 different classes before the path starts bumping into itself.'"""
    assert len(class_census(6, "induced")) == 12
    assert len(class_census(6, "simple")) == 36  # the other reading of 'bumping' does not give 12


def test_simultaneous_loops_example():
    """C4x forms (0,1), D5x (1,0), E3x (1,-1); D4x forms all three; sextant: two Horz, one Vert; parity: one each."""
    g = TorusConnectionGame(6)
    rows = "/".join(r.replace(" ", "") for r in EXAMPLE_BOARD)
    p = g.parse_position(rows + " | Vert")
    got = {m: sorted(g.play(p, g.parse_move(m + "x")).closed) for m in ("C4", "D5", "E3", "D4")}
    assert got == {"C4": [(0, 1)], "D5": [(1, 0)], "E3": [(1, -1)], "D4": [(0, 1), (1, -1), (1, 0)]}
    assert sorted(owner(c, "sextant") for c in [(0, 1), (1, 0), (1, -1)]) == [0, 1, 1]
    assert sorted(owner(c, "parity") for c in [(0, 1), (1, 0), (1, -1)]) == [0, 1, 2]
    for mover, name in enumerate(("Vert", "Horz", "Diag")):
        q = g.play(g.parse_position(rows + " | " + name), g.parse_move("D4x"))
        assert g.result(q) == mover  # 'declare anybody who plays in such a position the winner'


@pytest.mark.parametrize("claim", [c for c in CLAIMS if not c.slow], ids=lambda c: c.id)
def test_reproduce_rows_compute(claim):
    row = run_claim(claim)
    assert row.verdict in ("confirmed", "erratum", "extends"), (row.id, row.verdict, row.error, row.computed)
